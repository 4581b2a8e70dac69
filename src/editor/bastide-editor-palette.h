/* bastide-editor-palette.h: the tiles of the chosen sets, to pick from
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "bastide-scenario.h"

G_BEGIN_DECLS

#define BASTIDE_TYPE_EDITOR_PALETTE (bastide_editor_palette_get_type ())

G_DECLARE_FINAL_TYPE (BastideEditorPalette, bastide_editor_palette, BASTIDE, EDITOR_PALETTE, GtkBox)

GtkWidget       *bastide_editor_palette_new               (void);
void             bastide_editor_palette_set_scenario      (BastideEditorPalette *self,
                                                           BastideScenario      *scenario);
int              bastide_editor_palette_get_selected_type (BastideEditorPalette *self);
gboolean         bastide_editor_palette_select_type       (BastideEditorPalette *self,
                                                           int                   type);
gboolean         bastide_editor_palette_select_id         (BastideEditorPalette *self,
                                                           const char           *id);
void             bastide_editor_palette_select_next       (BastideEditorPalette *self,
                                                           int                   direction);
void             bastide_editor_palette_set_search        (BastideEditorPalette *self,
                                                           const char           *text);
guint            bastide_editor_palette_get_n_shown       (BastideEditorPalette *self);
int              bastide_editor_palette_get_remaining     (BastideEditorPalette *self,
                                                           int                   type);
void             bastide_editor_palette_focus_search      (BastideEditorPalette *self);

G_END_DECLS
