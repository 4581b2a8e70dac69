/* bastide-test-wait.h: waiting for the main loop, with a deadline
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The widget tests never sleep: they iterate the main context until a
 * condition holds. A condition that never comes true fails the test
 * after a deadline (30 s), saying where and what it waited for, instead
 * of hanging until meson's timeout.
 */

#pragma once

#include <glib.h>

/* The deadline, in seconds; a test of the deadline itself shortens it. */
static inline int *
test_wait_seconds (void)
{
  static int seconds = 30;

  return &seconds;
}

/* Wakes the main loop now and then, so that the deadline is looked at
 * even when nothing else happens. */
static inline gboolean
test_wait_tick (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

#define WAIT_UNTIL(condition) \
  G_STMT_START { \
    gint64 wait_deadline = g_get_monotonic_time () + *test_wait_seconds () * G_USEC_PER_SEC; \
    guint wait_tick = g_timeout_add (100, test_wait_tick, NULL); \
    while (!(condition)) \
      { \
        if (g_get_monotonic_time () > wait_deadline) \
          g_error ("%s:%d: waited %d s in vain for: %s", __FILE__, __LINE__, *test_wait_seconds (), #condition); \
        g_main_context_iteration (NULL, TRUE); \
      } \
    g_source_remove (wait_tick); \
  } G_STMT_END
