/* bastide-file-chooser.h: the file dialogs for Bastide records, the
 * question before unsaved work is lost, and the word that something failed
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* A modal file dialog over @parent that opens or saves (by @action) Bastide
 * record files: a filter named @filter_name for *.bastide, then one for
 * all files. The caller connects "response", presets a file or name when
 * saving, and shows it. */
GtkFileChooserNative *bastide_file_chooser_new (GtkWindow            *parent,
                                                const char           *title,
                                                GtkFileChooserAction  action,
                                                const char           *filter_name);

/* Asks before unsaved work is lost: Cancel, Discard and Save (the
 * default; Discard looks destructive; closing it answers "cancel"). The
 * caller connects "response" and presents it. */
GtkWidget            *bastide_save_question_new (GtkWindow            *parent,
                                                 const char           *heading,
                                                 const char           *body);

/* Tells that something failed, over @parent, with a Close button. */
void                  bastide_error_dialog_present (GtkWindow            *parent,
                                                    const char           *heading,
                                                    const char           *body);

G_END_DECLS
