/* bastide-chat-view.c: the chat of a network game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Lines are plain text in labels that never read markup: what another
 * player typed is shown exactly as typed.
 */

#define G_LOG_DOMAIN "bastide-chat-view"

#include "config.h"

#include <glib/gi18n.h>

#include "bastide-chat-view.h"
#include "bastide-net-protocol.h"

struct _BastideChatView
{
  GtkBox             parent_instance;

  GtkScrolledWindow *scroller;
  GtkBox            *lines;
  GtkEntry          *entry;
  GtkLabel          *placeholder;

  BastideNetSession *session;
  guint              n_lines;
};

G_DEFINE_FINAL_TYPE (BastideChatView, bastide_chat_view, GTK_TYPE_BOX)

static gboolean
scroll_to_end_cb (gpointer data)
{
  BastideChatView *self = data;
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (self->scroller);

  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
  return G_SOURCE_REMOVE;
}

static void
add_line (BastideChatView *self,
          const char      *name,
          const char      *text)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *who = gtk_label_new (name != NULL ? name : _("Spectator"));
  GtkWidget *said = gtk_label_new (text);

  gtk_label_set_use_markup (GTK_LABEL (who), FALSE);
  gtk_label_set_use_markup (GTK_LABEL (said), FALSE);
  gtk_label_set_xalign (GTK_LABEL (who), 0);
  gtk_label_set_xalign (GTK_LABEL (said), 0);
  gtk_label_set_wrap (GTK_LABEL (said), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (said), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_selectable (GTK_LABEL (said), TRUE);
  gtk_widget_add_css_class (who, "caption-heading");
  gtk_widget_add_css_class (who, "dim-label");
  gtk_box_append (GTK_BOX (box), who);
  gtk_box_append (GTK_BOX (box), said);
  gtk_box_append (self->lines, box);
  gtk_widget_set_visible (GTK_WIDGET (self->placeholder), FALSE);
  self->n_lines++;
  g_idle_add_full (G_PRIORITY_LOW, scroll_to_end_cb, g_object_ref (self), g_object_unref);
}

static void
chat_cb (BastideChatView *self,
         int              seat,
         const char      *name,
         const char      *text)
{
  add_line (self, name, text);
}

static void
entry_activate_cb (BastideChatView *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->entry));

  if (self->session == NULL || !bastide_net_check_chat (text, NULL))
    {
      gtk_widget_error_bell (GTK_WIDGET (self->entry));
      return;
    }
  bastide_net_session_say (self->session, text);
  gtk_editable_set_text (GTK_EDITABLE (self->entry), "");
}

static void
bastide_chat_view_dispose (GObject *object)
{
  BastideChatView *self = BASTIDE_CHAT_VIEW (object);

  bastide_chat_view_set_session (self, NULL);

  G_OBJECT_CLASS (bastide_chat_view_parent_class)->dispose (object);
}

static void
bastide_chat_view_class_init (BastideChatViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = bastide_chat_view_dispose;
}

static void
bastide_chat_view_init (BastideChatView *self)
{
  GtkWidget *overlay = gtk_overlay_new ();

  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), GTK_ORIENTATION_VERTICAL);
  gtk_box_set_spacing (GTK_BOX (self), 6);
  gtk_widget_add_css_class (GTK_WIDGET (self), "chat");

  self->lines = GTK_BOX (gtk_box_new (GTK_ORIENTATION_VERTICAL, 8));
  gtk_widget_set_margin_start (GTK_WIDGET (self->lines), 8);
  gtk_widget_set_margin_end (GTK_WIDGET (self->lines), 8);
  gtk_widget_set_margin_top (GTK_WIDGET (self->lines), 6);
  gtk_widget_set_margin_bottom (GTK_WIDGET (self->lines), 6);
  gtk_widget_set_valign (GTK_WIDGET (self->lines), GTK_ALIGN_END);
  self->scroller = GTK_SCROLLED_WINDOW (gtk_scrolled_window_new ());
  gtk_scrolled_window_set_policy (self->scroller, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (self->scroller, GTK_WIDGET (self->lines));
  gtk_widget_set_vexpand (GTK_WIDGET (self->scroller), TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (self->scroller), "card");
  gtk_overlay_set_child (GTK_OVERLAY (overlay), GTK_WIDGET (self->scroller));

  self->placeholder = GTK_LABEL (gtk_label_new (_("No messages yet")));
  gtk_widget_add_css_class (GTK_WIDGET (self->placeholder), "dim-label");
  gtk_widget_set_can_target (GTK_WIDGET (self->placeholder), FALSE);
  gtk_overlay_add_overlay (GTK_OVERLAY (overlay), GTK_WIDGET (self->placeholder));
  gtk_box_append (GTK_BOX (self), overlay);

  self->entry = GTK_ENTRY (gtk_entry_new ());
  gtk_entry_set_max_length (self->entry, BASTIDE_NET_MAX_CHAT);
  gtk_entry_set_placeholder_text (self->entry, _("Write to everyone…"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->entry),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Chat message"), -1);
  g_signal_connect_object (self->entry, "activate", G_CALLBACK (entry_activate_cb), self, G_CONNECT_SWAPPED);
  gtk_box_append (GTK_BOX (self), GTK_WIDGET (self->entry));
}

GtkWidget *
bastide_chat_view_new (void)
{
  return g_object_new (BASTIDE_TYPE_CHAT_VIEW, NULL);
}

void
bastide_chat_view_set_session (BastideChatView   *self,
                               BastideNetSession *session)
{
  g_return_if_fail (BASTIDE_IS_CHAT_VIEW (self));

  if (self->session == session)
    return;
  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_set_object (&self->session, session);
  if (session != NULL)
    g_signal_connect_object (session, "chat", G_CALLBACK (chat_cb), self, G_CONNECT_SWAPPED);
}

guint
bastide_chat_view_get_n_lines (BastideChatView *self)
{
  g_return_val_if_fail (BASTIDE_IS_CHAT_VIEW (self), 0);
  return self->n_lines;
}
