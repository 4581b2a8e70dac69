/* bastide-board-view-viewport.c: the board view's pan and zoom
 *
 * Copyright 2026 The Bastide authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The board point (center_x, center_y), in cells, sits at the middle of
 * the widget and a cell is `zoom` pixels wide.
 */

#define G_LOG_DOMAIN "bastide-board-view"

#include "config.h"

#include <math.h>

#include "bastide-board-view-private.h"

#define FIT_MAX_ZOOM 128.0
#define SETTLE_DELAY_MS 160

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

void
board_view_set_view (BastideBoardView *self,
          double            zoom,
          double            center_x,
          double            center_y)
{
  zoom = CLAMP (zoom, MIN_ZOOM, MAX_ZOOM);

  if (zoom != self->zoom)
    {
      self->zoom = zoom;
      mark_zooming (self);
      g_object_notify_by_pspec (G_OBJECT (self), board_view_properties[PROP_ZOOM]);
    }

  self->center_x = center_x;
  self->center_y = center_y;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
board_view_zoom_around (BastideBoardView *self,
             double            zoom,
             double            sx,
             double            sy)
{
  double bx = to_board_x (self, sx);
  double by = to_board_y (self, sy);
  int width = gtk_widget_get_width (GTK_WIDGET (self));
  int height = gtk_widget_get_height (GTK_WIDGET (self));

  zoom = CLAMP (zoom, MIN_ZOOM, MAX_ZOOM);
  board_view_set_view (self, zoom,
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
  board_view_set_view (self, zoom,
            self->anim_from[1] + (self->anim_to[1] - self->anim_from[1]) * value,
            self->anim_from[2] + (self->anim_to[2] - self->anim_from[2]) * value);
}

void
board_view_animate_view (BastideBoardView *self,
              double            zoom,
              double            center_x,
              double            center_y,
              gboolean          animate)
{
  zoom = CLAMP (zoom, MIN_ZOOM, MAX_ZOOM);

  if (self->view_animation != NULL)
    adw_animation_skip (self->view_animation);

  if (!animate || !board_view_animations_enabled (self))
    {
      board_view_set_view (self, zoom, center_x, center_y);
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
void
board_view_ensure_visible (BastideBoardView *self,
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
    board_view_animate_view (self, self->zoom, cx, cy, TRUE);
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

  board_view_set_view (self, zoom, self->center_x, self->center_y);
}

void
bastide_board_view_zoom_in (BastideBoardView *self)
{
  g_return_if_fail (BASTIDE_IS_BOARD_VIEW (self));

  board_view_animate_view (self, self->zoom * ZOOM_STEP, self->center_x, self->center_y, TRUE);
}

void
bastide_board_view_zoom_out (BastideBoardView *self)
{
  g_return_if_fail (BASTIDE_IS_BOARD_VIEW (self));

  board_view_animate_view (self, self->zoom / ZOOM_STEP, self->center_x, self->center_y, TRUE);
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
  board_view_animate_view (self, zoom,
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

  board_view_animate_view (self, self->zoom, x, y, animate);
}

