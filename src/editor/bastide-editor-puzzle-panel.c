/* bastide-editor-puzzle-panel.c: a scenario's puzzle: goal, texts, test
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The author sets the goal, its target and the player, writes the title,
 * the question and the explanation, and tests the puzzle: the engine
 * checks a candidate answer (the move chosen in the analysis, the cells
 * marked on the board, or a verdict) and explains what scored, or
 * searches for a right answer. "Try It as a Player" hands a copy of the
 * puzzle to whoever listens to ::try (the application opens it in the
 * puzzle window).
 */

#define G_LOG_DOMAIN "bastide-editor-puzzle-panel"

#include "config.h"

#include "bastide-editor-puzzle-panel.h"

#include <glib/gi18n.h>

#include "bastide-editor-ui.h"

#include "bastide-moves.h"

struct _BastideEditorPuzzlePanel
{
  AdwBin           parent_instance;

  GtkSwitch       *enable_switch;
  GtkWidget       *goal_group;
  AdwEntryRow     *title_row;
  AdwComboRow     *goal_row;
  GtkStringList   *goal_model;
  AdwEntryRow     *target_row;
  AdwComboRow     *player_row;
  GtkStringList   *player_model;
  GtkLabel        *target_hint;
  GtkWidget       *texts_group;
  GtkTextView     *description_view;
  GtkWidget       *explanation_group;
  GtkTextView     *explanation_view;
  GtkWidget       *test_group;
  GtkLabel        *candidate_label;
  GtkWidget       *use_move_button;
  GtkToggleButton *mark_button;
  GtkWidget       *verdict_box;
  GtkToggleButton *yes_button;
  GtkWidget       *check_button;
  GtkWidget       *solve_button;
  GtkWidget       *try_button;
  GtkSpinner      *spinner;
  GtkLabel        *result_label;
  GtkLabel        *details_label;

  BastidePuzzle   *puzzle;
  BastideScenario *scenario;
  gboolean         enabled;
  gboolean         has_move;
  BastideTurn      move;
  GArray          *marks;
  GCancellable    *cancellable;
  gboolean         syncing;
  char            *result_text;
};

G_DEFINE_FINAL_TYPE (BastideEditorPuzzlePanel, bastide_editor_puzzle_panel, ADW_TYPE_BIN)

enum {
  MARK_MODE,
  SHOW_ANSWER,
  SQUARES_NAMED,
  TRY,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static const char *
target_hint (BastidePuzzleGoal goal)
{
  switch (goal)
    {
    case BASTIDE_PUZZLE_GOAL_SCORE:
      return _("The points the player must score this turn, for example 8.");
    case BASTIDE_PUZZLE_GOAL_COMPLETE:
      return _("city, road, cloister or garden; or one feature as X,Y:ID, for example 1,0:c1.");
    case BASTIDE_PUZZLE_GOAL_FIELD:
      return _("The field as X,Y:ID, for example 0,1:f2.");
    case BASTIDE_PUZZLE_GOAL_BEST_FINAL:
      return _("Leave it empty. The pile must be a fixed list of at most 3 tiles.");
    case BASTIDE_PUZZLE_GOAL_WHERE:
      return _("No target: the answer is every square where the tile on top of the pile fits.");
    case BASTIDE_PUZZLE_GOAL_LEGAL:
      return _("The move to judge, as a record writes it. Choose a move in the analysis and press “Judge the Chosen Move” to fill it in.");
    case BASTIDE_N_PUZZLE_GOALS:
    default:
      return "";
    }
}

static char *
get_buffer_text (GtkTextView *view)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (view);
  GtkTextIter start, end;

  gtk_text_buffer_get_bounds (buffer, &start, &end);
  return gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
}

static void
set_buffer_text (GtkTextView *view,
                 const char  *text)
{
  g_autofree char *old = get_buffer_text (view);

  if (g_strcmp0 (old, text != NULL ? text : "") != 0)
    gtk_text_buffer_set_text (gtk_text_view_get_buffer (view), text != NULL ? text : "", -1);
}

static void
clear_result (BastideEditorPuzzlePanel *self)
{
  gtk_widget_set_visible (GTK_WIDGET (self->result_label), FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->details_label), FALSE);
  g_clear_pointer (&self->result_text, g_free);
  g_signal_emit (self, signals[SQUARES_NAMED], 0, NULL);
}

static void
show_result (BastideEditorPuzzlePanel  *self,
             const BastidePuzzleResult *result,
             const char                *prefix)
{
  g_autoptr(GString) details = g_string_new (NULL);
  g_autofree char *summary = NULL;

  summary = prefix != NULL ? g_strdup_printf ("%s %s", prefix, result->summary) : g_strdup (result->summary);
  gtk_label_set_label (self->result_label, summary);
  gtk_widget_remove_css_class (GTK_WIDGET (self->result_label), "success");
  gtk_widget_remove_css_class (GTK_WIDGET (self->result_label), "error");
  gtk_widget_add_css_class (GTK_WIDGET (self->result_label), result->solved ? "success" : "error");
  gtk_widget_set_visible (GTK_WIDGET (self->result_label), TRUE);

  for (guint i = 0; result->details != NULL && i < result->details->len; i++)
    {
      if (i > 0)
        g_string_append_c (details, '\n');
      g_string_append_printf (details, "• %s", (const char *) g_ptr_array_index (result->details, i));
    }
  gtk_label_set_label (self->details_label, details->str);
  gtk_widget_set_visible (GTK_WIDGET (self->details_label), details->len > 0);

  g_free (self->result_text);
  self->result_text = details->len > 0 ? g_strdup_printf ("%s\n%s", summary, details->str) : g_strdup (summary);
  g_signal_emit (self, signals[SQUARES_NAMED], 0, result->squares);
}

static void
show_error (BastideEditorPuzzlePanel *self,
            const char               *message)
{
  gtk_label_set_label (self->result_label, message);
  gtk_widget_remove_css_class (GTK_WIDGET (self->result_label), "success");
  gtk_widget_add_css_class (GTK_WIDGET (self->result_label), "error");
  gtk_widget_set_visible (GTK_WIDGET (self->result_label), TRUE);
  gtk_widget_set_visible (GTK_WIDGET (self->details_label), FALSE);
  g_free (self->result_text);
  self->result_text = g_strdup (message);
}

static void
update_candidate (BastideEditorPuzzlePanel *self)
{
  BastidePuzzleGoal goal = self->puzzle != NULL ? bastide_puzzle_get_goal (self->puzzle) : BASTIDE_PUZZLE_GOAL_SCORE;
  g_autofree char *text = NULL;
  gboolean can_check = TRUE;

  gtk_widget_set_visible (GTK_WIDGET (self->mark_button), goal == BASTIDE_PUZZLE_GOAL_WHERE);
  gtk_widget_set_visible (self->verdict_box, goal == BASTIDE_PUZZLE_GOAL_LEGAL);
  gtk_widget_set_visible (self->use_move_button, goal == BASTIDE_PUZZLE_GOAL_LEGAL);
  gtk_widget_set_sensitive (self->use_move_button, self->has_move);

  switch (goal)
    {
    case BASTIDE_PUZZLE_GOAL_WHERE:
      text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "Answer: %u square marked on the board.",
                                           "Answer: %u squares marked on the board.",
                                           self->marks->len),
                              self->marks->len);
      break;
    case BASTIDE_PUZZLE_GOAL_LEGAL:
      text = g_strdup (_("Answer: your verdict on the move."));
      break;
    case BASTIDE_PUZZLE_GOAL_BEST_FINAL:
      text = g_strdup (_("A whole line of play is needed: try the puzzle as a player, or let Bastide find the best line."));
      can_check = FALSE;
      break;
    case BASTIDE_PUZZLE_GOAL_SCORE:
    case BASTIDE_PUZZLE_GOAL_COMPLETE:
    case BASTIDE_PUZZLE_GOAL_FIELD:
    case BASTIDE_N_PUZZLE_GOALS:
    default:
      if (self->has_move)
        {
          g_autofree char *move = bastide_moves_describe (&self->move, NULL);

          /* Translators: %s describes a move, e.g. "Tile turned a quarter to the right; follower on its road" */
          text = g_strdup_printf (_("Answer: %s (chosen in the analysis)."), move);
        }
      else
        {
          text = g_strdup (_("Answer: choose a move in the analysis."));
          can_check = FALSE;
        }
      break;
    }
  gtk_label_set_label (self->candidate_label, text);
  gtk_widget_set_sensitive (self->check_button, can_check && self->enabled);
}

static void
sync (BastideEditorPuzzlePanel *self)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  guint n;

  if (self->puzzle == NULL)
    return;

  self->syncing = TRUE;
  n = bastide_scenario_get_n_players (self->scenario);
  for (guint p = 0; p < n; p++)
    g_ptr_array_add (names, bastide_scenario_dup_display_name (self->scenario, p));
  g_ptr_array_add (names, NULL);
  gtk_string_list_splice (self->player_model, 0,
                          g_list_model_get_n_items (G_LIST_MODEL (self->player_model)),
                          (const char * const *) names->pdata);
  adw_combo_row_set_selected (self->player_row, MIN (bastide_puzzle_get_player (self->puzzle), n - 1));
  self->syncing = FALSE;
}

static void
sync_all (BastideEditorPuzzlePanel *self)
{
  const char *title;

  if (self->puzzle == NULL)
    return;

  self->syncing = TRUE;
  gtk_switch_set_active (self->enable_switch, self->enabled);
  title = bastide_puzzle_get_title (self->puzzle);
  gtk_editable_set_text (GTK_EDITABLE (self->title_row), title != NULL ? title : "");
  adw_combo_row_set_selected (self->goal_row, bastide_puzzle_get_goal (self->puzzle));
  gtk_editable_set_text (GTK_EDITABLE (self->target_row), bastide_puzzle_get_target (self->puzzle));
  gtk_label_set_label (self->target_hint, target_hint (bastide_puzzle_get_goal (self->puzzle)));
  set_buffer_text (self->description_view, bastide_puzzle_get_description (self->puzzle));
  set_buffer_text (self->explanation_view, bastide_puzzle_get_explanation (self->puzzle));
  self->syncing = FALSE;

  gtk_widget_set_sensitive (self->goal_group, self->enabled);
  gtk_widget_set_sensitive (self->texts_group, self->enabled);
  gtk_widget_set_sensitive (self->explanation_group, self->enabled);
  gtk_widget_set_sensitive (self->test_group, self->enabled);
  sync (self);
  update_candidate (self);
}

/* Callbacks */

static void
enable_changed_cb (BastideEditorPuzzlePanel *self)
{
  if (self->syncing)
    return;
  bastide_editor_puzzle_panel_set_enabled (self, gtk_switch_get_active (self->enable_switch));
}

static void
texts_changed_cb (BastideEditorPuzzlePanel *self)
{
  g_autofree char *description = NULL;
  g_autofree char *explanation = NULL;

  if (self->syncing || self->puzzle == NULL)
    return;
  description = get_buffer_text (self->description_view);
  explanation = get_buffer_text (self->explanation_view);
  bastide_puzzle_set_title (self->puzzle, gtk_editable_get_text (GTK_EDITABLE (self->title_row)));
  bastide_puzzle_set_description (self->puzzle, description);
  bastide_puzzle_set_explanation (self->puzzle, explanation);
}

static void
goal_changed_cb (BastideEditorPuzzlePanel *self)
{
  g_autoptr(GError) error = NULL;
  BastidePuzzleGoal goal;
  const char *target;

  if (self->syncing || self->puzzle == NULL)
    return;
  goal = adw_combo_row_get_selected (self->goal_row);
  target = gtk_editable_get_text (GTK_EDITABLE (self->target_row));

  gtk_label_set_label (self->target_hint, target_hint (goal));
  gtk_widget_remove_css_class (GTK_WIDGET (self->target_row), "error");
  if (!bastide_puzzle_set_goal (self->puzzle, goal, target, &error))
    {
      /* keep what was typed; say what is wrong under it */
      g_autofree char *hint = g_strdup_printf ("%s\n%s", error->message, target_hint (goal));

      gtk_widget_add_css_class (GTK_WIDGET (self->target_row), "error");
      gtk_label_set_label (self->target_hint, hint);
    }
  clear_result (self);
  update_candidate (self);
  if (goal != BASTIDE_PUZZLE_GOAL_WHERE && gtk_toggle_button_get_active (self->mark_button))
    gtk_toggle_button_set_active (self->mark_button, FALSE);
}

static void
player_changed_cb (BastideEditorPuzzlePanel *self)
{
  guint selected = adw_combo_row_get_selected (self->player_row);

  if (self->syncing || self->puzzle == NULL || selected == GTK_INVALID_LIST_POSITION)
    return;
  bastide_puzzle_set_player (self->puzzle, selected);
}

static void
mark_toggled_cb (BastideEditorPuzzlePanel *self)
{
  g_signal_emit (self, signals[MARK_MODE], 0, gtk_toggle_button_get_active (self->mark_button));
}

static void
use_move_cb (BastideEditorPuzzlePanel *self)
{
  g_autofree char *json = NULL;

  if (!self->has_move)
    return;
  json = bastide_moves_to_json (&self->move);
  gtk_editable_set_text (GTK_EDITABLE (self->target_row), json);
}

static void
check_clicked_cb (BastideEditorPuzzlePanel *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BastidePuzzleResult) result = bastide_editor_puzzle_panel_test (self, &error);

  if (result == NULL && error != NULL)
    show_error (self, error->message);
}

static void
solve_thread (GTask        *task,
              gpointer      source_object,
              gpointer      task_data,
              GCancellable *cancellable)
{
  const char *data = task_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(BastidePuzzle) copy = bastide_puzzle_load_data (data, -1, "puzzle", &error);
  BastidePuzzleAnswer *answer;

  if (copy == NULL)
    {
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }
  answer = bastide_puzzle_solve (copy, &error);
  if (answer == NULL)
    g_task_return_error (task, g_steal_pointer (&error));
  else
    g_task_return_pointer (task, answer, (GDestroyNotify) bastide_puzzle_answer_free);
}

static void
solve_done_cb (GObject      *source_object,
               GAsyncResult *res,
               gpointer      user_data)
{
  BastideEditorPuzzlePanel *self = BASTIDE_EDITOR_PUZZLE_PANEL (source_object);
  g_autoptr(GError) error = NULL;
  g_autoptr(BastidePuzzleAnswer) answer = g_task_propagate_pointer (G_TASK (res), &error);
  g_autoptr(BastidePuzzleResult) result = NULL;

  if (g_task_get_cancellable (G_TASK (res)) != self->cancellable)
    return;
  g_clear_object (&self->cancellable);
  gtk_spinner_set_spinning (self->spinner, FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->spinner), FALSE);
  gtk_widget_set_sensitive (self->solve_button, TRUE);

  if (answer == NULL)
    {
      show_error (self, error->message);
      return;
    }
  result = bastide_puzzle_check (self->puzzle, answer, &error);
  if (result == NULL)
    {
      show_error (self, error->message);
      return;
    }
  /* Translators: put before the engine's verdict on the answer it found */
  show_result (self, result, _("Solution found:"));
  g_signal_emit (self, signals[SHOW_ANSWER], 0, answer);
}

static void
solve_clicked_cb (BastideEditorPuzzlePanel *self)
{
  bastide_editor_puzzle_panel_solve (self);
}

static void
try_clicked_cb (BastideEditorPuzzlePanel *self)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  g_autoptr(BastidePuzzle) copy = NULL;

  if (self->puzzle == NULL)
    return;
  if (!bastide_puzzle_validate (self->puzzle, &error))
    {
      show_error (self, error->message);
      return;
    }
  data = bastide_puzzle_to_data (self->puzzle, NULL);
  copy = bastide_puzzle_load_data (data, -1, "puzzle", &error);
  if (copy == NULL)
    {
      show_error (self, error->message);
      return;
    }
  g_signal_emit (self, signals[TRY], 0, copy);
}

/* GObject */

static void
bastide_editor_puzzle_panel_dispose (GObject *object)
{
  BastideEditorPuzzlePanel *self = BASTIDE_EDITOR_PUZZLE_PANEL (object);

  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  if (self->scenario != NULL)
    g_signal_handlers_disconnect_by_data (self->scenario, self);
  g_clear_object (&self->scenario);
  g_clear_object (&self->puzzle);

  gtk_widget_dispose_template (GTK_WIDGET (self), BASTIDE_TYPE_EDITOR_PUZZLE_PANEL);

  G_OBJECT_CLASS (bastide_editor_puzzle_panel_parent_class)->dispose (object);
}

static void
bastide_editor_puzzle_panel_finalize (GObject *object)
{
  BastideEditorPuzzlePanel *self = BASTIDE_EDITOR_PUZZLE_PANEL (object);

  g_array_unref (self->marks);
  g_free (self->result_text);

  G_OBJECT_CLASS (bastide_editor_puzzle_panel_parent_class)->finalize (object);
}

static void
bastide_editor_puzzle_panel_class_init (BastideEditorPuzzlePanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bastide_editor_puzzle_panel_dispose;
  object_class->finalize = bastide_editor_puzzle_panel_finalize;

  /**
   * BastideEditorPuzzlePanel::mark-mode:
   * @marking: whether clicks on the board should mark cells now
   */
  signals[MARK_MODE] =
    g_signal_new ("mark-mode", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_BOOLEAN);
  /**
   * BastideEditorPuzzlePanel::show-answer:
   * @answer: a right answer the search found (BastidePuzzleAnswer)
   */
  signals[SHOW_ANSWER] =
    g_signal_new ("show-answer", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);
  /**
   * BastideEditorPuzzlePanel::squares-named:
   * @squares: (nullable) (element-type BastidePuzzleCell): the squares the
   *   verdict shown names by letter, "A" first; %NULL once it is gone
   */
  signals[SQUARES_NAMED] =
    g_signal_new ("squares-named", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);
  /**
   * BastideEditorPuzzlePanel::try:
   * @puzzle: a copy of the puzzle, to play
   */
  signals[TRY] =
    g_signal_new ("try", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, BASTIDE_TYPE_PUZZLE);

  bastide_editor_ui_ensure_resources ();
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/bastide/Bastide/editor/bastide-editor-puzzle-panel.ui");
  /* a pane, not a control: no name of its own (GTK would say its type) */
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GENERIC);
  gtk_widget_class_bind_template_child (widget_class, BastideEditorPuzzlePanel, enable_switch);
  gtk_widget_class_bind_template_child (widget_class, BastideEditorPuzzlePanel, goal_group);
  gtk_widget_class_bind_template_child (widget_class, BastideEditorPuzzlePanel, title_row);
  gtk_widget_class_bind_template_child (widget_class, BastideEditorPuzzlePanel, goal_row);
  gtk_widget_class_bind_template_child (widget_class, BastideEditorPuzzlePanel, goal_model);
  gtk_widget_class_bind_template_child (widget_class, BastideEditorPuzzlePanel, target_row);
  gtk_widget_class_bind_template_child (widget_class, BastideEditorPuzzlePanel, player_row);
  gtk_widget_class_bind_template_child (widget_class, BastideEditorPuzzlePanel, player_model);
  gtk_widget_class_bind_template_child (widget_class, BastideEditorPuzzlePanel, target_hint);
  gtk_widget_class_bind_template_child (widget_class, BastideEditorPuzzlePanel, texts_group);
  gtk_widget_class_bind_template_child (widget_class, BastideEditorPuzzlePanel, description_view);
  gtk_widget_class_bind_template_child (widget_class, BastideEditorPuzzlePanel, explanation_group);
  gtk_widget_class_bind_template_child (widget_class, BastideEditorPuzzlePanel, explanation_view);
  gtk_widget_class_bind_template_child (widget_class, BastideEditorPuzzlePanel, test_group);
  gtk_widget_class_bind_template_child (widget_class, BastideEditorPuzzlePanel, candidate_label);
  gtk_widget_class_bind_template_child (widget_class, BastideEditorPuzzlePanel, use_move_button);
  gtk_widget_class_bind_template_child (widget_class, BastideEditorPuzzlePanel, mark_button);
  gtk_widget_class_bind_template_child (widget_class, BastideEditorPuzzlePanel, verdict_box);
  gtk_widget_class_bind_template_child (widget_class, BastideEditorPuzzlePanel, yes_button);
  gtk_widget_class_bind_template_child (widget_class, BastideEditorPuzzlePanel, check_button);
  gtk_widget_class_bind_template_child (widget_class, BastideEditorPuzzlePanel, solve_button);
  gtk_widget_class_bind_template_child (widget_class, BastideEditorPuzzlePanel, try_button);
  gtk_widget_class_bind_template_child (widget_class, BastideEditorPuzzlePanel, spinner);
  gtk_widget_class_bind_template_child (widget_class, BastideEditorPuzzlePanel, result_label);
  gtk_widget_class_bind_template_child (widget_class, BastideEditorPuzzlePanel, details_label);
  gtk_widget_class_bind_template_callback (widget_class, enable_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, texts_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, goal_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, player_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, mark_toggled_cb);
  gtk_widget_class_bind_template_callback (widget_class, use_move_cb);
  gtk_widget_class_bind_template_callback (widget_class, check_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, solve_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, try_clicked_cb);
}

static void
bastide_editor_puzzle_panel_init (BastideEditorPuzzlePanel *self)
{
  self->marks = g_array_new (FALSE, FALSE, sizeof (BastidePuzzleCell));
  gtk_widget_init_template (GTK_WIDGET (self));

  for (guint g = 0; g < BASTIDE_N_PUZZLE_GOALS; g++)
    gtk_string_list_append (self->goal_model, bastide_puzzle_goal_label (g));

  g_signal_connect_object (gtk_text_view_get_buffer (self->description_view), "changed",
                           G_CALLBACK (texts_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (gtk_text_view_get_buffer (self->explanation_view), "changed",
                           G_CALLBACK (texts_changed_cb), self, G_CONNECT_SWAPPED);
}

GtkWidget *
bastide_editor_puzzle_panel_new (void)
{
  return g_object_new (BASTIDE_TYPE_EDITOR_PUZZLE_PANEL, NULL);
}

/**
 * bastide_editor_puzzle_panel_set_puzzle:
 * @puzzle: the puzzle around the editor's scenario
 * @enabled: whether the position is saved as a puzzle
 */
void
bastide_editor_puzzle_panel_set_puzzle (BastideEditorPuzzlePanel *self,
                                        BastidePuzzle            *puzzle,
                                        gboolean                  enabled)
{
  g_return_if_fail (BASTIDE_IS_EDITOR_PUZZLE_PANEL (self));
  g_return_if_fail (BASTIDE_IS_PUZZLE (puzzle));

  if (self->scenario != NULL)
    g_signal_handlers_disconnect_by_data (self->scenario, self);
  g_set_object (&self->puzzle, puzzle);
  g_set_object (&self->scenario, bastide_puzzle_get_scenario (puzzle));
  g_signal_connect_swapped (self->scenario, "changed", G_CALLBACK (sync), self);
  self->enabled = enabled;
  self->has_move = FALSE;
  g_array_set_size (self->marks, 0);
  clear_result (self);
  sync_all (self);
}

BastidePuzzle *
bastide_editor_puzzle_panel_get_puzzle (BastideEditorPuzzlePanel *self)
{
  g_return_val_if_fail (BASTIDE_IS_EDITOR_PUZZLE_PANEL (self), NULL);
  return self->puzzle;
}

gboolean
bastide_editor_puzzle_panel_get_enabled (BastideEditorPuzzlePanel *self)
{
  g_return_val_if_fail (BASTIDE_IS_EDITOR_PUZZLE_PANEL (self), FALSE);
  return self->enabled;
}

void
bastide_editor_puzzle_panel_set_enabled (BastideEditorPuzzlePanel *self,
                                         gboolean                  enabled)
{
  g_return_if_fail (BASTIDE_IS_EDITOR_PUZZLE_PANEL (self));
  self->enabled = !!enabled;
  if (!self->enabled && gtk_toggle_button_get_active (self->mark_button))
    gtk_toggle_button_set_active (self->mark_button, FALSE);
  sync_all (self);
}

/**
 * bastide_editor_puzzle_panel_set_goal:
 *
 * Sets the goal and its target as the rows would.
 *
 * Returns: whether the target fits the goal
 */
gboolean
bastide_editor_puzzle_panel_set_goal (BastideEditorPuzzlePanel *self,
                                      BastidePuzzleGoal         goal,
                                      const char               *target)
{
  g_return_val_if_fail (BASTIDE_IS_EDITOR_PUZZLE_PANEL (self), FALSE);
  g_return_val_if_fail (goal < BASTIDE_N_PUZZLE_GOALS, FALSE);

  self->syncing = TRUE;
  gtk_editable_set_text (GTK_EDITABLE (self->target_row), target != NULL ? target : "");
  adw_combo_row_set_selected (self->goal_row, goal);
  self->syncing = FALSE;
  goal_changed_cb (self);
  return self->puzzle != NULL && bastide_puzzle_get_goal (self->puzzle) == goal
         && g_strcmp0 (bastide_puzzle_get_target (self->puzzle), target != NULL ? target : "") == 0;
}

void
bastide_editor_puzzle_panel_set_candidate_move (BastideEditorPuzzlePanel *self,
                                                const BastideTurn        *turn)
{
  g_return_if_fail (BASTIDE_IS_EDITOR_PUZZLE_PANEL (self));
  self->has_move = turn != NULL;
  if (turn != NULL)
    self->move = *turn;
  update_candidate (self);
}

void
bastide_editor_puzzle_panel_set_marks (BastideEditorPuzzlePanel *self,
                                       GArray                   *cells)
{
  g_return_if_fail (BASTIDE_IS_EDITOR_PUZZLE_PANEL (self));
  g_array_set_size (self->marks, 0);
  if (cells != NULL)
    g_array_append_vals (self->marks, cells->data, cells->len);
  update_candidate (self);
}

void
bastide_editor_puzzle_panel_set_verdict (BastideEditorPuzzlePanel *self,
                                         gboolean                  yes)
{
  g_return_if_fail (BASTIDE_IS_EDITOR_PUZZLE_PANEL (self));
  gtk_toggle_button_set_active (self->yes_button, yes);
  if (!yes)
    gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (gtk_widget_get_next_sibling (GTK_WIDGET (self->yes_button))), TRUE);
}

/**
 * bastide_editor_puzzle_panel_test:
 *
 * Checks the candidate answer and shows the engine's verdict and what
 * scored.
 *
 * Returns: (transfer full) (nullable): the result, or %NULL with @error
 *   set when the puzzle cannot be checked
 */
BastidePuzzleResult *
bastide_editor_puzzle_panel_test (BastideEditorPuzzlePanel  *self,
                                  GError                   **error)
{
  g_autoptr(BastidePuzzleAnswer) answer = bastide_puzzle_answer_new ();
  BastidePuzzleResult *result;

  g_return_val_if_fail (BASTIDE_IS_EDITOR_PUZZLE_PANEL (self), NULL);

  if (self->puzzle == NULL || !bastide_puzzle_validate (self->puzzle, error))
    return NULL;

  switch (bastide_puzzle_get_goal (self->puzzle))
    {
    case BASTIDE_PUZZLE_GOAL_WHERE:
      for (guint i = 0; i < self->marks->len; i++)
        {
          const BastidePuzzleCell *cell = &g_array_index (self->marks, BastidePuzzleCell, i);

          bastide_puzzle_answer_add_cell (answer, cell->x, cell->y);
        }
      break;
    case BASTIDE_PUZZLE_GOAL_LEGAL:
      answer->yes = gtk_toggle_button_get_active (self->yes_button);
      break;
    case BASTIDE_PUZZLE_GOAL_SCORE:
    case BASTIDE_PUZZLE_GOAL_COMPLETE:
    case BASTIDE_PUZZLE_GOAL_FIELD:
    case BASTIDE_PUZZLE_GOAL_BEST_FINAL:
    case BASTIDE_N_PUZZLE_GOALS:
    default:
      if (!self->has_move)
        {
          g_set_error_literal (error, BASTIDE_PUZZLE_ERROR, BASTIDE_PUZZLE_ERROR_INVALID,
                               _("Choose a move in the analysis first."));
          return NULL;
        }
      bastide_puzzle_answer_add_turn (answer, &self->move);
      break;
    }

  result = bastide_puzzle_check (self->puzzle, answer, error);
  if (result != NULL)
    show_result (self, result, NULL);
  return result;
}

void
bastide_editor_puzzle_panel_solve (BastideEditorPuzzlePanel *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (BASTIDE_IS_EDITOR_PUZZLE_PANEL (self));

  if (self->puzzle == NULL)
    return;
  if (!bastide_puzzle_validate (self->puzzle, &error))
    {
      show_error (self, error->message);
      return;
    }
  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  self->cancellable = g_cancellable_new ();

  clear_result (self);
  gtk_widget_set_visible (GTK_WIDGET (self->spinner), TRUE);
  gtk_spinner_set_spinning (self->spinner, TRUE);
  gtk_widget_set_sensitive (self->solve_button, FALSE);

  task = g_task_new (self, self->cancellable, solve_done_cb, NULL);
  g_task_set_task_data (task, bastide_puzzle_to_data (self->puzzle, NULL), g_free);
  g_task_run_in_thread (task, solve_thread);
}

const char *
bastide_editor_puzzle_panel_get_result_text (BastideEditorPuzzlePanel *self)
{
  g_return_val_if_fail (BASTIDE_IS_EDITOR_PUZZLE_PANEL (self), NULL);
  return self->result_text;
}
