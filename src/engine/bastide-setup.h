/* bastide-setup.h: a position as a record sets it up, before the rules
 * judge it, and every problem the rules find in it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A BastideSetup holds what a record says before its turns: the game, its
 * players and seed, and the position of its "setup" (board, pieces,
 * scores, whose turn, abbeys in hand, the pig, the pile). Unlike a
 * BastideState it may break the rules: the record reader builds it
 * leniently, and bastide_setup_check() lists every problem, each with the
 * square, tile, piece or pile entry it concerns and a sentence in the
 * board game's words, while it builds the position. Saved games, the
 * editor's scenarios and puzzles all go through it.
 */

#pragma once

#include <glib-object.h>
#include <json-glib/json-glib.h>

#include "bastide-state.h"

G_BEGIN_DECLS

typedef enum
{
  BASTIDE_COLOR_RED,
  BASTIDE_COLOR_GREEN,
  BASTIDE_COLOR_BLUE,
  BASTIDE_COLOR_YELLOW,
  BASTIDE_COLOR_BLACK,
  BASTIDE_COLOR_PINK,
  BASTIDE_N_COLORS
} BastideColor;

typedef struct
{
  char *name;
  BastideColor color;
} BastideRecordPlayer;

/* A tile on the board; (x, y) is its square (the wheel board's top-left). */
typedef struct
{
  guint type;
  int x, y;
  guint rot;             /* quarter turns clockwise */
} BastideSetupTile;

/* A piece: on `feature` of the tile at (x, y), on `corner` of it (a barn),
 * or on a crown space of sector `crown` (then x, y mean nothing). Unused
 * fields are -1. */
typedef struct
{
  guint player;
  BastidePieceKind kind;
  int x, y;
  int feature;
  int corner;
  int crown;
} BastideSetupPiece;

typedef struct
{
  BastideRules rules;
  guint64 seed;
  BastideRecordPlayer players[BASTIDE_MAX_PLAYERS];
  int scores[BASTIDE_MAX_PLAYERS];
  gboolean abbeys[BASTIDE_MAX_PLAYERS];  /* the abbey still in hand */
  guint to_move;
  BastideSector pig;
  GArray *tiles;              /* BastideSetupTile, in the order set up */
  GArray *pieces;             /* BastideSetupPiece */
  gboolean pile_fixed;
  GArray *pile;               /* guint tile types, top first (pile_fixed) */
} BastideSetup;

typedef enum
{
  BASTIDE_PROBLEM_EDGES,            /* neighbouring edges do not match */
  BASTIDE_PROBLEM_NOT_IN_GAME,      /* a tile of a set not chosen */
  BASTIDE_PROBLEM_COPIES,           /* more copies than the sets hold */
  BASTIDE_PROBLEM_DISCONNECTED,     /* tiles apart from the rest */
  BASTIDE_PROBLEM_RIVER,            /* the river turns the same way twice */
  BASTIDE_PROBLEM_PIECE_NOT_IN_GAME,
  BASTIDE_PROBLEM_SUPPLY,           /* more pieces than a player owns */
  BASTIDE_PROBLEM_PIECE_PLACE,      /* a piece where it may not stand */
  BASTIDE_PROBLEM_BARN,             /* barn corner, barn field, farmers */
  BASTIDE_PROBLEM_CROWN,            /* too many followers on a sector */
  BASTIDE_PROBLEM_PILE,             /* the pile names tiles not available */
  BASTIDE_PROBLEM_PLAYERS,          /* player count or colours */
  BASTIDE_PROBLEM_ENGINE,           /* anything else the rules refuse */
} BastideProblemKind;

/* One problem of a position: a translated sentence, and where it is.
 * `x`, `y` are meaningful when `has_cell` is set, `side` (a BastideSide)
 * names the side of that square where edges do not match; the others are
 * -1 when the problem concerns no such side, board tile, piece, pile entry
 * or player (whose colour another player has). */
typedef struct
{
  BastideProblemKind kind;
  char *message;
  gboolean has_cell;
  int x, y;
  int side;
  int tile_index;
  int piece_index;
  int pile_index;
  int player_index;
} BastideProblem;

#define BASTIDE_TYPE_PROBLEM (bastide_problem_get_type ())

GType             bastide_problem_get_type         (void) G_GNUC_CONST;
BastideProblem   *bastide_problem_copy             (const BastideProblem *problem);
void              bastide_problem_free             (BastideProblem       *problem);
gboolean          bastide_problem_equal            (const BastideProblem *a,
                                                    const BastideProblem *b);

BastideSetup     *bastide_setup_new                (const BastideRules   *rules);
BastideSetup     *bastide_setup_copy               (const BastideSetup   *setup);
void              bastide_setup_free               (BastideSetup         *setup);
gboolean          bastide_setup_equal              (const BastideSetup   *a,
                                                    const BastideSetup   *b);
void              bastide_setup_add_start_tile     (BastideSetup         *setup);
void              bastide_setup_set_position       (BastideSetup         *setup,
                                                    const BastideState   *state);

guint             bastide_setup_tile_width         (const BastideSetup   *setup,
                                                    guint                 index);
int               bastide_setup_find_tile          (const BastideSetup   *setup,
                                                    int                   x,
                                                    int                   y);
const BastideCellDef *bastide_setup_cell_at        (const BastideSetup   *setup,
                                                    int                   x,
                                                    int                   y,
                                                    int                  *index);
char             *bastide_setup_dup_display_name   (const BastideSetup   *setup,
                                                    guint                 player);

gboolean          bastide_setup_check              (const BastideSetup   *setup,
                                                    BastideState         *state,
                                                    GPtrArray            *problems);

void              bastide_setup_build              (JsonBuilder          *builder,
                                                    const BastideSetup   *setup,
                                                    gboolean              with_position,
                                                    GHashTable           *extras);
char             *bastide_setup_to_data            (const BastideSetup   *setup,
                                                    GHashTable           *extras,
                                                    gsize                *length);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BastideProblem, bastide_problem_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (BastideSetup, bastide_setup_free)

G_END_DECLS
