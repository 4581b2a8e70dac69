/* bastide-random.c: random legal play
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bastide-random"

#include "config.h"

#include "bastide-random.h"

#include "bastide-record.h"
#include "bastide-state-private.h"

/* A random cell with tiles on all four sides, or FALSE. */
static gboolean
random_abbey_hole (const BastideState *state,
                   BastideRng         *rng,
                   int                *x,
                   int                *y)
{
  guint holes[BASTIDE_MAX_FRONTIER];
  guint n = 0;

  for (guint i = 0; i < state->n_frontier; i++)
    if (state->frontier[i].sides == 0xf)
      holes[n++] = i;
  if (n == 0)
    return FALSE;
  n = holes[bastide_rng_below (rng, n)];
  *x = state->frontier[n].x;
  *y = state->frontier[n].y;
  return TRUE;
}

static void
random_plague_answer (BastideState  *state,
                      BastideRng    *rng,
                      BastideEvents *events,
                      BastideTurn   *turn)
{
  guint player = (state->to_move + state->plague_step) % state->rules.n_players;
  guint candidates[BASTIDE_MAX_PIECES];
  guint n = 0;
  const BastidePiece *piece;
  const BastidePlacedTile *tile;
  gboolean ok;

  for (guint i = 0; i < state->n_pieces; i++)
    if (state->pieces[i].owner == player && state->pieces[i].crown < 0
        && state->pieces[i].kind != BASTIDE_PIECE_BARN)
      candidates[n++] = i;
  if (n == 0)
    {
      if (turn != NULL)
        bastide_turn_add_plague (turn, state, 0, 0, -1);
      ok = bastide_state_plague (state, 0, 0, -1, events, NULL);
      g_assert (ok);
      return;
    }
  piece = &state->pieces[candidates[bastide_rng_below (rng, n)]];
  tile = &state->tiles[state->nodes[piece->node].tile];
  if (turn != NULL)
    bastide_turn_add_plague (turn, state, tile->x, tile->y, state->nodes[piece->node].feature);
  ok = bastide_state_plague (state, tile->x, tile->y, state->nodes[piece->node].feature, events, NULL);
  g_assert (ok);
}

/* A legal placement drawn uniformly: candidates (frontier cell, rotation)
 * are drawn until one fits, which is uniform over the legal ones and far
 * cheaper than listing them all; a tile that keeps missing falls back to
 * the full list. Returns FALSE when the tile fits nowhere. */
static gboolean
random_placement (const BastideState *state,
                  guint               type,
                  BastideRng         *rng,
                  BastidePlacement   *out)
{
  BastidePlacement placements[BASTIDE_MAX_PLACEMENTS];
  const BastideTileType *t = &bastide_types[type];
  guint n;

  if (state->n_frontier > 0 && t->cells[0].river_sides == 0)
    for (guint attempt = 0; attempt < 48; attempt++)
      {
        guint pick = bastide_rng_below (rng, 4 * state->n_frontier);
        const BastideFrontierCell *f = &state->frontier[pick / 4];
        guint rot = pick % 4;

        if ((t->cells[rot].signature & f->mask) == f->required)
          {
            *out = (BastidePlacement) { f->x, f->y, rot };
            return TRUE;
          }
      }

  n = bastide_state_list_placements (state, type, placements);
  if (n == 0)
    return FALSE;
  *out = placements[bastide_rng_below (rng, n)];
  return TRUE;
}

/* Takes one decision at random, whatever the phase, and writes it into
 * @turn when there is one. */
static void
random_step (BastideState  *state,
             BastideRng    *rng,
             BastideEvents *events,
             BastideTurn   *turn)
{
  BastidePlacement placement;
  BastideDeploy deploys[BASTIDE_MAX_DEPLOYS];
  guint targets[BASTIDE_MAX_NODES];
  gboolean ok = TRUE;
  guint n;
  int x, y;

  switch ((BastidePhase) state->phase)
    {
    case BASTIDE_PHASE_DRAW:
      if (state->players[state->to_move].abbey && bastide_rng_below (rng, 4) == 0
          && random_abbey_hole (state, rng, &x, &y))
        {
          ok = bastide_state_play_abbey (state, x, y, events, NULL);
          if (turn != NULL)
            {
              turn->kind = BASTIDE_TURN_ABBEY;
              turn->x = x;
              turn->y = y;
            }
        }
      else
        {
          ok = bastide_state_draw (state, -1, events, NULL);
          if (turn != NULL)
            {
              turn->kind = BASTIDE_TURN_TILE;
              turn->tile = state->in_hand;
            }
        }
      break;

    case BASTIDE_PHASE_PLAGUE:
      random_plague_answer (state, rng, events, turn);
      break;

    case BASTIDE_PHASE_PLACE:
      if (random_placement (state, state->in_hand, rng, &placement))
        {
          ok = bastide_state_place (state, placement.x, placement.y, placement.rot, events, NULL);
          if (turn != NULL)
            {
              turn->x = placement.x;
              turn->y = placement.y;
              turn->rot = placement.rot;
            }
        }
      else
        {
          ok = bastide_state_discard (state, events, NULL);
          if (turn != NULL)
            turn->kind = BASTIDE_TURN_DISCARD;
        }
      break;

    case BASTIDE_PHASE_DEPLOY:
      n = bastide_state_list_deploys (state, deploys);
      {
        /* Every deploy, no piece, and (when possible) the abbot's recall
         * are equally likely. */
        gboolean can_recall = (state->rules.expansions & BASTIDE_EXPANSION_ABBOT)
                              && !(state->players[state->to_move].specials
                                   & BASTIDE_SPECIAL_BIT (BASTIDE_PIECE_ABBOT));
        guint choice = bastide_rng_below (rng, n + 1 + can_recall);

        if (turn != NULL && choice <= n)
          bastide_turn_set_deploy (turn, state, choice < n ? &deploys[choice] : NULL);
        if (choice < n)
          ok = bastide_state_deploy (state, &deploys[choice], events, NULL);
        else if (choice == n)
          ok = bastide_state_deploy (state, NULL, events, NULL);
        else
          {
            ok = bastide_state_recall_abbot (state, events, NULL);
            if (turn != NULL)
              turn->recall = TRUE;
          }
      }
      break;

    case BASTIDE_PHASE_WAGONS:
      n = bastide_state_list_wagon_moves (state, targets);
      {
        guint choice = bastide_rng_below (rng, n + 1);

        if (choice == n)
          {
            if (turn != NULL)
              bastide_turn_add_wagon (turn, state, 0, 0, -1);
            ok = bastide_state_wagon_home (state, events, NULL);
          }
        else
          {
            const BastideNode *node = &state->nodes[targets[choice]];
            const BastidePlacedTile *tile = &state->tiles[node->tile];

            if (turn != NULL)
              bastide_turn_add_wagon (turn, state, tile->x, tile->y, node->feature);
            ok = bastide_state_move_wagon (state, tile->x, tile->y, node->feature, events, NULL);
          }
      }
      break;

    case BASTIDE_PHASE_ABBEY_ROUND:
      if (random_abbey_hole (state, rng, &x, &y) && bastide_rng_below (rng, 2) == 0)
        {
          ok = bastide_state_play_abbey (state, x, y, events, NULL);
          if (turn != NULL)
            {
              turn->kind = BASTIDE_TURN_ABBEY;
              turn->x = x;
              turn->y = y;
            }
        }
      else
        {
          ok = bastide_state_pass (state, events, NULL);
          if (turn != NULL)
            turn->kind = BASTIDE_TURN_PASS;
        }
      break;

    case BASTIDE_PHASE_OVER:
    default:
      break;
    }
  g_assert (ok);
}

void
bastide_random_step (BastideState  *state,
                     BastideRng    *rng,
                     BastideEvents *events)
{
  random_step (state, rng, events, NULL);
}

/**
 * bastide_random_step_recorded:
 * @turn: the record's turn in progress, begun with bastide_turn_init()
 *
 * Like bastide_random_step(), and writes the decision into @turn.
 *
 * Returns: whether @turn is whole: the next decision begins another turn
 *   of the record (a discard is a turn of its own)
 */
gboolean
bastide_random_step_recorded (BastideState  *state,
                              BastideRng    *rng,
                              BastideEvents *events,
                              BastideTurn   *turn)
{
  random_step (state, rng, events, turn);
  return state->phase == BASTIDE_PHASE_DRAW || state->phase == BASTIDE_PHASE_ABBEY_ROUND
         || state->phase == BASTIDE_PHASE_OVER;
}

/* Plays decisions until the turn passes to the next player (or the game
 * ends). */
void
bastide_random_turn (BastideState  *state,
                     BastideRng    *rng,
                     BastideEvents *events)
{
  guint turn = state->turn;

  while (state->phase != BASTIDE_PHASE_OVER && state->turn == turn)
    bastide_random_step (state, rng, events);
}

void
bastide_random_game (BastideState *state,
                     BastideRng   *rng)
{
  while (state->phase != BASTIDE_PHASE_OVER)
    bastide_random_step (state, rng, NULL);
}

/**
 * bastide_random_record:
 * @rules: the rules of the game
 * @seed: the seed of the pile's order; the moves follow from it too
 * @error: where to say why the rules allow no game
 *
 * Returns: (transfer full) (nullable): a random game played to its end,
 *   as a record
 */
BastideRecord *
bastide_random_record (const BastideRules *rules,
                       guint64             seed,
                       GError            **error)
{
  g_autofree BastideState *state = g_new (BastideState, 1);
  BastideRecord *record;
  BastideTurn turn;
  BastideRng rng;

  if (!bastide_state_init_standard (state, rules, seed, error))
    return NULL;
  record = bastide_record_new (rules, seed);
  bastide_rng_seed (&rng, seed * 7919 + 17);
  bastide_turn_init (&turn);
  while (!bastide_state_is_over (state))
    if (bastide_random_step_recorded (state, &rng, NULL, &turn))
      {
        bastide_record_append_turn (record, &turn);
        bastide_turn_init (&turn);
      }
  return record;
}
