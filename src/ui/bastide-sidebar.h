/* bastide-sidebar.h
 *
 * Copyright 2026 The Bastide authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "bastide-game.h"
#include "bastide-log-view.h"

G_BEGIN_DECLS

#define BASTIDE_TYPE_SIDEBAR (bastide_sidebar_get_type ())

G_DECLARE_FINAL_TYPE (BastideSidebar, bastide_sidebar, BASTIDE, SIDEBAR, AdwBin)

GtkWidget *bastide_sidebar_new            (void);
void       bastide_sidebar_set_game       (BastideSidebar *self,
                                           BastideGame    *game);
void       bastide_sidebar_set_prompt     (BastideSidebar *self,
                                           const char     *prompt);
void       bastide_sidebar_set_rotation   (BastideSidebar *self,
                                           guint           rotation);
void       bastide_sidebar_hold_points    (BastideSidebar *self,
                                           const int      *points);
void       bastide_sidebar_release_points (BastideSidebar *self,
                                           const int      *points);
int        bastide_sidebar_get_shown_score (BastideSidebar *self,
                                           guint           player);
void       bastide_sidebar_show_remaining (BastideSidebar *self);
BastideLogView *bastide_sidebar_get_log_view (BastideSidebar *self);
void       bastide_sidebar_show_log       (BastideSidebar *self);
void       bastide_sidebar_set_inspected_square (BastideSidebar *self,
                                                 int             x,
                                                 int             y);

G_END_DECLS
