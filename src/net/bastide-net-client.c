/* bastide-net-client.c: a connection to a host, and its mirror game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The mirror plays the local seat's decisions at once (the engine is the
 * same as the host's, so the host accepts them unless something went
 * wrong) and sends them; the host's answer for our own part is then only
 * a receipt. If the host refuses a part, or a step from the host does not
 * fit the mirror, the client asks for the whole game again (sync).
 */

#define G_LOG_DOMAIN "bastide-net"

#include "config.h"

#include "bastide-net-client.h"

#include "bastide-net-protocol.h"

#include <glib/gi18n.h>
#include <libsoup/soup.h>

#define RECONNECT_MAX_SECONDS 10
#define RECONNECT_GIVE_UP_SECONDS 300

struct _BastideNetClient
{
  GObject parent_instance;

  char *address;
  char *code;
  char *name;
  int color;
  gboolean spectator;
  BastidePlayerKind kind;
  BastideComputerLevel level;

  SoupSession *session;
  SoupWebsocketConnection *connection;
  GCancellable *cancellable;
  BastideNetClientState state;
  gboolean welcomed;            /* a hello of this client was accepted */
  char *token;
  int seat;
  JsonObject *table;
  BastideGame *game;
  gboolean applying;            /* playing a step the host sent */
  gboolean syncing;

  gint64 heard_us;
  guint tick_source;
  guint reconnect_source;
  guint reconnect_delay;
  gint64 lost_us;               /* when the connection dropped */
  gint64 sent_us;               /* when our last decision left */
  gint64 slowest_us;
};

G_DEFINE_FINAL_TYPE (BastideNetClient, bastide_net_client, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_STATE,
  PROP_SEAT,
  PROP_GAME,
  PROP_HINTS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  TABLE_CHANGED,
  GAME_STARTED,
  CHAT,
  REFUSED,
  CLOSED,
  MESSAGE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void open_connection (BastideNetClient *self);

static void
set_state (BastideNetClient      *self,
           BastideNetClientState  state)
{
  if (self->state == state)
    return;
  self->state = state;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STATE]);
}

static void
send_text (BastideNetClient *self,
           char             *text)
{
  if (self->connection != NULL
      && soup_websocket_connection_get_state (self->connection) == SOUP_WEBSOCKET_STATE_OPEN)
    soup_websocket_connection_send_text (self->connection, text);
  g_free (text);
}

static void
drop_connection (BastideNetClient *self)
{
  g_clear_handle_id (&self->tick_source, g_source_remove);
  if (self->connection != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->connection, self);
      if (soup_websocket_connection_get_state (self->connection) == SOUP_WEBSOCKET_STATE_OPEN)
        soup_websocket_connection_close (self->connection, SOUP_WEBSOCKET_CLOSE_NORMAL, NULL);
      g_clear_object (&self->connection);
    }
}

/* The end, for good: @error NULL after a game that ended normally. */
static void
finish (BastideNetClient *self,
        GError           *error)
{
  if (self->state == BASTIDE_NET_CLIENT_CLOSED)
    return;
  g_clear_handle_id (&self->reconnect_source, g_source_remove);
  g_cancellable_cancel (self->cancellable);
  drop_connection (self);
  set_state (self, BASTIDE_NET_CLIENT_CLOSED);
  g_signal_emit (self, signals[CLOSED], 0, error);
}

static void
finish_with (BastideNetClient *self,
             BastideNetError   code,
             const char       *message)
{
  g_autoptr(GError) error = g_error_new_literal (BASTIDE_NET_ERROR, code, message);

  finish (self, error);
}

static void
request_sync (BastideNetClient *self)
{
  if (self->syncing)
    return;
  self->syncing = TRUE;
  send_text (self, bastide_net_message_end (bastide_net_message_begin ("sync")));
}

static void
note_round_trip (BastideNetClient *self)
{
  if (self->sent_us == 0)
    return;
  self->slowest_us = MAX (self->slowest_us, g_get_monotonic_time () - self->sent_us);
  self->sent_us = 0;
}

/* The mirror's own decisions, to the host */

static guint
record_turns (BastideGame *game)
{
  return bastide_record_get_n_turns (bastide_game_get_record (game));
}

static void
turn_part_cb (BastideGame           *game,
              const BastideTurnPart *part,
              BastideNetClient      *self)
{
  JsonBuilder *builder;

  if (self->applying || (int) part->player != self->seat)
    return;
  builder = bastide_net_message_begin ("act");
  json_builder_set_member_name (builder, "turn");
  json_builder_add_int_value (builder, part->turn);
  json_builder_set_member_name (builder, "part");
  bastide_net_build_part (builder, &part->part);
  self->sent_us = g_get_monotonic_time ();
  send_text (self, bastide_net_message_end (builder));
}

static void
draw_requested_cb (BastideGame      *game,
                   guint             player,
                   BastideNetClient *self)
{
  JsonBuilder *builder;

  if ((int) player != self->seat)
    return;
  builder = bastide_net_message_begin ("draw");
  json_builder_set_member_name (builder, "turn");
  json_builder_add_int_value (builder, record_turns (game));
  self->sent_us = g_get_monotonic_time ();
  send_text (self, bastide_net_message_end (builder));
}

/* The host's steps, into the mirror */

/* The player a step is for, and whether it is the turn the mirror is at. */
static gboolean
message_player (JsonObject  *message,
                BastideGame *game,
                guint       *player,
                gboolean    *this_turn)
{
  gint64 turn, value;

  if (!bastide_net_get_int (message, "turn", 0, G_MAXUINT16, &turn, NULL)
      || !bastide_net_get_int (message, "player", 0, bastide_game_get_n_players (game) - 1, &value, NULL))
    return FALSE;
  *player = value;
  *this_turn = turn == record_turns (game);
  return TRUE;
}

static gboolean
apply_drawn (BastideNetClient  *self,
             JsonObject        *message,
             GError           **error)
{
  const char *id = bastide_net_get_string (message, "tile", TRUE, error);
  gboolean this_turn;
  guint player;
  int tile;

  if (id == NULL)
    return FALSE;
  if (!message_player (message, self->game, &player, &this_turn) || !this_turn)
    {
      g_set_error_literal (error, BASTIDE_NET_ERROR, BASTIDE_NET_ERROR_TURN, "the draw is for another turn");
      return FALSE;
    }
  tile = bastide_game_lookup_tile (self->game, id);
  if (tile < 0)
    {
      g_set_error (error, BASTIDE_NET_ERROR, BASTIDE_NET_ERROR_MESSAGE, "no tile %s in this game", id);
      return FALSE;
    }
  if ((int) player == self->seat)
    note_round_trip (self);
  return bastide_game_submit_draw (self->game, player, tile, error);
}

static gboolean
apply_played (BastideNetClient  *self,
              JsonObject        *message,
              GError           **error)
{
  BastideTurn part;
  gboolean this_turn;
  guint player;

  if (!message_player (message, self->game, &player, &this_turn))
    {
      g_set_error_literal (error, BASTIDE_NET_ERROR, BASTIDE_NET_ERROR_MESSAGE, "a move without its turn and player");
      return FALSE;
    }
  /* Our own part: the mirror played it already (and may have finished
   * the turn); this is the receipt. */
  if ((int) player == self->seat && bastide_game_get_player_kind (self->game, player) != BASTIDE_PLAYER_REMOTE)
    {
      note_round_trip (self);
      return TRUE;
    }
  if (!this_turn)
    {
      g_set_error_literal (error, BASTIDE_NET_ERROR, BASTIDE_NET_ERROR_TURN, "the move is for another turn");
      return FALSE;
    }
  return bastide_net_parse_part (json_object_get_member (message, "part"),
                                 bastide_game_get_rules (self->game), &part, error)
         && bastide_game_submit_turn (self->game, player, &part, error);
}

static gboolean
apply_step (BastideNetClient  *self,
            const char        *type,
            JsonObject        *message,
            GError           **error)
{
  gboolean ok;

  self->applying = TRUE;
  if (g_str_equal (type, "drawn"))
    ok = apply_drawn (self, message, error);
  else
    ok = apply_played (self, message, error);
  self->applying = FALSE;
  return ok;
}

static void
receive_step (BastideNetClient *self,
              const char       *type,
              JsonObject       *message)
{
  g_autoptr(GError) error = NULL;

  if (self->game == NULL || self->syncing)
    return;
  if (!apply_step (self, type, message, &error))
    {
      g_warning ("The host's game and ours differ (%s); asking for it again", error->message);
      request_sync (self);
    }
}

/* Every seat but ours is played at the host. While the mirror catches up
 * with the host's steps, ours is too. */
static void
set_kinds (BastideNetClient *self,
           BastideGame      *game,
           gboolean          ours_too)
{
  for (guint p = 0; p < bastide_game_get_n_players (game); p++)
    {
      gboolean mine = !ours_too && (int) p == self->seat && !bastide_game_get_resigned (game, p);

      bastide_game_set_player_kind (game, p, mine ? self->kind : BASTIDE_PLAYER_REMOTE, self->level);
    }
}

static void
receive_game (BastideNetClient *self,
              JsonObject       *message)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BastideGame) game = NULL;
  BastideRecord *record;
  JsonNode *current = json_object_get_member (message, "current");

  record = bastide_net_record_from_node (json_object_get_member (message, "record"), &error);
  if (record != NULL)
    {
      /* The host's player kinds are not ours: every other seat is remote. */
      bastide_record_set_extra (record, "player-kinds", NULL);
      game = bastide_game_new_from_record (record, &error);
    }
  if (game == NULL)
    {
      finish_with (self, BASTIDE_NET_ERROR_MESSAGE, error->message);
      return;
    }
  bastide_game_set_mirror (game, TRUE);
  set_kinds (self, game, TRUE);

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_set_object (&self->game, game);
  self->syncing = FALSE;
  if (current != NULL && JSON_NODE_HOLDS_ARRAY (current))
    {
      JsonArray *steps = json_node_get_array (current);

      for (guint i = 0; i < json_array_get_length (steps); i++)
        {
          JsonObject *step = json_array_get_object_element (steps, i);
          const char *type = step != NULL ? bastide_net_get_string (step, "type", TRUE, NULL) : NULL;

          if (type == NULL || !apply_step (self, type, step, &error))
            {
              finish_with (self, BASTIDE_NET_ERROR_MESSAGE,
                           error != NULL ? error->message : _("The host sent a game that cannot be played"));
              return;
            }
        }
    }
  set_kinds (self, game, FALSE);
  g_signal_connect_object (game, "turn-part", G_CALLBACK (turn_part_cb), self, 0);
  g_signal_connect_object (game, "draw-requested", G_CALLBACK (draw_requested_cb), self, 0);
  set_state (self, BASTIDE_NET_CLIENT_PLAYING);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
  g_signal_emit (self, signals[GAME_STARTED], 0, game);
}

static void
receive_welcome (BastideNetClient *self,
                 JsonObject       *message)
{
  const char *token = bastide_net_get_string (message, "token", FALSE, NULL);
  JsonNode *seat = json_object_get_member (message, "seat");

  self->welcomed = TRUE;
  self->reconnect_delay = 0;
  self->lost_us = 0;
  if (token != NULL)
    {
      g_free (self->token);
      self->token = g_strdup (token);
    }
  self->seat = seat != NULL && JSON_NODE_HOLDS_VALUE (seat) ? json_node_get_int (seat) : -1;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SEAT]);
  set_state (self, BASTIDE_NET_CLIENT_LOBBY);
}

static void
receive_error (BastideNetClient *self,
               JsonObject       *message)
{
  const char *code = bastide_net_get_string (message, "code", FALSE, NULL);
  const char *text = bastide_net_get_string (message, "message", FALSE, NULL);
  int value = bastide_net_error_from_name (code);

  if (text == NULL)
    text = _("The host refused the connection");
  if (!self->welcomed || value == BASTIDE_NET_ERROR_REPLACED)
    {
      finish_with (self, value >= 0 ? (BastideNetError) value : BASTIDE_NET_ERROR_CONNECTION, text);
      return;
    }
  g_signal_emit (self, signals[REFUSED], 0, code, text);
  if (value == BASTIDE_NET_ERROR_TURN || value == BASTIDE_NET_ERROR_RULE)
    request_sync (self);
}

static void
receive_chat (BastideNetClient *self,
              JsonObject       *message)
{
  const char *text = bastide_net_get_string (message, "text", TRUE, NULL);
  const char *name = bastide_net_get_string (message, "name", FALSE, NULL);
  gint64 seat = -1;

  if (text == NULL)
    return;
  if (!bastide_net_get_int (message, "seat", 0, BASTIDE_MAX_PLAYERS - 1, &seat, NULL))
    seat = -1;
  g_signal_emit (self, signals[CHAT], 0, (int) seat, name, text);
}

static void
receive_resigned (BastideNetClient *self,
                  JsonObject       *message)
{
  gint64 player;

  if (self->game == NULL
      || !bastide_net_get_int (message, "player", 0, bastide_game_get_n_players (self->game) - 1, &player, NULL))
    return;
  bastide_game_resign (self->game, player);
}

static void
message_cb (SoupWebsocketConnection *connection,
            SoupWebsocketDataType    data_type,
            GBytes                  *bytes,
            gpointer                 user_data)
{
  BastideNetClient *self = user_data;
  g_autoptr(BastideNetClient) hold = g_object_ref (self);
  g_autoptr(JsonObject) message = NULL;
  g_autoptr(GError) error = NULL;
  const char *type = NULL;
  gsize size;
  const char *data = g_bytes_get_data (bytes, &size);

  self->heard_us = g_get_monotonic_time ();
  message = bastide_net_message_parse (data, size, BASTIDE_NET_MAX_HOST_FRAME, &type, &error);
  if (message == NULL)
    {
      g_warning ("The host sent something unreadable: %s", error->message);
      return;
    }
  {
    g_autofree char *text = g_strndup (data, size);

    g_signal_emit (self, signals[MESSAGE], 0, text);
  }

  if (g_str_equal (type, "welcome"))
    receive_welcome (self, message);
  else if (g_str_equal (type, "table"))
    {
      g_clear_pointer (&self->table, json_object_unref);
      self->table = json_object_ref (message);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HINTS]);
      g_signal_emit (self, signals[TABLE_CHANGED], 0);
    }
  else if (g_str_equal (type, "game"))
    receive_game (self, message);
  else if (g_str_equal (type, "drawn") || g_str_equal (type, "played"))
    receive_step (self, type, message);
  else if (g_str_equal (type, "resigned"))
    receive_resigned (self, message);
  else if (g_str_equal (type, "chat"))
    receive_chat (self, message);
  else if (g_str_equal (type, "error"))
    receive_error (self, message);
  else if (g_str_equal (type, "ended"))
    finish_with (self, BASTIDE_NET_ERROR_ENDED, _("The host ended the game"));
  else
    g_debug ("Ignoring a message of type %s", type);
}

/* Connecting, and again after a drop */

static gboolean
reconnect_cb (gpointer user_data)
{
  BastideNetClient *self = user_data;

  self->reconnect_source = 0;
  open_connection (self);
  return G_SOURCE_REMOVE;
}

/* The connection dropped: try again with the token, less and less often,
 * for some minutes; a finished game needs nothing more. */
static void
connection_lost (BastideNetClient *self,
                 const char       *why)
{
  drop_connection (self);
  if (self->state == BASTIDE_NET_CLIENT_CLOSED)
    return;
  if (self->game != NULL && bastide_game_get_is_over (self->game))
    {
      finish (self, NULL);
      return;
    }
  if (!self->welcomed)
    {
      g_autofree char *message = g_strdup_printf (_("Could not reach the host: %s"), why);

      finish_with (self, BASTIDE_NET_ERROR_CONNECTION, message);
      return;
    }
  if (self->lost_us == 0)
    self->lost_us = g_get_monotonic_time ();
  if (g_get_monotonic_time () - self->lost_us > RECONNECT_GIVE_UP_SECONDS * G_USEC_PER_SEC)
    {
      g_autofree char *message = g_strdup_printf (_("The connection to the host is lost: %s"), why);

      finish_with (self, BASTIDE_NET_ERROR_CONNECTION, message);
      return;
    }
  g_message ("The connection to the host dropped (%s); trying again", why);
  set_state (self, BASTIDE_NET_CLIENT_RECONNECTING);
  self->reconnect_delay = CLAMP (self->reconnect_delay * 2, 1, RECONNECT_MAX_SECONDS);
  self->reconnect_source = g_timeout_add_seconds (self->reconnect_delay, reconnect_cb, self);
}

static void
closed_cb (SoupWebsocketConnection *connection,
           gpointer                 user_data)
{
  BastideNetClient *self = user_data;
  g_autofree char *why = g_strdup_printf (_("closed with code %u"),
                                          soup_websocket_connection_get_close_code (connection));

  connection_lost (self, why);
}

static gboolean
tick_cb (gpointer user_data)
{
  BastideNetClient *self = user_data;

  if (g_get_monotonic_time () - self->heard_us > BASTIDE_NET_SILENCE_SECONDS * G_USEC_PER_SEC)
    {
      self->tick_source = 0;
      connection_lost (self, _("the host went silent"));
      return G_SOURCE_REMOVE;
    }
  return G_SOURCE_CONTINUE;
}

static void
pong_cb (SoupWebsocketConnection *connection,
         GBytes                  *bytes,
         gpointer                 user_data)
{
  BastideNetClient *self = user_data;

  self->heard_us = g_get_monotonic_time ();
}

static void
send_hello (BastideNetClient *self)
{
  JsonBuilder *builder = bastide_net_message_begin ("hello");

  json_builder_set_member_name (builder, "protocol");
  json_builder_add_int_value (builder, BASTIDE_NET_PROTOCOL_VERSION);
  json_builder_set_member_name (builder, "code");
  json_builder_add_string_value (builder, self->code);
  json_builder_set_member_name (builder, "as");
  json_builder_add_string_value (builder, self->spectator ? "spectator" : "player");
  if (self->name != NULL)
    {
      json_builder_set_member_name (builder, "name");
      json_builder_add_string_value (builder, self->name);
    }
  if (self->color >= 0)
    {
      json_builder_set_member_name (builder, "color");
      json_builder_add_string_value (builder, bastide_color_name (self->color));
    }
  if (self->token != NULL)
    {
      json_builder_set_member_name (builder, "token");
      json_builder_add_string_value (builder, self->token);
    }
  send_text (self, bastide_net_message_end (builder));
}

static void
connected_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  g_autoptr(BastideNetClient) self = user_data;
  g_autoptr(GError) error = NULL;
  SoupWebsocketConnection *connection;

  connection = soup_session_websocket_connect_finish (SOUP_SESSION (source), result, &error);
  if (connection == NULL)
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        connection_lost (self, error->message);
      return;
    }
  self->connection = connection;
  self->heard_us = g_get_monotonic_time ();
  soup_websocket_connection_set_max_incoming_payload_size (connection, BASTIDE_NET_MAX_HOST_FRAME);
  soup_websocket_connection_set_keepalive_interval (connection, BASTIDE_NET_PING_SECONDS);
  g_signal_connect (connection, "message", G_CALLBACK (message_cb), self);
  g_signal_connect (connection, "pong", G_CALLBACK (pong_cb), self);
  g_signal_connect (connection, "closed", G_CALLBACK (closed_cb), self);
  self->tick_source = g_timeout_add_seconds (5, tick_cb, self);
  /* A new connection starts from the host's game, not from ours. */
  self->syncing = FALSE;
  send_hello (self);
}

static void
open_connection (BastideNetClient *self)
{
  char *protocols[] = { (char *) BASTIDE_NET_SUBPROTOCOL, NULL };
  g_autoptr(SoupMessage) message = soup_message_new (SOUP_METHOD_GET, self->address);

  if (message == NULL)
    {
      finish_with (self, BASTIDE_NET_ERROR_CONNECTION, _("That is not an address Bastide can connect to"));
      return;
    }
  if (self->state != BASTIDE_NET_CLIENT_RECONNECTING)
    set_state (self, BASTIDE_NET_CLIENT_CONNECTING);
  soup_session_websocket_connect_async (self->session, message, NULL, protocols, G_PRIORITY_DEFAULT,
                                        self->cancellable, connected_cb, g_object_ref (self));
}

/* GObject */

static void
bastide_net_client_dispose (GObject *object)
{
  BastideNetClient *self = (BastideNetClient *) object;

  g_cancellable_cancel (self->cancellable);
  g_clear_handle_id (&self->reconnect_source, g_source_remove);
  drop_connection (self);
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  g_clear_object (&self->session);

  G_OBJECT_CLASS (bastide_net_client_parent_class)->dispose (object);
}

static void
bastide_net_client_finalize (GObject *object)
{
  BastideNetClient *self = (BastideNetClient *) object;

  g_clear_object (&self->cancellable);
  g_clear_pointer (&self->table, json_object_unref);
  g_free (self->address);
  g_free (self->code);
  g_free (self->name);
  g_free (self->token);

  G_OBJECT_CLASS (bastide_net_client_parent_class)->finalize (object);
}

static void
bastide_net_client_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  BastideNetClient *self = BASTIDE_NET_CLIENT (object);

  switch (prop_id)
    {
    case PROP_STATE:
      g_value_set_int (value, self->state);
      break;
    case PROP_SEAT:
      g_value_set_int (value, self->seat);
      break;
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_HINTS:
      g_value_set_boolean (value, bastide_net_client_get_hints (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bastide_net_client_class_init (BastideNetClientClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GType type = G_TYPE_FROM_CLASS (klass);

  object_class->dispose = bastide_net_client_dispose;
  object_class->finalize = bastide_net_client_finalize;
  object_class->get_property = bastide_net_client_get_property;

  /**
   * BastideNetClient:state:
   *
   * A #BastideNetClientState.
   */
  properties[PROP_STATE] =
    g_param_spec_int ("state", NULL, NULL, BASTIDE_NET_CLIENT_IDLE, BASTIDE_NET_CLIENT_CLOSED,
                      BASTIDE_NET_CLIENT_IDLE,
                      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SEAT] =
    g_param_spec_int ("seat", NULL, NULL, -1, BASTIDE_MAX_PLAYERS - 1, -1,
                      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, BASTIDE_TYPE_GAME,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_HINTS] =
    g_param_spec_boolean ("hints", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[TABLE_CHANGED] =
    g_signal_new ("table-changed", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[GAME_STARTED] =
    g_signal_new ("game-started", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 1,
                  BASTIDE_TYPE_GAME);
  signals[CHAT] =
    g_signal_new ("chat", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 3,
                  G_TYPE_INT, G_TYPE_STRING, G_TYPE_STRING);
  signals[REFUSED] =
    g_signal_new ("refused", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 2,
                  G_TYPE_STRING, G_TYPE_STRING);
  signals[CLOSED] =
    g_signal_new ("closed", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 1,
                  G_TYPE_ERROR);
  signals[MESSAGE] =
    g_signal_new ("message", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 1,
                  G_TYPE_STRING);
}

static void
bastide_net_client_init (BastideNetClient *self)
{
  self->seat = -1;
  self->color = -1;
  self->cancellable = g_cancellable_new ();
  self->session = soup_session_new ();
}

/* Public API */

char *
bastide_net_client_normalize_address (const char  *typed,
                                      GError     **error)
{
  g_autofree char *trimmed = g_strstrip (g_strdup (typed != NULL ? typed : ""));
  g_autofree char *full = NULL;
  g_autoptr(GUri) uri = NULL;
  const char *scheme;

  full = strstr (trimmed, "://") != NULL ? g_strdup (trimmed) : g_strconcat ("ws://", trimmed, NULL);
  uri = g_uri_parse (full, G_URI_FLAGS_NONE, NULL);
  scheme = uri != NULL ? g_uri_get_scheme (uri) : NULL;
  if (uri == NULL || g_uri_get_host (uri) == NULL || *g_uri_get_host (uri) == '\0'
      || (g_strcmp0 (scheme, "ws") != 0 && g_strcmp0 (scheme, "wss") != 0))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   _("“%s” is not an address: give a host name or IP address, with :port if needed, or a ws:// or wss:// address"),
                   trimmed);
      return NULL;
    }
  if (g_uri_get_port (uri) < 0 && g_str_equal (scheme, "ws"))
    {
      g_autoptr(GUri) with_port =
        g_uri_build (G_URI_FLAGS_NONE, scheme, NULL, g_uri_get_host (uri), BASTIDE_NET_DEFAULT_PORT,
                     *g_uri_get_path (uri) != '\0' ? g_uri_get_path (uri) : "/", g_uri_get_query (uri), NULL);

      return g_uri_to_string (with_port);
    }
  if (*g_uri_get_path (uri) == '\0')
    return g_strconcat (full, "/", NULL);
  return g_uri_to_string (uri);
}

/**
 * bastide_net_client_new:
 * @address: the host's address, as a person typed it
 * @code: the game's code, as typed
 * @error: why the address or the code cannot be used
 *
 * Returns: (transfer full) (nullable): the client, not connected yet
 */
BastideNetClient *
bastide_net_client_new (const char  *address,
                        const char  *code,
                        GError     **error)
{
  g_autofree char *uri = bastide_net_client_normalize_address (address, error);
  g_autofree char *normal = NULL;
  BastideNetClient *self;

  if (uri == NULL)
    return NULL;
  normal = bastide_net_normalize_code (code);
  if (normal == NULL)
    {
      g_set_error_literal (error, BASTIDE_NET_ERROR, BASTIDE_NET_ERROR_CODE,
                           _("A game code has six letters and digits, like K7Q-X2M"));
      return NULL;
    }
  self = g_object_new (BASTIDE_TYPE_NET_CLIENT, NULL);
  self->address = g_steal_pointer (&uri);
  self->code = g_steal_pointer (&normal);
  return self;
}

void
bastide_net_client_set_player (BastideNetClient     *self,
                               const char           *name,
                               int                   color,
                               BastidePlayerKind     kind,
                               BastideComputerLevel  level)
{
  g_return_if_fail (BASTIDE_IS_NET_CLIENT (self));
  g_return_if_fail (kind != BASTIDE_PLAYER_REMOTE);
  g_return_if_fail (color < BASTIDE_N_COLORS);

  g_free (self->name);
  self->name = g_strdup (name);
  self->color = color;
  self->kind = kind;
  self->level = level;
  self->spectator = FALSE;
}

void
bastide_net_client_set_spectator (BastideNetClient *self,
                                  const char       *name)
{
  g_return_if_fail (BASTIDE_IS_NET_CLIENT (self));

  g_free (self->name);
  self->name = g_strdup (name);
  self->color = -1;
  self->spectator = TRUE;
}

void
bastide_net_client_set_tls_database (BastideNetClient *self,
                                     GTlsDatabase     *database)
{
  g_return_if_fail (BASTIDE_IS_NET_CLIENT (self));
  g_object_set (self->session, "tls-database", database, NULL);
}

void
bastide_net_client_connect (BastideNetClient *self)
{
  g_return_if_fail (BASTIDE_IS_NET_CLIENT (self));
  g_return_if_fail (self->state == BASTIDE_NET_CLIENT_IDLE);

  open_connection (self);
}

void
bastide_net_client_close (BastideNetClient *self)
{
  g_return_if_fail (BASTIDE_IS_NET_CLIENT (self));
  finish (self, NULL);
}

BastideNetClientState
bastide_net_client_get_state (BastideNetClient *self)
{
  g_return_val_if_fail (BASTIDE_IS_NET_CLIENT (self), BASTIDE_NET_CLIENT_IDLE);
  return self->state;
}

const char *
bastide_net_client_get_address (BastideNetClient *self)
{
  g_return_val_if_fail (BASTIDE_IS_NET_CLIENT (self), NULL);
  return self->address;
}

const char *
bastide_net_client_get_code (BastideNetClient *self)
{
  g_return_val_if_fail (BASTIDE_IS_NET_CLIENT (self), NULL);
  return self->code;
}

int
bastide_net_client_get_seat (BastideNetClient *self)
{
  g_return_val_if_fail (BASTIDE_IS_NET_CLIENT (self), -1);
  return self->seat;
}

BastideGame *
bastide_net_client_get_game (BastideNetClient *self)
{
  g_return_val_if_fail (BASTIDE_IS_NET_CLIENT (self), NULL);
  return self->game;
}

static gboolean
table_flag (JsonObject *object,
            const char *member)
{
  JsonNode *node = object != NULL ? json_object_get_member (object, member) : NULL;

  return node != NULL && JSON_NODE_HOLDS_VALUE (node)
         && json_node_get_value_type (node) == G_TYPE_BOOLEAN && json_node_get_boolean (node);
}

gboolean
bastide_net_client_get_hints (BastideNetClient *self)
{
  g_return_val_if_fail (BASTIDE_IS_NET_CLIENT (self), FALSE);
  return table_flag (self->table, "hints");
}

static JsonArray *
table_seats (BastideNetClient *self)
{
  JsonNode *node = self->table != NULL ? json_object_get_member (self->table, "seats") : NULL;

  return node != NULL && JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;
}

static JsonObject *
table_seat (BastideNetClient *self,
            guint             seat)
{
  JsonArray *seats = table_seats (self);
  JsonNode *node = seats != NULL && seat < json_array_get_length (seats)
                   ? json_array_get_element (seats, seat) : NULL;

  return node != NULL && JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
}

guint
bastide_net_client_get_n_seats (BastideNetClient *self)
{
  JsonArray *seats;

  g_return_val_if_fail (BASTIDE_IS_NET_CLIENT (self), 0);
  seats = table_seats (self);
  return seats != NULL ? MIN (json_array_get_length (seats), BASTIDE_MAX_PLAYERS) : 0;
}

const char *
bastide_net_client_get_seat_name (BastideNetClient *self,
                                  guint             seat)
{
  JsonObject *object;

  g_return_val_if_fail (BASTIDE_IS_NET_CLIENT (self), NULL);
  object = table_seat (self, seat);
  return object != NULL ? bastide_net_get_string (object, "name", FALSE, NULL) : NULL;
}

BastideColor
bastide_net_client_get_seat_color (BastideNetClient *self,
                                   guint             seat)
{
  JsonObject *object;
  int color;

  g_return_val_if_fail (BASTIDE_IS_NET_CLIENT (self), BASTIDE_COLOR_RED);
  object = table_seat (self, seat);
  color = object != NULL ? bastide_color_from_name (bastide_net_get_string (object, "color", FALSE, NULL)) : -1;
  return color >= 0 ? (BastideColor) color : BASTIDE_COLOR_RED;
}

gboolean
bastide_net_client_is_seat_taken (BastideNetClient *self,
                                  guint             seat)
{
  g_return_val_if_fail (BASTIDE_IS_NET_CLIENT (self), FALSE);
  return table_flag (table_seat (self, seat), "taken");
}

gboolean
bastide_net_client_is_seat_connected (BastideNetClient *self,
                                      guint             seat)
{
  g_return_val_if_fail (BASTIDE_IS_NET_CLIENT (self), FALSE);
  /* a computer player of the host keeps a dropped player's seat */
  return table_flag (table_seat (self, seat), "connected") || table_flag (table_seat (self, seat), "substitute");
}

gboolean
bastide_net_client_is_seat_substitute (BastideNetClient *self,
                                       guint             seat)
{
  g_return_val_if_fail (BASTIDE_IS_NET_CLIENT (self), FALSE);
  return table_flag (table_seat (self, seat), "substitute");
}

BastidePlayerKind
bastide_net_client_get_seat_kind (BastideNetClient *self,
                                  guint             seat)
{
  JsonObject *object;
  const char *kind;

  g_return_val_if_fail (BASTIDE_IS_NET_CLIENT (self), BASTIDE_PLAYER_PERSON);
  object = table_seat (self, seat);
  kind = object != NULL ? bastide_net_get_string (object, "kind", FALSE, NULL) : NULL;
  return g_strcmp0 (kind, "remote") == 0 ? BASTIDE_PLAYER_REMOTE
         : g_strcmp0 (kind, "computer") == 0 ? BASTIDE_PLAYER_COMPUTER
         : BASTIDE_PLAYER_PERSON;
}

gboolean
bastide_net_client_is_seat_remote (BastideNetClient *self,
                                   guint             seat)
{
  g_return_val_if_fail (BASTIDE_IS_NET_CLIENT (self), FALSE);
  return bastide_net_client_get_seat_kind (self, seat) == BASTIDE_PLAYER_REMOTE;
}

guint
bastide_net_client_get_spectators (BastideNetClient *self)
{
  gint64 n = 0;

  g_return_val_if_fail (BASTIDE_IS_NET_CLIENT (self), 0);
  if (self->table == NULL
      || !bastide_net_get_int (self->table, "spectators", 0, BASTIDE_NET_MAX_SPECTATORS, &n, NULL))
    return 0;
  return n;
}

static JsonObject *
table_rules (BastideNetClient *self)
{
  JsonNode *node = self->table != NULL ? json_object_get_member (self->table, "rules") : NULL;

  return node != NULL && JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
}

const char *
bastide_net_client_get_game_name (BastideNetClient *self)
{
  JsonObject *rules;

  g_return_val_if_fail (BASTIDE_IS_NET_CLIENT (self), NULL);
  rules = table_rules (self);
  return rules != NULL ? bastide_net_get_string (rules, "game", FALSE, NULL) : NULL;
}

GStrv
bastide_net_client_list_expansions (BastideNetClient *self)
{
  GPtrArray *names = g_ptr_array_new ();
  JsonObject *rules;
  JsonNode *list;

  g_return_val_if_fail (BASTIDE_IS_NET_CLIENT (self), NULL);
  rules = table_rules (self);
  list = rules != NULL ? json_object_get_member (rules, "expansions") : NULL;
  if (list != NULL && JSON_NODE_HOLDS_ARRAY (list))
    for (guint i = 0; i < json_array_get_length (json_node_get_array (list)); i++)
      {
        JsonNode *name = json_array_get_element (json_node_get_array (list), i);

        if (JSON_NODE_HOLDS_VALUE (name) && json_node_get_value_type (name) == G_TYPE_STRING)
          g_ptr_array_add (names, g_strdup (json_node_get_string (name)));
      }
  g_ptr_array_add (names, NULL);
  return (GStrv) g_ptr_array_free (names, FALSE);
}

void
bastide_net_client_say (BastideNetClient *self,
                        const char       *text)
{
  JsonBuilder *builder;

  g_return_if_fail (BASTIDE_IS_NET_CLIENT (self));
  g_return_if_fail (text != NULL);

  builder = bastide_net_message_begin ("chat");
  json_builder_set_member_name (builder, "text");
  json_builder_add_string_value (builder, text);
  send_text (self, bastide_net_message_end (builder));
}

void
bastide_net_client_resign (BastideNetClient *self)
{
  g_return_if_fail (BASTIDE_IS_NET_CLIENT (self));
  send_text (self, bastide_net_message_end (bastide_net_message_begin ("resign")));
}

void
bastide_net_client_set_color (BastideNetClient *self,
                              BastideColor      color)
{
  JsonBuilder *builder;

  g_return_if_fail (BASTIDE_IS_NET_CLIENT (self));
  g_return_if_fail (color < BASTIDE_N_COLORS);

  builder = bastide_net_message_begin ("color");
  json_builder_set_member_name (builder, "color");
  json_builder_add_string_value (builder, bastide_color_name (color));
  send_text (self, bastide_net_message_end (builder));
}

gint64
bastide_net_client_get_slowest_round_trip (BastideNetClient *self)
{
  g_return_val_if_fail (BASTIDE_IS_NET_CLIENT (self), 0);
  return self->slowest_us;
}
