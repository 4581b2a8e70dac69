/* bastide-editor-play-dialog.c: who plays each seat of a scenario
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Names and colours come from the scenario; the dialog only asks whether
 * a person or a computer player (and how strong) takes each seat, then
 * starts a BastideGame from the scenario's record. The window that opened
 * it hears about the game through ::start.
 */

#define G_LOG_DOMAIN "bastide-editor-play-dialog"

#include "config.h"

#include "bastide-editor-play-dialog.h"

#include <glib/gi18n.h>

#include "bastide-editor-ui.h"

#include "bastide-render.h"

struct _BastideEditorPlayDialog
{
  AdwWindow            parent_instance;

  AdwPreferencesGroup *seats_group;

  BastideScenario     *scenario;
  AdwComboRow         *rows[BASTIDE_MAX_PLAYERS];
  guint                n_rows;
};

G_DEFINE_FINAL_TYPE (BastideEditorPlayDialog, bastide_editor_play_dialog, ADW_TYPE_WINDOW)

enum {
  START,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
draw_swatch (GtkDrawingArea *area,
             cairo_t        *cr,
             int             width,
             int             height,
             gpointer        data)
{
  BastideColor color = GPOINTER_TO_UINT (data);
  double r, g, b, size = MIN (width, height);

  bastide_render_color_rgb (color, &r, &g, &b);
  cairo_arc (cr, width / 2.0, height / 2.0, size / 2 - 1, 0, 2 * G_PI);
  cairo_set_source_rgb (cr, r, g, b);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.35);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);
  bastide_render_emblem (cr, color, width / 2.0, height / 2.0, size * 0.5);
}

static void
start_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  BastideEditorPlayDialog *self = BASTIDE_EDITOR_PLAY_DIALOG (widget);
  g_autoptr(GError) error = NULL;
  g_autoptr(BastideGame) game = bastide_editor_play_dialog_create_game (self, &error);

  if (game == NULL)
    {
      GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Could Not Start the Game"),
                                                  error->message);

      adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
      gtk_window_present (GTK_WINDOW (dialog));
      return;
    }
  g_signal_emit (self, signals[START], 0, game);
  gtk_window_destroy (GTK_WINDOW (self));
}

static void
bastide_editor_play_dialog_dispose (GObject *object)
{
  BastideEditorPlayDialog *self = BASTIDE_EDITOR_PLAY_DIALOG (object);

  g_clear_object (&self->scenario);

  gtk_widget_dispose_template (GTK_WIDGET (self), BASTIDE_TYPE_EDITOR_PLAY_DIALOG);

  G_OBJECT_CLASS (bastide_editor_play_dialog_parent_class)->dispose (object);
}

static void
bastide_editor_play_dialog_class_init (BastideEditorPlayDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bastide_editor_play_dialog_dispose;

  /**
   * BastideEditorPlayDialog::start:
   * @game: the game, ready to be shown
   */
  signals[START] =
    g_signal_new ("start", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, BASTIDE_TYPE_GAME);

  bastide_editor_ui_ensure_resources ();
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/bastide/Bastide/editor/bastide-editor-play-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, BastideEditorPlayDialog, seats_group);

  gtk_widget_class_install_action (widget_class, "play.start", NULL, start_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
bastide_editor_play_dialog_init (BastideEditorPlayDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

BastideEditorPlayDialog *
bastide_editor_play_dialog_new (GtkWindow       *parent,
                                BastideScenario *scenario)
{
  BastideEditorPlayDialog *self;

  g_return_val_if_fail (BASTIDE_IS_SCENARIO (scenario), NULL);

  self = g_object_new (BASTIDE_TYPE_EDITOR_PLAY_DIALOG,
                       "transient-for", parent,
                       NULL);
  self->scenario = g_object_ref (scenario);
  self->n_rows = bastide_scenario_get_n_players (scenario);

  for (guint p = 0; p < self->n_rows; p++)
    {
      g_autoptr(GtkStringList) kinds = gtk_string_list_new (NULL);
      g_autofree char *name = bastide_scenario_dup_display_name (scenario, p);
      AdwComboRow *row = ADW_COMBO_ROW (adw_combo_row_new ());
      GtkWidget *swatch = gtk_drawing_area_new ();

      gtk_string_list_append (kinds, _("Person"));
      gtk_string_list_append (kinds, _("Computer, Easy"));
      gtk_string_list_append (kinds, _("Computer, Medium"));
      gtk_string_list_append (kinds, _("Computer, Hard"));
      adw_combo_row_set_model (row, G_LIST_MODEL (kinds));
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), name);

      gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (swatch), 22);
      gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (swatch), 22);
      gtk_widget_set_valign (swatch, GTK_ALIGN_CENTER);
      gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (swatch), draw_swatch,
                                      GUINT_TO_POINTER (bastide_scenario_get_player_color (scenario, p)), NULL);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), swatch);

      /* the player to move is a person, the others computers: a quick
       * way to try a position against the machine */
      adw_combo_row_set_selected (row, p == bastide_scenario_get_to_move (scenario) ? 0 : 2);
      adw_preferences_group_add (self->seats_group, GTK_WIDGET (row));
      self->rows[p] = row;
    }

  return self;
}

guint
bastide_editor_play_dialog_get_seat (BastideEditorPlayDialog *self,
                                     guint                    player)
{
  g_return_val_if_fail (BASTIDE_IS_EDITOR_PLAY_DIALOG (self), 0);
  g_return_val_if_fail (player < self->n_rows, 0);
  return adw_combo_row_get_selected (self->rows[player]);
}

void
bastide_editor_play_dialog_set_seat (BastideEditorPlayDialog *self,
                                     guint                    player,
                                     guint                    kind)
{
  g_return_if_fail (BASTIDE_IS_EDITOR_PLAY_DIALOG (self));
  g_return_if_fail (player < self->n_rows);
  adw_combo_row_set_selected (self->rows[player], MIN (kind, 3));
}

/**
 * bastide_editor_play_dialog_create_game:
 *
 * A game from the scenario's position, with the seats chosen.
 *
 * Returns: (transfer full) (nullable): the game, or %NULL with @error set
 *   when the position breaks the rules
 */
BastideGame *
bastide_editor_play_dialog_create_game (BastideEditorPlayDialog  *self,
                                        GError                  **error)
{
  BastideRecord *setup;
  BastidePlayerSetup players[BASTIDE_MAX_PLAYERS];
  char *names[BASTIDE_MAX_PLAYERS] = { NULL };
  BastideGame *game;

  g_return_val_if_fail (BASTIDE_IS_EDITOR_PLAY_DIALOG (self), NULL);

  setup = bastide_scenario_to_record (self->scenario, error);
  if (setup == NULL)
    return NULL;

  for (guint p = 0; p < self->n_rows; p++)
    {
      guint kind = adw_combo_row_get_selected (self->rows[p]);

      names[p] = bastide_scenario_dup_display_name (self->scenario, p);
      players[p].name = names[p];
      players[p].color = bastide_scenario_get_player_color (self->scenario, p);
      players[p].kind = kind == 0 ? BASTIDE_PLAYER_PERSON : BASTIDE_PLAYER_COMPUTER;
      players[p].level = kind == 0 ? BASTIDE_COMPUTER_MEDIUM : (BastideComputerLevel) (kind - 1);
    }

  game = bastide_game_new_from_setup (setup, players, error);
  for (guint p = 0; p < self->n_rows; p++)
    g_free (names[p]);
  return game;
}
