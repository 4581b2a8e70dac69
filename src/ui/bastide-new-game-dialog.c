/* bastide-new-game-dialog.c: players, expansions and rule options
 *
 * Copyright 2026 The Bastide authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bastide-new-game-dialog"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "bastide-net-protocol.h"
#include "bastide-new-game-dialog.h"
#include "bastide-seat-row.h"

#define MIN_PLAYERS 2
#define MAX_PLAYERS_BASE 5

enum {
  EDITION_STANDARD,
  EDITION_WHEEL_OF_FORTUNE,
};

struct _BastideNewGameDialog
{
  AdwWindow       parent_instance;

  GtkWidget      *start_button;
  GtkListBox     *seat_list;
  GtkLabel       *seat_message;
  AdwComboRow    *edition_row;
  GtkWidget      *river_row;
  GtkWidget      *abbot_row;
  GtkWidget      *abbey_mayor_row;
  GtkSwitch      *river_switch;
  GtkSwitch      *abbot_switch;
  GtkSwitch      *abbey_mayor_switch;
  GtkWidget      *rules_group;
  AdwComboRow    *wagon_row;
  AdwComboRow    *river_turns_row;
  GtkSwitch      *seed_switch;
  GtkWidget      *tournament_row;
  GtkSwitch      *tournament_switch;
  GtkSpinButton  *seed_spin;
  GtkWidget      *network_group;
  GtkSpinButton  *port_spin;
  GtkSwitch      *hints_switch;

  GSettings      *settings;
  BastideSeatRow *seats[BASTIDE_MAX_PLAYERS];
  guint           n_seats;
  gboolean        loading;
};

G_DEFINE_FINAL_TYPE (BastideNewGameDialog, bastide_new_game_dialog, ADW_TYPE_WINDOW)

enum {
  START_GAME,
  HOST_GAME,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The default seat colours, in the order of the box lid. */
static const BastideColor default_colors[BASTIDE_MAX_PLAYERS] = {
  BASTIDE_COLOR_BLUE,
  BASTIDE_COLOR_RED,
  BASTIDE_COLOR_GREEN,
  BASTIDE_COLOR_YELLOW,
  BASTIDE_COLOR_BLACK,
  BASTIDE_COLOR_PINK,
};

static gboolean
is_wheel_of_fortune (BastideNewGameDialog *self)
{
  return adw_combo_row_get_selected (self->edition_row) == EDITION_WHEEL_OF_FORTUNE;
}

static gboolean
has_abbey_mayor (BastideNewGameDialog *self)
{
  return !is_wheel_of_fortune (self) && gtk_switch_get_active (self->abbey_mayor_switch);
}

static guint
max_players (BastideNewGameDialog *self)
{
  return has_abbey_mayor (self) ? BASTIDE_MAX_PLAYERS : MAX_PLAYERS_BASE;
}

static guint
taken_colors (BastideNewGameDialog *self,
              guint                 except)
{
  guint taken = 0;

  for (guint i = 0; i < self->n_seats; i++)
    if (i != except)
      taken |= 1u << bastide_seat_row_get_color (self->seats[i]);

  return taken;
}

static void
update_seat_titles (BastideNewGameDialog *self)
{
  for (guint i = 0; i < self->n_seats; i++)
    {
      g_autofree char *title = NULL;
      gboolean remote = bastide_seat_row_get_kind (self->seats[i]) == BASTIDE_SEAT_REMOTE;

      if (remote)
        /* Translators: Title of a seat a player over the network takes,
         * in the new game dialog; %u is the seat number (1–6) */
        title = g_strdup_printf (_("Player %u joins over the network"), i + 1);
      else
        /* Translators: Placeholder of a player's name in the new game
         * dialog; %u is the seat number (1–6) */
        title = g_strdup_printf (_("Player %u"), i + 1);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->seats[i]), title);
      /* the title is cut short where a language says it at length */
      gtk_widget_set_tooltip_text (GTK_WIDGET (self->seats[i]), remote ? title : NULL);
      bastide_seat_row_set_taken_colors (self->seats[i], taken_colors (self, i));
    }
}

static void
update_sensitivity (BastideNewGameDialog *self)
{
  gboolean wheel = is_wheel_of_fortune (self);
  gboolean river = !wheel && gtk_switch_get_active (self->river_switch);
  gboolean abbey_mayor = has_abbey_mayor (self);
  gboolean too_many = self->n_seats > max_players (self);
  gboolean any_person = FALSE;

  gtk_widget_set_visible (self->river_row, !wheel);
  gtk_widget_set_visible (self->abbot_row, !wheel);
  gtk_widget_set_visible (self->abbey_mayor_row, !wheel);

  gtk_widget_set_visible (GTK_WIDGET (self->wagon_row), abbey_mayor);
  gtk_widget_set_visible (GTK_WIDGET (self->river_turns_row), river);
  gtk_widget_set_visible (self->rules_group, abbey_mayor || river);

  gtk_widget_set_sensitive (GTK_WIDGET (self->seed_spin),
                            gtk_switch_get_active (self->seed_switch));

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "setup.add-player",
                                 self->n_seats < max_players (self));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "setup.remove-player",
                                 self->n_seats > MIN_PLAYERS);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "setup.start", !too_many);

  /* Someone plays besides the computers: here, or over the network. */
  for (guint i = 0; i < self->n_seats; i++)
    if (bastide_seat_row_get_kind (self->seats[i]) == BASTIDE_SEAT_PERSON
        || bastide_seat_row_get_kind (self->seats[i]) == BASTIDE_SEAT_REMOTE)
      any_person = TRUE;

  if (too_many)
    gtk_label_set_label (self->seat_message,
                         _("Six players need the Abbey & Mayor expansion, which brings the sixth colour’s pieces."));
  else if (!any_person)
    gtk_label_set_label (self->seat_message,
                         _("Only computers play: you will watch the game."));
  else if (wheel)
    gtk_label_set_label (self->seat_message,
                         _("The Wheel of Fortune edition is played with its own tiles and the wheel board."));
  else
    gtk_label_set_label (self->seat_message, "");

  gtk_widget_set_visible (GTK_WIDGET (self->seat_message),
                          *gtk_label_get_label (self->seat_message) != '\0');
  gtk_widget_set_visible (self->network_group, bastide_new_game_dialog_get_hosting (self));
  /* over the network the host says whether the remote players get hints */
  gtk_widget_set_visible (self->tournament_row, !bastide_new_game_dialog_get_hosting (self));
}

static void
seat_changed_cb (BastideNewGameDialog *self)
{
  if (self->loading)
    return;

  update_seat_titles (self);
  update_sensitivity (self);
}

static BastideColor
first_free_color (BastideNewGameDialog *self)
{
  guint taken = taken_colors (self, G_MAXUINT);

  for (guint i = 0; i < G_N_ELEMENTS (default_colors); i++)
    if (!(taken & (1u << default_colors[i])))
      return default_colors[i];

  return BASTIDE_COLOR_RED;
}

static BastideSeatRow *
add_seat (BastideNewGameDialog *self)
{
  BastideSeatRow *seat;

  g_return_val_if_fail (self->n_seats < BASTIDE_MAX_PLAYERS, NULL);

  seat = BASTIDE_SEAT_ROW (bastide_seat_row_new ());
  bastide_seat_row_set_color (seat, first_free_color (self));
  /* Computers join by default from the second seat on. */
  bastide_seat_row_set_kind (seat, self->n_seats == 0 ? BASTIDE_SEAT_PERSON
                                                      : BASTIDE_SEAT_COMPUTER_MEDIUM);
  g_signal_connect_object (seat, "notify::color", G_CALLBACK (seat_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (seat, "notify::kind", G_CALLBACK (seat_changed_cb), self, G_CONNECT_SWAPPED);

  gtk_list_box_append (self->seat_list, GTK_WIDGET (seat));
  self->seats[self->n_seats++] = seat;

  return seat;
}

static void
remove_seat (BastideNewGameDialog *self)
{
  g_return_if_fail (self->n_seats > 0);

  self->n_seats--;
  gtk_list_box_remove (self->seat_list, GTK_WIDGET (self->seats[self->n_seats]));
  self->seats[self->n_seats] = NULL;
}

static gboolean
settings_has_key (GSettings  *settings,
                  const char *key)
{
  g_autoptr(GSettingsSchema) schema = NULL;

  g_object_get (settings, "settings-schema", &schema, NULL);

  return schema != NULL && g_settings_schema_has_key (schema, key);
}

static void
load_settings (BastideNewGameDialog *self)
{
  g_auto(GStrv) names = NULL;
  g_auto(GStrv) colors = NULL;
  g_auto(GStrv) kinds = NULL;
  g_auto(GStrv) expansions = NULL;
  g_autofree char *game_kind = NULL;
  guint n_players = MIN_PLAYERS;

  if (self->settings != NULL)
    {
      names = g_settings_get_strv (self->settings, "player-names");
      colors = g_settings_get_strv (self->settings, "player-colors");
      expansions = g_settings_get_strv (self->settings, "expansions");
      game_kind = g_settings_get_string (self->settings, "game-kind");
      n_players = g_settings_get_int (self->settings, "player-count");
      if (settings_has_key (self->settings, "player-kinds"))
        kinds = g_settings_get_strv (self->settings, "player-kinds");

      if (settings_has_key (self->settings, "wagon-move"))
        {
          g_autofree char *wagon = g_settings_get_string (self->settings, "wagon-move");
          adw_combo_row_set_selected (self->wagon_row, g_strcmp0 (wagon, "adjacent-tiles") == 0);
        }
      if (settings_has_key (self->settings, "river-turns"))
        {
          g_autofree char *river = g_settings_get_string (self->settings, "river-turns");
          adw_combo_row_set_selected (self->river_turns_row, g_strcmp0 (river, "immediate-only") == 0);
        }

      gtk_switch_set_active (self->seed_switch, g_settings_get_boolean (self->settings, "seed-fixed"));
      if (settings_has_key (self->settings, "tournament"))
        gtk_switch_set_active (self->tournament_switch, g_settings_get_boolean (self->settings, "tournament"));
      if (settings_has_key (self->settings, "network-port"))
        {
          gtk_spin_button_set_value (self->port_spin, g_settings_get_int (self->settings, "network-port"));
          gtk_switch_set_active (self->hints_switch, g_settings_get_boolean (self->settings, "network-hints"));
        }
      gtk_spin_button_set_value (self->seed_spin, g_settings_get_uint (self->settings, "seed"));
    }

  adw_combo_row_set_selected (self->edition_row,
                              g_strcmp0 (game_kind, "wheel-of-fortune") == 0
                              ? EDITION_WHEEL_OF_FORTUNE : EDITION_STANDARD);
  gtk_switch_set_active (self->river_switch,
                         expansions != NULL && g_strv_contains ((const char * const *) expansions, "river"));
  gtk_switch_set_active (self->abbot_switch,
                         expansions != NULL && g_strv_contains ((const char * const *) expansions, "abbot"));
  gtk_switch_set_active (self->abbey_mayor_switch,
                         expansions != NULL && g_strv_contains ((const char * const *) expansions, "abbey-mayor"));

  n_players = CLAMP (n_players, MIN_PLAYERS, max_players (self));

  self->loading = TRUE;
  for (guint i = 0; i < n_players; i++)
    {
      BastideSeatRow *seat = add_seat (self);

      if (names != NULL && i < g_strv_length (names))
        gtk_editable_set_text (GTK_EDITABLE (seat), names[i]);
      if (colors != NULL && i < g_strv_length (colors))
        {
          int color = bastide_color_from_name (colors[i]);

          if (color >= 0 && !(taken_colors (self, i) & (1u << color)))
            bastide_seat_row_set_color (seat, color);
        }
      if (kinds != NULL && i < g_strv_length (kinds))
        bastide_seat_row_set_kind (seat, bastide_seat_kind_from_string (kinds[i]));
    }
  self->loading = FALSE;

  update_seat_titles (self);
  update_sensitivity (self);
}

static void
save_settings (BastideNewGameDialog *self)
{
  g_autoptr(GStrvBuilder) names = g_strv_builder_new ();
  g_autoptr(GStrvBuilder) colors = g_strv_builder_new ();
  g_autoptr(GStrvBuilder) kinds = g_strv_builder_new ();
  g_autoptr(GStrvBuilder) expansions = g_strv_builder_new ();
  g_auto(GStrv) names_v = NULL;
  g_auto(GStrv) colors_v = NULL;
  g_auto(GStrv) kinds_v = NULL;
  g_auto(GStrv) expansions_v = NULL;

  if (self->settings == NULL)
    return;

  for (guint i = 0; i < self->n_seats; i++)
    {
      g_strv_builder_add (names, gtk_editable_get_text (GTK_EDITABLE (self->seats[i])));
      g_strv_builder_add (colors, bastide_color_name (bastide_seat_row_get_color (self->seats[i])));
      g_strv_builder_add (kinds, bastide_seat_kind_to_string (bastide_seat_row_get_kind (self->seats[i])));
    }
  if (gtk_switch_get_active (self->river_switch))
    g_strv_builder_add (expansions, "river");
  if (gtk_switch_get_active (self->abbot_switch))
    g_strv_builder_add (expansions, "abbot");
  if (gtk_switch_get_active (self->abbey_mayor_switch))
    g_strv_builder_add (expansions, "abbey-mayor");

  names_v = g_strv_builder_end (names);
  colors_v = g_strv_builder_end (colors);
  kinds_v = g_strv_builder_end (kinds);
  expansions_v = g_strv_builder_end (expansions);

  g_settings_delay (self->settings);
  g_settings_set_strv (self->settings, "player-names", (const char * const *) names_v);
  g_settings_set_strv (self->settings, "player-colors", (const char * const *) colors_v);
  g_settings_set_int (self->settings, "player-count", self->n_seats);
  g_settings_set_strv (self->settings, "expansions", (const char * const *) expansions_v);
  g_settings_set_string (self->settings, "game-kind",
                         is_wheel_of_fortune (self) ? "wheel-of-fortune" : "standard");
  g_settings_set_boolean (self->settings, "seed-fixed", gtk_switch_get_active (self->seed_switch));
  if (settings_has_key (self->settings, "tournament"))
    g_settings_set_boolean (self->settings, "tournament", gtk_switch_get_active (self->tournament_switch));
  g_settings_set_uint (self->settings, "seed", gtk_spin_button_get_value (self->seed_spin));
  if (settings_has_key (self->settings, "player-kinds"))
    g_settings_set_strv (self->settings, "player-kinds", (const char * const *) kinds_v);
  if (settings_has_key (self->settings, "network-port"))
    {
      g_settings_set_int (self->settings, "network-port", gtk_spin_button_get_value_as_int (self->port_spin));
      g_settings_set_boolean (self->settings, "network-hints", gtk_switch_get_active (self->hints_switch));
    }
  if (settings_has_key (self->settings, "wagon-move"))
    g_settings_set_string (self->settings, "wagon-move",
                           adw_combo_row_get_selected (self->wagon_row) == 1 ? "adjacent-tiles" : "connected");
  if (settings_has_key (self->settings, "river-turns"))
    g_settings_set_string (self->settings, "river-turns",
                           adw_combo_row_get_selected (self->river_turns_row) == 1 ? "immediate-only" : "alternate");
  g_settings_apply (self->settings);
}

static void
options_changed_cb (BastideNewGameDialog *self)
{
  update_sensitivity (self);
}

static void
add_player_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  BastideNewGameDialog *self = BASTIDE_NEW_GAME_DIALOG (widget);
  BastideSeatRow *seat;

  if (self->n_seats >= max_players (self))
    return;

  seat = add_seat (self);
  update_seat_titles (self);
  update_sensitivity (self);
  gtk_widget_grab_focus (GTK_WIDGET (seat));
}

static void
remove_player_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  BastideNewGameDialog *self = BASTIDE_NEW_GAME_DIALOG (widget);

  if (self->n_seats <= MIN_PLAYERS)
    return;

  remove_seat (self);
  update_seat_titles (self);
  update_sensitivity (self);
}

static void
start_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  BastideNewGameDialog *self = BASTIDE_NEW_GAME_DIALOG (widget);
  g_autoptr(BastideGame) game = NULL;
  g_autoptr(GError) error = NULL;
  BastidePlayerSetup players[BASTIDE_MAX_PLAYERS];
  BastideRules rules;
  guint64 seed;

  /* A hosted game is made once its remote players have joined. */
  if (bastide_new_game_dialog_get_hosting (self)
      ? !bastide_new_game_dialog_get_setup (self, &rules, players, &seed, &error)
      : (game = bastide_new_game_dialog_create_game (self, &error)) == NULL)
    {
      gtk_label_set_label (self->seat_message, error->message);
      gtk_widget_set_visible (GTK_WIDGET (self->seat_message), TRUE);
      return;
    }

  save_settings (self);
  if (game != NULL)
    g_signal_emit (self, signals[START_GAME], 0, game);
  else
    g_signal_emit (self, signals[HOST_GAME], 0);
  gtk_window_destroy (GTK_WINDOW (self));
}

static void
bastide_new_game_dialog_dispose (GObject *object)
{
  BastideNewGameDialog *self = BASTIDE_NEW_GAME_DIALOG (object);

  g_clear_object (&self->settings);

  G_OBJECT_CLASS (bastide_new_game_dialog_parent_class)->dispose (object);
}

static void
bastide_new_game_dialog_class_init (BastideNewGameDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bastide_new_game_dialog_dispose;

  /**
   * BastideNewGameDialog::start-game:
   * @game: the new game
   *
   * The players pressed Start; the dialog closes right after.
   */
  signals[START_GAME] =
    g_signal_new ("start-game",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, BASTIDE_TYPE_GAME);
  /**
   * BastideNewGameDialog::host-game:
   *
   * The players pressed Start with a remote seat: the handler hosts the
   * game from the setup (bastide_new_game_dialog_get_setup()); the
   * dialog closes right after.
   */
  signals[HOST_GAME] =
    g_signal_new ("host-game",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/bastide/Bastide/bastide-new-game-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, BastideNewGameDialog, start_button);
  gtk_widget_class_bind_template_child (widget_class, BastideNewGameDialog, seat_list);
  gtk_widget_class_bind_template_child (widget_class, BastideNewGameDialog, seat_message);
  gtk_widget_class_bind_template_child (widget_class, BastideNewGameDialog, edition_row);
  gtk_widget_class_bind_template_child (widget_class, BastideNewGameDialog, river_row);
  gtk_widget_class_bind_template_child (widget_class, BastideNewGameDialog, abbot_row);
  gtk_widget_class_bind_template_child (widget_class, BastideNewGameDialog, abbey_mayor_row);
  gtk_widget_class_bind_template_child (widget_class, BastideNewGameDialog, river_switch);
  gtk_widget_class_bind_template_child (widget_class, BastideNewGameDialog, abbot_switch);
  gtk_widget_class_bind_template_child (widget_class, BastideNewGameDialog, abbey_mayor_switch);
  gtk_widget_class_bind_template_child (widget_class, BastideNewGameDialog, rules_group);
  gtk_widget_class_bind_template_child (widget_class, BastideNewGameDialog, wagon_row);
  gtk_widget_class_bind_template_child (widget_class, BastideNewGameDialog, river_turns_row);
  gtk_widget_class_bind_template_child (widget_class, BastideNewGameDialog, seed_switch);
  gtk_widget_class_bind_template_child (widget_class, BastideNewGameDialog, tournament_row);
  gtk_widget_class_bind_template_child (widget_class, BastideNewGameDialog, tournament_switch);
  gtk_widget_class_bind_template_child (widget_class, BastideNewGameDialog, seed_spin);
  gtk_widget_class_bind_template_child (widget_class, BastideNewGameDialog, network_group);
  gtk_widget_class_bind_template_child (widget_class, BastideNewGameDialog, port_spin);
  gtk_widget_class_bind_template_child (widget_class, BastideNewGameDialog, hints_switch);

  gtk_widget_class_install_action (widget_class, "setup.add-player", NULL, add_player_action);
  gtk_widget_class_install_action (widget_class, "setup.remove-player", NULL, remove_player_action);
  gtk_widget_class_install_action (widget_class, "setup.start", NULL, start_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
bastide_new_game_dialog_init (BastideNewGameDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  gtk_window_set_default_widget (GTK_WINDOW (self), self->start_button);

  /* Row titles are markup: the ampersand needs escaping. */
  {
    g_autofree char *title = g_markup_escape_text (_("Abbey & Mayor"), -1);

    adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->abbey_mayor_row), title);
  }

  g_signal_connect_object (self->edition_row, "notify::selected",
                           G_CALLBACK (options_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->river_switch, "notify::active",
                           G_CALLBACK (options_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->abbey_mayor_switch, "notify::active",
                           G_CALLBACK (options_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->seed_switch, "notify::active",
                           G_CALLBACK (options_changed_cb), self, G_CONNECT_SWAPPED);
}

/**
 * bastide_new_game_dialog_new:
 * @parent: (nullable): the window the dialog belongs to
 * @settings: (nullable): where the last setup is remembered
 *
 * Creates the dialog, filled with the last setup from @settings.
 *
 * Returns: (transfer none): a new dialog; it destroys itself when closed
 */
BastideNewGameDialog *
bastide_new_game_dialog_new (GtkWindow *parent,
                             GSettings *settings)
{
  BastideNewGameDialog *self;

  self = g_object_new (BASTIDE_TYPE_NEW_GAME_DIALOG,
                       "transient-for", parent,
                       NULL);
  g_set_object (&self->settings, settings);
  load_settings (self);

  return self;
}

guint
bastide_new_game_dialog_get_n_players (BastideNewGameDialog *self)
{
  g_return_val_if_fail (BASTIDE_IS_NEW_GAME_DIALOG (self), 0);

  return self->n_seats;
}

/**
 * bastide_new_game_dialog_set_n_players:
 * @self: a #BastideNewGameDialog
 * @n_players: 2 to 6
 *
 * Adds or removes seats, as the header buttons do.
 */
void
bastide_new_game_dialog_set_n_players (BastideNewGameDialog *self,
                                       guint                 n_players)
{
  g_return_if_fail (BASTIDE_IS_NEW_GAME_DIALOG (self));
  g_return_if_fail (n_players >= MIN_PLAYERS && n_players <= BASTIDE_MAX_PLAYERS);

  while (self->n_seats < n_players)
    add_seat (self);
  while (self->n_seats > n_players)
    remove_seat (self);

  update_seat_titles (self);
  update_sensitivity (self);
}

/**
 * bastide_new_game_dialog_get_setup:
 * @self: a #BastideNewGameDialog
 * @rules: (out caller-allocates): the game, expansions, options, players
 * @players: (out caller-allocates) (array fixed-size=6): the seats
 * @seed: (out): shuffles the tiles
 * @error: why the setup cannot be played
 *
 * Returns: whether the setup can be played
 */
gboolean
bastide_new_game_dialog_get_setup (BastideNewGameDialog  *self,
                                   BastideRules          *rules,
                                   BastidePlayerSetup    *players,
                                   guint64               *seed,
                                   GError               **error)
{
  g_return_val_if_fail (BASTIDE_IS_NEW_GAME_DIALOG (self), FALSE);

  if (self->n_seats > max_players (self))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                           _("Six players need the Abbey & Mayor expansion."));
      return FALSE;
    }

  memset (rules, 0, sizeof *rules);
  memset (players, 0, sizeof (BastidePlayerSetup) * BASTIDE_MAX_PLAYERS);
  rules->n_players = self->n_seats;
  if (is_wheel_of_fortune (self))
    {
      rules->game = BASTIDE_GAME_WHEEL_OF_FORTUNE;
    }
  else
    {
      rules->game = BASTIDE_GAME_STANDARD;
      if (gtk_switch_get_active (self->river_switch))
        rules->expansions |= BASTIDE_EXPANSION_RIVER;
      if (gtk_switch_get_active (self->abbot_switch))
        rules->expansions |= BASTIDE_EXPANSION_ABBOT;
      if (gtk_switch_get_active (self->abbey_mayor_switch))
        rules->expansions |= BASTIDE_EXPANSION_ABBEY_MAYOR;
      rules->wagon_adjacent_tiles = adw_combo_row_get_selected (self->wagon_row) == 1;
      rules->river_immediate_only = adw_combo_row_get_selected (self->river_turns_row) == 1;
    }

  for (guint i = 0; i < self->n_seats; i++)
    {
      const char *name = gtk_editable_get_text (GTK_EDITABLE (self->seats[i]));
      BastideSeatKind kind = bastide_seat_row_get_kind (self->seats[i]);

      players[i].name = (name != NULL && *name != '\0' && kind != BASTIDE_SEAT_REMOTE) ? name : NULL;
      players[i].color = bastide_seat_row_get_color (self->seats[i]);
      players[i].level = kind == BASTIDE_SEAT_COMPUTER_EASY ? BASTIDE_COMPUTER_EASY
                       : kind == BASTIDE_SEAT_COMPUTER_HARD ? BASTIDE_COMPUTER_HARD
                       : BASTIDE_COMPUTER_MEDIUM;
      players[i].kind = kind == BASTIDE_SEAT_PERSON ? BASTIDE_PLAYER_PERSON
                      : kind == BASTIDE_SEAT_REMOTE ? BASTIDE_PLAYER_REMOTE
                      : BASTIDE_PLAYER_COMPUTER;
    }

  if (gtk_switch_get_active (self->seed_switch))
    *seed = (guint64) gtk_spin_button_get_value (self->seed_spin);
  else
    *seed = ((guint64) g_random_int () << 32) | g_random_int ();
  return TRUE;
}

/**
 * bastide_new_game_dialog_create_game:
 * @self: a #BastideNewGameDialog
 * @error: return location for the model's reason when the setup is refused
 *
 * Creates the game the dialog describes now.
 *
 * Returns: (transfer full): a new #BastideGame, or %NULL
 */
BastideGame *
bastide_new_game_dialog_create_game (BastideNewGameDialog  *self,
                                     GError               **error)
{
  BastidePlayerSetup players[BASTIDE_MAX_PLAYERS];
  BastideRules rules;
  guint64 seed;
  BastideGame *game;

  g_return_val_if_fail (BASTIDE_IS_NEW_GAME_DIALOG (self), NULL);

  if (!bastide_new_game_dialog_get_setup (self, &rules, players, &seed, error))
    return NULL;
  game = bastide_game_new (&rules, players, seed, error);
  if (game != NULL)
    bastide_game_set_tournament (game, gtk_switch_get_active (self->tournament_switch));
  return game;
}

gboolean
bastide_new_game_dialog_get_hosting (BastideNewGameDialog *self)
{
  g_return_val_if_fail (BASTIDE_IS_NEW_GAME_DIALOG (self), FALSE);

  for (guint i = 0; i < self->n_seats; i++)
    if (bastide_seat_row_get_kind (self->seats[i]) == BASTIDE_SEAT_REMOTE)
      return TRUE;
  return FALSE;
}

guint
bastide_new_game_dialog_get_port (BastideNewGameDialog *self)
{
  g_return_val_if_fail (BASTIDE_IS_NEW_GAME_DIALOG (self), BASTIDE_NET_DEFAULT_PORT);
  return gtk_spin_button_get_value_as_int (self->port_spin);
}

gboolean
bastide_new_game_dialog_get_hints (BastideNewGameDialog *self)
{
  g_return_val_if_fail (BASTIDE_IS_NEW_GAME_DIALOG (self), FALSE);
  return gtk_switch_get_active (self->hints_switch);
}
