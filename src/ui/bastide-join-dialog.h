/* bastide-join-dialog.h: join a game hosted on another computer
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "bastide-net-session.h"

G_BEGIN_DECLS

#define BASTIDE_TYPE_JOIN_DIALOG (bastide_join_dialog_get_type ())

G_DECLARE_FINAL_TYPE (BastideJoinDialog, bastide_join_dialog, BASTIDE, JOIN_DIALOG, AdwWindow)

/* "joined" (BastideNetSession *) once the host took the player in; the
 * dialog closes then. */
BastideJoinDialog *bastide_join_dialog_new (GtkWindow *parent,
                                            GSettings *settings);

G_END_DECLS
