/* bastide-join-dialog.c: join a game hosted on another computer
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Games announced on the local network are listed by themselves (Avahi);
 * choosing one fills in its address and code. Joining connects at once
 * and hands the session on when the host has taken the player in.
 */

#define G_LOG_DOMAIN "bastide-join-dialog"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "bastide-join-dialog.h"
#include "bastide-net-discovery.h"
#include "bastide-net-protocol.h"

struct _BastideJoinDialog
{
  AdwWindow            parent_instance;

  GtkWidget           *join_button;
  GtkSpinner          *spinner;
  AdwPreferencesGroup *lan_group;
  GtkListBox          *lan_list;
  GtkLabel            *lan_placeholder;
  AdwEntryRow         *address_row;
  AdwEntryRow         *code_row;
  AdwEntryRow         *name_row;
  GtkSwitch           *watch_switch;
  GtkLabel            *message_label;

  GSettings           *settings;
  BastideNetDiscovery *discovery;
  GHashTable          *lan_rows;      /* service name → row */
  BastideNetSession   *session;       /* while connecting */
  BastideNetClient    *client;
  guint                lan_source;
};

G_DEFINE_FINAL_TYPE (BastideJoinDialog, bastide_join_dialog, ADW_TYPE_WINDOW)

enum {
  JOINED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
show_message (BastideJoinDialog *self,
              const char        *message)
{
  gtk_label_set_label (self->message_label, message != NULL ? message : "");
  gtk_widget_set_visible (GTK_WIDGET (self->message_label), message != NULL);
}

/* What was wrong with the last try is stale once the player edits it. */
static void
entry_changed_cb (BastideJoinDialog *self)
{
  show_message (self, NULL);
}

static void
set_busy (BastideJoinDialog *self,
          gboolean           busy)
{
  gtk_spinner_set_spinning (self->spinner, busy);
  gtk_widget_set_visible (GTK_WIDGET (self->spinner), busy);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "join.join", !busy);
}

static void
lan_row_activated_cb (AdwActionRow      *row,
                      BastideJoinDialog *self)
{
  const char *code = g_object_get_data (G_OBJECT (row), "code");
  g_autofree char *shown = bastide_net_format_code (code);

  gtk_editable_set_text (GTK_EDITABLE (self->address_row), g_object_get_data (G_OBJECT (row), "address"));
  gtk_editable_set_text (GTK_EDITABLE (self->code_row), shown != NULL ? shown : code);
  gtk_widget_grab_focus (GTK_WIDGET (self->name_row));
}

static void
found_cb (BastideJoinDialog *self,
          const char        *name,
          const char        *address,
          const char        *code,
          const char        *game,
          guint              free_seats)
{
  GtkWidget *row = g_hash_table_lookup (self->lan_rows, name);
  g_autofree char *shown = bastide_net_format_code (code);
  g_autofree char *seats = NULL;
  g_autofree char *subtitle = NULL;

  if (shown == NULL || strlen (code) != BASTIDE_NET_CODE_LENGTH)
    return;
  if (row == NULL)
    {
      row = adw_action_row_new ();
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), name);
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
      g_signal_connect_object (row, "activated", G_CALLBACK (lan_row_activated_cb), self, 0);
      gtk_list_box_append (self->lan_list, row);
      g_hash_table_insert (self->lan_rows, g_strdup (name), row);
    }
  g_object_set_data_full (G_OBJECT (row), "address", g_strdup (address), g_free);
  g_object_set_data_full (G_OBJECT (row), "code", g_strdup (code), g_free);
  seats = free_seats > 0
          ? g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u free seat", "%u free seats", free_seats), free_seats)
          : g_strdup (_("no free seat"));
  /* Translators: A game found on the network: its code, the edition
   * and the free seats, e.g. "K7Q-X2M · Carcassonne · 2 free seats" */
  subtitle = g_strdup_printf (_("%s · %s · %s"), shown,
                              g_strcmp0 (game, "wheel-of-fortune") == 0 ? _("Wheel of Fortune") : _("Carcassonne"),
                              seats);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
}

/* A moment after the dialog opens, say why the list may stay empty. */
static gboolean
lan_quiet_cb (gpointer data)
{
  BastideJoinDialog *self = data;

  self->lan_source = 0;
  gtk_label_set_label (self->lan_placeholder,
                       bastide_net_discovery_get_available (self->discovery)
                       ? _("No game on this network yet. Ask the host for the address and code.")
                       : _("Games on this network cannot be listed without the Avahi service: type the host’s address instead."));
  return G_SOURCE_REMOVE;
}

static void
removed_cb (BastideJoinDialog *self,
            const char        *name)
{
  GtkWidget *row = g_hash_table_lookup (self->lan_rows, name);

  if (row == NULL)
    return;
  gtk_list_box_remove (self->lan_list, row);
  g_hash_table_remove (self->lan_rows, name);
}

static void
forget_client (BastideJoinDialog *self)
{
  if (self->client != NULL)
    g_signal_handlers_disconnect_by_data (self->client, self);
  g_clear_object (&self->client);
  g_clear_object (&self->session);
}

static void
client_state_cb (BastideJoinDialog *self)
{
  g_autoptr(BastideJoinDialog) hold = g_object_ref (self);
  g_autoptr(BastideNetSession) session = NULL;
  BastideNetClientState state = bastide_net_client_get_state (self->client);

  if (state != BASTIDE_NET_CLIENT_LOBBY && state != BASTIDE_NET_CLIENT_PLAYING)
    return;
  session = g_object_ref (self->session);
  forget_client (self);
  g_signal_emit (self, signals[JOINED], 0, session);
  gtk_window_destroy (GTK_WINDOW (self));
}

static void
client_closed_cb (BastideJoinDialog *self,
                  const GError      *error)
{
  show_message (self, error != NULL ? error->message : _("The host closed the connection"));
  forget_client (self);
  set_busy (self, FALSE);
}

static void
join_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  BastideJoinDialog *self = BASTIDE_JOIN_DIALOG (widget);
  const char *address = gtk_editable_get_text (GTK_EDITABLE (self->address_row));
  const char *code = gtk_editable_get_text (GTK_EDITABLE (self->code_row));
  const char *typed_name = gtk_editable_get_text (GTK_EDITABLE (self->name_row));
  gboolean watch = gtk_switch_get_active (self->watch_switch);
  g_autoptr(GError) error = NULL;
  g_autofree char *name = NULL;

  self->client = bastide_net_client_new (address, code, &error);
  if (self->client == NULL)
    {
      show_message (self, error->message);
      return;
    }
  name = bastide_net_check_name (typed_name, watch && *typed_name == '\0' ? NULL : &error);
  if (name == NULL && !watch)
    {
      show_message (self, error->message);
      g_clear_object (&self->client);
      return;
    }
  if (self->settings != NULL)
    {
      g_settings_set_string (self->settings, "network-name", name != NULL ? name : "");
      g_settings_set_string (self->settings, "network-address", address);
    }

  if (watch)
    bastide_net_client_set_spectator (self->client, name);
  else
    bastide_net_client_set_player (self->client, name, -1, BASTIDE_PLAYER_PERSON, BASTIDE_COMPUTER_MEDIUM);
  self->session = bastide_net_session_new_client (self->client);
  g_signal_connect_object (self->client, "notify::state", G_CALLBACK (client_state_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->client, "closed", G_CALLBACK (client_closed_cb), self, G_CONNECT_SWAPPED);
  show_message (self, NULL);
  set_busy (self, TRUE);
  bastide_net_client_connect (self->client);
}

static void
bastide_join_dialog_dispose (GObject *object)
{
  BastideJoinDialog *self = BASTIDE_JOIN_DIALOG (object);

  forget_client (self);
  g_clear_handle_id (&self->lan_source, g_source_remove);
  if (self->discovery != NULL)
    g_signal_handlers_disconnect_by_data (self->discovery, self);
  g_clear_object (&self->discovery);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->lan_rows, g_hash_table_unref);

  G_OBJECT_CLASS (bastide_join_dialog_parent_class)->dispose (object);
}

static void
bastide_join_dialog_class_init (BastideJoinDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bastide_join_dialog_dispose;

  /**
   * BastideJoinDialog::joined:
   * @session: the network game, in its lobby or under way
   */
  signals[JOINED] =
    g_signal_new ("joined", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, BASTIDE_TYPE_NET_SESSION);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/bastide/Bastide/bastide-join-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, BastideJoinDialog, join_button);
  gtk_widget_class_bind_template_child (widget_class, BastideJoinDialog, spinner);
  gtk_widget_class_bind_template_child (widget_class, BastideJoinDialog, lan_group);
  gtk_widget_class_bind_template_child (widget_class, BastideJoinDialog, lan_list);
  gtk_widget_class_bind_template_child (widget_class, BastideJoinDialog, lan_placeholder);
  gtk_widget_class_bind_template_child (widget_class, BastideJoinDialog, address_row);
  gtk_widget_class_bind_template_child (widget_class, BastideJoinDialog, code_row);
  gtk_widget_class_bind_template_child (widget_class, BastideJoinDialog, name_row);
  gtk_widget_class_bind_template_child (widget_class, BastideJoinDialog, watch_switch);
  gtk_widget_class_bind_template_child (widget_class, BastideJoinDialog, message_label);

  gtk_widget_class_install_action (widget_class, "join.join", NULL, join_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
bastide_join_dialog_init (BastideJoinDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_window_set_default_widget (GTK_WINDOW (self), self->join_button);
  gtk_widget_set_visible (GTK_WIDGET (self->spinner), FALSE);
  self->lan_rows = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_signal_connect_object (self->address_row, "changed", G_CALLBACK (entry_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->code_row, "changed", G_CALLBACK (entry_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->name_row, "changed", G_CALLBACK (entry_changed_cb), self, G_CONNECT_SWAPPED);

  self->discovery = bastide_net_discovery_new ();
  g_signal_connect_object (self->discovery, "found", G_CALLBACK (found_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->discovery, "removed", G_CALLBACK (removed_cb), self, G_CONNECT_SWAPPED);
  bastide_net_discovery_browse (self->discovery);
  self->lan_source = g_timeout_add_seconds (3, lan_quiet_cb, self);
}

/**
 * bastide_join_dialog_new:
 * @parent: the game window
 * @settings: (nullable): where the last name and address are kept
 *
 * Returns: (transfer none): the dialog; it destroys itself when closed
 */
BastideJoinDialog *
bastide_join_dialog_new (GtkWindow *parent,
                         GSettings *settings)
{
  BastideJoinDialog *self = g_object_new (BASTIDE_TYPE_JOIN_DIALOG, "transient-for", parent, NULL);

  if (settings != NULL)
    {
      g_autofree char *name = g_settings_get_string (settings, "network-name");
      g_autofree char *address = g_settings_get_string (settings, "network-address");

      self->settings = g_object_ref (settings);
      gtk_editable_set_text (GTK_EDITABLE (self->name_row), *name != '\0' ? name : g_get_real_name ());
      gtk_editable_set_text (GTK_EDITABLE (self->address_row), address);
    }
  return self;
}
