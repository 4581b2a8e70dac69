/* test-properties.c: seeded random games, checked after every decision
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each game is played through the public API with random decisions taken
 * here (so every decision is known exactly), and mirrored in the
 * independent recount of bastide-recount.c. After every decision:
 *
 *  - bastide_state_check_invariants () passes;
 *  - pieces are conserved (7 meeples per player; each abbot, mayor, wagon,
 *    barn either in supply or on the board exactly once), counted here from
 *    state->pieces and state->players;
 *  - every piece stands where it may (checked with the catalogue);
 *  - the engine's pieces are the recount's pieces, tile by tile;
 *  - scores never fall, their categories add up, the score events of the
 *    decision add up to the change, and every score equals the recount's;
 *  - the engine's lists of placements, deploys and wagon moves are the
 *    recount's, turn order and phases are the rules' ones.
 * At the end the final scores equal the recount's exactly, and every tile
 * of the game was drawn once (river tiles first, the lake last).
 *
 * Environment:
 *   BASTIDE_PROPERTIES_SCALE=P   play P% of the games (default 100)
 *   BASTIDE_PROPERTIES_TRACE=suite:index   print every decision of one game
 *
 * Odd-numbered games prefer dense placements (more completed features,
 * surrounded cloisters, barn corners and abbey holes); in games with Abbey
 * & Mayor every fourth uses wagon-move: adjacent-tiles, in games with the
 * River every third uses river-turns: immediate-only.
 */

#include "config.h"

#include <string.h>

#include "bastide-random.h"
#include "bastide-recount.h"
#include "bastide-state.h"

#define MAX_LIST 4096
#define MAX_FAILURES_SHOWN 5

typedef struct
{
  const char *name;
  BastideGameKind game;
  guint expansions;
  guint n_games;
  guint min_players, max_players;
  guint64 seed_base;
} Suite;

static const Suite suites[] = {
  { "base-2p", BASTIDE_GAME_STANDARD, 0, 2000, 2, 2, 1000000 },
  { "none", BASTIDE_GAME_STANDARD, 0, 500, 2, 5, 2000000 },
  { "river", BASTIDE_GAME_STANDARD, BASTIDE_EXPANSION_RIVER, 500, 2, 5, 3000000 },
  { "abbot", BASTIDE_GAME_STANDARD, BASTIDE_EXPANSION_ABBOT, 500, 2, 5, 4000000 },
  { "abbey-mayor", BASTIDE_GAME_STANDARD, BASTIDE_EXPANSION_ABBEY_MAYOR, 500, 2, 6, 5000000 },
  { "river+abbot", BASTIDE_GAME_STANDARD,
    BASTIDE_EXPANSION_RIVER | BASTIDE_EXPANSION_ABBOT, 500, 2, 5, 6000000 },
  { "river+abbey-mayor", BASTIDE_GAME_STANDARD,
    BASTIDE_EXPANSION_RIVER | BASTIDE_EXPANSION_ABBEY_MAYOR, 500, 2, 6, 7000000 },
  { "abbot+abbey-mayor", BASTIDE_GAME_STANDARD,
    BASTIDE_EXPANSION_ABBOT | BASTIDE_EXPANSION_ABBEY_MAYOR, 500, 2, 6, 8000000 },
  { "all", BASTIDE_GAME_STANDARD,
    BASTIDE_EXPANSION_RIVER | BASTIDE_EXPANSION_ABBOT | BASTIDE_EXPANSION_ABBEY_MAYOR, 500, 2, 6, 9000000 },
  { "wheel-of-fortune", BASTIDE_GAME_WHEEL_OF_FORTUNE, 0, 1000, 2, 5, 10000000 },
};

typedef struct
{
  const Suite *suite;
  guint index;
  guint64 seed;
  BastideRules rules;
  BastideState state;
  BastideRecount rc;
  BastideRng rng;
  BastideEvents events;
  gboolean trace;
  gboolean dense;            /* prefer placements with many neighbours */

  /* What the rules say comes next. */
  int to_move;
  BastidePhase phase;
  gboolean abbey_round;
  guint abbey_left;          /* players still to answer in the abbey round */
  guint plague_answered;
  guint tiles_left;
  guint n_drawn;
  guint decision;
  int last_score[BASTIDE_MAX_PLAYERS];
  guint expected_copies[256];
  guint drawn_copies[256];

  /* Statistics, for the test log */
  char *failure;
} Game;

typedef struct
{
  guint games, decisions, discards, abbeys, recalls, wagon_moves, barns, mayors, plagues, crowns;
  guint fired[RC_N_FIRED];
} Stats;

static Stats stats;

/* Failing */

static gboolean
game_fail (Game       *g,
           const char *format,
           ...) G_GNUC_PRINTF (2, 3);

static gboolean
game_fail (Game       *g,
           const char *format,
           ...)
{
  va_list args;
  g_autofree char *message = NULL;

  if (g->failure != NULL)
    return FALSE;
  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g->failure = g_strdup_printf ("suite %s game %u (seed %" G_GUINT64_FORMAT ", %u players%s%s), "
                                "decision %u (turn %u, phase %u, player %u): %s",
                                g->suite->name, g->index, g->seed, g->rules.n_players,
                                g->rules.wagon_adjacent_tiles ? ", wagon-move adjacent-tiles" : "",
                                g->rules.river_immediate_only ? ", river-turns immediate-only" : "",
                                g->decision, g->state.turn, g->state.phase, g->state.to_move,
                                message);
  return FALSE;
}

#define CHECK(g, cond, ...) \
  G_STMT_START { if (!(cond)) return game_fail ((g), __VA_ARGS__); } G_STMT_END

static void
trace (Game       *g,
       const char *format,
       ...) G_GNUC_PRINTF (2, 3);

static void
trace (Game       *g,
       const char *format,
       ...)
{
  va_list args;
  g_autofree char *message = NULL;

  if (!g->trace)
    return;
  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_printerr ("# [%u] p%u %s  scores", g->decision, g->state.to_move, message);
  for (guint p = 0; p < g->rules.n_players; p++)
    g_printerr (" %d/%d", g->state.players[p].score, g->rc.score[p]);
  g_printerr ("\n");
}

/* The engine's pieces and nodes, named as the recount names them */

static int
engine_slot_of_node (const BastideState *state,
                     guint               node,
                     int                *feature)
{
  int slot = -1;

  for (guint s = 0; s < state->n_tiles; s++)
    if (state->tiles[s].first_node <= node)
      slot = s;
  if (slot >= 0)
    *feature = node - state->tiles[slot].first_node;
  return slot;
}

static int
compare_pieces (gconstpointer a,
                gconstpointer b)
{
  return memcmp (a, b, sizeof (RcPiece));
}

static int
compare_placements (gconstpointer a,
                    gconstpointer b)
{
  const BastidePlacement *p = a, *q = b;

  if (p->y != q->y)
    return p->y - q->y;
  if (p->x != q->x)
    return p->x - q->x;
  return (int) p->rot - (int) q->rot;
}

static int
compare_deploys (gconstpointer a,
                 gconstpointer b)
{
  const BastideDeploy *p = a, *q = b;

  if (p->piece != q->piece)
    return p->piece - q->piece;
  if (p->feature != q->feature)
    return p->feature - q->feature;
  if (p->corner != q->corner)
    return p->corner - q->corner;
  return p->crown - q->crown;
}

static int
compare_ints (gconstpointer a,
              gconstpointer b)
{
  return *(const int *) a - *(const int *) b;
}

static const char *
kind_name (int kind)
{
  static const char *names[] = { "meeple", "abbot", "mayor", "wagon", "barn" };

  return kind >= 0 && kind < (int) G_N_ELEMENTS (names) ? names[kind] : "?";
}

static char *
describe_pieces (const RcPiece *pieces,
                 guint          n)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    g_string_append_printf (s, "%s{p%d %s slot %d f%d corner %d crown %d}",
                            i ? " " : "", pieces[i].owner, kind_name (pieces[i].kind),
                            pieces[i].slot, pieces[i].feature, pieces[i].corner, pieces[i].crown);
  return g_string_free (s, FALSE);
}

/* Checks on the engine alone: pieces counted and placed by the rules */

static gboolean
corner_is_field (const BastideState *state,
                 int                 x,
                 int                 y,
                 int                 corner)
{
  const BastideCellDef *cell = bastide_state_cell_at (state, x, y, NULL);
  int a, b;

  if (cell == NULL)
    return FALSE;
  a = cell->port_feature[(2 * corner + 1) % 8];
  b = cell->port_feature[(2 * corner + 2) % 8];
  return a >= 0 && a == b;
}

static gboolean
check_engine_pieces (Game *g)
{
  const BastideState *state = &g->state;
  gboolean wheel = g->rules.game == BASTIDE_GAME_WHEEL_OF_FORTUNE;
  gboolean abbot = !wheel && (g->rules.expansions & BASTIDE_EXPANSION_ABBOT);
  gboolean am = !wheel && (g->rules.expansions & BASTIDE_EXPANSION_ABBEY_MAYOR);
  guint out[BASTIDE_MAX_PLAYERS][BASTIDE_N_PIECE_KINDS];

  memset (out, 0, sizeof out);
  CHECK (g, state->n_pieces <= BASTIDE_MAX_PIECES, "%u pieces", state->n_pieces);

  for (guint i = 0; i < state->n_pieces; i++)
    {
      const BastidePiece *piece = &state->pieces[i];
      const BastidePlacedTile *tile;
      const BastideTileType *t;
      const BastideCellDef *cell;
      int slot, feature = -1, kind;

      CHECK (g, piece->owner < g->rules.n_players, "piece %u belongs to player %u", i, piece->owner);
      CHECK (g, piece->kind < BASTIDE_N_PIECE_KINDS, "piece %u has kind %u", i, piece->kind);
      out[piece->owner][piece->kind]++;

      if (piece->crown >= 0)
        {
          CHECK (g, wheel && piece->kind == BASTIDE_PIECE_MEEPLE && piece->crown < BASTIDE_N_SECTORS
                 && piece->node == BASTIDE_NODE_NONE,
                 "piece %u on crown %d is not a follower of a Wheel of Fortune game", i, piece->crown);
          continue;
        }
      CHECK (g, piece->node != BASTIDE_NODE_NONE, "piece %u stands nowhere", i);
      slot = engine_slot_of_node (state, piece->node, &feature);
      CHECK (g, slot >= 0, "piece %u: node %u on no tile", i, piece->node);
      tile = &state->tiles[slot];
      t = bastide_catalogue_get (tile->type);
      CHECK (g, feature < t->n_features, "piece %u: feature %d of %s", i, feature, t->id);
      kind = t->features[feature].kind;

      switch ((BastidePieceKind) piece->kind)
        {
        case BASTIDE_PIECE_MEEPLE:
          CHECK (g, kind == BASTIDE_FEATURE_CITY || kind == BASTIDE_FEATURE_ROAD
                 || kind == BASTIDE_FEATURE_FIELD || kind == BASTIDE_FEATURE_CLOISTER,
                 "a meeple stands on %s of %s (kind %d)", t->features[feature].id, t->id, kind);
          break;
        case BASTIDE_PIECE_ABBOT:
          CHECK (g, abbot && (kind == BASTIDE_FEATURE_CLOISTER || kind == BASTIDE_FEATURE_GARDEN),
                 "an abbot stands on %s of %s", t->features[feature].id, t->id);
          break;
        case BASTIDE_PIECE_MAYOR:
          CHECK (g, am && kind == BASTIDE_FEATURE_CITY, "a mayor stands on %s of %s",
                 t->features[feature].id, t->id);
          break;
        case BASTIDE_PIECE_WAGON:
          CHECK (g, am && (kind == BASTIDE_FEATURE_CITY || kind == BASTIDE_FEATURE_ROAD
                           || kind == BASTIDE_FEATURE_CLOISTER),
                 "a wagon stands on %s of %s", t->features[feature].id, t->id);
          break;
        case BASTIDE_PIECE_BARN:
          {
            static const int ox[4] = { 1, 1, -1, -1 }, oy[4] = { -1, 1, 1, -1 };
            static const int mirror_ew[4] = { 3, 2, 1, 0 }, mirror_ns[4] = { 1, 0, 3, 2 };
            int c = piece->corner;

            CHECK (g, am && kind == BASTIDE_FEATURE_FIELD && c >= 0 && c < 4 && t->n_cells == 1,
                   "a barn stands on %s of %s, corner %d", t->features[feature].id, t->id, c);
            cell = &t->cells[tile->rot];
            CHECK (g, cell->port_feature[2 * c + 1] == feature,
                   "a barn at corner %s of %s at (%d, %d) stands on %s, not on the corner's field",
                   bastide_corner_name (c), t->id, tile->x, tile->y, t->features[feature].id);
            CHECK (g, corner_is_field (state, tile->x, tile->y, c)
                   && corner_is_field (state, tile->x + ox[c], tile->y, mirror_ew[c])
                   && corner_is_field (state, tile->x, tile->y + oy[c], mirror_ns[c])
                   && corner_is_field (state, tile->x + ox[c], tile->y + oy[c], (c + 2) % 4),
                   "a barn at corner %s of %s at (%d, %d) stands where four field corners do not meet",
                   bastide_corner_name (c), t->id, tile->x, tile->y);
          }
          break;
        case BASTIDE_N_PIECE_KINDS:
        default:
          break;
        }
    }

  for (guint p = 0; p < g->rules.n_players; p++)
    {
      const BastidePlayer *player = &state->players[p];

      CHECK (g, player->meeples + out[p][BASTIDE_PIECE_MEEPLE] == BASTIDE_MEEPLES,
             "player %u: %u meeples in supply and %u out", p, player->meeples,
             out[p][BASTIDE_PIECE_MEEPLE]);
      for (guint k = BASTIDE_PIECE_ABBOT; k < BASTIDE_N_PIECE_KINDS; k++)
        {
          guint in_play = k == BASTIDE_PIECE_ABBOT ? abbot : am;
          guint supply = (player->specials >> k) & 1;

          CHECK (g, supply + out[p][k] == in_play,
                 "player %u: %s %u in supply and %u out (%u in play)", p, kind_name (k),
                 supply, out[p][k], in_play);
        }
      CHECK (g, (player->specials & ~0x1e) == 0, "player %u: stray special bits 0x%x", p, player->specials);
    }
  for (guint p = g->rules.n_players; p < BASTIDE_MAX_PLAYERS; p++)
    CHECK (g, state->players[p].score == 0, "absent player %u scored", p);
  return TRUE;
}

/* The engine against the recount */

static gboolean
check_same_pieces (Game *g)
{
  const BastideState *state = &g->state;
  RcPiece mine[RC_MAX_PIECES], theirs[BASTIDE_MAX_PIECES];
  guint n = state->n_pieces;

  if (n != g->rc.n_pieces)
    {
      g_autofree char *a = NULL, *b = NULL;

      for (guint i = 0; i < n; i++)
        {
          const BastidePiece *piece = &state->pieces[i];
          int feature = -1, slot = -1;

          if (piece->crown < 0)
            slot = engine_slot_of_node (state, piece->node, &feature);
          theirs[i] = (RcPiece) { piece->owner, piece->kind, slot, feature,
                                  piece->kind == BASTIDE_PIECE_BARN ? piece->corner : -1, piece->crown };
        }
      a = describe_pieces (theirs, n);
      b = describe_pieces (g->rc.pieces, g->rc.n_pieces);
      return game_fail (g, "the engine has %u pieces, the recount %u: engine %s; recount %s",
                        n, g->rc.n_pieces, a, b);
    }
  for (guint i = 0; i < n; i++)
    {
      const BastidePiece *piece = &state->pieces[i];
      int feature = -1, slot = -1;

      if (piece->crown < 0)
        slot = engine_slot_of_node (state, piece->node, &feature);
      theirs[i] = (RcPiece) { piece->owner, piece->kind, slot, feature,
                              piece->kind == BASTIDE_PIECE_BARN ? piece->corner : -1, piece->crown };
    }
  memcpy (mine, g->rc.pieces, n * sizeof (RcPiece));
  qsort (mine, n, sizeof (RcPiece), compare_pieces);
  qsort (theirs, n, sizeof (RcPiece), compare_pieces);
  if (memcmp (mine, theirs, n * sizeof (RcPiece)) != 0)
    {
      g_autofree char *a = describe_pieces (theirs, n);
      g_autofree char *b = describe_pieces (mine, n);

      return game_fail (g, "pieces differ: engine %s; recount %s", a, b);
    }
  return TRUE;
}

static gboolean
check_scores (Game    *g,
              gboolean events_complete)
{
  const BastideState *state = &g->state;
  int from_events[BASTIDE_MAX_PLAYERS] = { 0 };

  CHECK (g, g->events.n_dropped == 0, "%u events dropped", g->events.n_dropped);
  if (events_complete)
    for (guint e = 0; e < g->events.n_events; e++)
      for (guint p = 0; p < g->rules.n_players && g->events.events[e].kind == BASTIDE_EVENT_SCORE; p++)
        from_events[p] += g->events.events[e].score.points[p];

  for (guint p = 0; p < g->rules.n_players; p++)
    {
      int score = state->players[p].score;
      int categories = 0;

      for (guint c = 0; c < BASTIDE_N_CATEGORIES; c++)
        categories += state->players[p].category[c];
      CHECK (g, score >= g->last_score[p], "player %u's score fell from %d to %d", p,
             g->last_score[p], score);
      CHECK (g, categories == score, "player %u's categories add up to %d, the score is %d", p,
             categories, score);
      if (events_complete)
        CHECK (g, from_events[p] == score - g->last_score[p],
               "player %u's score events add up to %d, the score changed by %d", p,
               from_events[p], score - g->last_score[p]);
      if (score != g->rc.score[p])
        {
          GString *s = g_string_new (NULL);

          for (guint q = 0; q < g->rules.n_players; q++)
            g_string_append_printf (s, " %d/%d", state->players[q].score, g->rc.score[q]);
          game_fail (g, "scores (engine/recount):%s", s->str);
          g_string_free (s, TRUE);
          return FALSE;
        }
    }
  return TRUE;
}

static gboolean
check_after (Game    *g,
             gboolean events_complete)
{
  g_autoptr(GError) error = NULL;
  const BastideState *state = &g->state;

  if (!bastide_state_check_invariants (state, &error))
    return game_fail (g, "invariants: %s", error->message);
  if (!check_engine_pieces (g) || !check_same_pieces (g) || !check_scores (g, events_complete))
    return FALSE;
  if (g->rc.problem != NULL)
    return game_fail (g, "%s", g->rc.problem);
  CHECK (g, state->phase == g->phase, "the engine is in phase %u, the rules say %u", state->phase, g->phase);
  if (g->phase != BASTIDE_PHASE_OVER && g->phase != BASTIDE_PHASE_PLAGUE && g->phase != BASTIDE_PHASE_WAGONS)
    CHECK (g, state->to_move == g->to_move, "player %u is to move, the rules say %d", state->to_move, g->to_move);
  CHECK (g, state->pig == g->rc.pig, "the pig is on %u, the recount says %d", state->pig, g->rc.pig);
  CHECK (g, bastide_state_tiles_left (state) == g->tiles_left, "%u tiles left, the recount says %u",
         bastide_state_tiles_left (state), g->tiles_left);
  for (guint p = 0; p < g->rules.n_players; p++)
    CHECK (g, !state->players[p].abbey == !g->rc.abbey_in_hand[p], "player %u's abbey", p);
  if (g->phase == BASTIDE_PHASE_WAGONS)
    {
      CHECK (g, state->n_wagons == g->rc.n_wagons, "%u wagons to move, the recount says %u",
             state->n_wagons, g->rc.n_wagons);
      CHECK (g, bastide_state_wagon_player (state) == (guint) g->rc.wagon_owner[0],
             "player %u moves a wagon first, the rules say %d", bastide_state_wagon_player (state),
             g->rc.wagon_owner[0]);
    }
  for (guint p = 0; p < g->rules.n_players; p++)
    g->last_score[p] = state->players[p].score;
  return TRUE;
}

/* Turn order */

static void
next_in_abbey_round (Game *g,
                     int   after)
{
  guint n = g->rules.n_players;

  for (guint i = 1; i <= n; i++)
    {
      int p = (after + i) % n;

      if (g->abbey_left & (1u << p))
        {
          g->to_move = p;
          g->phase = BASTIDE_PHASE_ABBEY_ROUND;
          return;
        }
    }
  g->phase = BASTIDE_PHASE_OVER;
  rc_final_scoring (&g->rc);
}

static void
end_of_tiles (Game *g,
              int   last)
{
  g->abbey_round = TRUE;
  g->abbey_left = 0;
  for (guint p = 0; p < g->rules.n_players; p++)
    if (g->rc.abbey_in_hand[p])
      g->abbey_left |= 1u << p;
  next_in_abbey_round (g, last);
}

static void
finish_turn (Game *g)
{
  int p = g->to_move;

  if (g->abbey_round)
    {
      g->abbey_left &= ~(1u << p);
      next_in_abbey_round (g, p);
      return;
    }
  g->to_move = (p + 1) % g->rules.n_players;
  g->phase = BASTIDE_PHASE_DRAW;
  if (g->tiles_left == 0)
    end_of_tiles (g, p);
}

static void
after_scoring (Game *g)
{
  if (g->rc.n_wagons > 0)
    g->phase = BASTIDE_PHASE_WAGONS;
  else
    finish_turn (g);
}

/* Decisions */

static gboolean
decide_draw (Game *g)
{
  BastideState *state = &g->state;
  BastidePlacement holes[MAX_LIST];
  guint n_holes = rc_list_holes (&g->rc, holes);
  int p = g->to_move;
  guint type;
  gboolean plague;

  CHECK (g, !bastide_state_has_abbey_hole (state) == (n_holes == 0),
         "the engine %s an abbey hole, the recount finds %u",
         bastide_state_has_abbey_hole (state) ? "finds" : "does not find", n_holes);

  if (g->rc.abbey_in_hand[p] && n_holes > 0
      && bastide_rng_below (&g->rng, g->tiles_left > 3 ? 6 : 2) == 0)
    {
      const BastidePlacement *h = &holes[bastide_rng_below (&g->rng, n_holes)];
      g_autoptr(GError) error = NULL;

      if (!bastide_state_play_abbey (state, h->x, h->y, &g->events, &error))
        return game_fail (g, "playing the abbey at (%d, %d) refused: %s", h->x, h->y, error->message);
      rc_play_abbey (&g->rc, p, h->x, h->y);
      stats.abbeys++;
      g->phase = BASTIDE_PHASE_DEPLOY;
      trace (g, "abbey at (%d, %d)", h->x, h->y);
      return TRUE;
    }

  {
    g_autoptr(GError) error = NULL;

    if (!bastide_state_draw (state, -1, &g->events, &error))
      return game_fail (g, "drawing refused: %s", error->message);
  }
  type = state->in_hand;
  CHECK (g, type < bastide_catalogue ()->n_types, "drew tile type %u", type);
  CHECK (g, g->tiles_left > 0, "drew a tile from an empty pile");
  g->tiles_left--;
  g->drawn_copies[type]++;
  g->n_drawn++;
  CHECK (g, g->drawn_copies[type] <= g->expected_copies[type], "drew %s %u times, the game has %u",
         bastide_catalogue_get (type)->id, g->drawn_copies[type], g->expected_copies[type]);
  if (g->rc.river)
    {
      const BastideTileType *t = bastide_catalogue_get (type);
      gboolean is_river = t->set == BASTIDE_SET_RIVER;

      CHECK (g, is_river == (g->n_drawn <= 11), "draw %u is %s", g->n_drawn, t->id);
      CHECK (g, t->is_lake == (g->n_drawn == 11), "draw %u is %s (the lake comes 11th)", g->n_drawn, t->id);
    }
  plague = rc_draw (&g->rc, type, p);
  g->phase = plague ? BASTIDE_PHASE_PLAGUE : BASTIDE_PHASE_PLACE;
  g->plague_answered = 0;
  stats.plagues += plague;
  trace (g, "draw %s (pig %d)", bastide_catalogue_get (type)->id, g->rc.pig);
  return TRUE;
}

static gboolean
decide_plague (Game *g)
{
  BastideState *state = &g->state;
  int player = (g->to_move + g->plague_answered) % g->rules.n_players;
  int candidates[RC_MAX_PIECES];
  guint n = 0;
  int choice = -1;
  g_autoptr(GError) error = NULL;
  gboolean ok;

  for (guint i = 0; i < g->rc.n_pieces; i++)
    if (g->rc.pieces[i].owner == player && g->rc.pieces[i].crown < 0
        && g->rc.pieces[i].kind != BASTIDE_PIECE_BARN)
      candidates[n++] = i;

  if (n == 0)
    ok = bastide_state_plague (state, 0, 0, -1, &g->events, &error);
  else
    {
      const RcPiece *piece;
      const RcTile *tile;

      choice = candidates[bastide_rng_below (&g->rng, n)];
      piece = &g->rc.pieces[choice];
      tile = &g->rc.tiles[piece->slot];
      ok = bastide_state_plague (state, tile->x, tile->y, piece->feature, &g->events, &error);
    }
  if (!ok)
    return game_fail (g, "plague answer of player %d refused: %s", player, error->message);

  /* The engine returns some follower of that player on that feature: when
   * the player has several there, take the one the engine took. */
  if (choice >= 0)
    {
      int comp = rc_comp_of (&g->rc, g->rc.pieces[choice].slot, g->rc.pieces[choice].feature);
      gboolean found = FALSE;

      for (guint i = 0; i < g->rc.n_pieces && !found; i++)
        {
          const RcPiece *piece = &g->rc.pieces[i];
          gboolean still = FALSE;

          if (piece->owner != player || piece->crown >= 0 || piece->kind == BASTIDE_PIECE_BARN
              || rc_comp_of (&g->rc, piece->slot, piece->feature) != comp)
            continue;
          for (guint j = 0; j < state->n_pieces && !still; j++)
            {
              int feature = -1, slot;

              if (state->pieces[j].crown >= 0 || state->pieces[j].owner != (guint) player
                  || state->pieces[j].kind != piece->kind)
                continue;
              slot = engine_slot_of_node (state, state->pieces[j].node, &feature);
              still = slot == piece->slot && feature == piece->feature;
            }
          if (!still)
            {
              choice = i;
              found = TRUE;
            }
        }
      CHECK (g, found, "the plague took no follower of player %d from the feature", player);
    }
  rc_plague (&g->rc, choice);
  trace (g, "plague: player %d returns %d", player, choice);
  if (++g->plague_answered == g->rules.n_players)
    {
      rc_score_crowns (&g->rc);
      g->phase = BASTIDE_PHASE_PLACE;
    }
  return TRUE;
}

static gboolean
decide_place (Game *g)
{
  BastideState *state = &g->state;
  static BastidePlacement theirs[MAX_LIST], mine[MAX_LIST];
  guint type = state->in_hand;
  guint n = bastide_state_list_placements (state, type, theirs);
  guint m = rc_list_placements (&g->rc, type, mine);
  g_autoptr(GError) error = NULL;

  qsort (theirs, n, sizeof *theirs, compare_placements);
  qsort (mine, m, sizeof *mine, compare_placements);
  if (n != m || memcmp (theirs, mine, n * sizeof *mine) != 0)
    {
      GString *s = g_string_new (NULL);

      for (guint i = 0; i < n; i++)
        g_string_append_printf (s, " (%d,%d,%u)", theirs[i].x, theirs[i].y, theirs[i].rot);
      g_string_append (s, "; recount:");
      for (guint i = 0; i < m; i++)
        g_string_append_printf (s, " (%d,%d,%u)", mine[i].x, mine[i].y, mine[i].rot);
      game_fail (g, "placements of %s: engine %u, recount %u: engine:%s",
                 bastide_catalogue_get (type)->id, n, m, s->str);
      g_string_free (s, TRUE);
      return FALSE;
    }

  if (n == 0)
    {
      if (!bastide_state_discard (state, &g->events, &error))
        return game_fail (g, "discarding %s refused: %s", bastide_catalogue_get (type)->id, error->message);
      stats.discards++;
      trace (g, "discard %s", bastide_catalogue_get (type)->id);
      g->phase = BASTIDE_PHASE_DRAW;
      if (g->tiles_left == 0)
        end_of_tiles (g, g->to_move);
      return TRUE;
    }

  CHECK (g, !bastide_state_discard (state, NULL, NULL), "discarding %s, which fits, was allowed",
         bastide_catalogue_get (type)->id);
  {
    const BastidePlacement *p = &mine[bastide_rng_below (&g->rng, n)];

    /* Dense games fill holes, which completes more features, surrounds
     * more cloisters and makes more barn corners and abbey holes. */
    if (g->dense)
      for (guint k = 0; k < 6; k++)
        {
          const BastidePlacement *q = &mine[bastide_rng_below (&g->rng, n)];

          if (rc_neighbours (&g->rc, q->x, q->y) > rc_neighbours (&g->rc, p->x, p->y))
            p = q;
        }

    if (!bastide_state_place (state, p->x, p->y, p->rot, &g->events, &error))
      return game_fail (g, "placing %s at (%d, %d) rot %u refused: %s",
                        bastide_catalogue_get (type)->id, p->x, p->y, p->rot, error->message);
    rc_place (&g->rc, type, p->x, p->y, p->rot);
    CHECK (g, state->n_tiles == g->rc.n_tiles, "%u tiles, the recount has %u", state->n_tiles, g->rc.n_tiles);
    trace (g, "place %s at (%d, %d) rot %u", bastide_catalogue_get (type)->id, p->x, p->y, p->rot * 90);
  }
  g->phase = BASTIDE_PHASE_DEPLOY;
  return TRUE;
}

static gboolean
decide_deploy (Game *g)
{
  BastideState *state = &g->state;
  BastideDeploy theirs[BASTIDE_MAX_DEPLOYS + 8], mine[64];
  guint n = bastide_state_list_deploys (state, theirs);
  guint m = rc_list_deploys (&g->rc, g->to_move, mine);
  gboolean can_recall = rc_pieces_out (&g->rc, g->to_move, BASTIDE_PIECE_ABBOT) > 0;
  guint roll = bastide_rng_below (&g->rng, 100);
  g_autoptr(GError) error = NULL;
  int slot = g->rc.n_tiles - 1;
  const RcTile *tile = &g->rc.tiles[slot];

  CHECK (g, state->last_tile == slot, "the engine's last tile is slot %u, the recount's %d",
         state->last_tile, slot);
  CHECK (g, state->tiles[slot].x == tile->x && state->tiles[slot].y == tile->y
         && state->tiles[slot].type == tile->type && state->tiles[slot].rot == tile->rot,
         "the tile in slot %d differs", slot);

  qsort (theirs, n, sizeof *theirs, compare_deploys);
  qsort (mine, m, sizeof *mine, compare_deploys);
  if (n != m || memcmp (theirs, mine, n * sizeof *mine) != 0)
    {
      const BastideTileType *t = bastide_catalogue_get (tile->type);
      GString *s = g_string_new (NULL);

      for (guint i = 0; i < n; i++)
        g_string_append_printf (s, " %s:%d/%d/%d", kind_name (theirs[i].piece), theirs[i].feature,
                                theirs[i].corner, theirs[i].crown);
      g_string_append (s, "; recount:");
      for (guint i = 0; i < m; i++)
        g_string_append_printf (s, " %s:%d/%d/%d", kind_name (mine[i].piece), mine[i].feature,
                                mine[i].corner, mine[i].crown);
      game_fail (g, "deploys on %s at (%d, %d) rot %u (piece:feature/corner/crown): engine:%s",
                 t->id, tile->x, tile->y, tile->rot * 90, s->str);
      g_string_free (s, TRUE);
      return FALSE;
    }

  if (can_recall && roll < 10)
    {
      if (!bastide_state_recall_abbot (state, &g->events, &error))
        return game_fail (g, "recalling the abbot refused: %s", error->message);
      rc_recall_abbot (&g->rc, g->to_move);
      stats.recalls++;
      trace (g, "recall the abbot");
    }
  else if (n == 0 || roll < 25)
    {
      CHECK (g, bastide_state_deploy (state, NULL, &g->events, NULL), "deploying nothing refused");
      trace (g, "no piece");
    }
  else
    {
      /* Rarer pieces get a fair chance: pick a kind first, then an option. */
      const BastideDeploy *d = &mine[bastide_rng_below (&g->rng, n)];
      const BastideDeploy *special = NULL;
      guint n_special = 0;

      for (guint i = 0; i < n; i++)
        if (mine[i].piece != BASTIDE_PIECE_MEEPLE
            && bastide_rng_below (&g->rng, ++n_special) == 0)
          special = &mine[i];
      if (special != NULL && bastide_rng_below (&g->rng, 2) == 0)
        d = special;
      if (!bastide_state_deploy (state, d, &g->events, &error))
        return game_fail (g, "deploying %s on %d/%d/%d refused: %s", kind_name (d->piece),
                          d->feature, d->corner, d->crown, error->message);
      rc_deploy (&g->rc, g->to_move, d);
      stats.barns += d->piece == BASTIDE_PIECE_BARN;
      stats.mayors += d->piece == BASTIDE_PIECE_MAYOR;
      stats.crowns += d->crown >= 0;
      trace (g, "deploy %s on %d/%d/%d", kind_name (d->piece), d->feature, d->corner, d->crown);
    }

  rc_score_turn (&g->rc, g->to_move);
  after_scoring (g);
  return TRUE;
}

static gboolean
decide_wagon (Game *g)
{
  BastideState *state = &g->state;
  static guint nodes[BASTIDE_MAX_NODES];
  int theirs[BASTIDE_MAX_NODES], mine[RC_NODES];
  guint n = bastide_state_list_wagon_moves (state, nodes);
  guint m = rc_list_wagon_targets (&g->rc, mine);
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < n; i++)
    {
      int feature = -1, slot = engine_slot_of_node (state, nodes[i], &feature);

      theirs[i] = rc_comp_of (&g->rc, slot, feature);
    }
  qsort (theirs, n, sizeof (int), compare_ints);
  qsort (mine, m, sizeof (int), compare_ints);
  if (n != m || memcmp (theirs, mine, n * sizeof (int)) != 0)
    {
      GString *s = g_string_new (NULL);

      for (guint i = 0; i < n; i++)
        {
          int feature = -1, slot = engine_slot_of_node (state, nodes[i], &feature);

          g_string_append_printf (s, " (%d,%d):%s", state->tiles[slot].x, state->tiles[slot].y,
                                  bastide_catalogue_get (state->tiles[slot].type)->features[feature].id);
        }
      g_string_append (s, "; recount:");
      for (guint i = 0; i < m; i++)
        {
          const RcComp *c = &g->rc.comps[mine[i]];

          for (guint k = c->first; k < c->first + c->size; k++)
            {
              guint sl = g->rc.order[k] / BASTIDE_MAX_FEATURES, f = g->rc.order[k] % BASTIDE_MAX_FEATURES;

              g_string_append_printf (s, "%s(%d,%d):%s", k == c->first ? " " : "+", g->rc.tiles[sl].x,
                                      g->rc.tiles[sl].y,
                                      bastide_catalogue_get (g->rc.tiles[sl].type)->features[f].id);
            }
        }
      game_fail (g, "wagon targets for player %d from slot %d: engine %u, recount %u:%s",
                 g->rc.wagon_owner[0], g->rc.wagon_tile[0], n, m, s->str);
      g_string_free (s, TRUE);
      return FALSE;
    }

  if (m == 0 || bastide_rng_below (&g->rng, 5) == 0)
    {
      if (!bastide_state_wagon_home (state, &g->events, &error))
        return game_fail (g, "sending the wagon home refused: %s", error->message);
      rc_wagon_home (&g->rc);
      trace (g, "wagon home");
    }
  else
    {
      const RcComp *c = &g->rc.comps[mine[bastide_rng_below (&g->rng, m)]];
      guint members[RC_NODES], n_members = 0;
      guint node, slot, feature;
      const RcTile *wagon_tile = &g->rc.tiles[g->rc.wagon_tile[0]];

      /* Any segment of the target will do; with adjacent-tiles, one on or
       * next to the wagon's tile. */
      for (guint k = c->first; k < c->first + c->size; k++)
        {
          const RcTile *t = &g->rc.tiles[g->rc.order[k] / BASTIDE_MAX_FEATURES];
          int w = bastide_catalogue_get (t->type)->n_cells > 1 ? BASTIDE_WHEEL_SIZE : 1;

          if (!g->rules.wagon_adjacent_tiles
              || (t->x <= wagon_tile->x + 1 && t->x + w - 1 >= wagon_tile->x - 1
                  && t->y <= wagon_tile->y + 1 && t->y + w - 1 >= wagon_tile->y - 1))
            members[n_members++] = g->rc.order[k];
        }
      CHECK (g, n_members > 0, "no segment of the wagon's target is near the wagon");
      node = members[bastide_rng_below (&g->rng, n_members)];
      slot = node / BASTIDE_MAX_FEATURES;
      feature = node % BASTIDE_MAX_FEATURES;
      if (!bastide_state_move_wagon (state, g->rc.tiles[slot].x, g->rc.tiles[slot].y, feature,
                                     &g->events, &error))
        return game_fail (g, "moving the wagon to (%d, %d) %s refused: %s", g->rc.tiles[slot].x,
                          g->rc.tiles[slot].y,
                          bastide_catalogue_get (g->rc.tiles[slot].type)->features[feature].id,
                          error->message);
      rc_move_wagon (&g->rc, slot, feature);
      stats.wagon_moves++;
      trace (g, "wagon to slot %u feature %u", slot, feature);
    }
  if (g->rc.n_wagons == 0)
    finish_turn (g);
  return TRUE;
}

static gboolean
decide_abbey_round (Game *g)
{
  BastideState *state = &g->state;
  BastidePlacement holes[MAX_LIST];
  guint n_holes = rc_list_holes (&g->rc, holes);
  g_autoptr(GError) error = NULL;

  CHECK (g, g->rc.abbey_in_hand[g->to_move], "player %d answers the abbey round without an abbey", g->to_move);
  if (n_holes > 0 && bastide_rng_below (&g->rng, 3) != 0)
    {
      const BastidePlacement *h = &holes[bastide_rng_below (&g->rng, n_holes)];

      if (!bastide_state_play_abbey (state, h->x, h->y, &g->events, &error))
        return game_fail (g, "playing the abbey at (%d, %d) in the abbey round refused: %s",
                          h->x, h->y, error->message);
      rc_play_abbey (&g->rc, g->to_move, h->x, h->y);
      stats.abbeys++;
      g->phase = BASTIDE_PHASE_DEPLOY;
      trace (g, "abbey round: abbey at (%d, %d)", h->x, h->y);
      return TRUE;
    }
  if (!bastide_state_pass (state, &g->events, &error))
    return game_fail (g, "passing refused: %s", error->message);
  trace (g, "abbey round: pass");
  finish_turn (g);
  return TRUE;
}

/* One game */

static void
expected_copies (Game *g)
{
  const BastideCatalogue *cat = bastide_catalogue ();

  memset (g->expected_copies, 0, sizeof g->expected_copies);
  g->tiles_left = 0;
  for (guint i = 0; i < cat->n_types; i++)
    {
      const BastideTileType *t = &cat->types[i];
      guint copies = 0;

      if (t->is_wheel_board || t->is_abbey)
        continue;
      if (g->rules.game == BASTIDE_GAME_WHEEL_OF_FORTUNE)
        copies = t->set == BASTIDE_SET_WHEEL_OF_FORTUNE ? t->count : 0;
      else if (t->set == BASTIDE_SET_BASE)
        copies = t->count - (g_str_equal (t->id, "D") ? 1 : 0);
      else if (t->set == BASTIDE_SET_RIVER && g->rc.river)
        copies = t->count - (g_str_equal (t->id, "RA") ? 1 : 0);
      else if (t->set == BASTIDE_SET_ABBEY_MAYOR && g->rc.abbey_mayor)
        copies = t->count;
      g->expected_copies[i] = copies;
      g->tiles_left += copies;
    }
}

static gboolean
play_game (Game        *g,
           const Suite *suite,
           guint        index)
{
  BastideState *state = &g->state;
  guint span = suite->max_players - suite->min_players + 1;
  g_autoptr(GError) error = NULL;
  const char *trace_spec = g_getenv ("BASTIDE_PROPERTIES_TRACE");

  g_clear_pointer (&g->failure, g_free);
  rc_clear (&g->rc);
  g->suite = suite;
  g->index = index;
  g->seed = suite->seed_base + index;
  memset (&g->rules, 0, sizeof g->rules);
  g->rules.game = suite->game;
  g->rules.expansions = suite->expansions;
  g->rules.n_players = suite->min_players + index % span;
  g->rules.wagon_adjacent_tiles = (suite->expansions & BASTIDE_EXPANSION_ABBEY_MAYOR) && index % 4 == 3;
  g->rules.river_immediate_only = (suite->expansions & BASTIDE_EXPANSION_RIVER) && index % 3 == 2;
  g->trace = FALSE;
  g->dense = index % 2 == 1;
  if (trace_spec != NULL)
    {
      g_autofree char *want = g_strdup_printf ("%s:%u", suite->name, index);

      g->trace = g_str_equal (trace_spec, want);
    }

  if (!bastide_state_init_standard (state, &g->rules, g->seed, &error))
    return game_fail (g, "init: %s", error->message);
  rc_init (&g->rc, &g->rules);
  bastide_rng_seed (&g->rng, g->seed * G_GUINT64_CONSTANT (0x9e3779b97f4a7c15) + 17);
  expected_copies (g);
  memset (g->drawn_copies, 0, sizeof g->drawn_copies);
  g->n_drawn = 0;
  g->to_move = 0;
  g->phase = BASTIDE_PHASE_DRAW;
  g->abbey_round = FALSE;
  g->abbey_left = 0;
  g->decision = 0;
  memset (g->last_score, 0, sizeof g->last_score);
  memset (&g->events, 0, sizeof g->events);
  if (!check_after (g, TRUE))
    return FALSE;

  while (state->phase != BASTIDE_PHASE_OVER)
    {
      gboolean ok = FALSE;

      CHECK (g, g->decision < 3000, "the game does not end");
      g->decision++;
      g->events.n_events = 0;
      g->events.n_dropped = 0;
      switch ((BastidePhase) state->phase)
        {
        case BASTIDE_PHASE_DRAW:
          ok = decide_draw (g);
          break;
        case BASTIDE_PHASE_PLAGUE:
          ok = decide_plague (g);
          break;
        case BASTIDE_PHASE_PLACE:
          ok = decide_place (g);
          break;
        case BASTIDE_PHASE_DEPLOY:
          ok = decide_deploy (g);
          break;
        case BASTIDE_PHASE_WAGONS:
          ok = decide_wagon (g);
          break;
        case BASTIDE_PHASE_ABBEY_ROUND:
          ok = decide_abbey_round (g);
          break;
        case BASTIDE_PHASE_OVER:
        default:
          break;
        }
      /* The decision that ends the game reports the final scoring too. */
      if (!ok || !check_after (g, TRUE))
        return FALSE;
      stats.decisions++;
    }

  CHECK (g, g->tiles_left == 0, "the game ended with %u tiles left", g->tiles_left);
  for (guint i = 0; i < bastide_catalogue ()->n_types; i++)
    CHECK (g, g->drawn_copies[i] == g->expected_copies[i], "%s drawn %u times, the game has %u",
           bastide_catalogue_get (i)->id, g->drawn_copies[i], g->expected_copies[i]);
  for (guint r = 0; r < RC_N_FIRED; r++)
    stats.fired[r] += g->rc.fired[r];
  stats.games++;
  return TRUE;
}

static void
test_suite (gconstpointer data)
{
  const Suite *suite = data;
  g_autofree Game *g = g_new0 (Game, 1);
  const char *scale_text = g_getenv ("BASTIDE_PROPERTIES_SCALE");
  guint scale = scale_text != NULL ? (guint) g_ascii_strtoull (scale_text, NULL, 10) : 100;
  guint n_games = MAX (1, suite->n_games * scale / 100);
  guint failures = 0;
  char *first = NULL;
  gint64 start = g_get_monotonic_time ();

  memset (&stats, 0, sizeof stats);
  for (guint i = 0; i < n_games; i++)
    if (!play_game (g, suite, i))
      {
        if (failures < MAX_FAILURES_SHOWN)
          g_test_message ("%s", g->failure);
        if (first == NULL)
          first = g_strdup (g->failure);
        failures++;
      }

  g_test_message ("%s: %u games (%u passed), %u decisions, %u discards, %u abbeys, %u recalls, "
                  "%u wagon moves, %u barns, %u mayors, %u plagues, %u crowns; %.2f s",
                  suite->name, n_games, stats.games, stats.decisions, stats.discards, stats.abbeys,
                  stats.recalls, stats.wagon_moves, stats.barns, stats.mayors, stats.plagues,
                  stats.crowns, (g_get_monotonic_time () - start) / 1e6);
  {
    GString *fired = g_string_new (NULL);

    for (guint r = 0; r < RC_N_FIRED; r++)
      if (stats.fired[r] > 0)
        g_string_append_printf (fired, " %s %u", rc_fired_name (r), stats.fired[r]);
    g_test_message ("%s: rules checked in the games that passed:%s", suite->name, fired->str);
    g_string_free (fired, TRUE);
  }
  if (failures > 0)
    g_test_fail_printf ("%u of %u games disagree with the rules or the recount; the first: %s",
                        failures, n_games, first);
  g_free (first);
  rc_clear (&g->rc);
  g_clear_pointer (&g->failure, g_free);
}

/* The engine's own random player (bastide_random_step), with the checks
 * that need no recount: invariants, pieces counted and placed by the
 * rules, scores that never fall and add up, after every step. */
static void
test_random_step (void)
{
  const char *scale_text = g_getenv ("BASTIDE_PROPERTIES_SCALE");
  guint scale = scale_text != NULL ? (guint) g_ascii_strtoull (scale_text, NULL, 10) : 100;
  guint n_games = MAX (1, 200 * scale / 100);
  g_autofree Game *g = g_new0 (Game, 1);
  guint failures = 0, steps = 0;
  char *first = NULL;

  for (guint s = 0; s < G_N_ELEMENTS (suites); s++)
    for (guint i = 0; i < n_games; i++)
      {
        const Suite *suite = &suites[s];
        guint span = suite->max_players - suite->min_players + 1;
        BastideState *state = &g->state;
        gboolean ok = TRUE;

        g_clear_pointer (&g->failure, g_free);
        g->suite = suite;
        g->index = i;
        g->seed = suite->seed_base + 500000 + i;
        memset (&g->rules, 0, sizeof g->rules);
        g->rules.game = suite->game;
        g->rules.expansions = suite->expansions;
        g->rules.n_players = suite->min_players + i % span;
        g->rules.wagon_adjacent_tiles = (suite->expansions & BASTIDE_EXPANSION_ABBEY_MAYOR) && i % 4 == 3;
        g->rules.river_immediate_only = (suite->expansions & BASTIDE_EXPANSION_RIVER) && i % 3 == 2;
        g->decision = 0;
        memset (g->last_score, 0, sizeof g->last_score);
        g_assert_true (bastide_state_init_standard (state, &g->rules, g->seed, NULL));
        bastide_rng_seed (&g->rng, g->seed);

        while (ok && state->phase != BASTIDE_PHASE_OVER)
          {
            g_autoptr(GError) error = NULL;
            guint phase = state->phase, pieces = state->n_pieces;
            int moved = 0, placed;

            g->decision++;
            g->events.n_events = 0;
            g->events.n_dropped = 0;
            bastide_random_step (state, &g->rng, &g->events);
            steps++;
            /* Pieces come out only when deployed or when a wagon moves on,
             * and every piece that goes home is reported. */
            for (guint e = 0; e < g->events.n_events; e++)
              moved += g->events.events[e].kind == BASTIDE_EVENT_WAGON_MOVED
                       ? 1 : g->events.events[e].kind == BASTIDE_EVENT_PIECE_RETURNED ? -1 : 0;
            if (!bastide_state_check_invariants (state, &error))
              ok = game_fail (g, "invariants: %s", error->message);
            else if (g->decision > 3000)
              ok = game_fail (g, "the game does not end");
            else if (g->events.n_dropped > 0)
              ok = game_fail (g, "%u events dropped", g->events.n_dropped);
            else if ((placed = (int) state->n_pieces - (int) pieces - moved) != 0
                     && !(placed == 1 && phase == BASTIDE_PHASE_DEPLOY))
              ok = game_fail (g, "%u pieces before, %u after, %d moved by the events", pieces,
                              state->n_pieces, moved);
            else
              ok = check_engine_pieces (g);
            for (guint p = 0; ok && p < g->rules.n_players; p++)
              {
                int from_events = 0, categories = 0;

                for (guint e = 0; e < g->events.n_events; e++)
                  if (g->events.events[e].kind == BASTIDE_EVENT_SCORE)
                    from_events += g->events.events[e].score.points[p];
                for (guint c = 0; c < BASTIDE_N_CATEGORIES; c++)
                  categories += state->players[p].category[c];
                if (state->players[p].score < g->last_score[p])
                  ok = game_fail (g, "player %u's score fell", p);
                else if (categories != state->players[p].score)
                  ok = game_fail (g, "player %u's categories do not add up", p);
                else if (from_events != state->players[p].score - g->last_score[p])
                  ok = game_fail (g, "player %u's score events do not add up", p);
                g->last_score[p] = state->players[p].score;
              }
          }
        if (!ok)
          {
            if (failures < MAX_FAILURES_SHOWN)
              g_test_message ("random-step: %s", g->failure);
            if (first == NULL)
              first = g_strdup (g->failure);
            failures++;
          }
      }
  g_test_message ("random-step: %u games, %u steps", n_games * (guint) G_N_ELEMENTS (suites), steps);
  if (failures > 0)
    g_test_fail_printf ("%u games of bastide_random_step break a rule; the first: %s", failures, first);
  g_free (first);
  g_clear_pointer (&g->failure, g_free);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (suites); i++)
    {
      g_autofree char *path = g_strdup_printf ("/properties/%s", suites[i].name);

      g_test_add_data_func (path, &suites[i], test_suite);
    }
  g_test_add_func ("/properties/random-step", test_random_step);
  return g_test_run ();
}
