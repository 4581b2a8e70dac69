/* bastide-scenario-private.h: what the scenario's files share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

#include "bastide-scenario.h"

G_BEGIN_DECLS

/* The position itself: what one undo step restores. */
typedef struct
{
  BastideRules rules;
  char *names[BASTIDE_MAX_PLAYERS];
  BastideColor colors[BASTIDE_MAX_PLAYERS];
  int scores[BASTIDE_MAX_PLAYERS];
  gboolean abbeys[BASTIDE_MAX_PLAYERS];
  guint to_move;
  BastideSector pig;
  GArray *tiles;              /* BastideScenarioTile, in the order placed */
  GArray *pieces;             /* BastideScenarioPiece */
  gboolean pile_fixed;
  GArray *pile;               /* guint tile types, top first */
  guint64 seed;
} ScenarioData;

ScenarioData *scenario_data_new             (void);
ScenarioData *scenario_data_copy            (const ScenarioData  *data);
void          scenario_data_free            (ScenarioData        *data);
gboolean      scenario_data_equal           (const ScenarioData  *a,
                                             const ScenarioData  *b);
guint         scenario_data_tile_width      (const ScenarioData  *data,
                                             guint                index);
int           scenario_data_find_tile       (const ScenarioData  *data,
                                             int                  x,
                                             int                  y);
const BastideCellDef *scenario_data_cell_at (const ScenarioData  *data,
                                             int                  x,
                                             int                  y,
                                             int                 *index);
char         *scenario_data_display_name    (const ScenarioData  *data,
                                             guint                player);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ScenarioData, scenario_data_free)

/* BastideScenario is written in three files: bastide-scenario.c (the
 * object, validation, undo, rules and players), bastide-scenario-board.c
 * (tiles and pieces) and bastide-scenario-pile.c (the pile, the palette). */
struct _BastideScenario
{
  GObject parent_instance;

  ScenarioData *data;
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


/* bastide-scenario-check.c */
GPtrArray    *scenario_data_check           (const ScenarioData  *data);
gboolean      scenario_data_build_state     (const ScenarioData  *data,
                                             BastideState        *state,
                                             GPtrArray           *problems);

/* bastide-scenario.c */
ScenarioData *bastide_scenario_peek_data    (BastideScenario     *self);
BastideScenario *bastide_scenario_new_take  (ScenarioData        *data);
GHashTable   *bastide_scenario_peek_extras  (BastideScenario     *self);
/* Every edit calls these around its change (undo, validation, signals) */
void          scenario_begin_edit           (BastideScenario     *self,
                                             const char          *label);
void          scenario_end_edit             (BastideScenario     *self);

/* bastide-scenario-io.c */
ScenarioData *scenario_data_read            (JsonObject          *root,
                                             const char          *name,
                                             GHashTable          *extras,
                                             GError             **error);
void          scenario_data_write           (const ScenarioData  *data,
                                             JsonBuilder         *builder,
                                             GHashTable          *extras);
char         *scenario_builder_to_data      (JsonBuilder         *builder,
                                             gsize               *length);

BastideProblem *problem_new                 (BastideProblemKind   kind,
                                             char                *message);

G_END_DECLS
