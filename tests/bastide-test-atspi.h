/* bastide-test-atspi.h: reading a test's own windows over AT-SPI
 *
 * Copyright 2026 The Bastide authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Header-only, for test-atspi.c. With GTK_A11Y=atspi the test's windows
 * are on the accessibility bus exactly as a screen reader finds them;
 * this speaks that bus's D-Bus interfaces with GIO alone: the tree (roles,
 * names, descriptions, states) and the property changes GTK sends out.
 *
 * GTK answers the bus from the main thread, so the tree is walked from a
 * thread of its own while the main thread goes on iterating.
 */

#pragma once

#include <gio/gio.h>
#include <string.h>
#include <unistd.h>

#include "bastide-test-wait.h"

#define ATSPI_PATH_ROOT "/org/a11y/atspi/accessible/root"
#define ATSPI_ACCESSIBLE "org.a11y.atspi.Accessible"

/* AtspiStateType: the bits of GetState this reads */
#define ATSPI_STATE_FOCUSABLE 11
#define ATSPI_STATE_FOCUSED 12

typedef struct
{
  char *bus_name;
  char *path;
  char *role;           /* GTK's role name: "button", "img", … */
  char *name;
  char *description;
  guint64 states;
  guint depth;
} AtspiNode;

typedef struct
{
  GDBusConnection *bus;
  char            *app;          /* the test's own name on the bus */
  GPtrArray       *events;       /* AtspiEvent *, as they come */
  guint            subscription;
} TestAtspi;

typedef struct
{
  char *path;
  char *property;
  char *value;
} AtspiEvent;

static inline void
atspi_node_free (gpointer data)
{
  AtspiNode *node = data;

  g_free (node->bus_name);
  g_free (node->path);
  g_free (node->role);
  g_free (node->name);
  g_free (node->description);
  g_free (node);
}

static inline void
atspi_event_free (gpointer data)
{
  AtspiEvent *event = data;

  g_free (event->path);
  g_free (event->property);
  g_free (event->value);
  g_free (event);
}

static inline GVariant *
atspi_call (GDBusConnection *bus,
            const char      *name,
            const char      *path,
            const char      *interface,
            const char      *method,
            GVariant        *parameters,
            const char      *reply_type)
{
  g_autoptr(GError) error = NULL;
  GVariant *reply = g_dbus_connection_call_sync (bus, name, path, interface, method, parameters,
                                                 G_VARIANT_TYPE (reply_type), G_DBUS_CALL_FLAGS_NONE,
                                                 10000, NULL, &error);

  g_assert_no_error (error);
  return reply;
}

static inline char *
atspi_get_string (GDBusConnection *bus,
                  const char      *name,
                  const char      *path,
                  const char      *property)
{
  g_autoptr(GVariant) reply = atspi_call (bus, name, path, "org.freedesktop.DBus.Properties", "Get",
                                          g_variant_new ("(ss)", ATSPI_ACCESSIBLE, property), "(v)");
  g_autoptr(GVariant) value = NULL;

  g_variant_get (reply, "(v)", &value);
  return g_variant_dup_string (value, NULL);
}

static inline void
atspi_event_cb (GDBusConnection *connection,
                const char      *sender,
                const char      *path,
                const char      *interface,
                const char      *signal,
                GVariant        *parameters,
                gpointer         user_data)
{
  TestAtspi *atspi = user_data;
  g_autoptr(GVariant) value = NULL;
  g_autoptr(GVariant) properties = NULL;
  AtspiEvent *event;
  const char *property;
  int detail1, detail2;

  if (g_strcmp0 (sender, atspi->app) != 0 || !g_variant_is_of_type (parameters, G_VARIANT_TYPE ("(siiva{sv})")))
    return;
  g_variant_get (parameters, "(&siiv@a{sv})", &property, &detail1, &detail2, &value, &properties);
  if (!g_variant_is_of_type (value, G_VARIANT_TYPE_STRING))
    return;

  event = g_new0 (AtspiEvent, 1);
  event->path = g_strdup (path);
  event->property = g_strdup (property);
  event->value = g_variant_dup_string (value, NULL);
  g_ptr_array_add (atspi->events, event);
}

/* Connects to the accessibility bus (at-spi2-core's org.a11y.Bus, started
 * on the session bus) and finds the test's own application there. */
static inline void
test_atspi_init (TestAtspi *atspi)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GDBusConnection) session = g_bus_get_sync (G_BUS_TYPE_SESSION, NULL, &error);
  g_autoptr(GVariant) reply = NULL;
  const char *address;

  g_assert_no_error (error);
  reply = g_dbus_connection_call_sync (session, "org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress",
                                       NULL, G_VARIANT_TYPE ("(s)"), G_DBUS_CALL_FLAGS_NONE, 10000, NULL, &error);
  if (error != NULL)
    g_error ("No accessibility bus (install at-spi2-core and run under dbus-run-session): %s", error->message);
  g_variant_get (reply, "(&s)", &address);

  atspi->bus = g_dbus_connection_new_for_address_sync (address,
                                                       G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT
                                                       | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION,
                                                       NULL, NULL, &error);
  g_assert_no_error (error);
  atspi->events = g_ptr_array_new_with_free_func (atspi_event_free);
  atspi->subscription = g_dbus_connection_signal_subscribe (atspi->bus, NULL, "org.a11y.atspi.Event.Object",
                                                            "PropertyChange", NULL, NULL,
                                                            G_DBUS_SIGNAL_FLAGS_NONE, atspi_event_cb, atspi, NULL);
}

/* The applications on the bus, from the registry: this test's is the one
 * named after the program (others, such as a desktop portal, may be
 * there too). Called from the main thread, before GTK is asked anything. */
static inline gboolean
atspi_find_app (TestAtspi *atspi)
{
  g_autoptr(GVariant) reply = NULL;
  g_autoptr(GVariantIter) children = NULL;
  const char *name, *path;

  reply = atspi_call (atspi->bus, "org.a11y.atspi.Registry", ATSPI_PATH_ROOT, ATSPI_ACCESSIBLE, "GetChildren",
                      NULL, "(a(so))");
  g_variant_get (reply, "(a(so))", &children);
  while (g_variant_iter_next (children, "(&s&o)", &name, &path))
    {
      g_autoptr(GVariant) owner = NULL;
      guint32 pid = 0;

      /* the registry says which process each name belongs to */
      owner = g_dbus_connection_call_sync (atspi->bus, "org.freedesktop.DBus", "/org/freedesktop/DBus",
                                           "org.freedesktop.DBus", "GetConnectionUnixProcessID",
                                           g_variant_new ("(s)", name), G_VARIANT_TYPE ("(u)"),
                                           G_DBUS_CALL_FLAGS_NONE, 10000, NULL, NULL);
      if (owner != NULL)
        g_variant_get (owner, "(u)", &pid);
      if (pid == (guint32) getpid () && g_strcmp0 (name, g_dbus_connection_get_unique_name (atspi->bus)) != 0)
        {
          g_free (atspi->app);
          atspi->app = g_strdup (name);
          return TRUE;
        }
    }
  return FALSE;
}

typedef struct
{
  TestAtspi *atspi;
  GPtrArray *nodes;
  gboolean   done;
} AtspiWalk;

static inline void
atspi_walk_node (AtspiWalk  *walk,
                 const char *name,
                 const char *path,
                 guint       depth)
{
  GDBusConnection *bus = walk->atspi->bus;
  g_autoptr(GVariant) role = NULL;
  g_autoptr(GVariant) states = NULL;
  g_autoptr(GVariant) children = NULL;
  g_autoptr(GVariantIter) iter = NULL;
  g_autoptr(GVariantIter) state_iter = NULL;
  AtspiNode *node = g_new0 (AtspiNode, 1);
  const char *child_name, *child_path;
  guint32 word;
  guint i = 0;

  node->bus_name = g_strdup (name);
  node->path = g_strdup (path);
  node->depth = depth;
  role = atspi_call (bus, name, path, ATSPI_ACCESSIBLE, "GetRoleName", NULL, "(s)");
  g_variant_get (role, "(s)", &node->role);
  node->name = atspi_get_string (bus, name, path, "Name");
  node->description = atspi_get_string (bus, name, path, "Description");
  states = atspi_call (bus, name, path, ATSPI_ACCESSIBLE, "GetState", NULL, "(au)");
  g_variant_get (states, "(au)", &state_iter);
  while (g_variant_iter_next (state_iter, "u", &word))
    node->states |= (guint64) word << (32 * i++);
  g_ptr_array_add (walk->nodes, node);

  children = atspi_call (bus, name, path, ATSPI_ACCESSIBLE, "GetChildren", NULL, "(a(so))");
  g_variant_get (children, "(a(so))", &iter);
  while (g_variant_iter_next (iter, "(&s&o)", &child_name, &child_path))
    atspi_walk_node (walk, child_name, child_path, depth + 1);
}

static inline gpointer
atspi_walk_thread (gpointer data)
{
  AtspiWalk *walk = data;

  atspi_walk_node (walk, walk->atspi->app, ATSPI_PATH_ROOT, 0);
  g_atomic_int_set (&walk->done, TRUE);
  return NULL;
}

/* Every accessible object of the application, depth first, as a screen
 * reader walks them. */
static inline GPtrArray *
test_atspi_walk (TestAtspi *atspi)
{
  AtspiWalk walk = { atspi, g_ptr_array_new_with_free_func (atspi_node_free), FALSE };
  GThread *thread;

  WAIT_UNTIL (atspi_find_app (atspi));
  thread = g_thread_new ("atspi-walk", atspi_walk_thread, &walk);
  WAIT_UNTIL (g_atomic_int_get (&walk.done));
  g_thread_join (thread);
  return walk.nodes;
}

static inline const AtspiNode *
test_atspi_find (GPtrArray  *nodes,
                 const char *role,
                 const char *name)
{
  for (guint i = 0; i < nodes->len; i++)
    {
      const AtspiNode *node = g_ptr_array_index (nodes, i);

      if (g_strcmp0 (node->role, role) == 0 && g_strcmp0 (node->name, name) == 0)
        return node;
    }
  return NULL;
}
