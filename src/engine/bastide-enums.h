/* bastide-enums.h: the engine's enums as GTypes, with the names records
 * and messages use
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

#include "bastide-record.h"
#include "bastide-state.h"

G_BEGIN_DECLS

/* Each value's nick is its name in the record format and the tile
 * catalogue ("meeple", "famine", "cloister", "red"): the one list of those
 * names. */
#define BASTIDE_TYPE_PHASE (bastide_phase_get_type ())
#define BASTIDE_TYPE_PIECE_KIND (bastide_piece_kind_get_type ())
#define BASTIDE_TYPE_SECTOR (bastide_sector_get_type ())
#define BASTIDE_TYPE_CATEGORY (bastide_category_get_type ())
#define BASTIDE_TYPE_SCORE_REASON (bastide_score_reason_get_type ())
#define BASTIDE_TYPE_FEATURE_KIND (bastide_feature_kind_get_type ())
#define BASTIDE_TYPE_COLOR (bastide_color_get_type ())
#define BASTIDE_TYPE_EXPANSIONS (bastide_expansions_get_type ())

GType        bastide_phase_get_type            (void) G_GNUC_CONST;
GType        bastide_piece_kind_get_type       (void) G_GNUC_CONST;
GType        bastide_sector_get_type           (void) G_GNUC_CONST;
GType        bastide_category_get_type         (void) G_GNUC_CONST;
GType        bastide_score_reason_get_type     (void) G_GNUC_CONST;
GType        bastide_feature_kind_get_type     (void) G_GNUC_CONST;
GType        bastide_color_get_type            (void) G_GNUC_CONST;
GType        bastide_expansions_get_type       (void) G_GNUC_CONST;

const char  *bastide_enum_to_nick              (GType        type,
                                                int          value);
int          bastide_enum_from_nick            (GType        type,
                                                const char  *nick);

G_END_DECLS
