/* bastide-editor-window.h: the scenario editor
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "bastide-editor-analysis.h"
#include "bastide-editor-canvas.h"
#include "bastide-editor-palette.h"
#include "bastide-editor-puzzle-panel.h"
#include "bastide-game.h"
#include "bastide-puzzle.h"
#include "bastide-scenario.h"

G_BEGIN_DECLS

#define BASTIDE_TYPE_EDITOR_WINDOW (bastide_editor_window_get_type ())

G_DECLARE_FINAL_TYPE (BastideEditorWindow, bastide_editor_window, BASTIDE, EDITOR_WINDOW, AdwApplicationWindow)

BastideEditorWindow      *bastide_editor_window_new              (GtkApplication      *application);
BastideEditorWindow      *bastide_editor_window_new_from_game    (GtkApplication      *application,
                                                                  BastideGame         *game,
                                                                  GError             **error);

BastideScenario          *bastide_editor_window_get_scenario     (BastideEditorWindow *self);
void                      bastide_editor_window_set_scenario     (BastideEditorWindow *self,
                                                                  BastideScenario     *scenario);
BastidePuzzle            *bastide_editor_window_get_puzzle       (BastideEditorWindow *self);
gboolean                  bastide_editor_window_open_file        (BastideEditorWindow *self,
                                                                  GFile               *file,
                                                                  GError             **error);
gboolean                  bastide_editor_window_save_to_file     (BastideEditorWindow *self,
                                                                  GFile               *file,
                                                                  GError             **error);
GFile                    *bastide_editor_window_get_file         (BastideEditorWindow *self);

BastideEditorCanvas      *bastide_editor_window_get_canvas       (BastideEditorWindow *self);
BastideEditorPalette     *bastide_editor_window_get_palette      (BastideEditorWindow *self);
BastideEditorAnalysis    *bastide_editor_window_get_analysis     (BastideEditorWindow *self);
BastideEditorPuzzlePanel *bastide_editor_window_get_puzzle_panel (BastideEditorWindow *self);

/* The side panel's pages: "position", "problems", "analysis", "puzzle" */
void                      bastide_editor_window_show_page        (BastideEditorWindow *self,
                                                                  const char          *name);
/* The sentences of the problems list, as shown */
char                    **bastide_editor_window_dup_problem_texts (BastideEditorWindow *self);
void                      bastide_editor_window_activate_problem (BastideEditorWindow *self,
                                                                  guint                index);
/* Play from Here: the seat dialog (NULL when the position has problems) */
GtkWindow                *bastide_editor_window_play             (BastideEditorWindow *self);

G_END_DECLS
