/* bastide-tooltips.c: tooltips that make way for the popovers they explain,
 * and show what a label cuts short
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * GTK 4.8 leaves a button's tooltip up when a click on the button opens
 * its popover (a menu button's, a drop-down's list), and the tooltip then
 * covers the first choices of the list it explains. While the popover is
 * open, its owner has no tooltip.
 *
 * A label that ellipsizes shows its whole text in a tooltip, only when it
 * is cut short.
 */

#include "config.h"

#include "bastide-tooltips.h"

static void
popover_shown_cb (GtkWidget *owner)
{
  gtk_widget_set_has_tooltip (owner, FALSE);
  /* a query finds no tooltip now, and takes the one shown down */
  gtk_widget_trigger_tooltip_query (owner);
}

static void
popover_hidden_cb (GtkWidget *owner)
{
  gtk_widget_set_has_tooltip (owner, gtk_widget_get_tooltip_text (owner) != NULL
                                     || gtk_widget_get_tooltip_markup (owner) != NULL);
}

/**
 * bastide_tooltips_hide_under_popover:
 * @owner: a widget with a tooltip whose child popover it opens (a
 *   #GtkMenuButton, a #GtkDropDown)
 *
 * Takes @owner's tooltip down while its popover is open.
 */
void
bastide_tooltips_hide_under_popover (GtkWidget *owner)
{
  g_return_if_fail (GTK_IS_WIDGET (owner));

  /* the popover of a menu button or of a drop-down is a child of it */
  for (GtkWidget *child = gtk_widget_get_first_child (owner); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_POPOVER (child))
      {
        g_signal_connect_object (child, "show", G_CALLBACK (popover_shown_cb), owner, G_CONNECT_SWAPPED);
        g_signal_connect_object (child, "hide", G_CALLBACK (popover_hidden_cb), owner, G_CONNECT_SWAPPED);
      }
}

static gboolean
cut_label_query_cb (GtkLabel   *label,
                    int         x,
                    int         y,
                    gboolean    keyboard,
                    GtkTooltip *tooltip)
{
  if (!pango_layout_is_ellipsized (gtk_label_get_layout (label)))
    return FALSE;
  gtk_tooltip_set_text (tooltip, gtk_label_get_text (label));
  return TRUE;
}

/**
 * bastide_tooltips_show_cut_label:
 * @label: a label that ellipsizes
 *
 * Gives @label a tooltip with its whole text while it is cut short.
 */
void
bastide_tooltips_show_cut_label (GtkLabel *label)
{
  g_return_if_fail (GTK_IS_LABEL (label));

  gtk_widget_set_has_tooltip (GTK_WIDGET (label), TRUE);
  g_signal_connect (label, "query-tooltip", G_CALLBACK (cut_label_query_cb), NULL);
}
