/* bastide-editor-settings.c: game, players and pile of a scenario
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every row writes straight into the scenario (one undo step each) and
 * every change of the scenario, undo included, is read back into the
 * rows. Rows are made once and updated in place, so a name being typed
 * keeps its focus.
 */

#define G_LOG_DOMAIN "bastide-editor-settings"

#include "config.h"

#include "bastide-editor-settings.h"

#include <glib/gi18n.h>

#include "bastide-color-swatch.h"
#include "bastide-editor-ui.h"

#include "bastide-render.h"

typedef struct
{
  AdwExpanderRow *row;
  GtkWidget      *swatch;
  AdwEntryRow    *name;
  AdwComboRow    *color;
  GtkSpinButton  *score;
  GtkWidget      *abbey_row;
  GtkSwitch      *abbey;
} PlayerRows;

struct _BastideEditorSettings
{
  AdwBin           parent_instance;

  AdwComboRow     *game_row;
  GtkWidget       *river_row;
  GtkSwitch       *river_switch;
  GtkWidget       *abbot_row;
  GtkSwitch       *abbot_switch;
  GtkWidget       *abbey_row;
  GtkSwitch       *abbey_switch;
  AdwComboRow     *wagon_row;
  AdwComboRow     *river_turns_row;
  AdwPreferencesGroup *players_group;
  GtkSpinButton   *players_spin;
  AdwComboRow     *to_move_row;
  GtkStringList   *to_move_model;
  GtkWidget       *wheel_group;
  AdwComboRow     *pig_row;
  GtkStringList   *pig_model;
  AdwComboRow     *pile_row;
  GtkWidget       *seed_row;
  GtkSpinButton   *seed_spin;
  GtkWidget       *add_pile_row;
  GtkWidget       *add_pile_button;
  GtkWidget       *pile_group;
  GtkListBox      *pile_list;

  PlayerRows       players[BASTIDE_MAX_PLAYERS];
  BastideScenario *scenario;
  GArray          *shown_pile;
  int              palette_tile;
  gboolean         syncing;
};

G_DEFINE_FINAL_TYPE (BastideEditorSettings, bastide_editor_settings, ADW_TYPE_BIN)

static void sync (BastideEditorSettings *self);

static guint
player_of (gpointer widget)
{
  return GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (widget), "player"));
}

static void
report (BastideEditorSettings *self,
        GError                *error)
{
  GtkWidget *window;

  if (error == NULL)
    return;
  /* the window shows the scenario's refusals as toasts */
  window = gtk_widget_get_ancestor (GTK_WIDGET (self), GTK_TYPE_WINDOW);
  if (window != NULL)
    gtk_widget_activate_action (window, "editor.message", "s", error->message);
  sync (self);
}

/* Pile tiles */

static void
draw_pile_tile (GtkDrawingArea *area,
                cairo_t        *cr,
                int             width,
                int             height,
                gpointer        data)
{
  double size = MIN (width, height);

  bastide_render_tile (cr, GPOINTER_TO_UINT (data), 0, size);
}

/* Callbacks */

static void
game_changed_cb (BastideEditorSettings *self)
{
  if (self->syncing || self->scenario == NULL)
    return;
  bastide_scenario_set_game (self->scenario,
                             adw_combo_row_get_selected (self->game_row) == 1
                             ? BASTIDE_GAME_WHEEL_OF_FORTUNE : BASTIDE_GAME_STANDARD);
}

static void
expansions_changed_cb (BastideEditorSettings *self)
{
  g_autoptr(GError) error = NULL;
  BastideExpansions expansions = 0;

  if (self->syncing || self->scenario == NULL)
    return;
  if (gtk_switch_get_active (self->river_switch))
    expansions |= BASTIDE_EXPANSION_RIVER;
  if (gtk_switch_get_active (self->abbot_switch))
    expansions |= BASTIDE_EXPANSION_ABBOT;
  if (gtk_switch_get_active (self->abbey_switch))
    expansions |= BASTIDE_EXPANSION_ABBEY_MAYOR;
  if (!bastide_scenario_set_expansions (self->scenario, expansions, &error))
    report (self, error);
}

static void
options_changed_cb (BastideEditorSettings *self)
{
  if (self->syncing || self->scenario == NULL)
    return;
  bastide_scenario_begin_group (self->scenario, _("Change option"));
  bastide_scenario_set_wagon_move_adjacent (self->scenario, adw_combo_row_get_selected (self->wagon_row) == 1);
  bastide_scenario_set_river_immediate_only (self->scenario, adw_combo_row_get_selected (self->river_turns_row) == 1);
  bastide_scenario_end_group (self->scenario);
}

static void
players_changed_cb (BastideEditorSettings *self)
{
  g_autoptr(GError) error = NULL;

  if (self->syncing || self->scenario == NULL)
    return;
  if (!bastide_scenario_set_n_players (self->scenario, gtk_spin_button_get_value_as_int (self->players_spin), &error))
    report (self, error);
}

static void
to_move_changed_cb (BastideEditorSettings *self)
{
  guint selected = adw_combo_row_get_selected (self->to_move_row);

  if (self->syncing || self->scenario == NULL || selected == GTK_INVALID_LIST_POSITION)
    return;
  bastide_scenario_set_to_move (self->scenario, selected);
}

static void
pig_changed_cb (BastideEditorSettings *self)
{
  guint selected = adw_combo_row_get_selected (self->pig_row);

  if (self->syncing || self->scenario == NULL || selected == GTK_INVALID_LIST_POSITION)
    return;
  bastide_scenario_set_pig (self->scenario, selected);
}

static void
pile_kind_changed_cb (BastideEditorSettings *self)
{
  g_autoptr(GError) error = NULL;
  gboolean fixed = adw_combo_row_get_selected (self->pile_row) == 1;

  if (self->syncing || self->scenario == NULL || fixed == bastide_scenario_get_pile_fixed (self->scenario))
    return;
  if (fixed)
    {
      /* start the list with the tile on top of the shuffled pile */
      int top = bastide_scenario_get_top_tile (self->scenario);
      guint types[1];

      types[0] = top >= 0 ? (guint) top : 0;
      if (!bastide_scenario_set_pile (self->scenario, types, top >= 0 ? 1 : 0, &error))
        report (self, error);
    }
  else
    bastide_scenario_set_pile_shuffled (self->scenario, bastide_scenario_get_seed (self->scenario));
}

static void
seed_changed_cb (BastideEditorSettings *self)
{
  if (self->syncing || self->scenario == NULL)
    return;
  bastide_scenario_set_pile_shuffled (self->scenario, (guint64) gtk_spin_button_get_value (self->seed_spin));
}

static void
new_seed_cb (BastideEditorSettings *self)
{
  gtk_spin_button_set_value (self->seed_spin, g_random_int_range (0, G_MAXINT32));
}

static void
add_pile_cb (BastideEditorSettings *self)
{
  g_autoptr(GError) error = NULL;

  if (self->scenario == NULL || self->palette_tile < 0)
    return;
  if (!bastide_scenario_pile_insert (self->scenario, -1, self->palette_tile, &error))
    report (self, error);
}

static void
pile_button_cb (GtkButton             *button,
                BastideEditorSettings *self)
{
  g_autoptr(GError) error = NULL;
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "index"));
  const char *what = g_object_get_data (G_OBJECT (button), "what");
  gboolean done;

  if (g_str_equal (what, "remove"))
    done = bastide_scenario_pile_remove (self->scenario, index, &error);
  else if (g_str_equal (what, "up"))
    done = bastide_scenario_pile_move (self->scenario, index, index - 1, &error);
  else
    done = bastide_scenario_pile_move (self->scenario, index, index + 1, &error);
  if (!done)
    report (self, error);
}

static void
name_apply_cb (AdwEntryRow           *row,
               BastideEditorSettings *self)
{
  if (self->syncing || self->scenario == NULL)
    return;
  bastide_scenario_set_player_name (self->scenario, player_of (row),
                                    gtk_editable_get_text (GTK_EDITABLE (row)));
}

static void
color_changed_cb (AdwComboRow           *row,
                  GParamSpec            *pspec,
                  BastideEditorSettings *self)
{
  guint selected = adw_combo_row_get_selected (row);

  if (self->syncing || self->scenario == NULL || selected == GTK_INVALID_LIST_POSITION)
    return;
  bastide_scenario_set_player_color (self->scenario, player_of (row), selected);
}

static void
score_changed_cb (GtkSpinButton         *spin,
                  BastideEditorSettings *self)
{
  g_autoptr(GError) error = NULL;

  if (self->syncing || self->scenario == NULL)
    return;
  if (!bastide_scenario_set_score (self->scenario, player_of (spin),
                                   gtk_spin_button_get_value_as_int (spin), &error))
    report (self, error);
}

static void
abbey_changed_cb (GtkSwitch             *abbey,
                  GParamSpec            *pspec,
                  BastideEditorSettings *self)
{
  if (self->syncing || self->scenario == NULL)
    return;
  bastide_scenario_set_abbey_in_hand (self->scenario, player_of (abbey), gtk_switch_get_active (abbey));
}

/* Building */

static void
create_player_rows (BastideEditorSettings *self,
                    guint                  p)
{
  PlayerRows *rows = &self->players[p];
  g_autoptr(GtkStringList) colors = gtk_string_list_new (NULL);
  GtkWidget *row;
  GtkAdjustment *adjustment;

  for (guint c = 0; c < BASTIDE_N_COLORS; c++)
    gtk_string_list_append (colors, bastide_color_label (c));

  rows->row = ADW_EXPANDER_ROW (adw_expander_row_new ());
  /* names are the players' own text */
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (rows->row), FALSE);
  rows->swatch = bastide_color_swatch_new (p);
  gtk_widget_set_size_request (rows->swatch, 22, 22);
  gtk_widget_set_valign (rows->swatch, GTK_ALIGN_CENTER);
  adw_expander_row_add_prefix (rows->row, rows->swatch);

  rows->name = ADW_ENTRY_ROW (adw_entry_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (rows->name), _("Name"));
  adw_entry_row_set_show_apply_button (rows->name, TRUE);
  g_object_set_data (G_OBJECT (rows->name), "player", GUINT_TO_POINTER (p));
  g_signal_connect (rows->name, "apply", G_CALLBACK (name_apply_cb), self);
  adw_expander_row_add_row (rows->row, GTK_WIDGET (rows->name));

  rows->color = ADW_COMBO_ROW (adw_combo_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (rows->color), _("Colour"));
  adw_combo_row_set_model (rows->color, G_LIST_MODEL (colors));
  g_object_set_data (G_OBJECT (rows->color), "player", GUINT_TO_POINTER (p));
  g_signal_connect (rows->color, "notify::selected", G_CALLBACK (color_changed_cb), self);
  adw_expander_row_add_row (rows->row, GTK_WIDGET (rows->color));

  row = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Score"));
  adjustment = gtk_adjustment_new (0, 0, 9999, 1, 10, 0);
  rows->score = GTK_SPIN_BUTTON (gtk_spin_button_new (adjustment, 1, 0));
  gtk_spin_button_set_numeric (rows->score, TRUE);
  gtk_widget_set_valign (GTK_WIDGET (rows->score), GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (rows->score), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Score"), -1);
  g_object_set_data (G_OBJECT (rows->score), "player", GUINT_TO_POINTER (p));
  g_signal_connect (rows->score, "value-changed", G_CALLBACK (score_changed_cb), self);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), GTK_WIDGET (rows->score));
  adw_expander_row_add_row (rows->row, row);

  rows->abbey_row = adw_action_row_new ();
  /* Translators: Abbey & Mayor: the player has not played the abbey tile yet */
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (rows->abbey_row), _("Still Holds the Abbey"));
  rows->abbey = GTK_SWITCH (gtk_switch_new ());
  gtk_widget_set_valign (GTK_WIDGET (rows->abbey), GTK_ALIGN_CENTER);
  g_object_set_data (G_OBJECT (rows->abbey), "player", GUINT_TO_POINTER (p));
  g_signal_connect (rows->abbey, "notify::active", G_CALLBACK (abbey_changed_cb), self);
  adw_action_row_add_suffix (ADW_ACTION_ROW (rows->abbey_row), GTK_WIDGET (rows->abbey));
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (rows->abbey_row), GTK_WIDGET (rows->abbey));
  adw_expander_row_add_row (rows->row, rows->abbey_row);

  adw_preferences_group_add (self->players_group, GTK_WIDGET (rows->row));
}

static gboolean
same_pile (BastideEditorSettings *self)
{
  guint n = bastide_scenario_get_pile_length (self->scenario);

  if (self->shown_pile == NULL || self->shown_pile->len != n)
    return FALSE;
  for (guint i = 0; i < n; i++)
    if (g_array_index (self->shown_pile, guint, i) != bastide_scenario_get_pile_tile (self->scenario, i))
      return FALSE;
  return TRUE;
}

static GtkWidget *
pile_button (BastideEditorSettings *self,
             const char            *icon,
             const char            *tooltip,
             const char            *what,
             guint                  index,
             gboolean               sensitive)
{
  GtkWidget *button = gtk_button_new_from_icon_name (icon);

  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (button, tooltip);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_sensitive (button, sensitive);
  g_object_set_data (G_OBJECT (button), "index", GUINT_TO_POINTER (index));
  g_object_set_data (G_OBJECT (button), "what", (gpointer) what);
  g_signal_connect (button, "clicked", G_CALLBACK (pile_button_cb), self);
  return button;
}

static void
rebuild_pile (BastideEditorSettings *self)
{
  guint n = bastide_scenario_get_pile_length (self->scenario);
  GtkListBoxRow *child;

  if (same_pile (self))
    return;

  while ((child = gtk_list_box_get_row_at_index (self->pile_list, 0)) != NULL)
    gtk_list_box_remove (self->pile_list, GTK_WIDGET (child));
  g_array_set_size (self->shown_pile, 0);

  for (guint i = 0; i < n; i++)
    {
      guint type = bastide_scenario_get_pile_tile (self->scenario, i);
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *area = gtk_drawing_area_new ();
      g_autofree char *title = NULL;

      g_array_append_val (self->shown_pile, type);
      /* Translators: an entry of the draw pile: its place and the tile's letter, e.g. "1. K" */
      title = g_strdup_printf (_("%u. %s"), i + 1, bastide_catalogue_get (type)->id);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (area), 32);
      gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (area), 32);
      gtk_widget_set_valign (area, GTK_ALIGN_CENTER);
      gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), draw_pile_tile, GUINT_TO_POINTER (type), NULL);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), area);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row),
                                 pile_button (self, "go-up-symbolic", _("Move Up"), "up", i, i > 0));
      adw_action_row_add_suffix (ADW_ACTION_ROW (row),
                                 pile_button (self, "go-down-symbolic", _("Move Down"), "down", i, i + 1 < n));
      adw_action_row_add_suffix (ADW_ACTION_ROW (row),
                                 pile_button (self, "user-trash-symbolic", _("Remove from the Pile"), "remove", i, TRUE));
      gtk_list_box_append (self->pile_list, row);
    }
}

static void
sync (BastideEditorSettings *self)
{
  const BastideRules *rules;
  gboolean wheel, abbey_mayor;
  guint n;
  gboolean fixed;
  g_autoptr(GPtrArray) names = NULL;

  if (self->scenario == NULL)
    return;

  self->syncing = TRUE;
  rules = bastide_scenario_get_rules (self->scenario);
  wheel = rules->game == BASTIDE_GAME_WHEEL_OF_FORTUNE;
  abbey_mayor = (rules->expansions & BASTIDE_EXPANSION_ABBEY_MAYOR) != 0;
  n = rules->n_players;

  adw_combo_row_set_selected (self->game_row, wheel ? 1 : 0);
  gtk_switch_set_active (self->river_switch, (rules->expansions & BASTIDE_EXPANSION_RIVER) != 0);
  gtk_switch_set_active (self->abbot_switch, (rules->expansions & BASTIDE_EXPANSION_ABBOT) != 0);
  gtk_switch_set_active (self->abbey_switch, abbey_mayor);
  gtk_widget_set_sensitive (self->river_row, !wheel);
  gtk_widget_set_sensitive (self->abbot_row, !wheel);
  gtk_widget_set_sensitive (self->abbey_row, !wheel);
  adw_combo_row_set_selected (self->wagon_row, rules->wagon_adjacent_tiles ? 1 : 0);
  adw_combo_row_set_selected (self->river_turns_row, rules->river_immediate_only ? 1 : 0);
  gtk_widget_set_visible (GTK_WIDGET (self->wagon_row), abbey_mayor);
  gtk_widget_set_visible (GTK_WIDGET (self->river_turns_row), (rules->expansions & BASTIDE_EXPANSION_RIVER) != 0);

  gtk_spin_button_set_value (self->players_spin, n);
  names = g_ptr_array_new_with_free_func (g_free);
  for (guint p = 0; p < n; p++)
    g_ptr_array_add (names, bastide_scenario_dup_display_name (self->scenario, p));
  g_ptr_array_add (names, NULL);
  gtk_string_list_splice (self->to_move_model, 0,
                          g_list_model_get_n_items (G_LIST_MODEL (self->to_move_model)),
                          (const char * const *) names->pdata);
  adw_combo_row_set_selected (self->to_move_row, bastide_scenario_get_to_move (self->scenario));

  for (guint p = 0; p < BASTIDE_MAX_PLAYERS; p++)
    {
      PlayerRows *rows = &self->players[p];
      g_autofree char *subtitle = NULL;
      BastideColor color;
      int score;

      gtk_widget_set_visible (GTK_WIDGET (rows->row), p < n);
      if (p >= n)
        continue;

      color = bastide_scenario_get_player_color (self->scenario, p);
      score = bastide_scenario_get_score (self->scenario, p);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (rows->row), g_ptr_array_index (names, p));
      /* Translators: subtitle of a player's row in the scenario editor */
      subtitle = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d point", "%d points", score), score);
      adw_expander_row_set_subtitle (rows->row, subtitle);
      bastide_color_swatch_set_color (BASTIDE_COLOR_SWATCH (rows->swatch), color);
      if (!(gtk_widget_get_state_flags (GTK_WIDGET (rows->name)) & GTK_STATE_FLAG_FOCUS_WITHIN))
        gtk_editable_set_text (GTK_EDITABLE (rows->name), bastide_scenario_get_player_name (self->scenario, p));
      adw_combo_row_set_selected (rows->color, color);
      gtk_spin_button_set_value (rows->score, score);
      gtk_switch_set_active (rows->abbey, bastide_scenario_get_abbey_in_hand (self->scenario, p));
      gtk_widget_set_visible (rows->abbey_row, abbey_mayor);
    }

  gtk_widget_set_visible (self->wheel_group, wheel);
  adw_combo_row_set_selected (self->pig_row, bastide_scenario_get_pig (self->scenario));

  fixed = bastide_scenario_get_pile_fixed (self->scenario);
  adw_combo_row_set_selected (self->pile_row, fixed ? 1 : 0);
  gtk_widget_set_visible (self->seed_row, !fixed);
  gtk_spin_button_set_value (self->seed_spin, (double) bastide_scenario_get_seed (self->scenario));
  gtk_widget_set_visible (self->add_pile_row, fixed);
  gtk_widget_set_visible (self->pile_group, fixed);
  if (fixed)
    rebuild_pile (self);

  self->syncing = FALSE;
}

static void
update_add_row (BastideEditorSettings *self)
{
  gtk_widget_set_sensitive (self->add_pile_button, self->palette_tile >= 0);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->add_pile_row),
                               self->palette_tile >= 0
                               ? bastide_catalogue_get (self->palette_tile)->id
                               : _("Choose a tile in the palette first"));
}

/* GObject */

static void
bastide_editor_settings_dispose (GObject *object)
{
  BastideEditorSettings *self = BASTIDE_EDITOR_SETTINGS (object);

  if (self->scenario != NULL)
    g_signal_handlers_disconnect_by_data (self->scenario, self);
  g_clear_object (&self->scenario);

  gtk_widget_dispose_template (GTK_WIDGET (self), BASTIDE_TYPE_EDITOR_SETTINGS);

  G_OBJECT_CLASS (bastide_editor_settings_parent_class)->dispose (object);
}

static void
bastide_editor_settings_finalize (GObject *object)
{
  BastideEditorSettings *self = BASTIDE_EDITOR_SETTINGS (object);

  g_array_unref (self->shown_pile);

  G_OBJECT_CLASS (bastide_editor_settings_parent_class)->finalize (object);
}

static void
bastide_editor_settings_class_init (BastideEditorSettingsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bastide_editor_settings_dispose;
  object_class->finalize = bastide_editor_settings_finalize;

  bastide_editor_ui_ensure_resources ();
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/bastide/Bastide/editor/bastide-editor-settings.ui");
  /* a pane, not a control: no name of its own (GTK would say its type) */
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GENERIC);
  gtk_widget_class_bind_template_child (widget_class, BastideEditorSettings, game_row);
  gtk_widget_class_bind_template_child (widget_class, BastideEditorSettings, river_row);
  gtk_widget_class_bind_template_child (widget_class, BastideEditorSettings, river_switch);
  gtk_widget_class_bind_template_child (widget_class, BastideEditorSettings, abbot_row);
  gtk_widget_class_bind_template_child (widget_class, BastideEditorSettings, abbot_switch);
  gtk_widget_class_bind_template_child (widget_class, BastideEditorSettings, abbey_row);
  gtk_widget_class_bind_template_child (widget_class, BastideEditorSettings, abbey_switch);
  gtk_widget_class_bind_template_child (widget_class, BastideEditorSettings, wagon_row);
  gtk_widget_class_bind_template_child (widget_class, BastideEditorSettings, river_turns_row);
  gtk_widget_class_bind_template_child (widget_class, BastideEditorSettings, players_group);
  gtk_widget_class_bind_template_child (widget_class, BastideEditorSettings, players_spin);
  gtk_widget_class_bind_template_child (widget_class, BastideEditorSettings, to_move_row);
  gtk_widget_class_bind_template_child (widget_class, BastideEditorSettings, to_move_model);
  gtk_widget_class_bind_template_child (widget_class, BastideEditorSettings, wheel_group);
  gtk_widget_class_bind_template_child (widget_class, BastideEditorSettings, pig_row);
  gtk_widget_class_bind_template_child (widget_class, BastideEditorSettings, pig_model);
  gtk_widget_class_bind_template_child (widget_class, BastideEditorSettings, pile_row);
  gtk_widget_class_bind_template_child (widget_class, BastideEditorSettings, seed_row);
  gtk_widget_class_bind_template_child (widget_class, BastideEditorSettings, seed_spin);
  gtk_widget_class_bind_template_child (widget_class, BastideEditorSettings, add_pile_row);
  gtk_widget_class_bind_template_child (widget_class, BastideEditorSettings, add_pile_button);
  gtk_widget_class_bind_template_child (widget_class, BastideEditorSettings, pile_group);
  gtk_widget_class_bind_template_child (widget_class, BastideEditorSettings, pile_list);
  gtk_widget_class_bind_template_callback (widget_class, game_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, expansions_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, options_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, players_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, to_move_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, pig_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, pile_kind_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, seed_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, new_seed_cb);
  gtk_widget_class_bind_template_callback (widget_class, add_pile_cb);
}

static void
bastide_editor_settings_init (BastideEditorSettings *self)
{
  self->shown_pile = g_array_new (FALSE, FALSE, sizeof (guint));
  self->palette_tile = -1;

  gtk_widget_init_template (GTK_WIDGET (self));

  /* not in the template: row titles there are markup */
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->abbey_row), _("Abbey & Mayor"));

  self->syncing = TRUE;
  for (guint s = 0; s < BASTIDE_N_SECTORS; s++)
    gtk_string_list_append (self->pig_model, bastide_sector_label (s));
  for (guint p = 0; p < BASTIDE_MAX_PLAYERS; p++)
    create_player_rows (self, p);
  self->syncing = FALSE;
  update_add_row (self);
}

GtkWidget *
bastide_editor_settings_new (void)
{
  return g_object_new (BASTIDE_TYPE_EDITOR_SETTINGS, NULL);
}

void
bastide_editor_settings_set_scenario (BastideEditorSettings *self,
                                      BastideScenario       *scenario)
{
  g_return_if_fail (BASTIDE_IS_EDITOR_SETTINGS (self));

  if (self->scenario == scenario)
    return;
  if (self->scenario != NULL)
    g_signal_handlers_disconnect_by_data (self->scenario, self);
  g_set_object (&self->scenario, scenario);
  if (scenario != NULL)
    g_signal_connect_swapped (scenario, "changed", G_CALLBACK (sync), self);
  /* the pile list of another scenario goes */
  g_array_set_size (self->shown_pile, 1);
  g_array_index (self->shown_pile, guint, 0) = G_MAXUINT;
  if (scenario != NULL)
    rebuild_pile (self);
  sync (self);
}

void
bastide_editor_settings_set_palette_tile (BastideEditorSettings *self,
                                          int                    type)
{
  g_return_if_fail (BASTIDE_IS_EDITOR_SETTINGS (self));
  self->palette_tile = type;
  update_add_row (self);
}
