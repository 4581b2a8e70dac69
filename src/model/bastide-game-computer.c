/* bastide-game-computer.c: computer players, in a GTask
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bastide-game"

#include "config.h"

#include "bastide-game-private.h"

#include <glib/gi18n.h>
#include <string.h>

gboolean
bastide_game_computer_decides (BastideGame        *self,
                               const BastideState *state)
{
  int player = bastide_computer_deciding_player (state);

  return player >= 0 && !self->view && self->kinds[player] == BASTIDE_PLAYER_COMPUTER;
}

/* Computer players, and suggestions: both think on a copy of the position
 * in a thread, and their result counts only while the game's generation
 * (bumped by every step, undo and redo) is the one they started from. */

typedef struct
{
  GWeakRef game;
  BastideState *state;
  BastideComputerLevel level;
  gboolean suggest;             /* the hint's search, not a player's */
  guint player;
  gboolean resigned;
  guint generation;
  guint n_moves;
  BastideMove moves[BASTIDE_COMPUTER_MAX_MOVES];
  BastideAiPlayer *ai_player;   /* the seat's search tree, lent to the thread */
  BastideAiExplanation explanation;
} ComputerJob;

static void
computer_job_free (gpointer data)
{
  ComputerJob *job = data;

  g_weak_ref_clear (&job->game);
  g_clear_pointer (&job->ai_player, bastide_ai_player_free);
  g_free (job->state);
  g_free (job);
}

static void
computer_thread (GTask        *task,
                 gpointer      source_object,
                 gpointer      task_data,
                 GCancellable *cancellable)
{
  ComputerJob *job = task_data;
  GError *error = NULL;

  if (job->suggest)
    job->n_moves = bastide_computer_hint (job->state, cancellable, job->moves, &job->explanation, &error);
  else if (job->resigned)
    job->n_moves = bastide_game_resigned_moves (job->state, job->moves, &error);
  else
    job->n_moves = bastide_computer_choose (job->state, job->level, job->ai_player, cancellable,
                                            job->moves, &error);
  if (job->n_moves == 0)
    g_task_return_error (task, error);
  else
    g_task_return_boolean (task, TRUE);
}

static gboolean
apply_move (BastideGame        *self,
            const BastideMove  *move,
            GError            **error)
{
  gboolean ok = FALSE;

  self->applying_computer = TRUE;
  switch (move->kind)
    {
    case BASTIDE_MOVE_DRAW:
      ok = bastide_game_draw (self, error);
      break;
    case BASTIDE_MOVE_PLAGUE:
      ok = bastide_game_plague_return (self, move->x, move->y, move->feature, error);
      break;
    case BASTIDE_MOVE_PLACE:
      ok = bastide_game_place (self, move->x, move->y, move->rot, error);
      break;
    case BASTIDE_MOVE_DISCARD:
      ok = bastide_game_discard (self, error);
      break;
    case BASTIDE_MOVE_DEPLOY:
      ok = bastide_game_deploy (self, move->has_deploy ? &move->deploy : NULL, error);
      break;
    case BASTIDE_MOVE_RECALL_ABBOT:
      ok = bastide_game_recall_abbot (self, error);
      break;
    case BASTIDE_MOVE_WAGON:
      ok = bastide_game_move_wagon (self, move->x, move->y, move->feature, error);
      break;
    case BASTIDE_MOVE_WAGON_HOME:
      ok = bastide_game_wagon_home (self, error);
      break;
    case BASTIDE_MOVE_ABBEY:
      ok = bastide_game_play_abbey (self, move->x, move->y, error);
      break;
    case BASTIDE_MOVE_PASS:
      ok = bastide_game_pass (self, error);
      break;
    default:
      g_assert_not_reached ();
    }
  self->applying_computer = FALSE;
  return ok;
}

static gboolean apply_plan_cb (gpointer user_data);

/* Plays the computer's chosen moves, with computer-delay between them. */
static void
apply_plan (BastideGame *self)
{
  guint generation;

  while (self->plan_next < self->plan_len)
    {
      BastideMove move = self->plan[self->plan_next++];
      g_autoptr(GError) error = NULL;

      /* The last move ends the thinking; its step notifies it. */
      if (self->plan_next == self->plan_len)
        self->thinking = FALSE;
      generation = self->generation;
      self->last_computer_step = g_get_monotonic_time ();
      if (!apply_move (self, &move, &error))
        {
          g_autoptr(GError) fallback_error = NULL;
          int player = bastide_computer_deciding_player (self->state);

          g_warning ("The computer player's move was refused: %s", error->message);
          self->thinking = TRUE;
          self->plan_next = 0;
          self->plan_len = 0;
          /* Once, the greedy player decides instead; then give up
           * rather than retry the same refusal forever. */
          if (!self->plan_is_fallback && player >= 0)
            self->plan_len = bastide_computer_choose_greedy (self->state, self->plan, &fallback_error);
          self->plan_is_fallback = TRUE;
          if (self->plan_len > 0)
            continue;
          self->thinking = FALSE;
          bastide_game_sync_properties (self);
          return;
        }
      if (self->generation != generation + 1)
        return;   /* something else happened meanwhile (undo in a handler) */
      if (self->computer_delay > 0 && self->plan_next < self->plan_len)
        {
          self->computer_source = g_timeout_add (self->computer_delay, apply_plan_cb, self);
          return;
        }
    }
  self->plan_len = self->plan_next = 0;
  self->plan_is_fallback = FALSE;
  self->thinking = FALSE;
  bastide_game_sync_properties (self);
  bastide_game_schedule_computer (self);
}

static gboolean
apply_plan_cb (gpointer user_data)
{
  BastideGame *self = user_data;

  self->computer_source = 0;
  apply_plan (self);
  return G_SOURCE_REMOVE;
}

static void
computer_done_cb (GObject      *source_object,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  GTask *task = G_TASK (result);
  ComputerJob *job = g_task_get_task_data (task);
  g_autoptr(BastideGame) self = g_weak_ref_get (&job->game);
  g_autoptr(GError) error = NULL;
  gboolean ok = g_task_propagate_boolean (task, &error);

  /* The seat's tree comes back, unless a newer search has one already;
   * it knows by itself which positions follow from it. */
  if (self != NULL && self->ai_players[job->player] == NULL)
    self->ai_players[job->player] = g_steal_pointer (&job->ai_player);
  if (self == NULL || g_task_get_cancellable (task) != self->computer_cancellable)
    return;   /* cancelled: undo, new position, or the game is gone */
  g_clear_object (&self->computer_cancellable);
  if (!ok || job->generation != self->generation)
    {
      if (!ok && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        g_warning ("The computer player found no move: %s", error->message);
      self->thinking = FALSE;
      bastide_game_sync_properties (self);
      return;
    }
  memcpy (self->plan, job->moves, sizeof (BastideMove) * job->n_moves);
  self->plan_len = job->n_moves;
  self->plan_next = 0;
  self->plan_is_fallback = FALSE;

  /* computer-delay also lies between two turns of computer players. */
  if (self->computer_delay > 0 && self->last_computer_step > 0)
    {
      gint64 wait_ms = self->computer_delay
                       - (g_get_monotonic_time () - self->last_computer_step) / 1000;

      if (wait_ms > 0)
        {
          self->computer_source = g_timeout_add ((guint) wait_ms, apply_plan_cb, self);
          return;
        }
    }
  apply_plan (self);
}

static gboolean
start_computer_cb (gpointer user_data)
{
  BastideGame *self = user_data;
  g_autoptr(GTask) task = NULL;
  ComputerJob *job;
  int player;

  self->computer_source = 0;
  if (self->thinking || !bastide_game_computer_decides (self, self->state))
    return G_SOURCE_REMOVE;
  player = bastide_computer_deciding_player (self->state);

  job = g_new0 (ComputerJob, 1);
  g_weak_ref_init (&job->game, self);
  job->state = g_memdup2 (self->state, sizeof *self->state);
  job->level = self->levels[player];
  job->resigned = self->resigned[player];
  job->player = player;
  job->generation = self->generation;
  job->ai_player = g_steal_pointer (&self->ai_players[player]);
  if (job->ai_player == NULL)
    job->ai_player = bastide_ai_player_new ();

  self->computer_cancellable = g_cancellable_new ();
  task = g_task_new (NULL, self->computer_cancellable, computer_done_cb, NULL);
  g_task_set_source_tag (task, start_computer_cb);
  g_task_set_task_data (task, job, computer_job_free);
  g_task_run_in_thread (task, computer_thread);

  self->thinking = TRUE;
  bastide_game_sync_properties (self);
  return G_SOURCE_REMOVE;
}

void
bastide_game_schedule_computer (BastideGame *self)
{
  /* A mirror waiting for its host's tile has nothing to decide yet. */
  if (self->computer_source != 0 || self->thinking || self->draw_requested || self->paused
      || !bastide_game_computer_decides (self, self->state))
    return;
  self->computer_source = g_idle_add (start_computer_cb, self);
}

void
bastide_game_cancel_computer (BastideGame *self)
{
  if (self->computer_cancellable != NULL)
    {
      g_cancellable_cancel (self->computer_cancellable);
      g_clear_object (&self->computer_cancellable);
    }
  g_clear_handle_id (&self->computer_source, g_source_remove);
  self->plan_len = self->plan_next = 0;
  self->plan_is_fallback = FALSE;
  self->thinking = FALSE;
}

/**
 * bastide_game_set_paused:
 * @self: a #BastideGame
 * @paused: whether computer players wait
 *
 * A paused game's computer players make no move (one thinking stops)
 * until it is unpaused: a hosted game resumed from the autosave waits so
 * in its lobby for its players to come back.
 */
void
bastide_game_set_paused (BastideGame *self,
                         gboolean     paused)
{
  g_return_if_fail (BASTIDE_IS_GAME (self));

  self->paused = !!paused;
  if (self->paused)
    {
      bastide_game_cancel_computer (self);
      bastide_game_sync_properties (self);
    }
  else
    bastide_game_schedule_computer (self);
}

/* Suggestions */

/**
 * bastide_game_suggest_async:
 * @self: a #BastideGame
 * @cancellable: (nullable): to stop the search
 * @callback: called on the main context when the suggestion is ready
 * @user_data: for @callback
 *
 * Works out a move for the player deciding now, as the strongest computer
 * player would play it, on a copy of the position in a thread.
 */
void
bastide_game_suggest_async (BastideGame         *self,
                            GCancellable        *cancellable,
                            GAsyncReadyCallback  callback,
                            gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  ComputerJob *job;

  g_return_if_fail (BASTIDE_IS_GAME (self));
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  if (bastide_game_get_tournament (self))
    {
      g_task_report_new_error (self, callback, user_data, bastide_game_suggest_async,
                               BASTIDE_GAME_ERROR, BASTIDE_GAME_ERROR_TOURNAMENT,
                               "%s", _("A tournament game has no hints"));
      return;
    }

  job = g_new0 (ComputerJob, 1);
  g_weak_ref_init (&job->game, NULL);
  job->state = g_memdup2 (self->state, sizeof *self->state);
  job->suggest = TRUE;
  job->player = bastide_game_get_deciding_player (self);
  job->generation = self->generation;

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, bastide_game_suggest_async);
  g_task_set_task_data (task, job, computer_job_free);
  g_task_run_in_thread (task, computer_thread);
}

/**
 * bastide_game_suggest_finish:
 * @self: a #BastideGame
 * @result: the #GAsyncResult given to the callback
 * @error: %BASTIDE_GAME_ERROR_POSITION_CHANGED when the game moved on
 *   meanwhile, %G_IO_ERROR_CANCELLED, or the engine's reason
 *
 * Returns: (transfer full): the suggestion for the current position, or
 *   %NULL with @error set
 */
BastideSuggestion *
bastide_game_suggest_finish (BastideGame   *self,
                             GAsyncResult  *result,
                             GError       **error)
{
  ComputerJob *job;

  g_return_val_if_fail (BASTIDE_IS_GAME (self), NULL);
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == bastide_game_suggest_async, NULL);

  job = g_task_get_task_data (G_TASK (result));
  if (!g_task_propagate_boolean (G_TASK (result), error))
    return NULL;
  /* Checked here, on the main context, where steps are made: the search
   * may have ended before a step and be delivered after it. */
  if (job->generation != self->generation)
    {
      g_set_error_literal (error, BASTIDE_GAME_ERROR, BASTIDE_GAME_ERROR_POSITION_CHANGED,
                           _("The position changed while the suggestion was worked out"));
      return NULL;
    }
  {
    g_autoptr(BastideSuggestion) suggestion = bastide_suggestion_new (job->player, job->moves, job->n_moves);
    g_autofree char *text = bastide_ai_explanation_text (&job->explanation,
                                                         (const char * const *) self->names);

    bastide_suggestion_set_explanation (suggestion, text);
    return g_steal_pointer (&suggestion);
  }
}

/* The costliest moves */

/* The search's iterations for each turn: deterministic, about a third of
 * a second on the reference machine. */
#define ANALYSIS_ITERATIONS 20000

typedef struct
{
  BastideRecord *record;
  guint per_player;
  BastideProgressFunc progress;
  gpointer progress_data;
  GMainContext *context;
  GArray *found;                /* BastideAiCostlyMove */
} AnalysisJob;

static void
analysis_job_free (gpointer data)
{
  AnalysisJob *job = data;

  g_clear_pointer (&job->record, bastide_record_free);
  g_clear_pointer (&job->found, g_array_unref);
  g_main_context_unref (job->context);
  g_free (job);
}

typedef struct
{
  GTask *task;
  double fraction;
} ProgressReport;

static void
progress_report_free (gpointer data)
{
  ProgressReport *report = data;

  g_object_unref (report->task);
  g_free (report);
}

static gboolean
report_progress_cb (gpointer user_data)
{
  ProgressReport *report = user_data;
  AnalysisJob *job = g_task_get_task_data (report->task);

  if (job->progress != NULL && !g_cancellable_is_cancelled (g_task_get_cancellable (report->task)))
    job->progress (report->fraction, job->progress_data);
  return G_SOURCE_REMOVE;
}

static void
analysis_progress (guint    done,
                   guint    total,
                   gpointer user_data)
{
  GTask *task = user_data;
  AnalysisJob *job = g_task_get_task_data (task);
  ProgressReport *report = g_new (ProgressReport, 1);

  report->task = g_object_ref (task);
  report->fraction = total > 0 ? done / (double) total : 1.0;
  g_main_context_invoke_full (job->context, G_PRIORITY_DEFAULT, report_progress_cb, report,
                              progress_report_free);
}

static void
analysis_thread (GTask        *task,
                 gpointer      source_object,
                 gpointer      task_data,
                 GCancellable *cancellable)
{
  AnalysisJob *job = task_data;
  BastideAiParams params;
  GError *error = NULL;

  bastide_ai_params_init (&params, BASTIDE_AI_HARD);
  params.budget_ms = 0;
  params.iterations = ANALYSIS_ITERATIONS;
  params.seed = 1;
  job->found = bastide_ai_costly_moves (job->record, &params, job->per_player, analysis_progress, task,
                                        cancellable, &error);
  if (job->found == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_boolean (task, TRUE);
}

/**
 * bastide_game_find_costly_moves_async:
 * @self: a #BastideGame
 * @per_player: how many moves of each player at most
 * @cancellable: (nullable): to stop the work
 * @progress: (scope notified) (nullable): called with the share done
 * @progress_data: for @progress
 * @callback: called on the main context when the list is ready
 * @user_data: for @callback
 *
 * Searches every tile turn of the game again, the move played always
 * weighed, and keeps each player's moves that cost most.
 */
void
bastide_game_find_costly_moves_async (BastideGame         *self,
                                      guint                per_player,
                                      GCancellable        *cancellable,
                                      BastideProgressFunc  progress,
                                      gpointer             progress_data,
                                      GAsyncReadyCallback  callback,
                                      gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  g_autofree char *data = NULL;
  AnalysisJob *job;
  gsize length;

  g_return_if_fail (BASTIDE_IS_GAME (self));

  job = g_new0 (AnalysisJob, 1);
  /* The game may go on meanwhile: the thread reads its own copy. */
  data = bastide_record_to_data (self->record, &length);
  job->record = bastide_record_load_data (data, length, "game", NULL);
  job->per_player = per_player;
  job->progress = progress;
  job->progress_data = progress_data;
  job->context = g_main_context_ref_thread_default ();

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, bastide_game_find_costly_moves_async);
  g_task_set_task_data (task, job, analysis_job_free);
  g_task_run_in_thread (task, analysis_thread);
}

/**
 * bastide_game_find_costly_moves_finish:
 * @self: a #BastideGame
 * @result: the #GAsyncResult given to the callback
 * @error: %G_IO_ERROR_CANCELLED, or why the record could not be read
 *
 * Returns: (transfer full): a #GListModel of #BastideCostlyMove, the
 *   costliest first, or %NULL with @error set
 */
GListModel *
bastide_game_find_costly_moves_finish (BastideGame   *self,
                                       GAsyncResult  *result,
                                       GError       **error)
{
  AnalysisJob *job;
  GListStore *store;

  g_return_val_if_fail (BASTIDE_IS_GAME (self), NULL);
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == bastide_game_find_costly_moves_async, NULL);

  if (!g_task_propagate_boolean (G_TASK (result), error))
    return NULL;
  job = g_task_get_task_data (G_TASK (result));
  store = g_list_store_new (BASTIDE_TYPE_COSTLY_MOVE);
  for (guint i = 0; i < job->found->len; i++)
    {
      const BastideAiCostlyMove *found = &g_array_index (job->found, BastideAiCostlyMove, i);
      g_autofree char *better = bastide_ai_explanation_text (&found->explanation,
                                                             (const char * const *) self->names);
      g_autoptr(BastideCostlyMove) move = bastide_costly_move_new (found->turn, found->player,
                                                                   found->cost, better);

      g_list_store_append (store, move);
    }
  return G_LIST_MODEL (store);
}
