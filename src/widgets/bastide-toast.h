/* bastide-toast.h: toasts that show their text as it is
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

AdwToast *bastide_toast_new (const char *text,
                             guint       timeout);

G_END_DECLS
