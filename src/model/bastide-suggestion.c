/* bastide-suggestion.c: a move suggested to the person deciding
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bastide-model"

#include "config.h"

#include "bastide-suggestion.h"

#include "bastide-computer-private.h"

#include <string.h>

struct _BastideSuggestion
{
  GObject parent_instance;

  guint player;
  guint n_moves;
  BastideMove moves[BASTIDE_COMPUTER_MAX_MOVES];
  char *explanation;
};

G_DEFINE_FINAL_TYPE (BastideSuggestion, bastide_suggestion, G_TYPE_OBJECT)

static void
bastide_suggestion_finalize (GObject *object)
{
  BastideSuggestion *self = (BastideSuggestion *) object;

  g_free (self->explanation);

  G_OBJECT_CLASS (bastide_suggestion_parent_class)->finalize (object);
}

static void
bastide_suggestion_class_init (BastideSuggestionClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = bastide_suggestion_finalize;
}

static void
bastide_suggestion_init (BastideSuggestion *self)
{
}

/**
 * bastide_suggestion_new:
 * @player: who it is for
 * @moves: (array length=n_moves): the suggested moves, in play order
 * @n_moves: how many (at most 4)
 *
 * Returns: (transfer full): a new suggestion
 */
BastideSuggestion *
bastide_suggestion_new (guint              player,
                        const BastideMove *moves,
                        guint              n_moves)
{
  BastideSuggestion *self;

  g_return_val_if_fail (n_moves <= BASTIDE_COMPUTER_MAX_MOVES, NULL);

  self = g_object_new (BASTIDE_TYPE_SUGGESTION, NULL);
  self->player = player;
  self->n_moves = n_moves;
  memcpy (self->moves, moves, sizeof (BastideMove) * n_moves);
  return self;
}

guint
bastide_suggestion_get_player (BastideSuggestion *self)
{
  g_return_val_if_fail (BASTIDE_IS_SUGGESTION (self), 0);
  return self->player;
}

/**
 * bastide_suggestion_get_moves:
 * @self: a #BastideSuggestion
 * @n_moves: (out): how many
 *
 * Returns: (transfer none) (array length=n_moves): the moves, in the
 *   order they would be played
 */
const BastideMove *
bastide_suggestion_get_moves (BastideSuggestion *self,
                              guint             *n_moves)
{
  g_return_val_if_fail (BASTIDE_IS_SUGGESTION (self), NULL);
  g_return_val_if_fail (n_moves != NULL, NULL);

  *n_moves = self->n_moves;
  return self->moves;
}

/**
 * bastide_suggestion_get_placement:
 * @self: a #BastideSuggestion
 * @x: (out) (optional): column
 * @y: (out) (optional): row
 * @rot: (out) (optional): quarter turns clockwise
 *
 * Returns: whether the suggestion places the tile in hand, and where
 */
gboolean
bastide_suggestion_get_placement (BastideSuggestion *self,
                                  int               *x,
                                  int               *y,
                                  guint             *rot)
{
  g_return_val_if_fail (BASTIDE_IS_SUGGESTION (self), FALSE);

  for (guint i = 0; i < self->n_moves; i++)
    if (self->moves[i].kind == BASTIDE_MOVE_PLACE)
      {
        if (x != NULL)
          *x = self->moves[i].x;
        if (y != NULL)
          *y = self->moves[i].y;
        if (rot != NULL)
          *rot = self->moves[i].rot;
        return TRUE;
      }
  return FALSE;
}

/**
 * bastide_suggestion_get_deploy:
 * @self: a #BastideSuggestion
 *
 * Returns: (transfer none) (nullable): the piece the suggestion puts on
 *   the tile it places, or %NULL for none
 */
const BastideDeploy *
bastide_suggestion_get_deploy (BastideSuggestion *self)
{
  g_return_val_if_fail (BASTIDE_IS_SUGGESTION (self), NULL);

  for (guint i = 0; i < self->n_moves; i++)
    if (self->moves[i].kind == BASTIDE_MOVE_DEPLOY && self->moves[i].has_deploy)
      return &self->moves[i].deploy;
  return NULL;
}

/**
 * bastide_suggestion_set_explanation:
 * @self: a #BastideSuggestion
 * @explanation: (nullable): why the move is good, in a sentence or two
 */
void
bastide_suggestion_set_explanation (BastideSuggestion *self,
                                    const char        *explanation)
{
  g_return_if_fail (BASTIDE_IS_SUGGESTION (self));

  g_free (self->explanation);
  self->explanation = g_strdup (explanation);
}

/**
 * bastide_suggestion_get_explanation:
 * @self: a #BastideSuggestion
 *
 * Returns: (transfer none) (nullable): why the move is good, from the
 *   search's own figures: what it completes or builds and for how many
 *   points, which opponent's feature it joins or blocks, what the piece
 *   should bring
 */
const char *
bastide_suggestion_get_explanation (BastideSuggestion *self)
{
  g_return_val_if_fail (BASTIDE_IS_SUGGESTION (self), NULL);
  return self->explanation;
}
