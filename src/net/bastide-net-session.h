/* bastide-net-session.h: a network game, as the window sees it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One face for both ends of a network game, so the window and its dialogs
 * need not know whether they host (a BastideNetHost with one table) or
 * joined (a BastideNetClient): the seats and who is connected, the chat,
 * starting, resigning, and what the host may do about a dropped player.
 * It also tells the game model which remote seats lost their connection
 * (bastide_game_set_player_away()), so the sidebar shows it. A host's
 * session announces the game on the local network while it lasts.
 *
 * Signals
 *
 *   changed       ()                 seats, connections, spectators, hints
 *   chat          (int seat, const char *name, const char *text)
 *   game-started  (BastideGame *)    the game to show (again, for a client
 *                                    whose mirror was rebuilt)
 *   closed        (GError *)         a client's connection is over (NULL:
 *                                    the game ended normally)
 *   refused       (const char *message)
 */

#pragma once

#include "bastide-net-client.h"
#include "bastide-net-host.h"

G_BEGIN_DECLS

#define BASTIDE_TYPE_NET_SESSION (bastide_net_session_get_type ())

G_DECLARE_FINAL_TYPE (BastideNetSession, bastide_net_session, BASTIDE, NET_SESSION, GObject)

BastideNetSession *bastide_net_session_new_host      (BastideNetHost    *host,
                                                      BastideNetTable   *table,
                                                      const char        *host_name);
BastideNetSession *bastide_net_session_new_client    (BastideNetClient  *client);

gboolean           bastide_net_session_get_is_host   (BastideNetSession *self);
/* The code as players type it ("K7Q-X2M"). */
char              *bastide_net_session_dup_code      (BastideNetSession *self);
/* Host: the addresses to give players; client: the host's address. */
GStrv              bastide_net_session_list_addresses (BastideNetSession *self);
BastideGame       *bastide_net_session_get_game      (BastideNetSession *self);
gboolean           bastide_net_session_get_started   (BastideNetSession *self);
/* A client that lost its connection and is trying again. */
gboolean           bastide_net_session_get_reconnecting (BastideNetSession *self);

guint              bastide_net_session_get_n_seats   (BastideNetSession *self);
/* NULL for a seat nobody has taken yet. */
const char        *bastide_net_session_get_seat_name (BastideNetSession *self,
                                                      guint              seat);
BastideColor       bastide_net_session_get_seat_color (BastideNetSession *self,
                                                       guint              seat);
gboolean           bastide_net_session_is_seat_remote (BastideNetSession *self,
                                                       guint              seat);
/* Who plays the seat at the host: a person there, a computer, or remote. */
BastidePlayerKind  bastide_net_session_get_seat_kind (BastideNetSession *self,
                                                      guint              seat);
gboolean           bastide_net_session_is_seat_connected (BastideNetSession *self,
                                                          guint              seat);
/* A computer player of the host keeps the remote seat for its player. */
gboolean           bastide_net_session_is_seat_substitute (BastideNetSession *self,
                                                           guint              seat);
/* Played at this computer: the host's own seats, or the client's seat. */
gboolean           bastide_net_session_is_seat_local (BastideNetSession *self,
                                                      guint              seat);
guint              bastide_net_session_get_spectators (BastideNetSession *self);
/* Host: every remote seat is taken, so the game may start. */
gboolean           bastide_net_session_get_ready     (BastideNetSession *self);
gboolean           bastide_net_session_get_hints     (BastideNetSession *self);

/* Host only */
void               bastide_net_session_set_hints     (BastideNetSession *self,
                                                      gboolean           hints);
gboolean           bastide_net_session_start         (BastideNetSession *self,
                                                      GError           **error);
void               bastide_net_session_hand_to_computer (BastideNetSession    *self,
                                                         guint                 seat,
                                                         BastideComputerLevel  level);
/* Client only: take another free colour before the start. */
void               bastide_net_session_set_color     (BastideNetSession *self,
                                                      BastideColor       color);

/* Both */
void               bastide_net_session_say           (BastideNetSession *self,
                                                      const char        *text);
void               bastide_net_session_resign        (BastideNetSession *self,
                                                      guint              seat);
/* Host: end the game for everyone; client: leave. */
void               bastide_net_session_end           (BastideNetSession *self);

G_END_DECLS
