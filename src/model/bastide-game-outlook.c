/* bastide-game-outlook.c: what the board hides, for the views
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bastide-game"

#include "config.h"

#include "bastide-game-outlook.h"

#include "bastide-game-private.h"
#include "bastide-event-text.h"

#include <glib/gi18n.h>

void
bastide_feature_outlook_clear (BastideFeatureOutlook *outlook)
{
  g_clear_pointer (&outlook->now, bastide_scoring_free);
  g_clear_pointer (&outlook->completed, bastide_scoring_free);
  g_clear_pointer (&outlook->barns, bastide_scoring_free);
}

void
bastide_field_free (BastideField *field)
{
  if (field == NULL)
    return;
  g_clear_pointer (&field->cells, g_array_unref);
  g_clear_pointer (&field->city_cells, g_array_unref);
  g_clear_pointer (&field->pieces, g_array_unref);
  g_clear_pointer (&field->farmers_score, bastide_scoring_free);
  g_clear_pointer (&field->barns_score, bastide_scoring_free);
  g_free (field);
}

static BastideScoring *
scoring (BastideGame             *self,
         const BastideScoreEvent *event)
{
  return bastide_scoring_new (self->state, event, (const char * const *) self->names, FALSE, self->position);
}

/**
 * bastide_game_list_dead_squares:
 * @self: a #BastideGame
 *
 * Returns: (transfer full) (element-type BastideFeatureCell): the empty
 *   squares nothing left can fill
 */
GArray *
bastide_game_list_dead_squares (BastideGame *self)
{
  guint16 dead[BASTIDE_MAX_FRONTIER];
  GArray *cells;
  guint n;

  g_return_val_if_fail (BASTIDE_IS_GAME (self), NULL);

  n = bastide_state_list_dead_cells (self->state, dead);
  cells = g_array_sized_new (FALSE, FALSE, sizeof (BastideFeatureCell), n);
  for (guint i = 0; i < n; i++)
    {
      const BastideFrontierCell *square = &self->state->frontier[dead[i]];
      BastideFeatureCell cell = { square->x, square->y, -1 };

      g_array_append_val (cells, cell);
    }
  return cells;
}

/**
 * bastide_game_get_square_odds:
 * @self: a #BastideGame
 * @x: column of an empty square
 * @y: its row
 * @odds: (out caller-allocates): what the tiles left hold for it
 *
 * Returns: %FALSE when (x, y) is no empty square next to the board
 */
gboolean
bastide_game_get_square_odds (BastideGame       *self,
                              int                x,
                              int                y,
                              BastideSquareOdds *odds)
{
  BastideCellOutlook outlook;
  gboolean found;

  g_return_val_if_fail (BASTIDE_IS_GAME (self), FALSE);
  g_return_val_if_fail (odds != NULL, FALSE);

  found = bastide_state_cell_outlook (self->state, x, y, &outlook);
  *odds = (BastideSquareOdds) {
    .fits = outlook.fits,
    .tiles_left = outlook.pile,
    .next_fits = outlook.next_fits,
    .next_draws = outlook.next_draws,
    .in_hand = outlook.in_hand,
    .abbey = outlook.abbey,
    .closed = outlook.hole,
    .dead = outlook.dead,
  };
  return found;
}

gboolean
bastide_game_tile_fits_square (BastideGame *self,
                               guint        type,
                               int          x,
                               int          y)
{
  g_return_val_if_fail (BASTIDE_IS_GAME (self), FALSE);
  return bastide_state_tile_fits_square (self->state, type, x, y);
}

/**
 * bastide_game_get_feature_outlook:
 * @self: a #BastideGame
 * @x: column of a tile
 * @y: its row
 * @feature: a feature index on that tile
 * @outlook: (out caller-allocates): its prospects; clear it with
 *   bastide_feature_outlook_clear()
 *
 * Returns: whether there is such a feature
 */
gboolean
bastide_game_get_feature_outlook (BastideGame           *self,
                                  int                    x,
                                  int                    y,
                                  int                    feature,
                                  BastideFeatureOutlook *outlook)
{
  const BastideState *state;
  BastideScoreEvent event;
  guint root;
  int slot;

  g_return_val_if_fail (BASTIDE_IS_GAME (self), FALSE);
  g_return_val_if_fail (outlook != NULL, FALSE);

  memset (outlook, 0, sizeof *outlook);
  state = self->state;
  slot = bastide_state_tile_at (state, x, y);
  if (slot < 0 || feature < 0 || state->tiles[slot].x != x || state->tiles[slot].y != y
      || (guint) feature >= tile_type (state->tiles[slot].type)->n_features)
    return FALSE;

  root = bastide_state_feature_root (state, state->tiles[slot].first_node + feature);
  outlook->kind = state->nodes[root].kind;
  if (outlook->kind == BASTIDE_FEATURE_RIVER)
    return TRUE;

  if (outlook->kind == BASTIDE_FEATURE_FIELD)
    {
      bastide_state_feature_score (state, root, FALSE, &event);
      outlook->now = scoring (self, &event);
      if (state->nodes[root].barns > 0)
        {
          bastide_state_barn_score (state, root, &event);
          outlook->barns = scoring (self, &event);
        }
      return TRUE;
    }

  outlook->complete = bastide_state_feature_complete (state, root);
  outlook->can_complete = outlook->complete || bastide_state_feature_can_complete (state, root);
  if (outlook->complete)
    return TRUE;
  bastide_state_feature_score (state, root, FALSE, &event);
  outlook->now = scoring (self, &event);
  if (outlook->can_complete)
    {
      bastide_state_feature_score (state, root, TRUE, &event);
      outlook->completed = scoring (self, &event);
    }
  return TRUE;
}

static GArray *
cities_cells (const BastideState *state,
              guint               field)
{
  guint16 roots[64];
  guint n = MIN (bastide_state_field_cities (state, field, roots, G_N_ELEMENTS (roots)), G_N_ELEMENTS (roots));
  GArray *cells = g_array_new (FALSE, FALSE, sizeof (BastideFeatureCell));

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GArray) city = bastide_feature_cells (state, roots[i]);

      g_array_append_vals (cells, city->data, city->len);
    }
  return cells;
}

static BastideField *
field_at (BastideGame *self,
          guint        root)
{
  const BastideState *state = self->state;
  BastideField *field = g_new0 (BastideField, 1);
  BastideScoreEvent event;
  guint most = 0;

  field->pieces = g_array_new (FALSE, FALSE, sizeof (guint));
  for (guint i = 0; i < state->n_pieces; i++)
    {
      const BastidePiece *piece = &state->pieces[i];

      if (piece->crown >= 0 || piece->node == BASTIDE_NODE_NONE
          || bastide_state_feature_root (state, piece->node) != root)
        continue;
      g_array_append_val (field->pieces, i);
      if (piece->kind == BASTIDE_PIECE_BARN)
        field->barns[piece->owner]++;
      else
        {
          field->farmers[piece->owner]++;
          most = MAX (most, field->farmers[piece->owner]);
        }
    }
  for (guint p = 0; p < state->rules.n_players && most > 0; p++)
    if (field->farmers[p] == most)
      field->holders |= 1 << p;

  field->cells = bastide_feature_cells (state, root);
  field->city_cells = cities_cells (state, root);
  field->cities = bastide_state_field_cities (state, root, NULL, 0);
  if (most > 0)
    {
      bastide_state_feature_score (state, root, FALSE, &event);
      field->farmers_score = scoring (self, &event);
    }
  if (state->nodes[root].barns > 0)
    {
      bastide_state_barn_score (state, root, &event);
      field->barns_score = scoring (self, &event);
    }
  for (guint p = 0; p < BASTIDE_MAX_PLAYERS; p++)
    field->points[p] = (field->farmers_score != NULL ? field->farmers_score->points[p] : 0)
                       + (field->barns_score != NULL ? field->barns_score->points[p] : 0);
  return field;
}

/**
 * bastide_game_list_fields:
 * @self: a #BastideGame
 *
 * Returns: (transfer full) (element-type BastideField): every field on
 *   the board
 */
GPtrArray *
bastide_game_list_fields (BastideGame *self)
{
  const BastideState *state;
  GPtrArray *fields;

  g_return_val_if_fail (BASTIDE_IS_GAME (self), NULL);

  state = self->state;
  fields = g_ptr_array_new_with_free_func ((GDestroyNotify) bastide_field_free);
  for (guint node = 0; node < state->n_nodes; node++)
    if (state->nodes[node].kind == BASTIDE_FEATURE_FIELD && state->nodes[node].parent == node)
      g_ptr_array_add (fields, field_at (self, node));
  return fields;
}

/* In words */

static gboolean
held (const BastideScoring *scoring)
{
  for (guint p = 0; p < scoring->n_players; p++)
    if (scoring->strength[p] > 0)
      return TRUE;
  return FALSE;
}

/**
 * bastide_feature_outlook_worth_telling:
 * @outlook: a feature's prospects
 *
 * Returns: %FALSE for a field nobody holds that supplies no completed
 *   city: nothing to tell about it, as about grass
 */
gboolean
bastide_feature_outlook_worth_telling (const BastideFeatureOutlook *outlook)
{
  return outlook->kind != BASTIDE_FEATURE_FIELD || outlook->barns != NULL
         || (outlook->now != NULL && (held (outlook->now) || outlook->now->cities > 0));
}

/**
 * bastide_feature_outlook_describe:
 * @outlook: a feature's prospects
 *
 * Returns: (transfer full): a line for each prospect, such as
 *   "If the game ended now: Red’s incomplete city: 3 tiles × 1 = 3"
 */
char *
bastide_feature_outlook_describe (const BastideFeatureOutlook *outlook)
{
  g_autoptr(GString) text = g_string_new (NULL);
  const BastideScoring *lines[] = { outlook->now, outlook->barns };

  if (outlook->complete)
    /* Translators: a completed road, city or monastery: it has scored */
    return g_strdup (_("Completed: it has scored"));

  for (guint i = 0; i < G_N_ELEMENTS (lines); i++)
    {
      g_autofree char *breakdown = NULL;

      if (lines[i] == NULL)
        continue;
      if (text->len > 0)
        g_string_append_c (text, '\n');
      if (held (lines[i]))
        /* Translators: what a feature would score if the game ended now:
         * "Red’s incomplete city: 3 tiles × 1 = 3" */
        g_string_append_printf (text, _("If the game ended now: %s"), lines[i]->description);
      else
        {
          breakdown = bastide_event_text_breakdown (lines[i]);
          /* Translators: a feature nobody holds: what it is worth at the
           * end, "3 tiles × 1 = 3" */
          g_string_append_printf (text, _("Nobody holds it; at the end it is worth %s"), breakdown);
        }
    }

  if (outlook->completed != NULL)
    {
      g_autofree char *breakdown = bastide_event_text_breakdown (outlook->completed);
      gboolean grows = outlook->kind == BASTIDE_FEATURE_CITY || outlook->kind == BASTIDE_FEATURE_ROAD;

      g_string_append_c (text, '\n');
      if (held (outlook->completed))
        g_string_append_printf (text,
                                /* Translators: what a road or city would score completed, at
                                 * the least: each tile that completes it adds to it */
                                grows ? _("If completed: %s, or more with the tiles that complete it")
                                      : _("If completed: %s"),
                                outlook->completed->description);
      else
        g_string_append_printf (text,
                                grows ? _("Completed, it is worth %s, or more with the tiles that complete it")
                                      : _("Completed, it is worth %s"),
                                breakdown);
    }
  else if (outlook->kind != BASTIDE_FEATURE_FIELD && outlook->kind != BASTIDE_FEATURE_RIVER)
    {
      g_string_append_c (text, '\n');
      g_string_append (text, _("It can no longer be completed: no tile left can fill an empty square it needs"));
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/**
 * bastide_square_odds_describe:
 * @odds: what the tiles left hold for an empty square
 *
 * Returns: (transfer full): "5 of the 40 tiles left fit this square. The
 *   next tile fits with a chance of 5 in 40 (13 %)."
 */
char *
bastide_square_odds_describe (const BastideSquareOdds *odds)
{
  g_autoptr(GString) text = g_string_new (NULL);

  if (odds->dead)
    return g_strdup (_("No tile left can fill this square."));

  if (odds->fits > 0 || !odds->abbey)
    g_string_append_printf (text,
                            /* Translators: the tiles left in the pile that fit an empty
                             * square; plural by the first number */
                            g_dngettext (GETTEXT_PACKAGE, "%u of the %u tiles left fits this square.",
                                         "%u of the %u tiles left fit this square.", odds->fits),
                            odds->fits, odds->tiles_left);
  else if (odds->closed)
    g_string_append (text, _("No tile left fits this square, but an abbey can fill it."));
  else
    g_string_append (text, _("No tile left fits this square; an abbey can fill it once tiles lie on all four sides."));

  if (odds->next_draws == 1)
    {
      g_string_append_c (text, ' ');
      g_string_append (text, odds->next_fits > 0 ? _("The next tile fits.") : _("The next tile does not fit."));
    }
  else if (odds->next_draws > 1)
    {
      g_string_append_c (text, ' ');
      /* Translators: the chance that the next tile drawn fits the square:
       * "a chance of 5 in 40 (13 %)" */
      g_string_append_printf (text, _("The next tile fits with a chance of %u in %u (%u %%)."),
                              odds->next_fits, odds->next_draws,
                              (100 * odds->next_fits + odds->next_draws / 2) / odds->next_draws);
    }
  if (odds->in_hand)
    {
      g_string_append_c (text, ' ');
      g_string_append (text, _("The tile in hand fits here."));
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}
