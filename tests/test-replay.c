/* test-replay.c: going back over records, what happened in words, and
 * what the board hides, through the model
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "bastide-describe.h"
#include "bastide-event-text.h"
#include "bastide-game-outlook.h"
#include "bastide-model-private.h"
#include "bastide-random.h"
#include "bastide-replay.h"

/* Helpers */

static void
collect_records (GFile     *dir,
                 GPtrArray *paths)
{
  g_autoptr(GFileEnumerator) children = g_file_enumerate_children (dir, G_FILE_ATTRIBUTE_STANDARD_NAME ","
                                                                   G_FILE_ATTRIBUTE_STANDARD_TYPE,
                                                                   G_FILE_QUERY_INFO_NONE, NULL, NULL);
  GFileInfo *info;

  g_assert_nonnull (children);
  while ((info = g_file_enumerator_next_file (children, NULL, NULL)) != NULL)
    {
      g_autoptr(GFileInfo) held = info;
      g_autoptr(GFile) child = g_file_get_child (dir, g_file_info_get_name (info));

      if (g_file_info_get_file_type (info) == G_FILE_TYPE_DIRECTORY)
        collect_records (child, paths);
      else if (g_str_has_suffix (g_file_info_get_name (info), ".json"))
        g_ptr_array_add (paths, g_file_get_path (child));
    }
}

static const BastideState *
shown (BastideReplay *replay)
{
  return bastide_game_get_state (bastide_replay_get_game (replay));
}

/* Every position of @record, played from its start: entry t is the
 * position after t turns. */
static GArray *
reference_positions (const BastideRecord *record)
{
  guint n = bastide_record_get_n_turns (record);
  GArray *positions = g_array_sized_new (FALSE, FALSE, sizeof (BastideState), n + 1);
  g_autofree BastideState *state = g_new (BastideState, 1);

  *state = *bastide_record_get_start (record);
  g_array_append_vals (positions, state, 1);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GError) error = NULL;

      g_assert_true (bastide_record_play_turn (record, state, bastide_record_get_turn (record, i), NULL, &error));
      g_assert_no_error (error);
      g_array_append_vals (positions, state, 1);
    }
  return positions;
}

static void
check_turn (BastideReplay *replay,
            GArray        *positions,
            guint          turn,
            guint          most_replayed)
{
  const BastideState *expected = &g_array_index (positions, BastideState, turn);

  bastide_replay_set_turn (replay, turn);
  g_assert_cmpuint (bastide_replay_get_turn (replay), ==, turn);
  g_assert_true (bastide_state_equal (shown (replay), expected));
  g_assert_cmpuint (bastide_replay_get_turns_replayed (replay), <=, most_replayed);
  g_assert_cmpuint (bastide_game_get_turn_number (bastide_replay_get_game (replay)), ==, expected->turn);
}

/* Forwards, backwards and jumping about, every position is the one
 * replaying the record to that turn gives; a step forward replays at most
 * one turn and any other move fewer than the snapshots' interval. */
static void
check_replay (BastideReplay       *replay,
              const BastideRecord *record)
{
  g_autoptr(GArray) positions = reference_positions (record);
  g_autoptr(GRand) rand = g_rand_new_with_seed (7);
  guint n = bastide_record_get_n_turns (record);
  const BastideState *last = &g_array_index (positions, BastideState, n);

  g_assert_cmpuint (bastide_replay_get_n_turns (replay), ==, n);
  g_assert_cmpuint (bastide_replay_get_turn (replay), ==, n);
  g_assert_true (bastide_state_equal (shown (replay), last));

  for (guint p = 0; p < last->rules.n_players; p++)
    {
      g_autoptr(GArray) history = bastide_replay_get_score_history (replay, p);

      g_assert_cmpuint (history->len, ==, n + 1);
      for (guint t = 0; t <= n; t++)
        g_assert_cmpint (g_array_index (history, int, t), ==,
                         g_array_index (positions, BastideState, t).players[p].score);
    }

  for (guint t = 0; t <= n; t++)
    check_turn (replay, positions, t, 1);
  for (guint t = n + 1; t-- > 0;)
    check_turn (replay, positions, t, BASTIDE_REPLAY_SNAPSHOT_INTERVAL - 1);
  for (guint i = 0; i < 2 * n; i++)
    check_turn (replay, positions, g_rand_int_range (rand, 0, n + 1), BASTIDE_REPLAY_SNAPSHOT_INTERVAL - 1);

  /* past the end: the end */
  bastide_replay_set_turn (replay, n + 5);
  g_assert_cmpuint (bastide_replay_get_turn (replay), ==, n);
}

static void
test_every_record (void)
{
  g_autoptr(GFile) root = g_file_new_for_path (g_test_get_filename (G_TEST_DIST, "records", NULL));
  g_autoptr(GPtrArray) paths = g_ptr_array_new_with_free_func (g_free);
  guint replayed = 0, refused = 0;

  collect_records (root, paths);
  g_assert_cmpuint (paths->len, >, 200);
  for (guint i = 0; i < paths->len; i++)
    {
      const char *path = paths->pdata[i];
      g_autoptr(GError) error = NULL;
      g_autoptr(BastideRecord) record = bastide_record_load_file (path, NULL);
      g_autoptr(GFile) file = g_file_new_for_path (path);
      g_autoptr(BastideReplay) replay = bastide_replay_new_from_file (file, &error);

      if (replay == NULL)
        {
          /* the examples of bad records: refused, naming the file */
          g_assert_nonnull (error);
          g_assert_true (strstr (error->message, path) != NULL);
          refused++;
          continue;
        }
      g_assert_no_error (error);
      g_assert_nonnull (record);
      check_replay (replay, record);
      replayed++;
    }
  g_test_message ("%u records replayed, %u refused", replayed, refused);
  g_assert_cmpuint (replayed, >=, 150);
}

/* A random game, as a record. */
static BastideRecord *
random_record (BastideGameKind game,
               guint           expansions,
               guint           n_players,
               guint64         seed)
{
  BastideRules rules = { game, expansions, n_players, 0, 0 };
  g_autoptr(GError) error = NULL;
  BastideRecord *record = bastide_random_record (&rules, seed, &error);

  g_assert_no_error (error);
  return record;
}

static void
test_large_records (void)
{
  const struct { BastideGameKind game; guint expansions; guint players; } tables[] = {
    { BASTIDE_GAME_STANDARD, BASTIDE_EXPANSION_RIVER | BASTIDE_EXPANSION_ABBOT | BASTIDE_EXPANSION_ABBEY_MAYOR, 6 },
    { BASTIDE_GAME_WHEEL_OF_FORTUNE, 0, 5 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (tables); i++)
    {
      g_autoptr(BastideRecord) record = random_record (tables[i].game, tables[i].expansions, tables[i].players, 11 + i);
      g_autoptr(GError) error = NULL;
      g_autofree char *data = bastide_record_to_data (record, NULL);
      g_autoptr(BastideReplay) replay = bastide_replay_new (bastide_record_load_data (data, -1, NULL, NULL), &error);

      g_assert_no_error (error);
      g_assert_cmpuint (bastide_record_get_n_turns (record), >, 60);
      check_replay (replay, record);

      /* the snapshots are reused: from the end back to a turn just past
       * one, a single turn is replayed */
      bastide_replay_set_turn (replay, 5 * BASTIDE_REPLAY_SNAPSHOT_INTERVAL + 1);
      g_assert_cmpuint (bastide_replay_get_turns_replayed (replay), ==, 1);
      bastide_replay_set_turn (replay, 5 * BASTIDE_REPLAY_SNAPSHOT_INTERVAL);
      g_assert_cmpuint (bastide_replay_get_turns_replayed (replay), ==, 0);
      bastide_replay_set_turn (replay, 5 * BASTIDE_REPLAY_SNAPSHOT_INTERVAL + 3);
      g_assert_cmpuint (bastide_replay_get_turns_replayed (replay), ==, 3);
    }
}

/* The view's game shows and plays nothing; its position changes with
 * position-changed and turn-number. */
static void
count_cb (GObject *object,
          guint   *count)
{
  (*count)++;
}

static void
count_notify_cb (GObject    *object,
                 GParamSpec *pspec,
                 guint      *count)
{
  (*count)++;
}

static void
test_view_plays_nothing (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "records", "scenarios", "base", "city-two-shields.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(BastideReplay) replay = bastide_replay_new_from_file (file, &error);
  BastideGame *game;
  guint changed = 0, notified = 0;

  g_assert_no_error (error);
  game = bastide_replay_get_game (replay);
  g_signal_connect (game, "position-changed", G_CALLBACK (count_cb), &changed);
  g_signal_connect (replay, "notify::turn", G_CALLBACK (count_notify_cb), &notified);

  bastide_replay_set_turn (replay, 0);
  g_assert_cmpuint (changed, ==, 1);
  g_assert_cmpuint (notified, ==, 1);
  bastide_replay_set_turn (replay, 0);
  g_assert_cmpuint (changed, ==, 1);

  g_assert_false (bastide_game_is_person_deciding (game));
  g_assert_false (bastide_game_is_computer_deciding (game));
  g_assert_false (bastide_game_draw (game, &error));
  g_assert_error (error, BASTIDE_GAME_ERROR, BASTIDE_GAME_ERROR_REPLAY);
  g_assert_cmpstr (bastide_game_get_player_name (game, 1), ==, "Blue");
}

/* "Play from here": a game whose record starts at the position shown,
 * in memory and written to a file and read back. */
static void
test_play_from_here (void)
{
  g_autoptr(BastideRecord) record = random_record (BASTIDE_GAME_STANDARD,
                                                   BASTIDE_EXPANSION_ABBOT | BASTIDE_EXPANSION_ABBEY_MAYOR, 4, 3);
  g_autofree char *data = bastide_record_to_data (record, NULL);
  g_autoptr(BastideReplay) replay = bastide_replay_new (bastide_record_load_data (data, -1, NULL, NULL), NULL);
  const BastidePlayerSetup seats[] = {
    { "Ann", BASTIDE_COLOR_RED, BASTIDE_PLAYER_PERSON, BASTIDE_COMPUTER_EASY },
    { "Bob", BASTIDE_COLOR_GREEN, BASTIDE_PLAYER_COMPUTER, BASTIDE_COMPUTER_GREEDY },
    { "Cy", BASTIDE_COLOR_BLUE, BASTIDE_PLAYER_PERSON, BASTIDE_COMPUTER_EASY },
    { "Di", BASTIDE_COLOR_YELLOW, BASTIDE_PLAYER_PERSON, BASTIDE_COMPUTER_EASY },
  };
  g_autoptr(GArray) positions = reference_positions (record);
  const guint turn = 23;
  g_autoptr(BastideGame) game = NULL;
  g_autoptr(BastideRecord) reread = NULL;
  g_autofree char *saved = NULL;
  g_autoptr(GError) error = NULL;
  const BastideState *here = &g_array_index (positions, BastideState, turn);

  bastide_replay_set_turn (replay, turn);
  game = bastide_game_new_from_setup (bastide_replay_record_from_here (replay), seats, &error);
  g_assert_no_error (error);
  g_assert_true (bastide_state_equal (bastide_record_get_start (bastide_game_get_record (game)), here));
  g_assert_true (bastide_state_equal (bastide_game_get_state (game), here));
  g_assert_cmpuint (bastide_record_get_n_turns (bastide_game_get_record (game)), ==, 0);
  g_assert_cmpstr (bastide_game_get_player_name (game, 1), ==, "Bob");
  g_assert_cmpint (bastide_game_get_player_kind (game, 1), ==, BASTIDE_PLAYER_COMPUTER);

  /* written as a file would be: the same position again */
  saved = bastide_record_to_data (bastide_game_get_record (game), NULL);
  reread = bastide_record_load_data (saved, -1, "here.bastide", &error);
  g_assert_no_error (error);
  for (guint p = 0; p < here->rules.n_players; p++)
    g_assert_cmpint (bastide_record_get_start (reread)->players[p].score, ==, here->players[p].score);
  g_assert_cmpuint (bastide_record_get_start (reread)->n_tiles, ==, here->n_tiles);
  g_assert_cmpuint (bastide_record_get_start (reread)->n_pieces, ==, here->n_pieces);
  g_assert_cmpuint (bastide_record_get_start (reread)->pile_len, ==, here->pile_len);
  g_assert_cmpuint (bastide_record_get_start (reread)->to_move, ==, here->to_move);
}

/* What a turn did, in words */

static GPtrArray *
events_at (const char *set,
           const char *name,
           guint       turn)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "records", set, name, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(BastideReplay) replay = bastide_replay_new_from_file (file, &error);

  g_assert_no_error (error);
  bastide_replay_set_turn (replay, turn);
  return bastide_replay_list_events (replay);
}

static void
assert_events (GPtrArray          *events,
               const char * const *expected)
{
  for (guint i = 0; i < events->len; i++)
    {
      BastideReplayEvent *event = events->pdata[i];

      g_assert_nonnull (expected[i]);
      g_assert_cmpstr (event->text, ==, expected[i]);
    }
  g_assert_null (expected[events->len]);
}

static void
test_turn_events (void)
{
  g_autoptr(GPtrArray) mayor = events_at ("scenarios/abbey-mayor", "mayor-three-shields-beats-two-knights.json", 1);
  g_autoptr(GPtrArray) wagon = events_at ("scenarios/abbey-mayor", "wagon-moves-after-a-mayor-wins-the-city.json", 1);
  g_autoptr(GPtrArray) barn = events_at ("scenarios/abbey-mayor", "barn-corner-with-a-city-on-the-far-side.json", 1);
  g_autoptr(GPtrArray) storm = events_at ("examples/wheel-of-fortune", "event-storm-before-crowns-return.json", 1);
  g_autoptr(GPtrArray) tax = events_at ("examples/wheel-of-fortune", "event-tax.json", 1);
  g_autoptr(GPtrArray) start = events_at ("scenarios/abbey-mayor", "mayor-ties-two-knights.json", 0);
  const char *mayor_text[] = {
    "Red places a tile",
    /* the rulebook's example: the mayor weighs the city's 3 shields */
    "Red’s city: 6 tiles × 2 + 3 shields × 2 = 18 — strength: Red 3 (with the mayor), Blue 2",
    "Blue’s knight goes home",
    "Blue’s knight goes home",
    "Red’s mayor goes home",
    "The game ends: the final scoring",
    NULL
  };
  const char *wagon_text[] = {
    "Red places a tile",
    "Red’s city: 5 tiles × 2 + 2 shields × 2 = 14 — strength: Red 2 (with the mayor), Blue 1",
    "Red’s mayor goes home",
    "Blue’s wagon moves on to a road",
    "The game ends: the final scoring",
    "Blue’s incomplete road: 1 tile × 1 = 1",
    NULL
  };
  const char *barn_text[] = {
    "Red places a tile and puts their barn on it",
    "Blue’s farmers, a barn put on their field: 1 completed city × 3 = 3",
    "Blue’s farmer goes home",
    "The game ends: the final scoring",
    "Red’s barn: 1 completed city × 4 = 4",
    NULL
  };
  const char *storm_text[] = {
    "Red places a tile",
    "The pig moves 1 sector, to STORM",
    "STORM — Red: 6 followers in supply × 1 = 6; Blue: 7 followers in supply × 1 = 7",
    "Crown spaces — Red: 1 follower × 6 = 6",
    "Red’s follower leaves the crown space and goes home",
    "The game ends: the final scoring",
    NULL
  };
  const char *tax_text[] = {
    "Red places a tile",
    "The pig moves 1 sector, to TAX",
    "TAX — Red: 2 knights = 6; Blue: 1 knight = 2",
    "The game ends: the final scoring",
    "Red’s incomplete city: 2 tiles × 1 + 1 shield × 1 = 3 — strength: Red 2, Blue 1",
    NULL
  };
  const char *none[] = { NULL };
  BastideReplayEvent *score = mayor->pdata[1];

  assert_events (mayor, mayor_text);
  assert_events (wagon, wagon_text);
  assert_events (barn, barn_text);
  assert_events (storm, storm_text);
  assert_events (tax, tax_text);
  assert_events (start, none);

  /* a score's row carries the score and whose it is */
  g_assert_cmpint (score->player, ==, 0);
  g_assert_nonnull (score->scoring);
  g_assert_cmpuint (score->scoring->tiles, ==, 6);
  g_assert_cmpuint (score->scoring->n_cells, ==, 6);
  g_assert_cmpint (((BastideReplayEvent *) storm->pdata[1])->player, ==, -1);
}

static void
test_event_text (void)
{
  const char *names[] = { "Ann", "Bob", "Cy", NULL };
  BastideScoring scoring = { 0, };
  g_autofree char *tie = NULL;
  g_autofree char *nobody = NULL;
  g_autofree char *fortune = NULL;
  g_autofree char *returned = NULL;
  g_autofree char *wheel = NULL;

  scoring.reason = BASTIDE_SCORE_COMPLETED;
  scoring.kind = BASTIDE_FEATURE_CITY;
  scoring.n_players = 3;
  scoring.tiles = 2;
  scoring.per_tile = 2;
  scoring.points[0] = scoring.points[2] = 4;
  scoring.strength[0] = scoring.strength[2] = 1;
  tie = bastide_event_text_scoring (&scoring, names);
  g_assert_cmpstr (tie, ==, "Ann and Cy’s city: 2 tiles × 2 = 4 each — strength: Ann 1, Cy 1");

  /* colours when there are no names; a field worth nothing */
  memset (&scoring, 0, sizeof scoring);
  scoring.reason = BASTIDE_SCORE_FIELD;
  scoring.kind = BASTIDE_FEATURE_FIELD;
  scoring.n_players = 2;
  scoring.per_city = 3;
  scoring.strength[1] = 1;
  nobody = bastide_event_text_scoring (&scoring, NULL);
  g_assert_cmpstr (nobody, ==, "Green’s farmers: 0 completed cities × 3 = 0");

  memset (&scoring, 0, sizeof scoring);
  scoring.reason = BASTIDE_SCORE_FORTUNE;
  scoring.n_players = 3;
  scoring.points[1] = 3;
  fortune = bastide_event_text_scoring (&scoring, names);
  g_assert_cmpstr (fortune, ==, "FORTUNE — Bob: 3 points");

  returned = bastide_event_text_piece_returned (names, 2, BASTIDE_PIECE_MEEPLE, BASTIDE_FEATURE_FIELD,
                                                BASTIDE_RETURN_PLAGUE);
  g_assert_cmpstr (returned, ==, "Cy’s farmer goes home, taken by the plague");
  wheel = bastide_event_text_wheel_turned (BASTIDE_SECTOR_PLAGUE, 2);
  g_assert_cmpstr (wheel, ==, "The pig moves 2 sectors, to PLAGUE");
}

/* What the board hides, through the game's getters */

static BastideGame *
game_at (const BastideState *state)
{
  BastideRecord *record = bastide_record_new (&state->rules, 1);
  g_autoptr(GError) error = NULL;
  BastideGame *game;

  bastide_record_set_player (record, 0, "Red", BASTIDE_COLOR_RED);
  bastide_record_set_player (record, 1, "Blue", BASTIDE_COLOR_BLUE);
  bastide_record_set_start (record, state);
  game = bastide_game_new_from_record (record, &error);
  g_assert_no_error (error);
  return game;
}

static void
put (BastideState *state,
     const char   *id,
     int           x,
     int           y,
     guint         rot)
{
  g_assert_true (bastide_state_put_tile (state, bastide_catalogue_lookup (id, BASTIDE_SET_BASE), x, y, rot, NULL));
}

/* D (city north, road east–west) between two Us (roads north–south) at
 * (-1, -1) and (1, -1), with C, B and B left: the hole above D and every
 * square wanting a road are dead (as in test-fits); a cloister B under D
 * can then never be completed. Red's knight on D's city, Blue's farmer
 * south of D's road. What the tooltips say, and screen readers. */
static void
test_outlook (void)
{
  BastideRules rules = { BASTIDE_GAME_STANDARD, 0, 2, 0, 0 };
  g_autofree BastideState *state = g_new0 (BastideState, 1);
  const guint8 pile[] = {
    bastide_catalogue_lookup ("C", BASTIDE_SET_BASE),
    bastide_catalogue_lookup ("B", BASTIDE_SET_BASE),
    bastide_catalogue_lookup ("B", BASTIDE_SET_BASE),
  };
  int d = bastide_catalogue_lookup ("D", BASTIDE_SET_BASE);
  int c = bastide_catalogue_lookup ("C", BASTIDE_SET_BASE);
  g_autoptr(BastideGame) game = NULL;
  g_autoptr(GArray) dead = NULL;
  g_autoptr(GPtrArray) fields = NULL;
  BastideFeatureOutlook outlook;
  BastideSquareOdds odds;
  char *text;
  guint held = 0;

  bastide_state_init_empty (state, &rules);
  put (state, "D", 0, 0, 0);
  put (state, "U", -1, -1, 0);
  put (state, "U", 1, -1, 0);
  g_assert_true (bastide_state_put_piece (state, 0, BASTIDE_PIECE_MEEPLE, 0, 0,
                                          bastide_tile_type_feature (bastide_catalogue_get (d), "c1"), -1, -1, NULL));
  g_assert_true (bastide_state_put_piece (state, 1, BASTIDE_PIECE_MEEPLE, 0, 0,
                                          bastide_tile_type_feature (bastide_catalogue_get (d), "f2"), -1, -1, NULL));
  g_assert_true (bastide_state_set_pile (state, pile, G_N_ELEMENTS (pile), NULL));
  bastide_state_begin (state, NULL);
  game = game_at (state);

  dead = bastide_game_list_dead_squares (game);
  g_assert_cmpuint (dead->len, ==, 5);

  g_assert_true (bastide_game_get_square_odds (game, 0, 1, &odds));
  g_assert_cmpuint (odds.fits, ==, 2);          /* the two Bs */
  g_assert_cmpuint (odds.tiles_left, ==, 3);
  g_assert_cmpuint (odds.next_draws, ==, 1);    /* the pile's order is set: C on top */
  g_assert_cmpuint (odds.next_fits, ==, 0);
  g_assert_false (odds.dead);
  text = bastide_square_odds_describe (&odds);
  g_assert_cmpstr (text, ==, "2 of the 3 tiles left fit this square. The next tile does not fit.");
  g_clear_pointer (&text, g_free);
  odds.next_draws = 3;
  odds.next_fits = 2;
  odds.in_hand = TRUE;
  text = bastide_square_odds_describe (&odds);
  g_assert_cmpstr (text, ==, "2 of the 3 tiles left fit this square. The next tile fits with a chance of 2 in 3 (67 %)."
                   " The tile in hand fits here.");
  g_clear_pointer (&text, g_free);
  g_assert_true (bastide_game_tile_fits_square (game, bastide_catalogue_lookup ("B", BASTIDE_SET_BASE), 0, 1));
  g_assert_false (bastide_game_tile_fits_square (game, c, 0, 1));
  g_assert_true (bastide_game_get_square_odds (game, 0, -1, &odds));
  g_assert_true (odds.dead);
  text = bastide_square_odds_describe (&odds);
  g_assert_cmpstr (text, ==, "No tile left can fill this square.");
  g_clear_pointer (&text, g_free);
  g_assert_false (bastide_game_get_square_odds (game, 0, 0, &odds));

  /* Red's city: 1 tile, open, never to be completed. */
  g_assert_true (bastide_game_get_feature_outlook (game, 0, 0, bastide_tile_type_feature (bastide_catalogue_get (d), "c1"),
                                                   &outlook));
  g_assert_cmpint (outlook.kind, ==, BASTIDE_FEATURE_CITY);
  g_assert_false (outlook.complete);
  g_assert_false (outlook.can_complete);
  g_assert_nonnull (outlook.now);
  g_assert_cmpint (outlook.now->points[0], ==, 1);
  g_assert_cmpstr (outlook.now->description, ==, "Red’s incomplete city: 1 tile × 1 = 1");
  g_assert_null (outlook.completed);
  text = bastide_feature_outlook_describe (&outlook);
  g_assert_cmpstr (text, ==, "If the game ended now: Red’s incomplete city: 1 tile × 1 = 1\n"
                   "It can no longer be completed: no tile left can fill an empty square it needs");
  g_clear_pointer (&text, g_free);
  bastide_feature_outlook_clear (&outlook);

  /* The first U's road, nobody's: 1 tile, its ends dead too. */
  g_assert_true (bastide_game_get_feature_outlook (game, -1, -1, 0, &outlook));
  text = bastide_feature_outlook_describe (&outlook);
  g_assert_cmpstr (text, ==, "Nobody holds it; at the end it is worth 1 tile × 1 = 1\n"
                   "It can no longer be completed: no tile left can fill an empty square it needs");
  g_clear_pointer (&text, g_free);
  bastide_feature_outlook_clear (&outlook);

  /* Blue's field, south of the road: no completed city yet. */
  g_assert_true (bastide_game_get_feature_outlook (game, 0, 0, bastide_tile_type_feature (bastide_catalogue_get (d), "f2"),
                                                   &outlook));
  g_assert_cmpint (outlook.kind, ==, BASTIDE_FEATURE_FIELD);
  g_assert_cmpint (outlook.now->points[1], ==, 0);
  g_assert_null (outlook.completed);
  g_assert_null (outlook.barns);
  g_assert_true (bastide_feature_outlook_worth_telling (&outlook));
  bastide_feature_outlook_clear (&outlook);
  /* the field north of the road, beside the city: nobody's, no completed
   * city, nothing to tell */
  g_assert_true (bastide_game_get_feature_outlook (game, 0, 0, bastide_tile_type_feature (bastide_catalogue_get (d), "f1"),
                                                   &outlook));
  g_assert_cmpint (outlook.kind, ==, BASTIDE_FEATURE_FIELD);
  g_assert_false (bastide_feature_outlook_worth_telling (&outlook));
  bastide_feature_outlook_clear (&outlook);

  /* the same for screen readers, at the cursor and choosing a spot */
  text = bastide_describe_square (game, 0, -1);
  g_assert_cmpstr (text, ==, "Empty square, no tile left can fill it");
  g_clear_pointer (&text, g_free);
  text = bastide_describe_square (game, 0, 1);
  g_assert_cmpstr (text, ==, "Empty square, tiles left that fit: 2 of 3");
  g_clear_pointer (&text, g_free);
  text = bastide_describe_square (game, 0, 0);
  g_assert_cmpstr (text, ==, "North: city; East: road; South: field; West: road; the road runs east–west. "
                   "follower on the city, incomplete, 1 tile, Red holds it, worth 1 point if the game ended now, "
                   "it can no longer be completed. "
                   "follower in the field, 1 tile, Blue holds it, worth 0 points if the game ended now");
  g_clear_pointer (&text, g_free);
  text = bastide_describe_choice (game, BASTIDE_PIECE_MEEPLE, -1, -1, 0);
  g_assert_cmpstr (text, ==, "follower on the road, incomplete, 1 tile, nobody holds it, "
                   "worth 1 point if the game ended now, it can no longer be completed");
  g_clear_pointer (&text, g_free);

  fields = bastide_game_list_fields (game);
  for (guint i = 0; i < fields->len; i++)
    {
      BastideField *field = fields->pdata[i];

      if (field->holders == 0)
        continue;
      held++;
      g_assert_cmpuint (field->holders, ==, 1 << 1);
      g_assert_cmpuint (field->farmers[1], ==, 1);
      g_assert_cmpuint (field->pieces->len, ==, 1);
      g_assert_cmpuint (field->cities, ==, 0);
      g_assert_cmpuint (field->city_cells->len, ==, 0);
      g_assert_nonnull (field->farmers_score);
    }
  g_assert_cmpuint (held, ==, 1);
}

/* The fields of a finished game with a barn: who holds them, the cities
 * they supply and what they score. */
static void
test_fields_with_barns (void)
{
  g_autoptr(GPtrArray) fields = NULL;
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "records", "scenarios", "abbey-mayor",
                                                 "barn-join-by-a-tile-that-completes-a-city.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(BastideReplay) replay = bastide_replay_new_from_file (file, NULL);
  guint barns = 0;

  fields = bastide_game_list_fields (bastide_replay_get_game (replay));
  for (guint i = 0; i < fields->len; i++)
    {
      BastideField *field = fields->pdata[i];

      if (field->barns_score == NULL)
        continue;
      barns++;
      /* Red's barn; Blue's farmer went home when the tile joined the fields */
      g_assert_cmpuint (field->barns[0], ==, 1);
      g_assert_cmpuint (field->pieces->len, ==, 1);
      g_assert_cmpuint (field->holders, ==, 0);
      g_assert_cmpuint (field->cities, ==, 1);
      g_assert_cmpuint (field->city_cells->len, ==, 2);
      g_assert_cmpint (field->points[0], ==, 4);
      g_assert_cmpstr (field->barns_score->description, ==, "Red’s barn: 1 completed city × 4 = 4");
    }
  g_assert_cmpuint (barns, ==, 1);
}

/* The fields of the Wheel of Fortune board: Red's farmer on the wheel
 * board's field, Blue's two on E's field beyond the city E closes against
 * the board; each field supplies that city, 3 to its farmers. */
static void
test_fields_on_the_wheel (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "records", "examples", "wheel-of-fortune",
                                                 "event-famine.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(BastideReplay) replay = bastide_replay_new_from_file (file, &error);
  g_autoptr(GPtrArray) fields = NULL;
  gboolean red = FALSE, blue = FALSE;

  g_assert_no_error (error);
  bastide_replay_set_turn (replay, 0);
  fields = bastide_game_list_fields (bastide_replay_get_game (replay));
  for (guint i = 0; i < fields->len; i++)
    {
      BastideField *field = fields->pdata[i];

      if (field->holders == 0)
        {
          g_assert_cmpint (field->points[0] + field->points[1], ==, 0);
          continue;
        }
      g_assert_cmpuint (field->cities, ==, 1);
      g_assert_cmpuint (field->city_cells->len, ==, 2);   /* the board's city side and E's */
      g_assert_nonnull (field->farmers_score);
      if (field->holders == 1 << 0)
        {
          red = TRUE;
          g_assert_cmpuint (field->farmers[0], ==, 1);
          g_assert_cmpint (field->points[0], ==, 3);
          g_assert_cmpstr (field->farmers_score->description, ==, "Red’s farmers: 1 completed city × 3 = 3");
        }
      else
        {
          blue = TRUE;
          g_assert_cmpuint (field->holders, ==, 1 << 1);
          g_assert_cmpuint (field->farmers[1], ==, 2);
          g_assert_cmpint (field->points[1], ==, 3);
          g_assert_cmpuint (field->pieces->len, ==, 2);
        }
    }
  g_assert_true (red && blue);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/replay/every-record", test_every_record);
  g_test_add_func ("/replay/large-records", test_large_records);
  g_test_add_func ("/replay/view-plays-nothing", test_view_plays_nothing);
  g_test_add_func ("/replay/play-from-here", test_play_from_here);
  g_test_add_func ("/replay/turn-events", test_turn_events);
  g_test_add_func ("/event-text/sentences", test_event_text);
  g_test_add_func ("/outlook/dead-odds-features", test_outlook);
  g_test_add_func ("/outlook/fields-with-barns", test_fields_with_barns);
  g_test_add_func ("/outlook/fields-on-the-wheel", test_fields_on_the_wheel);

  return g_test_run ();
}
