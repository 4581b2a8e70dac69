/* bastide-scenario.c: an editable position with undo and live validation
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bastide-scenario"

#include "config.h"

#include "bastide-scenario.h"

#include <glib/gi18n.h>
#include <string.h>

#include "bastide-scenario-private.h"

typedef struct
{
  BastideSetup *data;
  char *label;
} UndoStep;

G_DEFINE_FINAL_TYPE (BastideScenario, bastide_scenario, G_TYPE_OBJECT)

G_DEFINE_QUARK (bastide-scenario-error-quark, bastide_scenario_error)

enum {
  PROP_0,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  PROP_VALID,
  N_PROPS
};

enum {
  CHANGED,
  PROBLEMS_CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static const char * const english_colors[BASTIDE_N_COLORS] = {
  "Red", "Green", "Blue", "Yellow", "Black", "Pink",
};

/* Problems */

/* Every problem of the position, as the engine's rules find them. */
static GPtrArray *
find_problems (const BastideSetup *data)
{
  g_autofree BastideState *state = g_new (BastideState, 1);
  GPtrArray *problems = g_ptr_array_new_with_free_func ((GDestroyNotify) bastide_problem_free);

  bastide_setup_check (data, state, problems);
  return problems;
}

static gboolean
problems_equal (GPtrArray *a,
                GPtrArray *b)
{
  if (a->len != b->len)
    return FALSE;
  for (guint i = 0; i < a->len; i++)
    if (!bastide_problem_equal (a->pdata[i], b->pdata[i]))
      return FALSE;
  return TRUE;
}

/* A new position: two players, Red and Blue, named by their colours in
 * English (shown translated, see bastide_setup_dup_display_name ()). */
static BastideSetup *
data_new (void)
{
  static const BastideRules two_players = { BASTIDE_GAME_STANDARD, 0, 2, 0, 0 };
  BastideSetup *data = bastide_setup_new (&two_players);

  for (guint p = 0; p < 2; p++)
    {
      data->players[p].color = p == 0 ? BASTIDE_COLOR_RED : BASTIDE_COLOR_BLUE;
      g_free (data->players[p].name);
      data->players[p].name = g_strdup (english_colors[data->players[p].color]);
    }
  return data;
}

/* Undo steps */

static void
undo_step_free (gpointer pointer)
{
  UndoStep *step = pointer;

  bastide_setup_free (step->data);
  g_free (step->label);
  g_free (step);
}

static UndoStep *
undo_step_new (const BastideSetup *data,
               const char         *label)
{
  UndoStep *step = g_new0 (UndoStep, 1);

  step->data = bastide_setup_copy (data);
  step->label = g_strdup (label);
  return step;
}

/* Revalidates and tells the world. */
static void
update (BastideScenario *self)
{
  g_autoptr(GPtrArray) problems = find_problems (self->data);
  gboolean valid = problems->len == 0;
  gboolean can_undo = self->undo->len > 0;
  gboolean can_redo = self->redo->len > 0;
  gboolean problems_changed = !problems_equal (problems, self->problems);

  if (problems_changed)
    {
      g_ptr_array_unref (self->problems);
      self->problems = g_steal_pointer (&problems);
    }

  g_object_freeze_notify (G_OBJECT (self));
  if (valid != self->valid)
    {
      self->valid = valid;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VALID]);
    }
  if (can_undo != self->can_undo)
    {
      self->can_undo = can_undo;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
    }
  if (can_redo != self->can_redo)
    {
      self->can_redo = can_redo;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
    }
  g_signal_emit (self, signals[CHANGED], 0);
  if (problems_changed)
    g_signal_emit (self, signals[PROBLEMS_CHANGED], 0);
  g_object_thaw_notify (G_OBJECT (self));
}

/* Every edit starts here, once it is known to change something. */
void
scenario_begin_edit (BastideScenario *self,
                     const char      *label)
{
  if (self->group_depth > 0)
    {
      if (self->group_pushed)
        return;
      self->group_pushed = TRUE;
      label = self->group_label;
    }
  g_ptr_array_add (self->undo, undo_step_new (self->data, label));
  g_ptr_array_set_size (self->redo, 0);
}

void
scenario_end_edit (BastideScenario *self)
{
  if (self->group_depth > 0)
    return;
  update (self);
}

/* GObject */

static void
bastide_scenario_finalize (GObject *object)
{
  BastideScenario *self = BASTIDE_SCENARIO (object);

  g_clear_pointer (&self->data, bastide_setup_free);
  g_clear_pointer (&self->extras, g_hash_table_unref);
  g_clear_pointer (&self->problems, g_ptr_array_unref);
  g_clear_pointer (&self->undo, g_ptr_array_unref);
  g_clear_pointer (&self->redo, g_ptr_array_unref);
  g_clear_pointer (&self->group_label, g_free);

  G_OBJECT_CLASS (bastide_scenario_parent_class)->finalize (object);
}

static void
bastide_scenario_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  BastideScenario *self = BASTIDE_SCENARIO (object);

  switch (prop_id)
    {
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, self->can_undo);
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, self->can_redo);
      break;
    case PROP_VALID:
      g_value_set_boolean (value, self->valid);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bastide_scenario_class_init (BastideScenarioClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = bastide_scenario_finalize;
  object_class->get_property = bastide_scenario_get_property;

  properties[PROP_CAN_UNDO] =
    g_param_spec_boolean ("can-undo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_REDO] =
    g_param_spec_boolean ("can-redo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_VALID] =
    g_param_spec_boolean ("valid", NULL, NULL, TRUE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * BastideScenario::changed:
   *
   * The position changed: an edit, an undo or a redo.
   */
  signals[CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  /**
   * BastideScenario::problems-changed:
   *
   * The list of problems is not the same as before.
   */
  signals[PROBLEMS_CHANGED] =
    g_signal_new ("problems-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
bastide_scenario_init (BastideScenario *self)
{
  self->extras = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  self->problems = g_ptr_array_new_with_free_func ((GDestroyNotify) bastide_problem_free);
  self->undo = g_ptr_array_new_with_free_func (undo_step_free);
  self->redo = g_ptr_array_new_with_free_func (undo_step_free);
  self->valid = TRUE;
}

/* Takes `data`; validates it once, with no signal (nobody listens yet). */
BastideScenario *
bastide_scenario_new_take (BastideSetup *data)
{
  BastideScenario *self = g_object_new (BASTIDE_TYPE_SCENARIO, NULL);

  self->data = data;
  g_ptr_array_unref (self->problems);
  self->problems = find_problems (data);
  self->valid = self->problems->len == 0;
  return self;
}

BastideSetup *
bastide_scenario_peek_data (BastideScenario *self)
{
  return self->data;
}

GHashTable *
bastide_scenario_peek_extras (BastideScenario *self)
{
  return self->extras;
}

/**
 * bastide_scenario_new:
 *
 * A standard game for two players with the start tile on the table and
 * the other tiles shuffled (seed 0).
 */
BastideScenario *
bastide_scenario_new (void)
{
  BastideSetup *data = data_new ();

  bastide_setup_add_start_tile (data);
  return bastide_scenario_new_take (data);
}

BastideScenario *
bastide_scenario_copy (BastideScenario *self)
{
  BastideScenario *copy;
  GHashTableIter iter;
  gpointer key, value;

  g_return_val_if_fail (BASTIDE_IS_SCENARIO (self), NULL);

  copy = bastide_scenario_new_take (bastide_setup_copy (self->data));
  g_hash_table_iter_init (&iter, self->extras);
  while (g_hash_table_iter_next (&iter, &key, &value))
    g_hash_table_insert (copy->extras, g_strdup (key), g_strdup (value));
  return copy;
}

/**
 * bastide_scenario_new_from_state:
 * @state: a position between two turns
 * @record: (nullable): where the players' names and colours come from
 *
 * The position as an editable scenario. The pile keeps its exact order.
 */
BastideScenario *
bastide_scenario_new_from_state (const BastideState   *state,
                                 const BastideRecord  *record,
                                 GError              **error)
{
  g_autoptr(BastideSetup) data = NULL;

  g_return_val_if_fail (state != NULL, NULL);

  if (state->phase != BASTIDE_PHASE_DRAW)
    {
      g_set_error_literal (error, BASTIDE_SCENARIO_ERROR, BASTIDE_SCENARIO_ERROR_EDIT,
                           _("Only a position between two turns can be edited."));
      return NULL;
    }

  data = bastide_setup_new (&state->rules);
  for (guint p = 0; p < state->rules.n_players; p++)
    {
      const BastideRecordPlayer *player = record != NULL ? bastide_record_get_player (record, p) : NULL;

      data->players[p].color = player != NULL ? player->color : (BastideColor) p;
      g_free (data->players[p].name);
      data->players[p].name = g_strdup (player != NULL ? player->name : english_colors[p]);
    }
  data->seed = record != NULL ? bastide_record_get_seed (record) : 0;
  bastide_setup_set_position (data, state);
  return bastide_scenario_new_take (g_steal_pointer (&data));
}

/**
 * bastide_scenario_new_from_record:
 * @record: a game record
 * @n_turns: how many of its turns to replay (G_MAXUINT: all)
 *
 * The position after the first @n_turns turns of @record.
 */
BastideScenario *
bastide_scenario_new_from_record (const BastideRecord  *record,
                                  guint                 n_turns,
                                  GError              **error)
{
  g_autofree BastideState *state = g_new (BastideState, 1);
  guint n = MIN (n_turns, bastide_record_get_n_turns (record));

  *state = *bastide_record_get_start (record);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GError) local_error = NULL;

      if (!bastide_record_play_turn (record, state, bastide_record_get_turn (record, i),
                                     NULL, &local_error))
        {
          g_set_error (error, BASTIDE_SCENARIO_ERROR, BASTIDE_SCENARIO_ERROR_FORMAT,
                       _("Turn %u cannot be played: %s"), i + 1, local_error->message);
          return NULL;
        }
    }
  return bastide_scenario_new_from_state (state, record, error);
}

/* Extras */

const char *
bastide_scenario_get_extra (BastideScenario *self,
                            const char      *key)
{
  g_return_val_if_fail (BASTIDE_IS_SCENARIO (self), NULL);
  return g_hash_table_lookup (self->extras, key);
}

void
bastide_scenario_set_extra (BastideScenario *self,
                            const char      *key,
                            const char      *value)
{
  g_return_if_fail (BASTIDE_IS_SCENARIO (self));
  if (value == NULL)
    g_hash_table_remove (self->extras, key);
  else
    g_hash_table_insert (self->extras, g_strdup (key), g_strdup (value));
}

gboolean
bastide_scenario_is_draft (BastideScenario *self)
{
  g_return_val_if_fail (BASTIDE_IS_SCENARIO (self), FALSE);
  return !self->valid;
}

/* Problems */

/**
 * bastide_scenario_get_problems:
 *
 * Returns: (transfer none) (element-type BastideProblem): every problem of
 * the position, in a stable order; empty when it may be played.
 */
GPtrArray *
bastide_scenario_get_problems (BastideScenario *self)
{
  g_return_val_if_fail (BASTIDE_IS_SCENARIO (self), NULL);
  return self->problems;
}

gboolean
bastide_scenario_get_valid (BastideScenario *self)
{
  g_return_val_if_fail (BASTIDE_IS_SCENARIO (self), FALSE);
  return self->valid;
}

static void
set_problems_error (BastideScenario  *self,
                    GError          **error)
{
  GString *text = g_string_new (_("The position breaks the rules:"));

  for (guint i = 0; i < self->problems->len; i++)
    {
      const BastideProblem *problem = self->problems->pdata[i];

      g_string_append_printf (text, "\n%s", problem->message);
    }
  g_set_error_literal (error, BASTIDE_SCENARIO_ERROR, BASTIDE_SCENARIO_ERROR_PROBLEMS, text->str);
  g_string_free (text, TRUE);
}

/**
 * bastide_scenario_to_state:
 *
 * Sets @state up to play from this position ("play from here"). Refuses a
 * position with problems, listing them all in the error.
 */
gboolean
bastide_scenario_to_state (BastideScenario  *self,
                           BastideState     *state,
                           GError          **error)
{
  g_autoptr(GPtrArray) problems = NULL;

  g_return_val_if_fail (BASTIDE_IS_SCENARIO (self), FALSE);

  if (!self->valid)
    {
      set_problems_error (self, error);
      return FALSE;
    }
  problems = g_ptr_array_new_with_free_func ((GDestroyNotify) bastide_problem_free);
  bastide_setup_check (self->data, state, problems);
  bastide_state_begin (state, NULL);
  return TRUE;
}

/**
 * bastide_scenario_to_record:
 *
 * A record that starts from this position, with no turns yet: the game
 * to play from here (over at once, with its end-of-game scoring, when
 * the pile is empty and nobody holds an abbey).
 */
BastideRecord *
bastide_scenario_to_record (BastideScenario  *self,
                            GError          **error)
{
  g_autoptr(GError) local_error = NULL;
  BastideRecord *record;

  if (!self->valid)
    {
      set_problems_error (self, error);
      return NULL;
    }
  record = bastide_record_new_from_setup (self->data, &local_error);
  if (record == NULL)
    g_set_error_literal (error, BASTIDE_SCENARIO_ERROR, BASTIDE_SCENARIO_ERROR_PROBLEMS, local_error->message);
  return record;
}

/* Undo and redo */

gboolean
bastide_scenario_get_can_undo (BastideScenario *self)
{
  g_return_val_if_fail (BASTIDE_IS_SCENARIO (self), FALSE);
  return self->undo->len > 0;
}

gboolean
bastide_scenario_get_can_redo (BastideScenario *self)
{
  g_return_val_if_fail (BASTIDE_IS_SCENARIO (self), FALSE);
  return self->redo->len > 0;
}

/**
 * bastide_scenario_get_undo_label:
 *
 * Returns: (nullable): what undo would take back ("Place tile"), translated
 */
const char *
bastide_scenario_get_undo_label (BastideScenario *self)
{
  g_return_val_if_fail (BASTIDE_IS_SCENARIO (self), NULL);
  if (self->undo->len == 0)
    return NULL;
  return ((UndoStep *) self->undo->pdata[self->undo->len - 1])->label;
}

const char *
bastide_scenario_get_redo_label (BastideScenario *self)
{
  g_return_val_if_fail (BASTIDE_IS_SCENARIO (self), NULL);
  if (self->redo->len == 0)
    return NULL;
  return ((UndoStep *) self->redo->pdata[self->redo->len - 1])->label;
}

static gboolean
swap_history (BastideScenario *self,
              GPtrArray       *from,
              GPtrArray       *to)
{
  UndoStep *step;
  BastideSetup *current;

  g_return_val_if_fail (self->group_depth == 0, FALSE);
  if (from->len == 0)
    return FALSE;
  step = g_ptr_array_steal_index (from, from->len - 1);
  current = self->data;
  self->data = step->data;
  step->data = current;
  g_ptr_array_add (to, step);
  update (self);
  return TRUE;
}

gboolean
bastide_scenario_undo (BastideScenario *self)
{
  g_return_val_if_fail (BASTIDE_IS_SCENARIO (self), FALSE);
  return swap_history (self, self->undo, self->redo);
}

gboolean
bastide_scenario_redo (BastideScenario *self)
{
  g_return_val_if_fail (BASTIDE_IS_SCENARIO (self), FALSE);
  return swap_history (self, self->redo, self->undo);
}

/**
 * bastide_scenario_begin_group:
 * @label: what undo will say for the whole group
 *
 * Edits until the matching bastide_scenario_end_group() undo as one step
 * (a drag that moves a tile and its pieces, a new setup). Signals wait for
 * the end of the group. Groups nest.
 */
void
bastide_scenario_begin_group (BastideScenario *self,
                              const char      *label)
{
  g_return_if_fail (BASTIDE_IS_SCENARIO (self));
  if (self->group_depth++ == 0)
    {
      g_free (self->group_label);
      self->group_label = g_strdup (label);
      self->group_pushed = FALSE;
    }
}

void
bastide_scenario_end_group (BastideScenario *self)
{
  g_return_if_fail (BASTIDE_IS_SCENARIO (self));
  g_return_if_fail (self->group_depth > 0);
  if (--self->group_depth == 0 && self->group_pushed)
    update (self);
}

void
bastide_scenario_clear_history (BastideScenario *self)
{
  g_return_if_fail (BASTIDE_IS_SCENARIO (self));
  g_ptr_array_set_size (self->undo, 0);
  g_ptr_array_set_size (self->redo, 0);
  update (self);
}

/* Game, expansions, options */

const BastideRules *
bastide_scenario_get_rules (BastideScenario *self)
{
  g_return_val_if_fail (BASTIDE_IS_SCENARIO (self), NULL);
  return &self->data->rules;
}

/**
 * bastide_scenario_set_game:
 *
 * Wheel of Fortune is played without the other expansions: choosing it
 * drops them (in the same undo step).
 */
void
bastide_scenario_set_game (BastideScenario *self,
                           BastideGameKind  game)
{
  g_return_if_fail (BASTIDE_IS_SCENARIO (self));
  g_return_if_fail (game == BASTIDE_GAME_STANDARD || game == BASTIDE_GAME_WHEEL_OF_FORTUNE);

  if (self->data->rules.game == game)
    return;
  scenario_begin_edit (self, _("Change game"));
  self->data->rules.game = game;
  if (game == BASTIDE_GAME_WHEEL_OF_FORTUNE)
    self->data->rules.expansions = 0;
  scenario_end_edit (self);
}

gboolean
bastide_scenario_set_expansions (BastideScenario    *self,
                                 BastideExpansions   expansions,
                                 GError            **error)
{
  BastideSetup *data;

  g_return_val_if_fail (BASTIDE_IS_SCENARIO (self), FALSE);
  data = self->data;

  if (expansions & ~(BASTIDE_EXPANSION_RIVER | BASTIDE_EXPANSION_ABBOT | BASTIDE_EXPANSION_ABBEY_MAYOR))
    {
      g_set_error_literal (error, BASTIDE_SCENARIO_ERROR, BASTIDE_SCENARIO_ERROR_EDIT,
                           _("There is no such expansion."));
      return FALSE;
    }
  if (expansions != 0 && data->rules.game == BASTIDE_GAME_WHEEL_OF_FORTUNE)
    {
      g_set_error_literal (error, BASTIDE_SCENARIO_ERROR, BASTIDE_SCENARIO_ERROR_EDIT,
                           _("Wheel of Fortune is played without the other expansions."));
      return FALSE;
    }
  if (data->rules.expansions == expansions)
    return TRUE;

  scenario_begin_edit (self, _("Change expansions"));
  /* With Abbey & Mayor, each player starts holding an abbey. */
  if ((expansions & BASTIDE_EXPANSION_ABBEY_MAYOR)
      && !(data->rules.expansions & BASTIDE_EXPANSION_ABBEY_MAYOR))
    for (guint p = 0; p < BASTIDE_MAX_PLAYERS; p++)
      data->abbeys[p] = TRUE;
  data->rules.expansions = expansions;
  scenario_end_edit (self);
  return TRUE;
}

void
bastide_scenario_set_wagon_move_adjacent (BastideScenario *self,
                                          gboolean         adjacent_tiles)
{
  g_return_if_fail (BASTIDE_IS_SCENARIO (self));
  if (self->data->rules.wagon_adjacent_tiles == !!adjacent_tiles)
    return;
  scenario_begin_edit (self, _("Change option"));
  self->data->rules.wagon_adjacent_tiles = !!adjacent_tiles;
  scenario_end_edit (self);
}

void
bastide_scenario_set_river_immediate_only (BastideScenario *self,
                                           gboolean         immediate_only)
{
  g_return_if_fail (BASTIDE_IS_SCENARIO (self));
  if (self->data->rules.river_immediate_only == !!immediate_only)
    return;
  scenario_begin_edit (self, _("Change option"));
  self->data->rules.river_immediate_only = !!immediate_only;
  scenario_end_edit (self);
}

/* Players */

guint
bastide_scenario_get_n_players (BastideScenario *self)
{
  g_return_val_if_fail (BASTIDE_IS_SCENARIO (self), 0);
  return self->data->rules.n_players;
}

static BastideColor
unused_color (const BastideSetup *data,
              guint               n_players)
{
  static const BastideColor order[] = {
    BASTIDE_COLOR_RED, BASTIDE_COLOR_BLUE, BASTIDE_COLOR_GREEN,
    BASTIDE_COLOR_YELLOW, BASTIDE_COLOR_BLACK, BASTIDE_COLOR_PINK,
  };

  for (guint i = 0; i < G_N_ELEMENTS (order); i++)
    {
      gboolean used = FALSE;

      for (guint p = 0; p < n_players; p++)
        used |= data->players[p].color == order[i];
      if (!used)
        return order[i];
    }
  return BASTIDE_COLOR_RED;
}

/**
 * bastide_scenario_set_n_players:
 * @n_players: 2 to 6 (6 needs Abbey & Mayor, reported as a problem)
 *
 * New players get a free colour; the pieces of players who leave go too.
 */
gboolean
bastide_scenario_set_n_players (BastideScenario  *self,
                                guint             n_players,
                                GError          **error)
{
  BastideSetup *data;

  g_return_val_if_fail (BASTIDE_IS_SCENARIO (self), FALSE);
  data = self->data;

  if (n_players < 2 || n_players > BASTIDE_MAX_PLAYERS)
    {
      g_set_error (error, BASTIDE_SCENARIO_ERROR, BASTIDE_SCENARIO_ERROR_EDIT,
                   g_dngettext (GETTEXT_PACKAGE, "A game has 2 to %d player.", "A game has 2 to %d players.",
                                BASTIDE_MAX_PLAYERS),
                   BASTIDE_MAX_PLAYERS);
      return FALSE;
    }
  if (n_players == data->rules.n_players)
    return TRUE;

  scenario_begin_edit (self, _("Change players"));
  for (guint p = data->rules.n_players; p < n_players; p++)
    {
      BastideColor color = unused_color (data, p);

      g_free (data->players[p].name);
      data->players[p].name = g_strdup (english_colors[color]);
      data->players[p].color = color;
      data->scores[p] = 0;
      data->abbeys[p] = (data->rules.expansions & BASTIDE_EXPANSION_ABBEY_MAYOR) != 0;
    }
  for (guint i = data->pieces->len; i-- > 0;)
    if (g_array_index (data->pieces, BastideScenarioPiece, i).player >= n_players)
      g_array_remove_index (data->pieces, i);
  data->rules.n_players = n_players;
  if (data->to_move >= n_players)
    data->to_move = 0;
  scenario_end_edit (self);
  return TRUE;
}

const char *
bastide_scenario_get_player_name (BastideScenario *self,
                                  guint            player)
{
  g_return_val_if_fail (BASTIDE_IS_SCENARIO (self), NULL);
  g_return_val_if_fail (player < self->data->rules.n_players, NULL);
  return self->data->players[player].name;
}

/**
 * bastide_scenario_dup_display_name:
 *
 * The name to show: a default name (an English colour name) comes out
 * translated.
 */
char *
bastide_scenario_dup_display_name (BastideScenario *self,
                                   guint            player)
{
  g_return_val_if_fail (BASTIDE_IS_SCENARIO (self), NULL);
  g_return_val_if_fail (player < self->data->rules.n_players, NULL);
  return bastide_setup_dup_display_name (self->data, player);
}

void
bastide_scenario_set_player_name (BastideScenario *self,
                                  guint            player,
                                  const char      *name)
{
  g_return_if_fail (BASTIDE_IS_SCENARIO (self));
  g_return_if_fail (player < self->data->rules.n_players);
  g_return_if_fail (name != NULL);

  if (g_strcmp0 (self->data->players[player].name, name) == 0)
    return;
  scenario_begin_edit (self, _("Rename player"));
  g_free (self->data->players[player].name);
  self->data->players[player].name = g_strdup (name);
  scenario_end_edit (self);
}

BastideColor
bastide_scenario_get_player_color (BastideScenario *self,
                                   guint            player)
{
  g_return_val_if_fail (BASTIDE_IS_SCENARIO (self), 0);
  g_return_val_if_fail (player < self->data->rules.n_players, 0);
  return self->data->players[player].color;
}

void
bastide_scenario_set_player_color (BastideScenario *self,
                                   guint            player,
                                   BastideColor     color)
{
  g_return_if_fail (BASTIDE_IS_SCENARIO (self));
  g_return_if_fail (player < self->data->rules.n_players);
  g_return_if_fail (color < BASTIDE_N_COLORS);

  if (self->data->players[player].color == color)
    return;
  scenario_begin_edit (self, _("Change colour"));
  self->data->players[player].color = color;
  scenario_end_edit (self);
}

int
bastide_scenario_get_score (BastideScenario *self,
                            guint            player)
{
  g_return_val_if_fail (BASTIDE_IS_SCENARIO (self), 0);
  g_return_val_if_fail (player < self->data->rules.n_players, 0);
  return self->data->scores[player];
}

gboolean
bastide_scenario_set_score (BastideScenario  *self,
                            guint             player,
                            int               score,
                            GError          **error)
{
  g_return_val_if_fail (BASTIDE_IS_SCENARIO (self), FALSE);
  g_return_val_if_fail (player < self->data->rules.n_players, FALSE);

  if (score < 0 || score > 100000)
    {
      g_set_error_literal (error, BASTIDE_SCENARIO_ERROR, BASTIDE_SCENARIO_ERROR_EDIT,
                           _("A score is a whole number from 0 to 100000."));
      return FALSE;
    }
  if (self->data->scores[player] == score)
    return TRUE;
  scenario_begin_edit (self, _("Change score"));
  self->data->scores[player] = score;
  scenario_end_edit (self);
  return TRUE;
}

guint
bastide_scenario_get_to_move (BastideScenario *self)
{
  g_return_val_if_fail (BASTIDE_IS_SCENARIO (self), 0);
  return self->data->to_move;
}

void
bastide_scenario_set_to_move (BastideScenario *self,
                              guint            player)
{
  g_return_if_fail (BASTIDE_IS_SCENARIO (self));
  g_return_if_fail (player < self->data->rules.n_players);

  if (self->data->to_move == player)
    return;
  scenario_begin_edit (self, _("Change player to move"));
  self->data->to_move = player;
  scenario_end_edit (self);
}

gboolean
bastide_scenario_get_abbey_in_hand (BastideScenario *self,
                                    guint            player)
{
  g_return_val_if_fail (BASTIDE_IS_SCENARIO (self), FALSE);
  g_return_val_if_fail (player < self->data->rules.n_players, FALSE);
  return self->data->abbeys[player];
}

void
bastide_scenario_set_abbey_in_hand (BastideScenario *self,
                                    guint            player,
                                    gboolean         in_hand)
{
  g_return_if_fail (BASTIDE_IS_SCENARIO (self));
  g_return_if_fail (player < self->data->rules.n_players);

  if (self->data->abbeys[player] == !!in_hand)
    return;
  scenario_begin_edit (self, _("Change abbey"));
  self->data->abbeys[player] = !!in_hand;
  scenario_end_edit (self);
}

BastideSector
bastide_scenario_get_pig (BastideScenario *self)
{
  g_return_val_if_fail (BASTIDE_IS_SCENARIO (self), 0);
  return self->data->pig;
}

void
bastide_scenario_set_pig (BastideScenario *self,
                          BastideSector    sector)
{
  g_return_if_fail (BASTIDE_IS_SCENARIO (self));
  g_return_if_fail (sector < BASTIDE_N_SECTORS);

  if (self->data->pig == sector)
    return;
  scenario_begin_edit (self, _("Move pig"));
  self->data->pig = sector;
  scenario_end_edit (self);
}

