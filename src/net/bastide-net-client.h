/* bastide-net-client.h: a connection to a host, and its mirror game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A client takes a seat (or watches) at a host's table and keeps a mirror
 * of the host's game: a BastideGame whose other seats are
 * BASTIDE_PLAYER_REMOTE and whose tiles come from the host
 * (bastide_game_set_mirror()). The local seat is a person (the window
 * plays it) or a computer player (bastide-cli join); what it decides is
 * sent to the host as turn parts (docs/network.md). A dropped connection
 * is taken up again by itself, with the seat's token.
 *
 * Signals
 *
 *   table-changed  ()              the seats, spectators or settings
 *   game-started   (BastideGame *) a mirror of the host's game is ready:
 *                                  at the start, and again after a
 *                                  reconnection or a resynchronisation
 *   chat           (int seat, const char *name, const char *text)
 *                                  seat -1: a spectator or the host
 *   refused        (const char *code, const char *message)
 *                                  the host refused one of our messages
 *   closed         (GError *)      the connection is over for good: NULL
 *                                  after the game ended normally, else why
 *                                  (BASTIDE_NET_ERROR)
 *   message        (const char *)  every message from the host, as
 *                                  received (for logs and tests)
 */

#pragma once

#include "bastide-game.h"

G_BEGIN_DECLS

/* Milliseconds a computer player on a client waits between its steps: a
 * bot then sends fewer than 20 messages a second, under the host's flood
 * limit, and the game stays fast. */
#define BASTIDE_NET_BOT_DELAY_MS 40

typedef enum
{
  BASTIDE_NET_CLIENT_IDLE,
  BASTIDE_NET_CLIENT_CONNECTING,
  BASTIDE_NET_CLIENT_LOBBY,         /* seated or watching; not started */
  BASTIDE_NET_CLIENT_PLAYING,
  BASTIDE_NET_CLIENT_RECONNECTING,
  BASTIDE_NET_CLIENT_CLOSED,
} BastideNetClientState;

#define BASTIDE_TYPE_NET_CLIENT (bastide_net_client_get_type ())

G_DECLARE_FINAL_TYPE (BastideNetClient, bastide_net_client, BASTIDE, NET_CLIENT, GObject)

/* What a person typed ("192.168.1.20", "host:47120", "wss://…/bastide")
 * as a WebSocket address; plain addresses get ws:// and the default
 * port. NULL with G_IO_ERROR_INVALID_ARGUMENT when it is not one. */
char               *bastide_net_client_normalize_address (const char          *typed,
                                                           GError             **error);

/* @address as normalize_address() takes it; @code as typed. */
BastideNetClient   *bastide_net_client_new          (const char           *address,
                                                     const char           *code,
                                                     GError              **error);
/* Before connect(): a player (@color -1: any free colour; @kind person or
 * computer) or a spectator (@name may be NULL). */
void                bastide_net_client_set_player   (BastideNetClient     *self,
                                                     const char           *name,
                                                     int                   color,
                                                     BastidePlayerKind     kind,
                                                     BastideComputerLevel  level);
void                bastide_net_client_set_spectator (BastideNetClient    *self,
                                                      const char          *name);
/* Before connect(): the certificate authorities a wss:// host's
 * certificate must come from (a server with a certificate of its own);
 * by default, the system's. */
void                bastide_net_client_set_tls_database (BastideNetClient *self,
                                                         GTlsDatabase     *database);
void                bastide_net_client_connect      (BastideNetClient     *self);
void                bastide_net_client_close        (BastideNetClient     *self);

BastideNetClientState bastide_net_client_get_state  (BastideNetClient     *self);
const char         *bastide_net_client_get_address  (BastideNetClient     *self);
const char         *bastide_net_client_get_code     (BastideNetClient     *self);
/* The seat taken, or -1 (a spectator, or not seated yet). */
int                 bastide_net_client_get_seat     (BastideNetClient     *self);
BastideGame        *bastide_net_client_get_game     (BastideNetClient     *self);
gboolean            bastide_net_client_get_hints    (BastideNetClient     *self);

/* The last table the host sent: seats as in docs/network.md. */
guint               bastide_net_client_get_n_seats  (BastideNetClient     *self);
const char         *bastide_net_client_get_seat_name (BastideNetClient    *self,
                                                      guint                seat);
BastideColor        bastide_net_client_get_seat_color (BastideNetClient   *self,
                                                       guint               seat);
gboolean            bastide_net_client_is_seat_taken (BastideNetClient    *self,
                                                      guint                seat);
/* Someone plays the seat: its player is connected, or a computer player
 * of the host keeps it for them. */
gboolean            bastide_net_client_is_seat_connected (BastideNetClient *self,
                                                          guint             seat);
gboolean            bastide_net_client_is_seat_remote (BastideNetClient   *self,
                                                       guint               seat);
/* A computer player of the host keeps the seat until its player is back. */
gboolean            bastide_net_client_is_seat_substitute (BastideNetClient *self,
                                                           guint             seat);
/* Who plays a seat at the host: a person there, a computer, or remote. */
BastidePlayerKind   bastide_net_client_get_seat_kind (BastideNetClient    *self,
                                                      guint                seat);
guint               bastide_net_client_get_spectators (BastideNetClient   *self);
/* The game and expansions of the table ("standard", "river", …). */
const char         *bastide_net_client_get_game_name (BastideNetClient    *self);
GStrv               bastide_net_client_list_expansions (BastideNetClient  *self);

void                bastide_net_client_say          (BastideNetClient     *self,
                                                     const char           *text);
void                bastide_net_client_resign       (BastideNetClient     *self);
/* Before the game starts: take another free colour. */
void                bastide_net_client_set_color    (BastideNetClient     *self,
                                                     BastideColor          color);

/* The longest time, in microseconds, between sending a decision and the
 * host's answer for it. */
gint64              bastide_net_client_get_slowest_round_trip (BastideNetClient *self);

G_END_DECLS
