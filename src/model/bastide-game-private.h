/* bastide-game-private.h: what the parts of BastideGame share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * BastideGame is one GObject in several files: bastide-game.c (the
 * object, its properties and signals, starting and loading a game),
 * bastide-game-play.c (the steps, undo and redo), bastide-game-computer.c
 * (computer players), bastide-game-save.c (saving and the autosave) and
 * bastide-game-query.c (what the views read and what may be done) and
 * bastide-game-remote.c (remote seats, mirrors of a host's game,
 * resigning).
 */

#pragma once

#include "bastide-game.h"

#include "bastide-computer-private.h"
#include "bastide-model-private.h"
#include "bastide-tiles.h"

G_BEGIN_DECLS

#define TOURNAMENT_KEY "tournament"

typedef enum
{
  STEP_DRAW,
  STEP_PLAGUE,
  STEP_PLACE,
  STEP_DISCARD,
  STEP_DEPLOY,
  STEP_RECALL,
  STEP_WAGON,
  STEP_WAGON_HOME,
  STEP_ABBEY,
  STEP_PASS,
} StepKind;

typedef struct
{
  StepKind kind;
  int x, y;
  guint rot;
  int feature;
  const BastideDeploy *deploy;
} Step;

/* The property values last notified, to notify only on change. */
typedef struct
{
  BastidePhase phase;
  guint current_player;
  guint deciding_player;
  guint tiles_left;
  int tile_in_hand;
  guint turn_number;
  gboolean can_undo;
  gboolean can_redo;
  gboolean is_over;
  gboolean modified;
  gboolean thinking;
} Shown;

struct _BastideGame
{
  GObject parent_instance;

  BastideRecord *record;
  BastideState *state;
  BastideState *before;         /* the position before the current step */
  GArray *snapshots;            /* BastideState at each turn boundary */
  GArray *turns;                /* BastideTurn, the undone ones included */
  guint position;               /* turns played; the record holds these */
  BastideTurn pending;          /* the turn in progress */
  gboolean turn_begun;
  char *names[BASTIDE_MAX_PLAYERS + 1];
  BastidePlayerKind kinds[BASTIDE_MAX_PLAYERS];
  BastideComputerLevel levels[BASTIDE_MAX_PLAYERS];
  BastideAiPlayer *ai_players[BASTIDE_MAX_PLAYERS];   /* search trees kept by seat */
  GPtrArray *final_scoring;
  GListStore *remaining;        /* BastideTileCount, in catalogue order */

  GFile *file;
  gboolean modified;
  gboolean autosave;
  gboolean autosave_written;

  GCancellable *computer_cancellable;
  guint computer_source;
  BastideMove plan[BASTIDE_COMPUTER_MAX_MOVES];
  guint plan_len;
  guint plan_next;
  guint computer_delay;
  gint64 last_computer_step;    /* monotonic time, for computer-delay */
  gboolean plan_is_fallback;
  gboolean thinking;
  gboolean applying_computer;
  guint generation;

  gboolean mirror;              /* the pile's order is a host's, elsewhere */
  gboolean hosted;              /* played over the network from here */
  gboolean paused;              /* computer players wait */
  gboolean applying_remote;     /* a remote seat's decision is being played */
  gboolean draw_requested;      /* a mirror asked its host for a tile */
  int draw_tile;                /* the tile the next draw takes, or -1: the top */
  gboolean resigned[BASTIDE_MAX_PLAYERS];
  guint resigned_at[BASTIDE_MAX_PLAYERS];  /* turns played when they resigned */
  gboolean away[BASTIDE_MAX_PLAYERS];       /* remote seats without a connection */

  gboolean view;                /* shows a replay's positions: nobody decides */

  Shown shown;
};

typedef enum {
  PROP_0,
  PROP_PHASE,
  PROP_CURRENT_PLAYER,
  PROP_DECIDING_PLAYER,
  PROP_TILES_LEFT,
  PROP_TILE_IN_HAND,
  PROP_TURN_NUMBER,
  PROP_N_PLAYERS,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  PROP_IS_OVER,
  PROP_FILE,
  PROP_MODIFIED,
  PROP_THINKING,
  PROP_COMPUTER_DELAY,
  PROP_AUTOSAVE,
  PROP_TOURNAMENT,
  N_PROPS
} BastideGameProperty;

typedef enum {
  TILE_DRAWN,
  WHEEL_TURNED,
  PLAGUE,
  TILE_PLACED,
  PIECE_DEPLOYED,
  PIECE_RETURNED,
  FEATURE_SCORED,
  SCORE_CHANGED,
  TURN_STARTED,
  GAME_OVER,
  POSITION_CHANGED,
  TURN_PART,
  DRAW_REQUESTED,
  PLAYER_CHANGED,
  N_SIGNALS
} BastideGameSignal;

extern GParamSpec *bastide_game_properties[N_PROPS];
extern guint bastide_game_signals[N_SIGNALS];

static inline const BastideTileType *
tile_type (guint type)
{
  return bastide_catalogue_get (type);
}

/* bastide-game.c */
Shown      bastide_game_current_values        (BastideGame        *self);
void       bastide_game_sync_properties       (BastideGame        *self);

/* bastide-game-play.c */
GPtrArray *bastide_game_scorings_from_events (BastideGame         *self,
                                              const BastideEvents *events,
                                              guint                turn,
                                              GPtrArray           *in_play,
                                              int                  final_points[BASTIDE_MAX_PLAYERS]);

/* bastide-game-computer.c */
gboolean   bastide_game_computer_decides      (BastideGame        *self,
                                               const BastideState *state);
void       bastide_game_schedule_computer     (BastideGame        *self);
void       bastide_game_cancel_computer       (BastideGame        *self);

/* bastide-game-remote.c */
void       bastide_game_install_remote_signals (GType              type);
gboolean   bastide_game_remote_decides        (BastideGame        *self,
                                               const BastideState *state);
gboolean   bastide_game_is_network_game       (BastideGame        *self);
gboolean   bastide_game_request_draw          (BastideGame        *self,
                                               GError            **error);
void       bastide_game_read_resignations     (BastideGame        *self);
guint      bastide_game_resigned_moves        (const BastideState *state,
                                               BastideMove        *moves,
                                               GError            **error);

/* bastide-game-query.c */
void       bastide_game_update_remaining      (BastideGame        *self);

/* bastide-game-save.c */
const char *bastide_game_kind_word            (BastidePlayerKind   kind,
                                               BastideComputerLevel level);
void       bastide_game_store_player_kinds    (BastideGame        *self);
void       bastide_game_read_player_kinds     (BastideGame        *self);
void       bastide_game_read_player_names     (BastideGame        *self);
void       bastide_game_write_autosave        (BastideGame        *self);

G_END_DECLS
