/* bastide-state.h: a game position and the rules that change it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * BastideState is one flat struct with no pointers, so copying a position
 * (the AI does it constantly) is a plain memory copy. Features are tracked
 * incrementally with union-find over the feature instances of the placed
 * tiles; a root node carries the aggregates (open edges, shields, pieces).
 */

#pragma once

#include <glib.h>
#include <string.h>

#include "bastide-rng.h"
#include "bastide-tiles.h"

G_BEGIN_DECLS

#define BASTIDE_MAX_PLAYERS 6
/* Tiles on the board, in the pile and abbeys in hand together: a game
 * with every expansion uses 101. */
#define BASTIDE_MAX_TILES 128
/* Features of those tiles: a game with every expansion has 358. */
#define BASTIDE_MAX_NODES 640
/* The grid is a hash table of the cells in use (tiles and the frontier),
 * keyed by the cell's position modulo its size, so the board may grow in
 * any direction: see grid_value (). Small, for cheap copies. */
#define BASTIDE_GRID_BITS 5
#define BASTIDE_GRID_SIZE (1 << BASTIDE_GRID_BITS)
/* Each empty cell next to the board touches a tile's side: one tile has
 * four sides, the wheel board sixteen (and there is one at most). */
#define BASTIDE_MAX_FRONTIER (4 * (BASTIDE_MAX_TILES - 1) + 4 * BASTIDE_WHEEL_SIZE)
#define BASTIDE_MAX_PLACEMENTS (BASTIDE_MAX_FRONTIER * 4)
/* Tiles set up by hand lie within this many cells of the start (0, 0) in
 * each direction; play takes the board further, one cell a tile, so the
 * coordinates of a game stay within BASTIDE_MAX_COORDINATE. */
#define BASTIDE_MAX_SETUP_COORDINATE 10000
#define BASTIDE_MAX_COORDINATE (BASTIDE_MAX_SETUP_COORDINATE + BASTIDE_MAX_TILES + BASTIDE_WHEEL_SIZE)
/* 7 followers and 4 special pieces each */
#define BASTIDE_MAX_PIECES 72
/* Up to three pieces on each feature of the tile, four barn corners and
 * the crown spaces. */
#define BASTIDE_MAX_DEPLOYS (3 * BASTIDE_MAX_FEATURES + 4 + BASTIDE_N_SECTORS)
#define BASTIDE_MEEPLES 7
#define BASTIDE_N_SECTORS 6
#define BASTIDE_NODE_NONE 0xffff
#define BASTIDE_TILE_NONE 0xff
#define BASTIDE_GRID_FRONTIER 0x100

#define BASTIDE_RULE_ERROR (bastide_rule_error_quark ())

typedef enum
{
  BASTIDE_RULE_ERROR_PHASE,
  BASTIDE_RULE_ERROR_DRAW,
  BASTIDE_RULE_ERROR_PLACEMENT,
  BASTIDE_RULE_ERROR_DISCARD,
  BASTIDE_RULE_ERROR_DEPLOY,
  BASTIDE_RULE_ERROR_RECALL,
  BASTIDE_RULE_ERROR_ABBEY,
  BASTIDE_RULE_ERROR_WAGON,
  BASTIDE_RULE_ERROR_PLAGUE,
  BASTIDE_RULE_ERROR_GAME_OVER,
} BastideRuleError;

typedef enum
{
  BASTIDE_GAME_STANDARD,
  BASTIDE_GAME_WHEEL_OF_FORTUNE,
} BastideGameKind;

typedef enum
{
  BASTIDE_EXPANSION_RIVER = 1 << 0,
  BASTIDE_EXPANSION_ABBOT = 1 << 1,
  BASTIDE_EXPANSION_ABBEY_MAYOR = 1 << 2,
} BastideExpansions;

typedef enum
{
  BASTIDE_PIECE_MEEPLE,
  BASTIDE_PIECE_ABBOT,
  BASTIDE_PIECE_MAYOR,
  BASTIDE_PIECE_WAGON,
  BASTIDE_PIECE_BARN,
  BASTIDE_N_PIECE_KINDS
} BastidePieceKind;

typedef enum
{
  BASTIDE_SECTOR_FORTUNE,
  BASTIDE_SECTOR_TAX,
  BASTIDE_SECTOR_FAMINE,
  BASTIDE_SECTOR_STORM,
  BASTIDE_SECTOR_INQUISITION,
  BASTIDE_SECTOR_PLAGUE,
} BastideSector;

typedef enum
{
  BASTIDE_PHASE_DRAW,        /* draw a tile, or play an abbey */
  BASTIDE_PHASE_PLAGUE,      /* players return followers, from to_move on */
  BASTIDE_PHASE_PLACE,       /* place the tile in hand, or discard it */
  BASTIDE_PHASE_DEPLOY,      /* deploy a piece, recall the abbot, or nothing */
  BASTIDE_PHASE_WAGONS,      /* scored wagons move or go home */
  BASTIDE_PHASE_ABBEY_ROUND, /* after the last tile: play the abbey or pass */
  BASTIDE_PHASE_OVER,
} BastidePhase;

/* What a score was for: the categories of the end-of-game summary. */
typedef enum
{
  BASTIDE_CATEGORY_ROAD,
  BASTIDE_CATEGORY_CITY,
  BASTIDE_CATEGORY_CLOISTER,
  BASTIDE_CATEGORY_FIELD,
  BASTIDE_CATEGORY_ABBOT,
  BASTIDE_CATEGORY_BARN,
  BASTIDE_CATEGORY_WHEEL,
  BASTIDE_N_CATEGORIES
} BastideCategory;

typedef enum
{
  BASTIDE_SCORE_COMPLETED,     /* a feature completed during play */
  BASTIDE_SCORE_FINAL,         /* an incomplete feature at the end */
  BASTIDE_SCORE_FIELD,         /* farmers at the end, 3 per city */
  BASTIDE_SCORE_BARN,          /* barns at the end, 4 per city */
  BASTIDE_SCORE_BARN_PLACED,   /* farmers on a field a barn was put on */
  BASTIDE_SCORE_BARN_JOINED,   /* farmers on a field joined to a barn's */
  BASTIDE_SCORE_RECALL,        /* an abbot taken back */
  BASTIDE_SCORE_FORTUNE,
  BASTIDE_SCORE_TAX,
  BASTIDE_SCORE_FAMINE,
  BASTIDE_SCORE_STORM,
  BASTIDE_SCORE_INQUISITION,
  BASTIDE_SCORE_CROWN,
} BastideScoreReason;

typedef struct
{
  guint8 game;                  /* BastideGameKind */
  guint8 expansions;            /* BastideExpansions */
  guint8 n_players;
  guint8 wagon_adjacent_tiles;  /* option wagon-move: adjacent-tiles */
  guint8 river_immediate_only;  /* option river-turns: immediate-only */
} BastideRules;

typedef struct
{
  gint16 x, y;
  guint8 type;
  guint8 rot;
  guint16 first_node;
} BastidePlacedTile;

typedef struct
{
  guint16 parent;
  guint16 next;         /* members form a ring, for walking a feature */
  guint16 open;         /* root: open edges of a city or road */
  guint8 kind;          /* BastideFeatureKind */
  guint8 shields;       /* root: shields of a city */
  guint8 pieces;        /* root: pieces on the feature, barns excepted */
  guint8 barns;         /* root: barns on a field */
  guint8 tile;          /* slot of the placed tile */
  guint8 feature;       /* feature index on that tile */
} BastideNode;

typedef struct
{
  gint16 x, y;
  guint16 required;     /* terrain bits the neighbours demand */
  guint16 mask;         /* 0xf for each side whose neighbour demands */
  guint8 sides;         /* bit per side that has a neighbour */
} BastideFrontierCell;

typedef struct
{
  guint8 owner;
  guint8 kind;          /* BastidePieceKind */
  gint8 crown;          /* sector, for a follower on a crown space */
  gint8 corner;         /* barn: the corner of its tile */
  guint16 node;         /* the feature instance it stands on */
} BastidePiece;

#define BASTIDE_SPECIAL_BIT(kind) (1 << (kind))

typedef struct
{
  gint32 score;
  gint16 category[BASTIDE_N_CATEGORIES];
  guint8 meeples;       /* in supply */
  guint8 specials;      /* BASTIDE_SPECIAL_BIT (kind) for each in supply */
  guint8 abbey;         /* the abbey tile is still in hand */
  guint8 pad;
} BastidePlayer;

typedef struct
{
  gint16 x, y;
  guint8 rot;
} BastidePlacement;

/* One deploy option: a feature of the tile just placed, a barn corner or a
 * crown space. */
typedef struct
{
  guint8 piece;         /* BastidePieceKind */
  gint8 feature;
  gint8 corner;
  gint8 crown;
} BastideDeploy;

/* A score and what it was made of, so that a view can write it out:
 * "4 tiles × 2 + 2 shields × 2 = 12", "3 completed cities × 3 = 9",
 * "Storm: 2 followers in supply = 2". A feature gives `value` =
 * tiles × per_tile + shields × per_shield + cities × per_city to each
 * player of the greatest strength on it. */
typedef struct
{
  guint8 reason;        /* BastideScoreReason */
  guint8 category;      /* BastideCategory */
  guint8 kind;          /* BastideFeatureKind, where a feature scored */
  guint8 tiles;         /* tiles of the feature (a cloister: with its neighbours) */
  guint8 shields;       /* shields of a city */
  guint8 cities;        /* completed cities a field touches */
  guint8 per_tile;
  guint8 per_shield;
  guint8 per_city;
  guint8 per_piece;     /* Wheel of Fortune: points for each piece counted in strength */
  guint8 mayors;        /* bit per player whose mayor stood in the city */
  guint16 node;         /* a node of the feature, or BASTIDE_NODE_NONE */
  /* What each player brought: the weight of their pieces on the feature
   * (a mayor weighs the city's shields), their farmers or barns; for a
   * Wheel of Fortune event the pieces that counted (followers in supply,
   * knights, farmers, monks, followers on the crown spaces). */
  guint8 strength[BASTIDE_MAX_PLAYERS];
  gint16 points[BASTIDE_MAX_PLAYERS];
} BastideScoreEvent;

/* Where a piece stands: a feature of a tile, a barn's corner of a tile,
 * or a crown space of the wheel. */
typedef struct
{
  gint16 x, y;          /* the tile's cell (the wheel board's north-west one) */
  gint8 feature;        /* the feature of that tile, or -1 */
  gint8 corner;         /* a barn's corner, or -1 */
  gint8 crown;          /* a crown space's sector, or -1 (then x and y are 0) */
} BastideSpot;

/* Why a piece went back to its owner. */
typedef enum
{
  BASTIDE_RETURN_SCORED,  /* its feature was completed and scored */
  BASTIDE_RETURN_RECALL,  /* its owner took the abbot back */
  BASTIDE_RETURN_PLAGUE,  /* its owner gave it up to the plague */
  BASTIDE_RETURN_CROWN,   /* its crown space scored */
} BastideReturnCause;

typedef struct
{
  guint8 player;        /* the piece's owner */
  guint8 piece;         /* BastidePieceKind */
  guint8 cause;         /* BastideReturnCause, for a returned piece */
  BastideSpot from;     /* where it stood */
  BastideSpot to;       /* where a wagon moved on to */
} BastidePieceEvent;

typedef struct
{
  guint8 player;        /* who drew the tile that turned the wheel */
  guint8 steps;
  guint8 sector;        /* BastideSector the pig stopped on */
} BastideWheelEvent;

typedef enum
{
  BASTIDE_EVENT_SCORE,          /* points scored: `score` */
  BASTIDE_EVENT_PIECE_RETURNED, /* a piece went back to its owner: `piece` */
  BASTIDE_EVENT_WAGON_MOVED,    /* a wagon whose feature scored moved on: `piece` */
  BASTIDE_EVENT_WAGON_HOME,     /* … or stayed in its owner's supply: `piece` */
  BASTIDE_EVENT_WHEEL_TURNED,   /* the pig moved round the wheel: `wheel` */
  BASTIDE_EVENT_PLAGUE,         /* the plague: players give up followers: `wheel` */
  BASTIDE_EVENT_FINAL_SCORING,  /* the game ended; the end-of-game scoring follows */
} BastideEventKind;

/* One thing a step did. */
typedef struct
{
  guint8 kind;                  /* BastideEventKind */
  union
  {
    BastideScoreEvent score;
    BastidePieceEvent piece;
    BastideWheelEvent wheel;
  };
} BastideEvent;

/* Enough for the most one step can do: a tile completing several features
 * that send every piece home, then the end-of-game scoring. */
#define BASTIDE_MAX_EVENTS 256

/* What the steps did, in order, when the caller wants to know: every step
 * takes a BastideEvents pointer and appends to it; NULL (the AI, random
 * play) costs nothing. The caller empties it (n_events = 0). */
typedef struct
{
  guint n_events;
  guint n_dropped;
  BastideEvent events[BASTIDE_MAX_EVENTS];
} BastideEvents;

/* Why a tile does not fit where it was tried, for a view to point at it:
 * the square and, for a side that does not match, which side (of the tile
 * tried, 0 north, 1 east, 2 south, 3 west) and what meets what. */
typedef enum
{
  BASTIDE_MISFIT_NONE,
  BASTIDE_MISFIT_OCCUPIED,   /* a tile (or the wheel board) lies on the square */
  BASTIDE_MISFIT_ALONE,      /* no tile lies next to the square */
  BASTIDE_MISFIT_EDGE,       /* a side meets another landscape */
  BASTIDE_MISFIT_RIVER,      /* the river does not continue so */
  BASTIDE_MISFIT_ROTATION,   /* not a quarter turn */
} BastideMisfitKind;

typedef struct
{
  guint8 kind;          /* BastideMisfitKind */
  guint8 side;          /* BASTIDE_MISFIT_EDGE: the tile's side */
  guint8 mine;          /* BASTIDE_MISFIT_EDGE: its BastideTerrain there */
  guint8 theirs;        /* BASTIDE_MISFIT_EDGE: the neighbour's BastideTerrain it meets */
  int x, y;             /* the square */
} BastideMisfit;

typedef struct _BastideState BastideState;

struct _BastideState
{
  BastideRules rules;
  guint8 phase;
  guint8 to_move;
  guint8 active;            /* who placed the tile (the wagon order) */
  guint8 n_tiles;
  guint8 pile_len;
  guint8 pile_fixed;        /* setup.draw fixed the order of the pile */
  guint8 river_pending;     /* river tiles on top of the pile, lake included */
  guint8 in_hand;           /* tile type drawn, or BASTIDE_TILE_NONE */
  guint8 last_tile;         /* slot of the tile placed this turn */
  guint8 n_pieces;
  guint8 pig;               /* BastideSector */
  guint8 plague_step;       /* PLAGUE: players that answered so far */
  guint8 n_wagons;          /* wagons waiting to move */
  guint8 abbey_round_left;  /* abbey round: answers still to come */
  guint8 river_open;        /* the river has an open end */
  gint8 river_turn;         /* last curve: +1 right, -1 left, 0 none */
  guint8 river_side;        /* side of the open cell facing the river */
  guint8 grid_shared;       /* two cells in use share a place in the grid */
  gint16 river_x, river_y;  /* the open cell the river must continue into */
  guint16 n_nodes;
  guint16 n_frontier;
  guint16 turn;             /* turns played */
  gint16 min_x, max_x, min_y, max_y;
  gint8 crowns[BASTIDE_N_SECTORS][2];  /* owner on each crown space, or -1 */
  guint8 wagon_owner[BASTIDE_MAX_PLAYERS];
  guint16 wagon_from[BASTIDE_MAX_PLAYERS];  /* root of the scored feature */
  guint16 wagon_node[BASTIDE_MAX_PLAYERS];  /* the feature the wagon stood on */
  BastideRng rng;
  BastidePlayer players[BASTIDE_MAX_PLAYERS];
  guint8 pile[BASTIDE_MAX_TILES];           /* top of the pile last */
  BastidePlacedTile tiles[BASTIDE_MAX_TILES];
  BastidePiece pieces[BASTIDE_MAX_PIECES];
  BastideFrontierCell frontier[BASTIDE_MAX_FRONTIER];
  BastideNode nodes[BASTIDE_MAX_NODES];
  /* What lies on the cells in use, the tiles' and the frontier's: 0
   * nothing, a tile's slot + 1, or BASTIDE_GRID_FRONTIER + its index in
   * the frontier. A hash table keyed by position modulo the grid's size,
   * where the board grows without limit (see grid_value ()). */
  guint16 grid[BASTIDE_GRID_SIZE * BASTIDE_GRID_SIZE];
};

GQuark        bastide_rule_error_quark        (void);

/* Setting up */
void          bastide_state_init_empty        (BastideState           *state,
                                               const BastideRules     *rules);
gboolean      bastide_state_init_standard     (BastideState           *state,
                                               const BastideRules     *rules,
                                               guint64                 seed,
                                               GError                **error);
int           bastide_state_available_copies  (const BastideState     *state,
                                               guint                   type);
gboolean      bastide_state_type_in_game      (const BastideState     *state,
                                               guint                   type);
int           bastide_state_lookup_tile       (const BastideState     *state,
                                               const char             *id);
gboolean      bastide_state_put_tile          (BastideState           *state,
                                               guint                   type,
                                               int                     x,
                                               int                     y,
                                               guint                   rot,
                                               GError                **error);
gboolean      bastide_state_put_piece         (BastideState           *state,
                                               guint                   player,
                                               BastidePieceKind        kind,
                                               int                     x,
                                               int                     y,
                                               int                     feature,
                                               int                     corner,
                                               int                     crown,
                                               GError                **error);
void          bastide_state_fill_pile         (BastideState           *state,
                                               guint64                 seed);
gboolean      bastide_state_set_pile          (BastideState           *state,
                                               const guint8           *types,
                                               guint                   n_types,
                                               GError                **error);
void          bastide_state_begin             (BastideState           *state,
                                               BastideEvents          *events);

/* Whether a tile of `type` fits the frontier cell in some rotation (the
 * rules of the river and of the board's span aside). */
static inline gboolean
bastide_frontier_fits (const BastideFrontierCell *cell,
                       const BastideTileType     *type)
{
  guint64 lanes = G_GUINT64_CONSTANT (0x0001000100010001);
  guint64 diff = (type->signatures & (cell->mask * lanes)) ^ (cell->required * lanes);

  /* A lane of diff is zero where a rotation fits. */
  return ((diff - lanes) & ~diff & (lanes << 15)) != 0;
}

/* What the tiles left hold for an empty square next to the board
 * (bastide-state-fits.c). */
typedef struct
{
  guint fits;           /* copies in the pile that fit there */
  guint pile;           /* tiles in the pile */
  guint next_fits;      /* of the tiles the next draw takes from, those that fit */
  guint next_draws;     /* the tiles the next draw takes from */
  gboolean in_hand;     /* the tile in hand fits there */
  gboolean abbey;       /* someone holds an abbey, which fills any hole */
  gboolean hole;        /* tiles lie on all four sides */
  gboolean dead;        /* nothing left can ever fill it */
} BastideCellOutlook;

gboolean      bastide_state_cell_outlook      (const BastideState     *state,
                                               int                     x,
                                               int                     y,
                                               BastideCellOutlook     *outlook);
guint         bastide_state_list_dead_cells   (const BastideState     *state,
                                               guint16                *out);
gboolean      bastide_state_feature_can_complete (const BastideState  *state,
                                               guint                   node);

/* What a feature would score (bastide-state-scoring.c): a road, city,
 * cloister or garden completed as it stands (@complete; a cloister or
 * garden with all eight neighbours) or by the end-of-game scoring now;
 * a field, its farmers at the end now, and barn_score() its barns. The
 * event is the one the scoring would report: nobody gets points from a
 * feature nobody stands on, but the breakdown still tells its worth. */
void          bastide_state_feature_score     (const BastideState     *state,
                                               guint                   node,
                                               gboolean                complete,
                                               BastideScoreEvent      *event);
void          bastide_state_barn_score        (const BastideState     *state,
                                               guint                   node,
                                               BastideScoreEvent      *event);
/* The completed cities the field of @field_root touches, each once:
 * their roots go to @roots (the first @max_roots of them); returns how
 * many there are. */
guint         bastide_state_field_cities      (const BastideState     *state,
                                               guint                   field_root,
                                               guint16                *roots,
                                               guint                   max_roots);
/* Whether a tile of @type may lie on the empty square (x, y) in some
 * rotation: its edges meet its neighbours' and a river tile continues the
 * river there. */
gboolean      bastide_state_tile_fits_square  (const BastideState     *state,
                                               guint                   type,
                                               int                     x,
                                               int                     y);

/* Copies only the used part of each table: the search copies its root at
 * every iteration, and the node and frontier tables are mostly empty.
 * Nothing reads a table past its count. */
static inline void
bastide_state_copy (BastideState       *dest,
                    const BastideState *src)
{
  memcpy (dest, src, G_STRUCT_OFFSET (BastideState, tiles));
  memcpy (dest->tiles, src->tiles, src->n_tiles * sizeof src->tiles[0]);
  memcpy (dest->pieces, src->pieces, src->n_pieces * sizeof src->pieces[0]);
  memcpy (dest->frontier, src->frontier, src->n_frontier * sizeof src->frontier[0]);
  memcpy (dest->nodes, src->nodes, src->n_nodes * sizeof src->nodes[0]);
  memcpy (dest->grid, src->grid, sizeof src->grid);
}

/* Whether two positions are the same (the parts bastide_state_copy copies). */
gboolean      bastide_state_equal             (const BastideState     *a,
                                               const BastideState     *b);

/* Looking at a position */
int           bastide_state_tile_at           (const BastideState     *state,
                                               int                     x,
                                               int                     y);
const BastideCellDef *bastide_state_cell_at   (const BastideState     *state,
                                               int                     x,
                                               int                     y,
                                               guint                  *slot);
guint         bastide_state_find              (BastideState           *state,
                                               guint                   node);
guint         bastide_state_feature_root      (const BastideState     *state,
                                               guint                   node);
gboolean      bastide_state_feature_complete  (const BastideState     *state,
                                               guint                   node);
guint         bastide_state_feature_tiles     (const BastideState     *state,
                                               guint                   node);
guint         bastide_state_open_cells        (const BastideState     *state,
                                               guint                   node,
                                               guint16                *out,
                                               guint                   max_out);
guint         bastide_state_count_neighbours  (const BastideState     *state,
                                               int                     x,
                                               int                     y);
guint         bastide_state_pieces_in_supply  (const BastideState     *state,
                                               guint                   player,
                                               BastidePieceKind        kind);
/* Pieces on one spot (a feature of a tile, a barn's corner, a sector's
 * crown spaces): piece `index` is the rank-th of them (from 0, in the
 * order of state->pieces), and *count stand there. */
guint         bastide_state_piece_rank        (const BastideState     *state,
                                               guint                   index,
                                               guint                  *count);
guint         bastide_state_tiles_left        (const BastideState     *state);
gboolean      bastide_state_is_over           (const BastideState     *state);
int           bastide_state_next_tile         (const BastideState     *state);
gboolean      bastide_state_has_abbey_hole    (const BastideState     *state);

/* Playing */
gboolean      bastide_state_draw              (BastideState           *state,
                                               int                     type,
                                               BastideEvents          *events,
                                               GError                **error);
gboolean      bastide_state_plague            (BastideState           *state,
                                               int                     x,
                                               int                     y,
                                               int                     feature,
                                               BastideEvents          *events,
                                               GError                **error);
gboolean      bastide_state_plague_needed     (const BastideState     *state);
gboolean      bastide_state_has_land_follower (const BastideState     *state,
                                               guint                   player);
guint         bastide_state_list_placements   (const BastideState     *state,
                                               guint                   type,
                                               BastidePlacement       *out);
gboolean      bastide_state_explain_placement (const BastideState     *state,
                                               guint                   type,
                                               int                     x,
                                               int                     y,
                                               guint                   rot,
                                               BastideMisfit          *misfit,
                                               GError                **error);
gboolean      bastide_state_check_placement   (const BastideState     *state,
                                               guint                   type,
                                               int                     x,
                                               int                     y,
                                               guint                   rot,
                                               GError                **error);
gboolean      bastide_state_place             (BastideState           *state,
                                               int                     x,
                                               int                     y,
                                               guint                   rot,
                                               BastideEvents          *events,
                                               GError                **error);
gboolean      bastide_state_discard           (BastideState           *state,
                                               BastideEvents          *events,
                                               GError                **error);
gboolean      bastide_state_play_abbey        (BastideState           *state,
                                               int                     x,
                                               int                     y,
                                               BastideEvents          *events,
                                               GError                **error);
gboolean      bastide_state_pass              (BastideState           *state,
                                               BastideEvents          *events,
                                               GError                **error);
guint         bastide_state_list_deploys      (const BastideState     *state,
                                               BastideDeploy          *out);
gboolean      bastide_state_check_deploy      (const BastideState     *state,
                                               const BastideDeploy    *deploy,
                                               GError                **error);
gboolean      bastide_state_deploy            (BastideState           *state,
                                               const BastideDeploy    *deploy,
                                               BastideEvents          *events,
                                               GError                **error);
gboolean      bastide_state_recall_abbot      (BastideState           *state,
                                               BastideEvents          *events,
                                               GError                **error);
gboolean      bastide_state_move_wagon        (BastideState           *state,
                                               int                     x,
                                               int                     y,
                                               int                     feature,
                                               BastideEvents          *events,
                                               GError                **error);
gboolean      bastide_state_wagon_home        (BastideState           *state,
                                               BastideEvents          *events,
                                               GError                **error);
guint         bastide_state_list_wagon_moves  (const BastideState     *state,
                                               guint                  *nodes);
guint         bastide_state_wagon_player      (const BastideState     *state);
void          bastide_state_final_scoring     (BastideState           *state,
                                               BastideEvents          *events);
gboolean      bastide_state_check_invariants  (const BastideState     *state,
                                               GError                **error);

G_END_DECLS
