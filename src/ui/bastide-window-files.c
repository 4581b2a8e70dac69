/* bastide-window-files.c: saving, opening and resuming games, and
 * replacing the game in progress
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
 *
 */

#define G_LOG_DOMAIN "bastide-window"

#include "config.h"

#include <glib/gi18n.h>

#include "bastide-file-chooser.h"
#include "bastide-window-private.h"

/* Files */

static gboolean
save_to (BastideWindow *self,
         GFile         *file)
{
  g_autoptr(GError) error = NULL;

  if (!bastide_game_save (self->game, file, &error))
    {
      bastide_window_show_error (self, _("Could Not Save the Game"), error->message);
      return FALSE;
    }

  bastide_window_show_toast (self, _("Game saved"), 2);
  bastide_window_update_title (self);
  return TRUE;
}

static void
save_response_cb (GtkNativeDialog *dialog,
                  int              response,
                  BastideWindow   *self)
{
  if (response == GTK_RESPONSE_ACCEPT && self->game != NULL)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      g_autofree char *path = g_file_get_path (file);

      /* give the file its extension, so Open finds it again */
      if (path != NULL && !g_str_has_suffix (path, ".bastide"))
        {
          g_autofree char *with_suffix = g_strconcat (path, ".bastide", NULL);

          g_clear_object (&file);
          file = g_file_new_for_path (with_suffix);
        }
      if (save_to (self, file) && self->replacing)
        bastide_window_replace_game (self);
    }
  self->replacing = FALSE;
  g_clear_object (&self->replacement);

  g_object_unref (dialog);
}

void
bastide_window_save_as_action (GSimpleAction *action,
                               GVariant      *parameter,
                               gpointer       user_data)
{
  BastideWindow *self = user_data;
  GtkFileChooserNative *chooser;
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *date = g_date_time_format (now, "%Y-%m-%d %H.%M");
  g_autofree char *name = NULL;

  if (self->game == NULL)
    return;

  chooser = bastide_file_chooser_new (GTK_WINDOW (self), _("Save Game"),
                                      GTK_FILE_CHOOSER_ACTION_SAVE, _("Bastide Games"));

  if (bastide_game_get_file (self->game) != NULL)
    {
      gtk_file_chooser_set_file (GTK_FILE_CHOOSER (chooser), bastide_game_get_file (self->game), NULL);
    }
  else
    {
      /* Translators: Suggested file name of a saved game; %s is the date
       * and time. Keep the .bastide extension. */
      name = g_strdup_printf (_("Game %s.bastide"), date);
      gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);
    }

  g_signal_connect (chooser, "response", G_CALLBACK (save_response_cb), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

void
bastide_window_save_action (GSimpleAction *action,
                            GVariant      *parameter,
                            gpointer       user_data)
{
  BastideWindow *self = user_data;

  if (self->game == NULL)
    return;

  if (bastide_game_get_file (self->game) == NULL)
    bastide_window_save_as_action (NULL, NULL, self);
  else
    save_to (self, NULL);
}

static void
open_response_cb (GtkNativeDialog *dialog,
                  int              response,
                  BastideWindow   *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));

      bastide_window_open (self, file);
    }

  g_object_unref (dialog);
}

void
bastide_window_open_action (GSimpleAction *action,
                            GVariant      *parameter,
                            gpointer       user_data)
{
  BastideWindow *self = user_data;
  GtkFileChooserNative *chooser;

  chooser = bastide_file_chooser_new (GTK_WINDOW (self), _("Open Game"),
                                      GTK_FILE_CHOOSER_ACTION_OPEN, _("Bastide Games"));
  g_signal_connect (chooser, "response", G_CALLBACK (open_response_cb), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

void
bastide_window_edit_position_action (GSimpleAction *action,
                                     GVariant      *parameter,
                                     gpointer       user_data)
{
  BastideWindow *self = user_data;
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));

  if (self->game != NULL && BASTIDE_IS_APPLICATION (app))
    bastide_application_edit_game (BASTIDE_APPLICATION (app), self->game);
}

/* Replacing the game in progress: by a new game, or a game opened. A
 * game with turns not saved is not let go without asking, as the editor
 * asks for its position. */

void
bastide_window_replace_game (BastideWindow *self)
{
  g_autoptr(GFile) file = g_steal_pointer (&self->replacement);

  self->replacing = FALSE;
  if (file != NULL)
    bastide_window_open_file (self, file);
  else
    bastide_window_show_new_game_dialog (self);
}

static void
replace_response_cb (AdwMessageDialog *dialog,
                     const char       *response,
                     BastideWindow    *self)
{
  if (g_str_equal (response, "discard"))
    bastide_window_replace_game (self);
  else if (g_str_equal (response, "save") && bastide_game_get_file (self->game) == NULL)
    bastide_window_save_as_action (NULL, NULL, self);   /* goes on once saved */
  else if (g_str_equal (response, "save") && save_to (self, NULL))
    bastide_window_replace_game (self);
  else
    {
      self->replacing = FALSE;
      g_clear_object (&self->replacement);
    }
}

static void
ask_before_replacing (BastideWindow *self,
                      GFile         *file)
{
  GtkWidget *dialog;

  if (self->replacing)
    return;
  self->replacing = TRUE;
  g_set_object (&self->replacement, file);

  if (self->game == NULL || bastide_game_get_is_over (self->game)
      || !bastide_game_get_modified (self->game))
    {
      bastide_window_replace_game (self);
      return;
    }

  dialog = bastide_save_question_new (GTK_WINDOW (self), _("Save the Game in Progress?"),
                                      file != NULL
                                      ? _("The game in progress will be lost if you open another one without saving it.")
                                      : _("The game in progress will be lost if you start a new one without saving it."));
  g_signal_connect_object (dialog, "response", G_CALLBACK (replace_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* Resuming */

static void
resume_response_cb (AdwMessageDialog *dialog,
                    const char       *response,
                    BastideWindow    *self)
{
  g_autoptr(GFile) file = bastide_game_find_autosave ();

  self->resume_dialog = NULL;

  if (file == NULL)
    return;

  if (g_strcmp0 (response, "resume") == 0)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(BastideGame) game = bastide_game_new_from_file (file, &error);

      if (game == NULL)
        {
          bastide_window_show_error (self, _("Could Not Resume the Game"), error->message);
          return;
        }
      if (bastide_net_table_was_hosted (game))
        bastide_window_host_resumed_game (self, game);
      else
        bastide_window_set_game (self, game);
    }
  else if (g_strcmp0 (response, "discard") == 0)
    {
      bastide_game_discard_autosave ();
    }
}


/**
 * bastide_window_open_file:
 * @self: a #BastideWindow
 * @file: a saved game
 *
 * Opens @file and plays it; a file that cannot be read is reported in a
 * dialog with the reason.
 *
 * Returns: whether the game was opened
 */
gboolean
bastide_window_open_file (BastideWindow *self,
                          GFile         *file)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BastideGame) game = NULL;

  g_return_val_if_fail (BASTIDE_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  game = bastide_game_new_from_file (file, &error);
  if (game == NULL)
    {
      bastide_window_show_error (self, _("Could Not Open the Game"), error->message);
      return FALSE;
    }

  bastide_window_set_game (self, game);
  return TRUE;
}

static void
damaged_response_cb (AdwMessageDialog *dialog,
                     const char       *response,
                     BastideWindow    *self)
{
  GFile *damaged = g_object_get_data (G_OBJECT (dialog), "damaged");

  self->resume_dialog = NULL;
  if (g_strcmp0 (response, "open") == 0)
    bastide_window_open_file (self, damaged);
  else if (g_strcmp0 (response, "discard") == 0)
    {
      g_autoptr(GError) error = NULL;

      if (!g_file_delete (damaged, NULL, &error))
        bastide_window_show_toast (self, error->message, 4);
    }
}

/* The autosave did not read back and was kept aside as @damaged: say so,
 * and offer to open it (to see why, or to play what can be played) or to
 * discard it. */
static GtkWindow *
offer_damaged_autosave (BastideWindow *self,
                        GFile         *damaged,
                        const GError  *reason)
{
  g_autofree char *path = g_file_get_path (damaged);
  g_autofree char *body = NULL;
  GtkWidget *dialog;

  /* Translators: the first %s is why the file cannot be read, the second
   * the file's name */
  body = g_strdup_printf (_("The last game was kept, but its file cannot be read back: %s\n\n"
                            "It is kept as %s, where no new game overwrites it. You can try to open it, or discard it."),
                          reason->message, path);
  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("The Unfinished Game Is Damaged"), body);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    /* Translators: Button: delete the damaged file of the unfinished game */
                                    "discard", C_("unfinished game", "_Discard"),
                                    "keep", _("_Keep"),
                                    "open", _("_Open"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "discard",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "keep");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "keep");
  g_object_set_data_full (G_OBJECT (dialog), "damaged", g_object_ref (damaged), g_object_unref);
  g_signal_connect_object (dialog, "response", G_CALLBACK (damaged_response_cb), self, 0);
  self->resume_dialog = dialog;
  gtk_window_present (GTK_WINDOW (dialog));
  return GTK_WINDOW (dialog);
}

/**
 * bastide_window_new_game:
 * @self: a #BastideWindow
 *
 * Starts a new game: asks whether to save the game in progress when it
 * has turns not saved, then for the players and options.
 */
void
bastide_window_new_game (BastideWindow *self)
{
  g_return_if_fail (BASTIDE_IS_WINDOW (self));

  ask_before_replacing (self, NULL);
}

/**
 * bastide_window_open:
 * @self: a #BastideWindow
 * @file: a saved game
 *
 * Opens @file in place of the game in progress, after asking whether to
 * save that game when it has turns not saved.
 */
void
bastide_window_open (BastideWindow *self,
                     GFile         *file)
{
  g_return_if_fail (BASTIDE_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  ask_before_replacing (self, file);
}

/**
 * bastide_window_offer_resume:
 * @self: a #BastideWindow
 *
 * When an unfinished game was autosaved, asks whether to resume it; when
 * its file does not read back, keeps it aside and says so.
 *
 * Returns: (transfer none) (nullable): the question, or %NULL when there
 *   is nothing to resume
 */
GtkWindow *
bastide_window_offer_resume (BastideWindow *self)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(GFile) damaged = NULL;
  g_autoptr(GError) reason = NULL;
  GtkWidget *dialog;

  g_return_val_if_fail (BASTIDE_IS_WINDOW (self), NULL);

  if (self->resume_dialog != NULL)
    return GTK_WINDOW (self->resume_dialog);

  damaged = bastide_game_set_aside_damaged_autosave (&reason);
  if (damaged != NULL)
    return offer_damaged_autosave (self, damaged, reason);

  file = bastide_game_find_autosave ();
  if (file == NULL)
    return NULL;

  dialog = adw_message_dialog_new (GTK_WINDOW (self),
                                   _("Resume the Unfinished Game?"),
                                   _("The last game was not finished. You can go on where you left off."));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    /* Translators: Button: forget the unfinished game for good */
                                    "discard", C_("unfinished game", "_Discard"),
                                    "later", _("_Not Now"),
                                    "resume", _("_Resume"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "discard",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "resume",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "resume");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "later");
  g_signal_connect_object (dialog, "response", G_CALLBACK (resume_response_cb), self, 0);
  self->resume_dialog = dialog;
  gtk_window_present (GTK_WINDOW (dialog));

  return GTK_WINDOW (dialog);
}
