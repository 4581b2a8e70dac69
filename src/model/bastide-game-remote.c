/* bastide-game-remote.c: remote seats, mirrors of a host's game, resigning
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The network layer (src/net/) talks to the game through these: a remote
 * player's decisions arrive as parts of record turn elements and are
 * played through the same public steps as a local player's (only with
 * applying_remote set), so the engine checks them the same way and the
 * views see the same signals.
 */

#define G_LOG_DOMAIN "bastide-game"

#include "config.h"

#include "bastide-game-private.h"

#include <glib/gi18n.h>

#define RESIGNED_KEY "resigned"

void
bastide_game_install_remote_signals (GType type)
{
  bastide_game_signals[TURN_PART] =
    g_signal_new ("turn-part", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, BASTIDE_TYPE_TURN_PART | G_SIGNAL_TYPE_STATIC_SCOPE);
  bastide_game_signals[DRAW_REQUESTED] =
    g_signal_new ("draw-requested", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_UINT);
  bastide_game_signals[PLAYER_CHANGED] =
    g_signal_new ("player-changed", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_UINT);
}

gboolean
bastide_game_remote_decides (BastideGame        *self,
                             const BastideState *state)
{
  int player = bastide_computer_deciding_player (state);

  return player >= 0 && !self->view && self->kinds[player] == BASTIDE_PLAYER_REMOTE;
}

gboolean
bastide_game_is_network_game (BastideGame *self)
{
  if (self->mirror || self->hosted)
    return TRUE;
  for (guint p = 0; p < self->state->rules.n_players; p++)
    if (self->kinds[p] == BASTIDE_PLAYER_REMOTE || self->resigned[p])
      return TRUE;
  return FALSE;
}

/* A mirror's local player draws: ask the host, once per turn. */
gboolean
bastide_game_request_draw (BastideGame  *self,
                           GError      **error)
{
  if (self->state->phase != BASTIDE_PHASE_DRAW)
    {
      g_set_error_literal (error, BASTIDE_RULE_ERROR, BASTIDE_RULE_ERROR_PHASE,
                           _("There is no tile to draw now"));
      return FALSE;
    }
  if (!self->draw_requested)
    {
      self->draw_requested = TRUE;
      g_signal_emit (self, bastide_game_signals[DRAW_REQUESTED], 0,
                     (guint) bastide_computer_deciding_player (self->state));
    }
  return TRUE;
}

/* What the deciding player owes now, for a part that does not fit. */
static void
set_part_error (BastideGame  *self,
                GError      **error)
{
  const char *message;

  switch ((BastidePhase) self->state->phase)
    {
    case BASTIDE_PHASE_DRAW:
      message = _("A tile must be drawn or an abbey played now");
      break;
    case BASTIDE_PHASE_PLAGUE:
      message = _("A follower must be returned to the plague now");
      break;
    case BASTIDE_PHASE_PLACE:
      message = _("The tile drawn must be placed now");
      break;
    case BASTIDE_PHASE_DEPLOY:
      message = _("The piece for the tile just placed must be chosen now");
      break;
    case BASTIDE_PHASE_WAGONS:
      message = _("A wagon must be moved or sent home now");
      break;
    case BASTIDE_PHASE_ABBEY_ROUND:
      message = _("An abbey must be played or kept now");
      break;
    case BASTIDE_PHASE_OVER:
    default:
      message = _("The game is over");
      break;
    }
  g_set_error_literal (error, BASTIDE_GAME_ERROR, BASTIDE_GAME_ERROR_NOT_DECIDING, message);
}

static gboolean
check_decider (BastideGame  *self,
               guint         player,
               GError      **error)
{
  int decider = bastide_computer_deciding_player (self->state);

  if (decider < 0)
    {
      set_part_error (self, error);
      return FALSE;
    }
  if ((guint) decider != player)
    {
      g_set_error (error, BASTIDE_GAME_ERROR, BASTIDE_GAME_ERROR_NOT_DECIDING,
                   _("It is not %s's decision now"),
                   player < self->state->rules.n_players ? self->names[player] : "?");
      return FALSE;
    }
  return TRUE;
}

/* The piece a part puts on the tile just placed in @state, as the steps
 * take it; FALSE with @error when the tile has no such feature. */
static gboolean
part_deploy (const BastideState  *state,
             const BastideTurn   *part,
             BastideDeploy       *deploy,
             GError             **error)
{
  const BastideTileType *type = tile_type (state->tiles[state->last_tile].type);

  *deploy = (BastideDeploy) { part->piece, -1, part->corner, part->crown };
  if (part->on[0] != '\0')
    {
      deploy->feature = bastide_tile_type_feature (type, part->on);
      if (deploy->feature < 0)
        {
          g_set_error (error, BASTIDE_RULE_ERROR, BASTIDE_RULE_ERROR_DEPLOY,
                       _("the tile has no such feature: %s has no %s"), type->id, part->on);
          return FALSE;
        }
    }
  return TRUE;
}

/* Checks the piece part of @part on @copy, where its tile was just placed. */
static gboolean
check_follow (BastideState       *copy,
              const BastideTurn  *part,
              GError            **error)
{
  BastideDeploy deploy;

  if (part->recall)
    return bastide_state_recall_abbot (copy, NULL, error);
  if (!part->has_deploy)
    return bastide_state_deploy (copy, NULL, NULL, error);
  return part_deploy (copy, part, &deploy, error)
         && bastide_state_deploy (copy, &deploy, NULL, error);
}

/* Plays the piece part of @part (already checked). */
static gboolean
play_follow (BastideGame        *self,
             const BastideTurn  *part,
             GError            **error)
{
  BastideDeploy deploy;

  if (part->recall)
    return bastide_game_recall_abbot (self, error);
  if (!part->has_deploy)
    return bastide_game_deploy (self, NULL, error);
  return part_deploy (self->state, part, &deploy, error)
         && bastide_game_deploy (self, &deploy, error);
}

static gboolean
check_tile_named (BastideGame        *self,
                  const BastideTurn  *part,
                  GError            **error)
{
  if (part->tile < 0 || part->tile == self->state->in_hand)
    return TRUE;
  g_set_error (error, BASTIDE_RULE_ERROR, BASTIDE_RULE_ERROR_DRAW,
               _("the tile drawn is %s, not %s"),
               tile_type (self->state->in_hand)->id, tile_type (part->tile)->id);
  return FALSE;
}

/* The mover's part: a tile and its piece, a discard, an abbey, a pass. */
static gboolean
play_mover_part (BastideGame        *self,
                 const BastideTurn  *part,
                 GError            **error)
{
  const BastideState *state = self->state;
  g_autofree BastideState *copy = g_new (BastideState, 1);

  if (part->has_plague || part->has_wagons)
    {
      g_set_error_literal (error, BASTIDE_GAME_ERROR, BASTIDE_GAME_ERROR_NOT_DECIDING,
                           _("Plague answers and wagon moves are each their own player's part of the turn"));
      return FALSE;
    }
  bastide_state_copy (copy, state);

  switch ((BastidePhase) state->phase)
    {
    case BASTIDE_PHASE_PLACE:
      if (!check_tile_named (self, part, error))
        return FALSE;
      if (part->kind == BASTIDE_TURN_DISCARD)
        return bastide_game_discard (self, error);
      if (part->kind != BASTIDE_TURN_TILE)
        break;
      if (!bastide_state_place (copy, part->x, part->y, part->rot, NULL, error)
          || !check_follow (copy, part, error))
        return FALSE;
      return bastide_game_place (self, part->x, part->y, part->rot, error)
             && play_follow (self, part, error);

    case BASTIDE_PHASE_DRAW:
    case BASTIDE_PHASE_ABBEY_ROUND:
      if (part->kind == BASTIDE_TURN_PASS)
        return bastide_game_pass (self, error);
      if (part->kind != BASTIDE_TURN_ABBEY)
        break;
      if (!bastide_state_play_abbey (copy, part->x, part->y, NULL, error)
          || !check_follow (copy, part, error))
        return FALSE;
      return bastide_game_play_abbey (self, part->x, part->y, error)
             && play_follow (self, part, error);

    case BASTIDE_PHASE_DEPLOY:
      /* The tile was placed already (a seat handed over mid-turn): the
       * part must name that placement, and only its piece is played. */
      if (part->kind != self->pending.kind || part->x != self->pending.x
          || part->y != self->pending.y
          || (part->kind == BASTIDE_TURN_TILE && part->rot != self->pending.rot))
        break;
      if (!check_follow (copy, part, error))
        return FALSE;
      return play_follow (self, part, error);

    case BASTIDE_PHASE_PLAGUE:
    case BASTIDE_PHASE_WAGONS:
    case BASTIDE_PHASE_OVER:
    default:
      break;
    }
  set_part_error (self, error);
  return FALSE;
}

static gboolean
play_entry_part (BastideGame        *self,
                 const BastideTurn  *part,
                 GError            **error)
{
  gboolean plague = self->state->phase == BASTIDE_PHASE_PLAGUE;
  const BastideFeatureRef *ref;
  int feature = -1;

  if (plague ? !part->has_plague || part->n_plague != 1 || part->has_wagons
             : !part->has_wagons || part->n_wagons != 1 || part->has_plague)
    {
      set_part_error (self, error);
      return FALSE;
    }
  ref = plague ? &part->plague[0] : &part->wagons[0];
  if (!ref->home && !bastide_record_resolve_ref (self->state, ref, &feature, error))
    return FALSE;
  if (plague)
    return bastide_game_plague_return (self, ref->x, ref->y, feature, error);
  if (ref->home)
    return bastide_game_wagon_home (self, error);
  return bastide_game_move_wagon (self, ref->x, ref->y, feature, error);
}

/**
 * bastide_game_submit_turn:
 * @self: a #BastideGame
 * @player: the remote seat deciding
 * @part: the player's part of the turn element (see bastide-game.h)
 * @error: why it was refused: %BASTIDE_GAME_ERROR_NOT_DECIDING, or the
 *   engine's reason
 *
 * Plays a remote player's decision, whole or not at all.
 *
 * Returns: whether it was played
 */
gboolean
bastide_game_submit_turn (BastideGame        *self,
                          guint               player,
                          const BastideTurn  *part,
                          GError            **error)
{
  gboolean ok;

  g_return_val_if_fail (BASTIDE_IS_GAME (self), FALSE);
  g_return_val_if_fail (part != NULL, FALSE);

  if (!check_decider (self, player, error))
    return FALSE;
  if (self->kinds[player] != BASTIDE_PLAYER_REMOTE)
    {
      g_set_error (error, BASTIDE_GAME_ERROR, BASTIDE_GAME_ERROR_NOT_DECIDING,
                   _("%s plays at this computer, not over the network"), self->names[player]);
      return FALSE;
    }

  self->applying_remote = TRUE;
  if (self->state->phase == BASTIDE_PHASE_PLAGUE || self->state->phase == BASTIDE_PHASE_WAGONS)
    ok = play_entry_part (self, part, error);
  else
    ok = play_mover_part (self, part, error);
  self->applying_remote = FALSE;
  return ok;
}

/**
 * bastide_game_submit_draw:
 * @self: a #BastideGame
 * @player: the player to move
 * @tile: the tile drawn (a mirror), or -1 for the top of the pile
 * @error: why it was refused
 *
 * Draws for a remote seat, or plays a host's draw in a mirror.
 *
 * Returns: whether the tile was drawn
 */
gboolean
bastide_game_submit_draw (BastideGame  *self,
                          guint         player,
                          int           tile,
                          GError      **error)
{
  gboolean ok;

  g_return_val_if_fail (BASTIDE_IS_GAME (self), FALSE);

  if (!check_decider (self, player, error))
    return FALSE;
  if (self->state->phase != BASTIDE_PHASE_DRAW)
    {
      set_part_error (self, error);
      return FALSE;
    }
  if (!self->mirror && self->kinds[player] != BASTIDE_PLAYER_REMOTE)
    {
      g_set_error (error, BASTIDE_GAME_ERROR, BASTIDE_GAME_ERROR_NOT_DECIDING,
                   _("%s plays at this computer, not over the network"), self->names[player]);
      return FALSE;
    }
  if (self->mirror && tile < 0)
    {
      g_set_error_literal (error, BASTIDE_RULE_ERROR, BASTIDE_RULE_ERROR_DRAW,
                           _("The host did not say which tile was drawn"));
      return FALSE;
    }

  self->applying_remote = TRUE;
  self->draw_tile = tile;
  ok = bastide_game_draw (self, error);
  self->draw_tile = -1;
  self->applying_remote = FALSE;
  return ok;
}

void
bastide_game_set_mirror (BastideGame *self,
                         gboolean     mirror)
{
  g_return_if_fail (BASTIDE_IS_GAME (self));

  self->mirror = !!mirror;
  self->draw_requested = FALSE;
  bastide_game_sync_properties (self);
}

gboolean
bastide_game_get_mirror (BastideGame *self)
{
  g_return_val_if_fail (BASTIDE_IS_GAME (self), FALSE);
  return self->mirror;
}

/**
 * bastide_game_set_hosted:
 * @self: a #BastideGame
 * @hosted: whether other computers follow this game
 *
 * A hosted game is a network game even while computer players keep all
 * of its remote seats: no undo, no redo.
 */
void
bastide_game_set_hosted (BastideGame *self,
                         gboolean     hosted)
{
  g_return_if_fail (BASTIDE_IS_GAME (self));

  self->hosted = !!hosted;
  bastide_game_sync_properties (self);
}

/**
 * bastide_game_set_player_kind:
 * @self: a #BastideGame
 * @player: a seat
 * @kind: who decides for it from now on
 * @level: the computer player's strength, for %BASTIDE_PLAYER_COMPUTER
 *
 * Hands a seat to a computer player (a remote player dropped out) or back.
 */
void
bastide_game_set_player_kind (BastideGame          *self,
                              guint                 player,
                              BastidePlayerKind     kind,
                              BastideComputerLevel  level)
{
  g_return_if_fail (BASTIDE_IS_GAME (self));
  g_return_if_fail (player < self->state->rules.n_players);

  if (self->kinds[player] == kind && self->levels[player] == level)
    return;
  if (self->thinking && bastide_computer_deciding_player (self->state) == (int) player)
    bastide_game_cancel_computer (self);
  self->kinds[player] = kind;
  self->levels[player] = level;
  bastide_game_store_player_kinds (self);
  g_signal_emit (self, bastide_game_signals[PLAYER_CHANGED], 0, player);
  bastide_game_sync_properties (self);
  bastide_game_schedule_computer (self);
}

static void
store_resignations (BastideGame *self)
{
  g_autoptr(GString) value = g_string_new (NULL);

  for (guint p = 0; p < self->state->rules.n_players; p++)
    {
      if (p > 0)
        g_string_append_c (value, ',');
      if (self->resigned[p])
        g_string_append_printf (value, "%u", self->resigned_at[p]);
    }
  bastide_record_set_extra (self->record, RESIGNED_KEY, value->str);
}

/* The record's "resigned": for each seat, the turns played when it
 * resigned, or nothing. Entries that do not fit the game are ignored. */
void
bastide_game_read_resignations (BastideGame *self)
{
  const char *value = bastide_record_get_extra (self->record, RESIGNED_KEY);
  g_auto(GStrv) entries = g_strsplit (value != NULL ? value : "", ",", BASTIDE_MAX_PLAYERS);

  for (guint p = 0; p < BASTIDE_MAX_PLAYERS; p++)
    {
      guint64 turns;

      self->resigned[p] = FALSE;
      self->resigned_at[p] = 0;
      if (p < g_strv_length (entries) && p < self->state->rules.n_players
          && g_ascii_string_to_unsigned (g_strstrip (entries[p]), 10, 0, self->position, &turns, NULL))
        {
          self->resigned[p] = TRUE;
          self->resigned_at[p] = turns;
        }
    }
}

/**
 * bastide_game_resign:
 * @self: a #BastideGame
 * @player: the player giving up
 *
 * The player resigns (docs/rules.md): their pieces stay, their score stays
 * as it was when the turn in progress began, and their turns are played
 * for them without pieces — by this game's model, or by the host when
 * this game is a mirror.
 */
void
bastide_game_resign (BastideGame *self,
                     guint        player)
{
  BastidePlayerKind kind;

  g_return_if_fail (BASTIDE_IS_GAME (self));
  g_return_if_fail (player < self->state->rules.n_players);

  if (self->resigned[player] || self->state->phase == BASTIDE_PHASE_OVER)
    return;
  self->resigned[player] = TRUE;
  self->resigned_at[player] = self->position;
  store_resignations (self);
  kind = self->mirror ? BASTIDE_PLAYER_REMOTE : BASTIDE_PLAYER_COMPUTER;
  if (self->kinds[player] != kind)
    bastide_game_set_player_kind (self, player, kind, self->levels[player]);
  else
    g_signal_emit (self, bastide_game_signals[PLAYER_CHANGED], 0, player);
}

gboolean
bastide_game_get_resigned (BastideGame *self,
                           guint        player)
{
  g_return_val_if_fail (BASTIDE_IS_GAME (self), FALSE);
  g_return_val_if_fail (player < self->state->rules.n_players, FALSE);
  return self->resigned[player];
}

void
bastide_game_set_player_away (BastideGame *self,
                              guint        player,
                              gboolean     away)
{
  g_return_if_fail (BASTIDE_IS_GAME (self));
  g_return_if_fail (player < self->state->rules.n_players);

  if (self->away[player] == !!away)
    return;
  self->away[player] = !!away;
  g_signal_emit (self, bastide_game_signals[PLAYER_CHANGED], 0, player);
}

gboolean
bastide_game_get_player_away (BastideGame *self,
                              guint        player)
{
  g_return_val_if_fail (BASTIDE_IS_GAME (self), FALSE);
  g_return_val_if_fail (player < self->state->rules.n_players, FALSE);
  return self->away[player];
}

gboolean
bastide_game_is_person_deciding (BastideGame *self)
{
  int player;

  g_return_val_if_fail (BASTIDE_IS_GAME (self), FALSE);
  player = bastide_computer_deciding_player (self->state);
  return player >= 0 && !self->view && self->kinds[player] == BASTIDE_PLAYER_PERSON;
}

int
bastide_game_lookup_tile (BastideGame *self,
                          const char  *id)
{
  g_return_val_if_fail (BASTIDE_IS_GAME (self), -1);
  g_return_val_if_fail (id != NULL, -1);
  return bastide_state_lookup_tile (self->state, id);
}

/* What a resigned player's turns are (docs/rules.md): the greedy player's
 * tile placement, but no piece, no abbot recalled, no abbey, wagons home.
 * Thread-safe: it reads only @state. */
guint
bastide_game_resigned_moves (const BastideState  *state,
                             BastideMove         *moves,
                             GError             **error)
{
  guint n = bastide_computer_choose_greedy (state, moves, error);

  for (guint i = 0; i < n; i++)
    switch (moves[i].kind)
      {
      case BASTIDE_MOVE_ABBEY:
        moves[0] = (BastideMove) { .kind = state->phase == BASTIDE_PHASE_ABBEY_ROUND
                                           ? BASTIDE_MOVE_PASS : BASTIDE_MOVE_DRAW,
                                   .feature = -1 };
        return 1;
      case BASTIDE_MOVE_RECALL_ABBOT:
      case BASTIDE_MOVE_DEPLOY:
        moves[i] = (BastideMove) { .kind = BASTIDE_MOVE_DEPLOY, .has_deploy = FALSE, .feature = -1 };
        break;
      case BASTIDE_MOVE_WAGON:
        moves[i] = (BastideMove) { .kind = BASTIDE_MOVE_WAGON_HOME, .feature = -1 };
        break;
      case BASTIDE_MOVE_DRAW:
      case BASTIDE_MOVE_PLAGUE:
      case BASTIDE_MOVE_PLACE:
      case BASTIDE_MOVE_DISCARD:
      case BASTIDE_MOVE_WAGON_HOME:
      case BASTIDE_MOVE_PASS:
      default:
        break;
      }
  return n;
}
