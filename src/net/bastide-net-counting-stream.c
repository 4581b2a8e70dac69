/* bastide-net-counting-stream.c: an output stream that counts what it wrote
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "bastide-net-counting-stream.h"

struct _BastideNetCountingStream
{
  GFilterOutputStream parent_instance;

  guint64 written;
};

static void pollable_init (GPollableOutputStreamInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (BastideNetCountingStream, bastide_net_counting_stream, G_TYPE_FILTER_OUTPUT_STREAM,
                               G_IMPLEMENT_INTERFACE (G_TYPE_POLLABLE_OUTPUT_STREAM, pollable_init))

static GOutputStream *
base_stream (gpointer self)
{
  return g_filter_output_stream_get_base_stream (G_FILTER_OUTPUT_STREAM (self));
}

static gssize
counted (BastideNetCountingStream *self,
         gssize                    n)
{
  if (n > 0)
    self->written += n;
  return n;
}

static gssize
bastide_net_counting_stream_write (GOutputStream  *stream,
                                   const void     *buffer,
                                   gsize           count,
                                   GCancellable   *cancellable,
                                   GError        **error)
{
  return counted (BASTIDE_NET_COUNTING_STREAM (stream),
                  g_output_stream_write (base_stream (stream), buffer, count, cancellable, error));
}

static gboolean
can_poll (GPollableOutputStream *stream)
{
  return g_pollable_output_stream_can_poll (G_POLLABLE_OUTPUT_STREAM (base_stream (stream)));
}

static gboolean
is_writable (GPollableOutputStream *stream)
{
  return g_pollable_output_stream_is_writable (G_POLLABLE_OUTPUT_STREAM (base_stream (stream)));
}

static GSource *
create_source (GPollableOutputStream *stream,
               GCancellable          *cancellable)
{
  g_autoptr(GSource) base = g_pollable_output_stream_create_source (G_POLLABLE_OUTPUT_STREAM (base_stream (stream)),
                                                                    NULL);

  return g_pollable_source_new_full (stream, base, cancellable);
}

static gssize
write_nonblocking (GPollableOutputStream  *stream,
                   const void             *buffer,
                   gsize                   count,
                   GError                **error)
{
  return counted (BASTIDE_NET_COUNTING_STREAM (stream),
                  g_pollable_output_stream_write_nonblocking (G_POLLABLE_OUTPUT_STREAM (base_stream (stream)),
                                                              buffer, count, NULL, error));
}

static void
pollable_init (GPollableOutputStreamInterface *iface)
{
  iface->can_poll = can_poll;
  iface->is_writable = is_writable;
  iface->create_source = create_source;
  iface->write_nonblocking = write_nonblocking;
}

static void
bastide_net_counting_stream_class_init (BastideNetCountingStreamClass *klass)
{
  GOutputStreamClass *stream_class = G_OUTPUT_STREAM_CLASS (klass);

  stream_class->write_fn = bastide_net_counting_stream_write;
}

static void
bastide_net_counting_stream_init (BastideNetCountingStream *self)
{
}

/**
 * bastide_net_counting_stream_new:
 * @base: a pollable output stream
 *
 * Returns: (transfer full): a stream writing to @base
 */
GOutputStream *
bastide_net_counting_stream_new (GOutputStream *base)
{
  g_return_val_if_fail (G_IS_POLLABLE_OUTPUT_STREAM (base), NULL);

  return g_object_new (BASTIDE_TYPE_NET_COUNTING_STREAM,
                       "base-stream", base,
                       "close-base-stream", FALSE,
                       NULL);
}

guint64
bastide_net_counting_stream_get_written (BastideNetCountingStream *self)
{
  g_return_val_if_fail (BASTIDE_IS_NET_COUNTING_STREAM (self), 0);
  return self->written;
}
