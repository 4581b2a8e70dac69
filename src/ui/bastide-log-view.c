/* bastide-log-view.c: the score log, newest first
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every score of the game in words with its breakdown (BastideGameLog),
 * with the turn it came in and the colour of whom it scored for. Pointing
 * at an entry, or choosing it with the keys, shows its feature on the
 * board: the view says so through ::highlight, the window tells the
 * board.
 */

#define G_LOG_DOMAIN "bastide-log-view"

#include "config.h"

#include <glib/gi18n.h>

#include "bastide-color-swatch.h"
#include "bastide-game-log.h"
#include "bastide-log-view.h"

struct _BastideLogView
{
  GtkWidget       parent_instance;

  GtkWidget      *scrolled;
  GtkListBox     *list;
  BastideGame    *game;
  BastideGameLog *log;
};

G_DEFINE_FINAL_TYPE (BastideLogView, bastide_log_view, GTK_TYPE_WIDGET)

enum {
  HIGHLIGHT,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static BastideLogEntry *
row_entry (GtkListBoxRow *row)
{
  return row != NULL ? g_object_get_data (G_OBJECT (row), "entry") : NULL;
}

static void
highlight (BastideLogView  *self,
           BastideLogEntry *entry,
           gboolean         bring_into_view)
{
  g_signal_emit (self, signals[HIGHLIGHT], 0,
                 entry != NULL ? bastide_log_entry_get_scoring (entry) : NULL, bring_into_view);
}

/* Pointing at a row shows its feature; leaving it, the chosen row's. */
static void
row_entered_cb (GtkEventControllerMotion *controller,
                double                    x,
                double                    y,
                BastideLogView           *self)
{
  GtkWidget *row = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (controller));

  highlight (self, row_entry (GTK_LIST_BOX_ROW (row)), FALSE);
}

static void
row_left_cb (GtkEventControllerMotion *controller,
             BastideLogView           *self)
{
  highlight (self, row_entry (gtk_list_box_get_selected_row (self->list)), FALSE);
}

static void
row_selected_cb (BastideLogView *self,
                 GtkListBoxRow  *row)
{
  highlight (self, row_entry (row), TRUE);
}

static GtkWidget *
create_row (gpointer item,
            gpointer user_data)
{
  BastideLogView *self = user_data;
  BastideLogEntry *entry = item;
  int player = bastide_log_entry_get_player (entry);
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 10);
  GtkWidget *lines = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *text = gtk_label_new (bastide_log_entry_get_text (entry));
  GtkWidget *turn;
  GtkEventController *motion;
  g_autofree char *turn_text = NULL;

  gtk_widget_set_margin_start (box, 6);
  gtk_widget_set_margin_end (box, 6);
  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_bottom (box, 6);

  /* whom it scored for, or an empty place for the wheel and the end */
  if (player >= 0 && self->game != NULL)
    {
      GtkWidget *swatch = bastide_color_swatch_new (bastide_game_get_player_color (self->game, player));

      gtk_widget_set_size_request (swatch, 18, 18);
      gtk_widget_set_valign (swatch, GTK_ALIGN_START);
      gtk_box_append (GTK_BOX (box), swatch);
    }
  else
    {
      GtkWidget *space = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);

      gtk_widget_set_size_request (space, 18, 18);
      gtk_box_append (GTK_BOX (box), space);
    }

  gtk_label_set_wrap (GTK_LABEL (text), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (text), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (text), 0);
  gtk_widget_set_hexpand (text, TRUE);
  gtk_box_append (GTK_BOX (lines), text);

  /* Translators: under an entry of the score log: the turn it came in */
  turn_text = g_strdup_printf (_("Turn %u"), bastide_log_entry_get_turn (entry) + 1);
  turn = gtk_label_new (turn_text);
  gtk_label_set_xalign (GTK_LABEL (turn), 0);
  gtk_widget_add_css_class (turn, "caption");
  gtk_widget_add_css_class (turn, "dim-label");
  gtk_box_append (GTK_BOX (lines), turn);
  gtk_box_append (GTK_BOX (box), lines);

  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  g_object_set_data_full (G_OBJECT (row), "entry", g_object_ref (entry), g_object_unref);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, bastide_log_entry_get_text (entry),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, turn_text,
                                  -1);

  motion = gtk_event_controller_motion_new ();
  g_signal_connect_object (motion, "enter", G_CALLBACK (row_entered_cb), self, 0);
  g_signal_connect_object (motion, "leave", G_CALLBACK (row_left_cb), self, 0);
  gtk_widget_add_controller (row, motion);

  return row;
}

static void
bastide_log_view_dispose (GObject *object)
{
  BastideLogView *self = BASTIDE_LOG_VIEW (object);

  bastide_log_view_set_game (self, NULL);
  g_clear_pointer (&self->scrolled, gtk_widget_unparent);

  G_OBJECT_CLASS (bastide_log_view_parent_class)->dispose (object);
}

static void
bastide_log_view_class_init (BastideLogViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bastide_log_view_dispose;

  /**
   * BastideLogView::highlight:
   * @self: the log
   * @scoring: (nullable): the score of the entry pointed at or chosen, or
   *   %NULL when none is (or it is no score)
   * @bring_into_view: whether it was chosen (with the keys, a click), so
   *   that the board should show where its feature is
   */
  signals[HIGHLIGHT] =
    g_signal_new ("highlight",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, BASTIDE_TYPE_SCORING | G_SIGNAL_TYPE_STATIC_SCOPE, G_TYPE_BOOLEAN);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "scorelog");
}

static void
bastide_log_view_init (BastideLogView *self)
{
  GtkWidget *placeholder = gtk_label_new (_("No points scored yet"));

  self->scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (self->scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (self->scrolled), TRUE);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (self->scrolled), 460);
  gtk_widget_set_size_request (self->scrolled, 360, -1);
  gtk_widget_set_parent (self->scrolled, GTK_WIDGET (self));

  self->list = GTK_LIST_BOX (gtk_list_box_new ());
  gtk_list_box_set_selection_mode (self->list, GTK_SELECTION_SINGLE);
  gtk_widget_add_css_class (placeholder, "dim-label");
  gtk_widget_set_margin_top (placeholder, 12);
  gtk_widget_set_margin_bottom (placeholder, 12);
  gtk_list_box_set_placeholder (self->list, placeholder);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->list),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Score Log"),
                                  -1);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->scrolled), GTK_WIDGET (self->list));
  g_signal_connect_object (self->list, "row-selected", G_CALLBACK (row_selected_cb), self, G_CONNECT_SWAPPED);
}

GtkWidget *
bastide_log_view_new (void)
{
  return g_object_new (BASTIDE_TYPE_LOG_VIEW, NULL);
}

/**
 * bastide_log_view_set_game:
 * @self: a #BastideLogView
 * @game: (nullable): the game whose scores to list
 */
void
bastide_log_view_set_game (BastideLogView *self,
                           BastideGame    *game)
{
  g_return_if_fail (BASTIDE_IS_LOG_VIEW (self));

  if (self->game == game)
    return;

  g_set_object (&self->game, game);
  g_clear_object (&self->log);
  if (game != NULL)
    self->log = bastide_game_log_new (game);
  gtk_list_box_bind_model (self->list, self->log != NULL ? G_LIST_MODEL (self->log) : NULL,
                           create_row, self, NULL);
}

guint
bastide_log_view_get_n_entries (BastideLogView *self)
{
  g_return_val_if_fail (BASTIDE_IS_LOG_VIEW (self), 0);

  return self->log != NULL ? g_list_model_get_n_items (G_LIST_MODEL (self->log)) : 0;
}

/**
 * bastide_log_view_select:
 * @self: a #BastideLogView
 * @index: an entry, 0 the newest, or -1 for none
 *
 * Chooses an entry, as a click or the keys do.
 */
void
bastide_log_view_select (BastideLogView *self,
                         int             index)
{
  g_return_if_fail (BASTIDE_IS_LOG_VIEW (self));

  gtk_list_box_select_row (self->list, index >= 0 ? gtk_list_box_get_row_at_index (self->list, index) : NULL);
}
