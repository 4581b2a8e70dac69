/* bastide-describe.h: the board in words, for people who do not see it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every sentence a screen reader says about the game is built here, from
 * the model's getters, so that the widgets only pass them on and the
 * tests read them without a display. Each function returns a translated
 * string without markup (g_free() it).
 */

#pragma once

#include "bastide-game.h"

G_BEGIN_DECLS

/* A tile edge by edge, clockwise from the north, as it lies turned @rot,
 * then how its sides connect: "North: city; East: road; South: field;
 * West: road; the road runs east–west". */
char       *bastide_describe_tile           (guint                 type,
                                             guint                 rot);
/* What each edge of @type turned @rot would meet at (x, y), and whether
 * the tile may go there: "Fits: city meets city to the north". */
char       *bastide_describe_fit            (BastideGame          *game,
                                             guint                 type,
                                             int                   x,
                                             int                   y,
                                             guint                 rot);
/* What lies on square (x, y): its tile and the pieces on it. */
char       *bastide_describe_square         (BastideGame          *game,
                                             int                   x,
                                             int                   y);
/* A feature as it stands, after what is on it: "incomplete, 3 tiles, Red holds
 * it". */
char       *bastide_describe_feature        (BastideGame          *game,
                                             int                   x,
                                             int                   y,
                                             int                   feature);
/* A deploy spot on the tile just placed: "follower on the city, incomplete,
 * 3 tiles, Red holds it". */
char       *bastide_describe_deploy         (BastideGame          *game,
                                             const BastideDeploy  *deploy);
/* A choice on the board: @piece on a feature of the tile at (x, y) (a
 * wagon's target, a follower to return to the plague), or with @feature
 * -1 the empty square at (x, y) an abbey may fill. */
char       *bastide_describe_choice         (BastideGame          *game,
                                             BastidePieceKind      piece,
                                             int                   x,
                                             int                   y,
                                             int                   feature);

/* News: what just happened, for announcing it. */
char       *bastide_describe_turn           (BastideGame          *game,
                                             guint                 player);
char       *bastide_describe_placement      (BastideGame            *game,
                                             guint                   player,
                                             const BastideBoardTile *tile);
char       *bastide_describe_deployed       (BastideGame            *game,
                                             const BastidePieceMove *move);
char       *bastide_describe_score          (BastideGame          *game,
                                             guint                 player,
                                             int                   score,
                                             int                   delta);
char       *bastide_describe_winners        (BastideGame          *game);
/* The end of a game: each player's points and where they came from, the
 * best first; and how the scores grew, for the picture of them. */
char       *bastide_describe_final_scores   (BastideGame          *game);
char       *bastide_describe_score_history  (BastideGame          *game);
/* A suggested move for the tile in hand: where, turned how, and the
 * piece to deploy with it (@deploy may be NULL). */
char       *bastide_describe_suggestion     (BastideGame          *game,
                                             int                   x,
                                             int                   y,
                                             guint                 rot,
                                             const BastideDeploy  *deploy);
/* The tiles left of one type: "3 left: North: city; …". */
char       *bastide_describe_tile_count     (guint                 type,
                                             guint                 count);

G_END_DECLS
