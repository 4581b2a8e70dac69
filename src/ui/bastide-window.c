/* bastide-window.c
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
 * The main window runs the game's flow around the board: it draws the
 * tile when a person's turn begins, says what to do next, offers the
 * buttons of the turn, shows the model's news as toasts and, at the end,
 * waits for the board to play the final scoring out before the summary.
 */

#define G_LOG_DOMAIN "bastide-window"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "bastide-actions.h"
#include "bastide-describe.h"
#include "bastide-render.h"
#include "bastide-summary-dialog.h"
#include "bastide-tooltips.h"
#include "bastide-toast.h"
#include "bastide-window-private.h"

/* Pause between a computer player's steps, so people can follow them. */
#define COMPUTER_DELAY_MS 650


G_DEFINE_FINAL_TYPE (BastideWindow, bastide_window, ADW_TYPE_APPLICATION_WINDOW)


/* Settings and window state */

GSettings *
bastide_window_get_settings (BastideWindow *self)
{
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));

  if (!BASTIDE_IS_APPLICATION (app))
    return NULL;

  return bastide_application_get_settings (BASTIDE_APPLICATION (app));
}

static void
load_window_state (BastideWindow *self)
{
  GSettings *settings = bastide_window_get_settings (self);
  int width;
  int height;

  if (settings == NULL)
    return;

  width = g_settings_get_int (settings, "window-width");
  height = g_settings_get_int (settings, "window-height");
  gtk_window_set_default_size (GTK_WINDOW (self), width, height);

  if (g_settings_get_boolean (settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));
}

static void
save_window_state (BastideWindow *self)
{
  GSettings *settings = bastide_window_get_settings (self);
  int width;
  int height;

  if (settings == NULL)
    return;

  /* The default size follows the window while it is neither maximized
   * nor fullscreen, so this is the size to restore when unmaximized.
   */
  gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);

  /* Stay inside the schema's range: 360 .. 32768 */
  if (width > 0 && height > 0)
    {
      g_settings_set_int (settings, "window-width", CLAMP (width, 360, 32768));
      g_settings_set_int (settings, "window-height", CLAMP (height, 360, 32768));
    }
  g_settings_set_boolean (settings, "window-maximized",
                          gtk_window_is_maximized (GTK_WINDOW (self)));
}

static void
notify_application_cb (BastideWindow *self,
                       GParamSpec    *pspec,
                       gpointer       user_data)
{
  /* "application" is set after construction, so the saved state can
   * only be read once the window knows its application.
   */
  if (gtk_window_get_application (GTK_WINDOW (self)) == NULL)
    return;

  g_signal_handlers_disconnect_by_func (self, notify_application_cb, NULL);
  load_window_state (self);
  /* the welcome's first choice has the keyboard, not the menu: New Game
   * can take it once the application's actions are there */
  if (self->game == NULL)
    gtk_widget_grab_focus (self->welcome_new_button);
}

/* Messages */

void
bastide_window_show_toast (BastideWindow *self,
                           const char    *text,
                           guint          timeout)
{
  AdwToast *toast = bastide_toast_new (text, timeout);

  adw_toast_set_priority (toast, ADW_TOAST_PRIORITY_HIGH);
  /* over the board while a game is shown, else over the whole window */
  if (gtk_widget_get_mapped (GTK_WIDGET (self->board_toast_overlay)))
    adw_toast_overlay_add_toast (self->board_toast_overlay, toast);
  else
    adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

void
bastide_window_show_error (BastideWindow *self,
                           const char    *heading,
                           const char    *body)
{
  GtkWidget *dialog;

  dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, body);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

/* The flow of the game */

static gboolean
person_decides (BastideWindow *self)
{
  return self->game != NULL
         && !bastide_game_get_is_over (self->game)
         && bastide_game_is_person_deciding (self->game);
}

/* A person's turn begins with drawing a tile, which the window does for
 * them. It does not when they hold an abbey (the board offers the holes
 * then), nor while undone turns can be redone: drawing would drop them,
 * so the turn bar offers the draw instead. */
static gboolean
step_cb (gpointer data)
{
  BastideWindow *self = data;
  g_autoptr(GError) error = NULL;

  self->step_source = 0;

  if (self->game == NULL
      || bastide_board_view_get_mode (self->board) != BASTIDE_BOARD_MODE_DRAW
      || bastide_game_get_can_redo (self->game))
    return G_SOURCE_REMOVE;

  if (!bastide_game_draw (self->game, &error))
    bastide_window_show_toast (self, error->message, 4);

  return G_SOURCE_REMOVE;
}

static void
schedule_step (BastideWindow *self)
{
  if (self->step_source == 0 && person_decides (self)
      && bastide_game_get_phase (self->game) == BASTIDE_PHASE_DRAW
      && !bastide_game_get_can_redo (self->game))
    self->step_source = g_idle_add_full (G_PRIORITY_DEFAULT, step_cb, self, NULL);
}

static void
show_summary (BastideWindow *self)
{
  BastideSummaryDialog *dialog;

  self->summary_pending = FALSE;
  if (self->game == NULL || !bastide_game_get_is_over (self->game))
    return;

  /* shown again (from the menu or the turn bar) while it is open: the
   * same window comes forward */
  if (self->summary != NULL)
    {
      gtk_window_present (GTK_WINDOW (self->summary));
      return;
    }
  dialog = bastide_summary_dialog_new (GTK_WINDOW (self), self->game);
  self->summary = GTK_WIDGET (dialog);
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &self->summary);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
release_held_points (BastideWindow *self)
{
  bastide_sidebar_release_points (self->sidebar, self->held);
  memset (self->held, 0, sizeof self->held);
}

static void
board_busy_cb (BastideWindow *self)
{
  bastide_window_update_turn_ui (self);

  if (self->summary_pending && !bastide_board_view_get_busy (self->board))
    {
      release_held_points (self);
      show_summary (self);
    }
}

static void
scoring_shown_cb (BastideWindow  *self,
                  BastideScoring *scoring)
{
  int points[BASTIDE_MAX_PLAYERS] = { 0 };

  if (!scoring->is_final)
    return;

  for (guint p = 0; p < BASTIDE_MAX_PLAYERS; p++)
    {
      points[p] = MIN (scoring->points[p], self->held[p]);
      self->held[p] -= points[p];
    }
  bastide_sidebar_release_points (self->sidebar, points);
}

static gboolean
flush_wheel_news_cb (gpointer data)
{
  BastideWindow *self = data;
  g_autoptr(GString) text = g_string_new (self->wheel_news->str);
  gboolean first = TRUE;

  self->wheel_source = 0;

  /* who got what from the wheel in this step, in one line */
  for (guint p = 0; self->game != NULL && p < bastide_game_get_n_players (self->game); p++)
    {
      if (self->wheel_points[p] == 0)
        continue;
      g_string_append (text, first ? (text->len > 0 ? " — " : "") : ", ");
      /* Translators: A player's points from a Wheel of Fortune event,
       * e.g. "Anna +3" */
      g_string_append_printf (text, _("%s %+d"),
                              bastide_game_get_player_name (self->game, p),
                              self->wheel_points[p]);
      first = FALSE;
    }

  if (text->len > 0)
    bastide_window_show_toast (self, text->str, 5);
  g_string_truncate (self->wheel_news, 0);
  memset (self->wheel_points, 0, sizeof self->wheel_points);

  return G_SOURCE_REMOVE;
}

static void
add_wheel_news (BastideWindow *self,
                const char    *text)
{
  if (text != NULL)
    {
      if (self->wheel_news->len > 0)
        g_string_append (self->wheel_news, ". ");
      g_string_append (self->wheel_news, text);
    }
  if (self->wheel_source == 0)
    self->wheel_source = g_idle_add_full (G_PRIORITY_DEFAULT, flush_wheel_news_cb, self, NULL);
}

static void
wheel_turned_cb (BastideWindow *self,
                 BastideSector  sector,
                 guint          steps)
{
  g_autofree char *text = NULL;

  /* Translators: A Wheel of Fortune event; %s is the sector the pig
   * lands on, such as "Famine" */
  text = g_strdup_printf (_("The pig moves to %s"), bastide_render_sector_label (sector));
  add_wheel_news (self, text);
}

static void
feature_scored_cb (BastideWindow  *self,
                   BastideScoring *scoring)
{
  /* scores that belong to no feature come from the wheel */
  if (scoring->n_cells == 0 && bastide_scoring_get_total (scoring) != 0)
    {
      for (guint p = 0; p < BASTIDE_MAX_PLAYERS; p++)
        self->wheel_points[p] += scoring->points[p];
      add_wheel_news (self, NULL);
    }

  /* The final scoring is played out on the board feature by feature:
   * the sidebar shows each one's points as the board does. */
  if (scoring->is_final && bastide_scoring_get_total (scoring) != 0)
    {
      int points[BASTIDE_MAX_PLAYERS] = { 0 };

      for (guint p = 0; p < BASTIDE_MAX_PLAYERS; p++)
        {
          points[p] = MAX (0, scoring->points[p]);
          self->held[p] += points[p];
        }
      bastide_sidebar_hold_points (self->sidebar, points);
    }
}

static void
plague_cb (BastideWindow *self)
{
  add_wheel_news (self, _("Plague! Each player returns a follower"));
}

static void
game_over_cb (BastideWindow *self)
{
  bastide_board_viewport_zoom_to_fit (BASTIDE_BOARD_VIEWPORT (self->board), TRUE);
  self->summary_pending = TRUE;
  board_busy_cb (self);
  bastide_window_update_turn_ui (self);
}

static void
position_changed_cb (BastideWindow *self)
{
  release_held_points (self);
  self->summary_pending = FALSE;
  bastide_window_update_turn_ui (self);
  schedule_step (self);
}

static void
game_changed_cb (BastideWindow *self)
{
  bastide_window_update_turn_ui (self);
  schedule_step (self);
}

static void
board_message_cb (BastideWindow *self,
                  const char    *text)
{
  bastide_window_show_toast (self, text, 4);
}

void
bastide_window_update_title (BastideWindow *self)
{
  g_autofree char *subtitle = NULL;
  GFile *file = self->game != NULL ? bastide_game_get_file (self->game) : NULL;

  if (file != NULL)
    {
      g_autofree char *name = g_file_get_basename (file);

      if (bastide_game_get_modified (self->game))
        subtitle = g_strdup_printf ("• %s", name);
      else
        subtitle = g_steal_pointer (&name);
    }

  adw_window_title_set_subtitle (self->window_title, subtitle != NULL ? subtitle : "");
}

/* What the turn bar asks of a person, step by step */
typedef enum
{
  PROMPT_PLACE,
  PROMPT_DISCARD,
  PROMPT_DEPLOY,
  PROMPT_NO_SPOT,
  PROMPT_WAGON,
  PROMPT_PLAGUE,
  PROMPT_LAST_ABBEY,
  PROMPT_ABBEY,
  PROMPT_DRAW_OR_REDO,
  PROMPT_DRAW,
  N_PROMPTS
} Prompt;

static const char * const prompts[N_PROMPTS] = {
  [PROMPT_PLACE] = N_("Place the tile on a marked square"),
  [PROMPT_DISCARD] = N_("The tile fits nowhere: discard it"),
  [PROMPT_DEPLOY] = N_("Deploy a piece on the new tile, or end your turn"),
  [PROMPT_NO_SPOT] = N_("No piece can go on this tile"),
  [PROMPT_WAGON] = N_("Move your wagon to a marked feature"),
  [PROMPT_PLAGUE] = N_("Plague: choose a follower to return"),
  [PROMPT_LAST_ABBEY] = N_("Last chance: play your abbey, or pass"),
  [PROMPT_ABBEY] = N_("Play your abbey, or draw a tile"),
  [PROMPT_DRAW_OR_REDO] = N_("Draw the next tile, or redo the turns taken back"),
  [PROMPT_DRAW] = N_("Draw the next tile"),
};

static char *
prompt_text (Prompt prompt)
{
  return g_strdup (_(prompts[prompt]));
}

/* What the turn bar's two buttons say, step by step */
typedef enum
{
  TURN_BUTTON_NONE,
  TURN_BUTTON_PLACE,
  TURN_BUTTON_DISCARD,
  TURN_BUTTON_END_TURN,
  TURN_BUTTON_NO_PIECE,
  TURN_BUTTON_SEND_HOME,
  TURN_BUTTON_MOVE,
  TURN_BUTTON_RETURN,
  TURN_BUTTON_PASS,
  TURN_BUTTON_DRAW,
  TURN_BUTTON_PLAY_ABBEY,
  TURN_BUTTON_SKIP,
  TURN_BUTTON_FINAL_SCORES,
  N_TURN_BUTTONS
} TurnButton;

/* Which of the two buttons says it */
enum
{
  ON_SKIP = 1 << 0,
  ON_CONFIRM = 1 << 1,
  /* on the confirm button once the game is over: widens no button of play */
  AT_THE_END = 1 << 2,
};

static const struct
{
  const char *context;  /* for the translators, where the same words mean another thing elsewhere */
  const char *label;
  guint8      buttons;
} turn_buttons[N_TURN_BUTTONS] = {
  [TURN_BUTTON_NONE] = { NULL, NULL, 0 },
  [TURN_BUTTON_PLACE] = { NULL, N_("_Place"), ON_CONFIRM },
  /* Translators: Button: put away the tile that fits nowhere, and draw another */
  [TURN_BUTTON_DISCARD] = { "tile", NC_("tile", "_Discard"), ON_SKIP },
  [TURN_BUTTON_END_TURN] = { NULL, N_("_End Turn"), ON_CONFIRM },
  [TURN_BUTTON_NO_PIECE] = { NULL, N_("_No Piece"), ON_SKIP },
  [TURN_BUTTON_SEND_HOME] = { NULL, N_("Send _Home"), ON_SKIP },
  [TURN_BUTTON_MOVE] = { NULL, N_("_Move"), ON_CONFIRM },
  [TURN_BUTTON_RETURN] = { NULL, N_("_Return"), ON_CONFIRM },
  [TURN_BUTTON_PASS] = { NULL, N_("_Pass"), ON_SKIP },
  [TURN_BUTTON_DRAW] = { NULL, N_("_Draw a Tile"), ON_SKIP | ON_CONFIRM },
  [TURN_BUTTON_PLAY_ABBEY] = { NULL, N_("_Play Abbey"), ON_CONFIRM },
  [TURN_BUTTON_SKIP] = { NULL, N_("_Skip"), ON_SKIP },
  [TURN_BUTTON_FINAL_SCORES] = { NULL, N_("_Final Scores"), AT_THE_END },
};

static const char *
turn_button_label (TurnButton button)
{
  if (turn_buttons[button].context != NULL)
    return g_dpgettext2 (GETTEXT_PACKAGE, turn_buttons[button].context, turn_buttons[button].label);
  return _(turn_buttons[button].label);
}

/* Each button is as wide as the longest text it shows in play, so that
 * neither moves or shrinks away from under the pointer when the step
 * changes. */
static void
set_turn_button_widths (BastideWindow *self)
{
  GtkButton *buttons[] = { self->skip_button, self->confirm_button };
  guint8 places[] = { ON_SKIP, ON_CONFIRM };

  for (guint b = 0; b < G_N_ELEMENTS (buttons); b++)
    {
      GtkWidget *button = GTK_WIDGET (buttons[b]);
      int widest = 0;

      gtk_widget_set_size_request (button, -1, -1);
      for (TurnButton i = TURN_BUTTON_NONE + 1; i < N_TURN_BUTTONS; i++)
        {
          int natural;

          if (!(turn_buttons[i].buttons & places[b]))
            continue;
          gtk_button_set_label (buttons[b], turn_button_label (i));
          gtk_widget_measure (button, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural, NULL, NULL);
          widest = MAX (widest, natural);
        }
      gtk_widget_set_size_request (button, widest, -1);
    }

  /* the most a step shows: Recall Abbot (or the rotation buttons), the
   * skip button and the confirm button, measured while all are shown */
  {
    int recall, rotate, skip, confirm;

    gtk_widget_measure (self->recall_button, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &recall, NULL, NULL);
    gtk_widget_measure (self->rotate_box, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &rotate, NULL, NULL);
    gtk_widget_get_size_request (GTK_WIDGET (self->skip_button), &skip, NULL);
    gtk_widget_get_size_request (GTK_WIDGET (self->confirm_button), &confirm, NULL);
    self->turn_buttons_width = MAX (recall, rotate) + skip + confirm + 2 * 6;
  }
}

/* The turn bar at `room` pixels wide: the prompt and the buttons in one
 * row where every prompt of play fits beside the most buttons a step
 * shows (Recall Abbot, No Piece, End Turn) in two lines, else the prompt
 * above the buttons. The prompt is as tall as the tallest of play at that
 * width, so the buttons stay put from step to step: the layout changes
 * with the window's width only. */
static void
layout_turn_bar (BastideWindow *self,
                 int            room)
{
  /* the bar's padding, the swatch and the label's margins */
  const int around_prompt = 12 + 22 + 6 + 12 + 6;
  int beside = room - around_prompt - 6 - self->turn_buttons_width, tallest = 0;
  gboolean one_row = TRUE;

  for (int pass = 0; pass < 2; pass++)
    {
      int width = one_row ? beside : room - around_prompt;

      tallest = 0;
      for (Prompt p = 0; p < N_PROMPTS; p++)
        {
          g_autofree char *text = prompt_text (p);
          g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (GTK_WIDGET (self->turn_prompt), text);
          int height;

          pango_layout_set_width (layout, MAX (width, 1) * PANGO_SCALE);
          pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
          if (one_row && pango_layout_get_line_count (layout) > 2)
            one_row = FALSE;
          pango_layout_get_pixel_size (layout, NULL, &height);
          tallest = MAX (tallest, height);
        }
      if (one_row)
        break;
    }

  self->turn_bar_room = room;
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->turn_bar),
                                  one_row ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL);
  if (one_row)
    gtk_widget_remove_css_class (self->turn_bar, "two-rows");
  else
    gtk_widget_add_css_class (self->turn_bar, "two-rows");
  gtk_widget_set_size_request (GTK_WIDGET (self->turn_prompt), -1, tallest);

  /* the board keeps what it shows clear of the bar and the zoom buttons */
  {
    int height, zoom_width;

    gtk_widget_measure (gtk_widget_get_parent (self->turn_bar), GTK_ORIENTATION_VERTICAL, room,
                        NULL, &height, NULL, NULL);
    gtk_widget_measure (self->zoom_box, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &zoom_width, NULL, NULL);
    bastide_board_viewport_set_insets (BASTIDE_BOARD_VIEWPORT (self->board),
                                       &(GtkBorder) { 16, 12 + zoom_width + 8, 12 + height + 8, 16 });
  }
}

static gboolean
layout_turn_bar_cb (gpointer data)
{
  BastideWindow *self = data;
  int room = MIN (720, gtk_widget_get_width (gtk_widget_get_parent (GTK_WIDGET (self->turn_revealer)))
                       - gtk_widget_get_margin_start (GTK_WIDGET (self->turn_revealer))
                       - gtk_widget_get_margin_end (GTK_WIDGET (self->turn_revealer)));

  self->turn_layout_source = 0;
  if (room > 0 && room != self->turn_bar_room)
    layout_turn_bar (self, room);
  return G_SOURCE_REMOVE;
}

/* The board's overlay places its children: where the turn bar's room
 * changed, it is laid out again once this allocation is over. */
static gboolean
overlay_child_position_cb (BastideWindow *self,
                           GtkWidget     *child,
                           GdkRectangle  *allocation,
                           GtkOverlay    *overlay)
{
  if (child == GTK_WIDGET (self->turn_revealer) && self->turn_layout_source == 0)
    /* before the next frame is drawn */
    self->turn_layout_source = g_idle_add_full (G_PRIORITY_HIGH_IDLE, layout_turn_bar_cb, self, NULL);
  return FALSE;
}

static void
set_turn_button (BastideWindow *self,
                 GtkButton     *button,
                 TurnButton     label)
{
  /* its width counts the words it shows */
  g_warn_if_fail (label == TURN_BUTTON_NONE
                  || turn_buttons[label].buttons & (button == self->skip_button ? ON_SKIP : ON_CONFIRM | AT_THE_END));
  gtk_widget_set_visible (GTK_WIDGET (button), label != TURN_BUTTON_NONE);
  if (label != TURN_BUTTON_NONE)
    gtk_button_set_label (button, turn_button_label (label));
}

/* At the end of the game the bar tells who won and offers the final
 * scores again, until a new game starts. */
static void
set_confirm_button (BastideWindow *self,
                    TurnButton     label)
{
  set_turn_button (self, self->confirm_button, label);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->confirm_button),
                                  label == TURN_BUTTON_FINAL_SCORES ? "win.show-summary" : "win.confirm");
}

/* What a menu or a key can do at this step of the game. */
static void
update_actions (BastideWindow    *self,
                BastideBoardMode  mode)
{
  gboolean has_game = self->game != NULL;

  /* in the first turn, only the draw made for the player could be undone */
  bastide_action_map_set_enabled (G_ACTION_MAP (self), "undo",
                                 has_game && bastide_game_get_can_undo (self->game)
                                 && !(person_decides (self)
                                      && bastide_game_get_turn_number (self->game) == 0
                                      && bastide_game_get_phase (self->game) == BASTIDE_PHASE_PLACE));
  bastide_action_map_set_enabled (G_ACTION_MAP (self), "redo",
                                 has_game && bastide_game_get_can_redo (self->game));
  bastide_action_map_set_enabled (G_ACTION_MAP (self), "save", has_game);
  bastide_action_map_set_enabled (G_ACTION_MAP (self), "save-as", has_game);
  bastide_action_map_set_enabled (G_ACTION_MAP (self), "edit-position", has_game);
  bastide_action_map_set_enabled (G_ACTION_MAP (self), "review-game", has_game);
  bastide_action_map_set_enabled (G_ACTION_MAP (self), "show-fields", has_game);
  bastide_action_map_set_enabled (G_ACTION_MAP (self), "show-remaining",
                                 has_game && bastide_game_get_tiles_left (self->game) > 0
                                 && !bastide_game_get_tournament (self->game));
  bastide_action_map_set_enabled (G_ACTION_MAP (self), "show-log", has_game);
  bastide_action_map_set_enabled (G_ACTION_MAP (self), "show-summary",
                                 has_game && bastide_game_get_is_over (self->game)
                                 && !bastide_board_view_get_busy (self->board));
  bastide_action_map_set_enabled (G_ACTION_MAP (self), "zoom-in", has_game);
  bastide_action_map_set_enabled (G_ACTION_MAP (self), "zoom-out", has_game);
  bastide_action_map_set_enabled (G_ACTION_MAP (self), "zoom-fit", has_game);
  bastide_action_map_set_enabled (G_ACTION_MAP (self), "toggle-sidebar", has_game);
  bastide_action_map_set_enabled (G_ACTION_MAP (self), "rotate-cw", mode == BASTIDE_BOARD_MODE_PLACE);
  bastide_action_map_set_enabled (G_ACTION_MAP (self), "rotate-ccw", mode == BASTIDE_BOARD_MODE_PLACE);
  /* over the network, the host decides whether hints are fair */
  bastide_action_map_set_enabled (G_ACTION_MAP (self), "hint",
                                 mode == BASTIDE_BOARD_MODE_PLACE && !bastide_game_get_tournament (self->game)
                                 && (self->session == NULL || bastide_net_session_get_is_host (self->session)
                                     || bastide_net_session_get_hints (self->session))
                                 && !bastide_hint_get_busy (self->hint));
  bastide_action_map_set_enabled (G_ACTION_MAP (self), "confirm", bastide_board_view_can_confirm (self->board));
  bastide_action_map_set_enabled (G_ACTION_MAP (self), "recall-abbot",
                                 mode == BASTIDE_BOARD_MODE_DEPLOY && bastide_game_can_recall_abbot (self->game));
  bastide_action_map_set_enabled (G_ACTION_MAP (self), "skip",
                                 bastide_board_view_can_skip (self->board)
                                 || (has_game && bastide_game_get_is_over (self->game)
                                     && bastide_board_view_get_busy (self->board)));
}

/* What the turn bar says at this step, and which of its buttons say it. */
static char *
describe_turn (BastideWindow    *self,
               BastideBoardMode  mode,
               TurnButton       *skip,
               TurnButton       *confirm)
{
  char *prompt = NULL;

  switch (mode)
    {
    case BASTIDE_BOARD_MODE_PLACE:
      prompt = prompt_text (PROMPT_PLACE);
      *confirm = TURN_BUTTON_PLACE;
      if (bastide_game_can_discard (self->game))
        {
          g_free (prompt);
          prompt = prompt_text (PROMPT_DISCARD);
          *skip = TURN_BUTTON_DISCARD;
        }
      break;

    case BASTIDE_BOARD_MODE_DEPLOY:
      if (bastide_board_view_get_n_spots (self->board) > 0)
        prompt = prompt_text (PROMPT_DEPLOY);
      else
        prompt = prompt_text (PROMPT_NO_SPOT);
      *confirm = TURN_BUTTON_END_TURN;
      /* with a piece chosen, ending the turn deploys it: offer the
       * other way too */
      if (bastide_board_view_get_selected_spot (self->board) >= 0)
        *skip = TURN_BUTTON_NO_PIECE;
      break;

    case BASTIDE_BOARD_MODE_WAGON:
      prompt = prompt_text (PROMPT_WAGON);
      *skip = TURN_BUTTON_SEND_HOME;
      *confirm = TURN_BUTTON_MOVE;
      break;

    case BASTIDE_BOARD_MODE_PLAGUE:
      prompt = prompt_text (PROMPT_PLAGUE);
      *confirm = TURN_BUTTON_RETURN;
      break;

    case BASTIDE_BOARD_MODE_ABBEY:
      if (bastide_game_get_phase (self->game) == BASTIDE_PHASE_ABBEY_ROUND)
        {
          prompt = prompt_text (PROMPT_LAST_ABBEY);
          *skip = TURN_BUTTON_PASS;
        }
      else
        {
          prompt = prompt_text (PROMPT_ABBEY);
          *skip = TURN_BUTTON_DRAW;
        }
      *confirm = TURN_BUTTON_PLAY_ABBEY;
      break;

    case BASTIDE_BOARD_MODE_DRAW:
      if (bastide_game_get_can_redo (self->game))
        prompt = prompt_text (PROMPT_DRAW_OR_REDO);
      else
        prompt = prompt_text (PROMPT_DRAW);
      *confirm = TURN_BUTTON_DRAW;
      break;

    case BASTIDE_BOARD_MODE_NONE:
    default:
      if (bastide_game_get_is_over (self->game) && bastide_board_view_get_busy (self->board))
        {
          prompt = g_strdup (_("Final scoring"));
          *skip = TURN_BUTTON_SKIP;
        }
      else if (bastide_game_get_is_over (self->game))
        {
          prompt = bastide_describe_winners (self->game);
          *confirm = TURN_BUTTON_FINAL_SCORES;
        }
      else if (bastide_game_is_computer_deciding (self->game))
        /* Translators: %s is a computer player's name */
        prompt = g_strdup_printf (_("%s is thinking…"),
                                  bastide_game_get_player_name (self->game,
                                                                bastide_game_get_deciding_player (self->game)));
      else if (!bastide_game_is_person_deciding (self->game))
        /* Translators: %s is the name of a player over the network */
        prompt = g_strdup_printf (_("Waiting for %s…"),
                                  bastide_game_get_player_name (self->game,
                                                                bastide_game_get_deciding_player (self->game)));
      break;
    }


  return prompt;
}

void
bastide_window_update_turn_ui (BastideWindow *self)
{
  BastideBoardMode mode = bastide_board_view_get_mode (self->board);
  g_autofree char *prompt = NULL;
  TurnButton skip = TURN_BUTTON_NONE;
  TurnButton confirm = TURN_BUTTON_NONE;
  gboolean has_game = self->game != NULL;

  update_actions (self, mode);

  gtk_widget_set_visible (self->history_box, has_game);
  gtk_widget_set_visible (self->hint_button, has_game && !bastide_game_get_tournament (self->game));
  gtk_widget_set_visible (self->sidebar_button, has_game);
  bastide_window_update_title (self);

  if (!has_game)
    {
      gtk_revealer_set_reveal_child (self->turn_revealer, FALSE);
      return;
    }

  prompt = describe_turn (self, mode, &skip, &confirm);

  /* whose decision it is, in hot-seat games above all */
  gtk_widget_set_visible (GTK_WIDGET (self->turn_swatch), mode != BASTIDE_BOARD_MODE_NONE);
  if (mode != BASTIDE_BOARD_MODE_NONE)
    {
      guint player = bastide_game_get_deciding_player (self->game);

      bastide_color_swatch_set_color (self->turn_swatch, bastide_game_get_player_color (self->game, player));
      gtk_widget_set_tooltip_text (GTK_WIDGET (self->turn_swatch),
                                   bastide_game_get_player_name (self->game, player));
    }
  gtk_widget_set_visible (self->rotate_box, mode == BASTIDE_BOARD_MODE_PLACE);
  gtk_widget_set_visible (self->recall_button,
                          mode == BASTIDE_BOARD_MODE_DEPLOY && bastide_game_can_recall_abbot (self->game));
  gtk_label_set_label (self->turn_prompt, prompt != NULL ? prompt : "");
  set_turn_button (self, self->skip_button, skip);
  set_confirm_button (self, confirm);
  gtk_revealer_set_reveal_child (self->turn_revealer,
                                 mode != BASTIDE_BOARD_MODE_NONE || skip != TURN_BUTTON_NONE
                                 || confirm != TURN_BUTTON_NONE);

  bastide_sidebar_set_prompt (self->sidebar, prompt);
  if (mode == BASTIDE_BOARD_MODE_PLACE)
    bastide_sidebar_set_rotation (self->sidebar, bastide_board_view_get_rotation (self->board));
}

static void
board_mode_cb (BastideWindow *self)
{
  BastideBoardMode mode = bastide_board_view_get_mode (self->board);
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));

  /* A person's decision starts: the keyboard goes to the board. */
  if (mode != BASTIDE_BOARD_MODE_NONE
      && (focus == NULL || !gtk_widget_is_ancestor (focus, GTK_WIDGET (self->sidebar))))
    gtk_widget_grab_focus (GTK_WIDGET (self->board));

  bastide_window_update_turn_ui (self);
  schedule_step (self);
}

/* A folded sidebar opens over the board: the board's controls make way,
 * so it covers none of them. */
static void
flap_moved_cb (BastideWindow *self)
{
  int margin = 12;

  if (adw_flap_get_folded (self->flap))
    margin += (int) round (adw_flap_get_reveal_progress (self->flap)
                           * gtk_widget_get_width (GTK_WIDGET (self->sidebar)));
  gtk_widget_set_margin_end (GTK_WIDGET (self->turn_revealer), margin);
  gtk_widget_set_margin_end (self->zoom_box, margin);
}

/* Actions */

static void
undo_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  BastideWindow *self = user_data;
  g_autoptr(GError) error = NULL;
  gboolean only_drawn;

  if (self->game == NULL)
    return;

  /* The tile was drawn for the player: undoing only the draw would
   * draw it again at once. Go back to the turn before. */
  only_drawn = person_decides (self) && bastide_game_get_phase (self->game) == BASTIDE_PHASE_PLACE;
  if (bastide_game_undo (self->game, &error)
      && only_drawn
      && bastide_game_get_phase (self->game) == BASTIDE_PHASE_DRAW
      && bastide_game_get_can_undo (self->game))
    bastide_game_undo (self->game, &error);
  if (error != NULL)
    bastide_window_show_toast (self, error->message, 3);
}

static void
redo_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  BastideWindow *self = user_data;
  g_autoptr(GError) error = NULL;

  if (self->game != NULL && !bastide_game_redo (self->game, &error))
    bastide_window_show_toast (self, error->message, 3);
}

static void
rotate_cw_action (GSimpleAction *action,
                  GVariant      *parameter,
                  gpointer       user_data)
{
  BastideWindow *self = user_data;

  bastide_board_view_rotate (self->board, 1);
}

static void
rotate_ccw_action (GSimpleAction *action,
                   GVariant      *parameter,
                   gpointer       user_data)
{
  BastideWindow *self = user_data;

  bastide_board_view_rotate (self->board, -1);
}

static void
confirm_action (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  BastideWindow *self = user_data;

  bastide_board_view_confirm (self->board);
}

/* Escape first lets the scores being shown finish at once. */
static void
skip_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  BastideWindow *self = user_data;

  if (bastide_board_view_get_busy (self->board))
    bastide_board_view_finish_animations (self->board);
  else
    bastide_board_view_skip (self->board);
}

static void
zoom_in_action (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  BastideWindow *self = user_data;

  bastide_board_viewport_zoom_in (BASTIDE_BOARD_VIEWPORT (self->board));
}

static void
zoom_out_action (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       user_data)
{
  BastideWindow *self = user_data;

  bastide_board_viewport_zoom_out (BASTIDE_BOARD_VIEWPORT (self->board));
}

static void
zoom_fit_action (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       user_data)
{
  BastideWindow *self = user_data;

  bastide_board_viewport_zoom_to_fit (BASTIDE_BOARD_VIEWPORT (self->board), TRUE);
}

static void
recall_abbot_action (GSimpleAction *action,
                     GVariant      *parameter,
                     gpointer       user_data)
{
  BastideWindow *self = user_data;
  g_autoptr(GError) error = NULL;

  if (self->game != NULL && !bastide_game_recall_abbot (self->game, &error))
    bastide_window_show_toast (self, error->message, 4);
}

static void
show_log_action (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       user_data)
{
  BastideWindow *self = user_data;

  adw_flap_set_reveal_flap (self->flap, TRUE);
  bastide_sidebar_show_log (self->sidebar);
}

/* The score log points at an entry: the board shows its feature. */
static void
log_highlight_cb (BastideWindow        *self,
                  const BastideScoring *scoring,
                  gboolean              bring_into_view)
{
  bastide_board_view_set_highlight (self->board, scoring, bring_into_view);
}

static void
show_summary_action (GSimpleAction *action,
                     GVariant      *parameter,
                     gpointer       user_data)
{
  show_summary (BASTIDE_WINDOW (user_data));
}

static void
toggle_sidebar_action (GSimpleAction *action,
                       GVariant      *parameter,
                       gpointer       user_data)
{
  BastideWindow *self = user_data;

  adw_flap_set_reveal_flap (self->flap, !adw_flap_get_reveal_flap (self->flap));
}

/* What the board hides: the fields view, and going back over the game. */
static void
show_fields_action (GSimpleAction *action,
                    GVariant      *state,
                    gpointer       user_data)
{
  BastideWindow *self = user_data;

  g_simple_action_set_state (action, state);
  bastide_board_view_set_show_fields (self->board, g_variant_get_boolean (state));
}

static void
review_game_action (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       user_data)
{
  BastideWindow *self = user_data;
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));

  if (self->game != NULL && BASTIDE_IS_APPLICATION (app))
    bastide_application_review_game (BASTIDE_APPLICATION (app), self->game, GTK_WINDOW (self));
}

static void
inspected_cb (BastideWindow *self,
              int            x,
              int            y)
{
  bastide_sidebar_set_inspected_square (self->sidebar, x, y);
}

static void
show_remaining_action (GSimpleAction *action,
                       GVariant      *parameter,
                       gpointer       user_data)
{
  BastideWindow *self = user_data;

  adw_flap_set_reveal_flap (self->flap, TRUE);
  bastide_sidebar_show_remaining (self->sidebar);
}

/* Hints: graded, each press shows more of the model's suggestion. */

static void
hint_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  BastideWindow *self = user_data;

  if (self->game == NULL || bastide_board_view_get_mode (self->board) != BASTIDE_BOARD_MODE_PLACE)
    return;
  bastide_hint_press (self->hint);
}

static void
hint_message_cb (BastideWindow *self,
                 const char    *text)
{
  bastide_window_show_toast (self, text, 4);
}

/* GtkWindow */

static gboolean
bastide_window_close_request (GtkWindow *window)
{
  save_window_state (BASTIDE_WINDOW (window));

  return GTK_WINDOW_CLASS (bastide_window_parent_class)->close_request (window);
}

static void
bastide_window_dispose (GObject *object)
{
  BastideWindow *self = BASTIDE_WINDOW (object);

  g_clear_object (&self->hint);
  if (self->summary != NULL)
    g_object_remove_weak_pointer (G_OBJECT (self->summary), (gpointer *) &self->summary);
  self->summary = NULL;
  g_clear_handle_id (&self->step_source, g_source_remove);
  g_clear_handle_id (&self->wheel_source, g_source_remove);
  g_clear_handle_id (&self->turn_layout_source, g_source_remove);
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  g_clear_object (&self->replacement);
  bastide_window_set_session (self, NULL);

  gtk_widget_dispose_template (GTK_WIDGET (self), BASTIDE_TYPE_WINDOW);

  G_OBJECT_CLASS (bastide_window_parent_class)->dispose (object);
}

static void
bastide_window_finalize (GObject *object)
{
  BastideWindow *self = BASTIDE_WINDOW (object);

  g_string_free (self->wheel_news, TRUE);

  G_OBJECT_CLASS (bastide_window_parent_class)->finalize (object);
}

/* F6 and Shift+F6 move the keyboard from one part of the window to the
 * next, as in other GNOME applications: out of the board, which keeps
 * Tab for its choices, to the turn bar, the zoom buttons, the scores and
 * the header bar, and back. */
static void
cycle_pane (BastideWindow *self,
            int            direction)
{
  GtkWidget *game_panes[] = {
    GTK_WIDGET (self->board), GTK_WIDGET (self->turn_revealer), self->zoom_box,
    GTK_WIDGET (self->sidebar), GTK_WIDGET (self->header_bar),
  };
  GtkWidget *welcome_panes[] = { GTK_WIDGET (self->welcome_page), GTK_WIDGET (self->header_bar) };
  gboolean playing = self->game != NULL;
  GtkWidget **panes = playing ? game_panes : welcome_panes;
  int n = playing ? G_N_ELEMENTS (game_panes) : G_N_ELEMENTS (welcome_panes);
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));
  int current = -1;

  for (int i = 0; i < n && focus != NULL; i++)
    if (focus == panes[i] || gtk_widget_is_ancestor (focus, panes[i]))
      current = i;

  for (int step = 1; step <= n; step++)
    {
      GtkWidget *pane = panes[(current + n + step * direction) % n];

      if (!gtk_widget_get_mapped (pane) || !gtk_widget_get_child_visible (pane))
        continue;
      if (gtk_widget_get_focusable (pane) ? gtk_widget_grab_focus (pane)
                                          : gtk_widget_child_focus (pane, GTK_DIR_TAB_FORWARD))
        return;
    }
}

static void
next_pane_action (GSimpleAction *action,
                  GVariant      *parameter,
                  gpointer       user_data)
{
  cycle_pane (BASTIDE_WINDOW (user_data), 1);
}

static void
previous_pane_action (GSimpleAction *action,
                      GVariant      *parameter,
                      gpointer       user_data)
{
  cycle_pane (BASTIDE_WINDOW (user_data), -1);
}

static const GActionEntry action_entries[] = {
  { "undo", undo_action },
  { "redo", redo_action },
  { "hint", hint_action },
  { "open", bastide_window_open_action },
  { "save", bastide_window_save_action },
  { "save-as", bastide_window_save_as_action },
  { "edit-position", bastide_window_edit_position_action },
  { "rotate-cw", rotate_cw_action },
  { "rotate-ccw", rotate_ccw_action },
  { "confirm", confirm_action },
  { "skip", skip_action },
  { "recall-abbot", recall_abbot_action },
  { "zoom-in", zoom_in_action },
  { "zoom-out", zoom_out_action },
  { "zoom-fit", zoom_fit_action },
  { "toggle-sidebar", toggle_sidebar_action },
  { "show-summary", show_summary_action },
  { "show-log", show_log_action },
  { "show-remaining", show_remaining_action },
  { "show-fields", NULL, NULL, "false", show_fields_action },
  { "review-game", review_game_action },
  { "join", bastide_window_join_action },
  { "next-pane", next_pane_action },
  { "previous-pane", previous_pane_action },
};

static void
bastide_window_class_init (BastideWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = bastide_window_dispose;
  object_class->finalize = bastide_window_finalize;

  window_class->close_request = bastide_window_close_request;

  g_type_ensure (BASTIDE_TYPE_BOARD_VIEW);
  g_type_ensure (BASTIDE_TYPE_COLOR_SWATCH);
  g_type_ensure (BASTIDE_TYPE_SIDEBAR);
  g_type_ensure (BASTIDE_TYPE_NET_BAR);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/bastide/Bastide/bastide-window.ui");
  gtk_widget_class_bind_template_child (widget_class, BastideWindow, header_bar);
  gtk_widget_class_bind_template_child (widget_class, BastideWindow, primary_menu_button);
  gtk_widget_class_bind_template_child (widget_class, BastideWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, BastideWindow, history_box);
  gtk_widget_class_bind_template_child (widget_class, BastideWindow, hint_button);
  gtk_widget_class_bind_template_child (widget_class, BastideWindow, sidebar_button);
  gtk_widget_class_bind_template_child (widget_class, BastideWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, BastideWindow, board_toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, BastideWindow, main_stack);
  gtk_widget_class_bind_template_child (widget_class, BastideWindow, welcome_page);
  gtk_widget_class_bind_template_child (widget_class, BastideWindow, welcome_new_button);
  gtk_widget_class_bind_template_child (widget_class, BastideWindow, flap);
  gtk_widget_class_bind_template_child (widget_class, BastideWindow, board);
  gtk_widget_class_bind_template_child (widget_class, BastideWindow, turn_revealer);
  gtk_widget_class_bind_template_child (widget_class, BastideWindow, rotate_box);
  gtk_widget_class_bind_template_child (widget_class, BastideWindow, turn_bar);
  gtk_widget_class_bind_template_child (widget_class, BastideWindow, turn_swatch);
  gtk_widget_class_bind_template_child (widget_class, BastideWindow, turn_prompt);
  gtk_widget_class_bind_template_child (widget_class, BastideWindow, recall_button);
  gtk_widget_class_bind_template_child (widget_class, BastideWindow, skip_button);
  gtk_widget_class_bind_template_child (widget_class, BastideWindow, confirm_button);
  gtk_widget_class_bind_template_child (widget_class, BastideWindow, zoom_box);
  gtk_widget_class_bind_template_callback (widget_class, overlay_child_position_cb);
  gtk_widget_class_bind_template_child (widget_class, BastideWindow, sidebar);
  gtk_widget_class_bind_template_child (widget_class, BastideWindow, net_bar);

}

static void
bastide_window_init (BastideWindow *self)
{
  g_action_map_add_action_entries (G_ACTION_MAP (self), action_entries, G_N_ELEMENTS (action_entries), self);
  gtk_widget_init_template (GTK_WIDGET (self));
  bastide_tooltips_hide_under_popover (GTK_WIDGET (self->primary_menu_button));
  bastide_tooltips_show_cut_label (self->turn_prompt);

  self->wheel_news = g_string_new (NULL);

  g_signal_connect (self, "notify::application", G_CALLBACK (notify_application_cb), NULL);

  g_signal_connect_object (self->board, "notify::mode", G_CALLBACK (board_mode_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->board, "changed", G_CALLBACK (bastide_window_update_turn_ui), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->board, "notify::busy", G_CALLBACK (board_busy_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->board, "message", G_CALLBACK (board_message_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->board, "scoring-shown", G_CALLBACK (scoring_shown_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->board, "square-inspected", G_CALLBACK (inspected_cb), self, G_CONNECT_SWAPPED);

  g_signal_connect_object (bastide_sidebar_get_log_view (self->sidebar), "highlight",
                           G_CALLBACK (log_highlight_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->flap, "notify::folded", G_CALLBACK (flap_moved_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->flap, "notify::reveal-progress", G_CALLBACK (flap_moved_cb), self,
                           G_CONNECT_SWAPPED);

  self->hint = bastide_hint_new (self->board);
  g_signal_connect_object (self->hint, "changed", G_CALLBACK (bastide_window_update_turn_ui), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->hint, "message", G_CALLBACK (hint_message_cb), self, G_CONNECT_SWAPPED);

  /* the turn bar floats over the top of the board (layout_turn_bar
   * measures it once it has its width) */
  bastide_board_viewport_set_insets (BASTIDE_BOARD_VIEWPORT (self->board), &(GtkBorder) { 16, 16, 80, 16 });

#ifdef DEVELOPMENT_BUILD
  gtk_widget_add_css_class (GTK_WIDGET (self), "devel");
#endif

  set_turn_button_widths (self);
  bastide_window_update_turn_ui (self);
}

BastideWindow *
bastide_window_new (BastideApplication *application)
{
  g_return_val_if_fail (BASTIDE_IS_APPLICATION (application), NULL);

  return g_object_new (BASTIDE_TYPE_WINDOW,
                       "application", application,
                       NULL);
}

/**
 * bastide_window_get_hint:
 * @self: a #BastideWindow
 *
 * Returns: (transfer none): the window's graded hints
 */
BastideHint *
bastide_window_get_hint (BastideWindow *self)
{
  g_return_val_if_fail (BASTIDE_IS_WINDOW (self), NULL);
  return self->hint;
}

BastideGame *
bastide_window_get_game (BastideWindow *self)
{
  g_return_val_if_fail (BASTIDE_IS_WINDOW (self), NULL);

  return self->game;
}

BastideBoardView *
bastide_window_get_board (BastideWindow *self)
{
  g_return_val_if_fail (BASTIDE_IS_WINDOW (self), NULL);

  return self->board;
}

BastideSidebar *
bastide_window_get_sidebar (BastideWindow *self)
{
  g_return_val_if_fail (BASTIDE_IS_WINDOW (self), NULL);

  return self->sidebar;
}

BastideNetSession *
bastide_window_get_session (BastideWindow *self)
{
  g_return_val_if_fail (BASTIDE_IS_WINDOW (self), NULL);

  return self->session;
}

/**
 * bastide_window_set_game:
 * @self: a #BastideWindow
 * @game: (nullable): the game to play in this window
 *
 * Shows @game and plays it: the window draws for people, paces computer
 * players and keeps the autosave.
 */
void
bastide_window_set_game (BastideWindow *self,
                         BastideGame   *game)
{
  g_return_if_fail (BASTIDE_IS_WINDOW (self));

  if (self->game == game)
    return;

  /* Another game ends the network game this window took part in. */
  if (self->session != NULL && game != bastide_net_session_get_game (self->session))
    bastide_window_set_session (self, NULL);

  bastide_hint_set_game (self->hint, game);
  g_clear_handle_id (&self->step_source, g_source_remove);
  if (self->game != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->game, self);
      bastide_game_set_autosave (self->game, FALSE);
    }
  g_set_object (&self->game, game);
  memset (self->held, 0, sizeof self->held);
  self->summary_pending = FALSE;

  if (game != NULL)
    {
      static const char * const notifications[] = {
        "notify::can-undo", "notify::can-redo", "notify::thinking", "notify::modified",
        "notify::file", "notify::tiles-left", "notify::phase", "notify::deciding-player",
      };

      bastide_game_set_computer_delay (game, COMPUTER_DELAY_MS);
      bastide_game_set_autosave (game, TRUE);
      g_signal_connect_swapped (game, "player-changed", G_CALLBACK (game_changed_cb), self);

      /* connected before the board, so points are held before the board
       * may report them shown */
      g_signal_connect_swapped (game, "feature-scored", G_CALLBACK (feature_scored_cb), self);
      g_signal_connect_swapped (game, "wheel-turned", G_CALLBACK (wheel_turned_cb), self);
      g_signal_connect_swapped (game, "plague", G_CALLBACK (plague_cb), self);
      g_signal_connect_swapped (game, "game-over", G_CALLBACK (game_over_cb), self);
      g_signal_connect_swapped (game, "position-changed", G_CALLBACK (position_changed_cb), self);
      g_signal_connect_swapped (game, "turn-started", G_CALLBACK (game_changed_cb), self);
      for (guint i = 0; i < G_N_ELEMENTS (notifications); i++)
        g_signal_connect_swapped (game, notifications[i], G_CALLBACK (game_changed_cb), self);
    }

  bastide_board_view_set_game (self->board, game);
  bastide_sidebar_set_game (self->sidebar, game);
  gtk_stack_set_visible_child_name (self->main_stack, game != NULL ? "game" : "welcome");

  if (game != NULL)
    gtk_widget_grab_focus (GTK_WIDGET (self->board));
  else
    gtk_widget_grab_focus (self->welcome_new_button);

  bastide_window_update_turn_ui (self);
  schedule_step (self);

  if (game != NULL && bastide_game_get_is_over (game))
    game_over_cb (self);
}
static void
start_game_cb (BastideWindow        *self,
               BastideGame          *game,
               BastideNewGameDialog *dialog)
{
  bastide_window_set_game (self, game);
}

/**
 * bastide_window_show_new_game_dialog:
 * @self: a #BastideWindow
 *
 * Asks for the players and options of a new game, and starts it.
 *
 * Returns: (transfer none): the dialog
 */
GtkWindow *
bastide_window_show_new_game_dialog (BastideWindow *self)
{
  BastideNewGameDialog *dialog;

  g_return_val_if_fail (BASTIDE_IS_WINDOW (self), NULL);

  dialog = bastide_new_game_dialog_new (GTK_WINDOW (self), bastide_window_get_settings (self));
  g_signal_connect_object (dialog, "start-game", G_CALLBACK (start_game_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (dialog, "host-game", G_CALLBACK (bastide_window_host_game_cb), self, G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (dialog));

  return GTK_WINDOW (dialog);
}
