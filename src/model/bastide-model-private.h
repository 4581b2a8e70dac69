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

/* The record's extra key for who plays each seat: "human,hard,remote". */
#define PLAYER_KINDS_KEY "player-kinds"

/* The current position. It changes with every step; copy it
 * (bastide_state_copy()) to keep it. */
const BastideState *bastide_game_get_state   (BastideGame             *self);

BastideScoring     *bastide_scoring_new      (const BastideState      *state,
                                              const BastideScoreEvent *event,
                                              const char * const      *player_names,
                                              gboolean                 is_final,
                                              guint                    turn);

BastideRecord      *bastide_model_load_record (GFile                  *file,
                                              char                  **path,
                                              GError                **error);

/* A game that only shows the positions a BastideReplay sets: nobody
 * decides and every step is refused (BASTIDE_GAME_ERROR_REPLAY).
 * @record (transfer full) holds the players and the position shown
 * first, without turns. show_position() shows @state from then on (the
 * record's start follows it); @final_scoring (nullable): its end-of-game
 * scorings, when @state ends the game. */
BastideGame        *bastide_game_new_view     (BastideRecord           *record);
void                bastide_game_show_position (BastideGame            *self,
                                              const BastideState      *state,
                                              GPtrArray               *final_scoring);

/* Every cell of the feature @node belongs to (BastideFeatureCell). */
GArray             *bastide_feature_cells    (const BastideState      *state,
                                              guint                    node);

/* The game keeps the remaining tiles' counts. */
BastideTileCount   *bastide_tile_count_new       (guint                    tile_type,
                                                  guint                    count);
void                bastide_tile_count_set_count (BastideTileCount        *self,
                                                  guint                    count);

G_END_DECLS
