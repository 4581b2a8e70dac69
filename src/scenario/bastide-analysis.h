/* bastide-analysis.h: every move of the tile on top of the pile, with the
 * points it scores now
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

#include "bastide-record.h"
#include "bastide-scenario.h"
#include "bastide-state.h"

G_BEGIN_DECLS

#define BASTIDE_TYPE_ANALYSIS (bastide_analysis_get_type ())

typedef struct
{
  BastideTurn turn;
  int points[BASTIDE_MAX_PLAYERS];   /* what each player scores this turn */
  int mover_points;                  /* points[player] */
  int margin;                        /* mover_points minus the best other player's */
} BastideAnalysisMove;

typedef struct
{
  guint player;          /* who moves */
  guint n_players;
  int tile;              /* the tile on top of the pile, or -1 */
  GArray *moves;         /* BastideAnalysisMove, best first */
  int ai_choice;         /* the computer's preferred move (index in moves), or -1 */
} BastideAnalysis;

/* Fills `turn` with the move the computer prefers from `state` (phase
 * PLACE: the tile drawn); returns FALSE when it has none or was cancelled.
 * Wagon and plague decisions may be left out. */
typedef gboolean (*BastideAnalysisAiFunc) (const BastideState *state,
                                           GCancellable       *cancellable,
                                           BastideTurn        *turn,
                                           gpointer            user_data);

GType             bastide_analysis_get_type     (void) G_GNUC_CONST;

BastideAnalysis  *bastide_analysis_new          (const BastideState    *state,
                                                 GCancellable          *cancellable,
                                                 GError               **error);
BastideAnalysis  *bastide_scenario_analyse      (BastideScenario       *scenario,
                                                 GError               **error);
void              bastide_scenario_analyse_async  (BastideScenario     *scenario,
                                                   GCancellable        *cancellable,
                                                   GAsyncReadyCallback  callback,
                                                   gpointer             user_data);
BastideAnalysis  *bastide_scenario_analyse_finish (BastideScenario     *scenario,
                                                   GAsyncResult        *result,
                                                   GError             **error);
BastideAnalysis  *bastide_analysis_copy         (const BastideAnalysis *analysis);
void              bastide_analysis_free         (BastideAnalysis       *analysis);

void              bastide_analysis_set_ai_func  (BastideAnalysisAiFunc  func,
                                                 gpointer               user_data);
gboolean          bastide_analysis_use_default_ai (void);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BastideAnalysis, bastide_analysis_free)

G_END_DECLS
