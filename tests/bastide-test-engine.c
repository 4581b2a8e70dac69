/* bastide-test-engine.c: building positions by hand in the engine tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "bastide-test-engine.h"

int
t_tile (const char *id,
        BastideSet  set)
{
  int t = bastide_catalogue_lookup (id, set);

  g_assert_cmpint (t, >=, 0);
  return t;
}

int
t_base (const char *id)
{
  return t_tile (id, BASTIDE_SET_BASE);
}

int
t_feature (const char *id,
           BastideSet  set,
           const char *feature_id)
{
  int f = bastide_tile_type_feature (bastide_catalogue_get (t_tile (id, set)), feature_id);

  g_assert_cmpint (f, >=, 0);
  return f;
}

void
t_setup (BastideState *state,
         guint         expansions,
         guint         n_players)
{
  BastideRules rules = { BASTIDE_GAME_STANDARD, expansions, n_players, 0, 0 };

  bastide_state_init_empty (state, &rules);
}

void
t_put (BastideState *state,
       int           type,
       int           x,
       int           y,
       guint         rot)
{
  g_autoptr(GError) error = NULL;
  gboolean ok = bastide_state_put_tile (state, type, x, y, rot, &error);

  g_assert_no_error (error);
  g_assert_true (ok);
}

void
t_put_piece (BastideState     *state,
             guint             player,
             BastidePieceKind  kind,
             int               x,
             int               y,
             int               feature_index,
             int               corner)
{
  g_autoptr(GError) error = NULL;
  gboolean ok = bastide_state_put_piece (state, player, kind, x, y, feature_index, corner, -1, &error);

  g_assert_no_error (error);
  g_assert_true (ok);
}

void
t_pile (BastideState *state,
        const int    *types,
        guint         n)
{
  g_autoptr(GError) error = NULL;
  guint8 list[BASTIDE_MAX_TILES];
  gboolean ok;

  g_assert_cmpuint (n, <=, BASTIDE_MAX_TILES);
  for (guint i = 0; i < n; i++)
    list[i] = types[i];
  ok = bastide_state_set_pile (state, list, n, &error);
  g_assert_no_error (error);
  g_assert_true (ok);
  bastide_state_begin (state, NULL);
}

void
t_draw (BastideState *state,
        int           expected)
{
  g_autoptr(GError) error = NULL;
  gboolean ok = bastide_state_draw (state, -1, NULL, &error);

  g_assert_no_error (error);
  g_assert_true (ok);
  g_assert_cmpint (state->in_hand, ==, expected);
}

void
t_place (BastideState *state,
         int           x,
         int           y,
         guint         rot)
{
  g_autoptr(GError) error = NULL;
  gboolean ok = bastide_state_place (state, x, y, rot, NULL, &error);

  g_assert_no_error (error);
  g_assert_true (ok);
  g_assert_cmpint (state->phase, ==, BASTIDE_PHASE_DEPLOY);
}

guint
t_count_placements (const BastideState *state,
                    int                 type)
{
  g_autofree BastidePlacement *out = g_new (BastidePlacement, BASTIDE_MAX_PLACEMENTS);

  return bastide_state_list_placements (state, type, out);
}
