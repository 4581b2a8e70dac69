/* bastide-tiles.h: the tile catalogue (ids, edges, features, rotations)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Sides and ports are numbered clockwise from the north, as in tiles.md. */
typedef enum
{
  BASTIDE_SIDE_N,
  BASTIDE_SIDE_E,
  BASTIDE_SIDE_S,
  BASTIDE_SIDE_W,
} BastideSide;

typedef enum
{
  BASTIDE_PORT_NNW,
  BASTIDE_PORT_NNE,
  BASTIDE_PORT_ENE,
  BASTIDE_PORT_ESE,
  BASTIDE_PORT_SSE,
  BASTIDE_PORT_SSW,
  BASTIDE_PORT_WSW,
  BASTIDE_PORT_WNW,
} BastidePort;

/* Corner c holds the ports 2c+1 and 2c+2 (mod 8). */
typedef enum
{
  BASTIDE_CORNER_NE,
  BASTIDE_CORNER_SE,
  BASTIDE_CORNER_SW,
  BASTIDE_CORNER_NW,
} BastideCorner;

/* Edge terrains, one bit each so an edge signature is a mask. The abbey's
 * edges have no bit: they fit anything. */
typedef enum
{
  BASTIDE_TERRAIN_ABBEY = 0,
  BASTIDE_TERRAIN_CITY = 1 << 0,
  BASTIDE_TERRAIN_ROAD = 1 << 1,
  BASTIDE_TERRAIN_FIELD = 1 << 2,
  BASTIDE_TERRAIN_RIVER = 1 << 3,
} BastideTerrain;

typedef enum
{
  BASTIDE_FEATURE_CITY,
  BASTIDE_FEATURE_ROAD,
  BASTIDE_FEATURE_FIELD,
  BASTIDE_FEATURE_CLOISTER,
  BASTIDE_FEATURE_GARDEN,
  BASTIDE_FEATURE_RIVER,
  BASTIDE_N_FEATURE_KINDS
} BastideFeatureKind;

typedef enum
{
  BASTIDE_ROAD_END_NONE,
  BASTIDE_ROAD_END_JUNCTION,
  BASTIDE_ROAD_END_CITY,
  BASTIDE_ROAD_END_CLOISTER,
  BASTIDE_ROAD_END_DEADEND,
  BASTIDE_ROAD_END_WHEEL,
} BastideRoadEnd;

typedef enum
{
  BASTIDE_SET_BASE,
  BASTIDE_SET_RIVER,
  BASTIDE_SET_ABBEY_MAYOR,
  BASTIDE_SET_WHEEL_OF_FORTUNE,
  BASTIDE_N_SETS
} BastideSet;

#define BASTIDE_MAX_FEATURES 10
#define BASTIDE_WHEEL_SIZE 4
#define BASTIDE_NO_FEATURE (-1)

typedef struct
{
  char id[12];
  guint8 kind;          /* BastideFeatureKind */
  guint8 shields;
  guint8 n_edges;       /* edges (cell edges on the wheel board) it covers */
  guint8 road_end;      /* BastideRoadEnd, for a road with one edge */
  gint8 gate;           /* the city a road's gate enters, or -1 */
  guint8 tunnel;
  guint16 cities;       /* fields: bit i set when feature i is a city it touches */
} BastideFeatureDef;

/* One cell of a tile as it lies on the board in one rotation (or, for the
 * wheel board, one of its 16 cells). */
typedef struct
{
  guint16 signature;             /* terrain bits, 4 per side, N lowest */
  gint8 edge_feature[4];         /* side → city/road/river feature, or -1 */
  gint8 port_feature[8];         /* port → field feature, or -1 */
  guint8 river_sides;            /* bit per side carrying the river */
  guint8 field_corners;          /* bit per corner held by one field */
} BastideCellDef;

typedef struct
{
  char id[8];
  guint8 set;                    /* BastideSet */
  guint8 count;
  guint8 start;                  /* one copy is the start tile */
  guint8 wheel;                  /* Wheel of Fortune icon: pig steps, 0 none */
  guint8 n_features;
  guint8 n_cells;                /* 1, or 16 for the wheel board */
  guint8 has_cloister;           /* index + 1 of the cloister feature, or 0 */
  guint8 has_garden;             /* index + 1 of the garden feature, or 0 */
  guint8 is_abbey;
  guint8 is_wheel_board;
  guint8 is_spring;
  guint8 is_lake;
  /* Rotations that play the same (U turned 90° and 270°: the same
   * terrains, its two fields swapped) are one move: bit r is set when
   * rotation r plays differently from every lower one; plays_as[r] is the
   * lowest rotation that plays like r, and feature_map[r][f] the feature
   * of that rotation that feature f of rotation r corresponds to. */
  guint8 distinct_rotations;
  guint8 plays_as[4];
  gint8 feature_map[4][BASTIDE_MAX_FEATURES];
  guint64 signatures;            /* cells[r].signature in 16-bit lane r */
  BastideFeatureDef features[BASTIDE_MAX_FEATURES];
  /* n_cells == 1: cells[rot]; the wheel board: cells[x + 4 * y] */
  BastideCellDef cells[16];
  /* Catalogue orientation geometry, for drawing: sides (bit per side) a
   * city/road/river feature covers, ports (bit per port) a field holds. */
  guint8 feature_sides[BASTIDE_MAX_FEATURES];
  guint8 feature_ports[BASTIDE_MAX_FEATURES];
  char note[160];
} BastideTileType;

typedef struct
{
  guint n_types;
  const BastideTileType *types;
} BastideCatalogue;

const BastideCatalogue *bastide_catalogue              (void);
const BastideTileType  *bastide_catalogue_get          (guint                 index);
int                     bastide_catalogue_lookup       (const char           *id,
                                                        BastideSet            set);
int                     bastide_catalogue_lookup_any   (const char           *id);
int                     bastide_tile_type_feature      (const BastideTileType *type,
                                                        const char           *feature_id);

const BastideCellDef   *bastide_tile_type_cell         (const BastideTileType *type,
                                                        guint                 rot_or_cell);

const char             *bastide_set_name               (BastideSet            set);
const char             *bastide_side_name              (BastideSide           side);
const char             *bastide_port_name              (BastidePort           port);
const char             *bastide_corner_name            (BastideCorner         corner);
int                     bastide_corner_from_name       (const char           *name);
void                    bastide_corner_cells           (int                   x,
                                                        int                   y,
                                                        guint                 corner,
                                                        int                   cx[4],
                                                        int                   cy[4],
                                                        guint                 cc[4]);
const char             *bastide_terrain_label          (BastideTerrain        terrain);
const char             *bastide_feature_kind_label     (BastideFeatureKind    kind);

static inline BastideTerrain
bastide_cell_terrain (const BastideCellDef *cell,
                      guint                 side)
{
  return (cell->signature >> (4 * side)) & 0xf;
}

/* The port of the neighbour across the edge that touches port p. */
static inline guint
bastide_port_opposite (guint p)
{
  static const guint8 opposite[8] = { 5, 4, 7, 6, 1, 0, 3, 2 };
  return opposite[p];
}

G_END_DECLS
