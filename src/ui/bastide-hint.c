/* bastide-hint.c: graded hints on the board
 *
 * Copyright 2026 The Bastide authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bastide-hint"

#include "config.h"

#include <glib/gi18n.h>

#include "bastide-hint.h"

/* Which position a suggestion is for, as the model tells it. */
typedef struct
{
  guint turn;
  guint phase;
  guint player;
  int tile;
} PositionKey;

/* The hint's text, in characters: its widest, and the narrowest it is
 * squeezed to beside a square near the controls */
#define HINT_WIDTH_CHARS 36
#define HINT_NARROWEST_CHARS 16

struct _BastideHint
{
  GObject parent_instance;

  BastideBoardView *board;           /* weak: the board owns the popover */
  BastideGame *game;
  gulong notify_id;
  gulong position_id;
  GCancellable *cancellable;         /* of the request under way */
  BastideSuggestion *suggestion;
  PositionKey key;
  BastideHintGrade grade;
  GtkWidget *popover;
  GtkLabel *label;
};

G_DEFINE_FINAL_TYPE (BastideHint, bastide_hint, G_TYPE_OBJECT)

enum
{
  CHANGED,
  MESSAGE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static PositionKey
current_key (BastideGame *game)
{
  return (PositionKey) { bastide_game_get_turn_number (game), bastide_game_get_phase (game),
                         bastide_game_get_deciding_player (game), bastide_game_get_tile_in_hand (game) };
}

static gboolean
key_current (BastideHint *self)
{
  PositionKey now = current_key (self->game);

  return now.turn == self->key.turn && now.phase == self->key.phase && now.player == self->key.player
         && now.tile == self->key.tile;
}

static void
forget (BastideHint *self)
{
  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  g_clear_object (&self->suggestion);
  self->grade = BASTIDE_HINT_NONE;
  if (self->popover != NULL)
    gtk_popover_popdown (GTK_POPOVER (self->popover));
}

static void
game_moved_cb (BastideHint *self)
{
  if ((self->grade == BASTIDE_HINT_NONE && self->cancellable == NULL) || key_current (self))
    return;
  forget (self);
  g_signal_emit (self, signals[CHANGED], 0);
}

/* The side of the square `area` where the text goes: on the board, clear
 * of the controls floating over its edges (the zoom buttons at the side,
 * the turn bar at the top), to the right or the left, as wide as the
 * room there allows, else below. */
static GtkPositionType
clear_side (BastideHint        *self,
            const GdkRectangle *area)
{
  GtkBorder insets;
  int width, text_width, right, left, room, chars;

  bastide_board_viewport_get_insets (BASTIDE_BOARD_VIEWPORT (self->board), &insets);
  gtk_label_set_max_width_chars (self->label, HINT_WIDTH_CHARS);
  gtk_widget_measure (self->popover, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &width, NULL, NULL);
  gtk_widget_measure (GTK_WIDGET (self->label), GTK_ORIENTATION_HORIZONTAL, -1, NULL, &text_width, NULL, NULL);
  right = gtk_widget_get_width (GTK_WIDGET (self->board)) - insets.right - (area->x + area->width);
  left = area->x - insets.left;
  if (width <= right)
    return GTK_POS_RIGHT;
  if (width <= left)
    return GTK_POS_LEFT;

  /* narrower, in more lines, on the roomier side */
  room = MAX (right, left);
  /* the text's characters are about this wide on average */
  chars = (room - (width - text_width))
          * MIN (HINT_WIDTH_CHARS, (int) g_utf8_strlen (gtk_label_get_text (self->label), -1))
          / MAX (text_width, 1);
  if (chars < HINT_NARROWEST_CHARS)
    return GTK_POS_BOTTOM;
  gtk_label_set_max_width_chars (self->label, chars);
  return right >= left ? GTK_POS_RIGHT : GTK_POS_LEFT;
}

/* What the hint says, beside the suggested square on the board: each
 * step's text takes the place of the last (toasts would queue up and
 * come back out of date after a quick second press). */
static void
show_text (BastideHint *self,
           const char  *text,
           int          x,
           int          y)
{
  GdkRectangle area;

  if (self->board == NULL)
    return;
  if (text == NULL || *text == '\0')
    {
      if (self->popover != NULL)
        gtk_popover_popdown (GTK_POPOVER (self->popover));
      return;
    }
  if (self->popover == NULL)
    {
      GtkWidget *label = gtk_label_new (NULL);

      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_max_width_chars (GTK_LABEL (label), HINT_WIDTH_CHARS);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_widget_set_margin_start (label, 6);
      gtk_widget_set_margin_end (label, 6);
      gtk_widget_set_margin_top (label, 4);
      gtk_widget_set_margin_bottom (label, 4);
      self->label = GTK_LABEL (label);
      self->popover = gtk_popover_new ();
      gtk_popover_set_child (GTK_POPOVER (self->popover), label);
      gtk_popover_set_autohide (GTK_POPOVER (self->popover), FALSE);
      gtk_widget_add_css_class (self->popover, "hint-explanation");
      gtk_widget_set_parent (self->popover, GTK_WIDGET (self->board));
    }
  gtk_label_set_label (self->label, text);
  if (!bastide_board_view_get_cell_area (self->board, x, y, &area))
    return;
  gtk_popover_set_position (GTK_POPOVER (self->popover), clear_side (self, &area));
  gtk_popover_set_pointing_to (GTK_POPOVER (self->popover), &area);
  gtk_popover_popup (GTK_POPOVER (self->popover));
}

/* Shows the suggestion at the current grade. */
static void
reveal (BastideHint *self)
{
  const BastideDeploy *deploy = bastide_suggestion_get_deploy (self->suggestion);
  const char *explanation = bastide_suggestion_get_explanation (self->suggestion);
  int x, y;
  guint rot;

  if (self->board == NULL || !bastide_suggestion_get_placement (self->suggestion, &x, &y, &rot))
    return;
  switch (self->grade)
    {
    case BASTIDE_HINT_SQUARE:
      bastide_board_view_show_suggested_square (self->board, x, y);
      show_text (self, _("Hint: play on the square in gold. Ask again to see how to turn the tile."), x, y);
      break;
    case BASTIDE_HINT_ROTATION:
      bastide_board_view_show_suggestion (self->board, x, y, rot, NULL);
      show_text (self, _("Hint: the tile turned as it should go. Ask again for the whole move and why."), x, y);
      break;
    case BASTIDE_HINT_MOVE:
    case BASTIDE_HINT_NONE:
    default:
      bastide_board_view_show_suggestion (self->board, x, y, rot, deploy);
      show_text (self, explanation, x, y);
      /* the popover is not focused: screen readers hear the explanation
       * from the board (which says the square and the rotation itself) */
      if (explanation != NULL && *explanation != '\0')
        bastide_board_view_announce (self->board, explanation);
      break;
    }
}

static void
suggestion_ready_cb (GObject      *source_object,
                     GAsyncResult *result,
                     gpointer      user_data)
{
  g_autoptr(BastideHint) self = user_data;
  g_autoptr(BastideSuggestion) suggestion = NULL;
  g_autoptr(GError) error = NULL;

  suggestion = bastide_game_suggest_finish (BASTIDE_GAME (source_object), result, &error);
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;   /* a new request, a new game or an undo: nothing to show */
  g_clear_object (&self->cancellable);
  if (suggestion == NULL)
    {
      /* a suggestion for a position that is gone is no news */
      if (!g_error_matches (error, BASTIDE_GAME_ERROR, BASTIDE_GAME_ERROR_POSITION_CHANGED))
        g_signal_emit (self, signals[MESSAGE], 0, error->message);
      g_signal_emit (self, signals[CHANGED], 0);
      return;
    }
  self->suggestion = g_steal_pointer (&suggestion);
  self->grade = BASTIDE_HINT_SQUARE;
  reveal (self);
  g_signal_emit (self, signals[CHANGED], 0);
}

/**
 * bastide_hint_press:
 * @self: a #BastideHint
 *
 * Shows more of the suggested move, asking the model for one first when
 * the position has none yet.
 */
void
bastide_hint_press (BastideHint *self)
{
  g_return_if_fail (BASTIDE_IS_HINT (self));

  if (self->game == NULL || self->cancellable != NULL)
    return;
  if (self->suggestion != NULL && key_current (self))
    {
      if (self->grade < BASTIDE_HINT_MOVE)
        self->grade++;
      reveal (self);
      g_signal_emit (self, signals[CHANGED], 0);
      return;
    }
  forget (self);
  self->key = current_key (self->game);
  self->cancellable = g_cancellable_new ();
  bastide_game_suggest_async (self->game, self->cancellable, suggestion_ready_cb, g_object_ref (self));
  g_signal_emit (self, signals[CHANGED], 0);
}

void
bastide_hint_cancel (BastideHint *self)
{
  g_return_if_fail (BASTIDE_IS_HINT (self));

  forget (self);
  g_signal_emit (self, signals[CHANGED], 0);
}

void
bastide_hint_set_game (BastideHint *self,
                       BastideGame *game)
{
  g_return_if_fail (BASTIDE_IS_HINT (self));

  forget (self);
  if (self->game != NULL)
    {
      g_clear_signal_handler (&self->notify_id, self->game);
      g_clear_signal_handler (&self->position_id, self->game);
    }
  g_set_object (&self->game, game);
  if (game != NULL)
    {
      self->notify_id = g_signal_connect_swapped (game, "notify", G_CALLBACK (game_moved_cb), self);
      self->position_id = g_signal_connect_swapped (game, "position-changed", G_CALLBACK (game_moved_cb), self);
    }
}

/* Whether a suggestion is being worked out. */
gboolean
bastide_hint_get_busy (BastideHint *self)
{
  g_return_val_if_fail (BASTIDE_IS_HINT (self), FALSE);
  return self->cancellable != NULL;
}

BastideHintGrade
bastide_hint_get_grade (BastideHint *self)
{
  g_return_val_if_fail (BASTIDE_IS_HINT (self), BASTIDE_HINT_NONE);
  return self->grade;
}

/* The explanation shown with the whole move, or NULL before it. */
const char *
bastide_hint_get_text (BastideHint *self)
{
  g_return_val_if_fail (BASTIDE_IS_HINT (self), NULL);
  return self->grade == BASTIDE_HINT_MOVE && self->suggestion != NULL
         ? bastide_suggestion_get_explanation (self->suggestion) : NULL;
}

static void
bastide_hint_dispose (GObject *object)
{
  BastideHint *self = (BastideHint *) object;

  bastide_hint_set_game (self, NULL);
  if (self->popover != NULL)
    gtk_widget_unparent (self->popover);
  self->popover = NULL;
  if (self->board != NULL)
    g_object_remove_weak_pointer (G_OBJECT (self->board), (gpointer *) &self->board);
  self->board = NULL;

  G_OBJECT_CLASS (bastide_hint_parent_class)->dispose (object);
}

static void
bastide_hint_class_init (BastideHintClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = bastide_hint_dispose;

  /**
   * BastideHint::changed:
   *
   * A request started or ended, or the grade changed: the window's
   * actions may change.
   */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                   NULL, NULL, NULL, G_TYPE_NONE, 0);
  /**
   * BastideHint::message:
   * @text: what to tell the player, briefly
   */
  signals[MESSAGE] = g_signal_new ("message", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                   NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
bastide_hint_init (BastideHint *self)
{
}

/**
 * bastide_hint_new:
 * @board: the board the hints are shown on
 *
 * Returns: (transfer full): a new #BastideHint
 */
BastideHint *
bastide_hint_new (BastideBoardView *board)
{
  BastideHint *self = g_object_new (BASTIDE_TYPE_HINT, NULL);

  self->board = board;
  g_object_add_weak_pointer (G_OBJECT (board), (gpointer *) &self->board);
  return self;
}
