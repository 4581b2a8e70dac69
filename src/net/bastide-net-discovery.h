/* bastide-net-discovery.h: games on the local network, through Avahi
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A host announces each game as a DNS-SD service (BASTIDE_NET_SERVICE_TYPE)
 * and the Join dialog browses for them. Built without Avahi, or with no
 * avahi-daemon running, nothing is announced or found and available is
 * FALSE; games are still joined by address and code.
 *
 * Signals
 *
 *   found    (const char *name, const char *address, const char *code,
 *             const char *game, guint free_seats)
 *            a game on the network (again when its details change;
 *            @address is a ws:// address)
 *   removed  (const char *name)
 */

#pragma once

#include <glib-object.h>

#include "bastide-net-table.h"

G_BEGIN_DECLS

#define BASTIDE_TYPE_NET_DISCOVERY (bastide_net_discovery_get_type ())

G_DECLARE_FINAL_TYPE (BastideNetDiscovery, bastide_net_discovery, BASTIDE, NET_DISCOVERY, GObject)

BastideNetDiscovery *bastide_net_discovery_new           (void);
/* Avahi is built in and its daemon answers. */
gboolean             bastide_net_discovery_get_available (BastideNetDiscovery *self);
/* Announces @table's game under @name, with its rules and free seats
 * (again, with the new details, when called again). */
void                 bastide_net_discovery_publish       (BastideNetDiscovery *self,
                                                          const char          *name,
                                                          guint                port,
                                                          BastideNetTable     *table);
void                 bastide_net_discovery_unpublish     (BastideNetDiscovery *self,
                                                          const char          *code);
void                 bastide_net_discovery_browse        (BastideNetDiscovery *self);

G_END_DECLS
