/* bastide-net-table.c: one game hosted over the network
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The table trusts nothing a client sends: a seat acts only through the
 * connection that holds its token, every move goes through the model's
 * submit functions (the engine's checks), and a refusal changes nothing
 * but the sender's error message and a log line.
 */

#define G_LOG_DOMAIN "bastide-net"

#include "config.h"

#include "bastide-net-table.h"

#include "bastide-net-private.h"

#include <glib/gi18n.h>
#include <string.h>

typedef struct
{
  char *name;                   /* NULL: a remote seat nobody took yet */
  BastideColor color;
  BastidePlayerKind kind;       /* as set up: remote for a network seat */
  BastideComputerLevel level;
  char *token;
  BastideNetPeer *peer;         /* the connection acting for it */
  gboolean handed;              /* a remote seat a computer player keeps */
  gboolean resign_told;
} Seat;

struct _BastideNetTable
{
  GObject parent_instance;

  char *code;
  BastideRules rules;
  guint64 seed;
  guint n_seats;
  Seat seats[BASTIDE_MAX_PLAYERS];
  GPtrArray *spectators;        /* BastideNetPeer */
  BastideGame *game;
  gboolean started;
  gboolean finished;
  gboolean hints;
  GPtrArray *current;           /* JsonNode: drawn and played of this turn */
};

G_DEFINE_FINAL_TYPE (BastideNetTable, bastide_net_table, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_CODE,
  PROP_STARTED,
  PROP_FINISHED,
  PROP_HINTS,
  PROP_SPECTATORS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  CHANGED,
  CHAT,
  STARTED,
  FINISHED,
  REFUSED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Sending */

static void
broadcast (BastideNetTable *self,
           const char      *text)
{
  for (guint i = 0; i < self->n_seats; i++)
    if (self->seats[i].peer != NULL)
      bastide_net_peer_send (self->seats[i].peer, text);
  for (guint i = 0; i < self->spectators->len; i++)
    bastide_net_peer_send (self->spectators->pdata[i], text);
}

static void
refuse (BastideNetTable *self,
        BastideNetPeer  *peer,
        BastideNetError  code,
        const char      *message)
{
  g_autoptr(GError) error = g_error_new_literal (BASTIDE_NET_ERROR, code, message);

  bastide_net_peer_refuse (peer, error);
  g_signal_emit (self, signals[REFUSED], 0, bastide_net_error_name (code), message);
}

/* A refusal at hello: the connection has nothing more to do here. */
static void
turn_away (BastideNetTable *self,
           BastideNetPeer  *peer,
           BastideNetError  code,
           const char      *message)
{
  refuse (self, peer, code, message);
  bastide_net_peer_close (peer, SOUP_WEBSOCKET_CLOSE_POLICY_VIOLATION, bastide_net_error_name (code));
}

static gboolean
seat_resigned (BastideNetTable *self,
               guint            seat)
{
  return self->game != NULL && bastide_game_get_resigned (self->game, seat);
}

static const char *
seat_kind_name (const Seat *seat)
{
  switch (seat->kind)
    {
    case BASTIDE_PLAYER_COMPUTER: return "computer";
    case BASTIDE_PLAYER_REMOTE: return "remote";
    case BASTIDE_PLAYER_PERSON:
    default: return "person";
    }
}

static char *
table_message (BastideNetTable *self)
{
  JsonBuilder *builder = bastide_net_message_begin ("table");

  json_builder_set_member_name (builder, "code");
  json_builder_add_string_value (builder, self->code);
  json_builder_set_member_name (builder, "rules");
  json_builder_add_value (builder, bastide_net_rules_to_node (&self->rules));
  json_builder_set_member_name (builder, "seats");
  json_builder_begin_array (builder);
  for (guint i = 0; i < self->n_seats; i++)
    {
      const Seat *seat = &self->seats[i];

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "name");
      if (seat->name != NULL)
        json_builder_add_string_value (builder, seat->name);
      else
        json_builder_add_null_value (builder);
      json_builder_set_member_name (builder, "color");
      json_builder_add_string_value (builder, bastide_color_name (seat->color));
      json_builder_set_member_name (builder, "kind");
      json_builder_add_string_value (builder, seat_kind_name (seat));
      if (seat->kind == BASTIDE_PLAYER_COMPUTER)
        {
          json_builder_set_member_name (builder, "level");
          json_builder_add_string_value (builder, bastide_computer_level_name (seat->level));
        }
      json_builder_set_member_name (builder, "taken");
      json_builder_add_boolean_value (builder, seat->kind != BASTIDE_PLAYER_REMOTE || seat->name != NULL);
      json_builder_set_member_name (builder, "connected");
      json_builder_add_boolean_value (builder, seat->kind != BASTIDE_PLAYER_REMOTE || seat->peer != NULL);
      json_builder_set_member_name (builder, "substitute");
      json_builder_add_boolean_value (builder, seat->handed);
      json_builder_set_member_name (builder, "resigned");
      json_builder_add_boolean_value (builder, seat_resigned (self, i));
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "spectators");
  json_builder_add_int_value (builder, self->spectators->len);
  json_builder_set_member_name (builder, "started");
  json_builder_add_boolean_value (builder, self->started);
  json_builder_set_member_name (builder, "hints");
  json_builder_add_boolean_value (builder, self->hints);
  return bastide_net_message_end (builder);
}

static void
table_changed (BastideNetTable *self)
{
  g_autofree char *text = table_message (self);

  broadcast (self, text);
  g_signal_emit (self, signals[CHANGED], 0);
}

static void
send_game (BastideNetTable *self,
           BastideNetPeer  *peer)
{
  JsonBuilder *builder = bastide_net_message_begin ("game");
  g_autofree char *text = NULL;

  json_builder_set_member_name (builder, "record");
  json_builder_add_value (builder, bastide_net_record_to_node (bastide_game_get_record (self->game)));
  json_builder_set_member_name (builder, "current");
  json_builder_begin_array (builder);
  for (guint i = 0; i < self->current->len; i++)
    json_builder_add_value (builder, json_node_copy (self->current->pdata[i]));
  json_builder_end_array (builder);
  text = bastide_net_message_end (builder);
  if (peer != NULL)
    bastide_net_peer_send (peer, text);
  else
    broadcast (self, text);
}

/* A step of the turn in progress: to everyone now, and to whoever joins
 * before the turn ends. */
static void
broadcast_step (BastideNetTable *self,
                JsonBuilder     *builder,
                guint            turn)
{
  g_autofree char *text = bastide_net_message_end (builder);
  guint n_turns = bastide_record_get_n_turns (bastide_game_get_record (self->game));

  broadcast (self, text);
  if (n_turns > turn)
    g_ptr_array_set_size (self->current, 0);
  else
    g_ptr_array_add (self->current, json_from_string (text, NULL));
}

/* The game's signals */

static void
tile_drawn_cb (BastideGame     *game,
               guint            player,
               guint            tile,
               BastideNetTable *self)
{
  JsonBuilder *builder = bastide_net_message_begin ("drawn");
  guint turn = bastide_record_get_n_turns (bastide_game_get_record (game));

  json_builder_set_member_name (builder, "turn");
  json_builder_add_int_value (builder, turn);
  json_builder_set_member_name (builder, "player");
  json_builder_add_int_value (builder, player);
  json_builder_set_member_name (builder, "tile");
  json_builder_add_string_value (builder, bastide_catalogue_get (tile)->id);
  broadcast_step (self, builder, turn);
}

static void
turn_part_cb (BastideGame           *game,
              const BastideTurnPart *part,
              BastideNetTable       *self)
{
  JsonBuilder *builder = bastide_net_message_begin ("played");

  json_builder_set_member_name (builder, "turn");
  json_builder_add_int_value (builder, part->turn);
  json_builder_set_member_name (builder, "player");
  json_builder_add_int_value (builder, part->player);
  json_builder_set_member_name (builder, "part");
  bastide_net_build_part (builder, &part->part);
  broadcast_step (self, builder, part->turn);
}

static void
player_changed_cb (BastideGame     *game,
                   guint            player,
                   BastideNetTable *self)
{
  Seat *seat = &self->seats[player];

  if (bastide_game_get_resigned (game, player) && !seat->resign_told)
    {
      JsonBuilder *builder = bastide_net_message_begin ("resigned");
      g_autofree char *text = NULL;

      seat->resign_told = TRUE;
      json_builder_set_member_name (builder, "player");
      json_builder_add_int_value (builder, player);
      text = bastide_net_message_end (builder);
      broadcast (self, text);
      table_changed (self);
    }
}

static void
game_over_cb (BastideGame     *game,
              BastideNetTable *self)
{
  /* A finished game needs no hosting again: its record is a plain one. */
  bastide_game_set_extra (game, BASTIDE_NET_CODE_KEY, NULL);
  bastide_game_set_extra (game, BASTIDE_NET_SEATS_KEY, NULL);
  self->finished = TRUE;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FINISHED]);
  g_signal_emit (self, signals[FINISHED], 0);
}

/* What the host needs to host the game again from its autosave (the
 * same code; which seats are played over the network, and their tokens,
 * so that returning players are known). */
static void
store_seats (BastideNetTable *self)
{
  g_autoptr(GString) seats = g_string_new (NULL);

  if (self->game == NULL || self->finished)
    return;
  for (guint i = 0; i < self->n_seats; i++)
    {
      const Seat *seat = &self->seats[i];

      if (i > 0)
        g_string_append_c (seats, ',');
      if (seat->kind != BASTIDE_PLAYER_REMOTE)
        continue;
      g_string_append (seats, "remote");
      if (seat->token != NULL)
        g_string_append_printf (seats, ":%s", seat->token);
    }
  bastide_game_set_extra (self->game, BASTIDE_NET_CODE_KEY, self->code);
  bastide_game_set_extra (self->game, BASTIDE_NET_SEATS_KEY, seats->str);
}

static void
set_game (BastideNetTable *self,
          BastideGame     *game)
{
  self->game = g_object_ref (game);
  bastide_game_set_hosted (game, TRUE);
  store_seats (self);
  g_signal_connect_object (game, "tile-drawn", G_CALLBACK (tile_drawn_cb), self, 0);
  g_signal_connect_object (game, "turn-part", G_CALLBACK (turn_part_cb), self, 0);
  g_signal_connect_object (game, "player-changed", G_CALLBACK (player_changed_cb), self, 0);
  g_signal_connect_object (game, "game-over", G_CALLBACK (game_over_cb), self, 0);
}

/* Joining */

static int
color_owner (BastideNetTable *self,
             BastideColor     color)
{
  for (guint i = 0; i < self->n_seats; i++)
    if (self->seats[i].color == color)
      return i;
  return -1;
}

static gboolean
seat_free (const Seat *seat)
{
  return seat->kind == BASTIDE_PLAYER_REMOTE && seat->peer == NULL;
}

/* A free seat the game cannot go on without: one that no computer player
 * keeps, whose player has not resigned. */
static gboolean
seat_awaited (BastideNetTable *self,
              guint            seat)
{
  return seat_free (&self->seats[seat]) && !self->seats[seat].handed && !seat_resigned (self, seat);
}

/* The seat a hello without a known token gets: a free remote seat, the
 * one with the player's name first (a player whose client lost its
 * token), then the one of the colour asked for, then the first. */
static int
choose_seat (BastideNetTable *self,
             const char      *name,
             int              color)
{
  for (guint i = 0; i < self->n_seats; i++)
    if (seat_free (&self->seats[i]) && g_strcmp0 (self->seats[i].name, name) == 0)
      return i;
  for (guint i = 0; i < self->n_seats; i++)
    if (seat_free (&self->seats[i]) && (int) self->seats[i].color == color)
      return i;
  for (guint i = 0; i < self->n_seats; i++)
    if (seat_free (&self->seats[i]))
      return i;
  return -1;
}

static void
send_welcome (BastideNetPeer *peer,
              int             seat,
              const char     *token)
{
  JsonBuilder *builder = bastide_net_message_begin ("welcome");
  g_autofree char *text = NULL;

  json_builder_set_member_name (builder, "protocol");
  json_builder_add_int_value (builder, BASTIDE_NET_PROTOCOL_VERSION);
  json_builder_set_member_name (builder, "seat");
  if (seat >= 0)
    json_builder_add_int_value (builder, seat);
  else
    json_builder_add_null_value (builder);
  if (token != NULL)
    {
      json_builder_set_member_name (builder, "token");
      json_builder_add_string_value (builder, token);
    }
  text = bastide_net_message_end (builder);
  bastide_net_peer_send (peer, text);
}

static void
welcome (BastideNetTable *self,
         BastideNetPeer  *peer,
         int              seat,
         const char      *token)
{
  peer->table = self;
  peer->seat = seat;
  send_welcome (peer, seat, token);
  table_changed (self);
  if (self->started)
    send_game (self, peer);
}

static void
hello_spectator (BastideNetTable *self,
                 BastideNetPeer  *peer,
                 JsonObject      *hello)
{
  const char *name = bastide_net_get_string (hello, "name", FALSE, NULL);
  g_autoptr(GError) error = NULL;

  if (self->spectators->len >= BASTIDE_NET_MAX_SPECTATORS)
    {
      turn_away (self, peer, BASTIDE_NET_ERROR_FULL, _("This game has as many spectators as it takes"));
      return;
    }
  if (name != NULL && (peer->name = bastide_net_check_name (name, &error)) == NULL)
    {
      turn_away (self, peer, BASTIDE_NET_ERROR_NAME, error->message);
      return;
    }
  g_ptr_array_add (self->spectators, bastide_net_peer_ref (peer));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SPECTATORS]);
  welcome (self, peer, -1, NULL);
}

static void
hello_player (BastideNetTable *self,
              BastideNetPeer  *peer,
              JsonObject      *hello)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *name = NULL;
  const char *color_name, *token;
  int color = -1, index = -1;
  Seat *seat;

  name = bastide_net_check_name (bastide_net_get_string (hello, "name", FALSE, NULL), &error);
  if (name == NULL)
    {
      turn_away (self, peer, BASTIDE_NET_ERROR_NAME, error->message);
      return;
    }
  color_name = bastide_net_get_string (hello, "color", FALSE, NULL);
  if (color_name != NULL && (color = bastide_color_from_name (color_name)) < 0)
    {
      turn_away (self, peer, BASTIDE_NET_ERROR_MESSAGE,
                 _("“color” is one of red, green, blue, yellow, black and pink"));
      return;
    }

  token = bastide_net_get_string (hello, "token", FALSE, NULL);
  for (guint i = 0; token != NULL && i < self->n_seats; i++)
    if (bastide_net_tokens_equal (self->seats[i].token, token))
      index = i;
  if (index < 0)
    index = choose_seat (self, name, color);
  if (index < 0)
    {
      turn_away (self, peer, BASTIDE_NET_ERROR_SEAT, _("Every seat of this game is taken"));
      return;
    }
  seat = &self->seats[index];

  /* Before a new game starts, the player names the seat and may take any
   * colour nobody else has; later the record has fixed both. */
  if (self->game == NULL)
    {
      if (color >= 0 && color_owner (self, color) >= 0 && color_owner (self, color) != index)
        {
          turn_away (self, peer, BASTIDE_NET_ERROR_SEAT, _("Another player has that colour"));
          return;
        }
      g_free (seat->name);
      seat->name = g_strdup (name);
      if (color >= 0)
        seat->color = color;
    }

  if (seat->peer != NULL)
    {
      g_autoptr(BastideNetPeer) old = g_steal_pointer (&seat->peer);

      refuse (self, old, BASTIDE_NET_ERROR_REPLACED, _("The seat was taken up again from another connection"));
      old->table = NULL;
      bastide_net_peer_close (old, SOUP_WEBSOCKET_CLOSE_NORMAL, "replaced");
    }
  /* A token that came with the hello stays; taking a seat back by name
   * makes the old token worthless. */
  if (token == NULL || !bastide_net_tokens_equal (seat->token, token))
    {
      g_free (seat->token);
      seat->token = bastide_net_new_token ();
    }
  seat->peer = bastide_net_peer_ref (peer);
  peer->name = g_strdup (seat->name);
  if (seat->handed)
    {
      seat->handed = FALSE;
      bastide_game_set_player_kind (self->game, index, BASTIDE_PLAYER_REMOTE, seat->level);
    }
  store_seats (self);
  g_message ("%s: %s took seat %d of game %s", peer->address, seat->name, index + 1, self->code);
  welcome (self, peer, index, seat->token);
}

void
bastide_net_table_hello (BastideNetTable *self,
                         BastideNetPeer  *peer,
                         JsonObject      *hello)
{
  const char *as = bastide_net_get_string (hello, "as", FALSE, NULL);

  if (self->finished)
    turn_away (self, peer, BASTIDE_NET_ERROR_CODE, _("This game is over"));
  else if (g_strcmp0 (as, "spectator") == 0)
    hello_spectator (self, peer, hello);
  else if (as == NULL || g_str_equal (as, "player"))
    hello_player (self, peer, hello);
  else
    turn_away (self, peer, BASTIDE_NET_ERROR_MESSAGE, _("“as” is “player” or “spectator”"));
}

/* Playing */

static BastideNetError
net_code_for (const GError *error)
{
  if (error->domain == BASTIDE_RULE_ERROR)
    return BASTIDE_NET_ERROR_RULE;
  if (error->domain == BASTIDE_GAME_ERROR)
    return BASTIDE_NET_ERROR_TURN;
  return BASTIDE_NET_ERROR_MESSAGE;
}

static gboolean
check_turn (BastideNetTable *self,
            BastideNetPeer  *peer,
            JsonObject      *message)
{
  g_autoptr(GError) error = NULL;
  gint64 turn;

  if (!bastide_net_get_int (message, "turn", 0, G_MAXUINT16, &turn, &error))
    {
      refuse (self, peer, BASTIDE_NET_ERROR_MESSAGE, error->message);
      return FALSE;
    }
  if (turn != bastide_record_get_n_turns (bastide_game_get_record (self->game)))
    {
      refuse (self, peer, BASTIDE_NET_ERROR_TURN, _("That move belongs to another turn"));
      return FALSE;
    }
  return TRUE;
}

static void
receive_move (BastideNetTable *self,
              BastideNetPeer  *peer,
              const char      *type,
              JsonObject      *message)
{
  g_autoptr(GError) error = NULL;
  BastideTurn part;
  gboolean ok;

  if (peer->seat < 0)
    {
      refuse (self, peer, BASTIDE_NET_ERROR_SEAT, _("Spectators watch the game; they do not play"));
      return;
    }
  if (!self->started || self->finished)
    {
      refuse (self, peer, BASTIDE_NET_ERROR_STARTED,
              self->finished ? _("The game is over") : _("The game has not started"));
      return;
    }
  if (g_str_equal (type, "resign"))
    {
      bastide_game_resign (self->game, peer->seat);
      return;
    }
  if (!check_turn (self, peer, message))
    return;
  if (g_str_equal (type, "draw"))
    ok = bastide_game_submit_draw (self->game, peer->seat, -1, &error);
  else if (!bastide_net_parse_part (json_object_get_member (message, "part"),
                                    &self->rules, &part, &error))
    {
      refuse (self, peer, BASTIDE_NET_ERROR_MESSAGE, error->message);
      return;
    }
  else
    ok = bastide_game_submit_turn (self->game, peer->seat, &part, &error);
  if (!ok)
    refuse (self, peer, net_code_for (error), error->message);
}

/* Before a new game starts, a seated player may take another free colour. */
static void
receive_color (BastideNetTable *self,
               BastideNetPeer  *peer,
               JsonObject      *message)
{
  g_autoptr(GError) error = NULL;
  const char *name = bastide_net_get_string (message, "color", TRUE, &error);
  int color = name != NULL ? bastide_color_from_name (name) : -1;
  int owner;

  if (peer->seat < 0)
    {
      refuse (self, peer, BASTIDE_NET_ERROR_SEAT, _("Spectators watch the game; they do not play"));
      return;
    }
  if (self->game != NULL)
    {
      refuse (self, peer, BASTIDE_NET_ERROR_STARTED, _("Colours are chosen before the game starts"));
      return;
    }
  if (color < 0)
    {
      refuse (self, peer, BASTIDE_NET_ERROR_MESSAGE,
              _("“color” is one of red, green, blue, yellow, black and pink"));
      return;
    }
  owner = color_owner (self, color);
  if (owner >= 0 && owner != peer->seat)
    {
      refuse (self, peer, BASTIDE_NET_ERROR_SEAT, _("Another player has that colour"));
      return;
    }
  self->seats[peer->seat].color = color;
  table_changed (self);
}

static void
receive_chat (BastideNetTable *self,
              BastideNetPeer  *peer,
              JsonObject      *message)
{
  g_autoptr(GError) error = NULL;
  const char *text = bastide_net_get_string (message, "text", TRUE, &error);

  if (text == NULL || !bastide_net_check_chat (text, &error))
    {
      refuse (self, peer, error->domain == BASTIDE_NET_ERROR ? (BastideNetError) error->code : BASTIDE_NET_ERROR_CHAT,
              error->message);
      return;
    }
  bastide_net_table_say (self, peer->seat, peer->name, text);
}

void
bastide_net_table_receive (BastideNetTable *self,
                           BastideNetPeer  *peer,
                           const char      *type,
                           JsonObject      *message)
{
  if (g_str_equal (type, "draw") || g_str_equal (type, "act") || g_str_equal (type, "resign"))
    receive_move (self, peer, type, message);
  else if (g_str_equal (type, "chat"))
    receive_chat (self, peer, message);
  else if (g_str_equal (type, "color"))
    receive_color (self, peer, message);
  else if (g_str_equal (type, "sync"))
    {
      if (self->started)
        send_game (self, peer);
      else
        refuse (self, peer, BASTIDE_NET_ERROR_STARTED, _("The game has not started"));
    }
  else if (g_str_equal (type, "hello"))
    refuse (self, peer, BASTIDE_NET_ERROR_HELLO, _("This connection has said hello already"));
  else
    refuse (self, peer, BASTIDE_NET_ERROR_TYPE, _("There is no such message"));
}

void
bastide_net_table_drop (BastideNetTable *self,
                        BastideNetPeer  *peer)
{
  if (peer->seat >= 0 && self->seats[peer->seat].peer == peer)
    {
      g_message ("%s: %s left game %s", peer->address, self->seats[peer->seat].name, self->code);
      g_clear_pointer (&self->seats[peer->seat].peer, bastide_net_peer_unref);
    }
  else if (peer->seat < 0 && g_ptr_array_remove (self->spectators, peer))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SPECTATORS]);
  else
    return;
  peer->table = NULL;
  table_changed (self);
}

/* GObject */

static void
close_all (BastideNetTable *self)
{
  for (guint i = 0; i < self->n_seats; i++)
    if (self->seats[i].peer != NULL)
      {
        g_autoptr(BastideNetPeer) peer = g_steal_pointer (&self->seats[i].peer);

        peer->table = NULL;
        bastide_net_peer_close (peer, SOUP_WEBSOCKET_CLOSE_GOING_AWAY, NULL);
      }
  while (self->spectators->len > 0)
    {
      g_autoptr(BastideNetPeer) peer = g_ptr_array_steal_index (self->spectators, 0);

      peer->table = NULL;
      bastide_net_peer_close (peer, SOUP_WEBSOCKET_CLOSE_GOING_AWAY, NULL);
    }
}

static void
bastide_net_table_dispose (GObject *object)
{
  BastideNetTable *self = (BastideNetTable *) object;

  close_all (self);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (bastide_net_table_parent_class)->dispose (object);
}

static void
bastide_net_table_finalize (GObject *object)
{
  BastideNetTable *self = (BastideNetTable *) object;

  for (guint i = 0; i < BASTIDE_MAX_PLAYERS; i++)
    {
      g_free (self->seats[i].name);
      g_free (self->seats[i].token);
    }
  g_ptr_array_unref (self->spectators);
  g_ptr_array_unref (self->current);
  g_free (self->code);

  G_OBJECT_CLASS (bastide_net_table_parent_class)->finalize (object);
}

static void
bastide_net_table_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  BastideNetTable *self = BASTIDE_NET_TABLE (object);

  switch (prop_id)
    {
    case PROP_CODE:
      g_value_set_string (value, self->code);
      break;
    case PROP_STARTED:
      g_value_set_boolean (value, self->started);
      break;
    case PROP_FINISHED:
      g_value_set_boolean (value, self->finished);
      break;
    case PROP_HINTS:
      g_value_set_boolean (value, self->hints);
      break;
    case PROP_SPECTATORS:
      g_value_set_uint (value, self->spectators->len);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bastide_net_table_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  BastideNetTable *self = BASTIDE_NET_TABLE (object);

  switch (prop_id)
    {
    case PROP_HINTS:
      bastide_net_table_set_hints (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bastide_net_table_class_init (BastideNetTableClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GType type = G_TYPE_FROM_CLASS (klass);

  object_class->dispose = bastide_net_table_dispose;
  object_class->finalize = bastide_net_table_finalize;
  object_class->get_property = bastide_net_table_get_property;
  object_class->set_property = bastide_net_table_set_property;

  properties[PROP_CODE] =
    g_param_spec_string ("code", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_STARTED] =
    g_param_spec_boolean ("started", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FINISHED] =
    g_param_spec_boolean ("finished", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_HINTS] =
    g_param_spec_boolean ("hints", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SPECTATORS] =
    g_param_spec_uint ("spectators", NULL, NULL, 0, BASTIDE_NET_MAX_SPECTATORS, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[CHANGED] =
    g_signal_new ("changed", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[CHAT] =
    g_signal_new ("chat", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 3,
                  G_TYPE_INT, G_TYPE_STRING, G_TYPE_STRING);
  signals[STARTED] =
    g_signal_new ("started", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[FINISHED] =
    g_signal_new ("finished", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[REFUSED] =
    g_signal_new ("refused", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 2,
                  G_TYPE_STRING, G_TYPE_STRING);
}

static void
bastide_net_table_init (BastideNetTable *self)
{
  self->code = bastide_net_new_code ();
  self->spectators = g_ptr_array_new_with_free_func ((GDestroyNotify) bastide_net_peer_unref);
  self->current = g_ptr_array_new_with_free_func ((GDestroyNotify) json_node_unref);
}

/* Public API */

/**
 * bastide_net_table_new:
 * @rules: the game
 * @seats: (array): rules->n_players seats
 * @seed: shuffles the tiles (it never leaves the host)
 * @error: why the game cannot be set up
 *
 * Returns: (transfer full) (nullable): the table
 */
BastideNetTable *
bastide_net_table_new (const BastideRules        *rules,
                       const BastidePlayerSetup  *seats,
                       guint64                    seed,
                       GError                   **error)
{
  g_autofree BastideState *check = g_new0 (BastideState, 1);
  BastideNetTable *self;

  g_return_val_if_fail (rules != NULL && seats != NULL, NULL);
  g_return_val_if_fail (rules->n_players >= 2 && rules->n_players <= BASTIDE_MAX_PLAYERS, NULL);

  if (!bastide_state_init_standard (check, rules, seed, error))
    return NULL;
  self = g_object_new (BASTIDE_TYPE_NET_TABLE, NULL);
  self->rules = *rules;
  self->seed = seed;
  self->n_seats = rules->n_players;
  for (guint i = 0; i < self->n_seats; i++)
    {
      Seat *seat = &self->seats[i];

      seat->kind = seats[i].kind;
      seat->level = seats[i].level;
      seat->color = seats[i].color;
      if (seats[i].kind != BASTIDE_PLAYER_REMOTE || seats[i].name != NULL)
        seat->name = g_strdup (seats[i].name != NULL ? seats[i].name : bastide_color_label (seats[i].color));
    }
  return self;
}

/* 32 hexadecimal digits, as bastide_net_new_token() makes them. */
static gboolean
is_token (const char *text)
{
  guint n = 0;

  for (; g_ascii_isxdigit (text[n]); n++)
    ;
  return n == 32 && text[n] == '\0';
}

/**
 * bastide_net_table_new_for_game:
 * @game: a game under way, hosted before (its record keeps the code and
 *   which seats are played over the network)
 *
 * Returns: (transfer full): a table for @game, with its code of before
 *   when the record has it, and its seats' tokens, so that the players
 *   who come back with theirs are known; a network seat a computer player
 *   kept stays with it until its player is back
 */
BastideNetTable *
bastide_net_table_new_for_game (BastideGame *game)
{
  const char *network = NULL;
  g_autofree char *code = NULL;
  g_auto(GStrv) entries = NULL;
  BastideNetTable *self;

  g_return_val_if_fail (BASTIDE_IS_GAME (game), NULL);

  network = bastide_game_get_extra (game, BASTIDE_NET_SEATS_KEY);
  self = g_object_new (BASTIDE_TYPE_NET_TABLE, NULL);
  self->rules = *bastide_game_get_rules (game);
  self->n_seats = bastide_game_get_n_players (game);
  code = bastide_net_normalize_code (bastide_game_get_extra (game, BASTIDE_NET_CODE_KEY));
  if (code != NULL)
    {
      g_free (self->code);
      self->code = g_steal_pointer (&code);
    }
  entries = g_strsplit (network != NULL ? network : "", ",", BASTIDE_MAX_PLAYERS);
  for (guint i = 0; i < self->n_seats; i++)
    {
      Seat *seat = &self->seats[i];
      const char *entry = network != NULL && i < g_strv_length (entries) ? entries[i] : NULL;

      seat->kind = bastide_game_get_player_kind (game, i);
      seat->level = bastide_game_get_player_level (game, i);
      seat->color = bastide_game_get_player_color (game, i);
      seat->name = g_strdup (bastide_game_get_player_name (game, i));
      seat->resign_told = bastide_game_get_resigned (game, i);
      /* A network seat a computer player kept (or plays since its player
       * resigned) stays a network seat: its player may come back. */
      if (entry != NULL && g_str_has_prefix (entry, "remote"))
        {
          seat->handed = seat->kind == BASTIDE_PLAYER_COMPUTER && !seat->resign_told;
          seat->kind = BASTIDE_PLAYER_REMOTE;
          if (entry[strlen ("remote")] == ':' && is_token (entry + strlen ("remote:")))
            seat->token = g_strdup (entry + strlen ("remote:"));
        }
    }
  set_game (self, game);
  /* nothing moves before the host starts it again */
  bastide_game_set_paused (game, TRUE);
  return self;
}

/**
 * bastide_net_table_was_hosted:
 * @game: a game, from the autosave for instance
 *
 * Returns: whether @game was hosted over the network (even if computer
 *   players keep all its network seats now), so that it is hosted again
 */
gboolean
bastide_net_table_was_hosted (BastideGame *game)
{
  g_return_val_if_fail (BASTIDE_IS_GAME (game), FALSE);

  if (bastide_game_get_extra (game, BASTIDE_NET_SEATS_KEY) != NULL)
    return TRUE;
  for (guint i = 0; i < bastide_game_get_n_players (game); i++)
    if (bastide_game_get_player_kind (game, i) == BASTIDE_PLAYER_REMOTE)
      return TRUE;
  return FALSE;
}

const char *
bastide_net_table_get_code (BastideNetTable *self)
{
  g_return_val_if_fail (BASTIDE_IS_NET_TABLE (self), NULL);
  return self->code;
}

const BastideRules *
bastide_net_table_get_rules (BastideNetTable *self)
{
  g_return_val_if_fail (BASTIDE_IS_NET_TABLE (self), NULL);
  return &self->rules;
}

BastideGame *
bastide_net_table_get_game (BastideNetTable *self)
{
  g_return_val_if_fail (BASTIDE_IS_NET_TABLE (self), NULL);
  return self->game;
}

gboolean
bastide_net_table_get_started (BastideNetTable *self)
{
  g_return_val_if_fail (BASTIDE_IS_NET_TABLE (self), FALSE);
  return self->started;
}

gboolean
bastide_net_table_get_finished (BastideNetTable *self)
{
  g_return_val_if_fail (BASTIDE_IS_NET_TABLE (self), FALSE);
  return self->finished;
}

gboolean
bastide_net_table_get_ready (BastideNetTable *self)
{
  g_return_val_if_fail (BASTIDE_IS_NET_TABLE (self), FALSE);
  for (guint i = 0; i < self->n_seats; i++)
    if (seat_awaited (self, i))
      return FALSE;
  return TRUE;
}

guint
bastide_net_table_count_free (BastideNetTable *self)
{
  guint n = 0;

  g_return_val_if_fail (BASTIDE_IS_NET_TABLE (self), 0);
  for (guint i = 0; i < self->n_seats; i++)
    n += seat_free (&self->seats[i]);
  return n;
}

gboolean
bastide_net_table_get_hints (BastideNetTable *self)
{
  g_return_val_if_fail (BASTIDE_IS_NET_TABLE (self), FALSE);
  return self->hints;
}

void
bastide_net_table_set_hints (BastideNetTable *self,
                             gboolean         hints)
{
  g_return_if_fail (BASTIDE_IS_NET_TABLE (self));

  if (self->hints == !!hints)
    return;
  self->hints = !!hints;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HINTS]);
  table_changed (self);
}

guint
bastide_net_table_get_spectators (BastideNetTable *self)
{
  g_return_val_if_fail (BASTIDE_IS_NET_TABLE (self), 0);
  return self->spectators->len;
}

guint
bastide_net_table_get_n_seats (BastideNetTable *self)
{
  g_return_val_if_fail (BASTIDE_IS_NET_TABLE (self), 0);
  return self->n_seats;
}

const char *
bastide_net_table_get_seat_name (BastideNetTable *self,
                                 guint            seat)
{
  g_return_val_if_fail (BASTIDE_IS_NET_TABLE (self), NULL);
  g_return_val_if_fail (seat < self->n_seats, NULL);
  return self->seats[seat].name;
}

BastideColor
bastide_net_table_get_seat_color (BastideNetTable *self,
                                  guint            seat)
{
  g_return_val_if_fail (BASTIDE_IS_NET_TABLE (self), BASTIDE_COLOR_RED);
  g_return_val_if_fail (seat < self->n_seats, BASTIDE_COLOR_RED);
  return self->seats[seat].color;
}

BastidePlayerKind
bastide_net_table_get_seat_kind (BastideNetTable *self,
                                 guint            seat)
{
  g_return_val_if_fail (BASTIDE_IS_NET_TABLE (self), BASTIDE_PLAYER_PERSON);
  g_return_val_if_fail (seat < self->n_seats, BASTIDE_PLAYER_PERSON);
  return self->seats[seat].kind;
}

gboolean
bastide_net_table_is_seat_remote (BastideNetTable *self,
                                  guint            seat)
{
  g_return_val_if_fail (BASTIDE_IS_NET_TABLE (self), FALSE);
  g_return_val_if_fail (seat < self->n_seats, FALSE);
  return self->seats[seat].kind == BASTIDE_PLAYER_REMOTE;
}

gboolean
bastide_net_table_is_seat_handed (BastideNetTable *self,
                                  guint            seat)
{
  g_return_val_if_fail (BASTIDE_IS_NET_TABLE (self), FALSE);
  g_return_val_if_fail (seat < self->n_seats, FALSE);
  return self->seats[seat].handed;
}

gboolean
bastide_net_table_is_seat_connected (BastideNetTable *self,
                                     guint            seat)
{
  g_return_val_if_fail (BASTIDE_IS_NET_TABLE (self), FALSE);
  g_return_val_if_fail (seat < self->n_seats, FALSE);
  return self->seats[seat].peer != NULL;
}

/**
 * bastide_net_table_start:
 * @self: a #BastideNetTable
 * @error: why not: a remote seat is still free, or the game cannot start
 *
 * Starts the game (a new one is created now) or resumes it, and sends it
 * to everyone.
 *
 * Returns: whether it started
 */
gboolean
bastide_net_table_start (BastideNetTable  *self,
                         GError          **error)
{
  g_return_val_if_fail (BASTIDE_IS_NET_TABLE (self), FALSE);

  if (self->started)
    return TRUE;
  if (!bastide_net_table_get_ready (self))
    {
      g_set_error_literal (error, BASTIDE_NET_ERROR, BASTIDE_NET_ERROR_SEAT,
                           _("Some seats still wait for their players"));
      return FALSE;
    }
  if (self->game == NULL)
    {
      BastidePlayerSetup players[BASTIDE_MAX_PLAYERS];
      g_autoptr(BastideGame) game = NULL;

      for (guint i = 0; i < self->n_seats; i++)
        players[i] = (BastidePlayerSetup) { self->seats[i].name, self->seats[i].color,
                                            self->seats[i].kind, self->seats[i].level };
      game = bastide_game_new (&self->rules, players, self->seed, error);
      if (game == NULL)
        return FALSE;
      set_game (self, game);
    }
  self->started = TRUE;
  bastide_game_set_paused (self->game, FALSE);
  g_message ("game %s started", self->code);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STARTED]);
  table_changed (self);
  send_game (self, NULL);
  g_signal_emit (self, signals[STARTED], 0);
  return TRUE;
}

void
bastide_net_table_hand_to_computer (BastideNetTable      *self,
                                    guint                 seat,
                                    BastideComputerLevel  level)
{
  g_return_if_fail (BASTIDE_IS_NET_TABLE (self));
  g_return_if_fail (seat < self->n_seats);
  g_return_if_fail (self->game != NULL);

  if (!seat_free (&self->seats[seat]))
    return;
  self->seats[seat].handed = TRUE;
  self->seats[seat].level = level;
  bastide_game_set_player_kind (self->game, seat, BASTIDE_PLAYER_COMPUTER, level);
  table_changed (self);
}

/**
 * bastide_net_table_end:
 * @self: a #BastideNetTable
 *
 * Ends the game for everyone, before its end.
 */
void
bastide_net_table_end (BastideNetTable *self)
{
  JsonBuilder *builder;
  g_autofree char *text = NULL;

  g_return_if_fail (BASTIDE_IS_NET_TABLE (self));

  if (self->finished)
    return;
  builder = bastide_net_message_begin ("ended");
  json_builder_set_member_name (builder, "reason");
  json_builder_add_string_value (builder, "host");
  text = bastide_net_message_end (builder);
  broadcast (self, text);
  close_all (self);
  self->finished = TRUE;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FINISHED]);
  g_signal_emit (self, signals[FINISHED], 0);
}

/**
 * bastide_net_table_say:
 * @self: a #BastideNetTable
 * @seat: the seat speaking, or -1 (the host, a spectator)
 * @name: (nullable): who speaks
 * @text: plain text, as bastide_net_check_chat() takes it
 *
 * Sends a chat line to everyone.
 */
void
bastide_net_table_say (BastideNetTable *self,
                       int              seat,
                       const char      *name,
                       const char      *text)
{
  JsonBuilder *builder;
  g_autofree char *message = NULL;

  g_return_if_fail (BASTIDE_IS_NET_TABLE (self));
  g_return_if_fail (bastide_net_check_chat (text, NULL));

  builder = bastide_net_message_begin ("chat");
  json_builder_set_member_name (builder, "seat");
  if (seat >= 0)
    json_builder_add_int_value (builder, seat);
  else
    json_builder_add_null_value (builder);
  json_builder_set_member_name (builder, "name");
  if (name != NULL)
    json_builder_add_string_value (builder, name);
  else
    json_builder_add_null_value (builder);
  json_builder_set_member_name (builder, "text");
  json_builder_add_string_value (builder, text);
  message = bastide_net_message_end (builder);
  broadcast (self, message);
  g_signal_emit (self, signals[CHAT], 0, seat, name, text);
}

void
bastide_net_table_resign (BastideNetTable *self,
                          guint            seat)
{
  g_return_if_fail (BASTIDE_IS_NET_TABLE (self));
  g_return_if_fail (seat < self->n_seats);

  if (self->started && !self->finished)
    bastide_game_resign (self->game, seat);
}
