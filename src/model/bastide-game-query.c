/* bastide-game-query.c: what the views read, and what may be done
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bastide-game"

#include "config.h"

#include "bastide-game-private.h"

#include <glib/gi18n.h>
#include <string.h>

/* A resigned player's score stays as it was when they resigned. */
static const BastidePlayer *
counted_player (BastideGame *self,
                guint        player)
{
  if (self->resigned[player])
    return &g_array_index (self->snapshots, BastideState, self->resigned_at[player]).players[player];
  return &self->state->players[player];
}

/* Public API: the position */

/**
 * bastide_game_get_state:
 * @self: a #BastideGame
 *
 * The current position, for drawing it. It changes with every step;
 * copy it (bastide_state_copy()) to keep it.
 *
 * Returns: (transfer none): the position
 */
const BastideState *
bastide_game_get_state (BastideGame *self)
{
  g_return_val_if_fail (BASTIDE_IS_GAME (self), NULL);
  return self->state;
}

/**
 * bastide_game_get_record:
 * @self: a #BastideGame
 *
 * Returns: (transfer none): the record of the completed turns
 */
const BastideRecord *
bastide_game_get_record (BastideGame *self)
{
  g_return_val_if_fail (BASTIDE_IS_GAME (self), NULL);
  return self->record;
}

const BastideRules *
bastide_game_get_rules (BastideGame *self)
{
  g_return_val_if_fail (BASTIDE_IS_GAME (self), NULL);
  return &self->state->rules;
}

BastidePhase
bastide_game_get_phase (BastideGame *self)
{
  g_return_val_if_fail (BASTIDE_IS_GAME (self), BASTIDE_PHASE_OVER);
  return self->state->phase;
}

guint
bastide_game_get_current_player (BastideGame *self)
{
  g_return_val_if_fail (BASTIDE_IS_GAME (self), 0);
  return self->state->to_move;
}

guint
bastide_game_get_deciding_player (BastideGame *self)
{
  int player;

  g_return_val_if_fail (BASTIDE_IS_GAME (self), 0);
  player = bastide_computer_deciding_player (self->state);
  return player < 0 ? self->state->to_move : (guint) player;
}

guint
bastide_game_get_tiles_left (BastideGame *self)
{
  g_return_val_if_fail (BASTIDE_IS_GAME (self), 0);
  return bastide_state_tiles_left (self->state);
}

/**
 * bastide_game_get_remaining_tiles:
 * @self: a #BastideGame
 *
 * Returns: (transfer none): a #GListModel of #BastideTileCount, the tile
 *   types still in the pile in catalogue order
 */
GListModel *
bastide_game_get_remaining_tiles (BastideGame *self)
{
  g_return_val_if_fail (BASTIDE_IS_GAME (self), NULL);
  return G_LIST_MODEL (self->remaining);
}

/* Brings the remaining tiles' list in line with the pile: counts change in
 * place, types that run out leave, types that come back (undo) return to
 * their place. */
void
bastide_game_update_remaining (BastideGame *self)
{
  guint n_types = bastide_catalogue ()->n_types;
  g_autofree guint *counts = g_new0 (guint, n_types);
  guint position = 0;

  for (guint i = 0; i < self->state->pile_len; i++)
    if (self->state->pile[i] < n_types)
      counts[self->state->pile[i]]++;

  for (guint type = 0; type < n_types; type++)
    {
      g_autoptr(BastideTileCount) item = g_list_model_get_item (G_LIST_MODEL (self->remaining), position);

      if (item != NULL && bastide_tile_count_get_tile_type (item) == type)
        {
          if (counts[type] == 0)
            g_list_store_remove (self->remaining, position);
          else
            {
              bastide_tile_count_set_count (item, counts[type]);
              position++;
            }
        }
      else if (counts[type] > 0)
        {
          g_autoptr(BastideTileCount) added = bastide_tile_count_new (type, counts[type]);

          g_list_store_insert (self->remaining, position++, added);
        }
    }
}

int
bastide_game_get_tile_in_hand (BastideGame *self)
{
  g_return_val_if_fail (BASTIDE_IS_GAME (self), -1);
  return self->state->in_hand == BASTIDE_TILE_NONE ? -1 : self->state->in_hand;
}

guint
bastide_game_get_turn_number (BastideGame *self)
{
  g_return_val_if_fail (BASTIDE_IS_GAME (self), 0);
  return self->state->turn;
}

gboolean
bastide_game_get_is_over (BastideGame *self)
{
  g_return_val_if_fail (BASTIDE_IS_GAME (self), FALSE);
  return self->state->phase == BASTIDE_PHASE_OVER;
}

gboolean
bastide_game_get_thinking (BastideGame *self)
{
  g_return_val_if_fail (BASTIDE_IS_GAME (self), FALSE);
  return self->thinking;
}

guint
bastide_game_get_computer_delay (BastideGame *self)
{
  g_return_val_if_fail (BASTIDE_IS_GAME (self), 0);
  return self->computer_delay;
}

void
bastide_game_set_computer_delay (BastideGame *self,
                                 guint        delay_ms)
{
  g_return_if_fail (BASTIDE_IS_GAME (self));

  if (self->computer_delay == delay_ms)
    return;
  self->computer_delay = delay_ms;
  g_object_notify_by_pspec (G_OBJECT (self), bastide_game_properties[PROP_COMPUTER_DELAY]);
}

/* Public API: the board */

static void
board_tile (const BastidePlacedTile *placed,
            BastideBoardTile        *tile)
{
  *tile = (BastideBoardTile) { placed->x, placed->y, placed->type, placed->rot };
}

guint
bastide_game_get_n_tiles (BastideGame *self)
{
  g_return_val_if_fail (BASTIDE_IS_GAME (self), 0);
  return self->state->n_tiles;
}

/**
 * bastide_game_get_tile:
 * @self: a #BastideGame
 * @index: from 0, in the order the tiles were laid
 * @tile: (out caller-allocates): the tile
 *
 * Returns: whether there is a tile @index
 */
gboolean
bastide_game_get_tile (BastideGame      *self,
                       guint             index,
                       BastideBoardTile *tile)
{
  g_return_val_if_fail (BASTIDE_IS_GAME (self), FALSE);
  g_return_val_if_fail (tile != NULL, FALSE);

  if (index >= self->state->n_tiles)
    return FALSE;
  board_tile (&self->state->tiles[index], tile);
  return TRUE;
}

/**
 * bastide_game_get_tile_at:
 * @self: a #BastideGame
 * @x: column
 * @y: row
 * @tile: (out caller-allocates) (optional): the tile covering the cell
 *
 * Returns: whether a tile covers (x, y); the wheel board covers sixteen
 *   cells
 */
gboolean
bastide_game_get_tile_at (BastideGame      *self,
                          int               x,
                          int               y,
                          BastideBoardTile *tile)
{
  int slot;

  g_return_val_if_fail (BASTIDE_IS_GAME (self), FALSE);

  slot = bastide_state_tile_at (self->state, x, y);
  if (slot < 0)
    return FALSE;
  if (tile != NULL)
    board_tile (&self->state->tiles[slot], tile);
  return TRUE;
}

/**
 * bastide_game_get_last_tile:
 * @self: a #BastideGame
 * @tile: (out caller-allocates): the tile laid last
 * @player: (out) (optional): who laid it
 *
 * Returns: %FALSE when the board is empty
 */
gboolean
bastide_game_get_last_tile (BastideGame      *self,
                            BastideBoardTile *tile,
                            guint            *player)
{
  const BastideState *state;

  g_return_val_if_fail (BASTIDE_IS_GAME (self), FALSE);
  g_return_val_if_fail (tile != NULL, FALSE);

  state = self->state;
  if (state->n_tiles == 0)
    return FALSE;
  board_tile (&state->tiles[MIN (state->last_tile, state->n_tiles - 1)], tile);
  if (player != NULL)
    *player = state->active;
  return TRUE;
}

/**
 * bastide_game_get_wheel_board:
 * @self: a #BastideGame
 * @tile: (out caller-allocates): the wheel board
 *
 * Returns: whether the game has the wheel board (Wheel of Fortune)
 */
gboolean
bastide_game_get_wheel_board (BastideGame      *self,
                              BastideBoardTile *tile)
{
  g_return_val_if_fail (BASTIDE_IS_GAME (self), FALSE);
  g_return_val_if_fail (tile != NULL, FALSE);

  for (guint i = 0; i < self->state->n_tiles; i++)
    if (tile_type (self->state->tiles[i].type)->is_wheel_board)
      {
        board_tile (&self->state->tiles[i], tile);
        return TRUE;
      }
  return FALSE;
}

guint
bastide_game_get_n_pieces (BastideGame *self)
{
  g_return_val_if_fail (BASTIDE_IS_GAME (self), 0);
  return self->state->n_pieces;
}

/**
 * bastide_game_get_piece:
 * @self: a #BastideGame
 * @index: from 0; the piece deployed last is the last
 * @piece: (out caller-allocates): the piece, where it stands and how
 *   many stand on the same spot
 *
 * Returns: whether there is a piece @index
 */
gboolean
bastide_game_get_piece (BastideGame       *self,
                        guint              index,
                        BastideBoardPiece *piece)
{
  const BastideState *state;
  const BastidePiece *p;
  BastideBoardTile wheel = { 0, };

  g_return_val_if_fail (BASTIDE_IS_GAME (self), FALSE);
  g_return_val_if_fail (piece != NULL, FALSE);

  state = self->state;
  if (index >= state->n_pieces)
    return FALSE;
  p = &state->pieces[index];
  *piece = (BastideBoardPiece) {
    .owner = p->owner,
    .kind = p->kind,
    .feature = -1,
    .corner = p->kind == BASTIDE_PIECE_BARN ? p->corner : -1,
    .crown = p->crown,
    .on = BASTIDE_FEATURE_FIELD,
  };
  if (p->crown >= 0)
    {
      bastide_game_get_wheel_board (self, &wheel);
      piece->x = wheel.x;
      piece->y = wheel.y;
    }
  else if (p->node != BASTIDE_NODE_NONE)
    {
      const BastideNode *node = &state->nodes[p->node];

      piece->x = state->tiles[node->tile].x;
      piece->y = state->tiles[node->tile].y;
      piece->on = node->kind;
      if (p->kind != BASTIDE_PIECE_BARN)
        piece->feature = node->feature;
    }
  piece->rank = bastide_state_piece_rank (state, index, &piece->count);
  return TRUE;
}

BastideSector
bastide_game_get_pig (BastideGame *self)
{
  g_return_val_if_fail (BASTIDE_IS_GAME (self), BASTIDE_SECTOR_FORTUNE);
  return self->state->pig;
}

/**
 * bastide_game_get_crowns:
 * @self: a #BastideGame
 * @crowns: (out caller-allocates): for each sector's crown spaces, the
 *   owner standing there, or -1
 */
void
bastide_game_get_crowns (BastideGame *self,
                         gint8        crowns[BASTIDE_N_SECTORS][2])
{
  g_return_if_fail (BASTIDE_IS_GAME (self));
  memcpy (crowns, self->state->crowns, sizeof self->state->crowns);
}

/**
 * bastide_game_list_feature_cells:
 * @self: a #BastideGame
 * @x: column of a tile
 * @y: row of that tile
 * @feature: a feature index on that tile
 *
 * Returns: (transfer full) (element-type BastideFeatureCell): every cell of
 *   the feature, across all its tiles; empty when there is no such feature
 */
GArray *
bastide_game_list_feature_cells (BastideGame *self,
                                 int          x,
                                 int          y,
                                 int          feature)
{
  const BastideState *state;
  int slot;

  g_return_val_if_fail (BASTIDE_IS_GAME (self), NULL);

  state = self->state;
  slot = bastide_state_tile_at (state, x, y);
  if (slot < 0 || feature < 0 || state->tiles[slot].x != x || state->tiles[slot].y != y
      || (guint) feature >= tile_type (state->tiles[slot].type)->n_features)
    return g_array_new (FALSE, FALSE, sizeof (BastideFeatureCell));
  return bastide_feature_cells (state, state->tiles[slot].first_node + feature);
}

/**
 * bastide_game_get_feature_info:
 * @self: a #BastideGame
 * @x: column of a tile
 * @y: row of that tile
 * @feature: a feature index on that tile
 * @info: (out caller-allocates): the feature as it stands
 *
 * Returns: whether there is such a feature
 */
gboolean
bastide_game_get_feature_info (BastideGame        *self,
                               int                 x,
                               int                 y,
                               int                 feature,
                               BastideFeatureInfo *info)
{
  const BastideState *state;
  const BastideNode *root;
  guint node;
  int slot;

  g_return_val_if_fail (BASTIDE_IS_GAME (self), FALSE);
  g_return_val_if_fail (info != NULL, FALSE);

  state = self->state;
  slot = bastide_state_tile_at (state, x, y);
  if (slot < 0 || feature < 0 || state->tiles[slot].x != x || state->tiles[slot].y != y
      || (guint) feature >= tile_type (state->tiles[slot].type)->n_features)
    return FALSE;

  node = bastide_state_feature_root (state, state->tiles[slot].first_node + feature);
  root = &state->nodes[node];
  *info = (BastideFeatureInfo) {
    .kind = root->kind,
    .complete = bastide_state_feature_complete (state, node),
    .shields = root->kind == BASTIDE_FEATURE_CITY ? root->shields : 0,
    .barns = root->barns,
  };
  if (root->kind == BASTIDE_FEATURE_CLOISTER || root->kind == BASTIDE_FEATURE_GARDEN)
    info->tiles = 1 + bastide_state_count_neighbours (state, x, y);
  else
    info->tiles = bastide_state_feature_tiles (state, node);

  for (guint i = 0; i < state->n_pieces; i++)
    {
      const BastidePiece *piece = &state->pieces[i];

      if (piece->crown < 0 && piece->kind != BASTIDE_PIECE_BARN && piece->node != BASTIDE_NODE_NONE
          && bastide_state_feature_root (state, piece->node) == node)
        info->pieces[piece->owner]++;
    }
  return TRUE;
}

/* Public API: players */

guint
bastide_game_get_n_players (BastideGame *self)
{
  g_return_val_if_fail (BASTIDE_IS_GAME (self), 0);
  return self->state->rules.n_players;
}

const char *
bastide_game_get_player_name (BastideGame *self,
                              guint        player)
{
  g_return_val_if_fail (BASTIDE_IS_GAME (self), NULL);
  g_return_val_if_fail (player < self->state->rules.n_players, NULL);
  return self->names[player];
}

BastideColor
bastide_game_get_player_color (BastideGame *self,
                               guint        player)
{
  g_return_val_if_fail (BASTIDE_IS_GAME (self), BASTIDE_COLOR_RED);
  g_return_val_if_fail (player < self->state->rules.n_players, BASTIDE_COLOR_RED);
  return bastide_record_get_player (self->record, player)->color;
}

BastidePlayerKind
bastide_game_get_player_kind (BastideGame *self,
                              guint        player)
{
  g_return_val_if_fail (BASTIDE_IS_GAME (self), BASTIDE_PLAYER_PERSON);
  g_return_val_if_fail (player < self->state->rules.n_players, BASTIDE_PLAYER_PERSON);
  return self->kinds[player];
}

BastideComputerLevel
bastide_game_get_player_level (BastideGame *self,
                               guint        player)
{
  g_return_val_if_fail (BASTIDE_IS_GAME (self), BASTIDE_COMPUTER_MEDIUM);
  g_return_val_if_fail (player < self->state->rules.n_players, BASTIDE_COMPUTER_MEDIUM);
  return self->levels[player];
}

/**
 * bastide_game_is_computer_deciding:
 * @self: a #BastideGame
 *
 * Returns: whether the decision now belongs to a computer player (the
 *   step functions then refuse with %BASTIDE_GAME_ERROR_COMPUTER_TURN)
 */
gboolean
bastide_game_is_computer_deciding (BastideGame *self)
{
  g_return_val_if_fail (BASTIDE_IS_GAME (self), FALSE);
  return bastide_game_computer_decides (self, self->state);
}

int
bastide_game_get_score (BastideGame *self,
                        guint        player)
{
  g_return_val_if_fail (BASTIDE_IS_GAME (self), 0);
  g_return_val_if_fail (player < self->state->rules.n_players, 0);
  return counted_player (self, player)->score;
}

int
bastide_game_get_category_score (BastideGame     *self,
                                 guint            player,
                                 BastideCategory  category)
{
  g_return_val_if_fail (BASTIDE_IS_GAME (self), 0);
  g_return_val_if_fail (player < self->state->rules.n_players, 0);
  g_return_val_if_fail (category < BASTIDE_N_CATEGORIES, 0);
  return counted_player (self, player)->category[category];
}

guint
bastide_game_get_supply (BastideGame      *self,
                         guint             player,
                         BastidePieceKind  kind)
{
  g_return_val_if_fail (BASTIDE_IS_GAME (self), 0);
  g_return_val_if_fail (player < self->state->rules.n_players, 0);
  g_return_val_if_fail (kind < BASTIDE_N_PIECE_KINDS, 0);
  return bastide_state_pieces_in_supply (self->state, player, kind);
}

gboolean
bastide_game_has_abbey (BastideGame *self,
                        guint        player)
{
  g_return_val_if_fail (BASTIDE_IS_GAME (self), FALSE);
  g_return_val_if_fail (player < self->state->rules.n_players, FALSE);
  return self->state->players[player].abbey;
}

guint
bastide_game_get_winners (BastideGame *self)
{
  gint32 best = G_MININT32;
  guint winners = 0;

  g_return_val_if_fail (BASTIDE_IS_GAME (self), 0);
  /* Resigned players cannot win. */
  for (guint p = 0; p < self->state->rules.n_players; p++)
    if (!self->resigned[p])
      best = MAX (best, self->state->players[p].score);
  for (guint p = 0; p < self->state->rules.n_players; p++)
    if (!self->resigned[p] && self->state->players[p].score == best)
      winners |= 1 << p;
  return winners;
}

/**
 * bastide_game_get_score_history:
 * @self: a #BastideGame
 * @player: a player
 *
 * Returns: (transfer full) (element-type int): the score at each turn
 *   boundary, from the start to now
 */
GArray *
bastide_game_get_score_history (BastideGame *self,
                                guint        player)
{
  GArray *history;

  g_return_val_if_fail (BASTIDE_IS_GAME (self), NULL);
  g_return_val_if_fail (player < self->state->rules.n_players, NULL);

  history = g_array_sized_new (FALSE, FALSE, sizeof (int), self->position + 1);
  for (guint i = 0; i <= self->position; i++)
    {
      guint at = self->resigned[player] ? MIN (i, self->resigned_at[player]) : i;
      int score = g_array_index (self->snapshots, BastideState, at).players[player].score;

      g_array_append_val (history, score);
    }
  return history;
}

/**
 * bastide_game_get_final_scoring:
 * @self: a #BastideGame
 *
 * Returns: (transfer full) (element-type BastideScoring): the final
 *   scoring, feature by feature; empty before the end
 */
GPtrArray *
bastide_game_get_final_scoring (BastideGame *self)
{
  g_return_val_if_fail (BASTIDE_IS_GAME (self), NULL);

  /* The end of the recorded turns, when play stands there. */
  if (self->final_scoring != NULL && self->state->phase == BASTIDE_PHASE_OVER)
    return g_ptr_array_ref (self->final_scoring);
  return g_ptr_array_new_with_free_func ((GDestroyNotify) bastide_scoring_free);
}

/* Public API: what may be done */

/**
 * bastide_game_list_placements:
 * @self: a #BastideGame
 *
 * Returns: (transfer full) (element-type BastidePlacement): where the tile
 *   in hand may go
 */
GArray *
bastide_game_list_placements (BastideGame *self)
{
  GArray *placements;
  guint n = 0;

  g_return_val_if_fail (BASTIDE_IS_GAME (self), NULL);

  placements = g_array_sized_new (FALSE, FALSE, sizeof (BastidePlacement), BASTIDE_MAX_PLACEMENTS);
  g_array_set_size (placements, BASTIDE_MAX_PLACEMENTS);
  if (self->state->phase == BASTIDE_PHASE_PLACE && self->state->in_hand != BASTIDE_TILE_NONE)
    n = bastide_state_list_placements (self->state, self->state->in_hand,
                                       (BastidePlacement *) (void *) placements->data);
  g_array_set_size (placements, n);
  return placements;
}

/**
 * bastide_game_check_placement:
 * @self: a #BastideGame
 * @x: column
 * @y: row
 * @rot: quarter turns
 * @error: why not
 *
 * Whether the tile in hand may go there, and if not, why.
 *
 * Returns: %TRUE when bastide_game_place() would accept it
 */
gboolean
bastide_game_check_placement (BastideGame  *self,
                              int           x,
                              int           y,
                              guint         rot,
                              GError      **error)
{
  return bastide_game_explain_placement (self, x, y, rot, NULL, error);
}

/**
 * bastide_game_explain_placement:
 * @self: a #BastideGame
 * @x: column
 * @y: row
 * @rot: quarter turns
 * @misfit: (out) (optional): when the tile in hand does not fit there,
 *   which square and side do not, for the board to show them
 * @error: why not, as a sentence about the tile
 *
 * Returns: %TRUE when bastide_game_place() would accept it
 */
gboolean
bastide_game_explain_placement (BastideGame   *self,
                                int            x,
                                int            y,
                                guint          rot,
                                BastideMisfit *misfit,
                                GError       **error)
{
  g_return_val_if_fail (BASTIDE_IS_GAME (self), FALSE);

  if (self->state->phase != BASTIDE_PHASE_PLACE || self->state->in_hand == BASTIDE_TILE_NONE)
    {
      if (misfit != NULL)
        *misfit = (BastideMisfit) { .kind = BASTIDE_MISFIT_NONE, .x = x, .y = y };
      g_set_error_literal (error, BASTIDE_RULE_ERROR, BASTIDE_RULE_ERROR_PHASE,
                           _("there is no tile in hand to place"));
      return FALSE;
    }
  return bastide_state_explain_placement (self->state, self->state->in_hand, x, y, rot, misfit, error);
}

/**
 * bastide_game_list_deploys:
 * @self: a #BastideGame
 *
 * Returns: (transfer full) (element-type BastideDeploy): the pieces that
 *   may go on the tile just placed
 */
GArray *
bastide_game_list_deploys (BastideGame *self)
{
  BastideDeploy deploys[BASTIDE_MAX_DEPLOYS];
  GArray *array;
  guint n;

  g_return_val_if_fail (BASTIDE_IS_GAME (self), NULL);

  n = bastide_state_list_deploys (self->state, deploys);
  array = g_array_sized_new (FALSE, FALSE, sizeof (BastideDeploy), n);
  g_array_append_vals (array, deploys, n);
  return array;
}

/**
 * bastide_game_list_wagon_targets:
 * @self: a #BastideGame
 *
 * Returns: (transfer full) (element-type BastideFeatureCell): where the
 *   first waiting wagon may move, one cell of each feature
 */
GArray *
bastide_game_list_wagon_targets (BastideGame *self)
{
  g_autofree guint *nodes = NULL;
  GArray *cells;
  guint n;

  g_return_val_if_fail (BASTIDE_IS_GAME (self), NULL);

  nodes = g_new (guint, BASTIDE_MAX_NODES);
  n = bastide_state_list_wagon_moves (self->state, nodes);
  cells = g_array_sized_new (FALSE, FALSE, sizeof (BastideFeatureCell), n);
  for (guint i = 0; i < n; i++)
    {
      const BastideNode *node = &self->state->nodes[nodes[i]];
      const BastidePlacedTile *tile = &self->state->tiles[node->tile];
      BastideFeatureCell cell = { tile->x, tile->y, node->feature };

      g_array_append_val (cells, cell);
    }
  return cells;
}

/**
 * bastide_game_list_abbey_holes:
 * @self: a #BastideGame
 *
 * Returns: (transfer full) (element-type BastideFeatureCell): the cells
 *   the current player's abbey may fill
 */
GArray *
bastide_game_list_abbey_holes (BastideGame *self)
{
  const BastideState *state;
  GArray *cells;

  g_return_val_if_fail (BASTIDE_IS_GAME (self), NULL);

  state = self->state;
  cells = g_array_new (FALSE, FALSE, sizeof (BastideFeatureCell));
  if ((state->phase != BASTIDE_PHASE_DRAW && state->phase != BASTIDE_PHASE_ABBEY_ROUND)
      || !state->players[state->to_move].abbey)
    return cells;
  for (guint i = 0; i < state->n_frontier; i++)
    if (state->frontier[i].sides == 0xf)
      {
        BastideFeatureCell cell = { state->frontier[i].x, state->frontier[i].y, -1 };

        g_array_append_val (cells, cell);
      }
  return cells;
}

/**
 * bastide_game_list_plague_choices:
 * @self: a #BastideGame
 *
 * Returns: (transfer full) (element-type BastideFeatureCell): the
 *   followers the deciding player may return to answer the plague
 */
GArray *
bastide_game_list_plague_choices (BastideGame *self)
{
  const BastideState *state;
  GArray *cells;
  guint player;

  g_return_val_if_fail (BASTIDE_IS_GAME (self), NULL);

  state = self->state;
  cells = g_array_new (FALSE, FALSE, sizeof (BastideFeatureCell));
  if (state->phase != BASTIDE_PHASE_PLAGUE)
    return cells;
  player = bastide_computer_deciding_player (state);
  for (guint i = 0; i < state->n_pieces; i++)
    {
      const BastidePiece *piece = &state->pieces[i];
      const BastideNode *node;
      BastideFeatureCell cell;

      if (piece->owner != player || piece->crown >= 0 || piece->kind == BASTIDE_PIECE_BARN
          || piece->node == BASTIDE_NODE_NONE)
        continue;
      node = &state->nodes[piece->node];
      cell = (BastideFeatureCell) { state->tiles[node->tile].x, state->tiles[node->tile].y, node->feature };
      g_array_append_val (cells, cell);
    }
  return cells;
}

gboolean
bastide_game_can_discard (BastideGame *self)
{
  g_autoptr(GArray) placements = NULL;

  g_return_val_if_fail (BASTIDE_IS_GAME (self), FALSE);

  if (self->state->phase != BASTIDE_PHASE_PLACE)
    return FALSE;
  placements = bastide_game_list_placements (self);
  return placements->len == 0;
}

gboolean
bastide_game_can_recall_abbot (BastideGame *self)
{
  const BastideState *state;

  g_return_val_if_fail (BASTIDE_IS_GAME (self), FALSE);

  state = self->state;
  if (state->phase != BASTIDE_PHASE_DEPLOY || !(state->rules.expansions & BASTIDE_EXPANSION_ABBOT))
    return FALSE;
  for (guint i = 0; i < state->n_pieces; i++)
    if (state->pieces[i].owner == state->to_move && state->pieces[i].kind == BASTIDE_PIECE_ABBOT)
      return TRUE;
  return FALSE;
}

