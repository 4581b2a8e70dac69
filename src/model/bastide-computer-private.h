/* bastide-computer-private.h: the model's interface to computer players
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Internal to the model. BastideGame runs bastide_computer_choose() in a
 * GTask thread on a copy of the state and applies the moves it returns
 * through its own step functions, so a computer's turn emits the same
 * signals as a person's. The moves cover the decisions the deciding player
 * has to make from this state on, in order (typically PLACE then DEPLOY);
 * the game asks again when a later decision is still the computer's.
 */

#pragma once

#include <gio/gio.h>

#include "bastide-ai.h"
#include "bastide-model-types.h"

G_BEGIN_DECLS

#define BASTIDE_COMPUTER_MAX_MOVES 4

/* Chooses the next moves of the player deciding in @state. Thread-safe: it
 * reads only @state, and @player (nullable), which keeps that player's
 * search tree for its next decision, one thread at a time. Returns the
 * number of moves written to @moves (at least 1), or 0 with @error set
 * (cancelled, or no legal move). */
guint       bastide_computer_choose        (const BastideState   *state,
                                            BastideComputerLevel  level,
                                            BastideAiPlayer      *player,
                                            GCancellable         *cancellable,
                                            BastideMove          *moves,
                                            GError              **error);

/* The move suggested to the person who must decide in @state: the
 * strongest search in about a second, and why (@explanation, nullable).
 * Thread-safe, like the above. */
guint       bastide_computer_hint          (const BastideState   *state,
                                            GCancellable         *cancellable,
                                            BastideMove          *moves,
                                            BastideAiExplanation *explanation,
                                            GError              **error);

/* The greedy player's choice: what the game falls back on, once, when a
 * searched move is refused. Exposed for the tests. */
guint       bastide_computer_choose_greedy (const BastideState   *state,
                                            BastideMove          *moves,
                                            GError              **error);

/* Who must decide in @state (the PLAGUE and WAGONS phases ask another
 * player than state->to_move), or -1 when the game is over. */
int         bastide_computer_deciding_player (const BastideState *state);

G_END_DECLS
