/* bastide-ai-greedy.c: the greedy baseline
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Tries every legal move of the decision and keeps the one whose resulting
 * position has the best simple evaluation for the decider: its lead in
 * score plus what the board would score if the game ended now, plus a
 * little (0.8) for each piece kept in supply. Ties go to the first move in
 * the list (nothing before a deploy, placements in frontier order), so the
 * player is deterministic.
 *
 * Drawing a tile leaves the position as it is, so an abbey is played only
 * when it gains something at once.
 */

#define G_LOG_DOMAIN "bastide-ai"

#include "config.h"

#include "bastide-ai-private.h"

typedef struct
{
  guint player;
  guint n_players;
  gboolean found;
  double best;
  BastideAiMove move;
} Greedy;

/* Below this, a gain is noise. */
#define GREEDY_EPSILON 1e-6

static void
consider (const BastideAiMove *move,
          const BastideState  *after,
          gpointer             user_data)
{
  Greedy *greedy = user_data;
  double expected[BASTIDE_MAX_PLAYERS];
  double value;

  bastide_ai_eval (after, BASTIDE_AI_EVAL_SIMPLE, NULL, expected);
  value = bastide_ai_margin (expected, greedy->n_players, greedy->player);
  if (!greedy->found || value > greedy->best + GREEDY_EPSILON)
    {
      greedy->found = TRUE;
      greedy->best = value;
      greedy->move = *move;
    }
}

BastideAiMove
bastide_ai_greedy_choose (const BastideState *state,
                          BastideAiStats     *stats)
{
  g_autofree BastideState *scratch = g_new (BastideState, 2);
  Greedy greedy = { 0 };

  greedy.player = bastide_ai_decider (state);
  greedy.n_players = state->rules.n_players;
  greedy.move.kind = BASTIDE_AI_MOVE_NONE;
  greedy.move.player = greedy.player;
  greedy.move.feature = -1;
  stats->n_moves = bastide_ai_foreach_move (state, scratch, consider, &greedy);
  stats->value = stats->lead = greedy.best;
  return greedy.move;
}
