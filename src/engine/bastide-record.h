/* bastide-record.h: game records (saved games, scenarios, tests) in JSON
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>
#include <json-glib/json-glib.h>

#include "bastide-setup.h"
#include "bastide-state.h"

G_BEGIN_DECLS

#define BASTIDE_RECORD_ERROR (bastide_record_error_quark ())

typedef enum
{
  BASTIDE_RECORD_ERROR_SYNTAX,   /* not JSON */
  BASTIDE_RECORD_ERROR_INVALID,  /* JSON, but not a valid record */
  BASTIDE_RECORD_ERROR_IO,
} BastideRecordError;

typedef enum
{
  BASTIDE_TURN_TILE,
  BASTIDE_TURN_DISCARD,
  BASTIDE_TURN_ABBEY,
  BASTIDE_TURN_PASS,
} BastideTurnKind;

#define BASTIDE_FEATURE_ID_LEN 12

/* A feature named by any cell of it: the wagon's target, a plague return. */
typedef struct
{
  gboolean home;           /* wagons: "home"; plague: null */
  int x, y;
  char on[BASTIDE_FEATURE_ID_LEN];
} BastideFeatureRef;

typedef struct
{
  BastideTurnKind kind;
  int tile;                /* tile type, or -1 when left out */
  int x, y;
  guint rot;               /* quarter turns */
  gboolean has_deploy;
  BastidePieceKind piece;
  char on[BASTIDE_FEATURE_ID_LEN];  /* "" for a barn or a crown */
  int corner;
  int crown;
  gboolean recall;
  gboolean has_plague;
  guint n_plague;
  BastideFeatureRef plague[BASTIDE_MAX_PLAYERS + 2];
  gboolean has_wagons;
  guint n_wagons;
  BastideFeatureRef wagons[BASTIDE_MAX_PLAYERS + 2];
} BastideTurn;

typedef struct _BastideRecord BastideRecord;

GQuark          bastide_record_error_quark    (void);

BastideRecord  *bastide_record_new            (const BastideRules   *rules,
                                               guint64               seed);
BastideRecord  *bastide_record_load_file      (const char           *path,
                                               GError              **error);
BastideRecord  *bastide_record_load_data      (const char           *data,
                                               gssize                length,
                                               const char           *name,
                                               GError              **error);
BastideRecord  *bastide_record_load_draft     (const char           *data,
                                               gssize                length,
                                               const char           *name,
                                               GError              **error);
BastideRecord  *bastide_record_new_from_setup (const BastideSetup   *setup,
                                               GError              **error);
void            bastide_record_free           (BastideRecord        *record);
guint           bastide_record_max_turns      (const BastideState   *start);

const BastideRules *bastide_record_get_rules  (const BastideRecord  *record);
guint64         bastide_record_get_seed       (const BastideRecord  *record);
const BastideRecordPlayer *bastide_record_get_player (const BastideRecord *record,
                                                      guint              index);
void            bastide_record_set_player     (BastideRecord        *record,
                                               guint                 index,
                                               const char           *name,
                                               BastideColor          color);
const BastideSetup *bastide_record_get_setup  (const BastideRecord  *record);
gboolean        bastide_record_is_draft       (const BastideRecord  *record);
GHashTable     *bastide_record_get_extras     (const BastideRecord  *record);
const BastideState *bastide_record_get_start  (const BastideRecord  *record);
void            bastide_record_set_start      (BastideRecord        *record,
                                               const BastideState   *start);
const BastideEvents *bastide_record_get_begin_events (const BastideRecord *record);
guint           bastide_record_get_n_turns    (const BastideRecord  *record);
const BastideTurn *bastide_record_get_turn    (const BastideRecord  *record,
                                               guint                 index);
void            bastide_record_append_turn    (BastideRecord        *record,
                                               const BastideTurn    *turn);
void            bastide_record_truncate       (BastideRecord        *record,
                                               guint                 n_turns);
void            bastide_record_set_extra      (BastideRecord        *record,
                                               const char           *key,
                                               const char           *value);
const char     *bastide_record_get_extra      (const BastideRecord  *record,
                                               const char           *key);

/* A turn written as its decisions are taken (random play, the model). */
void            bastide_turn_init             (BastideTurn          *turn);
void            bastide_turn_set_deploy       (BastideTurn          *turn,
                                               const BastideState   *state,
                                               const BastideDeploy  *deploy);
void            bastide_turn_add_plague       (BastideTurn          *turn,
                                               const BastideState   *state,
                                               int                   x,
                                               int                   y,
                                               int                   feature);
void            bastide_turn_add_wagon        (BastideTurn          *turn,
                                               const BastideState   *state,
                                               int                   x,
                                               int                   y,
                                               int                   feature);

gboolean        bastide_record_play_turn      (const BastideRecord  *record,
                                               BastideState         *state,
                                               const BastideTurn    *turn,
                                               BastideEvents        *events,
                                               GError              **error);
gboolean        bastide_record_replay         (const BastideRecord  *record,
                                               BastideState         *state,
                                               guint                *n_played,
                                               GError              **error);

char           *bastide_record_to_data        (const BastideRecord  *record,
                                               gsize                *length);
gboolean        bastide_record_save           (const BastideRecord  *record,
                                               const char           *path,
                                               GError              **error);

/* Parts of the record format, for what shares it (puzzle answers, the
 * network's moves). */
void            bastide_record_build_turn     (JsonBuilder          *builder,
                                               const BastideTurn    *turn);
gboolean        bastide_record_parse_turn     (JsonNode             *node,
                                               const BastideRules   *rules,
                                               gboolean              tile_required,
                                               BastideTurn          *turn,
                                               GError              **error);
gboolean        bastide_record_parse_feature_ref (JsonNode             *node,
                                               gboolean              wagon,
                                               BastideFeatureRef    *ref,
                                               GError              **error);
void            bastide_record_build_feature_ref (JsonBuilder          *builder,
                                               const BastideFeatureRef *ref,
                                               gboolean              wagon);
gboolean        bastide_record_resolve_ref    (const BastideState   *state,
                                               const BastideFeatureRef *ref,
                                               int                  *feature,
                                               GError              **error);

const char     *bastide_color_name            (BastideColor          color);
int             bastide_color_from_name       (const char           *name);
const char     *bastide_piece_name            (BastidePieceKind      kind);
int             bastide_piece_from_name       (const char           *name);
const char     *bastide_sector_name           (BastideSector         sector);
int             bastide_sector_from_name      (const char           *name);
const char     *bastide_color_label          (BastideColor          color);
const char     *bastide_piece_label          (BastidePieceKind      kind);
const char     *bastide_sector_label         (BastideSector         sector);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BastideRecord, bastide_record_free)

G_END_DECLS
