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

static BastideApplication *app;
static char *data_dir;

static GtkWindow *
find_message_dialog (GtkWindow *parent)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (window) && gtk_window_get_transient_for (window) == parent)
        return window;
    }

  return NULL;
}

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
  dialog = find_message_dialog (GTK_WINDOW (window));
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

int
main (int   argc,
      char *argv[])
{
  int ret;

  if (!test_ui_has_display (&argc, &argv, "/bastide/ui/files/no-display"))
    return g_test_run ();

  data_dir = test_ui_private_data_dir ();
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  app = test_ui_application_new ();

  g_test_add_func ("/bastide/ui/files/open", test_open_saved_game);
  g_test_add_func ("/bastide/ui/files/open-bad", test_open_bad_file);
  g_test_add_func ("/bastide/ui/files/resume-autosave", test_resume_autosave);
  g_test_add_func ("/bastide/ui/files/names-full-of-markup", test_names_full_of_markup);
  g_test_add_func ("/bastide/ui/files/damaged-autosave", test_damaged_autosave);

  ret = g_test_run ();

  g_clear_object (&app);
  test_ui_remove_tree (data_dir);
  g_free (data_dir);

  return ret;
}
