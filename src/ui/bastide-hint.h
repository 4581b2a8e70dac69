/* bastide-hint.h: graded hints on the board
 *
 * Copyright 2026 The Bastide authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The game window and the puzzle window share it. Each press shows more of
 * the move the model suggests for the position: first only the square to
 * play on, then the tile turned as it should go, then the whole move with
 * why it is good, beside it on the board. A new position starts over.
 */

#pragma once

#include <gtk/gtk.h>

#include "bastide-board-view.h"
#include "bastide-game.h"

G_BEGIN_DECLS

typedef enum
{
  BASTIDE_HINT_NONE,
  BASTIDE_HINT_SQUARE,
  BASTIDE_HINT_ROTATION,
  BASTIDE_HINT_MOVE,
} BastideHintGrade;

#define BASTIDE_TYPE_HINT (bastide_hint_get_type ())

G_DECLARE_FINAL_TYPE (BastideHint, bastide_hint, BASTIDE, HINT, GObject)

BastideHint      *bastide_hint_new        (BastideBoardView *board);
void              bastide_hint_set_game   (BastideHint      *self,
                                           BastideGame      *game);
void              bastide_hint_press      (BastideHint      *self);
void              bastide_hint_cancel     (BastideHint      *self);
gboolean          bastide_hint_get_busy   (BastideHint      *self);
BastideHintGrade  bastide_hint_get_grade  (BastideHint      *self);
const char       *bastide_hint_get_text   (BastideHint      *self);

G_END_DECLS
