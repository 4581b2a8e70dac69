/* bastide-recount.h: an independent recount of a game, for the property tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A second, deliberately simple implementation of the rules in
 * shared/spec/rules.md. It reads only the tile catalogue (cells, edge and
 * port features, feature definitions) and the decisions of a game; it
 * keeps its own board, pieces, scores, Wheel of Fortune state and river
 * end, and finds features by flood fill whenever the board changes. It
 * never looks at the engine's nodes, union-find, aggregates or scoring
 * code, so the property tests can compare the two after every decision.
 *
 * Pieces are named by (slot, feature) where slot is the order in which
 * tiles were placed (the start tile is slot 0), as in the engine.
 */

#pragma once

#include <glib.h>

#include "bastide-state.h"

G_BEGIN_DECLS

#define RC_GRID 160
#define RC_OFFSET 80
#define RC_MAX_TILES 130
#define RC_MAX_PIECES 96
#define RC_NODES (RC_MAX_TILES * BASTIDE_MAX_FEATURES)

typedef struct
{
  int x, y;
  guint type;
  guint rot;
} RcTile;

typedef struct
{
  int owner;
  int kind;       /* BastidePieceKind */
  int slot;       /* -1 on a crown space */
  int feature;    /* -1 on a crown space */
  int corner;     /* barn: the corner of its tile, else -1 */
  int crown;      /* sector of a crown space, else -1 */
} RcPiece;

typedef struct
{
  int kind;           /* BastideFeatureKind */
  gboolean complete;
  guint tiles;        /* distinct tiles */
  guint shields;
  guint first;        /* members are order[first .. first + size) */
  guint size;
} RcComp;

/* How often each rule fired (with pieces present), so a test can show
 * that its games reach the rules it claims to check. */
typedef enum
{
  RC_FIRED_ROAD,
  RC_FIRED_CITY,
  RC_FIRED_CLOISTER,
  RC_FIRED_GARDEN,
  RC_FIRED_TIE,             /* a feature scored for several players */
  RC_FIRED_MAYOR,           /* a scored city held a mayor */
  RC_FIRED_NOBODY,          /* pieces but no weight: a mayor alone, no shield */
  RC_FIRED_BARN_PLACED,
  RC_FIRED_BARN_JOINED,
  RC_FIRED_RECALL,
  RC_FIRED_WAGON,           /* a wagon returned from a scored feature */
  RC_FIRED_FINAL_FEATURE,
  RC_FIRED_FINAL_FIELD,
  RC_FIRED_FINAL_BARN,
  RC_FIRED_FORTUNE,
  RC_FIRED_TAX,
  RC_FIRED_FAMINE,
  RC_FIRED_STORM,
  RC_FIRED_INQUISITION,
  RC_FIRED_PLAGUE,
  RC_FIRED_CROWN,
  RC_N_FIRED
} RcFired;

typedef struct
{
  BastideRules rules;
  guint n_players;
  gboolean wheel, river, abbot, abbey_mayor;

  int score[BASTIDE_MAX_PLAYERS];
  gboolean abbey_in_hand[BASTIDE_MAX_PLAYERS];

  guint n_tiles;
  RcTile tiles[RC_MAX_TILES];
  guint8 grid[RC_GRID * RC_GRID];  /* slot + 1, or 0 */
  int min_x, max_x, min_y, max_y;

  guint n_pieces;
  RcPiece pieces[RC_MAX_PIECES];

  int pig;                          /* BastideSector */

  /* The river: where it must continue and its last curve. */
  gboolean river_open;
  int river_x, river_y, river_side;
  int river_turn;

  /* This turn: the field a barn was put on, and the wagons to move. */
  int barn_comp;
  guint n_wagons;
  int wagon_owner[BASTIDE_MAX_PLAYERS];
  int wagon_from[BASTIDE_MAX_PLAYERS];  /* component that scored */
  int wagon_tile[BASTIDE_MAX_PLAYERS];  /* slot the wagon stood on */

  /* Features, recomputed by flood fill after every placement. */
  gboolean labels_valid;
  gint16 label[RC_NODES];           /* node slot * 10 + feature → component */
  guint n_comps;
  RcComp comps[RC_NODES];
  guint16 order[RC_NODES];

  guint fired[RC_N_FIRED];

  /* Set by any check that fails; the first message is kept. */
  char *problem;
} BastideRecount;

void      rc_init              (BastideRecount     *rc,
                                const BastideRules *rules);
void      rc_clear             (BastideRecount     *rc);
const char *rc_fired_name      (RcFired             rule);
void      rc_problem           (BastideRecount     *rc,
                                const char         *format,
                                ...) G_GNUC_PRINTF (2, 3);

/* Looking */
int       rc_slot_at           (const BastideRecount *rc,
                                int                 x,
                                int                 y);
const BastideCellDef *rc_cell_at (const BastideRecount *rc,
                                int                 x,
                                int                 y,
                                int                *slot);
int       rc_comp_of           (BastideRecount     *rc,
                                int                 slot,
                                int                 feature);
guint     rc_neighbours        (const BastideRecount *rc,
                                int                 x,
                                int                 y);
guint     rc_completed_cities  (BastideRecount     *rc,
                                int                 field_comp);
guint     rc_pieces_out        (const BastideRecount *rc,
                                int                 player,
                                int                 kind);
gboolean  rc_has_land_follower (const BastideRecount *rc,
                                int                 player);
gboolean  rc_any_land_follower (const BastideRecount *rc);

/* Legal moves, as the rules give them */
guint     rc_list_placements   (const BastideRecount *rc,
                                guint               type,
                                BastidePlacement   *out);
guint     rc_list_holes        (const BastideRecount *rc,
                                BastidePlacement   *out);
guint     rc_list_deploys      (BastideRecount     *rc,
                                int                 player,
                                BastideDeploy      *out);
guint     rc_list_wagon_targets (BastideRecount    *rc,
                                int                *comps);

/* Decisions */
gboolean  rc_draw              (BastideRecount     *rc,
                                guint               type,
                                int                 active);
void      rc_plague            (BastideRecount     *rc,
                                int                 piece);
void      rc_score_crowns      (BastideRecount     *rc);
void      rc_place             (BastideRecount     *rc,
                                guint               type,
                                int                 x,
                                int                 y,
                                guint               rot);
void      rc_play_abbey        (BastideRecount     *rc,
                                int                 player,
                                int                 x,
                                int                 y);
void      rc_deploy            (BastideRecount     *rc,
                                int                 player,
                                const BastideDeploy *deploy);
void      rc_recall_abbot      (BastideRecount     *rc,
                                int                 player);
void      rc_score_turn        (BastideRecount     *rc,
                                int                 active);
void      rc_move_wagon        (BastideRecount     *rc,
                                int                 slot,
                                int                 feature);
void      rc_wagon_home        (BastideRecount     *rc);
void      rc_final_scoring     (BastideRecount     *rc);

G_END_DECLS
