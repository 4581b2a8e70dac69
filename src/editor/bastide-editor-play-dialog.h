/* bastide-editor-play-dialog.h: who plays each seat of a scenario
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "bastide-game.h"
#include "bastide-scenario.h"

G_BEGIN_DECLS

#define BASTIDE_TYPE_EDITOR_PLAY_DIALOG (bastide_editor_play_dialog_get_type ())

G_DECLARE_FINAL_TYPE (BastideEditorPlayDialog, bastide_editor_play_dialog, BASTIDE, EDITOR_PLAY_DIALOG, AdwWindow)

BastideEditorPlayDialog *bastide_editor_play_dialog_new         (GtkWindow               *parent,
                                                                 BastideScenario         *scenario);
/* Seat kinds: 0 a person, 1–3 a computer player, easy to hard */
guint                    bastide_editor_play_dialog_get_seat    (BastideEditorPlayDialog *self,
                                                                 guint                    player);
void                     bastide_editor_play_dialog_set_seat    (BastideEditorPlayDialog *self,
                                                                 guint                    player,
                                                                 guint                    kind);
BastideGame             *bastide_editor_play_dialog_create_game (BastideEditorPlayDialog *self,
                                                                 GError                 **error);

G_END_DECLS
