/* bastide-ai.h: computer opponents (a greedy baseline and MCTS players)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every function here is a pure function of a const BastideState: it keeps
 * no global state, so it may run on a worker thread (one search per thread)
 * while the main thread keeps playing on its own copy of the position.
 *
 * A decision is one BastideAiMove for the current phase of the state:
 *
 *   DRAW         draw the next tile, or play the abbey (then deploy)
 *   PLAGUE       the plague player's answer (not always the player to move)
 *   PLACE        place the tile in hand and deploy / recall / nothing, or
 *                discard a tile that fits nowhere
 *   DEPLOY       deploy / recall / nothing (a tile already placed)
 *   WAGONS       the first waiting wagon: a target or home (its owner decides)
 *   ABBEY_ROUND  play the abbey (then deploy) or pass
 *
 * bastide_ai_decider() says who takes the decision. The tile draws are
 * chance events: the players never look at the order of the pile, only at
 * what it still holds.
 */

#pragma once

#include <gio/gio.h>

#include "bastide-record.h"
#include "bastide-state.h"

G_BEGIN_DECLS

typedef enum
{
  BASTIDE_AI_GREEDY,    /* best immediate score plus a simple evaluation */
  BASTIDE_AI_EASY,      /* short search, softmax choice, forgets farmers */
  BASTIDE_AI_MEDIUM,    /* MCTS, about 1 s a move */
  BASTIDE_AI_HARD,      /* MCTS, about 3 s a move */
  BASTIDE_AI_OLD_HARD,  /* Hard before its tables were fitted per rule set: a
                         * yardstick for the arena, not offered to players */
  BASTIDE_AI_N_LEVELS
} BastideAiLevel;

typedef enum
{
  BASTIDE_AI_MOVE_NONE,     /* the game is over: nothing to decide */
  BASTIDE_AI_MOVE_DRAW,     /* DRAW: draw the next tile */
  BASTIDE_AI_MOVE_TILE,     /* PLACE: the tile at (x, y, rot), then `follow` */
  BASTIDE_AI_MOVE_DISCARD,  /* PLACE: the tile fits nowhere */
  BASTIDE_AI_MOVE_ABBEY,    /* DRAW, ABBEY_ROUND: the abbey at (x, y), then `follow` */
  BASTIDE_AI_MOVE_DEPLOY,   /* DEPLOY: `follow` only */
  BASTIDE_AI_MOVE_PASS,     /* ABBEY_ROUND: pass */
  BASTIDE_AI_MOVE_PLAGUE,   /* PLAGUE: return the follower on `feature` of the
                             * tile at (x, y); feature < 0: nothing to return */
  BASTIDE_AI_MOVE_WAGON,    /* WAGONS: move to `feature` of the tile at (x, y);
                             * feature < 0: the wagon goes home */
} BastideAiMoveKind;

/* What follows a placed tile or abbey. */
typedef enum
{
  BASTIDE_AI_FOLLOW_NOTHING,
  BASTIDE_AI_FOLLOW_DEPLOY,   /* `deploy` */
  BASTIDE_AI_FOLLOW_RECALL,   /* the abbot comes back and scores */
} BastideAiFollow;

typedef struct
{
  BastideAiMoveKind kind;
  guint player;              /* who decides (bastide_ai_decider) */
  int x, y;
  guint rot;
  int feature;               /* PLAGUE, WAGON: a feature index of the tile at (x, y) */
  BastideAiFollow follow;    /* TILE, ABBEY, DEPLOY */
  BastideDeploy deploy;      /* follow == DEPLOY */
} BastideAiMove;

typedef struct
{
  guint64 iterations;        /* MCTS iterations (one playout each) */
  gint64 elapsed_us;         /* wall-clock time of the decision */
  guint n_moves;             /* legal moves at the root */
  guint n_nodes;             /* tree nodes grown */
  double value;              /* MCTS: expected reward (0…1) of the move for the
                              * decider; greedy: its evaluation in points */
  double lead;               /* the decider's estimated final lead over the best
                              * other player after the move, in points */
  guint64 reused;            /* visits at the root kept from the player's
                              * previous search (bastide_ai_player_choose) */
  gboolean cancelled;        /* stopped early by the GCancellable */
} BastideAiStats;

/* The knobs of one decision. bastide_ai_params_init() fills the level's
 * defaults; the arena and the tests override the budget. */
typedef struct
{
  BastideAiLevel level;
  guint budget_ms;           /* time budget; 0 = none (then `iterations` must be set) */
  guint64 iterations;        /* iteration budget; 0 = none */
  guint64 seed;              /* the search's randomness: same seed, same iteration
                              * budget, same position ⇒ same move */
} BastideAiParams;

const char     *bastide_ai_level_name          (BastideAiLevel         level);
int             bastide_ai_level_from_name     (const char            *name);
guint           bastide_ai_level_budget_ms     (BastideAiLevel         level);
/* The iterations the level searches in `budget_ms` on one core of the
 * reference machine in games of `rules`: a budget that gives the same
 * play on a busy machine (the arena's --fair). */
guint64         bastide_ai_level_fair_iterations (BastideAiLevel       level,
                                                  const BastideRules  *rules,
                                                  guint                budget_ms);

void            bastide_ai_params_init         (BastideAiParams       *params,
                                                BastideAiLevel         level);

guint           bastide_ai_decider             (const BastideState    *state);

BastideAiMove   bastide_ai_choose              (const BastideState    *state,
                                                BastideAiLevel         level,
                                                GCancellable          *cancellable,
                                                BastideAiStats        *stats_out);
BastideAiMove   bastide_ai_choose_with_params  (const BastideState    *state,
                                                const BastideAiParams *params,
                                                GCancellable          *cancellable,
                                                BastideAiStats        *stats_out);
/* The suggested move for the human player who must decide: Hard's search
 * in Medium's time, so a hint takes about a second and has none of the
 * weaker levels' slips. */
BastideAiMove   bastide_ai_hint                (const BastideState    *state,
                                                GCancellable          *cancellable,
                                                BastideAiStats        *stats_out);

/* A computer player that keeps its search tree from one decision to the
 * next: when the new position follows from the one it searched last (its
 * own move, the draws and the others' moves since), the search goes on
 * from what it found there; any other position (an undo, a new game, a
 * loaded file) starts a new tree. One thread at a time. */
typedef struct _BastideAiPlayer BastideAiPlayer;

BastideAiPlayer *bastide_ai_player_new         (void);
void            bastide_ai_player_free         (BastideAiPlayer       *player);
BastideAiMove   bastide_ai_player_choose       (BastideAiPlayer       *player,
                                                const BastideState    *state,
                                                const BastideAiParams *params,
                                                GCancellable          *cancellable,
                                                BastideAiStats        *stats_out);

/* Plays the whole turn of the player to move (from the draw or the abbey
 * round's answer to the wagons), every decision in it the level's, also
 * the other players' plague answers and wagon moves, and writes it as a
 * record turn; `stats_out` receives the figures of the turn's main
 * decision (the tile, the abbey or the pass). The draw takes the real
 * next tile of the pile. On an error `state` is left as it was. */
gboolean        bastide_ai_play_turn           (BastideState          *state,
                                                const BastideAiParams *params,
                                                GCancellable          *cancellable,
                                                BastideTurn           *turn,
                                                BastideAiStats        *stats_out,
                                                GError               **error);

/* Why a move is good, from the engine's scoring and the evaluation the
 * search uses (bastide_ai_explain): each reason names a feature and a
 * cell of it (x, y) to show on the board. */
typedef enum
{
  BASTIDE_AI_REASON_COMPLETES,  /* the player scores `points` now for the feature */
  BASTIDE_AI_REASON_RECALL,     /* the abbot comes back with `points` */
  BASTIDE_AI_REASON_JOINS,      /* joins `owner`'s feature to the player's: to share
                                 * it, or with `takes_over` to take it over */
  BASTIDE_AI_REASON_BLOCKS,     /* no tile left can complete `owner`'s city */
  BASTIDE_AI_REASON_FIELD,      /* the player's farmers' field touches `count` more
                                 * completed cities: `points` at the end */
  BASTIDE_AI_REASON_EXTENDS,    /* the player's city or road grows to `count` tiles,
                                 * worth `expected` points */
  BASTIDE_AI_REASON_FOLLOWER,   /* the piece put (`role`) should bring `expected` points */
} BastideAiReasonKind;

/* What a deployed piece is on its feature. */
typedef enum
{
  BASTIDE_AI_ROLE_KNIGHT,
  BASTIDE_AI_ROLE_THIEF,
  BASTIDE_AI_ROLE_MONK,
  BASTIDE_AI_ROLE_FARMER,
  BASTIDE_AI_ROLE_ABBOT,
  BASTIDE_AI_ROLE_MAYOR,
  BASTIDE_AI_ROLE_WAGON,
  BASTIDE_AI_ROLE_BARN,
} BastideAiRole;

typedef struct
{
  BastideAiReasonKind kind;
  BastideFeatureKind feature;
  guint owner;               /* whose feature: the player's, or an opponent's */
  int x, y;                  /* a cell of the feature */
  int points;
  guint count;
  double expected;
  BastideAiRole role;
  gboolean takes_over;
} BastideAiReason;

#define BASTIDE_AI_MAX_REASONS 6

typedef struct
{
  BastideAiMove move;
  guint player;
  double lead;               /* the search's estimate, as in BastideAiStats */
  double value;
  guint n_reasons;
  BastideAiReason reasons[BASTIDE_AI_MAX_REASONS];
} BastideAiExplanation;

/* Explains `move` in `state` (a TILE or ABBEY move; others get no
 * reasons); `stats` (nullable) are the search's figures for it. */
void            bastide_ai_explain             (const BastideState    *state,
                                                const BastideAiMove   *move,
                                                const BastideAiStats  *stats,
                                                BastideAiExplanation  *out);
/* The explanation in one or two translated sentences; `names` are the
 * players' names, by seat. */
char           *bastide_ai_explanation_text    (const BastideAiExplanation *explanation,
                                                const char * const    *names);

/* A move of a finished game that cost its player points, by the search's
 * estimate (bastide_ai_costly_moves). */
typedef struct
{
  guint turn;                /* index in the record's turns */
  guint player;
  BastideAiMove played;
  BastideAiMove best;        /* what the search would have played */
  double cost;               /* its estimated lead after `best` less after `played` */
  BastideAiExplanation explanation;  /* of `best` */
} BastideAiCostlyMove;

typedef void (*BastideAiProgress) (guint    done,
                                   guint    total,
                                   gpointer user_data);

/* Searches every tile turn of `record` again with `params` (an iteration
 * budget makes it deterministic) and returns each player's `per_player`
 * costliest moves (BastideAiCostlyMove, costliest first; a move that cost
 * less than a point is none). Calls `progress` before each turn, from the
 * calling thread; NULL with `error` set when cancelled or when a turn of
 * the record is illegal. */
GArray         *bastide_ai_costly_moves        (const BastideRecord   *record,
                                                const BastideAiParams *params,
                                                guint                  per_player,
                                                BastideAiProgress      progress,
                                                gpointer               user_data,
                                                GCancellable          *cancellable,
                                                GError               **error);

/* Applies the whole move, or nothing at all when it is not legal. */
gboolean        bastide_ai_apply               (BastideState          *state,
                                                const BastideAiMove   *move,
                                                GError               **error);
gboolean        bastide_ai_apply_with_events   (BastideState          *state,
                                                const BastideAiMove   *move,
                                                BastideEvents         *events,
                                                GError               **error);

/* Every legal move of the current phase (an array of BastideAiMove); tile
 * rotations that look the same are listed once. */
GArray         *bastide_ai_list_moves          (const BastideState    *state);
gboolean        bastide_ai_move_equal          (const BastideAiMove   *a,
                                                const BastideAiMove   *b);
/* "tile (1, 0) 90° + meeple on c1", for logs and tests. */
char           *bastide_ai_move_to_string      (const BastideState    *state,
                                                const BastideAiMove   *move);
/* Fills the record fields of a TILE, DISCARD, ABBEY or PASS move (the tile
 * in hand, position, deploy, recall); plague answers and wagon moves are
 * separate decisions the caller adds to the turn. `state` is the position
 * the move is chosen in. */
void            bastide_ai_move_to_turn        (const BastideState    *state,
                                                const BastideAiMove   *move,
                                                BastideTurn           *turn);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BastideAiPlayer, bastide_ai_player_free)

G_END_DECLS
