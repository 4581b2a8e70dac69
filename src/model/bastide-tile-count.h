/* bastide-tile-count.h: how many copies of a tile type are left in the pile
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The items of bastide_game_get_remaining_tiles(). The game keeps them up
 * to date: :count changes as tiles are drawn (and come back on undo).
 */

#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

#define BASTIDE_TYPE_TILE_COUNT (bastide_tile_count_get_type ())

G_DECLARE_FINAL_TYPE (BastideTileCount, bastide_tile_count, BASTIDE, TILE_COUNT, GObject)

guint bastide_tile_count_get_tile_type (BastideTileCount *self);
guint bastide_tile_count_get_count     (BastideTileCount *self);

G_END_DECLS
