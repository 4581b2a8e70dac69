/* bastide-wheel-view.h
 *
 * Copyright 2026 The Bastide authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "bastide-game.h"

G_BEGIN_DECLS

#define BASTIDE_TYPE_WHEEL_VIEW (bastide_wheel_view_get_type ())

G_DECLARE_FINAL_TYPE (BastideWheelView, bastide_wheel_view, BASTIDE, WHEEL_VIEW, GtkWidget)

GtkWidget *bastide_wheel_view_new      (void);
void       bastide_wheel_view_set_game (BastideWheelView *self,
                                        BastideGame      *game);

G_END_DECLS
