/* bastide-state.c: positions: setting up, looking at them, copying
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

static void
ensure_catalogue (void)
{
  if (G_UNLIKELY (bastide_types == NULL))
    bastide_types = bastide_catalogue ()->types;
}

/* Credits the points of an event to the players and reports it. */
void
bastide_state_award (BastideState            *state,
                     const BastideScoreEvent *event,
                     BastideEvents           *events)
{
  BastideEvent *pushed;
  gboolean any = FALSE;

  for (guint p = 0; p < state->rules.n_players; p++)
    if (event->points[p] != 0)
      {
        state->players[p].score += event->points[p];
        state->players[p].category[event->category] += event->points[p];
        any = TRUE;
      }
  if (any && (pushed = bastide_events_push (events, BASTIDE_EVENT_SCORE)) != NULL)
    pushed->score = *event;
}

int
bastide_abbey_type (void)
{
  static int abbey = -1;

  if (abbey < 0)
    abbey = bastide_catalogue_lookup ("ABBEY", BASTIDE_SET_ABBEY_MAYOR);
  return abbey;
}

/* Whether the tables hold `tiles` more tiles with `nodes` features on top
 * of the board, the pile `pile` and the abbeys in hand: once play begins
 * nothing else comes, so play never runs out of room. */
gboolean
bastide_state_check_room (const BastideState  *state,
                          const guint8        *pile,
                          guint                pile_len,
                          guint                tiles,
                          guint                nodes,
                          BastideRuleError     code,
                          GError             **error)
{
  tiles += state->n_tiles + pile_len;
  nodes += state->n_nodes;
  for (guint i = 0; i < pile_len; i++)
    nodes += bastide_types[pile[i]].n_features;
  for (guint p = 0; p < state->rules.n_players; p++)
    if (state->players[p].abbey)
      {
        tiles++;
        nodes += bastide_types[bastide_abbey_type ()].n_features;
      }
  if (tiles > BASTIDE_MAX_TILES)
    {
      bastide_refuse (error, code,
                      ngettext ("the board holds at most %d tile, with the pile and the abbeys in hand",
                                "the board holds at most %d tiles, with the pile and the abbeys in hand",
                                BASTIDE_MAX_TILES),
                      BASTIDE_MAX_TILES);
      return FALSE;
    }
  if (nodes > BASTIDE_MAX_NODES)
    {
      bastide_refuse (error, code,
                      ngettext ("the board holds at most %d feature, with the pile and the abbeys in hand",
                                "the board holds at most %d features, with the pile and the abbeys in hand",
                                BASTIDE_MAX_NODES),
                      BASTIDE_MAX_NODES);
      return FALSE;
    }
  return TRUE;
}

void
bastide_score_event_init (BastideScoreEvent  *event,
                          BastideScoreReason  reason,
                          BastideCategory     category)
{
  memset (event, 0, sizeof *event);
  event->reason = reason;
  event->category = category;
  event->node = BASTIDE_NODE_NONE;
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

  /* Only a board holding more copies than the game has leaves too little
   * room for the rest: the bottom of the pile then stays in the box. */
  while (state->pile_len > 0
         && !bastide_state_check_room (state, state->pile, state->pile_len, 0, 0, 0, NULL))
    {
      memmove (state->pile, state->pile + 1, --state->pile_len);
      state->river_pending = MIN (state->river_pending, state->pile_len);
    }
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
                      ngettext ("the pile may hold at most %d tile",
                                "the pile may hold at most %d tiles", BASTIDE_MAX_TILES),
                      BASTIDE_MAX_TILES);
      return FALSE;
    }
  for (guint i = 0; i < n_types; i++)
    {
      if (types[i] >= bastide_catalogue ()->n_types)
        {
          bastide_refuse_literal (error, BASTIDE_RULE_ERROR_DRAW,
                                  _("the pile holds a tile that does not exist"));
          return FALSE;
        }
      if (bastide_types[types[i]].is_wheel_board || bastide_types[types[i]].is_abbey)
        {
          bastide_refuse_literal (error, BASTIDE_RULE_ERROR_DRAW,
                                  bastide_types[types[i]].is_abbey
                                  ? _("the abbey cannot be drawn from the pile")
                                  : _("the wheel board cannot be drawn from the pile"));
          return FALSE;
        }
    }
  if (!bastide_state_check_room (state, types, n_types, 0, 0, BASTIDE_RULE_ERROR_DRAW, error))
    return FALSE;
  /* Top first in the record, top last here. */
  for (guint i = 0; i < n_types; i++)
    state->pile[n_types - 1 - i] = types[i];
  state->pile_len = n_types;
  state->pile_fixed = TRUE;
  state->river_pending = 0;
  return TRUE;
}

/* Play starts: called once the board, pieces and pile are set. With an
 * empty pile and no abbey in hand the game ends at once. */
void
bastide_state_begin (BastideState  *state,
                     BastideEvents *events)
{
  bastide_state_rescan_river (state);
  state->phase = BASTIDE_PHASE_DRAW;
  if (state->pile_len == 0)
    bastide_state_end_of_tiles (state, (state->to_move + state->rules.n_players - 1) % state->rules.n_players,
                                events);
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
  bastide_state_begin (state, NULL);
  return TRUE;
}
