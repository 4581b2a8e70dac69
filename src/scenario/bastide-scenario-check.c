/* bastide-scenario-check.c: what is wrong with a position, and setting
 * up a BastideState from it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The checks run in a fixed order (players, tiles, pieces, pile), so the
 * list of problems is stable from one edit to the next. Each problem names
 * the cell it concerns. What the editor's own checks let through is then
 * put on a BastideState with the engine's setup calls; anything the engine
 * still refuses becomes a problem too, with the engine's reason.
 */

#define G_LOG_DOMAIN "bastide-scenario"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "bastide-scenario-private.h"

typedef struct
{
  const ScenarioData *data;
  BastideState *state;
  GPtrArray *problems;
  gboolean *skip_tile;          /* a tile the engine would refuse */
  int *slot;                    /* tile index → state slot, or -1 */
} Check;

static const int side_dx[4] = { 0, 1, 0, -1 };
static const int side_dy[4] = { -1, 0, 1, 0 };

static const BastideScenarioTile *
tile_at_index (const ScenarioData *data,
               guint               i)
{
  return &g_array_index (data->tiles, BastideScenarioTile, i);
}

static const char *
tile_id (guint type)
{
  return bastide_catalogue_get (type)->id;
}

static BastideProblem *
add_problem (Check              *check,
             BastideProblemKind  kind,
             char               *message)
{
  BastideProblem *problem = problem_new (kind, message);

  if (check->problems != NULL)
    g_ptr_array_add (check->problems, problem);
  else
    bastide_problem_free (problem);
  return problem;
}

static BastideProblem *
add_tile_problem (Check              *check,
                  BastideProblemKind  kind,
                  guint               index,
                  int                 x,
                  int                 y,
                  char               *message)
{
  BastideProblem *problem = add_problem (check, kind, message);

  problem->has_cell = TRUE;
  problem->x = x;
  problem->y = y;
  problem->tile_index = index;
  return problem;
}

/* Players */

static void
check_players (Check *check)
{
  const ScenarioData *data = check->data;
  guint n = data->rules.n_players;

  if (n > 5 && !(data->rules.expansions & BASTIDE_EXPANSION_ABBEY_MAYOR))
    add_problem (check, BASTIDE_PROBLEM_PLAYERS,
                 g_strdup (_("Six players need the Abbey & Mayor expansion.")));
  for (guint p = 1; p < n; p++)
    for (guint q = 0; q < p; q++)
      if (data->colors[p] == data->colors[q])
        {
          g_autofree char *a = scenario_data_display_name (data, q);
          g_autofree char *b = scenario_data_display_name (data, p);

          add_problem (check, BASTIDE_PROBLEM_PLAYERS,
                       /* Translators: "Anna and Boris have the same colour (Red)." */
                       g_strdup_printf (_("%s and %s have the same colour (%s)."),
                                        a, b, bastide_color_label (data->colors[p])));
          break;
        }
}

/* Tiles */

static void
check_sets_and_copies (Check *check)
{
  const ScenarioData *data = check->data;
  guint n_types = bastide_catalogue ()->n_types;
  g_autofree int *used = g_new0 (int, n_types);
  guint abbeys_on_board = 0, abbeys_in_hand = 0;
  int last_abbey = -1;

  for (guint i = 0; i < data->tiles->len; i++)
    {
      const BastideScenarioTile *tile = tile_at_index (data, i);
      int available;

      if (!bastide_state_type_in_game (check->state, tile->type))
        {
          add_tile_problem (check, BASTIDE_PROBLEM_NOT_IN_GAME, i, tile->x, tile->y,
                            g_strdup_printf (_("The tile %s at (%d, %d) is not part of the chosen sets."),
                                             tile_id (tile->type), tile->x, tile->y));
          continue;
        }
      available = bastide_state_available_copies (check->state, tile->type);
      if (++used[tile->type] > available)
        add_tile_problem (check, BASTIDE_PROBLEM_COPIES, i, tile->x, tile->y,
                          g_strdup_printf (ngettext ("There are more copies of %s on the board than the chosen sets hold (%d): one too many at (%d, %d).",
                                                     "There are more copies of %s on the board than the chosen sets hold (%d): one too many at (%d, %d).",
                                                     available),
                                           tile_id (tile->type), available, tile->x, tile->y));
      if (bastide_catalogue_get (tile->type)->is_abbey)
        {
          abbeys_on_board++;
          last_abbey = i;
        }
    }

  if (data->rules.expansions & BASTIDE_EXPANSION_ABBEY_MAYOR)
    for (guint p = 0; p < data->rules.n_players; p++)
      abbeys_in_hand += data->abbeys[p] ? 1 : 0;
  if (last_abbey >= 0 && abbeys_on_board <= data->rules.n_players
      && abbeys_on_board + abbeys_in_hand > data->rules.n_players)
    {
      const BastideScenarioTile *tile = tile_at_index (data, last_abbey);

      add_tile_problem (check, BASTIDE_PROBLEM_COPIES, last_abbey, tile->x, tile->y,
                        g_strdup_printf (ngettext ("There are more abbeys than players: %u on the board and %u still in hand, for %u player.",
                                                   "There are more abbeys than players: %u on the board and %u still in hand, for %u players.",
                                                   data->rules.n_players),
                                         abbeys_on_board, abbeys_in_hand, data->rules.n_players));
    }
}

static const BastideCellDef *
tile_cell (const ScenarioData *data,
           guint               index,
           int                 x,
           int                 y)
{
  const BastideScenarioTile *tile = tile_at_index (data, index);
  const BastideTileType *type = bastide_catalogue_get (tile->type);

  if (type->n_cells > 1)
    return &type->cells[(x - tile->x) + BASTIDE_WHEEL_SIZE * (y - tile->y)];
  return &type->cells[tile->rot];
}

/* Each pair of touching edges once, reported at the later tile. */
static void
check_edges (Check *check)
{
  const ScenarioData *data = check->data;

  for (guint i = 0; i < data->tiles->len; i++)
    {
      const BastideScenarioTile *tile = tile_at_index (data, i);
      int w = scenario_data_tile_width (data, i);

      for (int cy = 0; cy < w; cy++)
        for (int cx = 0; cx < w; cx++)
          {
            int x = tile->x + cx, y = tile->y + cy;
            const BastideCellDef *mine = tile_cell (data, i, x, y);

            for (guint side = 0; side < 4; side++)
              {
                int nx = x + side_dx[side], ny = y + side_dy[side];
                int other;
                const BastideCellDef *theirs = scenario_data_cell_at (data, nx, ny, &other);
                BastideTerrain a, b;

                if (theirs == NULL || other >= (int) i)
                  continue;
                a = bastide_cell_terrain (mine, side);
                b = bastide_cell_terrain (theirs, (side + 2) % 4);
                if (a == b || a == BASTIDE_TERRAIN_ABBEY || b == BASTIDE_TERRAIN_ABBEY)
                  continue;
                add_tile_problem (check, BASTIDE_PROBLEM_EDGES, i, x, y,
                                  /* Translators: "The edges of V at (1, 0) and D at (0, 0) do not match: field against city." */
                                  g_strdup_printf (_("The edges of %s at (%d, %d) and %s at (%d, %d) do not match: %s against %s."),
                                                   tile_id (tile->type), x, y,
                                                   tile_id (tile_at_index (data, other)->type), nx, ny,
                                                   bastide_terrain_label (a), bastide_terrain_label (b)));
                check->skip_tile[i] = TRUE;
              }
          }
    }
}

static gboolean
tiles_touch (const ScenarioData *data,
             guint               i,
             guint               j)
{
  const BastideScenarioTile *a = tile_at_index (data, i), *b = tile_at_index (data, j);
  int wa = scenario_data_tile_width (data, i), wb = scenario_data_tile_width (data, j);
  gboolean x_overlap = a->x < b->x + wb && b->x < a->x + wa;
  gboolean y_overlap = a->y < b->y + wb && b->y < a->y + wa;

  return (x_overlap && (a->y + wa == b->y || b->y + wb == a->y))
         || (y_overlap && (a->x + wa == b->x || b->x + wb == a->x));
}

/* Tiles outside the largest group of touching tiles (the earliest group
 * among equals). */
static void
check_connected (Check *check)
{
  const ScenarioData *data = check->data;
  guint n = data->tiles->len;
  g_autofree int *group = g_new (int, n);
  g_autofree guint *size = g_new0 (guint, n);
  g_autofree guint *queue = g_new (guint, n);
  int n_groups = 0, best = -1;

  if (n < 2)
    return;
  for (guint i = 0; i < n; i++)
    group[i] = -1;
  for (guint i = 0; i < n; i++)
    {
      guint head = 0, tail = 0;

      if (group[i] >= 0)
        continue;
      group[i] = n_groups;
      queue[tail++] = i;
      while (head < tail)
        {
          guint t = queue[head++];

          size[n_groups]++;
          for (guint j = 0; j < n; j++)
            if (group[j] < 0 && tiles_touch (data, t, j))
              {
                group[j] = n_groups;
                queue[tail++] = j;
              }
        }
      if (best < 0 || size[n_groups] > size[best])
        best = n_groups;
      n_groups++;
    }
  if (n_groups < 2)
    return;
  for (guint i = 0; i < n; i++)
    if (group[i] != best)
      {
        const BastideScenarioTile *tile = tile_at_index (data, i);

        add_tile_problem (check, BASTIDE_PROBLEM_DISCONNECTED, i, tile->x, tile->y,
                          g_strdup_printf (_("The tile %s at (%d, %d) is not connected to the other tiles."),
                                           tile_id (tile->type), tile->x, tile->y));
      }
}

/* River sides of tile i that meet the river of a neighbour. */
static guint
river_links (const ScenarioData *data,
             guint               i,
             int                 neighbours[4])
{
  const BastideScenarioTile *tile = tile_at_index (data, i);
  const BastideCellDef *cell = tile_cell (data, i, tile->x, tile->y);
  guint links = 0;

  for (guint side = 0; side < 4; side++)
    {
      int other;
      const BastideCellDef *theirs;

      neighbours[side] = -1;
      if (!(cell->river_sides & (1 << side)))
        continue;
      theirs = scenario_data_cell_at (data, tile->x + side_dx[side], tile->y + side_dy[side], &other);
      if (theirs != NULL && (theirs->river_sides & (1 << ((side + 2) % 4)))
          && scenario_data_tile_width (data, other) == 1)
        {
          neighbours[side] = other;
          links |= 1 << side;
        }
    }
  return links;
}

static gboolean
is_river_tile (const ScenarioData *data,
               guint               i)
{
  const BastideScenarioTile *tile = tile_at_index (data, i);

  return scenario_data_tile_width (data, i) == 1
         && tile_cell (data, i, tile->x, tile->y)->river_sides != 0;
}

/* Follows the river from tile `start`, entering it through side `in`
 * (-1: the river starts here). */
static void
walk_river (Check    *check,
            guint     start,
            int       in,
            gboolean *visited)
{
  const ScenarioData *data = check->data;
  int last_turn = 0;
  int last_x = 0, last_y = 0;
  int current = start;

  while (current >= 0 && !visited[current])
    {
      const BastideScenarioTile *tile = tile_at_index (data, current);
      const BastideCellDef *cell = tile_cell (data, current, tile->x, tile->y);
      int neighbours[4];
      int out = -1;

      visited[current] = TRUE;
      river_links (data, current, neighbours);
      for (int s = 0; s < 4; s++)
        if ((cell->river_sides & (1 << s)) && s != in)
          {
            out = s;
            break;
          }
      if (out < 0)
        break;
      if (in >= 0)
        {
          int heading = (in + 2) % 4;
          int turn = out == heading ? 0 : out == (heading + 1) % 4 ? 1 : -1;

          if (turn != 0 && turn == last_turn)
            add_tile_problem (check, BASTIDE_PROBLEM_RIVER, current, tile->x, tile->y,
                              data->rules.river_immediate_only
                              ? g_strdup_printf (_("The river turns the same way twice in a row, at (%d, %d) and at (%d, %d)."),
                                                 last_x, last_y, tile->x, tile->y)
                              : g_strdup_printf (_("The river turns the same way twice, at (%d, %d) and at (%d, %d): after a curve one way, the next curve must turn the other way."),
                                                 last_x, last_y, tile->x, tile->y));
          if (turn != 0)
            {
              last_turn = turn;
              last_x = tile->x;
              last_y = tile->y;
            }
          else if (data->rules.river_immediate_only)
            last_turn = 0;
        }
      current = neighbours[out];
      in = (out + 2) % 4;
    }
}

static void
check_river (Check *check)
{
  const ScenarioData *data = check->data;
  guint n = data->tiles->len;
  g_autofree gboolean *visited = g_new0 (gboolean, n);

  /* From the spring first, then from the other ends, then what is left
   * (a loop). The direction of the walk does not matter: two curves the
   * same way are the same way read backwards too. */
  for (guint pass = 0; pass < 3; pass++)
    for (guint i = 0; i < n; i++)
      {
        const BastideScenarioTile *tile = tile_at_index (data, i);
        int neighbours[4];
        guint links, sides, loose;
        int in;

        if (visited[i] || !is_river_tile (data, i))
          continue;
        sides = tile_cell (data, i, tile->x, tile->y)->river_sides;
        links = river_links (data, i, neighbours);
        loose = sides & ~links;
        if (pass == 0)
          {
            if (!bastide_catalogue_get (tile->type)->is_spring)
              continue;
            in = -1;
          }
        else if (pass == 1)
          {
            if (g_bit_nth_lsf (sides, -1) == g_bit_nth_msf (sides, -1))
              in = -1;
            else if (loose != 0)
              in = g_bit_nth_lsf (loose, -1);
            else
              continue;
          }
        else
          in = g_bit_nth_lsf (sides, -1);
        walk_river (check, i, in, visited);
      }
}

/* Pieces */

static char *
piece_phrase (const ScenarioData         *data,
              const BastideScenarioPiece *piece)
{
  g_autofree char *name = scenario_data_display_name (data, piece->player);

  if (piece->crown >= 0)
    /* Translators: "Red’s follower on the crown of TAX" */
    return g_strdup_printf (_("%s’s follower on the crown of %s"),
                            name, bastide_sector_label (piece->crown));
  /* Translators: "Red’s follower at (1, 0)" */
  return g_strdup_printf (_("%s’s %s at (%d, %d)"), name,
                          bastide_piece_label (piece->kind), piece->x, piece->y);
}

static BastideProblem *
add_piece_problem (Check                      *check,
                   BastideProblemKind          kind,
                   guint                       index,
                   const BastideScenarioPiece *piece,
                   char                       *message)
{
  BastideProblem *problem = add_problem (check, kind, message);

  problem->piece_index = index;
  if (piece->crown < 0)
    {
      problem->has_cell = TRUE;
      problem->x = piece->x;
      problem->y = piece->y;
      problem->tile_index = scenario_data_find_tile (check->data, piece->x, piece->y);
    }
  return problem;
}

static gboolean
piece_in_play (Check                      *check,
               guint                       index,
               const BastideScenarioPiece *piece)
{
  const ScenarioData *data = check->data;
  g_autofree char *what = piece_phrase (data, piece);

  if (piece->crown >= 0 && data->rules.game != BASTIDE_GAME_WHEEL_OF_FORTUNE)
    {
      add_piece_problem (check, BASTIDE_PROBLEM_PIECE_NOT_IN_GAME, index, piece,
                         g_strdup_printf (_("%s: crown spaces exist only in Wheel of Fortune."), what));
      return FALSE;
    }
  if (piece->kind == BASTIDE_PIECE_ABBOT && !(data->rules.expansions & BASTIDE_EXPANSION_ABBOT))
    {
      add_piece_problem (check, BASTIDE_PROBLEM_PIECE_NOT_IN_GAME, index, piece,
                         g_strdup_printf (_("%s: the abbot is in play only with the Abbot expansion."), what));
      return FALSE;
    }
  if ((piece->kind == BASTIDE_PIECE_MAYOR || piece->kind == BASTIDE_PIECE_WAGON
       || piece->kind == BASTIDE_PIECE_BARN)
      && !(data->rules.expansions & BASTIDE_EXPANSION_ABBEY_MAYOR))
    {
      add_piece_problem (check, BASTIDE_PROBLEM_PIECE_NOT_IN_GAME, index, piece,
                         g_strdup_printf (_("%s: the mayor, the wagon and the barn are in play only with the Abbey & Mayor expansion."), what));
      return FALSE;
    }
  return TRUE;
}

static gboolean
piece_in_supply (Check                      *check,
                 guint                       index,
                 const BastideScenarioPiece *piece,
                 guint                       used[BASTIDE_MAX_PLAYERS][BASTIDE_N_PIECE_KINDS])
{
  const ScenarioData *data = check->data;
  guint limit = piece->kind == BASTIDE_PIECE_MEEPLE ? BASTIDE_MEEPLES : 1;
  g_autofree char *name = NULL;

  if (++used[piece->player][piece->kind] <= limit)
    return TRUE;
  if (used[piece->player][piece->kind] > limit + 1)
    return FALSE;   /* said once already */
  name = scenario_data_display_name (data, piece->player);
  if (piece->kind == BASTIDE_PIECE_MEEPLE)
    add_piece_problem (check, BASTIDE_PROBLEM_SUPPLY, index, piece,
                       g_strdup_printf (ngettext ("%s has more followers on the board than the %d they own.",
                                                  "%s has more followers on the board than the %d they own.",
                                                  BASTIDE_MEEPLES),
                                        name, BASTIDE_MEEPLES));
  else
    add_piece_problem (check, BASTIDE_PROBLEM_SUPPLY, index, piece,
                       /* Translators: "Red has more than one abbot on the board." */
                       g_strdup_printf (_("%s has more than one %s on the board."),
                                        name, bastide_piece_label (piece->kind)));
  return FALSE;
}

/* What may stand on which feature, in the editor's words. */
static gboolean
piece_fits_feature (Check                      *check,
                    guint                       index,
                    const BastideScenarioPiece *piece,
                    BastideFeatureKind          feature)
{
  const ScenarioData *data = check->data;
  gboolean abbot = (data->rules.expansions & BASTIDE_EXPANSION_ABBOT) != 0;
  g_autofree char *what = piece_phrase (data, piece);
  char *message = NULL;

  if (feature == BASTIDE_FEATURE_RIVER)
    message = g_strdup_printf (_("%s stands on the river, which is not a feature: no piece may stand on it."), what);
  else if (feature == BASTIDE_FEATURE_GARDEN && !abbot)
    message = g_strdup_printf (_("%s stands on a garden, which is decoration without the Abbot expansion."), what);
  else
    switch (piece->kind)
      {
      case BASTIDE_PIECE_MEEPLE:
        if (feature == BASTIDE_FEATURE_GARDEN)
          message = g_strdup_printf (_("%s stands on a garden: only the abbot may stand on a garden."), what);
        break;
      case BASTIDE_PIECE_ABBOT:
        if (feature != BASTIDE_FEATURE_CLOISTER && feature != BASTIDE_FEATURE_GARDEN)
          /* Translators: "Red’s abbot at (1, 0) stands on a road: …" */
          message = g_strdup_printf (_("%s stands on a %s: the abbot may stand only on a monastery or a garden."),
                                     what, bastide_feature_kind_label (feature));
        break;
      case BASTIDE_PIECE_MAYOR:
        if (feature != BASTIDE_FEATURE_CITY)
          message = g_strdup_printf (_("%s stands on a %s: the mayor may stand only in a city."),
                                     what, bastide_feature_kind_label (feature));
        break;
      case BASTIDE_PIECE_WAGON:
        if (feature != BASTIDE_FEATURE_CITY && feature != BASTIDE_FEATURE_ROAD
            && feature != BASTIDE_FEATURE_CLOISTER)
          message = g_strdup_printf (_("%s stands on a %s: the wagon may stand only on a road, in a city or in a monastery."),
                                     what, bastide_feature_kind_label (feature));
        break;
      case BASTIDE_PIECE_BARN:
      case BASTIDE_N_PIECE_KINDS:
      default:
        break;
      }
  if (message == NULL)
    return TRUE;
  add_piece_problem (check, BASTIDE_PROBLEM_PIECE_PLACE, index, piece, message);
  return FALSE;
}

static guint
root_of (const BastideState *state,
         guint               slot,
         guint               feature)
{
  return bastide_state_feature_root (state, state->tiles[slot].first_node + feature);
}

/* A barn: its corner, and its field's barn and farmers. Returns whether
 * it may stand there; otherwise a problem is added. */
static gboolean
barn_fits (Check                      *check,
           guint                       index,
           const BastideScenarioPiece *piece)
{
  const ScenarioData *data = check->data;
  BastideState *state = check->state;
  g_autofree char *what = piece_phrase (data, piece);
  int slot = bastide_state_tile_at (state, piece->x, piece->y);
  const BastideTileType *type = bastide_catalogue_get (state->tiles[slot].type);
  int cx[4], cy[4];
  guint cc[4];
  const BastideCellDef *cell;
  guint root;

  bastide_corner_cells (piece->x, piece->y, piece->corner, cx, cy, cc);
  for (guint i = 0; i < 4; i++)
    {
      const BastideCellDef *c = bastide_state_cell_at (state, cx[i], cy[i], NULL);
      int other = bastide_state_tile_at (state, cx[i], cy[i]);

      if (type->n_cells > 1 || type->is_abbey || c == NULL
          || bastide_catalogue_get (state->tiles[other].type)->n_cells > 1
          || !(c->field_corners & (1 << cc[i])))
        {
          add_piece_problem (check, BASTIDE_PROBLEM_BARN, index, piece,
                             /* Translators: "Red’s barn at (1, 0) stands on the NE corner, …" */
                             g_strdup_printf (_("%s stands on the %s corner, where four tiles do not meet in one field: a barn needs a field on all four tiles around its corner."),
                                              what, bastide_corner_name (piece->corner)));
          return FALSE;
        }
    }
  cell = bastide_state_cell_at (state, piece->x, piece->y, NULL);
  root = root_of (state, slot, cell->port_feature[2 * piece->corner + 1]);
  if (state->nodes[root].barns > 0)
    {
      add_piece_problem (check, BASTIDE_PROBLEM_BARN, index, piece,
                         g_strdup_printf (_("%s stands on a field that already holds a barn."), what));
      return FALSE;
    }
  if (state->nodes[root].pieces > 0)
    {
      add_piece_problem (check, BASTIDE_PROBLEM_BARN, index, piece,
                         g_strdup_printf (_("%s stands on a field with farmers: no farmer may stand on a field with a barn."), what));
      return FALSE;
    }
  return TRUE;
}

static void
check_pieces (Check *check)
{
  const ScenarioData *data = check->data;
  BastideState *state = check->state;
  guint used[BASTIDE_MAX_PLAYERS][BASTIDE_N_PIECE_KINDS] = { { 0 } };
  guint crowns[BASTIDE_N_SECTORS] = { 0 };

  for (guint i = 0; i < data->pieces->len; i++)
    {
      const BastideScenarioPiece *piece = &g_array_index (data->pieces, BastideScenarioPiece, i);
      g_autoptr(GError) error = NULL;
      int tile = -1, slot = -1;

      if (piece->player >= data->rules.n_players)
        continue;
      if (piece->crown < 0)
        {
          tile = scenario_data_find_tile (data, piece->x, piece->y);
          if (tile < 0 || check->slot[tile] < 0)
            continue;   /* its tile has a problem of its own */
          slot = check->slot[tile];
        }
      if (!piece_in_play (check, i, piece) || !piece_in_supply (check, i, piece, used))
        continue;

      if (piece->crown >= 0)
        {
          guint spaces = piece->crown % 2 == 0 ? 1 : 2;

          if (piece->kind != BASTIDE_PIECE_MEEPLE)
            {
              g_autofree char *what = piece_phrase (data, piece);

              add_piece_problem (check, BASTIDE_PROBLEM_CROWN, i, piece,
                                 g_strdup_printf (_("%s: only a follower may stand on a crown space."), what));
              continue;
            }
          if (++crowns[piece->crown] > spaces)
            {
              if (crowns[piece->crown] == spaces + 1)
                add_piece_problem (check, BASTIDE_PROBLEM_CROWN, i, piece,
                                   g_strdup_printf (ngettext ("There are more followers on the crown of %s than it has spaces (%u).",
                                                              "There are more followers on the crown of %s than it has spaces (%u).",
                                                              spaces),
                                                    bastide_sector_label (piece->crown), spaces));
              continue;
            }
        }
      else if (piece->kind == BASTIDE_PIECE_BARN)
        {
          if (!barn_fits (check, i, piece))
            continue;
        }
      else
        {
          guint root = root_of (state, slot, piece->feature);
          BastideFeatureKind kind = state->nodes[root].kind;

          if (!piece_fits_feature (check, i, piece, kind))
            continue;
          if (kind == BASTIDE_FEATURE_FIELD && state->nodes[root].barns > 0)
            {
              g_autofree char *what = piece_phrase (data, piece);

              add_piece_problem (check, BASTIDE_PROBLEM_BARN, i, piece,
                                 g_strdup_printf (_("%s stands on a field with a barn: no farmer may stand there."), what));
              continue;
            }
        }

      if (!bastide_state_put_piece (state, piece->player, piece->kind, piece->x, piece->y,
                                    piece->feature, piece->corner, piece->crown, &error))
        {
          g_autofree char *what = piece_phrase (data, piece);

          add_piece_problem (check, BASTIDE_PROBLEM_ENGINE, i, piece,
                             /* Translators: the second %s is the engine's reason */
                             g_strdup_printf (_("%s cannot be set up: %s."), what, error->message));
        }
    }
}

/* The pile */

static void
check_pile (Check  *check,
            GArray *types)
{
  const ScenarioData *data = check->data;
  guint n_types = bastide_catalogue ()->n_types;
  g_autofree int *used = g_new0 (int, n_types);
  g_autofree gboolean *said = g_new0 (gboolean, n_types);

  for (guint i = 0; i < data->tiles->len; i++)
    used[tile_at_index (data, i)->type]++;

  for (guint i = 0; i < data->pile->len; i++)
    {
      guint type = g_array_index (data->pile, guint, i);
      const BastideTileType *t = bastide_catalogue_get (type);
      int available = bastide_state_available_copies (check->state, type);
      BastideProblem *problem = NULL;

      if (!bastide_state_type_in_game (check->state, type) || t->is_abbey || t->is_wheel_board)
        problem = add_problem (check, BASTIDE_PROBLEM_PILE,
                               g_strdup_printf (_("The pile names %s (tile %u from the top), which is not a tile of this game’s pile."),
                                                t->id, i + 1));
      else if (++used[type] > available)
        {
          if (!said[type])
            problem = add_problem (check, BASTIDE_PROBLEM_PILE,
                                   g_strdup_printf (_("The pile holds more copies of %s than are left (tile %u from the top): the sets hold %d, with the board counted."),
                                                    t->id, i + 1, available));
          said[type] = TRUE;
          if (problem == NULL)
            continue;
        }
      if (problem != NULL)
        {
          problem->pile_index = i;
          continue;
        }
      g_array_append_val (types, type);
    }
}

/* Everything: problems (when wanted) and the state. Returns whether the
 * state could be set up with no problem at all. */
static gboolean
check_and_build (const ScenarioData *data,
                 BastideState       *state,
                 GPtrArray          *problems)
{
  guint n = data->tiles->len;
  g_autofree gboolean *skip = g_new0 (gboolean, MAX (n, 1));
  g_autofree int *slot = g_new0 (int, MAX (n, 1));
  g_autoptr(GArray) pile = g_array_new (FALSE, FALSE, sizeof (guint8));
  g_autoptr(GArray) types = g_array_new (FALSE, FALSE, sizeof (guint));
  Check check = { data, state, problems, skip, slot };
  guint before = problems != NULL ? problems->len : 0;
  gboolean ok = TRUE;

  bastide_state_init_empty (state, &data->rules);

  check_players (&check);
  check_sets_and_copies (&check);
  check_edges (&check);
  check_connected (&check);
  check_river (&check);

  for (guint i = 0; i < n; i++)
    {
      const BastideScenarioTile *tile = tile_at_index (data, i);
      g_autoptr(GError) error = NULL;

      slot[i] = -1;
      if (skip[i])
        {
          ok = FALSE;
          continue;
        }
      if (!bastide_state_put_tile (state, tile->type, tile->x, tile->y, tile->rot, &error))
        {
          ok = FALSE;
          add_tile_problem (&check, BASTIDE_PROBLEM_ENGINE, i, tile->x, tile->y,
                            /* Translators: the last %s is the engine's reason */
                            g_strdup_printf (_("The tile %s at (%d, %d) cannot be set up: %s."),
                                             tile_id (tile->type), tile->x, tile->y, error->message));
          continue;
        }
      slot[i] = state->n_tiles - 1;
    }

  check_pieces (&check);

  for (guint p = 0; p < data->rules.n_players; p++)
    {
      state->players[p].score = data->scores[p];
      if (data->rules.expansions & BASTIDE_EXPANSION_ABBEY_MAYOR)
        state->players[p].abbey = data->abbeys[p];
    }
  state->to_move = data->to_move < data->rules.n_players ? data->to_move : 0;
  if (data->rules.game == BASTIDE_GAME_WHEEL_OF_FORTUNE)
    state->pig = data->pig;

  if (data->pile_fixed)
    {
      check_pile (&check, types);
      for (guint i = 0; i < types->len; i++)
        {
          guint8 type = g_array_index (types, guint, i);

          g_array_append_val (pile, type);
        }
      bastide_state_set_pile (state, (const guint8 *) pile->data, pile->len, NULL);
    }
  else
    bastide_state_fill_pile (state, data->seed);

  bastide_state_begin (state, NULL);

  if (problems != NULL && problems->len > before)
    ok = FALSE;
  return ok;
}

GPtrArray *
scenario_data_check (const ScenarioData *data)
{
  g_autofree BastideState *state = g_new (BastideState, 1);
  GPtrArray *problems = g_ptr_array_new_with_free_func ((GDestroyNotify) bastide_problem_free);

  check_and_build (data, state, problems);
  return problems;
}

gboolean
scenario_data_build_state (const ScenarioData *data,
                           BastideState       *state,
                           GPtrArray          *problems)
{
  return check_and_build (data, state, problems);
}
