/* bastide-editor-analysis.h: every move of the top tile, with its points
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "bastide-analysis.h"
#include "bastide-scenario.h"

G_BEGIN_DECLS

#define BASTIDE_TYPE_EDITOR_ANALYSIS (bastide_editor_analysis_get_type ())

G_DECLARE_FINAL_TYPE (BastideEditorAnalysis, bastide_editor_analysis, BASTIDE, EDITOR_ANALYSIS, GtkBox)

GtkWidget             *bastide_editor_analysis_new          (void);
void                   bastide_editor_analysis_set_scenario (BastideEditorAnalysis *self,
                                                             BastideScenario       *scenario);
/* Runs the analysis in a thread; ::done follows (also when refused) */
void                   bastide_editor_analysis_refresh      (BastideEditorAnalysis *self);
gboolean               bastide_editor_analysis_get_busy     (BastideEditorAnalysis *self);
/* Refresh by itself, a moment after each change of the position */
void                   bastide_editor_analysis_set_live     (BastideEditorAnalysis *self,
                                                             gboolean               live);
GArray                *bastide_editor_analysis_get_squares  (BastideEditorAnalysis *self);
const BastideAnalysis *bastide_editor_analysis_get_analysis (BastideEditorAnalysis *self);
void                   bastide_editor_analysis_select_move  (BastideEditorAnalysis *self,
                                                             int                    index);
int                    bastide_editor_analysis_get_selected (BastideEditorAnalysis *self);

G_END_DECLS
