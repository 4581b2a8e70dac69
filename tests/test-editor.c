/* test-editor.c: the editor's model, headless: every edit with undo and
 * redo, every validation message, files, analysis, authoring puzzles and
 * the puzzle progress
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>

#include "bastide-analysis.h"
#include "bastide-explain.h"
#include "bastide-moves.h"
#include "bastide-puzzle.h"
#include "bastide-puzzle-progress.h"
#include "bastide-scenario.h"

/* Helpers */

static guint
type_of (const char *id)
{
  int type = bastide_catalogue_lookup_any (id);

  g_assert_cmpint (type, >=, 0);
  return type;
}

static void
place (BastideScenario *s,
       const char      *id,
       int              x,
       int              y,
       guint            rot)
{
  g_autoptr(GError) error = NULL;

  gboolean ok = bastide_scenario_place_tile_by_id (s, id, x, y, rot, &error);

  g_assert_no_error (error);
  g_assert_true (ok);
}

static void
add_on (BastideScenario  *s,
        guint             player,
        BastidePieceKind  kind,
        int               x,
        int               y,
        const char       *on)
{
  g_autoptr(GError) error = NULL;
  BastideScenarioPiece piece;

  g_assert_true (bastide_scenario_piece_init_on (s, &piece, player, kind, x, y, on, &error));
  g_assert_no_error (error);
  g_assert_true (bastide_scenario_add_piece (s, &piece, &error));
  g_assert_no_error (error);
}

static void
set_expansions (BastideScenario   *s,
                BastideExpansions  expansions)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (bastide_scenario_set_expansions (s, expansions, &error));
  g_assert_no_error (error);
}

static void
set_pile (BastideScenario *s,
          const char      *ids)
{
  g_auto(GStrv) list = g_strsplit (ids, " ", -1);
  g_autoptr(GError) error = NULL;

  g_assert_true (bastide_scenario_set_pile_ids (s, (const char * const *) list, &error));
  g_assert_no_error (error);
}

/* An empty table (the start tile taken away, and its undo step too). */
static BastideScenario *
empty_scenario (void)
{
  BastideScenario *s = bastide_scenario_new ();

  g_assert_true (bastide_scenario_remove_tile (s, 0, 0, NULL));
  bastide_scenario_clear_history (s);
  return s;
}

/* A one-line summary of the board and pieces, to compare positions. */
static char *
board_string (BastideScenario *s)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < bastide_scenario_get_n_tiles (s); i++)
    {
      const BastideScenarioTile *t = bastide_scenario_get_tile (s, i);

      g_string_append_printf (text, "%s@%d,%d/%u ", bastide_catalogue_get (t->type)->id,
                              t->x, t->y, t->rot * 90);
    }
  g_string_append (text, "|");
  for (guint i = 0; i < bastide_scenario_get_n_pieces (s); i++)
    {
      const BastideScenarioPiece *p = bastide_scenario_get_piece (s, i);

      g_string_append_printf (text, " %u:%s", p->player, bastide_piece_name (p->kind));
      if (p->crown >= 0)
        g_string_append_printf (text, "@%s", bastide_sector_name (p->crown));
      else if (p->corner >= 0)
        g_string_append_printf (text, "@%d,%d/%s", p->x, p->y, bastide_corner_name (p->corner));
      else
        g_string_append_printf (text, "@%d,%d/%d", p->x, p->y, p->feature);
    }
  return g_string_free (text, FALSE);
}

static char *
pile_string (BastideScenario *s)
{
  GString *text = g_string_new (bastide_scenario_get_pile_fixed (s) ? "fixed:" : "shuffled:");

  if (!bastide_scenario_get_pile_fixed (s))
    g_string_append_printf (text, "%" G_GUINT64_FORMAT, bastide_scenario_get_seed (s));
  for (guint i = 0; i < bastide_scenario_get_pile_length (s); i++)
    g_string_append_printf (text, " %s", bastide_catalogue_get (bastide_scenario_get_pile_tile (s, i))->id);
  return g_string_free (text, FALSE);
}

/* Everything a position is, as text: equal strings, equal positions. */
static char *
scenario_string (BastideScenario *s)
{
  const BastideRules *rules = bastide_scenario_get_rules (s);
  g_autofree char *board = board_string (s);
  g_autofree char *pile = pile_string (s);
  GString *text = g_string_new (NULL);

  g_string_append_printf (text, "game=%u exp=%u wagon=%u river=%u n=%u to_move=%u",
                          rules->game, rules->expansions, rules->wagon_adjacent_tiles,
                          rules->river_immediate_only, rules->n_players,
                          bastide_scenario_get_to_move (s));
  if (rules->game == BASTIDE_GAME_WHEEL_OF_FORTUNE)
    g_string_append_printf (text, " pig=%s", bastide_sector_name (bastide_scenario_get_pig (s)));
  for (guint p = 0; p < rules->n_players; p++)
    {
      g_string_append_printf (text, " [%s %s %d", bastide_scenario_get_player_name (s, p),
                              bastide_color_name (bastide_scenario_get_player_color (s, p)),
                              bastide_scenario_get_score (s, p));
      if (rules->expansions & BASTIDE_EXPANSION_ABBEY_MAYOR)
        g_string_append_printf (text, " abbey=%d", bastide_scenario_get_abbey_in_hand (s, p));
      g_string_append (text, "]");
    }
  g_string_append_printf (text, " %s %s", board, pile);
  return g_string_free (text, FALSE);
}

static void
assert_board (BastideScenario *s,
              const char      *expected)
{
  g_autofree char *board = board_string (s);

  g_assert_cmpstr (board, ==, expected);
}

/* The problems, one per line: "(x, y) message" or "- message". */
static char *
problems_string (BastideScenario *s)
{
  GPtrArray *problems = bastide_scenario_get_problems (s);
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < problems->len; i++)
    {
      const BastideProblem *p = problems->pdata[i];

      if (p->has_cell)
        g_string_append_printf (text, "(%d, %d) %s\n", p->x, p->y, p->message);
      else
        g_string_append_printf (text, "- %s\n", p->message);
    }
  return g_string_free (text, FALSE);
}

static void
assert_problems (BastideScenario *s,
                 const char      *expected)
{
  g_autofree char *problems = problems_string (s);

  g_assert_cmpstr (problems, ==, expected);
  g_assert_cmpint (bastide_scenario_get_valid (s), ==, *expected == '\0');
}

static void
count_cb (gpointer  instance G_GNUC_UNUSED,
          guint    *count)
{
  (*count)++;
}

static void
notify_count_cb (GObject    *object G_GNUC_UNUSED,
                 GParamSpec *pspec G_GNUC_UNUSED,
                 guint      *count)
{
  (*count)++;
}

/* A new scenario */

static void
test_new (void)
{
  g_autoptr(BastideScenario) s = bastide_scenario_new ();
  g_autofree BastideState *state = g_new (BastideState, 1);
  g_autoptr(GError) error = NULL;

  assert_board (s, "D@0,0/0 |");
  g_assert_cmpuint (bastide_scenario_get_n_players (s), ==, 2);
  g_assert_cmpstr (bastide_scenario_get_player_name (s, 0), ==, "Red");
  g_assert_cmpstr (bastide_scenario_get_player_name (s, 1), ==, "Blue");
  g_assert_cmpint (bastide_scenario_get_player_color (s, 1), ==, BASTIDE_COLOR_BLUE);
  g_assert_false (bastide_scenario_get_pile_fixed (s));
  g_assert_true (bastide_scenario_get_valid (s));
  g_assert_false (bastide_scenario_get_can_undo (s));
  g_assert_false (bastide_scenario_get_can_redo (s));
  assert_problems (s, "");

  /* Play from here: the standard start, 71 tiles to draw. */
  g_assert_true (bastide_scenario_to_state (s, state, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (state->n_tiles, ==, 1);
  g_assert_cmpuint (state->pile_len, ==, 71);
  g_assert_cmpuint (state->phase, ==, BASTIDE_PHASE_DRAW);
  g_assert_cmpint (bastide_scenario_get_top_tile (s), ==, bastide_state_next_tile (state));
}

/* Tiles */

static void
test_tiles (void)
{
  g_autoptr(BastideScenario) s = bastide_scenario_new ();
  g_autoptr(GError) error = NULL;
  guint changed = 0;

  g_signal_connect (s, "changed", G_CALLBACK (count_cb), &changed);

  /* Place */
  place (s, "V", 1, 0, 3);
  assert_board (s, "D@0,0/0 V@1,0/270 |");
  g_assert_cmpuint (changed, ==, 1);
  g_assert_true (bastide_scenario_get_can_undo (s));
  g_assert_cmpstr (bastide_scenario_get_undo_label (s), ==, "Place tile");
  g_assert_cmpint (bastide_scenario_find_tile (s, 1, 0), ==, 1);
  g_assert_cmpint (bastide_scenario_find_tile (s, 2, 0), ==, -1);

  /* Refused: an occupied cell, a rotation that is not a quarter turn */
  g_assert_false (bastide_scenario_place_tile_by_id (s, "U", 1, 0, 0, &error));
  g_assert_error (error, BASTIDE_SCENARIO_ERROR, BASTIDE_SCENARIO_ERROR_EDIT);
  g_assert_cmpstr (error->message, ==, "There is already a tile there.");
  g_clear_error (&error);
  g_assert_false (bastide_scenario_place_tile (s, type_of ("U"), 2, 0, 4, &error));
  g_assert_cmpstr (error->message, ==, "The tile U cannot lie in that rotation.");
  g_clear_error (&error);
  g_assert_false (bastide_scenario_place_tile_by_id (s, "NOPE", 2, 0, 0, &error));
  g_assert_cmpstr (error->message, ==, "There is no tile NOPE.");
  g_clear_error (&error);
  g_assert_false (bastide_scenario_place_tile_by_id (s, "U", 10001, 0, 0, &error));
  g_assert_cmpstr (error->message, ==, "A tile lies at most 10000 squares from the start in each direction.");
  g_clear_error (&error);
  g_assert_cmpuint (changed, ==, 1);

  /* Rotate */
  g_assert_true (bastide_scenario_rotate_tile (s, 1, 0, 0, &error));
  assert_board (s, "D@0,0/0 V@1,0/0 |");
  g_assert_cmpstr (bastide_scenario_get_undo_label (s), ==, "Rotate tile");
  g_assert_false (bastide_scenario_rotate_tile (s, 5, 5, 1, &error));
  g_assert_cmpstr (error->message, ==, "There is no tile there.");
  g_clear_error (&error);

  /* Move */
  g_assert_true (bastide_scenario_move_tile (s, 1, 0, 0, 1, &error));
  assert_board (s, "D@0,0/0 V@0,1/0 |");
  g_assert_false (bastide_scenario_move_tile (s, 0, 1, 0, 0, &error));
  g_assert_cmpstr (error->message, ==, "There is already a tile there.");
  g_clear_error (&error);

  /* Remove */
  g_assert_true (bastide_scenario_remove_tile (s, 0, 0, &error));
  assert_board (s, "V@0,1/0 |");
  g_assert_cmpstr (bastide_scenario_get_undo_label (s), ==, "Remove tile");
  g_assert_cmpuint (changed, ==, 4);

  /* Undo everything, one step at a time, then redo it all */
  g_assert_true (bastide_scenario_undo (s));
  assert_board (s, "D@0,0/0 V@0,1/0 |");
  g_assert_cmpstr (bastide_scenario_get_redo_label (s), ==, "Remove tile");
  g_assert_true (bastide_scenario_undo (s));
  assert_board (s, "D@0,0/0 V@1,0/0 |");
  g_assert_true (bastide_scenario_undo (s));
  assert_board (s, "D@0,0/0 V@1,0/270 |");
  g_assert_true (bastide_scenario_undo (s));
  assert_board (s, "D@0,0/0 |");
  g_assert_false (bastide_scenario_undo (s));
  g_assert_false (bastide_scenario_get_can_undo (s));
  g_assert_true (bastide_scenario_get_can_redo (s));
  g_assert_true (bastide_scenario_redo (s));
  g_assert_true (bastide_scenario_redo (s));
  g_assert_true (bastide_scenario_redo (s));
  g_assert_true (bastide_scenario_redo (s));
  assert_board (s, "V@0,1/0 |");
  g_assert_false (bastide_scenario_redo (s));
  g_assert_cmpuint (changed, ==, 12);

  /* A new edit drops what could be redone */
  g_assert_true (bastide_scenario_undo (s));
  place (s, "U", 0, 2, 0);
  g_assert_false (bastide_scenario_get_can_redo (s));

  /* Setting what is already there changes nothing and adds no step */
  changed = 0;
  g_assert_true (bastide_scenario_rotate_tile (s, 0, 2, 0, NULL));
  g_assert_true (bastide_scenario_move_tile (s, 0, 2, 0, 2, NULL));
  g_assert_cmpuint (changed, ==, 0);
}

static void
test_wheel_board (void)
{
  g_autoptr(BastideScenario) s = empty_scenario ();
  g_autoptr(GError) error = NULL;

  bastide_scenario_set_game (s, BASTIDE_GAME_WHEEL_OF_FORTUNE);
  place (s, "WHEEL", 0, 0, 0);
  /* The board covers 4×4 cells; it does not turn. */
  g_assert_cmpint (bastide_scenario_find_tile (s, 3, 3), ==, 0);
  g_assert_false (bastide_scenario_place_tile_by_id (s, "U@1", 2, 2, 0, &error));
  g_assert_cmpstr (error->message, ==, "There is already a tile there.");
  g_clear_error (&error);
  g_assert_false (bastide_scenario_rotate_tile (s, 1, 1, 1, &error));
  g_assert_cmpstr (error->message, ==, "The tile WHEEL cannot lie in that rotation.");
  g_clear_error (&error);
  /* Moved by any of its cells */
  g_assert_true (bastide_scenario_move_tile (s, 3, 3, 4, 4, &error));
  assert_board (s, "WHEEL@1,1/0 |");
  assert_problems (s, "");
}

/* Pieces */

static void
test_pieces (void)
{
  g_autoptr(BastideScenario) s = empty_scenario ();
  g_autoptr(GError) error = NULL;
  BastideScenarioPiece piece;
  g_autoptr(GArray) found = NULL;

  set_expansions (s, BASTIDE_EXPANSION_ABBEY_MAYOR);
  /* Four fields around the point (1, 1): a barn's corner */
  place (s, "B", 0, 0, 0);
  place (s, "B", 1, 0, 0);
  place (s, "V", 0, 1, 0);
  place (s, "B", 1, 1, 0);
  bastide_scenario_clear_history (s);

  /* A meeple on a feature, by id */
  add_on (s, 0, BASTIDE_PIECE_MEEPLE, 0, 0, "cloister");
  g_assert_cmpstr (bastide_scenario_get_undo_label (s), ==, "Place piece");
  /* A barn on a corner */
  bastide_scenario_piece_init_barn (&piece, 1, 0, 0, BASTIDE_CORNER_SE);
  g_assert_true (bastide_scenario_add_piece (s, &piece, &error));
  /* A follower on a crown space (a problem outside Wheel of Fortune, but
   * it can be represented) */
  bastide_scenario_piece_init_crown (&piece, 0, BASTIDE_SECTOR_TAX);
  g_assert_true (bastide_scenario_add_piece (s, &piece, &error));
  assert_board (s, "B@0,0/0 B@1,0/0 V@0,1/0 B@1,1/0 | 0:meeple@0,0/1 1:barn@0,0/SE 0:meeple@tax");

  /* Refused: no tile, no such feature, no such player, a barn without a
   * corner */
  bastide_scenario_piece_init_feature (&piece, 0, BASTIDE_PIECE_MEEPLE, 4, 4, 0);
  g_assert_false (bastide_scenario_add_piece (s, &piece, &error));
  g_assert_cmpstr (error->message, ==, "There is no tile there.");
  g_clear_error (&error);
  bastide_scenario_piece_init_feature (&piece, 0, BASTIDE_PIECE_MEEPLE, 0, 0, 7);
  g_assert_false (bastide_scenario_add_piece (s, &piece, &error));
  g_assert_cmpstr (error->message, ==, "That tile has no such feature.");
  g_clear_error (&error);
  g_assert_false (bastide_scenario_piece_init_on (s, &piece, 0, BASTIDE_PIECE_MEEPLE, 0, 0, "c9", &error));
  g_assert_cmpstr (error->message, ==, "That tile has no feature “c9”.");
  g_clear_error (&error);
  bastide_scenario_piece_init_feature (&piece, 2, BASTIDE_PIECE_MEEPLE, 0, 0, 0);
  g_assert_false (bastide_scenario_add_piece (s, &piece, &error));
  g_assert_cmpstr (error->message, ==, "There is no player 3 in this game.");
  g_clear_error (&error);
  bastide_scenario_piece_init_barn (&piece, 0, 0, 0, 4);
  g_assert_false (bastide_scenario_add_piece (s, &piece, &error));
  g_assert_cmpstr (error->message, ==, "A barn stands on a corner: NE, SE, SW or NW.");
  g_clear_error (&error);

  /* Move: the meeple to a road, the barn to another corner of the same
   * point, the crown follower to FAMINE */
  g_assert_true (bastide_scenario_piece_init_on (s, &piece, 0, BASTIDE_PIECE_MEEPLE, 0, 1, "r1", &error));
  g_assert_true (bastide_scenario_move_piece (s, 0, &piece, &error));
  bastide_scenario_piece_init_barn (&piece, 1, 1, 1, BASTIDE_CORNER_NW);
  g_assert_true (bastide_scenario_move_piece (s, 1, &piece, &error));
  bastide_scenario_piece_init_crown (&piece, 0, BASTIDE_SECTOR_FAMINE);
  g_assert_true (bastide_scenario_move_piece (s, 2, &piece, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (bastide_scenario_get_undo_label (s), ==, "Move piece");
  assert_board (s, "B@0,0/0 B@1,0/0 V@0,1/0 B@1,1/0 | 0:meeple@0,1/0 1:barn@1,1/NW 0:meeple@famine");
  g_assert_false (bastide_scenario_move_piece (s, 9, &piece, &error));
  g_assert_cmpstr (error->message, ==, "There is no such piece.");
  g_clear_error (&error);

  /* Pieces go with their tile: moved, turned (a barn keeps its corner of
   * the picture), removed */
  found = bastide_scenario_find_pieces (s, 1, 1);
  g_assert_cmpuint (found->len, ==, 1);
  g_assert_cmpuint (g_array_index (found, guint, 0), ==, 1);
  g_assert_true (bastide_scenario_move_tile (s, 1, 1, 2, 2, &error));
  assert_board (s, "B@0,0/0 B@1,0/0 V@0,1/0 B@2,2/0 | 0:meeple@0,1/0 1:barn@2,2/NW 0:meeple@famine");
  g_assert_true (bastide_scenario_rotate_tile (s, 2, 2, 1, &error));
  assert_board (s, "B@0,0/0 B@1,0/0 V@0,1/0 B@2,2/90 | 0:meeple@0,1/0 1:barn@2,2/NE 0:meeple@famine");
  g_assert_true (bastide_scenario_remove_tile (s, 2, 2, &error));
  assert_board (s, "B@0,0/0 B@1,0/0 V@0,1/0 | 0:meeple@0,1/0 0:meeple@famine");

  /* Remove */
  g_assert_true (bastide_scenario_remove_piece (s, 1, &error));
  assert_board (s, "B@0,0/0 B@1,0/0 V@0,1/0 | 0:meeple@0,1/0");
  g_assert_cmpstr (bastide_scenario_get_undo_label (s), ==, "Remove piece");
  g_assert_false (bastide_scenario_remove_piece (s, 1, &error));
  g_clear_error (&error);

  /* Every step undoes and redoes */
  {
    const char *steps[] = {
      "B@0,0/0 B@1,0/0 V@0,1/0 | 0:meeple@0,1/0 0:meeple@famine",
      "B@0,0/0 B@1,0/0 V@0,1/0 B@2,2/90 | 0:meeple@0,1/0 1:barn@2,2/NE 0:meeple@famine",
      "B@0,0/0 B@1,0/0 V@0,1/0 B@2,2/0 | 0:meeple@0,1/0 1:barn@2,2/NW 0:meeple@famine",
      "B@0,0/0 B@1,0/0 V@0,1/0 B@1,1/0 | 0:meeple@0,1/0 1:barn@1,1/NW 0:meeple@famine",
      "B@0,0/0 B@1,0/0 V@0,1/0 B@1,1/0 | 0:meeple@0,1/0 1:barn@1,1/NW 0:meeple@tax",
      "B@0,0/0 B@1,0/0 V@0,1/0 B@1,1/0 | 0:meeple@0,1/0 1:barn@0,0/SE 0:meeple@tax",
      "B@0,0/0 B@1,0/0 V@0,1/0 B@1,1/0 | 0:meeple@0,0/1 1:barn@0,0/SE 0:meeple@tax",
      "B@0,0/0 B@1,0/0 V@0,1/0 B@1,1/0 | 0:meeple@0,0/1 1:barn@0,0/SE",
      "B@0,0/0 B@1,0/0 V@0,1/0 B@1,1/0 | 0:meeple@0,0/1",
      "B@0,0/0 B@1,0/0 V@0,1/0 B@1,1/0 |",
    };

    for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
      {
        g_assert_true (bastide_scenario_undo (s));
        assert_board (s, steps[i]);
      }
    g_assert_false (bastide_scenario_get_can_undo (s));
    for (guint i = G_N_ELEMENTS (steps) - 1; i-- > 0;)
      {
        g_assert_true (bastide_scenario_redo (s));
        assert_board (s, steps[i]);
      }
    g_assert_true (bastide_scenario_redo (s));
    assert_board (s, "B@0,0/0 B@1,0/0 V@0,1/0 | 0:meeple@0,1/0");
  }
}

/* Players, scores, turn, abbeys, pig, pile */

static void
test_players (void)
{
  g_autoptr(BastideScenario) s = bastide_scenario_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *start = NULL;
  g_autofree char *name = NULL;
  g_autoptr(GPtrArray) steps = g_ptr_array_new_with_free_func (g_free);

  set_expansions (s, BASTIDE_EXPANSION_ABBEY_MAYOR);
  add_on (s, 1, BASTIDE_PIECE_MEEPLE, 0, 0, "c1");
  bastide_scenario_clear_history (s);
  start = scenario_string (s);
  g_assert_cmpstr (start, ==,
                   "game=0 exp=4 wagon=0 river=0 n=2 to_move=0 [Red red 0 abbey=1] [Blue blue 0 abbey=1]"
                   " D@0,0/0 | 1:meeple@0,0/0 shuffled:0");
  g_ptr_array_add (steps, g_strdup (start));

#define STEP(edit, expected) \
  G_STMT_START { \
    edit; \
    g_assert_no_error (error); \
    g_ptr_array_add (steps, scenario_string (s)); \
    g_assert_cmpstr (steps->pdata[steps->len - 1], ==, (expected)); \
  } G_STMT_END

  STEP (g_assert_true (bastide_scenario_set_n_players (s, 4, &error)),
        "game=0 exp=4 wagon=0 river=0 n=4 to_move=0 [Red red 0 abbey=1] [Blue blue 0 abbey=1]"
        " [Green green 0 abbey=1] [Yellow yellow 0 abbey=1] D@0,0/0 | 1:meeple@0,0/0 shuffled:0");
  STEP (bastide_scenario_set_player_name (s, 2, "Anna"),
        "game=0 exp=4 wagon=0 river=0 n=4 to_move=0 [Red red 0 abbey=1] [Blue blue 0 abbey=1]"
        " [Anna green 0 abbey=1] [Yellow yellow 0 abbey=1] D@0,0/0 | 1:meeple@0,0/0 shuffled:0");
  STEP (bastide_scenario_set_player_color (s, 2, BASTIDE_COLOR_PINK),
        "game=0 exp=4 wagon=0 river=0 n=4 to_move=0 [Red red 0 abbey=1] [Blue blue 0 abbey=1]"
        " [Anna pink 0 abbey=1] [Yellow yellow 0 abbey=1] D@0,0/0 | 1:meeple@0,0/0 shuffled:0");
  STEP (g_assert_true (bastide_scenario_set_score (s, 1, 37, &error)),
        "game=0 exp=4 wagon=0 river=0 n=4 to_move=0 [Red red 0 abbey=1] [Blue blue 37 abbey=1]"
        " [Anna pink 0 abbey=1] [Yellow yellow 0 abbey=1] D@0,0/0 | 1:meeple@0,0/0 shuffled:0");
  STEP (bastide_scenario_set_to_move (s, 3),
        "game=0 exp=4 wagon=0 river=0 n=4 to_move=3 [Red red 0 abbey=1] [Blue blue 37 abbey=1]"
        " [Anna pink 0 abbey=1] [Yellow yellow 0 abbey=1] D@0,0/0 | 1:meeple@0,0/0 shuffled:0");
  STEP (bastide_scenario_set_abbey_in_hand (s, 0, FALSE),
        "game=0 exp=4 wagon=0 river=0 n=4 to_move=3 [Red red 0 abbey=0] [Blue blue 37 abbey=1]"
        " [Anna pink 0 abbey=1] [Yellow yellow 0 abbey=1] D@0,0/0 | 1:meeple@0,0/0 shuffled:0");
  STEP (bastide_scenario_set_wagon_move_adjacent (s, TRUE),
        "game=0 exp=4 wagon=1 river=0 n=4 to_move=3 [Red red 0 abbey=0] [Blue blue 37 abbey=1]"
        " [Anna pink 0 abbey=1] [Yellow yellow 0 abbey=1] D@0,0/0 | 1:meeple@0,0/0 shuffled:0");
  STEP (set_pile (s, "U K B"),
        "game=0 exp=4 wagon=1 river=0 n=4 to_move=3 [Red red 0 abbey=0] [Blue blue 37 abbey=1]"
        " [Anna pink 0 abbey=1] [Yellow yellow 0 abbey=1] D@0,0/0 | 1:meeple@0,0/0 fixed: U K B");
  STEP (g_assert_true (bastide_scenario_pile_insert (s, 0, type_of ("AM4"), &error)),
        "game=0 exp=4 wagon=1 river=0 n=4 to_move=3 [Red red 0 abbey=0] [Blue blue 37 abbey=1]"
        " [Anna pink 0 abbey=1] [Yellow yellow 0 abbey=1] D@0,0/0 | 1:meeple@0,0/0 fixed: AM4 U K B");
  STEP (g_assert_true (bastide_scenario_pile_move (s, 0, 3, &error)),
        "game=0 exp=4 wagon=1 river=0 n=4 to_move=3 [Red red 0 abbey=0] [Blue blue 37 abbey=1]"
        " [Anna pink 0 abbey=1] [Yellow yellow 0 abbey=1] D@0,0/0 | 1:meeple@0,0/0 fixed: U K B AM4");
  STEP (g_assert_true (bastide_scenario_pile_remove (s, 1, &error)),
        "game=0 exp=4 wagon=1 river=0 n=4 to_move=3 [Red red 0 abbey=0] [Blue blue 37 abbey=1]"
        " [Anna pink 0 abbey=1] [Yellow yellow 0 abbey=1] D@0,0/0 | 1:meeple@0,0/0 fixed: U B AM4");
  /* Fewer players: the leaving players' pieces go, whose turn comes back */
  STEP (g_assert_true (bastide_scenario_set_n_players (s, 2, &error)),
        "game=0 exp=4 wagon=1 river=0 n=2 to_move=0 [Red red 0 abbey=0] [Blue blue 37 abbey=1]"
        " D@0,0/0 | 1:meeple@0,0/0 fixed: U B AM4");
  STEP (bastide_scenario_set_pile_shuffled (s, 99),
        "game=0 exp=4 wagon=1 river=0 n=2 to_move=0 [Red red 0 abbey=0] [Blue blue 37 abbey=1]"
        " D@0,0/0 | 1:meeple@0,0/0 shuffled:99");
  /* Wheel of Fortune drops the expansions; the pig moves */
  STEP (bastide_scenario_set_game (s, BASTIDE_GAME_WHEEL_OF_FORTUNE),
        "game=1 exp=0 wagon=1 river=0 n=2 to_move=0 pig=fortune [Red red 0] [Blue blue 37]"
        " D@0,0/0 | 1:meeple@0,0/0 shuffled:99");
  STEP (bastide_scenario_set_pig (s, BASTIDE_SECTOR_STORM),
        "game=1 exp=0 wagon=1 river=0 n=2 to_move=0 pig=storm [Red red 0] [Blue blue 37]"
        " D@0,0/0 | 1:meeple@0,0/0 shuffled:99");
#undef STEP

  /* Refused edits */
  g_assert_false (bastide_scenario_set_n_players (s, 7, &error));
  g_assert_cmpstr (error->message, ==, "A game has 2 to 6 players.");
  g_clear_error (&error);
  g_assert_false (bastide_scenario_set_score (s, 0, -1, &error));
  g_assert_cmpstr (error->message, ==, "A score is a whole number from 0 to 100000.");
  g_clear_error (&error);
  g_assert_false (bastide_scenario_set_expansions (s, BASTIDE_EXPANSION_RIVER, &error));
  g_assert_cmpstr (error->message, ==, "Wheel of Fortune is played without the other expansions.");
  g_clear_error (&error);
  g_assert_false (bastide_scenario_pile_remove (s, 0, &error));
  g_assert_cmpstr (error->message, ==, "The pile has no tile there.");
  g_clear_error (&error);

  /* Default names show translated; others as they are */
  name = bastide_scenario_dup_display_name (s, 1);
  g_assert_cmpstr (name, ==, "Blue");

  /* Undo walks back through every step, redo forward again */
  for (guint i = steps->len - 1; i-- > 0;)
    {
      g_autofree char *now = NULL;

      g_assert_true (bastide_scenario_undo (s));
      now = scenario_string (s);
      g_assert_cmpstr (now, ==, steps->pdata[i]);
    }
  g_assert_false (bastide_scenario_undo (s));
  for (guint i = 1; i < steps->len; i++)
    {
      g_autofree char *now = NULL;

      g_assert_true (bastide_scenario_redo (s));
      now = scenario_string (s);
      g_assert_cmpstr (now, ==, steps->pdata[i]);
    }
}

static void
test_groups_and_signals (void)
{
  g_autoptr(BastideScenario) s = bastide_scenario_new ();
  guint changed = 0, problems = 0, valid = 0, can_undo = 0;

  g_signal_connect (s, "changed", G_CALLBACK (count_cb), &changed);
  g_signal_connect (s, "problems-changed", G_CALLBACK (count_cb), &problems);
  g_signal_connect (s, "notify::valid", G_CALLBACK (notify_count_cb), &valid);
  g_signal_connect (s, "notify::can-undo", G_CALLBACK (notify_count_cb), &can_undo);

  /* A group is one step, one signal */
  bastide_scenario_begin_group (s, "Build a road");
  place (s, "U", 1, 0, 1);
  place (s, "U", 2, 0, 1);
  add_on (s, 0, BASTIDE_PIECE_MEEPLE, 2, 0, "r1");
  g_assert_cmpuint (changed, ==, 0);
  bastide_scenario_end_group (s);
  g_assert_cmpuint (changed, ==, 1);
  g_assert_cmpuint (can_undo, ==, 1);
  g_assert_cmpstr (bastide_scenario_get_undo_label (s), ==, "Build a road");
  g_assert_cmpuint (problems, ==, 0);
  g_assert_cmpuint (valid, ==, 0);

  /* A problem appears and goes */
  place (s, "C", 5, 5, 0);
  g_assert_cmpuint (problems, ==, 1);
  g_assert_cmpuint (valid, ==, 1);
  g_assert_false (bastide_scenario_get_valid (s));
  g_assert_true (bastide_scenario_undo (s));
  g_assert_cmpuint (problems, ==, 2);
  g_assert_cmpuint (valid, ==, 2);
  g_assert_true (bastide_scenario_undo (s));
  assert_board (s, "D@0,0/0 |");
  g_assert_cmpuint (changed, ==, 4);
  g_assert_cmpuint (can_undo, ==, 2);
}

/* Validation: one position per kind of problem, with its sentence and cell */

static void
test_problem_edges (void)
{
  g_autoptr(BastideScenario) s = bastide_scenario_new ();
  g_autofree BastideState *state = g_new (BastideState, 1);
  g_autoptr(GError) error = NULL;
  BastideProblem *problem;

  place (s, "E", 1, 0, 0);
  assert_problems (s, "(1, 0) The field on this tile’s west side would meet a road.\n");
  problem = bastide_scenario_get_problems (s)->pdata[0];
  g_assert_cmpint (problem->kind, ==, BASTIDE_PROBLEM_EDGES);
  g_assert_cmpint (problem->tile_index, ==, 1);
  g_assert_cmpint (problem->side, ==, BASTIDE_SIDE_W);

  /* Two wrong edges of one tile: two problems */
  place (s, "C", 1, -1, 0);
  place (s, "K", 0, -1, 0);
  assert_problems (s,
                   "(1, 0) The field on this tile’s west side would meet a road.\n"
                   "(0, -1) The field on this tile’s east side would meet a city.\n"
                   "(0, -1) The road on this tile’s south side would meet a city.\n");

  /* Play from here refuses, with every problem */
  g_assert_false (bastide_scenario_to_state (s, state, &error));
  g_assert_error (error, BASTIDE_SCENARIO_ERROR, BASTIDE_SCENARIO_ERROR_PROBLEMS);
  g_assert_cmpstr (error->message, ==,
                   "The position breaks the rules:\n"
                   "The field on this tile’s west side would meet a road.\n"
                   "The field on this tile’s east side would meet a city.\n"
                   "The road on this tile’s south side would meet a city.");
  g_clear_error (&error);
  g_assert_null (bastide_scenario_analyse (s, &error));
  g_assert_error (error, BASTIDE_SCENARIO_ERROR, BASTIDE_SCENARIO_ERROR_PROBLEMS);
}

static void
test_problem_sets (void)
{
  g_autoptr(BastideScenario) s = empty_scenario ();

  /* The river laid, then the River taken away */
  set_expansions (s, BASTIDE_EXPANSION_RIVER);
  place (s, "RA", 0, 0, 0);
  place (s, "RD", 0, 1, 0);
  assert_problems (s, "");
  set_expansions (s, 0);
  assert_problems (s,
                   "(0, 0) The tile RA is not part of the chosen sets.\n"
                   "(0, 1) The tile RD is not part of the chosen sets.\n");
  g_assert_cmpint (((BastideProblem *) bastide_scenario_get_problems (s)->pdata[0])->kind,
                   ==, BASTIDE_PROBLEM_NOT_IN_GAME);
}

static void
test_problem_copies (void)
{
  g_autoptr(BastideScenario) s = bastide_scenario_new ();

  place (s, "C", 0, -1, 0);
  place (s, "C", 1, -1, 0);
  assert_problems (s, "(1, -1) There are more copies of C on the board than the chosen sets hold (1).\n");

  /* Abbeys: one per player, on the board or in hand */
  {
    g_autoptr(BastideScenario) a = bastide_scenario_new ();

    set_expansions (a, BASTIDE_EXPANSION_ABBEY_MAYOR);
    place (a, "ABBEY", 1, 0, 0);
    assert_problems (a, "(1, 0) There are more abbeys than players: 1 on the board and 2 still in hand, for 2 players.\n");
    bastide_scenario_set_abbey_in_hand (a, 0, FALSE);
    assert_problems (a, "");
  }
}

static void
test_problem_disconnected (void)
{
  g_autoptr(BastideScenario) s = bastide_scenario_new ();

  place (s, "C", 5, 5, 0);
  place (s, "U", 0, 1, 1);
  assert_problems (s, "(5, 5) The tile C is not connected to the other tiles.\n");
  g_assert_cmpint (((BastideProblem *) bastide_scenario_get_problems (s)->pdata[0])->kind,
                   ==, BASTIDE_PROBLEM_DISCONNECTED);
}

static void
test_problem_river (void)
{
  g_autoptr(BastideScenario) s = empty_scenario ();

  set_expansions (s, BASTIDE_EXPANSION_RIVER);
  place (s, "RA", 0, 0, 0);     /* the spring, flowing south */
  place (s, "RG", 0, 1, 0);     /* turns west: a right turn */
  assert_problems (s, "");
  place (s, "RE", -1, 1, 2);  /* turns north: right again, flowing back */
  assert_problems (s, "(-1, 1) The river turns the same way as at its last curve: after a curve one way, the next curve must turn the other way.\n");
  bastide_scenario_set_river_immediate_only (s, TRUE);
  assert_problems (s, "(-1, 1) The river turns the same way as on the tile before: two curves in a row must turn opposite ways.\n");

  /* A straight tile between the curves: fine only with immediate-only */
  g_assert_true (bastide_scenario_remove_tile (s, -1, 1, NULL));
  place (s, "RK", -1, 1, 1);    /* straight, west */
  place (s, "RE", -2, 1, 2);  /* turns north */
  assert_problems (s, "");
  bastide_scenario_set_river_immediate_only (s, FALSE);
  assert_problems (s, "(-2, 1) The river turns the same way as at its last curve: after a curve one way, the next curve must turn the other way.\n");
  g_assert_cmpint (((BastideProblem *) bastide_scenario_get_problems (s)->pdata[0])->kind,
                   ==, BASTIDE_PROBLEM_RIVER);
}

static void
test_problem_pieces (void)
{
  BastideScenarioPiece piece;

  /* Not in play */
  {
    g_autoptr(BastideScenario) s = bastide_scenario_new ();

    place (s, "B", 0, 1, 0);
    add_on (s, 0, BASTIDE_PIECE_ABBOT, 0, 1, "cloister");
    add_on (s, 1, BASTIDE_PIECE_MAYOR, 0, 0, "c1");
    bastide_scenario_piece_init_crown (&piece, 0, BASTIDE_SECTOR_TAX);
    g_assert_true (bastide_scenario_add_piece (s, &piece, NULL));
    assert_problems (s,
                     "(0, 1) Red’s abbot: the abbot is in play only with the Abbot expansion.\n"
                     "(0, 0) Blue’s mayor: the mayor, the wagon and the barn are in play only with the Abbey & Mayor expansion.\n"
                     "- Red’s follower on the crown of TAX: crown spaces exist only in Wheel of Fortune.\n");
    g_assert_cmpint (((BastideProblem *) bastide_scenario_get_problems (s)->pdata[0])->kind,
                     ==, BASTIDE_PROBLEM_PIECE_NOT_IN_GAME);
  }

  /* More than a player owns */
  {
    g_autoptr(BastideScenario) s = bastide_scenario_new ();

    set_expansions (s, BASTIDE_EXPANSION_ABBOT);
    place (s, "B", 0, 1, 0);
    place (s, "A", 1, 1, 0);
    for (guint i = 0; i < 8; i++)
      add_on (s, 0, BASTIDE_PIECE_MEEPLE, 0, 0, "r1");
    add_on (s, 1, BASTIDE_PIECE_ABBOT, 0, 1, "cloister");
    add_on (s, 1, BASTIDE_PIECE_ABBOT, 1, 1, "cloister");
    assert_problems (s,
                     "(0, 0) Red has more followers on the board than the 7 they own.\n"
                     "(1, 1) Blue has more than one abbot on the board.\n");
    g_assert_cmpint (((BastideProblem *) bastide_scenario_get_problems (s)->pdata[0])->piece_index, ==, 7);
    g_assert_cmpint (((BastideProblem *) bastide_scenario_get_problems (s)->pdata[0])->kind,
                     ==, BASTIDE_PROBLEM_SUPPLY);
  }

  /* On a feature it may not stand on */
  {
    g_autoptr(BastideScenario) s = bastide_scenario_new ();

    set_expansions (s, BASTIDE_EXPANSION_ABBOT | BASTIDE_EXPANSION_ABBEY_MAYOR);
    place (s, "Eg", 0, -1, 2);
    add_on (s, 0, BASTIDE_PIECE_ABBOT, 0, 0, "r1");
    add_on (s, 0, BASTIDE_PIECE_MAYOR, 0, 0, "f2");
    add_on (s, 1, BASTIDE_PIECE_WAGON, 0, 0, "f1");
    add_on (s, 1, BASTIDE_PIECE_MEEPLE, 0, -1, "garden");
    assert_problems (s,
                     "(0, 0) Red’s abbot stands on a road: the abbot may stand only on a monastery or a garden.\n"
                     "(0, 0) Red’s mayor stands on a field: the mayor may stand only in a city.\n"
                     "(0, 0) Blue’s wagon stands on a field: the wagon may stand only on a road, in a city or in a monastery.\n"
                     "(0, -1) Blue’s follower stands on a garden: only the abbot may stand on a garden.\n");
    g_assert_cmpint (((BastideProblem *) bastide_scenario_get_problems (s)->pdata[0])->kind,
                     ==, BASTIDE_PROBLEM_PIECE_PLACE);
    /* Without the Abbot, the garden is decoration */
    set_expansions (s, BASTIDE_EXPANSION_ABBEY_MAYOR);
    g_assert_true (bastide_scenario_remove_piece (s, 0, NULL));
    assert_problems (s,
                     "(0, 0) Red’s mayor stands on a field: the mayor may stand only in a city.\n"
                     "(0, 0) Blue’s wagon stands on a field: the wagon may stand only on a road, in a city or in a monastery.\n"
                     "(0, -1) Blue’s follower stands on a garden, which is decoration without the Abbot expansion.\n");
  }

  /* The river is no feature */
  {
    g_autoptr(BastideScenario) s = empty_scenario ();

    set_expansions (s, BASTIDE_EXPANSION_RIVER);
    place (s, "RA", 0, 0, 0);
    place (s, "RD", 0, 1, 0);
    add_on (s, 0, BASTIDE_PIECE_MEEPLE, 0, 1, "v1");
    assert_problems (s, "(0, 1) Red’s follower stands on the river, which is not a feature: no piece may stand on it.\n");
  }
}

/* A follower cannot stay on a city, road, monastery or garden once it is
 * completed: it goes home at once. A farmer on a field next to it may. */
static void
test_problem_completed (void)
{
  g_autoptr(BastideScenario) s = bastide_scenario_new ();

  set_expansions (s, BASTIDE_EXPANSION_ABBOT);
  place (s, "E", 0, -1, 2);     /* closes the start tile's city */
  add_on (s, 0, BASTIDE_PIECE_MEEPLE, 0, 0, "f1");
  add_on (s, 1, BASTIDE_PIECE_MEEPLE, 0, 0, "r1");
  assert_problems (s, "");
  add_on (s, 0, BASTIDE_PIECE_MEEPLE, 0, 0, "c1");
  assert_problems (s, "(0, 0) Red’s follower stands on a city that is already completed: a piece goes home as soon as its feature is completed.\n");
  g_assert_cmpint (((BastideProblem *) bastide_scenario_get_problems (s)->pdata[0])->kind,
                   ==, BASTIDE_PROBLEM_PIECE_PLACE);
  g_assert_cmpint (((BastideProblem *) bastide_scenario_get_problems (s)->pdata[0])->piece_index, ==, 2);
}

/* The river is laid in one piece from its spring: a stretch of it apart
 * from the rest is a problem, once, at its first tile. */
static void
test_problem_river_pieces (void)
{
  g_autoptr(BastideScenario) s = empty_scenario ();

  set_expansions (s, BASTIDE_EXPANSION_RIVER);
  place (s, "RA", 0, 0, 0);     /* the spring, flowing south */
  place (s, "RD", 0, 1, 0);
  assert_problems (s, "");
  place (s, "RF", 1, 0, 0);     /* its field against the spring's */
  place (s, "RL", 1, -1, 2);    /* the same stretch: the lake north of it */
  assert_problems (s, "(1, 0) This stretch of river is not joined to the rest of the river: the river is laid in one piece, from its spring.\n");
  g_assert_cmpint (((BastideProblem *) bastide_scenario_get_problems (s)->pdata[0])->kind,
                   ==, BASTIDE_PROBLEM_RIVER);
}

/* One position with a problem of each kind lists each once, with its
 * square, in the engine's words: the editor's check is the engine's. */
static void
test_problem_several (void)
{
  g_autoptr(BastideScenario) s = bastide_scenario_new ();
  g_autoptr(BastideRecord) record = NULL;
  g_autoptr(GPtrArray) found = g_ptr_array_new_with_free_func ((GDestroyNotify) bastide_problem_free);
  g_autofree BastideState *state = g_new (BastideState, 1);
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  GPtrArray *problems;
  BastideScenarioPiece piece;

  set_expansions (s, BASTIDE_EXPANSION_RIVER | BASTIDE_EXPANSION_ABBEY_MAYOR);
  place (s, "E", 0, -1, 2);     /* closes the start tile's city */
  place (s, "E", 1, 0, 0);      /* its field would meet the start tile's road */
  place (s, "RA", 0, -2, 2);    /* the spring, flowing north */
  place (s, "RF", -1, -1, 0);   /* a river apart from the spring's */
  bastide_scenario_piece_init_barn (&piece, 0, 0, 0, BASTIDE_CORNER_SE);
  g_assert_true (bastide_scenario_add_piece (s, &piece, NULL));
  add_on (s, 1, BASTIDE_PIECE_MEEPLE, 0, 0, "c1");
  assert_problems (s,
                   "(1, 0) The field on this tile’s west side would meet a road.\n"
                   "(-1, -1) This stretch of river is not joined to the rest of the river: the river is laid in one piece, from its spring.\n"
                   "(0, 0) Red’s barn stands on the south-east corner, where four tiles do not meet in one field: a barn needs a field on all four tiles around its corner.\n"
                   "(0, 0) Blue’s follower stands on a city that is already completed: a piece goes home as soon as its feature is completed.\n");

  /* The engine, given the position as the file holds it, says the same */
  data = bastide_scenario_to_data (s, NULL);
  record = bastide_record_load_draft (data, -1, "several.json", &error);
  g_assert_no_error (error);
  g_assert_true (bastide_record_is_draft (record));
  g_assert_false (bastide_setup_check (bastide_record_get_setup (record), state, found));
  problems = bastide_scenario_get_problems (s);
  g_assert_cmpuint (found->len, ==, problems->len);
  for (guint i = 0; i < found->len; i++)
    g_assert_true (bastide_problem_equal (found->pdata[i], problems->pdata[i]));
}

static void
test_problem_barns (void)
{
  g_autoptr(BastideScenario) s = empty_scenario ();
  BastideScenarioPiece piece;

  set_expansions (s, BASTIDE_EXPANSION_ABBEY_MAYOR);
  place (s, "B", 0, 0, 0);
  place (s, "B", 1, 0, 0);
  place (s, "B", 0, 1, 0);

  /* A corner where only three tiles meet */
  bastide_scenario_piece_init_barn (&piece, 0, 0, 0, BASTIDE_CORNER_SE);
  g_assert_true (bastide_scenario_add_piece (s, &piece, NULL));
  assert_problems (s, "(0, 0) Red’s barn stands on the south-east corner, where four tiles do not meet in one field: a barn needs a field on all four tiles around its corner.\n");
  g_assert_cmpint (((BastideProblem *) bastide_scenario_get_problems (s)->pdata[0])->kind,
                   ==, BASTIDE_PROBLEM_BARN);
  place (s, "B", 1, 1, 0);
  assert_problems (s, "");

  /* A farmer after the barn, on its field */
  add_on (s, 1, BASTIDE_PIECE_MEEPLE, 1, 1, "f1");
  assert_problems (s, "(1, 1) Blue’s follower stands on a field with a barn: no farmer may stand there.\n");
  /* The farmer first, then the barn */
  g_assert_true (bastide_scenario_remove_piece (s, 0, NULL));
  bastide_scenario_piece_init_barn (&piece, 0, 0, 0, BASTIDE_CORNER_SE);
  g_assert_true (bastide_scenario_add_piece (s, &piece, NULL));
  assert_problems (s, "(0, 0) Red’s barn stands on a field with farmers: no farmer may stand on a field with a barn.\n");
  /* Two barns on one field */
  g_assert_true (bastide_scenario_remove_piece (s, 0, NULL));
  bastide_scenario_piece_init_barn (&piece, 1, 1, 1, BASTIDE_CORNER_SE);
  g_assert_true (bastide_scenario_add_piece (s, &piece, NULL));
  place (s, "V", 2, 1, 2);
  place (s, "V", 1, 2, 0);
  place (s, "V", 2, 2, 3);
  assert_problems (s, "(1, 1) Blue’s barn stands on a field that already holds a barn.\n");
}

static void
test_problem_crowns (void)
{
  g_autoptr(BastideScenario) s = empty_scenario ();
  BastideScenarioPiece piece;

  bastide_scenario_set_game (s, BASTIDE_GAME_WHEEL_OF_FORTUNE);
  place (s, "WHEEL", 0, 0, 0);
  bastide_scenario_piece_init_crown (&piece, 0, BASTIDE_SECTOR_FORTUNE);
  g_assert_true (bastide_scenario_add_piece (s, &piece, NULL));
  bastide_scenario_piece_init_crown (&piece, 1, BASTIDE_SECTOR_TAX);
  g_assert_true (bastide_scenario_add_piece (s, &piece, NULL));
  g_assert_true (bastide_scenario_add_piece (s, &piece, NULL));
  assert_problems (s, "");
  bastide_scenario_piece_init_crown (&piece, 1, BASTIDE_SECTOR_FORTUNE);
  g_assert_true (bastide_scenario_add_piece (s, &piece, NULL));
  assert_problems (s, "- There are more followers on the crown of FORTUNE than it has spaces (1).\n");
  g_assert_cmpint (((BastideProblem *) bastide_scenario_get_problems (s)->pdata[0])->kind,
                   ==, BASTIDE_PROBLEM_CROWN);
  g_assert_cmpint (((BastideProblem *) bastide_scenario_get_problems (s)->pdata[0])->piece_index, ==, 3);
}

static void
test_problem_pile (void)
{
  g_autoptr(BastideScenario) s = bastide_scenario_new ();
  BastideProblem *problem;

  set_pile (s, "U RA C C");
  assert_problems (s,
                   "- The pile names RA (tile 2 from the top), which is not a tile of this game’s pile.\n"
                   "- The pile holds more copies of C than are left (tile 4 from the top): the sets hold 1, with the board counted.\n");
  problem = bastide_scenario_get_problems (s)->pdata[0];
  g_assert_cmpint (problem->kind, ==, BASTIDE_PROBLEM_PILE);
  g_assert_cmpint (problem->pile_index, ==, 1);
  g_assert_false (problem->has_cell);

  /* The board counts too */
  set_pile (s, "D D D D");
  assert_problems (s, "- The pile holds more copies of D than are left (tile 4 from the top): the sets hold 4, with the board counted.\n");
  set_pile (s, "D D D");
  assert_problems (s, "");
}

static void
test_problem_players (void)
{
  g_autoptr(BastideScenario) s = bastide_scenario_new ();

  g_assert_true (bastide_scenario_set_n_players (s, 6, NULL));
  assert_problems (s, "- Six players need the Abbey & Mayor expansion.\n");
  set_expansions (s, BASTIDE_EXPANSION_ABBEY_MAYOR);
  assert_problems (s, "");
  bastide_scenario_set_player_color (s, 1, BASTIDE_COLOR_RED);
  assert_problems (s, "- Red and Blue have the same colour (Red).\n");
  g_assert_cmpint (((BastideProblem *) bastide_scenario_get_problems (s)->pdata[0])->kind,
                   ==, BASTIDE_PROBLEM_PLAYERS);
}

/* Files */

static void
assert_same_state (const BastideState *a,
                   const BastideState *b)
{
  g_assert_cmpuint (a->n_tiles, ==, b->n_tiles);
  g_assert_cmpmem (a->tiles, sizeof a->tiles[0] * a->n_tiles, b->tiles, sizeof b->tiles[0] * b->n_tiles);
  g_assert_cmpuint (a->n_pieces, ==, b->n_pieces);
  g_assert_cmpmem (a->pieces, sizeof a->pieces[0] * a->n_pieces, b->pieces, sizeof b->pieces[0] * b->n_pieces);
  g_assert_cmpmem (a->players, sizeof a->players, b->players, sizeof b->players);
  g_assert_cmpuint (a->pile_len, ==, b->pile_len);
  g_assert_cmpmem (a->pile, a->pile_len, b->pile, b->pile_len);
  g_assert_cmpuint (a->to_move, ==, b->to_move);
  g_assert_cmpuint (a->pig, ==, b->pig);
  g_assert_cmpmem (a->crowns, sizeof a->crowns, b->crowns, sizeof b->crowns);
  g_assert_cmpuint (a->phase, ==, b->phase);
  g_assert_cmpmem (&a->rules, sizeof a->rules, &b->rules, sizeof b->rules);
}

static void
round_trip (BastideScenario *s)
{
  g_autofree char *dir = g_dir_make_tmp ("bastide-editor-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "position.bastide", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(BastideScenario) back = NULL;
  g_autofree char *before = scenario_string (s);
  g_autofree char *after = NULL;
  g_autofree char *problems_before = problems_string (s);
  g_autofree char *problems_after = NULL;
  g_autofree char *data = NULL;
  g_autofree char *data_again = NULL;

  g_assert_true (bastide_scenario_save (s, path, &error));
  g_assert_no_error (error);
  back = bastide_scenario_load_file (path, &error);
  g_assert_no_error (error);
  after = scenario_string (back);
  g_assert_cmpstr (after, ==, before);
  problems_after = problems_string (back);
  g_assert_cmpstr (problems_after, ==, problems_before);
  g_assert_cmpint (bastide_scenario_is_draft (back), ==, !bastide_scenario_get_valid (s));

  /* Saving again gives the same file */
  data = bastide_scenario_to_data (s, NULL);
  data_again = bastide_scenario_to_data (back, NULL);
  g_assert_cmpstr (data, ==, data_again);

  if (bastide_scenario_get_valid (s))
    {
      /* A valid position is a record the engine reads into the very
       * state "play from here" sets up. */
      g_autofree BastideState *mine = g_new (BastideState, 1);
      g_autoptr(BastideRecord) record = bastide_record_load_file (path, &error);

      g_assert_no_error (error);
      g_assert_true (bastide_scenario_to_state (s, mine, &error));
      assert_same_state (mine, bastide_record_get_start (record));
      g_assert_null (strstr (data, "\"draft\""));
    }
  else
    {
      g_autoptr(BastideRecord) record = bastide_record_load_file (path, &error);

      /* A draft: the engine refuses it, the editor reads it */
      g_assert_null (record);
      g_assert_error (error, BASTIDE_RECORD_ERROR, BASTIDE_RECORD_ERROR_INVALID);
      g_assert_nonnull (strstr (data, "\"draft\" : \"true\""));
    }

  g_unlink (path);
  g_rmdir (dir);
}

static void
test_round_trip (void)
{
  BastideScenarioPiece piece;

  /* Abbey & Mayor and Abbot, every kind of piece, scores, whose turn,
   * abbeys, a fixed pile, an option */
  {
    g_autoptr(BastideScenario) s = empty_scenario ();

    set_expansions (s, BASTIDE_EXPANSION_ABBOT | BASTIDE_EXPANSION_ABBEY_MAYOR);
    g_assert_true (bastide_scenario_set_n_players (s, 3, NULL));
    bastide_scenario_set_player_name (s, 1, "Борис");
    bastide_scenario_set_player_color (s, 2, BASTIDE_COLOR_BLACK);
    place (s, "D", 0, 0, 0);
    place (s, "B", 0, 1, 0);
    place (s, "V", 1, 1, 3);
    place (s, "U", 1, 0, 1);
    place (s, "F", 0, -1, 1);
    place (s, "Vg", -1, 1, 1);
    add_on (s, 0, BASTIDE_PIECE_MEEPLE, 0, 0, "r1");
    add_on (s, 1, BASTIDE_PIECE_ABBOT, 0, 1, "cloister");
    add_on (s, 2, BASTIDE_PIECE_MAYOR, 0, -1, "c1");
    add_on (s, 0, BASTIDE_PIECE_WAGON, 1, 1, "r1");
    add_on (s, 2, BASTIDE_PIECE_MEEPLE, 1, 0, "f1");
    add_on (s, 1, BASTIDE_PIECE_ABBOT, -1, 1, "garden");
    g_assert_true (bastide_scenario_set_score (s, 0, 12, NULL));
    g_assert_true (bastide_scenario_set_score (s, 2, 7, NULL));
    bastide_scenario_set_to_move (s, 2);
    bastide_scenario_set_abbey_in_hand (s, 1, FALSE);
    bastide_scenario_set_wagon_move_adjacent (s, TRUE);
    set_pile (s, "U K AM4 L");
    assert_problems (s, "(-1, 1) Борис has more than one abbot on the board.\n");
    round_trip (s);
    g_assert_true (bastide_scenario_remove_piece (s, 5, NULL));
    assert_problems (s, "");
    bastide_scenario_piece_init_barn (&piece, 1, 0, 1, BASTIDE_CORNER_SE);
    g_assert_false (bastide_scenario_add_piece (s, &piece, NULL) && bastide_scenario_get_valid (s));
    g_assert_true (bastide_scenario_undo (s));
    round_trip (s);
  }

  /* Wheel of Fortune: the board, the pig, crowns; a shuffled pile */
  {
    g_autoptr(BastideScenario) s = empty_scenario ();

    bastide_scenario_set_game (s, BASTIDE_GAME_WHEEL_OF_FORTUNE);
    place (s, "WHEEL", 0, 0, 0);
    place (s, "U@1", 2, -1, 0);
    add_on (s, 1, BASTIDE_PIECE_MEEPLE, 2, -1, "r1");
    bastide_scenario_piece_init_crown (&piece, 0, BASTIDE_SECTOR_STORM);
    g_assert_true (bastide_scenario_add_piece (s, &piece, NULL));
    bastide_scenario_set_pig (s, BASTIDE_SECTOR_FAMINE);
    bastide_scenario_set_pile_shuffled (s, 4242);
    assert_problems (s, "");
    round_trip (s);
  }

  /* River, option immediate-only */
  {
    g_autoptr(BastideScenario) s = empty_scenario ();

    set_expansions (s, BASTIDE_EXPANSION_RIVER);
    bastide_scenario_set_river_immediate_only (s, TRUE);
    place (s, "RA", 0, 0, 0);
    place (s, "RD", 0, 1, 0);
    set_pile (s, "RB RL U");
    assert_problems (s, "");
    round_trip (s);
  }

  /* A draft keeps its problems */
  {
    g_autoptr(BastideScenario) s = bastide_scenario_new ();

    place (s, "E", 1, 0, 0);
    place (s, "C", 7, 7, 0);
    for (guint i = 0; i < 8; i++)
      add_on (s, 1, BASTIDE_PIECE_MEEPLE, 7, 7, "c1");
    set_pile (s, "RA U");
    g_assert_false (bastide_scenario_get_valid (s));
    round_trip (s);
  }
}

/* Play from here: the record the game starts from reads back as the
 * same position */
static void
test_to_record (void)
{
  g_autoptr(BastideScenario) s = bastide_scenario_new ();
  g_autoptr(BastideScenario) back = NULL;
  g_autoptr(BastideRecord) record = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;

  bastide_scenario_set_player_name (s, 0, "Anna");
  bastide_scenario_set_player_color (s, 1, BASTIDE_COLOR_YELLOW);
  place (s, "U", 1, 0, 1);
  add_on (s, 1, BASTIDE_PIECE_MEEPLE, 1, 0, "r1");
  g_assert_true (bastide_scenario_set_score (s, 1, 3, NULL));
  bastide_scenario_set_to_move (s, 1);
  bastide_scenario_set_pile_shuffled (s, 77);
  record = bastide_scenario_to_record (s, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (bastide_record_get_seed (record), ==, 77);
  g_assert_cmpstr (bastide_record_get_player (record, 0)->name, ==, "Anna");
  g_assert_cmpint (bastide_record_get_player (record, 1)->color, ==, BASTIDE_COLOR_YELLOW);
  g_assert_cmpuint (bastide_record_get_start (record)->pile_len, ==, 70);

  data = bastide_record_to_data (record, NULL);
  back = bastide_scenario_load_data (data, -1, "game", &error);
  g_assert_no_error (error);
  before = scenario_string (s);
  after = scenario_string (back);
  g_assert_cmpstr (after, ==, before);

  /* An invalid position has no record */
  place (s, "C", 9, 9, 0);
  g_clear_pointer (&record, bastide_record_free);
  record = bastide_scenario_to_record (s, &error);
  g_assert_null (record);
  g_assert_error (error, BASTIDE_SCENARIO_ERROR, BASTIDE_SCENARIO_ERROR_PROBLEMS);
}

/* A position over before any turn (an empty pile, no abbey in hand) plays
 * as a record that keeps its end-of-game scoring, for the game to list. */
static void
test_to_record_over (void)
{
  g_autoptr(BastideScenario) s = bastide_scenario_new ();
  g_autoptr(BastideRecord) record = NULL;
  g_autoptr(GError) error = NULL;
  const BastideEvents *events;
  gboolean final = FALSE, road = FALSE;

  add_on (s, 0, BASTIDE_PIECE_MEEPLE, 0, 0, "r1");
  g_assert_true (bastide_scenario_set_pile_ids (s, (const char * const []) { NULL }, &error));
  g_assert_no_error (error);
  record = bastide_scenario_to_record (s, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (bastide_record_get_start (record)->phase, ==, BASTIDE_PHASE_OVER);
  events = bastide_record_get_begin_events (record);
  g_assert_nonnull (events);
  for (guint i = 0; i < events->n_events; i++)
    {
      const BastideEvent *event = &events->events[i];

      final |= event->kind == BASTIDE_EVENT_FINAL_SCORING;
      if (final && event->kind == BASTIDE_EVENT_SCORE && event->score.kind == BASTIDE_FEATURE_ROAD)
        {
          g_assert_cmpint (event->score.points[0], ==, 1);
          road = TRUE;
        }
    }
  g_assert_true (road);
  /* the setup as written, the final score not in it */
  g_assert_cmpint (bastide_record_get_setup (record)->scores[0], ==, 0);
}

static void
test_load_errors (void)
{
  g_autoptr(GError) error = NULL;
  BastideScenario *s;

  s = bastide_scenario_load_data ("{", -1, "bad.bastide", &error);
  g_assert_null (s);
  g_assert_error (error, BASTIDE_SCENARIO_ERROR, BASTIDE_SCENARIO_ERROR_FORMAT);
  g_clear_error (&error);

  s = bastide_scenario_load_data ("{\"format\": \"bastide-record\", \"players\": [{}, {}],"
                                  " \"setup\": {\"board\": [{\"tile\": \"ZZ\", \"x\": 0, \"y\": 0}]}}",
                                  -1, "unknown.bastide", &error);
  g_assert_null (s);
  g_assert_cmpstr (error->message, ==, "unknown.bastide: setup.board[0]: there is no tile ZZ");
  g_clear_error (&error);

  s = bastide_scenario_load_data ("{\"players\": [{}, {}], \"setup\": {\"board\": ["
                                  "{\"tile\": \"D\", \"x\": 0, \"y\": 0}, {\"tile\": \"U\", \"x\": 0, \"y\": 0}]}}",
                                  -1, "twice.bastide", &error);
  g_assert_null (s);
  g_assert_cmpstr (error->message, ==, "twice.bastide: setup.board[1]: the square (0, 0) already holds a tile");
  g_clear_error (&error);

  /* No setup: the standard start */
  s = bastide_scenario_load_data ("{\"players\": [{\"name\": \"A\"}, {\"name\": \"B\", \"color\": \"green\"}],"
                                  " \"seed\": 5}", -1, "start.bastide", &error);
  g_assert_no_error (error);
  {
    g_autofree char *text = scenario_string (s);

    g_assert_cmpstr (text, ==, "game=0 exp=0 wagon=0 river=0 n=2 to_move=0 [A red 0] [B green 0] D@0,0/0 | shuffled:5");
  }
  g_object_unref (s);

  /* A game in progress opens at its last position */
  s = bastide_scenario_load_data ("{\"players\": [{}, {}], \"setup\": {\"board\": [{\"tile\": \"D\", \"x\": 0, \"y\": 0, \"rot\": 0}],"
                                  " \"draw\": [\"U\", \"K\"]},"
                                  " \"turns\": [{\"x\": 0, \"y\": 1, \"rot\": 90, \"deploy\": {\"piece\": \"meeple\", \"on\": \"r1\"}}]}",
                                  -1, "game.bastide", &error);
  g_assert_no_error (error);
  assert_board (s, "D@0,0/0 U@0,1/90 | 0:meeple@0,1/0");
  g_assert_cmpuint (bastide_scenario_get_to_move (s), ==, 1);
  {
    g_autofree char *pile = pile_string (s);

    g_assert_cmpstr (pile, ==, "fixed: K");
  }
  g_object_unref (s);
}

/* The palette */

static void
test_palette (void)
{
  g_autoptr(BastideScenario) s = bastide_scenario_new ();
  g_autoptr(GArray) all = NULL;
  g_autoptr(GArray) river = NULL;
  const BastidePaletteEntry *d = NULL;
  guint total = 0;

  place (s, "D", 1, 0, 0);
  set_pile (s, "D U");
  all = bastide_scenario_list_palette (s);
  for (guint i = 0; i < all->len; i++)
    {
      const BastidePaletteEntry *e = &g_array_index (all, BastidePaletteEntry, i);

      total += e->total;
      if (g_str_equal (e->id, "D"))
        d = e;
    }
  /* The base game: 24 tile types + 8 garden copies, 72 tiles */
  g_assert_cmpuint (all->len, ==, 32);
  g_assert_cmpuint (total, ==, 72);
  g_assert_nonnull (d);
  g_assert_cmpuint (d->total, ==, 4);
  g_assert_cmpuint (d->on_board, ==, 2);
  g_assert_cmpuint (d->in_pile, ==, 1);
  g_assert_cmpint (d->remaining, ==, 1);

  set_expansions (s, BASTIDE_EXPANSION_RIVER);
  river = bastide_scenario_list_palette (s);
  g_assert_cmpuint (river->len, ==, 32 + 12);  /* and the twelve river tiles */
  for (guint i = 0; i < river->len; i++)
    if (g_str_equal (g_array_index (river, BastidePaletteEntry, i).id, "RA"))
      g_assert_cmpuint (g_array_index (river, BastidePaletteEntry, i).total, ==, 1);
}

/* Analysis */

static gboolean
fixed_ai (const BastideState *state,
          GCancellable       *cancellable,
          BastideTurn        *turn,
          gpointer            user_data G_GNUC_UNUSED)
{
  g_assert_cmpuint (state->phase, ==, BASTIDE_PHASE_PLACE);
  bastide_moves_init_turn (turn, BASTIDE_TURN_TILE);
  turn->x = 0;
  turn->y = 1;
  turn->rot = 2;
  turn->has_deploy = TRUE;
  turn->piece = BASTIDE_PIECE_MEEPLE;
  g_strlcpy (turn->on, "f1", sizeof turn->on);
  return TRUE;
}

static const BastideAnalysisMove *
move_at (BastideAnalysis *a,
         guint            i)
{
  return &g_array_index (a->moves, BastideAnalysisMove, i);
}

/* How a deploy on the tile just placed reads. */
static char *
describe_deploy (const char       *tile,
                 guint             rot,
                 BastidePieceKind  piece,
                 const char       *on,
                 int               corner)
{
  BastideTurn turn = { 0 };

  turn.kind = BASTIDE_TURN_TILE;
  turn.tile = type_of (tile);
  turn.rot = rot;
  turn.has_deploy = TRUE;
  turn.piece = piece;
  g_strlcpy (turn.on, on, sizeof turn.on);
  turn.corner = corner;
  turn.crown = -1;
  return bastide_moves_describe (&turn, NULL);
}

/* A tile with two features of a kind says which one, by the side it
 * covers or the corner it holds as the tile lies; a barn's corner is in
 * words. */
static void
test_describe_two_of_a_kind (void)
{
  static const struct
  {
    const char *tile;
    guint rot;
    BastidePieceKind piece;
    const char *on;
    int corner;
    const char *words;
  } cases[] = {
    { "E", 2, BASTIDE_PIECE_MEEPLE, "f1", -1, "Tile turned half way round; follower on its field" },
    { "U", 0, BASTIDE_PIECE_MEEPLE, "f1", -1, "Tile not turned; follower on its field on the east side" },
    { "U", 1, BASTIDE_PIECE_MEEPLE, "f1", -1, "Tile turned a quarter to the right; follower on its field on the south side" },
    { "U", 1, BASTIDE_PIECE_MEEPLE, "f2", -1, "Tile turned a quarter to the right; follower on its field on the north side" },
    { "U", 0, BASTIDE_PIECE_MEEPLE, "r1", -1, "Tile not turned; follower on its road" },
    { "X", 0, BASTIDE_PIECE_MEEPLE, "r2", -1, "Tile not turned; follower on its road on the east side" },
    { "X", 0, BASTIDE_PIECE_MEEPLE, "f1", -1, "Tile not turned; follower on its field in the north-west corner" },
    { "X", 3, BASTIDE_PIECE_MEEPLE, "f2", -1, "Tile turned a quarter to the left; follower on its field in the north-west corner" },
    { "V", 0, BASTIDE_PIECE_MEEPLE, "f1", -1, "Tile not turned; follower on its field on the north side" },
    { "V", 0, BASTIDE_PIECE_MEEPLE, "f2", -1, "Tile not turned; follower on its field in the south-west corner" },
    { "X", 0, BASTIDE_PIECE_BARN, "", BASTIDE_CORNER_SE, "Tile not turned; barn on the south-east corner" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *words = describe_deploy (cases[i].tile, cases[i].rot, cases[i].piece,
                                                cases[i].on, cases[i].corner);

      g_assert_cmpstr (words, ==, cases[i].words);
    }
}

static void
test_analysis (void)
{
  g_autoptr(BastideScenario) s = bastide_scenario_new ();
  g_autoptr(BastideAnalysis) a = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;

  /* Red's knight in the city of the start tile; E on top of the pile
   * closes it from the north (city of 2 tiles: 4 points). Elsewhere E fits
   * only south of D, in three rotations. */
  add_on (s, 0, BASTIDE_PIECE_MEEPLE, 0, 0, "c1");
  add_on (s, 1, BASTIDE_PIECE_MEEPLE, 0, 0, "r1");
  set_pile (s, "E U");
  bastide_analysis_set_ai_func (fixed_ai, NULL);
  a = bastide_scenario_analyse (s, &error);
  g_assert_no_error (error);

  g_assert_cmpuint (a->player, ==, 0);
  g_assert_cmpint (a->tile, ==, type_of ("E"));
  /* North: nothing, or a farmer on E's field (its city joins Red's).
   * South, in 90°, 180° and 270°: nothing, a knight, a farmer. */
  g_assert_cmpuint (a->moves->len, ==, 2 + 3 * 3);
  /* the analysis previews a move on the board: its words leave the square out */
  first = bastide_moves_describe (&move_at (a, 0)->turn, NULL);
  second = bastide_moves_describe (&move_at (a, 1)->turn, NULL);
  g_assert_cmpstr (first, ==, "Tile turned half way round");
  g_assert_cmpstr (second, ==, "Tile turned half way round; follower on its field");
  /* sentences name squares by the letters the board shows */
  {
    g_autoptr(GArray) squares = g_array_new (FALSE, FALSE, sizeof (BastidePuzzleCell));
    g_autofree char *third = NULL;

    g_clear_pointer (&first, g_free);
    g_clear_pointer (&second, g_free);
    first = bastide_moves_describe (&move_at (a, 1)->turn, squares);
    second = bastide_moves_describe (&move_at (a, 2)->turn, squares);
    third = bastide_moves_describe (&move_at (a, 0)->turn, squares);
    g_assert_cmpstr (first, ==, "Tile on square A, turned half way round; follower on its field");
    g_assert_cmpstr (second, ==, "Tile on square B, turned a quarter to the right");
    g_assert_cmpstr (third, ==, "Tile on square A, turned half way round");
    g_assert_cmpuint (squares->len, ==, 2);
    g_assert_cmpint (g_array_index (squares, BastidePuzzleCell, 0).x, ==, 0);
    g_assert_cmpint (g_array_index (squares, BastidePuzzleCell, 0).y, ==, -1);
    g_assert_cmpint (g_array_index (squares, BastidePuzzleCell, 1).x, ==, 0);
    g_assert_cmpint (g_array_index (squares, BastidePuzzleCell, 1).y, ==, 1);
  }
  for (guint i = 0; i < 2; i++)
    {
      g_assert_cmpint (move_at (a, i)->points[0], ==, 4);
      g_assert_cmpint (move_at (a, i)->points[1], ==, 0);
      g_assert_cmpint (move_at (a, i)->mover_points, ==, 4);
      g_assert_cmpint (move_at (a, i)->margin, ==, 4);
    }
  for (guint i = 2; i < a->moves->len; i++)
    {
      g_assert_cmpint (move_at (a, i)->points[0], ==, 0);
      g_assert_cmpint (move_at (a, i)->points[1], ==, 0);
      g_assert_cmpint (move_at (a, i)->turn.y, ==, 1);
    }
  /* The computer's choice is found among the moves */
  g_assert_cmpint (a->ai_choice, >=, 0);
  {
    const BastideTurn *t = &move_at (a, a->ai_choice)->turn;

    g_assert_cmpint (t->y, ==, 1);
    g_assert_cmpuint (t->rot, ==, 2);
    g_assert_cmpstr (t->on, ==, "f1");
  }
  g_clear_pointer (&a, bastide_analysis_free);

  /* Blue's knight instead: the same move scores for Blue */
  {
    BastideScenarioPiece piece;

    bastide_scenario_piece_init_on (s, &piece, 1, BASTIDE_PIECE_MEEPLE, 0, 0, "c1", NULL);
    g_assert_true (bastide_scenario_move_piece (s, 0, &piece, NULL));
  }
  a = bastide_scenario_analyse (s, &error);
  g_assert_no_error (error);
  g_assert_cmpint (move_at (a, 0)->mover_points, ==, 0);
  /* Best first: Red's 0 points, with Blue's 4 last */
  g_assert_cmpint (move_at (a, a->moves->len - 1)->points[1], ==, 4);
  g_assert_cmpint (move_at (a, a->moves->len - 1)->margin, ==, -4);
  g_clear_pointer (&a, bastide_analysis_free);

  /* No hook: no choice */
  bastide_analysis_set_ai_func (NULL, NULL);
  a = bastide_scenario_analyse (s, &error);
  g_assert_cmpint (a->ai_choice, ==, -1);
  g_clear_pointer (&a, bastide_analysis_free);

  /* The AI layer's choice, when it is built, is one of the moves */
  if (bastide_analysis_use_default_ai ())
    {
      a = bastide_scenario_analyse (s, &error);
      g_assert_no_error (error);
      g_assert_cmpint (a->ai_choice, >=, 0);
      g_assert_cmpint (a->ai_choice, <, a->moves->len);
    }
  bastide_analysis_set_ai_func (NULL, NULL);
}

/* The computer's choice that cancels the analysis asking for it, as the
 * editor does when the position changes while the analysis runs. */
static gboolean
cancelling_ai (const BastideState *state,
               GCancellable       *cancellable,
               BastideTurn        *turn,
               gpointer            user_data)
{
  guint *calls = user_data;

  (*calls)++;
  g_cancellable_cancel (cancellable);
  return FALSE;
}

static void
test_analysis_cancelled (void)
{
  g_autoptr(BastideScenario) s = bastide_scenario_new ();
  g_autofree BastideState *state = g_new (BastideState, 1);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(BastideAnalysis) a = NULL;
  g_autoptr(GError) error = NULL;
  guint calls = 0;

  set_pile (s, "E U");
  g_assert_true (bastide_scenario_to_state (s, state, NULL));
  bastide_analysis_set_ai_func (cancelling_ai, &calls);

  /* Cancelled before it starts: no move is listed, nobody is asked */
  g_cancellable_cancel (cancellable);
  a = bastide_analysis_new (state, cancellable, &error);
  g_assert_null (a);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_cmpuint (calls, ==, 0);
  g_clear_error (&error);

  /* Cancelled while the computer chooses: no analysis comes back */
  g_cancellable_reset (cancellable);
  a = bastide_analysis_new (state, cancellable, &error);
  g_assert_null (a);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_cmpuint (calls, ==, 1);
  g_clear_error (&error);

  /* Not cancelled: the whole analysis */
  bastide_analysis_set_ai_func (fixed_ai, NULL);
  g_cancellable_reset (cancellable);
  a = bastide_analysis_new (state, cancellable, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (a->moves->len, >, 0);
  g_assert_cmpint (a->ai_choice, >=, 0);
  bastide_analysis_set_ai_func (NULL, NULL);
}

static void
test_explain (void)
{
  BastideScoreEvent event = { 0 };
  const char *names[] = { "Red", "Blue", "Anna" };
  g_autofree char *city = NULL;
  g_autofree char *road = NULL;
  g_autofree char *field = NULL;
  g_autofree char *points = NULL;

  event.reason = BASTIDE_SCORE_COMPLETED;
  event.category = BASTIDE_CATEGORY_CITY;
  event.kind = BASTIDE_FEATURE_CITY;
  event.tiles = 3;
  event.shields = 1;
  event.points[0] = 8;
  city = bastide_explain_event (&event, 3, names);
  g_assert_cmpstr (city, ==, "City of 3 tiles with 1 shield completed: 8 points to Red");

  event.kind = BASTIDE_FEATURE_ROAD;
  event.category = BASTIDE_CATEGORY_ROAD;
  event.reason = BASTIDE_SCORE_FINAL;
  event.tiles = 1;
  event.points[0] = 1;
  event.points[2] = 1;
  road = bastide_explain_event (&event, 3, names);
  g_assert_cmpstr (road, ==, "Unfinished road of 1 tile: 1 point each to Red and Anna");

  event.reason = BASTIDE_SCORE_FIELD;
  event.kind = BASTIDE_FEATURE_FIELD;
  event.cities = 2;
  event.points[0] = 6;
  event.points[1] = 0;
  event.points[2] = 0;
  field = bastide_explain_event (&event, 3, names);
  g_assert_cmpstr (field, ==, "Field touching 2 completed cities: 6 points to Red");

  {
    int p[3] = { 5, 2, 0 };

    points = bastide_explain_points (p, 3, names);
    g_assert_cmpstr (points, ==, "5 points to Red, 2 points to Blue");
  }
}

/* Turns as JSON, and back */

static void
test_turn_json (void)
{
  BastideRules rules = { BASTIDE_GAME_STANDARD, BASTIDE_EXPANSION_ABBEY_MAYOR, 2, 0, 0 };
  const char *texts[] = {
    "{\"tile\":\"U\",\"x\":1,\"y\":0,\"rot\":90,\"deploy\":{\"piece\":\"meeple\",\"on\":\"r1\"}}",
    "{\"tile\":\"D\",\"x\":2,\"y\":2,\"rot\":180,\"deploy\":{\"piece\":\"barn\",\"corner\":\"SE\"}}",
    "{\"tile\":\"K\",\"x\":2,\"y\":0,\"rot\":0,\"wagons\":[{\"x\":1,\"y\":0,\"on\":\"c1\"},\"home\"]}",
    "{\"abbey\":true,\"x\":3,\"y\":-2,\"deploy\":{\"piece\":\"meeple\",\"on\":\"cloister\"}}",
    "{\"tile\":\"X\",\"discard\":true}",
    "{\"pass\":true}",
  };

  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      BastideTurn turn;
      g_autoptr(GError) error = NULL;
      g_autofree char *again = NULL;

      g_assert_true (bastide_moves_from_json (texts[i], &rules, &turn, &error));
      g_assert_no_error (error);
      again = bastide_moves_to_json (&turn);
      g_assert_cmpstr (again, ==, texts[i]);
    }
}

/* Authoring a puzzle */

static void
test_puzzle_authoring (void)
{
  g_autoptr(BastideScenario) s = bastide_scenario_new ();
  g_autoptr(BastidePuzzle) puzzle = NULL;
  g_autoptr(BastidePuzzle) back = NULL;
  g_autoptr(BastidePuzzleAnswer) answer = bastide_puzzle_answer_new ();
  g_autoptr(BastidePuzzleResult) result = NULL;
  g_autoptr(BastidePuzzleAnswer) solution = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  BastideTurn turn;

  add_on (s, 0, BASTIDE_PIECE_MEEPLE, 0, 0, "c1");
  set_pile (s, "E U");
  puzzle = bastide_puzzle_new (s);
  bastide_puzzle_set_title (puzzle, "Close the city");
  bastide_puzzle_set_description (puzzle, "Score 4 points with E.");
  bastide_puzzle_set_explanation (puzzle, "E above the start tile closes the city.");
  g_assert_false (bastide_puzzle_set_goal (puzzle, BASTIDE_PUZZLE_GOAL_SCORE, "many", &error));
  g_assert_cmpstr (error->message, ==, "“many” is not a number of points.");
  g_clear_error (&error);
  g_assert_true (bastide_puzzle_set_goal (puzzle, BASTIDE_PUZZLE_GOAL_SCORE, "4", &error));
  g_assert_true (bastide_puzzle_validate (puzzle, &error));
  g_assert_no_error (error);

  /* A wrong candidate: E south of the start tile */
  g_assert_true (bastide_moves_from_json ("{\"x\":0,\"y\":1,\"rot\":180}", bastide_scenario_get_rules (s),
                                          &turn, NULL));
  bastide_puzzle_answer_add_turn (answer, &turn);
  result = bastide_puzzle_check (puzzle, answer, &error);
  g_assert_no_error (error);
  g_assert_false (result->solved);
  g_assert_true (result->legal);
  g_assert_cmpstr (result->summary, ==, "Red scores 0 points this turn, but at least 4 are needed.");
  g_assert_cmpuint (result->details->len, ==, 1);
  g_assert_cmpstr (result->details->pdata[0], ==, "Turn 1, Red: Tile on square A, turned half way round");
  g_assert_cmpuint (result->squares->len, ==, 1);
  g_assert_cmpint (g_array_index (result->squares, BastidePuzzleCell, 0).x, ==, 0);
  g_assert_cmpint (g_array_index (result->squares, BastidePuzzleCell, 0).y, ==, 1);
  g_clear_pointer (&result, bastide_puzzle_result_free);

  /* An illegal one */
  g_array_index (answer->turns, BastideTurn, 0).y = 5;
  result = bastide_puzzle_check (puzzle, answer, &error);
  g_assert_false (result->legal);
  g_assert_false (result->solved);
  g_assert_cmpstr (result->summary, ==, "Turn 1 is not legal: the tile touches no placed tile.");
  g_clear_pointer (&result, bastide_puzzle_result_free);

  /* The right one, explained */
  g_assert_true (bastide_moves_from_json ("{\"tile\":\"E\",\"x\":0,\"y\":-1,\"rot\":180}",
                                          bastide_scenario_get_rules (s), &turn, NULL));
  g_array_index (answer->turns, BastideTurn, 0) = turn;
  result = bastide_puzzle_check (puzzle, answer, &error);
  g_assert_true (result->solved);
  g_assert_cmpstr (result->summary, ==, "Red scores 4 points this turn: at least 4 were needed.");
  g_assert_cmpuint (result->details->len, ==, 2);
  g_assert_cmpstr (result->details->pdata[0], ==, "Turn 1, Red: Tile on square A, turned half way round");
  g_assert_cmpstr (result->details->pdata[1], ==, "City of 2 tiles completed: 4 points to Red");

  /* The engine finds a solution too */
  solution = bastide_puzzle_solve (puzzle, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (solution->turns->len, ==, 1);
  g_assert_cmpint (g_array_index (solution->turns, BastideTurn, 0).y, ==, -1);

  /* Saved as a record with the puzzle's keys, read back the same */
  data = bastide_puzzle_to_data (puzzle, NULL);
  g_assert_nonnull (strstr (data, "\"puzzle-goal\" : \"score-at-least\""));
  g_assert_nonnull (strstr (data, "\"puzzle-title\" : \"Close the city\""));
  {
    g_autoptr(BastideRecord) record = bastide_record_load_data (data, -1, "puzzle", &error);

    g_assert_no_error (error);
    g_assert_cmpstr (bastide_record_get_extra (record, "puzzle-target"), ==, "4");
  }
  back = bastide_puzzle_load_data (data, -1, "puzzle", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (bastide_puzzle_get_title (back), ==, "Close the city");
  g_assert_cmpstr (bastide_puzzle_get_description (back), ==, "Score 4 points with E.");
  g_assert_cmpstr (bastide_puzzle_get_explanation (back), ==, "E above the start tile closes the city.");
  g_assert_cmpint (bastide_puzzle_get_goal (back), ==, BASTIDE_PUZZLE_GOAL_SCORE);
  g_assert_cmpstr (bastide_puzzle_get_target (back), ==, "4");
  g_assert_null (bastide_scenario_get_extra (bastide_puzzle_get_scenario (back), "puzzle-goal"));
  {
    g_autofree char *again = bastide_puzzle_to_data (back, NULL);

    g_assert_cmpstr (again, ==, data);
  }

  /* Other goals: "where", "legal" */
  g_assert_true (bastide_puzzle_set_goal (puzzle, BASTIDE_PUZZLE_GOAL_WHERE, NULL, &error));
  g_clear_pointer (&solution, bastide_puzzle_answer_free);
  solution = bastide_puzzle_solve (puzzle, &error);
  g_assert_cmpuint (solution->cells->len, ==, 2);
  g_clear_pointer (&result, bastide_puzzle_result_free);
  result = bastide_puzzle_check (puzzle, solution, &error);
  g_assert_true (result->solved);
  g_assert_cmpstr (result->summary, ==, "Right: the tile fits at exactly these 2 squares.");
  /* the squares are green on the board: nothing more to say */
  g_assert_cmpuint (result->details->len, ==, 0);
  g_assert_cmpuint (result->squares->len, ==, 0);
  /* partly right: one square of the two, and one where it does not fit */
  {
    BastidePuzzleCell forgotten = g_array_index (solution->cells, BastidePuzzleCell, 1);

    g_array_set_size (solution->cells, 1);
    bastide_puzzle_answer_add_cell (solution, 1, 0);
    g_clear_pointer (&result, bastide_puzzle_result_free);
    result = bastide_puzzle_check (puzzle, solution, &error);
    g_assert_false (result->solved);
    g_assert_cmpstr (result->summary, ==, "Not quite.");
    g_assert_cmpuint (result->details->len, ==, 2);
    g_assert_cmpstr (result->details->pdata[0], ==, "The tile also fits on square A.");
    g_assert_cmpstr (result->details->pdata[1], ==,
                     "The tile does not fit on square B: the field on this tile’s west side would meet a road.");
    g_assert_cmpuint (result->squares->len, ==, 2);
    g_assert_cmpint (g_array_index (result->squares, BastidePuzzleCell, 0).x, ==, forgotten.x);
    g_assert_cmpint (g_array_index (result->squares, BastidePuzzleCell, 0).y, ==, forgotten.y);
    g_assert_cmpint (g_array_index (result->squares, BastidePuzzleCell, 1).x, ==, 1);
    g_assert_cmpint (g_array_index (result->squares, BastidePuzzleCell, 1).y, ==, 0);
  }

  g_assert_false (bastide_puzzle_set_goal (puzzle, BASTIDE_PUZZLE_GOAL_LEGAL, "{", &error));
  g_clear_error (&error);
  g_assert_true (bastide_puzzle_set_goal (puzzle, BASTIDE_PUZZLE_GOAL_LEGAL,
                                          "{\"x\":0,\"y\":-1,\"rot\":180,\"deploy\":{\"piece\":\"meeple\",\"on\":\"c1\"}}",
                                          &error));
  g_clear_pointer (&solution, bastide_puzzle_answer_free);
  solution = bastide_puzzle_solve (puzzle, &error);
  g_assert_false (solution->yes);
  g_clear_pointer (&result, bastide_puzzle_result_free);
  result = bastide_puzzle_check (puzzle, solution, &error);
  g_assert_true (result->solved);
  g_assert_cmpstr (result->summary, ==, "Right: the move is not legal: the city already holds a piece.");
}

/* Progress */

static void
progress_changed_cb (BastidePuzzleProgress *progress G_GNUC_UNUSED,
                     const char            *id G_GNUC_UNUSED,
                     guint                 *count)
{
  (*count)++;
}

static void
test_progress (void)
{
  g_autofree char *dir = g_dir_make_tmp ("bastide-progress-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "sub", "puzzles.ini", NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  guint changed = 0;

  {
    g_autoptr(BastidePuzzleProgress) progress = bastide_puzzle_progress_new_for_path (path);

    g_signal_connect (progress, "changed", G_CALLBACK (progress_changed_cb), &changed);
    g_assert_cmpuint (bastide_puzzle_progress_get_n_solved (progress), ==, 0);
    g_assert_false (bastide_puzzle_progress_is_solved (progress, "01-first-steps"));
    g_assert_true (bastide_puzzle_progress_set_solved (progress, "01-first-steps", TRUE, &error));
    g_assert_true (bastide_puzzle_progress_set_solved (progress, "05-abbot", TRUE, &error));
    g_assert_true (bastide_puzzle_progress_set_solved (progress, "05-abbot", TRUE, &error));
    g_assert_no_error (error);
    g_assert_cmpuint (changed, ==, 2);
  }
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, "[Puzzles]\nSolved=01-first-steps;05-abbot;\n");

  /* Kept across runs */
  {
    g_autoptr(BastidePuzzleProgress) progress = bastide_puzzle_progress_new_for_path (path);
    g_auto(GStrv) solved = NULL;

    g_assert_cmpuint (bastide_puzzle_progress_get_n_solved (progress), ==, 2);
    g_assert_true (bastide_puzzle_progress_is_solved (progress, "05-abbot"));
    g_assert_true (bastide_puzzle_progress_set_solved (progress, "01-first-steps", FALSE, &error));
    solved = bastide_puzzle_progress_dup_solved (progress);
    g_assert_cmpuint (g_strv_length (solved), ==, 1);
    g_assert_cmpstr (solved[0], ==, "05-abbot");
    g_assert_true (bastide_puzzle_progress_reset (progress, &error));
    g_assert_cmpuint (bastide_puzzle_progress_get_n_solved (progress), ==, 0);
  }

  /* The default place */
  {
    g_autoptr(BastidePuzzleProgress) progress = bastide_puzzle_progress_new ();
    g_autofree char *expected = g_build_filename (g_get_user_data_dir (), "io.github.bastide.Bastide",
                                                  "puzzles.ini", NULL);

    g_assert_cmpstr (bastide_puzzle_progress_get_path (progress), ==, expected);
  }

  g_unlink (path);
  {
    g_autofree char *sub = g_path_get_dirname (path);

    g_rmdir (sub);
  }
  g_rmdir (dir);
}

/* The scenario and puzzle readers go through the engine's door for JSON:
 * 75,000 nested lists, a pipe and /dev/zero are refused in one line
 * naming the file (issue 13). */
static void
test_hostile_files (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("bastide-editor-XXXXXX", &error);
  g_autofree char *fifo = g_build_filename (dir, "pipe.json", NULL);
  g_autofree char *brackets = g_malloc (75001);
  const char *files[] = { fifo, dir, "/dev/zero" };
  g_autoptr(BastideScenario) deep = NULL;
  g_autoptr(BastidePuzzle) deep_puzzle = NULL;

  g_assert_no_error (error);
  memset (brackets, '[', 75000);
  brackets[75000] = '\0';
  deep = bastide_scenario_load_data (brackets, -1, "deep.json", &error);
  g_assert_null (deep);
  g_assert_error (error, BASTIDE_SCENARIO_ERROR, BASTIDE_SCENARIO_ERROR_FORMAT);
  g_assert_true (g_str_has_prefix (error->message, "deep.json:"));
  g_clear_error (&error);
  deep_puzzle = bastide_puzzle_load_data (brackets, -1, "deep.json", &error);
  g_assert_null (deep_puzzle);
  g_assert_nonnull (error);
  g_clear_error (&error);

  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autoptr(BastideScenario) scenario = bastide_scenario_load_file (files[i], &error);
      g_autoptr(BastidePuzzle) puzzle = NULL;

      g_assert_null (scenario);
      g_assert_nonnull (error);
      g_assert_true (g_str_has_prefix (error->message, files[i]));
      g_assert_null (strchr (error->message, '\n'));
      g_clear_error (&error);
      puzzle = bastide_puzzle_load_file (files[i], &error);
      g_assert_null (puzzle);
      g_assert_nonnull (error);
      g_assert_true (g_str_has_prefix (error->message, files[i]));
      g_clear_error (&error);
    }
  g_unlink (fifo);
  g_rmdir (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/editor/scenario/new", test_new);
  g_test_add_func ("/editor/scenario/hostile-files", test_hostile_files);
  g_test_add_func ("/editor/scenario/tiles", test_tiles);
  g_test_add_func ("/editor/scenario/wheel-board", test_wheel_board);
  g_test_add_func ("/editor/scenario/pieces", test_pieces);
  g_test_add_func ("/editor/scenario/players", test_players);
  g_test_add_func ("/editor/scenario/groups-and-signals", test_groups_and_signals);
  g_test_add_func ("/editor/problems/edges", test_problem_edges);
  g_test_add_func ("/editor/problems/sets", test_problem_sets);
  g_test_add_func ("/editor/problems/copies", test_problem_copies);
  g_test_add_func ("/editor/problems/disconnected", test_problem_disconnected);
  g_test_add_func ("/editor/problems/river", test_problem_river);
  g_test_add_func ("/editor/problems/pieces", test_problem_pieces);
  g_test_add_func ("/editor/problems/barns", test_problem_barns);
  g_test_add_func ("/editor/problems/completed", test_problem_completed);
  g_test_add_func ("/editor/problems/river-pieces", test_problem_river_pieces);
  g_test_add_func ("/editor/problems/several", test_problem_several);
  g_test_add_func ("/editor/problems/crowns", test_problem_crowns);
  g_test_add_func ("/editor/problems/pile", test_problem_pile);
  g_test_add_func ("/editor/problems/players", test_problem_players);
  g_test_add_func ("/editor/files/round-trip", test_round_trip);
  g_test_add_func ("/editor/files/errors", test_load_errors);
  g_test_add_func ("/editor/files/to-record", test_to_record);
  g_test_add_func ("/editor/files/to-record-over", test_to_record_over);
  g_test_add_func ("/editor/palette", test_palette);
  g_test_add_func ("/editor/analysis", test_analysis);
  g_test_add_func ("/editor/describe/two-of-a-kind", test_describe_two_of_a_kind);
  g_test_add_func ("/editor/analysis-cancelled", test_analysis_cancelled);
  g_test_add_func ("/editor/explain", test_explain);
  g_test_add_func ("/editor/turn-json", test_turn_json);
  g_test_add_func ("/editor/puzzle/authoring", test_puzzle_authoring);
  g_test_add_func ("/editor/puzzle/progress", test_progress);

  return g_test_run ();
}
