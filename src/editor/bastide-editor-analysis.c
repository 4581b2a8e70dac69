/* bastide-editor-analysis.c: every move of the top tile, with its points
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The analysis plays every legal turn of the tile on top of the pile on a
 * copy of the position, in a thread (the computer's choice takes a moment),
 * and lists them best first with what each player scores this turn. The
 * computer's preferred move carries a star. Choosing a row previews it.
 */

#define G_LOG_DOMAIN "bastide-editor-analysis"

#include "config.h"

#include "bastide-editor-analysis.h"

#include <glib/gi18n.h>

#include "bastide-editor-ui.h"

#include "bastide-moves.h"
#include "bastide-render.h"

#define LIVE_DELAY_MS 400

struct _BastideEditorAnalysis
{
  GtkBox           parent_instance;

  GtkWidget       *tile_area;
  GtkLabel        *title_label;
  GtkLabel        *subtitle_label;
  GtkWidget       *refresh_button;
  GtkStack        *stack;
  AdwStatusPage   *status_page;
  GtkSpinner      *spinner;
  GtkListBox      *move_list;

  BastideScenario *scenario;
  BastideAnalysis *analysis;
  GArray          *squares;      /* BastidePuzzleCell: the moves' squares, by letter */
  GCancellable    *cancellable;
  guint            live_source;
  gboolean         live;
  gboolean         busy;
  int              top_tile;
  gboolean         filling;
};

G_DEFINE_FINAL_TYPE (BastideEditorAnalysis, bastide_editor_analysis, GTK_TYPE_BOX)

enum {
  MOVE_SELECTED,
  DONE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
draw_top_tile (GtkDrawingArea *area,
               cairo_t        *cr,
               int             width,
               int             height,
               gpointer        data)
{
  BastideEditorAnalysis *self = data;
  double size = MIN (width, height) - 2;

  if (self->top_tile < 0)
    {
      cairo_rectangle (cr, 1.5, 1.5, size - 1, size - 1);
      cairo_set_source_rgba (cr, 0.5, 0.5, 0.5, 0.5);
      cairo_set_dash (cr, (double[]) { 3, 3 }, 2, 0);
      cairo_set_line_width (cr, 1);
      cairo_stroke (cr);
      return;
    }
  cairo_translate (cr, 1, 1);
  bastide_render_tile (cr, self->top_tile, 0, size);
}

static void
show_message (BastideEditorAnalysis *self,
              const char            *icon,
              const char            *title,
              const char            *description)
{
  /* the description is markup, and may hold a player's name */
  g_autofree char *escaped = g_markup_escape_text (description, -1);

  adw_status_page_set_icon_name (self->status_page, icon);
  adw_status_page_set_title (self->status_page, title);
  adw_status_page_set_description (self->status_page, escaped);
  gtk_stack_set_visible_child_name (self->stack, "message");
}

static void
set_busy (BastideEditorAnalysis *self,
          gboolean               busy)
{
  self->busy = busy;
  gtk_spinner_set_spinning (self->spinner, busy);
  if (busy)
    gtk_stack_set_visible_child_name (self->stack, "busy");
}

static void
update_header (BastideEditorAnalysis *self)
{
  g_autofree char *title = NULL;
  g_autofree char *subtitle = NULL;
  g_autofree char *name = NULL;

  self->top_tile = self->scenario != NULL && bastide_scenario_get_valid (self->scenario)
                   ? bastide_scenario_get_top_tile (self->scenario) : -1;
  gtk_widget_queue_draw (self->tile_area);

  if (self->scenario == NULL)
    return;
  name = bastide_scenario_dup_display_name (self->scenario, bastide_scenario_get_to_move (self->scenario));
  if (self->top_tile >= 0)
    /* Translators: the analysis' heading; %s is a tile's letter */
    title = g_strdup_printf (_("Tile %s on Top of the Pile"), bastide_catalogue_get (self->top_tile)->id);
  else
    title = g_strdup (_("Every Move of the Next Tile"));
  /* Translators: %s is a player's name */
  subtitle = g_strdup_printf (_("%s to move; points scored this turn"), name);
  gtk_label_set_label (self->title_label, title);
  gtk_label_set_label (self->subtitle_label, subtitle);
}

static GtkWidget *
create_row (BastideEditorAnalysis     *self,
            const BastideAnalysis     *analysis,
            guint                      index)
{
  const BastideAnalysisMove *move = &g_array_index (analysis->moves, BastideAnalysisMove, index);
  g_autofree char *description = bastide_moves_describe (&move->turn, self->squares);
  g_autofree char *points = g_strdup_printf ("%+d", move->mover_points);
  g_autoptr(GString) others = g_string_new (NULL);
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *texts = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *label;

  label = gtk_label_new (points);
  gtk_label_set_width_chars (GTK_LABEL (label), 3);
  gtk_label_set_xalign (GTK_LABEL (label), 1);
  gtk_widget_add_css_class (label, "heading");
  gtk_widget_add_css_class (label, "numeric");
  if (move->mover_points > 0)
    gtk_widget_add_css_class (label, "success");
  else
    gtk_widget_add_css_class (label, "dim-label");
  gtk_box_append (GTK_BOX (box), label);

  label = gtk_label_new (description);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_box_append (GTK_BOX (texts), label);

  for (guint p = 0; p < analysis->n_players; p++)
    {
      g_autofree char *name = NULL;

      if (p == analysis->player || move->points[p] == 0)
        continue;
      name = bastide_scenario_dup_display_name (self->scenario, p);
      if (others->len > 0)
        g_string_append (others, ", ");
      /* Translators: another player's points from a move, e.g. "Blue +3" */
      g_string_append_printf (others, _("%s %+d"), name, move->points[p]);
    }
  if (others->len > 0)
    {
      label = gtk_label_new (others->str);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_widget_add_css_class (label, "caption");
      gtk_widget_add_css_class (label, "dim-label");
      gtk_box_append (GTK_BOX (texts), label);
    }
  gtk_widget_set_hexpand (texts, TRUE);
  gtk_box_append (GTK_BOX (box), texts);

  if ((int) index == analysis->ai_choice)
    {
      GtkWidget *star = gtk_image_new_from_icon_name ("starred-symbolic");

      gtk_widget_set_tooltip_text (star, _("The computer player’s choice"));
      gtk_widget_add_css_class (star, "accent");
      gtk_box_append (GTK_BOX (box), star);
    }

  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_bottom (box, 6);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  g_object_set_data (G_OBJECT (row), "index", GUINT_TO_POINTER (index));
  return row;
}

static void
fill (BastideEditorAnalysis *self)
{
  GtkListBoxRow *child;

  self->filling = TRUE;
  while ((child = gtk_list_box_get_row_at_index (self->move_list, 0)) != NULL)
    gtk_list_box_remove (self->move_list, GTK_WIDGET (child));
  self->filling = FALSE;

  g_array_set_size (self->squares, 0);
  if (self->analysis == NULL)
    return;

  /* the squares the moves go on, lettered across the board as it is read
   * (the board shows the letters) */
  for (guint i = 0; i < self->analysis->moves->len; i++)
    {
      const BastideTurn *turn = &g_array_index (self->analysis->moves, BastideAnalysisMove, i).turn;

      if (turn->kind == BASTIDE_TURN_TILE || turn->kind == BASTIDE_TURN_ABBEY)
        g_free (bastide_moves_name_square (self->squares, turn->x, turn->y));
    }
  bastide_moves_sort_squares (self->squares);

  if (self->analysis->moves->len == 0)
    {
      show_message (self, "action-unavailable-symbolic", _("No Move"),
                    self->analysis->tile < 0
                    ? _("The pile is empty: there is no tile to play.")
                    : _("The tile fits nowhere on the board."));
      return;
    }
  for (guint i = 0; i < self->analysis->moves->len; i++)
    gtk_list_box_append (self->move_list, create_row (self, self->analysis, i));
  gtk_stack_set_visible_child_name (self->stack, "moves");
}

/* The analysis, worked out by the scenario in a thread */

/* @analysis NULL: the position has problems */
static void
show_analysis (BastideEditorAnalysis *self,
               BastideAnalysis       *analysis)
{
  set_busy (self, FALSE);
  g_clear_pointer (&self->analysis, bastide_analysis_free);
  self->analysis = analysis;
  fill (self);
  if (analysis == NULL)
    show_message (self, "dialog-warning-symbolic", _("The Position Has Problems"),
                  _("Only a position that follows the rules can be analysed. See the list of problems."));
  g_signal_emit (self, signals[DONE], 0);
}

static void
analyse_done_cb (GObject      *source_object,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  g_autoptr(BastideEditorAnalysis) self = user_data;
  g_autoptr(GError) error = NULL;
  BastideAnalysis *analysis;

  analysis = bastide_scenario_analyse_finish (BASTIDE_SCENARIO (source_object), result, &error);
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;   /* a newer analysis, another scenario or the widget's end */
  g_clear_object (&self->cancellable);
  show_analysis (self, analysis);
}

/* Callbacks */

static void
row_selected_cb (BastideEditorAnalysis *self,
                 GtkListBoxRow         *row)
{
  int index = -1;

  if (self->filling)
    return;
  if (row != NULL)
    index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "index"));
  g_signal_emit (self, signals[MOVE_SELECTED], 0, index,
                 index >= 0 ? &g_array_index (self->analysis->moves, BastideAnalysisMove, index).turn : NULL);
}

static void
refresh_clicked_cb (BastideEditorAnalysis *self)
{
  bastide_editor_analysis_refresh (self);
}

static gboolean
live_cb (gpointer data)
{
  BastideEditorAnalysis *self = data;

  self->live_source = 0;
  bastide_editor_analysis_refresh (self);
  return G_SOURCE_REMOVE;
}

static void
scenario_changed_cb (BastideEditorAnalysis *self)
{
  update_header (self);

  /* what is shown no longer fits the position */
  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  set_busy (self, FALSE);
  g_clear_pointer (&self->analysis, bastide_analysis_free);
  fill (self);
  g_signal_emit (self, signals[MOVE_SELECTED], 0, -1, NULL);
  show_message (self, "view-refresh-symbolic", _("The Position Changed"), _("Analyse it again to see every move."));

  if (self->live)
    {
      g_clear_handle_id (&self->live_source, g_source_remove);
      self->live_source = g_timeout_add (LIVE_DELAY_MS, live_cb, self);
    }
}

/* GObject */

static void
bastide_editor_analysis_dispose (GObject *object)
{
  BastideEditorAnalysis *self = BASTIDE_EDITOR_ANALYSIS (object);

  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  g_clear_handle_id (&self->live_source, g_source_remove);
  if (self->scenario != NULL)
    g_signal_handlers_disconnect_by_data (self->scenario, self);
  g_clear_object (&self->scenario);
  g_clear_pointer (&self->analysis, bastide_analysis_free);
  g_clear_pointer (&self->squares, g_array_unref);

  gtk_widget_dispose_template (GTK_WIDGET (self), BASTIDE_TYPE_EDITOR_ANALYSIS);

  G_OBJECT_CLASS (bastide_editor_analysis_parent_class)->dispose (object);
}

static void
bastide_editor_analysis_class_init (BastideEditorAnalysisClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bastide_editor_analysis_dispose;

  /**
   * BastideEditorAnalysis::move-selected:
   * @index: the move's index in the analysis, or -1
   * @turn: (nullable): the move, a #BastideTurn
   */
  signals[MOVE_SELECTED] =
    g_signal_new ("move-selected", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_POINTER);
  signals[DONE] =
    g_signal_new ("done", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  bastide_editor_ui_ensure_resources ();
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/bastide/Bastide/editor/bastide-editor-analysis.ui");
  gtk_widget_class_bind_template_child (widget_class, BastideEditorAnalysis, tile_area);
  gtk_widget_class_bind_template_child (widget_class, BastideEditorAnalysis, title_label);
  gtk_widget_class_bind_template_child (widget_class, BastideEditorAnalysis, subtitle_label);
  gtk_widget_class_bind_template_child (widget_class, BastideEditorAnalysis, refresh_button);
  gtk_widget_class_bind_template_child (widget_class, BastideEditorAnalysis, stack);
  gtk_widget_class_bind_template_child (widget_class, BastideEditorAnalysis, status_page);
  gtk_widget_class_bind_template_child (widget_class, BastideEditorAnalysis, spinner);
  gtk_widget_class_bind_template_child (widget_class, BastideEditorAnalysis, move_list);
  gtk_widget_class_bind_template_callback (widget_class, row_selected_cb);
  gtk_widget_class_bind_template_callback (widget_class, refresh_clicked_cb);
}

static void
bastide_editor_analysis_init (BastideEditorAnalysis *self)
{
  self->top_tile = -1;
  self->squares = g_array_new (FALSE, FALSE, sizeof (BastidePuzzleCell));
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self->tile_area), draw_top_tile, self, NULL);
  show_message (self, "view-list-ordered-symbolic", _("Not Analysed Yet"), _("Analyse the position to see every move of the next tile."));
}

GtkWidget *
bastide_editor_analysis_new (void)
{
  return g_object_new (BASTIDE_TYPE_EDITOR_ANALYSIS, NULL);
}

void
bastide_editor_analysis_set_scenario (BastideEditorAnalysis *self,
                                      BastideScenario       *scenario)
{
  g_return_if_fail (BASTIDE_IS_EDITOR_ANALYSIS (self));

  if (self->scenario == scenario)
    return;
  if (self->scenario != NULL)
    g_signal_handlers_disconnect_by_data (self->scenario, self);
  g_set_object (&self->scenario, scenario);
  if (scenario != NULL)
    g_signal_connect_swapped (scenario, "changed", G_CALLBACK (scenario_changed_cb), self);
  scenario_changed_cb (self);
}

/**
 * bastide_editor_analysis_refresh:
 *
 * Analyses the position again. A position with problems is refused with
 * a message (and ::done at once).
 */
void
bastide_editor_analysis_refresh (BastideEditorAnalysis *self)
{
  g_return_if_fail (BASTIDE_IS_EDITOR_ANALYSIS (self));

  g_clear_handle_id (&self->live_source, g_source_remove);
  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  update_header (self);

  if (self->scenario == NULL)
    return;
  if (!bastide_scenario_get_valid (self->scenario))
    {
      show_analysis (self, NULL);
      return;
    }

  self->cancellable = g_cancellable_new ();
  set_busy (self, TRUE);
  bastide_scenario_analyse_async (self->scenario, self->cancellable, analyse_done_cb, g_object_ref (self));
}

gboolean
bastide_editor_analysis_get_busy (BastideEditorAnalysis *self)
{
  g_return_val_if_fail (BASTIDE_IS_EDITOR_ANALYSIS (self), FALSE);
  return self->busy;
}

void
bastide_editor_analysis_set_live (BastideEditorAnalysis *self,
                                  gboolean               live)
{
  g_return_if_fail (BASTIDE_IS_EDITOR_ANALYSIS (self));
  self->live = !!live;
  if (!live)
    g_clear_handle_id (&self->live_source, g_source_remove);
}

/**
 * bastide_editor_analysis_get_squares:
 *
 * Returns: (transfer none) (element-type BastidePuzzleCell): the squares
 *   the moves' words name by letter, "A" first
 */
GArray *
bastide_editor_analysis_get_squares (BastideEditorAnalysis *self)
{
  g_return_val_if_fail (BASTIDE_IS_EDITOR_ANALYSIS (self), NULL);
  return self->squares;
}

const BastideAnalysis *
bastide_editor_analysis_get_analysis (BastideEditorAnalysis *self)
{
  g_return_val_if_fail (BASTIDE_IS_EDITOR_ANALYSIS (self), NULL);
  return self->analysis;
}

void
bastide_editor_analysis_select_move (BastideEditorAnalysis *self,
                                     int                    index)
{
  GtkListBoxRow *row;

  g_return_if_fail (BASTIDE_IS_EDITOR_ANALYSIS (self));

  row = index >= 0 ? gtk_list_box_get_row_at_index (self->move_list, index) : NULL;
  gtk_list_box_select_row (self->move_list, row);
}

int
bastide_editor_analysis_get_selected (BastideEditorAnalysis *self)
{
  GtkListBoxRow *row;

  g_return_val_if_fail (BASTIDE_IS_EDITOR_ANALYSIS (self), -1);

  row = gtk_list_box_get_selected_row (self->move_list);
  return row != NULL ? (int) GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "index")) : -1;
}
