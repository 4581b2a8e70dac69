/* bastide-board-view-outlook.c: what the board hides, shown
 *
 * Copyright 2026 The Bastide authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Empty squares nothing left can fill carry a hatch; the fields view
 * tints each field by the farmers who hold it (grey when nobody does),
 * outlines the completed cities the held fields supply and writes what
 * each farmer and barn would score if the game ended now. The pointer's
 * tooltip, and for the keyboard the inspect popover (I), tell what a
 * feature would score now and completed, whether it can still be
 * completed, and the odds of an empty square. Everything comes from the
 * model's outlook getters.
 */

#define G_LOG_DOMAIN "bastide-board-view"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "bastide-board-view-private.h"
#include "bastide-game-outlook.h"

void
board_view_clear_outlook (BastideBoardView *self)
{
  g_clear_pointer (&self->dead, g_array_unref);
  g_clear_pointer (&self->fields, g_ptr_array_unref);
}

/* After every change of the position: the dead squares, and the fields
 * while they show. */
void
board_view_refresh_outlook (BastideBoardView *self)
{
  board_view_clear_outlook (self);
  if (self->game == NULL)
    return;
  /* at the end every empty square is dead: nothing to point out */
  if (!bastide_game_get_is_over (self->game))
    self->dead = bastide_game_list_dead_squares (self->game);
  if (self->show_fields)
    self->fields = bastide_game_list_fields (self->game);
}

/* Drawing */

static void
draw_dead_squares (BastideBoardView *self,
                   cairo_t          *cr)
{
  double zoom = board_view_zoom (self);
  double inset = MAX (2, zoom * 0.06);
  double gap = MAX (5, zoom / 9);

  cairo_save (cr);
  for (guint i = 0; self->dead != NULL && i < self->dead->len; i++)
    {
      const BastideFeatureCell *cell = &g_array_index (self->dead, BastideFeatureCell, i);
      double x = to_screen_x (self, cell->x) + inset;
      double y = to_screen_y (self, cell->y) + inset;
      double size = zoom - 2 * inset;

      cairo_save (cr);
      bastide_render_rounded_rectangle (cr, x, y, size, size, MAX (2, zoom * 0.05));
      cairo_clip_preserve (cr);
      /* a subtle hatch: the square stays, but nothing comes there */
      cairo_set_source_rgba (cr, 0, 0, 0, self->dark ? 0.25 : 0.08);
      cairo_fill (cr);
      for (double d = -size; d < size; d += gap)
        {
          cairo_move_to (cr, x + d, y + size);
          cairo_line_to (cr, x + d + size, y);
        }
      cairo_set_source_rgba (cr, self->dark ? 1 : 0, self->dark ? 1 : 0, self->dark ? 1 : 0, 0.28);
      cairo_set_line_width (cr, MAX (1, zoom / 64));
      cairo_stroke (cr);
      cairo_restore (cr);
    }
  cairo_restore (cr);
}

/* The colour of a field: its holder's, the holders' mixed on a tie, grey
 * when nobody holds it. */
static void
field_rgb (BastideBoardView   *self,
           const BastideField *field,
           double             *r,
           double             *g,
           double             *b)
{
  guint n = 0;

  *r = *g = *b = 0;
  for (guint p = 0; p < BASTIDE_MAX_PLAYERS; p++)
    if (field->holders & (1 << p))
      {
        double pr, pg, pb;

        board_view_player_rgb (self, p, &pr, &pg, &pb);
        *r += pr;
        *g += pg;
        *b += pb;
        n++;
      }
  if (n == 0)
    *r = *g = *b = 0.55;
  else
    {
      *r /= n;
      *g /= n;
      *b /= n;
    }
}

static void
draw_fields (BastideBoardView *self,
             cairo_t          *cr)
{
  double zoom = board_view_zoom (self);
  double wash = self->dark ? 0.15 : 1;

  cairo_save (cr);
  cairo_set_fill_rule (cr, CAIRO_FILL_RULE_WINDING);
  for (guint i = 0; i < self->fields->len; i++)
    {
      const BastideField *field = self->fields->pdata[i];
      double r, g, b;

      field_rgb (self, field, &r, &g, &b);
      for (guint c = 0; c < field->cells->len; c++)
        {
          const BastideFeatureCell *cell = &g_array_index (field->cells, BastideFeatureCell, c);

          /* the grass washed out first, so that a holder's colour reads
           * as itself, not mixed with green (red would look brown, green
           * like grass) */
          board_view_feature_path (self, cr, cell->x, cell->y, cell->feature);
          cairo_set_source_rgba (cr, wash, wash, wash, 0.55);
          cairo_fill_preserve (cr);
          cairo_set_source_rgba (cr, r, g, b, field->holders != 0 ? 0.6 : 0.25);
          cairo_fill (cr);
        }
    }

  /* the completed cities each held field supplies, outlined in its
   * holders' colour */
  cairo_set_line_width (cr, MAX (2, zoom / 30));
  cairo_set_dash (cr, (double[]) { zoom / 10, zoom / 16 }, 2, 0);
  for (guint i = 0; i < self->fields->len; i++)
    {
      const BastideField *field = self->fields->pdata[i];
      double r, g, b;

      if (field->holders == 0 && field->barns_score == NULL)
        continue;
      field_rgb (self, field, &r, &g, &b);
      for (guint c = 0; c < field->city_cells->len; c++)
        {
          const BastideFeatureCell *cell = &g_array_index (field->city_cells, BastideFeatureCell, c);

          board_view_feature_path (self, cr, cell->x, cell->y, cell->feature);
          cairo_set_source_rgba (cr, r, g, b, 0.95);
          cairo_stroke (cr);
        }
    }
  cairo_restore (cr);
}

void
board_view_draw_outlook (BastideBoardView *self,
                         cairo_t          *cr)
{
  if (self->fields != NULL)
    draw_fields (self, cr);
  draw_dead_squares (self, cr);
}

/* "+9" beside a player's first piece on a field: what their farmers (and
 * barns) there would score if the game ended now. */
static void
draw_points_label (BastideBoardView *self,
                   cairo_t          *cr,
                   guint             player,
                   int               points,
                   double            x,
                   double            y)
{
  g_autofree char *text = g_strdup_printf ("+%d", points);
  PangoFontDescription *font = pango_font_description_from_string ("Sans Bold");
  PangoLayout *layout = pango_cairo_create_layout (cr);
  PangoRectangle ink;
  double r, g, b, pad;

  pango_font_description_set_absolute_size (font, CLAMP (board_view_zoom (self) * 0.18, 10, 22) * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_layout_set_text (layout, text, -1);
  pango_layout_get_pixel_extents (layout, NULL, &ink);
  pad = ink.height * 0.25;

  board_view_player_rgb (self, player, &r, &g, &b);
  cairo_save (cr);
  bastide_render_rounded_rectangle (cr, x, y - ink.height / 2.0 - pad, ink.width + 2 * pad, ink.height + 2 * pad,
                                    ink.height / 2.0);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.92);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, r * 0.7, g * 0.7, b * 0.7);
  cairo_set_line_width (cr, 2);
  cairo_stroke (cr);
  cairo_move_to (cr, x + pad, y - ink.height / 2.0);
  cairo_set_source_rgb (cr, 0.1, 0.1, 0.1);
  pango_cairo_show_layout (cr, layout);
  cairo_restore (cr);

  g_object_unref (layout);
  pango_font_description_free (font);
}

void
board_view_draw_field_points (BastideBoardView *self,
                              cairo_t          *cr)
{
  if (self->fields == NULL)
    return;

  for (guint i = 0; i < self->fields->len; i++)
    {
      const BastideField *field = self->fields->pdata[i];
      guint labelled = 0;

      for (guint k = 0; k < field->pieces->len; k++)
        {
          BastideBoardPiece piece;
          double x, y;

          if (!bastide_game_get_piece (self->game, g_array_index (field->pieces, guint, k), &piece)
              || (labelled & (1 << piece.owner)) || field->points[piece.owner] <= 0
              || !board_view_piece_position (self, &piece, &x, &y))
            continue;
          labelled |= 1 << piece.owner;
          draw_points_label (self, cr, piece.owner, field->points[piece.owner],
                             to_screen_x (self, x) + board_view_zoom (self) * 0.12, to_screen_y (self, y));
        }
    }
}

/* What lies under a point or on a square, in words */

static const char *
feature_heading (BastideFeatureKind kind)
{
  switch (kind)
    {
    case BASTIDE_FEATURE_CITY: return C_("feature heading", "City");
    case BASTIDE_FEATURE_ROAD: return C_("feature heading", "Road");
    case BASTIDE_FEATURE_FIELD: return C_("feature heading", "Field");
    case BASTIDE_FEATURE_CLOISTER: return C_("feature heading", "Monastery");
    case BASTIDE_FEATURE_GARDEN: return C_("feature heading", "Garden");
    case BASTIDE_FEATURE_RIVER:
    case BASTIDE_N_FEATURE_KINDS:
    default: return "";
    }
}

/* The prospects of feature @feature of the tile at (x, y), or NULL. */
static char *
feature_text (BastideBoardView *self,
              int               x,
              int               y,
              int               feature)
{
  BastideFeatureOutlook outlook;
  g_autofree char *prospects = NULL;
  char *text;

  if (!bastide_game_get_feature_outlook (self->game, x, y, feature, &outlook))
    return NULL;
  if (outlook.kind == BASTIDE_FEATURE_RIVER || !bastide_feature_outlook_worth_telling (&outlook))
    {
      bastide_feature_outlook_clear (&outlook);
      return NULL;
    }
  prospects = bastide_feature_outlook_describe (&outlook);
  /* Translators: a feature and its prospects: "City\nIf the game ended now: …" */
  text = g_strdup_printf (_("%s\n%s"), feature_heading (outlook.kind), prospects);
  bastide_feature_outlook_clear (&outlook);
  return text;
}

static char *
square_text (BastideBoardView *self,
             int               x,
             int               y)
{
  BastideSquareOdds odds;

  if (!bastide_game_get_square_odds (self->game, x, y, &odds))
    return NULL;
  return bastide_square_odds_describe (&odds);
}

/* The feature of the tile at board point (bx, by), or -1. */
static int
feature_at (BastideBoardView *self,
            double            bx,
            double            by,
            BastideBoardTile *tile)
{
  if (!board_view_tile_at (self, (int) floor (bx), (int) floor (by), tile))
    return -1;
  return bastide_render_feature_at (tile->type, tile->rot, bx - tile->x, by - tile->y);
}

static gboolean
query_tooltip_cb (BastideBoardView *self,
                  int               x,
                  int               y,
                  gboolean          keyboard_mode,
                  GtkTooltip       *tooltip)
{
  g_autofree char *text = NULL;
  BastideBoardTile tile;
  double bx, by;
  int feature;

  if (self->game == NULL || keyboard_mode || bastide_board_viewport_get_panning (VIEWPORT (self)))
    return FALSE;

  bx = to_board_x (self, x);
  by = to_board_y (self, y);
  feature = feature_at (self, bx, by, &tile);
  if (feature >= 0)
    text = feature_text (self, tile.x, tile.y, feature);
  else if (!board_view_tile_at (self, (int) floor (bx), (int) floor (by), NULL))
    text = square_text (self, (int) floor (bx), (int) floor (by));
  if (text == NULL)
    return FALSE;

  gtk_tooltip_set_text (tooltip, text);
  /* the same words until the pointer leaves this square */
  gtk_tooltip_set_tip_area (tooltip, &(GdkRectangle) {
    (int) to_screen_x (self, floor (bx)), (int) to_screen_y (self, floor (by)),
    (int) board_view_zoom (self), (int) board_view_zoom (self) });
  return TRUE;
}

/**
 * bastide_board_view_describe_square:
 * @self: a #BastideBoardView
 * @x: column
 * @y: row
 *
 * What the square holds in prospect: each feature of its tile with what
 * it would score now and completed, or the odds of an empty square.
 *
 * Returns: (transfer full) (nullable): the words, or %NULL when there is
 *   nothing to tell
 */
char *
bastide_board_view_describe_square (BastideBoardView *self,
                                    int               x,
                                    int               y)
{
  g_autoptr(GString) text = g_string_new (NULL);
  BastideBoardTile tile;

  g_return_val_if_fail (BASTIDE_IS_BOARD_VIEW (self), NULL);

  if (self->game == NULL)
    return NULL;
  if (!board_view_tile_at (self, x, y, &tile))
    return square_text (self, x, y);

  for (guint f = 0; f < bastide_catalogue_get (tile.type)->n_features; f++)
    {
      g_autofree char *part = feature_text (self, tile.x, tile.y, f);

      if (part == NULL)
        continue;
      if (text->len > 0)
        g_string_append (text, "\n\n");
      g_string_append (text, part);
    }
  return text->len > 0 ? g_string_free (g_steal_pointer (&text), FALSE) : NULL;
}

/* The inspect popover: the keyboard's tooltip, at the cursor. */
static void
inspect_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  BastideBoardView *self = BASTIDE_BOARD_VIEW (widget);
  g_autofree char *text = bastide_board_view_describe_square (self, self->cursor_x, self->cursor_y);
  GtkWidget *label;

  if (text == NULL)
    text = g_strdup (_("Nothing to tell about this square."));

  label = gtk_label_new (text);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  /* one width: a popover does not ask a wrapping label its height for
   * the width it gets, and would cut the text short */
  gtk_label_set_width_chars (GTK_LABEL (label), 44);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 44);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_margin_start (label, 6);
  gtk_widget_set_margin_end (label, 6);
  gtk_widget_set_margin_top (label, 6);
  gtk_widget_set_margin_bottom (label, 6);
  gtk_popover_set_child (self->inspect_popover, label);
  gtk_popover_set_pointing_to (self->inspect_popover, &(GdkRectangle) {
    (int) to_screen_x (self, self->cursor_x), (int) to_screen_y (self, self->cursor_y),
    (int) board_view_zoom (self), (int) board_view_zoom (self) });
  gtk_popover_popup (self->inspect_popover);
}

/* The square the odds are asked about: under the pointer, or else the
 * keyboard cursor's. */
static void
set_inspected (BastideBoardView *self,
               int               x,
               int               y)
{
  if (self->inspected_x == x && self->inspected_y == y)
    return;
  self->inspected_x = x;
  self->inspected_y = y;
  g_signal_emit (self, board_view_signals[SQUARE_INSPECTED], 0, x, y);
}

/* The pointer moved to widget point (x, y). */
void
board_view_track_pointer (BastideBoardView *self,
                          double            x,
                          double            y)
{
  set_inspected (self, (int) floor (to_board_x (self, x)), (int) floor (to_board_y (self, y)));
}

static void
cursor_changed_cb (BastideBoardView *self)
{
  if (!bastide_board_viewport_get_pointer (VIEWPORT (self), NULL, NULL))
    set_inspected (self, self->cursor_x, self->cursor_y);
}

void
bastide_board_view_get_inspected_square (BastideBoardView *self,
                                         int              *x,
                                         int              *y)
{
  g_return_if_fail (BASTIDE_IS_BOARD_VIEW (self));
  *x = self->inspected_x;
  *y = self->inspected_y;
}

gboolean
bastide_board_view_get_show_fields (BastideBoardView *self)
{
  g_return_val_if_fail (BASTIDE_IS_BOARD_VIEW (self), FALSE);
  return self->show_fields;
}

void
bastide_board_view_set_show_fields (BastideBoardView *self,
                                    gboolean          show_fields)
{
  g_return_if_fail (BASTIDE_IS_BOARD_VIEW (self));

  show_fields = !!show_fields;
  if (self->show_fields == show_fields)
    return;
  self->show_fields = show_fields;
  board_view_refresh_outlook (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), board_view_properties[PROP_SHOW_FIELDS]);
}

void
board_view_class_init_outlook (GtkWidgetClass *widget_class)
{
  /**
   * BastideBoardView:show-fields:
   *
   * The fields view: fields tinted by the farmers who hold them, the
   * cities they supply outlined, what they would score written.
   */
  board_view_properties[PROP_SHOW_FIELDS] =
    g_param_spec_boolean ("show-fields", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * BastideBoardView::square-inspected:
   * @self: the board
   * @x: column of the square the pointer is over, or else of the cursor
   * @y: its row
   */
  board_view_signals[SQUARE_INSPECTED] =
    g_signal_new ("square-inspected", G_TYPE_FROM_CLASS (widget_class), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_INT);

  gtk_widget_class_install_action (widget_class, "board.inspect", NULL, inspect_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_i, 0, "board.inspect", NULL);
}

void
board_view_init_outlook (BastideBoardView *self)
{
  g_signal_connect (self, "changed", G_CALLBACK (cursor_changed_cb), NULL);
  g_signal_connect (self, "query-tooltip", G_CALLBACK (query_tooltip_cb), NULL);
  gtk_widget_set_has_tooltip (GTK_WIDGET (self), TRUE);

  self->inspect_popover = GTK_POPOVER (gtk_popover_new ());
  gtk_widget_set_parent (GTK_WIDGET (self->inspect_popover), GTK_WIDGET (self));
}
