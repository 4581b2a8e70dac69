/* test-net.c: network play on the loopback
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A host and its clients in one process, each with its own main-loop
 * sources as in real use: whole games with computer players on every
 * seat (the clients' bots play their mirrors), whose records must replay
 * to the host's scores; hostile and broken messages from raw WebSocket
 * connections, each refused while the game goes on; a connection cut in
 * the middle of a game, taken up again by the client; resigning.
 */

#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <libsoup/soup.h>
#include <signal.h>
#include <string.h>
#include <sys/prctl.h>

#include "bastide-model-private.h"
#include "bastide-net-client.h"
#include "bastide-net-discovery.h"
#include "bastide-net-host.h"
#include "bastide-net-protocol.h"

#define WAIT_SECONDS 120

/* Waiting on the main loop */

static gboolean timed_out;

static gboolean
timeout_cb (gpointer data)
{
  timed_out = TRUE;
  return G_SOURCE_REMOVE;
}

typedef gboolean (*Condition) (gpointer data);

static gboolean
tick_cb (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

/* Runs the main loop until @condition holds; a tick wakes it up for
 * conditions no source reports (files, processes). */
static void
wait_until (Condition   condition,
            gpointer    data,
            const char *what)
{
  guint source, tick;

  timed_out = FALSE;
  source = g_timeout_add_seconds (WAIT_SECONDS, timeout_cb, NULL);
  tick = g_timeout_add (10, tick_cb, NULL);
  while (!condition (data) && !timed_out)
    g_main_context_iteration (NULL, TRUE);
  if (timed_out)
    g_error ("Timed out waiting for %s", what);
  g_source_remove (source);
  g_source_remove (tick);
}

/* Lets the loop run for @ms milliseconds. */
static void
spin (guint ms)
{
  gint64 end = g_get_monotonic_time () + ms * 1000;

  while (g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE), g_usleep (1000);
}

/* Replays a record with the engine alone. */
static void
replay (const BastideRecord *record,
        int                  scores[BASTIDE_MAX_PLAYERS],
        guint               *n_turns)
{
  g_autofree BastideState *state = g_new0 (BastideState, 1);
  g_autoptr(GError) error = NULL;
  guint played = 0;

  g_assert_true (bastide_record_replay (record, state, &played, &error));
  g_assert_no_error (error);
  g_assert_true (bastide_state_is_over (state));
  for (guint p = 0; p < state->rules.n_players; p++)
    scores[p] = state->players[p].score;
  *n_turns = played;
}

static JsonNode *
record_turns (const BastideRecord *record)
{
  gsize length;
  g_autofree char *data = bastide_record_to_data (record, &length);
  g_autoptr(JsonNode) root = json_from_string (data, NULL);

  return json_node_copy (json_object_get_member (json_node_get_object (root), "turns"));
}

/* The host's record and a client's: the same turns, the same scores. */
static void
assert_same_game (const BastideRecord *host,
                  const BastideRecord *client)
{
  int host_scores[BASTIDE_MAX_PLAYERS], client_scores[BASTIDE_MAX_PLAYERS];
  guint host_turns, client_turns;
  g_autoptr(JsonNode) a = record_turns (host);
  g_autoptr(JsonNode) b = record_turns (client);

  replay (host, host_scores, &host_turns);
  replay (client, client_scores, &client_turns);
  g_assert_cmpuint (host_turns, ==, client_turns);
  g_assert_cmpmem (host_scores, bastide_record_get_rules (host)->n_players * sizeof (int),
                   client_scores, bastide_record_get_rules (client)->n_players * sizeof (int));
  g_assert_true (json_node_equal (a, b));
}

/* A hosted game with bots */

typedef struct
{
  BastideNetHost *host;
  BastideNetTable *table;
  GPtrArray *clients;           /* BastideNetClient */
  GPtrArray *drawn;             /* tile ids the host drew, in order */
  GHashTable *remote_parts;     /* part kind → count, from clients' seats */
  guint tile_leaks;             /* messages naming a tile not yet drawn */
  guint seed_leaks;             /* seeds, and the host's keys of its seats */
  guint n_refused;               /* by the table */
  guint client_refusals;        /* errors the clients got (the flood limit too) */
  char *url;
  GTlsDatabase *ca;             /* wss://: what the clients trust */
} Net;

static void
host_drawn_cb (BastideGame *game,
               guint        player,
               guint        tile,
               Net         *net)
{
  g_ptr_array_add (net->drawn, (gpointer) bastide_catalogue_get (tile)->id);
}

static void
table_started_cb (BastideNetTable *table,
                  Net             *net)
{
  g_signal_connect (bastide_net_table_get_game (table), "tile-drawn", G_CALLBACK (host_drawn_cb), net);
}

static void
table_refused_cb (BastideNetTable *table,
                  const char      *code,
                  const char      *message,
                  Net             *net)
{
  net->n_refused++;
}

static Net *
net_new_secure (const BastideRules  *rules,
                const char          *spec,
                guint64              seed,
                GTlsCertificate     *certificate)
{
  Net *net = g_new0 (Net, 1);
  BastidePlayerSetup seats[BASTIDE_MAX_PLAYERS];
  g_auto(GStrv) words = g_strsplit (spec, ",", -1);
  g_autoptr(GError) error = NULL;
  BastideRules with_players = *rules;

  with_players.n_players = g_strv_length (words);
  for (guint i = 0; words[i] != NULL; i++)
    {
      int level = bastide_computer_level_from_name (words[i]);

      seats[i] = (BastidePlayerSetup) { NULL, (BastideColor) i,
                                        level < 0 ? BASTIDE_PLAYER_REMOTE : BASTIDE_PLAYER_COMPUTER,
                                        level < 0 ? BASTIDE_COMPUTER_GREEDY : (BastideComputerLevel) level };
    }
  net->host = bastide_net_host_new ();
  if (certificate != NULL)
    bastide_net_host_set_certificate (net->host, certificate);
  g_assert_true (bastide_net_host_listen (net->host, "127.0.0.1", 0, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (bastide_net_host_get_port (net->host), >, 0);
  net->url = g_strdup_printf ("%s://127.0.0.1:%u/", certificate != NULL ? "wss" : "ws",
                              bastide_net_host_get_port (net->host));
  net->table = bastide_net_table_new (&with_players, seats, seed, &error);
  g_assert_no_error (error);
  bastide_net_host_add_table (net->host, net->table);
  g_signal_connect (net->table, "started", G_CALLBACK (table_started_cb), net);
  g_signal_connect (net->table, "refused", G_CALLBACK (table_refused_cb), net);
  net->clients = g_ptr_array_new_with_free_func (g_object_unref);
  net->drawn = g_ptr_array_new ();
  net->remote_parts = g_hash_table_new (g_str_hash, g_str_equal);
  return net;
}

static Net *
net_new (const BastideRules  *rules,
         const char          *spec,
         guint64              seed)
{
  return net_new_secure (rules, spec, seed, NULL);
}

static void
net_free (Net *net)
{
  for (guint i = 0; i < net->clients->len; i++)
    {
      g_signal_handlers_disconnect_by_data (net->clients->pdata[i], net);
      bastide_net_client_close (net->clients->pdata[i]);
    }
  g_ptr_array_unref (net->clients);
  g_signal_handlers_disconnect_by_data (net->table, net);
  if (bastide_net_table_get_game (net->table) != NULL)
    g_signal_handlers_disconnect_by_data (bastide_net_table_get_game (net->table), net);
  bastide_net_host_stop (net->host);
  g_object_unref (net->table);
  g_object_unref (net->host);
  g_ptr_array_unref (net->drawn);
  g_hash_table_unref (net->remote_parts);
  g_clear_object (&net->ca);
  g_free (net->url);
  g_free (net);
  spin (50);
}

/* Every "tile" member anywhere in @node, counted into @tiles. */
static void
collect_tiles (JsonNode   *node,
               GHashTable *tiles,
               guint      *seeds)
{
  if (JSON_NODE_HOLDS_OBJECT (node))
    {
      JsonObject *object = json_node_get_object (node);
      g_autoptr(GList) members = json_object_get_members (object);

      for (GList *l = members; l != NULL; l = l->next)
        {
          JsonNode *member = json_object_get_member (object, l->data);

          if (g_str_equal (l->data, "seed") || g_str_equal (l->data, BASTIDE_NET_SEATS_KEY)
              || g_str_equal (l->data, BASTIDE_NET_CODE_KEY))
            (*seeds)++;
          if (g_str_equal (l->data, "tile") && JSON_NODE_HOLDS_VALUE (member)
              && json_node_get_value_type (member) == G_TYPE_STRING)
            {
              const char *id = json_node_get_string (member);

              g_hash_table_insert (tiles, (gpointer) id,
                                   GUINT_TO_POINTER (GPOINTER_TO_UINT (g_hash_table_lookup (tiles, id)) + 1));
            }
          collect_tiles (member, tiles, seeds);
        }
    }
  else if (JSON_NODE_HOLDS_ARRAY (node))
    {
      JsonArray *array = json_node_get_array (node);

      for (guint i = 0; i < json_array_get_length (array); i++)
        collect_tiles (json_array_get_element (array, i), tiles, seeds);
    }
}

static guint
count_drawn (Net        *net,
             const char *id)
{
  guint n = 0;

  for (guint i = 0; i < net->drawn->len; i++)
    n += g_str_equal (net->drawn->pdata[i], id);
  return n;
}

static const char *
part_kind (JsonObject *part)
{
  static const char * const kinds[] = { "plague", "wagons", "abbey", "pass", "discard", "recall" };

  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    if (json_object_has_member (part, kinds[i]))
      return kinds[i];
  return "tile";
}

/* Every message a client gets: no seed, no tile the host has not drawn
 * yet (the host draws, then sends; here both happen in this process, so
 * the draw is already counted when the message arrives). */
static void
client_message_cb (BastideNetClient *client,
                   const char       *text,
                   Net              *net)
{
  g_autoptr(JsonNode) root = json_from_string (text, NULL);
  g_autoptr(GHashTable) tiles = g_hash_table_new (g_str_hash, g_str_equal);
  JsonObject *object = json_node_get_object (root);
  GHashTableIter iter;
  gpointer id, count;

  collect_tiles (root, tiles, &net->seed_leaks);
  g_hash_table_iter_init (&iter, tiles);
  while (g_hash_table_iter_next (&iter, &id, &count))
    if (GPOINTER_TO_UINT (count) > count_drawn (net, id))
      net->tile_leaks++;

  /* Which kinds of parts came from a client's seat, at the receiving end
   * of the first client (each part is counted once). */
  if (client == net->clients->pdata[0] && g_str_equal (json_object_get_string_member (object, "type"), "played"))
    {
      guint player = json_object_get_int_member (object, "player");

      if (bastide_net_table_is_seat_remote (net->table, player))
        {
          const char *kind = part_kind (json_object_get_object_member (object, "part"));

          g_hash_table_insert (net->remote_parts, (gpointer) kind,
                               GUINT_TO_POINTER (GPOINTER_TO_UINT (g_hash_table_lookup (net->remote_parts, kind)) + 1));
        }
    }
}

static void
client_refused_cb (BastideNetClient *client,
                   const char       *code,
                   const char       *message,
                   Net              *net)
{
  g_test_message ("A client was refused (%s): %s", code, message);
  net->client_refusals++;
}

static void
client_started_cb (BastideNetClient *client,
                   BastideGame      *game,
                   Net              *net)
{
  bastide_game_set_computer_delay (game, BASTIDE_NET_BOT_DELAY_MS);
}

static BastideNetClient *
net_join (Net        *net,
          const char *url,
          const char *name,
          gboolean    spectator)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *code = bastide_net_format_code (bastide_net_table_get_code (net->table));
  BastideNetClient *client = bastide_net_client_new (url != NULL ? url : net->url, code, &error);

  g_assert_no_error (error);
  if (net->ca != NULL)
    bastide_net_client_set_tls_database (client, net->ca);
  if (spectator)
    bastide_net_client_set_spectator (client, name);
  else
    bastide_net_client_set_player (client, name, -1, BASTIDE_PLAYER_COMPUTER, BASTIDE_COMPUTER_GREEDY);
  g_signal_connect (client, "message", G_CALLBACK (client_message_cb), net);
  g_signal_connect (client, "game-started", G_CALLBACK (client_started_cb), net);
  g_signal_connect (client, "refused", G_CALLBACK (client_refused_cb), net);
  g_ptr_array_add (net->clients, client);
  bastide_net_client_connect (client);
  return client;
}

static gboolean
table_ready (gpointer data)
{
  return bastide_net_table_get_ready (data);
}

static gboolean
table_ready_and_watched (gpointer data)
{
  return bastide_net_table_get_ready (data) && bastide_net_table_get_spectators (data) == 1;
}

static gboolean
table_finished (gpointer data)
{
  return bastide_net_table_get_finished (data);
}

static gboolean
clients_over (gpointer data)
{
  Net *net = data;

  for (guint i = 0; i < net->clients->len; i++)
    {
      BastideGame *game = bastide_net_client_get_game (net->clients->pdata[i]);

      if (game == NULL || !bastide_game_get_is_over (game))
        return FALSE;
    }
  return TRUE;
}

static void
net_play_to_the_end (Net *net)
{
  BastideGame *game;

  wait_until (table_finished, net->table, "the end of the game");
  wait_until (clients_over, net, "the clients' mirrors to end");
  game = bastide_net_table_get_game (net->table);
  g_assert_true (bastide_game_get_is_over (game));
  for (guint i = 0; i < net->clients->len; i++)
    assert_same_game (bastide_game_get_record (game),
                      bastide_game_get_record (bastide_net_client_get_game (net->clients->pdata[i])));
  g_assert_cmpuint (net->tile_leaks, ==, 0);
  g_assert_cmpuint (net->seed_leaks, ==, 0);
  g_assert_cmpuint (net->drawn->len, >, 50);
}

static guint
remote_parts (Net        *net,
              const char *kind)
{
  return GPOINTER_TO_UINT (g_hash_table_lookup (net->remote_parts, kind));
}

/* Whole games: remote, computer, remote; plus a spectator. */
static void
play_whole_game (const char *game,
                 const char *expansions,
                 guint64     seed,
                 Net       **out)
{
  g_autoptr(GError) error = NULL;
  BastideRules rules = { 0 };
  Net *net;

  rules.game = g_str_equal (game, "wheel-of-fortune") ? BASTIDE_GAME_WHEEL_OF_FORTUNE : BASTIDE_GAME_STANDARD;
  if (strstr (expansions, "river") != NULL)
    rules.expansions |= BASTIDE_EXPANSION_RIVER;
  if (strstr (expansions, "abbot") != NULL)
    rules.expansions |= BASTIDE_EXPANSION_ABBOT;
  if (strstr (expansions, "abbey-mayor") != NULL)
    rules.expansions |= BASTIDE_EXPANSION_ABBEY_MAYOR;

  net = net_new (&rules, "remote,greedy,remote", seed);
  net_join (net, NULL, "Anna", FALSE);
  net_join (net, NULL, "Boris", FALSE);
  net_join (net, NULL, NULL, TRUE);
  wait_until (table_ready_and_watched, net->table, "both players and the spectator");
  g_assert_true (bastide_net_table_start (net->table, &error));
  g_assert_no_error (error);
  net_play_to_the_end (net);
  g_assert_cmpuint (net->n_refused, ==, 0);
  g_assert_cmpuint (net->client_refusals, ==, 0);
  g_assert_cmpuint (remote_parts (net, "tile"), >, 20);
  *out = net;
}

static void
test_game_base (void)
{
  Net *net;

  play_whole_game ("standard", "", 11, &net);
  /* Each player has a remote seat under their name; the spectator none. */
  g_assert_cmpstr (bastide_net_table_get_seat_name (net->table, bastide_net_client_get_seat (net->clients->pdata[0])),
                   ==, "Anna");
  g_assert_cmpstr (bastide_net_table_get_seat_name (net->table, bastide_net_client_get_seat (net->clients->pdata[1])),
                   ==, "Boris");
  g_assert_cmpint (bastide_net_client_get_seat (net->clients->pdata[0])
                   + bastide_net_client_get_seat (net->clients->pdata[1]), ==, 2);
  g_assert_cmpint (bastide_net_client_get_seat (net->clients->pdata[2]), ==, -1);
  g_assert_cmpuint (bastide_net_client_get_n_seats (net->clients->pdata[2]), ==, 3);
  net_free (net);
}

static void
test_game_expansions (void)
{
  Net *net;

  play_whole_game ("standard", "river,abbot,abbey-mayor", 5, &net);
  /* Wagon owners and the abbey round answered from their own clients. */
  g_assert_cmpuint (remote_parts (net, "wagons"), >, 0);
  g_assert_cmpuint (remote_parts (net, "abbey") + remote_parts (net, "pass"), >, 0);
  net_free (net);
}

static void
test_game_wheel (void)
{
  Net *net;

  play_whole_game ("wheel-of-fortune", "", 3, &net);
  /* Plague answers came from the players' own clients. */
  g_assert_cmpuint (remote_parts (net, "plague"), >, 0);
  net_free (net);
}

/* Raw connections: what a hostile or broken client sends */

typedef struct
{
  SoupSession *session;
  SoupWebsocketConnection *ws;
  GPtrArray *received;          /* JsonObject */
  gboolean closed;
  gushort close_code;
} Raw;

static void
raw_message_cb (SoupWebsocketConnection *ws,
                SoupWebsocketDataType    type,
                GBytes                  *bytes,
                Raw                     *raw)
{
  gsize size;
  const char *data = g_bytes_get_data (bytes, &size);
  g_autoptr(JsonNode) root = json_from_string (data, NULL);

  g_assert_nonnull (root);
  g_ptr_array_add (raw->received, json_object_ref (json_node_get_object (root)));
}

static void
raw_closed_cb (SoupWebsocketConnection *ws,
               Raw                     *raw)
{
  raw->closed = TRUE;
  raw->close_code = soup_websocket_connection_get_close_code (ws);
}

static void
raw_connected_cb (GObject      *source,
                  GAsyncResult *result,
                  gpointer      data)
{
  Raw *raw = data;
  g_autoptr(GError) error = NULL;

  raw->ws = soup_session_websocket_connect_finish (SOUP_SESSION (source), result, &error);
  g_assert_no_error (error);
  g_signal_connect (raw->ws, "message", G_CALLBACK (raw_message_cb), raw);
  g_signal_connect (raw->ws, "closed", G_CALLBACK (raw_closed_cb), raw);
}

static gboolean
raw_is_connected (gpointer data)
{
  return ((Raw *) data)->ws != NULL;
}

static Raw *
raw_connect (Net *net)
{
  Raw *raw = g_new0 (Raw, 1);
  char *protocols[] = { (char *) BASTIDE_NET_SUBPROTOCOL, NULL };
  g_autoptr(SoupMessage) message = soup_message_new (SOUP_METHOD_GET, net->url);

  raw->session = soup_session_new ();
  raw->received = g_ptr_array_new_with_free_func ((GDestroyNotify) json_object_unref);
  soup_session_websocket_connect_async (raw->session, message, NULL, protocols, G_PRIORITY_DEFAULT,
                                        NULL, raw_connected_cb, raw);
  wait_until (raw_is_connected, raw, "a raw connection");
  return raw;
}

static void
raw_free (Raw *raw)
{
  g_signal_handlers_disconnect_by_data (raw->ws, raw);
  if (soup_websocket_connection_get_state (raw->ws) == SOUP_WEBSOCKET_STATE_OPEN)
    soup_websocket_connection_close (raw->ws, SOUP_WEBSOCKET_CLOSE_NORMAL, NULL);
  g_object_unref (raw->ws);
  g_object_unref (raw->session);
  g_ptr_array_unref (raw->received);
  g_free (raw);
}

static void
raw_send (Raw        *raw,
          const char *text)
{
  soup_websocket_connection_send_text (raw->ws, text);
}

typedef struct
{
  Raw *raw;
  const char *type;
  const char *code;
  guint from;
  JsonObject *found;
} Wanted;

static gboolean
raw_has (gpointer data)
{
  Wanted *wanted = data;

  for (guint i = wanted->from; i < wanted->raw->received->len; i++)
    {
      JsonObject *message = wanted->raw->received->pdata[i];

      if (g_str_equal (json_object_get_string_member (message, "type"), wanted->type)
          && (wanted->code == NULL
              || g_strcmp0 (json_object_get_string_member_with_default (message, "code", ""), wanted->code) == 0))
        {
          wanted->found = message;
          wanted->from = i + 1;
          return TRUE;
        }
    }
  return FALSE;
}

/* Waits for a message of @type (an error with @code), after what was read
 * already. */
static JsonObject *
raw_expect (Raw        *raw,
            const char *type,
            const char *code)
{
  Wanted wanted = { raw, type, code, 0, NULL };
  g_autofree char *what = g_strdup_printf ("a %s %s", type, code != NULL ? code : "");

  wait_until (raw_has, &wanted, what);
  return wanted.found;
}

/* Sends @text and waits for the answer, a message of @type (an error with
 * @code) that came after it. */
static JsonObject *
raw_answer (Raw        *raw,
            const char *text,
            const char *type,
            const char *code)
{
  Wanted wanted = { raw, type, code, raw->received->len, NULL };
  g_autofree char *what = g_strdup_printf ("a %s %s after %s", type, code != NULL ? code : "", text);

  raw_send (raw, text);
  wait_until (raw_has, &wanted, what);
  return wanted.found;
}

static gboolean
raw_is_closed (gpointer data)
{
  return ((Raw *) data)->closed;
}

static void
raw_hello (Raw        *raw,
           Net        *net,
           const char *as,
           const char *name,
           const char *token)
{
  g_autofree char *text =
    g_strdup_printf ("{\"type\": \"hello\", \"protocol\": 1, \"code\": \"%s\", \"as\": \"%s\""
                     "%s%s%s%s%s%s}",
                     bastide_net_table_get_code (net->table), as,
                     name != NULL ? ", \"name\": \"" : "", name != NULL ? name : "", name != NULL ? "\"" : "",
                     token != NULL ? ", \"token\": \"" : "", token != NULL ? token : "", token != NULL ? "\"" : "");

  raw_send (raw, text);
}

static guint
host_turns (Net *net)
{
  return bastide_record_get_n_turns (bastide_game_get_record (bastide_net_table_get_game (net->table)));
}

static void
raw_act (Raw        *raw,
         guint       turn,
         const char *part)
{
  g_autofree char *text = g_strdup_printf ("{\"type\": \"act\", \"turn\": %u, \"part\": %s}", turn, part);

  raw_send (raw, text);
}

static void
raw_draw (Raw   *raw,
          guint  turn)
{
  g_autofree char *text = g_strdup_printf ("{\"type\": \"draw\", \"turn\": %u}", turn);

  raw_send (raw, text);
}

/* The host's position, to check that refusals change nothing. */
static BastideState *
host_position (Net *net)
{
  return g_memdup2 (bastide_game_get_state (bastide_net_table_get_game (net->table)), sizeof (BastideState));
}

static void
assert_unchanged (Net                *net,
                  const BastideState *before)
{
  g_assert_true (bastide_state_equal (before, bastide_game_get_state (bastide_net_table_get_game (net->table))));
}

static gboolean
game_phase_is_draw_for_seat_1 (gpointer data)
{
  BastideGame *game = bastide_net_table_get_game (((Net *) data)->table);

  return bastide_game_get_deciding_player (game) == 1 && bastide_game_get_phase (game) == BASTIDE_PHASE_DRAW;
}

static gboolean
seat_disconnected_0 (gpointer data)
{
  return !bastide_net_table_is_seat_connected (((Net *) data)->table, 0);
}

static void
test_bad_messages (void)
{
  BastideRules rules = { BASTIDE_GAME_STANDARD, 0, 3, 0, 0 };
  Net *net = net_new (&rules, "remote,remote,remote", 21);
  g_autofree char *huge = NULL;
  g_autofree char *frame = NULL;
  g_autofree BastideState *before = NULL;
  g_autofree char *legal = NULL;
  g_autofree char *token = NULL;
  g_autoptr(GArray) placements = NULL;
  BastideGame *game;
  Raw *mallory, *sam, *spy, *stranger;
  JsonObject *welcome;
  guint turn;

  /* Something else than hello first; an old protocol; a wrong code. */
  stranger = raw_connect (net);
  raw_send (stranger, "{\"type\": \"draw\", \"turn\": 0}");
  raw_expect (stranger, "error", "hello");
  wait_until (raw_is_closed, stranger, "the stranger to be turned away");
  raw_free (stranger);
  stranger = raw_connect (net);
  raw_send (stranger, "{\"type\": \"hello\", \"protocol\": 0, \"code\": \"AAAAAA\", \"name\": \"Old\"}");
  raw_expect (stranger, "error", "version");
  wait_until (raw_is_closed, stranger, "the old client to be turned away");
  raw_free (stranger);
  stranger = raw_connect (net);
  raw_send (stranger, "{\"type\": \"hello\", \"protocol\": 1, \"code\": \"ZZZ-ZZZ\", \"name\": \"Lost\"}");
  raw_expect (stranger, "error", "code");
  wait_until (raw_is_closed, stranger, "a wrong code to be turned away");
  raw_free (stranger);
  stranger = raw_connect (net);
  raw_hello (stranger, net, "player", "\\u0007bell", NULL);
  raw_expect (stranger, "error", "name");
  raw_free (stranger);

  /* Mallory and Sam take seats 0 and 1 by hand; a bot takes seat 2. */
  mallory = raw_connect (net);
  raw_hello (mallory, net, "player", "Mallory", NULL);
  welcome = raw_expect (mallory, "welcome", NULL);
  g_assert_cmpint (json_object_get_int_member (welcome, "seat"), ==, 0);
  token = g_strdup (json_object_get_string_member (welcome, "token"));
  g_assert_cmpuint (strlen (token), ==, 32);
  sam = raw_connect (net);
  raw_hello (sam, net, "player", "Sam", NULL);
  welcome = raw_expect (sam, "welcome", NULL);
  g_assert_cmpint (json_object_get_int_member (welcome, "seat"), ==, 1);
  raw_send (sam, "{\"type\": \"draw\", \"turn\": 0}");
  raw_expect (sam, "error", "started");
  net_join (net, NULL, "Bot", FALSE);
  wait_until (table_ready, net->table, "the seats to fill");

  /* No seat is left, and a made-up token does not make one. */
  stranger = raw_connect (net);
  raw_hello (stranger, net, "player", "Eve", "0123456789abcdef0123456789abcdef");
  raw_expect (stranger, "error", "seat");
  raw_free (stranger);

  g_assert_true (bastide_net_table_start (net->table, NULL));
  game = bastide_net_table_get_game (net->table);
  raw_expect (mallory, "game", NULL);

  /* A spectator may watch, not play. */
  spy = raw_connect (net);
  raw_hello (spy, net, "spectator", NULL, NULL);
  raw_expect (spy, "game", NULL);
  raw_draw (spy, 0);
  raw_expect (spy, "error", "seat");
  raw_send (spy, "{\"type\": \"resign\"}");
  raw_expect (spy, "error", "seat");

  /* Mallory's turn: broken messages of every kind. */
  before = host_position (net);
  huge = g_strnfill (BASTIDE_NET_MAX_MESSAGE + 10, ' ');
  raw_send (mallory, huge);
  raw_expect (mallory, "error", "size");
  raw_send (mallory, "{\"type\": \"act\", \"turn\": 0, ");
  raw_expect (mallory, "error", "json");
  raw_send (mallory, "[1, 2, 3]");
  raw_expect (mallory, "error", "message");
  raw_send (mallory, "{\"kind\": \"draw\"}");
  raw_expect (mallory, "error", "message");
  raw_send (mallory, "{\"type\": \"teleport\"}");
  raw_expect (mallory, "error", "type");
  raw_send (mallory, "{\"type\": \"hello\", \"protocol\": 1, \"code\": \"x\", \"name\": \"Again\"}");
  raw_expect (mallory, "error", "hello");
  raw_send (mallory, "{\"type\": \"chat\", \"text\": \"two\\nlines\"}");
  raw_expect (mallory, "error", "chat");
  {
    g_autofree char *words = g_strnfill (BASTIDE_NET_MAX_CHAT + 1, 'w');
    g_autofree char *chat = g_strdup_printf ("{\"type\": \"chat\", \"text\": \"%s\"}", words);

    raw_answer (mallory, chat, "error", "chat");
  }
  soup_websocket_connection_send_binary (mallory->ws, "\x01\x02", 2);
  raw_expect (mallory, "error", "message");
  raw_draw (mallory, 5);
  raw_expect (mallory, "error", "turn");
  raw_act (mallory, 0, "{\"tile\": \"D\", \"x\": 1, \"y\": 0, \"rot\": 0}");
  raw_expect (mallory, "error", "turn");
  raw_act (mallory, 0, "42");
  raw_expect (mallory, "error", "message");
  raw_act (mallory, 0, "{\"plague\": [null, null]}");
  raw_expect (mallory, "error", "message");
  assert_unchanged (net, before);

  raw_draw (mallory, 0);
  raw_expect (mallory, "drawn", NULL);
  g_clear_pointer (&before, g_free);
  before = host_position (net);
  raw_act (mallory, 0, "{\"x\": 40, \"y\": 40, \"rot\": 0}");
  raw_expect (mallory, "error", "rule");
  raw_act (mallory, 0, "{\"tile\": \"NOPE\", \"x\": 1, \"y\": 0, \"rot\": 0}");
  raw_expect (mallory, "error", "message");
  raw_act (mallory, 0, "{\"plague\": [{\"x\": 0, \"y\": 0, \"on\": \"f1\"}]}");
  raw_expect (mallory, "error", "turn");
  raw_act (mallory, 0, "{\"x\": 1, \"y\": 0, \"rot\": 0, \"wagons\": [\"home\"]}");
  raw_expect (mallory, "error", "turn");
  assert_unchanged (net, before);

  /* Then a legal move, with a piece the tile cannot take: refused whole. */
  placements = bastide_game_list_placements (game);
  g_assert_cmpuint (placements->len, >, 0);
  {
    BastidePlacement *first = &g_array_index (placements, BastidePlacement, 0);

    legal = g_strdup_printf ("{\"x\": %d, \"y\": %d, \"rot\": %d", first->x, first->y, first->rot * 90);
  }
  {
    g_autofree char *bad_piece = g_strconcat (legal, ", \"deploy\": {\"piece\": \"meeple\", \"on\": \"zz9\"}}", NULL);
    g_autofree char *good = g_strconcat (legal, "}", NULL);

    raw_act (mallory, 0, bad_piece);
    raw_expect (mallory, "error", "rule");
    assert_unchanged (net, before);
    raw_act (mallory, 0, good);
    raw_expect (mallory, "played", NULL);
  }

  /* Sam's turn now: Mallory cannot act for him. */
  wait_until (game_phase_is_draw_for_seat_1, net, "Sam's turn");
  turn = host_turns (net);
  g_clear_pointer (&before, g_free);
  before = host_position (net);
  raw_draw (mallory, turn);
  raw_expect (mallory, "error", "turn");
  raw_act (mallory, turn, "{\"pass\": true}");
  raw_expect (mallory, "error", "turn");
  assert_unchanged (net, before);

  /* A flood: some are refused, and the host goes on. */
  for (guint i = 0; i < 3 * BASTIDE_NET_BURST; i++)
    raw_send (mallory, "{\"type\": \"nothing\"}");
  raw_expect (mallory, "error", "flood");

  /* A frame past the WebSocket limit closes that connection. */
  frame = g_strnfill (BASTIDE_NET_MAX_FRAME + 1, 'x');
  raw_send (spy, frame);
  wait_until (raw_is_closed, spy, "the spectator's oversized frame to close it");
  raw_free (spy);

  /* Sam drops out: the host hands his seat to a computer player. */
  raw_free (sam);
  spin (200);
  g_assert_false (bastide_net_table_is_seat_connected (net->table, 1));
  bastide_net_table_hand_to_computer (net->table, 1, BASTIDE_COMPUTER_GREEDY);
  g_assert_cmpint (bastide_game_get_player_kind (game, 1), ==, BASTIDE_PLAYER_COMPUTER);

  /* Mallory leaves too; a bot comes back under her name and plays on. */
  raw_free (mallory);
  wait_until (seat_disconnected_0, net, "Mallory's seat to be free");
  net_join (net, NULL, "Mallory", FALSE);
  net_play_to_the_end (net);
  g_assert_cmpint (bastide_net_client_get_seat (net->clients->pdata[1]), ==, 0);
  g_assert_cmpuint (net->n_refused, >=, 25);
  net_free (net);
}

/* Colours: a joiner takes a free one before the start, never one another
 * seat has; once the game is under way they are fixed. */
static JsonObject *
raw_hello_in (Raw        *raw,
              Net        *net,
              const char *name,
              const char *color,
              const char *answer,
              const char *code)
{
  g_autofree char *text = g_strdup_printf ("{\"type\": \"hello\", \"protocol\": 1, \"code\": \"%s\", \"as\": \"player\", "
                                           "\"name\": \"%s\"%s%s%s}",
                                           bastide_net_table_get_code (net->table), name,
                                           color != NULL ? ", \"color\": \"" : "", color != NULL ? color : "",
                                           color != NULL ? "\"" : "");

  return raw_answer (raw, text, answer, code);
}

static void
test_colors (void)
{
  BastideRules rules = { BASTIDE_GAME_STANDARD, 0, 3, 0, 0 };
  Net *net = net_new (&rules, "greedy,remote,remote", 41);
  const char *computers = bastide_color_name (bastide_net_table_get_seat_color (net->table, 0));
  Raw *ann, *bob, *eve;
  int ann_seat, bob_seat;
  BastideColor bob_before;
  BastideGame *game;

  g_assert_cmpstr (computers, !=, "pink");
  g_assert_cmpstr (computers, !=, "yellow");

  /* The computer player's colour is taken; a free one is Ann's. */
  eve = raw_connect (net);
  raw_hello_in (eve, net, "Eve", computers, "error", "seat");
  wait_until (raw_is_closed, eve, "a taken colour to be turned away");
  raw_free (eve);
  ann = raw_connect (net);
  ann_seat = json_object_get_int_member (raw_hello_in (ann, net, "Ann", "pink", "welcome", NULL), "seat");
  g_assert_cmpint (bastide_net_table_get_seat_color (net->table, ann_seat), ==, BASTIDE_COLOR_PINK);

  /* Bob cannot come in with Ann's colour, nor change to hers or the
   * computer's later, nor to one that does not exist; a free one he may. */
  bob = raw_connect (net);
  raw_hello_in (bob, net, "Bob", "pink", "error", "seat");
  wait_until (raw_is_closed, bob, "Ann's colour to be turned away");
  raw_free (bob);
  bob = raw_connect (net);
  bob_seat = json_object_get_int_member (raw_hello_in (bob, net, "Bob", NULL, "welcome", NULL), "seat");
  g_assert_cmpint (bob_seat, !=, ann_seat);
  bob_before = bastide_net_table_get_seat_color (net->table, bob_seat);
  g_assert_cmpint (bob_before, !=, BASTIDE_COLOR_PINK);
  raw_answer (bob, "{\"type\": \"color\", \"color\": \"pink\"}", "error", "seat");
  {
    g_autofree char *text = g_strdup_printf ("{\"type\": \"color\", \"color\": \"%s\"}", computers);

    raw_answer (bob, text, "error", "seat");
  }
  raw_answer (bob, "{\"type\": \"color\", \"color\": \"purple\"}", "error", "message");
  raw_answer (bob, "{\"type\": \"color\"}", "error", "message");
  g_assert_cmpint (bastide_net_table_get_seat_color (net->table, bob_seat), ==, bob_before);
  raw_answer (bob, "{\"type\": \"color\", \"color\": \"yellow\"}", "table", NULL);
  g_assert_cmpint (bastide_net_table_get_seat_color (net->table, bob_seat), ==, BASTIDE_COLOR_YELLOW);
  /* now Bob's colour is taken for Ann, and his old one is free */
  raw_answer (ann, "{\"type\": \"color\", \"color\": \"yellow\"}", "error", "seat");
  {
    g_autofree char *text = g_strdup_printf ("{\"type\": \"color\", \"color\": \"%s\"}", bastide_color_name (bob_before));

    raw_answer (ann, text, "table", NULL);
    g_assert_cmpint (bastide_net_table_get_seat_color (net->table, ann_seat), ==, bob_before);
  }

  /* The game takes the colours chosen; then they are fixed. */
  g_assert_true (bastide_net_table_get_ready (net->table));
  g_assert_true (bastide_net_table_start (net->table, NULL));
  game = bastide_net_table_get_game (net->table);
  g_assert_cmpint (bastide_game_get_player_color (game, bob_seat), ==, BASTIDE_COLOR_YELLOW);
  g_assert_cmpint (bastide_game_get_player_color (game, ann_seat), ==, bob_before);
  raw_answer (bob, "{\"type\": \"color\", \"color\": \"black\"}", "error", "started");
  g_assert_cmpint (bastide_game_get_player_color (game, bob_seat), ==, BASTIDE_COLOR_YELLOW);
  g_assert_cmpint (bastide_net_table_get_seat_color (net->table, bob_seat), ==, BASTIDE_COLOR_YELLOW);

  raw_free (ann);
  raw_free (bob);
  net_free (net);
}

/* Cutting a connection: a proxy in the middle */

typedef struct
{
  GSocketService *service;
  guint port;
  guint target;
  GPtrArray *cuts;              /* GCancellable of each spliced pair */
  guint n_connections;
  gboolean down;                /* connections are closed at once */
} Proxy;

static void
splice_done_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      data)
{
  g_io_stream_splice_finish (result, NULL);
}

static gboolean
proxy_incoming_cb (GSocketService    *service,
                   GSocketConnection *incoming,
                   GObject           *source,
                   Proxy             *proxy)
{
  g_autoptr(GSocketClient) client = g_socket_client_new ();
  g_autoptr(GSocketConnection) outgoing = NULL;
  g_autoptr(GError) error = NULL;
  GCancellable *cut;

  if (proxy->down)
    {
      g_io_stream_close (G_IO_STREAM (incoming), NULL, NULL);
      return TRUE;
    }
  cut = g_cancellable_new ();
  outgoing = g_socket_client_connect_to_host (client, "127.0.0.1", proxy->target, NULL, &error);
  g_assert_no_error (error);
  g_ptr_array_add (proxy->cuts, cut);
  proxy->n_connections++;
  g_io_stream_splice_async (G_IO_STREAM (incoming), G_IO_STREAM (outgoing),
                            G_IO_STREAM_SPLICE_CLOSE_STREAM1 | G_IO_STREAM_SPLICE_CLOSE_STREAM2,
                            G_PRIORITY_DEFAULT, cut, splice_done_cb, NULL);
  return TRUE;
}

static Proxy *
proxy_new (guint target)
{
  Proxy *proxy = g_new0 (Proxy, 1);
  g_autoptr(GError) error = NULL;

  proxy->service = g_socket_service_new ();
  proxy->port = g_socket_listener_add_any_inet_port (G_SOCKET_LISTENER (proxy->service), NULL, &error);
  g_assert_no_error (error);
  proxy->target = target;
  proxy->cuts = g_ptr_array_new_with_free_func (g_object_unref);
  g_signal_connect (proxy->service, "incoming", G_CALLBACK (proxy_incoming_cb), proxy);
  g_socket_service_start (proxy->service);
  return proxy;
}

static void
proxy_cut (Proxy *proxy)
{
  for (guint i = 0; i < proxy->cuts->len; i++)
    g_cancellable_cancel (proxy->cuts->pdata[i]);
  g_ptr_array_set_size (proxy->cuts, 0);
}

static void
proxy_free (Proxy *proxy)
{
  proxy_cut (proxy);
  g_socket_service_stop (proxy->service);
  g_socket_listener_close (G_SOCKET_LISTENER (proxy->service));
  g_object_unref (proxy->service);
  g_ptr_array_unref (proxy->cuts);
  g_free (proxy);
}

typedef struct
{
  Net *net;
  guint turns;
} Progress;

static gboolean
game_reached (gpointer data)
{
  Progress *progress = data;
  BastideGame *game = bastide_net_table_get_game (progress->net->table);

  return game != NULL && bastide_record_get_n_turns (bastide_game_get_record (game)) >= progress->turns;
}

/* Two bots join as Anna (through @url, NULL: straight) and Boris; the
 * game starts and runs until @turns turns are played. */
static void
start_and_play (Net        *net,
                const char *url,
                guint       turns)
{
  Progress progress = { net, turns };

  net_join (net, url, "Anna", FALSE);
  net_join (net, NULL, "Boris", FALSE);
  wait_until (table_ready, net->table, "both players");
  g_assert_true (bastide_net_table_start (net->table, NULL));
  wait_until (game_reached, &progress, "the game to get going");
}

/* Waiting for a client to reach a state. */
typedef struct
{
  BastideNetClient *client;
  BastideNetClientState state;
} ClientState;

static gboolean
client_reaches (gpointer data)
{
  ClientState *wanted = data;

  return bastide_net_client_get_state (wanted->client) == wanted->state;
}

static void
wait_for_client (BastideNetClient      *client,
                 BastideNetClientState  state,
                 const char            *what)
{
  ClientState wanted = { client, state };

  wait_until (client_reaches, &wanted, what);
}

/* Waiting for the host to notice that a client's connection is gone. */
typedef struct
{
  Net *net;
  BastideNetClient *client;
} ClientOf;

static gboolean
client_left (gpointer data)
{
  ClientOf *left = data;

  return !bastide_net_table_is_seat_connected (left->net->table, bastide_net_client_get_seat (left->client));
}

static void
wait_for_host_to_notice (Net              *net,
                         BastideNetClient *client,
                         const char       *what)
{
  ClientOf left = { net, client };

  wait_until (client_left, &left, what);
}

static void
test_reconnect (void)
{
  BastideRules rules = { BASTIDE_GAME_STANDARD, 0, 3, 0, 0 };
  Net *net = net_new (&rules, "remote,greedy,remote", 8);
  Proxy *proxy = proxy_new (bastide_net_host_get_port (net->host));
  g_autofree char *via_proxy = g_strdup_printf ("ws://127.0.0.1:%u/", proxy->port);
  BastideNetClient *anna;

  start_and_play (net, via_proxy, 20);
  anna = net->clients->pdata[0];
  proxy_cut (proxy);
  wait_for_client (anna, BASTIDE_NET_CLIENT_RECONNECTING, "Anna's client to notice");
  wait_for_host_to_notice (net, anna, "the host to notice");
  wait_until (table_ready, net->table, "Anna to come back");
  g_assert_cmpuint (proxy->n_connections, ==, 2);
  net_play_to_the_end (net);
  proxy_free (proxy);
  net_free (net);
}

/* The seats' tokens, as the host gave them (the welcome messages). */
static void
token_message_cb (BastideNetClient *client,
                  const char       *text,
                  GPtrArray        *tokens)
{
  g_autoptr(JsonNode) root = json_from_string (text, NULL);
  JsonObject *object = json_node_get_object (root);

  if (g_str_equal (json_object_get_string_member (object, "type"), "welcome"))
    g_ptr_array_add (tokens, g_strdup (json_object_get_string_member_with_default (object, "token", "")));
}

static gboolean
has_token (gpointer data)
{
  return ((GPtrArray *) data)->len > 0;
}

typedef struct
{
  Net *net;
  guint seat;
  BastidePlayerKind kind;
} SeatKind;

static gboolean
seat_kind_is (gpointer data)
{
  SeatKind *wanted = data;

  return bastide_game_get_player_kind (bastide_net_table_get_game (wanted->net->table), wanted->seat) == wanted->kind;
}

static gboolean
host_turns_reach (gpointer data)
{
  Progress *progress = data;

  return host_turns (progress->net) >= progress->turns;
}

/* A dropped player's seat goes to a computer player; the player's client
 * comes back with its token and takes the seat back. */
static void
test_take_back (void)
{
  BastideRules rules = { BASTIDE_GAME_STANDARD, 0, 3, 0, 0 };
  Net *net = net_new (&rules, "remote,greedy,remote", 23);
  Proxy *proxy = proxy_new (bastide_net_host_get_port (net->host));
  g_autofree char *via_proxy = g_strdup_printf ("ws://127.0.0.1:%u/", proxy->port);
  g_autoptr(GPtrArray) tokens = g_ptr_array_new_with_free_func (g_free);
  g_auto(GStrv) entries = NULL;
  BastideNetClient *anna;
  SeatKind back;
  Progress progress = { net, 0 };
  guint seat;

  start_and_play (net, via_proxy, 8);
  anna = net->clients->pdata[0];
  seat = bastide_net_client_get_seat (anna);
  g_signal_connect (anna, "message", G_CALLBACK (token_message_cb), tokens);
  entries = g_strsplit (bastide_game_get_extra (bastide_net_table_get_game (net->table), BASTIDE_NET_SEATS_KEY),
                        ",", -1);
  g_assert_true (g_str_has_prefix (entries[seat], "remote:"));

  /* Anna cannot reach the host for a while; a computer player keeps her
   * seat and plays her turns. */
  proxy->down = TRUE;
  proxy_cut (proxy);
  wait_for_host_to_notice (net, anna, "the host to notice");
  bastide_net_table_hand_to_computer (net->table, seat, BASTIDE_COMPUTER_GREEDY);
  g_assert_true (bastide_net_table_is_seat_handed (net->table, seat));
  g_assert_true (bastide_net_table_is_seat_remote (net->table, seat));
  g_assert_cmpint (bastide_game_get_player_kind (bastide_net_table_get_game (net->table), seat), ==,
                   BASTIDE_PLAYER_COMPUTER);
  progress.turns = host_turns (net) + 6;
  wait_until (host_turns_reach, &progress, "the computer player to play for Anna");

  /* Her client gets through again, with its token: the seat is hers. */
  proxy->down = FALSE;
  back = (SeatKind) { net, seat, BASTIDE_PLAYER_REMOTE };
  wait_until (seat_kind_is, &back, "Anna to take her seat back");
  wait_until (has_token, tokens, "Anna's client to be welcome");
  g_assert_false (bastide_net_table_is_seat_handed (net->table, seat));
  g_assert_true (bastide_net_table_is_seat_connected (net->table, seat));
  g_assert_cmpuint (tokens->len, ==, 1);
  g_assert_cmpstr (tokens->pdata[0], ==, entries[seat] + strlen ("remote:"));
  net_play_to_the_end (net);
  proxy_free (proxy);
  net_free (net);
}

/* The host stops in the middle of a game (Boris's seat was with a
 * computer player) and hosts it again from the saved record: the same
 * code, Anna's client comes back by itself with its token, Boris's seat
 * stays with the computer player and does not hold up the start, and
 * Boris takes it back when he joins again with his name. */

static void
test_host_restart (void)
{
  BastideRules rules = { BASTIDE_GAME_STANDARD, 0, 3, 0, 0 };
  Net *net = net_new (&rules, "remote,greedy,remote", 31);
  g_autoptr(GPtrArray) tokens = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *dir = g_dir_make_tmp ("bastide-net-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "hosted.bastide", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *code = g_strdup (bastide_net_table_get_code (net->table));
  g_autoptr(BastideGame) resumed = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) entries = NULL;
  BastideNetClient *anna, *boris;
  BastideGame *game;
  guint port = bastide_net_host_get_port (net->host);
  guint anna_seat, boris_seat, turns;
  const char *anna_token;
  Progress progress = { net, 0 };
  SeatKind back;

  start_and_play (net, NULL, 6);
  game = bastide_net_table_get_game (net->table);
  anna = net->clients->pdata[0];
  boris = net->clients->pdata[1];
  anna_seat = bastide_net_client_get_seat (anna);
  boris_seat = bastide_net_client_get_seat (boris);

  /* Boris leaves; a computer player keeps his seat. */
  bastide_net_client_close (boris);
  wait_for_host_to_notice (net, boris, "the host to notice Boris left");
  g_signal_handlers_disconnect_by_data (boris, net);
  g_ptr_array_remove_index (net->clients, 1);
  bastide_net_table_hand_to_computer (net->table, boris_seat, BASTIDE_COMPUTER_GREEDY);
  progress.turns = host_turns (net) + 4;
  wait_until (host_turns_reach, &progress, "the computer player to play for Boris");

  /* The record keeps the code and the network seats with their tokens. */
  g_assert_cmpstr (bastide_game_get_extra (game, BASTIDE_NET_CODE_KEY), ==, code);
  entries = g_strsplit (bastide_game_get_extra (game, BASTIDE_NET_SEATS_KEY), ",", -1);
  g_assert_cmpuint (g_strv_length (entries), ==, 3);
  g_assert_true (g_str_has_prefix (entries[anna_seat], "remote:"));
  g_assert_true (g_str_has_prefix (entries[boris_seat], "remote:"));
  g_assert_cmpstr (entries[3 - anna_seat - boris_seat], ==, "");
  anna_token = entries[anna_seat] + strlen ("remote:");
  g_assert_cmpuint (strlen (anna_token), ==, 32);

  /* The host stops, as its autosave has the game. */
  g_assert_true (bastide_game_save (game, file, &error));
  g_assert_no_error (error);
  turns = bastide_record_get_n_turns (bastide_game_get_record (game));
  g_signal_connect (anna, "message", G_CALLBACK (token_message_cb), tokens);
  g_signal_handlers_disconnect_by_data (game, net);
  g_signal_handlers_disconnect_by_data (net->table, net);
  bastide_net_host_stop (net->host);
  g_clear_object (&net->host);
  wait_for_client (anna, BASTIDE_NET_CLIENT_RECONNECTING, "Anna's client to notice");

  /* Hosted again from the record. */
  resumed = bastide_game_new_from_file (file, &error);
  g_assert_no_error (error);
  g_object_unref (net->table);
  net->table = bastide_net_table_new_for_game (resumed);
  g_assert_cmpstr (bastide_net_table_get_code (net->table), ==, code);
  g_assert_true (bastide_net_table_is_seat_remote (net->table, boris_seat));
  g_assert_true (bastide_net_table_is_seat_handed (net->table, boris_seat));
  g_assert_cmpint (bastide_game_get_player_kind (resumed, boris_seat), ==, BASTIDE_PLAYER_COMPUTER);
  g_assert_true (bastide_net_table_is_seat_remote (net->table, anna_seat));
  g_assert_false (bastide_net_table_get_ready (net->table));
  g_signal_connect (net->table, "started", G_CALLBACK (table_started_cb), net);
  g_signal_connect (net->table, "refused", G_CALLBACK (table_refused_cb), net);
  net->host = bastide_net_host_new ();
  g_assert_true (bastide_net_host_listen (net->host, "127.0.0.1", port, &error));
  g_assert_no_error (error);
  bastide_net_host_add_table (net->host, net->table);

  /* Anna is known by her token; Boris's seat does not hold up the start. */
  wait_for_client (anna, BASTIDE_NET_CLIENT_LOBBY, "Anna's client to come back");
  g_assert_cmpuint (bastide_net_client_get_seat (anna), ==, anna_seat);
  g_assert_cmpuint (tokens->len, ==, 1);
  g_assert_cmpstr (tokens->pdata[0], ==, anna_token);
  g_assert_true (bastide_net_table_get_ready (net->table));
  g_assert_true (bastide_net_table_start (net->table, &error));
  g_assert_no_error (error);
  progress.turns = turns + 2;
  wait_until (host_turns_reach, &progress, "the resumed game to go on");

  /* Boris joins again with his name: his seat is his again. */
  net_join (net, NULL, "Boris", FALSE);
  back = (SeatKind) { net, boris_seat, BASTIDE_PLAYER_REMOTE };
  wait_until (seat_kind_is, &back, "Boris to take his seat back");
  g_assert_false (bastide_net_table_is_seat_handed (net->table, boris_seat));
  wait_for_client (net->clients->pdata[1], BASTIDE_NET_CLIENT_PLAYING, "Boris's client to get the game");
  g_assert_cmpint (bastide_net_client_get_seat (net->clients->pdata[1]), ==, boris_seat);
  net_play_to_the_end (net);
  /* a finished game's record is a plain one */
  g_assert_null (bastide_game_get_extra (resumed, BASTIDE_NET_SEATS_KEY));
  g_assert_null (bastide_game_get_extra (resumed, BASTIDE_NET_CODE_KEY));
  g_assert_cmpuint (net->client_refusals, ==, 0);

  net_free (net);
  g_unlink (path);
  g_rmdir (dir);
}

static void
test_resign (void)
{
  BastideRules rules = { BASTIDE_GAME_STANDARD, 0, 3, 0, 0 };
  Net *net = net_new (&rules, "remote,greedy,remote", 13);
  BastideNetClient *boris;
  BastideGame *game, *mirror;
  int frozen;
  guint seat;

  start_and_play (net, NULL, 12);
  boris = net->clients->pdata[1];
  seat = bastide_net_client_get_seat (boris);
  bastide_net_client_resign (boris);
  net_play_to_the_end (net);
  g_assert_cmpuint (net->client_refusals, ==, 0);

  game = bastide_net_table_get_game (net->table);
  mirror = bastide_net_client_get_game (boris);
  g_assert_true (bastide_game_get_resigned (game, seat));
  g_assert_true (bastide_game_get_resigned (mirror, seat));
  g_assert_false (bastide_game_get_resigned (game, 2 - seat));
  /* Boris's score stayed where it was; he cannot win; every record says
   * when he resigned. */
  frozen = bastide_game_get_score (game, seat);
  g_assert_cmpint (frozen, <=, bastide_game_get_state (game)->players[seat].score);
  g_assert_cmpint (bastide_game_get_score (mirror, seat), ==, frozen);
  g_assert_false (bastide_game_get_winners (game) & (1 << seat));
  g_assert_nonnull (bastide_record_get_extra (bastide_game_get_record (game), "resigned"));
  g_assert_cmpstr (bastide_record_get_extra (bastide_game_get_record (game), "resigned"), ==,
                   bastide_record_get_extra (bastide_game_get_record (mirror), "resigned"));
  /* No piece went out for him after he resigned. */
  {
    const BastideRecord *record = bastide_game_get_record (game);
    g_auto(GStrv) at = g_strsplit (bastide_record_get_extra (record, "resigned"), ",", -1);
    guint from = g_ascii_strtoull (at[seat], NULL, 10);
    g_autofree BastideState *state = g_new0 (BastideState, 1);
    guint his_turns = 0;

    *state = *bastide_record_get_start (record);
    for (guint i = 0; i < bastide_record_get_n_turns (record); i++)
      {
        const BastideTurn *turn = bastide_record_get_turn (record, i);

        if (i >= from && state->to_move == seat)
          {
            g_assert_false (turn->has_deploy);
            g_assert_false (turn->recall);
            g_assert_cmpint (turn->kind, !=, BASTIDE_TURN_ABBEY);
            his_turns++;
          }
        g_assert_true (bastide_record_play_turn (record, state, turn, NULL, NULL));
      }
    g_assert_cmpuint (his_turns, >, 10);
  }
  net_free (net);
}

/* A client that stops reading: the host must not buffer for it without
 * bound. This spectator's connection lives on a main context of its own
 * that nobody runs once its hello is out, so it never reads again. */

typedef struct
{
  SoupWebsocketConnection *ws;
  guint n_backlog_lines;        /* the host's log: bytes wait to be sent */
} Stalled;

static void
stalled_connected_cb (GObject      *source,
                      GAsyncResult *result,
                      gpointer      data)
{
  Stalled *stalled = data;
  g_autoptr(GError) error = NULL;

  stalled->ws = soup_session_websocket_connect_finish (SOUP_SESSION (source), result, &error);
  g_assert_no_error (error);
}

static void
backlog_log_cb (const char     *domain,
                GLogLevelFlags  level,
                const char     *message,
                gpointer        data)
{
  Stalled *stalled = data;

  if (strstr (message, "bytes wait to be sent") != NULL)
    stalled->n_backlog_lines++;
  g_log_default_handler (domain, level, message, NULL);
}

static gboolean
table_watched (gpointer data)
{
  return bastide_net_table_get_spectators (data) == 1;
}

static gboolean
table_unwatched (gpointer data)
{
  return bastide_net_table_get_spectators (data) == 0;
}

static void
test_backlog (void)
{
  BastideRules rules = { BASTIDE_GAME_STANDARD, 0, 3, 0, 0 };
  Net *net = net_new (&rules, "remote,greedy,remote", 17);
  g_autoptr(GMainContext) frozen = g_main_context_new ();
  g_autoptr(SoupSession) session = NULL;
  g_autoptr(SoupMessage) message = soup_message_new (SOUP_METHOD_GET, net->url);
  char *protocols[] = { (char *) BASTIDE_NET_SUBPROTOCOL, NULL };
  g_autofree char *hello = g_strdup_printf ("{\"type\": \"hello\", \"protocol\": 1, \"code\": \"%s\", "
                                            "\"as\": \"spectator\"}",
                                            bastide_net_table_get_code (net->table));
  g_autoptr(GString) line = g_string_new (NULL);
  Stalled stalled = { NULL, 0 };
  guint handler = g_log_set_handler ("bastide-net", G_LOG_LEVEL_MESSAGE, backlog_log_cb, &stalled);
  guint64 pushed = 0;

  /* the host's side runs on the default context, the spectator's on its
   * own */
  g_main_context_push_thread_default (frozen);
  session = soup_session_new ();
  soup_session_websocket_connect_async (session, message, NULL, protocols, G_PRIORITY_DEFAULT,
                                        NULL, stalled_connected_cb, &stalled);
  g_main_context_pop_thread_default (frozen);
  while (stalled.ws == NULL)
    {
      g_main_context_push_thread_default (frozen);
      g_main_context_iteration (frozen, FALSE);
      g_main_context_pop_thread_default (frozen);
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
  g_main_context_push_thread_default (frozen);
  soup_websocket_connection_send_text (stalled.ws, hello);
  g_main_context_pop_thread_default (frozen);
  wait_until (table_watched, net->table, "the stalled spectator");

  start_and_play (net, NULL, 6);
  g_assert_cmpuint (bastide_net_table_get_spectators (net->table), ==, 1);

  /* The host chats in long lines (280 four-byte characters) while the
   * game goes on: the two players read them, the spectator does not. */
  for (guint i = 0; i < BASTIDE_NET_MAX_CHAT; i++)
    g_string_append (line, "\xf0\x9d\x84\x9e");
  for (guint i = 0; stalled.n_backlog_lines == 0 && pushed < 64 * 1024 * 1024; i++)
    {
      bastide_net_table_say (net->table, -1, "Host", line->str);
      pushed += line->len;
      if (i % 16 == 0)
        while (g_main_context_iteration (NULL, FALSE))
          ;
    }
  g_test_message ("Chat sent before the host gave up the spectator: %" G_GUINT64_FORMAT " bytes", pushed);
  g_assert_cmpuint (stalled.n_backlog_lines, ==, 1);
  wait_until (table_unwatched, net->table, "the host to drop the spectator who does not read");
  /* the players were not held up: both still there, and the game ends */
  g_assert_true (bastide_net_table_get_ready (net->table));
  net_play_to_the_end (net);
  g_assert_cmpuint (stalled.n_backlog_lines, ==, 1);

  g_log_remove_handler ("bastide-net", handler);
  g_main_context_push_thread_default (frozen);
  g_clear_object (&stalled.ws);
  g_clear_object (&session);
  while (g_main_context_iteration (frozen, FALSE))
    ;
  g_main_context_pop_thread_default (frozen);
  net_free (net);
}

/* wss://: TLS through GIO, with a certificate made for the tests */

static void
closed_with_error_cb (BastideNetClient *client,
                      const GError     *error,
                      gboolean         *refused)
{
  *refused = error != NULL && g_error_matches (error, BASTIDE_NET_ERROR, BASTIDE_NET_ERROR_CONNECTION);
}

static gboolean
flag_is_set (gpointer data)
{
  return *(gboolean *) data;
}

static void
test_wss (void)
{
  BastideRules rules = { BASTIDE_GAME_STANDARD, 0, 3, 0, 0 };
  g_autofree char *pem = g_test_build_filename (G_TEST_DIST, "net", "server.pem", NULL);
  g_autofree char *authority = g_test_build_filename (G_TEST_DIST, "net", "cert.pem", NULL);
  g_autoptr(GTlsCertificate) certificate = NULL;
  g_autoptr(BastideNetClient) stranger = NULL;
  g_autoptr(GError) error = NULL;
  gboolean refused = FALSE;
  Net *net;

  certificate = g_tls_certificate_new_from_file (pem, &error);
  g_assert_no_error (error);
  net = net_new_secure (&rules, "remote,greedy,remote", 17, certificate);
  g_assert_true (g_str_has_prefix (net->url, "wss://"));

  /* A client that does not trust the certificate is refused by TLS. */
  stranger = bastide_net_client_new (net->url, bastide_net_table_get_code (net->table), &error);
  g_assert_no_error (error);
  bastide_net_client_set_player (stranger, "Stranger", -1, BASTIDE_PLAYER_COMPUTER, BASTIDE_COMPUTER_GREEDY);
  g_signal_connect (stranger, "closed", G_CALLBACK (closed_with_error_cb), &refused);
  bastide_net_client_connect (stranger);
  wait_until (flag_is_set, &refused, "an untrusted certificate to be refused");
  g_assert_cmpuint (bastide_net_table_count_free (net->table), ==, 2);

  /* Clients that trust it play a whole game. */
  net->ca = g_tls_file_database_new (authority, &error);
  g_assert_no_error (error);
  start_and_play (net, NULL, 1);
  net_play_to_the_end (net);
  g_assert_cmpuint (net->client_refusals, ==, 0);
  net_free (net);
}

/* bastide-cli serve and join, as processes */

static char *
read_file (const char *path)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GFile) file = g_file_new_for_path (path);

  bytes = g_file_load_bytes (file, NULL, NULL, NULL);
  if (bytes == NULL)
    return NULL;
  return g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
}

typedef struct
{
  const char *path;
  const char *needle;
} FileWait;

static gboolean
file_has (gpointer data)
{
  FileWait *wait = data;
  g_autofree char *text = read_file (wait->path);

  return text != NULL && strstr (text, wait->needle) != NULL;
}

static void
wait_for_text (const char *path,
               const char *needle)
{
  FileWait wait = { path, needle };

  wait_until (file_has, &wait, needle);
}

static void
die_with_parent (gpointer data)
{
  prctl (PR_SET_PDEATHSIG, SIGKILL);
}

static GSubprocess *
spawn (const char  *dir,
       const char  *name,
       const char **args)
{
  g_autoptr(GSubprocessLauncher) launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_NONE);
  g_autofree char *out = g_strdup_printf ("%s/%s.out", dir, name);
  g_autofree char *err = g_strdup_printf ("%s/%s.err", dir, name);
  g_autoptr(GError) error = NULL;
  GSubprocess *process;

  /* a test that fails half-way leaves no server waiting for ever */
  g_subprocess_launcher_set_child_setup (launcher, die_with_parent, NULL, NULL);
  g_subprocess_launcher_set_stdout_file_path (launcher, out);
  g_subprocess_launcher_set_stderr_file_path (launcher, err);
  process = g_subprocess_launcher_spawnv (launcher, args, &error);
  g_assert_no_error (error);
  return process;
}

static void
wait_cb (GObject      *source,
         GAsyncResult *result,
         gpointer      data)
{
  g_subprocess_wait_finish (G_SUBPROCESS (source), result, NULL);
  *(gboolean *) data = TRUE;
}

static gboolean
flag_set (gpointer data)
{
  return *(gboolean *) data;
}

/* The exit status, or -1 for a process killed by a signal. */
static int
wait_exit (GSubprocess *process)
{
  gboolean done = FALSE;

  g_subprocess_wait_async (process, NULL, wait_cb, &done);
  wait_until (flag_set, &done, "a process to end");
  return g_subprocess_get_if_exited (process) ? g_subprocess_get_exit_status (process) : -1;
}

static BastideRecord *
load_record (const char *dir,
             const char *name)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_autoptr(GError) error = NULL;
  BastideRecord *record = bastide_record_load_file (path, &error);

  g_assert_no_error (error);
  return record;
}

/* The code of the first game of a `bastide-cli serve` started as @name,
 * as it prints it ("K7Q-X2M"). */
static char *
served_code (const char *dir,
             const char *name)
{
  g_autofree char *out = g_strdup_printf ("%s/%s.out", dir, name);
  g_autofree char *listing = NULL;
  const char *line;

  wait_for_text (out, "game 1: ");
  listing = read_file (out);
  line = strstr (listing, "game 1: ") + strlen ("game 1: ");
  return g_strndup (line, strcspn (line, "\n"));
}

static void
found_cb (BastideNetDiscovery *discovery,
          const char          *name,
          const char          *address,
          const char          *code,
          const char          *game,
          guint                free_seats,
          GHashTable          *found)
{
  g_hash_table_insert (found, g_strdup (code), g_strdup_printf ("%s|%s|%u", name, game, free_seats));
}

static gboolean
has_key (gpointer data)
{
  GHashTable *found = data;

  return g_hash_table_size (found) > 0;
}

/* A server listening on every address announces its games on the local
 * network under the machine's name, with their free seats; one listening
 * on a single address does not (the address announced would not be its
 * own). Only where an avahi-daemon runs. */
static void
test_cli_serve_announced (void)
{
  const char *cli = g_getenv ("BASTIDE_CLI");
  g_autofree char *dir = g_dir_make_tmp ("bastide-net-XXXXXX", NULL);
  g_autoptr(BastideNetDiscovery) probe = bastide_net_discovery_new ();
  g_autoptr(GHashTable) found = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_autoptr(GSubprocess) everywhere = NULL;
  g_autoptr(GSubprocess) loopback = NULL;
  g_autofree char *listed_code = NULL;
  g_autofree char *hidden_code = NULL;
  g_autofree char *name = NULL;
  g_autofree char *expected = NULL;
  gint64 give_up = g_get_monotonic_time () + 2 * G_USEC_PER_SEC;

  if (cli == NULL)
    {
      g_test_skip ("BASTIDE_CLI is not set");
      return;
    }
  while (!bastide_net_discovery_get_available (probe) && g_get_monotonic_time () < give_up)
    spin (50);
  if (!bastide_net_discovery_get_available (probe))
    {
      g_test_skip ("no avahi-daemon answers");
      return;
    }
  {
    const char *args[] = { cli, "serve", "--port", "0", "--address", "127.0.0.1",
                           "--seats", "remote,greedy", NULL };

    loopback = spawn (dir, "loopback", args);
  }
  {
    const char *args[] = { cli, "serve", "--port", "0", "--seats", "remote,greedy,remote",
                           "--game", "wheel-of-fortune", NULL };

    everywhere = spawn (dir, "everywhere", args);
  }
  hidden_code = bastide_net_normalize_code (served_code (dir, "loopback"));
  {
    g_autofree char *shown = served_code (dir, "everywhere");

    listed_code = bastide_net_normalize_code (shown);
  }
  g_signal_connect (probe, "found", G_CALLBACK (found_cb), found);
  bastide_net_discovery_browse (probe);
  wait_until (has_key, found, "the game on the network");
  spin (1000);
  name = g_strdup_printf (_("%s’s game"), g_get_host_name ());
  expected = g_strdup_printf ("%s|wheel-of-fortune|2", name);
  g_assert_cmpstr (g_hash_table_lookup (found, listed_code), ==, expected);
  g_assert_null (g_hash_table_lookup (found, hidden_code));
  g_subprocess_force_exit (everywhere);
  g_subprocess_force_exit (loopback);
  wait_exit (everywhere);
  wait_exit (loopback);
}

static void
test_cli_killed_join (void)
{
  const char *cli = g_getenv ("BASTIDE_CLI");
  g_autofree char *dir = g_dir_make_tmp ("bastide-net-XXXXXX", NULL);
  g_autofree char *records = g_build_filename (dir, "records", NULL);
  g_autofree char *serve_err = g_build_filename (dir, "serve.err", NULL);
  g_autofree char *log = NULL;
  g_autofree char *url = NULL;
  g_autofree char *code = NULL;
  g_autofree char *host_name = NULL;
  g_autofree char *killed_record = NULL;
  g_autoptr(GSubprocess) serve = NULL;
  g_autoptr(GSubprocess) anna = NULL;
  g_autoptr(GSubprocess) boris = NULL;
  g_autoptr(GSubprocess) anna_again = NULL;
  g_autoptr(GSubprocess) lost = NULL;
  g_autoptr(BastideRecord) host = NULL;
  g_autoptr(BastideRecord) boris_record = NULL;
  g_autoptr(BastideRecord) anna_record = NULL;
  guint port;

  if (cli == NULL)
    {
      g_test_skip ("BASTIDE_CLI is not set");
      return;
    }
  {
    const char *args[] = { cli, "serve", "--port", "0", "--address", "127.0.0.1", "--seats", "remote,greedy,remote",
                           "--records", records, "--seed", "4", NULL };

    serve = spawn (dir, "serve", args);
  }
  wait_for_text (serve_err, "listening on port ");
  log = read_file (serve_err);
  port = g_ascii_strtoull (strstr (log, "listening on port ") + strlen ("listening on port "), NULL, 10);
  g_assert_cmpuint (port, >, 0);
  url = g_strdup_printf ("ws://127.0.0.1:%u", port);
  code = served_code (dir, "serve");
  g_assert_cmpuint (strlen (code), ==, BASTIDE_NET_CODE_LENGTH + 1);

  /* A wrong code: refused, exit 1. */
  {
    const char *args[] = { cli, "join", url, "--code", "ZZZ-ZZZ", "--bot", "greedy", NULL };

    lost = spawn (dir, "lost", args);
    g_assert_cmpint (wait_exit (lost), ==, 1);
  }

  {
    g_autofree char *a = g_build_filename (dir, "anna.json", NULL);
    g_autofree char *b = g_build_filename (dir, "boris.json", NULL);
    const char *anna_args[] = { cli, "join", url, "--code", code, "--bot", "greedy", "--name", "Anna",
                                "--record", a, NULL };
    const char *boris_args[] = { cli, "join", url, "--code", code, "--bot", "greedy", "--name", "Boris",
                                 "--record", b, NULL };

    anna = spawn (dir, "anna", anna_args);
    boris = spawn (dir, "boris", boris_args);
  }
  wait_for_text (serve_err, "started");
  /* The bots wait BASTIDE_NET_BOT_DELAY_MS between steps: a game lasts
   * several seconds, so this is the middle of it. */
  spin (1500);
  g_assert_nonnull (g_subprocess_get_identifier (anna));
  g_subprocess_force_exit (anna);
  g_assert_cmpint (wait_exit (anna), ==, -1);
  wait_for_text (serve_err, "Anna left");

  {
    g_autofree char *a = g_build_filename (dir, "anna-again.json", NULL);
    const char *args[] = { cli, "join", url, "--code", code, "--bot", "greedy", "--name", "Anna",
                           "--record", a, NULL };

    anna_again = spawn (dir, "anna-again", args);
  }
  g_assert_cmpint (wait_exit (anna_again), ==, 0);
  g_assert_cmpint (wait_exit (boris), ==, 0);
  g_assert_cmpint (wait_exit (serve), ==, 0);

  g_clear_pointer (&log, g_free);
  log = read_file (serve_err);
  g_assert_nonnull (strstr (strstr (log, "Anna took seat") + 1, "Anna took seat"));
  killed_record = g_build_filename (dir, "anna.json", NULL);
  g_assert_false (g_file_test (killed_record, G_FILE_TEST_EXISTS));
  {
    g_autofree char *normal = bastide_net_normalize_code (code);

    host_name = g_strdup_printf ("records/game-1-%s.bastide", normal);
  }
  host = load_record (dir, host_name);
  boris_record = load_record (dir, "boris.json");
  anna_record = load_record (dir, "anna-again.json");
  assert_same_game (host, boris_record);
  assert_same_game (host, anna_record);
}

/* The protocol's pieces */

static void
test_codes (void)
{
  g_autofree char *code = bastide_net_new_code ();
  g_autofree char *shown = bastide_net_format_code (code);
  g_autofree char *typed = g_ascii_strdown (shown, -1);
  g_autofree char *back = bastide_net_normalize_code (typed);
  g_autofree char *token = bastide_net_new_token ();
  g_autofree char *other = bastide_net_new_token ();
  g_autofree char *spaced = bastide_net_normalize_code (" k7q x2m ");

  g_assert_cmpuint (strlen (code), ==, BASTIDE_NET_CODE_LENGTH);
  g_assert_cmpuint (strlen (shown), ==, BASTIDE_NET_CODE_LENGTH + 1);
  g_assert_cmpstr (back, ==, code);
  g_assert_cmpstr (spaced, ==, "K7QX2M");
  g_assert_null (bastide_net_normalize_code ("K7Q-X2"));
  g_assert_null (bastide_net_normalize_code ("K7Q-X2MM"));
  g_assert_null (bastide_net_normalize_code ("K0Q-X2M"));   /* no zero */
  g_assert_null (bastide_net_normalize_code ("KIQ-X2M"));   /* no I */
  g_assert_cmpuint (strlen (token), ==, 32);
  g_assert_cmpstr (token, !=, other);
  g_assert_true (bastide_net_tokens_equal (token, token));
  g_assert_false (bastide_net_tokens_equal (token, other));
  g_assert_false (bastide_net_tokens_equal (token, NULL));
}

static void
test_names_and_chat (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *name = bastide_net_check_name ("  Анна  ", &error);
  g_autofree char *long_name = g_strnfill (BASTIDE_NET_MAX_NAME + 1, 'a');
  g_autofree char *long_chat = g_strnfill (BASTIDE_NET_MAX_CHAT + 1, 'a');
  g_autofree char *longest_chat = g_strnfill (BASTIDE_NET_MAX_CHAT, 'a');
  char *refused;

  g_assert_no_error (error);
  g_assert_cmpstr (name, ==, "Анна");
  refused = bastide_net_check_name ("   ", &error);
  g_assert_null (refused);
  g_assert_error (error, BASTIDE_NET_ERROR, BASTIDE_NET_ERROR_NAME);
  g_clear_error (&error);
  g_assert_null (bastide_net_check_name (long_name, NULL));
  g_assert_null (bastide_net_check_name ("tab\there", NULL));
  g_assert_true (bastide_net_check_chat ("<b>hello</b> & welcome", NULL));
  g_assert_true (bastide_net_check_chat (longest_chat, NULL));
  g_assert_false (bastide_net_check_chat (long_chat, NULL));
  g_assert_false (bastide_net_check_chat ("", NULL));
  g_assert_false (bastide_net_check_chat ("a\nb", &error));
  g_assert_error (error, BASTIDE_NET_ERROR, BASTIDE_NET_ERROR_CHAT);
}

static void
test_flood_bucket (void)
{
  BastideNetBucket bucket;
  guint passed = 0;

  bastide_net_bucket_init (&bucket, 0);
  for (guint i = 0; i < 100; i++)
    passed += bastide_net_bucket_take (&bucket, 0);
  g_assert_cmpuint (passed, ==, BASTIDE_NET_BURST);
  /* Half a second later, half a second's worth more. */
  passed = 0;
  for (guint i = 0; i < 100; i++)
    passed += bastide_net_bucket_take (&bucket, G_USEC_PER_SEC / 2);
  g_assert_cmpuint (passed, ==, BASTIDE_NET_RATE / 2);
}

static void
assert_part_round_trip (const char *text)
{
  BastideRules rules = { BASTIDE_GAME_STANDARD, BASTIDE_EXPANSION_ABBOT | BASTIDE_EXPANSION_ABBEY_MAYOR, 2, 0, 0 };
  g_autoptr(JsonNode) node = json_from_string (text, NULL);
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonNode) built = NULL;
  g_autoptr(GError) error = NULL;
  BastideTurn part;

  g_assert_true (bastide_net_parse_part (node, &rules, &part, &error));
  g_assert_no_error (error);
  bastide_net_build_part (builder, &part);
  built = json_builder_get_root (builder);
  g_assert_true (json_node_equal (node, built));
}

static void
test_parts (void)
{
  BastideRules rules = { BASTIDE_GAME_STANDARD, 0, 2, 0, 0 };
  static const char * const refused[] = {
    "[]", "{\"plague\": []}", "{\"plague\": [null, null]}", "{\"wagons\": [\"home\"], \"x\": 1}",
    "{\"wagons\": [\"away\"]}", "{\"x\": 1}", "{\"tile\": \"ZZ\", \"x\": 1, \"y\": 0, \"rot\": 0}",
  };

  assert_part_round_trip ("{\"tile\":\"V\",\"x\":1,\"y\":0,\"rot\":90,\"deploy\":{\"piece\":\"meeple\",\"on\":\"r1\"}}");
  assert_part_round_trip ("{\"tile\":\"X\",\"discard\":true}");
  assert_part_round_trip ("{\"abbey\":true,\"x\":3,\"y\":-2,\"deploy\":{\"piece\":\"abbot\",\"on\":\"cloister\"}}");
  assert_part_round_trip ("{\"pass\":true}");
  assert_part_round_trip ("{\"plague\":[{\"x\":0,\"y\":1,\"on\":\"f2\"}]}");
  assert_part_round_trip ("{\"plague\":[null]}");
  assert_part_round_trip ("{\"wagons\":[\"home\"]}");
  assert_part_round_trip ("{\"wagons\":[{\"x\":1,\"y\":0,\"on\":\"c1\"}]}");
  for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      g_autoptr(JsonNode) node = json_from_string (refused[i], NULL);
      g_autoptr(GError) error = NULL;
      BastideTurn part;

      g_assert_false (bastide_net_parse_part (node, &rules, &part, &error));
      g_assert_error (error, BASTIDE_NET_ERROR, BASTIDE_NET_ERROR_MESSAGE);
    }
}

static void
test_record_without_seed (void)
{
  BastideRules rules = { BASTIDE_GAME_STANDARD, BASTIDE_EXPANSION_RIVER, 2, 0, 0 };
  g_autoptr(BastideRecord) record = bastide_record_new (&rules, 987654321);
  g_autoptr(JsonNode) node = bastide_net_record_to_node (record);
  g_autoptr(BastideRecord) back = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = json_to_string (node, FALSE);

  g_assert_null (strstr (text, "987654321"));
  g_assert_false (json_object_has_member (json_node_get_object (node), "seed"));
  back = bastide_net_record_from_node (node, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (bastide_record_get_rules (back)->expansions, ==, BASTIDE_EXPANSION_RIVER);
}

static void
test_addresses (void)
{
  static const struct { const char *typed, *address; } cases[] = {
    { "192.168.1.20", "ws://192.168.1.20:47120/" },
    { " example.org:5000 ", "ws://example.org:5000/" },
    { "ws://host:1234/x", "ws://host:1234/x" },
    { "wss://games.example.org/bastide", "wss://games.example.org/bastide" },
    { "wss://games.example.org", "wss://games.example.org/" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *address = bastide_net_client_normalize_address (cases[i].typed, &error);

      g_assert_no_error (error);
      g_assert_cmpstr (address, ==, cases[i].address);
    }
  g_assert_null (bastide_net_client_normalize_address ("", NULL));
  g_assert_null (bastide_net_client_normalize_address ("http://example.org/", NULL));
}

static void
drop_log (const char     *domain,
          GLogLevelFlags  level,
          const char     *message,
          gpointer        data)
{
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  /* libsoup's frame-by-frame debug output would drown the test log. */
  g_log_set_handler ("libsoup", G_LOG_LEVEL_DEBUG, drop_log, NULL);
  /* The host logs every refusal; the tests provoke many. */
  g_log_set_handler ("bastide-net", G_LOG_LEVEL_MESSAGE, g_log_default_handler, NULL);

  g_test_add_func ("/bastide/net/codes", test_codes);
  g_test_add_func ("/bastide/net/names-and-chat", test_names_and_chat);
  g_test_add_func ("/bastide/net/flood-bucket", test_flood_bucket);
  g_test_add_func ("/bastide/net/parts", test_parts);
  g_test_add_func ("/bastide/net/record-without-seed", test_record_without_seed);
  g_test_add_func ("/bastide/net/addresses", test_addresses);
  g_test_add_func ("/bastide/net/game/base", test_game_base);
  g_test_add_func ("/bastide/net/game/expansions", test_game_expansions);
  g_test_add_func ("/bastide/net/game/wheel-of-fortune", test_game_wheel);
  g_test_add_func ("/bastide/net/bad-messages", test_bad_messages);
  g_test_add_func ("/bastide/net/colors", test_colors);
  g_test_add_func ("/bastide/net/reconnect", test_reconnect);
  g_test_add_func ("/bastide/net/take-back", test_take_back);
  g_test_add_func ("/bastide/net/host-restart", test_host_restart);
  g_test_add_func ("/bastide/net/resign", test_resign);
  g_test_add_func ("/bastide/net/backlog", test_backlog);
  g_test_add_func ("/bastide/net/wss", test_wss);
  g_test_add_func ("/bastide/net/cli/killed-join", test_cli_killed_join);
  g_test_add_func ("/bastide/net/cli/serve-announced", test_cli_serve_announced);

  return g_test_run ();
}
