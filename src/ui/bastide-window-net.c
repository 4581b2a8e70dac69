/* bastide-window-net.c: network games: the lobby, joining, and a hosted
 * game resumed
 *
 * Copyright 2026 The Bastide authors
 *
 * This program is free software: you can redistribute it and/or modify
 * it under the terms of the GNU General Public License as published by
 * the Free Software Foundation, either version 3 of the License, or
 * (at your option) any later version.
 *
 * This program is distributed in the hope that it will be useful,
 * but WITHOUT ANY WARRANTY; without even the implied warranty of
 * MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE.  See the
 * GNU General Public License for more details.
 *
 * You should have received a copy of the GNU General Public License
 * along with this program.  If not, see <https://www.gnu.org/licenses/>.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 */

#define G_LOG_DOMAIN "bastide-window"

#include "config.h"

#include <glib/gi18n.h>

#include "bastide-join-dialog.h"
#include "bastide-lobby-dialog.h"
#include "bastide-net-protocol.h"
#include "bastide-window-private.h"

/* Network games */

static void
session_game_cb (BastideWindow *self,
                 BastideGame   *game)
{
  bastide_window_set_game (self, game);
}

static void
session_closed_cb (BastideWindow *self,
                   const GError  *error)
{
  g_autoptr(BastideWindow) hold = g_object_ref (self);

  if (error != NULL)
    bastide_window_show_error (self, _("The Network Game Is Over"), error->message);
  bastide_window_set_session (self, NULL);
  bastide_window_update_turn_ui (self);
}

static void
session_refused_cb (BastideWindow *self,
                    const char    *message)
{
  bastide_window_show_toast (self, message, 4);
}

static void
lobby_cancelled_cb (BastideWindow *self)
{
  bastide_window_set_session (self, NULL);
}

/* Takes part in @session (NULL: in none): the lobby first, until the game
 * starts; then the game, with the network bar over the board. */
void
bastide_window_set_session (BastideWindow     *self,
                            BastideNetSession *session)
{
  g_autoptr(BastideNetSession) old = g_steal_pointer (&self->session);

  if (old != NULL)
    {
      g_signal_handlers_disconnect_by_data (old, self);
      bastide_net_session_end (old);
    }
  if (session == NULL)
    {
      if (self->net_bar != NULL)
        bastide_net_bar_set_session (self->net_bar, NULL);
      return;
    }
  self->session = g_object_ref (session);
  bastide_net_bar_set_session (self->net_bar, session);
  g_signal_connect_object (session, "game-started", G_CALLBACK (session_game_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (session, "closed", G_CALLBACK (session_closed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (session, "refused", G_CALLBACK (session_refused_cb), self, G_CONNECT_SWAPPED);
  if (bastide_net_session_get_started (session))
    bastide_window_set_game (self, bastide_net_session_get_game (session));
  else
    {
      BastideLobbyDialog *lobby = bastide_lobby_dialog_new (GTK_WINDOW (self), session);

      g_signal_connect_object (lobby, "cancelled", G_CALLBACK (lobby_cancelled_cb), self, G_CONNECT_SWAPPED);
      gtk_window_present (GTK_WINDOW (lobby));
    }
}

/* A network game from the autosave: the lobby opens again with the same
 * code and waits for the players of its remote seats (not for those a
 * computer player kept: they may come back during play). */
void
bastide_window_host_resumed_game (BastideWindow *self,
                                  BastideGame   *game)
{
  GSettings *settings = bastide_window_get_settings (self);
  g_autoptr(BastideNetHost) host = bastide_net_host_new ();
  g_autoptr(BastideNetTable) table = bastide_net_table_new_for_game (game);
  g_autoptr(BastideNetSession) session = NULL;
  g_autoptr(GError) error = NULL;
  const char *name = g_get_real_name ();

  if (!bastide_net_host_listen (host, NULL,
                                settings != NULL ? g_settings_get_int (settings, "network-port")
                                                 : BASTIDE_NET_DEFAULT_PORT,
                                &error))
    {
      bastide_window_show_error (self, _("Could Not Host the Game"), error->message);
      return;
    }
  if (settings != NULL)
    bastide_net_table_set_hints (table, g_settings_get_boolean (settings, "network-hints"));
  for (guint i = 0; i < bastide_game_get_n_players (game); i++)
    if (bastide_game_get_player_kind (game, i) == BASTIDE_PLAYER_PERSON)
      {
        name = bastide_game_get_player_name (game, i);
        break;
      }
  bastide_net_host_add_table (host, table);
  session = bastide_net_session_new_host (host, table, name);
  /* the game is on the board while the lobby waits */
  bastide_window_set_game (self, game);
  bastide_window_set_session (self, session);
}

static void
joined_cb (BastideWindow     *self,
           BastideNetSession *session)
{
  bastide_window_set_session (self, session);
}

void
bastide_window_join_action (GSimpleAction *action,
                            GVariant      *parameter,
                            gpointer       user_data)
{
  BastideWindow *self = user_data;
  BastideJoinDialog *dialog = bastide_join_dialog_new (GTK_WINDOW (self), bastide_window_get_settings (self));

  g_signal_connect_object (dialog, "joined", G_CALLBACK (joined_cb), self, G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* The name the host goes by on the network: its first person's. */
static const char *
host_name (const BastidePlayerSetup *players,
           guint                     n_players)
{
  for (guint i = 0; i < n_players; i++)
    if (players[i].kind == BASTIDE_PLAYER_PERSON && players[i].name != NULL)
      return players[i].name;
  return g_get_real_name ();
}

void
bastide_window_host_game_cb (BastideWindow        *self,
                             BastideNewGameDialog *dialog)
{
  g_autoptr(BastideNetHost) host = bastide_net_host_new ();
  g_autoptr(BastideNetTable) table = NULL;
  g_autoptr(BastideNetSession) session = NULL;
  g_autoptr(GError) error = NULL;
  BastidePlayerSetup players[BASTIDE_MAX_PLAYERS];
  BastideRules rules;
  guint64 seed;

  if (!bastide_new_game_dialog_get_setup (dialog, &rules, players, &seed, &error)
      || (table = bastide_net_table_new (&rules, players, seed, &error)) == NULL
      || !bastide_net_host_listen (host, NULL, bastide_new_game_dialog_get_port (dialog), &error))
    {
      bastide_window_show_error (self, _("Could Not Host the Game"), error->message);
      return;
    }
  bastide_net_table_set_hints (table, bastide_new_game_dialog_get_hints (dialog));
  bastide_net_host_add_table (host, table);
  session = bastide_net_session_new_host (host, table, host_name (players, rules.n_players));
  bastide_window_set_session (self, session);
}
