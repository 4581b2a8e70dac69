/* bastide-test-widgets.h: finding widgets in a window, for the widget tests
 *
 * Copyright 2026 The Bastide authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Header-only, and GTK only, so that the tests of windows other than the
 * game's (the editor's) find their widgets the same way.
 */

#pragma once

#include <gtk/gtk.h>

/* The first widget under @root (or @root itself) that @matches. */
static inline GtkWidget *
test_ui_find_widget (GtkWidget     *root,
                     gboolean     (*matches) (GtkWidget *widget, gconstpointer data),
                     gconstpointer  data)
{
  if (matches (root, data))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = test_ui_find_widget (child, matches, data);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static inline gboolean
test_ui_has_id (GtkWidget     *widget,
                gconstpointer  id)
{
  return g_strcmp0 (gtk_buildable_get_buildable_id (GTK_BUILDABLE (widget)), id) == 0;
}

/* The widget under @root (or @root) built from a template or .ui file
 * with that id. */
static inline GtkWidget *
test_ui_find_by_id (GtkWidget  *root,
                    const char *id)
{
  return test_ui_find_widget (root, test_ui_has_id, id);
}

static inline gboolean
test_ui_is_button_labelled (GtkWidget     *widget,
                            gconstpointer  label)
{
  return GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0;
}

static inline gboolean
test_ui_is_label_reading (GtkWidget     *widget,
                          gconstpointer  text)
{
  return GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_label (GTK_LABEL (widget)), text) == 0;
}
