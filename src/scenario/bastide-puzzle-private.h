/* bastide-puzzle-private.h: what the puzzle's files share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * BastidePuzzle is written in two files: bastide-puzzle.c (the object,
 * files, goals and texts) and bastide-puzzle-check.c (checking and solving
 * answers).
 */

#pragma once

#include "bastide-puzzle.h"

G_BEGIN_DECLS

struct _BastidePuzzle
{
  GObject parent_instance;

  BastideScenario *scenario;
  char *id;
  char *title;
  char *description;
  char *explanation;
  BastidePuzzleGoal goal;
  char *target;
  guint player;
  gboolean best_known;
  int best_score;
  gulong changed_id;
};

/* bastide-puzzle.c */
gboolean              puzzle_check_target         (BastidePuzzle      *self,
                                                   BastidePuzzleGoal   goal,
                                                   const char         *target,
                                                   GError            **error);
int                   puzzle_kind_from_word       (const char *word);
gboolean              puzzle_parse_feature_target (const char *target,
                                                   int        *x,
                                                   int        *y,
                                                   char        on[BASTIDE_FEATURE_ID_LEN]);
BastidePuzzleResult * puzzle_result_new           (void);

G_END_DECLS
