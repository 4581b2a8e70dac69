/* bastide-sidebar.c: the turn, the score track, the players and the wheel
 *
 * Copyright 2026 The Bastide authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bastide-sidebar"

#include "config.h"

#include <glib/gi18n.h>

#include "bastide-describe.h"
#include "bastide-game-outlook.h"
#include "bastide-log-view.h"
#include "bastide-player-row.h"
#include "bastide-score-track.h"
#include "bastide-sidebar.h"
#include "bastide-tile-view.h"
#include "bastide-tooltips.h"
#include "bastide-wheel-view.h"

struct _BastideSidebar
{
  AdwBin             parent_instance;

  GtkWidget         *turn_card;
  BastideTileView   *hand_view;
  GtkLabel          *turn_label;
  GtkSpinner        *thinking_spinner;
  GtkLabel          *prompt_label;
  GtkMenuButton     *remaining_button;
  GtkLabel          *tiles_left_label;
  GtkMenuButton     *log_button;
  GtkPopover        *log_popover;
  BastideLogView    *log_view;
  GtkFlowBox        *remaining_box;
  GtkLabel          *odds_label;
  BastideScoreTrack *track;
  GtkListBox        *player_list;
  GtkOverlay        *track_overlay;
  BastideWheelView  *wheel_view;

  BastideGame       *game;
  GPtrArray         *rows;
  gboolean           has_square;        /* the square the board inspects */
  int                square_x;
  int                square_y;
};

G_DEFINE_FINAL_TYPE (BastideSidebar, bastide_sidebar, ADW_TYPE_BIN)

/* The tiles left for the square the board inspects: how many fit it, the
 * chance the next one does; those that do not fit are faded. */
static void
update_odds (BastideSidebar *self)
{
  BastideSquareOdds odds;
  gboolean known = self->game != NULL && self->has_square
                   && bastide_game_get_square_odds (self->game, self->square_x, self->square_y, &odds);
  g_autofree char *text = known ? bastide_square_odds_describe (&odds) : NULL;
  GtkWidget *child;

  gtk_label_set_label (self->odds_label,
                       known ? text : _("Point at an empty square next to the board, or move the cursor there, "
                                        "to see which of the tiles left fit it."));
  for (child = gtk_widget_get_first_child (GTK_WIDGET (self->remaining_box)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      guint type = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (child), "tile-type"));
      gboolean fits = !known || bastide_game_tile_fits_square (self->game, type, self->square_x, self->square_y);

      gtk_widget_set_opacity (gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (child)), fits ? 1.0 : 0.3);
    }
}

static void
update (BastideSidebar *self)
{
  BastideBoardTile last;
  g_autofree char *tiles_left = NULL;
  g_autofree char *turn = NULL;
  guint deciding;
  guint left;
  gboolean thinking;
  gboolean tournament;

  if (self->game == NULL)
    return;

  for (guint i = 0; i < self->rows->len; i++)
    {
      BastidePlayerRow *row = g_ptr_array_index (self->rows, i);

      bastide_player_row_update (row, bastide_score_track_get_score (self->track, i));
    }

  /* the tile in hand; once placed, the tile just placed, faded, until
   * the turn ends */
  if (bastide_game_get_tile_in_hand (self->game) < 0
      && bastide_game_get_phase (self->game) == BASTIDE_PHASE_DEPLOY
      && bastide_game_get_last_tile (self->game, &last, NULL))
    {
      bastide_tile_view_set_tile_type (self->hand_view, last.type);
      bastide_tile_view_set_rotation (self->hand_view, last.rot);
      gtk_widget_set_opacity (GTK_WIDGET (self->hand_view), 0.55);
    }
  else
    {
      int hand = bastide_game_get_tile_in_hand (self->game);

      /* a new tile in hand comes unturned, until the board turns it */
      if (hand != bastide_tile_view_get_tile_type (self->hand_view))
        bastide_tile_view_set_rotation (self->hand_view, 0);
      bastide_tile_view_set_tile_type (self->hand_view, hand);
      gtk_widget_set_opacity (GTK_WIDGET (self->hand_view), 1.0);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->hand_view), !bastide_game_get_is_over (self->game));

  left = bastide_game_get_tiles_left (self->game);
  /* Translators: The number of tiles still in the pile */
  tiles_left = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u tile left", "%u tiles left", left), left);
  /* a tournament game tells how many tiles are left, as the pile on the
   * table does, but not which */
  tournament = bastide_game_get_tournament (self->game);
  gtk_menu_button_set_label (self->remaining_button, tiles_left);
  gtk_widget_set_visible (GTK_WIDGET (self->remaining_button), left > 0 && !tournament);
  gtk_label_set_label (self->tiles_left_label, tiles_left);
  gtk_widget_set_visible (GTK_WIDGET (self->tiles_left_label), left > 0 && tournament);

  deciding = bastide_game_get_deciding_player (self->game);
  thinking = bastide_game_get_thinking (self->game);
  if (bastide_game_get_is_over (self->game))
    turn = g_strdup (_("Game over"));
  else
    /* Translators: Whose turn it is, e.g. "Anna’s turn" */
    turn = g_strdup_printf (_("%s’s turn"), bastide_game_get_player_name (self->game, deciding));
  gtk_label_set_label (self->turn_label, turn);
  gtk_widget_set_visible (GTK_WIDGET (self->thinking_spinner), thinking);
  gtk_spinner_set_spinning (self->thinking_spinner, thinking);
  update_odds (self);
}

/* The tiles left: one entry per tile type in the pile, kept up to date by
 * the game's list. */

static void
show_tile_count (GtkWidget        *entry,
                 GParamSpec       *pspec,
                 BastideTileCount *item)
{
  guint count = bastide_tile_count_get_count (item);
  guint type = bastide_tile_count_get_tile_type (item);
  g_autofree char *text = g_strdup_printf (_("×%u"), count);
  g_autofree char *tooltip = NULL;
  g_autofree char *label = NULL;

  gtk_label_set_label (GTK_LABEL (gtk_widget_get_last_child (gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (entry)))),
                       text);
  /* Translators: Tooltip in the tiles left list: tile letter and
   * copies, e.g. "Tile D: 3 left" */
  tooltip = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Tile %s: %u left", "Tile %s: %u left", count),
                             bastide_catalogue_get (type)->id, count);
  gtk_widget_set_tooltip_text (entry, tooltip);
  /* in words for screen readers: the count and the tile edge by edge */
  label = bastide_describe_tile_count (type, count);
  gtk_accessible_update_property (GTK_ACCESSIBLE (entry),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  -1);
}

static GtkWidget *
create_remaining_entry (gpointer item,
                        gpointer user_data)
{
  GtkWidget *entry = gtk_flow_box_child_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *view = bastide_tile_view_new (bastide_tile_count_get_tile_type (item));
  GtkWidget *label = gtk_label_new (NULL);

  gtk_widget_set_size_request (view, 52, 52);
  g_object_set_data (G_OBJECT (entry), "tile-type", GUINT_TO_POINTER (bastide_tile_count_get_tile_type (item)));
  gtk_box_append (GTK_BOX (box), view);
  gtk_widget_add_css_class (label, "caption");
  gtk_widget_add_css_class (label, "numeric");
  gtk_box_append (GTK_BOX (box), label);
  gtk_flow_box_child_set_child (GTK_FLOW_BOX_CHILD (entry), box);
  show_tile_count (entry, NULL, item);
  g_signal_connect_object (item, "notify::count", G_CALLBACK (show_tile_count), entry, G_CONNECT_SWAPPED);
  return entry;
}

/* The wheel fills the middle of the score track's ring. */
static gboolean
get_child_position_cb (GtkOverlay     *overlay,
                       GtkWidget      *widget,
                       GdkRectangle   *allocation,
                       BastideSidebar *self)
{
  double cx, cy, radius;
  double x, y;

  if (widget != GTK_WIDGET (self->wheel_view))
    return FALSE;

  bastide_score_track_get_middle (self->track, &cx, &cy, &radius);
  if (!gtk_widget_translate_coordinates (GTK_WIDGET (self->track), GTK_WIDGET (overlay), cx, cy, &x, &y))
    return FALSE;

  radius = MAX (radius - 4, 1);
  allocation->x = (int) (x - radius);
  allocation->y = (int) (y - radius);
  allocation->width = allocation->height = (int) (2 * radius);

  return TRUE;
}

static void
rebuild_players (BastideSidebar *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->player_list))) != NULL)
    gtk_list_box_remove (self->player_list, child);
  g_ptr_array_set_size (self->rows, 0);

  if (self->game == NULL)
    return;

  for (guint p = 0; p < bastide_game_get_n_players (self->game); p++)
    {
      GtkWidget *row = bastide_player_row_new (self->game, p);

      gtk_list_box_append (self->player_list, row);
      g_ptr_array_add (self->rows, row);
    }
}

static void
log_closed_cb (BastideSidebar *self)
{
  bastide_log_view_select (self->log_view, -1);
}

static void
bastide_sidebar_dispose (GObject *object)
{
  BastideSidebar *self = BASTIDE_SIDEBAR (object);

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  g_clear_pointer (&self->rows, g_ptr_array_unref);

  G_OBJECT_CLASS (bastide_sidebar_parent_class)->dispose (object);
}

static void
bastide_sidebar_class_init (BastideSidebarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bastide_sidebar_dispose;

  g_type_ensure (BASTIDE_TYPE_TILE_VIEW);
  g_type_ensure (BASTIDE_TYPE_SCORE_TRACK);
  g_type_ensure (BASTIDE_TYPE_WHEEL_VIEW);
  g_type_ensure (BASTIDE_TYPE_LOG_VIEW);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/bastide/Bastide/bastide-sidebar.ui");
  /* a pane, not a control: no name of its own (GTK would say its type) */
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GENERIC);
  gtk_widget_class_bind_template_child (widget_class, BastideSidebar, turn_card);
  gtk_widget_class_bind_template_child (widget_class, BastideSidebar, hand_view);
  gtk_widget_class_bind_template_child (widget_class, BastideSidebar, turn_label);
  gtk_widget_class_bind_template_child (widget_class, BastideSidebar, thinking_spinner);
  gtk_widget_class_bind_template_child (widget_class, BastideSidebar, prompt_label);
  gtk_widget_class_bind_template_child (widget_class, BastideSidebar, remaining_button);
  gtk_widget_class_bind_template_child (widget_class, BastideSidebar, tiles_left_label);
  gtk_widget_class_bind_template_child (widget_class, BastideSidebar, log_button);
  gtk_widget_class_bind_template_child (widget_class, BastideSidebar, log_popover);
  gtk_widget_class_bind_template_child (widget_class, BastideSidebar, log_view);
  gtk_widget_class_bind_template_child (widget_class, BastideSidebar, remaining_box);
  gtk_widget_class_bind_template_child (widget_class, BastideSidebar, odds_label);
  gtk_widget_class_bind_template_child (widget_class, BastideSidebar, track);
  gtk_widget_class_bind_template_child (widget_class, BastideSidebar, player_list);
  gtk_widget_class_bind_template_child (widget_class, BastideSidebar, track_overlay);
  gtk_widget_class_bind_template_child (widget_class, BastideSidebar, wheel_view);
}

static void
bastide_sidebar_init (BastideSidebar *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  bastide_tooltips_hide_under_popover (GTK_WIDGET (self->remaining_button));
  bastide_tooltips_hide_under_popover (GTK_WIDGET (self->log_button));
  /* closed, the log shows no feature on the board any more */
  g_signal_connect_object (self->log_popover, "closed", G_CALLBACK (log_closed_cb), self, G_CONNECT_SWAPPED);

  self->rows = g_ptr_array_new ();
  gtk_overlay_set_measure_overlay (self->track_overlay, GTK_WIDGET (self->wheel_view), FALSE);
  g_signal_connect_object (self->track_overlay, "get-child-position",
                           G_CALLBACK (get_child_position_cb), self, 0);
}

GtkWidget *
bastide_sidebar_new (void)
{
  return g_object_new (BASTIDE_TYPE_SIDEBAR, NULL);
}

void
bastide_sidebar_set_game (BastideSidebar *self,
                          BastideGame    *game)
{
  gboolean wheel;

  g_return_if_fail (BASTIDE_IS_SIDEBAR (self));

  if (self->game == game)
    return;

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_set_object (&self->game, game);

  bastide_score_track_set_game (self->track, game);
  bastide_log_view_set_game (self->log_view, game);
  bastide_wheel_view_set_game (self->wheel_view, game);
  /* In a Wheel of Fortune game the wheel turns inside the score track. */
  wheel = game != NULL && bastide_game_get_rules (game)->game == BASTIDE_GAME_WHEEL_OF_FORTUNE;
  gtk_widget_set_visible (GTK_WIDGET (self->wheel_view), wheel);
  bastide_score_track_set_show_turn (self->track, !wheel);
  rebuild_players (self);
  gtk_flow_box_bind_model (self->remaining_box,
                           game != NULL ? bastide_game_get_remaining_tiles (game) : NULL,
                           create_remaining_entry, NULL, NULL);

  if (game != NULL)
    {
      static const char * const notifications[] = {
        "notify::phase", "notify::current-player", "notify::deciding-player",
        "notify::tiles-left", "notify::tile-in-hand", "notify::thinking", "notify::is-over",
        "notify::tournament",
      };

      for (guint i = 0; i < G_N_ELEMENTS (notifications); i++)
        g_signal_connect_swapped (game, notifications[i], G_CALLBACK (update), self);
      g_signal_connect_swapped (game, "score-changed", G_CALLBACK (update), self);
      g_signal_connect_swapped (game, "piece-deployed", G_CALLBACK (update), self);
      g_signal_connect_swapped (game, "piece-returned", G_CALLBACK (update), self);
      g_signal_connect_swapped (game, "tile-placed", G_CALLBACK (update), self);
      g_signal_connect_swapped (game, "position-changed", G_CALLBACK (update), self);
      g_signal_connect_swapped (game, "player-changed", G_CALLBACK (update), self);
    }

  bastide_sidebar_set_prompt (self, NULL);
  bastide_tile_view_set_rotation (self->hand_view, 0);
  update (self);
}

void
bastide_sidebar_set_prompt (BastideSidebar *self,
                            const char     *prompt)
{
  g_return_if_fail (BASTIDE_IS_SIDEBAR (self));

  gtk_label_set_label (self->prompt_label, prompt != NULL ? prompt : "");
  gtk_widget_set_visible (GTK_WIDGET (self->prompt_label), prompt != NULL && *prompt != '\0');
}

/* Shows the tile in hand turned as the board would place it. */
void
bastide_sidebar_set_rotation (BastideSidebar *self,
                              guint           rotation)
{
  g_return_if_fail (BASTIDE_IS_SIDEBAR (self));

  bastide_tile_view_set_rotation (self->hand_view, rotation);
}

/**
 * bastide_sidebar_hold_points:
 * @self: a #BastideSidebar
 * @points: (array fixed-size=6): points per player not to show yet
 *
 * Holds back points the board has not shown yet (the final scoring
 * played out feature by feature).
 */
void
bastide_sidebar_hold_points (BastideSidebar *self,
                             const int      *points)
{
  g_return_if_fail (BASTIDE_IS_SIDEBAR (self));

  bastide_score_track_hold (self->track, points);
  update (self);
}

void
bastide_sidebar_release_points (BastideSidebar *self,
                                const int      *points)
{
  g_return_if_fail (BASTIDE_IS_SIDEBAR (self));

  bastide_score_track_release (self->track, points);
  update (self);
}

int
bastide_sidebar_get_shown_score (BastideSidebar *self,
                                 guint           player)
{
  g_return_val_if_fail (BASTIDE_IS_SIDEBAR (self), 0);

  return bastide_score_track_get_score (self->track, player);
}

/* Opens the list of the tiles left in the pile. */
void
bastide_sidebar_show_remaining (BastideSidebar *self)
{
  g_return_if_fail (BASTIDE_IS_SIDEBAR (self));

  if (self->game != NULL && bastide_game_get_tiles_left (self->game) > 0
      && !bastide_game_get_tournament (self->game))
    gtk_menu_button_popup (self->remaining_button);
}

/**
 * bastide_sidebar_get_log_view:
 * @self: a #BastideSidebar
 *
 * Returns: (transfer none): the score log, in its popover
 */
BastideLogView *
bastide_sidebar_get_log_view (BastideSidebar *self)
{
  g_return_val_if_fail (BASTIDE_IS_SIDEBAR (self), NULL);

  return self->log_view;
}

/* Opens the score log. */
void
bastide_sidebar_show_log (BastideSidebar *self)
{
  g_return_if_fail (BASTIDE_IS_SIDEBAR (self));

  if (self->game != NULL)
    gtk_menu_button_popup (self->log_button);
}

/**
 * bastide_sidebar_set_inspected_square:
 * @self: a #BastideSidebar
 * @x: column of the square the board inspects
 * @y: its row
 *
 * The list of the tiles left tells, for this square, which tiles fit and
 * the chance that the next tile does.
 */
void
bastide_sidebar_set_inspected_square (BastideSidebar *self,
                                      int             x,
                                      int             y)
{
  g_return_if_fail (BASTIDE_IS_SIDEBAR (self));

  self->has_square = TRUE;
  self->square_x = x;
  self->square_y = y;
  update_odds (self);
}
