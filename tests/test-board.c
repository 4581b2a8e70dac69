/* test-board.c: a whole turn played through the board view's keys
 *
 * Copyright 2026 The Bastide authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The board's keys are bound to its board.* actions, so activating the
 * actions is what pressing the keys does: arrows (board.move-cursor),
 * R (board.rotate), Enter (board.confirm), Escape (board.skip) and Tab
 * (board.cycle). The tests play with them and then look at the model.
 */

#include "config.h"

#include <adwaita.h>
#include <math.h>

#include "bastide-test-ui.h"

#include "bastide-board-view.h"
#include "bastide-sidebar.h"
#include "bastide-summary-dialog.h"
#include "test-positions.h"

static BastideApplication *app;

typedef struct
{
  guint n_deployed;
  int deployed_x, deployed_y, deployed_feature;
  guint n_scored;
  BastideFeatureKind scored_kind;
  int scored_points;
} Events;

static void
piece_deployed_cb (BastideGame      *game,
                   BastidePieceMove *move,
                   Events           *events)
{
  events->n_deployed++;
  events->deployed_x = move->x;
  events->deployed_y = move->y;
  events->deployed_feature = move->feature;
}

static void
feature_scored_cb (BastideGame    *game,
                   BastideScoring *scoring,
                   Events         *events)
{
  events->n_scored++;
  events->scored_kind = scoring->kind;
  events->scored_points = scoring->points[0];
}

static void
activate (BastideBoardView *board,
          const char       *action,
          const char       *format,
          ...)
{
  GVariant *parameter = NULL;
  va_list args;

  if (format != NULL)
    {
      va_start (args, format);
      parameter = g_variant_new_va (format, NULL, &args);
      va_end (args);
    }

  g_assert_true (gtk_widget_activate_action_variant (GTK_WIDGET (board), action, parameter));
}

static void
move_cursor_to (BastideBoardView *board,
                int               x,
                int               y)
{
  int cx, cy;

  bastide_board_view_get_cursor (board, &cx, &cy);
  while (cx != x || cy != y)
    {
      activate (board, "board.move-cursor", "(ii)", cx < x ? 1 : cx > x ? -1 : 0,
                cx == x ? (cy < y ? 1 : -1) : 0);
      bastide_board_view_get_cursor (board, &cx, &cy);
    }
}

static gboolean
description_starts (BastideBoardView *board,
                    const char       *prefix)
{
  g_autofree char *text = test_ui_accessible_text (GTK_WIDGET (board), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);

  return g_str_has_prefix (text, prefix);
}

static void
test_board_keyboard_turn (void)
{
  g_autoptr(BastideGame) game = test_ui_game_new (test_ui_seed_with_first_tile ("E"));
  const BastideState *state = bastide_game_get_state (game);
  int tile_e = bastide_catalogue_lookup ("E", BASTIDE_SET_BASE);
  int city = bastide_tile_type_feature (bastide_catalogue_get (tile_e), "c1");
  Events events = { 0 };
  BastideWindow *window;
  BastideBoardView *board;
  BastideDeploy deploy;
  int slot;

  g_signal_connect (game, "piece-deployed", G_CALLBACK (piece_deployed_cb), &events);
  g_signal_connect (game, "feature-scored", G_CALLBACK (feature_scored_cb), &events);

  window = test_ui_window_new (app);
  bastide_window_set_game (window, game);
  board = bastide_window_get_board (window);

  /* the board is an accessible group with a name */
  gtk_test_accessible_assert_role (board, GTK_ACCESSIBLE_ROLE_GROUP);
  gtk_test_accessible_assert_property (board, GTK_ACCESSIBLE_PROPERTY_LABEL, "Board");

  /* The window draws the tile for a person; then the board asks to
   * place it. */
  WAIT_UNTIL (bastide_board_view_get_mode (board) == BASTIDE_BOARD_MODE_PLACE);
  g_assert_cmpint (bastide_game_get_tile_in_hand (game), ==, tile_e);
  g_assert_true (gtk_widget_is_focus (GTK_WIDGET (board)));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (board));

  /* Arrows move the cursor above the start tile; the only rotation that
   * fits there turns the city down onto the start tile's city. */
  move_cursor_to (board, 0, -1);
  g_assert_cmpuint (bastide_board_view_get_rotation (board), ==, 2);
  gtk_test_accessible_assert_property (board, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "Column 0, row -1: Empty square, tiles left that fit: 42 of 70. "
                                       "Fits: city meets city to the south. "
                                       "In hand: North: field; East: field; South: city; West: field");
  g_assert_true (bastide_board_view_can_confirm (board));

  /* R visits only the rotations that fit: here, the same one */
  activate (board, "board.rotate", "i", 1);
  g_assert_cmpuint (bastide_board_view_get_rotation (board), ==, 2);

  /* Enter places the tile */
  activate (board, "board.confirm", NULL);
  slot = bastide_state_tile_at (state, 0, -1);
  g_assert_cmpint (slot, >=, 0);
  g_assert_cmpint (state->tiles[slot].type, ==, tile_e);
  g_assert_cmpuint (state->tiles[slot].rot, ==, 2);
  g_assert_cmpint (bastide_board_view_get_mode (board), ==, BASTIDE_BOARD_MODE_DEPLOY);
  g_assert_cmpuint (bastide_board_view_get_n_spots (board), >, 1);

  /* Tab goes through the deploy spots: stop on a meeple in the city */
  for (guint i = 0; i < bastide_board_view_get_n_spots (board); i++)
    {
      activate (board, "board.cycle", "i", 1);
      g_assert_true (bastide_board_view_get_spot_deploy (board, bastide_board_view_get_selected_spot (board),
                                                         &deploy));
      if (deploy.piece == BASTIDE_PIECE_MEEPLE && deploy.feature == city)
        break;
    }
  g_assert_cmpint (deploy.piece, ==, BASTIDE_PIECE_MEEPLE);
  g_assert_cmpint (deploy.feature, ==, city);
  /* the spot says what it is on, complete or not, how big, who holds it */
  gtk_test_accessible_assert_property (board, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "Column 0, row -1: North: field; East: field; South: city; West: field. "
                                       "Chosen 1 of 2: follower on the city, complete, 2 tiles, nobody holds it");
  gtk_test_widget_wait_for_draw (GTK_WIDGET (board));

  /* Enter ends the turn with the follower on the city, which the tile
   * completes: a city of two tiles, 4 points */
  activate (board, "board.confirm", NULL);
  g_assert_cmpuint (events.n_deployed, ==, 1);
  g_assert_cmpint (events.deployed_x, ==, 0);
  g_assert_cmpint (events.deployed_y, ==, -1);
  g_assert_cmpint (events.deployed_feature, ==, city);
  g_assert_cmpuint (events.n_scored, ==, 1);
  g_assert_cmpint (events.scored_kind, ==, BASTIDE_FEATURE_CITY);
  g_assert_cmpint (events.scored_points, ==, 4);
  g_assert_cmpint (bastide_game_get_score (game, 0), ==, 4);
  g_assert_cmpint (bastide_sidebar_get_shown_score (bastide_window_get_sidebar (window), 0), ==, 4);
  /* the scored meeple is back in the supply */
  g_assert_cmpuint (bastide_game_get_supply (game, 0, BASTIDE_PIECE_MEEPLE), ==, BASTIDE_MEEPLES);
  g_assert_cmpuint (bastide_game_get_turn_number (game), ==, 1);
  g_assert_cmpuint (bastide_game_get_current_player (game), ==, 1);

  /* the news comes first: the score, whose turn it is */
  WAIT_UNTIL (bastide_board_view_get_mode (board) == BASTIDE_BOARD_MODE_PLACE);
  WAIT_UNTIL (description_starts (board, "Anna’s city: 2 tiles × 2 = 4. Anna scores 4 points: 4 now. Boris’s turn. Column "));

  /* The second player's turn: Tab to a cell where the tile fits, Enter,
   * then Escape ends the turn without a piece. */
  WAIT_UNTIL (bastide_board_view_get_mode (board) == BASTIDE_BOARD_MODE_PLACE);
  activate (board, "board.cycle", "i", 1);
  g_assert_true (bastide_board_view_can_confirm (board));
  activate (board, "board.confirm", NULL);
  g_assert_cmpint (bastide_board_view_get_mode (board), ==, BASTIDE_BOARD_MODE_DEPLOY);
  activate (board, "board.skip", NULL);
  g_assert_cmpuint (bastide_game_get_turn_number (game), ==, 2);
  g_assert_cmpuint (state->n_pieces, ==, 0);
  g_assert_cmpuint (state->n_tiles, ==, 3);

  /* Ctrl+Z takes the last turn back: the tile drawn for the next
   * player goes back to the pile too */
  WAIT_UNTIL (bastide_board_view_get_mode (board) == BASTIDE_BOARD_MODE_PLACE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  g_assert_cmpuint (bastide_game_get_turn_number (game), ==, 1);
  g_assert_cmpuint (bastide_game_get_current_player (game), ==, 1);
  g_assert_cmpuint (state->n_tiles, ==, 2);
  g_assert_true (bastide_game_get_can_redo (game));

  /* While the turn can be redone, the window does not draw (which would
   * drop it): Enter draws when the player wants to play on instead */
  g_assert_cmpint (bastide_board_view_get_mode (board), ==, BASTIDE_BOARD_MODE_DRAW);

  /* Ctrl+Shift+Z replays it */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL));
  g_assert_cmpuint (bastide_game_get_turn_number (game), ==, 2);
  g_assert_cmpuint (state->n_tiles, ==, 3);
  WAIT_UNTIL (bastide_board_view_get_mode (board) == BASTIDE_BOARD_MODE_PLACE);

  test_ui_close_all (app);
}

static void
message_cb (BastideBoardView  *board,
            const char        *text,
            char             **message)
{
  g_free (*message);
  *message = g_strdup (text);
}

static void
test_board_refuses_with_reason (void)
{
  g_autoptr(BastideGame) game = test_ui_game_new (test_ui_seed_with_first_tile ("E"));
  BastideWindow *window;
  BastideBoardView *board;
  g_autofree char *message = NULL;

  window = test_ui_window_new (app);
  bastide_window_set_game (window, game);
  board = bastide_window_get_board (window);
  WAIT_UNTIL (bastide_board_view_get_mode (board) == BASTIDE_BOARD_MODE_PLACE);

  g_signal_connect (board, "message", G_CALLBACK (message_cb), &message);

  /* Enter on a cell far from the board: nothing is placed, and the
   * engine's reason is reported */
  move_cursor_to (board, 3, 3);
  g_assert_false (bastide_board_view_can_confirm (board));
  activate (board, "board.confirm", NULL);
  g_assert_nonnull (message);
  g_assert_cmpstr (message, !=, "");
  g_assert_cmpint (bastide_board_view_get_mode (board), ==, BASTIDE_BOARD_MODE_PLACE);
  g_assert_cmpuint (bastide_game_get_state (game)->n_tiles, ==, 1);

  test_ui_close_all (app);
}

/* A refused placement says why in the board game's words, with no
 * coordinates, and the board shows the square and the side. */
static void
test_board_refusal_in_words (void)
{
  g_autoptr(BastideGame) game = test_ui_game_new (test_ui_seed_with_first_tile ("E"));
  BastideWindow *window;
  BastideBoardView *board;
  BastideMisfit misfit;
  g_autofree char *message = NULL;

  window = test_ui_window_new (app);
  bastide_window_set_game (window, game);
  board = bastide_window_get_board (window);
  gtk_widget_set_can_target (GTK_WIDGET (board), FALSE);
  WAIT_UNTIL (bastide_board_view_get_mode (board) == BASTIDE_BOARD_MODE_PLACE);
  g_signal_connect (board, "message", G_CALLBACK (message_cb), &message);

  /* E (a city and fields), unturned, east of the start tile: its field
   * would meet the start tile's road, however it is turned */
  move_cursor_to (board, 1, 0);
  g_assert_cmpuint (bastide_board_view_get_rotation (board), ==, 0);
  activate (board, "board.confirm", NULL);
  g_assert_cmpstr (message, ==, "The field on this tile’s west side would meet a road");
  g_assert_true (bastide_board_view_get_refusal (board, &misfit));
  g_assert_cmpint (misfit.kind, ==, BASTIDE_MISFIT_EDGE);
  g_assert_cmpint (misfit.x, ==, 1);
  g_assert_cmpint (misfit.y, ==, 0);
  g_assert_cmpuint (misfit.side, ==, 3);

  /* moving on takes the mark away */
  move_cursor_to (board, 2, 0);
  g_assert_false (bastide_board_view_get_refusal (board, &misfit));

  /* on the start tile itself */
  move_cursor_to (board, 0, 0);
  activate (board, "board.confirm", NULL);
  g_assert_cmpstr (message, ==, "A tile already lies on this square");
  g_assert_true (bastide_board_view_get_refusal (board, &misfit));
  g_assert_cmpint (misfit.kind, ==, BASTIDE_MISFIT_OCCUPIED);

  test_ui_close_all (app);
}

static void
test_board_view_zoom (void)
{
  g_autoptr(BastideGame) game = test_ui_game_new (3);
  BastideWindow *window;
  BastideBoardView *board;
  double zoom;

  window = test_ui_window_new (app);
  bastide_window_set_game (window, game);
  board = bastide_window_get_board (window);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (board));

  bastide_board_viewport_set_zoom (BASTIDE_BOARD_VIEWPORT (board), 80);
  activate (board, "board.zoom", "i", 1);
  WAIT_UNTIL (bastide_board_viewport_get_zoom (BASTIDE_BOARD_VIEWPORT (board)) > 80 * 1.2);
  zoom = bastide_board_viewport_get_zoom (BASTIDE_BOARD_VIEWPORT (board));
  activate (board, "board.zoom", "i", -1);
  WAIT_UNTIL (bastide_board_viewport_get_zoom (BASTIDE_BOARD_VIEWPORT (board)) < zoom / 1.2);

  test_ui_close_all (app);
}

/* A redraw paints cached images: after the first frame, drawing the
 * view renders no tile or piece again, and only the tiles in sight were
 * rendered at all. Also reports the time of a full 1920×1080 frame. */
static void
test_board_draws_from_cache (void)
{
  g_autoptr(BastideGame) game = test_ui_game_new (21);
  GtkWidget *window = gtk_window_new ();
  BastideBoardView *board = BASTIDE_BOARD_VIEW (bastide_board_view_new ());
  BastideTileCache *cache = bastide_board_view_get_tile_cache (board);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 1920, 1080);
  cairo_t *cr = cairo_create (surface);
  const BastideState *state;
  guint rendered;
  gint64 start;
  guint frames = 20;

  test_ui_play_turns (game, G_MAXUINT);
  state = bastide_game_get_state (game);
  g_assert_cmpuint (state->n_tiles, >=, 60);

  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (board));
  gtk_window_set_default_size (GTK_WINDOW (window), 800, 600);
  bastide_board_view_set_game (board, game);
  gtk_window_present (GTK_WINDOW (window));
  WAIT_UNTIL (gtk_widget_get_width (GTK_WIDGET (board)) > 1);

  /* Zoomed in on the start tile, few tiles are in sight. (Setting the
   * cache's size here as the view does once the zoom rests.) */
  bastide_board_viewport_set_zoom (BASTIDE_BOARD_VIEWPORT (board), 200);
  bastide_board_viewport_center_on (BASTIDE_BOARD_VIEWPORT (board), 0.5, 0.5, FALSE);
  bastide_board_view_finish_animations (board);
  bastide_tile_cache_set_size (cache, 200, gtk_widget_get_scale_factor (GTK_WIDGET (board)));
  rendered = bastide_tile_cache_get_n_rendered (cache);
  bastide_board_view_draw (board, cr, 800, 600);
  g_assert_cmpuint (bastide_tile_cache_get_n_rendered (cache), >, rendered);
  g_assert_cmpuint (bastide_tile_cache_get_n_rendered (cache) - rendered, <, state->n_tiles / 2);

  /* the whole board in a 1920×1080 frame, drawn again and again */
  bastide_board_viewport_set_zoom (BASTIDE_BOARD_VIEWPORT (board), 48);
  bastide_tile_cache_set_size (cache, 48, gtk_widget_get_scale_factor (GTK_WIDGET (board)));
  bastide_board_view_draw (board, cr, 1920, 1080);
  rendered = bastide_tile_cache_get_n_rendered (cache);
  start = g_get_monotonic_time ();
  for (guint i = 0; i < frames; i++)
    bastide_board_view_draw (board, cr, 1920, 1080);
  g_test_message ("%u tiles, %u pieces: %.2f ms a 1920x1080 frame",
                  state->n_tiles, state->n_pieces,
                  (g_get_monotonic_time () - start) / 1000.0 / frames);
  g_assert_cmpuint (bastide_tile_cache_get_n_rendered (cache), ==, rendered);

  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  gtk_window_destroy (GTK_WINDOW (window));
}

static GtkWindow *
find_summary (GtkWindow *parent)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (BASTIDE_IS_SUMMARY_DIALOG (window) && gtk_window_get_transient_for (window) == parent)
        return window;
    }

  return NULL;
}

/* At the end, the board plays the final scoring out while the sidebar
 * holds those points back; Skip ends it, and the summary comes. */
static void
test_board_final_scoring (void)
{
  g_autoptr(BastideGame) game = test_ui_game_new (8);
  BastideWindow *window;
  BastideBoardView *board;
  BastideSidebar *sidebar;
  GtkWindow *summary;
  int held = 0;

  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);
  window = test_ui_window_new (app);
  bastide_window_set_game (window, game);
  board = bastide_window_get_board (window);
  sidebar = bastide_window_get_sidebar (window);
  WAIT_UNTIL (bastide_board_view_get_mode (board) == BASTIDE_BOARD_MODE_PLACE);

  test_ui_play_turns (game, G_MAXUINT);
  g_assert_true (bastide_game_get_is_over (game));
  g_assert_cmpint (bastide_board_view_get_mode (board), ==, BASTIDE_BOARD_MODE_NONE);

  /* the final scores are being shown one by one */
  g_assert_true (bastide_board_view_get_busy (board));
  g_assert_null (find_summary (GTK_WINDOW (window)));
  for (guint p = 0; p < 2; p++)
    {
      g_assert_cmpint (bastide_sidebar_get_shown_score (sidebar, p), <=, bastide_game_get_score (game, p));
      held += bastide_game_get_score (game, p) - bastide_sidebar_get_shown_score (sidebar, p);
    }
  g_assert_cmpint (held, >, 0);

  /* Skip */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.skip", NULL));
  g_assert_false (bastide_board_view_get_busy (board));
  for (guint p = 0; p < 2; p++)
    g_assert_cmpint (bastide_sidebar_get_shown_score (sidebar, p), ==, bastide_game_get_score (game, p));

  summary = find_summary (GTK_WINDOW (window));
  g_assert_nonnull (summary);
  WAIT_UNTIL (gtk_widget_get_mapped (GTK_WIDGET (summary)));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (summary));

  test_ui_close_all (app);
}

static gboolean
is_button_for (GtkWidget     *widget,
               gconstpointer  action)
{
  return GTK_IS_BUTTON (widget)
         && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), action) == 0;
}

static gboolean
is_stack (GtkWidget     *widget,
          gconstpointer  unused)
{
  return GTK_IS_STACK (widget);
}

static gboolean
is_action_row (GtkWidget     *widget,
               gconstpointer  unused)
{
  return ADW_IS_ACTION_ROW (widget);
}

static gboolean
is_label_starting (GtkWidget     *widget,
                   gconstpointer  prefix)
{
  return GTK_IS_LABEL (widget) && g_str_has_prefix (gtk_label_get_label (GTK_LABEL (widget)), prefix);
}

/* The score log lists each score in words, newest first; choosing an
 * entry shows its feature on the board; an undo takes it away. */
static void
test_board_score_log (void)
{
  g_autoptr(BastideGame) game = test_ui_game_new (test_ui_seed_with_first_tile ("E"));
  int tile_e = bastide_catalogue_lookup ("E", BASTIDE_SET_BASE);
  BastideDeploy knight = { BASTIDE_PIECE_MEEPLE, bastide_tile_type_feature (bastide_catalogue_get (tile_e), "c1"),
                           -1, -1 };
  g_autoptr(GError) error = NULL;
  BastideWindow *window;
  BastideBoardView *board;
  BastideLogView *log;
  const BastideScoring *shown;

  window = test_ui_window_new (app);
  bastide_window_set_game (window, game);
  board = bastide_window_get_board (window);
  log = bastide_sidebar_get_log_view (bastide_window_get_sidebar (window));
  WAIT_UNTIL (bastide_board_view_get_mode (board) == BASTIDE_BOARD_MODE_PLACE);
  g_assert_cmpuint (bastide_log_view_get_n_entries (log), ==, 0);

  /* Anna completes a city of two tiles with her knight in it */
  g_assert_true (bastide_game_place (game, 0, -1, 2, &error));
  g_assert_true (bastide_game_deploy (game, &knight, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (bastide_log_view_get_n_entries (log), ==, 1);

  /* Ctrl+L opens it; choosing the entry shows the city on the board */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-log", NULL));
  bastide_log_view_select (log, 0);
  shown = bastide_board_view_get_highlight (board);
  g_assert_nonnull (shown);
  g_assert_cmpint (shown->points[0], ==, 4);
  g_assert_cmpuint (shown->n_cells, ==, 2);
  g_assert_true (bastide_scoring_has_cell (shown, 0, -1, knight.feature));
  g_assert_nonnull (test_ui_find_widget (GTK_WIDGET (window), is_label_starting, "Anna’s city: 2 tiles × 2 = 4"));
  bastide_log_view_select (log, -1);
  g_assert_null (bastide_board_view_get_highlight (board));

  /* taken back: the entry goes */
  WAIT_UNTIL (bastide_board_view_get_mode (board) == BASTIDE_BOARD_MODE_PLACE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  g_assert_cmpuint (bastide_log_view_get_n_entries (log), ==, 0);

  test_ui_close_all (app);
}

/* The pointer coming onto or leaving a row of the score log, as its
 * motion controller tells it. */
static void
point_at_row (GtkListBox *list,
              int         index,
              gboolean    enter)
{
  GtkWidget *row = GTK_WIDGET (gtk_list_box_get_row_at_index (list, index));
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (row);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_EVENT_CONTROLLER_MOTION (controller))
        continue;
      if (enter)
        g_signal_emit_by_name (controller, "enter", 10.0, 10.0);
      else
        g_signal_emit_by_name (controller, "leave");
      return;
    }
  g_assert_not_reached ();
}

/* The keys that move the list's cursor: Home, Down, Up */
static void
move_in_list (GtkListBox      *list,
              GtkMovementStep  step,
              int              count)
{
  g_signal_emit_by_name (list, "move-cursor", step, count, FALSE, FALSE);
}

/* A turn that completes a road and a city: pointing at an entry of the
 * score log shows its feature on the board until the pointer leaves;
 * the keys choose one and the board shows it until another is chosen or
 * the log closes. */
static void
test_board_score_log_points_at_features (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "records", "scenarios", "base",
                                                 "city-and-road-completed-by-one-tile.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(BastideGame) game = bastide_game_new_from_file (file, &error);
  BastideWindow *window;
  BastideBoardView *board;
  BastideLogView *log;
  GtkListBox *list;
  GtkPopover *popover;
  const BastideScoring *shown;

  g_assert_no_error (error);
  window = test_ui_window_new (app);
  bastide_window_set_game (window, game);
  board = bastide_window_get_board (window);
  log = bastide_sidebar_get_log_view (bastide_window_get_sidebar (window));
  list = GTK_LIST_BOX (test_ui_find_of_type (GTK_WIDGET (log), GTK_TYPE_LIST_BOX));
  g_assert_cmpuint (bastide_log_view_get_n_entries (log), ==, 3);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-log", NULL));
  popover = GTK_POPOVER (gtk_widget_get_ancestor (GTK_WIDGET (log), GTK_TYPE_POPOVER));
  WAIT_UNTIL (gtk_widget_get_mapped (GTK_WIDGET (popover)));

  /* newest first: the end of the game, Red's road, Blue's city */
  g_assert_nonnull (test_ui_find_widget (GTK_WIDGET (gtk_list_box_get_row_at_index (list, 0)), is_label_starting,
                                 "The game ends: the final scoring"));
  g_assert_nonnull (test_ui_find_widget (GTK_WIDGET (gtk_list_box_get_row_at_index (list, 1)), is_label_starting,
                                 "Red’s road: 3 tiles × 1 = 3"));
  g_assert_nonnull (test_ui_find_widget (GTK_WIDGET (gtk_list_box_get_row_at_index (list, 2)), is_label_starting,
                                 "Blue’s city: 2 tiles × 2 = 4"));
  g_assert_null (bastide_board_view_get_highlight (board));

  /* the pointer on the road's entry, then off it */
  point_at_row (list, 1, TRUE);
  shown = bastide_board_view_get_highlight (board);
  g_assert_nonnull (shown);
  g_assert_cmpint (shown->kind, ==, BASTIDE_FEATURE_ROAD);
  g_assert_cmpint (shown->points[0], ==, 3);
  g_assert_cmpuint (shown->n_cells, ==, 3);
  point_at_row (list, 1, FALSE);
  g_assert_null (bastide_board_view_get_highlight (board));

  /* the keys: Home to the end of the game (no feature), Down to the
   * road, Down to the city */
  move_in_list (list, GTK_MOVEMENT_BUFFER_ENDS, -1);
  g_assert_true (gtk_list_box_get_selected_row (list) == gtk_list_box_get_row_at_index (list, 0));
  g_assert_null (bastide_board_view_get_highlight (board));
  move_in_list (list, GTK_MOVEMENT_DISPLAY_LINES, 1);
  shown = bastide_board_view_get_highlight (board);
  g_assert_nonnull (shown);
  g_assert_cmpint (shown->kind, ==, BASTIDE_FEATURE_ROAD);
  move_in_list (list, GTK_MOVEMENT_DISPLAY_LINES, 1);
  g_assert_true (gtk_list_box_get_selected_row (list) == gtk_list_box_get_row_at_index (list, 2));
  shown = bastide_board_view_get_highlight (board);
  g_assert_nonnull (shown);
  g_assert_cmpint (shown->kind, ==, BASTIDE_FEATURE_CITY);
  g_assert_cmpint (shown->points[1], ==, 4);
  g_assert_cmpuint (shown->n_cells, ==, 2);

  /* pointing at another entry shows it for a while, leaving it the
   * chosen one again */
  point_at_row (list, 1, TRUE);
  g_assert_cmpint (bastide_board_view_get_highlight (board)->kind, ==, BASTIDE_FEATURE_ROAD);
  point_at_row (list, 1, FALSE);
  g_assert_cmpint (bastide_board_view_get_highlight (board)->kind, ==, BASTIDE_FEATURE_CITY);

  /* closed, the log shows nothing on the board */
  gtk_popover_popdown (popover);
  WAIT_UNTIL (!gtk_widget_get_mapped (GTK_WIDGET (popover)));
  g_assert_null (bastide_board_view_get_highlight (board));

  test_ui_close_all (app);
}

/* Closed, the final scores come back from the turn bar's button and the
 * menu, until a new game starts. */
static void
test_board_summary_again (void)
{
  g_autoptr(BastideGame) game = test_ui_game_new (8);
  g_autoptr(BastideGame) next = test_ui_game_new (9);
  BastideWindow *window;
  BastideBoardView *board;
  GtkWidget *summary;
  GAction *action;

  window = test_ui_window_new (app);
  bastide_window_set_game (window, game);
  board = bastide_window_get_board (window);
  action = g_action_map_lookup_action (G_ACTION_MAP (window), "show-summary");
  WAIT_UNTIL (bastide_board_view_get_mode (board) == BASTIDE_BOARD_MODE_PLACE);
  g_assert_false (g_action_get_enabled (action));

  test_ui_play_turns (game, G_MAXUINT);
  bastide_board_view_finish_animations (board);
  summary = GTK_WIDGET (find_summary (GTK_WINDOW (window)));
  g_assert_nonnull (summary);
  gtk_window_destroy (GTK_WINDOW (summary));
  WAIT_UNTIL (find_summary (GTK_WINDOW (window)) == NULL);

  /* the turn bar says who won and offers the scores again */
  g_assert_true (g_action_get_enabled (action));
  g_assert_nonnull (test_ui_find_widget (GTK_WIDGET (window), is_button_for, "win.show-summary"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-summary", NULL));
  summary = GTK_WIDGET (find_summary (GTK_WINDOW (window)));
  g_assert_nonnull (summary);
  /* asked again while open: the same window */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-summary", NULL));
  g_assert_true (GTK_WIDGET (find_summary (GTK_WINDOW (window))) == summary);
  gtk_window_destroy (GTK_WINDOW (summary));
  WAIT_UNTIL (find_summary (GTK_WINDOW (window)) == NULL);

  /* a new game: no final scores to show */
  bastide_window_set_game (window, next);
  g_assert_false (g_action_get_enabled (action));
  g_assert_null (test_ui_find_widget (GTK_WIDGET (window), is_button_for, "win.show-summary"));

  test_ui_close_all (app);
}

/* A hint asked for and the tile placed at once: the hint, worked out for
 * the turn that is over, is not shown in the next player's turn (where
 * it would be a move the engine refuses). */
static void
test_board_hint_after_the_turn (void)
{
  g_autoptr(BastideGame) game = test_ui_game_new (test_ui_seed_with_first_tile ("E"));
  g_autoptr(GError) error = NULL;
  BastideWindow *window;
  BastideBoardView *board;
  GtkWidget *hint_button;
  int x, y;

  window = test_ui_window_new (app);
  bastide_window_set_game (window, game);
  board = bastide_window_get_board (window);
  hint_button = test_ui_find_widget (GTK_WIDGET (window), is_button_for, "win.hint");
  g_assert_nonnull (hint_button);
  WAIT_UNTIL (bastide_board_view_get_mode (board) == BASTIDE_BOARD_MODE_PLACE);
  g_assert_true (gtk_widget_get_sensitive (hint_button));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.hint", NULL));
  g_assert_false (gtk_widget_get_sensitive (hint_button));
  test_ui_play_turn (game);
  WAIT_UNTIL (bastide_game_get_current_player (game) == 1
              && bastide_board_view_get_mode (board) == BASTIDE_BOARD_MODE_PLACE);

  /* the search ends in the second player's turn, and shows nothing */
  WAIT_UNTIL (gtk_widget_get_sensitive (hint_button));
  g_assert_null (test_ui_find_widget (GTK_WIDGET (window), is_label_starting, "Hint:"));
  g_assert_cmpint (bastide_hint_get_grade (bastide_window_get_hint (window)), ==, BASTIDE_HINT_NONE);

  /* A hint asked for in this turn is shown: a place where the tile fits */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.hint", NULL));
  WAIT_UNTIL (gtk_widget_get_sensitive (hint_button));
  g_assert_nonnull (test_ui_find_widget (GTK_WIDGET (window), is_label_starting, "Hint: play on the square"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.hint", NULL));
  bastide_board_view_get_cursor (board, &x, &y);
  g_assert_true (bastide_game_check_placement (game, x, y, bastide_board_view_get_rotation (board), &error));
  g_assert_no_error (error);

  test_ui_close_all (app);
}

/* Graded hints: the square first, then the tile turned as it should go,
 * then the whole move with why, beside it; the next turn starts over. */
static void
test_board_graded_hint (void)
{
  g_autoptr(BastideGame) game = test_ui_game_new (test_ui_seed_with_first_tile ("E"));
  g_autoptr(GError) error = NULL;
  BastideWindow *window;
  BastideBoardView *board;
  BastideHint *hint;
  int x, y, before_x, before_y;
  guint rotation;

  window = test_ui_window_new (app);
  bastide_window_set_game (window, game);
  board = bastide_window_get_board (window);
  hint = bastide_window_get_hint (window);
  WAIT_UNTIL (bastide_board_view_get_mode (board) == BASTIDE_BOARD_MODE_PLACE);
  bastide_board_view_get_cursor (board, &before_x, &before_y);

  /* First press: the square, and only the square */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.hint", NULL));
  g_assert_true (bastide_hint_get_busy (hint));
  WAIT_UNTIL (!bastide_hint_get_busy (hint));
  g_assert_cmpint (bastide_hint_get_grade (hint), ==, BASTIDE_HINT_SQUARE);
  g_assert_nonnull (test_ui_find_widget (GTK_WIDGET (window), is_label_starting, "Hint: play on the square"));
  bastide_board_view_get_cursor (board, &x, &y);
  g_assert_cmpint (x, ==, before_x);
  g_assert_cmpint (y, ==, before_y);
  g_assert_null (bastide_hint_get_text (hint));

  /* Second: the tile turned, where it goes */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.hint", NULL));
  g_assert_cmpint (bastide_hint_get_grade (hint), ==, BASTIDE_HINT_ROTATION);
  g_assert_nonnull (test_ui_find_widget (GTK_WIDGET (window), is_label_starting, "Hint: the tile turned"));
  bastide_board_view_get_cursor (board, &x, &y);
  rotation = bastide_board_view_get_rotation (board);
  g_assert_true (bastide_game_check_placement (game, x, y, rotation, &error));
  g_assert_no_error (error);
  g_assert_null (bastide_hint_get_text (hint));

  /* Third: the whole move and why, in a label beside it */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.hint", NULL));
  g_assert_cmpint (bastide_hint_get_grade (hint), ==, BASTIDE_HINT_MOVE);
  g_assert_nonnull (bastide_hint_get_text (hint));
  g_assert_cmpstr (bastide_hint_get_text (hint), !=, "");
  g_assert_nonnull (test_ui_find_widget (GTK_WIDGET (board), is_label_starting, bastide_hint_get_text (hint)));
  /* in place of the steps' texts, at once: none is left in a toast,
   * which would last 4 s and queue up to come back out of date */
  *test_wait_seconds () = 2;
  WAIT_UNTIL (test_ui_find_widget (GTK_WIDGET (window), is_label_starting, "Hint:") == NULL);
  *test_wait_seconds () = 30;
  /* a fourth press shows the same */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.hint", NULL));
  g_assert_cmpint (bastide_hint_get_grade (hint), ==, BASTIDE_HINT_MOVE);

  /* The turn played: the next position starts from nothing */
  test_ui_play_turn (game);
  WAIT_UNTIL (bastide_game_get_current_player (game) == 1);
  g_assert_cmpint (bastide_hint_get_grade (hint), ==, BASTIDE_HINT_NONE);
  g_assert_null (bastide_hint_get_text (hint));

  test_ui_close_all (app);
}

/* The summary's costliest moves: Red drew F, which closes the knight's
 * city for 8 points, and put it elsewhere; looking again finds that turn,
 * with progress on the way, and says what was better. */
static void
append_score_rows (GtkWidget *widget,
                   GString   *text)
{
  if (ADW_IS_EXPANDER_ROW (widget))
    g_string_append_printf (text, "%s, %s\n", adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)),
                            adw_expander_row_get_subtitle (ADW_EXPANDER_ROW (widget)));
  /* the rows added to an expander row, not its own header */
  else if (ADW_IS_ACTION_ROW (widget) && gtk_widget_has_css_class (gtk_widget_get_parent (widget), "nested"))
    g_string_append_printf (text, "  %s (%s)\n", adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)),
                            adw_action_row_get_subtitle (ADW_ACTION_ROW (widget)));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    append_score_rows (child, text);
}

static gboolean
is_list_of_expander_rows (GtkWidget     *widget,
                          gconstpointer  unused)
{
  return GTK_IS_LIST_BOX (widget) && ADW_IS_EXPANDER_ROW (gtk_widget_get_first_child (widget));
}

/* The final scores tell each player's scores in the score log's words,
 * category by category, the winner first. */
static void
test_summary_scores_in_words (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "records", "scenarios", "abbey-mayor",
                                                 "wagon-moves-after-a-mayor-wins-the-city.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(BastideGame) game = bastide_game_new_from_file (file, &error);
  g_autoptr(GString) text = g_string_new (NULL);
  BastideWindow *window;
  BastideSummaryDialog *summary;

  g_assert_no_error (error);
  g_assert_true (bastide_game_get_is_over (game));
  window = test_ui_window_new (app);
  summary = bastide_summary_dialog_new (GTK_WINDOW (window), game);
  gtk_window_present (GTK_WINDOW (summary));
  WAIT_UNTIL (gtk_widget_get_mapped (GTK_WIDGET (summary)));

  append_score_rows (test_ui_find_widget (GTK_WIDGET (summary), is_list_of_expander_rows, NULL), text);
  g_assert_cmpstr (text->str, ==,
                   "Red, 14 points\n"
                   "  Red’s city: 5 tiles × 2 + 2 shields × 2 = 14 — strength: Red 2 (with the mayor), Blue 1"
                   " (Cities · turn 1)\n"
                   "Blue, 1 point\n"
                   "  Blue’s incomplete road: 1 tile × 1 = 1 (Roads · turn 1)\n");

  test_ui_close_all (app);
}

static void
test_summary_costly_moves (void)
{
  g_autoptr(GError) error = NULL;
  BastideRecord *record = bastide_record_load_data (KNIGHT_CITY_RECORD (KNIGHT_CITY_F_FIRST), -1, "test",
                                                    &error);
  g_autoptr(BastideGame) game = NULL;
  BastideWindow *window;
  BastideSummaryDialog *summary;
  GtkWidget *stack;
  AdwActionRow *row;
  int width;

  g_assert_no_error (error);
  game = bastide_game_new_from_record (record, &error);
  g_assert_no_error (error);
  g_assert_true (bastide_game_draw (game, &error));
  /* F under D, its fields north and south: the city stays open */
  g_assert_true (bastide_game_place (game, 0, 1, 0, &error));
  g_assert_true (bastide_game_deploy (game, NULL, &error));
  g_assert_no_error (error);

  window = test_ui_window_new (app);
  summary = bastide_summary_dialog_new (GTK_WINDOW (window), game);
  gtk_window_present (GTK_WINDOW (summary));
  WAIT_UNTIL (gtk_widget_get_mapped (GTK_WIDGET (summary)));
  stack = test_ui_find_widget (GTK_WIDGET (summary), is_stack, NULL);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (stack)), ==, "start");
  gtk_test_widget_wait_for_draw (GTK_WIDGET (summary));
  width = gtk_widget_get_width (GTK_WIDGET (summary));

  /* Stopped: back to the start with nothing listed, and it can be asked
   * again (the stopped search's answer, when it comes, is dropped) */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (summary), "summary.find-costly-moves", NULL));
  g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (stack)), ==, "working");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (summary), "summary.stop-costly-moves", NULL));
  g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (stack)), ==, "start");
  g_assert_null (test_ui_find_widget (stack, is_action_row, NULL));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (summary), "summary.find-costly-moves", NULL));
  g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (stack)), ==, "working");
  WAIT_UNTIL (g_str_equal (gtk_stack_get_visible_child_name (GTK_STACK (stack)), "done"));
  row = ADW_ACTION_ROW (test_ui_find_widget (stack, is_action_row, NULL));
  g_assert_nonnull (row);
  g_assert_true (g_str_has_prefix (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), "Turn 1, Red: about "));
  g_assert_true (g_str_has_prefix (adw_action_row_get_subtitle (row), "Better: Completes your city: 8 points now."));
  /* names and moves are plain text, and long ones wrap: the list never
   * widens the window */
  g_assert_false (adw_preferences_row_get_use_markup (ADW_PREFERENCES_ROW (row)));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (summary));
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (summary)), ==, width);

  test_ui_close_all (app);
}

/* The board's motion controller: emitting its signal is what moving the
 * pointer over the board does. */
static GtkEventController *
motion_controller (BastideBoardView *board)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (board));

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_MOTION (controller))
        return controller;
    }
  g_assert_not_reached ();
}

/* After a computer's move GTK reports the resting pointer again (the
 * layout changed under it): the keyboard cursor stays where the keys
 * left it, on a square where Enter places the tile. Only a real move of
 * the pointer takes the cursor along. */
static void
test_board_cursor_stays_under_still_pointer (void)
{
  BastideRules rules = { .game = BASTIDE_GAME_STANDARD, .n_players = 2 };
  BastidePlayerSetup players[2] = {
    { "Anna", BASTIDE_COLOR_BLUE, BASTIDE_PLAYER_PERSON, BASTIDE_COMPUTER_MEDIUM },
    { "Boris", BASTIDE_COLOR_RED, BASTIDE_PLAYER_COMPUTER, BASTIDE_COMPUTER_EASY },
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(BastideGame) game = bastide_game_new (&rules, players, 3, &error);
  BastideWindow *window;
  BastideBoardView *board;
  GtkEventController *motion;
  int x, y;

  g_assert_no_error (error);
  window = test_ui_window_new (app);
  bastide_window_set_game (window, game);
  bastide_game_set_computer_delay (game, 0);
  board = bastide_window_get_board (window);
  motion = motion_controller (board);
  /* only this test's pointer, not the display's, which may lie anywhere */
  gtk_widget_set_can_target (GTK_WIDGET (board), FALSE);
  WAIT_UNTIL (bastide_board_view_get_mode (board) == BASTIDE_BOARD_MODE_PLACE);

  /* the window appears under a pointer at rest in the corner of the
   * board: the cursor stays on the square where the tile fits */
  g_assert_true (bastide_board_view_can_confirm (board));
  g_signal_emit_by_name (motion, "motion", 5.0, 5.0);
  g_assert_true (bastide_board_view_can_confirm (board));

  /* the pointer moves there, far from the tiles */
  g_signal_emit_by_name (motion, "motion", 6.0, 6.0);
  bastide_board_view_get_cursor (board, &x, &y);
  g_assert_cmpint (x, ==, (int) floor (bastide_board_viewport_to_board_x (BASTIDE_BOARD_VIEWPORT (board), 6)));
  g_assert_false (bastide_board_view_can_confirm (board));

  /* the keys take the cursor to a square where the tile fits */
  activate (board, "board.cycle", "i", 1);
  g_assert_true (bastide_board_view_can_confirm (board));
  activate (board, "board.confirm", NULL);
  g_assert_cmpint (bastide_board_view_get_mode (board), ==, BASTIDE_BOARD_MODE_DEPLOY);
  activate (board, "board.skip", NULL);

  /* the computer plays; then GTK repeats where the pointer is */
  WAIT_UNTIL (bastide_game_get_turn_number (game) == 2
              && bastide_board_view_get_mode (board) == BASTIDE_BOARD_MODE_PLACE);
  g_signal_emit_by_name (motion, "motion", 6.0, 6.0);
  g_assert_true (bastide_board_view_can_confirm (board));

  /* and after the pointer left the board and came back to the same
   * place, as GTK says when the widgets under it change */
  g_signal_emit_by_name (motion, "leave");
  g_signal_emit_by_name (motion, "motion", 6.0, 6.0);
  g_assert_true (bastide_board_view_can_confirm (board));

  /* a real move of the pointer does take the cursor */
  g_signal_emit_by_name (motion, "motion", 7.0, 7.0);
  g_assert_false (bastide_board_view_can_confirm (board));

  test_ui_close_all (app);
}

/* Whether the pixel of a 24-bit image at (x, y) is near (r, g, b). */
static gboolean
surface_pixel_is (cairo_surface_t *surface,
                  int              x,
                  int              y,
                  double           r,
                  double           g,
                  double           b)
{
  const guint32 *row;
  guint32 p;

  cairo_surface_flush (surface);
  row = (const guint32 *) (void *) (cairo_image_surface_get_data (surface)
                                    + y * cairo_image_surface_get_stride (surface));
  p = row[x];
  return fabs (((p >> 16) & 0xff) / 255.0 - r) < 0.06
         && fabs (((p >> 8) & 0xff) / 255.0 - g) < 0.06
         && fabs ((p & 0xff) / 255.0 - b) < 0.06;
}

/* On a square a tile already covers, the keyboard cursor is a frame in
 * the accent colour drawn over that tile. */
static void
test_board_cursor_over_tiles (void)
{
  g_autoptr(BastideGame) game = test_ui_game_new (3);
  BastideBoardViewport *viewport;
  BastideWindow *window;
  BastideBoardView *board;
  cairo_surface_t *surface;
  cairo_t *cr;
  GdkRGBA accent;
  int width, height, fx, fy;

  window = test_ui_window_new (app);
  bastide_window_set_game (window, game);
  board = bastide_window_get_board (window);
  viewport = BASTIDE_BOARD_VIEWPORT (board);
  WAIT_UNTIL (bastide_board_view_get_mode (board) == BASTIDE_BOARD_MODE_PLACE);
  WAIT_UNTIL (gtk_widget_get_width (GTK_WIDGET (board)) > 1);
  /* the window is active once the display says so, which under load is later */
  WAIT_UNTIL (gtk_widget_has_focus (GTK_WIDGET (board)));
  /* drawn while the board has the keyboard, shown focus or not (GTK
   * stops showing it a few seconds after the last key) */
  gtk_window_set_focus_visible (GTK_WINDOW (window), FALSE);

  g_assert_true (gtk_style_context_lookup_color (gtk_widget_get_style_context (GTK_WIDGET (board)),
                                                "accent_color", &accent));
  bastide_board_viewport_set_zoom (viewport, 100);
  bastide_board_viewport_center_on (viewport, 0.5, 0.5, FALSE);
  width = gtk_widget_get_width (GTK_WIDGET (board));
  height = gtk_widget_get_height (GTK_WIDGET (board));
  surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, width, height);
  cr = cairo_create (surface);

  /* the middle of the start tile's west edge, where the frame runs */
  fx = (int) ceil (bastide_board_viewport_to_widget_x (viewport, 0));
  fy = (int) round (bastide_board_viewport_to_widget_y (viewport, 0.5));

  bastide_board_view_set_cursor (board, 0, 0);
  bastide_board_viewport_finish_motion (viewport);
  bastide_board_view_draw (board, cr, width, height);
  g_assert_true (surface_pixel_is (surface, fx, fy, accent.red, accent.green, accent.blue));

  /* elsewhere, the start tile is drawn as it is */
  bastide_board_view_set_cursor (board, 1, 0);
  bastide_board_viewport_finish_motion (viewport);
  cairo_set_source_rgb (cr, 0, 0, 0);
  cairo_paint (cr);
  bastide_board_view_draw (board, cr, width, height);
  g_assert_false (surface_pixel_is (surface, fx, fy, accent.red, accent.green, accent.blue));

  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  test_ui_close_all (app);
}

/* A hint's tile placed where it suggests: its follower is chosen
 * already, so Enter and Enter play the whole hint. */
static void
test_board_hint_preselects_follower (void)
{
  g_autoptr(BastideGame) game = test_ui_game_new (test_ui_seed_with_first_tile ("E"));
  int tile_e = bastide_catalogue_lookup ("E", BASTIDE_SET_BASE);
  int city = bastide_tile_type_feature (bastide_catalogue_get (tile_e), "c1");
  BastideDeploy hinted = { BASTIDE_PIECE_MEEPLE, city, -1, -1 };
  BastideDeploy chosen;
  Events events = { 0 };
  BastideWindow *window;
  BastideBoardView *board;

  g_signal_connect (game, "piece-deployed", G_CALLBACK (piece_deployed_cb), &events);
  window = test_ui_window_new (app);
  bastide_window_set_game (window, game);
  board = bastide_window_get_board (window);
  WAIT_UNTIL (bastide_board_view_get_mode (board) == BASTIDE_BOARD_MODE_PLACE);

  bastide_board_view_show_suggestion (board, 0, -1, 2, &hinted);
  activate (board, "board.confirm", NULL);
  g_assert_cmpint (bastide_board_view_get_mode (board), ==, BASTIDE_BOARD_MODE_DEPLOY);
  g_assert_true (bastide_board_view_get_spot_deploy (board, bastide_board_view_get_selected_spot (board),
                                                     &chosen));
  g_assert_cmpint (chosen.piece, ==, BASTIDE_PIECE_MEEPLE);
  g_assert_cmpint (chosen.feature, ==, city);

  activate (board, "board.confirm", NULL);
  g_assert_cmpuint (events.n_deployed, ==, 1);
  g_assert_cmpint (events.deployed_feature, ==, city);

  /* the next player's tile, placed without a hint: nothing is chosen */
  WAIT_UNTIL (bastide_board_view_get_mode (board) == BASTIDE_BOARD_MODE_PLACE);
  activate (board, "board.cycle", "i", 1);
  activate (board, "board.confirm", NULL);
  g_assert_cmpint (bastide_board_view_get_mode (board), ==, BASTIDE_BOARD_MODE_DEPLOY);
  g_assert_cmpint (bastide_board_view_get_selected_spot (board), ==, -1);

  test_ui_close_all (app);
}

/* A tile where the mayor and a follower may both go into the city: their
 * markers stand apart, wide enough to tell and to click, even zoomed out. */
static void
test_board_markers_apart (void)
{
  BastideRules rules = { .game = BASTIDE_GAME_STANDARD, .expansions = BASTIDE_EXPANSION_ABBEY_MAYOR,
                         .n_players = 2 };
  BastidePlayerSetup players[2] = {
    { "Anna", BASTIDE_COLOR_BLUE, BASTIDE_PLAYER_PERSON, BASTIDE_COMPUTER_MEDIUM },
    { "Boris", BASTIDE_COLOR_RED, BASTIDE_PLAYER_PERSON, BASTIDE_COMPUTER_MEDIUM },
  };
  g_autoptr(BastideGame) game = NULL;
  BastideWindow *window;
  BastideBoardView *board;
  gboolean found = FALSE;
  guint n_shared = 0;

  /* the first tile of some shuffle has a city: the mayor and a meeple
   * may go there */
  for (guint64 seed = 1; !found; seed++)
    {
      g_autoptr(GArray) placements = NULL;
      g_autoptr(GArray) deploys = NULL;

      g_clear_object (&game);
      game = bastide_game_new (&rules, players, seed, NULL);
      g_assert_true (bastide_game_draw (game, NULL));
      placements = bastide_game_list_placements (game);
      g_assert_true (bastide_game_place (game, g_array_index (placements, BastidePlacement, 0).x,
                                         g_array_index (placements, BastidePlacement, 0).y,
                                         g_array_index (placements, BastidePlacement, 0).rot, NULL));
      deploys = bastide_game_list_deploys (game);
      for (guint i = 0; i < deploys->len; i++)
        found |= g_array_index (deploys, BastideDeploy, i).piece == BASTIDE_PIECE_MAYOR;
    }

  window = test_ui_window_new (app);
  bastide_window_set_game (window, game);
  board = bastide_window_get_board (window);
  WAIT_UNTIL (bastide_board_view_get_mode (board) == BASTIDE_BOARD_MODE_DEPLOY);
  bastide_board_viewport_set_zoom (BASTIDE_BOARD_VIEWPORT (board), 48);

  for (guint i = 0; i < bastide_board_view_get_n_spots (board); i++)
    for (guint j = i + 1; j < bastide_board_view_get_n_spots (board); j++)
      {
        BastideDeploy a, b;
        double ax, ay, bx, by;

        g_assert_true (bastide_board_view_get_spot_deploy (board, i, &a));
        g_assert_true (bastide_board_view_get_spot_deploy (board, j, &b));
        g_assert_true (bastide_board_view_get_spot_position (board, i, &ax, &ay));
        g_assert_true (bastide_board_view_get_spot_position (board, j, &bx, &by));
        n_shared += a.feature == b.feature && a.feature >= 0;
        /* markers are 16 px wide at this zoom */
        g_assert_cmpfloat (hypot (ax - bx, ay - by), >=, 16);
      }
  g_assert_cmpuint (n_shared, >, 0);

  test_ui_close_all (app);
}

/* Whether the last tile placed and every square where the tile in hand
 * fits are in the board's view. */
static gboolean
play_in_view (BastideGame      *game,
              BastideBoardView *board)
{
  BastideBoardViewport *viewport = BASTIDE_BOARD_VIEWPORT (board);
  g_autoptr(GArray) placements = bastide_game_list_placements (game);
  g_autoptr(GArray) cells = g_array_new (FALSE, FALSE, sizeof (BastidePlacement));
  BastideBoardTile last;

  g_array_append_vals (cells, placements->data, placements->len);
  if (bastide_game_get_last_tile (game, &last, NULL))
    g_array_append_val (cells, ((BastidePlacement) { last.x, last.y, 0 }));

  for (guint i = 0; i < cells->len; i++)
    {
      const BastidePlacement *cell = &g_array_index (cells, BastidePlacement, i);

      if (bastide_board_viewport_to_widget_x (viewport, cell->x) < 0
          || bastide_board_viewport_to_widget_y (viewport, cell->y) < 0
          || bastide_board_viewport_to_widget_x (viewport, cell->x + 1) > gtk_widget_get_width (GTK_WIDGET (board))
          || bastide_board_viewport_to_widget_y (viewport, cell->y + 1) > gtk_widget_get_height (GTK_WIDGET (board)))
        return FALSE;
    }
  return TRUE;
}

/* Hot seat: the next person's turn brings the last tile and the squares
 * where their tile fits into view, smoothly; but not when the person has
 * just moved the view by hand. */
static void
test_board_view_follows_play (void)
{
  g_autoptr(BastideGame) game = test_ui_game_new (3);
  BastideBoardViewport *viewport;
  BastideWindow *window;
  BastideBoardView *board;
  double cx, cy, x, y;

  window = test_ui_window_new (app);
  bastide_window_set_game (window, game);
  board = bastide_window_get_board (window);
  viewport = BASTIDE_BOARD_VIEWPORT (board);
  WAIT_UNTIL (bastide_board_view_get_mode (board) == BASTIDE_BOARD_MODE_PLACE
              && gtk_widget_get_width (GTK_WIDGET (board)) > 1);

  /* Anna looks far away, close up, and plays through the model */
  bastide_board_viewport_set_zoom (viewport, 160);
  bastide_board_viewport_center_on (viewport, 30, 30, FALSE);
  g_assert_false (play_in_view (game, board));
  test_ui_play_turn (game);
  WAIT_UNTIL (bastide_game_get_current_player (game) == 1
              && bastide_board_view_get_mode (board) == BASTIDE_BOARD_MODE_PLACE);
  bastide_board_viewport_finish_motion (viewport);
  g_assert_true (play_in_view (game, board));

  /* Boris pans away by hand (Ctrl+Right) and plays: for Anna's turn the
   * view stays where he put it */
  activate (board, "board.pan", "(ii)", 1, 0);
  activate (board, "board.pan", "(ii)", 1, 0);
  bastide_board_viewport_finish_motion (viewport);
  bastide_board_viewport_get_center (viewport, &cx, &cy);
  test_ui_play_turn (game);
  WAIT_UNTIL (bastide_game_get_current_player (game) == 0
              && bastide_board_view_get_mode (board) == BASTIDE_BOARD_MODE_PLACE);
  bastide_board_viewport_finish_motion (viewport);
  bastide_board_viewport_get_center (viewport, &x, &y);
  g_assert_cmpfloat (x, ==, cx);
  g_assert_cmpfloat (y, ==, cy);

  test_ui_close_all (app);
}

static graphene_rect_t
bounds_in_window (GtkWidget *widget)
{
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_compute_bounds (widget, GTK_WIDGET (gtk_widget_get_root (widget)), &bounds));
  return bounds;
}

/* The turn bar keeps one width whatever its prompt says and whichever
 * buttons it shows, so the button under the pointer stays there. (Only
 * across: the bar slides down when it comes.) */
static void
test_board_turn_bar_stays_put (void)
{
  g_autoptr(BastideGame) game = test_ui_game_new (test_ui_seed_with_first_tile ("E"));
  BastideWindow *window;
  BastideBoardView *board;
  GtkWidget *confirm, *prompt;
  g_autofree char *placing = NULL;
  graphene_rect_t first, later;

  window = test_ui_window_new (app);
  bastide_window_set_game (window, game);
  board = bastide_window_get_board (window);
  confirm = test_ui_find_widget (GTK_WIDGET (window), is_button_for, "win.confirm");
  WAIT_UNTIL (bastide_board_view_get_mode (board) == BASTIDE_BOARD_MODE_PLACE
              && gtk_widget_get_width (confirm) > 1);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  first = bounds_in_window (confirm);
  prompt = test_ui_find_widget (GTK_WIDGET (window), is_label_starting, "Place");
  g_assert_nonnull (prompt);
  placing = g_strdup (gtk_label_get_label (GTK_LABEL (prompt)));

  /* deploying: another prompt, no rotation buttons */
  activate (board, "board.cycle", "i", 1);
  activate (board, "board.confirm", NULL);
  g_assert_cmpint (bastide_board_view_get_mode (board), ==, BASTIDE_BOARD_MODE_DEPLOY);
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (prompt)), !=, placing);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  later = bounds_in_window (confirm);
  g_assert_cmpfloat (later.origin.x, ==, first.origin.x);
  g_assert_cmpfloat (later.size.width, ==, first.size.width);

  /* a piece chosen: "No Piece" comes beside End Turn */
  activate (board, "board.cycle", "i", 1);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  later = bounds_in_window (confirm);
  g_assert_cmpfloat (later.origin.x, ==, first.origin.x);
  g_assert_cmpfloat (later.size.width, ==, first.size.width);

  test_ui_close_all (app);
}

static gboolean
is_toast (GtkWidget     *widget,
          gconstpointer  text)
{
  return g_str_equal (gtk_widget_get_css_name (widget), "toast");
}

static gboolean
is_flap (GtkWidget     *widget,
         gconstpointer  text)
{
  return ADW_IS_FLAP (widget);
}

/* A long message at the bottom runs clear of the zoom buttons, and stays
 * over the board, clear of the scores beside it. */
static void
test_board_toast_clear_of_controls (void)
{
  g_autoptr(BastideGame) game = test_ui_game_new (3);
  BastideWindow *window;
  BastideBoardView *board;
  GtkWidget *toast;
  const char *zoom_actions[] = { "win.zoom-in", "win.zoom-fit", "win.zoom-out" };
  graphene_rect_t toast_bounds;

  window = test_ui_window_new (app);
  bastide_window_set_game (window, game);
  board = bastide_window_get_board (window);
  WAIT_UNTIL (bastide_board_view_get_mode (board) == BASTIDE_BOARD_MODE_PLACE);

  g_signal_emit_by_name (board, "message",
                         "Das Schwein rückt auf Sturm. Das Schwein rückt auf Inquisition — Anna +7, "
                         "Boris +7, Chloé +7, Dmitri +7, Eva +7, Fjodor +7");
  WAIT_UNTIL ((toast = test_ui_find_widget (GTK_WIDGET (window), is_toast, NULL)) != NULL
              && gtk_widget_get_width (toast) > 1);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));

  toast_bounds = bounds_in_window (toast);
  for (guint i = 0; i < G_N_ELEMENTS (zoom_actions); i++)
    {
      graphene_rect_t bounds = bounds_in_window (test_ui_find_widget (GTK_WIDGET (window), is_button_for,
                                                              zoom_actions[i]));

      g_assert_false (graphene_rect_intersection (&toast_bounds, &bounds, NULL));
    }
  {
    graphene_rect_t sidebar_bounds = bounds_in_window (GTK_WIDGET (bastide_window_get_sidebar (window)));

    g_assert_cmpfloat (sidebar_bounds.size.width, >, 0);
    g_assert_false (graphene_rect_intersection (&toast_bounds, &sidebar_bounds, NULL));
  }

  test_ui_close_all (app);
}

static gboolean
is_hint_popover (GtkWidget     *widget,
                 gconstpointer  text)
{
  return GTK_IS_POPOVER (widget) && gtk_widget_has_css_class (widget, "hint-explanation");
}

/* Where a popover of @window is, in the window's coordinates: it is a
 * surface of its own, placed beside the window's. */
static graphene_rect_t
popover_bounds (GtkWidget *popover,
                GtkWidget *window)
{
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (popover));
  double popover_x, popover_y, window_x, window_y;

  gtk_native_get_surface_transform (GTK_NATIVE (popover), &popover_x, &popover_y);
  gtk_native_get_surface_transform (GTK_NATIVE (window), &window_x, &window_y);
  return GRAPHENE_RECT_INIT (gdk_popup_get_position_x (GDK_POPUP (surface)) + popover_x - window_x,
                             gdk_popup_get_position_y (GDK_POPUP (surface)) + popover_y - window_y,
                             gtk_widget_get_width (popover), gtk_widget_get_height (popover));
}

/* The hint's text beside a square in the middle of the board, which the
 * zoom buttons float beside, covers none of them. */
static void
test_board_hint_clear_of_zoom (void)
{
  g_autoptr(BastideGame) game = test_ui_game_new (test_ui_seed_with_first_tile ("E"));
  const char *zoom_actions[] = { "win.zoom-in", "win.zoom-fit", "win.zoom-out" };
  BastideWindow *window;
  BastideBoardView *board;
  BastideHint *hint;
  GtkWidget *popover;
  graphene_rect_t text;
  int x, y;

  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  window = test_ui_window_new (app);
  bastide_window_set_game (window, game);
  board = bastide_window_get_board (window);
  hint = bastide_window_get_hint (window);
  WAIT_UNTIL (bastide_board_view_get_mode (board) == BASTIDE_BOARD_MODE_PLACE);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.hint", NULL));
  WAIT_UNTIL (!bastide_hint_get_busy (hint));
  /* the square in the middle, at the zoom buttons' height; the next step
   * says its text beside it */
  bastide_board_view_get_cursor (board, &x, &y);
  bastide_board_viewport_set_zoom (BASTIDE_BOARD_VIEWPORT (board), 90);
  bastide_board_viewport_center_on (BASTIDE_BOARD_VIEWPORT (board), x + 0.5, y + 0.5, FALSE);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.hint", NULL));
  g_assert_cmpint (bastide_hint_get_grade (hint), ==, BASTIDE_HINT_ROTATION);
  WAIT_UNTIL ((popover = test_ui_find_widget (GTK_WIDGET (board), is_hint_popover, NULL)) != NULL
              && gtk_widget_get_mapped (popover));
  gtk_test_widget_wait_for_draw (popover);

  text = popover_bounds (popover, GTK_WIDGET (window));
  g_assert_cmpfloat (text.size.width, >, 100);
  for (guint i = 0; i < G_N_ELEMENTS (zoom_actions); i++)
    {
      graphene_rect_t bounds = bounds_in_window (test_ui_find_widget (GTK_WIDGET (window), is_button_for, zoom_actions[i]));

      g_assert_false (graphene_rect_intersection (&text, &bounds, NULL));
    }

  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);
  test_ui_close_all (app);
}

/* In a small window the sidebar opens over the board (F9): the turn
 * bar and the zoom buttons make way. */
static void
test_board_folded_sidebar_covers_no_control (void)
{
  g_autoptr(BastideGame) game = test_ui_game_new (3);
  BastideWindow *window;
  BastideBoardView *board;
  AdwFlap *flap;
  GtkWidget *controls[3];
  graphene_rect_t sidebar_bounds;

  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  window = bastide_window_new (app);
  gtk_window_set_default_size (GTK_WINDOW (window), 800, 600);
  gtk_window_present (GTK_WINDOW (window));
  bastide_window_set_game (window, game);
  board = bastide_window_get_board (window);
  flap = ADW_FLAP (test_ui_find_widget (GTK_WIDGET (window), is_flap, NULL));
  WAIT_UNTIL (bastide_board_view_get_mode (board) == BASTIDE_BOARD_MODE_PLACE
              && adw_flap_get_folded (flap));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.toggle-sidebar", NULL));
  WAIT_UNTIL (adw_flap_get_reveal_progress (flap) == 1);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));

  sidebar_bounds = bounds_in_window (GTK_WIDGET (bastide_window_get_sidebar (window)));
  controls[0] = test_ui_find_widget (GTK_WIDGET (window), is_button_for, "win.confirm");
  controls[1] = test_ui_find_widget (GTK_WIDGET (window), is_button_for, "win.zoom-in");
  controls[2] = test_ui_find_widget (GTK_WIDGET (window), is_button_for, "win.rotate-ccw");
  for (guint i = 0; i < G_N_ELEMENTS (controls); i++)
    {
      graphene_rect_t bounds = bounds_in_window (controls[i]);

      g_assert_cmpfloat (bounds.size.width, >, 0);
      g_assert_false (graphene_rect_intersection (&bounds, &sidebar_bounds, NULL));
    }

  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);
  test_ui_close_all (app);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *data_dir = NULL;
  int ret;

  if (!test_ui_has_display (&argc, &argv, "/bastide/ui/board/no-display"))
    return g_test_run ();

  data_dir = test_ui_init (&argc, &argv);
  app = test_ui_application_new ();

  g_test_add_func ("/bastide/ui/board/keyboard-turn", test_board_keyboard_turn);
  g_test_add_func ("/bastide/ui/board/refuses-with-reason", test_board_refuses_with_reason);
  g_test_add_func ("/bastide/ui/board/refusal-in-words", test_board_refusal_in_words);
  g_test_add_func ("/bastide/ui/board/zoom", test_board_view_zoom);
  g_test_add_func ("/bastide/ui/board/draws-from-cache", test_board_draws_from_cache);
  g_test_add_func ("/bastide/ui/board/final-scoring", test_board_final_scoring);
  g_test_add_func ("/bastide/ui/board/summary-again", test_board_summary_again);
  g_test_add_func ("/bastide/ui/board/score-log", test_board_score_log);
  g_test_add_func ("/bastide/ui/board/score-log-points-at-features", test_board_score_log_points_at_features);
  g_test_add_func ("/bastide/ui/board/hint-after-the-turn", test_board_hint_after_the_turn);
  g_test_add_func ("/bastide/ui/board/cursor-stays-under-still-pointer",
                   test_board_cursor_stays_under_still_pointer);
  g_test_add_func ("/bastide/ui/board/cursor-over-tiles", test_board_cursor_over_tiles);
  g_test_add_func ("/bastide/ui/board/hint-preselects-follower", test_board_hint_preselects_follower);
  g_test_add_func ("/bastide/ui/board/markers-apart", test_board_markers_apart);
  g_test_add_func ("/bastide/ui/board/view-follows-play", test_board_view_follows_play);
  g_test_add_func ("/bastide/ui/board/turn-bar-stays-put", test_board_turn_bar_stays_put);
  g_test_add_func ("/bastide/ui/board/toast-clear-of-controls", test_board_toast_clear_of_controls);
  g_test_add_func ("/bastide/ui/board/hint-clear-of-zoom", test_board_hint_clear_of_zoom);
  g_test_add_func ("/bastide/ui/board/folded-sidebar-covers-no-control",
                   test_board_folded_sidebar_covers_no_control);
  g_test_add_func ("/bastide/ui/board/graded-hint", test_board_graded_hint);
  g_test_add_func ("/bastide/ui/summary/costly-moves", test_summary_costly_moves);
  g_test_add_func ("/bastide/ui/summary/scores-in-words", test_summary_scores_in_words);

  ret = g_test_run ();

  g_clear_object (&app);
  test_ui_remove_tree (data_dir);

  return ret;
}
