/* bastide-color-swatch.h
 *
 * Copyright 2026 The Bastide authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "bastide-render.h"

G_BEGIN_DECLS

#define BASTIDE_TYPE_COLOR_SWATCH (bastide_color_swatch_get_type ())

G_DECLARE_FINAL_TYPE (BastideColorSwatch, bastide_color_swatch, BASTIDE, COLOR_SWATCH, GtkWidget)

GtkWidget    *bastide_color_swatch_new       (BastideColor        color);
BastideColor  bastide_color_swatch_get_color (BastideColorSwatch *self);
void          bastide_color_swatch_set_color (BastideColorSwatch *self,
                                              BastideColor        color);

G_END_DECLS
