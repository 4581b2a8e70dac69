/* bastide-score-plot.c: each player's score over the turns
 *
 * Copyright 2026 The Bastide authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bastide-score-plot"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "bastide-describe.h"
#include "bastide-render.h"
#include "bastide-score-plot.h"

struct _BastideScorePlot
{
  GtkWidget    parent_instance;

  guint        n_players;
  GArray      *history[BASTIDE_MAX_PLAYERS];
  BastideColor colors[BASTIDE_MAX_PLAYERS];
  BastideReplay *replay;      /* its turn is marked */
};

/* The plot's margins, for drawing and for clicks. */
#define PLOT_LEFT 40
#define PLOT_RIGHT 16
#define PLOT_TOP 12
#define PLOT_BOTTOM 28

G_DEFINE_FINAL_TYPE (BastideScorePlot, bastide_score_plot, GTK_TYPE_WIDGET)

/* A round step for the grid: 1, 2 or 5 times a power of ten. */
static double
nice_step (double range,
           int    lines)
{
  double raw = range / MAX (lines, 1);
  double power = pow (10, floor (log10 (MAX (raw, 1e-9))));
  double fraction = raw / power;

  if (fraction <= 1)
    return power;
  if (fraction <= 2)
    return 2 * power;
  if (fraction <= 5)
    return 5 * power;
  return 10 * power;
}

static void
show_text (GtkWidget  *widget,
           cairo_t    *cr,
           const char *text,
           double      x,
           double      y,
           double      xalign,
           double      yalign)
{
  g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (widget, text);
  PangoRectangle logical;

  pango_layout_get_pixel_extents (layout, NULL, &logical);
  cairo_move_to (cr, x - logical.width * xalign, y - logical.height * yalign);
  pango_cairo_show_layout (cr, layout);
}

static void
bastide_score_plot_snapshot (GtkWidget   *widget,
                             GtkSnapshot *snapshot)
{
  BastideScorePlot *self = BASTIDE_SCORE_PLOT (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  double left = PLOT_LEFT, right = PLOT_RIGHT, top = PLOT_TOP, bottom = PLOT_BOTTOM;
  double pw = width - left - right;
  double ph = height - top - bottom;
  guint n_points = 0;
  int max_score = 10;
  double ystep, xstep;
  GdkRGBA fg;
  cairo_t *cr;

  if (self->n_players == 0 || pw < 40 || ph < 40)
    return;

  for (guint p = 0; p < self->n_players; p++)
    {
      n_points = MAX (n_points, self->history[p]->len);
      for (guint i = 0; i < self->history[p]->len; i++)
        max_score = MAX (max_score, g_array_index (self->history[p], int, i));
    }
  if (n_points < 2)
    return;

  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &fg);
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));

  /* grid and labels */
  ystep = nice_step (max_score, 4);
  max_score = (int) (ceil (max_score / ystep) * ystep);
  cairo_set_line_width (cr, 1);
  for (double v = 0; v <= max_score + 0.5; v += ystep)
    {
      g_autofree char *text = g_strdup_printf ("%d", (int) v);
      double y = round (top + ph - v / max_score * ph) + 0.5;

      cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, v == 0 ? 0.4 : 0.12);
      cairo_move_to (cr, left, y);
      cairo_line_to (cr, left + pw, y);
      cairo_stroke (cr);
      cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.6);
      show_text (widget, cr, text, left - 6, y, 1, 0.5);
    }

  xstep = nice_step (n_points - 1, 6);
  for (double t = 0; t <= n_points - 1 + 0.5; t += xstep)
    {
      g_autofree char *text = g_strdup_printf ("%d", (int) t);
      double x = left + t / (n_points - 1) * pw;

      cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.6);
      show_text (widget, cr, text, x, top + ph + 4, 0.5, 0);
    }

  /* the replay's turn: a line across the plot */
  if (self->replay != NULL)
    {
      double x = round (left + (double) bastide_replay_get_turn (self->replay) / (n_points - 1) * pw) + 0.5;

      cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.55);
      cairo_set_line_width (cr, 2);
      cairo_move_to (cr, x, top);
      cairo_line_to (cr, x, top + ph);
      cairo_stroke (cr);
    }
  /* one line per player, with the colour's emblem at its end */
  for (guint p = 0; p < self->n_players; p++)
    {
      GArray *history = self->history[p];
      double r, g, b;
      double x = 0, y = 0;

      bastide_render_color_rgb (self->colors[p], &r, &g, &b);
      cairo_new_path (cr);
      for (guint i = 0; i < history->len; i++)
        {
          x = left + (double) i / (n_points - 1) * pw;
          y = top + ph - (double) g_array_index (history, int, i) / max_score * ph;
          cairo_line_to (cr, x, y);
        }
      cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
      cairo_set_line_width (cr, 4);
      cairo_set_source_rgba (cr, 1, 1, 1, 0.6);
      cairo_stroke_preserve (cr);
      cairo_set_line_width (cr, 2.5);
      cairo_set_source_rgb (cr, r, g, b);
      cairo_stroke (cr);

      /* where the replay's turn crosses the line */
      if (self->replay != NULL && bastide_replay_get_turn (self->replay) < history->len)
        {
          guint turn = bastide_replay_get_turn (self->replay);
          double mx = left + (double) turn / (n_points - 1) * pw;
          double my = top + ph - (double) g_array_index (history, int, turn) / max_score * ph;

          cairo_arc (cr, mx, my, 4.5, 0, 2 * G_PI);
          cairo_set_source_rgb (cr, r, g, b);
          cairo_fill_preserve (cr);
          cairo_set_source_rgba (cr, 1, 1, 1, 0.9);
          cairo_set_line_width (cr, 1.5);
          cairo_stroke (cr);
        }

      cairo_arc (cr, x, y, 7, 0, 2 * G_PI);
      cairo_fill_preserve (cr);
      cairo_set_source_rgba (cr, 0, 0, 0, 0.4);
      cairo_set_line_width (cr, 1);
      cairo_stroke (cr);
      bastide_render_emblem (cr, self->colors[p], x, y, 8);
    }

  cairo_destroy (cr);
}

static void
bastide_score_plot_measure (GtkWidget      *widget,
                            GtkOrientation  orientation,
                            int             for_size,
                            int            *minimum,
                            int            *natural,
                            int            *minimum_baseline,
                            int            *natural_baseline)
{
  *minimum = orientation == GTK_ORIENTATION_HORIZONTAL ? 200 : 160;
  *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? 560 : 220;
}

static void
clear (BastideScorePlot *self)
{
  for (guint p = 0; p < BASTIDE_MAX_PLAYERS; p++)
    g_clear_pointer (&self->history[p], g_array_unref);
  self->n_players = 0;
  if (self->replay != NULL)
    g_signal_handlers_disconnect_by_data (self->replay, self);
  g_clear_object (&self->replay);
}

/* A click goes to the turn under it. */
static void
pressed_cb (GtkGestureClick  *gesture,
            int               n_press,
            double            x,
            double            y,
            BastideScorePlot *self)
{
  double pw = gtk_widget_get_width (GTK_WIDGET (self)) - PLOT_LEFT - PLOT_RIGHT;
  guint n_points;

  if (self->replay == NULL || self->n_players == 0 || pw <= 0)
    return;
  n_points = self->history[0]->len;
  if (n_points < 2)
    return;
  bastide_replay_set_turn (self->replay, (guint) CLAMP (round ((x - PLOT_LEFT) / pw * (n_points - 1)), 0,
                                                        n_points - 1));
}

static void
turn_changed_cb (BastideScorePlot *self)
{
  g_autoptr(GString) text = g_string_new (NULL);
  guint turn = bastide_replay_get_turn (self->replay);
  BastideGame *game = bastide_replay_get_game (self->replay);

  for (guint p = 0; p < self->n_players; p++)
    {
      if (p > 0)
        g_string_append (text, _(", "));
      /* Translators: a player's score at the turn the plot marks, "Anna 24" */
      g_string_append_printf (text, _("%s %d"), bastide_game_get_player_name (game, p),
                              g_array_index (self->history[p], int, MIN (turn, self->history[p]->len - 1)));
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text->str, -1);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
bastide_score_plot_finalize (GObject *object)
{
  clear (BASTIDE_SCORE_PLOT (object));

  G_OBJECT_CLASS (bastide_score_plot_parent_class)->finalize (object);
}

static void
bastide_score_plot_class_init (BastideScorePlotClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = bastide_score_plot_finalize;

  widget_class->snapshot = bastide_score_plot_snapshot;
  widget_class->measure = bastide_score_plot_measure;

  gtk_widget_class_set_css_name (widget_class, "scoreplot");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
bastide_score_plot_init (BastideScorePlot *self)
{
  GtkGesture *click = gtk_gesture_click_new ();

  g_signal_connect (click, "pressed", G_CALLBACK (pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Scores over the game"),
                                  -1);
}

GtkWidget *
bastide_score_plot_new (void)
{
  return g_object_new (BASTIDE_TYPE_SCORE_PLOT, NULL);
}

/* Takes a copy of the game's score history: the plot does not follow
 * the game afterwards. */
void
bastide_score_plot_set_game (BastideScorePlot *self,
                             BastideGame      *game)
{
  g_return_if_fail (BASTIDE_IS_SCORE_PLOT (self));

  clear (self);

  if (game != NULL)
    {
      g_autofree char *text = bastide_describe_score_history (game);

      self->n_players = bastide_game_get_n_players (game);
      for (guint p = 0; p < self->n_players; p++)
        {
          self->history[p] = bastide_game_get_score_history (game, p);
          self->colors[p] = bastide_game_get_player_color (game, p);
        }
      /* the picture in words */
      gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                      GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text,
                                      -1);
    }

  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
bastide_score_plot_set_replay (BastideScorePlot *self,
                               BastideReplay    *replay)
{
  BastideGame *game;

  g_return_if_fail (BASTIDE_IS_SCORE_PLOT (self));
  g_return_if_fail (BASTIDE_IS_REPLAY (replay));

  clear (self);
  game = bastide_replay_get_game (replay);
  self->replay = g_object_ref (replay);
  self->n_players = bastide_game_get_n_players (game);
  for (guint p = 0; p < self->n_players; p++)
    {
      self->history[p] = bastide_replay_get_score_history (replay, p);
      self->colors[p] = bastide_game_get_player_color (game, p);
    }
  g_signal_connect_swapped (replay, "notify::turn", G_CALLBACK (turn_changed_cb), self);
  turn_changed_cb (self);
}
