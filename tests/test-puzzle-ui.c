/* test-puzzle-ui.c: the puzzles for players
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Opens bundled puzzles through the browser's rows, answers them as a
 * player would (a move played on the board view, squares marked, a
 * verdict given) with the engine's known solution, and sees them marked
 * solved, in the list and in the progress file read back.
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>

#include "bastide-moves.h"
#include "bastide-puzzle-window.h"

#include "bastide-test-ui.h"

static char *data_dir;

static BastidePuzzleWindow *
window_new (BastidePuzzleProgress *progress)
{
  BastidePuzzleWindow *window = bastide_puzzle_window_new (NULL, progress);

  gtk_window_set_default_size (GTK_WINDOW (window), 1100, 760);
  gtk_window_present (GTK_WINDOW (window));
  WAIT_UNTIL (gtk_widget_get_mapped (GTK_WIDGET (window)));
  return window;
}

/* The board letters the squares the verdict names, in its order. */
static void
assert_labels (BastideBoardViewport *board,
               GArray               *squares)
{
  GArray *labels = bastide_board_viewport_get_square_labels (board);

  g_assert_nonnull (labels);
  g_assert_cmpuint (labels->len, ==, squares->len);
  for (guint i = 0; i < squares->len; i++)
    {
      g_assert_cmpint (g_array_index (labels, BastidePuzzleCell, i).x, ==,
                       g_array_index (squares, BastidePuzzleCell, i).x);
      g_assert_cmpint (g_array_index (labels, BastidePuzzleCell, i).y, ==,
                       g_array_index (squares, BastidePuzzleCell, i).y);
    }
}

static void
window_close (BastidePuzzleWindow *window)
{
  gtk_window_destroy (GTK_WINDOW (window));
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

static int
find_puzzle (BastidePuzzleWindow *window,
             const char          *id)
{
  g_auto(GStrv) paths = bastide_puzzle_list_bundled ();

  for (guint i = 0; paths[i] != NULL; i++)
    if (strstr (paths[i], id) != NULL)
      return i;
  g_assert_not_reached ();
}

/* Opens puzzle `id` by activating its row, as a click would. */
static BastidePuzzle *
open_from_list (BastidePuzzleWindow *window,
                const char          *id)
{
  int index = find_puzzle (window, id);
  BastidePuzzle *puzzle;

  adw_action_row_activate (ADW_ACTION_ROW (bastide_puzzle_window_get_row (window, index)));
  puzzle = bastide_puzzle_window_get_puzzle (window);
  g_assert_nonnull (puzzle);
  g_assert_cmpstr (bastide_puzzle_get_id (puzzle), ==, id);
  g_assert_null (bastide_puzzle_window_get_result (window));
  return puzzle;
}

static gboolean
deploy_matches (const BastideDeploy *deploy,
                const BastideTurn   *turn)
{
  if (deploy->piece != turn->piece)
    return FALSE;
  if (turn->crown >= 0)
    return deploy->crown == turn->crown;
  if (turn->corner >= 0)
    return deploy->corner == turn->corner;
  return deploy->feature == bastide_tile_type_feature (bastide_catalogue_get (turn->tile), turn->on);
}

/* Chooses, among the board's markers, the one on the feature `ref` names
 * (the markers follow the game's list of choices). */
static void
choose_feature (BastideBoardView        *board,
                GArray                  *choices,
                const BastideFeatureRef *ref)
{
  g_assert_cmpuint (choices->len, ==, bastide_board_view_get_n_spots (board));
  for (guint i = 0; i < choices->len; i++)
    {
      const BastideFeatureCell *cell = &g_array_index (choices, BastideFeatureCell, i);

      if (cell->x == ref->x && cell->y == ref->y)
        {
          bastide_board_view_select_spot (board, i);
          g_assert_true (bastide_board_view_confirm (board));
          return;
        }
    }
  g_assert_not_reached ();
}

/* Plays one turn on the board view: the plague's answers, the tile turned
 * and placed (or the abbey), the piece's marker or the abbot taken back,
 * the end of the turn, the wagon's move. */
static void
play_turn (BastidePuzzleWindow *window,
           const BastideTurn   *solution_turn)
{
  BastideBoardView *board = bastide_puzzle_window_get_board (window);
  BastideGame *game = bastide_puzzle_window_get_game (window);
  BastideTurn canonical = *solution_turn;
  const BastideTurn *turn = &canonical;
  guint tries = 0;

  /* rotations that play the same are one choice on the board: take the
   * lowest, with its feature names */
  bastide_moves_canonical (&canonical);

  /* the window draws the tile for the player; the pig may bring the
   * plague first */
  for (guint i = 0; turn->has_plague && i < turn->n_plague; i++)
    {
      g_autoptr(GArray) choices = NULL;

      WAIT_UNTIL (bastide_board_view_get_mode (board) == BASTIDE_BOARD_MODE_PLAGUE
                  || bastide_board_view_get_mode (board) == BASTIDE_BOARD_MODE_PLACE);
      if (bastide_board_view_get_mode (board) != BASTIDE_BOARD_MODE_PLAGUE)
        break;
      choices = bastide_game_list_plague_choices (game);
      choose_feature (board, choices, &turn->plague[i]);
    }

  if (turn->kind == BASTIDE_TURN_ABBEY)
    {
      g_autoptr(GArray) holes = NULL;
      BastideFeatureRef ref = { FALSE, turn->x, turn->y, "" };

      WAIT_UNTIL (bastide_board_view_get_mode (board) == BASTIDE_BOARD_MODE_ABBEY);
      holes = bastide_game_list_abbey_holes (game);
      choose_feature (board, holes, &ref);
    }
  else
    {
      WAIT_UNTIL (bastide_board_view_get_mode (board) == BASTIDE_BOARD_MODE_PLACE);
      g_assert_cmpint (turn->kind, ==, BASTIDE_TURN_TILE);
      /* R turns the tile through the rotations that fit under the cursor */
      bastide_board_view_set_cursor (board, turn->x, turn->y);
      while (bastide_board_view_get_rotation (board) != turn->rot && tries++ < 4)
        bastide_board_view_rotate (board, 1);
      g_assert_cmpuint (bastide_board_view_get_rotation (board), ==, turn->rot);
      g_assert_true (bastide_board_view_place_at (board, turn->x, turn->y));
    }

  WAIT_UNTIL (bastide_board_view_get_mode (board) == BASTIDE_BOARD_MODE_DEPLOY);
  if (turn->recall)
    {
      gtk_widget_activate_action (GTK_WIDGET (window), "puzzles.recall-abbot", NULL);
      return;
    }
  if (turn->has_deploy)
    {
      gboolean found = FALSE;

      for (guint i = 0; i < bastide_board_view_get_n_spots (board) && !found; i++)
        {
          BastideDeploy deploy;

          if (bastide_board_view_get_spot_deploy (board, i, &deploy) && deploy_matches (&deploy, turn))
            {
              bastide_board_view_select_spot (board, i);
              found = TRUE;
            }
        }
      g_assert_true (found);
    }
  g_assert_true (bastide_board_view_confirm (board));

  if (turn->has_wagons && turn->n_wagons > 0
      && bastide_board_view_get_mode (board) == BASTIDE_BOARD_MODE_WAGON)
    {
      if (turn->wagons[0].home)
        g_assert_true (bastide_board_view_skip (board));
      else
        {
          g_autoptr(GArray) targets = bastide_game_list_wagon_targets (game);

          choose_feature (board, targets, &turn->wagons[0]);
        }
    }
}

static gboolean
label_starts_with (GtkWidget     *widget,
                   gconstpointer  prefix)
{
  return GTK_IS_LABEL (widget) && g_str_has_prefix (gtk_label_get_label (GTK_LABEL (widget)), prefix);
}

/* The first label under @root, depth first, whose text starts with
 * @prefix. */
static GtkWidget *
find_label_starting (GtkWidget  *root,
                     const char *prefix)
{
  return test_ui_find_widget (root, label_starts_with, prefix);
}

/* The game window's graded hints: the square, the rotation, then the
 * move that closes the road and why, beside it on the board. */
static void
test_graded_hint (void)
{
  g_autofree char *path = g_build_filename (data_dir, "hint.ini", NULL);
  g_autoptr(BastidePuzzleProgress) progress = bastide_puzzle_progress_new_for_path (path);
  BastidePuzzleWindow *window = window_new (progress);
  BastideBoardView *board = bastide_puzzle_window_get_board (window);

  open_from_list (window, "close-the-road");
  WAIT_UNTIL (bastide_board_view_get_mode (board) == BASTIDE_BOARD_MODE_PLACE);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "puzzles.hint", NULL));
  WAIT_UNTIL (find_label_starting (GTK_WIDGET (window), "Hint: play on the square") != NULL);
  g_assert_null (find_label_starting (GTK_WIDGET (board), "Completes"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "puzzles.hint", NULL));
  WAIT_UNTIL (find_label_starting (GTK_WIDGET (window), "Hint: the tile turned") != NULL);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "puzzles.hint", NULL));
  WAIT_UNTIL (find_label_starting (GTK_WIDGET (board), "Completes your road:") != NULL);
  /* in place of the steps' texts, at once: none is left in a toast,
   * which would last 4 s and queue up to come back out of date */
  *test_wait_seconds () = 2;
  WAIT_UNTIL (find_label_starting (GTK_WIDGET (window), "Hint:") == NULL);
  *test_wait_seconds () = 30;
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));

  window_close (window);
}

static void
test_list (void)
{
  g_autofree char *path = g_build_filename (data_dir, "list.ini", NULL);
  g_autoptr(BastidePuzzleProgress) progress = bastide_puzzle_progress_new_for_path (path);
  BastidePuzzleWindow *window = window_new (progress);
  GtkListBoxRow *row;

  g_assert_cmpuint (bastide_puzzle_window_get_n_puzzles (window), ==, 24);
  row = bastide_puzzle_window_get_row (window, 0);
  g_assert_true (ADW_IS_ACTION_ROW (row));
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==, "1. First steps");
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));

  /* in a narrow window every description is shown whole, wrapped */
  gtk_window_set_default_size (GTK_WINDOW (window), 480, 760);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  for (guint i = 0; i < bastide_puzzle_window_get_n_puzzles (window); i++)
    {
      GtkWidget *label;

      row = bastide_puzzle_window_get_row (window, i);
      label = test_ui_find_widget (GTK_WIDGET (row), test_ui_is_label_reading,
                                   adw_action_row_get_subtitle (ADW_ACTION_ROW (row)));
      g_assert_nonnull (label);
      g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (label))));
    }

  window_close (window);
}

static void
test_solve_move (void)
{
  g_autofree char *path = g_build_filename (data_dir, "move.ini", NULL);
  g_autoptr(BastidePuzzleProgress) progress = bastide_puzzle_progress_new_for_path (path);
  g_autoptr(BastidePuzzleProgress) again = NULL;
  BastidePuzzleWindow *window = window_new (progress);
  g_autoptr(BastidePuzzleAnswer) solution = NULL;
  g_autoptr(GError) error = NULL;
  const BastidePuzzleResult *result;
  BastidePuzzle *puzzle;

  puzzle = open_from_list (window, "close-the-road");
  g_assert_false (bastide_puzzle_progress_is_solved (progress, "close-the-road"));
  g_assert_nonnull (bastide_puzzle_window_get_game (window));

  /* a wrong move first: the verdict says so, Retry starts again */
  solution = bastide_puzzle_solve (puzzle, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (solution->turns->len, ==, 1);
  {
    BastideTurn wrong = g_array_index (solution->turns, BastideTurn, 0);

    wrong.has_deploy = FALSE;
    play_turn (window, &wrong);
    WAIT_UNTIL (bastide_puzzle_window_get_result (window) != NULL);
    result = bastide_puzzle_window_get_result (window);
    /* without the meeple the road may still score nothing for Red */
    if (!result->solved)
      g_assert_false (bastide_puzzle_progress_is_solved (progress, "close-the-road"));
  }
  bastide_puzzle_window_retry (window);
  g_assert_null (bastide_puzzle_window_get_result (window));

  play_turn (window, &g_array_index (solution->turns, BastideTurn, 0));
  WAIT_UNTIL (bastide_puzzle_window_get_result (window) != NULL);
  result = bastide_puzzle_window_get_result (window);
  g_assert_true (result->legal);
  g_assert_true (result->solved);
  /* the turn in words, its square by the letter the board shows on it */
  g_assert_cmpstr (result->summary, ==, "Red scores 4 points this turn: at least 4 were needed.");
  g_assert_cmpuint (result->details->len, ==, 2);
  g_assert_cmpstr (result->details->pdata[0], ==, "Turn 1, Red: Tile on square A, not turned");
  g_assert_cmpstr (result->details->pdata[1], ==, "Road of 4 tiles completed: 4 points to Red");
  assert_labels (BASTIDE_BOARD_VIEWPORT (bastide_puzzle_window_get_board (window)), result->squares);
  g_assert_cmpuint (result->squares->len, ==, 1);
  g_assert_cmpint (g_array_index (result->squares, BastidePuzzleCell, 0).x, ==,
                   g_array_index (solution->turns, BastideTurn, 0).x);
  g_assert_cmpint (g_array_index (result->squares, BastidePuzzleCell, 0).y, ==,
                   g_array_index (solution->turns, BastideTurn, 0).y);
  g_assert_true (bastide_puzzle_progress_is_solved (progress, "close-the-road"));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));

  /* kept across runs */
  again = bastide_puzzle_progress_new_for_path (path);
  g_assert_true (bastide_puzzle_progress_is_solved (again, "close-the-road"));

  /* Next Puzzle opens the one after it */
  g_assert_true (bastide_puzzle_window_next (window));
  g_assert_cmpstr (bastide_puzzle_get_id (bastide_puzzle_window_get_puzzle (window)), ==, "two-birds");

  window_close (window);
}

/* Every bundled puzzle, answered with the engine's solution through the
 * window: moves on the board view, squares on the board, verdicts. */
static void
test_every_puzzle (void)
{
  g_autofree char *path = g_build_filename (data_dir, "every.ini", NULL);
  g_autoptr(BastidePuzzleProgress) progress = bastide_puzzle_progress_new_for_path (path);
  BastidePuzzleWindow *window = window_new (progress);

  for (guint n = 0; n < bastide_puzzle_window_get_n_puzzles (window); n++)
    {
      g_autoptr(BastidePuzzleAnswer) solution = NULL;
      g_autoptr(GError) error = NULL;
      BastidePuzzle *puzzle;

      adw_action_row_activate (ADW_ACTION_ROW (bastide_puzzle_window_get_row (window, n)));
      puzzle = bastide_puzzle_window_get_puzzle (window);
      solution = bastide_puzzle_solve (puzzle, &error);
      g_assert_no_error (error);
      g_test_message ("%s", bastide_puzzle_get_id (puzzle));

      switch (bastide_puzzle_get_goal (puzzle))
        {
        case BASTIDE_PUZZLE_GOAL_WHERE:
          for (guint i = 0; i < solution->cells->len; i++)
            {
              const BastidePuzzleCell *cell = &g_array_index (solution->cells, BastidePuzzleCell, i);

              bastide_editor_canvas_press (bastide_puzzle_window_get_canvas (window),
                                           cell->x + 0.5, cell->y + 0.5, 1);
            }
          gtk_widget_activate_action (GTK_WIDGET (window), "puzzles.confirm", NULL);
          break;
        case BASTIDE_PUZZLE_GOAL_LEGAL:
          gtk_widget_activate_action (GTK_WIDGET (window), "puzzles.answer", "b", solution->yes);
          break;
        case BASTIDE_PUZZLE_GOAL_SCORE:
        case BASTIDE_PUZZLE_GOAL_COMPLETE:
        case BASTIDE_PUZZLE_GOAL_FIELD:
        case BASTIDE_PUZZLE_GOAL_BEST_FINAL:
        case BASTIDE_N_PUZZLE_GOALS:
        default:
          for (guint i = 0; i < solution->turns->len; i++)
            play_turn (window, &g_array_index (solution->turns, BastideTurn, i));
          break;
        }

      WAIT_UNTIL (bastide_puzzle_window_get_result (window) != NULL);
      if (!bastide_puzzle_window_get_result (window)->solved)
        g_error ("%s: %s", bastide_puzzle_get_id (puzzle), bastide_puzzle_window_get_result (window)->summary);
      g_assert_true (bastide_puzzle_progress_is_solved (progress, bastide_puzzle_get_id (puzzle)));
    }
  g_assert_cmpuint (bastide_puzzle_progress_get_n_solved (progress), ==, 24);

  window_close (window);
}

static void
test_solve_where (void)
{
  g_autofree char *path = g_build_filename (data_dir, "where.ini", NULL);
  g_autoptr(BastidePuzzleProgress) progress = bastide_puzzle_progress_new_for_path (path);
  BastidePuzzleWindow *window = window_new (progress);
  g_autoptr(BastidePuzzleAnswer) solution = NULL;
  BastideEditorCanvas *canvas;
  const BastidePuzzleResult *result;
  BastidePuzzle *puzzle;

  puzzle = open_from_list (window, "first-steps");
  canvas = bastide_puzzle_window_get_canvas (window);
  g_assert_cmpint (bastide_editor_canvas_get_tool (canvas), ==, BASTIDE_EDITOR_TOOL_MARK);
  solution = bastide_puzzle_solve (puzzle, NULL);
  g_assert_nonnull (solution);
  g_assert_cmpuint (solution->cells->len, >, 0);

  /* partly right first: one square forgotten, one where the tile does
   * not fit; the verdict names them by the letters on the board */
  for (guint i = 0; i + 1 < solution->cells->len; i++)
    {
      const BastidePuzzleCell *cell = &g_array_index (solution->cells, BastidePuzzleCell, i);

      g_assert_true (bastide_editor_canvas_press (canvas, cell->x + 0.5, cell->y + 0.5, 1));
    }
  g_assert_true (bastide_editor_canvas_press (canvas, 3.5, 3.5, 1));
  gtk_widget_activate_action (GTK_WIDGET (window), "puzzles.confirm", NULL);
  result = bastide_puzzle_window_get_result (window);
  g_assert_false (result->solved);
  g_assert_cmpstr (result->summary, ==, "Not quite.");
  g_assert_cmpuint (result->details->len, ==, 2);
  g_assert_cmpstr (result->details->pdata[0], ==, "The tile also fits on square A.");
  g_assert_cmpstr (result->details->pdata[1], ==, "The tile does not fit on square B: the tile touches no placed tile.");
  g_assert_cmpuint (result->squares->len, ==, 2);
  g_assert_cmpint (g_array_index (result->squares, BastidePuzzleCell, 0).x, ==,
                   g_array_index (solution->cells, BastidePuzzleCell, solution->cells->len - 1).x);
  g_assert_cmpint (g_array_index (result->squares, BastidePuzzleCell, 0).y, ==,
                   g_array_index (solution->cells, BastidePuzzleCell, solution->cells->len - 1).y);
  g_assert_cmpint (g_array_index (result->squares, BastidePuzzleCell, 1).x, ==, 3);
  g_assert_cmpint (g_array_index (result->squares, BastidePuzzleCell, 1).y, ==, 3);
  assert_labels (BASTIDE_BOARD_VIEWPORT (canvas), result->squares);
  bastide_puzzle_window_retry (window);
  g_assert_null (bastide_board_viewport_get_square_labels (BASTIDE_BOARD_VIEWPORT (canvas)));

  /* squares marked by clicks on the board */
  for (guint i = 0; i < solution->cells->len; i++)
    {
      const BastidePuzzleCell *cell = &g_array_index (solution->cells, BastidePuzzleCell, i);

      g_assert_true (bastide_editor_canvas_press (canvas, cell->x + 0.5, cell->y + 0.5, 1));
    }
  gtk_widget_activate_action (GTK_WIDGET (window), "puzzles.confirm", NULL);
  result = bastide_puzzle_window_get_result (window);
  g_assert_nonnull (result);
  g_assert_true (result->solved);
  g_assert_true (bastide_puzzle_progress_is_solved (progress, "first-steps"));
  g_assert_cmpstr (result->summary, ==, "Right: the tile fits at exactly these 8 squares.");
  g_assert_cmpuint (result->details->len, ==, 0);
  g_assert_null (bastide_board_viewport_get_square_labels (BASTIDE_BOARD_VIEWPORT (canvas)));

  window_close (window);
}

static void
test_solve_legal (void)
{
  g_autofree char *path = g_build_filename (data_dir, "legal.ini", NULL);
  g_autoptr(BastidePuzzleProgress) progress = bastide_puzzle_progress_new_for_path (path);
  BastidePuzzleWindow *window = window_new (progress);
  g_autoptr(BastidePuzzleAnswer) solution = NULL;
  BastidePuzzle *puzzle;

  puzzle = open_from_list (window, "taken-road");
  solution = bastide_puzzle_solve (puzzle, NULL);
  g_assert_nonnull (solution);

  /* the wrong verdict first */
  gtk_widget_activate_action (GTK_WIDGET (window), "puzzles.answer", "b", !solution->yes);
  g_assert_false (bastide_puzzle_window_get_result (window)->solved);
  g_assert_false (bastide_puzzle_progress_is_solved (progress, "taken-road"));

  bastide_puzzle_window_retry (window);
  gtk_widget_activate_action (GTK_WIDGET (window), "puzzles.answer", "b", solution->yes);
  g_assert_true (bastide_puzzle_window_get_result (window)->solved);
  g_assert_true (bastide_puzzle_progress_is_solved (progress, "taken-road"));

  /* the goal shows the tile the move in question plays: the abbey, not the
   * tile on top of the pile */
  bastide_puzzle_window_show_list (window);
  open_from_list (window, "abbey-corners");
  g_assert_cmpint (bastide_puzzle_window_get_goal_tile (window), ==,
                   bastide_catalogue_lookup ("ABBEY", BASTIDE_SET_ABBEY_MAYOR));

  window_close (window);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  data_dir = g_dir_make_tmp ("bastide-puzzle-ui-XXXXXX", NULL);
  g_setenv ("XDG_DATA_HOME", data_dir, TRUE);

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/bastide/puzzle-ui/list", test_list);
  g_test_add_func ("/bastide/puzzle-ui/solve-move", test_solve_move);
  g_test_add_func ("/bastide/puzzle-ui/solve-where", test_solve_where);
  g_test_add_func ("/bastide/puzzle-ui/solve-legal", test_solve_legal);
  g_test_add_func ("/bastide/puzzle-ui/every-puzzle", test_every_puzzle);
  g_test_add_func ("/bastide/puzzle-ui/graded-hint", test_graded_hint);

  status = g_test_run ();

  {
    const char *names[] = { "list.ini", "move.ini", "where.ini", "legal.ini", "every.ini" };

    for (guint i = 0; i < G_N_ELEMENTS (names); i++)
      {
        g_autofree char *file = g_build_filename (data_dir, names[i], NULL);

        g_remove (file);
      }
    g_rmdir (data_dir);
  }
  g_free (data_dir);
  return status;
}
