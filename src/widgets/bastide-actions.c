/* bastide-actions.c: the windows' action tables
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each window adds one GActionEntry table (a callback an action) to its
 * action map; what may be done now is said by enabling the actions.
 */

#include "config.h"

#include "bastide-actions.h"

/**
 * bastide_action_map_set_enabled:
 * @map: a window's action map, filled from a GActionEntry table
 * @name: an action of that table, without its prefix
 * @enabled: whether it may be activated now
 */
void
bastide_action_map_set_enabled (GActionMap *map,
                                const char *name,
                                gboolean    enabled)
{
  GAction *action = g_action_map_lookup_action (map, name);

  g_return_if_fail (G_IS_SIMPLE_ACTION (action));

  g_simple_action_set_enabled (G_SIMPLE_ACTION (action), enabled);
}
