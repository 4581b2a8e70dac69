/* test-events.c: what each step reports, event by event, in every rule set
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Hand-built positions; every expected event was worked out by hand from
 * shared/spec/rules.md and the tile data (the comments show the working).
 * A view must be able to write each score out from its event alone, so
 * the breakdown is checked as exactly as the points.
 */

#include "config.h"

#include <string.h>

#include "bastide-test-engine.h"

/* Helpers */

typedef struct
{
  BastideScoreReason reason;
  BastideCategory category;
  BastideFeatureKind kind;
  guint tiles, shields, cities;
  guint per_tile, per_shield, per_city, per_piece;
  guint mayors;
  int strength[BASTIDE_MAX_PLAYERS];
  int points[BASTIDE_MAX_PLAYERS];
} Score;

static void
assert_kinds (const BastideEvents *events,
              guint                n,
              ...)
{
  va_list args;

  g_assert_cmpuint (events->n_dropped, ==, 0);
  g_assert_cmpuint (events->n_events, ==, n);
  va_start (args, n);
  for (guint i = 0; i < n; i++)
    g_assert_cmpuint (events->events[i].kind, ==, va_arg (args, BastideEventKind));
  va_end (args);
}

static void
assert_score (const BastideEvent *event,
              const Score        *expected)
{
  const BastideScoreEvent *score = &event->score;

  g_assert_cmpuint (event->kind, ==, BASTIDE_EVENT_SCORE);
  g_assert_cmpuint (score->reason, ==, expected->reason);
  g_assert_cmpuint (score->category, ==, expected->category);
  g_assert_cmpuint (score->kind, ==, expected->kind);
  g_assert_cmpuint (score->tiles, ==, expected->tiles);
  g_assert_cmpuint (score->shields, ==, expected->shields);
  g_assert_cmpuint (score->cities, ==, expected->cities);
  g_assert_cmpuint (score->per_tile, ==, expected->per_tile);
  g_assert_cmpuint (score->per_shield, ==, expected->per_shield);
  g_assert_cmpuint (score->per_city, ==, expected->per_city);
  g_assert_cmpuint (score->per_piece, ==, expected->per_piece);
  g_assert_cmpuint (score->mayors, ==, expected->mayors);
  for (guint p = 0; p < BASTIDE_MAX_PLAYERS; p++)
    {
      g_assert_cmpint (score->strength[p], ==, expected->strength[p]);
      g_assert_cmpint (score->points[p], ==, expected->points[p]);
    }
}

/* The score's feature is the one of the tile at (x, y). */
static void
assert_score_feature (const BastideState *state,
                      const BastideEvent *event,
                      int                 x,
                      int                 y,
                      int                 feature)
{
  int slot = bastide_state_tile_at (state, x, y);

  g_assert_cmpint (slot, >=, 0);
  g_assert_cmpuint (event->score.node, !=, BASTIDE_NODE_NONE);
  g_assert_cmpuint (bastide_state_feature_root (state, event->score.node), ==,
                    bastide_state_feature_root (state, state->tiles[slot].first_node + feature));
}

static void
assert_spot (const BastideSpot *spot,
             int                x,
             int                y,
             int                feature,
             int                crown)
{
  g_assert_cmpint (spot->x, ==, x);
  g_assert_cmpint (spot->y, ==, y);
  g_assert_cmpint (spot->feature, ==, feature);
  g_assert_cmpint (spot->corner, ==, -1);
  g_assert_cmpint (spot->crown, ==, crown);
}

/* A piece that went home from a feature of the tile at (x, y), or from a
 * crown space (feature -1). */
static void
assert_returned (const BastideEvent *event,
                 guint               player,
                 BastidePieceKind    piece,
                 BastideReturnCause  cause,
                 int                 x,
                 int                 y,
                 int                 feature,
                 int                 crown)
{
  g_assert_cmpuint (event->kind, ==, BASTIDE_EVENT_PIECE_RETURNED);
  g_assert_cmpuint (event->piece.player, ==, player);
  g_assert_cmpuint (event->piece.piece, ==, piece);
  g_assert_cmpuint (event->piece.cause, ==, cause);
  assert_spot (&event->piece.from, x, y, feature, crown);
}

static void
deploy_nothing (BastideState  *state,
                BastideEvents *events)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (bastide_state_deploy (state, NULL, events, &error));
  g_assert_no_error (error);
}

/* A row of four tiles at y = 0: E (city east), F, F (city east–west, a
 * shield each), E (city west) placed last: "4 tiles × 2 + 2 shields × 2
 * = 12". */
static void
city_row (BastideState *state,
          guint         expansions)
{
  t_setup (state, expansions, 2);
  t_put (state, t_base ("E"), 0, 0, 1);
  t_put (state, t_base ("F"), 1, 0, 0);
  t_put (state, t_base ("F"), 2, 0, 0);
}

static void
close_city_row (BastideState  *state,
                BastideEvents *events)
{
  const int rest[] = { t_base ("E"), t_base ("B") };

  t_pile (state, rest, 2);
  t_draw (state, t_base ("E"));
  t_place (state, 3, 0, 3);
  deploy_nothing (state, events);
}

/* Base game */

static void
test_city_completed (void)
{
  g_autofree BastideState *state = g_new0 (BastideState, 1);
  g_autofree BastideEvents *events = g_new0 (BastideEvents, 1);
  int c1 = t_feature ("F", BASTIDE_SET_BASE, "c1");
  const Score city = {
    BASTIDE_SCORE_COMPLETED, BASTIDE_CATEGORY_CITY, BASTIDE_FEATURE_CITY, 4, 2, 0, 2, 2, 0, 0, 0,
    { 1, 1 }, { 12, 12 }
  };

  /* Red's knight and Blue's, joined in one city: a tie, 12 each. */
  city_row (state, 0);
  t_put_piece (state, 0, BASTIDE_PIECE_MEEPLE, 1, 0, c1, -1);
  t_put_piece (state, 1, BASTIDE_PIECE_MEEPLE, 2, 0, c1, -1);
  close_city_row (state, events);

  assert_kinds (events, 3, BASTIDE_EVENT_SCORE, BASTIDE_EVENT_PIECE_RETURNED, BASTIDE_EVENT_PIECE_RETURNED);
  assert_score (&events->events[0], &city);
  assert_score_feature (state, &events->events[0], 3, 0, t_feature ("E", BASTIDE_SET_BASE, "c1"));
  /* The last piece of the table goes home first. */
  assert_returned (&events->events[1], 1, BASTIDE_PIECE_MEEPLE, BASTIDE_RETURN_SCORED, 2, 0, c1, -1);
  assert_returned (&events->events[2], 0, BASTIDE_PIECE_MEEPLE, BASTIDE_RETURN_SCORED, 1, 0, c1, -1);
  g_assert_cmpint (state->players[0].score, ==, 12);
  g_assert_cmpint (state->players[1].score, ==, 12);
}

/* The last tile fits nowhere: its discard ends the game, and the
 * end-of-game scoring is reported by the discard. */
static void
test_final_through_discard (void)
{
  g_autofree BastideState *state = g_new0 (BastideState, 1);
  g_autofree BastideEvents *events = g_new0 (BastideEvents, 1);
  g_autoptr(GError) error = NULL;
  const int last[] = { t_base ("X") };
  const Score city = {
    BASTIDE_SCORE_FINAL, BASTIDE_CATEGORY_CITY, BASTIDE_FEATURE_CITY, 1, 1, 0, 1, 1, 0, 0, 0,
    { 1, 0 }, { 2, 0 }
  };
  const Score cloister = {
    BASTIDE_SCORE_FINAL, BASTIDE_CATEGORY_CLOISTER, BASTIDE_FEATURE_CLOISTER, 1, 0, 0, 1, 0, 0, 0, 0,
    { 0, 1 }, { 0, 1 }
  };
  const Score farmers = {
    BASTIDE_SCORE_FIELD, BASTIDE_CATEGORY_FIELD, BASTIDE_FEATURE_FIELD, 1, 0, 1, 0, 0, 3, 0, 0,
    { 0, 1 }, { 0, 3 }
  };

  /* C (all city, a shield) with Red's knight: an open city of 1 tile and
   * 1 shield, 2. B with Blue's monk and no neighbour: 1. Two Es closing a
   * city between them, Blue's farmer beside it: 3. The crossroads X
   * needs a road all round: it fits nowhere. */
  t_setup (state, 0, 2);
  t_put (state, t_base ("C"), 0, 0, 0);
  t_put (state, t_base ("B"), 5, 5, 0);
  t_put (state, t_base ("E"), 20, 0, 0);
  t_put (state, t_base ("E"), 20, -1, 2);
  t_put_piece (state, 0, BASTIDE_PIECE_MEEPLE, 0, 0, t_feature ("C", BASTIDE_SET_BASE, "c1"), -1);
  t_put_piece (state, 1, BASTIDE_PIECE_MEEPLE, 5, 5, t_feature ("B", BASTIDE_SET_BASE, "cloister"), -1);
  t_put_piece (state, 1, BASTIDE_PIECE_MEEPLE, 20, 0, t_feature ("E", BASTIDE_SET_BASE, "f1"), -1);
  t_pile (state, last, 1);
  t_draw (state, t_base ("X"));
  g_assert_true (bastide_state_discard (state, events, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (state->phase, ==, BASTIDE_PHASE_OVER);

  /* Roads, cities, cloisters, then farmers: as the summary lists them. */
  assert_kinds (events, 4, BASTIDE_EVENT_FINAL_SCORING, BASTIDE_EVENT_SCORE, BASTIDE_EVENT_SCORE,
                BASTIDE_EVENT_SCORE);
  assert_score (&events->events[1], &city);
  assert_score_feature (state, &events->events[1], 0, 0, t_feature ("C", BASTIDE_SET_BASE, "c1"));
  assert_score (&events->events[2], &cloister);
  assert_score_feature (state, &events->events[2], 5, 5, t_feature ("B", BASTIDE_SET_BASE, "cloister"));
  assert_score (&events->events[3], &farmers);
  assert_score_feature (state, &events->events[3], 20, 0, t_feature ("E", BASTIDE_SET_BASE, "f1"));
  g_assert_cmpint (state->players[0].score, ==, 2);
  g_assert_cmpint (state->players[1].score, ==, 4);
  /* Every piece stays on the board at the end. */
  g_assert_cmpuint (state->n_pieces, ==, 3);
}

/* A step that scores nothing reports nothing; NULL costs nothing. */
static void
test_quiet_steps (void)
{
  g_autofree BastideState *state = g_new0 (BastideState, 1);
  g_autofree BastideEvents *events = g_new0 (BastideEvents, 1);
  const int pile[] = { t_base ("B"), t_base ("B"), t_base ("B") };
  g_autoptr(GError) error = NULL;

  t_setup (state, 0, 2);
  t_put (state, t_base ("B"), 0, 0, 0);
  t_pile (state, pile, 3);
  g_assert_true (bastide_state_draw (state, -1, events, &error));
  g_assert_true (bastide_state_place (state, 1, 0, 0, events, &error));
  deploy_nothing (state, events);
  g_assert_no_error (error);
  assert_kinds (events, 0);

  /* Without a list, the same steps play alike. */
  g_assert_true (bastide_state_draw (state, -1, NULL, &error));
  g_assert_true (bastide_state_place (state, 2, 0, 0, NULL, &error));
  g_assert_true (bastide_state_deploy (state, NULL, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (state->n_tiles, ==, 3);
}

/* The River */

static void
test_river_city (void)
{
  BastideRules rules = { BASTIDE_GAME_STANDARD, BASTIDE_EXPANSION_RIVER, 2, 0, 0 };
  g_autofree BastideState *state = g_new0 (BastideState, 1);
  g_autofree BastideEvents *events = g_new0 (BastideEvents, 1);
  int rc = t_tile ("RC", BASTIDE_SET_RIVER);
  const int pile[] = { rc, t_tile ("RL", BASTIDE_SET_RIVER) };
  int c1 = t_feature ("E", BASTIDE_SET_BASE, "c1");
  const Score city = {
    BASTIDE_SCORE_COMPLETED, BASTIDE_CATEGORY_CITY, BASTIDE_FEATURE_CITY, 2, 0, 0, 2, 2, 0, 0, 0,
    { 1, 0 }, { 4, 0 }
  };

  /* The spring at (0,0) flows south. RC turned 90° below it carries the
   * river north–south between a city east and a city west; E at (1,1)
   * (city west, Red's knight) and E at (-1,1) (city east) wait for it.
   * Both cities close; only Red's scores: 2 tiles × 2. */
  bastide_state_init_empty (state, &rules);
  t_put (state, t_tile ("RA", BASTIDE_SET_RIVER), 0, 0, 0);
  t_put (state, t_base ("E"), 1, 1, 3);
  t_put (state, t_base ("E"), -1, 1, 1);
  t_put_piece (state, 0, BASTIDE_PIECE_MEEPLE, 1, 1, c1, -1);
  t_pile (state, pile, 2);
  t_draw (state, rc);
  t_place (state, 0, 1, 1);
  deploy_nothing (state, events);

  assert_kinds (events, 2, BASTIDE_EVENT_SCORE, BASTIDE_EVENT_PIECE_RETURNED);
  assert_score (&events->events[0], &city);
  assert_score_feature (state, &events->events[0], 1, 1, c1);
  assert_returned (&events->events[1], 0, BASTIDE_PIECE_MEEPLE, BASTIDE_RETURN_SCORED, 1, 1, c1, -1);
}

/* The Abbot */

static void
test_abbot_recall (void)
{
  g_autofree BastideState *state = g_new0 (BastideState, 1);
  g_autofree BastideEvents *events = g_new0 (BastideEvents, 1);
  const int pile[] = { t_base ("B"), t_base ("B") };
  int cloister = t_feature ("B", BASTIDE_SET_BASE, "cloister");
  g_autoptr(GError) error = NULL;
  const Score recall = {
    BASTIDE_SCORE_RECALL, BASTIDE_CATEGORY_ABBOT, BASTIDE_FEATURE_CLOISTER, 4, 0, 0, 1, 0, 0, 0, 0,
    { 1, 0 }, { 4, 0 }
  };

  /* Red's abbot on B at (0,0), with B at (1,0) and (0,1); Red places B at
   * (1,1) and takes the abbot back: the cloister and 3 neighbours, 4. */
  t_setup (state, BASTIDE_EXPANSION_ABBOT, 2);
  t_put (state, t_base ("B"), 0, 0, 0);
  t_put (state, t_base ("B"), 1, 0, 0);
  t_put (state, t_base ("B"), 0, 1, 0);
  t_put_piece (state, 0, BASTIDE_PIECE_ABBOT, 0, 0, cloister, -1);
  t_pile (state, pile, 2);
  t_draw (state, t_base ("B"));
  t_place (state, 1, 1, 0);
  g_assert_true (bastide_state_recall_abbot (state, events, &error));
  g_assert_no_error (error);

  assert_kinds (events, 2, BASTIDE_EVENT_SCORE, BASTIDE_EVENT_PIECE_RETURNED);
  assert_score (&events->events[0], &recall);
  assert_score_feature (state, &events->events[0], 0, 0, cloister);
  assert_returned (&events->events[1], 0, BASTIDE_PIECE_ABBOT, BASTIDE_RETURN_RECALL, 0, 0, cloister, -1);
}

/* Abbey & Mayor */

static void
test_mayor_strength (void)
{
  g_autofree BastideState *state = g_new0 (BastideState, 1);
  g_autofree BastideEvents *events = g_new0 (BastideEvents, 1);
  int c1 = t_feature ("F", BASTIDE_SET_BASE, "c1");
  const Score city = {
    BASTIDE_SCORE_COMPLETED, BASTIDE_CATEGORY_CITY, BASTIDE_FEATURE_CITY, 4, 2, 0, 2, 2, 0, 0, 1 << 0,
    { 2, 1 }, { 12, 0 }
  };

  /* Red's mayor weighs the city's 2 shields against Blue's one knight. */
  city_row (state, BASTIDE_EXPANSION_ABBEY_MAYOR);
  t_put_piece (state, 0, BASTIDE_PIECE_MAYOR, 1, 0, c1, -1);
  t_put_piece (state, 1, BASTIDE_PIECE_MEEPLE, 2, 0, c1, -1);
  close_city_row (state, events);

  assert_kinds (events, 3, BASTIDE_EVENT_SCORE, BASTIDE_EVENT_PIECE_RETURNED, BASTIDE_EVENT_PIECE_RETURNED);
  assert_score (&events->events[0], &city);
  assert_returned (&events->events[1], 1, BASTIDE_PIECE_MEEPLE, BASTIDE_RETURN_SCORED, 2, 0, c1, -1);
  assert_returned (&events->events[2], 0, BASTIDE_PIECE_MAYOR, BASTIDE_RETURN_SCORED, 1, 0, c1, -1);
}

/* A road D – U – U west–east; E at (2,-1) with Red's wagon in its city.
 * E turned 180° at (2,-2) closes the city (2 tiles, 4); under
 * wagon-move: adjacent-tiles the wagon may go to the road. */
static void
wagon_position (BastideState  *state,
                BastideEvents *events)
{
  BastideRules rules = { BASTIDE_GAME_STANDARD, BASTIDE_EXPANSION_ABBEY_MAYOR, 2, TRUE, 0 };
  const int pile[] = { t_base ("E"), t_base ("B") };

  bastide_state_init_empty (state, &rules);
  t_put (state, t_base ("D"), 0, 0, 0);
  t_put (state, t_base ("U"), 1, 0, 1);
  t_put (state, t_base ("U"), 2, 0, 1);
  t_put (state, t_base ("E"), 2, -1, 0);
  t_put_piece (state, 0, BASTIDE_PIECE_WAGON, 2, -1, t_feature ("E", BASTIDE_SET_BASE, "c1"), -1);
  t_pile (state, pile, 2);
  t_draw (state, t_base ("E"));
  t_place (state, 2, -2, 2);
  deploy_nothing (state, events);
}

static void
test_wagon_moves (void)
{
  g_autofree BastideState *state = g_new0 (BastideState, 1);
  g_autofree BastideState *home = g_new0 (BastideState, 1);
  g_autofree BastideEvents *events = g_new0 (BastideEvents, 1);
  int c1 = t_feature ("E", BASTIDE_SET_BASE, "c1");
  int r1 = t_feature ("U", BASTIDE_SET_BASE, "r1");
  g_autoptr(GError) error = NULL;
  const Score city = {
    BASTIDE_SCORE_COMPLETED, BASTIDE_CATEGORY_CITY, BASTIDE_FEATURE_CITY, 2, 0, 0, 2, 2, 0, 0, 0,
    { 1, 0 }, { 4, 0 }
  };

  wagon_position (state, events);
  assert_kinds (events, 2, BASTIDE_EVENT_SCORE, BASTIDE_EVENT_PIECE_RETURNED);
  assert_score (&events->events[0], &city);
  assert_returned (&events->events[1], 0, BASTIDE_PIECE_WAGON, BASTIDE_RETURN_SCORED, 2, -1, c1, -1);
  g_assert_cmpuint (state->phase, ==, BASTIDE_PHASE_WAGONS);
  bastide_state_copy (home, state);

  /* It moves to the road on (1,0). */
  events->n_events = 0;
  g_assert_true (bastide_state_move_wagon (state, 1, 0, r1, events, &error));
  g_assert_no_error (error);
  assert_kinds (events, 1, BASTIDE_EVENT_WAGON_MOVED);
  g_assert_cmpuint (events->events[0].piece.player, ==, 0);
  g_assert_cmpuint (events->events[0].piece.piece, ==, BASTIDE_PIECE_WAGON);
  assert_spot (&events->events[0].piece.from, 2, -1, c1, -1);
  assert_spot (&events->events[0].piece.to, 1, 0, r1, -1);
  g_assert_cmpuint (state->phase, ==, BASTIDE_PHASE_DRAW);

  /* … or stays home. */
  events->n_events = 0;
  g_assert_true (bastide_state_wagon_home (home, events, &error));
  g_assert_no_error (error);
  assert_kinds (events, 1, BASTIDE_EVENT_WAGON_HOME);
  g_assert_cmpuint (events->events[0].piece.player, ==, 0);
  assert_spot (&events->events[0].piece.from, 2, -1, c1, -1);
  assert_spot (&events->events[0].piece.to, 0, 0, -1, -1);
}

/* With Abbey & Mayor: E (city east) and E (city west) close a city at
 * y = 0; Bs at (0,1), (1,1) and (0,2) below make one field with their
 * fields, touching that city. A fourth B at (1,2) makes a point where
 * four field corners meet, for a barn. */
static void
field_by_a_city (BastideState *state)
{
  t_setup (state, BASTIDE_EXPANSION_ABBEY_MAYOR, 2);
  t_put (state, t_base ("E"), 0, 0, 1);
  t_put (state, t_base ("E"), 1, 0, 3);
  t_put (state, t_base ("B"), 0, 1, 0);
  t_put (state, t_base ("B"), 1, 1, 0);
  t_put (state, t_base ("B"), 0, 2, 0);
}

/* The pile is empty and both players hold their abbey: the abbey round.
 * Red passes (nothing happens), Blue passes and the game ends. */
static void
test_final_through_pass (void)
{
  g_autofree BastideState *state = g_new0 (BastideState, 1);
  g_autofree BastideEvents *events = g_new0 (BastideEvents, 1);
  g_autoptr(GError) error = NULL;
  const Score road = {
    BASTIDE_SCORE_FINAL, BASTIDE_CATEGORY_ROAD, BASTIDE_FEATURE_ROAD, 1, 0, 0, 1, 0, 0, 0, 0,
    { 1, 0 }, { 1, 0 }
  };
  const Score city = {
    BASTIDE_SCORE_FINAL, BASTIDE_CATEGORY_CITY, BASTIDE_FEATURE_CITY, 1, 1, 0, 1, 1, 0, 0, 1 << 0,
    { 1, 0 }, { 2, 0 }
  };
  const Score barn = {
    BASTIDE_SCORE_BARN, BASTIDE_CATEGORY_BARN, BASTIDE_FEATURE_FIELD, 6, 0, 1, 0, 0, 4, 0, 0,
    { 0, 1 }, { 0, 4 }
  };

  /* Blue's barn where the four Bs meet, by the city: 4. Red's thief on a
   * lone U: 1. Red's mayor in a lone F (1 tile, 1 shield, which the
   * mayor weighs): 2. */
  field_by_a_city (state);
  t_put (state, t_base ("B"), 1, 2, 0);
  t_put (state, t_base ("U"), 5, 5, 1);
  t_put (state, t_base ("F"), 10, 10, 0);
  t_put_piece (state, 1, BASTIDE_PIECE_BARN, 0, 1, -1, BASTIDE_CORNER_SE);
  t_put_piece (state, 0, BASTIDE_PIECE_MEEPLE, 5, 5, t_feature ("U", BASTIDE_SET_BASE, "r1"), -1);
  t_put_piece (state, 0, BASTIDE_PIECE_MAYOR, 10, 10, t_feature ("F", BASTIDE_SET_BASE, "c1"), -1);
  t_pile (state, NULL, 0);
  g_assert_cmpuint (state->phase, ==, BASTIDE_PHASE_ABBEY_ROUND);
  g_assert_cmpuint (state->to_move, ==, 0);

  g_assert_true (bastide_state_pass (state, events, &error));
  g_assert_no_error (error);
  assert_kinds (events, 0);
  g_assert_cmpuint (state->to_move, ==, 1);

  g_assert_true (bastide_state_pass (state, events, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (state->phase, ==, BASTIDE_PHASE_OVER);
  assert_kinds (events, 4, BASTIDE_EVENT_FINAL_SCORING, BASTIDE_EVENT_SCORE, BASTIDE_EVENT_SCORE,
                BASTIDE_EVENT_SCORE);
  assert_score (&events->events[1], &road);
  assert_score_feature (state, &events->events[1], 5, 5, t_feature ("U", BASTIDE_SET_BASE, "r1"));
  assert_score (&events->events[2], &city);
  assert_score (&events->events[3], &barn);
  assert_score_feature (state, &events->events[3], 1, 2, t_feature ("B", BASTIDE_SET_BASE, "f1"));
  g_assert_cmpint (state->players[0].score, ==, 3);
  g_assert_cmpint (state->players[1].score, ==, 4);
  g_assert_cmpint (state->players[1].category[BASTIDE_CATEGORY_BARN], ==, 4);
}

/* A barn put on a field of farmers: they score 3 a city and go home. */
static void
test_barn_on_farmers (void)
{
  g_autofree BastideState *state = g_new0 (BastideState, 1);
  g_autofree BastideEvents *events = g_new0 (BastideEvents, 1);
  const int pile[] = { t_base ("B"), t_base ("B") };
  BastideDeploy barn = { BASTIDE_PIECE_BARN, -1, BASTIDE_CORNER_NW, -1 };
  int f1 = t_feature ("B", BASTIDE_SET_BASE, "f1");
  g_autoptr(GError) error = NULL;
  const Score placed = {
    BASTIDE_SCORE_BARN_PLACED, BASTIDE_CATEGORY_FIELD, BASTIDE_FEATURE_FIELD, 6, 0, 1, 0, 0, 3, 0, 0,
    { 0, 1 }, { 0, 3 }
  };

  /* Blue's farmer on the field; Red places the fourth B and puts the barn
   * where the Bs meet. */
  field_by_a_city (state);
  t_put_piece (state, 1, BASTIDE_PIECE_MEEPLE, 0, 2, f1, -1);
  t_pile (state, pile, 2);
  t_draw (state, t_base ("B"));
  t_place (state, 1, 2, 0);
  g_assert_true (bastide_state_deploy (state, &barn, events, &error));
  g_assert_no_error (error);

  assert_kinds (events, 2, BASTIDE_EVENT_SCORE, BASTIDE_EVENT_PIECE_RETURNED);
  assert_score (&events->events[0], &placed);
  assert_returned (&events->events[1], 1, BASTIDE_PIECE_MEEPLE, BASTIDE_RETURN_SCORED, 0, 2, f1, -1);
}

/* Wheel of Fortune */

static int
wheel_tile (const char *id)
{
  return t_tile (id, BASTIDE_SET_WHEEL_OF_FORTUNE);
}

static int
board_feature (const char *feature_id)
{
  return t_feature ("WHEEL", BASTIDE_SET_WHEEL_OF_FORTUNE, feature_id);
}

static void
wheel_setup (BastideState *state)
{
  BastideRules rules = { BASTIDE_GAME_WHEEL_OF_FORTUNE, 0, 2, 0, 0 };

  bastide_state_init_empty (state, &rules);
  t_put (state, wheel_tile ("WHEEL"), 0, 0, 0);
}

static void
put_on_crown (BastideState *state,
              guint         player,
              BastideSector sector)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (bastide_state_put_piece (state, player, BASTIDE_PIECE_MEEPLE, 0, 0, -1, -1, sector, &error));
  g_assert_no_error (error);
}

static void
draw_wheel_tile (BastideState  *state,
                 const char    *id,
                 BastideEvents *events)
{
  const int pile[] = { wheel_tile (id), wheel_tile ("B") };
  g_autoptr(GError) error = NULL;

  t_pile (state, pile, 2);
  g_assert_true (bastide_state_draw (state, -1, events, &error));
  g_assert_no_error (error);
}

static void
assert_wheel (const BastideEvent *event,
              BastideEventKind    kind,
              guint               player,
              guint               steps,
              BastideSector       sector)
{
  g_assert_cmpuint (event->kind, ==, kind);
  g_assert_cmpuint (event->wheel.player, ==, player);
  g_assert_cmpuint (event->wheel.steps, ==, steps);
  g_assert_cmpuint (event->wheel.sector, ==, sector);
}

/* The pig goes three steps to STORM: each player scores the followers in
 * supply; Red's follower alone on STORM's two crown spaces takes 6 and
 * goes home. */
static void
test_wheel_storm (void)
{
  g_autofree BastideState *state = g_new0 (BastideState, 1);
  g_autofree BastideEvents *events = g_new0 (BastideEvents, 1);
  const Score storm = {
    BASTIDE_SCORE_STORM, BASTIDE_CATEGORY_WHEEL, 0, 0, 0, 0, 0, 0, 0, 1, 0,
    { 6, 6 }, { 6, 6 }
  };
  const Score crown = {
    BASTIDE_SCORE_CROWN, BASTIDE_CATEGORY_WHEEL, 0, 0, 0, 0, 0, 0, 0, 6, 0,
    { 1, 0 }, { 6, 0 }
  };

  wheel_setup (state);
  t_put_piece (state, 1, BASTIDE_PIECE_MEEPLE, 0, 0, board_feature ("f2"), -1);
  put_on_crown (state, 0, BASTIDE_SECTOR_STORM);
  draw_wheel_tile (state, "U@3", events);

  assert_kinds (events, 4, BASTIDE_EVENT_WHEEL_TURNED, BASTIDE_EVENT_SCORE, BASTIDE_EVENT_SCORE,
                BASTIDE_EVENT_PIECE_RETURNED);
  assert_wheel (&events->events[0], BASTIDE_EVENT_WHEEL_TURNED, 0, 3, BASTIDE_SECTOR_STORM);
  assert_score (&events->events[1], &storm);
  g_assert_cmpuint (events->events[1].score.node, ==, BASTIDE_NODE_NONE);
  assert_score (&events->events[2], &crown);
  assert_returned (&events->events[3], 0, BASTIDE_PIECE_MEEPLE, BASTIDE_RETURN_CROWN, 0, 0, -1,
                   BASTIDE_SECTOR_STORM);
  g_assert_cmpint (state->players[0].score, ==, 12);
  g_assert_cmpuint (state->players[0].meeples, ==, 7);
}

/* One step from each sector to the next: FORTUNE (3 to the player who
 * drew), TAX (a knight: the city's shields, none, plus its owner's
 * knights there, 1), FAMINE (a farmer: its field's completed cities, 1),
 * INQUISITION (a monk: 2). The wheel board's city c1 is closed by E
 * above it; Red's knight stands in it, Red's farmer on the field f1
 * beside it, Blue's monk in B at (1,-1). */
static void
test_wheel_sectors (void)
{
  static const struct
  {
    BastideSector from, to;
    Score score;
  } cases[] = {
    { BASTIDE_SECTOR_PLAGUE, BASTIDE_SECTOR_FORTUNE,
      { BASTIDE_SCORE_FORTUNE, BASTIDE_CATEGORY_WHEEL, 0, 0, 0, 0, 0, 0, 0, 0, 0, { 0, 0 }, { 3, 0 } } },
    { BASTIDE_SECTOR_FORTUNE, BASTIDE_SECTOR_TAX,
      { BASTIDE_SCORE_TAX, BASTIDE_CATEGORY_WHEEL, 0, 0, 0, 0, 0, 0, 0, 0, 0, { 1, 0 }, { 1, 0 } } },
    { BASTIDE_SECTOR_TAX, BASTIDE_SECTOR_FAMINE,
      { BASTIDE_SCORE_FAMINE, BASTIDE_CATEGORY_WHEEL, 0, 0, 0, 0, 0, 0, 0, 0, 0, { 1, 0 }, { 1, 0 } } },
    { BASTIDE_SECTOR_STORM, BASTIDE_SECTOR_INQUISITION,
      { BASTIDE_SCORE_INQUISITION, BASTIDE_CATEGORY_WHEEL, 0, 0, 0, 0, 0, 0, 0, 2, 0, { 0, 1 }, { 0, 2 } } },
  };
  g_autofree BastideState *state = g_new0 (BastideState, 1);
  g_autofree BastideEvents *events = g_new0 (BastideEvents, 1);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      wheel_setup (state);
      /* the knight stood in the city before E closed it (unscored here):
       * no piece may be set up on a completed feature */
      t_put_piece (state, 0, BASTIDE_PIECE_MEEPLE, 0, 0, board_feature ("c1"), -1);
      t_put (state, wheel_tile ("E"), 0, -1, 2);
      t_put (state, wheel_tile ("B"), 1, -1, 0);
      t_put_piece (state, 0, BASTIDE_PIECE_MEEPLE, 0, 0, board_feature ("f1"), -1);
      t_put_piece (state, 1, BASTIDE_PIECE_MEEPLE, 1, -1, t_feature ("B", BASTIDE_SET_WHEEL_OF_FORTUNE,
                                                                  "cloister"), -1);
      state->pig = cases[i].from;
      events->n_events = 0;
      draw_wheel_tile (state, "U@1", events);
      assert_kinds (events, 2, BASTIDE_EVENT_WHEEL_TURNED, BASTIDE_EVENT_SCORE);
      assert_wheel (&events->events[0], BASTIDE_EVENT_WHEEL_TURNED, 0, 1, cases[i].to);
      assert_score (&events->events[1], &cases[i].score);
    }
}

/* The pig reaches PLAGUE: each player in turn gives up a follower from
 * the land, then both followers on PLAGUE's crown spaces take 3 each
 * and go home. */
static void
test_wheel_plague (void)
{
  g_autofree BastideState *state = g_new0 (BastideState, 1);
  g_autofree BastideEvents *events = g_new0 (BastideEvents, 1);
  g_autoptr(GError) error = NULL;
  int c1 = board_feature ("c1"), f2 = board_feature ("f2");
  const Score crown = {
    BASTIDE_SCORE_CROWN, BASTIDE_CATEGORY_WHEEL, 0, 0, 0, 0, 0, 0, 0, 3, 0,
    { 1, 1 }, { 3, 3 }
  };

  wheel_setup (state);
  t_put_piece (state, 0, BASTIDE_PIECE_MEEPLE, 0, 0, c1, -1);
  t_put_piece (state, 1, BASTIDE_PIECE_MEEPLE, 0, 0, f2, -1);
  put_on_crown (state, 0, BASTIDE_SECTOR_PLAGUE);
  put_on_crown (state, 1, BASTIDE_SECTOR_PLAGUE);
  state->pig = BASTIDE_SECTOR_INQUISITION;
  draw_wheel_tile (state, "U@1", events);
  assert_kinds (events, 2, BASTIDE_EVENT_WHEEL_TURNED, BASTIDE_EVENT_PLAGUE);
  assert_wheel (&events->events[0], BASTIDE_EVENT_WHEEL_TURNED, 0, 1, BASTIDE_SECTOR_PLAGUE);
  assert_wheel (&events->events[1], BASTIDE_EVENT_PLAGUE, 0, 1, BASTIDE_SECTOR_PLAGUE);
  g_assert_cmpuint (state->phase, ==, BASTIDE_PHASE_PLAGUE);

  events->n_events = 0;
  g_assert_true (bastide_state_plague (state, 0, 0, c1, events, &error));
  g_assert_no_error (error);
  assert_kinds (events, 1, BASTIDE_EVENT_PIECE_RETURNED);
  assert_returned (&events->events[0], 0, BASTIDE_PIECE_MEEPLE, BASTIDE_RETURN_PLAGUE, 0, 0, c1, -1);

  events->n_events = 0;
  g_assert_true (bastide_state_plague (state, 0, 0, f2, events, &error));
  g_assert_no_error (error);
  assert_kinds (events, 4, BASTIDE_EVENT_PIECE_RETURNED, BASTIDE_EVENT_SCORE, BASTIDE_EVENT_PIECE_RETURNED,
                BASTIDE_EVENT_PIECE_RETURNED);
  assert_returned (&events->events[0], 1, BASTIDE_PIECE_MEEPLE, BASTIDE_RETURN_PLAGUE, 0, 0, f2, -1);
  assert_score (&events->events[1], &crown);
  assert_returned (&events->events[2], 0, BASTIDE_PIECE_MEEPLE, BASTIDE_RETURN_CROWN, 0, 0, -1,
                   BASTIDE_SECTOR_PLAGUE);
  assert_returned (&events->events[3], 1, BASTIDE_PIECE_MEEPLE, BASTIDE_RETURN_CROWN, 0, 0, -1,
                   BASTIDE_SECTOR_PLAGUE);
  g_assert_cmpuint (state->phase, ==, BASTIDE_PHASE_PLACE);
  g_assert_cmpuint (state->n_pieces, ==, 0);
}

/* A game over at once: an empty pile, no abbey. */
static void
test_final_at_begin (void)
{
  g_autofree BastideState *state = g_new0 (BastideState, 1);
  g_autofree BastideEvents *events = g_new0 (BastideEvents, 1);
  const Score road = {
    BASTIDE_SCORE_FINAL, BASTIDE_CATEGORY_ROAD, BASTIDE_FEATURE_ROAD, 1, 0, 0, 1, 0, 0, 0, 0,
    { 0, 1 }, { 0, 1 }
  };

  t_setup (state, 0, 2);
  t_put (state, t_base ("U"), 0, 0, 0);
  t_put_piece (state, 1, BASTIDE_PIECE_MEEPLE, 0, 0, t_feature ("U", BASTIDE_SET_BASE, "r1"), -1);
  bastide_state_begin (state, events);
  g_assert_cmpuint (state->phase, ==, BASTIDE_PHASE_OVER);
  assert_kinds (events, 2, BASTIDE_EVENT_FINAL_SCORING, BASTIDE_EVENT_SCORE);
  assert_score (&events->events[1], &road);
}

/* A full list drops what does not fit and counts it. */
static void
test_full_list (void)
{
  g_autofree BastideState *state = g_new0 (BastideState, 1);
  g_autofree BastideEvents *events = g_new0 (BastideEvents, 1);
  int c1 = t_feature ("F", BASTIDE_SET_BASE, "c1");

  city_row (state, 0);
  t_put_piece (state, 0, BASTIDE_PIECE_MEEPLE, 1, 0, c1, -1);
  t_put_piece (state, 1, BASTIDE_PIECE_MEEPLE, 2, 0, c1, -1);
  events->n_events = BASTIDE_MAX_EVENTS - 1;
  close_city_row (state, events);
  g_assert_cmpuint (events->n_events, ==, BASTIDE_MAX_EVENTS);
  g_assert_cmpuint (events->n_dropped, ==, 2);
  g_assert_cmpuint (events->events[BASTIDE_MAX_EVENTS - 1].kind, ==, BASTIDE_EVENT_SCORE);
  /* The position is the same as with room to spare. */
  g_assert_cmpint (state->players[0].score, ==, 12);
  g_assert_cmpuint (state->n_pieces, ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/events/base/city-completed", test_city_completed);
  g_test_add_func ("/events/base/final-through-discard", test_final_through_discard);
  g_test_add_func ("/events/base/quiet-steps", test_quiet_steps);
  g_test_add_func ("/events/base/final-at-begin", test_final_at_begin);
  g_test_add_func ("/events/base/full-list", test_full_list);
  g_test_add_func ("/events/river/city", test_river_city);
  g_test_add_func ("/events/abbot/recall", test_abbot_recall);
  g_test_add_func ("/events/abbey-mayor/mayor-strength", test_mayor_strength);
  g_test_add_func ("/events/abbey-mayor/wagon", test_wagon_moves);
  g_test_add_func ("/events/abbey-mayor/final-through-pass", test_final_through_pass);
  g_test_add_func ("/events/abbey-mayor/barn-on-farmers", test_barn_on_farmers);
  g_test_add_func ("/events/wheel/storm", test_wheel_storm);
  g_test_add_func ("/events/wheel/sectors", test_wheel_sectors);
  g_test_add_func ("/events/wheel/plague", test_wheel_plague);
  return g_test_run ();
}
