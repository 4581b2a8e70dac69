/* bastide-puzzle-progress.c: which puzzles the player has solved
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A small keyfile under the user's data directory:
 *
 *   [Puzzles]
 *   Solved=01-first-steps;02-meeple-on-a-road;
 *
 * rewritten whole (to a temporary file renamed over the old one) at each
 * change, so a crash never leaves half a file.
 */

#define G_LOG_DOMAIN "bastide-puzzle-progress"

#include "config.h"

#include "bastide-puzzle-progress.h"

#include <errno.h>
#include <glib/gstdio.h>

#define GROUP "Puzzles"
#define KEY "Solved"

struct _BastidePuzzleProgress
{
  GObject parent_instance;

  char *path;
  GPtrArray *solved;    /* ids, in the order solved */
};

G_DEFINE_FINAL_TYPE (BastidePuzzleProgress, bastide_puzzle_progress, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_PATH,
  PROP_N_SOLVED,
  N_PROPS
};

enum {
  CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static int
find_id (BastidePuzzleProgress *self,
         const char            *id)
{
  for (guint i = 0; i < self->solved->len; i++)
    if (g_str_equal (self->solved->pdata[i], id))
      return i;
  return -1;
}

static void
load (BastidePuzzleProgress *self)
{
  g_autoptr(GKeyFile) file = g_key_file_new ();
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) ids = NULL;

  if (!g_key_file_load_from_file (file, self->path, G_KEY_FILE_NONE, &error))
    {
      if (!g_error_matches (error, G_FILE_ERROR, G_FILE_ERROR_NOENT))
        g_debug ("Cannot read the puzzle progress %s: %s", self->path, error->message);
      return;
    }
  ids = g_key_file_get_string_list (file, GROUP, KEY, NULL, NULL);
  for (guint i = 0; ids != NULL && ids[i] != NULL; i++)
    if (*ids[i] != '\0' && find_id (self, ids[i]) < 0)
      g_ptr_array_add (self->solved, g_strdup (ids[i]));
}

static gboolean
save (BastidePuzzleProgress  *self,
      GError                **error)
{
  g_autoptr(GKeyFile) file = g_key_file_new ();
  g_autofree char *dir = g_path_get_dirname (self->path);
  g_autofree char *data = NULL;
  gsize length;

  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   "%s: %s", dir, g_strerror (saved_errno));
      return FALSE;
    }
  g_key_file_set_string_list (file, GROUP, KEY, (const char * const *) self->solved->pdata,
                              self->solved->len);
  data = g_key_file_to_data (file, &length, NULL);
  return g_file_set_contents_full (self->path, data, length,
                                   G_FILE_SET_CONTENTS_CONSISTENT, 0600, error);
}

static void
bastide_puzzle_progress_constructed (GObject *object)
{
  BastidePuzzleProgress *self = BASTIDE_PUZZLE_PROGRESS (object);

  G_OBJECT_CLASS (bastide_puzzle_progress_parent_class)->constructed (object);

  if (self->path == NULL)
    self->path = g_build_filename (g_get_user_data_dir (), "io.github.bastide.Bastide",
                                   "puzzles.ini", NULL);
  load (self);
}

static void
bastide_puzzle_progress_finalize (GObject *object)
{
  BastidePuzzleProgress *self = BASTIDE_PUZZLE_PROGRESS (object);

  g_free (self->path);
  g_ptr_array_unref (self->solved);

  G_OBJECT_CLASS (bastide_puzzle_progress_parent_class)->finalize (object);
}

static void
bastide_puzzle_progress_get_property (GObject    *object,
                                      guint       prop_id,
                                      GValue     *value,
                                      GParamSpec *pspec)
{
  BastidePuzzleProgress *self = BASTIDE_PUZZLE_PROGRESS (object);

  switch (prop_id)
    {
    case PROP_PATH:
      g_value_set_string (value, self->path);
      break;
    case PROP_N_SOLVED:
      g_value_set_uint (value, self->solved->len);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bastide_puzzle_progress_set_property (GObject      *object,
                                      guint         prop_id,
                                      const GValue *value,
                                      GParamSpec   *pspec)
{
  BastidePuzzleProgress *self = BASTIDE_PUZZLE_PROGRESS (object);

  switch (prop_id)
    {
    case PROP_PATH:
      self->path = g_value_dup_string (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bastide_puzzle_progress_class_init (BastidePuzzleProgressClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->constructed = bastide_puzzle_progress_constructed;
  object_class->finalize = bastide_puzzle_progress_finalize;
  object_class->get_property = bastide_puzzle_progress_get_property;
  object_class->set_property = bastide_puzzle_progress_set_property;

  properties[PROP_PATH] =
    g_param_spec_string ("path", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_N_SOLVED] =
    g_param_spec_uint ("n-solved", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * BastidePuzzleProgress::changed:
   * @id: the puzzle whose state changed, or %NULL after a reset
   */
  signals[CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
bastide_puzzle_progress_init (BastidePuzzleProgress *self)
{
  self->solved = g_ptr_array_new_null_terminated (0, g_free, TRUE);
}

/**
 * bastide_puzzle_progress_new:
 *
 * The player's progress, kept in the user's data directory.
 */
BastidePuzzleProgress *
bastide_puzzle_progress_new (void)
{
  return g_object_new (BASTIDE_TYPE_PUZZLE_PROGRESS, NULL);
}

BastidePuzzleProgress *
bastide_puzzle_progress_new_for_path (const char *path)
{
  return g_object_new (BASTIDE_TYPE_PUZZLE_PROGRESS, "path", path, NULL);
}

const char *
bastide_puzzle_progress_get_path (BastidePuzzleProgress *self)
{
  g_return_val_if_fail (BASTIDE_IS_PUZZLE_PROGRESS (self), NULL);
  return self->path;
}

gboolean
bastide_puzzle_progress_is_solved (BastidePuzzleProgress *self,
                                   const char            *id)
{
  g_return_val_if_fail (BASTIDE_IS_PUZZLE_PROGRESS (self), FALSE);
  g_return_val_if_fail (id != NULL, FALSE);
  return find_id (self, id) >= 0;
}

/**
 * bastide_puzzle_progress_set_solved:
 *
 * Marks a puzzle solved or not, and writes the file at once.
 */
gboolean
bastide_puzzle_progress_set_solved (BastidePuzzleProgress  *self,
                                    const char             *id,
                                    gboolean                solved,
                                    GError                **error)
{
  int index;

  g_return_val_if_fail (BASTIDE_IS_PUZZLE_PROGRESS (self), FALSE);
  g_return_val_if_fail (id != NULL && *id != '\0', FALSE);

  index = find_id (self, id);
  if ((index >= 0) == !!solved)
    return TRUE;
  if (solved)
    g_ptr_array_add (self->solved, g_strdup (id));
  else
    g_ptr_array_remove_index (self->solved, index);
  g_signal_emit (self, signals[CHANGED], 0, id);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_SOLVED]);
  return save (self, error);
}

guint
bastide_puzzle_progress_get_n_solved (BastidePuzzleProgress *self)
{
  g_return_val_if_fail (BASTIDE_IS_PUZZLE_PROGRESS (self), 0);
  return self->solved->len;
}

/**
 * bastide_puzzle_progress_dup_solved:
 *
 * Returns: (transfer full): the solved puzzles' ids, in the order solved
 */
char **
bastide_puzzle_progress_dup_solved (BastidePuzzleProgress *self)
{
  g_return_val_if_fail (BASTIDE_IS_PUZZLE_PROGRESS (self), NULL);
  return g_strdupv ((char **) self->solved->pdata);
}

gboolean
bastide_puzzle_progress_reset (BastidePuzzleProgress  *self,
                               GError                **error)
{
  g_return_val_if_fail (BASTIDE_IS_PUZZLE_PROGRESS (self), FALSE);

  if (self->solved->len == 0)
    return TRUE;
  g_ptr_array_set_size (self->solved, 0);
  g_signal_emit (self, signals[CHANGED], 0, NULL);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_SOLVED]);
  return save (self, error);
}
