/* test-a11y.c: what the game's windows tell assistive technologies
 *
 * Copyright 2026 The Bastide authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Run with GTK's test accessibility backend (GTK_A11Y=test): the tests
 * read the accessible roles, names, descriptions, states and relations
 * the widgets set, and the keyboard's way around the window. What a
 * screen reader receives over AT-SPI is checked by test-atspi.c.
 */

#include "config.h"

#include <adwaita.h>
#include <math.h>

#include "bastide-test-ui.h"

#include "bastide-board-view.h"
#include "bastide-editor-canvas.h"
#include "bastide-editor-palette.h"
#include "bastide-puzzle-window.h"
#include "bastide-seat-row.h"
#include "bastide-sidebar.h"
#include "bastide-summary-dialog.h"
#include "bastide-tile-view.h"

static BastideApplication *app;

/* Helpers */

static gboolean
has_action (GtkWidget     *widget,
            gconstpointer  action)
{
  return GTK_IS_ACTIONABLE (widget)
         && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), action) == 0;
}

static char *
description (GtkWidget *widget)
{
  return test_ui_accessible_text (widget, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
}

static gboolean
description_starts (GtkWidget  *widget,
                    const char *prefix)
{
  g_autofree char *text = description (widget);

  return g_str_has_prefix (text, prefix);
}

static gboolean
description_ends (GtkWidget  *widget,
                  const char *suffix)
{
  g_autofree char *text = description (widget);

  return g_str_has_suffix (text, suffix);
}

static BastideBoardView *
start_game (BastideWindow *window,
            BastideGame   *game)
{
  BastideBoardView *board;

  bastide_window_set_game (window, game);
  board = bastide_window_get_board (window);
  WAIT_UNTIL (bastide_board_view_get_mode (board) == BASTIDE_BOARD_MODE_PLACE);
  return board;
}

static GtkWidget *
focus_of (BastideWindow *window)
{
  return gtk_root_get_focus (GTK_ROOT (window));
}

/* The welcome page: the keyboard starts on New Game. */
static void
test_a11y_welcome_focus (void)
{
  BastideWindow *window = test_ui_window_new (app);
  GtkWidget *new_game = test_ui_find_widget (GTK_WIDGET (window), has_action, "app.new-game");

  g_assert_nonnull (new_game);
  WAIT_UNTIL (focus_of (window) != NULL);
  g_assert_true (focus_of (window) == new_game);

  test_ui_close_all (app);
}

/* The tile in hand, edge by edge, after every turn of it: on the board's
 * description and on the sidebar's picture. */
static void
test_a11y_rotation_is_told (void)
{
  g_autoptr(BastideGame) game = test_ui_game_new (test_ui_seed_with_first_tile ("E"));
  BastideWindow *window = test_ui_window_new (app);
  BastideBoardView *board = start_game (window, game);
  BastideTileView *hand = BASTIDE_TILE_VIEW (test_ui_find_of_type (GTK_WIDGET (bastide_window_get_sidebar (window)),
                                                                   BASTIDE_TYPE_TILE_VIEW));

  /* far from the tiles, every turn of the tile is a turn */
  bastide_board_view_set_cursor (board, 3, 3);
  gtk_test_accessible_assert_role (hand, GTK_ACCESSIBLE_ROLE_IMG);
  gtk_test_accessible_assert_property (hand, GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "North: city; East: field; South: field; West: field");
  gtk_test_accessible_assert_property (board, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "Column 3, row 3: Empty square. No tile lies next to this square. "
                                       "In hand: North: city; East: field; South: field; West: field");

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), "board.rotate", "i", 1));
  gtk_test_accessible_assert_property (board, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "Column 3, row 3: Empty square. No tile lies next to this square. "
                                       "In hand: North: field; East: city; South: field; West: field");
  gtk_test_accessible_assert_property (hand, GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "North: field; East: city; South: field; West: field");

  /* above the start tile the tile fits one way: what meets what */
  bastide_board_view_set_cursor (board, 0, -1);
  gtk_test_accessible_assert_property (board, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "Column 0, row -1: Empty square, tiles left that fit: 42 of 70. "
                                       "Fits: city meets city to the south. "
                                       "In hand: North: field; East: field; South: city; West: field");
  /* and on the start tile itself, what lies there */
  bastide_board_view_set_cursor (board, 0, 0);
  gtk_test_accessible_assert_property (board, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "Column 0, row 0: North: city; East: road; South: field; West: road; "
                                       "the road runs east–west. "
                                       "In hand: North: field; East: city; South: field; West: field");

  test_ui_close_all (app);
}

/* Whether Tab (board.cycle) moves the cursor on to the next square where
 * the tile fits; a disabled action lets the key through instead. */
static gboolean
tab_chooses (BastideBoardView *board)
{
  int x0, y0, x1, y1;

  bastide_board_view_get_cursor (board, &x0, &y0);
  gtk_widget_activate_action (GTK_WIDGET (board), "board.cycle", "i", 1);
  bastide_board_view_get_cursor (board, &x1, &y1);
  return x0 != x1 || y0 != y1;
}

/* Escape with nothing to skip lets the next Tab out of the board; any
 * other key takes Tab back. F6 goes from part to part of the window. */
static void
test_a11y_leaving_the_board (void)
{
  g_autoptr(BastideGame) game = test_ui_game_new (test_ui_seed_with_first_tile ("E"));
  BastideWindow *window = test_ui_window_new (app);
  BastideBoardView *board = start_game (window, game);
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (board));
  GtkEventController *keys = NULL;
  gboolean handled;
  GtkWidget *focus;

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_KEY (controller))
        keys = controller;
    }
  g_assert_nonnull (keys);
  g_assert_true (gtk_widget_has_focus (GTK_WIDGET (board)));

  /* Tab chooses on the board while a tile is to be placed */
  g_assert_true (tab_chooses (board));
  g_signal_emit_by_name (keys, "key-pressed", GDK_KEY_Escape, 0, 0, &handled);
  g_assert_false (tab_chooses (board));
  WAIT_UNTIL (description_ends (GTK_WIDGET (board), "Tab now moves out of the board"));
  g_signal_emit_by_name (keys, "key-pressed", GDK_KEY_Right, 0, 0, &handled);
  g_assert_true (tab_chooses (board));

  /* F6: the turn bar, the zoom buttons, the scores, the header bar, and
   * back to the board */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.next-pane", NULL));
  focus = focus_of (window);
  g_assert_true (GTK_IS_BUTTON (focus));
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (focus)), ==, "win.rotate-ccw");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.next-pane", NULL));
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (focus_of (window))), ==, "win.zoom-in");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.next-pane", NULL));
  g_assert_true (gtk_widget_is_ancestor (focus_of (window), GTK_WIDGET (bastide_window_get_sidebar (window))));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.next-pane", NULL));
  g_assert_nonnull (gtk_widget_get_ancestor (focus_of (window), ADW_TYPE_HEADER_BAR));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.next-pane", NULL));
  g_assert_true (focus_of (window) == GTK_WIDGET (board));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.previous-pane", NULL));
  g_assert_nonnull (gtk_widget_get_ancestor (focus_of (window), ADW_TYPE_HEADER_BAR));

  /* the board says which keys it takes */
  gtk_test_accessible_assert_property (board, GTK_ACCESSIBLE_PROPERTY_KEY_SHORTCUTS,
                                       "ArrowLeft ArrowRight ArrowUp ArrowDown R Shift+R Enter Space Escape Tab "
                                       "Shift+Tab Control+Tab Control+Shift+Tab F6 Shift+F6 Control+H I + - 0");

  test_ui_close_all (app);
}

/* The score list is reached by the keyboard: each player's row. */
static void
test_a11y_scores_reachable (void)
{
  g_autoptr(BastideGame) game = test_ui_game_new (3);
  BastideWindow *window = test_ui_window_new (app);
  BastideSidebar *sidebar;
  GtkWidget *row;

  start_game (window, game);
  sidebar = bastide_window_get_sidebar (window);
  row = test_ui_find_of_type (GTK_WIDGET (sidebar), GTK_TYPE_LIST_BOX_ROW);
  g_assert_nonnull (row);
  g_assert_true (gtk_widget_get_focusable (row));
  gtk_test_accessible_assert_property (row, GTK_ACCESSIBLE_PROPERTY_LABEL, "Anna, 0 points, 7 followers");
  /* Tab from the top of the sidebar comes to the first player */
  g_assert_true (gtk_widget_child_focus (GTK_WIDGET (sidebar), GTK_DIR_TAB_FORWARD));
  while (focus_of (window) != row)
    g_assert_true (gtk_widget_child_focus (GTK_WIDGET (sidebar), GTK_DIR_TAB_FORWARD));

  test_ui_close_all (app);
}

/* The tiles left, each named in words with its count. */
static void
test_a11y_tiles_left_named (void)
{
  g_autoptr(BastideGame) game = test_ui_game_new (test_ui_seed_with_first_tile ("E"));
  BastideWindow *window = test_ui_window_new (app);
  GtkWidget *entry;
  int b = bastide_catalogue_lookup ("B", BASTIDE_SET_BASE);
  guint n_b = 0;

  start_game (window, game);
  for (guint i = 0; i < bastide_game_get_state (game)->pile_len; i++)
    n_b += bastide_game_get_state (game)->pile[i] == b;

  entry = test_ui_find_of_type (GTK_WIDGET (bastide_window_get_sidebar (window)), GTK_TYPE_FLOW_BOX_CHILD);
  g_assert_nonnull (entry);
  for (; entry != NULL; entry = gtk_widget_get_next_sibling (entry))
    {
      g_autofree char *label = test_ui_accessible_text (entry, GTK_ACCESSIBLE_PROPERTY_LABEL);

      g_assert_true (strstr (label, " left: North: ") != NULL);
      if (g_str_has_suffix (label, " left: North: field; East: field; South: field; West: field; "
                                   "a monastery in the middle"))
        {
          g_autofree char *expected = g_strdup_printf ("%u left: North: field; East: field; South: field; "
                                                       "West: field; a monastery in the middle", n_b);

          g_assert_cmpstr (label, ==, expected);
        }
    }

  test_ui_close_all (app);
}

/* The new-game dialog: the name field is named by the seat beside it, and
 * "who plays" says the seat and the choice. */
static void
test_a11y_new_game_dialog (void)
{
  BastideWindow *window = test_ui_window_new (app);
  GtkWindow *dialog = bastide_window_show_new_game_dialog (window);
  GtkWidget *seat;
  GtkWidget *entry;
  GtkWidget *label;
  GtkWidget *dropdown;
  GtkWidget *button;

  WAIT_UNTIL (gtk_widget_get_mapped (GTK_WIDGET (dialog)));
  seat = test_ui_find_of_type (GTK_WIDGET (dialog), BASTIDE_TYPE_SEAT_ROW);
  g_assert_nonnull (seat);
  entry = test_ui_find_of_type (seat, GTK_TYPE_ENTRY);
  label = test_ui_find_of_type (seat, GTK_TYPE_LABEL);
  dropdown = test_ui_find_of_type (seat, GTK_TYPE_DROP_DOWN);
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (label)), ==, "Player 1");
  gtk_test_accessible_assert_relation (entry, GTK_ACCESSIBLE_RELATION_LABELLED_BY, label, NULL);
  gtk_test_accessible_assert_role (entry, GTK_ACCESSIBLE_ROLE_TEXT_BOX);

  /* the row's text is the entry's */
  gtk_editable_set_text (GTK_EDITABLE (seat), "Anna");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "Anna");

  gtk_test_accessible_assert_property (dropdown, GTK_ACCESSIBLE_PROPERTY_LABEL, "Player 1 is played by");
  button = gtk_widget_get_first_child (dropdown);
  g_assert_true (GTK_IS_TOGGLE_BUTTON (button));
  gtk_test_accessible_assert_property (button, GTK_ACCESSIBLE_PROPERTY_LABEL, "Player 1 is played by: Person");
  gtk_drop_down_set_selected (GTK_DROP_DOWN (dropdown), BASTIDE_SEAT_COMPUTER_HARD);
  gtk_test_accessible_assert_property (button, GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Player 1 is played by: Computer, Hard");

  gtk_window_destroy (dialog);
  test_ui_close_all (app);
}

/* The end: the scores have the keyboard, as a table with its words. */
static void
test_a11y_summary (void)
{
  g_autoptr(BastideGame) game = test_ui_game_new (8);
  BastideWindow *window = test_ui_window_new (app);
  BastideSummaryDialog *summary;
  GtkWidget *grid;
  GtkWidget *plot;
  g_autofree char *words = NULL;
  g_autofree char *first = NULL;

  summary = bastide_summary_dialog_new (GTK_WINDOW (window), game);
  gtk_window_present (GTK_WINDOW (summary));
  WAIT_UNTIL (gtk_widget_get_mapped (GTK_WIDGET (summary)));

  grid = test_ui_find_of_type (GTK_WIDGET (summary), GTK_TYPE_GRID);
  g_assert_true (gtk_root_get_focus (GTK_ROOT (summary)) == grid);
  gtk_test_accessible_assert_role (grid, GTK_ACCESSIBLE_ROLE_TABLE);
  gtk_test_accessible_assert_role (gtk_grid_get_child_at (GTK_GRID (grid), 2, 0),
                                   GTK_ACCESSIBLE_ROLE_COLUMN_HEADER);
  gtk_test_accessible_assert_role (gtk_grid_get_child_at (GTK_GRID (grid), 2, 1), GTK_ACCESSIBLE_ROLE_CELL);
  gtk_test_accessible_assert_property (gtk_grid_get_child_at (GTK_GRID (grid), 2, 1),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, "Roads 0");
  words = description (grid);
  first = g_strdup_printf ("Anna: 0 points; Boris: 0 points");
  g_assert_cmpstr (words, ==, first);

  plot = test_ui_find_of_type (GTK_WIDGET (summary), g_type_from_name ("BastideScorePlot"));
  gtk_test_accessible_assert_property (plot, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "Anna: 0 at the end; Boris: 0 at the end");

  gtk_window_destroy (GTK_WINDOW (summary));
  test_ui_close_all (app);
}

/* The cursor starts in full view, out from under the turn bar, and is
 * drawn whether or not the focus was shown; a hint takes it to the
 * suggested square and says the move. */
static void
test_a11y_cursor_in_view (void)
{
  g_autoptr(BastideGame) game = test_ui_game_new (test_ui_seed_with_first_tile ("E"));
  BastideWindow *window = test_ui_window_new (app);
  BastideBoardView *board = start_game (window, game);
  BastideBoardViewport *viewport = BASTIDE_BOARD_VIEWPORT (board);
  GtkWidget *turn_bar = gtk_widget_get_ancestor (test_ui_find_widget (GTK_WIDGET (window), has_action, "win.confirm"),
                                                 GTK_TYPE_REVEALER);
  graphene_point_t bar_bottom;
  int x, y;

  WAIT_UNTIL (gtk_widget_get_height (GTK_WIDGET (board)) > 1 && gtk_widget_get_height (turn_bar) > 1);
  /* the square above the start tile out of sight above; small, so that
   * the half square of margin alone would leave it under the bar */
  bastide_board_viewport_set_zoom (viewport, 60);
  bastide_board_viewport_center_on (viewport, 0.5, 8.0, FALSE);
  bastide_board_viewport_finish_motion (viewport);
  bastide_board_view_set_cursor (board, 0, -1);
  bastide_board_viewport_finish_motion (viewport);
  g_assert_true (gtk_widget_compute_point (turn_bar, GTK_WIDGET (board),
                                           &GRAPHENE_POINT_INIT (0, gtk_widget_get_height (turn_bar)),
                                           &bar_bottom));
  g_assert_cmpfloat (bastide_board_viewport_to_widget_y (viewport, -1), >=, bar_bottom.y);

  /* the hint: the cursor goes to the square, and the board says where;
   * asked again, how the tile turns too */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.hint", NULL));
  WAIT_UNTIL (description_starts (GTK_WIDGET (board), "Suggested square: column "));
  bastide_board_view_get_cursor (board, &x, &y);
  {
    g_autofree char *where = g_strdup_printf ("Suggested square: column %d, row %d. Column %d, row %d: ", x, y, x, y);

    g_assert_true (description_starts (GTK_WIDGET (board), where));
  }
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.hint", NULL));
  {
    g_autofree char *where = g_strdup_printf ("Suggested: column %d, row %d, turned so: North: ", x, y);

    WAIT_UNTIL (description_starts (GTK_WIDGET (board), where));
  }

  test_ui_close_all (app);
}

/* The puzzle board says which squares are marked, and something before
 * any key is pressed. */
static void
test_a11y_puzzle_marks (void)
{
  BastidePuzzleWindow *puzzles;
  BastideEditorCanvas *canvas;
  guint i;

  g_action_group_activate_action (G_ACTION_GROUP (app), "puzzles", NULL);
  WAIT_UNTIL (gtk_application_get_windows (GTK_APPLICATION (app)) != NULL);
  puzzles = BASTIDE_PUZZLE_WINDOW (gtk_application_get_windows (GTK_APPLICATION (app))->data);
  canvas = bastide_puzzle_window_get_canvas (puzzles);

  /* the first puzzle that asks where the tile fits */
  for (i = 0; i < bastide_puzzle_window_get_n_puzzles (puzzles); i++)
    {
      g_assert_true (bastide_puzzle_window_open_puzzle (puzzles, i));
      if (bastide_editor_canvas_get_tool (canvas) == BASTIDE_EDITOR_TOOL_MARK
          && gtk_widget_get_mapped (GTK_WIDGET (canvas)))
        break;
    }
  g_assert_cmpuint (i, <, bastide_puzzle_window_get_n_puzzles (puzzles));
  WAIT_UNTIL (gtk_widget_has_focus (GTK_WIDGET (canvas)));
  gtk_test_accessible_assert_property (canvas, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "The arrow keys go from square to square");

  bastide_editor_canvas_toggle_mark (canvas, 2, -1);
  gtk_test_accessible_assert_property (canvas, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "Column 2, row -1: Empty square. Marked. 1 square marked: column 2, row -1");
  bastide_editor_canvas_toggle_mark (canvas, -1, 0);
  bastide_editor_canvas_select_cell (canvas, 2, -1, FALSE);
  gtk_test_accessible_assert_property (canvas, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "Column 2, row -1: Empty square. Marked. "
                                       "2 squares marked: column 2, row -1; column -1, row 0");

  test_ui_close_all (app);
}

/* The puzzles: the keyboard starts on the first puzzle, not the menu. */
static void
test_a11y_puzzles_focus (void)
{
  GtkWindow *puzzles;
  GtkWidget *focus;

  g_action_group_activate_action (G_ACTION_GROUP (app), "puzzles", NULL);
  WAIT_UNTIL (gtk_application_get_windows (GTK_APPLICATION (app)) != NULL);
  puzzles = gtk_application_get_windows (GTK_APPLICATION (app))->data;
  WAIT_UNTIL (gtk_root_get_focus (GTK_ROOT (puzzles)) != NULL);
  focus = gtk_root_get_focus (GTK_ROOT (puzzles));
  g_assert_true (ADW_IS_ACTION_ROW (focus));
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (focus)), ==, "1. First steps");

  test_ui_close_all (app);
}

/* The editor's palette is one stop for Tab; the arrows go inside it. */
static void
test_a11y_palette_one_stop (void)
{
  GtkWidget *editor;
  GtkWidget *palette;
  GtkWidget *tiles;
  GtkEventController *keys = NULL;
  gboolean handled = FALSE;

  g_action_group_activate_action (G_ACTION_GROUP (app), "editor", NULL);
  WAIT_UNTIL (gtk_application_get_windows (GTK_APPLICATION (app)) != NULL);
  editor = gtk_application_get_windows (GTK_APPLICATION (app))->data;
  WAIT_UNTIL (gtk_widget_get_mapped (editor));
  palette = test_ui_find_of_type (editor, BASTIDE_TYPE_EDITOR_PALETTE);
  tiles = test_ui_find_of_type (palette, GTK_TYPE_FLOW_BOX);

  g_assert_true (gtk_widget_grab_focus (gtk_widget_get_first_child (tiles)));
  g_assert_true (gtk_widget_child_focus (tiles, GTK_DIR_RIGHT));
  g_assert_true (gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (editor)), tiles));

  {
    g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (tiles);

    for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
      {
        g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

        /* the palette's own, before the flow box's keys */
        if (GTK_IS_EVENT_CONTROLLER_KEY (controller)
            && gtk_event_controller_get_propagation_phase (controller) == GTK_PHASE_CAPTURE)
          keys = controller;
      }
  }
  g_assert_nonnull (keys);
  g_signal_emit_by_name (keys, "key-pressed", GDK_KEY_Tab, 0, 0, &handled);
  g_assert_true (handled);
  g_assert_false (gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (editor)), tiles));

  test_ui_close_all (app);
}

/* Contrast */

static double
channel (double c)
{
  return c <= 0.03928 ? c / 12.92 : pow ((c + 0.055) / 1.055, 2.4);
}

static double
luminance (guint32 pixel)
{
  return 0.2126 * channel (((pixel >> 16) & 0xff) / 255.0)
         + 0.7152 * channel (((pixel >> 8) & 0xff) / 255.0)
         + 0.0722 * channel ((pixel & 0xff) / 255.0);
}

static double
contrast (guint32 a,
          guint32 b)
{
  double la = luminance (a), lb = luminance (b);

  return (MAX (la, lb) + 0.05) / (MIN (la, lb) + 0.05);
}

/* The board as drawn on its table (the widget's CSS background). */
static cairo_surface_t *
render_board (BastideBoardView *board)
{
  int width = gtk_widget_get_width (GTK_WIDGET (board));
  int height = gtk_widget_get_height (GTK_WIDGET (board));
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, width, height);
  cairo_t *cr = cairo_create (surface);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;

  g_assert_cmpint (width, >, 1);
  g_assert_cmpint (height, >, 1);
  gtk_snapshot_render_background (snapshot, gtk_widget_get_style_context (GTK_WIDGET (board)), 0, 0, width, height);
  node = gtk_snapshot_free_to_node (snapshot);
  gsk_render_node_draw (node, cr);
  bastide_board_view_draw (board, cr, width, height);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

static guint32
pixel_at (cairo_surface_t *surface,
          int              x,
          int              y)
{
  const guint32 *data = (const guint32 *) (void *) cairo_image_surface_get_data (surface);

  x = CLAMP (x, 0, cairo_image_surface_get_width (surface) - 1);
  y = CLAMP (y, 0, cairo_image_surface_get_height (surface) - 1);
  return data[y * (cairo_image_surface_get_stride (surface) / 4) + x] & 0xffffff;
}

/* The strongest contrast between the table's colour and the marker drawn
 * on a legal square. */
static double
marker_contrast (BastideBoardView *board,
                 int               x,
                 int               y)
{
  BastideBoardViewport *viewport = BASTIDE_BOARD_VIEWPORT (board);
  cairo_surface_t *surface = render_board (board);
  int x0 = (int) bastide_board_viewport_to_widget_x (viewport, x);
  int y0 = (int) bastide_board_viewport_to_widget_y (viewport, y);
  int size = (int) bastide_board_viewport_get_zoom (viewport);
  /* the table just outside the square's corner, where nothing is drawn */
  guint32 table = pixel_at (surface, x0 - size / 2, y0 + size / 2);
  double best = 1;

  for (int py = y0; py < y0 + size; py++)
    for (int px = x0; px < x0 + size; px++)
      best = MAX (best, contrast (table, pixel_at (surface, px, py)));

  cairo_surface_destroy (surface);
  return best;
}

/* How many pixels of a square differ between two drawings. */
static guint
pixels_changed (cairo_surface_t  *a,
                cairo_surface_t  *b,
                BastideBoardView *board,
                int               x,
                int               y)
{
  BastideBoardViewport *viewport = BASTIDE_BOARD_VIEWPORT (board);
  int x0 = (int) bastide_board_viewport_to_widget_x (viewport, x);
  int y0 = (int) bastide_board_viewport_to_widget_y (viewport, y);
  int size = (int) bastide_board_viewport_get_zoom (viewport);
  guint n = 0;

  for (int py = y0; py < y0 + size; py++)
    for (int px = x0; px < x0 + size; px++)
      n += pixel_at (a, px, py) != pixel_at (b, px, py);
  return n;
}

/* The cursor is drawn while the board has the keyboard, even when GTK
 * has stopped showing the focus (a few seconds after the last key). */
static void
test_a11y_cursor_drawn (void)
{
  g_autoptr(BastideGame) game = test_ui_game_new (test_ui_seed_with_first_tile ("E"));
  BastideWindow *window = test_ui_window_new (app);
  BastideBoardView *board = start_game (window, game);
  BastideBoardViewport *viewport = BASTIDE_BOARD_VIEWPORT (board);
  cairo_surface_t *with_focus, *without_focus;

  WAIT_UNTIL (gtk_widget_get_width (GTK_WIDGET (board)) > 1);
  bastide_board_view_set_cursor (board, 3, 3);
  bastide_board_viewport_set_zoom (viewport, 100);
  bastide_board_viewport_center_on (viewport, 3.5, 3.5, FALSE);
  bastide_board_viewport_finish_motion (viewport);
  /* a test run beside this one may have taken the X focus: take it back */
  gtk_window_present (GTK_WINDOW (window));
  WAIT_UNTIL (gtk_widget_has_focus (GTK_WIDGET (board)));
  gtk_window_set_focus_visible (GTK_WINDOW (window), FALSE);
  with_focus = render_board (board);
  gtk_root_set_focus (GTK_ROOT (window), NULL);
  g_assert_false (gtk_widget_has_focus (GTK_WIDGET (board)));
  without_focus = render_board (board);

  g_assert_cmpuint (pixels_changed (with_focus, without_focus, board, 3, 3), >, 100);
  cairo_surface_destroy (with_focus);
  cairo_surface_destroy (without_focus);
  test_ui_close_all (app);
}

/* The tile laid last carries its player's emblem on a disc of their
 * colour, not a coloured frame alone. */
static void
test_a11y_last_tile_emblem (void)
{
  g_autoptr(BastideGame) game = test_ui_game_new (test_ui_seed_with_first_tile ("E"));
  BastideWindow *window = test_ui_window_new (app);
  BastideBoardView *board = start_game (window, game);
  BastideBoardViewport *viewport = BASTIDE_BOARD_VIEWPORT (board);
  g_autoptr(GHashTable) colors = g_hash_table_new (NULL, NULL);
  BastideBoardTile last;
  cairo_surface_t *surface;
  guint player, n = 0, disc = 0;
  guint32 fill = 0;
  int cx, cy;

  WAIT_UNTIL (gtk_widget_get_width (GTK_WIDGET (board)) > 1);
  test_ui_play_turn (game);
  g_assert_true (bastide_game_get_last_tile (game, &last, &player));
  gtk_widget_set_focusable (GTK_WIDGET (board), FALSE);
  bastide_board_viewport_set_zoom (viewport, 100);
  bastide_board_viewport_center_on (viewport, last.x + 0.5, last.y + 0.5, FALSE);
  bastide_board_viewport_finish_motion (viewport);
  surface = render_board (board);

  /* at zoom 100, the disc (radius 11) is centred 15 pixels in from the
   * square's corner: most of it the player's colour, the rest the emblem */
  cx = (int) bastide_board_viewport_to_widget_x (viewport, last.x) + 15;
  cy = (int) bastide_board_viewport_to_widget_y (viewport, last.y) + 15;
  for (int dy = -9; dy <= 9; dy++)
    for (int dx = -9; dx <= 9; dx++)
      if (dx * dx + dy * dy <= 81)
        {
          guint32 pixel = pixel_at (surface, cx + dx, cy + dy);
          guint count = GPOINTER_TO_UINT (g_hash_table_lookup (colors, GUINT_TO_POINTER (pixel))) + 1;

          g_hash_table_insert (colors, GUINT_TO_POINTER (pixel), GUINT_TO_POINTER (count));
          if (count > n)
            {
              n = count;
              fill = pixel;
            }
          disc++;
        }
  g_test_message ("disc: %u pixels, %u of colour %06x (player %u)", disc, n, fill, player);
  /* Anna is blue */
  g_assert_cmpuint (fill & 0xff, >, ((fill >> 16) & 0xff) + 60);
  g_assert_cmpuint (n, >, disc / 4);
  g_assert_cmpuint (n, <, disc * 9 / 10);

  cairo_surface_destroy (surface);
  test_ui_close_all (app);
}

/* Legal squares stand out from the table at 3:1 or more, in the light
 * and the dark style and in high contrast. */
static void
test_a11y_marker_contrast (void)
{
  g_autoptr(BastideGame) game = test_ui_game_new (test_ui_seed_with_first_tile ("E"));
  g_autoptr(GSettings) a11y = g_settings_new ("org.gnome.desktop.a11y.interface");
  AdwStyleManager *style = adw_style_manager_get_default ();
  BastideWindow *window = test_ui_window_new (app);
  BastideBoardView *board = start_game (window, game);
  BastideBoardViewport *viewport = BASTIDE_BOARD_VIEWPORT (board);
  struct { AdwColorScheme scheme; gboolean high_contrast; } styles[] = {
    { ADW_COLOR_SCHEME_FORCE_LIGHT, FALSE },
    { ADW_COLOR_SCHEME_FORCE_DARK, FALSE },
    { ADW_COLOR_SCHEME_FORCE_LIGHT, TRUE },
    { ADW_COLOR_SCHEME_FORCE_DARK, TRUE },
  };
  double ratios[G_N_ELEMENTS (styles)];

  /* the square above the start tile, away from the cursor */
  bastide_board_view_set_cursor (board, 5, 5);
  bastide_board_viewport_set_zoom (viewport, 100);
  bastide_board_viewport_center_on (viewport, 0.5, 0.5, FALSE);
  bastide_board_viewport_finish_motion (viewport);
  gtk_widget_set_focusable (GTK_WIDGET (board), FALSE);

  for (guint i = 0; i < G_N_ELEMENTS (styles); i++)
    {
      double ratio;

      adw_style_manager_set_color_scheme (style, styles[i].scheme);
      g_settings_set_boolean (a11y, "high-contrast", styles[i].high_contrast);
      WAIT_UNTIL (adw_style_manager_get_high_contrast (style) == styles[i].high_contrast
                  && adw_style_manager_get_dark (style) == (styles[i].scheme == ADW_COLOR_SCHEME_FORCE_DARK));
      gtk_test_widget_wait_for_draw (GTK_WIDGET (board));
      ratio = marker_contrast (board, 0, -1);
      g_test_message ("legal square, %s%s: %.2f:1", styles[i].scheme == ADW_COLOR_SCHEME_FORCE_DARK ? "dark" : "light",
                      styles[i].high_contrast ? ", high contrast" : "", ratio);
      g_assert_cmpfloat (ratio, >=, 3.0);
      ratios[i] = ratio;
    }
  /* the board follows high contrast as the widgets do: starker markers */
  g_assert_cmpfloat (ratios[2], >, ratios[0] + 1);
  g_assert_cmpfloat (ratios[3], >, ratios[1] + 1);

  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);
  g_settings_reset (a11y, "high-contrast");
  test_ui_close_all (app);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *data_dir = NULL;
  int ret;

  if (!test_ui_has_display (&argc, &argv, "/bastide/ui/a11y/no-display"))
    return g_test_run ();

  data_dir = test_ui_init (&argc, &argv);
  app = test_ui_application_new ();

  g_test_add_func ("/bastide/ui/a11y/welcome-focus", test_a11y_welcome_focus);
  g_test_add_func ("/bastide/ui/a11y/rotation-is-told", test_a11y_rotation_is_told);
  g_test_add_func ("/bastide/ui/a11y/leaving-the-board", test_a11y_leaving_the_board);
  g_test_add_func ("/bastide/ui/a11y/scores-reachable", test_a11y_scores_reachable);
  g_test_add_func ("/bastide/ui/a11y/tiles-left-named", test_a11y_tiles_left_named);
  g_test_add_func ("/bastide/ui/a11y/new-game-dialog", test_a11y_new_game_dialog);
  g_test_add_func ("/bastide/ui/a11y/summary", test_a11y_summary);
  g_test_add_func ("/bastide/ui/a11y/cursor-drawn", test_a11y_cursor_drawn);
  g_test_add_func ("/bastide/ui/a11y/last-tile-emblem", test_a11y_last_tile_emblem);
  g_test_add_func ("/bastide/ui/a11y/marker-contrast", test_a11y_marker_contrast);
  g_test_add_func ("/bastide/ui/a11y/cursor-in-view", test_a11y_cursor_in_view);
  g_test_add_func ("/bastide/ui/a11y/puzzle-marks", test_a11y_puzzle_marks);
  g_test_add_func ("/bastide/ui/a11y/puzzles-focus", test_a11y_puzzles_focus);
  g_test_add_func ("/bastide/ui/a11y/palette-one-stop", test_a11y_palette_one_stop);

  ret = g_test_run ();

  g_object_unref (app);
  test_ui_remove_tree (data_dir);
  return ret;
}
