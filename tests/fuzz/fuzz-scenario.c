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

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

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
