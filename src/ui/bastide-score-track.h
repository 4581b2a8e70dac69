/* bastide-score-track.h
 *
 * Copyright 2026 The Bastide authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "bastide-game.h"

G_BEGIN_DECLS

#define BASTIDE_TRACK_SPACES 50

#define BASTIDE_TYPE_SCORE_TRACK (bastide_score_track_get_type ())

G_DECLARE_FINAL_TYPE (BastideScoreTrack, bastide_score_track, BASTIDE, SCORE_TRACK, GtkWidget)

GtkWidget   *bastide_score_track_new       (void);
BastideGame *bastide_score_track_get_game  (BastideScoreTrack *self);
void         bastide_score_track_set_game  (BastideScoreTrack *self,
                                            BastideGame       *game);
int          bastide_score_track_get_score (BastideScoreTrack *self,
                                            guint              player);
void         bastide_score_track_set_show_turn (BastideScoreTrack *self,
                                                gboolean           show_turn);
void         bastide_score_track_get_middle (BastideScoreTrack *self,
                                             double            *x,
                                             double            *y,
                                             double            *radius);
void         bastide_score_track_hold      (BastideScoreTrack *self,
                                            const int         *points);
void         bastide_score_track_release   (BastideScoreTrack *self,
                                            const int         *points);

G_END_DECLS
