/* bastide-game.c: a running game, as GObject properties and signals
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every step goes through run_step (): the engine changes the position,
 * the step is written into the turn in progress, and when the turn is
 * complete it goes into the record with a snapshot of the position (for
 * undo). Then the signals tell the views what happened, in play order.
 * Pieces that went home are found by comparing the pieces before and
 * after the step, since the engine reports scores, not piece movements.
 */

#define G_LOG_DOMAIN "bastide-game"

#include "config.h"

#include "bastide-game.h"

#include "bastide-computer.h"
#include "bastide-tiles.h"

#include <errno.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <string.h>

#define AUTOSAVE_DIR "io.github.bastide.Bastide"
#define AUTOSAVE_NAME "autosave.bastide"
#define PLAYER_KINDS_KEY "player-kinds"

typedef enum
{
  STEP_DRAW,
  STEP_PLAGUE,
  STEP_PLACE,
  STEP_DISCARD,
  STEP_DEPLOY,
  STEP_RECALL,
  STEP_WAGON,
  STEP_WAGON_HOME,
  STEP_ABBEY,
  STEP_PASS,
} StepKind;

typedef struct
{
  StepKind kind;
  int x, y;
  guint rot;
  int feature;
  const BastideDeploy *deploy;
} Step;

/* A piece on the board, as far as telling pieces apart needs. */
typedef struct
{
  guint8 owner;
  guint8 kind;
  gint8 crown;
  gint8 feature;
  gint16 slot;
} PieceKey;

/* The property values last notified, to notify only on change. */
typedef struct
{
  BastidePhase phase;
  guint current_player;
  guint deciding_player;
  guint tiles_left;
  int tile_in_hand;
  guint turn_number;
  gboolean can_undo;
  gboolean can_redo;
  gboolean is_over;
  gboolean modified;
  gboolean thinking;
} Shown;

struct _BastideGame
{
  GObject parent_instance;

  BastideRecord *record;
  BastideState *state;
  BastideState *before;         /* the position before the current step */
  GArray *snapshots;            /* BastideState at each turn boundary */
  GArray *turns;                /* BastideTurn, the undone ones included */
  guint position;               /* turns played; the record holds these */
  BastideTurn pending;          /* the turn in progress */
  gboolean turn_begun;
  char *names[BASTIDE_MAX_PLAYERS + 1];
  BastidePlayerKind kinds[BASTIDE_MAX_PLAYERS];
  BastideComputerLevel levels[BASTIDE_MAX_PLAYERS];
  GPtrArray *final_scoring;

  GFile *file;
  gboolean modified;
  gboolean autosave;
  gboolean autosave_written;

  GCancellable *computer_cancellable;
  guint computer_source;
  BastideMove plan[BASTIDE_COMPUTER_MAX_MOVES];
  guint plan_len;
  guint plan_next;
  guint computer_delay;
  gint64 last_computer_step;    /* monotonic time, for computer-delay */
  gboolean plan_is_fallback;
  gboolean thinking;
  gboolean applying_computer;
  guint generation;

  Shown shown;
};

G_DEFINE_FINAL_TYPE (BastideGame, bastide_game, G_TYPE_OBJECT)

G_DEFINE_QUARK (bastide-game-error-quark, bastide_game_error)

enum {
  PROP_0,
  PROP_PHASE,
  PROP_CURRENT_PLAYER,
  PROP_DECIDING_PLAYER,
  PROP_TILES_LEFT,
  PROP_TILE_IN_HAND,
  PROP_TURN_NUMBER,
  PROP_N_PLAYERS,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  PROP_IS_OVER,
  PROP_FILE,
  PROP_MODIFIED,
  PROP_THINKING,
  PROP_COMPUTER_DELAY,
  PROP_AUTOSAVE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  TILE_DRAWN,
  WHEEL_TURNED,
  PLAGUE,
  TILE_PLACED,
  PIECE_DEPLOYED,
  PIECE_RETURNED,
  FEATURE_SCORED,
  SCORE_CHANGED,
  TURN_STARTED,
  GAME_OVER,
  POSITION_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void schedule_computer (BastideGame *self);
static void cancel_computer   (BastideGame *self);

/* Helpers */

static const BastideTileType *
tile_type (guint type)
{
  return bastide_catalogue_get (type);
}

static void
turn_init (BastideTurn *turn)
{
  memset (turn, 0, sizeof *turn);
  turn->kind = BASTIDE_TURN_TILE;
  turn->tile = -1;
  turn->corner = -1;
  turn->crown = -1;
}

static gboolean
has_person (BastideGame *self)
{
  for (guint p = 0; p < self->state->rules.n_players; p++)
    if (self->kinds[p] == BASTIDE_PLAYER_PERSON)
      return TRUE;
  return FALSE;
}

static gboolean
computer_decides (BastideGame        *self,
                  const BastideState *state)
{
  int player = bastide_computer_deciding_player (state);

  return player >= 0 && self->kinds[player] == BASTIDE_PLAYER_COMPUTER;
}

/* A feature reference for the record: the tile at (x, y) and its feature. */
static void
feature_ref (const BastideState *state,
             int                 x,
             int                 y,
             int                 feature,
             BastideFeatureRef  *ref)
{
  int slot = bastide_state_tile_at (state, x, y);

  memset (ref, 0, sizeof *ref);
  ref->x = x;
  ref->y = y;
  if (feature < 0 || slot < 0)
    {
      ref->home = TRUE;
      return;
    }
  g_strlcpy (ref->on, tile_type (state->tiles[slot].type)->features[feature].id, sizeof ref->on);
}

static guint
piece_keys (const BastideState *state,
            PieceKey           *keys)
{
  guint n = 0;

  for (guint i = 0; i < state->n_pieces; i++)
    {
      const BastidePiece *piece = &state->pieces[i];
      PieceKey key = { piece->owner, piece->kind, piece->crown, -1, -1 };

      /* Barns never go home during play: leave them out. */
      if (piece->kind == BASTIDE_PIECE_BARN)
        continue;
      if (piece->node != BASTIDE_NODE_NONE)
        {
          key.slot = state->nodes[piece->node].tile;
          key.feature = state->nodes[piece->node].feature;
        }
      keys[n++] = key;
    }
  return n;
}

static gboolean
key_equal (const PieceKey *a,
           const PieceKey *b)
{
  return a->owner == b->owner && a->kind == b->kind && a->crown == b->crown
         && a->feature == b->feature && a->slot == b->slot;
}

/* Removes from @a (in place) the keys also in @b, one for one; returns
 * how many of @a are left. */
static guint
keys_minus (PieceKey       *a,
            guint           n_a,
            const PieceKey *b,
            guint           n_b)
{
  gboolean used[BASTIDE_MAX_PIECES + 1] = { FALSE, };
  guint n = 0;

  for (guint i = 0; i < n_a; i++)
    {
      gboolean found = FALSE;

      for (guint j = 0; j < n_b && !found; j++)
        if (!used[j] && key_equal (&a[i], &b[j]))
          found = used[j] = TRUE;
      if (!found)
        a[n++] = a[i];
    }
  return n;
}

static void
key_position (const BastideState *state,
              const PieceKey     *key,
              int                *x,
              int                *y)
{
  if (key->slot < 0)
    *x = *y = 0;
  else
    {
      *x = state->tiles[key->slot].x;
      *y = state->tiles[key->slot].y;
    }
}

static int
compare_final_events (gconstpointer a,
                      gconstpointer b,
                      gpointer      user_data)
{
  const BastideScoreEvent *ea = a, *eb = b;
  int ka, kb;

  /* roads, cities, cloisters (and gardens), fields, barns */
#define ORDER(e) ((e)->reason == BASTIDE_SCORE_BARN ? 4 \
                  : (e)->reason == BASTIDE_SCORE_FIELD ? 3 \
                  : (e)->kind == BASTIDE_FEATURE_ROAD ? 0 \
                  : (e)->kind == BASTIDE_FEATURE_CITY ? 1 : 2)
  ka = ORDER (ea);
  kb = ORDER (eb);
#undef ORDER
  return ka - kb;
}

/* The end-of-game scores of a finished position. The engine scores the
 * end inside the step that finishes the game, without reporting events;
 * final scoring sends no piece home, so scoring a copy of the finished
 * position again gives the same events. */
static GPtrArray *
compute_final_scoring (BastideGame *self,
                       int          points[BASTIDE_MAX_PLAYERS])
{
  g_autofree BastideState *copy = g_memdup2 (self->state, sizeof *self->state);
  g_autofree BastideEvents *events = g_new0 (BastideEvents, 1);
  GPtrArray *scorings = g_ptr_array_new_with_free_func ((GDestroyNotify) bastide_scoring_free);
  guint turn = self->position > 0 ? self->position - 1 : 0;

  memset (points, 0, sizeof (int) * BASTIDE_MAX_PLAYERS);
  if (self->state->phase != BASTIDE_PHASE_OVER)
    return scorings;
  bastide_state_final_scoring (copy, events);
  g_qsort_with_data (events->events, events->n_events, sizeof (BastideScoreEvent),
                     compare_final_events, NULL);
  for (guint i = 0; i < events->n_events; i++)
    {
      g_ptr_array_add (scorings, bastide_scoring_new (self->state, &events->events[i],
                                                      (const char * const *) self->names, TRUE, turn));
      for (guint p = 0; p < BASTIDE_MAX_PLAYERS; p++)
        points[p] += events->events[i].points[p];
    }
  return scorings;
}

static void
notify_if (BastideGame *self,
           gboolean     changed,
           guint        prop)
{
  if (changed)
    g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
}

static Shown
current_values (BastideGame *self)
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

static void
sync_properties (BastideGame *self)
{
  Shown now = current_values (self);
  Shown was = self->shown;

  self->shown = now;
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

/* Player kinds, kept in the record as "player-kinds": "human,hard". */
static void
store_player_kinds (BastideGame *self)
{
  g_autoptr(GString) kinds = g_string_new (NULL);

  for (guint p = 0; p < self->state->rules.n_players; p++)
    {
      if (p > 0)
        g_string_append_c (kinds, ',');
      g_string_append (kinds, self->kinds[p] == BASTIDE_PLAYER_PERSON
                              ? "human" : bastide_computer_level_name (self->levels[p]));
    }
  bastide_record_set_extra (self->record, PLAYER_KINDS_KEY, kinds->str);
}

static void
read_player_kinds (BastideGame *self)
{
  const char *value = bastide_record_get_extra (self->record, PLAYER_KINDS_KEY);
  g_auto(GStrv) kinds = g_strsplit (value != NULL ? value : "", ",", -1);
  guint n = g_strv_length (kinds);

  for (guint p = 0; p < BASTIDE_MAX_PLAYERS; p++)
    {
      int level = p < n ? bastide_computer_level_from_name (g_strstrip (kinds[p])) : -1;

      self->kinds[p] = level < 0 ? BASTIDE_PLAYER_PERSON : BASTIDE_PLAYER_COMPUTER;
      self->levels[p] = level < 0 ? BASTIDE_COMPUTER_MEDIUM : (BastideComputerLevel) level;
    }
}

static void
read_player_names (BastideGame *self)
{
  for (guint p = 0; p < BASTIDE_MAX_PLAYERS; p++)
    {
      g_clear_pointer (&self->names[p], g_free);
      if (p < self->state->rules.n_players)
        self->names[p] = g_strdup (bastide_record_get_player (self->record, p)->name);
    }
}

static gboolean
ensure_autosave_dir (GFile   *file,
                     GError **error)
{
  g_autoptr(GFile) parent = g_file_get_parent (file);
  g_autofree char *path = g_file_get_path (parent);

  if (g_mkdir_with_parents (path, 0700) < 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
                   _("Could not create the folder %s: %s"), path, g_strerror (saved_errno));
      return FALSE;
    }
  return TRUE;
}

/* After every completed turn: the record so far, written to a temporary
 * file and renamed (bastide_record_save), so a crash leaves either the
 * old autosave or the new one. A finished game needs no resuming. */
static void
write_autosave (BastideGame *self)
{
  g_autoptr(GFile) file = NULL;
  g_autofree char *path = NULL;
  g_autoptr(GError) error = NULL;

  if (!self->autosave)
    return;
  if (self->state->phase == BASTIDE_PHASE_OVER)
    {
      bastide_game_discard_autosave ();
      return;
    }
  /* A game with no turn yet would only replace a game worth resuming. */
  if (self->position == 0 && !self->autosave_written)
    return;
  file = bastide_game_get_autosave_file ();
  path = g_file_get_path (file);
  store_player_kinds (self);
  if (!ensure_autosave_dir (file, &error) || !bastide_record_save (self->record, path, &error))
    {
      g_warning ("Autosave failed: %s", error->message);
      return;
    }
  self->autosave_written = TRUE;
}

static void
drop_redo (BastideGame *self)
{
  g_array_set_size (self->turns, self->position);
  g_array_set_size (self->snapshots, self->position + 1);
}

static void
complete_turn (BastideGame *self)
{
  bastide_record_append_turn (self->record, &self->pending);
  g_array_append_val (self->turns, self->pending);
  g_array_append_vals (self->snapshots, self->state, 1);
  self->position++;
  self->turn_begun = FALSE;
  turn_init (&self->pending);
  write_autosave (self);
}

/* Writes a step into the turn in progress. */
static void
record_step (BastideGame *self,
             const Step  *step,
             int          drawn)
{
  BastideTurn *turn = &self->pending;
  const BastideState *state = self->state;

  switch (step->kind)
    {
    case STEP_DRAW:
      turn->kind = BASTIDE_TURN_TILE;
      turn->tile = drawn;
      break;

    case STEP_PLAGUE:
      turn->has_plague = TRUE;
      if (turn->n_plague < G_N_ELEMENTS (turn->plague))
        feature_ref (state, step->x, step->y, step->feature, &turn->plague[turn->n_plague++]);
      break;

    case STEP_PLACE:
      turn->x = step->x;
      turn->y = step->y;
      turn->rot = step->rot;
      break;

    case STEP_DISCARD:
      turn->kind = BASTIDE_TURN_DISCARD;
      break;

    case STEP_DEPLOY:
      if (step->deploy != NULL)
        {
          const BastideDeploy *deploy = step->deploy;
          const BastidePlacedTile *tile = &state->tiles[state->last_tile];

          turn->has_deploy = TRUE;
          turn->piece = deploy->piece;
          turn->crown = deploy->crown >= 0 ? deploy->crown : -1;
          turn->corner = turn->crown < 0 && deploy->piece == BASTIDE_PIECE_BARN ? deploy->corner : -1;
          turn->on[0] = '\0';
          if (turn->crown < 0 && deploy->piece != BASTIDE_PIECE_BARN && deploy->feature >= 0)
            g_strlcpy (turn->on, tile_type (tile->type)->features[deploy->feature].id, sizeof turn->on);
        }
      break;

    case STEP_RECALL:
      turn->recall = TRUE;
      break;

    case STEP_WAGON:
    case STEP_WAGON_HOME:
      turn->has_wagons = TRUE;
      if (turn->n_wagons < G_N_ELEMENTS (turn->wagons))
        feature_ref (state, step->x, step->y, step->kind == STEP_WAGON ? step->feature : -1,
                     &turn->wagons[turn->n_wagons++]);
      break;

    case STEP_ABBEY:
      turn->kind = BASTIDE_TURN_ABBEY;
      turn->tile = -1;
      turn->x = step->x;
      turn->y = step->y;
      break;

    case STEP_PASS:
      turn->kind = BASTIDE_TURN_PASS;
      break;

    default:
      g_assert_not_reached ();
    }
}

static gboolean
engine_step (BastideGame    *self,
             const Step     *step,
             BastideEvents  *events,
             GError        **error)
{
  BastideState *state = self->state;

  switch (step->kind)
    {
    case STEP_DRAW:
      return bastide_state_draw (state, -1, events, error);
    case STEP_PLAGUE:
      return bastide_state_plague (state, step->x, step->y, step->feature, events, error);
    case STEP_PLACE:
      return bastide_state_place (state, step->x, step->y, step->rot, events, error);
    case STEP_DISCARD:
      return bastide_state_discard (state, error);
    case STEP_DEPLOY:
      return bastide_state_deploy (state, step->deploy, events, error);
    case STEP_RECALL:
      return bastide_state_recall_abbot (state, events, error);
    case STEP_WAGON:
      return bastide_state_move_wagon (state, step->x, step->y, step->feature, events, error);
    case STEP_WAGON_HOME:
      return bastide_state_wagon_home (state, events, error);
    case STEP_ABBEY:
      return bastide_state_play_abbey (state, step->x, step->y, events, error);
    case STEP_PASS:
      return bastide_state_pass (state, error);
    default:
      g_assert_not_reached ();
    }
}

/* Players without a follower on a land tile have nothing to choose when
 * the plague comes: answer for them. */
static void
answer_plague_for_the_empty_handed (BastideGame   *self,
                                    BastideEvents *events)
{
  BastideState *state = self->state;

  while (state->phase == BASTIDE_PHASE_PLAGUE)
    {
      guint player = bastide_computer_deciding_player (state);
      Step none = { STEP_PLAGUE, 0, 0, 0, -1, NULL };

      if (bastide_state_has_land_follower (state, player)
          || !bastide_state_plague (state, 0, 0, -1, events, NULL))
        break;
      record_step (self, &none, -1);
    }
}

static void
emit_scorings (BastideGame *self,
               GPtrArray   *scorings)
{
  for (guint i = 0; i < scorings->len; i++)
    g_signal_emit (self, signals[FEATURE_SCORED], 0, scorings->pdata[i]);
}

static void
emit_score_changes (BastideGame *self,
                    const int    before[BASTIDE_MAX_PLAYERS],
                    const int    after[BASTIDE_MAX_PLAYERS])
{
  for (guint p = 0; p < self->state->rules.n_players; p++)
    if (after[p] != before[p])
      g_signal_emit (self, signals[SCORE_CHANGED], 0, p, after[p], after[p] - before[p]);
}

static gboolean
run_step (BastideGame  *self,
          const Step   *step,
          GError      **error)
{
  g_autoptr(BastideGame) hold = NULL;
  g_autofree BastideEvents *events = g_new0 (BastideEvents, 1);
  g_autoptr(GPtrArray) scorings = NULL;
  g_autoptr(GPtrArray) final = NULL;
  BastideState *state = self->state;
  BastideState *before = self->before;
  PieceKey before_keys[BASTIDE_MAX_PIECES + 1];
  PieceKey after_keys[BASTIDE_MAX_PIECES + 1];
  PieceKey added[BASTIDE_MAX_PIECES + 1];
  guint n_before, n_after, n_added;
  int scores_before[BASTIDE_MAX_PLAYERS] = { 0, };
  int scores_turn[BASTIDE_MAX_PLAYERS] = { 0, };
  int scores_after[BASTIDE_MAX_PLAYERS] = { 0, };
  int final_points[BASTIDE_MAX_PLAYERS] = { 0, };
  guint player, turn_index;
  int drawn = -1;
  gboolean boundary, over;

  if (!self->applying_computer && computer_decides (self, state))
    {
      g_set_error_literal (error, BASTIDE_GAME_ERROR, BASTIDE_GAME_ERROR_COMPUTER_TURN,
                           _("A computer player decides now"));
      return FALSE;
    }

  *before = *state;
  player = bastide_computer_deciding_player (state);
  if (!engine_step (self, step, events, error))
    {
      *state = *before;
      return FALSE;
    }

  /* The step is made: write it down. */
  if (!self->turn_begun)
    {
      drop_redo (self);
      turn_init (&self->pending);
      self->turn_begun = TRUE;
    }
  if (step->kind == STEP_DRAW)
    drawn = state->in_hand;
  turn_index = self->position;
  record_step (self, step, drawn);
  answer_plague_for_the_empty_handed (self, events);

  scorings = g_ptr_array_new_with_free_func ((GDestroyNotify) bastide_scoring_free);
  for (guint i = 0; i < events->n_events; i++)
    g_ptr_array_add (scorings, bastide_scoring_new (state, &events->events[i],
                                                    (const char * const *) self->names, FALSE, turn_index));

  /* Which pieces went home, and which came out (a wagon moving on). */
  n_before = piece_keys (before, before_keys);
  if (step->kind == STEP_DEPLOY && step->deploy != NULL && step->deploy->piece != BASTIDE_PIECE_BARN)
    {
      PieceKey key = { player, step->deploy->piece, step->deploy->crown >= 0 ? step->deploy->crown : -1, -1, -1 };

      if (key.crown < 0)
        {
          key.slot = state->last_tile;
          key.feature = step->deploy->feature;
        }
      before_keys[n_before++] = key;
    }
  n_after = piece_keys (state, after_keys);
  memcpy (added, after_keys, sizeof (PieceKey) * n_after);
  n_added = keys_minus (added, n_after, before_keys, n_before);
  n_before = keys_minus (before_keys, n_before, after_keys, n_after);

  for (guint p = 0; p < state->rules.n_players; p++)
    {
      scores_before[p] = before->players[p].score;
      scores_after[p] = state->players[p].score;
    }

  boundary = state->phase == BASTIDE_PHASE_DRAW || state->phase == BASTIDE_PHASE_ABBEY_ROUND
             || state->phase == BASTIDE_PHASE_OVER;
  over = state->phase == BASTIDE_PHASE_OVER;
  if (boundary)
    complete_turn (self);
  if (over)
    {
      final = compute_final_scoring (self, final_points);
      g_clear_pointer (&self->final_scoring, g_ptr_array_unref);
      self->final_scoring = g_ptr_array_ref (final);
    }
  for (guint p = 0; p < state->rules.n_players; p++)
    scores_turn[p] = scores_after[p] - final_points[p];
  self->modified = TRUE;
  self->generation++;

  /* Tell the views, in play order. */
  hold = g_object_ref (self);
  switch (step->kind)
    {
    case STEP_DRAW:
      g_signal_emit (self, signals[TILE_DRAWN], 0, player, (guint) drawn);
      if (tile_type (drawn)->wheel > 0)
        g_signal_emit (self, signals[WHEEL_TURNED], 0, (BastideSector) state->pig,
                       (guint) tile_type (drawn)->wheel);
      break;

    case STEP_PLACE:
      g_signal_emit (self, signals[TILE_PLACED], 0, step->x, step->y, step->rot,
                     (guint) before->in_hand, player);
      break;

    case STEP_ABBEY:
      g_signal_emit (self, signals[TILE_PLACED], 0, step->x, step->y, 0u,
                     (guint) state->tiles[state->last_tile].type, player);
      break;

    case STEP_DEPLOY:
      if (step->deploy != NULL)
        {
          const BastideDeploy *deploy = step->deploy;
          const BastidePlacedTile *tile = &state->tiles[state->last_tile];
          gboolean crown = deploy->crown >= 0;
          gboolean barn = !crown && deploy->piece == BASTIDE_PIECE_BARN;

          g_signal_emit (self, signals[PIECE_DEPLOYED], 0, player, (BastidePieceKind) deploy->piece,
                         crown ? 0 : tile->x, crown ? 0 : tile->y,
                         crown || barn ? -1 : deploy->feature,
                         barn ? deploy->corner : -1,
                         crown ? deploy->crown : -1);
        }
      break;

    case STEP_PLAGUE:
    case STEP_DISCARD:
    case STEP_RECALL:
    case STEP_WAGON:
    case STEP_WAGON_HOME:
    case STEP_PASS:
    default:
      break;
    }

  for (guint i = 0; i < n_added; i++)
    {
      int x, y;

      key_position (state, &added[i], &x, &y);
      g_signal_emit (self, signals[PIECE_DEPLOYED], 0, (guint) added[i].owner,
                     (BastidePieceKind) added[i].kind, x, y, (int) added[i].feature, -1,
                     (int) added[i].crown);
    }
  emit_scorings (self, scorings);
  for (guint i = 0; i < n_before; i++)
    {
      int x, y;

      key_position (state, &before_keys[i], &x, &y);
      g_signal_emit (self, signals[PIECE_RETURNED], 0, (guint) before_keys[i].owner,
                     (BastidePieceKind) before_keys[i].kind, x, y, (int) before_keys[i].feature);
    }
  emit_score_changes (self, scores_before, scores_turn);
  if (step->kind == STEP_DRAW && state->phase == BASTIDE_PHASE_PLAGUE)
    g_signal_emit (self, signals[PLAGUE], 0, (guint) bastide_computer_deciding_player (state));
  if (final != NULL)
    {
      emit_scorings (self, final);
      emit_score_changes (self, scores_turn, scores_after);
    }

  sync_properties (self);

  if (over)
    g_signal_emit (self, signals[GAME_OVER], 0);
  else if (boundary)
    g_signal_emit (self, signals[TURN_STARTED], 0, (guint) state->to_move);

  schedule_computer (self);
  return TRUE;
}

/* Moves to the turn boundary @target (undo, redo). */
static void
go_to (BastideGame *self,
       guint        target)
{
  g_autoptr(BastideGame) hold = g_object_ref (self);
  int points[BASTIDE_MAX_PLAYERS];

  cancel_computer (self);
  if (target < self->position)
    bastide_record_truncate (self->record, target);
  else
    for (guint i = self->position; i < target; i++)
      bastide_record_append_turn (self->record, &g_array_index (self->turns, BastideTurn, i));
  self->position = target;
  *self->state = g_array_index (self->snapshots, BastideState, target);
  self->turn_begun = FALSE;
  turn_init (&self->pending);
  g_clear_pointer (&self->final_scoring, g_ptr_array_unref);
  if (self->state->phase == BASTIDE_PHASE_OVER)
    self->final_scoring = compute_final_scoring (self, points);
  self->modified = TRUE;
  self->generation++;
  write_autosave (self);

  g_signal_emit (self, signals[POSITION_CHANGED], 0);
  sync_properties (self);
  schedule_computer (self);
}

/* Computer players */

typedef struct
{
  GWeakRef game;
  BastideState *state;
  BastideComputerLevel level;
  guint generation;
  guint n_moves;
  BastideMove moves[BASTIDE_COMPUTER_MAX_MOVES];
} ComputerJob;

static void
computer_job_free (gpointer data)
{
  ComputerJob *job = data;

  g_weak_ref_clear (&job->game);
  g_free (job->state);
  g_free (job);
}

static void
computer_thread (GTask        *task,
                 gpointer      source_object,
                 gpointer      task_data,
                 GCancellable *cancellable)
{
  ComputerJob *job = task_data;
  GError *error = NULL;

  job->n_moves = bastide_computer_choose (job->state, job->level, cancellable, job->moves, &error);
  if (job->n_moves == 0)
    g_task_return_error (task, error);
  else
    g_task_return_boolean (task, TRUE);
}

static gboolean
apply_move (BastideGame        *self,
            const BastideMove  *move,
            GError            **error)
{
  gboolean ok = FALSE;

  self->applying_computer = TRUE;
  switch (move->kind)
    {
    case BASTIDE_MOVE_DRAW:
      ok = bastide_game_draw (self, error);
      break;
    case BASTIDE_MOVE_PLAGUE:
      ok = bastide_game_plague_return (self, move->x, move->y, move->feature, error);
      break;
    case BASTIDE_MOVE_PLACE:
      ok = bastide_game_place (self, move->x, move->y, move->rot, error);
      break;
    case BASTIDE_MOVE_DISCARD:
      ok = bastide_game_discard (self, error);
      break;
    case BASTIDE_MOVE_DEPLOY:
      ok = bastide_game_deploy (self, move->has_deploy ? &move->deploy : NULL, error);
      break;
    case BASTIDE_MOVE_RECALL_ABBOT:
      ok = bastide_game_recall_abbot (self, error);
      break;
    case BASTIDE_MOVE_WAGON:
      ok = bastide_game_move_wagon (self, move->x, move->y, move->feature, error);
      break;
    case BASTIDE_MOVE_WAGON_HOME:
      ok = bastide_game_wagon_home (self, error);
      break;
    case BASTIDE_MOVE_ABBEY:
      ok = bastide_game_play_abbey (self, move->x, move->y, error);
      break;
    case BASTIDE_MOVE_PASS:
      ok = bastide_game_pass (self, error);
      break;
    default:
      g_assert_not_reached ();
    }
  self->applying_computer = FALSE;
  return ok;
}

static gboolean apply_plan_cb (gpointer user_data);

/* Plays the computer's chosen moves, with computer-delay between them. */
static void
apply_plan (BastideGame *self)
{
  guint generation;

  while (self->plan_next < self->plan_len)
    {
      BastideMove move = self->plan[self->plan_next++];
      g_autoptr(GError) error = NULL;

      /* The last move ends the thinking; its step notifies it. */
      if (self->plan_next == self->plan_len)
        self->thinking = FALSE;
      generation = self->generation;
      self->last_computer_step = g_get_monotonic_time ();
      if (!apply_move (self, &move, &error))
        {
          g_autoptr(GError) fallback_error = NULL;
          int player = bastide_computer_deciding_player (self->state);

          g_warning ("The computer player's move was refused: %s", error->message);
          self->thinking = TRUE;
          self->plan_next = 0;
          self->plan_len = 0;
          /* Once, the greedy player decides instead; then give up
           * rather than retry the same refusal forever. */
          if (!self->plan_is_fallback && player >= 0)
            self->plan_len = bastide_computer_choose_greedy (self->state, self->plan, &fallback_error);
          self->plan_is_fallback = TRUE;
          if (self->plan_len > 0)
            continue;
          self->thinking = FALSE;
          sync_properties (self);
          return;
        }
      if (self->generation != generation + 1)
        return;   /* something else happened meanwhile (undo in a handler) */
      if (self->computer_delay > 0 && self->plan_next < self->plan_len)
        {
          self->computer_source = g_timeout_add (self->computer_delay, apply_plan_cb, self);
          return;
        }
    }
  self->plan_len = self->plan_next = 0;
  self->plan_is_fallback = FALSE;
  self->thinking = FALSE;
  sync_properties (self);
  schedule_computer (self);
}

static gboolean
apply_plan_cb (gpointer user_data)
{
  BastideGame *self = user_data;

  self->computer_source = 0;
  apply_plan (self);
  return G_SOURCE_REMOVE;
}

static void
computer_done_cb (GObject      *source_object,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  GTask *task = G_TASK (result);
  ComputerJob *job = g_task_get_task_data (task);
  g_autoptr(BastideGame) self = g_weak_ref_get (&job->game);
  g_autoptr(GError) error = NULL;
  gboolean ok = g_task_propagate_boolean (task, &error);

  if (self == NULL || g_task_get_cancellable (task) != self->computer_cancellable)
    return;   /* cancelled: undo, new position, or the game is gone */
  g_clear_object (&self->computer_cancellable);
  if (!ok || job->generation != self->generation)
    {
      if (!ok && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        g_warning ("The computer player found no move: %s", error->message);
      self->thinking = FALSE;
      sync_properties (self);
      return;
    }
  memcpy (self->plan, job->moves, sizeof (BastideMove) * job->n_moves);
  self->plan_len = job->n_moves;
  self->plan_next = 0;
  self->plan_is_fallback = FALSE;

  /* computer-delay also lies between two turns of computer players. */
  if (self->computer_delay > 0 && self->last_computer_step > 0)
    {
      gint64 wait_ms = self->computer_delay
                       - (g_get_monotonic_time () - self->last_computer_step) / 1000;

      if (wait_ms > 0)
        {
          self->computer_source = g_timeout_add ((guint) wait_ms, apply_plan_cb, self);
          return;
        }
    }
  apply_plan (self);
}

static gboolean
start_computer_cb (gpointer user_data)
{
  BastideGame *self = user_data;
  g_autoptr(GTask) task = NULL;
  ComputerJob *job;
  int player;

  self->computer_source = 0;
  if (self->thinking || !computer_decides (self, self->state))
    return G_SOURCE_REMOVE;
  player = bastide_computer_deciding_player (self->state);

  job = g_new0 (ComputerJob, 1);
  g_weak_ref_init (&job->game, self);
  job->state = g_memdup2 (self->state, sizeof *self->state);
  job->level = self->levels[player];
  job->generation = self->generation;

  self->computer_cancellable = g_cancellable_new ();
  task = g_task_new (NULL, self->computer_cancellable, computer_done_cb, NULL);
  g_task_set_source_tag (task, start_computer_cb);
  g_task_set_task_data (task, job, computer_job_free);
  g_task_run_in_thread (task, computer_thread);

  self->thinking = TRUE;
  sync_properties (self);
  return G_SOURCE_REMOVE;
}

static void
schedule_computer (BastideGame *self)
{
  if (self->computer_source != 0 || self->thinking || !computer_decides (self, self->state))
    return;
  self->computer_source = g_idle_add (start_computer_cb, self);
}

static void
cancel_computer (BastideGame *self)
{
  if (self->computer_cancellable != NULL)
    {
      g_cancellable_cancel (self->computer_cancellable);
      g_clear_object (&self->computer_cancellable);
    }
  g_clear_handle_id (&self->computer_source, g_source_remove);
  self->plan_len = self->plan_next = 0;
  self->plan_is_fallback = FALSE;
  self->thinking = FALSE;
}

/* Loading */

static gboolean
load_record (BastideGame    *self,
             BastideRecord  *record,
             GError        **error)
{
  guint n_turns = bastide_record_get_n_turns (record);

  self->record = record;
  *self->state = *bastide_record_get_start (record);
  g_array_set_size (self->snapshots, 0);
  g_array_set_size (self->turns, 0);
  g_array_append_vals (self->snapshots, self->state, 1);
  for (guint i = 0; i < n_turns; i++)
    {
      const BastideTurn *turn = bastide_record_get_turn (record, i);
      g_autoptr(GError) local_error = NULL;

      if (!bastide_record_play_turn (record, self->state, turn, NULL, &local_error))
        {
          g_set_error (error, local_error->domain, local_error->code,
                       _("turn %u: %s"), i, local_error->message);
          return FALSE;
        }
      g_array_append_vals (self->turns, turn, 1);
      g_array_append_vals (self->snapshots, self->state, 1);
    }
  self->position = n_turns;
  read_player_names (self);
  read_player_kinds (self);
  if (self->state->phase == BASTIDE_PHASE_OVER)
    {
      int points[BASTIDE_MAX_PLAYERS];

      self->final_scoring = compute_final_scoring (self, points);
    }
  self->shown = current_values (self);
  schedule_computer (self);
  return TRUE;
}

/* GObject */

static void
bastide_game_dispose (GObject *object)
{
  BastideGame *self = (BastideGame *) object;

  cancel_computer (self);
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
  g_free (self->state);
  g_free (self->before);
  for (guint p = 0; p < G_N_ELEMENTS (self->names); p++)
    g_free (self->names[p]);

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
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
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
  properties[PROP_PHASE] =
    g_param_spec_enum ("phase", NULL, NULL, BASTIDE_TYPE_PHASE, BASTIDE_PHASE_DRAW, RO);
  /**
   * BastideGame:current-player:
   *
   * Whose turn it is.
   */
  properties[PROP_CURRENT_PLAYER] =
    g_param_spec_uint ("current-player", NULL, NULL, 0, BASTIDE_MAX_PLAYERS - 1, 0, RO);
  /**
   * BastideGame:deciding-player:
   *
   * Who must decide now: the current player, except for plague answers
   * and wagon moves.
   */
  properties[PROP_DECIDING_PLAYER] =
    g_param_spec_uint ("deciding-player", NULL, NULL, 0, BASTIDE_MAX_PLAYERS - 1, 0, RO);
  properties[PROP_TILES_LEFT] =
    g_param_spec_uint ("tiles-left", NULL, NULL, 0, BASTIDE_MAX_TILES, 0, RO);
  /**
   * BastideGame:tile-in-hand:
   *
   * The tile type drawn and not yet placed, or -1.
   */
  properties[PROP_TILE_IN_HAND] =
    g_param_spec_int ("tile-in-hand", NULL, NULL, -1, G_MAXINT, -1, RO);
  /**
   * BastideGame:turn-number:
   *
   * Turns completed so far (discards do not count).
   */
  properties[PROP_TURN_NUMBER] =
    g_param_spec_uint ("turn-number", NULL, NULL, 0, G_MAXUINT, 0, RO);
  properties[PROP_N_PLAYERS] =
    g_param_spec_uint ("n-players", NULL, NULL, 0, BASTIDE_MAX_PLAYERS, 2, RO);
  properties[PROP_CAN_UNDO] =
    g_param_spec_boolean ("can-undo", NULL, NULL, FALSE, RO);
  properties[PROP_CAN_REDO] =
    g_param_spec_boolean ("can-redo", NULL, NULL, FALSE, RO);
  properties[PROP_IS_OVER] =
    g_param_spec_boolean ("is-over", NULL, NULL, FALSE, RO);
  /**
   * BastideGame:file:
   *
   * Where the game was last saved or opened from; %NULL for a new game
   * or one resumed from the autosave.
   */
  properties[PROP_FILE] =
    g_param_spec_object ("file", NULL, NULL, G_TYPE_FILE, RO);
  properties[PROP_MODIFIED] =
    g_param_spec_boolean ("modified", NULL, NULL, FALSE, RO);
  /**
   * BastideGame:thinking:
   *
   * Whether a computer player is choosing or playing its move.
   */
  properties[PROP_THINKING] =
    g_param_spec_boolean ("thinking", NULL, NULL, FALSE, RO);
  /**
   * BastideGame:computer-delay:
   *
   * Milliseconds between the steps of a computer player's turn.
   */
  properties[PROP_COMPUTER_DELAY] =
    g_param_spec_uint ("computer-delay", NULL, NULL, 0, 60000, 0, RW);
  /**
   * BastideGame:autosave:
   *
   * Whether every completed turn is written to the autosave file.
   */
  properties[PROP_AUTOSAVE] =
    g_param_spec_boolean ("autosave", NULL, NULL, FALSE, RW);
#undef RO
#undef RW

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * BastideGame::tile-drawn:
   * @self: the game
   * @player: who drew
   * @tile_type: the catalogue index of the tile
   */
  signals[TILE_DRAWN] =
    g_signal_new ("tile-drawn", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_UINT);
  /**
   * BastideGame::wheel-turned:
   * @self: the game
   * @sector: where the pig stands now
   * @steps: how many sectors it moved
   */
  signals[WHEEL_TURNED] =
    g_signal_new ("wheel-turned", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, BASTIDE_TYPE_SECTOR, G_TYPE_UINT);
  /**
   * BastideGame::plague:
   * @self: the game
   * @player: the first player who must return a follower
   */
  signals[PLAGUE] =
    g_signal_new ("plague", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_UINT);
  /**
   * BastideGame::tile-placed:
   * @self: the game
   * @x: column
   * @y: row
   * @rot: quarter turns clockwise
   * @tile_type: catalogue index of the tile
   * @player: who placed it
   */
  signals[TILE_PLACED] =
    g_signal_new ("tile-placed", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 5, G_TYPE_INT, G_TYPE_INT, G_TYPE_UINT, G_TYPE_UINT, G_TYPE_UINT);
  /**
   * BastideGame::piece-deployed:
   * @self: the game
   * @player: the owner
   * @kind: the #BastidePieceKind
   * @x: column of the tile (0 on a crown space)
   * @y: row of the tile (0 on a crown space)
   * @feature: feature index on that tile, or -1 (barn, crown)
   * @corner: the barn's #BastideCorner, or -1
   * @crown: the #BastideSector of a crown space, or -1
   */
  signals[PIECE_DEPLOYED] =
    g_signal_new ("piece-deployed", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 7, G_TYPE_UINT, BASTIDE_TYPE_PIECE_KIND, G_TYPE_INT, G_TYPE_INT,
                  G_TYPE_INT, G_TYPE_INT, G_TYPE_INT);
  /**
   * BastideGame::piece-returned:
   * @self: the game
   * @player: the owner
   * @kind: the #BastidePieceKind
   * @x: column of the tile it stood on (0 for a crown space)
   * @y: row of the tile it stood on (0 for a crown space)
   * @feature: feature index on that tile, or -1 for a crown space
   */
  signals[PIECE_RETURNED] =
    g_signal_new ("piece-returned", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 5, G_TYPE_UINT, BASTIDE_TYPE_PIECE_KIND, G_TYPE_INT, G_TYPE_INT,
                  G_TYPE_INT);
  /**
   * BastideGame::feature-scored:
   * @self: the game
   * @scoring: what scored, for whom, and why
   */
  signals[FEATURE_SCORED] =
    g_signal_new ("feature-scored", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, BASTIDE_TYPE_SCORING | G_SIGNAL_TYPE_STATIC_SCOPE);
  /**
   * BastideGame::score-changed:
   * @self: the game
   * @player: whose score changed
   * @score: the new score
   * @delta: the change
   */
  signals[SCORE_CHANGED] =
    g_signal_new ("score-changed", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 3, G_TYPE_UINT, G_TYPE_INT, G_TYPE_INT);
  /**
   * BastideGame::turn-started:
   * @self: the game
   * @player: whose turn begins
   */
  signals[TURN_STARTED] =
    g_signal_new ("turn-started", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_UINT);
  /**
   * BastideGame::game-over:
   * @self: the game
   *
   * After the final scoring's #BastideGame::feature-scored emissions.
   */
  signals[GAME_OVER] =
    g_signal_new ("game-over", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
  /**
   * BastideGame::position-changed:
   * @self: the game
   *
   * The whole position changed at once (undo, redo): redraw it all.
   */
  signals[POSITION_CHANGED] =
    g_signal_new ("position-changed", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
}

static void
bastide_game_init (BastideGame *self)
{
  self->state = g_new0 (BastideState, 1);
  self->before = g_new0 (BastideState, 1);
  self->snapshots = g_array_new (FALSE, FALSE, sizeof (BastideState));
  self->turns = g_array_new (FALSE, FALSE, sizeof (BastideTurn));
  turn_init (&self->pending);
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
      g_string_append (kinds, setup->kind == BASTIDE_PLAYER_PERSON
                              ? "human" : bastide_computer_level_name (setup->level));
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
 * bastide_game_new_from_position:
 * @start: the position to play from (its rules give the players' number)
 * @players: (array): start->rules.n_players seats
 * @seed: shuffles what the position leaves unordered
 *
 * Starts a game from any position: scenarios, puzzles, the editor.
 *
 * Returns: (transfer full): the game
 */
BastideGame *
bastide_game_new_from_position (const BastideState        *start,
                                const BastidePlayerSetup  *players,
                                guint64                    seed)
{
  BastideRecord *record;

  g_return_val_if_fail (start != NULL, NULL);
  g_return_val_if_fail (players != NULL, NULL);
  g_return_val_if_fail (check_colors (start->rules.n_players, players, NULL), NULL);

  record = bastide_record_new (&start->rules, seed);
  bastide_record_set_start (record, start);
  setup_players (record, start->rules.n_players, players);
  return game_for_record (record, NULL);
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
BastideGame *
bastide_game_new_from_file (GFile   *file,
                            GError **error)
{
  g_autofree char *path = NULL;
  g_autoptr(GFile) autosave = NULL;
  BastideRecord *record;
  BastideGame *self;

  g_return_val_if_fail (G_IS_FILE (file), NULL);

  path = g_file_get_path (file);
  if (path == NULL)
    {
      g_autofree char *uri = g_file_get_uri (file);

      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   _("%s: only local files can be opened"), uri);
      return NULL;
    }
  record = bastide_record_load_file (path, error);
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
  self->shown = current_values (self);
  return self;
}

/* Public API: saving */

/**
 * bastide_game_save:
 * @self: a #BastideGame
 * @file: (nullable): where to save, or %NULL for #BastideGame:file
 * @error: where problems go
 *
 * Writes the record of the turns completed so far (atomically: a temporary
 * file renamed over the old one).
 *
 * Returns: whether it was saved
 */
gboolean
bastide_game_save (BastideGame  *self,
                   GFile        *file,
                   GError      **error)
{
  g_autofree char *path = NULL;

  g_return_val_if_fail (BASTIDE_IS_GAME (self), FALSE);
  g_return_val_if_fail (file == NULL || G_IS_FILE (file), FALSE);

  if (file == NULL)
    file = self->file;
  if (file == NULL)
    {
      g_set_error_literal (error, BASTIDE_GAME_ERROR, BASTIDE_GAME_ERROR_NO_FILE,
                           _("The game has no file yet: choose where to save it"));
      return FALSE;
    }
  path = g_file_get_path (file);
  if (path == NULL)
    {
      g_autofree char *uri = g_file_get_uri (file);

      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   _("%s: games can only be saved to local files"), uri);
      return FALSE;
    }
  store_player_kinds (self);
  if (!bastide_record_save (self->record, path, error))
    return FALSE;

  if (self->file == NULL || !g_file_equal (self->file, file))
    {
      g_autoptr(GFile) old = g_steal_pointer (&self->file);

      self->file = g_object_ref (file);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FILE]);
    }
  self->modified = self->turn_begun;
  sync_properties (self);
  return TRUE;
}

GFile *
bastide_game_get_file (BastideGame *self)
{
  g_return_val_if_fail (BASTIDE_IS_GAME (self), NULL);
  return self->file;
}

gboolean
bastide_game_get_modified (BastideGame *self)
{
  g_return_val_if_fail (BASTIDE_IS_GAME (self), FALSE);
  return self->modified;
}

gboolean
bastide_game_get_autosave (BastideGame *self)
{
  g_return_val_if_fail (BASTIDE_IS_GAME (self), FALSE);
  return self->autosave;
}

void
bastide_game_set_autosave (BastideGame *self,
                           gboolean     autosave)
{
  g_return_if_fail (BASTIDE_IS_GAME (self));

  autosave = !!autosave;
  if (self->autosave == autosave)
    return;
  self->autosave = autosave;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_AUTOSAVE]);
}

/**
 * bastide_game_get_autosave_file:
 *
 * Returns: (transfer full): where the autosave goes, whether it exists or not
 */
GFile *
bastide_game_get_autosave_file (void)
{
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), AUTOSAVE_DIR, AUTOSAVE_NAME, NULL);

  return g_file_new_for_path (path);
}

/**
 * bastide_game_find_autosave:
 *
 * Looks for a game left unfinished (a crash, or quitting mid-game).
 *
 * Returns: (transfer full) (nullable): the autosave file when it holds a
 *   game that can be resumed
 */
GFile *
bastide_game_find_autosave (void)
{
  g_autoptr(GFile) file = bastide_game_get_autosave_file ();
  g_autofree char *path = g_file_get_path (file);
  g_autoptr(BastideRecord) record = NULL;
  g_autofree BastideState *state = NULL;
  g_autoptr(GError) error = NULL;

  if (!g_file_test (path, G_FILE_TEST_IS_REGULAR))
    return NULL;
  record = bastide_record_load_file (path, &error);
  if (record == NULL)
    {
      g_debug ("The autosave cannot be resumed: %s", error->message);
      return NULL;
    }
  state = g_new0 (BastideState, 1);
  if (!bastide_record_replay (record, state, NULL, &error))
    {
      g_debug ("The autosave cannot be resumed: %s", error->message);
      return NULL;
    }
  if (state->phase == BASTIDE_PHASE_OVER)
    return NULL;
  return g_steal_pointer (&file);
}

/**
 * bastide_game_discard_autosave:
 *
 * Deletes the autosave file, if any: the game ended, or the player chose
 * not to resume it.
 */
void
bastide_game_discard_autosave (void)
{
  g_autoptr(GFile) file = bastide_game_get_autosave_file ();
  g_autofree char *path = g_file_get_path (file);

  if (g_unlink (path) < 0 && errno != ENOENT)
    g_warning ("Could not delete the autosave %s: %s", path, g_strerror (errno));
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
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COMPUTER_DELAY]);
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
  return computer_decides (self, self->state);
}

int
bastide_game_get_score (BastideGame *self,
                        guint        player)
{
  g_return_val_if_fail (BASTIDE_IS_GAME (self), 0);
  g_return_val_if_fail (player < self->state->rules.n_players, 0);
  return self->state->players[player].score;
}

int
bastide_game_get_category_score (BastideGame     *self,
                                 guint            player,
                                 BastideCategory  category)
{
  g_return_val_if_fail (BASTIDE_IS_GAME (self), 0);
  g_return_val_if_fail (player < self->state->rules.n_players, 0);
  g_return_val_if_fail (category < BASTIDE_N_CATEGORIES, 0);
  return self->state->players[player].category[category];
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
  for (guint p = 0; p < self->state->rules.n_players; p++)
    best = MAX (best, self->state->players[p].score);
  for (guint p = 0; p < self->state->rules.n_players; p++)
    if (self->state->players[p].score == best)
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
      int score = g_array_index (self->snapshots, BastideState, i).players[player].score;

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

  if (self->final_scoring != NULL)
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
  g_return_val_if_fail (BASTIDE_IS_GAME (self), FALSE);

  if (self->state->phase != BASTIDE_PHASE_PLACE || self->state->in_hand == BASTIDE_TILE_NONE)
    {
      g_set_error_literal (error, BASTIDE_RULE_ERROR, BASTIDE_RULE_ERROR_PHASE,
                           _("there is no tile in hand to place"));
      return FALSE;
    }
  return bastide_state_check_placement (self->state, self->state->in_hand, x, y, rot, error);
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

/**
 * bastide_game_count_remaining_tiles:
 * @self: a #BastideGame
 * @n_types: (out): the length of the array, the catalogue's size
 *
 * Returns: (transfer full) (array length=n_types): copies left in the pile
 *   for each tile type
 */
guint *
bastide_game_count_remaining_tiles (BastideGame *self,
                                    guint       *n_types)
{
  guint n = bastide_catalogue ()->n_types;
  guint *counts;

  g_return_val_if_fail (BASTIDE_IS_GAME (self), NULL);

  counts = g_new0 (guint, n);
  for (guint i = 0; i < self->state->pile_len; i++)
    if (self->state->pile[i] < n)
      counts[self->state->pile[i]]++;
  if (n_types != NULL)
    *n_types = n;
  return counts;
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

/* Public API: playing */

/**
 * bastide_game_draw:
 * @self: a #BastideGame
 * @error: the engine's refusal
 *
 * Draws the top tile of the pile.
 *
 * Returns: whether the step was made
 */
gboolean
bastide_game_draw (BastideGame  *self,
                   GError      **error)
{
  Step step = { STEP_DRAW, 0, 0, 0, -1, NULL };

  g_return_val_if_fail (BASTIDE_IS_GAME (self), FALSE);
  return run_step (self, &step, error);
}

/**
 * bastide_game_place:
 * @self: a #BastideGame
 * @x: column
 * @y: row
 * @rot: quarter turns clockwise
 * @error: the engine's refusal
 *
 * Returns: whether the tile in hand was placed
 */
gboolean
bastide_game_place (BastideGame  *self,
                    int           x,
                    int           y,
                    guint         rot,
                    GError      **error)
{
  Step step = { STEP_PLACE, x, y, rot, -1, NULL };

  g_return_val_if_fail (BASTIDE_IS_GAME (self), FALSE);
  return run_step (self, &step, error);
}

/**
 * bastide_game_discard:
 * @self: a #BastideGame
 * @error: the engine's refusal (the tile fits somewhere)
 *
 * Puts away a tile that fits nowhere; the same player draws again.
 *
 * Returns: whether it was discarded
 */
gboolean
bastide_game_discard (BastideGame  *self,
                      GError      **error)
{
  Step step = { STEP_DISCARD, 0, 0, 0, -1, NULL };

  g_return_val_if_fail (BASTIDE_IS_GAME (self), FALSE);
  return run_step (self, &step, error);
}

/**
 * bastide_game_deploy:
 * @self: a #BastideGame
 * @deploy: (nullable): the piece to put on the tile just placed (unused
 *   fields -1, as bastide_game_list_deploys() gives them), or %NULL for none
 * @error: the engine's refusal
 *
 * Returns: whether the step was made
 */
gboolean
bastide_game_deploy (BastideGame          *self,
                     const BastideDeploy  *deploy,
                     GError              **error)
{
  Step step = { STEP_DEPLOY, 0, 0, 0, -1, deploy };

  g_return_val_if_fail (BASTIDE_IS_GAME (self), FALSE);
  return run_step (self, &step, error);
}

/**
 * bastide_game_recall_abbot:
 * @self: a #BastideGame
 * @error: the engine's refusal
 *
 * Takes the player's abbot back (and scores it) instead of deploying.
 *
 * Returns: whether the step was made
 */
gboolean
bastide_game_recall_abbot (BastideGame  *self,
                           GError      **error)
{
  Step step = { STEP_RECALL, 0, 0, 0, -1, NULL };

  g_return_val_if_fail (BASTIDE_IS_GAME (self), FALSE);
  return run_step (self, &step, error);
}

/**
 * bastide_game_move_wagon:
 * @self: a #BastideGame
 * @x: column of any tile of the target feature
 * @y: row of that tile
 * @feature: the feature index on that tile
 * @error: the engine's refusal
 *
 * Moves the first waiting wagon on.
 *
 * Returns: whether the step was made
 */
gboolean
bastide_game_move_wagon (BastideGame  *self,
                         int           x,
                         int           y,
                         int           feature,
                         GError      **error)
{
  Step step = { STEP_WAGON, x, y, 0, feature, NULL };

  g_return_val_if_fail (BASTIDE_IS_GAME (self), FALSE);
  return run_step (self, &step, error);
}

/**
 * bastide_game_wagon_home:
 * @self: a #BastideGame
 * @error: the engine's refusal
 *
 * Sends the first waiting wagon back to its owner's supply.
 *
 * Returns: whether the step was made
 */
gboolean
bastide_game_wagon_home (BastideGame  *self,
                         GError      **error)
{
  Step step = { STEP_WAGON_HOME, 0, 0, 0, -1, NULL };

  g_return_val_if_fail (BASTIDE_IS_GAME (self), FALSE);
  return run_step (self, &step, error);
}

/**
 * bastide_game_play_abbey:
 * @self: a #BastideGame
 * @x: column of the hole
 * @y: row of the hole
 * @error: the engine's refusal
 *
 * Plays the current player's abbey instead of drawing (or in the abbey
 * round after the last tile).
 *
 * Returns: whether the step was made
 */
gboolean
bastide_game_play_abbey (BastideGame  *self,
                         int           x,
                         int           y,
                         GError      **error)
{
  Step step = { STEP_ABBEY, x, y, 0, -1, NULL };

  g_return_val_if_fail (BASTIDE_IS_GAME (self), FALSE);
  return run_step (self, &step, error);
}

/**
 * bastide_game_pass:
 * @self: a #BastideGame
 * @error: the engine's refusal
 *
 * Keeps the abbey in the abbey round after the last tile.
 *
 * Returns: whether the step was made
 */
gboolean
bastide_game_pass (BastideGame  *self,
                   GError      **error)
{
  Step step = { STEP_PASS, 0, 0, 0, -1, NULL };

  g_return_val_if_fail (BASTIDE_IS_GAME (self), FALSE);
  return run_step (self, &step, error);
}

/**
 * bastide_game_plague_return:
 * @self: a #BastideGame
 * @x: column of any tile of the feature
 * @y: row of that tile
 * @feature: the feature index there, or -1 when the player has no
 *   follower on a land tile
 * @error: the engine's refusal
 *
 * The deciding player's answer to the plague.
 *
 * Returns: whether the step was made
 */
gboolean
bastide_game_plague_return (BastideGame  *self,
                            int           x,
                            int           y,
                            int           feature,
                            GError      **error)
{
  Step step = { STEP_PLAGUE, x, y, 0, feature, NULL };

  g_return_val_if_fail (BASTIDE_IS_GAME (self), FALSE);
  return run_step (self, &step, error);
}

/* Public API: undo and redo */

gboolean
bastide_game_get_can_undo (BastideGame *self)
{
  g_return_val_if_fail (BASTIDE_IS_GAME (self), FALSE);
  return self->turn_begun || self->position > 0;
}

gboolean
bastide_game_get_can_redo (BastideGame *self)
{
  g_return_val_if_fail (BASTIDE_IS_GAME (self), FALSE);
  return !self->turn_begun && self->position < self->turns->len;
}

/**
 * bastide_game_undo:
 * @self: a #BastideGame
 * @error: %BASTIDE_GAME_ERROR_NO_UNDO when there is nothing to undo
 *
 * Takes back the turn in progress, or the last turn. With computer
 * players, goes back to the last turn a person decided.
 *
 * Returns: whether anything was undone
 */
gboolean
bastide_game_undo (BastideGame  *self,
                   GError      **error)
{
  guint target;

  g_return_val_if_fail (BASTIDE_IS_GAME (self), FALSE);

  if (!bastide_game_get_can_undo (self))
    {
      g_set_error_literal (error, BASTIDE_GAME_ERROR, BASTIDE_GAME_ERROR_NO_UNDO,
                           _("There is nothing to undo"));
      return FALSE;
    }
  target = self->turn_begun ? self->position : self->position - 1;
  if (has_person (self))
    while (target > 0 && computer_decides (self, &g_array_index (self->snapshots, BastideState, target)))
      target--;
  go_to (self, target);
  return TRUE;
}

/**
 * bastide_game_redo:
 * @self: a #BastideGame
 * @error: %BASTIDE_GAME_ERROR_NO_REDO when there is nothing to redo
 *
 * Plays again the turns undone last, up to the next turn a person decides.
 *
 * Returns: whether anything was redone
 */
gboolean
bastide_game_redo (BastideGame  *self,
                   GError      **error)
{
  guint target;

  g_return_val_if_fail (BASTIDE_IS_GAME (self), FALSE);

  if (!bastide_game_get_can_redo (self))
    {
      g_set_error_literal (error, BASTIDE_GAME_ERROR, BASTIDE_GAME_ERROR_NO_REDO,
                           _("There is nothing to redo"));
      return FALSE;
    }
  target = self->position + 1;
  if (has_person (self))
    while (target < self->turns->len
           && computer_decides (self, &g_array_index (self->snapshots, BastideState, target)))
      target++;
  go_to (self, target);
  return TRUE;
}
