/* test-ai.c: the computer players
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Deterministic: the searching players run on iteration budgets with fixed
 * seeds, never on time (except the cancellation test, which measures it).
 */

#include "config.h"

#include <string.h>

#include "bastide-ai.h"
#include "bastide-ai-private.h"
#include "bastide-random.h"
#include "bastide-record.h"
#include "test-positions.h"

/* Helpers */

static BastideState *
state_from_record (const char *json)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BastideRecord) record = bastide_record_load_data (json, -1, "test", &error);
  BastideState *state = g_new (BastideState, 1);

  g_assert_no_error (error);
  g_assert_nonnull (record);
  bastide_record_replay (record, state, NULL, &error);
  g_assert_no_error (error);
  return state;
}

static BastideAiMove
choose (const BastideState *state,
        BastideAiLevel      level,
        guint64             iterations,
        guint64             seed)
{
  BastideAiParams params;
  BastideAiStats stats;

  bastide_ai_params_init (&params, level);
  params.budget_ms = 0;
  params.iterations = iterations;
  params.seed = seed;
  return bastide_ai_choose_with_params (state, &params, NULL, &stats);
}

static gboolean
move_listed (const BastideState  *state,
             const BastideAiMove *move)
{
  g_autoptr(GArray) moves = bastide_ai_list_moves (state);

  for (guint i = 0; i < moves->len; i++)
    if (bastide_ai_move_equal (&g_array_index (moves, BastideAiMove, i), move))
      return TRUE;
  return FALSE;
}

static void
assert_move (const BastideState  *state,
             const BastideAiMove *move,
             const BastideAiMove *expected)
{
  if (!bastide_ai_move_equal (move, expected))
    {
      g_autofree char *got = bastide_ai_move_to_string (state, move);
      g_autofree char *want = bastide_ai_move_to_string (state, expected);

      g_error ("expected “%s”, got “%s”", want, got);
    }
}

/* Legal moves in every expansion combination */

typedef struct
{
  const char *name;
  BastideGameKind game;
  guint expansions;
  guint players;
} RuleSet;

static const RuleSet rule_sets[] = {
  { "base", BASTIDE_GAME_STANDARD, 0, 2 },
  { "river", BASTIDE_GAME_STANDARD, BASTIDE_EXPANSION_RIVER, 2 },
  { "abbot", BASTIDE_GAME_STANDARD, BASTIDE_EXPANSION_ABBOT, 2 },
  { "abbey-mayor", BASTIDE_GAME_STANDARD, BASTIDE_EXPANSION_ABBEY_MAYOR, 3 },
  { "river-abbot", BASTIDE_GAME_STANDARD, BASTIDE_EXPANSION_RIVER | BASTIDE_EXPANSION_ABBOT, 2 },
  { "river-abbey-mayor", BASTIDE_GAME_STANDARD, BASTIDE_EXPANSION_RIVER | BASTIDE_EXPANSION_ABBEY_MAYOR, 2 },
  { "abbot-abbey-mayor", BASTIDE_GAME_STANDARD, BASTIDE_EXPANSION_ABBOT | BASTIDE_EXPANSION_ABBEY_MAYOR, 2 },
  { "all", BASTIDE_GAME_STANDARD,
    BASTIDE_EXPANSION_RIVER | BASTIDE_EXPANSION_ABBOT | BASTIDE_EXPANSION_ABBEY_MAYOR, 4 },
  { "wheel-of-fortune", BASTIDE_GAME_WHEEL_OF_FORTUNE, 0, 3 },
};

/* What the players did over the whole test, to show its reach. */
static guint kinds_seen[BASTIDE_AI_MOVE_WAGON + 1];
static guint special_deploys[BASTIDE_N_PIECE_KINDS];
static guint recalls, crowns;

static void
test_legal (gconstpointer data)
{
  const RuleSet *set = data;
  static const BastideAiLevel seats[] = {
    BASTIDE_AI_HARD, BASTIDE_AI_GREEDY, BASTIDE_AI_EASY, BASTIDE_AI_MEDIUM,
  };
  g_autofree BastideState *state = g_new (BastideState, 1);
  BastideRules rules = { 0 };
  g_autoptr(GError) error = NULL;
  guint decisions = 0;

  rules.game = set->game;
  rules.expansions = set->expansions;
  rules.n_players = set->players;
  g_assert_true (bastide_state_init_standard (state, &rules, 7, &error));
  g_assert_no_error (error);

  while (!bastide_state_is_over (state))
    {
      guint player = bastide_ai_decider (state);
      BastideAiLevel level = seats[player % G_N_ELEMENTS (seats)];
      BastideAiMove move = choose (state, level, 12, 1000 + decisions);

      g_assert_cmpuint (move.player, ==, player);
      if (!move_listed (state, &move))
        {
          g_autofree char *text = bastide_ai_move_to_string (state, &move);

          g_error ("%s, decision %u: %s is not a legal move", set->name, decisions, text);
        }
      kinds_seen[move.kind]++;
      if (move.follow == BASTIDE_AI_FOLLOW_DEPLOY)
        {
          special_deploys[move.deploy.piece]++;
          crowns += move.deploy.crown >= 0;
        }
      recalls += move.follow == BASTIDE_AI_FOLLOW_RECALL;
      if (!bastide_ai_apply (state, &move, &error))
        g_error ("%s, decision %u: %s", set->name, decisions, error->message);
      g_assert_true (bastide_state_check_invariants (state, &error));
      decisions++;
      g_assert_cmpuint (decisions, <, 2000);
    }
  g_test_message ("%s: %u decisions, scores %d %d", set->name, decisions,
                  state->players[0].score, state->players[1].score);
}

static void
test_reach (void)
{
  g_test_message ("moves: draw %u, tile %u, discard %u, abbey %u, deploy %u, pass %u, plague %u, wagon %u",
                  kinds_seen[BASTIDE_AI_MOVE_DRAW], kinds_seen[BASTIDE_AI_MOVE_TILE],
                  kinds_seen[BASTIDE_AI_MOVE_DISCARD], kinds_seen[BASTIDE_AI_MOVE_ABBEY],
                  kinds_seen[BASTIDE_AI_MOVE_DEPLOY], kinds_seen[BASTIDE_AI_MOVE_PASS],
                  kinds_seen[BASTIDE_AI_MOVE_PLAGUE], kinds_seen[BASTIDE_AI_MOVE_WAGON]);
  g_test_message ("deploys: meeple %u, abbot %u, mayor %u, wagon %u, barn %u; crowns %u, recalls %u",
                  special_deploys[BASTIDE_PIECE_MEEPLE], special_deploys[BASTIDE_PIECE_ABBOT],
                  special_deploys[BASTIDE_PIECE_MAYOR], special_deploys[BASTIDE_PIECE_WAGON],
                  special_deploys[BASTIDE_PIECE_BARN], crowns, recalls);
  if (kinds_seen[BASTIDE_AI_MOVE_TILE] == 0)
    {
      g_test_skip ("run with the legal-move games");
      return;
    }
  g_assert_cmpuint (kinds_seen[BASTIDE_AI_MOVE_DRAW], >, 0);
  g_assert_cmpuint (kinds_seen[BASTIDE_AI_MOVE_PLAGUE], >, 0);
  g_assert_cmpuint (kinds_seen[BASTIDE_AI_MOVE_WAGON], >, 0);
  g_assert_cmpuint (kinds_seen[BASTIDE_AI_MOVE_PASS] + kinds_seen[BASTIDE_AI_MOVE_ABBEY], >, 0);
  g_assert_cmpuint (special_deploys[BASTIDE_PIECE_ABBOT], >, 0);
  g_assert_cmpuint (special_deploys[BASTIDE_PIECE_MAYOR] + special_deploys[BASTIDE_PIECE_WAGON]
                    + special_deploys[BASTIDE_PIECE_BARN], >, 0);
}

/* Hand-built positions */

/* The knight's city of test-positions.h, F on top. */
static const char completing_record[] = KNIGHT_CITY_RECORD (KNIGHT_CITY_F_FIRST);

static BastideState *
completing_position (void)
{
  BastideState *state = state_from_record (completing_record);
  g_autoptr(GError) error = NULL;

  g_assert_true (bastide_state_draw (state, -1, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpint (state->phase, ==, BASTIDE_PHASE_PLACE);
  return state;
}

static void
test_completing (void)
{
  static const BastideAiLevel levels[] = { BASTIDE_AI_GREEDY, BASTIDE_AI_MEDIUM, BASTIDE_AI_HARD };
  g_autofree BastideState *state = completing_position ();

  for (guint i = 0; i < G_N_ELEMENTS (levels); i++)
    for (guint64 seed = 1; seed <= 3; seed++)
      {
        g_autofree BastideState *after = g_new (BastideState, 1);
        BastideAiMove move = choose (state, levels[i], 300, seed);
        g_autoptr(GError) error = NULL;

        g_assert_cmpint (move.kind, ==, BASTIDE_AI_MOVE_TILE);
        g_assert_cmpint (move.x, ==, 0);
        g_assert_cmpint (move.y, ==, -1);
        bastide_state_copy (after, state);
        g_assert_true (bastide_ai_apply (after, &move, &error));
        g_assert_cmpint (after->players[0].score, >=, 8);
      }
}

static void
test_greedy_completing (void)
{
  g_autofree BastideState *state = completing_position ();
  /* Closing the city scores 8; F's two fields then touch only that
   * completed city, 3 points each for a farmer: the first one, f1. */
  BastideAiMove expected = { BASTIDE_AI_MOVE_TILE, 0, 0, -1, 1, -1, BASTIDE_AI_FOLLOW_DEPLOY,
                             { BASTIDE_PIECE_MEEPLE, 1, -1, -1 } };

  BastideAiMove move = choose (state, BASTIDE_AI_GREEDY, 0, 1);

  assert_move (state, &move, &expected);
}

/* A wagon whose road was just completed: back home, onto the cloister the
 * road ended at (1 + 1 neighbour = 2 points) or onto one of the junction's
 * one-tile roads (1 point). */
static const char wagon_record[] =
  "{\"format\": \"bastide-record\", \"version\": 1,"
  " \"expansions\": [\"abbey-mayor\"],"
  " \"players\": [{\"name\": \"Red\"}, {\"name\": \"Blue\"}],"
  " \"setup\": {"
  "  \"board\": [{\"tile\": \"A\", \"x\": 0, \"y\": 0, \"rot\": 0},"
  "             {\"tile\": \"U\", \"x\": 0, \"y\": 1, \"rot\": 0}],"
  "  \"pieces\": [{\"player\": 0, \"piece\": \"wagon\", \"x\": 0, \"y\": 1, \"on\": \"r1\"}],"
  "  \"draw\": [\"W\", \"B\", \"U\", \"V\"],"
  "  \"to_move\": 0},"
  " \"turns\": []}";

static void
test_greedy_wagon (void)
{
  g_autofree BastideState *state = state_from_record (wagon_record);
  g_autoptr(GError) error = NULL;
  BastideAiMove expected = { BASTIDE_AI_MOVE_WAGON, 0, 0, 0, 0, 2, 0, { 0 } };
  BastideAiMove move;

  g_assert_true (bastide_state_draw (state, -1, NULL, &error));
  g_assert_true (bastide_state_place (state, 0, 2, 2, NULL, &error));
  g_assert_true (bastide_state_deploy (state, NULL, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpint (state->phase, ==, BASTIDE_PHASE_WAGONS);
  g_assert_cmpint (state->players[0].score, ==, 3);

  move = choose (state, BASTIDE_AI_GREEDY, 0, 1);
  assert_move (state, &move, &expected);
  /* The searching players see it too. */
  move = choose (state, BASTIDE_AI_MEDIUM, 200, 1);
  assert_move (state, &move, &expected);
}

/* PLAGUE: Red must return a follower: the knight of the wheel's city
 * (1 point) or the farmer of its field (no completed city, nothing). */
static const char plague_record[] =
  "{\"format\": \"bastide-record\", \"version\": 1,"
  " \"game\": \"wheel-of-fortune\","
  " \"players\": [{\"name\": \"Red\"}, {\"name\": \"Blue\"}],"
  " \"setup\": {"
  "  \"pieces\": [{\"player\": 0, \"piece\": \"meeple\", \"x\": 0, \"y\": 0, \"on\": \"c1\"},"
  "              {\"player\": 0, \"piece\": \"meeple\", \"x\": 0, \"y\": 0, \"on\": \"f1\"}],"
  "  \"pig\": \"storm\","
  "  \"draw\": [\"U@2\", \"B\", \"W\"],"
  "  \"to_move\": 0},"
  " \"turns\": []}";

static void
test_greedy_plague (void)
{
  g_autofree BastideState *state = state_from_record (plague_record);
  g_autoptr(GError) error = NULL;
  BastideAiMove expected = { BASTIDE_AI_MOVE_PLAGUE, 0, 0, 0, 0, 6, 0, { 0 } };
  BastideAiMove move;

  g_assert_true (bastide_state_draw (state, -1, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpint (state->phase, ==, BASTIDE_PHASE_PLAGUE);
  g_assert_cmpuint (bastide_ai_decider (state), ==, 0);

  move = choose (state, BASTIDE_AI_GREEDY, 0, 1);
  assert_move (state, &move, &expected);
}

/* Red may fill the hole at (0, 0) with the abbey: it closes Red's
 * one-tile city to the south (2 points, the knight comes home), and a
 * monk on the abbey has its 4 neighbours (5 points so far). */
static const char abbey_record[] =
  "{\"format\": \"bastide-record\", \"version\": 1,"
  " \"expansions\": [\"abbey-mayor\"],"
  " \"players\": [{\"name\": \"Red\"}, {\"name\": \"Blue\"}],"
  " \"setup\": {"
  "  \"board\": [{\"tile\": \"E\", \"x\": 0, \"y\": 1, \"rot\": 0},"
  "             {\"tile\": \"B\", \"x\": 0, \"y\": -1, \"rot\": 0},"
  "             {\"tile\": \"B\", \"x\": 1, \"y\": 0, \"rot\": 0},"
  "             {\"tile\": \"B\", \"x\": -1, \"y\": 0, \"rot\": 0}],"
  "  \"pieces\": [{\"player\": 0, \"piece\": \"meeple\", \"x\": 0, \"y\": 1, \"on\": \"c1\"}],"
  "  \"draw\": [\"U\", \"V\", \"U\", \"V\"],"
  "  \"to_move\": 0},"
  " \"turns\": []}";

static void
test_greedy_abbey (void)
{
  g_autofree BastideState *state = state_from_record (abbey_record);
  BastideAiMove expected = { BASTIDE_AI_MOVE_ABBEY, 0, 0, 0, 0, -1, BASTIDE_AI_FOLLOW_DEPLOY,
                             { BASTIDE_PIECE_MEEPLE, 0, -1, -1 } };
  BastideAiMove move;

  g_assert_cmpint (state->phase, ==, BASTIDE_PHASE_DRAW);
  move = choose (state, BASTIDE_AI_GREEDY, 0, 1);
  assert_move (state, &move, &expected);
}

/* Counting tiles: the knight's city of test-positions.h with other piles. */
static double
knight_city_worth (const char *draw,
                   gboolean    count)
{
  g_autofree char *json = g_strdup_printf (KNIGHT_CITY_RECORD ("%s"), draw);
  g_autofree BastideState *state = state_from_record (json);
  BastideAiPile pile;
  double expected[BASTIDE_MAX_PLAYERS];

  bastide_ai_pile_count (state, TRUE, &pile);
  bastide_ai_eval (state, BASTIDE_AI_EVAL_FITTED, count ? &pile : NULL, expected);
  return expected[0];
}

static void
test_count_tiles (void)
{
  static const char three_fit[] = "\"F\", \"C\", \"G\", \"U\", \"V\", \"K\", \"E\", \"W\"";
  static const char one_fits[] = "\"F\", \"B\", \"U\", \"V\", \"K\", \"E\", \"W\", \"U\"";
  static const char none_fits[] = "\"A\", \"B\", \"U\", \"V\", \"K\", \"E\", \"W\", \"U\"";
  double plain = knight_city_worth (three_fit, FALSE);
  double lost_dead, lost_one;

  /* Not counting, the pile's contents do not matter. */
  g_assert_cmpfloat_with_epsilon (knight_city_worth (none_fits, FALSE), plain, 1e-9);
  /* Three tiles fit: the measured chance stands. */
  g_assert_cmpfloat_with_epsilon (knight_city_worth (three_fit, TRUE), plain, 1e-9);
  /* No tile fits: the city cannot be completed, so its doubling is lost
   * (the city is one tile without a shield: the chance itself, which the
   * tables put at a tenth or two with 8 tiles left). */
  lost_dead = plain - knight_city_worth (none_fits, TRUE);
  g_assert_cmpfloat (lost_dead, >, 0.05);
  g_assert_cmpfloat (lost_dead, <, 0.25);
  /* One copy fits: Red draws it half the time, against 7/8 for three
   * copies, so the chance keeps 4/7 of its worth. */
  lost_one = plain - knight_city_worth (one_fits, TRUE);
  g_assert_cmpfloat_with_epsilon (lost_one, lost_dead * 3.0 / 7.0, 1e-9);
}

/* The knight's city with `draw` to come, in the base game or with
 * `expansion` spliced into the record's list of expansions ("abbot",
 * or "river\", \"abbot" for two); without the knight when `pieces` is
 * FALSE. */
static BastideState *
knight_city_state (const char *draw,
                   const char *expansion,
                   gboolean    pieces)
{
  g_autoptr(GString) json = g_string_new (NULL);

  g_string_printf (json, KNIGHT_CITY_RECORD ("%s"), draw);
  if (expansion != NULL)
    {
      g_autofree char *expansions = g_strdup_printf ("\"version\": 1, \"expansions\": [\"%s\"],",
                                                     expansion);

      g_string_replace (json, "\"version\": 1,", expansions, 1);
    }
  if (!pieces)
    {
      guint removed = g_string_replace (json, "{\"player\": 0, \"piece\": \"meeple\", \"x\": 0, \"y\": 0, \"on\": \"c1\"}",
                                        "", 1);

      g_assert_cmpuint (removed, ==, 1);
    }
  return state_from_record (json->str);
}

/* Red's estimate and its knight's city's completion chance, counting
 * tiles, in the knight's city with `draw` as the pile, with
 * `expansion` ("abbey-mayor", "abbot") or none. */
static double
knight_city_estimate (const char *draw,
                      const char *expansion,
                      double     *completion)
{
  g_autofree BastideState *state = knight_city_state (draw, expansion, TRUE);
  BastideAiPile pile;
  double expected[BASTIDE_MAX_PLAYERS];

  bastide_ai_pile_count (state, TRUE, &pile);
  bastide_ai_eval (state, BASTIDE_AI_EVAL_FITTED, &pile, expected);
  bastide_ai_eval_feature (state, &pile, state->pieces[0].node, completion);
  return expected[0];
}

/* A follower is worth a share of its supply value back times its
 * feature's completion chance (the arena's measurements, README.md):
 * half with Abbey & Mayor, 0.3 with the abbot alone, nothing in the base
 * game. The knight's one-tile city loses its doubling, the chance p, when
 * no tile left can complete it, and also that share of a follower's worth
 * with 8 tiles left (4 turns of 8: 5 points) times p. */
static void
test_follower_returns (void)
{
  static const char three_fit[] = "\"F\", \"C\", \"G\", \"U\", \"V\", \"K\", \"E\", \"W\"";
  static const char none_fits[] = "\"A\", \"B\", \"U\", \"V\", \"K\", \"E\", \"W\", \"U\"";
  static const struct
  {
    const char *expansion;
    double share;
  } cases[] = { { NULL, 0 }, { "abbey-mayor", 0.5 }, { "abbot", 0.3 } };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      double p, dead;

      g_test_message ("expansion: %s", cases[i].expansion != NULL ? cases[i].expansion : "none");
      g_assert_cmpfloat_with_epsilon (knight_city_estimate (three_fit, cases[i].expansion, &p)
                                      - knight_city_estimate (none_fits, cases[i].expansion, &dead),
                                      p * (1 + cases[i].share * 5), 1e-9);
      g_assert_cmpfloat_with_epsilon (dead, 0.0, 1e-9);
      g_assert_cmpfloat (p, >, 0.05);
    }
}

/* Blue may still join Red's open city, or take it over: in the base
 * game and with the river, the abbot or Abbey & Mayor alone Blue's
 * estimate counts 0.35 of the city's value times the chance that it
 * stays open (the arena's measurements, README.md); with the river and
 * the abbot together nothing yet. */
static void
test_contest (void)
{
  static const char three_fit[] = "\"F\", \"C\", \"G\", \"U\", \"V\", \"K\", \"E\", \"W\"";
  static const struct
  {
    const char *expansion;
    double share;
  } cases[] = { { NULL, 0.35 }, { "river", 0.35 }, { "abbey-mayor", 0.35 }, { "abbot", 0.35 },
                  { "river\", \"abbot", 0 } };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree BastideState *held = knight_city_state (three_fit, cases[i].expansion, TRUE);
      g_autofree BastideState *empty = knight_city_state (three_fit, cases[i].expansion, FALSE);
      double with_knight[BASTIDE_MAX_PLAYERS], without[BASTIDE_MAX_PLAYERS], value, p;
      BastideAiPile pile;

      g_test_message ("expansion: %s", cases[i].expansion != NULL ? cases[i].expansion : "none");
      g_assert_cmpuint (held->n_pieces, ==, 1);
      g_assert_cmpuint (empty->n_pieces, ==, 0);
      bastide_ai_pile_count (held, TRUE, &pile);
      bastide_ai_eval (held, BASTIDE_AI_EVAL_FITTED, &pile, with_knight);
      value = bastide_ai_eval_feature (held, &pile, held->pieces[0].node, &p);
      bastide_ai_pile_count (empty, TRUE, &pile);
      bastide_ai_eval (empty, BASTIDE_AI_EVAL_FITTED, &pile, without);

      g_assert_cmpfloat (p, >, 0.05);
      g_assert_cmpfloat (p, <, 0.95);
      g_assert_cmpfloat (value, >, 1.5);
      g_assert_cmpfloat_with_epsilon (with_knight[1] - without[1], cases[i].share * (1 - p) * value, 1e-9);
    }
}

/* Red's abbot on the garden of Ug (0, 0), seven of whose eight
 * neighbours are straight roads; twenty tiles to come. */
static const char abbot_garden_record[] =
  "{\"format\": \"bastide-record\", \"version\": 1, \"expansions\": [\"abbot\"],"
  " \"players\": [{\"name\": \"Red\"}, {\"name\": \"Blue\"}],"
  " \"setup\": {"
  "  \"board\": [{\"tile\": \"Ug\", \"x\": 0, \"y\": 0, \"rot\": 0},"
  "             {\"tile\": \"U\", \"x\": 0, \"y\": -1, \"rot\": 0}, {\"tile\": \"U\", \"x\": 0, \"y\": 1, \"rot\": 0},"
  "             {\"tile\": \"U\", \"x\": -1, \"y\": -1, \"rot\": 0}, {\"tile\": \"U\", \"x\": -1, \"y\": 0, \"rot\": 0},"
  "             {\"tile\": \"U\", \"x\": -1, \"y\": 1, \"rot\": 0}, {\"tile\": \"U\", \"x\": 1, \"y\": -1, \"rot\": 0},"
  "             {\"tile\": \"U\", \"x\": 1, \"y\": 0, \"rot\": 0}],"
  "  \"pieces\": [{\"player\": 0, \"piece\": \"abbot\", \"x\": 0, \"y\": 0, \"on\": \"garden\"}],"
  "  \"draw\": [\"D\", \"E\", \"K\", \"V\", \"W\", \"J\", \"L\", \"D\", \"E\", \"K\","
  "            \"V\", \"W\", \"J\", \"L\", \"B\", \"C\", \"F\", \"H\", \"I\", \"N\"],"
  "  \"to_move\": 0},"
  " \"turns\": []}";

/* With the abbot, an abbot on the board is worth at least its recall:
 * its points now and the abbot back in supply (6 points with many turns
 * to come), less the turn's deploy (1.5). On a garden that can gain one
 * point at most, recalling it is worth exactly that 1.5 more. */
static void
test_abbot_recall (void)
{
  g_autofree BastideState *state = state_from_record (abbot_garden_record);
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) moves = NULL;
  double before[BASTIDE_MAX_PLAYERS], after[BASTIDE_MAX_PLAYERS];
  BastideAiPile pile;
  guint i;

  g_assert_cmpint (state->phase, ==, BASTIDE_PHASE_DRAW);
  bastide_ai_pile_count (state, FALSE, &pile);
  bastide_ai_eval (state, BASTIDE_AI_EVAL_FITTED, &pile, before);

  g_assert_true (bastide_state_draw (state, -1, NULL, &error));
  g_assert_no_error (error);
  moves = bastide_ai_list_moves (state);
  for (i = 0; i < moves->len; i++)
    {
      const BastideAiMove *move = &g_array_index (moves, BastideAiMove, i);

      if (move->kind == BASTIDE_AI_MOVE_TILE && move->follow == BASTIDE_AI_FOLLOW_RECALL
          && (move->x != 1 || move->y != 1))
        break;
    }
  g_assert_cmpuint (i, <, moves->len);
  g_assert_true (bastide_ai_apply (state, &g_array_index (moves, BastideAiMove, i), &error));
  g_assert_no_error (error);
  g_assert_cmpint (state->players[0].score, ==, 8);
  g_assert_cmpint (state->phase, ==, BASTIDE_PHASE_DRAW);

  bastide_ai_pile_count (state, FALSE, &pile);
  bastide_ai_eval (state, BASTIDE_AI_EVAL_FITTED, &pile, after);
  g_assert_cmpfloat_with_epsilon (after[0] - before[0], 1.5, 1e-9);
}

/* A deploy valued as an extra piece is worth what playing it is worth,
 * in every rule set, with and without counting tiles. */
static void
test_extra_piece (void)
{
  g_autofree BastideState *state = g_new (BastideState, 1);
  g_autofree BastideState *placed = g_new (BastideState, 1);
  g_autofree BastideState *after = g_new (BastideState, 1);
  g_autofree BastideState *played = g_new (BastideState, 1);
  g_autofree BastidePlacement *placements = g_new (BastidePlacement, BASTIDE_MAX_PLACEMENTS);
  guint quiet = 0, loud = 0;

  for (guint r = 0; r < G_N_ELEMENTS (rule_sets); r++)
    {
      BastideRules rules = { rule_sets[r].game, rule_sets[r].expansions, rule_sets[r].players, 0, 0 };
      BastideRng rng;

      g_assert_true (bastide_state_init_standard (state, &rules, 40 + r, NULL));
      bastide_rng_seed (&rng, 17 + r);
      while (!bastide_state_is_over (state))
        {
          BastideAiPile pile;
          BastideAiEval eval;
          guint n;

          if (state->phase != BASTIDE_PHASE_PLACE)
            {
              bastide_random_step (state, &rng, NULL);
              continue;
            }
          bastide_ai_pile_count (state, FALSE, &pile);
          n = bastide_state_list_placements (state, state->in_hand, placements);
          for (guint i = 0; i < n; i += 3)
            {
              BastideDeploy deploys[BASTIDE_MAX_DEPLOYS];
              guint n_deploys;

              bastide_state_copy (placed, state);
              g_assert_true (bastide_state_place (placed, placements[i].x, placements[i].y,
                                                  placements[i].rot, NULL, NULL));
              bastide_state_copy (after, placed);
              g_assert_true (bastide_state_deploy (after, NULL, NULL, NULL));
              n_deploys = bastide_state_list_deploys (placed, deploys);
              for (guint d = 0; d < n_deploys; d++)
                {
                  BastidePiece piece;
                  double direct[BASTIDE_MAX_PLAYERS], extra[BASTIDE_MAX_PLAYERS];
                  BastideAiPile *piles[] = { NULL, &pile };

                  if (!bastide_ai_eval_quiet_deploy (placed, after, &deploys[d], &piece))
                    {
                      loud++;
                      continue;
                    }
                  quiet++;
                  bastide_state_copy (played, placed);
                  g_assert_true (bastide_state_deploy (played, &deploys[d], NULL, NULL));
                  for (guint k = 0; k < G_N_ELEMENTS (piles); k++)
                    {
                      bastide_ai_eval (played, BASTIDE_AI_EVAL_FITTED, piles[k], direct);
                      bastide_ai_eval_prepare (&eval, after, BASTIDE_AI_EVAL_FITTED, piles[k]);
                      bastide_ai_eval_scores (&eval, &piece, extra);
                      for (guint p = 0; p < rules.n_players; p++)
                        g_assert_cmpfloat_with_epsilon (extra[p], direct[p], 1e-9);
                    }
                }
            }
          bastide_random_step (state, &rng, NULL);
        }
    }
  g_test_message ("%u deploys valued as extra pieces, %u played", quiet, loud);
  g_assert_cmpuint (quiet, >, 1000);
  g_assert_cmpuint (loud, >, 10);
}

/* Explanations */

static const char * const names[] = { "Red", "Blue" };

static const BastideAiReason *
find_reason (const BastideAiExplanation *explanation,
             BastideAiReasonKind         kind)
{
  for (guint i = 0; i < explanation->n_reasons; i++)
    if (explanation->reasons[i].kind == kind)
      return &explanation->reasons[i];
  return NULL;
}

/* Closing the knight's city with F and a farmer: 8 points now, the
 * farmer's worth from the evaluation. */
static void
test_explain_completes (void)
{
  g_autofree BastideState *state = completing_position ();
  BastideAiMove move = { BASTIDE_AI_MOVE_TILE, 0, 0, -1, 1, -1, BASTIDE_AI_FOLLOW_DEPLOY,
                         { BASTIDE_PIECE_MEEPLE, 1, -1, -1 } };
  BastideAiExplanation explanation;
  const BastideAiReason *reason;
  g_autofree char *text = NULL;

  bastide_ai_explain (state, &move, NULL, &explanation);
  g_assert_cmpuint (explanation.n_reasons, >=, 2);
  reason = &explanation.reasons[0];
  g_assert_cmpint (reason->kind, ==, BASTIDE_AI_REASON_COMPLETES);
  g_assert_cmpint (reason->feature, ==, BASTIDE_FEATURE_CITY);
  g_assert_cmpint (reason->points, ==, 8);
  reason = find_reason (&explanation, BASTIDE_AI_REASON_FOLLOWER);
  g_assert_nonnull (reason);
  g_assert_cmpint (reason->role, ==, BASTIDE_AI_ROLE_FARMER);
  /* One completed city (3) and the field's expected growth. */
  g_assert_cmpfloat (reason->expected, >=, 3);
  g_assert_cmpfloat (reason->expected, <, 10);
  g_assert_null (find_reason (&explanation, BASTIDE_AI_REASON_JOINS));

  text = bastide_ai_explanation_text (&explanation, names);
  g_assert_true (g_str_has_prefix (text, "Completes your city: 8 points now. Your farmer should bring about "));
}

/* Red's thief on D's road, Blue's on a road two cells east: a straight
 * road between them joins the two, one thief each. */
static const char join_record[] =
  "{\"format\": \"bastide-record\", \"version\": 1,"
  " \"players\": [{\"name\": \"Red\"}, {\"name\": \"Blue\"}],"
  " \"setup\": {"
  "  \"board\": [{\"tile\": \"D\", \"x\": 0, \"y\": 0, \"rot\": 0},"
  "             {\"tile\": \"U\", \"x\": 1, \"y\": 0, \"rot\": 90},"
  "             {\"tile\": \"V\", \"x\": 3, \"y\": 0, \"rot\": 0}],"
  "  \"pieces\": [{\"player\": 0, \"piece\": \"meeple\", \"x\": 0, \"y\": 0, \"on\": \"r1\"},"
  "              {\"player\": 1, \"piece\": \"meeple\", \"x\": 3, \"y\": 0, \"on\": \"r1\"}],"
  "  \"draw\": [\"U\", \"B\", \"E\", \"K\"],"
  "  \"to_move\": 0},"
  " \"turns\": []}";

static void
test_explain_joins (void)
{
  g_autofree BastideState *state = state_from_record (join_record);
  BastideAiMove move = { BASTIDE_AI_MOVE_TILE, 0, 2, 0, 1, -1, BASTIDE_AI_FOLLOW_NOTHING, { 0 } };
  BastideAiExplanation explanation;
  const BastideAiReason *reason;
  g_autofree char *text = NULL;

  g_assert_true (bastide_state_draw (state, -1, NULL, NULL));
  bastide_ai_explain (state, &move, NULL, &explanation);
  reason = find_reason (&explanation, BASTIDE_AI_REASON_JOINS);
  g_assert_nonnull (reason);
  g_assert_cmpint (reason->feature, ==, BASTIDE_FEATURE_ROAD);
  g_assert_cmpuint (reason->owner, ==, 1);
  g_assert_false (reason->takes_over);
  g_assert_null (find_reason (&explanation, BASTIDE_AI_REASON_COMPLETES));
  text = bastide_ai_explanation_text (&explanation, names);
  g_assert_nonnull (strstr (text, "Joins Blue's road to share it."));
}

/* Blue's knight in the knight's city, open only at (0, -1), which takes a
 * tile with cities north and south (F is in the pile). Red's tile at
 * (1, -1) blocks it exactly when its west side is not a field: no tile
 * then has cities on two opposite sides and a road or a city between. */
static const char block_record[] =
  "{\"format\": \"bastide-record\", \"version\": 1,"
  " \"players\": [{\"name\": \"Red\"}, {\"name\": \"Blue\"}],"
  " \"setup\": {"
  "  \"board\": [{\"tile\": \"D\", \"x\": 0, \"y\": 0, \"rot\": 0},"
  "             {\"tile\": \"E\", \"x\": 0, \"y\": -2, \"rot\": 180},"
  "             {\"tile\": \"U\", \"x\": 1, \"y\": 0, \"rot\": 90}],"
  "  \"pieces\": [{\"player\": 1, \"piece\": \"meeple\", \"x\": 0, \"y\": 0, \"on\": \"c1\"}],"
  "  \"draw\": [\"V\", \"F\", \"B\", \"K\", \"U\", \"W\"],"
  "  \"to_move\": 0},"
  " \"turns\": []}";

static void
test_explain_blocks (void)
{
  g_autofree BastideState *state = state_from_record (block_record);
  g_autofree BastidePlacement *placements = g_new (BastidePlacement, BASTIDE_MAX_PLACEMENTS);
  guint n, blocking = 0, open = 0;

  g_assert_true (bastide_state_draw (state, -1, NULL, NULL));
  n = bastide_state_list_placements (state, state->in_hand, placements);
  for (guint i = 0; i < n; i++)
    {
      BastideAiMove move = { BASTIDE_AI_MOVE_TILE, 0, placements[i].x, placements[i].y, placements[i].rot,
                             -1, BASTIDE_AI_FOLLOW_NOTHING, { 0 } };
      const BastideCellDef *cell = bastide_tile_type_cell (bastide_catalogue_get (state->in_hand),
                                                           placements[i].rot);
      BastideAiExplanation explanation;
      const BastideAiReason *reason;
      /* The tile's west side: terrain bits 4 per side, north first. */
      gboolean west_field = ((cell->signature >> 12) & 0xf) == BASTIDE_TERRAIN_FIELD;

      if (placements[i].x != 1 || placements[i].y != -1)
        continue;
      bastide_ai_explain (state, &move, NULL, &explanation);
      reason = find_reason (&explanation, BASTIDE_AI_REASON_BLOCKS);
      g_assert_true ((reason != NULL) == !west_field);
      if (reason != NULL)
        {
          g_autofree char *text = bastide_ai_explanation_text (&explanation, names);

          g_assert_cmpuint (reason->owner, ==, 1);
          g_assert_cmpint (reason->feature, ==, BASTIDE_FEATURE_CITY);
          g_assert_cmpstr (text, ==, "Leaves Blue's city with a hole that no tile left can fill.");
          blocking++;
        }
      else
        open++;
    }
  g_assert_cmpuint (blocking, >, 0);
  g_assert_cmpuint (open, >, 0);
}

/* The costliest moves of a game */

typedef struct
{
  guint calls, last_done, total;
} Progress;

static void
count_progress (guint    done,
                guint    total,
                gpointer user_data)
{
  Progress *progress = user_data;

  g_assert_cmpuint (done, >=, progress->last_done);
  progress->calls++;
  progress->last_done = done;
  progress->total = total;
}

/* Red draws F, which would close the knight's city for 8 points, and
 * puts it somewhere else: the analysis finds the turn, and the move it
 * would have played closes the city. */
static void
test_costly_moves (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BastideRecord) record = bastide_record_load_data (completing_record, -1, "test", &error);
  g_autofree BastideState *state = g_new (BastideState, 1);
  g_autofree BastidePlacement *placements = g_new (BastidePlacement, BASTIDE_MAX_PLACEMENTS);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GArray) costly = NULL;
  const BastideAiCostlyMove *move;
  BastideAiParams params;
  BastideTurn turn;
  Progress progress = { 0 };
  guint n;

  g_assert_no_error (error);
  bastide_record_replay (record, state, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (bastide_state_draw (state, -1, NULL, NULL));
  n = bastide_state_list_placements (state, state->in_hand, placements);
  for (guint i = 0; i < n; i++)
    if (placements[i].y != -1)
      {
        BastideAiMove elsewhere = { BASTIDE_AI_MOVE_TILE, 0, placements[i].x, placements[i].y,
                                    placements[i].rot, -1, BASTIDE_AI_FOLLOW_NOTHING, { 0 } };

        bastide_ai_move_to_turn (state, &elsewhere, &turn);
        break;
      }
  bastide_record_append_turn (record, &turn);

  bastide_ai_params_init (&params, BASTIDE_AI_HARD);
  params.budget_ms = 0;
  params.iterations = 2000;
  params.seed = 9;
  costly = bastide_ai_costly_moves (record, &params, 3, count_progress, &progress, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (progress.calls, ==, 2);
  g_assert_cmpuint (progress.last_done, ==, 1);
  g_assert_cmpuint (progress.total, ==, 1);
  g_assert_cmpuint (costly->len, ==, 1);
  move = &g_array_index (costly, BastideAiCostlyMove, 0);
  g_assert_cmpuint (move->turn, ==, 0);
  g_assert_cmpuint (move->player, ==, 0);
  g_assert_cmpint (move->best.x, ==, 0);
  g_assert_cmpint (move->best.y, ==, -1);
  /* At least the doubling of the city's 3 tiles and shield. */
  g_assert_cmpfloat (move->cost, >, 4);
  g_assert_cmpint (move->explanation.reasons[0].kind, ==, BASTIDE_AI_REASON_COMPLETES);
  g_assert_cmpint (move->explanation.reasons[0].points, ==, 8);

  /* Cancelled: nothing, and why. */
  g_cancellable_cancel (cancellable);
  g_clear_pointer (&costly, g_array_unref);
  costly = bastide_ai_costly_moves (record, &params, 3, NULL, NULL, cancellable, &error);
  g_assert_null (costly);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
}

/* The tree kept between moves */

static BastideAiMove
player_choose (BastideAiPlayer    *player,
               const BastideState *state,
               guint64             iterations,
               BastideAiStats     *stats)
{
  BastideAiParams params;

  bastide_ai_params_init (&params, BASTIDE_AI_HARD);
  params.budget_ms = 0;
  params.iterations = iterations;
  params.seed = 5;
  return bastide_ai_player_choose (player, state, &params, NULL, stats);
}

/* Plays the moves `player` chooses for both seats (self-play) until seat
 * 0 must place a tile again. */
static void
play_round (BastideAiPlayer *player,
            BastideState    *state)
{
  gboolean placed = FALSE;

  while (!bastide_state_is_over (state))
    {
      BastideAiStats stats;
      BastideAiMove move;

      if (bastide_ai_decider (state) == 0 && state->phase == BASTIDE_PHASE_PLACE && placed)
        return;
      move = player_choose (player, state, 3000, &stats);
      placed |= bastide_ai_decider (state) == 0 && state->phase == BASTIDE_PHASE_PLACE;
      g_assert_true (bastide_ai_apply (state, &move, NULL));
    }
}

static void
test_keep_tree (void)
{
  g_autofree BastideState *state = g_new (BastideState, 1);
  g_autofree BastideState *earlier = g_new (BastideState, 1);
  g_autofree BastideState *other = g_new (BastideState, 1);
  g_autofree BastideState *loaded = state_from_record (completing_record);
  g_autoptr(BastideAiPlayer) player = bastide_ai_player_new ();
  BastideRules rules = { BASTIDE_GAME_STANDARD, 0, 2, 0, 0 };
  BastideAiStats stats;
  guint64 searched;
  guint kept = 0;

  g_assert_true (bastide_state_init_standard (state, &rules, 21, NULL));
  while (state->phase != BASTIDE_PHASE_PLACE)
    g_assert_true (bastide_state_draw (state, -1, NULL, NULL));
  player_choose (player, state, 3000, &stats);
  g_assert_cmpuint (stats.reused, ==, 0);
  searched = stats.iterations;
  /* The same position again (a hint asked twice): every visit. */
  player_choose (player, state, 3000, &stats);
  g_assert_cmpuint (stats.reused, ==, searched);
  bastide_state_copy (earlier, state);

  /* The positions that follow from the searched one go on from its tree:
   * the reply chosen, then the tile drawn, were looked at. */
  for (guint round = 0; round < 6; round++)
    {
      play_round (player, state);
      player_choose (player, state, 3000, &stats);
      g_test_message ("round %u: %" G_GUINT64_FORMAT " visits kept", round, stats.reused);
      kept += stats.reused > 0;
    }
  g_assert_cmpuint (kept, ==, 6);

  /* Undo: an earlier position starts afresh. */
  player_choose (player, earlier, 3000, &stats);
  g_assert_cmpuint (stats.reused, ==, 0);
  player_choose (player, state, 3000, &stats);
  g_assert_cmpuint (stats.reused, ==, 0);

  /* A new game with other tiles. */
  g_assert_true (bastide_state_init_standard (other, &rules, 22, NULL));
  while (other->phase != BASTIDE_PHASE_PLACE)
    g_assert_true (bastide_state_draw (other, -1, NULL, NULL));
  player_choose (player, other, 3000, &stats);
  g_assert_cmpuint (stats.reused, ==, 0);

  /* A loaded file. */
  g_assert_true (bastide_state_draw (loaded, -1, NULL, NULL));
  player_choose (player, loaded, 3000, &stats);
  g_assert_cmpuint (stats.reused, ==, 0);
  searched = stats.iterations;
  player_choose (player, loaded, 3000, &stats);
  g_assert_cmpuint (stats.reused, ==, searched);
}

/* The API */

static void
test_apply_refuses (void)
{
  g_autofree BastideState *state = completing_position ();
  g_autofree BastideState *copy = g_new (BastideState, 1);
  g_autoptr(GError) error = NULL;
  BastideAiMove move = { BASTIDE_AI_MOVE_TILE, 0, 5, 5, 0, -1, BASTIDE_AI_FOLLOW_NOTHING, { 0 } };

  bastide_state_copy (copy, state);
  /* Not a legal placement: nothing changes. */
  g_assert_false (bastide_ai_apply (state, &move, &error));
  g_assert_error (error, BASTIDE_RULE_ERROR, BASTIDE_RULE_ERROR_PLACEMENT);
  g_assert_true (bastide_state_equal (state, copy));
  g_clear_error (&error);

  /* A legal placement with an illegal deploy (the city is occupied):
   * the placement is not kept either. */
  move = (BastideAiMove) { BASTIDE_AI_MOVE_TILE, 0, 0, -1, 1, -1, BASTIDE_AI_FOLLOW_DEPLOY,
                           { BASTIDE_PIECE_MEEPLE, 0, -1, -1 } };
  g_assert_false (bastide_ai_apply (state, &move, &error));
  g_assert_error (error, BASTIDE_RULE_ERROR, BASTIDE_RULE_ERROR_DEPLOY);
  g_assert_true (bastide_state_equal (state, copy));
  g_clear_error (&error);

  /* Another player's move. */
  move.player = 1;
  move.follow = BASTIDE_AI_FOLLOW_NOTHING;
  g_assert_false (bastide_ai_apply (state, &move, &error));
  g_assert_error (error, BASTIDE_RULE_ERROR, BASTIDE_RULE_ERROR_PHASE);
}

static void
test_deterministic (void)
{
  g_autofree BastideState *state = g_new (BastideState, 1);
  BastideRules rules = { BASTIDE_GAME_STANDARD, BASTIDE_EXPANSION_ABBOT, 2, 0, 0 };
  BastideRng rng;

  g_assert_true (bastide_state_init_standard (state, &rules, 99, NULL));
  bastide_rng_seed (&rng, 5);
  for (guint i = 0; i < 20; i++)
    bastide_random_turn (state, &rng, NULL);
  while (state->phase != BASTIDE_PHASE_PLACE)
    bastide_random_step (state, &rng, NULL);

  for (BastideAiLevel level = BASTIDE_AI_EASY; level <= BASTIDE_AI_HARD; level++)
    {
      BastideAiMove a = choose (state, level, 150, 42);
      BastideAiMove b = choose (state, level, 150, 42);

      g_assert_true (bastide_ai_move_equal (&a, &b));
      g_assert_true (move_listed (state, &a));
    }
}

typedef struct
{
  const BastideState *state;
  GCancellable *cancellable;
  BastideAiMove move;
  BastideAiStats stats;
  gint64 returned;
} Worker;

static gpointer
search_thread (gpointer data)
{
  Worker *worker = data;

  worker->move = bastide_ai_choose (worker->state, BASTIDE_AI_HARD, worker->cancellable, &worker->stats);
  worker->returned = g_get_monotonic_time ();
  return NULL;
}

static void
test_cancel (void)
{
  g_autofree BastideState *state = g_new (BastideState, 1);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  BastideRules rules = { BASTIDE_GAME_STANDARD, BASTIDE_EXPANSION_ABBEY_MAYOR, 2, 0, 0 };
  Worker worker = { state, cancellable };
  GThread *thread;
  BastideRng rng;
  gint64 cancelled, delay;

  g_assert_true (bastide_state_init_standard (state, &rules, 3, NULL));
  bastide_rng_seed (&rng, 3);
  for (guint i = 0; i < 16; i++)
    bastide_random_turn (state, &rng, NULL);
  while (state->phase != BASTIDE_PHASE_PLACE)
    bastide_random_step (state, &rng, NULL);

  /* Hard thinks 3 s; stop it after 150 ms. */
  thread = g_thread_new ("search", search_thread, &worker);
  g_usleep (150 * 1000);
  cancelled = g_get_monotonic_time ();
  g_cancellable_cancel (cancellable);
  g_thread_join (thread);
  delay = worker.returned - cancelled;

  g_test_message ("returned %" G_GINT64_FORMAT " µs after the cancellation, %" G_GUINT64_FORMAT
                  " iterations", delay, worker.stats.iterations);
  g_assert_true (worker.stats.cancelled);
  /* An iteration takes well under a millisecond; the margin is for a busy
   * machine that does not schedule the thread at once. */
  g_assert_cmpint (delay, <, 500 * 1000);
  g_assert_true (move_listed (state, &worker.move));

  /* Cancelled before it starts: the best first guess, at once. */
  worker.move = bastide_ai_hint (state, cancellable, &worker.stats);
  g_assert_cmpuint (worker.stats.iterations, ==, 0);
  g_assert_true (move_listed (state, &worker.move));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (rule_sets); i++)
    {
      g_autofree char *path = g_strdup_printf ("/ai/legal/%s", rule_sets[i].name);

      g_test_add_data_func (path, &rule_sets[i], test_legal);
    }
  g_test_add_func ("/ai/legal/reach", test_reach);
  g_test_add_func ("/ai/completing", test_completing);
  g_test_add_func ("/ai/greedy/completing", test_greedy_completing);
  g_test_add_func ("/ai/greedy/wagon", test_greedy_wagon);
  g_test_add_func ("/ai/greedy/plague", test_greedy_plague);
  g_test_add_func ("/ai/greedy/abbey", test_greedy_abbey);
  g_test_add_func ("/ai/count-tiles", test_count_tiles);
  g_test_add_func ("/ai/eval/extra-piece", test_extra_piece);
  g_test_add_func ("/ai/eval/follower-returns", test_follower_returns);
  g_test_add_func ("/ai/eval/contest", test_contest);
  g_test_add_func ("/ai/eval/abbot-recall", test_abbot_recall);
  g_test_add_func ("/ai/player/keep-tree", test_keep_tree);
  g_test_add_func ("/ai/explain/completes", test_explain_completes);
  g_test_add_func ("/ai/explain/joins", test_explain_joins);
  g_test_add_func ("/ai/explain/blocks", test_explain_blocks);
  g_test_add_func ("/ai/costly-moves", test_costly_moves);
  g_test_add_func ("/ai/apply-refuses", test_apply_refuses);
  g_test_add_func ("/ai/deterministic", test_deterministic);
  g_test_add_func ("/ai/cancel", test_cancel);
  return g_test_run ();
}
