/* bastide-explain.h: score events as sentences
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "bastide-state.h"

G_BEGIN_DECLS

char      *bastide_explain_event   (const BastideScoreEvent *event,
                                    guint                    n_players,
                                    const char * const      *names);
GPtrArray *bastide_explain_events  (const BastideEvents     *events,
                                    gboolean                 end_of_game,
                                    guint                    n_players,
                                    const char * const      *names);
char      *bastide_explain_points  (const int               *points,
                                    guint                    n_players,
                                    const char * const      *names);

G_END_DECLS
