/* bastide-cli-arena.c: arena (computer against computer) and bench-ai
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bastide-ai.h"
#include "bastide-ai-tables.h"
#include "bastide-cli-commands.h"
#include "bastide-random.h"

typedef struct
{
  BastideAiLevel level;
  guint budget_ms;
  guint64 iterations;
  guint fair_ms;             /* --fair: the time `iterations` stand for */
} Side;

/* What a side did with its pieces, for --stats: whom it deployed where,
 * the abbot's recalls, and the garden tiles it drew with its abbot at
 * hand (how many of them the abbot took is ABBOT_GARDEN). */
typedef enum
{
  USE_KNIGHT,
  USE_THIEF,
  USE_FARMER,
  USE_MONK,
  USE_ABBOT_CLOISTER,
  USE_ABBOT_GARDEN,
  USE_MAYOR,
  USE_WAGON,
  USE_BARN,
  USE_RECALL,
  USE_GARDEN_AT_HAND,
  N_USES
} PieceUse;

typedef struct
{
  int score[2];              /* by side: A, B */
  int winner;                /* 0 A, 1 B, -1 draw */
  gint64 think_us[2];        /* time spent on decisions with a choice */
  guint decisions[2];
  guint64 iterations[2];
  guint64 reused[2];         /* root visits kept from the previous search */
  gint64 search_us[2];       /* time of MCTS searches (for iterations/s) */
  int category[2][BASTIDE_N_CATEGORIES];
  guint uses[2][N_USES];
  gboolean failed;
  char *error;
} GameResult;

typedef struct
{
  BastideRules rules;
  Side sides[2];
  gint64 seed;
  guint n_games;
  gboolean verbose;
  BastideAiFit *fit;         /* fit-eval: observes every turn (one thread) */
  GameResult *results;
  gint next_game;            /* atomic */
  GMutex lock;
} Arena;

/* Counts `move`, just played in `state`, in `uses`; `garden_at_hand`:
 * it placed a tile with a garden while its abbot was in supply. */
static void
count_use (const BastideState  *state,
           const BastideAiMove *move,
           gboolean             garden_at_hand,
           guint               *uses)
{
  BastideFeatureKind kind;

  uses[USE_GARDEN_AT_HAND] += garden_at_hand;
  if (move->follow == BASTIDE_AI_FOLLOW_RECALL)
    uses[USE_RECALL]++;
  if (move->follow != BASTIDE_AI_FOLLOW_DEPLOY || move->deploy.crown >= 0
      || (move->kind != BASTIDE_AI_MOVE_TILE && move->kind != BASTIDE_AI_MOVE_ABBEY
          && move->kind != BASTIDE_AI_MOVE_DEPLOY))
    return;
  switch ((BastidePieceKind) move->deploy.piece)
    {
    case BASTIDE_PIECE_MAYOR: uses[USE_MAYOR]++; return;
    case BASTIDE_PIECE_WAGON: uses[USE_WAGON]++; return;
    case BASTIDE_PIECE_BARN: uses[USE_BARN]++; return;
    case BASTIDE_PIECE_MEEPLE:
    case BASTIDE_PIECE_ABBOT:
    case BASTIDE_N_PIECE_KINDS:
    default:
      break;
    }
  if (move->deploy.feature < 0)
    return;
  kind = state->nodes[state->tiles[state->last_tile].first_node + move->deploy.feature].kind;
  if (move->deploy.piece == BASTIDE_PIECE_ABBOT)
    uses[kind == BASTIDE_FEATURE_GARDEN ? USE_ABBOT_GARDEN : USE_ABBOT_CLOISTER]++;
  else if (kind == BASTIDE_FEATURE_CITY)
    uses[USE_KNIGHT]++;
  else if (kind == BASTIDE_FEATURE_ROAD)
    uses[USE_THIEF]++;
  else if (kind == BASTIDE_FEATURE_FIELD)
    uses[USE_FARMER]++;
  else
    uses[USE_MONK]++;
}

/* Plays game `index`: games 2k and 2k+1 share a seed (the same tiles) with
 * the seats swapped, so the pile's luck cancels out over a pair. */
static void
play_game (Arena      *arena,
           guint       index,
           GameResult *result)
{
  g_autofree BastideState *state = g_new (BastideState, 1);
  g_autoptr(BastideAiPlayer) player_a = bastide_ai_player_new ();
  g_autoptr(BastideAiPlayer) player_b = bastide_ai_player_new ();
  BastideAiPlayer *players[2] = { player_a, player_b };
  g_autoptr(GError) error = NULL;
  guint64 game_seed = arena->seed + index / 2;
  guint a_seat = index % 2;   /* the seat of side A */
  guint n_decisions = 0;

  memset (result, 0, sizeof *result);
  if (!bastide_state_init_standard (state, &arena->rules, game_seed, &error))
    {
      result->failed = TRUE;
      result->error = g_strdup (error->message);
      return;
    }

  while (!bastide_state_is_over (state))
    {
      guint decider = bastide_ai_decider (state);
      guint side = decider == a_seat ? 0 : 1;
      BastideAiParams params;
      BastideAiStats stats;
      BastideAiMove move;
      gboolean garden_at_hand;

      if (arena->fit != NULL && state->phase == BASTIDE_PHASE_DRAW)
        bastide_ai_fit_observe (arena->fit, state);
      bastide_ai_params_init (&params, arena->sides[side].level);
      if (arena->sides[side].budget_ms > 0 || arena->sides[side].iterations > 0)
        {
          params.budget_ms = arena->sides[side].budget_ms;
          params.iterations = arena->sides[side].iterations;
        }
      garden_at_hand = state->phase == BASTIDE_PHASE_PLACE
                       && bastide_catalogue ()->types[state->in_hand].has_garden
                       && (state->players[decider].specials & BASTIDE_SPECIAL_BIT (BASTIDE_PIECE_ABBOT));
      params.seed = (game_seed * 1000003 + n_decisions++) * 2 + side + 1;
      move = bastide_ai_player_choose (players[side], state, &params, NULL, &stats);
      if (stats.n_moves > 1)
        {
          result->think_us[side] += stats.elapsed_us;
          result->decisions[side]++;
        }
      if (stats.iterations > 0)
        {
          result->iterations[side] += stats.iterations;
          result->reused[side] += stats.reused;
          result->search_us[side] += stats.elapsed_us;
        }
      if (!bastide_ai_apply (state, &move, &error))
        {
          g_autofree char *text = bastide_ai_move_to_string (state, &move);

          result->failed = TRUE;
          result->error = g_strdup_printf ("game %u, turn %u: %s: %s", index, state->turn,
                                           text, error->message);
          return;
        }
      count_use (state, &move, garden_at_hand, result->uses[side]);
    }

  if (arena->fit != NULL)
    bastide_ai_fit_game_over (arena->fit, state);
  result->score[0] = state->players[a_seat].score;
  result->score[1] = state->players[1 - a_seat].score;
  for (guint c = 0; c < BASTIDE_N_CATEGORIES; c++)
    {
      result->category[0][c] = state->players[a_seat].category[c];
      result->category[1][c] = state->players[1 - a_seat].category[c];
    }
  result->winner = result->score[0] > result->score[1] ? 0
                   : result->score[0] < result->score[1] ? 1 : -1;
}

static gpointer
arena_worker (gpointer data)
{
  Arena *arena = data;

  for (;;)
    {
      guint index = g_atomic_int_add (&arena->next_game, 1);

      if (index >= arena->n_games)
        break;
      play_game (arena, index, &arena->results[index]);
      if (arena->verbose)
        {
          GameResult *r = &arena->results[index];

          g_mutex_lock (&arena->lock);
          if (r->failed)
            printf ("game %u: %s\n", index, r->error);
          else
            printf ("game %u (A in seat %u): A %d, B %d\n", index, index % 2, r->score[0], r->score[1]);
          fflush (stdout);
          g_mutex_unlock (&arena->lock);
        }
    }
  return NULL;
}

/* The Wilson score interval of a proportion p̂ over n trials, at z. */
static void
wilson (double  p,
        double  n,
        double  z,
        double *low,
        double *high)
{
  double z2 = z * z, centre, half;

  if (n <= 0)
    {
      *low = 0;
      *high = 1;
      return;
    }
  centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  half = z / (1 + z2 / n) * sqrt (p * (1 - p) / n + z2 / (4 * n * n));
  *low = MAX (0.0, centre - half);
  *high = MIN (1.0, centre + half);
}

static gboolean
parse_side (const char  *name,
            Side        *side)
{
  int level = bastide_ai_level_from_name (name);

  if (level < 0)
    {
      fprintf (stderr, _("unknown player “%s”: use greedy, easy, medium, hard or old-hard\n"), name);
      return FALSE;
    }
  side->level = level;
  return TRUE;
}

static char *
describe_side (const Side *side)
{
  if (side->level == BASTIDE_AI_GREEDY)
    return g_strdup (bastide_ai_level_name (side->level));
  if (side->fair_ms > 0)
    return g_strdup_printf ("%s (%u ms fair: %" G_GUINT64_FORMAT " iterations)",
                            bastide_ai_level_name (side->level), side->fair_ms, side->iterations);
  if (side->iterations > 0 && side->budget_ms == 0)
    return g_strdup_printf ("%s (%" G_GUINT64_FORMAT " iterations)",
                            bastide_ai_level_name (side->level), side->iterations);
  return g_strdup_printf ("%s (%u ms)", bastide_ai_level_name (side->level),
                          side->budget_ms > 0 ? side->budget_ms
                                              : bastide_ai_level_budget_ms (side->level));
}

/* Where the points came from: each side's average by the summary's
 * categories, to see which part of the game a player misses. */
static void
print_categories (double category[2][BASTIDE_N_CATEGORIES],
                  guint  finished)
{
  static const char * const names[BASTIDE_N_CATEGORIES] = {
    "road", "city", "cloister", "field", "abbot", "barn", "wheel",
  };

  printf (_("average points by category (A–B):"));
  for (guint c = 0; c < BASTIDE_N_CATEGORIES; c++)
    if (category[0][c] != 0 || category[1][c] != 0)
      printf (" %s %.1f–%.1f", names[c], category[0][c] / MAX (finished, 1),
              category[1][c] / MAX (finished, 1));
  printf ("\n");
}

/* How each side used its pieces, a game on average (see PieceUse). */
static void
print_uses (double uses[2][N_USES],
            guint  finished)
{
  static const char * const names[N_USES] = {
    "knight", "thief", "farmer", "monk", "abbot-cloister", "abbot-garden",
    "mayor", "wagon", "barn", "recall", "garden-tiles-with-abbot",
  };

  printf (_("pieces deployed and recalled a game (A–B):"));
  for (guint u = 0; u < N_USES; u++)
    if (uses[0][u] != 0 || uses[1][u] != 0)
      printf (" %s %.2f–%.2f", names[u], uses[0][u] / MAX (finished, 1), uses[1][u] / MAX (finished, 1));
  printf ("\n");
}

/* Adds up the games played and prints the match's figures; returns the
 * number of games that failed. */
static guint
report_results (Arena    *arena,
                gboolean  stats,
                gint64    start)
{
  guint wins[2] = { 0 }, draws = 0, failed = 0, finished;
  double score_sum[2] = { 0 }, think[2] = { 0 }, decisions[2] = { 0 };
  double iters[2] = { 0 }, search[2] = { 0 }, reused[2] = { 0 };
  double category[2][BASTIDE_N_CATEGORIES] = { { 0 } };
  double uses[2][N_USES] = { { 0 } };
  double p, low, high;

  for (guint g = 0; g < arena->n_games; g++)
    {
      GameResult *r = &arena->results[g];

      if (r->failed)
        {
          fprintf (stderr, "%s\n", r->error);
          g_free (r->error);
          failed++;
          continue;
        }
      if (r->winner < 0)
        draws++;
      else
        wins[r->winner]++;
      for (guint s = 0; s < 2; s++)
        {
          score_sum[s] += r->score[s];
          think[s] += r->think_us[s];
          decisions[s] += r->decisions[s];
          iters[s] += r->iterations[s];
          reused[s] += r->reused[s];
          search[s] += r->search_us[s];
          for (guint c = 0; c < BASTIDE_N_CATEGORIES; c++)
            category[s][c] += r->category[s][c];
          for (guint u = 0; u < N_USES; u++)
            uses[s][u] += r->uses[s][u];
        }
    }
  finished = arena->n_games - failed;

  printf (_("A wins %u, B wins %u, draws %u"), wins[0], wins[1], draws);
  if (failed > 0)
    printf (g_dngettext (GETTEXT_PACKAGE, ", %u game failed", ", %u games failed", failed), failed);
  printf ("\n");
  printf (_("average score: A %.1f, B %.1f\n"),
          score_sum[0] / MAX (finished, 1), score_sum[1] / MAX (finished, 1));
  p = finished > 0 ? (wins[0] + 0.5 * draws) / finished : 0;
  wilson (p, finished, 1.959964, &low, &high);
  printf (_("A's win rate: %.1f %% (95 %% CI %.1f–%.1f %%, Wilson, draws count half)\n"),
          100 * p, 100 * low, 100 * high);
  printf (_("average time per decision: A %.3f s, B %.3f s\n"),
          think[0] / MAX (decisions[0], 1) / G_USEC_PER_SEC,
          think[1] / MAX (decisions[1], 1) / G_USEC_PER_SEC);
  if (stats)
    {
      printf (_("MCTS iterations (playouts) per second: A %.0f, B %.0f\n"),
              search[0] > 0 ? iters[0] * G_USEC_PER_SEC / search[0] : 0,
              search[1] > 0 ? iters[1] * G_USEC_PER_SEC / search[1] : 0);
      printf (_("MCTS iterations per decision: A %.0f, B %.0f; kept from the previous search: A %.0f, B %.0f\n"),
              iters[0] / MAX (decisions[0], 1), iters[1] / MAX (decisions[1], 1),
              reused[0] / MAX (decisions[0], 1), reused[1] / MAX (decisions[1], 1));
      print_categories (category, finished);
      print_uses (uses, finished);
    }
  printf (_("wall-clock time: %.1f s\n"), (g_get_monotonic_time () - start) / (double) G_USEC_PER_SEC);


  return failed;
}

int
bastide_cli_arena (int    argc,
                   char **argv)
{
  g_autofree char *a_name = NULL, *b_name = NULL, *expansions = NULL, *game = NULL;
  g_autofree char *a_text = NULL, *b_text = NULL;
  int games = 20, budget_ms = 0, budget_a = 0, budget_b = 0, jobs = 1;
  gint64 seed = 1, iterations = 0, iterations_a = 0, iterations_b = 0;
  double scale = 0;
  gboolean stats = FALSE, verbose = FALSE, fair = FALSE;
  GOptionEntry entries[] = {
    { "a", 0, 0, G_OPTION_ARG_STRING, &a_name, N_("Player A: greedy, easy, medium, hard or old-hard (hard)"), "LEVEL" },
    { "b", 0, 0, G_OPTION_ARG_STRING, &b_name, N_("Player B (greedy)"), "LEVEL" },
    { "games", 'n', 0, G_OPTION_ARG_INT, &games, N_("Games, seats alternated (20)"), "N" },
    { "seed", 's', 0, G_OPTION_ARG_INT64, &seed, N_("Seed of the first pair of games (1)"), "S" },
    { "expansions", 'e', 0, G_OPTION_ARG_STRING, &expansions, N_("Comma-separated: river,abbot,abbey-mayor"), "LIST" },
    { "game", 'g', 0, G_OPTION_ARG_STRING, &game, N_("standard or wheel-of-fortune"), "GAME" },
    { "budget-ms", 0, 0, G_OPTION_ARG_INT, &budget_ms, N_("Move-time budget of both searching players, overriding the level's"), "MS" },
    { "budget-a", 0, 0, G_OPTION_ARG_INT, &budget_a, N_("Move-time budget of player A"), "MS" },
    { "budget-b", 0, 0, G_OPTION_ARG_INT, &budget_b, N_("Move-time budget of player B"), "MS" },
    { "budget-scale", 0, 0, G_OPTION_ARG_DOUBLE, &scale, N_("Multiply the levels' budgets (0.1: hard 300 ms, medium 100 ms, easy 20 ms)"), "F" },
    { "iterations", 'i', 0, G_OPTION_ARG_INT64, &iterations, N_("Iteration budget instead of time (deterministic)"), "N" },
    { "iterations-a", 0, 0, G_OPTION_ARG_INT64, &iterations_a, N_("Iteration budget of player A"), "N" },
    { "iterations-b", 0, 0, G_OPTION_ARG_INT64, &iterations_b, N_("Iteration budget of player B"), "N" },
    { "fair", 0, 0, G_OPTION_ARG_NONE, &fair, N_("Search the iterations each budget stands for on the reference machine, not the time"), NULL },
    { "jobs", 'j', 0, G_OPTION_ARG_INT, &jobs, N_("Games played at once on separate threads (1)"), "J" },
    { "stats", 0, 0, G_OPTION_ARG_NONE, &stats, N_("Also print MCTS iterations (playouts) per second"), NULL },
    { "verbose", 'v', 0, G_OPTION_ARG_NONE, &verbose, N_("Print every game's result"), NULL },
    { NULL }
  };
  g_autoptr(GError) error = NULL;
  Arena arena = { 0 };
  GPtrArray *threads;
  guint failed;
  gint64 start = g_get_monotonic_time ();

  if (!bastide_cli_parse_options (&argc, &argv, NULL,
                                  _("Plays 2-player games between two computer players, seats alternated\n"
                                    "(games 2k and 2k+1 use the same tiles), and prints wins, draws, average\n"
                                    "scores, A's win rate with its 95 % Wilson interval (a draw counts half)\n"
                                    "and the average time per decision."),
                                  _("The levels think 200 ms (easy), 1 s (medium) and 3 s (hard and old-hard,\n"
                                    "Hard before its tables were fitted per rule set) a move.\n"
                                    "--budget-ms, --budget-a, --budget-b and --budget-scale shorten that for\n"
                                    "quick runs: the figures then describe the shorter budget, not the level.\n"
                                    "--iterations (--iterations-a, --iterations-b) replaces time by a fixed\n"
                                    "number of MCTS iterations; --fair by the iterations the level searches\n"
                                    "in its budget on one core of the reference machine, so the results do not\n"
                                    "depend on the machine's load."),
                                  entries, 0))
    return 2;
  if (!bastide_cli_parse_rules (game, expansions, 2, &arena.rules, &error))
    {
      fprintf (stderr, "%s\n", error->message);
      return 2;
    }
  if (!parse_side (a_name != NULL ? a_name : "hard", &arena.sides[0])
      || !parse_side (b_name != NULL ? b_name : "greedy", &arena.sides[1]))
    return 2;
  if (games < 1 || jobs < 1 || budget_ms < 0 || budget_a < 0 || budget_b < 0 || iterations < 0 || iterations_a < 0
      || iterations_b < 0 || scale < 0)
    {
      fprintf (stderr, "%s\n", _("games, jobs, budgets and iterations must be positive"));
      return 2;
    }
  if (fair && (iterations > 0 || iterations_a > 0 || iterations_b > 0))
    {
      fprintf (stderr, "%s\n", _("--fair sets the iterations from the budgets: give one or the other"));
      return 2;
    }
  for (guint s = 0; s < 2; s++)
    {
      Side *side = &arena.sides[s];
      int own = s == 0 ? budget_a : budget_b;
      gint64 own_iterations = s == 0 ? iterations_a : iterations_b;

      if (scale > 0)
        side->budget_ms = MAX (1, (guint) (bastide_ai_level_budget_ms (side->level) * scale + 0.5));
      if (budget_ms > 0)
        side->budget_ms = budget_ms;
      if (own > 0)
        side->budget_ms = own;
      side->iterations = own_iterations > 0 ? own_iterations : iterations;
      if (fair && side->level != BASTIDE_AI_GREEDY)
        {
          side->fair_ms = side->budget_ms > 0 ? side->budget_ms : bastide_ai_level_budget_ms (side->level);
          side->iterations = bastide_ai_level_fair_iterations (side->level, &arena.rules, side->fair_ms);
          side->budget_ms = 0;
        }
    }

  arena.seed = seed;
  arena.n_games = games;
  arena.verbose = verbose;
  arena.results = g_new0 (GameResult, games);
  g_mutex_init (&arena.lock);

  a_text = describe_side (&arena.sides[0]);
  b_text = describe_side (&arena.sides[1]);
  printf (g_dngettext (GETTEXT_PACKAGE,
                       "arena: A = %s, B = %s, %d game, %s%s%s, seeds %lld…%lld\n",
                       "arena: A = %s, B = %s, %d games, %s%s%s, seeds %lld…%lld\n", games),
          a_text, b_text, games,
          arena.rules.game == BASTIDE_GAME_WHEEL_OF_FORTUNE ? "wheel-of-fortune" : "standard",
          expansions != NULL && *expansions ? " + " : "", expansions != NULL ? expansions : "",
          (long long) seed, (long long) (seed + (games - 1) / 2));
  fflush (stdout);

  threads = g_ptr_array_new ();
  for (int j = 1; j < jobs; j++)
    g_ptr_array_add (threads, g_thread_new ("arena", arena_worker, &arena));
  arena_worker (&arena);
  for (guint j = 0; j < threads->len; j++)
    g_thread_join (threads->pdata[j]);
  g_ptr_array_unref (threads);

  failed = report_results (&arena, stats, start);

  g_free (arena.results);
  g_mutex_clear (&arena.lock);
  return failed > 0 ? 1 : 0;
}

static int
compare_doubles (const void *a,
                 const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

int
bastide_cli_bench_ai (int    argc,
                      char **argv)
{
  g_autofree char *expansions = NULL, *game = NULL, *level_name = NULL;
  double seconds = 1.0;
  int positions = 5;
  gboolean json = FALSE;
  GOptionEntry entries[] = {
    { "expansions", 'e', 0, G_OPTION_ARG_STRING, &expansions, N_("Comma-separated: river,abbot,abbey-mayor"), "LIST" },
    { "game", 'g', 0, G_OPTION_ARG_STRING, &game, N_("standard or wheel-of-fortune"), "GAME" },
    { "level", 'l', 0, G_OPTION_ARG_STRING, &level_name, N_("easy, medium, hard or old-hard (hard)"), "LEVEL" },
    { "seconds", 0, 0, G_OPTION_ARG_DOUBLE, &seconds, N_("Search time for each position (1.0)"), "S" },
    { "positions", 0, 0, G_OPTION_ARG_INT, &positions, N_("Positions searched (5)"), "N" },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print one JSON object"), NULL },
    { NULL }
  };
  g_autoptr(GError) error = NULL;
  g_autofree BastideState *state = g_new (BastideState, 1);
  g_autofree double *rates = NULL;
  g_autofree double *cpu_rates = NULL;
  BastideRules rules;
  int level;

  if (!bastide_cli_parse_options (&argc, &argv, NULL,
                                  _("Measures MCTS iterations (each ends in one playout) per second on one core,\n"
                                    "searching positions in the first half of 2-player games; prints the median."),
                                  NULL, entries, 0))
    return 2;
  if (!bastide_cli_parse_rules (game, expansions, 2, &rules, &error))
    {
      fprintf (stderr, "%s\n", error->message);
      return 2;
    }
  level = bastide_ai_level_from_name (level_name != NULL ? level_name : "hard");
  if (level <= BASTIDE_AI_GREEDY || positions < 1 || seconds <= 0)
    {
      fprintf (stderr, "%s\n", _("the level must be easy, medium or hard; positions and seconds positive"));
      return 2;
    }

  rates = g_new0 (double, positions);
  cpu_rates = g_new0 (double, positions);
  for (int i = 0; i < positions; i++)
    {
      BastideRng rng;
      BastideAiParams params;
      BastideAiStats stats;
      clock_t cpu_start;
      double cpu;
      guint target;

      bastide_state_init_standard (state, &rules, 1000 + i, NULL);
      bastide_rng_seed (&rng, 77 + i);
      /* From an eighth to a half of the pile played, then a tile in hand. */
      target = bastide_state_tiles_left (state) * (4 + i % 4) / 8;
      while (bastide_state_tiles_left (state) > target && !bastide_state_is_over (state))
        bastide_random_turn (state, &rng, NULL);
      while (state->phase != BASTIDE_PHASE_PLACE && !bastide_state_is_over (state))
        bastide_random_step (state, &rng, NULL);

      bastide_ai_params_init (&params, level);
      params.budget_ms = (guint) (seconds * 1000);
      params.seed = i + 1;
      /* The processor time too: on a busy machine the search gets less
       * than its wall-clock budget, and the rate per processor second is
       * what one core of its own would give (the arena's --fair). */
      cpu_start = clock ();
      bastide_ai_choose_with_params (state, &params, NULL, &stats);
      cpu = (clock () - cpu_start) / (double) CLOCKS_PER_SEC;
      rates[i] = stats.elapsed_us > 0 ? stats.iterations * (double) G_USEC_PER_SEC / stats.elapsed_us : 0;
      cpu_rates[i] = cpu > 0 ? stats.iterations / cpu : 0;
      if (!json)
        printf (_("position %d (tiles left: %u, moves: %u): %.0f iterations/s, nodes: %u\n"),
                i, bastide_state_tiles_left (state), stats.n_moves, rates[i], stats.n_nodes);
    }
  qsort (rates, positions, sizeof (double), compare_doubles);
  qsort (cpu_rates, positions, sizeof (double), compare_doubles);
  if (json)
    printf ("{\"iterations_per_second\": %.0f, \"iterations_per_cpu_second\": %.0f, \"positions\": %d, "
            "\"level\": \"%s\"}\n",
            rates[positions / 2], cpu_rates[positions / 2], positions, bastide_ai_level_name (level));
  else
    {
      printf (_("MCTS iterations (playouts) per second, median: %.0f\n"), rates[positions / 2]);
      printf (_("… per second of processor time, median: %.0f\n"), cpu_rates[positions / 2]);
    }
  return 0;
}

static void
print_table (const char   *name,
             const double *table,
             guint         n_rows)
{
  printf ("    .%s = {\n", name);
  for (guint r = 0; r < n_rows; r++)
    {
      printf ("      {");
      for (guint c = 0; c < BASTIDE_AI_COLUMNS; c++)
        printf (" %.3f%s", table[r * BASTIDE_AI_COLUMNS + c], c + 1 < BASTIDE_AI_COLUMNS ? "," : "");
      printf (" },\n");
    }
  printf ("    },\n");
}

#define PRINT_TABLE(tables, name) \
  print_table (#name, &(tables)->name[0][0], G_N_ELEMENTS ((tables)->name))

int
bastide_cli_fit_eval (int    argc,
                      char **argv)
{
  g_autofree char *expansions = NULL, *game = NULL, *level_name = NULL;
  int games = 2000;
  gint64 seed = 1, iterations = 300;
  GOptionEntry entries[] = {
    { "expansions", 'e', 0, G_OPTION_ARG_STRING, &expansions, N_("Comma-separated: river,abbot,abbey-mayor"), "LIST" },
    { "game", 'g', 0, G_OPTION_ARG_STRING, &game, N_("standard or wheel-of-fortune"), "GAME" },
    { "games", 'n', 0, G_OPTION_ARG_INT, &games, N_("Games played (2000)"), "N" },
    { "level", 'l', 0, G_OPTION_ARG_STRING, &level_name, N_("The level that plays both seats (greedy)"), "LEVEL" },
    { "iterations", 'i', 0, G_OPTION_ARG_INT64, &iterations, N_("Its iterations a move, when it searches (300)"), "N" },
    { "seed", 's', 0, G_OPTION_ARG_INT64, &seed, N_("Seed of the first game (1)"), "S" },
    { NULL }
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(BastideAiFit) fit = bastide_ai_fit_new ();
  BastideAiTables tables;
  Arena arena = { 0 };
  guint rule_set;
  int level;

  if (!bastide_cli_parse_options (&argc, &argv, NULL,
                                  _("Plays games between two copies of a level and measures what the\n"
                                    "features holding pieces went on to score; prints the evaluation's tables for\n"
                                    "the rule set as C, for src/ai/bastide-ai-tables.c."),
                                  _("tools/fit-eval-tables.sh runs it for every rule set."),
                                  entries, 0))
    return 2;
  if (!bastide_cli_parse_rules (game, expansions, 2, &arena.rules, &error))
    {
      fprintf (stderr, "%s\n", error->message);
      return 2;
    }
  level = bastide_ai_level_from_name (level_name != NULL ? level_name : "hard");
  if (level < 0 || games < 1 || iterations < 1)
    {
      fprintf (stderr, "%s\n", _("unknown level; games and iterations must be positive"));
      return 2;
    }

  for (guint s = 0; s < 2; s++)
    {
      arena.sides[s].level = level;
      arena.sides[s].iterations = iterations;
    }
  /* Seeds one apart: each game has its own tiles. */
  arena.seed = seed;
  arena.n_games = games * 2;
  arena.fit = fit;
  arena.results = g_new0 (GameResult, 1);
  for (int g = 0; g < games; g++)
    {
      play_game (&arena, 2 * g, arena.results);
      if (arena.results->failed)
        {
          fprintf (stderr, "%s\n", arena.results->error);
          g_free (arena.results->error);
          g_free (arena.results);
          return 1;
        }
    }
  g_free (arena.results);

  bastide_ai_fit_tables (fit, &tables);
  rule_set = bastide_ai_rule_set (&arena.rules);
  printf ("  /* %s: %d games of %s against itself, seeds %" G_GINT64_FORMAT "…%" G_GINT64_FORMAT ",\n"
          "   * %" G_GUINT64_FORMAT " samples */\n",
          bastide_ai_rule_set_name (rule_set), games, bastide_ai_level_name (level),
          seed, seed + games - 1, bastide_ai_fit_samples (fit));
  printf ("  [%u] = {\n    .games = %u,\n", rule_set, tables.games);
  PRINT_TABLE (&tables, city_completed);
  PRINT_TABLE (&tables, city_growth);
  PRINT_TABLE (&tables, road_growth);
  PRINT_TABLE (&tables, cloister_filled);
  PRINT_TABLE (&tables, field_growth);
  printf ("  },\n");
  return 0;
}
