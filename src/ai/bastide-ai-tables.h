/* bastide-ai-tables.h: the measured tables of the rich evaluation
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What features holding pieces went on to score, measured on played games
 * for each rule set. Columns are the tiles left in the pile, by tens (0–9,
 * 10–19, … 100 and more); the evaluation interpolates between them.
 * bastide-ai-tables.c is written by `bastide-cli fit-eval` (see
 * tools/fit-eval-tables.sh and README.md).
 */

#pragma once

#include <glib.h>

#include "bastide-state.h"

G_BEGIN_DECLS

#define BASTIDE_AI_COLUMNS 11
/* The standard game with each combination of the three expansions (by
 * their bits), then Wheel of Fortune. */
#define BASTIDE_AI_N_RULE_SETS 9

typedef struct
{
  guint games;                          /* the games measured */
  /* Chance that a city with 1, 2, … 6 open edges is completed. */
  double city_completed[6][BASTIDE_AI_COLUMNS];
  /* Points a city with 1, 2, … 5 open edges gains beyond
   * (tiles + shields) × (1 + its completion chance). */
  double city_growth[5][BASTIDE_AI_COLUMNS];
  /* Tiles a road with 1 or 2 open ends gains. */
  double road_growth[2][BASTIDE_AI_COLUMNS];
  /* Share of the 1, 2, … 7 missing neighbours of a cloister or garden
   * that get filled. */
  double cloister_filled[7][BASTIDE_AI_COLUMNS];
  /* Completed cities a field of 1, 2–4, 5–9, 10 or more tiles goes on to
   * touch beyond the cities it touches now. */
  double field_growth[4][BASTIDE_AI_COLUMNS];
} BastideAiTables;

/* Fitted per rule set on the greedy player's games (src/ai/README.md);
 * an entry with no games keeps the first tables. */
extern const BastideAiTables bastide_ai_fitted_tables[BASTIDE_AI_N_RULE_SETS];
/* The first tables: 2000 greedy 2-player base games, used for every rule
 * set by the arena's old-hard. */
extern const BastideAiTables bastide_ai_greedy_tables;  /* in bastide-ai-eval.c */

guint        bastide_ai_rule_set        (const BastideRules *rules);
const char  *bastide_ai_rule_set_name   (guint               rule_set);
guint        bastide_ai_field_class     (guint               tiles);

/* Measuring the tables (bastide-cli fit-eval): observe every position at
 * the start of a turn, then the final position of its game. */
typedef struct _BastideAiFit BastideAiFit;

BastideAiFit *bastide_ai_fit_new        (void);
void          bastide_ai_fit_free       (BastideAiFit        *fit);
void          bastide_ai_fit_observe    (BastideAiFit        *fit,
                                         const BastideState  *state);
void          bastide_ai_fit_game_over  (BastideAiFit        *fit,
                                         const BastideState  *state);
void          bastide_ai_fit_tables     (const BastideAiFit  *fit,
                                         BastideAiTables     *tables);
guint64       bastide_ai_fit_samples    (const BastideAiFit  *fit);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BastideAiFit, bastide_ai_fit_free)

G_END_DECLS
