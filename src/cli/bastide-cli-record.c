/* bastide-cli-record.c: replay and legal
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <json-glib/json-glib.h>
#include <stdio.h>

#include "bastide-cli-commands.h"
#include "bastide-record.h"

/* Exit statuses of records.md */
enum
{
  EXIT_OK = 0,
  EXIT_ILLEGAL_TURN = 1,
  EXIT_BAD_RECORD = 2,
};

static int
load_and_replay (const char     *path,
                 BastideRecord **record_out,
                 BastideState   *state,
                 guint          *n_played)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BastideRecord) record = bastide_record_load_file (path, &error);

  if (record == NULL)
    {
      fprintf (stderr, "%s\n", error->message);
      return EXIT_BAD_RECORD;
    }
  if (!bastide_record_replay (record, state, n_played, &error))
    {
      const BastideTurn *turn = bastide_record_get_turn (record, *n_played);

      /* the engine speaks of the tile, as a player sees it; a reader of
       * the record wants the square too */
      if (g_error_matches (error, BASTIDE_RULE_ERROR, BASTIDE_RULE_ERROR_PLACEMENT)
          && turn != NULL && turn->kind == BASTIDE_TURN_TILE)
        /* Translators: a file, a refused turn and why, and the square it
         * tried, as in "game.json: turn 3: the road … would meet a field,
         * at (1, -2)" */
        fprintf (stderr, _("%s: %s, at (%d, %d)\n"), path, error->message, turn->x, turn->y);
      else
        fprintf (stderr, "%s: %s\n", path, error->message);
      return EXIT_ILLEGAL_TURN;
    }
  *record_out = g_steal_pointer (&record);
  return EXIT_OK;
}

int
bastide_cli_replay (int    argc,
                    char **argv)
{
  gboolean final = FALSE;
  GOptionEntry entries[] = {
    { "final", 0, 0, G_OPTION_ARG_NONE, &final,
      N_("Apply final scoring as if the game ended after the last turn"), NULL },
    { NULL }
  };
  g_autoptr(BastideRecord) record = NULL;
  g_autoptr(GString) out = g_string_new (NULL);
  BastideState *state = g_new (BastideState, 1);
  guint n_played;
  int status;

  if (!bastide_cli_parse_options (&argc, &argv, _("FILE"),
                                  _("Replays a game record and prints {\"scores\": […], \"finished\": …, \"turns\": N}.\n"
                                    "Exit status: 0 success, 1 an illegal turn, 2 not a valid record."),
                                  NULL, entries, 1))
    {
      g_free (state);
      return EXIT_BAD_RECORD;
    }

  status = load_and_replay (argv[1], &record, state, &n_played);
  if (status == EXIT_OK)
    {
      if (final && !bastide_state_is_over (state))
        bastide_state_final_scoring (state, NULL);
      g_string_append (out, "{\"scores\": [");
      for (guint p = 0; p < state->rules.n_players; p++)
        g_string_append_printf (out, "%s%d", p > 0 ? ", " : "", state->players[p].score);
      g_string_append_printf (out, "], \"finished\": %s, \"turns\": %u}\n",
                              bastide_state_is_over (state) ? "true" : "false", n_played);
      fputs (out->str, stdout);
    }
  g_free (state);
  return status;
}

static void
add_deploys (JsonBuilder        *builder,
             const BastideState *state)
{
  BastideDeploy deploys[BASTIDE_MAX_DEPLOYS];
  guint n = bastide_state_list_deploys (state, deploys);
  const BastidePlacedTile *tile = &state->tiles[state->last_tile];
  const BastideTileType *type = bastide_catalogue_get (tile->type);

  json_builder_set_member_name (builder, "deploy");
  json_builder_begin_array (builder);
  for (guint i = 0; i < n; i++)
    {
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "piece");
      json_builder_add_string_value (builder, bastide_piece_name (deploys[i].piece));
      if (deploys[i].crown >= 0)
        {
          json_builder_set_member_name (builder, "crown");
          json_builder_add_string_value (builder, bastide_sector_name (deploys[i].crown));
        }
      else if (deploys[i].corner >= 0)
        {
          json_builder_set_member_name (builder, "corner");
          json_builder_add_string_value (builder, bastide_corner_name (deploys[i].corner));
        }
      else
        {
          json_builder_set_member_name (builder, "on");
          json_builder_add_string_value (builder, type->features[deploys[i].feature].id);
        }
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

int
bastide_cli_legal (int    argc,
                   char **argv)
{
  g_autoptr(BastideRecord) record = NULL;
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *text = NULL;
  g_autofree BastideState *state = g_new (BastideState, 1);
  g_autofree BastideState *trial = g_new (BastideState, 1);
  g_autofree BastidePlacement *placements = g_new (BastidePlacement, BASTIDE_MAX_PLACEMENTS);
  guint n_played, n = 0;
  int status, tile;

  if (!bastide_cli_parse_options (&argc, &argv, _("FILE"),
                                  _("Replays a record, then prints the legal placements (x, y, rot) of the next\n"
                                    "tile of the pile, each with its deploy options, as one JSON object.\n"
                                    "Exit status: 0 success, 1 an illegal turn, 2 not a valid record."),
                                  NULL, NULL, 1))
    return EXIT_BAD_RECORD;

  status = load_and_replay (argv[1], &record, state, &n_played);
  if (status != EXIT_OK)
    return status;

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "player");
  json_builder_add_int_value (builder, state->to_move);

  if (state->phase == BASTIDE_PHASE_DRAW && bastide_state_tiles_left (state) > 0)
    {
      *trial = *state;
      bastide_state_draw (trial, -1, NULL, NULL);
      tile = trial->in_hand;
      json_builder_set_member_name (builder, "tile");
      json_builder_add_string_value (builder, bastide_catalogue_get (tile)->id);
      n = bastide_state_list_placements (trial, tile, placements);
      json_builder_set_member_name (builder, "placements");
      json_builder_begin_array (builder);
      for (guint i = 0; i < n; i++)
        {
          json_builder_begin_object (builder);
          json_builder_set_member_name (builder, "x");
          json_builder_add_int_value (builder, placements[i].x);
          json_builder_set_member_name (builder, "y");
          json_builder_add_int_value (builder, placements[i].y);
          json_builder_set_member_name (builder, "rot");
          json_builder_add_int_value (builder, placements[i].rot * 90);
          if (trial->phase == BASTIDE_PHASE_PLACE)
            {
              BastideState *placed = g_new (BastideState, 1);

              *placed = *trial;
              if (bastide_state_place (placed, placements[i].x, placements[i].y,
                                       placements[i].rot, NULL, NULL))
                add_deploys (builder, placed);
              g_free (placed);
            }
          json_builder_end_object (builder);
        }
      json_builder_end_array (builder);
      json_builder_set_member_name (builder, "discard");
      json_builder_add_boolean_value (builder, n == 0);
    }
  json_builder_set_member_name (builder, "count");
  json_builder_add_int_value (builder, n);

  if ((state->phase == BASTIDE_PHASE_DRAW || state->phase == BASTIDE_PHASE_ABBEY_ROUND)
      && state->players[state->to_move].abbey)
    {
      json_builder_set_member_name (builder, "abbey");
      json_builder_begin_array (builder);
      for (guint i = 0; i < state->n_frontier; i++)
        if (state->frontier[i].sides == 0xf)
          {
            json_builder_begin_object (builder);
            json_builder_set_member_name (builder, "x");
            json_builder_add_int_value (builder, state->frontier[i].x);
            json_builder_set_member_name (builder, "y");
            json_builder_add_int_value (builder, state->frontier[i].y);
            json_builder_end_object (builder);
          }
      json_builder_end_array (builder);
    }
  json_builder_set_member_name (builder, "finished");
  json_builder_add_boolean_value (builder, bastide_state_is_over (state));
  json_builder_end_object (builder);

  root = json_builder_get_root (builder);
  json_generator_set_root (generator, root);
  json_generator_set_pretty (generator, TRUE);
  text = json_generator_to_data (generator, NULL);
  printf ("%s\n", text);
  return EXIT_OK;
}
