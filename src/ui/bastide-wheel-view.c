/* bastide-wheel-view.c: the Wheel of Fortune, its pig and crowns
 *
 * Copyright 2026 The Bastide authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The middle of the wheel board, drawn large: the six sectors, the pig
 * and the followers on the crown spaces. When the pig moves, the view
 * brightens the sector it lands on for a moment.
 */

#define G_LOG_DOMAIN "bastide-wheel-view"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <math.h>

#include "bastide-render.h"
#include "bastide-wheel-view.h"

struct _BastideWheelView
{
  GtkWidget     parent_instance;

  BastideGame  *game;
  AdwAnimation *glow;
  double        glow_value;
};

G_DEFINE_FINAL_TYPE (BastideWheelView, bastide_wheel_view, GTK_TYPE_WIDGET)

static void
update_accessible (BastideWheelView *self)
{
  g_autofree char *text = NULL;

  if (self->game == NULL)
    return;

  /* Translators: Accessible description of the wheel; %s is a sector
   * such as "Famine" */
  text = g_strdup_printf (_("The pig stands on %s."),
                          bastide_render_sector_label (bastide_game_get_pig (self->game)));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text,
                                  -1);
}

static void
glow_cb (double   value,
         gpointer data)
{
  BastideWheelView *self = data;

  self->glow_value = value;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
wheel_turned_cb (BastideWheelView *self)
{
  update_accessible (self);
  adw_animation_reset (self->glow);
  adw_animation_play (self->glow);
}

static void
changed_cb (BastideWheelView *self)
{
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
bastide_wheel_view_snapshot (GtkWidget   *widget,
                             GtkSnapshot *snapshot)
{
  BastideWheelView *self = BASTIDE_WHEEL_VIEW (widget);
  BastideColor colors[BASTIDE_MAX_PLAYERS] = { 0 };
  gint8 crowns[BASTIDE_N_SECTORS][2];
  BastideSector pig;
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  double size = MIN (width, height);
  double board;
  double px, py;
  cairo_t *cr;

  if (self->game == NULL || size < 20)
    return;

  pig = bastide_game_get_pig (self->game);
  bastide_game_get_crowns (self->game, crowns);
  for (guint p = 0; p < bastide_game_get_n_players (self->game); p++)
    colors[p] = bastide_game_get_player_color (self->game, p);

  /* The wheel fills the middle 2 × 2 cells of the 4 × 4 board, with its
   * crown spaces a little beyond: show the middle 2.6 cells. */
  board = size * 4 / 2.6;

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  cairo_arc (cr, width / 2.0, height / 2.0, size / 2.0, 0, 2 * G_PI);
  cairo_clip (cr);
  cairo_translate (cr, width / 2.0 - board / 2, height / 2.0 - board / 2);
  bastide_render_wheel_board (cr, board, pig, crowns, colors);

  if (self->glow_value > 0 && self->glow_value < 1)
    {
      bastide_render_pig_anchor (pig, &px, &py);
      cairo_arc (cr, px * board / 4, py * board / 4,
                 board * (0.05 + 0.1 * self->glow_value), 0, 2 * G_PI);
      cairo_set_source_rgba (cr, 1, 0.9, 0.4, 0.8 * (1 - self->glow_value));
      cairo_set_line_width (cr, 4);
      cairo_stroke (cr);
    }

  cairo_destroy (cr);
}

static GtkSizeRequestMode
bastide_wheel_view_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
bastide_wheel_view_measure (GtkWidget      *widget,
                            GtkOrientation  orientation,
                            int             for_size,
                            int            *minimum,
                            int            *natural,
                            int            *minimum_baseline,
                            int            *natural_baseline)
{
  if (orientation == GTK_ORIENTATION_VERTICAL && for_size > 0)
    {
      *minimum = *natural = MIN (for_size, 240);
      return;
    }

  *minimum = 120;
  *natural = 220;
}

static void
bastide_wheel_view_dispose (GObject *object)
{
  BastideWheelView *self = BASTIDE_WHEEL_VIEW (object);

  bastide_wheel_view_set_game (self, NULL);
  g_clear_object (&self->glow);

  G_OBJECT_CLASS (bastide_wheel_view_parent_class)->dispose (object);
}

static void
bastide_wheel_view_class_init (BastideWheelViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bastide_wheel_view_dispose;

  widget_class->snapshot = bastide_wheel_view_snapshot;
  widget_class->measure = bastide_wheel_view_measure;
  widget_class->get_request_mode = bastide_wheel_view_get_request_mode;

  gtk_widget_class_set_css_name (widget_class, "wheelview");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
bastide_wheel_view_init (BastideWheelView *self)
{
  AdwAnimationTarget *target = adw_callback_animation_target_new (glow_cb, self, NULL);

  self->glow = adw_timed_animation_new (GTK_WIDGET (self), 0, 1, 1200, target);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Wheel of Fortune"),
                                  -1);
}

GtkWidget *
bastide_wheel_view_new (void)
{
  return g_object_new (BASTIDE_TYPE_WHEEL_VIEW, NULL);
}

void
bastide_wheel_view_set_game (BastideWheelView *self,
                             BastideGame      *game)
{
  g_return_if_fail (BASTIDE_IS_WHEEL_VIEW (self));

  if (self->game == game)
    return;

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_set_object (&self->game, game);

  if (game != NULL)
    {
      g_signal_connect_swapped (game, "wheel-turned", G_CALLBACK (wheel_turned_cb), self);
      g_signal_connect_swapped (game, "piece-deployed", G_CALLBACK (changed_cb), self);
      g_signal_connect_swapped (game, "piece-returned", G_CALLBACK (changed_cb), self);
      g_signal_connect_swapped (game, "position-changed", G_CALLBACK (changed_cb), self);
    }

  changed_cb (self);
}
