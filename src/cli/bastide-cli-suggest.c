/* bastide-cli-suggest.c: the move a computer player would play next
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <json-glib/json-glib.h>
#include <stdio.h>

#include "bastide-ai.h"
#include "bastide-cli-commands.h"
#include "bastide-record.h"

int
bastide_cli_suggest (int    argc,
                     char **argv)
{
  g_autofree char *level_name = NULL;
  int budget_ms = 0;
  gint64 iterations = 0, seed = 0;
  GOptionEntry entries[] = {
    { "level", 'l', 0, G_OPTION_ARG_STRING, &level_name, N_("greedy, easy, medium or hard (hard)"), "LEVEL" },
    { "budget-ms", 0, 0, G_OPTION_ARG_INT, &budget_ms, N_("Time for each decision, instead of the level's"), "MS" },
    { "iterations", 'i', 0, G_OPTION_ARG_INT64, &iterations, N_("Iterations for each decision instead of time (deterministic with --seed)"), "N" },
    { "seed", 's', 0, G_OPTION_ARG_INT64, &seed, N_("Seed of the search's randomness"), "S" },
    { NULL }
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(BastideRecord) record = NULL;
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = NULL;
  g_autofree BastideState *state = g_new (BastideState, 1);
  g_autofree char *text = NULL;
  BastideAiParams params;
  BastideAiStats stats;
  BastideTurn turn;
  guint player;
  int level;

  if (!bastide_cli_parse_options (&argc, &argv, _("FILE"),
                                  _("Replays a record and prints the turn a computer player would play next, as\n"
                                    "{\"player\": P, \"turn\": {…}, \"lead\": L, \"value\": V, …}: “turn” is a complete\n"
                                    "element of the record's “turns” (the next tile of the pile drawn, any plague\n"
                                    "answers and wagon moves in it decided by the same level), “lead” the player's\n"
                                    "estimated final lead over the best other player after it, in points, and\n"
                                    "“value” the search's estimate of the move (0 to 1; greedy: the lead).\n"
                                    "Exit status: 0 success, 1 an illegal turn or a game that is over, 2 not a\n"
                                    "valid record."),
                                  NULL, entries, 1))
    return 2;
  level = bastide_ai_level_from_name (level_name != NULL ? level_name : "hard");
  if (level < 0 || level == BASTIDE_AI_OLD_HARD || budget_ms < 0 || iterations < 0)
    {
      fprintf (stderr, "%s\n", _("the level must be greedy, easy, medium or hard; the budget positive"));
      return 2;
    }

  record = bastide_record_load_file (argv[1], &error);
  if (record == NULL)
    {
      fprintf (stderr, "%s\n", error->message);
      return 2;
    }
  if (!bastide_record_replay (record, state, NULL, &error))
    {
      fprintf (stderr, "%s: %s\n", argv[1], error->message);
      return 1;
    }

  bastide_ai_params_init (&params, level);
  if (budget_ms > 0)
    params.budget_ms = budget_ms;
  if (iterations > 0)
    {
      params.iterations = iterations;
      params.budget_ms = budget_ms;
    }
  params.seed = seed;
  player = state->to_move;
  if (!bastide_ai_play_turn (state, &params, NULL, &turn, &stats, &error))
    {
      fprintf (stderr, "%s: %s\n", argv[1], error->message);
      return 1;
    }

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "player");
  json_builder_add_int_value (builder, player);
  json_builder_set_member_name (builder, "level");
  json_builder_add_string_value (builder, bastide_ai_level_name (level));
  json_builder_set_member_name (builder, "turn");
  bastide_record_build_turn (builder, &turn);
  json_builder_set_member_name (builder, "lead");
  json_builder_add_double_value (builder, stats.lead);
  json_builder_set_member_name (builder, "value");
  json_builder_add_double_value (builder, stats.value);
  json_builder_set_member_name (builder, "iterations");
  json_builder_add_int_value (builder, stats.iterations);
  json_builder_end_object (builder);

  root = json_builder_get_root (builder);
  json_generator_set_root (generator, root);
  json_generator_set_pretty (generator, TRUE);
  text = json_generator_to_data (generator, NULL);
  printf ("%s\n", text);
  return 0;
}
