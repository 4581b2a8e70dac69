/* bastide-tooltips.h: tooltips that make way for the popovers they explain,
 * and show what a label cuts short
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

void bastide_tooltips_hide_under_popover (GtkWidget *owner);
void bastide_tooltips_show_cut_label     (GtkLabel  *label);

G_END_DECLS
