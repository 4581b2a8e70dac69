/* bastide-i18n.h: the text domain every part of Bastide translates through
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

void      bastide_i18n_init     (void);

G_END_DECLS
