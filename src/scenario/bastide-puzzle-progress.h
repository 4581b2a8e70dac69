/* bastide-puzzle-progress.h: which puzzles the player has solved
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

#define BASTIDE_TYPE_PUZZLE_PROGRESS (bastide_puzzle_progress_get_type ())

G_DECLARE_FINAL_TYPE (BastidePuzzleProgress, bastide_puzzle_progress, BASTIDE, PUZZLE_PROGRESS, GObject)

BastidePuzzleProgress *bastide_puzzle_progress_new          (void);
BastidePuzzleProgress *bastide_puzzle_progress_new_for_path (const char            *path);
const char            *bastide_puzzle_progress_get_path     (BastidePuzzleProgress *self);
gboolean               bastide_puzzle_progress_is_solved    (BastidePuzzleProgress *self,
                                                             const char            *id);
gboolean               bastide_puzzle_progress_set_solved   (BastidePuzzleProgress *self,
                                                             const char            *id,
                                                             gboolean               solved,
                                                             GError               **error);
guint                  bastide_puzzle_progress_get_n_solved (BastidePuzzleProgress *self);
char                 **bastide_puzzle_progress_dup_solved   (BastidePuzzleProgress *self);
gboolean               bastide_puzzle_progress_reset        (BastidePuzzleProgress *self,
                                                             GError               **error);

G_END_DECLS
