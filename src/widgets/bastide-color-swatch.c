/* bastide-color-swatch.c: a player colour with its emblem
 *
 * Copyright 2026 The Bastide authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A disc of the player colour with the colour's emblem on it (render's
 * colour-blind mark), so that seats read apart without colour vision.
 */

#define G_LOG_DOMAIN "bastide-color-swatch"

#include "config.h"

#include <glib/gi18n.h>

#include "bastide-color-swatch.h"
#include "bastide-render.h"

struct _BastideColorSwatch
{
  GtkWidget     parent_instance;

  BastideColor  color;
};

G_DEFINE_FINAL_TYPE (BastideColorSwatch, bastide_color_swatch, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_COLOR,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
update_accessible (BastideColorSwatch *self)
{
  g_autofree char *label = NULL;

  /* Translators: Accessible name of a colour swatch: colour, then the
   * emblem drawn on it, e.g. "Red, circle" */
  label = g_strdup_printf (C_("color swatch", "%s, %s"),
                           bastide_color_label (self->color),
                           bastide_render_emblem_label (self->color));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  -1);
}

static void
bastide_color_swatch_snapshot (GtkWidget   *widget,
                               GtkSnapshot *snapshot)
{
  BastideColorSwatch *self = BASTIDE_COLOR_SWATCH (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  double size = MIN (width, height);
  double r, g, b;
  cairo_t *cr;

  if (size <= 2)
    return;

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));

  bastide_render_color_rgb (self->color, &r, &g, &b);
  cairo_arc (cr, width / 2.0, height / 2.0, size / 2.0 - 1, 0, 2 * G_PI);
  cairo_set_source_rgb (cr, r, g, b);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.35);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);

  bastide_render_emblem (cr, self->color, width / 2.0, height / 2.0, size * 0.5);

  cairo_destroy (cr);
}

static void
bastide_color_swatch_measure (GtkWidget      *widget,
                              GtkOrientation  orientation,
                              int             for_size,
                              int            *minimum,
                              int            *natural,
                              int            *minimum_baseline,
                              int            *natural_baseline)
{
  *minimum = 16;
  *natural = 24;
}

static void
bastide_color_swatch_get_property (GObject    *object,
                                   guint       prop_id,
                                   GValue     *value,
                                   GParamSpec *pspec)
{
  BastideColorSwatch *self = BASTIDE_COLOR_SWATCH (object);

  switch (prop_id)
    {
    case PROP_COLOR:
      g_value_set_int (value, self->color);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bastide_color_swatch_set_property (GObject      *object,
                                   guint         prop_id,
                                   const GValue *value,
                                   GParamSpec   *pspec)
{
  BastideColorSwatch *self = BASTIDE_COLOR_SWATCH (object);

  switch (prop_id)
    {
    case PROP_COLOR:
      bastide_color_swatch_set_color (self, g_value_get_int (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bastide_color_swatch_class_init (BastideColorSwatchClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = bastide_color_swatch_get_property;
  object_class->set_property = bastide_color_swatch_set_property;

  widget_class->snapshot = bastide_color_swatch_snapshot;
  widget_class->measure = bastide_color_swatch_measure;

  properties[PROP_COLOR] =
    g_param_spec_int ("color", NULL, NULL,
                      0, BASTIDE_N_COLORS - 1, 0,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "colorswatch");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
bastide_color_swatch_init (BastideColorSwatch *self)
{
  update_accessible (self);
}

GtkWidget *
bastide_color_swatch_new (BastideColor color)
{
  return g_object_new (BASTIDE_TYPE_COLOR_SWATCH,
                       "color", color,
                       NULL);
}

BastideColor
bastide_color_swatch_get_color (BastideColorSwatch *self)
{
  g_return_val_if_fail (BASTIDE_IS_COLOR_SWATCH (self), 0);

  return self->color;
}

void
bastide_color_swatch_set_color (BastideColorSwatch *self,
                                BastideColor        color)
{
  g_return_if_fail (BASTIDE_IS_COLOR_SWATCH (self));
  g_return_if_fail (color < BASTIDE_N_COLORS);

  if (self->color == color)
    return;

  self->color = color;
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COLOR]);
}
