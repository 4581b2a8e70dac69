/* bastide-game.h: a running game, as GObject properties and signals
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * BastideGame owns the game record (setup, players, turns so far) and the
 * current position, which views read through the getters below (never
 * the engine's BastideState: that is bastide-model-private.h's, for the
 * CLI and the tests). Widgets act through the step functions below, which
 * refuse illegal moves with the engine's reason (BASTIDE_RULE_ERROR), and
 * learn what happened from the signals. A step first tells what it was
 * (tile-drawn, tile-placed, or piece-deployed for the piece put), then
 * forwards the engine's events in the engine's order: wheel-turned,
 * plague, feature-scored (each followed by the piece-returned of the
 * pieces it sent home), piece-returned (plague, recalled abbot) and
 * piece-deployed (a wagon moving on); then score-changed for each player
 * whose score changed. When the step ends the game, the end-of-game
 * scoring follows (feature-scored…: roads, cities, cloisters, fields,
 * barns; score-changed…) and game-over; when it ends a turn,
 * turn-started for the next player. Nothing is worked out again by
 * comparing positions: the signals carry what the engine reported.
 *
 * Property notifications come after the step's signals and before
 * turn-started / game-over. Undo, redo and loading change the whole
 * position at once: they emit only position-changed (plus notifications).
 *
 * Signals
 *
 *   tile-drawn       (guint player, guint tile_type)
 *   wheel-turned     (BastideSector sector, guint steps)
 *                    Wheel of Fortune: the pig moved @steps sectors and now
 *                    stands on @sector.
 *   plague           (guint player)
 *                    The pig reached PLAGUE and someone has a follower on a
 *                    land tile: from @player (who drew) on, in turn order,
 *                    each player with followers on land tiles returns one
 *                    (bastide_game_plague_return()). Players without such a
 *                    follower are answered for automatically.
 *   tile-placed      (BastideBoardTile *tile, guint player)
 *                    Also for an abbey (bastide_game_play_abbey()), rot 0.
 *   piece-deployed   (BastidePieceMove *move)
 *                    A piece put down: on a feature of the tile at (x, y),
 *                    a barn on a corner, or a follower on a crown space
 *                    (x, y then those of the wheel board); also a wagon
 *                    moving on after its feature scored (from_x, from_y,
 *                    from_feature: where it stood).
 *   piece-returned   (BastidePieceMove *move)
 *                    A piece went back to its owner's supply: where it
 *                    stood and why (cause: scored, recalled, plague,
 *                    crown).
 *   feature-scored   (BastideScoring *scoring)
 *                    With the engine's breakdown (tiles, shields, cities
 *                    and what each is worth, each player's strength). Also
 *                    for Wheel of Fortune events (no cells then).
 *   score-changed    (guint player, int score, int delta)
 *                    Once per player whose score changed in the step.
 *   turn-started     (guint player)
 *                    A new turn begins (after a discard, the same player
 *                    draws again: turn-started is emitted again).
 *   game-over        ()
 *   position-changed ()
 *                    The whole position changed (undo, redo, new record):
 *                    redraw everything (tiles, pieces, the wheel).
 *   turn-part        (BastideTurnPart *part)
 *                    A player settled their part of the turn element that
 *                    will be record turn part->turn: the mover's tile and
 *                    piece (or discard, abbey, pass), one plague answer or
 *                    one wagon move (docs/network.md). After the step's
 *                    own signal.
 *   draw-requested   (guint player)
 *                    A mirror's local player wants a tile: the host draws
 *                    it (bastide_game_submit_draw() brings it).
 *   player-changed   (guint player)
 *                    The player's kind or level changed, they resigned, or
 *                    their connection went away or came back.
 *
 * Properties (all read-only except computer-delay and autosave; notify only
 * when the value changes)
 *
 *   phase            BastidePhase   (BASTIDE_TYPE_PHASE)
 *   current-player   guint          whose turn it is (state->to_move)
 *   deciding-player  guint          who must decide now: the current player,
 *                                   except in PLAGUE (the player answering)
 *                                   and WAGONS (the wagon's owner)
 *   tiles-left       guint          tiles still in the pile
 *   tile-in-hand     int            tile type drawn, or -1
 *   turn-number      guint          turns completed (state->turn)
 *   n-players        guint
 *   can-undo         gboolean
 *   can-redo         gboolean
 *   is-over          gboolean
 *   file             GFile *        where the game was last saved or opened
 *                                   (NULL for a new game or an autosave)
 *   modified         gboolean       changed since it was saved or opened
 *   thinking         gboolean       a computer player is choosing its move
 *   computer-delay   guint          milliseconds between a computer player's
 *                                   steps (default 0; the window sets it so
 *                                   people can follow)
 *   autosave         gboolean       write the autosave file after every
 *                                   completed turn (default FALSE: the
 *                                   application turns it on; tests and the
 *                                   editor leave it off)
 */

#pragma once

#include <gio/gio.h>

#include "bastide-model-types.h"
#include "bastide-scoring.h"
#include "bastide-costly-move.h"
#include "bastide-suggestion.h"
#include "bastide-tile-count.h"

G_BEGIN_DECLS

#define BASTIDE_GAME_ERROR (bastide_game_error_quark ())

typedef enum
{
  BASTIDE_GAME_ERROR_COMPUTER_TURN,  /* a computer player decides now */
  BASTIDE_GAME_ERROR_NO_UNDO,
  BASTIDE_GAME_ERROR_NO_REDO,
  BASTIDE_GAME_ERROR_NO_FILE,        /* save without a file */
  BASTIDE_GAME_ERROR_POSITION_CHANGED, /* a suggestion for a past position */

  BASTIDE_GAME_ERROR_REMOTE_TURN,    /* a player over the network decides now */
  BASTIDE_GAME_ERROR_NOT_DECIDING,   /* a submitted part is not that player's now */
  BASTIDE_GAME_ERROR_TOURNAMENT,     /* no hints in a tournament game */
  BASTIDE_GAME_ERROR_REPLAY,         /* a replay's position is only shown */
} BastideGameError;

#define BASTIDE_TYPE_GAME (bastide_game_get_type ())

G_DECLARE_FINAL_TYPE (BastideGame, bastide_game, BASTIDE, GAME, GObject)

GQuark              bastide_game_error_quark            (void);

/* Starting. new() uses rules->n_players entries of @players and the
 * standard start shuffled with @seed; new_from_setup() takes a record of a
 * position (the scenario editor's) and seats @players at it;
 * new_from_record() takes ownership of @record and replays its turns;
 * new_from_file()
 * loads a .bastide record, and its errors name the file and the place
 * (key path, line and column, or turn). */
BastideGame        *bastide_game_new                    (const BastideRules        *rules,
                                                         const BastidePlayerSetup  *players,
                                                         guint64                    seed,
                                                         GError                   **error);
BastideGame        *bastide_game_new_from_setup         (BastideRecord             *setup,
                                                         const BastidePlayerSetup  *players,
                                                         GError                   **error);
BastideGame        *bastide_game_new_from_record        (BastideRecord             *record,
                                                         GError                   **error);
BastideGame        *bastide_game_new_from_file          (GFile                     *file,
                                                         GError                   **error);

/* Saving. save() writes the record atomically to @file (or to the
 * current file when @file is NULL), then sets file and clears modified.
 * Records hold completed turns: a turn in progress is not saved.
 * The autosave file is g_get_user_data_dir()/io.github.bastide.Bastide/
 * autosave.bastide: find_autosave() returns it when it exists and holds a
 * game that can be resumed (not over), else NULL; discard_autosave()
 * deletes it. Open it with bastide_game_new_from_file(). One that does
 * not read back is renamed autosave.bastide.damaged by
 * set_aside_damaged_autosave(), or before the next autosave. */
gboolean            bastide_game_save                   (BastideGame               *self,
                                                         GFile                     *file,
                                                         GError                   **error);
GFile              *bastide_game_get_file               (BastideGame               *self);
gboolean            bastide_game_get_modified           (BastideGame               *self);
/* Keys of the game's own in its record, kept by saving and the autosave
 * (the network layer keeps a hosted game's code and seats there). */
void                bastide_game_set_extra              (BastideGame               *self,
                                                         const char                *key,
                                                         const char                *value);
const char         *bastide_game_get_extra              (BastideGame               *self,
                                                         const char                *key);
gboolean            bastide_game_get_tournament         (BastideGame               *self);
void                bastide_game_set_tournament         (BastideGame               *self,
                                                         gboolean                   tournament);
gboolean            bastide_game_get_autosave           (BastideGame               *self);
void                bastide_game_set_autosave           (BastideGame               *self,
                                                         gboolean                   autosave);
GFile              *bastide_game_get_autosave_file      (void);
GFile              *bastide_game_find_autosave          (void);
GFile              *bastide_game_set_aside_damaged_autosave (GError                **reason);
void                bastide_game_discard_autosave       (void);

/* The position */
const BastideRecord *bastide_game_get_record            (BastideGame               *self);
const BastideRules *bastide_game_get_rules              (BastideGame               *self);
BastidePhase        bastide_game_get_phase              (BastideGame               *self);
guint               bastide_game_get_current_player     (BastideGame               *self);
guint               bastide_game_get_deciding_player    (BastideGame               *self);
guint               bastide_game_get_tiles_left         (BastideGame               *self);
/* The tile types still in the pile, in catalogue order, with how many of
 * each (BastideTileCount; the tile in hand is not counted). The list is
 * the game's and follows every step, undo and redo. */
GListModel         *bastide_game_get_remaining_tiles    (BastideGame               *self);
int                 bastide_game_get_tile_in_hand       (BastideGame               *self);
guint               bastide_game_get_turn_number        (BastideGame               *self);
gboolean            bastide_game_get_is_over            (BastideGame               *self);
gboolean            bastide_game_get_thinking           (BastideGame               *self);
/* While paused, computer players make no move. */
void                bastide_game_set_paused             (BastideGame               *self,
                                                         gboolean                   paused);
guint               bastide_game_get_computer_delay     (BastideGame               *self);
void                bastide_game_set_computer_delay     (BastideGame               *self,
                                                         guint                      delay_ms);

/* The board, for drawing it. Tiles are numbered 0 … n_tiles - 1 in the
 * order they were laid, pieces 0 … n_pieces - 1 (the piece deployed last
 * is the last); the getters return FALSE for an index out of range.
 * get_tile_at() finds the tile covering a cell, the wheel board's
 * sixteen included; get_last_tile() the tile laid last and who laid it
 * (FALSE on an empty board); get_wheel_board() the wheel board (FALSE
 * outside the Wheel of Fortune). get_crowns() fills, for each sector's
 * crown spaces, the owner standing there or -1. list_feature_cells()
 * returns every cell of the feature (x, y, feature) belongs to
 * (BastideFeatureCell, empty for no feature there). */
guint               bastide_game_get_n_tiles            (BastideGame               *self);
gboolean            bastide_game_get_tile               (BastideGame               *self,
                                                         guint                      index,
                                                         BastideBoardTile          *tile);
gboolean            bastide_game_get_tile_at            (BastideGame               *self,
                                                         int                        x,
                                                         int                        y,
                                                         BastideBoardTile          *tile);
gboolean            bastide_game_get_last_tile          (BastideGame               *self,
                                                         BastideBoardTile          *tile,
                                                         guint                     *player);
gboolean            bastide_game_get_wheel_board        (BastideGame               *self,
                                                         BastideBoardTile          *tile);
guint               bastide_game_get_n_pieces           (BastideGame               *self);
gboolean            bastide_game_get_piece              (BastideGame               *self,
                                                         guint                      index,
                                                         BastideBoardPiece         *piece);
BastideSector       bastide_game_get_pig                (BastideGame               *self);
void                bastide_game_get_crowns             (BastideGame               *self,
                                                         gint8                      crowns[BASTIDE_N_SECTORS][2]);
GArray             *bastide_game_list_feature_cells     (BastideGame               *self,
                                                         int                        x,
                                                         int                        y,
                                                         int                        feature);
gboolean            bastide_game_get_feature_info       (BastideGame               *self,
                                                         int                        x,
                                                         int                        y,
                                                         int                        feature,
                                                         BastideFeatureInfo        *info);

/* Players */
guint               bastide_game_get_n_players          (BastideGame               *self);
const char         *bastide_game_get_player_name        (BastideGame               *self,
                                                         guint                      player);
BastideColor        bastide_game_get_player_color       (BastideGame               *self,
                                                         guint                      player);
BastidePlayerKind   bastide_game_get_player_kind        (BastideGame               *self,
                                                         guint                      player);
BastideComputerLevel bastide_game_get_player_level      (BastideGame               *self,
                                                         guint                      player);
gboolean            bastide_game_is_computer_deciding   (BastideGame               *self);
int                 bastide_game_get_score              (BastideGame               *self,
                                                         guint                      player);
int                 bastide_game_get_category_score     (BastideGame               *self,
                                                         guint                      player,
                                                         BastideCategory            category);
guint               bastide_game_get_supply             (BastideGame               *self,
                                                         guint                      player,
                                                         BastidePieceKind           kind);
gboolean            bastide_game_has_abbey              (BastideGame               *self,
                                                         guint                      player);
/* Bit p set for each player with the highest score. */
guint               bastide_game_get_winners            (BastideGame               *self);
/* Scores of @player at each turn boundary: entry i is the score after i
 * record turns (entry 0: the start); at the end the last entry includes
 * the final scoring. GArray of int. */
GArray             *bastide_game_get_score_history      (BastideGame               *self,
                                                         guint                      player);
/* The end-of-game scores, in the order feature-scored reported them;
 * empty before the end. GPtrArray of BastideScoring (g_ptr_array_unref). */
GPtrArray          *bastide_game_get_final_scoring      (BastideGame               *self);

/* What may be done now. Each returns a new array (g_array_unref), empty
 * when the phase does not allow it:
 *   list_placements     BastidePlacement: the tile in hand (PLACE)
 *   list_deploys        BastideDeploy: for the tile just placed (DEPLOY);
 *                       "no piece" is always allowed and not listed
 *   list_wagon_targets  BastideFeatureCell: for the first waiting wagon
 *                       (WAGONS); one cell per feature
 *   list_abbey_holes    BastideFeatureCell (feature -1): cells an abbey may
 *                       fill, when the current player holds one (DRAW,
 *                       ABBEY_ROUND)
 *   list_plague_choices BastideFeatureCell: features holding a follower of
 *                       the deciding player on a land tile (PLAGUE)
 */
GArray             *bastide_game_list_placements        (BastideGame               *self);
gboolean            bastide_game_check_placement        (BastideGame               *self,
                                                         int                        x,
                                                         int                        y,
                                                         guint                      rot,
                                                         GError                   **error);
gboolean            bastide_game_explain_placement      (BastideGame               *self,
                                                         int                        x,
                                                         int                        y,
                                                         guint                      rot,
                                                         BastideMisfit             *misfit,
                                                         GError                   **error);
GArray             *bastide_game_list_deploys           (BastideGame               *self);
GArray             *bastide_game_list_wagon_targets     (BastideGame               *self);
GArray             *bastide_game_list_abbey_holes       (BastideGame               *self);
GArray             *bastide_game_list_plague_choices    (BastideGame               *self);
gboolean            bastide_game_can_discard            (BastideGame               *self);
gboolean            bastide_game_can_recall_abbot       (BastideGame               *self);

/* Playing: each refuses with the engine's reason (BASTIDE_RULE_ERROR) and
 * changes nothing then; while a computer player decides, they refuse with
 * BASTIDE_GAME_ERROR_COMPUTER_TURN. draw() takes the top of the pile.
 * deploy(): NULL for no piece; otherwise fill the unused fields of the
 * BastideDeploy with -1 (crown 0 is a real sector), or take one from
 * list_deploys(). plague_return(): feature -1 when the player has no
 * follower on a land tile (players without one are answered for). */
gboolean            bastide_game_draw                   (BastideGame               *self,
                                                         GError                   **error);
gboolean            bastide_game_place                  (BastideGame               *self,
                                                         int                        x,
                                                         int                        y,
                                                         guint                      rot,
                                                         GError                   **error);
gboolean            bastide_game_discard                (BastideGame               *self,
                                                         GError                   **error);
gboolean            bastide_game_deploy                 (BastideGame               *self,
                                                         const BastideDeploy       *deploy,
                                                         GError                   **error);
gboolean            bastide_game_recall_abbot           (BastideGame               *self,
                                                         GError                   **error);
gboolean            bastide_game_move_wagon             (BastideGame               *self,
                                                         int                        x,
                                                         int                        y,
                                                         int                        feature,
                                                         GError                   **error);
gboolean            bastide_game_wagon_home             (BastideGame               *self,
                                                         GError                   **error);
gboolean            bastide_game_play_abbey             (BastideGame               *self,
                                                         int                        x,
                                                         int                        y,
                                                         GError                   **error);
gboolean            bastide_game_pass                   (BastideGame               *self,
                                                         GError                   **error);
gboolean            bastide_game_plague_return          (BastideGame               *self,
                                                         int                        x,
                                                         int                        y,
                                                         int                        feature,
                                                         GError                   **error);

/* A suggestion for the player deciding now: the computer's strongest
 * search, about a second, in a thread. finish() fails with
 * BASTIDE_GAME_ERROR_POSITION_CHANGED when a step, undo or redo came in
 * between (the suggestion would be for a position that is gone), with
 * G_IO_ERROR_CANCELLED when @cancellable was cancelled, and with the
 * engine's reason when there is nothing to decide (the game is over). */
void                bastide_game_suggest_async          (BastideGame               *self,
                                                         GCancellable              *cancellable,
                                                         GAsyncReadyCallback        callback,
                                                         gpointer                   user_data);
BastideSuggestion  *bastide_game_suggest_finish         (BastideGame               *self,
                                                         GAsyncResult              *result,
                                                         GError                   **error);

/* Network play (src/net/, docs/network.md). A BASTIDE_PLAYER_REMOTE seat
 * decides elsewhere: the step functions above refuse to act for it
 * (BASTIDE_GAME_ERROR_REMOTE_TURN) and its decisions come in here, each the
 * player's part of a record turn element, checked by the same steps as a
 * local move and played whole or not at all:
 *   submit_turn   the mover's part (tile placed and piece, discard, abbey,
 *                 pass), or one plague answer (has_plague, one entry), or
 *                 one wagon move (has_wagons, one entry)
 *   submit_draw   a draw for a remote seat (@tile -1: the top of the pile)
 *                 or, in a mirror, for any seat (@tile: the tile the host
 *                 drew)
 * A mirror is a client's copy of a host's game: the pile's order is the
 * host's, so a local player's draw() emits draw-requested and changes
 * nothing; the host's draws arrive through submit_draw(). Network games
 * (a mirror, or any remote seat) have no undo and no autosave of a mirror.
 * set_player_kind() hands a seat to a computer player and back. resign()
 * follows docs/rules.md: the player's score stays as it was when the turn
 * in progress began, and their turns are played for them without pieces
 * (by the host; a mirror waits for the host's parts). */
gboolean            bastide_game_submit_turn            (BastideGame               *self,
                                                         guint                      player,
                                                         const BastideTurn         *part,
                                                         GError                   **error);
gboolean            bastide_game_submit_draw            (BastideGame               *self,
                                                         guint                      player,
                                                         int                        tile,
                                                         GError                   **error);
void                bastide_game_set_mirror             (BastideGame               *self,
                                                         gboolean                   mirror);
gboolean            bastide_game_get_mirror             (BastideGame               *self);
/* A game the host plays with others over the network: no undo even when
 * computer players keep every remote seat for the time being. */
void                bastide_game_set_hosted             (BastideGame               *self,
                                                         gboolean                   hosted);
void                bastide_game_set_player_kind        (BastideGame               *self,
                                                         guint                      player,
                                                         BastidePlayerKind          kind,
                                                         BastideComputerLevel       level);
void                bastide_game_resign                 (BastideGame               *self,
                                                         guint                      player);
gboolean            bastide_game_get_resigned           (BastideGame               *self,
                                                         guint                      player);
/* A remote seat whose connection is lost (the network layer says so). */
void                bastide_game_set_player_away        (BastideGame               *self,
                                                         guint                      player,
                                                         gboolean                   away);
gboolean            bastide_game_get_player_away        (BastideGame               *self,
                                                         guint                      player);
/* A person at this computer decides now (not a computer player, not a
 * player over the network), so the board offers the moves. */
gboolean            bastide_game_is_person_deciding     (BastideGame               *self);
/* The tile type of this game with the record id @id ("U@2"), or -1. */
int                 bastide_game_lookup_tile            (BastideGame               *self,
                                                         const char                *id);

/* Each player's costliest moves of the game so far (at most
 * @per_player each), by the strongest search's estimate, worked out on a
 * copy of the record in a thread: a #GListModel of #BastideCostlyMove,
 * costliest first. @progress is called on the main context with the
 * share done (0 to 1) until the result is ready or the work cancelled. */
typedef void (*BastideProgressFunc) (double   fraction,
                                     gpointer user_data);

void                bastide_game_find_costly_moves_async  (BastideGame               *self,
                                                           guint                      per_player,
                                                           GCancellable              *cancellable,
                                                           BastideProgressFunc        progress,
                                                           gpointer                   progress_data,
                                                           GAsyncReadyCallback        callback,
                                                           gpointer                   user_data);
GListModel         *bastide_game_find_costly_moves_finish (BastideGame               *self,
                                                           GAsyncResult              *result,
                                                           GError                   **error);

/* Whole turns. Undo goes back to the start of the current turn when it
 * has begun (a tile drawn), else to the start of the previous turn; with
 * computer players it goes on back to the last turn a person decided.
 * Redo replays undone turns (they are kept until a different step is
 * made). Both cancel a computer player's thinking. */
gboolean            bastide_game_get_can_undo           (BastideGame               *self);
gboolean            bastide_game_get_can_redo           (BastideGame               *self);
gboolean            bastide_game_undo                   (BastideGame               *self,
                                                         GError                   **error);
gboolean            bastide_game_redo                   (BastideGame               *self,
                                                         GError                   **error);

G_END_DECLS
