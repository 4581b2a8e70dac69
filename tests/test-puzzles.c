/* test-puzzles.c: every bundled puzzle, solved by the engine
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * For each puzzle in the editor's resources: it loads, its position is
 * valid, the engine finds a right answer by search and the checker accepts
 * it, and a wrong answer (another legal move, a line of play short of the
 * best, a set of cells with one missing, the other verdict) is refused.
 * The texts of the files agree with the translatable table, and the
 * Russian and Ukrainian catalogues translate all of them.
 */

#include "config.h"

#include <stdlib.h>
#include <glib/gi18n.h>
#include <locale.h>
#include <string.h>

#include "bastide-moves.h"
#include "bastide-puzzle.h"
#include "bastide-puzzle-texts.h"

/* A wrong answer */

typedef struct
{
  BastidePuzzle *puzzle;
  BastidePuzzleAnswer *wrong;
  guint n_moves;
  guint n_right;
} Hunt;

static gboolean
one_turn_cb (const BastideTurn   *turn,
             const BastideState  *after G_GNUC_UNUSED,
             const BastideEvents *events G_GNUC_UNUSED,
             gpointer             user_data)
{
  Hunt *hunt = user_data;
  g_autoptr(BastidePuzzleAnswer) answer = bastide_puzzle_answer_new ();
  g_autoptr(BastidePuzzleResult) result = NULL;
  g_autoptr(GError) error = NULL;

  bastide_puzzle_answer_add_turn (answer, turn);
  result = bastide_puzzle_check (hunt->puzzle, answer, &error);
  g_assert_no_error (error);
  g_assert_true (result->legal);
  hunt->n_moves++;
  if (result->solved)
    hunt->n_right++;
  else if (hunt->wrong == NULL)
    hunt->wrong = g_steal_pointer (&answer);
  return TRUE;
}

typedef struct
{
  guint player;
  int best;
  GArray *path;
  GArray *found;
} Line;

static gboolean line_cb (const BastideTurn   *turn,
                         const BastideState  *after,
                         const BastideEvents *events,
                         gpointer             user_data);

/* The first line of play to the end that leaves the player below the
 * best score. */
static gboolean
line_cb (const BastideTurn   *turn,
         const BastideState  *after,
         const BastideEvents *events G_GNUC_UNUSED,
         gpointer             user_data)
{
  Line *line = user_data;

  g_array_append_val (line->path, *turn);
  if (after->phase == BASTIDE_PHASE_OVER)
    {
      if (after->players[line->player].score < line->best && line->found == NULL)
        line->found = g_array_copy (line->path);
    }
  else
    bastide_moves_foreach (after, BASTIDE_MOVES_WAGON_TARGETS, line_cb, line);
  g_array_set_size (line->path, line->path->len - 1);
  return line->found == NULL;
}

static BastidePuzzleAnswer *
wrong_answer (BastidePuzzle             *puzzle,
              const BastidePuzzleAnswer *right)
{
  BastideScenario *scenario = bastide_puzzle_get_scenario (puzzle);
  g_autofree BastideState *state = g_new (BastideState, 1);
  BastidePuzzleAnswer *wrong;

  g_assert_true (bastide_scenario_to_state (scenario, state, NULL));

  switch (bastide_puzzle_get_goal (puzzle))
    {
    case BASTIDE_PUZZLE_GOAL_WHERE:
      /* One cell left out */
      wrong = bastide_puzzle_answer_copy (right);
      g_assert_cmpuint (wrong->cells->len, >, 0);
      g_array_set_size (wrong->cells, wrong->cells->len - 1);
      return wrong;

    case BASTIDE_PUZZLE_GOAL_LEGAL:
      wrong = bastide_puzzle_answer_copy (right);
      wrong->yes = !right->yes;
      return wrong;

    case BASTIDE_PUZZLE_GOAL_BEST_FINAL:
      {
        Line line = { bastide_puzzle_get_player (puzzle), 0, NULL, NULL };

        g_assert_true (bastide_puzzle_get_best_score (puzzle, &line.best, NULL));
        line.path = g_array_new (FALSE, TRUE, sizeof (BastideTurn));
        bastide_moves_foreach (state, BASTIDE_MOVES_WAGON_TARGETS, line_cb, &line);
        g_array_unref (line.path);
        g_assert_nonnull (line.found);
        wrong = bastide_puzzle_answer_new ();
        g_array_unref (wrong->turns);
        wrong->turns = line.found;
        return wrong;
      }

    case BASTIDE_PUZZLE_GOAL_SCORE:
    case BASTIDE_PUZZLE_GOAL_COMPLETE:
    case BASTIDE_PUZZLE_GOAL_FIELD:
    case BASTIDE_N_PUZZLE_GOALS:
    default:
      {
        Hunt hunt = { puzzle, NULL, 0, 0 };

        bastide_moves_foreach (state, BASTIDE_MOVES_DEFAULT, one_turn_cb, &hunt);
        /* A puzzle, not a formality: most moves miss the goal. */
        g_assert_cmpuint (hunt.n_right, >, 0);
        g_assert_cmpuint (hunt.n_right * 2, <, hunt.n_moves);
        g_assert_nonnull (hunt.wrong);
        return hunt.wrong;
      }
    }
}

/* One bundled puzzle */

static void
test_bundled (gconstpointer data)
{
  const char *path = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(BastidePuzzle) puzzle = bastide_puzzle_load_resource (path, &error);
  g_autoptr(BastidePuzzleAnswer) right = NULL;
  g_autoptr(BastidePuzzleAnswer) wrong = NULL;
  g_autoptr(BastidePuzzleResult) result = NULL;
  g_autoptr(BastidePuzzleResult) refused = NULL;
  g_autofree char *base = g_path_get_basename (path);
  const BastidePuzzleTexts *texts;
  BastideScenario *scenario;

  g_assert_no_error (error);
  g_assert_nonnull (puzzle);
  scenario = bastide_puzzle_get_scenario (puzzle);

  /* "NN-<id>.bastide", and its texts in the table */
  g_assert_true (g_ascii_isdigit (base[0]) && g_ascii_isdigit (base[1]) && base[2] == '-');
  g_assert_nonnull (bastide_puzzle_get_id (puzzle));
  g_assert_true (g_str_has_prefix (base + 3, bastide_puzzle_get_id (puzzle)));
  g_assert_cmpstr (base + 3 + strlen (bastide_puzzle_get_id (puzzle)), ==, ".bastide");
  texts = bastide_puzzle_texts_lookup (bastide_puzzle_get_id (puzzle));
  g_assert_nonnull (texts);
  g_assert_cmpstr (bastide_puzzle_get_title (puzzle), ==, texts->title);
  g_assert_cmpstr (bastide_puzzle_get_description (puzzle), ==, texts->description);
  g_assert_cmpstr (bastide_puzzle_get_explanation (puzzle), ==, texts->explanation);

  /* A valid position and goal; a record the engine reads as it is */
  g_assert_true (bastide_scenario_get_valid (scenario));
  g_assert_true (bastide_puzzle_validate (puzzle, &error));
  g_assert_no_error (error);
  {
    g_autofree char *data_out = bastide_puzzle_to_data (puzzle, NULL);
    g_autoptr(BastideRecord) record = bastide_record_load_data (data_out, -1, path, &error);

    g_assert_no_error (error);
    g_assert_cmpstr (bastide_record_get_extra (record, "puzzle-goal"), ==,
                     bastide_puzzle_goal_name (bastide_puzzle_get_goal (puzzle)));
  }

  /* Solved by search, and the solution passes */
  right = bastide_puzzle_solve (puzzle, &error);
  g_assert_no_error (error);
  result = bastide_puzzle_check (puzzle, right, &error);
  g_assert_no_error (error);
  if (g_test_verbose ())
    {
      g_test_message ("%s: %s", base, result->summary);
      for (guint i = 0; i < result->details->len; i++)
        g_test_message ("  %s", (char *) result->details->pdata[i]);
    }
  g_assert_true (result->legal);
  g_assert_true (result->solved);
  g_assert_nonnull (result->summary);

  /* A best-final-score target written in the file is the optimum */
  if (bastide_puzzle_get_goal (puzzle) == BASTIDE_PUZZLE_GOAL_BEST_FINAL
      && *bastide_puzzle_get_target (puzzle) != '\0')
    {
      int best;

      g_assert_true (bastide_puzzle_get_best_score (puzzle, &best, NULL));
      g_assert_cmpint (best, ==, atoi (bastide_puzzle_get_target (puzzle)));
    }

  /* A wrong answer fails */
  wrong = wrong_answer (puzzle, right);
  refused = bastide_puzzle_check (puzzle, wrong, &error);
  g_assert_no_error (error);
  g_assert_false (refused->solved);
  g_assert_nonnull (refused->summary);
}

/* The verdict on a goal about one feature names the feature by its kind
 * and its square by the letter the board shows, right or wrong. */
static void
test_feature_verdicts (void)
{
  const struct {
    const char *path;
    const char *right;
    const char *wrong;
    int x, y;
  } cases[] = {
    { "/io/github/bastide/Bastide/puzzles/07-win-the-field.bastide",
      "Red wins the field on square A: 2 farmers against 1.",
      "Red does not win the field on square A: 0 farmers against 1.", 0, 1 },
    { "/io/github/bastide/Bastide/puzzles/12-garden.bastide",
      "The garden on square A is complete.",
      "The garden on square A is not complete.", 0, 0 },
    { "/io/github/bastide/Bastide/puzzles/24-close-the-loop.bastide",
      "The road on square A is complete.",
      "The road on square A is not complete.", 0, 0 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(BastidePuzzle) puzzle = bastide_puzzle_load_resource (cases[i].path, &error);
      g_autoptr(BastidePuzzleAnswer) right = NULL;
      g_autoptr(BastidePuzzleAnswer) wrong = NULL;
      g_autoptr(BastidePuzzleResult) result = NULL;
      g_autoptr(BastidePuzzleResult) refused = NULL;

      g_assert_no_error (error);
      right = bastide_puzzle_solve (puzzle, &error);
      g_assert_no_error (error);
      result = bastide_puzzle_check (puzzle, right, &error);
      wrong = wrong_answer (puzzle, right);
      refused = bastide_puzzle_check (puzzle, wrong, &error);
      g_assert_true (result->solved);
      g_assert_cmpstr (result->summary, ==, cases[i].right);
      g_assert_false (refused->solved);
      g_assert_cmpstr (refused->summary, ==, cases[i].wrong);
      /* the goal's square is "A", then the square of the tile played,
       * each on the board with its letter */
      g_assert_cmpuint (result->squares->len, ==, 2);
      g_assert_cmpint (g_array_index (result->squares, BastidePuzzleCell, 0).x, ==, cases[i].x);
      g_assert_cmpint (g_array_index (result->squares, BastidePuzzleCell, 0).y, ==, cases[i].y);
      g_assert_cmpint (g_array_index (result->squares, BastidePuzzleCell, 1).x, ==,
                       g_array_index (right->turns, BastideTurn, 0).x);
      g_assert_cmpint (g_array_index (result->squares, BastidePuzzleCell, 1).y, ==,
                       g_array_index (right->turns, BastideTurn, 0).y);
      g_assert_true (g_str_has_prefix (result->details->pdata[0], "Turn 1, Red: Tile on square B, "));
    }
}

static void
test_list (void)
{
  g_auto(GStrv) paths = bastide_puzzle_list_bundled ();
  g_autoptr(GHashTable) ids = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  guint n_texts;
  const BastidePuzzleTexts *texts = bastide_puzzle_texts_get_all (&n_texts);
  guint goals[BASTIDE_N_PUZZLE_GOALS] = { 0 };
  gboolean expansions[4] = { FALSE };

  g_assert_cmpuint (g_strv_length (paths), >=, 20);
  for (guint i = 0; paths[i] != NULL; i++)
    {
      g_autoptr(BastidePuzzle) puzzle = bastide_puzzle_load_resource (paths[i], NULL);
      const BastideRules *rules;

      g_assert_nonnull (puzzle);
      g_assert_false (g_hash_table_contains (ids, bastide_puzzle_get_id (puzzle)));
      g_hash_table_add (ids, g_strdup (bastide_puzzle_get_id (puzzle)));
      goals[bastide_puzzle_get_goal (puzzle)]++;
      rules = bastide_scenario_get_rules (bastide_puzzle_get_scenario (puzzle));
      expansions[0] |= (rules->expansions & BASTIDE_EXPANSION_RIVER) != 0;
      expansions[1] |= (rules->expansions & BASTIDE_EXPANSION_ABBOT) != 0;
      expansions[2] |= (rules->expansions & BASTIDE_EXPANSION_ABBEY_MAYOR) != 0;
      expansions[3] |= rules->game == BASTIDE_GAME_WHEEL_OF_FORTUNE;
    }
  /* Every goal and every expansion has its puzzles */
  for (guint g = 0; g < BASTIDE_N_PUZZLE_GOALS; g++)
    g_assert_cmpuint (goals[g], >, 0);
  for (guint e = 0; e < G_N_ELEMENTS (expansions); e++)
    g_assert_true (expansions[e]);
  /* The table holds exactly the bundled puzzles */
  g_assert_cmpuint (n_texts, ==, g_strv_length (paths));
  for (guint i = 0; i < n_texts; i++)
    g_assert_true (g_hash_table_contains (ids, texts[i].id));
}

/* The languages of po/LINGUAS */
static char **
test_languages (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "po", "LINGUAS", NULL);
  g_autofree char *contents = NULL;
  g_auto(GStrv) lines = NULL;
  GPtrArray *languages = g_ptr_array_new ();

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  lines = g_strsplit (contents, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      char *line = g_strstrip (lines[i]);

      if (*line != '\0' && *line != '#')
        g_ptr_array_add (languages, g_strdup (line));
    }
  g_ptr_array_add (languages, NULL);
  return (char **) g_ptr_array_free (languages, FALSE);
}

/* Translations, read as the game reads them: through gettext, from the
 * catalogues compiled into the build tree (BASTIDE_LOCALEDIR). */
static void
test_translations (gconstpointer data)
{
  const char *language = data;
  guint n_texts;
  const BastidePuzzleTexts *texts = bastide_puzzle_texts_get_all (&n_texts);

  g_setenv ("LANGUAGE", language, TRUE);
  setlocale (LC_ALL, "");

  for (guint i = 0; i < n_texts; i++)
    {
      const char *strings[] = { texts[i].title, texts[i].description, texts[i].explanation };

      for (guint k = 0; k < G_N_ELEMENTS (strings); k++)
        {
          /* gettext hands back the very string it was given when the
           * catalogue has no translation for it */
          if (dgettext (GETTEXT_PACKAGE, strings[k]) == strings[k])
            g_test_message ("%s: no translation of “%s”", language, strings[k]);
          g_assert_true (dgettext (GETTEXT_PACKAGE, strings[k]) != strings[k]);
        }
    }
  g_unsetenv ("LANGUAGE");
  setlocale (LC_ALL, "");
}

int
main (int   argc,
      char *argv[])
{
  g_auto(GStrv) paths = NULL;
  g_auto(GStrv) languages = NULL;

  g_test_init (&argc, &argv, NULL);
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, g_getenv ("BASTIDE_LOCALEDIR"));
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  languages = test_languages ();

  g_test_add_func ("/puzzles/list", test_list);
  g_test_add_func ("/puzzles/feature-verdicts", test_feature_verdicts);
  paths = bastide_puzzle_list_bundled ();
  for (guint i = 0; paths[i] != NULL; i++)
    {
      g_autofree char *base = g_path_get_basename (paths[i]);
      g_autofree char *name = NULL;

      *strrchr (base, '.') = '\0';
      name = g_strdup_printf ("/puzzles/bundled/%s", base);
      g_test_add_data_func (name, paths[i], test_bundled);
    }
  for (guint i = 0; languages[i] != NULL; i++)
    {
      g_autofree char *name = g_strdup_printf ("/puzzles/translations/%s", languages[i]);

      g_test_add_data_func (name, languages[i], test_translations);
    }

  return g_test_run ();
}
