/* bastide-score-plot.h
 *
 * Copyright 2026 The Bastide authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "bastide-game.h"
#include "bastide-replay.h"

G_BEGIN_DECLS

#define BASTIDE_TYPE_SCORE_PLOT (bastide_score_plot_get_type ())

G_DECLARE_FINAL_TYPE (BastideScorePlot, bastide_score_plot, BASTIDE, SCORE_PLOT, GtkWidget)

GtkWidget *bastide_score_plot_new      (void);
void       bastide_score_plot_set_game (BastideScorePlot *self,
                                        BastideGame      *game);
/* The whole record's scores, the replay's turn marked; a click on the
 * plot goes to the turn under it. */
void       bastide_score_plot_set_replay (BastideScorePlot *self,
                                          BastideReplay    *replay);

G_END_DECLS
