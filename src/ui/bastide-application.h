/* bastide-application.h
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

#include "bastide-game.h"

G_BEGIN_DECLS

#define BASTIDE_TYPE_APPLICATION (bastide_application_get_type ())

G_DECLARE_FINAL_TYPE (BastideApplication, bastide_application, BASTIDE, APPLICATION, AdwApplication)

BastideApplication *bastide_application_new          (void);
GSettings          *bastide_application_get_settings (BastideApplication *self);
void                bastide_application_edit_game    (BastideApplication *self,
                                                      BastideGame        *game);
void                bastide_application_play_game    (BastideApplication *self,
                                                      BastideGame        *game);
void                bastide_application_review_file  (BastideApplication *self,
                                                      GFile              *file,
                                                      GtkWindow          *parent);
void                bastide_application_review_game  (BastideApplication *self,
                                                      BastideGame        *game,
                                                      GtkWindow          *parent);

G_END_DECLS
