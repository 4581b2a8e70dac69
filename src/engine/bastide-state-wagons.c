/* bastide-state-wagons.c: wagons moving on after their feature scored
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bastide-state-wagons"

#include "config.h"

#include "bastide-state-private.h"

#include <glib/gi18n.h>
#include <string.h>


guint
bastide_state_wagon_player (const BastideState *state)
{
  g_return_val_if_fail (state->phase == BASTIDE_PHASE_WAGONS, 0);
  return state->wagon_owner[0];
}

static gboolean
wagon_target_free (const BastideState *state,
                   guint               root)
{
  BastideFeatureKind kind = state->nodes[root].kind;

  if (kind != BASTIDE_FEATURE_CITY && kind != BASTIDE_FEATURE_ROAD
      && kind != BASTIDE_FEATURE_CLOISTER)
    return FALSE;
  return state->nodes[root].pieces == 0 && !bastide_state_feature_complete (state, root);
}

/* Whether the feature `target` (a root) is linked to the scored feature
 * `from` on one of its tiles: road to the cloister it ends at, road to the
 * city its gate enters (and back), roads ending at one junction. */
static gboolean
wagon_connected (const BastideState *state,
                 guint               from,
                 guint               target)
{
  guint m = from;

  do
    {
      const BastideNode *node = &state->nodes[m];
      const BastideTileType *type = slot_type (state, node->tile);
      const BastideFeatureDef *def = &type->features[node->feature];
      guint first = state->tiles[node->tile].first_node;

      for (guint i = 0; i < type->n_features; i++)
        {
          const BastideFeatureDef *other = &type->features[i];
          gboolean linked = FALSE;

          if (i == node->feature)
            continue;
          if (def->kind == BASTIDE_FEATURE_ROAD)
            linked = (def->road_end == BASTIDE_ROAD_END_CLOISTER && other->kind == BASTIDE_FEATURE_CLOISTER)
                     || (def->road_end == BASTIDE_ROAD_END_CITY && def->gate == (int) i)
                     || (def->road_end == BASTIDE_ROAD_END_JUNCTION && other->kind == BASTIDE_FEATURE_ROAD
                         && other->road_end == BASTIDE_ROAD_END_JUNCTION);
          else if (def->kind == BASTIDE_FEATURE_CITY)
            linked = other->kind == BASTIDE_FEATURE_ROAD && other->gate == (int) node->feature;
          else if (def->kind == BASTIDE_FEATURE_CLOISTER)
            linked = other->kind == BASTIDE_FEATURE_ROAD && other->road_end == BASTIDE_ROAD_END_CLOISTER;
          if (linked && find_root (state, first + i) == target)
            return TRUE;
        }
      m = node->next;
    }
  while (m != from);
  return FALSE;
}

static gboolean
wagon_near (const BastideState *state,
            guint               wagon_tile,
            int                 x,
            int                 y)
{
  const BastidePlacedTile *tile = &state->tiles[wagon_tile];
  int w = slot_type (state, wagon_tile)->n_cells > 1 ? BASTIDE_WHEEL_SIZE : 1;

  return x >= tile->x - 1 && x <= tile->x + w && y >= tile->y - 1 && y <= tile->y + w;
}

/* A feature lies on a tile when any of its segments does. */
static gboolean
feature_near_wagon (const BastideState *state,
                    guint               root)
{
  guint m = root;

  do
    {
      const BastidePlacedTile *tile = &state->tiles[state->nodes[m].tile];

      if (wagon_near (state, state->nodes[state->wagon_node[0]].tile, tile->x, tile->y))
        return TRUE;
      m = state->nodes[m].next;
    }
  while (m != root);
  return FALSE;
}

static gboolean
check_wagon_target (const BastideState *state,
                    guint               node,
                    GError            **error)
{
  guint root = find_root (state, node);
  BastideFeatureKind kind = state->nodes[root].kind;

  if (kind != BASTIDE_FEATURE_CITY && kind != BASTIDE_FEATURE_ROAD
      && kind != BASTIDE_FEATURE_CLOISTER)
    {
      bastide_refuse (error, BASTIDE_RULE_ERROR_WAGON,
                   _("the wagon may not move to a %s: only to a road, a city or a monastery"),
                   bastide_feature_kind_label (kind));
      return FALSE;
    }
  if (state->rules.wagon_adjacent_tiles)
    {
      if (!feature_near_wagon (state, root))
        {
          bastide_refuse_literal (error, BASTIDE_RULE_ERROR_WAGON,
                               _("the target is not on or next to the wagon's tile"));
          return FALSE;
        }
    }
  else if (root == find_root (state, state->wagon_from[0])
           || !wagon_connected (state, state->wagon_from[0], root))
    {
      bastide_refuse_literal (error, BASTIDE_RULE_ERROR_WAGON,
                           _("the target is not connected to the scored feature"));
      return FALSE;
    }
  if (bastide_state_feature_complete (state, root))
    {
      bastide_refuse_literal (error, BASTIDE_RULE_ERROR_WAGON,
                           _("the target is complete: a wagon moves only to an incomplete feature"));
      return FALSE;
    }
  if (state->nodes[root].pieces > 0)
    {
      bastide_refuse_literal (error, BASTIDE_RULE_ERROR_WAGON,
                           _("the target is occupied"));
      return FALSE;
    }
  return TRUE;
}

/* Reports where the first waiting wagon went (`to`, or home when NULL)
 * and hands the decision to the next. */
static void
next_wagon (BastideState       *state,
            const BastideSpot  *to,
            BastideEvents      *events)
{
  BastideEvent *event = bastide_events_push (events, to != NULL ? BASTIDE_EVENT_WAGON_MOVED
                                                                : BASTIDE_EVENT_WAGON_HOME);

  if (event != NULL)
    {
      event->piece.player = state->wagon_owner[0];
      event->piece.piece = BASTIDE_PIECE_WAGON;
      event->piece.cause = BASTIDE_RETURN_SCORED;
      bastide_spot_at_node (state, state->wagon_node[0], &event->piece.from);
      event->piece.to = to != NULL ? *to : (BastideSpot) { 0, 0, -1, -1, -1 };
    }
  state->n_wagons--;
  memmove (state->wagon_owner, state->wagon_owner + 1, state->n_wagons);
  memmove (state->wagon_from, state->wagon_from + 1, state->n_wagons * sizeof (guint16));
  memmove (state->wagon_node, state->wagon_node + 1, state->n_wagons * sizeof (guint16));
  if (state->n_wagons == 0)
    bastide_state_finish_turn (state, events);
}

gboolean
bastide_state_move_wagon (BastideState   *state,
                          int             x,
                          int             y,
                          int             feature,
                          BastideEvents  *events,
                          GError        **error)
{
  int slot;
  guint node;
  BastideSpot to;

  if (!bastide_state_check_phase (state, BASTIDE_PHASE_WAGONS, error))
    return FALSE;
  slot = slot_at (state, x, y);
  if (slot < 0)
    {
      bastide_refuse (error, BASTIDE_RULE_ERROR_WAGON,
                   _("there is no tile at (%d, %d)"), x, y);
      return FALSE;
    }
  if (feature < 0 || feature >= slot_type (state, slot)->n_features)
    {
      bastide_refuse (error, BASTIDE_RULE_ERROR_WAGON,
                   _("the tile at (%d, %d) has no such feature"), x, y);
      return FALSE;
    }
  node = state->tiles[slot].first_node + feature;
  if (!check_wagon_target (state, node, error))
    return FALSE;
  /* The wagon went home when its feature scored; it comes back out. */
  bastide_state_add_piece (state, state->wagon_owner[0], BASTIDE_PIECE_WAGON, node, -1, -1);
  bastide_spot_at_node (state, node, &to);
  next_wagon (state, &to, events);
  return TRUE;
}

gboolean
bastide_state_wagon_home (BastideState   *state,
                          BastideEvents  *events,
                          GError        **error)
{
  if (!bastide_state_check_phase (state, BASTIDE_PHASE_WAGONS, error))
    return FALSE;
  next_wagon (state, NULL, events);
  return TRUE;
}

/* Nodes (one per feature) the first waiting wagon may move to. */
guint
bastide_state_list_wagon_moves (const BastideState *state,
                                guint              *nodes)
{
  guint n = 0;

  if (state->phase != BASTIDE_PHASE_WAGONS)
    return 0;
  for (guint i = 0; i < state->n_nodes; i++)
    if (state->nodes[i].parent == i && wagon_target_free (state, i)
        && check_wagon_target (state, i, NULL))
      nodes[n++] = i;
  return n;
}
