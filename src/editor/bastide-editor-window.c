/* bastide-editor-window.c: the scenario editor
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The palette on the left, the board in the middle, and on the right the
 * position's settings, its problems, the analysis of the next tile and the
 * puzzle. Every edit goes through the BastideScenario, which keeps the
 * undo history and validates; the window lists the problems, enables Play
 * from Here only for a valid position and says why not otherwise.
 *
 * The editor does not know the game window: Play from Here emits ::play
 * with the new game, and Try It as a Player emits ::try-puzzle; the
 * application shows them.
 */

#define G_LOG_DOMAIN "bastide-editor-window"

#include "config.h"

#include "bastide-actions.h"
#include "bastide-editor-window.h"
#include "bastide-file-chooser.h"
#include "bastide-toast.h"

#include <glib/gi18n.h>

#include "bastide-editor-ui.h"

#include "bastide-editor-play-dialog.h"
#include "bastide-editor-settings.h"

struct _BastideEditorWindow
{
  AdwApplicationWindow      parent_instance;

  GSimpleActionGroup        *actions;

  AdwWindowTitle           *window_title;
  GtkWidget                *undo_button;
  GtkWidget                *redo_button;
  GtkWidget                *play_button;
  AdwToastOverlay          *toast_overlay;
  BastideEditorPalette     *palette;
  BastideEditorCanvas      *canvas;
  GtkWidget                *tool_bar;
  GtkToggleButton          *tile_tool_button;
  GtkToggleButton          *piece_tool_button;
  GtkDropDown              *kind_dropdown;
  GtkDropDown              *player_dropdown;
  GtkWidget                *piece_row;
  GArray                   *verdict_squares;   /* the puzzle panel's, "A" first */
  AdwFlap                  *flap;
  GtkStringList            *player_model;
  GtkWidget                *status_button;
  GtkImage                 *status_icon;
  GtkLabel                 *status_label;
  AdwViewStack             *side_stack;
  BastideEditorSettings    *settings;
  AdwViewStackPage         *problems_page;
  GtkStack                 *problems_stack;
  GtkListBox               *problem_list;
  BastideEditorAnalysis    *analysis;
  BastideEditorPuzzlePanel *puzzle_panel;

  BastideScenario          *scenario;
  BastidePuzzle            *puzzle;
  GPtrArray                *problems;
  GFile                    *file;
  gboolean                  modified;
  gboolean                  marking;
  gboolean                  syncing;
};

G_DEFINE_FINAL_TYPE (BastideEditorWindow, bastide_editor_window, ADW_TYPE_APPLICATION_WINDOW)

enum {
  PLAY,
  TRY_PUZZLE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
show_toast (BastideEditorWindow *self,
            const char          *text)
{
  adw_toast_overlay_add_toast (self->toast_overlay, bastide_toast_new (text, 4));
}

/* The look of the editor's own pieces, once per display */
static void
load_css (void)
{
  static gboolean loaded;
  g_autoptr(GtkCssProvider) provider = NULL;

  if (loaded || gdk_display_get_default () == NULL)
    return;
  loaded = TRUE;
  provider = gtk_css_provider_new ();
  gtk_css_provider_load_from_resource (provider, "/io/github/bastide/Bastide/editor/bastide-editor.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (),
                                              GTK_STYLE_PROVIDER (provider),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
}

/* State */

static void
update_title (BastideEditorWindow *self)
{
  g_autofree char *subtitle = NULL;

  if (self->file != NULL)
    {
      g_autofree char *name = g_file_get_basename (self->file);

      subtitle = self->modified ? g_strdup_printf ("• %s", name) : g_steal_pointer (&name);
    }
  else if (self->modified)
    /* Translators: subtitle of the editor for a scenario never saved */
    subtitle = g_strdup (_("• Not saved"));
  adw_window_title_set_subtitle (self->window_title, subtitle != NULL ? subtitle : "");
}

static void
update_actions (BastideEditorWindow *self)
{
  gboolean valid = bastide_scenario_get_valid (self->scenario);
  const char *undo_label = bastide_scenario_get_undo_label (self->scenario);
  const char *redo_label = bastide_scenario_get_redo_label (self->scenario);
  g_autofree char *undo_tip = NULL;
  g_autofree char *redo_tip = NULL;
  g_autofree char *play_tip = NULL;
  guint n = self->problems != NULL ? self->problems->len : 0;

  bastide_action_map_set_enabled (G_ACTION_MAP (self->actions), "undo", bastide_scenario_get_can_undo (self->scenario));
  bastide_action_map_set_enabled (G_ACTION_MAP (self->actions), "redo", bastide_scenario_get_can_redo (self->scenario));
  bastide_action_map_set_enabled (G_ACTION_MAP (self->actions), "play", valid);

  /* Translators: tooltip of the Undo button; %s names the edit, e.g. "Place tile" */
  undo_tip = undo_label != NULL ? g_strdup_printf (_("Undo “%s”"), undo_label) : g_strdup (_("Undo"));
  /* Translators: tooltip of the Redo button; %s names the edit */
  redo_tip = redo_label != NULL ? g_strdup_printf (_("Redo “%s”"), redo_label) : g_strdup (_("Redo"));
  gtk_widget_set_tooltip_text (self->undo_button, undo_tip);
  gtk_widget_set_tooltip_text (self->redo_button, redo_tip);

  if (valid)
    play_tip = g_strdup (_("Start a game from this position"));
  else
    play_tip = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             "The position has %u problem: see the list of problems",
                                             "The position has %u problems: see the list of problems",
                                             n),
                                n);
  gtk_widget_set_tooltip_text (self->play_button, play_tip);
}

static GtkWidget *
create_problem_row (const BastideProblem *problem)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 10);
  GtkWidget *texts = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *icon = gtk_image_new_from_icon_name ("dialog-warning-symbolic");
  GtkWidget *label = gtk_label_new (problem->message);

  gtk_widget_add_css_class (icon, "error");
  gtk_widget_set_valign (icon, GTK_ALIGN_START);
  gtk_widget_set_margin_top (icon, 2);
  gtk_box_append (GTK_BOX (box), icon);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_box_append (GTK_BOX (texts), label);
  if (problem->has_cell)
    {
      /* the sentence says where on the tile; the board shows which tile */
      label = gtk_label_new (problem->side >= 0 ? _("Click to show the tile and the side on the board")
                                                : _("Click to show the tile on the board"));
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_widget_add_css_class (label, "caption");
      gtk_widget_add_css_class (label, "dim-label");
      gtk_box_append (GTK_BOX (texts), label);
    }
  gtk_widget_set_hexpand (texts, TRUE);
  gtk_box_append (GTK_BOX (box), texts);

  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_bottom (box, 6);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), problem->has_cell || problem->piece_index >= 0);
  return row;
}

static void
update_problems (BastideEditorWindow *self)
{
  GtkListBoxRow *row;
  guint n;
  g_autofree char *status = NULL;

  g_clear_pointer (&self->problems, g_ptr_array_unref);
  self->problems = g_ptr_array_ref (bastide_scenario_get_problems (self->scenario));
  n = self->problems->len;

  while ((row = gtk_list_box_get_row_at_index (self->problem_list, 0)) != NULL)
    gtk_list_box_remove (self->problem_list, GTK_WIDGET (row));
  for (guint i = 0; i < n; i++)
    gtk_list_box_append (self->problem_list, create_problem_row (g_ptr_array_index (self->problems, i)));

  gtk_stack_set_visible_child_name (self->problems_stack, n > 0 ? "list" : "none");
  adw_view_stack_page_set_badge_number (self->problems_page, n);
  adw_view_stack_page_set_needs_attention (self->problems_page, n > 0);

  if (n == 0)
    status = g_strdup (_("No problems"));
  else
    status = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u problem", "%u problems", n), n);
  gtk_label_set_label (self->status_label, status);
  gtk_image_set_from_icon_name (self->status_icon, n > 0 ? "dialog-warning-symbolic" : "emblem-ok-symbolic");
  gtk_widget_remove_css_class (GTK_WIDGET (self->status_icon), n > 0 ? "success" : "error");
  gtk_widget_add_css_class (GTK_WIDGET (self->status_icon), n > 0 ? "error" : "success");
  gtk_widget_set_tooltip_text (self->status_button, n > 0 ? _("Show the List of Problems") : NULL);
}

static void
update_players (BastideEditorWindow *self)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  guint n = bastide_scenario_get_n_players (self->scenario);
  guint player = bastide_editor_canvas_get_player (self->canvas);

  for (guint p = 0; p < n; p++)
    g_ptr_array_add (names, bastide_scenario_dup_display_name (self->scenario, p));
  g_ptr_array_add (names, NULL);

  self->syncing = TRUE;
  gtk_string_list_splice (self->player_model, 0,
                          g_list_model_get_n_items (G_LIST_MODEL (self->player_model)),
                          (const char * const *) names->pdata);
  if (player >= n)
    player = 0;
  gtk_drop_down_set_selected (self->player_dropdown, player);
  self->syncing = FALSE;
  bastide_editor_canvas_set_player (self->canvas, player);
}

static void
scenario_changed_cb (BastideEditorWindow *self)
{
  self->modified = TRUE;
  update_players (self);
  update_problems (self);
  update_actions (self);
  update_title (self);
}

/* Actions */

static void
undo_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  BastideEditorWindow *self = user_data;

  bastide_scenario_undo (self->scenario);
}

static void
redo_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  BastideEditorWindow *self = user_data;

  bastide_scenario_redo (self->scenario);
}

static void
rotate_action (GSimpleAction *action,
               GVariant      *parameter,
               gpointer       user_data)
{
  BastideEditorWindow *self = user_data;

  bastide_editor_canvas_rotate_selection (self->canvas, 1);
}

static void
rotate_back_action (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       user_data)
{
  BastideEditorWindow *self = user_data;

  bastide_editor_canvas_rotate_selection (self->canvas, -1);
}

static void
delete_action (GSimpleAction *action,
               GVariant      *parameter,
               gpointer       user_data)
{
  BastideEditorWindow *self = user_data;

  bastide_editor_canvas_delete_selection (self->canvas);
}

static void
select_next_tile (BastideEditorWindow *self,
                  int                  direction)
{
  bastide_editor_palette_select_next (self->palette, direction);
  gtk_toggle_button_set_active (self->tile_tool_button, TRUE);
}

static void
next_tile_action (GSimpleAction *action,
                  GVariant      *parameter,
                  gpointer       user_data)
{
  BastideEditorWindow *self = user_data;

  select_next_tile (self, 1);
}

static void
previous_tile_action (GSimpleAction *action,
                      GVariant      *parameter,
                      gpointer       user_data)
{
  BastideEditorWindow *self = user_data;

  select_next_tile (self, -1);
}

static void
next_player_action (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       user_data)
{
  BastideEditorWindow *self = user_data;
  guint n = bastide_scenario_get_n_players (self->scenario);

  gtk_drop_down_set_selected (self->player_dropdown,
                              (bastide_editor_canvas_get_player (self->canvas) + 1) % n);
}

static void
tool_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  BastideEditorWindow *self = user_data;

  if (g_str_equal (g_variant_get_string (parameter, NULL), "piece"))
    gtk_toggle_button_set_active (self->piece_tool_button, TRUE);
  else
    gtk_toggle_button_set_active (self->tile_tool_button, TRUE);
}

static void
message_action (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  show_toast (user_data, g_variant_get_string (parameter, NULL));
}

static void
show_problems_action (GSimpleAction *action,
                      GVariant      *parameter,
                      gpointer       user_data)
{
  bastide_editor_window_show_page (user_data, "problems");
}

static void
analyse_action (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  BastideEditorWindow *self = user_data;

  bastide_editor_window_show_page (self, "analysis");
  bastide_editor_analysis_refresh (self->analysis);
}

static void
play_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  bastide_editor_window_play (user_data);
}

static void
help_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  gtk_show_uri (GTK_WINDOW (user_data), "help:bastide/editor", GDK_CURRENT_TIME);
}

static void
new_action (GSimpleAction *action,
            GVariant      *parameter,
            gpointer       user_data)
{
  BastideEditorWindow *self = user_data;
  g_autoptr(BastideScenario) scenario = bastide_scenario_new ();

  bastide_editor_window_set_scenario (self, scenario);
  g_clear_object (&self->file);
  self->modified = FALSE;
  update_title (self);
}

static void
open_response_cb (GtkNativeDialog     *dialog,
                  int                  response,
                  BastideEditorWindow *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      g_autoptr(GError) error = NULL;

      if (!bastide_editor_window_open_file (self, file, &error))
        bastide_error_dialog_present (GTK_WINDOW (self), _("Could Not Open the File"), error->message);
    }
  g_object_unref (dialog);
}

static void
open_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  BastideEditorWindow *self = user_data;
  GtkFileChooserNative *chooser;

  chooser = bastide_file_chooser_new (GTK_WINDOW (self), _("Open a Scenario or Saved Game"),
                                      GTK_FILE_CHOOSER_ACTION_OPEN, _("Bastide Games and Scenarios"));
  g_signal_connect (chooser, "response", G_CALLBACK (open_response_cb), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
save_to (BastideEditorWindow *self,
         GFile               *file)
{
  g_autoptr(GError) error = NULL;

  if (!bastide_editor_window_save_to_file (self, file, &error))
    bastide_error_dialog_present (GTK_WINDOW (self), _("Could Not Save the Scenario"), error->message);
  else if (!bastide_scenario_get_valid (self->scenario))
    show_toast (self, _("Saved as a draft: the position still has problems"));
  else
    show_toast (self, _("Scenario saved"));
}

static void
save_response_cb (GtkNativeDialog     *dialog,
                  int                  response,
                  BastideEditorWindow *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      g_autofree char *name = g_file_get_basename (file);

      /* the files are .bastide files, whatever was typed */
      if (!g_str_has_suffix (name, ".bastide"))
        {
          g_autoptr(GFile) parent = g_file_get_parent (file);
          g_autofree char *with_suffix = g_strconcat (name, ".bastide", NULL);

          g_clear_object (&file);
          file = g_file_get_child (parent, with_suffix);
        }
      save_to (self, file);
    }
  g_object_unref (dialog);
}

static void
save_as_action (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  BastideEditorWindow *self = user_data;
  GtkFileChooserNative *chooser;

  chooser = bastide_file_chooser_new (GTK_WINDOW (self), _("Save the Scenario"),
                                      GTK_FILE_CHOOSER_ACTION_SAVE, _("Bastide Games and Scenarios"));
  if (self->file != NULL)
    gtk_file_chooser_set_file (GTK_FILE_CHOOSER (chooser), self->file, NULL);
  else
    /* Translators: the file name a new scenario is saved under */
    gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), _("Scenario.bastide"));
  g_signal_connect (chooser, "response", G_CALLBACK (save_response_cb), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
save_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  BastideEditorWindow *self = user_data;

  if (self->file == NULL)
    save_as_action (NULL, NULL, self);
  else
    save_to (self, self->file);
}

/* Callbacks */

static void
update_tool (BastideEditorWindow *self)
{
  BastideEditorTool tool;

  if (self->marking)
    tool = BASTIDE_EDITOR_TOOL_MARK;
  else if (gtk_toggle_button_get_active (self->piece_tool_button))
    tool = BASTIDE_EDITOR_TOOL_PIECE;
  else
    tool = BASTIDE_EDITOR_TOOL_TILE;
  bastide_editor_canvas_set_tool (self->canvas, tool);
  gtk_widget_set_visible (self->piece_row, tool == BASTIDE_EDITOR_TOOL_PIECE);
}

static void
tool_toggled_cb (BastideEditorWindow *self)
{
  update_tool (self);
}

static void
kind_changed_cb (BastideEditorWindow *self)
{
  guint selected = gtk_drop_down_get_selected (self->kind_dropdown);

  if (selected < BASTIDE_N_PIECE_KINDS)
    bastide_editor_canvas_set_piece_kind (self->canvas, selected);
  gtk_toggle_button_set_active (self->piece_tool_button, TRUE);
}

static void
player_changed_cb (BastideEditorWindow *self)
{
  guint selected = gtk_drop_down_get_selected (self->player_dropdown);

  if (self->syncing || selected == GTK_INVALID_LIST_POSITION)
    return;
  bastide_editor_canvas_set_player (self->canvas, selected);
  gtk_toggle_button_set_active (self->piece_tool_button, TRUE);
}

static void
palette_selected_cb (BastideEditorWindow *self)
{
  int type = bastide_editor_palette_get_selected_type (self->palette);

  bastide_editor_canvas_set_tile_type (self->canvas, type);
  bastide_editor_settings_set_palette_tile (self->settings, type);
  if (type >= 0)
    gtk_toggle_button_set_active (self->tile_tool_button, TRUE);
}

static void
canvas_message_cb (BastideEditorWindow *self,
                   const char          *text)
{
  show_toast (self, text);
}

static void
marks_changed_cb (BastideEditorWindow *self)
{
  g_autoptr(GArray) marks = bastide_editor_canvas_get_marks (self->canvas);

  bastide_editor_puzzle_panel_set_marks (self->puzzle_panel, marks);
}

static void
mark_mode_cb (BastideEditorWindow *self,
              gboolean             marking)
{
  self->marking = marking;
  gtk_widget_set_sensitive (self->tool_bar, !marking);
  update_tool (self);
}

static void
move_selected_cb (BastideEditorWindow *self,
                  int                  index,
                  const BastideTurn   *turn)
{
  if (self->canvas == NULL || self->puzzle_panel == NULL)
    return;
  bastide_editor_canvas_set_preview (self->canvas, turn);
  bastide_editor_puzzle_panel_set_candidate_move (self->puzzle_panel, turn);
  if (turn != NULL && turn->kind != BASTIDE_TURN_DISCARD && turn->kind != BASTIDE_TURN_PASS)
    {
      BastideBoardViewport *viewport = BASTIDE_BOARD_VIEWPORT (self->canvas);
      int width = gtk_widget_get_width (GTK_WIDGET (self->canvas));
      int height = gtk_widget_get_height (GTK_WIDGET (self->canvas));
      double wx = bastide_board_viewport_to_widget_x (viewport, turn->x + 0.5);
      double wy = bastide_board_viewport_to_widget_y (viewport, turn->y + 0.5);

      /* bring the previewed move into sight */
      if (wx < 40 || wy < 80 || wx > width - 40 || wy > height - 40)
        bastide_board_viewport_center_on (viewport, turn->x + 0.5, turn->y + 0.5, FALSE);
    }
}

static void
show_answer_cb (BastideEditorWindow       *self,
                const BastidePuzzleAnswer *answer)
{
  if (answer->turns != NULL && answer->turns->len > 0)
    bastide_editor_canvas_set_preview (self->canvas, &g_array_index (answer->turns, BastideTurn, 0));
  else if (answer->cells != NULL && answer->cells->len > 0)
    bastide_editor_canvas_set_verdict (self->canvas, answer->cells, NULL, NULL);
}

/* The board letters the squares the words of the page shown name: the
 * analysis' moves, or the puzzle's verdict. */
static void
update_square_labels (BastideEditorWindow *self)
{
  const char *name;
  GArray *squares = NULL;

  /* the window's parts go while it is disposed */
  if (self->side_stack == NULL || self->canvas == NULL || self->analysis == NULL)
    return;
  name = adw_view_stack_get_visible_child_name (self->side_stack);
  if (g_strcmp0 (name, "analysis") == 0)
    squares = bastide_editor_analysis_get_squares (self->analysis);
  else if (g_strcmp0 (name, "puzzle") == 0)
    squares = self->verdict_squares;
  bastide_board_viewport_set_square_labels (BASTIDE_BOARD_VIEWPORT (self->canvas), squares);
}

static void
squares_named_cb (BastideEditorWindow *self,
                  GArray              *squares)
{
  g_clear_pointer (&self->verdict_squares, g_array_unref);
  if (squares != NULL)
    {
      self->verdict_squares = g_array_sized_new (FALSE, FALSE, sizeof (BastidePuzzleCell), squares->len);
      g_array_append_vals (self->verdict_squares, squares->data, squares->len);
    }
  update_square_labels (self);
}

static void
try_puzzle_cb (BastideEditorWindow *self,
               BastidePuzzle       *puzzle)
{
  if (!g_signal_has_handler_pending (self, signals[TRY_PUZZLE], 0, FALSE))
    {
      show_toast (self, _("Puzzles can be played from the main window"));
      return;
    }
  g_signal_emit (self, signals[TRY_PUZZLE], 0, puzzle);
}

static void
page_changed_cb (BastideEditorWindow *self)
{
  const char *name;
  gboolean analysing;

  /* the stack's pages go while the window is disposed */
  if (self->analysis == NULL || self->canvas == NULL)
    return;
  name = adw_view_stack_get_visible_child_name (self->side_stack);
  analysing = g_strcmp0 (name, "analysis") == 0;

  /* the analysis follows the position while it is shown */
  bastide_editor_analysis_set_live (self->analysis, analysing);
  if (analysing && bastide_editor_analysis_get_analysis (self->analysis) == NULL
      && !bastide_editor_analysis_get_busy (self->analysis))
    bastide_editor_analysis_refresh (self->analysis);
  if (!analysing && g_strcmp0 (name, "puzzle") != 0)
    bastide_editor_canvas_set_preview (self->canvas, NULL);
  update_square_labels (self);
}

static void
problem_activated_cb (BastideEditorWindow *self,
                      GtkListBoxRow       *row)
{
  bastide_editor_window_activate_problem (self, gtk_list_box_row_get_index (row));
}

static void
play_start_cb (BastideEditorWindow *self,
               BastideGame         *game)
{
  g_signal_emit (self, signals[PLAY], 0, game);
}

/* The application gives every window the game's shortcuts window when it
 * is added; the editor has keys of its own. */
static void
set_help_overlay (BastideEditorWindow *self)
{
  g_autoptr(GtkBuilder) builder = NULL;

  if (gtk_window_get_application (GTK_WINDOW (self)) == NULL)
    return;
  builder = gtk_builder_new_from_resource ("/io/github/bastide/Bastide/editor/bastide-editor-shortcuts.ui");
  gtk_application_window_set_help_overlay (GTK_APPLICATION_WINDOW (self),
                                           GTK_SHORTCUTS_WINDOW (gtk_builder_get_object (builder, "help_overlay")));
}

/* GtkWindow */

static void
close_response_cb (AdwMessageDialog    *dialog,
                   const char          *response,
                   BastideEditorWindow *self)
{
  if (g_str_equal (response, "discard"))
    self->modified = FALSE;
  else if (g_str_equal (response, "save") && self->file == NULL)
    save_as_action (NULL, NULL, self);
  else if (g_str_equal (response, "save"))
    save_to (self, self->file);

  if (!self->modified)
    {
      /* The dialog lives on until its button's handler returns, after
       * the editor is gone: it must not keep pointing at the editor. */
      gtk_window_set_transient_for (GTK_WINDOW (dialog), NULL);
      gtk_window_destroy (GTK_WINDOW (self));
    }
}

static gboolean
bastide_editor_window_close_request (GtkWindow *window)
{
  BastideEditorWindow *self = BASTIDE_EDITOR_WINDOW (window);
  GtkWidget *dialog;

  /* an empty start is nothing to lose */
  if (!self->modified || !bastide_scenario_get_can_undo (self->scenario))
    return GTK_WINDOW_CLASS (bastide_editor_window_parent_class)->close_request (window);

  dialog = bastide_save_question_new (window, _("Save the Scenario?"),
                                      _("The changes to this position will be lost if you close the editor without saving."));
  g_signal_connect_object (dialog, "response", G_CALLBACK (close_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  return TRUE;
}

/* GObject */

static void
bastide_editor_window_dispose (GObject *object)
{
  BastideEditorWindow *self = BASTIDE_EDITOR_WINDOW (object);

  if (self->scenario != NULL)
    g_signal_handlers_disconnect_by_data (self->scenario, self);

  gtk_widget_dispose_template (GTK_WIDGET (self), BASTIDE_TYPE_EDITOR_WINDOW);

  g_clear_object (&self->scenario);
  g_clear_object (&self->puzzle);
  g_clear_object (&self->file);
  g_clear_pointer (&self->problems, g_ptr_array_unref);
  g_clear_pointer (&self->verdict_squares, g_array_unref);

  g_clear_object (&self->actions);

  G_OBJECT_CLASS (bastide_editor_window_parent_class)->dispose (object);
}

static const GActionEntry action_entries[] = {
  { "new", new_action },
  { "open", open_action },
  { "save", save_action },
  { "save-as", save_as_action },
  { "undo", undo_action },
  { "redo", redo_action },
  { "rotate", rotate_action },
  { "rotate-back", rotate_back_action },
  { "delete", delete_action },
  { "next-tile", next_tile_action },
  { "previous-tile", previous_tile_action },
  { "next-player", next_player_action },
  { "tool", tool_action, "s" },
  { "message", message_action, "s" },
  { "show-problems", show_problems_action },
  { "analyse", analyse_action },
  { "play", play_action },
  { "help", help_action },
};

static void
bastide_editor_window_class_init (BastideEditorWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = bastide_editor_window_dispose;
  window_class->close_request = bastide_editor_window_close_request;

  /**
   * BastideEditorWindow::play:
   * @game: a game from the editor's position, to show
   */
  signals[PLAY] =
    g_signal_new ("play", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, BASTIDE_TYPE_GAME);
  /**
   * BastideEditorWindow::try-puzzle:
   * @puzzle: a copy of the puzzle being written, to play
   */
  signals[TRY_PUZZLE] =
    g_signal_new ("try-puzzle", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, BASTIDE_TYPE_PUZZLE);

  g_type_ensure (BASTIDE_TYPE_EDITOR_ANALYSIS);
  g_type_ensure (BASTIDE_TYPE_EDITOR_CANVAS);
  g_type_ensure (BASTIDE_TYPE_EDITOR_PALETTE);
  g_type_ensure (BASTIDE_TYPE_EDITOR_PUZZLE_PANEL);
  g_type_ensure (BASTIDE_TYPE_EDITOR_SETTINGS);

  bastide_editor_ui_ensure_resources ();
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/bastide/Bastide/editor/bastide-editor-window.ui");
  gtk_widget_class_bind_template_child (widget_class, BastideEditorWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, BastideEditorWindow, undo_button);
  gtk_widget_class_bind_template_child (widget_class, BastideEditorWindow, redo_button);
  gtk_widget_class_bind_template_child (widget_class, BastideEditorWindow, play_button);
  gtk_widget_class_bind_template_child (widget_class, BastideEditorWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, BastideEditorWindow, palette);
  gtk_widget_class_bind_template_child (widget_class, BastideEditorWindow, canvas);
  gtk_widget_class_bind_template_child (widget_class, BastideEditorWindow, tool_bar);
  gtk_widget_class_bind_template_child (widget_class, BastideEditorWindow, tile_tool_button);
  gtk_widget_class_bind_template_child (widget_class, BastideEditorWindow, piece_tool_button);
  gtk_widget_class_bind_template_child (widget_class, BastideEditorWindow, kind_dropdown);
  gtk_widget_class_bind_template_child (widget_class, BastideEditorWindow, player_dropdown);
  gtk_widget_class_bind_template_child (widget_class, BastideEditorWindow, piece_row);
  gtk_widget_class_bind_template_child (widget_class, BastideEditorWindow, flap);
  gtk_widget_class_bind_template_child (widget_class, BastideEditorWindow, player_model);
  gtk_widget_class_bind_template_child (widget_class, BastideEditorWindow, status_button);
  gtk_widget_class_bind_template_child (widget_class, BastideEditorWindow, status_icon);
  gtk_widget_class_bind_template_child (widget_class, BastideEditorWindow, status_label);
  gtk_widget_class_bind_template_child (widget_class, BastideEditorWindow, side_stack);
  gtk_widget_class_bind_template_child (widget_class, BastideEditorWindow, settings);
  gtk_widget_class_bind_template_child (widget_class, BastideEditorWindow, problems_page);
  gtk_widget_class_bind_template_child (widget_class, BastideEditorWindow, problems_stack);
  gtk_widget_class_bind_template_child (widget_class, BastideEditorWindow, problem_list);
  gtk_widget_class_bind_template_child (widget_class, BastideEditorWindow, analysis);
  gtk_widget_class_bind_template_child (widget_class, BastideEditorWindow, puzzle_panel);
  gtk_widget_class_bind_template_callback (widget_class, tool_toggled_cb);
  gtk_widget_class_bind_template_callback (widget_class, kind_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, player_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, page_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, problem_activated_cb);


  /* Keys with modifiers; the plain letters below are bindings too, so a
   * text field that has the focus takes its letters first. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, GDK_CONTROL_MASK, "editor.new", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_o, GDK_CONTROL_MASK, "editor.open", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK, "editor.save", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "editor.save-as", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK, "editor.undo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "editor.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_y, GDK_CONTROL_MASK, "editor.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, GDK_CONTROL_MASK, "editor.play", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F5, 0, "editor.analyse", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F1, 0, "editor.help", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK, "window.close", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_r, 0, "editor.rotate", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_R, GDK_SHIFT_MASK, "editor.rotate-back", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Delete, 0, "editor.delete", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Delete, 0, "editor.delete", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_BackSpace, 0, "editor.delete", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, 0, "editor.next-tile", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_N, GDK_SHIFT_MASK, "editor.previous-tile", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_p, 0, "editor.next-player", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_t, 0, "editor.tool", "s", "tile");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_m, 0, "editor.tool", "s", "piece");
}

static void
bastide_editor_window_init (BastideEditorWindow *self)
{
  g_autoptr(BastideScenario) scenario = NULL;

  load_css ();
  self->actions = g_simple_action_group_new ();
  g_action_map_add_action_entries (G_ACTION_MAP (self->actions), action_entries, G_N_ELEMENTS (action_entries), self);
  gtk_widget_insert_action_group (GTK_WIDGET (self), "editor", G_ACTION_GROUP (self->actions));
  gtk_widget_init_template (GTK_WIDGET (self));

#ifdef DEVELOPMENT_BUILD
  gtk_widget_add_css_class (GTK_WIDGET (self), "devel");
#endif

  bastide_board_viewport_add_zoom_actions (BASTIDE_BOARD_VIEWPORT (self->canvas), G_ACTION_MAP (self->actions));

  /* the free cells round the tiles stay clear of the canvas's edges */
  bastide_board_viewport_set_insets (BASTIDE_BOARD_VIEWPORT (self->canvas), &(GtkBorder) { 12, 12, 12, 12 });

  g_signal_connect_object (self->palette, "notify::selected-type", G_CALLBACK (palette_selected_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->canvas, "message", G_CALLBACK (canvas_message_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->canvas, "marks-changed", G_CALLBACK (marks_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->analysis, "move-selected", G_CALLBACK (move_selected_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->analysis, "done", G_CALLBACK (update_square_labels), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->puzzle_panel, "mark-mode", G_CALLBACK (mark_mode_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->puzzle_panel, "show-answer", G_CALLBACK (show_answer_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->puzzle_panel, "squares-named", G_CALLBACK (squares_named_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->puzzle_panel, "try", G_CALLBACK (try_puzzle_cb), self, G_CONNECT_SWAPPED);

  g_signal_connect (self, "notify::application", G_CALLBACK (set_help_overlay), NULL);

  scenario = bastide_scenario_new ();
  bastide_editor_window_set_scenario (self, scenario);
  self->modified = FALSE;
  update_title (self);
  update_tool (self);
}

/* Public API */

BastideEditorWindow *
bastide_editor_window_new (GtkApplication *application)
{
  return g_object_new (BASTIDE_TYPE_EDITOR_WINDOW,
                       "application", application,
                       NULL);
}

/**
 * bastide_editor_window_new_from_game:
 * @game: a game; the editor starts from its position after the last turn
 *   completed
 *
 * Returns: (transfer full) (nullable): the editor, or %NULL with @error set
 */
BastideEditorWindow *
bastide_editor_window_new_from_game (GtkApplication  *application,
                                     BastideGame     *game,
                                     GError         **error)
{
  g_autoptr(BastideScenario) scenario = NULL;
  BastideEditorWindow *self;

  g_return_val_if_fail (BASTIDE_IS_GAME (game), NULL);

  scenario = bastide_scenario_new_from_record (bastide_game_get_record (game), G_MAXUINT, error);
  if (scenario == NULL)
    return NULL;
  self = bastide_editor_window_new (application);
  bastide_editor_window_set_scenario (self, scenario);
  return self;
}

BastideScenario *
bastide_editor_window_get_scenario (BastideEditorWindow *self)
{
  g_return_val_if_fail (BASTIDE_IS_EDITOR_WINDOW (self), NULL);
  return self->scenario;
}

static void
set_puzzle (BastideEditorWindow *self,
            BastidePuzzle       *puzzle,
            gboolean             enabled)
{
  BastideScenario *scenario = bastide_puzzle_get_scenario (puzzle);

  if (self->scenario != NULL)
    g_signal_handlers_disconnect_by_data (self->scenario, self);
  g_set_object (&self->puzzle, puzzle);
  g_set_object (&self->scenario, scenario);
  g_signal_connect_swapped (scenario, "changed", G_CALLBACK (scenario_changed_cb), self);

  bastide_editor_canvas_set_scenario (self->canvas, scenario);
  bastide_editor_palette_set_scenario (self->palette, scenario);
  bastide_editor_settings_set_scenario (self->settings, scenario);
  bastide_editor_analysis_set_scenario (self->analysis, scenario);
  bastide_editor_puzzle_panel_set_puzzle (self->puzzle_panel, puzzle, enabled);

  scenario_changed_cb (self);
  self->modified = FALSE;
  update_title (self);
}

/**
 * bastide_editor_window_set_scenario:
 *
 * Edits @scenario (not copied: the editor changes it).
 */
void
bastide_editor_window_set_scenario (BastideEditorWindow *self,
                                    BastideScenario     *scenario)
{
  g_autoptr(BastidePuzzle) puzzle = NULL;

  g_return_if_fail (BASTIDE_IS_EDITOR_WINDOW (self));
  g_return_if_fail (BASTIDE_IS_SCENARIO (scenario));

  puzzle = bastide_puzzle_new (scenario);
  set_puzzle (self, puzzle, FALSE);
}

BastidePuzzle *
bastide_editor_window_get_puzzle (BastideEditorWindow *self)
{
  g_return_val_if_fail (BASTIDE_IS_EDITOR_WINDOW (self), NULL);
  return self->puzzle;
}

/**
 * bastide_editor_window_open_file:
 * @file: a scenario, a puzzle or a saved game (its position after the
 *   last turn)
 */
gboolean
bastide_editor_window_open_file (BastideEditorWindow  *self,
                                 GFile                *file,
                                 GError              **error)
{
  g_autofree char *path = NULL;
  g_autoptr(BastideScenario) scenario = NULL;
  g_autoptr(BastidePuzzle) puzzle = NULL;

  g_return_val_if_fail (BASTIDE_IS_EDITOR_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  path = g_file_get_path (file);
  if (path == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                           _("Only local files can be opened."));
      return FALSE;
    }
  scenario = bastide_scenario_load_file (path, error);
  if (scenario == NULL)
    return FALSE;

  if (bastide_scenario_get_extra (scenario, "puzzle-goal") != NULL)
    {
      puzzle = bastide_puzzle_load_file (path, error);
      if (puzzle == NULL)
        return FALSE;
      set_puzzle (self, puzzle, TRUE);
    }
  else
    bastide_editor_window_set_scenario (self, scenario);

  bastide_scenario_clear_history (self->scenario);
  g_set_object (&self->file, file);
  self->modified = FALSE;
  update_actions (self);
  update_title (self);
  return TRUE;
}

/**
 * bastide_editor_window_save_to_file:
 *
 * Saves the position (a draft when it has problems), as a puzzle when the
 * puzzle is switched on.
 */
gboolean
bastide_editor_window_save_to_file (BastideEditorWindow  *self,
                                    GFile                *file,
                                    GError              **error)
{
  g_autofree char *path = NULL;
  gboolean saved;

  g_return_val_if_fail (BASTIDE_IS_EDITOR_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  path = g_file_get_path (file);
  if (path == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                           _("Only local files can be saved."));
      return FALSE;
    }

  if (bastide_editor_puzzle_panel_get_enabled (self->puzzle_panel))
    saved = bastide_puzzle_save (self->puzzle, path, error);
  else
    {
      static const char * const keys[] = {
        "puzzle-id", "puzzle-title", "puzzle-description", "puzzle-explanation",
        "puzzle-goal", "puzzle-target", "puzzle-player",
      };

      /* a position that is no longer a puzzle forgets its puzzle keys */
      for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
        bastide_scenario_set_extra (self->scenario, keys[i], NULL);
      saved = bastide_scenario_save (self->scenario, path, error);
    }
  if (!saved)
    return FALSE;

  g_set_object (&self->file, file);
  self->modified = FALSE;
  update_title (self);
  return TRUE;
}

GFile *
bastide_editor_window_get_file (BastideEditorWindow *self)
{
  g_return_val_if_fail (BASTIDE_IS_EDITOR_WINDOW (self), NULL);
  return self->file;
}

BastideEditorCanvas *
bastide_editor_window_get_canvas (BastideEditorWindow *self)
{
  g_return_val_if_fail (BASTIDE_IS_EDITOR_WINDOW (self), NULL);
  return self->canvas;
}

BastideEditorPalette *
bastide_editor_window_get_palette (BastideEditorWindow *self)
{
  g_return_val_if_fail (BASTIDE_IS_EDITOR_WINDOW (self), NULL);
  return self->palette;
}

BastideEditorAnalysis *
bastide_editor_window_get_analysis (BastideEditorWindow *self)
{
  g_return_val_if_fail (BASTIDE_IS_EDITOR_WINDOW (self), NULL);
  return self->analysis;
}

BastideEditorPuzzlePanel *
bastide_editor_window_get_puzzle_panel (BastideEditorWindow *self)
{
  g_return_val_if_fail (BASTIDE_IS_EDITOR_WINDOW (self), NULL);
  return self->puzzle_panel;
}

void
bastide_editor_window_show_page (BastideEditorWindow *self,
                                 const char          *name)
{
  g_return_if_fail (BASTIDE_IS_EDITOR_WINDOW (self));
  adw_view_stack_set_visible_child_name (self->side_stack, name);
  adw_flap_set_reveal_flap (self->flap, TRUE);
}

char **
bastide_editor_window_dup_problem_texts (BastideEditorWindow *self)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  g_return_val_if_fail (BASTIDE_IS_EDITOR_WINDOW (self), NULL);

  for (guint i = 0; self->problems != NULL && i < self->problems->len; i++)
    g_strv_builder_add (builder, ((BastideProblem *) g_ptr_array_index (self->problems, i))->message);
  return g_strv_builder_end (builder);
}

/**
 * bastide_editor_window_activate_problem:
 *
 * What a click on a problem does: selects its cell (or piece), marks the
 * side of the cell where edges do not match and brings it into view.
 */
void
bastide_editor_window_activate_problem (BastideEditorWindow *self,
                                        guint                index)
{
  const BastideProblem *problem;

  g_return_if_fail (BASTIDE_IS_EDITOR_WINDOW (self));
  if (self->problems == NULL || index >= self->problems->len)
    return;

  problem = g_ptr_array_index (self->problems, index);
  if (problem->piece_index >= 0)
    {
      double bx, by;

      bastide_editor_canvas_select_piece (self->canvas, problem->piece_index);
      if (bastide_editor_canvas_piece_position (self->canvas, problem->piece_index, &bx, &by))
        bastide_board_viewport_center_on (BASTIDE_BOARD_VIEWPORT (self->canvas), bx, by, FALSE);
    }
  else if (problem->has_cell)
    bastide_editor_canvas_show_side (self->canvas, problem->x, problem->y, problem->side);
  /* a folded panel makes way for the canvas that shows it */
  if ((problem->piece_index >= 0 || problem->has_cell) && adw_flap_get_folded (self->flap))
    adw_flap_set_reveal_flap (self->flap, FALSE);
  else if (problem->pile_index >= 0 || problem->kind == BASTIDE_PROBLEM_PLAYERS)
    bastide_editor_window_show_page (self, "position");
  gtk_widget_grab_focus (GTK_WIDGET (self->canvas));
}

/**
 * bastide_editor_window_play:
 *
 * Play from Here: asks who plays each seat. The game goes out through
 * ::play.
 *
 * Returns: (transfer none) (nullable): the seat dialog, or %NULL when the
 *   position has problems
 */
GtkWindow *
bastide_editor_window_play (BastideEditorWindow *self)
{
  BastideEditorPlayDialog *dialog;

  g_return_val_if_fail (BASTIDE_IS_EDITOR_WINDOW (self), NULL);

  if (!bastide_scenario_get_valid (self->scenario))
    {
      show_toast (self, _("Fix the problems of the position first"));
      bastide_editor_window_show_page (self, "problems");
      return NULL;
    }
  dialog = bastide_editor_play_dialog_new (GTK_WINDOW (self), self->scenario);
  g_signal_connect_object (dialog, "start", G_CALLBACK (play_start_cb), self, G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (dialog));
  return GTK_WINDOW (dialog);
}
