/* bastide-tile-cache.c: tile images at a board's zoom
 *
 * Copyright 2026 The Bastide authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Drawing a tile with render's vector code costs far more than painting an
 * image, so the game's board view and the editor's canvas each keep one
 * image per (tile type, rotation) at the current cell size and only paint
 * those. Changing the size drops every image; they are drawn again the
 * first time they are needed, so only the tiles actually on screen are
 * ever rendered. The wheel board, which changes with the pig and the
 * crowns, is kept as one image with the position it shows. Pieces too are
 * kept as images, one per kind, colour and pose, at the size they have on
 * a cell of that size. Only cairo and GLib: no window is needed.
 */

#define G_LOG_DOMAIN "bastide-tile-cache"

#include "config.h"

#include <math.h>
#include <string.h>

#include "bastide-render.h"
#include "bastide-tile-cache.h"

typedef struct
{
  guint8 pig;
  gint8 crowns[BASTIDE_N_SECTORS][2];
  BastideColor colors[BASTIDE_MAX_PLAYERS];
} WheelKey;

struct _BastideTileCache
{
  int               size;          /* device pixels per cell */
  double            scale;         /* device pixels per logical pixel */
  guint             n_types;
  cairo_surface_t **tiles;         /* n_types × 4 */
  cairo_surface_t  *wheel;
  WheelKey          wheel_key;
  cairo_surface_t  *pieces[BASTIDE_N_PIECE_KINDS][BASTIDE_N_COLORS][2];
  guint             n_rendered;
};

static void
clear (BastideTileCache *self)
{
  for (guint i = 0; i < self->n_types * 4; i++)
    g_clear_pointer (&self->tiles[i], cairo_surface_destroy);
  g_clear_pointer (&self->wheel, cairo_surface_destroy);
  for (guint k = 0; k < BASTIDE_N_PIECE_KINDS; k++)
    for (guint c = 0; c < BASTIDE_N_COLORS; c++)
      for (guint p = 0; p < 2; p++)
        g_clear_pointer (&self->pieces[k][c][p], cairo_surface_destroy);
}

BastideTileCache *
bastide_tile_cache_new (void)
{
  BastideTileCache *self = g_new0 (BastideTileCache, 1);

  self->n_types = bastide_catalogue ()->n_types;
  self->tiles = g_new0 (cairo_surface_t *, self->n_types * 4);
  self->size = 96;
  self->scale = 1;

  return self;
}

void
bastide_tile_cache_free (BastideTileCache *self)
{
  if (self == NULL)
    return;

  clear (self);
  g_free (self->tiles);
  g_free (self);
}

/* Logical pixels per cell of the cached images. */
int
bastide_tile_cache_get_size (BastideTileCache *self)
{
  return self->size;
}

double
bastide_tile_cache_get_scale (BastideTileCache *self)
{
  return self->scale;
}

/**
 * bastide_tile_cache_set_size:
 * @self: a #BastideTileCache
 * @size: logical pixels per cell
 * @scale: the display's scale factor
 *
 * Sets the size of the images; a new size drops the old images.
 */
void
bastide_tile_cache_set_size (BastideTileCache *self,
                             int               size,
                             double            scale)
{
  size = MAX (size, 4);
  scale = MAX (scale, 1);

  if (size == self->size && scale == self->scale)
    return;

  clear (self);
  self->size = size;
  self->scale = scale;
}

static cairo_surface_t *
new_surface (BastideTileCache *self,
             double            units)
{
  int pixels = (int) ceil (self->size * self->scale * units);
  cairo_surface_t *surface;

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, pixels, pixels);
  cairo_surface_set_device_scale (surface, self->scale, self->scale);

  return surface;
}

/**
 * bastide_tile_cache_get_tile:
 * @self: a #BastideTileCache
 * @type_index: a catalogue tile type
 * @rot: quarter turns clockwise
 *
 * Returns: (transfer none): the tile's image, size × size logical pixels
 *   (times 4 for the wheel board)
 */
cairo_surface_t *
bastide_tile_cache_get_tile (BastideTileCache *self,
                             guint             type_index,
                             guint             rot)
{
  cairo_surface_t **slot;

  g_return_val_if_fail (type_index < self->n_types, NULL);

  slot = &self->tiles[type_index * 4 + (rot & 3)];
  if (*slot == NULL)
    {
      double units = bastide_render_tile_units (type_index);
      cairo_t *cr;

      *slot = new_surface (self, units);
      cr = cairo_create (*slot);
      bastide_render_tile (cr, type_index, rot & 3, self->size * units);
      cairo_destroy (cr);
      self->n_rendered++;
    }

  return *slot;
}

/**
 * bastide_tile_cache_get_wheel:
 * @self: a #BastideTileCache
 * @pig: the sector the pig stands on
 * @crowns: the owner on each crown space, or -1 (as BastideState.crowns)
 * @colors: (array fixed-size=6): player colours
 *
 * Returns: (transfer none): the wheel board, 4 × size logical pixels square
 */
cairo_surface_t *
bastide_tile_cache_get_wheel (BastideTileCache   *self,
                              BastideSector       pig,
                              const gint8         crowns[BASTIDE_N_SECTORS][2],
                              const BastideColor *colors)
{
  WheelKey key;
  cairo_t *cr;

  memset (&key, 0, sizeof key);
  key.pig = pig;
  memcpy (key.crowns, crowns, sizeof key.crowns);
  memcpy (key.colors, colors, sizeof key.colors);

  if (self->wheel != NULL && memcmp (&key, &self->wheel_key, sizeof key) == 0)
    return self->wheel;

  g_clear_pointer (&self->wheel, cairo_surface_destroy);
  self->wheel_key = key;
  self->wheel = new_surface (self, BASTIDE_WHEEL_SIZE);

  cr = cairo_create (self->wheel);
  bastide_render_wheel_board (cr, self->size * BASTIDE_WHEEL_SIZE,
                              pig, crowns, colors);
  cairo_destroy (cr);
  self->n_rendered++;

  return self->wheel;
}

/* A piece is drawn this tall on a cell of `size` pixels. */
#define PIECE_HEIGHT 0.3
/* Its image is a square this many piece heights wide: room for a mayor,
 * a wagon or a lying farmer, and their shadow. */
#define PIECE_BOX 2.0

/**
 * bastide_tile_cache_get_piece:
 * @self: a #BastideTileCache
 * @kind: the piece
 * @color: its owner's colour
 * @lying: a farmer lies down
 * @origin: (out): where the piece's centre lies in the image, in logical
 *   pixels from its top-left corner (in both directions)
 *
 * Returns: (transfer none): the piece's image, at the height pieces have
 *   on a cell of the cache's size
 */
cairo_surface_t *
bastide_tile_cache_get_piece (BastideTileCache *self,
                              BastidePieceKind  kind,
                              BastideColor      color,
                              gboolean          lying,
                              double           *origin)
{
  cairo_surface_t **slot;
  double height = self->size * PIECE_HEIGHT;
  double box = ceil (height * PIECE_BOX);

  g_return_val_if_fail (kind < BASTIDE_N_PIECE_KINDS, NULL);
  g_return_val_if_fail (color < BASTIDE_N_COLORS, NULL);

  *origin = box / 2;
  slot = &self->pieces[kind][color][lying ? 1 : 0];
  if (*slot == NULL)
    {
      int pixels = (int) ceil (box * self->scale);
      cairo_t *cr;

      *slot = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, pixels, pixels);
      cairo_surface_set_device_scale (*slot, self->scale, self->scale);
      cr = cairo_create (*slot);
      bastide_render_piece (cr, kind, color,
                            lying ? BASTIDE_RENDER_LYING : BASTIDE_RENDER_STANDING,
                            box / 2, box / 2, height);
      cairo_destroy (cr);
      self->n_rendered++;
    }

  return *slot;
}

/* How many images were drawn so far: for tests and benchmarks. */
guint
bastide_tile_cache_get_n_rendered (BastideTileCache *self)
{
  return self->n_rendered;
}
