/* test-model.c: BastideGame, the GObject the widgets play through
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The scripted game of bastide-test-scripted.h, turn by turn, and more.
 */

#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "bastide-computer-private.h"
#include "bastide-game.h"
#include "bastide-game-log.h"
#include "bastide-model-private.h"
#include "bastide-test-scripted.h"
#include "test-positions.h"

static char *data_home;

/* Helpers */

static BastideDeploy
meeple_on (const char *tile,
           const char *feature)
{
  return (BastideDeploy) { BASTIDE_PIECE_MEEPLE, feature_of (tile, feature), -1, -1 };
}

static void
play_turn (BastideGame         *game,
           int                  x,
           int                  y,
           guint                rot,
           const BastideDeploy *deploy)
{
  g_autoptr(GError) error = NULL;

  bastide_game_draw (game, &error);
  g_assert_no_error (error);
  bastide_game_place (game, x, y, rot, &error);
  g_assert_no_error (error);
  bastide_game_deploy (game, deploy, &error);
  g_assert_no_error (error);
}

static void
play_turn_0 (BastideGame *game)
{
  BastideDeploy knight = meeple_on ("N", "c1");

  play_turn (game, 1, 0, 2, &knight);
}

static void
play_turn_1 (BastideGame *game)
{
  play_turn (game, 0, 1, 0, NULL);
}

static void
play_turn_2 (BastideGame *game)
{
  BastideDeploy farmer = meeple_on ("E", "f1");

  play_turn (game, 1, 1, 0, &farmer);
}

static void
play_turn_3 (BastideGame *game)
{
  BastideDeploy monk = meeple_on ("B", "cloister");

  play_turn (game, 0, -1, 0, &monk);
}

static void
assert_same_state (const BastideState *a,
                   const BastideState *b)
{
  g_assert_cmpint (a->phase, ==, b->phase);
  g_assert_cmpint (a->to_move, ==, b->to_move);
  g_assert_cmpint (a->n_tiles, ==, b->n_tiles);
  g_assert_cmpint (a->n_pieces, ==, b->n_pieces);
  g_assert_cmpint (a->pile_len, ==, b->pile_len);
  for (guint p = 0; p < a->rules.n_players; p++)
    g_assert_cmpint (a->players[p].score, ==, b->players[p].score);
  g_assert_true (bastide_state_equal (a, b));
}

/* The signal log */

typedef struct
{
  GPtrArray *lines;
  GPtrArray *scorings;
} Log;

static void
log_line (Log        *log,
          const char *format,
          ...) G_GNUC_PRINTF (2, 3);

static void
log_line (Log        *log,
          const char *format,
          ...)
{
  va_list args;

  va_start (args, format);
  g_ptr_array_add (log->lines, g_strdup_vprintf (format, args));
  va_end (args);
}

static void
tile_drawn_cb (BastideGame *game,
               guint        player,
               guint        type,
               Log         *log)
{
  log_line (log, "tile-drawn %u %s", player, type_id (type));
}

static void
tile_placed_cb (BastideGame      *game,
                BastideBoardTile *tile,
                guint             player,
                Log              *log)
{
  log_line (log, "tile-placed %d %d %u %s %u", tile->x, tile->y, tile->rot, type_id (tile->type), player);
}

static void
piece_deployed_cb (BastideGame      *game,
                   BastidePieceMove *move,
                   Log              *log)
{
  if (move->from_feature >= 0)
    log_line (log, "piece-deployed %u %s %d %d %d %d %d from %d %d %d", move->player,
              bastide_piece_name (move->kind), move->x, move->y, move->feature, move->corner, move->crown,
              move->from_x, move->from_y, move->from_feature);
  else
    log_line (log, "piece-deployed %u %s %d %d %d %d %d", move->player, bastide_piece_name (move->kind),
              move->x, move->y, move->feature, move->corner, move->crown);
}

static void
piece_returned_cb (BastideGame      *game,
                   BastidePieceMove *move,
                   Log              *log)
{
  static const char * const causes[] = { "scored", "recalled", "plague", "crown" };

  g_assert_cmpuint (move->cause, <, G_N_ELEMENTS (causes));
  log_line (log, "piece-returned %u %s %d %d %d %d %d %s", move->player, bastide_piece_name (move->kind),
            move->x, move->y, move->feature, move->corner, move->crown, causes[move->cause]);
}

static void
wheel_turned_cb (BastideGame   *game,
                 BastideSector  sector,
                 guint          steps,
                 Log           *log)
{
  log_line (log, "wheel-turned %s %u", bastide_sector_name (sector), steps);
}

static void
plague_cb (BastideGame *game,
           guint        player,
           Log         *log)
{
  log_line (log, "plague %u", player);
}

static void
feature_scored_cb (BastideGame    *game,
                   BastideScoring *scoring,
                   Log            *log)
{
  log_line (log, "feature-scored %s", scoring->description);
  g_ptr_array_add (log->scorings, bastide_scoring_copy (scoring));
}

static void
score_changed_cb (BastideGame *game,
                  guint        player,
                  int          score,
                  int          delta,
                  Log         *log)
{
  log_line (log, "score-changed %u %d %d", player, score, delta);
}

static void
turn_started_cb (BastideGame *game,
                 guint        player,
                 Log         *log)
{
  log_line (log, "turn-started %u", player);
}

static void
game_over_cb (BastideGame *game,
              Log         *log)
{
  log_line (log, "game-over");
}

static void
position_changed_cb (BastideGame *game,
                     Log         *log)
{
  log_line (log, "position-changed");
}

static void
notify_cb (BastideGame *game,
           GParamSpec  *pspec,
           Log         *log)
{
  log_line (log, "notify %s", pspec->name);
}

static Log *
log_new (BastideGame *game,
         gboolean     notifications)
{
  Log *log = g_new0 (Log, 1);

  log->lines = g_ptr_array_new_with_free_func (g_free);
  log->scorings = g_ptr_array_new_with_free_func ((GDestroyNotify) bastide_scoring_free);
  g_signal_connect (game, "tile-drawn", G_CALLBACK (tile_drawn_cb), log);
  g_signal_connect (game, "tile-placed", G_CALLBACK (tile_placed_cb), log);
  g_signal_connect (game, "piece-deployed", G_CALLBACK (piece_deployed_cb), log);
  g_signal_connect (game, "piece-returned", G_CALLBACK (piece_returned_cb), log);
  g_signal_connect (game, "wheel-turned", G_CALLBACK (wheel_turned_cb), log);
  g_signal_connect (game, "plague", G_CALLBACK (plague_cb), log);
  g_signal_connect (game, "feature-scored", G_CALLBACK (feature_scored_cb), log);
  g_signal_connect (game, "score-changed", G_CALLBACK (score_changed_cb), log);
  g_signal_connect (game, "turn-started", G_CALLBACK (turn_started_cb), log);
  g_signal_connect (game, "game-over", G_CALLBACK (game_over_cb), log);
  g_signal_connect (game, "position-changed", G_CALLBACK (position_changed_cb), log);
  if (notifications)
    g_signal_connect (game, "notify", G_CALLBACK (notify_cb), log);
  return log;
}

static void
log_free (Log *log)
{
  g_ptr_array_unref (log->lines);
  g_ptr_array_unref (log->scorings);
  g_free (log);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Log, log_free)

static void
log_clear (Log *log)
{
  g_ptr_array_set_size (log->lines, 0);
  g_ptr_array_set_size (log->scorings, 0);
}

static void
assert_log (Log                *log,
            const char * const *expected)
{
  guint n = g_strv_length ((char **) expected);

  for (guint i = 0; i < MIN (n, log->lines->len); i++)
    g_assert_cmpstr (log->lines->pdata[i], ==, expected[i]);
  g_assert_cmpuint (log->lines->len, ==, n);
}

/* Tests */

/* The end-of-game scoring of a finished game stays with its end: gone
 * after an undo, back after the redo, and there again when the record is
 * opened anew. */
static void
assert_final_scoring_kept (BastideGame *game)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) before = bastide_game_get_final_scoring (game);
  g_autoptr(BastideGame) opened = NULL;
  g_autofree char *data = NULL;
  BastideRecord *record;
  gsize length;

  g_assert_true (bastide_game_undo (game, &error));
  g_assert_no_error (error);
  {
    g_autoptr(GPtrArray) none = bastide_game_get_final_scoring (game);

    g_assert_cmpuint (none->len, ==, 0);
  }
  g_assert_true (bastide_game_redo (game, &error));
  g_assert_no_error (error);

  data = bastide_record_to_data (bastide_game_get_record (game), &length);
  record = bastide_record_load_data (data, length, "finished.json", &error);
  g_assert_no_error (error);
  opened = bastide_game_new_from_record (record, &error);
  g_assert_no_error (error);

  for (guint g = 0; g < 2; g++)
    {
      g_autoptr(GPtrArray) after = bastide_game_get_final_scoring (g == 0 ? game : opened);

      g_assert_cmpuint (after->len, ==, before->len);
      for (guint i = 0; i < before->len; i++)
        {
          const BastideScoring *a = before->pdata[i], *b = after->pdata[i];

          g_assert_cmpstr (a->description, ==, b->description);
          g_assert_cmpuint (a->turn, ==, b->turn);
          g_assert_cmpuint (a->n_cells, ==, b->n_cells);
        }
    }
}

static void
test_signals_in_order (void)
{
  g_autoptr(BastideGame) game = scripted_game ();
  g_autoptr(Log) log = log_new (game, FALSE);
  const BastideScoring *city;
  g_autofree char *c1_n = g_strdup_printf ("%d", feature_of ("N", "c1"));
  g_autofree char *f1_e = g_strdup_printf ("%d", feature_of ("E", "f1"));

  g_assert_cmpuint (bastide_game_get_n_players (game), ==, 2);
  g_assert_cmpstr (bastide_game_get_player_name (game, 0), ==, "Red");
  g_assert_cmpuint (bastide_game_get_tiles_left (game), ==, 4);
  g_assert_cmpint (bastide_game_get_phase (game), ==, BASTIDE_PHASE_DRAW);

  play_turn_0 (game);
  {
    g_autofree char *deployed = g_strdup_printf ("piece-deployed 0 meeple 1 0 %s -1 -1", c1_n);
    const char *expected[] = {
      "tile-drawn 0 N",
      "tile-placed 1 0 2 N 0",
      deployed,
      "turn-started 1",
      NULL
    };

    assert_log (log, expected);
  }
  log_clear (log);

  play_turn_1 (game);
  {
    const char *expected[] = {
      "tile-drawn 1 E",
      "tile-placed 0 1 0 E 1",
      "turn-started 0",
      NULL
    };

    assert_log (log, expected);
  }
  log_clear (log);

  play_turn_2 (game);
  {
    g_autofree char *deployed = g_strdup_printf ("piece-deployed 0 meeple 1 1 %s -1 -1", f1_e);
    g_autofree char *returned = g_strdup_printf ("piece-returned 0 meeple 1 0 %s -1 -1 scored", c1_n);
    const char *expected[] = {
      "tile-drawn 0 E",
      "tile-placed 1 1 0 E 0",
      deployed,
      "feature-scored Red’s city: 4 tiles × 2 + 1 shield × 2 = 10",
      returned,
      "score-changed 0 10 10",
      "turn-started 1",
      NULL
    };

    assert_log (log, expected);
  }
  g_assert_cmpuint (log->scorings->len, ==, 1);
  city = log->scorings->pdata[0];
  g_assert_cmpint (city->reason, ==, BASTIDE_SCORE_COMPLETED);
  g_assert_cmpint (city->category, ==, BASTIDE_CATEGORY_CITY);
  g_assert_cmpint (city->kind, ==, BASTIDE_FEATURE_CITY);
  g_assert_cmpuint (city->tiles, ==, 4);
  g_assert_cmpuint (city->shields, ==, 1);
  g_assert_cmpuint (city->per_tile, ==, 2);
  g_assert_cmpuint (city->per_shield, ==, 2);
  g_assert_cmpuint (city->strength[0], ==, 1);
  g_assert_cmpuint (city->strength[1], ==, 0);
  g_assert_cmpuint (city->mayors, ==, 0);
  g_assert_cmpuint (city->n_players, ==, 2);
  g_assert_cmpint (city->points[0], ==, 10);
  g_assert_cmpint (city->points[1], ==, 0);
  g_assert_false (city->is_final);
  g_assert_cmpuint (city->turn, ==, 2);
  g_assert_cmpuint (city->n_cells, ==, 4);
  g_assert_true (bastide_scoring_has_cell (city, 0, 0, feature_of ("M", "c1")));
  g_assert_true (bastide_scoring_has_cell (city, 1, 0, feature_of ("N", "c1")));
  g_assert_true (bastide_scoring_has_cell (city, 0, 1, feature_of ("E", "c1")));
  g_assert_true (bastide_scoring_has_cell (city, 1, 1, feature_of ("E", "c1")));
  g_assert_false (bastide_scoring_has_cell (city, 1, 1, feature_of ("E", "f1")));
  g_assert_cmpint (bastide_scoring_get_total (city), ==, 10);
  g_assert_cmpint (bastide_game_get_score (game, 0), ==, 10);
  g_assert_cmpint (bastide_game_get_category_score (game, 0, BASTIDE_CATEGORY_CITY), ==, 10);
  /* The knight is back, the farmer stays. */
  g_assert_cmpuint (bastide_game_get_supply (game, 0, BASTIDE_PIECE_MEEPLE), ==, BASTIDE_MEEPLES - 1);
  log_clear (log);

  /* The last tile: the turn, then the final scoring feature by feature. */
  play_turn_3 (game);
  {
    g_autofree char *deployed = g_strdup_printf ("piece-deployed 1 meeple 0 -1 %d -1 -1",
                                                 feature_of ("B", "cloister"));
    const char *expected[] = {
      "tile-drawn 1 B",
      "tile-placed 0 -1 0 B 1",
      deployed,
      "feature-scored Blue’s incomplete monastery: 3 tiles × 1 = 3",
      "feature-scored Red’s farmers: 1 completed city × 3 = 3",
      "score-changed 0 13 3",
      "score-changed 1 3 3",
      "game-over",
      NULL
    };

    assert_log (log, expected);
  }
  g_assert_cmpuint (log->scorings->len, ==, 2);
  for (guint i = 0; i < 2; i++)
    {
      const BastideScoring *scoring = log->scorings->pdata[i];

      g_assert_true (scoring->is_final);
      g_assert_cmpuint (scoring->turn, ==, 3);
    }
  g_assert_cmpint (((BastideScoring *) log->scorings->pdata[0])->reason, ==, BASTIDE_SCORE_FINAL);
  g_assert_cmpuint (((BastideScoring *) log->scorings->pdata[0])->tiles, ==, 3);
  g_assert_cmpuint (((BastideScoring *) log->scorings->pdata[0])->n_cells, ==, 1);
  g_assert_cmpint (((BastideScoring *) log->scorings->pdata[1])->reason, ==, BASTIDE_SCORE_FIELD);
  g_assert_cmpuint (((BastideScoring *) log->scorings->pdata[1])->cities, ==, 1);

  g_assert_true (bastide_game_get_is_over (game));
  g_assert_cmpint (bastide_game_get_score (game, 0), ==, 13);
  g_assert_cmpint (bastide_game_get_score (game, 1), ==, 3);
  g_assert_cmpint (bastide_game_get_category_score (game, 0, BASTIDE_CATEGORY_FIELD), ==, 3);
  g_assert_cmpint (bastide_game_get_category_score (game, 1, BASTIDE_CATEGORY_CLOISTER), ==, 3);
  g_assert_cmpuint (bastide_game_get_winners (game), ==, 1 << 0);
  {
    g_autoptr(GPtrArray) final = bastide_game_get_final_scoring (game);

    g_assert_cmpuint (final->len, ==, 2);
    g_assert_cmpstr (((BastideScoring *) final->pdata[1])->description, ==,
                     "Red’s farmers: 1 completed city × 3 = 3");
  }
  assert_final_scoring_kept (game);
  {
    g_autoptr(GArray) red = bastide_game_get_score_history (game, 0);
    g_autoptr(GArray) blue = bastide_game_get_score_history (game, 1);
    const int red_expected[] = { 0, 0, 0, 10, 13 };
    const int blue_expected[] = { 0, 0, 0, 0, 3 };

    g_assert_cmpuint (red->len, ==, 5);
    g_assert_cmpuint (blue->len, ==, 5);
    for (guint i = 0; i < 5; i++)
      {
        g_assert_cmpint (g_array_index (red, int, i), ==, red_expected[i]);
        g_assert_cmpint (g_array_index (blue, int, i), ==, blue_expected[i]);
      }
  }
}

static void
test_properties (void)
{
  g_autoptr(BastideGame) game = scripted_game ();
  g_autoptr(Log) log = log_new (game, TRUE);
  g_autoptr(GError) error = NULL;
  BastidePhase phase;
  int in_hand;

  g_assert_false (bastide_game_get_can_undo (game));
  g_assert_false (bastide_game_get_modified (game));
  g_assert_null (bastide_game_get_file (game));

  bastide_game_draw (game, &error);
  g_assert_no_error (error);
  {
    const char *expected[] = {
      "tile-drawn 0 N",
      "notify phase",
      "notify tiles-left",
      "notify tile-in-hand",
      "notify can-undo",
      NULL
    };

    assert_log (log, expected);
  }
  /* drawn only: nothing to save yet */
  g_assert_false (bastide_game_get_modified (game));
  g_object_get (game, "phase", &phase, "tile-in-hand", &in_hand, NULL);
  g_assert_cmpint (phase, ==, BASTIDE_PHASE_PLACE);
  g_assert_cmpint (in_hand, ==, type_of ("N"));
  log_clear (log);

  /* A refusal changes nothing and notifies nothing. */
  g_assert_false (bastide_game_draw (game, &error));
  g_assert_error (error, BASTIDE_RULE_ERROR, BASTIDE_RULE_ERROR_PHASE);
  g_clear_error (&error);
  g_assert_cmpuint (log->lines->len, ==, 0);

  bastide_game_place (game, 1, 0, 2, &error);
  g_assert_no_error (error);
  {
    const char *expected[] = {
      "tile-placed 1 0 2 N 0",
      "notify phase",
      "notify tile-in-hand",
      NULL
    };

    assert_log (log, expected);
  }
  log_clear (log);

  bastide_game_deploy (game, NULL, &error);
  g_assert_no_error (error);
  {
    const char *expected[] = {
      "notify phase",
      "notify current-player",
      "notify deciding-player",
      "notify turn-number",
      "notify modified",
      "turn-started 1",
      NULL
    };

    assert_log (log, expected);
  }
  g_assert_true (bastide_game_get_modified (game));
  g_assert_cmpuint (bastide_game_get_turn_number (game), ==, 1);
  g_assert_cmpuint (bastide_game_get_current_player (game), ==, 1);
  g_assert_cmpuint (bastide_record_get_n_turns (bastide_game_get_record (game)), ==, 1);
}

static void
test_refusals (void)
{
  g_autoptr(BastideGame) game = scripted_game ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) engine_error = NULL;
  g_autofree BastideState *copy = NULL;
  g_autofree BastideState *kept = NULL;
  BastideDeploy knight = meeple_on ("N", "c1");

  /* Steps of another phase */
  g_assert_false (bastide_game_place (game, 1, 0, 2, &error));
  g_assert_error (error, BASTIDE_RULE_ERROR, BASTIDE_RULE_ERROR_PHASE);
  g_assert_cmpstr (error->message, ==, "that is not possible at this point of the turn");
  g_clear_error (&error);
  g_assert_false (bastide_game_pass (game, &error));
  g_assert_error (error, BASTIDE_RULE_ERROR, BASTIDE_RULE_ERROR_PHASE);
  g_clear_error (&error);
  g_assert_false (bastide_game_redo (game, &error));
  g_assert_error (error, BASTIDE_GAME_ERROR, BASTIDE_GAME_ERROR_NO_REDO);
  g_clear_error (&error);
  g_assert_false (bastide_game_undo (game, &error));
  g_assert_error (error, BASTIDE_GAME_ERROR, BASTIDE_GAME_ERROR_NO_UNDO);
  g_clear_error (&error);

  bastide_game_draw (game, &error);
  g_assert_no_error (error);

  /* The engine's own reason, word for word, and nothing changes. */
  kept = g_memdup2 (bastide_game_get_state (game), sizeof (BastideState));
  copy = g_memdup2 (kept, sizeof (BastideState));
  g_assert_false (bastide_state_place (copy, 0, 0, 0, NULL, &engine_error));
  g_assert_false (bastide_game_place (game, 0, 0, 0, &error));
  g_assert_error (error, engine_error->domain, engine_error->code);
  g_assert_cmpstr (error->message, ==, engine_error->message);
  g_clear_error (&error);
  g_clear_error (&engine_error);
  assert_same_state (bastide_game_get_state (game), kept);

  /* bastide_game_check_placement says the same before trying. */
  g_assert_false (bastide_game_check_placement (game, 5, 5, 0, &error));
  g_assert_error (error, BASTIDE_RULE_ERROR, BASTIDE_RULE_ERROR_PLACEMENT);
  g_clear_error (&error);
  g_assert_true (bastide_game_check_placement (game, 1, 0, 2, &error));
  g_assert_no_error (error);

  /* The tile fits: no discard. */
  g_assert_false (bastide_game_can_discard (game));
  g_assert_false (bastide_game_discard (game, &error));
  g_assert_error (error, BASTIDE_RULE_ERROR, BASTIDE_RULE_ERROR_DISCARD);
  g_clear_error (&error);

  {
    g_autoptr(GArray) placements = bastide_game_list_placements (game);
    BastidePlacement engine[BASTIDE_MAX_PLACEMENTS];

    g_assert_cmpuint (placements->len, ==,
                      bastide_state_list_placements (kept, kept->in_hand, engine));
    g_assert_cmpuint (placements->len, >, 0);
  }

  bastide_game_place (game, 1, 0, 2, &error);
  g_assert_no_error (error);
  {
    g_autoptr(GArray) deploys = bastide_game_list_deploys (game);
    gboolean found = FALSE;

    for (guint i = 0; i < deploys->len; i++)
      {
        BastideDeploy *d = &g_array_index (deploys, BastideDeploy, i);

        found |= d->piece == knight.piece && d->feature == knight.feature;
      }
    g_assert_true (found);
  }
  /* A mayor is not in this game. */
  {
    BastideDeploy mayor = { BASTIDE_PIECE_MAYOR, feature_of ("N", "c1"), -1, -1 };

    g_assert_false (bastide_game_deploy (game, &mayor, &error));
    g_assert_error (error, BASTIDE_RULE_ERROR, BASTIDE_RULE_ERROR_DEPLOY);
    g_clear_error (&error);
  }
  g_assert_false (bastide_game_recall_abbot (game, &error));
  g_assert_error (error, BASTIDE_RULE_ERROR, BASTIDE_RULE_ERROR_RECALL);
  g_clear_error (&error);
  g_assert_false (bastide_game_can_recall_abbot (game));
  bastide_game_deploy (game, &knight, &error);
  g_assert_no_error (error);

  /* Blue may not put a knight into Red's city. */
  bastide_game_draw (game, &error);
  g_assert_no_error (error);
  bastide_game_place (game, 0, 1, 0, &error);
  g_assert_no_error (error);
  {
    BastideDeploy taken = meeple_on ("E", "c1");

    g_assert_false (bastide_game_deploy (game, &taken, &error));
    g_assert_error (error, BASTIDE_RULE_ERROR, BASTIDE_RULE_ERROR_DEPLOY);
    g_assert_cmpstr (error->message, ==, "the city already holds a piece");
    g_clear_error (&error);
  }
}

static void
test_queries (void)
{
  g_autoptr(BastideGame) game = scripted_game ();

  play_turn_0 (game);

  g_assert_cmpuint (bastide_game_get_supply (game, 0, BASTIDE_PIECE_MEEPLE), ==, BASTIDE_MEEPLES - 1);
  g_assert_cmpuint (bastide_game_get_supply (game, 1, BASTIDE_PIECE_MEEPLE), ==, BASTIDE_MEEPLES);
  g_assert_cmpuint (bastide_game_get_supply (game, 0, BASTIDE_PIECE_ABBOT), ==, 0);
  g_assert_false (bastide_game_has_abbey (game, 0));
  g_assert_cmpint (bastide_game_get_player_kind (game, 1), ==, BASTIDE_PLAYER_PERSON);
  g_assert_false (bastide_game_is_computer_deciding (game));

  {
    g_autoptr(GArray) holes = bastide_game_list_abbey_holes (game);
    g_autoptr(GArray) wagons = bastide_game_list_wagon_targets (game);
    g_autoptr(GArray) plague = bastide_game_list_plague_choices (game);
    g_autoptr(GArray) placements = bastide_game_list_placements (game);

    g_assert_cmpuint (holes->len, ==, 0);
    g_assert_cmpuint (wagons->len, ==, 0);
    g_assert_cmpuint (plague->len, ==, 0);
    g_assert_cmpuint (placements->len, ==, 0);   /* no tile in hand */
  }
}

static void
assert_tile (const BastideBoardTile *tile,
             int                     x,
             int                     y,
             const char             *id,
             guint                   rot)
{
  g_assert_cmpint (tile->x, ==, x);
  g_assert_cmpint (tile->y, ==, y);
  g_assert_cmpstr (type_id (tile->type), ==, id);
  g_assert_cmpuint (tile->rot, ==, rot);
}

/* What the board view reads: tiles, pieces, features. */
static void
test_board (void)
{
  g_autoptr(BastideGame) game = scripted_game ();
  g_autoptr(GArray) cells = NULL;
  BastideBoardTile tile;
  BastideBoardPiece piece;
  guint player = 99;

  g_assert_cmpuint (bastide_game_get_n_tiles (game), ==, 1);
  g_assert_true (bastide_game_get_tile (game, 0, &tile));
  assert_tile (&tile, 0, 0, "M", 1);
  g_assert_false (bastide_game_get_tile (game, 1, &tile));
  g_assert_true (bastide_game_get_last_tile (game, &tile, NULL));
  g_assert_false (bastide_game_get_wheel_board (game, &tile));
  g_assert_cmpuint (bastide_game_get_n_pieces (game), ==, 0);
  g_assert_false (bastide_game_get_piece (game, 0, &piece));

  play_turn_0 (game);
  g_assert_cmpuint (bastide_game_get_n_tiles (game), ==, 2);
  g_assert_true (bastide_game_get_tile (game, 1, &tile));
  assert_tile (&tile, 1, 0, "N", 2);
  g_assert_true (bastide_game_get_tile_at (game, 1, 0, &tile));
  assert_tile (&tile, 1, 0, "N", 2);
  g_assert_true (bastide_game_get_tile_at (game, 0, 0, NULL));
  g_assert_false (bastide_game_get_tile_at (game, 0, 1, &tile));
  g_assert_true (bastide_game_get_last_tile (game, &tile, &player));
  assert_tile (&tile, 1, 0, "N", 2);
  g_assert_cmpuint (player, ==, 0);

  /* Red's knight in the city of M and N */
  g_assert_cmpuint (bastide_game_get_n_pieces (game), ==, 1);
  g_assert_true (bastide_game_get_piece (game, 0, &piece));
  g_assert_cmpuint (piece.owner, ==, 0);
  g_assert_cmpint (piece.kind, ==, BASTIDE_PIECE_MEEPLE);
  g_assert_cmpint (piece.x, ==, 1);
  g_assert_cmpint (piece.y, ==, 0);
  g_assert_cmpint (piece.feature, ==, feature_of ("N", "c1"));
  g_assert_cmpint (piece.corner, ==, -1);
  g_assert_cmpint (piece.crown, ==, -1);
  g_assert_cmpint (piece.on, ==, BASTIDE_FEATURE_CITY);
  g_assert_cmpuint (piece.rank, ==, 0);
  g_assert_cmpuint (piece.count, ==, 1);

  cells = bastide_game_list_feature_cells (game, 1, 0, feature_of ("N", "c1"));
  g_assert_cmpuint (cells->len, ==, 2);
  for (guint i = 0; i < cells->len; i++)
    {
      const BastideFeatureCell *cell = &g_array_index (cells, BastideFeatureCell, i);

      if (cell->x == 0)
        g_assert_cmpint (cell->feature, ==, feature_of ("M", "c1"));
      else
        g_assert_cmpint (cell->feature, ==, feature_of ("N", "c1"));
      g_assert_cmpint (cell->y, ==, 0);
    }
  g_clear_pointer (&cells, g_array_unref);
  /* no tile, or no such feature: no cells */
  cells = bastide_game_list_feature_cells (game, 5, 5, 0);
  g_assert_cmpuint (cells->len, ==, 0);
  g_clear_pointer (&cells, g_array_unref);
  cells = bastide_game_list_feature_cells (game, 1, 0, 40);
  g_assert_cmpuint (cells->len, ==, 0);
  g_clear_pointer (&cells, g_array_unref);

  /* The city closes: the knight goes home, Red's farmer lies in E's field */
  play_turn_1 (game);
  play_turn_2 (game);
  g_assert_cmpuint (bastide_game_get_n_pieces (game), ==, 1);
  g_assert_true (bastide_game_get_piece (game, 0, &piece));
  g_assert_cmpint (piece.x, ==, 1);
  g_assert_cmpint (piece.y, ==, 1);
  g_assert_cmpint (piece.on, ==, BASTIDE_FEATURE_FIELD);
}

/* Two followers on the crown spaces of one sector, the wheel board's
 * cells. */
static const char crowns_record[] =
  "{\"format\": \"bastide-record\", \"version\": 1, \"game\": \"wheel-of-fortune\","
  " \"players\": [{\"name\": \"Red\", \"color\": \"red\"}, {\"name\": \"Blue\", \"color\": \"blue\"}],"
  " \"setup\": {\"pieces\": [{\"player\": 1, \"piece\": \"meeple\", \"crown\": \"tax\"},"
  "                           {\"player\": 0, \"piece\": \"meeple\", \"crown\": \"tax\"}],"
  "            \"draw\": [\"U@1\"]},"
  " \"turns\": []}";

static void
test_board_wheel (void)
{
  g_autoptr(GError) error = NULL;
  BastideRecord *record = bastide_record_load_data (crowns_record, -1, "crowns", &error);
  g_autoptr(BastideGame) game = NULL;
  BastideBoardTile wheel, tile;
  BastideBoardPiece piece;
  gint8 crowns[BASTIDE_N_SECTORS][2];

  g_assert_no_error (error);
  game = bastide_game_new_from_record (record, &error);
  g_assert_no_error (error);

  g_assert_true (bastide_game_get_wheel_board (game, &wheel));
  g_assert_true (bastide_catalogue_get (wheel.type)->is_wheel_board);
  /* the wheel board covers 4 × 4 cells */
  g_assert_true (bastide_game_get_tile_at (game, wheel.x + 3, wheel.y + 2, &tile));
  g_assert_cmpint (tile.x, ==, wheel.x);
  g_assert_cmpint (tile.y, ==, wheel.y);
  g_assert_false (bastide_game_get_tile_at (game, wheel.x + 4, wheel.y, &tile));
  g_assert_cmpint (bastide_game_get_pig (game), ==, BASTIDE_SECTOR_FORTUNE);

  bastide_game_get_crowns (game, crowns);
  g_assert_cmpint (crowns[BASTIDE_SECTOR_TAX][0], ==, 1);
  g_assert_cmpint (crowns[BASTIDE_SECTOR_TAX][1], ==, 0);
  g_assert_cmpint (crowns[BASTIDE_SECTOR_FAMINE][0], ==, -1);

  g_assert_cmpuint (bastide_game_get_n_pieces (game), ==, 2);
  for (guint i = 0; i < 2; i++)
    {
      g_assert_true (bastide_game_get_piece (game, i, &piece));
      g_assert_cmpuint (piece.owner, ==, 1 - i);
      g_assert_cmpint (piece.crown, ==, BASTIDE_SECTOR_TAX);
      g_assert_cmpint (piece.feature, ==, -1);
      g_assert_cmpint (piece.x, ==, wheel.x);
      g_assert_cmpint (piece.y, ==, wheel.y);
      g_assert_cmpuint (piece.rank, ==, i);
      g_assert_cmpuint (piece.count, ==, 2);
    }
}

typedef struct
{
  guint n_changes;
  guint position, removed, added;
} ItemsChanged;

static void
items_changed_cb (GListModel   *list,
                  guint         position,
                  guint         removed,
                  guint         added,
                  ItemsChanged *changed)
{
  changed->n_changes++;
  changed->position = position;
  changed->removed = removed;
  changed->added = added;
}

static void
count_notified_cb (guint *n)
{
  (*n)++;
}

/* The pile, one entry per tile type, in catalogue order. */
static void
assert_remaining (GListModel *list,
                  const char *expected)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; i < g_list_model_get_n_items (list); i++)
    {
      g_autoptr(BastideTileCount) item = g_list_model_get_item (list, i);

      g_string_append_printf (text, "%s%s×%u", i > 0 ? " " : "",
                              type_id (bastide_tile_count_get_tile_type (item)),
                              bastide_tile_count_get_count (item));
    }
  g_assert_cmpstr (text->str, ==, expected);
}

/* The tiles left, as the sidebar lists them: counts fall as tiles are
 * drawn, a type leaves when it runs out and comes back on undo. */
static void
test_remaining_tiles (void)
{
  g_autoptr(BastideGame) game = scripted_game ();
  g_autoptr(GError) error = NULL;
  GListModel *list = bastide_game_get_remaining_tiles (game);
  g_autoptr(BastideTileCount) e = NULL;
  ItemsChanged changed = { 0 };
  guint count_notified = 0;

  g_assert_true (g_list_model_get_item_type (list) == BASTIDE_TYPE_TILE_COUNT);
  assert_remaining (list, "B×1 E×2 N×1");
  g_signal_connect (list, "items-changed", G_CALLBACK (items_changed_cb), &changed);
  e = g_list_model_get_item (list, 1);
  g_signal_connect_swapped (e, "notify::count", G_CALLBACK (count_notified_cb), &count_notified);

  /* N drawn: its entry leaves */
  play_turn_0 (game);
  assert_remaining (list, "B×1 E×2");
  g_assert_cmpuint (changed.n_changes, ==, 1);
  g_assert_cmpuint (changed.position, ==, 2);
  g_assert_cmpuint (changed.removed, ==, 1);
  g_assert_cmpuint (changed.added, ==, 0);

  /* E drawn: the count changes in place */
  play_turn_1 (game);
  assert_remaining (list, "B×1 E×1");
  g_assert_cmpuint (changed.n_changes, ==, 1);
  g_assert_cmpuint (count_notified, ==, 1);
  g_assert_cmpuint (bastide_tile_count_get_count (e), ==, 1);

  /* Undo twice: E back to 2, N back in its place */
  g_assert_true (bastide_game_undo (game, &error));
  g_assert_true (bastide_game_undo (game, &error));
  g_assert_no_error (error);
  assert_remaining (list, "B×1 E×2 N×1");
  g_assert_cmpuint (changed.n_changes, ==, 2);
  g_assert_cmpuint (changed.position, ==, 2);
  g_assert_cmpuint (changed.removed, ==, 0);
  g_assert_cmpuint (changed.added, ==, 1);
  g_assert_cmpuint (count_notified, ==, 2);

  /* to the end: empty */
  play_turn_0 (game);
  play_turn_1 (game);
  play_turn_2 (game);
  play_turn_3 (game);
  g_assert_cmpuint (g_list_model_get_n_items (list), ==, 0);
}

/* The Wheel of Fortune: a follower put on a crown space stands on the
 * wheel board; the pig's move to its sector scores it and sends it home. */
static const char crown_deploy_record[] =
  "{\"format\": \"bastide-record\", \"version\": 1, \"game\": \"wheel-of-fortune\","
  " \"players\": [{\"name\": \"Red\", \"color\": \"red\"}, {\"name\": \"Blue\", \"color\": \"blue\"}],"
  " \"setup\": {\"board\": [{\"tile\": \"WHEEL\", \"x\": -2, \"y\": -2, \"rot\": 0}],"
  "            \"pig\": \"plague\", \"draw\": [\"V\", \"U@1\"]},"
  " \"turns\": []}";

/* Draws and places the tile in hand where it first fits. */
static BastidePlacement
draw_and_place (BastideGame *game)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) placements = NULL;
  BastidePlacement placement;

  g_assert_true (bastide_game_draw (game, &error));
  placements = bastide_game_list_placements (game);
  g_assert_cmpuint (placements->len, >, 0);
  placement = g_array_index (placements, BastidePlacement, 0);
  g_assert_true (bastide_game_place (game, placement.x, placement.y, placement.rot, &error));
  g_assert_no_error (error);
  return placement;
}

static void
test_signals_wheel (void)
{
  g_autoptr(GError) error = NULL;
  BastideRecord *record = bastide_record_load_data (crown_deploy_record, -1, "crown", &error);
  g_autoptr(BastideGame) game = NULL;
  g_autoptr(Log) log = NULL;
  BastideDeploy crown = { BASTIDE_PIECE_MEEPLE, -1, -1, BASTIDE_SECTOR_FORTUNE };
  BastidePlacement first, second;

  g_assert_no_error (error);
  game = bastide_game_new_from_record (record, &error);
  g_assert_no_error (error);
  log = log_new (game, FALSE);

  first = draw_and_place (game);
  g_assert_true (bastide_game_deploy (game, &crown, &error));
  second = draw_and_place (game);
  g_assert_no_error (error);
  {
    g_autofree char *placed_v = g_strdup_printf ("tile-placed %d %d %u V 0", first.x, first.y, first.rot);
    g_autofree char *placed_u = g_strdup_printf ("tile-placed %d %d %u U@1 1", second.x, second.y, second.rot);
    const char *expected[] = {
      "tile-drawn 0 V",
      placed_v,
      "piece-deployed 0 meeple -2 -2 -1 -1 0",   /* on the wheel board, FORTUNE's crown */
      "turn-started 1",
      "tile-drawn 1 U@1",
      "wheel-turned fortune 1",
      "feature-scored FORTUNE — Blue: 3 points",
      "feature-scored Crown spaces — Red: 1 follower × 3 = 3",
      "piece-returned 0 meeple -2 -2 -1 -1 0 crown",
      "score-changed 0 3 3",
      "score-changed 1 3 3",
      placed_u,
      NULL
    };

    assert_log (log, expected);
  }
}

static BastideGame *
game_from_data (const char *data)
{
  g_autoptr(GError) error = NULL;
  BastideRecord *record = bastide_record_load_data (data, -1, "test", &error);
  BastideGame *game;

  g_assert_no_error (error);
  game = bastide_game_new_from_record (record, &error);
  g_assert_no_error (error);
  return game;
}

/* Abbey & Mayor: Red's wagon on a cloister scores when the eighth
 * neighbour comes, goes home, and moves on to the cloister's road. */
static const char wagon_record[] =
  "{\"format\": \"bastide-record\", \"version\": 1, \"expansions\": [\"abbey-mayor\"],"
  " \"players\": [{\"name\": \"Red\", \"color\": \"red\"}, {\"name\": \"Blue\", \"color\": \"blue\"}],"
  " \"setup\": {\"board\": [{\"tile\": \"A\", \"x\": 0, \"y\": 0, \"rot\": 0},"
  "                        {\"tile\": \"U\", \"x\": 0, \"y\": 1, \"rot\": 0},"
  "                        {\"tile\": \"E\", \"x\": 0, \"y\": -1, \"rot\": 0},"
  "                        {\"tile\": \"E\", \"x\": -1, \"y\": 0, \"rot\": 270},"
  "                        {\"tile\": \"E\", \"x\": 1, \"y\": 0, \"rot\": 90},"
  "                        {\"tile\": \"B\", \"x\": -1, \"y\": -1, \"rot\": 0},"
  "                        {\"tile\": \"B\", \"x\": 1, \"y\": -1, \"rot\": 0},"
  "                        {\"tile\": \"B\", \"x\": -1, \"y\": 1, \"rot\": 0}],"
  "            \"pieces\": [{\"player\": 0, \"piece\": \"wagon\", \"x\": 0, \"y\": 0, \"on\": \"cloister\"}],"
  "            \"draw\": [\"B\"], \"abbeys_left\": [false, false]},"
  " \"turns\": []}";

static void
test_signals_wagon (void)
{
  g_autoptr(BastideGame) game = game_from_data (wagon_record);
  g_autoptr(Log) log = log_new (game, FALSE);
  g_autoptr(GError) error = NULL;

  play_turn (game, 1, 1, 0, NULL);
  g_assert_cmpint (bastide_game_get_phase (game), ==, BASTIDE_PHASE_WAGONS);
  g_assert_true (bastide_game_move_wagon (game, 0, 1, feature_of ("U", "r1"), &error));
  g_assert_no_error (error);
  {
    g_autofree char *returned = g_strdup_printf ("piece-returned 0 wagon 0 0 %d -1 -1 scored",
                                                 feature_of ("A", "cloister"));
    g_autofree char *moved = g_strdup_printf ("piece-deployed 0 wagon 0 1 %d -1 -1 from 0 0 %d",
                                              feature_of ("U", "r1"), feature_of ("A", "cloister"));
    const char *expected[] = {
      "tile-drawn 0 B",
      "tile-placed 1 1 0 B 0",
      "feature-scored Red’s monastery: 9 tiles × 1 = 9",
      returned,
      "score-changed 0 9 9",
      moved,
      "feature-scored Red’s incomplete road: 2 tiles × 1 = 2",
      "score-changed 0 11 2",
      "game-over",
      NULL
    };

    assert_log (log, expected);
  }

  /* the breakdowns, as the engine gave them */
  {
    const BastideScoring *cloister = log->scorings->pdata[0];
    const BastideScoring *road = log->scorings->pdata[1];

    g_assert_cmpuint (log->scorings->len, ==, 2);
    g_assert_cmpuint (cloister->tiles, ==, 9);
    g_assert_cmpuint (cloister->per_tile, ==, 1);
    g_assert_cmpuint (cloister->strength[0], ==, 1);
    g_assert_cmpuint (cloister->strength[1], ==, 0);
    g_assert_false (cloister->is_final);
    g_assert_cmpuint (road->tiles, ==, 2);
    g_assert_cmpuint (road->per_tile, ==, 1);
    g_assert_cmpuint (road->strength[0], ==, 1);
    g_assert_true (road->is_final);
  }
}

/* Abbot: Red takes the abbot back from a garden with one neighbour. */
static const char recall_record[] =
  "{\"format\": \"bastide-record\", \"version\": 1, \"expansions\": [\"abbot\"],"
  " \"players\": [{\"name\": \"Red\", \"color\": \"red\"}, {\"name\": \"Blue\", \"color\": \"blue\"}],"
  " \"setup\": {\"board\": [{\"tile\": \"Ug\", \"x\": 0, \"y\": 0, \"rot\": 0}],"
  "            \"pieces\": [{\"player\": 0, \"piece\": \"abbot\", \"x\": 0, \"y\": 0, \"on\": \"garden\"}],"
  "            \"draw\": [\"U\", \"U\", \"B\"]},"
  " \"turns\": []}";

static void
test_signals_recall (void)
{
  g_autoptr(BastideGame) game = game_from_data (recall_record);
  g_autoptr(Log) log = log_new (game, FALSE);
  g_autoptr(GError) error = NULL;

  g_assert_true (bastide_game_draw (game, &error));
  g_assert_true (bastide_game_place (game, 0, 1, 0, &error));
  g_assert_true (bastide_game_recall_abbot (game, &error));
  g_assert_no_error (error);
  {
    g_autofree char *returned = g_strdup_printf ("piece-returned 0 abbot 0 0 %d -1 -1 recalled",
                                                 feature_of ("Ug", "garden"));
    const char *expected[] = {
      "tile-drawn 0 U",
      "tile-placed 0 1 0 U 0",
      "feature-scored Red’s abbot, taken back from the garden: 2 tiles × 1 = 2",
      returned,
      "score-changed 0 2 2",
      "turn-started 1",
      NULL
    };

    assert_log (log, expected);
  }
}

/* Wheel of Fortune: the pig reaches PLAGUE from INQUISITION; Blue, who
 * drew, has only a crown follower and is answered for; Red gives up the
 * knight. */
static const char plague_record[] =
  "{\"format\": \"bastide-record\", \"version\": 1, \"game\": \"wheel-of-fortune\","
  " \"players\": [{\"name\": \"Red\", \"color\": \"red\"}, {\"name\": \"Blue\", \"color\": \"blue\"}],"
  " \"setup\": {\"pieces\": [{\"player\": 0, \"piece\": \"meeple\", \"x\": 0, \"y\": 0, \"on\": \"c1\"},"
  "                         {\"player\": 0, \"piece\": \"meeple\", \"x\": 0, \"y\": 0, \"on\": \"f1\"},"
  "                         {\"player\": 1, \"piece\": \"meeple\", \"crown\": \"storm\"}],"
  "            \"draw\": [\"U@1\"], \"pig\": \"inquisition\", \"to_move\": 1},"
  " \"turns\": []}";

static void
test_signals_plague (void)
{
  g_autoptr(BastideGame) game = game_from_data (plague_record);
  g_autoptr(Log) log = log_new (game, FALSE);
  g_autoptr(GError) error = NULL;
  BastideBoardTile wheel;

  int knight;

  g_assert_true (bastide_game_get_wheel_board (game, &wheel));
  knight = bastide_tile_type_feature (bastide_catalogue_get (wheel.type), "c1");
  g_assert_true (bastide_game_draw (game, &error));
  /* Blue is answered for: Red decides */
  g_assert_cmpint (bastide_game_get_phase (game), ==, BASTIDE_PHASE_PLAGUE);
  g_assert_cmpuint (bastide_game_get_deciding_player (game), ==, 0);
  g_assert_true (bastide_game_plague_return (game, wheel.x, wheel.y, knight, &error));
  g_assert_no_error (error);
  {
    g_autofree char *returned = g_strdup_printf ("piece-returned 0 meeple %d %d %d -1 -1 plague",
                                                 wheel.x, wheel.y, knight);
    const char *expected[] = {
      "tile-drawn 1 U@1",
      "wheel-turned plague 1",
      "plague 1",
      returned,
      NULL
    };

    assert_log (log, expected);
  }
  g_assert_cmpint (bastide_game_get_phase (game), ==, BASTIDE_PHASE_PLACE);
}

/* turn-part: each decision as one BastideTurnPart, the way the network
 * sends it: the mover's tile (with its piece, here none), then the wagon
 * moved; a plague answer of the player who decides, none for a player
 * answered for. */
static void
turn_part_cb (BastideGame     *game,
              BastideTurnPart *part,
              GArray          *parts)
{
  g_array_append_val (parts, *part);
}

static void
test_signals_turn_part (void)
{
  g_autoptr(BastideGame) wagons = game_from_data (wagon_record);
  g_autoptr(BastideGame) plague = game_from_data (plague_record);
  g_autoptr(GArray) parts = g_array_new (FALSE, FALSE, sizeof (BastideTurnPart));
  g_autoptr(GError) error = NULL;
  const BastideTurnPart *part;
  BastideBoardTile wheel;
  GSignalQuery query;

  g_signal_query (g_signal_lookup ("turn-part", BASTIDE_TYPE_GAME), &query);
  g_assert_cmpuint (query.n_params, ==, 1);
  g_assert_true (query.param_types[0] == (BASTIDE_TYPE_TURN_PART | G_SIGNAL_TYPE_STATIC_SCOPE));

  g_signal_connect (wagons, "turn-part", G_CALLBACK (turn_part_cb), parts);
  play_turn (wagons, 1, 1, 0, NULL);
  g_assert_true (bastide_game_move_wagon (wagons, 0, 1, feature_of ("U", "r1"), &error));
  g_assert_no_error (error);
  g_assert_cmpuint (parts->len, ==, 2);
  part = &g_array_index (parts, BastideTurnPart, 0);
  g_assert_cmpuint (part->player, ==, 0);
  g_assert_cmpuint (part->turn, ==, 0);
  g_assert_cmpint (part->part.kind, ==, BASTIDE_TURN_TILE);
  g_assert_cmpint (part->part.tile, ==, type_of ("B"));
  g_assert_cmpint (part->part.x, ==, 1);
  g_assert_cmpint (part->part.y, ==, 1);
  g_assert_cmpuint (part->part.rot, ==, 0);
  g_assert_false (part->part.has_deploy);
  g_assert_false (part->part.has_wagons);
  part = &g_array_index (parts, BastideTurnPart, 1);
  g_assert_cmpuint (part->player, ==, 0);
  g_assert_cmpuint (part->turn, ==, 0);
  g_assert_true (part->part.has_wagons);
  g_assert_cmpuint (part->part.n_wagons, ==, 1);
  g_assert_false (part->part.wagons[0].home);
  g_assert_cmpint (part->part.wagons[0].x, ==, 0);
  g_assert_cmpint (part->part.wagons[0].y, ==, 1);
  g_assert_cmpstr (part->part.wagons[0].on, ==, "r1");

  g_array_set_size (parts, 0);
  g_signal_connect (plague, "turn-part", G_CALLBACK (turn_part_cb), parts);
  g_assert_true (bastide_game_get_wheel_board (plague, &wheel));
  g_assert_true (bastide_game_draw (plague, &error));
  g_assert_true (bastide_game_plague_return (plague, wheel.x, wheel.y,
                                             bastide_tile_type_feature (bastide_catalogue_get (wheel.type), "c1"),
                                             &error));
  g_assert_no_error (error);
  g_assert_cmpuint (parts->len, ==, 1);
  part = &g_array_index (parts, BastideTurnPart, 0);
  g_assert_cmpuint (part->player, ==, 0);
  g_assert_cmpuint (part->turn, ==, 0);
  g_assert_true (part->part.has_plague);
  g_assert_cmpuint (part->part.n_plague, ==, 1);
  g_assert_cmpint (part->part.plague[0].x, ==, wheel.x);
  g_assert_cmpint (part->part.plague[0].y, ==, wheel.y);
  g_assert_cmpstr (part->part.plague[0].on, ==, "c1");
}

static void
test_undo_redo (void)
{
  g_autoptr(BastideGame) game = scripted_game ();
  g_autoptr(Log) log = log_new (game, FALSE);
  g_autoptr(GError) error = NULL;
  g_autofree BastideState *start = g_memdup2 (bastide_game_get_state (game), sizeof (BastideState));
  g_autofree BastideState *after0 = NULL;
  g_autofree BastideState *after1 = NULL;
  g_autofree BastideState *after2 = NULL;

  play_turn_0 (game);
  after0 = g_memdup2 (bastide_game_get_state (game), sizeof (BastideState));
  play_turn_1 (game);
  after1 = g_memdup2 (bastide_game_get_state (game), sizeof (BastideState));
  play_turn_2 (game);
  after2 = g_memdup2 (bastide_game_get_state (game), sizeof (BastideState));
  g_assert_true (bastide_game_get_can_undo (game));
  g_assert_false (bastide_game_get_can_redo (game));
  log_clear (log);

  /* Whole turns back */
  g_assert_true (bastide_game_undo (game, &error));
  g_assert_no_error (error);
  assert_same_state (bastide_game_get_state (game), after1);
  g_assert_true (bastide_game_get_can_redo (game));
  g_assert_cmpint (bastide_game_get_score (game, 0), ==, 0);
  g_assert_cmpuint (bastide_record_get_n_turns (bastide_game_get_record (game)), ==, 2);
  {
    const char *expected[] = { "position-changed", NULL };

    assert_log (log, expected);
  }
  g_assert_true (bastide_game_undo (game, &error));
  assert_same_state (bastide_game_get_state (game), after0);
  g_assert_true (bastide_game_undo (game, &error));
  assert_same_state (bastide_game_get_state (game), start);
  g_assert_false (bastide_game_get_can_undo (game));

  /* … and forward again */
  g_assert_true (bastide_game_redo (game, &error));
  assert_same_state (bastide_game_get_state (game), after0);
  g_assert_true (bastide_game_redo (game, &error));
  g_assert_true (bastide_game_redo (game, &error));
  g_assert_no_error (error);
  assert_same_state (bastide_game_get_state (game), after2);
  g_assert_false (bastide_game_get_can_redo (game));
  g_assert_cmpint (bastide_game_get_score (game, 0), ==, 10);
  g_assert_cmpuint (bastide_record_get_n_turns (bastide_game_get_record (game)), ==, 3);

  /* A turn begun is taken back to its start; the same tile comes again. */
  bastide_game_draw (game, &error);
  g_assert_no_error (error);
  g_assert_cmpint (bastide_game_get_tile_in_hand (game), ==, type_of ("B"));
  g_assert_false (bastide_game_get_can_redo (game));
  g_assert_true (bastide_game_undo (game, &error));
  assert_same_state (bastide_game_get_state (game), after2);
  g_assert_false (bastide_game_get_can_redo (game));

  /* A different move after an undo drops the redo. */
  g_assert_true (bastide_game_undo (game, &error));
  g_assert_true (bastide_game_get_can_redo (game));
  bastide_game_draw (game, &error);
  g_assert_no_error (error);
  g_assert_false (bastide_game_get_can_redo (game));
  bastide_game_place (game, 1, 1, 0, &error);
  g_assert_no_error (error);
  bastide_game_deploy (game, NULL, &error);
  g_assert_no_error (error);
  g_assert_false (bastide_game_get_can_redo (game));
  g_assert_cmpint (bastide_game_get_score (game, 0), ==, 10);
  g_assert_cmpuint (bastide_game_get_supply (game, 0, BASTIDE_PIECE_MEEPLE), ==, BASTIDE_MEEPLES);

  /* The record still replays to the position. */
  {
    g_autofree BastideState *replayed = g_new0 (BastideState, 1);

    bastide_record_replay (bastide_game_get_record (game), replayed, NULL, &error);
    g_assert_no_error (error);
    assert_same_state (replayed, bastide_game_get_state (game));
  }
}

static void
test_record_replays (void)
{
  g_autoptr(BastideGame) game = scripted_game ();
  g_autoptr(GError) error = NULL;
  g_autofree BastideState *replayed = g_new0 (BastideState, 1);
  const BastideRecord *record;
  const BastideTurn *turn;

  play_turn_0 (game);
  play_turn_1 (game);
  play_turn_2 (game);
  play_turn_3 (game);

  record = bastide_game_get_record (game);
  g_assert_cmpuint (bastide_record_get_n_turns (record), ==, 4);
  turn = bastide_record_get_turn (record, 2);
  g_assert_cmpint (turn->kind, ==, BASTIDE_TURN_TILE);
  g_assert_cmpint (turn->tile, ==, type_of ("E"));
  g_assert_cmpint (turn->x, ==, 1);
  g_assert_cmpint (turn->y, ==, 1);
  g_assert_true (turn->has_deploy);
  g_assert_cmpstr (turn->on, ==, "f1");

  bastide_record_replay (record, replayed, NULL, &error);
  g_assert_no_error (error);
  assert_same_state (replayed, bastide_game_get_state (game));
}

static void
test_save_and_open (void)
{
  g_autoptr(BastideGame) game = scripted_game ();
  g_autoptr(BastideGame) opened = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("bastide-model-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "game.bastide", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *saved_data = NULL;
  g_autofree char *opened_data = NULL;

  g_assert_no_error (error);
  play_turn_0 (game);
  play_turn_1 (game);
  play_turn_2 (game);
  g_assert_true (bastide_game_get_modified (game));

  /* No file yet */
  g_assert_false (bastide_game_save (game, NULL, &error));
  g_assert_error (error, BASTIDE_GAME_ERROR, BASTIDE_GAME_ERROR_NO_FILE);
  g_clear_error (&error);

  g_assert_true (bastide_game_save (game, file, &error));
  g_assert_no_error (error);
  g_assert_false (bastide_game_get_modified (game));
  g_assert_true (g_file_equal (bastide_game_get_file (game), file));

  /* saved with the next tile drawn: the draw is no change to save */
  g_assert_true (bastide_game_draw (game, &error));
  g_assert_true (bastide_game_save (game, NULL, &error));
  g_assert_no_error (error);
  g_assert_false (bastide_game_get_modified (game));
  g_assert_true (bastide_game_undo (game, &error));
  g_assert_false (bastide_game_get_modified (game));

  opened = bastide_game_new_from_file (file, &error);
  g_assert_no_error (error);
  assert_same_state (bastide_game_get_state (opened), bastide_game_get_state (game));
  g_assert_false (bastide_game_get_modified (opened));
  g_assert_true (g_file_equal (bastide_game_get_file (opened), file));
  g_assert_cmpstr (bastide_game_get_player_name (opened, 1), ==, "Blue");
  g_assert_true (bastide_game_get_can_undo (opened));

  saved_data = bastide_record_to_data (bastide_game_get_record (game), NULL);
  opened_data = bastide_record_to_data (bastide_game_get_record (opened), NULL);
  g_assert_cmpstr (saved_data, ==, opened_data);

  /* Undo works across the save: the opened game knows every turn. */
  g_assert_true (bastide_game_undo (opened, &error));
  g_assert_cmpint (bastide_game_get_score (opened, 0), ==, 0);

  /* Problems name the file and the place. */
  {
    g_autofree char *bad_path = g_build_filename (dir, "bad.bastide", NULL);
    g_autoptr(GFile) bad = g_file_new_for_path (bad_path);
    g_autoptr(BastideGame) none = NULL;

    g_file_set_contents (bad_path,
                         "{ \"format\": \"bastide-record\", \"version\": 1,\n"
                         "  \"players\": [ { \"color\": \"red\" }, { \"color\": \"mauve\" } ] }",
                         -1, &error);
    g_assert_no_error (error);
    none = bastide_game_new_from_file (bad, &error);
    g_assert_null (none);
    g_assert_error (error, BASTIDE_RECORD_ERROR, BASTIDE_RECORD_ERROR_INVALID);
    g_assert_nonnull (strstr (error->message, bad_path));
    g_assert_nonnull (strstr (error->message, "players[1].color"));
    g_clear_error (&error);

    /* An illegal turn: the file, the turn and the rule. */
    g_file_set_contents (bad_path,
                         "{ \"format\": \"bastide-record\", \"version\": 1,"
                         "  \"players\": [ { \"color\": \"red\" }, { \"color\": \"blue\" } ],"
                         "  \"setup\": { \"board\": [ { \"tile\": \"M\", \"x\": 0, \"y\": 0, \"rot\": 90 } ],"
                         "               \"draw\": [ \"E\" ] },"
                         "  \"turns\": [ { \"tile\": \"E\", \"x\": 0, \"y\": 0, \"rot\": 0 } ] }",
                         -1, &error);
    g_assert_no_error (error);
    none = bastide_game_new_from_file (bad, &error);
    g_assert_null (none);
    g_assert_error (error, BASTIDE_RULE_ERROR, BASTIDE_RULE_ERROR_PLACEMENT);
    g_assert_true (g_str_has_prefix (error->message, bad_path));
    g_assert_nonnull (strstr (error->message, "turn 0: "));
    g_clear_error (&error);
    g_unlink (bad_path);
  }

  g_unlink (path);
  g_rmdir (dir);
}

static void
count_items_changed_cb (GListModel *list,
                        guint       position,
                        guint       removed,
                        guint       added,
                        guint      *count)
{
  g_assert_cmpuint (position, ==, 0);
  (*count)++;
}

static char *
log_text (GListModel *log,
          guint       position)
{
  g_autoptr(BastideLogEntry) entry = g_list_model_get_item (log, position);

  return g_strdup (bastide_log_entry_get_text (entry));
}

/* The score log: each score in words with its breakdown, the newest
 * first; an undo takes the undone turns' entries away, a redo brings them
 * back, and the end of the game adds the final scoring. */
static void
test_game_log (void)
{
  g_autoptr(BastideGame) game = scripted_game ();
  g_autoptr(BastideGameLog) log = bastide_game_log_new (game);
  g_autoptr(GError) error = NULL;
  GListModel *list = G_LIST_MODEL (log);
  g_autofree char *text = NULL;
  guint changes = 0;
  guint n;

  g_signal_connect (log, "items-changed", G_CALLBACK (count_items_changed_cb), &changes);
  g_assert_cmpuint (g_list_model_get_n_items (list), ==, 0);
  play_turn_0 (game);
  play_turn_1 (game);
  g_assert_cmpuint (g_list_model_get_n_items (list), ==, 0);
  g_assert_cmpuint (changes, ==, 0);

  /* Red's city, completed in turn 2 */
  play_turn_2 (game);
  g_assert_cmpuint (g_list_model_get_n_items (list), ==, 1);
  g_assert_cmpuint (changes, ==, 1);
  {
    g_autoptr(BastideLogEntry) entry = g_list_model_get_item (list, 0);
    const BastideScoring *scoring = bastide_log_entry_get_scoring (entry);

    g_assert_cmpstr (bastide_log_entry_get_text (entry), ==, "Red’s city: 4 tiles × 2 + 1 shield × 2 = 10");
    g_assert_cmpuint (bastide_log_entry_get_turn (entry), ==, 2);
    g_assert_cmpint (bastide_log_entry_get_kind (entry), ==, BASTIDE_EVENT_SCORE);
    g_assert_cmpint (bastide_log_entry_get_player (entry), ==, 0);
    g_assert_nonnull (scoring);
    g_assert_cmpint (scoring->points[0], ==, 10);
    g_assert_cmpint (scoring->category, ==, BASTIDE_CATEGORY_CITY);
    g_assert_cmpuint (scoring->n_cells, >=, 4);
  }

  /* undone, redone */
  g_assert_true (bastide_game_undo (game, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (list), ==, 0);
  g_assert_true (bastide_game_redo (game, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (list), ==, 1);

  /* the last tile: the end of the game and its scores, newest first */
  play_turn_3 (game);
  g_assert_true (bastide_game_get_is_over (game));
  n = g_list_model_get_n_items (list);
  g_assert_cmpuint (n, >=, 3);
  text = log_text (list, n - 2);
  g_assert_cmpstr (text, ==, "The game ends: the final scoring");
  g_clear_pointer (&text, g_free);
  text = log_text (list, n - 1);
  g_assert_cmpstr (text, ==, "Red’s city: 4 tiles × 2 + 1 shield × 2 = 10");
  for (guint i = 0; i + 2 < n; i++)
    {
      g_autoptr(BastideLogEntry) entry = g_list_model_get_item (list, i);

      g_assert_nonnull (bastide_log_entry_get_scoring (entry));
      g_assert_true (bastide_log_entry_get_scoring (entry)->is_final);
      g_assert_cmpuint (bastide_log_entry_get_turn (entry), ==, 3);
    }
}

/* The log of an opened game, newest first, one line an entry: "turn: text" */
static char *
log_of_record (const char *set,
               const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "records", set, name, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(BastideGame) game = bastide_game_new_from_file (file, &error);
  g_autoptr(BastideGameLog) log = NULL;
  g_autoptr(GString) lines = g_string_new (NULL);

  g_assert_no_error (error);
  log = bastide_game_log_new (game);
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (log)); i++)
    {
      g_autoptr(BastideLogEntry) entry = g_list_model_get_item (G_LIST_MODEL (log), i);

      g_string_append_printf (lines, "%u: %s\n", bastide_log_entry_get_turn (entry) + 1,
                              bastide_log_entry_get_text (entry));
    }
  return g_string_free (g_steal_pointer (&lines), FALSE);
}

/* Every kind of score in the log in words with its breakdown, newest
 * first: cities and roads, monasteries, gardens, farmers and their
 * cities, the Storm and the crowns, the mayor's strength, barns, wagons
 * moving on. */
static void
test_game_log_every_kind (void)
{
  const struct
  {
    const char *set;
    const char *name;
    const char *log;
  } games[] = {
    { "scenarios/base", "city-and-road-completed-by-one-tile.json",
          "1: The game ends: the final scoring\n"
          "1: Red’s road: 3 tiles × 1 = 3\n"
          "1: Blue’s city: 2 tiles × 2 = 4\n" },
    { "scenarios/base", "two-cloisters-completed-by-one-tile.json",
          "1: The game ends: the final scoring\n"
          "1: Blue’s monastery: 9 tiles × 1 = 9\n"
          "1: Red’s monastery: 9 tiles × 1 = 9\n" },
    { "scenarios/abbot", "garden-and-cloister-completed-together.json",
          "1: The game ends: the final scoring\n"
          "1: Blue’s monastery: 9 tiles × 1 = 9\n"
          "1: Red’s garden: 9 tiles × 1 = 9\n" },
    { "scenarios/base", "fields-three-cities-tie-rulebook.json",
          "1: Red and Blue’s farmers: 3 completed cities × 3 = 9 each — strength: Red 1, Blue 1\n"
          "1: The game ends: the final scoring\n" },
    { "examples/wheel-of-fortune", "event-storm-before-crowns-return.json",
          "1: The game ends: the final scoring\n"
          "1: Crown spaces — Red: 1 follower × 6 = 6\n"
          "1: STORM — Red: 6 followers in supply × 1 = 6; Blue: 7 followers in supply × 1 = 7\n"
          "1: The pig moves 1 sector, to STORM\n" },
    { "scenarios/abbey-mayor", "mayor-three-shields-beats-two-knights.json",
          "1: The game ends: the final scoring\n"
          "1: Red’s city: 6 tiles × 2 + 3 shields × 2 = 18 — strength: Red 3 (with the mayor), Blue 2\n" },
    { "scenarios/abbey-mayor", "barn-corner-with-a-city-on-the-far-side.json",
          "1: Red’s barn: 1 completed city × 4 = 4\n"
          "1: The game ends: the final scoring\n"
          "1: Blue’s farmers, a barn put on their field: 1 completed city × 3 = 3\n" },
    { "scenarios/abbey-mayor", "wagon-moves-after-a-mayor-wins-the-city.json",
          "1: Blue’s incomplete road: 1 tile × 1 = 1\n"
          "1: The game ends: the final scoring\n"
          "1: Blue’s wagon moves on to a road\n"
          "1: Red’s city: 5 tiles × 2 + 2 shields × 2 = 14 — strength: Red 2 (with the mayor), Blue 1\n" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    {
      g_autofree char *log = log_of_record (games[i].set, games[i].name);

      g_test_message ("%s", games[i].name);
      g_assert_cmpstr (log, ==, games[i].log);
    }
}

static void
test_autosave (void)
{
  g_autoptr(BastideGame) game = scripted_game ();
  g_autoptr(GFile) autosave = bastide_game_get_autosave_file ();
  g_autofree char *path = g_file_get_path (autosave);
  g_autofree char *expected = g_build_filename (data_home, "io.github.bastide.Bastide",
                                                "autosave.bastide", NULL);
  g_autoptr(GError) error = NULL;

  g_assert_cmpstr (path, ==, expected);
  bastide_game_discard_autosave ();
  g_assert_null (bastide_game_find_autosave ());

  /* Off by default */
  play_turn_0 (game);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));

  bastide_game_set_autosave (game, TRUE);
  play_turn_1 (game);
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));

  /* Found, and it resumes the same position */
  {
    g_autoptr(GFile) found = bastide_game_find_autosave ();
    g_autoptr(BastideGame) resumed = NULL;

    g_assert_nonnull (found);
    g_assert_true (g_file_equal (found, autosave));
    resumed = bastide_game_new_from_file (found, &error);
    g_assert_no_error (error);
    assert_same_state (bastide_game_get_state (resumed), bastide_game_get_state (game));
    g_assert_null (bastide_game_get_file (resumed));
    g_assert_true (bastide_game_get_modified (resumed));
  }

  /* The end of the game clears it. */
  play_turn_2 (game);
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
  play_turn_3 (game);
  g_assert_true (bastide_game_get_is_over (game));
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_null (bastide_game_find_autosave ());
}

static void
test_new_game (void)
{
  const BastideRules rules = { BASTIDE_GAME_STANDARD, BASTIDE_EXPANSION_ABBEY_MAYOR, 3, 0, 0 };
  BastidePlayerSetup players[] = {
    { "Anna", BASTIDE_COLOR_GREEN, BASTIDE_PLAYER_PERSON, BASTIDE_COMPUTER_EASY },
    { NULL, BASTIDE_COLOR_BLUE, BASTIDE_PLAYER_COMPUTER, BASTIDE_COMPUTER_HARD },
    { "Clara", BASTIDE_COLOR_RED, BASTIDE_PLAYER_COMPUTER, BASTIDE_COMPUTER_EASY },
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(BastideGame) game = bastide_game_new (&rules, players, 42, &error);
  g_autoptr(BastideRecord) reread = NULL;
  g_autofree char *data = NULL;

  g_assert_no_error (error);
  g_assert_cmpuint (bastide_game_get_n_players (game), ==, 3);
  g_assert_cmpstr (bastide_game_get_player_name (game, 0), ==, "Anna");
  g_assert_cmpstr (bastide_game_get_player_name (game, 1), ==, "Blue");
  g_assert_cmpint (bastide_game_get_player_color (game, 2), ==, BASTIDE_COLOR_RED);
  g_assert_cmpint (bastide_game_get_player_kind (game, 1), ==, BASTIDE_PLAYER_COMPUTER);
  g_assert_cmpint (bastide_game_get_player_level (game, 1), ==, BASTIDE_COMPUTER_HARD);
  g_assert_true (bastide_game_has_abbey (game, 0));
  g_assert_cmpuint (bastide_game_get_supply (game, 0, BASTIDE_PIECE_MAYOR), ==, 1);
  g_assert_cmpuint (bastide_game_get_tiles_left (game), >, 60);
  g_assert_cmpstr (bastide_record_get_extra (bastide_game_get_record (game), "player-kinds"), ==,
                   "human,hard,easy");

  /* The kinds survive a round trip through the record format. */
  data = bastide_record_to_data (bastide_game_get_record (game), NULL);
  reread = bastide_record_load_data (data, -1, "round trip", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (bastide_record_get_extra (reread, "player-kinds"), ==, "human,hard,easy");

  /* Colours must differ. */
  {
    g_autoptr(BastideGame) none = NULL;

    players[2].color = BASTIDE_COLOR_GREEN;
    none = bastide_game_new (&rules, players, 42, &error);
    g_assert_null (none);
    g_assert_error (error, BASTIDE_RECORD_ERROR, BASTIDE_RECORD_ERROR_INVALID);
    g_assert_cmpstr (error->message, ==, "Two players have the colour Green");
  }
}

/* Computer players */

typedef struct
{
  guint turns_started;
  int last_player;
  gboolean over;
} Waiter;

static void
waiter_turn_cb (BastideGame *game,
                guint        player,
                Waiter      *waiter)
{
  waiter->turns_started++;
  waiter->last_player = player;
}

static void
waiter_over_cb (BastideGame *game,
                Waiter      *waiter)
{
  waiter->over = TRUE;
}

static BastideGame *
game_against_computer (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  BastideRecord *record;
  BastideGame *game;

  /* The scripted game, Blue played by the computer */
  record = bastide_record_load_data (scripted_record, -1, "scripted", &error);
  g_assert_no_error (error);
  bastide_record_set_extra (record, "player-kinds", "human,easy");
  game = bastide_game_new_from_record (record, &error);
  g_assert_no_error (error);
  return game;
}

/* A paused game's computer player waits, even in the middle of its
 * thinking, and plays once the game goes on. */
static void
test_computer_paused (void)
{
  g_autoptr(BastideGame) game = game_against_computer ();
  Waiter waiter = { 0, -1, FALSE };
  gint64 until;

  g_signal_connect (game, "turn-started", G_CALLBACK (waiter_turn_cb), &waiter);
  play_turn_0 (game);
  g_assert_true (bastide_game_is_computer_deciding (game));
  while (!bastide_game_get_thinking (game))
    g_main_context_iteration (NULL, TRUE);
  bastide_game_set_paused (game, TRUE);
  g_assert_false (bastide_game_get_thinking (game));
  until = g_get_monotonic_time () + G_USEC_PER_SEC / 2;
  while (g_get_monotonic_time () < until)
    g_main_context_iteration (NULL, FALSE);
  g_assert_cmpuint (waiter.turns_started, ==, 1);
  g_assert_cmpint (bastide_game_get_phase (game), ==, BASTIDE_PHASE_DRAW);
  g_assert_false (bastide_game_get_thinking (game));

  bastide_game_set_paused (game, FALSE);
  while (waiter.turns_started < 2)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpint (waiter.last_player, ==, 0);
  g_assert_cmpuint (bastide_record_get_n_turns (bastide_game_get_record (game)), ==, 2);
}

static void
test_computer_turn (void)
{
  g_autoptr(BastideGame) game = game_against_computer ();
  g_autoptr(GError) error = NULL;
  g_autofree BastideState *replayed = g_new0 (BastideState, 1);
  Waiter waiter = { 0, -1, FALSE };
  gboolean saw_thinking = FALSE;

  g_signal_connect (game, "turn-started", G_CALLBACK (waiter_turn_cb), &waiter);
  g_signal_connect (game, "game-over", G_CALLBACK (waiter_over_cb), &waiter);
  g_assert_cmpint (bastide_game_get_player_kind (game, 1), ==, BASTIDE_PLAYER_COMPUTER);
  g_assert_cmpint (bastide_game_get_player_level (game, 1), ==, BASTIDE_COMPUTER_EASY);

  play_turn_0 (game);
  g_assert_cmpuint (waiter.turns_started, ==, 1);
  g_assert_true (bastide_game_is_computer_deciding (game));

  /* A person may not play for the computer. */
  g_assert_false (bastide_game_draw (game, &error));
  g_assert_error (error, BASTIDE_GAME_ERROR, BASTIDE_GAME_ERROR_COMPUTER_TURN);
  g_clear_error (&error);

  /* Its turn is played on a thread while the main loop runs. */
  while (waiter.turns_started < 2 && !waiter.over)
    {
      g_main_context_iteration (NULL, TRUE);
      saw_thinking |= bastide_game_get_thinking (game);
    }
  g_assert_true (saw_thinking);
  g_assert_false (waiter.over);
  g_assert_cmpint (waiter.last_player, ==, 0);
  g_assert_false (bastide_game_get_thinking (game));
  g_assert_cmpuint (bastide_record_get_n_turns (bastide_game_get_record (game)), ==, 2);
  g_assert_false (bastide_game_is_computer_deciding (game));

  bastide_record_replay (bastide_game_get_record (game), replayed, NULL, &error);
  g_assert_no_error (error);
  assert_same_state (replayed, bastide_game_get_state (game));

  /* Undo goes back past the computer's turn to Red's. */
  g_assert_true (bastide_game_undo (game, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (bastide_game_get_current_player (game), ==, 0);
  g_assert_cmpuint (bastide_record_get_n_turns (bastide_game_get_record (game)), ==, 0);
}

typedef struct
{
  gint64 placed;
  gint64 deployed;
  gboolean done;
} Pacing;

static void
pacing_placed_cb (BastideGame      *game,
                  BastideBoardTile *tile,
                  guint             player,
                  Pacing           *pacing)
{
  pacing->placed = g_get_monotonic_time ();
}

static void
pacing_turn_cb (BastideGame *game,
                guint        player,
                Pacing      *pacing)
{
  pacing->deployed = g_get_monotonic_time ();
  pacing->done = TRUE;
}

static void
test_computer_delay (void)
{
  g_autoptr(BastideGame) game = game_against_computer ();
  Pacing pacing = { 0, 0, FALSE };

  g_object_set (game, "computer-delay", 60u, NULL);
  g_assert_cmpuint (bastide_game_get_computer_delay (game), ==, 60);
  play_turn_0 (game);
  g_signal_connect (game, "tile-placed", G_CALLBACK (pacing_placed_cb), &pacing);
  g_signal_connect (game, "turn-started", G_CALLBACK (pacing_turn_cb), &pacing);
  while (!pacing.done)
    g_main_context_iteration (NULL, TRUE);
  /* Between placing the tile and finishing the turn, people can follow. */
  g_assert_cmpint (pacing.deployed - pacing.placed, >=, 60 * 1000);
  g_assert_false (bastide_game_get_thinking (game));
}

static void
test_computer_cancelled (void)
{
  g_autoptr(BastideGame) game = game_against_computer ();
  g_autoptr(GError) error = NULL;
  Waiter waiter = { 0, -1, FALSE };

  g_signal_connect (game, "turn-started", G_CALLBACK (waiter_turn_cb), &waiter);
  play_turn_0 (game);
  while (!bastide_game_get_thinking (game))
    g_main_context_iteration (NULL, TRUE);

  /* Undo while it thinks: the search is dropped and nothing is played. */
  g_assert_true (bastide_game_undo (game, &error));
  g_assert_no_error (error);
  g_assert_false (bastide_game_get_thinking (game));
  g_assert_cmpuint (bastide_record_get_n_turns (bastide_game_get_record (game)), ==, 0);
  for (guint i = 0; i < 50; i++)
    g_main_context_iteration (NULL, FALSE);
  g_usleep (G_USEC_PER_SEC / 10);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_cmpuint (bastide_record_get_n_turns (bastide_game_get_record (game)), ==, 0);
  g_assert_cmpuint (waiter.turns_started, ==, 1);
}

static void
test_computer_disposed (void)
{
  BastideGame *game = game_against_computer ();
  g_autoptr(GError) error = NULL;

  play_turn_0 (game);
  while (!bastide_game_get_thinking (game))
    g_main_context_iteration (NULL, TRUE);
  /* Dropping the game while its computer thinks is safe. */
  g_assert_finalize_object (game);
  g_usleep (G_USEC_PER_SEC / 10);
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

/* Whole games through the model API only, with random legal choices, as
 * a person clicking at random would play them. */

typedef struct
{
  int points[BASTIDE_MAX_PLAYERS];
  int on_board;
  guint n_final;
  gboolean over;
} Tally;

static void
tally_scored_cb (BastideGame    *game,
                 BastideScoring *scoring,
                 Tally          *tally)
{
  g_assert_nonnull (scoring->description);
  for (guint p = 0; p < BASTIDE_MAX_PLAYERS; p++)
    tally->points[p] += scoring->points[p];
  if (scoring->is_final)
    tally->n_final++;
}

static void
tally_deployed_cb (BastideGame      *game,
                   BastidePieceMove *move,
                   Tally            *tally)
{
  tally->on_board++;
}

static void
tally_returned_cb (BastideGame      *game,
                   BastidePieceMove *move,
                   Tally            *tally)
{
  tally->on_board--;
}

static void
tally_over_cb (BastideGame *game,
               Tally       *tally)
{
  tally->over = TRUE;
}

static guint
pick (GRand *rand,
      guint  n)
{
  return g_rand_int_range (rand, 0, n);
}

static void
random_step (BastideGame *game,
             GRand       *rand)
{
  g_autoptr(GError) error = NULL;

  switch (bastide_game_get_phase (game))
    {
    case BASTIDE_PHASE_DRAW:
    case BASTIDE_PHASE_ABBEY_ROUND:
      {
        g_autoptr(GArray) holes = bastide_game_list_abbey_holes (game);

        if (holes->len > 0 && pick (rand, 3) == 0)
          {
            BastideFeatureCell *hole = &g_array_index (holes, BastideFeatureCell, pick (rand, holes->len));

            bastide_game_play_abbey (game, hole->x, hole->y, &error);
          }
        else if (bastide_game_get_phase (game) == BASTIDE_PHASE_DRAW)
          bastide_game_draw (game, &error);
        else
          bastide_game_pass (game, &error);
      }
      break;

    case BASTIDE_PHASE_PLAGUE:
      {
        g_autoptr(GArray) choices = bastide_game_list_plague_choices (game);
        BastideFeatureCell *choice;

        /* Players without a follower there are answered for. */
        g_assert_cmpuint (choices->len, >, 0);
        choice = &g_array_index (choices, BastideFeatureCell, pick (rand, choices->len));
        bastide_game_plague_return (game, choice->x, choice->y, choice->feature, &error);
      }
      break;

    case BASTIDE_PHASE_PLACE:
      {
        g_autoptr(GArray) placements = bastide_game_list_placements (game);

        if (placements->len == 0)
          {
            g_assert_true (bastide_game_can_discard (game));
            bastide_game_discard (game, &error);
          }
        else
          {
            BastidePlacement *p = &g_array_index (placements, BastidePlacement, pick (rand, placements->len));

            bastide_game_place (game, p->x, p->y, p->rot, &error);
          }
      }
      break;

    case BASTIDE_PHASE_DEPLOY:
      {
        g_autoptr(GArray) deploys = bastide_game_list_deploys (game);

        if (bastide_game_can_recall_abbot (game) && pick (rand, 4) == 0)
          bastide_game_recall_abbot (game, &error);
        else if (deploys->len > 0 && pick (rand, 3) > 0)
          bastide_game_deploy (game, &g_array_index (deploys, BastideDeploy, pick (rand, deploys->len)), &error);
        else
          bastide_game_deploy (game, NULL, &error);
      }
      break;

    case BASTIDE_PHASE_WAGONS:
      {
        g_autoptr(GArray) targets = bastide_game_list_wagon_targets (game);

        if (targets->len > 0 && pick (rand, 4) > 0)
          {
            BastideFeatureCell *t = &g_array_index (targets, BastideFeatureCell, pick (rand, targets->len));

            bastide_game_move_wagon (game, t->x, t->y, t->feature, &error);
          }
        else
          bastide_game_wagon_home (game, &error);
      }
      break;

    case BASTIDE_PHASE_OVER:
    default:
      g_assert_not_reached ();
    }
  g_assert_no_error (error);
}

static void
play_random_game (const BastideRules *rules,
                  guint64             seed)
{
  BastidePlayerSetup players[BASTIDE_MAX_PLAYERS];
  g_autoptr(GError) error = NULL;
  g_autoptr(BastideGame) game = NULL;
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  g_autofree BastideState *replayed = g_new0 (BastideState, 1);
  g_autofree BastideState *kept = g_new0 (BastideState, 1);
  Tally tally = { { 0, }, 0, 0, FALSE };
  guint steps = 0;

  for (guint p = 0; p < rules->n_players; p++)
    players[p] = (BastidePlayerSetup) { NULL, p, BASTIDE_PLAYER_PERSON, BASTIDE_COMPUTER_EASY };
  game = bastide_game_new (rules, players, seed, &error);
  g_assert_no_error (error);
  g_signal_connect (game, "feature-scored", G_CALLBACK (tally_scored_cb), &tally);
  g_signal_connect (game, "piece-deployed", G_CALLBACK (tally_deployed_cb), &tally);
  g_signal_connect (game, "piece-returned", G_CALLBACK (tally_returned_cb), &tally);
  g_signal_connect (game, "game-over", G_CALLBACK (tally_over_cb), &tally);

  while (!bastide_game_get_is_over (game))
    {
      random_step (game, rand);
      g_assert_cmpuint (++steps, <, 2000);
      g_assert_cmpint (tally.on_board, ==, bastide_game_get_state (game)->n_pieces);

      /* Now and then, undo a turn and redo it. */
      if (bastide_game_get_phase (game) == BASTIDE_PHASE_DRAW && bastide_game_get_can_undo (game)
          && pick (rand, 10) == 0)
        {
          *kept = *bastide_game_get_state (game);
          g_assert_true (bastide_game_undo (game, &error));
          g_assert_true (bastide_game_redo (game, &error));
          g_assert_no_error (error);
          assert_same_state (bastide_game_get_state (game), kept);
        }
    }

  g_test_message ("random game: %u steps, %u turns, scores %d %d", steps, bastide_game_get_turn_number (game), bastide_game_get_score (game, 0), bastide_game_get_score (game, 1));
  g_assert_true (tally.over);
  /* Every point was reported, with the final scoring feature by feature. */
  for (guint p = 0; p < rules->n_players; p++)
    g_assert_cmpint (tally.points[p], ==, bastide_game_get_score (game, p));
  {
    g_autoptr(GPtrArray) final = bastide_game_get_final_scoring (game);

    g_assert_cmpuint (final->len, ==, tally.n_final);
  }

  bastide_record_replay (bastide_game_get_record (game), replayed, NULL, &error);
  g_assert_no_error (error);
  assert_same_state (replayed, bastide_game_get_state (game));
}

static void
test_random_games (void)
{
  const BastideRules standard = { BASTIDE_GAME_STANDARD, 0, 2, 0, 0 };
  const BastideRules everything = {
    BASTIDE_GAME_STANDARD,
    BASTIDE_EXPANSION_RIVER | BASTIDE_EXPANSION_ABBOT | BASTIDE_EXPANSION_ABBEY_MAYOR, 4, 0, 0
  };
  const BastideRules adjacent = {
    BASTIDE_GAME_STANDARD, BASTIDE_EXPANSION_ABBEY_MAYOR | BASTIDE_EXPANSION_ABBOT, 6, 1, 0
  };
  const BastideRules wheel = { BASTIDE_GAME_WHEEL_OF_FORTUNE, 0, 3, 0, 0 };

  for (guint64 seed = 1; seed <= 3; seed++)
    {
      play_random_game (&standard, seed);
      play_random_game (&everything, seed);
      play_random_game (&adjacent, seed);
      play_random_game (&wheel, seed);
    }
}

/* The greedy player, which stands in when a searched move is refused,
 * plays whole games of every kind with legal moves only. */
static gboolean
apply_greedy_move (BastideState      *state,
                    const BastideMove *move,
                    GError           **error)
{
  switch (move->kind)
    {
    case BASTIDE_MOVE_DRAW:
      return bastide_state_draw (state, -1, NULL, error);
    case BASTIDE_MOVE_PLAGUE:
      return bastide_state_plague (state, move->x, move->y, move->feature, NULL, error);
    case BASTIDE_MOVE_PLACE:
      return bastide_state_place (state, move->x, move->y, move->rot, NULL, error);
    case BASTIDE_MOVE_DISCARD:
      return bastide_state_discard (state, NULL, error);
    case BASTIDE_MOVE_DEPLOY:
      return bastide_state_deploy (state, move->has_deploy ? &move->deploy : NULL, NULL, error);
    case BASTIDE_MOVE_RECALL_ABBOT:
      return bastide_state_recall_abbot (state, NULL, error);
    case BASTIDE_MOVE_WAGON:
      return bastide_state_move_wagon (state, move->x, move->y, move->feature, NULL, error);
    case BASTIDE_MOVE_WAGON_HOME:
      return bastide_state_wagon_home (state, NULL, error);
    case BASTIDE_MOVE_ABBEY:
      return bastide_state_play_abbey (state, move->x, move->y, NULL, error);
    case BASTIDE_MOVE_PASS:
      return bastide_state_pass (state, NULL, error);
    default:
      g_assert_not_reached ();
    }
}

static void
test_greedy_games (void)
{
  const BastideRules rules[] = {
    { BASTIDE_GAME_STANDARD, BASTIDE_EXPANSION_RIVER | BASTIDE_EXPANSION_ABBOT | BASTIDE_EXPANSION_ABBEY_MAYOR, 3, 0, 0 },
    { BASTIDE_GAME_WHEEL_OF_FORTUNE, 0, 2, 0, 0 },
  };

  for (guint r = 0; r < G_N_ELEMENTS (rules); r++)
      {
        g_autofree BastideState *state = g_new0 (BastideState, 1);
        g_autoptr(GError) error = NULL;
        guint steps = 0;

        bastide_state_init_standard (state, &rules[r], 11 + r, &error);
        g_assert_no_error (error);
        while (state->phase != BASTIDE_PHASE_OVER)
          {
            BastideMove moves[BASTIDE_COMPUTER_MAX_MOVES];
            guint n = bastide_computer_choose_greedy (state, moves, &error);

            g_assert_no_error (error);
            g_assert_cmpuint (n, >, 0);
            for (guint i = 0; i < n; i++)
              {
                apply_greedy_move (state, &moves[i], &error);
                g_assert_no_error (error);
              }
            g_assert_cmpuint (++steps, <, 2000);
          }
        g_test_message ("greedy game: %u steps, turn %u, scores %d %d", steps, state->turn, state->players[0].score, state->players[1].score);
        bastide_state_check_invariants (state, &error);
        g_assert_no_error (error);
      }
}

/* The hint, in the knight's city of test-positions.h with F in hand:
 * whatever the machine's load, the search's first look already ranks the
 * closing placement first. */
static const char hint_record[] = KNIGHT_CITY_RECORD (KNIGHT_CITY_F_FIRST);

static void
suggestion_ready_cb (GObject      *source,
                     GAsyncResult *result,
                     gpointer      user_data)
{
  GAsyncResult **out = user_data;

  *out = g_object_ref (result);
}

/* Asks for a suggestion; @between runs right after the request, before
 * the search can be done; then waits for it. */
static BastideSuggestion *
suggest (BastideGame   *game,
         GCancellable  *cancellable,
         void         (*between) (BastideGame *game),
         GError       **error)
{
  g_autoptr(GAsyncResult) result = NULL;

  bastide_game_suggest_async (game, cancellable, suggestion_ready_cb, &result);
  if (between != NULL)
    between (game);
  while (result == NULL)
    g_main_context_iteration (NULL, TRUE);
  return bastide_game_suggest_finish (game, result, error);
}

static void
place_f_closing_the_city (BastideGame *game)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (bastide_game_place (game, 0, -1, 1, &error));
  g_assert_no_error (error);
  g_assert_true (bastide_game_deploy (game, NULL, &error));
  g_assert_no_error (error);
}

static void
undo_the_draw (BastideGame *game)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (bastide_game_undo (game, &error));
  g_assert_no_error (error);
}

static void
test_suggest (void)
{
  g_autoptr(GError) error = NULL;
  BastideRecord *record = bastide_record_load_data (hint_record, -1, "hint", &error);
  g_autoptr(BastideGame) game = NULL;
  g_autoptr(BastideSuggestion) suggestion = NULL;
  g_autoptr(GCancellable) cancelled = g_cancellable_new ();
  const BastideMove *moves;
  guint n_moves;
  int x, y;
  guint rot;

  g_assert_no_error (error);
  game = bastide_game_new_from_record (record, &error);
  g_assert_no_error (error);
  g_assert_true (bastide_game_draw (game, &error));
  g_assert_no_error (error);

  suggestion = suggest (game, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (suggestion);
  g_assert_cmpuint (bastide_suggestion_get_player (suggestion), ==, 0);
  moves = bastide_suggestion_get_moves (suggestion, &n_moves);
  g_assert_cmpuint (n_moves, ==, 2);
  g_assert_cmpint (moves[0].kind, ==, BASTIDE_MOVE_PLACE);
  g_assert_cmpint (moves[1].kind, ==, BASTIDE_MOVE_DEPLOY);
  g_assert_true (bastide_suggestion_get_placement (suggestion, &x, &y, &rot));
  g_assert_cmpint (x, ==, 0);
  g_assert_cmpint (y, ==, -1);
  g_assert_cmpuint (rot % 2, ==, 1);
  g_assert_true (bastide_game_check_placement (game, x, y, rot, &error));
  g_assert_no_error (error);
  /* Why, in the players' words: the knight's city closes for 8 points. */
  g_assert_true (g_str_has_prefix (bastide_suggestion_get_explanation (suggestion),
                                   "Completes your city: 8 points now."));
  g_clear_object (&suggestion);

  /* Cancelled: no suggestion, and the error says so. */
  g_cancellable_cancel (cancelled);
  suggestion = suggest (game, cancelled, NULL, &error);
  g_assert_null (suggestion);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&error);

  /* Undone meanwhile: the suggestion was for a position that is gone. */
  suggestion = suggest (game, NULL, undo_the_draw, &error);
  g_assert_null (suggestion);
  g_assert_error (error, BASTIDE_GAME_ERROR, BASTIDE_GAME_ERROR_POSITION_CHANGED);
  g_clear_error (&error);
  g_assert_true (bastide_game_draw (game, &error));
  g_assert_no_error (error);

  /* The turn played at once: no suggestion comes into Blue's turn. */
  suggestion = suggest (game, NULL, place_f_closing_the_city, &error);
  g_assert_null (suggestion);
  g_assert_error (error, BASTIDE_GAME_ERROR, BASTIDE_GAME_ERROR_POSITION_CHANGED);
  g_clear_error (&error);
}

static void
test_suggest_game_over (void)
{
  g_autoptr(BastideGame) game = scripted_game ();
  g_autoptr(BastideSuggestion) suggestion = NULL;
  g_autoptr(GError) error = NULL;

  play_turn_0 (game);
  play_turn_1 (game);
  play_turn_2 (game);
  play_turn_3 (game);
  g_assert_true (bastide_game_get_is_over (game));

  suggestion = suggest (game, NULL, NULL, &error);
  g_assert_null (suggestion);
  g_assert_error (error, BASTIDE_RULE_ERROR, BASTIDE_RULE_ERROR_GAME_OVER);
}

static void
count_notify_cb (guint *count)
{
  (*count)++;
}

/* A tournament game gives no hint, and stays one when saved and opened. */
static void
test_tournament (void)
{
  g_autoptr(BastideGame) game = scripted_game ();
  g_autoptr(BastideGame) opened = NULL;
  g_autoptr(BastideSuggestion) suggestion = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("bastide-model-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "game.bastide", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  guint notified = 0;

  g_assert_no_error (error);
  g_assert_false (bastide_game_get_tournament (game));
  g_signal_connect_swapped (game, "notify::tournament", G_CALLBACK (count_notify_cb), &notified);
  bastide_game_set_tournament (game, TRUE);
  g_assert_true (bastide_game_get_tournament (game));
  g_assert_cmpuint (notified, ==, 1);
  bastide_game_set_tournament (game, TRUE);
  g_assert_cmpuint (notified, ==, 1);

  g_assert_true (bastide_game_draw (game, &error));
  suggestion = suggest (game, NULL, NULL, &error);
  g_assert_null (suggestion);
  g_assert_error (error, BASTIDE_GAME_ERROR, BASTIDE_GAME_ERROR_TOURNAMENT);
  g_clear_error (&error);

  g_assert_true (bastide_game_undo (game, &error));
  play_turn_0 (game);
  g_assert_true (bastide_game_save (game, file, &error));
  g_assert_no_error (error);
  opened = bastide_game_new_from_file (file, &error);
  g_assert_no_error (error);
  g_assert_true (bastide_game_get_tournament (opened));
  g_assert_cmpuint (bastide_game_get_turn_number (opened), ==, 1);

  g_unlink (path);
  g_rmdir (dir);
}

/* The costliest moves: Red draws F, which would close the knight's city
 * for 8 points, and puts it elsewhere; the analysis finds that turn and
 * says what would have been better, and reports its progress on the way.
 * Cancelled, it says so. */
typedef struct
{
  guint calls;
  double last;
} ProgressSeen;

static void
progress_seen (double   fraction,
               gpointer user_data)
{
  ProgressSeen *seen = user_data;

  g_assert_cmpfloat (fraction, >=, seen->last);
  seen->last = fraction;
  seen->calls++;
}

static GListModel *
find_costly_moves (BastideGame   *game,
                   GCancellable  *cancellable,
                   ProgressSeen  *seen,
                   GError       **error)
{
  g_autoptr(GAsyncResult) result = NULL;

  bastide_game_find_costly_moves_async (game, 3, cancellable, progress_seen, seen, suggestion_ready_cb,
                                        &result);
  while (result == NULL)
    g_main_context_iteration (NULL, TRUE);
  /* the progress reports queued before the result */
  while (g_main_context_iteration (NULL, FALSE))
    ;
  return bastide_game_find_costly_moves_finish (game, result, error);
}

static void
test_costly_moves (void)
{
  g_autoptr(GError) error = NULL;
  BastideRecord *record = bastide_record_load_data (hint_record, -1, "hint", &error);
  g_autoptr(BastideGame) game = NULL;
  g_autoptr(GListModel) moves = NULL;
  g_autoptr(BastideCostlyMove) move = NULL;
  g_autoptr(GCancellable) cancelled = g_cancellable_new ();
  ProgressSeen seen = { 0 };

  g_assert_no_error (error);
  game = bastide_game_new_from_record (record, &error);
  g_assert_no_error (error);
  g_assert_true (bastide_game_draw (game, &error));
  /* F under D, its fields north and south: the city stays open */
  g_assert_true (bastide_game_place (game, 0, 1, 0, &error));
  g_assert_no_error (error);
  g_assert_true (bastide_game_deploy (game, NULL, &error));
  g_assert_no_error (error);

  moves = find_costly_moves (game, NULL, &seen, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (moves), ==, 1);
  move = g_list_model_get_item (moves, 0);
  g_assert_cmpuint (bastide_costly_move_get_turn (move), ==, 0);
  g_assert_cmpuint (bastide_costly_move_get_player (move), ==, 0);
  g_assert_cmpfloat (bastide_costly_move_get_cost (move), >, 4);
  g_assert_true (g_str_has_prefix (bastide_costly_move_get_better (move), "Completes your city: 8 points now."));
  g_assert_cmpuint (seen.calls, ==, 2);
  g_assert_cmpfloat (seen.last, ==, 1.0);

  g_cancellable_cancel (cancelled);
  g_clear_object (&moves);
  moves = find_costly_moves (game, cancelled, &seen, &error);
  g_assert_null (moves);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
}

/* A position whose pile is empty and where nobody holds an abbey is over
 * before any turn: its end-of-game scoring is there, with what it was
 * for. */
static void
test_over_before_any_turn (void)
{
  static const char *over = "{\"format\": \"bastide-record\", \"version\": 1,"
                            " \"players\": [{\"name\": \"Anna\", \"color\": \"red\"}, {\"name\": \"Boris\", \"color\": \"blue\"}],"
                            " \"setup\": {\"board\": [{\"tile\": \"D\", \"x\": 0, \"y\": 0, \"rot\": 0}],"
                            " \"pieces\": [{\"player\": 0, \"piece\": \"meeple\", \"x\": 0, \"y\": 0, \"on\": \"r1\"}],"
                            " \"draw\": []}, \"turns\": []}";
  g_autoptr(GError) error = NULL;
  g_autoptr(BastideGame) game = NULL;
  g_autoptr(GPtrArray) final = NULL;
  BastideRecord *record = bastide_record_load_data (over, -1, "over.json", &error);
  const BastideScoring *road;

  g_assert_no_error (error);
  game = bastide_game_new_from_record (record, &error);
  g_assert_no_error (error);
  g_assert_true (bastide_game_get_is_over (game));
  final = bastide_game_get_final_scoring (game);
  g_assert_cmpuint (final->len, ==, 1);
  road = final->pdata[0];
  g_assert_true (road->is_final);
  g_assert_cmpint (road->kind, ==, BASTIDE_FEATURE_ROAD);
  g_assert_cmpuint (road->tiles, ==, 1);
  g_assert_cmpint (road->points[0], ==, 1);
  g_assert_cmpint (road->points[1], ==, 0);
  g_assert_cmpuint (road->turn, ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  int status;

  /* Before anything asks GLib for the user data folder */
  data_home = g_dir_make_tmp ("bastide-model-data-XXXXXX", &error);
  g_assert_no_error (error);
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);

  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/bastide/model/signals-in-order", test_signals_in_order);
  g_test_add_func ("/bastide/model/properties", test_properties);
  g_test_add_func ("/bastide/model/refusals", test_refusals);
  g_test_add_func ("/bastide/model/queries", test_queries);
  g_test_add_func ("/bastide/model/signals-wheel", test_signals_wheel);
  g_test_add_func ("/bastide/model/signals-wagon", test_signals_wagon);
  g_test_add_func ("/bastide/model/signals-recall", test_signals_recall);
  g_test_add_func ("/bastide/model/signals-plague", test_signals_plague);
  g_test_add_func ("/bastide/model/signals-turn-part", test_signals_turn_part);
  g_test_add_func ("/bastide/model/board", test_board);
  g_test_add_func ("/bastide/model/remaining-tiles", test_remaining_tiles);
  g_test_add_func ("/bastide/model/board-wheel", test_board_wheel);
  g_test_add_func ("/bastide/model/undo-redo", test_undo_redo);
  g_test_add_func ("/bastide/model/record-replays", test_record_replays);
  g_test_add_func ("/bastide/model/over-before-any-turn", test_over_before_any_turn);
  g_test_add_func ("/bastide/model/save-and-open", test_save_and_open);
  g_test_add_func ("/bastide/model/autosave", test_autosave);
  g_test_add_func ("/bastide/model/new-game", test_new_game);
  g_test_add_func ("/bastide/model/random-games", test_random_games);
  g_test_add_func ("/bastide/model/greedy-games", test_greedy_games);
  g_test_add_func ("/bastide/model/suggest", test_suggest);
  g_test_add_func ("/bastide/model/costly-moves", test_costly_moves);
  g_test_add_func ("/bastide/model/suggest-game-over", test_suggest_game_over);
  g_test_add_func ("/bastide/model/tournament", test_tournament);
  g_test_add_func ("/bastide/model/game-log", test_game_log);
  g_test_add_func ("/bastide/model/game-log-every-kind", test_game_log_every_kind);
  g_test_add_func ("/bastide/model/computer-turn", test_computer_turn);
  g_test_add_func ("/bastide/model/computer-paused", test_computer_paused);
  g_test_add_func ("/bastide/model/computer-delay", test_computer_delay);
  g_test_add_func ("/bastide/model/computer-cancelled", test_computer_cancelled);
  g_test_add_func ("/bastide/model/computer-disposed", test_computer_disposed);

  status = g_test_run ();

  bastide_game_discard_autosave ();
  {
    g_autofree char *dir = g_build_filename (data_home, "io.github.bastide.Bastide", NULL);

    g_rmdir (dir);
    g_rmdir (data_home);
  }
  g_free (data_home);
  return status;
}
