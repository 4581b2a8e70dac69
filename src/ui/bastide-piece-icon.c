/* bastide-piece-icon.c: a small picture of a piece, drawn by render
 *
 * Copyright 2026 The Bastide authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bastide-piece-icon"

#include "config.h"

#include "bastide-piece-icon.h"
#include "bastide-render.h"

struct _BastidePieceIcon
{
  GtkWidget         parent_instance;

  BastidePieceKind  kind;
  BastideColor      color;
};

G_DEFINE_FINAL_TYPE (BastidePieceIcon, bastide_piece_icon, GTK_TYPE_WIDGET)

static void
bastide_piece_icon_snapshot (GtkWidget   *widget,
                             GtkSnapshot *snapshot)
{
  BastidePieceIcon *self = BASTIDE_PIECE_ICON (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  double size;
  cairo_t *cr;

  /* a mayor is drawn larger than the height asked for, a wagon wider */
  size = MIN (width, height) * (self->kind == BASTIDE_PIECE_MAYOR ? 0.75 : 0.9);
  if (size < 4)
    return;

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  bastide_render_piece (cr, self->kind, self->color, BASTIDE_RENDER_STANDING,
                        width / 2.0, height / 2.0, size);
  cairo_destroy (cr);
}

static void
bastide_piece_icon_measure (GtkWidget      *widget,
                            GtkOrientation  orientation,
                            int             for_size,
                            int            *minimum,
                            int            *natural,
                            int            *minimum_baseline,
                            int            *natural_baseline)
{
  *minimum = 12;
  *natural = 20;
}

static void
bastide_piece_icon_class_init (BastidePieceIconClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  widget_class->snapshot = bastide_piece_icon_snapshot;
  widget_class->measure = bastide_piece_icon_measure;

  gtk_widget_class_set_css_name (widget_class, "pieceicon");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
bastide_piece_icon_init (BastidePieceIcon *self)
{
}

GtkWidget *
bastide_piece_icon_new (BastidePieceKind kind,
                        BastideColor     color)
{
  BastidePieceIcon *self = g_object_new (BASTIDE_TYPE_PIECE_ICON, NULL);

  self->kind = kind;
  self->color = color;

  return GTK_WIDGET (self);
}

void
bastide_piece_icon_set_color (BastidePieceIcon *self,
                              BastideColor      color)
{
  g_return_if_fail (BASTIDE_IS_PIECE_ICON (self));

  if (self->color == color)
    return;

  self->color = color;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}
