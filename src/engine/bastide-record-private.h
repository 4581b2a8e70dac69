/* bastide-record-private.h: what the record's files share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "bastide-record.h"

G_BEGIN_DECLS

struct _BastideRecord
{
  BastideRules rules;
  guint64 seed;
  BastideRecordPlayer players[BASTIDE_MAX_PLAYERS];
  gboolean has_setup;
  BastideState setup;         /* the position as set up, before play begins */
  BastideState start;         /* the same position once play has begun */
  GArray *turns;              /* of BastideTurn */
  GHashTable *extra;          /* string keys of the game's own: puzzle text… */
};

#define BASTIDE_N_EXPANSIONS 3

/* A refused record lists this many problems, then how many more. */
#define BASTIDE_RECORD_MAX_PROBLEMS_SHOWN 20

/* In the order of the BastideExpansions bits. */
extern const char * const bastide_expansion_names[BASTIDE_N_EXPANSIONS];

BastideRecord *bastide_record_alloc     (void);
int            bastide_name_index       (const char * const *names,
                                         guint               n,
                                         const char         *name);
int            bastide_piece_from_name  (const char         *name);
int            bastide_sector_from_name (const char         *name);

G_END_DECLS
