/* test-new-game.c: the new game dialog
 *
 * Copyright 2026 The Bastide authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>

#include "bastide-test-ui.h"

#include "bastide-board-view.h"
#include "bastide-new-game-dialog.h"

static BastideApplication *app;

static void
test_new_game_setup (void)
{
  GSettings *settings = bastide_application_get_settings (app);
  BastideWindow *window;
  GtkWindow *dialog;
  BastideGame *game;
  const BastideRules *rules;

  g_settings_reset (settings, "player-count");
  g_settings_reset (settings, "player-names");

  window = test_ui_window_new (app);
  dialog = bastide_window_show_new_game_dialog (window);
  g_assert_true (BASTIDE_IS_NEW_GAME_DIALOG (dialog));
  WAIT_UNTIL (gtk_widget_get_mapped (GTK_WIDGET (dialog)));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (dialog));

  /* the last setup: two seats by default */
  g_assert_cmpuint (bastide_new_game_dialog_get_n_players (BASTIDE_NEW_GAME_DIALOG (dialog)), ==, 2);

  /* Six players need Abbey & Mayor: Start is refused until then */
  bastide_new_game_dialog_set_n_players (BASTIDE_NEW_GAME_DIALOG (dialog), 6);
  gtk_widget_activate_action (GTK_WIDGET (dialog), "setup.start", NULL);
  g_assert_null (bastide_window_get_game (window));

  bastide_new_game_dialog_set_n_players (BASTIDE_NEW_GAME_DIALOG (dialog), 3);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "setup.start", NULL));

  /* Start made the game and closed the dialog */
  game = bastide_window_get_game (window);
  g_assert_nonnull (game);
  rules = bastide_game_get_rules (game);
  g_assert_cmpuint (bastide_game_get_n_players (game), ==, 3);
  g_assert_cmpint (rules->game, ==, BASTIDE_GAME_STANDARD);
  g_assert_cmpint (bastide_game_get_player_kind (game, 0), ==, BASTIDE_PLAYER_PERSON);
  g_assert_cmpint (bastide_game_get_player_kind (game, 1), ==, BASTIDE_PLAYER_COMPUTER);
  /* colours differ */
  g_assert_cmpint (bastide_game_get_player_color (game, 0), !=, bastide_game_get_player_color (game, 1));
  g_assert_cmpint (bastide_game_get_player_color (game, 1), !=, bastide_game_get_player_color (game, 2));

  /* and the setup is remembered */
  g_assert_cmpint (g_settings_get_int (settings, "player-count"), ==, 3);

  /* the first player is a person: the board asks to place */
  WAIT_UNTIL (bastide_board_view_get_mode (bastide_window_get_board (window)) == BASTIDE_BOARD_MODE_PLACE);

  test_ui_close_all (app);
}

static void
test_new_game_remembers (void)
{
  GSettings *settings = bastide_application_get_settings (app);
  const char *names[] = { "Anna", "Boris", "Clara", "Dmitri", NULL };
  const char *colors[] = { "green", "pink", "black", "yellow", NULL };
  const char *expansions[] = { "river", "abbot", NULL };
  const char *kinds[] = { "person", "hard", "easy", "person", NULL };
  BastideWindow *window;
  GtkWindow *dialog;
  BastideGame *game;
  const BastideRules *rules;

  g_settings_set_strv (settings, "player-names", names);
  g_settings_set_strv (settings, "player-colors", colors);
  g_settings_set_int (settings, "player-count", 4);
  g_settings_set_strv (settings, "expansions", expansions);
  g_settings_set_string (settings, "game-kind", "standard");
  g_settings_set_boolean (settings, "seed-fixed", TRUE);
  g_settings_set_uint (settings, "seed", 1234);
  g_settings_set_strv (settings, "player-kinds", kinds);
  g_settings_set_string (settings, "river-turns", "immediate-only");

  window = test_ui_window_new (app);
  dialog = bastide_window_show_new_game_dialog (window);
  g_assert_cmpuint (bastide_new_game_dialog_get_n_players (BASTIDE_NEW_GAME_DIALOG (dialog)), ==, 4);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "setup.start", NULL));

  game = bastide_window_get_game (window);
  g_assert_nonnull (game);
  rules = bastide_game_get_rules (game);
  g_assert_cmpuint (bastide_game_get_n_players (game), ==, 4);
  g_assert_cmpstr (bastide_game_get_player_name (game, 2), ==, "Clara");
  g_assert_cmpint (bastide_game_get_player_color (game, 0), ==, BASTIDE_COLOR_GREEN);
  g_assert_cmpint (bastide_game_get_player_color (game, 1), ==, BASTIDE_COLOR_PINK);
  g_assert_cmpuint (rules->expansions, ==, BASTIDE_EXPANSION_RIVER | BASTIDE_EXPANSION_ABBOT);
  g_assert_cmpuint (bastide_record_get_seed (bastide_game_get_record (game)), ==, 1234);
  g_assert_cmpint (bastide_game_get_player_kind (game, 0), ==, BASTIDE_PLAYER_PERSON);
  g_assert_cmpint (bastide_game_get_player_kind (game, 1), ==, BASTIDE_PLAYER_COMPUTER);
  g_assert_cmpint (bastide_game_get_player_level (game, 1), ==, BASTIDE_COMPUTER_HARD);
  g_assert_cmpint (bastide_game_get_player_level (game, 2), ==, BASTIDE_COMPUTER_EASY);
  g_assert_cmpint (bastide_game_get_player_kind (game, 3), ==, BASTIDE_PLAYER_PERSON);
  g_assert_true (rules->river_immediate_only);
  g_assert_false (rules->wagon_adjacent_tiles);

  test_ui_close_all (app);
}

static GtkWidget *
find_with_tooltip (GtkWidget  *root,
                   GType       type,
                   const char *tooltip_prefix)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (root, type)
      && g_str_has_prefix (gtk_widget_get_tooltip_text (root) ? gtk_widget_get_tooltip_text (root) : "",
                           tooltip_prefix))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_with_tooltip (child, type, tooltip_prefix);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static GtkPopover *
child_popover (GtkWidget *owner)
{
  for (GtkWidget *child = gtk_widget_get_first_child (owner); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_POPOVER (child))
      return GTK_POPOVER (child);
  g_assert_not_reached ();
}

/* GTK leaves a tooltip up when a click opens the popover under it, where
 * it covers the list it explains: while the list of who plays or of the
 * colours is open, its button has no tooltip. */
static void
test_new_game_tooltips_make_way (void)
{
  BastideWindow *window = test_ui_window_new (app);
  GtkWindow *dialog = bastide_window_show_new_game_dialog (window);
  GtkWidget *owners[2];

  WAIT_UNTIL (gtk_widget_get_mapped (GTK_WIDGET (dialog)));
  owners[0] = find_with_tooltip (GTK_WIDGET (dialog), GTK_TYPE_DROP_DOWN, "Who Plays");
  owners[1] = find_with_tooltip (GTK_WIDGET (dialog), GTK_TYPE_MENU_BUTTON, "Colour");

  for (guint i = 0; i < G_N_ELEMENTS (owners); i++)
    {
      GtkPopover *popover;

      g_assert_nonnull (owners[i]);
      popover = child_popover (owners[i]);
      g_assert_true (gtk_widget_get_has_tooltip (owners[i]));
      gtk_popover_popup (popover);
      WAIT_UNTIL (gtk_widget_get_mapped (GTK_WIDGET (popover)));
      g_assert_false (gtk_widget_get_has_tooltip (owners[i]));
      gtk_popover_popdown (popover);
      WAIT_UNTIL (!gtk_widget_get_visible (GTK_WIDGET (popover)));
      g_assert_true (gtk_widget_get_has_tooltip (owners[i]));
    }

  test_ui_close_all (app);
}

/* Tournament mode, chosen in the dialog: the game gives no hints and
 * tells how many tiles are left but not which. */
static void
test_new_game_tournament (void)
{
  BastideWindow *window = test_ui_window_new (app);
  GtkWindow *dialog = bastide_window_show_new_game_dialog (window);
  GtkWidget *tournament, *hint, *remaining, *tiles_left;
  BastideGame *game;

  WAIT_UNTIL (gtk_widget_get_mapped (GTK_WIDGET (dialog)));
  tournament = test_ui_find_by_id (GTK_WIDGET (dialog), "tournament_switch");
  g_assert_nonnull (tournament);
  gtk_switch_set_active (GTK_SWITCH (tournament), TRUE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "setup.start", NULL));

  game = bastide_window_get_game (window);
  g_assert_nonnull (game);
  g_assert_true (bastide_game_get_tournament (game));
  WAIT_UNTIL (bastide_board_view_get_mode (bastide_window_get_board (window)) == BASTIDE_BOARD_MODE_PLACE);

  hint = test_ui_find_by_id (GTK_WIDGET (window), "hint_button");
  remaining = test_ui_find_by_id (GTK_WIDGET (window), "remaining_button");
  tiles_left = test_ui_find_by_id (GTK_WIDGET (window), "tiles_left_label");
  g_assert_false (gtk_widget_get_visible (hint));
  g_assert_false (g_action_get_enabled (g_action_map_lookup_action (G_ACTION_MAP (window), "hint")));
  g_assert_false (g_action_get_enabled (g_action_map_lookup_action (G_ACTION_MAP (window), "show-remaining")));
  g_assert_false (gtk_widget_get_visible (remaining));
  g_assert_true (gtk_widget_get_visible (tiles_left));
  g_assert_true (g_str_has_suffix (gtk_label_get_label (GTK_LABEL (tiles_left)), "tiles left"));

  /* the choice is remembered for the next game */
  g_assert_true (g_settings_get_boolean (bastide_application_get_settings (app), "tournament"));
  g_settings_reset (bastide_application_get_settings (app), "tournament");

  test_ui_close_all (app);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *data_dir = NULL;
  int ret;

  if (!test_ui_has_display (&argc, &argv, "/bastide/ui/new-game/no-display"))
    return g_test_run ();

  data_dir = test_ui_init (&argc, &argv);
  app = test_ui_application_new ();

  g_test_add_func ("/bastide/ui/new-game/setup", test_new_game_setup);
  g_test_add_func ("/bastide/ui/new-game/remembers", test_new_game_remembers);
  g_test_add_func ("/bastide/ui/new-game/tooltips-make-way", test_new_game_tooltips_make_way);
  g_test_add_func ("/bastide/ui/new-game/tournament", test_new_game_tournament);

  ret = g_test_run ();

  g_clear_object (&app);
  test_ui_remove_tree (data_dir);

  return ret;
}
