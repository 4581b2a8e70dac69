/* bastide-accessible.h: names for the controls screen readers meet
 *
 * Copyright 2026 The Bastide authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

void     bastide_accessible_name_controls      (GtkWidget   *root);
void     bastide_accessible_watch_toplevels    (void);
void     bastide_accessible_name_drop_down     (GtkDropDown *dropdown,
                                                const char  *name);

G_END_DECLS
