/* bastide-editor-palette.c: the tiles of the chosen sets, to pick from
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every tile type of the scenario's sets, drawn as on the board, with the
 * copies still free (red when the board and the pile use more than the
 * sets hold). The tiles are a GListStore of BastidePaletteTile; the flow
 * box shows it through a GtkFilterListModel whose string filter keeps the
 * ids that contain the searched text.
 */

#define G_LOG_DOMAIN "bastide-editor-palette"

#include "config.h"

#include "bastide-editor-palette.h"

#include <glib/gi18n.h>

#include "bastide-describe.h"
#include "bastide-editor-ui.h"
#include "bastide-palette-tile.h"

#include "bastide-render.h"

#define ICON_SIZE 56

struct _BastideEditorPalette
{
  GtkBox           parent_instance;

  GtkSearchEntry  *search_entry;
  GtkWidget       *scroller;
  GtkFlowBox      *flow_box;
  GtkWidget       *empty_label;

  BastideScenario    *scenario;
  GListStore         *tiles;         /* BastidePaletteTile, every type of the sets */
  GtkStringFilter    *filter;        /* the search */
  GtkFilterListModel *shown;         /* the tiles the search keeps */
  int                 selected;
  gboolean            rebuilding;
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

/* The copies still free, under the tile and for screen readers */
static void
update_label (GtkLabel           *label,
              GParamSpec         *pspec,
              BastidePaletteTile *tile)
{
  const char *id = bastide_palette_tile_get_id (tile);
  int remaining = bastide_palette_tile_get_remaining (tile);
  g_autofree char *text = NULL;
  g_autofree char *description = NULL;
  GtkWidget *child = gtk_widget_get_ancestor (GTK_WIDGET (label), GTK_TYPE_FLOW_BOX_CHILD);

  /* Translators: a tile's letter and the copies still free, e.g. "K ×3" */
  text = g_strdup_printf (_("%s ×%d"), id, remaining);
  gtk_label_set_label (label, text);

  gtk_widget_remove_css_class (GTK_WIDGET (label), "error");
  gtk_widget_remove_css_class (GTK_WIDGET (label), "dim-label");
  if (remaining < 0)
    gtk_widget_add_css_class (GTK_WIDGET (label), "error");
  else if (remaining == 0)
    gtk_widget_add_css_class (GTK_WIDGET (label), "dim-label");

  if (remaining >= 0)
    /* Translators: accessible description of a palette tile */
    description = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                "Tile %s, %d copy free",
                                                "Tile %s, %d copies free",
                                                remaining),
                                   id, remaining);
  else
    /* Translators: accessible description of a palette tile used too often */
    description = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                "Tile %s, %d copy too many",
                                                "Tile %s, %d copies too many",
                                                -remaining),
                                   id, -remaining);
  if (child != NULL)
    {
      g_autofree char *edges = bastide_describe_tile (bastide_palette_tile_get_tile_type (tile), 0);
      g_autofree char *name = g_strdup_printf (_("%s: %s"), description, edges);

      /* in words too: the letter says little to one who cannot see it */
      gtk_accessible_update_property (GTK_ACCESSIBLE (child),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                      -1);
      gtk_widget_set_tooltip_text (child, description);
    }
}

static GtkWidget *
create_child (gpointer item,
              gpointer user_data)
{
  BastidePaletteTile *tile = item;
  GtkWidget *child = gtk_flow_box_child_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *area = gtk_drawing_area_new ();
  GtkWidget *label = gtk_label_new (NULL);

  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (area), ICON_SIZE);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (area), ICON_SIZE);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), draw_tile,
                                  GUINT_TO_POINTER (bastide_palette_tile_get_tile_type (tile)), NULL);
  gtk_widget_set_halign (area, GTK_ALIGN_CENTER);
  /* the cell says the tile in words */
  gtk_accessible_update_state (GTK_ACCESSIBLE (area), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  gtk_box_append (GTK_BOX (box), area);

  gtk_widget_add_css_class (label, "caption");
  gtk_widget_add_css_class (label, "numeric");
  gtk_box_append (GTK_BOX (box), label);

  gtk_widget_set_margin_top (box, 3);
  gtk_widget_set_margin_bottom (box, 3);
  gtk_flow_box_child_set_child (GTK_FLOW_BOX_CHILD (child), box);
  update_label (GTK_LABEL (label), NULL, tile);
  g_signal_connect_object (tile, "notify::remaining", G_CALLBACK (update_label), label, G_CONNECT_SWAPPED);
  return child;
}

static BastidePaletteTile *
shown_tile (BastideEditorPalette *self,
            guint                 index)
{
  BastidePaletteTile *tile = g_list_model_get_item (G_LIST_MODEL (self->shown), index);

  /* the store keeps it alive */
  g_object_unref (tile);
  return tile;
}

/* The index of @type among the tiles shown, or -1 */
static int
shown_index (BastideEditorPalette *self,
             int                   type)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->shown));

  for (guint i = 0; i < n; i++)
    if ((int) bastide_palette_tile_get_tile_type (shown_tile (self, i)) == type)
      return i;
  return -1;
}

static gboolean
same_types (GListModel *tiles,
            GArray     *entries)
{
  if (g_list_model_get_n_items (tiles) != entries->len)
    return FALSE;
  for (guint i = 0; i < entries->len; i++)
    {
      g_autoptr(BastidePaletteTile) tile = g_list_model_get_item (tiles, i);

      if (bastide_palette_tile_get_tile_type (tile) != g_array_index (entries, BastidePaletteEntry, i).type)
        return FALSE;
    }
  return TRUE;
}

static void
select_child_for (BastideEditorPalette *self,
                  int                   type)
{
  int index = shown_index (self, type);

  self->rebuilding = TRUE;
  if (index >= 0)
    gtk_flow_box_select_child (self->flow_box, gtk_flow_box_get_child_at_index (self->flow_box, index));
  else
    gtk_flow_box_unselect_all (self->flow_box);
  self->rebuilding = FALSE;
}

/* The copies still free change with every edit; the types only with the
 * sets. */
static void
refresh (BastideEditorPalette *self)
{
  g_autoptr(GArray) entries = NULL;
  g_autoptr(GPtrArray) tiles = NULL;

  if (self->scenario == NULL)
    entries = g_array_new (FALSE, FALSE, sizeof (BastidePaletteEntry));
  else
    entries = bastide_scenario_list_palette (self->scenario);

  if (same_types (G_LIST_MODEL (self->tiles), entries))
    {
      for (guint i = 0; i < entries->len; i++)
        {
          g_autoptr(BastidePaletteTile) tile = g_list_model_get_item (G_LIST_MODEL (self->tiles), i);

          bastide_palette_tile_set_remaining (tile, g_array_index (entries, BastidePaletteEntry, i).remaining);
        }
      return;
    }

  tiles = g_ptr_array_new_with_free_func (g_object_unref);
  for (guint i = 0; i < entries->len; i++)
    {
      const BastidePaletteEntry *entry = &g_array_index (entries, BastidePaletteEntry, i);

      g_ptr_array_add (tiles, bastide_palette_tile_new (entry->type, entry->id, entry->remaining));
    }
  g_list_store_splice (self->tiles, 0, g_list_model_get_n_items (G_LIST_MODEL (self->tiles)),
                       tiles->pdata, tiles->len);
}

/* The flow box made new children: show the empty list's message, and the
 * chosen tile again */
static void
shown_changed_cb (BastideEditorPalette *self)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->shown));

  gtk_widget_set_visible (self->empty_label, n == 0);
  gtk_widget_set_visible (self->scroller, n > 0);
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
    set_selected (self, bastide_palette_tile_get_tile_type (
                          shown_tile (self, gtk_flow_box_child_get_index (selected->data))));
}

static void
search_changed_cb (BastideEditorPalette *self)
{
  gtk_string_filter_set_search (self->filter, gtk_editable_get_text (GTK_EDITABLE (self->search_entry)));

  /* one match: take it */
  if (g_list_model_get_n_items (G_LIST_MODEL (self->shown)) == 1)
    bastide_editor_palette_select_type (self, bastide_palette_tile_get_tile_type (shown_tile (self, 0)));
}

static void
search_activate_cb (BastideEditorPalette *self)
{
  if (g_list_model_get_n_items (G_LIST_MODEL (self->shown)) > 0)
    {
      /* an exact id wins over the first match */
      const char *text = gtk_editable_get_text (GTK_EDITABLE (self->search_entry));

      if (!bastide_editor_palette_select_id (self, text))
        bastide_editor_palette_select_type (self, bastide_palette_tile_get_tile_type (shown_tile (self, 0)));
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

  g_clear_object (&self->shown);
  g_clear_object (&self->filter);
  g_clear_object (&self->tiles);

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

/* The palette is one stop for Tab: the arrows go from tile to tile
 * inside, Tab and Shift+Tab go on past it. The flow box would take Tab
 * from tile to tile too; for the moment of the move it takes no focus,
 * so the window passes it by. */
static gboolean
flow_box_key_cb (GtkEventControllerKey *controller,
                 guint                  keyval,
                 guint                  keycode,
                 GdkModifierType        state,
                 BastideEditorPalette  *self)
{
  GtkWidget *box = GTK_WIDGET (self->flow_box);
  GtkDirectionType direction;

  if (keyval != GDK_KEY_Tab && keyval != GDK_KEY_KP_Tab && keyval != GDK_KEY_ISO_Left_Tab)
    return GDK_EVENT_PROPAGATE;
  direction = (state & GDK_SHIFT_MASK) || keyval == GDK_KEY_ISO_Left_Tab ? GTK_DIR_TAB_BACKWARD
                                                                         : GTK_DIR_TAB_FORWARD;
  gtk_widget_set_can_focus (box, FALSE);
  gtk_widget_child_focus (GTK_WIDGET (gtk_widget_get_root (box)), direction);
  gtk_widget_set_can_focus (box, TRUE);
  return GDK_EVENT_STOP;
}

static void
bastide_editor_palette_init (BastideEditorPalette *self)
{
  GtkExpression *id = gtk_property_expression_new (BASTIDE_TYPE_PALETTE_TILE, NULL, "id");
  GtkEventController *keys;

  self->selected = -1;
  gtk_widget_init_template (GTK_WIDGET (self));

  self->tiles = g_list_store_new (BASTIDE_TYPE_PALETTE_TILE);
  self->filter = gtk_string_filter_new (id);
  gtk_string_filter_set_match_mode (self->filter, GTK_STRING_FILTER_MATCH_MODE_SUBSTRING);
  gtk_string_filter_set_ignore_case (self->filter, TRUE);
  self->shown = gtk_filter_list_model_new (G_LIST_MODEL (g_object_ref (self->tiles)),
                                           GTK_FILTER (g_object_ref (self->filter)));
  gtk_flow_box_bind_model (self->flow_box, G_LIST_MODEL (self->shown), create_child, self, NULL);
  /* after the flow box's own handler, which makes the children */
  g_signal_connect_object (self->shown, "items-changed", G_CALLBACK (shown_changed_cb), self, G_CONNECT_SWAPPED);
  refresh (self);

  keys = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect_object (keys, "key-pressed", G_CALLBACK (flow_box_key_cb), self, 0);
  gtk_widget_add_controller (GTK_WIDGET (self->flow_box), keys);
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
  g_return_val_if_fail (BASTIDE_IS_EDITOR_PALETTE (self), FALSE);

  if (type >= 0 && shown_index (self, type) < 0)
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

  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (self->shown)); i++)
    {
      BastidePaletteTile *tile = shown_tile (self, i);

      if (g_ascii_strcasecmp (bastide_palette_tile_get_id (tile), id) == 0)
        return bastide_editor_palette_select_type (self, bastide_palette_tile_get_tile_type (tile));
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

  n = g_list_model_get_n_items (G_LIST_MODEL (self->shown));
  if (n == 0)
    return;
  index = shown_index (self, self->selected);
  if (index < 0)
    index = direction < 0 ? 0 : -1;
  index = (index + (direction < 0 ? -1 : 1) + (int) n) % (int) n;
  bastide_editor_palette_select_type (self, bastide_palette_tile_get_tile_type (shown_tile (self, index)));
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
  return g_list_model_get_n_items (G_LIST_MODEL (self->shown));
}

/* Copies still free of @type, or G_MININT when it is not shown. */
int
bastide_editor_palette_get_remaining (BastideEditorPalette *self,
                                      int                   type)
{
  int index;

  g_return_val_if_fail (BASTIDE_IS_EDITOR_PALETTE (self), G_MININT);

  index = shown_index (self, type);
  return index >= 0 ? bastide_palette_tile_get_remaining (shown_tile (self, index)) : G_MININT;
}

void
bastide_editor_palette_focus_search (BastideEditorPalette *self)
{
  g_return_if_fail (BASTIDE_IS_EDITOR_PALETTE (self));
  gtk_widget_grab_focus (GTK_WIDGET (self->search_entry));
}
