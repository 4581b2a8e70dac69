/* test-hostile.c: files written to hurt are refused in words, quickly and
 * in little memory; the limits of docs/format.md hold exactly
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each case comes from issue 13, where it crashed, hung or ate memory.
 */

#include "config.h"

#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <unistd.h>

#include "bastide-json.h"
#include "bastide-record.h"

#define HEAD "\"format\":\"bastide-record\",\"version\":1,\"game\":\"standard\"," \
  "\"players\":[{\"name\":\"Red\",\"color\":\"red\"},{\"name\":\"Blue\",\"color\":\"blue\"}]"

static guint
count_lines (const char *text)
{
  guint n = 1;

  for (const char *p = text; *p != '\0'; p++)
    n += *p == '\n';
  return n;
}

/* A record with one key of the game's own whose value nests @levels
 * lists deep inside the record's object. */
static char *
record_nested (guint levels)
{
  GString *text = g_string_new ("{" HEAD ",\"turns\":[],\"deep\":");

  for (guint i = 0; i < levels; i++)
    g_string_append_c (text, '[');
  for (guint i = 0; i < levels; i++)
    g_string_append_c (text, ']');
  g_string_append_c (text, '}');
  return g_string_free (text, FALSE);
}

/* 75,000 nested lists overflowed the stack inside json-glib. */
static void
test_depth_75000 (void)
{
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(BastideRecord) record = NULL;

  for (guint i = 0; i < 75000; i++)
    g_string_append_c (text, '[');
  record = bastide_record_load_data (text->str, text->len, "deep.json", &error);
  g_assert_null (record);
  g_assert_error (error, BASTIDE_RECORD_ERROR, BASTIDE_RECORD_ERROR_INVALID);
  g_assert_true (g_str_has_prefix (error->message, "deep.json:"));
  g_assert_nonnull (strstr (error->message, "64"));
  g_assert_cmpuint (count_lines (error->message), ==, 1);
}

/* The record's object is level 1: 63 lists inside it load, 64 do not. */
static void
test_depth_limit (void)
{
  g_autofree char *fits = record_nested (BASTIDE_JSON_MAX_DEPTH - 1);
  g_autofree char *deeper = record_nested (BASTIDE_JSON_MAX_DEPTH);
  g_autoptr(GError) error = NULL;
  g_autoptr(BastideRecord) record = bastide_record_load_data (fits, -1, "fits.json", &error);
  g_autoptr(BastideRecord) refused = NULL;

  g_assert_no_error (error);
  g_assert_nonnull (record);
  refused = bastide_record_load_data (deeper, -1, "deeper.json", &error);
  g_assert_null (refused);
  g_assert_error (error, BASTIDE_RECORD_ERROR, BASTIDE_RECORD_ERROR_INVALID);
}

static void
assert_refused_file (const char *path,
                     int         code,
                     const char *word)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BastideRecord) record = bastide_record_load_file (path, &error);

  g_assert_null (record);
  g_assert_error (error, BASTIDE_RECORD_ERROR, code);
  g_test_message ("%s", error->message);
  g_assert_true (g_str_has_prefix (error->message, path));
  g_assert_cmpuint (count_lines (error->message), ==, 1);
  if (word != NULL)
    g_assert_nonnull (strstr (error->message, word));
}

/* /dev/zero grew without bound. */
static void
test_dev_zero (void)
{
  if (!g_file_test ("/dev/zero", G_FILE_TEST_EXISTS))
    {
      g_test_skip ("no /dev/zero here");
      return;
    }
  assert_refused_file ("/dev/zero", BASTIDE_RECORD_ERROR_IO, NULL);
}

/* A FIFO blocked forever: nobody writes to this one. */
static void
test_fifo (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("bastide-hostile-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "pipe.json", NULL);

  g_assert_no_error (error);
  g_assert_cmpint (mkfifo (path, 0600), ==, 0);
  assert_refused_file (path, BASTIDE_RECORD_ERROR_IO, NULL);
  g_unlink (path);
  g_rmdir (dir);
}

static void
test_folder (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("bastide-hostile-XXXXXX", &error);

  g_assert_no_error (error);
  assert_refused_file (dir, BASTIDE_RECORD_ERROR_IO, NULL);
  g_rmdir (dir);
}

/* A file one byte over the limit is refused before it is read (it is
 * sparse, so it costs no disk), and data of that size too. */
static void
test_too_large (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("bastide-hostile-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "large.json", NULL);
  g_autofree char *data = g_malloc (BASTIDE_JSON_MAX_BYTES + 1);
  g_autoptr(BastideRecord) record = NULL;
  FILE *file;

  g_assert_no_error (error);
  file = g_fopen (path, "w");
  g_assert_nonnull (file);
  g_assert_cmpint (ftruncate (fileno (file), BASTIDE_JSON_MAX_BYTES + 1), ==, 0);
  fclose (file);
  assert_refused_file (path, BASTIDE_RECORD_ERROR_INVALID, "16");
  g_unlink (path);
  g_rmdir (dir);

  memset (data, ' ', BASTIDE_JSON_MAX_BYTES + 1);
  record = bastide_record_load_data (data, BASTIDE_JSON_MAX_BYTES + 1, "large.json", &error);
  g_assert_null (record);
  g_assert_error (error, BASTIDE_RECORD_ERROR, BASTIDE_RECORD_ERROR_INVALID);
}

/* Small values by the million cost json-glib hundreds of bytes each. */
static void
test_too_many_values (void)
{
  g_autoptr(GString) text = g_string_new ("{" HEAD ",\"turns\":[],\"many\":[");
  g_autoptr(GError) error = NULL;
  g_autoptr(BastideRecord) record = NULL;

  for (guint i = 0; i < BASTIDE_JSON_MAX_VALUES; i++)
    g_string_append (text, i > 0 ? ",0" : "0");
  g_string_append (text, "]}");
  record = bastide_record_load_data (text->str, text->len, "many.json", &error);
  g_assert_null (record);
  g_assert_error (error, BASTIDE_RECORD_ERROR, BASTIDE_RECORD_ERROR_INVALID);
  g_assert_cmpuint (count_lines (error->message), ==, 1);
}

/* A million turns took 2 GB and printed 291 MB of errors. */
static void
test_million_turns (void)
{
  g_autoptr(GString) text = g_string_new ("{" HEAD ",\"turns\":[");
  g_autoptr(GError) error = NULL;
  g_autoptr(BastideRecord) record = NULL;

  for (guint i = 0; i < 1000000; i++)
    g_string_append (text, i > 0 ? ",{}" : "{}");
  g_string_append (text, "]}");
  record = bastide_record_load_data (text->str, text->len, "million.json", &error);
  g_assert_null (record);
  g_assert_error (error, BASTIDE_RECORD_ERROR, BASTIDE_RECORD_ERROR_INVALID);
  g_assert_cmpuint (count_lines (error->message), ==, 1);
}

/* More turns than the tiles to draw, plus one abbey or pass for each
 * abbey still held (none in a base game): the turns past that are not
 * read, and the first of them is refused as a turn after the end. */
static void
test_turns_beyond_the_pile (void)
{
  g_autoptr(GString) text = g_string_new ("{" HEAD ",\"setup\":{\"board\":[{\"tile\":\"U\",\"x\":0,\"y\":0,\"rot\":0}],"
                                          "\"draw\":[\"U\",\"U\"]},\"turns\":[{\"tile\":\"U\",\"x\":0,\"y\":1,\"rot\":0},"
                                          "{\"tile\":\"U\",\"x\":0,\"y\":2,\"rot\":0}");
  g_autoptr(GError) error = NULL;
  g_autoptr(BastideRecord) record = NULL;
  g_autofree BastideState *state = g_new0 (BastideState, 1);
  guint n_played;

  for (guint i = 0; i < 10000; i++)
    g_string_append (text, ",{\"tile\":\"U\",\"x\":0,\"y\":3,\"rot\":0}");
  g_string_append (text, "]}");
  record = bastide_record_load_data (text->str, text->len, "long.json", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (bastide_record_max_turns (bastide_record_get_start (record)), ==, 2);
  g_assert_cmpuint (bastide_record_get_n_turns (record), ==, 3);
  g_assert_false (bastide_record_replay (record, state, &n_played, &error));
  g_assert_error (error, BASTIDE_RULE_ERROR, BASTIDE_RULE_ERROR_GAME_OVER);
  g_assert_cmpuint (n_played, ==, 2);
  g_assert_true (g_str_has_prefix (error->message, "turn 2: "));
}

/* 30 problems: the first 20 each on a line, then how many more. */
static void
test_problems_capped (void)
{
  g_autoptr(GString) text = g_string_new ("{" HEAD ",\"setup\":{\"board\":[");
  g_autoptr(GError) error = NULL;
  g_autoptr(BastideRecord) record = NULL;
  g_auto(GStrv) lines = NULL;

  for (guint i = 0; i < 30; i++)
    g_string_append_printf (text, "%s{\"tile\":\"NOPE\",\"x\":%u,\"y\":0,\"rot\":0}", i > 0 ? "," : "", i);
  g_string_append (text, "]},\"turns\":[]}");
  record = bastide_record_load_data (text->str, text->len, "thirty.json", &error);
  g_assert_null (record);
  g_assert_error (error, BASTIDE_RECORD_ERROR, BASTIDE_RECORD_ERROR_INVALID);
  lines = g_strsplit (error->message, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 21);
  g_assert_true (g_str_has_prefix (lines[0], "thirty.json: setup.board[0]: "));
  g_assert_true (g_str_has_prefix (lines[19], "thirty.json: setup.board[19]: "));
  g_assert_true (g_str_has_prefix (lines[20], "thirty.json: "));
  g_assert_nonnull (strstr (lines[20], "10"));
}

/* An unknown tile in the pile is the only problem, whatever follows it. */
static void
test_draw_unknown_tile_alone (void)
{
  const char *text = "{" HEAD ",\"setup\":{\"draw\":[\"NOPE\",\"U\",\"NOPE\",\"V\"]},\"turns\":[]}";
  g_autoptr(GError) error = NULL;
  g_autoptr(BastideRecord) record = bastide_record_load_data (text, -1, "draw.json", &error);
  g_auto(GStrv) lines = NULL;

  g_assert_null (record);
  g_assert_error (error, BASTIDE_RECORD_ERROR, BASTIDE_RECORD_ERROR_INVALID);
  lines = g_strsplit (error->message, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 2);
  g_assert_true (g_str_has_prefix (lines[0], "draw.json: setup.draw[0]: "));
  g_assert_true (g_str_has_prefix (lines[1], "draw.json: setup.draw[2]: "));
}

/* JSON as the standard has it, still read: a byte order mark, escapes,
 * exponents, the largest whole numbers. */
static void
test_valid_json_still_read (void)
{
  const char *text = "\xef\xbb\xbf{" HEAD ",\"seed\":9223372036854775807,\"note\":\"a\\u00e9\\n\\\"\\ud83d\\ude00\",\"f\":-1.5e3,"
                     "\"g\":[0,-0,1E2,0.25,true,false,null,{}],\"turns\":[]}";
  g_autoptr(GError) error = NULL;
  g_autoptr(BastideRecord) record = bastide_record_load_data (text, -1, "valid.json", &error);

  g_assert_no_error (error);
  g_assert_nonnull (record);
  g_assert_cmpuint (bastide_record_get_seed (record), ==, G_MAXINT64);
  g_assert_cmpstr (bastide_record_get_extra (record, "note"), ==, "a\xc3\xa9\n\"\xf0\x9f\x98\x80");
}

/* Single quotes and comments are json-glib's, not JSON's. */
static void
test_not_json (void)
{
  const char *texts[] = {
    "{'format':'bastide-record'}",
    "{\"format\":\"bastide-record\" // a comment\n}",
    "{\"format\":\"bastide-record\", \"players\": [NaN]}",
    "{\"format\":\"bastide-record\", \"seed\": +1}",
  };

  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(BastideRecord) record = bastide_record_load_data (texts[i], -1, "odd.json", &error);

      g_assert_null (record);
      g_assert_error (error, BASTIDE_RECORD_ERROR, BASTIDE_RECORD_ERROR_SYNTAX);
      g_assert_true (g_regex_match_simple ("^odd\\.json:[0-9]+:[0-9]+: ", error->message, 0, 0));
    }
}

/* Wheel of Fortune: the pig reaches PLAGUE and nobody has a follower on a
 * land tile. The record may list null for every player, or leave the list
 * out; a list of the wrong length is still refused. */
static void
test_plague_all_null (void)
{
  const char *head = "{\"format\":\"bastide-record\",\"version\":1,\"game\":\"wheel-of-fortune\","
                     "\"players\":[{\"color\":\"red\"},{\"color\":\"blue\"}],"
                     "\"setup\":{\"pieces\":[{\"player\":1,\"piece\":\"meeple\",\"crown\":\"storm\"}],"
                     "\"draw\":[\"U@1\"],\"pig\":\"inquisition\",\"to_move\":1},"
                     "\"turns\":[{\"tile\":\"U@1\",\"x\":2,\"y\":-1,\"rot\":0";
  const char *lists[] = { "", ",\"plague\":[null,null]", ",\"plague\":[null]" };

  for (guint i = 0; i < G_N_ELEMENTS (lists); i++)
    {
      g_autofree char *text = g_strconcat (head, lists[i], "}]}", NULL);
      g_autoptr(GError) error = NULL;
      g_autoptr(BastideRecord) record = bastide_record_load_data (text, -1, "plague.json", &error);
      g_autofree BastideState *state = g_new0 (BastideState, 1);
      guint n_played;
      gboolean ok;

      g_assert_no_error (error);
      ok = bastide_record_replay (record, state, &n_played, &error);
      if (i < 2)
        {
          g_assert_no_error (error);
          g_assert_true (ok);
          g_assert_cmpuint (state->pig, ==, BASTIDE_SECTOR_PLAGUE);
          g_assert_cmpuint (n_played, ==, 1);
        }
      else
        {
          g_assert_error (error, BASTIDE_RULE_ERROR, BASTIDE_RULE_ERROR_PLAGUE);
          g_assert_false (ok);
        }
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/hostile/depth/75000", test_depth_75000);
  g_test_add_func ("/hostile/depth/limit", test_depth_limit);
  g_test_add_func ("/hostile/file/dev-zero", test_dev_zero);
  g_test_add_func ("/hostile/file/fifo", test_fifo);
  g_test_add_func ("/hostile/file/folder", test_folder);
  g_test_add_func ("/hostile/size/too-large", test_too_large);
  g_test_add_func ("/hostile/size/too-many-values", test_too_many_values);
  g_test_add_func ("/hostile/turns/million", test_million_turns);
  g_test_add_func ("/hostile/turns/beyond-the-pile", test_turns_beyond_the_pile);
  g_test_add_func ("/hostile/problems/capped", test_problems_capped);
  g_test_add_func ("/hostile/setup/draw-unknown-tile-alone", test_draw_unknown_tile_alone);
  g_test_add_func ("/hostile/json/valid-still-read", test_valid_json_still_read);
  g_test_add_func ("/hostile/json/not-json", test_not_json);
  g_test_add_func ("/hostile/plague/all-null", test_plague_all_null);

  return g_test_run ();
}
