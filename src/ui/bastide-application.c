/* bastide-application.c
 *
 * Copyright 2026 The Bastide authors
 *
 * This program is free software: you can redistribute it and/or modify
 * it under the terms of the GNU General Public License as published by
 * the Free Software Foundation, either version 3 of the License, or
 * (at your option) any later version.
 *
 * This program is distributed in the hope that it will be useful,
 * but WITHOUT ANY WARRANTY; without even the implied warranty of
 * MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE.  See the
 * GNU General Public License for more details.
 *
 * You should have received a copy of the GNU General Public License
 * along with this program.  If not, see <https://www.gnu.org/licenses/>.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bastide-application"

#include "config.h"

#include <glib/gi18n.h>

#include "bastide-application.h"
#include "bastide-accessible.h"
#include "bastide-editor-window.h"
#include "bastide-file-chooser.h"
#include "bastide-puzzle-window.h"
#include "bastide-replay-window.h"
#include "bastide-window.h"

#define SCHEMA_ID          "io.github.bastide.Bastide"
#define RESOURCE_BASE_PATH "/io/github/bastide/Bastide"

struct _BastideApplication
{
  AdwApplication  parent_instance;

  GSettings      *settings;
  GFile          *review;         /* --review FILE, opened on activation */
};

G_DEFINE_FINAL_TYPE (BastideApplication, bastide_application, ADW_TYPE_APPLICATION)

/* The schema is found where GLib looks: installed, or in the directory
 * GSETTINGS_SCHEMA_DIR names (`meson devenv` and the tests set it to the
 * build's data directory). */
static GSettings *
create_settings (void)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = NULL;

  if (source != NULL)
    schema = g_settings_schema_source_lookup (source, SCHEMA_ID, TRUE);
  if (schema == NULL)
    g_error ("The GSettings schema %s is not installed. Install Bastide, "
             "or run it from the build tree through “meson devenv -C build bastide”.",
             SCHEMA_ID);

  return g_settings_new_full (schema, NULL, NULL);
}

static void
bastide_application_new_game_action (GSimpleAction *action,
                                     GVariant      *parameter,
                                     gpointer       user_data)
{
  BastideApplication *self = user_data;
  GtkWindow *window;

  /* New Game brings up the main window when there is none, then asks
   * for the players. */
  window = gtk_application_get_active_window (GTK_APPLICATION (self));
  if (window == NULL)
    window = GTK_WINDOW (bastide_window_new (self));
  gtk_window_present (window);

  if (BASTIDE_IS_WINDOW (window))
    bastide_window_new_game (BASTIDE_WINDOW (window));
}

/* The game window to show a game in: the active one, any other, or a new
 * one. */
static BastideWindow *
get_game_window (BastideApplication *self)
{
  GtkWindow *active = gtk_application_get_active_window (GTK_APPLICATION (self));

  if (BASTIDE_IS_WINDOW (active))
    return BASTIDE_WINDOW (active);
  for (GList *iter = gtk_application_get_windows (GTK_APPLICATION (self)); iter != NULL; iter = iter->next)
    if (BASTIDE_IS_WINDOW (iter->data))
      return iter->data;
  return bastide_window_new (self);
}

static BastidePuzzleWindow *
get_puzzle_window (BastideApplication *self)
{
  for (GList *iter = gtk_application_get_windows (GTK_APPLICATION (self)); iter != NULL; iter = iter->next)
    if (BASTIDE_IS_PUZZLE_WINDOW (iter->data))
      return iter->data;
  return bastide_puzzle_window_new (GTK_APPLICATION (self), NULL);
}

/**
 * bastide_application_play_game:
 * @self: a #BastideApplication
 * @game: a game to play
 *
 * Plays @game in the game window.
 */
void
bastide_application_play_game (BastideApplication *self,
                               BastideGame        *game)
{
  BastideWindow *window;

  g_return_if_fail (BASTIDE_IS_APPLICATION (self));
  g_return_if_fail (BASTIDE_IS_GAME (game));

  window = get_game_window (self);
  bastide_window_set_game (window, game);
  gtk_window_present (GTK_WINDOW (window));
}

static void
editor_play_cb (BastideEditorWindow *editor,
                BastideGame         *game,
                BastideApplication  *self)
{
  /* the game window plays it; the editor stays open to try again */
  bastide_application_play_game (self, game);
}

static void
editor_try_puzzle_cb (BastideEditorWindow *editor,
                      BastidePuzzle       *puzzle,
                      BastideApplication  *self)
{
  BastidePuzzleWindow *window = get_puzzle_window (self);

  bastide_puzzle_window_play_puzzle (window, puzzle);
  gtk_window_present (GTK_WINDOW (window));
}

static void
present_editor (BastideApplication  *self,
                BastideEditorWindow *editor)
{
  g_signal_connect_object (editor, "play", G_CALLBACK (editor_play_cb), self, 0);
  g_signal_connect_object (editor, "try-puzzle", G_CALLBACK (editor_try_puzzle_cb), self, 0);
  gtk_window_present (GTK_WINDOW (editor));
}

/* Reviewing: a replay window over a file or a game */

static void
show_review (BastideApplication *self,
             BastideReplay      *replay,
             const char         *title)
{
  BastideReplayWindow *window = bastide_replay_window_new (GTK_APPLICATION (self), replay, title);

  gtk_window_present (GTK_WINDOW (window));
}

/**
 * bastide_application_review_file:
 * @self: a #BastideApplication
 * @file: a record: a saved game, finished or not, a network game's, a
 *   puzzle
 * @parent: (nullable): where to say why it cannot be reviewed
 *
 * Opens @file in a replay window, at its last turn.
 */
void
bastide_application_review_file (BastideApplication *self,
                                 GFile              *file,
                                 GtkWindow          *parent)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BastideReplay) replay = NULL;
  g_autofree char *name = NULL;

  g_return_if_fail (BASTIDE_IS_APPLICATION (self));
  g_return_if_fail (G_IS_FILE (file));

  replay = bastide_replay_new_from_file (file, &error);
  if (replay == NULL)
    {
      bastide_error_dialog_present (parent, _("Could Not Review the Game"), error->message);
      return;
    }
  name = g_file_get_basename (file);
  show_review (self, replay, name);
}

/**
 * bastide_application_review_game:
 * @self: a #BastideApplication
 * @game: a game: its turns completed so far are reviewed
 * @parent: (nullable): where to say why it cannot be reviewed
 */
void
bastide_application_review_game (BastideApplication *self,
                                 BastideGame        *game,
                                 GtkWindow          *parent)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BastideReplay) replay = NULL;
  GFile *file;
  g_autofree char *name = NULL;

  g_return_if_fail (BASTIDE_IS_APPLICATION (self));
  g_return_if_fail (BASTIDE_IS_GAME (game));

  replay = bastide_replay_new_from_game (game, &error);
  if (replay == NULL)
    {
      bastide_error_dialog_present (parent, _("Could Not Review the Game"), error->message);
      return;
    }
  file = bastide_game_get_file (game);
  name = file != NULL ? g_file_get_basename (file) : NULL;
  /* Translators: the replay window's subtitle when the game reviewed is
   * the one in the game window, not saved to a file */
  show_review (self, replay, name != NULL ? name : _("The game in the game window"));
}

static void
review_response_cb (GtkNativeDialog    *dialog,
                    int                 response,
                    BastideApplication *self)
{
  g_autoptr(GFile) file = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
  if (file != NULL)
    bastide_application_review_file (self, file, gtk_native_dialog_get_transient_for (dialog));
  g_object_unref (dialog);
}

/* app.review ("s"): the record at a URI, or with "" one chosen in a file
 * dialog. */
static void
bastide_application_review_action (GSimpleAction *action,
                                   GVariant      *parameter,
                                   gpointer       user_data)
{
  BastideApplication *self = user_data;
  const char *uri = g_variant_get_string (parameter, NULL);
  GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (self));
  GtkFileChooserNative *chooser;

  if (*uri != '\0')
    {
      g_autoptr(GFile) file = g_file_new_for_uri (uri);

      bastide_application_review_file (self, file, parent);
      return;
    }
  chooser = bastide_file_chooser_new (parent, _("Review a Game"), GTK_FILE_CHOOSER_ACTION_OPEN,
                                      _("Bastide Games"));
  g_signal_connect (chooser, "response", G_CALLBACK (review_response_cb), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
bastide_application_editor_action (GSimpleAction *action,
                                   GVariant      *parameter,
                                   gpointer       user_data)
{
  BastideApplication *self = user_data;

  present_editor (self, bastide_editor_window_new (GTK_APPLICATION (self)));
}

static void
bastide_application_puzzles_action (GSimpleAction *action,
                                    GVariant      *parameter,
                                    gpointer       user_data)
{
  BastideApplication *self = user_data;

  gtk_window_present (GTK_WINDOW (get_puzzle_window (self)));
}

static void
bastide_application_about_action (GSimpleAction *action,
                                  GVariant      *parameter,
                                  gpointer       user_data)
{
  static const char *developers[] = {
    "The Bastide authors",
    NULL
  };
  BastideApplication *self = user_data;
  GtkWindow *window;

  window = gtk_application_get_active_window (GTK_APPLICATION (self));

  adw_show_about_window (window,
                         "application-name", _("Bastide"),
                         "application-icon", "io.github.bastide.Bastide",
                         "developer-name", _("The Bastide authors"),
                         "version", PACKAGE_VERSION,
                         "comments", _("Build a medieval landscape, one tile at a time"),
                         "website", "https://github.com/bastide/bastide",
                         "issue-url", "https://github.com/bastide/bastide/issues",
                         "copyright", _("© 2026 The Bastide authors"),
                         "license-type", GTK_LICENSE_GPL_3_0,
                         "developers", developers,
                         /* Translators: Replace "translator-credits" with your
                          * names, one name per line.
                          */
                         "translator-credits", _("translator-credits"),
                         NULL);
}

static void
bastide_application_help_action (GSimpleAction *action,
                                 GVariant      *parameter,
                                 gpointer       user_data)
{
  BastideApplication *self = user_data;
  GtkWindow *window;

  window = gtk_application_get_active_window (GTK_APPLICATION (self));
  gtk_show_uri (window, "help:bastide", GDK_CURRENT_TIME);
}

static void
bastide_application_quit_action (GSimpleAction *action,
                                 GVariant      *parameter,
                                 gpointer       user_data)
{
  BastideApplication *self = user_data;
  GList *windows;

  /* Close rather than quit, so every window saves its state. The
   * application exits once the last window is gone.
   */
  windows = g_list_copy (gtk_application_get_windows (GTK_APPLICATION (self)));
  for (const GList *iter = windows; iter != NULL; iter = iter->next)
    gtk_window_close (GTK_WINDOW (iter->data));
  g_list_free (windows);
}

static const GActionEntry app_actions[] = {
  { "new-game", bastide_application_new_game_action },
  { "editor", bastide_application_editor_action },
  { "puzzles", bastide_application_puzzles_action },
  { "review", bastide_application_review_action, "s" },
  { "about", bastide_application_about_action },
  { "help", bastide_application_help_action },
  { "quit", bastide_application_quit_action },
};

/* Shortcuts of the window's actions (BastideWindow installs them). */
static const struct
{
  const char *action;
  const char *accels[3];
} window_accels[] = {
  { "win.open", { "<Primary>o", NULL } },
  { "win.save", { "<Primary>s", NULL } },
  { "win.save-as", { "<Primary><Shift>s", NULL } },
  { "win.undo", { "<Primary>z", NULL } },
  { "win.redo", { "<Primary><Shift>z", "<Primary>y", NULL } },
  { "win.hint", { "<Primary>h", NULL } },
  { "win.zoom-in", { "<Primary>plus", "<Primary>equal", NULL } },
  { "win.zoom-out", { "<Primary>minus", NULL } },
  { "win.zoom-fit", { "<Primary>0", NULL } },
  { "win.toggle-sidebar", { "F9", NULL } },
  { "win.show-remaining", { "<Primary>t", NULL } },
  { "win.next-pane", { "F6", NULL } },
  { "win.previous-pane", { "<Shift>F6", NULL } },
  { "win.show-log", { "<Primary>l", NULL } },
  { "win.show-fields", { "<Primary>f", NULL } },
};

static void
bastide_application_activate (GApplication *app)
{
  BastideApplication *self = BASTIDE_APPLICATION (app);
  GtkWindow *window;

  /* bastide --review FILE */
  if (self->review != NULL)
    {
      g_autoptr(GFile) review = g_steal_pointer (&self->review);

      bastide_application_review_file (self, review, NULL);
      return;
    }

  window = gtk_application_get_active_window (GTK_APPLICATION (self));
  if (window != NULL)
    {
      gtk_window_present (window);
      return;
    }

  window = GTK_WINDOW (bastide_window_new (self));
  gtk_window_present (window);

  /* An unfinished game was autosaved: offer to go on with it. */
  bastide_window_offer_resume (BASTIDE_WINDOW (window));
}

/* Games handed over by Files, or named on the command line: each is
 * opened in a game window, the first one in the window in use. */
static void
bastide_application_open (GApplication  *app,
                          GFile        **files,
                          int            n_files,
                          const char    *hint)
{
  BastideApplication *self = BASTIDE_APPLICATION (app);

  for (int i = 0; i < n_files; i++)
    {
      BastideWindow *window = i == 0 ? get_game_window (self) : bastide_window_new (self);

      gtk_window_present (GTK_WINDOW (window));
      bastide_window_open (window, files[i]);
    }
}

static void
bastide_application_startup (GApplication *app)
{
  BastideApplication *self = BASTIDE_APPLICATION (app);

  G_APPLICATION_CLASS (bastide_application_parent_class)->startup (app);

  g_set_application_name (_("Bastide"));
  gtk_window_set_default_icon_name ("io.github.bastide.Bastide");
  /* every window's controls get names screen readers can say */
  bastide_accessible_watch_toplevels ();

  self->settings = create_settings ();

  g_action_map_add_action_entries (G_ACTION_MAP (self),
                                   app_actions,
                                   G_N_ELEMENTS (app_actions),
                                   self);

  gtk_application_set_accels_for_action (GTK_APPLICATION (self),
                                         "app.new-game",
                                         (const char *[]) { "<Primary>n", NULL });
  gtk_application_set_accels_for_action (GTK_APPLICATION (self),
                                         "app.editor",
                                         (const char *[]) { "<Primary>e", NULL });
  gtk_application_set_accels_for_action (GTK_APPLICATION (self),
                                         "app.help",
                                         (const char *[]) { "F1", NULL });
  gtk_application_set_accels_for_action (GTK_APPLICATION (self),
                                         "app.quit",
                                         (const char *[]) { "<Primary>q", NULL });

  for (guint i = 0; i < G_N_ELEMENTS (window_accels); i++)
    gtk_application_set_accels_for_action (GTK_APPLICATION (self),
                                           window_accels[i].action,
                                           window_accels[i].accels);
}

static void
bastide_application_dispose (GObject *object)
{
  BastideApplication *self = BASTIDE_APPLICATION (object);

  g_clear_object (&self->settings);
  g_clear_object (&self->review);

  G_OBJECT_CLASS (bastide_application_parent_class)->dispose (object);
}

/* --review FILE: a running Bastide opens it; else this one does when it
 * activates. */
static int
bastide_application_handle_local_options (GApplication *app,
                                          GVariantDict *options)
{
  BastideApplication *self = BASTIDE_APPLICATION (app);
  g_autofree char *path = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *uri = NULL;

  if (!g_variant_dict_lookup (options, "review", "^ay", &path))
    return -1;
  file = g_file_new_for_commandline_arg (path);
  if (!g_application_register (app, NULL, &error))
    {
      g_printerr ("%s\n", error->message);
      return 1;
    }
  if (!g_application_get_is_remote (app))
    {
      self->review = g_steal_pointer (&file);
      return -1;
    }
  uri = g_file_get_uri (file);
  g_action_group_activate_action (G_ACTION_GROUP (app), "review", g_variant_new_string (uri));
  return 0;
}

static void
bastide_application_class_init (BastideApplicationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  object_class->dispose = bastide_application_dispose;

  app_class->activate = bastide_application_activate;
  app_class->handle_local_options = bastide_application_handle_local_options;
  app_class->open = bastide_application_open;
  app_class->startup = bastide_application_startup;
}

static void
bastide_application_init (BastideApplication *self)
{
}

/**
 * bastide_application_new:
 *
 * Creates the application object. The resource base path stays
 * `/io/github/bastide/Bastide` for the development profile too, so
 * `style.css` and `gtk/help-overlay.ui` are always found.
 *
 * Returns: (transfer full): a new #BastideApplication
 */
BastideApplication *
bastide_application_new (void)
{
  BastideApplication *self = g_object_new (BASTIDE_TYPE_APPLICATION,
                                           "application-id", APP_ID,
                                           "flags", G_APPLICATION_HANDLES_OPEN,
                                           "resource-base-path", RESOURCE_BASE_PATH,
                                           NULL);

  g_application_add_main_option (G_APPLICATION (self), "review", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_FILENAME,
                                 _("Go over the game in FILE turn by turn"), _("FILE"));
  return self;
}

/**
 * bastide_application_edit_game:
 * @self: a #BastideApplication
 * @game: the game whose position to edit
 *
 * Opens the scenario editor on the position after the last turn played
 * in @game.
 */
void
bastide_application_edit_game (BastideApplication *self,
                               BastideGame        *game)
{
  g_autoptr(GError) error = NULL;
  BastideEditorWindow *editor;

  g_return_if_fail (BASTIDE_IS_APPLICATION (self));
  g_return_if_fail (BASTIDE_IS_GAME (game));

  editor = bastide_editor_window_new_from_game (GTK_APPLICATION (self), game, &error);
  if (editor == NULL)
    {
      g_warning ("%s", error->message);
      editor = bastide_editor_window_new (GTK_APPLICATION (self));
    }
  present_editor (self, editor);
}

/**
 * bastide_application_get_settings:
 * @self: a #BastideApplication
 *
 * Gets the application's settings (`io.github.bastide.Bastide`). Only
 * valid after the application has started up.
 *
 * Returns: (transfer none): the #GSettings
 */
GSettings *
bastide_application_get_settings (BastideApplication *self)
{
  g_return_val_if_fail (BASTIDE_IS_APPLICATION (self), NULL);
  g_return_val_if_fail (self->settings != NULL, NULL);

  return self->settings;
}
