/* bastide-costly-move.h: a move of a finished game that cost points
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * bastide_game_find_costly_moves_finish() lists them: the turn, whose it
 * was, about how many points it cost by the search's estimate, and what
 * the search would have played instead, in words.
 */

#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

#define BASTIDE_TYPE_COSTLY_MOVE (bastide_costly_move_get_type ())

G_DECLARE_FINAL_TYPE (BastideCostlyMove, bastide_costly_move, BASTIDE, COSTLY_MOVE, GObject)

BastideCostlyMove *bastide_costly_move_new             (guint              turn,
                                                        guint              player,
                                                        double             cost,
                                                        const char        *better);

guint              bastide_costly_move_get_turn        (BastideCostlyMove *self);
guint              bastide_costly_move_get_player      (BastideCostlyMove *self);
double             bastide_costly_move_get_cost        (BastideCostlyMove *self);
const char        *bastide_costly_move_get_better      (BastideCostlyMove *self);

G_END_DECLS
