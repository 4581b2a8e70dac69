/* bastide-net-session.c: a network game, as the window sees it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bastide-net"

#include "config.h"

#include "bastide-net-session.h"

#include "bastide-net-discovery.h"
#include "bastide-net-protocol.h"

#include <glib/gi18n.h>

struct _BastideNetSession
{
  GObject parent_instance;

  BastideNetHost *host;         /* hosting: the host and its table */
  BastideNetTable *table;
  char *host_name;
  BastideNetDiscovery *discovery;
  BastideNetClient *client;     /* joined */
  BastideGame *game;
};

G_DEFINE_FINAL_TYPE (BastideNetSession, bastide_net_session, G_TYPE_OBJECT)

enum {
  CHANGED,
  CHAT,
  GAME_STARTED,
  CLOSED,
  REFUSED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The model shows which remote seats lost their connection (a seat a
 * computer player keeps meanwhile is not waiting for anyone). */
static void
update_away (BastideNetSession *self)
{
  if (self->game == NULL)
    return;
  for (guint i = 0; i < bastide_net_session_get_n_seats (self); i++)
    bastide_game_set_player_away (self->game, i,
                                  bastide_game_get_player_kind (self->game, i) == BASTIDE_PLAYER_REMOTE
                                  && bastide_net_session_is_seat_remote (self, i)
                                  && !bastide_net_session_is_seat_connected (self, i)
                                  && !bastide_game_get_resigned (self->game, i));
}

static void
announce (BastideNetSession *self)
{
  g_autofree char *name = NULL;

  if (self->discovery == NULL)
    return;
  /* Translators: how a hosted game is listed on the local network; %s is
   * the host's name */
  name = g_strdup_printf (_("%s’s game"), self->host_name);
  bastide_net_discovery_publish (self->discovery, name, bastide_net_host_get_port (self->host), self->table);
}

static void
changed_cb (BastideNetSession *self)
{
  update_away (self);
  if (self->table != NULL)
    announce (self);
  g_signal_emit (self, signals[CHANGED], 0);
}

static void
chat_cb (BastideNetSession *self,
         int                seat,
         const char        *name,
         const char        *text)
{
  g_signal_emit (self, signals[CHAT], 0, seat, name, text);
}

static void
set_game (BastideNetSession *self,
          BastideGame       *game)
{
  g_set_object (&self->game, game);
  update_away (self);
  g_signal_emit (self, signals[GAME_STARTED], 0, game);
}

static void
table_started_cb (BastideNetSession *self)
{
  set_game (self, bastide_net_table_get_game (self->table));
}

static void
client_game_cb (BastideNetSession *self,
                BastideGame       *game)
{
  set_game (self, game);
}

static void
client_closed_cb (BastideNetSession *self,
                  const GError      *error)
{
  g_signal_emit (self, signals[CLOSED], 0, error);
}

static void
client_refused_cb (BastideNetSession *self,
                   const char        *code,
                   const char        *message)
{
  g_signal_emit (self, signals[REFUSED], 0, message);
}

static void
bastide_net_session_dispose (GObject *object)
{
  BastideNetSession *self = (BastideNetSession *) object;

  if (self->table != NULL)
    g_signal_handlers_disconnect_by_data (self->table, self);
  if (self->client != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->client, self);
      bastide_net_client_close (self->client);
    }
  if (self->host != NULL)
    bastide_net_host_stop (self->host);
  g_clear_object (&self->discovery);
  g_clear_object (&self->table);
  g_clear_object (&self->host);
  g_clear_object (&self->client);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (bastide_net_session_parent_class)->dispose (object);
}

static void
bastide_net_session_finalize (GObject *object)
{
  BastideNetSession *self = (BastideNetSession *) object;

  g_free (self->host_name);

  G_OBJECT_CLASS (bastide_net_session_parent_class)->finalize (object);
}

static void
bastide_net_session_class_init (BastideNetSessionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GType type = G_TYPE_FROM_CLASS (klass);

  object_class->dispose = bastide_net_session_dispose;
  object_class->finalize = bastide_net_session_finalize;

  signals[CHANGED] =
    g_signal_new ("changed", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[CHAT] =
    g_signal_new ("chat", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 3,
                  G_TYPE_INT, G_TYPE_STRING, G_TYPE_STRING);
  signals[GAME_STARTED] =
    g_signal_new ("game-started", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 1,
                  BASTIDE_TYPE_GAME);
  signals[CLOSED] =
    g_signal_new ("closed", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 1,
                  G_TYPE_ERROR);
  signals[REFUSED] =
    g_signal_new ("refused", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 1,
                  G_TYPE_STRING);
}

static void
bastide_net_session_init (BastideNetSession *self)
{
}

/**
 * bastide_net_session_new_host:
 * @host: listening already
 * @table: the game, added to @host
 * @host_name: who hosts, for the chat and the game's name on the network
 *
 * Returns: (transfer full): the session; disposing it stops @host
 */
BastideNetSession *
bastide_net_session_new_host (BastideNetHost  *host,
                              BastideNetTable *table,
                              const char      *host_name)
{
  BastideNetSession *self;

  g_return_val_if_fail (BASTIDE_IS_NET_HOST (host), NULL);
  g_return_val_if_fail (BASTIDE_IS_NET_TABLE (table), NULL);

  self = g_object_new (BASTIDE_TYPE_NET_SESSION, NULL);
  self->host = g_object_ref (host);
  self->table = g_object_ref (table);
  self->host_name = g_strdup (host_name);
  self->discovery = bastide_net_discovery_new ();
  g_signal_connect_object (table, "changed", G_CALLBACK (changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (table, "chat", G_CALLBACK (chat_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (table, "started", G_CALLBACK (table_started_cb), self, G_CONNECT_SWAPPED);
  if (bastide_net_table_get_game (table) != NULL)
    g_set_object (&self->game, bastide_net_table_get_game (table));
  update_away (self);
  announce (self);
  return self;
}

/**
 * bastide_net_session_new_client:
 * @client: a client, connecting or connected
 *
 * Returns: (transfer full): the session; disposing it closes @client
 */
BastideNetSession *
bastide_net_session_new_client (BastideNetClient *client)
{
  BastideNetSession *self;

  g_return_val_if_fail (BASTIDE_IS_NET_CLIENT (client), NULL);

  self = g_object_new (BASTIDE_TYPE_NET_SESSION, NULL);
  self->client = g_object_ref (client);
  g_signal_connect_object (client, "table-changed", G_CALLBACK (changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (client, "notify::state", G_CALLBACK (changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (client, "chat", G_CALLBACK (chat_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (client, "game-started", G_CALLBACK (client_game_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (client, "closed", G_CALLBACK (client_closed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (client, "refused", G_CALLBACK (client_refused_cb), self, G_CONNECT_SWAPPED);
  if (bastide_net_client_get_game (client) != NULL)
    g_set_object (&self->game, bastide_net_client_get_game (client));
  return self;
}

gboolean
bastide_net_session_get_is_host (BastideNetSession *self)
{
  g_return_val_if_fail (BASTIDE_IS_NET_SESSION (self), FALSE);
  return self->table != NULL;
}

char *
bastide_net_session_dup_code (BastideNetSession *self)
{
  g_return_val_if_fail (BASTIDE_IS_NET_SESSION (self), NULL);
  return bastide_net_format_code (self->table != NULL ? bastide_net_table_get_code (self->table)
                                                      : bastide_net_client_get_code (self->client));
}

GStrv
bastide_net_session_list_addresses (BastideNetSession *self)
{
  g_return_val_if_fail (BASTIDE_IS_NET_SESSION (self), NULL);

  if (self->host != NULL)
    return bastide_net_host_list_addresses (self->host);
  return g_strdupv ((char *[]) { (char *) bastide_net_client_get_address (self->client), NULL });
}

BastideGame *
bastide_net_session_get_game (BastideNetSession *self)
{
  g_return_val_if_fail (BASTIDE_IS_NET_SESSION (self), NULL);
  return self->game;
}

gboolean
bastide_net_session_get_started (BastideNetSession *self)
{
  g_return_val_if_fail (BASTIDE_IS_NET_SESSION (self), FALSE);
  if (self->table != NULL)
    return bastide_net_table_get_started (self->table);
  return bastide_net_client_get_game (self->client) != NULL;
}

gboolean
bastide_net_session_get_reconnecting (BastideNetSession *self)
{
  g_return_val_if_fail (BASTIDE_IS_NET_SESSION (self), FALSE);
  return self->client != NULL
         && bastide_net_client_get_state (self->client) == BASTIDE_NET_CLIENT_RECONNECTING;
}

guint
bastide_net_session_get_n_seats (BastideNetSession *self)
{
  g_return_val_if_fail (BASTIDE_IS_NET_SESSION (self), 0);
  if (self->table != NULL)
    return bastide_net_table_get_n_seats (self->table);
  return bastide_net_client_get_n_seats (self->client);
}

const char *
bastide_net_session_get_seat_name (BastideNetSession *self,
                                   guint              seat)
{
  g_return_val_if_fail (BASTIDE_IS_NET_SESSION (self), NULL);
  if (self->table != NULL)
    return bastide_net_table_get_seat_name (self->table, seat);
  return bastide_net_client_get_seat_name (self->client, seat);
}

BastideColor
bastide_net_session_get_seat_color (BastideNetSession *self,
                                    guint              seat)
{
  g_return_val_if_fail (BASTIDE_IS_NET_SESSION (self), BASTIDE_COLOR_RED);
  if (self->table != NULL)
    return bastide_net_table_get_seat_color (self->table, seat);
  return bastide_net_client_get_seat_color (self->client, seat);
}

BastidePlayerKind
bastide_net_session_get_seat_kind (BastideNetSession *self,
                                   guint              seat)
{
  g_return_val_if_fail (BASTIDE_IS_NET_SESSION (self), BASTIDE_PLAYER_PERSON);
  if (self->table != NULL)
    return bastide_net_table_get_seat_kind (self->table, seat);
  return bastide_net_client_get_seat_kind (self->client, seat);
}

gboolean
bastide_net_session_is_seat_remote (BastideNetSession *self,
                                    guint              seat)
{
  g_return_val_if_fail (BASTIDE_IS_NET_SESSION (self), FALSE);
  return bastide_net_session_get_seat_kind (self, seat) == BASTIDE_PLAYER_REMOTE;
}

gboolean
bastide_net_session_is_seat_connected (BastideNetSession *self,
                                       guint              seat)
{
  g_return_val_if_fail (BASTIDE_IS_NET_SESSION (self), FALSE);
  if (self->table != NULL)
    return bastide_net_table_is_seat_connected (self->table, seat);
  return bastide_net_client_is_seat_connected (self->client, seat);
}

gboolean
bastide_net_session_is_seat_substitute (BastideNetSession *self,
                                        guint              seat)
{
  g_return_val_if_fail (BASTIDE_IS_NET_SESSION (self), FALSE);
  if (self->table != NULL)
    return bastide_net_table_is_seat_handed (self->table, seat);
  return bastide_net_client_is_seat_substitute (self->client, seat);
}

gboolean
bastide_net_session_is_seat_local (BastideNetSession *self,
                                   guint              seat)
{
  g_return_val_if_fail (BASTIDE_IS_NET_SESSION (self), FALSE);
  if (self->table != NULL)
    return bastide_net_table_get_seat_kind (self->table, seat) == BASTIDE_PLAYER_PERSON;
  return bastide_net_client_get_seat (self->client) == (int) seat;
}

guint
bastide_net_session_get_spectators (BastideNetSession *self)
{
  g_return_val_if_fail (BASTIDE_IS_NET_SESSION (self), 0);
  if (self->table != NULL)
    return bastide_net_table_get_spectators (self->table);
  return bastide_net_client_get_spectators (self->client);
}

gboolean
bastide_net_session_get_ready (BastideNetSession *self)
{
  g_return_val_if_fail (BASTIDE_IS_NET_SESSION (self), FALSE);
  return self->table != NULL && bastide_net_table_get_ready (self->table);
}

gboolean
bastide_net_session_get_hints (BastideNetSession *self)
{
  g_return_val_if_fail (BASTIDE_IS_NET_SESSION (self), FALSE);
  if (self->table != NULL)
    return bastide_net_table_get_hints (self->table);
  return bastide_net_client_get_hints (self->client);
}

void
bastide_net_session_set_hints (BastideNetSession *self,
                               gboolean           hints)
{
  g_return_if_fail (BASTIDE_IS_NET_SESSION (self));
  g_return_if_fail (self->table != NULL);
  bastide_net_table_set_hints (self->table, hints);
}

gboolean
bastide_net_session_start (BastideNetSession  *self,
                           GError            **error)
{
  g_return_val_if_fail (BASTIDE_IS_NET_SESSION (self), FALSE);
  g_return_val_if_fail (self->table != NULL, FALSE);
  return bastide_net_table_start (self->table, error);
}

void
bastide_net_session_hand_to_computer (BastideNetSession    *self,
                                      guint                 seat,
                                      BastideComputerLevel  level)
{
  g_return_if_fail (BASTIDE_IS_NET_SESSION (self));
  g_return_if_fail (self->table != NULL);
  bastide_net_table_hand_to_computer (self->table, seat, level);
}

void
bastide_net_session_set_color (BastideNetSession *self,
                               BastideColor       color)
{
  g_return_if_fail (BASTIDE_IS_NET_SESSION (self));
  g_return_if_fail (self->client != NULL);
  bastide_net_client_set_color (self->client, color);
}

void
bastide_net_session_say (BastideNetSession *self,
                         const char        *text)
{
  g_return_if_fail (BASTIDE_IS_NET_SESSION (self));

  if (!bastide_net_check_chat (text, NULL))
    return;
  if (self->table != NULL)
    bastide_net_table_say (self->table, -1, self->host_name, text);
  else
    bastide_net_client_say (self->client, text);
}

void
bastide_net_session_resign (BastideNetSession *self,
                            guint              seat)
{
  g_return_if_fail (BASTIDE_IS_NET_SESSION (self));

  if (self->table != NULL)
    bastide_net_table_resign (self->table, seat);
  else if (bastide_net_client_get_seat (self->client) == (int) seat)
    bastide_net_client_resign (self->client);
}

void
bastide_net_session_end (BastideNetSession *self)
{
  g_return_if_fail (BASTIDE_IS_NET_SESSION (self));

  /* Nothing listens once the host's game is over. */
  if (self->table != NULL)
    {
      bastide_net_table_end (self->table);
      bastide_net_host_stop (self->host);
      if (self->discovery != NULL)
        bastide_net_discovery_unpublish (self->discovery, bastide_net_table_get_code (self->table));
    }
  else
    bastide_net_client_close (self->client);
}
