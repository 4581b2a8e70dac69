/* bastide-net-discovery.c: games on the local network, through Avahi
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bastide-net"

#include "config.h"

#include "bastide-net-discovery.h"

#include "bastide-net-protocol.h"
#include "bastide-net-table.h"

#ifdef HAVE_AVAHI
#include <avahi-client/client.h>
#include <avahi-client/lookup.h>
#include <avahi-client/publish.h>
#include <avahi-common/alternative.h>
#include <avahi-common/error.h>
#include <avahi-common/malloc.h>
#include <avahi-glib/glib-watch.h>
#endif

typedef struct
{
  char *name;
  guint port;
  char *code;
  char *game;
  guint free_seats;
#ifdef HAVE_AVAHI
  AvahiEntryGroup *group;
#endif
} Service;

struct _BastideNetDiscovery
{
  GObject parent_instance;

  GHashTable *services;         /* code → Service: what we announce */
  gboolean browsing;
#ifdef HAVE_AVAHI
  AvahiGLibPoll *poll;
  AvahiClient *client;
  AvahiServiceBrowser *browser;
#endif
};

G_DEFINE_FINAL_TYPE (BastideNetDiscovery, bastide_net_discovery, G_TYPE_OBJECT)

enum {
  FOUND,
  REMOVED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
service_free (gpointer data)
{
  Service *service = data;

#ifdef HAVE_AVAHI
  g_clear_pointer (&service->group, avahi_entry_group_free);
#endif
  g_free (service->name);
  g_free (service->code);
  g_free (service->game);
  g_free (service);
}

#ifdef HAVE_AVAHI

static void
group_cb (AvahiEntryGroup      *group,
          AvahiEntryGroupState  state,
          void                 *user_data)
{
  Service *service = user_data;

  /* Another machine announces the same name: take the next free one. */
  if (state == AVAHI_ENTRY_GROUP_COLLISION)
    {
      char *name = avahi_alternative_service_name (service->name);

      g_free (service->name);
      service->name = g_strdup (name);
      avahi_free (name);
      avahi_entry_group_reset (group);
    }
}

static void
announce (BastideNetDiscovery *self,
          Service             *service)
{
  g_autofree char *protocol = g_strdup_printf ("protocol=%d", BASTIDE_NET_PROTOCOL_VERSION);
  g_autofree char *code = g_strdup_printf ("code=%s", service->code);
  g_autofree char *game = g_strdup_printf ("game=%s", service->game);
  g_autofree char *free_seats = g_strdup_printf ("free=%u", service->free_seats);
  int result;

  if (self->client == NULL || avahi_client_get_state (self->client) != AVAHI_CLIENT_S_RUNNING)
    return;
  if (service->group == NULL)
    service->group = avahi_entry_group_new (self->client, group_cb, service);
  if (service->group == NULL)
    return;
  avahi_entry_group_reset (service->group);
  for (guint tries = 0; tries < 10; tries++)
    {
      result = avahi_entry_group_add_service (service->group, AVAHI_IF_UNSPEC, AVAHI_PROTO_UNSPEC, 0,
                                              service->name, BASTIDE_NET_SERVICE_TYPE, NULL, NULL,
                                              service->port, protocol, code, game, free_seats, NULL);
      if (result != AVAHI_ERR_COLLISION)
        break;
      group_cb (service->group, AVAHI_ENTRY_GROUP_COLLISION, service);
    }
  if (result < 0 || avahi_entry_group_commit (service->group) < 0)
    g_message ("Could not announce the game on the local network: %s", avahi_strerror (result));
}

static char *
txt_value (AvahiStringList *txt,
           const char      *key)
{
  AvahiStringList *entry = avahi_string_list_find (txt, key);
  char *found_key = NULL, *value = NULL;
  char *copy;

  if (entry == NULL || avahi_string_list_get_pair (entry, &found_key, &value, NULL) < 0)
    return NULL;
  copy = g_strdup (value);
  avahi_free (found_key);
  avahi_free (value);
  return copy;
}

static void
resolve_cb (AvahiServiceResolver   *resolver,
            AvahiIfIndex            interface,
            AvahiProtocol           protocol,
            AvahiResolverEvent      event,
            const char             *name,
            const char             *type,
            const char             *domain,
            const char             *host_name,
            const AvahiAddress     *address,
            uint16_t                port,
            AvahiStringList        *txt,
            AvahiLookupResultFlags  flags,
            void                   *user_data)
{
  BastideNetDiscovery *self = user_data;

  if (event == AVAHI_RESOLVER_FOUND)
    {
      char text[AVAHI_ADDRESS_STR_MAX];
      g_autofree char *version = txt_value (txt, "protocol");
      g_autofree char *code = txt_value (txt, "code");
      g_autofree char *game = txt_value (txt, "game");
      g_autofree char *free_text = txt_value (txt, "free");
      g_autofree char *uri = NULL;
      guint64 free_seats = 0;

      avahi_address_snprint (text, sizeof text, address);
      uri = g_strdup_printf ("ws://%s:%u/", text, port);
      if (free_text != NULL)
        g_ascii_string_to_unsigned (free_text, 10, 0, BASTIDE_MAX_PLAYERS, &free_seats, NULL);
      if (g_strcmp0 (version, G_STRINGIFY (BASTIDE_NET_PROTOCOL_VERSION)) == 0 && code != NULL)
        g_signal_emit (self, signals[FOUND], 0, name, uri, code, game, (guint) free_seats);
    }
  avahi_service_resolver_free (resolver);
}

static void
browse_cb (AvahiServiceBrowser    *browser,
           AvahiIfIndex            interface,
           AvahiProtocol           protocol,
           AvahiBrowserEvent       event,
           const char             *name,
           const char             *type,
           const char             *domain,
           AvahiLookupResultFlags  flags,
           void                   *user_data)
{
  BastideNetDiscovery *self = user_data;

  switch (event)
    {
    case AVAHI_BROWSER_NEW:
      /* IPv4 addresses: an IPv6 link-local one would need its interface. */
      avahi_service_resolver_new (self->client, interface, protocol, name, type, domain,
                                  AVAHI_PROTO_INET, 0, resolve_cb, self);
      break;
    case AVAHI_BROWSER_REMOVE:
      g_signal_emit (self, signals[REMOVED], 0, name);
      break;
    case AVAHI_BROWSER_CACHE_EXHAUSTED:
    case AVAHI_BROWSER_ALL_FOR_NOW:
    case AVAHI_BROWSER_FAILURE:
    default:
      break;
    }
}

static void
start_browsing (BastideNetDiscovery *self)
{
  if (!self->browsing || self->browser != NULL || self->client == NULL
      || avahi_client_get_state (self->client) != AVAHI_CLIENT_S_RUNNING)
    return;
  self->browser = avahi_service_browser_new (self->client, AVAHI_IF_UNSPEC, AVAHI_PROTO_UNSPEC,
                                             BASTIDE_NET_SERVICE_TYPE, NULL, 0, browse_cb, self);
}

static void
client_cb (AvahiClient      *client,
           AvahiClientState  state,
           void             *user_data)
{
  BastideNetDiscovery *self = user_data;
  GHashTableIter iter;
  gpointer value;

  self->client = client;
  switch (state)
    {
    case AVAHI_CLIENT_S_RUNNING:
      g_hash_table_iter_init (&iter, self->services);
      while (g_hash_table_iter_next (&iter, NULL, &value))
        announce (self, value);
      start_browsing (self);
      break;
    case AVAHI_CLIENT_S_COLLISION:
    case AVAHI_CLIENT_S_REGISTERING:
      g_hash_table_iter_init (&iter, self->services);
      while (g_hash_table_iter_next (&iter, NULL, &value))
        if (((Service *) value)->group != NULL)
          avahi_entry_group_reset (((Service *) value)->group);
      break;
    case AVAHI_CLIENT_FAILURE:
    case AVAHI_CLIENT_CONNECTING:
    default:
      break;
    }
}

#endif /* HAVE_AVAHI */

static void
bastide_net_discovery_dispose (GObject *object)
{
  BastideNetDiscovery *self = (BastideNetDiscovery *) object;

  g_clear_pointer (&self->services, g_hash_table_unref);
#ifdef HAVE_AVAHI
  g_clear_pointer (&self->browser, avahi_service_browser_free);
  g_clear_pointer (&self->client, avahi_client_free);
  g_clear_pointer (&self->poll, avahi_glib_poll_free);
#endif

  G_OBJECT_CLASS (bastide_net_discovery_parent_class)->dispose (object);
}

static void
bastide_net_discovery_class_init (BastideNetDiscoveryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GType type = G_TYPE_FROM_CLASS (klass);

  object_class->dispose = bastide_net_discovery_dispose;

  signals[FOUND] =
    g_signal_new ("found", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 5,
                  G_TYPE_STRING, G_TYPE_STRING, G_TYPE_STRING, G_TYPE_STRING, G_TYPE_UINT);
  signals[REMOVED] =
    g_signal_new ("removed", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 1,
                  G_TYPE_STRING);
}

static void
bastide_net_discovery_init (BastideNetDiscovery *self)
{
  self->services = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, service_free);
#ifdef HAVE_AVAHI
  {
    int error = 0;

    self->poll = avahi_glib_poll_new (NULL, G_PRIORITY_DEFAULT);
    /* NO_FAIL: keep waiting for a daemon that starts later. */
    self->client = avahi_client_new (avahi_glib_poll_get (self->poll), AVAHI_CLIENT_NO_FAIL,
                                     client_cb, self, &error);
    if (self->client == NULL)
      g_message ("Avahi is not available: %s", avahi_strerror (error));
  }
#endif
}

BastideNetDiscovery *
bastide_net_discovery_new (void)
{
  return g_object_new (BASTIDE_TYPE_NET_DISCOVERY, NULL);
}

gboolean
bastide_net_discovery_get_available (BastideNetDiscovery *self)
{
  g_return_val_if_fail (BASTIDE_IS_NET_DISCOVERY (self), FALSE);
#ifdef HAVE_AVAHI
  return self->client != NULL && avahi_client_get_state (self->client) == AVAHI_CLIENT_S_RUNNING;
#else
  return FALSE;
#endif
}

void
bastide_net_discovery_publish (BastideNetDiscovery *self,
                               const char          *name,
                               guint                port,
                               BastideNetTable     *table)
{
  const char *code;
  Service *service;

  g_return_if_fail (BASTIDE_IS_NET_DISCOVERY (self));
  g_return_if_fail (name != NULL && BASTIDE_IS_NET_TABLE (table));

  code = bastide_net_table_get_code (table);
  service = g_hash_table_lookup (self->services, code);
  if (service == NULL)
    {
      service = g_new0 (Service, 1);
      service->code = g_strdup (code);
      service->name = g_strdup (name);
      g_hash_table_insert (self->services, service->code, service);
    }
  service->port = port;
  g_free (service->game);
  service->game = g_strdup (bastide_net_table_get_rules (table)->game == BASTIDE_GAME_WHEEL_OF_FORTUNE
                            ? "wheel-of-fortune" : "standard");
  service->free_seats = bastide_net_table_count_free (table);
#ifdef HAVE_AVAHI
  announce (self, service);
#endif
}

void
bastide_net_discovery_unpublish (BastideNetDiscovery *self,
                                 const char          *code)
{
  g_return_if_fail (BASTIDE_IS_NET_DISCOVERY (self));
  g_hash_table_remove (self->services, code);
}

void
bastide_net_discovery_browse (BastideNetDiscovery *self)
{
  g_return_if_fail (BASTIDE_IS_NET_DISCOVERY (self));

  self->browsing = TRUE;
#ifdef HAVE_AVAHI
  start_browsing (self);
#endif
}
