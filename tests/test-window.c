/* test-window.c
 *
 * Copyright 2026 The Bastide authors
 *
 * This program is free software: you can redistribute it and/or modify
 * it under the terms of the GNU General Public License as published by
 * the Free Software Foundation, either version 3 of the License, or
 * (at your option) any later version.
 *
 * This program is distributed in the hope that it will be useful,
 * but WITHOUT ANY WARRANTY; without even the implied warranty of
 * MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE.  See the
 * GNU General Public License for more details.
 *
 * You should have received a copy of the GNU General Public License
 * along with this program.  If not, see <https://www.gnu.org/licenses/>.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>

#include "bastide-application.h"
#include "bastide-window.h"

#include "bastide-test-wait.h"

/* One application for the whole run: it is registered (and so started
 * up) once, like the real one, but never runs its own main loop.
 */
static BastideApplication *app;

static void
wait_for_mapped (GtkWidget *widget)
{
  while (!gtk_widget_get_mapped (widget))
    g_main_context_iteration (NULL, TRUE);
}

static void
wait_for_no_windows (void)
{
  while (gtk_application_get_windows (GTK_APPLICATION (app)) != NULL)
    g_main_context_iteration (NULL, TRUE);
}

static void
assert_accel (const char *detailed_action,
              const char *expected)
{
  g_auto(GStrv) accels = NULL;
  GdkModifierType expected_mods;
  GdkModifierType mods;
  guint expected_key;
  guint key;

  accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), detailed_action);
  g_assert_nonnull (accels);
  g_assert_cmpuint (g_strv_length (accels), ==, 1);

  /* Compare parsed values: "<Primary>q" comes back as "<Control>q". */
  g_assert_true (gtk_accelerator_parse (expected, &expected_key, &expected_mods));
  g_assert_true (gtk_accelerator_parse (accels[0], &key, &mods));
  g_assert_cmpuint (key, ==, expected_key);
  g_assert_cmpuint (mods, ==, expected_mods);
}

static void
test_application_actions (void)
{
  static const char *names[] = { "new-game", "about", "help", "quit" };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      GAction *action = g_action_map_lookup_action (G_ACTION_MAP (app), names[i]);

      g_assert_nonnull (action);
      g_assert_true (g_action_get_enabled (action));
      g_assert_null (g_action_get_parameter_type (action));
    }

  assert_accel ("app.new-game", "<Primary>n");
  assert_accel ("app.help", "F1");
  assert_accel ("app.quit", "<Primary>q");
}

static void
test_application_about_has_no_accel (void)
{
  g_auto(GStrv) accels = NULL;

  accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), "app.about");
  g_assert_cmpuint (g_strv_length (accels), ==, 0);
}

static void
test_window_present (void)
{
  GtkWindow *window;

  g_assert_null (gtk_application_get_active_window (GTK_APPLICATION (app)));

  /* New Game brings up the main window when there is none. */
  g_action_group_activate_action (G_ACTION_GROUP (app), "new-game", NULL);

  window = gtk_application_get_active_window (GTK_APPLICATION (app));
  g_assert_nonnull (window);
  g_assert_true (BASTIDE_IS_WINDOW (window));

  wait_for_mapped (GTK_WIDGET (window));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));

  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (window)));
  g_assert_cmpstr (gtk_window_get_title (window), ==, "Bastide");
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), >, 0);

  /* gtk/help-overlay.ui was found in the resources */
  g_assert_nonnull (gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window)));
  g_assert_true (g_action_group_has_action (G_ACTION_GROUP (window), "show-help-overlay"));

  /* Activating again presents the same window instead of a new one. */
  g_application_activate (G_APPLICATION (app));
  g_assert_true (gtk_application_get_active_window (GTK_APPLICATION (app)) == window);
  g_assert_cmpuint (g_list_length (gtk_application_get_windows (GTK_APPLICATION (app))), ==, 1);

  /* Quit closes every window. */
  g_action_group_activate_action (G_ACTION_GROUP (app), "quit", NULL);
  wait_for_no_windows ();
}

static void
test_window_state (void)
{
  GSettings *settings = bastide_application_get_settings (app);
  BastideWindow *window;
  int width;
  int height;

  g_settings_set_int (settings, "window-width", 800);
  g_settings_set_int (settings, "window-height", 600);
  g_settings_set_boolean (settings, "window-maximized", FALSE);

  /* Read at construction */
  window = bastide_window_new (app);
  gtk_window_get_default_size (GTK_WINDOW (window), &width, &height);
  g_assert_cmpint (width, ==, 800);
  g_assert_cmpint (height, ==, 600);

  /* Written when closed */
  gtk_widget_realize (GTK_WIDGET (window));
  gtk_window_set_default_size (GTK_WINDOW (window), 900, 650);
  gtk_window_close (GTK_WINDOW (window));
  wait_for_no_windows ();

  g_assert_cmpint (g_settings_get_int (settings, "window-width"), ==, 900);
  g_assert_cmpint (g_settings_get_int (settings, "window-height"), ==, 650);
  g_assert_false (g_settings_get_boolean (settings, "window-maximized"));
}

/* A wait that never ends fails the test, and says what it waited for. */
static void
test_wait_deadline (void)
{
  if (g_test_subprocess ())
    {
      gboolean never = FALSE;

      *test_wait_seconds () = 1;
      WAIT_UNTIL (never);
      return;
    }
  g_test_trap_subprocess (NULL, 10 * G_USEC_PER_SEC, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_failed ();
  g_test_trap_assert_stderr ("*waited 1 s in vain for: never*");
}

static void
test_no_display (void)
{
  g_test_skip ("No display to open windows on; run under xvfb-run");
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  int ret;

  /* Builds without a display (a Flatpak build sandbox) skip, not fail. */
  if (g_getenv ("DISPLAY") == NULL && g_getenv ("WAYLAND_DISPLAY") == NULL)
    {
      g_test_init (&argc, &argv, NULL);
      g_test_add_func ("/bastide/ui/no-display", test_no_display);
      return g_test_run ();
    }

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  app = bastide_application_new ();
  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_NON_UNIQUE);
  g_application_register (G_APPLICATION (app), NULL, &error);
  g_assert_no_error (error);

  g_test_add_func ("/bastide/ui/application/actions", test_application_actions);
  g_test_add_func ("/bastide/ui/application/about-accel", test_application_about_has_no_accel);
  g_test_add_func ("/bastide/ui/window/present", test_window_present);
  g_test_add_func ("/bastide/ui/window/state", test_window_state);
  g_test_add_func ("/bastide/ui/wait-deadline", test_wait_deadline);

  ret = g_test_run ();

  g_clear_object (&app);

  return ret;
}
