/* bastide-puzzle.h: a position, a goal and the texts around it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A puzzle is a record with `setup` and string keys of the game's own
 * ("puzzle-goal", "puzzle-target", "puzzle-title", …), so every puzzle file
 * stays a valid record. The engine checks an answer and explains what
 * scored; bastide_puzzle_solve() finds a right answer by search.
 *
 * Goals and their targets ("puzzle-target"):
 *   score-at-least     "N": the puzzle's player scores at least N this turn
 *   complete           "city", "road", "cloister", "garden": one of that
 *                      kind is completed this turn; or "X,Y:ID": the
 *                      feature ID of the tile at (X, Y) is complete after it
 *   win-field          "X,Y:ID": after the move the puzzle's player has
 *                      more farmers on that field than any other player
 *   best-final-score   "" (or the optimum, as a note): play every tile of
 *                      the pile (up to 3) and the end; the player's final
 *                      score must reach the best possible
 *   where-can-tile-go  "": the answer is the set of cells where the tile on
 *                      top of the pile fits
 *   is-move-legal      a turn in record JSON; the answer is yes or no
 */

#pragma once

#include <gio/gio.h>

#include "bastide-moves.h"
#include "bastide-scenario.h"

G_BEGIN_DECLS

#define BASTIDE_TYPE_PUZZLE (bastide_puzzle_get_type ())
#define BASTIDE_TYPE_PUZZLE_ANSWER (bastide_puzzle_answer_get_type ())
#define BASTIDE_TYPE_PUZZLE_RESULT (bastide_puzzle_result_get_type ())

G_DECLARE_FINAL_TYPE (BastidePuzzle, bastide_puzzle, BASTIDE, PUZZLE, GObject)

#define BASTIDE_PUZZLE_ERROR (bastide_puzzle_error_quark ())

typedef enum
{
  BASTIDE_PUZZLE_ERROR_INVALID,   /* the puzzle itself is not usable */
  BASTIDE_PUZZLE_ERROR_SEARCH,    /* too many moves to search */
} BastidePuzzleError;

typedef enum
{
  BASTIDE_PUZZLE_GOAL_SCORE,
  BASTIDE_PUZZLE_GOAL_COMPLETE,
  BASTIDE_PUZZLE_GOAL_FIELD,
  BASTIDE_PUZZLE_GOAL_BEST_FINAL,
  BASTIDE_PUZZLE_GOAL_WHERE,
  BASTIDE_PUZZLE_GOAL_LEGAL,
  BASTIDE_N_PUZZLE_GOALS
} BastidePuzzleGoal;

/* What the solver says: the turns (one for score-at-least, complete and
 * win-field; all of them to the end for best-final-score), the cells
 * (where-can-tile-go) or yes/no (is-move-legal). */
typedef struct
{
  GArray *turns;         /* BastideTurn */
  GArray *cells;         /* BastidePuzzleCell */
  gboolean yes;
} BastidePuzzleAnswer;

typedef struct
{
  gboolean solved;
  gboolean legal;        /* every turn of the answer was legal */
  char *summary;         /* one sentence: solved, or why not */
  GPtrArray *details;    /* what happened, turn by turn, score by score */
  GArray *squares;       /* BastidePuzzleCell: the squares the sentences name
                          * by letter (bastide_moves_name_square()), "A" first;
                          * the board labels them the same */
} BastidePuzzleResult;

GQuark               bastide_puzzle_error_quark      (void);
GType                bastide_puzzle_answer_get_type  (void) G_GNUC_CONST;
GType                bastide_puzzle_result_get_type  (void) G_GNUC_CONST;

const char          *bastide_puzzle_goal_name        (BastidePuzzleGoal     goal);
int                  bastide_puzzle_goal_from_name   (const char           *name);
const char          *bastide_puzzle_goal_label       (BastidePuzzleGoal     goal);

BastidePuzzleAnswer *bastide_puzzle_answer_new       (void);
BastidePuzzleAnswer *bastide_puzzle_answer_copy      (const BastidePuzzleAnswer *answer);
void                 bastide_puzzle_answer_free      (BastidePuzzleAnswer  *answer);
void                 bastide_puzzle_answer_add_turn  (BastidePuzzleAnswer  *answer,
                                                      const BastideTurn    *turn);
void                 bastide_puzzle_answer_add_turns (BastidePuzzleAnswer  *answer,
                                                      const BastideRecord  *record);
void                 bastide_puzzle_answer_add_cell  (BastidePuzzleAnswer  *answer,
                                                      int                   x,
                                                      int                   y);

BastidePuzzleResult *bastide_puzzle_result_copy      (const BastidePuzzleResult *result);
void                 bastide_puzzle_result_free      (BastidePuzzleResult  *result);

BastidePuzzle       *bastide_puzzle_new              (BastideScenario      *scenario);
BastidePuzzle       *bastide_puzzle_load_data        (const char           *data,
                                                      gssize                length,
                                                      const char           *name,
                                                      GError              **error);
BastidePuzzle       *bastide_puzzle_load_file        (const char           *path,
                                                      GError              **error);
BastidePuzzle       *bastide_puzzle_load_resource    (const char           *path,
                                                      GError              **error);
char                *bastide_puzzle_to_data          (BastidePuzzle        *self,
                                                      gsize                *length);
gboolean             bastide_puzzle_save             (BastidePuzzle        *self,
                                                      const char           *path,
                                                      GError              **error);

/* The bundled puzzles: resource paths, in play order. */
char               **bastide_puzzle_list_bundled     (void);

BastideScenario     *bastide_puzzle_get_scenario     (BastidePuzzle        *self);
const char          *bastide_puzzle_get_id           (BastidePuzzle        *self);
void                 bastide_puzzle_set_id           (BastidePuzzle        *self,
                                                      const char           *id);
const char          *bastide_puzzle_get_title        (BastidePuzzle        *self);
void                 bastide_puzzle_set_title        (BastidePuzzle        *self,
                                                      const char           *title);
const char          *bastide_puzzle_get_description  (BastidePuzzle        *self);
void                 bastide_puzzle_set_description  (BastidePuzzle        *self,
                                                      const char           *description);
const char          *bastide_puzzle_get_explanation  (BastidePuzzle        *self);
void                 bastide_puzzle_set_explanation  (BastidePuzzle        *self,
                                                      const char           *explanation);
BastidePuzzleGoal    bastide_puzzle_get_goal         (BastidePuzzle        *self);
const char          *bastide_puzzle_get_target       (BastidePuzzle        *self);
gboolean             bastide_puzzle_set_goal         (BastidePuzzle        *self,
                                                      BastidePuzzleGoal     goal,
                                                      const char           *target,
                                                      GError              **error);
guint                bastide_puzzle_get_player       (BastidePuzzle        *self);
void                 bastide_puzzle_set_player       (BastidePuzzle        *self,
                                                      guint                 player);

gboolean             bastide_puzzle_validate         (BastidePuzzle        *self,
                                                      GError              **error);
BastidePuzzleResult *bastide_puzzle_check            (BastidePuzzle        *self,
                                                      const BastidePuzzleAnswer *answer,
                                                      GError              **error);
BastidePuzzleAnswer *bastide_puzzle_solve            (BastidePuzzle        *self,
                                                      GError              **error);
gboolean             bastide_puzzle_get_best_score   (BastidePuzzle        *self,
                                                      int                  *score,
                                                      GError              **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BastidePuzzleAnswer, bastide_puzzle_answer_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (BastidePuzzleResult, bastide_puzzle_result_free)

G_END_DECLS
