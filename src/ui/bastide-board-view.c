/* bastide-board-view.c: the board, where tiles are placed and pieces deployed
 *
 * Copyright 2026 The Bastide authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The view shows the game's position through a pan and zoom transform:
 * the board point (center_x, center_y), in cells, sits at the middle of the
 * widget and a cell is `zoom` pixels wide. Tiles are painted from images
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

#define MIN_ZOOM 20.0
#define MAX_ZOOM 320.0
#define DEFAULT_ZOOM 96.0
#define ZOOM_STEP 1.25
#define FIT_MAX_ZOOM 128.0

#define FLASH_DURATION_US (1200 * G_TIME_SPAN_MILLISECOND)
#define SCORING_DURATION_US (1400 * G_TIME_SPAN_MILLISECOND)
/* the final scoring shows many features one after another: quicker */
#define FINAL_SCORING_DURATION_US (800 * G_TIME_SPAN_MILLISECOND)
#define SETTLE_DELAY_MS 160

G_DEFINE_FINAL_TYPE (BastideBoardView, bastide_board_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_GAME,
  PROP_MODE,
  PROP_ZOOM,
  PROP_BUSY,
  PROP_SELECTED_SPOT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  MESSAGE,
  SCORING_SHOWN,
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void refresh (BastideBoardView *self);
static void update_description (BastideBoardView *self);
static void update_actions (BastideBoardView *self);

/* Helpers */


const BastideState *
board_view_get_state (BastideBoardView *self)
{
  return self->game != NULL ? bastide_game_get_state (self->game) : NULL;
}

static gboolean
animations_enabled (BastideBoardView *self)
{
  gboolean enabled = TRUE;

  g_object_get (gtk_widget_get_settings (GTK_WIDGET (self)),
                "gtk-enable-animations", &enabled,
                NULL);

  return enabled && gtk_widget_get_mapped (GTK_WIDGET (self));
}

static void
effect_free (gpointer data)
{
  Effect *effect = data;

  g_clear_pointer (&effect->scoring, bastide_scoring_free);
  g_free (effect);
}





const BastidePlacedTile *
board_view_placed_tile_at (BastideBoardView *self,
                           int               x,
                           int               y)
{
  const BastideState *state = board_view_get_state (self);
  guint slot;

  if (state == NULL)
    return NULL;

  slot = GPOINTER_TO_UINT (g_hash_table_lookup (self->tile_at, cell_key (x, y)));
  if (slot == 0 || slot > state->n_tiles)
    return NULL;

  return &state->tiles[slot - 1];
}

/* The tile covering cell (x, y), the wheel board included. */
const BastidePlacedTile *
board_view_tile_covering (BastideBoardView *self,
                          int               x,
                          int               y)
{
  const BastideState *state = board_view_get_state (self);
  const BastidePlacedTile *tile = board_view_placed_tile_at (self, x, y);

  if (tile != NULL || state == NULL)
    return tile;

  for (guint i = 0; i < state->n_tiles; i++)
    {
      const BastidePlacedTile *t = &state->tiles[i];

      if (bastide_catalogue_get (t->type)->is_wheel_board
          && x >= t->x && x < t->x + BASTIDE_WHEEL_SIZE
          && y >= t->y && y < t->y + BASTIDE_WHEEL_SIZE)
        return t;
    }

  return NULL;
}

const BastidePlacedTile *
board_view_wheel_tile (BastideBoardView *self)
{
  const BastideState *state = board_view_get_state (self);

  if (state == NULL || state->rules.game != BASTIDE_GAME_WHEEL_OF_FORTUNE)
    return NULL;

  for (guint i = 0; i < state->n_tiles; i++)
    if (bastide_catalogue_get (state->tiles[i].type)->is_wheel_board)
      return &state->tiles[i];

  return NULL;
}

/* The cells of the feature that (x, y, feature) belongs to, through the
 * model's scoring explanation of a feature, which lists them. */
BastideScoring *
board_view_feature_cells (BastideBoardView *self,
                          int               x,
                          int               y,
                          int               feature)
{
  const BastideState *state = board_view_get_state (self);
  const BastidePlacedTile *tile = board_view_placed_tile_at (self, x, y);
  BastideScoreEvent event = { 0 };

  if (tile == NULL || feature < 0)
    return NULL;

  event.node = tile->first_node + feature;
  event.kind = bastide_catalogue_get (tile->type)->features[feature].kind;

  return bastide_scoring_new (state, &event, NULL, FALSE, 0);
}



/* The view: zoom, pan, animation */

static void
settle_cb (gpointer data)
{
  BastideBoardView *self = data;

  self->settle_id = 0;
  self->zooming = FALSE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Keeps the cached images while the zoom moves, redrawing them once it
 * rests. */
static void
mark_zooming (BastideBoardView *self)
{
  self->zooming = TRUE;
  g_clear_handle_id (&self->settle_id, g_source_remove);
  self->settle_id = g_timeout_add_once (SETTLE_DELAY_MS, settle_cb, self);
}

static void
set_view (BastideBoardView *self,
          double            zoom,
          double            center_x,
          double            center_y)
{
  zoom = CLAMP (zoom, MIN_ZOOM, MAX_ZOOM);

  if (zoom != self->zoom)
    {
      self->zoom = zoom;
      mark_zooming (self);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ZOOM]);
    }

  self->center_x = center_x;
  self->center_y = center_y;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
zoom_around (BastideBoardView *self,
             double            zoom,
             double            sx,
             double            sy)
{
  double bx = to_board_x (self, sx);
  double by = to_board_y (self, sy);
  int width = gtk_widget_get_width (GTK_WIDGET (self));
  int height = gtk_widget_get_height (GTK_WIDGET (self));

  zoom = CLAMP (zoom, MIN_ZOOM, MAX_ZOOM);
  set_view (self, zoom,
            bx - (sx - width / 2.0) / zoom,
            by - (sy - height / 2.0) / zoom);
}

static void
view_animation_cb (double   value,
                   gpointer data)
{
  BastideBoardView *self = data;
  double zoom;

  /* Zoom geometrically, so the motion looks even. */
  zoom = exp (log (self->anim_from[0]) + (log (self->anim_to[0]) - log (self->anim_from[0])) * value);
  set_view (self, zoom,
            self->anim_from[1] + (self->anim_to[1] - self->anim_from[1]) * value,
            self->anim_from[2] + (self->anim_to[2] - self->anim_from[2]) * value);
}

static void
animate_view (BastideBoardView *self,
              double            zoom,
              double            center_x,
              double            center_y,
              gboolean          animate)
{
  zoom = CLAMP (zoom, MIN_ZOOM, MAX_ZOOM);

  if (self->view_animation != NULL)
    adw_animation_skip (self->view_animation);

  if (!animate || !animations_enabled (self))
    {
      set_view (self, zoom, center_x, center_y);
      return;
    }

  self->anim_from[0] = self->zoom;
  self->anim_from[1] = self->center_x;
  self->anim_from[2] = self->center_y;
  self->anim_to[0] = zoom;
  self->anim_to[1] = center_x;
  self->anim_to[2] = center_y;

  if (self->view_animation == NULL)
    {
      AdwAnimationTarget *target = adw_callback_animation_target_new (view_animation_cb, self, NULL);

      self->view_animation = adw_timed_animation_new (GTK_WIDGET (self), 0, 1, 260, target);
      adw_timed_animation_set_easing (ADW_TIMED_ANIMATION (self->view_animation), ADW_EASE_OUT_CUBIC);
    }
  adw_animation_reset (self->view_animation);
  adw_animation_play (self->view_animation);
}

/* The board's extent in cells, with the cells a tile may go to. */
static void
board_bounds (BastideBoardView *self,
              double           *x0,
              double           *y0,
              double           *x1,
              double           *y1)
{
  const BastideState *state = board_view_get_state (self);
  GHashTableIter iter;
  gpointer key;

  *x0 = *y0 = 0;
  *x1 = *y1 = 1;
  if (state == NULL || state->n_tiles == 0)
    return;

  *x0 = *y0 = G_MAXDOUBLE;
  *x1 = *y1 = -G_MAXDOUBLE;
  for (guint i = 0; i < state->n_tiles; i++)
    {
      const BastidePlacedTile *tile = &state->tiles[i];
      double units = bastide_render_tile_units (tile->type);

      *x0 = MIN (*x0, tile->x);
      *y0 = MIN (*y0, tile->y);
      *x1 = MAX (*x1, tile->x + units);
      *y1 = MAX (*y1, tile->y + units);
    }

  g_hash_table_iter_init (&iter, self->legal);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    {
      guint packed = GPOINTER_TO_UINT (key);
      int x = (int) (packed >> 16) - 0x4000;
      int y = (int) (packed & 0xffff) - 0x4000;

      *x0 = MIN (*x0, x);
      *y0 = MIN (*y0, y);
      *x1 = MAX (*x1, x + 1);
      *y1 = MAX (*y1, y + 1);
    }
}

/* Pans so that cell (x, y) is in view, with a margin. */
static void
ensure_visible (BastideBoardView *self,
                double            x,
                double            y,
                double            units)
{
  int width = gtk_widget_get_width (GTK_WIDGET (self));
  int height = gtk_widget_get_height (GTK_WIDGET (self));
  double margin = 0.5;
  double half_w, half_h;
  double cx = self->center_x;
  double cy = self->center_y;

  if (width <= 0 || height <= 0)
    return;

  half_w = width / 2.0 / self->zoom;
  half_h = height / 2.0 / self->zoom;

  if (x - margin < cx - half_w)
    cx = x - margin + half_w;
  else if (x + units + margin > cx + half_w)
    cx = x + units + margin - half_w;
  if (y - margin < cy - half_h)
    cy = y - margin + half_h;
  else if (y + units + margin > cy + half_h)
    cy = y + units + margin - half_h;

  if (cx != self->center_x || cy != self->center_y)
    animate_view (self, self->zoom, cx, cy, TRUE);
}

/* Effects */

static void
set_busy_changed (BastideBoardView *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BUSY]);
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
          g_signal_emit (self, signals[SCORING_SHOWN], 0, effect->scoring);
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

  if (!animations_enabled (self))
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

  if (!animations_enabled (self))
    {
      g_signal_emit (self, signals[SCORING_SHOWN], 0, scoring);
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
        g_signal_emit (self, signals[SCORING_SHOWN], 0, effect->scoring);
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

/* Spots and modes */

static void
set_selected_spot (BastideBoardView *self,
                   int               index)
{
  if (index >= (int) self->spots->len)
    index = -1;
  if (self->selected_spot == index)
    return;

  self->selected_spot = index;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTED_SPOT]);
  g_signal_emit (self, signals[CHANGED], 0);
  update_description (self);
}

static void
add_spot (BastideBoardView *self,
          const Spot       *spot)
{
  g_array_append_val (self->spots, *spot);
}

/* Deploy spots on one feature stand side by side around its anchor. */
static void
spread_spots (BastideBoardView *self)
{
  g_autofree double *orig = g_new (double, self->spots->len * 2 + 1);
  double gap = 0.19;

  for (guint i = 0; i < self->spots->len; i++)
    {
      orig[2 * i] = g_array_index (self->spots, Spot, i).bx;
      orig[2 * i + 1] = g_array_index (self->spots, Spot, i).by;
    }

  for (guint i = 0; i < self->spots->len; i++)
    {
      Spot *a = &g_array_index (self->spots, Spot, i);
      guint n = 0, rank = 0;

      if (a->kind != SPOT_DEPLOY)
        continue;

      for (guint j = 0; j < self->spots->len; j++)
        if (fabs (orig[2 * j] - orig[2 * i]) < 1e-6 && fabs (orig[2 * j + 1] - orig[2 * i + 1]) < 1e-6)
          {
            if (j < i)
              rank++;
            n++;
          }
      if (n > 1)
        a->bx += (rank - (n - 1) / 2.0) * gap;
    }
}

static void
build_deploy_spots (BastideBoardView *self)
{
  const BastideState *state = board_view_get_state (self);
  const BastidePlacedTile *tile;
  const BastidePlacedTile *wheel = board_view_wheel_tile (self);

  if (state->last_tile >= state->n_tiles)
    return;

  tile = &state->tiles[state->last_tile];

  for (guint i = 0; i < self->deploys->len; i++)
    {
      const BastideDeploy *deploy = &g_array_index (self->deploys, BastideDeploy, i);
      Spot spot = { SPOT_DEPLOY, i, 0, 0, tile->x, tile->y, deploy->feature, deploy->piece };
      double ax = 0.5, ay = 0.5;

      if (deploy->crown >= 0 && wheel != NULL)
        {
          guint space = state->crowns[deploy->crown][0] < 0 ? 0 : 1;

          bastide_render_crown_anchor (deploy->crown, space, &ax, &ay);
          spot.x = wheel->x;
          spot.y = wheel->y;
          spot.feature = -1;
          spot.bx = wheel->x + ax;
          spot.by = wheel->y + ay;
        }
      else if (deploy->corner >= 0)
        {
          bastide_render_corner_anchor (deploy->corner, &ax, &ay);
          spot.bx = tile->x + ax;
          spot.by = tile->y + ay;
        }
      else
        {
          bastide_render_feature_anchor (tile->type, tile->rot, deploy->feature, &ax, &ay);
          spot.bx = tile->x + ax;
          spot.by = tile->y + ay;
        }
      add_spot (self, &spot);
    }

  spread_spots (self);
}

static void
build_choice_spots (BastideBoardView *self,
                    SpotKind          kind)
{
  for (guint i = 0; i < self->choices->len; i++)
    {
      const BastideFeatureCell *cell = &g_array_index (self->choices, BastideFeatureCell, i);
      const BastidePlacedTile *tile = board_view_placed_tile_at (self, cell->x, cell->y);
      Spot spot = { kind, i, cell->x + 0.5, cell->y + 0.5, cell->x, cell->y, cell->feature,
                    BASTIDE_PIECE_MEEPLE };
      double ax, ay;

      if (tile != NULL && cell->feature >= 0
          && bastide_render_feature_anchor (tile->type, tile->rot, cell->feature, &ax, &ay))
        {
          spot.bx = cell->x + ax;
          spot.by = cell->y + ay;
        }
      if (kind == SPOT_WAGON)
        spot.piece = BASTIDE_PIECE_WAGON;
      add_spot (self, &spot);
    }
}

static BastideBoardMode
compute_mode (BastideBoardView *self)
{
  if (self->game == NULL
      || bastide_game_get_is_over (self->game)
      || bastide_game_is_computer_deciding (self->game))
    return BASTIDE_BOARD_MODE_NONE;

  switch (bastide_game_get_phase (self->game))
    {
    case BASTIDE_PHASE_PLACE:
      return BASTIDE_BOARD_MODE_PLACE;

    case BASTIDE_PHASE_DEPLOY:
      return BASTIDE_BOARD_MODE_DEPLOY;

    case BASTIDE_PHASE_WAGONS:
      return BASTIDE_BOARD_MODE_WAGON;

    case BASTIDE_PHASE_PLAGUE:
      return BASTIDE_BOARD_MODE_PLAGUE;

    case BASTIDE_PHASE_ABBEY_ROUND:
      return BASTIDE_BOARD_MODE_ABBEY;

    case BASTIDE_PHASE_DRAW:
      if (bastide_game_has_abbey (self->game, bastide_game_get_deciding_player (self->game)))
        {
          g_autoptr(GArray) holes = bastide_game_list_abbey_holes (self->game);

          if (holes->len > 0)
            return BASTIDE_BOARD_MODE_ABBEY;
        }
      return BASTIDE_BOARD_MODE_DRAW;

    case BASTIDE_PHASE_OVER:
    default:
      return BASTIDE_BOARD_MODE_NONE;
    }
}

/* The rotation the preview shows at (x, y): the chosen one when it fits
 * there, else the next one clockwise that does. */
guint
board_view_effective_rotation (BastideBoardView *self,
                               int               x,
                               int               y)
{
  guint mask = GPOINTER_TO_UINT (g_hash_table_lookup (self->legal, cell_key (x, y)));

  if (mask == 0 || (mask & (1u << self->rotation)))
    return self->rotation;

  for (guint i = 1; i < 4; i++)
    {
      guint rot = (self->rotation + i) & 3;

      if (mask & (1u << rot))
        return rot;
    }

  return self->rotation;
}

/* Puts the cursor on the legal cell nearest to where the play was. */
static void
place_cursor_near_play (BastideBoardView *self)
{
  GHashTableIter iter;
  gpointer key;
  double best = G_MAXDOUBLE;
  double ox = self->has_last ? self->last_x : 0;
  double oy = self->has_last ? self->last_y : 0;

  if (g_hash_table_contains (self->legal, cell_key (self->cursor_x, self->cursor_y)))
    return;

  g_hash_table_iter_init (&iter, self->legal);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    {
      guint packed = GPOINTER_TO_UINT (key);
      int x = (int) (packed >> 16) - 0x4000;
      int y = (int) (packed & 0xffff) - 0x4000;
      double d = (x - ox) * (x - ox) + (y - oy) * (y - oy);

      /* ties: prefer the top-left, so the choice does not depend on the
       * hash table's order */
      if (d < best || (d == best && (y < self->cursor_y || (y == self->cursor_y && x < self->cursor_x))))
        {
          best = d;
          self->cursor_x = x;
          self->cursor_y = y;
        }
    }
}

static void
refresh (BastideBoardView *self)
{
  const BastideState *state = board_view_get_state (self);
  BastideBoardMode mode;
  int hand;

  g_hash_table_remove_all (self->tile_at);
  g_hash_table_remove_all (self->legal);
  g_array_set_size (self->deploys, 0);
  g_array_set_size (self->choices, 0);
  g_array_set_size (self->spots, 0);
  self->hovered_spot = -1;

  if (state != NULL)
    {
      for (guint i = 0; i < state->n_tiles; i++)
        g_hash_table_insert (self->tile_at,
                             cell_key (state->tiles[i].x, state->tiles[i].y),
                             GUINT_TO_POINTER (i + 1));
      for (guint p = 0; p < bastide_game_get_n_players (self->game); p++)
        self->colors[p] = bastide_game_get_player_color (self->game, p);
    }

  mode = compute_mode (self);
  hand = self->game != NULL ? bastide_game_get_tile_in_hand (self->game) : -1;
  if (hand != self->hand)
    {
      self->hand = hand;
      self->rotation = 0;
    }

  switch (mode)
    {
    case BASTIDE_BOARD_MODE_PLACE:
      {
        g_autoptr(GArray) placements = bastide_game_list_placements (self->game);

        for (guint i = 0; i < placements->len; i++)
          {
            const BastidePlacement *p = &g_array_index (placements, BastidePlacement, i);
            gpointer key = cell_key (p->x, p->y);
            guint mask = GPOINTER_TO_UINT (g_hash_table_lookup (self->legal, key));

            g_hash_table_insert (self->legal, key, GUINT_TO_POINTER (mask | (1u << (p->rot & 3))));
          }
        if (mode != self->mode)
          place_cursor_near_play (self);
      }
      break;

    case BASTIDE_BOARD_MODE_DEPLOY:
      {
        g_autoptr(GArray) deploys = bastide_game_list_deploys (self->game);

        g_array_append_vals (self->deploys, deploys->data, deploys->len);
        build_deploy_spots (self);
      }
      break;

    case BASTIDE_BOARD_MODE_WAGON:
      {
        g_autoptr(GArray) targets = bastide_game_list_wagon_targets (self->game);

        g_array_append_vals (self->choices, targets->data, targets->len);
        build_choice_spots (self, SPOT_WAGON);
      }
      break;

    case BASTIDE_BOARD_MODE_PLAGUE:
      {
        g_autoptr(GArray) choices = bastide_game_list_plague_choices (self->game);

        g_array_append_vals (self->choices, choices->data, choices->len);
        build_choice_spots (self, SPOT_PLAGUE);
      }
      break;

    case BASTIDE_BOARD_MODE_ABBEY:
      {
        g_autoptr(GArray) holes = bastide_game_list_abbey_holes (self->game);

        g_array_append_vals (self->choices, holes->data, holes->len);
        build_choice_spots (self, SPOT_ABBEY);
      }
      break;

    case BASTIDE_BOARD_MODE_DRAW:
    case BASTIDE_BOARD_MODE_NONE:
    default:
      break;
    }

  if (mode != self->mode)
    {
      self->mode = mode;
      self->selected_spot = -1;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODE]);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTED_SPOT]);
    }
  else if (self->selected_spot >= (int) self->spots->len)
    {
      self->selected_spot = -1;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTED_SPOT]);
    }

  update_actions (self);
  update_description (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_signal_emit (self, signals[CHANGED], 0);
}

/* Accessibility */

static void
append_tile_description (GString                 *text,
                         const BastideTileType   *type)
{
  guint counts[BASTIDE_N_FEATURE_KINDS] = { 0 };
  g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *joined = NULL;

  if (type->is_wheel_board)
    {
      g_string_append (text, _("The wheel board."));
      return;
    }
  if (type->is_abbey)
    {
      g_string_append (text, _("An abbey."));
      return;
    }

  for (guint i = 0; i < type->n_features; i++)
    counts[type->features[i].kind]++;

  if (counts[BASTIDE_FEATURE_CITY])
    g_ptr_array_add (parts, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u city", "%u cities",
                                                          counts[BASTIDE_FEATURE_CITY]),
                                             counts[BASTIDE_FEATURE_CITY]));
  if (counts[BASTIDE_FEATURE_ROAD])
    g_ptr_array_add (parts, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u road", "%u roads",
                                                          counts[BASTIDE_FEATURE_ROAD]),
                                             counts[BASTIDE_FEATURE_ROAD]));
  if (counts[BASTIDE_FEATURE_FIELD])
    g_ptr_array_add (parts, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u field", "%u fields",
                                                          counts[BASTIDE_FEATURE_FIELD]),
                                             counts[BASTIDE_FEATURE_FIELD]));
  if (counts[BASTIDE_FEATURE_CLOISTER])
    g_ptr_array_add (parts, g_strdup (_("a cloister")));
  if (counts[BASTIDE_FEATURE_GARDEN])
    g_ptr_array_add (parts, g_strdup (_("a garden")));
  if (counts[BASTIDE_FEATURE_RIVER])
    g_ptr_array_add (parts, g_strdup (_("the river")));
  g_ptr_array_add (parts, NULL);

  joined = g_strjoinv (", ", (char **) parts->pdata);
  /* Translators: Describes a tile for screen readers; %s lists its
   * features, e.g. "1 city, 1 road, 2 fields" */
  g_string_append_printf (text, _("Tile with %s."), joined);
}

static const char *
piece_label (BastidePieceKind kind)
{
  switch (kind)
    {
    case BASTIDE_PIECE_MEEPLE: return _("meeple");
    case BASTIDE_PIECE_ABBOT: return _("abbot");
    case BASTIDE_PIECE_MAYOR: return _("mayor");
    case BASTIDE_PIECE_WAGON: return _("wagon");
    case BASTIDE_PIECE_BARN: return _("barn");
    case BASTIDE_N_PIECE_KINDS:
    default: return "";
    }
}

static void
update_description (BastideBoardView *self)
{
  g_autoptr(GString) text = g_string_new (NULL);
  const BastideState *state = board_view_get_state (self);
  const BastidePlacedTile *tile;

  if (state == NULL)
    {
      gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                      GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, _("No game"),
                                      -1);
      return;
    }

  /* Translators: The keyboard cursor's cell on the board, for screen
   * readers; x grows to the east, y to the south */
  g_string_append_printf (text, _("Column %d, row %d."), self->cursor_x, self->cursor_y);
  g_string_append_c (text, ' ');

  tile = board_view_tile_covering (self, self->cursor_x, self->cursor_y);
  if (tile != NULL)
    {
      append_tile_description (text, bastide_catalogue_get (tile->type));

      for (guint i = 0; i < state->n_pieces; i++)
        {
          const BastidePiece *piece = &state->pieces[i];
          const BastideNode *node;

          if (piece->crown >= 0 || piece->node >= state->n_nodes)
            continue;
          node = &state->nodes[piece->node];
          if (node->tile >= state->n_tiles || &state->tiles[node->tile] != tile)
            continue;

          g_string_append_c (text, ' ');
          /* Translators: A piece on the described tile, e.g. "Anna’s
           * meeple is here." */
          g_string_append_printf (text, _("%s’s %s is here."),
                                  bastide_game_get_player_name (self->game, piece->owner),
                                  piece_label (piece->kind));
        }
    }
  else
    {
      g_string_append (text, _("Empty."));
    }

  if (self->mode == BASTIDE_BOARD_MODE_PLACE)
    {
      guint mask = GPOINTER_TO_UINT (g_hash_table_lookup (self->legal,
                                                          cell_key (self->cursor_x, self->cursor_y)));
      guint n = __builtin_popcount (mask);

      g_string_append_c (text, ' ');
      if (n == 0)
        g_string_append (text, _("The tile in hand does not fit here."));
      else
        g_string_append_printf (text,
                                g_dngettext (GETTEXT_PACKAGE,
                                             "The tile in hand fits here in %u way.",
                                             "The tile in hand fits here in %u ways.", n),
                                n);
    }
  else if (self->selected_spot >= 0)
    {
      const Spot *spot = &g_array_index (self->spots, Spot, self->selected_spot);

      g_string_append_c (text, ' ');
      if (spot->kind == SPOT_DEPLOY)
        /* Translators: The deploy spot chosen with Tab, e.g. "Chosen: meeple 2 of 5." */
        g_string_append_printf (text, _("Chosen: %s, %d of %u."),
                                piece_label (spot->piece),
                                self->selected_spot + 1, self->spots->len);
      else
        g_string_append_printf (text, _("Chosen: choice %d of %u."),
                                self->selected_spot + 1, self->spots->len);
    }

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text->str,
                                  -1);
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

static void
bastide_board_view_measure (GtkWidget      *widget,
                            GtkOrientation  orientation,
                            int             for_size,
                            int            *minimum,
                            int            *natural,
                            int            *minimum_baseline,
                            int            *natural_baseline)
{
  *minimum = 160;
  *natural = 640;
}

static void
bastide_board_view_size_allocate (GtkWidget *widget,
                                  int        width,
                                  int        height,
                                  int        baseline)
{
  BastideBoardView *self = BASTIDE_BOARD_VIEW (widget);

  if (!self->fitted && self->game != NULL && width > 1 && height > 1)
    {
      self->fitted = TRUE;
      bastide_board_view_zoom_to_fit (self, FALSE);
    }
}

/* Pointer */

static int
spot_at (BastideBoardView *self,
         double            sx,
         double            sy)
{
  double radius = CLAMP (self->zoom * 0.085, 8, 22) * 1.3;
  double best = radius * radius;
  int found = -1;

  for (guint i = 0; i < self->spots->len; i++)
    {
      const Spot *spot = &g_array_index (self->spots, Spot, i);
      double dx = to_screen_x (self, spot->bx) - sx;
      double dy = to_screen_y (self, spot->by) - sy;

      if (dx * dx + dy * dy <= best)
        {
          best = dx * dx + dy * dy;
          found = i;
        }
    }

  if (found >= 0)
    return found;

  /* Abbey holes and chosen features: the whole cell answers */
  for (guint i = 0; i < self->spots->len; i++)
    {
      const Spot *spot = &g_array_index (self->spots, Spot, i);

      if (spot->kind != SPOT_DEPLOY
          && floor (to_board_x (self, sx)) == spot->x && floor (to_board_y (self, sy)) == spot->y)
        return i;
    }

  return -1;
}

static void
pointer_moved (BastideBoardView *self,
               double            x,
               double            y)
{
  self->has_pointer = TRUE;
  self->pointer_x = x;
  self->pointer_y = y;

  if (self->mode == BASTIDE_BOARD_MODE_PLACE)
    {
      int cx = (int) floor (to_board_x (self, x));
      int cy = (int) floor (to_board_y (self, y));

      if (cx != self->cursor_x || cy != self->cursor_y)
        {
          self->cursor_x = cx;
          self->cursor_y = cy;
          update_description (self);
          gtk_widget_queue_draw (GTK_WIDGET (self));
        }
    }
  else if (self->spots->len > 0)
    {
      int spot = spot_at (self, x, y);

      if (spot != self->hovered_spot)
        {
          self->hovered_spot = spot;
          gtk_widget_set_cursor_from_name (GTK_WIDGET (self), spot >= 0 ? "pointer" : NULL);
          gtk_widget_queue_draw (GTK_WIDGET (self));
        }
    }
}

static void
motion_cb (GtkEventControllerMotion *controller,
           double                    x,
           double                    y,
           BastideBoardView         *self)
{
  if (self->panning)
    return;
  pointer_moved (self, x, y);
}

static void
leave_cb (GtkEventControllerMotion *controller,
          BastideBoardView         *self)
{
  self->has_pointer = FALSE;
  self->hovered_spot = -1;
  gtk_widget_set_cursor (GTK_WIDGET (self), NULL);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
emit_error (BastideBoardView *self,
            const GError     *error)
{
  if (error != NULL)
    g_signal_emit (self, signals[MESSAGE], 0, error->message);
}

static void
activate_spot (BastideBoardView *self,
               int               index)
{
  const Spot *spot;
  g_autoptr(GError) error = NULL;
  gboolean ok = TRUE;

  if (index < 0 || index >= (int) self->spots->len)
    return;

  spot = &g_array_index (self->spots, Spot, index);
  switch (spot->kind)
    {
    case SPOT_DEPLOY:
      /* a click chooses; a second click on the same spot unchooses */
      set_selected_spot (self, self->selected_spot == index ? -1 : index);
      return;

    case SPOT_WAGON:
      ok = bastide_game_move_wagon (self->game, spot->x, spot->y, spot->feature, &error);
      break;

    case SPOT_PLAGUE:
      ok = bastide_game_plague_return (self->game, spot->x, spot->y, spot->feature, &error);
      break;

    case SPOT_ABBEY:
      ok = bastide_game_play_abbey (self->game, spot->x, spot->y, &error);
      break;

    default:
      break;
    }

  if (!ok)
    emit_error (self, error);
}

static void
click (BastideBoardView *self,
       guint             button,
       double            x,
       double            y)
{
  if (!gtk_widget_has_focus (GTK_WIDGET (self)))
    gtk_widget_grab_focus (GTK_WIDGET (self));

  pointer_moved (self, x, y);

  if (button == GDK_BUTTON_SECONDARY)
    {
      bastide_board_view_rotate (self, 1);
      return;
    }
  if (button != GDK_BUTTON_PRIMARY)
    return;

  switch (self->mode)
    {
    case BASTIDE_BOARD_MODE_PLACE:
      bastide_board_view_place_at (self, (int) floor (to_board_x (self, x)),
                                   (int) floor (to_board_y (self, y)));
      break;

    case BASTIDE_BOARD_MODE_DEPLOY:
    case BASTIDE_BOARD_MODE_WAGON:
    case BASTIDE_BOARD_MODE_PLAGUE:
    case BASTIDE_BOARD_MODE_ABBEY:
      activate_spot (self, spot_at (self, x, y));
      break;

    case BASTIDE_BOARD_MODE_DRAW:
    case BASTIDE_BOARD_MODE_NONE:
    default:
      break;
    }
}

static void
drag_begin_cb (GtkGestureDrag   *gesture,
               double            x,
               double            y,
               BastideBoardView *self)
{
  self->drag_center_x = self->center_x;
  self->drag_center_y = self->center_y;
  self->panning = FALSE;
}

static void
drag_update_cb (GtkGestureDrag   *gesture,
                double            dx,
                double            dy,
                BastideBoardView *self)
{
  double x, y;

  if (!self->panning)
    {
      gtk_gesture_drag_get_start_point (gesture, &x, &y);
      if (!gtk_drag_check_threshold (GTK_WIDGET (self), x, y, x + dx, y + dy))
        return;
      self->panning = TRUE;
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
      gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "grabbing");
      if (self->view_animation != NULL)
        adw_animation_skip (self->view_animation);
    }

  set_view (self, self->zoom,
            self->drag_center_x - dx / self->zoom,
            self->drag_center_y - dy / self->zoom);
}

static void
drag_end_cb (GtkGestureDrag   *gesture,
             double            dx,
             double            dy,
             BastideBoardView *self)
{
  guint button = gtk_gesture_single_get_current_button (GTK_GESTURE_SINGLE (gesture));
  double x, y;

  gtk_gesture_drag_get_start_point (gesture, &x, &y);

  if (self->panning)
    {
      self->panning = FALSE;
      gtk_widget_set_cursor (GTK_WIDGET (self), NULL);
      pointer_moved (self, x + dx, y + dy);
      return;
    }

  click (self, button, x + dx, y + dy);
}

static void
zoom_begin_cb (GtkGesture       *gesture,
               GdkEventSequence *sequence,
               BastideBoardView *self)
{
  double x, y;

  gtk_gesture_get_bounding_box_center (gesture, &x, &y);
  self->pinch_zoom = self->zoom;
  self->pinch_bx = to_board_x (self, x);
  self->pinch_by = to_board_y (self, y);
}

static void
zoom_scale_changed_cb (GtkGestureZoom   *gesture,
                       double            scale,
                       BastideBoardView *self)
{
  int width = gtk_widget_get_width (GTK_WIDGET (self));
  int height = gtk_widget_get_height (GTK_WIDGET (self));
  double zoom = CLAMP (self->pinch_zoom * scale, MIN_ZOOM, MAX_ZOOM);
  double x, y;

  gtk_gesture_get_bounding_box_center (GTK_GESTURE (gesture), &x, &y);
  set_view (self, zoom,
            self->pinch_bx - (x - width / 2.0) / zoom,
            self->pinch_by - (y - height / 2.0) / zoom);
}

static gboolean
scroll_cb (GtkEventControllerScroll *controller,
           double                    dx,
           double                    dy,
           BastideBoardView         *self)
{
  GdkModifierType mods = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (controller));
  GdkScrollUnit unit = gtk_event_controller_scroll_get_unit (controller);

  if (unit == GDK_SCROLL_UNIT_SURFACE && !(mods & GDK_CONTROL_MASK))
    {
      /* touchpads pan; a wheel or Ctrl zooms around the pointer */
      set_view (self, self->zoom, self->center_x + dx / self->zoom, self->center_y + dy / self->zoom);
      return GDK_EVENT_STOP;
    }

  if (dy == 0)
    return GDK_EVENT_PROPAGATE;

  if (unit == GDK_SCROLL_UNIT_SURFACE)
    dy /= 20;

  zoom_around (self, self->zoom * pow (ZOOM_STEP, -dy),
               self->has_pointer ? self->pointer_x : gtk_widget_get_width (GTK_WIDGET (self)) / 2.0,
               self->has_pointer ? self->pointer_y : gtk_widget_get_height (GTK_WIDGET (self)) / 2.0);

  return GDK_EVENT_STOP;
}

/* Keyboard: every key goes through an action, so the keys, the tests and
 * assistive technologies all drive the board the same way. */

static void
move_cursor_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  BastideBoardView *self = BASTIDE_BOARD_VIEW (widget);
  int dx, dy;

  g_variant_get (parameter, "(ii)", &dx, &dy);
  bastide_board_view_set_cursor (self, self->cursor_x + dx, self->cursor_y + dy);
}

static void
pan_action (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  BastideBoardView *self = BASTIDE_BOARD_VIEW (widget);
  double step_x = gtk_widget_get_width (widget) / 4.0 / self->zoom;
  double step_y = gtk_widget_get_height (widget) / 4.0 / self->zoom;
  int dx, dy;

  g_variant_get (parameter, "(ii)", &dx, &dy);
  animate_view (self, self->zoom, self->center_x + dx * step_x, self->center_y + dy * step_y, TRUE);
}

static void
zoom_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  BastideBoardView *self = BASTIDE_BOARD_VIEW (widget);
  int direction = g_variant_get_int32 (parameter);

  if (direction > 0)
    bastide_board_view_zoom_in (self);
  else if (direction < 0)
    bastide_board_view_zoom_out (self);
  else
    bastide_board_view_zoom_to_fit (self, TRUE);
}

static void
rotate_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  bastide_board_view_rotate (BASTIDE_BOARD_VIEW (widget), g_variant_get_int32 (parameter));
}

static void
confirm_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  bastide_board_view_confirm (BASTIDE_BOARD_VIEW (widget));
}

static void
skip_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  bastide_board_view_skip (BASTIDE_BOARD_VIEW (widget));
}

static void
cycle_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  bastide_board_view_cycle_spot (BASTIDE_BOARD_VIEW (widget), g_variant_get_int32 (parameter));
}

/* A disabled action lets its key through: Tab moves the focus on when
 * there is nothing to choose on the board. */
static void
update_actions (BastideBoardView *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  gboolean has_game = self->game != NULL;
  gboolean choices;

  if (self->mode == BASTIDE_BOARD_MODE_PLACE)
    choices = g_hash_table_size (self->legal) > 0;
  else
    choices = self->mode != BASTIDE_BOARD_MODE_NONE && self->spots->len > 0;

  gtk_widget_action_set_enabled (widget, "board.move-cursor", has_game);
  gtk_widget_action_set_enabled (widget, "board.pan", has_game);
  gtk_widget_action_set_enabled (widget, "board.zoom", has_game);
  gtk_widget_action_set_enabled (widget, "board.rotate", self->mode == BASTIDE_BOARD_MODE_PLACE);
  gtk_widget_action_set_enabled (widget, "board.confirm", self->mode != BASTIDE_BOARD_MODE_NONE);
  gtk_widget_action_set_enabled (widget, "board.skip", bastide_board_view_can_skip (self));
  gtk_widget_action_set_enabled (widget, "board.cycle", choices);
}

/* The model */

static void
position_changed_cb (BastideBoardView *self)
{
  clear_effects (self, FALSE);
  self->has_last = FALSE;
  bastide_board_view_clear_suggestion (self);
  refresh (self);
}

static void
tile_placed_cb (BastideBoardView *self,
                int               x,
                int               y,
                guint             rot,
                guint             tile_type,
                guint             player)
{
  self->has_last = TRUE;
  self->last_x = x;
  self->last_y = y;
  self->last_player = player;
  self->cursor_x = x;
  self->cursor_y = y;
  bastide_board_view_clear_suggestion (self);

  if (bastide_game_get_player_kind (self->game, player) == BASTIDE_PLAYER_COMPUTER)
    {
      add_flash (self, EFFECT_FLASH_TILE, x, y, player);
      ensure_visible (self, x, y, 1);
    }

  refresh (self);
}

static void
piece_deployed_cb (BastideBoardView *self,
                   guint             player,
                   BastidePieceKind  kind,
                   int               x,
                   int               y,
                   int               feature,
                   int               corner,
                   int               crown)
{
  const BastideState *state = board_view_get_state (self);

  if (bastide_game_get_player_kind (self->game, player) == BASTIDE_PLAYER_COMPUTER
      && state->n_pieces > 0)
    {
      double px, py;

      /* the piece just deployed is the last one in the list */
      for (guint i = state->n_pieces; i-- > 0;)
        if (state->pieces[i].owner == player && state->pieces[i].kind == kind
            && bastide_render_piece_position (state, i, &px, &py))
          {
            add_flash (self, EFFECT_FLASH_PIECE, px, py, player);
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
  refresh (self);
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
  disconnect_game (self);
  g_clear_handle_id (&self->settle_id, g_source_remove);
  g_clear_object (&self->view_animation);

  G_OBJECT_CLASS (bastide_board_view_parent_class)->dispose (object);
}

static void
bastide_board_view_finalize (GObject *object)
{
  BastideBoardView *self = BASTIDE_BOARD_VIEW (object);

  g_clear_pointer (&self->cache, bastide_tile_cache_free);
  g_clear_pointer (&self->tile_at, g_hash_table_unref);
  g_clear_pointer (&self->legal, g_hash_table_unref);
  g_clear_pointer (&self->deploys, g_array_unref);
  g_clear_pointer (&self->choices, g_array_unref);
  g_clear_pointer (&self->spots, g_array_unref);
  g_clear_pointer (&self->flashes, g_ptr_array_unref);

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

    case PROP_ZOOM:
      g_value_set_double (value, self->zoom);
      break;

    case PROP_BUSY:
      g_value_set_boolean (value, bastide_board_view_get_busy (self));
      break;

    case PROP_SELECTED_SPOT:
      g_value_set_int (value, self->selected_spot);
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

    case PROP_ZOOM:
      bastide_board_view_set_zoom (self, g_value_get_double (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
add_arrow_bindings (GtkWidgetClass  *widget_class,
                    const char      *action,
                    GdkModifierType  mods)
{
  static const struct { guint key; guint kp; int dx; int dy; } arrows[] = {
    { GDK_KEY_Left, GDK_KEY_KP_Left, -1, 0 },
    { GDK_KEY_Right, GDK_KEY_KP_Right, 1, 0 },
    { GDK_KEY_Up, GDK_KEY_KP_Up, 0, -1 },
    { GDK_KEY_Down, GDK_KEY_KP_Down, 0, 1 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (arrows); i++)
    {
      gtk_widget_class_add_binding_action (widget_class, arrows[i].key, mods, action,
                                           "(ii)", arrows[i].dx, arrows[i].dy);
      gtk_widget_class_add_binding_action (widget_class, arrows[i].kp, mods, action,
                                           "(ii)", arrows[i].dx, arrows[i].dy);
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
  widget_class->measure = bastide_board_view_measure;
  widget_class->size_allocate = bastide_board_view_size_allocate;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL,
                         BASTIDE_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_MODE] =
    g_param_spec_int ("mode", NULL, NULL,
                      BASTIDE_BOARD_MODE_NONE, BASTIDE_BOARD_MODE_DRAW, BASTIDE_BOARD_MODE_NONE,
                      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ZOOM] =
    g_param_spec_double ("zoom", NULL, NULL,
                         MIN_ZOOM, MAX_ZOOM, DEFAULT_ZOOM,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_BUSY] =
    g_param_spec_boolean ("busy", NULL, NULL,
                          FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SELECTED_SPOT] =
    g_param_spec_int ("selected-spot", NULL, NULL,
                      -1, G_MAXINT, -1,
                      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * BastideBoardView::message:
   * @self: the board
   * @text: why a move was refused (the engine's reason)
   */
  signals[MESSAGE] =
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
  signals[SCORING_SHOWN] =
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
  signals[CHANGED] =
    g_signal_new ("changed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);

  gtk_widget_class_install_action (widget_class, "board.move-cursor", "(ii)", move_cursor_action);
  gtk_widget_class_install_action (widget_class, "board.pan", "(ii)", pan_action);
  gtk_widget_class_install_action (widget_class, "board.zoom", "i", zoom_action);
  gtk_widget_class_install_action (widget_class, "board.rotate", "i", rotate_action);
  gtk_widget_class_install_action (widget_class, "board.confirm", NULL, confirm_action);
  gtk_widget_class_install_action (widget_class, "board.skip", NULL, skip_action);
  gtk_widget_class_install_action (widget_class, "board.cycle", "i", cycle_action);

  add_arrow_bindings (widget_class, "board.move-cursor", 0);
  add_arrow_bindings (widget_class, "board.pan", GDK_CONTROL_MASK);
  add_arrow_bindings (widget_class, "board.pan", GDK_SHIFT_MASK);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_plus, 0, "board.zoom", "i", 1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_plus, GDK_SHIFT_MASK, "board.zoom", "i", 1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_equal, 0, "board.zoom", "i", 1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Add, 0, "board.zoom", "i", 1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_minus, 0, "board.zoom", "i", -1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Subtract, 0, "board.zoom", "i", -1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_0, 0, "board.zoom", "i", 0);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_0, 0, "board.zoom", "i", 0);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Home, 0, "board.zoom", "i", 0);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_r, 0, "board.rotate", "i", 1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_R, GDK_SHIFT_MASK, "board.rotate", "i", -1);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, 0, "board.confirm", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Enter, 0, "board.confirm", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_space, 0, "board.confirm", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "board.skip", NULL);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Tab, 0, "board.cycle", "i", 1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Tab, 0, "board.cycle", "i", 1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_ISO_Left_Tab, GDK_SHIFT_MASK, "board.cycle", "i", -1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Tab, GDK_SHIFT_MASK, "board.cycle", "i", -1);

  gtk_widget_class_set_css_name (widget_class, "boardview");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
bastide_board_view_init (BastideBoardView *self)
{
  GtkEventController *controller;

  self->zoom = DEFAULT_ZOOM;
  self->hand = -1;
  self->selected_spot = -1;
  self->hovered_spot = -1;
  self->cache = bastide_tile_cache_new ();
  self->tile_at = g_hash_table_new (NULL, NULL);
  self->legal = g_hash_table_new (NULL, NULL);
  self->deploys = g_array_new (FALSE, FALSE, sizeof (BastideDeploy));
  self->choices = g_array_new (FALSE, FALSE, sizeof (BastideFeatureCell));
  self->spots = g_array_new (FALSE, FALSE, sizeof (Spot));
  self->flashes = g_ptr_array_new_with_free_func (effect_free);
  g_queue_init (&self->scorings);

  for (guint p = 0; p < BASTIDE_MAX_PLAYERS; p++)
    self->colors[p] = p;

  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_focus_on_click (GTK_WIDGET (self), TRUE);
  gtk_widget_set_overflow (GTK_WIDGET (self), GTK_OVERFLOW_HIDDEN);

  self->drag = gtk_gesture_drag_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (self->drag), 0);
  g_signal_connect (self->drag, "drag-begin", G_CALLBACK (drag_begin_cb), self);
  g_signal_connect (self->drag, "drag-update", G_CALLBACK (drag_update_cb), self);
  g_signal_connect (self->drag, "drag-end", G_CALLBACK (drag_end_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (self->drag));

  self->zoom_gesture = gtk_gesture_zoom_new ();
  g_signal_connect (self->zoom_gesture, "begin", G_CALLBACK (zoom_begin_cb), self);
  g_signal_connect (self->zoom_gesture, "scale-changed", G_CALLBACK (zoom_scale_changed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (self->zoom_gesture));
  gtk_gesture_group (self->zoom_gesture, self->drag);

  controller = gtk_event_controller_motion_new ();
  g_signal_connect (controller, "motion", G_CALLBACK (motion_cb), self);
  g_signal_connect (controller, "leave", G_CALLBACK (leave_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);

  controller = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES);
  g_signal_connect (controller, "scroll", G_CALLBACK (scroll_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Board"),
                                  GTK_ACCESSIBLE_PROPERTY_KEY_SHORTCUTS,
                                  "Left Right Up Down R Shift+R Return Escape Tab plus minus 0",
                                  -1);
  update_actions (self);
  update_description (self);
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
  disconnect_game (self);
  self->has_last = FALSE;
  self->has_suggestion = FALSE;
  self->hand = -1;
  self->rotation = 0;
  self->cursor_x = 0;
  self->cursor_y = 0;
  self->mode = BASTIDE_BOARD_MODE_NONE;

  if (game != NULL)
    {
      const BastideState *state = bastide_game_get_state (game);

      self->game = g_object_ref (game);

      if (state->n_tiles > 0)
        {
          const BastidePlacedTile *last = &state->tiles[MIN (state->last_tile, state->n_tiles - 1)];

          self->has_last = state->turn > 0;
          self->last_x = last->x;
          self->last_y = last->y;
          self->last_player = state->active;
          self->cursor_x = last->x;
          self->cursor_y = last->y;
        }

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

  refresh (self);

  self->fitted = FALSE;
  if (gtk_widget_get_width (GTK_WIDGET (self)) > 1)
    {
      self->fitted = TRUE;
      bastide_board_view_zoom_to_fit (self, FALSE);
    }

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
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

double
bastide_board_view_get_zoom (BastideBoardView *self)
{
  g_return_val_if_fail (BASTIDE_IS_BOARD_VIEW (self), DEFAULT_ZOOM);

  return self->zoom;
}

void
bastide_board_view_set_zoom (BastideBoardView *self,
                             double            zoom)
{
  g_return_if_fail (BASTIDE_IS_BOARD_VIEW (self));

  set_view (self, zoom, self->center_x, self->center_y);
}

void
bastide_board_view_zoom_in (BastideBoardView *self)
{
  g_return_if_fail (BASTIDE_IS_BOARD_VIEW (self));

  animate_view (self, self->zoom * ZOOM_STEP, self->center_x, self->center_y, TRUE);
}

void
bastide_board_view_zoom_out (BastideBoardView *self)
{
  g_return_if_fail (BASTIDE_IS_BOARD_VIEW (self));

  animate_view (self, self->zoom / ZOOM_STEP, self->center_x, self->center_y, TRUE);
}

/**
 * bastide_board_view_zoom_to_fit:
 * @self: a #BastideBoardView
 * @animate: whether to move there smoothly
 *
 * Zooms and pans so that every tile, and every cell the tile in hand may
 * go to, is in view.
 */
void
bastide_board_view_zoom_to_fit (BastideBoardView *self,
                                gboolean          animate)
{
  int width = gtk_widget_get_width (GTK_WIDGET (self));
  int height = gtk_widget_get_height (GTK_WIDGET (self));
  double x0, y0, x1, y1;
  double zoom;

  g_return_if_fail (BASTIDE_IS_BOARD_VIEW (self));

  if (width <= 1 || height <= 1)
    return;

  board_bounds (self, &x0, &y0, &x1, &y1);
  /* half a cell of margin all round, besides the insets */
  x0 -= 0.5;
  y0 -= 0.5;
  x1 += 0.5;
  y1 += 0.5;

  width -= self->insets.left + self->insets.right;
  height -= self->insets.top + self->insets.bottom;
  zoom = MIN (MAX (width, 1) / (x1 - x0), MAX (height, 1) / (y1 - y0));
  zoom = floor (CLAMP (zoom, MIN_ZOOM, FIT_MAX_ZOOM));

  /* centre the board in the part of the view the insets leave free */
  animate_view (self, zoom,
                (x0 + x1) / 2 - (self->insets.left - self->insets.right) / 2.0 / zoom,
                (y0 + y1) / 2 - (self->insets.top - self->insets.bottom) / 2.0 / zoom,
                animate);
}

/**
 * bastide_board_view_set_insets:
 * @self: a #BastideBoardView
 * @insets: pixels at each side covered by floating controls
 *
 * Zooming to fit keeps the board out of these margins.
 */
void
bastide_board_view_set_insets (BastideBoardView *self,
                               const GtkBorder  *insets)
{
  g_return_if_fail (BASTIDE_IS_BOARD_VIEW (self));
  g_return_if_fail (insets != NULL);

  self->insets = *insets;
}

/**
 * bastide_board_view_center_on:
 * @self: a #BastideBoardView
 * @x: board column (cells, may be fractional)
 * @y: board row
 * @animate: whether to move there smoothly
 *
 * Pans so that the board point (x, y) is in the middle of the view.
 */
void
bastide_board_view_center_on (BastideBoardView *self,
                              double            x,
                              double            y,
                              gboolean          animate)
{
  g_return_if_fail (BASTIDE_IS_BOARD_VIEW (self));

  animate_view (self, self->zoom, x, y, animate);
}

void
bastide_board_view_get_cursor (BastideBoardView *self,
                               int              *x,
                               int              *y)
{
  g_return_if_fail (BASTIDE_IS_BOARD_VIEW (self));

  if (x != NULL)
    *x = self->cursor_x;
  if (y != NULL)
    *y = self->cursor_y;
}

/**
 * bastide_board_view_set_cursor:
 * @self: a #BastideBoardView
 * @x: column
 * @y: row
 *
 * Moves the keyboard cursor to cell (x, y), and the view with it when the
 * cell is out of sight.
 */
void
bastide_board_view_set_cursor (BastideBoardView *self,
                               int               x,
                               int               y)
{
  g_return_if_fail (BASTIDE_IS_BOARD_VIEW (self));

  self->cursor_x = x;
  self->cursor_y = y;
  ensure_visible (self, x, y, 1);
  update_description (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/**
 * bastide_board_view_get_rotation:
 * @self: a #BastideBoardView
 *
 * Returns: the rotation the tile in hand would be placed with at the
 *   cursor (quarter turns clockwise)
 */
guint
bastide_board_view_get_rotation (BastideBoardView *self)
{
  g_return_val_if_fail (BASTIDE_IS_BOARD_VIEW (self), 0);

  return board_view_effective_rotation (self, self->cursor_x, self->cursor_y);
}

/**
 * bastide_board_view_rotate:
 * @self: a #BastideBoardView
 * @direction: 1 clockwise, -1 counter-clockwise
 *
 * Turns the tile in hand. Over a cell where it fits, only the rotations
 * that fit there are visited.
 */
void
bastide_board_view_rotate (BastideBoardView *self,
                           int               direction)
{
  guint mask;
  guint current;

  g_return_if_fail (BASTIDE_IS_BOARD_VIEW (self));

  if (self->mode != BASTIDE_BOARD_MODE_PLACE)
    return;

  direction = direction < 0 ? 3 : 1;
  mask = GPOINTER_TO_UINT (g_hash_table_lookup (self->legal, cell_key (self->cursor_x, self->cursor_y)));
  current = board_view_effective_rotation (self, self->cursor_x, self->cursor_y);

  if (mask == 0)
    {
      self->rotation = (current + direction) & 3;
    }
  else
    {
      for (guint i = 1; i <= 4; i++)
        {
          guint rot = (current + i * direction) & 3;

          if (mask & (1u << rot))
            {
              self->rotation = rot;
              break;
            }
        }
    }

  update_description (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_signal_emit (self, signals[CHANGED], 0);
}

/**
 * bastide_board_view_place_at:
 * @self: a #BastideBoardView
 * @x: column
 * @y: row
 *
 * Places the tile in hand on (x, y) with the rotation the preview shows
 * there. A refusal is reported through #BastideBoardView::message.
 *
 * Returns: whether the tile was placed
 */
gboolean
bastide_board_view_place_at (BastideBoardView *self,
                             int               x,
                             int               y)
{
  g_autoptr(GError) error = NULL;
  guint rot;

  g_return_val_if_fail (BASTIDE_IS_BOARD_VIEW (self), FALSE);

  if (self->mode != BASTIDE_BOARD_MODE_PLACE)
    return FALSE;

  self->cursor_x = x;
  self->cursor_y = y;
  rot = board_view_effective_rotation (self, x, y);

  if (!bastide_game_place (self->game, x, y, rot, &error))
    {
      emit_error (self, error);
      gtk_widget_queue_draw (GTK_WIDGET (self));
      return FALSE;
    }

  return TRUE;
}

guint
bastide_board_view_get_n_spots (BastideBoardView *self)
{
  g_return_val_if_fail (BASTIDE_IS_BOARD_VIEW (self), 0);

  return self->spots->len;
}

int
bastide_board_view_get_selected_spot (BastideBoardView *self)
{
  g_return_val_if_fail (BASTIDE_IS_BOARD_VIEW (self), -1);

  return self->selected_spot;
}

void
bastide_board_view_select_spot (BastideBoardView *self,
                                int               index)
{
  g_return_if_fail (BASTIDE_IS_BOARD_VIEW (self));

  set_selected_spot (self, index);
}

/**
 * bastide_board_view_get_spot_deploy:
 * @self: a #BastideBoardView
 * @index: a spot, as bastide_board_view_get_selected_spot() gives it
 * @deploy: (out): what choosing that spot deploys
 *
 * Returns: whether @index is a deploy spot
 */
gboolean
bastide_board_view_get_spot_deploy (BastideBoardView *self,
                                    int               index,
                                    BastideDeploy    *deploy)
{
  const Spot *spot;

  g_return_val_if_fail (BASTIDE_IS_BOARD_VIEW (self), FALSE);
  g_return_val_if_fail (deploy != NULL, FALSE);

  if (index < 0 || index >= (int) self->spots->len)
    return FALSE;

  spot = &g_array_index (self->spots, Spot, index);
  if (spot->kind != SPOT_DEPLOY)
    return FALSE;

  *deploy = g_array_index (self->deploys, BastideDeploy, spot->index);
  return TRUE;
}

/**
 * bastide_board_view_cycle_spot:
 * @self: a #BastideBoardView
 * @direction: 1 for the next, -1 for the previous
 *
 * Chooses the next choice on the board (Tab): a deploy spot, a target, or
 * while placing, the next cell where the tile in hand fits.
 */
void
bastide_board_view_cycle_spot (BastideBoardView *self,
                               int               direction)
{
  g_return_if_fail (BASTIDE_IS_BOARD_VIEW (self));

  if (self->mode == BASTIDE_BOARD_MODE_PLACE)
    {
      g_autoptr(GArray) cells = g_array_new (FALSE, FALSE, sizeof (int) * 2);
      GHashTableIter iter;
      gpointer key;
      guint current = 0;
      int found = -1;

      /* cells in reading order, so Tab walks the board predictably */
      g_hash_table_iter_init (&iter, self->legal);
      while (g_hash_table_iter_next (&iter, &key, NULL))
        {
          guint packed = GPOINTER_TO_UINT (key);
          int xy[2] = { (int) (packed >> 16) - 0x4000, (int) (packed & 0xffff) - 0x4000 };
          guint pos = 0;

          while (pos < cells->len)
            {
              int *other = &g_array_index (cells, int, pos * 2);

              if (xy[1] < other[1] || (xy[1] == other[1] && xy[0] < other[0]))
                break;
              pos++;
            }
          g_array_insert_vals (cells, pos, xy, 1);
        }
      if (cells->len == 0)
        return;

      for (guint i = 0; i < cells->len; i++)
        {
          int *xy = &g_array_index (cells, int, i * 2);

          if (xy[0] == self->cursor_x && xy[1] == self->cursor_y)
            found = i;
        }
      if (found < 0)
        current = direction > 0 ? 0 : cells->len - 1;
      else
        current = (found + cells->len + (direction > 0 ? 1 : -1)) % cells->len;

      bastide_board_view_set_cursor (self,
                                     g_array_index (cells, int, current * 2),
                                     g_array_index (cells, int, current * 2 + 1));
      return;
    }

  if (self->spots->len == 0)
    return;

  if (self->selected_spot < 0)
    set_selected_spot (self, direction > 0 ? 0 : (int) self->spots->len - 1);
  else
    set_selected_spot (self, (self->selected_spot + self->spots->len + (direction > 0 ? 1 : -1))
                             % self->spots->len);

  {
    const Spot *spot = &g_array_index (self->spots, Spot, self->selected_spot);

    self->cursor_x = spot->x;
    self->cursor_y = spot->y;
    ensure_visible (self, floor (spot->bx), floor (spot->by), 1);
    update_description (self);
  }
}

gboolean
bastide_board_view_can_confirm (BastideBoardView *self)
{
  g_return_val_if_fail (BASTIDE_IS_BOARD_VIEW (self), FALSE);

  switch (self->mode)
    {
    case BASTIDE_BOARD_MODE_PLACE:
      return g_hash_table_contains (self->legal, cell_key (self->cursor_x, self->cursor_y));

    case BASTIDE_BOARD_MODE_DEPLOY:
    case BASTIDE_BOARD_MODE_DRAW:
      return TRUE;

    case BASTIDE_BOARD_MODE_WAGON:
    case BASTIDE_BOARD_MODE_PLAGUE:
    case BASTIDE_BOARD_MODE_ABBEY:
      return self->selected_spot >= 0;

    case BASTIDE_BOARD_MODE_NONE:
    default:
      return FALSE;
    }
}

/**
 * bastide_board_view_confirm:
 * @self: a #BastideBoardView
 *
 * What Enter does: place the tile in hand at the cursor, end the turn with
 * the chosen deploy spot (or none), or take the chosen choice.
 *
 * Returns: whether there was something to confirm
 */
gboolean
bastide_board_view_confirm (BastideBoardView *self)
{
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (BASTIDE_IS_BOARD_VIEW (self), FALSE);

  switch (self->mode)
    {
    case BASTIDE_BOARD_MODE_PLACE:
      bastide_board_view_place_at (self, self->cursor_x, self->cursor_y);
      return TRUE;

    case BASTIDE_BOARD_MODE_DEPLOY:
      {
        const BastideDeploy *deploy = NULL;

        if (self->selected_spot >= 0)
          {
            const Spot *spot = &g_array_index (self->spots, Spot, self->selected_spot);

            deploy = &g_array_index (self->deploys, BastideDeploy, spot->index);
          }
        if (!bastide_game_deploy (self->game, deploy, &error))
          emit_error (self, error);
      }
      return TRUE;

    case BASTIDE_BOARD_MODE_WAGON:
    case BASTIDE_BOARD_MODE_PLAGUE:
    case BASTIDE_BOARD_MODE_ABBEY:
      if (self->selected_spot < 0)
        return FALSE;
      activate_spot (self, self->selected_spot);
      return TRUE;

    case BASTIDE_BOARD_MODE_DRAW:
      if (!bastide_game_draw (self->game, &error))
        emit_error (self, error);
      return TRUE;

    case BASTIDE_BOARD_MODE_NONE:
    default:
      return FALSE;
    }
}

gboolean
bastide_board_view_can_skip (BastideBoardView *self)
{
  g_return_val_if_fail (BASTIDE_IS_BOARD_VIEW (self), FALSE);

  switch (self->mode)
    {
    case BASTIDE_BOARD_MODE_DEPLOY:
    case BASTIDE_BOARD_MODE_WAGON:
    case BASTIDE_BOARD_MODE_ABBEY:
      return TRUE;

    case BASTIDE_BOARD_MODE_PLACE:
      return self->game != NULL && bastide_game_can_discard (self->game);

    case BASTIDE_BOARD_MODE_PLAGUE:
    case BASTIDE_BOARD_MODE_DRAW:
    case BASTIDE_BOARD_MODE_NONE:
    default:
      return FALSE;
    }
}

/**
 * bastide_board_view_skip:
 * @self: a #BastideBoardView
 *
 * What Escape does: end the turn without deploying, send a wagon home,
 * draw instead of playing the abbey (or pass in the last round), or
 * discard a tile that fits nowhere.
 *
 * Returns: whether there was something to skip
 */
gboolean
bastide_board_view_skip (BastideBoardView *self)
{
  g_autoptr(GError) error = NULL;
  gboolean ok = TRUE;

  g_return_val_if_fail (BASTIDE_IS_BOARD_VIEW (self), FALSE);

  if (!bastide_board_view_can_skip (self))
    return FALSE;

  switch (self->mode)
    {
    case BASTIDE_BOARD_MODE_DEPLOY:
      ok = bastide_game_deploy (self->game, NULL, &error);
      break;

    case BASTIDE_BOARD_MODE_WAGON:
      ok = bastide_game_wagon_home (self->game, &error);
      break;

    case BASTIDE_BOARD_MODE_ABBEY:
      if (bastide_game_get_phase (self->game) == BASTIDE_PHASE_ABBEY_ROUND)
        ok = bastide_game_pass (self->game, &error);
      else
        ok = bastide_game_draw (self->game, &error);
      break;

    case BASTIDE_BOARD_MODE_PLACE:
      ok = bastide_game_discard (self->game, &error);
      break;

    case BASTIDE_BOARD_MODE_PLAGUE:
    case BASTIDE_BOARD_MODE_DRAW:
    case BASTIDE_BOARD_MODE_NONE:
    default:
      return FALSE;
    }

  if (!ok)
    emit_error (self, error);

  return TRUE;
}

/**
 * bastide_board_view_show_suggestion:
 * @self: a #BastideBoardView
 * @x: column
 * @y: row
 * @rot: rotation of the tile in hand
 * @deploy: (nullable): the piece to deploy on it
 *
 * Shows a suggested move (a hint) on the board until the tile is placed.
 */
void
bastide_board_view_show_suggestion (BastideBoardView    *self,
                                    int                  x,
                                    int                  y,
                                    guint                rot,
                                    const BastideDeploy *deploy)
{
  g_return_if_fail (BASTIDE_IS_BOARD_VIEW (self));

  self->has_suggestion = TRUE;
  self->sugg_x = x;
  self->sugg_y = y;
  self->sugg_rot = rot & 3;
  self->sugg_has_deploy = deploy != NULL;
  if (deploy != NULL)
    self->sugg_deploy = *deploy;

  self->cursor_x = x;
  self->cursor_y = y;
  self->rotation = rot & 3;
  ensure_visible (self, x, y, 1);
  update_description (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
bastide_board_view_clear_suggestion (BastideBoardView *self)
{
  g_return_if_fail (BASTIDE_IS_BOARD_VIEW (self));

  if (!self->has_suggestion)
    return;

  self->has_suggestion = FALSE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
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

  if (self->view_animation != NULL)
    adw_animation_skip (self->view_animation);
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
