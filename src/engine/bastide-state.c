/* bastide-state.c: positions, placement, features and scoring
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bastide-state"

#include "config.h"

#include "bastide-state-private.h"

#include <glib/gi18n.h>
#include <string.h>

const BastideTileType *bastide_types;

G_DEFINE_QUARK (bastide-rule-error-quark, bastide_rule_error)

/* Helpers */

static void
ensure_catalogue (void)
{
  if (G_UNLIKELY (bastide_types == NULL))
    bastide_types = bastide_catalogue ()->types;
}

void
bastide_events_add (BastideEvents           *events,
                    const BastideScoreEvent *event)
{
  if (events == NULL)
    return;
  if (events->n_events < BASTIDE_MAX_EVENTS)
    events->events[events->n_events++] = *event;
  else
    events->n_dropped++;
}

/* Credits the points of an event to the players and reports it. */
void
bastide_state_award (BastideState      *state,
                     BastideScoreEvent *event,
                     BastideEvents     *events)
{
  gboolean any = FALSE;

  for (guint p = 0; p < state->rules.n_players; p++)
    if (event->points[p] != 0)
      {
        state->players[p].score += event->points[p];
        state->players[p].category[event->category] += event->points[p];
        any = TRUE;
      }
  if (any)
    bastide_events_add (events, event);
}

static void
score_event_init (BastideScoreEvent  *event,
                  BastideScoreReason  reason,
                  BastideCategory     category)
{
  memset (event, 0, sizeof *event);
  event->reason = reason;
  event->category = category;
  event->node = BASTIDE_NODE_NONE;
}

static inline gboolean
has_expansion (const BastideState *state,
               BastideExpansions   expansion)
{
  return (state->rules.expansions & expansion) != 0;
}

static guint
compress_root (BastideState *state,
               guint         node)
{
  BastideNode *nodes = state->nodes;

  while (nodes[node].parent != node)
    {
      nodes[node].parent = nodes[nodes[node].parent].parent;
      node = nodes[node].parent;
    }
  return node;
}

guint
bastide_state_find (BastideState *state,
                    guint         node)
{
  return compress_root (state, node);
}

guint
bastide_state_feature_root (const BastideState *state,
                            guint               node)
{
  return find_root (state, node);
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

/* Distinct tiles of a feature: a tile counts once even when two segments of
 * one feature lie on it. */
guint
bastide_state_feature_tiles (const BastideState *state,
                             guint               node)
{
  guint64 seen[BASTIDE_MAX_TILES / 64] = { 0 };
  guint count = 0;
  guint m = node;

  do
    {
      guint tile = state->nodes[m].tile;

      if (!(seen[tile / 64] & (G_GUINT64_CONSTANT (1) << (tile % 64))))
        {
          seen[tile / 64] |= G_GUINT64_CONSTANT (1) << (tile % 64);
          count++;
        }
      m = state->nodes[m].next;
    }
  while (m != node);
  return count;
}

guint
bastide_state_count_neighbours (const BastideState *state,
                                int                 x,
                                int                 y)
{
  guint count = 0;

  for (int dy = -1; dy <= 1; dy++)
    for (int dx = -1; dx <= 1; dx++)
      if ((dx != 0 || dy != 0) && slot_at (state, x + dx, y + dy) >= 0)
        count++;
  return count;
}

static void
node_position (const BastideState *state,
               guint               node,
               int                *x,
               int                *y)
{
  const BastidePlacedTile *tile = &state->tiles[state->nodes[node].tile];

  *x = tile->x;
  *y = tile->y;
}

gboolean
bastide_state_feature_complete (const BastideState *state,
                                guint               node)
{
  guint root = find_root (state, node);
  int x, y;

  switch ((BastideFeatureKind) state->nodes[root].kind)
    {
    case BASTIDE_FEATURE_CITY:
    case BASTIDE_FEATURE_ROAD:
      return state->nodes[root].open == 0;
    case BASTIDE_FEATURE_CLOISTER:
    case BASTIDE_FEATURE_GARDEN:
      node_position (state, root, &x, &y);
      return bastide_state_count_neighbours (state, x, y) == 8;
    case BASTIDE_FEATURE_FIELD:
    case BASTIDE_FEATURE_RIVER:
    case BASTIDE_N_FEATURE_KINDS:
    default:
      return FALSE;
    }
}

int
bastide_state_tile_at (const BastideState *state,
                       int                 x,
                       int                 y)
{
  return slot_at (state, x, y);
}

const BastideCellDef *
bastide_state_cell_at (const BastideState *state,
                       int                 x,
                       int                 y,
                       guint              *slot)
{
  int s = slot_at (state, x, y);

  if (s < 0)
    return NULL;
  if (slot != NULL)
    *slot = s;
  return slot_cell (state, s, x, y);
}

guint
bastide_state_pieces_in_supply (const BastideState *state,
                                guint               player,
                                BastidePieceKind    kind)
{
  const BastidePlayer *p = &state->players[player];

  if (kind == BASTIDE_PIECE_MEEPLE)
    return p->meeples;
  return (p->specials & BASTIDE_SPECIAL_BIT (kind)) ? 1 : 0;
}

guint
bastide_state_tiles_left (const BastideState *state)
{
  return state->pile_len;
}

gboolean
bastide_state_is_over (const BastideState *state)
{
  return state->phase == BASTIDE_PHASE_OVER;
}

int
bastide_state_next_tile (const BastideState *state)
{
  if (state->phase == BASTIDE_PHASE_PLACE)
    return state->in_hand;
  if (state->pile_len == 0)
    return -1;
  return state->pile[state->pile_len - 1];
}

/* Frontier: the empty cells next to the board */

static int
frontier_find (const BastideState *state,
               int                 x,
               int                 y)
{
  guint value = state->grid[grid_index (x, y)];
  guint i = value - BASTIDE_GRID_FRONTIER;

  if (value < BASTIDE_GRID_FRONTIER || state->frontier[i].x != x || state->frontier[i].y != y)
    return -1;
  return i;
}

static void
frontier_remove (BastideState *state,
                 int           x,
                 int           y)
{
  int i = frontier_find (state, x, y);
  guint last;

  if (i < 0)
    return;
  state->grid[grid_index (x, y)] = 0;
  last = --state->n_frontier;
  if ((guint) i != last)
    {
      state->frontier[i] = state->frontier[last];
      state->grid[grid_index (state->frontier[i].x, state->frontier[i].y)] = BASTIDE_GRID_FRONTIER + i;
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
  int i = frontier_find (state, x, y);
  BastideFrontierCell *cell;

  if (i < 0)
    {
      g_assert (state->n_frontier < BASTIDE_MAX_FRONTIER);
      state->grid[grid_index (x, y)] = BASTIDE_GRID_FRONTIER + state->n_frontier;
      cell = &state->frontier[state->n_frontier++];
      cell->x = x;
      cell->y = y;
      cell->required = 0;
      cell->mask = 0;
      cell->sides = 0;
    }
  else
    cell = &state->frontier[i];

  cell->sides |= 1 << side;
  if (terrain != BASTIDE_TERRAIN_ABBEY)
    {
      cell->required |= terrain << (4 * side);
      cell->mask |= 0xf << (4 * side);
    }
}

gboolean
bastide_state_equal (const BastideState *a,
                     const BastideState *b)
{
  /* The counts come first, so the tables are compared at equal lengths. */
  return memcmp (a, b, G_STRUCT_OFFSET (BastideState, tiles)) == 0
         && memcmp (a->tiles, b->tiles, a->n_tiles * sizeof a->tiles[0]) == 0
         && memcmp (a->pieces, b->pieces, a->n_pieces * sizeof a->pieces[0]) == 0
         && memcmp (a->frontier, b->frontier, a->n_frontier * sizeof a->frontier[0]) == 0
         && memcmp (a->nodes, b->nodes, a->n_nodes * sizeof a->nodes[0]) == 0
         && memcmp (a->grid, b->grid, sizeof a->grid) == 0;
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

/* Setting up */

static void
reset_players (BastideState *state)
{
  guint8 specials = 0;

  if (has_expansion (state, BASTIDE_EXPANSION_ABBOT))
    specials |= BASTIDE_SPECIAL_BIT (BASTIDE_PIECE_ABBOT);
  if (has_expansion (state, BASTIDE_EXPANSION_ABBEY_MAYOR))
    specials |= BASTIDE_SPECIAL_BIT (BASTIDE_PIECE_MAYOR)
                | BASTIDE_SPECIAL_BIT (BASTIDE_PIECE_WAGON)
                | BASTIDE_SPECIAL_BIT (BASTIDE_PIECE_BARN);

  for (guint p = 0; p < BASTIDE_MAX_PLAYERS; p++)
    {
      memset (&state->players[p], 0, sizeof state->players[p]);
      if (p < state->rules.n_players)
        {
          state->players[p].meeples = BASTIDE_MEEPLES;
          state->players[p].specials = specials;
          state->players[p].abbey = has_expansion (state, BASTIDE_EXPANSION_ABBEY_MAYOR);
        }
    }
}

void
bastide_state_init_empty (BastideState       *state,
                          const BastideRules *rules)
{
  ensure_catalogue ();
  memset (state, 0, sizeof *state);
  state->rules = *rules;
  state->phase = BASTIDE_PHASE_DRAW;
  state->in_hand = BASTIDE_TILE_NONE;
  state->last_tile = BASTIDE_TILE_NONE;
  state->pig = BASTIDE_SECTOR_FORTUNE;
  memset (state->crowns, -1, sizeof state->crowns);
  reset_players (state);
}

gboolean
bastide_state_type_in_game (const BastideState *state,
                            guint               type)
{
  const BastideTileType *t = &bastide_types[type];

  if (state->rules.game == BASTIDE_GAME_WHEEL_OF_FORTUNE)
    return t->set == BASTIDE_SET_WHEEL_OF_FORTUNE;
  switch ((BastideSet) t->set)
    {
    case BASTIDE_SET_BASE:
      return TRUE;
    case BASTIDE_SET_RIVER:
      return has_expansion (state, BASTIDE_EXPANSION_RIVER);
    case BASTIDE_SET_ABBEY_MAYOR:
      return has_expansion (state, BASTIDE_EXPANSION_ABBEY_MAYOR);
    case BASTIDE_SET_WHEEL_OF_FORTUNE:
    case BASTIDE_N_SETS:
    default:
      return FALSE;
    }
}

int
bastide_state_lookup_tile (const BastideState *state,
                           const char         *id)
{
  const BastideCatalogue *cat = bastide_catalogue ();

  for (guint i = 0; i < cat->n_types; i++)
    if (g_strcmp0 (cat->types[i].id, id) == 0 && bastide_state_type_in_game (state, i))
      return i;
  return -1;
}

/* Copies of a tile type the game uses: with the River, the start copy of
 * the base game goes back in the box; abbeys are one per player. */
int
bastide_state_available_copies (const BastideState *state,
                                guint               type)
{
  const BastideTileType *t = &bastide_types[type];

  if (!bastide_state_type_in_game (state, type))
    return 0;
  if (t->is_abbey)
    return state->rules.n_players;
  if (t->start && t->set == BASTIDE_SET_BASE && has_expansion (state, BASTIDE_EXPANSION_RIVER))
    return t->count - 1;
  return t->count;
}

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
    {
      guint heading = (entered_from + 2) % 4;
      int turn = (guint) out == heading ? 0 : (guint) out == (heading + 1) % 4 ? 1 : -1;

      if (turn != 0)
        state->river_turn = turn;
      else if (state->rules.river_immediate_only)
        state->river_turn = 0;
    }

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

/* Puts a tile on the board with no check at all: the callers check. Joins
 * its features to the neighbours', closes edges against abbeys, updates the
 * frontier and the river. */
static guint
add_tile (BastideState *state,
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
      {
        frontier_remove (state, x + cx, y + cy);
        state->grid[grid_index (x + cx, y + cy)] = slot + 1;
      }

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

static gboolean
within_span (const BastideState *state,
             int                 x,
             int                 y,
             guint               w)
{
  if (state->n_tiles == 0)
    return TRUE;
  return MAX (state->max_x, (int) (x + w - 1)) - MIN (state->min_x, x) < BASTIDE_MAX_BOARD_SPAN
         && MAX (state->max_y, (int) (y + w - 1)) - MIN (state->min_y, y) < BASTIDE_MAX_BOARD_SPAN;
}

/* Edges of a tile against whatever already lies around it; fills `touches`
 * with the number of neighbours. */
static gboolean
check_edges (const BastideState *state,
             guint               type_index,
             int                 x,
             int                 y,
             guint               rot,
             guint              *touches,
             GError            **error)
{
  const BastideTileType *type = &bastide_types[type_index];
  guint w = type->n_cells > 1 ? BASTIDE_WHEEL_SIZE : 1;

  *touches = 0;
  for (guint cy = 0; cy < w; cy++)
    for (guint cx = 0; cx < w; cx++)
      {
        int px = x + cx, py = y + cy;
        const BastideCellDef *mine = type->n_cells > 1 ? &type->cells[cx + 4 * cy] : &type->cells[rot];

        int occupant = slot_at (state, px, py);

        if (occupant >= 0)
          {
            if (slot_type (state, occupant)->is_wheel_board)
              bastide_refuse (error, BASTIDE_RULE_ERROR_PLACEMENT,
                              _("the cell (%d, %d) is occupied by the wheel board"), px, py);
            else
              bastide_refuse (error, BASTIDE_RULE_ERROR_PLACEMENT,
                              _("the cell (%d, %d) is already occupied"), px, py);
            return FALSE;
          }
        for (guint side = 0; side < 4; side++)
          {
            int nx = px + side_dx[side], ny = py + side_dy[side];
            guint other;
            const BastideCellDef *theirs;
            BastideTerrain a, b;

            if (w > 1 && nx >= x && nx < x + (int) w && ny >= y && ny < y + (int) w)
              continue;
            theirs = bastide_state_cell_at (state, nx, ny, &other);
            if (theirs == NULL)
              continue;
            (*touches)++;
            a = bastide_cell_terrain (mine, side);
            b = bastide_cell_terrain (theirs, (side + 2) % 4);
            if (a != b && a != BASTIDE_TERRAIN_ABBEY && b != BASTIDE_TERRAIN_ABBEY)
              {
                bastide_refuse (error, BASTIDE_RULE_ERROR_PLACEMENT,
                             /* Translators: "the west edge (field) does not meet the city of the tile at (1, 0)" */
                             _("edges do not match: the %s edge (%s) does not meet the %s of the tile at (%d, %d)"),
                             side == 0 ? _("north") : side == 1 ? _("east") : side == 2 ? _("south") : _("west"),
                             bastide_terrain_label (a), bastide_terrain_label (b), nx, ny);
                return FALSE;
              }
          }
      }
  return TRUE;
}

gboolean
bastide_state_put_tile (BastideState  *state,
                        guint          type,
                        int            x,
                        int            y,
                        guint          rot,
                        GError       **error)
{
  const BastideTileType *t = &bastide_types[type];
  guint touches;

  if (rot > 3 || (t->n_cells > 1 && rot != 0))
    {
      bastide_refuse (error, BASTIDE_RULE_ERROR_PLACEMENT,
                   _("the tile %s cannot lie in that rotation"), t->id);
      return FALSE;
    }
  if (!within_span (state, x, y, t->n_cells > 1 ? BASTIDE_WHEEL_SIZE : 1))
    {
      bastide_refuse (error, BASTIDE_RULE_ERROR_PLACEMENT,
                   _("the board may not be more than %d cells wide or high"),
                   BASTIDE_MAX_BOARD_SPAN);
      return FALSE;
    }
  if (!check_edges (state, type, x, y, rot, &touches, error))
    return FALSE;
  add_tile (state, type, x, y, rot);
  return TRUE;
}

/* Whether a barn may stand on corner `corner` of the tile in `slot`. */
static gboolean
check_barn_corner (const BastideState *state,
                   guint               slot,
                   guint               corner,
                   GError            **error)
{
  const BastidePlacedTile *tile = &state->tiles[slot];
  int cx[4], cy[4];
  guint cc[4];
  const BastideCellDef *cell;
  int feature;

  bastide_corner_cells (tile->x, tile->y, corner, cx, cy, cc);
  for (guint i = 1; i < 4; i++)
    if (slot_at (state, cx[i], cy[i]) < 0)
      {
        bastide_refuse (error, BASTIDE_RULE_ERROR_DEPLOY,
                     _("a cell at the barn corner is empty: (%d, %d)"), cx[i], cy[i]);
        return FALSE;
      }
  for (guint i = 0; i < 4; i++)
    {
      cell = bastide_state_cell_at (state, cx[i], cy[i], NULL);
      if (!(cell->field_corners & (1 << cc[i])))
        {
          bastide_refuse (error, BASTIDE_RULE_ERROR_DEPLOY,
                       _("the corner is not all field: the tile at (%d, %d) shows something else there"),
                       cx[i], cy[i]);
          return FALSE;
        }
    }
  cell = slot_cell (state, slot, tile->x, tile->y);
  feature = cell->port_feature[2 * corner + 1];
  if (state->nodes[find_root (state, tile->first_node + feature)].barns > 0)
    {
      bastide_refuse_literal (error, BASTIDE_RULE_ERROR_DEPLOY,
                           _("the field already holds a barn"));
      return FALSE;
    }
  return TRUE;
}

static guint
barn_corner_node (const BastideState *state,
                  guint               slot,
                  guint               corner)
{
  const BastidePlacedTile *tile = &state->tiles[slot];
  const BastideCellDef *cell = slot_cell (state, slot, tile->x, tile->y);

  return tile->first_node + cell->port_feature[2 * corner + 1];
}

static gboolean
check_piece_in_play (const BastideState *state,
                     BastidePieceKind    kind,
                     GError            **error)
{
  if ((kind == BASTIDE_PIECE_ABBOT && !has_expansion (state, BASTIDE_EXPANSION_ABBOT))
      || ((kind == BASTIDE_PIECE_MAYOR || kind == BASTIDE_PIECE_WAGON || kind == BASTIDE_PIECE_BARN)
          && !has_expansion (state, BASTIDE_EXPANSION_ABBEY_MAYOR)))
    {
      bastide_refuse (error, BASTIDE_RULE_ERROR_DEPLOY,
                   _("the %s is not in play in this game"),
                   kind == BASTIDE_PIECE_ABBOT ? _("abbot")
                   : kind == BASTIDE_PIECE_MAYOR ? _("mayor")
                   : kind == BASTIDE_PIECE_WAGON ? _("wagon") : _("barn"));
      return FALSE;
    }
  return TRUE;
}

/* What may stand where: the deploy rules without supply or occupancy. */
static gboolean
check_piece_on_feature (const BastideState *state,
                        BastidePieceKind    kind,
                        BastideFeatureKind  feature,
                        GError            **error)
{
  gboolean abbot = has_expansion (state, BASTIDE_EXPANSION_ABBOT);

  if (!check_piece_in_play (state, kind, error))
    return FALSE;

  if (feature == BASTIDE_FEATURE_RIVER)
    {
      bastide_refuse_literal (error, BASTIDE_RULE_ERROR_DEPLOY,
                           _("the river is not a feature: no piece may stand on it"));
      return FALSE;
    }
  if (feature == BASTIDE_FEATURE_GARDEN && !abbot)
    {
      bastide_refuse_literal (error, BASTIDE_RULE_ERROR_DEPLOY,
                           _("the garden is decoration without the abbot: no piece may stand on it"));
      return FALSE;
    }

  switch (kind)
    {
    case BASTIDE_PIECE_MEEPLE:
      if (feature == BASTIDE_FEATURE_GARDEN)
        {
          bastide_refuse_literal (error, BASTIDE_RULE_ERROR_DEPLOY,
                               _("only the abbot may stand on a garden"));
          return FALSE;
        }
      return TRUE;
    case BASTIDE_PIECE_ABBOT:
      if (feature != BASTIDE_FEATURE_CLOISTER && feature != BASTIDE_FEATURE_GARDEN)
        {
          bastide_refuse (error, BASTIDE_RULE_ERROR_DEPLOY,
                       _("the abbot may not stand on a %s: only on a cloister or a garden"),
                       bastide_feature_kind_label (feature));
          return FALSE;
        }
      return TRUE;
    case BASTIDE_PIECE_MAYOR:
      if (feature != BASTIDE_FEATURE_CITY)
        {
          bastide_refuse (error, BASTIDE_RULE_ERROR_DEPLOY,
                       _("the mayor may not stand on a %s: only in a city"),
                       bastide_feature_kind_label (feature));
          return FALSE;
        }
      return TRUE;
    case BASTIDE_PIECE_WAGON:
      if (feature != BASTIDE_FEATURE_CITY && feature != BASTIDE_FEATURE_ROAD
          && feature != BASTIDE_FEATURE_CLOISTER)
        {
          bastide_refuse (error, BASTIDE_RULE_ERROR_DEPLOY,
                       _("the wagon may not stand on a %s: only on a road, in a city or in a cloister"),
                       bastide_feature_kind_label (feature));
          return FALSE;
        }
      return TRUE;
    case BASTIDE_PIECE_BARN:
      bastide_refuse_literal (error, BASTIDE_RULE_ERROR_DEPLOY,
                           _("a barn stands on a corner, not on a feature"));
      return FALSE;
    case BASTIDE_N_PIECE_KINDS:
    default:
      g_assert_not_reached ();
    }
}

static void
take_from_supply (BastideState     *state,
                  guint             player,
                  BastidePieceKind  kind)
{
  if (kind == BASTIDE_PIECE_MEEPLE)
    state->players[player].meeples--;
  else
    state->players[player].specials &= ~BASTIDE_SPECIAL_BIT (kind);
}

static void
add_piece (BastideState     *state,
           guint             player,
           BastidePieceKind  kind,
           guint             node,
           int               corner,
           int               crown)
{
  BastidePiece *piece = &state->pieces[state->n_pieces++];

  g_assert (state->n_pieces <= BASTIDE_MAX_PIECES);
  piece->owner = player;
  piece->kind = kind;
  piece->node = node;
  piece->corner = corner;
  piece->crown = crown;
  take_from_supply (state, player, kind);
  if (node != BASTIDE_NODE_NONE)
    {
      guint root = compress_root (state, node);

      if (kind == BASTIDE_PIECE_BARN)
        state->nodes[root].barns++;
      else
        state->nodes[root].pieces++;
    }
  else
    {
      gint8 *space = state->crowns[crown];

      space[space[0] < 0 ? 0 : 1] = player;
    }
}

/* Returns piece `index` to its owner's supply. */
void
bastide_state_remove_piece (BastideState *state,
                            guint         index)
{
  BastidePiece *piece = &state->pieces[index];
  BastidePlayer *owner = &state->players[piece->owner];

  if (piece->node != BASTIDE_NODE_NONE)
    {
      guint root = compress_root (state, piece->node);

      if (piece->kind == BASTIDE_PIECE_BARN)
        state->nodes[root].barns--;
      else
        state->nodes[root].pieces--;
    }
  else
    {
      gint8 *space = state->crowns[piece->crown];

      if (space[1] == piece->owner)
        space[1] = -1;
      else
        {
          space[0] = space[1];
          space[1] = -1;
        }
    }
  if (piece->kind == BASTIDE_PIECE_MEEPLE)
    owner->meeples++;
  else
    owner->specials |= BASTIDE_SPECIAL_BIT (piece->kind);
  *piece = state->pieces[--state->n_pieces];
}

static guint
crown_spaces (guint sector)
{
  return sector % 2 == 0 ? 1 : 2;
}

static gboolean
check_crown (const BastideState *state,
             int                 crown,
             GError            **error)
{
  if (state->rules.game != BASTIDE_GAME_WHEEL_OF_FORTUNE)
    {
      bastide_refuse_literal (error, BASTIDE_RULE_ERROR_DEPLOY,
                           _("there are crown spaces only in Wheel of Fortune"));
      return FALSE;
    }
  if (crown < 0 || crown >= BASTIDE_N_SECTORS)
    {
      bastide_refuse_literal (error, BASTIDE_RULE_ERROR_DEPLOY,
                           _("there is no such sector on the wheel"));
      return FALSE;
    }
  if (state->crowns[crown][crown_spaces (crown) - 1] >= 0)
    {
      bastide_refuse_literal (error, BASTIDE_RULE_ERROR_DEPLOY,
                           _("no free crown space on the sector"));
      return FALSE;
    }
  return TRUE;
}

gboolean
bastide_state_put_piece (BastideState      *state,
                         guint              player,
                         BastidePieceKind   kind,
                         int                x,
                         int                y,
                         int                feature,
                         int                corner,
                         int                crown,
                         GError           **error)
{
  int slot;
  guint node = BASTIDE_NODE_NONE;

  if (player >= state->rules.n_players)
    {
      bastide_refuse (error, BASTIDE_RULE_ERROR_DEPLOY,
                   _("there is no player %u in this game"), player);
      return FALSE;
    }
  if (!check_piece_in_play (state, kind, error))
    return FALSE;
  if (bastide_state_pieces_in_supply (state, player, kind) == 0)
    {
      bastide_refuse (error, BASTIDE_RULE_ERROR_DEPLOY,
                   _("player %u has no such piece left"), player);
      return FALSE;
    }

  if (crown >= 0)
    {
      if (kind != BASTIDE_PIECE_MEEPLE)
        {
          bastide_refuse_literal (error, BASTIDE_RULE_ERROR_DEPLOY,
                               _("only a follower may stand on a crown space"));
          return FALSE;
        }
      if (!check_crown (state, crown, error))
        return FALSE;
      add_piece (state, player, kind, BASTIDE_NODE_NONE, -1, crown);
      return TRUE;
    }

  slot = slot_at (state, x, y);
  if (slot < 0)
    {
      bastide_refuse (error, BASTIDE_RULE_ERROR_DEPLOY,
                   _("there is no tile at (%d, %d)"), x, y);
      return FALSE;
    }

  if (kind == BASTIDE_PIECE_BARN)
    {
      if (!has_expansion (state, BASTIDE_EXPANSION_ABBEY_MAYOR))
        return check_piece_on_feature (state, kind, BASTIDE_FEATURE_FIELD, error);
      if (corner < 0 || slot_type (state, slot)->n_cells > 1)
        {
          bastide_refuse_literal (error, BASTIDE_RULE_ERROR_DEPLOY,
                               _("a barn needs a corner"));
          return FALSE;
        }
      if (!check_barn_corner (state, slot, corner, error))
        return FALSE;
      node = barn_corner_node (state, slot, corner);
      if (state->nodes[find_root (state, node)].pieces > 0)
        {
          bastide_refuse_literal (error, BASTIDE_RULE_ERROR_DEPLOY,
                               _("no farmer may stand on a field with a barn"));
          return FALSE;
        }
      add_piece (state, player, kind, node, corner, -1);
      return TRUE;
    }

  if (feature < 0 || feature >= slot_type (state, slot)->n_features)
    {
      bastide_refuse_literal (error, BASTIDE_RULE_ERROR_DEPLOY,
                           _("the tile has no such feature"));
      return FALSE;
    }
  node = state->tiles[slot].first_node + feature;
  if (!check_piece_on_feature (state, kind, state->nodes[node].kind, error))
    return FALSE;
  if (state->nodes[node].kind == BASTIDE_FEATURE_FIELD
      && state->nodes[find_root (state, node)].barns > 0)
    {
      bastide_refuse_literal (error, BASTIDE_RULE_ERROR_DEPLOY,
                           _("no farmer may stand on a field with a barn"));
      return FALSE;
    }
  add_piece (state, player, kind, node, -1, -1);
  return TRUE;
}

static void
shuffle (BastideRng *rng,
         guint8     *items,
         guint       n)
{
  for (guint i = n; i > 1; i--)
    {
      guint j = bastide_rng_below (rng, i);
      guint8 t = items[i - 1];

      items[i - 1] = items[j];
      items[j] = t;
    }
}

/* The pile holds every tile of the game not on the board, shuffled; river
 * tiles lie on top, the lake under them, the spring (if not placed) first. */
void
bastide_state_fill_pile (BastideState *state,
                         guint64       seed)
{
  const BastideCatalogue *cat = bastide_catalogue ();
  guint8 normal[BASTIDE_MAX_TILES], river[BASTIDE_MAX_TILES];
  guint n_normal = 0, n_river = 0;
  int lake = -1, spring = -1;

  bastide_rng_seed (&state->rng, seed);
  for (guint t = 0; t < cat->n_types; t++)
    {
      const BastideTileType *type = &cat->types[t];
      int left = bastide_state_available_copies (state, t);

      if (type->is_abbey || type->is_wheel_board)
        continue;
      for (guint s = 0; s < state->n_tiles; s++)
        if (state->tiles[s].type == t)
          left--;
      for (int i = 0; i < left; i++)
        {
          if (type->is_lake)
            lake = t;
          else if (type->is_spring)
            spring = t;
          else if (type->set == BASTIDE_SET_RIVER)
            river[n_river++] = t;
          else
            normal[n_normal++] = t;
        }
    }

  shuffle (&state->rng, normal, n_normal);
  shuffle (&state->rng, river, n_river);
  state->pile_len = 0;
  memcpy (state->pile, normal, n_normal);
  state->pile_len = n_normal;
  if (lake >= 0)
    state->pile[state->pile_len++] = lake;
  memcpy (state->pile + state->pile_len, river, n_river);
  state->pile_len += n_river;
  if (spring >= 0)
    state->pile[state->pile_len++] = spring;
  state->river_pending = n_river + (lake >= 0) + (spring >= 0);
  state->pile_fixed = FALSE;
}

gboolean
bastide_state_set_pile (BastideState  *state,
                        const guint8  *types,
                        guint          n_types,
                        GError       **error)
{
  if (n_types > BASTIDE_MAX_TILES)
    {
      bastide_refuse (error, BASTIDE_RULE_ERROR_DRAW,
                   _("the pile may hold at most %d tiles"), BASTIDE_MAX_TILES);
      return FALSE;
    }
  /* Top first in the record, top last here. */
  for (guint i = 0; i < n_types; i++)
    state->pile[n_types - 1 - i] = types[i];
  state->pile_len = n_types;
  state->pile_fixed = TRUE;
  state->river_pending = 0;
  return TRUE;
}

/* Follows the river of a board set up by hand from the spring to its open
 * end, so the last curve is known as if the river had been laid in play. */
static void
rescan_river (BastideState *state)
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

static void end_of_tiles (BastideState *state,
                          guint         last_player);

/* Play starts: called once the board, pieces and pile are set. */
void
bastide_state_begin (BastideState *state)
{
  rescan_river (state);
  state->phase = BASTIDE_PHASE_DRAW;
  if (state->pile_len == 0)
    end_of_tiles (state, (state->to_move + state->rules.n_players - 1) % state->rules.n_players);
}

gboolean
bastide_state_init_standard (BastideState        *state,
                             const BastideRules  *rules,
                             guint64              seed,
                             GError             **error)
{
  int start = -1;

  bastide_state_init_empty (state, rules);
  if (rules->game == BASTIDE_GAME_WHEEL_OF_FORTUNE)
    start = bastide_catalogue_lookup ("WHEEL", BASTIDE_SET_WHEEL_OF_FORTUNE);
  else if (rules->expansions & BASTIDE_EXPANSION_RIVER)
    start = bastide_catalogue_lookup ("RA", BASTIDE_SET_RIVER);
  else
    start = bastide_catalogue_lookup ("D", BASTIDE_SET_BASE);
  if (!bastide_state_put_tile (state, start, 0, 0, 0, error))
    return FALSE;
  bastide_state_fill_pile (state, seed);
  bastide_state_begin (state);
  return TRUE;
}

/* Placement */

static gboolean
check_river (const BastideState *state,
             const BastideCellDef *cell,
             int                 x,
             int                 y,
             GError            **error)
{
  guint in, out = 4, heading;
  int turn;

  if (!state->river_open || x != state->river_x || y != state->river_y
      || !(cell->river_sides & (1 << state->river_side)))
    {
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
  heading = (in + 2) % 4;
  turn = out == heading ? 0 : out == (heading + 1) % 4 ? 1 : -1;
  if (turn != 0 && turn == state->river_turn)
    {
      bastide_refuse_literal (error, BASTIDE_RULE_ERROR_PLACEMENT,
                           state->rules.river_immediate_only
                           ? _("the river may not turn the same way twice in a row")
                           : _("the river may not turn the same way twice: after a curve one way the next curve must turn the other way"));
      return FALSE;
    }
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
  const BastideTileType *type = &bastide_types[type_index];
  const BastideCellDef *cell;
  guint touches;
  int f;

  if (rot > 3)
    {
      bastide_refuse_literal (error, BASTIDE_RULE_ERROR_PLACEMENT,
                           _("a rotation is 0, 90, 180 or 270 degrees"));
      return FALSE;
    }
  cell = &type->cells[rot];

  /* A frontier cell knows what its neighbours demand; the slow path below
   * only runs to explain a refusal. */
  f = frontier_find (state, x, y);
  if (f >= 0 && (cell->signature & state->frontier[f].mask) == state->frontier[f].required
      && within_span (state, x, y, 1))
    return cell->river_sides == 0 || check_river (state, cell, x, y, error);

  if (!within_span (state, x, y, 1))
    {
      if (state->n_tiles > 0 && frontier_find (state, x, y) < 0 && slot_at (state, x, y) < 0)
        bastide_refuse_literal (error, BASTIDE_RULE_ERROR_PLACEMENT,
                             _("the tile touches no placed tile"));
      else
        bastide_refuse (error, BASTIDE_RULE_ERROR_PLACEMENT,
                     _("the board may not be more than %d cells wide or high"),
                     BASTIDE_MAX_BOARD_SPAN);
      return FALSE;
    }
  if (!check_edges (state, type_index, x, y, rot, &touches, error))
    return FALSE;
  if (touches == 0 && state->n_tiles > 0)
    {
      bastide_refuse_literal (error, BASTIDE_RULE_ERROR_PLACEMENT,
                           _("the tile touches no placed tile"));
      return FALSE;
    }
  if (cell->river_sides != 0 && state->n_tiles > 0 && !check_river (state, cell, x, y, error))
    return FALSE;
  return TRUE;
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

  /* Cells at the edge of the allowed span drop out (see within_span). */
  if (G_UNLIKELY (state->max_x - state->min_x >= BASTIDE_MAX_BOARD_SPAN - 1
                  || state->max_y - state->min_y >= BASTIDE_MAX_BOARD_SPAN - 1))
    {
      guint kept = 0;

      for (guint i = 0; i < n; i++)
        if (within_span (state, out[i].x, out[i].y, 1))
          out[kept++] = out[i];
      n = kept;
    }
  return n;
}

/* Drawing */

static gboolean
check_phase (const BastideState *state,
             BastidePhase        phase,
             GError            **error)
{
  if (state->phase == phase)
    return TRUE;
  if (state->phase == BASTIDE_PHASE_OVER)
    bastide_refuse_literal (error, BASTIDE_RULE_ERROR_GAME_OVER,
                         _("the game is over"));
  else if (state->phase == BASTIDE_PHASE_ABBEY_ROUND)
    bastide_refuse_literal (error, BASTIDE_RULE_ERROR_PHASE,
                         _("the tiles are all drawn: only abbey turns or passes remain"));
  else
    bastide_refuse_literal (error, BASTIDE_RULE_ERROR_PHASE,
                         _("that is not possible at this point of the turn"));
  return FALSE;
}

gboolean
bastide_state_has_land_follower (const BastideState *state,
                                 guint               player)
{
  for (guint i = 0; i < state->n_pieces; i++)
    if (state->pieces[i].owner == player && state->pieces[i].crown < 0
        && state->pieces[i].kind != BASTIDE_PIECE_BARN)
      return TRUE;
  return FALSE;
}

gboolean
bastide_state_plague_needed (const BastideState *state)
{
  for (guint p = 0; p < state->rules.n_players; p++)
    if (bastide_state_has_land_follower (state, p))
      return TRUE;
  return FALSE;
}

gboolean
bastide_state_draw (BastideState   *state,
                    int             type,
                    BastideEvents  *events,
                    GError        **error)
{
  int top, index = -1;
  guint lowest;

  if (!check_phase (state, BASTIDE_PHASE_DRAW, error))
    return FALSE;
  g_assert (state->pile_len > 0);
  top = state->pile[state->pile_len - 1];

  if (type < 0 || type == top)
    index = state->pile_len - 1;
  else if (state->pile_fixed)
    {
      bastide_refuse (error, BASTIDE_RULE_ERROR_DRAW,
                   _("the tile %s is not the top of the pile: %s is"),
                   bastide_types[type].id, bastide_types[top].id);
      return FALSE;
    }
  else
    {
      lowest = state->river_pending > 0 ? state->pile_len - state->river_pending : 0;
      for (guint i = lowest; i < state->pile_len; i++)
        if (state->pile[i] == type)
          index = i;
      if (index < 0)
        {
          gboolean later = FALSE;

          for (guint i = 0; i < lowest; i++)
            later |= state->pile[i] == type;
          if (later)
            bastide_refuse (error, BASTIDE_RULE_ERROR_DRAW,
                         _("river tiles are drawn first: %s comes after the river"),
                         bastide_types[type].id);
          else
            bastide_refuse (error, BASTIDE_RULE_ERROR_DRAW,
                         _("the tile %s is not among the tiles left to draw"),
                         bastide_types[type].id);
          return FALSE;
        }
      if (bastide_types[type].is_lake && state->river_pending > 1)
        {
          bastide_refuse_literal (error, BASTIDE_RULE_ERROR_DRAW,
                               _("the lake is drawn last, after the other river tiles"));
          return FALSE;
        }
    }

  type = state->pile[index];
  state->pile[index] = state->pile[state->pile_len - 1];
  state->pile_len--;
  if (state->river_pending > 0)
    state->river_pending--;
  state->in_hand = type;
  state->phase = BASTIDE_PHASE_PLACE;
  state->plague_step = 0;

  if (bastide_types[type].wheel > 0)
    bastide_wheel_turn (state, bastide_types[type].wheel, events);
  return TRUE;
}

gboolean
bastide_state_place (BastideState   *state,
                     int             x,
                     int             y,
                     guint           rot,
                     BastideEvents  *events,
                     GError        **error)
{
  if (!check_phase (state, BASTIDE_PHASE_PLACE, error))
    return FALSE;
  if (!bastide_state_check_placement (state, state->in_hand, x, y, rot, error))
    return FALSE;
  state->last_tile = add_tile (state, state->in_hand, x, y, rot);
  state->in_hand = BASTIDE_TILE_NONE;
  state->active = state->to_move;
  state->phase = BASTIDE_PHASE_DEPLOY;
  return TRUE;
}

gboolean
bastide_state_discard (BastideState  *state,
                       GError       **error)
{
  BastidePlacement placements[BASTIDE_MAX_PLACEMENTS];

  if (!check_phase (state, BASTIDE_PHASE_PLACE, error))
    return FALSE;
  if (bastide_state_list_placements (state, state->in_hand, placements) > 0)
    {
      bastide_refuse (error, BASTIDE_RULE_ERROR_DISCARD,
                   _("the tile fits somewhere and may not be discarded: for example at (%d, %d), turned %u°"),
                   placements[0].x, placements[0].y, placements[0].rot * 90);
      return FALSE;
    }
  state->in_hand = BASTIDE_TILE_NONE;
  state->phase = BASTIDE_PHASE_DRAW;
  if (state->pile_len == 0)
    end_of_tiles (state, state->to_move);
  return TRUE;
}

static int
abbey_type (void)
{
  static int abbey = -1;

  if (abbey < 0)
    abbey = bastide_catalogue_lookup ("ABBEY", BASTIDE_SET_ABBEY_MAYOR);
  return abbey;
}

gboolean
bastide_state_has_abbey_hole (const BastideState *state)
{
  for (guint i = 0; i < state->n_frontier; i++)
    if (state->frontier[i].sides == 0xf)
      return TRUE;
  return FALSE;
}

gboolean
bastide_state_play_abbey (BastideState   *state,
                          int             x,
                          int             y,
                          BastideEvents  *events G_GNUC_UNUSED,
                          GError        **error)
{
  int f;

  if (!has_expansion (state, BASTIDE_EXPANSION_ABBEY_MAYOR))
    {
      bastide_refuse_literal (error, BASTIDE_RULE_ERROR_ABBEY,
                           _("the abbey is not in play in this game"));
      return FALSE;
    }
  if (state->phase != BASTIDE_PHASE_ABBEY_ROUND && !check_phase (state, BASTIDE_PHASE_DRAW, error))
    return FALSE;
  if (!state->players[state->to_move].abbey)
    {
      bastide_refuse_literal (error, BASTIDE_RULE_ERROR_ABBEY,
                           _("the player has no abbey left"));
      return FALSE;
    }
  f = frontier_find (state, x, y);
  if (f < 0 || state->frontier[f].sides != 0xf)
    {
      bastide_refuse (error, BASTIDE_RULE_ERROR_ABBEY,
                   slot_at (state, x, y) >= 0
                   ? _("the cell (%d, %d) is already occupied")
                   : _("the abbey needs tiles on all four sides of (%d, %d)"), x, y);
      return FALSE;
    }
  if (!within_span (state, x, y, 1))
    {
      bastide_refuse (error, BASTIDE_RULE_ERROR_PLACEMENT,
                   _("the board may not be more than %d cells wide or high"),
                   BASTIDE_MAX_BOARD_SPAN);
      return FALSE;
    }
  state->players[state->to_move].abbey = FALSE;
  state->last_tile = add_tile (state, abbey_type (), x, y, 0);
  state->active = state->to_move;
  state->phase = BASTIDE_PHASE_DEPLOY;
  return TRUE;
}

/* Deploying */

static gboolean
check_supply (const BastideState *state,
              BastidePieceKind    kind,
              GError            **error)
{
  if (bastide_state_pieces_in_supply (state, state->to_move, kind) > 0)
    return TRUE;
  if (kind == BASTIDE_PIECE_MEEPLE)
    bastide_refuse_literal (error, BASTIDE_RULE_ERROR_DEPLOY,
                         _("no meeple left in supply"));
  else
    bastide_refuse (error, BASTIDE_RULE_ERROR_DEPLOY,
                 _("the %s is not in the player's supply"),
                 kind == BASTIDE_PIECE_ABBOT ? _("abbot")
                 : kind == BASTIDE_PIECE_MAYOR ? _("mayor")
                 : kind == BASTIDE_PIECE_WAGON ? _("wagon") : _("barn"));
  return FALSE;
}

gboolean
bastide_state_check_deploy (const BastideState  *state,
                            const BastideDeploy *deploy,
                            GError             **error)
{
  guint slot = state->last_tile;
  const BastideTileType *type;
  guint node, root;

  if (!check_phase (state, BASTIDE_PHASE_DEPLOY, error))
    return FALSE;
  type = slot_type (state, slot);

  if (deploy->piece >= BASTIDE_N_PIECE_KINDS)
    {
      bastide_refuse_literal (error, BASTIDE_RULE_ERROR_DEPLOY,
                           _("there is no such piece"));
      return FALSE;
    }

  if (deploy->crown >= 0)
    {
      if (deploy->piece != BASTIDE_PIECE_MEEPLE)
        {
          bastide_refuse_literal (error, BASTIDE_RULE_ERROR_DEPLOY,
                               _("only a follower may stand on a crown space"));
          return FALSE;
        }
      return check_crown (state, deploy->crown, error) && check_supply (state, deploy->piece, error);
    }

  if (deploy->piece == BASTIDE_PIECE_BARN)
    {
      if (!has_expansion (state, BASTIDE_EXPANSION_ABBEY_MAYOR))
        return check_piece_on_feature (state, deploy->piece, BASTIDE_FEATURE_FIELD, error);
      if (deploy->corner < 0 || deploy->corner > 3 || type->n_cells > 1 || type->is_abbey)
        {
          bastide_refuse_literal (error, BASTIDE_RULE_ERROR_DEPLOY,
                               _("a barn goes on a corner of the tile just placed"));
          return FALSE;
        }
      return check_supply (state, deploy->piece, error)
             && check_barn_corner (state, slot, deploy->corner, error);
    }

  if (deploy->feature < 0 || deploy->feature >= type->n_features)
    {
      bastide_refuse (error, BASTIDE_RULE_ERROR_DEPLOY,
                   _("the tile %s has no such feature"), type->id);
      return FALSE;
    }
  node = state->tiles[slot].first_node + deploy->feature;
  if (!check_piece_on_feature (state, deploy->piece, state->nodes[node].kind, error))
    return FALSE;
  if (deploy->piece == BASTIDE_PIECE_MAYOR && type->is_abbey)
    {
      bastide_refuse_literal (error, BASTIDE_RULE_ERROR_DEPLOY,
                           _("the mayor may not stand on a cloister: only in a city"));
      return FALSE;
    }
  if (!check_supply (state, deploy->piece, error))
    return FALSE;
  root = find_root (state, node);
  if (state->nodes[root].pieces > 0)
    {
      bastide_refuse (error, BASTIDE_RULE_ERROR_DEPLOY,
                   _("the %s already holds a piece"),
                   bastide_feature_kind_label (state->nodes[node].kind));
      return FALSE;
    }
  if (state->nodes[node].kind == BASTIDE_FEATURE_FIELD && state->nodes[root].barns > 0)
    {
      bastide_refuse_literal (error, BASTIDE_RULE_ERROR_DEPLOY,
                           _("no farmer may stand on a field with a barn"));
      return FALSE;
    }
  return TRUE;
}

static gboolean
has_piece (const BastidePlayer *player,
           BastidePieceKind     kind)
{
  return kind == BASTIDE_PIECE_MEEPLE ? player->meeples > 0
                                      : (player->specials & BASTIDE_SPECIAL_BIT (kind)) != 0;
}

/* The same answers as bastide_state_check_deploy, feature by feature,
 * without building refusals: the AI and self-play call this every turn. */
guint
bastide_state_list_deploys (const BastideState *state,
                            BastideDeploy      *out)
{
  const BastideTileType *type;
  const BastidePlayer *player;
  const BastidePlacedTile *tile;
  gboolean abbot, abbey_mayor;
  guint n = 0;

  if (state->phase != BASTIDE_PHASE_DEPLOY)
    return 0;
  tile = &state->tiles[state->last_tile];
  type = &bastide_types[tile->type];
  player = &state->players[state->to_move];
  abbot = has_expansion (state, BASTIDE_EXPANSION_ABBOT);
  abbey_mayor = has_expansion (state, BASTIDE_EXPANSION_ABBEY_MAYOR);

  for (guint i = 0; i < type->n_features; i++)
    {
      guint root = find_root (state, tile->first_node + i);
      const BastideNode *node = &state->nodes[root];
      BastidePieceKind allowed[3];
      guint n_allowed = 0;

      if (node->pieces > 0 || (node->kind == BASTIDE_FEATURE_FIELD && node->barns > 0))
        continue;
      switch ((BastideFeatureKind) node->kind)
        {
        case BASTIDE_FEATURE_CITY:
          allowed[n_allowed++] = BASTIDE_PIECE_MEEPLE;
          if (abbey_mayor)
            allowed[n_allowed++] = BASTIDE_PIECE_MAYOR;
          if (abbey_mayor)
            allowed[n_allowed++] = BASTIDE_PIECE_WAGON;
          break;
        case BASTIDE_FEATURE_ROAD:
          allowed[n_allowed++] = BASTIDE_PIECE_MEEPLE;
          if (abbey_mayor)
            allowed[n_allowed++] = BASTIDE_PIECE_WAGON;
          break;
        case BASTIDE_FEATURE_FIELD:
          allowed[n_allowed++] = BASTIDE_PIECE_MEEPLE;
          break;
        case BASTIDE_FEATURE_CLOISTER:
          allowed[n_allowed++] = BASTIDE_PIECE_MEEPLE;
          if (abbot)
            allowed[n_allowed++] = BASTIDE_PIECE_ABBOT;
          if (abbey_mayor)
            allowed[n_allowed++] = BASTIDE_PIECE_WAGON;
          break;
        case BASTIDE_FEATURE_GARDEN:
          if (abbot)
            allowed[n_allowed++] = BASTIDE_PIECE_ABBOT;
          break;
        case BASTIDE_FEATURE_RIVER:
        case BASTIDE_N_FEATURE_KINDS:
        default:
          break;
        }
      for (guint k = 0; k < n_allowed; k++)
        if (has_piece (player, allowed[k]))
          out[n++] = (BastideDeploy) { allowed[k], i, -1, -1 };
    }

  if (abbey_mayor && has_piece (player, BASTIDE_PIECE_BARN) && type->n_cells == 1 && !type->is_abbey)
    {
      guint corners = type->cells[tile->rot].field_corners;

      for (guint c = 0; c < 4; c++)
        if ((corners & (1 << c)) && check_barn_corner (state, state->last_tile, c, NULL))
          out[n++] = (BastideDeploy) { BASTIDE_PIECE_BARN, -1, c, -1 };
    }

  if (state->rules.game == BASTIDE_GAME_WHEEL_OF_FORTUNE && player->meeples > 0)
    for (guint s = 0; s < BASTIDE_N_SECTORS; s++)
      if (check_crown (state, s, NULL))
        out[n++] = (BastideDeploy) { BASTIDE_PIECE_MEEPLE, -1, -1, s };

  g_assert (n <= BASTIDE_MAX_DEPLOYS);
  return n;
}

/* Scoring */

static BastideCategory
category_of (BastideFeatureKind kind)
{
  switch (kind)
    {
    case BASTIDE_FEATURE_CITY: return BASTIDE_CATEGORY_CITY;
    case BASTIDE_FEATURE_ROAD: return BASTIDE_CATEGORY_ROAD;
    case BASTIDE_FEATURE_FIELD: return BASTIDE_CATEGORY_FIELD;
    case BASTIDE_FEATURE_GARDEN: return BASTIDE_CATEGORY_ABBOT;
    case BASTIDE_FEATURE_CLOISTER:
    case BASTIDE_FEATURE_RIVER:
    case BASTIDE_N_FEATURE_KINDS:
    default:
      return BASTIDE_CATEGORY_CLOISTER;
    }
}

/* Weight of each player's pieces on a feature (a mayor weighs the city's
 * shields); returns the highest weight. */
static guint
weigh_pieces (BastideState *state,
              guint         root,
              guint         weights[BASTIDE_MAX_PLAYERS],
              gboolean     *abbot)
{
  guint best = 0;

  memset (weights, 0, sizeof (guint) * BASTIDE_MAX_PLAYERS);
  *abbot = FALSE;
  for (guint i = 0; i < state->n_pieces; i++)
    {
      const BastidePiece *piece = &state->pieces[i];

      if (piece->node == BASTIDE_NODE_NONE || piece->kind == BASTIDE_PIECE_BARN
          || compress_root (state, piece->node) != root)
        continue;
      weights[piece->owner] += piece->kind == BASTIDE_PIECE_MAYOR ? state->nodes[root].shields : 1;
      best = MAX (best, weights[piece->owner]);
      *abbot |= piece->kind == BASTIDE_PIECE_ABBOT;
    }
  return best;
}

static void
return_pieces (BastideState *state,
               guint         root,
               gboolean      remember_wagons)
{
  for (guint i = state->n_pieces; i-- > 0;)
    {
      const BastidePiece *piece = &state->pieces[i];

      if (piece->node == BASTIDE_NODE_NONE || piece->kind == BASTIDE_PIECE_BARN
          || compress_root (state, piece->node) != root)
        continue;
      if (remember_wagons && piece->kind == BASTIDE_PIECE_WAGON)
        {
          guint w = state->n_wagons++;

          state->wagon_owner[w] = piece->owner;
          state->wagon_from[w] = root;
          state->wagon_tile[w] = state->nodes[piece->node].tile;
        }
      bastide_state_remove_piece (state, i);
    }
}

/* Scores a road, city, cloister or garden for its majority. */
static void
score_feature (BastideState   *state,
               guint           root,
               gboolean        complete,
               BastideEvents  *events)
{
  guint weights[BASTIDE_MAX_PLAYERS];
  BastideScoreEvent event;
  gboolean abbot;
  guint best = weigh_pieces (state, root, weights, &abbot);
  BastideFeatureKind kind = state->nodes[root].kind;
  guint value;

  score_event_init (&event, complete ? BASTIDE_SCORE_COMPLETED : BASTIDE_SCORE_FINAL,
                    abbot ? BASTIDE_CATEGORY_ABBOT : category_of (kind));
  event.kind = kind;
  event.node = root;
  event.shields = state->nodes[root].shields;

  if (kind == BASTIDE_FEATURE_CLOISTER || kind == BASTIDE_FEATURE_GARDEN)
    {
      int x, y;

      node_position (state, root, &x, &y);
      event.tiles = 1 + bastide_state_count_neighbours (state, x, y);
      value = complete ? 9 : event.tiles;
    }
  else
    {
      event.tiles = bastide_state_feature_tiles (state, root);
      if (kind == BASTIDE_FEATURE_CITY)
        value = (complete ? 2 : 1) * (event.tiles + event.shields);
      else
        value = event.tiles;
    }

  if (best > 0)
    for (guint p = 0; p < state->rules.n_players; p++)
      if (weights[p] == best)
        event.points[p] = value;
  bastide_state_award (state, &event, events);
  if (complete)
    return_pieces (state, root, TRUE);
}

/* Distinct completed cities that a field touches. */
guint
bastide_state_completed_cities (const BastideState *state,
                                guint               field_root)
{
  guint16 seen[64];
  guint n_seen = 0;
  guint count = 0;
  guint m = field_root;

  do
    {
      const BastideNode *node = &state->nodes[m];
      guint cities = node_def (state, m)->cities;

      for (guint c = 0; cities != 0; c++, cities >>= 1)
        {
          guint city;
          gboolean seen_before = FALSE;

          if (!(cities & 1))
            continue;
          city = find_root (state, state->tiles[node->tile].first_node + c);
          for (guint i = 0; i < n_seen; i++)
            seen_before |= seen[i] == city;
          if (seen_before)
            continue;
          if (n_seen < G_N_ELEMENTS (seen))
            seen[n_seen++] = city;
          if (state->nodes[city].open == 0)
            count++;
        }
      m = node->next;
    }
  while (m != field_root);
  return count;
}

/* Farmers' majority on a field scores `per_city` for each completed city;
 * with `send_home` they all go back to their owners. */
static void
score_farmers (BastideState       *state,
               guint               root,
               guint               per_city,
               BastideScoreReason  reason,
               gboolean            send_home,
               BastideEvents      *events)
{
  guint weights[BASTIDE_MAX_PLAYERS];
  BastideScoreEvent event;
  gboolean abbot;
  guint best = weigh_pieces (state, root, weights, &abbot);

  score_event_init (&event, reason, BASTIDE_CATEGORY_FIELD);
  event.kind = BASTIDE_FEATURE_FIELD;
  event.node = root;
  event.cities = bastide_state_completed_cities (state, root);
  event.tiles = bastide_state_feature_tiles (state, root);
  if (best > 0)
    for (guint p = 0; p < state->rules.n_players; p++)
      if (weights[p] == best)
        event.points[p] = per_city * event.cities;
  bastide_state_award (state, &event, events);
  if (send_home)
    return_pieces (state, root, FALSE);
}

static gboolean
root_listed (const guint16 *roots,
             guint          n,
             guint          root)
{
  for (guint i = 0; i < n; i++)
    if (roots[i] == root)
      return TRUE;
  return FALSE;
}

static gboolean
barns_on_board (const BastideState *state)
{
  for (guint p = 0; p < state->rules.n_players; p++)
    if (!(state->players[p].specials & BASTIDE_SPECIAL_BIT (BASTIDE_PIECE_BARN)))
      return TRUE;
  return FALSE;
}

/* After the tile of this turn is placed and the piece deployed: completed
 * roads and cities, surrounded cloisters and gardens, then barn fields. */
static void
score_turn (BastideState  *state,
            guint          barn_node,
            BastideEvents *events)
{
  guint slot = state->last_tile;
  const BastidePlacedTile *tile = &state->tiles[slot];
  const BastideTileType *type = slot_type (state, slot);
  const BastideCellDef *cell = slot_cell (state, slot, tile->x, tile->y);
  guint16 roots[BASTIDE_MAX_FEATURES + 4];
  guint n_roots = 0;

  state->n_wagons = 0;

  for (guint i = 0; i < type->n_features; i++)
    {
      guint root = compress_root (state, tile->first_node + i);
      BastideFeatureKind kind = state->nodes[root].kind;

      if ((kind == BASTIDE_FEATURE_CITY || kind == BASTIDE_FEATURE_ROAD)
          && !root_listed (roots, n_roots, root))
        roots[n_roots++] = root;
    }
  /* An abbey closes its neighbours' features without joining them. */
  if (type->is_abbey)
    for (guint side = 0; side < 4; side++)
      {
        int nx = tile->x + side_dx[side], ny = tile->y + side_dy[side];
        guint other;
        const BastideCellDef *theirs = bastide_state_cell_at (state, nx, ny, &other);
        int f = theirs->edge_feature[(side + 2) % 4];
        guint root;

        if (f < 0)
          continue;
        root = compress_root (state, state->tiles[other].first_node + f);
        if ((state->nodes[root].kind == BASTIDE_FEATURE_CITY
             || state->nodes[root].kind == BASTIDE_FEATURE_ROAD)
            && !root_listed (roots, n_roots, root))
          roots[n_roots++] = root;
      }

  for (guint i = 0; i < n_roots; i++)
    if (state->nodes[roots[i]].open == 0 && state->nodes[roots[i]].pieces > 0)
      score_feature (state, roots[i], TRUE, events);

  /* Cloisters and gardens in the 3×3 around the tile. */
  for (int dy = -1; dy <= 1; dy++)
    for (int dx = -1; dx <= 1; dx++)
      {
        int s = slot_at (state, tile->x + dx, tile->y + dy);
        const BastidePlacedTile *t;
        const BastideTileType *tt;

        if (s < 0)
          continue;
        t = &state->tiles[s];
        tt = slot_type (state, s);
        if (tt->n_cells > 1 || (!tt->has_cloister && !tt->has_garden))
          continue;
        if (bastide_state_count_neighbours (state, t->x, t->y) != 8)
          continue;
        if (tt->has_cloister && state->nodes[t->first_node + tt->has_cloister - 1].pieces > 0)
          score_feature (state, t->first_node + tt->has_cloister - 1, TRUE, events);
        if (tt->has_garden && state->nodes[t->first_node + tt->has_garden - 1].pieces > 0)
          score_feature (state, t->first_node + tt->has_garden - 1, TRUE, events);
      }

  /* Fields of this tile that hold both farmers and a barn: either a barn
   * was just put on a farmers' field (3 per city) or the tile joined a
   * farmers' field to a barn's (1 per city). */
  if (has_expansion (state, BASTIDE_EXPANSION_ABBEY_MAYOR) && barns_on_board (state))
    {
      guint barn_root = barn_node != BASTIDE_NODE_NONE ? compress_root (state, barn_node)
                                                       : BASTIDE_NODE_NONE;

      n_roots = 0;
      for (guint p = 0; p < 8; p++)
        {
          guint root;

          if (cell->port_feature[p] < 0)
            continue;
          root = compress_root (state, tile->first_node + cell->port_feature[p]);
          if (root_listed (roots, n_roots, root))
            continue;
          roots[n_roots++] = root;
          if (state->nodes[root].barns > 0 && state->nodes[root].pieces > 0)
            score_farmers (state, root, root == barn_root ? 3 : 1,
                           root == barn_root ? BASTIDE_SCORE_BARN_PLACED : BASTIDE_SCORE_BARN_JOINED,
                           TRUE, events);
        }
    }
}

static void finish_turn (BastideState *state);

/* `barn_node` is the field a barn was just put on, if any. */
static void
after_deploy (BastideState  *state,
              guint          barn_node,
              BastideEvents *events)
{
  score_turn (state, barn_node, events);
  if (state->n_wagons > 0)
    {
      /* Owners decide in turn order from the player who placed the tile. */
      guint n = state->rules.n_players;

      for (guint i = 1; i < state->n_wagons; i++)
        for (guint j = i; j > 0; j--)
          {
            guint a = (state->wagon_owner[j - 1] + n - state->active) % n;
            guint b = (state->wagon_owner[j] + n - state->active) % n;
            guint8 o, t;
            guint16 f;

            if (a <= b)
              break;
            o = state->wagon_owner[j]; state->wagon_owner[j] = state->wagon_owner[j - 1]; state->wagon_owner[j - 1] = o;
            f = state->wagon_from[j]; state->wagon_from[j] = state->wagon_from[j - 1]; state->wagon_from[j - 1] = f;
            t = state->wagon_tile[j]; state->wagon_tile[j] = state->wagon_tile[j - 1]; state->wagon_tile[j - 1] = t;
          }
      state->phase = BASTIDE_PHASE_WAGONS;
      return;
    }
  finish_turn (state);
}

gboolean
bastide_state_deploy (BastideState        *state,
                      const BastideDeploy *deploy,
                      BastideEvents       *events,
                      GError             **error)
{
  if (deploy != NULL)
    {
      guint node = BASTIDE_NODE_NONE;

      if (!bastide_state_check_deploy (state, deploy, error))
        return FALSE;
      if (deploy->piece == BASTIDE_PIECE_BARN)
        node = barn_corner_node (state, state->last_tile, deploy->corner);
      else if (deploy->crown < 0)
        node = state->tiles[state->last_tile].first_node + deploy->feature;
      add_piece (state, state->to_move, deploy->piece, node, deploy->corner, deploy->crown);
      after_deploy (state, deploy->piece == BASTIDE_PIECE_BARN ? node : BASTIDE_NODE_NONE, events);
      return TRUE;
    }
  if (!check_phase (state, BASTIDE_PHASE_DEPLOY, error))
    return FALSE;
  after_deploy (state, BASTIDE_NODE_NONE, events);
  return TRUE;
}

gboolean
bastide_state_recall_abbot (BastideState   *state,
                            BastideEvents  *events,
                            GError        **error)
{
  if (!check_phase (state, BASTIDE_PHASE_DEPLOY, error))
    return FALSE;
  if (!has_expansion (state, BASTIDE_EXPANSION_ABBOT))
    {
      bastide_refuse_literal (error, BASTIDE_RULE_ERROR_RECALL,
                           _("the abbot is not in play in this game"));
      return FALSE;
    }
  for (guint i = 0; i < state->n_pieces; i++)
    {
      const BastidePiece *piece = &state->pieces[i];
      guint root;
      BastideScoreEvent event;
      int x, y;

      if (piece->owner != state->to_move || piece->kind != BASTIDE_PIECE_ABBOT)
        continue;
      root = compress_root (state, piece->node);
      node_position (state, root, &x, &y);
      score_event_init (&event, BASTIDE_SCORE_RECALL, BASTIDE_CATEGORY_ABBOT);
      event.kind = state->nodes[root].kind;
      event.node = root;
      event.tiles = 1 + bastide_state_count_neighbours (state, x, y);
      event.points[piece->owner] = event.tiles;
      bastide_state_award (state, &event, events);
      bastide_state_remove_piece (state, i);
      after_deploy (state, BASTIDE_NODE_NONE, events);
      return TRUE;
    }
  bastide_refuse_literal (error, BASTIDE_RULE_ERROR_RECALL,
                       _("the player has no abbot on the table to recall"));
  return FALSE;
}

/* Wagons */

guint
bastide_state_wagon_player (const BastideState *state)
{
  g_return_val_if_fail (state->phase == BASTIDE_PHASE_WAGONS, 0);
  return state->wagon_owner[0];
}

static gboolean
wagon_target_free (const BastideState *state,
                   guint               root)
{
  BastideFeatureKind kind = state->nodes[root].kind;

  if (kind != BASTIDE_FEATURE_CITY && kind != BASTIDE_FEATURE_ROAD
      && kind != BASTIDE_FEATURE_CLOISTER)
    return FALSE;
  return state->nodes[root].pieces == 0 && !bastide_state_feature_complete (state, root);
}

/* Whether the feature `target` (a root) is linked to the scored feature
 * `from` on one of its tiles: road to the cloister it ends at, road to the
 * city its gate enters (and back), roads ending at one junction. */
static gboolean
wagon_connected (const BastideState *state,
                 guint               from,
                 guint               target)
{
  guint m = from;

  do
    {
      const BastideNode *node = &state->nodes[m];
      const BastideTileType *type = slot_type (state, node->tile);
      const BastideFeatureDef *def = &type->features[node->feature];
      guint first = state->tiles[node->tile].first_node;

      for (guint i = 0; i < type->n_features; i++)
        {
          const BastideFeatureDef *other = &type->features[i];
          gboolean linked = FALSE;

          if (i == node->feature)
            continue;
          if (def->kind == BASTIDE_FEATURE_ROAD)
            linked = (def->road_end == BASTIDE_ROAD_END_CLOISTER && other->kind == BASTIDE_FEATURE_CLOISTER)
                     || (def->road_end == BASTIDE_ROAD_END_CITY && def->gate == (int) i)
                     || (def->road_end == BASTIDE_ROAD_END_JUNCTION && other->kind == BASTIDE_FEATURE_ROAD
                         && other->road_end == BASTIDE_ROAD_END_JUNCTION);
          else if (def->kind == BASTIDE_FEATURE_CITY)
            linked = other->kind == BASTIDE_FEATURE_ROAD && other->gate == (int) node->feature;
          else if (def->kind == BASTIDE_FEATURE_CLOISTER)
            linked = other->kind == BASTIDE_FEATURE_ROAD && other->road_end == BASTIDE_ROAD_END_CLOISTER;
          if (linked && find_root (state, first + i) == target)
            return TRUE;
        }
      m = node->next;
    }
  while (m != from);
  return FALSE;
}

static gboolean
wagon_near (const BastideState *state,
            guint               wagon_tile,
            int                 x,
            int                 y)
{
  const BastidePlacedTile *tile = &state->tiles[wagon_tile];
  int w = slot_type (state, wagon_tile)->n_cells > 1 ? BASTIDE_WHEEL_SIZE : 1;

  return x >= tile->x - 1 && x <= tile->x + w && y >= tile->y - 1 && y <= tile->y + w;
}

/* A feature lies on a tile when any of its segments does. */
static gboolean
feature_near_wagon (const BastideState *state,
                    guint               root)
{
  guint m = root;

  do
    {
      const BastidePlacedTile *tile = &state->tiles[state->nodes[m].tile];

      if (wagon_near (state, state->wagon_tile[0], tile->x, tile->y))
        return TRUE;
      m = state->nodes[m].next;
    }
  while (m != root);
  return FALSE;
}

static gboolean
check_wagon_target (const BastideState *state,
                    guint               node,
                    GError            **error)
{
  guint root = find_root (state, node);
  BastideFeatureKind kind = state->nodes[root].kind;

  if (kind != BASTIDE_FEATURE_CITY && kind != BASTIDE_FEATURE_ROAD
      && kind != BASTIDE_FEATURE_CLOISTER)
    {
      bastide_refuse (error, BASTIDE_RULE_ERROR_WAGON,
                   _("the wagon may not move to a %s: only to a road, a city or a cloister"),
                   bastide_feature_kind_label (kind));
      return FALSE;
    }
  if (state->rules.wagon_adjacent_tiles)
    {
      if (!feature_near_wagon (state, root))
        {
          bastide_refuse_literal (error, BASTIDE_RULE_ERROR_WAGON,
                               _("the target is not on or next to the wagon's tile"));
          return FALSE;
        }
    }
  else if (root == find_root (state, state->wagon_from[0])
           || !wagon_connected (state, state->wagon_from[0], root))
    {
      bastide_refuse_literal (error, BASTIDE_RULE_ERROR_WAGON,
                           _("the target is not connected to the scored feature"));
      return FALSE;
    }
  if (bastide_state_feature_complete (state, root))
    {
      bastide_refuse_literal (error, BASTIDE_RULE_ERROR_WAGON,
                           _("the target is complete: a wagon moves only to an incomplete feature"));
      return FALSE;
    }
  if (state->nodes[root].pieces > 0)
    {
      bastide_refuse_literal (error, BASTIDE_RULE_ERROR_WAGON,
                           _("the target is occupied"));
      return FALSE;
    }
  return TRUE;
}

static void
next_wagon (BastideState *state)
{
  state->n_wagons--;
  memmove (state->wagon_owner, state->wagon_owner + 1, state->n_wagons);
  memmove (state->wagon_from, state->wagon_from + 1, state->n_wagons * sizeof (guint16));
  memmove (state->wagon_tile, state->wagon_tile + 1, state->n_wagons);
  if (state->n_wagons == 0)
    finish_turn (state);
}

gboolean
bastide_state_move_wagon (BastideState   *state,
                          int             x,
                          int             y,
                          int             feature,
                          BastideEvents  *events G_GNUC_UNUSED,
                          GError        **error)
{
  int slot;
  guint node;

  if (!check_phase (state, BASTIDE_PHASE_WAGONS, error))
    return FALSE;
  slot = slot_at (state, x, y);
  if (slot < 0)
    {
      bastide_refuse (error, BASTIDE_RULE_ERROR_WAGON,
                   _("there is no tile at (%d, %d)"), x, y);
      return FALSE;
    }
  if (feature < 0 || feature >= slot_type (state, slot)->n_features)
    {
      bastide_refuse (error, BASTIDE_RULE_ERROR_WAGON,
                   _("the tile at (%d, %d) has no such feature"), x, y);
      return FALSE;
    }
  node = state->tiles[slot].first_node + feature;
  if (!check_wagon_target (state, node, error))
    return FALSE;
  /* The wagon went home when its feature scored; it comes back out. */
  add_piece (state, state->wagon_owner[0], BASTIDE_PIECE_WAGON, node, -1, -1);
  next_wagon (state);
  return TRUE;
}

gboolean
bastide_state_wagon_home (BastideState   *state,
                          BastideEvents  *events G_GNUC_UNUSED,
                          GError        **error)
{
  if (!check_phase (state, BASTIDE_PHASE_WAGONS, error))
    return FALSE;
  next_wagon (state);
  return TRUE;
}

/* Nodes (one per feature) the first waiting wagon may move to. */
guint
bastide_state_list_wagon_moves (const BastideState *state,
                                guint              *nodes)
{
  guint n = 0;

  if (state->phase != BASTIDE_PHASE_WAGONS)
    return 0;
  for (guint i = 0; i < state->n_nodes; i++)
    if (state->nodes[i].parent == i && wagon_target_free (state, i)
        && check_wagon_target (state, i, NULL))
      nodes[n++] = i;
  return n;
}

/* Turn order and the end */

static void
final_scoring_and_over (BastideState *state)
{
  state->phase = BASTIDE_PHASE_OVER;
  bastide_state_final_scoring (state, NULL);
}

static guint8
abbey_holders (const BastideState *state)
{
  guint8 holders = 0;

  for (guint p = 0; p < state->rules.n_players; p++)
    if (state->players[p].abbey)
      holders |= 1 << p;
  return holders;
}

/* The next player after `after` still to answer in the abbey round. */
static gboolean
next_in_abbey_round (BastideState *state,
                     guint         after)
{
  guint n = state->rules.n_players;

  for (guint i = 1; i <= n; i++)
    {
      guint p = (after + i) % n;

      if (state->abbey_round_left & (1 << p))
        {
          state->to_move = p;
          state->phase = BASTIDE_PHASE_ABBEY_ROUND;
          return TRUE;
        }
    }
  return FALSE;
}

static void
end_of_tiles (BastideState *state,
              guint         last_player)
{
  state->abbey_round_left = abbey_holders (state);
  if (!next_in_abbey_round (state, last_player))
    final_scoring_and_over (state);
}

static void
finish_turn (BastideState *state)
{
  guint player = state->to_move;

  state->turn++;
  if (state->abbey_round_left != 0)
    {
      state->abbey_round_left &= ~(1 << player);
      if (!next_in_abbey_round (state, player))
        final_scoring_and_over (state);
      return;
    }
  state->to_move = (player + 1) % state->rules.n_players;
  state->phase = BASTIDE_PHASE_DRAW;
  if (state->pile_len == 0)
    end_of_tiles (state, player);
}

gboolean
bastide_state_pass (BastideState  *state,
                    GError       **error)
{
  if (state->phase != BASTIDE_PHASE_ABBEY_ROUND)
    {
      if (state->phase == BASTIDE_PHASE_OVER)
        return check_phase (state, BASTIDE_PHASE_ABBEY_ROUND, error);
      bastide_refuse_literal (error, BASTIDE_RULE_ERROR_PHASE,
                           _("a pass is only allowed in the abbey round after the last tile"));
      return FALSE;
    }
  finish_turn (state);
  return TRUE;
}

/* End-of-game scoring: incomplete roads, cities, cloisters and gardens,
 * then farmers and barns. */
void
bastide_state_final_scoring (BastideState  *state,
                             BastideEvents *events)
{
  guint16 roots[BASTIDE_MAX_PIECES];
  guint n_roots = 0;

  for (guint i = 0; i < state->n_pieces; i++)
    {
      const BastidePiece *piece = &state->pieces[i];
      guint root;

      if (piece->node == BASTIDE_NODE_NONE)
        continue;
      root = compress_root (state, piece->node);
      if (!root_listed (roots, n_roots, root))
        roots[n_roots++] = root;
    }

  for (guint i = 0; i < n_roots; i++)
    {
      BastideFeatureKind kind = state->nodes[roots[i]].kind;

      if (kind != BASTIDE_FEATURE_FIELD && state->nodes[roots[i]].pieces > 0
          && !bastide_state_feature_complete (state, roots[i]))
        score_feature (state, roots[i], FALSE, events);
    }

  for (guint i = 0; i < n_roots; i++)
    {
      guint root = roots[i];
      BastideScoreEvent event;
      guint cities;

      if (state->nodes[root].kind != BASTIDE_FEATURE_FIELD)
        continue;
      if (state->nodes[root].pieces > 0)
        score_farmers (state, root, 3, BASTIDE_SCORE_FIELD, FALSE, events);
      if (state->nodes[root].barns == 0)
        continue;
      cities = bastide_state_completed_cities (state, root);
      score_event_init (&event, BASTIDE_SCORE_BARN, BASTIDE_CATEGORY_BARN);
      event.kind = BASTIDE_FEATURE_FIELD;
      event.node = root;
      event.cities = cities;
      for (guint p = 0; p < state->n_pieces; p++)
        if (state->pieces[p].kind == BASTIDE_PIECE_BARN
            && compress_root (state, state->pieces[p].node) == root)
          event.points[state->pieces[p].owner] = 4 * cities;
      bastide_state_award (state, &event, events);
    }
}
