/* test-replay-ui.c: the replay window stepped through a game by its keys
 *
 * Copyright 2026 The Bastide authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A key press reaches the window's shortcut controller, which activates
 * the action its shortcut names: press () looks the key up among the
 * window's shortcuts and does the same, so the test drives the window
 * with the keys people press (←, →, Home, End, Page Up, Page Down) and
 * fails when a key loses its shortcut.
 */

#include "config.h"

#include <string.h>

#include "bastide-describe.h"
#include "bastide-editor-play-dialog.h"
#include "bastide-game-outlook.h"
#include "bastide-random.h"
#include "bastide-replay-window.h"
#include "bastide-test-ui.h"

static BastideApplication *app;

/* The action the window's shortcut for @keyval (no modifier) names, or
 * NULL. */
static const char *
shortcut_action (GtkWidget *window,
                 guint      keyval)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (window);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      for (guint k = 0; k < g_list_model_get_n_items (G_LIST_MODEL (controller)); k++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), k);
          GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (shortcut);
          GtkShortcutAction *action = gtk_shortcut_get_action (shortcut);

          if (GTK_IS_KEYVAL_TRIGGER (trigger) && GTK_IS_NAMED_ACTION (action)
              && gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)) == keyval
              && gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger)) == 0)
            return gtk_named_action_get_action_name (GTK_NAMED_ACTION (action));
        }
    }
  return NULL;
}

static void
press (BastideReplayWindow *window,
       guint                keyval)
{
  const char *action = shortcut_action (GTK_WIDGET (window), keyval);

  g_assert_nonnull (action);
  gtk_widget_activate_action (GTK_WIDGET (window), action, NULL);
  while (g_main_context_iteration (NULL, FALSE));
}

static BastideRecord *
random_record (void)
{
  BastideRules rules = { BASTIDE_GAME_STANDARD, BASTIDE_EXPANSION_ABBEY_MAYOR, 3, 0, 0 };
  BastideRecord *record = bastide_random_record (&rules, 17, NULL);
  const char *names[] = { "Ann", "Bob", "Cy" };

  g_assert_nonnull (record);
  for (guint p = 0; p < 3; p++)
    bastide_record_set_player (record, p, names[p], (BastideColor) p);
  bastide_record_set_extra (record, "player-kinds", "human,easy,hard");
  return record;
}

/* The position after @turn turns, played from the record's start. */
static void
position_after (const BastideRecord *record,
                guint                turn,
                BastideState        *state)
{
  *state = *bastide_record_get_start (record);
  for (guint i = 0; i < turn; i++)
    g_assert_true (bastide_record_play_turn (record, state, bastide_record_get_turn (record, i), NULL, NULL));
}

static void
assert_shows (BastideReplayWindow *window,
              const BastideRecord *record,
              guint                turn)
{
  BastideReplay *replay = bastide_replay_window_get_replay (window);
  BastideGame *shown = bastide_board_view_get_game (bastide_replay_window_get_board (window));
  GtkAdjustment *adjustment = gtk_range_get_adjustment (GTK_RANGE (test_ui_find_by_id (GTK_WIDGET (window), "slider")));
  GtkLabel *label = GTK_LABEL (test_ui_find_by_id (GTK_WIDGET (window), "turn_label"));
  GtkWidget *events = test_ui_find_by_id (GTK_WIDGET (window), "event_list");
  g_autofree BastideState *expected = g_new (BastideState, 1);
  g_autofree char *title = NULL;
  guint n_rows = 0;

  position_after (record, turn, expected);
  g_assert_cmpuint (bastide_replay_get_turn (replay), ==, turn);
  g_assert_true (bastide_state_equal (bastide_game_get_state (shown), expected));
  g_assert_cmpint ((int) gtk_adjustment_get_value (adjustment), ==, turn);

  title = turn == 0 ? g_strdup ("The start")
                    : g_strdup_printf ("After turn %u of %u", turn, bastide_record_get_n_turns (record));
  g_assert_cmpstr (gtk_label_get_label (label), ==, title);

  /* the turn's move comes first among its events */
  for (GtkWidget *row = gtk_widget_get_first_child (events); row != NULL; row = gtk_widget_get_next_sibling (row))
    n_rows++;
  g_assert_cmpuint (n_rows, >=, 1);
  if (turn > 0)
    {
      g_autoptr(GPtrArray) list = bastide_replay_list_events (replay);
      const BastideReplayEvent *first = list->pdata[0];

      g_assert_cmpuint (n_rows, ==, list->len);
      /* the turn's move first */
      g_assert_cmpint (first->kind, ==, -1);
      g_assert_cmpint (first->player, ==, bastide_replay_get_mover (replay, turn - 1));
    }
}

static gboolean
action_enabled (BastideReplayWindow *window,
                const char          *name)
{
  return g_action_group_get_action_enabled (G_ACTION_GROUP (window), name);
}

static void
test_replay_keyboard (void)
{
  g_autoptr(BastideRecord) record = random_record ();
  g_autofree char *data = bastide_record_to_data (record, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(BastideReplay) replay = bastide_replay_new (bastide_record_load_data (data, -1, NULL, NULL), &error);
  guint n = bastide_record_get_n_turns (record);
  BastideReplayWindow *window;

  g_assert_no_error (error);
  window = bastide_replay_window_new (GTK_APPLICATION (app), replay, "test");
  gtk_window_present (GTK_WINDOW (window));
  WAIT_UNTIL (gtk_widget_get_mapped (GTK_WIDGET (window)));

  /* it opens on the last turn, the slider taking the keys */
  assert_shows (window, record, n);
  g_assert_false (action_enabled (window, "next-turn"));
  g_assert_true (gtk_widget_has_focus (test_ui_find_by_id (GTK_WIDGET (window), "slider")));

  press (window, GDK_KEY_Home);
  assert_shows (window, record, 0);
  g_assert_false (action_enabled (window, "previous-turn"));
  g_assert_true (action_enabled (window, "next-turn"));

  for (guint t = 1; t <= 12; t++)
    {
      press (window, GDK_KEY_Right);
      assert_shows (window, record, t);
    }
  press (window, GDK_KEY_Left);
  assert_shows (window, record, 11);
  press (window, GDK_KEY_Page_Down);
  assert_shows (window, record, 12);
  press (window, GDK_KEY_End);
  assert_shows (window, record, n);
  press (window, GDK_KEY_Page_Up);
  assert_shows (window, record, n - 1);

  /* the slider's own keys move it, and the replay follows */
  gtk_range_set_value (GTK_RANGE (test_ui_find_by_id (GTK_WIDGET (window), "slider")), 30);
  assert_shows (window, record, 30);

  /* the fields view, from the window's action */
  g_action_group_activate_action (G_ACTION_GROUP (window), "show-fields", NULL);
  g_assert_true (bastide_board_view_get_show_fields (bastide_replay_window_get_board (window)));

  gtk_window_destroy (GTK_WINDOW (window));
}

/* What the board hides, by keyboard: the inspect key (I) tells what a
 * follower's feature would score, the board says it to screen readers,
 * and the tiles left tell which of them fit the cursor's square. */
static void
test_replay_what_the_board_hides (void)
{
  g_autoptr(BastideRecord) record = random_record ();
  g_autofree char *data = bastide_record_to_data (record, NULL);
  g_autoptr(BastideReplay) replay = bastide_replay_new (bastide_record_load_data (data, -1, NULL, NULL), NULL);
  g_auto(GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), "win.show-fields");
  g_autofree char *described = NULL;
  g_autofree char *odds_text = NULL;
  BastideReplayWindow *window;
  BastideBoardView *board;
  BastideBoardPiece piece;
  BastideSquareOdds odds;
  BastideGame *game;
  GtkWidget *popover;
  g_autofree char *told = NULL;
  g_autofree char *spoken = NULL;
  int x = 0, y = 0;
  gboolean found = FALSE;

  g_assert_cmpstr (accels[0], ==, "<Control>f");

  window = bastide_replay_window_new (GTK_APPLICATION (app), replay, "test");
  gtk_window_present (GTK_WINDOW (window));
  WAIT_UNTIL (gtk_widget_get_mapped (GTK_WIDGET (window)));
  bastide_replay_set_turn (replay, 30);
  game = bastide_replay_get_game (replay);
  board = bastide_replay_window_get_board (window);
  gtk_widget_grab_focus (GTK_WIDGET (board));

  /* a follower on the board: its feature stays open, so it has prospects */
  for (guint i = 0; !found && bastide_game_get_piece (game, i, &piece); i++)
    found = piece.kind == BASTIDE_PIECE_MEEPLE && piece.crown < 0;
  g_assert_true (found);
  bastide_board_view_set_cursor (board, piece.x, piece.y);
  described = bastide_board_view_describe_square (board, piece.x, piece.y);
  g_assert_nonnull (strstr (described, "If the game ended now: "));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), "board.inspect", NULL));
  popover = test_ui_find_of_type (GTK_WIDGET (board), GTK_TYPE_POPOVER);
  WAIT_UNTIL (gtk_widget_get_mapped (popover));
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (gtk_popover_get_child (GTK_POPOVER (popover)))), ==, described);
  gtk_popover_popdown (GTK_POPOVER (popover));
  WAIT_UNTIL (!gtk_widget_get_mapped (popover));
  /* for screen readers, in their words */
  told = bastide_describe_square (game, piece.x, piece.y);
  g_assert_nonnull (strstr (told, " if the game ended now"));
  spoken = g_strdup_printf ("Column %d, row %d: %s", piece.x, piece.y, told);
  gtk_test_accessible_assert_property (board, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, spoken);

  /* an empty square beside that tile: the tiles left that fit it */
  found = FALSE;
  for (int d = 0; !found && d < 4; d++)
    {
      x = piece.x + (d == 0) - (d == 2);
      y = piece.y + (d == 1) - (d == 3);
      found = bastide_game_get_square_odds (game, x, y, &odds);
    }
  if (!found)
    for (x = -12; !found && x <= 12; x++)
      for (y = -12; !found && y <= 12; y++)
        found = bastide_game_get_square_odds (game, x, y, &odds);
  g_assert_true (found);
  bastide_board_view_set_cursor (board, x, y);
  odds_text = bastide_square_odds_describe (&odds);
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (test_ui_find_by_id (GTK_WIDGET (window), "odds_label"))), ==,
                   odds_text);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Play from Here: the play dialog offers the seats as they were, and the
 * game it starts begins at the position shown. */
static void
test_replay_play_from_here (void)
{
  g_autoptr(BastideRecord) record = random_record ();
  g_autofree char *data = bastide_record_to_data (record, NULL);
  g_autoptr(BastideReplay) replay = bastide_replay_new (bastide_record_load_data (data, -1, NULL, NULL), NULL);
  g_autofree BastideState *here = g_new (BastideState, 1);
  BastideReplayWindow *window;
  BastideEditorPlayDialog *dialog = NULL;
  BastideWindow *game_window = NULL;
  const BastideState *start;
  BastideGame *game;

  window = bastide_replay_window_new (GTK_APPLICATION (app), replay, "test");
  gtk_window_present (GTK_WINDOW (window));
  WAIT_UNTIL (gtk_widget_get_mapped (GTK_WIDGET (window)));
  bastide_replay_set_turn (replay, 20);
  position_after (record, 20, here);

  g_action_group_activate_action (G_ACTION_GROUP (window), "play-from-here", NULL);
  {
    g_autoptr(GList) toplevels = gtk_window_list_toplevels ();

    for (GList *iter = toplevels; iter != NULL; iter = iter->next)
      {
        if (BASTIDE_IS_EDITOR_PLAY_DIALOG (iter->data))
          dialog = iter->data;
        else if (ADW_IS_MESSAGE_DIALOG (iter->data))
          g_error ("%s", adw_message_dialog_get_body (iter->data));
      }
  }
  g_assert_nonnull (dialog);
  /* Bob played easy, Cy hard */
  g_assert_cmpuint (bastide_editor_play_dialog_get_seat (dialog, 0), ==, 0);
  g_assert_cmpuint (bastide_editor_play_dialog_get_seat (dialog, 1), ==, 1);
  g_assert_cmpuint (bastide_editor_play_dialog_get_seat (dialog, 2), ==, 3);
  bastide_editor_play_dialog_set_seat (dialog, 1, 0);
  bastide_editor_play_dialog_set_seat (dialog, 2, 0);
  gtk_widget_activate_action (GTK_WIDGET (dialog), "play.start", NULL);

  for (GList *iter = gtk_application_get_windows (GTK_APPLICATION (app)); iter != NULL; iter = iter->next)
    if (BASTIDE_IS_WINDOW (iter->data))
      game_window = iter->data;
  g_assert_nonnull (game_window);
  game = bastide_window_get_game (game_window);
  g_assert_nonnull (game);
  start = bastide_record_get_start (bastide_game_get_record (game));
  g_assert_cmpuint (bastide_record_get_n_turns (bastide_game_get_record (game)), ==, 0);
  g_assert_cmpuint (start->n_tiles, ==, here->n_tiles);
  g_assert_cmpuint (start->n_pieces, ==, here->n_pieces);
  g_assert_cmpuint (start->pile_len, ==, here->pile_len);
  g_assert_cmpuint (start->to_move, ==, here->to_move);
  for (guint p = 0; p < 3; p++)
    {
      g_assert_cmpint (start->players[p].score, ==, here->players[p].score);
      g_assert_cmpuint (start->players[p].meeples, ==, here->players[p].meeples);
    }
  g_assert_cmpstr (bastide_game_get_player_name (game, 2), ==, "Cy");

  gtk_window_destroy (GTK_WINDOW (game_window));
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *data_dir = NULL;
  int ret;

  if (!test_ui_has_display (&argc, &argv, "/replay-ui/no-display"))
    return g_test_run ();

  data_dir = test_ui_init (&argc, &argv);

  app = test_ui_application_new ();
  g_test_add_func ("/replay-ui/keyboard", test_replay_keyboard);
  g_test_add_func ("/replay-ui/what-the-board-hides", test_replay_what_the_board_hides);
  g_test_add_func ("/replay-ui/play-from-here", test_replay_play_from_here);

  ret = g_test_run ();
  g_clear_object (&app);
  test_ui_remove_tree (data_dir);
  return ret;
}
