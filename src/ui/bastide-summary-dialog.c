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
#include "bastide-score-plot.h"
#include "bastide-summary-dialog.h"

struct _BastideSummaryDialog
{
  AdwWindow         parent_instance;

  GtkLabel         *winner_label;
  GtkLabel         *winner_detail;
  GtkGrid          *score_grid;
  BastideScorePlot *plot;
  GtkWidget        *new_game_button;
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
cell_label (const char *text,
            const char *css_class,
            float       xalign)
{
  GtkWidget *label = gtk_label_new (text);

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

  if (sa != sb)
    return sb - sa;
  return (int) pa - (int) pb;
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
  gtk_grid_attach (self->score_grid, cell_label (_("Player"), "heading", 0), 0, 0, 2, 1);
  for (int c = 0; c < BASTIDE_N_CATEGORIES; c++)
    {
      if (!category_in_game (rules, c))
        continue;
      gtk_grid_attach (self->score_grid, cell_label (bastide_category_label (c), "caption-heading", 1),
                       column++, 0, 1, 1);
    }
  /* Translators: Column of the summary table: the final score */
  gtk_grid_attach (self->score_grid, cell_label (_("Total"), "heading", 1), column, 0, 1, 1);

  for (guint i = 0; i < n; i++)
    {
      guint p = order[i];
      int score = bastide_game_get_score (game, p);
      GtkWidget *name_box;
      GtkWidget *swatch;
      GtkWidget *name;
      g_autofree char *rank_text = NULL;
      g_autofree char *total = NULL;

      if (score != last_score)
        rank = i + 1;
      last_score = score;

      rank_text = g_strdup_printf ("%d", rank);
      gtk_grid_attach (self->score_grid,
                       cell_label (rank_text, rank == 1 ? "accent" : "dim-label", 1),
                       0, i + 1, 1, 1);

      name_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
      swatch = bastide_color_swatch_new (bastide_game_get_player_color (game, p));
      gtk_widget_set_size_request (swatch, 22, 22);
      gtk_box_append (GTK_BOX (name_box), swatch);
      name = cell_label (bastide_game_get_player_name (game, p), NULL, 0);
      gtk_label_set_ellipsize (GTK_LABEL (name), PANGO_ELLIPSIZE_END);
      gtk_widget_set_hexpand (name, TRUE);
      gtk_box_append (GTK_BOX (name_box), name);
      gtk_grid_attach (self->score_grid, name_box, 1, i + 1, 1, 1);

      column = 2;
      for (int c = 0; c < BASTIDE_N_CATEGORIES; c++)
        {
          g_autofree char *text = NULL;
          GtkWidget *label;

          if (!category_in_game (rules, c))
            continue;
          text = g_strdup_printf ("%d", bastide_game_get_category_score (game, p, c));
          label = cell_label (text, "numeric", 1);
          gtk_grid_attach (self->score_grid, label, column++, i + 1, 1, 1);
        }

      total = g_strdup_printf ("%d", score);
      gtk_grid_attach (self->score_grid, cell_label (total, "heading", 1), column, i + 1, 1, 1);
    }

  bastide_score_plot_set_game (self->plot, game);
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
bastide_summary_dialog_class_init (BastideSummaryDialogClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  g_type_ensure (BASTIDE_TYPE_SCORE_PLOT);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/bastide/Bastide/bastide-summary-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, BastideSummaryDialog, winner_label);
  gtk_widget_class_bind_template_child (widget_class, BastideSummaryDialog, winner_detail);
  gtk_widget_class_bind_template_child (widget_class, BastideSummaryDialog, score_grid);
  gtk_widget_class_bind_template_child (widget_class, BastideSummaryDialog, plot);
  gtk_widget_class_bind_template_child (widget_class, BastideSummaryDialog, new_game_button);

  gtk_widget_class_install_action (widget_class, "summary.new-game", NULL, new_game_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
bastide_summary_dialog_init (BastideSummaryDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_window_set_default_widget (GTK_WINDOW (self), self->new_game_button);
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
  fill (self, game);

  return self;
}
