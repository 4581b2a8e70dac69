/* bastide-tile-cache.h
 *
 * Copyright 2026 The Bastide authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <cairo.h>
#include <glib.h>

#include "bastide-record.h"
#include "bastide-state.h"

G_BEGIN_DECLS

typedef struct _BastideTileCache BastideTileCache;

BastideTileCache *bastide_tile_cache_new       (void);
void              bastide_tile_cache_free      (BastideTileCache    *self);

int               bastide_tile_cache_get_size  (BastideTileCache    *self);
double            bastide_tile_cache_get_scale (BastideTileCache    *self);
void              bastide_tile_cache_set_size  (BastideTileCache    *self,
                                                int                  size,
                                                double               scale);
cairo_surface_t  *bastide_tile_cache_get_tile  (BastideTileCache    *self,
                                                guint                type_index,
                                                guint                rot);
cairo_surface_t  *bastide_tile_cache_get_wheel (BastideTileCache    *self,
                                                BastideSector        pig,
                                                const gint8          crowns[BASTIDE_N_SECTORS][2],
                                                const BastideColor  *colors);
cairo_surface_t  *bastide_tile_cache_get_piece (BastideTileCache    *self,
                                                BastidePieceKind     kind,
                                                BastideColor         color,
                                                gboolean             lying,
                                                double              *origin);
guint             bastide_tile_cache_get_n_rendered (BastideTileCache *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BastideTileCache, bastide_tile_cache_free)

G_END_DECLS
