/* bastide-editor-puzzle-panel.h: a scenario's puzzle: goal, texts, test
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "bastide-puzzle.h"

G_BEGIN_DECLS

#define BASTIDE_TYPE_EDITOR_PUZZLE_PANEL (bastide_editor_puzzle_panel_get_type ())

G_DECLARE_FINAL_TYPE (BastideEditorPuzzlePanel, bastide_editor_puzzle_panel, BASTIDE, EDITOR_PUZZLE_PANEL, AdwBin)

GtkWidget            *bastide_editor_puzzle_panel_new            (void);
void                  bastide_editor_puzzle_panel_set_puzzle     (BastideEditorPuzzlePanel *self,
                                                                  BastidePuzzle            *puzzle,
                                                                  gboolean                  enabled);
BastidePuzzle        *bastide_editor_puzzle_panel_get_puzzle     (BastideEditorPuzzlePanel *self);
gboolean              bastide_editor_puzzle_panel_get_enabled    (BastideEditorPuzzlePanel *self);
void                  bastide_editor_puzzle_panel_set_enabled    (BastideEditorPuzzlePanel *self,
                                                                  gboolean                  enabled);
gboolean              bastide_editor_puzzle_panel_set_goal       (BastideEditorPuzzlePanel *self,
                                                                  BastidePuzzleGoal         goal,
                                                                  const char               *target);

/* The candidate answer: the move chosen in the analysis, the cells marked
 * on the board, or yes/no */
void                  bastide_editor_puzzle_panel_set_candidate_move (BastideEditorPuzzlePanel *self,
                                                                  const BastideTurn        *turn);
void                  bastide_editor_puzzle_panel_set_marks      (BastideEditorPuzzlePanel *self,
                                                                  GArray                   *cells);
void                  bastide_editor_puzzle_panel_set_verdict    (BastideEditorPuzzlePanel *self,
                                                                  gboolean                  yes);

/* Checks the candidate with the engine; the result is shown and returned */
BastidePuzzleResult  *bastide_editor_puzzle_panel_test           (BastideEditorPuzzlePanel *self,
                                                                  GError                  **error);
/* Searches for a right answer in a thread; ::solved follows */
void                  bastide_editor_puzzle_panel_solve          (BastideEditorPuzzlePanel *self);
const char           *bastide_editor_puzzle_panel_get_result_text (BastideEditorPuzzlePanel *self);

G_END_DECLS
