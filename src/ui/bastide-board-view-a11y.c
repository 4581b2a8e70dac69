/* bastide-board-view-a11y.c: the board view for screen readers
 *
 * Copyright 2026 The Bastide authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * GTK 4.8 has no way to announce: screen readers speak the accessible
 * description of the focused widget when it changes. So the board keeps
 * its description to what a player needs now: after their own key, the
 * square under the cursor, the tile in hand edge by edge and what it
 * would meet there, or the chosen spot; after the game moved on (a turn,
 * another player's move, a score), the news first. The sentences come
 * from the model (bastide-describe.c).
 */

#define G_LOG_DOMAIN "bastide-board-view"

#include "config.h"

#include <glib/gi18n.h>

#include "bastide-board-view-private.h"
#include "bastide-describe.h"
#include "bastide-event-text.h"

/* What the board shows at the cursor and what the player may do there. */
static char *
describe_context (BastideBoardView *self)
{
  g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *square = NULL;

  if (self->game == NULL)
    return g_strdup (_("No game"));

  square = bastide_describe_square (self->game, self->cursor_x, self->cursor_y);
  /* Translators: the keyboard cursor's square on the board, for screen
   * readers, then what lies there; x grows to the east, y to the south */
  g_ptr_array_add (parts, g_strdup_printf (_("Column %d, row %d: %s"), self->cursor_x, self->cursor_y, square));

  if (self->mode == BASTIDE_BOARD_MODE_PLACE && self->hand >= 0)
    {
      guint mask = GPOINTER_TO_UINT (g_hash_table_lookup (self->legal,
                                                          cell_key (self->cursor_x, self->cursor_y)));
      guint rot = board_view_effective_rotation (self, self->cursor_x, self->cursor_y);
      g_autofree char *hand = bastide_describe_tile (self->hand, rot);

      if (!board_view_tile_at (self, self->cursor_x, self->cursor_y, NULL))
        g_ptr_array_add (parts, bastide_describe_fit (self->game, self->hand, self->cursor_x, self->cursor_y, rot));
      if (__builtin_popcount (mask) > 1)
        g_ptr_array_add (parts, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                              "The tile in hand fits here in %u way",
                                                              "The tile in hand fits here in %u ways",
                                                              __builtin_popcount (mask)),
                                                 __builtin_popcount (mask)));
      /* Translators: the tile in hand edge by edge, as it faces now */
      g_ptr_array_add (parts, g_strdup_printf (_("In hand: %s"), hand));
      if (self->has_suggestion && !self->sugg_square_only
          && self->cursor_x == self->sugg_x && self->cursor_y == self->sugg_y)
        g_ptr_array_add (parts, bastide_describe_suggestion (self->game, self->sugg_x, self->sugg_y, self->sugg_rot,
                                                             self->sugg_has_deploy ? &self->sugg_deploy : NULL));
    }
  else if (self->selected_spot >= 0)
    {
      const Spot *spot = &g_array_index (self->spots, Spot, self->selected_spot);
      g_autofree char *choice = NULL;

      if (spot->kind == SPOT_DEPLOY)
        choice = bastide_describe_deploy (self->game, &g_array_index (self->deploys, BastideDeploy, spot->index));
      else if (spot->kind == SPOT_ABBEY)
        choice = bastide_describe_choice (self->game, spot->piece, spot->x, spot->y, -1);
      else
        choice = bastide_describe_choice (self->game, spot->piece, spot->x, spot->y, spot->feature);
      /* Translators: the choice made with Tab, e.g. "Chosen 2 of 5: follower
       * on the city, incomplete, 3 tiles, nobody holds it" */
      g_ptr_array_add (parts, g_strdup_printf (_("Chosen %d of %u: %s"),
                                               self->selected_spot + 1, self->spots->len, choice));
    }
  else if (self->mode == BASTIDE_BOARD_MODE_DEPLOY && self->spots->len > 0)
    {
      g_ptr_array_add (parts, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                            "No piece chosen: Tab goes to the %u spot, Enter ends the turn",
                                                            "No piece chosen: Tab goes through the %u spots, Enter ends the turn",
                                                            self->spots->len),
                                               self->spots->len));
    }
  else if (self->mode == BASTIDE_BOARD_MODE_DEPLOY)
    g_ptr_array_add (parts, g_strdup (_("No place for a piece: Enter ends the turn")));
  else if (self->spots->len > 0)
    {
      g_ptr_array_add (parts, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                            "Tab goes to the %u choice",
                                                            "Tab goes through the %u choices",
                                                            self->spots->len),
                                               self->spots->len));
    }

  if (self->tab_released)
    g_ptr_array_add (parts, g_strdup (_("Tab now moves out of the board")));
  g_ptr_array_add (parts, NULL);

  /* Translators: between the sentences of a description */
  return g_strjoinv (C_("sentences", ". "), (char **) parts->pdata);
}

/**
 * board_view_update_description:
 * @self: a #BastideBoardView
 *
 * Describes the cursor's square and the choice at hand, after the news
 * the player has not acted on yet; while nobody at this board decides,
 * only the news. While a step of the game is still bringing news, waits
 * for its end, to say it all at once.
 */
void
board_view_update_description (BastideBoardView *self)
{
  g_autofree char *context = NULL;
  g_autofree char *text = NULL;

  if (self->news_fresh && self->news_id != 0)
    return;

  if (self->news_fresh && self->mode == BASTIDE_BOARD_MODE_NONE)
    text = g_strdup (self->news->str);
  else if (self->news_fresh)
    {
      context = describe_context (self);
      text = g_strconcat (self->news->str, C_("sentences", ". "), context, NULL);
    }
  else
    text = describe_context (self);

  /* a screen reader says every change, even to the same words */
  if (g_strcmp0 (text, self->spoken) == 0)
    return;
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text,
                                  -1);
  g_free (self->spoken);
  self->spoken = g_steal_pointer (&text);
}

/* The player acted: the news was heard, the description is theirs. */
void
board_view_heard (BastideBoardView *self)
{
  self->news_fresh = FALSE;
  g_clear_handle_id (&self->news_id, g_source_remove);
}

static void
step_over_cb (gpointer data)
{
  BastideBoardView *self = data;

  self->news_id = 0;
  board_view_update_description (self);
}

/* Takes a sentence of news. The sentences of one step of the game (until
 * the main loop is idle again) are said together, and replace the news
 * of the step before. */
static void
add_news (BastideBoardView *self,
          char             *sentence)
{
  if (sentence == NULL || *sentence == '\0')
    {
      g_free (sentence);
      return;
    }

  if (self->news_id == 0)
    {
      g_string_truncate (self->news, 0);
      self->news_id = g_idle_add_once (step_over_cb, self);
    }
  else if (self->news->len > 0)
    g_string_append (self->news, C_("sentences", ". "));
  g_string_append (self->news, sentence);
  self->news_fresh = TRUE;
  g_free (sentence);
}

/* The news a person cannot see on the board */

/* The players' names, as the model's event texts take them. */
static const char **
player_names (BastideBoardView *self)
{
  guint n = bastide_game_get_n_players (self->game);
  const char **names = g_new0 (const char *, n + 1);

  for (guint p = 0; p < n; p++)
    names[p] = bastide_game_get_player_name (self->game, p);
  return names;
}

static gboolean
is_told (BastideBoardView *self,
         guint             player)
{
  /* a person's own moves need no telling, other players' do */
  return bastide_game_get_player_kind (self->game, player) != BASTIDE_PLAYER_PERSON;
}

static void
turn_started_cb (BastideBoardView *self,
                 guint             player)
{
  add_news (self, bastide_describe_turn (self->game, player));
}

static void
tile_placed_cb (BastideBoardView       *self,
                const BastideBoardTile *tile,
                guint                   player)
{
  if (is_told (self, player))
    add_news (self, bastide_describe_placement (self->game, player, tile));
}

static void
piece_deployed_cb (BastideBoardView       *self,
                   const BastidePieceMove *move)
{
  if (is_told (self, move->player))
    add_news (self, bastide_describe_deployed (self->game, move));
}

static void
score_changed_cb (BastideBoardView *self,
                  guint             player,
                  int               score,
                  int               delta)
{
  add_news (self, bastide_describe_score (self->game, player, score, delta));
}

static void
wheel_turned_cb (BastideBoardView *self,
                 BastideSector     sector,
                 guint             steps)
{
  add_news (self, bastide_event_text_wheel_turned (sector, steps));
}

static void
plague_cb (BastideBoardView *self,
           guint             first)
{
  g_autofree const char **names = player_names (self);

  add_news (self, bastide_event_text_plague (names, first));
}

/* What scored and why, before the score: the final scoring is left to the
 * summary, which shows it all. */
static void
feature_scored_cb (BastideBoardView     *self,
                   const BastideScoring *scoring)
{
  g_autofree const char **names = NULL;

  if (scoring->is_final || bastide_scoring_get_total (scoring) == 0)
    return;
  names = player_names (self);
  add_news (self, bastide_event_text_scoring (scoring, names));
}

static void
game_over_cb (BastideBoardView *self)
{
  add_news (self, bastide_describe_winners (self->game));
}

void
board_view_connect_news (BastideBoardView *self)
{
  BastideGame *game = self->game;

  g_signal_connect_swapped (game, "turn-started", G_CALLBACK (turn_started_cb), self);
  g_signal_connect_swapped (game, "tile-placed", G_CALLBACK (tile_placed_cb), self);
  g_signal_connect_swapped (game, "piece-deployed", G_CALLBACK (piece_deployed_cb), self);
  g_signal_connect_swapped (game, "feature-scored", G_CALLBACK (feature_scored_cb), self);
  g_signal_connect_swapped (game, "score-changed", G_CALLBACK (score_changed_cb), self);
  g_signal_connect_swapped (game, "wheel-turned", G_CALLBACK (wheel_turned_cb), self);
  g_signal_connect_swapped (game, "plague", G_CALLBACK (plague_cb), self);
  g_signal_connect_swapped (game, "game-over", G_CALLBACK (game_over_cb), self);
}

void
board_view_clear_news (BastideBoardView *self)
{
  board_view_heard (self);
  g_string_truncate (self->news, 0);
}

/**
 * board_view_tell:
 * @self: a #BastideBoardView
 * @sentence: (transfer full): what the player asked to know (a hint)
 *
 * Says @sentence as news, before the square under the cursor.
 */
void
board_view_tell (BastideBoardView *self,
                 char             *sentence)
{
  add_news (self, sentence);
}
