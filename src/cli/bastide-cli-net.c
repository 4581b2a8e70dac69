/* bastide-cli-net.c: serve and join, network play without a window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <errno.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <stdio.h>

#include "bastide-cli-commands.h"
#include "bastide-net-client.h"
#include "bastide-net-discovery.h"
#include "bastide-net-host.h"
#include "bastide-net-protocol.h"

/* A seat of --seats: "remote" or a computer player's level. */
static gboolean
parse_seats (const char          *spec,
             BastidePlayerSetup  *seats,
             guint               *n_seats,
             GError             **error)
{
  g_auto(GStrv) words = g_strsplit (spec != NULL ? spec : "", ",", -1);
  guint n = g_strv_length (words);

  if (n < 2 || n > BASTIDE_MAX_PLAYERS)
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   g_dngettext (GETTEXT_PACKAGE,
                                "--seats lists 2 to %d seat, for example remote,remote,greedy",
                                "--seats lists 2 to %d seats, for example remote,remote,greedy",
                                BASTIDE_MAX_PLAYERS),
                   BASTIDE_MAX_PLAYERS);
      return FALSE;
    }
  for (guint i = 0; i < n; i++)
    {
      const char *word = g_strstrip (words[i]);
      int level = bastide_computer_level_from_name (word);

      if (level < 0 && !g_str_equal (word, "remote"))
        {
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                       _("unknown seat “%s”: use remote, greedy, easy, medium or hard"), word);
          return FALSE;
        }
      seats[i] = (BastidePlayerSetup) {
        .name = NULL,
        .color = (BastideColor) i,
        .kind = level < 0 ? BASTIDE_PLAYER_REMOTE : BASTIDE_PLAYER_COMPUTER,
        .level = level < 0 ? BASTIDE_COMPUTER_MEDIUM : (BastideComputerLevel) level,
      };
    }
  *n_seats = n;
  return TRUE;
}

/* serve */

typedef struct
{
  GMainLoop *loop;
  char *records;
  guint n_games;
  guint n_over;
  GPtrArray *tables;
  BastideNetDiscovery *discovery;   /* listening on every address: games are announced */
  guint port;
} Server;

static void
serve_changed_cb (BastideNetTable *table,
                  Server          *server)
{
  g_autoptr(GError) error = NULL;

  if (!bastide_net_table_get_started (table) && bastide_net_table_get_ready (table)
      && !bastide_net_table_start (table, &error))
    g_warning ("Game %s cannot start: %s", bastide_net_table_get_code (table), error->message);
  if (server->discovery != NULL && !bastide_net_table_get_finished (table))
    {
      /* Listed in the Join dialogs on the network under the machine's name. */
      g_autofree char *name = g_strdup_printf (_("%s’s game"), g_get_host_name ());

      bastide_net_discovery_publish (server->discovery, name, server->port, table);
    }
}

static gboolean
quit_cb (gpointer data)
{
  g_main_loop_quit (data);
  return G_SOURCE_REMOVE;
}

static void
serve_finished_cb (BastideNetTable *table,
                   Server          *server)
{
  BastideGame *game = bastide_net_table_get_game (table);
  const char *code = bastide_net_table_get_code (table);
  guint index = 0;
  g_autoptr(GString) scores = g_string_new (NULL);

  for (guint i = 0; i < server->tables->len; i++)
    if (server->tables->pdata[i] == table)
      index = i + 1;
  for (guint p = 0; game != NULL && p < bastide_game_get_n_players (game); p++)
    g_string_append_printf (scores, " %d", bastide_game_get_score (game, p));
  if (server->records != NULL && game != NULL)
    {
      g_autofree char *name = g_strdup_printf ("game-%u-%s.bastide", index, code);
      g_autofree char *path = g_build_filename (server->records, name, NULL);
      g_autoptr(GError) error = NULL;

      if (!bastide_record_save (bastide_game_get_record (game), path, &error))
        g_printerr ("%s\n", error->message);
    }
  if (server->discovery != NULL)
    bastide_net_discovery_unpublish (server->discovery, code);
  g_printerr (_("game %u (%s) is over; scores:%s\n"), index, code, scores->str);
  if (++server->n_over == server->n_games)
    /* A moment for the last messages to leave before the sockets close. */
    g_timeout_add (300, quit_cb, server->loop);
}

int
bastide_cli_serve (int    argc,
                   char **argv)
{
  int port = BASTIDE_NET_DEFAULT_PORT;
  int n_games = 1;
  gint64 seed = -1;
  g_autofree char *seats_spec = NULL;
  g_autofree char *game = NULL;
  g_autofree char *expansions = NULL;
  g_autofree char *records = NULL;
  g_autofree char *address = NULL;
  g_autofree char *tls = NULL;
  GOptionEntry entries[] = {
    { "port", 0, 0, G_OPTION_ARG_INT, &port, N_("Listen on this TCP port (0: any free one)"), N_("PORT") },
    { "address", 0, 0, G_OPTION_ARG_STRING, &address, N_("Listen on this address only (default: every address)"), N_("ADDRESS") },
    { "seats", 0, 0, G_OPTION_ARG_STRING, &seats_spec, N_("The seats: remote, greedy, easy, medium or hard, comma-separated"), N_("SPEC") },
    { "game", 0, 0, G_OPTION_ARG_STRING, &game, N_("standard or wheel-of-fortune"), N_("GAME") },
    { "expansions", 0, 0, G_OPTION_ARG_STRING, &expansions, N_("Comma-separated: river, abbot, abbey-mayor"), N_("LIST") },
    { "games", 0, 0, G_OPTION_ARG_INT, &n_games, N_("Host this many games at once (default 1)"), N_("N") },
    { "records", 0, 0, G_OPTION_ARG_FILENAME, &records, N_("Write each finished game's record into this folder"), N_("DIR") },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &seed, N_("Shuffle the tiles of game k with SEED + k (default: at random)"), N_("SEED") },
    { "tls-certificate", 0, 0, G_OPTION_ARG_FILENAME, &tls, N_("Speak TLS (wss://) with this PEM file’s certificate and private key"), N_("FILE") },
    { NULL }
  };
  g_autoptr(BastideNetHost) host = NULL;
  g_autoptr(BastideNetDiscovery) discovery = NULL;
  g_autoptr(GMainLoop) loop = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) tables = g_ptr_array_new_with_free_func (g_object_unref);
  BastidePlayerSetup seats[BASTIDE_MAX_PLAYERS];
  BastideRules rules;
  Server server = { 0 };
  guint n_seats;

  if (!bastide_cli_parse_options (&argc, &argv, NULL,
                                  _("Host network games for remote players and computer players."),
                                  NULL, entries, 0))
    return 2;
  if (port < 0 || port > G_MAXUINT16 || n_games < 1 || n_games > 1000)
    {
      fprintf (stderr, "%s\n", _("--port is 0 to 65535 and --games 1 to 1000"));
      return 2;
    }
  if (!parse_seats (seats_spec, seats, &n_seats, &error)
      || !bastide_cli_parse_rules (game, expansions, n_seats, &rules, &error))
    {
      fprintf (stderr, "%s\n", error->message);
      return 2;
    }
  if (records != NULL && g_mkdir_with_parents (records, 0755) < 0)
    {
      fprintf (stderr, _("Could not create the folder %s: %s\n"), records, g_strerror (errno));
      return 1;
    }

  host = bastide_net_host_new ();
  if (tls != NULL)
    {
      g_autoptr(GTlsCertificate) certificate = g_tls_certificate_new_from_file (tls, &error);

      if (certificate == NULL)
        {
          fprintf (stderr, "%s\n", error->message);
          return 2;
        }
      bastide_net_host_set_certificate (host, certificate);
    }
  if (!bastide_net_host_listen (host, address, port, &error))
    {
      fprintf (stderr, "%s\n", error->message);
      return 1;
    }
  loop = g_main_loop_new (NULL, FALSE);
  if (address == NULL)
    discovery = bastide_net_discovery_new ();
  server = (Server) { loop, records, n_games, 0, tables, discovery, bastide_net_host_get_port (host) };
  g_printerr (_("listening on port %u\n"), bastide_net_host_get_port (host));
  for (int i = 0; i < n_games; i++)
    {
      guint64 game_seed = seed >= 0 ? (guint64) seed + i : g_random_int () | (guint64) g_random_int () << 32;
      BastideNetTable *table = bastide_net_table_new (&rules, seats, game_seed, &error);
      g_autofree char *code = NULL;

      if (table == NULL)
        {
          fprintf (stderr, "%s\n", error->message);
          return 2;
        }
      g_ptr_array_add (tables, table);
      bastide_net_host_add_table (host, table);
      g_signal_connect (table, "changed", G_CALLBACK (serve_changed_cb), &server);
      g_signal_connect (table, "finished", G_CALLBACK (serve_finished_cb), &server);
      code = bastide_net_format_code (bastide_net_table_get_code (table));
      printf (_("game %d: %s\n"), i + 1, code);
      fflush (stdout);
      serve_changed_cb (table, &server);
    }
  g_main_loop_run (loop);
  for (guint i = 0; i < tables->len; i++)
    g_signal_handlers_disconnect_by_data (tables->pdata[i], &server);
  bastide_net_host_stop (host);
  return 0;
}

/* join */

typedef struct
{
  GMainLoop *loop;
  BastideNetClient *client;
  char *record;
  int status;
} Joiner;

static void
join_over_cb (BastideGame *game,
              Joiner      *joiner)
{
  g_autoptr(GString) scores = g_string_new (NULL);
  g_autoptr(GError) error = NULL;

  for (guint p = 0; p < bastide_game_get_n_players (game); p++)
    g_string_append_printf (scores, "%s%d", p > 0 ? ", " : "", bastide_game_get_score (game, p));
  if (joiner->record != NULL
      && !bastide_record_save (bastide_game_get_record (game), joiner->record, &error))
    {
      fprintf (stderr, "%s\n", error->message);
      joiner->status = 1;
    }
  printf ("{\"seat\": %d, \"turns\": %u, \"scores\": [%s], \"slowest_round_trip_ms\": %.3f}\n",
          bastide_net_client_get_seat (joiner->client),
          bastide_record_get_n_turns (bastide_game_get_record (game)), scores->str,
          bastide_net_client_get_slowest_round_trip (joiner->client) / 1000.0);
  fflush (stdout);
  bastide_net_client_close (joiner->client);
}

static void
join_started_cb (BastideNetClient *client,
                 BastideGame      *game,
                 Joiner           *joiner)
{
  bastide_game_set_computer_delay (game, BASTIDE_NET_BOT_DELAY_MS);
  g_signal_connect (game, "game-over", G_CALLBACK (join_over_cb), joiner);
  if (bastide_game_get_is_over (game))
    join_over_cb (game, joiner);
}

static void
join_closed_cb (BastideNetClient *client,
                const GError     *error,
                Joiner           *joiner)
{
  if (error != NULL)
    {
      fprintf (stderr, "%s\n", error->message);
      joiner->status = 1;
    }
  g_main_loop_quit (joiner->loop);
}

int
bastide_cli_join (int    argc,
                  char **argv)
{
  g_autofree char *code = NULL;
  g_autofree char *bot = NULL;
  g_autofree char *name = NULL;
  g_autofree char *record = NULL;
  g_autofree char *ca = NULL;
  GOptionEntry entries[] = {
    { "code", 0, 0, G_OPTION_ARG_STRING, &code, N_("The game's code"), N_("CODE") },
    { "bot", 0, 0, G_OPTION_ARG_STRING, &bot, N_("Play the seat with this computer player: greedy, easy, medium or hard"), N_("LEVEL") },
    { "name", 0, 0, G_OPTION_ARG_STRING, &name, N_("The player's name"), N_("NAME") },
    { "record", 0, 0, G_OPTION_ARG_FILENAME, &record, N_("Write the game's record here when it ends"), N_("FILE") },
    { "ca-file", 0, 0, G_OPTION_ARG_FILENAME, &ca, N_("Trust a wss:// host whose certificate comes from these authorities (PEM), instead of the system’s"), N_("FILE") },
    { NULL }
  };
  g_autoptr(BastideNetClient) client = NULL;
  g_autoptr(GMainLoop) loop = NULL;
  g_autoptr(GError) error = NULL;
  Joiner joiner = { 0 };
  int level;

  if (!bastide_cli_parse_options (&argc, &argv, _("ws://HOST:PORT"),
                                  _("Take a free seat of a network game and play it with a computer player."),
                                  NULL, entries, 1))
    return 2;
  level = bastide_computer_level_from_name (bot);
  if (level < 0)
    {
      fprintf (stderr, "%s\n", _("--bot is greedy, easy, medium or hard"));
      return 2;
    }
  client = bastide_net_client_new (argv[1], code, &error);
  if (client == NULL)
    {
      fprintf (stderr, "%s\n", error->message);
      return 2;
    }
  bastide_net_client_set_player (client, name != NULL ? name : bastide_computer_level_label (level), -1,
                                 BASTIDE_PLAYER_COMPUTER, level);
  if (ca != NULL)
    {
      g_autoptr(GTlsDatabase) database = g_tls_file_database_new (ca, &error);

      if (database == NULL)
        {
          fprintf (stderr, "%s\n", error->message);
          return 2;
        }
      bastide_net_client_set_tls_database (client, database);
    }
  loop = g_main_loop_new (NULL, FALSE);
  joiner = (Joiner) { loop, client, record, 0 };
  g_signal_connect (client, "game-started", G_CALLBACK (join_started_cb), &joiner);
  g_signal_connect (client, "closed", G_CALLBACK (join_closed_cb), &joiner);
  bastide_net_client_connect (client);
  g_main_loop_run (loop);
  g_signal_handlers_disconnect_by_data (client, &joiner);
  if (bastide_net_client_get_game (client) != NULL)
    g_signal_handlers_disconnect_by_data (bastide_net_client_get_game (client), &joiner);
  return joiner.status;
}
