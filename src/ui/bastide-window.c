/* bastide-window.c
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

#define G_LOG_DOMAIN "bastide-window"

#include "config.h"

#include <glib/gi18n.h>

#include "bastide-window.h"

struct _BastideWindow
{
  AdwApplicationWindow  parent_instance;

  /* Template widgets */
  AdwHeaderBar         *header_bar;
  GtkMenuButton        *primary_menu_button;
  AdwStatusPage        *welcome_page;
};

G_DEFINE_FINAL_TYPE (BastideWindow, bastide_window, ADW_TYPE_APPLICATION_WINDOW)

static GSettings *
get_settings (BastideWindow *self)
{
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));

  if (!BASTIDE_IS_APPLICATION (app))
    return NULL;

  return bastide_application_get_settings (BASTIDE_APPLICATION (app));
}

static void
load_window_state (BastideWindow *self)
{
  GSettings *settings = get_settings (self);
  int width;
  int height;

  if (settings == NULL)
    return;

  width = g_settings_get_int (settings, "window-width");
  height = g_settings_get_int (settings, "window-height");
  gtk_window_set_default_size (GTK_WINDOW (self), width, height);

  if (g_settings_get_boolean (settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));
}

static void
save_window_state (BastideWindow *self)
{
  GSettings *settings = get_settings (self);
  int width;
  int height;

  if (settings == NULL)
    return;

  /* The default size follows the window while it is neither maximized
   * nor fullscreen, so this is the size to restore when unmaximized.
   */
  gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);

  /* Stay inside the schema's range: 360 .. 32768 */
  if (width > 0 && height > 0)
    {
      g_settings_set_int (settings, "window-width", CLAMP (width, 360, 32768));
      g_settings_set_int (settings, "window-height", CLAMP (height, 360, 32768));
    }
  g_settings_set_boolean (settings, "window-maximized",
                          gtk_window_is_maximized (GTK_WINDOW (self)));
}

static void
notify_application_cb (BastideWindow *self,
                       GParamSpec    *pspec,
                       gpointer       user_data)
{
  /* "application" is set after construction, so the saved state can
   * only be read once the window knows its application.
   */
  if (gtk_window_get_application (GTK_WINDOW (self)) == NULL)
    return;

  g_signal_handlers_disconnect_by_func (self, notify_application_cb, NULL);
  load_window_state (self);
}

static gboolean
bastide_window_close_request (GtkWindow *window)
{
  save_window_state (BASTIDE_WINDOW (window));

  return GTK_WINDOW_CLASS (bastide_window_parent_class)->close_request (window);
}

static void
bastide_window_class_init (BastideWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  window_class->close_request = bastide_window_close_request;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/bastide/Bastide/bastide-window.ui");
  gtk_widget_class_bind_template_child (widget_class, BastideWindow, header_bar);
  gtk_widget_class_bind_template_child (widget_class, BastideWindow, primary_menu_button);
  gtk_widget_class_bind_template_child (widget_class, BastideWindow, welcome_page);
}

static void
bastide_window_init (BastideWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  g_signal_connect (self, "notify::application", G_CALLBACK (notify_application_cb), NULL);

#ifdef DEVELOPMENT_BUILD
  gtk_widget_add_css_class (GTK_WIDGET (self), "devel");
#endif
}

BastideWindow *
bastide_window_new (BastideApplication *application)
{
  g_return_val_if_fail (BASTIDE_IS_APPLICATION (application), NULL);

  return g_object_new (BASTIDE_TYPE_WINDOW,
                       "application", application,
                       NULL);
}
