/* bastide-test-ui.h: helpers shared by the widget tests
 *
 * Copyright 2026 The Bastide authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Header-only: each test executable includes it once. The tests never
 * sleep: they iterate the main context until a condition holds.
 */

#pragma once

#include <adwaita.h>
#include <glib/gstdio.h>

#include "bastide-application.h"
#include "bastide-game.h"
#include "bastide-model-private.h"
#include "bastide-window.h"

#include "bastide-test-wait.h"
#include "bastide-test-widgets.h"

static inline void
test_ui_no_display (void)
{
  g_test_skip ("No display to open windows on; run under xvfb-run");
}

/* Widget tests need a display; without one (a Flatpak build sandbox) they
 * skip rather than fail. Returns whether there is one; when there is
 * not, the program holds one skipped test, @path, for g_test_run (). */
static inline gboolean
test_ui_has_display (int         *argc,
                     char      ***argv,
                     const char  *path)
{
  if (g_getenv ("DISPLAY") != NULL || g_getenv ("WAYLAND_DISPLAY") != NULL)
    return TRUE;
  g_test_init (argc, argv, NULL);
  g_test_add_func (path, test_ui_no_display);
  return FALSE;
}

/* Keeps the autosave and saved games of the run in a directory of its
 * own; call before anything asks GLib for the user data directory. */
static inline char *
test_ui_private_data_dir (void)
{
  g_autoptr(GError) error = NULL;
  char *dir = g_dir_make_tmp ("bastide-test-XXXXXX", &error);

  g_assert_no_error (error);
  g_setenv ("XDG_DATA_HOME", dir, TRUE);

  return dir;
}

/* Starts GTK and libadwaita for a widget test, with the run's own data
 * directory (test_ui_private_data_dir()), which it returns. */
static inline char *
test_ui_init (int    *argc,
              char ***argv)
{
  char *data_dir = test_ui_private_data_dir ();

  gtk_test_init (argc, argv, NULL);
  adw_init ();
  return data_dir;
}

static inline void
test_ui_remove_tree (const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  if (dir != NULL)
    {
      while ((name = g_dir_read_name (dir)) != NULL)
        {
          g_autofree char *child = g_build_filename (path, name, NULL);

          test_ui_remove_tree (child);
        }
    }
  g_remove (path);
}

/* The dialog of @type (a GtkWindow type) shown for @parent, if any. */
static inline GtkWindow *
test_ui_find_dialog (GtkWindow *parent,
                     GType      type)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (window, type) && gtk_window_get_transient_for (window) == parent)
        return window;
    }
  return NULL;
}

static inline BastideApplication *
test_ui_application_new (void)
{
  g_autoptr(GError) error = NULL;
  BastideApplication *app = bastide_application_new ();

  g_application_set_flags (G_APPLICATION (app),
                           g_application_get_flags (G_APPLICATION (app)) | G_APPLICATION_NON_UNIQUE);
  g_application_register (G_APPLICATION (app), NULL, &error);
  g_assert_no_error (error);

  return app;
}

static inline BastideWindow *
test_ui_window_new (BastideApplication *app)
{
  BastideWindow *window = bastide_window_new (app);

  gtk_window_set_default_size (GTK_WINDOW (window), 1024, 700);
  gtk_window_present (GTK_WINDOW (window));
  WAIT_UNTIL (gtk_widget_get_mapped (GTK_WIDGET (window)));

  return window;
}

static inline void
test_ui_close_all (BastideApplication *app)
{
  GList *windows = g_list_copy (gtk_application_get_windows (GTK_APPLICATION (app)));

  for (GList *l = windows; l != NULL; l = l->next)
    gtk_window_destroy (GTK_WINDOW (l->data));
  g_list_free (windows);

  WAIT_UNTIL (gtk_application_get_windows (GTK_APPLICATION (app)) == NULL);
}

/* A string property of @widget's accessible, as GTK's test backend
 * (GTK_A11Y=test) holds it: the backend hands the value back when it
 * differs from the one asked about, and a value never set is "". */
static inline char *
test_ui_accessible_text (GtkWidget             *widget,
                         GtkAccessibleProperty  property)
{
  char *value = gtk_test_accessible_check_property (GTK_ACCESSIBLE (widget), property, "\x01");

  return value != NULL ? value : g_strdup ("\x01");
}

/* A game of two persons, base game only. */
static inline BastideGame *
test_ui_game_new (guint64 seed)
{
  BastideRules rules = { 0 };
  BastidePlayerSetup players[2] = {
    { "Anna", BASTIDE_COLOR_BLUE, BASTIDE_PLAYER_PERSON, BASTIDE_COMPUTER_MEDIUM },
    { "Boris", BASTIDE_COLOR_RED, BASTIDE_PLAYER_PERSON, BASTIDE_COMPUTER_MEDIUM },
  };
  g_autoptr(GError) error = NULL;
  BastideGame *game;

  rules.game = BASTIDE_GAME_STANDARD;
  rules.n_players = 2;
  game = bastide_game_new (&rules, players, seed, &error);
  g_assert_no_error (error);
  g_assert_nonnull (game);

  return game;
}

/* A seed whose first tile is @id: the test knows what it will place. */
static inline guint64
test_ui_seed_with_first_tile (const char *id)
{
  int wanted = bastide_catalogue_lookup (id, BASTIDE_SET_BASE);

  g_assert_cmpint (wanted, >=, 0);

  for (guint64 seed = 1; seed < 10000; seed++)
    {
      g_autoptr(BastideGame) game = test_ui_game_new (seed);

      if (bastide_state_next_tile (bastide_game_get_state (game)) == wanted)
        return seed;
    }

  g_assert_not_reached ();
}

static inline gboolean
test_ui_is_of_type (GtkWidget     *widget,
                    gconstpointer  type)
{
  return G_TYPE_CHECK_INSTANCE_TYPE (widget, GPOINTER_TO_SIZE (type));
}

/* The first widget of @type under @root (or @root), depth first. */
static inline GtkWidget *
test_ui_find_of_type (GtkWidget *root,
                      GType      type)
{
  return test_ui_find_widget (root, test_ui_is_of_type, GSIZE_TO_POINTER (type));
}

/* A shown window of @type, or NULL. */
static inline GtkWindow *
test_ui_find_toplevel (GType type)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (window, type) && gtk_widget_get_mapped (GTK_WIDGET (window)))
        return window;
    }
  return NULL;
}

/* One whole turn through the model: draw, the first legal placement, no
 * piece. */
static inline void
test_ui_play_turn (BastideGame *game)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) placements = NULL;
  const BastidePlacement *p;

  if (bastide_game_get_phase (game) == BASTIDE_PHASE_DRAW)
    {
      bastide_game_draw (game, &error);
      g_assert_no_error (error);
    }

  placements = bastide_game_list_placements (game);
  g_assert_cmpuint (placements->len, >, 0);
  p = &g_array_index (placements, BastidePlacement, 0);
  bastide_game_place (game, p->x, p->y, p->rot, &error);
  g_assert_no_error (error);
  bastide_game_deploy (game, NULL, &error);
  g_assert_no_error (error);
}

/* Plays @turns whole turns through the model (G_MAXUINT: to the end of
 * the game): the middle legal placement and the first deploy each turn,
 * the first choice in a plague, passing on every other choice. */
static inline void
test_ui_play_turns (BastideGame *game,
                    guint        turns)
{
  guint played = 0;

  while (!bastide_game_get_is_over (game)
         && (played < turns || bastide_game_get_phase (game) != BASTIDE_PHASE_DRAW))
    {
      g_autoptr(GArray) placements = NULL;
      g_autoptr(GArray) deploys = NULL;
      g_autoptr(GArray) choices = NULL;
      const BastidePlacement *p;
      const BastideFeatureCell *choice;

      switch (bastide_game_get_phase (game))
        {
        case BASTIDE_PHASE_DRAW:
          g_assert_true (bastide_game_draw (game, NULL));
          continue;

        case BASTIDE_PHASE_PLACE:
          played++;
          placements = bastide_game_list_placements (game);
          if (placements->len == 0)
            {
              g_assert_true (bastide_game_discard (game, NULL));
              continue;
            }
          p = &g_array_index (placements, BastidePlacement, placements->len / 2);
          g_assert_true (bastide_game_place (game, p->x, p->y, p->rot, NULL));
          continue;

        case BASTIDE_PHASE_DEPLOY:
          deploys = bastide_game_list_deploys (game);
          g_assert_true (bastide_game_deploy (game,
                                              deploys->len > 0 ? &g_array_index (deploys, BastideDeploy, 0) : NULL,
                                              NULL));
          continue;

        case BASTIDE_PHASE_WAGONS:
          g_assert_true (bastide_game_wagon_home (game, NULL));
          continue;

        case BASTIDE_PHASE_ABBEY_ROUND:
          g_assert_true (bastide_game_pass (game, NULL));
          continue;

        case BASTIDE_PHASE_PLAGUE:
          choices = bastide_game_list_plague_choices (game);
          g_assert_cmpuint (choices->len, >, 0);
          choice = &g_array_index (choices, BastideFeatureCell, 0);
          g_assert_true (bastide_game_plague_return (game, choice->x, choice->y, choice->feature, NULL));
          continue;

        case BASTIDE_PHASE_OVER:
        default:
          g_assert_not_reached ();
        }
    }
}
