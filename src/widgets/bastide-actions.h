/* bastide-actions.h: the windows' action tables
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

void bastide_action_map_set_enabled (GActionMap *map,
                                     const char *name,
                                     gboolean    enabled);

G_END_DECLS
