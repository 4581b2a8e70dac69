/* bastide-window-private.h: what the window's files share
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
 *
 *
 * The window is split along its parts: the game's flow and the turn bar
 * (bastide-window.c), saving, opening and resuming games
 * (bastide-window-files.c) and network games (bastide-window-net.c).
 */

#pragma once

#include <adwaita.h>

#include "bastide-board-view.h"
#include "bastide-color-swatch.h"
#include "bastide-hint.h"
#include "bastide-net-bar.h"
#include "bastide-net-session.h"
#include "bastide-new-game-dialog.h"
#include "bastide-sidebar.h"
#include "bastide-window.h"

G_BEGIN_DECLS

struct _BastideWindow
{
  AdwApplicationWindow  parent_instance;

  /* Template widgets */
  AdwHeaderBar         *header_bar;
  GtkMenuButton        *primary_menu_button;
  AdwWindowTitle       *window_title;
  GtkWidget            *history_box;
  GtkWidget            *hint_button;
  GtkWidget            *sidebar_button;
  AdwToastOverlay      *toast_overlay;
  AdwToastOverlay      *board_toast_overlay;
  GtkStack             *main_stack;
  AdwStatusPage        *welcome_page;
  GtkWidget            *welcome_new_button;
  AdwFlap              *flap;
  BastideBoardView     *board;
  GtkRevealer          *turn_revealer;
  GtkWidget            *turn_bar;
  GtkWidget            *rotate_box;
  BastideColorSwatch   *turn_swatch;
  GtkLabel             *turn_prompt;
  GtkWidget            *recall_button;
  GtkButton            *skip_button;
  GtkButton            *confirm_button;
  GtkWidget            *zoom_box;
  int                   turn_bar_room;      /* the width the turn bar was laid out for */
  int                   turn_buttons_width; /* its most buttons in one step */
  guint                 turn_layout_source;
  BastideSidebar       *sidebar;
  BastideNetBar        *net_bar;

  BastideGame          *game;
  BastideNetSession    *session;        /* a network game, hosted or joined */
  guint                 step_source;
  gboolean              summary_pending;
  GtkWidget            *summary;
  int                   held[BASTIDE_MAX_PLAYERS];
  GString              *wheel_news;
  int                   wheel_points[BASTIDE_MAX_PLAYERS];
  guint                 wheel_source;
  BastideHint          *hint;
  GtkWidget            *resume_dialog;

  /* what to do once the game in progress is saved or let go: open this
   * file, or (NULL) start a new game */
  gboolean              replacing;
  GFile                *replacement;
};

/* bastide-window.c */
GSettings *bastide_window_get_settings        (BastideWindow     *self);
void       bastide_window_show_toast          (BastideWindow     *self,
                                               const char        *text,
                                               guint              timeout);
void       bastide_window_show_error          (BastideWindow     *self,
                                               const char        *heading,
                                               const char        *body);
void       bastide_window_update_title        (BastideWindow     *self);
void       bastide_window_update_turn_ui      (BastideWindow     *self);

/* bastide-window-files.c */
void       bastide_window_replace_game        (BastideWindow     *self);
void       bastide_window_open_action         (GSimpleAction     *action,
                                               GVariant          *parameter,
                                               gpointer           user_data);
void       bastide_window_save_action         (GSimpleAction     *action,
                                               GVariant          *parameter,
                                               gpointer           user_data);
void       bastide_window_save_as_action      (GSimpleAction     *action,
                                               GVariant          *parameter,
                                               gpointer           user_data);
void       bastide_window_edit_position_action (GSimpleAction    *action,
                                               GVariant          *parameter,
                                               gpointer           user_data);

/* bastide-window-net.c */
void       bastide_window_set_session         (BastideWindow     *self,
                                               BastideNetSession *session);
void       bastide_window_host_resumed_game   (BastideWindow     *self,
                                               BastideGame       *game);
void       bastide_window_host_game_cb        (BastideWindow     *self,
                                               BastideNewGameDialog *dialog);
void       bastide_window_join_action         (GSimpleAction     *action,
                                               GVariant          *parameter,
                                               gpointer           user_data);

G_END_DECLS
