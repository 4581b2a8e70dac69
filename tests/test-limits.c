/* test-limits.c: the engine's tables and the board's extent against what
 * legal games and hostile positions ask for
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A legal game must never meet a limit; anything else a file can set up
 * gets a refusal in words, never an assertion.
 */

#include "config.h"

#include <string.h>

#include "bastide-random.h"
#include "bastide-record.h"
#include "bastide-test-engine.h"

/* Every tile of the base game (setup copies), in catalogue order. */
static guint
base_tiles (const BastideState *state,
            int                *types)
{
  const BastideCatalogue *cat = bastide_catalogue ();
  guint n = 0;

  for (guint t = 0; t < cat->n_types; t++)
    for (int i = 0; i < bastide_state_available_copies (state, t); i++)
      types[n++] = t;
  return n;
}

/* Each tile in a cell and each frontier cell is found where it is. */
static void
assert_board_consistent (const BastideState *state)
{
  g_autoptr(GError) error = NULL;

  for (guint s = 0; s < state->n_tiles; s++)
    g_assert_cmpint (bastide_state_tile_at (state, state->tiles[s].x, state->tiles[s].y), ==, s);
  for (guint f = 0; f < state->n_frontier; f++)
    {
      const BastideFrontierCell *cell = &state->frontier[f];

      g_assert_cmpint (bastide_state_tile_at (state, cell->x, cell->y), ==, -1);
      for (guint side = 0; side < 4; side++)
        {
          static const int dx[4] = { 0, 1, 0, -1 }, dy[4] = { -1, 0, 1, 0 };
          gboolean has = bastide_state_tile_at (state, cell->x + dx[side], cell->y + dy[side]) >= 0;

          g_assert_cmpuint ((cell->sides >> side) & 1, ==, has);
        }
    }
  g_assert_true (bastide_state_check_invariants (state, &error));
  g_assert_no_error (error);
}

/* 65 base tiles that touch nowhere: a legal setup. Each has four frontier
 * cells of its own, 260 in all. */
static void
test_isolated_tiles (void)
{
  g_autofree BastideState *state = g_new0 (BastideState, 1);
  int types[BASTIDE_MAX_TILES];
  const int rest[] = { t_base ("B") };
  guint n;

  t_setup (state, 0, 2);
  n = base_tiles (state, types);
  g_assert_cmpuint (n, ==, 72);
  for (guint i = 0; i < 65; i++)
    t_put (state, types[i], 3 * (i % 9), 3 * (i / 9), 0);
  g_assert_cmpuint (state->n_tiles, ==, 65);
  g_assert_cmpuint (state->n_frontier, ==, 260);
  assert_board_consistent (state);

  /* Play goes on: the cloister fits beside each field edge. */
  t_pile (state, rest, 1);
  t_draw (state, t_base ("B"));
  g_assert_cmpuint (t_count_placements (state, t_base ("B")), >, 0);
}

/* The same as a record's setup, read and played through. */
static void
test_isolated_tiles_record (void)
{
  g_autofree BastideState *state = g_new0 (BastideState, 1);
  g_autoptr(GString) data = g_string_new ("{\"format\": \"bastide-record\", \"version\": 1,"
                                          " \"players\": [{\"name\": \"Red\"}, {\"name\": \"Blue\"}],"
                                          " \"setup\": {\"board\": [");
  g_autoptr(BastideRecord) record = NULL;
  g_autoptr(GError) error = NULL;
  int types[BASTIDE_MAX_TILES];
  guint n_played;

  t_setup (state, 0, 2);
  base_tiles (state, types);
  for (guint i = 0; i < 65; i++)
    g_string_append_printf (data, "%s{\"tile\": \"%s\", \"x\": %u, \"y\": %u, \"rot\": 0}",
                            i > 0 ? ", " : "", bastide_catalogue_get (types[i])->id, 3 * (i % 9), 3 * (i / 9));
  g_string_append_printf (data, "], \"draw\": [\"%s\"]}, \"turns\": []}",
                          bastide_catalogue_get (types[65])->id);

  record = bastide_record_load_data (data->str, data->len, "isolated.json", &error);
  g_assert_no_error (error);
  g_assert_true (bastide_record_replay (record, state, &n_played, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (state->n_tiles, ==, 65);
  g_assert_cmpuint (state->n_frontier, ==, 260);
  g_assert_cmpuint (state->phase, ==, BASTIDE_PHASE_DRAW);
}

/* The most a board can hold: 128 tiles, each with its own four frontier
 * cells; the next tile gets a refusal in words. */
static void
test_full_board (void)
{
  g_autofree BastideState *state = g_new0 (BastideState, 1);
  g_autoptr(GError) error = NULL;

  t_setup (state, 0, 2);
  for (guint i = 0; i < BASTIDE_MAX_TILES; i++)
    t_put (state, t_base ("B"), 3 * (i % 16), 3 * (i / 16), 0);
  g_assert_cmpuint (state->n_frontier, ==, 4 * BASTIDE_MAX_TILES);
  assert_board_consistent (state);

  g_assert_false (bastide_state_put_tile (state, t_base ("B"), 100, 100, 0, &error));
  g_assert_error (error, BASTIDE_RULE_ERROR, BASTIDE_RULE_ERROR_PLACEMENT);
  g_assert_cmpstr (error->message, ==, "the board holds at most 128 tiles, with the pile and the abbeys in hand");
}

/* A straight line of tiles eastwards from the start D, each tile's west
 * edge meeting the east edge before it: a legal base game of 63 turns
 * whose board is 64 cells wide. The cells at x and x − 64 (and more)
 * share their place in the grid's table. */
static void
test_long_line (void)
{
  const BastideCatalogue *cat = bastide_catalogue ();
  g_autofree BastideState *state = g_new0 (BastideState, 1);
  int left[256] = { 0 }, chain[BASTIDE_MAX_TILES], rots[BASTIDE_MAX_TILES];
  int d = t_base ("D");
  BastideTerrain east;
  guint n = 0;

  t_setup (state, 0, 2);
  for (guint t = 0; t < cat->n_types; t++)
    left[t] = bastide_state_available_copies (state, t);
  left[d]--;

  /* Greedily: the next tile's west edge meets the last east edge; a field
   * to the east keeps the line going longest. */
  east = bastide_cell_terrain (&cat->types[d].cells[0], BASTIDE_SIDE_E);
  for (;;)
    {
      int best = -1, best_rot = 0, best_score = -1;

      for (guint t = 0; t < cat->n_types; t++)
        for (guint rot = 0; rot < 4 && left[t] > 0; rot++)
          {
            const BastideCellDef *cell = &cat->types[t].cells[rot];
            BastideTerrain e = bastide_cell_terrain (cell, BASTIDE_SIDE_E);
            int score = e == BASTIDE_TERRAIN_FIELD ? 3 : e == BASTIDE_TERRAIN_ROAD ? 2 : 1;

            if (bastide_cell_terrain (cell, BASTIDE_SIDE_W) == east && score > best_score)
              {
                best = t;
                best_rot = rot;
                best_score = score;
              }
          }
      if (best < 0)
        break;
      left[best]--;
      chain[n] = best;
      rots[n++] = best_rot;
      east = bastide_cell_terrain (&cat->types[best].cells[best_rot], BASTIDE_SIDE_E);
    }
  g_assert_cmpuint (n, ==, 63);

  t_put (state, d, 0, 0, 0);
  t_pile (state, chain, n);
  for (guint i = 0; i < n; i++)
    {
      t_draw (state, chain[i]);
      t_place (state, i + 1, 0, rots[i]);
      g_assert_true (bastide_state_deploy (state, NULL, NULL, NULL));
    }
  g_assert_cmpuint (state->phase, ==, BASTIDE_PHASE_OVER);
  g_assert_cmpint (state->max_x - state->min_x + 1, ==, 64);
  g_assert_cmpint (bastide_state_tile_at (state, 63, 0), ==, 63);
  g_assert_cmpint (bastide_state_tile_at (state, -1, 0), ==, -1);
  g_assert_cmpint (bastide_state_tile_at (state, 64, 0), ==, -1);
  assert_board_consistent (state);
}

/* Random games of every rule set with 6 (or 5) players never meet a
 * limit: the board grows where play takes it. */
static void
test_random_games (void)
{
  static const BastideRules rule_sets[] = {
    { BASTIDE_GAME_STANDARD, 0, 5, 0, 0 },
    { BASTIDE_GAME_STANDARD, BASTIDE_EXPANSION_RIVER | BASTIDE_EXPANSION_ABBOT
                             | BASTIDE_EXPANSION_ABBEY_MAYOR, 6, 0, 0 },
    { BASTIDE_GAME_WHEEL_OF_FORTUNE, 0, 5, 0, 0 },
  };
  g_autofree BastideState *state = g_new0 (BastideState, 1);

  for (guint r = 0; r < G_N_ELEMENTS (rule_sets); r++)
    for (guint64 seed = 1; seed <= 10; seed++)
      {
        BastideRng rng;

        g_assert_true (bastide_state_init_standard (state, &rule_sets[r], seed, NULL));
        bastide_rng_seed (&rng, seed);
        bastide_random_game (state, &rng);
        g_assert_cmpuint (state->phase, ==, BASTIDE_PHASE_OVER);
        assert_board_consistent (state);
      }
}

/* Every placement the engine lists passes its own check, and every cell
 * around the board with a rotation that passes is listed. */
static void
assert_placements_complete (const BastideState *state,
                            guint               type)
{
  g_autofree BastidePlacement *list = g_new (BastidePlacement, BASTIDE_MAX_PLACEMENTS);
  guint n = bastide_state_list_placements (state, type, list), found = 0;

  for (guint i = 0; i < n; i++)
    g_assert_true (bastide_state_check_placement (state, type, list[i].x, list[i].y, list[i].rot, NULL));
  for (int y = state->min_y - 1; y <= state->max_y + 1; y++)
    for (int x = state->min_x - 1; x <= state->max_x + 1; x++)
      for (guint rot = 0; rot < 4; rot++)
        found += bastide_state_check_placement (state, type, x, y, rot, NULL);
  g_assert_cmpuint (found, ==, n);
}

/* A tile as far from the start as the grid is wide shares its place in
 * the grid with the start: every look-up probes from the first turn on.
 * Random games then play as they must. */
static void
test_shared_grid (void)
{
  g_autofree BastideState *state = g_new0 (BastideState, 1);

  for (guint64 seed = 1; seed <= 5; seed++)
    {
      BastideRng rng;

      t_setup (state, BASTIDE_EXPANSION_ABBEY_MAYOR, 3);
      t_put (state, t_base ("D"), 0, 0, 0);
      t_put (state, t_base ("B"), BASTIDE_GRID_SIZE, 0, 0);
      t_put (state, t_base ("B"), -1, BASTIDE_GRID_SIZE, 0);
      g_assert_true (state->grid_shared);
      bastide_state_fill_pile (state, seed);
      bastide_state_begin (state, NULL);
      bastide_rng_seed (&rng, seed);
      while (state->phase != BASTIDE_PHASE_OVER)
        {
          if (state->phase == BASTIDE_PHASE_PLACE && state->n_tiles % 8 == 0)
            assert_placements_complete (state, state->in_hand);
          bastide_random_step (state, &rng, NULL);
        }
      g_assert_cmpuint (state->pile_len, ==, 0);
      assert_board_consistent (state);
    }
}

/* Setup tiles lie within BASTIDE_MAX_SETUP_COORDINATE of the start; play
 * may go further. */
static void
test_far_setup (void)
{
  g_autofree BastideState *state = g_new0 (BastideState, 1);
  g_autoptr(GError) error = NULL;
  const int pile[] = { t_base ("B") };

  t_setup (state, 0, 2);
  g_assert_false (bastide_state_put_tile (state, t_base ("B"), BASTIDE_MAX_SETUP_COORDINATE + 1, 0, 0,
                                          &error));
  g_assert_error (error, BASTIDE_RULE_ERROR, BASTIDE_RULE_ERROR_PLACEMENT);
  g_assert_cmpstr (error->message, ==,
                   "a tile of the setup lies at most 10000 squares from the start in each direction");
  g_clear_error (&error);
  g_assert_false (bastide_state_put_tile (state, t_base ("B"), 0, -BASTIDE_MAX_SETUP_COORDINATE - 1, 0,
                                          &error));
  g_assert_error (error, BASTIDE_RULE_ERROR, BASTIDE_RULE_ERROR_PLACEMENT);
  g_clear_error (&error);

  t_put (state, t_base ("B"), BASTIDE_MAX_SETUP_COORDINATE, -BASTIDE_MAX_SETUP_COORDINATE, 0);
  t_pile (state, pile, 1);
  t_draw (state, t_base ("B"));
  t_place (state, BASTIDE_MAX_SETUP_COORDINATE + 1, -BASTIDE_MAX_SETUP_COORDINATE, 0);
  g_assert_cmpint (bastide_state_tile_at (state, BASTIDE_MAX_SETUP_COORDINATE + 1,
                                          -BASTIDE_MAX_SETUP_COORDINATE), ==, 1);
  /* Far away from any tile: refused as touching none. */
  g_assert_false (bastide_state_check_placement (state, t_base ("B"), 40000, 0, 0, &error));
  g_assert_cmpstr (error->message, ==, "the tile touches no placed tile");
}

/* A record's turns go where play goes: past the setup's limit, up to
 * BASTIDE_MAX_COORDINATE, and the record reads back once written. */
static void
test_far_record (void)
{
  g_autofree BastideState *state = g_new0 (BastideState, 1);
  g_autofree char *text = g_strdup_printf ("{\"format\": \"bastide-record\", \"version\": 1,"
                                           " \"players\": [{\"name\": \"Red\"}, {\"name\": \"Blue\"}],"
                                           " \"setup\": {\"board\": [{\"tile\": \"B\", \"x\": %d, \"y\": 0, \"rot\": 0}],"
                                           " \"draw\": [\"B\", \"B\"]},"
                                           " \"turns\": [{\"x\": %d, \"y\": 0, \"rot\": 0}]}",
                                           BASTIDE_MAX_SETUP_COORDINATE, BASTIDE_MAX_SETUP_COORDINATE + 1);
  g_autofree char *beyond = g_strdup_printf ("{\"format\": \"bastide-record\", \"version\": 1,"
                                             " \"players\": [{\"name\": \"Red\"}, {\"name\": \"Blue\"}],"
                                             " \"turns\": [{\"tile\": \"B\", \"x\": %d, \"y\": 0, \"rot\": 0}]}",
                                             BASTIDE_MAX_COORDINATE + 1);
  g_autoptr(BastideRecord) record = NULL;
  g_autoptr(BastideRecord) again = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *written = NULL;
  guint n_played;

  record = bastide_record_load_data (text, -1, "far.json", &error);
  g_assert_no_error (error);
  g_assert_true (bastide_record_replay (record, state, &n_played, &error));
  g_assert_no_error (error);
  g_assert_cmpint (bastide_state_tile_at (state, BASTIDE_MAX_SETUP_COORDINATE + 1, 0), ==, 1);

  written = bastide_record_to_data (record, NULL);
  again = bastide_record_load_data (written, -1, "written.json", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (bastide_record_get_n_turns (again), ==, 1);
  g_assert_cmpint (bastide_record_get_turn (again, 0)->x, ==, BASTIDE_MAX_SETUP_COORDINATE + 1);

  /* Beyond where play can take the board: refused where it is said. */
  g_clear_pointer (&record, bastide_record_free);
  record = bastide_record_load_data (beyond, -1, "beyond.json", &error);
  g_assert_null (record);
  g_assert_error (error, BASTIDE_RECORD_ERROR, BASTIDE_RECORD_ERROR_INVALID);
  g_assert_true (g_str_has_prefix (error->message, "beyond.json: turns[0].x: "));
}

/* A pile holds tiles that can be placed: not the wheel board, not an
 * abbey, no unknown tile, and no more than the board has room for. */
static void
test_pile_limits (void)
{
  g_autofree BastideState *state = g_new0 (BastideState, 1);
  g_autoptr(GError) error = NULL;
  guint8 types[BASTIDE_MAX_TILES];
  int wheel = t_tile ("WHEEL", BASTIDE_SET_WHEEL_OF_FORTUNE);
  int abbey = t_tile ("ABBEY", BASTIDE_SET_ABBEY_MAYOR);

  t_setup (state, BASTIDE_EXPANSION_ABBEY_MAYOR, 6);
  types[0] = wheel;
  g_assert_false (bastide_state_set_pile (state, types, 1, &error));
  g_assert_error (error, BASTIDE_RULE_ERROR, BASTIDE_RULE_ERROR_DRAW);
  g_assert_cmpstr (error->message, ==, "the wheel board cannot be drawn from the pile");
  g_clear_error (&error);
  types[0] = abbey;
  g_assert_false (bastide_state_set_pile (state, types, 1, &error));
  g_assert_cmpstr (error->message, ==, "the abbey cannot be drawn from the pile");
  g_clear_error (&error);
  types[0] = bastide_catalogue ()->n_types;
  g_assert_false (bastide_state_set_pile (state, types, 1, &error));
  g_assert_cmpstr (error->message, ==, "the pile holds a tile that does not exist");
  g_clear_error (&error);

  /* 10 tiles on the board, 6 abbeys in hand: room for 112 in the pile. */
  for (guint i = 0; i < 10; i++)
    t_put (state, t_base ("B"), 3 * i, 0, 0);
  memset (types, t_base ("B"), sizeof types);
  g_assert_false (bastide_state_set_pile (state, types, 113, &error));
  g_assert_cmpstr (error->message, ==, "the board holds at most 128 tiles, with the pile and the abbeys in hand");
  g_clear_error (&error);
  g_assert_true (bastide_state_set_pile (state, types, 112, &error));
  g_assert_no_error (error);
  /* … and with that pile, no more tiles may be set up. */
  g_assert_false (bastide_state_put_tile (state, t_base ("B"), 100, 0, 0, &error));
  g_assert_error (error, BASTIDE_RULE_ERROR, BASTIDE_RULE_ERROR_PLACEMENT);
  g_clear_error (&error);

  /* One wheel board at most. */
  {
    BastideRules rules = { BASTIDE_GAME_WHEEL_OF_FORTUNE, 0, 2, 0, 0 };

    bastide_state_init_empty (state, &rules);
    t_put (state, wheel, 0, 0, 0);
    g_assert_false (bastide_state_put_tile (state, wheel, 10, 10, 0, &error));
    g_assert_error (error, BASTIDE_RULE_ERROR, BASTIDE_RULE_ERROR_PLACEMENT);
    g_assert_cmpstr (error->message, ==, "there is only one wheel board");
    g_clear_error (&error);
  }
}

/* The features of the board and of the pile fit the node table. */
static void
test_node_limits (void)
{
  const BastideCatalogue *cat = bastide_catalogue ();
  g_autofree BastideState *state = g_new0 (BastideState, 1);
  g_autoptr(GError) error = NULL;
  guint richest = 0, i;

  for (guint t = 0; t < cat->n_types; t++)
    if (cat->types[t].n_cells == 1 && !cat->types[t].is_abbey
        && cat->types[t].n_features > cat->types[richest].n_features)
      richest = t;
  g_assert_cmpuint (cat->types[richest].n_features, >=, 8);

  t_setup (state, 0, 2);
  for (i = 0; state->n_nodes + cat->types[richest].n_features <= BASTIDE_MAX_NODES; i++)
    t_put (state, richest, 3 * (i % 16), 3 * (i / 16), 0);
  g_assert_false (bastide_state_put_tile (state, richest, 3 * (i % 16), 3 * (i / 16), 0, &error));
  g_assert_error (error, BASTIDE_RULE_ERROR, BASTIDE_RULE_ERROR_PLACEMENT);
  g_assert_cmpstr (error->message, ==,
                   "the board holds at most 640 features, with the pile and the abbeys in hand");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/limits/board/isolated-tiles", test_isolated_tiles);
  g_test_add_func ("/limits/board/isolated-tiles-record", test_isolated_tiles_record);
  g_test_add_func ("/limits/board/full", test_full_board);
  g_test_add_func ("/limits/board/long-line", test_long_line);
  g_test_add_func ("/limits/board/random-games", test_random_games);
  g_test_add_func ("/limits/board/shared-grid", test_shared_grid);
  g_test_add_func ("/limits/board/far-setup", test_far_setup);
  g_test_add_func ("/limits/board/far-record", test_far_record);
  g_test_add_func ("/limits/pile", test_pile_limits);
  g_test_add_func ("/limits/nodes", test_node_limits);
  return g_test_run ();
}
