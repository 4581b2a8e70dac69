/* bastide-cli-play.c: selfplay and bench
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <errno.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bastide-cli-commands.h"
#include "bastide-enums.h"
#include "bastide-random.h"
#include "bastide-record.h"

gboolean
bastide_cli_parse_rules (const char    *game,
                         const char    *expansions,
                         int            players,
                         BastideRules  *rules,
                         GError       **error)
{
  memset (rules, 0, sizeof *rules);
  if (game == NULL || g_str_equal (game, "standard"))
    rules->game = BASTIDE_GAME_STANDARD;
  else if (g_str_equal (game, "wheel-of-fortune"))
    rules->game = BASTIDE_GAME_WHEEL_OF_FORTUNE;
  else
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("unknown game “%s”: use standard or wheel-of-fortune"), game);
      return FALSE;
    }

  if (expansions != NULL && *expansions != '\0')
    {
      g_auto(GStrv) names = g_strsplit (expansions, ",", -1);

      for (guint i = 0; names[i] != NULL; i++)
        {
          int expansion = bastide_enum_from_nick (BASTIDE_TYPE_EXPANSIONS, names[i]);

          if (expansion > 0)
            rules->expansions |= expansion;
          else if (names[i][0] != '\0')
            {
              g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                           _("unknown expansion “%s”: use river, abbot or abbey-mayor"), names[i]);
              return FALSE;
            }
        }
    }
  if (rules->game == BASTIDE_GAME_WHEEL_OF_FORTUNE && rules->expansions != 0)
    {
      g_set_error_literal (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                           _("Wheel of Fortune is played without the other expansions"));
      return FALSE;
    }
  if (players < 2 || players > ((rules->expansions & BASTIDE_EXPANSION_ABBEY_MAYOR) ? 6 : 5))
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   g_dngettext (GETTEXT_PACKAGE,
                                "%d player: a game has 2 to 5 players (6 with Abbey & Mayor)",
                                "%d players: a game has 2 to 5 players (6 with Abbey & Mayor)",
                                ABS (players)),
                   players);
      return FALSE;
    }
  rules->n_players = players;
  return TRUE;
}

/* DIR/game-SEED.json, and its final scores on standard output, for
 * another implementation to replay and compare. */
static gboolean
save_game_record (const char          *dir,
                  gint64               seed,
                  const BastideRecord *record,
                  const BastideState  *state,
                  GError             **error)
{
  g_autofree char *name = g_strdup_printf ("game-%06" G_GINT64_FORMAT ".json", seed);
  g_autofree char *path = g_build_filename (dir, name, NULL);

  if (!bastide_record_save (record, path, error))
    return FALSE;
  printf ("%s:", path);
  for (guint p = 0; p < state->rules.n_players; p++)
    printf (" %d", state->players[p].score);
  printf ("\n");
  return TRUE;
}

int
bastide_cli_selfplay (int    argc,
                      char **argv)
{
  int games = 100, players = 2;
  gint64 seed = 1;
  g_autofree char *expansions = NULL, *game = NULL, *records = NULL;
  GOptionEntry entries[] = {
    { "games", 'n', 0, G_OPTION_ARG_INT, &games, N_("Number of games (100)"), "N" },
    { "seed", 's', 0, G_OPTION_ARG_INT64, &seed, N_("Seed of the first game (1)"), "S" },
    { "players", 'p', 0, G_OPTION_ARG_INT, &players, N_("Players (2)"), "P" },
    { "expansions", 'e', 0, G_OPTION_ARG_STRING, &expansions, N_("Comma-separated: river,abbot,abbey-mayor"), "LIST" },
    { "game", 'g', 0, G_OPTION_ARG_STRING, &game, N_("standard or wheel-of-fortune"), "GAME" },
    { "records", 'r', 0, G_OPTION_ARG_FILENAME, &records,
      N_("Write each game as a record into DIR, and its final scores on standard output"), N_("DIR") },
    { NULL }
  };
  g_autoptr(GError) error = NULL;
  g_autofree BastideState *state = g_new (BastideState, 1);
  BastideRules rules;
  double totals[BASTIDE_MAX_PLAYERS] = { 0 };
  guint64 turns = 0, discards = 0;

  if (!bastide_cli_parse_options (&argc, &argv, NULL,
                                  _("Plays random legal games and checks the invariants after every decision:\n"
                                    "pieces are conserved and stand where they may, aggregates match, scores never fall."),
                                  NULL, entries, 0))
    return 2;
  if (!bastide_cli_parse_rules (game, expansions, players, &rules, &error))
    {
      fprintf (stderr, "%s\n", error->message);
      return 2;
    }

  if (records != NULL && g_mkdir_with_parents (records, 0755) != 0)
    {
      fprintf (stderr, _("%s: the folder cannot be made: %s\n"), records, g_strerror (errno));
      return 2;
    }

  for (int g = 0; g < games; g++)
    {
      g_autoptr(BastideRecord) record = records != NULL ? bastide_record_new (&rules, seed + g) : NULL;
      BastideTurn turn;
      BastideRng rng;
      gint32 before[BASTIDE_MAX_PLAYERS];

      if (!bastide_state_init_standard (state, &rules, seed + g, &error))
        {
          fprintf (stderr, "%s\n", error->message);
          return 1;
        }
      bastide_turn_init (&turn);
      bastide_rng_seed (&rng, (seed + g) * 7919 + 17);
      while (!bastide_state_is_over (state))
        {
          guint phase = state->phase, tiles = state->n_tiles;

          for (guint p = 0; p < rules.n_players; p++)
            before[p] = state->players[p].score;
          if (bastide_random_step_recorded (state, &rng, NULL, &turn) && record != NULL)
            {
              bastide_record_append_turn (record, &turn);
              bastide_turn_init (&turn);
            }
          if (phase == BASTIDE_PHASE_PLACE && state->n_tiles == tiles)
            discards++;
          for (guint p = 0; p < rules.n_players; p++)
            if (state->players[p].score < before[p])
              {
                fprintf (stderr, _("game %d (seed %lld): the score of player %u fell\n"),
                         g, (long long) (seed + g), p);
                return 1;
              }
          if (!bastide_state_check_invariants (state, &error))
            {
              fprintf (stderr, _("game %d (seed %lld), turn %u: %s\n"),
                       g, (long long) (seed + g), state->turn, error->message);
              return 1;
            }
        }
      if (record != NULL && !save_game_record (records, seed + g, record, state, &error))
        {
          fprintf (stderr, "%s\n", error->message);
          return 2;
        }
      turns += state->turn;
      for (guint p = 0; p < rules.n_players; p++)
        totals[p] += state->players[p].score;
    }

  printf (_("games: %d, players: %u; per game on average, turns: %.1f, discards: %.2f\n"),
          games, rules.n_players, (double) turns / MAX (games, 1), (double) discards / MAX (games, 1));
  printf (_("average scores by seat:"));
  for (guint p = 0; p < rules.n_players; p++)
    printf (" %.1f", totals[p] / MAX (games, 1));
  printf ("\n%s\n", _("all invariants held"));
  return 0;
}

static int
compare_doubles (const void *a,
                 const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

#define BENCH_RUNS 7

static double
median (double *values,
        guint   n)
{
  qsort (values, n, sizeof (double), compare_doubles);
  return values[n / 2];
}

/* A position of a random game with `left` tiles of `all` still to come. */
static void
game_at (const BastideRules *rules,
         BastideState       *state,
         guint               left,
         guint               all)
{
  BastideRng rng;
  guint target;

  bastide_state_init_standard (state, rules, 42, NULL);
  bastide_rng_seed (&rng, 4242);
  target = bastide_state_tiles_left (state) * left / all;
  while (bastide_state_tiles_left (state) > target && !bastide_state_is_over (state))
    bastide_random_turn (state, &rng, NULL);
}

int
bastide_cli_bench (int    argc,
                   char **argv)
{
  int players = 2;
  gboolean json = FALSE;
  double seconds = 1.0;
  g_autofree char *expansions = NULL, *game = NULL;
  GOptionEntry entries[] = {
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print one JSON object"), NULL },
    { "players", 'p', 0, G_OPTION_ARG_INT, &players, N_("Players (2)"), "P" },
    { "expansions", 'e', 0, G_OPTION_ARG_STRING, &expansions, N_("Comma-separated: river,abbot,abbey-mayor"), "LIST" },
    { "game", 'g', 0, G_OPTION_ARG_STRING, &game, N_("standard or wheel-of-fortune"), "GAME" },
    { "seconds", 0, 0, G_OPTION_ARG_DOUBLE, &seconds, N_("Length of each timed run (1.0)"), "S" },
    { NULL }
  };
  g_autoptr(GError) error = NULL;
  g_autofree BastideState *state = g_new (BastideState, 1);
  g_autofree BastideState *copies = g_new (BastideState, 2);
  g_autofree BastidePlacement *placements = g_new (BastidePlacement, BASTIDE_MAX_PLACEMENTS);
  BastideRules rules;
  double games_per_second[BENCH_RUNS], legal_ns[BENCH_RUNS], copy_ns[BENCH_RUNS], dead_ns[BENCH_RUNS];
  guint16 dead[BASTIDE_MAX_FRONTIER];
  guint64 sink = 0;
  guint n_placements = 0, n_dead = 0, n_frontier;
  int tile;

  if (!bastide_cli_parse_options (&argc, &argv, NULL,
                                  _("Measures, as medians of repeated runs on one core: complete random games\n"
                                    "per second, nanoseconds to list the legal placements of a mid-game tile,\n"
                                    "nanoseconds to copy a game state, and microseconds to find the squares\n"
                                    "no tile left can fill late in the game."),
                                  NULL, entries, 0))
    return 2;
  if (!bastide_cli_parse_rules (game, expansions, players, &rules, &error))
    {
      fprintf (stderr, "%s\n", error->message);
      return 2;
    }

  for (guint run = 0; run < BENCH_RUNS; run++)
    {
      gint64 start = g_get_monotonic_time (), now;
      guint64 played = 0;
      BastideRng rng;

      bastide_rng_seed (&rng, run + 1);
      do
        {
          for (guint i = 0; i < 20; i++)
            {
              bastide_state_init_standard (state, &rules, bastide_rng_next (&rng), NULL);
              bastide_random_game (state, &rng);
              sink += state->players[0].score;
              played++;
            }
          now = g_get_monotonic_time ();
        }
      while (now - start < seconds * G_USEC_PER_SEC / 2);
      games_per_second[run] = played * (double) G_USEC_PER_SEC / (now - start);
    }

  game_at (&rules, state, 1, 2);
  tile = bastide_state_next_tile (state);
  if (tile < 0)
    tile = 0;
  for (guint run = 0; run < BENCH_RUNS; run++)
    {
      const guint reps = 200000;
      gint64 start = g_get_monotonic_time ();

      for (guint i = 0; i < reps; i++)
        {
          n_placements = bastide_state_list_placements (state, tile, placements);
          sink += placements[i % MAX (n_placements, 1)].x;
        }
      legal_ns[run] = (g_get_monotonic_time () - start) * 1000.0 / reps;
    }

  copies[0] = *state;
  for (guint run = 0; run < BENCH_RUNS; run++)
    {
      const guint reps = 200000;
      gint64 start = g_get_monotonic_time ();

      for (guint i = 0; i < reps; i++)
        {
          bastide_state_copy (&copies[(i + 1) & 1], &copies[i & 1]);
          copies[(i + 1) & 1].turn++;
        }
      sink += copies[0].turn;
      copy_ns[run] = (g_get_monotonic_time () - start) * 1000.0 / reps;
    }

  /* The squares nothing left can fill, late in the game: the board view
   * marks them after every turn. An abbey in hand would answer at once,
   * so nobody holds one here. */
  game_at (&rules, state, 1, 10);
  for (guint p = 0; p < rules.n_players; p++)
    state->players[p].abbey = FALSE;
  n_frontier = state->n_frontier;
  for (guint run = 0; run < BENCH_RUNS; run++)
    {
      const guint reps = 2000;
      gint64 start = g_get_monotonic_time ();

      for (guint i = 0; i < reps; i++)
        {
          n_dead = bastide_state_list_dead_cells (state, dead);
          sink += n_dead;
        }
      dead_ns[run] = (g_get_monotonic_time () - start) * 1000.0 / reps;
    }

  if (json)
    printf ("{\"games_per_second\": %.0f, \"legal_placements_ns\": %.1f, \"state_copy_ns\": %.1f, "
            "\"dead_squares_ns\": %.1f, \"legal_placements\": %u, \"state_bytes\": %zu, "
            "\"frontier\": %u, \"dead_squares\": %u, \"players\": %u}\n",
            median (games_per_second, BENCH_RUNS), median (legal_ns, BENCH_RUNS),
            median (copy_ns, BENCH_RUNS), median (dead_ns, BENCH_RUNS), n_placements, sizeof (BastideState),
            n_frontier, n_dead, rules.n_players);
  else
    {
      printf (_("complete random games per second: %.0f\n"), median (games_per_second, BENCH_RUNS));
      printf (_("legal placements of a mid-game tile (%u): %.1f ns\n"), n_placements, median (legal_ns, BENCH_RUNS));
      printf (_("state copy (size in bytes: %zu): %.1f ns\n"), sizeof (BastideState), median (copy_ns, BENCH_RUNS));
      printf (_("squares nothing left can fill, late in the game (dead: %u, empty squares: %u): %.1f µs\n"),
              n_dead, n_frontier, median (dead_ns, BENCH_RUNS) / 1000);
    }
  return sink == G_MAXUINT64 ? 3 : 0;
}
