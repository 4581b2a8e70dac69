/* bastide-ai-eval.c: what a position is worth to each player
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Both evaluations estimate each player's final score in points. They walk
 * the pieces on the board once, group them by feature, and give each
 * feature's estimated value to the players with the majority there (the
 * engine's weights: 1 a follower, the shields for a mayor).
 */

#define G_LOG_DOMAIN "bastide-ai"

#include "config.h"

#include "bastide-ai-private.h"
#include "bastide-ai-tables.h"

#include <math.h>
#include <string.h>

typedef BastideAiEval Context;
typedef BastideAiFeature Feature;

/* Distinct tiles of the feature whose root is `root` (a tile counts once). */
static guint
feature_tiles (const BastideState *state,
               guint               root)
{
  guint64 seen[BASTIDE_MAX_TILES / 64] = { 0 };
  guint count = 0, m = root;

  do
    {
      guint tile = state->nodes[m].tile;
      guint64 bit = G_GUINT64_CONSTANT (1) << (tile % 64);

      if (!(seen[tile / 64] & bit))
        {
          seen[tile / 64] |= bit;
          count++;
        }
      m = state->nodes[m].next;
    }
  while (m != root);
  return count;
}

static guint
cloister_neighbours (const BastideState *state,
                     guint               node)
{
  const BastidePlacedTile *tile = &state->tiles[state->nodes[node].tile];

  return bastide_state_count_neighbours (state, tile->x, tile->y);
}

/* Session 1's tables: 2000 greedy 2-player base games. The field growth
 * is its formula, 0.00055 T² + 0.012 T cities for a one-tile field, 5 %
 * more for each further tile, at the middle of each column. */
const BastideAiTables bastide_ai_greedy_tables = {
    .games = 2000,
    .city_completed = {
      { 0.12, 0.29, 0.43, 0.53, 0.64, 0.73, 0.81, 0.90, 0.90, 0.90, 0.90 },
      { 0.03, 0.13, 0.24, 0.33, 0.40, 0.47, 0.55, 0.60, 0.60, 0.60, 0.60 },
      { 0.01, 0.04, 0.12, 0.19, 0.24, 0.29, 0.35, 0.35, 0.35, 0.35, 0.35 },
      { 0.00, 0.02, 0.06, 0.11, 0.17, 0.20, 0.20, 0.20, 0.20, 0.20, 0.20 },
      { 0.00, 0.00, 0.03, 0.06, 0.10, 0.10, 0.10, 0.10, 0.10, 0.10, 0.10 },
      { 0.00, 0.00, 0.01, 0.01, 0.05, 0.05, 0.05, 0.05, 0.05, 0.05, 0.05 },
    },
    .city_growth = {
      { 0.53, 1.42, 2.15, 2.82, 3.55, 3.98, 4.14, 4.10, 4.10, 4.10, 4.10 },
      { 0.63, 2.09, 3.47, 4.96, 6.30, 7.27, 7.84, 8.50, 8.50, 8.50, 8.50 },
      { 0.83, 2.37, 4.00, 5.60, 7.27, 8.77, 9.66, 9.66, 9.66, 9.66, 9.66 },
      { 0.88, 2.48, 4.14, 5.86, 7.77, 8.96, 9.00, 9.00, 9.00, 9.00, 9.00 },
      { 1.00, 3.00, 4.90, 6.40, 7.90, 9.00, 9.00, 9.00, 9.00, 9.00, 9.00 },
    },
    .road_growth = {
      { 0.32, 0.81, 1.23, 1.58, 1.83, 1.97, 2.09, 2.29, 2.29, 2.29, 2.29 },
      { 0.60, 1.58, 2.43, 3.09, 3.65, 3.98, 4.24, 4.42, 4.42, 4.42, 4.42 },
    },
    .cloister_filled = {
      { 0.12, 0.29, 0.44, 0.56, 0.68, 0.79, 0.89, 0.89, 0.89, 0.89, 0.89 },
      { 0.15, 0.36, 0.50, 0.63, 0.73, 0.81, 0.85, 0.85, 0.85, 0.85, 0.85 },
      { 0.21, 0.52, 0.68, 0.76, 0.81, 0.85, 0.89, 0.89, 0.89, 0.89, 0.89 },
      { 0.25, 0.53, 0.73, 0.77, 0.83, 0.87, 0.91, 0.91, 0.91, 0.91, 0.91 },
      { 0.36, 0.58, 0.75, 0.85, 0.86, 0.89, 0.92, 0.92, 0.92, 0.92, 0.92 },
      { 0.40, 0.60, 0.75, 0.85, 0.90, 0.91, 0.92, 0.92, 0.92, 0.92, 0.92 },
      { 0.40, 0.60, 0.75, 0.85, 0.90, 0.93, 0.94, 0.95, 0.95, 0.95, 0.95 },
    },
    .field_growth = {
      { 0.07, 0.30, 0.64, 1.09, 1.65, 2.32, 3.10, 3.99, 4.99, 6.10, 7.32 },
      { 0.08, 0.33, 0.71, 1.20, 1.82, 2.56, 3.41, 4.39, 5.49, 6.71, 8.06 },
      { 0.10, 0.39, 0.84, 1.42, 2.15, 3.02, 4.03, 5.19, 6.49, 7.93, 9.52 },
      { 0.13, 0.52, 1.09, 1.86, 2.81, 3.95, 5.28, 6.79, 8.49, 10.38, 12.45 },
    },
};

guint
bastide_ai_rule_set (const BastideRules *rules)
{
  if (rules->game == BASTIDE_GAME_WHEEL_OF_FORTUNE)
    return BASTIDE_AI_N_RULE_SETS - 1;
  return rules->expansions & (BASTIDE_EXPANSION_RIVER | BASTIDE_EXPANSION_ABBOT
                              | BASTIDE_EXPANSION_ABBEY_MAYOR);
}

const char *
bastide_ai_rule_set_name (guint rule_set)
{
  static const char * const names[BASTIDE_AI_N_RULE_SETS] = {
    "base", "river", "abbot", "river + abbot", "abbey & mayor", "river + abbey & mayor",
    "abbot + abbey & mayor", "river + abbot + abbey & mayor", "wheel of fortune",
  };

  g_return_val_if_fail (rule_set < BASTIDE_AI_N_RULE_SETS, NULL);
  return names[rule_set];
}

guint
bastide_ai_field_class (guint tiles)
{
  return tiles <= 1 ? 0 : tiles <= 4 ? 1 : tiles <= 9 ? 2 : 3;
}

static double
lookup (const double *row,
        double        tiles_left)
{
  double u = CLAMP (tiles_left / 10.0 - 0.5, 0.0, BASTIDE_AI_COLUMNS - 1.0);
  guint i = MIN ((guint) u, BASTIDE_AI_COLUMNS - 2);
  double t = u - i;

  if (tiles_left <= 0)
    return 0;
  return row[i] * (1 - t) + row[i + 1] * t;
}

/* The tables interpolated at each whole number of tiles left, once. */
struct _BastideAiRow
{
  double city_completed[G_N_ELEMENTS (bastide_ai_greedy_tables.city_completed)];
  double city_growth[G_N_ELEMENTS (bastide_ai_greedy_tables.city_growth)];
  double road_growth[G_N_ELEMENTS (bastide_ai_greedy_tables.road_growth)];
  double cloister_filled[G_N_ELEMENTS (bastide_ai_greedy_tables.cloister_filled)];
  double field_growth[G_N_ELEMENTS (bastide_ai_greedy_tables.field_growth)];
};

#define N_ROWS (BASTIDE_MAX_TILES + 2)
#define GREEDY_TABLES BASTIDE_AI_N_RULE_SETS

static BastideAiRow rows[BASTIDE_AI_N_RULE_SETS + 1][N_ROWS];

#define FILL(row, tables, name, t) \
  for (guint i = 0; i < G_N_ELEMENTS ((row)->name); i++) \
    (row)->name[i] = lookup ((tables)->name[i], t)

static gpointer
fill_rows (gpointer data)
{
  for (guint set = 0; set <= BASTIDE_AI_N_RULE_SETS; set++)
    {
      const BastideAiTables *tables = set == GREEDY_TABLES ? &bastide_ai_greedy_tables
                                                           : &bastide_ai_fitted_tables[set];

      for (guint t = 0; t < N_ROWS; t++)
        {
          BastideAiRow *row = &rows[set][t];

          FILL (row, tables, city_completed, t);
          FILL (row, tables, city_growth, t);
          FILL (row, tables, road_growth, t);
          FILL (row, tables, cloister_filled, t);
          FILL (row, tables, field_growth, t);
        }
    }
  return NULL;
}

#undef FILL

/* The fitted tables of the rule set, or the greedy ones where none were
 * fitted yet. */
static guint
tables_for (BastideAiEvalKind   kind,
            const BastideRules *rules)
{
  guint set = bastide_ai_rule_set (rules);

  if (kind == BASTIDE_AI_EVAL_FITTED && bastide_ai_fitted_tables[set].games > 0)
    return set;
  return GREEDY_TABLES;
}

static const BastideAiRow *
table_row (guint  set,
           double tiles_left)
{
  static GOnce once = G_ONCE_INIT;

  g_once (&once, fill_rows, NULL);
  return &rows[set][CLAMP ((int) tiles_left, 0, N_ROWS - 1)];
}

/* Weights of the rich evaluation (points). */
typedef BastideAiWeights Weights;

struct _BastideAiWeights
{
  double field_open;    /* share of an incomplete city's completion a field counts */
  double field_growth;  /* share of the measured growth of a player's best field */
  double field_decay;   /* … of each further field */
  double meeple;        /* a follower in supply, early in the game */
  double meeple_decay;  /* each further follower is worth this much less */
  double meeple_ramp;   /* turns left below which followers lose worth */
  double returns;       /* share of a follower's worth back on completion */
  double abbot;
  double abbot_option;  /* 1: an abbot on the board is worth at least its recall */
  double recall;        /* what a recall costs: the turn's deploy */
  double mayor;
  double wagon;
  double barn;
  double abbey;
  double contest;       /* share of an open city the other players may still join */
};

/* The first weights, tuned with the greedy tables: the arena's old-hard,
 * and every level in a rule set with no fitted tables. */
static const Weights greedy_weights = {
  .field_open = 1.0,
  .field_growth = 0.0,
  .field_decay = 0.3,
  .meeple = 10.0,
  .meeple_decay = 0.85,
  .meeple_ramp = 8.0,
  .returns = 0.0,
  .abbot = 4.0,
  .abbot_option = 0.0,
  .recall = 0.0,
  .mayor = 3.0,
  .wagon = 3.0,
  .barn = 3.0,
  .abbey = 2.5,
  .contest = 0.0,
};

/* With the fitted tables of a rule set: the first ones but for the
 * field growth, in the base game and with the river, the abbot or Abbey
 * & Mayor alone the share of an open city that the players without the
 * majority may still win (`contest`: 0.35 lifted Hard against old-hard
 * from 57.5 % to 61.8 % over the same 200 base games, against greedy
 * with the river from 93.8 % to 96.8 % over the same 200, with the
 * abbot from 87.1 % to 88.1 % over the same 400, and with Abbey & Mayor
 * its margin from 31.1 to 35.0 points),
 * and a follower's worth in part back when its feature is likely to
 * complete (`returns`), measured in the arena (README.md):
 * with Abbey & Mayor 0.5 lifted Hard from 79 % to 89 % against greedy
 * with all three expansions over the same 98 games; with the abbot
 * alone, whose deploys and recalls take turns the followers would have
 * had, 0.3 lifted it from 75.8 % to 84.5 % over the same 200; in the
 * base game 0.5 cost 18 points against old-hard. With the abbot, an
 * abbot on the board is worth at least what recalling it brings (its
 * points now and the abbot back, less the turn's deploy), and one in
 * supply more: a search that saw only what the abbot scores where it
 * stands kept it there and left gardens to greedy, which recalls it at
 * every turn it has nothing better (74.5 % over 200 games; with these,
 * 92 % against 80 % over the same 50). BASTIDE_AI_TUNE="name=value,…"
 * overrides them in every rule set, in experiments. */
static Weights fitted_weights[BASTIDE_AI_N_RULE_SETS];

static gpointer
load_weights (gpointer data)
{
  for (guint set = 0; set < BASTIDE_AI_N_RULE_SETS; set++)
    {
      Weights *w = &fitted_weights[set];
#define KNOB(name) { #name, &w->name }
      const BastideAiKnob knobs[] = {
        KNOB (field_open), KNOB (field_growth), KNOB (field_decay), KNOB (meeple), KNOB (meeple_decay),
        KNOB (meeple_ramp), KNOB (returns), KNOB (abbot), KNOB (abbot_option), KNOB (recall),
        KNOB (mayor), KNOB (wagon), KNOB (barn), KNOB (abbey), KNOB (contest),
      };
#undef KNOB

      *w = greedy_weights;
      w->field_growth = 0.3;
      /* A standard game's rule set is its expansion bits; Wheel of
       * Fortune's (8) has none of them. The contest: the standard games
       * with at most one expansion, where the arena measured it. */
      if ((set & ~BASTIDE_EXPANSION_RIVER) == 0 || set == BASTIDE_EXPANSION_ABBEY_MAYOR
          || set == BASTIDE_EXPANSION_ABBOT)
        w->contest = 0.35;
      if (set & BASTIDE_EXPANSION_ABBEY_MAYOR)
        w->returns = 0.5;
      else if (set & BASTIDE_EXPANSION_ABBOT)
        w->returns = 0.3;
      if (set & BASTIDE_EXPANSION_ABBOT)
        {
          w->abbot = 6.0;
          w->abbot_option = 1.0;
          w->recall = 1.5;
        }
      bastide_ai_apply_tune (g_getenv ("BASTIDE_AI_TUNE"), knobs, G_N_ELEMENTS (knobs));
    }
  return NULL;
}

/* The weights that go with the tables of `set` (GREEDY_TABLES: the first). */
static const Weights *
weights_of (guint set)
{
  static GOnce once = G_ONCE_INIT;

  g_once (&once, load_weights, NULL);
  return set == GREEDY_TABLES ? &greedy_weights : &fitted_weights[set];
}

/* Chance that a city with `open` open edges is completed before the end. */
static double
city_completion (const Context *ctx,
                 guint          open)
{
  if (open == 0)
    return 1.0;
  if (!ctx->rich)
    return 0.0;
  return ctx->row->city_completed[MIN (open, G_N_ELEMENTS (ctx->row->city_completed)) - 1];
}

void
bastide_ai_pile_count (const BastideState *state,
                       gboolean            with_hand,
                       BastideAiPile      *pile)
{
  gint16 slot[256];
  guint len = state->pile_len;

  memset (slot, -1, sizeof slot);
  memset (pile->fits, -1, sizeof pile->fits);
  pile->n_kinds = 0;
  for (guint i = 0; i <= len; i++)
    {
      guint t;

      if (i < len)
        t = state->pile[i];
      else if (with_hand && state->phase == BASTIDE_PHASE_PLACE)
        t = state->in_hand;
      else
        break;
      if (slot[t] < 0)
        {
          slot[t] = pile->n_kinds;
          pile->kinds[pile->n_kinds] = t;
          pile->copies[pile->n_kinds++] = 0;
        }
      pile->copies[slot[t]]++;
    }
}

/* What the sides of a frontier cell demand, as a number below
 * BASTIDE_AI_CELL_CODES. */
static guint
cell_code (const BastideFrontierCell *cell)
{
  guint code = 0;

  for (int side = 3; side >= 0; side--)
    {
      guint demand = 0;

      if ((cell->mask >> (4 * side)) & 0xf)
        switch ((cell->required >> (4 * side)) & 0xf)
          {
          case BASTIDE_TERRAIN_CITY: demand = 1; break;
          case BASTIDE_TERRAIN_ROAD: demand = 2; break;
          case BASTIDE_TERRAIN_FIELD: demand = 3; break;
          default: demand = 4; break;
          }
      code = code * 5 + demand;
    }
  return code;
}

/* Copies of the tiles still to come that fit the frontier cell; a hole
 * closed on all sides also takes an abbey someone holds. */
static guint
cell_fits (const BastideState    *state,
           const BastideTileType *types,
           BastideAiPile         *pile,
           guint                  index)
{
  const BastideFrontierCell *cell = &state->frontier[index];
  guint code = cell_code (cell);
  guint fits = 0;

  if (pile->fits[code] < 0)
    {
      for (guint k = 0; k < pile->n_kinds; k++)
        if (bastide_frontier_fits (cell, &types[pile->kinds[k]]))
          fits += pile->copies[k];
      pile->fits[code] = fits;
    }
  fits = pile->fits[code];
  if (fits == 0 && cell->sides == 0xf)
    for (guint p = 0; p < state->rules.n_players; p++)
      fits += state->players[p].abbey;
  return fits;
}

/* What the tiles left do to the completion chance of an open city (a
 * counting player's view): nothing when each of its open cells can
 * take several tiles still to come, a fraction when a cell takes few,
 * nothing at all when a cell takes none. */
static double
pile_factor (const BastideState    *state,
             const BastideTileType *types,
             Context               *ctx,
             guint                  root)
{
  guint16 cells[16];
  guint n = bastide_state_open_cells (state, root, cells, G_N_ELEMENTS (cells));
  double other = 1.0 - 1.0 / state->rules.n_players, factor = 1.0;

  for (guint i = 0; i < n; i++)
    {
      guint fits = cell_fits (state, types, ctx->pile, cells[i]);

      if (fits == 0)
        return 0.0;
      /* The chance to draw one of the `fits` copies oneself, against the
       * three copies of the cells the tables mostly measured. */
      if (fits < 3)
        factor *= (1.0 - (fits == 1 ? other : other * other)) / (1.0 - other * other * other);
    }
  return factor;
}

/* The completion chance of the open city whose root is `root`. */
static double
open_completion (const BastideState    *state,
                 const BastideTileType *types,
                 Context               *ctx,
                 guint                  root)
{
  double p = city_completion (ctx, state->nodes[root].open);

  if (ctx->pile == NULL || p <= 0)
    return p;
  for (guint i = 0; i < ctx->n_known; i++)
    if (ctx->known_root[i] == root)
      return ctx->known_chance[i];
  p *= pile_factor (state, types, ctx, root);
  if (ctx->n_known < G_N_ELEMENTS (ctx->known_root))
    {
      ctx->known_root[ctx->n_known] = root;
      ctx->known_chance[ctx->n_known++] = p;
    }
  return p;
}


guint
bastide_ai_field_cities (const BastideState *state,
                         guint               root,
                         guint16            *cities,
                         guint               max_cities,
                         guint              *size)
{
  const BastideTileType *types = ai_types ();
  guint n = 0, m = root;

  *size = 0;
  do
    {
      const BastideNode *node = &state->nodes[m];
      const BastidePlacedTile *tile = &state->tiles[node->tile];
      guint bits = types[tile->type].features[node->feature].cities;

      for (guint c = 0; bits != 0; c++, bits >>= 1)
        {
          guint city;
          gboolean seen_before = FALSE;

          if (!(bits & 1))
            continue;
          city = ai_find_root (state, tile->first_node + c);
          for (guint i = 0; i < n; i++)
            seen_before |= cities[i] == city;
          if (!seen_before && n < max_cities)
            cities[n++] = city;
        }
      m = node->next;
      (*size)++;
    }
  while (m != root);
  return n;
}

/* Completed cities a field touches (also in `completed`), plus (rich)
 * the cities it can expect to gain: its incomplete ones closing. */
static double
field_cities (const BastideState    *state,
              const BastideTileType *types,
              Context               *ctx,
              guint                  root,
              guint                 *size,
              guint                 *completed_out)
{
  guint16 cities[64];
  guint n = bastide_ai_field_cities (state, root, cities, G_N_ELEMENTS (cities), size);
  guint completed = 0;
  double incomplete = 0;

  for (guint i = 0; i < n; i++)
    if (state->nodes[cities[i]].open == 0)
      completed++;
    else
      incomplete += open_completion (state, types, ctx, cities[i]);
  *completed_out = completed;
  if (!ctx->rich)
    return completed;
  return completed + ctx->weights->field_open * incomplete;
}

/* The estimated final value of a feature to the players with the majority;
 * `completion` receives the chance that it completes (and frees its
 * followers). */
static double
feature_value (const BastideState    *state,
               const BastideTileType *types,
               Context               *ctx,
               Feature               *f,
               double                *completion,
               double                *growth)
{
  const BastideNode *root = &state->nodes[f->root];
  double tiles, p, n;
  guint missing;

  *completion = 0;
  *growth = 0;
  switch ((BastideFeatureKind) f->kind)
    {
    case BASTIDE_FEATURE_CITY:
      tiles = feature_tiles (state, f->root);
      if (root->open == 0)
        {
          *completion = 1;
          return 2 * (tiles + root->shields);
        }
      if (!ctx->rich)
        return tiles + root->shields;
      p = *completion = open_completion (state, types, ctx, f->root);
      return (tiles + root->shields) * (1.0 + p)
             + ctx->row->city_growth[MIN (root->open, G_N_ELEMENTS (ctx->row->city_growth)) - 1];

    case BASTIDE_FEATURE_ROAD:
      tiles = feature_tiles (state, f->root);
      if (root->open == 0)
        {
          *completion = 1;
          return tiles;
        }
      if (!ctx->rich)
        return tiles;
      /* A road's chance to close is about a city's with as many edges. */
      *completion = city_completion (ctx, root->open);
      return tiles + ctx->row->road_growth[MIN (root->open, 2) - 1];

    case BASTIDE_FEATURE_CLOISTER:
    case BASTIDE_FEATURE_GARDEN:
      n = cloister_neighbours (state, f->root);
      f->now = 1 + n;
      if (n >= 8)
        {
          *completion = 1;
          return 9;
        }
      if (!ctx->rich)
        return 1 + n;
      missing = 8 - (guint) n;
      *completion = ctx->row->cloister_filled[0] * ctx->row->cloister_filled[MIN (missing, 7) - 1];
      return 1 + n + missing * ctx->row->cloister_filled[MIN (missing, 7) - 1];

    case BASTIDE_FEATURE_FIELD:
      {
        guint size, completed;
        double value = 3 * field_cities (state, types, ctx, f->root, &size, &completed);

        /* Fields merge and touch new cities as the board grows. The
         * holders get it below, once per player. */
        if (ctx->rich)
          *growth = 3 * ctx->row->field_growth[bastide_ai_field_class (size)];
        f->famine = completed;
        return value;
      }

    case BASTIDE_FEATURE_RIVER:
    case BASTIDE_N_FEATURE_KINDS:
    default:
      return 0;
    }
}

/* The worth of one follower in supply now. */
static double
meeple_worth (const BastideState *state,
              const Context      *ctx,
              const Weights      *w)
{
  double turns = ctx->tiles_left / state->rules.n_players;

  return w->meeple * MIN (1.0, turns / w->meeple_ramp);
}

/* What the pieces and the abbey in a player's supply are worth: a follower
 * is a future deploy, a little less so for each further one. */
static double
supply_value (const BastideState  *state,
              const Context       *ctx,
              const Weights       *w,
              const BastidePlayer *p)
{
  double turns = ctx->tiles_left / state->rules.n_players;
  double value = 0, each, ramp;

  if (!ctx->rich)
    {
      guint pieces = p->meeples;

      for (guint8 bits = p->specials; bits != 0; bits >>= 1)
        pieces += bits & 1;
      return ctx->tiles_left > 0 ? 0.8 * pieces : 0;
    }
  if (ctx->tiles_left <= 0)
    return 0;
  each = meeple_worth (state, ctx, w);
  for (guint k = 0; k < p->meeples; k++)
    {
      value += each;
      each *= w->meeple_decay;
    }
  ramp = MIN (1.0, turns / w->meeple_ramp);
  if (p->specials & BASTIDE_SPECIAL_BIT (BASTIDE_PIECE_ABBOT))
    value += w->abbot * ramp;
  if (p->specials & BASTIDE_SPECIAL_BIT (BASTIDE_PIECE_MAYOR))
    value += w->mayor * ramp;
  if (p->specials & BASTIDE_SPECIAL_BIT (BASTIDE_PIECE_WAGON))
    value += w->wagon * ramp;
  if (p->specials & BASTIDE_SPECIAL_BIT (BASTIDE_PIECE_BARN))
    value += w->barn * ramp;
  if (p->abbey)
    value += w->abbey;
  return value;
}

/* Wheel of Fortune: what the crowns and the pig's future visits bring to
 * the followers on the board (`features`) and in supply (`players`). */
static void
wheel_value (const BastideAiEval     *eval,
             const Feature * const   *features,
             guint                    n_features,
             const BastidePlayer     *players,
             gint8                    crowns[BASTIDE_N_SECTORS][2],
             double                  *out)
{
  const BastideState *state = eval->state;
  guint n = state->rules.n_players;
  double visits = eval->wheel_visits, reached = eval->wheel_reached;

  if (visits <= 0)
    return;

  for (guint s = 0; s < BASTIDE_N_SECTORS; s++)
    {
      const gint8 *space = crowns[s];

      if (space[0] >= 0 && space[1] >= 0)
        {
          out[space[0]] += 3 * reached;
          out[space[1]] += 3 * reached;
        }
      else if (space[0] >= 0)
        out[space[0]] += (s % 2 == 0 ? 3 : 6) * reached;
    }

  /* Storm: followers in supply. */
  for (guint p = 0; p < n; p++)
    out[p] += visits * MIN (players[p].meeples, 4);

  for (guint f = 0; f < n_features; f++)
    {
      double each;

      switch ((BastideFeatureKind) features[f]->kind)
        {
        case BASTIDE_FEATURE_CITY:
          /* Tax: shields plus one's own knights there (about one). */
          each = state->nodes[features[f]->root].shields + 1;
          break;
        case BASTIDE_FEATURE_FIELD:
          /* Famine: completed cities of the field. */
          each = features[f]->famine;
          break;
        case BASTIDE_FEATURE_CLOISTER:
          /* Inquisition */
          each = 2;
          break;
        case BASTIDE_FEATURE_ROAD:
        case BASTIDE_FEATURE_GARDEN:
        case BASTIDE_FEATURE_RIVER:
        case BASTIDE_N_FEATURE_KINDS:
        default:
          continue;
        }
      for (guint p = 0; p < n; p++)
        out[p] += visits * each * features[f]->meeples[p];
    }
}

/* Keeps a player's field growths sorted, largest first. */
static void
add_growth (double *list,
            guint  *n,
            double  growth)
{
  guint i = (*n)++;

  while (i > 0 && list[i - 1] < growth)
    {
      list[i] = list[i - 1];
      i--;
    }
  list[i] = growth;
}

static void
add_piece (const BastideState *state,
           Feature            *feature,
           const BastidePiece *piece)
{
  if (piece->kind == BASTIDE_PIECE_BARN)
    feature->barns |= 1 << piece->owner;
  else if (piece->kind == BASTIDE_PIECE_MAYOR)
    feature->weight[piece->owner] += state->nodes[feature->root].shields;
  else
    feature->weight[piece->owner]++;
  if (piece->kind == BASTIDE_PIECE_MEEPLE)
    feature->meeples[piece->owner]++;
  if (piece->kind == BASTIDE_PIECE_ABBOT)
    feature->abbot = TRUE;
}

/* The values of a feature holding pieces (weights still empty). */
static void
value_feature (Context *ctx,
               Feature *feature,
               guint    root)
{
  const BastideState *state = ctx->state;
  const BastideTileType *types = ai_types ();

  memset (feature, 0, sizeof *feature);
  feature->root = root;
  feature->kind = state->nodes[root].kind;
  feature->value = feature_value (state, types, ctx, feature, &feature->completion, &feature->growth);
}

/* A feature without pieces yet, valued once for all the deploys on it. */
static const Feature *
extra_feature (BastideAiEval *eval,
               guint          root)
{
  Feature *feature;

  for (guint i = 0; i < eval->n_extra; i++)
    if (eval->extra[i].root == root)
      return &eval->extra[i];
  feature = &eval->extra[MIN (eval->n_extra, G_N_ELEMENTS (eval->extra) - 1)];
  value_feature (eval, feature, root);
  eval->n_extra = MIN (eval->n_extra + 1, G_N_ELEMENTS (eval->extra));
  return feature;
}

void
bastide_ai_eval_prepare (BastideAiEval      *eval,
                         const BastideState *state,
                         BastideAiEvalKind   kind,
                         BastideAiPile      *pile)
{
  eval->state = state;
  eval->rich = kind != BASTIDE_AI_EVAL_SIMPLE;
  eval->weights = weights_of (kind != BASTIDE_AI_EVAL_SIMPLE ? tables_for (kind, &state->rules) : GREEDY_TABLES);
  eval->pile = pile;
  eval->n_known = 0;
  eval->n_features = 0;
  eval->tiles_left = state->pile_len + (state->phase == BASTIDE_PHASE_PLACE);
  eval->row = table_row (tables_for (kind, &state->rules), eval->tiles_left);
  eval->n_extra = 0;
  eval->wheel_visits = eval->wheel_reached = 0;
  if (state->phase == BASTIDE_PHASE_OVER)
    return;
  if (state->rules.game == BASTIDE_GAME_WHEEL_OF_FORTUNE)
    {
      const BastideTileType *types = ai_types ();
      guint wheel_tiles = 0;

      for (guint i = 0; i < state->pile_len; i++)
        wheel_tiles += types[state->pile[i]].wheel > 0;
      /* Visits of each sector to come, and the chance of at least one. */
      eval->wheel_visits = wheel_tiles / (double) BASTIDE_N_SECTORS;
      eval->wheel_reached = 1.0 - pow (5.0 / 6.0, wheel_tiles);
    }

  for (guint i = 0; i < state->n_pieces; i++)
    {
      const BastidePiece *piece = &state->pieces[i];
      guint root, f;

      if (piece->crown >= 0 || piece->node == BASTIDE_NODE_NONE)
        continue;
      root = ai_find_root (state, piece->node);
      for (f = 0; f < eval->n_features && eval->features[f].root != root; f++)
        ;
      if (f == eval->n_features)
        value_feature (eval, &eval->features[eval->n_features++], root);
      add_piece (state, &eval->features[f], piece);
    }
}

void
bastide_ai_eval_scores (BastideAiEval      *eval,
                        const BastidePiece *extra,
                        double              out[BASTIDE_MAX_PLAYERS])
{
  const BastideState *state = eval->state;
  const Weights *w = eval->weights;
  const Feature *features[BASTIDE_MAX_PIECES + 1];
  Feature changed;
  BastidePlayer players[BASTIDE_MAX_PLAYERS];
  gint8 crowns[BASTIDE_N_SECTORS][2];
  guint n_features = eval->n_features, n = state->rules.n_players;
  double field_growth[BASTIDE_MAX_PLAYERS][BASTIDE_MAX_PIECES + 1];
  guint n_growth[BASTIDE_MAX_PLAYERS] = { 0 };
  double back = 0, recalled = 0;

  for (guint p = 0; p < BASTIDE_MAX_PLAYERS; p++)
    out[p] = p < n ? state->players[p].score : 0;
  if (state->phase == BASTIDE_PHASE_OVER)
    return;

  memcpy (players, state->players, sizeof players);
  memcpy (crowns, state->crowns, sizeof crowns);
  for (guint f = 0; f < n_features; f++)
    features[f] = &eval->features[f];
  if (extra != NULL && extra->crown >= 0)
    {
      gint8 *space = crowns[extra->crown];

      space[space[0] < 0 ? 0 : 1] = extra->owner;
      players[extra->owner].meeples--;
    }
  else if (extra != NULL)
    {
      guint root = ai_find_root (state, extra->node), f;

      for (f = 0; f < n_features && eval->features[f].root != root; f++)
        ;
      if (f < n_features)
        changed = eval->features[f];
      else
        changed = *extra_feature (eval, root);
      add_piece (state, &changed, extra);
      features[f] = &changed;
      n_features = MAX (n_features, f + 1);
      if (extra->kind == BASTIDE_PIECE_MEEPLE)
        players[extra->owner].meeples--;
      else
        players[extra->owner].specials &= ~BASTIDE_SPECIAL_BIT (extra->kind);
    }
  if (eval->rich)
    {
      back = w->returns * meeple_worth (state, eval, w);
      if (w->abbot_option > 0)
        recalled = w->abbot * MIN (1.0, eval->tiles_left / state->rules.n_players / w->meeple_ramp) - w->recall;
    }

  for (guint f = 0; f < n_features; f++)
    {
      const Feature *feature = features[f];
      double value = feature->value, joinable = 0;
      guint best = 0;

      /* An abbot may come back with the points it holds on any turn. */
      if (feature->abbot && w->abbot_option > 0 && eval->rich)
        value = MAX (value, feature->now + recalled);
      for (guint p = 0; p < n; p++)
        best = MAX (best, feature->weight[p]);
      /* The others may still join an open city, or take it over (the
       * simple evaluation's weights have no contest). */
      if (feature->kind == BASTIDE_FEATURE_CITY && w->contest > 0)
        joinable = w->contest * (1 - feature->completion) * value;
      if (best > 0)
        for (guint p = 0; p < n; p++)
          {
            if (feature->weight[p] == best)
              {
                out[p] += value;
                if (feature->growth > 0)
                  add_growth (field_growth[p], &n_growth[p], feature->growth);
              }
            else
              out[p] += joinable;
          }
      for (guint p = 0; p < n; p++)
        {
          /* Barns: 4 per city where farmers get 3. */
          if (feature->barns & (1 << p))
            {
              out[p] += feature->value * 4.0 / 3.0;
              if (feature->growth > 0)
                add_growth (field_growth[p], &n_growth[p], feature->growth * 4.0 / 3.0);
            }
          /* Followers come back when the feature completes. */
          out[p] += back * feature->completion * feature->meeples[p];
        }
    }

  /* A player's fields tend to end up as one: the growth of the best one
   * counts fully, each further one's much less. */
  if (eval->rich)
    for (guint p = 0; p < n; p++)
      {
        double share = w->field_growth;

        for (guint k = 0; k < n_growth[p]; k++)
          {
            out[p] += share * field_growth[p][k];
            share *= w->field_decay;
          }
      }

  for (guint p = 0; p < n; p++)
    out[p] += supply_value (state, eval, w, &players[p]);

  if (eval->rich && state->rules.game == BASTIDE_GAME_WHEEL_OF_FORTUNE)
    wheel_value (eval, features, n_features, players, crowns, out);
}

gboolean
bastide_ai_eval_quiet_deploy (const BastideState  *placed,
                              const BastideState  *after,
                              const BastideDeploy *deploy,
                              BastidePiece        *piece)
{
  const BastidePlacedTile *tile = &placed->tiles[placed->last_tile];
  const BastideNode *root;

  if (after->phase == BASTIDE_PHASE_OVER || deploy->piece == BASTIDE_PIECE_BARN)
    return FALSE;
  /* A crown scores when the pig comes, at a draw. */
  if (deploy->crown >= 0)
    {
      *piece = (BastidePiece) { placed->to_move, deploy->piece, deploy->crown, -1, BASTIDE_NODE_NONE };
      return TRUE;
    }
  if (deploy->feature < 0)
    return FALSE;
  *piece = (BastidePiece) { placed->to_move, deploy->piece, -1, -1, tile->first_node + deploy->feature };
  root = &after->nodes[ai_find_root (after, piece->node)];
  switch ((BastideFeatureKind) root->kind)
    {
    case BASTIDE_FEATURE_CITY:
    case BASTIDE_FEATURE_ROAD:
      return root->open > 0;
    case BASTIDE_FEATURE_CLOISTER:
    case BASTIDE_FEATURE_GARDEN:
      return cloister_neighbours (after, piece->node) < 8;
    case BASTIDE_FEATURE_FIELD:
      return TRUE;
    case BASTIDE_FEATURE_RIVER:
    case BASTIDE_N_FEATURE_KINDS:
    default:
      return FALSE;
    }
}

double
bastide_ai_eval_feature (const BastideState *state,
                         BastideAiPile      *pile,
                         guint               root,
                         double             *completion)
{
  BastideAiEval eval;
  Feature feature;

  bastide_ai_eval_prepare (&eval, state, BASTIDE_AI_EVAL_FITTED, pile);
  value_feature (&eval, &feature, ai_find_root (state, root));
  if (completion != NULL)
    *completion = feature.completion;
  /* A field's growth goes to its holders' best field (see the scores). */
  return feature.value + eval.weights->field_growth * feature.growth;
}

void
bastide_ai_eval (const BastideState  *state,
                 BastideAiEvalKind    kind,
                 BastideAiPile       *pile,
                 double               out[BASTIDE_MAX_PLAYERS])
{
  BastideAiEval eval;

  bastide_ai_eval_prepare (&eval, state, kind, pile);
  bastide_ai_eval_scores (&eval, NULL, out);
}

double
bastide_ai_margin (const double *expected,
                   guint         n_players,
                   guint         player)
{
  double best = -G_MAXDOUBLE;

  for (guint p = 0; p < n_players; p++)
    if (p != player)
      best = MAX (best, expected[p]);
  return expected[player] - best;
}
