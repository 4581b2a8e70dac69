/* bastide-board-viewport.c: a board seen through pan and zoom
 *
 * Copyright 2026 The Bastide authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The board point (center_x, center_y), in cells, sits at the middle of
 * the widget and a cell is `zoom` pixels wide. Everything that moves that
 * transform lives here, once, for the game's board and the editor's:
 * dragging pans (unless the subclass takes the drag), the wheel zooms
 * around the pointer, a touchpad pans, two fingers pinch, the keys pan,
 * zoom and move the cursor, and zooming to fit frames what the subclass
 * says is on the board.
 */

#define G_LOG_DOMAIN "bastide-board-viewport"

#include "config.h"

#include <adwaita.h>
#include <math.h>

#include "bastide-board-viewport.h"
#include "bastide-moves.h"
#include "bastide-render.h"

/* Tile images are kept while the zoom moves and redrawn once it rests
 * this long. */
#define SETTLE_DELAY_MS 160
#define ANIMATION_MS 260

typedef struct
{
  double               zoom;
  double               center_x;
  double               center_y;
  GtkBorder            insets;
  gboolean             fit_pending;
  gboolean             zooming;
  guint                settle_id;
  AdwAnimation        *animation;
  double               anim_from[3];
  double               anim_to[3];

  GtkGesture          *drag;
  BastideViewportDrag  drag_kind;
  gboolean             dragging;
  double               drag_center_x;
  double               drag_center_y;

  double               pinch_zoom;
  double               pinch_bx;
  double               pinch_by;

  gint64               moved_by_hand;   /* when the person last panned or zoomed */

  gboolean             has_pointer;
  double               pointer_x;
  double               pointer_y;

  GArray              *square_labels;   /* BastidePuzzleCell, "A" first */
} BastideBoardViewportPrivate;

G_DEFINE_TYPE_WITH_PRIVATE (BastideBoardViewport, bastide_board_viewport, GTK_TYPE_WIDGET)

#define PRIV(self) ((BastideBoardViewportPrivate *) bastide_board_viewport_get_instance_private (self))

enum {
  PROP_0,
  PROP_ZOOM,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
note_moved_by_hand (BastideBoardViewport *self)
{
  PRIV (self)->moved_by_hand = g_get_monotonic_time ();
}

/* The transform */

static void
settle_cb (gpointer data)
{
  BastideBoardViewport *self = data;
  BastideBoardViewportPrivate *priv = PRIV (self);

  priv->settle_id = 0;
  priv->zooming = FALSE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
set_view (BastideBoardViewport *self,
          double                zoom,
          double                center_x,
          double                center_y)
{
  BastideBoardViewportPrivate *priv = PRIV (self);

  zoom = CLAMP (zoom, BASTIDE_BOARD_MIN_ZOOM, BASTIDE_BOARD_MAX_ZOOM);
  if (zoom != priv->zoom)
    {
      priv->zoom = zoom;
      priv->zooming = TRUE;
      g_clear_handle_id (&priv->settle_id, g_source_remove);
      priv->settle_id = g_timeout_add_once (SETTLE_DELAY_MS, settle_cb, self);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ZOOM]);
    }
  priv->center_x = center_x;
  priv->center_y = center_y;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Zooms keeping the board point under widget point (wx, wy) in place. */
static void
zoom_around (BastideBoardViewport *self,
             double                zoom,
             double                wx,
             double                wy)
{
  double bx = bastide_board_viewport_to_board_x (self, wx);
  double by = bastide_board_viewport_to_board_y (self, wy);
  int width = gtk_widget_get_width (GTK_WIDGET (self));
  int height = gtk_widget_get_height (GTK_WIDGET (self));

  zoom = CLAMP (zoom, BASTIDE_BOARD_MIN_ZOOM, BASTIDE_BOARD_MAX_ZOOM);
  set_view (self, zoom, bx - (wx - width / 2.0) / zoom, by - (wy - height / 2.0) / zoom);
}

static void
animation_cb (double   value,
              gpointer data)
{
  BastideBoardViewport *self = data;
  BastideBoardViewportPrivate *priv = PRIV (self);
  double zoom;

  /* Zoom geometrically, so the motion looks even. */
  zoom = exp (log (priv->anim_from[0]) + (log (priv->anim_to[0]) - log (priv->anim_from[0])) * value);
  set_view (self, zoom,
            priv->anim_from[1] + (priv->anim_to[1] - priv->anim_from[1]) * value,
            priv->anim_from[2] + (priv->anim_to[2] - priv->anim_from[2]) * value);
}

static void
move_view (BastideBoardViewport *self,
           double                zoom,
           double                center_x,
           double                center_y,
           gboolean              animate)
{
  BastideBoardViewportPrivate *priv = PRIV (self);

  zoom = CLAMP (zoom, BASTIDE_BOARD_MIN_ZOOM, BASTIDE_BOARD_MAX_ZOOM);
  if (priv->animation != NULL)
    adw_animation_skip (priv->animation);

  if (!animate || !bastide_board_viewport_animations_enabled (self))
    {
      set_view (self, zoom, center_x, center_y);
      return;
    }

  priv->anim_from[0] = priv->zoom;
  priv->anim_from[1] = priv->center_x;
  priv->anim_from[2] = priv->center_y;
  priv->anim_to[0] = zoom;
  priv->anim_to[1] = center_x;
  priv->anim_to[2] = center_y;

  if (priv->animation == NULL)
    {
      AdwAnimationTarget *target = adw_callback_animation_target_new (animation_cb, self, NULL);

      priv->animation = adw_timed_animation_new (GTK_WIDGET (self), 0, 1, ANIMATION_MS, target);
      adw_timed_animation_set_easing (ADW_TIMED_ANIMATION (priv->animation), ADW_EASE_OUT_CUBIC);
    }
  adw_animation_reset (priv->animation);
  adw_animation_play (priv->animation);
}

/* Pointer and gestures */

static void
pointer_moved (BastideBoardViewport *self,
               double                x,
               double                y)
{
  BastideBoardViewportPrivate *priv = PRIV (self);

  priv->has_pointer = TRUE;
  priv->pointer_x = x;
  priv->pointer_y = y;
  if (BASTIDE_BOARD_VIEWPORT_GET_CLASS (self)->pointer_moved != NULL)
    BASTIDE_BOARD_VIEWPORT_GET_CLASS (self)->pointer_moved (self, x, y);
}

static void
motion_cb (GtkEventControllerMotion *controller,
           double                    x,
           double                    y,
           BastideBoardViewport     *self)
{
  BastideBoardViewportPrivate *priv = PRIV (self);

  if (priv->dragging && priv->drag_kind == BASTIDE_VIEWPORT_DRAG_PAN)
    return;
  pointer_moved (self, x, y);
}

static void
leave_cb (GtkEventControllerMotion *controller,
          BastideBoardViewport     *self)
{
  PRIV (self)->has_pointer = FALSE;
  if (BASTIDE_BOARD_VIEWPORT_GET_CLASS (self)->pointer_left != NULL)
    BASTIDE_BOARD_VIEWPORT_GET_CLASS (self)->pointer_left (self);
}

static void
drag_begin_cb (GtkGestureDrag       *gesture,
               double                x,
               double                y,
               BastideBoardViewport *self)
{
  BastideBoardViewportPrivate *priv = PRIV (self);
  guint button = gtk_gesture_single_get_current_button (GTK_GESTURE_SINGLE (gesture));

  priv->drag_center_x = priv->center_x;
  priv->drag_center_y = priv->center_y;
  priv->dragging = FALSE;
  priv->drag_kind = BASTIDE_BOARD_VIEWPORT_GET_CLASS (self)->drag_begin (self, button, x, y);
  if (priv->drag_kind == BASTIDE_VIEWPORT_DRAG_NONE)
    gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
}

static void
drag_update_cb (GtkGestureDrag       *gesture,
                double                dx,
                double                dy,
                BastideBoardViewport *self)
{
  BastideBoardViewportPrivate *priv = PRIV (self);
  double x, y;

  if (priv->drag_kind == BASTIDE_VIEWPORT_DRAG_NONE)
    return;

  gtk_gesture_drag_get_start_point (gesture, &x, &y);
  if (!priv->dragging)
    {
      if (!gtk_drag_check_threshold (GTK_WIDGET (self), x, y, x + dx, y + dy))
        return;
      priv->dragging = TRUE;
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
      if (priv->drag_kind == BASTIDE_VIEWPORT_DRAG_PAN)
        {
          gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "grabbing");
          if (priv->animation != NULL)
            adw_animation_skip (priv->animation);
        }
    }

  if (priv->drag_kind == BASTIDE_VIEWPORT_DRAG_PAN)
    {
      note_moved_by_hand (self);
      set_view (self, priv->zoom,
                priv->drag_center_x - dx / priv->zoom,
                priv->drag_center_y - dy / priv->zoom);
    }
  else
    BASTIDE_BOARD_VIEWPORT_GET_CLASS (self)->drag_motion (self, x + dx, y + dy);
}

static void
drag_end_cb (GtkGestureDrag       *gesture,
             double                dx,
             double                dy,
             BastideBoardViewport *self)
{
  BastideBoardViewportPrivate *priv = PRIV (self);
  BastideBoardViewportClass *klass = BASTIDE_BOARD_VIEWPORT_GET_CLASS (self);
  guint button = gtk_gesture_single_get_current_button (GTK_GESTURE_SINGLE (gesture));
  BastideViewportDrag kind = priv->drag_kind;
  gboolean dragged = priv->dragging;
  double x, y;

  priv->dragging = FALSE;
  priv->drag_kind = BASTIDE_VIEWPORT_DRAG_NONE;
  if (kind == BASTIDE_VIEWPORT_DRAG_NONE)
    return;

  gtk_gesture_drag_get_start_point (gesture, &x, &y);
  if (!dragged)
    {
      if (klass->click != NULL)
        klass->click (self, button, x + dx, y + dy);
    }
  else if (kind == BASTIDE_VIEWPORT_DRAG_PAN)
    {
      gtk_widget_set_cursor (GTK_WIDGET (self), NULL);
      pointer_moved (self, x + dx, y + dy);
    }
  else
    klass->drag_end (self, x + dx, y + dy);
}

static void
pinch_begin_cb (GtkGesture           *gesture,
                GdkEventSequence     *sequence,
                BastideBoardViewport *self)
{
  BastideBoardViewportPrivate *priv = PRIV (self);
  double x, y;

  gtk_gesture_get_bounding_box_center (gesture, &x, &y);
  priv->pinch_zoom = priv->zoom;
  priv->pinch_bx = bastide_board_viewport_to_board_x (self, x);
  priv->pinch_by = bastide_board_viewport_to_board_y (self, y);
}

static void
pinch_scale_changed_cb (GtkGestureZoom       *gesture,
                        double                scale,
                        BastideBoardViewport *self)
{
  BastideBoardViewportPrivate *priv = PRIV (self);
  int width = gtk_widget_get_width (GTK_WIDGET (self));
  int height = gtk_widget_get_height (GTK_WIDGET (self));
  double zoom = CLAMP (priv->pinch_zoom * scale, BASTIDE_BOARD_MIN_ZOOM, BASTIDE_BOARD_MAX_ZOOM);
  double x, y;

  gtk_gesture_get_bounding_box_center (GTK_GESTURE (gesture), &x, &y);
  note_moved_by_hand (self);
  set_view (self, zoom,
            priv->pinch_bx - (x - width / 2.0) / zoom,
            priv->pinch_by - (y - height / 2.0) / zoom);
}

static gboolean
scroll_cb (GtkEventControllerScroll *controller,
           double                    dx,
           double                    dy,
           BastideBoardViewport     *self)
{
  BastideBoardViewportPrivate *priv = PRIV (self);
  GdkModifierType mods = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (controller));
  GdkScrollUnit unit = gtk_event_controller_scroll_get_unit (controller);

  note_moved_by_hand (self);
  if (unit == GDK_SCROLL_UNIT_SURFACE && !(mods & GDK_CONTROL_MASK))
    {
      /* touchpads pan; a wheel or Ctrl zooms around the pointer */
      set_view (self, priv->zoom, priv->center_x + dx / priv->zoom, priv->center_y + dy / priv->zoom);
      return GDK_EVENT_STOP;
    }

  if (dy == 0)
    return GDK_EVENT_PROPAGATE;

  if (unit == GDK_SCROLL_UNIT_SURFACE)
    dy /= 20;

  zoom_around (self, priv->zoom * pow (BASTIDE_BOARD_ZOOM_STEP, -dy),
               priv->has_pointer ? priv->pointer_x : gtk_widget_get_width (GTK_WIDGET (self)) / 2.0,
               priv->has_pointer ? priv->pointer_y : gtk_widget_get_height (GTK_WIDGET (self)) / 2.0);
  return GDK_EVENT_STOP;
}

/* Keys: every key goes through an action, so the keys, the tests and
 * assistive technologies all move the board the same way. */

static void
move_cursor_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  BastideBoardViewport *self = BASTIDE_BOARD_VIEWPORT (widget);
  int dx, dy;

  g_variant_get (parameter, "(ii)", &dx, &dy);
  if (BASTIDE_BOARD_VIEWPORT_GET_CLASS (self)->move_cursor != NULL)
    BASTIDE_BOARD_VIEWPORT_GET_CLASS (self)->move_cursor (self, dx, dy);
}

static void
pan_action (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  BastideBoardViewport *self = BASTIDE_BOARD_VIEWPORT (widget);
  BastideBoardViewportPrivate *priv = PRIV (self);
  double step_x = gtk_widget_get_width (widget) / 4.0 / priv->zoom;
  double step_y = gtk_widget_get_height (widget) / 4.0 / priv->zoom;
  int dx, dy;

  g_variant_get (parameter, "(ii)", &dx, &dy);
  note_moved_by_hand (self);
  move_view (self, priv->zoom, priv->center_x + dx * step_x, priv->center_y + dy * step_y, TRUE);
}

static void
zoom_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  BastideBoardViewport *self = BASTIDE_BOARD_VIEWPORT (widget);
  int direction = g_variant_get_int32 (parameter);

  if (direction > 0)
    bastide_board_viewport_zoom_in (self);
  else if (direction < 0)
    bastide_board_viewport_zoom_out (self);
  else
    bastide_board_viewport_zoom_to_fit (self, TRUE);
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

/* GtkWidget */

static void
bastide_board_viewport_size_allocate (GtkWidget *widget,
                                      int        width,
                                      int        height,
                                      int        baseline)
{
  BastideBoardViewport *self = BASTIDE_BOARD_VIEWPORT (widget);

  if (PRIV (self)->fit_pending && width > 1 && height > 1)
    bastide_board_viewport_zoom_to_fit (self, FALSE);
}

static void
bastide_board_viewport_measure (GtkWidget      *widget,
                                GtkOrientation  orientation,
                                int             for_size,
                                int            *minimum,
                                int            *natural,
                                int            *minimum_baseline,
                                int            *natural_baseline)
{
  *minimum = 160;
  *natural = 640;
}

/* Default class methods */

static BastideViewportDrag
bastide_board_viewport_real_drag_begin (BastideBoardViewport *self,
                                        guint                 button,
                                        double                x,
                                        double                y)
{
  return BASTIDE_VIEWPORT_DRAG_PAN;
}

static void
bastide_board_viewport_real_get_bounds (BastideBoardViewport *self,
                                        double               *x0,
                                        double               *y0,
                                        double               *x1,
                                        double               *y1)
{
  *x0 = *y0 = 0;
  *x1 = *y1 = 1;
}

/* GObject */

static void
bastide_board_viewport_dispose (GObject *object)
{
  BastideBoardViewportPrivate *priv = PRIV (BASTIDE_BOARD_VIEWPORT (object));

  g_clear_handle_id (&priv->settle_id, g_source_remove);
  g_clear_object (&priv->animation);
  g_clear_pointer (&priv->square_labels, g_array_unref);

  G_OBJECT_CLASS (bastide_board_viewport_parent_class)->dispose (object);
}

static void
bastide_board_viewport_get_property (GObject    *object,
                                     guint       prop_id,
                                     GValue     *value,
                                     GParamSpec *pspec)
{
  BastideBoardViewport *self = BASTIDE_BOARD_VIEWPORT (object);

  switch (prop_id)
    {
    case PROP_ZOOM:
      g_value_set_double (value, PRIV (self)->zoom);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bastide_board_viewport_set_property (GObject      *object,
                                     guint         prop_id,
                                     const GValue *value,
                                     GParamSpec   *pspec)
{
  BastideBoardViewport *self = BASTIDE_BOARD_VIEWPORT (object);

  switch (prop_id)
    {
    case PROP_ZOOM:
      bastide_board_viewport_set_zoom (self, g_value_get_double (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bastide_board_viewport_class_init (BastideBoardViewportClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bastide_board_viewport_dispose;
  object_class->get_property = bastide_board_viewport_get_property;
  object_class->set_property = bastide_board_viewport_set_property;

  widget_class->size_allocate = bastide_board_viewport_size_allocate;
  widget_class->measure = bastide_board_viewport_measure;

  klass->drag_begin = bastide_board_viewport_real_drag_begin;
  klass->get_bounds = bastide_board_viewport_real_get_bounds;

  properties[PROP_ZOOM] =
    g_param_spec_double ("zoom", NULL, NULL,
                         BASTIDE_BOARD_MIN_ZOOM, BASTIDE_BOARD_MAX_ZOOM, BASTIDE_BOARD_DEFAULT_ZOOM,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_install_action (widget_class, "board.move-cursor", "(ii)", move_cursor_action);
  gtk_widget_class_install_action (widget_class, "board.pan", "(ii)", pan_action);
  gtk_widget_class_install_action (widget_class, "board.zoom", "i", zoom_action);

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
}

static void
bastide_board_viewport_init (BastideBoardViewport *self)
{
  BastideBoardViewportPrivate *priv = PRIV (self);
  GtkGesture *pinch;
  GtkEventController *controller;

  priv->zoom = BASTIDE_BOARD_DEFAULT_ZOOM;
  priv->fit_pending = TRUE;
  priv->drag_kind = BASTIDE_VIEWPORT_DRAG_NONE;

  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_overflow (GTK_WIDGET (self), GTK_OVERFLOW_HIDDEN);

  priv->drag = gtk_gesture_drag_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (priv->drag), 0);
  g_signal_connect (priv->drag, "drag-begin", G_CALLBACK (drag_begin_cb), self);
  g_signal_connect (priv->drag, "drag-update", G_CALLBACK (drag_update_cb), self);
  g_signal_connect (priv->drag, "drag-end", G_CALLBACK (drag_end_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (priv->drag));

  pinch = gtk_gesture_zoom_new ();
  g_signal_connect (pinch, "begin", G_CALLBACK (pinch_begin_cb), self);
  g_signal_connect (pinch, "scale-changed", G_CALLBACK (pinch_scale_changed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (pinch));
  gtk_gesture_group (pinch, priv->drag);

  controller = gtk_event_controller_motion_new ();
  g_signal_connect (controller, "motion", G_CALLBACK (motion_cb), self);
  g_signal_connect (controller, "leave", G_CALLBACK (leave_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);

  controller = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES);
  g_signal_connect (controller, "scroll", G_CALLBACK (scroll_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);
}

/* Public API */

double
bastide_board_viewport_get_zoom (BastideBoardViewport *self)
{
  g_return_val_if_fail (BASTIDE_IS_BOARD_VIEWPORT (self), BASTIDE_BOARD_DEFAULT_ZOOM);

  return PRIV (self)->zoom;
}

void
bastide_board_viewport_set_zoom (BastideBoardViewport *self,
                                 double                zoom)
{
  BastideBoardViewportPrivate *priv;

  g_return_if_fail (BASTIDE_IS_BOARD_VIEWPORT (self));

  priv = PRIV (self);
  set_view (self, zoom, priv->center_x, priv->center_y);
}

void
bastide_board_viewport_get_center (BastideBoardViewport *self,
                                   double               *x,
                                   double               *y)
{
  g_return_if_fail (BASTIDE_IS_BOARD_VIEWPORT (self));

  *x = PRIV (self)->center_x;
  *y = PRIV (self)->center_y;
}

void
bastide_board_viewport_zoom_in (BastideBoardViewport *self)
{
  BastideBoardViewportPrivate *priv;

  g_return_if_fail (BASTIDE_IS_BOARD_VIEWPORT (self));

  note_moved_by_hand (self);
  priv = PRIV (self);
  move_view (self, priv->zoom * BASTIDE_BOARD_ZOOM_STEP, priv->center_x, priv->center_y, TRUE);
}

void
bastide_board_viewport_zoom_out (BastideBoardViewport *self)
{
  BastideBoardViewportPrivate *priv;

  g_return_if_fail (BASTIDE_IS_BOARD_VIEWPORT (self));

  note_moved_by_hand (self);
  priv = PRIV (self);
  move_view (self, priv->zoom / BASTIDE_BOARD_ZOOM_STEP, priv->center_x, priv->center_y, TRUE);
}

/**
 * bastide_board_viewport_zoom_to_fit:
 * @self: a #BastideBoardViewport
 * @animate: whether to move there smoothly
 *
 * Zooms and pans so that the board's bounds (as the subclass gives them)
 * are in the part of the view the insets leave free.
 */
void
bastide_board_viewport_zoom_to_fit (BastideBoardViewport *self,
                                    gboolean              animate)
{
  BastideBoardViewportPrivate *priv;
  int width, height;
  double x0, y0, x1, y1;
  double zoom;

  g_return_if_fail (BASTIDE_IS_BOARD_VIEWPORT (self));

  priv = PRIV (self);
  width = gtk_widget_get_width (GTK_WIDGET (self));
  height = gtk_widget_get_height (GTK_WIDGET (self));
  if (width <= 1 || height <= 1)
    {
      priv->fit_pending = TRUE;
      return;
    }
  priv->fit_pending = FALSE;

  BASTIDE_BOARD_VIEWPORT_GET_CLASS (self)->get_bounds (self, &x0, &y0, &x1, &y1);
  width -= priv->insets.left + priv->insets.right;
  height -= priv->insets.top + priv->insets.bottom;
  zoom = MIN (MAX (width, 1) / (x1 - x0), MAX (height, 1) / (y1 - y0));
  zoom = floor (CLAMP (zoom, BASTIDE_BOARD_MIN_ZOOM, BASTIDE_BOARD_FIT_MAX_ZOOM));

  /* centre the board in the part of the view the insets leave free */
  move_view (self, zoom,
             (x0 + x1) / 2 - (priv->insets.left - priv->insets.right) / 2.0 / zoom,
             (y0 + y1) / 2 - (priv->insets.top - priv->insets.bottom) / 2.0 / zoom,
             animate);
}

/**
 * bastide_board_viewport_queue_fit:
 * @self: a #BastideBoardViewport
 *
 * Zooms to fit now, or once the widget has a size: a new board was set.
 */
void
bastide_board_viewport_queue_fit (BastideBoardViewport *self)
{
  g_return_if_fail (BASTIDE_IS_BOARD_VIEWPORT (self));

  bastide_board_viewport_zoom_to_fit (self, FALSE);
}

/**
 * bastide_board_viewport_center_on:
 * @self: a #BastideBoardViewport
 * @x: board column (cells, may be fractional)
 * @y: board row
 * @animate: whether to move there smoothly
 *
 * Pans so that the board point (x, y) is in the middle of the view.
 */
void
bastide_board_viewport_center_on (BastideBoardViewport *self,
                                  double                x,
                                  double                y,
                                  gboolean              animate)
{
  g_return_if_fail (BASTIDE_IS_BOARD_VIEWPORT (self));

  move_view (self, PRIV (self)->zoom, x, y, animate);
}

/**
 * bastide_board_viewport_ensure_visible:
 * @self: a #BastideBoardViewport
 * @x: column of the cell
 * @y: row of the cell
 * @units: its width in cells
 *
 * Pans, smoothly, just enough for the square at (x, y) to be in view with
 * half a cell of margin, clear of the insets (the floating controls).
 */
void
bastide_board_viewport_ensure_visible (BastideBoardViewport *self,
                                       double                x,
                                       double                y,
                                       double                units)
{
  BastideBoardViewportPrivate *priv;
  int width, height;
  double margin = 0.5;
  double half_w, half_h, cx, cy;
  double left, right, top, bottom;

  g_return_if_fail (BASTIDE_IS_BOARD_VIEWPORT (self));

  priv = PRIV (self);
  width = gtk_widget_get_width (GTK_WIDGET (self));
  height = gtk_widget_get_height (GTK_WIDGET (self));
  if (width <= 0 || height <= 0)
    return;

  half_w = width / 2.0 / priv->zoom;
  half_h = height / 2.0 / priv->zoom;
  cx = priv->center_x;
  cy = priv->center_y;
  /* in sight means out from under the floating controls too */
  left = priv->insets.left / priv->zoom;
  right = priv->insets.right / priv->zoom;
  top = priv->insets.top / priv->zoom;
  bottom = priv->insets.bottom / priv->zoom;
  if (x - margin < cx - half_w + left)
    cx = x - margin + half_w - left;
  else if (x + units + margin > cx + half_w - right)
    cx = x + units + margin - half_w + right;
  if (y - margin < cy - half_h + top)
    cy = y - margin + half_h - top;
  else if (y + units + margin > cy + half_h - bottom)
    cy = y + units + margin - half_h + bottom;

  if (cx != priv->center_x || cy != priv->center_y)
    move_view (self, priv->zoom, cx, cy, TRUE);
}

/**
 * bastide_board_viewport_ensure_area_visible:
 * @self: a #BastideBoardViewport
 * @x0: west edge of the area, in cells
 * @y0: north edge
 * @x1: east edge
 * @y1: south edge
 *
 * Pans, smoothly, just enough for the area to be in the part of the view
 * the insets leave free, with half a cell of margin; zooms out when it
 * does not fit at the present zoom.
 */
void
bastide_board_viewport_ensure_area_visible (BastideBoardViewport *self,
                                            double                x0,
                                            double                y0,
                                            double                x1,
                                            double                y1)
{
  BastideBoardViewportPrivate *priv;
  double free_w, free_h, zoom;
  double left, right, top, bottom, cx, cy;

  g_return_if_fail (BASTIDE_IS_BOARD_VIEWPORT (self));

  priv = PRIV (self);
  free_w = gtk_widget_get_width (GTK_WIDGET (self)) - priv->insets.left - priv->insets.right;
  free_h = gtk_widget_get_height (GTK_WIDGET (self)) - priv->insets.top - priv->insets.bottom;
  if (free_w <= 1 || free_h <= 1)
    return;

  x0 -= 0.5;
  y0 -= 0.5;
  x1 += 0.5;
  y1 += 0.5;
  zoom = MIN (priv->zoom, floor (MIN (free_w / (x1 - x0), free_h / (y1 - y0))));
  zoom = CLAMP (zoom, BASTIDE_BOARD_MIN_ZOOM, priv->zoom);

  /* the free part of the view, in cells, once at that zoom */
  left = priv->center_x + (priv->insets.left - gtk_widget_get_width (GTK_WIDGET (self)) / 2.0) / zoom;
  right = left + free_w / zoom;
  top = priv->center_y + (priv->insets.top - gtk_widget_get_height (GTK_WIDGET (self)) / 2.0) / zoom;
  bottom = top + free_h / zoom;

  cx = priv->center_x;
  cy = priv->center_y;
  if (x1 - x0 > right - left)
    cx += (x0 + x1) / 2 - (left + right) / 2;
  else if (x0 < left)
    cx += x0 - left;
  else if (x1 > right)
    cx += x1 - right;
  if (y1 - y0 > bottom - top)
    cy += (y0 + y1) / 2 - (top + bottom) / 2;
  else if (y0 < top)
    cy += y0 - top;
  else if (y1 > bottom)
    cy += y1 - bottom;

  if (zoom != priv->zoom || cx != priv->center_x || cy != priv->center_y)
    move_view (self, zoom, cx, cy, TRUE);
}

/**
 * bastide_board_viewport_get_moved_by_hand:
 * @self: a #BastideBoardViewport
 *
 * Returns: when the person last panned or zoomed the view, in
 *   g_get_monotonic_time(); 0 if never
 */
gint64
bastide_board_viewport_get_moved_by_hand (BastideBoardViewport *self)
{
  g_return_val_if_fail (BASTIDE_IS_BOARD_VIEWPORT (self), 0);

  return PRIV (self)->moved_by_hand;
}

/**
 * bastide_board_viewport_set_insets:
 * @self: a #BastideBoardViewport
 * @insets: pixels at each side covered by floating controls
 *
 * Zooming to fit keeps the board out of these margins.
 */
void
bastide_board_viewport_set_insets (BastideBoardViewport *self,
                                   const GtkBorder      *insets)
{
  g_return_if_fail (BASTIDE_IS_BOARD_VIEWPORT (self));
  g_return_if_fail (insets != NULL);

  PRIV (self)->insets = *insets;
}

/**
 * bastide_board_viewport_get_insets:
 * @insets: (out): the margins floating controls take over the view
 */
void
bastide_board_viewport_get_insets (BastideBoardViewport *self,
                                   GtkBorder            *insets)
{
  g_return_if_fail (BASTIDE_IS_BOARD_VIEWPORT (self));
  *insets = PRIV (self)->insets;
}

/**
 * bastide_board_viewport_finish_motion:
 * @self: a #BastideBoardViewport
 *
 * Ends a smooth pan or zoom at once, where it was going.
 */
void
bastide_board_viewport_finish_motion (BastideBoardViewport *self)
{
  g_return_if_fail (BASTIDE_IS_BOARD_VIEWPORT (self));

  if (PRIV (self)->animation != NULL)
    adw_animation_skip (PRIV (self)->animation);
}

double
bastide_board_viewport_to_widget_x (BastideBoardViewport *self,
                                    double                bx)
{
  BastideBoardViewportPrivate *priv = PRIV (self);

  return (bx - priv->center_x) * priv->zoom + gtk_widget_get_width (GTK_WIDGET (self)) / 2.0;
}

double
bastide_board_viewport_to_widget_y (BastideBoardViewport *self,
                                    double                by)
{
  BastideBoardViewportPrivate *priv = PRIV (self);

  return (by - priv->center_y) * priv->zoom + gtk_widget_get_height (GTK_WIDGET (self)) / 2.0;
}

double
bastide_board_viewport_to_board_x (BastideBoardViewport *self,
                                   double                wx)
{
  BastideBoardViewportPrivate *priv = PRIV (self);

  return (wx - gtk_widget_get_width (GTK_WIDGET (self)) / 2.0) / priv->zoom + priv->center_x;
}

double
bastide_board_viewport_to_board_y (BastideBoardViewport *self,
                                   double                wy)
{
  BastideBoardViewportPrivate *priv = PRIV (self);

  return (wy - gtk_widget_get_height (GTK_WIDGET (self)) / 2.0) / priv->zoom + priv->center_y;
}

/**
 * bastide_board_viewport_get_zooming:
 * @self: a #BastideBoardViewport
 *
 * Returns: whether the zoom moved a moment ago: tile images at the old
 *   size are good enough until it rests
 */
gboolean
bastide_board_viewport_get_zooming (BastideBoardViewport *self)
{
  g_return_val_if_fail (BASTIDE_IS_BOARD_VIEWPORT (self), FALSE);

  return PRIV (self)->zooming;
}

gboolean
bastide_board_viewport_get_panning (BastideBoardViewport *self)
{
  g_return_val_if_fail (BASTIDE_IS_BOARD_VIEWPORT (self), FALSE);

  return PRIV (self)->dragging && PRIV (self)->drag_kind == BASTIDE_VIEWPORT_DRAG_PAN;
}

/**
 * bastide_board_viewport_get_pointer:
 * @self: a #BastideBoardViewport
 * @x: (out) (optional): where the pointer is, in widget coordinates
 * @y: (out) (optional)
 *
 * Returns: whether the pointer is over the board
 */
gboolean
bastide_board_viewport_get_pointer (BastideBoardViewport *self,
                                    double               *x,
                                    double               *y)
{
  BastideBoardViewportPrivate *priv;

  g_return_val_if_fail (BASTIDE_IS_BOARD_VIEWPORT (self), FALSE);

  priv = PRIV (self);
  if (x != NULL)
    *x = priv->pointer_x;
  if (y != NULL)
    *y = priv->pointer_y;
  return priv->has_pointer;
}

/**
 * bastide_board_viewport_animations_enabled:
 * @self: a #BastideBoardViewport
 *
 * Returns: whether effects should move: animations are on and the board
 *   is shown
 */
gboolean
bastide_board_viewport_animations_enabled (BastideBoardViewport *self)
{
  gboolean enabled = TRUE;

  g_return_val_if_fail (BASTIDE_IS_BOARD_VIEWPORT (self), FALSE);

  g_object_get (gtk_widget_get_settings (GTK_WIDGET (self)),
                "gtk-enable-animations", &enabled,
                NULL);
  return enabled && gtk_widget_get_mapped (GTK_WIDGET (self));
}

/* The zoom actions of a window showing the board */

static void
zoom_in_activated (GSimpleAction *action,
                   GVariant      *parameter,
                   gpointer       user_data)
{
  bastide_board_viewport_zoom_in (user_data);
}

static void
zoom_out_activated (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       user_data)
{
  bastide_board_viewport_zoom_out (user_data);
}

static void
zoom_fit_activated (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       user_data)
{
  bastide_board_viewport_zoom_to_fit (user_data, TRUE);
}

/**
 * bastide_board_viewport_add_zoom_actions:
 * @self: a #BastideBoardViewport
 * @map: the action map of the window that shows it
 *
 * Adds "zoom-in", "zoom-out" and "zoom-fit" to @map, for @self: the
 * buttons and shortcuts every board window has.
 */
void
bastide_board_viewport_add_zoom_actions (BastideBoardViewport *self,
                                         GActionMap           *map)
{
  const GActionEntry entries[] = {
    { "zoom-in", zoom_in_activated },
    { "zoom-out", zoom_out_activated },
    { "zoom-fit", zoom_fit_activated },
  };

  g_return_if_fail (BASTIDE_IS_BOARD_VIEWPORT (self));
  g_action_map_add_action_entries (map, entries, G_N_ELEMENTS (entries), self);
}

/**
 * bastide_board_viewport_set_square_labels:
 * @squares: (nullable) (element-type BastidePuzzleCell): the squares
 *   sentences name by letter, "A" first (bastide_moves_name_square())
 *
 * Shows each square's letter on the board, so that a sentence such as
 * "The tile does not fit on square B" points at it, until other squares
 * or %NULL are set.
 */
void
bastide_board_viewport_set_square_labels (BastideBoardViewport *self,
                                          GArray               *squares)
{
  BastideBoardViewportPrivate *priv;

  g_return_if_fail (BASTIDE_IS_BOARD_VIEWPORT (self));
  priv = PRIV (self);

  g_clear_pointer (&priv->square_labels, g_array_unref);
  if (squares != NULL && squares->len > 0)
    {
      priv->square_labels = g_array_sized_new (FALSE, FALSE, sizeof (BastidePuzzleCell), squares->len);
      g_array_append_vals (priv->square_labels, squares->data, squares->len);
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/**
 * bastide_board_viewport_get_square_labels:
 *
 * Returns: (transfer none) (nullable) (element-type BastidePuzzleCell): the
 *   squares labelled on the board
 */
GArray *
bastide_board_viewport_get_square_labels (BastideBoardViewport *self)
{
  g_return_val_if_fail (BASTIDE_IS_BOARD_VIEWPORT (self), NULL);
  return PRIV (self)->square_labels;
}

/**
 * bastide_board_viewport_draw_square_labels:
 *
 * Draws the squares' letters: the boards call it last, over everything.
 */
void
bastide_board_viewport_draw_square_labels (BastideBoardViewport *self,
                                           cairo_t              *cr)
{
  BastideBoardViewportPrivate *priv = PRIV (self);

  for (guint i = 0; priv->square_labels != NULL && i < priv->square_labels->len; i++)
    {
      const BastidePuzzleCell *cell = &g_array_index (priv->square_labels, BastidePuzzleCell, i);
      g_autofree char *letter = bastide_moves_square_letter (i);

      bastide_render_square_label (cr, letter,
                                   bastide_board_viewport_to_widget_x (self, cell->x),
                                   bastide_board_viewport_to_widget_y (self, cell->y),
                                   priv->zoom);
    }
}
