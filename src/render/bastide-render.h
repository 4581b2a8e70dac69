/* bastide-render.h: drawing tiles, pieces and boards with plain cairo
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Nothing here needs a window: the board view calls these functions inside
 * gtk_snapshot_append_cairo(), bastide-cli and the tests call them on an
 * image surface, and the pixels are the same.
 *
 * Units. A tile is drawn into the square (0, 0)–(size, size) of the
 * current user space. Geometry functions (anchors, hit tests) speak *tile
 * units*: 0…1 across a tile, 0…4 across the wheel board, measured in the
 * orientation the tile lies on the board (after `rot`). Multiply by the
 * cell size in pixels to get pixels.
 *
 * Rotation `rot` is the number of quarter turns clockwise (0–3), as in
 * BastidePlacedTile; tiles are drawn in their catalogue orientation and the
 * context is turned, so a tile looks the same at every rotation.
 */

#pragma once

#include <cairo.h>
#include <glib.h>

#include "bastide-record.h"
#include "bastide-state.h"
#include "bastide-tiles.h"

G_BEGIN_DECLS

/* Tiles */

/* Draws tile type `type_index` (a catalogue index) turned `rot` quarter
 * turns into (0, 0)–(size, size). The wheel board (type->is_wheel_board) is
 * drawn whole into that square, pig on FORTUNE and no followers; use
 * bastide_render_wheel_board() to show a game's wheel. */
void              bastide_render_tile             (cairo_t               *cr,
                                                   guint                  type_index,
                                                   guint                  rot,
                                                   double                 size);

/* The same tile on a new ARGB32 image surface `size` pixels square, for
 * caching (for instance as a GdkTexture). Free with cairo_surface_destroy. */
cairo_surface_t  *bastide_render_tile_surface     (guint                  type_index,
                                                   guint                  rot,
                                                   int                    size);

/* Cells a tile type covers on each side: 1, or 4 for the wheel board. */
double            bastide_render_tile_units       (guint                  type_index);

/* Feature geometry, in tile units after rotation */

/* Where a piece on `feature` stands: a city's middle, the middle of a road
 * segment, a field's widest part away from roads, a cloister's or garden's
 * centre. Anchors of different features of a tile lie apart. Returns FALSE
 * when the feature index is out of range. */
gboolean          bastide_render_feature_anchor   (guint                  type_index,
                                                   guint                  rot,
                                                   int                    feature,
                                                   double                *x,
                                                   double                *y);

/* Where a barn on corner `corner` (board orientation, as in BastidePiece)
 * stands: the corner point itself, (1, 0) for NE and so on. */
void              bastide_render_corner_anchor    (BastideCorner          corner,
                                                   double                *x,
                                                   double                *y);

/* The feature under the point (x, y), or -1 for none (a house, the wheel,
 * outside the tile). Buildings win over the road or field beneath them. The
 * river is returned too: check its kind. */
int               bastide_render_feature_at       (guint                  type_index,
                                                   guint                  rot,
                                                   double                 x,
                                                   double                 y);

/* Replaces the current path with the outline of `feature` on a tile drawn
 * with bastide_render_tile (cr, type_index, rot, size): fill it (winding
 * rule) to highlight the feature, or use cairo_in_fill() to hit-test. A
 * field's outline is traced from the layout and is exact to about 1/100
 * of a tile. Does nothing for an unknown feature. */
void              bastide_render_feature_path     (cairo_t               *cr,
                                                   guint                  type_index,
                                                   guint                  rot,
                                                   int                    feature,
                                                   double                 size);

/* The wheel board */

/* Draws the wheel board (4 × 4 cells) into (0, 0)–(size, size): its land,
 * the wheel with its six sectors, their crown spaces and the pig on
 * `pig`. `crowns` (may be NULL) gives the owner on each crown space or -1,
 * as BastideState.crowns; `colors` (may be NULL: seat order) maps players
 * to colours. */
void              bastide_render_wheel_board      (cairo_t               *cr,
                                                   double                 size,
                                                   BastideSector          pig,
                                                   const gint8            crowns[BASTIDE_N_SECTORS][2],
                                                   const BastideColor    *colors);

/* Crown spaces on a sector: 1 or 2. */
guint             bastide_render_crown_spaces     (BastideSector          sector);

/* Where crown space `space` of `sector` lies, in tile units of the wheel
 * board (0…4). */
void              bastide_render_crown_anchor     (BastideSector          sector,
                                                   guint                  space,
                                                   double                *x,
                                                   double                *y);

/* Where the pig stands when it is on `sector`, in wheel board units. */
void              bastide_render_pig_anchor       (BastideSector          sector,
                                                   double                *x,
                                                   double                *y);

/* The sector whose crown spaces are under (x, y) (wheel board units), or
 * -1. */
int               bastide_render_crown_at         (double                 x,
                                                   double                 y);

/* The sector's name, translated. */
const char       *bastide_render_sector_label     (BastideSector          sector);

/* Pieces */

typedef enum
{
  BASTIDE_RENDER_STANDING,
  BASTIDE_RENDER_LYING,      /* a farmer */
} BastideRenderPose;

/* Each colour also has an emblem, drawn on its pieces, so that players who
 * cannot tell the colours apart can still tell the pieces apart:
 * red circle, green square, blue triangle, yellow diamond, black star,
 * pink cross. */
void              bastide_render_color_rgb        (BastideColor           color,
                                                   double                *r,
                                                   double                *g,
                                                   double                *b);
/* "circle", "square", … translated: for accessible descriptions */
const char       *bastide_render_emblem_label     (BastideColor           color);

/* Adds a rectangle with corners rounded to radius `r` as a new sub-path
 * (frames, highlights and shadows on the board and the editor canvas). */
void              bastide_render_rounded_rectangle (cairo_t              *cr,
                                                    double                x,
                                                    double                y,
                                                    double                width,
                                                    double                height,
                                                    double                r);

/* A red bar along side `side` (a BastideSide) of the square `size` across
 * from (x, y): where edges do not match. */
void              bastide_render_side_bar         (cairo_t               *cr,
                                                   int                    side,
                                                   double                 x,
                                                   double                 y,
                                                   double                 size);

/* A square's name ("A") in a badge in its north-west corner; the square
 * is `size` across from (x, y). */
void              bastide_render_square_label     (cairo_t               *cr,
                                                   const char            *text,
                                                   double                 x,
                                                   double                 y,
                                                   double                 size);

/* The emblem alone, centred on (x, y), `size` across, in a colour that
 * stands out on the player colour (e.g. in a score list, over a swatch of
 * the player colour). */
void              bastide_render_emblem           (cairo_t               *cr,
                                                   BastideColor           color,
                                                   double                 x,
                                                   double                 y,
                                                   double                 size);

/* Draws a piece centred on (x, y), `size` tall (a meeple's height; a
 * mayor is drawn larger, a farmer lies down), with a dark outline and a
 * soft shadow so it reads on any terrain. Knights, thieves, monks and
 * farmers are BASTIDE_PIECE_MEEPLE: the pose tells a farmer. */
void              bastide_render_piece            (cairo_t               *cr,
                                                   BastidePieceKind       kind,
                                                   BastideColor           color,
                                                   BastideRenderPose      pose,
                                                   double                 x,
                                                   double                 y,
                                                   double                 size);

/* The pose of a piece standing on a feature of the given kind. */
BastideRenderPose bastide_render_pose_for         (BastidePieceKind       kind,
                                                   BastideFeatureKind     on);

/* Whole positions */

typedef struct
{
  double              cell_size;      /* pixels per cell */
  double              origin_x;       /* pixel position of the north-west */
  double              origin_y;       /*   corner of cell (0, 0) */
  const BastideColor *colors;         /* per player, or NULL: seat order */
  int                 highlight_slot; /* a tile slot to outline, or -1 */
} BastideRenderView;

/* A view with no highlight and seat-order colours. */
void              bastide_render_view_init        (BastideRenderView     *view,
                                                   double                 cell_size,
                                                   double                 origin_x,
                                                   double                 origin_y);

/* Sets cell_size and the origin so the whole position fits in width ×
 * height pixels with `margin` pixels free on each side; cell_size is capped
 * at max_cell (0: no cap). */
void              bastide_render_view_fit         (BastideRenderView     *view,
                                                   const BastideState    *state,
                                                   double                 width,
                                                   double                 height,
                                                   double                 margin,
                                                   double                 max_cell);

/* Draws every tile of `state` (skipping those outside the clip), the wheel
 * with its pig and crowns, and every piece at its anchor (barns on their
 * corners). Costs a few milliseconds for a full board. */
void              bastide_render_board            (cairo_t               *cr,
                                                   const BastideState    *state,
                                                   const BastideRenderView *view);

/* Where piece `index` of state->pieces is drawn, in board cells: x = 2.5
 * is the middle of column 2 (pixels: origin_x + x * cell_size). Pieces on
 * one spot are set side by side; a follower on a crown space is placed on
 * the wheel. Returns FALSE for a bad index. */
gboolean          bastide_render_piece_position   (const BastideState    *state,
                                                   guint                  index,
                                                   double                *x,
                                                   double                *y);

/* The same from plain values, for a view that reads the position through
 * the model: the piece stands on the tile of `type_index` at (tile_x,
 * tile_y) turned `rot`, on `feature`, or a barn on `corner` (>= 0), or on
 * a crown space of sector `crown` (>= 0: the tile is the wheel board);
 * it is the `rank`-th of `count` pieces on that spot. */
void              bastide_render_piece_spot       (guint                  type_index,
                                                   guint                  rot,
                                                   int                    tile_x,
                                                   int                    tile_y,
                                                   int                    feature,
                                                   int                    corner,
                                                   int                    crown,
                                                   guint                  rank,
                                                   guint                  count,
                                                   double                *x,
                                                   double                *y);

G_END_DECLS
