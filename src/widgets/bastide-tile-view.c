/* bastide-tile-view.c: one tile, drawn by render (the tile in hand, the
 * remaining tiles)
 *
 * Copyright 2026 The Bastide authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bastide-tile-view"

#include "config.h"

#include <glib/gi18n.h>

#include "bastide-describe.h"
#include "bastide-render.h"
#include "bastide-tile-view.h"

struct _BastideTileView
{
  GtkWidget        parent_instance;

  int              tile_type;
  guint            rotation;
  cairo_surface_t *image;
  int              image_size;
};

G_DEFINE_FINAL_TYPE (BastideTileView, bastide_tile_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_TILE_TYPE,
  PROP_ROTATION,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The picture in words: the tile edge by edge, as it is turned. */
static void
update_label (BastideTileView *self)
{
  g_autofree char *label = NULL;

  if (self->tile_type >= 0)
    label = bastide_describe_tile (self->tile_type, self->rotation);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label != NULL ? label : _("No tile"),
                                  -1);
}

static void
drop_image (BastideTileView *self)
{
  g_clear_pointer (&self->image, cairo_surface_destroy);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
bastide_tile_view_snapshot (GtkWidget   *widget,
                            GtkSnapshot *snapshot)
{
  BastideTileView *self = BASTIDE_TILE_VIEW (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  int size = MIN (width, height) - 4;
  double x = (width - size) / 2.0;
  double y = (height - size) / 2.0 - 1;
  cairo_t *cr;

  if (size < 4)
    return;

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));

  if (self->tile_type < 0)
    {
      GdkRGBA color;

      /* an empty place: no tile in hand */
      gtk_style_context_get_color (gtk_widget_get_style_context (widget), &color);
      bastide_render_rounded_rectangle (cr, x + 1, y + 1, size - 2, size - 2, size * 0.06);
      cairo_set_source_rgba (cr, color.red, color.green, color.blue, 0.25);
      cairo_set_line_width (cr, 2);
      cairo_set_dash (cr, (double[]) { 6, 4 }, 2, 0);
      cairo_stroke (cr);
      cairo_destroy (cr);
      return;
    }

  if (self->image == NULL || self->image_size != size)
    {
      int scale = gtk_widget_get_scale_factor (widget);
      cairo_t *icr;

      g_clear_pointer (&self->image, cairo_surface_destroy);
      self->image = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, size * scale, size * scale);
      cairo_surface_set_device_scale (self->image, scale, scale);
      self->image_size = size;
      icr = cairo_create (self->image);
      bastide_render_rounded_rectangle (icr, 0, 0, size, size, MAX (2, size * 0.04));
      cairo_clip (icr);
      bastide_render_tile (icr, self->tile_type, self->rotation, size);
      cairo_destroy (icr);
    }

  /* a soft shadow under the tile */
  bastide_render_rounded_rectangle (cr, x + 1, y + 2.5, size, size, MAX (2, size * 0.04));
  cairo_set_source_rgba (cr, 0, 0, 0, 0.22);
  cairo_fill (cr);

  cairo_set_source_surface (cr, self->image, x, y);
  cairo_paint (cr);
  cairo_destroy (cr);
}

static void
bastide_tile_view_measure (GtkWidget      *widget,
                           GtkOrientation  orientation,
                           int             for_size,
                           int            *minimum,
                           int            *natural,
                           int            *minimum_baseline,
                           int            *natural_baseline)
{
  *minimum = 24;
  *natural = 64;
}

static void
bastide_tile_view_dispose (GObject *object)
{
  BastideTileView *self = BASTIDE_TILE_VIEW (object);

  g_clear_pointer (&self->image, cairo_surface_destroy);

  G_OBJECT_CLASS (bastide_tile_view_parent_class)->dispose (object);
}

static void
bastide_tile_view_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  BastideTileView *self = BASTIDE_TILE_VIEW (object);

  switch (prop_id)
    {
    case PROP_TILE_TYPE:
      g_value_set_int (value, self->tile_type);
      break;

    case PROP_ROTATION:
      g_value_set_uint (value, self->rotation);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bastide_tile_view_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  BastideTileView *self = BASTIDE_TILE_VIEW (object);

  switch (prop_id)
    {
    case PROP_TILE_TYPE:
      bastide_tile_view_set_tile_type (self, g_value_get_int (value));
      break;

    case PROP_ROTATION:
      bastide_tile_view_set_rotation (self, g_value_get_uint (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bastide_tile_view_class_init (BastideTileViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bastide_tile_view_dispose;
  object_class->get_property = bastide_tile_view_get_property;
  object_class->set_property = bastide_tile_view_set_property;

  widget_class->snapshot = bastide_tile_view_snapshot;
  widget_class->measure = bastide_tile_view_measure;

  properties[PROP_TILE_TYPE] =
    g_param_spec_int ("tile-type", NULL, NULL,
                      -1, G_MAXINT, -1,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ROTATION] =
    g_param_spec_uint ("rotation", NULL, NULL,
                       0, 3, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "tileview");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
bastide_tile_view_init (BastideTileView *self)
{
  self->tile_type = -1;
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("No tile"),
                                  -1);
}

GtkWidget *
bastide_tile_view_new (int tile_type)
{
  return g_object_new (BASTIDE_TYPE_TILE_VIEW,
                       "tile-type", tile_type,
                       NULL);
}

int
bastide_tile_view_get_tile_type (BastideTileView *self)
{
  g_return_val_if_fail (BASTIDE_IS_TILE_VIEW (self), -1);

  return self->tile_type;
}

void
bastide_tile_view_set_tile_type (BastideTileView *self,
                                 int              tile_type)
{
  g_return_if_fail (BASTIDE_IS_TILE_VIEW (self));
  g_return_if_fail (tile_type < (int) bastide_catalogue ()->n_types);

  if (tile_type < 0)
    tile_type = -1;
  if (self->tile_type == tile_type)
    return;

  self->tile_type = tile_type;
  update_label (self);
  drop_image (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TILE_TYPE]);
}

guint
bastide_tile_view_get_rotation (BastideTileView *self)
{
  g_return_val_if_fail (BASTIDE_IS_TILE_VIEW (self), 0);

  return self->rotation;
}

void
bastide_tile_view_set_rotation (BastideTileView *self,
                                guint            rotation)
{
  g_return_if_fail (BASTIDE_IS_TILE_VIEW (self));

  rotation &= 3;
  if (self->rotation == rotation)
    return;

  self->rotation = rotation;
  update_label (self);
  drop_image (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ROTATION]);
}
