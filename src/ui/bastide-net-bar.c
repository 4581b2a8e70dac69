/* bastide-net-bar.c: who is connected, the chat and resigning
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A bar over the board of a network game. It says when players lost
 * their connection and lets the host wait for them, hand their seats to
 * a computer player or end the game; it holds the chat and the way to
 * resign.
 */

#define G_LOG_DOMAIN "bastide-net-bar"

#include "config.h"

#include <glib/gi18n.h>

#include "bastide-chat-view.h"
#include "bastide-net-bar.h"
#include "bastide-tooltips.h"

struct _BastideNetBar
{
  GtkBox             parent_instance;

  GtkImage          *status_icon;
  GtkLabel          *status_label;
  GtkWidget         *dropped_box;
  GtkMenuButton     *chat_button;
  GtkPopover        *chat_popover;
  BastideChatView   *chat;
  GtkWidget         *resign_button;

  BastideNetSession *session;
  guint              waited;        /* a bit per dropped seat the host waits for */
};

G_DEFINE_FINAL_TYPE (BastideNetBar, bastide_net_bar, GTK_TYPE_BOX)

static guint
dropped_seats (BastideNetBar *self)
{
  BastideGame *game = bastide_net_session_get_game (self->session);
  guint dropped = 0;

  for (guint i = 0; game != NULL && i < bastide_net_session_get_n_seats (self->session); i++)
    if (bastide_game_get_player_away (game, i))
      dropped |= 1u << i;
  return dropped;
}

/* The local seat that resigns: the client's, or the host's person to move. */
static int
resigning_seat (BastideNetBar *self)
{
  BastideGame *game = bastide_net_session_get_game (self->session);
  int first = -1;

  if (game == NULL || bastide_game_get_is_over (game))
    return -1;
  for (guint i = 0; i < bastide_net_session_get_n_seats (self->session); i++)
    if (bastide_net_session_is_seat_local (self->session, i) && !bastide_game_get_resigned (game, i))
      {
        if (i == bastide_game_get_current_player (game))
          return i;
        if (first < 0)
          first = i;
      }
  return first;
}

static void
update (BastideNetBar *self)
{
  BastideGame *game = bastide_net_session_get_game (self->session);
  guint dropped = dropped_seats (self);
  g_autoptr(GString) names = g_string_new (NULL);
  g_autofree char *text = NULL;
  g_autofree char *code = bastide_net_session_dup_code (self->session);
  guint n_dropped = 0;

  for (guint i = 0; i < BASTIDE_MAX_PLAYERS; i++)
    if (dropped & (1u << i))
      {
        if (names->len > 0)
          g_string_append (names, ", ");
        g_string_append (names, bastide_game_get_player_name (game, i));
        n_dropped++;
      }
  self->waited &= dropped;

  if (bastide_net_session_get_reconnecting (self->session))
    text = g_strdup (_("The connection to the host is lost. Trying again…"));
  else if (n_dropped > 0)
    /* Translators: %s is one name, or several separated by commas */
    text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s lost the connection. The game waits for them.",
                                         "%s lost the connection. The game waits for them.", n_dropped),
                            names->str);
  else
    {
      guint watching = bastide_net_session_get_spectators (self->session);

      /* Translators: the network bar; %s is the game's code */
      text = g_strdup_printf (_("Network game %s: everyone is connected"), code);
      if (watching > 0)
        {
          g_autofree char *with = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s; %u spectator",
                                                                "%s; %u spectators", watching),
                                                   text, watching);

          g_free (text);
          text = g_steal_pointer (&with);
        }
    }
  gtk_label_set_label (self->status_label, text);
  gtk_image_set_from_icon_name (self->status_icon, n_dropped > 0 || bastide_net_session_get_reconnecting (self->session)
                                                   ? "network-offline-symbolic" : "network-workgroup-symbolic");
  if (n_dropped > 0 || bastide_net_session_get_reconnecting (self->session))
    {
      gtk_widget_add_css_class (GTK_WIDGET (self->status_label), "error");
      gtk_widget_add_css_class (GTK_WIDGET (self->status_icon), "error");
    }
  else
    {
      gtk_widget_remove_css_class (GTK_WIDGET (self->status_label), "error");
      gtk_widget_remove_css_class (GTK_WIDGET (self->status_icon), "error");
    }
  gtk_widget_set_visible (self->dropped_box,
                          bastide_net_session_get_is_host (self->session) && (dropped & ~self->waited) != 0
                          && game != NULL && !bastide_game_get_is_over (game));
  gtk_widget_set_visible (self->resign_button, resigning_seat (self) >= 0);
}

/* Resigning and the end change what the bar offers, as connections do. */
static void
game_started_cb (BastideNetBar *self,
                 BastideGame   *game)
{
  g_signal_connect_object (game, "player-changed", G_CALLBACK (update), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (game, "game-over", G_CALLBACK (update), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (game, "turn-started", G_CALLBACK (update), self, G_CONNECT_SWAPPED);
  update (self);
}

static void
chat_cb (BastideNetBar *self)
{
  if (!gtk_widget_get_visible (GTK_WIDGET (self->chat_popover)))
    gtk_widget_add_css_class (GTK_WIDGET (self->chat_button), "suggested-action");
}

static void
chat_shown_cb (BastideNetBar *self)
{
  gtk_widget_remove_css_class (GTK_WIDGET (self->chat_button), "suggested-action");
}

static void
wait_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  BastideNetBar *self = BASTIDE_NET_BAR (widget);

  self->waited = dropped_seats (self);
  update (self);
}

static void
computer_plays_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  BastideNetBar *self = BASTIDE_NET_BAR (widget);
  guint dropped = dropped_seats (self);

  for (guint i = 0; i < BASTIDE_MAX_PLAYERS; i++)
    if (dropped & (1u << i))
      bastide_net_session_hand_to_computer (self->session, i, BASTIDE_COMPUTER_MEDIUM);
}

static void
confirm_cb (AdwMessageDialog *dialog,
            const char       *response,
            BastideNetBar    *self)
{
  int seat;

  if (g_str_equal (response, "end"))
    bastide_net_session_end (self->session);
  else if (g_str_equal (response, "resign") && (seat = resigning_seat (self)) >= 0)
    bastide_net_session_resign (self->session, seat);
}

static void
ask (BastideNetBar *self,
     const char    *heading,
     const char    *body,
     const char    *response,
     const char    *label)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))), heading, body);

  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"), response, label, NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), response, ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (confirm_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
end_action (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  ask (BASTIDE_NET_BAR (widget), _("End the Game for Everyone?"),
       _("The game stops here for all the players. Its record stays in the autosave until a new game."),
       "end", _("_End Game"));
}

static void
resign_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  BastideNetBar *self = BASTIDE_NET_BAR (widget);
  BastideGame *game = bastide_net_session_get_game (self->session);
  int seat = resigning_seat (self);
  g_autofree char *heading = NULL;

  if (seat < 0)
    return;
  /* Translators: %s is the name of the player who would resign */
  heading = g_strdup_printf (_("Resign for %s?"), bastide_game_get_player_name (game, seat));
  ask (self, heading,
       _("Your pieces stay on the board and the others play on, but you score no more and cannot win."),
       "resign", _("_Resign"));
}

static void
bastide_net_bar_dispose (GObject *object)
{
  BastideNetBar *self = BASTIDE_NET_BAR (object);

  bastide_net_bar_set_session (self, NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), BASTIDE_TYPE_NET_BAR);

  G_OBJECT_CLASS (bastide_net_bar_parent_class)->dispose (object);
}

static void
bastide_net_bar_class_init (BastideNetBarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bastide_net_bar_dispose;

  g_type_ensure (BASTIDE_TYPE_CHAT_VIEW);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/bastide/Bastide/bastide-net-bar.ui");
  gtk_widget_class_bind_template_child (widget_class, BastideNetBar, status_icon);
  gtk_widget_class_bind_template_child (widget_class, BastideNetBar, status_label);
  gtk_widget_class_bind_template_child (widget_class, BastideNetBar, dropped_box);
  gtk_widget_class_bind_template_child (widget_class, BastideNetBar, chat_button);
  gtk_widget_class_bind_template_child (widget_class, BastideNetBar, chat_popover);
  gtk_widget_class_bind_template_child (widget_class, BastideNetBar, chat);
  gtk_widget_class_bind_template_child (widget_class, BastideNetBar, resign_button);

  gtk_widget_class_install_action (widget_class, "net.wait", NULL, wait_action);
  gtk_widget_class_install_action (widget_class, "net.computer-plays", NULL, computer_plays_action);
  gtk_widget_class_install_action (widget_class, "net.end", NULL, end_action);
  gtk_widget_class_install_action (widget_class, "net.resign", NULL, resign_action);
}

static void
bastide_net_bar_init (BastideNetBar *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  bastide_tooltips_show_cut_label (self->status_label);
  g_signal_connect_object (self->chat_popover, "show", G_CALLBACK (chat_shown_cb), self, G_CONNECT_SWAPPED);
}

GtkWidget *
bastide_net_bar_new (void)
{
  return g_object_new (BASTIDE_TYPE_NET_BAR, NULL);
}

/**
 * bastide_net_bar_set_session:
 * @self: a #BastideNetBar
 * @session: (nullable): the network game, or %NULL to hide the bar
 */
void
bastide_net_bar_set_session (BastideNetBar     *self,
                             BastideNetSession *session)
{
  g_return_if_fail (BASTIDE_IS_NET_BAR (self));

  if (self->session == session)
    return;
  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_set_object (&self->session, session);
  self->waited = 0;
  bastide_chat_view_set_session (self->chat, session);
  gtk_widget_set_visible (GTK_WIDGET (self), session != NULL);
  if (session == NULL)
    return;
  g_signal_connect_object (session, "changed", G_CALLBACK (update), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (session, "game-started", G_CALLBACK (game_started_cb), self, G_CONNECT_SWAPPED);
  if (bastide_net_session_get_game (session) != NULL)
    game_started_cb (self, bastide_net_session_get_game (session));
  g_signal_connect_object (session, "chat", G_CALLBACK (chat_cb), self, G_CONNECT_SWAPPED);
  update (self);
}
