/* bastide-record-private.h: what the record's files share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "bastide-record.h"

G_BEGIN_DECLS

struct _BastideRecord
{
  BastideSetup *setup;        /* the game, its players and seed, and the
                               * position as written ("setup") */
  gboolean has_setup;         /* the file had "setup" (else the rules' start) */
  gboolean draft;             /* the setup breaks the rules: start means nothing */
  BastideState start;         /* the position once play has begun */
  BastideEvents *begin_events; /* what beginning did (a game may end at once), or NULL */
  GArray *turns;              /* of BastideTurn */
  GHashTable *extra;          /* string keys of the game's own: puzzle text… */
};

/* A refused record lists this many problems, then how many more. */
#define BASTIDE_RECORD_MAX_PROBLEMS_SHOWN 20

BastideRecord *bastide_record_alloc     (void);
void           bastide_record_begin     (BastideRecord *record);

G_END_DECLS
