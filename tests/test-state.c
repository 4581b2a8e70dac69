/* test-state.c: focused unit tests of the engine API, with exact numbers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every expected number here was worked out by hand from
 * shared/spec/{rules,tiles}.md and the tile data; the comments show the
 * working.
 */

#include "config.h"

#include <string.h>

#include "bastide-random.h"
#include "bastide-test-engine.h"

/* Helpers */

static guint
count_deploys_of (const BastideDeploy *deploys,
                  guint                n,
                  BastidePieceKind     kind)
{
  guint count = 0;

  for (guint i = 0; i < n; i++)
    count += deploys[i].piece == kind;
  return count;
}

/* The standard start: D at (0, 0), city north, road west–east. */
static void
standard_start (BastideState *state,
                guint         expansions)
{
  t_setup (state, expansions, 2);
  t_put (state, t_base ("D"), 0, 0, 0);
}

/* The catalogue */

typedef struct
{
  const char *id;
  guint count;
} Count;

static const Count base_counts[] = {
  { "A", 2 }, { "B", 4 }, { "C", 1 }, { "D", 4 }, { "E", 4 }, { "Eg", 1 }, { "F", 2 }, { "G", 1 },
  { "H", 2 }, { "Hg", 1 }, { "I", 1 }, { "Ig", 1 }, { "J", 3 }, { "K", 3 }, { "L", 3 }, { "M", 1 },
  { "Mg", 1 }, { "N", 2 }, { "Ng", 1 }, { "O", 2 }, { "P", 3 }, { "Q", 1 }, { "R", 2 }, { "Rg", 1 },
  { "S", 2 }, { "T", 1 }, { "U", 7 }, { "Ug", 1 }, { "V", 8 }, { "Vg", 1 }, { "W", 4 }, { "X", 1 },
};

static const Count wheel_counts[] = {
  { "A", 2 }, { "B", 4 }, { "C", 1 }, { "D", 3 }, { "E", 4 }, { "F", 2 }, { "G", 1 }, { "H", 2 },
  { "I", 2 }, { "J", 2 }, { "K", 2 }, { "L", 2 }, { "M", 2 }, { "N@1", 2 }, { "O", 2 }, { "P", 2 },
  { "Q", 1 }, { "R", 2 }, { "S", 2 }, { "T", 1 }, { "U@1", 3 }, { "U@2", 3 }, { "U@3", 2 },
  { "V", 1 }, { "V@1", 4 }, { "V@2", 2 }, { "V@3", 1 }, { "W", 4 }, { "X@1", 1 }, { "WF1", 1 },
  { "WF2", 1 }, { "WF3@1", 1 }, { "WF4", 1 }, { "WF5", 1 }, { "WF6", 1 }, { "WF7", 1 },
  { "WF8", 1 }, { "WF9", 1 },
};

static void
check_set (BastideSet   set,
           const Count *counts,
           guint        n_counts,
           guint        total)
{
  const BastideCatalogue *cat = bastide_catalogue ();
  guint types = 0, sum = 0;

  for (guint i = 0; i < cat->n_types; i++)
    if (cat->types[i].set == set && !cat->types[i].is_abbey && !cat->types[i].is_wheel_board)
      {
        types++;
        sum += cat->types[i].count;
      }
  g_assert_cmpuint (types, ==, n_counts);
  g_assert_cmpuint (sum, ==, total);
  for (guint i = 0; i < n_counts; i++)
    g_assert_cmpuint (bastide_catalogue_get (t_tile (counts[i].id, set))->count, ==, counts[i].count);
}

static void
test_catalogue_counts (void)
{
  static const Count river_counts[] = {
    { "RA", 1 }, { "RB", 1 }, { "RC", 1 }, { "RD", 1 }, { "RE", 1 }, { "RF", 1 },
    { "RG", 1 }, { "RH", 1 }, { "RI", 1 }, { "RJ", 1 }, { "RK", 1 }, { "RL", 1 },
  };
  static const Count am_counts[] = {
    { "AM1", 1 }, { "AM2", 1 }, { "AM3", 1 }, { "AM4", 1 }, { "AM5", 1 }, { "AM6", 1 },
    { "AM7", 1 }, { "AM8", 1 }, { "AM9", 1 }, { "AM10", 1 }, { "AM11", 1 }, { "AM12", 1 },
  };
  const BastideTileType *d = bastide_catalogue_get (t_base ("D"));
  const BastideTileType *abbey = bastide_catalogue_get (t_tile ("ABBEY", BASTIDE_SET_ABBEY_MAYOR));
  const BastideTileType *wheel = bastide_catalogue_get (t_tile ("WHEEL", BASTIDE_SET_WHEEL_OF_FORTUNE));
  guint starts = 0;

  /* 72 base tiles with the start D; 12 river; 12 + the abbey; 71 + the
   * wheel board. */
  check_set (BASTIDE_SET_BASE, base_counts, G_N_ELEMENTS (base_counts), 72);
  check_set (BASTIDE_SET_RIVER, river_counts, G_N_ELEMENTS (river_counts), 12);
  check_set (BASTIDE_SET_ABBEY_MAYOR, am_counts, G_N_ELEMENTS (am_counts), 12);
  check_set (BASTIDE_SET_WHEEL_OF_FORTUNE, wheel_counts, G_N_ELEMENTS (wheel_counts), 71);

  for (guint i = 0; i < bastide_catalogue ()->n_types; i++)
    starts += bastide_catalogue_get (i)->start;
  g_assert_cmpuint (starts, ==, 1);
  g_assert_true (d->start);
  g_assert_true (abbey->is_abbey);
  g_assert_cmpuint (abbey->n_features, ==, 1);
  g_assert_cmpuint (abbey->features[0].kind, ==, BASTIDE_FEATURE_CLOISTER);
  g_assert_cmpuint (abbey->cells[0].signature, ==, 0);   /* AAAA: fits anything */
  g_assert_true (wheel->is_wheel_board);
  g_assert_cmpuint (wheel->n_cells, ==, 16);
  g_assert_true (bastide_catalogue_get (t_tile ("RA", BASTIDE_SET_RIVER))->is_spring);
  g_assert_true (bastide_catalogue_get (t_tile ("RL", BASTIDE_SET_RIVER))->is_lake);

  /* Wheel icons: U@1 one step, U@2 two, U@3 three; V none. */
  g_assert_cmpuint (bastide_catalogue_get (t_tile ("U@1", BASTIDE_SET_WHEEL_OF_FORTUNE))->wheel, ==, 1);
  g_assert_cmpuint (bastide_catalogue_get (t_tile ("U@2", BASTIDE_SET_WHEEL_OF_FORTUNE))->wheel, ==, 2);
  g_assert_cmpuint (bastide_catalogue_get (t_tile ("U@3", BASTIDE_SET_WHEEL_OF_FORTUNE))->wheel, ==, 3);
  g_assert_cmpuint (bastide_catalogue_get (t_tile ("V", BASTIDE_SET_WHEEL_OF_FORTUNE))->wheel, ==, 0);
  g_assert_cmpint (bastide_catalogue_lookup ("NOPE", BASTIDE_SET_BASE), ==, -1);
}

static void
test_catalogue_rotation (void)
{
  const BastideTileType *d = bastide_catalogue_get (t_base ("D"));
  const BastideCellDef *r0 = bastide_tile_type_cell (d, 0);
  const BastideCellDef *r90 = bastide_tile_type_cell (d, 1);
  int c1 = t_feature ("D", BASTIDE_SET_BASE, "c1");
  int r1 = t_feature ("D", BASTIDE_SET_BASE, "r1");
  int f1 = t_feature ("D", BASTIDE_SET_BASE, "f1");
  int f2 = t_feature ("D", BASTIDE_SET_BASE, "f2");

  /* D is CRFR; turned 90° clockwise the west edge comes north: RCRF. */
  g_assert_cmpuint (bastide_cell_terrain (r90, BASTIDE_SIDE_N), ==, BASTIDE_TERRAIN_ROAD);
  g_assert_cmpuint (bastide_cell_terrain (r90, BASTIDE_SIDE_E), ==, BASTIDE_TERRAIN_CITY);
  g_assert_cmpuint (bastide_cell_terrain (r90, BASTIDE_SIDE_S), ==, BASTIDE_TERRAIN_ROAD);
  g_assert_cmpuint (bastide_cell_terrain (r90, BASTIDE_SIDE_W), ==, BASTIDE_TERRAIN_FIELD);
  g_assert_cmphex (r90->signature, ==, 0x4212);
  g_assert_cmphex (r0->signature, ==, 0x2421);
  g_assert_cmpint (r90->edge_feature[BASTIDE_SIDE_N], ==, r1);
  g_assert_cmpint (r90->edge_feature[BASTIDE_SIDE_E], ==, c1);
  g_assert_cmpint (r90->edge_feature[BASTIDE_SIDE_S], ==, r1);
  g_assert_cmpint (r90->edge_feature[BASTIDE_SIDE_W], ==, -1);

  /* Ports move two steps clockwise: f1 (ENE, WNW) → (SSE, NNE);
   * f2 (ESE, SSE, SSW, WSW) → (SSW, WSW, WNW, NNW). */
  g_assert_cmpint (r0->port_feature[BASTIDE_PORT_ENE], ==, f1);
  g_assert_cmpint (r0->port_feature[BASTIDE_PORT_WNW], ==, f1);
  g_assert_cmpint (r0->port_feature[BASTIDE_PORT_NNW], ==, -1);
  g_assert_cmpint (r90->port_feature[BASTIDE_PORT_SSE], ==, f1);
  g_assert_cmpint (r90->port_feature[BASTIDE_PORT_NNE], ==, f1);
  g_assert_cmpint (r90->port_feature[BASTIDE_PORT_SSW], ==, f2);
  g_assert_cmpint (r90->port_feature[BASTIDE_PORT_WSW], ==, f2);
  g_assert_cmpint (r90->port_feature[BASTIDE_PORT_WNW], ==, f2);
  g_assert_cmpint (r90->port_feature[BASTIDE_PORT_NNW], ==, f2);
  g_assert_cmpint (r90->port_feature[BASTIDE_PORT_ENE], ==, -1);
  g_assert_cmpint (r90->port_feature[BASTIDE_PORT_ESE], ==, -1);

  /* Field corners: at rot 0 SE and SW (f2); at rot 90 SW and NW. */
  g_assert_cmphex (r0->field_corners, ==, (1 << BASTIDE_CORNER_SE) | (1 << BASTIDE_CORNER_SW));
  g_assert_cmphex (r90->field_corners, ==, (1 << BASTIDE_CORNER_SW) | (1 << BASTIDE_CORNER_NW));

  /* Across an edge: NNW meets SSW, NNE meets SSE, ENE meets WNW, ESE meets WSW. */
  g_assert_cmpuint (bastide_port_opposite (BASTIDE_PORT_NNW), ==, BASTIDE_PORT_SSW);
  g_assert_cmpuint (bastide_port_opposite (BASTIDE_PORT_NNE), ==, BASTIDE_PORT_SSE);
  g_assert_cmpuint (bastide_port_opposite (BASTIDE_PORT_ENE), ==, BASTIDE_PORT_WNW);
  g_assert_cmpuint (bastide_port_opposite (BASTIDE_PORT_ESE), ==, BASTIDE_PORT_WSW);
  g_assert_cmpstr (bastide_port_name (BASTIDE_PORT_WNW), ==, "WNW");
  g_assert_cmpstr (bastide_corner_name (BASTIDE_CORNER_SE), ==, "SE");
  g_assert_cmpint (bastide_corner_from_name ("NW"), ==, BASTIDE_CORNER_NW);

  /* The same rules for every tile: a turn moves edges one side and ports
   * two steps clockwise; D's rotations all look new, C's and B's do not. */
  for (guint i = 0; i < bastide_catalogue ()->n_types; i++)
    {
      const BastideTileType *t = bastide_catalogue_get (i);

      if (t->n_cells != 1)
        continue;
      for (guint rot = 1; rot < 4; rot++)
        {
          const BastideCellDef *a = &t->cells[0], *b = &t->cells[rot];

          for (guint s = 0; s < 4; s++)
            {
              g_assert_cmpuint (bastide_cell_terrain (b, (s + rot) % 4), ==, bastide_cell_terrain (a, s));
              g_assert_cmpint (b->edge_feature[(s + rot) % 4], ==, a->edge_feature[s]);
            }
          for (guint p = 0; p < 8; p++)
            g_assert_cmpint (b->port_feature[(p + 2 * rot) % 8], ==, a->port_feature[p]);
        }
    }
  g_assert_cmphex (d->distinct_rotations, ==, 0xf);
  g_assert_cmphex (bastide_catalogue_get (t_base ("C"))->distinct_rotations, ==, 0x1);
  g_assert_cmphex (bastide_catalogue_get (t_base ("B"))->distinct_rotations, ==, 0x1);
  /* U at 180° shows the same edges as at 0° (its two fields swap). */
  g_assert_cmphex (bastide_catalogue_get (t_base ("U"))->cells[2].signature, ==,
                   bastide_catalogue_get (t_base ("U"))->cells[0].signature);
}

/* Placements */

static void
test_placements_start (void)
{
  BastideState state;

  /* Around D (CRFR): (0,-1) needs a city south, (1,0) a road west,
   * (-1,0) a road east, (0,1) a field north. Symmetric rotations count
   * separately: the list has (x, y, rot) for every rot that fits. */
  standard_start (&state, 0);

  /* U (RFRF): only rot 90/270 (road W–E, fields N and S) fit, at (1,0),
   * (-1,0) and (0,1): 3 × 2. */
  g_assert_cmpuint (t_count_placements (&state, t_base ("U")), ==, 6);
  /* C (CCCC): only (0,-1), in all 4 rotations. */
  g_assert_cmpuint (t_count_placements (&state, t_base ("C")), ==, 4);
  /* B (FFFF): only (0,1), in all 4 rotations. */
  g_assert_cmpuint (t_count_placements (&state, t_base ("B")), ==, 4);
  /* V (FFRR): road W at rot 0 and 90 → (1,0) ×2; road E at 180, 270 →
   * (-1,0) ×2; field N at rot 0 and 270 → (0,1) ×2. */
  g_assert_cmpuint (t_count_placements (&state, t_base ("V")), ==, 6);
  /* E (CFFF): city S at rot 180 → (0,-1); field N at rot 90, 180, 270 →
   * (0,1). */
  g_assert_cmpuint (t_count_placements (&state, t_base ("E")), ==, 4);
  /* D itself: (0,-1) rot 180; (1,0) and (-1,0) rot 0 and 180; (0,1) rot
   * 180 (the only rotation with a field north). */
  g_assert_cmpuint (t_count_placements (&state, t_base ("D")), ==, 6);

  /* With U at (1,0) turned 90° (road W–E), B fits at (1,-1), (1,1) and
   * (0,1), 4 rotations each; (2,0) and (-1,0) want a road. */
  t_put (&state, t_base ("U"), 1, 0, 1);
  g_assert_cmpuint (t_count_placements (&state, t_base ("B")), ==, 12);
  /* … and C still only at (0,-1): (1,-1) would face U's field. */
  g_assert_cmpuint (t_count_placements (&state, t_base ("C")), ==, 4);

  /* check_placement explains a refusal. */
  {
    g_autoptr(GError) error = NULL;

    g_assert_false (bastide_state_check_placement (&state, t_base ("C"), 0, 1, 0, &error));
    g_assert_error (error, BASTIDE_RULE_ERROR, BASTIDE_RULE_ERROR_PLACEMENT);
    g_clear_error (&error);
    g_assert_false (bastide_state_check_placement (&state, t_base ("C"), 5, 5, 0, &error));
    g_assert_error (error, BASTIDE_RULE_ERROR, BASTIDE_RULE_ERROR_PLACEMENT);
    g_assert_cmpstr (error->message, ==, "the tile touches no placed tile");
    g_clear_error (&error);
    g_assert_false (bastide_state_check_placement (&state, t_base ("C"), 0, 0, 0, &error));
    g_assert_error (error, BASTIDE_RULE_ERROR, BASTIDE_RULE_ERROR_PLACEMENT);
    g_assert_true (bastide_state_check_placement (&state, t_base ("C"), 0, -1, 2, NULL));
  }
}

/* Deploys */

/* A refusal says which square and side do not fit, and what meets what,
 * in a sentence about the tile with no coordinates. */
static void
test_placements_misfit (void)
{
  BastideState state;
  BastideMisfit misfit;
  g_autoptr(GError) error = NULL;

  /* D (CRFR) at the start: city north, road east, field south, road west */
  standard_start (&state, 0);

  /* C's city on its north side would meet D's field */
  g_assert_false (bastide_state_explain_placement (&state, t_base ("C"), 0, 1, 0, &misfit, &error));
  g_assert_cmpint (misfit.kind, ==, BASTIDE_MISFIT_EDGE);
  g_assert_cmpint (misfit.x, ==, 0);
  g_assert_cmpint (misfit.y, ==, 1);
  g_assert_cmpuint (misfit.side, ==, 0);
  g_assert_cmpuint (misfit.mine, ==, BASTIDE_TERRAIN_CITY);
  g_assert_cmpuint (misfit.theirs, ==, BASTIDE_TERRAIN_FIELD);
  g_assert_cmpstr (error->message, ==, "the city on this tile’s north side would meet a field");
  g_clear_error (&error);

  /* B's field on its south side would meet D's city */
  g_assert_false (bastide_state_explain_placement (&state, t_base ("B"), 0, -1, 0, &misfit, &error));
  g_assert_cmpint (misfit.kind, ==, BASTIDE_MISFIT_EDGE);
  g_assert_cmpuint (misfit.side, ==, 2);
  g_assert_cmpstr (error->message, ==, "the field on this tile’s south side would meet a city");
  g_clear_error (&error);

  g_assert_false (bastide_state_explain_placement (&state, t_base ("C"), 0, 0, 0, &misfit, &error));
  g_assert_cmpint (misfit.kind, ==, BASTIDE_MISFIT_OCCUPIED);
  g_assert_cmpstr (error->message, ==, "a tile already lies on this square");
  g_clear_error (&error);

  g_assert_false (bastide_state_explain_placement (&state, t_base ("C"), 5, 5, 0, &misfit, NULL));
  g_assert_cmpint (misfit.kind, ==, BASTIDE_MISFIT_ALONE);
  g_assert_cmpint (misfit.x, ==, 5);

  g_assert_true (bastide_state_explain_placement (&state, t_base ("C"), 0, -1, 2, &misfit, NULL));
  g_assert_cmpint (misfit.kind, ==, BASTIDE_MISFIT_NONE);
}

static void
test_deploys (void)
{
  BastideState state;
  BastideDeploy deploys[BASTIDE_MAX_DEPLOYS];
  const int l_pile[] = { t_base ("L"), t_base ("B") };
  guint n;

  /* L (CRRR) at (1,0) rot 0: c1, r1, r2, r3, f1, f2, f3, all free. */
  standard_start (&state, 0);
  t_pile (&state, l_pile, 2);
  t_draw (&state, t_base ("L"));
  t_place (&state, 1, 0, 0);
  n = bastide_state_list_deploys (&state, deploys);
  g_assert_cmpuint (n, ==, 7);
  g_assert_cmpuint (count_deploys_of (deploys, n, BASTIDE_PIECE_MEEPLE), ==, 7);

  /* With Abbey & Mayor: + the mayor on c1, + the wagon on c1, r1, r2, r3;
   * no barn (no corner where four tiles meet). */
  standard_start (&state, BASTIDE_EXPANSION_ABBEY_MAYOR);
  t_pile (&state, l_pile, 2);
  t_draw (&state, t_base ("L"));
  t_place (&state, 1, 0, 0);
  n = bastide_state_list_deploys (&state, deploys);
  g_assert_cmpuint (n, ==, 12);
  g_assert_cmpuint (count_deploys_of (deploys, n, BASTIDE_PIECE_MAYOR), ==, 1);
  g_assert_cmpuint (count_deploys_of (deploys, n, BASTIDE_PIECE_WAGON), ==, 4);
  g_assert_cmpuint (count_deploys_of (deploys, n, BASTIDE_PIECE_BARN), ==, 0);

  /* A meeple of player 1 on D's road: L's r3 joins it, so neither a meeple
   * nor the wagon may go there: 6 + 1 + 3. */
  standard_start (&state, BASTIDE_EXPANSION_ABBEY_MAYOR);
  t_put_piece (&state, 1, BASTIDE_PIECE_MEEPLE, 0, 0, t_feature ("D", BASTIDE_SET_BASE, "r1"), -1);
  t_pile (&state, l_pile, 2);
  t_draw (&state, t_base ("L"));
  t_place (&state, 1, 0, 0);
  n = bastide_state_list_deploys (&state, deploys);
  g_assert_cmpuint (n, ==, 10);
  {
    BastideDeploy on_r3 = { BASTIDE_PIECE_MEEPLE, t_feature ("L", BASTIDE_SET_BASE, "r3"), -1, -1 };
    g_autoptr(GError) error = NULL;

    g_assert_false (bastide_state_check_deploy (&state, &on_r3, &error));
    g_assert_error (error, BASTIDE_RULE_ERROR, BASTIDE_RULE_ERROR_DEPLOY);
  }

  /* Four cloisters B in a square, the last at (1,1): the barn may go on
   * its NW corner only. Meeple on f1 or the cloister, abbot and wagon on
   * the cloister, barn NW: 5. A farmer of player 1 on the field leaves 4
   * (a barn may join farmers: they score and go home). */
  for (guint farmer = 0; farmer < 2; farmer++)
    {
      const int b_pile[] = { t_base ("B"), t_base ("B") };

      t_setup (&state, BASTIDE_EXPANSION_ABBOT | BASTIDE_EXPANSION_ABBEY_MAYOR, 2);
      t_put (&state, t_base ("B"), 0, 0, 0);
      t_put (&state, t_base ("B"), 1, 0, 0);
      t_put (&state, t_base ("B"), 0, 1, 0);
      if (farmer)
        t_put_piece (&state, 1, BASTIDE_PIECE_MEEPLE, 0, 0, t_feature ("B", BASTIDE_SET_BASE, "f1"), -1);
      t_pile (&state, b_pile, 2);
      t_draw (&state, t_base ("B"));
      t_place (&state, 1, 1, 0);
      n = bastide_state_list_deploys (&state, deploys);
      g_assert_cmpuint (n, ==, farmer ? 4 : 5);
      g_assert_cmpuint (count_deploys_of (deploys, n, BASTIDE_PIECE_BARN), ==, 1);
      g_assert_cmpuint (count_deploys_of (deploys, n, BASTIDE_PIECE_ABBOT), ==, 1);
      for (guint i = 0; i < n; i++)
        if (deploys[i].piece == BASTIDE_PIECE_BARN)
          g_assert_cmpint (deploys[i].corner, ==, BASTIDE_CORNER_NW);
    }
}

/* Barn corners: a barn needs four field corners at its point, checked on
 * each tile at the corner that touches the point. */
static void
test_barn_corners (void)
{
  BastideState state;
  BastideDeploy deploys[BASTIDE_MAX_DEPLOYS];
  const int pile_e[] = { t_base ("E"), t_base ("B") };
  guint n;

  /* E (city N) at (0,0) rot 180 has its city south: its NE and NW
   * corners are field, SE and SW are not. With B at (1,0) and (0,-1) and
   * E placed at (1,-1), the point NE of (0,0) is all field, so a barn fits
   * on (1,-1)'s SW corner (and on no other). */
  t_setup (&state, BASTIDE_EXPANSION_ABBEY_MAYOR, 2);
  t_put (&state, t_base ("E"), 0, 0, 2);
  t_put (&state, t_base ("B"), 1, 0, 0);
  t_put (&state, t_base ("B"), 0, -1, 0);
  t_pile (&state, pile_e, 2);
  t_draw (&state, t_base ("E"));
  /* E rot 0 at (1,-1): city north, field south: its SW corner is field. */
  t_place (&state, 1, -1, 0);
  n = bastide_state_list_deploys (&state, deploys);
  g_assert_cmpuint (count_deploys_of (deploys, n, BASTIDE_PIECE_BARN), ==, 1);
  for (guint i = 0; i < n; i++)
    if (deploys[i].piece == BASTIDE_PIECE_BARN)
      g_assert_cmpint (deploys[i].corner, ==, BASTIDE_CORNER_SW);

  /* The same, but the tile at (0,0) shows its city at the point: E rot 90
   * (city east) has NE and SE corners of city. No barn. */
  t_setup (&state, BASTIDE_EXPANSION_ABBEY_MAYOR, 2);
  t_put (&state, t_base ("E"), 0, 0, 1);
  t_put (&state, t_base ("B"), 0, -1, 0);
  t_put (&state, t_base ("E"), 1, 0, 3);  /* city west, meeting (0,0)'s city */
  t_pile (&state, pile_e, 2);
  t_draw (&state, t_base ("E"));
  t_place (&state, 1, -1, 0);
  n = bastide_state_list_deploys (&state, deploys);
  g_assert_cmpuint (count_deploys_of (deploys, n, BASTIDE_PIECE_BARN), ==, 0);

  /* The tile to the north must show a field at its SE corner (not at its
   * NW one): K (CFRR) at (0,-1) has a field SE and a city NW. U turned 0
   * (road N–S, fields E and W) at (0,0), B at (1,0) and (1,-1): the point
   * NE of (0,0) is all field, so the barn may go on U's NE corner. */
  {
    const int pile_u[] = { t_base ("U"), t_base ("B") };

    t_setup (&state, BASTIDE_EXPANSION_ABBEY_MAYOR, 2);
    t_put (&state, t_base ("K"), 0, -1, 0);
    t_put (&state, t_base ("B"), 1, -1, 0);
    t_put (&state, t_base ("B"), 1, 0, 0);
    t_pile (&state, pile_u, 2);
    t_draw (&state, t_base ("U"));
    t_place (&state, 0, 0, 0);
    n = bastide_state_list_deploys (&state, deploys);
    g_assert_cmpuint (count_deploys_of (deploys, n, BASTIDE_PIECE_BARN), ==, 1);
    for (guint i = 0; i < n; i++)
      if (deploys[i].piece == BASTIDE_PIECE_BARN)
        g_assert_cmpint (deploys[i].corner, ==, BASTIDE_CORNER_NE);
  }
}

/* Copies */

static void
test_copy (void)
{
  BastideRules rules = { BASTIDE_GAME_STANDARD, BASTIDE_EXPANSION_ABBEY_MAYOR, 3, 0, 0 };
  g_autofree BastideState *state = g_new0 (BastideState, 1);
  g_autofree BastideState *saved = g_new0 (BastideState, 1);
  g_autofree BastideState *copy = g_new0 (BastideState, 1);
  BastidePlacement placements[BASTIDE_MAX_PLACEMENTS];
  BastideDeploy deploys[BASTIDE_MAX_DEPLOYS];
  g_autoptr(GError) error = NULL;
  guint n;

  g_assert_true (bastide_state_init_standard (state, &rules, 7, &error));
  g_assert_no_error (error);
  memcpy (saved, state, sizeof *state);
  bastide_state_copy (copy, state);
  g_assert_true (bastide_state_equal (copy, state));

  /* Play a whole turn on the copy. */
  g_assert_true (bastide_state_draw (copy, -1, NULL, NULL));
  n = bastide_state_list_placements (copy, copy->in_hand, placements);
  g_assert_cmpuint (n, >, 0);
  g_assert_true (bastide_state_place (copy, placements[0].x, placements[0].y, placements[0].rot, NULL, NULL));
  n = bastide_state_list_deploys (copy, deploys);
  g_assert_cmpuint (n, >, 0);
  g_assert_true (bastide_state_deploy (copy, &deploys[0], NULL, NULL));
  g_assert_cmpuint (copy->n_tiles, ==, 2);
  g_assert_cmpuint (copy->pile_len, ==, saved->pile_len - 1);
  g_assert_cmpuint (copy->to_move, ==, 1);
  g_assert_false (bastide_state_equal (copy, state));

  /* The original did not move. */
  g_assert_cmpmem (state, sizeof *state, saved, sizeof *saved);
  g_assert_cmpuint (state->n_tiles, ==, 1);
  g_assert_cmpuint (state->n_pieces, ==, 0);
  g_assert_cmpuint (state->to_move, ==, 0);
  g_assert_cmpint (bastide_state_tile_at (state, placements[0].x, placements[0].y), ==, -1);

  /* … and stays playable on its own. */
  g_assert_true (bastide_state_draw (state, -1, NULL, NULL));
  g_assert_cmpuint (state->in_hand, ==, saved->pile[saved->pile_len - 1]);
}

/* Shuffling */

/* A copy made over stale memory plays exactly like the original: the copy
 * takes only the used part of each table, so nothing may read past a
 * count. Each step goes through a copy into a buffer full of junk. */
static void
test_copy_over_junk (void)
{
  static const BastideRules rule_sets[] = {
    { BASTIDE_GAME_STANDARD, 0, 2, 0, 0 },
    { BASTIDE_GAME_STANDARD, BASTIDE_EXPANSION_RIVER | BASTIDE_EXPANSION_ABBOT
                             | BASTIDE_EXPANSION_ABBEY_MAYOR, 6, 0, 0 },
    { BASTIDE_GAME_WHEEL_OF_FORTUNE, 0, 4, 0, 0 },
  };
  g_autofree BastideState *plain = g_new0 (BastideState, 1);
  g_autofree BastideState *copied = g_new0 (BastideState, 1);
  g_autofree BastideState *junk = g_new (BastideState, 1);

  for (guint r = 0; r < G_N_ELEMENTS (rule_sets); r++)
    for (guint64 seed = 1; seed <= 20; seed++)
      {
        BastideRng plain_rng, copied_rng;
        guint steps = 0;

        g_assert_true (bastide_state_init_standard (plain, &rule_sets[r], seed, NULL));
        bastide_state_copy (copied, plain);
        bastide_rng_seed (&plain_rng, seed);
        bastide_rng_seed (&copied_rng, seed);
        while (plain->phase != BASTIDE_PHASE_OVER)
          {
            memset (junk, 0xa5 + steps, sizeof *junk);
            bastide_state_copy (junk, copied);
            bastide_random_step (plain, &plain_rng, NULL);
            bastide_random_step (junk, &copied_rng, NULL);
            bastide_state_copy (copied, junk);
            g_assert_cmpuint (copied->turn, ==, plain->turn);
            g_assert_cmpuint (copied->n_pieces, ==, plain->n_pieces);
            steps++;
          }
        g_assert_cmpuint (copied->phase, ==, BASTIDE_PHASE_OVER);
        for (guint p = 0; p < rule_sets[r].n_players; p++)
          g_assert_cmpint (copied->players[p].score, ==, plain->players[p].score);
        g_assert_cmpmem (copied->grid, sizeof copied->grid, plain->grid, sizeof plain->grid);
        g_assert_cmpmem (copied->nodes, plain->n_nodes * sizeof plain->nodes[0],
                         plain->nodes, plain->n_nodes * sizeof plain->nodes[0]);
        g_assert_cmpuint (steps, >, 72);
      }
}

/* The cells a city's and a road's open edges face, and which tiles fit
 * there: D at (0,0), its city open to the north, between two straight
 * roads U at (-1,-1) and (1,-1), whose fields face the hole's sides. */
static void
test_open_cells (void)
{
  BastideState state;
  guint16 cells[8];
  const BastideFrontierCell *hole;
  const guint first = 0;
  guint n;

  t_setup (&state, 0, 2);
  t_put (&state, t_base ("D"), 0, 0, 0);
  t_put (&state, t_base ("U"), -1, -1, 0);
  t_put (&state, t_base ("U"), 1, -1, 0);

  n = bastide_state_open_cells (&state, first + t_feature ("D", BASTIDE_SET_BASE, "c1"),
                                cells, G_N_ELEMENTS (cells));
  g_assert_cmpuint (n, ==, 1);
  hole = &state.frontier[cells[0]];
  g_assert_cmpint (hole->x, ==, 0);
  g_assert_cmpint (hole->y, ==, -1);
  g_assert_cmpuint (hole->sides, ==, (1 << BASTIDE_SIDE_E) | (1 << BASTIDE_SIDE_S) | (1 << BASTIDE_SIDE_W));

  /* City to the south, fields east and west, the north free. */
  g_assert_true (bastide_frontier_fits (hole, bastide_catalogue_get (t_base ("E"))));   /* turned 180° */
  g_assert_true (bastide_frontier_fits (hole, bastide_catalogue_get (t_base ("F"))));   /* turned 90° */
  g_assert_false (bastide_frontier_fits (hole, bastide_catalogue_get (t_base ("C"))));  /* city all round */
  g_assert_false (bastide_frontier_fits (hole, bastide_catalogue_get (t_base ("K"))));  /* a road east or west */
  g_assert_false (bastide_frontier_fits (hole, bastide_catalogue_get (t_base ("U"))));
  g_assert_false (bastide_frontier_fits (hole, bastide_catalogue_get (t_base ("V"))));

  /* D's road runs east and west: two open cells. */
  n = bastide_state_open_cells (&state, first + t_feature ("D", BASTIDE_SET_BASE, "r1"),
                                cells, G_N_ELEMENTS (cells));
  g_assert_cmpuint (n, ==, 2);
  g_assert_cmpint (state.frontier[cells[0]].y, ==, 0);
  g_assert_cmpint (state.frontier[cells[1]].y, ==, 0);
  g_assert_cmpint (state.frontier[cells[0]].x + state.frontier[cells[1]].x, ==, 0);

  /* Closing the city leaves it no open cell. */
  t_put (&state, t_base ("E"), 0, -1, 2);
  n = bastide_state_open_cells (&state, first + t_feature ("D", BASTIDE_SET_BASE, "c1"),
                                cells, G_N_ELEMENTS (cells));
  g_assert_cmpuint (n, ==, 0);
}

static void
test_shuffle (void)
{
  BastideRules rules = { BASTIDE_GAME_STANDARD, 0, 2, 0, 0 };
  BastideRules river = { BASTIDE_GAME_STANDARD, BASTIDE_EXPANSION_RIVER, 2, 0, 0 };
  g_autofree BastideState *a = g_new0 (BastideState, 1);
  g_autofree BastideState *b = g_new0 (BastideState, 1);
  guint counts[256] = { 0 };

  g_assert_true (bastide_state_init_standard (a, &rules, 1234, NULL));
  g_assert_true (bastide_state_init_standard (b, &rules, 1234, NULL));
  g_assert_cmpuint (a->pile_len, ==, 71);
  g_assert_cmpmem (a->pile, a->pile_len, b->pile, b->pile_len);

  g_assert_true (bastide_state_init_standard (b, &rules, 1235, NULL));
  g_assert_cmpuint (b->pile_len, ==, 71);
  g_assert_true (memcmp (a->pile, b->pile, 71) != 0);

  /* Same tiles either way: the base counts, one D on the table. */
  for (guint i = 0; i < b->pile_len; i++)
    counts[b->pile[i]]++;
  for (guint i = 0; i < G_N_ELEMENTS (base_counts); i++)
    g_assert_cmpuint (counts[t_base (base_counts[i].id)], ==,
                      base_counts[i].count - (g_str_equal (base_counts[i].id, "D") ? 1 : 0));

  /* With the river: the spring on the table, the other 10 river tiles on
   * top (top is last), the lake under them, then 71 base tiles (the start
   * D goes back in the box). */
  g_assert_true (bastide_state_init_standard (a, &river, 99, NULL));
  g_assert_cmpuint (a->pile_len, ==, 11 + 71);
  g_assert_cmpuint (a->tiles[0].type, ==, t_tile ("RA", BASTIDE_SET_RIVER));
  for (guint i = 0; i < 10; i++)
    {
      const BastideTileType *t = bastide_catalogue_get (a->pile[a->pile_len - 1 - i]);

      g_assert_cmpuint (t->set, ==, BASTIDE_SET_RIVER);
      g_assert_false (t->is_lake);
    }
  g_assert_true (bastide_catalogue_get (a->pile[a->pile_len - 11])->is_lake);
  for (guint i = 0; i < 71; i++)
    g_assert_cmpuint (bastide_catalogue_get (a->pile[i])->set, ==, BASTIDE_SET_BASE);
}

/* Discarding */

static void
test_discard (void)
{
  BastideState state;
  const int types[] = { t_base ("U"), t_base ("C"), t_base ("B") };
  g_autoptr(GError) error = NULL;

  /* A lone C: every neighbour cell wants a city edge. U has none. */
  t_setup (&state, 0, 2);
  t_put (&state, t_base ("C"), 0, 0, 0);
  t_pile (&state, types, 3);
  t_draw (&state, t_base ("U"));
  g_assert_cmpuint (t_count_placements (&state, t_base ("U")), ==, 0);
  g_assert_true (bastide_state_discard (&state, NULL, &error));
  g_assert_no_error (error);
  /* The same player draws again. */
  g_assert_cmpuint (state.phase, ==, BASTIDE_PHASE_DRAW);
  g_assert_cmpuint (state.to_move, ==, 0);
  g_assert_cmpuint (state.turn, ==, 0);

  /* C fits on all four sides, 4 rotations each: no discard. */
  t_draw (&state, t_base ("C"));
  g_assert_cmpuint (t_count_placements (&state, t_base ("C")), ==, 16);
  g_assert_false (bastide_state_discard (&state, NULL, &error));
  g_assert_error (error, BASTIDE_RULE_ERROR, BASTIDE_RULE_ERROR_DISCARD);
  g_assert_cmpuint (state.phase, ==, BASTIDE_PHASE_PLACE);
  g_assert_cmpuint (state.in_hand, ==, t_base ("C"));
}

/* The river */

static void
river_start (BastideState *state,
             gboolean      immediate_only,
             const int    *types,
             guint         n)
{
  BastideRules rules = { BASTIDE_GAME_STANDARD, BASTIDE_EXPANSION_RIVER, 2, 0, immediate_only };

  bastide_state_init_empty (state, &rules);
  t_put (state, t_tile ("RA", BASTIDE_SET_RIVER), 0, 0, 0);  /* the spring: river south */
  t_pile (state, types, n);
  g_assert_true (state->river_open);
  g_assert_cmpint (state->river_x, ==, 0);
  g_assert_cmpint (state->river_y, ==, 1);
  g_assert_cmpuint (state->river_side, ==, BASTIDE_SIDE_N);
}

static void
test_river (void)
{
  BastideState state;
  int rd = t_tile ("RD", BASTIDE_SET_RIVER), re = t_tile ("RE", BASTIDE_SET_RIVER);
  int rg = t_tile ("RG", BASTIDE_SET_RIVER), rl = t_tile ("RL", BASTIDE_SET_RIVER);
  const int curves[] = { rg, re, rl, rd };
  const int straight[] = { rg, rd, re, rl };
  g_autoptr(GError) error = NULL;

  /* RG (VFFV: river N and W) at rot 0 below the spring: the river flows
   * south, then west (a right turn). The open end is (-1,1), entered from
   * its east side. */
  river_start (&state, FALSE, curves, 4);
  t_draw (&state, rg);
  /* rot 0 (river N and W: turns west) and rot 90 (N and E: turns east). */
  g_assert_cmpuint (t_count_placements (&state, rg), ==, 2);
  t_place (&state, 0, 1, 0);
  g_assert_true (bastide_state_deploy (&state, NULL, NULL, NULL));
  g_assert_true (state.river_open);
  g_assert_cmpint (state.river_x, ==, -1);
  g_assert_cmpint (state.river_y, ==, 1);
  g_assert_cmpuint (state.river_side, ==, BASTIDE_SIDE_E);

  /* RE (CCVV: river S and W). Entering from the east it can lie at rot
   * 180 (river N and E: flows back north, a second right turn) or rot 270
   * (river E and S: a left turn). Only rot 270 is legal. */
  t_draw (&state, re);
  g_assert_cmpuint (t_count_placements (&state, re), ==, 1);
  g_assert_false (bastide_state_check_placement (&state, re, -1, 1, 2, &error));
  g_assert_error (error, BASTIDE_RULE_ERROR, BASTIDE_RULE_ERROR_PLACEMENT);
  g_assert_cmpstr (error->message, ==,
                   "the river may not turn the same way twice: after a curve one way the next curve must turn the other way");
  g_clear_error (&error);
  g_assert_false (bastide_state_place (&state, -1, 1, 2, NULL, &error));
  g_assert_error (error, BASTIDE_RULE_ERROR, BASTIDE_RULE_ERROR_PLACEMENT);
  g_clear_error (&error);

  t_place (&state, -1, 1, 3);
  g_assert_true (bastide_state_deploy (&state, NULL, NULL, NULL));
  g_assert_true (state.river_open);
  g_assert_cmpint (state.river_x, ==, -1);
  g_assert_cmpint (state.river_y, ==, 2);

  /* The lake closes the river; a river tile then has nowhere to go. */
  t_draw (&state, rl);
  g_assert_cmpuint (t_count_placements (&state, rl), ==, 1);
  t_place (&state, -1, 2, 0);
  g_assert_true (bastide_state_deploy (&state, NULL, NULL, NULL));
  g_assert_false (state.river_open);
  t_draw (&state, rd);
  g_assert_cmpuint (t_count_placements (&state, rd), ==, 0);
  g_assert_false (bastide_state_check_placement (&state, rd, -1, 3, 0, &error));
  g_assert_error (error, BASTIDE_RULE_ERROR, BASTIDE_RULE_ERROR_PLACEMENT);
  g_clear_error (&error);

  /* A straight tile in between does not reset the rule (alternate): RG
   * right, RD straight west, then RE may not turn right again (north). */
  river_start (&state, FALSE, straight, 4);
  t_draw (&state, rg);
  t_place (&state, 0, 1, 0);
  g_assert_true (bastide_state_deploy (&state, NULL, NULL, NULL));
  t_draw (&state, rd);
  /* RD (VFVF) at rot 90: river E and W. */
  g_assert_cmpuint (t_count_placements (&state, rd), ==, 2);
  t_place (&state, -1, 1, 1);
  g_assert_true (bastide_state_deploy (&state, NULL, NULL, NULL));
  g_assert_cmpint (state.river_x, ==, -2);
  g_assert_cmpint (state.river_y, ==, 1);
  t_draw (&state, re);
  g_assert_cmpuint (t_count_placements (&state, re), ==, 1);
  g_assert_false (bastide_state_check_placement (&state, re, -2, 1, 2, &error));
  g_assert_cmpstr (error->message, ==,
                   "the river may not turn the same way twice: after a curve one way the next curve must turn the other way");
  g_clear_error (&error);

  /* river-turns: immediate-only: the straight tile resets it, so both
   * curves are legal; two curves in a row still are not. */
  river_start (&state, TRUE, straight, 4);
  t_draw (&state, rg);
  t_place (&state, 0, 1, 0);
  g_assert_true (bastide_state_deploy (&state, NULL, NULL, NULL));
  t_draw (&state, rd);
  t_place (&state, -1, 1, 1);
  g_assert_true (bastide_state_deploy (&state, NULL, NULL, NULL));
  t_draw (&state, re);
  g_assert_cmpuint (t_count_placements (&state, re), ==, 2);

  river_start (&state, TRUE, curves, 4);
  t_draw (&state, rg);
  t_place (&state, 0, 1, 0);
  g_assert_true (bastide_state_deploy (&state, NULL, NULL, NULL));
  t_draw (&state, re);
  g_assert_cmpuint (t_count_placements (&state, re), ==, 1);
  g_assert_false (bastide_state_check_placement (&state, re, -1, 1, 2, &error));
  g_assert_cmpstr (error->message, ==, "the river may not turn the same way twice in a row");
  g_clear_error (&error);
}

static void
test_river_open_end (void)
{
  BastideState state;
  int rd = t_tile ("RD", BASTIDE_SET_RIVER), rl = t_tile ("RL", BASTIDE_SET_RIVER);
  const int types[] = { rd, rl };
  g_autoptr(GError) error = NULL;

  /* RD (VFVF, river N–S) beside the spring at (1,0) rot 0: its west edge
   * is field and so is the spring's east edge, so the edges match; but the
   * river must continue from its open end (0,1). */
  river_start (&state, FALSE, types, 2);
  t_draw (&state, rd);
  g_assert_cmpuint (t_count_placements (&state, rd), ==, 2);  /* (0,1) rot 0 and 180 */
  g_assert_false (bastide_state_check_placement (&state, rd, 1, 0, 0, &error));
  g_assert_error (error, BASTIDE_RULE_ERROR, BASTIDE_RULE_ERROR_PLACEMENT);
  g_assert_cmpstr (error->message, ==,
                   "the river must continue: a river tile goes at the river's open end, its river meeting the river");
  g_clear_error (&error);
  /* At the open end but turned so that its river misses the spring's:
   * rot 90 puts field north, against the spring's river: edges refuse. */
  g_assert_false (bastide_state_check_placement (&state, rd, 0, 1, 1, &error));
  g_assert_error (error, BASTIDE_RULE_ERROR, BASTIDE_RULE_ERROR_PLACEMENT);
  g_clear_error (&error);
  t_place (&state, 0, 1, 0);
  g_assert_true (bastide_state_deploy (&state, NULL, NULL, NULL));
  g_assert_cmpint (state.river_y, ==, 2);

  /* After the lake: "no open end left". */
  t_draw (&state, rl);
  t_place (&state, 0, 2, 0);
  g_assert_false (state.river_open);
  /* RD turned 90 (river E–W) fits under the lake's field edge. */
  g_assert_false (bastide_state_check_placement (&state, rd, 0, 3, 1, &error));
  g_assert_error (error, BASTIDE_RULE_ERROR, BASTIDE_RULE_ERROR_PLACEMENT);
  g_assert_cmpstr (error->message, ==, "the river must continue, but it has no open end left");
}

/* The abbey */

static void
test_abbey (void)
{
  BastideState state;
  const int types[] = { t_base ("B"), t_base ("B") };
  g_autoptr(GError) error = NULL;

  /* A hole at (1,0) between E (city east, rot 90) at (0,0), E (city west)
   * at (2,0) and Bs at (1,-1), (1,1). */
  t_setup (&state, BASTIDE_EXPANSION_ABBEY_MAYOR, 2);
  t_put (&state, t_base ("E"), 0, 0, 1);
  t_put (&state, t_base ("E"), 2, 0, 3);
  t_put (&state, t_base ("B"), 1, -1, 0);
  t_put_piece (&state, 1, BASTIDE_PIECE_MEEPLE, 0, 0, t_feature ("E", BASTIDE_SET_BASE, "c1"), -1);
  t_pile (&state, types, 2);
  g_assert_false (bastide_state_has_abbey_hole (&state));
  g_assert_false (bastide_state_play_abbey (&state, 1, 0, NULL, &error));
  g_assert_error (error, BASTIDE_RULE_ERROR, BASTIDE_RULE_ERROR_ABBEY);
  g_assert_cmpstr (error->message, ==, "the abbey needs tiles on all four sides of (1, 0)");
  g_clear_error (&error);

  t_setup (&state, BASTIDE_EXPANSION_ABBEY_MAYOR, 2);
  t_put (&state, t_base ("E"), 0, 0, 1);
  t_put (&state, t_base ("E"), 2, 0, 3);
  t_put (&state, t_base ("B"), 1, -1, 0);
  t_put (&state, t_base ("B"), 1, 1, 0);
  t_put_piece (&state, 1, BASTIDE_PIECE_MEEPLE, 0, 0, t_feature ("E", BASTIDE_SET_BASE, "c1"), -1);
  t_pile (&state, types, 2);
  g_assert_true (bastide_state_has_abbey_hole (&state));
  g_assert_false (bastide_state_play_abbey (&state, 0, 0, NULL, &error));
  g_assert_cmpstr (error->message, ==, "the square (0, 0) is already occupied");
  g_clear_error (&error);

  /* The abbey closes the city of (0,0) (1 tile, no shield: 2 points for
   * player 1's knight) and the one of (2,0) (no piece: nothing). */
  g_assert_true (bastide_state_play_abbey (&state, 1, 0, NULL, &error));
  g_assert_no_error (error);
  g_assert_false (state.players[0].abbey);
  g_assert_true (state.players[1].abbey);
  g_assert_cmpuint (state.phase, ==, BASTIDE_PHASE_DEPLOY);
  g_assert_true (bastide_state_deploy (&state, NULL, NULL, NULL));
  g_assert_cmpint (state.players[1].score, ==, 2);
  g_assert_cmpint (state.players[0].score, ==, 0);
  g_assert_cmpuint (state.players[1].meeples, ==, 7);
  g_assert_cmpuint (state.to_move, ==, 1);
}

/* Scoring, small and exact */

static void
test_scoring (void)
{
  BastideState state;
  const int types[] = { t_base ("E"), t_base ("B"), t_base ("B") };
  int c1 = t_feature ("E", BASTIDE_SET_BASE, "c1");
  BastideDeploy knight = { BASTIDE_PIECE_MEEPLE, c1, -1, -1 };
  BastideEvents events = { 0 };

  /* E turned 180° north of the start closes D's city: 2 tiles, no
   * shield: 4 points; the knight goes home in the same turn. */
  standard_start (&state, 0);
  t_pile (&state, types, 3);
  t_draw (&state, t_base ("E"));
  t_place (&state, 0, -1, 2);
  g_assert_true (bastide_state_deploy (&state, &knight, &events, NULL));
  g_assert_cmpint (state.players[0].score, ==, 4);
  g_assert_cmpint (state.players[0].category[BASTIDE_CATEGORY_CITY], ==, 4);
  g_assert_cmpuint (state.players[0].meeples, ==, 7);
  g_assert_cmpuint (state.n_pieces, ==, 0);
  g_assert_cmpuint (events.n_events, ==, 2);
  g_assert_cmpuint (events.events[0].kind, ==, BASTIDE_EVENT_SCORE);
  g_assert_cmpuint (events.events[0].score.tiles, ==, 2);
  g_assert_cmpint (events.events[0].score.points[0], ==, 4);
  g_assert_cmpuint (events.events[1].kind, ==, BASTIDE_EVENT_PIECE_RETURNED);

  /* Player 1: a monk on B at (0,1). */
  t_draw (&state, t_base ("B"));
  t_place (&state, 0, 1, 0);
  {
    BastideDeploy monk = { BASTIDE_PIECE_MEEPLE, t_feature ("B", BASTIDE_SET_BASE, "cloister"), -1, -1 };

    g_assert_true (bastide_state_deploy (&state, &monk, NULL, NULL));
  }
  /* Player 0, last tile: B at (1,1), no piece. At the end the cloister
   * at (0,1) has 2 neighbours, D at (0,0) and B at (1,1): 1 + 2 = 3. */
  t_draw (&state, t_base ("B"));
  t_place (&state, 1, 1, 0);
  g_assert_true (bastide_state_deploy (&state, NULL, NULL, NULL));
  g_assert_cmpuint (state.phase, ==, BASTIDE_PHASE_OVER);
  g_assert_cmpint (state.players[1].score, ==, 3);
  g_assert_cmpint (state.players[0].score, ==, 4);
}

/* Wagons under wagon-move: adjacent-tiles: the target may be any feature
 * with a segment on the wagon's tile or one of the eight around it. */
static void
test_wagon_adjacent_list (void)
{
  BastideRules rules = { BASTIDE_GAME_STANDARD, BASTIDE_EXPANSION_ABBEY_MAYOR, 2, TRUE, 0 };
  BastideState state;
  const int types[] = { t_base ("E"), t_base ("B") };
  guint nodes[BASTIDE_MAX_NODES];
  BastideState moved;
  g_autoptr(GError) error = NULL;
  guint n;

  /* A road D (0,0) – U (1,0) – U (2,0), west–east; E at (2,-1) with its
   * city north and a wagon of player 0 in it. E turned 180° at (2,-2)
   * closes the city; the wagon's t_tile (2,-1) touches (1,0) and (2,0), which
   * carry the road: the road is the one target. */
  bastide_state_init_empty (&state, &rules);
  t_put (&state, t_base ("D"), 0, 0, 0);
  t_put (&state, t_base ("U"), 1, 0, 1);
  t_put (&state, t_base ("U"), 2, 0, 1);
  t_put (&state, t_base ("E"), 2, -1, 0);
  t_put_piece (&state, 0, BASTIDE_PIECE_WAGON, 2, -1, t_feature ("E", BASTIDE_SET_BASE, "c1"), -1);
  t_pile (&state, types, 2);
  t_draw (&state, t_base ("E"));
  t_place (&state, 2, -2, 2);
  g_assert_true (bastide_state_deploy (&state, NULL, NULL, NULL));
  g_assert_cmpint (state.players[0].score, ==, 4);
  g_assert_cmpuint (state.phase, ==, BASTIDE_PHASE_WAGONS);

  /* The engine accepts the move … */
  bastide_state_copy (&moved, &state);
  g_assert_true (bastide_state_move_wagon (&moved, 1, 0, t_feature ("U", BASTIDE_SET_BASE, "r1"), NULL, &error));
  g_assert_no_error (error);

  /* … so the list of moves must offer it. */
  n = bastide_state_list_wagon_moves (&state, nodes);
  g_assert_cmpuint (n, ==, 1);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/state/catalogue/counts", test_catalogue_counts);
  g_test_add_func ("/state/catalogue/rotation", test_catalogue_rotation);
  g_test_add_func ("/state/placements/start", test_placements_start);
  g_test_add_func ("/state/placements/misfit", test_placements_misfit);
  g_test_add_func ("/state/deploys", test_deploys);
  g_test_add_func ("/state/deploys/barn-corners", test_barn_corners);
  g_test_add_func ("/state/copy", test_copy);
  g_test_add_func ("/state/copy/over-junk", test_copy_over_junk);
  g_test_add_func ("/state/open-cells", test_open_cells);
  g_test_add_func ("/state/shuffle", test_shuffle);
  g_test_add_func ("/state/discard", test_discard);
  g_test_add_func ("/state/river/turns", test_river);
  g_test_add_func ("/state/river/open-end", test_river_open_end);
  g_test_add_func ("/state/abbey", test_abbey);
  g_test_add_func ("/state/scoring", test_scoring);
  g_test_add_func ("/state/wagon/adjacent-tiles-list", test_wagon_adjacent_list);
  return g_test_run ();
}
