/* bastide-puzzle.c: puzzles: a position, a goal, texts; checking and
 * solving answers with the engine
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bastide-puzzle"

#include "config.h"

#include "bastide-puzzle.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bastide-editor-resources.h"
#include "bastide-explain.h"
#include "bastide-moves.h"
#include "bastide-puzzle-texts.h"
#include "bastide-scenario-private.h"

#define PUZZLE_RESOURCE_PATH "/io/github/bastide/Bastide/puzzles/"
#define MAX_SEARCH_LEAVES 4000000

struct _BastidePuzzle
{
  GObject parent_instance;

  BastideScenario *scenario;
  char *id;
  char *title;
  char *description;
  char *explanation;
  BastidePuzzleGoal goal;
  char *target;
  guint player;
  gboolean best_known;
  int best_score;
  gulong changed_id;
};

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

void
bastide_puzzle_answer_add_cell (BastidePuzzleAnswer *answer,
                                int                  x,
                                int                  y)
{
  BastidePuzzleCell cell = { x, y };

  g_array_append_val (answer->cells, cell);
}

static BastidePuzzleResult *
result_new (void)
{
  BastidePuzzleResult *result = g_new0 (BastidePuzzleResult, 1);

  result->legal = TRUE;
  result->details = g_ptr_array_new_with_free_func (g_free);
  return result;
}

BastidePuzzleResult *
bastide_puzzle_result_copy (const BastidePuzzleResult *result)
{
  BastidePuzzleResult *copy = result_new ();

  copy->solved = result->solved;
  copy->legal = result->legal;
  copy->summary = g_strdup (result->summary);
  for (guint i = 0; i < result->details->len; i++)
    g_ptr_array_add (copy->details, g_strdup (result->details->pdata[i]));
  return copy;
}

void
bastide_puzzle_result_free (BastidePuzzleResult *result)
{
  if (result == NULL)
    return;
  g_free (result->summary);
  g_ptr_array_unref (result->details);
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
  g_autofree char *contents = NULL;
  gsize length;

  if (!g_file_get_contents (path, &contents, &length, error))
    return NULL;
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
      (void) bastide_editor_get_resource ();
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
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(GHashTable) extras = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, g_free);
  g_autofree char *player = NULL;
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

  scenario_data_write (bastide_scenario_peek_data (self->scenario), builder, extras);
  return scenario_builder_to_data (builder, length);
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

static gboolean
parse_feature_target (const char *target,
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

static int
kind_from_word (const char *word)
{
  static const char * const words[] = { "city", "road", "field", "cloister", "garden" };

  for (guint k = 0; k < G_N_ELEMENTS (words); k++)
    if (g_strcmp0 (words[k], word) == 0 && k != BASTIDE_FEATURE_FIELD)
      return k;
  return -1;
}

static gboolean
check_target (BastidePuzzle      *self,
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
      if (kind_from_word (target) >= 0 || parse_feature_target (target, &x, &y, on))
        return TRUE;
      g_set_error (error, BASTIDE_PUZZLE_ERROR, BASTIDE_PUZZLE_ERROR_INVALID,
                   _("“%s” names no feature: use city, road, cloister, garden or X,Y:ID."), target);
      return FALSE;
    case BASTIDE_PUZZLE_GOAL_FIELD:
      if (parse_feature_target (target, &x, &y, on))
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
  if (!check_target (self, goal, target, error))
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

/* Checking */

typedef struct
{
  char *names[BASTIDE_MAX_PLAYERS];
  guint n_players;
} Names;

static void
names_init (Names           *names,
            BastideScenario *scenario)
{
  names->n_players = bastide_scenario_get_n_players (scenario);
  for (guint p = 0; p < BASTIDE_MAX_PLAYERS; p++)
    names->names[p] = p < names->n_players ? bastide_scenario_dup_display_name (scenario, p) : g_strdup ("");
}

static void
names_clear (Names *names)
{
  for (guint p = 0; p < BASTIDE_MAX_PLAYERS; p++)
    g_clear_pointer (&names->names[p], g_free);
}

static gboolean
start_state (BastidePuzzle  *self,
             BastideState   *state,
             GError        **error)
{
  if (!bastide_puzzle_validate (self, error))
    return FALSE;
  return bastide_scenario_to_state (self->scenario, state, error);
}

/**
 * bastide_puzzle_validate:
 *
 * Whether the puzzle can be played: a valid position, a target that fits
 * the goal, a player of the game, a pile the goal can use.
 */
gboolean
bastide_puzzle_validate (BastidePuzzle  *self,
                         GError        **error)
{
  g_autofree BastideState *state = g_new (BastideState, 1);
  g_autoptr(GError) local_error = NULL;

  g_return_val_if_fail (BASTIDE_IS_PUZZLE (self), FALSE);

  if (!bastide_scenario_to_state (self->scenario, state, &local_error))
    {
      g_set_error (error, BASTIDE_PUZZLE_ERROR, BASTIDE_PUZZLE_ERROR_INVALID,
                   "%s", local_error->message);
      return FALSE;
    }
  if (self->player >= state->rules.n_players)
    {
      g_set_error (error, BASTIDE_PUZZLE_ERROR, BASTIDE_PUZZLE_ERROR_INVALID,
                   _("There is no player %u in the puzzle."), self->player + 1);
      return FALSE;
    }
  if (!check_target (self, self->goal, self->target, error))
    return FALSE;
  if (state->phase != BASTIDE_PHASE_DRAW && state->phase != BASTIDE_PHASE_ABBEY_ROUND)
    {
      g_set_error_literal (error, BASTIDE_PUZZLE_ERROR, BASTIDE_PUZZLE_ERROR_INVALID,
                           _("The game is over in this position: there is nothing to play."));
      return FALSE;
    }
  if (self->goal == BASTIDE_PUZZLE_GOAL_BEST_FINAL
      && (!bastide_scenario_get_pile_fixed (self->scenario) || state->pile_len > 3))
    {
      g_set_error_literal (error, BASTIDE_PUZZLE_ERROR, BASTIDE_PUZZLE_ERROR_INVALID,
                           _("A best-final-score puzzle needs a fixed pile of at most three tiles."));
      return FALSE;
    }
  if (self->goal == BASTIDE_PUZZLE_GOAL_WHERE && bastide_state_next_tile (state) < 0)
    {
      g_set_error_literal (error, BASTIDE_PUZZLE_ERROR, BASTIDE_PUZZLE_ERROR_INVALID,
                           _("The pile is empty: there is no tile to place."));
      return FALSE;
    }
  return TRUE;
}

static void
add_turn_details (BastidePuzzleResult *result,
                  const Names         *names,
                  guint                index,
                  guint                player,
                  const BastideTurn   *turn,
                  const BastideEvents *events)
{
  g_autofree char *what = bastide_moves_describe (turn);
  g_autoptr(GPtrArray) sentences = bastide_explain_events (events, names->n_players,
                                                          (const char * const *) names->names);

  /* Translators: "Turn 1, Red: U at (1, 0), 90°; meeple on the road r1" */
  g_ptr_array_add (result->details, g_strdup_printf (_("Turn %u, %s: %s"), index + 1,
                                                     names->names[player], what));
  for (guint i = 0; i < sentences->len; i++)
    g_ptr_array_add (result->details, g_strdup (sentences->pdata[i]));
}

static void
add_final_details (BastidePuzzleResult *result,
                   const Names         *names,
                   const BastideState  *over)
{
  g_autofree BastideState *copy = g_new (BastideState, 1);
  BastideEvents events = { 0 };
  g_autoptr(GPtrArray) sentences = NULL;

  /* The engine scored the end without telling why; scoring the same board
   * again on a copy tells (it returns no piece). */
  *copy = *over;
  bastide_state_final_scoring (copy, &events);
  sentences = bastide_explain_events (&events, names->n_players, (const char * const *) names->names);
  g_ptr_array_add (result->details, g_strdup (_("End of the game:")));
  if (sentences->len == 0)
    g_ptr_array_add (result->details, g_strdup (_("Nothing scores at the end.")));
  for (guint i = 0; i < sentences->len; i++)
    g_ptr_array_add (result->details, g_strdup (sentences->pdata[i]));
}

static guint
count_complete (const BastideState *state,
                BastideFeatureKind  kind)
{
  guint n = 0;

  for (guint i = 0; i < state->n_nodes; i++)
    if (state->nodes[i].parent == i && state->nodes[i].kind == kind
        && bastide_state_feature_complete (state, i))
      n++;
  return n;
}

static const char *
kind_word (BastideFeatureKind kind)
{
  switch (kind)
    {
    case BASTIDE_FEATURE_CITY: return C_("feature", "city");
    case BASTIDE_FEATURE_ROAD: return C_("feature", "road");
    case BASTIDE_FEATURE_FIELD: return C_("feature", "field");
    case BASTIDE_FEATURE_CLOISTER: return C_("feature", "cloister");
    case BASTIDE_FEATURE_GARDEN: return C_("feature", "garden");
    case BASTIDE_FEATURE_RIVER:
    case BASTIDE_N_FEATURE_KINDS:
    default: return "?";
    }
}

/* The root of feature `on` of the tile at (x, y), or -1. */
static int
target_root (const BastideState *state,
             int                 x,
             int                 y,
             const char         *on)
{
  int slot = bastide_state_tile_at (state, x, y);
  int feature;

  if (slot < 0)
    return -1;
  feature = bastide_tile_type_feature (bastide_catalogue_get (state->tiles[slot].type), on);
  if (feature < 0)
    return -1;
  return bastide_state_feature_root (state, state->tiles[slot].first_node + feature);
}

static void
field_weights (const BastideState *state,
               guint               root,
               guint               weights[BASTIDE_MAX_PLAYERS])
{
  memset (weights, 0, sizeof (guint) * BASTIDE_MAX_PLAYERS);
  for (guint i = 0; i < state->n_pieces; i++)
    {
      const BastidePiece *piece = &state->pieces[i];

      if (piece->crown < 0 && piece->kind != BASTIDE_PIECE_BARN
          && bastide_state_feature_root (state, piece->node) == root)
        weights[piece->owner]++;
    }
}

/* Whether a one-turn goal is met from `before` to `after`; fills the
 * summary when asked. */
static gboolean
goal_met (BastidePuzzle      *self,
          const Names        *names,
          const BastideState *before,
          const BastideState *after,
          char              **summary)
{
  const char *name = names->names[self->player];
  int x, y;
  char on[BASTIDE_FEATURE_ID_LEN];

  switch (self->goal)
    {
    case BASTIDE_PUZZLE_GOAL_SCORE:
      {
        int need = atoi (self->target);
        int got = after->players[self->player].score - before->players[self->player].score;
        gboolean met = got >= need;

        if (summary != NULL)
          *summary = met
            ? g_strdup_printf (ngettext ("%s scores %d point this turn: at least %d were needed.",
                                         "%s scores %d points this turn: at least %d were needed.", ABS (got)),
                               name, got, need)
            : g_strdup_printf (ngettext ("%s scores %d point this turn, but at least %d are needed.",
                                         "%s scores %d points this turn, but at least %d are needed.", ABS (got)),
                               name, got, need);
        return met;
      }

    case BASTIDE_PUZZLE_GOAL_COMPLETE:
      {
        int kind = kind_from_word (self->target);
        gboolean met;

        if (kind >= 0)
          {
            met = count_complete (after, kind) > count_complete (before, kind);
            if (summary != NULL)
              *summary = met ? g_strdup_printf (_("A %s is completed this turn."), kind_word (kind))
                             : g_strdup_printf (_("No %s is completed this turn."), kind_word (kind));
            return met;
          }
        parse_feature_target (self->target, &x, &y, on);
        {
          int root = target_root (after, x, y, on);

          met = root >= 0 && bastide_state_feature_complete (after, root);
          if (summary != NULL)
            *summary = met ? g_strdup_printf (_("The feature %s at (%d, %d) is complete."), on, x, y)
                           : g_strdup_printf (_("The feature %s at (%d, %d) is not complete."), on, x, y);
          return met;
        }
      }

    case BASTIDE_PUZZLE_GOAL_FIELD:
      {
        guint weights[BASTIDE_MAX_PLAYERS];
        guint best_other = 0;
        int root;
        gboolean met;

        parse_feature_target (self->target, &x, &y, on);
        root = target_root (after, x, y, on);
        if (root < 0)
          {
            if (summary != NULL)
              *summary = g_strdup_printf (_("There is no field %s at (%d, %d)."), on, x, y);
            return FALSE;
          }
        field_weights (after, root, weights);
        for (guint p = 0; p < after->rules.n_players; p++)
          if (p != self->player)
            best_other = MAX (best_other, weights[p]);
        met = weights[self->player] > best_other;
        if (summary != NULL)
          *summary = met
            ? g_strdup_printf (_("%s wins the field at (%d, %d): %u farmers against %u."),
                               name, x, y, weights[self->player], best_other)
            : g_strdup_printf (_("%s does not win the field at (%d, %d): %u farmers against %u."),
                               name, x, y, weights[self->player], best_other);
        return met;
      }

    case BASTIDE_PUZZLE_GOAL_BEST_FINAL:
    case BASTIDE_PUZZLE_GOAL_WHERE:
    case BASTIDE_PUZZLE_GOAL_LEGAL:
    case BASTIDE_N_PUZZLE_GOALS:
    default:
      g_assert_not_reached ();
    }
  return FALSE;
}

/* Plays the answer's turns, with details; returns the position after them
 * or NULL (result->legal cleared) at the first illegal turn. */
static BastideState *
play_answer (const BastideState        *start,
             const BastidePuzzleAnswer *answer,
             const Names               *names,
             BastidePuzzleResult       *result)
{
  g_autofree BastideState *state = g_new (BastideState, 1);

  *state = *start;
  for (guint i = 0; i < answer->turns->len; i++)
    {
      const BastideTurn *turn = &g_array_index (answer->turns, BastideTurn, i);
      g_autoptr(GError) error = NULL;
      BastideEvents events = { 0 };
      guint player = state->to_move;

      if (state->phase == BASTIDE_PHASE_OVER)
        {
          result->legal = FALSE;
          result->summary = g_strdup_printf (_("Turn %u comes after the end of the game."), i + 1);
          return NULL;
        }
      if (!bastide_moves_play (state, turn, &events, &error))
        {
          result->legal = FALSE;
          result->summary = g_strdup_printf (_("Turn %u is not legal: %s."), i + 1, error->message);
          return NULL;
        }
      add_turn_details (result, names, i, player, turn, &events);
    }
  if (state->phase == BASTIDE_PHASE_OVER)
    add_final_details (result, names, state);
  return g_steal_pointer (&state);
}

static gboolean
cell_listed (GArray *cells,
             int     x,
             int     y)
{
  for (guint i = 0; i < cells->len; i++)
    {
      const BastidePuzzleCell *cell = &g_array_index (cells, BastidePuzzleCell, i);

      if (cell->x == x && cell->y == y)
        return TRUE;
    }
  return FALSE;
}

/* The cells where the tile on top of the pile fits, in the engine's order. */
static GArray *
legal_cells (const BastideState *state)
{
  g_autofree BastidePlacement *placements = g_new (BastidePlacement, BASTIDE_MAX_PLACEMENTS);
  GArray *cells = g_array_new (FALSE, FALSE, sizeof (BastidePuzzleCell));
  int type = bastide_state_next_tile (state);
  guint n;

  if (type < 0)
    return cells;
  n = bastide_state_list_placements (state, type, placements);
  for (guint i = 0; i < n; i++)
    if (!cell_listed (cells, placements[i].x, placements[i].y))
      {
        BastidePuzzleCell cell = { placements[i].x, placements[i].y };

        g_array_append_val (cells, cell);
      }
  return cells;
}

static char *
join_cells (GArray *cells)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < cells->len; i++)
    {
      const BastidePuzzleCell *cell = &g_array_index (cells, BastidePuzzleCell, i);

      if (i > 0)
        g_string_append (text, _(", "));
      g_string_append_printf (text, "(%d, %d)", cell->x, cell->y);
    }
  return g_string_free (text, FALSE);
}

static void
check_where (const BastideState        *state,
             const BastidePuzzleAnswer *answer,
             BastidePuzzleResult       *result)
{
  g_autoptr(GArray) cells = legal_cells (state);
  g_autoptr(GArray) missing = g_array_new (FALSE, FALSE, sizeof (BastidePuzzleCell));
  g_autoptr(GArray) wrong = g_array_new (FALSE, FALSE, sizeof (BastidePuzzleCell));
  int type = bastide_state_next_tile (state);

  for (guint i = 0; i < cells->len; i++)
    {
      const BastidePuzzleCell *cell = &g_array_index (cells, BastidePuzzleCell, i);

      if (!cell_listed (answer->cells, cell->x, cell->y))
        g_array_append_val (missing, *cell);
    }
  for (guint i = 0; i < answer->cells->len; i++)
    {
      const BastidePuzzleCell *cell = &g_array_index (answer->cells, BastidePuzzleCell, i);

      if (!cell_listed (cells, cell->x, cell->y) && !cell_listed (wrong, cell->x, cell->y))
        g_array_append_val (wrong, *cell);
    }

  result->solved = missing->len == 0 && wrong->len == 0;
  if (result->solved)
    result->summary = g_strdup_printf (ngettext ("Right: the tile fits at exactly this cell.",
                                                 "Right: the tile fits at exactly these %u cells.",
                                                 cells->len), cells->len);
  else
    result->summary = g_strdup (_("Not quite."));

  if (missing->len > 0)
    {
      g_autofree char *list = join_cells (missing);

      g_ptr_array_add (result->details, g_strdup_printf (_("The tile also fits at %s."), list));
    }
  for (guint i = 0; i < wrong->len; i++)
    {
      const BastidePuzzleCell *cell = &g_array_index (wrong, BastidePuzzleCell, i);
      g_autoptr(GError) error = NULL;

      bastide_state_check_placement (state, type, cell->x, cell->y, 0, &error);
      g_ptr_array_add (result->details,
                       error != NULL
                       ? g_strdup_printf (_("The tile does not fit at (%d, %d): %s."), cell->x, cell->y, error->message)
                       : g_strdup_printf (_("The tile does not fit at (%d, %d) in any rotation."), cell->x, cell->y));
    }
  if (result->solved)
    {
      g_autofree char *list = join_cells (cells);

      g_ptr_array_add (result->details, g_strdup_printf (_("It fits at %s."), list));
    }
}

static void
check_legal (BastidePuzzle             *self,
             const BastideState        *state,
             const BastidePuzzleAnswer *answer,
             const Names               *names,
             BastidePuzzleResult       *result)
{
  g_autofree BastideState *copy = g_new (BastideState, 1);
  g_autoptr(GError) error = NULL;
  BastideEvents events = { 0 };
  BastideTurn turn;
  gboolean legal;

  bastide_moves_from_json (self->target, &state->rules, &turn, NULL);
  *copy = *state;
  legal = bastide_moves_play (copy, &turn, &events, &error);
  result->solved = legal == !!answer->yes;
  if (legal)
    {
      result->summary = g_strdup (result->solved ? _("Right: the move is legal.")
                                                 : _("Wrong: the move is legal."));
      add_turn_details (result, names, 0, state->to_move, &turn, &events);
    }
  else
    result->summary = result->solved
      ? g_strdup_printf (_("Right: the move is not legal: %s."), error->message)
      : g_strdup_printf (_("Wrong: the move is not legal: %s."), error->message);
}

/**
 * bastide_puzzle_check:
 * @answer: the solver's answer
 *
 * Checks @answer with the engine and explains the outcome.
 *
 * Returns: (transfer full): the verdict, or %NULL when the puzzle itself
 * cannot be played
 */
BastidePuzzleResult *
bastide_puzzle_check (BastidePuzzle              *self,
                      const BastidePuzzleAnswer  *answer,
                      GError                    **error)
{
  g_autofree BastideState *start = g_new (BastideState, 1);
  g_autofree BastideState *end = NULL;
  g_autoptr(BastidePuzzleResult) result = result_new ();
  Names names;

  g_return_val_if_fail (BASTIDE_IS_PUZZLE (self), NULL);
  g_return_val_if_fail (answer != NULL, NULL);

  if (!start_state (self, start, error))
    return NULL;
  names_init (&names, self->scenario);

  switch (self->goal)
    {
    case BASTIDE_PUZZLE_GOAL_WHERE:
      check_where (start, answer, result);
      break;

    case BASTIDE_PUZZLE_GOAL_LEGAL:
      check_legal (self, start, answer, &names, result);
      break;

    case BASTIDE_PUZZLE_GOAL_BEST_FINAL:
      {
        int best;

        end = play_answer (start, answer, &names, result);
        if (end == NULL)
          break;
        if (end->phase != BASTIDE_PHASE_OVER)
          {
            result->summary = g_strdup (_("The answer does not play every tile to the end of the game."));
            break;
          }
        if (!bastide_puzzle_get_best_score (self, &best, error))
          {
            names_clear (&names);
            return NULL;
          }
        result->solved = end->players[self->player].score >= best;
        result->summary = result->solved
          ? g_strdup_printf (_("%s ends with %d points: the best possible."),
                             names.names[self->player], end->players[self->player].score)
          : g_strdup_printf (_("%s ends with %d points, but %d are possible."),
                             names.names[self->player], end->players[self->player].score, best);
      }
      break;

    case BASTIDE_PUZZLE_GOAL_SCORE:
    case BASTIDE_PUZZLE_GOAL_COMPLETE:
    case BASTIDE_PUZZLE_GOAL_FIELD:
    case BASTIDE_N_PUZZLE_GOALS:
    default:
      if (answer->turns->len != 1)
        {
          result->summary = g_strdup (_("The answer is one turn."));
          break;
        }
      end = play_answer (start, answer, &names, result);
      if (end == NULL)
        break;
      result->solved = goal_met (self, &names, start, end, &result->summary);
      break;
    }

  names_clear (&names);
  return g_steal_pointer (&result);
}

/* Solving */

typedef struct
{
  BastidePuzzle *self;
  const Names *names;
  const BastideState *before;
  BastideTurn found;
  gboolean done;
  /* best-final-score */
  GArray *path;
  GArray *best_path;
  int best;
  guint64 leaves;
  gboolean too_many;
} Search;

static gboolean
one_turn_cb (const BastideTurn   *turn,
             const BastideState  *after,
             const BastideEvents *events G_GNUC_UNUSED,
             gpointer             user_data)
{
  Search *search = user_data;

  if (!goal_met (search->self, search->names, search->before, after, NULL))
    return TRUE;
  search->found = *turn;
  search->done = TRUE;
  return FALSE;
}

static gboolean best_cb (const BastideTurn   *turn,
                         const BastideState  *after,
                         const BastideEvents *events,
                         gpointer             user_data);

static void
search_best (Search             *search,
             const BastideState *state)
{
  bastide_moves_foreach (state, BASTIDE_MOVES_WAGON_TARGETS, best_cb, search);
}

static gboolean
best_cb (const BastideTurn   *turn,
         const BastideState  *after,
         const BastideEvents *events G_GNUC_UNUSED,
         gpointer             user_data)
{
  Search *search = user_data;

  g_array_append_val (search->path, *turn);
  if (after->phase == BASTIDE_PHASE_OVER)
    {
      int score = after->players[search->self->player].score;

      if (++search->leaves > MAX_SEARCH_LEAVES)
        search->too_many = TRUE;
      if (score > search->best)
        {
          search->best = score;
          g_array_set_size (search->best_path, 0);
          g_array_append_vals (search->best_path, search->path->data, search->path->len);
        }
    }
  else
    search_best (search, after);
  g_array_set_size (search->path, search->path->len - 1);
  return !search->too_many;
}

static gboolean
run_best_search (BastidePuzzle  *self,
                 GArray        **best_path,
                 GError        **error)
{
  g_autofree BastideState *start = g_new (BastideState, 1);
  Search search = { 0 };

  if (!start_state (self, start, error))
    return FALSE;
  search.self = self;
  search.best = G_MININT;
  search.path = g_array_new (FALSE, TRUE, sizeof (BastideTurn));
  search.best_path = g_array_new (FALSE, TRUE, sizeof (BastideTurn));
  search_best (&search, start);
  g_array_unref (search.path);
  if (search.too_many || search.best == G_MININT)
    {
      g_array_unref (search.best_path);
      g_set_error_literal (error, BASTIDE_PUZZLE_ERROR, BASTIDE_PUZZLE_ERROR_SEARCH,
                           search.too_many ? _("There are too many ways to play these tiles to search them all.")
                                           : _("The game cannot be played to its end from here."));
      return FALSE;
    }
  self->best_known = TRUE;
  self->best_score = search.best;
  if (best_path != NULL)
    *best_path = search.best_path;
  else
    g_array_unref (search.best_path);
  return TRUE;
}

/**
 * bastide_puzzle_get_best_score:
 *
 * For a best-final-score puzzle: the best final score the puzzle's player
 * can reach, by exhaustive search (remembered until the position changes).
 */
gboolean
bastide_puzzle_get_best_score (BastidePuzzle  *self,
                               int            *score,
                               GError        **error)
{
  g_return_val_if_fail (BASTIDE_IS_PUZZLE (self), FALSE);

  if (!self->best_known && !run_best_search (self, NULL, error))
    return FALSE;
  *score = self->best_score;
  return TRUE;
}

/**
 * bastide_puzzle_solve:
 *
 * A right answer, found with the engine: the first turn (in the order of
 * bastide_moves_foreach()) that meets the goal, the best line of play, the
 * set of cells, or the engine's verdict on the move.
 *
 * Returns: (transfer full): the answer, or %NULL with an error when the
 * puzzle has none
 */
BastidePuzzleAnswer *
bastide_puzzle_solve (BastidePuzzle  *self,
                      GError        **error)
{
  g_autofree BastideState *start = g_new (BastideState, 1);
  g_autoptr(BastidePuzzleAnswer) answer = bastide_puzzle_answer_new ();

  g_return_val_if_fail (BASTIDE_IS_PUZZLE (self), NULL);

  if (!start_state (self, start, error))
    return NULL;

  switch (self->goal)
    {
    case BASTIDE_PUZZLE_GOAL_WHERE:
      g_array_unref (answer->cells);
      answer->cells = legal_cells (start);
      break;

    case BASTIDE_PUZZLE_GOAL_LEGAL:
      {
        g_autofree BastideState *copy = g_new (BastideState, 1);
        BastideTurn turn;

        bastide_moves_from_json (self->target, &start->rules, &turn, NULL);
        *copy = *start;
        answer->yes = bastide_moves_play (copy, &turn, NULL, NULL);
      }
      break;

    case BASTIDE_PUZZLE_GOAL_BEST_FINAL:
      {
        GArray *path = NULL;

        if (!run_best_search (self, &path, error))
          return NULL;
        g_array_unref (answer->turns);
        answer->turns = path;
      }
      break;

    case BASTIDE_PUZZLE_GOAL_SCORE:
    case BASTIDE_PUZZLE_GOAL_COMPLETE:
    case BASTIDE_PUZZLE_GOAL_FIELD:
    case BASTIDE_N_PUZZLE_GOALS:
    default:
      {
        Search search = { 0 };
        Names names;

        names_init (&names, self->scenario);
        search.self = self;
        search.names = &names;
        search.before = start;
        bastide_moves_foreach (start, BASTIDE_MOVES_DEFAULT, one_turn_cb, &search);
        names_clear (&names);
        if (!search.done)
          {
            g_set_error_literal (error, BASTIDE_PUZZLE_ERROR, BASTIDE_PUZZLE_ERROR_SEARCH,
                                 _("No move meets the goal."));
            return NULL;
          }
        bastide_puzzle_answer_add_turn (answer, &search.found);
      }
      break;
    }
  return g_steal_pointer (&answer);
}
