/* bastide-test-engine.h: building positions by hand in the engine tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each helper asserts that the engine accepted the step, so a test reads
 * as the list of moves it makes.
 */

#pragma once

#include "bastide-state.h"
#include "bastide-tiles.h"

/* The type of tile `id` of `set`. */
int   t_tile             (const char         *id,
                          BastideSet          set);
int   t_base             (const char         *id);
/* The index of feature `feature_id` on tile `id`. */
int   t_feature          (const char         *id,
                          BastideSet          set,
                          const char         *feature_id);

void  t_setup            (BastideState       *state,
                          guint               expansions,
                          guint               n_players);
void  t_put              (BastideState       *state,
                          int                 type,
                          int                 x,
                          int                 y,
                          guint               rot);
void  t_put_piece        (BastideState       *state,
                          guint               player,
                          BastidePieceKind    kind,
                          int                 x,
                          int                 y,
                          int                 feature_index,
                          int                 corner);
/* Sets the pile (top first) and starts play. */
void  t_pile             (BastideState       *state,
                          const int          *types,
                          guint               n);
void  t_draw             (BastideState       *state,
                          int                 expected);
void  t_place            (BastideState       *state,
                          int                 x,
                          int                 y,
                          guint               rot);
guint t_count_placements (const BastideState *state,
                          int                 type);
