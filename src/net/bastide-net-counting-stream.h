/* bastide-net-counting-stream.h: an output stream that counts what it wrote
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * libsoup keeps the frames a WebSocket could not write yet in a queue of
 * its own and says nothing of its size. The host puts this stream between
 * libsoup and a client's connection: the bytes handed to libsoup less the
 * bytes written here are what waits in that queue, so a client that stops
 * reading can be told apart and dropped before the host buffers without
 * bound (docs/network.md, "Limits").
 */

#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

#define BASTIDE_TYPE_NET_COUNTING_STREAM (bastide_net_counting_stream_get_type ())

G_DECLARE_FINAL_TYPE (BastideNetCountingStream, bastide_net_counting_stream, BASTIDE, NET_COUNTING_STREAM,
                      GFilterOutputStream)

/* @base must be pollable; it is not closed with this stream. */
GOutputStream *bastide_net_counting_stream_new         (GOutputStream            *base);
/* Bytes written to @base so far. */
guint64        bastide_net_counting_stream_get_written (BastideNetCountingStream *self);

G_END_DECLS
