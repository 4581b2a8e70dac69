/* bastide-state-turn.c: the steps of a turn and the order of turns
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bastide-state-turn"

#include "config.h"

#include "bastide-state-private.h"

#include <glib/gi18n.h>
#include <string.h>


/* Drawing and placing */

gboolean
bastide_state_check_phase (const BastideState *state,
                           BastidePhase        phase,
                           GError            **error)
{
  if (state->phase == phase)
    return TRUE;
  if (state->phase == BASTIDE_PHASE_OVER)
    bastide_refuse_literal (error, BASTIDE_RULE_ERROR_GAME_OVER,
                         _("the game is over"));
  else if (state->phase == BASTIDE_PHASE_ABBEY_ROUND)
    bastide_refuse_literal (error, BASTIDE_RULE_ERROR_PHASE,
                         _("the tiles are all drawn: only abbey turns or passes remain"));
  else
    bastide_refuse_literal (error, BASTIDE_RULE_ERROR_PHASE,
                         _("that is not possible at this point of the turn"));
  return FALSE;
}

gboolean
bastide_state_has_land_follower (const BastideState *state,
                                 guint               player)
{
  for (guint i = 0; i < state->n_pieces; i++)
    if (state->pieces[i].owner == player && state->pieces[i].crown < 0
        && state->pieces[i].kind != BASTIDE_PIECE_BARN)
      return TRUE;
  return FALSE;
}

gboolean
bastide_state_plague_needed (const BastideState *state)
{
  for (guint p = 0; p < state->rules.n_players; p++)
    if (bastide_state_has_land_follower (state, p))
      return TRUE;
  return FALSE;
}

gboolean
bastide_state_draw (BastideState   *state,
                    int             type,
                    BastideEvents  *events,
                    GError        **error)
{
  int top, index = -1;
  guint lowest;

  if (!bastide_state_check_phase (state, BASTIDE_PHASE_DRAW, error))
    return FALSE;
  g_assert (state->pile_len > 0);
  top = state->pile[state->pile_len - 1];

  if (type < 0 || type == top)
    index = state->pile_len - 1;
  else if ((guint) type >= bastide_catalogue ()->n_types)
    {
      bastide_refuse_literal (error, BASTIDE_RULE_ERROR_DRAW, _("there is no such tile"));
      return FALSE;
    }
  else if (state->pile_fixed)
    {
      bastide_refuse (error, BASTIDE_RULE_ERROR_DRAW,
                   _("the tile %s is not the top of the pile: %s is"),
                   bastide_types[type].id, bastide_types[top].id);
      return FALSE;
    }
  else
    {
      lowest = state->river_pending > 0 ? state->pile_len - state->river_pending : 0;
      for (guint i = lowest; i < state->pile_len; i++)
        if (state->pile[i] == type)
          index = i;
      if (index < 0)
        {
          gboolean later = FALSE;

          for (guint i = 0; i < lowest; i++)
            later |= state->pile[i] == type;
          if (later)
            bastide_refuse (error, BASTIDE_RULE_ERROR_DRAW,
                         _("river tiles are drawn first: %s comes after the river"),
                         bastide_types[type].id);
          else
            bastide_refuse (error, BASTIDE_RULE_ERROR_DRAW,
                         _("the tile %s is not among the tiles left to draw"),
                         bastide_types[type].id);
          return FALSE;
        }
      if (bastide_types[type].is_lake && state->river_pending > 1)
        {
          bastide_refuse_literal (error, BASTIDE_RULE_ERROR_DRAW,
                               _("the lake is drawn last, after the other river tiles"));
          return FALSE;
        }
    }

  type = state->pile[index];
  state->pile[index] = state->pile[state->pile_len - 1];
  state->pile_len--;
  if (state->river_pending > 0)
    state->river_pending--;
  state->in_hand = type;
  state->phase = BASTIDE_PHASE_PLACE;
  state->plague_step = 0;

  if (bastide_types[type].wheel > 0)
    bastide_wheel_turn (state, bastide_types[type].wheel, events);
  return TRUE;
}

gboolean
bastide_state_place (BastideState   *state,
                     int             x,
                     int             y,
                     guint           rot,
                     BastideEvents  *events,
                     GError        **error)
{
  if (!bastide_state_check_phase (state, BASTIDE_PHASE_PLACE, error))
    return FALSE;
  if (!bastide_state_check_placement (state, state->in_hand, x, y, rot, error))
    return FALSE;
  state->last_tile = bastide_state_add_tile (state, state->in_hand, x, y, rot);
  state->in_hand = BASTIDE_TILE_NONE;
  state->active = state->to_move;
  state->phase = BASTIDE_PHASE_DEPLOY;
  return TRUE;
}

gboolean
bastide_state_discard (BastideState   *state,
                       BastideEvents  *events,
                       GError        **error)
{
  BastidePlacement placements[BASTIDE_MAX_PLACEMENTS];

  if (!bastide_state_check_phase (state, BASTIDE_PHASE_PLACE, error))
    return FALSE;
  if (bastide_state_list_placements (state, state->in_hand, placements) > 0)
    {
      bastide_refuse (error, BASTIDE_RULE_ERROR_DISCARD,
                   _("the tile fits somewhere and may not be discarded: for example at (%d, %d), turned %u°"),
                   placements[0].x, placements[0].y, placements[0].rot * 90);
      return FALSE;
    }
  state->in_hand = BASTIDE_TILE_NONE;
  state->phase = BASTIDE_PHASE_DRAW;
  if (state->pile_len == 0)
    bastide_state_end_of_tiles (state, state->to_move, events);
  return TRUE;
}

gboolean
bastide_state_has_abbey_hole (const BastideState *state)
{
  for (guint i = 0; i < state->n_frontier; i++)
    if (state->frontier[i].sides == 0xf)
      return TRUE;
  return FALSE;
}

gboolean
bastide_state_play_abbey (BastideState   *state,
                          int             x,
                          int             y,
                          BastideEvents  *events G_GNUC_UNUSED,
                          GError        **error)
{
  int f;

  if (!has_expansion (state, BASTIDE_EXPANSION_ABBEY_MAYOR))
    {
      bastide_refuse_literal (error, BASTIDE_RULE_ERROR_ABBEY,
                           _("the abbey is not in play in this game"));
      return FALSE;
    }
  if (state->phase != BASTIDE_PHASE_ABBEY_ROUND && !bastide_state_check_phase (state, BASTIDE_PHASE_DRAW, error))
    return FALSE;
  if (!state->players[state->to_move].abbey)
    {
      bastide_refuse_literal (error, BASTIDE_RULE_ERROR_ABBEY,
                           _("the player has no abbey left"));
      return FALSE;
    }
  f = frontier_find (state, x, y);
  if (f < 0 || state->frontier[f].sides != 0xf)
    {
      bastide_refuse (error, BASTIDE_RULE_ERROR_ABBEY,
                   slot_at (state, x, y) >= 0
                   ? _("the square (%d, %d) is already occupied")
                   : _("the abbey needs tiles on all four sides of (%d, %d)"), x, y);
      return FALSE;
    }
  state->players[state->to_move].abbey = FALSE;
  state->last_tile = bastide_state_add_tile (state, bastide_abbey_type (), x, y, 0);
  state->active = state->to_move;
  state->phase = BASTIDE_PHASE_DEPLOY;
  return TRUE;
}

/* Deploying */

/* `barn_node` is the field a barn was just put on, if any. */
static void
after_deploy (BastideState  *state,
              guint          barn_node,
              BastideEvents *events)
{
  bastide_state_score_turn (state, barn_node, events);
  if (state->n_wagons > 0)
    {
      /* Owners decide in turn order from the player who placed the tile. */
      guint n = state->rules.n_players;

      for (guint i = 1; i < state->n_wagons; i++)
        for (guint j = i; j > 0; j--)
          {
            guint a = (state->wagon_owner[j - 1] + n - state->active) % n;
            guint b = (state->wagon_owner[j] + n - state->active) % n;
            guint8 o;
            guint16 f, w;

            if (a <= b)
              break;
            o = state->wagon_owner[j]; state->wagon_owner[j] = state->wagon_owner[j - 1]; state->wagon_owner[j - 1] = o;
            f = state->wagon_from[j]; state->wagon_from[j] = state->wagon_from[j - 1]; state->wagon_from[j - 1] = f;
            w = state->wagon_node[j]; state->wagon_node[j] = state->wagon_node[j - 1]; state->wagon_node[j - 1] = w;
          }
      state->phase = BASTIDE_PHASE_WAGONS;
      return;
    }
  bastide_state_finish_turn (state, events);
}

gboolean
bastide_state_deploy (BastideState        *state,
                      const BastideDeploy *deploy,
                      BastideEvents       *events,
                      GError             **error)
{
  if (deploy != NULL)
    {
      guint node = BASTIDE_NODE_NONE;

      if (!bastide_state_check_deploy (state, deploy, error))
        return FALSE;
      if (deploy->piece == BASTIDE_PIECE_BARN)
        node = bastide_state_barn_corner_node (state, state->last_tile, deploy->corner);
      else if (deploy->crown < 0)
        node = state->tiles[state->last_tile].first_node + deploy->feature;
      bastide_state_add_piece (state, state->to_move, deploy->piece, node, deploy->corner, deploy->crown);
      after_deploy (state, deploy->piece == BASTIDE_PIECE_BARN ? node : BASTIDE_NODE_NONE, events);
      return TRUE;
    }
  if (!bastide_state_check_phase (state, BASTIDE_PHASE_DEPLOY, error))
    return FALSE;
  after_deploy (state, BASTIDE_NODE_NONE, events);
  return TRUE;
}

gboolean
bastide_state_recall_abbot (BastideState   *state,
                            BastideEvents  *events,
                            GError        **error)
{
  if (!bastide_state_check_phase (state, BASTIDE_PHASE_DEPLOY, error))
    return FALSE;
  if (!has_expansion (state, BASTIDE_EXPANSION_ABBOT))
    {
      bastide_refuse_literal (error, BASTIDE_RULE_ERROR_RECALL,
                           _("the abbot is not in play in this game"));
      return FALSE;
    }
  for (guint i = 0; i < state->n_pieces; i++)
    {
      const BastidePiece *piece = &state->pieces[i];
      guint root;
      BastideScoreEvent event;
      int x, y;

      if (piece->owner != state->to_move || piece->kind != BASTIDE_PIECE_ABBOT)
        continue;
      root = compress_root (state, piece->node);
      node_position (state, root, &x, &y);
      bastide_score_event_init (&event, BASTIDE_SCORE_RECALL, BASTIDE_CATEGORY_ABBOT);
      event.kind = state->nodes[root].kind;
      event.node = root;
      event.tiles = 1 + bastide_state_count_neighbours (state, x, y);
      event.per_tile = 1;
      event.strength[piece->owner] = 1;
      event.points[piece->owner] = event.tiles;
      bastide_state_award (state, &event, events);
      bastide_state_return_piece (state, i, BASTIDE_RETURN_RECALL, events);
      after_deploy (state, BASTIDE_NODE_NONE, events);
      return TRUE;
    }
  bastide_refuse_literal (error, BASTIDE_RULE_ERROR_RECALL,
                       _("the player has no abbot on the board to recall"));
  return FALSE;
}

/* Turn order and the end */

static void
final_scoring_and_over (BastideState  *state,
                        BastideEvents *events)
{
  state->phase = BASTIDE_PHASE_OVER;
  bastide_events_push (events, BASTIDE_EVENT_FINAL_SCORING);
  bastide_state_final_scoring (state, events);
}

static guint8
abbey_holders (const BastideState *state)
{
  guint8 holders = 0;

  for (guint p = 0; p < state->rules.n_players; p++)
    if (state->players[p].abbey)
      holders |= 1 << p;
  return holders;
}

/* The next player after `after` still to answer in the abbey round. */
static gboolean
next_in_abbey_round (BastideState *state,
                     guint         after)
{
  guint n = state->rules.n_players;

  for (guint i = 1; i <= n; i++)
    {
      guint p = (after + i) % n;

      if (state->abbey_round_left & (1 << p))
        {
          state->to_move = p;
          state->phase = BASTIDE_PHASE_ABBEY_ROUND;
          return TRUE;
        }
    }
  return FALSE;
}

void
bastide_state_end_of_tiles (BastideState  *state,
                            guint          last_player,
                            BastideEvents *events)
{
  state->abbey_round_left = abbey_holders (state);
  if (!next_in_abbey_round (state, last_player))
    final_scoring_and_over (state, events);
}

void
bastide_state_finish_turn (BastideState  *state,
                           BastideEvents *events)
{
  guint player = state->to_move;

  state->turn++;
  if (state->abbey_round_left != 0)
    {
      state->abbey_round_left &= ~(1 << player);
      if (!next_in_abbey_round (state, player))
        final_scoring_and_over (state, events);
      return;
    }
  state->to_move = (player + 1) % state->rules.n_players;
  state->phase = BASTIDE_PHASE_DRAW;
  if (state->pile_len == 0)
    bastide_state_end_of_tiles (state, player, events);
}

gboolean
bastide_state_pass (BastideState   *state,
                    BastideEvents  *events,
                    GError        **error)
{
  if (state->phase != BASTIDE_PHASE_ABBEY_ROUND)
    {
      if (state->phase == BASTIDE_PHASE_OVER)
        return bastide_state_check_phase (state, BASTIDE_PHASE_ABBEY_ROUND, error);
      bastide_refuse_literal (error, BASTIDE_RULE_ERROR_PHASE,
                           _("a pass is only allowed in the abbey round after the last tile"));
      return FALSE;
    }
  bastide_state_finish_turn (state, events);
  return TRUE;
}
