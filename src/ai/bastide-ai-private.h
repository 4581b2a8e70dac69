/* bastide-ai-private.h: what the AI files share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "bastide-ai.h"
#include "bastide-rng.h"

G_BEGIN_DECLS

static inline const BastideTileType *
ai_types (void)
{
  return bastide_catalogue ()->types;
}

/* The root of a feature, without path compression (the state is const). */
static inline guint
ai_find_root (const BastideState *state,
              guint               node)
{
  while (state->nodes[node].parent != node)
    node = state->nodes[node].parent;
  return node;
}

/* Whether the player to move may recall an abbot (one is on the board). */
static inline gboolean
ai_can_recall (const BastideState *state)
{
  return (state->rules.expansions & BASTIDE_EXPANSION_ABBOT)
         && !(state->players[state->to_move].specials & BASTIDE_SPECIAL_BIT (BASTIDE_PIECE_ABBOT));
}

/* The tile types still to come and their copies: the pile, and with
 * `with_hand` the tile in hand of a PLACE phase. */
#define BASTIDE_AI_CELL_CODES 625  /* 5 demands (none, city, road, field, river) ^ 4 sides */

typedef struct
{
  guint n_kinds;
  guint8 kinds[BASTIDE_MAX_TILES];
  guint8 copies[BASTIDE_MAX_TILES];
  /* Copies that fit a frontier cell, by what its sides demand; filled on
   * first use, -1 until then. */
  gint16 fits[BASTIDE_AI_CELL_CODES];
} BastideAiPile;

void      bastide_ai_pile_count     (const BastideState   *state,
                                     gboolean              with_hand,
                                     BastideAiPile        *pile);

/* Evaluation (bastide-ai-eval.c): the expected final score of each
 * player, in points. The simple one is the greedy player's: the scores
 * plus what the board would score if the game ended now, plus a little
 * for followers in supply. The rich one guesses completions, the future
 * of fields, followers' worth, the wheel; given the tiles left (`pile`,
 * or NULL) it also sees the holes no tile left can fill, as a player who
 * counts tiles does. */
void      bastide_ai_eval_simple    (const BastideState   *state,
                                     double                out[BASTIDE_MAX_PLAYERS]);
void      bastide_ai_eval_rich      (const BastideState   *state,
                                     BastideAiPile        *pile,
                                     double                out[BASTIDE_MAX_PLAYERS]);

/* The lead of `player` over the best of the others. */
double    bastide_ai_margin         (const double         *expected,
                                     guint                 n_players,
                                     guint                 player);

/* Moves (bastide-ai.c) */
typedef void (*BastideAiMoveFunc) (const BastideAiMove *move,
                                   const BastideState  *after,
                                   gpointer             user_data);

/* Calls `func` for every legal move of the current phase with the state
 * the move leads to (DRAW moves: the state before the draw, since the tile
 * is unknown). `scratch` holds two states of working space. */
guint     bastide_ai_foreach_move   (const BastideState   *state,
                                     BastideState         *scratch,
                                     BastideAiMoveFunc     func,
                                     gpointer              user_data);
/* Plays a move with no rollback: on failure the state is undefined. */
gboolean  bastide_ai_play           (BastideState         *state,
                                     const BastideAiMove  *move,
                                     BastideEvents        *events,
                                     GError              **error);
gboolean  bastide_ai_move_is_farmer (const BastideState   *state,
                                     const BastideAiMove  *move);

/* Players */
BastideAiMove bastide_ai_greedy_choose (const BastideState    *state,
                                        BastideAiStats        *stats);

typedef struct
{
  BastideAiLevel level;      /* picks the search's tuning */
  guint64 iterations;        /* 0: none */
  gint64 deadline_us;        /* monotonic; 0: none */
  guint64 seed;
} BastideAiMctsConfig;

BastideAiMove bastide_ai_mcts_choose   (const BastideState        *state,
                                        const BastideAiMctsConfig *config,
                                        GCancellable              *cancellable,
                                        BastideAiStats            *stats);

G_END_DECLS
