/* bastide-replay.h: going back over a record, turn by turn
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A BastideReplay holds a record (a saved game, finished or not, a
 * network game's, a puzzle) and shows the position after any of its
 * turns through a BastideGame that only shows positions (the views bind
 * to it as to a game in play; nobody decides there). It plays the record
 * once when it is made, keeping a copy of the position every
 * BASTIDE_REPLAY_SNAPSHOT_INTERVAL turns; a step then replays at most
 * that many turns from the nearest copy, or one turn on from the
 * position shown, whatever the size of the game.
 *
 * Properties
 *
 *   turn      guint  turns played in the position shown, 0 (the start)
 *                    to n-turns; set it to go there
 *   n-turns   guint  turns in the record
 */

#pragma once

#include <gio/gio.h>

#include "bastide-game.h"

G_BEGIN_DECLS

#define BASTIDE_REPLAY_SNAPSHOT_INTERVAL 8

/**
 * BastideReplayEvent:
 * @kind: the engine's #BastideEventKind it tells, or -1 for the turn's
 *   move (the tile and the piece)
 * @player: whom it concerns most: the player who moved, scored, or
 *   whose piece went home; -1 for the wheel
 * @text: what happened, in words (bastide-event-text.h)
 * @scoring: (nullable): for a score, the score itself
 *
 * One thing that happened in a turn.
 */
typedef struct
{
  int kind;
  int player;
  char *text;
  BastideScoring *scoring;
} BastideReplayEvent;

#define BASTIDE_TYPE_REPLAY (bastide_replay_get_type ())

G_DECLARE_FINAL_TYPE (BastideReplay, bastide_replay, BASTIDE, REPLAY, GObject)

/* new() takes ownership of @record; new_from_game() reviews a copy of a
 * game's record (the turns completed so far); errors name the file and
 * the turn that does not play. */
BastideReplay      *bastide_replay_new               (BastideRecord   *record,
                                                      GError         **error);
BastideReplay      *bastide_replay_new_from_file     (GFile           *file,
                                                      GError         **error);
BastideReplay      *bastide_replay_new_from_game     (BastideGame     *game,
                                                      GError         **error);

guint               bastide_replay_get_n_turns       (BastideReplay   *self);
guint               bastide_replay_get_turn          (BastideReplay   *self);
void                bastide_replay_set_turn          (BastideReplay   *self,
                                                      guint            turn);
/* The position shown, for the views: a game that only shows it. */
BastideGame        *bastide_replay_get_game          (BastideReplay   *self);
/* Who played record turn @index (from 0): the player whose turn it was. */
guint               bastide_replay_get_mover         (BastideReplay   *self,
                                                      guint            index);
/* Scores of @player after each turn of the whole record (entry 0: the
 * start; at the end, the final scoring included). GArray of int. */
GArray             *bastide_replay_get_score_history (BastideReplay   *self,
                                                      guint            player);
/* What the last turn played in the position shown did, in play order:
 * the move, scores, pieces going home, wagons, the wheel, the plague,
 * the end-of-game scoring (BastideReplayEvent; empty at the start). */
GPtrArray          *bastide_replay_list_events       (BastideReplay   *self);
/* A record that starts from the position shown, with the record's
 * players and no turns: to play on from here, or to edit it. */
BastideRecord      *bastide_replay_record_from_here  (BastideReplay   *self);
/* How many turns the last change of turn replayed. */
guint               bastide_replay_get_turns_replayed (BastideReplay  *self);

void                bastide_replay_event_free        (BastideReplayEvent *event);

G_END_DECLS
