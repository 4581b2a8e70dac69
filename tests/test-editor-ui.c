/* test-editor-ui.c: the scenario editor, driven through its widgets
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Builds a small position as a person would: picks tiles in the palette,
 * clicks cells of the board, turns a tile with the rotate action, puts a
 * meeple on a road with the piece tool. The problems list follows every
 * edit; the position is saved, opened in another editor and compared;
 * undo and redo go through the window's actions; the analysis lists the
 * moves of the next tile; a puzzle is checked; and Play from Here starts
 * a game from the position.
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>

#include "bastide-editor-window.h"
#include "bastide-model-private.h"
#include "bastide-render.h"

#include "bastide-test-wait.h"
#include "bastide-test-widgets.h"

static BastideEditorWindow *
editor_new (void)
{
  BastideEditorWindow *window = bastide_editor_window_new (NULL);

  gtk_window_set_default_size (GTK_WINDOW (window), 1200, 760);
  gtk_window_present (GTK_WINDOW (window));
  WAIT_UNTIL (gtk_widget_get_mapped (GTK_WIDGET (window)));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  return window;
}

static void
editor_close (BastideEditorWindow *window)
{
  gtk_window_destroy (GTK_WINDOW (window));
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

static gboolean
has_problem (BastideEditorWindow *window,
             const char          *words)
{
  g_auto(GStrv) texts = bastide_editor_window_dup_problem_texts (window);

  for (guint i = 0; texts[i] != NULL; i++)
    if (strstr (texts[i], words) != NULL)
      return TRUE;
  return FALSE;
}

static guint
n_problems (BastideEditorWindow *window)
{
  g_auto(GStrv) texts = bastide_editor_window_dup_problem_texts (window);

  return g_strv_length (texts);
}

/* Builds: D at (0, 0) (the start), E above it (first turned wrongly,
 * then right), a meeple of player 1 on D's road. */
static void
build_position (BastideEditorWindow *window)
{
  BastideScenario *scenario = bastide_editor_window_get_scenario (window);
  BastideEditorPalette *palette = bastide_editor_window_get_palette (window);
  BastideEditorCanvas *canvas = bastide_editor_window_get_canvas (window);
  const BastideScenarioTile *tile;
  const BastideScenarioPiece *piece;
  int d = bastide_catalogue_lookup ("D", BASTIDE_SET_BASE);
  int e = bastide_catalogue_lookup ("E", BASTIDE_SET_BASE);
  int road = bastide_tile_type_feature (bastide_catalogue_get (d), "r1");
  int copies;
  double ax, ay;

  g_assert_cmpuint (bastide_scenario_get_n_tiles (scenario), ==, 1);
  g_assert_cmpuint (n_problems (window), ==, 0);
  g_assert_true (gtk_widget_is_sensitive (GTK_WIDGET (canvas)));

  /* the palette: search by letter (any case, inside the id), then choose E */
  g_assert_cmpuint (bastide_editor_palette_get_n_shown (palette), ==, 32);
  bastide_editor_palette_set_search (palette, "g");
  g_assert_cmpuint (bastide_editor_palette_get_n_shown (palette), ==, 9);  /* G and the eight garden copies */
  g_assert_false (bastide_editor_palette_select_id (palette, "E"));
  g_assert_true (bastide_editor_palette_select_id (palette, "eg"));
  bastide_editor_palette_set_search (palette, "zz");
  g_assert_cmpuint (bastide_editor_palette_get_n_shown (palette), ==, 0);
  bastide_editor_palette_set_search (palette, NULL);
  g_assert_cmpuint (bastide_editor_palette_get_n_shown (palette), ==, 32);
  g_assert_true (bastide_editor_palette_select_id (palette, "E"));
  g_assert_cmpint (bastide_editor_canvas_get_tile_type (canvas), ==, e);
  copies = bastide_editor_palette_get_remaining (palette, e);
  g_assert_cmpint (copies, ==, bastide_catalogue_get (e)->count);

  /* N steps to the next tile of the palette and back */
  gtk_widget_activate_action (GTK_WIDGET (window), "editor.next-tile", NULL);
  g_assert_cmpint (bastide_editor_canvas_get_tile_type (canvas), !=, e);
  gtk_widget_activate_action (GTK_WIDGET (window), "editor.previous-tile", NULL);
  g_assert_cmpint (bastide_editor_canvas_get_tile_type (canvas), ==, e);

  /* a click above the start tile: E's field meets D's city */
  g_assert_true (bastide_editor_canvas_press (canvas, 0.5, -0.5, 1));
  g_assert_cmpuint (bastide_scenario_get_n_tiles (scenario), ==, 2);
  g_assert_cmpint (bastide_editor_palette_get_remaining (palette, e), ==, copies - 1);
  g_assert_true (has_problem (window, "The field on this tile’s south side would meet a city."));
  g_assert_false (bastide_scenario_get_valid (scenario));

  /* the problem's row says how to see it, in words, not coordinates */
  g_assert_nonnull (test_ui_find_widget (GTK_WIDGET (window), test_ui_is_label_reading,
                                         "Click to show the tile and the side on the board"));

  /* the problem points at its cell, and at the side that does not match */
  g_assert_cmpint (bastide_editor_canvas_get_shown_side (canvas), ==, -1);
  bastide_editor_window_activate_problem (window, 0);
  {
    int x = 99, y = 99;

    g_assert_true (bastide_editor_canvas_get_selected_cell (canvas, &x, &y));
    g_assert_true (x == 0 && y == -1);
    g_assert_cmpint (bastide_editor_canvas_get_shown_side (canvas), ==, BASTIDE_SIDE_S);
  }

  /* turn it round with R (the rotate action): the city closes */
  bastide_editor_canvas_select_cell (canvas, 0, -1, FALSE);
  g_assert_cmpint (bastide_editor_canvas_get_shown_side (canvas), ==, -1);
  gtk_widget_activate_action (GTK_WIDGET (window), "editor.rotate", NULL);
  g_assert_true (has_problem (window, "side would meet a city"));
  gtk_widget_activate_action (GTK_WIDGET (window), "editor.rotate", NULL);
  tile = bastide_scenario_get_tile (scenario, bastide_scenario_find_tile (scenario, 0, -1));
  g_assert_cmpuint (tile->rot, ==, 2);
  g_assert_cmpuint (n_problems (window), ==, 0);
  gtk_test_accessible_assert_property (canvas, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "Column 0, row -1: North: field; East: field; South: city; West: field");
  g_assert_true (bastide_scenario_get_valid (scenario));

  /* a meeple of the second player on the start tile's road */
  gtk_widget_activate_action (GTK_WIDGET (window), "editor.tool", "s", "piece");
  g_assert_cmpint (bastide_editor_canvas_get_tool (canvas), ==, BASTIDE_EDITOR_TOOL_PIECE);
  gtk_widget_activate_action (GTK_WIDGET (window), "editor.next-player", NULL);
  g_assert_cmpuint (bastide_editor_canvas_get_player (canvas), ==, 1);
  g_assert_true (bastide_render_feature_anchor (d, 0, road, &ax, &ay));
  g_assert_true (bastide_editor_canvas_press (canvas, ax, ay, 1));
  g_assert_cmpuint (bastide_scenario_get_n_pieces (scenario), ==, 1);
  piece = bastide_scenario_get_piece (scenario, 0);
  g_assert_cmpuint (piece->player, ==, 1);
  g_assert_cmpint (piece->kind, ==, BASTIDE_PIECE_MEEPLE);
  g_assert_cmpint (piece->feature, ==, road);
  g_assert_cmpint (bastide_editor_canvas_get_selected_piece (canvas), ==, 0);

  /* a click on the piece selects it rather than adding another */
  bastide_editor_canvas_clear_selection (canvas);
  g_assert_true (bastide_editor_canvas_piece_position (canvas, 0, &ax, &ay));
  g_assert_false (bastide_editor_canvas_press (canvas, ax, ay, 1));
  g_assert_cmpuint (bastide_scenario_get_n_pieces (scenario), ==, 1);
  g_assert_cmpint (bastide_editor_canvas_get_selected_piece (canvas), ==, 0);
  g_assert_cmpuint (n_problems (window), ==, 0);

  gtk_test_widget_wait_for_draw (GTK_WIDGET (canvas));
}

static void
play_cb (BastideEditorWindow  *window,
         BastideGame          *game,
         BastideGame         **out)
{
  g_set_object (out, game);
}

static void
done_cb (BastideEditorAnalysis *analysis,
         guint                 *count)
{
  (*count)++;
}

static void
test_build_save_play (void)
{
  BastideEditorWindow *window = editor_new ();
  BastideEditorWindow *other;
  BastideScenario *scenario;
  BastideScenario *reopened;
  g_autofree char *dir = g_dir_make_tmp ("bastide-editor-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "position.bastide", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(BastideGame) game = NULL;
  GtkWindow *dialog;
  const BastideState *state;

  build_position (window);
  scenario = bastide_editor_window_get_scenario (window);

  /* undo and redo, through the window's actions */
  gtk_widget_activate_action (GTK_WIDGET (window), "editor.undo", NULL);
  g_assert_cmpuint (bastide_scenario_get_n_pieces (scenario), ==, 0);
  gtk_widget_activate_action (GTK_WIDGET (window), "editor.redo", NULL);
  g_assert_cmpuint (bastide_scenario_get_n_pieces (scenario), ==, 1);

  /* a tile dragged away and back */
  gtk_widget_activate_action (GTK_WIDGET (window), "editor.tool", "s", "tile");
  g_assert_true (bastide_editor_canvas_drag (bastide_editor_window_get_canvas (window), 0.5, -0.5, 3.5, -2.5));
  g_assert_cmpint (bastide_scenario_find_tile (scenario, 3, -3), >=, 0);
  g_assert_true (has_problem (window, "not connected"));
  gtk_widget_activate_action (GTK_WIDGET (window), "editor.undo", NULL);
  g_assert_cmpint (bastide_scenario_find_tile (scenario, 0, -1), >=, 0);
  g_assert_cmpuint (n_problems (window), ==, 0);

  /* save, open in another editor, compare */
  g_assert_true (bastide_editor_window_save_to_file (window, file, &error));
  g_assert_no_error (error);
  other = editor_new ();
  g_assert_true (bastide_editor_window_open_file (other, file, &error));
  g_assert_no_error (error);
  reopened = bastide_editor_window_get_scenario (other);
  g_assert_cmpuint (bastide_scenario_get_n_tiles (reopened), ==, bastide_scenario_get_n_tiles (scenario));
  for (guint i = 0; i < bastide_scenario_get_n_tiles (scenario); i++)
    {
      const BastideScenarioTile *a = bastide_scenario_get_tile (scenario, i);
      const BastideScenarioTile *b = bastide_scenario_get_tile (reopened, bastide_scenario_find_tile (reopened, a->x, a->y));

      g_assert_cmpuint (a->type, ==, b->type);
      g_assert_cmpuint (a->rot, ==, b->rot);
    }
  g_assert_cmpuint (bastide_scenario_get_n_pieces (reopened), ==, 1);
  g_assert_cmpint (bastide_scenario_get_piece (reopened, 0)->feature, ==,
                   bastide_scenario_get_piece (scenario, 0)->feature);
  g_assert_cmpuint (bastide_scenario_get_piece (reopened, 0)->player, ==, 1);
  g_assert_cmpuint (n_problems (other), ==, 0);
  editor_close (other);

  /* play from here: every seat a person */
  dialog = bastide_editor_window_play (window);
  g_assert_nonnull (dialog);
  g_signal_connect (window, "play", G_CALLBACK (play_cb), &game);
  gtk_widget_activate_action (GTK_WIDGET (dialog), "play.start", NULL);
  WAIT_UNTIL (game != NULL);
  state = bastide_game_get_state (game);
  g_assert_cmpuint (state->n_tiles, ==, 2);
  g_assert_cmpuint (state->n_pieces, ==, 1);
  g_assert_cmpuint (state->pieces[0].owner, ==, 1);
  g_assert_cmpint (bastide_state_tile_at (state, 0, -1), >=, 0);
  g_assert_cmpuint (bastide_game_get_current_player (game), ==, bastide_scenario_get_to_move (scenario));
  g_assert_cmpint (bastide_game_get_player_kind (game, 0), ==, BASTIDE_PLAYER_PERSON);

  editor_close (window);
  g_remove (path);
  g_rmdir (dir);
}

static void
test_draft (void)
{
  BastideEditorWindow *window = editor_new ();
  BastideEditorCanvas *canvas = bastide_editor_window_get_canvas (window);
  BastideScenario *scenario = bastide_editor_window_get_scenario (window);
  g_autofree char *dir = g_dir_make_tmp ("bastide-editor-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "draft.bastide", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;

  /* a tile far from the others: a problem; Play from Here refuses */
  g_assert_true (bastide_editor_palette_select_id (bastide_editor_window_get_palette (window), "B"));
  g_assert_true (bastide_editor_canvas_press (canvas, 4.5, 4.5, 1));
  g_assert_true (has_problem (window, "not connected"));
  g_assert_false (bastide_scenario_get_valid (scenario));
  g_assert_null (bastide_editor_window_play (window));

  /* it is saved as a draft and opens again with its problem */
  g_assert_true (bastide_editor_window_save_to_file (window, file, &error));
  g_assert_no_error (error);
  editor_close (window);
  window = editor_new ();
  g_assert_true (bastide_editor_window_open_file (window, file, &error));
  g_assert_no_error (error);
  g_assert_true (has_problem (window, "not connected"));
  g_assert_true (bastide_scenario_is_draft (bastide_editor_window_get_scenario (window)));

  /* Delete removes the selected tile */
  bastide_editor_canvas_select_cell (bastide_editor_window_get_canvas (window), 4, 4, FALSE);
  gtk_widget_activate_action (GTK_WIDGET (window), "editor.delete", NULL);
  g_assert_cmpuint (n_problems (window), ==, 0);

  editor_close (window);
  g_remove (path);
  g_rmdir (dir);
}

static void
test_analysis_and_puzzle (void)
{
  BastideEditorWindow *window = editor_new ();
  BastideEditorAnalysis *analysis = bastide_editor_window_get_analysis (window);
  BastideEditorPuzzlePanel *panel = bastide_editor_window_get_puzzle_panel (window);
  BastideScenario *scenario = bastide_editor_window_get_scenario (window);
  const BastideAnalysis *result;
  guint types[1];
  g_autoptr(GError) error = NULL;
  g_autoptr(BastidePuzzleResult) verdict = NULL;
  guint done = 0;

  /* a fixed pile: E on top */
  types[0] = bastide_catalogue_lookup ("E", BASTIDE_SET_BASE);
  g_assert_true (bastide_scenario_set_pile (scenario, types, 1, &error));
  g_assert_no_error (error);

  g_signal_connect (analysis, "done", G_CALLBACK (done_cb), &done);
  bastide_editor_window_show_page (window, "analysis");
  bastide_editor_analysis_refresh (analysis);
  WAIT_UNTIL (done > 0 && !bastide_editor_analysis_get_busy (analysis));
  result = bastide_editor_analysis_get_analysis (analysis);
  g_assert_nonnull (result);
  g_assert_cmpint (result->tile, ==, (int) types[0]);
  g_assert_cmpuint (result->moves->len, >, 0);
  /* best first: closing the start tile's city scores 4 */
  g_assert_cmpint (g_array_index (result->moves, BastideAnalysisMove, 0).mover_points, ==, 4);
  bastide_editor_analysis_select_move (analysis, 0);
  g_assert_cmpint (bastide_editor_analysis_get_selected (analysis), ==, 0);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (bastide_editor_window_get_canvas (window)));
  /* the moves name their squares by the letters the board shows, lettered
   * as the board is read: north of the start tile, then south */
  {
    GArray *labels = bastide_board_viewport_get_square_labels (BASTIDE_BOARD_VIEWPORT (bastide_editor_window_get_canvas (window)));

    g_assert_nonnull (test_ui_find_widget (GTK_WIDGET (analysis), test_ui_is_label_reading,
                                           "Tile on square A, turned half way round"));
    g_assert_nonnull (labels);
    g_assert_cmpuint (labels->len, ==, 2);
    g_assert_cmpint (g_array_index (labels, BastidePuzzleCell, 0).x, ==, 0);
    g_assert_cmpint (g_array_index (labels, BastidePuzzleCell, 0).y, ==, -1);
    g_assert_cmpint (g_array_index (labels, BastidePuzzleCell, 1).x, ==, 0);
    g_assert_cmpint (g_array_index (labels, BastidePuzzleCell, 1).y, ==, 1);
  }

  /* the same position as a puzzle: the best move is a right answer */
  bastide_editor_window_show_page (window, "puzzle");
  bastide_editor_puzzle_panel_set_enabled (panel, TRUE);
  g_assert_true (bastide_editor_puzzle_panel_set_goal (panel, BASTIDE_PUZZLE_GOAL_SCORE, "4"));
  verdict = bastide_editor_puzzle_panel_test (panel, &error);
  g_assert_no_error (error);
  g_assert_nonnull (verdict);
  g_assert_true (verdict->legal);
  g_assert_true (verdict->solved);
  g_assert_nonnull (bastide_editor_puzzle_panel_get_result_text (panel));
  /* the verdict names the move's square "A", and the board letters it */
  {
    const BastideTurn *turn = &g_array_index (result->moves, BastideAnalysisMove, 0).turn;
    GArray *labels = bastide_board_viewport_get_square_labels (BASTIDE_BOARD_VIEWPORT (bastide_editor_window_get_canvas (window)));

    g_assert_true (g_str_has_prefix (verdict->details->pdata[0], "Turn 1, Red: Tile on square A, "));
    g_assert_nonnull (labels);
    g_assert_cmpuint (labels->len, ==, 1);
    g_assert_cmpint (g_array_index (labels, BastidePuzzleCell, 0).x, ==, turn->x);
    g_assert_cmpint (g_array_index (labels, BastidePuzzleCell, 0).y, ==, turn->y);
  }
  g_clear_pointer (&verdict, bastide_puzzle_result_free);

  /* asking for more than the tile can give; the letters go with the verdict */
  g_assert_true (bastide_editor_puzzle_panel_set_goal (panel, BASTIDE_PUZZLE_GOAL_SCORE, "9"));
  g_assert_null (bastide_board_viewport_get_square_labels (BASTIDE_BOARD_VIEWPORT (bastide_editor_window_get_canvas (window))));
  verdict = bastide_editor_puzzle_panel_test (panel, &error);
  g_assert_no_error (error);
  g_assert_false (verdict->solved);

  editor_close (window);
}

static void
collect_buttons (GtkWidget *widget,
                 GPtrArray *buttons)
{
  if (GTK_IS_BUTTON (widget) && gtk_widget_get_mapped (widget))
    g_ptr_array_add (buttons, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_buttons (child, buttons);
}

/* In the smallest windows a game is played in, 1024×768 and 800×600, the
 * buttons floating over the canvas (the problems, the tools, the zoom)
 * cover none of each other. */
static void
test_controls_apart (void)
{
  const int sizes[][2] = { { 1024, 768 }, { 800, 600 } };

  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    {
      BastideEditorWindow *window = bastide_editor_window_new (NULL);
      GtkWidget *canvas = GTK_WIDGET (bastide_editor_window_get_canvas (window));
      g_autoptr(GPtrArray) buttons = g_ptr_array_new ();
      GtkWidget *overlay;

      gtk_window_set_default_size (GTK_WINDOW (window), sizes[s][0], sizes[s][1]);
      gtk_window_present (GTK_WINDOW (window));
      WAIT_UNTIL (gtk_widget_get_mapped (canvas) && gtk_widget_get_width (canvas) > 1);
      gtk_test_widget_wait_for_draw (GTK_WIDGET (window));

      /* the canvas's overlay: every button over it */
      overlay = gtk_widget_get_parent (canvas);
      while (!GTK_IS_OVERLAY (overlay))
        overlay = gtk_widget_get_parent (overlay);
      collect_buttons (overlay, buttons);
      g_assert_cmpuint (buttons->len, >=, 7);
      for (guint i = 0; i < buttons->len; i++)
        for (guint j = i + 1; j < buttons->len; j++)
          {
            graphene_rect_t a, b, common;

            g_assert_true (gtk_widget_compute_bounds (buttons->pdata[i], overlay, &a));
            g_assert_true (gtk_widget_compute_bounds (buttons->pdata[j], overlay, &b));
            if (gtk_widget_is_ancestor (buttons->pdata[j], buttons->pdata[i])
                || gtk_widget_is_ancestor (buttons->pdata[i], buttons->pdata[j]))
              continue;
            /* linked buttons share their border */
            if (graphene_rect_intersection (&a, &b, &common) && common.size.width > 1 && common.size.height > 1)
              g_error ("at %d×%d, %s (%g, %g) and %s (%g, %g) overlap", sizes[s][0], sizes[s][1],
                       gtk_widget_get_css_name (buttons->pdata[i]), a.origin.x, a.origin.y,
                       gtk_widget_get_css_name (buttons->pdata[j]), b.origin.x, b.origin.y);
          }
      editor_close (window);
    }
}

/* The canvas is the same viewport as the game's board: the same keys,
 * the same zoom limits, and the arrows keep the selected cell in view. */
static void
test_viewport (void)
{
  BastideEditorWindow *window = editor_new ();
  BastideEditorCanvas *canvas = bastide_editor_window_get_canvas (window);
  BastideBoardViewport *viewport = BASTIDE_BOARD_VIEWPORT (canvas);
  int x, y;

  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  bastide_board_viewport_set_zoom (viewport, 1000);
  g_assert_cmpfloat (bastide_board_viewport_get_zoom (viewport), ==, BASTIDE_BOARD_MAX_ZOOM);
  bastide_board_viewport_set_zoom (viewport, 1);
  g_assert_cmpfloat (bastide_board_viewport_get_zoom (viewport), ==, BASTIDE_BOARD_MIN_ZOOM);

  bastide_board_viewport_set_zoom (viewport, 80);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (canvas), "board.zoom", "i", 1));
  g_assert_cmpfloat (bastide_board_viewport_get_zoom (viewport), ==, 80 * BASTIDE_BOARD_ZOOM_STEP);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (canvas), "board.zoom", "i", -1));
  g_assert_cmpfloat (bastide_board_viewport_get_zoom (viewport), ==, 80);

  /* an empty scenario fits its free cells round (0, 0) at the fit limit */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (canvas), "board.zoom", "i", 0));
  g_assert_cmpfloat (bastide_board_viewport_get_zoom (viewport), ==, BASTIDE_BOARD_FIT_MAX_ZOOM);

  /* far to the east: the view follows the cursor */
  bastide_editor_canvas_select_cell (canvas, 0, 0, FALSE);
  for (guint i = 0; i < 30; i++)
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (canvas), "board.move-cursor", "(ii)", 1, 0));
  g_assert_true (bastide_editor_canvas_get_selected_cell (canvas, &x, &y));
  g_assert_cmpint (x, ==, 30);
  g_assert_cmpint (y, ==, 0);
  g_assert_cmpfloat (bastide_board_viewport_to_widget_x (viewport, 31), <=,
                     gtk_widget_get_width (GTK_WIDGET (canvas)));
  g_assert_cmpfloat (bastide_board_viewport_to_widget_x (viewport, 30), >=, 0);

  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);
  editor_close (window);
}

static void
test_from_game (void)
{
  BastideRules rules = { BASTIDE_GAME_STANDARD, BASTIDE_EXPANSION_ABBOT, 3, 0, 0 };
  BastidePlayerSetup players[3] = {
    { "Ann", BASTIDE_COLOR_BLUE, BASTIDE_PLAYER_PERSON, BASTIDE_COMPUTER_MEDIUM },
    { "Bo", BASTIDE_COLOR_RED, BASTIDE_PLAYER_PERSON, BASTIDE_COMPUTER_MEDIUM },
    { NULL, BASTIDE_COLOR_GREEN, BASTIDE_PLAYER_COMPUTER, BASTIDE_COMPUTER_EASY },
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(BastideGame) game = bastide_game_new (&rules, players, 7, &error);
  g_autoptr(GArray) placements = NULL;
  const BastidePlacement *placement;
  BastideEditorWindow *window;
  BastideScenario *scenario;
  const BastideState *state;

  g_assert_no_error (error);

  /* one turn played: draw, place anywhere it fits, no piece */
  g_assert_true (bastide_game_draw (game, &error));
  placements = bastide_game_list_placements (game);
  g_assert_cmpuint (placements->len, >, 0);
  placement = &g_array_index (placements, BastidePlacement, 0);
  g_assert_true (bastide_game_place (game, placement->x, placement->y, placement->rot, &error));
  g_assert_true (bastide_game_deploy (game, NULL, &error));
  g_assert_no_error (error);
  state = bastide_game_get_state (game);

  window = bastide_editor_window_new_from_game (NULL, game, &error);
  g_assert_no_error (error);
  gtk_window_present (GTK_WINDOW (window));
  WAIT_UNTIL (gtk_widget_get_mapped (GTK_WIDGET (window)));

  scenario = bastide_editor_window_get_scenario (window);
  g_assert_cmpuint (bastide_scenario_get_n_tiles (scenario), ==, state->n_tiles);
  g_assert_cmpint (bastide_scenario_find_tile (scenario, placement->x, placement->y), >=, 0);
  g_assert_cmpuint (bastide_scenario_get_n_players (scenario), ==, 3);
  g_assert_cmpstr (bastide_scenario_get_player_name (scenario, 0), ==, "Ann");
  g_assert_cmpint (bastide_scenario_get_player_color (scenario, 1), ==, BASTIDE_COLOR_RED);
  g_assert_cmpuint (bastide_scenario_get_to_move (scenario), ==, state->to_move);
  g_assert_cmpuint (bastide_scenario_get_pile_length (scenario), ==, bastide_state_tiles_left (state));
  g_assert_true (bastide_scenario_get_valid (scenario));
  g_assert_cmpuint (n_problems (window), ==, 0);

  editor_close (window);
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/bastide/editor-ui/build-save-play", test_build_save_play);
  g_test_add_func ("/bastide/editor-ui/draft", test_draft);
  g_test_add_func ("/bastide/editor-ui/analysis-and-puzzle", test_analysis_and_puzzle);
  g_test_add_func ("/bastide/editor-ui/viewport", test_viewport);
  g_test_add_func ("/bastide/editor-ui/controls-apart", test_controls_apart);
  g_test_add_func ("/bastide/editor-ui/from-game", test_from_game);

  return g_test_run ();
}
