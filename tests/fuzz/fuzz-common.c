/* fuzz-common.c: what every libFuzzer target of Bastide shares
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A warning or a critical is a bug here; abort (), which libFuzzer
 * catches and saves the input of, rather than GLib's breakpoint trap.
 */

#include "config.h"

#include <stdlib.h>

#include <glib.h>

int LLVMFuzzerInitialize (int *argc, char ***argv);

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
