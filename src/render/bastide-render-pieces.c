/* bastide-render-pieces.c: meeples, abbots, mayors, wagons and barns
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Pieces are drawn in board orientation (never turned with the tile), in a
 * frame one unit tall centred on the anchor, then scaled to `size`.
 */

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "bastide-render.h"
#include "bastide-render-private.h"

static const double player_rgb[BASTIDE_N_COLORS][3] = {
  { 0.88, 0.14, 0.16 },  /* red */
  { 0.12, 0.56, 0.32 },  /* green */
  { 0.13, 0.42, 0.85 },  /* blue */
  { 0.97, 0.83, 0.18 },  /* yellow */
  { 0.16, 0.15, 0.2 },   /* black */
  { 0.97, 0.52, 0.74 },  /* pink */
};

/* Emblems drawn in a light colour on dark pieces, dark on light ones */
static const gboolean light_piece[BASTIDE_N_COLORS] = { FALSE, FALSE, FALSE, TRUE, FALSE, TRUE };

void
bastide_render_color_rgb (BastideColor  color,
                          double       *r,
                          double       *g,
                          double       *b)
{
  color = MIN (color, BASTIDE_N_COLORS - 1);
  *r = player_rgb[color][0];
  *g = player_rgb[color][1];
  *b = player_rgb[color][2];
}

const char *
bastide_render_emblem_label (BastideColor color)
{
  switch (color)
    {
    /* Translators: the emblem drawn on the red player's pieces */
    case BASTIDE_COLOR_RED: return _("circle");
    case BASTIDE_COLOR_GREEN: return _("square");
    case BASTIDE_COLOR_BLUE: return _("triangle");
    case BASTIDE_COLOR_YELLOW: return _("diamond");
    case BASTIDE_COLOR_BLACK: return _("star");
    case BASTIDE_COLOR_PINK: return _("cross");
    case BASTIDE_N_COLORS:
    default: return "?";
    }
}

static void
set_player (cairo_t      *cr,
            BastideColor  color,
            double        shade)
{
  double r, g, b;

  bastide_render_color_rgb (color, &r, &g, &b);
  cairo_set_source_rgb (cr, r * shade, g * shade, b * shade);
}

/* The emblem's shape, about 1 unit across, centred on (0, 0) */
static void
emblem_path (cairo_t      *cr,
             BastideColor  color)
{
  switch (color)
    {
    case BASTIDE_COLOR_RED:
      cairo_arc (cr, 0, 0, 0.42, 0, 2 * G_PI);
      break;
    case BASTIDE_COLOR_GREEN:
      cairo_rectangle (cr, -0.36, -0.36, 0.72, 0.72);
      break;
    case BASTIDE_COLOR_BLUE:
      cairo_move_to (cr, 0, -0.46);
      cairo_line_to (cr, 0.46, 0.36);
      cairo_line_to (cr, -0.46, 0.36);
      cairo_close_path (cr);
      break;
    case BASTIDE_COLOR_YELLOW:
      cairo_move_to (cr, 0, -0.5);
      cairo_line_to (cr, 0.4, 0);
      cairo_line_to (cr, 0, 0.5);
      cairo_line_to (cr, -0.4, 0);
      cairo_close_path (cr);
      break;
    case BASTIDE_COLOR_BLACK:
      for (int i = 0; i < 10; i++)
        {
          double a = -G_PI / 2 + i * G_PI / 5;
          double r = i % 2 ? 0.22 : 0.52;

          if (i == 0)
            cairo_move_to (cr, r * cos (a), r * sin (a) + 0.04);
          else
            cairo_line_to (cr, r * cos (a), r * sin (a) + 0.04);
        }
      cairo_close_path (cr);
      break;
    case BASTIDE_COLOR_PINK:
    case BASTIDE_N_COLORS:
    default:
      {
        double a = 0.14, b = 0.44;

        cairo_move_to (cr, -a, -b);
        cairo_line_to (cr, a, -b);
        cairo_line_to (cr, a, -a);
        cairo_line_to (cr, b, -a);
        cairo_line_to (cr, b, a);
        cairo_line_to (cr, a, a);
        cairo_line_to (cr, a, b);
        cairo_line_to (cr, -a, b);
        cairo_line_to (cr, -a, a);
        cairo_line_to (cr, -b, a);
        cairo_line_to (cr, -b, -a);
        cairo_line_to (cr, -a, -a);
        cairo_close_path (cr);
      }
      break;
    }
}

static void
emblem_at (cairo_t      *cr,
           BastideColor  color,
           double        x,
           double        y,
           double        size)
{
  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_scale (cr, size, size);
  emblem_path (cr, color);
  if (light_piece[MIN (color, BASTIDE_N_COLORS - 1)])
    cairo_set_source_rgb (cr, 0.15, 0.12, 0.16);
  else
    cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_fill (cr);
  cairo_restore (cr);
}

void
bastide_render_emblem (cairo_t      *cr,
                       BastideColor  color,
                       double        x,
                       double        y,
                       double        size)
{
  emblem_at (cr, color, x, y, size);
}

/* A meeple one unit tall, feet at y = 0.5. With a mitre, the head is
 * pointed (the abbot). */
static void
meeple_path (cairo_t  *cr,
             gboolean  mitre)
{
  for (int side = 1; side >= -1; side -= 2)
    {
      double s = side;

      if (side == 1)
        {
          if (mitre)
            {
              cairo_move_to (cr, 0, -0.62);
              cairo_curve_to (cr, 0.08 * s, -0.56, 0.2 * s, -0.46, 0.19 * s, -0.34);
            }
          else
            {
              cairo_move_to (cr, 0, -0.5);
              cairo_curve_to (cr, 0.11 * s, -0.5, 0.19 * s, -0.43, 0.19 * s, -0.34);
            }
          cairo_curve_to (cr, 0.19 * s, -0.27, 0.16 * s, -0.23, 0.13 * s, -0.2);
          cairo_curve_to (cr, 0.28 * s, -0.18, 0.44 * s, -0.13, 0.48 * s, -0.06);
          cairo_curve_to (cr, 0.51 * s, 0.0, 0.47 * s, 0.05, 0.4 * s, 0.04);
          cairo_curve_to (cr, 0.33 * s, 0.03, 0.26 * s, 0.02, 0.22 * s, 0.04);
          cairo_curve_to (cr, 0.26 * s, 0.18, 0.36 * s, 0.36, 0.41 * s, 0.44);
          cairo_curve_to (cr, 0.44 * s, 0.5, 0.41 * s, 0.52, 0.35 * s, 0.52);
          cairo_line_to (cr, 0.15 * s, 0.52);
          cairo_curve_to (cr, 0.11 * s, 0.4, 0.06 * s, 0.3, 0, 0.3);
        }
      else
        {
          cairo_curve_to (cr, 0.06 * s, 0.3, 0.11 * s, 0.4, 0.15 * s, 0.52);
          cairo_line_to (cr, 0.35 * s, 0.52);
          cairo_curve_to (cr, 0.41 * s, 0.52, 0.44 * s, 0.5, 0.41 * s, 0.44);
          cairo_curve_to (cr, 0.36 * s, 0.36, 0.26 * s, 0.18, 0.22 * s, 0.04);
          cairo_curve_to (cr, 0.26 * s, 0.02, 0.33 * s, 0.03, 0.4 * s, 0.04);
          cairo_curve_to (cr, 0.47 * s, 0.05, 0.51 * s, 0.0, 0.48 * s, -0.06);
          cairo_curve_to (cr, 0.44 * s, -0.13, 0.28 * s, -0.18, 0.13 * s, -0.2);
          cairo_curve_to (cr, 0.16 * s, -0.23, 0.19 * s, -0.27, 0.19 * s, -0.34);
          if (mitre)
            cairo_curve_to (cr, 0.2 * s, -0.46, 0.08 * s, -0.56, 0, -0.62);
          else
            cairo_curve_to (cr, 0.19 * s, -0.43, 0.11 * s, -0.5, 0, -0.5);
        }
    }
  cairo_close_path (cr);
}

void
br_draw_meeple_path (cairo_t *cr)
{
  meeple_path (cr, FALSE);
}

/* Shadow, light halo, fill and dark outline of the current path, which is
 * in a frame `unit` pixels per unit. */
static void
finish_piece (cairo_t      *cr,
              BastideColor  color,
              double        shade)
{
  cairo_path_t *path = cairo_copy_path (cr);

  cairo_save (cr);
  cairo_translate (cr, 0.06, 0.07);
  cairo_new_path (cr);
  cairo_append_path (cr, path);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.3);
  cairo_fill (cr);
  cairo_restore (cr);

  cairo_new_path (cr);
  cairo_append_path (cr, path);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.55);
  cairo_set_line_width (cr, 0.14);
  cairo_stroke_preserve (cr);
  set_player (cr, color, shade);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 0.1, 0.08, 0.07);
  cairo_set_line_width (cr, 0.06);
  cairo_stroke (cr);
  cairo_path_destroy (path);
}

static void
draw_meeple (cairo_t      *cr,
             BastideColor  color,
             gboolean      mitre,
             gboolean      sash)
{
  meeple_path (cr, mitre);
  finish_piece (cr, color, 1);

  /* a highlight on the upper left of the head, for a bit of volume */
  cairo_save (cr);
  cairo_arc (cr, -0.07, -0.38, 0.06, 0, 2 * G_PI);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.35);
  cairo_fill (cr);
  if (mitre)
    {
      /* the mitre's band and cross */
      cairo_move_to (cr, -0.2, -0.34);
      cairo_curve_to (cr, -0.1, -0.3, 0.1, -0.3, 0.2, -0.34);
      cairo_set_source_rgba (cr, 1, 0.95, 0.75, 0.95);
      cairo_set_line_width (cr, 0.06);
      cairo_stroke (cr);
      cairo_move_to (cr, 0, -0.57);
      cairo_line_to (cr, 0, -0.4);
      cairo_move_to (cr, -0.06, -0.5);
      cairo_line_to (cr, 0.06, -0.5);
      cairo_set_line_width (cr, 0.04);
      cairo_stroke (cr);
    }
  if (sash)
    {
      /* the mayor's sash, across the chest */
      cairo_move_to (cr, -0.3, -0.16);
      cairo_line_to (cr, 0.26, -0.01);
      cairo_set_source_rgba (cr, 1, 0.88, 0.35, 1);
      cairo_set_line_width (cr, 0.1);
      cairo_stroke_preserve (cr);
      cairo_set_source_rgba (cr, 0.45, 0.3, 0, 0.6);
      cairo_set_line_width (cr, 0.02);
      cairo_stroke (cr);
    }
  cairo_restore (cr);
  emblem_at (cr, color, 0, sash ? 0.14 : 0.06, 0.27);
}

static void
draw_wagon (cairo_t      *cr,
            BastideColor  color)
{
  /* the box */
  cairo_move_to (cr, -0.5, -0.22);
  cairo_line_to (cr, 0.5, -0.22);
  cairo_line_to (cr, 0.44, 0.16);
  cairo_line_to (cr, -0.44, 0.16);
  cairo_close_path (cr);
  finish_piece (cr, color, 1);
  /* planks */
  cairo_move_to (cr, -0.46, -0.06);
  cairo_line_to (cr, 0.46, -0.06);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.3);
  cairo_set_line_width (cr, 0.03);
  cairo_stroke (cr);
  /* the shaft */
  cairo_move_to (cr, 0.44, 0.0);
  cairo_line_to (cr, 0.72, -0.06);
  cairo_set_source_rgb (cr, 0.1, 0.08, 0.07);
  cairo_set_line_width (cr, 0.09);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_stroke_preserve (cr);
  set_player (cr, color, 0.8);
  cairo_set_line_width (cr, 0.04);
  cairo_stroke (cr);
  /* wheels */
  for (int i = -1; i <= 1; i += 2)
    {
      cairo_new_path (cr);
      cairo_arc (cr, i * 0.27, 0.2, 0.2, 0, 2 * G_PI);
      finish_piece (cr, color, 0.7);
      cairo_arc (cr, i * 0.27, 0.2, 0.06, 0, 2 * G_PI);
      cairo_set_source_rgb (cr, 0.1, 0.08, 0.07);
      cairo_fill (cr);
    }
  emblem_at (cr, color, 0, -0.03, 0.25);
}

static void
draw_barn (cairo_t      *cr,
           BastideColor  color)
{
  /* walls under a big roof */
  cairo_move_to (cr, -0.4, -0.1);
  cairo_line_to (cr, 0, -0.46);
  cairo_line_to (cr, 0.4, -0.1);
  cairo_line_to (cr, 0.4, 0.42);
  cairo_line_to (cr, -0.4, 0.42);
  cairo_close_path (cr);
  finish_piece (cr, color, 1);
  cairo_move_to (cr, -0.5, -0.04);
  cairo_line_to (cr, 0, -0.52);
  cairo_line_to (cr, 0.5, -0.04);
  cairo_line_to (cr, 0.4, 0.02);
  cairo_line_to (cr, 0, -0.36);
  cairo_line_to (cr, -0.4, 0.02);
  cairo_close_path (cr);
  set_player (cr, color, 0.62);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 0.1, 0.08, 0.07);
  cairo_set_line_width (cr, 0.05);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_stroke (cr);
  /* the door, braced */
  cairo_rectangle (cr, -0.2, 0.08, 0.4, 0.34);
  set_player (cr, color, 0.75);
  cairo_fill_preserve (cr);
  cairo_move_to (cr, -0.2, 0.08);
  cairo_line_to (cr, 0.2, 0.42);
  cairo_move_to (cr, 0.2, 0.08);
  cairo_line_to (cr, -0.2, 0.42);
  cairo_set_source_rgb (cr, 0.1, 0.08, 0.07);
  cairo_set_line_width (cr, 0.035);
  cairo_stroke (cr);
  emblem_at (cr, color, 0, -0.13, 0.2);
}

BastideRenderPose
bastide_render_pose_for (BastidePieceKind   kind,
                         BastideFeatureKind on)
{
  return kind == BASTIDE_PIECE_MEEPLE && on == BASTIDE_FEATURE_FIELD
         ? BASTIDE_RENDER_LYING : BASTIDE_RENDER_STANDING;
}

void
bastide_render_piece (cairo_t           *cr,
                      BastidePieceKind   kind,
                      BastideColor       color,
                      BastideRenderPose  pose,
                      double             x,
                      double             y,
                      double             size)
{
  g_return_if_fail (cr != NULL);

  color = MIN (color, BASTIDE_N_COLORS - 1);
  cairo_save (cr);
  cairo_new_path (cr);
  cairo_translate (cr, x, y);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  switch (kind)
    {
    case BASTIDE_PIECE_MEEPLE:
      if (pose == BASTIDE_RENDER_LYING)
        {
          /* a farmer lies on his back, head to the west */
          cairo_scale (cr, size * 0.95, size * 0.95);
          cairo_rotate (cr, -G_PI / 2);
          draw_meeple (cr, color, FALSE, FALSE);
        }
      else
        {
          cairo_scale (cr, size, size);
          draw_meeple (cr, color, FALSE, FALSE);
        }
      break;
    case BASTIDE_PIECE_ABBOT:
      cairo_scale (cr, size, size);
      cairo_translate (cr, 0, 0.06);
      draw_meeple (cr, color, TRUE, FALSE);
      break;
    case BASTIDE_PIECE_MAYOR:
      cairo_scale (cr, size * 1.28, size * 1.28);
      draw_meeple (cr, color, FALSE, TRUE);
      break;
    case BASTIDE_PIECE_WAGON:
      cairo_scale (cr, size * 1.05, size * 1.05);
      draw_wagon (cr, color);
      break;
    case BASTIDE_PIECE_BARN:
      cairo_scale (cr, size * 1.05, size * 1.05);
      draw_barn (cr, color);
      break;
    case BASTIDE_N_PIECE_KINDS:
    default:
      break;
    }
  cairo_restore (cr);
}
