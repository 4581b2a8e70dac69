/* test-game-files.c: opening a saved game, and resuming the autosave
 *
 * Copyright 2026 The Bastide authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "bastide-test-ui.h"

#include "bastide-board-view.h"
#include "bastide-editor-window.h"
#include "bastide-new-game-dialog.h"

static BastideApplication *app;
static char *data_dir;

static GtkWindow *
find_message_dialog_with_heading (GtkWindow  *parent,
                                  const char *heading)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (window) && gtk_window_get_transient_for (window) == parent
          && g_strcmp0 (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (window)), heading) == 0)
        return window;
    }
  return NULL;
}

static void
test_open_saved_game (void)
{
  g_autoptr(BastideGame) saved = test_ui_game_new (11);
  g_autofree char *path = g_build_filename (data_dir, "three-turns.bastide", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  BastideWindow *window;
  BastideBoardView *board;
  BastideGame *game;
  const BastideState *state;

  for (guint i = 0; i < 3; i++)
    test_ui_play_turn (saved);
  g_assert_true (bastide_game_save (saved, file, &error));
  g_assert_no_error (error);

  window = test_ui_window_new (app);
  g_assert_true (bastide_window_open_file (window, file));

  game = bastide_window_get_game (window);
  g_assert_nonnull (game);
  g_assert_true (game != saved);
  state = bastide_game_get_state (game);
  g_assert_cmpuint (bastide_game_get_turn_number (game), ==, 3);
  g_assert_cmpuint (state->n_tiles, ==, 4);
  g_assert_cmpuint (bastide_game_get_current_player (game), ==, 1);
  g_assert_true (g_file_equal (bastide_game_get_file (game), file));

  /* the board shows it, and the next person may play on */
  board = bastide_window_get_board (window);
  g_assert_true (bastide_board_view_get_game (board) == game);
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (board)));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (board));
  WAIT_UNTIL (bastide_board_view_get_mode (board) == BASTIDE_BOARD_MODE_PLACE);
  g_assert_cmpuint (bastide_board_view_get_n_spots (board), ==, 0);

  test_ui_close_all (app);
}

static void
test_open_bad_file (void)
{
  g_autofree char *path = g_build_filename (data_dir, "broken.bastide", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  BastideWindow *window;
  GtkWindow *dialog;

  g_assert_true (g_file_set_contents (path, "{ \"version\": 1, \"turns\": [", -1, &error));
  g_assert_no_error (error);

  window = test_ui_window_new (app);
  g_assert_false (bastide_window_open_file (window, file));
  g_assert_null (bastide_window_get_game (window));

  /* the reason is shown in a dialog */
  dialog = test_ui_find_dialog (GTK_WINDOW (window), ADW_TYPE_MESSAGE_DIALOG);
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), ==,
                   "Could Not Open the Game");
  g_assert_nonnull (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)));

  test_ui_close_all (app);
}

static void
test_resume_autosave (void)
{
  g_autoptr(BastideGame) first = test_ui_game_new (5);
  BastideWindow *window;
  BastideBoardView *board;
  GtkWindow *question;
  BastideGame *resumed;
  guint n_tiles;

  bastide_game_discard_autosave ();
  g_assert_null (bastide_game_find_autosave ());

  /* Nothing to resume: no question */
  window = test_ui_window_new (app);
  g_assert_null (bastide_window_offer_resume (window));

  /* The window keeps the autosave of the game it plays */
  bastide_window_set_game (window, first);
  board = bastide_window_get_board (window);
  WAIT_UNTIL (bastide_board_view_get_mode (board) == BASTIDE_BOARD_MODE_PLACE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), "board.cycle", "i", 1));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), "board.confirm", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), "board.skip", NULL));
  g_assert_cmpuint (bastide_game_get_turn_number (first), ==, 1);
  n_tiles = bastide_game_get_state (first)->n_tiles;
  test_ui_close_all (app);

  /* A new window asks whether to resume it */
  window = test_ui_window_new (app);
  question = bastide_window_offer_resume (window);
  g_assert_nonnull (question);
  g_assert_true (ADW_IS_MESSAGE_DIALOG (question));
  WAIT_UNTIL (gtk_widget_get_mapped (GTK_WIDGET (question)));

  adw_message_dialog_response (ADW_MESSAGE_DIALOG (question), "resume");

  resumed = bastide_window_get_game (window);
  g_assert_nonnull (resumed);
  g_assert_cmpuint (bastide_game_get_turn_number (resumed), ==, 1);
  g_assert_cmpuint (bastide_game_get_state (resumed)->n_tiles, ==, n_tiles);
  g_assert_cmpstr (bastide_game_get_player_name (resumed, 0), ==, "Anna");
  board = bastide_window_get_board (window);
  WAIT_UNTIL (bastide_board_view_get_mode (board) == BASTIDE_BOARD_MODE_PLACE);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (board));

  /* Discarding it removes it */
  test_ui_close_all (app);
  window = test_ui_window_new (app);
  question = bastide_window_offer_resume (window);
  g_assert_nonnull (question);
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (question), "discard");
  g_assert_null (bastide_window_get_game (window));
  g_assert_null (bastide_game_find_autosave ());

  test_ui_close_all (app);
}

static void
play_one_turn_in (BastideWindow *window,
                  BastideGame   *game)
{
  BastideBoardView *board = bastide_window_get_board (window);

  bastide_window_set_game (window, game);
  WAIT_UNTIL (bastide_board_view_get_mode (board) == BASTIDE_BOARD_MODE_PLACE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), "board.cycle", "i", 1));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), "board.confirm", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), "board.skip", NULL));
  g_assert_cmpuint (bastide_game_get_turn_number (game), ==, 1);
}

static void
assert_file_holds (const char *path,
                   const char *expected)
{
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (g_file_get_contents (path, &contents, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (contents, ==, expected);
}

/* A damaged autosave is not lost: it is moved aside as
 * autosave.bastide.damaged, the player is told why in plain words, the
 * next game's autosave does not overwrite it, and it can be opened or
 * discarded (issue 13). */
static void
test_damaged_autosave (void)
{
  g_autoptr(GFile) autosave = bastide_game_get_autosave_file ();
  g_autofree char *path = g_file_get_path (autosave);
  g_autofree char *damaged = g_strconcat (path, ".damaged", NULL);
  g_autofree char *damaged_2 = g_strconcat (path, ".damaged-2", NULL);
  g_autofree char *dir = g_path_get_dirname (path);
  g_autoptr(BastideGame) first = test_ui_game_new (7);
  g_autoptr(BastideGame) second = test_ui_game_new (8);
  g_autoptr(GError) error = NULL;
  const char *broken = "{ \"format\": \"bastide-record\", \"turns\": [";
  BastideWindow *window;
  GtkWindow *dialog;
  const char *body;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, broken, -1, &error));
  g_assert_no_error (error);

  /* at start: told, in words that name the kept file and the reason */
  window = test_ui_window_new (app);
  dialog = bastide_window_offer_resume (window);
  g_assert_nonnull (dialog);
  g_assert_true (ADW_IS_MESSAGE_DIALOG (dialog));
  body = adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog));
  g_test_message ("%s", body);
  g_assert_nonnull (strstr (body, damaged));
  g_assert_nonnull (strstr (body, "ends in the middle"));
  g_assert_true (adw_message_dialog_has_response (ADW_MESSAGE_DIALOG (dialog), "open"));
  g_assert_true (adw_message_dialog_has_response (ADW_MESSAGE_DIALOG (dialog), "discard"));
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  assert_file_holds (damaged, broken);

  /* kept: the next game's autosave does not overwrite it */
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "keep");
  play_one_turn_in (window, first);
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
  assert_file_holds (damaged, broken);
  test_ui_close_all (app);

  /* an autosave damaged while no window looked is set aside too, beside
   * the first, before the next autosave is written */
  g_assert_true (g_file_set_contents (path, broken, -1, &error));
  window = test_ui_window_new (app);
  play_one_turn_in (window, second);
  assert_file_holds (damaged, broken);
  assert_file_holds (damaged_2, broken);
  test_ui_close_all (app);
  g_remove (damaged);
  g_remove (damaged_2);

  /* opened: the window says why it cannot be played, and no game is lost */
  g_assert_true (g_file_set_contents (path, broken, -1, &error));
  window = test_ui_window_new (app);
  dialog = bastide_window_offer_resume (window);
  g_assert_nonnull (dialog);
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "open");
  g_assert_null (bastide_window_get_game (window));
  WAIT_UNTIL (find_message_dialog_with_heading (GTK_WINDOW (window), "Could Not Open the Game") != NULL);
  g_assert_true (g_file_test (damaged, G_FILE_TEST_EXISTS));
  test_ui_close_all (app);
  g_remove (damaged);

  /* discarded: gone */
  g_assert_true (g_file_set_contents (path, broken, -1, &error));
  window = test_ui_window_new (app);
  dialog = bastide_window_offer_resume (window);
  g_assert_nonnull (dialog);
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "discard");
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (damaged, G_FILE_TEST_EXISTS));
  test_ui_close_all (app);
  bastide_game_discard_autosave ();
}

#define BIG "<span size=\"xx-large\">Big</span>"
#define JERRY "Tom & <b>Jerry</b>"

/* Every label of @widget that shows @word shows the markup @around it as
 * text: nothing read from a file is taken as markup. Returns how many
 * labels show @word. */
static guint
assert_shown_as_text (GtkWidget  *widget,
                      const char *word,
                      const char *around)
{
  guint n = 0;

  if (GTK_IS_LABEL (widget) && strstr (gtk_label_get_text (GTK_LABEL (widget)), word) != NULL)
    {
      if (strstr (gtk_label_get_text (GTK_LABEL (widget)), around) == NULL)
        g_test_fail_printf ("a label takes a name as markup: it shows “%s”",
                            gtk_label_get_text (GTK_LABEL (widget)));
      n++;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += assert_shown_as_text (child, word, around);
  return n;
}

/* Player names full of markup, from a saved game: the sidebar, the turn
 * bar and the toasts show them as they are written (issue 13). */
static void
test_names_full_of_markup (void)
{
  BastideRules rules = { .game = BASTIDE_GAME_STANDARD, .n_players = 2 };
  BastidePlayerSetup players[2] = {
    { BIG, BASTIDE_COLOR_BLUE, BASTIDE_PLAYER_PERSON, BASTIDE_COMPUTER_MEDIUM },
    { JERRY, BASTIDE_COLOR_RED, BASTIDE_PLAYER_PERSON, BASTIDE_COMPUTER_MEDIUM },
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(BastideGame) saved = bastide_game_new (&rules, players, 3, &error);
  g_autofree char *path = g_build_filename (data_dir, "markup.bastide", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  BastideWindow *window;
  BastideBoardView *board;

  g_assert_no_error (error);
  test_ui_play_turn (saved);
  g_assert_true (bastide_game_save (saved, file, &error));
  g_assert_no_error (error);

  window = test_ui_window_new (app);
  g_assert_true (bastide_window_open_file (window, file));
  g_assert_cmpstr (bastide_game_get_player_name (bastide_window_get_game (window), 0), ==, BIG);
  board = bastide_window_get_board (window);
  WAIT_UNTIL (bastide_board_view_get_mode (board) == BASTIDE_BOARD_MODE_PLACE);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  g_assert_cmpuint (assert_shown_as_text (GTK_WIDGET (window), "Big", BIG), >, 0);
  g_assert_cmpuint (assert_shown_as_text (GTK_WIDGET (window), "Jerry", JERRY), >, 0);

  /* a message of the board naming a player, shown in a toast */
  g_signal_emit_by_name (board, "message", BIG " may not play there");
  WAIT_UNTIL (assert_shown_as_text (GTK_WIDGET (window), "may not play there", BIG) > 0);

  test_ui_close_all (app);
}

static gboolean
is_window_title (GtkWidget     *widget,
                 gconstpointer  data)
{
  return ADW_IS_WINDOW_TITLE (widget);
}

static const char *
window_subtitle (BastideWindow *window)
{
  GtkWidget *title = test_ui_find_widget (GTK_WIDGET (window), is_window_title, NULL);

  g_assert_nonnull (title);
  return adw_window_title_get_subtitle (ADW_WINDOW_TITLE (title));
}

static gboolean
window_action_enabled (BastideWindow *window,
                       const char    *name)
{
  return g_action_group_get_action_enabled (G_ACTION_GROUP (window), name);
}

/* A saved game of @n_turns turns, under @name in the run's directory. */
static GFile *
saved_game_new (const char *name,
                guint       n_turns)
{
  g_autoptr(BastideGame) game = test_ui_game_new (11);
  g_autofree char *path = g_build_filename (data_dir, name, NULL);
  GFile *file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < n_turns; i++)
    test_ui_play_turn (game);
  g_assert_true (bastide_game_save (game, file, &error));
  g_assert_no_error (error);
  return file;
}

/* One turn as a person plays it on the board: the first marked square,
 * no follower. */
static void
play_turn_on_board (BastideWindow *window)
{
  BastideBoardView *board = bastide_window_get_board (window);
  BastideGame *game = bastide_window_get_game (window);
  guint turn = bastide_game_get_turn_number (game);

  WAIT_UNTIL (bastide_board_view_get_mode (board) == BASTIDE_BOARD_MODE_PLACE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), "board.cycle", "i", 1));
  g_assert_true (window_action_enabled (window, "confirm"));
  g_action_group_activate_action (G_ACTION_GROUP (window), "confirm", NULL);
  WAIT_UNTIL (bastide_board_view_get_mode (board) == BASTIDE_BOARD_MODE_DEPLOY);
  g_action_group_activate_action (G_ACTION_GROUP (window), "confirm", NULL);
  g_assert_cmpuint (bastide_game_get_turn_number (game), ==, turn + 1);
}

/* Files hands the application the games to open, as `bastide game.bastide`
 * does. */
static void
test_open_from_files (void)
{
  g_autoptr(GFile) file = saved_game_new ("from-files.bastide", 2);
  GFile *files[] = { file };
  BastideWindow *window;
  BastideGame *game;

  g_assert_true (g_application_get_flags (G_APPLICATION (app)) & G_APPLICATION_HANDLES_OPEN);
  g_application_open (G_APPLICATION (app), files, 1, "");

  window = BASTIDE_WINDOW (gtk_application_get_active_window (GTK_APPLICATION (app)));
  g_assert_nonnull (window);
  game = bastide_window_get_game (window);
  g_assert_nonnull (game);
  g_assert_true (g_file_equal (bastide_game_get_file (game), file));
  g_assert_cmpuint (bastide_game_get_turn_number (game), ==, 2);
  WAIT_UNTIL (gtk_widget_get_mapped (GTK_WIDGET (window)));

  test_ui_close_all (app);
}

/* Saving shows the game as saved, though the next tile is already drawn. */
static void
test_save_clears_modified (void)
{
  g_autoptr(GFile) file = saved_game_new ("save-title.bastide", 1);
  g_autofree char *name = g_file_get_basename (file);
  g_autofree char *modified_name = g_strdup_printf ("• %s", name);
  BastideWindow *window = test_ui_window_new (app);
  BastideBoardView *board = bastide_window_get_board (window);

  g_assert_true (bastide_window_open_file (window, file));
  WAIT_UNTIL (bastide_board_view_get_mode (board) == BASTIDE_BOARD_MODE_PLACE);
  g_assert_cmpstr (window_subtitle (window), ==, name);

  play_turn_on_board (window);
  WAIT_UNTIL (bastide_board_view_get_mode (board) == BASTIDE_BOARD_MODE_PLACE);
  g_assert_cmpstr (window_subtitle (window), ==, modified_name);
  g_assert_true (bastide_game_get_modified (bastide_window_get_game (window)));

  g_action_group_activate_action (G_ACTION_GROUP (window), "save", NULL);
  g_assert_false (bastide_game_get_modified (bastide_window_get_game (window)));
  g_assert_cmpstr (window_subtitle (window), ==, name);

  test_ui_close_all (app);
}

/* An opened game is played on at once: Place is offered on the marked
 * squares wherever the cursor goes, and Undo goes back through the turns
 * read from the file. */
static void
test_open_place_and_undo (void)
{
  g_autoptr(GFile) file = saved_game_new ("place-undo.bastide", 3);
  g_autoptr(BastideGame) before = test_ui_game_new (3);
  g_autoptr(GArray) placements = NULL;
  BastideWindow *window = test_ui_window_new (app);
  BastideBoardView *board = bastide_window_get_board (window);
  BastideBoardViewport *viewport = BASTIDE_BOARD_VIEWPORT (board);
  BastideBoardViewportClass *klass = BASTIDE_BOARD_VIEWPORT_GET_CLASS (viewport);
  const BastidePlacement *placement;
  BastideGame *game;

  /* opened over a game whose tile waits to be placed, as from the menu */
  bastide_window_set_game (window, before);
  WAIT_UNTIL (bastide_board_view_get_mode (board) == BASTIDE_BOARD_MODE_PLACE);
  g_assert_true (bastide_window_open_file (window, file));
  game = bastide_window_get_game (window);
  WAIT_UNTIL (bastide_board_view_get_mode (board) == BASTIDE_BOARD_MODE_PLACE);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (board));
  g_assert_true (window_action_enabled (window, "confirm"));

  /* Place follows the square under the keyboard cursor, and under the
   * pointer */
  bastide_board_view_set_cursor (board, 40, 40);
  g_assert_false (window_action_enabled (window, "confirm"));
  placements = bastide_game_list_placements (game);
  placement = &g_array_index (placements, BastidePlacement, 0);
  /* the pointer comes onto the board, where GTK first tells its place,
   * and moves to the square */
  klass->pointer_moved (viewport, 1, 1);
  klass->pointer_moved (viewport,
                        bastide_board_viewport_to_widget_x (viewport, placement->x + 0.5),
                        bastide_board_viewport_to_widget_y (viewport, placement->y + 0.5));
  g_assert_true (window_action_enabled (window, "confirm"));
  klass->pointer_moved (viewport,
                        bastide_board_viewport_to_widget_x (viewport, placement->x + 0.5),
                        bastide_board_viewport_to_widget_y (viewport, placement->y - 5.5));
  g_assert_false (window_action_enabled (window, "confirm"));
  play_turn_on_board (window);
  g_assert_cmpuint (bastide_game_get_turn_number (game), ==, 4);

  for (guint turn = 4; turn > 0; turn--)
    {
      WAIT_UNTIL (bastide_board_view_get_mode (board) == BASTIDE_BOARD_MODE_PLACE
                  || bastide_board_view_get_mode (board) == BASTIDE_BOARD_MODE_DRAW);
      g_assert_true (window_action_enabled (window, "undo"));
      g_action_group_activate_action (G_ACTION_GROUP (window), "undo", NULL);
      g_assert_cmpuint (bastide_game_get_turn_number (game), ==, turn - 1);
    }
  g_assert_cmpuint (bastide_game_get_state (game)->n_tiles, ==, 1);

  test_ui_close_all (app);
}

/* New Game asks before it replaces a game in progress, as closing does. */
static void
test_new_game_asks (void)
{
  g_autoptr(GFile) file = saved_game_new ("new-game-asks.bastide", 2);
  g_autoptr(BastideGame) reread = NULL;
  g_autoptr(GError) error = NULL;
  BastideWindow *window = test_ui_window_new (app);
  BastideGame *game;
  GtkWindow *question;

  /* a new game over an empty window, or over a game just opened (so
   * saved), asks nothing */
  g_action_group_activate_action (G_ACTION_GROUP (app), "new-game", NULL);
  g_assert_null (test_ui_find_dialog (GTK_WINDOW (window), ADW_TYPE_MESSAGE_DIALOG));
  g_assert_nonnull (test_ui_find_dialog (GTK_WINDOW (window), BASTIDE_TYPE_NEW_GAME_DIALOG));
  gtk_window_destroy (test_ui_find_dialog (GTK_WINDOW (window), BASTIDE_TYPE_NEW_GAME_DIALOG));

  g_assert_true (bastide_window_open_file (window, file));
  game = bastide_window_get_game (window);
  g_action_group_activate_action (G_ACTION_GROUP (app), "new-game", NULL);
  g_assert_null (test_ui_find_dialog (GTK_WINDOW (window), ADW_TYPE_MESSAGE_DIALOG));
  gtk_window_destroy (test_ui_find_dialog (GTK_WINDOW (window), BASTIDE_TYPE_NEW_GAME_DIALOG));

  /* a turn played: Cancel keeps it, and shows no new-game dialog */
  play_turn_on_board (window);
  g_action_group_activate_action (G_ACTION_GROUP (app), "new-game", NULL);
  question = test_ui_find_dialog (GTK_WINDOW (window), ADW_TYPE_MESSAGE_DIALOG);
  g_assert_nonnull (question);
  g_assert_null (test_ui_find_dialog (GTK_WINDOW (window), BASTIDE_TYPE_NEW_GAME_DIALOG));
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (question), "cancel");
  gtk_window_destroy (question);
  g_assert_null (test_ui_find_dialog (GTK_WINDOW (window), BASTIDE_TYPE_NEW_GAME_DIALOG));
  g_assert_true (bastide_window_get_game (window) == game);

  /* Save writes the game to its file, then asks for the new game */
  g_action_group_activate_action (G_ACTION_GROUP (app), "new-game", NULL);
  question = test_ui_find_dialog (GTK_WINDOW (window), ADW_TYPE_MESSAGE_DIALOG);
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (question), "save");
  gtk_window_destroy (question);
  g_assert_false (bastide_game_get_modified (game));
  reread = bastide_game_new_from_file (file, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (bastide_game_get_turn_number (reread), ==, 3);
  g_assert_nonnull (test_ui_find_dialog (GTK_WINDOW (window), BASTIDE_TYPE_NEW_GAME_DIALOG));
  gtk_window_destroy (test_ui_find_dialog (GTK_WINDOW (window), BASTIDE_TYPE_NEW_GAME_DIALOG));

  /* Discard goes on to the new game without saving */
  play_turn_on_board (window);
  g_action_group_activate_action (G_ACTION_GROUP (app), "new-game", NULL);
  question = test_ui_find_dialog (GTK_WINDOW (window), ADW_TYPE_MESSAGE_DIALOG);
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (question), "discard");
  gtk_window_destroy (question);
  g_assert_nonnull (test_ui_find_dialog (GTK_WINDOW (window), BASTIDE_TYPE_NEW_GAME_DIALOG));
  g_clear_object (&reread);
  reread = bastide_game_new_from_file (file, &error);
  g_assert_cmpuint (bastide_game_get_turn_number (reread), ==, 3);

  test_ui_close_all (app);
}

/* Edit This Position has a position to edit only while a game is open. */
static void
test_edit_position_needs_game (void)
{
  g_autoptr(GFile) file = saved_game_new ("edit-position.bastide", 1);
  BastideWindow *window = test_ui_window_new (app);

  g_assert_false (window_action_enabled (window, "edit-position"));
  g_assert_true (bastide_window_open_file (window, file));
  g_assert_true (window_action_enabled (window, "edit-position"));

  g_action_group_activate_action (G_ACTION_GROUP (window), "edit-position", NULL);
  g_assert_true (BASTIDE_IS_EDITOR_WINDOW (gtk_application_get_active_window (GTK_APPLICATION (app))));
  g_assert_cmpuint (bastide_scenario_get_n_tiles (bastide_editor_window_get_scenario (
                      BASTIDE_EDITOR_WINDOW (gtk_application_get_active_window (GTK_APPLICATION (app))))),
                    ==, 2);

  test_ui_close_all (app);
}

/* Closing the editor with unsaved changes, clicking Discard, then
 * quitting: nothing may outlive the editor and call back into it. The
 * test program runs with G_DEBUG=fatal-criticals. */
static void
test_editor_discard_then_quit (void)
{
  BastideEditorWindow *editor = bastide_editor_window_new (GTK_APPLICATION (app));
  BastideScenario *scenario = bastide_editor_window_get_scenario (editor);
  GtkWindow *question;
  GtkWidget *discard;

  gtk_window_present (GTK_WINDOW (editor));
  WAIT_UNTIL (gtk_widget_get_mapped (GTK_WIDGET (editor)));
  g_assert_true (bastide_editor_palette_select_id (bastide_editor_window_get_palette (editor), "E"));
  g_assert_true (bastide_editor_canvas_press (bastide_editor_window_get_canvas (editor), 0.5, -0.5, 1));
  g_assert_cmpuint (bastide_scenario_get_n_tiles (scenario), ==, 2);

  gtk_window_close (GTK_WINDOW (editor));
  question = test_ui_find_dialog (GTK_WINDOW (editor), ADW_TYPE_MESSAGE_DIALOG);
  g_assert_nonnull (question);
  g_object_add_weak_pointer (G_OBJECT (question), (gpointer *) &question);
  WAIT_UNTIL (gtk_widget_get_mapped (GTK_WIDGET (question)));
  discard = test_ui_find_widget (GTK_WIDGET (question), test_ui_is_button_labelled, "_Discard");
  g_assert_nonnull (discard);
  g_signal_emit_by_name (discard, "clicked");
  WAIT_UNTIL (gtk_application_get_windows (GTK_APPLICATION (app)) == NULL);
  WAIT_UNTIL (question == NULL);

  g_action_group_activate_action (G_ACTION_GROUP (app), "quit", NULL);
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

int
main (int   argc,
      char *argv[])
{
  int ret;

  if (!test_ui_has_display (&argc, &argv, "/bastide/ui/files/no-display"))
    return g_test_run ();

  data_dir = test_ui_init (&argc, &argv);
  app = test_ui_application_new ();

  g_test_add_func ("/bastide/ui/files/open", test_open_saved_game);
  g_test_add_func ("/bastide/ui/files/open-bad", test_open_bad_file);
  g_test_add_func ("/bastide/ui/files/resume-autosave", test_resume_autosave);
  g_test_add_func ("/bastide/ui/files/names-full-of-markup", test_names_full_of_markup);
  g_test_add_func ("/bastide/ui/files/damaged-autosave", test_damaged_autosave);
  g_test_add_func ("/bastide/ui/files/open-from-files", test_open_from_files);
  g_test_add_func ("/bastide/ui/files/save-clears-modified", test_save_clears_modified);
  g_test_add_func ("/bastide/ui/files/open-place-and-undo", test_open_place_and_undo);
  g_test_add_func ("/bastide/ui/files/new-game-asks", test_new_game_asks);
  g_test_add_func ("/bastide/ui/files/edit-position-needs-game", test_edit_position_needs_game);
  g_test_add_func ("/bastide/ui/files/editor-discard-then-quit", test_editor_discard_then_quit);

  ret = g_test_run ();

  g_clear_object (&app);
  test_ui_remove_tree (data_dir);
  g_free (data_dir);

  return ret;
}
