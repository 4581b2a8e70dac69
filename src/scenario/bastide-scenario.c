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
  ScenarioData *data;
  char *label;
} UndoStep;

G_DEFINE_FINAL_TYPE (BastideScenario, bastide_scenario, G_TYPE_OBJECT)

G_DEFINE_BOXED_TYPE (BastideProblem, bastide_problem, bastide_problem_copy, bastide_problem_free)

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

/* Labels */

/* Problems */

BastideProblem *
problem_new (BastideProblemKind  kind,
             char               *message)
{
  BastideProblem *problem = g_new0 (BastideProblem, 1);

  problem->kind = kind;
  problem->message = message;
  problem->tile_index = -1;
  problem->piece_index = -1;
  problem->pile_index = -1;
  return problem;
}

BastideProblem *
bastide_problem_copy (const BastideProblem *problem)
{
  BastideProblem *copy = g_memdup2 (problem, sizeof *problem);

  copy->message = g_strdup (problem->message);
  return copy;
}

void
bastide_problem_free (BastideProblem *problem)
{
  if (problem == NULL)
    return;
  g_free (problem->message);
  g_free (problem);
}

static gboolean
problems_equal (GPtrArray *a,
                GPtrArray *b)
{
  if (a->len != b->len)
    return FALSE;
  for (guint i = 0; i < a->len; i++)
    {
      const BastideProblem *p = a->pdata[i], *q = b->pdata[i];

      if (p->kind != q->kind || g_strcmp0 (p->message, q->message) != 0
          || p->has_cell != q->has_cell || p->x != q->x || p->y != q->y
          || p->tile_index != q->tile_index || p->piece_index != q->piece_index
          || p->pile_index != q->pile_index)
        return FALSE;
    }
  return TRUE;
}

/* The position data */

ScenarioData *
scenario_data_new (void)
{
  ScenarioData *data = g_new0 (ScenarioData, 1);

  data->rules.game = BASTIDE_GAME_STANDARD;
  data->rules.n_players = 2;
  data->tiles = g_array_new (FALSE, TRUE, sizeof (BastideScenarioTile));
  data->pieces = g_array_new (FALSE, TRUE, sizeof (BastideScenarioPiece));
  data->pile = g_array_new (FALSE, TRUE, sizeof (guint));
  data->pig = BASTIDE_SECTOR_FORTUNE;
  data->colors[0] = BASTIDE_COLOR_RED;
  data->colors[1] = BASTIDE_COLOR_BLUE;
  data->names[0] = g_strdup (english_colors[BASTIDE_COLOR_RED]);
  data->names[1] = g_strdup (english_colors[BASTIDE_COLOR_BLUE]);
  for (guint p = 2; p < BASTIDE_MAX_PLAYERS; p++)
    data->colors[p] = p;
  return data;
}

ScenarioData *
scenario_data_copy (const ScenarioData *data)
{
  ScenarioData *copy = g_memdup2 (data, sizeof *data);

  for (guint p = 0; p < BASTIDE_MAX_PLAYERS; p++)
    copy->names[p] = g_strdup (data->names[p]);
  copy->tiles = g_array_copy (data->tiles);
  copy->pieces = g_array_copy (data->pieces);
  copy->pile = g_array_copy (data->pile);
  return copy;
}

void
scenario_data_free (ScenarioData *data)
{
  if (data == NULL)
    return;
  for (guint p = 0; p < BASTIDE_MAX_PLAYERS; p++)
    g_free (data->names[p]);
  g_array_unref (data->tiles);
  g_array_unref (data->pieces);
  g_array_unref (data->pile);
  g_free (data);
}

static gboolean
arrays_equal (GArray *a,
              GArray *b,
              gsize   size)
{
  return a->len == b->len && memcmp (a->data, b->data, a->len * size) == 0;
}

gboolean
scenario_data_equal (const ScenarioData *a,
                     const ScenarioData *b)
{
  guint n = a->rules.n_players;

  if (memcmp (&a->rules, &b->rules, sizeof a->rules) != 0
      || a->to_move != b->to_move || a->pig != b->pig
      || a->pile_fixed != b->pile_fixed || a->seed != b->seed)
    return FALSE;
  for (guint p = 0; p < n; p++)
    if (g_strcmp0 (a->names[p], b->names[p]) != 0 || a->colors[p] != b->colors[p]
        || a->scores[p] != b->scores[p] || a->abbeys[p] != b->abbeys[p])
      return FALSE;
  return arrays_equal (a->tiles, b->tiles, sizeof (BastideScenarioTile))
         && arrays_equal (a->pieces, b->pieces, sizeof (BastideScenarioPiece))
         && arrays_equal (a->pile, b->pile, sizeof (guint));
}

guint
scenario_data_tile_width (const ScenarioData *data,
                          guint               index)
{
  const BastideScenarioTile *tile = &g_array_index (data->tiles, BastideScenarioTile, index);

  return bastide_catalogue_get (tile->type)->n_cells > 1 ? BASTIDE_WHEEL_SIZE : 1;
}

/* The tile covering the cell (x, y), or -1. */
int
scenario_data_find_tile (const ScenarioData *data,
                         int                 x,
                         int                 y)
{
  for (guint i = 0; i < data->tiles->len; i++)
    {
      const BastideScenarioTile *tile = &g_array_index (data->tiles, BastideScenarioTile, i);
      int w = scenario_data_tile_width (data, i);

      if (x >= tile->x && x < tile->x + w && y >= tile->y && y < tile->y + w)
        return i;
    }
  return -1;
}

const BastideCellDef *
scenario_data_cell_at (const ScenarioData *data,
                       int                 x,
                       int                 y,
                       int                *index)
{
  int i = scenario_data_find_tile (data, x, y);
  const BastideScenarioTile *tile;
  const BastideTileType *type;

  if (index != NULL)
    *index = i;
  if (i < 0)
    return NULL;
  tile = &g_array_index (data->tiles, BastideScenarioTile, i);
  type = bastide_catalogue_get (tile->type);
  if (type->n_cells > 1)
    return &type->cells[(x - tile->x) + BASTIDE_WHEEL_SIZE * (y - tile->y)];
  return &type->cells[tile->rot];
}

char *
scenario_data_display_name (const ScenarioData *data,
                            guint               player)
{
  const char *name = data->names[player];

  if (name == NULL || *name == '\0')
    return g_strdup (bastide_color_label (data->colors[player]));
  /* The default names are the English colour names: show them translated. */
  for (guint c = 0; c < BASTIDE_N_COLORS; c++)
    if (g_ascii_strcasecmp (name, english_colors[c]) == 0)
      return g_strdup (bastide_color_label (c));
  return g_strdup (name);
}

static void
data_start_standard (ScenarioData *data)
{
  BastideScenarioTile start = { 0, 0, 0, 0 };

  start.type = bastide_catalogue_lookup ("D", BASTIDE_SET_BASE);
  g_array_append_val (data->tiles, start);
}

/* Undo steps */

static void
undo_step_free (gpointer pointer)
{
  UndoStep *step = pointer;

  scenario_data_free (step->data);
  g_free (step->label);
  g_free (step);
}

static UndoStep *
undo_step_new (const ScenarioData *data,
               const char         *label)
{
  UndoStep *step = g_new0 (UndoStep, 1);

  step->data = scenario_data_copy (data);
  step->label = g_strdup (label);
  return step;
}

/* Revalidates and tells the world. */
static void
update (BastideScenario *self)
{
  g_autoptr(GPtrArray) problems = scenario_data_check (self->data);
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

  g_clear_pointer (&self->data, scenario_data_free);
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
bastide_scenario_new_take (ScenarioData *data)
{
  BastideScenario *self = g_object_new (BASTIDE_TYPE_SCENARIO, NULL);

  self->data = data;
  g_ptr_array_unref (self->problems);
  self->problems = scenario_data_check (data);
  self->valid = self->problems->len == 0;
  return self;
}

ScenarioData *
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
  ScenarioData *data = scenario_data_new ();

  data_start_standard (data);
  return bastide_scenario_new_take (data);
}

BastideScenario *
bastide_scenario_copy (BastideScenario *self)
{
  BastideScenario *copy;
  GHashTableIter iter;
  gpointer key, value;

  g_return_val_if_fail (BASTIDE_IS_SCENARIO (self), NULL);

  copy = bastide_scenario_new_take (scenario_data_copy (self->data));
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
  g_autoptr(ScenarioData) data = NULL;

  g_return_val_if_fail (state != NULL, NULL);

  if (state->phase != BASTIDE_PHASE_DRAW)
    {
      g_set_error_literal (error, BASTIDE_SCENARIO_ERROR, BASTIDE_SCENARIO_ERROR_EDIT,
                           _("Only a position between two turns can be edited."));
      return NULL;
    }

  data = scenario_data_new ();
  data->rules = state->rules;
  for (guint p = 0; p < state->rules.n_players; p++)
    {
      g_free (data->names[p]);
      if (record != NULL)
        {
          const BastideRecordPlayer *player = bastide_record_get_player (record, p);

          data->colors[p] = player->color;
          data->names[p] = g_strdup (player->name);
        }
      else
        {
          data->colors[p] = p;
          data->names[p] = g_strdup (english_colors[p]);
        }
      data->scores[p] = state->players[p].score;
      data->abbeys[p] = state->players[p].abbey;
    }
  data->to_move = state->to_move;
  data->pig = state->pig;
  data->seed = record != NULL ? bastide_record_get_seed (record) : 0;

  for (guint s = 0; s < state->n_tiles; s++)
    {
      BastideScenarioTile tile = {
        state->tiles[s].type, state->tiles[s].x, state->tiles[s].y, state->tiles[s].rot
      };

      g_array_append_val (data->tiles, tile);
    }
  for (guint i = 0; i < state->n_pieces; i++)
    {
      const BastidePiece *piece = &state->pieces[i];
      BastideScenarioPiece p = { piece->owner, piece->kind, 0, 0, -1, -1, -1 };

      if (piece->crown >= 0)
        p.crown = piece->crown;
      else
        {
          const BastideNode *node = &state->nodes[piece->node];

          p.x = state->tiles[node->tile].x;
          p.y = state->tiles[node->tile].y;
          if (piece->kind == BASTIDE_PIECE_BARN)
            p.corner = piece->corner;
          else
            p.feature = node->feature;
        }
      g_array_append_val (data->pieces, p);
    }
  data->pile_fixed = TRUE;
  for (guint i = state->pile_len; i-- > 0;)
    {
      guint type = state->pile[i];

      g_array_append_val (data->pile, type);
    }
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
  if (!scenario_data_build_state (self->data, state, problems) || problems->len > 0)
    {
      g_set_error_literal (error, BASTIDE_SCENARIO_ERROR, BASTIDE_SCENARIO_ERROR_PROBLEMS,
                           problems->len > 0 ? ((BastideProblem *) problems->pdata[0])->message
                                             : _("The position cannot be set up."));
      return FALSE;
    }
  return TRUE;
}

/**
 * bastide_scenario_to_record:
 *
 * A record that starts from this position, with no turns yet: the game
 * to play from here.
 */
BastideRecord *
bastide_scenario_to_record (BastideScenario  *self,
                            GError          **error)
{
  g_autofree BastideState *state = g_new (BastideState, 1);
  BastideRecord *record;

  if (!bastide_scenario_to_state (self, state, error))
    return NULL;
  record = bastide_record_new (&self->data->rules, self->data->seed);
  for (guint p = 0; p < self->data->rules.n_players; p++)
    bastide_record_set_player (record, p, self->data->names[p], self->data->colors[p]);
  bastide_record_set_start (record, state);
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
  ScenarioData *current;

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
  ScenarioData *data;

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
unused_color (const ScenarioData *data,
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
        used |= data->colors[p] == order[i];
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
  ScenarioData *data;

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

      g_free (data->names[p]);
      data->names[p] = g_strdup (english_colors[color]);
      data->colors[p] = color;
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
  return self->data->names[player];
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
  return scenario_data_display_name (self->data, player);
}

void
bastide_scenario_set_player_name (BastideScenario *self,
                                  guint            player,
                                  const char      *name)
{
  g_return_if_fail (BASTIDE_IS_SCENARIO (self));
  g_return_if_fail (player < self->data->rules.n_players);
  g_return_if_fail (name != NULL);

  if (g_strcmp0 (self->data->names[player], name) == 0)
    return;
  scenario_begin_edit (self, _("Rename player"));
  g_free (self->data->names[player]);
  self->data->names[player] = g_strdup (name);
  scenario_end_edit (self);
}

BastideColor
bastide_scenario_get_player_color (BastideScenario *self,
                                   guint            player)
{
  g_return_val_if_fail (BASTIDE_IS_SCENARIO (self), 0);
  g_return_val_if_fail (player < self->data->rules.n_players, 0);
  return self->data->colors[player];
}

void
bastide_scenario_set_player_color (BastideScenario *self,
                                   guint            player,
                                   BastideColor     color)
{
  g_return_if_fail (BASTIDE_IS_SCENARIO (self));
  g_return_if_fail (player < self->data->rules.n_players);
  g_return_if_fail (color < BASTIDE_N_COLORS);

  if (self->data->colors[player] == color)
    return;
  scenario_begin_edit (self, _("Change colour"));
  self->data->colors[player] = color;
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

