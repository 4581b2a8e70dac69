/* bastide-net-host.h: the listening side of network play
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A BastideNetHost listens on one port (only once listen() is called:
 * nothing listens before the player chooses to host) and carries the
 * WebSocket connections of its tables' clients: it reads every frame,
 * refuses what breaks the limits of docs/network.md, and hands a client's
 * messages to the table its hello named by code.
 */

#pragma once

#include "bastide-net-table.h"

G_BEGIN_DECLS

#define BASTIDE_TYPE_NET_HOST (bastide_net_host_get_type ())

G_DECLARE_FINAL_TYPE (BastideNetHost, bastide_net_host, BASTIDE, NET_HOST, GObject)

BastideNetHost *bastide_net_host_new           (void);
/* Before listen(): speak TLS (wss://) with @certificate, which holds its
 * private key. Most servers leave TLS to a reverse proxy instead. */
void            bastide_net_host_set_certificate (BastideNetHost *self,
                                                  GTlsCertificate *certificate);
/* @address: NULL for every address of the machine; @port 0 picks a free
 * one (get_port() says which). */
gboolean        bastide_net_host_listen        (BastideNetHost   *self,
                                                const char       *address,
                                                guint             port,
                                                GError          **error);
guint           bastide_net_host_get_port      (BastideNetHost   *self);
/* Closes every connection and stops listening. */
void            bastide_net_host_stop          (BastideNetHost   *self);

void            bastide_net_host_add_table     (BastideNetHost   *self,
                                                BastideNetTable  *table);
void            bastide_net_host_remove_table  (BastideNetHost   *self,
                                                BastideNetTable  *table);

/* The addresses to give players: "ws://ADDRESS:PORT/" for each IPv4
 * address of the machine's network interfaces but the loopback; the IPv6
 * ones when there is no IPv4 one; the loopback when there is nothing
 * else. */
GStrv           bastide_net_host_list_addresses (BastideNetHost  *self);

G_END_DECLS
