/* bastide-board-viewport.h: a board seen through pan and zoom
 *
 * Copyright 2026 The Bastide authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* The zoom is the width of a cell in pixels; the same limits hold for
 * every board. */
#define BASTIDE_BOARD_MIN_ZOOM 20.0
#define BASTIDE_BOARD_MAX_ZOOM 320.0
#define BASTIDE_BOARD_DEFAULT_ZOOM 96.0
#define BASTIDE_BOARD_FIT_MAX_ZOOM 128.0
#define BASTIDE_BOARD_ZOOM_STEP 1.25

/**
 * BastideViewportDrag:
 * @BASTIDE_VIEWPORT_DRAG_PAN: a drag pans the board
 * @BASTIDE_VIEWPORT_DRAG_OWN: the subclass moves something: it gets
 *   drag_motion and drag_end
 * @BASTIDE_VIEWPORT_DRAG_NONE: the press was all there is to it
 *
 * What a press on the board starts.
 */
typedef enum
{
  BASTIDE_VIEWPORT_DRAG_PAN,
  BASTIDE_VIEWPORT_DRAG_OWN,
  BASTIDE_VIEWPORT_DRAG_NONE,
} BastideViewportDrag;

#define BASTIDE_TYPE_BOARD_VIEWPORT (bastide_board_viewport_get_type ())

G_DECLARE_DERIVABLE_TYPE (BastideBoardViewport, bastide_board_viewport, BASTIDE, BOARD_VIEWPORT, GtkWidget)

/**
 * BastideBoardViewportClass:
 * @get_bounds: the rectangle, in cells, that zooming to fit shows
 *   (margins included)
 * @move_cursor: an arrow key moved the keyboard cursor by (dx, dy) cells
 * @drag_begin: a press at widget point (x, y): what the drag that may
 *   follow does (pan, when not overridden)
 * @drag_motion: an own drag moved to (x, y)
 * @drag_end: an own drag ended at (x, y)
 * @click: a press and release at (x, y) without a drag
 * @pointer_moved: the pointer moved to (x, y) (not while panning)
 * @pointer_left: the pointer left the board
 *
 * The game's board view and the scenario editor's canvas are viewports:
 * this class pans, zooms (buttons, keys, wheel, touchpad, pinch), fits
 * the board into view and keeps the keyboard cursor in sight; they draw
 * and say what a click means.
 */
struct _BastideBoardViewportClass
{
  GtkWidgetClass parent_class;

  void                (*get_bounds)    (BastideBoardViewport *self,
                                        double               *x0,
                                        double               *y0,
                                        double               *x1,
                                        double               *y1);
  void                (*move_cursor)   (BastideBoardViewport *self,
                                        int                   dx,
                                        int                   dy);
  BastideViewportDrag (*drag_begin)    (BastideBoardViewport *self,
                                        guint                 button,
                                        double                x,
                                        double                y);
  void                (*drag_motion)   (BastideBoardViewport *self,
                                        double                x,
                                        double                y);
  void                (*drag_end)      (BastideBoardViewport *self,
                                        double                x,
                                        double                y);
  void                (*click)         (BastideBoardViewport *self,
                                        guint                 button,
                                        double                x,
                                        double                y);
  void                (*pointer_moved) (BastideBoardViewport *self,
                                        double                x,
                                        double                y);
  void                (*pointer_left)  (BastideBoardViewport *self);
};

double   bastide_board_viewport_get_zoom       (BastideBoardViewport *self);
void     bastide_board_viewport_set_zoom       (BastideBoardViewport *self,
                                                double                zoom);
void     bastide_board_viewport_get_center     (BastideBoardViewport *self,
                                                double               *x,
                                                double               *y);
void     bastide_board_viewport_zoom_in        (BastideBoardViewport *self);
void     bastide_board_viewport_zoom_out       (BastideBoardViewport *self);
void     bastide_board_viewport_zoom_to_fit    (BastideBoardViewport *self,
                                                gboolean              animate);
void     bastide_board_viewport_queue_fit      (BastideBoardViewport *self);
void     bastide_board_viewport_center_on      (BastideBoardViewport *self,
                                                double                x,
                                                double                y,
                                                gboolean              animate);
void     bastide_board_viewport_ensure_area_visible (BastideBoardViewport *self,
                                                     double                x0,
                                                     double                y0,
                                                     double                x1,
                                                     double                y1);
gint64   bastide_board_viewport_get_moved_by_hand    (BastideBoardViewport *self);
void     bastide_board_viewport_ensure_visible (BastideBoardViewport *self,
                                                double                x,
                                                double                y,
                                                double                units);
void     bastide_board_viewport_set_insets     (BastideBoardViewport *self,
                                                const GtkBorder      *insets);
void     bastide_board_viewport_get_insets     (BastideBoardViewport *self,
                                                GtkBorder            *insets);
void     bastide_board_viewport_finish_motion  (BastideBoardViewport *self);
void     bastide_board_viewport_set_square_labels (BastideBoardViewport *self,
                                                   GArray               *squares);
GArray  *bastide_board_viewport_get_square_labels (BastideBoardViewport *self);
void     bastide_board_viewport_draw_square_labels (BastideBoardViewport *self,
                                                    cairo_t              *cr);

double   bastide_board_viewport_to_widget_x    (BastideBoardViewport *self,
                                                double                bx);
double   bastide_board_viewport_to_widget_y    (BastideBoardViewport *self,
                                                double                by);
double   bastide_board_viewport_to_board_x     (BastideBoardViewport *self,
                                                double                wx);
double   bastide_board_viewport_to_board_y     (BastideBoardViewport *self,
                                                double                wy);

gboolean bastide_board_viewport_get_zooming    (BastideBoardViewport *self);
gboolean bastide_board_viewport_get_panning    (BastideBoardViewport *self);
gboolean bastide_board_viewport_get_pointer    (BastideBoardViewport *self,
                                                double               *x,
                                                double               *y);
gboolean bastide_board_viewport_animations_enabled (BastideBoardViewport *self);
void     bastide_board_viewport_add_zoom_actions (BastideBoardViewport *self,
                                                  GActionMap           *map);

G_END_DECLS
