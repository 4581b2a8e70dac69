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

static inline guint
grid_index (int x,
            int y)
{
  return ((guint) (y & (BASTIDE_GRID_SIZE - 1)) << BASTIDE_GRID_BITS)
         | (guint) (x & (BASTIDE_GRID_SIZE - 1));
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

/* The slot of the tile covering (x, y), or -1. The grid wraps around, so
 * the tile's own coordinates confirm the hit. */
static inline int
slot_at (const BastideState *state,
         int                 x,
         int                 y)
{
  guint value = state->grid[grid_index (x, y)];
  const BastidePlacedTile *tile;

  if (value == 0 || value >= BASTIDE_GRID_FRONTIER)
    return -1;
  tile = &state->tiles[value - 1];
  if (G_LIKELY (tile->x == x && tile->y == y))
    return value - 1;
  if (bastide_types[tile->type].n_cells > 1
      && x >= tile->x && x < tile->x + BASTIDE_WHEEL_SIZE
      && y >= tile->y && y < tile->y + BASTIDE_WHEEL_SIZE)
    return value - 1;
  return -1;
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
  guint value = state->grid[grid_index (x, y)];
  guint i = value - BASTIDE_GRID_FRONTIER;

  if (value < BASTIDE_GRID_FRONTIER || state->frontier[i].x != x || state->frontier[i].y != y)
    return -1;
  return i;
}

static inline const BastideFeatureDef *
node_def (const BastideState *state,
          guint               node)
{
  const BastideNode *n = &state->nodes[node];

  return &slot_type (state, n->tile)->features[n->feature];
}

static const int side_dx[4] = { 0, 1, 0, -1 };
static const int side_dy[4] = { -1, 0, 1, 0 };

/* Positions (bastide-state.c) */
void     bastide_events_add            (BastideEvents           *events,
                                        const BastideScoreEvent *event);
void     bastide_score_event_init      (BastideScoreEvent       *event,
                                        BastideScoreReason       reason,
                                        BastideCategory          category);
void     bastide_state_award           (BastideState            *state,
                                        BastideScoreEvent       *event,
                                        BastideEvents           *events);

/* The board (bastide-state-board.c) */
guint    bastide_state_add_tile        (BastideState            *state,
                                        guint                    type_index,
                                        int                      x,
                                        int                      y,
                                        guint                    rot);
gboolean bastide_state_within_span     (const BastideState      *state,
                                        int                      x,
                                        int                      y,
                                        guint                    w);
void     bastide_state_rescan_river    (BastideState            *state);

/* Pieces (bastide-state-pieces.c) */
guint    bastide_state_barn_corner_node (const BastideState     *state,
                                        guint                    slot,
                                        guint                    corner);
void     bastide_state_add_piece       (BastideState            *state,
                                        guint                    player,
                                        BastidePieceKind         kind,
                                        guint                    node,
                                        int                      corner,
                                        int                      crown);
void     bastide_state_remove_piece    (BastideState            *state,
                                        guint                    index);

/* Turns (bastide-state-turn.c) */
gboolean bastide_state_check_phase     (const BastideState      *state,
                                        BastidePhase             phase,
                                        GError                 **error);
void     bastide_state_end_of_tiles    (BastideState            *state,
                                        guint                    last_player);
void     bastide_state_finish_turn     (BastideState            *state);

/* Scoring (bastide-state-scoring.c) */
void     bastide_state_score_turn      (BastideState            *state,
                                        guint                    barn_node,
                                        BastideEvents           *events);
guint    bastide_state_completed_cities (const BastideState     *state,
                                        guint                    field_root);

/* Wheel of Fortune (bastide-wheel.c) */
void     bastide_wheel_turn            (BastideState            *state,
                                        guint                    steps,
                                        BastideEvents           *events);
void     bastide_wheel_score_crowns    (BastideState            *state,
                                        BastideEvents           *events);

G_END_DECLS
