/* bastide-ai-mcts.c: Monte Carlo tree search
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * UCT over a closed-loop tree of decision nodes and chance nodes:
 *
 * - A decision node's edges are the complete legal moves of the player who
 *   decides (a placement with its deploy, an abbey, a wagon target, a
 *   plague answer…), each with a prior: the reward the rich evaluation
 *   gives the decider in the position the move leads to. Edges are sorted
 *   by prior, start with a few virtual visits at it, and the node widens
 *   progressively from the best prior down, so the search looks at the
 *   replies a sensible player would make before the others. Inner nodes
 *   keep only their best moves.
 * - A draw is a chance node with one edge per tile type the pile still
 *   holds. Each iteration determinises the draw by taking a tile uniformly
 *   from what the pile holds (the river part first, the lake last), never
 *   from the real order of the pile.
 * - A new decision node is valued by its best prior (the position after
 *   the decider's best one-ply move, which its expansion evaluated anyway);
 *   other leaves by the rich evaluation, optionally after a few turns of a
 *   light random policy. The reward of each player is a logistic function
 *   of its estimated lead over the best of the others.
 *
 * The search owns its memory and reads only its const root state, so
 * several searches may run on different threads at once.
 */

#define G_LOG_DOMAIN "bastide-ai"

#include "config.h"

#include "bastide-ai-private.h"

#include <math.h>
#include <string.h>

#define NO_NODE G_MAXUINT32

/* Tuning (BASTIDE_AI_TUNE="name=value,…" overrides, for experiments) */
typedef struct
{
  double reward_scale;    /* points of lead for a reward of 0.73 */
  double uct_c;           /* exploration */
  double prior_visits;    /* virtual visits of a move at its prior */
  double expand_visits;   /* an edge grows a node on its n-th visit */
  double inner_moves;     /* moves an inner decision node keeps */
  double screen;          /* inner tile turns: placements whose deploys are
                           * tried, the best without a deploy (0: all) */
  double playout_turns;   /* turns of light random play after a plain leaf */
  double playout_deploy;  /* chance that the light policy deploys */
  double width_base;      /* moves considered at first… */
  double width_scale;     /* …growing by this × visits^width_power */
  double width_power;
  double stratify;        /* chance nodes draw each tile type in proportion */
  double count_pile;      /* the evaluation looks at which tiles are left */
  double temperature;     /* > 0: softmax choice over the root's moves */
  double forget_farmers;  /* chance to overlook farmer moves at the root */
  double fitted;          /* the tables fitted per rule set, not the greedy ones */
  double keep_tree;       /* a player's search goes on from its previous tree */
} Tuning;

static const Tuning default_tuning = {
  .reward_scale = 10.0,
  .uct_c = 0.2,
  .prior_visits = 4,
  .expand_visits = 1,
  .inner_moves = 24,
  .screen = 6,
  .playout_turns = 0,
  .playout_deploy = 0.2,
  .width_base = 2,
  .width_scale = 1,
  .width_power = 0.5,
  .stratify = 1,
  .count_pile = 0,
  .temperature = 0,
  .forget_farmers = 0,
  .fitted = 1,
  .keep_tree = 1,
};

/* Each level's tuning: the defaults and the level's own settings, then
 * BASTIDE_AI_TUNE for every level, then BASTIDE_AI_TUNE_<LEVEL> (e.g.
 * BASTIDE_AI_TUNE_HARD). */
static Tuning level_tuning[BASTIDE_AI_N_LEVELS];

static void
set_level_tuning (Tuning         *tuning,
                  BastideAiLevel  level)
{
  *tuning = default_tuning;
  switch (level)
    {
    case BASTIDE_AI_EASY:
      /* Human-like mistakes: a near-best move now and then, and farmers
       * overlooked on half of its turns. */
      tuning->temperature = 0.04;
      tuning->forget_farmers = 0.5;
      break;
    case BASTIDE_AI_MEDIUM:
      /* A club player's blind spot: farmers overlooked on two turns in
       * five, and the first tables and weights (no field growth), which
       * keep Medium a clear step below Hard: with Hard's evaluation it
       * won half its games against Hard (figures in README.md). */
      tuning->forget_farmers = 0.4;
      tuning->fitted = 0;
      break;
    case BASTIDE_AI_HARD:
      /* It counts the tiles left, so it sees the holes nothing can fill,
       * and tries every deploy of every placement deep in the tree, so it
       * sees the replies that join or steal a feature. Both cost
       * iterations, which its longer budget pays for. */
      tuning->count_pile = 1;
      tuning->screen = 0;
      break;
    case BASTIDE_AI_OLD_HARD:
      /* Hard as it was before the fitted tables. */
      tuning->count_pile = 1;
      tuning->screen = 0;
      tuning->fitted = 0;
      tuning->keep_tree = 0;
      break;
    case BASTIDE_AI_GREEDY:
    case BASTIDE_AI_N_LEVELS:
    default:
      break;
    }
}

static void
apply_tuning (Tuning     *tuning,
              const char *tune)
{
#define KNOB(name) { #name, &tuning->name }
  const BastideAiKnob knobs[] = {
    KNOB (reward_scale), KNOB (uct_c), KNOB (prior_visits), KNOB (expand_visits), KNOB (inner_moves),
    KNOB (screen), KNOB (playout_turns), KNOB (playout_deploy), KNOB (width_base), KNOB (width_scale),
    KNOB (width_power), KNOB (stratify), KNOB (count_pile), KNOB (temperature), KNOB (forget_farmers),
    KNOB (fitted), KNOB (keep_tree),
  };
#undef KNOB

  bastide_ai_apply_tune (tune, knobs, G_N_ELEMENTS (knobs));
}

static gpointer
load_tuning (gpointer data)
{
  for (guint level = 0; level < BASTIDE_AI_N_LEVELS; level++)
    {
      g_autofree char *name = g_ascii_strup (bastide_ai_level_name (level), -1);
      g_autofree char *variable = g_strconcat ("BASTIDE_AI_TUNE_", name, NULL);

      set_level_tuning (&level_tuning[level], level);
      apply_tuning (&level_tuning[level], g_getenv ("BASTIDE_AI_TUNE"));
      apply_tuning (&level_tuning[level], g_getenv (variable));
    }
  return NULL;
}

#define MAX_NODES (1u << 21)
#define MAX_EDGES (1u << 22)         /* 28 bytes each: 112 MB at most */
#define MAX_PATH 256

/* A move, small: the edges hold millions of them. */
typedef struct
{
  guint8 kind;            /* BastideAiMoveKind */
  guint8 follow;          /* BastideAiFollow */
  guint8 rot;
  gint8 feature;
  gint16 x, y;
  BastideDeploy deploy;
} Compact;

typedef struct
{
  Compact move;           /* decision; for a chance edge, x is the tile type */
  guint32 child;
  guint32 visits;
  float sum;
  float prior;
} Edge;

typedef struct
{
  guint32 first_edge;
  guint32 n_edges;
  guint32 visits;
  guint8 chance;
  guint8 terminal;
  guint8 decider;
} Node;

typedef struct
{
  guint32 node;
  guint32 edge;
} Step;

typedef struct
{
  Compact move;
  float prior;
  float reward[BASTIDE_MAX_PLAYERS];
} Candidate;

typedef struct
{
  const BastideAiMctsConfig *config;
  const Tuning *tuning;
  const BastideTileType *types;
  const BastideState *root_state;
  guint n_players;
  BastideRng rng;

  Node *nodes;
  guint n_nodes, cap_nodes;
  Edge *edges;
  guint n_edges, cap_edges;

  GArray *candidates;           /* Candidate, scratch of an expansion */
  guint decider;                /* of the expansion under way */
  BastideAiPile *move_pile;     /* … and the tiles left after its moves */
  BastideAiPile expansion_pile;
  BastideAiPile leaf_pile;
  gboolean skip_farmers;        /* root only (Easy) */
  BastideState *scratch;        /* three states for the move generators */
  BastideAiEvalKind eval_kind;
  BastideAiEval eval;           /* of a placement without a deploy */
  BastidePlacement *placements; /* scratch of the light policy */
  BastideState *state;          /* the iteration's position */
  Step path[MAX_PATH];
} Search;

/* Memory */

static guint
alloc_node (Search *search)
{
  if (search->n_nodes == search->cap_nodes)
    {
      if (search->cap_nodes >= MAX_NODES)
        return NO_NODE;
      search->cap_nodes *= 2;
      search->nodes = g_renew (Node, search->nodes, search->cap_nodes);
    }
  return search->n_nodes++;
}

static gboolean
reserve_edges (Search *search,
               guint   n)
{
  if (search->n_edges + n > search->cap_edges)
    {
      guint cap = search->cap_edges;

      if (search->n_edges + n > MAX_EDGES)
        return FALSE;
      while (cap < search->n_edges + n)
        cap *= 2;
      search->cap_edges = MIN (cap, MAX_EDGES);
      search->edges = g_renew (Edge, search->edges, search->cap_edges);
    }
  return TRUE;
}

/* Moves */

static Compact
compact_move (const BastideAiMove *move)
{
  Compact c = { move->kind, move->follow, move->rot, move->feature, move->x, move->y, move->deploy };

  return c;
}

static BastideAiMove
expand_move (const Compact *c,
             guint          player)
{
  BastideAiMove move = { c->kind, player, c->x, c->y, c->rot, c->feature, c->follow, c->deploy };

  return move;
}

static void
rewards_from (Search       *search,
              const double *expected,
              float        *reward)
{
  for (guint p = 0; p < search->n_players; p++)
    reward[p] = 1.0 / (1.0 + exp (-bastide_ai_margin (expected, search->n_players, p)
                                  / search->tuning->reward_scale));
}

/* `pile`: the tiles left as the evaluation should count them, or NULL to
 * count them here when the level counts tiles. */
static void
rewards_of (Search              *search,
            const BastideState  *state,
            BastideAiPile       *pile,
            float               *reward)
{
  double expected[BASTIDE_MAX_PLAYERS];

  if (pile == NULL && search->tuning->count_pile > 0)
    {
      bastide_ai_pile_count (state, TRUE, &search->leaf_pile);
      pile = &search->leaf_pile;
    }
  bastide_ai_eval (state, search->eval_kind, pile, expected);
  rewards_from (search, expected, reward);
}

/* Chance: the draw */

/* The index in the pile of a tile drawn at random from what may be drawn
 * now: with river tiles pending, only those (the lake last). The order of
 * the pile is never looked at, except when a scenario fixed it. */
static guint
sample_draw (const BastideState    *state,
             const BastideTileType *types,
             BastideRng            *rng)
{
  guint len = state->pile_len, low = 0, i;

  if (state->pile_fixed || len == 1)
    return len - 1;
  if (state->river_pending > 0)
    {
      low = len - MIN (state->river_pending, len);
      if (types[state->pile[len - 1]].is_spring)
        return len - 1;
    }
  do
    i = low + bastide_rng_below (rng, len - low);
  while (types[state->pile[i]].is_lake && state->river_pending > 1);
  return i;
}

static gboolean
draw_index (BastideState *state,
            guint         index)
{
  guint top = state->pile_len - 1;
  guint8 t = state->pile[index];

  state->pile[index] = state->pile[top];
  state->pile[top] = t;
  return bastide_state_draw (state, -1, NULL, NULL);
}

/* The lowest index of the pile that may be drawn now. */
static guint
draw_low (const BastideState    *state,
          const BastideTileType *types)
{
  guint len = state->pile_len;

  if (state->pile_fixed || len == 1 || (state->river_pending > 0 && types[state->pile[len - 1]].is_spring))
    return len - 1;
  if (state->river_pending > 0)
    return len - MIN (state->river_pending, len);
  return 0;
}

static gboolean
drawable (const BastideState    *state,
          const BastideTileType *types,
          guint                  index)
{
  return !(types[state->pile[index]].is_lake && state->river_pending > 1 && !state->pile_fixed
           && state->pile_len > 1);
}

/* The tile types that may be drawn now, with their copies. */
static guint
distinct_draws (const BastideState    *state,
                const BastideTileType *types,
                guint8                *out,
                guint8                *copies)
{
  guint len = state->pile_len, n = 0;
  gint16 slot[256];

  memset (slot, -1, sizeof slot);
  for (guint i = draw_low (state, types); i < len; i++)
    {
      guint8 t = state->pile[i];

      if (!drawable (state, types, i))
        continue;
      if (slot[t] < 0)
        {
          slot[t] = n;
          out[n] = t;
          copies[n++] = 0;
        }
      copies[slot[t]]++;
    }
  return n;
}

/* Stratified draw: the tile type furthest behind its share of the visits
 * (the copies it has in the pile), so a few visits already see the pile's
 * mix. Returns its index in the pile. */
static guint
stratified_draw (Search             *search,
                 const BastideState *state,
                 guint               index)
{
  const Node *node = &search->nodes[index];
  const Edge *edges = &search->edges[node->first_edge];
  double total = 0, best = -G_MAXDOUBLE;
  guint chosen = 0;
  guint8 type;

  for (guint i = 0; i < node->n_edges; i++)
    total += edges[i].prior;
  for (guint i = 0; i < node->n_edges; i++)
    {
      double deficit = edges[i].prior / total * (node->visits + 1) - edges[i].visits;

      if (deficit > best)
        {
          best = deficit;
          chosen = i;
        }
    }
  type = edges[chosen].move.x;
  for (guint i = state->pile_len; i-- > draw_low (state, search->types);)
    if (state->pile[i] == type && drawable (state, search->types, i))
      return i;
  return sample_draw (state, search->types, &search->rng);
}

static gboolean
has_abbey_choice (const BastideState *state)
{
  return (state->rules.expansions & BASTIDE_EXPANSION_ABBEY_MAYOR)
         && state->players[state->to_move].abbey
         && bastide_state_has_abbey_hole (state);
}

/* Whether the position is a draw with nothing else to choose. */
static gboolean
is_chance (const BastideState *state)
{
  return state->phase == BASTIDE_PHASE_DRAW && !has_abbey_choice (state);
}

/* Expansion */

static void
add_candidate (const BastideAiMove *move,
               const BastideState  *after,
               gpointer             user_data)
{
  Search *search = user_data;
  Candidate c;

  if (search->skip_farmers && bastide_ai_move_is_farmer (search->root_state, move))
    return;
  c.move = compact_move (move);
  rewards_of (search, after, search->move_pile, c.reward);
  c.prior = c.reward[search->decider];
  g_array_append_val (search->candidates, c);
}

static void
add_reward (Search              *search,
            const BastideAiMove *move,
            const float         *reward)
{
  Candidate c;

  if (search->skip_farmers && bastide_ai_move_is_farmer (search->root_state, move))
    return;
  c.move = compact_move (move);
  memcpy (c.reward, reward, sizeof c.reward);
  c.prior = c.reward[search->decider];
  g_array_append_val (search->candidates, c);
}

/* The candidates of the placement `move` of the tile in hand of `state`:
 * no deploy, then with `follow_ups` the abbot's recall and every deploy.
 * A deploy that leaves the turn's scoring alone is valued on the position
 * without it, as an extra piece, rather than played. Returns the prior
 * without a deploy, or -1 when the placement is illegal. */
static float
add_placement (Search             *search,
               const BastideState *state,
               BastideAiMove      *move,
               gboolean            follow_ups)
{
  BastideState *placed = &search->scratch[0], *after = &search->scratch[1], *played = &search->scratch[2];
  BastideDeploy deploys[BASTIDE_MAX_DEPLOYS];
  double expected[BASTIDE_MAX_PLAYERS];
  float reward[BASTIDE_MAX_PLAYERS], prior;
  guint n_deploys;

  /* Without follow-ups the placed position is not needed. */
  bastide_state_copy (follow_ups ? placed : after, state);
  if (!bastide_state_place (follow_ups ? placed : after, move->x, move->y, move->rot, NULL, NULL))
    return -1;
  if (follow_ups)
    bastide_state_copy (after, placed);
  if (!bastide_state_deploy (after, NULL, NULL, NULL))
    return -1;
  bastide_ai_eval_prepare (&search->eval, after, search->eval_kind, search->move_pile);
  bastide_ai_eval_scores (&search->eval, NULL, expected);
  rewards_from (search, expected, reward);
  prior = reward[search->decider];
  move->follow = BASTIDE_AI_FOLLOW_NOTHING;
  memset (&move->deploy, 0, sizeof move->deploy);
  add_reward (search, move, reward);
  if (!follow_ups)
    return prior;

  if (ai_can_recall (placed))
    {
      bastide_state_copy (played, placed);
      if (bastide_state_recall_abbot (played, NULL, NULL))
        {
          move->follow = BASTIDE_AI_FOLLOW_RECALL;
          rewards_of (search, played, search->move_pile, reward);
          add_reward (search, move, reward);
        }
    }

  move->follow = BASTIDE_AI_FOLLOW_DEPLOY;
  n_deploys = bastide_state_list_deploys (placed, deploys);
  for (guint d = 0; d < n_deploys; d++)
    {
      BastidePiece piece;

      move->deploy = deploys[d];
      if (bastide_ai_eval_quiet_deploy (placed, after, &deploys[d], &piece))
        {
          bastide_ai_eval_scores (&search->eval, &piece, expected);
          rewards_from (search, expected, reward);
        }
      else
        {
          bastide_state_copy (played, placed);
          if (!bastide_state_deploy (played, &deploys[d], NULL, NULL))
            continue;
          rewards_of (search, played, search->move_pile, reward);
        }
      add_reward (search, move, reward);
    }
  move->follow = BASTIDE_AI_FOLLOW_NOTHING;
  memset (&move->deploy, 0, sizeof move->deploy);
  return prior;
}

typedef struct
{
  BastidePlacement placement;
  float prior;
} Screened;

static int
compare_screened (gconstpointer a,
                  gconstpointer b)
{
  const Screened *x = a, *y = b;

  return (x->prior < y->prior) - (x->prior > y->prior);
}

/* A tile turn: every placement, with every deploy; or, with `screen` > 0,
 * every placement without a deploy and only the best `screen` with their
 * deploys and the abbot's recall. */
static void
tile_turn (Search             *search,
           const BastideState *state,
           guint               screen)
{
  const BastideTileType *type = &search->types[state->in_hand];
  BastidePlacement *placements = search->placements;
  guint n = bastide_state_list_placements (state, state->in_hand, placements), kept = 0;
  g_autofree Screened *screened = NULL;
  BastideAiMove move = { BASTIDE_AI_MOVE_TILE, search->decider, 0, 0, 0, -1,
                         BASTIDE_AI_FOLLOW_NOTHING, { 0 } };

  if (n == 0)
    {
      bastide_ai_foreach_move (state, search->scratch, add_candidate, search);
      return;
    }
  if (screen > 0)
    screened = g_new (Screened, n);
  for (guint i = 0; i < n; i++)
    {
      float prior;

      if (!(type->distinct_rotations & (1 << placements[i].rot)))
        continue;
      move.x = placements[i].x;
      move.y = placements[i].y;
      move.rot = placements[i].rot;
      prior = add_placement (search, state, &move, screen == 0);
      if (screen > 0 && prior >= 0)
        screened[kept++] = (Screened) { placements[i], prior };
    }
  if (screen == 0)
    return;

  /* The follow-ups of the best placements (their candidates without a
   * deploy are listed already). */
  qsort (screened, kept, sizeof (Screened), compare_screened);
  for (guint i = 0; i < MIN (screen, kept); i++)
    {
      guint before = search->candidates->len;

      move.x = screened[i].placement.x;
      move.y = screened[i].placement.y;
      move.rot = screened[i].placement.rot;
      add_placement (search, state, &move, TRUE);
      if (search->candidates->len > before)
        g_array_remove_index_fast (search->candidates, before);
    }
}

static int
compare_candidates (gconstpointer a,
                    gconstpointer b)
{
  const Candidate *x = a, *y = b;

  return (x->prior < y->prior) - (x->prior > y->prior);
}

/* A node for `state`; `chance` when the player to move has chosen to draw.
 * Fills `reward` with the node's first estimate. */
static guint
create_node (Search             *search,
             const BastideState *state,
             gboolean            chance,
             guint              *max_moves,
             float              *reward)
{
  guint index, n = 0;
  guint8 draws[BASTIDE_MAX_TILES], copies[BASTIDE_MAX_TILES];
  Node *node;
  Candidate *candidates = NULL;

  if (state->phase == BASTIDE_PHASE_OVER)
    chance = FALSE;
  else if (!chance)
    chance = is_chance (state);

  if (state->phase == BASTIDE_PHASE_OVER || chance)
    {
      rewards_of (search, state, NULL, reward);
      if (chance)
        n = distinct_draws (state, search->types, draws, copies);
    }
  else
    {
      g_array_set_size (search->candidates, 0);
      search->decider = bastide_ai_decider (state);
      /* A move leaves the pile as it is; a placed tile leaves the hand. */
      search->move_pile = NULL;
      if (search->tuning->count_pile > 0)
        {
          bastide_ai_pile_count (state, FALSE, &search->expansion_pile);
          search->move_pile = &search->expansion_pile;
        }
      if (state->phase == BASTIDE_PHASE_PLACE)
        tile_turn (search, state, max_moves != NULL ? (guint) search->tuning->screen : 0);
      else
        bastide_ai_foreach_move (state, search->scratch, add_candidate, search);
      candidates = (Candidate *) search->candidates->data;
      n = search->candidates->len;
      g_array_sort (search->candidates, compare_candidates);
      if (n > 0)
        memcpy (reward, candidates[0].reward, sizeof (float) * search->n_players);
      else
        rewards_of (search, state, NULL, reward);
      if (max_moves != NULL)
        n = MIN (n, *max_moves);
    }

  if (!reserve_edges (search, n))
    return NO_NODE;
  index = alloc_node (search);
  if (index == NO_NODE)
    return NO_NODE;

  node = &search->nodes[index];
  node->first_edge = search->n_edges;
  node->n_edges = n;
  node->visits = 0;
  node->chance = chance;
  node->terminal = state->phase == BASTIDE_PHASE_OVER || n == 0;
  node->decider = bastide_ai_decider (state);
  for (guint i = 0; i < n; i++)
    {
      Edge *edge = &search->edges[search->n_edges++];

      edge->child = NO_NODE;
      if (chance)
        {
          memset (&edge->move, 0, sizeof edge->move);
          edge->move.x = draws[i];
          edge->visits = 0;
          edge->sum = 0;
          edge->prior = copies[i];
        }
      else
        {
          edge->move = candidates[i].move;
          edge->prior = candidates[i].prior;
          edge->visits = (guint) search->tuning->prior_visits;
          edge->sum = edge->prior * edge->visits;
        }
    }
  return index;
}

/* Selection */

static guint
node_width (const Tuning *tuning,
            guint         visits,
            guint         n_edges)
{
  guint width = (guint) (tuning->width_base + tuning->width_scale * pow (visits + 1, tuning->width_power));

  return CLAMP (width, 1, n_edges);
}

static guint
select_edge (Search *search,
             guint   index)
{
  const Node *node = &search->nodes[index];
  Edge *edges = &search->edges[node->first_edge];
  guint n = node_width (search->tuning, node->visits, node->n_edges);
  double log_n = log (node->visits + 1.0);
  double best = -1;
  guint chosen = 0;

  for (guint i = 0; i < n; i++)
    {
      double u;

      if (edges[i].visits == 0)
        return node->first_edge + i;
      u = edges[i].sum / edges[i].visits + search->tuning->uct_c * sqrt (log_n / edges[i].visits);
      if (u > best)
        {
          best = u;
          chosen = i;
        }
    }
  return node->first_edge + chosen;
}

static guint
chance_edge (Search *search,
             guint   index,
             guint   type)
{
  const Node *node = &search->nodes[index];

  for (guint i = 0; i < node->n_edges; i++)
    if ((guint) search->edges[node->first_edge + i].move.x == type)
      return node->first_edge + i;
  return NO_NODE;
}

/* Light playouts */

static gboolean
playout_step (Search       *search,
              BastideState *state)
{
  BastideRng *rng = &search->rng;
  BastideDeploy deploys[BASTIDE_MAX_DEPLOYS];
  guint n;

  switch ((BastidePhase) state->phase)
    {
    case BASTIDE_PHASE_DRAW:
      return draw_index (state, sample_draw (state, search->types, rng));

    case BASTIDE_PHASE_PLACE:
      n = bastide_state_list_placements (state, state->in_hand, search->placements);
      if (n == 0)
        return bastide_state_discard (state, NULL, NULL);
      {
        const BastidePlacement *p = &search->placements[bastide_rng_below (rng, n)];

        return bastide_state_place (state, p->x, p->y, p->rot, NULL, NULL);
      }

    case BASTIDE_PHASE_DEPLOY:
      n = 0;
      if (bastide_rng_below (rng, 1000) < search->tuning->playout_deploy * 1000)
        n = bastide_state_list_deploys (state, deploys);
      if (n > 0)
        return bastide_state_deploy (state, &deploys[bastide_rng_below (rng, n)], NULL, NULL);
      return bastide_state_deploy (state, NULL, NULL, NULL);

    case BASTIDE_PHASE_PLAGUE:
      {
        guint player = bastide_ai_decider (state);

        for (guint i = 0; i < state->n_pieces; i++)
          {
            const BastidePiece *piece = &state->pieces[i];
            const BastidePlacedTile *tile;

            if (piece->owner != player || piece->crown >= 0 || piece->kind == BASTIDE_PIECE_BARN)
              continue;
            tile = &state->tiles[state->nodes[piece->node].tile];
            return bastide_state_plague (state, tile->x, tile->y, state->nodes[piece->node].feature,
                                         NULL, NULL);
          }
        return bastide_state_plague (state, 0, 0, -1, NULL, NULL);
      }

    case BASTIDE_PHASE_WAGONS:
      return bastide_state_wagon_home (state, NULL, NULL);

    case BASTIDE_PHASE_ABBEY_ROUND:
      return bastide_state_pass (state, NULL, NULL);

    case BASTIDE_PHASE_OVER:
    default:
      return FALSE;
    }
}

static void
playout (Search       *search,
         BastideState *state,
         float        *reward)
{
  guint end = state->turn + (guint) search->tuning->playout_turns;
  guint steps = 0;

  while (state->phase != BASTIDE_PHASE_OVER && state->turn < end && steps++ < 64)
    if (G_UNLIKELY (!playout_step (search, state)))
      {
        g_critical ("a playout move failed in phase %u", state->phase);
        break;
      }
  rewards_of (search, state, NULL, reward);
}

/* One iteration: descend, grow, evaluate, back up. */
static void
iterate (Search *search)
{
  BastideState *state = search->state;
  float reward[BASTIDE_MAX_PLAYERS];
  guint node = 0, depth = 0, max_moves = (guint) search->tuning->inner_moves;
  gboolean evaluated = FALSE;

  bastide_state_copy (state, search->root_state);
  for (;;)
    {
      const Node *n = &search->nodes[node];
      gboolean drawing = FALSE;
      BastideAiMove move;
      guint e, child;

      if (n->terminal || depth == MAX_PATH)
        break;
      if (n->chance)
        {
          guint index = search->tuning->stratify > 0 ? stratified_draw (search, state, node)
                                            : sample_draw (state, search->types, &search->rng);

          e = chance_edge (search, node, state->pile[index]);
          if (e == NO_NODE || !draw_index (state, index))
            {
              g_critical ("a drawn tile is not in the chance node");
              break;
            }
        }
      else
        {
          e = select_edge (search, node);
          move = expand_move (&search->edges[e].move, n->decider);
          drawing = move.kind == BASTIDE_AI_MOVE_DRAW;
          if (!drawing && !bastide_ai_play (state, &move, NULL, NULL))
            {
              g_critical ("a move of the tree failed in phase %u", state->phase);
              break;
            }
        }
      search->path[depth++] = (Step) { node, e };

      if (search->edges[e].child != NO_NODE)
        {
          node = search->edges[e].child;
          continue;
        }
      if (search->edges[e].visits + 1 - (n->chance ? 0 : (guint) search->tuning->prior_visits)
          >= (guint) search->tuning->expand_visits)
        {
          child = create_node (search, state, drawing, &max_moves, reward);
          search->edges[e].child = child;
          evaluated = child != NO_NODE;
        }
      break;
    }

  if (!evaluated)
    playout (search, state, reward);

  for (guint i = 0; i < depth; i++)
    {
      Node *n = &search->nodes[search->path[i].node];
      Edge *edge = &search->edges[search->path[i].edge];

      n->visits++;
      edge->visits++;
      if (!n->chance)
        edge->sum += reward[n->decider];
    }
}

/* The choice */

static guint
choose_root_edge (Search *search)
{
  const Node *root = &search->nodes[0];
  const Edge *edges = &search->edges[root->first_edge];
  guint best = 0;

  for (guint i = 1; i < root->n_edges; i++)
    if (edges[i].visits > edges[best].visits
        || (edges[i].visits == edges[best].visits
            && edges[i].sum / edges[i].visits > edges[best].sum / edges[best].visits))
      best = i;

  if (search->tuning->temperature > 0)
    {
      /* Softmax over the moves the search took seriously. */
      double weights[64], total = 0, best_q = edges[best].sum / edges[best].visits, pick;
      guint candidates[64], n = 0;

      for (guint i = 0; i < root->n_edges && n < G_N_ELEMENTS (candidates); i++)
        if (edges[i].visits * 4 >= edges[best].visits)
          {
            double q = edges[i].sum / edges[i].visits;

            weights[n] = exp ((q - best_q) / search->tuning->temperature);
            total += weights[n];
            candidates[n++] = i;
          }
      pick = (bastide_rng_next (&search->rng) >> 11) * (1.0 / 9007199254740992.0) * total;
      for (guint i = 0; i < n; i++)
        {
          pick -= weights[i];
          if (pick <= 0 || i == n - 1)
            {
              best = candidates[i];
              break;
            }
        }
    }
  return best;
}

static gboolean
stop_now (Search       *search,
          GCancellable *cancellable,
          guint64       done)
{
  const BastideAiMctsConfig *config = search->config;

  if (config->iterations > 0 && done >= config->iterations)
    return TRUE;
  if (config->deadline_us > 0 && g_get_monotonic_time () >= config->deadline_us)
    return TRUE;
  return g_cancellable_is_cancelled (cancellable);
}

/* Whether the most visited move at the root can no longer be overtaken in
 * what is left of the budget (estimated from the pace so far). */
static gboolean
settled (Search *search,
         gint64  start,
         guint64 done)
{
  const BastideAiMctsConfig *config = search->config;
  const Node *root = &search->nodes[0];
  const Edge *edges = &search->edges[root->first_edge];
  guint64 left = G_MAXUINT64;
  guint first = 0, second = 0;

  if (config->iterations > 0)
    left = config->iterations - MIN (done, config->iterations);
  if (config->deadline_us > 0)
    {
      gint64 now = g_get_monotonic_time ();
      double pace = done / (double) MAX (now - start, 1);

      left = MIN (left, (guint64) (pace * MAX (config->deadline_us - now, 0)) + 1);
    }
  for (guint i = 0; i < root->n_edges; i++)
    if (edges[i].visits > first)
      {
        second = first;
        first = edges[i].visits;
      }
    else if (edges[i].visits > second)
      second = edges[i].visits;
  return first > second + left;
}

/* The estimated lead of an edge's move: the reward's logistic function,
 * inverted. */
static double
lead_of (Search     *search,
         const Edge *edge)
{
  double value = CLAMP (edge->sum / MAX (edge->visits, 1), 1e-6, 1 - 1e-6);

  return search->tuning->reward_scale * log (value / (1 - value));
}

/* Puts the root's edge for `move` first, where the widening always sees
 * it (a record names any rotation; the edges, the first of those that
 * play alike). Returns whether the root has it. */
static gboolean
bring_forward (Search              *search,
               const BastideAiMove *move)
{
  const Node *root = &search->nodes[0];
  Edge *edges = &search->edges[root->first_edge];
  BastideAiMove played = *move;

  if (root->chance)
    return FALSE;
  if (played.kind == BASTIDE_AI_MOVE_TILE && search->root_state->phase == BASTIDE_PHASE_PLACE)
    {
      const BastideTileType *type = &search->types[search->root_state->in_hand];

      if (played.follow == BASTIDE_AI_FOLLOW_DEPLOY && played.deploy.feature >= 0)
        played.deploy.feature = type->feature_map[played.rot][played.deploy.feature];
      played.rot = type->plays_as[played.rot];
    }
  for (guint i = 0; i < root->n_edges; i++)
    {
      BastideAiMove listed = expand_move (&edges[i].move, root->decider);

      if (bastide_ai_move_equal (&listed, &played))
        {
          Edge found = edges[i];

          memmove (&edges[1], &edges[0], i * sizeof (Edge));
          edges[0] = found;
          return TRUE;
        }
    }
  return FALSE;
}

/* Keeping the tree between moves */

struct _BastideAiPlayer
{
  BastideAiLevel level;
  BastideState *root_state;     /* of nodes[0]; NULL: no tree kept */
  Node *nodes;
  guint n_nodes, cap_nodes;
  Edge *edges;
  guint n_edges, cap_edges;
};

BastideAiPlayer *
bastide_ai_player_new (void)
{
  return g_new0 (BastideAiPlayer, 1);
}

static void
forget_tree (BastideAiPlayer *player)
{
  g_clear_pointer (&player->root_state, g_free);
  g_clear_pointer (&player->nodes, g_free);
  g_clear_pointer (&player->edges, g_free);
  player->n_nodes = player->n_edges = 0;
}

void
bastide_ai_player_free (BastideAiPlayer *player)
{
  if (player == NULL)
    return;
  forget_tree (player);
  g_free (player);
}

/* A position as the search sees it: the pile's order unknown, the
 * features' union-find trees flattened. */
static void
normalise (BastideState *state)
{
  guint8 counts[256] = { 0 };
  guint len = state->pile_len, k = 0;

  if (!state->pile_fixed)
    {
      for (guint i = 0; i < len; i++)
        counts[state->pile[i]]++;
      for (guint t = 0; t < G_N_ELEMENTS (counts); t++)
        for (guint c = 0; c < counts[t]; c++)
          state->pile[k++] = t;
    }
  memset (state->pile + len, 0, sizeof state->pile - len);
  for (guint i = 0; i < state->n_nodes; i++)
    state->nodes[i].parent = ai_find_root (state, state->nodes[i].parent);
  /* A frontier cell has a byte of padding, which the engine leaves as it
   * comes: two ways to the same position may differ there. */
  for (guint i = 0; i < state->n_frontier; i++)
    {
      BastideFrontierCell cell;

      memset (&cell, 0, sizeof cell);
      cell.x = state->frontier[i].x;
      cell.y = state->frontier[i].y;
      cell.required = state->frontier[i].required;
      cell.mask = state->frontier[i].mask;
      cell.sides = state->frontier[i].sides;
      memcpy (&state->frontier[i], &cell, sizeof cell);
    }
}

#define FIND_DEPTH 16
#define FIND_BUDGET 4096

typedef struct
{
  const BastideAiPlayer *tree;
  const BastideState *target;   /* normalised */
  BastideState *replay;         /* FIND_DEPTH + 1 states */
  guint budget;
} Finder;

static gboolean
same_position (const Finder       *finder,
               const BastideState *state)
{
  const BastideState *target = finder->target;
  BastideState *scratch = &finder->replay[FIND_DEPTH];

  if (state->turn != target->turn || state->phase != target->phase || state->n_tiles != target->n_tiles
      || state->n_pieces != target->n_pieces || state->pile_len != target->pile_len)
    return FALSE;
  bastide_state_copy (scratch, state);
  normalise (scratch);
  return bastide_state_equal (scratch, target);
}

/* Whether `state` may still lead to the target: its tiles are the
 * target's first ones. */
static gboolean
on_the_way (const Finder       *finder,
            const BastideState *state)
{
  const BastideState *target = finder->target;
  guint n = state->n_tiles;

  return n <= target->n_tiles && state->turn <= target->turn
         && (n == 0 || memcmp (&state->tiles[n - 1], &target->tiles[n - 1], sizeof state->tiles[0]) == 0);
}

/* The node of the kept tree whose position is the target, searched for
 * depth first from `node`, whose position is replay[depth]. */
static guint
find_node (Finder *finder,
           guint   node,
           guint   depth)
{
  const BastideAiPlayer *tree = finder->tree;
  const BastideState *state = &finder->replay[depth];
  const Node *n = &tree->nodes[node];

  if (same_position (finder, state))
    return node;
  if (depth + 1 >= FIND_DEPTH || finder->budget == 0)
    return NO_NODE;
  finder->budget--;

  for (guint e = n->first_edge; e < n->first_edge + n->n_edges; e++)
    {
      const Edge *edge = &tree->edges[e];
      BastideState *next = &finder->replay[depth + 1];
      guint found;

      if (edge->child == NO_NODE)
        continue;
      bastide_state_copy (next, state);
      if (n->chance)
        {
          guint index = G_MAXUINT;

          for (guint i = draw_low (next, ai_types ()); i < next->pile_len; i++)
            if (next->pile[i] == edge->move.x && drawable (next, ai_types (), i))
              index = i;
          if (index == G_MAXUINT || !draw_index (next, index))
            continue;
        }
      else
        {
          BastideAiMove move = expand_move (&edge->move, n->decider);

          if (move.kind != BASTIDE_AI_MOVE_DRAW && !bastide_ai_play (next, &move, NULL, NULL))
            continue;
        }
      if (!on_the_way (finder, next))
        continue;
      found = find_node (finder, edge->child, depth + 1);
      if (found != NO_NODE)
        return found;
    }
  return NO_NODE;
}

/* Copies the subtree of `tree` under `node`, down to `depth` levels,
 * into the search; returns its index there. */
static guint
copy_subtree (Search                *search,
              const BastideAiPlayer *tree,
              guint                  node,
              guint                  depth)
{
  const Node *old = &tree->nodes[node];
  guint index, first;

  if (depth == 0 || !reserve_edges (search, old->n_edges))
    return NO_NODE;
  index = alloc_node (search);
  if (index == NO_NODE)
    return NO_NODE;
  first = search->n_edges;
  search->n_edges += old->n_edges;
  search->nodes[index] = *old;
  search->nodes[index].first_edge = first;
  for (guint e = 0; e < old->n_edges; e++)
    {
      const Edge *edge = &tree->edges[old->first_edge + e];
      guint child = edge->child != NO_NODE ? copy_subtree (search, tree, edge->child, depth - 1) : NO_NODE;

      search->edges[first + e] = *edge;
      search->edges[first + e].child = child;
    }
  return index;
}

/* Carries over what the kept tree knows about the new root: the visits
 * of each of its moves (or draws) and the subtrees below them. The root
 * itself was made afresh, since an inner node keeps only its best moves.
 * Returns the visits carried over. */
static guint
graft (Search                *search,
       const BastideAiPlayer *tree,
       guint                  node)
{
  const Node *old = &tree->nodes[node];
  guint carried = 0;

  if (old->chance != search->nodes[0].chance)
    return 0;
  for (guint e = 0; e < search->nodes[0].n_edges; e++)
    for (guint o = old->first_edge; o < old->first_edge + old->n_edges; o++)
      {
        const Edge *from = &tree->edges[o];
        guint first = search->nodes[0].first_edge, child;

        if (memcmp (&from->move, &search->edges[first + e].move, sizeof from->move) != 0)
          continue;
        child = from->child != NO_NODE ? copy_subtree (search, tree, from->child, G_MAXUINT) : NO_NODE;
        /* copy_subtree may have moved the edges */
        search->edges[first + e].child = child;
        search->edges[first + e].visits = from->visits;
        search->edges[first + e].sum = from->sum;
        carried += from->visits - (old->chance ? 0 : (guint) search->tuning->prior_visits);
        break;
      }
  search->nodes[0].visits = carried;
  return carried;
}

/* Our move, the draws and the others' replies until our next decision,
 * and some more: what a player keeps below the move it chose. */
#define KEEP_DEPTH 8

/* Keeps in `player` what its next decision may use: the root's figures
 * (the same position asked again), and below the move chosen (`chosen`,
 * an edge of the root; any at a draw) the few levels to its next
 * decision. The rest goes, so that a kept tree costs little memory
 * between moves. */
static void
keep_tree (Search          *search,
           BastideAiPlayer *player,
           guint            chosen)
{
  BastideAiPlayer grown = { search->config->level, NULL, search->nodes, search->n_nodes, search->cap_nodes,
                            search->edges, search->n_edges, search->cap_edges };
  const Node *root = &search->nodes[0];
  Search kept = { 0 };

  if (!root->chance)
    for (guint e = 0; e < root->n_edges; e++)
      if (e != chosen)
        search->edges[root->first_edge + e].child = NO_NODE;
  kept.cap_nodes = 1024;
  kept.nodes = g_new (Node, kept.cap_nodes);
  kept.cap_edges = 16384;
  kept.edges = g_new (Edge, kept.cap_edges);
  copy_subtree (&kept, &grown, 0, KEEP_DEPTH + 1);

  forget_tree (player);
  player->level = search->config->level;
  player->root_state = g_new (BastideState, 1);
  bastide_state_copy (player->root_state, search->root_state);
  player->nodes = kept.nodes;
  player->n_nodes = kept.n_nodes;
  player->cap_nodes = kept.cap_nodes;
  player->edges = kept.edges;
  player->n_edges = kept.n_edges;
  player->cap_edges = kept.cap_edges;
}

/* The node of the kept tree for `state`, or NO_NODE. */
static guint
find_in_tree (const BastideAiPlayer *tree,
              const BastideState    *state,
              BastideAiLevel         level)
{
  g_autofree BastideState *target = NULL;
  Finder finder = { tree, NULL, NULL, FIND_BUDGET };
  guint found;

  if (tree == NULL || tree->root_state == NULL || tree->level != level || tree->n_nodes == 0)
    return NO_NODE;
  target = g_new (BastideState, 1);
  bastide_state_copy (target, state);
  normalise (target);
  finder.target = target;
  finder.replay = g_new (BastideState, FIND_DEPTH + 1);
  bastide_state_copy (&finder.replay[0], tree->root_state);
  found = on_the_way (&finder, &finder.replay[0]) ? find_node (&finder, 0, 0) : NO_NODE;
  g_free (finder.replay);
  return found;
}

BastideAiMove
bastide_ai_mcts_choose (const BastideState        *state,
                        const BastideAiMctsConfig *config,
                        BastideAiPlayer           *player,
                        GCancellable              *cancellable,
                        BastideAiStats            *stats)
{
  static GOnce once = G_ONCE_INIT;
  Search search = { 0 };
  BastideAiMove move = { BASTIDE_AI_MOVE_NONE, bastide_ai_decider (state), 0, 0, 0, -1, 0, { 0 } };
  float reward[BASTIDE_MAX_PLAYERS];
  const Node *root;
  guint64 done = 0, chosen = 0;
  gboolean also_found = FALSE;

  g_once (&once, load_tuning, NULL);
  search.config = config;
  search.tuning = &level_tuning[config->level];
  if (search.tuning->keep_tree <= 0)
    player = NULL;
  search.eval_kind = search.tuning->fitted > 0 ? BASTIDE_AI_EVAL_FITTED : BASTIDE_AI_EVAL_GREEDY_TABLES;
  search.types = ai_types ();
  search.root_state = state;
  search.n_players = state->rules.n_players;
  bastide_rng_seed (&search.rng, config->seed);
  search.cap_nodes = 4096;
  search.nodes = g_new (Node, search.cap_nodes);
  search.cap_edges = 65536;
  search.edges = g_new (Edge, search.cap_edges);
  search.candidates = g_array_new (FALSE, FALSE, sizeof (Candidate));
  search.scratch = g_new (BastideState, 3);
  search.placements = g_new (BastidePlacement, BASTIDE_MAX_PLACEMENTS);
  search.state = g_new (BastideState, 1);

  /* The root keeps every move; Easy sometimes overlooks its farmers. */
  search.skip_farmers = search.tuning->forget_farmers > 0
                        && bastide_rng_below (&search.rng, 1000) < search.tuning->forget_farmers * 1000;
  create_node (&search, state, FALSE, NULL, reward);
  search.skip_farmers = FALSE;
  if (config->also != NULL)
    also_found = bring_forward (&search, config->also);
  if (player != NULL)
    {
      guint found = find_in_tree (player, state, config->level);

      if (found != NO_NODE)
        stats->reused = graft (&search, player, found);
      /* What is kept is copied: the old tree goes before the search grows
       * the new one, so the two never take memory together. */
      forget_tree (player);
    }
  root = &search.nodes[0];
  stats->n_moves = root->chance ? 1 : root->n_edges;

  if (!root->chance && root->n_edges > 1)
    {
      gint64 start = g_get_monotonic_time ();

      while (!stop_now (&search, cancellable, done))
        {
          iterate (&search);
          done++;
          if (done % 128 == 0 && search.tuning->temperature <= 0 && settled (&search, start, done))
            break;
        }
    }

  root = &search.nodes[0];
  if (root->chance)
    move.kind = BASTIDE_AI_MOVE_DRAW;
  else if (root->n_edges > 0)
    {
      const Edge *edge;

      chosen = choose_root_edge (&search);
      edge = &search.edges[root->first_edge + chosen];

      move = expand_move (&edge->move, root->decider);
      stats->value = edge->sum / MAX (edge->visits, 1);
      stats->lead = lead_of (&search, edge);
    }
  if (also_found && config->also_lead != NULL)
    *config->also_lead = lead_of (&search, &search.edges[root->first_edge]);
  stats->iterations = done;
  stats->n_nodes = search.n_nodes;
  stats->cancelled = g_cancellable_is_cancelled (cancellable);

  g_free (search.state);
  g_free (search.placements);
  g_free (search.scratch);
  g_array_unref (search.candidates);
  if (player != NULL)
    keep_tree (&search, player, chosen);
  g_free (search.edges);
  g_free (search.nodes);
  return move;
}
