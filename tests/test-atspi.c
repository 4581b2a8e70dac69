/* test-atspi.c: the windows as a screen reader finds them over AT-SPI
 *
 * Copyright 2026 The Bastide authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Run with GTK_A11Y=atspi under dbus-run-session, with at-spi2-core
 * installed (the accessibility bus). Each test walks the whole accessible
 * tree of a window as Orca would and fails on any control whose name is
 * empty, a widget's type name ("GtkImage"), a mnemonic ("_New Game") or
 * said twice, and on any pane of ours named after its type; and it
 * listens to the board's description changing, which is how a screen
 * reader hears the game's news on GTK 4.8.
 */

#include "config.h"

#include <adwaita.h>

#include "bastide-test-ui.h"
#include "bastide-test-atspi.h"

#include "bastide-board-view.h"
#include "bastide-join-dialog.h"
#include "bastide-puzzle-window.h"
#include "bastide-replay-window.h"
#include "bastide-summary-dialog.h"

static BastideApplication *app;
static TestAtspi atspi;

/* Roles of what a person acts on or reads: each needs a name. */
static const char * const named_roles[] = {
  "button", "checkbox", "combo box", "img", "link", "menu item", "menu item checkbox", "menu item radio",
  "list item", "option", "radio", "search box", "slider", "spin button", "switch", "tab", "text box", "cell",
  "column header", "row header", "table", "grid", "list", "list box", "tree", "tree item", "status", "label",
};

static gboolean
is_type_name (const char *name)
{
  static const char * const prefixes[] = { "Gtk", "Adw", "Bastide" };

  for (guint i = 0; i < G_N_ELEMENTS (prefixes); i++)
    if (g_str_has_prefix (name, prefixes[i]) && g_ascii_isupper (name[strlen (prefixes[i])])
        && strchr (name, ' ') == NULL)
      return TRUE;
  return FALSE;
}

/* Parts of GTK 4.8 and libadwaita 1.2 that GTK names after their type
 * and an application cannot name: panes screen readers pass over. */
static const char * const toolkit_parts[] = {
  "AdwGizmo", "AdwIndicatorBin", "AdwSqueezer", "AdwWindowTitle", "GtkBuiltinIcon", "GtkPopoverContent", "GtkStackPage", NULL,
};

static gboolean
is_focusable (const AtspiNode *node)
{
  return (node->states & (G_GUINT64_CONSTANT (1) << ATSPI_STATE_FOCUSABLE)) != 0;
}

/* A scrolled pane can take the focus only when nothing in it can: then
 * it is no control. */
static gboolean
passes_focus_on (GPtrArray *nodes,
                 guint      index)
{
  const AtspiNode *pane = g_ptr_array_index (nodes, index);

  if (g_strcmp0 (pane->role, "group") != 0)
    return FALSE;
  for (guint i = index + 1; i < nodes->len; i++)
    {
      const AtspiNode *node = g_ptr_array_index (nodes, i);

      if (node->depth <= pane->depth)
        break;
      if (is_focusable (node))
        return TRUE;
    }
  return FALSE;
}

static const char *
problem_of (GPtrArray *nodes,
            guint      index)
{
  const AtspiNode *node = g_ptr_array_index (nodes, index);
  gsize n = strlen (node->name);

  /* a pane of ours is named after its type too if GTK does it */
  if (is_type_name (node->name) && !g_strv_contains (toolkit_parts, node->name))
    return "named after its type";
  if (!g_strv_contains (named_roles, node->role) && !is_focusable (node))
    return NULL;
  if (!g_strv_contains (named_roles, node->role) && passes_focus_on (nodes, index))
    return NULL;
  if (*node->name == '\0')
    return "no name";
  if (is_type_name (node->name))
    return "named after its type";
  if (node->name[0] == '_' || strstr (node->name, " _") != NULL)
    return "a mnemonic's underscore in its name";
  if (n % 2 == 1 && node->name[n / 2] == ' ' && strncmp (node->name, node->name + n / 2 + 1, n / 2) == 0)
    return "its name said twice";
  return NULL;
}

/* Walks the whole tree; fails naming every control that has no proper
 * name. Returns the nodes, for more checks. */
static GPtrArray *
assert_all_named (const char *what)
{
  GPtrArray *nodes = test_atspi_walk (&atspi);
  guint n_problems = 0;

  for (guint i = 0; i < nodes->len; i++)
    {
      const AtspiNode *node = g_ptr_array_index (nodes, i);
      const char *problem = problem_of (nodes, i);

      if (problem == NULL)
        continue;
      g_test_message ("%s: a %s “%s” (%s), depth %u", what, node->role, node->name, problem, node->depth);
      n_problems++;
    }
  g_test_message ("%s: %u accessible objects, %u without a proper name", what, nodes->len, n_problems);
  g_assert_cmpuint (nodes->len, >, 20);
  g_assert_cmpuint (n_problems, ==, 0);
  return nodes;
}

/* Helpers */

static void
close_everything (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  while (g_list_model_get_n_items (toplevels) > 0)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, 0);

      gtk_window_destroy (window);
    }
  WAIT_UNTIL (gtk_application_get_windows (GTK_APPLICATION (app)) == NULL);
}

/* Tests: every window's controls named */

static void
test_atspi_welcome (void)
{
  g_autoptr(GPtrArray) nodes = NULL;

  test_ui_window_new (app);
  nodes = assert_all_named ("welcome");
  g_assert_nonnull (test_atspi_find (nodes, "button", "New Game"));
  g_assert_nonnull (test_atspi_find (nodes, "button", "Main Menu"));
  close_everything ();
}

static void
test_atspi_game_window (void)
{
  g_autoptr(BastideGame) game = test_ui_game_new (5);
  g_autoptr(GPtrArray) nodes = NULL;
  BastideWindow *window = test_ui_window_new (app);
  const AtspiNode *board;

  bastide_window_set_game (window, game);
  WAIT_UNTIL (bastide_board_view_get_mode (bastide_window_get_board (window)) == BASTIDE_BOARD_MODE_PLACE);
  /* the tiles left, open */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-remaining", NULL));
  WAIT_UNTIL (test_ui_find_of_type (GTK_WIDGET (window), GTK_TYPE_FLOW_BOX_CHILD) != NULL
              && gtk_widget_get_mapped (test_ui_find_of_type (GTK_WIDGET (window), GTK_TYPE_FLOW_BOX_CHILD)));

  nodes = assert_all_named ("game window");
  board = test_atspi_find (nodes, "group", "Board");
  g_assert_nonnull (board);
  g_assert_true (g_str_has_prefix (board->description, "Column "));
  g_assert_nonnull (test_atspi_find (nodes, "button", "Rotate Clockwise"));
  g_assert_nonnull (test_atspi_find (nodes, "button", "Zoom In"));
  g_assert_nonnull (test_atspi_find (nodes, "button", "Place"));
  close_everything ();
}

static void
test_atspi_new_game_dialog (void)
{
  g_autoptr(GPtrArray) nodes = NULL;
  BastideWindow *window = test_ui_window_new (app);
  GtkWindow *dialog = bastide_window_show_new_game_dialog (window);
  GtkWidget *dropdown;

  WAIT_UNTIL (gtk_widget_get_mapped (GTK_WIDGET (dialog)));
  /* a "who plays" list open: its items are named too */
  dropdown = test_ui_find_of_type (GTK_WIDGET (dialog), GTK_TYPE_DROP_DOWN);
  gtk_widget_activate (gtk_widget_get_first_child (dropdown));
  WAIT_UNTIL (gtk_widget_get_mapped (test_ui_find_of_type (dropdown, GTK_TYPE_POPOVER)));

  nodes = assert_all_named ("new game dialog");
  g_assert_nonnull (test_atspi_find (nodes, "text box", "Player 1"));
  g_assert_nonnull (test_atspi_find (nodes, "button", "Player 1 is played by: Person"));
  g_assert_nonnull (test_atspi_find (nodes, "list item", "Computer, Hard"));
  gtk_popover_popdown (GTK_POPOVER (test_ui_find_of_type (dropdown, GTK_TYPE_POPOVER)));
  WAIT_UNTIL (!gtk_widget_get_mapped (test_ui_find_of_type (dropdown, GTK_TYPE_POPOVER)));
  close_everything ();
}

static void
test_atspi_puzzles (void)
{
  g_autoptr(GPtrArray) nodes = NULL;
  GtkWindow *puzzles;

  g_action_group_activate_action (G_ACTION_GROUP (app), "puzzles", NULL);
  WAIT_UNTIL ((puzzles = test_ui_find_toplevel (BASTIDE_TYPE_PUZZLE_WINDOW)) != NULL);
  nodes = assert_all_named ("puzzle list");
  /* nothing solved yet: no row says Solved, though each has its unseen icon */
  g_assert_null (test_atspi_find (nodes, "img", "Solved"));
  g_clear_pointer (&nodes, g_ptr_array_unref);

  /* the first puzzle, open */
  bastide_puzzle_window_open_puzzle (BASTIDE_PUZZLE_WINDOW (puzzles), 0);
  nodes = assert_all_named ("puzzle");
  close_everything ();
}

static void
test_atspi_summary (void)
{
  g_autoptr(BastideGame) game = test_ui_game_new (8);
  g_autoptr(GPtrArray) nodes = NULL;
  BastideWindow *window = test_ui_window_new (app);
  BastideSummaryDialog *summary = bastide_summary_dialog_new (GTK_WINDOW (window), game);

  gtk_window_present (GTK_WINDOW (summary));
  WAIT_UNTIL (gtk_widget_get_mapped (GTK_WIDGET (summary)));
  nodes = assert_all_named ("final scores");
  g_assert_nonnull (test_atspi_find (nodes, "table", "Scores by category"));
  close_everything ();
}

/* The replay window at a turn with events, and its board speaking of a
 * square's prospects. */
static void
test_atspi_replay_window (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "records", "scenarios", "abbey-mayor",
                                                 "barn-corner-with-a-city-on-the-far-side.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(BastideReplay) replay = bastide_replay_new_from_file (file, &error);
  g_autoptr(GPtrArray) nodes = NULL;
  BastideReplayWindow *window;

  g_assert_no_error (error);
  window = bastide_replay_window_new (GTK_APPLICATION (app), replay, "barn");
  gtk_window_present (GTK_WINDOW (window));
  WAIT_UNTIL (gtk_widget_get_mapped (GTK_WIDGET (window)));
  bastide_replay_set_turn (replay, 1);
  nodes = assert_all_named ("replay window");
  g_assert_nonnull (test_atspi_find (nodes, "slider", "Turn"));
  g_assert_nonnull (test_atspi_find (nodes, "list", "What the turn did"));
  close_everything ();
}

static void
test_atspi_editor (void)
{
  g_autoptr(GPtrArray) nodes = NULL;

  g_action_group_activate_action (G_ACTION_GROUP (app), "editor", NULL);
  WAIT_UNTIL (test_ui_find_toplevel (g_type_from_name ("BastideEditorWindow")) != NULL);
  nodes = assert_all_named ("scenario editor");
  close_everything ();
}

static void
test_atspi_join_dialog (void)
{
  g_autoptr(GPtrArray) nodes = NULL;
  BastideWindow *window = test_ui_window_new (app);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.join", NULL));
  WAIT_UNTIL (test_ui_find_toplevel (BASTIDE_TYPE_JOIN_DIALOG) != NULL);
  nodes = assert_all_named ("join dialog");
  close_everything ();
}

/* A question: its buttons by their labels alone. */
static void
test_atspi_question (void)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(GFile) dir = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) nodes = NULL;
  g_autoptr(BastideGame) game = test_ui_game_new (3);
  BastideWindow *window;

  /* an unfinished game was kept: resume it? */
  test_ui_play_turn (game);
  file = g_file_new_build_filename (g_get_user_data_dir (), "io.github.bastide.Bastide", "autosave.bastide", NULL);
  dir = g_file_get_parent (file);
  g_file_make_directory_with_parents (dir, NULL, NULL);
  g_assert_true (bastide_game_save (game, file, &error));
  g_assert_no_error (error);
  window = test_ui_window_new (app);
  g_assert_nonnull (bastide_window_offer_resume (window));
  WAIT_UNTIL (test_ui_find_toplevel (ADW_TYPE_MESSAGE_DIALOG) != NULL);

  nodes = assert_all_named ("resume question");
  g_assert_nonnull (test_atspi_find (nodes, "button", "Resume"));
  g_assert_nonnull (test_atspi_find (nodes, "button", "Not Now"));
  g_file_delete (file, NULL, NULL);
  close_everything ();
}

/* The news, as a screen reader hears it: the board's description
 * changes, one change per step of the game. */

static gboolean
heard (const char *board_path,
       const char *prefix,
       const char *part)
{
  for (guint i = 0; i < atspi.events->len; i++)
    {
      const AtspiEvent *event = g_ptr_array_index (atspi.events, i);

      if (g_strcmp0 (event->path, board_path) == 0
          && g_strcmp0 (event->property, "accessible-description") == 0
          && g_str_has_prefix (event->value, prefix)
          && (part == NULL || strstr (event->value, part) != NULL))
        return TRUE;
    }
  return FALSE;
}

static void
test_atspi_announcements (void)
{
  BastideRules rules = { .game = BASTIDE_GAME_STANDARD, .n_players = 2 };
  BastidePlayerSetup players[2] = {
    { "Anna", BASTIDE_COLOR_BLUE, BASTIDE_PLAYER_PERSON, BASTIDE_COMPUTER_MEDIUM },
    { "Boris", BASTIDE_COLOR_RED, BASTIDE_PLAYER_COMPUTER, BASTIDE_COMPUTER_GREEDY },
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(BastideGame) game = NULL;
  g_autoptr(GPtrArray) nodes = NULL;
  g_autofree char *board_path = NULL;
  int tile_e = bastide_catalogue_lookup ("E", BASTIDE_SET_BASE);
  int city = bastide_tile_type_feature (bastide_catalogue_get (tile_e), "c1");
  BastideDeploy deploy;
  BastideWindow *window;
  BastideBoardView *board;
  guint n_spots;

  game = bastide_game_new (&rules, players, test_ui_seed_with_first_tile ("E"), &error);
  g_assert_no_error (error);
  window = test_ui_window_new (app);
  bastide_window_set_game (window, game);
  /* long enough to find the window while Boris thinks */
  bastide_game_set_computer_delay (game, 1500);
  board = bastide_window_get_board (window);
  WAIT_UNTIL (bastide_board_view_get_mode (board) == BASTIDE_BOARD_MODE_PLACE);

  /* as a screen reader does, find the board first; the computer
   * player's picture named too */
  nodes = assert_all_named ("game with a computer player");
  board_path = g_strdup (test_atspi_find (nodes, "group", "Board")->path);
  g_ptr_array_set_size (atspi.events, 0);

  /* Anna closes the start tile's city with a meeple on it: 4 points */
  bastide_board_view_set_cursor (board, 3, 3);
  WAIT_UNTIL (heard (board_path, "Column 3, row 3: Empty square. No tile lies next to this square. In hand: ",
                     NULL));
  bastide_board_view_set_cursor (board, 0, -1);
  WAIT_UNTIL (heard (board_path, "Column 0, row -1: Empty square, tiles left that fit: 42 of 70. "
                     "Fits: city meets city to the south. In hand: ",
                     NULL));
  g_assert_true (bastide_board_view_confirm (board));
  n_spots = bastide_board_view_get_n_spots (board);
  for (guint i = 0; i < n_spots; i++)
    {
      bastide_board_view_cycle_spot (board, 1);
      bastide_board_view_get_spot_deploy (board, bastide_board_view_get_selected_spot (board), &deploy);
      if (deploy.feature == city)
        break;
    }
  WAIT_UNTIL (heard (board_path, "Column 0, row -1: ",
                     "Chosen 1 of 2: follower on the city, complete, 2 tiles, nobody holds it"));
  g_assert_true (bastide_board_view_confirm (board));

  /* what scored and why, the score and the turn, said at once; then Boris's move where he put
   * it, which tile, what he deployed; then Anna's turn with her tile */
  WAIT_UNTIL (heard (board_path, "Anna’s city: 2 tiles × 2 = 4. Anna scores 4 points: 4 now. Boris’s turn", NULL));
  /* while he thinks, his spinners are no unnamed controls */
  g_clear_pointer (&nodes, g_ptr_array_unref);
  nodes = assert_all_named ("the computer player thinking");
  WAIT_UNTIL (heard (board_path, "Boris placed a tile at column ", NULL));
  /* as he thinks between the steps, his follower may be news of its own */
  WAIT_UNTIL (heard (board_path, "", "Anna’s turn. Column "));
  /* and nothing said twice over */
  {
    const char *last = NULL;

    for (guint i = 0; i < atspi.events->len; i++)
      {
        const AtspiEvent *event = g_ptr_array_index (atspi.events, i);

        if (g_strcmp0 (event->path, board_path) != 0
            || g_strcmp0 (event->property, "accessible-description") != 0)
          continue;
        g_test_message ("heard: %s", event->value);
        g_assert_cmpstr (event->value, !=, last);
        last = event->value;
      }
  }

  close_everything ();
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *data_dir = NULL;
  int ret;

  if (!test_ui_has_display (&argc, &argv, "/bastide/ui/atspi/no-display"))
    return g_test_run ();

  data_dir = test_ui_init (&argc, &argv);
  test_atspi_init (&atspi);
  app = test_ui_application_new ();

  g_test_add_func ("/bastide/ui/atspi/welcome", test_atspi_welcome);
  g_test_add_func ("/bastide/ui/atspi/game-window", test_atspi_game_window);
  g_test_add_func ("/bastide/ui/atspi/new-game-dialog", test_atspi_new_game_dialog);
  g_test_add_func ("/bastide/ui/atspi/puzzles", test_atspi_puzzles);
  g_test_add_func ("/bastide/ui/atspi/summary", test_atspi_summary);
  g_test_add_func ("/bastide/ui/atspi/replay-window", test_atspi_replay_window);
  g_test_add_func ("/bastide/ui/atspi/editor", test_atspi_editor);
  g_test_add_func ("/bastide/ui/atspi/join-dialog", test_atspi_join_dialog);
  g_test_add_func ("/bastide/ui/atspi/question", test_atspi_question);
  g_test_add_func ("/bastide/ui/atspi/announcements", test_atspi_announcements);

  ret = g_test_run ();

  g_object_unref (app);
  test_ui_remove_tree (data_dir);
  return ret;
}
