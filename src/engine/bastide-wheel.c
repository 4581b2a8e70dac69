/* bastide-wheel.c: the Wheel of Fortune: the pig, its events and crowns
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bastide-wheel"

#include "config.h"

#include "bastide-state-private.h"

#include <glib/gi18n.h>
#include <string.h>

static void
event_init (BastideScoreEvent  *event,
            BastideScoreReason  reason)
{
  memset (event, 0, sizeof *event);
  event->reason = reason;
  event->category = BASTIDE_CATEGORY_WHEEL;
  event->node = BASTIDE_NODE_NONE;
}

/* Followers standing on a land feature of the given kind. */
static gboolean
follower_on (const BastideState *state,
             const BastidePiece *piece,
             BastideFeatureKind  kind)
{
  return piece->crown < 0 && piece->kind == BASTIDE_PIECE_MEEPLE
         && state->nodes[piece->node].kind == kind;
}

static void
score_event (BastideState  *state,
             BastideSector  sector,
             BastideEvents *events)
{
  BastideScoreEvent event;
  guint n_players = state->rules.n_players;

  switch (sector)
    {
    case BASTIDE_SECTOR_FORTUNE:
      event_init (&event, BASTIDE_SCORE_FORTUNE);
      event.points[state->to_move] = 3;
      break;

    case BASTIDE_SECTOR_TAX:
      /* Each knight: the city's shields plus its owner's knights there. */
      event_init (&event, BASTIDE_SCORE_TAX);
      for (guint i = 0; i < state->n_pieces; i++)
        {
          const BastidePiece *knight = &state->pieces[i];
          guint root, own = 0;

          if (!follower_on (state, knight, BASTIDE_FEATURE_CITY))
            continue;
          root = find_root (state, knight->node);
          for (guint j = 0; j < state->n_pieces; j++)
            if (follower_on (state, &state->pieces[j], BASTIDE_FEATURE_CITY)
                && state->pieces[j].owner == knight->owner
                && find_root (state, state->pieces[j].node) == root)
              own++;
          event.points[knight->owner] += state->nodes[root].shields + own;
        }
      break;

    case BASTIDE_SECTOR_FAMINE:
      event_init (&event, BASTIDE_SCORE_FAMINE);
      for (guint i = 0; i < state->n_pieces; i++)
        if (follower_on (state, &state->pieces[i], BASTIDE_FEATURE_FIELD))
          event.points[state->pieces[i].owner]
            += bastide_state_completed_cities (state, find_root (state, state->pieces[i].node));
      break;

    case BASTIDE_SECTOR_STORM:
      event_init (&event, BASTIDE_SCORE_STORM);
      for (guint p = 0; p < n_players; p++)
        event.points[p] = state->players[p].meeples;
      break;

    case BASTIDE_SECTOR_INQUISITION:
      event_init (&event, BASTIDE_SCORE_INQUISITION);
      for (guint i = 0; i < state->n_pieces; i++)
        if (follower_on (state, &state->pieces[i], BASTIDE_FEATURE_CLOISTER))
          event.points[state->pieces[i].owner] += 2;
      break;

    case BASTIDE_SECTOR_PLAGUE:
    default:
      return;
    }
  bastide_state_award (state, &event, events);
}

/* The crown spaces of the pig's sector score, and their followers return. */
void
bastide_wheel_score_crowns (BastideState  *state,
                            BastideEvents *events)
{
  guint sector = state->pig;
  gint8 *space = state->crowns[sector];
  BastideScoreEvent event;

  event_init (&event, BASTIDE_SCORE_CROWN);
  if (space[0] >= 0 && space[1] >= 0)
    {
      event.points[space[0]] += 3;
      event.points[space[1]] += 3;
    }
  else if (space[0] >= 0)
    event.points[space[0]] = sector % 2 == 0 ? 3 : 6;
  else
    return;
  bastide_state_award (state, &event, events);

  for (guint i = state->n_pieces; i-- > 0;)
    if (state->pieces[i].crown == (int) sector)
      bastide_state_remove_piece (state, i);
}

void
bastide_wheel_turn (BastideState  *state,
                    guint          steps,
                    BastideEvents *events)
{
  state->pig = (state->pig + steps) % BASTIDE_N_SECTORS;
  if (state->pig == BASTIDE_SECTOR_PLAGUE)
    {
      if (bastide_state_plague_needed (state))
        {
          state->phase = BASTIDE_PHASE_PLAGUE;
          state->plague_step = 0;
          return;
        }
    }
  else
    score_event (state, state->pig, events);
  bastide_wheel_score_crowns (state, events);
}

gboolean
bastide_state_plague (BastideState  *state,
                      int            x,
                      int            y,
                      int            feature,
                      BastideEvents *events,
                      GError       **error)
{
  guint player;
  int slot;
  guint root;

  if (state->phase != BASTIDE_PHASE_PLAGUE)
    {
      bastide_refuse_literal (error, BASTIDE_RULE_ERROR_PLAGUE,
                           _("plague listed without a PLAGUE event to answer"));
      return FALSE;
    }
  player = (state->to_move + state->plague_step) % state->rules.n_players;

  if (!bastide_state_has_land_follower (state, player))
    {
      if (feature >= 0)
        {
          bastide_refuse (error, BASTIDE_RULE_ERROR_PLAGUE,
                       _("player %u has no follower on a land tile to return"), player);
          return FALSE;
        }
    }
  else if (feature < 0)
    {
      bastide_refuse (error, BASTIDE_RULE_ERROR_PLAGUE,
                   _("player %u must return a follower from a land tile"), player);
      return FALSE;
    }
  else
    {
      guint i;

      slot = bastide_state_tile_at (state, x, y);
      if (slot < 0 || feature >= slot_type (state, slot)->n_features)
        {
          bastide_refuse (error, BASTIDE_RULE_ERROR_PLAGUE,
                       _("there is no such feature at (%d, %d)"), x, y);
          return FALSE;
        }
      root = find_root (state, state->tiles[slot].first_node + feature);
      for (i = 0; i < state->n_pieces; i++)
        if (state->pieces[i].owner == player && state->pieces[i].crown < 0
            && state->pieces[i].kind != BASTIDE_PIECE_BARN
            && find_root (state, state->pieces[i].node) == root)
          break;
      if (i == state->n_pieces)
        {
          bastide_refuse (error, BASTIDE_RULE_ERROR_PLAGUE,
                       _("player %u has no follower on that feature"), player);
          return FALSE;
        }
      bastide_state_remove_piece (state, i);
    }

  if (++state->plague_step == state->rules.n_players)
    {
      state->phase = BASTIDE_PHASE_PLACE;
      bastide_wheel_score_crowns (state, events);
    }
  return TRUE;
}
