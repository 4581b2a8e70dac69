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
/* The setup the dialog describes: the rules, rules->n_players seats (their
 * names belong to the dialog: copy them before it closes) and the seed. */
gboolean              bastide_new_game_dialog_get_setup    (BastideNewGameDialog *self,
                                                            BastideRules         *rules,
                                                            BastidePlayerSetup   *players,
                                                            guint64              *seed,
                                                            GError              **error);
/* Hosting over the network: a seat is a remote player's. Start then emits
 * host-game, whose handler reads the setup, port and hints here. */
gboolean              bastide_new_game_dialog_get_hosting  (BastideNewGameDialog *self);
guint                 bastide_new_game_dialog_get_port     (BastideNewGameDialog *self);
gboolean              bastide_new_game_dialog_get_hints    (BastideNewGameDialog *self);

G_END_DECLS
