/* test-fits.c: the tiles left that fit a square, dead squares, and what
 * features would score, on positions built by hand
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Edges are listed north, east, south, west (tiles.md); a tile turned r
 * quarter turns shows on side s its catalogue edge s - r. Every number
 * below is worked out from those edges in the comments.
 */

#include "config.h"

#include "bastide-test-engine.h"

/* D (CRFR) at (0, 0): city north, road east and west. U (RFRF) at
 * (-1, -1) and (1, -1): roads north–south, fields east and west. The
 * frontier: the hole (0, -1) (city south, fields east and west), the road
 * ends (-1, 0) and (1, 0) (roads north and on D's side), (0, 1) under D
 * (field north), (-1, -2) and (1, -2) above the Us (road south), (-2, -1)
 * and (2, -1) beside them (field). */
static void
city_between_roads (BastideState *state,
                    guint         expansions)
{
  t_setup (state, expansions, 2);
  t_put (state, t_base ("D"), 0, 0, 0);
  t_put (state, t_base ("U"), -1, -1, 0);
  t_put (state, t_base ("U"), 1, -1, 0);
}

static void
set_pile (BastideState *state,
          const char  **ids,
          guint         n)
{
  int types[16];

  g_assert_cmpuint (n, <=, G_N_ELEMENTS (types));
  for (guint i = 0; i < n; i++)
    types[i] = t_base (ids[i]);
  t_pile (state, types, n);
}

static guint
node_of (const BastideState *state,
         int                 x,
         int                 y,
         const char         *tile,
         const char         *feature)
{
  int slot = bastide_state_tile_at (state, x, y);

  g_assert_cmpint (slot, >=, 0);
  return state->tiles[slot].first_node + t_feature (tile, BASTIDE_SET_BASE, feature);
}

static gboolean
listed_dead (const BastideState *state,
             const guint16      *dead,
             guint               n,
             int                 x,
             int                 y)
{
  for (guint i = 0; i < n; i++)
    if (state->frontier[dead[i]].x == x && state->frontier[dead[i]].y == y)
      return TRUE;
  return FALSE;
}

/* The hole (0, -1) wants a city south and fields east and west: E (CFFF)
 * turned 180° and F (FCFC) turned 90° give that; C (CCCC), K (CFRR: never
 * fields on both sides of its city), U (RFRF) and X (RRRR) do not. */
static void
test_fit_counts (void)
{
  BastideState state;
  const char *pile[] = { "E", "K", "F", "C", "E", "U", "X" };
  BastideCellOutlook outlook;

  city_between_roads (&state, 0);
  set_pile (&state, pile, G_N_ELEMENTS (pile));

  g_assert_true (bastide_state_cell_outlook (&state, 0, -1, &outlook));
  g_assert_cmpuint (outlook.fits, ==, 3);
  g_assert_cmpuint (outlook.pile, ==, 7);
  g_assert_false (outlook.in_hand);
  g_assert_false (outlook.abbey);
  g_assert_false (outlook.hole);
  g_assert_false (outlook.dead);
  /* the pile's order is fixed: the next draw is its top, an E */
  g_assert_cmpuint (outlook.next_draws, ==, 1);
  g_assert_cmpuint (outlook.next_fits, ==, 1);

  /* The road end (1, 0) wants roads north and west: K (CFRR) turned 90°
   * (roads west and north) and X do; the pile's other tiles do not. */
  g_assert_true (bastide_state_cell_outlook (&state, 1, 0, &outlook));
  g_assert_cmpuint (outlook.fits, ==, 2);

  /* Shuffled, the next draw may be any of the seven. */
  state.pile_fixed = FALSE;
  g_assert_true (bastide_state_cell_outlook (&state, 0, -1, &outlook));
  g_assert_cmpuint (outlook.next_draws, ==, 7);
  g_assert_cmpuint (outlook.next_fits, ==, 3);

  /* Drawn, the first E is in hand and no longer in the pile. */
  state.pile_fixed = TRUE;
  t_draw (&state, t_base ("E"));
  g_assert_true (bastide_state_cell_outlook (&state, 0, -1, &outlook));
  g_assert_cmpuint (outlook.fits, ==, 2);
  g_assert_cmpuint (outlook.pile, ==, 6);
  g_assert_true (outlook.in_hand);
  g_assert_cmpuint (outlook.next_draws, ==, 1);
  g_assert_cmpuint (outlook.next_fits, ==, 0);   /* K is next */

  /* No square: a tile, or a cell touching none. */
  g_assert_false (bastide_state_cell_outlook (&state, 0, 0, &outlook));
  g_assert_false (bastide_state_cell_outlook (&state, 5, 5, &outlook));
  g_assert_cmpuint (outlook.fits, ==, 0);
}

/* With only C (CCCC) and B (FFFF, the cloister) left: the hole and every
 * square that wants a road are dead; the three that want only a field
 * take B. */
static void
test_dead_squares (void)
{
  BastideState state;
  const char *pile[] = { "C", "B", "B" };
  guint16 dead[BASTIDE_MAX_FRONTIER];
  guint n;

  city_between_roads (&state, 0);
  set_pile (&state, pile, G_N_ELEMENTS (pile));
  g_assert_cmpuint (state.n_frontier, ==, 8);

  n = bastide_state_list_dead_cells (&state, dead);
  g_assert_cmpuint (n, ==, 5);
  g_assert_true (listed_dead (&state, dead, n, 0, -1));
  g_assert_true (listed_dead (&state, dead, n, -1, 0));
  g_assert_true (listed_dead (&state, dead, n, 1, 0));
  g_assert_true (listed_dead (&state, dead, n, -1, -2));
  g_assert_true (listed_dead (&state, dead, n, 1, -2));
  g_assert_false (listed_dead (&state, dead, n, 0, 1));

  /* D's city and road, and the Us' roads, can never be completed. */
  g_assert_false (bastide_state_feature_can_complete (&state, node_of (&state, 0, 0, "D", "c1")));
  g_assert_false (bastide_state_feature_can_complete (&state, node_of (&state, 0, 0, "D", "r1")));
  g_assert_false (bastide_state_feature_can_complete (&state, node_of (&state, -1, -1, "U", "r1")));

  /* A cloister B under D has the dead road ends at its corners. */
  t_put (&state, t_base ("B"), 0, 1, 0);
  g_assert_false (bastide_state_feature_can_complete (&state, node_of (&state, 0, 1, "B", "cloister")));

  /* With E and V (FFRR) left, every square takes something: E the hole,
   * V the road ends (turned to roads north and west, or north and east)
   * and the squares above the Us. */
  {
    const char *alive[] = { "E", "V" };
    BastideState open;

    city_between_roads (&open, 0);
    set_pile (&open, alive, G_N_ELEMENTS (alive));
    g_assert_cmpuint (bastide_state_list_dead_cells (&open, dead), ==, 0);
    g_assert_true (bastide_state_feature_can_complete (&open, node_of (&open, 0, 0, "D", "c1")));
    g_assert_true (bastide_state_feature_can_complete (&open, node_of (&open, 0, 0, "D", "r1")));
  }
}

/* The abbey fills any hole: C (CCCC) over the hole makes it want a city
 * north and south, fields east and west, which no tile left (B, C, E)
 * gives; it is dead only once nobody holds an abbey. */
static void
test_abbey_fills_any_hole (void)
{
  BastideState state;
  const char *pile[] = { "B", "C", "E" };
  guint16 dead[BASTIDE_MAX_FRONTIER];
  BastideCellOutlook outlook;

  city_between_roads (&state, BASTIDE_EXPANSION_ABBEY_MAYOR);
  t_put (&state, t_base ("C"), 0, -2, 0);
  set_pile (&state, pile, G_N_ELEMENTS (pile));

  g_assert_true (bastide_state_cell_outlook (&state, 0, -1, &outlook));
  g_assert_true (outlook.hole);
  g_assert_cmpuint (outlook.fits, ==, 0);
  g_assert_true (outlook.abbey);
  g_assert_false (outlook.dead);
  g_assert_cmpuint (bastide_state_list_dead_cells (&state, dead), ==, 0);
  g_assert_true (bastide_state_feature_can_complete (&state, node_of (&state, 0, 0, "D", "c1")));

  state.players[0].abbey = FALSE;
  g_assert_true (bastide_state_cell_outlook (&state, 0, -1, &outlook));
  g_assert_false (outlook.dead);
  state.players[1].abbey = FALSE;
  g_assert_true (bastide_state_cell_outlook (&state, 0, -1, &outlook));
  g_assert_false (outlook.abbey);
  g_assert_true (outlook.dead);
  g_assert_true (listed_dead (&state, dead, bastide_state_list_dead_cells (&state, dead), 0, -1));
  g_assert_false (bastide_state_feature_can_complete (&state, node_of (&state, 0, 0, "D", "c1")));
}

/* The spring RA at (0, 0) leaves the river open at (0, 1), wanting the
 * river from the north: only a river tile fills it. RD (river north and
 * south) does, straight on; B never does. */
static void
test_only_the_river_fills (void)
{
  BastideRules rules = { BASTIDE_GAME_STANDARD, BASTIDE_EXPANSION_RIVER, 2, 0, 0 };
  BastideState state;
  int rd = t_tile ("RD", BASTIDE_SET_RIVER);
  const int with_river[] = { rd, t_base ("B") };
  const int without[] = { t_base ("B"), t_base ("B") };
  guint16 dead[BASTIDE_MAX_FRONTIER];
  BastideCellOutlook outlook;

  bastide_state_init_empty (&state, &rules);
  t_put (&state, t_tile ("RA", BASTIDE_SET_RIVER), 0, 0, 0);
  t_pile (&state, with_river, G_N_ELEMENTS (with_river));
  g_assert_true (state.river_open);

  g_assert_true (bastide_state_cell_outlook (&state, 0, 1, &outlook));
  g_assert_cmpuint (outlook.fits, ==, 1);
  g_assert_cmpuint (outlook.next_fits, ==, 1);
  g_assert_false (outlook.dead);
  g_assert_false (listed_dead (&state, dead, bastide_state_list_dead_cells (&state, dead), 0, 1));

  bastide_state_init_empty (&state, &rules);
  t_put (&state, t_tile ("RA", BASTIDE_SET_RIVER), 0, 0, 0);
  t_pile (&state, without, G_N_ELEMENTS (without));
  g_assert_true (bastide_state_cell_outlook (&state, 0, 1, &outlook));
  g_assert_cmpuint (outlook.fits, ==, 0);
  g_assert_true (outlook.dead);
  g_assert_true (listed_dead (&state, dead, bastide_state_list_dead_cells (&state, dead), 0, 1));
}

/* What features would score. E (CFFF) at (0, 0) with Red's knight on its
 * city, B (FFFF, a cloister) at (1, 0) with Blue's monk. */
static void
test_feature_scores (void)
{
  BastideState state;
  BastideScoreEvent event;
  guint city, cloister, field;

  t_setup (&state, 0, 2);
  t_put (&state, t_base ("E"), 0, 0, 0);
  t_put (&state, t_base ("B"), 1, 0, 0);
  t_put_piece (&state, 0, BASTIDE_PIECE_MEEPLE, 0, 0, t_feature ("E", BASTIDE_SET_BASE, "c1"), -1);
  t_put_piece (&state, 1, BASTIDE_PIECE_MEEPLE, 1, 0, t_feature ("B", BASTIDE_SET_BASE, "cloister"), -1);
  city = node_of (&state, 0, 0, "E", "c1");
  cloister = node_of (&state, 1, 0, "B", "cloister");

  /* Open at the end: 1 tile × 1 = 1 to Red; completed: 1 tile × 2 = 2. */
  bastide_state_feature_score (&state, city, FALSE, &event);
  g_assert_cmpuint (event.reason, ==, BASTIDE_SCORE_FINAL);
  g_assert_cmpuint (event.tiles, ==, 1);
  g_assert_cmpuint (event.per_tile, ==, 1);
  g_assert_cmpuint (event.strength[0], ==, 1);
  g_assert_cmpint (event.points[0], ==, 1);
  g_assert_cmpint (event.points[1], ==, 0);
  bastide_state_feature_score (&state, city, TRUE, &event);
  g_assert_cmpuint (event.reason, ==, BASTIDE_SCORE_COMPLETED);
  g_assert_cmpuint (event.per_tile, ==, 2);
  g_assert_cmpint (event.points[0], ==, 2);

  /* The cloister and its one neighbour: 2 at the end, 9 completed. */
  bastide_state_feature_score (&state, cloister, FALSE, &event);
  g_assert_cmpuint (event.tiles, ==, 2);
  g_assert_cmpint (event.points[1], ==, 2);
  bastide_state_feature_score (&state, cloister, TRUE, &event);
  g_assert_cmpuint (event.tiles, ==, 9);
  g_assert_cmpint (event.points[1], ==, 9);

  /* E turned 180° at (0, -1) closes the city (2 tiles: it scores and Red's
   * knight goes home during play, not here). A farmer of Blue's on E's
   * field touches that completed city: 3 at the end; the barns there, none. */
  t_put (&state, t_base ("E"), 0, -1, 2);
  t_put_piece (&state, 1, BASTIDE_PIECE_MEEPLE, 0, 0, t_feature ("E", BASTIDE_SET_BASE, "f1"), -1);
  field = node_of (&state, 0, 0, "E", "f1");
  bastide_state_feature_score (&state, field, FALSE, &event);
  g_assert_cmpuint (event.reason, ==, BASTIDE_SCORE_FIELD);
  g_assert_cmpuint (event.cities, ==, 1);
  g_assert_cmpuint (event.per_city, ==, 3);
  g_assert_cmpint (event.points[1], ==, 3);
  bastide_state_barn_score (&state, field, &event);
  g_assert_cmpuint (event.reason, ==, BASTIDE_SCORE_BARN);
  g_assert_cmpuint (event.per_city, ==, 4);
  g_assert_cmpint (event.points[0] + event.points[1], ==, 0);

  /* A feature nobody stands on is worth its breakdown to nobody: the
   * upper E's field (its city side faces the lower E) touches the same
   * completed city; U (RFRF) at (2, 0) is a road of one tile. */
  bastide_state_feature_score (&state, node_of (&state, 0, -1, "E", "f1"), FALSE, &event);
  g_assert_cmpuint (event.cities, ==, 1);
  g_assert_cmpuint (event.per_city, ==, 3);
  g_assert_cmpint (event.points[0] + event.points[1], ==, 0);
  t_put (&state, t_base ("U"), 2, 0, 0);
  bastide_state_feature_score (&state, node_of (&state, 2, 0, "U", "r1"), TRUE, &event);
  g_assert_cmpuint (event.tiles, ==, 1);
  g_assert_cmpuint (event.per_tile, ==, 1);
  g_assert_cmpint (event.points[0] + event.points[1], ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/fits/counts", test_fit_counts);
  g_test_add_func ("/fits/dead-squares", test_dead_squares);
  g_test_add_func ("/fits/abbey-fills-any-hole", test_abbey_fills_any_hole);
  g_test_add_func ("/fits/only-the-river-fills", test_only_the_river_fills);
  g_test_add_func ("/fits/feature-scores", test_feature_scores);

  return g_test_run ();
}
