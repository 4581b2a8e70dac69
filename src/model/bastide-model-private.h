/* bastide-model-private.h: the engine under the model, for the CLI and tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Widgets never include this: they read the position through the
 * BastideGame getters and learn of changes from its signals. The
 * command-line tool and the tests may look at the engine's position and
 * build scorings from engine events.
 */

#pragma once

#include "bastide-game.h"

G_BEGIN_DECLS

/* The current position. It changes with every step; copy it
 * (bastide_state_copy()) to keep it. */
const BastideState *bastide_game_get_state   (BastideGame             *self);

BastideScoring     *bastide_scoring_new      (const BastideState      *state,
                                              const BastideScoreEvent *event,
                                              const char * const      *player_names,
                                              gboolean                 is_final,
                                              guint                    turn);
char               *bastide_scoring_describe (const BastideScoreEvent *event,
                                              guint                    n_players,
                                              const char * const      *player_names);

/* Every cell of the feature @node belongs to (BastideFeatureCell). */
GArray             *bastide_feature_cells    (const BastideState      *state,
                                              guint                    node);

/* The game keeps the remaining tiles' counts. */
BastideTileCount   *bastide_tile_count_new       (guint                    tile_type,
                                                  guint                    count);
void                bastide_tile_count_set_count (BastideTileCount        *self,
                                                  guint                    count);

G_END_DECLS
