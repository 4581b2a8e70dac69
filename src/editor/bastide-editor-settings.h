/* bastide-editor-settings.h: game, players and pile of a scenario
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "bastide-scenario.h"

G_BEGIN_DECLS

#define BASTIDE_TYPE_EDITOR_SETTINGS (bastide_editor_settings_get_type ())

G_DECLARE_FINAL_TYPE (BastideEditorSettings, bastide_editor_settings, BASTIDE, EDITOR_SETTINGS, AdwBin)

GtkWidget *bastide_editor_settings_new              (void);
void       bastide_editor_settings_set_scenario     (BastideEditorSettings *self,
                                                     BastideScenario       *scenario);
/* The tile "Add to the Pile" adds: the palette's choice, or -1 */
void       bastide_editor_settings_set_palette_tile (BastideEditorSettings *self,
                                                     int                    type);

G_END_DECLS
