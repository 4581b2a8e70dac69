/* bastide-log-entry.h: one line of the score log
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

#include "bastide-replay.h"

G_BEGIN_DECLS

#define BASTIDE_TYPE_LOG_ENTRY (bastide_log_entry_get_type ())

G_DECLARE_FINAL_TYPE (BastideLogEntry, bastide_log_entry, BASTIDE, LOG_ENTRY, GObject)

BastideLogEntry      *bastide_log_entry_new         (guint               turn,
                                                     BastideReplayEvent *event);
guint                 bastide_log_entry_get_turn    (BastideLogEntry    *self);
int                   bastide_log_entry_get_kind    (BastideLogEntry    *self);
int                   bastide_log_entry_get_player  (BastideLogEntry    *self);
const char           *bastide_log_entry_get_text    (BastideLogEntry    *self);
const BastideScoring *bastide_log_entry_get_scoring (BastideLogEntry    *self);

G_END_DECLS
