/* bastide-scoring.c: one score, explained
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bastide-model"

#include "config.h"

#include "bastide-scoring.h"

#include "bastide-model-private.h"

#include <glib/gi18n.h>

G_DEFINE_BOXED_TYPE (BastideScoring, bastide_scoring, bastide_scoring_copy, bastide_scoring_free)

/* "Red", "Red and Blue", "Red, Blue and Green" */
static char *
join_names (GPtrArray *names)
{
  g_autoptr(GString) head = g_string_new (NULL);

  if (names->len == 1)
    return g_strdup (names->pdata[0]);
  for (guint i = 0; i + 1 < names->len; i++)
    {
      if (i > 0)
        /* Translators: separates player names in a list, as in "Red, Blue and Green" */
        g_string_append (head, _(", "));
      g_string_append (head, names->pdata[i]);
    }
  /* Translators: the last two items of a list of player names, as in
   * "Red, Blue and Green": %1$s is "Red, Blue", %2$s is "Green" */
  return g_strdup_printf (_("%1$s and %2$s"), head->str, (char *) names->pdata[names->len - 1]);
}

static const char *
player_name (const char * const *names,
             guint               player)
{
  if (names != NULL && names[player] != NULL)
    return names[player];
  return bastide_color_label (player % BASTIDE_N_COLORS);
}

/* "10 points to Red", "4 points each to Red and Blue",
 * "3 points to Red, 1 point to Blue" */
static char *
describe_points (const BastideScoreEvent *event,
                 guint                    n_players,
                 const char * const      *names)
{
  g_autoptr(GPtrArray) receivers = g_ptr_array_new ();
  g_autoptr(GString) text = g_string_new (NULL);
  gboolean same = TRUE;
  int first = 0;

  for (guint p = 0; p < n_players; p++)
    if (event->points[p] != 0)
      {
        if (receivers->len == 0)
          first = event->points[p];
        else if (event->points[p] != first)
          same = FALSE;
        g_ptr_array_add (receivers, (gpointer) player_name (names, p));
      }

  if (receivers->len == 0)
    /* Translators: a score that gave nobody any point */
    return g_strdup (_("no points"));

  if (same)
    {
      g_autofree char *who = join_names (receivers);

      if (receivers->len == 1)
        /* Translators: %d is a number of points, %s a player's name */
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d point to %s", "%d points to %s",
                                             ABS (first)),
                                first, who);
      /* Translators: %d is a number of points, %s a list of players' names */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d point each to %s", "%d points each to %s",
                                           ABS (first)),
                              first, who);
    }

  for (guint p = 0; p < n_players; p++)
    {
      if (event->points[p] == 0)
        continue;
      if (text->len > 0)
        g_string_append (text, _(", "));
      g_string_append_printf (text,
                              g_dngettext (GETTEXT_PACKAGE, "%d point to %s", "%d points to %s",
                                           ABS (event->points[p])),
                              event->points[p], player_name (names, p));
    }
  return g_strdup (text->str);
}

static char *
describe_feature (const BastideScoreEvent *event)
{
  guint tiles = event->tiles;

  switch ((BastideFeatureKind) event->kind)
    {
    case BASTIDE_FEATURE_CITY:
      {
        /* Translators: a city of that many tiles */
        g_autofree char *city = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "City of %u tile", "City of %u tiles", tiles),
                                                 tiles);
        g_autofree char *shields = NULL;

        if (event->shields == 0)
          return g_steal_pointer (&city);
        /* Translators: shields of a city */
        shields = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u shield", "%u shields", event->shields),
                                   event->shields);
        /* Translators: "City of 4 tiles" "with" "1 shield" */
        return g_strdup_printf (_("%s with %s"), city, shields);
      }

    case BASTIDE_FEATURE_ROAD:
      /* Translators: a road of that many tiles */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Road of %u tile", "Road of %u tiles", tiles), tiles);

    case BASTIDE_FEATURE_CLOISTER:
      /* Translators: a cloister and the tiles around it, itself included */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Monastery of %u tile", "Monastery of %u tiles", tiles), tiles);

    case BASTIDE_FEATURE_GARDEN:
      /* Translators: a garden (Abbot expansion) and the tiles around it, itself included */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Garden of %u tile", "Garden of %u tiles", tiles), tiles);

    case BASTIDE_FEATURE_FIELD:
      /* Translators: a field and the number of completed cities it touches */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Field next to %u completed city",
                                           "Field next to %u completed cities", event->cities),
                              event->cities);

    case BASTIDE_FEATURE_RIVER:
    case BASTIDE_N_FEATURE_KINDS:
    default:
      return g_strdup (_("Feature"));
    }
}

static char *
describe_reason (const BastideScoreEvent *event)
{
  g_autofree char *feature = NULL;

  switch ((BastideScoreReason) event->reason)
    {
    case BASTIDE_SCORE_COMPLETED:
      feature = describe_feature (event);
      /* Translators: %s is a feature, as in "City of 4 tiles with 1 shield" */
      return g_strdup_printf (_("%s, completed"), feature);

    case BASTIDE_SCORE_FINAL:
      feature = describe_feature (event);
      /* Translators: %s is a feature still open when the game ended */
      return g_strdup_printf (_("%s, incomplete at the end"), feature);

    case BASTIDE_SCORE_FIELD:
      /* Translators: farmers score at the end of the game */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Farmers on a field next to %u completed city",
                                           "Farmers on a field next to %u completed cities", event->cities),
                              event->cities);

    case BASTIDE_SCORE_BARN:
      /* Translators: a barn scores at the end of the game */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Barn on a field next to %u completed city",
                                           "Barn on a field next to %u completed cities", event->cities),
                              event->cities);

    case BASTIDE_SCORE_BARN_PLACED:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Barn placed on farmers' field next to %u completed city",
                                           "Barn placed on farmers' field next to %u completed cities", event->cities),
                              event->cities);

    case BASTIDE_SCORE_BARN_JOINED:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Farmers' field joined to a barn, next to %u completed city",
                                           "Farmers' field joined to a barn, next to %u completed cities", event->cities),
                              event->cities);

    case BASTIDE_SCORE_RECALL:
      if (event->kind == BASTIDE_FEATURE_GARDEN)
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Abbot recalled from a garden of %u tile",
                                             "Abbot recalled from a garden of %u tiles", event->tiles),
                                event->tiles);
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Abbot recalled from a monastery of %u tile",
                                           "Abbot recalled from a monastery of %u tiles", event->tiles),
                              event->tiles);

    case BASTIDE_SCORE_FORTUNE:
      return g_strdup (_("Wheel of Fortune: fortune"));
    case BASTIDE_SCORE_TAX:
      return g_strdup (_("Wheel of Fortune: tax on knights in cities"));
    case BASTIDE_SCORE_FAMINE:
      return g_strdup (_("Wheel of Fortune: famine, farmers count completed cities"));
    case BASTIDE_SCORE_STORM:
      return g_strdup (_("Wheel of Fortune: storm, followers in supply count"));
    case BASTIDE_SCORE_INQUISITION:
      return g_strdup (_("Wheel of Fortune: inquisition, monks in monasteries"));
    case BASTIDE_SCORE_CROWN:
      return g_strdup (_("Wheel of Fortune: crown spaces"));
    default:
      return g_strdup (_("Score"));
    }
}

/**
 * bastide_scoring_describe:
 * @event: a score event from the engine
 * @n_players: players in the game
 * @player_names: (array length=n_players) (nullable): their names; %NULL
 *   uses the colour names
 *
 * Explains a score in one translated line, such as
 * "City of 4 tiles with 1 shield, completed: 10 points to Red".
 *
 * Returns: (transfer full): the explanation
 */
char *
bastide_scoring_describe (const BastideScoreEvent *event,
                          guint                    n_players,
                          const char * const      *player_names)
{
  g_autofree char *what = describe_reason (event);
  g_autofree char *points = describe_points (event, MIN (n_players, BASTIDE_MAX_PLAYERS), player_names);

  /* Translators: what scored, then who got the points, as in
   * "City of 4 tiles with 1 shield, completed: 10 points to Red" */
  return g_strdup_printf (_("%s: %s"), what, points);
}

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

  scoring->description = bastide_scoring_describe (event, scoring->n_players, player_names);
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
