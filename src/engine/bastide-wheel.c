/* bastide-wheel.c: the Wheel of Fortune: the pig, its events and crowns
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bastide-wheel"

#include "config.h"

#include "bastide-state-private.h"

#include <glib/gi18n.h>
#include <string.h>

/* Followers standing on a land feature of the given kind. */
static gboolean
follower_on (const BastideState *state,
             const BastidePiece *piece,
             BastideFeatureKind  kind)
{
  return piece->crown < 0 && piece->kind == BASTIDE_PIECE_MEEPLE
         && state->nodes[piece->node].kind == kind;
}

/* Each knight: the city's shields plus its owner's knights there. */
static void
score_tax (const BastideState *state,
           BastideScoreEvent  *event)
{
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
      event->strength[knight->owner]++;
      event->points[knight->owner] += state->nodes[root].shields + own;
    }
}

/* Followers counted `per_piece` each on features of `kind`. */
static void
count_followers_on (const BastideState *state,
                    BastideFeatureKind  kind,
                    BastideScoreEvent  *event)
{
  for (guint i = 0; i < state->n_pieces; i++)
    if (follower_on (state, &state->pieces[i], kind))
      {
        guint owner = state->pieces[i].owner;

        event->strength[owner]++;
        if (kind == BASTIDE_FEATURE_FIELD)
          event->points[owner] += bastide_state_completed_cities (state, find_root (state, state->pieces[i].node));
        else
          event->points[owner] += event->per_piece;
      }
}

static void
score_event (BastideState  *state,
             BastideSector  sector,
             BastideEvents *events)
{
  BastideScoreEvent event;

  switch (sector)
    {
    case BASTIDE_SECTOR_FORTUNE:
      bastide_score_event_init (&event, BASTIDE_SCORE_FORTUNE, BASTIDE_CATEGORY_WHEEL);
      event.points[state->to_move] = 3;
      break;

    case BASTIDE_SECTOR_TAX:
      bastide_score_event_init (&event, BASTIDE_SCORE_TAX, BASTIDE_CATEGORY_WHEEL);
      score_tax (state, &event);
      break;

    case BASTIDE_SECTOR_FAMINE:
      /* Each farmer: the completed cities of its field. */
      bastide_score_event_init (&event, BASTIDE_SCORE_FAMINE, BASTIDE_CATEGORY_WHEEL);
      count_followers_on (state, BASTIDE_FEATURE_FIELD, &event);
      break;

    case BASTIDE_SECTOR_STORM:
      bastide_score_event_init (&event, BASTIDE_SCORE_STORM, BASTIDE_CATEGORY_WHEEL);
      event.per_piece = 1;
      for (guint p = 0; p < state->rules.n_players; p++)
        {
          event.strength[p] = state->players[p].meeples;
          event.points[p] = state->players[p].meeples;
        }
      break;

    case BASTIDE_SECTOR_INQUISITION:
      bastide_score_event_init (&event, BASTIDE_SCORE_INQUISITION, BASTIDE_CATEGORY_WHEEL);
      event.per_piece = 2;
      count_followers_on (state, BASTIDE_FEATURE_CLOISTER, &event);
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

  if (space[0] < 0)
    return;
  bastide_score_event_init (&event, BASTIDE_SCORE_CROWN, BASTIDE_CATEGORY_WHEEL);
  /* Two followers share a sector's 6 points; a lone one takes them all
   * on a sector of two spaces. */
  event.per_piece = space[1] >= 0 || sector % 2 == 0 ? 3 : 6;
  for (guint i = 0; i < 2; i++)
    if (space[i] >= 0)
      {
        event.strength[space[i]]++;
        event.points[space[i]] += event.per_piece;
      }
  bastide_state_award (state, &event, events);

  for (guint i = state->n_pieces; i-- > 0;)
    if (state->pieces[i].crown == (int) sector)
      bastide_state_return_piece (state, i, BASTIDE_RETURN_CROWN, events);
}

void
bastide_wheel_turn (BastideState  *state,
                    guint          steps,
                    BastideEvents *events)
{
  BastideEvent *event;

  state->pig = (state->pig + steps) % BASTIDE_N_SECTORS;
  event = bastide_events_push (events, BASTIDE_EVENT_WHEEL_TURNED);
  if (event != NULL)
    event->wheel = (BastideWheelEvent) { state->to_move, steps, state->pig };
  if (state->pig == BASTIDE_SECTOR_PLAGUE)
    {
      if (bastide_state_plague_needed (state))
        {
          state->phase = BASTIDE_PHASE_PLAGUE;
          state->plague_step = 0;
          event = bastide_events_push (events, BASTIDE_EVENT_PLAGUE);
          if (event != NULL)
            event->wheel = (BastideWheelEvent) { state->to_move, steps, state->pig };
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
      bastide_state_return_piece (state, i, BASTIDE_RETURN_PLAGUE, events);
    }

  if (++state->plague_step == state->rules.n_players)
    {
      state->phase = BASTIDE_PHASE_PLACE;
      bastide_wheel_score_crowns (state, events);
    }
  return TRUE;
}
