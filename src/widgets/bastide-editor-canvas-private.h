/* bastide-editor-canvas-private.h: what the editor canvas's files share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * BastideEditorCanvas is written in three files: bastide-editor-canvas.c
 * (the object, the scenario looked at, the view, the public API),
 * bastide-editor-canvas-draw.c (how it looks) and
 * bastide-editor-canvas-input.c (pointer, keys and the edits they make).
 */

#pragma once

#include "bastide-editor-canvas.h"

#include "bastide-render.h"
#include "bastide-tile-cache.h"

G_BEGIN_DECLS

#define PIECE_HEIGHT 0.3
#define PIECE_SPREAD 0.22
#define PIECE_HIT 0.17

typedef enum
{
  DRAG_NONE,
  DRAG_PAN,
  DRAG_TILE,
  DRAG_PIECE,
} DragKind;

struct _BastideEditorCanvas
{
  BastideBoardViewport parent_instance;

  BastideScenario   *scenario;
  BastideEditorTool  tool;
  int                tile_type;
  guint              rotation;
  BastidePieceKind   piece_kind;
  guint              player;

  gboolean           has_cell;
  int                sel_x;
  int                sel_y;
  int                sel_piece;
  int                sel_side;     /* a side of the selected square to mark, or -1 */

  gboolean           hovering;
  double             hover_bx;
  double             hover_by;

  DragKind           drag_kind;
  gboolean           dragging;
  guint              drag_button;
  double             drag_start_bx;
  double             drag_start_by;
  double             drag_bx;
  double             drag_by;
  int                drag_tile;
  int                drag_piece;

  gboolean           has_preview;
  BastideTurn        preview;

  GHashTable        *marks;
  GHashTable        *right;
  GHashTable        *wrong;
  GHashTable        *missed;
  gboolean           show_problems;

  BastideTileCache  *tiles;
};

enum {
  PROP_0,
  PROP_TOOL,
  PROP_TILE_TYPE,
  PROP_ROTATION,
  PROP_PIECE_KIND,
  PROP_PLAYER,
  N_PROPS
};

enum {
  MESSAGE,
  SELECTION_CHANGED,
  MARKS_CHANGED,
  N_SIGNALS
};

extern GParamSpec *editor_canvas_properties[N_PROPS];
extern guint editor_canvas_signals[N_SIGNALS];

/* Cells as hash keys */

static inline gpointer
pack_cell (int x,
           int y)
{
  return GUINT_TO_POINTER (((guint) (x + 0x4000) << 16) | (guint) (y + 0x4000));
}

static inline void
unpack_cell (gpointer key,
             int     *x,
             int     *y)
{
  guint packed = GPOINTER_TO_UINT (key);

  *x = (int) (packed >> 16) - 0x4000;
  *y = (int) (packed & 0xffff) - 0x4000;
}

/* Coordinates */

#define VIEWPORT(self) BASTIDE_BOARD_VIEWPORT (self)

static inline double
canvas_zoom (BastideEditorCanvas *self)
{
  return bastide_board_viewport_get_zoom (VIEWPORT (self));
}

static inline double
to_screen_x (BastideEditorCanvas *self,
             double               bx)
{
  return bastide_board_viewport_to_widget_x (VIEWPORT (self), bx);
}

static inline double
to_screen_y (BastideEditorCanvas *self,
             double               by)
{
  return bastide_board_viewport_to_widget_y (VIEWPORT (self), by);
}

static inline double
to_board_x (BastideEditorCanvas *self,
            double               wx)
{
  return bastide_board_viewport_to_board_x (VIEWPORT (self), wx);
}

static inline double
to_board_y (BastideEditorCanvas *self,
            double               wy)
{
  return bastide_board_viewport_to_board_y (VIEWPORT (self), wy);
}

/* bastide-editor-canvas-draw.c */
void                        editor_canvas_draw            (BastideEditorCanvas *self,
                                                           cairo_t             *cr,
                                                           int                  width,
                                                           int                  height);

/* bastide-editor-canvas.c */
void                        editor_canvas_emit_error      (BastideEditorCanvas *self,
                                                           GError              *error);
void                        editor_canvas_emit_message    (BastideEditorCanvas *self,
                                                           const char          *text);
int                         editor_canvas_piece_at        (BastideEditorCanvas *self,
                                                           double               bx,
                                                           double               by);
gboolean                    editor_canvas_piece_for_point (BastideEditorCanvas   *self,
                                                           BastidePieceKind       kind,
                                                           guint                  player,
                                                           double                 bx,
                                                           double                 by,
                                                           BastideScenarioPiece  *piece,
                                                           GError               **error);
gboolean                    editor_canvas_piece_position  (BastideEditorCanvas *self,
                                                           guint                index,
                                                           double              *bx,
                                                           double              *by);
BastideColor                editor_canvas_player_color    (BastideEditorCanvas *self,
                                                           guint                player);
void                        editor_canvas_set_selection   (BastideEditorCanvas *self,
                                                           gboolean             has_cell,
                                                           int                  x,
                                                           int                  y,
                                                           int                  piece);
gboolean                    editor_canvas_spec_position   (BastideEditorCanvas        *self,
                                                           const BastideScenarioPiece *piece,
                                                           guint                       rank,
                                                           guint                       count,
                                                           double                     *bx,
                                                           double                     *by);
const BastideScenarioTile * editor_canvas_tile_at         (BastideEditorCanvas *self,
                                                           int                  x,
                                                           int                  y,
                                                           int                 *index);
double                      editor_canvas_tile_units      (guint type);

/* bastide-editor-canvas-input.c */
void editor_canvas_class_init_input (BastideBoardViewportClass *viewport_class);

G_END_DECLS
