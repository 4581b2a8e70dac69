/* bastide-state-pieces.c: what may stand where, the supply, deploy options
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bastide-state-pieces"

#include "config.h"

#include "bastide-state-private.h"

#include "bastide-enums.h"

#include <glib/gi18n.h>
#include <string.h>


/* Pieces on the board and the wheel */

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
                     _("a square at the barn corner is empty: (%d, %d)"), cx[i], cy[i]);
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

guint
bastide_state_barn_corner_node (const BastideState *state,
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
                   /* Translators: "the abbot is not in play in this game" */
                   _("the %s is not in play in this game"), bastide_piece_label (kind));
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
                       _("the abbot may not stand on a %s: only on a monastery or a garden"),
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
                       _("the wagon may not stand on a %s: only on a road, in a city or in a monastery"),
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

void
bastide_state_add_piece (BastideState     *state,
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

void
bastide_spot_at_node (const BastideState *state,
                      guint               node,
                      BastideSpot        *spot)
{
  const BastidePlacedTile *tile = &state->tiles[state->nodes[node].tile];

  spot->x = tile->x;
  spot->y = tile->y;
  spot->feature = state->nodes[node].feature;
  spot->corner = -1;
  spot->crown = -1;
}

static void
piece_spot (const BastideState *state,
            const BastidePiece *piece,
            BastideSpot        *spot)
{
  if (piece->node == BASTIDE_NODE_NONE)
    {
      *spot = (BastideSpot) { 0, 0, -1, -1, piece->crown };
      return;
    }
  bastide_spot_at_node (state, piece->node, spot);
  if (piece->kind == BASTIDE_PIECE_BARN)
    spot->corner = piece->corner;
}

/* Returns piece `index` to its owner's supply and reports it. */
void
bastide_state_return_piece (BastideState       *state,
                            guint               index,
                            BastideReturnCause  cause,
                            BastideEvents      *events)
{
  BastidePiece *piece = &state->pieces[index];
  BastidePlayer *owner = &state->players[piece->owner];
  BastideEvent *event = bastide_events_push (events, BASTIDE_EVENT_PIECE_RETURNED);

  if (event != NULL)
    {
      event->piece.player = piece->owner;
      event->piece.piece = piece->kind;
      event->piece.cause = cause;
      piece_spot (state, piece, &event->piece.from);
      event->piece.to = (BastideSpot) { 0, 0, -1, -1, -1 };
    }

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
      bastide_state_add_piece (state, player, kind, BASTIDE_NODE_NONE, -1, crown);
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
      node = bastide_state_barn_corner_node (state, slot, corner);
      if (state->nodes[find_root (state, node)].pieces > 0)
        {
          bastide_refuse_literal (error, BASTIDE_RULE_ERROR_DEPLOY,
                               _("no farmer may stand on a field with a barn"));
          return FALSE;
        }
      bastide_state_add_piece (state, player, kind, node, corner, -1);
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
  bastide_state_add_piece (state, player, kind, node, -1, -1);
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
                         _("no follower left in supply"));
  else
    bastide_refuse (error, BASTIDE_RULE_ERROR_DEPLOY,
                 /* Translators: "the abbot is not in the player's supply" */
                 _("the %s is not in the player's supply"), bastide_piece_label (kind));
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

  if (!bastide_state_check_phase (state, BASTIDE_PHASE_DEPLOY, error))
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
                           _("the mayor may not stand on a monastery: only in a city"));
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

static gboolean
same_spot (const BastideState *state,
           const BastidePiece *a,
           const BastidePiece *b)
{
  if (a->crown >= 0 || b->crown >= 0)
    return a->crown == b->crown;
  if (a->node == BASTIDE_NODE_NONE || b->node == BASTIDE_NODE_NONE)
    return FALSE;
  return state->nodes[a->node].tile == state->nodes[b->node].tile
         && state->nodes[a->node].feature == state->nodes[b->node].feature
         && (a->kind == BASTIDE_PIECE_BARN) == (b->kind == BASTIDE_PIECE_BARN)
         && a->corner == b->corner;
}

guint
bastide_state_piece_rank (const BastideState *state,
                          guint               index,
                          guint              *count)
{
  const BastidePiece *me = &state->pieces[index];
  guint rank = 0;

  *count = 1;
  for (guint i = 0; i < state->n_pieces; i++)
    if (i != index && same_spot (state, &state->pieces[i], me))
      {
        if (i < index)
          rank++;
        (*count)++;
      }
  return rank;
}
