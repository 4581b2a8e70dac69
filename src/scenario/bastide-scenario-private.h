/* bastide-scenario-private.h: what the scenario's files share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "bastide-scenario.h"

G_BEGIN_DECLS

/* BastideScenario is written in four files: bastide-scenario.c (the
 * object, validation, undo, rules and players), bastide-scenario-board.c
 * (tiles and pieces), bastide-scenario-pile.c (the pile, the palette) and
 * bastide-scenario-io.c (files). The position itself, what one undo step
 * restores, is the engine's BastideSetup. */
struct _BastideScenario
{
  GObject parent_instance;

  BastideSetup *data;
  GHashTable *extras;          /* string keys kept for the file: "draft"… */
  GPtrArray *problems;         /* BastideProblem */
  GPtrArray *undo;             /* UndoStep, most recent last */
  GPtrArray *redo;
  guint group_depth;
  char *group_label;
  gboolean group_pushed;
  gboolean valid;
  gboolean can_undo;
  gboolean can_redo;
};

/* bastide-scenario.c */
BastideSetup *bastide_scenario_peek_data    (BastideScenario     *self);
BastideScenario *bastide_scenario_new_take  (BastideSetup        *data);
GHashTable   *bastide_scenario_peek_extras  (BastideScenario     *self);
/* Every edit calls these around its change (undo, validation, signals) */
void          scenario_begin_edit           (BastideScenario     *self,
                                             const char          *label);
void          scenario_end_edit             (BastideScenario     *self);

G_END_DECLS
