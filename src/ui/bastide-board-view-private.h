/* bastide-board-view-private.h: what the board view's files share
 *
 * Copyright 2026 The Bastide authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * BastideBoardView is written in several files: bastide-board-view.c
 * (the object, the model's signals, effects), bastide-board-view-a11y.c
 * (descriptions and news for screen readers),
 * bastide-board-view-viewport.c (pan and zoom), bastide-board-view-play.c
 * (modes, spots and moves), bastide-board-view-input.c (pointer, gestures,
 * keys) and bastide-board-view-draw.c (how it looks). They all see the
 * instance struct through this header.
 */

#pragma once

#include <adwaita.h>

#include "bastide-board-view.h"
#include "bastide-render.h"
#include "bastide-tile-cache.h"

G_BEGIN_DECLS

enum {
  PROP_0,
  PROP_GAME,
  PROP_MODE,
  PROP_BUSY,
  PROP_SELECTED_SPOT,
  PROP_SHOW_FIELDS,
  N_PROPS
};

enum {
  MESSAGE,
  SCORING_SHOWN,
  CHANGED,
  SQUARE_INSPECTED,
  N_SIGNALS
};

extern GParamSpec *board_view_properties[N_PROPS];
extern guint board_view_signals[N_SIGNALS];

typedef enum
{
  SPOT_DEPLOY,
  SPOT_WAGON,
  SPOT_PLAGUE,
  SPOT_ABBEY,
} SpotKind;

/* A choice the player can click: where its marker is and what it means. */
typedef struct
{
  SpotKind kind;
  guint index;            /* into deploys or choices */
  double bx, by;          /* its place on the tile, in cells */
  double sx, sy;          /* where its marker is drawn, in the widget */
  int x, y;               /* the tile it concerns */
  int feature;            /* on that tile, or -1 */
  BastidePieceKind piece;
} Spot;

typedef enum
{
  EFFECT_FLASH_TILE,
  EFFECT_FLASH_PIECE,
  EFFECT_SCORING,
} EffectKind;

typedef struct
{
  EffectKind kind;
  gint64 start;
  gint64 duration;
  double x, y;            /* tile origin or piece position, in cells */
  BastideColor color;
  BastideScoring *scoring;
} Effect;

struct _BastideBoardView
{
  BastideBoardViewport parent_instance;

  BastideGame       *game;
  BastideTileCache  *cache;
  BastideColor       colors[BASTIDE_MAX_PLAYERS];

  gboolean           dark;
  gboolean           high_contrast;

  /* Playing */
  BastideBoardMode   mode;
  int                cursor_x;
  int                cursor_y;
  guint              rotation;
  int                hand;              /* tile type in hand, or -1 */
  GHashTable        *legal;             /* cell key → rotation mask */
  GArray            *deploys;           /* BastideDeploy */
  GArray            *choices;           /* BastideFeatureCell */
  GArray            *spots;             /* Spot */
  int                selected_spot;
  int                hovered_spot;
  /* A score shown on the board for the score log */
  BastideScoring    *highlight;

  /* A placement just refused: the square (and side) that do not fit */
  gboolean           has_refusal;
  BastideMisfit      refusal;

  /* Where the pointer was last seen: GTK reports it again when the layout
   * changes under a still pointer, which must not move the cursor. */
  gboolean           pointer_seen;
  double             pointer_x;
  double             pointer_y;
  gboolean           has_last;
  int                last_x;
  int                last_y;
  guint              last_player;

  /* A suggested move (hint) */
  gboolean           has_suggestion;
  gboolean           sugg_square_only;  /* a first hint: where, not how */
  int                sugg_x;
  int                sugg_y;
  guint              sugg_rot;
  gboolean           sugg_has_deploy;
  BastideDeploy      sugg_deploy;
  /* the tile went where the hint said: its follower is to be chosen */
  gboolean           has_hinted_deploy;
  BastideDeploy      hinted_deploy;

  /* For screen readers: the news of the last step of the game, said
   * until the player acts (news_id: the step is still going on), and
   * Escape having let Tab out of the board; what was said last, not to
   * say it twice */
  GString           *news;
  char              *spoken;
  guint              news_id;
  gboolean           news_fresh;
  gboolean           tab_released;

  /* What the board hides (bastide-board-view-outlook.c) */
  gboolean           show_fields;
  GArray            *dead;              /* BastideFeatureCell */
  GPtrArray         *fields;            /* BastideField, in the fields view */
  int                inspected_x;
  int                inspected_y;
  GtkPopover        *inspect_popover;

  /* Effects */
  GPtrArray         *flashes;
  GQueue             scorings;
  guint              tick_id;
  gint64             frame_time;
};

static inline gpointer
cell_key (int x,
          int y)
{
  return GUINT_TO_POINTER (((guint) (x + 0x4000) << 16) | (guint) (y + 0x4000));
}

static inline void
cell_from_key (gpointer  key,
               int      *x,
               int      *y)
{
  guint packed = GPOINTER_TO_UINT (key);

  *x = (int) (packed >> 16) - 0x4000;
  *y = (int) (packed & 0xffff) - 0x4000;
}

#define VIEWPORT(self) BASTIDE_BOARD_VIEWPORT (self)

static inline double
board_view_zoom (BastideBoardView *self)
{
  return bastide_board_viewport_get_zoom (VIEWPORT (self));
}

static inline double
to_screen_x (BastideBoardView *self,
             double            bx)
{
  return bastide_board_viewport_to_widget_x (VIEWPORT (self), bx);
}

static inline double
to_screen_y (BastideBoardView *self,
             double            by)
{
  return bastide_board_viewport_to_widget_y (VIEWPORT (self), by);
}

static inline double
to_board_x (BastideBoardView *self,
            double            sx)
{
  return bastide_board_viewport_to_board_x (VIEWPORT (self), sx);
}

static inline double
to_board_y (BastideBoardView *self,
            double            sy)
{
  return bastide_board_viewport_to_board_y (VIEWPORT (self), sy);
}

gboolean                 board_view_tile_at            (BastideBoardView *self,
                                                        int               x,
                                                        int               y,
                                                        BastideBoardTile *tile);
gboolean                 board_view_piece_position     (BastideBoardView        *self,
                                                        const BastideBoardPiece *piece,
                                                        double                  *x,
                                                        double                  *y);
guint                    board_view_effective_rotation (BastideBoardView *self,
                                                        int               x,
                                                        int               y);
void                     board_view_refresh            (BastideBoardView *self);
void                     board_view_update_description (BastideBoardView *self);
void                     board_view_update_actions     (BastideBoardView *self);

/* A choice's marker: a disc of this radius, in pixels */
static inline double
board_view_marker_radius (BastideBoardView *self)
{
  return CLAMP (board_view_zoom (self) * 0.085, 8, 22);
}

/* bastide-board-view-a11y.c */
void                     board_view_connect_news       (BastideBoardView *self);
void                     board_view_clear_news         (BastideBoardView *self);
void                     board_view_heard              (BastideBoardView *self);
void                     board_view_tell               (BastideBoardView *self,
                                                        char             *sentence);

/* bastide-board-view-play.c */
void                     board_view_layout_spots       (BastideBoardView *self);
void                     board_view_clear_refusal      (BastideBoardView *self);
void                     board_view_emit_error         (BastideBoardView *self,
                                                        const GError     *error);
void                     board_view_activate_spot      (BastideBoardView *self,
                                                        int               index);

/* bastide-board-view-input.c */
void                     board_view_class_init_input   (BastideBoardViewportClass *viewport_class);
void                     board_view_init_input         (BastideBoardView          *self);

/* bastide-board-view-draw.c */
void                     board_view_player_rgb         (BastideBoardView *self,
                                                        guint             player,
                                                        double           *r,
                                                        double           *g,
                                                        double           *b);
void                     board_view_feature_path       (BastideBoardView *self,
                                                        cairo_t          *cr,
                                                        int               x,
                                                        int               y,
                                                        int               feature);

/* bastide-board-view-outlook.c */
void                     board_view_class_init_outlook (GtkWidgetClass   *widget_class);
void                     board_view_init_outlook       (BastideBoardView *self);
void                     board_view_clear_outlook      (BastideBoardView *self);
void                     board_view_refresh_outlook    (BastideBoardView *self);
void                     board_view_track_pointer      (BastideBoardView *self,
                                                        double            x,
                                                        double            y);
void                     board_view_draw_outlook       (BastideBoardView *self,
                                                        cairo_t          *cr);
void                     board_view_draw_field_points  (BastideBoardView *self,
                                                        cairo_t          *cr);

G_END_DECLS
