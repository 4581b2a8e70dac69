/* bastide-palette-tile.h: one tile type of the editor's palette
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

#define BASTIDE_TYPE_PALETTE_TILE (bastide_palette_tile_get_type ())

G_DECLARE_FINAL_TYPE (BastidePaletteTile, bastide_palette_tile, BASTIDE, PALETTE_TILE, GObject)

BastidePaletteTile *bastide_palette_tile_new           (guint               type,
                                                        const char         *id,
                                                        int                 remaining);
guint               bastide_palette_tile_get_tile_type (BastidePaletteTile *self);
const char         *bastide_palette_tile_get_id        (BastidePaletteTile *self);
int                 bastide_palette_tile_get_remaining (BastidePaletteTile *self);
void                bastide_palette_tile_set_remaining (BastidePaletteTile *self,
                                                        int                 remaining);

G_END_DECLS
