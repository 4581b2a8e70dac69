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
  double radius = board_view_marker_radius (self) * 1.3;
  double best = radius * radius;
  int found = -1;

  board_view_layout_spots (self);
  for (guint i = 0; i < self->spots->len; i++)
    {
      const Spot *spot = &g_array_index (self->spots, Spot, i);
      double dx = spot->sx - sx;
      double dy = spot->sy - sy;

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
pointer_moved (BastideBoardViewport *viewport,
               double                x,
               double                y)
{
  BastideBoardView *self = BASTIDE_BOARD_VIEW (viewport);
  /* GTK tells where a still pointer is when the window appears under it
   * and whenever the widgets under it change: only a new place is a move
   * (and an act of the player's, after which the news is heard) */
  gboolean moved = self->pointer_seen && (x != self->pointer_x || y != self->pointer_y);

  self->pointer_seen = TRUE;
  self->pointer_x = x;
  self->pointer_y = y;
  board_view_track_pointer (self, x, y);

  /* the keyboard cursor stays where the keys left it until the pointer
   * really moves */
  if (self->mode == BASTIDE_BOARD_MODE_PLACE && moved)
    {
      int cx = (int) floor (to_board_x (self, x));
      int cy = (int) floor (to_board_y (self, y));

      if (cx != self->cursor_x || cy != self->cursor_y)
        {
          self->cursor_x = cx;
          self->cursor_y = cy;
          board_view_clear_refusal (self);
          board_view_heard (self);
          board_view_update_description (self);
          gtk_widget_queue_draw (GTK_WIDGET (self));
          g_signal_emit (self, board_view_signals[CHANGED], 0);
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
pointer_left (BastideBoardViewport *viewport)
{
  BastideBoardView *self = BASTIDE_BOARD_VIEW (viewport);

  self->hovered_spot = -1;
  gtk_widget_set_cursor (GTK_WIDGET (self), NULL);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
click (BastideBoardViewport *viewport,
       guint                 button,
       double                x,
       double                y)
{
  BastideBoardView *self = BASTIDE_BOARD_VIEW (viewport);

  if (!gtk_widget_has_focus (GTK_WIDGET (self)))
    gtk_widget_grab_focus (GTK_WIDGET (self));

  pointer_moved (viewport, x, y);

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

/* Keyboard: every key goes through an action, so the keys, the tests and
 * assistive technologies all drive the board the same way (the viewport
 * has the arrows, panning and zooming). */

static void
move_cursor (BastideBoardViewport *viewport,
             int                   dx,
             int                   dy)
{
  BastideBoardView *self = BASTIDE_BOARD_VIEW (viewport);

  bastide_board_view_set_cursor (self, self->cursor_x + dx, self->cursor_y + dy);
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
  gtk_widget_action_set_enabled (widget, "board.cycle", choices && !self->tab_released);
}

/* Tab chooses on the board while there is a choice; Ctrl+Tab, F6, or
 * Escape when there is nothing to skip, let the next Tab move on out of
 * the board instead. Any other key takes Tab back. */
static gboolean
key_pressed_cb (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                BastideBoardView      *self)
{
  gboolean release;

  switch (keyval)
    {
    case GDK_KEY_Tab:
    case GDK_KEY_KP_Tab:
    case GDK_KEY_ISO_Left_Tab:
    case GDK_KEY_Shift_L:
    case GDK_KEY_Shift_R:
      return GDK_EVENT_PROPAGATE;

    case GDK_KEY_Escape:
      release = !bastide_board_view_can_skip (self);
      break;

    default:
      release = FALSE;
      break;
    }

  if (release != self->tab_released)
    {
      self->tab_released = release;
      board_view_update_actions (self);
      board_view_update_description (self);
    }
  return GDK_EVENT_PROPAGATE;
}

static void
focus_left_cb (BastideBoardView *self)
{
  if (!self->tab_released)
    return;
  self->tab_released = FALSE;
  board_view_update_actions (self);
  board_view_update_description (self);
}

void
board_view_init_input (BastideBoardView *self)
{
  GtkEventController *keys = gtk_event_controller_key_new ();
  GtkEventController *focus = gtk_event_controller_focus_new ();

  /* before the key bindings, to see the keys they take too */
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect_object (keys, "key-pressed", G_CALLBACK (key_pressed_cb), self, 0);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);

  g_signal_connect_object (focus, "leave", G_CALLBACK (focus_left_cb), self, G_CONNECT_SWAPPED);
  gtk_widget_add_controller (GTK_WIDGET (self), focus);
}

void
board_view_class_init_input (BastideBoardViewportClass *viewport_class)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (viewport_class);

  viewport_class->move_cursor = move_cursor;
  viewport_class->click = click;
  viewport_class->pointer_moved = pointer_moved;
  viewport_class->pointer_left = pointer_left;

  gtk_widget_class_install_action (widget_class, "board.rotate", "i", rotate_action);
  gtk_widget_class_install_action (widget_class, "board.confirm", NULL, confirm_action);
  gtk_widget_class_install_action (widget_class, "board.skip", NULL, skip_action);
  gtk_widget_class_install_action (widget_class, "board.cycle", "i", cycle_action);

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
