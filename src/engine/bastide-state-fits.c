/* bastide-state-fits.c: which tiles left fit an empty square, and the
 * squares nothing left can fill
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A tile fits an empty square next to the board when some rotation of it
 * meets every neighbour's edge (bastide_frontier_fits) and, for a river
 * tile, continues the river there; bastide_state_list_placements plays
 * by the same rule. Nothing here allocates: the board view asks every
 * turn.
 */

#define G_LOG_DOMAIN "bastide-state-fits"

#include "config.h"

#include "bastide-state-private.h"

/* The tile types in the pile and their copies, each type once. */
typedef struct
{
  guint n_kinds;
  guint8 kinds[BASTIDE_MAX_TILES];
  guint8 copies[BASTIDE_MAX_TILES];
} PileKinds;

static void
pile_kinds (const BastideState *state,
            guint               from,
            PileKinds          *pile)
{
  guint8 slot[256];

  memset (slot, 0xff, sizeof slot);
  pile->n_kinds = 0;
  for (guint i = from; i < state->pile_len; i++)
    {
      guint type = state->pile[i];

      if (slot[type] == 0xff)
        {
          slot[type] = pile->n_kinds;
          pile->kinds[pile->n_kinds] = type;
          pile->copies[pile->n_kinds++] = 0;
        }
      pile->copies[slot[type]]++;
    }
}

static gboolean
fits_cell (const BastideState        *state,
           guint                      type_index,
           const BastideFrontierCell *cell)
{
  const BastideTileType *type = &bastide_types[type_index];

  if (type->n_cells > 1 || type->is_abbey)
    return FALSE;
  if (type->cells[0].river_sides == 0)
    return bastide_frontier_fits (cell, type);
  if (!state->river_open || cell->x != state->river_x || cell->y != state->river_y)
    return FALSE;
  for (guint rot = 0; rot < 4; rot++)
    if (bastide_state_check_placement (state, type_index, cell->x, cell->y, rot, NULL))
      return TRUE;
  return FALSE;
}

/* Whether someone still holds an abbey: it fills any square once tiles
 * lie on its four sides. */
static gboolean
abbey_in_hand (const BastideState *state)
{
  for (guint p = 0; p < state->rules.n_players; p++)
    if (state->players[p].abbey)
      return TRUE;
  return FALSE;
}

static guint
count_fits (const BastideState        *state,
            const PileKinds           *pile,
            const BastideFrontierCell *cell)
{
  guint fits = 0;

  for (guint k = 0; k < pile->n_kinds; k++)
    if (fits_cell (state, pile->kinds[k], cell))
      fits += pile->copies[k];
  return fits;
}

/* The tiles the next draw takes from: the river's first (the lake
 * last of them), else the whole pile; a pile in a fixed order, its top. */
static void
next_draw_range (const BastideState *state,
                 guint              *from,
                 guint              *to)
{
  *to = state->pile_len;
  *from = 0;
  if (state->pile_len == 0)
    return;
  if (state->pile_fixed)
    *from = state->pile_len - 1;
  else if (state->river_pending > 0)
    *from = state->pile_len - MIN (state->river_pending, state->pile_len);
}

/**
 * bastide_state_cell_outlook:
 * @state: a position
 * @x: column of an empty square
 * @y: its row
 * @outlook: (out): which tiles left fit there
 *
 * Returns: %FALSE when (x, y) is no empty square next to the board
 *   (@outlook is then all zero)
 */
gboolean
bastide_state_cell_outlook (const BastideState *state,
                            int                 x,
                            int                 y,
                            BastideCellOutlook *outlook)
{
  const BastideFrontierCell *cell;
  PileKinds pile;
  guint from, to;
  int f = frontier_find (state, x, y);

  memset (outlook, 0, sizeof *outlook);
  if (f < 0)
    return FALSE;
  cell = &state->frontier[f];

  pile_kinds (state, 0, &pile);
  outlook->fits = count_fits (state, &pile, cell);
  outlook->pile = state->pile_len;

  next_draw_range (state, &from, &to);
  for (guint i = from; i < to; i++)
    {
      /* the lake comes last of the river tiles */
      if (bastide_types[state->pile[i]].is_lake && state->river_pending > 1 && !state->pile_fixed)
        continue;
      outlook->next_draws++;
      outlook->next_fits += fits_cell (state, state->pile[i], cell);
    }

  outlook->in_hand = state->phase == BASTIDE_PHASE_PLACE && state->in_hand != BASTIDE_TILE_NONE
                     && fits_cell (state, state->in_hand, cell);
  outlook->abbey = abbey_in_hand (state);
  outlook->hole = cell->sides == 0xf;
  outlook->dead = outlook->fits == 0 && !outlook->in_hand && !outlook->abbey;
  return TRUE;
}

/**
 * bastide_state_list_dead_cells:
 * @state: a position
 * @out: (out caller-allocates) (array): room for BASTIDE_MAX_FRONTIER
 *   indices into state->frontier
 *
 * The empty squares next to the board that nothing left can ever fill:
 * no tile in the pile (nor the tile in hand) fits them, and nobody holds
 * an abbey.
 *
 * Returns: how many
 */
guint
bastide_state_list_dead_cells (const BastideState *state,
                               guint16            *out)
{
  PileKinds pile;
  gboolean hand = state->phase == BASTIDE_PHASE_PLACE && state->in_hand != BASTIDE_TILE_NONE;
  guint n = 0;

  if (abbey_in_hand (state) || state->n_tiles == 0)
    return 0;
  pile_kinds (state, 0, &pile);
  for (guint i = 0; i < state->n_frontier; i++)
    {
      const BastideFrontierCell *cell = &state->frontier[i];

      if (count_fits (state, &pile, cell) == 0 && !(hand && fits_cell (state, state->in_hand, cell)))
        out[n++] = i;
    }
  return n;
}

gboolean
bastide_state_tile_fits_square (const BastideState *state,
                                guint               type,
                                int                 x,
                                int                 y)
{
  int f = frontier_find (state, x, y);

  return f >= 0 && type < bastide_catalogue ()->n_types && fits_cell (state, type, &state->frontier[f]);
}

static gboolean
cell_dead (const BastideState *state,
           int                 x,
           int                 y)
{
  BastideCellOutlook outlook;

  return bastide_state_cell_outlook (state, x, y, &outlook) && outlook.dead;
}

/**
 * bastide_state_feature_can_complete:
 * @state: a position
 * @node: a node of the feature
 *
 * Whether the feature may still be completed: a road or city none of
 * whose open edges faces a dead square (see
 * bastide_state_list_dead_cells()), a cloister or garden with no dead
 * square around it. A completed feature can; a field never can.
 *
 * Returns: %FALSE when no tile left can complete it
 */
gboolean
bastide_state_feature_can_complete (const BastideState *state,
                                    guint               node)
{
  guint root = find_root (state, node);
  guint16 cells[BASTIDE_MAX_FRONTIER];
  guint n;
  int x, y;

  switch ((BastideFeatureKind) state->nodes[root].kind)
    {
    case BASTIDE_FEATURE_CITY:
    case BASTIDE_FEATURE_ROAD:
      n = bastide_state_open_cells (state, root, cells, G_N_ELEMENTS (cells));
      for (guint i = 0; i < n; i++)
        if (cell_dead (state, state->frontier[cells[i]].x, state->frontier[cells[i]].y))
          return FALSE;
      return TRUE;

    case BASTIDE_FEATURE_CLOISTER:
    case BASTIDE_FEATURE_GARDEN:
      node_position (state, root, &x, &y);
      for (int dy = -1; dy <= 1; dy++)
        for (int dx = -1; dx <= 1; dx++)
          if ((dx != 0 || dy != 0) && cell_dead (state, x + dx, y + dy))
            return FALSE;
      return TRUE;

    case BASTIDE_FEATURE_FIELD:
    case BASTIDE_FEATURE_RIVER:
    case BASTIDE_N_FEATURE_KINDS:
    default:
      return FALSE;
    }
}
