/* bastide-lobby-dialog.h: players gather before a network game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "bastide-net-session.h"

G_BEGIN_DECLS

#define BASTIDE_TYPE_LOBBY_DIALOG (bastide_lobby_dialog_get_type ())

G_DECLARE_FINAL_TYPE (BastideLobbyDialog, bastide_lobby_dialog, BASTIDE, LOBBY_DIALOG, AdwWindow)

/* The dialog closes itself when the game starts; "cancelled" says the
 * player gave up hosting or left. */
BastideLobbyDialog *bastide_lobby_dialog_new (GtkWindow         *parent,
                                              BastideNetSession *session);

G_END_DECLS
