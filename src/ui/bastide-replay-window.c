/* bastide-replay-window.c: going back over a game, turn by turn
 *
 * Copyright 2026 The Bastide authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The board, the score track and the players as they were after the turn
 * chosen with the buttons, the slider, ←/→ and Home/End or a click on the
 * score plot; what that turn did, in words; the fields view; and from any
 * turn, a new game or the scenario editor. The position is the replay's
 * game, which only shows it: the board and the sidebar are the game
 * window's own widgets.
 */

#define G_LOG_DOMAIN "bastide-replay-window"

#include "config.h"

#include <glib/gi18n.h>

#include "bastide-actions.h"
#include "bastide-application.h"
#include "bastide-board-view.h"
#include "bastide-color-swatch.h"
#include "bastide-editor-play-dialog.h"
#include "bastide-file-chooser.h"
#include "bastide-replay-window.h"
#include "bastide-scenario.h"
#include "bastide-score-plot.h"
#include "bastide-sidebar.h"

struct _BastideReplayWindow
{
  AdwApplicationWindow  parent_instance;

  /* Template widgets */
  AdwWindowTitle       *window_title;
  BastideBoardView     *board;
  GtkScale             *slider;
  GtkAdjustment        *adjustment;
  GtkLabel             *turn_label;
  GtkListBox           *event_list;
  BastideScorePlot     *plot;
  BastideSidebar       *sidebar;

  BastideReplay        *replay;
};

G_DEFINE_FINAL_TYPE (BastideReplayWindow, bastide_replay_window, ADW_TYPE_APPLICATION_WINDOW)

/* What the turn shown did */

static GtkWidget *
event_row (BastideReplayWindow      *self,
           const BastideReplayEvent *event)
{
  BastideGame *game = bastide_replay_get_game (self->replay);
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 10);
  GtkWidget *label = gtk_label_new (event->text);

  gtk_widget_set_margin_start (box, 10);
  gtk_widget_set_margin_end (box, 10);
  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_bottom (box, 6);
  if (event->player >= 0)
    {
      GtkWidget *swatch = bastide_color_swatch_new (bastide_game_get_player_color (game, event->player));

      gtk_widget_set_valign (swatch, GTK_ALIGN_START);
      gtk_box_append (GTK_BOX (box), swatch);
    }
  else
    {
      GtkWidget *icon = gtk_image_new_from_icon_name (event->kind == BASTIDE_EVENT_FINAL_SCORING
                                                      ? "flag-symbolic" : "emblem-synchronizing-symbolic");

      gtk_widget_set_valign (icon, GTK_ALIGN_START);
      gtk_box_append (GTK_BOX (box), icon);
    }
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_selectable (GTK_LABEL (label), TRUE);
  gtk_widget_set_hexpand (label, TRUE);
  if (event->scoring != NULL)
    gtk_widget_add_css_class (label, "heading");
  gtk_box_append (GTK_BOX (box), label);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, event->text, -1);
  return row;
}

static char *
turn_title (BastideReplayWindow *self)
{
  guint turn = bastide_replay_get_turn (self->replay);
  guint n_turns = bastide_replay_get_n_turns (self->replay);

  if (turn == 0)
    /* Translators: the replay shows the position before the first turn */
    return g_strdup (_("The start"));
  /* Translators: the replay shows the position after this turn */
  return g_strdup_printf (_("After turn %u of %u"), turn, n_turns);
}

static void
show_turn (BastideReplayWindow *self)
{
  g_autoptr(GPtrArray) events = bastide_replay_list_events (self->replay);
  g_autoptr(GString) said = g_string_new (NULL);
  g_autofree char *title = turn_title (self);
  guint turn = bastide_replay_get_turn (self->replay);
  guint n_turns = bastide_replay_get_n_turns (self->replay);
  GtkWidget *child;

  gtk_label_set_label (self->turn_label, title);
  if ((guint) gtk_adjustment_get_value (self->adjustment) != turn)
    gtk_adjustment_set_value (self->adjustment, turn);

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->event_list))) != NULL)
    gtk_list_box_remove (self->event_list, child);
  g_string_append (said, title);
  for (guint i = 0; i < events->len; i++)
    {
      const BastideReplayEvent *event = events->pdata[i];

      gtk_list_box_append (self->event_list, event_row (self, event));
      g_string_append (said, i == 0 ? ": " : ". ");
      g_string_append (said, event->text);
    }
  if (events->len == 0)
    {
      GtkWidget *row = gtk_label_new (turn == 0 ? _("Nothing has been played yet.") : "");

      gtk_widget_add_css_class (row, "dim-label");
      gtk_widget_set_margin_top (row, 12);
      gtk_widget_set_margin_bottom (row, 12);
      gtk_list_box_append (self->event_list, row);
    }
  /* the slider says the turn and what it did, for screen readers */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->slider),
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, said->str,
                                  -1);

  bastide_action_map_set_enabled (G_ACTION_MAP (self), "first-turn", turn > 0);
  bastide_action_map_set_enabled (G_ACTION_MAP (self), "previous-turn", turn > 0);
  bastide_action_map_set_enabled (G_ACTION_MAP (self), "next-turn", turn < n_turns);
  bastide_action_map_set_enabled (G_ACTION_MAP (self), "last-turn", turn < n_turns);
}

static void
slider_changed_cb (BastideReplayWindow *self)
{
  bastide_replay_set_turn (self->replay, (guint) (gtk_adjustment_get_value (self->adjustment) + 0.5));
}

/* Actions */

static void
go_to (BastideReplayWindow *self,
       int                  turn)
{
  bastide_replay_set_turn (self->replay, (guint) CLAMP (turn, 0, (int) bastide_replay_get_n_turns (self->replay)));
}

static void
first_turn_action (GSimpleAction *action,
                   GVariant      *parameter,
                   gpointer       user_data)
{
  go_to (user_data, 0);
}

static void
previous_turn_action (GSimpleAction *action,
                      GVariant      *parameter,
                      gpointer       user_data)
{
  BastideReplayWindow *self = user_data;

  go_to (self, (int) bastide_replay_get_turn (self->replay) - 1);
}

static void
next_turn_action (GSimpleAction *action,
                  GVariant      *parameter,
                  gpointer       user_data)
{
  BastideReplayWindow *self = user_data;

  go_to (self, (int) bastide_replay_get_turn (self->replay) + 1);
}

static void
last_turn_action (GSimpleAction *action,
                  GVariant      *parameter,
                  gpointer       user_data)
{
  BastideReplayWindow *self = user_data;

  go_to (self, (int) bastide_replay_get_n_turns (self->replay));
}

static void
play_start_cb (BastideReplayWindow *self,
               BastideGame         *game)
{
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));

  if (BASTIDE_IS_APPLICATION (app))
    bastide_application_play_game (BASTIDE_APPLICATION (app), game);
}

/* A new game from the position shown: the same seats, chosen again in
 * the editor's play dialog. */
static void
play_from_here_action (GSimpleAction *action,
                       GVariant      *parameter,
                       gpointer       user_data)
{
  BastideReplayWindow *self = user_data;
  BastideGame *game = bastide_replay_get_game (self->replay);
  g_autoptr(BastideScenario) scenario = NULL;
  g_autoptr(GError) error = NULL;
  BastideEditorPlayDialog *dialog;

  if (bastide_game_get_is_over (game))
    {
      bastide_error_dialog_present (GTK_WINDOW (self), _("The Game Is Over Here"),
                                    _("Go back to an earlier turn to play on from there."));
      return;
    }
  scenario = bastide_scenario_new_from_record (bastide_game_get_record (game), G_MAXUINT, &error);
  if (scenario == NULL)
    {
      bastide_error_dialog_present (GTK_WINDOW (self), _("Could Not Start the Game"), error->message);
      return;
    }
  dialog = bastide_editor_play_dialog_new (GTK_WINDOW (self), scenario);
  /* the seats as they were: a person (here or over the network) or a
   * computer player of the same strength */
  for (guint p = 0; p < bastide_game_get_n_players (game); p++)
    bastide_editor_play_dialog_set_seat (dialog, p,
                                         bastide_game_get_player_kind (game, p) != BASTIDE_PLAYER_COMPUTER ? 0
                                         : 1 + MIN (bastide_game_get_player_level (game, p), BASTIDE_COMPUTER_HARD));
  g_signal_connect_object (dialog, "start", G_CALLBACK (play_start_cb), self, G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
edit_position_action (GSimpleAction *action,
                      GVariant      *parameter,
                      gpointer       user_data)
{
  BastideReplayWindow *self = user_data;
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));

  if (BASTIDE_IS_APPLICATION (app))
    bastide_application_edit_game (BASTIDE_APPLICATION (app), bastide_replay_get_game (self->replay));
}

static void
show_fields_action (GSimpleAction *action,
                    GVariant      *state,
                    gpointer       user_data)
{
  BastideReplayWindow *self = user_data;

  g_simple_action_set_state (action, state);
  bastide_board_view_set_show_fields (self->board, g_variant_get_boolean (state));
}

static const GActionEntry action_entries[] = {
  { "first-turn", first_turn_action },
  { "previous-turn", previous_turn_action },
  { "next-turn", next_turn_action },
  { "last-turn", last_turn_action },
  { "play-from-here", play_from_here_action },
  { "edit-position", edit_position_action },
  { "show-fields", NULL, NULL, "false", show_fields_action },
};

/* ←/→, Home/End and Page Up/Down step through the turns wherever the
 * focus is but on the board, whose arrows move its cursor. */
static void
add_turn_shortcuts (BastideReplayWindow *self)
{
  static const struct { guint key; const char *action; } keys[] = {
    { GDK_KEY_Left, "win.previous-turn" },
    { GDK_KEY_Right, "win.next-turn" },
    { GDK_KEY_Page_Up, "win.previous-turn" },
    { GDK_KEY_Page_Down, "win.next-turn" },
    { GDK_KEY_Home, "win.first-turn" },
    { GDK_KEY_End, "win.last-turn" },
  };
  GtkEventController *controller = gtk_shortcut_controller_new ();

  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_BUBBLE);
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (controller),
                                          gtk_shortcut_new (gtk_keyval_trigger_new (keys[i].key, 0),
                                                            gtk_named_action_new (keys[i].action)));
  gtk_widget_add_controller (GTK_WIDGET (self), controller);
}

static void
inspected_cb (BastideReplayWindow *self,
              int                  x,
              int                  y)
{
  bastide_sidebar_set_inspected_square (self->sidebar, x, y);
}

/* GObject */

static void
bastide_replay_window_dispose (GObject *object)
{
  BastideReplayWindow *self = BASTIDE_REPLAY_WINDOW (object);

  if (self->replay != NULL)
    g_signal_handlers_disconnect_by_data (self->replay, self);
  g_clear_object (&self->replay);

  G_OBJECT_CLASS (bastide_replay_window_parent_class)->dispose (object);
}

static void
bastide_replay_window_class_init (BastideReplayWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bastide_replay_window_dispose;

  g_type_ensure (BASTIDE_TYPE_BOARD_VIEW);
  g_type_ensure (BASTIDE_TYPE_SCORE_PLOT);
  g_type_ensure (BASTIDE_TYPE_SIDEBAR);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/bastide/Bastide/bastide-replay-window.ui");
  gtk_widget_class_bind_template_child (widget_class, BastideReplayWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, BastideReplayWindow, board);
  gtk_widget_class_bind_template_child (widget_class, BastideReplayWindow, slider);
  gtk_widget_class_bind_template_child (widget_class, BastideReplayWindow, adjustment);
  gtk_widget_class_bind_template_child (widget_class, BastideReplayWindow, turn_label);
  gtk_widget_class_bind_template_child (widget_class, BastideReplayWindow, event_list);
  gtk_widget_class_bind_template_child (widget_class, BastideReplayWindow, plot);
  gtk_widget_class_bind_template_child (widget_class, BastideReplayWindow, sidebar);
}

static void
bastide_replay_window_init (BastideReplayWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  g_action_map_add_action_entries (G_ACTION_MAP (self), action_entries, G_N_ELEMENTS (action_entries), self);
  bastide_board_viewport_add_zoom_actions (BASTIDE_BOARD_VIEWPORT (self->board), G_ACTION_MAP (self));
  add_turn_shortcuts (self);
  g_signal_connect_swapped (self->board, "square-inspected", G_CALLBACK (inspected_cb), self);
}

/**
 * bastide_replay_window_new:
 * @application: the application
 * @replay: what to go over
 * @title: (nullable): what it is, for the window's subtitle
 *
 * Returns: (transfer none): the window, showing the last turn
 */
BastideReplayWindow *
bastide_replay_window_new (GtkApplication *application,
                           BastideReplay  *replay,
                           const char     *title)
{
  BastideReplayWindow *self;
  BastideGame *game;

  g_return_val_if_fail (BASTIDE_IS_REPLAY (replay), NULL);

  self = g_object_new (BASTIDE_TYPE_REPLAY_WINDOW, "application", application, NULL);
  self->replay = g_object_ref (replay);
  game = bastide_replay_get_game (replay);
  if (title != NULL)
    adw_window_title_set_subtitle (self->window_title, title);

  bastide_board_view_set_game (self->board, game);
  bastide_sidebar_set_game (self->sidebar, game);
  bastide_score_plot_set_replay (self->plot, replay);
  gtk_adjustment_set_upper (self->adjustment, bastide_replay_get_n_turns (replay));
  gtk_adjustment_set_value (self->adjustment, bastide_replay_get_turn (replay));
  g_signal_connect_swapped (self->adjustment, "value-changed", G_CALLBACK (slider_changed_cb), self);
  g_signal_connect_swapped (replay, "notify::turn", G_CALLBACK (show_turn), self);
  show_turn (self);
  bastide_board_viewport_queue_fit (BASTIDE_BOARD_VIEWPORT (self->board));
  gtk_widget_grab_focus (GTK_WIDGET (self->slider));
  return self;
}

BastideReplay *
bastide_replay_window_get_replay (BastideReplayWindow *self)
{
  g_return_val_if_fail (BASTIDE_IS_REPLAY_WINDOW (self), NULL);
  return self->replay;
}

BastideBoardView *
bastide_replay_window_get_board (BastideReplayWindow *self)
{
  g_return_val_if_fail (BASTIDE_IS_REPLAY_WINDOW (self), NULL);
  return self->board;
}
