/* bastide-net-private.h: what the host and its tables share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A peer is one client's connection as the host sees it. The host reads
 * every frame (size, flood limit, JSON, type) and hands the message to
 * the peer's table once its hello was accepted.
 */

#pragma once

#include <libsoup/soup.h>

#include "bastide-net-counting-stream.h"
#include "bastide-net-protocol.h"
#include "bastide-net-table.h"

G_BEGIN_DECLS

typedef struct _BastideNetPeer BastideNetPeer;

struct _BastideNetPeer
{
  gint ref_count;
  SoupWebsocketConnection *connection;
  GIOStream *stream;          /* the client's connection under it */
  BastideNetCountingStream *output;  /* what libsoup wrote of it */
  guint64 queued;             /* bytes of the frames handed to libsoup */
  char *address;              /* for the log */
  BastideNetBucket bucket;
  guint n_dropped;            /* flooding messages refused */
  guint n_dropped_logged;
  gint64 flood_logged_us;
  gint64 connected_us;
  gint64 heard_us;            /* the last frame or pong */
  BastideNetTable *table;     /* set when its hello was accepted */
  int seat;                   /* -1: a spectator, or no hello yet */
  char *name;
};

BastideNetPeer *bastide_net_peer_ref     (BastideNetPeer   *peer);
void            bastide_net_peer_unref   (BastideNetPeer   *peer);
/* Sends @text, unless more than BASTIDE_NET_MAX_BACKLOG bytes still wait
 * to be written (the client does not read): then the connection is
 * closed instead, with a log line. */
void            bastide_net_peer_send    (BastideNetPeer   *peer,
                                          const char       *text);
/* Sends the error message and logs the refusal. */
void            bastide_net_peer_refuse  (BastideNetPeer   *peer,
                                          const GError     *error);
void            bastide_net_peer_close   (BastideNetPeer   *peer,
                                          gushort           code,
                                          const char       *reason);
gboolean        bastide_net_peer_is_open (BastideNetPeer   *peer);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BastideNetPeer, bastide_net_peer_unref)

/* bastide-net-table.c, for the host: a hello that names this table's
 * code, and the messages of its peers afterwards. */
void            bastide_net_table_hello   (BastideNetTable  *table,
                                           BastideNetPeer   *peer,
                                           JsonObject       *hello);
void            bastide_net_table_receive (BastideNetTable  *table,
                                           BastideNetPeer   *peer,
                                           const char       *type,
                                           JsonObject       *message);
void            bastide_net_table_drop    (BastideNetTable  *table,
                                           BastideNetPeer   *peer);

G_END_DECLS
