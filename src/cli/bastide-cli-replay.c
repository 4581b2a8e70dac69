/* bastide-cli-replay.c: bench-replay, how fast the replay steps
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "bastide-cli-commands.h"
#include "bastide-random.h"
#include "bastide-replay.h"

#define RUNS 5
#define N_JUMPS 1000

/* Goes to @turn; keeps in *@fastest how long it took, in microseconds,
 * when it was faster than before. */
static void
timed_step (BastideReplay *replay,
            guint          turn,
            double        *fastest)
{
  gint64 start = g_get_monotonic_time ();
  double took;

  bastide_replay_set_turn (replay, turn);
  took = g_get_monotonic_time () - start;
  *fastest = MIN (*fastest, took);
}

int
bastide_cli_bench_replay (int    argc,
                          char **argv)
{
  int players = 6;
  gint64 seed = 1;
  g_autofree char *expansions = g_strdup ("river,abbot,abbey-mayor"), *game = NULL, *path = NULL;
  GOptionEntry entries[] = {
    { "record", 'r', 0, G_OPTION_ARG_FILENAME, &path, N_("The record to go over (a random game when left out)"),
      N_("FILE") },
    { "players", 'p', 0, G_OPTION_ARG_INT, &players, N_("Players (6)"), "P" },
    { "expansions", 'e', 0, G_OPTION_ARG_STRING, &expansions,
      N_("Comma-separated: river,abbot,abbey-mayor (all three)"), "LIST" },
    { "game", 'g', 0, G_OPTION_ARG_STRING, &game, N_("standard or wheel-of-fortune"), "GAME" },
    { "seed", 's', 0, G_OPTION_ARG_INT64, &seed, N_("Seed of the random game (1)"), "S" },
    { NULL }
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(BastideReplay) replay = NULL;
  g_autoptr(GRand) rand = g_rand_new_with_seed (42);
  g_autofree guint *jumps = NULL;
  g_autofree double *fastest = NULL;
  BastideRecord *record;
  double forward = 0, backward = 0, jump = 0, total = 0, opening;
  guint n_turns, steps = 0;
  gint64 start;

  if (!bastide_cli_parse_options (&argc, &argv, NULL,
                                  _("Goes over a record turn by turn as the replay view does: every turn\n"
                                    "forwards, every turn backwards and random jumps, each timed five times,\n"
                                    "and prints the slowest step of each. Without --record, a random game\n"
                                    "with the rules given."),
                                  NULL, entries, 0))
    return 2;

  if (path != NULL)
    record = bastide_record_load_file (path, &error);
  else
    {
      BastideRules rules;

      if (!bastide_cli_parse_rules (game, game != NULL ? NULL : expansions, players, &rules, &error))
        {
          fprintf (stderr, "%s\n", error->message);
          return 2;
        }
      record = bastide_random_record (&rules, seed, &error);
    }
  if (record == NULL)
    {
      fprintf (stderr, "%s\n", error->message);
      return 1;
    }

  start = g_get_monotonic_time ();
  replay = bastide_replay_new (record, &error);
  opening = (g_get_monotonic_time () - start) / 1000.0;
  if (replay == NULL)
    {
      fprintf (stderr, "%s\n", error->message);
      return 1;
    }

  /* Each step is timed RUNS times and counts its fastest run: the
   * machine's other work shows in the slowest runs, the replay's in all. */
  n_turns = bastide_replay_get_n_turns (replay);
  jumps = g_new (guint, N_JUMPS);
  for (guint i = 0; i < N_JUMPS; i++)
    jumps[i] = g_rand_int_range (rand, 0, n_turns + 1);
  fastest = g_new (double, 2 * n_turns + N_JUMPS);
  for (guint i = 0; i < 2 * n_turns + N_JUMPS; i++)
    fastest[i] = G_MAXDOUBLE;
  for (guint run = 0; run < RUNS; run++)
    {
      guint step = 0;

      bastide_replay_set_turn (replay, 0);
      for (guint t = 1; t <= n_turns; t++, step++)
        timed_step (replay, t, &fastest[step]);
      for (guint t = n_turns; t-- > 0; step++)
        timed_step (replay, t, &fastest[step]);
      for (guint i = 0; i < N_JUMPS; i++, step++)
        timed_step (replay, jumps[i], &fastest[step]);
    }
  for (guint i = 0; i < 2 * n_turns + N_JUMPS; i++)
    {
      double *slowest = i < n_turns ? &forward : i < 2 * n_turns ? &backward : &jump;

      *slowest = MAX (*slowest, fastest[i]);
      total += fastest[i];
    }
  steps = 2 * n_turns + N_JUMPS;

  printf (_("turns: %u, players: %u, turns between snapshots: %u; opened in %.1f ms\n"),
          n_turns, bastide_game_get_n_players (bastide_replay_get_game (replay)),
          BASTIDE_REPLAY_SNAPSHOT_INTERVAL, opening);
  printf (_("slowest step (fastest of %u runs) forwards: %.0f µs, backwards: %.0f µs, jumping: %.0f µs; "
            "mean of all steps: %.0f µs\n"),
          RUNS,
          forward, backward, jump, total / MAX (steps, 1));
  return 0;
}
