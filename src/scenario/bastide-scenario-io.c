/* bastide-scenario-io.c: positions as records with `setup`
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The engine reads and writes them (bastide_record_load_draft (),
 * bastide_setup_to_data ()): a position that breaks the rules reads as a
 * draft, and is written with every field of its setup spelt out, so it
 * reads back exactly.
 */

#define G_LOG_DOMAIN "bastide-scenario"

#include "config.h"

#include <glib/gi18n.h>

#include "bastide-json.h"
#include "bastide-scenario-private.h"

/**
 * bastide_scenario_load_data:
 * @name: the file's name, for messages
 *
 * Reads a position. A record that has turns opens at the position after
 * its last turn (the engine must accept it); a record without turns opens
 * at its setup, drafts included.
 */
BastideScenario *
bastide_scenario_load_data (const char  *data,
                            gssize       length,
                            const char  *name,
                            GError     **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autoptr(BastideRecord) record = bastide_record_load_draft (data, length, name, &local_error);
  BastideScenario *self;
  GHashTableIter iter;
  gpointer key, value;

  if (record == NULL)
    {
      g_set_error_literal (error, BASTIDE_SCENARIO_ERROR, BASTIDE_SCENARIO_ERROR_FORMAT,
                           local_error->message);
      return NULL;
    }
  if (bastide_record_get_n_turns (record) > 0)
    return bastide_scenario_new_from_record (record, G_MAXUINT, error);

  self = bastide_scenario_new_take (bastide_setup_copy (bastide_record_get_setup (record)));
  g_hash_table_iter_init (&iter, bastide_record_get_extras (record));
  while (g_hash_table_iter_next (&iter, &key, &value))
    bastide_scenario_set_extra (self, key, value);
  return self;
}

BastideScenario *
bastide_scenario_load_file (const char  *path,
                            GError     **error)
{
  g_autoptr(GError) local_error = NULL;
  gsize length;
  g_autofree char *contents = bastide_json_read_file (path, &length, &local_error);

  if (contents == NULL)
    {
      g_set_error_literal (error, BASTIDE_SCENARIO_ERROR, BASTIDE_SCENARIO_ERROR_FORMAT,
                           local_error->message);
      return NULL;
    }
  return bastide_scenario_load_data (contents, length, path, error);
}

/**
 * bastide_scenario_to_data:
 *
 * The position as a record: "draft": "true" marks a position with
 * problems.
 */
char *
bastide_scenario_to_data (BastideScenario *self,
                          gsize           *length)
{
  g_autoptr(GHashTable) extras = g_hash_table_new (g_str_hash, g_str_equal);
  GHashTableIter iter;
  gpointer key, value;

  g_return_val_if_fail (BASTIDE_IS_SCENARIO (self), NULL);

  g_hash_table_iter_init (&iter, bastide_scenario_peek_extras (self));
  while (g_hash_table_iter_next (&iter, &key, &value))
    if (!g_str_equal (key, "draft"))
      g_hash_table_insert (extras, key, value);
  if (!bastide_scenario_get_valid (self))
    g_hash_table_insert (extras, (gpointer) "draft", (gpointer) "true");

  return bastide_setup_to_data (bastide_scenario_peek_data (self), extras, length);
}

/* Written to a temporary file and renamed over the old one. */
gboolean
bastide_scenario_save (BastideScenario  *self,
                       const char       *path,
                       GError          **error)
{
  gsize length;
  g_autofree char *data = bastide_scenario_to_data (self, &length);

  return g_file_set_contents (path, data, length, error);
}
