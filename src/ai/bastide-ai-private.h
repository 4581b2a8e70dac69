/* bastide-ai-private.h: what the AI files share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "bastide-ai.h"
#include "bastide-rng.h"

G_BEGIN_DECLS

static inline const BastideTileType *
ai_types (void)
{
  return bastide_catalogue ()->types;
}

/* The root of a feature, without path compression (the state is const). */
static inline guint
ai_find_root (const BastideState *state,
              guint               node)
{
  while (state->nodes[node].parent != node)
    node = state->nodes[node].parent;
  return node;
}

/* Adds `root` to a list of feature roots unless it is there already;
 * returns whether it was new. */
static inline gboolean
ai_note_root (guint16 *roots,
              guint   *n_roots,
              guint    root)
{
  for (guint i = 0; i < *n_roots; i++)
    if (roots[i] == root)
      return FALSE;
  roots[(*n_roots)++] = root;
  return TRUE;
}

/* Whether the player to move may recall an abbot (one is on the board). */
static inline gboolean
ai_can_recall (const BastideState *state)
{
  return (state->rules.expansions & BASTIDE_EXPANSION_ABBOT)
         && !(state->players[state->to_move].specials & BASTIDE_SPECIAL_BIT (BASTIDE_PIECE_ABBOT));
}

/* The tile types still to come and their copies: the pile, and with
 * `with_hand` the tile in hand of a PLACE phase. */
#define BASTIDE_AI_CELL_CODES 625  /* 5 demands (none, city, road, field, river) ^ 4 sides */

typedef struct
{
  guint n_kinds;
  guint8 kinds[BASTIDE_MAX_TILES];
  guint8 copies[BASTIDE_MAX_TILES];
  /* Copies that fit a frontier cell, by what its sides demand; filled on
   * first use, -1 until then. */
  gint16 fits[BASTIDE_AI_CELL_CODES];
} BastideAiPile;

void      bastide_ai_pile_count     (const BastideState   *state,
                                     gboolean              with_hand,
                                     BastideAiPile        *pile);

/* A feature holding pieces, as the evaluation sees it. */
typedef struct
{
  guint16 root;
  guint8 kind;
  guint8 barns;                         /* bit per barn owner */
  gboolean abbot;                       /* an abbot holds it */
  guint8 weight[BASTIDE_MAX_PLAYERS];   /* a follower 1, a mayor the shields */
  guint8 meeples[BASTIDE_MAX_PLAYERS];
  double value;                         /* estimated final points to its holders */
  double completion;                    /* chance that it completes */
  double growth;                        /* fields: the cities they may still gain */
  double famine;                        /* fields: completed cities now */
  double now;                           /* cloisters, gardens: points if scored now */
} BastideAiFeature;

typedef struct _BastideAiRow BastideAiRow;
typedef struct _BastideAiWeights BastideAiWeights;

/* The evaluations: the greedy player's simple one; the rich one with the
 * first tables, measured on greedy base games (the arena's old-hard);
 * the rich one with the tables fitted for the rule set. */
typedef enum
{
  BASTIDE_AI_EVAL_SIMPLE,
  BASTIDE_AI_EVAL_GREEDY_TABLES,
  BASTIDE_AI_EVAL_FITTED,
} BastideAiEvalKind;

/* The evaluation of one position, prepared once: the deploys of the tile
 * just placed can then be valued as extra pieces, without playing them. */
typedef struct
{
  const BastideState *state;
  gboolean rich;
  const BastideAiWeights *weights;
  BastideAiPile *pile;        /* the tiles left, to see dead holes; or NULL */
  double tiles_left;          /* tiles still to be placed */
  const BastideAiRow *row;    /* the measured tables at tiles_left */
  /* pile: the completion chances worked out so far (fields ask again) */
  guint n_known;
  guint16 known_root[32];
  double known_chance[32];
  guint n_features;
  BastideAiFeature features[BASTIDE_MAX_PIECES];
  /* features without pieces that extra pieces were valued on */
  guint n_extra;
  BastideAiFeature extra[BASTIDE_MAX_FEATURES];
  double wheel_visits;        /* of each sector, to come */
  double wheel_reached;       /* the chance of at least one */
} BastideAiEval;

/* Evaluation (bastide-ai-eval.c): the expected final score of each
 * player, in points. The simple one is the greedy player's: the scores
 * plus what the board would score if the game ended now, plus a little
 * for followers in supply. The rich ones guess completions, the future
 * of fields, followers' worth, the wheel; given the tiles left (`pile`,
 * or NULL) they also see the holes no tile left can fill, as a player who
 * counts tiles does. */
void      bastide_ai_eval           (const BastideState   *state,
                                     BastideAiEvalKind     kind,
                                     BastideAiPile        *pile,
                                     double                out[BASTIDE_MAX_PLAYERS]);

/* The rich (or simple) evaluation in two steps: bastide_ai_eval_scores()
 * with `extra` values the position as if that piece stood on the board,
 * taken from its owner's supply. The piece must not change the scoring of
 * the turn: a follower on a feature the tile did not complete or on a
 * crown, not a barn (see bastide_ai_eval_quiet_deploy()). */
void      bastide_ai_eval_prepare   (BastideAiEval        *eval,
                                     const BastideState   *state,
                                     BastideAiEvalKind     kind,
                                     BastideAiPile        *pile);
void      bastide_ai_eval_scores    (BastideAiEval        *eval,
                                     const BastidePiece   *extra,
                                     double                out[BASTIDE_MAX_PLAYERS]);
/* Whether `deploy` of the player who placed the tile, played on `placed`
 * (a DEPLOY phase), would leave `after` (the same turn with no deploy) as
 * it is but for the piece itself; fills `piece` then. */
gboolean  bastide_ai_eval_quiet_deploy (const BastideState *placed,
                                        const BastideState *after,
                                        const BastideDeploy *deploy,
                                        BastidePiece       *piece);

/* What the feature of `root` is expected to score in the end for its
 * holders (the fitted evaluation), and the chance that it completes. */
double    bastide_ai_eval_feature   (const BastideState   *state,
                                     BastideAiPile        *pile,
                                     guint                 root,
                                     double               *completion);

/* The roots of the cities the field `root` touches, at most `max_cities`;
 * `size` receives the field's feature instances. */
guint     bastide_ai_field_cities   (const BastideState   *state,
                                     guint                 root,
                                     guint16              *cities,
                                     guint                 max_cities,
                                     guint                *size);

/* The lead of `player` over the best of the others. */
double    bastide_ai_margin         (const double         *expected,
                                     guint                 n_players,
                                     guint                 player);

/* Experiments (bastide-ai.c): the knobs a tuning string ("name=value,…",
 * from an environment variable) may set; other names are ignored. */
typedef struct
{
  const char *name;
  double *field;
} BastideAiKnob;

void      bastide_ai_apply_tune     (const char           *tune,
                                     const BastideAiKnob  *knobs,
                                     guint                 n_knobs);

/* Moves (bastide-ai.c) */
typedef void (*BastideAiMoveFunc) (const BastideAiMove *move,
                                   const BastideState  *after,
                                   gpointer             user_data);

/* Calls `func` for every legal move of the current phase with the state
 * the move leads to (DRAW moves: the state before the draw, since the tile
 * is unknown). `scratch` holds two states of working space. */
guint     bastide_ai_foreach_move   (const BastideState   *state,
                                     BastideState         *scratch,
                                     BastideAiMoveFunc     func,
                                     gpointer              user_data);
/* Plays a move with no rollback: on failure the state is undefined. */
gboolean  bastide_ai_play           (BastideState         *state,
                                     const BastideAiMove  *move,
                                     BastideEvents        *events,
                                     GError              **error);
gboolean  bastide_ai_move_is_farmer (const BastideState   *state,
                                     const BastideAiMove  *move);

/* Players */
BastideAiMove bastide_ai_greedy_choose (const BastideState    *state,
                                        BastideAiStats        *stats);

typedef struct
{
  BastideAiLevel level;      /* picks the search's tuning */
  guint64 iterations;        /* 0: none */
  gint64 deadline_us;        /* monotonic; 0: none */
  guint64 seed;
  /* A root move always weighed, however poor it looks (the move played,
   * when a game is analysed); its estimated lead goes to `also_lead`. */
  const BastideAiMove *also;
  double *also_lead;
} BastideAiMctsConfig;

/* With a player, its kept tree is searched on when it holds the
 * position, and the new tree is kept in it. */
BastideAiMove bastide_ai_mcts_choose   (const BastideState        *state,
                                        const BastideAiMctsConfig *config,
                                        BastideAiPlayer           *player,
                                        GCancellable              *cancellable,
                                        BastideAiStats            *stats);

G_END_DECLS
