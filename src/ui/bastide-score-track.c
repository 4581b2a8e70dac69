/* bastide-score-track.c: the 50-space scoring track round the board
 *
 * Copyright 2026 The Bastide authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The track is drawn as a ring of 50 spaces, 0 at the top, clockwise. Each
 * player's meeple stands on (score mod 50); a badge on it counts the laps
 * (score / 50), as the 50/100 tiles do on the table. Markers sharing a
 * space stand side by side along the track.
 *
 * Points can be held back: while the board plays the final scoring out,
 * the window holds the points not shown yet, so the markers advance as
 * each feature is shown.
 */

#define G_LOG_DOMAIN "bastide-score-track"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "bastide-render.h"
#include "bastide-score-track.h"

/* The ring's width, as a part of its outer radius */
#define RING_WIDTH 0.2

struct _BastideScoreTrack
{
  GtkWidget    parent_instance;

  BastideGame *game;
  int          held[BASTIDE_MAX_PLAYERS];
  gboolean     show_turn;
};

G_DEFINE_FINAL_TYPE (BastideScoreTrack, bastide_score_track, GTK_TYPE_WIDGET)

static void
update_accessible (BastideScoreTrack *self)
{
  g_autoptr(GString) text = g_string_new (NULL);

  if (self->game != NULL)
    {
      for (guint p = 0; p < bastide_game_get_n_players (self->game); p++)
        {
          if (p > 0)
            g_string_append (text, ", ");
          /* Translators: One player's entry in the score track's
           * accessible description: name and score */
          g_string_append_printf (text, _("%s: %d"),
                                  bastide_game_get_player_name (self->game, p),
                                  bastide_score_track_get_score (self, p));
        }
    }

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text->str,
                                  -1);
}

static void
changed_cb (BastideScoreTrack *self)
{
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
space_point (double  cx,
             double  cy,
             double  radius,
             double  space,
             double *x,
             double *y)
{
  double angle = -G_PI / 2 + space * 2 * G_PI / BASTIDE_TRACK_SPACES;

  *x = cx + radius * cos (angle);
  *y = cy + radius * sin (angle);
}

/* Where the ring lies in the widget. */
typedef struct
{
  double cx, cy;   /* its centre */
  double outer;    /* the radius of its outer edge */
  double inner;    /* the radius of its inner edge */
  double ring;     /* its width */
  double mid;      /* the radius along the middle of its spaces */
} TrackGeometry;

/* The spaces: parchment, every fifth one darker and numbered. */
static void
draw_spaces (GtkWidget            *widget,
             cairo_t              *cr,
             const TrackGeometry  *g,
             PangoFontDescription *font,
             const GdkRGBA        *fg)
{
  double cx = g->cx, cy = g->cy, outer = g->outer, inner = g->inner, ring = g->ring;

  for (guint i = 0; i < BASTIDE_TRACK_SPACES; i++)
    {
      double a0 = -G_PI / 2 + (i - 0.5) * 2 * G_PI / BASTIDE_TRACK_SPACES + 0.012;
      double a1 = -G_PI / 2 + (i + 0.5) * 2 * G_PI / BASTIDE_TRACK_SPACES - 0.012;

      cairo_new_path (cr);
      cairo_arc (cr, cx, cy, outer, a0, a1);
      cairo_arc_negative (cr, cx, cy, inner, a1, a0);
      cairo_close_path (cr);
      if (i % 10 == 0)
        cairo_set_source_rgb (cr, 0.72, 0.55, 0.33);
      else if (i % 5 == 0)
        cairo_set_source_rgb (cr, 0.82, 0.68, 0.45);
      else
        cairo_set_source_rgb (cr, 0.93, 0.86, 0.70);
      cairo_fill_preserve (cr);
      cairo_set_source_rgba (cr, 0.35, 0.25, 0.12, 0.55);
      cairo_set_line_width (cr, 1);
      cairo_stroke (cr);
    }

  pango_font_description_set_absolute_size (font, MAX (7, ring * 0.38) * PANGO_SCALE);
  for (guint i = 0; i < BASTIDE_TRACK_SPACES; i += 5)
    {
      g_autofree char *text = g_strdup_printf ("%u", i);
      g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (widget, text);
      PangoRectangle ink;
      double x, y;

      pango_layout_set_font_description (layout, font);
      pango_layout_get_pixel_extents (layout, &ink, NULL);
      space_point (cx, cy, inner - ring * 0.5, i, &x, &y);
      cairo_move_to (cr, x - ink.x - ink.width / 2.0, y - ink.y - ink.height / 2.0);
      cairo_set_source_rgba (cr, fg->red, fg->green, fg->blue, 0.6);
      pango_cairo_show_layout (cr, layout);
    }
}

/* The middle of the ring tells the turn. */
static void
draw_turn (BastideScoreTrack    *self,
           cairo_t              *cr,
           const TrackGeometry  *g,
           PangoFontDescription *font,
           const GdkRGBA        *fg)
{
  GtkWidget *widget = GTK_WIDGET (self);
  double cx = g->cx, cy = g->cy, inner = g->inner;
  g_autofree char *turn = g_strdup_printf ("%u", bastide_game_get_turn_number (self->game) + 1);
  g_autoptr(PangoLayout) caption = NULL;
  g_autoptr(PangoLayout) number = NULL;
  PangoRectangle ink, logical;

  number = gtk_widget_create_pango_layout (widget, turn);
  pango_font_description_set_absolute_size (font, inner * 0.42 * PANGO_SCALE);
  pango_font_description_set_weight (font, PANGO_WEIGHT_BOLD);
  pango_layout_set_font_description (number, font);
  pango_layout_get_pixel_extents (number, &ink, NULL);
  cairo_move_to (cr, cx - ink.x - ink.width / 2.0, cy - ink.y - ink.height * 0.35);
  cairo_set_source_rgba (cr, fg->red, fg->green, fg->blue, 0.75);
  pango_cairo_show_layout (cr, number);

  /* Translators: Caption above the turn number in the middle of the
   * score track */
  caption = gtk_widget_create_pango_layout (widget, C_("score track", "Turn"));
  pango_font_description_set_absolute_size (font, MAX (9, inner * 0.13) * PANGO_SCALE);
  pango_font_description_set_weight (font, PANGO_WEIGHT_NORMAL);
  pango_layout_set_font_description (caption, font);
  pango_layout_get_pixel_extents (caption, NULL, &logical);
  cairo_move_to (cr, cx - logical.width / 2.0, cy - ink.height * 0.35 - logical.height - 4);
  cairo_set_source_rgba (cr, fg->red, fg->green, fg->blue, 0.55);
  pango_cairo_show_layout (cr, caption);
}

/* Each player's marker on the space of their score, with the laps done. */
static void
draw_markers (BastideScoreTrack    *self,
              cairo_t              *cr,
              const TrackGeometry  *g,
              PangoFontDescription *font)
{
  GtkWidget *widget = GTK_WIDGET (self);
  double cx = g->cx, cy = g->cy, ring = g->ring, mid = g->mid;
  guint stack[BASTIDE_TRACK_SPACES] = { 0 };
  guint n = bastide_game_get_n_players (self->game);
  guint current = bastide_game_get_current_player (self->game);
  guint order[BASTIDE_MAX_PLAYERS];
  guint rank[BASTIDE_MAX_PLAYERS];
  guint space[BASTIDE_MAX_PLAYERS];

  /* the current player's marker comes last: on top of the others
   * on its space */
  for (guint p = 0, k = 0; p < n; p++)
    if (p != current)
      order[k++] = p;
  order[n - 1] = current;

  for (guint k = 0; k < n; k++)
    {
      guint p = order[k];

      space[p] = MAX (0, bastide_score_track_get_score (self, p)) % BASTIDE_TRACK_SPACES;
      rank[p] = stack[space[p]]++;
    }

  for (guint k = 0; k < n; k++)
    {
      guint p = order[k];
      int score = MAX (0, bastide_score_track_get_score (self, p));
      guint laps = score / BASTIDE_TRACK_SPACES;
      guint sharing = stack[space[p]];
      double size = ring * 1.05;
      double along = 0, across = 0;
      double x, y;

      /* Markers sharing a space stand side by side along the track,
       * in two rows within its width, never in the middle of the
       * ring where the turn and the wheel are. */
      if (sharing > 1)
        {
          along = (rank[p] - (sharing - 1) / 2.0) * 0.6;
          across = (rank[p] % 2 == 0 ? 1 : -1) * ring * 0.14;
        }
      space_point (cx, cy, mid + across, space[p] + along, &x, &y);

      bastide_render_piece (cr, BASTIDE_PIECE_MEEPLE,
                            bastide_game_get_player_color (self->game, p),
                            BASTIDE_RENDER_STANDING, x, y, size);

      if (laps > 0)
        {
          g_autofree char *text = g_strdup_printf ("%u", laps);
          g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (widget, text);
          PangoRectangle ink;
          double bx = x + size * 0.38;
          double by = y - size * 0.38;
          double br = MAX (6, ring * 0.3);

          cairo_arc (cr, bx, by, br, 0, 2 * G_PI);
          cairo_set_source_rgb (cr, 0.98, 0.96, 0.9);
          cairo_fill_preserve (cr);
          cairo_set_source_rgb (cr, 0.35, 0.25, 0.12);
          cairo_set_line_width (cr, 1);
          cairo_stroke (cr);

          pango_font_description_set_absolute_size (font, br * 1.3 * PANGO_SCALE);
          pango_font_description_set_weight (font, PANGO_WEIGHT_BOLD);
          pango_layout_set_font_description (layout, font);
          pango_layout_get_pixel_extents (layout, &ink, NULL);
          cairo_move_to (cr, bx - ink.x - ink.width / 2.0, by - ink.y - ink.height / 2.0);
          pango_cairo_show_layout (cr, layout);
        }
    }
}

static void
bastide_score_track_snapshot (GtkWidget   *widget,
                              GtkSnapshot *snapshot)
{
  BastideScoreTrack *self = BASTIDE_SCORE_TRACK (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  TrackGeometry g;
  PangoFontDescription *font;
  GdkRGBA fg;
  cairo_t *cr;

  g.cx = width / 2.0;
  g.cy = height / 2.0;
  g.outer = MIN (width, height) / 2.0 - 2;
  g.ring = g.outer * RING_WIDTH;
  g.inner = g.outer - g.ring;
  g.mid = (g.outer + g.inner) / 2;
  if (g.outer < 20)
    return;

  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &fg);
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  font = pango_font_description_from_string ("Sans");

  draw_spaces (widget, cr, &g, font, &fg);
  if (self->game != NULL && self->show_turn)
    draw_turn (self, cr, &g, font, &fg);
  if (self->game != NULL)
    draw_markers (self, cr, &g, font);

  pango_font_description_free (font);
  cairo_destroy (cr);
}

static GtkSizeRequestMode
bastide_score_track_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
bastide_score_track_measure (GtkWidget      *widget,
                             GtkOrientation  orientation,
                             int             for_size,
                             int            *minimum,
                             int            *natural,
                             int            *minimum_baseline,
                             int            *natural_baseline)
{
  /* as tall as wide, but it may give up height to the players' list
   * when six of them share a small sidebar */
  if (orientation == GTK_ORIENTATION_VERTICAL && for_size > 0)
    {
      *minimum = MIN (for_size, 160);
      *natural = MIN (for_size, 320);
      return;
    }

  *minimum = 160;
  *natural = 260;
}

static void
bastide_score_track_dispose (GObject *object)
{
  BastideScoreTrack *self = BASTIDE_SCORE_TRACK (object);

  bastide_score_track_set_game (self, NULL);

  G_OBJECT_CLASS (bastide_score_track_parent_class)->dispose (object);
}

static void
bastide_score_track_class_init (BastideScoreTrackClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bastide_score_track_dispose;

  widget_class->snapshot = bastide_score_track_snapshot;
  widget_class->measure = bastide_score_track_measure;
  widget_class->get_request_mode = bastide_score_track_get_request_mode;

  gtk_widget_class_set_css_name (widget_class, "scoretrack");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
bastide_score_track_init (BastideScoreTrack *self)
{
  self->show_turn = TRUE;
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Score track"),
                                  -1);
}

GtkWidget *
bastide_score_track_new (void)
{
  return g_object_new (BASTIDE_TYPE_SCORE_TRACK, NULL);
}

BastideGame *
bastide_score_track_get_game (BastideScoreTrack *self)
{
  g_return_val_if_fail (BASTIDE_IS_SCORE_TRACK (self), NULL);

  return self->game;
}

void
bastide_score_track_set_game (BastideScoreTrack *self,
                              BastideGame       *game)
{
  g_return_if_fail (BASTIDE_IS_SCORE_TRACK (self));

  if (self->game == game)
    return;

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_set_object (&self->game, game);
  memset (self->held, 0, sizeof self->held);

  if (game != NULL)
    {
      g_signal_connect_swapped (game, "score-changed", G_CALLBACK (changed_cb), self);
      g_signal_connect_swapped (game, "position-changed", G_CALLBACK (changed_cb), self);
      g_signal_connect_swapped (game, "notify::current-player", G_CALLBACK (changed_cb), self);
      g_signal_connect_swapped (game, "notify::turn-number", G_CALLBACK (changed_cb), self);
    }

  changed_cb (self);
}

/**
 * bastide_score_track_get_score:
 * @self: a #BastideScoreTrack
 * @player: a seat
 *
 * Returns: the score the track shows for @player: the model's, less the
 *   points held back
 */
int
bastide_score_track_get_score (BastideScoreTrack *self,
                               guint              player)
{
  g_return_val_if_fail (BASTIDE_IS_SCORE_TRACK (self), 0);
  g_return_val_if_fail (player < BASTIDE_MAX_PLAYERS, 0);

  if (self->game == NULL)
    return 0;

  return bastide_game_get_score (self->game, player) - self->held[player];
}

/**
 * bastide_score_track_hold:
 * @self: a #BastideScoreTrack
 * @points: (array fixed-size=6): points per player not to show yet
 */
void
bastide_score_track_hold (BastideScoreTrack *self,
                          const int         *points)
{
  g_return_if_fail (BASTIDE_IS_SCORE_TRACK (self));

  for (guint p = 0; p < BASTIDE_MAX_PLAYERS; p++)
    self->held[p] += points[p];
  changed_cb (self);
}

/**
 * bastide_score_track_release:
 * @self: a #BastideScoreTrack
 * @points: (array fixed-size=6): points per player to show now
 */
void
bastide_score_track_release (BastideScoreTrack *self,
                             const int         *points)
{
  g_return_if_fail (BASTIDE_IS_SCORE_TRACK (self));

  for (guint p = 0; p < BASTIDE_MAX_PLAYERS; p++)
    self->held[p] = MAX (0, self->held[p] - points[p]);
  changed_cb (self);
}

/* Whether the middle of the ring shows the turn number. */
void
bastide_score_track_set_show_turn (BastideScoreTrack *self,
                                   gboolean           show_turn)
{
  g_return_if_fail (BASTIDE_IS_SCORE_TRACK (self));

  self->show_turn = !!show_turn;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/**
 * bastide_score_track_get_middle:
 * @self: a #BastideScoreTrack
 * @x: (out): centre of the ring, in the track's coordinates
 * @y: (out): centre of the ring
 * @radius: (out): radius of the free middle, inside the number labels
 */
void
bastide_score_track_get_middle (BastideScoreTrack *self,
                                double            *x,
                                double            *y,
                                double            *radius)
{
  int width = gtk_widget_get_width (GTK_WIDGET (self));
  int height = gtk_widget_get_height (GTK_WIDGET (self));
  double outer = MIN (width, height) / 2.0 - 2;

  g_return_if_fail (BASTIDE_IS_SCORE_TRACK (self));

  *x = width / 2.0;
  *y = height / 2.0;
  /* the numbers take one ring width inside the track */
  *radius = MAX (0, outer * (1 - 2 * RING_WIDTH));
}
