/* bastide-accessible.c: names for the controls screen readers meet
 *
 * Copyright 2026 The Bastide authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * GTK 4.8 names controls for assistive technologies in ways people do
 * not hear them: a button with a mnemonic twice ("_New Game New Game"),
 * an icon button after its image ("GtkImage"), a menu button or a drop
 * down after its type, the items of a popup list not at all. Newer GTK
 * fixes some of this; here, every window's controls are named as people
 * see them, once they are shown:
 *
 *  - a button with a mnemonic by its label alone;
 *  - a button, toggle or menu button without text by its tooltip;
 *  - a drop-down by its tooltip (or the name given), and its button by
 *    that name and the value chosen;
 *  - a combo row's value as its description; an expander row and its
 *    lists, a group's lists and a status page's scrolling pane by the
 *    title;
 *  - the items of a popup list by their text, the list by its owner;
 *  - images without a tooltip, empty labels and scroll bars are left
 *    out: they say nothing a keyboard can use.
 */

#define G_LOG_DOMAIN "bastide-accessible"

#include "config.h"

#include "bastide-accessible.h"

#include <glib/gi18n.h>

#define NAMED_KEY "bastide-accessible-named"
#define DROP_DOWN_NAME_KEY "bastide-accessible-drop-down-name"

/* Helpers */

static gboolean
take_once (GtkWidget *widget)
{
  if (g_object_get_data (G_OBJECT (widget), NAMED_KEY) != NULL)
    return FALSE;
  g_object_set_data (G_OBJECT (widget), NAMED_KEY, GINT_TO_POINTER (TRUE));
  return TRUE;
}

static void
set_label (GtkWidget  *widget,
           const char *label)
{
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  -1);
}

static void
set_hidden (GtkWidget *widget,
            gboolean   hidden)
{
  gtk_accessible_update_state (GTK_ACCESSIBLE (widget),
                               GTK_ACCESSIBLE_STATE_HIDDEN, hidden,
                               -1);
}

/* The text of a list item, as a drop-down or a combo row shows it. */
static char *
item_text (GtkExpression *expression,
           gpointer       item)
{
  GValue value = G_VALUE_INIT;
  char *text = NULL;

  if (item == NULL)
    return NULL;
  if (expression != NULL && gtk_expression_evaluate (expression, item, &value))
    {
      text = g_value_dup_string (&value);
      g_value_unset (&value);
      return text;
    }
  if (GTK_IS_STRING_OBJECT (item))
    return g_strdup (gtk_string_object_get_string (item));
  return NULL;
}

/* Buttons */

/* The mnemonic label names the button already: GtkButton's own label
 * property, underscore and all, would come first. */
static void
drop_mnemonic_label (GtkWidget *button)
{
  gboolean use_underline = FALSE;
  g_autofree char *label = NULL;

  g_object_get (button, "use-underline", &use_underline, "label", &label, NULL);
  if (use_underline && label != NULL)
    gtk_accessible_reset_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL);
}

/* A button says what its label says, or else its tooltip; one with
 * neither (its label to come with the step of the game) says nothing yet. */
static void
name_button (GtkWidget *button)
{
  g_autofree char *label = NULL;
  const char *tooltip = gtk_widget_get_tooltip_text (button);
  gboolean icon = FALSE;

  g_object_get (button, "label", &label, NULL);
  if (GTK_IS_BUTTON (button))
    icon = gtk_button_get_icon_name (GTK_BUTTON (button)) != NULL
           || (label == NULL && gtk_button_get_child (GTK_BUTTON (button)) != NULL);
  else if (GTK_IS_MENU_BUTTON (button))
    icon = gtk_menu_button_get_icon_name (GTK_MENU_BUTTON (button)) != NULL
           || gtk_menu_button_get_child (GTK_MENU_BUTTON (button)) != NULL;

  if (label != NULL)
    drop_mnemonic_label (button);
  else if (tooltip != NULL)
    set_label (button, tooltip);
  set_hidden (button, label == NULL && tooltip == NULL && !icon);
}

static void
name_expander (GtkExpander *expander)
{
  g_autofree char *label = g_strdup (gtk_expander_get_label (expander));

  if (label == NULL)
    return;
  if (gtk_expander_get_use_underline (expander))
    {
      char *from = label, *to = label;

      /* "_x" is x, "__" an underscore */
      for (; *from != '\0'; from++)
        if (*from != '_' || *++from != '\0')
          *to++ = *from;
        else
          break;
      *to = '\0';
    }
  set_label (GTK_WIDGET (expander), label);
}

/* Drop-downs and combo rows */

static void
drop_down_selected_cb (GtkDropDown *dropdown)
{
  const char *name = g_object_get_data (G_OBJECT (dropdown), DROP_DOWN_NAME_KEY);
  GtkWidget *button = gtk_widget_get_first_child (GTK_WIDGET (dropdown));
  g_autofree char *value = item_text (gtk_drop_down_get_expression (dropdown),
                                      gtk_drop_down_get_selected_item (dropdown));
  g_autofree char *label = NULL;

  if (name == NULL || button == NULL || !GTK_IS_TOGGLE_BUTTON (button))
    return;

  /* Translators: a drop-down for screen readers: what it chooses, and the
   * value chosen, as in "Who plays for Player 2: Computer, Easy" */
  label = value != NULL ? g_strdup_printf (_("%s: %s"), name, value) : g_strdup (name);
  set_label (button, label);
  /* what the button shows is in its name now */
  if (gtk_button_get_child (GTK_BUTTON (button)) != NULL)
    set_hidden (gtk_button_get_child (GTK_BUTTON (button)), TRUE);
}

/**
 * bastide_accessible_name_drop_down:
 * @dropdown: a #GtkDropDown
 * @name: what it chooses, as in "Who plays for Player 2"
 *
 * Names @dropdown and the button that opens it, with the value chosen,
 * which screen readers then say as the focus comes to it. Call it again
 * when the name changes.
 */
void
bastide_accessible_name_drop_down (GtkDropDown *dropdown,
                                   const char  *name)
{
  g_return_if_fail (GTK_IS_DROP_DOWN (dropdown));
  g_return_if_fail (name != NULL);

  if (g_object_get_data (G_OBJECT (dropdown), DROP_DOWN_NAME_KEY) == NULL)
    g_signal_connect (dropdown, "notify::selected", G_CALLBACK (drop_down_selected_cb), NULL);
  g_object_set_data_full (G_OBJECT (dropdown), DROP_DOWN_NAME_KEY, g_strdup (name), g_free);
  set_label (GTK_WIDGET (dropdown), name);
  drop_down_selected_cb (dropdown);
}

static void
combo_row_selected_cb (AdwComboRow *row)
{
  g_autofree char *value = item_text (adw_combo_row_get_expression (row), adw_combo_row_get_selected_item (row));

  gtk_accessible_update_property (GTK_ACCESSIBLE (row),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, value != NULL ? value : "",
                                  -1);
}

/* A combo row shows its value in a list of one item of its own: the
 * description says it already. */
static void
hide_value_lists (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_POPOVER (child))
        continue;
      if (GTK_IS_LIST_VIEW (child))
        set_hidden (child, TRUE);
      else
        hide_value_lists (child);
    }
}

/* Popup lists: their items by the text they show, the list by the
 * control it belongs to. The items are made when the popup first opens. */

static GtkWidget *
first_of_type (GtkWidget *widget,
               GType      type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = first_of_type (child, type);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static void
name_list_items (GtkWidget  *list,
                 const char *owner_name)
{
  if (owner_name != NULL)
    set_label (list, owner_name);

  for (GtkWidget *item = gtk_widget_get_first_child (list); item != NULL;
       item = gtk_widget_get_next_sibling (item))
    {
      GtkWidget *label = first_of_type (item, GTK_TYPE_LABEL);

      if (label != NULL && gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (item)) != GTK_ACCESSIBLE_ROLE_LABEL)
        set_label (item, gtk_label_get_text (GTK_LABEL (label)));
    }
}

static const char *
owner_name (GtkWidget *popover)
{
  GtkWidget *owner = gtk_widget_get_parent (popover);

  if (GTK_IS_DROP_DOWN (owner))
    return g_object_get_data (G_OBJECT (owner), DROP_DOWN_NAME_KEY);
  owner = gtk_widget_get_ancestor (popover, ADW_TYPE_PREFERENCES_ROW);
  if (owner != NULL)
    return adw_preferences_row_get_title (ADW_PREFERENCES_ROW (owner));
  return NULL;
}

/* A popover by the button that opens it, as GTK 4.8 says its type. */
static void
name_popover (GtkWidget *popover)
{
  GtkWidget *owner = gtk_widget_get_parent (popover);
  const char *name = owner_name (popover);

  if (name == NULL && GTK_IS_MENU_BUTTON (owner))
    name = gtk_widget_get_tooltip_text (owner);
  if (name != NULL)
    set_label (popover, name);
}

static void
name_popup_lists (GtkWidget  *widget,
                  const char *name)
{
  if (GTK_IS_LIST_VIEW (widget))
    name_list_items (widget, name);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    name_popup_lists (child, name);
}

static void
popover_mapped_cb (GtkWidget *popover)
{
  name_popup_lists (popover, owner_name (popover));
  bastide_accessible_name_controls (popover);
}

static void
name_lists (GtkWidget  *widget,
            const char *name)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_LIST_BOX (child))
        {
          /* in place of the title label, which names only some */
          gtk_accessible_reset_relation (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
          set_label (child, name);
        }
      else if (!ADW_IS_PREFERENCES_ROW (child))
        name_lists (child, name);
    }
}

/* An expander row, and the lists it is made of, by its title. */
static void
name_expander_row (GtkWidget *row)
{
  const char *title = adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row));

  if (title == NULL)
    return;
  set_label (row, title);
  name_lists (row, title);
}

/* A group's lists of rows by the group's title; without one, by the
 * first row's. */
static void
name_group (GtkWidget *group)
{
  const char *title = adw_preferences_group_get_title (ADW_PREFERENCES_GROUP (group));
  GtkWidget *row;

  if (title == NULL || *title == '\0')
    {
      row = first_of_type (group, ADW_TYPE_PREFERENCES_ROW);
      title = row != NULL ? adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)) : NULL;
    }
  if (title != NULL && *title != '\0')
    name_lists (group, title);
}

/* A status page scrolls when its text is long: its pane, a stop for the
 * keyboard then, by the page's title. */
static void
name_status_page (GtkWidget *page)
{
  GtkWidget *pane = first_of_type (page, GTK_TYPE_SCROLLED_WINDOW);
  const char *title = adw_status_page_get_title (ADW_STATUS_PAGE (page));

  if (pane != NULL && title != NULL)
    set_label (pane, title);
}

/* Labels and images that say nothing */

static void
hide_if_empty (GtkLabel *label)
{
  set_hidden (GTK_WIDGET (label), *gtk_label_get_text (label) == '\0');
}

static void
image_tooltip_cb (GtkWidget *image)
{
  const char *tooltip = gtk_widget_get_tooltip_text (image);

  set_hidden (image, tooltip == NULL);
  if (tooltip != NULL)
    set_label (image, tooltip);
}

/* The walk */

static void
name_control (GtkWidget *widget)
{
  if (GTK_IS_POPOVER (widget))
    {
      if (take_once (widget))
        g_signal_connect (widget, "map", G_CALLBACK (popover_mapped_cb), NULL);
      name_popup_lists (widget, owner_name (widget));
      name_popover (widget);
      return;
    }

  if (!take_once (widget))
    return;

  if (GTK_IS_BUTTON (widget) || GTK_IS_CHECK_BUTTON (widget) || GTK_IS_MENU_BUTTON (widget))
    {
      /* a menu button's own button is named by the menu button */
      if (!GTK_IS_MENU_BUTTON (gtk_widget_get_parent (widget)))
        {
          name_button (widget);
          g_signal_connect_after (widget, "notify::label", G_CALLBACK (name_button), NULL);
          g_signal_connect (widget, "notify::tooltip-text", G_CALLBACK (name_button), NULL);
        }
    }
  else if (GTK_IS_EXPANDER (widget))
    {
      name_expander (GTK_EXPANDER (widget));
      g_signal_connect (widget, "notify::label", G_CALLBACK (name_expander), NULL);
    }
  else if (GTK_IS_DROP_DOWN (widget))
    {
      if (g_object_get_data (G_OBJECT (widget), DROP_DOWN_NAME_KEY) == NULL
          && gtk_widget_get_tooltip_text (widget) != NULL)
        bastide_accessible_name_drop_down (GTK_DROP_DOWN (widget), gtk_widget_get_tooltip_text (widget));
    }
  else if (ADW_IS_COMBO_ROW (widget))
    {
      g_signal_connect (widget, "notify::selected", G_CALLBACK (combo_row_selected_cb), NULL);
      combo_row_selected_cb (ADW_COMBO_ROW (widget));
      hide_value_lists (widget);
    }
  else if (ADW_IS_PREFERENCES_GROUP (widget))
    {
      name_group (widget);
      g_signal_connect (widget, "notify::title", G_CALLBACK (name_group), NULL);
    }
  else if (ADW_IS_STATUS_PAGE (widget))
    {
      name_status_page (widget);
      g_signal_connect (widget, "notify::title", G_CALLBACK (name_status_page), NULL);
    }
  else if (ADW_IS_EXPANDER_ROW (widget))
    {
      name_expander_row (widget);
      g_signal_connect (widget, "notify::title", G_CALLBACK (name_expander_row), NULL);
    }
  else if (GTK_IS_LABEL (widget))
    {
      hide_if_empty (GTK_LABEL (widget));
      g_signal_connect (widget, "notify::label", G_CALLBACK (hide_if_empty), NULL);
    }
  else if (GTK_IS_SCROLLBAR (widget))
    {
      /* the pane scrolls with the keys; its bar is for the pointer */
      set_hidden (widget, TRUE);
    }
  else if (GTK_IS_IMAGE (widget)
           && gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (widget)) == GTK_ACCESSIBLE_ROLE_IMG)
    {
      image_tooltip_cb (widget);
      g_signal_connect (widget, "notify::tooltip-text", G_CALLBACK (image_tooltip_cb), NULL);
    }
}

/**
 * bastide_accessible_name_controls:
 * @root: a window, or any widget
 *
 * Names the controls under @root as people see them (see the top of this
 * file). Controls named already are left as they are, so it may be called
 * again after more were added.
 */
void
bastide_accessible_name_controls (GtkWidget *root)
{
  g_return_if_fail (GTK_IS_WIDGET (root));

  name_control (root);
  if (GTK_IS_POPOVER (root) && !gtk_widget_get_mapped (root))
    return;   /* named when it opens */

  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    bastide_accessible_name_controls (child);
}

static void
toplevel_mapped_cb (GtkWidget *window)
{
  bastide_accessible_name_controls (window);
}

static void
toplevels_changed_cb (GListModel *toplevels,
                      guint       position,
                      guint       removed,
                      guint       added)
{
  for (guint i = position; i < position + added; i++)
    {
      g_autoptr(GtkWidget) window = g_list_model_get_item (toplevels, i);

      g_signal_connect (window, "map", G_CALLBACK (toplevel_mapped_cb), NULL);
      if (gtk_widget_get_mapped (window))
        toplevel_mapped_cb (window);
    }
}

/**
 * bastide_accessible_watch_toplevels:
 *
 * Names the controls of every window (and dialog) each time it is shown:
 * the application calls it once.
 */
void
bastide_accessible_watch_toplevels (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  g_signal_connect (toplevels, "items-changed", G_CALLBACK (toplevels_changed_cb), NULL);
  toplevels_changed_cb (toplevels, 0, 0, g_list_model_get_n_items (toplevels));
}
