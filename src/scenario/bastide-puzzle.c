/* bastide-puzzle.c: puzzles: a position, a goal, texts (checking and
 * solving answers is in bastide-puzzle-check.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bastide-puzzle"

#include "config.h"

#include "bastide-puzzle-private.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bastide-json.h"
#include "bastide-scenario-resources.h"
#include "bastide-explain.h"
#include "bastide-moves.h"
#include "bastide-puzzle-texts.h"
#include "bastide-scenario-private.h"

#define PUZZLE_RESOURCE_PATH "/io/github/bastide/Bastide/puzzles/"

G_DEFINE_FINAL_TYPE (BastidePuzzle, bastide_puzzle, G_TYPE_OBJECT)
G_DEFINE_BOXED_TYPE (BastidePuzzleAnswer, bastide_puzzle_answer,
                     bastide_puzzle_answer_copy, bastide_puzzle_answer_free)
G_DEFINE_BOXED_TYPE (BastidePuzzleResult, bastide_puzzle_result,
                     bastide_puzzle_result_copy, bastide_puzzle_result_free)
G_DEFINE_QUARK (bastide-puzzle-error-quark, bastide_puzzle_error)

enum {
  PROP_0,
  PROP_SCENARIO,
  PROP_ID,
  PROP_TITLE,
  PROP_DESCRIPTION,
  PROP_EXPLANATION,
  PROP_GOAL,
  PROP_TARGET,
  PROP_PLAYER,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static const char * const goal_names[BASTIDE_N_PUZZLE_GOALS] = {
  "score-at-least", "complete", "win-field", "best-final-score", "where-can-tile-go", "is-move-legal",
};

const char *
bastide_puzzle_goal_name (BastidePuzzleGoal goal)
{
  g_return_val_if_fail (goal < BASTIDE_N_PUZZLE_GOALS, NULL);
  return goal_names[goal];
}

int
bastide_puzzle_goal_from_name (const char *name)
{
  for (guint g = 0; g < BASTIDE_N_PUZZLE_GOALS; g++)
    if (g_strcmp0 (goal_names[g], name) == 0)
      return g;
  return -1;
}

const char *
bastide_puzzle_goal_label (BastidePuzzleGoal goal)
{
  switch (goal)
    {
    case BASTIDE_PUZZLE_GOAL_SCORE: return _("Score at least this many points this turn");
    case BASTIDE_PUZZLE_GOAL_COMPLETE: return _("Complete a feature this turn");
    case BASTIDE_PUZZLE_GOAL_FIELD: return _("Make sure the player wins the field");
    case BASTIDE_PUZZLE_GOAL_BEST_FINAL: return _("Best final score with these tiles");
    case BASTIDE_PUZZLE_GOAL_WHERE: return _("Where can this tile go?");
    case BASTIDE_PUZZLE_GOAL_LEGAL: return _("Is this move legal?");
    case BASTIDE_N_PUZZLE_GOALS:
    default: return "?";
    }
}

/* Answers and results */

BastidePuzzleAnswer *
bastide_puzzle_answer_new (void)
{
  BastidePuzzleAnswer *answer = g_new0 (BastidePuzzleAnswer, 1);

  answer->turns = g_array_new (FALSE, TRUE, sizeof (BastideTurn));
  answer->cells = g_array_new (FALSE, TRUE, sizeof (BastidePuzzleCell));
  return answer;
}

BastidePuzzleAnswer *
bastide_puzzle_answer_copy (const BastidePuzzleAnswer *answer)
{
  BastidePuzzleAnswer *copy = g_new0 (BastidePuzzleAnswer, 1);

  copy->turns = g_array_copy (answer->turns);
  copy->cells = g_array_copy (answer->cells);
  copy->yes = answer->yes;
  return copy;
}

void
bastide_puzzle_answer_free (BastidePuzzleAnswer *answer)
{
  if (answer == NULL)
    return;
  g_array_unref (answer->turns);
  g_array_unref (answer->cells);
  g_free (answer);
}

void
bastide_puzzle_answer_add_turn (BastidePuzzleAnswer *answer,
                                const BastideTurn   *turn)
{
  g_array_append_val (answer->turns, *turn);
}

/* Every turn of @record, in order: a puzzle played out as a game. */
void
bastide_puzzle_answer_add_turns (BastidePuzzleAnswer *answer,
                                 const BastideRecord *record)
{
  for (guint i = 0; i < bastide_record_get_n_turns (record); i++)
    g_array_append_val (answer->turns, *bastide_record_get_turn (record, i));
}

void
bastide_puzzle_answer_add_cell (BastidePuzzleAnswer *answer,
                                int                  x,
                                int                  y)
{
  BastidePuzzleCell cell = { x, y };

  g_array_append_val (answer->cells, cell);
}

BastidePuzzleResult *
puzzle_result_new (void)
{
  BastidePuzzleResult *result = g_new0 (BastidePuzzleResult, 1);

  result->legal = TRUE;
  result->details = g_ptr_array_new_with_free_func (g_free);
  result->squares = g_array_new (FALSE, FALSE, sizeof (BastidePuzzleCell));
  return result;
}

BastidePuzzleResult *
bastide_puzzle_result_copy (const BastidePuzzleResult *result)
{
  BastidePuzzleResult *copy = puzzle_result_new ();

  copy->solved = result->solved;
  copy->legal = result->legal;
  copy->summary = g_strdup (result->summary);
  for (guint i = 0; i < result->details->len; i++)
    g_ptr_array_add (copy->details, g_strdup (result->details->pdata[i]));
  g_array_append_vals (copy->squares, result->squares->data, result->squares->len);
  return copy;
}

void
bastide_puzzle_result_free (BastidePuzzleResult *result)
{
  if (result == NULL)
    return;
  g_free (result->summary);
  g_ptr_array_unref (result->details);
  g_array_unref (result->squares);
  g_free (result);
}

/* GObject */

static void
scenario_changed_cb (BastidePuzzle   *self,
                     BastideScenario *scenario G_GNUC_UNUSED)
{
  self->best_known = FALSE;
}

static void
set_scenario (BastidePuzzle   *self,
              BastideScenario *scenario)
{
  if (self->scenario != NULL)
    g_clear_signal_handler (&self->changed_id, self->scenario);
  g_set_object (&self->scenario, scenario);
  self->best_known = FALSE;
  if (scenario != NULL)
    self->changed_id = g_signal_connect_object (scenario, "changed",
                                                G_CALLBACK (scenario_changed_cb), self,
                                                G_CONNECT_SWAPPED);
}

static void
bastide_puzzle_dispose (GObject *object)
{
  BastidePuzzle *self = BASTIDE_PUZZLE (object);

  if (self->scenario != NULL)
    g_clear_signal_handler (&self->changed_id, self->scenario);
  g_clear_object (&self->scenario);

  G_OBJECT_CLASS (bastide_puzzle_parent_class)->dispose (object);
}

static void
bastide_puzzle_finalize (GObject *object)
{
  BastidePuzzle *self = BASTIDE_PUZZLE (object);

  g_free (self->id);
  g_free (self->title);
  g_free (self->description);
  g_free (self->explanation);
  g_free (self->target);

  G_OBJECT_CLASS (bastide_puzzle_parent_class)->finalize (object);
}

static void
bastide_puzzle_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  BastidePuzzle *self = BASTIDE_PUZZLE (object);

  switch (prop_id)
    {
    case PROP_SCENARIO:
      g_value_set_object (value, self->scenario);
      break;
    case PROP_ID:
      g_value_set_string (value, self->id);
      break;
    case PROP_TITLE:
      g_value_set_string (value, bastide_puzzle_get_title (self));
      break;
    case PROP_DESCRIPTION:
      g_value_set_string (value, bastide_puzzle_get_description (self));
      break;
    case PROP_EXPLANATION:
      g_value_set_string (value, bastide_puzzle_get_explanation (self));
      break;
    case PROP_GOAL:
      g_value_set_int (value, self->goal);
      break;
    case PROP_TARGET:
      g_value_set_string (value, self->target);
      break;
    case PROP_PLAYER:
      g_value_set_uint (value, self->player);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bastide_puzzle_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  BastidePuzzle *self = BASTIDE_PUZZLE (object);

  switch (prop_id)
    {
    case PROP_SCENARIO:
      set_scenario (self, g_value_get_object (value));
      break;
    case PROP_ID:
      bastide_puzzle_set_id (self, g_value_get_string (value));
      break;
    case PROP_TITLE:
      bastide_puzzle_set_title (self, g_value_get_string (value));
      break;
    case PROP_DESCRIPTION:
      bastide_puzzle_set_description (self, g_value_get_string (value));
      break;
    case PROP_EXPLANATION:
      bastide_puzzle_set_explanation (self, g_value_get_string (value));
      break;
    case PROP_PLAYER:
      bastide_puzzle_set_player (self, g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bastide_puzzle_class_init (BastidePuzzleClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = bastide_puzzle_dispose;
  object_class->finalize = bastide_puzzle_finalize;
  object_class->get_property = bastide_puzzle_get_property;
  object_class->set_property = bastide_puzzle_set_property;

  properties[PROP_SCENARIO] =
    g_param_spec_object ("scenario", NULL, NULL, BASTIDE_TYPE_SCENARIO,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ID] =
    g_param_spec_string ("id", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_TITLE] =
    g_param_spec_string ("title", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_DESCRIPTION] =
    g_param_spec_string ("description", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_EXPLANATION] =
    g_param_spec_string ("explanation", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_GOAL] =
    g_param_spec_int ("goal", NULL, NULL, 0, BASTIDE_N_PUZZLE_GOALS - 1, 0,
                      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_TARGET] =
    g_param_spec_string ("target", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PLAYER] =
    g_param_spec_uint ("player", NULL, NULL, 0, BASTIDE_MAX_PLAYERS - 1, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
bastide_puzzle_init (BastidePuzzle *self)
{
  self->goal = BASTIDE_PUZZLE_GOAL_WHERE;
  self->target = g_strdup ("");
}

/**
 * bastide_puzzle_new:
 * @scenario: (nullable): the position; a new standard one when %NULL
 */
BastidePuzzle *
bastide_puzzle_new (BastideScenario *scenario)
{
  g_autoptr(BastideScenario) fresh = NULL;

  if (scenario == NULL)
    scenario = fresh = bastide_scenario_new ();
  return g_object_new (BASTIDE_TYPE_PUZZLE, "scenario", scenario, NULL);
}

/* Files */

static const char * const puzzle_keys[] = {
  "puzzle-id", "puzzle-title", "puzzle-description", "puzzle-explanation",
  "puzzle-goal", "puzzle-target", "puzzle-player",
};

BastidePuzzle *
bastide_puzzle_load_data (const char  *data,
                          gssize       length,
                          const char  *name,
                          GError     **error)
{
  g_autoptr(BastideScenario) scenario = bastide_scenario_load_data (data, length, name, error);
  g_autoptr(BastidePuzzle) self = NULL;
  const char *goal, *player;
  int g;

  if (scenario == NULL)
    return NULL;
  self = bastide_puzzle_new (scenario);
  self->id = g_strdup (bastide_scenario_get_extra (scenario, "puzzle-id"));
  self->title = g_strdup (bastide_scenario_get_extra (scenario, "puzzle-title"));
  self->description = g_strdup (bastide_scenario_get_extra (scenario, "puzzle-description"));
  self->explanation = g_strdup (bastide_scenario_get_extra (scenario, "puzzle-explanation"));
  goal = bastide_scenario_get_extra (scenario, "puzzle-goal");
  player = bastide_scenario_get_extra (scenario, "puzzle-player");

  g = goal != NULL ? bastide_puzzle_goal_from_name (goal) : BASTIDE_PUZZLE_GOAL_WHERE;
  if (g < 0)
    {
      g_set_error (error, BASTIDE_PUZZLE_ERROR, BASTIDE_PUZZLE_ERROR_INVALID,
                   _("%s: “%s” is not a puzzle goal"), name, goal);
      return NULL;
    }
  self->goal = g;
  g_free (self->target);
  self->target = g_strdup (bastide_scenario_get_extra (scenario, "puzzle-target"));
  if (self->target == NULL)
    self->target = g_strdup ("");
  self->player = bastide_scenario_get_to_move (scenario);
  if (player != NULL)
    {
      guint64 p;

      if (!g_ascii_string_to_unsigned (player, 10, 0, bastide_scenario_get_n_players (scenario) - 1,
                                       &p, NULL))
        {
          g_set_error (error, BASTIDE_PUZZLE_ERROR, BASTIDE_PUZZLE_ERROR_INVALID,
                       _("%s: “%s” is not a player of the puzzle"), name, player);
          return NULL;
        }
      self->player = p;
    }
  /* The puzzle's keys live in the puzzle from now on. */
  for (guint i = 0; i < G_N_ELEMENTS (puzzle_keys); i++)
    bastide_scenario_set_extra (scenario, puzzle_keys[i], NULL);
  return g_steal_pointer (&self);
}

BastidePuzzle *
bastide_puzzle_load_file (const char  *path,
                          GError     **error)
{
  g_autoptr(GError) local_error = NULL;
  gsize length;
  g_autofree char *contents = bastide_json_read_file (path, &length, &local_error);

  if (contents == NULL)
    {
      g_set_error_literal (error, BASTIDE_PUZZLE_ERROR, BASTIDE_PUZZLE_ERROR_INVALID, local_error->message);
      return NULL;
    }
  return bastide_puzzle_load_data (contents, length, path, error);
}

static void
ensure_resources (void)
{
  static gsize done = 0;

  /* Referring to the resource keeps its object file, and the constructor
   * that registers it, in every program linking the editor. */
  if (g_once_init_enter (&done))
    {
      (void) bastide_scenario_get_resource ();
      g_once_init_leave (&done, 1);
    }
}

BastidePuzzle *
bastide_puzzle_load_resource (const char  *path,
                              GError     **error)
{
  g_autoptr(GBytes) bytes = NULL;
  gsize length;
  const char *data;

  ensure_resources ();
  bytes = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, error);
  if (bytes == NULL)
    return NULL;
  data = g_bytes_get_data (bytes, &length);
  return bastide_puzzle_load_data (data, length, path, error);
}

static int
compare_paths (gconstpointer a,
               gconstpointer b)
{
  return g_strcmp0 (*(char * const *) a, *(char * const *) b);
}

/**
 * bastide_puzzle_list_bundled:
 *
 * Returns: (transfer full): the resource paths of the bundled puzzles, in
 * play order (their names start with a number)
 */
char **
bastide_puzzle_list_bundled (void)
{
  g_auto(GStrv) names = NULL;
  g_autoptr(GPtrArray) paths = g_ptr_array_new ();

  ensure_resources ();
  names = g_resources_enumerate_children (PUZZLE_RESOURCE_PATH, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  for (guint i = 0; names != NULL && names[i] != NULL; i++)
    if (g_str_has_suffix (names[i], ".bastide"))
      g_ptr_array_add (paths, g_strconcat (PUZZLE_RESOURCE_PATH, names[i], NULL));
  g_ptr_array_sort (paths, compare_paths);
  g_ptr_array_add (paths, NULL);
  return (char **) g_ptr_array_free (g_steal_pointer (&paths), FALSE);
}

char *
bastide_puzzle_to_data (BastidePuzzle *self,
                        gsize         *length)
{
  g_autoptr(GHashTable) extras = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, g_free);
  GHashTableIter iter;
  gpointer key, value;

  g_return_val_if_fail (BASTIDE_IS_PUZZLE (self), NULL);

  g_hash_table_iter_init (&iter, bastide_scenario_peek_extras (self->scenario));
  while (g_hash_table_iter_next (&iter, &key, &value))
    if (!g_str_equal (key, "draft"))
      g_hash_table_insert (extras, key, g_strdup (value));
  if (!bastide_scenario_get_valid (self->scenario))
    g_hash_table_insert (extras, (gpointer) "draft", g_strdup ("true"));
  if (self->id != NULL)
    g_hash_table_insert (extras, (gpointer) "puzzle-id", g_strdup (self->id));
  if (self->title != NULL)
    g_hash_table_insert (extras, (gpointer) "puzzle-title", g_strdup (self->title));
  if (self->description != NULL)
    g_hash_table_insert (extras, (gpointer) "puzzle-description", g_strdup (self->description));
  if (self->explanation != NULL)
    g_hash_table_insert (extras, (gpointer) "puzzle-explanation", g_strdup (self->explanation));
  g_hash_table_insert (extras, (gpointer) "puzzle-goal", g_strdup (goal_names[self->goal]));
  g_hash_table_insert (extras, (gpointer) "puzzle-target", g_strdup (self->target));
  g_hash_table_insert (extras, (gpointer) "puzzle-player", g_strdup_printf ("%u", self->player));

  return bastide_setup_to_data (bastide_scenario_peek_data (self->scenario), extras, length);
}

gboolean
bastide_puzzle_save (BastidePuzzle  *self,
                     const char     *path,
                     GError        **error)
{
  gsize length;
  g_autofree char *data = bastide_puzzle_to_data (self, &length);

  return g_file_set_contents (path, data, length, error);
}

/* Properties */

BastideScenario *
bastide_puzzle_get_scenario (BastidePuzzle *self)
{
  g_return_val_if_fail (BASTIDE_IS_PUZZLE (self), NULL);
  return self->scenario;
}

const char *
bastide_puzzle_get_id (BastidePuzzle *self)
{
  g_return_val_if_fail (BASTIDE_IS_PUZZLE (self), NULL);
  return self->id;
}

void
bastide_puzzle_set_id (BastidePuzzle *self,
                       const char    *id)
{
  g_return_if_fail (BASTIDE_IS_PUZZLE (self));
  if (g_strcmp0 (self->id, id) == 0)
    return;
  g_free (self->id);
  self->id = g_strdup (id);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ID]);
}

/* The bundled texts come from the table, translated, as long as the file
 * says what the table says; an author's own text wins. */
static const char *
text_or_table (BastidePuzzle *self,
               const char    *text,
               guint          field)
{
  const BastidePuzzleTexts *entry = bastide_puzzle_texts_lookup (self->id);
  const char *english;

  if (entry == NULL)
    return text;
  english = field == 0 ? entry->title : field == 1 ? entry->description : entry->explanation;
  if (text == NULL || g_strcmp0 (text, english) == 0)
    return english != NULL && *english != '\0' ? _(english) : text;
  return text;
}

const char *
bastide_puzzle_get_title (BastidePuzzle *self)
{
  g_return_val_if_fail (BASTIDE_IS_PUZZLE (self), NULL);
  return text_or_table (self, self->title, 0);
}

static void
set_text (BastidePuzzle  *self,
          char          **field,
          const char     *text,
          guint           prop)
{
  if (g_strcmp0 (*field, text) == 0)
    return;
  g_free (*field);
  *field = g_strdup (text);
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
}

void
bastide_puzzle_set_title (BastidePuzzle *self,
                          const char    *title)
{
  g_return_if_fail (BASTIDE_IS_PUZZLE (self));
  set_text (self, &self->title, title, PROP_TITLE);
}

const char *
bastide_puzzle_get_description (BastidePuzzle *self)
{
  g_return_val_if_fail (BASTIDE_IS_PUZZLE (self), NULL);
  return text_or_table (self, self->description, 1);
}

void
bastide_puzzle_set_description (BastidePuzzle *self,
                                const char    *description)
{
  g_return_if_fail (BASTIDE_IS_PUZZLE (self));
  set_text (self, &self->description, description, PROP_DESCRIPTION);
}

const char *
bastide_puzzle_get_explanation (BastidePuzzle *self)
{
  g_return_val_if_fail (BASTIDE_IS_PUZZLE (self), NULL);
  return text_or_table (self, self->explanation, 2);
}

void
bastide_puzzle_set_explanation (BastidePuzzle *self,
                                const char    *explanation)
{
  g_return_if_fail (BASTIDE_IS_PUZZLE (self));
  set_text (self, &self->explanation, explanation, PROP_EXPLANATION);
}

BastidePuzzleGoal
bastide_puzzle_get_goal (BastidePuzzle *self)
{
  g_return_val_if_fail (BASTIDE_IS_PUZZLE (self), 0);
  return self->goal;
}

const char *
bastide_puzzle_get_target (BastidePuzzle *self)
{
  g_return_val_if_fail (BASTIDE_IS_PUZZLE (self), NULL);
  return self->target;
}

gboolean
puzzle_parse_feature_target (const char *target,
                             int        *x,
                             int        *y,
                             char        on[BASTIDE_FEATURE_ID_LEN])
{
  char id[BASTIDE_FEATURE_ID_LEN] = "";
  char end;

  if (target == NULL || sscanf (target, "%d,%d:%11[A-Za-z0-9]%c", x, y, id, &end) != 3)
    return FALSE;
  g_strlcpy (on, id, BASTIDE_FEATURE_ID_LEN);
  return TRUE;
}

int
puzzle_kind_from_word (const char *word)
{
  static const char * const words[] = { "city", "road", "field", "cloister", "garden" };

  for (guint k = 0; k < G_N_ELEMENTS (words); k++)
    if (g_strcmp0 (words[k], word) == 0 && k != BASTIDE_FEATURE_FIELD)
      return k;
  return -1;
}

gboolean
puzzle_check_target (BastidePuzzle      *self,
                     BastidePuzzleGoal   goal,
                     const char         *target,
                     GError            **error)
{
  int x, y;
  char on[BASTIDE_FEATURE_ID_LEN];
  BastideTurn turn;
  guint64 n;

  switch (goal)
    {
    case BASTIDE_PUZZLE_GOAL_SCORE:
      if (g_ascii_string_to_unsigned (target, 10, 0, 100000, &n, NULL))
        return TRUE;
      g_set_error (error, BASTIDE_PUZZLE_ERROR, BASTIDE_PUZZLE_ERROR_INVALID,
                   _("“%s” is not a number of points."), target);
      return FALSE;
    case BASTIDE_PUZZLE_GOAL_COMPLETE:
      if (puzzle_kind_from_word (target) >= 0 || puzzle_parse_feature_target (target, &x, &y, on))
        return TRUE;
      g_set_error (error, BASTIDE_PUZZLE_ERROR, BASTIDE_PUZZLE_ERROR_INVALID,
                   _("“%s” names no feature: use city, road, cloister, garden or X,Y:ID."), target);
      return FALSE;
    case BASTIDE_PUZZLE_GOAL_FIELD:
      if (puzzle_parse_feature_target (target, &x, &y, on))
        return TRUE;
      g_set_error (error, BASTIDE_PUZZLE_ERROR, BASTIDE_PUZZLE_ERROR_INVALID,
                   _("“%s” names no field: use X,Y:ID."), target);
      return FALSE;
    case BASTIDE_PUZZLE_GOAL_BEST_FINAL:
      if (*target == '\0' || g_ascii_string_to_unsigned (target, 10, 0, 100000, &n, NULL))
        return TRUE;
      g_set_error (error, BASTIDE_PUZZLE_ERROR, BASTIDE_PUZZLE_ERROR_INVALID,
                   _("“%s” is not a number of points."), target);
      return FALSE;
    case BASTIDE_PUZZLE_GOAL_WHERE:
      return TRUE;
    case BASTIDE_PUZZLE_GOAL_LEGAL:
      return bastide_moves_from_json (target, bastide_scenario_get_rules (self->scenario), &turn, error);
    case BASTIDE_N_PUZZLE_GOALS:
    default:
      g_set_error_literal (error, BASTIDE_PUZZLE_ERROR, BASTIDE_PUZZLE_ERROR_INVALID,
                           _("There is no such puzzle goal."));
      return FALSE;
    }
}

/**
 * bastide_puzzle_set_goal:
 * @target: (nullable): the goal's target (see the header)
 */
gboolean
bastide_puzzle_set_goal (BastidePuzzle      *self,
                         BastidePuzzleGoal   goal,
                         const char         *target,
                         GError            **error)
{
  g_return_val_if_fail (BASTIDE_IS_PUZZLE (self), FALSE);

  if (target == NULL)
    target = "";
  if (!puzzle_check_target (self, goal, target, error))
    return FALSE;
  self->best_known = FALSE;
  if (self->goal != goal)
    {
      self->goal = goal;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GOAL]);
    }
  if (g_strcmp0 (self->target, target) != 0)
    {
      g_free (self->target);
      self->target = g_strdup (target);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TARGET]);
    }
  return TRUE;
}

guint
bastide_puzzle_get_player (BastidePuzzle *self)
{
  g_return_val_if_fail (BASTIDE_IS_PUZZLE (self), 0);
  return self->player;
}

void
bastide_puzzle_set_player (BastidePuzzle *self,
                           guint          player)
{
  g_return_if_fail (BASTIDE_IS_PUZZLE (self));
  g_return_if_fail (player < BASTIDE_MAX_PLAYERS);
  if (self->player == player)
    return;
  self->player = player;
  self->best_known = FALSE;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PLAYER]);
}

