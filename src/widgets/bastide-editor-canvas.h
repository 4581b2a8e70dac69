/* bastide-editor-canvas.h: the scenario editor's board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "bastide-board-viewport.h"

#include "bastide-puzzle.h"
#include "bastide-scenario.h"

G_BEGIN_DECLS

/**
 * BastideEditorTool:
 * @BASTIDE_EDITOR_TOOL_TILE: a click on an empty cell places the palette's
 *   tile; tiles can be dragged
 * @BASTIDE_EDITOR_TOOL_PIECE: a click on a feature places a piece of the
 *   chosen kind and player (barns on corners, followers on crown spaces)
 * @BASTIDE_EDITOR_TOOL_MARK: a click marks or unmarks a cell (the answer of
 *   a "where can this tile go?" puzzle)
 * @BASTIDE_EDITOR_TOOL_VIEW: clicks only select
 *
 * What a click on the canvas does.
 */
typedef enum
{
  BASTIDE_EDITOR_TOOL_TILE,
  BASTIDE_EDITOR_TOOL_PIECE,
  BASTIDE_EDITOR_TOOL_MARK,
  BASTIDE_EDITOR_TOOL_VIEW,
} BastideEditorTool;

#define BASTIDE_TYPE_EDITOR_CANVAS (bastide_editor_canvas_get_type ())

G_DECLARE_FINAL_TYPE (BastideEditorCanvas, bastide_editor_canvas, BASTIDE, EDITOR_CANVAS, BastideBoardViewport)

GtkWidget        *bastide_editor_canvas_new              (void);

BastideScenario  *bastide_editor_canvas_get_scenario     (BastideEditorCanvas *self);
void              bastide_editor_canvas_set_scenario     (BastideEditorCanvas *self,
                                                          BastideScenario     *scenario);

/* What clicks do */
BastideEditorTool bastide_editor_canvas_get_tool         (BastideEditorCanvas *self);
void              bastide_editor_canvas_set_tool         (BastideEditorCanvas *self,
                                                          BastideEditorTool    tool);
int               bastide_editor_canvas_get_tile_type    (BastideEditorCanvas *self);
void              bastide_editor_canvas_set_tile_type    (BastideEditorCanvas *self,
                                                          int                  type);
guint             bastide_editor_canvas_get_rotation     (BastideEditorCanvas *self);
void              bastide_editor_canvas_set_rotation     (BastideEditorCanvas *self,
                                                          guint                rotation);
BastidePieceKind  bastide_editor_canvas_get_piece_kind   (BastideEditorCanvas *self);
void              bastide_editor_canvas_set_piece_kind   (BastideEditorCanvas *self,
                                                          BastidePieceKind     kind);
guint             bastide_editor_canvas_get_player       (BastideEditorCanvas *self);
void              bastide_editor_canvas_set_player       (BastideEditorCanvas *self,
                                                          guint                player);

/* Selection: a cell (its tile, if any) or a piece */
gboolean          bastide_editor_canvas_get_selected_cell (BastideEditorCanvas *self,
                                                          int                 *x,
                                                          int                 *y);
void              bastide_editor_canvas_select_cell      (BastideEditorCanvas *self,
                                                          int                  x,
                                                          int                  y,
                                                          gboolean             center);
int               bastide_editor_canvas_get_selected_piece (BastideEditorCanvas *self);
void              bastide_editor_canvas_select_piece     (BastideEditorCanvas *self,
                                                          int                  index);
void              bastide_editor_canvas_clear_selection  (BastideEditorCanvas *self);
void              bastide_editor_canvas_show_side        (BastideEditorCanvas *self,
                                                          int                  x,
                                                          int                  y,
                                                          int                  side);
int               bastide_editor_canvas_get_shown_side   (BastideEditorCanvas *self);

/* Edits, as the mouse and keys make them. Board points are in cells:
 * (0.5, 0.5) is the middle of cell (0, 0). Refusals are emitted as
 * ::message and make these return FALSE. */
gboolean          bastide_editor_canvas_press            (BastideEditorCanvas *self,
                                                          double               bx,
                                                          double               by,
                                                          guint                button);
gboolean          bastide_editor_canvas_drag             (BastideEditorCanvas *self,
                                                          double               from_bx,
                                                          double               from_by,
                                                          double               to_bx,
                                                          double               to_by);
gboolean          bastide_editor_canvas_rotate_selection (BastideEditorCanvas *self,
                                                          int                  direction);
gboolean          bastide_editor_canvas_delete_selection (BastideEditorCanvas *self);
gboolean          bastide_editor_canvas_activate_cursor  (BastideEditorCanvas *self);

/* Where piece @index is drawn, in cells */
gboolean          bastide_editor_canvas_piece_position   (BastideEditorCanvas *self,
                                                          guint                index,
                                                          double              *bx,
                                                          double              *by);

/* A move shown over the position (analysis, puzzles); NULL clears it */
void              bastide_editor_canvas_set_preview      (BastideEditorCanvas *self,
                                                          const BastideTurn   *turn);

/* Marked cells (BASTIDE_EDITOR_TOOL_MARK): BastidePuzzleCell, sorted */
GArray           *bastide_editor_canvas_get_marks        (BastideEditorCanvas *self);
void              bastide_editor_canvas_toggle_mark      (BastideEditorCanvas *self,
                                                          int                  x,
                                                          int                  y);
void              bastide_editor_canvas_clear_marks      (BastideEditorCanvas *self);

/* Cells outlined in a verdict's colours (puzzle answers): right ones green,
 * wrong ones red, missed ones amber and dashed. Any may be NULL. */
void              bastide_editor_canvas_set_verdict      (BastideEditorCanvas *self,
                                                          GArray              *right,
                                                          GArray              *wrong,
                                                          GArray              *missed);

/* Whether problem cells are outlined (on by default) */
void              bastide_editor_canvas_set_show_problems (BastideEditorCanvas *self,
                                                          gboolean             show);

G_END_DECLS
