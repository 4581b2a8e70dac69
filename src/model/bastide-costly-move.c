/* bastide-costly-move.c: a move of a finished game that cost points
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bastide-model"

#include "config.h"

#include "bastide-costly-move.h"

struct _BastideCostlyMove
{
  GObject parent_instance;

  guint turn;
  guint player;
  double cost;
  char *better;
};

G_DEFINE_FINAL_TYPE (BastideCostlyMove, bastide_costly_move, G_TYPE_OBJECT)

static void
bastide_costly_move_finalize (GObject *object)
{
  BastideCostlyMove *self = (BastideCostlyMove *) object;

  g_free (self->better);

  G_OBJECT_CLASS (bastide_costly_move_parent_class)->finalize (object);
}

static void
bastide_costly_move_class_init (BastideCostlyMoveClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = bastide_costly_move_finalize;
}

static void
bastide_costly_move_init (BastideCostlyMove *self)
{
}

/**
 * bastide_costly_move_new:
 * @turn: the turn's index in the game, from 0
 * @player: whose turn it was
 * @cost: about how many points the move played cost
 * @better: what the search would have played instead, in words
 *
 * Returns: (transfer full): a new #BastideCostlyMove
 */
BastideCostlyMove *
bastide_costly_move_new (guint       turn,
                         guint       player,
                         double      cost,
                         const char *better)
{
  BastideCostlyMove *self = g_object_new (BASTIDE_TYPE_COSTLY_MOVE, NULL);

  self->turn = turn;
  self->player = player;
  self->cost = cost;
  self->better = g_strdup (better);
  return self;
}

guint
bastide_costly_move_get_turn (BastideCostlyMove *self)
{
  g_return_val_if_fail (BASTIDE_IS_COSTLY_MOVE (self), 0);
  return self->turn;
}

guint
bastide_costly_move_get_player (BastideCostlyMove *self)
{
  g_return_val_if_fail (BASTIDE_IS_COSTLY_MOVE (self), 0);
  return self->player;
}

double
bastide_costly_move_get_cost (BastideCostlyMove *self)
{
  g_return_val_if_fail (BASTIDE_IS_COSTLY_MOVE (self), 0);
  return self->cost;
}

/**
 * bastide_costly_move_get_better:
 * @self: a #BastideCostlyMove
 *
 * Returns: (transfer none): what the search would have played, and why,
 *   in a sentence or two
 */
const char *
bastide_costly_move_get_better (BastideCostlyMove *self)
{
  g_return_val_if_fail (BASTIDE_IS_COSTLY_MOVE (self), NULL);
  return self->better;
}
