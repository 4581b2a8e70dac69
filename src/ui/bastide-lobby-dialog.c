/* bastide-lobby-dialog.c: players gather before a network game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The host sees the code and the addresses to give, the seats filling and
 * Start once every remote seat is taken; a player who joined sees the same
 * seats, may pick another free colour and waits for the host. Both chat.
 */

#define G_LOG_DOMAIN "bastide-lobby-dialog"

#include "config.h"

#include <glib/gi18n.h>

#include "bastide-chat-view.h"
#include "bastide-color-swatch.h"
#include "bastide-lobby-dialog.h"

struct _BastideLobbyDialog
{
  AdwWindow             parent_instance;

  GtkButton            *cancel_button;
  GtkWidget            *start_button;
  GtkLabel             *code_label;
  AdwPreferencesGroup  *code_group;
  AdwPreferencesGroup  *seat_group;
  GtkListBox           *seat_list;
  GtkWidget            *color_group;
  GtkFlowBox           *color_box;
  GtkWidget            *hints_group;
  GtkSwitch            *hints_switch;
  BastideChatView      *chat;

  BastideNetSession    *session;
  GtkWidget            *color_buttons[BASTIDE_N_COLORS];
  char                 *start_error;
};

G_DEFINE_FINAL_TYPE (BastideLobbyDialog, bastide_lobby_dialog, ADW_TYPE_WINDOW)

enum {
  CANCELLED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static gboolean
seat_resigned (BastideNetSession *session,
               guint              seat)
{
  BastideGame *game = bastide_net_session_get_game (session);

  return game != NULL && bastide_game_get_resigned (game, seat);
}

/* What a seat's row says under its name. */
static char *
seat_status (BastideLobbyDialog *self,
             guint               seat)
{
  BastideNetSession *session = self->session;
  gboolean host = bastide_net_session_get_is_host (session);

  if (!host && bastide_net_session_is_seat_local (session, seat))
    /* Translators: Lobby: the seat of the player looking at the list */
    return g_strdup (_("You"));
  switch (bastide_net_session_get_seat_kind (session, seat))
    {
    case BASTIDE_PLAYER_COMPUTER:
      /* Translators: Lobby: a seat the host's computer plays */
      return g_strdup (_("Computer"));
    case BASTIDE_PLAYER_PERSON:
      /* Translators: Lobby: a seat played at the host's computer */
      return g_strdup (host ? _("Plays here") : _("Plays at the host’s computer"));
    case BASTIDE_PLAYER_REMOTE:
    default:
      if (bastide_net_session_get_seat_name (session, seat) == NULL)
        return g_strdup (_("Free: a player may join"));
      if (bastide_net_session_is_seat_substitute (session, seat))
        /* Translators: Lobby: a seat whose player lost the connection */
        return g_strdup (_("A computer player plays until they come back"));
      if (bastide_net_session_is_seat_connected (session, seat))
        return g_strdup (_("Joined over the network"));
      if (seat_resigned (session, seat))
        /* Translators: Lobby: a player of a resumed game who gave up */
        return g_strdup (_("Resigned"));
      return g_strdup (_("Disconnected"));
    }
}

/* A seat the game can go on without while its player is away. */
static gboolean
seat_kept (BastideNetSession *session,
           guint              seat)
{
  return bastide_net_session_is_seat_substitute (session, seat) || seat_resigned (session, seat);
}

static void
update_seats (BastideLobbyDialog *self)
{
  guint n_seats = bastide_net_session_get_n_seats (self->session);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->seat_list))) != NULL)
    gtk_list_box_remove (self->seat_list, child);
  for (guint i = 0; i < n_seats; i++)
    {
      const char *name = bastide_net_session_get_seat_name (self->session, i);
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *swatch = bastide_color_swatch_new (bastide_net_session_get_seat_color (self->session, i));
      g_autofree char *status = seat_status (self, i);

      gtk_widget_set_size_request (swatch, 24, 24);
      gtk_widget_set_valign (swatch, GTK_ALIGN_CENTER);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), swatch);
      /* Titles are markup: names are whatever players typed. */
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), name != NULL ? name : _("Waiting for a player…"));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), status);
      if (bastide_net_session_is_seat_remote (self->session, i) && name != NULL
          && !bastide_net_session_is_seat_connected (self->session, i) && !seat_kept (self->session, i))
        gtk_widget_add_css_class (row, "error");
      gtk_list_box_append (self->seat_list, row);
    }
}

static guint
count_free (BastideLobbyDialog *self)
{
  guint n = 0;

  for (guint i = 0; i < bastide_net_session_get_n_seats (self->session); i++)
    n += bastide_net_session_is_seat_remote (self->session, i)
         && !bastide_net_session_is_seat_connected (self->session, i) && !seat_kept (self->session, i);
  return n;
}

static void
update_status (BastideLobbyDialog *self)
{
  guint n_free = count_free (self);
  guint watching = bastide_net_session_get_spectators (self->session);
  g_autofree char *state = NULL;
  g_autofree char *text = NULL;

  if (self->start_error != NULL)
    state = g_strdup (self->start_error);
  else if (n_free > 0)
    state = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Waiting for %u more player to join.",
                                          "Waiting for %u more players to join.", n_free), n_free);
  else if (bastide_net_session_get_is_host (self->session))
    state = g_strdup (_("Everyone is here: start when you are ready."));
  else
    state = g_strdup (_("Everyone is here: the host starts the game."));
  if (watching > 0)
    {
      g_autofree char *spectators =
        g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u spectator watches.", "%u spectators watch.", watching),
                         watching);

      text = g_strdup_printf ("%s %s", state, spectators);
    }
  adw_preferences_group_set_description (self->seat_group, text != NULL ? text : state);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "lobby.start", bastide_net_session_get_ready (self->session));
}

static void
update_colors (BastideLobbyDialog *self)
{
  gboolean choosing = !bastide_net_session_get_is_host (self->session)
                      && !bastide_net_session_get_started (self->session)
                      && bastide_net_session_get_game (self->session) == NULL;
  int mine = -1;
  guint taken = 0;

  for (guint i = 0; i < bastide_net_session_get_n_seats (self->session); i++)
    {
      BastideColor color = bastide_net_session_get_seat_color (self->session, i);

      if (bastide_net_session_is_seat_local (self->session, i))
        mine = color;
      else
        taken |= 1u << color;
    }
  gtk_widget_set_visible (self->color_group, choosing && mine >= 0);
  for (guint c = 0; c < BASTIDE_N_COLORS; c++)
    {
      gtk_widget_set_sensitive (self->color_buttons[c], !(taken & (1u << c)));
      if ((int) c == mine)
        gtk_widget_add_css_class (self->color_buttons[c], "suggested-action");
      else
        gtk_widget_remove_css_class (self->color_buttons[c], "suggested-action");
    }
}

static void
update_addresses (BastideLobbyDialog *self)
{
  g_auto(GStrv) addresses = bastide_net_session_list_addresses (self->session);
  gboolean host = bastide_net_session_get_is_host (self->session);

  GtkWidget *list = gtk_list_box_new ();

  if (host)
    adw_preferences_group_set_description (self->code_group,
                                           _("Give the code and one of these addresses to the players who join. "
                                             "Players on the internet need your public address, "
                                             "with this port forwarded to your computer."));
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");
  gtk_widget_set_margin_top (list, 12);
  for (guint i = 0; addresses[i] != NULL; i++)
    {
      GtkWidget *row = adw_action_row_new ();

      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), addresses[i]);
      adw_preferences_row_set_title_selectable (ADW_PREFERENCES_ROW (row), TRUE);
      /* Translators: Lobby: the row of the host's address, for a player who joined */
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), host ? NULL : _("Host"));
      gtk_list_box_append (GTK_LIST_BOX (list), row);
    }
  adw_preferences_group_add (self->code_group, list);
}

static void
changed_cb (BastideLobbyDialog *self)
{
  g_clear_pointer (&self->start_error, g_free);
  update_seats (self);
  update_status (self);
  update_colors (self);
}

static void
started_cb (BastideLobbyDialog *self)
{
  gtk_window_destroy (GTK_WINDOW (self));
}

static void
closed_cb (BastideLobbyDialog *self)
{
  gtk_window_destroy (GTK_WINDOW (self));
}

static void
hints_cb (BastideLobbyDialog *self)
{
  bastide_net_session_set_hints (self->session, gtk_switch_get_active (self->hints_switch));
}

static void
color_clicked_cb (GtkButton          *button,
                  BastideLobbyDialog *self)
{
  bastide_net_session_set_color (self->session,
                                 GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "color")));
}

static void
start_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  BastideLobbyDialog *self = BASTIDE_LOBBY_DIALOG (widget);
  g_autoptr(GError) error = NULL;

  if (!bastide_net_session_start (self->session, &error))
    {
      g_free (self->start_error);
      self->start_error = g_strdup (error->message);
      update_status (self);
    }
}

static void
cancel_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  BastideLobbyDialog *self = BASTIDE_LOBBY_DIALOG (widget);
  g_autoptr(BastideLobbyDialog) hold = g_object_ref (self);

  g_signal_emit (self, signals[CANCELLED], 0);
  gtk_window_destroy (GTK_WINDOW (self));
}

static void
copy_code_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  BastideLobbyDialog *self = BASTIDE_LOBBY_DIALOG (widget);

  gdk_clipboard_set_text (gtk_widget_get_clipboard (widget), gtk_label_get_label (self->code_label));
}

static void
bastide_lobby_dialog_dispose (GObject *object)
{
  BastideLobbyDialog *self = BASTIDE_LOBBY_DIALOG (object);

  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_clear_object (&self->session);
  g_clear_pointer (&self->start_error, g_free);

  G_OBJECT_CLASS (bastide_lobby_dialog_parent_class)->dispose (object);
}

static void
bastide_lobby_dialog_class_init (BastideLobbyDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bastide_lobby_dialog_dispose;

  /**
   * BastideLobbyDialog::cancelled:
   *
   * The host gave up hosting, or the player left; the dialog closes.
   */
  signals[CANCELLED] =
    g_signal_new ("cancelled", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);

  g_type_ensure (BASTIDE_TYPE_CHAT_VIEW);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/bastide/Bastide/bastide-lobby-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, BastideLobbyDialog, cancel_button);
  gtk_widget_class_bind_template_child (widget_class, BastideLobbyDialog, start_button);
  gtk_widget_class_bind_template_child (widget_class, BastideLobbyDialog, code_label);
  gtk_widget_class_bind_template_child (widget_class, BastideLobbyDialog, code_group);
  gtk_widget_class_bind_template_child (widget_class, BastideLobbyDialog, seat_group);
  gtk_widget_class_bind_template_child (widget_class, BastideLobbyDialog, seat_list);
  gtk_widget_class_bind_template_child (widget_class, BastideLobbyDialog, color_group);
  gtk_widget_class_bind_template_child (widget_class, BastideLobbyDialog, color_box);
  gtk_widget_class_bind_template_child (widget_class, BastideLobbyDialog, hints_group);
  gtk_widget_class_bind_template_child (widget_class, BastideLobbyDialog, hints_switch);
  gtk_widget_class_bind_template_child (widget_class, BastideLobbyDialog, chat);

  gtk_widget_class_install_action (widget_class, "lobby.start", NULL, start_action);
  gtk_widget_class_install_action (widget_class, "lobby.cancel", NULL, cancel_action);
  gtk_widget_class_install_action (widget_class, "lobby.copy-code", NULL, copy_code_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "lobby.cancel", NULL);
}

static void
bastide_lobby_dialog_init (BastideLobbyDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  for (guint c = 0; c < BASTIDE_N_COLORS; c++)
    {
      GtkWidget *button = gtk_button_new ();
      GtkWidget *swatch = bastide_color_swatch_new (c);

      gtk_widget_set_size_request (swatch, 24, 24);
      gtk_button_set_child (GTK_BUTTON (button), swatch);
      gtk_widget_set_tooltip_text (button, bastide_color_label (c));
      gtk_widget_add_css_class (button, "circular");
      g_object_set_data (G_OBJECT (button), "color", GINT_TO_POINTER (c));
      g_signal_connect_object (button, "clicked", G_CALLBACK (color_clicked_cb), self, 0);
      gtk_flow_box_append (self->color_box, button);
      self->color_buttons[c] = button;
    }
}

/**
 * bastide_lobby_dialog_new:
 * @parent: the game window
 * @session: the network game, hosted or joined
 *
 * Returns: (transfer none): the dialog; it destroys itself when closed
 */
BastideLobbyDialog *
bastide_lobby_dialog_new (GtkWindow         *parent,
                          BastideNetSession *session)
{
  BastideLobbyDialog *self;
  g_autofree char *code = NULL;
  gboolean host;

  g_return_val_if_fail (BASTIDE_IS_NET_SESSION (session), NULL);

  self = g_object_new (BASTIDE_TYPE_LOBBY_DIALOG, "transient-for", parent, NULL);
  self->session = g_object_ref (session);
  host = bastide_net_session_get_is_host (session);
  code = bastide_net_session_dup_code (session);
  gtk_label_set_label (self->code_label, code);
  gtk_widget_set_visible (self->start_button, host);
  gtk_widget_set_visible (self->hints_group, host);
  if (!host)
    gtk_button_set_label (self->cancel_button, _("_Leave"));
  gtk_switch_set_active (self->hints_switch, bastide_net_session_get_hints (session));
  g_signal_connect_object (self->hints_switch, "notify::active", G_CALLBACK (hints_cb), self, G_CONNECT_SWAPPED);
  bastide_chat_view_set_session (self->chat, session);
  update_addresses (self);
  changed_cb (self);

  g_signal_connect_object (session, "changed", G_CALLBACK (changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (session, "game-started", G_CALLBACK (started_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (session, "closed", G_CALLBACK (closed_cb), self, G_CONNECT_SWAPPED);
  return self;
}
