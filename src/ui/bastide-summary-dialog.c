/* bastide-summary-dialog.c: who won, by category, and the scores over time
 *
 * Copyright 2026 The Bastide authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bastide-summary-dialog"

#include "config.h"

#include <glib/gi18n.h>

#include "bastide-color-swatch.h"
#include "bastide-describe.h"
#include "bastide-game-log.h"
#include "bastide-score-plot.h"
#include "bastide-summary-dialog.h"
#include "bastide-tooltips.h"

struct _BastideSummaryDialog
{
  AdwWindow         parent_instance;

  GtkLabel         *winner_label;
  GtkLabel         *winner_detail;
  GtkGrid          *score_grid;
  GtkListBox       *details_list;
  BastideScorePlot *plot;
  GtkWidget        *new_game_button;
  GtkStack         *costly_stack;
  GtkProgressBar   *costly_progress;
  GtkListBox       *costly_list;

  BastideGame      *game;
  GCancellable     *costly_cancellable;
};

G_DEFINE_FINAL_TYPE (BastideSummaryDialog, bastide_summary_dialog, ADW_TYPE_WINDOW)

static gboolean
category_in_game (const BastideRules *rules,
                  BastideCategory     category)
{
  gboolean standard = rules->game == BASTIDE_GAME_STANDARD;

  switch (category)
    {
    case BASTIDE_CATEGORY_ABBOT:
      return standard && (rules->expansions & BASTIDE_EXPANSION_ABBOT);

    case BASTIDE_CATEGORY_BARN:
      return standard && (rules->expansions & BASTIDE_EXPANSION_ABBEY_MAYOR);

    case BASTIDE_CATEGORY_WHEEL:
      return !standard;

    case BASTIDE_CATEGORY_ROAD:
    case BASTIDE_CATEGORY_CITY:
    case BASTIDE_CATEGORY_CLOISTER:
    case BASTIDE_CATEGORY_FIELD:
    case BASTIDE_N_CATEGORIES:
    default:
      return TRUE;
    }
}

static GtkWidget *
cell_label (const char        *text,
            const char        *css_class,
            float              xalign,
            GtkAccessibleRole  role)
{
  GtkWidget *label = g_object_new (GTK_TYPE_LABEL, "label", text, "accessible-role", role, NULL);

  gtk_label_set_xalign (GTK_LABEL (label), xalign);
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);

  return label;
}

static int
compare_players (gconstpointer a,
                 gconstpointer b,
                 gpointer      user_data)
{
  BastideGame *game = user_data;
  guint pa = *(const guint *) a;
  guint pb = *(const guint *) b;
  int sa = bastide_game_get_score (game, pa);
  int sb = bastide_game_get_score (game, pb);
  gboolean ra = bastide_game_get_resigned (game, pa);
  gboolean rb = bastide_game_get_resigned (game, pb);

  /* a player who resigned cannot win: below those who played on */
  if (ra != rb)
    return ra - rb;
  if (sa != sb)
    return sb - sa;
  return (int) pa - (int) pb;
}

/* Each player's scores in words, category by category, as the score log
 * tells them: a row a player, opening on a row a score. */
static void
fill_details (BastideSummaryDialog *self,
              BastideGame          *game,
              const guint          *order)
{
  const BastideRules *rules = bastide_game_get_rules (game);
  g_autoptr(BastideGameLog) log = bastide_game_log_new (game);
  GListModel *entries = G_LIST_MODEL (log);
  guint n_entries = g_list_model_get_n_items (entries);

  for (guint i = 0; i < bastide_game_get_n_players (game); i++)
    {
      guint p = order[i];
      int score = bastide_game_get_score (game, p);
      GtkWidget *row = adw_expander_row_new ();
      GtkWidget *swatch = bastide_color_swatch_new (bastide_game_get_player_color (game, p));
      g_autofree char *total = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d point", "%d points", score),
                                                score);

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), bastide_game_get_player_name (game, p));
      adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (row), total);
      gtk_widget_set_size_request (swatch, 22, 22);
      gtk_widget_set_valign (swatch, GTK_ALIGN_CENTER);
      adw_expander_row_add_prefix (ADW_EXPANDER_ROW (row), swatch);

      for (int c = 0; c < BASTIDE_N_CATEGORIES; c++)
        {
          if (!category_in_game (rules, c))
            continue;
          /* oldest first, within each category */
          for (guint e = n_entries; e-- > 0;)
            {
              g_autoptr(BastideLogEntry) entry = g_list_model_get_item (entries, e);
              const BastideScoring *scoring = bastide_log_entry_get_scoring (entry);
              GtkWidget *line;
              g_autofree char *where = NULL;

              if (scoring == NULL || (int) scoring->category != c || scoring->points[p] == 0)
                continue;
              line = adw_action_row_new ();
              adw_preferences_row_set_title (ADW_PREFERENCES_ROW (line), bastide_log_entry_get_text (entry));
              adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (line), FALSE);
              adw_action_row_set_title_lines (ADW_ACTION_ROW (line), 0);
              /* Translators: under a score in the summary: its category and
               * the turn it came in, as in "Cities · turn 12" */
              where = g_strdup_printf (_("%s · turn %u"), bastide_category_label (c),
                                       bastide_log_entry_get_turn (entry) + 1);
              adw_action_row_set_subtitle (ADW_ACTION_ROW (line), where);
              adw_expander_row_add_row (ADW_EXPANDER_ROW (row), line);
            }
        }
      gtk_list_box_append (self->details_list, row);
    }
}

static void
fill (BastideSummaryDialog *self,
      BastideGame          *game)
{
  const BastideRules *rules = bastide_game_get_rules (game);
  guint n = bastide_game_get_n_players (game);
  guint winners = bastide_game_get_winners (game);
  guint order[BASTIDE_MAX_PLAYERS];
  guint n_winners = __builtin_popcount (winners);
  int column = 2;
  int rank = 0;
  int last_score = G_MININT;
  g_autofree char *table = NULL;

  for (guint p = 0; p < n; p++)
    order[p] = p;
  g_qsort_with_data (order, n, sizeof order[0], compare_players, game);

  if (n_winners == 1)
    {
      g_autofree char *title = NULL;
      g_autofree char *detail = NULL;
      int best = bastide_game_get_score (game, order[0]);

      /* Translators: Title of the summary, %s is the winner's name */
      title = g_strdup_printf (_("%s Wins!"), bastide_game_get_player_name (game, order[0]));
      detail = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "With %d point", "With %d points", best), best);
      gtk_label_set_label (self->winner_label, title);
      gtk_label_set_label (self->winner_detail, detail);
    }
  else
    {
      g_autoptr(GPtrArray) names = g_ptr_array_new ();
      g_autofree char *joined = NULL;
      g_autofree char *detail = NULL;
      int best = bastide_game_get_score (game, order[0]);

      for (guint i = 0; i < n; i++)
        if (winners & (1u << order[i]))
          g_ptr_array_add (names, (gpointer) bastide_game_get_player_name (game, order[i]));
      g_ptr_array_add (names, NULL);
      joined = g_strjoinv (", ", (char **) names->pdata);

      gtk_label_set_label (self->winner_label, _("A Shared Victory"));
      /* Translators: %s lists the tied winners, %d is their score */
      detail = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s tie with %d point",
                                             "%s tie with %d points", best),
                                joined, best);
      gtk_label_set_label (self->winner_detail, detail);
    }

  /* header row */
  gtk_grid_attach (self->score_grid, cell_label (_("Player"), "heading", 0, GTK_ACCESSIBLE_ROLE_COLUMN_HEADER),
                   0, 0, 2, 1);
  for (int c = 0; c < BASTIDE_N_CATEGORIES; c++)
    {
      if (!category_in_game (rules, c))
        continue;
      gtk_grid_attach (self->score_grid, cell_label (bastide_category_label (c), "caption-heading", 1,
                                                     GTK_ACCESSIBLE_ROLE_COLUMN_HEADER),
                       column++, 0, 1, 1);
    }
  /* Translators: Column of the summary table: the final score */
  gtk_grid_attach (self->score_grid, cell_label (_("Total"), "heading", 1, GTK_ACCESSIBLE_ROLE_COLUMN_HEADER),
                   column, 0, 1, 1);

  for (guint i = 0; i < n; i++)
    {
      guint p = order[i];
      int score = bastide_game_get_score (game, p);
      GtkWidget *name_box;
      GtkWidget *total_cell;
      GtkWidget *swatch;
      GtkWidget *name;
      g_autofree char *rank_text = NULL;
      g_autofree char *total = NULL;

      /* no one who resigned shares a place with one who played on */
      if (score != last_score || bastide_game_get_resigned (game, p))
        rank = i + 1;
      last_score = score;

      rank_text = g_strdup_printf ("%d", rank);
      gtk_grid_attach (self->score_grid,
                       cell_label (rank_text, rank == 1 ? "accent" : "dim-label", 1, GTK_ACCESSIBLE_ROLE_CELL),
                       0, i + 1, 1, 1);

      name_box = g_object_new (GTK_TYPE_BOX, "spacing", 8, "accessible-role", GTK_ACCESSIBLE_ROLE_ROW_HEADER, NULL);
      if (bastide_game_get_resigned (game, p))
        {
          /* Translators: a player's name in the final scores' table, as a screen reader says it */
          g_autofree char *header = g_strdup_printf (_("%s, resigned"), bastide_game_get_player_name (game, p));

          gtk_accessible_update_property (GTK_ACCESSIBLE (name_box), GTK_ACCESSIBLE_PROPERTY_LABEL, header, -1);
        }
      else
        gtk_accessible_update_property (GTK_ACCESSIBLE (name_box),
                                        GTK_ACCESSIBLE_PROPERTY_LABEL, bastide_game_get_player_name (game, p),
                                        -1);
      swatch = bastide_color_swatch_new (bastide_game_get_player_color (game, p));
      gtk_widget_set_size_request (swatch, 22, 22);
      gtk_box_append (GTK_BOX (name_box), swatch);
      name = cell_label (bastide_game_get_player_name (game, p), NULL, 0, GTK_ACCESSIBLE_ROLE_LABEL);
      gtk_label_set_ellipsize (GTK_LABEL (name), PANGO_ELLIPSIZE_END);
      bastide_tooltips_show_cut_label (GTK_LABEL (name));
      gtk_widget_set_hexpand (name, TRUE);
      gtk_box_append (GTK_BOX (name_box), name);
      if (bastide_game_get_resigned (game, p))
        /* the sidebar's word for it */
        gtk_box_append (GTK_BOX (name_box), cell_label (_("resigned"), "dim-label", 1, GTK_ACCESSIBLE_ROLE_LABEL));
      gtk_grid_attach (self->score_grid, name_box, 1, i + 1, 1, 1);

      column = 2;
      for (int c = 0; c < BASTIDE_N_CATEGORIES; c++)
        {
          g_autofree char *text = NULL;
          GtkWidget *label;

          if (!category_in_game (rules, c))
            continue;
          text = g_strdup_printf ("%d", bastide_game_get_category_score (game, p, c));
          label = cell_label (text, "numeric", 1, GTK_ACCESSIBLE_ROLE_CELL);
          /* read one by one, a number says little without its column */
          g_free (text);
          text = g_strdup_printf (_("%s %d"), bastide_category_label (c), bastide_game_get_category_score (game, p, c));
          gtk_accessible_update_property (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
          gtk_grid_attach (self->score_grid, label, column++, i + 1, 1, 1);
        }

      total = g_strdup_printf ("%d", score);
      total_cell = cell_label (total, "heading", 1, GTK_ACCESSIBLE_ROLE_CELL);
      g_free (total);
      total = g_strdup_printf (_("%s %d"), _("Total"), score);
      gtk_accessible_update_property (GTK_ACCESSIBLE (total_cell), GTK_ACCESSIBLE_PROPERTY_LABEL, total, -1);
      gtk_grid_attach (self->score_grid, total_cell, column, i + 1, 1, 1);
    }

  /* the whole table in words, said as the focus comes to it */
  table = bastide_describe_final_scores (game);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->score_grid),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, table,
                                  -1);
  gtk_widget_grab_focus (GTK_WIDGET (self->score_grid));

  fill_details (self, game, order);
  bastide_score_plot_set_game (self->plot, game);
}

/* The costliest moves, worked out by the model in the background */

#define COSTLY_PER_PLAYER 3

static void
costly_progress_cb (double   fraction,
                    gpointer user_data)
{
  BastideSummaryDialog *self = user_data;
  g_autofree char *text = g_strdup_printf (_("%d %%"), (int) (100 * fraction + 0.5));

  gtk_progress_bar_set_fraction (self->costly_progress, fraction);
  gtk_progress_bar_set_text (self->costly_progress, text);
}

static GtkWidget *
costly_row (BastideSummaryDialog *self,
            BastideCostlyMove    *move)
{
  GtkWidget *row = adw_action_row_new ();
  int points = MAX (1, (int) (bastide_costly_move_get_cost (move) + 0.5));
  guint player = bastide_costly_move_get_player (move);
  g_autofree char *title = NULL;
  g_autofree char *subtitle = NULL;
  GtkWidget *swatch = bastide_color_swatch_new (bastide_game_get_player_color (self->game, player));

  /* Translators: a costly move in the end summary: the turn number, the
   * player's name, then about how many points it cost */
  title = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Turn %u, %s: about %d point lost",
                                        "Turn %u, %s: about %d points lost", points),
                           bastide_costly_move_get_turn (move) + 1,
                           bastide_game_get_player_name (self->game, player), points);
  /* Translators: what the computer would have played instead, then why */
  subtitle = g_strdup_printf (_("Better: %s"), bastide_costly_move_get_better (move));
  /* player names are the players' own: plain text */
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_widget_set_size_request (swatch, 18, 18);
  gtk_widget_set_valign (swatch, GTK_ALIGN_CENTER);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), swatch);
  return row;
}

static void
costly_moves_ready_cb (GObject      *source_object,
                       GAsyncResult *result,
                       gpointer      user_data)
{
  g_autoptr(BastideSummaryDialog) self = user_data;
  g_autoptr(GListModel) moves = NULL;
  g_autoptr(GError) error = NULL;
  guint n;

  moves = bastide_game_find_costly_moves_finish (BASTIDE_GAME (source_object), result, &error);
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  g_clear_object (&self->costly_cancellable);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "summary.stop-costly-moves", FALSE);
  if (moves == NULL)
    {
      GtkWidget *row = adw_action_row_new ();

      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), error->message);
      gtk_list_box_append (self->costly_list, row);
      gtk_stack_set_visible_child_name (self->costly_stack, "done");
      return;
    }
  n = g_list_model_get_n_items (moves);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(BastideCostlyMove) move = g_list_model_get_item (moves, i);

      gtk_list_box_append (self->costly_list, costly_row (self, move));
    }
  if (n == 0)
    {
      GtkWidget *row = adw_action_row_new ();

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("No move cost as much as a point."));
      gtk_list_box_append (self->costly_list, row);
    }
  gtk_stack_set_visible_child_name (self->costly_stack, "done");
}

static void
find_costly_moves_action (GtkWidget  *widget,
                          const char *action_name,
                          GVariant   *parameter)
{
  BastideSummaryDialog *self = BASTIDE_SUMMARY_DIALOG (widget);

  if (self->game == NULL || self->costly_cancellable != NULL)
    return;
  self->costly_cancellable = g_cancellable_new ();
  costly_progress_cb (0, self);
  gtk_stack_set_visible_child_name (self->costly_stack, "working");
  gtk_widget_action_set_enabled (widget, "summary.find-costly-moves", FALSE);
  gtk_widget_action_set_enabled (widget, "summary.stop-costly-moves", TRUE);
  bastide_game_find_costly_moves_async (self->game, COSTLY_PER_PLAYER, self->costly_cancellable,
                                        costly_progress_cb, self, costly_moves_ready_cb, g_object_ref (self));
}

static void
stop_costly_moves_action (GtkWidget  *widget,
                          const char *action_name,
                          GVariant   *parameter)
{
  BastideSummaryDialog *self = BASTIDE_SUMMARY_DIALOG (widget);

  g_cancellable_cancel (self->costly_cancellable);
  g_clear_object (&self->costly_cancellable);
  gtk_stack_set_visible_child_name (self->costly_stack, "start");
  gtk_widget_action_set_enabled (widget, "summary.find-costly-moves", TRUE);
  gtk_widget_action_set_enabled (widget, "summary.stop-costly-moves", FALSE);
}

static void
new_game_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (widget));

  gtk_window_destroy (GTK_WINDOW (widget));
  if (parent != NULL)
    gtk_widget_activate_action (GTK_WIDGET (parent), "app.new-game", NULL);
}

static void
review_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (widget));

  gtk_window_destroy (GTK_WINDOW (widget));
  if (parent != NULL)
    gtk_widget_activate_action (GTK_WIDGET (parent), "win.review-game", NULL);
}

static void
bastide_summary_dialog_dispose (GObject *object)
{
  BastideSummaryDialog *self = BASTIDE_SUMMARY_DIALOG (object);

  g_cancellable_cancel (self->costly_cancellable);
  g_clear_object (&self->costly_cancellable);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (bastide_summary_dialog_parent_class)->dispose (object);
}

static void
bastide_summary_dialog_class_init (BastideSummaryDialogClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = bastide_summary_dialog_dispose;

  g_type_ensure (BASTIDE_TYPE_SCORE_PLOT);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/bastide/Bastide/bastide-summary-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, BastideSummaryDialog, winner_label);
  gtk_widget_class_bind_template_child (widget_class, BastideSummaryDialog, winner_detail);
  gtk_widget_class_bind_template_child (widget_class, BastideSummaryDialog, score_grid);
  gtk_widget_class_bind_template_child (widget_class, BastideSummaryDialog, details_list);
  gtk_widget_class_bind_template_child (widget_class, BastideSummaryDialog, plot);
  gtk_widget_class_bind_template_child (widget_class, BastideSummaryDialog, new_game_button);
  gtk_widget_class_bind_template_child (widget_class, BastideSummaryDialog, costly_stack);
  gtk_widget_class_bind_template_child (widget_class, BastideSummaryDialog, costly_progress);
  gtk_widget_class_bind_template_child (widget_class, BastideSummaryDialog, costly_list);

  gtk_widget_class_install_action (widget_class, "summary.new-game", NULL, new_game_action);
  gtk_widget_class_install_action (widget_class, "summary.review", NULL, review_action);
  gtk_widget_class_install_action (widget_class, "summary.find-costly-moves", NULL, find_costly_moves_action);
  gtk_widget_class_install_action (widget_class, "summary.stop-costly-moves", NULL, stop_costly_moves_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
bastide_summary_dialog_init (BastideSummaryDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_window_set_default_widget (GTK_WINDOW (self), self->new_game_button);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "summary.stop-costly-moves", FALSE);
}

/**
 * bastide_summary_dialog_new:
 * @parent: the game window
 * @game: a finished game
 *
 * Returns: (transfer none): the dialog; it destroys itself when closed
 */
BastideSummaryDialog *
bastide_summary_dialog_new (GtkWindow   *parent,
                            BastideGame *game)
{
  BastideSummaryDialog *self;

  g_return_val_if_fail (BASTIDE_IS_GAME (game), NULL);

  self = g_object_new (BASTIDE_TYPE_SUMMARY_DIALOG,
                       "transient-for", parent,
                       NULL);
  self->game = g_object_ref (game);
  fill (self, game);

  return self;
}
