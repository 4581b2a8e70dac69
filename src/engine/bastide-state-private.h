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

static inline const BastideFeatureDef *
node_def (const BastideState *state,
          guint               node)
{
  const BastideNode *n = &state->nodes[node];

  return &slot_type (state, n->tile)->features[n->feature];
}

static const int side_dx[4] = { 0, 1, 0, -1 };
static const int side_dy[4] = { -1, 0, 1, 0 };

void     bastide_events_add            (BastideEvents           *events,
                                        const BastideScoreEvent *event);
void     bastide_state_award           (BastideState            *state,
                                        BastideScoreEvent       *event,
                                        BastideEvents           *events);
void     bastide_state_remove_piece    (BastideState            *state,
                                        guint                    index);
guint    bastide_state_completed_cities (const BastideState     *state,
                                        guint                    field_root);

/* Wheel of Fortune (bastide-wheel.c) */
void     bastide_wheel_turn            (BastideState            *state,
                                        guint                    steps,
                                        BastideEvents           *events);
void     bastide_wheel_score_crowns    (BastideState            *state,
                                        BastideEvents           *events);

G_END_DECLS
