/* bastide-player-row.c: one player in the sidebar
 *
 * Copyright 2026 The Bastide authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Name, colour and emblem, score, and the pieces still in the supply: the
 * meeples counted, the special pieces of the expansions in play shown
 * bright while in the supply and faded once on the board.
 */

#define G_LOG_DOMAIN "bastide-player-row"

#include "config.h"

#include <glib/gi18n.h>

#include "bastide-accessible.h"
#include "bastide-color-swatch.h"
#include "bastide-piece-icon.h"
#include "bastide-player-row.h"
#include "bastide-tile-view.h"
#include "bastide-tooltips.h"

#define N_SPECIALS (BASTIDE_N_PIECE_KINDS - 1)

struct _BastidePlayerRow
{
  GtkListBoxRow       parent_instance;

  BastideColorSwatch *swatch;
  GtkLabel           *name_label;
  GtkImage           *computer_icon;
  GtkImage           *remote_icon;
  GtkLabel           *status_label;
  GtkSpinner         *spinner;
  GtkBox             *supply_box;
  GtkLabel           *score_label;

  BastideGame        *game;
  guint               player;
  GtkLabel           *meeple_label;
  GtkWidget          *specials[BASTIDE_N_PIECE_KINDS];
  GtkWidget          *abbey;
};

G_DEFINE_FINAL_TYPE (BastidePlayerRow, bastide_player_row, GTK_TYPE_LIST_BOX_ROW)

static const char *
piece_tooltip (BastidePieceKind kind)
{
  switch (kind)
    {
    case BASTIDE_PIECE_ABBOT: return _("Abbot");
    case BASTIDE_PIECE_MAYOR: return _("Mayor");
    case BASTIDE_PIECE_WAGON: return _("Wagon");
    case BASTIDE_PIECE_BARN: return _("Barn");
    case BASTIDE_PIECE_MEEPLE: return _("Followers");
    case BASTIDE_N_PIECE_KINDS:
    default: return "";
    }
}

static void
build_supply (BastidePlayerRow *self)
{
  const BastideRules *rules = bastide_game_get_rules (self->game);
  BastideColor color = bastide_game_get_player_color (self->game, self->player);
  GtkWidget *box;
  GtkWidget *icon;

  box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 1);
  icon = bastide_piece_icon_new (BASTIDE_PIECE_MEEPLE, color);
  gtk_widget_set_size_request (icon, 18, 20);
  /* the tooltip is the box's: the picture says it too, before the count */
  gtk_accessible_update_property (GTK_ACCESSIBLE (icon), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  piece_tooltip (BASTIDE_PIECE_MEEPLE), -1);
  gtk_box_append (GTK_BOX (box), icon);
  self->meeple_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_add_css_class (GTK_WIDGET (self->meeple_label), "numeric");
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->meeple_label));
  gtk_widget_set_tooltip_text (box, piece_tooltip (BASTIDE_PIECE_MEEPLE));
  gtk_box_append (self->supply_box, box);

  for (int kind = BASTIDE_PIECE_ABBOT; kind < BASTIDE_N_PIECE_KINDS; kind++)
    {
      gboolean in_game;

      if (kind == BASTIDE_PIECE_ABBOT)
        in_game = rules->game == BASTIDE_GAME_STANDARD && (rules->expansions & BASTIDE_EXPANSION_ABBOT);
      else
        in_game = rules->game == BASTIDE_GAME_STANDARD && (rules->expansions & BASTIDE_EXPANSION_ABBEY_MAYOR);
      if (!in_game)
        continue;

      icon = bastide_piece_icon_new (kind, color);
      gtk_widget_set_size_request (icon, kind == BASTIDE_PIECE_WAGON || kind == BASTIDE_PIECE_BARN ? 24 : 18, 20);
      gtk_widget_set_tooltip_text (icon, piece_tooltip (kind));
      gtk_accessible_update_property (GTK_ACCESSIBLE (icon), GTK_ACCESSIBLE_PROPERTY_LABEL, piece_tooltip (kind), -1);
      gtk_box_append (self->supply_box, icon);
      self->specials[kind] = icon;
    }

  if (rules->game == BASTIDE_GAME_STANDARD && (rules->expansions & BASTIDE_EXPANSION_ABBEY_MAYOR))
    {
      int abbey = bastide_catalogue_lookup ("ABBEY", BASTIDE_SET_ABBEY_MAYOR);

      if (abbey >= 0)
        {
          self->abbey = bastide_tile_view_new (abbey);
          gtk_widget_set_size_request (self->abbey, 20, 20);
          gtk_widget_set_valign (self->abbey, GTK_ALIGN_CENTER);
          gtk_widget_set_tooltip_text (self->abbey, _("Abbey"));
          gtk_box_append (self->supply_box, self->abbey);
        }
    }
}

/* Who plays the seat: a computer (a seat may be handed to one), someone
 * over the network, whether their connection holds, whether they
 * resigned. */
static void
show_who_plays (BastidePlayerRow *self)
{
  BastidePlayerKind kind = bastide_game_get_player_kind (self->game, self->player);
  gboolean resigned = bastide_game_get_resigned (self->game, self->player);
  gboolean away = bastide_game_get_player_away (self->game, self->player);

  gtk_widget_set_visible (GTK_WIDGET (self->computer_icon), kind == BASTIDE_PLAYER_COMPUTER && !resigned);
  if (kind == BASTIDE_PLAYER_COMPUTER)
    {
      g_autofree char *tooltip = NULL;

      /* Translators: Tooltip of the computer icon by a player's name; %s
       * is the level: Easy, Medium or Hard */
      tooltip = g_strdup_printf (_("Computer, %s"),
                                 bastide_computer_level_label (bastide_game_get_player_level (self->game, self->player)));
      gtk_widget_set_tooltip_text (GTK_WIDGET (self->computer_icon), tooltip);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->remote_icon), kind == BASTIDE_PLAYER_REMOTE && !away && !resigned);
  /* Translators: By a player's name in the sidebar: their connection is lost */
  gtk_label_set_label (self->status_label, resigned ? _("resigned") : away ? _("disconnected") : "");
  gtk_widget_set_visible (GTK_WIDGET (self->status_label), resigned || away);
  if (away)
    gtk_widget_add_css_class (GTK_WIDGET (self->status_label), "error");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->status_label), "error");
}

static void
bastide_player_row_dispose (GObject *object)
{
  BastidePlayerRow *self = BASTIDE_PLAYER_ROW (object);

  g_clear_object (&self->game);

  G_OBJECT_CLASS (bastide_player_row_parent_class)->dispose (object);
}

static void
bastide_player_row_class_init (BastidePlayerRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bastide_player_row_dispose;

  g_type_ensure (BASTIDE_TYPE_COLOR_SWATCH);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/bastide/Bastide/bastide-player-row.ui");
  gtk_widget_class_bind_template_child (widget_class, BastidePlayerRow, swatch);
  gtk_widget_class_bind_template_child (widget_class, BastidePlayerRow, name_label);
  gtk_widget_class_bind_template_child (widget_class, BastidePlayerRow, computer_icon);
  gtk_widget_class_bind_template_child (widget_class, BastidePlayerRow, remote_icon);
  gtk_widget_class_bind_template_child (widget_class, BastidePlayerRow, status_label);
  gtk_widget_class_bind_template_child (widget_class, BastidePlayerRow, spinner);
  gtk_widget_class_bind_template_child (widget_class, BastidePlayerRow, supply_box);
  gtk_widget_class_bind_template_child (widget_class, BastidePlayerRow, score_label);
}

static void
bastide_player_row_init (BastidePlayerRow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  bastide_tooltips_show_cut_label (self->name_label);
  gtk_widget_add_css_class (GTK_WIDGET (self), "player");
}

/**
 * bastide_player_row_new:
 * @game: the game
 * @player: the seat this row shows
 *
 * Returns: (transfer floating): a new row
 */
GtkWidget *
bastide_player_row_new (BastideGame *game,
                        guint        player)
{
  BastidePlayerRow *self;

  g_return_val_if_fail (BASTIDE_IS_GAME (game), NULL);

  self = g_object_new (BASTIDE_TYPE_PLAYER_ROW, NULL);
  self->game = g_object_ref (game);
  self->player = player;

  bastide_color_swatch_set_color (self->swatch, bastide_game_get_player_color (game, player));
  gtk_label_set_label (self->name_label, bastide_game_get_player_name (game, player));
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->remote_icon), _("Plays over the network"));

  build_supply (self);
  /* made after the window was shown: its pictures named by their tooltips */
  bastide_accessible_name_controls (GTK_WIDGET (self));
  bastide_player_row_update (self, bastide_game_get_score (game, player));

  return GTK_WIDGET (self);
}

guint
bastide_player_row_get_player (BastidePlayerRow *self)
{
  g_return_val_if_fail (BASTIDE_IS_PLAYER_ROW (self), 0);

  return self->player;
}

/**
 * bastide_player_row_update:
 * @self: a #BastidePlayerRow
 * @score: the score to show (the sidebar may hold points back)
 *
 * Shows the player's current score, supply, and whether it is their turn.
 */
void
bastide_player_row_update (BastidePlayerRow *self,
                           int               score)
{
  g_autofree char *score_text = NULL;
  g_autofree char *meeples = NULL;
  g_autofree char *label = NULL;
  g_autofree char *points_text = NULL;
  g_autofree char *meeples_text = NULL;
  gboolean current;
  gboolean thinking;
  guint n_meeples;

  g_return_if_fail (BASTIDE_IS_PLAYER_ROW (self));

  current = !bastide_game_get_is_over (self->game)
            && bastide_game_get_deciding_player (self->game) == self->player;
  thinking = current && bastide_game_get_thinking (self->game);

  score_text = g_strdup_printf ("%d", score);
  gtk_label_set_label (self->score_label, score_text);

  n_meeples = bastide_game_get_supply (self->game, self->player, BASTIDE_PIECE_MEEPLE);
  /* Translators: Meeples left in a player's supply, e.g. "×5" */
  meeples = g_strdup_printf (_("×%u"), n_meeples);
  gtk_label_set_label (self->meeple_label, meeples);

  for (int kind = BASTIDE_PIECE_ABBOT; kind < BASTIDE_N_PIECE_KINDS; kind++)
    if (self->specials[kind] != NULL)
      gtk_widget_set_opacity (self->specials[kind],
                              bastide_game_get_supply (self->game, self->player, kind) > 0 ? 1.0 : 0.25);
  if (self->abbey != NULL)
    gtk_widget_set_opacity (self->abbey, bastide_game_has_abbey (self->game, self->player) ? 1.0 : 0.25);

  show_who_plays (self);

  if (current)
    gtk_widget_add_css_class (GTK_WIDGET (self), "current");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "current");

  gtk_widget_set_visible (GTK_WIDGET (self->spinner), thinking);
  gtk_spinner_set_spinning (self->spinner, thinking);

  points_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d point", "%d points", ABS (score)), score);
  meeples_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u follower", "%u followers", n_meeples), n_meeples);
  /* Translators: Accessible name of a player's row: name, score and
   * followers in supply, e.g. "Anna, 23 points, 5 followers" */
  label = g_strdup_printf (_("%s, %s, %s"),
                           bastide_game_get_player_name (self->game, self->player),
                           points_text, meeples_text);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  -1);
  gtk_accessible_update_state (GTK_ACCESSIBLE (self),
                               GTK_ACCESSIBLE_STATE_SELECTED, current,
                               -1);
}
