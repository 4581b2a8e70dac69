/* bastide-scoring.c: one score, explained
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bastide-model"

#include "config.h"

#include "bastide-scoring.h"

#include "bastide-event-text.h"
#include "bastide-model-private.h"

#include <glib/gi18n.h>

G_DEFINE_BOXED_TYPE (BastideScoring, bastide_scoring, bastide_scoring_copy, bastide_scoring_free)

/**
 * bastide_feature_cells:
 * @state: a position
 * @node: a node of the feature
 *
 * Returns: (transfer full) (element-type BastideFeatureCell): every cell
 *   of the feature
 */
GArray *
bastide_feature_cells (const BastideState *state,
                       guint               node)
{
  GArray *cells = g_array_new (FALSE, FALSE, sizeof (BastideFeatureCell));
  guint m = node;

  /* The members of a feature form a ring through the nodes' next. */
  do
    {
      const BastideNode *member = &state->nodes[m];
      BastideFeatureCell cell = {
        state->tiles[member->tile].x, state->tiles[member->tile].y, member->feature
      };

      g_array_append_val (cells, cell);
      m = member->next;
    }
  while (m != node && m < state->n_nodes && cells->len < state->n_nodes);
  return cells;
}

/**
 * bastide_scoring_new:
 * @state: the position just after the score (its features are walked to
 *   list the cells)
 * @event: the engine's event
 * @player_names: (nullable): the players' names
 * @is_final: whether the end-of-game scoring made it
 * @turn: the index of the record turn it happened in
 *
 * Returns: (transfer full): a new #BastideScoring
 */
BastideScoring *
bastide_scoring_new (const BastideState      *state,
                     const BastideScoreEvent *event,
                     const char * const      *player_names,
                     gboolean                 is_final,
                     guint                    turn)
{
  BastideScoring *scoring = g_new0 (BastideScoring, 1);

  scoring->reason = event->reason;
  scoring->category = event->category;
  scoring->kind = event->kind;
  scoring->tiles = event->tiles;
  scoring->shields = event->shields;
  scoring->cities = event->cities;
  scoring->per_tile = event->per_tile;
  scoring->per_shield = event->per_shield;
  scoring->per_city = event->per_city;
  scoring->per_piece = event->per_piece;
  scoring->mayors = event->mayors;
  scoring->is_final = is_final;
  scoring->turn = turn;
  scoring->n_players = state->rules.n_players;
  for (guint p = 0; p < BASTIDE_MAX_PLAYERS; p++)
    {
      scoring->points[p] = p < scoring->n_players ? event->points[p] : 0;
      scoring->strength[p] = p < scoring->n_players ? event->strength[p] : 0;
    }

  if (event->node != BASTIDE_NODE_NONE && event->node < state->n_nodes)
    {
      GArray *cells = bastide_feature_cells (state, event->node);

      scoring->n_cells = cells->len;
      scoring->cells = (BastideFeatureCell *) (void *) g_array_free (cells, FALSE);
    }

  scoring->description = bastide_event_text_scoring (scoring, player_names);
  return scoring;
}

/**
 * bastide_scoring_copy:
 * @scoring: a #BastideScoring
 *
 * Returns: (transfer full): a deep copy
 */
BastideScoring *
bastide_scoring_copy (const BastideScoring *scoring)
{
  BastideScoring *copy;

  g_return_val_if_fail (scoring != NULL, NULL);
  copy = g_memdup2 (scoring, sizeof *scoring);
  copy->cells = g_memdup2 (scoring->cells, sizeof (BastideFeatureCell) * scoring->n_cells);
  copy->description = g_strdup (scoring->description);
  return copy;
}

void
bastide_scoring_free (BastideScoring *scoring)
{
  if (scoring == NULL)
    return;
  g_free (scoring->cells);
  g_free (scoring->description);
  g_free (scoring);
}

/**
 * bastide_scoring_get_total:
 * @scoring: a #BastideScoring
 *
 * Returns: the points of all players together
 */
int
bastide_scoring_get_total (const BastideScoring *scoring)
{
  int total = 0;

  for (guint p = 0; p < scoring->n_players; p++)
    total += scoring->points[p];
  return total;
}

/**
 * bastide_scoring_has_cell:
 * @scoring: a #BastideScoring
 * @x: a column
 * @y: a row
 * @feature: a feature index of the tile there, or -1 for any
 *
 * Returns: whether the scored feature covers that cell (and feature)
 */
gboolean
bastide_scoring_has_cell (const BastideScoring *scoring,
                          int                   x,
                          int                   y,
                          int                   feature)
{
  for (guint i = 0; i < scoring->n_cells; i++)
    if (scoring->cells[i].x == x && scoring->cells[i].y == y
        && (feature < 0 || scoring->cells[i].feature == feature))
      return TRUE;
  return FALSE;
}
