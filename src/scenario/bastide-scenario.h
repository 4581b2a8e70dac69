/* bastide-scenario.h: an editable position (the editor's model)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A BastideScenario holds everything a record's `setup` can say (board,
 * pieces, scores, whose turn, abbeys, pig, draw pile) plus the game kind,
 * expansions, options and players. Unlike a BastideState it may hold a
 * position that breaks the rules: every edit is accepted when it can be
 * represented at all, and bastide_scenario_get_problems() lists what is
 * wrong (the engine's bastide_setup_check()), each problem with the square
 * it concerns. Every edit can be undone.
 */

#pragma once

#include <gio/gio.h>

#include "bastide-record.h"
#include "bastide-state.h"

G_BEGIN_DECLS

#define BASTIDE_TYPE_SCENARIO (bastide_scenario_get_type ())

G_DECLARE_FINAL_TYPE (BastideScenario, bastide_scenario, BASTIDE, SCENARIO, GObject)

#define BASTIDE_SCENARIO_ERROR (bastide_scenario_error_quark ())

typedef enum
{
  BASTIDE_SCENARIO_ERROR_EDIT,      /* the edit cannot be represented */
  BASTIDE_SCENARIO_ERROR_PROBLEMS,  /* the position breaks the rules */
  BASTIDE_SCENARIO_ERROR_FORMAT,    /* a file the editor cannot read */
} BastideScenarioError;

/* The tiles and pieces of a scenario are those of the engine's setup;
 * its problems (BastideProblem) are the engine's, in bastide-setup.h. */
typedef BastideSetupTile BastideScenarioTile;
typedef BastideSetupPiece BastideScenarioPiece;

/* One line of the palette: a tile type of the chosen sets and its copies. */
typedef struct
{
  guint type;
  const char *id;
  guint total;           /* copies the sets hold */
  guint on_board;
  guint in_pile;         /* named in an explicit pile */
  int remaining;         /* total - on_board - in_pile; negative: too many */
} BastidePaletteEntry;

GQuark            bastide_scenario_error_quark     (void);

BastideScenario  *bastide_scenario_new             (void);
BastideScenario  *bastide_scenario_new_from_state  (const BastideState   *state,
                                                    const BastideRecord  *record,
                                                    GError              **error);
BastideScenario  *bastide_scenario_new_from_record (const BastideRecord  *record,
                                                    guint                 n_turns,
                                                    GError              **error);
BastideScenario  *bastide_scenario_copy            (BastideScenario      *self);

/* Files: a record with `setup`, every field written out. An invalid
 * position is saved as a draft (extra key "draft": "true"); the loader
 * accepts drafts and builds them piece by piece. */
BastideScenario  *bastide_scenario_load_data       (const char           *data,
                                                    gssize                length,
                                                    const char           *name,
                                                    GError              **error);
BastideScenario  *bastide_scenario_load_file       (const char           *path,
                                                    GError              **error);
char             *bastide_scenario_to_data         (BastideScenario      *self,
                                                    gsize                *length);
gboolean          bastide_scenario_save            (BastideScenario      *self,
                                                    const char           *path,
                                                    GError              **error);
gboolean          bastide_scenario_is_draft        (BastideScenario      *self);
const char       *bastide_scenario_get_extra       (BastideScenario      *self,
                                                    const char           *key);
void              bastide_scenario_set_extra       (BastideScenario      *self,
                                                    const char           *key,
                                                    const char           *value);

/* Playing from here */
gboolean          bastide_scenario_to_state        (BastideScenario      *self,
                                                    BastideState         *state,
                                                    GError              **error);
BastideRecord    *bastide_scenario_to_record       (BastideScenario      *self,
                                                    GError              **error);

/* Problems */
GPtrArray        *bastide_scenario_get_problems    (BastideScenario      *self);
gboolean          bastide_scenario_get_valid       (BastideScenario      *self);

/* Undo */
gboolean          bastide_scenario_get_can_undo    (BastideScenario      *self);
gboolean          bastide_scenario_get_can_redo    (BastideScenario      *self);
const char       *bastide_scenario_get_undo_label  (BastideScenario      *self);
const char       *bastide_scenario_get_redo_label  (BastideScenario      *self);
gboolean          bastide_scenario_undo            (BastideScenario      *self);
gboolean          bastide_scenario_redo            (BastideScenario      *self);
void              bastide_scenario_begin_group     (BastideScenario      *self,
                                                    const char           *label);
void              bastide_scenario_end_group       (BastideScenario      *self);
void              bastide_scenario_clear_history   (BastideScenario      *self);

/* Game, expansions, options */
const BastideRules *bastide_scenario_get_rules     (BastideScenario      *self);
void              bastide_scenario_set_game        (BastideScenario      *self,
                                                    BastideGameKind       game);
gboolean          bastide_scenario_set_expansions  (BastideScenario      *self,
                                                    BastideExpansions     expansions,
                                                    GError              **error);
void              bastide_scenario_set_wagon_move_adjacent (BastideScenario *self,
                                                    gboolean              adjacent_tiles);
void              bastide_scenario_set_river_immediate_only (BastideScenario *self,
                                                    gboolean              immediate_only);

/* Players */
guint             bastide_scenario_get_n_players   (BastideScenario      *self);
gboolean          bastide_scenario_set_n_players   (BastideScenario      *self,
                                                    guint                 n_players,
                                                    GError              **error);
const char       *bastide_scenario_get_player_name (BastideScenario      *self,
                                                    guint                 player);
char             *bastide_scenario_dup_display_name (BastideScenario     *self,
                                                    guint                 player);
void              bastide_scenario_set_player_name (BastideScenario      *self,
                                                    guint                 player,
                                                    const char           *name);
BastideColor      bastide_scenario_get_player_color (BastideScenario     *self,
                                                    guint                 player);
void              bastide_scenario_set_player_color (BastideScenario     *self,
                                                    guint                 player,
                                                    BastideColor          color);
int               bastide_scenario_get_score       (BastideScenario      *self,
                                                    guint                 player);
gboolean          bastide_scenario_set_score       (BastideScenario      *self,
                                                    guint                 player,
                                                    int                   score,
                                                    GError              **error);
guint             bastide_scenario_get_to_move     (BastideScenario      *self);
void              bastide_scenario_set_to_move     (BastideScenario      *self,
                                                    guint                 player);
gboolean          bastide_scenario_get_abbey_in_hand (BastideScenario    *self,
                                                    guint                 player);
void              bastide_scenario_set_abbey_in_hand (BastideScenario    *self,
                                                    guint                 player,
                                                    gboolean              in_hand);
BastideSector     bastide_scenario_get_pig         (BastideScenario      *self);
void              bastide_scenario_set_pig         (BastideScenario      *self,
                                                    BastideSector         sector);

/* Tiles */
guint             bastide_scenario_get_n_tiles     (BastideScenario      *self);
const BastideScenarioTile *bastide_scenario_get_tile (BastideScenario    *self,
                                                    guint                 index);
int               bastide_scenario_find_tile       (BastideScenario      *self,
                                                    int                   x,
                                                    int                   y);
gboolean          bastide_scenario_place_tile      (BastideScenario      *self,
                                                    guint                 type,
                                                    int                   x,
                                                    int                   y,
                                                    guint                 rot,
                                                    GError              **error);
gboolean          bastide_scenario_place_tile_by_id (BastideScenario     *self,
                                                    const char           *id,
                                                    int                   x,
                                                    int                   y,
                                                    guint                 rot,
                                                    GError              **error);
gboolean          bastide_scenario_rotate_tile     (BastideScenario      *self,
                                                    int                   x,
                                                    int                   y,
                                                    guint                 rot,
                                                    GError              **error);
gboolean          bastide_scenario_move_tile       (BastideScenario      *self,
                                                    int                   x,
                                                    int                   y,
                                                    int                   to_x,
                                                    int                   to_y,
                                                    GError              **error);
gboolean          bastide_scenario_remove_tile     (BastideScenario      *self,
                                                    int                   x,
                                                    int                   y,
                                                    GError              **error);

/* Pieces */
guint             bastide_scenario_get_n_pieces    (BastideScenario      *self);
const BastideScenarioPiece *bastide_scenario_get_piece (BastideScenario  *self,
                                                    guint                 index);
GArray           *bastide_scenario_find_pieces     (BastideScenario      *self,
                                                    int                   x,
                                                    int                   y);
gboolean          bastide_scenario_add_piece       (BastideScenario      *self,
                                                    const BastideScenarioPiece *piece,
                                                    GError              **error);
gboolean          bastide_scenario_move_piece      (BastideScenario      *self,
                                                    guint                 index,
                                                    const BastideScenarioPiece *piece,
                                                    GError              **error);
gboolean          bastide_scenario_remove_piece    (BastideScenario      *self,
                                                    guint                 index,
                                                    GError              **error);

void              bastide_scenario_piece_init_feature (BastideScenarioPiece *piece,
                                                    guint                 player,
                                                    BastidePieceKind      kind,
                                                    int                   x,
                                                    int                   y,
                                                    int                   feature);
void              bastide_scenario_piece_init_barn (BastideScenarioPiece *piece,
                                                    guint                 player,
                                                    int                   x,
                                                    int                   y,
                                                    BastideCorner         corner);
void              bastide_scenario_piece_init_crown (BastideScenarioPiece *piece,
                                                    guint                 player,
                                                    BastideSector         sector);
gboolean          bastide_scenario_piece_init_on   (BastideScenario      *self,
                                                    BastideScenarioPiece *piece,
                                                    guint                 player,
                                                    BastidePieceKind      kind,
                                                    int                   x,
                                                    int                   y,
                                                    const char           *on,
                                                    GError              **error);

/* The draw pile: an explicit order (top first), or every tile of the sets
 * not on the board, shuffled with the seed. */
gboolean          bastide_scenario_get_pile_fixed  (BastideScenario      *self);
guint64           bastide_scenario_get_seed        (BastideScenario      *self);
guint             bastide_scenario_get_pile_length (BastideScenario      *self);
guint             bastide_scenario_get_pile_tile   (BastideScenario      *self,
                                                    guint                 index);
void              bastide_scenario_set_pile_shuffled (BastideScenario    *self,
                                                    guint64               seed);
gboolean          bastide_scenario_set_pile        (BastideScenario      *self,
                                                    const guint          *types,
                                                    guint                 n_types,
                                                    GError              **error);
gboolean          bastide_scenario_set_pile_ids    (BastideScenario      *self,
                                                    const char * const   *ids,
                                                    GError              **error);
gboolean          bastide_scenario_pile_insert     (BastideScenario      *self,
                                                    int                   position,
                                                    guint                 type,
                                                    GError              **error);
gboolean          bastide_scenario_pile_remove     (BastideScenario      *self,
                                                    guint                 position,
                                                    GError              **error);
gboolean          bastide_scenario_pile_move       (BastideScenario      *self,
                                                    guint                 from,
                                                    guint                 to,
                                                    GError              **error);
int               bastide_scenario_get_top_tile    (BastideScenario      *self);

/* The palette: every tile of the chosen sets with its copies, in catalogue
 * order; `search` (may be NULL) keeps the ids that contain it, ignoring
 * case. */
GArray           *bastide_scenario_list_palette    (BastideScenario      *self);

G_END_DECLS
