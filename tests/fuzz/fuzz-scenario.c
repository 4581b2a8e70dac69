/* fuzz-scenario.c: libFuzzer target for the scenario and puzzle readers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Any bytes: open them as the editor opens a position (and check it, as
 * the editor does at once), and as a puzzle; a position that opens is
 * written out and must open again. See docs/fuzzing.md.
 */

#include "config.h"

#include <stdint.h>
#include <stdlib.h>

#include "bastide-puzzle.h"
#include "bastide-scenario.h"

int LLVMFuzzerInitialize (int *argc, char ***argv);
int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

/* A warning or a critical is a bug here; abort (), which libFuzzer
 * catches and saves the input of, rather than GLib's breakpoint trap. */
static void
abort_on_warnings (const char     *domain,
                   GLogLevelFlags  level,
                   const char     *message,
                   gpointer        user_data)
{
  g_printerr ("%s: %s\n", domain != NULL ? domain : "", message);
  if (level & (G_LOG_LEVEL_ERROR | G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING))
    abort ();
}

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  g_log_set_default_handler (abort_on_warnings, NULL);
  return 0;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BastideScenario) scenario = bastide_scenario_load_data ((const char *) data, size, "fuzz.json", &error);
  g_autoptr(BastidePuzzle) puzzle = NULL;

  if (scenario != NULL)
    {
      g_autoptr(BastideScenario) again = NULL;
      g_autofree char *text = NULL;
      gsize length;

      (void) bastide_scenario_get_valid (scenario);
      text = bastide_scenario_to_data (scenario, &length);
      again = bastide_scenario_load_data (text, length, "written.json", &error);
      if (again == NULL)
        {
          g_printerr ("a position that opened does not open once written: %s\n", error->message);
          abort ();
        }
    }
  g_clear_error (&error);
  puzzle = bastide_puzzle_load_data ((const char *) data, size, "fuzz.json", &error);
  return 0;
}
