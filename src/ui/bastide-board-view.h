/* bastide-board-view.h
 *
 * Copyright 2026 The Bastide authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "bastide-board-viewport.h"
#include "bastide-game.h"
#include "bastide-tile-cache.h"

G_BEGIN_DECLS

/**
 * BastideBoardMode:
 * @BASTIDE_BOARD_MODE_NONE: nothing to decide here (a computer plays, the
 *   game is over, or a tile must be drawn first)
 * @BASTIDE_BOARD_MODE_PLACE: place the tile in hand
 * @BASTIDE_BOARD_MODE_DEPLOY: deploy a piece on the tile just placed, or not
 * @BASTIDE_BOARD_MODE_WAGON: move a scored wagon, or send it home
 * @BASTIDE_BOARD_MODE_PLAGUE: return a follower to the supply
 * @BASTIDE_BOARD_MODE_ABBEY: play the abbey into a hole (or draw / pass)
 * @BASTIDE_BOARD_MODE_DRAW: a person draws the next tile (Enter)
 *
 * What a click on the board does now.
 */
typedef enum
{
  BASTIDE_BOARD_MODE_NONE,
  BASTIDE_BOARD_MODE_PLACE,
  BASTIDE_BOARD_MODE_DEPLOY,
  BASTIDE_BOARD_MODE_WAGON,
  BASTIDE_BOARD_MODE_PLAGUE,
  BASTIDE_BOARD_MODE_ABBEY,
  BASTIDE_BOARD_MODE_DRAW,
} BastideBoardMode;

#define BASTIDE_TYPE_BOARD_VIEW (bastide_board_view_get_type ())

G_DECLARE_FINAL_TYPE (BastideBoardView, bastide_board_view, BASTIDE, BOARD_VIEW, BastideBoardViewport)

GtkWidget        *bastide_board_view_new               (void);

BastideGame      *bastide_board_view_get_game          (BastideBoardView    *self);
void              bastide_board_view_set_game          (BastideBoardView    *self,
                                                        BastideGame         *game);
BastideBoardMode  bastide_board_view_get_mode          (BastideBoardView    *self);
gboolean          bastide_board_view_get_busy          (BastideBoardView    *self);

/* Playing */
void              bastide_board_view_get_cursor        (BastideBoardView    *self,
                                                        int                 *x,
                                                        int                 *y);
void              bastide_board_view_set_cursor        (BastideBoardView    *self,
                                                        int                  x,
                                                        int                  y);
guint             bastide_board_view_get_rotation      (BastideBoardView    *self);
void              bastide_board_view_rotate            (BastideBoardView    *self,
                                                        int                  direction);
gboolean          bastide_board_view_get_refusal       (BastideBoardView    *self,
                                                        BastideMisfit       *misfit);
gboolean          bastide_board_view_place_at          (BastideBoardView    *self,
                                                        int                  x,
                                                        int                  y);
guint             bastide_board_view_get_n_spots       (BastideBoardView    *self);
int               bastide_board_view_get_selected_spot (BastideBoardView    *self);
void              bastide_board_view_select_spot       (BastideBoardView    *self,
                                                        int                  index);
gboolean          bastide_board_view_get_spot_position (BastideBoardView    *self,
                                                        int                  index,
                                                        double              *x,
                                                        double              *y);
gboolean          bastide_board_view_get_spot_deploy   (BastideBoardView    *self,
                                                        int                  index,
                                                        BastideDeploy       *deploy);
void              bastide_board_view_cycle_spot        (BastideBoardView    *self,
                                                        int                  direction);
gboolean          bastide_board_view_confirm           (BastideBoardView    *self);
gboolean          bastide_board_view_skip              (BastideBoardView    *self);
gboolean          bastide_board_view_can_confirm       (BastideBoardView    *self);
gboolean          bastide_board_view_can_skip          (BastideBoardView    *self);

/* Showing */
void              bastide_board_view_show_suggestion   (BastideBoardView    *self,
                                                        int                  x,
                                                        int                  y,
                                                        guint                rot,
                                                        const BastideDeploy *deploy);
void              bastide_board_view_announce          (BastideBoardView    *self,
                                                        const char          *text);
void              bastide_board_view_show_suggested_square (BastideBoardView *self,
                                                            int               x,
                                                            int               y);
void              bastide_board_view_clear_suggestion  (BastideBoardView    *self);
void              bastide_board_view_set_highlight     (BastideBoardView    *self,
                                                        const BastideScoring *scoring,
                                                        gboolean             bring_into_view);
const BastideScoring *bastide_board_view_get_highlight (BastideBoardView    *self);
gboolean          bastide_board_view_get_cell_area     (BastideBoardView    *self,
                                                        int                  x,
                                                        int                  y,
                                                        GdkRectangle        *area);
void              bastide_board_view_finish_animations (BastideBoardView    *self);

/* What the board hides (bastide-board-view-outlook.c): the fields view;
 * the square whose odds are asked about (under the pointer, or else the
 * keyboard cursor's: ::square-inspected tells when it changes); what a
 * square holds in prospect, in words. */
gboolean          bastide_board_view_get_show_fields   (BastideBoardView    *self);
void              bastide_board_view_set_show_fields   (BastideBoardView    *self,
                                                        gboolean             show_fields);
void              bastide_board_view_get_inspected_square (BastideBoardView *self,
                                                        int                 *x,
                                                        int                 *y);
char             *bastide_board_view_describe_square   (BastideBoardView    *self,
                                                        int                  x,
                                                        int                  y);

/* Drawing the whole view into any cairo context, as the widget does:
 * for benchmarks and tests. */
BastideTileCache *bastide_board_view_get_tile_cache    (BastideBoardView    *self);
void              bastide_board_view_draw              (BastideBoardView    *self,
                                                        cairo_t             *cr,
                                                        int                  width,
                                                        int                  height);

G_END_DECLS
