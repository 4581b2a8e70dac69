/* bastide-state-scoring.c: scoring during play and at the end
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bastide-state-scoring"

#include "config.h"

#include "bastide-state-private.h"

#include <glib/gi18n.h>
#include <string.h>

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

/* The strength of each player's pieces on a feature (a mayor weighs the
 * city's shields), into `event`; returns the greatest. */
static guint
weigh_pieces (const BastideState *state,
              guint               root,
              BastideScoreEvent  *event,
              gboolean           *abbot)
{
  guint best = 0;

  *abbot = FALSE;
  for (guint i = 0; i < state->n_pieces; i++)
    {
      const BastidePiece *piece = &state->pieces[i];

      if (piece->node == BASTIDE_NODE_NONE || piece->kind == BASTIDE_PIECE_BARN
          || find_root (state, piece->node) != root)
        continue;
      if (piece->kind == BASTIDE_PIECE_MAYOR)
        {
          event->strength[piece->owner] += state->nodes[root].shields;
          event->mayors |= 1 << piece->owner;
        }
      else
        event->strength[piece->owner]++;
      best = MAX (best, event->strength[piece->owner]);
      *abbot |= piece->kind == BASTIDE_PIECE_ABBOT;
    }
  return best;
}

/* The players of the greatest strength get `value` each. */
static void
share_majority (const BastideState *state,
                BastideScoreEvent  *event,
                guint               best,
                guint               value)
{
  if (best > 0)
    for (guint p = 0; p < state->rules.n_players; p++)
      if (event->strength[p] == best)
        event->points[p] = value;
}

/* Sends the pieces on a completed feature home; wagons wait to move on. */
static void
return_pieces (BastideState  *state,
               guint          root,
               gboolean       remember_wagons,
               BastideEvents *events)
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
          state->wagon_node[w] = piece->node;
        }
      bastide_state_return_piece (state, i, BASTIDE_RETURN_SCORED, events);
    }
}

/* What a road, city, cloister or garden gives its majority, completed
 * or at the end of the game. */
static void
feature_event (const BastideState *state,
               guint               root,
               gboolean            complete,
               BastideScoreEvent  *event)
{
  gboolean abbot;
  guint best;
  BastideFeatureKind kind = state->nodes[root].kind;

  bastide_score_event_init (event, complete ? BASTIDE_SCORE_COMPLETED : BASTIDE_SCORE_FINAL,
                            BASTIDE_CATEGORY_ROAD);
  best = weigh_pieces (state, root, event, &abbot);
  event->category = abbot ? BASTIDE_CATEGORY_ABBOT : category_of (kind);
  event->kind = kind;
  event->node = root;
  event->per_tile = 1;

  if (kind == BASTIDE_FEATURE_CLOISTER || kind == BASTIDE_FEATURE_GARDEN)
    {
      int x, y;

      node_position (state, root, &x, &y);
      /* completed, it has all eight neighbours */
      event->tiles = complete ? 9 : 1 + bastide_state_count_neighbours (state, x, y);
    }
  else
    {
      event->tiles = bastide_state_feature_tiles (state, root);
      if (kind == BASTIDE_FEATURE_CITY)
        {
          event->shields = state->nodes[root].shields;
          event->per_tile = event->per_shield = complete ? 2 : 1;
        }
    }

  share_majority (state, event, best, event->tiles * event->per_tile + event->shields * event->per_shield);
}

/* Scores a road, city, cloister or garden for its majority. */
static void
score_feature (BastideState   *state,
               guint           root,
               gboolean        complete,
               BastideEvents  *events)
{
  BastideScoreEvent event;

  feature_event (state, root, complete, &event);
  bastide_state_award (state, &event, events);
  if (complete)
    return_pieces (state, root, TRUE, events);
}

/* The completed cities a field touches, each once: see bastide-state.h. */
guint
bastide_state_field_cities (const BastideState *state,
                            guint               field_root,
                            guint16            *roots,
                            guint               max_roots)
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
            {
              if (count < max_roots)
                roots[count] = city;
              count++;
            }
        }
      m = node->next;
    }
  while (m != field_root);
  return count;
}

guint
bastide_state_completed_cities (const BastideState *state,
                                guint               field_root)
{
  return bastide_state_field_cities (state, field_root, NULL, 0);
}

/* What the farmers' majority on a field gets: `per_city` for each
 * completed city. */
static void
farmers_event (const BastideState *state,
               guint               root,
               guint               per_city,
               BastideScoreReason  reason,
               BastideScoreEvent  *event)
{
  gboolean abbot;
  guint best;

  bastide_score_event_init (event, reason, BASTIDE_CATEGORY_FIELD);
  best = weigh_pieces (state, root, event, &abbot);
  event->kind = BASTIDE_FEATURE_FIELD;
  event->node = root;
  event->cities = bastide_state_completed_cities (state, root);
  event->per_city = per_city;
  event->tiles = bastide_state_feature_tiles (state, root);
  share_majority (state, event, best, per_city * event->cities);
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
  BastideScoreEvent event;

  farmers_event (state, root, per_city, reason, &event);
  bastide_state_award (state, &event, events);
  if (send_home)
    return_pieces (state, root, FALSE, events);
}

/* Each barn on a field gives its owner 4 for each completed city at the
 * end. */
static void
barns_event (const BastideState *state,
             guint               root,
             BastideScoreEvent  *event)
{
  bastide_score_event_init (event, BASTIDE_SCORE_BARN, BASTIDE_CATEGORY_BARN);
  event->kind = BASTIDE_FEATURE_FIELD;
  event->node = root;
  event->cities = bastide_state_completed_cities (state, root);
  event->per_city = 4;
  event->tiles = bastide_state_feature_tiles (state, root);
  for (guint i = 0; i < state->n_pieces; i++)
    if (state->pieces[i].kind == BASTIDE_PIECE_BARN
        && find_root (state, state->pieces[i].node) == root)
      {
        event->strength[state->pieces[i].owner]++;
        event->points[state->pieces[i].owner] = event->per_city * event->cities;
      }
}

static void
score_barns (BastideState  *state,
             guint          root,
             BastideEvents *events)
{
  BastideScoreEvent event;

  barns_event (state, root, &event);
  bastide_state_award (state, &event, events);
}

/* What a feature would score: see bastide-state.h. */
void
bastide_state_feature_score (const BastideState *state,
                             guint               node,
                             gboolean            complete,
                             BastideScoreEvent  *event)
{
  guint root = find_root (state, node);

  if (state->nodes[root].kind == BASTIDE_FEATURE_FIELD)
    farmers_event (state, root, 3, BASTIDE_SCORE_FIELD, event);
  else
    feature_event (state, root, complete, event);
}

void
bastide_state_barn_score (const BastideState *state,
                          guint               node,
                          BastideScoreEvent  *event)
{
  barns_event (state, find_root (state, node), event);
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
void
bastide_state_score_turn (BastideState  *state,
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

/* The order of the end-of-game scoring, as the summary lists it. */
typedef enum
{
  FINAL_ROADS,
  FINAL_CITIES,
  FINAL_CLOISTERS,   /* and gardens */
  FINAL_FARMERS,
  FINAL_BARNS,
  N_FINAL_STAGES
} FinalStage;

static gboolean
scores_in_stage (const BastideState *state,
                 guint               root,
                 FinalStage          stage)
{
  const BastideNode *node = &state->nodes[root];

  switch (stage)
    {
    case FINAL_ROADS:
      return node->kind == BASTIDE_FEATURE_ROAD && node->pieces > 0 && node->open > 0;
    case FINAL_CITIES:
      return node->kind == BASTIDE_FEATURE_CITY && node->pieces > 0 && node->open > 0;
    case FINAL_CLOISTERS:
      return (node->kind == BASTIDE_FEATURE_CLOISTER || node->kind == BASTIDE_FEATURE_GARDEN)
             && node->pieces > 0 && !bastide_state_feature_complete (state, root);
    case FINAL_FARMERS:
      return node->kind == BASTIDE_FEATURE_FIELD && node->pieces > 0;
    case FINAL_BARNS:
      return node->kind == BASTIDE_FEATURE_FIELD && node->barns > 0;
    case N_FINAL_STAGES:
    default:
      return FALSE;
    }
}

/* End-of-game scoring: incomplete roads, cities, cloisters and gardens,
 * then farmers and barns. Every piece stays where it is. */
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

  for (FinalStage stage = 0; stage < N_FINAL_STAGES; stage++)
    for (guint i = 0; i < n_roots; i++)
      if (scores_in_stage (state, roots[i], stage))
        switch (stage)
          {
          case FINAL_FARMERS:
            score_farmers (state, roots[i], 3, BASTIDE_SCORE_FIELD, FALSE, events);
            break;
          case FINAL_BARNS:
            score_barns (state, roots[i], events);
            break;
          case FINAL_ROADS:
          case FINAL_CITIES:
          case FINAL_CLOISTERS:
          case N_FINAL_STAGES:
          default:
            score_feature (state, roots[i], FALSE, events);
            break;
          }
}
