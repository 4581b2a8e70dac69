/* bastide-board-view-play.c: the board view's modes, spots and moves
 *
 * Copyright 2026 The Bastide authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What a click does depends on the mode, derived from the game's phase
 * and on whether a person decides now. Every choice is a "spot" with a
 * place on the board, so the keyboard and the pointer share one mechanism.
 */

#define G_LOG_DOMAIN "bastide-board-view"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "bastide-board-view-private.h"
#include "bastide-describe.h"

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
  g_object_notify_by_pspec (G_OBJECT (self), board_view_properties[PROP_SELECTED_SPOT]);
  g_signal_emit (self, board_view_signals[CHANGED], 0);
  board_view_heard (self);
  board_view_update_description (self);
}

static void
add_spot (BastideBoardView *self,
          const Spot       *spot)
{
  g_array_append_val (self->spots, *spot);
}

static guint
cluster_root (guint *parent,
              guint  i)
{
  while (parent[i] != i)
    i = parent[i] = parent[parent[i]];
  return i;
}

/* Lays each group of spots out in a row around the middle of their
 * places, `gap` apart. */
static void
layout_rows (BastideBoardView *self,
             guint            *parent,
             double            gap)
{
  guint n = self->spots->len;

  for (guint i = 0; i < n; i++)
    {
      Spot *spot = &g_array_index (self->spots, Spot, i);
      double cx = 0, cy = 0;
      guint size = 0, rank = 0;

      /* its rank in the row: by place from the west, then by index */
      for (guint j = 0; j < n; j++)
        {
          const Spot *other = &g_array_index (self->spots, Spot, j);

          if (cluster_root (parent, j) != cluster_root (parent, i))
            continue;
          cx += to_screen_x (self, other->bx);
          cy += to_screen_y (self, other->by);
          size++;
          if (other->bx < spot->bx || (other->bx == spot->bx && j < i))
            rank++;
        }
      spot->sx = cx / size + (rank - (size - 1) / 2.0) * gap;
      spot->sy = cy / size;
    }
}

/* Where the markers are drawn: at their places on the tile, but markers
 * that would touch there (a meeple's and the mayor's in one city, a barn's
 * by a field's, two features close together when zoomed out) stand in a
 * row around their middle, a marker's width and a bit apart. Rows that
 * touch other markers take them in, until none touch. */
void
board_view_layout_spots (BastideBoardView *self)
{
  guint n = self->spots->len;
  double gap = board_view_marker_radius (self) * 2.5;
  g_autofree guint *parent = g_new (guint, n + 1);
  gboolean merged = TRUE;

  for (guint i = 0; i < n; i++)
    parent[i] = i;

  while (merged)
    {
      merged = FALSE;
      layout_rows (self, parent, gap);
      for (guint i = 0; i < n; i++)
        for (guint j = i + 1; j < n; j++)
          {
            const Spot *a = &g_array_index (self->spots, Spot, i);
            const Spot *b = &g_array_index (self->spots, Spot, j);

            if (cluster_root (parent, i) != cluster_root (parent, j)
                && hypot (a->sx - b->sx, a->sy - b->sy) < gap - 0.5)
              {
                parent[cluster_root (parent, j)] = cluster_root (parent, i);
                merged = TRUE;
              }
          }
    }
}

static void
build_deploy_spots (BastideBoardView *self)
{
  BastideBoardTile tile;
  BastideBoardTile wheel;
  gboolean has_wheel = bastide_game_get_wheel_board (self->game, &wheel);
  gint8 crowns[BASTIDE_N_SECTORS][2];

  if (!bastide_game_get_last_tile (self->game, &tile, NULL))
    return;
  bastide_game_get_crowns (self->game, crowns);

  for (guint i = 0; i < self->deploys->len; i++)
    {
      const BastideDeploy *deploy = &g_array_index (self->deploys, BastideDeploy, i);
      Spot spot = { .kind = SPOT_DEPLOY, .index = i, .x = tile.x, .y = tile.y,
                    .feature = deploy->feature, .piece = deploy->piece };
      double ax = 0.5, ay = 0.5;

      if (deploy->crown >= 0 && has_wheel)
        {
          guint space = crowns[deploy->crown][0] < 0 ? 0 : 1;

          bastide_render_crown_anchor (deploy->crown, space, &ax, &ay);
          spot.x = wheel.x;
          spot.y = wheel.y;
          spot.feature = -1;
          spot.bx = wheel.x + ax;
          spot.by = wheel.y + ay;
        }
      else if (deploy->corner >= 0)
        {
          bastide_render_corner_anchor (deploy->corner, &ax, &ay);
          spot.bx = tile.x + ax;
          spot.by = tile.y + ay;
        }
      else
        {
          bastide_render_feature_anchor (tile.type, tile.rot, deploy->feature, &ax, &ay);
          spot.bx = tile.x + ax;
          spot.by = tile.y + ay;
        }
      add_spot (self, &spot);
    }
}

static void
build_choice_spots (BastideBoardView *self,
                    SpotKind          kind)
{
  for (guint i = 0; i < self->choices->len; i++)
    {
      const BastideFeatureCell *cell = &g_array_index (self->choices, BastideFeatureCell, i);
      Spot spot = { .kind = kind, .index = i, .bx = cell->x + 0.5, .by = cell->y + 0.5,
                    .x = cell->x, .y = cell->y, .feature = cell->feature, .piece = BASTIDE_PIECE_MEEPLE };
      BastideBoardTile tile;
      double ax, ay;

      if (cell->feature >= 0 && board_view_tile_at (self, cell->x, cell->y, &tile)
          && bastide_render_feature_anchor (tile.type, tile.rot, cell->feature, &ax, &ay))
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
      || !bastide_game_is_person_deciding (self->game))
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
      int x, y;

      cell_from_key (key, &x, &y);
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

/* The spot of the follower a hint suggested with the tile just placed,
 * so that Enter plays the whole hint; -1 without one. */
static int
take_hinted_spot (BastideBoardView *self)
{
  const BastideDeploy *hinted = &self->hinted_deploy;

  if (!self->has_hinted_deploy)
    return -1;
  self->has_hinted_deploy = FALSE;

  for (guint i = 0; i < self->spots->len; i++)
    {
      const Spot *spot = &g_array_index (self->spots, Spot, i);
      const BastideDeploy *deploy;

      if (spot->kind != SPOT_DEPLOY)
        continue;
      deploy = &g_array_index (self->deploys, BastideDeploy, spot->index);
      if (deploy->piece == hinted->piece && deploy->feature == hinted->feature
          && deploy->corner == hinted->corner && deploy->crown == hinted->crown)
        return i;
    }
  return -1;
}

/* How long the view stays where the person put it by hand when play
 * moves on */
#define FOLLOW_HOLD_US (3 * G_USEC_PER_SEC)

/* A person's turn to place: the last tile placed and the squares where
 * the tile in hand fits come into view, smoothly, unless the person has
 * just moved the view by hand. */
static void
follow_play (BastideBoardView *self)
{
  gint64 moved = bastide_board_viewport_get_moved_by_hand (VIEWPORT (self));
  double x0 = G_MAXDOUBLE, y0 = G_MAXDOUBLE, x1 = -G_MAXDOUBLE, y1 = -G_MAXDOUBLE;
  GHashTableIter iter;
  gpointer key;

  if (moved != 0 && g_get_monotonic_time () - moved < FOLLOW_HOLD_US)
    return;

  if (self->has_last)
    {
      x0 = x1 = self->last_x;
      y0 = y1 = self->last_y;
    }
  g_hash_table_iter_init (&iter, self->legal);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    {
      int x, y;

      cell_from_key (key, &x, &y);

      x0 = MIN (x0, x);
      y0 = MIN (y0, y);
      x1 = MAX (x1, x);
      y1 = MAX (y1, y);
    }
  if (x0 <= x1)
    bastide_board_viewport_ensure_area_visible (VIEWPORT (self), x0, y0, x1 + 1, y1 + 1);
}

void
board_view_refresh (BastideBoardView *self)
{
  BastideBoardMode mode;
  int hand;

  g_hash_table_remove_all (self->legal);
  g_array_set_size (self->deploys, 0);
  g_array_set_size (self->choices, 0);
  g_array_set_size (self->spots, 0);
  self->hovered_spot = -1;

  if (self->game != NULL)
    for (guint p = 0; p < bastide_game_get_n_players (self->game); p++)
      self->colors[p] = bastide_game_get_player_color (self->game, p);

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
          {
            place_cursor_near_play (self);
            follow_play (self);
          }
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
      self->has_refusal = FALSE;
      self->mode = mode;
      self->selected_spot = take_hinted_spot (self);
      g_object_notify_by_pspec (G_OBJECT (self), board_view_properties[PROP_MODE]);
      g_object_notify_by_pspec (G_OBJECT (self), board_view_properties[PROP_SELECTED_SPOT]);
    }
  else if (self->selected_spot >= (int) self->spots->len)
    {
      self->selected_spot = -1;
      g_object_notify_by_pspec (G_OBJECT (self), board_view_properties[PROP_SELECTED_SPOT]);
    }

  board_view_refresh_outlook (self);
  board_view_update_actions (self);
  board_view_update_description (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_signal_emit (self, board_view_signals[CHANGED], 0);
}

void
board_view_emit_error (BastideBoardView *self,
                       const GError     *error)
{
  char first[8] = { 0 };
  g_autofree char *sentence = NULL;

  if (error == NULL || *error->message == '\0')
    return;

  /* The engine's reasons start in lower case, to follow "turn 5: " in a
   * record's errors; here they stand alone, as sentences. */
  g_unichar_to_utf8 (g_unichar_totitle (g_utf8_get_char (error->message)), first);
  sentence = g_strconcat (first, g_utf8_next_char (error->message), NULL);
  g_signal_emit (self, board_view_signals[MESSAGE], 0, sentence);
}

/* Shows where a refused placement does not fit, until the cursor moves. */
static void
show_refusal (BastideBoardView *self,
              int               x,
              int               y,
              guint             rot)
{
  self->has_refusal = !bastide_game_explain_placement (self->game, x, y, rot, &self->refusal, NULL)
                      && self->refusal.kind != BASTIDE_MISFIT_NONE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
board_view_clear_refusal (BastideBoardView *self)
{
  if (!self->has_refusal)
    return;
  self->has_refusal = FALSE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
board_view_activate_spot (BastideBoardView *self,
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
    board_view_emit_error (self, error);
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
  board_view_clear_refusal (self);
  bastide_board_viewport_ensure_visible (VIEWPORT (self), x, y, 1);
  board_view_heard (self);
  board_view_update_description (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  /* the tile may fit here or not: Place follows */
  g_signal_emit (self, board_view_signals[CHANGED], 0);
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

  board_view_clear_refusal (self);
  board_view_heard (self);
  board_view_update_description (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_signal_emit (self, board_view_signals[CHANGED], 0);
}

/**
 * bastide_board_view_get_refusal:
 * @self: a #BastideBoardView
 * @misfit: (out): where the placement just refused does not fit
 *
 * Returns: whether the board shows a refused placement now
 */
gboolean
bastide_board_view_get_refusal (BastideBoardView *self,
                                BastideMisfit    *misfit)
{
  g_return_val_if_fail (BASTIDE_IS_BOARD_VIEW (self), FALSE);

  if (self->has_refusal)
    *misfit = self->refusal;
  return self->has_refusal;
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
      show_refusal (self, x, y, rot);
      board_view_emit_error (self, error);
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
 * bastide_board_view_get_spot_position:
 * @self: a #BastideBoardView
 * @index: a spot
 * @x: (out): where its marker is, in the widget
 * @y: (out)
 *
 * Returns: whether @index is a spot
 */
gboolean
bastide_board_view_get_spot_position (BastideBoardView *self,
                                      int               index,
                                      double           *x,
                                      double           *y)
{
  g_return_val_if_fail (BASTIDE_IS_BOARD_VIEW (self), FALSE);

  if (index < 0 || index >= (int) self->spots->len)
    return FALSE;
  board_view_layout_spots (self);
  *x = g_array_index (self->spots, Spot, index).sx;
  *y = g_array_index (self->spots, Spot, index).sy;
  return TRUE;
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
          int xy[2];
          guint pos = 0;

          cell_from_key (key, &xy[0], &xy[1]);

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
    bastide_board_viewport_ensure_visible (VIEWPORT (self), floor (spot->bx), floor (spot->by), 1);
    board_view_heard (self);
    board_view_update_description (self);
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

  board_view_heard (self);
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
          board_view_emit_error (self, error);
      }
      return TRUE;

    case BASTIDE_BOARD_MODE_WAGON:
    case BASTIDE_BOARD_MODE_PLAGUE:
    case BASTIDE_BOARD_MODE_ABBEY:
      if (self->selected_spot < 0)
        return FALSE;
      board_view_activate_spot (self, self->selected_spot);
      return TRUE;

    case BASTIDE_BOARD_MODE_DRAW:
      if (!bastide_game_draw (self->game, &error))
        board_view_emit_error (self, error);
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

  board_view_heard (self);
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
    board_view_emit_error (self, error);

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
  self->sugg_square_only = FALSE;
  self->sugg_x = x;
  self->sugg_y = y;
  self->sugg_rot = rot & 3;
  self->sugg_has_deploy = deploy != NULL;
  if (deploy != NULL)
    self->sugg_deploy = *deploy;

  self->cursor_x = x;
  self->cursor_y = y;
  self->rotation = rot & 3;
  bastide_board_viewport_ensure_visible (VIEWPORT (self), x, y, 1);
  board_view_tell (self, bastide_describe_suggestion (self->game, x, y, rot, deploy));
  board_view_update_description (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  /* the cursor is on the suggested square: Place follows */
  g_signal_emit (self, board_view_signals[CHANGED], 0);
}

/**
 * bastide_board_view_show_suggested_square:
 * @self: a #BastideBoardView
 * @x: column
 * @y: row
 *
 * Shows only where a suggested move places the tile (a first hint),
 * until the tile is placed.
 */
void
bastide_board_view_show_suggested_square (BastideBoardView *self,
                                          int               x,
                                          int               y)
{
  g_return_if_fail (BASTIDE_IS_BOARD_VIEW (self));

  self->has_suggestion = TRUE;
  self->sugg_square_only = TRUE;
  self->sugg_x = x;
  self->sugg_y = y;
  self->sugg_has_deploy = FALSE;
  /* the keys take it from there: the cursor goes to the square */
  self->cursor_x = x;
  self->cursor_y = y;
  bastide_board_viewport_ensure_visible (VIEWPORT (self), x, y, 1);
  /* Translators: a first hint for a screen reader: only where the tile in
   * hand should go (column, row) */
  board_view_tell (self, g_strdup_printf (_("Suggested square: column %d, row %d"), x, y));
  board_view_update_description (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_signal_emit (self, board_view_signals[CHANGED], 0);
}

/**
 * bastide_board_view_announce:
 * @self: a #BastideBoardView
 * @text: news the board did not make itself (a hint's explanation)
 *
 * Has screen readers say @text, with the board's own news.
 */
void
bastide_board_view_announce (BastideBoardView *self,
                             const char       *text)
{
  g_return_if_fail (BASTIDE_IS_BOARD_VIEW (self));
  g_return_if_fail (text != NULL);

  board_view_tell (self, g_strdup (text));
  board_view_update_description (self);
}

/**
 * bastide_board_view_get_cell_area:
 * @self: a #BastideBoardView
 * @x: column
 * @y: row
 * @area: (out): where the cell is in the widget, once it stopped moving
 *
 * Returns: whether any of the cell is in view
 */
gboolean
bastide_board_view_get_cell_area (BastideBoardView *self,
                                  int               x,
                                  int               y,
                                  GdkRectangle     *area)
{
  double x0, y0, x1, y1;

  g_return_val_if_fail (BASTIDE_IS_BOARD_VIEW (self), FALSE);

  bastide_board_viewport_finish_motion (VIEWPORT (self));
  x0 = bastide_board_viewport_to_widget_x (VIEWPORT (self), x);
  y0 = bastide_board_viewport_to_widget_y (VIEWPORT (self), y);
  x1 = bastide_board_viewport_to_widget_x (VIEWPORT (self), x + 1);
  y1 = bastide_board_viewport_to_widget_y (VIEWPORT (self), y + 1);
  *area = (GdkRectangle) { (int) x0, (int) y0, (int) (x1 - x0), (int) (y1 - y0) };
  return x1 > 0 && y1 > 0 && x0 < gtk_widget_get_width (GTK_WIDGET (self))
         && y0 < gtk_widget_get_height (GTK_WIDGET (self));
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
