/* bastide-game-play.c: the steps of a turn, undo and redo
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every step goes through run_step (): the engine changes the position,
 * the step is written into the turn in progress, and when the turn is
 * complete it goes into the record with a snapshot of the position (for
 * undo). Then the signals tell the views what happened, in play order,
 * as the engine's events report it.
 */

#define G_LOG_DOMAIN "bastide-game"

#include "config.h"

#include "bastide-game-private.h"

#include <glib/gi18n.h>
#include <string.h>

static gboolean
has_person (BastideGame *self)
{
  for (guint p = 0; p < self->state->rules.n_players; p++)
    if (self->kinds[p] == BASTIDE_PLAYER_PERSON)
      return TRUE;
  return FALSE;
}
/**
 * bastide_game_scorings_from_events:
 * @events: what an engine step did
 * @turn: the index of the record turn it belongs to
 * @in_play: (nullable): receives the scorings of play
 * @final_points: each player's points from the end-of-game scoring
 *
 * Returns: (transfer full) (nullable): the end-of-game scorings, or %NULL
 *   when the step did not end the game
 */
GPtrArray *
bastide_game_scorings_from_events (BastideGame         *self,
                                   const BastideEvents *events,
                                   guint                turn,
                                   GPtrArray           *in_play,
                                   int                  final_points[BASTIDE_MAX_PLAYERS])
{
  GPtrArray *final = NULL;

  memset (final_points, 0, sizeof (int) * BASTIDE_MAX_PLAYERS);
  for (guint i = 0; i < events->n_events; i++)
    {
      const BastideEvent *event = &events->events[i];
      BastideScoring *scoring;

      if (event->kind == BASTIDE_EVENT_FINAL_SCORING)
        final = g_ptr_array_new_with_free_func ((GDestroyNotify) bastide_scoring_free);
      if (event->kind != BASTIDE_EVENT_SCORE || (final == NULL && in_play == NULL))
        continue;
      scoring = bastide_scoring_new (self->state, &event->score, (const char * const *) self->names,
                                     final != NULL, turn);
      if (final == NULL)
        {
          g_ptr_array_add (in_play, scoring);
          continue;
        }
      g_ptr_array_add (final, scoring);
      for (guint p = 0; p < BASTIDE_MAX_PLAYERS; p++)
        final_points[p] += event->score.points[p];
    }
  return final;
}

static void
drop_redo (BastideGame *self)
{
  g_array_set_size (self->turns, self->position);
  g_array_set_size (self->snapshots, self->position + 1);
  /* The end of the game, if it was in the turns dropped, is no more. */
  g_clear_pointer (&self->final_scoring, g_ptr_array_unref);
}

static void
complete_turn (BastideGame *self)
{
  bastide_record_append_turn (self->record, &self->pending);
  g_array_append_val (self->turns, self->pending);
  g_array_append_vals (self->snapshots, self->state, 1);
  self->position++;
  self->turn_begun = FALSE;
  bastide_turn_init (&self->pending);
  bastide_game_write_autosave (self);
}

/* Writes a step into the turn in progress. */
static void
record_step (BastideGame *self,
             const Step  *step,
             int          drawn)
{
  BastideTurn *turn = &self->pending;
  const BastideState *state = self->state;

  switch (step->kind)
    {
    case STEP_DRAW:
      turn->kind = BASTIDE_TURN_TILE;
      turn->tile = drawn;
      break;

    case STEP_PLAGUE:
      bastide_turn_add_plague (turn, state, step->x, step->y, step->feature);
      break;

    case STEP_PLACE:
      turn->x = step->x;
      turn->y = step->y;
      turn->rot = step->rot;
      break;

    case STEP_DISCARD:
      turn->kind = BASTIDE_TURN_DISCARD;
      break;

    case STEP_DEPLOY:
      bastide_turn_set_deploy (turn, state, step->deploy);
      break;

    case STEP_RECALL:
      turn->recall = TRUE;
      break;

    case STEP_WAGON:
    case STEP_WAGON_HOME:
      bastide_turn_add_wagon (turn, state, step->x, step->y, step->kind == STEP_WAGON ? step->feature : -1);
      break;

    case STEP_ABBEY:
      turn->kind = BASTIDE_TURN_ABBEY;
      turn->tile = -1;
      turn->x = step->x;
      turn->y = step->y;
      break;

    case STEP_PASS:
      turn->kind = BASTIDE_TURN_PASS;
      break;

    default:
      g_assert_not_reached ();
    }
}

static gboolean
engine_step (BastideGame    *self,
             const Step     *step,
             BastideEvents  *events,
             GError        **error)
{
  BastideState *state = self->state;

  switch (step->kind)
    {
    case STEP_DRAW:
      return bastide_state_draw (state, self->draw_tile, events, error);
    case STEP_PLAGUE:
      return bastide_state_plague (state, step->x, step->y, step->feature, events, error);
    case STEP_PLACE:
      return bastide_state_place (state, step->x, step->y, step->rot, events, error);
    case STEP_DISCARD:
      return bastide_state_discard (state, events, error);
    case STEP_DEPLOY:
      return bastide_state_deploy (state, step->deploy, events, error);
    case STEP_RECALL:
      return bastide_state_recall_abbot (state, events, error);
    case STEP_WAGON:
      return bastide_state_move_wagon (state, step->x, step->y, step->feature, events, error);
    case STEP_WAGON_HOME:
      return bastide_state_wagon_home (state, events, error);
    case STEP_ABBEY:
      return bastide_state_play_abbey (state, step->x, step->y, events, error);
    case STEP_PASS:
      return bastide_state_pass (state, events, error);
    default:
      g_assert_not_reached ();
    }
}

/* Players without a follower on a land tile have nothing to choose when
 * the plague comes: answer for them. */
static void
answer_plague_for_the_empty_handed (BastideGame   *self,
                                    BastideEvents *events)
{
  BastideState *state = self->state;

  while (state->phase == BASTIDE_PHASE_PLAGUE)
    {
      guint player = bastide_computer_deciding_player (state);
      Step none = { STEP_PLAGUE, 0, 0, 0, -1, NULL };

      if (bastide_state_has_land_follower (state, player)
          || !bastide_state_plague (state, 0, 0, -1, events, NULL))
        break;
      record_step (self, &none, -1);
    }
}

static void
emit_scorings (BastideGame *self,
               GPtrArray   *scorings)
{
  for (guint i = 0; i < scorings->len; i++)
    g_signal_emit (self, bastide_game_signals[FEATURE_SCORED], 0, scorings->pdata[i]);
}

/* score-changed for each player whose points @delta are not 0; @score is
 * their score after them. */
static void
emit_score_changes (BastideGame *self,
                    const int    score[BASTIDE_MAX_PLAYERS],
                    const int    delta[BASTIDE_MAX_PLAYERS])
{
  /* A resigned player scores no more (docs/rules.md). */
  for (guint p = 0; p < self->state->rules.n_players; p++)
    if (delta[p] != 0 && !self->resigned[p])
      g_signal_emit (self, bastide_game_signals[SCORE_CHANGED], 0, p, score[p], delta[p]);
}

/* Tells of a piece put down or sent home, standing on @spot; a piece on
 * a crown space stands on the wheel board. @piece, from an engine event,
 * gives why it went home or where a wagon came from. */
static void
emit_piece (BastideGame             *self,
            guint                    signal,
            guint                    player,
            BastidePieceKind         kind,
            const BastideSpot       *spot,
            const BastidePieceEvent *piece)
{
  BastidePieceMove move = { player, kind, spot->x, spot->y, spot->feature, spot->corner, spot->crown,
                            BASTIDE_RETURN_SCORED, 0, 0, -1 };
  BastideBoardTile wheel;

  if (spot->crown >= 0 && bastide_game_get_wheel_board (self, &wheel))
    {
      move.x = wheel.x;
      move.y = wheel.y;
    }
  if (piece != NULL && signal == PIECE_RETURNED)
    move.cause = piece->cause;
  else if (piece != NULL)
    {
      move.from_x = piece->from.x;
      move.from_y = piece->from.y;
      move.from_feature = piece->from.feature;
    }
  g_signal_emit (self, bastide_game_signals[signal], 0, &move);
}

/* What the engine reported, in its order, up to the end-of-game scoring:
 * the wheel and the plague, scores (@scorings holds one for each score
 * event), pieces going home and wagons moving on. */
static void
emit_events (BastideGame         *self,
             const BastideEvents *events,
             GPtrArray           *scorings)
{
  guint scored = 0;

  for (guint i = 0; i < events->n_events; i++)
    {
      const BastideEvent *event = &events->events[i];

      switch ((BastideEventKind) event->kind)
        {
        case BASTIDE_EVENT_SCORE:
          g_signal_emit (self, bastide_game_signals[FEATURE_SCORED], 0, scorings->pdata[scored++]);
          break;
        case BASTIDE_EVENT_PIECE_RETURNED:
          emit_piece (self, PIECE_RETURNED, event->piece.player, event->piece.piece, &event->piece.from,
                      &event->piece);
          break;
        case BASTIDE_EVENT_WAGON_MOVED:
          emit_piece (self, PIECE_DEPLOYED, event->piece.player, event->piece.piece, &event->piece.to,
                      &event->piece);
          break;
        case BASTIDE_EVENT_WAGON_HOME:
          break;   /* it stays in its owner's supply, where it went when scored */
        case BASTIDE_EVENT_WHEEL_TURNED:
          g_signal_emit (self, bastide_game_signals[WHEEL_TURNED], 0, (BastideSector) event->wheel.sector,
                         (guint) event->wheel.steps);
          break;
        case BASTIDE_EVENT_PLAGUE:
          g_signal_emit (self, bastide_game_signals[PLAGUE], 0, (guint) event->wheel.player);
          break;
        case BASTIDE_EVENT_FINAL_SCORING:
        default:
          return;
        }
    }
}

/* The signal of the step itself: the tile drawn or placed, the piece put. */
static void
emit_step (BastideGame *self,
           const Step  *step,
           guint        player,
           int          drawn)
{
  const BastideState *state = self->state;

  switch (step->kind)
    {
    case STEP_DRAW:
      g_signal_emit (self, bastide_game_signals[TILE_DRAWN], 0, player, (guint) drawn);
      break;

    case STEP_PLACE:
    case STEP_ABBEY:
      {
        BastideBoardTile tile;

        bastide_game_get_last_tile (self, &tile, NULL);
        g_signal_emit (self, bastide_game_signals[TILE_PLACED], 0, &tile, player);
      }
      break;

    case STEP_DEPLOY:
      if (step->deploy != NULL)
        {
          const BastideDeploy *deploy = step->deploy;
          const BastidePlacedTile *tile = &state->tiles[state->last_tile];
          gboolean crown = deploy->crown >= 0;
          gboolean barn = !crown && deploy->piece == BASTIDE_PIECE_BARN;
          BastideSpot spot = { tile->x, tile->y, crown || barn ? -1 : deploy->feature,
                               barn ? deploy->corner : -1, crown ? deploy->crown : -1 };

          emit_piece (self, PIECE_DEPLOYED, player, deploy->piece, &spot, NULL);
        }
      break;

    case STEP_PLAGUE:
    case STEP_DISCARD:
    case STEP_RECALL:
    case STEP_WAGON:
    case STEP_WAGON_HOME:
    case STEP_PASS:
    default:
      break;
    }

}

/* The turn part a step settles, for the network: the members of the turn
 * element its player decided (see docs/network.md). Call it right after
 * record_step (), before the turn is complete or the plague answered for
 * others. */
static gboolean
decided_part (BastideGame *self,
              const Step  *step,
              BastideTurn *part)
{
  const BastideTurn *turn = &self->pending;

  bastide_turn_init (part);
  switch (step->kind)
    {
    case STEP_DEPLOY:
    case STEP_RECALL:
    case STEP_DISCARD:
    case STEP_PASS:
      *part = *turn;
      part->has_plague = part->has_wagons = FALSE;
      part->n_plague = part->n_wagons = 0;
      return TRUE;

    case STEP_PLAGUE:
      part->has_plague = TRUE;
      part->n_plague = 1;
      part->plague[0] = turn->plague[turn->n_plague - 1];
      return TRUE;

    case STEP_WAGON:
    case STEP_WAGON_HOME:
      part->has_wagons = TRUE;
      part->n_wagons = 1;
      part->wagons[0] = turn->wagons[turn->n_wagons - 1];
      return TRUE;

    case STEP_DRAW:
    case STEP_PLACE:
    case STEP_ABBEY:
    default:
      return FALSE;
    }
}

static gboolean
run_step (BastideGame  *self,
          const Step   *step,
          GError      **error)
{
  g_autoptr(BastideGame) hold = NULL;
  g_autofree BastideEvents *events = g_new0 (BastideEvents, 1);
  g_autoptr(GPtrArray) scorings = NULL;
  g_autoptr(GPtrArray) final = NULL;
  BastideState *state = self->state;
  BastideState *before = self->before;
  int play_points[BASTIDE_MAX_PLAYERS] = { 0, };
  int final_points[BASTIDE_MAX_PLAYERS] = { 0, };
  int scores_turn[BASTIDE_MAX_PLAYERS] = { 0, };
  int scores_after[BASTIDE_MAX_PLAYERS] = { 0, };
  guint player, turn_index;
  int drawn = -1;
  gboolean boundary, over, decided;
  BastideTurnPart part;

  if (self->view)
    {
      g_set_error_literal (error, BASTIDE_GAME_ERROR, BASTIDE_GAME_ERROR_REPLAY,
                           _("This is a replay: play on from here in a new game"));
      return FALSE;
    }
  if (!self->applying_computer && !self->applying_remote && bastide_game_computer_decides (self, state))
    {
      g_set_error_literal (error, BASTIDE_GAME_ERROR, BASTIDE_GAME_ERROR_COMPUTER_TURN,
                           _("A computer player decides now"));
      return FALSE;
    }
  if (!self->applying_remote && bastide_game_remote_decides (self, state))
    {
      g_set_error_literal (error, BASTIDE_GAME_ERROR, BASTIDE_GAME_ERROR_REMOTE_TURN,
                           _("A player over the network decides now"));
      return FALSE;
    }
  if (step->kind == STEP_DRAW && self->mirror && !self->applying_remote)
    return bastide_game_request_draw (self, error);

  *before = *state;
  player = bastide_computer_deciding_player (state);
  if (!engine_step (self, step, events, error))
    {
      *state = *before;
      return FALSE;
    }

  /* The step is made: write it down. */
  if (!self->turn_begun)
    {
      drop_redo (self);
      bastide_turn_init (&self->pending);
      self->turn_begun = TRUE;
    }
  if (step->kind == STEP_DRAW)
    {
      drawn = state->in_hand;
      self->draw_requested = FALSE;
    }
  turn_index = self->position;
  record_step (self, step, drawn);
  decided = decided_part (self, step, &part.part);
  part.player = player;
  part.turn = turn_index;
  answer_plague_for_the_empty_handed (self, events);

  scorings = g_ptr_array_new_with_free_func ((GDestroyNotify) bastide_scoring_free);
  final = bastide_game_scorings_from_events (self, events, turn_index, scorings, final_points);

  for (guint i = 0; i < scorings->len; i++)
    for (guint p = 0; p < BASTIDE_MAX_PLAYERS; p++)
      play_points[p] += ((BastideScoring *) scorings->pdata[i])->points[p];
  for (guint p = 0; p < state->rules.n_players; p++)
    {
      scores_after[p] = state->players[p].score;
      scores_turn[p] = scores_after[p] - final_points[p];
    }

  boundary = state->phase == BASTIDE_PHASE_DRAW || state->phase == BASTIDE_PHASE_ABBEY_ROUND
             || state->phase == BASTIDE_PHASE_OVER;
  over = state->phase == BASTIDE_PHASE_OVER;
  if (boundary)
    complete_turn (self);
  if (final != NULL)
    self->final_scoring = g_ptr_array_ref (final);
  /* only whole turns go into the record, and so into a saved file */
  if (boundary)
    self->modified = TRUE;
  self->generation++;

  /* Tell the views, in play order. */
  hold = g_object_ref (self);
  emit_step (self, step, player, drawn);
  if (decided)
    g_signal_emit (self, bastide_game_signals[TURN_PART], 0, &part);
  emit_events (self, events, scorings);
  emit_score_changes (self, scores_turn, play_points);
  if (final != NULL)
    {
      emit_scorings (self, final);
      emit_score_changes (self, scores_after, final_points);
    }

  bastide_game_sync_properties (self);

  if (over)
    g_signal_emit (self, bastide_game_signals[GAME_OVER], 0);
  else if (boundary)
    g_signal_emit (self, bastide_game_signals[TURN_STARTED], 0, (guint) state->to_move);

  bastide_game_schedule_computer (self);
  return TRUE;
}

/* Moves to the turn boundary @target (undo, redo). */
static void
go_to (BastideGame *self,
       guint        target)
{
  g_autoptr(BastideGame) hold = g_object_ref (self);

  bastide_game_cancel_computer (self);
  /* taking back only the turn in progress leaves the record as it was */
  if (target != self->position)
    self->modified = TRUE;
  if (target < self->position)
    bastide_record_truncate (self->record, target);
  else
    for (guint i = self->position; i < target; i++)
      bastide_record_append_turn (self->record, &g_array_index (self->turns, BastideTurn, i));
  self->position = target;
  *self->state = g_array_index (self->snapshots, BastideState, target);
  self->turn_begun = FALSE;
  bastide_turn_init (&self->pending);
  self->generation++;
  bastide_game_write_autosave (self);

  g_signal_emit (self, bastide_game_signals[POSITION_CHANGED], 0);
  bastide_game_sync_properties (self);
  bastide_game_schedule_computer (self);
}
/* Public API: playing */

/**
 * bastide_game_draw:
 * @self: a #BastideGame
 * @error: the engine's refusal
 *
 * Draws the top tile of the pile.
 *
 * Returns: whether the step was made
 */
gboolean
bastide_game_draw (BastideGame  *self,
                   GError      **error)
{
  Step step = { STEP_DRAW, 0, 0, 0, -1, NULL };

  g_return_val_if_fail (BASTIDE_IS_GAME (self), FALSE);
  return run_step (self, &step, error);
}

/**
 * bastide_game_place:
 * @self: a #BastideGame
 * @x: column
 * @y: row
 * @rot: quarter turns clockwise
 * @error: the engine's refusal
 *
 * Returns: whether the tile in hand was placed
 */
gboolean
bastide_game_place (BastideGame  *self,
                    int           x,
                    int           y,
                    guint         rot,
                    GError      **error)
{
  Step step = { STEP_PLACE, x, y, rot, -1, NULL };

  g_return_val_if_fail (BASTIDE_IS_GAME (self), FALSE);
  return run_step (self, &step, error);
}

/**
 * bastide_game_discard:
 * @self: a #BastideGame
 * @error: the engine's refusal (the tile fits somewhere)
 *
 * Puts away a tile that fits nowhere; the same player draws again.
 *
 * Returns: whether it was discarded
 */
gboolean
bastide_game_discard (BastideGame  *self,
                      GError      **error)
{
  Step step = { STEP_DISCARD, 0, 0, 0, -1, NULL };

  g_return_val_if_fail (BASTIDE_IS_GAME (self), FALSE);
  return run_step (self, &step, error);
}

/**
 * bastide_game_deploy:
 * @self: a #BastideGame
 * @deploy: (nullable): the piece to put on the tile just placed (unused
 *   fields -1, as bastide_game_list_deploys() gives them), or %NULL for none
 * @error: the engine's refusal
 *
 * Returns: whether the step was made
 */
gboolean
bastide_game_deploy (BastideGame          *self,
                     const BastideDeploy  *deploy,
                     GError              **error)
{
  Step step = { STEP_DEPLOY, 0, 0, 0, -1, deploy };

  g_return_val_if_fail (BASTIDE_IS_GAME (self), FALSE);
  return run_step (self, &step, error);
}

/**
 * bastide_game_recall_abbot:
 * @self: a #BastideGame
 * @error: the engine's refusal
 *
 * Takes the player's abbot back (and scores it) instead of deploying.
 *
 * Returns: whether the step was made
 */
gboolean
bastide_game_recall_abbot (BastideGame  *self,
                           GError      **error)
{
  Step step = { STEP_RECALL, 0, 0, 0, -1, NULL };

  g_return_val_if_fail (BASTIDE_IS_GAME (self), FALSE);
  return run_step (self, &step, error);
}

/**
 * bastide_game_move_wagon:
 * @self: a #BastideGame
 * @x: column of any tile of the target feature
 * @y: row of that tile
 * @feature: the feature index on that tile
 * @error: the engine's refusal
 *
 * Moves the first waiting wagon on.
 *
 * Returns: whether the step was made
 */
gboolean
bastide_game_move_wagon (BastideGame  *self,
                         int           x,
                         int           y,
                         int           feature,
                         GError      **error)
{
  Step step = { STEP_WAGON, x, y, 0, feature, NULL };

  g_return_val_if_fail (BASTIDE_IS_GAME (self), FALSE);
  return run_step (self, &step, error);
}

/**
 * bastide_game_wagon_home:
 * @self: a #BastideGame
 * @error: the engine's refusal
 *
 * Sends the first waiting wagon back to its owner's supply.
 *
 * Returns: whether the step was made
 */
gboolean
bastide_game_wagon_home (BastideGame  *self,
                         GError      **error)
{
  Step step = { STEP_WAGON_HOME, 0, 0, 0, -1, NULL };

  g_return_val_if_fail (BASTIDE_IS_GAME (self), FALSE);
  return run_step (self, &step, error);
}

/**
 * bastide_game_play_abbey:
 * @self: a #BastideGame
 * @x: column of the hole
 * @y: row of the hole
 * @error: the engine's refusal
 *
 * Plays the current player's abbey instead of drawing (or in the abbey
 * round after the last tile).
 *
 * Returns: whether the step was made
 */
gboolean
bastide_game_play_abbey (BastideGame  *self,
                         int           x,
                         int           y,
                         GError      **error)
{
  Step step = { STEP_ABBEY, x, y, 0, -1, NULL };

  g_return_val_if_fail (BASTIDE_IS_GAME (self), FALSE);
  return run_step (self, &step, error);
}

/**
 * bastide_game_pass:
 * @self: a #BastideGame
 * @error: the engine's refusal
 *
 * Keeps the abbey in the abbey round after the last tile.
 *
 * Returns: whether the step was made
 */
gboolean
bastide_game_pass (BastideGame  *self,
                   GError      **error)
{
  Step step = { STEP_PASS, 0, 0, 0, -1, NULL };

  g_return_val_if_fail (BASTIDE_IS_GAME (self), FALSE);
  return run_step (self, &step, error);
}

/**
 * bastide_game_plague_return:
 * @self: a #BastideGame
 * @x: column of any tile of the feature
 * @y: row of that tile
 * @feature: the feature index there, or -1 when the player has no
 *   follower on a land tile
 * @error: the engine's refusal
 *
 * The deciding player's answer to the plague.
 *
 * Returns: whether the step was made
 */
gboolean
bastide_game_plague_return (BastideGame  *self,
                            int           x,
                            int           y,
                            int           feature,
                            GError      **error)
{
  Step step = { STEP_PLAGUE, x, y, 0, feature, NULL };

  g_return_val_if_fail (BASTIDE_IS_GAME (self), FALSE);
  return run_step (self, &step, error);
}

/* Public API: undo and redo */

gboolean
bastide_game_get_can_undo (BastideGame *self)
{
  g_return_val_if_fail (BASTIDE_IS_GAME (self), FALSE);
  /* The other players have seen the move: there is no taking it back. */
  if (bastide_game_is_network_game (self))
    return FALSE;
  return self->turn_begun || self->position > 0;
}

gboolean
bastide_game_get_can_redo (BastideGame *self)
{
  g_return_val_if_fail (BASTIDE_IS_GAME (self), FALSE);
  if (bastide_game_is_network_game (self))
    return FALSE;
  return !self->turn_begun && self->position < self->turns->len;
}

/**
 * bastide_game_undo:
 * @self: a #BastideGame
 * @error: %BASTIDE_GAME_ERROR_NO_UNDO when there is nothing to undo
 *
 * Takes back the turn in progress, or the last turn. With computer
 * players, goes back to the last turn a person decided.
 *
 * Returns: whether anything was undone
 */
gboolean
bastide_game_undo (BastideGame  *self,
                   GError      **error)
{
  guint target;

  g_return_val_if_fail (BASTIDE_IS_GAME (self), FALSE);

  if (!bastide_game_get_can_undo (self))
    {
      g_set_error_literal (error, BASTIDE_GAME_ERROR, BASTIDE_GAME_ERROR_NO_UNDO,
                           _("There is nothing to undo"));
      return FALSE;
    }
  target = self->turn_begun ? self->position : self->position - 1;
  if (has_person (self))
    while (target > 0 && bastide_game_computer_decides (self, &g_array_index (self->snapshots, BastideState, target)))
      target--;
  go_to (self, target);
  return TRUE;
}

/**
 * bastide_game_redo:
 * @self: a #BastideGame
 * @error: %BASTIDE_GAME_ERROR_NO_REDO when there is nothing to redo
 *
 * Plays again the turns undone last, up to the next turn a person decides.
 *
 * Returns: whether anything was redone
 */
gboolean
bastide_game_redo (BastideGame  *self,
                   GError      **error)
{
  guint target;

  g_return_val_if_fail (BASTIDE_IS_GAME (self), FALSE);

  if (!bastide_game_get_can_redo (self))
    {
      g_set_error_literal (error, BASTIDE_GAME_ERROR, BASTIDE_GAME_ERROR_NO_REDO,
                           _("There is nothing to redo"));
      return FALSE;
    }
  target = self->position + 1;
  if (has_person (self))
    while (target < self->turns->len
           && bastide_game_computer_decides (self, &g_array_index (self->snapshots, BastideState, target)))
      target++;
  go_to (self, target);
  return TRUE;
}
