/* bastide-toast.c: toasts that show their text as it is
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * libadwaita reads a toast's title as Pango markup. The text of a toast
 * often holds a player's name or a message naming a file, both from files
 * strangers send, so it is escaped here, once for every toast.
 */

#include "config.h"

#include "bastide-toast.h"

/**
 * bastide_toast_new:
 * @text: plain text, shown as it is
 * @timeout: seconds, or 0 to stay until dismissed
 *
 * Returns: (transfer full): a new toast
 */
AdwToast *
bastide_toast_new (const char *text,
                   guint       timeout)
{
  g_autofree char *title = g_markup_escape_text (text, -1);
  AdwToast *toast = adw_toast_new (title);

  adw_toast_set_timeout (toast, timeout);
  return toast;
}
