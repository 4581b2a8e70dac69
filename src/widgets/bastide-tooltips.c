/* bastide-tooltips.c: tooltips that make way for the popovers they explain
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * GTK 4.8 leaves a button's tooltip up when a click on the button opens
 * its popover (a menu button's, a drop-down's list), and the tooltip then
 * covers the first choices of the list it explains. While the popover is
 * open, its owner has no tooltip.
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
