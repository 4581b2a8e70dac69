/* test-describe.c: the board in words (bastide-describe.c), headless
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The scripted game of the model tests (bastide-test-scripted.h): M at
 * (0, 0) turned 90° (a city east and south with a shield), then N, E, E,
 * B drawn.
 */

#include "config.h"

#include <locale.h>

#include "bastide-describe.h"
#include "bastide-test-scripted.h"

static void
assert_text (char       *text,
             const char *expected)
{
  g_assert_cmpstr (text, ==, expected);
  g_free (text);
}

/* Every tile edge by edge, in the direction it faces after turning. */
static void
test_tiles (void)
{
  assert_text (bastide_describe_tile (type_of ("D"), 0),
               "North: city; East: road; South: field; West: road; the road runs east–west");
  /* a quarter turn clockwise: the city faces east, the road north–south */
  assert_text (bastide_describe_tile (type_of ("D"), 1),
               "North: road; East: city; South: road; West: field; the road runs north–south");
  assert_text (bastide_describe_tile (type_of ("M"), 1),
               "North: field; East: city; South: city; West: field; one city covers east and south; 1 shield");
  assert_text (bastide_describe_tile (type_of ("V"), 0),
               "North: field; East: field; South: road; West: road; the road turns from south to west");
  assert_text (bastide_describe_tile (type_of ("A"), 2),
               "North: road; East: field; South: field; West: field; the road ends at the monastery; "
               "a monastery in the middle");
  assert_text (bastide_describe_tile (type_of ("C"), 0),
               "North: city; East: city; South: city; West: city; one city covers all four sides; 1 shield");
  assert_text (bastide_describe_tile (type_of ("X"), 0),
               "North: road; East: road; South: road; West: road; the roads end at a junction");
  assert_text (bastide_describe_tile (type_of ("I"), 0),
               "North: city; East: city; South: field; West: field; the cities are separate");
  assert_text (bastide_describe_tile_count (type_of ("B"), 3),
               "3 left: North: field; East: field; South: field; West: field; a monastery in the middle");
}

/* What each edge would meet at a square, and whether the tile may go. */
static void
test_fit (void)
{
  g_autoptr(BastideGame) game = scripted_game ();
  g_autoptr(GError) error = NULL;
  guint n = type_of ("N");

  bastide_game_draw (game, &error);
  g_assert_no_error (error);

  assert_text (bastide_describe_fit (game, n, 1, 0, 2), "Fits: city meets city to the west");
  assert_text (bastide_describe_fit (game, n, 1, 0, 0), "Does not fit: field would meet city to the west");
  /* below M: N's city north meets M's city south; field against nothing */
  assert_text (bastide_describe_fit (game, n, 0, 1, 0), "Fits: city meets city to the north");
  assert_text (bastide_describe_fit (game, n, 0, 1, 2),
               "Does not fit: field would meet city to the north");
  assert_text (bastide_describe_fit (game, n, 5, 5, 0), "No tile lies next to this square");
  assert_text (bastide_describe_fit (game, n, 0, 0, 0), "A tile lies here already");
}

/* Follower spots: what the spot is on, complete or not, how big, who
 * holds it. */
static void
test_spots (void)
{
  g_autoptr(BastideGame) game = scripted_game ();
  g_autoptr(GError) error = NULL;
  BastideDeploy knight = { BASTIDE_PIECE_MEEPLE, feature_of ("N", "c1"), -1, -1 };
  BastideDeploy farmer = { BASTIDE_PIECE_MEEPLE, feature_of ("N", "f1"), -1, -1 };

  bastide_game_draw (game, &error);
  bastide_game_place (game, 1, 0, 2, &error);
  g_assert_no_error (error);

  assert_text (bastide_describe_deploy (game, &knight),
               "follower on the city, incomplete, 2 tiles, 1 shield, nobody holds it, "
               "worth 3 points if the game ended now, at least 6 points if completed");
  /* no completed city touches the field */
  assert_text (bastide_describe_deploy (game, &farmer),
               "follower in the field, 1 tile, nobody holds it, worth 0 points if the game ended now");

  bastide_game_deploy (game, &knight, &error);
  g_assert_no_error (error);
  assert_text (bastide_describe_feature (game, 0, 0, feature_of ("M", "c1")),
               "incomplete, 2 tiles, 1 shield, Red holds it");
  assert_text (bastide_describe_square (game, 1, 0),
               "North: field; East: field; South: city; West: city; one city covers south and west. "
               "follower on the city, incomplete, 2 tiles, 1 shield, Red holds it, "
               "worth 3 points if the game ended now, at least 6 points if completed");
  assert_text (bastide_describe_square (game, 3, 3), "Empty square");
  assert_text (bastide_describe_deployed (game, &(BastidePieceMove) { 0, BASTIDE_PIECE_MEEPLE, 1, 0,
                                                                     knight.feature, -1, -1 }),
               "Red deployed: follower on the city, incomplete, 2 tiles, 1 shield, Red holds it");

  /* Blue closes the west half, Red the city: complete, 4 tiles */
  bastide_game_draw (game, &error);
  bastide_game_place (game, 0, 1, 0, &error);
  bastide_game_deploy (game, NULL, &error);
  g_assert_no_error (error);
  assert_text (bastide_describe_feature (game, 0, 0, feature_of ("M", "c1")),
               "incomplete, 3 tiles, 1 shield, Red holds it");
  bastide_game_draw (game, &error);
  bastide_game_place (game, 1, 1, 0, &error);
  g_assert_no_error (error);
  assert_text (bastide_describe_feature (game, 0, 0, feature_of ("M", "c1")),
               "complete, 4 tiles, 1 shield, Red holds it");
  bastide_game_deploy (game, NULL, &error);
  g_assert_no_error (error);
  assert_text (bastide_describe_feature (game, 0, 0, feature_of ("M", "c1")),
               "complete, 4 tiles, 1 shield, nobody holds it");

  /* the cloister above M: itself and two neighbours of nine, the last
   * tile of the pile */
  bastide_game_draw (game, &error);
  bastide_game_place (game, 0, -1, 0, &error);
  g_assert_no_error (error);
  {
    BastideDeploy monk = { BASTIDE_PIECE_MEEPLE, feature_of ("B", "cloister"), -1, -1 };

    assert_text (bastide_describe_deploy (game, &monk),
                 "follower in the monastery, incomplete, 3 of 9 squares filled, nobody holds it, "
                 "worth 3 points if the game ended now, it can no longer be completed");
  }
}

/* News: turns, moves and scores. */
static void
test_news (void)
{
  g_autoptr(BastideGame) game = scripted_game ();

  assert_text (bastide_describe_turn (game, 1), "Blue’s turn");
  assert_text (bastide_describe_placement (game, 1, &(BastideBoardTile) { 2, -1, type_of ("D"), 1 }),
               "Blue placed a tile at column 2, row -1: North: road; East: city; South: road; West: field; "
               "the road runs north–south");
  assert_text (bastide_describe_score (game, 0, 10, 10), "Red scores 10 points: 10 now");
  assert_text (bastide_describe_score (game, 1, 4, 1), "Blue scores 1 point: 4 now");
  assert_text (bastide_describe_score (game, 1, 2, -2), "Blue loses 2 points: 2 now");
  assert_text (bastide_describe_choice (game, BASTIDE_PIECE_MEEPLE, 4, 1, -1), "the empty square at column 4, row 1");
}

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "C.UTF-8");
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/describe/tiles", test_tiles);
  g_test_add_func ("/describe/fit", test_fit);
  g_test_add_func ("/describe/spots", test_spots);
  g_test_add_func ("/describe/news", test_news);

  return g_test_run ();
}
