/* bastide-game-log.c: the score log of a game, newest first
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every score of the game in words with its breakdown, the wagons that
 * moved on or went home, the wheel and the plague: a GListModel of
 * BastideLogEntry, the newest first, for the score log and the end-of-game
 * summary. The entries are what BastideReplay says of each turn
 * (bastide-event-text.c writes them), so the log, the replay and the
 * summary use the same sentences. It follows the game's turns: a turn
 * completed adds its entries, an undo takes them away, a game opened
 * brings all of its own.
 */

#define G_LOG_DOMAIN "bastide-model"

#include "config.h"

#include "bastide-game-log.h"

struct _BastideGameLog
{
  GObject      parent_instance;

  BastideGame *game;
  GPtrArray   *entries;   /* BastideLogEntry, oldest first */
  guint        logged;    /* record turns read */
};

static void list_model_iface_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (BastideGameLog, bastide_game_log, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL, list_model_iface_init))

static gboolean
belongs_in_log (const BastideReplayEvent *event)
{
  switch (event->kind)
    {
    case BASTIDE_EVENT_SCORE:
      return bastide_scoring_get_total (event->scoring) != 0;
    case BASTIDE_EVENT_WAGON_MOVED:
    case BASTIDE_EVENT_WAGON_HOME:
    case BASTIDE_EVENT_WHEEL_TURNED:
    case BASTIDE_EVENT_PLAGUE:
    case BASTIDE_EVENT_FINAL_SCORING:
      return TRUE;
    case BASTIDE_EVENT_PIECE_RETURNED:
    default:
      return FALSE;
    }
}

/* Reads the turns played since the last time, or forgets those undone. */
static void
sync (BastideGameLog *self)
{
  guint n_turns = bastide_record_get_n_turns (bastide_game_get_record (self->game));
  guint before = self->entries->len;
  g_autoptr(BastideReplay) replay = NULL;
  g_autoptr(GError) error = NULL;

  if (n_turns < self->logged)
    {
      guint kept = before;

      while (kept > 0
             && bastide_log_entry_get_turn (g_ptr_array_index (self->entries, kept - 1)) >= n_turns)
        kept--;
      g_ptr_array_set_size (self->entries, kept);
      self->logged = n_turns;
      if (kept != before)
        g_list_model_items_changed (G_LIST_MODEL (self), 0, before - kept, 0);
      return;
    }
  if (n_turns == self->logged)
    return;

  replay = bastide_replay_new_from_game (self->game, &error);
  /* A game the record reader refuses (six players without Abbey & Mayor,
   * say, which only a program makes) has a log with nothing in it. */
  if (replay == NULL)
    {
      g_debug ("The score log cannot read the game: %s", error->message);
      return;
    }
  for (guint turn = self->logged; turn < n_turns; turn++)
    {
      g_autoptr(GPtrArray) events = NULL;

      bastide_replay_set_turn (replay, turn + 1);
      events = bastide_replay_list_events (replay);
      for (guint i = 0; i < events->len; i++)
        {
          BastideReplayEvent *event = g_ptr_array_index (events, i);

          if (belongs_in_log (event))
            g_ptr_array_add (self->entries, bastide_log_entry_new (turn, event));
        }
    }
  self->logged = n_turns;
  if (self->entries->len != before)
    g_list_model_items_changed (G_LIST_MODEL (self), 0, 0, self->entries->len - before);
}

/* GListModel: position 0 is the newest entry */

static GType
get_item_type (GListModel *list)
{
  return BASTIDE_TYPE_LOG_ENTRY;
}

static guint
get_n_items (GListModel *list)
{
  return BASTIDE_GAME_LOG (list)->entries->len;
}

static gpointer
get_item (GListModel *list,
          guint       position)
{
  BastideGameLog *self = BASTIDE_GAME_LOG (list);

  if (position >= self->entries->len)
    return NULL;
  return g_object_ref (g_ptr_array_index (self->entries, self->entries->len - 1 - position));
}

static void
list_model_iface_init (GListModelInterface *iface)
{
  iface->get_item_type = get_item_type;
  iface->get_n_items = get_n_items;
  iface->get_item = get_item;
}

/* GObject */

static void
bastide_game_log_dispose (GObject *object)
{
  BastideGameLog *self = BASTIDE_GAME_LOG (object);

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (bastide_game_log_parent_class)->dispose (object);
}

static void
bastide_game_log_finalize (GObject *object)
{
  BastideGameLog *self = BASTIDE_GAME_LOG (object);

  g_ptr_array_unref (self->entries);

  G_OBJECT_CLASS (bastide_game_log_parent_class)->finalize (object);
}

static void
bastide_game_log_class_init (BastideGameLogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = bastide_game_log_dispose;
  object_class->finalize = bastide_game_log_finalize;
}

static void
bastide_game_log_init (BastideGameLog *self)
{
  self->entries = g_ptr_array_new_with_free_func (g_object_unref);
}

/**
 * bastide_game_log_new:
 * @game: a game
 *
 * Returns: (transfer full): the score log of @game, which follows it
 */
BastideGameLog *
bastide_game_log_new (BastideGame *game)
{
  BastideGameLog *self;

  g_return_val_if_fail (BASTIDE_IS_GAME (game), NULL);

  self = g_object_new (BASTIDE_TYPE_GAME_LOG, NULL);
  self->game = g_object_ref (game);
  g_signal_connect_swapped (game, "turn-started", G_CALLBACK (sync), self);
  g_signal_connect_swapped (game, "game-over", G_CALLBACK (sync), self);
  g_signal_connect_swapped (game, "position-changed", G_CALLBACK (sync), self);
  sync (self);
  return self;
}
