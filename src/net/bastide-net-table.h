/* bastide-net-table.h: one game hosted over the network
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A table holds the seats of one hosted game and, once it starts, the
 * game itself (a BastideGame whose network seats are
 * BASTIDE_PLAYER_REMOTE). It lets clients take seats, plays what they
 * send through the model and tells every client what happened
 * (docs/network.md). A BastideNetHost carries its connections.
 *
 * Signals
 *
 *   changed   ()     seats taken, colours, connections, spectators, start
 *   chat      (int seat, const char *name, const char *text)
 *                    seat -1: a spectator or the host's own line
 *   started   ()     the game began (or resumed); get_game() has it
 *   finished  ()     the game is over or was ended
 *   refused   (const char *code, const char *message)
 *                    a client's message was refused (also logged)
 *
 * Properties: code (string), started, finished, hints (read-write),
 * spectators (count).
 */

#pragma once

#include "bastide-game.h"

G_BEGIN_DECLS

#define BASTIDE_TYPE_NET_TABLE (bastide_net_table_get_type ())

G_DECLARE_FINAL_TYPE (BastideNetTable, bastide_net_table, BASTIDE, NET_TABLE, GObject)

/* A new game: @seats as for bastide_game_new(); a remote seat's name may
 * be NULL (its player names it when they join). */
BastideNetTable *bastide_net_table_new            (const BastideRules        *rules,
                                                   const BastidePlayerSetup  *seats,
                                                   guint64                    seed,
                                                   GError                   **error);
/* A game already under way (resumed from the autosave): its remote seats
 * are free until players take them again; was_hosted() says whether a
 * game needs this. */
BastideNetTable *bastide_net_table_new_for_game   (BastideGame               *game);
gboolean         bastide_net_table_was_hosted     (BastideGame               *game);

const char      *bastide_net_table_get_code       (BastideNetTable           *self);
const BastideRules *bastide_net_table_get_rules   (BastideNetTable           *self);
/* NULL before a new game starts. */
BastideGame     *bastide_net_table_get_game       (BastideNetTable           *self);
gboolean         bastide_net_table_get_started    (BastideNetTable           *self);
gboolean         bastide_net_table_get_finished   (BastideNetTable           *self);
/* Every remote seat has its player connected, but those a computer
 * player keeps and those of players who resigned. */
gboolean         bastide_net_table_get_ready      (BastideNetTable           *self);
gboolean         bastide_net_table_get_hints      (BastideNetTable           *self);
void             bastide_net_table_set_hints      (BastideNetTable           *self,
                                                   gboolean                   hints);
guint            bastide_net_table_get_spectators (BastideNetTable           *self);

guint            bastide_net_table_get_n_seats    (BastideNetTable           *self);
/* NULL for a remote seat nobody has taken yet. */
const char      *bastide_net_table_get_seat_name  (BastideNetTable           *self,
                                                   guint                      seat);
BastideColor     bastide_net_table_get_seat_color (BastideNetTable           *self,
                                                   guint                      seat);
BastidePlayerKind bastide_net_table_get_seat_kind (BastideNetTable           *self,
                                                   guint                      seat);
/* A seat played over the network (even while a computer player keeps it). */
gboolean         bastide_net_table_is_seat_remote (BastideNetTable           *self,
                                                   guint                      seat);
gboolean         bastide_net_table_is_seat_connected (BastideNetTable        *self,
                                                   guint                      seat);
/* A computer player of the host keeps the network seat for its player. */
gboolean         bastide_net_table_is_seat_handed (BastideNetTable           *self,
                                                   guint                      seat);
/* Free remote seats. */
guint            bastide_net_table_count_free     (BastideNetTable           *self);

/* The host's player: start once ready (a new game is created then);
 * hand a dropped seat to a computer player (it goes back to its player
 * when they return); end the game for everyone; chat; resign a local
 * seat. */
gboolean         bastide_net_table_start          (BastideNetTable           *self,
                                                   GError                   **error);
void             bastide_net_table_hand_to_computer (BastideNetTable         *self,
                                                   guint                      seat,
                                                   BastideComputerLevel       level);
void             bastide_net_table_end            (BastideNetTable           *self);
void             bastide_net_table_say            (BastideNetTable           *self,
                                                   int                        seat,
                                                   const char                *name,
                                                   const char                *text);
void             bastide_net_table_resign         (BastideNetTable           *self,
                                                   guint                      seat);

G_END_DECLS
