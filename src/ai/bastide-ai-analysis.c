/* bastide-ai-analysis.c: the costliest moves of a finished game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every tile turn of the record is searched again, the move played always
 * among the moves weighed; what it cost is the search's estimated lead
 * after the best move less its estimated lead after the move played.
 */

#define G_LOG_DOMAIN "bastide-ai"

#include "config.h"

#include "bastide-ai-private.h"

#include <string.h>

/* Below this, a difference is the search's noise. */
#define MIN_COST 1.0

/* The feature index, on the tile at (x, y), that a record names. */
static int
feature_at (const BastideState *state,
            int                 x,
            int                 y,
            const char         *on)
{
  int slot = bastide_state_tile_at (state, x, y);

  if (slot < 0)
    return -1;
  return bastide_tile_type_feature (&ai_types ()[state->tiles[slot].type], on);
}

static void
ref_move (const BastideState      *state,
          BastideAiMoveKind        kind,
          const BastideFeatureRef *ref,
          BastideAiMove           *move)
{
  *move = (BastideAiMove) { kind, bastide_ai_decider (state), ref->x, ref->y, 0, -1, 0, { 0 } };
  if (!ref->home)
    move->feature = feature_at (state, ref->x, ref->y, ref->on);
}

/* The main decision of a record's TILE or ABBEY turn, in `state` where it
 * is taken (the tile drawn, the plague answered). */
static gboolean
main_move (const BastideState *state,
           const BastideTurn  *turn,
           BastideAiMove      *move)
{
  const BastideTileType *type;

  memset (move, 0, sizeof *move);
  move->player = bastide_ai_decider (state);
  move->feature = -1;
  move->x = turn->x;
  move->y = turn->y;
  move->rot = turn->rot;
  if (turn->kind == BASTIDE_TURN_ABBEY)
    {
      move->kind = BASTIDE_AI_MOVE_ABBEY;
      move->rot = 0;
      type = &ai_types ()[bastide_catalogue_lookup ("ABBEY", BASTIDE_SET_ABBEY_MAYOR)];
    }
  else if (turn->kind == BASTIDE_TURN_TILE && state->phase == BASTIDE_PHASE_PLACE)
    {
      move->kind = BASTIDE_AI_MOVE_TILE;
      type = &ai_types ()[state->in_hand];
    }
  else
    return FALSE;
  if (turn->recall)
    move->follow = BASTIDE_AI_FOLLOW_RECALL;
  else if (turn->has_deploy)
    {
      move->follow = BASTIDE_AI_FOLLOW_DEPLOY;
      move->deploy.piece = turn->piece;
      move->deploy.corner = turn->corner;
      move->deploy.crown = turn->crown;
      move->deploy.feature = turn->on[0] != '\0' ? bastide_tile_type_feature (type, turn->on) : -1;
    }
  return TRUE;
}

/* Plays the record's turn up to its main decision: the draw and the
 * plague answers. */
static gboolean
play_to_decision (BastideState      *state,
                  const BastideTurn *turn)
{
  guint answered = 0;

  if (turn->kind == BASTIDE_TURN_ABBEY)
    return TRUE;
  if (turn->kind != BASTIDE_TURN_TILE || !bastide_state_draw (state, turn->tile, NULL, NULL))
    return FALSE;
  while (state->phase == BASTIDE_PHASE_PLAGUE && answered < turn->n_plague)
    {
      BastideAiMove answer;

      ref_move (state, BASTIDE_AI_MOVE_PLAGUE, &turn->plague[answered++], &answer);
      if (!bastide_ai_apply (state, &answer, NULL))
        return FALSE;
    }
  return state->phase == BASTIDE_PHASE_PLACE;
}

static int
compare_cost (gconstpointer a,
              gconstpointer b)
{
  const BastideAiCostlyMove *x = a, *y = b;

  return (x->cost < y->cost) - (x->cost > y->cost);
}

GArray *
bastide_ai_costly_moves (const BastideRecord   *record,
                         const BastideAiParams *params,
                         guint                  per_player,
                         BastideAiProgress      progress,
                         gpointer               user_data,
                         GCancellable          *cancellable,
                         GError               **error)
{
  g_autofree BastideState *state = g_new (BastideState, 1);
  g_autofree BastideState *decision = g_new (BastideState, 1);
  g_autoptr(GArray) found = g_array_new (FALSE, FALSE, sizeof (BastideAiCostlyMove));
  GArray *costliest = g_array_new (FALSE, FALSE, sizeof (BastideAiCostlyMove));
  guint n_turns = bastide_record_get_n_turns (record);
  guint kept[BASTIDE_MAX_PLAYERS] = { 0 };

  bastide_state_copy (state, bastide_record_get_start (record));
  for (guint i = 0; i < n_turns; i++)
    {
      const BastideTurn *turn = bastide_record_get_turn (record, i);
      BastideAiMove played;

      if (progress != NULL)
        progress (i, n_turns, user_data);
      bastide_state_copy (decision, state);
      if (play_to_decision (decision, turn) && main_move (decision, turn, &played))
        {
          BastideAiMctsConfig config = { 0 };
          BastideAiStats stats = { 0 };
          BastideAiCostlyMove costly = { 0 };
          double played_lead = G_MAXDOUBLE;

          config.level = params->level;
          config.iterations = params->iterations;
          if (params->budget_ms > 0 || params->iterations == 0)
            config.deadline_us = g_get_monotonic_time ()
                                 + (gint64) (params->budget_ms > 0 ? params->budget_ms
                                                                   : bastide_ai_level_budget_ms (params->level)) * 1000;
          config.seed = params->seed + i + 1;
          config.also = &played;
          config.also_lead = &played_lead;
          costly.best = bastide_ai_mcts_choose (decision, &config, NULL, cancellable, &stats);
          costly.turn = i;
          costly.player = played.player;
          costly.played = played;
          costly.cost = stats.lead - played_lead;
          if (played_lead != G_MAXDOUBLE && costly.cost >= MIN_COST
              && !bastide_ai_move_equal (&costly.best, &played))
            {
              bastide_ai_explain (decision, &costly.best, &stats, &costly.explanation);
              g_array_append_val (found, costly);
            }
        }
      if (g_cancellable_set_error_if_cancelled (cancellable, error)
          || !bastide_record_play_turn (record, state, turn, NULL, error))
        {
          g_array_unref (costliest);
          return NULL;
        }
    }
  if (progress != NULL)
    progress (n_turns, n_turns, user_data);

  g_array_sort (found, compare_cost);
  for (guint i = 0; i < found->len; i++)
    {
      const BastideAiCostlyMove *costly = &g_array_index (found, BastideAiCostlyMove, i);

      if (kept[costly->player] < per_player)
        {
          kept[costly->player]++;
          g_array_append_val (costliest, *costly);
        }
    }
  return costliest;
}
