/* bastide-board-view.c: the board, where tiles are placed and pieces deployed
 *
 * Copyright 2026 The Bastide authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The view is a BastideBoardViewport (pan and zoom) showing the game's
 * position. Tiles are painted from images
 * kept in a BastideTileCache at the current cell size, so a redraw costs a
 * blit per visible tile; pieces, markers and effects are drawn by render's
 * vector code on top.
 *
 * What a click does depends on the mode, derived from the game's phase
 * and on whether a person decides now: place the tile in hand, pick a
 * deploy spot (then confirm), a wagon's target, a plague return or an
 * abbey hole. Every such choice is a "spot" with a place on the board, so
 * the keyboard (Tab, Enter, Escape) and the pointer share one mechanism.
 */

#define G_LOG_DOMAIN "bastide-board-view"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "bastide-board-view-private.h"
#define FLASH_DURATION_US (1200 * G_TIME_SPAN_MILLISECOND)
#define SCORING_DURATION_US (1400 * G_TIME_SPAN_MILLISECOND)
/* the final scoring shows many features one after another: quicker */
#define FINAL_SCORING_DURATION_US (800 * G_TIME_SPAN_MILLISECOND)

G_DEFINE_FINAL_TYPE (BastideBoardView, bastide_board_view, BASTIDE_TYPE_BOARD_VIEWPORT)

GParamSpec *board_view_properties[N_PROPS];
guint board_view_signals[N_SIGNALS];

/* Helpers */

static void
effect_free (gpointer data)
{
  Effect *effect = data;

  g_clear_pointer (&effect->scoring, bastide_scoring_free);
  g_free (effect);
}

/* The tile covering cell (x, y), the wheel board included. */
gboolean
board_view_tile_at (BastideBoardView *self,
                    int               x,
                    int               y,
                    BastideBoardTile *tile)
{
  return self->game != NULL && bastide_game_get_tile_at (self->game, x, y, tile);
}

/* Where a piece is drawn, in board cells. */
gboolean
board_view_piece_position (BastideBoardView        *self,
                           const BastideBoardPiece *piece,
                           double                  *x,
                           double                  *y)
{
  BastideBoardTile tile;

  if (!board_view_tile_at (self, piece->x, piece->y, &tile))
    return FALSE;
  bastide_render_piece_spot (tile.type, tile.rot, tile.x, tile.y, piece->feature, piece->corner,
                             piece->crown, piece->rank, piece->count, x, y);
  return TRUE;
}

/* Effects */

static void
set_busy_changed (BastideBoardView *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), board_view_properties[PROP_BUSY]);
}

static gboolean
tick_cb (GtkWidget     *widget,
         GdkFrameClock *frame_clock,
         gpointer       user_data)
{
  BastideBoardView *self = BASTIDE_BOARD_VIEW (widget);
  gint64 now = gdk_frame_clock_get_frame_time (frame_clock);
  gboolean was_busy = !g_queue_is_empty (&self->scorings);

  self->frame_time = now;

  for (guint i = 0; i < self->flashes->len;)
    {
      Effect *effect = g_ptr_array_index (self->flashes, i);

      if (effect->start == 0)
        effect->start = now;
      if (now - effect->start >= effect->duration)
        g_ptr_array_remove_index (self->flashes, i);
      else
        i++;
    }

  while (!g_queue_is_empty (&self->scorings))
    {
      Effect *effect = g_queue_peek_head (&self->scorings);

      if (effect->start == 0)
        {
          effect->start = now;
          g_signal_emit (self, board_view_signals[SCORING_SHOWN], 0, effect->scoring);
        }
      if (now - effect->start < effect->duration)
        break;
      effect_free (g_queue_pop_head (&self->scorings));
    }

  gtk_widget_queue_draw (widget);

  if (self->flashes->len == 0 && g_queue_is_empty (&self->scorings))
    {
      self->tick_id = 0;
      if (was_busy)
        set_busy_changed (self);
      return G_SOURCE_REMOVE;
    }

  return G_SOURCE_CONTINUE;
}

static void
ensure_ticking (BastideBoardView *self)
{
  if (self->tick_id == 0)
    self->tick_id = gtk_widget_add_tick_callback (GTK_WIDGET (self), tick_cb, NULL, NULL);
}

static void
add_flash (BastideBoardView *self,
           EffectKind        kind,
           double            x,
           double            y,
           guint             player)
{
  Effect *effect;

  if (!bastide_board_viewport_animations_enabled (VIEWPORT (self)))
    return;

  effect = g_new0 (Effect, 1);
  effect->kind = kind;
  effect->duration = FLASH_DURATION_US;
  effect->x = x;
  effect->y = y;
  effect->color = self->colors[MIN (player, BASTIDE_MAX_PLAYERS - 1)];
  g_ptr_array_add (self->flashes, effect);
  ensure_ticking (self);
}

static void
add_scoring (BastideBoardView     *self,
             const BastideScoring *scoring)
{
  gboolean was_busy = !g_queue_is_empty (&self->scorings);
  Effect *effect;

  if (!bastide_board_viewport_animations_enabled (VIEWPORT (self)))
    {
      g_signal_emit (self, board_view_signals[SCORING_SHOWN], 0, scoring);
      return;
    }

  effect = g_new0 (Effect, 1);
  effect->kind = EFFECT_SCORING;
  effect->duration = scoring->is_final ? FINAL_SCORING_DURATION_US : SCORING_DURATION_US;
  effect->scoring = bastide_scoring_copy (scoring);
  g_queue_push_tail (&self->scorings, effect);
  ensure_ticking (self);

  if (!was_busy)
    set_busy_changed (self);
}

static void
clear_effects (BastideBoardView *self,
               gboolean          emit)
{
  gboolean was_busy = !g_queue_is_empty (&self->scorings);
  Effect *effect;

  g_ptr_array_set_size (self->flashes, 0);
  while ((effect = g_queue_pop_head (&self->scorings)) != NULL)
    {
      if (emit && effect->start == 0)
        g_signal_emit (self, board_view_signals[SCORING_SHOWN], 0, effect->scoring);
      effect_free (effect);
    }

  if (self->tick_id != 0)
    {
      gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->tick_id);
      self->tick_id = 0;
    }

  if (was_busy)
    set_busy_changed (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* GtkWidget */

static void
bastide_board_view_snapshot (GtkWidget   *widget,
                             GtkSnapshot *snapshot)
{
  BastideBoardView *self = BASTIDE_BOARD_VIEW (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  cairo_t *cr;

  if (self->game == NULL || width <= 0 || height <= 0)
    return;

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  bastide_board_view_draw (self, cr, width, height);
  cairo_destroy (cr);
}

/* What zooming to fit shows: the board's extent in cells, with the cells
 * a tile may go to, and half a cell of margin all round. */
static void
board_view_get_bounds (BastideBoardViewport *viewport,
                       double               *x0,
                       double               *y0,
                       double               *x1,
                       double               *y1)
{
  BastideBoardView *self = BASTIDE_BOARD_VIEW (viewport);
  BastideBoardTile tile;
  GHashTableIter iter;
  gpointer key;

  *x0 = *y0 = -0.5;
  *x1 = *y1 = 1.5;
  if (self->game == NULL || bastide_game_get_n_tiles (self->game) == 0)
    return;

  *x0 = *y0 = G_MAXDOUBLE;
  *x1 = *y1 = -G_MAXDOUBLE;
  for (guint i = 0; bastide_game_get_tile (self->game, i, &tile); i++)
    {
      double units = bastide_render_tile_units (tile.type);

      *x0 = MIN (*x0, tile.x);
      *y0 = MIN (*y0, tile.y);
      *x1 = MAX (*x1, tile.x + units);
      *y1 = MAX (*y1, tile.y + units);
    }

  g_hash_table_iter_init (&iter, self->legal);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    {
      int x, y;

      cell_from_key (key, &x, &y);

      *x0 = MIN (*x0, x);
      *y0 = MIN (*y0, y);
      *x1 = MAX (*x1, x + 1);
      *y1 = MAX (*y1, y + 1);
    }

  *x0 -= 0.5;
  *y0 -= 0.5;
  *x1 += 0.5;
  *y1 += 0.5;
}

/* The model */

static void
position_changed_cb (BastideBoardView *self)
{
  clear_effects (self, FALSE);
  g_clear_pointer (&self->highlight, bastide_scoring_free);
  self->has_last = FALSE;
  self->has_hinted_deploy = FALSE;
  bastide_board_view_clear_suggestion (self);
  board_view_refresh (self);
}

static void
tile_placed_cb (BastideBoardView       *self,
                const BastideBoardTile *tile,
                guint                   player)
{
  int x = tile->x, y = tile->y;

  self->has_last = TRUE;
  self->last_x = x;
  self->last_y = y;
  self->last_player = player;
  self->cursor_x = x;
  self->cursor_y = y;
  self->has_hinted_deploy = self->has_suggestion && self->sugg_has_deploy
                            && x == self->sugg_x && y == self->sugg_y && tile->rot == self->sugg_rot;
  self->hinted_deploy = self->sugg_deploy;
  bastide_board_view_clear_suggestion (self);

  /* moves made elsewhere (a computer, a player over the network) flash */
  if (bastide_game_get_player_kind (self->game, player) != BASTIDE_PLAYER_PERSON)
    {
      add_flash (self, EFFECT_FLASH_TILE, x, y, player);
      bastide_board_viewport_ensure_visible (VIEWPORT (self), x, y, 1);
    }

  board_view_refresh (self);
}

static void
piece_deployed_cb (BastideBoardView       *self,
                   const BastidePieceMove *move)
{
  guint n_pieces = bastide_game_get_n_pieces (self->game);

  if (bastide_game_get_player_kind (self->game, move->player) != BASTIDE_PLAYER_PERSON && n_pieces > 0)
    {
      BastideBoardPiece piece;
      double px, py;

      /* the piece just deployed is the last one in the list */
      for (guint i = n_pieces; i-- > 0;)
        if (bastide_game_get_piece (self->game, i, &piece) && piece.owner == move->player
            && piece.kind == move->kind && board_view_piece_position (self, &piece, &px, &py))
          {
            add_flash (self, EFFECT_FLASH_PIECE, px, py, move->player);
            break;
          }
    }

  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
feature_scored_cb (BastideBoardView *self,
                   BastideScoring   *scoring)
{
  if (bastide_scoring_get_total (scoring) == 0)
    return;

  add_scoring (self, scoring);
}

static void
model_changed_cb (BastideBoardView *self)
{
  board_view_refresh (self);
}

static void
disconnect_game (BastideBoardView *self)
{
  if (self->game == NULL)
    return;

  g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
}

/* GObject */

static void
bastide_board_view_dispose (GObject *object)
{
  BastideBoardView *self = BASTIDE_BOARD_VIEW (object);

  clear_effects (self, FALSE);
  board_view_clear_news (self);
  disconnect_game (self);
  board_view_clear_outlook (self);
  if (self->inspect_popover != NULL)
    {
      gtk_widget_unparent (GTK_WIDGET (self->inspect_popover));
      self->inspect_popover = NULL;
    }

  G_OBJECT_CLASS (bastide_board_view_parent_class)->dispose (object);
}

static void
bastide_board_view_finalize (GObject *object)
{
  BastideBoardView *self = BASTIDE_BOARD_VIEW (object);

  g_clear_pointer (&self->cache, bastide_tile_cache_free);
  g_clear_pointer (&self->highlight, bastide_scoring_free);
  g_clear_pointer (&self->legal, g_hash_table_unref);
  g_clear_pointer (&self->deploys, g_array_unref);
  g_clear_pointer (&self->choices, g_array_unref);
  g_clear_pointer (&self->spots, g_array_unref);
  g_clear_pointer (&self->flashes, g_ptr_array_unref);
  g_string_free (self->news, TRUE);
  g_free (self->spoken);

  G_OBJECT_CLASS (bastide_board_view_parent_class)->finalize (object);
}

static void
bastide_board_view_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  BastideBoardView *self = BASTIDE_BOARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;

    case PROP_MODE:
      g_value_set_int (value, self->mode);
      break;

    case PROP_BUSY:
      g_value_set_boolean (value, bastide_board_view_get_busy (self));
      break;

    case PROP_SELECTED_SPOT:
      g_value_set_int (value, self->selected_spot);
      break;

    case PROP_SHOW_FIELDS:
      g_value_set_boolean (value, self->show_fields);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bastide_board_view_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  BastideBoardView *self = BASTIDE_BOARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      bastide_board_view_set_game (self, g_value_get_object (value));
      break;

    case PROP_SHOW_FIELDS:
      bastide_board_view_set_show_fields (self, g_value_get_boolean (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bastide_board_view_class_init (BastideBoardViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bastide_board_view_dispose;
  object_class->finalize = bastide_board_view_finalize;
  object_class->get_property = bastide_board_view_get_property;
  object_class->set_property = bastide_board_view_set_property;

  widget_class->snapshot = bastide_board_view_snapshot;

  board_view_properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL,
                         BASTIDE_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  board_view_properties[PROP_MODE] =
    g_param_spec_int ("mode", NULL, NULL,
                      BASTIDE_BOARD_MODE_NONE, BASTIDE_BOARD_MODE_DRAW, BASTIDE_BOARD_MODE_NONE,
                      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  board_view_properties[PROP_BUSY] =
    g_param_spec_boolean ("busy", NULL, NULL,
                          FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  board_view_properties[PROP_SELECTED_SPOT] =
    g_param_spec_int ("selected-spot", NULL, NULL,
                      -1, G_MAXINT, -1,
                      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  board_view_class_init_outlook (widget_class);
  g_object_class_install_properties (object_class, N_PROPS, board_view_properties);

  /**
   * BastideBoardView::message:
   * @self: the board
   * @text: why a move was refused (the engine's reason)
   */
  board_view_signals[MESSAGE] =
    g_signal_new ("message",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_STRING);

  /**
   * BastideBoardView::scoring-shown:
   * @self: the board
   * @scoring: the score whose highlight just started
   *
   * Scores are shown one after another; this says when each one is.
   */
  board_view_signals[SCORING_SHOWN] =
    g_signal_new ("scoring-shown",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, BASTIDE_TYPE_SCORING | G_SIGNAL_TYPE_STATIC_SCOPE);

  /**
   * BastideBoardView::changed:
   * @self: the board
   *
   * What can be done changed: the mode, the choices or the chosen one.
   */
  board_view_signals[CHANGED] =
    g_signal_new ("changed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);

  BASTIDE_BOARD_VIEWPORT_CLASS (klass)->get_bounds = board_view_get_bounds;
  board_view_class_init_input (BASTIDE_BOARD_VIEWPORT_CLASS (klass));

  gtk_widget_class_set_css_name (widget_class, "boardview");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
bastide_board_view_init (BastideBoardView *self)
{
  self->hand = -1;
  self->selected_spot = -1;
  self->hovered_spot = -1;
  self->inspected_x = self->inspected_y = G_MININT;
  self->cache = bastide_tile_cache_new ();
  self->legal = g_hash_table_new (NULL, NULL);
  self->deploys = g_array_new (FALSE, FALSE, sizeof (BastideDeploy));
  self->choices = g_array_new (FALSE, FALSE, sizeof (BastideFeatureCell));
  self->spots = g_array_new (FALSE, FALSE, sizeof (Spot));
  self->flashes = g_ptr_array_new_with_free_func (effect_free);
  self->news = g_string_new (NULL);
  g_queue_init (&self->scorings);

  for (guint p = 0; p < BASTIDE_MAX_PLAYERS; p++)
    self->colors[p] = p;

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Board"),
                                  GTK_ACCESSIBLE_PROPERTY_KEY_SHORTCUTS,
                                  "ArrowLeft ArrowRight ArrowUp ArrowDown R Shift+R Enter Space Escape Tab Shift+Tab "
                                  "Control+Tab Control+Shift+Tab F6 Shift+F6 Control+H I + - 0",
                                  -1);
  /* markers and frames are drawn for the style in use */
  g_signal_connect_object (adw_style_manager_get_default (), "notify::high-contrast",
                           G_CALLBACK (gtk_widget_queue_draw), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (gtk_widget_queue_draw), self, G_CONNECT_SWAPPED);
  board_view_init_input (self);
  board_view_init_outlook (self);
  board_view_update_actions (self);
  board_view_update_description (self);
}

/* Public API */

GtkWidget *
bastide_board_view_new (void)
{
  return g_object_new (BASTIDE_TYPE_BOARD_VIEW, NULL);
}

BastideGame *
bastide_board_view_get_game (BastideBoardView *self)
{
  g_return_val_if_fail (BASTIDE_IS_BOARD_VIEW (self), NULL);

  return self->game;
}

void
bastide_board_view_set_game (BastideBoardView *self,
                             BastideGame      *game)
{
  g_return_if_fail (BASTIDE_IS_BOARD_VIEW (self));
  g_return_if_fail (game == NULL || BASTIDE_IS_GAME (game));

  if (self->game == game)
    return;

  clear_effects (self, FALSE);
  board_view_clear_news (self);
  disconnect_game (self);
  g_clear_pointer (&self->highlight, bastide_scoring_free);
  self->has_last = FALSE;
  self->has_suggestion = FALSE;
  self->has_hinted_deploy = FALSE;
  self->hand = -1;
  self->rotation = 0;
  self->cursor_x = 0;
  self->cursor_y = 0;
  self->mode = BASTIDE_BOARD_MODE_NONE;

  if (game != NULL)
    {
      BastideBoardTile last;
      guint player;

      self->game = g_object_ref (game);

      if (bastide_game_get_last_tile (game, &last, &player))
        {
          self->has_last = bastide_game_get_turn_number (game) > 0;
          self->last_x = last.x;
          self->last_y = last.y;
          self->last_player = player;
          self->cursor_x = last.x;
          self->cursor_y = last.y;
        }

      /* the news first, so that the description waits for it */
      board_view_connect_news (self);
      g_signal_connect_swapped (game, "position-changed", G_CALLBACK (position_changed_cb), self);
      g_signal_connect_swapped (game, "tile-placed", G_CALLBACK (tile_placed_cb), self);
      g_signal_connect_swapped (game, "piece-deployed", G_CALLBACK (piece_deployed_cb), self);
      g_signal_connect_swapped (game, "piece-returned", G_CALLBACK (gtk_widget_queue_draw), self);
      g_signal_connect_swapped (game, "wheel-turned", G_CALLBACK (gtk_widget_queue_draw), self);
      g_signal_connect_swapped (game, "feature-scored", G_CALLBACK (feature_scored_cb), self);
      g_signal_connect_swapped (game, "turn-started", G_CALLBACK (model_changed_cb), self);
      g_signal_connect_swapped (game, "notify::phase", G_CALLBACK (model_changed_cb), self);
      g_signal_connect_swapped (game, "notify::deciding-player", G_CALLBACK (model_changed_cb), self);
      g_signal_connect_swapped (game, "notify::tile-in-hand", G_CALLBACK (model_changed_cb), self);
      g_signal_connect_swapped (game, "notify::is-over", G_CALLBACK (model_changed_cb), self);
    }

  board_view_refresh (self);

  bastide_board_viewport_queue_fit (VIEWPORT (self));

  g_object_notify_by_pspec (G_OBJECT (self), board_view_properties[PROP_GAME]);
}

BastideBoardMode
bastide_board_view_get_mode (BastideBoardView *self)
{
  g_return_val_if_fail (BASTIDE_IS_BOARD_VIEW (self), BASTIDE_BOARD_MODE_NONE);

  return self->mode;
}

/**
 * bastide_board_view_get_busy:
 * @self: a #BastideBoardView
 *
 * Whether scores are still being shown on the board, one after another.
 *
 * Returns: %TRUE while the board plays out scores
 */
gboolean
bastide_board_view_get_busy (BastideBoardView *self)
{
  g_return_val_if_fail (BASTIDE_IS_BOARD_VIEW (self), FALSE);

  return !g_queue_is_empty (&self->scorings);
}

/**
 * bastide_board_view_finish_animations:
 * @self: a #BastideBoardView
 *
 * Ends every effect now; scores not shown yet are reported through
 * #BastideBoardView::scoring-shown at once.
 */
void
bastide_board_view_finish_animations (BastideBoardView *self)
{
  g_return_if_fail (BASTIDE_IS_BOARD_VIEW (self));

  bastide_board_viewport_finish_motion (VIEWPORT (self));
  clear_effects (self, TRUE);
}

/**
 * bastide_board_view_get_tile_cache:
 * @self: a #BastideBoardView
 *
 * Returns: (transfer none): the images the view paints tiles and pieces
 *   from, for tests and benchmarks
 */
BastideTileCache *
bastide_board_view_get_tile_cache (BastideBoardView *self)
{
  g_return_val_if_fail (BASTIDE_IS_BOARD_VIEW (self), NULL);

  return self->cache;
}

/**
 * bastide_board_view_set_highlight:
 * @self: a #BastideBoardView
 * @scoring: (nullable): a score of the game, or %NULL for none
 * @bring_into_view: whether to pan (and zoom out) so its feature shows
 *
 * Shows the feature of a score on the board, as the score log points at
 * it, until another one or %NULL is set.
 */
void
bastide_board_view_set_highlight (BastideBoardView     *self,
                                  const BastideScoring *scoring,
                                  gboolean              bring_into_view)
{
  g_return_if_fail (BASTIDE_IS_BOARD_VIEW (self));

  g_clear_pointer (&self->highlight, bastide_scoring_free);
  if (scoring != NULL)
    self->highlight = bastide_scoring_copy (scoring);
  gtk_widget_queue_draw (GTK_WIDGET (self));

  if (bring_into_view && scoring != NULL && scoring->n_cells > 0)
    {
      double x0 = G_MAXDOUBLE, y0 = G_MAXDOUBLE, x1 = -G_MAXDOUBLE, y1 = -G_MAXDOUBLE;

      for (guint i = 0; i < scoring->n_cells; i++)
        {
          x0 = MIN (x0, scoring->cells[i].x);
          y0 = MIN (y0, scoring->cells[i].y);
          x1 = MAX (x1, scoring->cells[i].x + 1);
          y1 = MAX (y1, scoring->cells[i].y + 1);
        }
      bastide_board_viewport_ensure_area_visible (VIEWPORT (self), x0, y0, x1, y1);
    }
}

/**
 * bastide_board_view_get_highlight:
 * @self: a #BastideBoardView
 *
 * Returns: (transfer none) (nullable): the score shown on the board
 */
const BastideScoring *
bastide_board_view_get_highlight (BastideBoardView *self)
{
  g_return_val_if_fail (BASTIDE_IS_BOARD_VIEW (self), NULL);

  return self->highlight;
}
