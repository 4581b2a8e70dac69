/* bastide-editor-palette.c: the tiles of the chosen sets, to pick from
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every tile type of the scenario's sets, drawn as on the board, with the
 * copies still free (red when the board and the pile use more than the
 * sets hold). The search keeps the ids that contain the text.
 */

#define G_LOG_DOMAIN "bastide-editor-palette"

#include "config.h"

#include "bastide-editor-palette.h"

#include <glib/gi18n.h>

#include "bastide-editor-ui.h"

#include "bastide-render.h"

#define ICON_SIZE 56

struct _BastideEditorPalette
{
  GtkBox           parent_instance;

  GtkSearchEntry  *search_entry;
  GtkWidget       *scroller;
  GtkFlowBox      *flow_box;
  GtkWidget       *empty_label;

  BastideScenario *scenario;
  GArray          *entries;       /* BastidePaletteEntry, as shown */
  GPtrArray       *labels;        /* GtkLabel per entry */
  char            *search;
  int              selected;
  gboolean         rebuilding;
};

G_DEFINE_FINAL_TYPE (BastideEditorPalette, bastide_editor_palette, GTK_TYPE_BOX)

enum {
  PROP_0,
  PROP_SELECTED_TYPE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
draw_tile (GtkDrawingArea *area,
           cairo_t        *cr,
           int             width,
           int             height,
           gpointer        data)
{
  guint type = GPOINTER_TO_UINT (data);
  double size = MIN (width, height) - 4;

  cairo_translate (cr, (width - size) / 2, (height - size) / 2);
  /* a soft shadow, as on the table */
  cairo_rectangle (cr, 1, 2, size, size);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.18);
  cairo_fill (cr);
  bastide_render_tile (cr, type, 0, size);
}

static void
update_label (BastideEditorPalette     *self,
              GtkLabel                 *label,
              const BastidePaletteEntry *entry)
{
  g_autofree char *text = NULL;
  g_autofree char *description = NULL;
  GtkWidget *child = gtk_widget_get_ancestor (GTK_WIDGET (label), GTK_TYPE_FLOW_BOX_CHILD);

  /* Translators: a tile's letter and the copies still free, e.g. "K ×3" */
  text = g_strdup_printf (_("%s ×%d"), entry->id, entry->remaining);
  gtk_label_set_label (label, text);

  gtk_widget_remove_css_class (GTK_WIDGET (label), "error");
  gtk_widget_remove_css_class (GTK_WIDGET (label), "dim-label");
  if (entry->remaining < 0)
    gtk_widget_add_css_class (GTK_WIDGET (label), "error");
  else if (entry->remaining == 0)
    gtk_widget_add_css_class (GTK_WIDGET (label), "dim-label");

  if (entry->remaining >= 0)
    /* Translators: accessible description of a palette tile */
    description = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                "Tile %s, %d copy free",
                                                "Tile %s, %d copies free",
                                                entry->remaining),
                                   entry->id, entry->remaining);
  else
    /* Translators: accessible description of a palette tile used too often */
    description = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                "Tile %s, %d copy too many",
                                                "Tile %s, %d copies too many",
                                                -entry->remaining),
                                   entry->id, -entry->remaining);
  if (child != NULL)
    {
      gtk_accessible_update_property (GTK_ACCESSIBLE (child),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, description,
                                      -1);
      gtk_widget_set_tooltip_text (child, description);
    }
}

static GtkWidget *
create_child (BastideEditorPalette      *self,
              const BastidePaletteEntry *entry)
{
  GtkWidget *child = gtk_flow_box_child_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *area = gtk_drawing_area_new ();
  GtkWidget *label = gtk_label_new (NULL);

  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (area), ICON_SIZE);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (area), ICON_SIZE);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), draw_tile,
                                  GUINT_TO_POINTER (entry->type), NULL);
  gtk_widget_set_halign (area, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (box), area);

  gtk_widget_add_css_class (label, "caption");
  gtk_widget_add_css_class (label, "numeric");
  gtk_box_append (GTK_BOX (box), label);

  gtk_widget_set_margin_top (box, 3);
  gtk_widget_set_margin_bottom (box, 3);
  gtk_flow_box_child_set_child (GTK_FLOW_BOX_CHILD (child), box);
  g_object_set_data (G_OBJECT (child), "tile-type", GUINT_TO_POINTER (entry->type + 1));
  gtk_flow_box_append (self->flow_box, child);
  g_ptr_array_add (self->labels, label);
  update_label (self, GTK_LABEL (label), entry);
  return child;
}

static gboolean
same_types (GArray *a,
            GArray *b)
{
  if (a == NULL || b == NULL || a->len != b->len)
    return FALSE;
  for (guint i = 0; i < a->len; i++)
    if (g_array_index (a, BastidePaletteEntry, i).type != g_array_index (b, BastidePaletteEntry, i).type)
      return FALSE;
  return TRUE;
}

static void
select_child_for (BastideEditorPalette *self,
                  int                   type)
{
  GtkFlowBoxChild *child = NULL;

  for (guint i = 0; self->entries != NULL && i < self->entries->len; i++)
    if ((int) g_array_index (self->entries, BastidePaletteEntry, i).type == type)
      child = gtk_flow_box_get_child_at_index (self->flow_box, i);

  self->rebuilding = TRUE;
  if (child != NULL)
    gtk_flow_box_select_child (self->flow_box, child);
  else
    gtk_flow_box_unselect_all (self->flow_box);
  self->rebuilding = FALSE;
}

static void
refresh (BastideEditorPalette *self)
{
  g_autoptr(GArray) entries = NULL;
  GtkWidget *child;

  if (self->scenario == NULL)
    entries = g_array_new (FALSE, FALSE, sizeof (BastidePaletteEntry));
  else
    entries = bastide_scenario_list_palette (self->scenario, self->search);

  if (same_types (entries, self->entries))
    {
      for (guint i = 0; i < entries->len; i++)
        update_label (self, g_ptr_array_index (self->labels, i),
                      &g_array_index (entries, BastidePaletteEntry, i));
      g_array_unref (self->entries);
      self->entries = g_steal_pointer (&entries);
      return;
    }

  self->rebuilding = TRUE;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->flow_box))) != NULL)
    gtk_flow_box_remove (self->flow_box, child);
  g_ptr_array_set_size (self->labels, 0);
  g_clear_pointer (&self->entries, g_array_unref);
  self->entries = g_steal_pointer (&entries);
  for (guint i = 0; i < self->entries->len; i++)
    create_child (self, &g_array_index (self->entries, BastidePaletteEntry, i));
  self->rebuilding = FALSE;

  gtk_widget_set_visible (self->empty_label, self->entries->len == 0);
  gtk_widget_set_visible (self->scroller, self->entries->len > 0);
  select_child_for (self, self->selected);
}

static void
set_selected (BastideEditorPalette *self,
              int                   type)
{
  if (self->selected == type)
    return;
  self->selected = type;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTED_TYPE]);
}

/* Callbacks */

static void
selection_changed_cb (BastideEditorPalette *self)
{
  g_autoptr(GList) selected = NULL;

  if (self->rebuilding)
    return;
  selected = gtk_flow_box_get_selected_children (self->flow_box);
  if (selected != NULL)
    set_selected (self, GPOINTER_TO_UINT (g_object_get_data (selected->data, "tile-type")) - 1);
}

static void
search_changed_cb (BastideEditorPalette *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->search_entry));

  g_free (self->search);
  self->search = *text != '\0' ? g_strdup (text) : NULL;
  refresh (self);

  /* one match: take it */
  if (self->entries->len == 1)
    bastide_editor_palette_select_type (self, g_array_index (self->entries, BastidePaletteEntry, 0).type);
}

static void
search_activate_cb (BastideEditorPalette *self)
{
  if (self->entries != NULL && self->entries->len > 0)
    {
      /* an exact id wins over the first match */
      const char *text = gtk_editable_get_text (GTK_EDITABLE (self->search_entry));

      if (!bastide_editor_palette_select_id (self, text))
        bastide_editor_palette_select_type (self, g_array_index (self->entries, BastidePaletteEntry, 0).type);
    }
}

static void
stop_search_cb (BastideEditorPalette *self)
{
  gtk_editable_set_text (GTK_EDITABLE (self->search_entry), "");
}

static void
scenario_changed_cb (BastideEditorPalette *self)
{
  refresh (self);
}

/* GObject */

static void
bastide_editor_palette_dispose (GObject *object)
{
  BastideEditorPalette *self = BASTIDE_EDITOR_PALETTE (object);

  if (self->scenario != NULL)
    g_signal_handlers_disconnect_by_data (self->scenario, self);
  g_clear_object (&self->scenario);

  gtk_widget_dispose_template (GTK_WIDGET (self), BASTIDE_TYPE_EDITOR_PALETTE);

  G_OBJECT_CLASS (bastide_editor_palette_parent_class)->dispose (object);
}

static void
bastide_editor_palette_finalize (GObject *object)
{
  BastideEditorPalette *self = BASTIDE_EDITOR_PALETTE (object);

  g_clear_pointer (&self->entries, g_array_unref);
  g_ptr_array_unref (self->labels);
  g_free (self->search);

  G_OBJECT_CLASS (bastide_editor_palette_parent_class)->finalize (object);
}

static void
bastide_editor_palette_get_property (GObject    *object,
                                     guint       prop_id,
                                     GValue     *value,
                                     GParamSpec *pspec)
{
  BastideEditorPalette *self = BASTIDE_EDITOR_PALETTE (object);

  switch (prop_id)
    {
    case PROP_SELECTED_TYPE:
      g_value_set_int (value, self->selected);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bastide_editor_palette_set_property (GObject      *object,
                                     guint         prop_id,
                                     const GValue *value,
                                     GParamSpec   *pspec)
{
  BastideEditorPalette *self = BASTIDE_EDITOR_PALETTE (object);

  switch (prop_id)
    {
    case PROP_SELECTED_TYPE:
      bastide_editor_palette_select_type (self, g_value_get_int (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bastide_editor_palette_class_init (BastideEditorPaletteClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bastide_editor_palette_dispose;
  object_class->finalize = bastide_editor_palette_finalize;
  object_class->get_property = bastide_editor_palette_get_property;
  object_class->set_property = bastide_editor_palette_set_property;

  properties[PROP_SELECTED_TYPE] =
    g_param_spec_int ("selected-type", NULL, NULL, -1, G_MAXINT, -1,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  bastide_editor_ui_ensure_resources ();
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/bastide/Bastide/editor/bastide-editor-palette.ui");
  gtk_widget_class_bind_template_child (widget_class, BastideEditorPalette, search_entry);
  gtk_widget_class_bind_template_child (widget_class, BastideEditorPalette, scroller);
  gtk_widget_class_bind_template_child (widget_class, BastideEditorPalette, flow_box);
  gtk_widget_class_bind_template_child (widget_class, BastideEditorPalette, empty_label);
  gtk_widget_class_bind_template_callback (widget_class, selection_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, search_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, search_activate_cb);
  gtk_widget_class_bind_template_callback (widget_class, stop_search_cb);
}

static void
bastide_editor_palette_init (BastideEditorPalette *self)
{
  self->selected = -1;
  self->labels = g_ptr_array_new ();
  gtk_widget_init_template (GTK_WIDGET (self));
  refresh (self);
}

GtkWidget *
bastide_editor_palette_new (void)
{
  return g_object_new (BASTIDE_TYPE_EDITOR_PALETTE, NULL);
}

void
bastide_editor_palette_set_scenario (BastideEditorPalette *self,
                                     BastideScenario      *scenario)
{
  g_return_if_fail (BASTIDE_IS_EDITOR_PALETTE (self));

  if (self->scenario == scenario)
    return;
  if (self->scenario != NULL)
    g_signal_handlers_disconnect_by_data (self->scenario, self);
  g_set_object (&self->scenario, scenario);
  if (scenario != NULL)
    g_signal_connect_swapped (scenario, "changed", G_CALLBACK (scenario_changed_cb), self);
  refresh (self);
}

int
bastide_editor_palette_get_selected_type (BastideEditorPalette *self)
{
  g_return_val_if_fail (BASTIDE_IS_EDITOR_PALETTE (self), -1);
  return self->selected;
}

/**
 * bastide_editor_palette_select_type:
 *
 * Chooses a tile type shown in the palette; -1 chooses none.
 *
 * Returns: whether the type is shown
 */
gboolean
bastide_editor_palette_select_type (BastideEditorPalette *self,
                                    int                   type)
{
  gboolean shown = FALSE;

  g_return_val_if_fail (BASTIDE_IS_EDITOR_PALETTE (self), FALSE);

  for (guint i = 0; self->entries != NULL && i < self->entries->len; i++)
    if ((int) g_array_index (self->entries, BastidePaletteEntry, i).type == type)
      shown = TRUE;
  if (!shown && type >= 0)
    return FALSE;
  select_child_for (self, type);
  set_selected (self, type);
  return TRUE;
}

gboolean
bastide_editor_palette_select_id (BastideEditorPalette *self,
                                  const char           *id)
{
  g_return_val_if_fail (BASTIDE_IS_EDITOR_PALETTE (self), FALSE);

  for (guint i = 0; self->entries != NULL && i < self->entries->len; i++)
    {
      const BastidePaletteEntry *entry = &g_array_index (self->entries, BastidePaletteEntry, i);

      if (g_ascii_strcasecmp (entry->id, id) == 0)
        return bastide_editor_palette_select_type (self, entry->type);
    }
  return FALSE;
}

/**
 * bastide_editor_palette_select_next:
 * @direction: 1 for the next tile, -1 for the previous one
 *
 * Steps through the tiles shown, around the end.
 */
void
bastide_editor_palette_select_next (BastideEditorPalette *self,
                                    int                   direction)
{
  guint n;
  int index = -1;

  g_return_if_fail (BASTIDE_IS_EDITOR_PALETTE (self));

  n = self->entries != NULL ? self->entries->len : 0;
  if (n == 0)
    return;
  for (guint i = 0; i < n; i++)
    if ((int) g_array_index (self->entries, BastidePaletteEntry, i).type == self->selected)
      index = i;
  if (index < 0)
    index = direction < 0 ? 0 : -1;
  index = (index + (direction < 0 ? -1 : 1) + (int) n) % (int) n;
  bastide_editor_palette_select_type (self, g_array_index (self->entries, BastidePaletteEntry, index).type);
}

void
bastide_editor_palette_set_search (BastideEditorPalette *self,
                                   const char           *text)
{
  g_return_if_fail (BASTIDE_IS_EDITOR_PALETTE (self));
  gtk_editable_set_text (GTK_EDITABLE (self->search_entry), text != NULL ? text : "");
  /* search-changed comes after a delay: do not wait for it */
  search_changed_cb (self);
}

guint
bastide_editor_palette_get_n_shown (BastideEditorPalette *self)
{
  g_return_val_if_fail (BASTIDE_IS_EDITOR_PALETTE (self), 0);
  return self->entries != NULL ? self->entries->len : 0;
}

/* Copies still free of @type, or G_MININT when it is not shown. */
int
bastide_editor_palette_get_remaining (BastideEditorPalette *self,
                                      int                   type)
{
  g_return_val_if_fail (BASTIDE_IS_EDITOR_PALETTE (self), G_MININT);

  for (guint i = 0; self->entries != NULL && i < self->entries->len; i++)
    if ((int) g_array_index (self->entries, BastidePaletteEntry, i).type == type)
      return g_array_index (self->entries, BastidePaletteEntry, i).remaining;
  return G_MININT;
}

void
bastide_editor_palette_focus_search (BastideEditorPalette *self)
{
  g_return_if_fail (BASTIDE_IS_EDITOR_PALETTE (self));
  gtk_widget_grab_focus (GTK_WIDGET (self->search_entry));
}
