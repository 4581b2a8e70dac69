/* bastide-editor-ui.c: the editor widgets' resources
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "bastide-editor-ui.h"

#include "bastide-editor-ui-resources.h"

void
bastide_editor_ui_ensure_resources (void)
{
  static gsize done = 0;

  /* Referring to the resource keeps its object file, and the constructor
   * that registers it, in every program linking the editor. */
  if (g_once_init_enter (&done))
    {
      (void) bastide_editor_ui_get_resource ();
      g_once_init_leave (&done, 1);
    }
}
