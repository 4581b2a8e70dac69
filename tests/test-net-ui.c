/* test-net-ui.c: network play through the windows
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Hosting from the new-game dialog (a remote seat, the lobby, a bot that
 * joins, Start), a player who drops out (the sidebar and the network bar
 * say so, the host hands the seat to a computer player), and joining a
 * game from the Join dialog. With BASTIDE_TEST_SHOTS set to a folder, the
 * screen is saved there at each stage (`import`, ImageMagick), to look at.
 */

#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <string.h>

#include "bastide-chat-view.h"
#include "bastide-join-dialog.h"
#include "bastide-lobby-dialog.h"
#include "bastide-net-discovery.h"
#include "bastide-net-protocol.h"
#include "bastide-new-game-dialog.h"
#include "bastide-player-row.h"
#include "bastide-seat-row.h"
#include "bastide-summary-dialog.h"
#include "bastide-i18n.h"
#include "bastide-test-ui.h"

static char *data_dir;
/* the code of the game the first test hosts, which its resuming keeps */
static char *hosted_code;
/* one application for the run: GLib names the program once */
static BastideApplication *app;

static void
shoot (const char *name)
{
  const char *dir = g_getenv ("BASTIDE_TEST_SHOTS");
  g_autofree char *command = NULL;

  if (dir == NULL)
    return;
  /* let the frame be drawn */
  for (guint i = 0; i < 20; i++)
    {
      g_main_context_iteration (NULL, FALSE);
      g_usleep (10000);
    }
  command = g_strdup_printf ("import -window root %s/%s.png", dir, name);
  g_spawn_command_line_sync (command, NULL, NULL, NULL, NULL);
}

/* The first widget of @type under @root, depth first. */
static GtkWidget *
find_widget (GtkWidget *root,
             GType      type)
{
  if (g_type_is_a (G_OBJECT_TYPE (root), type))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_widget (child, type);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static void
collect_widgets (GtkWidget *root,
                 GType      type,
                 GPtrArray *out)
{
  if (g_type_is_a (G_OBJECT_TYPE (root), type))
    g_ptr_array_add (out, root);
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_widgets (child, type, out);
}

typedef enum
{
  LABEL_CONTAINS,               /* visible, and @text is in it */
  LABEL_READS,                  /* visible, and reads @text exactly */
  LABEL_AS_TYPED,               /* shows @text as typed, not as markup (a
                                 * closed popover's too) */
} LabelMatch;

static gboolean
has_label (GtkWidget  *root,
           const char *text,
           LabelMatch  match)
{
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();

  collect_widgets (root, GTK_TYPE_LABEL, labels);
  for (guint i = 0; i < labels->len; i++)
    {
      GtkLabel *label = labels->pdata[i];
      gboolean visible = gtk_widget_is_visible (GTK_WIDGET (label));

      if ((match == LABEL_CONTAINS && visible && strstr (gtk_label_get_label (label), text) != NULL)
          || (match == LABEL_READS && visible && g_str_equal (gtk_label_get_label (label), text))
          || (match == LABEL_AS_TYPED && !gtk_label_get_use_markup (label)
              && g_str_equal (gtk_label_get_text (label), text)))
        return TRUE;
    }
  return FALSE;
}

static gboolean
shows_label (GtkWidget  *root,
             const char *text)
{
  return has_label (root, text, LABEL_CONTAINS);
}

static gboolean
shows_exact_label (GtkWidget  *root,
                   const char *text)
{
  return has_label (root, text, LABEL_READS);
}

static gboolean
shows_plain_text (GtkWidget  *root,
                  const char *text)
{
  return has_label (root, text, LABEL_AS_TYPED);
}

static GtkWidget *
find_button (GtkWidget  *root,
             const char *label)
{
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();

  collect_widgets (root, GTK_TYPE_BUTTON, buttons);
  for (guint i = 0; i < buttons->len; i++)
    if (g_strcmp0 (gtk_button_get_label (buttons->pdata[i]), label) == 0)
      return buttons->pdata[i];
  g_error ("No button %s", label);
}

/* The lobby's button that picks @color (its tooltip names the colour). */
static GtkWidget *
color_button (GtkWindow    *lobby,
              BastideColor  color)
{
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();

  collect_widgets (GTK_WIDGET (lobby), GTK_TYPE_BUTTON, buttons);
  for (guint i = 0; i < buttons->len; i++)
    if (g_strcmp0 (gtk_widget_get_tooltip_text (buttons->pdata[i]), bastide_color_label (color)) == 0)
      return buttons->pdata[i];
  g_error ("No button for %s", bastide_color_name (color));
}

static GtkWindow *
find_toplevel (BastideApplication *application,
               GType               type)
{
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (application)); l != NULL; l = l->next)
    if (g_type_is_a (G_OBJECT_TYPE (l->data), type))
      return l->data;
  for (guint i = 0; i < g_list_model_get_n_items (gtk_window_get_toplevels ()); i++)
    {
      g_autoptr(GObject) window = g_list_model_get_item (gtk_window_get_toplevels (), i);

      if (g_type_is_a (G_OBJECT_TYPE (window), type))
        return GTK_WINDOW (window);
    }
  return NULL;
}

/* A port nobody listens on now. */
static guint
free_port (void)
{
  g_autoptr(GSocketListener) listener = g_socket_listener_new ();
  g_autoptr(GError) error = NULL;
  guint port = g_socket_listener_add_any_inet_port (listener, NULL, &error);

  g_assert_no_error (error);
  g_socket_listener_close (listener);
  return port;
}

static BastideNetClient *
join_bot (guint       port,
          const char *code,
          const char *name)
{
  g_autofree char *address = g_strdup_printf ("ws://127.0.0.1:%u/", port);
  g_autoptr(GError) error = NULL;
  BastideNetClient *client = bastide_net_client_new (address, code, &error);

  g_assert_no_error (error);
  bastide_net_client_set_player (client, name, -1, BASTIDE_PLAYER_COMPUTER, BASTIDE_COMPUTER_GREEDY);
  bastide_net_client_connect (client);
  return client;
}

static void
test_host_from_new_game (void)
{
  BastideWindow *window = test_ui_window_new (app);
  GSettings *settings = bastide_application_get_settings (app);
  guint port = free_port ();
  g_autoptr(GPtrArray) seats = g_ptr_array_new ();
  g_autoptr(BastideNetClient) bot = NULL;
  g_autofree char *code = NULL;
  BastideNewGameDialog *dialog;
  GtkWindow *lobby;
  BastideNetSession *session;
  BastideGame *game;
  GtkWidget *bar;

  g_settings_set_int (settings, "network-port", port);
  g_settings_set_strv (settings, "player-names", (const char *[]) { "Hostess", "", "", NULL });
  dialog = BASTIDE_NEW_GAME_DIALOG (bastide_window_show_new_game_dialog (window));
  bastide_new_game_dialog_set_n_players (dialog, 3);
  collect_widgets (GTK_WIDGET (dialog), BASTIDE_TYPE_SEAT_ROW, seats);
  g_assert_cmpuint (seats->len, ==, 3);
  bastide_seat_row_set_kind (seats->pdata[0], BASTIDE_SEAT_COMPUTER_EASY);
  bastide_seat_row_set_kind (seats->pdata[1], BASTIDE_SEAT_REMOTE);
  bastide_seat_row_set_kind (seats->pdata[2], BASTIDE_SEAT_REMOTE);
  g_assert_true (bastide_new_game_dialog_get_hosting (dialog));
  g_assert_cmpuint (bastide_new_game_dialog_get_port (dialog), ==, port);
  shoot ("new-game-remote");
  gtk_widget_activate_action (GTK_WIDGET (dialog), "setup.start", NULL);

  /* The lobby: the code to give, two free seats. */
  WAIT_UNTIL ((lobby = find_toplevel (app, BASTIDE_TYPE_LOBBY_DIALOG)) != NULL
              && gtk_widget_get_mapped (GTK_WIDGET (lobby)));
  session = bastide_window_get_session (window);
  g_assert_nonnull (session);
  g_assert_true (bastide_net_session_get_is_host (session));
  code = bastide_net_session_dup_code (session);
  g_assert_true (shows_label (GTK_WIDGET (lobby), code));
  {
    g_autofree char *waiting = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Waiting for %u more player to join.",
                                                             "Waiting for %u more players to join.", 2), 2);

    g_assert_true (shows_label (GTK_WIDGET (lobby), waiting));
  }
  g_assert_false (gtk_widget_get_sensitive (find_button (GTK_WIDGET (lobby), _("_Start"))));
  hosted_code = g_strdup (code);

  bot = join_bot (port, code, "Bot One");
  WAIT_UNTIL (shows_label (GTK_WIDGET (lobby), "Bot One"));
  bastide_net_session_say (session, "Welcome, <b>everyone</b>!");
  WAIT_UNTIL (shows_plain_text (GTK_WIDGET (lobby), "Welcome, <b>everyone</b>!"));
  shoot ("lobby-host");

  {
    g_autoptr(BastideNetClient) second = join_bot (port, code, "Bot Two");

    WAIT_UNTIL (bastide_net_session_get_ready (session));
    g_assert_true (shows_label (GTK_WIDGET (lobby), _("Everyone is here: start when you are ready.")));
    g_assert_true (gtk_widget_get_sensitive (find_button (GTK_WIDGET (lobby), _("_Start"))));
    gtk_widget_activate_action (GTK_WIDGET (lobby), "lobby.start", NULL);
    WAIT_UNTIL (find_toplevel (app, BASTIDE_TYPE_LOBBY_DIALOG) == NULL);
    game = bastide_window_get_game (window);
    g_assert_nonnull (game);
    g_assert_true (game == bastide_net_session_get_game (session));
    g_assert_cmpint (bastide_game_get_player_kind (game, 1), ==, BASTIDE_PLAYER_REMOTE);
    g_assert_cmpstr (bastide_game_get_player_name (game, 1), ==, "Bot One");
    bar = find_widget (GTK_WIDGET (window), g_type_from_name ("BastideNetBar"));
    g_assert_true (gtk_widget_get_visible (bar));
    WAIT_UNTIL (bastide_game_get_turn_number (game) >= 4);

    /* Bot Two drops out: the sidebar and the bar say so. */
    bastide_net_client_close (second);
  }
  WAIT_UNTIL (bastide_game_get_player_away (game, 2));
  WAIT_UNTIL (shows_label (GTK_WIDGET (window), _("disconnected")));
  {
    g_autofree char *lost = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s lost the connection. The game waits for them.",
                                                          "%s lost the connection. The game waits for them.", 1),
                                             "Bot Two");

    g_assert_true (shows_label (bar, lost));
  }
  g_assert_true (gtk_widget_get_mapped (find_button (bar, _("_Computer Plays"))));
  shoot ("host-disconnected");

  /* The host lets a computer player take the seat; the game goes on. */
  gtk_widget_activate_action (bar, "net.computer-plays", NULL);
  g_assert_cmpint (bastide_game_get_player_kind (game, 2), ==, BASTIDE_PLAYER_COMPUTER);
  g_assert_false (bastide_game_get_player_away (game, 2));
  WAIT_UNTIL (bastide_game_get_turn_number (game) >= 10);

  bastide_net_client_close (bot);
  test_ui_close_all (app);
}

/* The host's autosave holds the network game of the test above; resuming
 * it opens the lobby again, its players come back and it goes on. */
static void
test_resume_hosted (void)
{
  BastideWindow *window = test_ui_window_new (app);
  GSettings *settings = bastide_application_get_settings (app);
  g_autoptr(BastideNetClient) one = NULL;
  g_autoptr(BastideNetClient) two = NULL;
  g_autofree char *code = NULL;
  BastideNetSession *session;
  GtkWindow *question, *lobby;
  BastideGame *game;
  guint turns;

  /* the same port as before: the players' clients find the host again */
  question = bastide_window_offer_resume (window);
  g_assert_nonnull (question);
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (question), "resume");
  WAIT_UNTIL ((lobby = find_toplevel (app, BASTIDE_TYPE_LOBBY_DIALOG)) != NULL
              && gtk_widget_get_mapped (GTK_WIDGET (lobby)));
  session = bastide_window_get_session (window);
  game = bastide_window_get_game (window);
  g_assert_true (game == bastide_net_session_get_game (session));
  turns = bastide_game_get_turn_number (game);
  g_assert_cmpuint (turns, >=, 10);
  /* the same code; the players keep their names and colours; Bot Two's
   * seat stays with a computer player until he is back, so only Bot One
   * is awaited */
  code = bastide_net_session_dup_code (session);
  g_assert_cmpstr (code, ==, hosted_code);
  g_assert_cmpstr (bastide_game_get_player_name (game, 1), ==, "Bot One");
  g_assert_cmpint (bastide_game_get_player_kind (game, 2), ==, BASTIDE_PLAYER_COMPUTER);
  g_assert_true (bastide_net_session_is_seat_remote (session, 2));
  g_assert_true (bastide_net_session_is_seat_substitute (session, 2));
  g_assert_true (shows_label (GTK_WIDGET (lobby), _("A computer player plays until they come back")));
  {
    g_autofree char *waiting = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Waiting for %u more player to join.",
                                                             "Waiting for %u more players to join.", 1), 1);

    g_assert_true (shows_label (GTK_WIDGET (lobby), waiting));
  }
  g_assert_false (bastide_net_session_get_ready (session));
  shoot ("lobby-resumed");

  one = join_bot (g_settings_get_int (settings, "network-port"), code, "Bot One");
  WAIT_UNTIL (bastide_net_session_get_ready (session));
  /* nothing was played while the lobby waited */
  g_assert_cmpuint (bastide_game_get_turn_number (game), ==, turns);
  gtk_widget_activate_action (GTK_WIDGET (lobby), "lobby.start", NULL);
  WAIT_UNTIL (find_toplevel (app, BASTIDE_TYPE_LOBBY_DIALOG) == NULL);
  WAIT_UNTIL (bastide_net_client_get_game (one) != NULL);
  /* the bot's mirror starts from the resumed game, not from the start */
  g_assert_cmpuint (bastide_record_get_n_turns (bastide_game_get_record (bastide_net_client_get_game (one))), >=, turns);
  WAIT_UNTIL (bastide_game_get_turn_number (game) >= turns + 3);

  /* Bot Two comes back with the code and his name: the seat is his. */
  two = join_bot (g_settings_get_int (settings, "network-port"), code, "Bot Two");
  WAIT_UNTIL (bastide_game_get_player_kind (game, 2) == BASTIDE_PLAYER_REMOTE);
  g_assert_false (bastide_net_session_is_seat_substitute (session, 2));
  WAIT_UNTIL (bastide_net_client_get_game (two) != NULL);
  g_assert_cmpint (bastide_net_client_get_seat (two), ==, 2);
  WAIT_UNTIL (bastide_game_get_turn_number (game) >= turns + 9);

  bastide_net_client_close (one);
  bastide_net_client_close (two);
  test_ui_close_all (app);
}

/* A game on the loopback as the tests host it: a computer player at the
 * host's computer (red) and two remote seats (blue, green); @address and
 * @code as a player types them. */
static BastideNetTable *
host_game (BastideNetHost  *host,
           guint            expansions,
           guint64          seed,
           char           **address,
           char           **code)
{
  BastideRules rules = { BASTIDE_GAME_STANDARD, expansions, 3, 0, 0 };
  BastidePlayerSetup setup[3] = {
    { "Host", BASTIDE_COLOR_RED, BASTIDE_PLAYER_COMPUTER, BASTIDE_COMPUTER_GREEDY },
    { NULL, BASTIDE_COLOR_BLUE, BASTIDE_PLAYER_REMOTE, BASTIDE_COMPUTER_MEDIUM },
    { NULL, BASTIDE_COLOR_GREEN, BASTIDE_PLAYER_REMOTE, BASTIDE_COMPUTER_MEDIUM },
  };
  g_autoptr(GError) error = NULL;
  BastideNetTable *table;

  g_assert_true (bastide_net_host_listen (host, "127.0.0.1", 0, &error));
  g_assert_no_error (error);
  table = bastide_net_table_new (&rules, setup, seed, &error);
  g_assert_no_error (error);
  bastide_net_host_add_table (host, table);
  *address = g_strdup_printf ("127.0.0.1:%u", bastide_net_host_get_port (host));
  *code = bastide_net_format_code (bastide_net_table_get_code (table));
  return table;
}

/* The Join dialog from the window's action; its address, code and name
 * rows into @entries. */
static GtkWindow *
open_join_dialog (BastideWindow *window,
                  GPtrArray     *entries)
{
  GtkWindow *dialog;

  g_action_group_activate_action (G_ACTION_GROUP (window), "join", NULL);
  WAIT_UNTIL ((dialog = find_toplevel (app, BASTIDE_TYPE_JOIN_DIALOG)) != NULL
              && gtk_widget_get_mapped (GTK_WIDGET (dialog)));
  collect_widgets (GTK_WIDGET (dialog), ADW_TYPE_ENTRY_ROW, entries);
  return dialog;
}

static void
test_join_dialog (void)
{
  BastideWindow *window = test_ui_window_new (app);
  g_autoptr(BastideNetHost) host = bastide_net_host_new ();
  g_autoptr(BastideNetTable) table = NULL;
  g_autoptr(BastideNetClient) bot = NULL;
  g_autoptr(BastideNetSession) hosting = NULL;
  g_autoptr(BastideNetDiscovery) probe = bastide_net_discovery_new ();
  g_autofree char *address = NULL;
  g_autofree char *code = NULL;
  g_autoptr(GPtrArray) entries = g_ptr_array_new ();
  gint64 give_up = g_get_monotonic_time () + G_USEC_PER_SEC;
  GtkWindow *dialog;
  GtkWindow *lobby;
  BastideNetSession *session;
  BastideGame *game;

  table = host_game (host, BASTIDE_EXPANSION_ABBOT, 99, &address, &code);
  /* the host's session announces the game on the network */
  hosting = bastide_net_session_new_host (host, table, "Hostess");
  /* with an avahi-daemon about, the game is listed by itself */
  WAIT_UNTIL (bastide_net_discovery_get_available (probe) || g_get_monotonic_time () > give_up);

  dialog = open_join_dialog (window, entries);
  g_assert_cmpuint (entries->len, ==, 3);
  if (bastide_net_discovery_get_available (probe))
    {
      g_autoptr(GPtrArray) rows = g_ptr_array_new ();

      {
        g_autofree char *listed = g_strdup_printf (_("%s’s game"), "Hostess");

        WAIT_UNTIL (shows_label (GTK_WIDGET (dialog), listed));
      }
      g_test_message ("The game was found on the network");
      shoot ("join-dialog-lan");
      collect_widgets (GTK_WIDGET (dialog), ADW_TYPE_ACTION_ROW, rows);
      for (guint i = 0; i < rows->len; i++)
        if (g_strcmp0 (g_object_get_data (rows->pdata[i], "code"), bastide_net_table_get_code (table)) == 0)
          g_signal_emit_by_name (rows->pdata[i], "activated");
      g_assert_cmpstr (gtk_editable_get_text (entries->pdata[1]), ==, code);
      g_assert_true (g_str_has_prefix (gtk_editable_get_text (entries->pdata[0]), "ws://"));
    }
  /* a wrong code first: the dialog says so and stays */
  gtk_editable_set_text (entries->pdata[0], address);
  gtk_editable_set_text (entries->pdata[1], "ABC");
  gtk_editable_set_text (entries->pdata[2], "Вера");
  gtk_widget_activate_action (GTK_WIDGET (dialog), "join.join", NULL);
  g_assert_true (shows_label (GTK_WIDGET (dialog), _("A game code has six letters and digits, like K7Q-X2M")));
  gtk_editable_set_text (entries->pdata[1], code);
  /* the message was about the code as it was */
  g_assert_false (shows_label (GTK_WIDGET (dialog), _("A game code has six letters and digits, like K7Q-X2M")));
  shoot ("join-dialog");
  gtk_widget_activate_action (GTK_WIDGET (dialog), "join.join", NULL);

  /* The client's lobby, then the game once the host starts. */
  WAIT_UNTIL ((lobby = find_toplevel (app, BASTIDE_TYPE_LOBBY_DIALOG)) != NULL
              && gtk_widget_get_mapped (GTK_WIDGET (lobby)));
  session = bastide_window_get_session (window);
  g_assert_false (bastide_net_session_get_is_host (session));
  WAIT_UNTIL (shows_label (GTK_WIDGET (lobby), "Вера"));
  g_assert_true (shows_label (GTK_WIDGET (lobby), _("You")));
  /* Her colour: the host's and the other seat's are not hers to take. */
  g_assert_true (shows_label (GTK_WIDGET (lobby), _("Your Colour")));
  g_assert_false (gtk_widget_get_sensitive (color_button (lobby, BASTIDE_COLOR_RED)));
  g_assert_false (gtk_widget_get_sensitive (color_button (lobby, BASTIDE_COLOR_GREEN)));
  g_assert_true (gtk_widget_has_css_class (color_button (lobby, BASTIDE_COLOR_BLUE), "suggested-action"));
  g_assert_true (gtk_widget_get_sensitive (color_button (lobby, BASTIDE_COLOR_PINK)));
  g_signal_emit_by_name (color_button (lobby, BASTIDE_COLOR_PINK), "clicked");
  WAIT_UNTIL (bastide_net_table_get_seat_color (table, 1) == BASTIDE_COLOR_PINK);
  WAIT_UNTIL (gtk_widget_has_css_class (color_button (lobby, BASTIDE_COLOR_PINK), "suggested-action"));
  g_assert_true (gtk_widget_get_sensitive (color_button (lobby, BASTIDE_COLOR_BLUE)));
  g_assert_false (gtk_widget_has_css_class (color_button (lobby, BASTIDE_COLOR_BLUE), "suggested-action"));
  shoot ("lobby-client");
  bot = join_bot (bastide_net_host_get_port (host), code, "Bot");
  WAIT_UNTIL (bastide_net_table_get_ready (table));
  g_assert_true (bastide_net_table_start (table, NULL));
  WAIT_UNTIL (find_toplevel (app, BASTIDE_TYPE_LOBBY_DIALOG) == NULL);
  WAIT_UNTIL ((game = bastide_window_get_game (window)) != NULL);
  g_assert_true (bastide_game_get_mirror (game));
  g_assert_cmpint (bastide_game_get_player_kind (game, 1), ==, BASTIDE_PLAYER_PERSON);
  g_assert_cmpint (bastide_game_get_player_kind (game, 0), ==, BASTIDE_PLAYER_REMOTE);
  g_assert_cmpint (bastide_game_get_player_color (game, 1), ==, BASTIDE_COLOR_PINK);

  /* Vera plays her turns through the board like at home. */
  WAIT_UNTIL (bastide_game_is_person_deciding (game)
              && bastide_game_get_phase (game) == BASTIDE_PHASE_PLACE);
  {
    BastideBoardView *board = bastide_window_get_board (window);
    g_autoptr(GArray) placements = bastide_game_list_placements (game);
    BastidePlacement *first = &g_array_index (placements, BastidePlacement, 0);

    g_assert_cmpint (bastide_board_view_get_mode (board), ==, BASTIDE_BOARD_MODE_PLACE);
    shoot ("client-mid-game");
    g_assert_true (bastide_board_view_place_at (board, first->x, first->y));
    WAIT_UNTIL (bastide_game_get_phase (game) == BASTIDE_PHASE_DEPLOY);
    g_assert_true (bastide_board_view_confirm (board));
  }
  WAIT_UNTIL (bastide_game_get_turn_number (bastide_net_table_get_game (table)) >= 3);
  /* the host has the same turns */
  g_assert_cmpuint (bastide_record_get_n_turns (bastide_game_get_record (bastide_net_table_get_game (table))), >=,
                    bastide_record_get_n_turns (bastide_game_get_record (game)) - 1);

  /* Another player drops out: the client sees it too. */
  bastide_net_client_close (bot);
  WAIT_UNTIL (bastide_game_get_player_away (game, 2));
  WAIT_UNTIL (shows_label (GTK_WIDGET (window), _("disconnected")));
  shoot ("client-disconnected");

  test_ui_close_all (app);
  bastide_net_host_stop (host);
}

static gboolean
watching_game_over (BastideWindow *window)
{
  BastideGame *game = bastide_window_get_game (window);
  BastideBoardView *board = bastide_window_get_board (window);

  /* a spectator never has a decision to make, at any step */
  g_assert_false (bastide_game_is_person_deciding (game));
  g_assert_cmpint (bastide_board_view_get_mode (board), !=, BASTIDE_BOARD_MODE_PLACE);
  return bastide_game_get_is_over (game);
}

static void
chat_heard_cb (BastideNetClient *client,
               int               seat,
               const char       *name,
               const char       *text,
               char            **heard)
{
  g_free (*heard);
  *heard = g_strdup (text);
}

/* A spectator joins by code from the Join dialog: no seat, no colour to
 * pick, the board, sidebar and end summary of the game as every player
 * sees them, and nothing to act on. A player resigns on the way: the
 * sidebar and the summary say so. */
static void
test_spectator (void)
{
  BastideWindow *window = test_ui_window_new (app);
  g_autoptr(BastideNetHost) host = bastide_net_host_new ();
  g_autoptr(BastideNetTable) table = NULL;
  g_autoptr(BastideNetClient) one = NULL;
  g_autoptr(BastideNetClient) two = NULL;
  g_autofree char *address = NULL;
  g_autofree char *code = NULL;
  g_autoptr(GPtrArray) entries = g_ptr_array_new ();
  g_autoptr(GPtrArray) switches = g_ptr_array_new ();
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();
  g_autofree char *host_data = NULL;
  g_autofree char *watched_data = NULL;
  GtkWindow *dialog, *lobby, *summary;
  BastideGame *game, *hosted;
  BastideNetSession *session;
  GtkWidget *bar, *grid, *last;
  g_autofree char *heard = NULL;
  g_autofree char *long_text = NULL;
  GtkWidget *chat, *entry;
  guint n_players = 3;
  int resigning;
  gsize length;

  table = host_game (host, 0, 7, &address, &code);

  dialog = open_join_dialog (window, entries);
  collect_widgets (GTK_WIDGET (dialog), GTK_TYPE_SWITCH, switches);
  g_assert_cmpuint (switches->len, ==, 1);
  gtk_editable_set_text (entries->pdata[0], address);
  gtk_editable_set_text (entries->pdata[1], code);
  gtk_editable_set_text (entries->pdata[2], "");
  gtk_switch_set_active (switches->pdata[0], TRUE);
  gtk_widget_activate_action (GTK_WIDGET (dialog), "join.join", NULL);

  /* The lobby: watching, so no seat and no colour to pick. */
  WAIT_UNTIL ((lobby = find_toplevel (app, BASTIDE_TYPE_LOBBY_DIALOG)) != NULL
              && gtk_widget_get_mapped (GTK_WIDGET (lobby)));
  WAIT_UNTIL (bastide_net_table_get_spectators (table) == 1);
  session = bastide_window_get_session (window);
  g_assert_false (bastide_net_session_get_is_host (session));
  for (guint i = 0; i < bastide_net_session_get_n_seats (session); i++)
    g_assert_false (bastide_net_session_is_seat_local (session, i));
  g_assert_false (shows_label (GTK_WIDGET (lobby), _("Your Colour")));
  g_assert_false (shows_exact_label (GTK_WIDGET (lobby), _("You")));
  one = join_bot (bastide_net_host_get_port (host), code, "Bot One");
  two = join_bot (bastide_net_host_get_port (host), code, "Bot Two");
  WAIT_UNTIL (bastide_net_table_get_ready (table));
  WAIT_UNTIL (shows_label (GTK_WIDGET (lobby), "Bot Two"));
  shoot ("lobby-spectator");
  g_assert_true (bastide_net_table_start (table, NULL));
  WAIT_UNTIL (find_toplevel (app, BASTIDE_TYPE_LOBBY_DIALOG) == NULL);
  WAIT_UNTIL ((game = bastide_window_get_game (window)) != NULL);
  hosted = bastide_net_table_get_game (table);

  /* The same game as the players', no seat of it played here. */
  g_assert_true (bastide_game_get_mirror (game));
  for (guint p = 0; p < n_players; p++)
    g_assert_cmpint (bastide_game_get_player_kind (game, p), !=, BASTIDE_PLAYER_PERSON);
  g_assert_true (shows_label (GTK_WIDGET (window), "Bot One"));
  bar = find_widget (GTK_WIDGET (window), g_type_from_name ("BastideNetBar"));
  g_assert_true (gtk_widget_get_visible (bar));
  g_assert_false (gtk_widget_get_visible (find_button (bar, _("_Resign"))));
  WAIT_UNTIL (!watching_game_over (window) && bastide_game_get_turn_number (game) >= 8);

  /* The chat: what a player writes shows as typed, never as markup; what
   * the spectator writes is cut at the limit before it leaves. */
  g_signal_connect (one, "chat", G_CALLBACK (chat_heard_cb), &heard);
  bastide_net_client_say (two, "<i>gg</i> & <b>well</b> played");
  chat = find_widget (bar, BASTIDE_TYPE_CHAT_VIEW);
  WAIT_UNTIL (shows_plain_text (chat, "<i>gg</i> & <b>well</b> played"));
  entry = find_widget (chat, GTK_TYPE_ENTRY);
  long_text = g_strnfill (BASTIDE_NET_MAX_CHAT + 20, 'z');
  gtk_editable_set_text (GTK_EDITABLE (entry), long_text);
  g_signal_emit_by_name (entry, "activate");
  WAIT_UNTIL (heard != NULL && g_str_has_prefix (heard, "z"));
  g_assert_cmpuint (g_utf8_strlen (heard, -1), ==, BASTIDE_NET_MAX_CHAT);
  g_assert_true (shows_plain_text (chat, heard));
  shoot ("spectator-mid-game");

  /* Bot Two resigns: the spectator's sidebar says so. */
  resigning = bastide_net_client_get_seat (two);
  bastide_net_client_resign (two);
  WAIT_UNTIL (!watching_game_over (window) && bastide_game_get_resigned (game, resigning));
  WAIT_UNTIL (shows_exact_label (GTK_WIDGET (window), _("resigned")));

  /* To the end, with nothing to decide on the way; then the summary. */
  *test_wait_seconds () = 180;
  WAIT_UNTIL (watching_game_over (window));
  WAIT_UNTIL ((summary = find_toplevel (app, BASTIDE_TYPE_SUMMARY_DIALOG)) != NULL
              && gtk_widget_get_mapped (GTK_WIDGET (summary)));
  *test_wait_seconds () = 30;
  WAIT_UNTIL (bastide_game_get_is_over (hosted));
  shoot ("spectator-summary");

  /* What the spectator saw is the host's game: the same turns, tiles
   * and scores; the host's seed, like the pile's order, stayed there. */
  host_data = bastide_record_to_data (bastide_game_get_record (hosted), &length);
  watched_data = bastide_record_to_data (bastide_game_get_record (game), &length);
  {
    g_autoptr(JsonNode) host_root = json_from_string (host_data, NULL);
    g_autoptr(JsonNode) watched_root = json_from_string (watched_data, NULL);
    JsonObject *host_record = json_node_get_object (host_root);
    JsonObject *watched_record = json_node_get_object (watched_root);

    g_assert_true (json_node_equal (json_object_get_member (host_record, "turns"),
                                    json_object_get_member (watched_record, "turns")));
  }
  g_assert_cmpuint (bastide_record_get_seed (bastide_game_get_record (hosted)), ==, 7);
  g_assert_cmpuint (bastide_record_get_seed (bastide_game_get_record (game)), ==, 0);
  collect_widgets (GTK_WIDGET (window), BASTIDE_TYPE_PLAYER_ROW, rows);
  g_assert_cmpuint (rows->len, ==, n_players);
  for (guint i = 0; i < rows->len; i++)
    {
      guint p = bastide_player_row_get_player (rows->pdata[i]);
      g_autofree char *score = g_strdup_printf ("%d", bastide_game_get_score (hosted, p));

      g_assert_cmpint (bastide_game_get_score (game, p), ==, bastide_game_get_score (hosted, p));
      g_assert_true (shows_exact_label (rows->pdata[i], score));
    }
  g_assert_true (shows_exact_label (GTK_WIDGET (window), _("resigned")));

  /* The summary: Bot Two, who resigned, last and marked so. */
  grid = find_widget (GTK_WIDGET (summary), GTK_TYPE_GRID);
  last = gtk_grid_get_child_at (GTK_GRID (grid), 1, n_players);
  g_assert_true (shows_exact_label (last, "Bot Two"));
  g_assert_true (shows_exact_label (last, _("resigned")));
  for (guint row = 1; row < n_players; row++)
    g_assert_false (shows_exact_label (gtk_grid_get_child_at (GTK_GRID (grid), 1, row), _("resigned")));

  g_signal_handlers_disconnect_by_data (one, &heard);
  bastide_net_client_close (one);
  bastide_net_client_close (two);
  test_ui_close_all (app);
  bastide_net_host_stop (host);
}

int
main (int    argc,
      char **argv)
{
  int status;

  /* the test reads the interface's own strings: any language will do */
  setlocale (LC_ALL, "");
  bastide_i18n_init ();
  data_dir = test_ui_init (&argc, &argv);

  g_test_add_func ("/bastide/net-ui/host-from-new-game", test_host_from_new_game);
  g_test_add_func ("/bastide/net-ui/resume-hosted", test_resume_hosted);
  g_test_add_func ("/bastide/net-ui/join-dialog", test_join_dialog);
  g_test_add_func ("/bastide/net-ui/spectator", test_spectator);

  app = test_ui_application_new ();
  status = g_test_run ();
  g_object_unref (app);
  test_ui_remove_tree (data_dir);
  g_free (hosted_code);
  return status;
}
