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


/* Where a piece may stand: each rule once, as a BastidePieceRule. Play
 * words a refusal with piece_rule_reason (); a position set up by hand words
 * the same rule as one of its problems (bastide-setup-check.c). */

static BastidePieceRule
piece_in_play_rule (const BastideState *state,
                    BastidePieceKind    kind)
{
  if ((kind == BASTIDE_PIECE_ABBOT && !has_expansion (state, BASTIDE_EXPANSION_ABBOT))
      || ((kind == BASTIDE_PIECE_MAYOR || kind == BASTIDE_PIECE_WAGON || kind == BASTIDE_PIECE_BARN)
          && !has_expansion (state, BASTIDE_EXPANSION_ABBEY_MAYOR)))
    return BASTIDE_PIECE_RULE_NOT_IN_PLAY;
  return BASTIDE_PIECE_RULE_OK;
}

/* What may stand on which kind of feature, the supply aside. */
static BastidePieceRule
piece_on_feature_rule (const BastideState *state,
                       BastidePieceKind    kind,
                       BastideFeatureKind  feature)
{
  if (feature == BASTIDE_FEATURE_RIVER)
    return BASTIDE_PIECE_RULE_RIVER;
  if (feature == BASTIDE_FEATURE_GARDEN && !has_expansion (state, BASTIDE_EXPANSION_ABBOT))
    return BASTIDE_PIECE_RULE_DECORATION;
  switch (kind)
    {
    case BASTIDE_PIECE_MEEPLE:
      return feature == BASTIDE_FEATURE_GARDEN ? BASTIDE_PIECE_RULE_GARDEN : BASTIDE_PIECE_RULE_OK;
    case BASTIDE_PIECE_ABBOT:
      return feature == BASTIDE_FEATURE_CLOISTER || feature == BASTIDE_FEATURE_GARDEN
             ? BASTIDE_PIECE_RULE_OK : BASTIDE_PIECE_RULE_FEATURE;
    case BASTIDE_PIECE_MAYOR:
      return feature == BASTIDE_FEATURE_CITY ? BASTIDE_PIECE_RULE_OK : BASTIDE_PIECE_RULE_FEATURE;
    case BASTIDE_PIECE_WAGON:
      return feature == BASTIDE_FEATURE_CITY || feature == BASTIDE_FEATURE_ROAD
             || feature == BASTIDE_FEATURE_CLOISTER ? BASTIDE_PIECE_RULE_OK : BASTIDE_PIECE_RULE_FEATURE;
    case BASTIDE_PIECE_BARN:
    case BASTIDE_N_PIECE_KINDS:
    default:
      return BASTIDE_PIECE_RULE_FEATURE;
    }
}

/* A barn on corner `corner` of the tile in `slot`: four tiles meeting in
 * one field there (the wheel board has no such corner), and no barn on
 * that field yet. */
static BastidePieceRule
barn_corner_rule (const BastideState *state,
                  guint               slot,
                  guint               corner)
{
  const BastidePlacedTile *tile = &state->tiles[slot];
  int cx[4], cy[4];
  guint cc[4];
  guint node;

  bastide_corner_cells (tile->x, tile->y, corner, cx, cy, cc);
  for (guint i = 0; i < 4; i++)
    {
      int other = slot_at (state, cx[i], cy[i]);

      if (other < 0 || slot_type (state, other)->n_cells > 1
          || !(slot_cell (state, other, cx[i], cy[i])->field_corners & (1 << cc[i])))
        return BASTIDE_PIECE_RULE_BARN_CORNER;
    }
  node = bastide_state_barn_corner_node (state, slot, corner);
  if (state->nodes[find_root (state, node)].barns > 0)
    return BASTIDE_PIECE_RULE_BARN_TWICE;
  return BASTIDE_PIECE_RULE_OK;
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

static guint
crown_spaces (guint sector)
{
  return sector % 2 == 0 ? 1 : 2;
}

/* A follower on a crown space of `sector` (a sector of the wheel). */
static BastidePieceRule
crown_rule (const BastideState *state,
            guint               sector)
{
  if (state->rules.game != BASTIDE_GAME_WHEEL_OF_FORTUNE)
    return BASTIDE_PIECE_RULE_NO_CROWNS;
  if (state->crowns[sector][crown_spaces (sector) - 1] >= 0)
    return BASTIDE_PIECE_RULE_CROWN_FULL;
  return BASTIDE_PIECE_RULE_OK;
}

static BastidePieceRule
supply_rule (const BastideState *state,
             guint               player,
             BastidePieceKind    kind)
{
  return bastide_state_pieces_in_supply (state, player, kind) > 0
         ? BASTIDE_PIECE_RULE_OK : BASTIDE_PIECE_RULE_NONE_LEFT;
}

/* The refusal of play for `rule`, in words; @feature is the kind of
 * feature the piece would stand on (BASTIDE_PIECE_RULE_FEATURE). */
static char *
piece_rule_reason (BastidePieceRule    rule,
                   BastidePieceKind    kind,
                   BastideFeatureKind  feature)
{
  const char *label = bastide_feature_kind_label (feature);

  switch (rule)
    {
    case BASTIDE_PIECE_RULE_NOT_IN_PLAY:
      /* Translators: "the abbot is not in play in this game" */
      return g_strdup_printf (_("the %s is not in play in this game"), bastide_piece_label (kind));
    case BASTIDE_PIECE_RULE_NO_CROWNS:
      return g_strdup (_("there are crown spaces only in Wheel of Fortune"));
    case BASTIDE_PIECE_RULE_NONE_LEFT:
      if (kind == BASTIDE_PIECE_MEEPLE)
        return g_strdup (_("no follower left in supply"));
      /* Translators: "the abbot is not in the player's supply" */
      return g_strdup_printf (_("the %s is not in the player's supply"), bastide_piece_label (kind));
    case BASTIDE_PIECE_RULE_CROWN_FOLLOWERS:
      return g_strdup (_("only a follower may stand on a crown space"));
    case BASTIDE_PIECE_RULE_CROWN_FULL:
      return g_strdup (_("no free crown space on the sector"));
    case BASTIDE_PIECE_RULE_RIVER:
      return g_strdup (_("the river is not a feature: no piece may stand on it"));
    case BASTIDE_PIECE_RULE_DECORATION:
      return g_strdup (_("the garden is decoration without the abbot: no piece may stand on it"));
    case BASTIDE_PIECE_RULE_GARDEN:
      return g_strdup (_("only the abbot may stand on a garden"));
    case BASTIDE_PIECE_RULE_FEATURE:
      if (kind == BASTIDE_PIECE_ABBOT)
        return g_strdup_printf (_("the abbot may not stand on a %s: only on a monastery or a garden"), label);
      if (kind == BASTIDE_PIECE_MAYOR)
        return g_strdup_printf (_("the mayor may not stand on a %s: only in a city"), label);
      if (kind == BASTIDE_PIECE_WAGON)
        return g_strdup_printf (_("the wagon may not stand on a %s: only on a road, in a city or in a monastery"), label);
      return g_strdup (_("a barn stands on a corner, not on a feature"));
    case BASTIDE_PIECE_RULE_BARN_CORNER:
      return g_strdup (_("four tiles do not meet in one field at that corner: a barn needs a field on all four tiles around it"));
    case BASTIDE_PIECE_RULE_BARN_TWICE:
      return g_strdup (_("the field already holds a barn"));
    case BASTIDE_PIECE_RULE_BARN_FARMERS:
    case BASTIDE_PIECE_RULE_FARMER_BARN:
      return g_strdup (_("no farmer may stand on a field with a barn"));
    case BASTIDE_PIECE_RULE_COMPLETED:
      /* Translators: "the city is already completed: …" */
      return g_strdup_printf (_("the %s is already completed: a piece goes home as soon as its feature is completed"), label);
    case BASTIDE_PIECE_RULE_OK:
    default:
      g_return_val_if_reached (NULL);
    }
}

static gboolean
follows_rule (GError             **error,
              BastidePieceRule     rule,
              BastidePieceKind     kind,
              BastideFeatureKind   feature)
{
  if (rule == BASTIDE_PIECE_RULE_OK)
    return TRUE;
  if (error != NULL)
    {
      g_autofree char *reason = piece_rule_reason (rule, kind, feature);

      g_set_error_literal (error, BASTIDE_RULE_ERROR, BASTIDE_RULE_ERROR_DEPLOY, reason);
    }
  return FALSE;
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

/* The node a piece set up on feature @feature or corner @corner of the
 * tile in @slot stands on, with the rule that refuses it there in @rule;
 * BASTIDE_NODE_NONE with @error set when there is no such spot. */
static guint
spot_node (BastideState       *state,
           int                 slot,
           BastidePieceKind    kind,
           int                 feature,
           int                 corner,
           BastidePieceRule   *rule,
           GError            **error)
{
  guint node, root;

  if (kind == BASTIDE_PIECE_BARN)
    {
      if (corner < 0 || corner > 3)
        {
          bastide_refuse_literal (error, BASTIDE_RULE_ERROR_DEPLOY, _("a barn needs a corner"));
          return BASTIDE_NODE_NONE;
        }
      *rule = barn_corner_rule (state, slot, corner);
      node = *rule == BASTIDE_PIECE_RULE_OK ? bastide_state_barn_corner_node (state, slot, corner)
                                            : BASTIDE_NODE_NONE;
      if (node != BASTIDE_NODE_NONE && state->nodes[find_root (state, node)].pieces > 0)
        *rule = BASTIDE_PIECE_RULE_BARN_FARMERS;
      return node;
    }
  if (feature < 0 || feature >= slot_type (state, slot)->n_features)
    {
      bastide_refuse_literal (error, BASTIDE_RULE_ERROR_DEPLOY, _("the tile has no such feature"));
      return BASTIDE_NODE_NONE;
    }
  node = state->tiles[slot].first_node + feature;
  root = find_root (state, node);
  *rule = piece_on_feature_rule (state, kind, state->nodes[node].kind);
  if (*rule == BASTIDE_PIECE_RULE_OK && state->nodes[node].kind == BASTIDE_FEATURE_FIELD
      && state->nodes[root].barns > 0)
    *rule = BASTIDE_PIECE_RULE_FARMER_BARN;
  /* Scoring sends every piece home from a completed feature at once, so
   * no position play reaches has one there. */
  if (*rule == BASTIDE_PIECE_RULE_OK && bastide_state_feature_complete (state, root))
    *rule = BASTIDE_PIECE_RULE_COMPLETED;
  return node;
}

/**
 * bastide_state_put_piece_rule:
 * @rule: (out): the rule a refused piece breaks, or
 *   %BASTIDE_PIECE_RULE_OK when the refusal is no rule's (no such player,
 *   tile, feature or sector)
 *
 * bastide_state_put_piece() saying which rule refuses: a position set up
 * by hand lists it as a problem in its own words.
 */
gboolean
bastide_state_put_piece_rule (BastideState      *state,
                              guint              player,
                              BastidePieceKind   kind,
                              int                x,
                              int                y,
                              int                feature,
                              int                corner,
                              int                crown,
                              BastidePieceRule  *rule,
                              GError           **error)
{
  int slot;
  guint node = BASTIDE_NODE_NONE;
  BastideFeatureKind on = BASTIDE_FEATURE_FIELD;

  *rule = BASTIDE_PIECE_RULE_OK;
  if (player >= state->rules.n_players)
    {
      bastide_refuse (error, BASTIDE_RULE_ERROR_DEPLOY,
                   _("there is no player %u in this game"), player);
      return FALSE;
    }
  if (kind >= BASTIDE_N_PIECE_KINDS || crown >= BASTIDE_N_SECTORS)
    {
      bastide_refuse_literal (error, BASTIDE_RULE_ERROR_DEPLOY,
                              crown >= BASTIDE_N_SECTORS ? _("there is no such sector on the wheel")
                                                         : _("there is no such piece"));
      return FALSE;
    }
  if (crown >= 0 && state->rules.game != BASTIDE_GAME_WHEEL_OF_FORTUNE)
    *rule = BASTIDE_PIECE_RULE_NO_CROWNS;
  if (*rule == BASTIDE_PIECE_RULE_OK)
    *rule = piece_in_play_rule (state, kind);
  if (*rule == BASTIDE_PIECE_RULE_OK)
    *rule = supply_rule (state, player, kind);
  if (*rule == BASTIDE_PIECE_RULE_OK && crown >= 0)
    *rule = kind != BASTIDE_PIECE_MEEPLE ? BASTIDE_PIECE_RULE_CROWN_FOLLOWERS : crown_rule (state, crown);
  else if (*rule == BASTIDE_PIECE_RULE_OK)
    {
      slot = slot_at (state, x, y);
      if (slot < 0)
        {
          bastide_refuse (error, BASTIDE_RULE_ERROR_DEPLOY, _("there is no tile at (%d, %d)"), x, y);
          return FALSE;
        }
      node = spot_node (state, slot, kind, feature, corner, rule, error);
      if (node == BASTIDE_NODE_NONE && *rule == BASTIDE_PIECE_RULE_OK)
        return FALSE;
      if (kind != BASTIDE_PIECE_BARN)
        on = state->nodes[node].kind;
    }
  if (!follows_rule (error, *rule, kind, on))
    return FALSE;
  bastide_state_add_piece (state, player, kind, node, kind == BASTIDE_PIECE_BARN ? corner : -1, crown);
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
  BastidePieceRule rule;

  return bastide_state_put_piece_rule (state, player, kind, x, y, feature, corner, crown, &rule, error);
}

/* Deploying */

gboolean
bastide_state_check_deploy (const BastideState  *state,
                            const BastideDeploy *deploy,
                            GError             **error)
{
  guint slot = state->last_tile;
  const BastideTileType *type;
  BastidePieceKind kind = deploy->piece;
  guint node, root;

  if (!bastide_state_check_phase (state, BASTIDE_PHASE_DEPLOY, error))
    return FALSE;
  type = slot_type (state, slot);

  if (kind >= BASTIDE_N_PIECE_KINDS)
    {
      bastide_refuse_literal (error, BASTIDE_RULE_ERROR_DEPLOY,
                           _("there is no such piece"));
      return FALSE;
    }

  if (deploy->crown >= 0)
    {
      if (kind != BASTIDE_PIECE_MEEPLE)
        return follows_rule (error, BASTIDE_PIECE_RULE_CROWN_FOLLOWERS, kind, 0);
      if (deploy->crown >= BASTIDE_N_SECTORS)
        {
          bastide_refuse_literal (error, BASTIDE_RULE_ERROR_DEPLOY,
                               _("there is no such sector on the wheel"));
          return FALSE;
        }
      return follows_rule (error, crown_rule (state, deploy->crown), kind, 0)
             && follows_rule (error, supply_rule (state, state->to_move, kind), kind, 0);
    }

  if (kind == BASTIDE_PIECE_BARN)
    {
      if (!follows_rule (error, piece_in_play_rule (state, kind), kind, 0))
        return FALSE;
      if (deploy->corner < 0 || deploy->corner > 3 || type->n_cells > 1 || type->is_abbey)
        {
          bastide_refuse_literal (error, BASTIDE_RULE_ERROR_DEPLOY,
                               _("a barn goes on a corner of the tile just placed"));
          return FALSE;
        }
      return follows_rule (error, supply_rule (state, state->to_move, kind), kind, 0)
             && follows_rule (error, barn_corner_rule (state, slot, deploy->corner), kind, 0);
    }

  if (deploy->feature < 0 || deploy->feature >= type->n_features)
    {
      bastide_refuse (error, BASTIDE_RULE_ERROR_DEPLOY,
                   _("the tile %s has no such feature"), type->id);
      return FALSE;
    }
  node = state->tiles[slot].first_node + deploy->feature;
  if (!follows_rule (error, piece_in_play_rule (state, kind), kind, 0)
      || !follows_rule (error, piece_on_feature_rule (state, kind, state->nodes[node].kind),
                        kind, state->nodes[node].kind))
    return FALSE;
  if (kind == BASTIDE_PIECE_MAYOR && type->is_abbey)
    return follows_rule (error, BASTIDE_PIECE_RULE_FEATURE, kind, BASTIDE_FEATURE_CLOISTER);
  if (!follows_rule (error, supply_rule (state, state->to_move, kind), kind, 0))
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
    return follows_rule (error, BASTIDE_PIECE_RULE_FARMER_BARN, kind, 0);
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
        if ((corners & (1 << c)) && barn_corner_rule (state, state->last_tile, c) == BASTIDE_PIECE_RULE_OK)
          out[n++] = (BastideDeploy) { BASTIDE_PIECE_BARN, -1, c, -1 };
    }

  if (state->rules.game == BASTIDE_GAME_WHEEL_OF_FORTUNE && player->meeples > 0)
    for (guint s = 0; s < BASTIDE_N_SECTORS; s++)
      if (crown_rule (state, s) == BASTIDE_PIECE_RULE_OK)
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
