/* bastide-puzzle-window.c: the bundled puzzles, to browse and to solve
 *
 * Copyright 2026 The Bastide authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A list of the puzzles with their difficulty, their expansion and a mark
 * for the ones solved (BastidePuzzleProgress keeps them from one run to
 * the next). Opening one shows its goal over the board. Puzzles that ask
 * for a move are played on the game's board view, turn by turn, and
 * checked once the turn (or for "best final score", the game) is over;
 * "where can this tile go?" is answered by marking squares, "is this move
 * legal?" with two buttons. The engine's verdict, what scored and the
 * puzzle's explanation follow, with Retry and Next Puzzle.
 */

#define G_LOG_DOMAIN "bastide-puzzle-window"

#include "config.h"

#include <glib/gi18n.h>

#include "bastide-actions.h"
#include "bastide-hint.h"
#include "bastide-moves.h"
#include "bastide-puzzle-window.h"
#include "bastide-render.h"
#include "bastide-toast.h"
#include "bastide-tooltips.h"

struct _BastidePuzzleWindow
{
  AdwApplicationWindow   parent_instance;

  GSimpleActionGroup     *actions;

  AdwWindowTitle        *window_title;
  GtkWidget             *back_button;
  AdwToastOverlay       *toast_overlay;
  GtkStack              *stack;
  AdwPreferencesGroup   *list_group;
  GtkStack              *board_stack;
  BastideBoardView      *board;
  BastideEditorCanvas   *canvas;
  GtkRevealer           *goal_revealer;
  GtkWidget             *goal_tile;
  GtkLabel              *goal_title;
  GtkLabel              *goal_text;
  GtkRevealer           *action_revealer;
  GtkWidget             *rotate_box;
  GtkLabel              *prompt_label;
  GtkWidget             *clear_button;
  GtkWidget             *legal_button;
  GtkWidget             *illegal_button;
  GtkWidget             *recall_button;
  GtkWidget             *hint_button;
  GtkButton             *skip_button;
  GtkButton             *confirm_button;
  GtkRevealer           *result_revealer;
  GtkImage              *result_icon;
  GtkLabel              *result_title;
  GtkLabel              *result_details;
  GtkExpander           *explanation_expander;
  GtkLabel              *explanation_label;
  GtkWidget             *next_button;

  BastidePuzzleProgress *progress;
  char                 **paths;
  GPtrArray             *ids;
  GPtrArray             *rows;
  GPtrArray             *marks;

  BastidePuzzle         *puzzle;
  int                    index;
  BastideGame           *game;
  BastideHint           *hint;
  BastidePuzzleResult   *result;
  gboolean               answered;
  int                    top_tile;
  guint                  draw_source;
};

G_DEFINE_FINAL_TYPE (BastidePuzzleWindow, bastide_puzzle_window, ADW_TYPE_APPLICATION_WINDOW)

static void update_action_bar (BastidePuzzleWindow *self);
static void update_insets     (BastidePuzzleWindow *self);

static void
load_css (void)
{
  static gboolean loaded;
  g_autoptr(GtkCssProvider) provider = NULL;

  if (loaded || gdk_display_get_default () == NULL)
    return;
  loaded = TRUE;
  provider = gtk_css_provider_new ();
  gtk_css_provider_load_from_resource (provider, "/io/github/bastide/Bastide/bastide-puzzles.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (),
                                              GTK_STYLE_PROVIDER (provider),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
}

static void
show_toast (BastidePuzzleWindow *self,
            const char          *text)
{
  adw_toast_overlay_add_toast (self->toast_overlay, bastide_toast_new (text, 4));
}

/* The list */

typedef enum
{
  DIFFICULTY_EASY,
  DIFFICULTY_MEDIUM,
  DIFFICULTY_HARD,
} Difficulty;

/* Questions about the rules are the gentlest, a single move worth points
 * comes next, and fields and whole endings ask for the most foresight. */
static Difficulty
puzzle_difficulty (BastidePuzzle *puzzle)
{
  switch (bastide_puzzle_get_goal (puzzle))
    {
    case BASTIDE_PUZZLE_GOAL_WHERE:
    case BASTIDE_PUZZLE_GOAL_LEGAL:
      return DIFFICULTY_EASY;
    case BASTIDE_PUZZLE_GOAL_SCORE:
    case BASTIDE_PUZZLE_GOAL_COMPLETE:
      return DIFFICULTY_MEDIUM;
    case BASTIDE_PUZZLE_GOAL_FIELD:
    case BASTIDE_PUZZLE_GOAL_BEST_FINAL:
    case BASTIDE_N_PUZZLE_GOALS:
    default:
      return DIFFICULTY_HARD;
    }
}

static const char *
puzzle_set_label (BastidePuzzle *puzzle)
{
  const BastideRules *rules = bastide_scenario_get_rules (bastide_puzzle_get_scenario (puzzle));

  if (rules->game == BASTIDE_GAME_WHEEL_OF_FORTUNE)
    return _("Wheel of Fortune");
  if (rules->expansions & BASTIDE_EXPANSION_ABBEY_MAYOR)
    return _("Abbey & Mayor");
  if (rules->expansions & BASTIDE_EXPANSION_ABBOT)
    return _("The Abbot");
  if (rules->expansions & BASTIDE_EXPANSION_RIVER)
    return _("The River");
  /* Translators: a puzzle's tag: it needs no expansion */
  return _("Base Game");
}

static GtkWidget *
tag_label (const char *text,
           const char *style)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_widget_set_valign (label, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (label, "puzzle-tag");
  if (style != NULL)
    gtk_widget_add_css_class (label, style);
  return label;
}

static void
update_progress (BastidePuzzleWindow *self)
{
  guint solved = 0;
  g_autofree char *subtitle = NULL;

  for (guint i = 0; i < self->rows->len; i++)
    {
      GtkWidget *icon = g_ptr_array_index (self->marks, i);
      gboolean done = bastide_puzzle_progress_is_solved (self->progress, g_ptr_array_index (self->ids, i));

      gtk_widget_set_opacity (icon, done ? 1 : 0);
      /* unseen, it says nothing: the row's checked state says it too */
      gtk_widget_set_tooltip_text (icon, done ? _("Solved") : NULL);
      gtk_accessible_update_state (GTK_ACCESSIBLE (g_ptr_array_index (self->rows, i)),
                                   GTK_ACCESSIBLE_STATE_CHECKED, done ? GTK_ACCESSIBLE_TRISTATE_TRUE
                                                                      : GTK_ACCESSIBLE_TRISTATE_FALSE,
                                   -1);
      solved += done;
    }

  if (gtk_stack_get_visible_child_name (self->stack) != NULL
      && g_str_equal (gtk_stack_get_visible_child_name (self->stack), "list"))
    {
      /* Translators: progress through the puzzles, e.g. "3 of 24 solved" */
      subtitle = g_strdup_printf (_("%u of %u solved"), solved, self->rows->len);
      adw_window_title_set_subtitle (self->window_title, subtitle);
    }
}

static void
row_activated_cb (AdwActionRow        *row,
                  BastidePuzzleWindow *self)
{
  bastide_puzzle_window_open_puzzle (self, GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "index")));
}

static void
fill_list (BastidePuzzleWindow *self)
{
  static const char * const difficulty_styles[] = { "easy", "medium", "hard" };

  self->paths = bastide_puzzle_list_bundled ();
  for (guint i = 0; self->paths[i] != NULL; i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(BastidePuzzle) puzzle = bastide_puzzle_load_resource (self->paths[i], &error);
      const char *difficulty_labels[] = {
        /* Translators: a puzzle's difficulty */
        C_("difficulty", "Easy"),
        /* Translators: a puzzle's difficulty */
        C_("difficulty", "Medium"),
        /* Translators: a puzzle's difficulty */
        C_("difficulty", "Hard"),
      };
      g_autofree char *title = NULL;
      AdwActionRow *row;
      GtkWidget *icon;
      Difficulty difficulty;

      if (puzzle == NULL)
        {
          g_warning ("%s", error->message);
          continue;
        }

      row = ADW_ACTION_ROW (adw_action_row_new ());
      /* Translators: a puzzle in the list: its number and its title */
      title = g_strdup_printf (_("%u. %s"), self->ids->len + 1, bastide_puzzle_get_title (puzzle));
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      adw_action_row_set_subtitle (row, bastide_puzzle_get_description (puzzle));
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);

      difficulty = puzzle_difficulty (puzzle);
      adw_action_row_add_suffix (row, tag_label (puzzle_set_label (puzzle), NULL));
      adw_action_row_add_suffix (row, tag_label (difficulty_labels[difficulty], difficulty_styles[difficulty]));

      icon = gtk_image_new_from_icon_name ("emblem-ok-symbolic");
      gtk_widget_add_css_class (icon, "success");
      adw_action_row_add_suffix (row, icon);
      adw_action_row_add_suffix (row, gtk_image_new_from_icon_name ("go-next-symbolic"));

      g_object_set_data (G_OBJECT (row), "index", GUINT_TO_POINTER (self->ids->len));
      g_signal_connect (row, "activated", G_CALLBACK (row_activated_cb), self);
      adw_preferences_group_add (self->list_group, GTK_WIDGET (row));

      g_ptr_array_add (self->ids, g_strdup (bastide_puzzle_get_id (puzzle)));
      g_ptr_array_add (self->rows, row);
      g_ptr_array_add (self->marks, icon);
    }
  update_progress (self);
}

/* Solving */

static void
draw_goal_tile (GtkDrawingArea *area,
                cairo_t        *cr,
                int             width,
                int             height,
                gpointer        data)
{
  BastidePuzzleWindow *self = data;
  double size = MIN (width, height) - 4;

  if (self->top_tile < 0)
    return;
  cairo_translate (cr, (width - size) / 2, (height - size) / 2);
  cairo_rectangle (cr, 1, 2, size, size);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.35);
  cairo_fill (cr);
  bastide_render_tile (cr, self->top_tile, 0, size);
}

static void
stop_game (BastidePuzzleWindow *self)
{
  g_clear_handle_id (&self->draw_source, g_source_remove);
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  if (self->hint != NULL)
    bastide_hint_set_game (self->hint, NULL);
  bastide_board_view_set_game (self->board, NULL);
  g_clear_object (&self->game);
}

static void
show_result (BastidePuzzleWindow *self)
{
  const BastidePuzzleResult *result = self->result;
  g_autoptr(GString) details = g_string_new (NULL);
  const char *explanation = bastide_puzzle_get_explanation (self->puzzle);

  gtk_image_set_from_icon_name (self->result_icon, result->solved ? "emblem-ok-symbolic" : "dialog-warning-symbolic");
  gtk_widget_remove_css_class (GTK_WIDGET (self->result_icon), result->solved ? "error" : "success");
  gtk_widget_add_css_class (GTK_WIDGET (self->result_icon), result->solved ? "success" : "error");
  gtk_label_set_label (self->result_title, result->summary);

  for (guint i = 0; result->details != NULL && i < result->details->len; i++)
    {
      if (i > 0)
        g_string_append_c (details, '\n');
      g_string_append_printf (details, "• %s", (const char *) g_ptr_array_index (result->details, i));
    }
  gtk_label_set_label (self->result_details, details->str);
  gtk_widget_set_visible (GTK_WIDGET (self->result_details), details->len > 0);

  gtk_label_set_label (self->explanation_label, explanation != NULL ? explanation : "");
  gtk_widget_set_visible (GTK_WIDGET (self->explanation_expander), explanation != NULL && *explanation != '\0');
  /* the explanation is the reward; after a miss it waits to be asked for */
  gtk_expander_set_expanded (self->explanation_expander, result->solved);

  gtk_widget_set_visible (self->next_button, self->index >= 0 && (guint) self->index + 1 < self->ids->len);
  gtk_revealer_set_reveal_child (self->action_revealer, FALSE);
  gtk_revealer_set_reveal_child (self->result_revealer, TRUE);
}

static void
record_result (BastidePuzzleWindow *self,
               BastidePuzzleResult *result)
{
  g_clear_pointer (&self->result, bastide_puzzle_result_free);
  self->result = result;
  self->answered = TRUE;
  g_clear_handle_id (&self->draw_source, g_source_remove);

  /* the board keeps the answer in sight, but takes no more moves */
  gtk_widget_set_can_target (GTK_WIDGET (self->board), FALSE);
  gtk_widget_set_can_target (GTK_WIDGET (self->canvas), FALSE);
  /* the squares the verdict names by letter, lettered on the board */
  bastide_board_viewport_set_square_labels (BASTIDE_BOARD_VIEWPORT (self->board), result->squares);
  bastide_board_viewport_set_square_labels (BASTIDE_BOARD_VIEWPORT (self->canvas), result->squares);

  if (result->solved && self->index >= 0)
    {
      g_autoptr(GError) error = NULL;

      if (!bastide_puzzle_progress_set_solved (self->progress, bastide_puzzle_get_id (self->puzzle), TRUE, &error))
        show_toast (self, error->message);
    }
  show_result (self);
}

static void
check_answer (BastidePuzzleWindow *self,
              BastidePuzzleAnswer *answer)
{
  g_autoptr(GError) error = NULL;
  BastidePuzzleResult *result = bastide_puzzle_check (self->puzzle, answer, &error);

  if (result == NULL)
    {
      show_toast (self, error->message);
      return;
    }
  record_result (self, result);
}

static void
check_turns (BastidePuzzleWindow *self)
{
  g_autoptr(BastidePuzzleAnswer) answer = bastide_puzzle_answer_new ();

  bastide_puzzle_answer_add_turns (answer, bastide_game_get_record (self->game));
  check_answer (self, answer);
}

static void
turn_over_cb (BastidePuzzleWindow *self)
{
  const BastideRecord *record;

  if (self->answered || self->game == NULL)
    return;
  record = bastide_game_get_record (self->game);
  if (bastide_puzzle_get_goal (self->puzzle) == BASTIDE_PUZZLE_GOAL_BEST_FINAL)
    {
      if (bastide_game_get_is_over (self->game))
        check_turns (self);
      return;
    }
  if (bastide_record_get_n_turns (record) >= 1)
    check_turns (self);
}

static gboolean
draw_cb (gpointer data)
{
  BastidePuzzleWindow *self = data;
  g_autoptr(GError) error = NULL;

  self->draw_source = 0;
  if (self->answered || self->game == NULL
      || bastide_board_view_get_mode (self->board) != BASTIDE_BOARD_MODE_DRAW)
    return G_SOURCE_REMOVE;
  if (!bastide_game_draw (self->game, &error))
    show_toast (self, error->message);
  return G_SOURCE_REMOVE;
}

static void
board_mode_cb (BastidePuzzleWindow *self)
{
  /* the tile is drawn for the player, as in a game */
  if (!self->answered && self->game != NULL && self->draw_source == 0
      && bastide_board_view_get_mode (self->board) == BASTIDE_BOARD_MODE_DRAW)
    self->draw_source = g_idle_add (draw_cb, self);
  if (bastide_board_view_get_mode (self->board) != BASTIDE_BOARD_MODE_NONE && !self->answered)
    gtk_widget_grab_focus (GTK_WIDGET (self->board));
  update_action_bar (self);
}

static void
board_message_cb (BastidePuzzleWindow *self,
                  const char          *text)
{
  show_toast (self, text);
}

static void
update_action_bar (BastidePuzzleWindow *self)
{
  BastidePuzzleGoal goal;
  BastideBoardMode mode = bastide_board_view_get_mode (self->board);
  const char *prompt = NULL, *skip = NULL, *confirm = NULL;
  gboolean on_board;

  if (self->puzzle == NULL)
    return;
  goal = bastide_puzzle_get_goal (self->puzzle);
  on_board = goal != BASTIDE_PUZZLE_GOAL_WHERE && goal != BASTIDE_PUZZLE_GOAL_LEGAL;

  if (goal == BASTIDE_PUZZLE_GOAL_WHERE)
    {
      prompt = _("Mark every square where the tile fits");
      confirm = _("_Check the Answer");
    }
  else if (goal == BASTIDE_PUZZLE_GOAL_LEGAL)
    prompt = _("Is the move shown legal?");
  else
    switch (mode)
      {
      case BASTIDE_BOARD_MODE_PLACE:
        prompt = _("Place the tile on a marked square");
        confirm = _("_Place");
        if (self->game != NULL && bastide_game_can_discard (self->game))
          {
            prompt = _("The tile fits nowhere: discard it");
            /* Translators: Button: put away the tile that fits nowhere */
            skip = C_("tile", "_Discard");
          }
        break;
      case BASTIDE_BOARD_MODE_DEPLOY:
        prompt = bastide_board_view_get_n_spots (self->board) > 0
                 ? _("Deploy a piece on the new tile, or end your turn")
                 : _("No piece can go on this tile");
        confirm = _("_End Turn");
        if (bastide_board_view_get_selected_spot (self->board) >= 0)
          skip = _("_No Piece");
        break;
      case BASTIDE_BOARD_MODE_WAGON:
        prompt = _("Move your wagon to a marked feature");
        skip = _("Send _Home");
        confirm = _("_Move");
        break;
      case BASTIDE_BOARD_MODE_PLAGUE:
        prompt = _("Plague: choose a follower to return");
        confirm = _("_Return");
        break;
      case BASTIDE_BOARD_MODE_ABBEY:
        prompt = _("Play your abbey, or draw a tile");
        skip = _("_Draw a Tile");
        confirm = _("_Play Abbey");
        break;
      case BASTIDE_BOARD_MODE_DRAW:
      case BASTIDE_BOARD_MODE_NONE:
      default:
        break;
      }

  gtk_widget_set_visible (self->rotate_box, on_board && mode == BASTIDE_BOARD_MODE_PLACE);
  gtk_widget_set_visible (self->recall_button,
                          on_board && mode == BASTIDE_BOARD_MODE_DEPLOY
                          && self->game != NULL && bastide_game_can_recall_abbot (self->game));
  gtk_widget_set_visible (self->hint_button, on_board && mode == BASTIDE_BOARD_MODE_PLACE);
  bastide_action_map_set_enabled (G_ACTION_MAP (self->actions), "hint",
                                 on_board && mode == BASTIDE_BOARD_MODE_PLACE && !bastide_hint_get_busy (self->hint));
  gtk_widget_set_visible (self->clear_button, goal == BASTIDE_PUZZLE_GOAL_WHERE);
  gtk_widget_set_visible (self->legal_button, goal == BASTIDE_PUZZLE_GOAL_LEGAL);
  gtk_widget_set_visible (self->illegal_button, goal == BASTIDE_PUZZLE_GOAL_LEGAL);
  gtk_label_set_label (self->prompt_label, prompt != NULL ? prompt : "");
  gtk_widget_set_visible (GTK_WIDGET (self->prompt_label), prompt != NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->skip_button), skip != NULL);
  if (skip != NULL)
    gtk_button_set_label (self->skip_button, skip);
  gtk_widget_set_visible (GTK_WIDGET (self->confirm_button), confirm != NULL);
  if (confirm != NULL)
    gtk_button_set_label (self->confirm_button, confirm);

  bastide_action_map_set_enabled (G_ACTION_MAP (self->actions), "rotate-cw", mode == BASTIDE_BOARD_MODE_PLACE);
  bastide_action_map_set_enabled (G_ACTION_MAP (self->actions), "rotate-ccw", mode == BASTIDE_BOARD_MODE_PLACE);
  bastide_action_map_set_enabled (G_ACTION_MAP (self->actions), "skip", on_board && bastide_board_view_can_skip (self->board));
  bastide_action_map_set_enabled (G_ACTION_MAP (self->actions), "confirm",
                                 !on_board || bastide_board_view_can_confirm (self->board));
  gtk_revealer_set_reveal_child (self->action_revealer,
                                 !self->answered && (prompt != NULL || confirm != NULL));
}

static void
start (BastidePuzzleWindow *self)
{
  BastideScenario *scenario = bastide_puzzle_get_scenario (self->puzzle);
  BastidePuzzleGoal goal = bastide_puzzle_get_goal (self->puzzle);
  g_autofree char *subtitle = NULL;

  stop_game (self);
  g_clear_pointer (&self->result, bastide_puzzle_result_free);
  self->answered = FALSE;
  gtk_widget_set_can_target (GTK_WIDGET (self->board), TRUE);
  gtk_widget_set_can_target (GTK_WIDGET (self->canvas), TRUE);
  bastide_board_viewport_set_square_labels (BASTIDE_BOARD_VIEWPORT (self->board), NULL);
  bastide_board_viewport_set_square_labels (BASTIDE_BOARD_VIEWPORT (self->canvas), NULL);
  gtk_revealer_set_reveal_child (self->result_revealer, FALSE);

  self->top_tile = bastide_scenario_get_top_tile (scenario);
  gtk_widget_set_visible (self->goal_tile, self->top_tile >= 0);
  gtk_widget_queue_draw (self->goal_tile);
  gtk_label_set_label (self->goal_title, bastide_puzzle_get_title (self->puzzle));
  gtk_label_set_label (self->goal_text, bastide_puzzle_get_description (self->puzzle));
  gtk_revealer_set_reveal_child (self->goal_revealer, TRUE);
  update_insets (self);

  adw_window_title_set_title (self->window_title, bastide_puzzle_get_title (self->puzzle));
  if (self->index >= 0)
    /* Translators: the window's subtitle while a puzzle is played */
    subtitle = g_strdup_printf (_("Puzzle %d of %u"), self->index + 1, self->ids->len);
  adw_window_title_set_subtitle (self->window_title, subtitle != NULL ? subtitle : "");

  if (goal == BASTIDE_PUZZLE_GOAL_WHERE || goal == BASTIDE_PUZZLE_GOAL_LEGAL)
    {
      bastide_editor_canvas_set_scenario (self->canvas, scenario);
      bastide_editor_canvas_set_show_problems (self->canvas, FALSE);
      bastide_editor_canvas_clear_marks (self->canvas);
      bastide_editor_canvas_set_verdict (self->canvas, NULL, NULL, NULL);
      if (goal == BASTIDE_PUZZLE_GOAL_WHERE)
        bastide_editor_canvas_set_tool (self->canvas, BASTIDE_EDITOR_TOOL_MARK);
      else
        {
          BastideTurn turn;

          bastide_editor_canvas_set_tool (self->canvas, BASTIDE_EDITOR_TOOL_VIEW);
          if (bastide_moves_from_json (bastide_puzzle_get_target (self->puzzle),
                                       bastide_scenario_get_rules (scenario), &turn, NULL))
            {
              bastide_editor_canvas_set_preview (self->canvas, &turn);
              /* the goal shows the tile the move in question plays */
              if (turn.kind == BASTIDE_TURN_ABBEY)
                self->top_tile = bastide_catalogue_lookup ("ABBEY", BASTIDE_SET_ABBEY_MAYOR);
              else if (turn.tile >= 0)
                self->top_tile = turn.tile;
              gtk_widget_set_visible (self->goal_tile, self->top_tile >= 0);
            }
        }
      gtk_stack_set_visible_child_name (self->board_stack, "canvas");
      gtk_widget_grab_focus (GTK_WIDGET (self->canvas));
    }
  else
    {
      g_autoptr(GError) error = NULL;
      BastideRecord *record = bastide_scenario_to_record (scenario, &error);

      if (record != NULL)
        self->game = bastide_game_new_from_record (record, &error);
      if (self->game == NULL)
        {
          show_toast (self, error->message);
          return;
        }
      g_signal_connect_swapped (self->game, "turn-started", G_CALLBACK (turn_over_cb), self);
      g_signal_connect_swapped (self->game, "game-over", G_CALLBACK (turn_over_cb), self);
      bastide_board_view_set_game (self->board, self->game);
      bastide_hint_set_game (self->hint, self->game);
      gtk_stack_set_visible_child_name (self->board_stack, "board");
      board_mode_cb (self);
    }

  gtk_stack_set_visible_child_name (self->stack, "play");
  gtk_widget_set_visible (self->back_button, TRUE);
  update_action_bar (self);
}

/* The goal floats over the top of the board, as tall as its text is at
 * this width, and the buttons over its bottom: the board's view keeps
 * clear of both. */
static void
update_insets (BastidePuzzleWindow *self)
{
  GtkWidget *goal = gtk_revealer_get_child (self->goal_revealer);
  int available = gtk_widget_get_width (GTK_WIDGET (self));
  int natural_width, height;

  if (available <= 0)
    gtk_window_get_default_size (GTK_WINDOW (self), &available, &height);
  gtk_widget_measure (goal, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural_width, NULL, NULL);
  gtk_widget_measure (goal, GTK_ORIENTATION_VERTICAL, MIN (natural_width, MAX (available - 24, 1)),
                      NULL, &height, NULL, NULL);
  for (guint i = 0; i < 2; i++)
    bastide_board_viewport_set_insets (BASTIDE_BOARD_VIEWPORT (i == 0 ? GTK_WIDGET (self->board) : GTK_WIDGET (self->canvas)),
                                       &(GtkBorder) { 16, 16, 12 + height + 12, 80 });
}

static void
result_revealed_cb (BastidePuzzleWindow *self)
{
  update_insets (self);
  /* the board gave room to the verdict (or got it back): show all of it */
  if (g_str_equal (gtk_stack_get_visible_child_name (self->board_stack), "canvas"))
    bastide_board_viewport_zoom_to_fit (BASTIDE_BOARD_VIEWPORT (self->canvas), TRUE);
  else if (self->game != NULL)
    bastide_board_viewport_zoom_to_fit (BASTIDE_BOARD_VIEWPORT (self->board), TRUE);
}

/* Actions */

static void
back_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  bastide_puzzle_window_show_list (user_data);
}

static void
rotate_cw_action (GSimpleAction *action,
                  GVariant      *parameter,
                  gpointer       user_data)
{
  BastidePuzzleWindow *self = user_data;

  bastide_board_view_rotate (self->board, 1);
}

static void
rotate_ccw_action (GSimpleAction *action,
                   GVariant      *parameter,
                   gpointer       user_data)
{
  BastidePuzzleWindow *self = user_data;

  bastide_board_view_rotate (self->board, -1);
}

static void
skip_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  BastidePuzzleWindow *self = user_data;

  bastide_board_view_skip (self->board);
}

/* A "where" puzzle is answered with the marked cells. */
static void
confirm_action (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  BastidePuzzleWindow *self = user_data;

  if (self->puzzle != NULL && bastide_puzzle_get_goal (self->puzzle) == BASTIDE_PUZZLE_GOAL_WHERE)
    bastide_puzzle_window_answer_cells (self);
  else
    bastide_board_view_confirm (self->board);
}

static void
recall_abbot_action (GSimpleAction *action,
                     GVariant      *parameter,
                     gpointer       user_data)
{
  BastidePuzzleWindow *self = user_data;
  g_autoptr(GError) error = NULL;

  if (self->game != NULL && !bastide_game_recall_abbot (self->game, &error))
    show_toast (self, error->message);
}

/* The same graded hints as in a game: the square, the rotation, the whole
 * move and why. */
static void
hint_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  BastidePuzzleWindow *self = user_data;

  if (self->game != NULL && bastide_board_view_get_mode (self->board) == BASTIDE_BOARD_MODE_PLACE)
    bastide_hint_press (self->hint);
}

static void
clear_marks_action (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       user_data)
{
  BastidePuzzleWindow *self = user_data;

  bastide_editor_canvas_clear_marks (self->canvas);
}

static void
answer_action (GSimpleAction *action,
               GVariant      *parameter,
               gpointer       user_data)
{
  bastide_puzzle_window_answer_legal (user_data, g_variant_get_boolean (parameter));
}

static void
retry_action (GSimpleAction *action,
              GVariant      *parameter,
              gpointer       user_data)
{
  bastide_puzzle_window_retry (user_data);
}

static void
next_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  bastide_puzzle_window_next (user_data);
}

static void
reset_response_cb (AdwMessageDialog    *dialog,
                   const char          *response,
                   BastidePuzzleWindow *self)
{
  g_autoptr(GError) error = NULL;

  if (g_str_equal (response, "reset") && !bastide_puzzle_progress_reset (self->progress, &error))
    show_toast (self, error->message);
}

static void
reset_action (GSimpleAction *action,
              GVariant      *parameter,
              gpointer       user_data)
{
  BastidePuzzleWindow *self = user_data;
  GtkWidget *dialog;

  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Reset Your Progress?"),
                                   _("Every puzzle will be marked as not solved yet."));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "reset", _("_Reset"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "reset", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect (dialog, "response", G_CALLBACK (reset_response_cb), self);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
help_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  gtk_show_uri (GTK_WINDOW (user_data), "help:bastide/puzzles", GDK_CURRENT_TIME);
}

/* GObject */

static void
bastide_puzzle_window_dispose (GObject *object)
{
  BastidePuzzleWindow *self = BASTIDE_PUZZLE_WINDOW (object);

  stop_game (self);
  g_clear_object (&self->hint);
  if (self->progress != NULL)
    g_signal_handlers_disconnect_by_data (self->progress, self);

  gtk_widget_dispose_template (GTK_WIDGET (self), BASTIDE_TYPE_PUZZLE_WINDOW);

  g_clear_object (&self->progress);
  g_clear_object (&self->puzzle);
  g_clear_pointer (&self->result, bastide_puzzle_result_free);
  g_clear_pointer (&self->paths, g_strfreev);
  g_clear_pointer (&self->ids, g_ptr_array_unref);
  g_clear_pointer (&self->rows, g_ptr_array_unref);
  g_clear_pointer (&self->marks, g_ptr_array_unref);

  g_clear_object (&self->actions);

  G_OBJECT_CLASS (bastide_puzzle_window_parent_class)->dispose (object);
}

static const GActionEntry action_entries[] = {
  { "back", back_action },
  { "rotate-cw", rotate_cw_action },
  { "rotate-ccw", rotate_ccw_action },
  { "skip", skip_action },
  { "confirm", confirm_action },
  { "recall-abbot", recall_abbot_action },
  { "hint", hint_action },
  { "clear-marks", clear_marks_action },
  { "answer", answer_action, "b" },
  { "retry", retry_action },
  { "next", next_action },
  { "reset", reset_action },
  { "help", help_action },
};

static void
bastide_puzzle_window_class_init (BastidePuzzleWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bastide_puzzle_window_dispose;

  g_type_ensure (BASTIDE_TYPE_BOARD_VIEW);
  g_type_ensure (BASTIDE_TYPE_EDITOR_CANVAS);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/bastide/Bastide/bastide-puzzle-window.ui");
  gtk_widget_class_bind_template_child (widget_class, BastidePuzzleWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, BastidePuzzleWindow, back_button);
  gtk_widget_class_bind_template_child (widget_class, BastidePuzzleWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, BastidePuzzleWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, BastidePuzzleWindow, list_group);
  gtk_widget_class_bind_template_child (widget_class, BastidePuzzleWindow, board_stack);
  gtk_widget_class_bind_template_child (widget_class, BastidePuzzleWindow, board);
  gtk_widget_class_bind_template_child (widget_class, BastidePuzzleWindow, canvas);
  gtk_widget_class_bind_template_child (widget_class, BastidePuzzleWindow, goal_revealer);
  gtk_widget_class_bind_template_child (widget_class, BastidePuzzleWindow, goal_tile);
  gtk_widget_class_bind_template_child (widget_class, BastidePuzzleWindow, goal_title);
  gtk_widget_class_bind_template_child (widget_class, BastidePuzzleWindow, goal_text);
  gtk_widget_class_bind_template_child (widget_class, BastidePuzzleWindow, action_revealer);
  gtk_widget_class_bind_template_child (widget_class, BastidePuzzleWindow, rotate_box);
  gtk_widget_class_bind_template_child (widget_class, BastidePuzzleWindow, prompt_label);
  gtk_widget_class_bind_template_child (widget_class, BastidePuzzleWindow, clear_button);
  gtk_widget_class_bind_template_child (widget_class, BastidePuzzleWindow, legal_button);
  gtk_widget_class_bind_template_child (widget_class, BastidePuzzleWindow, illegal_button);
  gtk_widget_class_bind_template_child (widget_class, BastidePuzzleWindow, recall_button);
  gtk_widget_class_bind_template_child (widget_class, BastidePuzzleWindow, skip_button);
  gtk_widget_class_bind_template_child (widget_class, BastidePuzzleWindow, hint_button);
  gtk_widget_class_bind_template_child (widget_class, BastidePuzzleWindow, confirm_button);
  gtk_widget_class_bind_template_child (widget_class, BastidePuzzleWindow, result_revealer);
  gtk_widget_class_bind_template_child (widget_class, BastidePuzzleWindow, result_icon);
  gtk_widget_class_bind_template_child (widget_class, BastidePuzzleWindow, result_title);
  gtk_widget_class_bind_template_child (widget_class, BastidePuzzleWindow, result_details);
  gtk_widget_class_bind_template_child (widget_class, BastidePuzzleWindow, explanation_expander);
  gtk_widget_class_bind_template_child (widget_class, BastidePuzzleWindow, explanation_label);
  gtk_widget_class_bind_template_child (widget_class, BastidePuzzleWindow, next_button);
  gtk_widget_class_bind_template_callback (widget_class, result_revealed_cb);


  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left, GDK_ALT_MASK, "puzzles.back", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK, "window.close", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F1, 0, "puzzles.help", NULL);
}

static void
bastide_puzzle_window_init (BastidePuzzleWindow *self)
{
  load_css ();
  self->actions = g_simple_action_group_new ();
  g_action_map_add_action_entries (G_ACTION_MAP (self->actions), action_entries, G_N_ELEMENTS (action_entries), self);
  gtk_widget_insert_action_group (GTK_WIDGET (self), "puzzles", G_ACTION_GROUP (self->actions));
  gtk_widget_init_template (GTK_WIDGET (self));
  bastide_tooltips_show_cut_label (self->prompt_label);

#ifdef DEVELOPMENT_BUILD
  gtk_widget_add_css_class (GTK_WIDGET (self), "devel");
#endif

  self->index = -1;
  self->top_tile = -1;
  self->ids = g_ptr_array_new_with_free_func (g_free);
  self->rows = g_ptr_array_new ();
  self->marks = g_ptr_array_new ();

  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self->goal_tile), draw_goal_tile, self, NULL);
  g_signal_connect_object (self->board, "notify::mode", G_CALLBACK (board_mode_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->board, "changed", G_CALLBACK (update_action_bar), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->board, "message", G_CALLBACK (board_message_cb), self, G_CONNECT_SWAPPED);
  self->hint = bastide_hint_new (self->board);
  g_signal_connect_object (self->hint, "changed", G_CALLBACK (update_action_bar), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->hint, "message", G_CALLBACK (board_message_cb), self, G_CONNECT_SWAPPED);
}

/* Public API */

/**
 * bastide_puzzle_window_new:
 * @progress: (nullable): where solved puzzles are kept; %NULL for the
 *   player's own file
 */
BastidePuzzleWindow *
bastide_puzzle_window_new (GtkApplication        *application,
                           BastidePuzzleProgress *progress)
{
  BastidePuzzleWindow *self = g_object_new (BASTIDE_TYPE_PUZZLE_WINDOW,
                                            "application", application,
                                            NULL);

  self->progress = progress != NULL ? g_object_ref (progress) : bastide_puzzle_progress_new ();
  g_signal_connect_swapped (self->progress, "changed", G_CALLBACK (update_progress), self);
  fill_list (self);
  /* the keyboard starts on the first puzzle not solved yet, not on the menu */
  for (guint i = 0; i < self->rows->len; i++)
    if (i + 1 == self->rows->len
        || !bastide_puzzle_progress_is_solved (self->progress, g_ptr_array_index (self->ids, i)))
      {
        gtk_window_set_focus (GTK_WINDOW (self), g_ptr_array_index (self->rows, i));
        break;
      }
  return self;
}

BastidePuzzleProgress *
bastide_puzzle_window_get_progress (BastidePuzzleWindow *self)
{
  g_return_val_if_fail (BASTIDE_IS_PUZZLE_WINDOW (self), NULL);
  return self->progress;
}

guint
bastide_puzzle_window_get_n_puzzles (BastidePuzzleWindow *self)
{
  g_return_val_if_fail (BASTIDE_IS_PUZZLE_WINDOW (self), 0);
  return self->rows->len;
}

GtkListBoxRow *
bastide_puzzle_window_get_row (BastidePuzzleWindow *self,
                               guint                index)
{
  g_return_val_if_fail (BASTIDE_IS_PUZZLE_WINDOW (self), NULL);
  g_return_val_if_fail (index < self->rows->len, NULL);
  return g_ptr_array_index (self->rows, index);
}

void
bastide_puzzle_window_show_list (BastidePuzzleWindow *self)
{
  g_return_if_fail (BASTIDE_IS_PUZZLE_WINDOW (self));

  stop_game (self);
  gtk_stack_set_visible_child_name (self->stack, "list");
  gtk_widget_set_visible (self->back_button, FALSE);
  adw_window_title_set_title (self->window_title, _("Puzzles"));
  update_progress (self);
  if (self->index >= 0 && (guint) self->index < self->rows->len)
    gtk_widget_grab_focus (g_ptr_array_index (self->rows, self->index));
}

gboolean
bastide_puzzle_window_open_puzzle (BastidePuzzleWindow *self,
                                   guint                index)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BastidePuzzle) puzzle = NULL;

  g_return_val_if_fail (BASTIDE_IS_PUZZLE_WINDOW (self), FALSE);

  if (index >= self->rows->len)
    return FALSE;
  puzzle = bastide_puzzle_load_resource (self->paths[index], &error);
  if (puzzle == NULL)
    {
      show_toast (self, error->message);
      return FALSE;
    }
  g_set_object (&self->puzzle, puzzle);
  self->index = index;
  start (self);
  return TRUE;
}

/**
 * bastide_puzzle_window_play_puzzle:
 *
 * Plays any puzzle, for instance one being written in the editor. It is
 * not counted in the progress.
 */
void
bastide_puzzle_window_play_puzzle (BastidePuzzleWindow *self,
                                   BastidePuzzle       *puzzle)
{
  g_return_if_fail (BASTIDE_IS_PUZZLE_WINDOW (self));
  g_return_if_fail (BASTIDE_IS_PUZZLE (puzzle));

  g_set_object (&self->puzzle, puzzle);
  self->index = -1;
  start (self);
}

BastidePuzzle *
bastide_puzzle_window_get_puzzle (BastidePuzzleWindow *self)
{
  g_return_val_if_fail (BASTIDE_IS_PUZZLE_WINDOW (self), NULL);
  return self->puzzle;
}

BastideGame *
bastide_puzzle_window_get_game (BastidePuzzleWindow *self)
{
  g_return_val_if_fail (BASTIDE_IS_PUZZLE_WINDOW (self), NULL);
  return self->game;
}

BastideBoardView *
bastide_puzzle_window_get_board (BastidePuzzleWindow *self)
{
  g_return_val_if_fail (BASTIDE_IS_PUZZLE_WINDOW (self), NULL);
  return self->board;
}

BastideEditorCanvas *
bastide_puzzle_window_get_canvas (BastidePuzzleWindow *self)
{
  g_return_val_if_fail (BASTIDE_IS_PUZZLE_WINDOW (self), NULL);
  return self->canvas;
}

/**
 * bastide_puzzle_window_get_goal_tile:
 *
 * Returns: the tile the goal shows beside the question (the top of the
 *   pile, or the tile of the move a "legal?" puzzle asks about), or -1
 */
int
bastide_puzzle_window_get_goal_tile (BastidePuzzleWindow *self)
{
  g_return_val_if_fail (BASTIDE_IS_PUZZLE_WINDOW (self), -1);
  return self->top_tile;
}

static gboolean
cells_contain (GArray                  *cells,
               const BastidePuzzleCell *cell)
{
  for (guint i = 0; i < cells->len; i++)
    {
      const BastidePuzzleCell *other = &g_array_index (cells, BastidePuzzleCell, i);

      if (other->x == cell->x && other->y == cell->y)
        return TRUE;
    }
  return FALSE;
}

/**
 * bastide_puzzle_window_answer_cells:
 *
 * Checks the squares marked on the board ("where can this tile go?") and
 * shows, after the verdict, the squares marked right in green, the wrong
 * ones in red and the ones forgotten in amber.
 */
void
bastide_puzzle_window_answer_cells (BastidePuzzleWindow *self)
{
  g_autoptr(GArray) marks = NULL;
  g_autoptr(BastidePuzzleAnswer) answer = bastide_puzzle_answer_new ();
  g_autoptr(BastidePuzzleAnswer) solution = NULL;
  g_autoptr(GArray) wrong = g_array_new (FALSE, FALSE, sizeof (BastidePuzzleCell));

  g_return_if_fail (BASTIDE_IS_PUZZLE_WINDOW (self));
  if (self->puzzle == NULL || self->answered
      || bastide_puzzle_get_goal (self->puzzle) != BASTIDE_PUZZLE_GOAL_WHERE)
    return;

  marks = bastide_editor_canvas_get_marks (self->canvas);
  for (guint i = 0; i < marks->len; i++)
    {
      const BastidePuzzleCell *cell = &g_array_index (marks, BastidePuzzleCell, i);

      bastide_puzzle_answer_add_cell (answer, cell->x, cell->y);
    }
  check_answer (self, answer);

  solution = bastide_puzzle_solve (self->puzzle, NULL);
  if (solution != NULL && solution->cells != NULL)
    {
      g_autoptr(GArray) right = g_array_new (FALSE, FALSE, sizeof (BastidePuzzleCell));
      g_autoptr(GArray) missed = g_array_new (FALSE, FALSE, sizeof (BastidePuzzleCell));

      /* marked and right, marked but wrong, right but not marked */
      for (guint i = 0; i < marks->len; i++)
        {
          const BastidePuzzleCell *cell = &g_array_index (marks, BastidePuzzleCell, i);

          if (cells_contain (solution->cells, cell))
            g_array_append_val (right, *cell);
          else
            g_array_append_val (wrong, *cell);
        }
      for (guint j = 0; j < solution->cells->len; j++)
        {
          const BastidePuzzleCell *good = &g_array_index (solution->cells, BastidePuzzleCell, j);

          if (!cells_contain (marks, good))
            g_array_append_val (missed, *good);
        }
      bastide_editor_canvas_clear_marks (self->canvas);
      bastide_editor_canvas_clear_selection (self->canvas);
      bastide_editor_canvas_set_verdict (self->canvas, right, wrong, missed);
    }
}

void
bastide_puzzle_window_answer_legal (BastidePuzzleWindow *self,
                                    gboolean             legal)
{
  g_autoptr(BastidePuzzleAnswer) answer = bastide_puzzle_answer_new ();

  g_return_if_fail (BASTIDE_IS_PUZZLE_WINDOW (self));
  if (self->puzzle == NULL || self->answered
      || bastide_puzzle_get_goal (self->puzzle) != BASTIDE_PUZZLE_GOAL_LEGAL)
    return;

  answer->yes = legal;
  check_answer (self, answer);
}

const BastidePuzzleResult *
bastide_puzzle_window_get_result (BastidePuzzleWindow *self)
{
  g_return_val_if_fail (BASTIDE_IS_PUZZLE_WINDOW (self), NULL);
  return self->result;
}

void
bastide_puzzle_window_retry (BastidePuzzleWindow *self)
{
  g_return_if_fail (BASTIDE_IS_PUZZLE_WINDOW (self));
  if (self->puzzle != NULL)
    start (self);
}

gboolean
bastide_puzzle_window_next (BastidePuzzleWindow *self)
{
  g_return_val_if_fail (BASTIDE_IS_PUZZLE_WINDOW (self), FALSE);
  if (self->index < 0 || (guint) self->index + 1 >= self->rows->len)
    {
      bastide_puzzle_window_show_list (self);
      return FALSE;
    }
  return bastide_puzzle_window_open_puzzle (self, self->index + 1);
}
