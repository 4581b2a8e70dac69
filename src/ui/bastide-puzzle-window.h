/* bastide-puzzle-window.h: the bundled puzzles, to browse and to solve
 *
 * Copyright 2026 The Bastide authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "bastide-board-view.h"
#include "bastide-editor-canvas.h"
#include "bastide-game.h"
#include "bastide-puzzle.h"
#include "bastide-puzzle-progress.h"

G_BEGIN_DECLS

#define BASTIDE_TYPE_PUZZLE_WINDOW (bastide_puzzle_window_get_type ())

G_DECLARE_FINAL_TYPE (BastidePuzzleWindow, bastide_puzzle_window, BASTIDE, PUZZLE_WINDOW, AdwApplicationWindow)

BastidePuzzleWindow       *bastide_puzzle_window_new            (GtkApplication        *application,
                                                                 BastidePuzzleProgress *progress);
BastidePuzzleProgress     *bastide_puzzle_window_get_progress   (BastidePuzzleWindow   *self);

/* The list */
guint                      bastide_puzzle_window_get_n_puzzles  (BastidePuzzleWindow   *self);
GtkListBoxRow             *bastide_puzzle_window_get_row        (BastidePuzzleWindow   *self,
                                                                 guint                  index);
void                       bastide_puzzle_window_show_list      (BastidePuzzleWindow   *self);

/* Solving: a bundled puzzle by its place in the list, or any puzzle (the
 * editor's "Try It as a Player") */
gboolean                   bastide_puzzle_window_open_puzzle    (BastidePuzzleWindow   *self,
                                                                 guint                  index);
void                       bastide_puzzle_window_play_puzzle    (BastidePuzzleWindow   *self,
                                                                 BastidePuzzle         *puzzle);
BastidePuzzle             *bastide_puzzle_window_get_puzzle     (BastidePuzzleWindow   *self);
BastideGame               *bastide_puzzle_window_get_game       (BastidePuzzleWindow   *self);
BastideBoardView          *bastide_puzzle_window_get_board      (BastidePuzzleWindow   *self);
BastideEditorCanvas       *bastide_puzzle_window_get_canvas     (BastidePuzzleWindow   *self);
int                        bastide_puzzle_window_get_goal_tile  (BastidePuzzleWindow   *self);

/* Answers that are not moves: the marked cells, or a verdict */
void                       bastide_puzzle_window_answer_cells   (BastidePuzzleWindow   *self);
void                       bastide_puzzle_window_answer_legal   (BastidePuzzleWindow   *self,
                                                                 gboolean               legal);
const BastidePuzzleResult *bastide_puzzle_window_get_result     (BastidePuzzleWindow   *self);
void                       bastide_puzzle_window_retry          (BastidePuzzleWindow   *self);
gboolean                   bastide_puzzle_window_next           (BastidePuzzleWindow   *self);

G_END_DECLS
