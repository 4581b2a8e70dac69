/* bastide-seat-row.c: one seat of the new game dialog
 *
 * Copyright 2026 The Bastide authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bastide-seat-row"

#include "config.h"

#include <glib/gi18n.h>

#include "bastide-accessible.h"
#include "bastide-color-swatch.h"
#include "bastide-model-types.h"
#include "bastide-seat-row.h"
#include "bastide-tooltips.h"

struct _BastideSeatRow
{
  AdwPreferencesRow   parent_instance;

  GtkMenuButton      *color_button;
  GtkPopover         *color_popover;
  GtkFlowBox         *color_box;
  BastideColorSwatch *swatch;
  GtkDropDown        *kind_dropdown;
  GtkLabel           *seat_label;
  GtkEntry           *name_entry;

  GtkWidget          *color_choices[BASTIDE_N_COLORS];
  int                 color;
};

static void bastide_seat_row_editable_init (GtkEditableInterface *iface);

/* The row is the name's editable, as AdwEntryRow was: its text is the
 * entry's. */
G_DEFINE_FINAL_TYPE_WITH_CODE (BastideSeatRow, bastide_seat_row, ADW_TYPE_PREFERENCES_ROW,
                               G_IMPLEMENT_INTERFACE (GTK_TYPE_EDITABLE, bastide_seat_row_editable_init))

enum {
  PROP_0,
  PROP_COLOR,
  PROP_KIND,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];
static GtkSizeGroup *kind_widths;

static const char * const seat_kind_names[] = {
  "person",
  "easy",
  "medium",
  "hard",
  "remote",
};

static void
color_choice_clicked_cb (GtkButton      *button,
                         BastideSeatRow *self)
{
  int color = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "color"));

  gtk_popover_popdown (self->color_popover);
  bastide_seat_row_set_color (self, color);
}

static GtkEditable *
bastide_seat_row_get_delegate (GtkEditable *editable)
{
  return GTK_EDITABLE (BASTIDE_SEAT_ROW (editable)->name_entry);
}

static void
bastide_seat_row_editable_init (GtkEditableInterface *iface)
{
  iface->get_delegate = bastide_seat_row_get_delegate;
}

/* The seat ("Player 2") names the row, labels the name and names the
 * drop-down. */
static void
title_changed_cb (BastideSeatRow *self)
{
  const char *title = adw_preferences_row_get_title (ADW_PREFERENCES_ROW (self));
  g_autofree char *who = NULL;

  gtk_label_set_label (self->seat_label, title);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  /* Translators: names the drop-down choosing who plays a seat, for
   * screen readers, as in "Player 2 is played by" (then the choice) */
  who = g_strdup_printf (_("%s is played by"), title);
  bastide_accessible_name_drop_down (self->kind_dropdown, who);
}

static void
kind_selected_cb (BastideSeatRow *self)
{
  /* A remote seat's player names it when they join. */
  gtk_editable_set_editable (GTK_EDITABLE (self), bastide_seat_row_get_kind (self) != BASTIDE_SEAT_REMOTE);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_KIND]);
}

static void
bastide_seat_row_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  BastideSeatRow *self = BASTIDE_SEAT_ROW (object);

  if (gtk_editable_delegate_get_property (object, prop_id, value, pspec))
    return;

  switch (prop_id)
    {
    case PROP_COLOR:
      g_value_set_int (value, self->color);
      break;

    case PROP_KIND:
      g_value_set_int (value, bastide_seat_row_get_kind (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bastide_seat_row_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  BastideSeatRow *self = BASTIDE_SEAT_ROW (object);

  if (gtk_editable_delegate_set_property (object, prop_id, value, pspec))
    return;

  switch (prop_id)
    {
    case PROP_COLOR:
      bastide_seat_row_set_color (self, g_value_get_int (value));
      break;

    case PROP_KIND:
      bastide_seat_row_set_kind (self, g_value_get_int (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bastide_seat_row_dispose (GObject *object)
{
  gtk_editable_finish_delegate (GTK_EDITABLE (object));

  G_OBJECT_CLASS (bastide_seat_row_parent_class)->dispose (object);
}

static void
bastide_seat_row_class_init (BastideSeatRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bastide_seat_row_dispose;
  object_class->get_property = bastide_seat_row_get_property;
  object_class->set_property = bastide_seat_row_set_property;

  properties[PROP_COLOR] =
    g_param_spec_int ("color", NULL, NULL,
                      0, BASTIDE_N_COLORS - 1, 0,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_KIND] =
    g_param_spec_int ("kind", NULL, NULL,
                      0, BASTIDE_N_SEAT_KINDS - 1, BASTIDE_SEAT_PERSON,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
  gtk_editable_install_properties (object_class, N_PROPS);

  g_type_ensure (BASTIDE_TYPE_COLOR_SWATCH);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/bastide/Bastide/bastide-seat-row.ui");
  gtk_widget_class_bind_template_child (widget_class, BastideSeatRow, color_button);
  gtk_widget_class_bind_template_child (widget_class, BastideSeatRow, color_popover);
  gtk_widget_class_bind_template_child (widget_class, BastideSeatRow, color_box);
  gtk_widget_class_bind_template_child (widget_class, BastideSeatRow, swatch);
  gtk_widget_class_bind_template_child (widget_class, BastideSeatRow, kind_dropdown);
  gtk_widget_class_bind_template_child (widget_class, BastideSeatRow, seat_label);
  gtk_widget_class_bind_template_child (widget_class, BastideSeatRow, name_entry);
}

static void
bastide_seat_row_init (BastideSeatRow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_editable_init_delegate (GTK_EDITABLE (self));
  /* every seat's "who plays" as wide as the widest, so the names line up */
  if (kind_widths == NULL)
    kind_widths = gtk_size_group_new (GTK_SIZE_GROUP_HORIZONTAL);
  gtk_size_group_add_widget (kind_widths, GTK_WIDGET (self->kind_dropdown));
  g_signal_connect (self, "notify::title", G_CALLBACK (title_changed_cb), NULL);
  bastide_tooltips_hide_under_popover (GTK_WIDGET (self->color_button));
  bastide_tooltips_hide_under_popover (GTK_WIDGET (self->kind_dropdown));

  for (int i = 0; i < BASTIDE_N_COLORS; i++)
    {
      GtkWidget *button = gtk_button_new ();
      GtkWidget *swatch = bastide_color_swatch_new (i);

      gtk_widget_set_size_request (swatch, 32, 32);
      gtk_button_set_child (GTK_BUTTON (button), swatch);
      gtk_widget_add_css_class (button, "flat");
      gtk_widget_add_css_class (button, "color-button");
      gtk_widget_set_tooltip_text (button, bastide_color_label (i));
      g_object_set_data (G_OBJECT (button), "color", GINT_TO_POINTER (i));
      g_signal_connect_object (button, "clicked", G_CALLBACK (color_choice_clicked_cb), self, 0);
      gtk_flow_box_append (self->color_box, button);
      self->color_choices[i] = button;
    }

  g_signal_connect_object (self->kind_dropdown, "notify::selected",
                           G_CALLBACK (kind_selected_cb), self, G_CONNECT_SWAPPED);

  self->color = -1;
  bastide_seat_row_set_color (self, 0);
}

GtkWidget *
bastide_seat_row_new (void)
{
  return g_object_new (BASTIDE_TYPE_SEAT_ROW, NULL);
}

int
bastide_seat_row_get_color (BastideSeatRow *self)
{
  g_return_val_if_fail (BASTIDE_IS_SEAT_ROW (self), 0);

  return self->color;
}

void
bastide_seat_row_set_color (BastideSeatRow *self,
                            int             color)
{
  g_autofree char *tooltip = NULL;

  g_return_if_fail (BASTIDE_IS_SEAT_ROW (self));
  g_return_if_fail (color >= 0 && color < BASTIDE_N_COLORS);

  if (self->color == color)
    return;

  self->color = color;
  bastide_color_swatch_set_color (self->swatch, color);
  /* a seat left without a name plays under its colour's */
  gtk_entry_set_placeholder_text (self->name_entry, bastide_color_label (color));

  /* Translators: Tooltip of a player's colour button, %s is a colour */
  tooltip = g_strdup_printf (_("Colour: %s"), bastide_color_label (color));
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->color_button), tooltip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->color_button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, tooltip,
                                  -1);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COLOR]);
}

/**
 * bastide_seat_row_set_taken_colors:
 * @self: a #BastideSeatRow
 * @taken: a bit per colour that another seat uses
 *
 * Greys out the colours other seats have chosen in the colour popover.
 */
void
bastide_seat_row_set_taken_colors (BastideSeatRow *self,
                                   guint           taken)
{
  g_return_if_fail (BASTIDE_IS_SEAT_ROW (self));

  for (int i = 0; i < BASTIDE_N_COLORS; i++)
    gtk_widget_set_sensitive (self->color_choices[i],
                              i == self->color || !(taken & (1u << i)));
}

BastideSeatKind
bastide_seat_row_get_kind (BastideSeatRow *self)
{
  guint selected;

  g_return_val_if_fail (BASTIDE_IS_SEAT_ROW (self), BASTIDE_SEAT_PERSON);

  selected = gtk_drop_down_get_selected (self->kind_dropdown);
  if (selected >= BASTIDE_N_SEAT_KINDS)
    return BASTIDE_SEAT_PERSON;

  return selected;
}

void
bastide_seat_row_set_kind (BastideSeatRow  *self,
                           BastideSeatKind  kind)
{
  g_return_if_fail (BASTIDE_IS_SEAT_ROW (self));
  g_return_if_fail (kind < BASTIDE_N_SEAT_KINDS);

  gtk_drop_down_set_selected (self->kind_dropdown, kind);
}

const char *
bastide_seat_kind_to_string (BastideSeatKind kind)
{
  g_return_val_if_fail (kind < BASTIDE_N_SEAT_KINDS, "person");

  return seat_kind_names[kind];
}

BastideSeatKind
bastide_seat_kind_from_string (const char *string)
{
  for (guint i = 0; i < G_N_ELEMENTS (seat_kind_names); i++)
    if (g_strcmp0 (string, seat_kind_names[i]) == 0)
      return i;

  return BASTIDE_SEAT_PERSON;
}
