/* bastide-replay.c: going back over a record, turn by turn
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bastide-replay"

#include "config.h"

#include "bastide-replay.h"

#include <glib/gi18n.h>

#include "bastide-event-text.h"
#include "bastide-model-private.h"

struct _BastideReplay
{
  GObject parent_instance;

  BastideRecord *record;
  char *names[BASTIDE_MAX_PLAYERS + 1];
  guint n_turns;
  GArray *snapshots;            /* BastideState after 0, K, 2K… turns */
  GByteArray *movers;           /* whose turn each record turn was */
  GArray *history[BASTIDE_MAX_PLAYERS];
  GPtrArray *final_scoring;     /* BastideScoring, when the record ends the game */

  BastideState *state;          /* the position shown */
  guint turn;
  BastideEvents *events;        /* what the last turn shown did */
  guint turns_replayed;
  BastideGame *game;
};

G_DEFINE_FINAL_TYPE (BastideReplay, bastide_replay, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_TURN,
  PROP_N_TURNS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

void
bastide_replay_event_free (BastideReplayEvent *event)
{
  if (event == NULL)
    return;
  g_free (event->text);
  g_clear_pointer (&event->scoring, bastide_scoring_free);
  g_free (event);
}

/* The kind of feature (x, y, feature) is in @state, or
 * BASTIDE_N_FEATURE_KINDS when there is none (a barn, a crown space). */
static BastideFeatureKind
kind_at (const BastideState *state,
         const BastideSpot  *spot)
{
  int slot;
  const BastideTileType *type;

  if (spot->crown >= 0 || spot->feature < 0)
    return BASTIDE_N_FEATURE_KINDS;
  slot = bastide_state_tile_at (state, spot->x, spot->y);
  if (slot < 0)
    return BASTIDE_N_FEATURE_KINDS;
  type = bastide_catalogue_get (state->tiles[slot].type);
  if ((guint) spot->feature >= type->n_features)
    return BASTIDE_N_FEATURE_KINDS;
  return type->features[spot->feature].kind;
}

/* Playing the record */

static gboolean
play_turn (BastideReplay  *self,
           BastideState   *state,
           guint           index,
           BastideEvents  *events,
           GError        **error)
{
  g_autoptr(GError) local_error = NULL;

  if (events != NULL)
    events->n_events = events->n_dropped = 0;
  if (bastide_record_play_turn (self->record, state, bastide_record_get_turn (self->record, index),
                                events, &local_error))
    return TRUE;
  g_set_error (error, local_error->domain, local_error->code, _("turn %u: %s"), index, local_error->message);
  return FALSE;
}

static void
append_scores (BastideReplay      *self,
               const BastideState *state)
{
  for (guint p = 0; p < state->rules.n_players; p++)
    g_array_append_val (self->history[p], state->players[p].score);
}

/* Plays the whole record once: the snapshots, who moved, the scores and
 * the end-of-game scoring. */
static gboolean
load (BastideReplay  *self,
      GError        **error)
{
  g_autofree BastideState *state = g_new (BastideState, 1);
  const BastideState *start = bastide_record_get_start (self->record);
  BastideRecord *view;
  gboolean final = FALSE;

  self->n_turns = bastide_record_get_n_turns (self->record);
  *state = *start;
  g_array_append_vals (self->snapshots, state, 1);
  for (guint p = 0; p < start->rules.n_players; p++)
    {
      self->history[p] = g_array_sized_new (FALSE, FALSE, sizeof (int), self->n_turns + 1);
      self->names[p] = g_strdup (bastide_record_get_player (self->record, p)->name);
    }
  append_scores (self, state);

  for (guint i = 0; i < self->n_turns; i++)
    {
      gboolean last = i + 1 == self->n_turns;

      g_byte_array_append (self->movers, &state->to_move, 1);
      if (!play_turn (self, state, i, last ? self->events : NULL, error))
        return FALSE;
      if ((i + 1) % BASTIDE_REPLAY_SNAPSHOT_INTERVAL == 0)
        g_array_append_vals (self->snapshots, state, 1);
      append_scores (self, state);
    }

  /* the last turn's events hold the end-of-game scoring */
  self->final_scoring = g_ptr_array_new_with_free_func ((GDestroyNotify) bastide_scoring_free);
  for (guint i = 0; self->n_turns > 0 && i < self->events->n_events; i++)
    {
      const BastideEvent *event = &self->events->events[i];

      final |= event->kind == BASTIDE_EVENT_FINAL_SCORING;
      if (final && event->kind == BASTIDE_EVENT_SCORE)
        g_ptr_array_add (self->final_scoring,
                         bastide_scoring_new (state, &event->score, (const char * const *) self->names,
                                              TRUE, self->n_turns - 1));
    }

  *self->state = *state;
  self->turn = self->n_turns;
  view = bastide_replay_record_from_here (self);
  self->game = bastide_game_new_view (view);
  bastide_game_show_position (self->game, self->state,
                              state->phase == BASTIDE_PHASE_OVER ? self->final_scoring : NULL);
  return TRUE;
}

/* GObject */

static void
bastide_replay_finalize (GObject *object)
{
  BastideReplay *self = BASTIDE_REPLAY (object);

  g_clear_object (&self->game);
  g_clear_pointer (&self->record, bastide_record_free);
  g_clear_pointer (&self->snapshots, g_array_unref);
  g_clear_pointer (&self->movers, g_byte_array_unref);
  g_clear_pointer (&self->final_scoring, g_ptr_array_unref);
  for (guint p = 0; p < BASTIDE_MAX_PLAYERS; p++)
    {
      g_clear_pointer (&self->history[p], g_array_unref);
      g_free (self->names[p]);
    }
  g_free (self->state);
  g_free (self->events);

  G_OBJECT_CLASS (bastide_replay_parent_class)->finalize (object);
}

static void
bastide_replay_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  BastideReplay *self = BASTIDE_REPLAY (object);

  switch (prop_id)
    {
    case PROP_TURN:
      g_value_set_uint (value, self->turn);
      break;
    case PROP_N_TURNS:
      g_value_set_uint (value, self->n_turns);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bastide_replay_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  BastideReplay *self = BASTIDE_REPLAY (object);

  switch (prop_id)
    {
    case PROP_TURN:
      bastide_replay_set_turn (self, g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bastide_replay_class_init (BastideReplayClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = bastide_replay_finalize;
  object_class->get_property = bastide_replay_get_property;
  object_class->set_property = bastide_replay_set_property;

  /**
   * BastideReplay:turn:
   *
   * Turns played in the position shown: 0 is the start.
   */
  properties[PROP_TURN] =
    g_param_spec_uint ("turn", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_N_TURNS] =
    g_param_spec_uint ("n-turns", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
bastide_replay_init (BastideReplay *self)
{
  self->snapshots = g_array_new (FALSE, FALSE, sizeof (BastideState));
  self->movers = g_byte_array_new ();
  self->state = g_new0 (BastideState, 1);
  self->events = g_new0 (BastideEvents, 1);
}

/* Public API */

/**
 * bastide_replay_new:
 * @record: (transfer full): the record to go over
 * @error: which turn does not play, and why
 *
 * Returns: (transfer full) (nullable): the replay, showing the position
 *   after the last turn
 */
BastideReplay *
bastide_replay_new (BastideRecord  *record,
                    GError        **error)
{
  g_autoptr(BastideReplay) self = g_object_new (BASTIDE_TYPE_REPLAY, NULL);

  g_return_val_if_fail (record != NULL, NULL);

  self->record = record;
  if (!load (self, error))
    return NULL;
  return g_steal_pointer (&self);
}

BastideReplay *
bastide_replay_new_from_file (GFile   *file,
                              GError **error)
{
  g_autofree char *path = NULL;
  BastideRecord *record;
  BastideReplay *self;

  g_return_val_if_fail (G_IS_FILE (file), NULL);

  record = bastide_model_load_record (file, &path, error);
  if (record == NULL)
    return NULL;
  self = bastide_replay_new (record, error);
  if (self == NULL)
    g_prefix_error (error, "%s: ", path);
  return self;
}

BastideReplay *
bastide_replay_new_from_game (BastideGame  *game,
                              GError      **error)
{
  g_autofree char *data = NULL;
  BastideRecord *copy;
  gsize length;

  g_return_val_if_fail (BASTIDE_IS_GAME (game), NULL);

  /* the record as a file would hold it: the game goes on without it */
  data = bastide_record_to_data (bastide_game_get_record (game), &length);
  copy = bastide_record_load_data (data, length, NULL, error);
  if (copy == NULL)
    return NULL;
  return bastide_replay_new (copy, error);
}

guint
bastide_replay_get_n_turns (BastideReplay *self)
{
  g_return_val_if_fail (BASTIDE_IS_REPLAY (self), 0);
  return self->n_turns;
}

guint
bastide_replay_get_turn (BastideReplay *self)
{
  g_return_val_if_fail (BASTIDE_IS_REPLAY (self), 0);
  return self->turn;
}

/**
 * bastide_replay_set_turn:
 * @self: a #BastideReplay
 * @turn: turns played in the position to show (at most n-turns)
 *
 * Shows the position after @turn turns: one turn on from the position
 * shown, or from the nearest snapshot before @turn.
 */
void
bastide_replay_set_turn (BastideReplay *self,
                         guint          turn)
{
  guint base;

  g_return_if_fail (BASTIDE_IS_REPLAY (self));

  turn = MIN (turn, self->n_turns);
  if (turn == self->turn)
    return;

  base = turn / BASTIDE_REPLAY_SNAPSHOT_INTERVAL * BASTIDE_REPLAY_SNAPSHOT_INTERVAL;
  if (self->turn > turn || self->turn < base)
    {
      *self->state = g_array_index (self->snapshots, BastideState, base / BASTIDE_REPLAY_SNAPSHOT_INTERVAL);
      self->turn = base;
    }
  self->turns_replayed = turn - self->turn;
  self->events->n_events = 0;
  for (; self->turn < turn; self->turn++)
    /* the record played through when it was loaded */
    if (!play_turn (self, self->state, self->turn, self->turn + 1 == turn ? self->events : NULL, NULL))
      g_return_if_reached ();

  bastide_game_show_position (self->game, self->state,
                              self->state->phase == BASTIDE_PHASE_OVER ? self->final_scoring : NULL);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TURN]);
}

BastideGame *
bastide_replay_get_game (BastideReplay *self)
{
  g_return_val_if_fail (BASTIDE_IS_REPLAY (self), NULL);
  return self->game;
}

guint
bastide_replay_get_mover (BastideReplay *self,
                          guint          index)
{
  g_return_val_if_fail (BASTIDE_IS_REPLAY (self), 0);
  g_return_val_if_fail (index < self->movers->len, 0);
  return self->movers->data[index];
}

GArray *
bastide_replay_get_score_history (BastideReplay *self,
                                  guint          player)
{
  GArray *history;

  g_return_val_if_fail (BASTIDE_IS_REPLAY (self), NULL);
  g_return_val_if_fail (player < self->state->rules.n_players, NULL);

  history = g_array_sized_new (FALSE, FALSE, sizeof (int), self->history[player]->len);
  g_array_append_vals (history, self->history[player]->data, self->history[player]->len);
  return history;
}

guint
bastide_replay_get_turns_replayed (BastideReplay *self)
{
  g_return_val_if_fail (BASTIDE_IS_REPLAY (self), 0);
  return self->turns_replayed;
}

BastideRecord *
bastide_replay_record_from_here (BastideReplay *self)
{
  const BastideRecord *record;
  const char *kinds;
  BastideRecord *here;

  g_return_val_if_fail (BASTIDE_IS_REPLAY (self), NULL);

  record = self->record;
  here = bastide_record_new (bastide_record_get_rules (record), bastide_record_get_seed (record));
  for (guint p = 0; p < self->state->rules.n_players; p++)
    {
      const BastideRecordPlayer *player = bastide_record_get_player (record, p);

      bastide_record_set_player (here, p, player->name, player->color);
    }
  /* who played each seat, as the game keeps it */
  kinds = bastide_record_get_extra (record, PLAYER_KINDS_KEY);
  if (kinds != NULL)
    bastide_record_set_extra (here, PLAYER_KINDS_KEY, kinds);
  bastide_record_set_start (here, self->state);
  return here;
}

/* The events of a turn, in words */

static void
add_event (GPtrArray      *list,
           int             kind,
           int             player,
           char           *text,
           BastideScoring *scoring)
{
  BastideReplayEvent *event = g_new0 (BastideReplayEvent, 1);

  event->kind = kind;
  event->player = player;
  event->text = text;
  event->scoring = scoring;
  g_ptr_array_add (list, event);
}

/* The kind of the feature a turn's piece went on. */
static BastideFeatureKind
deployed_on (const BastideState *state,
             const BastideTurn  *turn)
{
  BastideSpot spot = { turn->x, turn->y, -1, -1, -1 };
  int slot = bastide_state_tile_at (state, turn->x, turn->y);

  if (slot >= 0 && turn->on[0] != '\0')
    spot.feature = bastide_tile_type_feature (bastide_catalogue_get (state->tiles[slot].type), turn->on);
  return kind_at (state, &spot);
}

/* A score's row goes with the first player it gave points to. */
static void
add_scoring (GPtrArray      *list,
             BastideScoring *scoring)
{
  int player = -1;

  for (guint p = 0; p < scoring->n_players && player < 0; p++)
    if (scoring->points[p] != 0)
      player = p;
  add_event (list, BASTIDE_EVENT_SCORE, player, g_strdup (scoring->description), scoring);
}

static gboolean
wagon_goes_on (const BastideEvents *events,
               guint                from,
               guint                player)
{
  for (guint i = from; i < events->n_events; i++)
    if ((events->events[i].kind == BASTIDE_EVENT_WAGON_MOVED || events->events[i].kind == BASTIDE_EVENT_WAGON_HOME)
        && events->events[i].piece.player == player)
      return TRUE;
  return FALSE;
}

GPtrArray *
bastide_replay_list_events (BastideReplay *self)
{
  const char * const *names;
  const BastideState *state;
  const BastideTurn *turn;
  GPtrArray *list;
  guint index, mover;

  g_return_val_if_fail (BASTIDE_IS_REPLAY (self), NULL);

  list = g_ptr_array_new_with_free_func ((GDestroyNotify) bastide_replay_event_free);
  if (self->turn == 0)
    return list;

  names = (const char * const *) self->names;
  state = self->state;
  index = self->turn - 1;
  turn = bastide_record_get_turn (self->record, index);
  mover = self->movers->data[index];
  add_event (list, -1, mover,
             bastide_event_text_move (names, mover, turn->kind, turn->has_deploy, turn->piece,
                                      deployed_on (state, turn), turn->crown, turn->recall),
             NULL);

  for (guint i = 0; i < self->events->n_events; i++)
    {
      const BastideEvent *event = &self->events->events[i];
      const BastidePieceEvent *piece = &event->piece;

      switch ((BastideEventKind) event->kind)
        {
        case BASTIDE_EVENT_SCORE:
          add_scoring (list, bastide_scoring_new (state, &event->score, names, FALSE, index));
          break;
        case BASTIDE_EVENT_PIECE_RETURNED:
          /* a scored wagon's way on, or home, is told once it is chosen */
          if (piece->piece == BASTIDE_PIECE_WAGON && piece->cause == BASTIDE_RETURN_SCORED
              && wagon_goes_on (self->events, i, piece->player))
            break;
          add_event (list, BASTIDE_EVENT_PIECE_RETURNED, piece->player,
                     bastide_event_text_piece_returned (names, piece->player, piece->piece,
                                                        kind_at (state, &piece->from), piece->cause),
                     NULL);
          break;
        case BASTIDE_EVENT_WAGON_MOVED:
          add_event (list, BASTIDE_EVENT_WAGON_MOVED, piece->player,
                     bastide_event_text_wagon_moved (names, piece->player, kind_at (state, &piece->to)),
                     NULL);
          break;
        case BASTIDE_EVENT_WAGON_HOME:
          add_event (list, BASTIDE_EVENT_WAGON_HOME, piece->player,
                     bastide_event_text_wagon_home (names, piece->player), NULL);
          break;
        case BASTIDE_EVENT_WHEEL_TURNED:
          add_event (list, BASTIDE_EVENT_WHEEL_TURNED, -1,
                     bastide_event_text_wheel_turned (event->wheel.sector, event->wheel.steps), NULL);
          break;
        case BASTIDE_EVENT_PLAGUE:
          add_event (list, BASTIDE_EVENT_PLAGUE, -1,
                     bastide_event_text_plague (names, event->wheel.player), NULL);
          break;
        case BASTIDE_EVENT_FINAL_SCORING:
          add_event (list, BASTIDE_EVENT_FINAL_SCORING, -1,
                     g_strdup (_("The game ends: the final scoring")), NULL);
          /* the end-of-game scores follow, each with its breakdown */
          for (guint f = 0; f < self->final_scoring->len; f++)
            add_scoring (list, bastide_scoring_copy (self->final_scoring->pdata[f]));
          return list;
        default:
          break;
        }
    }
  return list;
}
