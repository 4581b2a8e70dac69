/* bastide-render-private.h: tile geometry shared by the drawing code
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every tile type is laid out once, in its catalogue orientation, in tile
 * units: (0, 0) is the north-west corner and (1, 1) the south-east one (the
 * wheel board spans 4 × 4 units). The layout lists the shapes to draw
 * (cities, roads, the river, buildings) and a label map, a small raster
 * that says which feature each point belongs to. The label map gives the
 * fields (flood-filled from their ports), the anchors and the hit test.
 */

#pragma once

#include <cairo.h>
#include <glib.h>

#include "bastide-tiles.h"

G_BEGIN_DECLS

#define BR_MAX_PTS 64
#define BR_MAX_SEGS 8
#define BR_MAX_CITIES 4
#define BR_MAX_PATHS 8
#define BR_MAX_DECOS 20
#define BR_MAX_SEEDS 8

/* The wheel's radius on the wheel board, in cells; its centre is (2, 2) */
#define BR_WHEEL_RADIUS 1.3

/* Label map values besides feature indices */
#define BR_LABEL_EMPTY 255
#define BR_LABEL_BLOCK 254   /* a building that belongs to no feature */

typedef struct
{
  double x, y;
} BrPt;

/* One piece of a city outline: a cubic Bézier curve; a wall or a stretch
 * of the tile's edge. */
typedef struct
{
  BrPt p0, c1, c2, p1;
  guint8 wall;
} BrSeg;

typedef struct
{
  gint8 feature;
  guint8 over;            /* drawn above the other cities (it crosses them) */
  guint8 n_segs;
  BrSeg segs[BR_MAX_SEGS];
} BrCity;

typedef enum
{
  BR_END_EDGE,            /* leaves the tile */
  BR_END_HIDDEN,          /* under a building or a plaza */
  BR_END_GATE,            /* at a city gate */
  BR_END_TUNNEL,          /* goes underground here */
  BR_END_SPRING,
  BR_END_LAKE,
} BrEndKind;

/* A road or river centre line, drawn as a polyline. A road feature may have
 * several branches (one road joining three edges). */
typedef struct
{
  gint8 feature;
  guint8 start;           /* BrEndKind at p[0] */
  guint8 end;             /* BrEndKind at p[n - 1] */
  guint8 n;
  BrPt p[BR_MAX_PTS];
} BrPath;

typedef enum
{
  BR_DECO_CLOISTER,
  BR_DECO_ABBEY,
  BR_DECO_HUT,            /* a junction */
  BR_DECO_HOUSE,          /* a dead end */
  BR_DECO_WELL,           /* a road crossing that is not a junction */
  BR_DECO_GARDEN,
  BR_DECO_SHIELD,
  BR_DECO_WHEEL,          /* Wheel of Fortune icon, value = pig steps */
  BR_DECO_SPRING,
  BR_DECO_LAKE,
  BR_DECO_GATE,           /* angle: the way out of the city */
  BR_DECO_TUNNEL,         /* angle: the way out of the tunnel */
  BR_DECO_BRIDGE,         /* angle: the road's direction */
  BR_DECO_UNDERPASS,      /* the hidden way of a tunnel, from p to q */
} BrDecoKind;

typedef struct
{
  guint8 kind;
  gint8 feature;
  guint8 value;
  BrPt p;
  BrPt q;
  double angle;
  double size;
} BrDeco;

typedef struct
{
  gint8 feature;
  BrPt p;
} BrSeed;

typedef struct
{
  guint type_index;
  const BastideTileType *type;
  double units;           /* 1, or 4 for the wheel board */
  int res;                /* label map pixels per unit */
  int w;                  /* label map side in pixels */

  double road_width;
  double river_width;

  guint n_cities;
  BrCity cities[BR_MAX_CITIES];
  guint n_roads;
  BrPath roads[BR_MAX_PATHS];
  guint n_rivers;
  BrPath rivers[2];
  guint n_decos;
  BrDeco decos[BR_MAX_DECOS];
  guint n_seeds;
  BrSeed seeds[BR_MAX_SEEDS];

  guint8 *labels;         /* w × w */
  BrPt anchors[BASTIDE_MAX_FEATURES];
  cairo_path_t *outlines[BASTIDE_MAX_FEATURES];  /* traced, for fields */
  char *problems;         /* layout does not match the catalogue, or NULL */
} BrGeom;

const BrGeom *bastide_render_geom        (guint          type_index);

/* The label under (x, y), tile units, catalogue orientation */
guint8        br_label_at                (const BrGeom  *geom,
                                          double         x,
                                          double         y);
/* The point of corner c (NE SE SW NW) */
BrPt          br_corner_point            (guint          corner);
/* A point in catalogue orientation turned rot quarter turns, tile units */
BrPt          br_rotate_point            (BrPt           p,
                                          guint          rot,
                                          double         units);

/* Appends the outline of a city, road or river to the current path, in
 * tile units (catalogue orientation). */
void          br_city_path               (cairo_t       *cr,
                                          const BrCity  *city);
void          br_path_outline            (cairo_t       *cr,
                                          const BrPath  *path,
                                          double         width);
void          br_path_line               (cairo_t       *cr,
                                          const BrPath  *path);

/* Drawing helpers shared by the tile, piece and board code */
void          br_set_rgb                 (cairo_t       *cr,
                                          guint32        rgb);
void          br_set_rgba                (cairo_t       *cr,
                                          guint32        rgb,
                                          double         alpha);
void          br_draw_layout             (cairo_t       *cr,
                                          const BrGeom  *geom);
void          br_draw_meeple_path        (cairo_t       *cr);

/* Palette */
#define BR_FIELD        0x8cbf5aU
#define BR_FIELD_DARK   0x6fa546U
#define BR_FIELD_LIGHT  0xa5d06cU
#define BR_CITY         0xd8ab6bU
#define BR_CITY_DARK    0xb98a4fU
#define BR_CITY_ROOF    0xc0764bU
#define BR_WALL         0xcbbfa6U
#define BR_WALL_DARK    0x6b5236U
#define BR_ROAD         0xf3e8c8U
#define BR_ROAD_EDGE    0xa88f62U
#define BR_RIVER        0x4a98d6U
#define BR_RIVER_DARK   0x2f6fa8U
#define BR_RIVER_LIGHT  0x9fd0f2U
#define BR_ROOF_RED     0xc4443aU
#define BR_ROOF_SLATE   0x5d6b82U
#define BR_ROOF_THATCH  0xb88a3cU
#define BR_HOUSE_WALL   0xf4ead5U
#define BR_OUTLINE      0x3d3328U
#define BR_SHIELD       0x2f5fb3U
#define BR_HEDGE        0x3f7f3aU

G_END_DECLS
