/* bastide-event-text.c: what happened in play, in words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bastide-model"

#include "config.h"

#include "bastide-event-text.h"

#include <glib/gi18n.h>

static const char *
player_name (const char * const *names,
             guint               player)
{
  if (names != NULL && names[player] != NULL)
    return names[player];
  return bastide_color_label (player % BASTIDE_N_COLORS);
}

/* "Red", "Red and Blue", "Red, Blue and Green" */
static char *
join_players (const char * const *names,
              guint               players)
{
  g_autoptr(GString) head = g_string_new (NULL);
  const char *last = NULL;

  for (guint p = 0; p < BASTIDE_MAX_PLAYERS; p++)
    {
      if (!(players & (1 << p)))
        continue;
      if (last != NULL)
        {
          if (head->len > 0)
            /* Translators: separates player names in a list, as in "Red, Blue and Green" */
            g_string_append (head, _(", "));
          g_string_append (head, last);
        }
      last = player_name (names, p);
    }
  if (head->len == 0)
    return g_strdup (last != NULL ? last : "");
  /* Translators: the last two items of a list of player names, as in
   * "Red, Blue and Green": %1$s is "Red, Blue", %2$s is "Green" */
  return g_strdup_printf (_("%1$s and %2$s"), head->str, last);
}

const char *
bastide_event_text_piece_noun (BastidePieceKind   kind,
                               BastideFeatureKind on)
{
  if (kind != BASTIDE_PIECE_MEEPLE)
    return bastide_piece_label (kind);
  switch (on)
    {
    case BASTIDE_FEATURE_CITY: return C_("piece", "knight");
    case BASTIDE_FEATURE_ROAD: return C_("piece", "thief");
    case BASTIDE_FEATURE_CLOISTER: return C_("piece", "monk");
    case BASTIDE_FEATURE_FIELD: return C_("piece", "farmer");
    case BASTIDE_FEATURE_GARDEN:
    case BASTIDE_FEATURE_RIVER:
    case BASTIDE_N_FEATURE_KINDS:
    default:
      return bastide_piece_label (kind);
    }
}

/* Scores */

static gboolean
is_wheel_event (const BastideScoring *scoring)
{
  return scoring->reason >= BASTIDE_SCORE_FORTUNE;
}

/* Who the score is for: the players who got its points, or, when it was
 * worth nothing, those of the greatest strength. */
static guint
receivers (const BastideScoring *scoring)
{
  guint players = 0, best = 0;

  for (guint p = 0; p < scoring->n_players; p++)
    if (scoring->points[p] != 0)
      players |= 1 << p;
  if (players != 0)
    return players;
  for (guint p = 0; p < scoring->n_players; p++)
    best = MAX (best, scoring->strength[p]);
  for (guint p = 0; p < scoring->n_players && best > 0; p++)
    if (scoring->strength[p] == best)
      players |= 1 << p;
  return players;
}

/* "Red’s city", "Red and Blue’s incomplete road", "Red’s farmers" */
static char *
subject (const BastideScoring *scoring,
         const char           *who)
{
  gboolean final = scoring->reason == BASTIDE_SCORE_FINAL;

  switch ((BastideScoreReason) scoring->reason)
    {
    case BASTIDE_SCORE_COMPLETED:
    case BASTIDE_SCORE_FINAL:
      switch ((BastideFeatureKind) scoring->kind)
        {
        case BASTIDE_FEATURE_CITY:
          /* Translators: %s is one player's name or a list of them */
          return g_strdup_printf (final ? _("%s’s incomplete city") : _("%s’s city"), who);
        case BASTIDE_FEATURE_ROAD:
          return g_strdup_printf (final ? _("%s’s incomplete road") : _("%s’s road"), who);
        case BASTIDE_FEATURE_CLOISTER:
          return g_strdup_printf (final ? _("%s’s incomplete monastery") : _("%s’s monastery"), who);
        case BASTIDE_FEATURE_GARDEN:
          return g_strdup_printf (final ? _("%s’s incomplete garden") : _("%s’s garden"), who);
        case BASTIDE_FEATURE_FIELD:
        case BASTIDE_FEATURE_RIVER:
        case BASTIDE_N_FEATURE_KINDS:
        default:
          return g_strdup (who);
        }
    case BASTIDE_SCORE_FIELD:
      /* Translators: %s is one player's name or a list of them */
      return g_strdup_printf (_("%s’s farmers"), who);
    case BASTIDE_SCORE_BARN:
      return g_strdup_printf (_("%s’s barn"), who);
    case BASTIDE_SCORE_BARN_PLACED:
      return g_strdup_printf (_("%s’s farmers, a barn put on their field"), who);
    case BASTIDE_SCORE_BARN_JOINED:
      return g_strdup_printf (_("%s’s farmers, their field joined to a barn’s"), who);
    case BASTIDE_SCORE_RECALL:
      return g_strdup_printf (scoring->kind == BASTIDE_FEATURE_GARDEN
                              ? _("%s’s abbot, taken back from the garden")
                              : _("%s’s abbot, taken back from the monastery"), who);
    case BASTIDE_SCORE_FORTUNE:
    case BASTIDE_SCORE_TAX:
    case BASTIDE_SCORE_FAMINE:
    case BASTIDE_SCORE_STORM:
    case BASTIDE_SCORE_INQUISITION:
    case BASTIDE_SCORE_CROWN:
    default:
      return g_strdup (who);
    }
}

static gboolean
counts_cities (const BastideScoring *scoring)
{
  return scoring->cities > 0 || scoring->kind == BASTIDE_FEATURE_FIELD;
}

/**
 * bastide_event_text_worth:
 * @scoring: a feature's score
 *
 * Returns: what the terms of its breakdown come to, whoever gets it
 */
int
bastide_event_text_worth (const BastideScoring *scoring)
{
  if (counts_cities (scoring))
    return scoring->cities * scoring->per_city;
  return scoring->tiles * scoring->per_tile + scoring->shields * scoring->per_shield;
}

char *
bastide_event_text_breakdown (const BastideScoring *scoring)
{
  g_autoptr(GString) text = g_string_new (NULL);
  guint players = receivers (scoring);
  gboolean fields = counts_cities (scoring);
  int points = bastide_event_text_worth (scoring);

  if (fields)
    /* Translators: part of a score's breakdown: completed cities times
     * what each is worth, as in "3 completed cities × 3 = 9" */
    g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "%u completed city × %u",
                                               "%u completed cities × %u", scoring->cities),
                            scoring->cities, scoring->per_city);
  else
    /* Translators: part of a score's breakdown: tiles times what each is
     * worth, as in "4 tiles × 2 + 2 shields × 2 = 12" */
    g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "%u tile × %u", "%u tiles × %u",
                                               scoring->tiles),
                            scoring->tiles, scoring->per_tile);
  if (scoring->shields > 0)
    {
      g_string_append (text, " + ");
      /* Translators: part of a score's breakdown: shields times what each
       * is worth, as in "4 tiles × 2 + 2 shields × 2 = 12" */
      g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "%u shield × %u", "%u shields × %u",
                                                 scoring->shields),
                              scoring->shields, scoring->per_shield);
    }
  if ((players & (players - 1)) != 0)
    /* Translators: the end of a score's breakdown shared by several
     * players, each of whom gets the points: "3 tiles × 1 = 3 each" */
    return g_strdup_printf (_("%s = %d each"), text->str, points);
  /* Translators: the end of a score's breakdown: "3 tiles × 1 = 3" */
  return g_strdup_printf (_("%s = %d"), text->str, points);
}

/* "strength: Red 3 (with the mayor), Blue 2", when the feature was
 * contested or a mayor weighed in; else NULL. */
static char *
strengths (const BastideScoring *scoring,
           const char * const   *names)
{
  g_autoptr(GString) text = g_string_new (NULL);
  guint contenders = 0;

  for (guint p = 0; p < scoring->n_players; p++)
    contenders += scoring->strength[p] > 0;
  if (contenders < 2 && scoring->mayors == 0)
    return NULL;

  for (guint p = 0; p < scoring->n_players; p++)
    {
      if (scoring->strength[p] == 0)
        continue;
      if (text->len > 0)
        g_string_append (text, _(", "));
      if (scoring->mayors & (1 << p))
        /* Translators: a player's strength on a feature, their mayor
         * counting as many as the city's shields: "Red 3 (with the mayor)" */
        g_string_append_printf (text, _("%s %u (with the mayor)"), player_name (names, p), scoring->strength[p]);
      else
        /* Translators: a player's strength on a feature: "Blue 2" */
        g_string_append_printf (text, _("%s %u"), player_name (names, p), scoring->strength[p]);
    }
  /* Translators: each player's strength on a scored feature, as in
   * "strength: Red 3 (with the mayor), Blue 2" */
  return g_strdup_printf (_("strength: %s"), text->str);
}

static const char *
wheel_title (const BastideScoring *scoring)
{
  switch ((BastideScoreReason) scoring->reason)
    {
    case BASTIDE_SCORE_FORTUNE: return bastide_sector_label (BASTIDE_SECTOR_FORTUNE);
    case BASTIDE_SCORE_TAX: return bastide_sector_label (BASTIDE_SECTOR_TAX);
    case BASTIDE_SCORE_FAMINE: return bastide_sector_label (BASTIDE_SECTOR_FAMINE);
    case BASTIDE_SCORE_STORM: return bastide_sector_label (BASTIDE_SECTOR_STORM);
    case BASTIDE_SCORE_INQUISITION: return bastide_sector_label (BASTIDE_SECTOR_INQUISITION);
    case BASTIDE_SCORE_CROWN:
    case BASTIDE_SCORE_COMPLETED:
    case BASTIDE_SCORE_FINAL:
    case BASTIDE_SCORE_FIELD:
    case BASTIDE_SCORE_BARN:
    case BASTIDE_SCORE_BARN_PLACED:
    case BASTIDE_SCORE_BARN_JOINED:
    case BASTIDE_SCORE_RECALL:
    default:
      /* Translators: the followers on the wheel's crown spaces score */
      return _("Crown spaces");
    }
}

/* One player's part of a Wheel of Fortune event: what counted and the
 * points, as in "Red: 4 followers in supply × 1 = 4". */
static char *
wheel_part (const BastideScoring *scoring,
            guint                 player)
{
  guint count = scoring->strength[player];
  int points = scoring->points[player];

  switch ((BastideScoreReason) scoring->reason)
    {
    case BASTIDE_SCORE_TAX:
      /* Translators: TAX: each knight scores its city's shields and
       * the knights of its owner there, as in "2 knights = 5" */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u knight = %d", "%u knights = %d", count),
                              count, points);
    case BASTIDE_SCORE_FAMINE:
      /* Translators: FAMINE: each farmer scores the completed cities of
       * its field, as in "2 farmers = 3" */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u farmer = %d", "%u farmers = %d", count),
                              count, points);
    case BASTIDE_SCORE_STORM:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u follower in supply × %u = %d",
                                           "%u followers in supply × %u = %d", count),
                              count, scoring->per_piece, points);
    case BASTIDE_SCORE_INQUISITION:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u monk × %u = %d", "%u monks × %u = %d", count),
                              count, scoring->per_piece, points);
    case BASTIDE_SCORE_CROWN:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u follower × %u = %d", "%u followers × %u = %d",
                                           count),
                              count, scoring->per_piece, points);
    case BASTIDE_SCORE_FORTUNE:
    case BASTIDE_SCORE_COMPLETED:
    case BASTIDE_SCORE_FINAL:
    case BASTIDE_SCORE_FIELD:
    case BASTIDE_SCORE_BARN:
    case BASTIDE_SCORE_BARN_PLACED:
    case BASTIDE_SCORE_BARN_JOINED:
    case BASTIDE_SCORE_RECALL:
    default:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d point", "%d points", ABS (points)), points);
    }
}

static char *
wheel_text (const BastideScoring *scoring,
            const char * const   *names)
{
  g_autoptr(GString) parts = g_string_new (NULL);

  for (guint p = 0; p < scoring->n_players; p++)
    {
      g_autofree char *part = NULL;

      if (scoring->strength[p] == 0 && scoring->points[p] == 0)
        continue;
      part = wheel_part (scoring, p);
      if (parts->len > 0)
        /* Translators: separates the players' parts of a Wheel of Fortune event */
        g_string_append (parts, _("; "));
      /* Translators: a player's part of a Wheel of Fortune event, as in
       * "Red: 2 monks × 2 = 4" */
      g_string_append_printf (parts, _("%s: %s"), player_name (names, p), part);
    }
  if (parts->len == 0)
    g_string_append (parts, _("no points"));
  /* Translators: a Wheel of Fortune event and who scored what, as in
   * "STORM — Red: 4 followers in supply × 1 = 4; Blue: …" */
  return g_strdup_printf (_("%s — %s"), wheel_title (scoring), parts->str);
}

/**
 * bastide_event_text_scoring:
 * @scoring: a score
 * @names: (nullable) (array): the players' names
 *
 * Returns: (transfer full): "Red’s city: 4 tiles × 2 + 2 shields × 2 = 12",
 *   "STORM — Red: 4 followers in supply × 1 = 4; Blue: …"
 */
char *
bastide_event_text_scoring (const BastideScoring *scoring,
                            const char * const   *names)
{
  g_autofree char *who = NULL;
  g_autofree char *what = NULL;
  g_autofree char *breakdown = NULL;
  g_autofree char *contest = NULL;

  if (is_wheel_event (scoring))
    return wheel_text (scoring, names);

  who = join_players (names, receivers (scoring));
  what = subject (scoring, who);
  breakdown = bastide_event_text_breakdown (scoring);
  contest = scoring->reason == BASTIDE_SCORE_BARN ? NULL : strengths (scoring, names);
  if (contest != NULL)
    /* Translators: a score, its breakdown and the players' strengths, as in
     * "Red’s city: 3 tiles × 2 = 6 — strength: Red 2, Blue 1" */
    return g_strdup_printf (_("%1$s: %2$s — %3$s"), what, breakdown, contest);
  /* Translators: a score and its breakdown, as in
   * "Red’s city: 4 tiles × 2 + 2 shields × 2 = 12" */
  return g_strdup_printf (_("%1$s: %2$s"), what, breakdown);
}

/* Pieces, the wheel, moves */

char *
bastide_event_text_piece_returned (const char * const *names,
                                   guint               player,
                                   BastidePieceKind    kind,
                                   BastideFeatureKind  on,
                                   BastideReturnCause  cause)
{
  const char *who = player_name (names, player);
  const char *noun = bastide_event_text_piece_noun (kind, on);

  switch (cause)
    {
    case BASTIDE_RETURN_RECALL:
      /* Translators: %s is a player's name */
      return g_strdup_printf (_("%s takes the abbot back"), who);
    case BASTIDE_RETURN_PLAGUE:
      /* Translators: %1$s is a player's name, %2$s a piece ("farmer") */
      return g_strdup_printf (_("%1$s’s %2$s goes home, taken by the plague"), who, noun);
    case BASTIDE_RETURN_CROWN:
      return g_strdup_printf (_("%1$s’s %2$s leaves the crown space and goes home"), who, noun);
    case BASTIDE_RETURN_SCORED:
    default:
      /* Translators: %1$s is a player's name, %2$s a piece ("knight") */
      return g_strdup_printf (_("%1$s’s %2$s goes home"), who, noun);
    }
}

char *
bastide_event_text_wagon_moved (const char * const *names,
                                guint               player,
                                BastideFeatureKind  to)
{
  /* Translators: %1$s is a player's name, %2$s a feature ("road") */
  return g_strdup_printf (_("%1$s’s wagon moves on to a %2$s"), player_name (names, player),
                          bastide_feature_kind_label (to));
}

char *
bastide_event_text_wagon_home (const char * const *names,
                               guint               player)
{
  /* Translators: %s is a player's name: their wagon goes back to the supply */
  return g_strdup_printf (_("%s’s wagon goes home"), player_name (names, player));
}

char *
bastide_event_text_wheel_turned (BastideSector sector,
                                 guint         steps)
{
  /* Translators: the pig moves round the wheel; %2$s is the sector it
   * stops on ("FAMINE") */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "The pig moves %1$u sector, to %2$s",
                                       "The pig moves %1$u sectors, to %2$s", steps),
                          steps, bastide_sector_label (sector));
}

char *
bastide_event_text_plague (const char * const *names,
                           guint               first)
{
  /* Translators: PLAGUE: %s is the player who drew; from them on, each
   * player with a follower on a land tile returns one */
  return g_strdup_printf (_("PLAGUE: from %s on, each player returns a follower from a land tile"),
                          player_name (names, first));
}

char *
bastide_event_text_move (const char * const *names,
                         guint               player,
                         BastideTurnKind     kind,
                         gboolean            deployed,
                         BastidePieceKind    piece,
                         BastideFeatureKind  on,
                         int                 crown,
                         gboolean            recalled)
{
  const char *who = player_name (names, player);
  const char *noun = bastide_event_text_piece_noun (piece, on);

  switch (kind)
    {
    case BASTIDE_TURN_DISCARD:
      /* Translators: %s is a player's name */
      return g_strdup_printf (_("%s discards a tile that fits nowhere"), who);
    case BASTIDE_TURN_PASS:
      return g_strdup_printf (_("%s keeps the abbey"), who);
    case BASTIDE_TURN_ABBEY:
      if (deployed)
        /* Translators: %1$s is a player's name, %2$s a piece ("monk") */
        return g_strdup_printf (_("%1$s plays the abbey and puts their %2$s on it"), who, noun);
      return g_strdup_printf (_("%s plays the abbey"), who);
    case BASTIDE_TURN_TILE:
    default:
      if (recalled)
        return g_strdup_printf (_("%s places a tile and takes the abbot back"), who);
      if (deployed && crown >= 0)
        /* Translators: %1$s is a player's name, %2$s a sector of the
         * wheel ("FAMINE") */
        return g_strdup_printf (_("%1$s places a tile and puts a follower on a crown space of %2$s"),
                                who, bastide_sector_label (crown));
      if (deployed)
        /* Translators: %1$s is a player's name, %2$s a piece ("knight") */
        return g_strdup_printf (_("%1$s places a tile and puts their %2$s on it"), who, noun);
      return g_strdup_printf (_("%s places a tile"), who);
    }
}
