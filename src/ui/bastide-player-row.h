/* bastide-player-row.h
 *
 * Copyright 2026 The Bastide authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "bastide-game.h"

G_BEGIN_DECLS

#define BASTIDE_TYPE_PLAYER_ROW (bastide_player_row_get_type ())

G_DECLARE_FINAL_TYPE (BastidePlayerRow, bastide_player_row, BASTIDE, PLAYER_ROW, GtkListBoxRow)

GtkWidget *bastide_player_row_new    (BastideGame      *game,
                                      guint             player);
guint      bastide_player_row_get_player (BastidePlayerRow *self);
void       bastide_player_row_update (BastidePlayerRow *self,
                                      int               score);

G_END_DECLS
