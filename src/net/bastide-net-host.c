/* bastide-net-host.c: the listening side of network play
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bastide-net"

#include "config.h"

#include "bastide-net-host.h"

#include "bastide-net-private.h"

#include <glib/gi18n.h>
#include <ifaddrs.h>
#include <netinet/in.h>
#include <string.h>

struct _BastideNetHost
{
  GObject parent_instance;

  SoupServer *server;
  GTlsCertificate *certificate;
  guint port;
  GPtrArray *peers;             /* BastideNetPeer, every open connection */
  GHashTable *tables;           /* code → BastideNetTable */
  guint tick_source;
};

G_DEFINE_FINAL_TYPE (BastideNetHost, bastide_net_host, G_TYPE_OBJECT)

/* Peers */

BastideNetPeer *
bastide_net_peer_ref (BastideNetPeer *peer)
{
  g_atomic_int_inc (&peer->ref_count);
  return peer;
}

void
bastide_net_peer_unref (BastideNetPeer *peer)
{
  if (!g_atomic_int_dec_and_test (&peer->ref_count))
    return;
  g_signal_handlers_disconnect_by_data (peer->connection, peer);
  g_object_unref (peer->connection);
  g_object_unref (peer->output);
  /* libsoup closes only the streams it was given, not the connection */
  if (!g_io_stream_is_closed (peer->stream))
    g_io_stream_close_async (peer->stream, G_PRIORITY_DEFAULT, NULL, NULL, NULL);
  g_object_unref (peer->stream);
  g_free (peer->address);
  g_free (peer->name);
  g_free (peer);
}

gboolean
bastide_net_peer_is_open (BastideNetPeer *peer)
{
  return soup_websocket_connection_get_state (peer->connection) == SOUP_WEBSOCKET_STATE_OPEN;
}

/* The bytes of a text frame from the host: a header of 2, 4 or 10 bytes
 * (RFC 6455; a server does not mask) and the payload. */
static gsize
frame_size (gsize payload)
{
  return payload + (payload < 126 ? 2 : payload <= G_MAXUINT16 ? 4 : 10);
}

void
bastide_net_peer_send (BastideNetPeer *peer,
                       const char     *text)
{
  guint64 written = bastide_net_counting_stream_get_written (peer->output);
  /* libsoup's own control frames are written but not counted as queued:
   * the backlog may come out a little low, never high */
  guint64 backlog = peer->queued > written ? peer->queued - written : 0;
  gsize size = strlen (text);

  if (!bastide_net_peer_is_open (peer))
    return;
  if (backlog + size > BASTIDE_NET_MAX_BACKLOG)
    {
      g_message ("%s: closed: %" G_GUINT64_FORMAT " bytes wait to be sent, it does not read them",
                 peer->address, backlog);
      bastide_net_peer_close (peer, SOUP_WEBSOCKET_CLOSE_POLICY_VIOLATION, "backlog");
      return;
    }
  peer->queued += frame_size (size);
  soup_websocket_connection_send_text (peer->connection, text);
}

void
bastide_net_peer_refuse (BastideNetPeer *peer,
                         const GError   *error)
{
  JsonBuilder *builder = bastide_net_message_begin ("error");
  g_autofree char *text = NULL;
  const char *code = bastide_net_error_name (error->code);

  json_builder_set_member_name (builder, "code");
  json_builder_add_string_value (builder, code);
  json_builder_set_member_name (builder, "message");
  json_builder_add_string_value (builder, error->message);
  text = bastide_net_message_end (builder);
  bastide_net_peer_send (peer, text);
  g_message ("%s: refused (%s): %s", peer->address, code, error->message);
}

void
bastide_net_peer_close (BastideNetPeer *peer,
                        gushort         code,
                        const char     *reason)
{
  if (bastide_net_peer_is_open (peer))
    soup_websocket_connection_close (peer->connection, code, reason);
}

/* Reading frames */

static void
refuse_literal (BastideNetPeer  *peer,
                BastideNetError  code,
                const char      *message)
{
  g_autoptr(GError) error = g_error_new_literal (BASTIDE_NET_ERROR, code, message);

  bastide_net_peer_refuse (peer, error);
}

/* The flood limit: past the bucket, messages are dropped with one error
 * and one log line a second; past BASTIDE_NET_MAX_DROPPED the connection
 * is closed. */
static gboolean
pass_flood_limit (BastideNetPeer *peer,
                  gint64          now)
{
  if (bastide_net_bucket_take (&peer->bucket, now))
    return TRUE;
  peer->n_dropped++;
  if (now - peer->flood_logged_us >= G_USEC_PER_SEC)
    {
      g_autofree char *message =
        g_strdup_printf (_("Too many messages: at most %d a second are taken (%u dropped)"),
                         BASTIDE_NET_RATE, peer->n_dropped - peer->n_dropped_logged);
      refuse_literal (peer, BASTIDE_NET_ERROR_FLOOD, message);
      peer->flood_logged_us = now;
      peer->n_dropped_logged = peer->n_dropped;
    }
  if (peer->n_dropped >= BASTIDE_NET_MAX_DROPPED)
    bastide_net_peer_close (peer, SOUP_WEBSOCKET_CLOSE_POLICY_VIOLATION, "flood");
  return FALSE;
}

static void
hello (BastideNetHost *self,
       BastideNetPeer *peer,
       JsonObject     *message)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *code = NULL;
  BastideNetTable *table;
  gint64 version;

  if (!bastide_net_get_int (message, "protocol", 0, G_MAXINT32, &version, &error))
    {
      bastide_net_peer_refuse (peer, error);
      bastide_net_peer_close (peer, SOUP_WEBSOCKET_CLOSE_POLICY_VIOLATION, "message");
      return;
    }
  if (version != BASTIDE_NET_PROTOCOL_VERSION)
    {
      g_autofree char *text = g_strdup_printf (_("This host speaks protocol %d, not %d: update Bastide"),
                                               BASTIDE_NET_PROTOCOL_VERSION, (int) version);

      refuse_literal (peer, BASTIDE_NET_ERROR_VERSION, text);
      bastide_net_peer_close (peer, SOUP_WEBSOCKET_CLOSE_POLICY_VIOLATION, "version");
      return;
    }
  code = bastide_net_normalize_code (bastide_net_get_string (message, "code", FALSE, NULL));
  table = code != NULL ? g_hash_table_lookup (self->tables, code) : NULL;
  if (table == NULL)
    {
      refuse_literal (peer, BASTIDE_NET_ERROR_CODE, _("No game here has that code"));
      bastide_net_peer_close (peer, SOUP_WEBSOCKET_CLOSE_POLICY_VIOLATION, "code");
      return;
    }
  bastide_net_table_hello (table, peer, message);
}

static void
message_cb (SoupWebsocketConnection *connection,
            SoupWebsocketDataType    data_type,
            GBytes                  *bytes,
            gpointer                 user_data)
{
  BastideNetPeer *peer = user_data;
  BastideNetHost *self = g_object_get_data (G_OBJECT (connection), "bastide-net-host");
  g_autoptr(BastideNetPeer) hold = bastide_net_peer_ref (peer);
  g_autoptr(JsonObject) message = NULL;
  g_autoptr(GError) error = NULL;
  gint64 now = g_get_monotonic_time ();
  const char *type = NULL;
  gsize size;
  const char *data = g_bytes_get_data (bytes, &size);

  peer->heard_us = now;
  if (!pass_flood_limit (peer, now))
    return;
  if (data_type != SOUP_WEBSOCKET_DATA_TEXT)
    {
      refuse_literal (peer, BASTIDE_NET_ERROR_MESSAGE, _("Messages are JSON text, not binary data"));
      return;
    }
  message = bastide_net_message_parse (data, size, BASTIDE_NET_MAX_MESSAGE, &type, &error);
  if (message == NULL)
    {
      bastide_net_peer_refuse (peer, error);
      return;
    }
  if (peer->table != NULL)
    bastide_net_table_receive (peer->table, peer, type, message);
  else if (g_str_equal (type, "hello"))
    hello (self, peer, message);
  else
    {
      refuse_literal (peer, BASTIDE_NET_ERROR_HELLO, _("A connection begins with hello"));
      bastide_net_peer_close (peer, SOUP_WEBSOCKET_CLOSE_POLICY_VIOLATION, "hello");
    }
}

static void
pong_cb (SoupWebsocketConnection *connection,
         GBytes                  *bytes,
         gpointer                 user_data)
{
  BastideNetPeer *peer = user_data;

  peer->heard_us = g_get_monotonic_time ();
}

static void
closed_cb (SoupWebsocketConnection *connection,
           gpointer                 user_data)
{
  BastideNetPeer *peer = user_data;
  BastideNetHost *self = g_object_get_data (G_OBJECT (connection), "bastide-net-host");
  g_autoptr(BastideNetPeer) hold = bastide_net_peer_ref (peer);

  if (peer->table != NULL)
    bastide_net_table_drop (peer->table, peer);
  if (self != NULL)
    g_ptr_array_remove (self->peers, peer);
}

static guint
count_waiting (BastideNetHost *self)
{
  guint n = 0;

  for (guint i = 0; i < self->peers->len; i++)
    n += ((BastideNetPeer *) self->peers->pdata[i])->table == NULL;
  return n;
}

/* The handshake was answered: the connection becomes a WebSocket whose
 * output goes through a counting stream (bastide_net_peer_send() keeps
 * the bytes waiting for the client bounded). libsoup's own WebSocket
 * handler would hide that output. */
static void
upgraded_cb (SoupServerMessage *msg,
             BastideNetHost    *self)
{
  g_autoptr(SoupServerMessage) hold = g_object_ref (msg);
  g_autofree char *address = g_strdup (soup_server_message_get_remote_host (msg));
  const char *origin = soup_message_headers_get_one (soup_server_message_get_request_headers (msg), "Origin");
  const char *protocol = soup_message_headers_get_one (soup_server_message_get_response_headers (msg),
                                                       "Sec-WebSocket-Protocol");
  GUri *uri = soup_server_message_get_uri (msg);
  g_autoptr(GIOStream) stream = soup_server_message_steal_connection (msg);
  g_autoptr(GOutputStream) output = NULL;
  g_autoptr(GIOStream) counted = NULL;
  g_autoptr(SoupWebsocketConnection) connection = NULL;
  BastideNetPeer *peer;
  gint64 now = g_get_monotonic_time ();

  if (stream == NULL)
    return;
  output = bastide_net_counting_stream_new (g_io_stream_get_output_stream (stream));
  counted = g_simple_io_stream_new (g_io_stream_get_input_stream (stream), output);
  connection = soup_websocket_connection_new (counted, uri, SOUP_WEBSOCKET_CONNECTION_SERVER,
                                              origin, protocol, NULL);
  if (count_waiting (self) >= BASTIDE_NET_MAX_WAITING)
    {
      g_message ("%s: turned away: too many connections wait for their hello", address);
      soup_websocket_connection_close (connection, SOUP_WEBSOCKET_CLOSE_GOING_AWAY, "busy");
      g_io_stream_close_async (stream, G_PRIORITY_DEFAULT, NULL, NULL, NULL);
      return;
    }
  peer = g_new0 (BastideNetPeer, 1);
  peer->ref_count = 1;
  peer->connection = g_object_ref (connection);
  peer->stream = g_object_ref (stream);
  peer->output = BASTIDE_NET_COUNTING_STREAM (g_object_ref (output));
  peer->address = g_steal_pointer (&address);
  peer->seat = -1;
  peer->connected_us = peer->heard_us = now;
  bastide_net_bucket_init (&peer->bucket, now);
  g_object_set_data (G_OBJECT (connection), "bastide-net-host", self);
  soup_websocket_connection_set_max_incoming_payload_size (connection, BASTIDE_NET_MAX_FRAME);
  soup_websocket_connection_set_keepalive_interval (connection, BASTIDE_NET_PING_SECONDS);
  g_signal_connect (connection, "message", G_CALLBACK (message_cb), peer);
  g_signal_connect (connection, "pong", G_CALLBACK (pong_cb), peer);
  g_signal_connect (connection, "closed", G_CALLBACK (closed_cb), peer);
  g_ptr_array_add (self->peers, peer);
}

static void
handshake_cb (SoupServer        *server,
              SoupServerMessage *msg,
              const char        *path,
              GHashTable        *query,
              gpointer           user_data)
{
  char *protocols[] = { (char *) BASTIDE_NET_SUBPROTOCOL, NULL };

  /* No extension: compressed frames would not be counted as sent. A
   * refused handshake has its error status set. */
  if (soup_websocket_server_process_handshake (msg, NULL, protocols, NULL, NULL))
    g_signal_connect_object (msg, "wrote-informational", G_CALLBACK (upgraded_cb), user_data, 0);
}

/* Once a second: connections that never said hello, or went silent. */
static gboolean
tick_cb (gpointer user_data)
{
  BastideNetHost *self = user_data;
  gint64 now = g_get_monotonic_time ();
  g_autoptr(GPtrArray) peers = g_ptr_array_copy (self->peers, (GCopyFunc) bastide_net_peer_ref, NULL);

  g_ptr_array_set_free_func (peers, (GDestroyNotify) bastide_net_peer_unref);
  for (guint i = 0; i < peers->len; i++)
    {
      BastideNetPeer *peer = peers->pdata[i];

      if (!bastide_net_peer_is_open (peer))
        continue;
      if (peer->table == NULL && now - peer->connected_us > BASTIDE_NET_HELLO_SECONDS * G_USEC_PER_SEC)
        {
          g_message ("%s: closed: no hello", peer->address);
          bastide_net_peer_close (peer, SOUP_WEBSOCKET_CLOSE_POLICY_VIOLATION, "hello");
        }
      else if (now - peer->heard_us > BASTIDE_NET_SILENCE_SECONDS * G_USEC_PER_SEC)
        {
          g_message ("%s: closed: silent for %d seconds", peer->address, BASTIDE_NET_SILENCE_SECONDS);
          bastide_net_peer_close (peer, SOUP_WEBSOCKET_CLOSE_GOING_AWAY, "silent");
        }
    }
  return G_SOURCE_CONTINUE;
}

/* GObject */

static void
bastide_net_host_dispose (GObject *object)
{
  BastideNetHost *self = (BastideNetHost *) object;

  bastide_net_host_stop (self);
  g_clear_pointer (&self->tables, g_hash_table_unref);
  g_clear_object (&self->certificate);

  G_OBJECT_CLASS (bastide_net_host_parent_class)->dispose (object);
}

static void
bastide_net_host_finalize (GObject *object)
{
  BastideNetHost *self = (BastideNetHost *) object;

  g_ptr_array_unref (self->peers);

  G_OBJECT_CLASS (bastide_net_host_parent_class)->finalize (object);
}

static void
bastide_net_host_class_init (BastideNetHostClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = bastide_net_host_dispose;
  object_class->finalize = bastide_net_host_finalize;
}

static void
bastide_net_host_init (BastideNetHost *self)
{
  self->peers = g_ptr_array_new_with_free_func ((GDestroyNotify) bastide_net_peer_unref);
  self->tables = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);
}

/* Public API */

BastideNetHost *
bastide_net_host_new (void)
{
  return g_object_new (BASTIDE_TYPE_NET_HOST, NULL);
}

gboolean
bastide_net_host_listen (BastideNetHost  *self,
                         const char      *address,
                         guint            port,
                         GError         **error)
{
  SoupServerListenOptions options = 0;
  GSList *listeners;
  gboolean ok;

  g_return_val_if_fail (BASTIDE_IS_NET_HOST (self), FALSE);
  g_return_val_if_fail (self->server == NULL, FALSE);
  g_return_val_if_fail (port <= G_MAXUINT16, FALSE);

  self->server = soup_server_new ("server-header", NULL, "tls-certificate", self->certificate, NULL);
  if (self->certificate != NULL)
    options |= SOUP_SERVER_LISTEN_HTTPS;
  soup_server_add_handler (self->server, NULL, handshake_cb, self, NULL);
  if (address == NULL)
    ok = soup_server_listen_all (self->server, port, options, error);
  else
    {
      g_autoptr(GSocketAddress) socket_address = g_inet_socket_address_new_from_string (address, port);

      if (socket_address == NULL)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                       _("“%s” is not an IP address"), address);
          ok = FALSE;
        }
      else
        ok = soup_server_listen (self->server, socket_address, options, error);
    }
  if (!ok)
    {
      g_clear_object (&self->server);
      return FALSE;
    }
  listeners = soup_server_get_listeners (self->server);
  if (listeners != NULL)
    {
      g_autoptr(GSocketAddress) local = g_socket_get_local_address (listeners->data, NULL);

      if (G_IS_INET_SOCKET_ADDRESS (local))
        self->port = g_inet_socket_address_get_port (G_INET_SOCKET_ADDRESS (local));
    }
  g_slist_free (listeners);
  self->tick_source = g_timeout_add_seconds (1, tick_cb, self);
  return TRUE;
}

void
bastide_net_host_set_certificate (BastideNetHost  *self,
                                  GTlsCertificate *certificate)
{
  g_return_if_fail (BASTIDE_IS_NET_HOST (self));
  g_return_if_fail (self->server == NULL);
  g_set_object (&self->certificate, certificate);
}

guint
bastide_net_host_get_port (BastideNetHost *self)
{
  g_return_val_if_fail (BASTIDE_IS_NET_HOST (self), 0);
  return self->port;
}

void
bastide_net_host_stop (BastideNetHost *self)
{
  g_return_if_fail (BASTIDE_IS_NET_HOST (self));

  g_clear_handle_id (&self->tick_source, g_source_remove);
  while (self->peers->len > 0)
    {
      g_autoptr(BastideNetPeer) peer = g_ptr_array_steal_index (self->peers, 0);

      g_object_set_data (G_OBJECT (peer->connection), "bastide-net-host", NULL);
      if (peer->table != NULL)
        bastide_net_table_drop (peer->table, peer);
      bastide_net_peer_close (peer, SOUP_WEBSOCKET_CLOSE_GOING_AWAY, NULL);
    }
  if (self->server != NULL)
    {
      soup_server_disconnect (self->server);
      g_clear_object (&self->server);
    }
  self->port = 0;
}

void
bastide_net_host_add_table (BastideNetHost  *self,
                            BastideNetTable *table)
{
  g_return_if_fail (BASTIDE_IS_NET_HOST (self));
  g_return_if_fail (BASTIDE_IS_NET_TABLE (table));
  g_return_if_fail (!g_hash_table_contains (self->tables, bastide_net_table_get_code (table)));

  g_hash_table_insert (self->tables, g_strdup (bastide_net_table_get_code (table)), g_object_ref (table));
}

void
bastide_net_host_remove_table (BastideNetHost  *self,
                               BastideNetTable *table)
{
  g_return_if_fail (BASTIDE_IS_NET_HOST (self));
  g_return_if_fail (BASTIDE_IS_NET_TABLE (table));

  g_hash_table_remove (self->tables, bastide_net_table_get_code (table));
}

GStrv
bastide_net_host_list_addresses (BastideNetHost *self)
{
  GPtrArray *addresses = g_ptr_array_new ();
  g_autoptr(GPtrArray) six = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *loopback = NULL;
  struct ifaddrs *list = NULL;

  g_return_val_if_fail (BASTIDE_IS_NET_HOST (self), NULL);

  if (getifaddrs (&list) == 0)
    {
      for (struct ifaddrs *entry = list; entry != NULL; entry = entry->ifa_next)
        {
          g_autoptr(GSocketAddress) address = NULL;
          GInetAddress *inet;
          g_autofree char *text = NULL;

          if (entry->ifa_addr == NULL
              || (entry->ifa_addr->sa_family != AF_INET && entry->ifa_addr->sa_family != AF_INET6))
            continue;
          address = g_socket_address_new_from_native (entry->ifa_addr,
                                                      entry->ifa_addr->sa_family == AF_INET
                                                      ? sizeof (struct sockaddr_in)
                                                      : sizeof (struct sockaddr_in6));
          if (address == NULL)
            continue;
          inet = g_inet_socket_address_get_address (G_INET_SOCKET_ADDRESS (address));
          if (g_inet_address_get_is_link_local (inet))
            continue;
          text = g_inet_address_to_string (inet);
          if (g_inet_address_get_is_loopback (inet))
            {
              if (loopback == NULL && g_inet_address_get_family (inet) == G_SOCKET_FAMILY_IPV4)
                loopback = g_strdup_printf ("ws://%s:%u/", text, self->port);
              continue;
            }
          if (g_inet_address_get_family (inet) == G_SOCKET_FAMILY_IPV6)
            g_ptr_array_add (six, g_strdup_printf ("ws://[%s]:%u/", text, self->port));
          else
            g_ptr_array_add (addresses, g_strdup_printf ("ws://%s:%u/", text, self->port));
        }
      freeifaddrs (list);
    }
  /* IPv6 addresses only when there is no IPv4 one: they are long to
   * read out, and a LAN that has IPv6 has IPv4 too nearly always. */
  if (addresses->len == 0)
    while (six->len > 0)
      g_ptr_array_add (addresses, g_ptr_array_steal_index (six, 0));
  if (addresses->len == 0 && loopback != NULL)
    g_ptr_array_add (addresses, g_steal_pointer (&loopback));
  g_ptr_array_add (addresses, NULL);
  return (GStrv) g_ptr_array_free (addresses, FALSE);
}
