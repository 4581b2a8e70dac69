/* bastide-game.c: a running game, as GObject properties and signals
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The object itself, its properties and signals, and starting or loading
 * a game. The steps are in bastide-game-play.c (see
 * bastide-game-private.h for the other parts).
 */

#define G_LOG_DOMAIN "bastide-game"

#include "config.h"

#include "bastide-game-private.h"

#include <glib/gi18n.h>
#include <string.h>

G_DEFINE_FINAL_TYPE (BastideGame, bastide_game, G_TYPE_OBJECT)

G_DEFINE_QUARK (bastide-game-error-quark, bastide_game_error)

GParamSpec *bastide_game_properties[N_PROPS];
guint bastide_game_signals[N_SIGNALS];

static void
notify_if (BastideGame *self,
           gboolean     changed,
           guint        prop)
{
  if (changed)
    g_object_notify_by_pspec (G_OBJECT (self), bastide_game_properties[prop]);
}

Shown
bastide_game_current_values (BastideGame *self)
{
  const BastideState *state = self->state;
  int deciding = bastide_computer_deciding_player (state);

  return (Shown) {
    .phase = state->phase,
    .current_player = state->to_move,
    .deciding_player = deciding < 0 ? state->to_move : (guint) deciding,
    .tiles_left = bastide_state_tiles_left (state),
    .tile_in_hand = state->in_hand == BASTIDE_TILE_NONE ? -1 : state->in_hand,
    .turn_number = state->turn,
    .can_undo = bastide_game_get_can_undo (self),
    .can_redo = bastide_game_get_can_redo (self),
    .is_over = state->phase == BASTIDE_PHASE_OVER,
    .modified = self->modified,
    .thinking = self->thinking,
  };
}

void
bastide_game_sync_properties (BastideGame *self)
{
  Shown now = bastide_game_current_values (self);
  Shown was = self->shown;

  self->shown = now;
  bastide_game_update_remaining (self);
  notify_if (self, now.phase != was.phase, PROP_PHASE);
  notify_if (self, now.current_player != was.current_player, PROP_CURRENT_PLAYER);
  notify_if (self, now.deciding_player != was.deciding_player, PROP_DECIDING_PLAYER);
  notify_if (self, now.tiles_left != was.tiles_left, PROP_TILES_LEFT);
  notify_if (self, now.tile_in_hand != was.tile_in_hand, PROP_TILE_IN_HAND);
  notify_if (self, now.turn_number != was.turn_number, PROP_TURN_NUMBER);
  notify_if (self, now.can_undo != was.can_undo, PROP_CAN_UNDO);
  notify_if (self, now.can_redo != was.can_redo, PROP_CAN_REDO);
  notify_if (self, now.is_over != was.is_over, PROP_IS_OVER);
  notify_if (self, now.modified != was.modified, PROP_MODIFIED);
  notify_if (self, now.thinking != was.thinking, PROP_THINKING);
}

/* Loading */

static gboolean
load_record (BastideGame    *self,
             BastideRecord  *record,
             GError        **error)
{
  guint n_turns = bastide_record_get_n_turns (record);
  g_autofree BastideEvents *events = g_new0 (BastideEvents, 1);
  int points[BASTIDE_MAX_PLAYERS];

  self->record = record;
  *self->state = *bastide_record_get_start (record);
  g_array_set_size (self->snapshots, 0);
  g_array_set_size (self->turns, 0);
  g_array_append_vals (self->snapshots, self->state, 1);
  for (guint i = 0; i < n_turns; i++)
    {
      const BastideTurn *turn = bastide_record_get_turn (record, i);
      g_autoptr(GError) local_error = NULL;

      /* The events of the last turn tell the end-of-game scoring. */
      events->n_events = events->n_dropped = 0;
      if (!bastide_record_play_turn (record, self->state, turn, events, &local_error))
        {
          g_set_error (error, local_error->domain, local_error->code,
                       _("turn %u: %s"), i, local_error->message);
          return FALSE;
        }
      g_array_append_vals (self->turns, turn, 1);
      g_array_append_vals (self->snapshots, self->state, 1);
    }
  self->position = n_turns;
  bastide_game_read_player_names (self);
  bastide_game_read_player_kinds (self);
  bastide_game_read_resignations (self);
  /* Without turns, the beginning of play may have ended the game. */
  if (n_turns == 0 && bastide_record_get_begin_events (record) != NULL)
    *events = *bastide_record_get_begin_events (record);
  self->final_scoring = bastide_game_scorings_from_events (self, events, n_turns > 0 ? n_turns - 1 : 0,
                                                           NULL, points);
  self->shown = bastide_game_current_values (self);
  bastide_game_update_remaining (self);
  bastide_game_schedule_computer (self);
  return TRUE;
}

/* GObject */

static void
bastide_game_dispose (GObject *object)
{
  BastideGame *self = (BastideGame *) object;

  bastide_game_cancel_computer (self);
  g_clear_object (&self->file);
  g_clear_pointer (&self->final_scoring, g_ptr_array_unref);

  G_OBJECT_CLASS (bastide_game_parent_class)->dispose (object);
}

static void
bastide_game_finalize (GObject *object)
{
  BastideGame *self = (BastideGame *) object;

  g_clear_pointer (&self->record, bastide_record_free);
  g_clear_pointer (&self->snapshots, g_array_unref);
  g_clear_pointer (&self->turns, g_array_unref);
  g_clear_object (&self->remaining);
  g_free (self->state);
  g_free (self->before);
  for (guint p = 0; p < G_N_ELEMENTS (self->names); p++)
    g_free (self->names[p]);
  for (guint p = 0; p < G_N_ELEMENTS (self->ai_players); p++)
    g_clear_pointer (&self->ai_players[p], bastide_ai_player_free);

  G_OBJECT_CLASS (bastide_game_parent_class)->finalize (object);
}

static void
bastide_game_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  BastideGame *self = BASTIDE_GAME (object);

  switch (prop_id)
    {
    case PROP_PHASE:
      g_value_set_enum (value, bastide_game_get_phase (self));
      break;
    case PROP_CURRENT_PLAYER:
      g_value_set_uint (value, bastide_game_get_current_player (self));
      break;
    case PROP_DECIDING_PLAYER:
      g_value_set_uint (value, bastide_game_get_deciding_player (self));
      break;
    case PROP_TILES_LEFT:
      g_value_set_uint (value, bastide_game_get_tiles_left (self));
      break;
    case PROP_TILE_IN_HAND:
      g_value_set_int (value, bastide_game_get_tile_in_hand (self));
      break;
    case PROP_TURN_NUMBER:
      g_value_set_uint (value, bastide_game_get_turn_number (self));
      break;
    case PROP_N_PLAYERS:
      g_value_set_uint (value, bastide_game_get_n_players (self));
      break;
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, bastide_game_get_can_undo (self));
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, bastide_game_get_can_redo (self));
      break;
    case PROP_IS_OVER:
      g_value_set_boolean (value, bastide_game_get_is_over (self));
      break;
    case PROP_FILE:
      g_value_set_object (value, self->file);
      break;
    case PROP_MODIFIED:
      g_value_set_boolean (value, self->modified);
      break;
    case PROP_THINKING:
      g_value_set_boolean (value, self->thinking);
      break;
    case PROP_COMPUTER_DELAY:
      g_value_set_uint (value, self->computer_delay);
      break;
    case PROP_AUTOSAVE:
      g_value_set_boolean (value, self->autosave);
      break;
    case PROP_TOURNAMENT:
      g_value_set_boolean (value, bastide_game_get_tournament (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bastide_game_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  BastideGame *self = BASTIDE_GAME (object);

  switch (prop_id)
    {
    case PROP_COMPUTER_DELAY:
      bastide_game_set_computer_delay (self, g_value_get_uint (value));
      break;
    case PROP_AUTOSAVE:
      bastide_game_set_autosave (self, g_value_get_boolean (value));
      break;
    case PROP_TOURNAMENT:
      bastide_game_set_tournament (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* What happened in a step, in play order (see run_step ()). */
static void
install_signals (GType type)
{
  /**
   * BastideGame::tile-drawn:
   * @self: the game
   * @player: who drew
   * @tile_type: the catalogue index of the tile
   */
  bastide_game_signals[TILE_DRAWN] =
    g_signal_new ("tile-drawn", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_UINT);
  /**
   * BastideGame::wheel-turned:
   * @self: the game
   * @sector: where the pig stands now
   * @steps: how many sectors it moved
   */
  bastide_game_signals[WHEEL_TURNED] =
    g_signal_new ("wheel-turned", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, BASTIDE_TYPE_SECTOR, G_TYPE_UINT);
  /**
   * BastideGame::plague:
   * @self: the game
   * @player: the first player who must return a follower
   */
  bastide_game_signals[PLAGUE] =
    g_signal_new ("plague", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_UINT);
  /**
   * BastideGame::tile-placed:
   * @self: the game
   * @tile: the tile, where it lies (a #BastideBoardTile)
   * @player: who placed it
   */
  bastide_game_signals[TILE_PLACED] =
    g_signal_new ("tile-placed", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, BASTIDE_TYPE_BOARD_TILE | G_SIGNAL_TYPE_STATIC_SCOPE, G_TYPE_UINT);
  /**
   * BastideGame::piece-deployed:
   * @self: the game
   * @move: the piece and where it stands (a #BastidePieceMove)
   */
  bastide_game_signals[PIECE_DEPLOYED] =
    g_signal_new ("piece-deployed", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, BASTIDE_TYPE_PIECE_MOVE | G_SIGNAL_TYPE_STATIC_SCOPE);
  /**
   * BastideGame::piece-returned:
   * @self: the game
   * @move: the piece and where it stood (a #BastidePieceMove)
   */
  bastide_game_signals[PIECE_RETURNED] =
    g_signal_new ("piece-returned", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, BASTIDE_TYPE_PIECE_MOVE | G_SIGNAL_TYPE_STATIC_SCOPE);
  /**
   * BastideGame::feature-scored:
   * @self: the game
   * @scoring: what scored, for whom, and why
   */
  bastide_game_signals[FEATURE_SCORED] =
    g_signal_new ("feature-scored", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, BASTIDE_TYPE_SCORING | G_SIGNAL_TYPE_STATIC_SCOPE);
  /**
   * BastideGame::score-changed:
   * @self: the game
   * @player: whose score changed
   * @score: the new score
   * @delta: the change
   */
  bastide_game_signals[SCORE_CHANGED] =
    g_signal_new ("score-changed", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 3, G_TYPE_UINT, G_TYPE_INT, G_TYPE_INT);
  /**
   * BastideGame::turn-started:
   * @self: the game
   * @player: whose turn begins
   */
  bastide_game_signals[TURN_STARTED] =
    g_signal_new ("turn-started", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_UINT);
  /**
   * BastideGame::game-over:
   * @self: the game
   *
   * After the final scoring's #BastideGame::feature-scored emissions.
   */
  bastide_game_signals[GAME_OVER] =
    g_signal_new ("game-over", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
  /**
   * BastideGame::position-changed:
   * @self: the game
   *
   * The whole position changed at once (undo, redo): redraw it all.
   */
  bastide_game_signals[POSITION_CHANGED] =
    g_signal_new ("position-changed", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
}

static void
bastide_game_class_init (BastideGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GType type = G_TYPE_FROM_CLASS (klass);

  object_class->dispose = bastide_game_dispose;
  object_class->finalize = bastide_game_finalize;
  object_class->get_property = bastide_game_get_property;
  object_class->set_property = bastide_game_set_property;

#define RO (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS)
#define RW (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS)
  /**
   * BastideGame:phase:
   *
   * The point of the turn the game is at.
   */
  bastide_game_properties[PROP_PHASE] =
    g_param_spec_enum ("phase", NULL, NULL, BASTIDE_TYPE_PHASE, BASTIDE_PHASE_DRAW, RO);
  /**
   * BastideGame:current-player:
   *
   * Whose turn it is.
   */
  bastide_game_properties[PROP_CURRENT_PLAYER] =
    g_param_spec_uint ("current-player", NULL, NULL, 0, BASTIDE_MAX_PLAYERS - 1, 0, RO);
  /**
   * BastideGame:deciding-player:
   *
   * Who must decide now: the current player, except for plague answers
   * and wagon moves.
   */
  bastide_game_properties[PROP_DECIDING_PLAYER] =
    g_param_spec_uint ("deciding-player", NULL, NULL, 0, BASTIDE_MAX_PLAYERS - 1, 0, RO);
  bastide_game_properties[PROP_TILES_LEFT] =
    g_param_spec_uint ("tiles-left", NULL, NULL, 0, BASTIDE_MAX_TILES, 0, RO);
  /**
   * BastideGame:tile-in-hand:
   *
   * The tile type drawn and not yet placed, or -1.
   */
  bastide_game_properties[PROP_TILE_IN_HAND] =
    g_param_spec_int ("tile-in-hand", NULL, NULL, -1, G_MAXINT, -1, RO);
  /**
   * BastideGame:turn-number:
   *
   * Turns completed so far (discards do not count).
   */
  bastide_game_properties[PROP_TURN_NUMBER] =
    g_param_spec_uint ("turn-number", NULL, NULL, 0, G_MAXUINT, 0, RO);
  bastide_game_properties[PROP_N_PLAYERS] =
    g_param_spec_uint ("n-players", NULL, NULL, 0, BASTIDE_MAX_PLAYERS, 2, RO);
  bastide_game_properties[PROP_CAN_UNDO] =
    g_param_spec_boolean ("can-undo", NULL, NULL, FALSE, RO);
  bastide_game_properties[PROP_CAN_REDO] =
    g_param_spec_boolean ("can-redo", NULL, NULL, FALSE, RO);
  bastide_game_properties[PROP_IS_OVER] =
    g_param_spec_boolean ("is-over", NULL, NULL, FALSE, RO);
  /**
   * BastideGame:file:
   *
   * Where the game was last saved or opened from; %NULL for a new game
   * or one resumed from the autosave.
   */
  bastide_game_properties[PROP_FILE] =
    g_param_spec_object ("file", NULL, NULL, G_TYPE_FILE, RO);
  /**
   * BastideGame:modified:
   *
   * Whether the turns played differ from the ones last saved: a turn was
   * completed, undone or redone since. A turn in progress is no change,
   * as saving writes whole turns only.
   */
  bastide_game_properties[PROP_MODIFIED] =
    g_param_spec_boolean ("modified", NULL, NULL, FALSE, RO);
  /**
   * BastideGame:thinking:
   *
   * Whether a computer player is choosing or playing its move.
   */
  bastide_game_properties[PROP_THINKING] =
    g_param_spec_boolean ("thinking", NULL, NULL, FALSE, RO);
  /**
   * BastideGame:computer-delay:
   *
   * Milliseconds between the steps of a computer player's turn.
   */
  bastide_game_properties[PROP_COMPUTER_DELAY] =
    g_param_spec_uint ("computer-delay", NULL, NULL, 0, 60000, 0, RW);
  /**
   * BastideGame:autosave:
   *
   * Whether every completed turn is written to the autosave file.
   */
  bastide_game_properties[PROP_AUTOSAVE] =
    g_param_spec_boolean ("autosave", NULL, NULL, FALSE, RW);
  /**
   * BastideGame:tournament:
   *
   * A game played as in a tournament: no hints, and no list of the tiles
   * left (only their number, as a pile on the table shows). Kept in the
   * record, so a saved game stays one.
   */
  bastide_game_properties[PROP_TOURNAMENT] =
    g_param_spec_boolean ("tournament", NULL, NULL, FALSE, RW);
#undef RO
#undef RW

  g_object_class_install_properties (object_class, N_PROPS, bastide_game_properties);

  install_signals (type);
  bastide_game_install_remote_signals (type);
}

static void
bastide_game_init (BastideGame *self)
{
  self->state = g_new0 (BastideState, 1);
  self->before = g_new0 (BastideState, 1);
  self->snapshots = g_array_new (FALSE, FALSE, sizeof (BastideState));
  self->turns = g_array_new (FALSE, FALSE, sizeof (BastideTurn));
  self->remaining = g_list_store_new (BASTIDE_TYPE_TILE_COUNT);
  bastide_turn_init (&self->pending);
  self->draw_tile = -1;
  for (guint p = 0; p < BASTIDE_MAX_PLAYERS; p++)
    {
      self->kinds[p] = BASTIDE_PLAYER_PERSON;
      self->levels[p] = BASTIDE_COMPUTER_MEDIUM;
    }
}

/* Public API: starting */

static BastideGame *
game_for_record (BastideRecord  *record,
                 GError        **error)
{
  g_autoptr(BastideGame) self = g_object_new (BASTIDE_TYPE_GAME, NULL);

  if (!load_record (self, record, error))
    return NULL;
  return g_steal_pointer (&self);
}

static gboolean
check_colors (guint                     n_players,
              const BastidePlayerSetup *players,
              GError                  **error)
{
  guint used = 0;

  for (guint p = 0; p < n_players; p++)
    {
      if ((guint) players[p].color >= BASTIDE_N_COLORS)
        {
          g_set_error (error, BASTIDE_RECORD_ERROR, BASTIDE_RECORD_ERROR_INVALID,
                       _("Player %u has no colour"), p + 1);
          return FALSE;
        }
      if (used & (1 << players[p].color))
        {
          g_set_error (error, BASTIDE_RECORD_ERROR, BASTIDE_RECORD_ERROR_INVALID,
                       _("Two players have the colour %s"), bastide_color_label (players[p].color));
          return FALSE;
        }
      used |= 1 << players[p].color;
    }
  return TRUE;
}

static void
setup_players (BastideRecord            *record,
               guint                     n_players,
               const BastidePlayerSetup *players)
{
  g_autoptr(GString) kinds = g_string_new (NULL);

  for (guint p = 0; p < n_players; p++)
    {
      const BastidePlayerSetup *setup = &players[p];

      bastide_record_set_player (record, p,
                                 setup->name != NULL ? setup->name : bastide_color_label (setup->color),
                                 setup->color);
      if (p > 0)
        g_string_append_c (kinds, ',');
      g_string_append (kinds, bastide_game_kind_word (setup->kind, setup->level));
    }
  bastide_record_set_extra (record, PLAYER_KINDS_KEY, kinds->str);
}

/**
 * bastide_game_new:
 * @rules: the game, expansions, options and number of players
 * @players: (array): rules->n_players seats
 * @seed: shuffles the tiles
 * @error: where the rules' refusal goes
 *
 * Starts a game from the standard start.
 *
 * Returns: (transfer full) (nullable): the game, or %NULL with @error set
 */
BastideGame *
bastide_game_new (const BastideRules        *rules,
                  const BastidePlayerSetup  *players,
                  guint64                    seed,
                  GError                   **error)
{
  g_autofree BastideState *check = g_new0 (BastideState, 1);
  BastideRecord *record;

  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail (players != NULL, NULL);
  g_return_val_if_fail (rules->n_players >= 2 && rules->n_players <= BASTIDE_MAX_PLAYERS, NULL);

  if (!check_colors (rules->n_players, players, error)
      || !bastide_state_init_standard (check, rules, seed, error))
    return NULL;
  record = bastide_record_new (rules, seed);
  setup_players (record, rules->n_players, players);
  return game_for_record (record, error);
}

/**
 * bastide_game_new_from_setup:
 * @setup: (transfer full): a record holding the position to play from (a
 *   scenario's, a puzzle's); its turns, if any, are replayed
 * @players: (array): a seat for each of its players: names, colours and who
 *   plays replace the record's
 * @error: why the players or the turns are refused
 *
 * Starts a game from any position: scenarios, puzzles, the editor.
 *
 * Returns: (transfer full) (nullable): the game
 */
BastideGame *
bastide_game_new_from_setup (BastideRecord             *setup,
                             const BastidePlayerSetup  *players,
                             GError                   **error)
{
  guint n_players;

  g_return_val_if_fail (setup != NULL, NULL);
  g_return_val_if_fail (players != NULL, NULL);

  n_players = bastide_record_get_rules (setup)->n_players;
  if (!check_colors (n_players, players, error))
    {
      bastide_record_free (setup);
      return NULL;
    }
  setup_players (setup, n_players, players);
  return game_for_record (setup, error);
}

/**
 * bastide_game_new_from_record:
 * @record: (transfer full): a record
 * @error: where a turn's refusal goes
 *
 * Replays @record and goes on from its last turn. Player kinds come from
 * its "player-kinds" key (persons when absent).
 *
 * Returns: (transfer full) (nullable): the game, or %NULL with @error set
 */
BastideGame *
bastide_game_new_from_record (BastideRecord  *record,
                              GError        **error)
{
  g_return_val_if_fail (record != NULL, NULL);

  return game_for_record (record, error);
}

/**
 * bastide_game_new_from_file:
 * @file: a .bastide record
 * @error: where problems go, naming the file and the place
 *
 * Returns: (transfer full) (nullable): the game, or %NULL with @error set
 */
/* Reads the record in @file (a local file: its path goes to @path). */
BastideRecord *
bastide_model_load_record (GFile   *file,
                           char   **path,
                           GError **error)
{
  *path = g_file_get_path (file);
  if (*path == NULL)
    {
      g_autofree char *uri = g_file_get_uri (file);

      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   _("%s: only local files can be opened"), uri);
      return NULL;
    }
  return bastide_record_load_file (*path, error);
}

BastideGame *
bastide_game_new_from_file (GFile   *file,
                            GError **error)
{
  g_autofree char *path = NULL;
  g_autoptr(GFile) autosave = NULL;
  BastideRecord *record;
  BastideGame *self;

  g_return_val_if_fail (G_IS_FILE (file), NULL);

  record = bastide_model_load_record (file, &path, error);
  if (record == NULL)
    return NULL;
  self = game_for_record (record, error);
  if (self == NULL)
    {
      g_prefix_error (error, "%s: ", path);
      return NULL;
    }

  autosave = bastide_game_get_autosave_file ();
  if (g_file_equal (file, autosave))
    {
      /* Resumed: saving needs a real file, and the game is not saved. */
      self->modified = TRUE;
      self->autosave_written = TRUE;
    }
  else
    self->file = g_object_ref (file);
  self->shown = bastide_game_current_values (self);
  return self;
}

/* Replays (bastide-replay.c) */

BastideGame *
bastide_game_new_view (BastideRecord *record)
{
  g_autoptr(BastideGame) self = g_object_new (BASTIDE_TYPE_GAME, NULL);

  g_return_val_if_fail (record != NULL, NULL);

  self->view = TRUE;
  bastide_record_truncate (record, 0);
  /* no turn to play: loading cannot fail */
  if (!load_record (self, record, NULL))
    g_return_val_if_reached (NULL);
  return g_steal_pointer (&self);
}

void
bastide_game_show_position (BastideGame        *self,
                            const BastideState *state,
                            GPtrArray          *final_scoring)
{
  g_autoptr(BastideGame) hold = g_object_ref (self);

  g_return_if_fail (self->view);

  bastide_record_set_start (self->record, state);
  *self->state = *state;
  g_array_set_size (self->snapshots, 0);
  g_array_append_vals (self->snapshots, state, 1);
  g_clear_pointer (&self->final_scoring, g_ptr_array_unref);
  if (final_scoring != NULL)
    self->final_scoring = g_ptr_array_ref (final_scoring);
  self->generation++;

  g_signal_emit (self, bastide_game_signals[POSITION_CHANGED], 0);
  bastide_game_sync_properties (self);
}
