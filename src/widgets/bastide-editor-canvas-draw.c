/* bastide-editor-canvas-draw.c: how the scenario editor's board looks
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bastide-editor-canvas"

#include "config.h"

#include "bastide-editor-canvas-private.h"

#include <math.h>
#include <string.h>

/* Drawing */

static void
cell_frame (BastideEditorCanvas *self,
            cairo_t             *cr,
            double               x,
            double               y,
            double               units,
            double               width)
{
  double inset = width / 2;

  bastide_render_rounded_rectangle (cr,
                                    to_screen_x (self, x) + inset, to_screen_y (self, y) + inset,
                                    canvas_zoom (self) * units - 2 * inset, canvas_zoom (self) * units - 2 * inset,
                                    MAX (2, canvas_zoom (self) * 0.05));
}

static void
paint_tile (BastideEditorCanvas *self,
            cairo_t             *cr,
            guint                type,
            guint                rot,
            double               x,
            double               y,
            double               alpha)
{
  double sx = round (to_screen_x (self, x));
  double sy = round (to_screen_y (self, y));
  const BastideTileType *def = bastide_catalogue_get (type);

  cairo_save (cr);
  cairo_translate (cr, sx, sy);
  if (def->is_wheel_board)
    {
      gint8 crowns[BASTIDE_N_SECTORS][2];
      BastideColor colors[BASTIDE_MAX_PLAYERS];
      guint n = self->scenario != NULL ? bastide_scenario_get_n_pieces (self->scenario) : 0;

      memset (crowns, -1, sizeof crowns);
      for (guint p = 0; p < BASTIDE_MAX_PLAYERS; p++)
        colors[p] = editor_canvas_player_color (self, p);
      for (guint i = 0; i < n; i++)
        {
          const BastideScenarioPiece *piece = bastide_scenario_get_piece (self->scenario, i);

          if (piece->crown >= 0 && piece->crown < BASTIDE_N_SECTORS && piece->player < BASTIDE_MAX_PLAYERS)
            {
              int space = crowns[piece->crown][0] < 0 ? 0 : 1;

              if (space < (int) bastide_render_crown_spaces (piece->crown) && crowns[piece->crown][space] < 0)
                crowns[piece->crown][space] = piece->player;
            }
        }
      cairo_rectangle (cr, 0, 0, canvas_zoom (self) * BASTIDE_WHEEL_SIZE, canvas_zoom (self) * BASTIDE_WHEEL_SIZE);
      cairo_clip (cr);
      cairo_push_group (cr);
      bastide_render_wheel_board (cr, canvas_zoom (self) * BASTIDE_WHEEL_SIZE,
                                  self->scenario != NULL ? bastide_scenario_get_pig (self->scenario)
                                                         : BASTIDE_SECTOR_FORTUNE,
                                  (const gint8 (*)[2]) crowns, colors);
      cairo_pop_group_to_source (cr);
      cairo_paint_with_alpha (cr, alpha);
    }
  else
    {
      cairo_surface_t *surface = bastide_tile_cache_get_tile (self->tiles, type, rot);
      double size = bastide_tile_cache_get_size (self->tiles);

      cairo_set_source_surface (cr, surface, 0, 0);
      cairo_rectangle (cr, 0, 0, size, size);
      cairo_clip (cr);
      cairo_paint_with_alpha (cr, alpha);
    }
  cairo_restore (cr);
}

static void
draw_piece_at (BastideEditorCanvas *self,
               cairo_t             *cr,
               BastidePieceKind     kind,
               guint                player,
               BastideRenderPose    pose,
               double               bx,
               double               by,
               double               alpha)
{
  cairo_save (cr);
  cairo_push_group (cr);
  bastide_render_piece (cr, kind, editor_canvas_player_color (self, player), pose,
                        to_screen_x (self, bx), to_screen_y (self, by),
                        canvas_zoom (self) * PIECE_HEIGHT);
  cairo_pop_group_to_source (cr);
  cairo_paint_with_alpha (cr, alpha);
  cairo_restore (cr);
}

static void
draw_piece_spec (BastideEditorCanvas        *self,
                 cairo_t                    *cr,
                 const BastideScenarioPiece *piece,
                 double                      bx,
                 double                      by,
                 double                      alpha)
{
  BastideRenderPose pose = BASTIDE_RENDER_STANDING;

  if (piece->feature >= 0)
    {
      const BastideScenarioTile *tile = editor_canvas_tile_at (self, piece->x, piece->y, NULL);

      if (tile != NULL)
        {
          const BastideTileType *type = bastide_catalogue_get (tile->type);

          if (piece->feature < type->n_features)
            pose = bastide_render_pose_for (piece->kind, type->features[piece->feature].kind);
        }
    }
  draw_piece_at (self, cr, piece->kind, piece->player, pose, bx, by, alpha);
}

/* Empty cells next to the tiles, outlined faintly so they are easy to aim
 * at; the cell (0, 0) on an empty board. */
static void
draw_free_cells (BastideEditorCanvas *self,
                 cairo_t             *cr)
{
  g_autoptr(GHashTable) cells = g_hash_table_new (NULL, NULL);
  guint n = bastide_scenario_get_n_tiles (self->scenario);
  GHashTableIter iter;
  gpointer key;
  static const int dx[4] = { 0, 1, 0, -1 }, dy[4] = { -1, 0, 1, 0 };

  if (n == 0)
    g_hash_table_add (cells, pack_cell (0, 0));

  for (guint i = 0; i < n; i++)
    {
      const BastideScenarioTile *tile = bastide_scenario_get_tile (self->scenario, i);
      int w = (int) editor_canvas_tile_units (tile->type);

      for (int cy = 0; cy < w; cy++)
        for (int cx = 0; cx < w; cx++)
          for (int s = 0; s < 4; s++)
            {
              int x = tile->x + cx + dx[s], y = tile->y + cy + dy[s];

              if (editor_canvas_tile_at (self, x, y, NULL) == NULL)
                g_hash_table_add (cells, pack_cell (x, y));
            }
    }

  cairo_save (cr);
  g_hash_table_iter_init (&iter, cells);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    {
      int x, y;

      unpack_cell (key, &x, &y);
      cell_frame (self, cr, x, y, 1, 1);
      cairo_new_sub_path (cr);
    }
  cairo_set_source_rgba (cr, 0.25, 0.2, 0.1, 0.06);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0.25, 0.2, 0.1, 0.28);
  cairo_set_line_width (cr, 1);
  cairo_set_dash (cr, (double[]) { 4, 4 }, 2, 0);
  cairo_stroke (cr);
  cairo_restore (cr);
}

static void
draw_cells_set (BastideEditorCanvas *self,
                cairo_t             *cr,
                GHashTable          *cells,
                double               r,
                double               g,
                double               b,
                double               fill)
{
  GHashTableIter iter;
  gpointer key;
  double width = MAX (2.5, canvas_zoom (self) / 24);

  if (cells == NULL || g_hash_table_size (cells) == 0)
    return;

  cairo_save (cr);
  g_hash_table_iter_init (&iter, cells);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    {
      int x, y;

      unpack_cell (key, &x, &y);
      cell_frame (self, cr, x, y, 1, width);
      cairo_set_source_rgba (cr, r, g, b, fill);
      cairo_fill_preserve (cr);
      cairo_set_source_rgba (cr, r, g, b, 0.95);
      cairo_set_line_width (cr, width);
      cairo_stroke (cr);
    }
  cairo_restore (cr);
}

/* Cells the answer forgot: amber, dashed, with a question mark's dot */
static void
draw_missed (BastideEditorCanvas *self,
             cairo_t             *cr)
{
  GHashTableIter iter;
  gpointer key;
  double width = MAX (2.5, canvas_zoom (self) / 24);

  if (self->missed == NULL)
    return;
  cairo_save (cr);
  g_hash_table_iter_init (&iter, self->missed);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    {
      int x, y;

      unpack_cell (key, &x, &y);
      cell_frame (self, cr, x, y, 1, width);
      cairo_set_source_rgba (cr, 0.96, 0.6, 0.05, 0.22);
      cairo_fill_preserve (cr);
      cairo_set_source_rgba (cr, 0.9, 0.5, 0.0, 1);
      cairo_set_line_width (cr, width);
      cairo_set_dash (cr, (double[]) { width * 2, width * 1.5 }, 2, 0);
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
    }
  cairo_restore (cr);
}

static void
draw_marks (BastideEditorCanvas *self,
            cairo_t             *cr)
{
  GHashTableIter iter;
  gpointer key;

  draw_cells_set (self, cr, self->marks, 0.2, 0.45, 0.85, 0.25);

  /* a check mark in each, so the mark is not told by colour alone */
  cairo_save (cr);
  g_hash_table_iter_init (&iter, self->marks);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    {
      int x, y;
      double sx, sy, s = canvas_zoom (self);

      unpack_cell (key, &x, &y);
      sx = to_screen_x (self, x);
      sy = to_screen_y (self, y);
      cairo_move_to (cr, sx + s * 0.3, sy + s * 0.52);
      cairo_line_to (cr, sx + s * 0.45, sy + s * 0.66);
      cairo_line_to (cr, sx + s * 0.72, sy + s * 0.36);
    }
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.95);
  cairo_set_line_width (cr, MAX (4, canvas_zoom (self) / 10));
  cairo_stroke_preserve (cr);
  cairo_set_source_rgba (cr, 0.15, 0.35, 0.75, 1);
  cairo_set_line_width (cr, MAX (2, canvas_zoom (self) / 20));
  cairo_stroke (cr);
  cairo_restore (cr);
}

static void
draw_problems (BastideEditorCanvas *self,
               cairo_t             *cr)
{
  GPtrArray *problems;
  double width = MAX (2.5, canvas_zoom (self) / 26);

  if (!self->show_problems)
    return;

  problems = bastide_scenario_get_problems (self->scenario);
  cairo_save (cr);
  for (guint i = 0; i < problems->len; i++)
    {
      const BastideProblem *problem = g_ptr_array_index (problems, i);
      const BastideScenarioTile *tile;
      double units = 1;
      int x = problem->x, y = problem->y;

      if (!problem->has_cell)
        continue;
      tile = editor_canvas_tile_at (self, x, y, NULL);
      if (tile != NULL && problem->kind != BASTIDE_PROBLEM_EDGES)
        {
          x = tile->x;
          y = tile->y;
          units = editor_canvas_tile_units (tile->type);
        }
      cell_frame (self, cr, x, y, units, width);
      cairo_new_sub_path (cr);
    }
  cairo_set_source_rgba (cr, 0.88, 0.11, 0.14, 0.95);
  cairo_set_line_width (cr, width);
  cairo_stroke (cr);
  cairo_restore (cr);
}

static void
draw_hover (BastideEditorCanvas *self,
            cairo_t             *cr)
{
  int cx = (int) floor (self->hover_bx), cy = (int) floor (self->hover_by);
  const BastideScenarioTile *tile = editor_canvas_tile_at (self, cx, cy, NULL);
  int piece = editor_canvas_piece_at (self, self->hover_bx, self->hover_by);

  if (piece >= 0 && self->tool != BASTIDE_EDITOR_TOOL_MARK)
    {
      double px, py;

      if (editor_canvas_piece_position (self, piece, &px, &py))
        {
          cairo_save (cr);
          cairo_arc (cr, to_screen_x (self, px), to_screen_y (self, py) - canvas_zoom (self) * 0.03,
                     canvas_zoom (self) * PIECE_HEIGHT * 0.75, 0, 2 * G_PI);
          cairo_set_source_rgba (cr, 1, 1, 1, 0.35);
          cairo_fill (cr);
          cairo_restore (cr);
        }
      return;
    }

  switch (self->tool)
    {
    case BASTIDE_EDITOR_TOOL_TILE:
      if (tile == NULL && self->tile_type >= 0)
        {
          paint_tile (self, cr, self->tile_type, self->rotation, cx, cy, 0.55);
          cairo_save (cr);
          cell_frame (self, cr, cx, cy, editor_canvas_tile_units (self->tile_type), 2);
          cairo_set_source_rgba (cr, 1, 1, 1, 0.9);
          cairo_set_line_width (cr, 2);
          cairo_stroke (cr);
          cairo_restore (cr);
        }
      else if (tile != NULL)
        {
          cairo_save (cr);
          cell_frame (self, cr, tile->x, tile->y, editor_canvas_tile_units (tile->type), 2);
          cairo_set_source_rgba (cr, 1, 1, 1, 0.7);
          cairo_set_line_width (cr, 2);
          cairo_stroke (cr);
          cairo_restore (cr);
        }
      break;

    case BASTIDE_EDITOR_TOOL_PIECE:
      {
        BastideScenarioPiece spec;
        double r, g, b;

        if (!editor_canvas_piece_for_point (self, self->piece_kind, self->player,
                                            self->hover_bx, self->hover_by, &spec, NULL))
          break;
        bastide_render_color_rgb (editor_canvas_player_color (self, self->player), &r, &g, &b);
        cairo_save (cr);
        if (spec.feature >= 0)
          {
            cairo_translate (cr, to_screen_x (self, tile->x), to_screen_y (self, tile->y));
            cairo_set_fill_rule (cr, CAIRO_FILL_RULE_WINDING);
            bastide_render_feature_path (cr, tile->type, tile->rot, spec.feature,
                                         canvas_zoom (self) * editor_canvas_tile_units (tile->type));
            cairo_set_source_rgba (cr, r, g, b, 0.35);
            cairo_fill_preserve (cr);
            cairo_set_source_rgba (cr, r * 0.6, g * 0.6, b * 0.6, 0.9);
            cairo_set_line_width (cr, 2);
            cairo_stroke (cr);
          }
        else
          {
            double px, py;

            if (editor_canvas_spec_position (self, &spec, 0, 1, &px, &py))
              {
                cairo_arc (cr, to_screen_x (self, px), to_screen_y (self, py),
                           canvas_zoom (self) * PIECE_HEIGHT * 0.6, 0, 2 * G_PI);
                cairo_set_source_rgba (cr, r, g, b, 0.45);
                cairo_fill_preserve (cr);
                cairo_set_source_rgba (cr, 1, 1, 1, 0.9);
                cairo_set_line_width (cr, 2);
                cairo_stroke (cr);
              }
          }
        cairo_restore (cr);
      }
      break;

    case BASTIDE_EDITOR_TOOL_MARK:
    case BASTIDE_EDITOR_TOOL_VIEW:
    default:
      cairo_save (cr);
      cell_frame (self, cr, cx, cy, 1, 2);
      cairo_set_source_rgba (cr, 1, 1, 1, 0.75);
      cairo_set_line_width (cr, 2);
      cairo_stroke (cr);
      cairo_restore (cr);
      break;
    }
}

static void
draw_preview (BastideEditorCanvas *self,
              cairo_t             *cr)
{
  const BastideTurn *turn = &self->preview;
  double width = MAX (3, canvas_zoom (self) / 20);

  if (turn->kind == BASTIDE_TURN_TILE && turn->tile >= 0)
    paint_tile (self, cr, turn->tile, turn->rot, turn->x, turn->y, 0.95);
  else if (turn->kind == BASTIDE_TURN_ABBEY)
    {
      int abbey = bastide_catalogue_lookup ("ABBEY", BASTIDE_SET_ABBEY_MAYOR);

      if (abbey >= 0)
        paint_tile (self, cr, abbey, 0, turn->x, turn->y, 0.95);
    }
  else
    return;

  cairo_save (cr);
  cell_frame (self, cr, turn->x, turn->y, 1, width);
  cairo_set_source_rgba (cr, 0.96, 0.76, 0.07, 1);
  cairo_set_line_width (cr, width);
  cairo_stroke (cr);
  cairo_restore (cr);

  if (turn->has_deploy && turn->tile >= 0)
    {
      BastideRenderPose pose = BASTIDE_RENDER_STANDING;
      guint player = self->scenario != NULL ? bastide_scenario_get_to_move (self->scenario) : 0;
      double ax, ay;

      if (turn->crown >= 0)
        {
          BastideScenarioPiece spec;

          bastide_scenario_piece_init_crown (&spec, player, turn->crown);
          if (!editor_canvas_spec_position (self, &spec, 0, 1, &ax, &ay))
            return;
        }
      else if (turn->corner >= 0)
        {
          bastide_render_corner_anchor (turn->corner, &ax, &ay);
          ax = turn->x + ax + (ax < 0.5 ? 0.1 : -0.1);
          ay = turn->y + ay + (ay < 0.5 ? 0.1 : -0.1);
        }
      else
        {
          const BastideTileType *type = bastide_catalogue_get (turn->tile);
          int feature = bastide_tile_type_feature (type, turn->on);

          if (feature < 0 || !bastide_render_feature_anchor (turn->tile, turn->rot, feature, &ax, &ay))
            return;
          ax += turn->x;
          ay += turn->y;
          pose = bastide_render_pose_for (turn->piece, type->features[feature].kind);
        }
      draw_piece_at (self, cr, turn->piece, player, pose, ax, ay, 1);
    }
}

static void
draw_selection (BastideEditorCanvas *self,
                cairo_t             *cr)
{
  GdkRGBA accent = { 0.21, 0.52, 0.89, 1 };
  GtkStyleContext *context = gtk_widget_get_style_context (GTK_WIDGET (self));
  double width = MAX (3, canvas_zoom (self) / 22);

  gtk_style_context_lookup_color (context, "accent_bg_color", &accent);

  if (self->sel_piece >= 0)
    {
      double px, py;

      if (editor_canvas_piece_position (self, self->sel_piece, &px, &py))
        {
          cairo_save (cr);
          cairo_arc (cr, to_screen_x (self, px), to_screen_y (self, py) - canvas_zoom (self) * 0.03,
                     canvas_zoom (self) * PIECE_HEIGHT * 0.8, 0, 2 * G_PI);
          cairo_set_source_rgba (cr, 1, 1, 1, 0.9);
          cairo_set_line_width (cr, width + 2);
          cairo_stroke_preserve (cr);
          gdk_cairo_set_source_rgba (cr, &accent);
          cairo_set_line_width (cr, width);
          cairo_stroke (cr);
          cairo_restore (cr);
        }
      return;
    }

  if (self->has_cell)
    {
      const BastideScenarioTile *tile = editor_canvas_tile_at (self, self->sel_x, self->sel_y, NULL);
      double x = self->sel_x, y = self->sel_y, units = 1;

      if (tile != NULL)
        {
          x = tile->x;
          y = tile->y;
          units = editor_canvas_tile_units (tile->type);
        }
      cairo_save (cr);
      cell_frame (self, cr, x, y, units, width);
      cairo_set_source_rgba (cr, 1, 1, 1, 0.9);
      cairo_set_line_width (cr, width + 2);
      cairo_stroke_preserve (cr);
      gdk_cairo_set_source_rgba (cr, &accent);
      cairo_set_line_width (cr, width);
      cairo_stroke (cr);
      cairo_restore (cr);
      /* the side where a problem lies, as the game marks a misfit */
      if (self->sel_side >= 0)
        bastide_render_side_bar (cr, self->sel_side, to_screen_x (self, self->sel_x), to_screen_y (self, self->sel_y),
                                 canvas_zoom (self));
    }
}

void
editor_canvas_draw (BastideEditorCanvas *self,
                    cairo_t             *cr,
                    int                  width,
                    int                  height)
{
  guint n_tiles, n_pieces;
  int drag_index = self->dragging && self->drag_kind == DRAG_TILE ? self->drag_tile : -1;

  if (self->scenario == NULL)
    return;

  /* Images are a cell rounded up, as on the game's board: blitted
   * unscaled they stay sharp, and neighbours overlap by at most a pixel. */
  bastide_tile_cache_set_size (self->tiles, (int) ceil (canvas_zoom (self)),
                               gtk_widget_get_scale_factor (GTK_WIDGET (self)));

  n_tiles = bastide_scenario_get_n_tiles (self->scenario);
  n_pieces = bastide_scenario_get_n_pieces (self->scenario);

  if (self->tool != BASTIDE_EDITOR_TOOL_VIEW)
    draw_free_cells (self, cr);

  for (guint i = 0; i < n_tiles; i++)
    {
      const BastideScenarioTile *tile = bastide_scenario_get_tile (self->scenario, i);
      double units = editor_canvas_tile_units (tile->type);
      double sx = to_screen_x (self, tile->x), sy = to_screen_y (self, tile->y);

      if (sx > width || sy > height || sx + units * canvas_zoom (self) < 0 || sy + units * canvas_zoom (self) < 0)
        continue;
      paint_tile (self, cr, tile->type, tile->rot, tile->x, tile->y, (int) i == drag_index ? 0.35 : 1);
    }

  draw_cells_set (self, cr, self->right, 0.18, 0.69, 0.32, 0.3);
  draw_cells_set (self, cr, self->wrong, 0.88, 0.11, 0.14, 0.3);
  draw_missed (self, cr);
  draw_problems (self, cr);

  for (guint i = 0; i < n_pieces; i++)
    {
      const BastideScenarioPiece *piece = bastide_scenario_get_piece (self->scenario, i);
      double px, py;

      if (piece->crown >= 0)
        continue;   /* the wheel board draws its crown spaces */
      if (!editor_canvas_piece_position (self, i, &px, &py))
        continue;
      draw_piece_spec (self, cr, piece, px, py,
                       self->dragging && self->drag_kind == DRAG_PIECE && self->drag_piece == (int) i ? 0.35 : 1);
    }

  if (g_hash_table_size (self->marks) > 0)
    draw_marks (self, cr);

  if (self->has_preview)
    draw_preview (self, cr);

  draw_selection (self, cr);

  if (self->dragging && self->drag_kind == DRAG_TILE && self->drag_tile >= 0)
    {
      const BastideScenarioTile *tile = bastide_scenario_get_tile (self->scenario, self->drag_tile);
      int tx = (int) floor (self->drag_bx - (self->drag_start_bx - tile->x));
      int ty = (int) floor (self->drag_by - (self->drag_start_by - tile->y));

      paint_tile (self, cr, tile->type, tile->rot, tx, ty, 0.8);
    }
  else if (self->dragging && self->drag_kind == DRAG_PIECE && self->drag_piece >= 0)
    {
      const BastideScenarioPiece *piece = bastide_scenario_get_piece (self->scenario, self->drag_piece);

      draw_piece_spec (self, cr, piece, self->drag_bx, self->drag_by, 0.85);
    }
  else if (self->hovering && !self->dragging && !bastide_board_viewport_get_panning (VIEWPORT (self)))
    draw_hover (self, cr);

  bastide_board_viewport_draw_square_labels (VIEWPORT (self), cr);
}

