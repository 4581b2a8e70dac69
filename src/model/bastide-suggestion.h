/* bastide-suggestion.h: a move suggested to the person deciding (a hint)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * bastide_game_suggest_finish() returns one. It holds the moves the
 * computer would make in the position it was asked in, which is the
 * game's position when the suggestion is delivered (a suggestion for a
 * position that has moved on is never delivered). It is an object so that
 * it can grow: an explanation of the move, graded hints.
 */

#pragma once

#include <glib-object.h>

#include "bastide-model-types.h"

G_BEGIN_DECLS

#define BASTIDE_TYPE_SUGGESTION (bastide_suggestion_get_type ())

G_DECLARE_FINAL_TYPE (BastideSuggestion, bastide_suggestion, BASTIDE, SUGGESTION, GObject)

BastideSuggestion   *bastide_suggestion_new           (guint              player,
                                                       const BastideMove *moves,
                                                       guint              n_moves);

guint                bastide_suggestion_get_player    (BastideSuggestion *self);
const BastideMove   *bastide_suggestion_get_moves     (BastideSuggestion *self,
                                                       guint             *n_moves);
gboolean             bastide_suggestion_get_placement (BastideSuggestion *self,
                                                       int               *x,
                                                       int               *y,
                                                       guint             *rot);
const BastideDeploy *bastide_suggestion_get_deploy    (BastideSuggestion *self);
void                 bastide_suggestion_set_explanation (BastideSuggestion *self,
                                                         const char        *explanation);
const char          *bastide_suggestion_get_explanation (BastideSuggestion *self);

G_END_DECLS
