/* bastide-tile-count.c: how many copies of a tile type are left in the pile
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bastide-model"

#include "config.h"

#include "bastide-tile-count.h"

#include "bastide-model-private.h"

struct _BastideTileCount
{
  GObject parent_instance;

  guint tile_type;
  guint count;
};

G_DEFINE_FINAL_TYPE (BastideTileCount, bastide_tile_count, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_TILE_TYPE,
  PROP_COUNT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
bastide_tile_count_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  BastideTileCount *self = BASTIDE_TILE_COUNT (object);

  switch (prop_id)
    {
    case PROP_TILE_TYPE:
      g_value_set_uint (value, self->tile_type);
      break;
    case PROP_COUNT:
      g_value_set_uint (value, self->count);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bastide_tile_count_class_init (BastideTileCountClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = bastide_tile_count_get_property;

  /**
   * BastideTileCount:tile-type:
   *
   * The catalogue index of the tile type (bastide_catalogue_get()).
   */
  properties[PROP_TILE_TYPE] =
    g_param_spec_uint ("tile-type", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  /**
   * BastideTileCount:count:
   *
   * Copies still in the pile (the tile in hand is not counted).
   */
  properties[PROP_COUNT] =
    g_param_spec_uint ("count", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
bastide_tile_count_init (BastideTileCount *self)
{
}

BastideTileCount *
bastide_tile_count_new (guint tile_type,
                        guint count)
{
  BastideTileCount *self = g_object_new (BASTIDE_TYPE_TILE_COUNT, NULL);

  self->tile_type = tile_type;
  self->count = count;
  return self;
}

void
bastide_tile_count_set_count (BastideTileCount *self,
                              guint             count)
{
  if (self->count == count)
    return;
  self->count = count;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COUNT]);
}

guint
bastide_tile_count_get_tile_type (BastideTileCount *self)
{
  g_return_val_if_fail (BASTIDE_IS_TILE_COUNT (self), 0);
  return self->tile_type;
}

guint
bastide_tile_count_get_count (BastideTileCount *self)
{
  g_return_val_if_fail (BASTIDE_IS_TILE_COUNT (self), 0);
  return self->count;
}
