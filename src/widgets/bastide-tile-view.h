/* bastide-tile-view.h
 *
 * Copyright 2026 The Bastide authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define BASTIDE_TYPE_TILE_VIEW (bastide_tile_view_get_type ())

G_DECLARE_FINAL_TYPE (BastideTileView, bastide_tile_view, BASTIDE, TILE_VIEW, GtkWidget)

GtkWidget *bastide_tile_view_new           (int              tile_type);
int        bastide_tile_view_get_tile_type (BastideTileView *self);
void       bastide_tile_view_set_tile_type (BastideTileView *self,
                                            int              tile_type);
guint      bastide_tile_view_get_rotation  (BastideTileView *self);
void       bastide_tile_view_set_rotation  (BastideTileView *self,
                                            guint            rotation);

G_END_DECLS
