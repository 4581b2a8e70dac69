/* bastide-editor-ui.h: the editor widgets' resources
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Makes sure the templates and the style sheet of the editor's widgets
 * are registered; every editor widget calls it in class_init. */
void bastide_editor_ui_ensure_resources (void);

G_END_DECLS
