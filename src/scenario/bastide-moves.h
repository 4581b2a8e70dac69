/* bastide-moves.h: whole turns (BastideTurn) for the analysis and puzzles
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A turn here is what one record entry says: the tile drawn and where it
 * goes, the plague answers, the piece, the wagons' moves; or an abbey, a
 * discard, a pass. bastide_moves_foreach() lists every legal turn of a
 * position between two turns, with the position it leads to.
 */

#pragma once

#include <glib.h>

#include "bastide-record.h"
#include "bastide-state.h"

G_BEGIN_DECLS

/* A square of the board, as puzzles and their sentences name it. */
typedef struct
{
  int x, y;
} BastidePuzzleCell;

typedef enum
{
  BASTIDE_MOVES_DEFAULT = 0,
  BASTIDE_MOVES_ALL_ROTATIONS = 1 << 0,   /* also rotations that look the same */
  BASTIDE_MOVES_WAGON_TARGETS = 1 << 1,   /* every wagon target, not only home */
  BASTIDE_MOVES_NO_ABBEYS = 1 << 2,       /* no abbey turns (they are listed by default) */
} BastideMovesFlags;

/* Called for each turn; return FALSE to stop. `after` is the position
 * once the turn is over; `events` what scored during it. */
typedef gboolean (*BastideMovesFunc) (const BastideTurn   *turn,
                                      const BastideState  *after,
                                      const BastideEvents *events,
                                      gpointer             user_data);

void      bastide_moves_foreach     (const BastideState    *state,
                                     BastideMovesFlags      flags,
                                     BastideMovesFunc       func,
                                     gpointer               user_data);

gboolean  bastide_moves_play        (BastideState          *state,
                                     const BastideTurn     *turn,
                                     BastideEvents         *events,
                                     GError               **error);

void      bastide_moves_init_turn   (BastideTurn           *turn,
                                     BastideTurnKind        kind);
gboolean  bastide_moves_same_rotation (guint              type,
                                     guint                  a,
                                     guint                  b);
void      bastide_moves_canonical   (BastideTurn           *turn);
gboolean  bastide_moves_equal       (const BastideTurn     *a,
                                     const BastideTurn     *b);

char     *bastide_moves_square_letter (guint                index);
void      bastide_moves_sort_squares (GArray               *squares);
char     *bastide_moves_name_square (GArray                *squares,
                                     int                    x,
                                     int                    y);
char     *bastide_moves_describe    (const BastideTurn     *turn,
                                     GArray                *squares);
char     *bastide_moves_to_json     (const BastideTurn     *turn);
gboolean  bastide_moves_from_json   (const char            *text,
                                     const BastideRules    *rules,
                                     BastideTurn           *turn,
                                     GError               **error);
GArray   *bastide_moves_list_from_json (const char         *text,
                                     const BastideRules    *rules,
                                     GError               **error);

G_END_DECLS
