/* bastide-piece-icon.h
 *
 * Copyright 2026 The Bastide authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "bastide-model-types.h"

G_BEGIN_DECLS

#define BASTIDE_TYPE_PIECE_ICON (bastide_piece_icon_get_type ())

G_DECLARE_FINAL_TYPE (BastidePieceIcon, bastide_piece_icon, BASTIDE, PIECE_ICON, GtkWidget)

GtkWidget *bastide_piece_icon_new       (BastidePieceKind  kind,
                                         BastideColor      color);
void       bastide_piece_icon_set_color (BastidePieceIcon *self,
                                         BastideColor      color);

G_END_DECLS
