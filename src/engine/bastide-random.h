/* bastide-random.h: random legal play, for self-play, benchmarks and tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "bastide-record.h"
#include "bastide-state.h"

G_BEGIN_DECLS

void      bastide_random_step   (BastideState  *state,
                                 BastideRng    *rng,
                                 BastideEvents *events);
gboolean  bastide_random_step_recorded (BastideState  *state,
                                        BastideRng    *rng,
                                        BastideEvents *events,
                                        BastideTurn   *turn);
void      bastide_random_turn   (BastideState  *state,
                                 BastideRng    *rng,
                                 BastideEvents *events);
void      bastide_random_game   (BastideState  *state,
                                 BastideRng    *rng);
BastideRecord *bastide_random_record (const BastideRules *rules,
                                      guint64             seed,
                                      GError            **error);

G_END_DECLS
