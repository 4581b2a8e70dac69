/* bastide-window.h
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
 */

#pragma once

#include <adwaita.h>

#include "bastide-application.h"
#include "bastide-board-view.h"
#include "bastide-hint.h"
#include "bastide-game.h"
#include "bastide-net-session.h"
#include "bastide-sidebar.h"

G_BEGIN_DECLS

#define BASTIDE_TYPE_WINDOW (bastide_window_get_type ())

G_DECLARE_FINAL_TYPE (BastideWindow, bastide_window, BASTIDE, WINDOW, AdwApplicationWindow)

BastideWindow    *bastide_window_new                  (BastideApplication *application);
BastideGame      *bastide_window_get_game             (BastideWindow      *self);
void              bastide_window_set_game             (BastideWindow      *self,
                                                       BastideGame        *game);
BastideBoardView *bastide_window_get_board            (BastideWindow      *self);
BastideHint      *bastide_window_get_hint             (BastideWindow      *self);
BastideSidebar   *bastide_window_get_sidebar          (BastideWindow      *self);
/* The network game the window takes part in, or NULL. */
BastideNetSession *bastide_window_get_session        (BastideWindow      *self);
gboolean          bastide_window_open_file            (BastideWindow      *self,
                                                       GFile              *file);
GtkWindow        *bastide_window_show_new_game_dialog (BastideWindow      *self);
void              bastide_window_new_game             (BastideWindow      *self);
void              bastide_window_open                 (BastideWindow      *self,
                                                       GFile              *file);
GtkWindow        *bastide_window_offer_resume         (BastideWindow      *self);

G_END_DECLS
