/* bastide-new-game-dialog.h
 *
 * Copyright 2026 The Bastide authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "bastide-game.h"

G_BEGIN_DECLS

#define BASTIDE_TYPE_NEW_GAME_DIALOG (bastide_new_game_dialog_get_type ())

G_DECLARE_FINAL_TYPE (BastideNewGameDialog, bastide_new_game_dialog, BASTIDE, NEW_GAME_DIALOG, AdwWindow)

BastideNewGameDialog *bastide_new_game_dialog_new          (GtkWindow            *parent,
                                                            GSettings            *settings);
guint                 bastide_new_game_dialog_get_n_players (BastideNewGameDialog *self);
void                  bastide_new_game_dialog_set_n_players (BastideNewGameDialog *self,
                                                            guint                 n_players);
BastideGame          *bastide_new_game_dialog_create_game  (BastideNewGameDialog *self,
                                                            GError              **error);

G_END_DECLS
