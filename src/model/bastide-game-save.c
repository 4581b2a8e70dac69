/* bastide-game-save.c: saving a game, and the autosave
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bastide-game"

#include "config.h"

#include "bastide-game-private.h"

#include <errno.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>

#define AUTOSAVE_DIR "io.github.bastide.Bastide"
#define AUTOSAVE_NAME "autosave.bastide"

#define REMOTE_WORD "remote"

/* A seat in "player-kinds": "human", "remote" or a computer's level. */
const char *
bastide_game_kind_word (BastidePlayerKind    kind,
                        BastideComputerLevel level)
{
  switch (kind)
    {
    case BASTIDE_PLAYER_COMPUTER: return bastide_computer_level_name (level);
    case BASTIDE_PLAYER_REMOTE: return REMOTE_WORD;
    case BASTIDE_PLAYER_PERSON:
    default: return "human";
    }
}

/* Player kinds, kept in the record as "player-kinds": "human,hard,remote". */
void
bastide_game_store_player_kinds (BastideGame *self)
{
  g_autoptr(GString) kinds = g_string_new (NULL);

  for (guint p = 0; p < self->state->rules.n_players; p++)
    {
      if (p > 0)
        g_string_append_c (kinds, ',');
      g_string_append (kinds, bastide_game_kind_word (self->kinds[p], self->levels[p]));
    }
  bastide_record_set_extra (self->record, PLAYER_KINDS_KEY, kinds->str);
}

void
bastide_game_read_player_kinds (BastideGame *self)
{
  const char *value = bastide_record_get_extra (self->record, PLAYER_KINDS_KEY);
  g_auto(GStrv) kinds = g_strsplit (value != NULL ? value : "", ",", -1);
  guint n = g_strv_length (kinds);

  for (guint p = 0; p < BASTIDE_MAX_PLAYERS; p++)
    {
      const char *word = p < n ? g_strstrip (kinds[p]) : "";
      int level = bastide_computer_level_from_name (word);

      self->kinds[p] = level >= 0 ? BASTIDE_PLAYER_COMPUTER
                       : g_str_equal (word, REMOTE_WORD) ? BASTIDE_PLAYER_REMOTE
                       : BASTIDE_PLAYER_PERSON;
      self->levels[p] = level < 0 ? BASTIDE_COMPUTER_MEDIUM : (BastideComputerLevel) level;
    }
}

void
bastide_game_read_player_names (BastideGame *self)
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
void
bastide_game_write_autosave (BastideGame *self)
{
  g_autoptr(GFile) file = NULL;
  g_autofree char *path = NULL;
  g_autoptr(GError) error = NULL;

  /* A mirror's game is its host's to keep. */
  if (!self->autosave || self->mirror)
    return;
  if (self->state->phase == BASTIDE_PHASE_OVER)
    {
      bastide_game_discard_autosave ();
      return;
    }
  /* A game with no turn yet would only replace a game worth resuming. */
  if (self->position == 0 && !self->autosave_written)
    return;
  /* The first autosave of this game keeps a damaged one, unread so far. */
  if (!self->autosave_written)
    {
      GFile *kept = bastide_game_set_aside_damaged_autosave (NULL);

      g_clear_object (&kept);
    }
  file = bastide_game_get_autosave_file ();
  path = g_file_get_path (file);
  bastide_game_store_player_kinds (self);
  if (!ensure_autosave_dir (file, &error) || !bastide_record_save (self->record, path, &error))
    {
      g_warning ("Autosave failed: %s", error->message);
      return;
    }
  self->autosave_written = TRUE;
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
  bastide_game_store_player_kinds (self);
  if (!bastide_record_save (self->record, path, error))
    return FALSE;

  if (self->file == NULL || !g_file_equal (self->file, file))
    {
      g_autoptr(GFile) old = g_steal_pointer (&self->file);

      self->file = g_object_ref (file);
      g_object_notify_by_pspec (G_OBJECT (self), bastide_game_properties[PROP_FILE]);
    }
  self->modified = FALSE;
  bastide_game_sync_properties (self);
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
  g_object_notify_by_pspec (G_OBJECT (self), bastide_game_properties[PROP_AUTOSAVE]);
}

/**
 * bastide_game_get_tournament:
 * @self: a #BastideGame
 *
 * Returns: whether the game is played as in a tournament (see
 *   #BastideGame:tournament)
 */
gboolean
bastide_game_get_tournament (BastideGame *self)
{
  g_return_val_if_fail (BASTIDE_IS_GAME (self), FALSE);

  return g_strcmp0 (bastide_record_get_extra (self->record, TOURNAMENT_KEY), "yes") == 0;
}

/**
 * bastide_game_set_tournament:
 * @self: a #BastideGame
 * @tournament: whether to play as in a tournament
 *
 * Chooses the mode before the first turn; the game keeps it after.
 */
void
bastide_game_set_tournament (BastideGame *self,
                             gboolean     tournament)
{
  g_return_if_fail (BASTIDE_IS_GAME (self));

  if (bastide_game_get_tournament (self) == !!tournament)
    return;
  g_return_if_fail (bastide_record_get_n_turns (self->record) == 0);

  bastide_record_set_extra (self->record, TOURNAMENT_KEY, tournament ? "yes" : NULL);
  g_object_notify_by_pspec (G_OBJECT (self), bastide_game_properties[PROP_TOURNAMENT]);
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

/* Whether the autosave at @path reads back and replays; @over tells
 * whether its game is finished. */
static gboolean
autosave_readable (const char  *path,
                   gboolean    *over,
                   GError     **error)
{
  g_autoptr(BastideRecord) record = bastide_record_load_file (path, error);
  g_autofree BastideState *state = NULL;

  if (record == NULL)
    return FALSE;
  state = g_new0 (BastideState, 1);
  if (!bastide_record_replay (record, state, NULL, error))
    return FALSE;
  *over = state->phase == BASTIDE_PHASE_OVER;
  return TRUE;
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
  g_autoptr(GError) error = NULL;
  gboolean over;

  if (!g_file_test (path, G_FILE_TEST_IS_REGULAR))
    return NULL;
  if (!autosave_readable (path, &over, &error))
    {
      g_debug ("The autosave cannot be resumed: %s", error->message);
      return NULL;
    }
  return over ? NULL : g_steal_pointer (&file);
}

/**
 * bastide_game_set_aside_damaged_autosave:
 * @reason: (out) (optional): why the autosave cannot be read back
 *
 * An autosave that does not read back (cut short by a crash or a full
 * disk, changed by hand) is renamed autosave.bastide.damaged (-2, -3…
 * beside older ones), so that no later autosave overwrites the game it
 * holds.
 *
 * Returns: (transfer full) (nullable): the file it is kept as, or %NULL
 *   when there is no autosave or it reads back
 */
GFile *
bastide_game_set_aside_damaged_autosave (GError **reason)
{
  g_autoptr(GFile) file = bastide_game_get_autosave_file ();
  g_autofree char *path = g_file_get_path (file);
  g_autoptr(GError) error = NULL;
  gboolean over;

  if (!g_file_test (path, G_FILE_TEST_EXISTS) || autosave_readable (path, &over, &error))
    return NULL;
  for (guint n = 1; n < 100; n++)
    {
      g_autofree char *kept = n == 1 ? g_strconcat (path, ".damaged", NULL)
                                     : g_strdup_printf ("%s.damaged-%u", path, n);

      if (g_file_test (kept, G_FILE_TEST_EXISTS))
        continue;
      if (g_rename (path, kept) != 0)
        {
          g_warning ("Could not keep the damaged autosave as %s: %s", kept, g_strerror (errno));
          return NULL;
        }
      g_propagate_error (reason, g_steal_pointer (&error));
      return g_file_new_for_path (kept);
    }
  return NULL;
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

/**
 * bastide_game_set_extra:
 * @self: a #BastideGame
 * @key: a key of the game's own in its record (not one the record format
 *   defines)
 * @value: (nullable): a string, or %NULL to remove the key
 *
 * Keeps @value in the record: saving and the autosave write it, and a game
 * opened from the file has it again.
 */
void
bastide_game_set_extra (BastideGame *self,
                        const char  *key,
                        const char  *value)
{
  g_return_if_fail (BASTIDE_IS_GAME (self));
  g_return_if_fail (key != NULL);

  bastide_record_set_extra (self->record, key, value);
}

const char *
bastide_game_get_extra (BastideGame *self,
                        const char  *key)
{
  g_return_val_if_fail (BASTIDE_IS_GAME (self), NULL);
  g_return_val_if_fail (key != NULL, NULL);

  return bastide_record_get_extra (self->record, key);
}
