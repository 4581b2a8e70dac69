/* bastide-record-play.c: replaying the turns of a record
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bastide-record"

#include "config.h"

#include "bastide-record-private.h"

#include <glib/gi18n.h>

#include "bastide-state-private.h"

/**
 * bastide_record_resolve_ref:
 *
 * The feature index, on the tile a feature reference names, of the
 * feature it names.
 */
gboolean
bastide_record_resolve_ref (const BastideState       *state,
                            const BastideFeatureRef  *ref,
                            int                      *feature,
                            GError                  **error)
{
  int slot = bastide_state_tile_at (state, ref->x, ref->y);

  if (slot < 0)
    {
      g_set_error (error, BASTIDE_RULE_ERROR, BASTIDE_RULE_ERROR_PLACEMENT,
                   _("there is no tile at (%d, %d)"), ref->x, ref->y);
      return FALSE;
    }
  *feature = bastide_tile_type_feature (slot_type (state, slot), ref->on);
  if (*feature < 0)
    {
      g_set_error (error, BASTIDE_RULE_ERROR, BASTIDE_RULE_ERROR_DEPLOY,
                   _("the tile at (%d, %d) has no feature %s"), ref->x, ref->y, ref->on);
      return FALSE;
    }
  return TRUE;
}

static gboolean
check_plague_count (const BastideState  *state,
                    const BastideTurn   *turn,
                    GError             **error)
{
  guint n = state->rules.n_players;

  if (turn->n_plague == n)
    return TRUE;
  g_set_error (error, BASTIDE_RULE_ERROR, BASTIDE_RULE_ERROR_PLAGUE,
               turn->n_plague > n ? _("more plague entries than players (entries: %u, players: %u)")
                                  : _("fewer plague entries than players (entries: %u, players: %u)"),
               turn->n_plague, n);
  return FALSE;
}

/* @struck: the pig reached PLAGUE with this turn's tile. When no player
 * has a follower on a land tile, the engine has nothing to ask, and the
 * record may leave the list out or give null for every player. */
static gboolean
play_plague (BastideState       *state,
             const BastideTurn  *turn,
             gboolean            struck,
             BastideEvents      *events,
             GError            **error)
{
  guint n = state->rules.n_players;

  if (state->phase != BASTIDE_PHASE_PLAGUE)
    {
      if (!turn->has_plague)
        return TRUE;
      if (!struck)
        {
          g_set_error_literal (error, BASTIDE_RULE_ERROR, BASTIDE_RULE_ERROR_PLAGUE,
                               _("plague listed without a PLAGUE event"));
          return FALSE;
        }
      if (!check_plague_count (state, turn, error))
        return FALSE;
      for (guint i = 0; i < n; i++)
        if (!turn->plague[i].home)
          {
            g_set_error (error, BASTIDE_RULE_ERROR, BASTIDE_RULE_ERROR_PLAGUE,
                         _("player %u has no follower on a land tile to return"),
                         (state->to_move + i) % n);
            return FALSE;
          }
      return TRUE;
    }
  if (!turn->has_plague)
    {
      g_set_error_literal (error, BASTIDE_RULE_ERROR, BASTIDE_RULE_ERROR_PLAGUE,
                           _("the plague list is missing: the pig reached PLAGUE and players have followers on land tiles"));
      return FALSE;
    }
  if (!check_plague_count (state, turn, error))
    return FALSE;
  for (guint i = 0; i < n; i++)
    {
      const BastideFeatureRef *ref = &turn->plague[i];
      int feature = -1;

      if (!ref->home && !bastide_record_resolve_ref (state, ref, &feature, error))
        return FALSE;
      if (!bastide_state_plague (state, ref->x, ref->y, feature, events, error))
        return FALSE;
    }
  return TRUE;
}

/* Draws the turn's tile, and says whether the wheel reached PLAGUE. */
static gboolean
draw_tile (BastideState       *state,
           const BastideTurn  *turn,
           BastideEvents      *events,
           gboolean           *struck,
           GError            **error)
{
  BastideSector pig = state->pig;

  if (!bastide_state_draw (state, turn->tile, events, error))
    return FALSE;
  *struck = state->rules.game == BASTIDE_GAME_WHEEL_OF_FORTUNE && pig != BASTIDE_SECTOR_PLAGUE
            && state->pig == BASTIDE_SECTOR_PLAGUE;
  return TRUE;
}

static gboolean
play_deploy_and_wagons (BastideState       *state,
                        const BastideTurn  *turn,
                        BastideEvents      *events,
                        GError            **error)
{
  if (turn->recall)
    {
      if (!bastide_state_recall_abbot (state, events, error))
        return FALSE;
    }
  else if (turn->has_deploy)
    {
      BastideDeploy deploy = { turn->piece, -1, turn->corner, turn->crown };
      const BastidePlacedTile *tile = &state->tiles[state->last_tile];

      if (turn->on[0] != '\0')
        {
          deploy.feature = bastide_tile_type_feature (&bastide_types[tile->type], turn->on);
          if (deploy.feature < 0)
            {
              g_set_error (error, BASTIDE_RULE_ERROR, BASTIDE_RULE_ERROR_DEPLOY,
                           _("the tile has no such feature: %s has no %s"),
                           bastide_types[tile->type].id, turn->on);
              return FALSE;
            }
        }
      if (!bastide_state_deploy (state, &deploy, events, error))
        return FALSE;
    }
  else if (!bastide_state_deploy (state, NULL, events, error))
    return FALSE;

  for (guint i = 0; i < turn->n_wagons; i++)
    {
      const BastideFeatureRef *ref = &turn->wagons[i];
      int feature;

      if (state->phase != BASTIDE_PHASE_WAGONS)
        {
          g_set_error (error, BASTIDE_RULE_ERROR, BASTIDE_RULE_ERROR_WAGON,
                       g_dngettext (GETTEXT_PACKAGE,
                                    "more wagon entries than wagons scored: %u entry",
                                    "more wagon entries than wagons scored: %u entries", turn->n_wagons),
                       turn->n_wagons);
          return FALSE;
        }
      if (ref->home)
        {
          if (!bastide_state_wagon_home (state, events, error))
            return FALSE;
        }
      else if (!bastide_record_resolve_ref (state, ref, &feature, error)
               || !bastide_state_move_wagon (state, ref->x, ref->y, feature, events, error))
        return FALSE;
    }
  while (state->phase == BASTIDE_PHASE_WAGONS)
    bastide_state_wagon_home (state, events, NULL);
  return TRUE;
}

gboolean
bastide_record_play_turn (const BastideRecord  *record G_GNUC_UNUSED,
                          BastideState         *state,
                          const BastideTurn    *turn,
                          BastideEvents        *events,
                          GError              **error)
{
  gboolean struck = FALSE;

  switch (turn->kind)
    {
    case BASTIDE_TURN_PASS:
      return bastide_state_pass (state, events, error);

    case BASTIDE_TURN_ABBEY:
      if (turn->has_plague)
        {
          g_set_error_literal (error, BASTIDE_RULE_ERROR, BASTIDE_RULE_ERROR_PLAGUE,
                               _("plague listed without a PLAGUE event"));
          return FALSE;
        }
      return bastide_state_play_abbey (state, turn->x, turn->y, events, error)
             && play_deploy_and_wagons (state, turn, events, error);

    case BASTIDE_TURN_DISCARD:
      return draw_tile (state, turn, events, &struck, error)
             && play_plague (state, turn, struck, events, error)
             && bastide_state_discard (state, events, error);

    case BASTIDE_TURN_TILE:
    default:
      return draw_tile (state, turn, events, &struck, error)
             && play_plague (state, turn, struck, events, error)
             && bastide_state_place (state, turn->x, turn->y, turn->rot, events, error)
             && play_deploy_and_wagons (state, turn, events, error);
    }
}

gboolean
bastide_record_replay (const BastideRecord  *record,
                       BastideState         *state,
                       guint                *n_played,
                       GError              **error)
{
  *state = record->start;
  for (guint i = 0; i < record->turns->len; i++)
    {
      g_autoptr(GError) local_error = NULL;

      if (n_played != NULL)
        *n_played = i;
      if (!bastide_record_play_turn (record, state, &g_array_index (record->turns, BastideTurn, i),
                                     NULL, &local_error))
        {
          g_set_error (error, local_error->domain, local_error->code,
                       _("turn %u: %s"), i, local_error->message);
          return FALSE;
        }
    }
  if (n_played != NULL)
    *n_played = record->turns->len;
  return TRUE;
}
