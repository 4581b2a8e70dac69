/* test-cli.c: bastide-cli as a program: output, exit statuses, messages
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The path of the built bastide-cli comes from the BASTIDE_CLI environment
 * variable (set by tests/meson.build) or from --cli PATH. The records are
 * those under tests/records, plus small positions written to a temporary
 * folder for `legal`.
 */

#include "config.h"

#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static char *cli_path;

typedef struct
{
  int status;
  char *out;
  char *err;
} Run;

static void
run_clear (Run *run)
{
  g_free (run->out);
  g_free (run->err);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Run, run_clear)

/* Runs bastide-cli with the given arguments (NULL-terminated). */
static void
run_cli (Run        *run,
         const char *first,
         ...)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  const char *arg;
  va_list args;
  int wait_status;

  if (cli_path == NULL)
    {
      g_test_skip ("BASTIDE_CLI is not set");
      return;
    }
  g_ptr_array_add (argv, cli_path);
  va_start (args, first);
  for (arg = first; arg != NULL; arg = va_arg (args, const char *))
    g_ptr_array_add (argv, (char *) arg);
  va_end (args);
  g_ptr_array_add (argv, NULL);

  g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                &run->out, &run->err, &wait_status, &error);
  g_assert_no_error (error);

  run->status = 0;
  if (!g_spawn_check_wait_status (wait_status, &error))
    {
      g_assert_true (error->domain == G_SPAWN_EXIT_ERROR);
      run->status = error->code;
    }
  g_test_message ("exit %d\nstdout: %s\nstderr: %s", run->status, run->out, run->err);
}

static char *
record_path (const char *relative)
{
  return g_test_build_filename (G_TEST_DIST, "records", relative, NULL);
}

/* replay prints exactly one line with scores, finished and turns */
static void
test_replay_finished (void)
{
  g_autofree char *path = record_path ("scenarios/base/road-loop-majority.json");
  g_auto(Run) run = { 0 };

  run_cli (&run, "replay", path, NULL);
  if (g_test_failed () || cli_path == NULL)
    return;
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, "{\"scores\": [8, 0], \"finished\": true, \"turns\": 5}\n");
  g_assert_cmpstr (run.err, ==, "");
}

static void
test_replay_three_players (void)
{
  g_autofree char *path = record_path ("scenarios/base/city-majority-three-players.json");
  g_auto(Run) run = { 0 };

  run_cli (&run, "replay", path, NULL);
  if (cli_path == NULL)
    return;
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, "{\"scores\": [0, 18, 18], \"finished\": true, \"turns\": 1}\n");
}

static void
test_replay_in_progress (void)
{
  g_autofree char *path = record_path ("examples/base/open-road-in-progress.json");
  g_auto(Run) run = { 0 };

  run_cli (&run, "replay", path, NULL);
  if (cli_path == NULL)
    return;
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, "{\"scores\": [0, 0], \"finished\": false, \"turns\": 1}\n");
}

/* --final scores the open road as if the game ended; still not finished */
static void
test_replay_final (void)
{
  g_autofree char *path = record_path ("examples/base/open-road-final.json");
  g_auto(Run) run = { 0 };
  g_auto(Run) after = { 0 };

  run_cli (&run, "replay", path, "--final", NULL);
  if (cli_path == NULL)
    return;
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, "{\"scores\": [2, 0], \"finished\": false, \"turns\": 1}\n");

  /* on a finished game --final changes nothing */
  g_free (path);
  path = record_path ("scenarios/base/final-scoring-small-game.json");
  run_cli (&after, "replay", "--final", path, NULL);
  g_assert_cmpint (after.status, ==, 0);
  g_assert_cmpstr (after.out, ==, "{\"scores\": [6, 3, 4, 4, 0], \"finished\": true, \"turns\": 2}\n");
}

/* An illegal turn: exit 1, nothing on standard output, "turn N" on error */
static void
test_replay_illegal_turn (gconstpointer data)
{
  const char * const *item = data;
  g_autofree char *path = record_path (item[0]);
  g_autofree char *turn = g_strdup_printf ("turn %s:", item[1]);
  g_auto(Run) run = { 0 };

  run_cli (&run, "replay", path, NULL);
  if (cli_path == NULL)
    return;
  g_assert_cmpint (run.status, ==, 1);
  g_assert_cmpstr (run.out, ==, "");
  g_assert_nonnull (strstr (run.err, turn));
}

static const char * const illegal_turn_0[] = { "scenarios/base/deploy-refused-own-piece.json", "0" };
static const char * const illegal_turn_1[] = { "examples/base/turn-after-game-over.json", "1" };
static const char * const illegal_turn_2[] = { "scenarios/river/u-turn-left-straight-left-refused.json", "2" };

/* Not a valid record: exit 2, and standard error names the places */
static void
test_replay_bad_record (void)
{
  g_autofree char *path = record_path ("examples/base/setup-problems-all-listed.json");
  const char * const places[] = {
    "setup.board[1]", "setup.board[2]", "setup.pieces[0]", "setup.pieces[1]", "setup.scores",
  };
  g_auto(Run) run = { 0 };

  run_cli (&run, "replay", path, NULL);
  if (cli_path == NULL)
    return;
  g_assert_cmpint (run.status, ==, 2);
  g_assert_cmpstr (run.out, ==, "");
  for (guint i = 0; i < G_N_ELEMENTS (places); i++)
    {
      g_autofree char *needle = g_strdup_printf (": %s: ", places[i]);

      g_assert_nonnull (strstr (run.err, needle));
    }
}

static void
test_replay_syntax_error (void)
{
  g_autofree char *path = record_path ("examples/base/malformed-json.json");
  g_autofree char *pattern = g_strdup_printf ("^%s:[0-9]+:[0-9]+: ", path);
  g_auto(Run) run = { 0 };

  run_cli (&run, "replay", path, NULL);
  if (cli_path == NULL)
    return;
  g_assert_cmpint (run.status, ==, 2);
  g_assert_cmpstr (run.out, ==, "");
  g_assert_true (g_regex_match_simple (pattern, run.err, G_REGEX_MULTILINE, 0));
}

static void
test_replay_missing_file (void)
{
  g_auto(Run) run = { 0 };

  run_cli (&run, "replay", "/nonexistent/bastide/record.json", NULL);
  if (cli_path == NULL)
    return;
  g_assert_cmpint (run.status, ==, 2);
  g_assert_cmpstr (run.out, ==, "");
  g_assert_cmpstr (run.err, !=, "");
}

/* Every refused file: exit status 2 and one line naming the file. */
static void
assert_refused_in_one_line (const char *path)
{
  g_auto(Run) run = { 0 };
  g_autofree char *prefix = g_strdup_printf ("%s:", path);

  run_cli (&run, "replay", path, NULL);
  if (cli_path == NULL)
    return;
  g_test_message ("%s", run.err);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_cmpstr (run.out, ==, "");
  g_assert_true (g_str_has_prefix (run.err, prefix));
  g_assert_nonnull (strchr (run.err, '\n'));
  g_assert_cmpstr (strchr (run.err, '\n'), ==, "\n");
}

/* /dev/zero, a pipe nobody writes to, a folder, and 75,000 nested lists
 * (issue 13: endless memory, a hang, a stack overflow). */
static void
test_replay_hostile_files (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("bastide-cli-XXXXXX", &error);
  g_autofree char *fifo = g_build_filename (dir, "pipe.json", NULL);
  g_autofree char *deep = g_build_filename (dir, "deep.json", NULL);
  g_autofree char *brackets = g_malloc (75001);

  g_assert_no_error (error);
  memset (brackets, '[', 75000);
  brackets[75000] = '\0';
  g_file_set_contents (deep, brackets, -1, &error);
  g_assert_no_error (error);
  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);

  if (g_file_test ("/dev/zero", G_FILE_TEST_EXISTS))
    assert_refused_in_one_line ("/dev/zero");
  assert_refused_in_one_line (fifo);
  assert_refused_in_one_line (dir);
  assert_refused_in_one_line (deep);

  g_unlink (fifo);
  g_unlink (deep);
  g_rmdir (dir);
}

/* selfplay --records writes each random game as a record, with its final
 * scores: replaying each one gives a finished game with those scores. */
static void
test_selfplay_records (gconstpointer data)
{
  g_auto(GStrv) options = g_strsplit (data, " ", -1);
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("bastide-selfplay-XXXXXX", &error);
  g_auto(Run) run = { 0 };
  g_auto(GStrv) lines = NULL;
  g_autoptr(GDir) handle = NULL;
  guint n_games = 0, n_files = 0;

  g_assert_no_error (error);
  run_cli (&run, "selfplay", "--games", "4", "--records", dir, options[0], options[1], options[2], options[3], NULL);
  if (cli_path == NULL)
    return;
  g_assert_cmpint (run.status, ==, 0);

  lines = g_strsplit (run.out, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_autofree char *path = NULL;
      g_autofree char *expected = NULL;
      g_autofree char *seen = NULL;
      g_autoptr(JsonParser) parser = json_parser_new ();
      g_auto(Run) replay = { 0 };
      JsonObject *root;
      JsonArray *scores;
      const char *colon = strstr (lines[i], ".json:");

      if (colon == NULL)
        continue;
      n_games++;
      path = g_strndup (lines[i], colon + strlen (".json") - lines[i]);
      expected = g_strdup (colon + strlen (".json:"));
      run_cli (&replay, "replay", path, NULL);
      g_assert_cmpint (replay.status, ==, 0);
      json_parser_load_from_data (parser, replay.out, -1, &error);
      g_assert_no_error (error);
      root = json_node_get_object (json_parser_get_root (parser));
      g_assert_true (json_object_get_boolean_member (root, "finished"));
      scores = json_object_get_array_member (root, "scores");
      seen = g_strdup ("");
      for (guint p = 0; p < json_array_get_length (scores); p++)
        {
          char *more = g_strdup_printf ("%s %" G_GINT64_FORMAT, seen, json_array_get_int_element (scores, p));

          g_free (seen);
          seen = more;
        }
      g_assert_cmpstr (seen, ==, expected);
      g_unlink (path);
    }
  g_assert_cmpuint (n_games, ==, 4);

  handle = g_dir_open (dir, 0, NULL);
  while (g_dir_read_name (handle) != NULL)
    n_files++;
  g_assert_cmpuint (n_files, ==, 0);
  g_rmdir (dir);
}

static void
test_help (void)
{
  g_auto(Run) run = { 0 };
  g_auto(Run) replay = { 0 };

  run_cli (&run, "--help", NULL);
  if (cli_path == NULL)
    return;
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "replay"));
  g_assert_nonnull (strstr (run.out, "legal"));

  run_cli (&replay, "replay", "--help", NULL);
  g_assert_cmpint (replay.status, ==, 0);
  g_assert_nonnull (strstr (replay.out, "--final"));
}

/* legal */

typedef struct
{
  const char *name;
  const char *setup;    /* the "setup" member */
  const char *tile;
  guint count;
  const char *placements;  /* "x,y,rot x,y,rot …" sorted as the test sorts them */
} LegalCase;

/* All worked out by hand. Against D at (0,0) (city north, road west-east,
 * field south): E (city + fields) fits north only turned 180 (its city
 * meeting D's), and south turned 90, 180 or 270 (field north); never west
 * or east, where D shows road: 4. V (two field sides, two road sides) fits
 * east with road west (turned 0 or 90), west with road east (180 or 270),
 * south with field north (0 or 270), never north (city): 6. C (all city)
 * next to the all-field B fits nowhere: 0, and may be discarded.
 * The placements are "x,y,rot", in any order. */
static const LegalCase legal_cases[] = {
  { "e-next-to-d", "{'board':[{'tile':'D','x':0,'y':0,'rot':0}],'draw':['E']}", "E", 4,
    "0,-1,180 0,1,90 0,1,180 0,1,270" },
  { "v-next-to-d", "{'board':[{'tile':'D','x':0,'y':0,'rot':0}],'draw':['V']}", "V", 6,
    "-1,0,180 -1,0,270 0,1,0 0,1,270 1,0,0 1,0,90" },
  { "c-next-to-b", "{'board':[{'tile':'B','x':0,'y':0,'rot':0}],'draw':['C']}", "C", 0, "" },
};

static int
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  return strcmp (*(char * const *) a, *(char * const *) b);
}

/* The words sorted and joined by spaces; the array is sorted in place. */
static const char *
sorted_words (GPtrArray *words)
{
  static char *joined[2];
  static guint next;
  GString *text = g_string_new (NULL);

  g_ptr_array_sort (words, compare_strings);
  for (guint i = 0; i < words->len; i++)
    g_string_append_printf (text, "%s%s", i > 0 ? " " : "", (char *) words->pdata[i]);
  next = (next + 1) % 2;
  g_free (joined[next]);
  joined[next] = g_string_free (text, FALSE);
  return joined[next];
}

static void
test_legal (gconstpointer data)
{
  const LegalCase *c = data;
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("bastide-cli-XXXXXX", &error);
  g_autofree char *path = NULL;
  g_autofree char *setup = g_strdup (c->setup);
  g_autofree char *text = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GPtrArray) seen = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) wanted = g_ptr_array_new_with_free_func (g_free);
  g_auto(GStrv) words = g_strsplit (c->placements, " ", -1);
  g_auto(Run) run = { 0 };
  JsonObject *root;
  JsonArray *placements;

  g_assert_no_error (error);
  g_strdelimit (setup, "'", '"');
  text = g_strdup_printf ("{\"format\": \"bastide-record\", \"version\": 1, \"game\": \"standard\", "
                          "\"players\": [{\"color\": \"red\"}, {\"color\": \"blue\"}], "
                          "\"setup\": %s, \"turns\": []}\n", setup);
  path = g_build_filename (dir, "position.json", NULL);
  g_file_set_contents (path, text, -1, &error);
  g_assert_no_error (error);

  run_cli (&run, "legal", path, NULL);
  g_unlink (path);
  g_rmdir (dir);
  if (cli_path == NULL)
    return;
  g_assert_cmpint (run.status, ==, 0);

  json_parser_load_from_data (parser, run.out, -1, &error);
  g_assert_no_error (error);
  g_assert_true (JSON_NODE_HOLDS_OBJECT (json_parser_get_root (parser)));
  root = json_node_get_object (json_parser_get_root (parser));

  g_assert_cmpint (json_object_get_int_member (root, "count"), ==, c->count);
  g_assert_cmpstr (json_object_get_string_member (root, "tile"), ==, c->tile);
  g_assert_cmpint (json_object_get_int_member (root, "player"), ==, 0);
  g_assert_false (json_object_get_boolean_member (root, "finished"));
  g_assert_true (json_object_get_boolean_member (root, "discard") == (c->count == 0));

  for (guint i = 0; words[i] != NULL; i++)
    if (*words[i] != '\0')
      g_ptr_array_add (wanted, g_strdup (words[i]));
  g_assert_cmpuint (wanted->len, ==, c->count);

  placements = json_object_get_array_member (root, "placements");
  g_assert_cmpuint (json_array_get_length (placements), ==, c->count);
  for (guint i = 0; i < json_array_get_length (placements); i++)
    {
      JsonObject *p = json_array_get_object_element (placements, i);

      g_ptr_array_add (seen, g_strdup_printf ("%" G_GINT64_FORMAT ",%" G_GINT64_FORMAT ",%" G_GINT64_FORMAT,
                                              json_object_get_int_member (p, "x"),
                                              json_object_get_int_member (p, "y"),
                                              json_object_get_int_member (p, "rot")));
    }
  g_assert_cmpstr (sorted_words (seen), ==, sorted_words (wanted));
}

/* The deploy options listed with a placement: E north of D closes D's city,
 * whose knight would score at once, and has one field. */
static void
test_legal_deploys (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("bastide-cli-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "position.json", NULL);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_auto(Run) run = { 0 };
  JsonArray *placements;
  gboolean found = FALSE;

  g_assert_no_error (error);
  g_file_set_contents (path,
                       "{\"format\": \"bastide-record\", \"version\": 1, \"game\": \"standard\", "
                       "\"players\": [{\"color\": \"red\"}, {\"color\": \"blue\"}], "
                       "\"setup\": {\"board\": [{\"tile\": \"D\", \"x\": 0, \"y\": 0, \"rot\": 0}], "
                       "\"draw\": [\"E\"]}, \"turns\": []}\n", -1, &error);
  g_assert_no_error (error);
  run_cli (&run, "legal", path, NULL);
  g_unlink (path);
  g_rmdir (dir);
  if (cli_path == NULL)
    return;
  g_assert_cmpint (run.status, ==, 0);
  json_parser_load_from_data (parser, run.out, -1, &error);
  g_assert_no_error (error);

  placements = json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)), "placements");
  for (guint i = 0; i < json_array_get_length (placements); i++)
    {
      JsonObject *p = json_array_get_object_element (placements, i);
      JsonArray *deploys;
      g_autoptr(GPtrArray) ons = g_ptr_array_new ();

      if (json_object_get_int_member (p, "y") != -1)
        continue;
      found = TRUE;
      deploys = json_object_get_array_member (p, "deploy");
      g_assert_cmpuint (json_array_get_length (deploys), ==, 2);
      for (guint d = 0; d < 2; d++)
        {
          JsonObject *deploy = json_array_get_object_element (deploys, d);

          g_assert_cmpstr (json_object_get_string_member (deploy, "piece"), ==, "meeple");
          g_ptr_array_add (ons, (gpointer) json_object_get_string_member (deploy, "on"));
        }
      g_ptr_array_sort (ons, compare_strings);
      g_assert_cmpstr (ons->pdata[0], ==, "c1");
      g_assert_cmpstr (ons->pdata[1], ==, "f1");
    }
  g_assert_true (found);
}

/* legal on a record with an illegal turn fails like replay */
static void
test_legal_illegal_turn (void)
{
  g_autofree char *path = record_path ("scenarios/base/deploy-refused-own-piece.json");
  g_auto(Run) run = { 0 };

  run_cli (&run, "legal", path, NULL);
  if (cli_path == NULL)
    return;
  g_assert_cmpint (run.status, ==, 1);
  g_assert_nonnull (strstr (run.err, "turn 0:"));
}

/* bastide-cli is the engine's tool: it must run where GTK is not
 * installed, so it links no GTK and no libadwaita. */
static void
test_links_no_gtk (void)
{
  g_autofree char *readelf = g_find_program_in_path ("readelf");
  g_autofree char *out = NULL;
  g_autoptr(GError) error = NULL;
  int wait_status;

  if (cli_path == NULL || readelf == NULL)
    {
      g_test_skip (cli_path == NULL ? "BASTIDE_CLI is not set" : "readelf is not installed");
      return;
    }
  g_spawn_sync (NULL, (char *[]) { readelf, (char *) "-d", cli_path, NULL }, NULL, G_SPAWN_DEFAULT,
                NULL, NULL, &out, NULL, &wait_status, &error);
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (wait_status, NULL));
  /* readelf did read the program's dynamic section */
  g_assert_nonnull (strstr (out, "libglib-2.0.so"));
  g_assert_null (strstr (out, "libgtk"));
  g_assert_null (strstr (out, "libadwaita"));
  g_assert_null (strstr (out, "libgdk"));
}

/* suggest */

/* The "turns" of the record at `path`, parsed. */
static JsonNode *
load_json (const char *path)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;

  json_parser_load_from_file (parser, path, &error);
  g_assert_no_error (error);
  return json_node_copy (json_parser_get_root (parser));
}

static void
save_json (JsonNode   *root,
           const char *path)
{
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(GError) error = NULL;

  json_generator_set_root (generator, root);
  json_generator_to_file (generator, path, &error);
  g_assert_no_error (error);
}

/* Starting from a record, appends the turn suggest prints, `n` times (or
 * until the game is over): each turn names the tile drawn, and replay
 * accepts the record with it. */
static void
test_suggest_appended (gconstpointer data)
{
  const char * const *item = data;
  g_autofree char *path = record_path (item[0]);
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("bastide-suggest-XXXXXX", &error);
  g_autofree char *copy = g_build_filename (dir, "game.json", NULL);
  g_autoptr(JsonNode) record = load_json (path);
  JsonArray *turns = json_object_get_array_member (json_node_get_object (record), "turns");
  guint n = atoi (item[1]);

  g_assert_no_error (error);
  for (guint i = 0; i < n; i++)
    {
      g_auto(Run) run = { 0 };
      g_auto(Run) replay = { 0 };
      g_autoptr(JsonParser) parser = json_parser_new ();
      g_autofree char *expected = NULL;
      JsonObject *answer, *turn;

      save_json (record, copy);
      run_cli (&run, "suggest", copy, "--iterations", "60", "--seed", "3", NULL);
      if (cli_path == NULL)
        break;
      if (run.status == 1 && strstr (run.err, "the game is over") != NULL)
        break;
      g_assert_cmpint (run.status, ==, 0);
      json_parser_load_from_data (parser, run.out, -1, &error);
      g_assert_no_error (error);
      answer = json_node_get_object (json_parser_get_root (parser));
      turn = json_object_get_object_member (answer, "turn");
      g_assert_true (json_object_has_member (turn, "tile") || json_object_has_member (turn, "abbey")
                     || json_object_has_member (turn, "pass"));
      g_assert_true (json_object_has_member (answer, "lead"));
      json_array_add_element (turns, json_node_copy (json_object_get_member (answer, "turn")));

      save_json (record, copy);
      run_cli (&replay, "replay", copy, NULL);
      g_assert_cmpint (replay.status, ==, 0);
      expected = g_strdup_printf ("\"turns\": %u}", json_array_get_length (turns));
      g_assert_nonnull (strstr (replay.out, expected));
    }
  g_unlink (copy);
  g_rmdir (dir);
}

static const char * const suggest_base[] = { "examples/base/open-road-in-progress.json", "8" };
static const char * const suggest_river[] = { "examples/river/spring-is-the-start.json", "8" };
static const char * const suggest_abbey_round[] = { "examples/abbey-mayor/abbey-round-pending.json", "4" };
static const char * const suggest_six_players[] = { "examples/abbey-mayor/six-players.json", "8" };
static const char * const suggest_wheel[] = { "examples/wheel-of-fortune/wheel-is-the-start.json", "12" };

/* A finished game: exit 1, and why. */
static void
test_suggest_over (void)
{
  g_autofree char *path = record_path ("scenarios/base/road-loop-majority.json");
  g_auto(Run) run = { 0 };

  run_cli (&run, "suggest", path, "--iterations", "10", NULL);
  if (cli_path == NULL)
    return;
  g_assert_cmpint (run.status, ==, 1);
  g_assert_cmpstr (run.out, ==, "");
  g_assert_nonnull (strstr (run.err, "the game is over"));
}

/* `arena --fair`: each side searches the iterations its budget stands
 * for, named in the header, so two runs play the same games whatever the
 * machine's load; iterations given as well are refused. */
static void
test_arena_fair (void)
{
  g_auto(Run) first = { 0 };
  g_auto(Run) second = { 0 };
  g_auto(Run) both = { 0 };
  g_auto(GStrv) lines = NULL;
  guint games = 0;

  run_cli (&first, "arena", "--a", "hard", "--b", "medium", "--fair", "--budget-scale", "0.002",
           "--games", "2", "--verbose", NULL);
  if (cli_path == NULL)
    return;
  g_assert_cmpint (first.status, ==, 0);
  g_assert_true (g_str_has_prefix (first.out, "arena: A = hard (6 ms fair: "));
  g_assert_nonnull (strstr (first.out, " iterations), B = medium (2 ms fair: "));
  lines = g_strsplit (first.out, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    games += g_str_has_prefix (lines[i], "game ");
  g_assert_cmpuint (games, ==, 2);

  run_cli (&second, "arena", "--a", "hard", "--b", "medium", "--fair", "--budget-scale", "0.002",
           "--games", "2", "--verbose", NULL);
  g_assert_cmpint (second.status, ==, 0);
  /* the same games, scores and win rate; only the times may differ */
  g_assert_nonnull (strstr (first.out, "A's win rate"));
  g_assert_nonnull (strstr (first.out, "average time"));
  g_assert_nonnull (strstr (second.out, "average time"));
  g_assert_cmpmem (first.out, strstr (first.out, "average time") - first.out,
                   second.out, strstr (second.out, "average time") - second.out);

  run_cli (&both, "arena", "--fair", "--iterations", "100", "--games", "2", NULL);
  g_assert_cmpint (both.status, !=, 0);
  g_assert_nonnull (strstr (both.err, "--fair"));
}

/* A side's average of `name` in the --stats line of piece uses. */
static void
use_of (const char *out,
        const char *name,
        double      per_side[2])
{
  g_autofree char *key = g_strdup_printf (" %s ", name);
  const char *line = strstr (out, "pieces deployed and recalled a game (A–B):");
  const char *at;

  g_assert_nonnull (line);
  at = strstr (line, key);
  g_assert_nonnull (at);
  g_assert_cmpint (sscanf (at + strlen (key), "%lf–%lf", &per_side[0], &per_side[1]), ==, 2);
}

/* `arena --stats` says how each side used its pieces: with the abbot,
 * greedy deploys knights and recalls its abbot, and puts it on a garden
 * only where it drew a garden with the abbot at hand. */
static void
test_arena_stats (void)
{
  g_auto(Run) run = { 0 };
  double knights[2], recalls[2], gardens[2], at_hand[2];

  run_cli (&run, "arena", "--a", "greedy", "--b", "greedy", "--games", "2", "--seed", "3",
           "--expansions", "abbot", "--stats", NULL);
  if (cli_path == NULL)
    return;
  g_assert_cmpint (run.status, ==, 0);
  use_of (run.out, "knight", knights);
  use_of (run.out, "recall", recalls);
  use_of (run.out, "abbot-garden", gardens);
  use_of (run.out, "garden-tiles-with-abbot", at_hand);
  for (guint side = 0; side < 2; side++)
    {
      g_assert_cmpfloat (knights[side], >, 0);
      g_assert_cmpfloat (recalls[side], >, 0);
      g_assert_cmpfloat (gardens[side], >, 0);
      g_assert_cmpfloat (gardens[side], <=, at_hand[side]);
    }
  /* the same players in both seats of the same tiles: the same uses */
  g_assert_cmpfloat (knights[0], ==, knights[1]);
  g_assert_cmpfloat (gardens[0], ==, gardens[1]);
  /* pieces of another expansion are not listed */
  g_assert_null (strstr (run.out, " mayor "));
}

/* The width and height of a PNG file, from its header. */
static void
png_size (const char *path,
          guint      *width,
          guint      *height)
{
  g_autofree guchar *data = NULL;
  gsize length;
  g_autoptr(GError) error = NULL;

  g_file_get_contents (path, (char **) &data, &length, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (length, >, 24);
  g_assert_cmpmem (data + 12, 4, "IHDR", 4);
  *width = (guint) data[16] << 24 | data[17] << 16 | data[18] << 8 | data[19];
  *height = (guint) data[20] << 24 | data[21] << 16 | data[22] << 8 | data[23];
}

/* The picture of a board set up with tiles far apart: its cells are made
 * smaller to fit a picture of at most 8192 pixels a side, and a board too
 * wide for that at 8 pixels a cell is refused in words, with no picture. */
static void
test_render_far_apart (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("bastide-cli-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "far.json", NULL);
  g_autofree char *png = g_build_filename (dir, "far.png", NULL);
  const int spans[] = { 200, 20000 };

  g_assert_no_error (error);
  for (guint i = 0; i < G_N_ELEMENTS (spans); i++)
    {
      g_autofree char *text = g_strdup_printf ("{\"format\": \"bastide-record\", \"version\": 1,"
                                               " \"players\": [{\"color\": \"red\"}, {\"color\": \"blue\"}],"
                                               " \"setup\": {\"board\": [{\"tile\": \"B\", \"x\": %d, \"y\": 0, \"rot\": 0},"
                                               " {\"tile\": \"B\", \"x\": %d, \"y\": 0, \"rot\": 0}]}, \"turns\": []}",
                                               -spans[i] / 2, spans[i] / 2);
      g_auto(Run) run = { 0 };
      guint width, height;

      g_file_set_contents (path, text, -1, &error);
      g_assert_no_error (error);
      run_cli (&run, "render", "--out", png, "--size", "96", path, NULL);
      if (cli_path == NULL)
        break;
      if (spans[i] == 200)
        {
          g_assert_cmpint (run.status, ==, 0);
          png_size (png, &width, &height);
          g_assert_cmpuint (width, <=, 8192);
          /* 201 cells across, each made 8192 / 201 pixels or a little less */
          g_assert_cmpuint (width, >=, 201 * 30);
          g_assert_cmpuint (height, <, 1000);
          g_unlink (png);
        }
      else
        {
          g_assert_cmpint (run.status, ==, 2);
          g_assert_true (g_str_has_prefix (run.err, path));
          g_assert_nonnull (strstr (run.err, "20001"));
          g_assert_false (g_file_test (png, G_FILE_TEST_EXISTS));
        }
    }
  g_unlink (path);
  g_rmdir (dir);
}

int
main (int   argc,
      char *argv[])
{
  const char *env = g_getenv ("BASTIDE_CLI");

  g_test_init (&argc, &argv, NULL);
  g_test_set_nonfatal_assertions ();
  for (int i = 1; i < argc; i++)
    if (g_str_equal (argv[i], "--cli") && i + 1 < argc)
      env = argv[i + 1];
  cli_path = env != NULL && *env != '\0' ? g_strdup (env) : NULL;

  g_test_add_func ("/cli/replay/finished", test_replay_finished);
  g_test_add_func ("/cli/replay/three-players", test_replay_three_players);
  g_test_add_func ("/cli/replay/in-progress", test_replay_in_progress);
  g_test_add_func ("/cli/replay/final", test_replay_final);
  g_test_add_data_func ("/cli/replay/illegal-turn-0", illegal_turn_0, test_replay_illegal_turn);
  g_test_add_data_func ("/cli/replay/illegal-turn-1", illegal_turn_1, test_replay_illegal_turn);
  g_test_add_data_func ("/cli/replay/illegal-turn-2", illegal_turn_2, test_replay_illegal_turn);
  g_test_add_func ("/cli/replay/bad-record", test_replay_bad_record);
  g_test_add_func ("/cli/replay/syntax-error", test_replay_syntax_error);
  g_test_add_func ("/cli/replay/missing-file", test_replay_missing_file);
  g_test_add_func ("/cli/replay/hostile-files", test_replay_hostile_files);
  g_test_add_data_func ("/cli/selfplay/records/base", "--players 2 --seed 11", test_selfplay_records);
  g_test_add_data_func ("/cli/selfplay/records/every-expansion",
                        "--players 6 --expansions river,abbot,abbey-mayor", test_selfplay_records);
  g_test_add_data_func ("/cli/selfplay/records/wheel-of-fortune",
                        "--players 4 --game wheel-of-fortune", test_selfplay_records);
  g_test_add_func ("/cli/help", test_help);
  g_test_add_func ("/cli/render/far-apart", test_render_far_apart);
  g_test_add_func ("/cli/links-no-gtk", test_links_no_gtk);
  for (guint i = 0; i < G_N_ELEMENTS (legal_cases); i++)
    {
      g_autofree char *name = g_strdup_printf ("/cli/legal/%s", legal_cases[i].name);

      g_test_add_data_func (name, &legal_cases[i], test_legal);
    }
  g_test_add_func ("/cli/legal/deploys", test_legal_deploys);
  g_test_add_func ("/cli/legal/illegal-turn", test_legal_illegal_turn);
  g_test_add_data_func ("/cli/suggest/base", suggest_base, test_suggest_appended);
  g_test_add_data_func ("/cli/suggest/river", suggest_river, test_suggest_appended);
  g_test_add_data_func ("/cli/suggest/abbey-round", suggest_abbey_round, test_suggest_appended);
  g_test_add_data_func ("/cli/suggest/six-players", suggest_six_players, test_suggest_appended);
  g_test_add_data_func ("/cli/suggest/wheel-of-fortune", suggest_wheel, test_suggest_appended);
  g_test_add_func ("/cli/suggest/over", test_suggest_over);
  g_test_add_func ("/cli/arena/fair", test_arena_fair);
  g_test_add_func ("/cli/arena/stats", test_arena_stats);

  return g_test_run ();
}
