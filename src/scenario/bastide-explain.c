/* bastide-explain.c: score events as sentences
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * "City of 3 tiles with 1 shield completed: 8 points to Red". Each
 * sentence is one translatable template; the counts inside it ("3 tiles",
 * "1 shield") are separate plural forms.
 */

#define G_LOG_DOMAIN "bastide-explain"

#include "config.h"

#include "bastide-explain.h"

#include <glib/gi18n.h>

static char *
tiles_phrase (guint tiles)
{
  return g_strdup_printf (ngettext ("%u tile", "%u tiles", tiles), tiles);
}

static char *
shields_phrase (guint shields)
{
  return g_strdup_printf (ngettext ("%u shield", "%u shields", shields), shields);
}

static char *
cities_phrase (guint cities)
{
  return g_strdup_printf (ngettext ("%u completed city", "%u completed cities", cities), cities);
}

/**
 * bastide_explain_points:
 * @points: (array length=n_players): points per player
 *
 * "8 points to Red", "4 points each to Red and Blue", "5 points to Red,
 * 2 points to Blue", or "no points".
 */
char *
bastide_explain_points (const int          *points,
                        guint               n_players,
                        const char * const *names)
{
  GString *text = g_string_new (NULL);
  int common = 0;
  guint n_scorers = 0;
  gboolean same = TRUE;

  for (guint p = 0; p < n_players; p++)
    if (points[p] != 0)
      {
        if (n_scorers++ == 0)
          common = points[p];
        else if (points[p] != common)
          same = FALSE;
      }

  if (n_scorers == 0)
    {
      g_string_append (text, _("no points"));
      return g_string_free (text, FALSE);
    }

  if (same && n_scorers > 1)
    {
      g_autoptr(GString) who = g_string_new (NULL);
      guint seen = 0;

      for (guint p = 0; p < n_players; p++)
        {
          if (points[p] == 0)
            continue;
          if (seen > 0)
            g_string_append (who, seen + 1 == n_scorers ? _(" and ") : _(", "));
          g_string_append (who, names[p]);
          seen++;
        }
      /* Translators: "4 points each to Red and Blue" */
      g_string_append_printf (text, ngettext ("%d point each to %s", "%d points each to %s", ABS (common)),
                              common, who->str);
      return g_string_free (text, FALSE);
    }

  for (guint p = 0, seen = 0; p < n_players; p++)
    {
      if (points[p] == 0)
        continue;
      if (seen++ > 0)
        g_string_append (text, _(", "));
      /* Translators: "8 points to Red" */
      g_string_append_printf (text, ngettext ("%d point to %s", "%d points to %s", ABS (points[p])),
                              points[p], names[p]);
    }
  return g_string_free (text, FALSE);
}

/**
 * bastide_explain_event:
 * @names: (array length=n_players): the players' names
 *
 * One event as one sentence, without a final full stop.
 */
char *
bastide_explain_event (const BastideScoreEvent *event,
                       guint                    n_players,
                       const char * const      *names)
{
  int points[BASTIDE_MAX_PLAYERS];
  g_autofree char *who = NULL;
  g_autofree char *tiles = tiles_phrase (event->tiles);
  g_autofree char *shields = shields_phrase (event->shields);
  g_autofree char *cities = cities_phrase (event->cities);
  gboolean abbot = event->category == BASTIDE_CATEGORY_ABBOT;

  for (guint p = 0; p < n_players && p < BASTIDE_MAX_PLAYERS; p++)
    points[p] = event->points[p];
  who = bastide_explain_points (points, MIN (n_players, BASTIDE_MAX_PLAYERS), names);

  switch ((BastideScoreReason) event->reason)
    {
    case BASTIDE_SCORE_COMPLETED:
      switch ((BastideFeatureKind) event->kind)
        {
        case BASTIDE_FEATURE_CITY:
          if (event->shields > 0)
            /* Translators: "City of 3 tiles with 1 shield completed: 8 points to Red" */
            return g_strdup_printf (_("City of %s with %s completed: %s"), tiles, shields, who);
          return g_strdup_printf (_("City of %s completed: %s"), tiles, who);
        case BASTIDE_FEATURE_ROAD:
          return g_strdup_printf (_("Road of %s completed: %s"), tiles, who);
        case BASTIDE_FEATURE_GARDEN:
          return g_strdup_printf (_("Garden completed: %s"), who);
        case BASTIDE_FEATURE_CLOISTER:
          if (abbot)
            return g_strdup_printf (_("Monastery with the abbot completed: %s"), who);
          return g_strdup_printf (_("Monastery completed: %s"), who);
        case BASTIDE_FEATURE_FIELD:
        case BASTIDE_FEATURE_RIVER:
        case BASTIDE_N_FEATURE_KINDS:
        default:
          break;
        }
      break;

    case BASTIDE_SCORE_FINAL:
      switch ((BastideFeatureKind) event->kind)
        {
        case BASTIDE_FEATURE_CITY:
          if (event->shields > 0)
            return g_strdup_printf (_("Unfinished city of %s with %s: %s"), tiles, shields, who);
          return g_strdup_printf (_("Unfinished city of %s: %s"), tiles, who);
        case BASTIDE_FEATURE_ROAD:
          return g_strdup_printf (_("Unfinished road of %s: %s"), tiles, who);
        case BASTIDE_FEATURE_GARDEN:
          /* Translators: "Unfinished garden (6 tiles with its neighbours): 6 points to Red" */
          return g_strdup_printf (_("Unfinished garden (%s with its neighbours): %s"), tiles, who);
        case BASTIDE_FEATURE_CLOISTER:
        case BASTIDE_FEATURE_FIELD:
        case BASTIDE_FEATURE_RIVER:
        case BASTIDE_N_FEATURE_KINDS:
        default:
          return g_strdup_printf (_("Unfinished monastery (%s with its neighbours): %s"), tiles, who);
        }
      break;

    case BASTIDE_SCORE_FIELD:
      /* Translators: "Field touching 2 completed cities: 6 points to Red" */
      return g_strdup_printf (_("Field touching %s: %s"), cities, who);
    case BASTIDE_SCORE_BARN:
      return g_strdup_printf (_("Barn on a field touching %s: %s"), cities, who);
    case BASTIDE_SCORE_BARN_PLACED:
      return g_strdup_printf (_("Barn placed on a farmers’ field touching %s: %s"), cities, who);
    case BASTIDE_SCORE_BARN_JOINED:
      return g_strdup_printf (_("Farmers’ field joined to a barn’s field touching %s: %s"), cities, who);
    case BASTIDE_SCORE_RECALL:
      return g_strdup_printf (_("Abbot taken back (%s with its neighbours): %s"), tiles, who);
    case BASTIDE_SCORE_FORTUNE:
      return g_strdup_printf (_("FORTUNE: %s"), who);
    case BASTIDE_SCORE_TAX:
      return g_strdup_printf (_("TAX: %s"), who);
    case BASTIDE_SCORE_FAMINE:
      return g_strdup_printf (_("FAMINE: %s"), who);
    case BASTIDE_SCORE_STORM:
      return g_strdup_printf (_("STORM: %s"), who);
    case BASTIDE_SCORE_INQUISITION:
      return g_strdup_printf (_("INQUISITION: %s"), who);
    case BASTIDE_SCORE_CROWN:
      return g_strdup_printf (_("Crown spaces of the pig’s sector: %s"), who);
    default:
      break;
    }
  return g_strdup (who);
}

/**
 * bastide_explain_events:
 * @end_of_game: whether to explain the end-of-game scoring the events
 *   end with, rather than the scores of play before it
 *
 * Returns: (transfer full) (element-type utf8): one sentence per score
 */
GPtrArray *
bastide_explain_events (const BastideEvents *events,
                        gboolean             end_of_game,
                        guint                n_players,
                        const char * const  *names)
{
  GPtrArray *sentences = g_ptr_array_new_with_free_func (g_free);
  gboolean at_end = FALSE;

  for (guint i = 0; i < events->n_events; i++)
    {
      at_end |= events->events[i].kind == BASTIDE_EVENT_FINAL_SCORING;
      if (events->events[i].kind == BASTIDE_EVENT_SCORE && at_end == end_of_game)
        g_ptr_array_add (sentences, bastide_explain_event (&events->events[i].score, n_players, names));
    }
  if (events->n_dropped > 0)
    g_ptr_array_add (sentences,
                     g_strdup_printf (ngettext ("… and %u more score", "… and %u more scores", events->n_dropped),
                                      events->n_dropped));
  return sentences;
}
