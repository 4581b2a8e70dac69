/* test-records.c: replay every record under tests/records and check its
 * "expect" member
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each *.json file below tests/records becomes one test case, named after
 * its path: tests/records/examples/base/road-loop.json is
 * /records/examples/base/road-loop. Besides the record itself, each file
 * has a "description" (the rule shown and why the outcome is what it is;
 * worked out by hand, never copied from the engine) and an "expect", the
 * outcome it must have, which readers of records ignore:
 *
 *   {"scores": [...], "finished": true|false}  the replay succeeds with these
 *       scores; with "final": true, final scoring is applied to a copy of a
 *       game that is not over (as `bastide-cli replay --final` does)
 *   {"exit": 1, "turn": N, "rule": "..."}  turn N (from 0) is illegal: the
 *       replay fails with a BASTIDE_RULE_ERROR naming "turn N"
 *   {"exit": 2, "where": "a.b, c[1]"}  not a valid record: loading fails
 *       with a BASTIDE_RECORD_ERROR naming every key path given, or a syntax
 *       error where "where" is a line:column
 *
 * examples/ holds the 153 example records of the rules specification;
 * scenarios/ holds further cases, several from the rulebooks' worked
 * examples. A few files are cut short on purpose (not JSON): their "expect"
 * is read from the members before the cut.
 */

#include "config.h"

#include <json-glib/json-glib.h>
#include <string.h>

#include "bastide-enums.h"
#include "bastide-record.h"
#include "bastide-state.h"

/* The complete members at the start of a JSON object, even when the rest
 * of the text is not JSON (the deliberately malformed records put
 * "description" and "expect" first). Only "expect" is needed, so this finds
 * that member and parses its value alone. */
static JsonObject *
leading_expect (const char *text)
{
  const char *key = strstr (text, "\"expect\"");
  const char *p, *start;
  int depth = 0;
  gboolean in_string = FALSE;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autofree char *value = NULL;

  if (key == NULL)
    return NULL;
  p = strchr (key + strlen ("\"expect\""), '{');
  if (p == NULL)
    return NULL;
  start = p;
  for (; *p != '\0'; p++)
    {
      if (in_string)
        {
          if (*p == '\\' && p[1] != '\0')
            p++;
          else if (*p == '"')
            in_string = FALSE;
          continue;
        }
      if (*p == '"')
        in_string = TRUE;
      else if (*p == '{')
        depth++;
      else if (*p == '}' && --depth == 0)
        break;
    }
  if (*p == '\0')
    return NULL;
  value = g_strndup (start, p + 1 - start);
  if (!json_parser_load_from_data (parser, value, -1, NULL))
    return NULL;
  return json_object_ref (json_node_get_object (json_parser_get_root (parser)));
}

static JsonObject *
load_expect (const char *path)
{
  g_autofree char *text = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  JsonNode *root;

  g_file_get_contents (path, &text, NULL, &error);
  g_assert_no_error (error);

  if (!json_parser_load_from_data (parser, text, -1, NULL))
    return leading_expect (text);
  root = json_parser_get_root (parser);
  g_assert_true (JSON_NODE_HOLDS_OBJECT (root));
  g_assert_true (json_object_has_member (json_node_get_object (root), "expect"));
  return json_object_ref (json_object_get_object_member (json_node_get_object (root), "expect"));
}

/* "12:1", the place of a JSON syntax error, rather than a key path */
static gboolean
is_line_column (const char *where)
{
  g_autoptr(GRegex) regex = g_regex_new ("^[0-9]+:[0-9]+$", 0, 0, NULL);

  return g_regex_match (regex, where, 0, NULL);
}

/* Each problem is reported as "FILE: PATH: what is wrong"; PATH names the
 * place or a part of it ("setup.pieces" is named by "setup.pieces[1]"). */
static gboolean
names_place (const char *message,
             const char *place)
{
  g_autofree char *needle = g_strdup_printf (": %s", place);

  for (const char *p = strstr (message, needle); p != NULL; p = strstr (p + 1, needle))
    {
      char next = p[strlen (needle)];

      if (next == ':' || next == '[' || next == '.')
        return TRUE;
    }
  return FALSE;
}

static void
check_bad_record (const char *path,
                  JsonObject *expect)
{
  const char *where = json_object_get_string_member (expect, "where");
  g_autoptr(GError) error = NULL;
  g_autoptr(BastideRecord) record = bastide_record_load_file (path, &error);

  g_assert_null (record);
  g_assert_nonnull (error);
  if (error == NULL)
    return;
  g_test_message ("load error: %s", error->message);
  g_assert_true (error->domain == BASTIDE_RECORD_ERROR);

  if (is_line_column (where))
    {
      g_assert_cmpint (error->code, ==, BASTIDE_RECORD_ERROR_SYNTAX);
      return;
    }

  g_assert_cmpint (error->code, ==, BASTIDE_RECORD_ERROR_INVALID);
  {
    g_auto(GStrv) places = g_strsplit (where, ",", -1);

    for (guint i = 0; places[i] != NULL; i++)
      {
        g_autofree char *place = g_strstrip (g_strdup (places[i]));
        if (!names_place (error->message, place))
          g_test_fail_printf ("the load error does not name %s:\n%s", place, error->message);
      }
  }
}

static void
check_illegal_turn (const char *path,
                    JsonObject *expect)
{
  gint64 turn = json_object_get_int_member (expect, "turn");
  g_autoptr(GError) error = NULL;
  g_autoptr(BastideRecord) record = bastide_record_load_file (path, &error);
  g_autofree BastideState *state = g_new0 (BastideState, 1);
  g_autofree char *prefix = g_strdup_printf ("turn %" G_GINT64_FORMAT ": ", turn);
  guint n_played = 0;
  gboolean ok;

  g_assert_no_error (error);
  g_assert_nonnull (record);
  if (record == NULL)
    return;

  ok = bastide_record_replay (record, state, &n_played, &error);
  g_assert_false (ok);
  g_assert_nonnull (error);
  if (error == NULL)
    return;
  g_test_message ("replay error: %s", error->message);
  g_assert_true (error->domain == BASTIDE_RULE_ERROR);
  if (!g_str_has_prefix (error->message, prefix))
    g_test_fail_printf ("the replay error does not name turn %" G_GINT64_FORMAT ": %s", turn, error->message);
  g_assert_cmpint (n_played, ==, turn);
}

static void
check_outcome (const char *path,
               JsonObject *expect)
{
  JsonArray *scores = json_object_get_array_member (expect, "scores");
  gboolean finished = json_object_get_boolean_member (expect, "finished");
  gboolean final = json_object_get_boolean_member_with_default (expect, "final", FALSE);
  g_autoptr(GError) error = NULL;
  g_autoptr(BastideRecord) record = bastide_record_load_file (path, &error);
  g_autofree BastideState *state = g_new0 (BastideState, 1);
  g_autofree BastideState *scored = g_new0 (BastideState, 1);
  guint n_played = 0;

  g_assert_no_error (error);
  g_assert_nonnull (record);
  if (record == NULL)
    return;

  bastide_record_replay (record, state, &n_played, &error);
  g_assert_no_error (error);
  if (error != NULL)
    return;
  g_assert_cmpuint (n_played, ==, bastide_record_get_n_turns (record));
  bastide_state_check_invariants (state, &error);
  g_assert_no_error (error);

  bastide_state_copy (scored, state);
  if (final && !bastide_state_is_over (scored))
    bastide_state_final_scoring (scored, NULL);

  g_assert_cmpuint (json_array_get_length (scores), ==, scored->rules.n_players);
  for (guint p = 0; p < scored->rules.n_players; p++)
    {
      g_test_message ("player %u: %d", p, scored->players[p].score);
      g_assert_cmpint (scored->players[p].score, ==, json_array_get_int_element (scores, p));
    }
  g_assert_cmpint (bastide_state_is_over (scored), ==, finished);
}

static void
test_record (gconstpointer data)
{
  const char *path = data;
  g_autoptr(JsonObject) expect = load_expect (path);

  g_assert_nonnull (expect);
  if (expect == NULL)
    return;
  if (json_object_has_member (expect, "exit"))
    {
      gint64 status = json_object_get_int_member (expect, "exit");

      if (status == 2)
        check_bad_record (path, expect);
      else if (status == 1)
        check_illegal_turn (path, expect);
      else
        g_test_fail_printf ("%s: unknown exit status %" G_GINT64_FORMAT " in expect", path, status);
    }
  else
    check_outcome (path, expect);
}

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return strcmp (*(char * const *) a, *(char * const *) b);
}

/* Adds one test per *.json below dir, in name order, path /records/REL. */
static void
add_tests (const char *dir,
           const char *rel)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GDir) handle = g_dir_open (dir, 0, &error);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  g_assert_no_error (error);
  while ((name = g_dir_read_name (handle)) != NULL)
    g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, compare_names);

  for (guint i = 0; i < names->len; i++)
    {
      const char *entry = names->pdata[i];
      g_autofree char *full = g_build_filename (dir, entry, NULL);
      g_autofree char *sub = g_strconcat (rel, "/", entry, NULL);

      if (g_file_test (full, G_FILE_TEST_IS_DIR))
        add_tests (full, sub);
      else if (g_str_has_suffix (entry, ".json"))
        {
          g_autofree char *stem = g_strndup (sub, strlen (sub) - strlen (".json"));
          g_autofree char *test_path = g_strconcat ("/records", stem, NULL);

          /* The path lives as long as the test program. */
          g_test_add_data_func_full (test_path, g_steal_pointer (&full), test_record, g_free);
        }
    }
}

/* The names of the record format are the nicks of the engine's enum
 * types, one list for the reader, the writer, the catalogue and the CLI. */
static void
test_names (void)
{
  const char *colors[] = { "red", "green", "blue", "yellow", "black", "pink" };
  const char *pieces[] = { "meeple", "abbot", "mayor", "wagon", "barn" };
  const char *sectors[] = { "fortune", "tax", "famine", "storm", "inquisition", "plague" };
  const char *features[] = { "city", "road", "field", "cloister", "garden", "river" };

  G_STATIC_ASSERT (G_N_ELEMENTS (colors) == BASTIDE_N_COLORS);
  G_STATIC_ASSERT (G_N_ELEMENTS (pieces) == BASTIDE_N_PIECE_KINDS);
  G_STATIC_ASSERT (G_N_ELEMENTS (sectors) == BASTIDE_N_SECTORS);
  G_STATIC_ASSERT (G_N_ELEMENTS (features) == BASTIDE_N_FEATURE_KINDS);
  for (guint i = 0; i < G_N_ELEMENTS (colors); i++)
    {
      g_assert_cmpstr (bastide_color_name (i), ==, colors[i]);
      g_assert_cmpint (bastide_color_from_name (colors[i]), ==, i);
    }
  for (guint i = 0; i < G_N_ELEMENTS (pieces); i++)
    {
      g_assert_cmpstr (bastide_piece_name (i), ==, pieces[i]);
      g_assert_cmpint (bastide_piece_from_name (pieces[i]), ==, i);
    }
  for (guint i = 0; i < G_N_ELEMENTS (sectors); i++)
    {
      g_assert_cmpstr (bastide_sector_name (i), ==, sectors[i]);
      g_assert_cmpint (bastide_sector_from_name (sectors[i]), ==, i);
    }
  for (guint i = 0; i < G_N_ELEMENTS (features); i++)
    g_assert_cmpint (bastide_enum_from_nick (BASTIDE_TYPE_FEATURE_KIND, features[i]), ==, i);
  g_assert_cmpint (bastide_enum_from_nick (BASTIDE_TYPE_EXPANSIONS, "abbey-mayor"), ==, BASTIDE_EXPANSION_ABBEY_MAYOR);
  g_assert_cmpstr (bastide_enum_to_nick (BASTIDE_TYPE_EXPANSIONS, BASTIDE_EXPANSION_RIVER), ==, "river");
  g_assert_null (bastide_enum_to_nick (BASTIDE_TYPE_EXPANSIONS, BASTIDE_EXPANSION_RIVER | BASTIDE_EXPANSION_ABBOT));
  g_assert_cmpint (bastide_color_from_name ("purple"), ==, -1);
  g_assert_cmpint (bastide_piece_from_name (NULL), ==, -1);
  g_assert_null (bastide_color_name (BASTIDE_N_COLORS));
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *records = NULL;

  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/records/names", test_names);
  /* one record failing must not hide the others */
  g_test_set_nonfatal_assertions ();

  records = g_test_build_filename (G_TEST_DIST, "records", NULL);
  g_assert_true (g_file_test (records, G_FILE_TEST_IS_DIR));
  add_tests (records, "");

  return g_test_run ();
}
