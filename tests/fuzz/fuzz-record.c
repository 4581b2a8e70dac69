/* fuzz-record.c: libFuzzer target for the record reader
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Any bytes: load them as a record; a record that loads is replayed,
 * written out and read back, and must read back. A crash, a sanitizer
 * report, a GLib critical or warning, or a written record that does not
 * read back is a finding (each aborts, so libFuzzer keeps the input). See docs/fuzzing.md.
 */

#include "config.h"

#include <stdint.h>
#include <stdlib.h>

#include "bastide-record.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BastideRecord) record = bastide_record_load_data ((const char *) data, size, "fuzz.json", &error);
  g_autoptr(BastideRecord) again = NULL;
  g_autofree BastideState *state = NULL;
  g_autofree char *text = NULL;
  gsize length;
  guint n_played;

  if (record == NULL)
    {
      g_assert (error != NULL && error->message[0] != '\0');
      return 0;
    }
  state = g_new (BastideState, 1);
  bastide_record_replay (record, state, &n_played, NULL);
  text = bastide_record_to_data (record, &length);
  again = bastide_record_load_data (text, length, "written.json", &error);
  if (again == NULL)
    {
      g_printerr ("a record that loaded does not load once written: %s\n", error->message);
      abort ();
    }
  return 0;
}
