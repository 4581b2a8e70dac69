/* bastide-puzzle-check.c: checking and solving a puzzle's answers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every answer is played with the engine from the puzzle's position; the
 * best final score is found by searching every move the engine allows.
 */

#define G_LOG_DOMAIN "bastide-puzzle"

#include "config.h"

#include "bastide-puzzle-private.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bastide-explain.h"
#include "bastide-moves.h"
#include "bastide-scenario-private.h"

#define MAX_SEARCH_LEAVES 4000000

/* Checking */

typedef struct
{
  char *names[BASTIDE_MAX_PLAYERS];
  guint n_players;
} Names;

static void
names_init (Names           *names,
            BastideScenario *scenario)
{
  names->n_players = bastide_scenario_get_n_players (scenario);
  for (guint p = 0; p < BASTIDE_MAX_PLAYERS; p++)
    names->names[p] = p < names->n_players ? bastide_scenario_dup_display_name (scenario, p) : g_strdup ("");
}

static void
names_clear (Names *names)
{
  for (guint p = 0; p < BASTIDE_MAX_PLAYERS; p++)
    g_clear_pointer (&names->names[p], g_free);
}

static gboolean
start_state (BastidePuzzle  *self,
             BastideState   *state,
             GError        **error)
{
  if (!bastide_puzzle_validate (self, error))
    return FALSE;
  return bastide_scenario_to_state (self->scenario, state, error);
}

/**
 * bastide_puzzle_validate:
 *
 * Whether the puzzle can be played: a valid position, a target that fits
 * the goal, a player of the game, a pile the goal can use.
 */
gboolean
bastide_puzzle_validate (BastidePuzzle  *self,
                         GError        **error)
{
  g_autofree BastideState *state = g_new (BastideState, 1);
  g_autoptr(GError) local_error = NULL;

  g_return_val_if_fail (BASTIDE_IS_PUZZLE (self), FALSE);

  if (!bastide_scenario_to_state (self->scenario, state, &local_error))
    {
      g_set_error (error, BASTIDE_PUZZLE_ERROR, BASTIDE_PUZZLE_ERROR_INVALID,
                   "%s", local_error->message);
      return FALSE;
    }
  if (self->player >= state->rules.n_players)
    {
      g_set_error (error, BASTIDE_PUZZLE_ERROR, BASTIDE_PUZZLE_ERROR_INVALID,
                   _("There is no player %u in the puzzle."), self->player + 1);
      return FALSE;
    }
  if (!puzzle_check_target (self, self->goal, self->target, error))
    return FALSE;
  if (state->phase != BASTIDE_PHASE_DRAW && state->phase != BASTIDE_PHASE_ABBEY_ROUND)
    {
      g_set_error_literal (error, BASTIDE_PUZZLE_ERROR, BASTIDE_PUZZLE_ERROR_INVALID,
                           _("The game is over in this position: there is nothing to play."));
      return FALSE;
    }
  if (self->goal == BASTIDE_PUZZLE_GOAL_BEST_FINAL
      && (!bastide_scenario_get_pile_fixed (self->scenario) || state->pile_len > 3))
    {
      g_set_error_literal (error, BASTIDE_PUZZLE_ERROR, BASTIDE_PUZZLE_ERROR_INVALID,
                           _("A best-final-score puzzle needs a fixed pile of at most three tiles."));
      return FALSE;
    }
  if (self->goal == BASTIDE_PUZZLE_GOAL_WHERE && bastide_state_next_tile (state) < 0)
    {
      g_set_error_literal (error, BASTIDE_PUZZLE_ERROR, BASTIDE_PUZZLE_ERROR_INVALID,
                           _("The pile is empty: there is no tile to place."));
      return FALSE;
    }
  return TRUE;
}

static void
add_turn_details (BastidePuzzleResult *result,
                  const Names         *names,
                  guint                index,
                  guint                player,
                  const BastideTurn   *turn,
                  const BastideEvents *events)
{
  g_autofree char *what = bastide_moves_describe (turn, result->squares);
  g_autoptr(GPtrArray) sentences = bastide_explain_events (events, FALSE, names->n_players,
                                                          (const char * const *) names->names);

  /* Translators: "Turn 1, Red: Tile on square A, turned a quarter to the
   * right; follower on its road" */
  g_ptr_array_add (result->details, g_strdup_printf (_("Turn %u, %s: %s"), index + 1,
                                                     names->names[player], what));
  for (guint i = 0; i < sentences->len; i++)
    g_ptr_array_add (result->details, g_strdup (sentences->pdata[i]));
}

/* `events` are those of the turn that ended the game. */
static void
add_final_details (BastidePuzzleResult *result,
                   const Names         *names,
                   const BastideEvents *events)
{
  g_autoptr(GPtrArray) sentences = bastide_explain_events (events, TRUE, names->n_players,
                                                          (const char * const *) names->names);

  g_ptr_array_add (result->details, g_strdup (_("End of the game:")));
  if (sentences->len == 0)
    g_ptr_array_add (result->details, g_strdup (_("Nothing scores at the end.")));
  for (guint i = 0; i < sentences->len; i++)
    g_ptr_array_add (result->details, g_strdup (sentences->pdata[i]));
}

static guint
count_complete (const BastideState *state,
                BastideFeatureKind  kind)
{
  guint n = 0;

  for (guint i = 0; i < state->n_nodes; i++)
    if (state->nodes[i].parent == i && state->nodes[i].kind == kind
        && bastide_state_feature_complete (state, i))
      n++;
  return n;
}

/* The root of feature `on` of the tile at (x, y), or -1. */
static int
target_root (const BastideState *state,
             int                 x,
             int                 y,
             const char         *on)
{
  int slot = bastide_state_tile_at (state, x, y);
  int feature;

  if (slot < 0)
    return -1;
  feature = bastide_tile_type_feature (bastide_catalogue_get (state->tiles[slot].type), on);
  if (feature < 0)
    return -1;
  return bastide_state_feature_root (state, state->tiles[slot].first_node + feature);
}

static void
field_weights (const BastideState *state,
               guint               root,
               guint               weights[BASTIDE_MAX_PLAYERS])
{
  memset (weights, 0, sizeof (guint) * BASTIDE_MAX_PLAYERS);
  for (guint i = 0; i < state->n_pieces; i++)
    {
      const BastidePiece *piece = &state->pieces[i];

      if (piece->crown < 0 && piece->kind != BASTIDE_PIECE_BARN
          && bastide_state_feature_root (state, piece->node) == root)
        weights[piece->owner]++;
    }
}

/* The word for the feature `on` of the tile at (x, y), or NULL. */
static const char *
target_word (const BastideState *state,
             int                 x,
             int                 y,
             const char         *on)
{
  int slot = bastide_state_tile_at (state, x, y);
  const BastideTileType *type;
  int feature;

  if (slot < 0)
    return NULL;
  type = bastide_catalogue_get (state->tiles[slot].type);
  feature = bastide_tile_type_feature (type, on);
  return feature >= 0 ? bastide_feature_kind_label (type->features[feature].kind) : NULL;
}

/* Whether a one-turn goal is met from `before` to `after`; fills the
 * summary when asked, naming its square in `squares`. */
static gboolean
goal_met (BastidePuzzle      *self,
          const Names        *names,
          const BastideState *before,
          const BastideState *after,
          char              **summary,
          GArray             *squares)
{
  const char *name = names->names[self->player];
  g_autofree char *letter = NULL;
  int x, y;
  char on[BASTIDE_FEATURE_ID_LEN];

  switch (self->goal)
    {
    case BASTIDE_PUZZLE_GOAL_SCORE:
      {
        int need = atoi (self->target);
        int got = after->players[self->player].score - before->players[self->player].score;
        gboolean met = got >= need;

        if (summary != NULL)
          *summary = met
            ? g_strdup_printf (ngettext ("%s scores %d point this turn: at least %d were needed.",
                                         "%s scores %d points this turn: at least %d were needed.", ABS (got)),
                               name, got, need)
            : g_strdup_printf (ngettext ("%s scores %d point this turn, but at least %d are needed.",
                                         "%s scores %d points this turn, but at least %d are needed.", ABS (got)),
                               name, got, need);
        return met;
      }

    case BASTIDE_PUZZLE_GOAL_COMPLETE:
      {
        int kind = puzzle_kind_from_word (self->target);
        gboolean met;

        if (kind >= 0)
          {
            met = count_complete (after, kind) > count_complete (before, kind);
            if (summary != NULL)
              *summary = met ? g_strdup_printf (_("A %s is completed this turn."), bastide_feature_kind_label (kind))
                             : g_strdup_printf (_("No %s is completed this turn."), bastide_feature_kind_label (kind));
            return met;
          }
        puzzle_parse_feature_target (self->target, &x, &y, on);
        {
          int root = target_root (after, x, y, on);
          const char *word = target_word (after, x, y, on);

          met = root >= 0 && bastide_state_feature_complete (after, root);
          if (summary == NULL)
            return met;
          letter = bastide_moves_name_square (squares, x, y);
          if (word == NULL)
            *summary = g_strdup_printf (_("There is no such feature on square %s."), letter);
          else
            /* Translators: "The city on square A is complete." */
            *summary = met ? g_strdup_printf (_("The %s on square %s is complete."), word, letter)
                           : g_strdup_printf (_("The %s on square %s is not complete."), word, letter);
          return met;
        }
      }

    case BASTIDE_PUZZLE_GOAL_FIELD:
      {
        guint weights[BASTIDE_MAX_PLAYERS];
        guint best_other = 0;
        int root;
        gboolean met;

        puzzle_parse_feature_target (self->target, &x, &y, on);
        root = target_root (after, x, y, on);
        if (summary != NULL)
          letter = bastide_moves_name_square (squares, x, y);
        if (root < 0)
          {
            if (summary != NULL)
              *summary = g_strdup_printf (_("There is no such field on square %s."), letter);
            return FALSE;
          }
        field_weights (after, root, weights);
        for (guint p = 0; p < after->rules.n_players; p++)
          if (p != self->player)
            best_other = MAX (best_other, weights[p]);
        met = weights[self->player] > best_other;
        if (summary != NULL)
          *summary = met
            ? g_strdup_printf (ngettext ("%s wins the field on square %s: %u farmer against %u.",
                                         "%s wins the field on square %s: %u farmers against %u.",
                                         weights[self->player]),
                               name, letter, weights[self->player], best_other)
            : g_strdup_printf (ngettext ("%s does not win the field on square %s: %u farmer against %u.",
                                         "%s does not win the field on square %s: %u farmers against %u.",
                                         weights[self->player]),
                               name, letter, weights[self->player], best_other);
        return met;
      }

    case BASTIDE_PUZZLE_GOAL_BEST_FINAL:
    case BASTIDE_PUZZLE_GOAL_WHERE:
    case BASTIDE_PUZZLE_GOAL_LEGAL:
    case BASTIDE_N_PUZZLE_GOALS:
    default:
      g_assert_not_reached ();
    }
  return FALSE;
}

/* Plays the answer's turns, with details; returns the position after them
 * or NULL (result->legal cleared) at the first illegal turn. */
static BastideState *
play_answer (const BastideState        *start,
             const BastidePuzzleAnswer *answer,
             const Names               *names,
             BastidePuzzleResult       *result)
{
  g_autofree BastideState *state = g_new (BastideState, 1);
  g_autofree BastideEvents *events = g_new0 (BastideEvents, 1);

  *state = *start;
  for (guint i = 0; i < answer->turns->len; i++)
    {
      const BastideTurn *turn = &g_array_index (answer->turns, BastideTurn, i);
      g_autoptr(GError) error = NULL;
      guint player = state->to_move;

      if (state->phase == BASTIDE_PHASE_OVER)
        {
          result->legal = FALSE;
          result->summary = g_strdup_printf (_("Turn %u comes after the end of the game."), i + 1);
          return NULL;
        }
      events->n_events = events->n_dropped = 0;
      if (!bastide_moves_play (state, turn, events, &error))
        {
          result->legal = FALSE;
          result->summary = g_strdup_printf (_("Turn %u is not legal: %s."), i + 1, error->message);
          return NULL;
        }
      add_turn_details (result, names, i, player, turn, events);
    }
  if (state->phase == BASTIDE_PHASE_OVER)
    add_final_details (result, names, events);
  return g_steal_pointer (&state);
}

static gboolean
cell_listed (GArray *cells,
             int     x,
             int     y)
{
  for (guint i = 0; i < cells->len; i++)
    {
      const BastidePuzzleCell *cell = &g_array_index (cells, BastidePuzzleCell, i);

      if (cell->x == x && cell->y == y)
        return TRUE;
    }
  return FALSE;
}

/* The cells where the tile on top of the pile fits, in the engine's order. */
static GArray *
legal_cells (const BastideState *state)
{
  g_autofree BastidePlacement *placements = g_new (BastidePlacement, BASTIDE_MAX_PLACEMENTS);
  GArray *cells = g_array_new (FALSE, FALSE, sizeof (BastidePuzzleCell));
  int type = bastide_state_next_tile (state);
  guint n;

  if (type < 0)
    return cells;
  n = bastide_state_list_placements (state, type, placements);
  for (guint i = 0; i < n; i++)
    if (!cell_listed (cells, placements[i].x, placements[i].y))
      {
        BastidePuzzleCell cell = { placements[i].x, placements[i].y };

        g_array_append_val (cells, cell);
      }
  return cells;
}

/* The letters of `cells`, named in `squares`: "A, B, C". */
static char *
join_squares (GArray *squares,
              GArray *cells)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < cells->len; i++)
    {
      const BastidePuzzleCell *cell = &g_array_index (cells, BastidePuzzleCell, i);
      g_autofree char *letter = bastide_moves_name_square (squares, cell->x, cell->y);

      if (i > 0)
        g_string_append (text, _(", "));
      g_string_append (text, letter);
    }
  return g_string_free (text, FALSE);
}

static void
check_where (const BastideState        *state,
             const BastidePuzzleAnswer *answer,
             BastidePuzzleResult       *result)
{
  g_autoptr(GArray) cells = legal_cells (state);
  g_autoptr(GArray) missing = g_array_new (FALSE, FALSE, sizeof (BastidePuzzleCell));
  g_autoptr(GArray) wrong = g_array_new (FALSE, FALSE, sizeof (BastidePuzzleCell));
  int type = bastide_state_next_tile (state);

  for (guint i = 0; i < cells->len; i++)
    {
      const BastidePuzzleCell *cell = &g_array_index (cells, BastidePuzzleCell, i);

      if (!cell_listed (answer->cells, cell->x, cell->y))
        g_array_append_val (missing, *cell);
    }
  for (guint i = 0; i < answer->cells->len; i++)
    {
      const BastidePuzzleCell *cell = &g_array_index (answer->cells, BastidePuzzleCell, i);

      if (!cell_listed (cells, cell->x, cell->y) && !cell_listed (wrong, cell->x, cell->y))
        g_array_append_val (wrong, *cell);
    }

  bastide_moves_sort_squares (missing);
  bastide_moves_sort_squares (wrong);
  result->solved = missing->len == 0 && wrong->len == 0;
  if (result->solved)
    result->summary = g_strdup_printf (ngettext ("Right: the tile fits at exactly this square.",
                                                 "Right: the tile fits at exactly these %u squares.",
                                                 cells->len), cells->len);
  else
    result->summary = g_strdup (_("Not quite."));

  if (missing->len > 0)
    {
      g_autofree char *list = join_squares (result->squares, missing);

      g_ptr_array_add (result->details,
                       g_strdup_printf (ngettext ("The tile also fits on square %s.",
                                                  "The tile also fits on squares %s.", missing->len),
                                        list));
    }
  for (guint i = 0; i < wrong->len; i++)
    {
      const BastidePuzzleCell *cell = &g_array_index (wrong, BastidePuzzleCell, i);
      g_autofree char *letter = bastide_moves_name_square (result->squares, cell->x, cell->y);
      g_autoptr(GError) error = NULL;

      bastide_state_check_placement (state, type, cell->x, cell->y, 0, &error);
      g_ptr_array_add (result->details,
                       error != NULL
                       ? g_strdup_printf (_("The tile does not fit on square %s: %s."), letter, error->message)
                       : g_strdup_printf (_("The tile does not fit on square %s in any rotation."), letter));
    }
}

static void
check_legal (BastidePuzzle             *self,
             const BastideState        *state,
             const BastidePuzzleAnswer *answer,
             const Names               *names,
             BastidePuzzleResult       *result)
{
  g_autofree BastideState *copy = g_new (BastideState, 1);
  g_autoptr(GError) error = NULL;
  BastideEvents events = { 0 };
  BastideTurn turn;
  gboolean legal;

  bastide_moves_from_json (self->target, &state->rules, &turn, NULL);
  *copy = *state;
  legal = bastide_moves_play (copy, &turn, &events, &error);
  result->solved = legal == !!answer->yes;
  if (legal)
    {
      result->summary = g_strdup (result->solved ? _("Right: the move is legal.")
                                                 : _("Wrong: the move is legal."));
      add_turn_details (result, names, 0, state->to_move, &turn, &events);
    }
  else
    result->summary = result->solved
      ? g_strdup_printf (_("Right: the move is not legal: %s."), error->message)
      : g_strdup_printf (_("Wrong: the move is not legal: %s."), error->message);
}

/**
 * bastide_puzzle_check:
 * @answer: the solver's answer
 *
 * Checks @answer with the engine and explains the outcome.
 *
 * Returns: (transfer full): the verdict, or %NULL when the puzzle itself
 * cannot be played
 */
BastidePuzzleResult *
bastide_puzzle_check (BastidePuzzle              *self,
                      const BastidePuzzleAnswer  *answer,
                      GError                    **error)
{
  g_autofree BastideState *start = g_new (BastideState, 1);
  g_autofree BastideState *end = NULL;
  g_autoptr(BastidePuzzleResult) result = puzzle_result_new ();
  Names names;

  g_return_val_if_fail (BASTIDE_IS_PUZZLE (self), NULL);
  g_return_val_if_fail (answer != NULL, NULL);

  if (!start_state (self, start, error))
    return NULL;
  names_init (&names, self->scenario);

  switch (self->goal)
    {
    case BASTIDE_PUZZLE_GOAL_WHERE:
      check_where (start, answer, result);
      break;

    case BASTIDE_PUZZLE_GOAL_LEGAL:
      check_legal (self, start, answer, &names, result);
      break;

    case BASTIDE_PUZZLE_GOAL_BEST_FINAL:
      {
        int best;

        end = play_answer (start, answer, &names, result);
        if (end == NULL)
          break;
        if (end->phase != BASTIDE_PHASE_OVER)
          {
            result->summary = g_strdup (_("The answer does not play every tile to the end of the game."));
            break;
          }
        if (!bastide_puzzle_get_best_score (self, &best, error))
          {
            names_clear (&names);
            return NULL;
          }
        result->solved = end->players[self->player].score >= best;
        result->summary = result->solved
          ? g_strdup_printf (ngettext ("%s ends with %d point: the best possible.",
                                       "%s ends with %d points: the best possible.",
                                       ABS (end->players[self->player].score)),
                             names.names[self->player], end->players[self->player].score)
          : g_strdup_printf (ngettext ("%s ends with %d point, but %d are possible.",
                                       "%s ends with %d points, but %d are possible.",
                                       ABS (end->players[self->player].score)),
                             names.names[self->player], end->players[self->player].score, best);
      }
      break;

    case BASTIDE_PUZZLE_GOAL_SCORE:
    case BASTIDE_PUZZLE_GOAL_COMPLETE:
    case BASTIDE_PUZZLE_GOAL_FIELD:
    case BASTIDE_N_PUZZLE_GOALS:
    default:
      if (answer->turns->len != 1)
        {
          result->summary = g_strdup (_("The answer is one turn."));
          break;
        }
      /* the goal's feature is read of first: its square is "A" */
      {
        int x, y;
        char on[BASTIDE_FEATURE_ID_LEN];

        if (self->goal != BASTIDE_PUZZLE_GOAL_SCORE && puzzle_kind_from_word (self->target) < 0
            && puzzle_parse_feature_target (self->target, &x, &y, on))
          g_free (bastide_moves_name_square (result->squares, x, y));
      }
      end = play_answer (start, answer, &names, result);
      if (end == NULL)
        break;
      result->solved = goal_met (self, &names, start, end, &result->summary, result->squares);
      break;
    }

  names_clear (&names);
  return g_steal_pointer (&result);
}

/* Solving */

typedef struct
{
  BastidePuzzle *self;
  const Names *names;
  const BastideState *before;
  BastideTurn found;
  gboolean done;
  /* best-final-score */
  GArray *path;
  GArray *best_path;
  int best;
  guint64 leaves;
  gboolean too_many;
} Search;

static gboolean
one_turn_cb (const BastideTurn   *turn,
             const BastideState  *after,
             const BastideEvents *events G_GNUC_UNUSED,
             gpointer             user_data)
{
  Search *search = user_data;

  if (!goal_met (search->self, search->names, search->before, after, NULL, NULL))
    return TRUE;
  search->found = *turn;
  search->done = TRUE;
  return FALSE;
}

static gboolean best_cb (const BastideTurn   *turn,
                         const BastideState  *after,
                         const BastideEvents *events,
                         gpointer             user_data);

static void
search_best (Search             *search,
             const BastideState *state)
{
  bastide_moves_foreach (state, BASTIDE_MOVES_WAGON_TARGETS, best_cb, search);
}

static gboolean
best_cb (const BastideTurn   *turn,
         const BastideState  *after,
         const BastideEvents *events G_GNUC_UNUSED,
         gpointer             user_data)
{
  Search *search = user_data;

  g_array_append_val (search->path, *turn);
  if (after->phase == BASTIDE_PHASE_OVER)
    {
      int score = after->players[search->self->player].score;

      if (++search->leaves > MAX_SEARCH_LEAVES)
        search->too_many = TRUE;
      if (score > search->best)
        {
          search->best = score;
          g_array_set_size (search->best_path, 0);
          g_array_append_vals (search->best_path, search->path->data, search->path->len);
        }
    }
  else
    search_best (search, after);
  g_array_set_size (search->path, search->path->len - 1);
  return !search->too_many;
}

static gboolean
run_best_search (BastidePuzzle  *self,
                 GArray        **best_path,
                 GError        **error)
{
  g_autofree BastideState *start = g_new (BastideState, 1);
  Search search = { 0 };

  if (!start_state (self, start, error))
    return FALSE;
  search.self = self;
  search.best = G_MININT;
  search.path = g_array_new (FALSE, TRUE, sizeof (BastideTurn));
  search.best_path = g_array_new (FALSE, TRUE, sizeof (BastideTurn));
  search_best (&search, start);
  g_array_unref (search.path);
  if (search.too_many || search.best == G_MININT)
    {
      g_array_unref (search.best_path);
      g_set_error_literal (error, BASTIDE_PUZZLE_ERROR, BASTIDE_PUZZLE_ERROR_SEARCH,
                           search.too_many ? _("There are too many ways to play these tiles to search them all.")
                                           : _("The game cannot be played to its end from here."));
      return FALSE;
    }
  self->best_known = TRUE;
  self->best_score = search.best;
  if (best_path != NULL)
    *best_path = search.best_path;
  else
    g_array_unref (search.best_path);
  return TRUE;
}

/**
 * bastide_puzzle_get_best_score:
 *
 * For a best-final-score puzzle: the best final score the puzzle's player
 * can reach, by exhaustive search (remembered until the position changes).
 */
gboolean
bastide_puzzle_get_best_score (BastidePuzzle  *self,
                               int            *score,
                               GError        **error)
{
  g_return_val_if_fail (BASTIDE_IS_PUZZLE (self), FALSE);

  if (!self->best_known && !run_best_search (self, NULL, error))
    return FALSE;
  *score = self->best_score;
  return TRUE;
}

/**
 * bastide_puzzle_solve:
 *
 * A right answer, found with the engine: the first turn (in the order of
 * bastide_moves_foreach()) that meets the goal, the best line of play, the
 * set of cells, or the engine's verdict on the move.
 *
 * Returns: (transfer full): the answer, or %NULL with an error when the
 * puzzle has none
 */
BastidePuzzleAnswer *
bastide_puzzle_solve (BastidePuzzle  *self,
                      GError        **error)
{
  g_autofree BastideState *start = g_new (BastideState, 1);
  g_autoptr(BastidePuzzleAnswer) answer = bastide_puzzle_answer_new ();

  g_return_val_if_fail (BASTIDE_IS_PUZZLE (self), NULL);

  if (!start_state (self, start, error))
    return NULL;

  switch (self->goal)
    {
    case BASTIDE_PUZZLE_GOAL_WHERE:
      g_array_unref (answer->cells);
      answer->cells = legal_cells (start);
      break;

    case BASTIDE_PUZZLE_GOAL_LEGAL:
      {
        g_autofree BastideState *copy = g_new (BastideState, 1);
        BastideTurn turn;

        bastide_moves_from_json (self->target, &start->rules, &turn, NULL);
        *copy = *start;
        answer->yes = bastide_moves_play (copy, &turn, NULL, NULL);
      }
      break;

    case BASTIDE_PUZZLE_GOAL_BEST_FINAL:
      {
        GArray *path = NULL;

        if (!run_best_search (self, &path, error))
          return NULL;
        g_array_unref (answer->turns);
        answer->turns = path;
      }
      break;

    case BASTIDE_PUZZLE_GOAL_SCORE:
    case BASTIDE_PUZZLE_GOAL_COMPLETE:
    case BASTIDE_PUZZLE_GOAL_FIELD:
    case BASTIDE_N_PUZZLE_GOALS:
    default:
      {
        Search search = { 0 };
        Names names;

        names_init (&names, self->scenario);
        search.self = self;
        search.names = &names;
        search.before = start;
        bastide_moves_foreach (start, BASTIDE_MOVES_DEFAULT, one_turn_cb, &search);
        names_clear (&names);
        if (!search.done)
          {
            g_set_error_literal (error, BASTIDE_PUZZLE_ERROR, BASTIDE_PUZZLE_ERROR_SEARCH,
                                 _("No move meets the goal."));
            return NULL;
          }
        bastide_puzzle_answer_add_turn (answer, &search.found);
      }
      break;
    }
  return g_steal_pointer (&answer);
}
