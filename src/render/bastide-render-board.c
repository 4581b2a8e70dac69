/* bastide-render-board.c: feature geometry and whole positions
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>
#include <pango/pangocairo.h>

#include "bastide-render.h"
#include "bastide-render-private.h"

gboolean
bastide_render_feature_anchor (guint   type_index,
                               guint   rot,
                               int     feature,
                               double *x,
                               double *y)
{
  const BrGeom *geom;
  BrPt p;

  g_return_val_if_fail (type_index < bastide_catalogue ()->n_types, FALSE);
  geom = bastide_render_geom (type_index);
  if (feature < 0 || feature >= geom->type->n_features)
    return FALSE;
  p = br_rotate_point (geom->anchors[feature], geom->type->is_wheel_board ? 0 : rot, geom->units);
  *x = p.x;
  *y = p.y;
  return TRUE;
}

void
bastide_render_corner_anchor (BastideCorner  corner,
                              double        *x,
                              double        *y)
{
  BrPt p = br_corner_point (corner);

  *x = p.x;
  *y = p.y;
}

int
bastide_render_feature_at (guint  type_index,
                           guint  rot,
                           double x,
                           double y)
{
  const BrGeom *geom;
  BrPt p;
  guint8 label;

  g_return_val_if_fail (type_index < bastide_catalogue ()->n_types, -1);
  geom = bastide_render_geom (type_index);
  if (x < 0 || y < 0 || x >= geom->units || y >= geom->units)
    return -1;
  if (!geom->type->is_wheel_board)
    {
      /* board orientation back to catalogue orientation */
      p.x = x;
      p.y = y;
      p = br_rotate_point (p, (4 - (rot & 3)) % 4, 1);
      x = p.x;
      y = p.y;
    }
  label = br_label_at (geom, x, y);
  return label < geom->type->n_features ? label : -1;
}

void
bastide_render_feature_path (cairo_t *cr,
                             guint    type_index,
                             guint    rot,
                             int      feature,
                             double   size)
{
  const BrGeom *geom;
  cairo_matrix_t saved;

  g_return_if_fail (cr != NULL);
  g_return_if_fail (type_index < bastide_catalogue ()->n_types);
  geom = bastide_render_geom (type_index);
  cairo_new_path (cr);
  if (feature < 0 || feature >= geom->type->n_features)
    return;

  cairo_get_matrix (cr, &saved);
  if (!geom->type->is_wheel_board)
    {
      cairo_translate (cr, size / 2, size / 2);
      cairo_rotate (cr, (rot & 3) * G_PI / 2);
      cairo_translate (cr, -size / 2, -size / 2);
    }
  cairo_scale (cr, size / geom->units, size / geom->units);

  switch ((BastideFeatureKind) geom->type->features[feature].kind)
    {
    case BASTIDE_FEATURE_CITY:
      for (guint c = 0; c < geom->n_cities; c++)
        if (geom->cities[c].feature == feature)
          br_city_path (cr, &geom->cities[c]);
      break;
    case BASTIDE_FEATURE_ROAD:
      for (guint r = 0; r < geom->n_roads; r++)
        if (geom->roads[r].feature == feature)
          br_path_outline (cr, &geom->roads[r], geom->road_width + 0.02);
      for (guint d = 0; d < geom->n_decos; d++)
        if (geom->decos[d].kind == BR_DECO_WELL && geom->decos[d].feature == feature)
          {
            cairo_new_sub_path (cr);
            cairo_arc (cr, geom->decos[d].p.x, geom->decos[d].p.y, geom->decos[d].size / 2, 0, 2 * G_PI);
          }
      break;
    case BASTIDE_FEATURE_RIVER:
      for (guint r = 0; r < geom->n_rivers; r++)
        if (geom->rivers[r].feature == feature)
          br_path_outline (cr, &geom->rivers[r], geom->river_width);
      break;
    case BASTIDE_FEATURE_CLOISTER:
    case BASTIDE_FEATURE_GARDEN:
      for (guint d = 0; d < geom->n_decos; d++)
        {
          const BrDeco *deco = &geom->decos[d];

          if (deco->feature != feature)
            continue;
          if (deco->kind == BR_DECO_GARDEN)
            cairo_arc (cr, deco->p.x, deco->p.y, deco->size / 2, 0, 2 * G_PI);
          else if (deco->kind == BR_DECO_CLOISTER || deco->kind == BR_DECO_ABBEY)
            cairo_rectangle (cr, deco->p.x - deco->size * 0.5, deco->p.y - deco->size * 0.5,
                             deco->size, deco->size);
        }
      break;
    case BASTIDE_FEATURE_FIELD:
      if (geom->outlines[feature] != NULL)
        cairo_append_path (cr, geom->outlines[feature]);
      break;
    case BASTIDE_N_FEATURE_KINDS:
    default:
      break;
    }
  cairo_set_matrix (cr, &saved);
}

/* Views */

void
bastide_render_view_init (BastideRenderView *view,
                          double             cell_size,
                          double             origin_x,
                          double             origin_y)
{
  view->cell_size = cell_size;
  view->origin_x = origin_x;
  view->origin_y = origin_y;
  view->colors = NULL;
  view->highlight_slot = -1;
}

void
bastide_render_view_fit (BastideRenderView  *view,
                         const BastideState *state,
                         double              width,
                         double              height,
                         double              margin,
                         double              max_cell)
{
  double nx = 1, ny = 1, min_x = 0, min_y = 0;
  double cell;

  if (state->n_tiles > 0)
    {
      nx = state->max_x - state->min_x + 1;
      ny = state->max_y - state->min_y + 1;
      min_x = state->min_x;
      min_y = state->min_y;
    }
  cell = MIN ((width - 2 * margin) / nx, (height - 2 * margin) / ny);
  if (max_cell > 0)
    cell = MIN (cell, max_cell);
  cell = MAX (cell, 1);
  view->cell_size = cell;
  view->origin_x = width / 2 - (min_x + nx / 2) * cell;
  view->origin_y = height / 2 - (min_y + ny / 2) * cell;
}

static BastideColor
piece_color (const BastideRenderView *view,
             guint                    owner)
{
  if (view->colors != NULL)
    return view->colors[owner];
  return MIN (owner, BASTIDE_N_COLORS - 1);
}

/**
 * bastide_render_piece_spot:
 * @type_index: the catalogue type of the tile the piece stands on (the
 *   wheel board for a crown space)
 * @rot: that tile's quarter turns
 * @tile_x: that tile's column
 * @tile_y: that tile's row
 * @feature: the feature it stands on
 * @corner: a barn's corner, or -1
 * @crown: the sector of a crown space, or -1
 * @rank: its place among the pieces on the same spot, from 0
 * @count: how many pieces stand there
 * @x: (out): column, in board cells
 * @y: (out): row, in board cells
 *
 * Where a piece is drawn, from what a view knows of it: pieces on one
 * spot stand side by side; the second follower on a sector takes its
 * second crown space.
 */
void
bastide_render_piece_spot (guint   type_index,
                           guint   rot,
                           int     tile_x,
                           int     tile_y,
                           int     feature,
                           int     corner,
                           int     crown,
                           guint   rank,
                           guint   count,
                           double *x,
                           double *y)
{
  double ax = 0.5, ay = 0.5;

  if (crown >= 0)
    bastide_render_crown_anchor (crown, MIN (rank, 1), &ax, &ay);
  else if (corner >= 0)
    bastide_render_corner_anchor (corner, &ax, &ay);
  else
    bastide_render_feature_anchor (type_index, rot, feature, &ax, &ay);

  if (crown < 0 && count > 1)
    ax += (rank - (count - 1) / 2.0) * 0.2;
  *x = tile_x + ax;
  *y = tile_y + ay;
}

gboolean
bastide_render_piece_position (const BastideState *state,
                               guint               index,
                               double             *x,
                               double             *y)
{
  const BastidePiece *piece;
  const BastidePlacedTile *tile = NULL;
  guint rank, count;
  int feature = -1;

  g_return_val_if_fail (state != NULL, FALSE);
  if (index >= state->n_pieces)
    return FALSE;
  piece = &state->pieces[index];

  if (piece->crown >= 0)
    {
      /* on a crown space: find the wheel board */
      for (guint t = 0; t < state->n_tiles && tile == NULL; t++)
        if (bastide_catalogue_get (state->tiles[t].type)->is_wheel_board)
          tile = &state->tiles[t];
    }
  else if (piece->node != BASTIDE_NODE_NONE)
    {
      tile = &state->tiles[state->nodes[piece->node].tile];
      feature = state->nodes[piece->node].feature;
    }
  if (tile == NULL)
    return FALSE;

  rank = bastide_state_piece_rank (state, index, &count);
  bastide_render_piece_spot (tile->type, tile->rot, tile->x, tile->y, feature,
                             piece->kind == BASTIDE_PIECE_BARN ? piece->corner : -1, piece->crown,
                             rank, count, x, y);
  return TRUE;
}

static void
highlight_tile (cairo_t                 *cr,
                const BastideRenderView *view,
                const BastidePlacedTile *tile)
{
  double units = bastide_render_tile_units (tile->type);
  double x = view->origin_x + tile->x * view->cell_size;
  double y = view->origin_y + tile->y * view->cell_size;
  double s = units * view->cell_size;
  double w = MAX (2, view->cell_size * 0.03);

  cairo_save (cr);
  cairo_rectangle (cr, x + w / 2, y + w / 2, s - w, s - w);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.85);
  cairo_set_line_width (cr, w);
  cairo_stroke (cr);
  cairo_rectangle (cr, x + w * 1.5, y + w * 1.5, s - 3 * w, s - 3 * w);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.25);
  cairo_set_line_width (cr, w * 0.5);
  cairo_stroke (cr);
  cairo_restore (cr);
}

void
bastide_render_board (cairo_t                 *cr,
                      const BastideState      *state,
                      const BastideRenderView *view)
{
  double cx0, cy0, cx1, cy1;
  double cell;
  guint order[BASTIDE_MAX_PIECES];
  double px[BASTIDE_MAX_PIECES], py[BASTIDE_MAX_PIECES];
  guint n = 0;
  BastideColor colors[BASTIDE_MAX_PLAYERS];

  g_return_if_fail (cr != NULL);
  g_return_if_fail (state != NULL);
  g_return_if_fail (view != NULL && view->cell_size > 0);

  cell = view->cell_size;
  for (guint p = 0; p < BASTIDE_MAX_PLAYERS; p++)
    colors[p] = piece_color (view, MIN (p, MAX (state->rules.n_players, 1u) - 1u));
  cairo_clip_extents (cr, &cx0, &cy0, &cx1, &cy1);

  cairo_save (cr);
  for (guint t = 0; t < state->n_tiles; t++)
    {
      const BastidePlacedTile *tile = &state->tiles[t];
      const BastideTileType *type = bastide_catalogue_get (tile->type);
      double units = type->is_wheel_board ? BASTIDE_WHEEL_SIZE : 1;
      double x = view->origin_x + tile->x * cell, y = view->origin_y + tile->y * cell;

      if (x > cx1 || y > cy1 || x + units * cell < cx0 || y + units * cell < cy0)
        continue;
      cairo_save (cr);
      cairo_translate (cr, x, y);
      if (type->is_wheel_board)
        bastide_render_wheel_board (cr, units * cell, state->pig, NULL, NULL);
      else
        bastide_render_tile (cr, tile->type, tile->rot, cell);
      cairo_restore (cr);
    }

  if (view->highlight_slot >= 0 && view->highlight_slot < state->n_tiles)
    highlight_tile (cr, view, &state->tiles[view->highlight_slot]);

  /* pieces, barns first, then from north to south so they overlap well */
  for (guint i = 0; i < state->n_pieces; i++)
    if (bastide_render_piece_position (state, i, &px[i], &py[i]))
      order[n++] = i;
  for (guint a = 1; a < n; a++)
    for (guint b = a; b > 0; b--)
      {
        guint i = order[b - 1], j = order[b];
        gboolean i_barn = state->pieces[i].kind == BASTIDE_PIECE_BARN;
        gboolean j_barn = state->pieces[j].kind == BASTIDE_PIECE_BARN;

        if ((i_barn && !j_barn) || (i_barn == j_barn && py[i] <= py[j]))
          break;
        order[b - 1] = j;
        order[b] = i;
      }
  for (guint k = 0; k < n; k++)
    {
      const BastidePiece *piece = &state->pieces[order[k]];
      BastideFeatureKind on = BASTIDE_FEATURE_CITY;
      double size = cell * 0.3;

      if (piece->node != BASTIDE_NODE_NONE && piece->crown < 0)
        on = state->nodes[piece->node].kind;
      if (piece->crown >= 0)
        size = cell * 0.24;
      else if (piece->kind == BASTIDE_PIECE_BARN)
        size = cell * 0.34;
      bastide_render_piece (cr, piece->kind, colors[piece->owner],
                            bastide_render_pose_for (piece->kind, on),
                            view->origin_x + px[order[k]] * cell,
                            view->origin_y + py[order[k]] * cell - (piece->crown >= 0 ? 0.03 * cell : 0),
                            size);
    }
  cairo_restore (cr);
}

void
bastide_render_rounded_rectangle (cairo_t *cr,
                                  double   x,
                                  double   y,
                                  double   width,
                                  double   height,
                                  double   r)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + width - r, y + r, r, -G_PI / 2, 0);
  cairo_arc (cr, x + width - r, y + height - r, r, 0, G_PI / 2);
  cairo_arc (cr, x + r, y + height - r, r, G_PI / 2, G_PI);
  cairo_arc (cr, x + r, y + r, r, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}

/**
 * bastide_render_square_label:
 * @text: the square's name, a letter or two
 * @x: left of the square, in device pixels
 * @y: top of the square
 * @size: the square's side
 *
 * A square's name as sentences about the board use it ("square A"): a
 * dark badge with the letter in white, in the square's north-west corner,
 * where it hides the least of the tile.
 */
void
bastide_render_square_label (cairo_t    *cr,
                             const char *text,
                             double      x,
                             double      y,
                             double      size)
{
  PangoLayout *layout;
  PangoFontDescription *font;
  PangoRectangle logical;
  double height = CLAMP (size * 0.3, 14, 28), width, inset = MAX (2, size * 0.04);

  cairo_save (cr);
  layout = pango_cairo_create_layout (cr);
  font = pango_font_description_from_string ("Cantarell, Sans Bold");
  pango_font_description_set_weight (font, PANGO_WEIGHT_BOLD);
  pango_font_description_set_absolute_size (font, height * 0.72 * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_layout_set_text (layout, text, -1);
  pango_layout_get_pixel_extents (layout, NULL, &logical);
  width = MAX (height, logical.width + height * 0.5);

  bastide_render_rounded_rectangle (cr, x + inset, y + inset, width, height, height / 2);
  cairo_set_source_rgba (cr, 0.12, 0.1, 0.08, 0.88);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.9);
  cairo_set_line_width (cr, 1.5);
  cairo_stroke (cr);
  cairo_move_to (cr, x + inset + (width - logical.width) / 2, y + inset + (height - logical.height) / 2);
  cairo_set_source_rgb (cr, 1, 1, 1);
  pango_cairo_show_layout (cr, layout);

  pango_font_description_free (font);
  g_object_unref (layout);
  cairo_restore (cr);
}

/**
 * bastide_render_side_bar:
 * @side: a #BastideSide of the square
 * @x: left of the square, in device pixels
 * @y: top of the square
 * @size: the square's side
 *
 * A red bar along one side of a square: where edges do not match.
 */
void
bastide_render_side_bar (cairo_t *cr,
                         int      side,
                         double   x,
                         double   y,
                         double   size)
{
  double w = MAX (4, size / 12);
  static const double bars[4][4] = {
    { 0, 0, 1, 0 },   /* north: along the top */
    { 1, 0, 0, 1 },   /* east */
    { 0, 1, 1, 0 },   /* south */
    { 0, 0, 0, 1 },   /* west */
  };
  const double *bar = bars[side & 3];

  cairo_save (cr);
  cairo_rectangle (cr,
                   x + bar[0] * (size - w), y + bar[1] * (size - w),
                   bar[2] != 0 ? size : w, bar[3] != 0 ? size : w);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.9);
  cairo_set_line_width (cr, 2);
  cairo_stroke_preserve (cr);
  cairo_set_source_rgb (cr, 0.85, 0.1, 0.1);
  cairo_fill (cr);
  cairo_restore (cr);
}
