/* bastide-scoring.h: one score, explained (a boxed copy of an engine event)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

#include "bastide-model-types.h"

G_BEGIN_DECLS

#define BASTIDE_TYPE_SCORING (bastide_scoring_get_type ())

/**
 * BastideScoring:
 * @reason: why points were scored (completed feature, final scoring,
 *   farmers, barn, abbot recall, a Wheel of Fortune event…)
 * @category: the column of the score sheet the points go to
 *   (state->players[p].category[@category])
 * @kind: the kind of feature that scored; meaningful when @n_cells > 0
 * @tiles: tiles of the feature (a cloister: itself and its neighbours)
 * @shields: shields of a city
 * @cities: completed cities a field touches (farmers and barns)
 * @per_tile: points each tile is worth
 * @per_shield: points each shield is worth
 * @per_city: points each completed city is worth
 * @per_piece: Wheel of Fortune: points for each piece counted in @strength
 * @mayors: bit p set when player p's mayor stood in the city
 * @strength: what each player brought: the weight of their pieces on the
 *   feature (a mayor weighs the city's shields), their farmers or barns;
 *   for a Wheel of Fortune event, the pieces that counted
 * @is_final: scored by the end-of-game scoring
 * @turn: index of the record turn in which it was scored (counted from 0,
 *   as in the record's "turns" list)
 * @n_players: players in the game: @points has this many entries that count
 * @points: points each player got (0 for players not involved)
 * @n_cells: number of entries in @cells, 0 for scores not tied to a
 *   feature (Wheel of Fortune events, crowns)
 * @cells: (array length=n_cells): every (x, y, feature) cell of the feature,
 *   to highlight it on the board
 * @description: a translated one-line explanation with the breakdown
 *   (bastide_event_text_scoring()), for example
 *   "Red’s city: 4 tiles × 2 + 1 shield × 2 = 10"
 *
 * A score, as #BastideGame::feature-scored reports it: the engine's event
 * and its breakdown (a feature gives @tiles × @per_tile + @shields ×
 * @per_shield + @cities × @per_city to each player of the greatest
 * @strength). It is a plain boxed struct: read the fields directly.
 */
typedef struct
{
  BastideScoreReason reason;
  BastideCategory category;
  BastideFeatureKind kind;
  guint tiles;
  guint shields;
  guint cities;
  guint per_tile;
  guint per_shield;
  guint per_city;
  guint per_piece;
  guint mayors;
  guint strength[BASTIDE_MAX_PLAYERS];
  gboolean is_final;
  guint turn;
  guint n_players;
  int points[BASTIDE_MAX_PLAYERS];
  guint n_cells;
  BastideFeatureCell *cells;
  char *description;
} BastideScoring;

GType            bastide_scoring_get_type      (void) G_GNUC_CONST;

BastideScoring  *bastide_scoring_copy          (const BastideScoring     *scoring);
void             bastide_scoring_free          (BastideScoring           *scoring);

int              bastide_scoring_get_total     (const BastideScoring     *scoring);
gboolean         bastide_scoring_has_cell      (const BastideScoring     *scoring,
                                                int                       x,
                                                int                       y,
                                                int                       feature);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BastideScoring, bastide_scoring_free)

G_END_DECLS
