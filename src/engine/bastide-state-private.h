/* bastide-state-private.h: what the rule files share inside the engine
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "bastide-state.h"

G_BEGIN_DECLS

extern const BastideTileType *bastide_types;

/* Refusals build their translated message only when the caller wants one:
 * the hot paths (AI, self-play, legal-move lists) ask with error == NULL. */
#define bastide_refuse(error, code, ...) \
  G_STMT_START { \
    if ((error) != NULL) \
      g_set_error ((error), BASTIDE_RULE_ERROR, (code), __VA_ARGS__); \
  } G_STMT_END

#define bastide_refuse_literal(error, code, message) \
  G_STMT_START { \
    if ((error) != NULL) \
      g_set_error_literal ((error), BASTIDE_RULE_ERROR, (code), (message)); \
  } G_STMT_END

#define BASTIDE_GRID_CELLS (BASTIDE_GRID_SIZE * BASTIDE_GRID_SIZE)
/* The probe step of the grid: about half of it across and down, away from
 * the board's crowded neighbourhood; odd, so the probes visit every entry. */
#define BASTIDE_GRID_STEP ((BASTIDE_GRID_SIZE / 2 + 1) * BASTIDE_GRID_SIZE + BASTIDE_GRID_SIZE / 2 + 1)

static inline guint
grid_index (int x,
            int y)
{
  return ((guint) (y & (BASTIDE_GRID_SIZE - 1)) << BASTIDE_GRID_BITS)
         | (guint) (x & (BASTIDE_GRID_SIZE - 1));
}

/* Whether the grid value `value` (not 0) stands for the cell (x, y). */
static inline gboolean
grid_value_is (const BastideState *state,
               guint               value,
               int                 x,
               int                 y)
{
  const BastidePlacedTile *tile;

  if (value >= BASTIDE_GRID_FRONTIER)
    return state->frontier[value - BASTIDE_GRID_FRONTIER].x == x
           && state->frontier[value - BASTIDE_GRID_FRONTIER].y == y;
  tile = &state->tiles[value - 1];
  if (G_LIKELY (tile->x == x && tile->y == y))
    return TRUE;
  return bastide_types[tile->type].n_cells > 1
         && x >= tile->x && x < tile->x + BASTIDE_WHEEL_SIZE
         && y >= tile->y && y < tile->y + BASTIDE_WHEEL_SIZE;
}

/* The grid entry of the cell (x, y) once two cells in use have shared a
 * place: the entry that holds its tile or its place in the frontier, or
 * else the empty entry where it would go. Entries are never emptied (a
 * frontier cell that gets a tile keeps its entry), and the tables leave
 * over a third of them empty (BASTIDE_MAX_TILES tiles and their frontier),
 * so the probes end soon. */
static inline guint
grid_probe (const BastideState *state,
            int                 x,
            int                 y)
{
  guint i = grid_index (x, y);

  while (state->grid[i] != 0 && !grid_value_is (state, state->grid[i], x, y))
    i = (i + BASTIDE_GRID_STEP) & (BASTIDE_GRID_CELLS - 1);
  return i;
}

/* What the grid holds for (x, y), or for a cell far away that shares its
 * place: while the board with its frontier is narrower than the grid (no
 * two cells in use share a place; random games of every rule set span at
 * most 24 cells) one look serves, and the callers check the coordinates
 * of what they find. */
static inline guint
grid_value (const BastideState *state,
            int                 x,
            int                 y)
{
  if (G_LIKELY (!state->grid_shared))
    return state->grid[grid_index (x, y)];
  return state->grid[grid_probe (state, x, y)];
}

static inline gboolean
has_expansion (const BastideState *state,
               BastideExpansions   expansion)
{
  return (state->rules.expansions & expansion) != 0;
}

static inline const BastideTileType *
slot_type (const BastideState *state,
           guint               slot)
{
  return &bastide_types[state->tiles[slot].type];
}

/* The slot of the tile covering (x, y), or -1. */
static inline int
slot_at (const BastideState *state,
         int                 x,
         int                 y)
{
  guint value = grid_value (state, x, y);

  if (value == 0 || value >= BASTIDE_GRID_FRONTIER || !grid_value_is (state, value, x, y))
    return -1;
  return value - 1;
}

static inline const BastideCellDef *
slot_cell (const BastideState *state,
           guint               slot,
           int                 x,
           int                 y)
{
  const BastidePlacedTile *tile = &state->tiles[slot];
  const BastideTileType *type = &bastide_types[tile->type];

  if (type->n_cells == 1)
    return &type->cells[tile->rot];
  return &type->cells[(x - tile->x) + BASTIDE_WHEEL_SIZE * (y - tile->y)];
}

static inline guint
find_root (const BastideState *state,
           guint               node)
{
  while (state->nodes[node].parent != node)
    node = state->nodes[node].parent;
  return node;
}

/* find_root that also shortens the path it walks. */
static inline guint
compress_root (BastideState *state,
               guint         node)
{
  BastideNode *nodes = state->nodes;

  while (nodes[node].parent != node)
    {
      nodes[node].parent = nodes[nodes[node].parent].parent;
      node = nodes[node].parent;
    }
  return node;
}

static inline void
node_position (const BastideState *state,
               guint               node,
               int                *x,
               int                *y)
{
  const BastidePlacedTile *tile = &state->tiles[state->nodes[node].tile];

  *x = tile->x;
  *y = tile->y;
}

/* The index in the frontier of the empty cell (x, y), or -1. */
static inline int
frontier_find (const BastideState *state,
               int                 x,
               int                 y)
{
  guint value = grid_value (state, x, y);

  if (value < BASTIDE_GRID_FRONTIER || !grid_value_is (state, value, x, y))
    return -1;
  return value - BASTIDE_GRID_FRONTIER;
}

static inline const BastideFeatureDef *
node_def (const BastideState *state,
          guint               node)
{
  const BastideNode *n = &state->nodes[node];

  return &slot_type (state, n->tile)->features[n->feature];
}

/* A new event of `kind`, all zero else, at the end of `events`; NULL when
 * nobody listens (the hot paths) or the list is full (counted in
 * n_dropped). */
static inline BastideEvent *
bastide_events_push (BastideEvents    *events,
                     BastideEventKind  kind)
{
  BastideEvent *event;

  if (events == NULL)
    return NULL;
  if (events->n_events == BASTIDE_MAX_EVENTS)
    {
      events->n_dropped++;
      return NULL;
    }
  event = &events->events[events->n_events++];
  memset (event, 0, sizeof *event);
  event->kind = kind;
  return event;
}

static const int side_dx[4] = { 0, 1, 0, -1 };
static const int side_dy[4] = { -1, 0, 1, 0 };

/* The river's rule of curves, once for play and for positions set up by
 * hand. The way the river turns through a tile it enters by side `in`
 * and leaves by side `out`: +1 right, -1 left, 0 straight on. */
static inline int
river_turn (guint in,
            guint out)
{
  guint heading = (in + 2) % 4;

  return out == heading ? 0 : out == (heading + 1) % 4 ? 1 : -1;
}

/* Whether a curve `turn` may follow the last curve remembered, `last`:
 * never the same way twice. */
static inline gboolean
river_turn_allowed (int last,
                    int turn)
{
  return turn == 0 || turn != last;
}

/* The curve remembered after `turn`: with the option river-turns:
 * immediate-only, a straight tile forgets the last curve. */
static inline int
river_remember (const BastideRules *rules,
                int                 last,
                int                 turn)
{
  if (turn != 0)
    return turn;
  return rules->river_immediate_only ? 0 : last;
}

/* Positions (bastide-state.c) */
int      bastide_abbey_type            (void);
void     bastide_score_event_init      (BastideScoreEvent       *event,
                                        BastideScoreReason       reason,
                                        BastideCategory          category);
/* Credits the points of `event` to the players and reports it. */
void     bastide_state_award           (BastideState            *state,
                                        const BastideScoreEvent *event,
                                        BastideEvents           *events);
gboolean bastide_state_check_room      (const BastideState      *state,
                                        const guint8            *pile,
                                        guint                    pile_len,
                                        guint                    tiles,
                                        guint                    nodes,
                                        BastideRuleError         code,
                                        GError                 **error);

/* The board (bastide-state-board.c) */
/* What lies on the square (x, y) of a board being checked, or NULL. */
typedef const BastideCellDef *(*BastideCellLookup) (gconstpointer board,
                                                    int           x,
                                                    int           y);
guint    bastide_edge_misfits          (const BastideTileType   *type,
                                        int                      x,
                                        int                      y,
                                        guint                    rot,
                                        BastideCellLookup        lookup,
                                        gconstpointer            board,
                                        BastideMisfit           *out,
                                        guint                    max_out,
                                        guint                   *touches);
char    *bastide_misfit_describe_edge  (const BastideMisfit     *misfit);
guint    bastide_state_add_tile        (BastideState            *state,
                                        guint                    type_index,
                                        int                      x,
                                        int                      y,
                                        guint                    rot);
void     bastide_state_rescan_river    (BastideState            *state);

/* Pieces (bastide-state-pieces.c) */
/* The rules of where a piece may stand, each once: play words a refusal
 * of each, and a position set up by hand words it as one of its problems
 * (bastide-setup-check.c). */
typedef enum
{
  BASTIDE_PIECE_RULE_OK,
  BASTIDE_PIECE_RULE_NOT_IN_PLAY,       /* its expansion is not played */
  BASTIDE_PIECE_RULE_NO_CROWNS,         /* crown spaces outside Wheel of Fortune */
  BASTIDE_PIECE_RULE_NONE_LEFT,         /* none left in its owner's supply */
  BASTIDE_PIECE_RULE_CROWN_FOLLOWERS,   /* only followers on crown spaces */
  BASTIDE_PIECE_RULE_CROWN_FULL,        /* no free crown space on the sector */
  BASTIDE_PIECE_RULE_RIVER,             /* the river is no feature */
  BASTIDE_PIECE_RULE_DECORATION,        /* a garden without the Abbot */
  BASTIDE_PIECE_RULE_GARDEN,            /* only the abbot on a garden */
  BASTIDE_PIECE_RULE_FEATURE,           /* the abbot, mayor or wagon off its features */
  BASTIDE_PIECE_RULE_BARN_CORNER,       /* four tiles do not meet in one field there */
  BASTIDE_PIECE_RULE_BARN_TWICE,        /* the field holds a barn already */
  BASTIDE_PIECE_RULE_BARN_FARMERS,      /* a barn on a field with farmers */
  BASTIDE_PIECE_RULE_FARMER_BARN,       /* a farmer on a field with a barn */
  BASTIDE_PIECE_RULE_COMPLETED,         /* its feature is completed: it would have gone home */
} BastidePieceRule;

gboolean bastide_state_put_piece_rule  (BastideState            *state,
                                        guint                    player,
                                        BastidePieceKind         kind,
                                        int                      x,
                                        int                      y,
                                        int                      feature,
                                        int                      corner,
                                        int                      crown,
                                        BastidePieceRule        *rule,
                                        GError                 **error);
guint    bastide_state_barn_corner_node (const BastideState     *state,
                                         guint                   slot,
                                         guint                   corner);
void     bastide_state_add_piece       (BastideState            *state,
                                        guint                    player,
                                        BastidePieceKind         kind,
                                        guint                    node,
                                        int                      corner,
                                        int                      crown);
void     bastide_state_return_piece    (BastideState            *state,
                                        guint                    index,
                                        BastideReturnCause       cause,
                                        BastideEvents           *events);
/* The tile and feature of `node`, as a piece's spot. */
void     bastide_spot_at_node          (const BastideState      *state,
                                        guint                    node,
                                        BastideSpot             *spot);

/* Turns (bastide-state-turn.c) */
gboolean bastide_state_check_phase     (const BastideState      *state,
                                        BastidePhase             phase,
                                        GError                 **error);
void     bastide_state_end_of_tiles    (BastideState            *state,
                                        guint                    last_player,
                                        BastideEvents           *events);
void     bastide_state_finish_turn     (BastideState            *state,
                                        BastideEvents           *events);

/* Scoring (bastide-state-scoring.c) */
void     bastide_state_score_turn      (BastideState            *state,
                                        guint                    barn_node,
                                        BastideEvents           *events);
guint    bastide_state_completed_cities (const BastideState     *state,
                                         guint                   field_root);

/* Wheel of Fortune (bastide-wheel.c) */
void     bastide_wheel_turn            (BastideState            *state,
                                        guint                    steps,
                                        BastideEvents           *events);
void     bastide_wheel_score_crowns    (BastideState            *state,
                                        BastideEvents           *events);

G_END_DECLS
