/* bastide-computer.c: the model's computer players
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The ai layer decides; this file turns its decision into the model's
 * steps.
 */

#define G_LOG_DOMAIN "bastide-computer"

#include "config.h"

#include "bastide-computer-private.h"

#include "bastide-ai.h"

#include <glib/gi18n.h>

int
bastide_computer_deciding_player (const BastideState *state)
{
  if (state->phase == BASTIDE_PHASE_OVER)
    return -1;
  return bastide_ai_decider (state);
}

static guint
follow_move (const BastideAiMove *ai,
             BastideMove         *move)
{
  switch (ai->follow)
    {
    case BASTIDE_AI_FOLLOW_DEPLOY:
      *move = (BastideMove) { .kind = BASTIDE_MOVE_DEPLOY, .has_deploy = TRUE, .deploy = ai->deploy,
                              .feature = -1 };
      break;
    case BASTIDE_AI_FOLLOW_RECALL:
      *move = (BastideMove) { .kind = BASTIDE_MOVE_RECALL_ABBOT, .feature = -1 };
      break;
    case BASTIDE_AI_FOLLOW_NOTHING:
    default:
      *move = (BastideMove) { .kind = BASTIDE_MOVE_DEPLOY, .has_deploy = FALSE, .feature = -1 };
      break;
    }
  return 1;
}

/* The ai layer's decision, as the model's steps. */
static guint
moves_from_ai (const BastideAiMove *ai,
               BastideMove         *moves)
{
  switch (ai->kind)
    {
    case BASTIDE_AI_MOVE_DRAW:
      moves[0] = (BastideMove) { .kind = BASTIDE_MOVE_DRAW, .feature = -1 };
      return 1;
    case BASTIDE_AI_MOVE_TILE:
      moves[0] = (BastideMove) { .kind = BASTIDE_MOVE_PLACE, .x = ai->x, .y = ai->y, .rot = ai->rot,
                                 .feature = -1 };
      return 1 + follow_move (ai, &moves[1]);
    case BASTIDE_AI_MOVE_DISCARD:
      moves[0] = (BastideMove) { .kind = BASTIDE_MOVE_DISCARD, .feature = -1 };
      return 1;
    case BASTIDE_AI_MOVE_ABBEY:
      moves[0] = (BastideMove) { .kind = BASTIDE_MOVE_ABBEY, .x = ai->x, .y = ai->y, .feature = -1 };
      return 1 + follow_move (ai, &moves[1]);
    case BASTIDE_AI_MOVE_DEPLOY:
      return follow_move (ai, &moves[0]);
    case BASTIDE_AI_MOVE_PASS:
      moves[0] = (BastideMove) { .kind = BASTIDE_MOVE_PASS, .feature = -1 };
      return 1;
    case BASTIDE_AI_MOVE_PLAGUE:
      moves[0] = (BastideMove) { .kind = BASTIDE_MOVE_PLAGUE, .x = ai->x, .y = ai->y,
                                 .feature = ai->feature };
      return 1;
    case BASTIDE_AI_MOVE_WAGON:
      if (ai->feature < 0)
        moves[0] = (BastideMove) { .kind = BASTIDE_MOVE_WAGON_HOME, .feature = -1 };
      else
        moves[0] = (BastideMove) { .kind = BASTIDE_MOVE_WAGON, .x = ai->x, .y = ai->y,
                                   .feature = ai->feature };
      return 1;
    case BASTIDE_AI_MOVE_NONE:
    default:
      return 0;
    }
}

static BastideAiLevel
ai_level (BastideComputerLevel level)
{
  switch (level)
    {
    case BASTIDE_COMPUTER_EASY: return BASTIDE_AI_EASY;
    case BASTIDE_COMPUTER_HARD: return BASTIDE_AI_HARD;
    case BASTIDE_COMPUTER_GREEDY: return BASTIDE_AI_GREEDY;
    case BASTIDE_COMPUTER_MEDIUM:
    default: return BASTIDE_AI_MEDIUM;
    }
}
/* The moves of the AI's choice (the hint's with @explanation), or 0 with
 * @error set. */
static guint
decide (const BastideState    *state,
        BastideAiLevel         level,
        BastideAiPlayer       *player,
        GCancellable          *cancellable,
        BastideMove           *moves,
        BastideAiExplanation  *explanation,
        GError               **error)
{
  BastideAiParams params;
  BastideAiStats stats;
  BastideAiMove ai;
  guint n;

  if (state->phase == BASTIDE_PHASE_OVER)
    {
      g_set_error_literal (error, BASTIDE_RULE_ERROR, BASTIDE_RULE_ERROR_GAME_OVER,
                           _("the game is over"));
      return 0;
    }
  bastide_ai_params_init (&params, level);
  if (explanation != NULL)
    ai = bastide_ai_hint (state, cancellable, &stats);
  else if (player != NULL)
    ai = bastide_ai_player_choose (player, state, &params, cancellable, &stats);
  else
    ai = bastide_ai_choose_with_params (state, &params, cancellable, &stats);
  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return 0;
  if (explanation != NULL)
    bastide_ai_explain (state, &ai, &stats, explanation);
  n = moves_from_ai (&ai, moves);
  if (n == 0)
    g_set_error_literal (error, BASTIDE_RULE_ERROR, BASTIDE_RULE_ERROR_PHASE,
                         _("the computer player found no move"));
  return n;
}

/**
 * bastide_computer_choose_greedy:
 *
 * The greedy player's choice: what the model falls back on, once, when a
 * searched move is refused.
 */
guint
bastide_computer_choose_greedy (const BastideState  *state,
                                BastideMove         *moves,
                                GError             **error)
{
  return decide (state, BASTIDE_AI_GREEDY, NULL, NULL, moves, NULL, error);
}

/**
 * bastide_computer_choose:
 * @state: the position
 * @level: how well to play
 * @player: (nullable): keeps the player's search tree between decisions
 * @cancellable: (nullable): to stop early
 * @moves: (out caller-allocates) (array fixed-size=4): the moves
 * @error: where to report cancellation
 *
 * Chooses the moves of the player deciding in @state.
 *
 * Returns: the number of moves, 0 on error
 */
guint
bastide_computer_choose (const BastideState    *state,
                         BastideComputerLevel   level,
                         BastideAiPlayer       *player,
                         GCancellable          *cancellable,
                         BastideMove           *moves,
                         GError               **error)
{
  return decide (state, ai_level (level), player, cancellable, moves, NULL, error);
}

/**
 * bastide_computer_hint:
 * @state: the position
 * @cancellable: (nullable): to stop early
 * @moves: (out caller-allocates) (array fixed-size=4): the moves
 * @explanation: (out caller-allocates) (nullable): why
 * @error: where to report cancellation
 *
 * The move suggested to the person who must decide in @state (see
 * bastide_ai_hint()). Thread-safe, like bastide_computer_choose().
 *
 * Returns: the number of moves, 0 on error
 */
guint
bastide_computer_hint (const BastideState    *state,
                       GCancellable          *cancellable,
                       BastideMove           *moves,
                       BastideAiExplanation  *explanation,
                       GError               **error)
{
  BastideAiExplanation unused;

  return decide (state, BASTIDE_AI_HARD, NULL, cancellable, moves,
                 explanation != NULL ? explanation : &unused, error);
}
