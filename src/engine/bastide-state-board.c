/* bastide-state-board.c: the frontier, joining features, the river, where tiles go
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bastide-state-board"

#include "config.h"

#include "bastide-state-private.h"

#include <glib/gi18n.h>
#include <string.h>


/* Frontier: the empty cells next to the board */

static guint
free_cell_probe (BastideState *state,
                 guint         i,
                 int           x,
                 int           y)
{
  state->grid_shared = TRUE;
  do
    i = (i + BASTIDE_GRID_STEP) & (BASTIDE_GRID_CELLS - 1);
  while (state->grid[i] != 0
         && !(state->grid[i] >= BASTIDE_GRID_FRONTIER && grid_value_is (state, state->grid[i], x, y)));
  return i;
}

/* The grid entry of the empty cell (x, y): its frontier entry, or the
 * empty entry where it goes. Tiles' entries are passed over: the cell has
 * none, and the wheel board's cells would answer for one another. From
 * the first time two cells share a place, look-ups probe. */
static inline guint
free_cell_entry (BastideState *state,
                 int           x,
                 int           y)
{
  guint i = grid_index (x, y);
  guint value = state->grid[i];

  if (G_LIKELY (value == 0 || (value >= BASTIDE_GRID_FRONTIER && grid_value_is (state, value, x, y))))
    return i;
  return free_cell_probe (state, i, x, y);
}

/* The empty cell (x, y) gets the tile in `slot`: it leaves the frontier,
 * whose last cell takes its index. */
static void
grid_put_tile (BastideState *state,
               int           x,
               int           y,
               guint         slot)
{
  guint entry = free_cell_entry (state, x, y);
  guint old = state->grid[entry];

  state->grid[entry] = slot + 1;
  if (old >= BASTIDE_GRID_FRONTIER)
    {
      guint i = old - BASTIDE_GRID_FRONTIER;
      guint last = --state->n_frontier;

      if (i != last)
        {
          state->frontier[i] = state->frontier[last];
          state->grid[free_cell_entry (state, state->frontier[i].x, state->frontier[i].y)]
            = BASTIDE_GRID_FRONTIER + i;
        }
    }
}

/* The empty cell (x, y) gains a neighbour on its side `side` showing
 * `terrain` there. */
static void
frontier_touch (BastideState   *state,
                int             x,
                int             y,
                guint           side,
                BastideTerrain  terrain)
{
  guint entry = free_cell_entry (state, x, y);
  BastideFrontierCell *cell;

  if (state->grid[entry] == 0)
    {
      /* Each frontier cell touches a side of a tile, and the tables hold
       * the sides of the most tiles there may be (see fits_tables). */
      g_assert (state->n_frontier < BASTIDE_MAX_FRONTIER);
      state->grid[entry] = BASTIDE_GRID_FRONTIER + state->n_frontier;
      cell = &state->frontier[state->n_frontier++];
      cell->x = x;
      cell->y = y;
      cell->required = 0;
      cell->mask = 0;
      cell->sides = 0;
    }
  else
    cell = &state->frontier[state->grid[entry] - BASTIDE_GRID_FRONTIER];

  cell->sides |= 1 << side;
  if (terrain != BASTIDE_TERRAIN_ABBEY)
    {
      cell->required |= terrain << (4 * side);
      cell->mask |= 0xf << (4 * side);
    }
}

/* The empty cells that the open edges of the city or road of `node` face,
 * as indices in the frontier, each once. Members on the wheel board are
 * skipped: its border is not a single cell's. */
guint
bastide_state_open_cells (const BastideState *state,
                          guint               node,
                          guint16            *out,
                          guint               max_out)
{
  guint root = find_root (state, node), m = root, n = 0;

  do
    {
      const BastideNode *member = &state->nodes[m];
      const BastidePlacedTile *tile = &state->tiles[member->tile];
      const BastideTileType *type = &bastide_types[tile->type];

      if (type->n_cells == 1)
        for (guint side = 0; side < 4; side++)
          {
            int f;
            gboolean seen = FALSE;

            if (type->cells[tile->rot].edge_feature[side] != member->feature)
              continue;
            f = frontier_find (state, tile->x + side_dx[side], tile->y + side_dy[side]);
            if (f < 0)
              continue;
            for (guint i = 0; i < n; i++)
              seen |= out[i] == f;
            if (!seen && n < max_out)
              out[n++] = f;
          }
      m = member->next;
    }
  while (m != root);
  return n;
}

/* Putting tiles down */

/* Follows the river through the tile in `slot`, entered from side
 * `entered_from` (-1 for the spring): records the curve and, when the
 * river leaves towards an empty cell, its open end. Returns the side the
 * river leaves by, or -1 (the lake). */
static int
update_river_after (BastideState *state,
                    guint         slot,
                    int           entered_from)
{
  const BastidePlacedTile *tile = &state->tiles[slot];
  const BastideCellDef *cell = slot_cell (state, slot, tile->x, tile->y);
  int out = -1;

  for (guint s = 0; s < 4; s++)
    if ((cell->river_sides & (1 << s)) && (int) s != entered_from)
      out = s;

  state->river_open = FALSE;
  if (out < 0)
    return out;

  if (entered_from >= 0)
    state->river_turn = river_remember (&state->rules, state->river_turn, river_turn (entered_from, out));

  if (slot_at (state, tile->x + side_dx[out], tile->y + side_dy[out]) < 0)
    {
      state->river_open = TRUE;
      state->river_x = tile->x + side_dx[out];
      state->river_y = tile->y + side_dy[out];
      state->river_side = (out + 2) % 4;
    }
  return out;
}

/* Closes the edge of feature `feature` of `slot` (an abbey stands there). */
static void
close_edge (BastideState *state,
            guint         slot,
            int           feature)
{
  guint root;

  if (feature < 0)
    return;
  root = compress_root (state, state->tiles[slot].first_node + feature);
  if (state->nodes[root].kind == BASTIDE_FEATURE_CITY
      || state->nodes[root].kind == BASTIDE_FEATURE_ROAD)
    state->nodes[root].open--;
}

/* Joins two features; returns the root. Aggregates add up and the member
 * rings are spliced into one. */
static guint
join (BastideState *state,
      guint         a,
      guint         b)
{
  BastideNode *nodes = state->nodes;
  guint16 next;

  a = compress_root (state, a);
  b = compress_root (state, b);
  if (a == b)
    return a;
  if (b < a)
    {
      guint t = a;
      a = b;
      b = t;
    }
  nodes[b].parent = a;
  nodes[a].open += nodes[b].open;
  nodes[a].shields += nodes[b].shields;
  nodes[a].pieces += nodes[b].pieces;
  nodes[a].barns += nodes[b].barns;
  next = nodes[a].next;
  nodes[a].next = nodes[b].next;
  nodes[b].next = next;
  return a;
}

/* Puts a tile on the board with no check at all: the callers check. Joins
 * its features to the neighbours', closes edges against abbeys, updates the
 * frontier and the river. */
guint
bastide_state_add_tile (BastideState *state,
                        guint         type_index,
                        int           x,
                        int           y,
                        guint         rot)
{
  const BastideTileType *type = &bastide_types[type_index];
  guint slot = state->n_tiles++;
  BastidePlacedTile *tile = &state->tiles[slot];
  guint w = type->n_cells > 1 ? BASTIDE_WHEEL_SIZE : 1;
  int entered_river_from = -1;

  g_assert (slot < BASTIDE_MAX_TILES);
  g_assert (state->n_nodes + type->n_features <= BASTIDE_MAX_NODES);

  tile->x = x;
  tile->y = y;
  tile->type = type_index;
  tile->rot = rot;
  tile->first_node = state->n_nodes;

  for (guint i = 0; i < type->n_features; i++)
    {
      guint id = state->n_nodes++;
      BastideNode *node = &state->nodes[id];
      const BastideFeatureDef *def = &type->features[i];

      node->parent = id;
      node->next = id;
      node->kind = def->kind;
      node->open = (def->kind == BASTIDE_FEATURE_CITY || def->kind == BASTIDE_FEATURE_ROAD)
                   ? def->n_edges : 0;
      node->shields = def->shields;
      node->pieces = 0;
      node->barns = 0;
      node->tile = slot;
      node->feature = i;
    }

  if (state->n_tiles == 1)
    {
      state->min_x = x;
      state->max_x = x + w - 1;
      state->min_y = y;
      state->max_y = y + w - 1;
    }
  else
    {
      state->min_x = MIN (state->min_x, x);
      state->max_x = MAX (state->max_x, (int) (x + w - 1));
      state->min_y = MIN (state->min_y, y);
      state->max_y = MAX (state->max_y, (int) (y + w - 1));
    }

  for (guint cy = 0; cy < w; cy++)
    for (guint cx = 0; cx < w; cx++)
      grid_put_tile (state, x + cx, y + cy, slot);

  for (guint cy = 0; cy < w; cy++)
    for (guint cx = 0; cx < w; cx++)
      {
        int px = x + cx, py = y + cy;
        const BastideCellDef *mine = slot_cell (state, slot, px, py);

        for (guint side = 0; side < 4; side++)
          {
            int nx = px + side_dx[side], ny = py + side_dy[side];
            int other = slot_at (state, nx, ny);
            guint opp = (side + 2) % 4;
            BastideTerrain my_terrain = bastide_cell_terrain (mine, side);
            const BastideCellDef *theirs;

            if (other == (int) slot)
              continue;
            if (other < 0)
              {
                frontier_touch (state, nx, ny, opp, my_terrain);
                continue;
              }

            theirs = slot_cell (state, other, nx, ny);
            if (my_terrain == BASTIDE_TERRAIN_ABBEY
                || bastide_cell_terrain (theirs, opp) == BASTIDE_TERRAIN_ABBEY)
              {
                if (my_terrain != BASTIDE_TERRAIN_ABBEY)
                  close_edge (state, slot, mine->edge_feature[side]);
                else
                  close_edge (state, other, theirs->edge_feature[opp]);
                continue;
              }

            if (my_terrain == BASTIDE_TERRAIN_RIVER)
              entered_river_from = side;
            else if (my_terrain != BASTIDE_TERRAIN_FIELD && mine->edge_feature[side] >= 0
                     && theirs->edge_feature[opp] >= 0)
              {
                guint root = join (state,
                                   tile->first_node + mine->edge_feature[side],
                                   state->tiles[other].first_node + theirs->edge_feature[opp]);

                state->nodes[root].open -= 2;
              }

            for (guint half = 0; half < 2; half++)
              {
                guint port = 2 * side + half;
                int a = mine->port_feature[port];
                int b = theirs->port_feature[bastide_port_opposite (port)];

                if (a >= 0 && b >= 0)
                  join (state, tile->first_node + a, state->tiles[other].first_node + b);
              }
          }
      }

  if (type->n_cells == 1 && slot_cell (state, slot, x, y)->river_sides != 0)
    update_river_after (state, slot, type->is_spring ? -1 : entered_river_from);
  else if (state->river_open && x == state->river_x && y == state->river_y)
    state->river_open = FALSE;

  return slot;
}

/* Where on the tile a side is, for the sentences below. */
static const char *
side_phrase (guint side)
{
  switch (side)
    {
    case 0: return _("on this tile’s north side");
    case 1: return _("on this tile’s east side");
    case 2: return _("on this tile’s south side");
    default: return _("on this tile’s west side");
    }
}

static guint
terrain_index (BastideTerrain terrain)
{
  switch (terrain)
    {
    case BASTIDE_TERRAIN_CITY: return 0;
    case BASTIDE_TERRAIN_ROAD: return 1;
    case BASTIDE_TERRAIN_FIELD: return 2;
    case BASTIDE_TERRAIN_RIVER:
    case BASTIDE_TERRAIN_ABBEY:
    default: return 3;
    }
}

/**
 * bastide_misfit_describe_edge:
 * @misfit: a side that does not fit (BASTIDE_MISFIT_EDGE)
 *
 * Why a side does not fit, in the board game's words: what the tile has
 * on that side, and what it would meet there. Play refuses a tile with it,
 * and a position set up by hand lists it among its problems.
 *
 * Returns: (transfer full): "the road on this tile’s east side would meet
 *   a field"
 */
char *
bastide_misfit_describe_edge (const BastideMisfit *misfit)
{
  /* Translators: %s says where on the tile, as in "on this tile’s east
   * side": "the road on this tile’s east side would meet a field" */
  static const char * const formats[4][4] = {
    { NULL, N_("the city %s would meet a road"), N_("the city %s would meet a field"),
      N_("the city %s would meet the river") },
    { N_("the road %s would meet a city"), NULL, N_("the road %s would meet a field"),
      N_("the road %s would meet the river") },
    { N_("the field %s would meet a city"), N_("the field %s would meet a road"), NULL,
      N_("the field %s would meet the river") },
    { N_("the river %s would meet a city"), N_("the river %s would meet a road"),
      N_("the river %s would meet a field"), NULL },
  };
  const char *format = formats[terrain_index (misfit->mine)][terrain_index (misfit->theirs)];

  g_return_val_if_fail (format != NULL, NULL);
  return g_strdup_printf (_(format), side_phrase (misfit->side));
}

static void
set_misfit (BastideMisfit     *misfit,
            BastideMisfitKind  kind,
            int                x,
            int                y)
{
  if (misfit != NULL)
    *misfit = (BastideMisfit) { .kind = kind, .x = x, .y = y };
}

/**
 * bastide_edge_misfits:
 * @lookup: what lies on a square of the board being checked, or %NULL
 * @out: (out caller-allocates) (array length=max_out): the sides that do
 *   not fit (BASTIDE_MISFIT_EDGE), the first @max_out of them
 * @touches: (out): how many sides of the tile have a neighbour
 *
 * The rule of edges, once: every side of a tile of @type at (@x, @y) in
 * rotation @rot (the wheel board: its border) whose neighbour shows other
 * terrain, abbeys fitting anything. The tile's own squares are not its
 * neighbours.
 *
 * Returns: how many sides do not fit
 */
guint
bastide_edge_misfits (const BastideTileType *type,
                      int                    x,
                      int                    y,
                      guint                  rot,
                      BastideCellLookup      lookup,
                      gconstpointer          board,
                      BastideMisfit         *out,
                      guint                  max_out,
                      guint                 *touches)
{
  int w = type->n_cells > 1 ? BASTIDE_WHEEL_SIZE : 1;
  guint n = 0;

  *touches = 0;
  for (int cy = 0; cy < w; cy++)
    for (int cx = 0; cx < w; cx++)
      {
        const BastideCellDef *mine = type->n_cells > 1 ? &type->cells[cx + BASTIDE_WHEEL_SIZE * cy]
                                                       : &type->cells[rot];

        for (guint side = 0; side < 4; side++)
          {
            int nx = x + cx + side_dx[side], ny = y + cy + side_dy[side];
            const BastideCellDef *theirs;
            BastideTerrain a, b;

            if (nx >= x && nx < x + w && ny >= y && ny < y + w)
              continue;
            theirs = lookup (board, nx, ny);
            if (theirs == NULL)
              continue;
            (*touches)++;
            a = bastide_cell_terrain (mine, side);
            b = bastide_cell_terrain (theirs, (side + 2) % 4);
            if (a == b || a == BASTIDE_TERRAIN_ABBEY || b == BASTIDE_TERRAIN_ABBEY)
              continue;
            if (n < max_out)
              out[n] = (BastideMisfit) { BASTIDE_MISFIT_EDGE, side, a, b, x + cx, y + cy };
            n++;
          }
      }
  return n;
}

static const BastideCellDef *
state_lookup (gconstpointer board,
              int           x,
              int           y)
{
  return bastide_state_cell_at (board, x, y, NULL);
}

/* The squares of a tile are free and its edges meet what already lies
 * around it; fills `touches` with the number of neighbours, and `misfit`
 * with the square and the side that do not fit. */
static gboolean
check_edges (const BastideState *state,
             guint               type_index,
             int                 x,
             int                 y,
             guint               rot,
             guint              *touches,
             BastideMisfit      *misfit,
             GError            **error)
{
  const BastideTileType *type = &bastide_types[type_index];
  int w = type->n_cells > 1 ? BASTIDE_WHEEL_SIZE : 1;
  BastideMisfit edge;

  for (int cy = 0; cy < w; cy++)
    for (int cx = 0; cx < w; cx++)
      {
        int occupant = slot_at (state, x + cx, y + cy);

        if (occupant < 0)
          continue;
        set_misfit (misfit, BASTIDE_MISFIT_OCCUPIED, x + cx, y + cy);
        if (slot_type (state, occupant)->is_wheel_board)
          bastide_refuse_literal (error, BASTIDE_RULE_ERROR_PLACEMENT,
                                  _("the wheel board already covers this square"));
        else
          bastide_refuse_literal (error, BASTIDE_RULE_ERROR_PLACEMENT,
                                  _("a tile already lies on this square"));
        return FALSE;
      }
  if (bastide_edge_misfits (type, x, y, rot, state_lookup, state, &edge, 1, touches) == 0)
    return TRUE;
  if (misfit != NULL)
    *misfit = edge;
  if (error != NULL)
    {
      g_autofree char *why = bastide_misfit_describe_edge (&edge);

      g_set_error_literal (error, BASTIDE_RULE_ERROR, BASTIDE_RULE_ERROR_PLACEMENT, why);
    }
  return FALSE;
}

/* Whether the wheel board lies on the board. */
static gboolean
has_wheel_board (const BastideState *state)
{
  for (guint s = 0; s < state->n_tiles; s++)
    if (slot_type (state, s)->is_wheel_board)
      return TRUE;
  return FALSE;
}

gboolean
bastide_state_put_tile (BastideState  *state,
                        guint          type,
                        int            x,
                        int            y,
                        guint          rot,
                        GError       **error)
{
  const BastideTileType *t;
  int w;
  guint touches;

  if (type >= bastide_catalogue ()->n_types)
    {
      bastide_refuse_literal (error, BASTIDE_RULE_ERROR_PLACEMENT, _("there is no such tile"));
      return FALSE;
    }
  t = &bastide_types[type];
  w = t->n_cells > 1 ? BASTIDE_WHEEL_SIZE : 1;
  if (rot > 3 || (t->n_cells > 1 && rot != 0))
    {
      bastide_refuse (error, BASTIDE_RULE_ERROR_PLACEMENT,
                      _("the tile %s cannot lie in that rotation"), t->id);
      return FALSE;
    }
  if (x < -BASTIDE_MAX_SETUP_COORDINATE || x + w - 1 > BASTIDE_MAX_SETUP_COORDINATE
      || y < -BASTIDE_MAX_SETUP_COORDINATE || y + w - 1 > BASTIDE_MAX_SETUP_COORDINATE)
    {
      bastide_refuse (error, BASTIDE_RULE_ERROR_PLACEMENT,
                      ngettext ("a tile of the setup lies at most %d square from the start in each direction",
                                "a tile of the setup lies at most %d squares from the start in each direction",
                                BASTIDE_MAX_SETUP_COORDINATE),
                      BASTIDE_MAX_SETUP_COORDINATE);
      return FALSE;
    }
  if (t->is_wheel_board && has_wheel_board (state))
    {
      bastide_refuse_literal (error, BASTIDE_RULE_ERROR_PLACEMENT, _("there is only one wheel board"));
      return FALSE;
    }
  if (!bastide_state_check_room (state, state->pile, state->pile_len, 1, t->n_features,
                                 BASTIDE_RULE_ERROR_PLACEMENT, error))
    return FALSE;
  if (!check_edges (state, type, x, y, rot, &touches, NULL, error))
    return FALSE;
  bastide_state_add_tile (state, type, x, y, rot);
  return TRUE;
}

/* Follows the river of a board set up by hand from the spring to its open
 * end, so the last curve is known as if the river had been laid in play. */
void
bastide_state_rescan_river (BastideState *state)
{
  int slot = -1, from = -1;

  state->river_open = FALSE;
  state->river_turn = 0;
  for (guint s = 0; s < state->n_tiles; s++)
    if (slot_type (state, s)->is_spring)
      slot = s;

  /* Without the spring the course is unknown: the river continues at any
   * open river edge, with no curve to remember. */
  if (slot < 0)
    for (guint s = 0; s < state->n_tiles; s++)
      {
        const BastidePlacedTile *tile = &state->tiles[s];
        const BastideCellDef *cell = slot_cell (state, s, tile->x, tile->y);

        for (guint side = 0; side < 4 && slot_type (state, s)->n_cells == 1; side++)
          if ((cell->river_sides & (1 << side))
              && slot_at (state, tile->x + side_dx[side], tile->y + side_dy[side]) < 0)
            {
              state->river_open = TRUE;
              state->river_x = tile->x + side_dx[side];
              state->river_y = tile->y + side_dy[side];
              state->river_side = (side + 2) % 4;
            }
      }

  for (guint steps = 0; slot >= 0 && steps < state->n_tiles; steps++)
    {
      const BastidePlacedTile *tile = &state->tiles[slot];
      int out = update_river_after (state, slot, from);
      int next;
      const BastideCellDef *cell;

      if (out < 0 || state->river_open)
        return;
      next = slot_at (state, tile->x + side_dx[out], tile->y + side_dy[out]);
      cell = slot_cell (state, next, tile->x + side_dx[out], tile->y + side_dy[out]);
      from = (out + 2) % 4;
      if (slot_type (state, next)->n_cells > 1 || !(cell->river_sides & (1 << from)))
        return;
      slot = next;
    }
}

/* Placement */

static gboolean
check_river (const BastideState   *state,
             const BastideCellDef *cell,
             int                   x,
             int                   y,
             BastideMisfit        *misfit,
             GError              **error)
{
  guint in, out = 4;

  if (!state->river_open || x != state->river_x || y != state->river_y
      || !(cell->river_sides & (1 << state->river_side)))
    {
      set_misfit (misfit, BASTIDE_MISFIT_RIVER, x, y);
      bastide_refuse_literal (error, BASTIDE_RULE_ERROR_PLACEMENT,
                           state->river_open
                           ? _("the river must continue: a river tile goes at the river's open end, its river meeting the river")
                           : _("the river must continue, but it has no open end left"));
      return FALSE;
    }

  in = state->river_side;
  for (guint s = 0; s < 4; s++)
    if ((cell->river_sides & (1 << s)) && s != in)
      out = s;
  if (out == 4)
    return TRUE;
  if (!river_turn_allowed (state->river_turn, river_turn (in, out)))
    {
      set_misfit (misfit, BASTIDE_MISFIT_RIVER, x, y);
      bastide_refuse_literal (error, BASTIDE_RULE_ERROR_PLACEMENT,
                           state->rules.river_immediate_only
                           ? _("the river may not turn the same way twice in a row")
                           : _("the river may not turn the same way twice: after a curve one way the next curve must turn the other way"));
      return FALSE;
    }
  return TRUE;
}

/**
 * bastide_state_explain_placement:
 * @state: a position
 * @type_index: the tile
 * @x: column of the square
 * @y: row of the square
 * @rot: quarter turns clockwise
 * @misfit: (out) (optional): when the tile does not fit, why: the square
 *   and, for a side, which one and what meets what
 * @error: the reason, as a sentence about the tile
 *
 * Returns: whether the tile may be placed there so
 */
gboolean
bastide_state_explain_placement (const BastideState  *state,
                                 guint                type_index,
                                 int                  x,
                                 int                  y,
                                 guint                rot,
                                 BastideMisfit       *misfit,
                                 GError             **error)
{
  const BastideTileType *type = &bastide_types[type_index];
  const BastideCellDef *cell;
  guint touches;
  int f;

  set_misfit (misfit, BASTIDE_MISFIT_NONE, x, y);
  if (rot > 3)
    {
      set_misfit (misfit, BASTIDE_MISFIT_ROTATION, x, y);
      bastide_refuse_literal (error, BASTIDE_RULE_ERROR_PLACEMENT,
                           _("a rotation is 0, 90, 180 or 270 degrees"));
      return FALSE;
    }
  cell = &type->cells[rot];

  /* A frontier cell knows what its neighbours demand; the slow path below
   * only runs to explain a refusal. */
  f = frontier_find (state, x, y);
  if (f >= 0 && (cell->signature & state->frontier[f].mask) == state->frontier[f].required)
    return cell->river_sides == 0 || check_river (state, cell, x, y, misfit, error);

  if (!check_edges (state, type_index, x, y, rot, &touches, misfit, error))
    return FALSE;
  if (touches == 0 && state->n_tiles > 0)
    {
      set_misfit (misfit, BASTIDE_MISFIT_ALONE, x, y);
      bastide_refuse_literal (error, BASTIDE_RULE_ERROR_PLACEMENT,
                           _("the tile touches no placed tile"));
      return FALSE;
    }
  if (cell->river_sides != 0 && state->n_tiles > 0 && !check_river (state, cell, x, y, misfit, error))
    return FALSE;
  set_misfit (misfit, BASTIDE_MISFIT_NONE, x, y);
  return TRUE;
}

gboolean
bastide_state_check_placement (const BastideState  *state,
                               guint                type_index,
                               int                  x,
                               int                  y,
                               guint                rot,
                               GError             **error)
{
  return bastide_state_explain_placement (state, type_index, x, y, rot, NULL, error);
}

guint
bastide_state_list_placements (const BastideState *state,
                               guint               type_index,
                               BastidePlacement   *out)
{
  const BastideTileType *type = &bastide_types[type_index];
  guint n = 0;

  if (state->n_tiles == 0)
    {
      for (guint rot = 0; rot < 4; rot++)
        out[n++] = (BastidePlacement) { 0, 0, rot };
      return n;
    }

  if (type->cells[0].river_sides != 0)
    {
      for (guint rot = 0; rot < 4; rot++)
        if (bastide_state_check_placement (state, type_index, state->river_x, state->river_y,
                                           rot, NULL))
          out[n++] = (BastidePlacement) { state->river_x, state->river_y, rot };
      return n;
    }

  /* The four rotations are tested at once, a 16-bit lane each; the
   * stores are unconditional so the loop has no unpredictable branch. */
  for (guint i = 0; i < state->n_frontier; i++)
    {
      const BastideFrontierCell *f = &state->frontier[i];
      guint64 lanes = G_GUINT64_CONSTANT (0x0001000100010001);
      guint64 diff = (type->signatures & (f->mask * lanes)) ^ (f->required * lanes);

      for (guint rot = 0; rot < 4; rot++)
        {
          out[n] = (BastidePlacement) { f->x, f->y, rot };
          n += ((diff >> (16 * rot)) & 0xffff) == 0;
        }
    }
  return n;
}
