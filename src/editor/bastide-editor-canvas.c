/* bastide-editor-canvas.c: the scenario editor's board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Draws a BastideScenario (which may break the rules, so it is drawn from
 * its own lists rather than from a BastideState) with the render layer's
 * cairo functions, and turns clicks and drags into scenario edits. The view
 * is a map: drag an empty place to pan, scroll to zoom around the pointer.
 * Tile images come from a BastideTileCache at the current zoom, as on the
 * game's board.
 */

#define G_LOG_DOMAIN "bastide-editor-canvas"

#include "config.h"

#include "bastide-editor-canvas.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "bastide-render.h"
#include "bastide-tile-cache.h"

#define MIN_ZOOM 16.0
#define MAX_ZOOM 320.0
#define DEFAULT_ZOOM 88.0
#define FIT_MAX_ZOOM 120.0
#define ZOOM_STEP 1.25
#define PIECE_HEIGHT 0.3
#define PIECE_SPREAD 0.22
#define PIECE_HIT 0.17

typedef enum
{
  DRAG_NONE,
  DRAG_PAN,
  DRAG_TILE,
  DRAG_PIECE,
} DragKind;

struct _BastideEditorCanvas
{
  GtkWidget          parent_instance;

  BastideScenario   *scenario;
  BastideEditorTool  tool;
  int                tile_type;
  guint              rotation;
  BastidePieceKind   piece_kind;
  guint              player;

  double             zoom;
  double             center_x;
  double             center_y;
  gboolean           fitted;

  gboolean           has_cell;
  int                sel_x;
  int                sel_y;
  int                sel_piece;

  gboolean           hovering;
  double             hover_bx;
  double             hover_by;

  GtkGesture        *drag_gesture;
  DragKind           drag_kind;
  gboolean           dragging;
  guint              drag_button;
  double             drag_start_bx;
  double             drag_start_by;
  double             drag_bx;
  double             drag_by;
  double             drag_center_x;
  double             drag_center_y;
  int                drag_tile;
  int                drag_piece;

  gboolean           has_preview;
  BastideTurn        preview;

  GHashTable        *marks;
  GHashTable        *right;
  GHashTable        *wrong;
  GHashTable        *missed;
  gboolean           show_problems;
  GtkBorder          insets;

  BastideTileCache  *tiles;
};

G_DEFINE_FINAL_TYPE (BastideEditorCanvas, bastide_editor_canvas, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_TOOL,
  PROP_TILE_TYPE,
  PROP_ROTATION,
  PROP_PIECE_KIND,
  PROP_PLAYER,
  N_PROPS
};

enum {
  MESSAGE,
  SELECTION_CHANGED,
  MARKS_CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* Cells as hash keys */

static gpointer
pack_cell (int x,
           int y)
{
  return GUINT_TO_POINTER (((guint) (x + 0x4000) << 16) | (guint) (y + 0x4000));
}

static void
unpack_cell (gpointer key,
             int     *x,
             int     *y)
{
  guint packed = GPOINTER_TO_UINT (key);

  *x = (int) (packed >> 16) - 0x4000;
  *y = (int) (packed & 0xffff) - 0x4000;
}

/* Coordinates */

static double
to_screen_x (BastideEditorCanvas *self,
             double               bx)
{
  return gtk_widget_get_width (GTK_WIDGET (self)) / 2.0 + (bx - self->center_x) * self->zoom;
}

static double
to_screen_y (BastideEditorCanvas *self,
             double               by)
{
  return gtk_widget_get_height (GTK_WIDGET (self)) / 2.0 + (by - self->center_y) * self->zoom;
}

static double
to_board_x (BastideEditorCanvas *self,
            double               wx)
{
  return self->center_x + (wx - gtk_widget_get_width (GTK_WIDGET (self)) / 2.0) / self->zoom;
}

static double
to_board_y (BastideEditorCanvas *self,
            double               wy)
{
  return self->center_y + (wy - gtk_widget_get_height (GTK_WIDGET (self)) / 2.0) / self->zoom;
}

static void
emit_message (BastideEditorCanvas *self,
              const char          *text)
{
  g_signal_emit (self, signals[MESSAGE], 0, text);
}

static void
emit_error (BastideEditorCanvas *self,
            GError              *error)
{
  if (error != NULL)
    emit_message (self, error->message);
}

/* The scenario, looked at */

static const BastideScenarioTile *
tile_at (BastideEditorCanvas *self,
         int                  x,
         int                  y,
         int                 *index)
{
  int i;

  if (self->scenario == NULL)
    return NULL;
  i = bastide_scenario_find_tile (self->scenario, x, y);
  if (index != NULL)
    *index = i;
  return i >= 0 ? bastide_scenario_get_tile (self->scenario, i) : NULL;
}

static double
tile_units (guint type)
{
  return bastide_catalogue_get (type)->is_wheel_board ? BASTIDE_WHEEL_SIZE : 1;
}

static int
find_wheel (BastideEditorCanvas *self)
{
  guint n = self->scenario != NULL ? bastide_scenario_get_n_tiles (self->scenario) : 0;

  for (guint i = 0; i < n; i++)
    if (bastide_catalogue_get (bastide_scenario_get_tile (self->scenario, i)->type)->is_wheel_board)
      return i;
  return -1;
}

static BastideColor
player_color (BastideEditorCanvas *self,
              guint                player)
{
  if (self->scenario == NULL || player >= bastide_scenario_get_n_players (self->scenario))
    return (BastideColor) MIN (player, BASTIDE_N_COLORS - 1);
  return bastide_scenario_get_player_color (self->scenario, player);
}

static gboolean
same_spot (const BastideScenarioPiece *a,
           const BastideScenarioPiece *b)
{
  if (a->crown >= 0 || b->crown >= 0)
    return a->crown == b->crown;
  return a->x == b->x && a->y == b->y && a->feature == b->feature && a->corner == b->corner;
}

/* Where a piece is drawn, in cells. Pieces on one spot stand side by side;
 * followers on a sector take its crown spaces in turn. */
static gboolean
spec_position (BastideEditorCanvas        *self,
               const BastideScenarioPiece *piece,
               guint                       rank,
               guint                       count,
               double                     *bx,
               double                     *by)
{
  const BastideScenarioTile *tile;
  double ax, ay;

  if (piece->crown >= 0)
    {
      int wheel = find_wheel (self);

      if (wheel < 0)
        return FALSE;
      tile = bastide_scenario_get_tile (self->scenario, wheel);
      bastide_render_crown_anchor (piece->crown, MIN (rank, bastide_render_crown_spaces (piece->crown) - 1), &ax, &ay);
      *bx = tile->x + ax;
      *by = tile->y + ay;
      return TRUE;
    }

  tile = tile_at (self, piece->x, piece->y, NULL);
  if (tile == NULL)
    return FALSE;

  if (piece->corner >= 0)
    {
      bastide_render_corner_anchor (piece->corner, &ax, &ay);
      ax *= tile_units (tile->type);
      ay *= tile_units (tile->type);
      /* a little inside the tile, so it reads as this tile's barn */
      ax += ax < 0.5 ? 0.1 : -0.1;
      ay += ay < 0.5 ? 0.1 : -0.1;
    }
  else if (!bastide_render_feature_anchor (tile->type, tile->rot, piece->feature, &ax, &ay))
    return FALSE;

  *bx = tile->x + ax + (rank - (count - 1) / 2.0) * PIECE_SPREAD;
  *by = tile->y + ay;
  return TRUE;
}

static gboolean
piece_position (BastideEditorCanvas *self,
                guint                index,
                double              *bx,
                double              *by)
{
  const BastideScenarioPiece *piece = bastide_scenario_get_piece (self->scenario, index);
  guint n = bastide_scenario_get_n_pieces (self->scenario);
  guint rank = 0, count = 0;

  for (guint i = 0; i < n; i++)
    if (same_spot (piece, bastide_scenario_get_piece (self->scenario, i)))
      {
        if (i < index)
          rank++;
        count++;
      }
  return spec_position (self, piece, rank, count, bx, by);
}

static int
piece_at (BastideEditorCanvas *self,
          double               bx,
          double               by)
{
  guint n;
  int best = -1;
  double best_d = PIECE_HIT;

  if (self->scenario == NULL)
    return -1;
  n = bastide_scenario_get_n_pieces (self->scenario);
  for (guint i = 0; i < n; i++)
    {
      double px, py, d;

      if (!piece_position (self, i, &px, &py))
        continue;
      /* the body stands above its anchor */
      d = hypot (bx - px, (by - (py - PIECE_HEIGHT * 0.1)) * 0.8);
      if (d < best_d)
        {
          best_d = d;
          best = i;
        }
    }
  return best;
}

/* The piece the current tool would put at (bx, by), or FALSE with a
 * reason. */
static gboolean
piece_for_point (BastideEditorCanvas  *self,
                 BastidePieceKind      kind,
                 guint                 player,
                 double                bx,
                 double                by,
                 BastideScenarioPiece *piece,
                 GError              **error)
{
  const BastideScenarioTile *tile = tile_at (self, (int) floor (bx), (int) floor (by), NULL);
  const BastideTileType *type;
  double fx, fy;
  int feature;

  if (tile == NULL)
    {
      g_set_error_literal (error, BASTIDE_SCENARIO_ERROR, BASTIDE_SCENARIO_ERROR_EDIT,
                           _("Pieces go on tiles: place a tile here first."));
      return FALSE;
    }
  type = bastide_catalogue_get (tile->type);
  fx = bx - tile->x;
  fy = by - tile->y;

  if (type->is_wheel_board)
    {
      int sector = bastide_render_crown_at (fx, fy);

      if (sector >= 0)
        {
          bastide_scenario_piece_init_crown (piece, player, sector);
          return TRUE;
        }
    }

  if (kind == BASTIDE_PIECE_BARN)
    {
      double units = tile_units (tile->type);
      double best = G_MAXDOUBLE;
      int corner = 0;

      for (int c = 0; c < 4; c++)
        {
          double cx, cy, d;

          bastide_render_corner_anchor (c, &cx, &cy);
          d = hypot (fx - cx * units, fy - cy * units);
          if (d < best)
            {
              best = d;
              corner = c;
            }
        }
      bastide_scenario_piece_init_barn (piece, player, tile->x, tile->y, corner);
      return TRUE;
    }

  feature = bastide_render_feature_at (tile->type, tile->rot, fx, fy);
  if (feature < 0)
    {
      g_set_error_literal (error, BASTIDE_SCENARIO_ERROR, BASTIDE_SCENARIO_ERROR_EDIT,
                           _("There is no feature here to put a piece on."));
      return FALSE;
    }
  bastide_scenario_piece_init_feature (piece, player, kind, tile->x, tile->y, feature);
  return TRUE;
}

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
                                    self->zoom * units - 2 * inset, self->zoom * units - 2 * inset,
                                    MAX (2, self->zoom * 0.05));
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
        colors[p] = player_color (self, p);
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
      cairo_rectangle (cr, 0, 0, self->zoom * BASTIDE_WHEEL_SIZE, self->zoom * BASTIDE_WHEEL_SIZE);
      cairo_clip (cr);
      cairo_push_group (cr);
      bastide_render_wheel_board (cr, self->zoom * BASTIDE_WHEEL_SIZE,
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
  bastide_render_piece (cr, kind, player_color (self, player), pose,
                        to_screen_x (self, bx), to_screen_y (self, by),
                        self->zoom * PIECE_HEIGHT);
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
      const BastideScenarioTile *tile = tile_at (self, piece->x, piece->y, NULL);

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
      int w = (int) tile_units (tile->type);

      for (int cy = 0; cy < w; cy++)
        for (int cx = 0; cx < w; cx++)
          for (int s = 0; s < 4; s++)
            {
              int x = tile->x + cx + dx[s], y = tile->y + cy + dy[s];

              if (tile_at (self, x, y, NULL) == NULL)
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
  double width = MAX (2.5, self->zoom / 24);

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
  double width = MAX (2.5, self->zoom / 24);

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
      double sx, sy, s = self->zoom;

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
  cairo_set_line_width (cr, MAX (4, self->zoom / 10));
  cairo_stroke_preserve (cr);
  cairo_set_source_rgba (cr, 0.15, 0.35, 0.75, 1);
  cairo_set_line_width (cr, MAX (2, self->zoom / 20));
  cairo_stroke (cr);
  cairo_restore (cr);
}

static void
draw_problems (BastideEditorCanvas *self,
               cairo_t             *cr)
{
  GPtrArray *problems;
  double width = MAX (2.5, self->zoom / 26);

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
      tile = tile_at (self, x, y, NULL);
      if (tile != NULL && problem->kind != BASTIDE_PROBLEM_EDGES)
        {
          x = tile->x;
          y = tile->y;
          units = tile_units (tile->type);
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
  const BastideScenarioTile *tile = tile_at (self, cx, cy, NULL);
  int piece = piece_at (self, self->hover_bx, self->hover_by);

  if (piece >= 0 && self->tool != BASTIDE_EDITOR_TOOL_MARK)
    {
      double px, py;

      if (piece_position (self, piece, &px, &py))
        {
          cairo_save (cr);
          cairo_arc (cr, to_screen_x (self, px), to_screen_y (self, py) - self->zoom * 0.03,
                     self->zoom * PIECE_HEIGHT * 0.75, 0, 2 * G_PI);
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
          cell_frame (self, cr, cx, cy, tile_units (self->tile_type), 2);
          cairo_set_source_rgba (cr, 1, 1, 1, 0.9);
          cairo_set_line_width (cr, 2);
          cairo_stroke (cr);
          cairo_restore (cr);
        }
      else if (tile != NULL)
        {
          cairo_save (cr);
          cell_frame (self, cr, tile->x, tile->y, tile_units (tile->type), 2);
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

        if (!piece_for_point (self, self->piece_kind, self->player,
                              self->hover_bx, self->hover_by, &spec, NULL))
          break;
        bastide_render_color_rgb (player_color (self, self->player), &r, &g, &b);
        cairo_save (cr);
        if (spec.feature >= 0)
          {
            cairo_translate (cr, to_screen_x (self, tile->x), to_screen_y (self, tile->y));
            cairo_set_fill_rule (cr, CAIRO_FILL_RULE_WINDING);
            bastide_render_feature_path (cr, tile->type, tile->rot, spec.feature,
                                         self->zoom * tile_units (tile->type));
            cairo_set_source_rgba (cr, r, g, b, 0.35);
            cairo_fill_preserve (cr);
            cairo_set_source_rgba (cr, r * 0.6, g * 0.6, b * 0.6, 0.9);
            cairo_set_line_width (cr, 2);
            cairo_stroke (cr);
          }
        else
          {
            double px, py;

            if (spec_position (self, &spec, 0, 1, &px, &py))
              {
                cairo_arc (cr, to_screen_x (self, px), to_screen_y (self, py),
                           self->zoom * PIECE_HEIGHT * 0.6, 0, 2 * G_PI);
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
  double width = MAX (3, self->zoom / 20);

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
          if (!spec_position (self, &spec, 0, 1, &ax, &ay))
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
  double width = MAX (3, self->zoom / 22);

  gtk_style_context_lookup_color (context, "accent_bg_color", &accent);

  if (self->sel_piece >= 0)
    {
      double px, py;

      if (piece_position (self, self->sel_piece, &px, &py))
        {
          cairo_save (cr);
          cairo_arc (cr, to_screen_x (self, px), to_screen_y (self, py) - self->zoom * 0.03,
                     self->zoom * PIECE_HEIGHT * 0.8, 0, 2 * G_PI);
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
      const BastideScenarioTile *tile = tile_at (self, self->sel_x, self->sel_y, NULL);
      double x = self->sel_x, y = self->sel_y, units = 1;

      if (tile != NULL)
        {
          x = tile->x;
          y = tile->y;
          units = tile_units (tile->type);
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
    }
}

static void
draw (BastideEditorCanvas *self,
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
  bastide_tile_cache_set_size (self->tiles, (int) ceil (self->zoom),
                               gtk_widget_get_scale_factor (GTK_WIDGET (self)));

  n_tiles = bastide_scenario_get_n_tiles (self->scenario);
  n_pieces = bastide_scenario_get_n_pieces (self->scenario);

  if (self->tool != BASTIDE_EDITOR_TOOL_VIEW)
    draw_free_cells (self, cr);

  for (guint i = 0; i < n_tiles; i++)
    {
      const BastideScenarioTile *tile = bastide_scenario_get_tile (self->scenario, i);
      double units = tile_units (tile->type);
      double sx = to_screen_x (self, tile->x), sy = to_screen_y (self, tile->y);

      if (sx > width || sy > height || sx + units * self->zoom < 0 || sy + units * self->zoom < 0)
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
      if (!piece_position (self, i, &px, &py))
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
  else if (self->hovering && !self->dragging)
    draw_hover (self, cr);
}

/* The view */

static void
set_zoom_around (BastideEditorCanvas *self,
                 double               zoom,
                 double               wx,
                 double               wy)
{
  double bx = to_board_x (self, wx), by = to_board_y (self, wy);

  zoom = CLAMP (zoom, MIN_ZOOM, MAX_ZOOM);
  if (zoom == self->zoom)
    return;
  self->zoom = zoom;
  /* keep the board point under (wx, wy) in place */
  self->center_x = bx - (wx - gtk_widget_get_width (GTK_WIDGET (self)) / 2.0) / zoom;
  self->center_y = by - (wy - gtk_widget_get_height (GTK_WIDGET (self)) / 2.0) / zoom;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
fit (BastideEditorCanvas *self)
{
  int width = gtk_widget_get_width (GTK_WIDGET (self));
  int height = gtk_widget_get_height (GTK_WIDGET (self));
  guint n = self->scenario != NULL ? bastide_scenario_get_n_tiles (self->scenario) : 0;
  int min_x = 0, min_y = 0, max_x = 1, max_y = 1;

  for (guint i = 0; i < n; i++)
    {
      const BastideScenarioTile *tile = bastide_scenario_get_tile (self->scenario, i);
      int w = (int) tile_units (tile->type);

      if (i == 0)
        {
          min_x = tile->x;
          min_y = tile->y;
          max_x = tile->x + w;
          max_y = tile->y + w;
        }
      min_x = MIN (min_x, tile->x);
      min_y = MIN (min_y, tile->y);
      max_x = MAX (max_x, tile->x + w);
      max_y = MAX (max_y, tile->y + w);
    }

  /* a free cell on every side, to build on */
  min_x--;
  min_y--;
  max_x++;
  max_y++;

  self->center_x = (min_x + max_x) / 2.0;
  self->center_y = (min_y + max_y) / 2.0;
  if (width > 0 && height > 0)
    {
      double room_w = MAX (1, width - 24.0 - self->insets.left - self->insets.right);
      double room_h = MAX (1, height - 24.0 - self->insets.top - self->insets.bottom);

      self->zoom = floor (CLAMP (MIN (room_w / (max_x - min_x), room_h / (max_y - min_y)),
                                 MIN_ZOOM, FIT_MAX_ZOOM));
      /* the middle of the free room, not of the widget */
      self->center_x -= (self->insets.left - self->insets.right) / 2.0 / self->zoom;
      self->center_y -= (self->insets.top - self->insets.bottom) / 2.0 / self->zoom;
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Selection */

/* What the selection is, for screen readers: the board's description
 * follows it, as the game board's follows its cursor. */
static void
update_description (BastideEditorCanvas *self)
{
  g_autofree char *text = NULL;

  if (self->scenario != NULL && self->sel_piece >= 0)
    {
      const BastideScenarioPiece *piece = bastide_scenario_get_piece (self->scenario, self->sel_piece);
      g_autofree char *name = bastide_scenario_dup_display_name (self->scenario, piece->player);

      /* Translators: accessible description of the editor's board; the
       * first %s is a piece ("meeple", "abbot"…), the second a player */
      text = g_strdup_printf (_("Selected: %s of %s"), bastide_piece_label (piece->kind), name);
    }
  else if (self->has_cell)
    {
      const BastideScenarioTile *tile = tile_at (self, self->sel_x, self->sel_y, NULL);

      if (tile != NULL)
        /* Translators: accessible description of the editor's board */
        text = g_strdup_printf (_("Square (%d, %d): tile %s, turned %u°"), self->sel_x, self->sel_y,
                                bastide_catalogue_get (tile->type)->id, tile->rot * 90);
      else
        /* Translators: accessible description of the editor's board */
        text = g_strdup_printf (_("Square (%d, %d): empty"), self->sel_x, self->sel_y);
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text != NULL ? text : "",
                                  -1);
}

static void
set_selection (BastideEditorCanvas *self,
               gboolean             has_cell,
               int                  x,
               int                  y,
               int                  piece)
{
  if (self->has_cell == has_cell && self->sel_piece == piece
      && (!has_cell || (self->sel_x == x && self->sel_y == y)))
    return;
  self->has_cell = has_cell;
  self->sel_x = x;
  self->sel_y = y;
  self->sel_piece = piece;
  update_description (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_signal_emit (self, signals[SELECTION_CHANGED], 0);
}

/* Gestures */

static void
drag_begin_cb (GtkGestureDrag      *gesture,
               double               x,
               double               y,
               BastideEditorCanvas *self)
{
  guint button = gtk_gesture_single_get_current_button (GTK_GESTURE_SINGLE (gesture));
  double bx = to_board_x (self, x), by = to_board_y (self, y);
  int piece;

  gtk_widget_grab_focus (GTK_WIDGET (self));

  self->drag_button = button;
  self->dragging = FALSE;
  self->drag_start_bx = self->drag_bx = bx;
  self->drag_start_by = self->drag_by = by;
  self->drag_center_x = self->center_x;
  self->drag_center_y = self->center_y;
  self->drag_tile = -1;
  self->drag_piece = -1;
  self->drag_kind = DRAG_PAN;

  if (button == GDK_BUTTON_SECONDARY)
    {
      self->drag_kind = DRAG_NONE;
      bastide_editor_canvas_press (self, bx, by, button);
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
      return;
    }
  if (button != GDK_BUTTON_PRIMARY || self->scenario == NULL)
    return;

  piece = self->tool == BASTIDE_EDITOR_TOOL_TILE || self->tool == BASTIDE_EDITOR_TOOL_PIECE
          ? piece_at (self, bx, by) : -1;
  if (piece >= 0)
    {
      self->drag_kind = DRAG_PIECE;
      self->drag_piece = piece;
    }
  else if (self->tool == BASTIDE_EDITOR_TOOL_TILE)
    {
      int index;

      if (tile_at (self, (int) floor (bx), (int) floor (by), &index) != NULL)
        {
          self->drag_kind = DRAG_TILE;
          self->drag_tile = index;
        }
    }
}

static void
drag_update_cb (GtkGestureDrag      *gesture,
                double               dx,
                double               dy,
                BastideEditorCanvas *self)
{
  double x, y;

  if (self->drag_kind == DRAG_NONE)
    return;

  gtk_gesture_drag_get_start_point (gesture, &x, &y);
  if (!self->dragging)
    {
      if (!gtk_drag_check_threshold (GTK_WIDGET (self), x, y, x + dx, y + dy))
        return;
      self->dragging = TRUE;
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
      if (self->drag_kind == DRAG_PAN)
        gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "grabbing");
    }

  if (self->drag_kind == DRAG_PAN)
    {
      self->center_x = self->drag_center_x - dx / self->zoom;
      self->center_y = self->drag_center_y - dy / self->zoom;
    }
  else
    {
      self->drag_bx = to_board_x (self, x + dx);
      self->drag_by = to_board_y (self, y + dy);
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
drag_end_cb (GtkGestureDrag      *gesture,
             double               dx,
             double               dy,
             BastideEditorCanvas *self)
{
  DragKind kind = self->drag_kind;
  gboolean dragged = self->dragging;

  self->dragging = FALSE;
  self->drag_kind = DRAG_NONE;
  gtk_widget_set_cursor (GTK_WIDGET (self), NULL);

  if (kind == DRAG_NONE)
    return;

  if (!dragged)
    {
      if (self->drag_button == GDK_BUTTON_PRIMARY)
        bastide_editor_canvas_press (self, self->drag_start_bx, self->drag_start_by, GDK_BUTTON_PRIMARY);
    }
  else if (kind == DRAG_TILE || kind == DRAG_PIECE)
    bastide_editor_canvas_drag (self, self->drag_start_bx, self->drag_start_by,
                                self->drag_bx, self->drag_by);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
motion_cb (GtkEventControllerMotion *controller,
           double                    x,
           double                    y,
           BastideEditorCanvas      *self)
{
  self->hovering = TRUE;
  self->hover_bx = to_board_x (self, x);
  self->hover_by = to_board_y (self, y);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
leave_cb (GtkEventControllerMotion *controller,
          BastideEditorCanvas      *self)
{
  self->hovering = FALSE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static gboolean
scroll_cb (GtkEventControllerScroll *controller,
           double                    dx,
           double                    dy,
           BastideEditorCanvas      *self)
{
  GdkModifierType state = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (controller));
  GdkScrollUnit unit = gtk_event_controller_scroll_get_unit (controller);
  double x = gtk_widget_get_width (GTK_WIDGET (self)) / 2.0;
  double y = gtk_widget_get_height (GTK_WIDGET (self)) / 2.0;

  if (self->hovering)
    {
      x = to_screen_x (self, self->hover_bx);
      y = to_screen_y (self, self->hover_by);
    }

  /* touchpads pan, unless Ctrl is held; wheels zoom */
  if (unit == GDK_SCROLL_UNIT_SURFACE && !(state & GDK_CONTROL_MASK))
    {
      self->center_x += dx / self->zoom;
      self->center_y += dy / self->zoom;
      gtk_widget_queue_draw (GTK_WIDGET (self));
      return TRUE;
    }

  if (unit == GDK_SCROLL_UNIT_SURFACE)
    dy /= 20;
  set_zoom_around (self, self->zoom * pow (ZOOM_STEP, -dy), x, y);
  return TRUE;
}

/* Key bindings */

static void
move_cursor_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  BastideEditorCanvas *self = BASTIDE_EDITOR_CANVAS (widget);
  int dx, dy;
  int x = 0, y = 0;

  g_variant_get (parameter, "(ii)", &dx, &dy);
  if (self->has_cell)
    {
      x = self->sel_x;
      y = self->sel_y;
    }
  else if (self->sel_piece >= 0)
    {
      const BastideScenarioPiece *piece = bastide_scenario_get_piece (self->scenario, self->sel_piece);

      x = piece->x;
      y = piece->y;
    }
  bastide_editor_canvas_select_cell (self, x + dx, y + dy, FALSE);

  /* keep the cursor in sight */
  if (to_screen_x (self, x + dx) < 0 || to_screen_x (self, x + dx + 1) > gtk_widget_get_width (widget)
      || to_screen_y (self, y + dy) < 0 || to_screen_y (self, y + dy + 1) > gtk_widget_get_height (widget))
    bastide_editor_canvas_center_on (self, x + dx + 0.5, y + dy + 0.5);
}

static void
activate_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  bastide_editor_canvas_activate_cursor (BASTIDE_EDITOR_CANVAS (widget));
}

static void
zoom_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  BastideEditorCanvas *self = BASTIDE_EDITOR_CANVAS (widget);

  if (g_str_equal (action_name, "canvas.zoom-in"))
    bastide_editor_canvas_zoom_in (self);
  else if (g_str_equal (action_name, "canvas.zoom-out"))
    bastide_editor_canvas_zoom_out (self);
  else
    bastide_editor_canvas_zoom_to_fit (self);
}

/* Scenario */

static void
scenario_changed_cb (BastideEditorCanvas *self)
{
  guint n = bastide_scenario_get_n_pieces (self->scenario);

  if (self->sel_piece >= (int) n)
    set_selection (self, FALSE, 0, 0, -1);
  update_description (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* GtkWidget */

static void
bastide_editor_canvas_snapshot (GtkWidget   *widget,
                                GtkSnapshot *snapshot)
{
  BastideEditorCanvas *self = BASTIDE_EDITOR_CANVAS (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  cairo_t *cr;

  if (width <= 0 || height <= 0)
    return;

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  draw (self, cr, width, height);
  cairo_destroy (cr);
}

static void
bastide_editor_canvas_size_allocate (GtkWidget *widget,
                                     int        width,
                                     int        height,
                                     int        baseline)
{
  BastideEditorCanvas *self = BASTIDE_EDITOR_CANVAS (widget);

  if (!self->fitted && width > 0 && height > 0)
    {
      self->fitted = TRUE;
      fit (self);
    }
}

static void
bastide_editor_canvas_measure (GtkWidget      *widget,
                               GtkOrientation  orientation,
                               int             for_size,
                               int            *minimum,
                               int            *natural,
                               int            *minimum_baseline,
                               int            *natural_baseline)
{
  *minimum = 120;
  *natural = 480;
}

static void
bastide_editor_canvas_dispose (GObject *object)
{
  BastideEditorCanvas *self = BASTIDE_EDITOR_CANVAS (object);

  if (self->scenario != NULL)
    g_signal_handlers_disconnect_by_data (self->scenario, self);
  g_clear_object (&self->scenario);

  G_OBJECT_CLASS (bastide_editor_canvas_parent_class)->dispose (object);
}

static void
bastide_editor_canvas_finalize (GObject *object)
{
  BastideEditorCanvas *self = BASTIDE_EDITOR_CANVAS (object);

  g_clear_pointer (&self->tiles, bastide_tile_cache_free);
  g_hash_table_unref (self->marks);
  g_clear_pointer (&self->right, g_hash_table_unref);
  g_clear_pointer (&self->wrong, g_hash_table_unref);
  g_clear_pointer (&self->missed, g_hash_table_unref);

  G_OBJECT_CLASS (bastide_editor_canvas_parent_class)->finalize (object);
}

static void
bastide_editor_canvas_get_property (GObject    *object,
                                    guint       prop_id,
                                    GValue     *value,
                                    GParamSpec *pspec)
{
  BastideEditorCanvas *self = BASTIDE_EDITOR_CANVAS (object);

  switch (prop_id)
    {
    case PROP_TOOL:
      g_value_set_int (value, self->tool);
      break;
    case PROP_TILE_TYPE:
      g_value_set_int (value, self->tile_type);
      break;
    case PROP_ROTATION:
      g_value_set_uint (value, self->rotation);
      break;
    case PROP_PIECE_KIND:
      g_value_set_int (value, self->piece_kind);
      break;
    case PROP_PLAYER:
      g_value_set_uint (value, self->player);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bastide_editor_canvas_set_property (GObject      *object,
                                    guint         prop_id,
                                    const GValue *value,
                                    GParamSpec   *pspec)
{
  BastideEditorCanvas *self = BASTIDE_EDITOR_CANVAS (object);

  switch (prop_id)
    {
    case PROP_TOOL:
      bastide_editor_canvas_set_tool (self, g_value_get_int (value));
      break;
    case PROP_TILE_TYPE:
      bastide_editor_canvas_set_tile_type (self, g_value_get_int (value));
      break;
    case PROP_ROTATION:
      bastide_editor_canvas_set_rotation (self, g_value_get_uint (value));
      break;
    case PROP_PIECE_KIND:
      bastide_editor_canvas_set_piece_kind (self, g_value_get_int (value));
      break;
    case PROP_PLAYER:
      bastide_editor_canvas_set_player (self, g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bastide_editor_canvas_class_init (BastideEditorCanvasClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  static const struct { guint key; int dx, dy; } arrows[] = {
    { GDK_KEY_Left, -1, 0 }, { GDK_KEY_Right, 1, 0 }, { GDK_KEY_Up, 0, -1 }, { GDK_KEY_Down, 0, 1 },
    { GDK_KEY_KP_Left, -1, 0 }, { GDK_KEY_KP_Right, 1, 0 }, { GDK_KEY_KP_Up, 0, -1 }, { GDK_KEY_KP_Down, 0, 1 },
  };

  object_class->dispose = bastide_editor_canvas_dispose;
  object_class->finalize = bastide_editor_canvas_finalize;
  object_class->get_property = bastide_editor_canvas_get_property;
  object_class->set_property = bastide_editor_canvas_set_property;

  widget_class->snapshot = bastide_editor_canvas_snapshot;
  widget_class->size_allocate = bastide_editor_canvas_size_allocate;
  widget_class->measure = bastide_editor_canvas_measure;

  properties[PROP_TOOL] =
    g_param_spec_int ("tool", NULL, NULL, 0, BASTIDE_EDITOR_TOOL_VIEW, 0,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_TILE_TYPE] =
    g_param_spec_int ("tile-type", NULL, NULL, -1, G_MAXINT, -1,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ROTATION] =
    g_param_spec_uint ("rotation", NULL, NULL, 0, 3, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PIECE_KIND] =
    g_param_spec_int ("piece-kind", NULL, NULL, 0, BASTIDE_N_PIECE_KINDS - 1, 0,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PLAYER] =
    g_param_spec_uint ("player", NULL, NULL, 0, BASTIDE_MAX_PLAYERS - 1, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * BastideEditorCanvas::message:
   * @text: why an edit was refused, translated
   */
  signals[MESSAGE] =
    g_signal_new ("message", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  signals[SELECTION_CHANGED] =
    g_signal_new ("selection-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[MARKS_CHANGED] =
    g_signal_new ("marks-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_install_action (widget_class, "canvas.move-cursor", "(ii)", move_cursor_action);
  gtk_widget_class_install_action (widget_class, "canvas.activate", NULL, activate_action);
  gtk_widget_class_install_action (widget_class, "canvas.zoom-in", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "canvas.zoom-out", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "canvas.zoom-fit", NULL, zoom_action);

  for (guint i = 0; i < G_N_ELEMENTS (arrows); i++)
    gtk_widget_class_add_binding_action (widget_class, arrows[i].key, 0, "canvas.move-cursor",
                                         "(ii)", arrows[i].dx, arrows[i].dy);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, 0, "canvas.activate", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Enter, 0, "canvas.activate", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_space, 0, "canvas.activate", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_plus, 0, "canvas.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_equal, 0, "canvas.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Add, 0, "canvas.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_minus, 0, "canvas.zoom-out", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Subtract, 0, "canvas.zoom-out", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_0, 0, "canvas.zoom-fit", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Home, 0, "canvas.zoom-fit", NULL);

  /* the table's look is the game board's */
  gtk_widget_class_set_css_name (widget_class, "boardview");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
bastide_editor_canvas_init (BastideEditorCanvas *self)
{
  GtkEventController *controller;

  self->tile_type = -1;
  self->zoom = DEFAULT_ZOOM;
  self->sel_piece = -1;
  self->show_problems = TRUE;
  self->drag_kind = DRAG_NONE;
  self->tiles = bastide_tile_cache_new ();
  self->marks = g_hash_table_new (NULL, NULL);

  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_overflow (GTK_WIDGET (self), GTK_OVERFLOW_HIDDEN);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Board"),
                                  -1);

  self->drag_gesture = gtk_gesture_drag_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (self->drag_gesture), 0);
  g_signal_connect (self->drag_gesture, "drag-begin", G_CALLBACK (drag_begin_cb), self);
  g_signal_connect (self->drag_gesture, "drag-update", G_CALLBACK (drag_update_cb), self);
  g_signal_connect (self->drag_gesture, "drag-end", G_CALLBACK (drag_end_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (self->drag_gesture));

  controller = gtk_event_controller_motion_new ();
  g_signal_connect (controller, "motion", G_CALLBACK (motion_cb), self);
  g_signal_connect (controller, "leave", G_CALLBACK (leave_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);

  controller = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES);
  g_signal_connect (controller, "scroll", G_CALLBACK (scroll_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);
}

/* Public API */

GtkWidget *
bastide_editor_canvas_new (void)
{
  return g_object_new (BASTIDE_TYPE_EDITOR_CANVAS, NULL);
}

BastideScenario *
bastide_editor_canvas_get_scenario (BastideEditorCanvas *self)
{
  g_return_val_if_fail (BASTIDE_IS_EDITOR_CANVAS (self), NULL);
  return self->scenario;
}

/**
 * bastide_editor_canvas_set_scenario:
 *
 * Shows @scenario, fitted into the view; clears the selection, the marks
 * and the preview.
 */
void
bastide_editor_canvas_set_scenario (BastideEditorCanvas *self,
                                    BastideScenario     *scenario)
{
  g_return_if_fail (BASTIDE_IS_EDITOR_CANVAS (self));
  g_return_if_fail (scenario == NULL || BASTIDE_IS_SCENARIO (scenario));

  if (self->scenario == scenario)
    return;
  if (self->scenario != NULL)
    g_signal_handlers_disconnect_by_data (self->scenario, self);
  g_set_object (&self->scenario, scenario);
  if (scenario != NULL)
    g_signal_connect_swapped (scenario, "changed", G_CALLBACK (scenario_changed_cb), self);

  self->has_preview = FALSE;
  g_hash_table_remove_all (self->marks);
  g_clear_pointer (&self->right, g_hash_table_unref);
  g_clear_pointer (&self->wrong, g_hash_table_unref);
  g_clear_pointer (&self->missed, g_hash_table_unref);
  set_selection (self, FALSE, 0, 0, -1);
  if (gtk_widget_get_width (GTK_WIDGET (self)) > 0)
    fit (self);
  else
    self->fitted = FALSE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

BastideEditorTool
bastide_editor_canvas_get_tool (BastideEditorCanvas *self)
{
  g_return_val_if_fail (BASTIDE_IS_EDITOR_CANVAS (self), 0);
  return self->tool;
}

void
bastide_editor_canvas_set_tool (BastideEditorCanvas *self,
                                BastideEditorTool    tool)
{
  g_return_if_fail (BASTIDE_IS_EDITOR_CANVAS (self));
  if (self->tool == tool)
    return;
  self->tool = tool;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TOOL]);
}

int
bastide_editor_canvas_get_tile_type (BastideEditorCanvas *self)
{
  g_return_val_if_fail (BASTIDE_IS_EDITOR_CANVAS (self), -1);
  return self->tile_type;
}

void
bastide_editor_canvas_set_tile_type (BastideEditorCanvas *self,
                                     int                  type)
{
  g_return_if_fail (BASTIDE_IS_EDITOR_CANVAS (self));
  if (type >= (int) bastide_catalogue ()->n_types)
    type = -1;
  if (self->tile_type == type)
    return;
  self->tile_type = type;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TILE_TYPE]);
}

guint
bastide_editor_canvas_get_rotation (BastideEditorCanvas *self)
{
  g_return_val_if_fail (BASTIDE_IS_EDITOR_CANVAS (self), 0);
  return self->rotation;
}

void
bastide_editor_canvas_set_rotation (BastideEditorCanvas *self,
                                    guint                rotation)
{
  g_return_if_fail (BASTIDE_IS_EDITOR_CANVAS (self));
  rotation &= 3;
  if (self->rotation == rotation)
    return;
  self->rotation = rotation;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ROTATION]);
}

BastidePieceKind
bastide_editor_canvas_get_piece_kind (BastideEditorCanvas *self)
{
  g_return_val_if_fail (BASTIDE_IS_EDITOR_CANVAS (self), 0);
  return self->piece_kind;
}

void
bastide_editor_canvas_set_piece_kind (BastideEditorCanvas *self,
                                      BastidePieceKind     kind)
{
  g_return_if_fail (BASTIDE_IS_EDITOR_CANVAS (self));
  g_return_if_fail (kind < BASTIDE_N_PIECE_KINDS);
  if (self->piece_kind == kind)
    return;
  self->piece_kind = kind;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PIECE_KIND]);
}

guint
bastide_editor_canvas_get_player (BastideEditorCanvas *self)
{
  g_return_val_if_fail (BASTIDE_IS_EDITOR_CANVAS (self), 0);
  return self->player;
}

void
bastide_editor_canvas_set_player (BastideEditorCanvas *self,
                                  guint                player)
{
  g_return_if_fail (BASTIDE_IS_EDITOR_CANVAS (self));
  player = MIN (player, BASTIDE_MAX_PLAYERS - 1);
  if (self->player == player)
    return;
  self->player = player;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PLAYER]);
}

gboolean
bastide_editor_canvas_get_selected_cell (BastideEditorCanvas *self,
                                         int                 *x,
                                         int                 *y)
{
  g_return_val_if_fail (BASTIDE_IS_EDITOR_CANVAS (self), FALSE);
  if (!self->has_cell)
    return FALSE;
  if (x != NULL)
    *x = self->sel_x;
  if (y != NULL)
    *y = self->sel_y;
  return TRUE;
}

void
bastide_editor_canvas_select_cell (BastideEditorCanvas *self,
                                   int                  x,
                                   int                  y,
                                   gboolean             center)
{
  g_return_if_fail (BASTIDE_IS_EDITOR_CANVAS (self));
  set_selection (self, TRUE, x, y, -1);
  if (center)
    bastide_editor_canvas_center_on (self, x + 0.5, y + 0.5);
}

int
bastide_editor_canvas_get_selected_piece (BastideEditorCanvas *self)
{
  g_return_val_if_fail (BASTIDE_IS_EDITOR_CANVAS (self), -1);
  return self->sel_piece;
}

void
bastide_editor_canvas_select_piece (BastideEditorCanvas *self,
                                    int                  index)
{
  g_return_if_fail (BASTIDE_IS_EDITOR_CANVAS (self));
  if (self->scenario == NULL || index < 0 || index >= (int) bastide_scenario_get_n_pieces (self->scenario))
    index = -1;
  set_selection (self, FALSE, 0, 0, index);
}

void
bastide_editor_canvas_clear_selection (BastideEditorCanvas *self)
{
  g_return_if_fail (BASTIDE_IS_EDITOR_CANVAS (self));
  set_selection (self, FALSE, 0, 0, -1);
}

/**
 * bastide_editor_canvas_press:
 * @bx: board x, in cells
 * @by: board y, in cells
 * @button: 1 for a click, 3 for a right-click
 *
 * Does what a click there does with the current tool: selects a piece
 * under it, places the palette's tile on an empty cell, puts a piece on
 * the feature (or corner, or crown space) under it, marks the cell. A
 * right-click turns the tile under it, or the palette tile's rotation.
 *
 * Returns: whether the scenario (or the marks) changed
 */
gboolean
bastide_editor_canvas_press (BastideEditorCanvas *self,
                             double               bx,
                             double               by,
                             guint                button)
{
  g_autoptr(GError) error = NULL;
  int cx = (int) floor (bx), cy = (int) floor (by);
  const BastideScenarioTile *tile;
  int piece;

  g_return_val_if_fail (BASTIDE_IS_EDITOR_CANVAS (self), FALSE);
  if (self->scenario == NULL)
    return FALSE;

  tile = tile_at (self, cx, cy, NULL);

  if (button == GDK_BUTTON_SECONDARY)
    {
      if (self->tool == BASTIDE_EDITOR_TOOL_VIEW || self->tool == BASTIDE_EDITOR_TOOL_MARK)
        return FALSE;
      if (tile != NULL)
        {
          gboolean done = bastide_scenario_rotate_tile (self->scenario, tile->x, tile->y,
                                                        (tile->rot + 1) & 3, &error);

          if (!done)
            emit_error (self, error);
          bastide_editor_canvas_select_cell (self, cx, cy, FALSE);
          return done;
        }
      bastide_editor_canvas_set_rotation (self, self->rotation + 1);
      return FALSE;
    }

  switch (self->tool)
    {
    case BASTIDE_EDITOR_TOOL_MARK:
      bastide_editor_canvas_toggle_mark (self, cx, cy);
      return TRUE;

    case BASTIDE_EDITOR_TOOL_VIEW:
      bastide_editor_canvas_select_cell (self, cx, cy, FALSE);
      return FALSE;

    case BASTIDE_EDITOR_TOOL_TILE:
    case BASTIDE_EDITOR_TOOL_PIECE:
    default:
      break;
    }

  piece = piece_at (self, bx, by);
  if (piece >= 0)
    {
      bastide_editor_canvas_select_piece (self, piece);
      return FALSE;
    }

  if (self->tool == BASTIDE_EDITOR_TOOL_TILE)
    {
      if (tile != NULL || self->tile_type < 0)
        {
          bastide_editor_canvas_select_cell (self, cx, cy, FALSE);
          if (tile == NULL)
            emit_message (self, _("Choose a tile in the palette first."));
          return FALSE;
        }
      if (!bastide_scenario_place_tile (self->scenario, self->tile_type, cx, cy, self->rotation, &error))
        {
          emit_error (self, error);
          return FALSE;
        }
      bastide_editor_canvas_select_cell (self, cx, cy, FALSE);
      return TRUE;
    }
  else
    {
      BastideScenarioPiece spec;

      if (!piece_for_point (self, self->piece_kind, self->player, bx, by, &spec, &error)
          || !bastide_scenario_add_piece (self->scenario, &spec, &error))
        {
          emit_error (self, error);
          return FALSE;
        }
      bastide_editor_canvas_select_piece (self, bastide_scenario_get_n_pieces (self->scenario) - 1);
      return TRUE;
    }
}

/**
 * bastide_editor_canvas_drag:
 *
 * Drags what lies at the first point to the second: a piece to the feature
 * there, or a tile (with the tile tool) to the cell there.
 *
 * Returns: whether something moved
 */
gboolean
bastide_editor_canvas_drag (BastideEditorCanvas *self,
                            double               from_bx,
                            double               from_by,
                            double               to_bx,
                            double               to_by)
{
  g_autoptr(GError) error = NULL;
  int piece, index;
  const BastideScenarioTile *tile;

  g_return_val_if_fail (BASTIDE_IS_EDITOR_CANVAS (self), FALSE);
  if (self->scenario == NULL
      || self->tool == BASTIDE_EDITOR_TOOL_MARK || self->tool == BASTIDE_EDITOR_TOOL_VIEW)
    return FALSE;

  piece = piece_at (self, from_bx, from_by);
  if (piece >= 0)
    {
      const BastideScenarioPiece *old = bastide_scenario_get_piece (self->scenario, piece);
      BastideScenarioPiece spec;

      if (!piece_for_point (self, old->kind, old->player, to_bx, to_by, &spec, &error))
        {
          emit_error (self, error);
          return FALSE;
        }
      spec.kind = spec.crown >= 0 ? BASTIDE_PIECE_MEEPLE : old->kind;
      if (!bastide_scenario_move_piece (self->scenario, piece, &spec, &error))
        {
          emit_error (self, error);
          return FALSE;
        }
      bastide_editor_canvas_select_piece (self, piece);
      return TRUE;
    }

  if (self->tool != BASTIDE_EDITOR_TOOL_TILE)
    return FALSE;
  tile = tile_at (self, (int) floor (from_bx), (int) floor (from_by), &index);
  if (tile != NULL)
    {
      int x = tile->x, y = tile->y;
      int to_x = (int) floor (to_bx - (from_bx - x));
      int to_y = (int) floor (to_by - (from_by - y));

      if (to_x == x && to_y == y)
        return FALSE;
      if (!bastide_scenario_move_tile (self->scenario, x, y, to_x, to_y, &error))
        {
          emit_error (self, error);
          return FALSE;
        }
      bastide_editor_canvas_select_cell (self, to_x, to_y, FALSE);
      return TRUE;
    }
  return FALSE;
}

/**
 * bastide_editor_canvas_rotate_selection:
 * @direction: 1 clockwise, -1 counter-clockwise
 *
 * Turns the selected tile; with no tile selected, the palette tile's
 * rotation.
 */
gboolean
bastide_editor_canvas_rotate_selection (BastideEditorCanvas *self,
                                        int                  direction)
{
  g_autoptr(GError) error = NULL;
  const BastideScenarioTile *tile = NULL;

  g_return_val_if_fail (BASTIDE_IS_EDITOR_CANVAS (self), FALSE);

  if (self->has_cell)
    tile = tile_at (self, self->sel_x, self->sel_y, NULL);
  if (tile == NULL)
    {
      bastide_editor_canvas_set_rotation (self, self->rotation + (direction < 0 ? 3 : 1));
      return FALSE;
    }
  if (!bastide_scenario_rotate_tile (self->scenario, tile->x, tile->y,
                                     (tile->rot + (direction < 0 ? 3 : 1)) & 3, &error))
    {
      emit_error (self, error);
      return FALSE;
    }
  return TRUE;
}

/**
 * bastide_editor_canvas_delete_selection:
 *
 * Removes the selected piece, or the selected tile (with its pieces).
 */
gboolean
bastide_editor_canvas_delete_selection (BastideEditorCanvas *self)
{
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (BASTIDE_IS_EDITOR_CANVAS (self), FALSE);
  if (self->scenario == NULL)
    return FALSE;

  if (self->sel_piece >= 0)
    {
      int index = self->sel_piece;

      set_selection (self, FALSE, 0, 0, -1);
      if (!bastide_scenario_remove_piece (self->scenario, index, &error))
        {
          emit_error (self, error);
          return FALSE;
        }
      return TRUE;
    }
  if (self->has_cell)
    {
      const BastideScenarioTile *tile = tile_at (self, self->sel_x, self->sel_y, NULL);

      if (tile == NULL)
        return FALSE;
      if (!bastide_scenario_remove_tile (self->scenario, tile->x, tile->y, &error))
        {
          emit_error (self, error);
          return FALSE;
        }
      return TRUE;
    }
  return FALSE;
}

/**
 * bastide_editor_canvas_activate_cursor:
 *
 * Enter on the keyboard: a click in the middle of the selected cell.
 */
gboolean
bastide_editor_canvas_activate_cursor (BastideEditorCanvas *self)
{
  g_return_val_if_fail (BASTIDE_IS_EDITOR_CANVAS (self), FALSE);
  if (!self->has_cell)
    {
      bastide_editor_canvas_select_cell (self, 0, 0, FALSE);
      return FALSE;
    }
  return bastide_editor_canvas_press (self, self->sel_x + 0.5, self->sel_y + 0.5, GDK_BUTTON_PRIMARY);
}

double
bastide_editor_canvas_get_zoom (BastideEditorCanvas *self)
{
  g_return_val_if_fail (BASTIDE_IS_EDITOR_CANVAS (self), DEFAULT_ZOOM);
  return self->zoom;
}

void
bastide_editor_canvas_zoom_in (BastideEditorCanvas *self)
{
  g_return_if_fail (BASTIDE_IS_EDITOR_CANVAS (self));
  set_zoom_around (self, self->zoom * ZOOM_STEP,
                   gtk_widget_get_width (GTK_WIDGET (self)) / 2.0,
                   gtk_widget_get_height (GTK_WIDGET (self)) / 2.0);
}

void
bastide_editor_canvas_zoom_out (BastideEditorCanvas *self)
{
  g_return_if_fail (BASTIDE_IS_EDITOR_CANVAS (self));
  set_zoom_around (self, self->zoom / ZOOM_STEP,
                   gtk_widget_get_width (GTK_WIDGET (self)) / 2.0,
                   gtk_widget_get_height (GTK_WIDGET (self)) / 2.0);
}

void
bastide_editor_canvas_zoom_to_fit (BastideEditorCanvas *self)
{
  g_return_if_fail (BASTIDE_IS_EDITOR_CANVAS (self));
  fit (self);
}

void
bastide_editor_canvas_center_on (BastideEditorCanvas *self,
                                 double               bx,
                                 double               by)
{
  g_return_if_fail (BASTIDE_IS_EDITOR_CANVAS (self));
  self->center_x = bx;
  self->center_y = by;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
bastide_editor_canvas_board_to_widget (BastideEditorCanvas *self,
                                       double               bx,
                                       double               by,
                                       double              *wx,
                                       double              *wy)
{
  g_return_if_fail (BASTIDE_IS_EDITOR_CANVAS (self));
  *wx = to_screen_x (self, bx);
  *wy = to_screen_y (self, by);
}

/**
 * bastide_editor_canvas_piece_position:
 *
 * Where piece @index of the scenario is drawn, in cells.
 */
gboolean
bastide_editor_canvas_piece_position (BastideEditorCanvas *self,
                                      guint                index,
                                      double              *bx,
                                      double              *by)
{
  g_return_val_if_fail (BASTIDE_IS_EDITOR_CANVAS (self), FALSE);
  if (self->scenario == NULL || index >= bastide_scenario_get_n_pieces (self->scenario))
    return FALSE;
  return piece_position (self, index, bx, by);
}

void
bastide_editor_canvas_set_preview (BastideEditorCanvas *self,
                                   const BastideTurn   *turn)
{
  g_return_if_fail (BASTIDE_IS_EDITOR_CANVAS (self));

  self->has_preview = turn != NULL;
  if (turn != NULL)
    self->preview = *turn;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static int
compare_cells (gconstpointer a,
               gconstpointer b)
{
  const BastidePuzzleCell *ca = a, *cb = b;

  if (ca->y != cb->y)
    return ca->y < cb->y ? -1 : 1;
  return ca->x < cb->x ? -1 : ca->x > cb->x;
}

GArray *
bastide_editor_canvas_get_marks (BastideEditorCanvas *self)
{
  GArray *cells = g_array_new (FALSE, FALSE, sizeof (BastidePuzzleCell));
  GHashTableIter iter;
  gpointer key;

  g_return_val_if_fail (BASTIDE_IS_EDITOR_CANVAS (self), cells);

  g_hash_table_iter_init (&iter, self->marks);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    {
      BastidePuzzleCell cell;

      unpack_cell (key, &cell.x, &cell.y);
      g_array_append_val (cells, cell);
    }
  g_array_sort (cells, compare_cells);
  return cells;
}

void
bastide_editor_canvas_toggle_mark (BastideEditorCanvas *self,
                                   int                  x,
                                   int                  y)
{
  gpointer key = pack_cell (x, y);

  g_return_if_fail (BASTIDE_IS_EDITOR_CANVAS (self));

  if (!g_hash_table_remove (self->marks, key))
    g_hash_table_add (self->marks, key);
  bastide_editor_canvas_set_verdict (self, NULL, NULL, NULL);
  set_selection (self, TRUE, x, y, -1);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_signal_emit (self, signals[MARKS_CHANGED], 0);
}

void
bastide_editor_canvas_clear_marks (BastideEditorCanvas *self)
{
  g_return_if_fail (BASTIDE_IS_EDITOR_CANVAS (self));

  if (g_hash_table_size (self->marks) == 0)
    return;
  g_hash_table_remove_all (self->marks);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_signal_emit (self, signals[MARKS_CHANGED], 0);
}

static GHashTable *
cell_set (GArray *cells)
{
  GHashTable *set;

  if (cells == NULL || cells->len == 0)
    return NULL;
  set = g_hash_table_new (NULL, NULL);
  for (guint i = 0; i < cells->len; i++)
    {
      const BastidePuzzleCell *cell = &g_array_index (cells, BastidePuzzleCell, i);

      g_hash_table_add (set, pack_cell (cell->x, cell->y));
    }
  return set;
}

void
bastide_editor_canvas_set_verdict (BastideEditorCanvas *self,
                                   GArray              *right,
                                   GArray              *wrong,
                                   GArray              *missed)
{
  g_return_if_fail (BASTIDE_IS_EDITOR_CANVAS (self));

  g_clear_pointer (&self->right, g_hash_table_unref);
  g_clear_pointer (&self->wrong, g_hash_table_unref);
  g_clear_pointer (&self->missed, g_hash_table_unref);
  self->right = cell_set (right);
  self->wrong = cell_set (wrong);
  self->missed = cell_set (missed);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
bastide_editor_canvas_set_insets (BastideEditorCanvas *self,
                                  const GtkBorder     *insets)
{
  g_return_if_fail (BASTIDE_IS_EDITOR_CANVAS (self));
  g_return_if_fail (insets != NULL);
  self->insets = *insets;
}

void
bastide_editor_canvas_set_show_problems (BastideEditorCanvas *self,
                                         gboolean             show)
{
  g_return_if_fail (BASTIDE_IS_EDITOR_CANVAS (self));
  self->show_problems = !!show;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}
