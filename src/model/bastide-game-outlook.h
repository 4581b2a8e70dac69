/* bastide-game-outlook.h: what the board hides, for the views
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Part of BastideGame (bastide-game-outlook.c): the squares nothing left
 * can fill, the tiles left that fit a square, what a feature would score
 * now or completed, and who holds each field. Everything is worked out by
 * the engine's rules from the position the game shows.
 */

#pragma once

#include "bastide-game.h"

G_BEGIN_DECLS

/**
 * BastideFeatureOutlook:
 * @kind: what the feature is
 * @complete: it is complete already (a city, road, monastery or garden)
 * @can_complete: it may still be completed: no empty square that nothing
 *   left can fill stands in its way (never for a field)
 * @now: (nullable): what it would score if the game ended now (%NULL for
 *   a complete feature: it has scored); a field: its farmers
 * @completed: (nullable): what it would score completed as it stands (a
 *   monastery or garden with all eight neighbours; a city or road gets
 *   more for every tile that completes it); %NULL for a field and for a
 *   feature that cannot be completed
 * @barns: (nullable): a field's barns at the end, now; %NULL without barns
 *
 * A feature's prospects, for a tooltip.
 */
typedef struct
{
  BastideFeatureKind kind;
  gboolean complete;
  gboolean can_complete;
  BastideScoring *now;
  BastideScoring *completed;
  BastideScoring *barns;
} BastideFeatureOutlook;

/**
 * BastideField:
 * @holders: bit p set for each player with the most farmers there (they
 *   would score it); 0 when no farmer lies there
 * @farmers: how many farmers each player has there
 * @barns: how many barns each player has there
 * @cities: the completed cities it supplies
 * @points: what each player's farmers and barns there would score if the
 *   game ended now
 * @cells: (element-type BastideFeatureCell): the field, tile by tile
 * @city_cells: (element-type BastideFeatureCell): the completed cities it
 *   supplies
 * @pieces: (element-type guint): the farmers and barns on it, as
 *   indices for bastide_game_get_piece()
 * @farmers_score: (nullable): the farmers' score now, with its breakdown
 * @barns_score: (nullable): the barns' score now
 *
 * One field on the board, for the fields view.
 */
typedef struct
{
  guint holders;
  guint farmers[BASTIDE_MAX_PLAYERS];
  guint barns[BASTIDE_MAX_PLAYERS];
  guint cities;
  int points[BASTIDE_MAX_PLAYERS];
  GArray *cells;
  GArray *city_cells;
  GArray *pieces;
  BastideScoring *farmers_score;
  BastideScoring *barns_score;
} BastideField;

void      bastide_feature_outlook_clear     (BastideFeatureOutlook *outlook);
void      bastide_field_free                (BastideField          *field);
gboolean  bastide_feature_outlook_worth_telling (const BastideFeatureOutlook *outlook);

/* The empty squares next to the board that nothing left can fill: no
 * tile of the pile nor the tile in hand fits, and nobody holds an abbey
 * (BastideFeatureCell, feature -1). */
GArray   *bastide_game_list_dead_squares    (BastideGame           *self);
/* What the tiles left hold for the empty square (x, y); FALSE when it is
 * no empty square next to the board. */
gboolean  bastide_game_get_square_odds      (BastideGame           *self,
                                             int                    x,
                                             int                    y,
                                             BastideSquareOdds     *odds);
/* Whether a tile of @type may lie on the empty square (x, y). */
gboolean  bastide_game_tile_fits_square     (BastideGame           *self,
                                             guint                  type,
                                             int                    x,
                                             int                    y);
/* The prospects of feature @feature of the tile at (x, y); FALSE when
 * there is no such feature (clear @outlook with
 * bastide_feature_outlook_clear()). */
gboolean  bastide_game_get_feature_outlook  (BastideGame           *self,
                                             int                    x,
                                             int                    y,
                                             int                    feature,
                                             BastideFeatureOutlook *outlook);
/* Every field on the board (BastideField). */
GPtrArray *bastide_game_list_fields         (BastideGame           *self);

/* In words, for tooltips and screen readers: a feature's prospects (what
 * it would score if the game ended now, and completed, or that it can no
 * longer be completed), one line each; the odds of an empty square. */
char      *bastide_feature_outlook_describe (const BastideFeatureOutlook *outlook);
char      *bastide_square_odds_describe     (const BastideSquareOdds     *odds);

G_END_DECLS
