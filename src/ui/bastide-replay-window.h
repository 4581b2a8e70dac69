/* bastide-replay-window.h: going back over a game, turn by turn
 *
 * Copyright 2026 The Bastide authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "bastide-board-view.h"
#include "bastide-replay.h"

G_BEGIN_DECLS

#define BASTIDE_TYPE_REPLAY_WINDOW (bastide_replay_window_get_type ())

G_DECLARE_FINAL_TYPE (BastideReplayWindow, bastide_replay_window, BASTIDE, REPLAY_WINDOW, AdwApplicationWindow)

/* @title names what is replayed (a file's name, "The game in progress"). */
BastideReplayWindow *bastide_replay_window_new        (GtkApplication      *application,
                                                       BastideReplay       *replay,
                                                       const char          *title);
BastideReplay       *bastide_replay_window_get_replay (BastideReplayWindow *self);
BastideBoardView    *bastide_replay_window_get_board  (BastideReplayWindow *self);

G_END_DECLS
