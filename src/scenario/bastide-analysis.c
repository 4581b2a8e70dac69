/* bastide-analysis.c: every move of the tile on top of the pile, scored
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each legal turn is played on a copy of the position; what each player
 * scores during it is the move's value (end-of-game scoring, when the
 * move ends the game, is not counted). The list is sorted by the mover's
 * points, then by the mover's lead over the best other player.
 */

#define G_LOG_DOMAIN "bastide-analysis"

#include "config.h"

#include "bastide-analysis.h"

#include <string.h>

#include "bastide-moves.h"

#include "bastide-ai.h"

G_DEFINE_BOXED_TYPE (BastideAnalysis, bastide_analysis, bastide_analysis_copy, bastide_analysis_free)

typedef struct
{
  BastideAnalysisMove move;
  guint order;
} Entry;

typedef struct
{
  const BastideState *before;
  GArray *entries;
  GCancellable *cancellable;
} Collect;

static BastideAnalysisAiFunc ai_func;
static gpointer ai_func_data;
static gboolean ai_func_set;

/* Points the end-of-game scoring gave, from the events of the turn that
 * ended the game (none for other turns). */
static void
final_points (const BastideEvents *events,
              int                  points[BASTIDE_MAX_PLAYERS])
{
  gboolean at_end = FALSE;

  memset (points, 0, sizeof (int) * BASTIDE_MAX_PLAYERS);
  for (guint i = 0; i < events->n_events; i++)
    {
      at_end |= events->events[i].kind == BASTIDE_EVENT_FINAL_SCORING;
      if (at_end && events->events[i].kind == BASTIDE_EVENT_SCORE)
        for (guint p = 0; p < BASTIDE_MAX_PLAYERS; p++)
          points[p] += events->events[i].score.points[p];
    }
}

static gboolean
collect_cb (const BastideTurn   *turn,
            const BastideState  *after,
            const BastideEvents *events,
            gpointer             user_data)
{
  Collect *collect = user_data;
  const BastideState *before = collect->before;
  Entry entry;
  int final[BASTIDE_MAX_PLAYERS];
  int best_other = G_MININT;
  guint mover = before->to_move;

  /* cancelled: stop listing */
  if (g_cancellable_is_cancelled (collect->cancellable))
    return FALSE;
  memset (&entry, 0, sizeof entry);
  entry.order = collect->entries->len;
  final_points (events, final);
  entry.move.turn = *turn;
  for (guint p = 0; p < before->rules.n_players; p++)
    {
      entry.move.points[p] = after->players[p].score - before->players[p].score - final[p];
      if (p != mover)
        best_other = MAX (best_other, entry.move.points[p]);
    }
  entry.move.mover_points = entry.move.points[mover];
  entry.move.margin = entry.move.mover_points - (best_other == G_MININT ? 0 : best_other);
  g_array_append_val (collect->entries, entry);
  return TRUE;
}

static int
compare_entries (gconstpointer a,
                 gconstpointer b)
{
  const Entry *x = a, *y = b;

  if (x->move.mover_points != y->move.mover_points)
    return y->move.mover_points - x->move.mover_points;
  if (x->move.margin != y->move.margin)
    return y->move.margin - x->move.margin;
  return (int) x->order - (int) y->order;
}

static gboolean
default_ai (const BastideState *state,
            GCancellable       *cancellable,
            BastideTurn        *turn,
            gpointer            user_data G_GNUC_UNUSED)
{
  BastideAiParams params;
  BastideAiMove move;

  /* A small, fixed budget: the analysis is a hint, not a game. */
  bastide_ai_params_init (&params, BASTIDE_AI_MEDIUM);
  params.budget_ms = 300;
  params.iterations = 2000;
  params.seed = 1;
  move = bastide_ai_choose_with_params (state, &params, cancellable, NULL);
  if (move.kind != BASTIDE_AI_MOVE_TILE && move.kind != BASTIDE_AI_MOVE_DISCARD)
    return FALSE;
  bastide_ai_move_to_turn (state, &move, turn);
  return TRUE;
}

/**
 * bastide_analysis_set_ai_func:
 * @func: (nullable): the computer's choice, or %NULL for none
 *
 * Replaces the hook that marks the computer's preferred move (by default
 * the AI layer at a small budget; see
 * bastide_analysis_use_default_ai()).
 */
void
bastide_analysis_set_ai_func (BastideAnalysisAiFunc func,
                              gpointer              user_data)
{
  ai_func = func;
  ai_func_data = user_data;
  ai_func_set = TRUE;
}

/**
 * bastide_analysis_use_default_ai:
 *
 * Goes back to the default hook: the AI layer's Medium player with a small
 * budget (300 ms or 2000 iterations), when the AI layer is built; none
 * otherwise. Returns whether there is one.
 */
gboolean
bastide_analysis_use_default_ai (void)
{
  ai_func = NULL;
  ai_func_data = NULL;
  ai_func_set = FALSE;
  return TRUE;
}

/* Whether two turns (in canonical rotations) are the same move; plague
 * and wagon details are not compared. */
static gboolean
same_move (const BastideTurn *a,
           const BastideTurn *b)
{
  if (a->kind != b->kind)
    return FALSE;
  if (a->kind == BASTIDE_TURN_DISCARD || a->kind == BASTIDE_TURN_PASS)
    return TRUE;
  if (a->x != b->x || a->y != b->y)
    return FALSE;
  if (a->kind == BASTIDE_TURN_TILE && a->rot != b->rot)
    return FALSE;
  if (a->has_deploy != b->has_deploy || a->recall != b->recall)
    return FALSE;
  return !a->has_deploy
         || (a->piece == b->piece && a->corner == b->corner && a->crown == b->crown
             && g_strcmp0 (a->on, b->on) == 0);
}

static int
find_ai_choice (const BastideState *state,
                GCancellable       *cancellable,
                GArray             *moves)
{
  BastideAnalysisAiFunc func = ai_func;
  gpointer data = ai_func_data;
  g_autofree BastideState *drawn = NULL;
  BastideTurn turn;

  if (!ai_func_set)
    func = default_ai;
  if (func == NULL || state->phase != BASTIDE_PHASE_DRAW || state->pile_len == 0)
    return -1;
  drawn = g_new (BastideState, 1);
  *drawn = *state;
  if (!bastide_state_draw (drawn, -1, NULL, NULL) || drawn->phase != BASTIDE_PHASE_PLACE)
    return -1;
  memset (&turn, 0, sizeof turn);
  if (!func (drawn, cancellable, &turn, data))
    return -1;
  if (turn.tile < 0)
    turn.tile = drawn->in_hand;
  bastide_moves_canonical (&turn);
  for (guint i = 0; i < moves->len; i++)
    if (same_move (&g_array_index (moves, BastideAnalysisMove, i).turn, &turn))
      return i;
  return -1;
}

/**
 * bastide_analysis_new:
 * @state: a position between two turns
 * @cancellable: (nullable): stops the listing and the computer's choice
 * @error: %G_IO_ERROR_CANCELLED when it was stopped
 *
 * Every legal turn of the player to move (abbey turns included, rotations
 * that look the same once, wagons home), best first.
 *
 * Returns: (transfer full) (nullable): the analysis, or %NULL when cancelled
 */
BastideAnalysis *
bastide_analysis_new (const BastideState  *state,
                      GCancellable        *cancellable,
                      GError             **error)
{
  g_autoptr(BastideAnalysis) analysis = g_new0 (BastideAnalysis, 1);
  g_autoptr(GArray) entries = g_array_new (FALSE, TRUE, sizeof (Entry));
  Collect collect = { state, entries, cancellable };

  analysis->player = state->to_move;
  analysis->n_players = state->rules.n_players;
  analysis->tile = state->phase == BASTIDE_PHASE_DRAW ? bastide_state_next_tile (state) : -1;
  analysis->moves = g_array_new (FALSE, TRUE, sizeof (BastideAnalysisMove));
  analysis->ai_choice = -1;

  bastide_moves_foreach (state, BASTIDE_MOVES_DEFAULT, collect_cb, &collect);
  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return NULL;
  g_array_sort (entries, compare_entries);
  for (guint i = 0; i < entries->len; i++)
    g_array_append_val (analysis->moves, g_array_index (entries, Entry, i).move);
  analysis->ai_choice = find_ai_choice (state, cancellable, analysis->moves);
  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return NULL;
  return g_steal_pointer (&analysis);
}

/**
 * bastide_scenario_analyse:
 *
 * The analysis of the position; refused when it has problems.
 */
BastideAnalysis *
bastide_scenario_analyse (BastideScenario  *scenario,
                          GError          **error)
{
  g_autofree BastideState *state = g_new (BastideState, 1);

  g_return_val_if_fail (BASTIDE_IS_SCENARIO (scenario), NULL);

  if (!bastide_scenario_to_state (scenario, state, error))
    return NULL;
  return bastide_analysis_new (state, NULL, error);
}

static void
analyse_thread (GTask        *task,
                gpointer      source_object,
                gpointer      task_data,
                GCancellable *cancellable)
{
  GError *error = NULL;
  BastideAnalysis *analysis = bastide_analysis_new (task_data, cancellable, &error);

  if (analysis == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, analysis, (GDestroyNotify) bastide_analysis_free);
}

/**
 * bastide_scenario_analyse_async:
 * @scenario: a #BastideScenario
 * @cancellable: (nullable): to drop the result
 * @callback: called when the analysis is done
 * @user_data: for @callback
 *
 * Analyses the position as it is now, in a thread: the scenario may change
 * meanwhile.
 */
void
bastide_scenario_analyse_async (BastideScenario     *scenario,
                                GCancellable        *cancellable,
                                GAsyncReadyCallback  callback,
                                gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  g_autofree BastideState *state = g_new (BastideState, 1);
  GError *error = NULL;

  g_return_if_fail (BASTIDE_IS_SCENARIO (scenario));

  task = g_task_new (scenario, cancellable, callback, user_data);
  g_task_set_source_tag (task, bastide_scenario_analyse_async);
  if (!bastide_scenario_to_state (scenario, state, &error))
    {
      g_task_return_error (task, error);
      return;
    }
  g_task_set_task_data (task, g_steal_pointer (&state), g_free);
  g_task_set_return_on_cancel (task, FALSE);
  g_task_run_in_thread (task, analyse_thread);
}

/**
 * bastide_scenario_analyse_finish:
 * @scenario: a #BastideScenario
 * @result: the #GAsyncResult given to the callback
 * @error: the position's problem, or %G_IO_ERROR_CANCELLED
 *
 * Returns: (transfer full) (nullable): the analysis
 */
BastideAnalysis *
bastide_scenario_analyse_finish (BastideScenario  *scenario,
                                 GAsyncResult     *result,
                                 GError          **error)
{
  g_return_val_if_fail (g_task_is_valid (result, scenario), NULL);
  return g_task_propagate_pointer (G_TASK (result), error);
}

BastideAnalysis *
bastide_analysis_copy (const BastideAnalysis *analysis)
{
  BastideAnalysis *copy = g_memdup2 (analysis, sizeof *analysis);

  copy->moves = g_array_copy (analysis->moves);
  return copy;
}

void
bastide_analysis_free (BastideAnalysis *analysis)
{
  if (analysis == NULL)
    return;
  g_array_unref (analysis->moves);
  g_free (analysis);
}
