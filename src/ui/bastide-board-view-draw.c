/* bastide-board-view-draw.c: how the board view looks
 *
 * Copyright 2026 The Bastide authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Layers, bottom up: the cells where the tile in hand fits, the tiles
 * (images from the cache), the last tile's frame, effects (a scored
 * feature, +N rising, a computer's move flashing), the pieces (images
 * from the cache too), the choices of the current step, a suggested move,
 * and the preview of the tile in hand or the keyboard cursor.
 */

#define G_LOG_DOMAIN "bastide-board-view"

#include "config.h"

#include <math.h>

#include "bastide-board-view-private.h"

void
board_view_player_rgb (BastideBoardView *self,
                       guint             player,
                       double           *r,
                       double           *g,
                       double           *b)
{
  bastide_render_color_rgb (self->colors[MIN (player, BASTIDE_MAX_PLAYERS - 1)], r, g, b);
}

static void
paint_surface (cairo_t         *cr,
               cairo_surface_t *surface,
               double           x,
               double           y,
               double           size,
               double           cached_size,
               double           alpha)
{
  cairo_save (cr);
  cairo_translate (cr, x, y);
  if (fabs (size - cached_size) > 0.01)
    {
      cairo_scale (cr, size / cached_size, size / cached_size);
      cairo_set_source_surface (cr, surface, 0, 0);
      cairo_pattern_set_filter (cairo_get_source (cr), CAIRO_FILTER_GOOD);
    }
  else
    {
      cairo_set_source_surface (cr, surface, 0, 0);
    }
  cairo_rectangle (cr, 0, 0, cached_size, cached_size);
  cairo_clip (cr);
  cairo_paint_with_alpha (cr, alpha);
  cairo_restore (cr);
}

void
board_view_feature_path (BastideBoardView *self,
                         cairo_t          *cr,
                         int               x,
                         int               y,
                         int               feature)
{
  BastideBoardTile tile;
  double units;

  if (!board_view_tile_at (self, x, y, &tile) || feature < 0)
    return;

  units = bastide_render_tile_units (tile.type);
  cairo_save (cr);
  cairo_translate (cr, to_screen_x (self, x), to_screen_y (self, y));
  bastide_render_feature_path (cr, tile.type, tile.rot, feature, board_view_zoom (self) * units);
  cairo_restore (cr);
}

static void
fill_feature (BastideBoardView         *self,
              cairo_t                  *cr,
              const BastideFeatureCell *cells,
              guint                     n_cells,
              double                    r,
              double                    g,
              double                    b,
              double                    alpha)
{
  cairo_save (cr);
  cairo_set_fill_rule (cr, CAIRO_FILL_RULE_WINDING);
  for (guint i = 0; i < n_cells; i++)
    {
      board_view_feature_path (self, cr, cells[i].x, cells[i].y, cells[i].feature);
      cairo_set_source_rgba (cr, r, g, b, alpha);
      cairo_fill_preserve (cr);
      cairo_set_source_rgba (cr, r * 0.6, g * 0.6, b * 0.6, MIN (1, alpha * 2));
      cairo_set_line_width (cr, MAX (1.5, board_view_zoom (self) / 48));
      cairo_stroke (cr);
    }
  cairo_restore (cr);
}

static void
draw_tiles (BastideBoardView *self,
            cairo_t          *cr,
            int               width,
            int               height)
{
  double size = bastide_tile_cache_get_size (self->cache);
  double bx0 = to_board_x (self, 0) - BASTIDE_WHEEL_SIZE;
  double by0 = to_board_y (self, 0) - BASTIDE_WHEEL_SIZE;
  double bx1 = to_board_x (self, width);
  double by1 = to_board_y (self, height);

  BastideBoardTile tile;

  for (guint i = 0; bastide_game_get_tile (self->game, i, &tile); i++)
    {
      const BastideTileType *type;
      cairo_surface_t *surface;
      double units;
      double sx, sy;

      if (tile.x < bx0 || tile.x > bx1 || tile.y < by0 || tile.y > by1)
        continue;

      type = bastide_catalogue_get (tile.type);
      units = type->is_wheel_board ? BASTIDE_WHEEL_SIZE : 1;
      sx = round (to_screen_x (self, tile.x));
      sy = round (to_screen_y (self, tile.y));
      if (sx + board_view_zoom (self) * units < 0 || sy + board_view_zoom (self) * units < 0)
        continue;

      if (type->is_wheel_board)
        {
          gint8 crowns[BASTIDE_N_SECTORS][2];

          bastide_game_get_crowns (self->game, crowns);
          surface = bastide_tile_cache_get_wheel (self->cache, bastide_game_get_pig (self->game), crowns,
                                                  self->colors);
        }
      else
        surface = bastide_tile_cache_get_tile (self->cache, tile.type, tile.rot);

      paint_surface (cr, surface, sx, sy,
                     round (board_view_zoom (self) * units + 0.49), size * units, 1.0);
    }
}

static void
draw_pieces (BastideBoardView *self,
             cairo_t          *cr)
{
  double scale = board_view_zoom (self) / bastide_tile_cache_get_size (self->cache);
  BastideBoardPiece piece;

  for (guint i = 0; bastide_game_get_piece (self->game, i, &piece); i++)
    {
      BastideRenderPose pose = BASTIDE_RENDER_STANDING;
      cairo_surface_t *image;
      double x, y, origin;

      if (!board_view_piece_position (self, &piece, &x, &y))
        continue;

      if (piece.crown < 0)
        pose = bastide_render_pose_for (piece.kind, piece.on);

      /* pieces are blitted from the cache too, like the tiles */
      image = bastide_tile_cache_get_piece (self->cache, piece.kind, self->colors[piece.owner],
                                            pose == BASTIDE_RENDER_LYING, &origin);
      cairo_save (cr);
      cairo_translate (cr, round (to_screen_x (self, x)), round (to_screen_y (self, y)));
      if (fabs (scale - 1) > 0.05)
        cairo_scale (cr, scale, scale);
      cairo_set_source_surface (cr, image, -origin, -origin);
      cairo_rectangle (cr, -origin, -origin, 2 * origin, 2 * origin);
      cairo_fill (cr);
      cairo_restore (cr);
    }
}

static void
draw_legal_cells (BastideBoardView *self,
                  cairo_t          *cr)
{
  GHashTableIter iter;
  gpointer key;
  double inset = MAX (2, board_view_zoom (self) * 0.04);
  double radius = board_view_zoom (self) * 0.08;

  cairo_save (cr);
  g_hash_table_iter_init (&iter, self->legal);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    {
      int x, y;

      cell_from_key (key, &x, &y);

      bastide_render_rounded_rectangle (cr,
                                        to_screen_x (self, x) + inset, to_screen_y (self, y) + inset,
                                        board_view_zoom (self) - 2 * inset, board_view_zoom (self) - 2 * inset, radius);
    }
  /* The outline carries the marker: at least 3:1 against the table in
   * either style (dark brown on the light table, pale on the dark one),
   * solid and black or white in high contrast. */
  if (self->dark)
    cairo_set_source_rgba (cr, 1, 1, 1, self->high_contrast ? 0.2 : 0.08);
  else
    cairo_set_source_rgba (cr, 1, 1, 1, self->high_contrast ? 0.6 : 0.35);
  cairo_fill_preserve (cr);
  if (self->high_contrast)
    cairo_set_source_rgb (cr, self->dark ? 1 : 0, self->dark ? 1 : 0, self->dark ? 1 : 0);
  else if (self->dark)
    cairo_set_source_rgb (cr, 0.90, 0.86, 0.77);
  else
    cairo_set_source_rgb (cr, 0.36, 0.29, 0.18);
  cairo_set_line_width (cr, MAX (self->high_contrast ? 2.5 : 1.5, board_view_zoom (self) / (self->high_contrast ? 24 : 40)));
  if (!self->high_contrast)
    cairo_set_dash (cr, (double[]) { board_view_zoom (self) / 12, board_view_zoom (self) / 18 }, 2, 0);
  cairo_stroke (cr);
  cairo_restore (cr);
}

static void
draw_cell_frame (BastideBoardView *self,
                 cairo_t          *cr,
                 double            x,
                 double            y,
                 double            units,
                 double            r,
                 double            g,
                 double            b,
                 double            alpha,
                 double            width)
{
  double inset = width / 2;

  cairo_save (cr);
  bastide_render_rounded_rectangle (cr,
                                    to_screen_x (self, x) + inset, to_screen_y (self, y) + inset,
                                    board_view_zoom (self) * units - 2 * inset, board_view_zoom (self) * units - 2 * inset,
                                    MAX (2, board_view_zoom (self) * 0.05));
  cairo_set_source_rgba (cr, r, g, b, alpha);
  cairo_set_line_width (cr, width);
  cairo_stroke (cr);
  cairo_restore (cr);
}

/* The tile laid last: a frame in its player's colour, and their emblem
 * in its corner, so that the colour is not all that tells whose it is. */
static void
draw_last_tile (BastideBoardView *self,
                cairo_t          *cr)
{
  BastideColor color = self->colors[MIN (self->last_player, BASTIDE_MAX_PLAYERS - 1)];
  double zoom = board_view_zoom (self);
  double radius = CLAMP (zoom * 0.11, 6, 16);
  double cx = to_screen_x (self, self->last_x) + radius + MAX (3, zoom / 24);
  double cy = to_screen_y (self, self->last_y) + radius + MAX (3, zoom / 24);
  double r, g, b;

  board_view_player_rgb (self, self->last_player, &r, &g, &b);
  draw_cell_frame (self, cr, self->last_x, self->last_y, 1, 1, 1, 1, 0.7, MAX (5, zoom / 16));
  draw_cell_frame (self, cr, self->last_x, self->last_y, 1, r, g, b, 1,
                   MAX (self->high_contrast ? 4 : 2.5, zoom / (self->high_contrast ? 24 : 36)));

  cairo_save (cr);
  cairo_arc (cr, cx, cy, radius + 1.5, 0, 2 * G_PI);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_fill (cr);
  cairo_arc (cr, cx, cy, radius, 0, 2 * G_PI);
  cairo_set_source_rgb (cr, r, g, b);
  cairo_fill (cr);
  bastide_render_emblem (cr, color, cx, cy, radius * 1.1);
  cairo_restore (cr);
}

static void
draw_preview (BastideBoardView *self,
              cairo_t          *cr,
              int               type,
              int               x,
              int               y,
              guint             rot,
              int               verdict)
{
  cairo_surface_t *surface;
  double size = bastide_tile_cache_get_size (self->cache);
  double sx = round (to_screen_x (self, x));
  double sy = round (to_screen_y (self, y));
  double zoom = round (board_view_zoom (self) + 0.49);

  surface = bastide_tile_cache_get_tile (self->cache, type, rot);

  /* a soft shadow lifts the tile off the board */
  cairo_save (cr);
  bastide_render_rounded_rectangle (cr, sx + zoom * 0.04, sy + zoom * 0.06, zoom, zoom, zoom * 0.04);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.25);
  cairo_fill (cr);
  cairo_restore (cr);

  paint_surface (cr, surface, sx, sy, zoom, size, 0.92);

  cairo_save (cr);
  cairo_rectangle (cr, sx, sy, zoom, zoom);
  if (verdict > 0)
    cairo_set_source_rgba (cr, 0.15, 0.75, 0.3, 0.08);
  else if (verdict < 0)
    cairo_set_source_rgba (cr, 0.9, 0.15, 0.15, 0.35);
  else
    cairo_set_source_rgba (cr, 1, 0.85, 0.2, 0.15);
  cairo_fill (cr);
  cairo_restore (cr);

  if (verdict > 0)
    draw_cell_frame (self, cr, x, y, 1, 0.15, 0.7, 0.3, 1, MAX (2, zoom / 30));
  else if (verdict < 0)
    draw_cell_frame (self, cr, x, y, 1, 0.85, 0.1, 0.1, 1, MAX (2, zoom / 30));
  else
    draw_cell_frame (self, cr, x, y, 1, 0.95, 0.75, 0.1, 1, MAX (2.5, zoom / 24));
}

/* What does not fit: the square framed in red and, where a side does not
 * match, a red bar along that side. */
static void
draw_misfit (BastideBoardView    *self,
             cairo_t             *cr,
             const BastideMisfit *misfit)
{
  double zoom = board_view_zoom (self);

  if (misfit->kind != BASTIDE_MISFIT_EDGE)
    {
      draw_cell_frame (self, cr, misfit->x, misfit->y, 1, 0.85, 0.1, 0.1, 1, MAX (3, zoom / 24));
      return;
    }
  bastide_render_side_bar (cr, misfit->side, to_screen_x (self, misfit->x), to_screen_y (self, misfit->y), zoom);
}

static void
draw_marker (BastideBoardView *self,
             cairo_t          *cr,
             const Spot       *spot,
             guint             player,
             gboolean          hovered,
             gboolean          selected)
{
  double radius = board_view_marker_radius (self);
  double sx = spot->sx;
  double sy = spot->sy;
  double r, g, b;

  board_view_player_rgb (self, player, &r, &g, &b);

  if (hovered || selected)
    radius *= 1.2;

  cairo_save (cr);

  /* shadow, disc, ring in the player's colour */
  cairo_arc (cr, sx, sy + 1.5, radius + 1, 0, 2 * G_PI);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.3);
  cairo_fill (cr);

  cairo_arc (cr, sx, sy, radius, 0, 2 * G_PI);
  if (selected)
    cairo_set_source_rgb (cr, r, g, b);
  else
    cairo_set_source_rgba (cr, 1, 1, 1, hovered ? 0.98 : 0.88);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, selected ? 1 : r * 0.8, selected ? 1 : g * 0.8, selected ? 1 : b * 0.8);
  cairo_set_line_width (cr, selected || hovered ? 3 : 2);
  cairo_stroke (cr);

  if (spot->kind == SPOT_ABBEY)
    {
      cairo_set_source_rgba (cr, r * 0.7, g * 0.7, b * 0.7, 1);
      cairo_move_to (cr, sx - radius * 0.45, sy);
      cairo_line_to (cr, sx + radius * 0.45, sy);
      cairo_move_to (cr, sx, sy - radius * 0.45);
      cairo_line_to (cr, sx, sy + radius * 0.45);
      cairo_set_line_width (cr, 2.5);
      cairo_stroke (cr);
    }
  else if (!selected)
    {
      bastide_render_piece (cr, spot->piece, self->colors[player],
                            BASTIDE_RENDER_STANDING, sx, sy, radius * 1.45);
    }

  cairo_restore (cr);
}

static void
draw_spots (BastideBoardView *self,
            cairo_t          *cr)
{
  guint player = bastide_game_get_deciding_player (self->game);
  double r, g, b;

  board_view_player_rgb (self, player, &r, &g, &b);
  board_view_layout_spots (self);

  /* the feature under the pointer (or chosen) lights up across all its
   * tiles */
  for (int pass = 0; pass < 2; pass++)
    {
      int index = pass == 0 ? self->selected_spot : self->hovered_spot;
      const Spot *spot;

      if (index < 0 || (pass == 1 && index == self->selected_spot))
        continue;
      spot = &g_array_index (self->spots, Spot, index);
      if (spot->feature >= 0 && spot->kind != SPOT_ABBEY)
        {
          g_autoptr(GArray) cells = bastide_game_list_feature_cells (self->game, spot->x, spot->y,
                                                                     spot->feature);

          fill_feature (self, cr, (const BastideFeatureCell *) (void *) cells->data, cells->len,
                        r, g, b, pass == 0 ? 0.4 : 0.28);
        }
      else if (spot->kind == SPOT_ABBEY)
        {
          draw_preview (self, cr, bastide_catalogue_lookup ("ABBEY", BASTIDE_SET_ABBEY_MAYOR),
                        spot->x, spot->y, 0, 1);
        }
    }

  /* the chosen piece stands where it will go */
  if (self->mode == BASTIDE_BOARD_MODE_DEPLOY && self->selected_spot >= 0)
    {
      const Spot *spot = &g_array_index (self->spots, Spot, self->selected_spot);
      BastideRenderPose pose = BASTIDE_RENDER_STANDING;
      BastideBoardTile tile;

      if (spot->feature >= 0 && board_view_tile_at (self, spot->x, spot->y, &tile))
        pose = bastide_render_pose_for (spot->piece,
                                        bastide_catalogue_get (tile.type)->features[spot->feature].kind);
      bastide_render_piece (cr, spot->piece, self->colors[player], pose, spot->sx, spot->sy,
                            board_view_zoom (self) * 0.3);
    }

  for (guint i = 0; i < self->spots->len; i++)
    {
      const Spot *spot = &g_array_index (self->spots, Spot, i);

      if (self->mode == BASTIDE_BOARD_MODE_DEPLOY && (int) i == self->selected_spot)
        {
          /* a ring around the chosen piece */
          cairo_save (cr);
          cairo_arc (cr, spot->sx, spot->sy, board_view_zoom (self) * 0.22, 0, 2 * G_PI);
          cairo_set_source_rgba (cr, 1, 1, 1, 0.9);
          cairo_set_line_width (cr, 2.5);
          cairo_stroke (cr);
          cairo_restore (cr);
          continue;
        }
      draw_marker (self, cr, spot, player, (int) i == self->hovered_spot, (int) i == self->selected_spot);
    }
}

static void
draw_floating_points (BastideBoardView     *self,
                      cairo_t              *cr,
                      const BastideScoring *scoring,
                      double                bx,
                      double                by,
                      double                t)
{
  PangoFontDescription *font;
  int shown = 0;

  font = pango_font_description_from_string ("Sans Bold");
  pango_font_description_set_absolute_size (font, CLAMP (board_view_zoom (self) * 0.3, 18, 44) * PANGO_SCALE);

  for (guint p = 0; p < scoring->n_players; p++)
    {
      g_autoptr(PangoLayout) layout = NULL;
      g_autofree char *text = NULL;
      PangoRectangle ink;
      double r, g, b;
      double sx, sy, alpha;

      if (scoring->points[p] == 0)
        continue;

      text = g_strdup_printf ("%+d", scoring->points[p]);
      layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), text);
      pango_layout_set_font_description (layout, font);
      pango_layout_get_pixel_extents (layout, &ink, NULL);

      board_view_player_rgb (self, p, &r, &g, &b);
      alpha = t < 0.75 ? 1 : 1 - (t - 0.75) / 0.25;
      sx = to_screen_x (self, bx) - ink.width / 2.0 + (shown - 0.0) * ink.width * 1.1;
      sy = to_screen_y (self, by) - ink.height / 2.0 - t * board_view_zoom (self) * 0.7;

      cairo_save (cr);
      cairo_move_to (cr, sx, sy);
      pango_cairo_layout_path (cr, layout);
      cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
      cairo_set_line_width (cr, 4);
      cairo_set_source_rgba (cr, 1, 1, 1, alpha * 0.9);
      cairo_stroke_preserve (cr);
      cairo_set_source_rgba (cr, r, g, b, alpha);
      cairo_fill (cr);
      cairo_restore (cr);
      shown++;
    }

  pango_font_description_free (font);
}

/* A scored feature in the colour of whom it scored for, the rest of the
 * board stepping back a little. */
static void
draw_scored_feature (BastideBoardView     *self,
                     cairo_t              *cr,
                     const BastideScoring *scoring,
                     double                alpha)
{
  int best = -1;
  double r = 1, g = 0.85, b = 0.3;

  for (guint p = 0; p < scoring->n_players; p++)
    if (scoring->points[p] > 0 && (best < 0 || scoring->points[p] > scoring->points[best]))
      best = p;
  if (best >= 0)
    board_view_player_rgb (self, best, &r, &g, &b);

  cairo_save (cr);
  cairo_set_source_rgba (cr, 0.1, 0.08, 0.05, 0.22 * alpha);
  cairo_paint (cr);
  cairo_restore (cr);
  fill_feature (self, cr, scoring->cells, scoring->n_cells, r, g, b, 0.55 * alpha);

  /* a monastery or a garden is small, and a garden green on green: its
   * tile is framed too */
  if (scoring->kind == BASTIDE_FEATURE_CLOISTER || scoring->kind == BASTIDE_FEATURE_GARDEN)
    {
      draw_cell_frame (self, cr, scoring->cells[0].x, scoring->cells[0].y, 1, 1, 1, 1, 0.7 * alpha,
                       MAX (5, board_view_zoom (self) / 16));
      draw_cell_frame (self, cr, scoring->cells[0].x, scoring->cells[0].y, 1, r, g, b, alpha,
                       MAX (2.5, board_view_zoom (self) / 36));
    }
}

static void
draw_effects (BastideBoardView *self,
              cairo_t          *cr)
{
  gint64 now = self->frame_time;
  Effect *head = g_queue_peek_head (&self->scorings);

  for (guint i = 0; i < self->flashes->len; i++)
    {
      Effect *effect = g_ptr_array_index (self->flashes, i);
      double t = effect->start == 0 ? 0 : (double) (now - effect->start) / effect->duration;
      double pulse = 0.5 + 0.5 * cos (t * 3 * G_PI);
      double alpha = (1 - t) * (0.5 + 0.5 * pulse);
      double r, g, b;

      bastide_render_color_rgb (effect->color, &r, &g, &b);
      if (effect->kind == EFFECT_FLASH_TILE)
        {
          draw_cell_frame (self, cr, effect->x, effect->y, 1, 1, 1, 1, alpha, MAX (6, board_view_zoom (self) / 10));
          draw_cell_frame (self, cr, effect->x, effect->y, 1, r, g, b, alpha, MAX (3, board_view_zoom (self) / 24));
        }
      else
        {
          cairo_save (cr);
          cairo_arc (cr, to_screen_x (self, effect->x), to_screen_y (self, effect->y),
                     board_view_zoom (self) * (0.12 + 0.2 * t), 0, 2 * G_PI);
          cairo_set_source_rgba (cr, r, g, b, alpha);
          cairo_set_line_width (cr, 3);
          cairo_stroke (cr);
          cairo_restore (cr);
        }
    }

  if (head != NULL && head->start != 0)
    {
      const BastideScoring *scoring = head->scoring;
      double t = (double) (now - head->start) / head->duration;
      double alpha = t < 0.15 ? t / 0.15 : t > 0.7 ? (1 - t) / 0.3 : 1;
      double cx = 0, cy = 0;
      guint n = 0;

      t = CLAMP (t, 0, 1);
      if (scoring->n_cells > 0)
        {
          draw_scored_feature (self, cr, scoring, CLAMP (alpha, 0, 1));

          for (guint i = 0; i < scoring->n_cells; i++)
            {
              BastideBoardTile tile;
              double ax = 0.5, ay = 0.5;

              if (scoring->cells[i].feature >= 0
                  && board_view_tile_at (self, scoring->cells[i].x, scoring->cells[i].y, &tile))
                bastide_render_feature_anchor (tile.type, tile.rot, scoring->cells[i].feature, &ax, &ay);
              cx += scoring->cells[i].x + ax;
              cy += scoring->cells[i].y + ay;
              n++;
            }
          cx /= n;
          cy /= n;
        }
      else
        {
          BastideBoardTile wheel;

          if (!bastide_game_get_wheel_board (self->game, &wheel))
            return;
          cx = wheel.x + BASTIDE_WHEEL_SIZE / 2.0;
          cy = wheel.y + BASTIDE_WHEEL_SIZE / 2.0;
        }

      draw_floating_points (self, cr, scoring, cx, cy, t);
    }
}

/**
 * bastide_board_view_draw:
 * @self: a #BastideBoardView
 * @cr: where to draw
 * @width: width of the view, in pixels
 * @height: height of the view, in pixels
 *
 * Draws the view as the widget shows it: tiles (from the image cache),
 * pieces, marks, choices and effects. The background is the widget's
 * CSS background and is not drawn here.
 */
void
bastide_board_view_draw (BastideBoardView *self,
                         cairo_t          *cr,
                         int               width,
                         int               height)
{
  double scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));

  g_return_if_fail (BASTIDE_IS_BOARD_VIEW (self));

  if (self->game == NULL)
    return;

  /* Cached images are as large as a cell rounded up, so tiles are blitted
   * unscaled (scaling every image every frame costs more than the rest of
   * the frame) and neighbours overlap by at most a pixel. */
  if (!bastide_board_viewport_get_zooming (VIEWPORT (self)))
    bastide_tile_cache_set_size (self->cache, (int) ceil (board_view_zoom (self)), scale);
  self->dark = adw_style_manager_get_dark (adw_style_manager_get_default ());
  self->high_contrast = adw_style_manager_get_high_contrast (adw_style_manager_get_default ());

  if (self->mode == BASTIDE_BOARD_MODE_PLACE)
    draw_legal_cells (self, cr);

  draw_tiles (self, cr, width, height);
  board_view_draw_outlook (self, cr);

  if (self->has_last)
    draw_last_tile (self, cr);

  /* a score the log points at */
  if (self->highlight != NULL && self->highlight->n_cells > 0)
    draw_scored_feature (self, cr, self->highlight, 1);

  draw_effects (self, cr);
  draw_pieces (self, cr);
  board_view_draw_field_points (self, cr);

  if (self->mode != BASTIDE_BOARD_MODE_NONE && self->mode != BASTIDE_BOARD_MODE_PLACE)
    draw_spots (self, cr);

  /* the tile in hand where it would go; on a square a tile already
   * covers, the keyboard's frame instead, over that tile */
  if (self->mode == BASTIDE_BOARD_MODE_PLACE && self->hand >= 0
      && !board_view_tile_at (self, self->cursor_x, self->cursor_y, NULL)
      && (bastide_board_viewport_get_pointer (VIEWPORT (self), NULL, NULL) || gtk_widget_has_focus (GTK_WIDGET (self))))
    {
      gboolean fits = g_hash_table_contains (self->legal, cell_key (self->cursor_x, self->cursor_y));

      guint rot = board_view_effective_rotation (self, self->cursor_x, self->cursor_y);
      BastideMisfit misfit;

      draw_preview (self, cr, self->hand, self->cursor_x, self->cursor_y, rot, fits ? 1 : -1);
      /* the side that does not match, in the board game's terms */
      if (!fits && !bastide_game_explain_placement (self->game, self->cursor_x, self->cursor_y, rot, &misfit, NULL)
          && misfit.kind == BASTIDE_MISFIT_EDGE)
        draw_misfit (self, cr, &misfit);
    }
  /* whenever the board has the keyboard, not only after a key: the
   * cursor is where the keys act */
  else if (gtk_widget_has_focus (GTK_WIDGET (self)))
    {
      GdkRGBA accent;

      if (!gtk_style_context_lookup_color (gtk_widget_get_style_context (GTK_WIDGET (self)),
                                           "accent_color", &accent))
        gdk_rgba_parse (&accent, "#3584e4");
      draw_cell_frame (self, cr, self->cursor_x, self->cursor_y, 1,
                       accent.red, accent.green, accent.blue, 1, 3);
    }

  /* the square (and side) of a placement just refused */
  if (self->has_refusal)
    draw_misfit (self, cr, &self->refusal);

  /* a suggested move, over the preview: a golden frame and the piece */
  if (self->has_suggestion && self->hand >= 0 && self->mode == BASTIDE_BOARD_MODE_PLACE)
    {
      if (!self->sugg_square_only
          && (self->cursor_x != self->sugg_x || self->cursor_y != self->sugg_y
              || board_view_effective_rotation (self, self->cursor_x, self->cursor_y) != self->sugg_rot))
        draw_preview (self, cr, self->hand, self->sugg_x, self->sugg_y, self->sugg_rot, 0);
      draw_cell_frame (self, cr, self->sugg_x, self->sugg_y, 1, 0.98, 0.78, 0.15, 1, MAX (3, board_view_zoom (self) / 22));
      if (!self->sugg_square_only && self->sugg_has_deploy && self->sugg_deploy.feature >= 0)
        {
          double ax, ay;

          if (bastide_render_feature_anchor (self->hand, self->sugg_rot, self->sugg_deploy.feature, &ax, &ay))
            bastide_render_piece (cr, self->sugg_deploy.piece,
                                  self->colors[bastide_game_get_deciding_player (self->game)],
                                  BASTIDE_RENDER_STANDING,
                                  to_screen_x (self, self->sugg_x + ax), to_screen_y (self, self->sugg_y + ay),
                                  board_view_zoom (self) * 0.3);
        }
    }

  bastide_board_viewport_draw_square_labels (VIEWPORT (self), cr);
}
