/* bastide-palette-tile.c: one tile type of the editor's palette
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The items of the palette's list model: a tile type, its id (what the
 * search matches) and the copies still free, which change with every edit.
 */

#include "config.h"

#include "bastide-palette-tile.h"

struct _BastidePaletteTile
{
  GObject  parent_instance;

  guint    type;
  char    *id;
  int      remaining;
};

G_DEFINE_FINAL_TYPE (BastidePaletteTile, bastide_palette_tile, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_TILE_TYPE,
  PROP_ID,
  PROP_REMAINING,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
bastide_palette_tile_finalize (GObject *object)
{
  BastidePaletteTile *self = BASTIDE_PALETTE_TILE (object);

  g_free (self->id);

  G_OBJECT_CLASS (bastide_palette_tile_parent_class)->finalize (object);
}

static void
bastide_palette_tile_get_property (GObject    *object,
                                   guint       prop_id,
                                   GValue     *value,
                                   GParamSpec *pspec)
{
  BastidePaletteTile *self = BASTIDE_PALETTE_TILE (object);

  switch (prop_id)
    {
    case PROP_TILE_TYPE:
      g_value_set_uint (value, self->type);
      break;
    case PROP_ID:
      g_value_set_string (value, self->id);
      break;
    case PROP_REMAINING:
      g_value_set_int (value, self->remaining);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bastide_palette_tile_set_property (GObject      *object,
                                   guint         prop_id,
                                   const GValue *value,
                                   GParamSpec   *pspec)
{
  BastidePaletteTile *self = BASTIDE_PALETTE_TILE (object);

  switch (prop_id)
    {
    case PROP_TILE_TYPE:
      self->type = g_value_get_uint (value);
      break;
    case PROP_ID:
      self->id = g_value_dup_string (value);
      break;
    case PROP_REMAINING:
      bastide_palette_tile_set_remaining (self, g_value_get_int (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bastide_palette_tile_class_init (BastidePaletteTileClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = bastide_palette_tile_finalize;
  object_class->get_property = bastide_palette_tile_get_property;
  object_class->set_property = bastide_palette_tile_set_property;

  properties[PROP_TILE_TYPE] =
    g_param_spec_uint ("tile-type", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ID] =
    g_param_spec_string ("id", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  /* negative when the board and the pile use more copies than the sets hold */
  properties[PROP_REMAINING] =
    g_param_spec_int ("remaining", NULL, NULL, G_MININT, G_MAXINT, 0,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
bastide_palette_tile_init (BastidePaletteTile *self)
{
}

BastidePaletteTile *
bastide_palette_tile_new (guint       type,
                          const char *id,
                          int         remaining)
{
  return g_object_new (BASTIDE_TYPE_PALETTE_TILE,
                       "tile-type", type,
                       "id", id,
                       "remaining", remaining,
                       NULL);
}

guint
bastide_palette_tile_get_tile_type (BastidePaletteTile *self)
{
  g_return_val_if_fail (BASTIDE_IS_PALETTE_TILE (self), 0);
  return self->type;
}

const char *
bastide_palette_tile_get_id (BastidePaletteTile *self)
{
  g_return_val_if_fail (BASTIDE_IS_PALETTE_TILE (self), NULL);
  return self->id;
}

int
bastide_palette_tile_get_remaining (BastidePaletteTile *self)
{
  g_return_val_if_fail (BASTIDE_IS_PALETTE_TILE (self), 0);
  return self->remaining;
}

void
bastide_palette_tile_set_remaining (BastidePaletteTile *self,
                                    int                 remaining)
{
  g_return_if_fail (BASTIDE_IS_PALETTE_TILE (self));

  if (self->remaining == remaining)
    return;
  self->remaining = remaining;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_REMAINING]);
}
