/* bastide-log-entry.c: one line of the score log
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What happened, in words, with the turn it happened in and, for a score,
 * the score itself (its points, its category, the cells of its feature).
 */

#define G_LOG_DOMAIN "bastide-model"

#include "config.h"

#include "bastide-log-entry.h"

struct _BastideLogEntry
{
  GObject         parent_instance;

  guint           turn;
  int             kind;
  int             player;
  char           *text;
  BastideScoring *scoring;
};

G_DEFINE_FINAL_TYPE (BastideLogEntry, bastide_log_entry, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_TURN,
  PROP_TEXT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
bastide_log_entry_finalize (GObject *object)
{
  BastideLogEntry *self = BASTIDE_LOG_ENTRY (object);

  g_free (self->text);
  g_clear_pointer (&self->scoring, bastide_scoring_free);

  G_OBJECT_CLASS (bastide_log_entry_parent_class)->finalize (object);
}

static void
bastide_log_entry_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  BastideLogEntry *self = BASTIDE_LOG_ENTRY (object);

  switch (prop_id)
    {
    case PROP_TURN:
      g_value_set_uint (value, self->turn);
      break;
    case PROP_TEXT:
      g_value_set_string (value, self->text);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bastide_log_entry_class_init (BastideLogEntryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = bastide_log_entry_finalize;
  object_class->get_property = bastide_log_entry_get_property;

  /**
   * BastideLogEntry:turn:
   *
   * The record turn it happened in, counted from 0.
   */
  properties[PROP_TURN] =
    g_param_spec_uint ("turn", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  /**
   * BastideLogEntry:text:
   *
   * What happened, in words (bastide-event-text.h).
   */
  properties[PROP_TEXT] =
    g_param_spec_string ("text", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
bastide_log_entry_init (BastideLogEntry *self)
{
}

/**
 * bastide_log_entry_new:
 * @turn: the record turn it happened in
 * @event: what happened; its text and score are taken over
 *
 * Returns: (transfer full): a new entry
 */
BastideLogEntry *
bastide_log_entry_new (guint               turn,
                       BastideReplayEvent *event)
{
  BastideLogEntry *self = g_object_new (BASTIDE_TYPE_LOG_ENTRY, NULL);

  self->turn = turn;
  self->kind = event->kind;
  self->player = event->player;
  self->text = g_steal_pointer (&event->text);
  self->scoring = g_steal_pointer (&event->scoring);
  return self;
}

guint
bastide_log_entry_get_turn (BastideLogEntry *self)
{
  g_return_val_if_fail (BASTIDE_IS_LOG_ENTRY (self), 0);
  return self->turn;
}

/**
 * bastide_log_entry_get_kind:
 * @self: a #BastideLogEntry
 *
 * Returns: the engine's #BastideEventKind it tells
 */
int
bastide_log_entry_get_kind (BastideLogEntry *self)
{
  g_return_val_if_fail (BASTIDE_IS_LOG_ENTRY (self), -1);
  return self->kind;
}

/**
 * bastide_log_entry_get_player:
 * @self: a #BastideLogEntry
 *
 * Returns: whom it concerns most: the first player a score gave points
 *   to, a wagon's owner; -1 for the wheel and the end of the game
 */
int
bastide_log_entry_get_player (BastideLogEntry *self)
{
  g_return_val_if_fail (BASTIDE_IS_LOG_ENTRY (self), -1);
  return self->player;
}

const char *
bastide_log_entry_get_text (BastideLogEntry *self)
{
  g_return_val_if_fail (BASTIDE_IS_LOG_ENTRY (self), NULL);
  return self->text;
}

/**
 * bastide_log_entry_get_scoring:
 * @self: a #BastideLogEntry
 *
 * Returns: (transfer none) (nullable): for a score, the score
 */
const BastideScoring *
bastide_log_entry_get_scoring (BastideLogEntry *self)
{
  g_return_val_if_fail (BASTIDE_IS_LOG_ENTRY (self), NULL);
  return self->scoring;
}
