/* bastide-computer.c: a computer player for the model
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A one-ply player: it tries every placement and deploy of its tile on a
 * copy of the position and keeps the one whose projected result (the
 * score if the game ended now, followers kept in supply) is best against
 * the strongest opponent. The easy level plays a random legal move.
 *
 * When the ai layer is built (HAVE_BASTIDE_AI), its players decide
 * instead, and this one-ply player is only the fallback.
 */

#define G_LOG_DOMAIN "bastide-computer"

#include "config.h"

#include "bastide-computer.h"

#ifdef HAVE_BASTIDE_AI
# include "bastide-ai.h"
#endif

#include <glib/gi18n.h>

typedef struct
{
  BastideState place;
  BastideState deploy;
  BastideState projection;
  BastidePlacement placements[BASTIDE_MAX_PLACEMENTS];
  BastideDeploy deploys[BASTIDE_MAX_DEPLOYS];
  guint nodes[BASTIDE_MAX_NODES];
  BastideRng rng;
  guint player;
  BastideComputerLevel level;
  GCancellable *cancellable;
} Search;

int
bastide_computer_deciding_player (const BastideState *state)
{
  switch ((BastidePhase) state->phase)
    {
    case BASTIDE_PHASE_OVER:
      return -1;
    case BASTIDE_PHASE_PLAGUE:
      return (state->to_move + state->plague_step) % state->rules.n_players;
    case BASTIDE_PHASE_WAGONS:
      return state->n_wagons > 0 ? state->wagon_owner[0] : state->to_move;
    case BASTIDE_PHASE_DRAW:
    case BASTIDE_PHASE_PLACE:
    case BASTIDE_PHASE_DEPLOY:
    case BASTIDE_PHASE_ABBEY_ROUND:
    default:
      return state->to_move;
    }
}

/* The deciding player's outlook: projected final score against the best
 * opponent, plus a little for every follower still in supply while many
 * tiles remain. */
static double
position_value (Search             *search,
                const BastideState *state)
{
  guint n = state->rules.n_players;
  double supply_weight = MIN (1.5, state->pile_len / 24.0);
  double mine = 0, best_other = -G_MAXDOUBLE;

  search->projection = *state;
  bastide_state_final_scoring (&search->projection, NULL);
  for (guint p = 0; p < n; p++)
    {
      double value;

      if (search->level == BASTIDE_COMPUTER_MEDIUM)
        value = 0.5 * state->players[p].score + 0.5 * search->projection.players[p].score;
      else
        value = search->projection.players[p].score
                + supply_weight * state->players[p].meeples;
      if (p == search->player)
        mine = value;
      else
        best_other = MAX (best_other, value);
    }
  return mine - best_other;
}

/* Best piece to put on the tile just placed in search->place, or none. */
static double
best_deploy (Search      *search,
             BastideMove *move)
{
  guint n = bastide_state_list_deploys (&search->place, search->deploys);
  double best;

  search->deploy = search->place;
  bastide_state_deploy (&search->deploy, NULL, NULL, NULL);
  best = position_value (search, &search->deploy);
  *move = (BastideMove) { .kind = BASTIDE_MOVE_DEPLOY, .has_deploy = FALSE, .feature = -1 };

  if (search->level == BASTIDE_COMPUTER_EASY)
    {
      if (n > 0 && bastide_rng_below (&search->rng, 2) == 0)
        {
          move->has_deploy = TRUE;
          move->deploy = search->deploys[bastide_rng_below (&search->rng, n)];
        }
      return 0;
    }

  for (guint i = 0; i < n; i++)
    {
      double value;

      search->deploy = search->place;
      if (!bastide_state_deploy (&search->deploy, &search->deploys[i], NULL, NULL))
        continue;
      value = position_value (search, &search->deploy);
      if (value > best)
        {
          best = value;
          move->has_deploy = TRUE;
          move->deploy = search->deploys[i];
        }
    }

  search->deploy = search->place;
  if (bastide_state_recall_abbot (&search->deploy, NULL, NULL))
    {
      double value = position_value (search, &search->deploy);

      if (value > best)
        {
          best = value;
          *move = (BastideMove) { .kind = BASTIDE_MOVE_RECALL_ABBOT, .feature = -1 };
        }
    }
  return best;
}

static guint
choose_placement (Search              *search,
                  const BastideState  *state,
                  BastideMove         *moves,
                  GError             **error)
{
  guint n = bastide_state_list_placements (state, state->in_hand, search->placements);
  double best = -G_MAXDOUBLE;

  if (n == 0)
    {
      moves[0] = (BastideMove) { .kind = BASTIDE_MOVE_DISCARD, .feature = -1 };
      return 1;
    }

  if (search->level == BASTIDE_COMPUTER_EASY)
    {
      const BastidePlacement *p = &search->placements[bastide_rng_below (&search->rng, n)];

      moves[0] = (BastideMove) { .kind = BASTIDE_MOVE_PLACE, .x = p->x, .y = p->y, .rot = p->rot, .feature = -1 };
      search->place = *state;
      bastide_state_place (&search->place, p->x, p->y, p->rot, NULL, NULL);
      best_deploy (search, &moves[1]);
      return 2;
    }

  for (guint i = 0; i < n; i++)
    {
      const BastidePlacement *p = &search->placements[i];
      BastideMove deploy;
      double value;

      if (i % 8 == 0 && g_cancellable_set_error_if_cancelled (search->cancellable, error))
        return 0;
      search->place = *state;
      if (!bastide_state_place (&search->place, p->x, p->y, p->rot, NULL, NULL))
        continue;
      value = best_deploy (search, &deploy);
      if (value > best)
        {
          best = value;
          moves[0] = (BastideMove) { .kind = BASTIDE_MOVE_PLACE, .x = p->x, .y = p->y, .rot = p->rot, .feature = -1 };
          moves[1] = deploy;
        }
    }
  return 2;
}

/* The best abbey hole and its deploy; returns the value, or -G_MAXDOUBLE
 * when no hole is open. */
static double
best_abbey (Search             *search,
            const BastideState *state,
            BastideMove        *moves)
{
  double best = -G_MAXDOUBLE;

  for (guint i = 0; i < state->n_frontier; i++)
    {
      const BastideFrontierCell *cell = &state->frontier[i];
      BastideMove deploy;
      double value;

      if (cell->sides != 0xf)
        continue;
      search->place = *state;
      if (!bastide_state_play_abbey (&search->place, cell->x, cell->y, NULL, NULL))
        continue;
      value = best_deploy (search, &deploy);
      if (value > best)
        {
          best = value;
          moves[0] = (BastideMove) { .kind = BASTIDE_MOVE_ABBEY, .x = cell->x, .y = cell->y, .feature = -1 };
          moves[1] = deploy;
        }
      if (search->level == BASTIDE_COMPUTER_EASY)
        break;
    }
  return best;
}

static guint
choose_plague (Search             *search,
               const BastideState *state,
               BastideMove        *moves)
{
  double best = -G_MAXDOUBLE;

  moves[0] = (BastideMove) { .kind = BASTIDE_MOVE_PLAGUE, .feature = -1 };
  for (guint i = 0; i < state->n_pieces; i++)
    {
      const BastidePiece *piece = &state->pieces[i];
      const BastideNode *node;
      const BastidePlacedTile *tile;
      double value;

      if (piece->owner != search->player || piece->crown >= 0 || piece->kind == BASTIDE_PIECE_BARN
          || piece->node == BASTIDE_NODE_NONE)
        continue;
      node = &state->nodes[piece->node];
      tile = &state->tiles[node->tile];
      search->place = *state;
      if (!bastide_state_plague (&search->place, tile->x, tile->y, node->feature, NULL, NULL))
        continue;
      value = search->level == BASTIDE_COMPUTER_EASY ? 0 : position_value (search, &search->place);
      if (value > best)
        {
          best = value;
          moves[0] = (BastideMove) { .kind = BASTIDE_MOVE_PLAGUE, .x = tile->x, .y = tile->y,
                                     .feature = node->feature };
        }
    }
  return 1;
}

static guint
choose_wagon (Search             *search,
              const BastideState *state,
              BastideMove        *moves)
{
  guint n = bastide_state_list_wagon_moves (state, search->nodes);
  double best;

  moves[0] = (BastideMove) { .kind = BASTIDE_MOVE_WAGON_HOME, .feature = -1 };
  if (n == 0)
    return 1;
  if (search->level == BASTIDE_COMPUTER_EASY)
    {
      guint i = bastide_rng_below (&search->rng, n + 1);

      if (i < n)
        {
          const BastideNode *node = &state->nodes[search->nodes[i]];
          const BastidePlacedTile *tile = &state->tiles[node->tile];

          moves[0] = (BastideMove) { .kind = BASTIDE_MOVE_WAGON, .x = tile->x, .y = tile->y,
                                     .feature = node->feature };
        }
      return 1;
    }

  search->place = *state;
  bastide_state_wagon_home (&search->place, NULL, NULL);
  best = position_value (search, &search->place);
  for (guint i = 0; i < n; i++)
    {
      const BastideNode *node = &state->nodes[search->nodes[i]];
      const BastidePlacedTile *tile = &state->tiles[node->tile];
      double value;

      search->place = *state;
      if (!bastide_state_move_wagon (&search->place, tile->x, tile->y, node->feature, NULL, NULL))
        continue;
      value = position_value (search, &search->place);
      if (value > best)
        {
          best = value;
          moves[0] = (BastideMove) { .kind = BASTIDE_MOVE_WAGON, .x = tile->x, .y = tile->y,
                                     .feature = node->feature };
        }
    }
  return 1;
}

#ifdef HAVE_BASTIDE_AI
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
    case BASTIDE_COMPUTER_MEDIUM:
    default: return BASTIDE_AI_MEDIUM;
    }
}
#endif

/* The model's own one-ply player. */
guint
bastide_computer_choose_one_ply (const BastideState    *state,
                                 BastideComputerLevel   level,
                                 GCancellable          *cancellable,
                                 BastideMove           *moves,
                                 GError               **error)
{
  g_autofree Search *search = g_new0 (Search, 1);
  int player = bastide_computer_deciding_player (state);
  guint n = 0;

  if (player < 0)
    {
      g_set_error_literal (error, BASTIDE_RULE_ERROR, BASTIDE_RULE_ERROR_GAME_OVER,
                           _("the game is over"));
      return 0;
    }
  search->player = player;
  search->level = level;
  search->cancellable = cancellable;
  bastide_rng_seed (&search->rng, state->rng.state ^ (G_GUINT64_CONSTANT (0x9e3779b97f4a7c15) * (state->turn + 1)));

  switch ((BastidePhase) state->phase)
    {
    case BASTIDE_PHASE_DRAW:
      moves[0] = (BastideMove) { .kind = BASTIDE_MOVE_DRAW, .feature = -1 };
      n = 1;
      if (level != BASTIDE_COMPUTER_EASY && state->players[player].abbey
          && bastide_state_has_abbey_hole (state))
        {
          BastideMove abbey[2];
          double now, with_abbey;

          search->place = *state;
          now = position_value (search, &search->place);
          with_abbey = best_abbey (search, state, abbey);
          if (with_abbey > now + 4 || (state->pile_len <= state->rules.n_players && with_abbey > now))
            {
              moves[0] = abbey[0];
              moves[1] = abbey[1];
              n = 2;
            }
        }
      break;

    case BASTIDE_PHASE_ABBEY_ROUND:
      moves[0] = (BastideMove) { .kind = BASTIDE_MOVE_PASS, .feature = -1 };
      n = 1;
      if (state->players[player].abbey && bastide_state_has_abbey_hole (state))
        {
          BastideMove abbey[2];
          double now;

          search->place = *state;
          now = position_value (search, &search->place);
          if (best_abbey (search, state, abbey) >= now || level == BASTIDE_COMPUTER_EASY)
            {
              moves[0] = abbey[0];
              moves[1] = abbey[1];
              n = 2;
            }
        }
      break;

    case BASTIDE_PHASE_PLAGUE:
      n = choose_plague (search, state, moves);
      break;

    case BASTIDE_PHASE_PLACE:
      n = choose_placement (search, state, moves, error);
      break;

    case BASTIDE_PHASE_DEPLOY:
      search->place = *state;
      best_deploy (search, &moves[0]);
      n = 1;
      break;

    case BASTIDE_PHASE_WAGONS:
      n = choose_wagon (search, state, moves);
      break;

    case BASTIDE_PHASE_OVER:
    default:
      g_assert_not_reached ();
    }

  if (n > 0 && g_cancellable_set_error_if_cancelled (cancellable, error))
    return 0;
  return n;
}

/**
 * bastide_computer_choose:
 * @state: the position
 * @level: how well to play
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
                         GCancellable          *cancellable,
                         BastideMove           *moves,
                         GError               **error)
{
#ifdef HAVE_BASTIDE_AI
  BastideAiStats stats = { 0, };
  BastideAiMove ai;
  guint n;

  if (state->phase == BASTIDE_PHASE_OVER)
    return bastide_computer_choose_one_ply (state, level, cancellable, moves, error);
  ai = bastide_ai_choose (state, ai_level (level), cancellable, &stats);
  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return 0;
  n = moves_from_ai (&ai, moves);
  if (n > 0)
    return n;
  g_debug ("The ai layer gave no move; the one-ply player decides");
#endif
  return bastide_computer_choose_one_ply (state, level, cancellable, moves, error);
}
