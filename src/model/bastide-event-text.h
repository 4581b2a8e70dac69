/* bastide-event-text.h: what happened in play, in words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The one place that writes the sentences of play's news: a score with
 * its breakdown ("Red’s city: 4 tiles × 2 + 2 shields × 2 = 12"), a
 * piece going home, a wagon moving on, the wheel, the plague, a turn's
 * move. The score log, the replay's list of a turn's events, tooltips and
 * BastideScoring's description all read them from here. GTK-free; each
 * function returns a translated string without markup (g_free() it).
 * @names are the players' names (NULL entries, or NULL: the colours'
 * names in seat order).
 */

#pragma once

#include "bastide-model-types.h"
#include "bastide-scoring.h"

G_BEGIN_DECLS

/* What a piece is where it stands: a follower is a knight in a city, a
 * thief on a road, a monk in a monastery, a farmer on a field. */
const char *bastide_event_text_piece_noun     (BastidePieceKind       kind,
                                               BastideFeatureKind     on);

/* A score with its breakdown, and, where more than one player or a mayor
 * stood on the feature, each player's strength. */
char       *bastide_event_text_scoring        (const BastideScoring  *scoring,
                                               const char * const    *names);
/* The breakdown alone: "4 tiles × 2 + 2 shields × 2 = 12". */
char       *bastide_event_text_breakdown      (const BastideScoring  *scoring);
/* What the breakdown comes to: 12. */
int         bastide_event_text_worth          (const BastideScoring  *scoring);

char       *bastide_event_text_piece_returned (const char * const    *names,
                                               guint                  player,
                                               BastidePieceKind       kind,
                                               BastideFeatureKind     on,
                                               BastideReturnCause     cause);
char       *bastide_event_text_wagon_moved    (const char * const    *names,
                                               guint                  player,
                                               BastideFeatureKind     to);
char       *bastide_event_text_wagon_home     (const char * const    *names,
                                               guint                  player);
char       *bastide_event_text_wheel_turned   (BastideSector          sector,
                                               guint                  steps);
char       *bastide_event_text_plague         (const char * const    *names,
                                               guint                  first);
/* The move of a turn: the tile (placed, discarded, the abbey played or
 * kept) and the piece put on it (@deployed FALSE: none; @crown: the
 * sector of a crown space, or -1), or the abbot taken back. */
char       *bastide_event_text_move           (const char * const    *names,
                                               guint                  player,
                                               BastideTurnKind        kind,
                                               gboolean               deployed,
                                               BastidePieceKind       piece,
                                               BastideFeatureKind     on,
                                               int                    crown,
                                               gboolean               recalled);

G_END_DECLS
