/* bastide-model-types.h: shared types of the model layer
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

#include "bastide-enums.h"
#include "bastide-record.h"
#include "bastide-state.h"

G_BEGIN_DECLS

/**
 * BastidePlayerKind:
 * @BASTIDE_PLAYER_PERSON: a person at this computer (hot-seat)
 * @BASTIDE_PLAYER_COMPUTER: a computer player, of some #BastideComputerLevel
 * @BASTIDE_PLAYER_REMOTE: a player over the network: their decisions come in
 *   through bastide_game_submit_turn() (src/net/)
 *
 * Who makes a player's decisions.
 */
typedef enum
{
  BASTIDE_PLAYER_PERSON,
  BASTIDE_PLAYER_COMPUTER,
  BASTIDE_PLAYER_REMOTE,
} BastidePlayerKind;

/**
 * BastideComputerLevel:
 * @BASTIDE_COMPUTER_EASY: plays legal moves with little thought
 * @BASTIDE_COMPUTER_MEDIUM: takes points where it sees them
 * @BASTIDE_COMPUTER_HARD: the strongest level
 * @BASTIDE_COMPUTER_GREEDY: takes the best move of the moment without
 *   searching (fast: servers and tests)
 *
 * How strong a computer player is. Ignored for persons.
 */
typedef enum
{
  BASTIDE_COMPUTER_EASY,
  BASTIDE_COMPUTER_MEDIUM,
  BASTIDE_COMPUTER_HARD,
  BASTIDE_COMPUTER_GREEDY,
} BastideComputerLevel;

/**
 * BastidePlayerSetup:
 * @name: (nullable): the player's name; %NULL uses the colour's name
 * @color: the player's colour; colours must differ
 * @kind: person or computer
 * @level: the strength of a computer player
 *
 * One seat at the table, for bastide_game_new().
 */
typedef struct
{
  const char *name;
  BastideColor color;
  BastidePlayerKind kind;
  BastideComputerLevel level;
} BastidePlayerSetup;

/**
 * BastideFeatureCell:
 * @x: column of the tile on the board
 * @y: row of the tile on the board
 * @feature: index of the feature on that tile (in the tile type's
 *   catalogue list, as bastide_tile_type_feature() returns it), or -1
 *
 * One piece of a feature: a feature spans several tiles, and the list of
 * its cells is what a view needs to highlight it. For the Wheel of Fortune
 * board (a 4×4 tile), @x and @y are those of its top-left cell.
 */
typedef struct
{
  int x;
  int y;
  int feature;
} BastideFeatureCell;

/**
 * BastideBoardTile:
 * @x: column of the tile on the board (the wheel board: of its north-west
 *   cell)
 * @y: row
 * @type: the catalogue index of its type (bastide_catalogue_get())
 * @rot: quarter turns clockwise
 *
 * A tile lying on the board.
 */
typedef struct
{
  int x;
  int y;
  guint type;
  guint rot;
} BastideBoardTile;

/**
 * BastideBoardPiece:
 * @owner: the player it belongs to
 * @kind: the piece
 * @x: column of the tile it stands on (the wheel board for a crown space)
 * @y: row of that tile
 * @feature: the feature index on that tile, or -1 (a barn, a crown space)
 * @corner: a barn's #BastideCorner, or -1
 * @crown: the #BastideSector of a crown space, or -1
 * @on: the kind of feature it stands on (a farmer lies in a field);
 *   meaningless on a crown space
 * @rank: its place among the pieces on the same spot, from 0
 * @count: how many pieces share that spot (they stand side by side)
 *
 * A piece on the board or on a crown space of the wheel.
 */
typedef struct
{
  guint owner;
  BastidePieceKind kind;
  int x;
  int y;
  int feature;
  int corner;
  int crown;
  BastideFeatureKind on;
  guint rank;
  guint count;
} BastideBoardPiece;

/**
 * BastidePieceMove:
 * @player: the owner
 * @kind: the piece
 * @x: column of the tile it now stands on (#BastideGame::piece-deployed)
 *   or stood on (#BastideGame::piece-returned); for a crown space, of the
 *   wheel board
 * @y: row of that tile
 * @feature: the feature index on that tile, or -1 (a barn, a crown space)
 * @corner: a barn's #BastideCorner, or -1
 * @crown: the #BastideSector of a crown space, or -1
 * @cause: why it went home (#BastideGame::piece-returned only)
 * @from_x: a wagon moving on (#BastideGame::piece-deployed): the column
 *   of the tile it stood on
 * @from_y: that tile's row
 * @from_feature: the feature it stood on, or -1 for a piece deployed from
 *   its owner's supply
 *
 * A piece put on the board or going back to its owner, as the engine
 * reported it and the game's signals carry it.
 */
typedef struct
{
  guint player;
  BastidePieceKind kind;
  int x;
  int y;
  int feature;
  int corner;
  int crown;
  BastideReturnCause cause;
  int from_x;
  int from_y;
  int from_feature;
} BastidePieceMove;

/**
 * BastideSquareOdds:
 * @fits: copies of the tiles left in the pile that fit the square
 * @tiles_left: tiles in the pile
 * @next_fits: of the tiles the next draw may bring, those that fit
 * @next_draws: the tiles the next draw may bring: the whole pile, the
 *   river's tiles while the river is laid, or its top when the order of
 *   the pile is set
 * @in_hand: the tile in hand fits there
 * @abbey: someone holds an abbey, which fills any empty square once tiles
 *   lie on its four sides
 * @closed: tiles lie on its four sides
 * @dead: nothing left can ever fill it
 *
 * What the tiles left hold for an empty square next to the board.
 */
typedef struct
{
  guint fits;
  guint tiles_left;
  guint next_fits;
  guint next_draws;
  gboolean in_hand;
  gboolean abbey;
  gboolean closed;
  gboolean dead;
} BastideSquareOdds;

/**
 * BastideFeatureInfo:
 * @kind: what the feature is
 * @complete: a city or road with no open edge, a cloister or garden with
 *   all eight neighbours; never a field
 * @tiles: the tiles it spans; for a cloister or garden, the squares of its
 *   nine (itself and its neighbours) that hold a tile
 * @shields: a city's shields
 * @pieces: how many of each player's pieces stand on it (barns apart)
 * @barns: barns on a field
 *
 * What a feature on the board amounts to now, for telling it in words.
 */
typedef struct
{
  BastideFeatureKind kind;
  gboolean complete;
  guint tiles;
  guint shields;
  guint pieces[BASTIDE_MAX_PLAYERS];
  guint barns;
} BastideFeatureInfo;

/**
 * BastideMoveKind:
 * @BASTIDE_MOVE_DRAW: draw the next tile
 * @BASTIDE_MOVE_PLAGUE: return the follower on (@x, @y, @feature) to the
 *   plague; @feature -1: the player has none on a land tile
 * @BASTIDE_MOVE_PLACE: place the tile in hand at (@x, @y), turned @rot
 * @BASTIDE_MOVE_DISCARD: put away a tile that fits nowhere
 * @BASTIDE_MOVE_DEPLOY: put @deploy on the tile just placed; no piece
 *   when @has_deploy is %FALSE
 * @BASTIDE_MOVE_RECALL_ABBOT: take the abbot back instead of deploying
 * @BASTIDE_MOVE_WAGON: move the waiting wagon to (@x, @y, @feature)
 * @BASTIDE_MOVE_WAGON_HOME: send the waiting wagon home
 * @BASTIDE_MOVE_ABBEY: play the abbey into the hole at (@x, @y)
 * @BASTIDE_MOVE_PASS: keep the abbey in the abbey round
 *
 * One step of a turn, as the #BastideGame step functions take it.
 */
typedef enum
{
  BASTIDE_MOVE_DRAW,
  BASTIDE_MOVE_PLAGUE,        /* x, y, feature; feature -1: none */
  BASTIDE_MOVE_PLACE,         /* x, y, rot */
  BASTIDE_MOVE_DISCARD,
  BASTIDE_MOVE_DEPLOY,        /* deploy; has_deploy FALSE: no piece */
  BASTIDE_MOVE_RECALL_ABBOT,
  BASTIDE_MOVE_WAGON,         /* x, y, feature */
  BASTIDE_MOVE_WAGON_HOME,
  BASTIDE_MOVE_ABBEY,         /* x, y */
  BASTIDE_MOVE_PASS,
} BastideMoveKind;

/**
 * BastideMove:
 * @kind: which step
 * @x: column, for the kinds that name a cell
 * @y: row
 * @rot: quarter turns clockwise (%BASTIDE_MOVE_PLACE)
 * @feature: feature index on the tile at (@x, @y), or -1
 * @has_deploy: whether a %BASTIDE_MOVE_DEPLOY puts a piece
 * @deploy: that piece
 *
 * A step and its arguments: what a computer player or a suggestion
 * chose.
 */
typedef struct
{
  BastideMoveKind kind;
  int x, y;
  guint rot;
  int feature;
  gboolean has_deploy;
  BastideDeploy deploy;
} BastideMove;

/**
 * BastideTurnPart:
 * @player: the player who decided
 * @turn: the index the turn element will have in the record: the number
 *   of record turns before it
 * @part: the members of that turn element @player decided: the mover's
 *   tile and piece (or discard, abbey, pass), one plague answer or one
 *   wagon move (docs/network.md)
 *
 * A player's decision as a part of a record turn element, as
 * #BastideGame::turn-part carries it.
 */
typedef struct
{
  guint player;
  guint turn;
  BastideTurn part;
} BastideTurnPart;

/* GTypes of the model's own types; the engine's enums have theirs in
 * bastide-enums.h. */
#define BASTIDE_TYPE_PLAYER_KIND (bastide_player_kind_get_type ())
#define BASTIDE_TYPE_COMPUTER_LEVEL (bastide_computer_level_get_type ())
#define BASTIDE_TYPE_TURN_PART (bastide_turn_part_get_type ())
#define BASTIDE_TYPE_BOARD_TILE (bastide_board_tile_get_type ())
#define BASTIDE_TYPE_PIECE_MOVE (bastide_piece_move_get_type ())

GType        bastide_player_kind_get_type      (void) G_GNUC_CONST;
GType        bastide_computer_level_get_type   (void) G_GNUC_CONST;
GType        bastide_turn_part_get_type        (void) G_GNUC_CONST;
GType        bastide_board_tile_get_type       (void) G_GNUC_CONST;
GType        bastide_piece_move_get_type       (void) G_GNUC_CONST;

/* Stable names, as stored in records ("easy", "medium", "hard", "greedy"). */
const char  *bastide_computer_level_name       (BastideComputerLevel level);
int          bastide_computer_level_from_name  (const char          *name);
/* Translated names, for the interface. */
const char  *bastide_computer_level_label      (BastideComputerLevel level);
const char  *bastide_category_label            (BastideCategory      category);

G_END_DECLS
