/* bastide-editor-canvas-input.c: the scenario editor's board: pointer, keys and edits
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bastide-editor-canvas"

#include "config.h"

#include "bastide-editor-canvas-private.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

/* Pointer */

static BastideViewportDrag
drag_begin (BastideBoardViewport *viewport,
            guint                 button,
            double                x,
            double                y)
{
  BastideEditorCanvas *self = BASTIDE_EDITOR_CANVAS (viewport);
  double bx = to_board_x (self, x), by = to_board_y (self, y);
  int piece;

  gtk_widget_grab_focus (GTK_WIDGET (self));

  self->drag_button = button;
  self->dragging = FALSE;
  self->drag_start_bx = self->drag_bx = bx;
  self->drag_start_by = self->drag_by = by;
  self->drag_tile = -1;
  self->drag_piece = -1;
  self->drag_kind = DRAG_PAN;

  if (button == GDK_BUTTON_SECONDARY)
    {
      self->drag_kind = DRAG_NONE;
      bastide_editor_canvas_press (self, bx, by, button);
      return BASTIDE_VIEWPORT_DRAG_NONE;
    }
  if (button != GDK_BUTTON_PRIMARY || self->scenario == NULL)
    return BASTIDE_VIEWPORT_DRAG_PAN;

  piece = self->tool == BASTIDE_EDITOR_TOOL_TILE || self->tool == BASTIDE_EDITOR_TOOL_PIECE
          ? editor_canvas_piece_at (self, bx, by) : -1;
  if (piece >= 0)
    {
      self->drag_kind = DRAG_PIECE;
      self->drag_piece = piece;
    }
  else if (self->tool == BASTIDE_EDITOR_TOOL_TILE)
    {
      int index;

      if (editor_canvas_tile_at (self, (int) floor (bx), (int) floor (by), &index) != NULL)
        {
          self->drag_kind = DRAG_TILE;
          self->drag_tile = index;
        }
    }
  return self->drag_kind == DRAG_PAN ? BASTIDE_VIEWPORT_DRAG_PAN : BASTIDE_VIEWPORT_DRAG_OWN;
}

/* A tile or a piece follows the pointer. */
static void
drag_motion (BastideBoardViewport *viewport,
             double                x,
             double                y)
{
  BastideEditorCanvas *self = BASTIDE_EDITOR_CANVAS (viewport);

  self->dragging = TRUE;
  self->drag_bx = to_board_x (self, x);
  self->drag_by = to_board_y (self, y);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
drag_end (BastideBoardViewport *viewport,
          double                x,
          double                y)
{
  BastideEditorCanvas *self = BASTIDE_EDITOR_CANVAS (viewport);

  self->dragging = FALSE;
  self->drag_kind = DRAG_NONE;
  bastide_editor_canvas_drag (self, self->drag_start_bx, self->drag_start_by, self->drag_bx, self->drag_by);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* A click acts where the button went down. */
static void
click (BastideBoardViewport *viewport,
       guint                 button,
       double                x,
       double                y)
{
  BastideEditorCanvas *self = BASTIDE_EDITOR_CANVAS (viewport);

  self->dragging = FALSE;
  self->drag_kind = DRAG_NONE;
  if (self->drag_button == GDK_BUTTON_PRIMARY)
    bastide_editor_canvas_press (self, self->drag_start_bx, self->drag_start_by, GDK_BUTTON_PRIMARY);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
pointer_moved (BastideBoardViewport *viewport,
               double                x,
               double                y)
{
  BastideEditorCanvas *self = BASTIDE_EDITOR_CANVAS (viewport);

  self->hovering = TRUE;
  self->hover_bx = to_board_x (self, x);
  self->hover_by = to_board_y (self, y);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
pointer_left (BastideBoardViewport *viewport)
{
  BastideEditorCanvas *self = BASTIDE_EDITOR_CANVAS (viewport);

  self->hovering = FALSE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Keys */

/* The arrows move the selected cell, and the view with it. */
static void
move_cursor (BastideBoardViewport *viewport,
             int                   dx,
             int                   dy)
{
  BastideEditorCanvas *self = BASTIDE_EDITOR_CANVAS (viewport);
  int x = 0, y = 0;

  if (self->has_cell)
    {
      x = self->sel_x;
      y = self->sel_y;
    }
  else if (self->sel_piece >= 0)
    {
      const BastideScenarioPiece *piece = bastide_scenario_get_piece (self->scenario, self->sel_piece);

      x = piece->x;
      y = piece->y;
    }
  bastide_editor_canvas_select_cell (self, x + dx, y + dy, FALSE);
  bastide_board_viewport_ensure_visible (viewport, x + dx, y + dy, 1);
}

static void
activate_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  bastide_editor_canvas_activate_cursor (BASTIDE_EDITOR_CANVAS (widget));
}

/**
 * bastide_editor_canvas_press:
 * @bx: board x, in cells
 * @by: board y, in cells
 * @button: 1 for a click, 3 for a right-click
 *
 * Does what a click there does with the current tool: selects a piece
 * under it, places the palette's tile on an empty cell, puts a piece on
 * the feature (or corner, or crown space) under it, marks the cell. A
 * right-click turns the tile under it, or the palette tile's rotation.
 *
 * Returns: whether the scenario (or the marks) changed
 */
gboolean
bastide_editor_canvas_press (BastideEditorCanvas *self,
                             double               bx,
                             double               by,
                             guint                button)
{
  g_autoptr(GError) error = NULL;
  int cx = (int) floor (bx), cy = (int) floor (by);
  const BastideScenarioTile *tile;
  int piece;

  g_return_val_if_fail (BASTIDE_IS_EDITOR_CANVAS (self), FALSE);
  if (self->scenario == NULL)
    return FALSE;

  tile = editor_canvas_tile_at (self, cx, cy, NULL);

  if (button == GDK_BUTTON_SECONDARY)
    {
      if (self->tool == BASTIDE_EDITOR_TOOL_VIEW || self->tool == BASTIDE_EDITOR_TOOL_MARK)
        return FALSE;
      if (tile != NULL)
        {
          gboolean done = bastide_scenario_rotate_tile (self->scenario, tile->x, tile->y,
                                                        (tile->rot + 1) & 3, &error);

          if (!done)
            editor_canvas_emit_error (self, error);
          bastide_editor_canvas_select_cell (self, cx, cy, FALSE);
          return done;
        }
      bastide_editor_canvas_set_rotation (self, self->rotation + 1);
      return FALSE;
    }

  switch (self->tool)
    {
    case BASTIDE_EDITOR_TOOL_MARK:
      bastide_editor_canvas_toggle_mark (self, cx, cy);
      return TRUE;

    case BASTIDE_EDITOR_TOOL_VIEW:
      bastide_editor_canvas_select_cell (self, cx, cy, FALSE);
      return FALSE;

    case BASTIDE_EDITOR_TOOL_TILE:
    case BASTIDE_EDITOR_TOOL_PIECE:
    default:
      break;
    }

  piece = editor_canvas_piece_at (self, bx, by);
  if (piece >= 0)
    {
      bastide_editor_canvas_select_piece (self, piece);
      return FALSE;
    }

  if (self->tool == BASTIDE_EDITOR_TOOL_TILE)
    {
      if (tile != NULL || self->tile_type < 0)
        {
          bastide_editor_canvas_select_cell (self, cx, cy, FALSE);
          if (tile == NULL)
            editor_canvas_emit_message (self, _("Choose a tile in the palette first."));
          return FALSE;
        }
      if (!bastide_scenario_place_tile (self->scenario, self->tile_type, cx, cy, self->rotation, &error))
        {
          editor_canvas_emit_error (self, error);
          return FALSE;
        }
      bastide_editor_canvas_select_cell (self, cx, cy, FALSE);
      return TRUE;
    }
  else
    {
      BastideScenarioPiece spec;

      if (!editor_canvas_piece_for_point (self, self->piece_kind, self->player, bx, by, &spec, &error)
          || !bastide_scenario_add_piece (self->scenario, &spec, &error))
        {
          editor_canvas_emit_error (self, error);
          return FALSE;
        }
      bastide_editor_canvas_select_piece (self, bastide_scenario_get_n_pieces (self->scenario) - 1);
      return TRUE;
    }
}

/**
 * bastide_editor_canvas_drag:
 *
 * Drags what lies at the first point to the second: a piece to the feature
 * there, or a tile (with the tile tool) to the cell there.
 *
 * Returns: whether something moved
 */
gboolean
bastide_editor_canvas_drag (BastideEditorCanvas *self,
                            double               from_bx,
                            double               from_by,
                            double               to_bx,
                            double               to_by)
{
  g_autoptr(GError) error = NULL;
  int piece, index;
  const BastideScenarioTile *tile;

  g_return_val_if_fail (BASTIDE_IS_EDITOR_CANVAS (self), FALSE);
  if (self->scenario == NULL
      || self->tool == BASTIDE_EDITOR_TOOL_MARK || self->tool == BASTIDE_EDITOR_TOOL_VIEW)
    return FALSE;

  piece = editor_canvas_piece_at (self, from_bx, from_by);
  if (piece >= 0)
    {
      const BastideScenarioPiece *old = bastide_scenario_get_piece (self->scenario, piece);
      BastideScenarioPiece spec;

      if (!editor_canvas_piece_for_point (self, old->kind, old->player, to_bx, to_by, &spec, &error))
        {
          editor_canvas_emit_error (self, error);
          return FALSE;
        }
      spec.kind = spec.crown >= 0 ? BASTIDE_PIECE_MEEPLE : old->kind;
      if (!bastide_scenario_move_piece (self->scenario, piece, &spec, &error))
        {
          editor_canvas_emit_error (self, error);
          return FALSE;
        }
      bastide_editor_canvas_select_piece (self, piece);
      return TRUE;
    }

  if (self->tool != BASTIDE_EDITOR_TOOL_TILE)
    return FALSE;
  tile = editor_canvas_tile_at (self, (int) floor (from_bx), (int) floor (from_by), &index);
  if (tile != NULL)
    {
      int x = tile->x, y = tile->y;
      int to_x = (int) floor (to_bx - (from_bx - x));
      int to_y = (int) floor (to_by - (from_by - y));

      if (to_x == x && to_y == y)
        return FALSE;
      if (!bastide_scenario_move_tile (self->scenario, x, y, to_x, to_y, &error))
        {
          editor_canvas_emit_error (self, error);
          return FALSE;
        }
      bastide_editor_canvas_select_cell (self, to_x, to_y, FALSE);
      return TRUE;
    }
  return FALSE;
}

/**
 * bastide_editor_canvas_rotate_selection:
 * @direction: 1 clockwise, -1 counter-clockwise
 *
 * Turns the selected tile; with no tile selected, the palette tile's
 * rotation.
 */
gboolean
bastide_editor_canvas_rotate_selection (BastideEditorCanvas *self,
                                        int                  direction)
{
  g_autoptr(GError) error = NULL;
  const BastideScenarioTile *tile = NULL;

  g_return_val_if_fail (BASTIDE_IS_EDITOR_CANVAS (self), FALSE);

  if (self->has_cell)
    tile = editor_canvas_tile_at (self, self->sel_x, self->sel_y, NULL);
  if (tile == NULL)
    {
      bastide_editor_canvas_set_rotation (self, self->rotation + (direction < 0 ? 3 : 1));
      return FALSE;
    }
  if (!bastide_scenario_rotate_tile (self->scenario, tile->x, tile->y,
                                     (tile->rot + (direction < 0 ? 3 : 1)) & 3, &error))
    {
      editor_canvas_emit_error (self, error);
      return FALSE;
    }
  return TRUE;
}

/**
 * bastide_editor_canvas_delete_selection:
 *
 * Removes the selected piece, or the selected tile (with its pieces).
 */
gboolean
bastide_editor_canvas_delete_selection (BastideEditorCanvas *self)
{
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (BASTIDE_IS_EDITOR_CANVAS (self), FALSE);
  if (self->scenario == NULL)
    return FALSE;

  if (self->sel_piece >= 0)
    {
      int index = self->sel_piece;

      editor_canvas_set_selection (self, FALSE, 0, 0, -1);
      if (!bastide_scenario_remove_piece (self->scenario, index, &error))
        {
          editor_canvas_emit_error (self, error);
          return FALSE;
        }
      return TRUE;
    }
  if (self->has_cell)
    {
      const BastideScenarioTile *tile = editor_canvas_tile_at (self, self->sel_x, self->sel_y, NULL);

      if (tile == NULL)
        return FALSE;
      if (!bastide_scenario_remove_tile (self->scenario, tile->x, tile->y, &error))
        {
          editor_canvas_emit_error (self, error);
          return FALSE;
        }
      return TRUE;
    }
  return FALSE;
}

/**
 * bastide_editor_canvas_activate_cursor:
 *
 * Enter on the keyboard: a click in the middle of the selected cell.
 */
gboolean
bastide_editor_canvas_activate_cursor (BastideEditorCanvas *self)
{
  g_return_val_if_fail (BASTIDE_IS_EDITOR_CANVAS (self), FALSE);
  if (!self->has_cell)
    {
      bastide_editor_canvas_select_cell (self, 0, 0, FALSE);
      return FALSE;
    }
  return bastide_editor_canvas_press (self, self->sel_x + 0.5, self->sel_y + 0.5, GDK_BUTTON_PRIMARY);
}

void
editor_canvas_class_init_input (BastideBoardViewportClass *viewport_class)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (viewport_class);

  viewport_class->drag_begin = drag_begin;
  viewport_class->drag_motion = drag_motion;
  viewport_class->drag_end = drag_end;
  viewport_class->click = click;
  viewport_class->pointer_moved = pointer_moved;
  viewport_class->pointer_left = pointer_left;
  viewport_class->move_cursor = move_cursor;

  gtk_widget_class_install_action (widget_class, "canvas.activate", NULL, activate_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, 0, "canvas.activate", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Enter, 0, "canvas.activate", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_space, 0, "canvas.activate", NULL);
}
