/* bastide-board-view-input.c: the board view's pointer, gestures and keys
 *
 * Copyright 2026 The Bastide authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bastide-board-view"

#include "config.h"

#include <math.h>

#include "bastide-board-view-private.h"

/* Pointer */

static int
spot_at (BastideBoardView *self,
         double            sx,
         double            sy)
{
  double radius = CLAMP (self->zoom * 0.085, 8, 22) * 1.3;
  double best = radius * radius;
  int found = -1;

  for (guint i = 0; i < self->spots->len; i++)
    {
      const Spot *spot = &g_array_index (self->spots, Spot, i);
      double dx = to_screen_x (self, spot->bx) - sx;
      double dy = to_screen_y (self, spot->by) - sy;

      if (dx * dx + dy * dy <= best)
        {
          best = dx * dx + dy * dy;
          found = i;
        }
    }

  if (found >= 0)
    return found;

  /* Abbey holes and chosen features: the whole cell answers */
  for (guint i = 0; i < self->spots->len; i++)
    {
      const Spot *spot = &g_array_index (self->spots, Spot, i);

      if (spot->kind != SPOT_DEPLOY
          && floor (to_board_x (self, sx)) == spot->x && floor (to_board_y (self, sy)) == spot->y)
        return i;
    }

  return -1;
}

static void
pointer_moved (BastideBoardView *self,
               double            x,
               double            y)
{
  self->has_pointer = TRUE;
  self->pointer_x = x;
  self->pointer_y = y;

  if (self->mode == BASTIDE_BOARD_MODE_PLACE)
    {
      int cx = (int) floor (to_board_x (self, x));
      int cy = (int) floor (to_board_y (self, y));

      if (cx != self->cursor_x || cy != self->cursor_y)
        {
          self->cursor_x = cx;
          self->cursor_y = cy;
          board_view_update_description (self);
          gtk_widget_queue_draw (GTK_WIDGET (self));
        }
    }
  else if (self->spots->len > 0)
    {
      int spot = spot_at (self, x, y);

      if (spot != self->hovered_spot)
        {
          self->hovered_spot = spot;
          gtk_widget_set_cursor_from_name (GTK_WIDGET (self), spot >= 0 ? "pointer" : NULL);
          gtk_widget_queue_draw (GTK_WIDGET (self));
        }
    }
}

static void
motion_cb (GtkEventControllerMotion *controller,
           double                    x,
           double                    y,
           BastideBoardView         *self)
{
  if (self->panning)
    return;
  pointer_moved (self, x, y);
}

static void
leave_cb (GtkEventControllerMotion *controller,
          BastideBoardView         *self)
{
  self->has_pointer = FALSE;
  self->hovered_spot = -1;
  gtk_widget_set_cursor (GTK_WIDGET (self), NULL);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
click (BastideBoardView *self,
       guint             button,
       double            x,
       double            y)
{
  if (!gtk_widget_has_focus (GTK_WIDGET (self)))
    gtk_widget_grab_focus (GTK_WIDGET (self));

  pointer_moved (self, x, y);

  if (button == GDK_BUTTON_SECONDARY)
    {
      bastide_board_view_rotate (self, 1);
      return;
    }
  if (button != GDK_BUTTON_PRIMARY)
    return;

  switch (self->mode)
    {
    case BASTIDE_BOARD_MODE_PLACE:
      bastide_board_view_place_at (self, (int) floor (to_board_x (self, x)),
                                   (int) floor (to_board_y (self, y)));
      break;

    case BASTIDE_BOARD_MODE_DEPLOY:
    case BASTIDE_BOARD_MODE_WAGON:
    case BASTIDE_BOARD_MODE_PLAGUE:
    case BASTIDE_BOARD_MODE_ABBEY:
      board_view_activate_spot (self, spot_at (self, x, y));
      break;

    case BASTIDE_BOARD_MODE_DRAW:
    case BASTIDE_BOARD_MODE_NONE:
    default:
      break;
    }
}

static void
drag_begin_cb (GtkGestureDrag   *gesture,
               double            x,
               double            y,
               BastideBoardView *self)
{
  self->drag_center_x = self->center_x;
  self->drag_center_y = self->center_y;
  self->panning = FALSE;
}

static void
drag_update_cb (GtkGestureDrag   *gesture,
                double            dx,
                double            dy,
                BastideBoardView *self)
{
  double x, y;

  if (!self->panning)
    {
      gtk_gesture_drag_get_start_point (gesture, &x, &y);
      if (!gtk_drag_check_threshold (GTK_WIDGET (self), x, y, x + dx, y + dy))
        return;
      self->panning = TRUE;
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
      gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "grabbing");
      if (self->view_animation != NULL)
        adw_animation_skip (self->view_animation);
    }

  board_view_set_view (self, self->zoom,
            self->drag_center_x - dx / self->zoom,
            self->drag_center_y - dy / self->zoom);
}

static void
drag_end_cb (GtkGestureDrag   *gesture,
             double            dx,
             double            dy,
             BastideBoardView *self)
{
  guint button = gtk_gesture_single_get_current_button (GTK_GESTURE_SINGLE (gesture));
  double x, y;

  gtk_gesture_drag_get_start_point (gesture, &x, &y);

  if (self->panning)
    {
      self->panning = FALSE;
      gtk_widget_set_cursor (GTK_WIDGET (self), NULL);
      pointer_moved (self, x + dx, y + dy);
      return;
    }

  click (self, button, x + dx, y + dy);
}

static void
zoom_begin_cb (GtkGesture       *gesture,
               GdkEventSequence *sequence,
               BastideBoardView *self)
{
  double x, y;

  gtk_gesture_get_bounding_box_center (gesture, &x, &y);
  self->pinch_zoom = self->zoom;
  self->pinch_bx = to_board_x (self, x);
  self->pinch_by = to_board_y (self, y);
}

static void
zoom_scale_changed_cb (GtkGestureZoom   *gesture,
                       double            scale,
                       BastideBoardView *self)
{
  int width = gtk_widget_get_width (GTK_WIDGET (self));
  int height = gtk_widget_get_height (GTK_WIDGET (self));
  double zoom = CLAMP (self->pinch_zoom * scale, MIN_ZOOM, MAX_ZOOM);
  double x, y;

  gtk_gesture_get_bounding_box_center (GTK_GESTURE (gesture), &x, &y);
  board_view_set_view (self, zoom,
            self->pinch_bx - (x - width / 2.0) / zoom,
            self->pinch_by - (y - height / 2.0) / zoom);
}

static gboolean
scroll_cb (GtkEventControllerScroll *controller,
           double                    dx,
           double                    dy,
           BastideBoardView         *self)
{
  GdkModifierType mods = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (controller));
  GdkScrollUnit unit = gtk_event_controller_scroll_get_unit (controller);

  if (unit == GDK_SCROLL_UNIT_SURFACE && !(mods & GDK_CONTROL_MASK))
    {
      /* touchpads pan; a wheel or Ctrl zooms around the pointer */
      board_view_set_view (self, self->zoom, self->center_x + dx / self->zoom, self->center_y + dy / self->zoom);
      return GDK_EVENT_STOP;
    }

  if (dy == 0)
    return GDK_EVENT_PROPAGATE;

  if (unit == GDK_SCROLL_UNIT_SURFACE)
    dy /= 20;

  board_view_zoom_around (self, self->zoom * pow (ZOOM_STEP, -dy),
               self->has_pointer ? self->pointer_x : gtk_widget_get_width (GTK_WIDGET (self)) / 2.0,
               self->has_pointer ? self->pointer_y : gtk_widget_get_height (GTK_WIDGET (self)) / 2.0);

  return GDK_EVENT_STOP;
}

/* Keyboard: every key goes through an action, so the keys, the tests and
 * assistive technologies all drive the board the same way. */

static void
move_cursor_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  BastideBoardView *self = BASTIDE_BOARD_VIEW (widget);
  int dx, dy;

  g_variant_get (parameter, "(ii)", &dx, &dy);
  bastide_board_view_set_cursor (self, self->cursor_x + dx, self->cursor_y + dy);
}

static void
pan_action (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  BastideBoardView *self = BASTIDE_BOARD_VIEW (widget);
  double step_x = gtk_widget_get_width (widget) / 4.0 / self->zoom;
  double step_y = gtk_widget_get_height (widget) / 4.0 / self->zoom;
  int dx, dy;

  g_variant_get (parameter, "(ii)", &dx, &dy);
  board_view_animate_view (self, self->zoom, self->center_x + dx * step_x, self->center_y + dy * step_y, TRUE);
}

static void
zoom_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  BastideBoardView *self = BASTIDE_BOARD_VIEW (widget);
  int direction = g_variant_get_int32 (parameter);

  if (direction > 0)
    bastide_board_view_zoom_in (self);
  else if (direction < 0)
    bastide_board_view_zoom_out (self);
  else
    bastide_board_view_zoom_to_fit (self, TRUE);
}

static void
rotate_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  bastide_board_view_rotate (BASTIDE_BOARD_VIEW (widget), g_variant_get_int32 (parameter));
}

static void
confirm_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  bastide_board_view_confirm (BASTIDE_BOARD_VIEW (widget));
}

static void
skip_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  bastide_board_view_skip (BASTIDE_BOARD_VIEW (widget));
}

static void
cycle_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  bastide_board_view_cycle_spot (BASTIDE_BOARD_VIEW (widget), g_variant_get_int32 (parameter));
}

/* A disabled action lets its key through: Tab moves the focus on when
 * there is nothing to choose on the board. */
void
board_view_update_actions (BastideBoardView *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  gboolean has_game = self->game != NULL;
  gboolean choices;

  if (self->mode == BASTIDE_BOARD_MODE_PLACE)
    choices = g_hash_table_size (self->legal) > 0;
  else
    choices = self->mode != BASTIDE_BOARD_MODE_NONE && self->spots->len > 0;

  gtk_widget_action_set_enabled (widget, "board.move-cursor", has_game);
  gtk_widget_action_set_enabled (widget, "board.pan", has_game);
  gtk_widget_action_set_enabled (widget, "board.zoom", has_game);
  gtk_widget_action_set_enabled (widget, "board.rotate", self->mode == BASTIDE_BOARD_MODE_PLACE);
  gtk_widget_action_set_enabled (widget, "board.confirm", self->mode != BASTIDE_BOARD_MODE_NONE);
  gtk_widget_action_set_enabled (widget, "board.skip", bastide_board_view_can_skip (self));
  gtk_widget_action_set_enabled (widget, "board.cycle", choices);
}

static void
add_arrow_bindings (GtkWidgetClass  *widget_class,
                    const char      *action,
                    GdkModifierType  mods)
{
  static const struct { guint key; guint kp; int dx; int dy; } arrows[] = {
    { GDK_KEY_Left, GDK_KEY_KP_Left, -1, 0 },
    { GDK_KEY_Right, GDK_KEY_KP_Right, 1, 0 },
    { GDK_KEY_Up, GDK_KEY_KP_Up, 0, -1 },
    { GDK_KEY_Down, GDK_KEY_KP_Down, 0, 1 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (arrows); i++)
    {
      gtk_widget_class_add_binding_action (widget_class, arrows[i].key, mods, action,
                                           "(ii)", arrows[i].dx, arrows[i].dy);
      gtk_widget_class_add_binding_action (widget_class, arrows[i].kp, mods, action,
                                           "(ii)", arrows[i].dx, arrows[i].dy);
    }
}

void
board_view_class_init_input (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "board.move-cursor", "(ii)", move_cursor_action);
  gtk_widget_class_install_action (widget_class, "board.pan", "(ii)", pan_action);
  gtk_widget_class_install_action (widget_class, "board.zoom", "i", zoom_action);
  gtk_widget_class_install_action (widget_class, "board.rotate", "i", rotate_action);
  gtk_widget_class_install_action (widget_class, "board.confirm", NULL, confirm_action);
  gtk_widget_class_install_action (widget_class, "board.skip", NULL, skip_action);
  gtk_widget_class_install_action (widget_class, "board.cycle", "i", cycle_action);

  add_arrow_bindings (widget_class, "board.move-cursor", 0);
  add_arrow_bindings (widget_class, "board.pan", GDK_CONTROL_MASK);
  add_arrow_bindings (widget_class, "board.pan", GDK_SHIFT_MASK);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_plus, 0, "board.zoom", "i", 1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_plus, GDK_SHIFT_MASK, "board.zoom", "i", 1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_equal, 0, "board.zoom", "i", 1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Add, 0, "board.zoom", "i", 1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_minus, 0, "board.zoom", "i", -1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Subtract, 0, "board.zoom", "i", -1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_0, 0, "board.zoom", "i", 0);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_0, 0, "board.zoom", "i", 0);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Home, 0, "board.zoom", "i", 0);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_r, 0, "board.rotate", "i", 1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_R, GDK_SHIFT_MASK, "board.rotate", "i", -1);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, 0, "board.confirm", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Enter, 0, "board.confirm", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_space, 0, "board.confirm", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "board.skip", NULL);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Tab, 0, "board.cycle", "i", 1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Tab, 0, "board.cycle", "i", 1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_ISO_Left_Tab, GDK_SHIFT_MASK, "board.cycle", "i", -1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Tab, GDK_SHIFT_MASK, "board.cycle", "i", -1);
}

void
board_view_init_input (BastideBoardView *self)
{
  GtkEventController *controller;

  self->drag = gtk_gesture_drag_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (self->drag), 0);
  g_signal_connect (self->drag, "drag-begin", G_CALLBACK (drag_begin_cb), self);
  g_signal_connect (self->drag, "drag-update", G_CALLBACK (drag_update_cb), self);
  g_signal_connect (self->drag, "drag-end", G_CALLBACK (drag_end_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (self->drag));

  self->zoom_gesture = gtk_gesture_zoom_new ();
  g_signal_connect (self->zoom_gesture, "begin", G_CALLBACK (zoom_begin_cb), self);
  g_signal_connect (self->zoom_gesture, "scale-changed", G_CALLBACK (zoom_scale_changed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (self->zoom_gesture));
  gtk_gesture_group (self->zoom_gesture, self->drag);

  controller = gtk_event_controller_motion_new ();
  g_signal_connect (controller, "motion", G_CALLBACK (motion_cb), self);
  g_signal_connect (controller, "leave", G_CALLBACK (leave_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);

  controller = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES);
  g_signal_connect (controller, "scroll", G_CALLBACK (scroll_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);
}
