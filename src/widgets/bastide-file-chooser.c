/* bastide-file-chooser.c: the file dialogs for Bastide records, and the
 * question before unsaved work is lost
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Shared by the game window and the editor window (the game's ui links
 * the editor's widget library).
 */

#include "config.h"

#include <glib/gi18n.h>

#include "bastide-file-chooser.h"

GtkFileChooserNative *
bastide_file_chooser_new (GtkWindow            *parent,
                          const char           *title,
                          GtkFileChooserAction  action,
                          const char           *filter_name)
{
  GtkFileChooserNative *chooser;
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();
  g_autoptr(GtkFileFilter) all = gtk_file_filter_new ();

  chooser = gtk_file_chooser_native_new (title, parent, action,
                                         action == GTK_FILE_CHOOSER_ACTION_SAVE ? _("_Save") : _("_Open"),
                                         _("_Cancel"));
  gtk_file_filter_set_name (filter, filter_name);
  gtk_file_filter_add_pattern (filter, "*.bastide");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
  gtk_file_filter_set_name (all, _("All Files"));
  gtk_file_filter_add_pattern (all, "*");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), all);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  return chooser;
}

GtkWidget *
bastide_save_question_new (GtkWindow  *parent,
                           const char *heading,
                           const char *body)
{
  GtkWidget *dialog = adw_message_dialog_new (parent, heading, body);

  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    /* Translators: Button: go on without saving (the game in
                                     * progress, the editor's changes) */
                                    "discard", C_("unsaved changes", "_Discard"),
                                    "save", _("_Save"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "discard", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "save", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "save");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  return dialog;
}

void
bastide_error_dialog_present (GtkWindow  *parent,
                              const char *heading,
                              const char *body)
{
  GtkWidget *dialog = adw_message_dialog_new (parent, heading, body);

  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}
