/* bastide-render-wheel.c: the Wheel of Fortune board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The board is 4 × 4 cells. Its outer ring is land laid out like a tile
 * (see bastide-render-geometry.c); the middle 2 × 2 cells hold the wheel:
 * six sectors clockwise from FORTUNE at the top, each with its crown
 * spaces near the rim, and the pig on the sector it stands on.
 */

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <pango/pangocairo.h>

#include "bastide-render.h"
#include "bastide-render-private.h"

#define CX 2.0
#define CY 2.0
#define RADIUS BR_WHEEL_RADIUS
#define CROWN_RADIUS (RADIUS * 0.93)
#define FACE_RADIUS (RADIUS * 0.86)
#define CROWN_SPREAD 0.16
#define PIG_RADIUS (RADIUS * 0.34)
#define LABEL_RADIUS (RADIUS * 0.62)

static const guint32 sector_colours[BASTIDE_N_SECTORS] = {
  0xf8e08e,  /* fortune: gold */
  0xbcd3ee,  /* tax: silver blue */
  0xf1c48b,  /* famine: wheat */
  0xa9b7c9,  /* storm: slate */
  0xd9b0d6,  /* inquisition: purple */
  0xbcd9a3,  /* plague: pale green */
};

const char *
bastide_render_sector_label (BastideSector sector)
{
  switch (sector)
    {
    /* Translators: the sectors of the Wheel of Fortune */
    case BASTIDE_SECTOR_FORTUNE: return _("Fortune");
    case BASTIDE_SECTOR_TAX: return _("Tax");
    case BASTIDE_SECTOR_FAMINE: return _("Famine");
    case BASTIDE_SECTOR_STORM: return _("Storm");
    case BASTIDE_SECTOR_INQUISITION: return _("Inquisition");
    case BASTIDE_SECTOR_PLAGUE: return _("Plague");
    default: return "?";
    }
}

guint
bastide_render_crown_spaces (BastideSector sector)
{
  return sector % 2 == 0 ? 1 : 2;
}

static double
sector_angle (guint sector)
{
  return -G_PI / 2 + sector * G_PI / 3;
}

void
bastide_render_crown_anchor (BastideSector  sector,
                             guint          space,
                             double        *x,
                             double        *y)
{
  double a = sector_angle (sector);

  if (bastide_render_crown_spaces (sector) == 2)
    a += space == 0 ? -CROWN_SPREAD : CROWN_SPREAD;
  *x = CX + CROWN_RADIUS * cos (a);
  *y = CY + CROWN_RADIUS * sin (a);
}

void
bastide_render_pig_anchor (BastideSector  sector,
                           double        *x,
                           double        *y)
{
  double a = sector_angle (sector);

  *x = CX + PIG_RADIUS * cos (a);
  *y = CY + PIG_RADIUS * sin (a) + 0.04;
}

int
bastide_render_crown_at (double x,
                         double y)
{
  double r = hypot (x - CX, y - CY), a;
  int sector;

  if (r < RADIUS * 0.8 || r > RADIUS * 1.02)
    return -1;
  a = atan2 (y - CY, x - CX) + G_PI / 2 + G_PI / 6;
  a = fmod (a + 4 * G_PI, 2 * G_PI);
  sector = (int) (a / (G_PI / 3));
  return CLAMP (sector, 0, BASTIDE_N_SECTORS - 1);
}

/* Text centred on (x, y) in board units, fitted into max_width */
static void
draw_label (cairo_t    *cr,
            const char *text,
            double      x,
            double      y,
            double      height,
            double      max_width)
{
  PangoLayout *layout;
  PangoFontDescription *font;
  PangoRectangle ink, logical;
  double dx = x, dy = y, scale_x = 1, scale_y = 0, px_height, px_width;
  double width;

  /* draw in device space, so the text is hinted at its real size */
  cairo_user_to_device (cr, &dx, &dy);
  cairo_user_to_device_distance (cr, &scale_x, &scale_y);
  px_height = height * hypot (scale_x, scale_y);
  px_width = max_width * hypot (scale_x, scale_y);
  if (px_height < 4)
    return;

  cairo_save (cr);
  cairo_identity_matrix (cr);
  layout = pango_cairo_create_layout (cr);
  font = pango_font_description_from_string ("Cantarell, Sans Bold");
  pango_font_description_set_weight (font, PANGO_WEIGHT_BOLD);
  pango_font_description_set_absolute_size (font, px_height * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_layout_set_text (layout, text, -1);
  pango_layout_get_pixel_extents (layout, &ink, &logical);
  width = logical.width;
  if (width > px_width)
    {
      pango_font_description_set_absolute_size (font, px_height * px_width / width * PANGO_SCALE);
      pango_layout_set_font_description (layout, font);
      pango_layout_get_pixel_extents (layout, &ink, &logical);
    }
  cairo_move_to (cr, dx - logical.width / 2.0, dy - logical.height / 2.0);
  pango_cairo_layout_path (cr, layout);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.7);
  cairo_set_line_width (cr, MAX (1.5, px_height * 0.16));
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_stroke_preserve (cr);
  cairo_set_source_rgb (cr, 0.2, 0.14, 0.1);
  cairo_fill (cr);
  pango_font_description_free (font);
  g_object_unref (layout);
  cairo_restore (cr);
}

static void
dark_outline (cairo_t *cr,
              double   width)
{
  cairo_set_source_rgba (cr, 0.2, 0.14, 0.1, 0.9);
  cairo_set_line_width (cr, width);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_stroke (cr);
}

/* Sector icons, about 1 unit across, centred */
static void
draw_icon (cairo_t *cr,
           guint    sector)
{
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  switch (sector)
    {
    case BASTIDE_SECTOR_FORTUNE:
      /* a gold coin with a star */
      cairo_arc (cr, 0, 0, 0.42, 0, 2 * G_PI);
      cairo_set_source_rgb (cr, 0.96, 0.76, 0.2);
      cairo_fill_preserve (cr);
      dark_outline (cr, 0.06);
      for (int i = 0; i < 10; i++)
        {
          double a = -G_PI / 2 + i * G_PI / 5, r = i % 2 ? 0.11 : 0.27;

          cairo_line_to (cr, r * cos (a), r * sin (a) + 0.02);
        }
      cairo_close_path (cr);
      cairo_set_source_rgb (cr, 1, 0.95, 0.7);
      cairo_fill (cr);
      break;
    case BASTIDE_SECTOR_TAX:
      /* a stack of coins */
      for (int i = 0; i < 3; i++)
        {
          cairo_save (cr);
          cairo_translate (cr, (i == 1) * 0.05, 0.28 - i * 0.2);
          cairo_scale (cr, 0.38, 0.14);
          cairo_arc (cr, 0, 0, 1, 0, 2 * G_PI);
          cairo_restore (cr);
          cairo_set_source_rgb (cr, 0.85, 0.85, 0.88);
          cairo_fill_preserve (cr);
          dark_outline (cr, 0.05);
        }
      break;
    case BASTIDE_SECTOR_FAMINE:
      /* an ear of wheat, bare at the top */
      cairo_move_to (cr, 0, 0.48);
      cairo_line_to (cr, 0, -0.46);
      cairo_set_source_rgb (cr, 0.55, 0.38, 0.12);
      cairo_set_line_width (cr, 0.06);
      cairo_stroke (cr);
      for (int i = 0; i < 3; i++)
        for (int side = -1; side <= 1; side += 2)
          {
            cairo_save (cr);
            cairo_translate (cr, side * 0.1, 0.2 - i * 0.2);
            cairo_rotate (cr, side * 0.5);
            cairo_scale (cr, 0.08, 0.15);
            cairo_arc (cr, 0, 0, 1, 0, 2 * G_PI);
            cairo_restore (cr);
            cairo_set_source_rgb (cr, 0.9, 0.68, 0.25);
            cairo_fill_preserve (cr);
            dark_outline (cr, 0.035);
          }
      break;
    case BASTIDE_SECTOR_STORM:
      /* a cloud and a bolt */
      cairo_arc (cr, -0.18, -0.1, 0.18, 0, 2 * G_PI);
      cairo_new_sub_path (cr);
      cairo_arc (cr, 0.06, -0.2, 0.22, 0, 2 * G_PI);
      cairo_new_sub_path (cr);
      cairo_arc (cr, 0.26, -0.06, 0.16, 0, 2 * G_PI);
      cairo_new_sub_path (cr);
      cairo_rectangle (cr, -0.18, -0.1, 0.44, 0.16);
      cairo_set_source_rgb (cr, 0.5, 0.55, 0.65);
      cairo_fill (cr);
      cairo_move_to (cr, 0.02, 0.02);
      cairo_line_to (cr, -0.12, 0.26);
      cairo_line_to (cr, 0.02, 0.24);
      cairo_line_to (cr, -0.06, 0.5);
      cairo_line_to (cr, 0.16, 0.16);
      cairo_line_to (cr, 0.03, 0.18);
      cairo_line_to (cr, 0.12, 0.02);
      cairo_close_path (cr);
      cairo_set_source_rgb (cr, 0.98, 0.82, 0.2);
      cairo_fill_preserve (cr);
      dark_outline (cr, 0.035);
      break;
    case BASTIDE_SECTOR_INQUISITION:
      /* a flame */
      cairo_move_to (cr, 0, -0.48);
      cairo_curve_to (cr, 0.1, -0.22, 0.36, -0.08, 0.3, 0.2);
      cairo_curve_to (cr, 0.26, 0.4, 0.12, 0.46, 0, 0.46);
      cairo_curve_to (cr, -0.12, 0.46, -0.3, 0.38, -0.3, 0.16);
      cairo_curve_to (cr, -0.3, -0.04, -0.1, -0.14, 0, -0.48);
      cairo_set_source_rgb (cr, 0.9, 0.35, 0.15);
      cairo_fill_preserve (cr);
      dark_outline (cr, 0.05);
      cairo_move_to (cr, 0, -0.04);
      cairo_curve_to (cr, 0.06, 0.08, 0.16, 0.16, 0.12, 0.3);
      cairo_curve_to (cr, 0.08, 0.4, -0.08, 0.4, -0.12, 0.3);
      cairo_curve_to (cr, -0.14, 0.18, -0.04, 0.1, 0, -0.04);
      cairo_set_source_rgb (cr, 1, 0.85, 0.3);
      cairo_fill (cr);
      break;
    case BASTIDE_SECTOR_PLAGUE:
    default:
      /* a rat */
      cairo_move_to (cr, 0.3, 0.18);
      cairo_curve_to (cr, 0.5, 0.2, 0.5, 0.42, 0.3, 0.44);
      cairo_set_source_rgb (cr, 0.35, 0.3, 0.3);
      cairo_set_line_width (cr, 0.04);
      cairo_stroke (cr);
      cairo_save (cr);
      cairo_translate (cr, 0.04, 0.16);
      cairo_scale (cr, 0.3, 0.18);
      cairo_arc (cr, 0, 0, 1, 0, 2 * G_PI);
      cairo_restore (cr);
      cairo_move_to (cr, -0.2, 0.06);
      cairo_line_to (cr, -0.44, 0.18);
      cairo_line_to (cr, -0.2, 0.28);
      cairo_close_path (cr);
      cairo_set_source_rgb (cr, 0.45, 0.4, 0.42);
      cairo_fill (cr);
      cairo_arc (cr, -0.14, 0.02, 0.08, 0, 2 * G_PI);
      cairo_set_source_rgb (cr, 0.6, 0.52, 0.55);
      cairo_fill (cr);
      cairo_arc (cr, -0.3, 0.14, 0.025, 0, 2 * G_PI);
      cairo_set_source_rgb (cr, 0.1, 0.05, 0.05);
      cairo_fill (cr);
      break;
    }
}

static void
draw_crown (cairo_t *cr)
{
  cairo_move_to (cr, -0.5, 0.3);
  cairo_line_to (cr, -0.5, -0.3);
  cairo_line_to (cr, -0.25, 0.0);
  cairo_line_to (cr, 0, -0.42);
  cairo_line_to (cr, 0.25, 0.0);
  cairo_line_to (cr, 0.5, -0.3);
  cairo_line_to (cr, 0.5, 0.3);
  cairo_close_path (cr);
  cairo_set_source_rgb (cr, 0.96, 0.78, 0.2);
  cairo_fill_preserve (cr);
  dark_outline (cr, 0.08);
}

static void
draw_pig (cairo_t *cr)
{
  /* side view, facing east, one unit long */
  cairo_save (cr);
  cairo_translate (cr, 0.04, 0.06);
  cairo_scale (cr, 0.5, 0.32);
  cairo_arc (cr, 0, 0, 1, 0, 2 * G_PI);
  cairo_restore (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.25);
  cairo_fill (cr);
  for (int i = 0; i < 4; i++)
    {
      cairo_rectangle (cr, -0.3 + i * 0.18 - (i > 1) * 0.04, 0.12, 0.09, 0.2);
    }
  cairo_set_source_rgb (cr, 0.85, 0.5, 0.58);
  cairo_fill_preserve (cr);
  dark_outline (cr, 0.04);
  cairo_save (cr);
  cairo_scale (cr, 0.46, 0.28);
  cairo_arc (cr, 0, 0, 1, 0, 2 * G_PI);
  cairo_restore (cr);
  cairo_set_source_rgb (cr, 0.96, 0.66, 0.74);
  cairo_fill_preserve (cr);
  dark_outline (cr, 0.04);
  /* head, ear, snout, eye, tail */
  cairo_arc (cr, 0.4, -0.06, 0.18, 0, 2 * G_PI);
  cairo_set_source_rgb (cr, 0.96, 0.66, 0.74);
  cairo_fill_preserve (cr);
  dark_outline (cr, 0.04);
  cairo_move_to (cr, 0.3, -0.2);
  cairo_line_to (cr, 0.36, -0.36);
  cairo_line_to (cr, 0.44, -0.22);
  cairo_close_path (cr);
  cairo_set_source_rgb (cr, 0.9, 0.55, 0.64);
  cairo_fill_preserve (cr);
  dark_outline (cr, 0.03);
  cairo_save (cr);
  cairo_translate (cr, 0.58, -0.02);
  cairo_scale (cr, 0.06, 0.09);
  cairo_arc (cr, 0, 0, 1, 0, 2 * G_PI);
  cairo_restore (cr);
  cairo_set_source_rgb (cr, 0.88, 0.48, 0.58);
  cairo_fill_preserve (cr);
  dark_outline (cr, 0.03);
  cairo_arc (cr, 0.44, -0.1, 0.03, 0, 2 * G_PI);
  cairo_set_source_rgb (cr, 0.1, 0.05, 0.05);
  cairo_fill (cr);
  cairo_move_to (cr, -0.46, -0.04);
  cairo_curve_to (cr, -0.6, -0.1, -0.5, -0.22, -0.6, -0.24);
  cairo_set_source_rgb (cr, 0.85, 0.5, 0.58);
  cairo_set_line_width (cr, 0.04);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_stroke (cr);
}

static void
draw_wheel (cairo_t            *cr,
            BastideSector       pig,
            const gint8         crowns[BASTIDE_N_SECTORS][2],
            const BastideColor *colors)
{
  double half = G_PI / 6;

  cairo_save (cr);
  cairo_translate (cr, CX, CY);

  /* shadow and wooden rim */
  cairo_arc (cr, 0.03, 0.05, RADIUS, 0, 2 * G_PI);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.3);
  cairo_fill (cr);
  cairo_arc (cr, 0, 0, RADIUS, 0, 2 * G_PI);
  cairo_set_source_rgb (cr, 0.55, 0.36, 0.2);
  cairo_fill_preserve (cr);
  dark_outline (cr, 0.025);

  for (guint s = 0; s < BASTIDE_N_SECTORS; s++)
    {
      double a = sector_angle (s);

      cairo_move_to (cr, 0, 0);
      cairo_arc (cr, 0, 0, FACE_RADIUS, a - half, a + half);
      cairo_close_path (cr);
      br_set_rgb (cr, sector_colours[s]);
      cairo_fill_preserve (cr);
      if (s == pig)
        {
          /* the pig's sector glows a little */
          cairo_set_source_rgba (cr, 1, 1, 1, 0.35);
          cairo_fill_preserve (cr);
        }
      dark_outline (cr, 0.018);
    }

  /* rim studs between the sectors */
  for (guint s = 0; s < BASTIDE_N_SECTORS; s++)
    {
      double a = sector_angle (s) + half;

      cairo_arc (cr, CROWN_RADIUS * cos (a), CROWN_RADIUS * sin (a), 0.028, 0, 2 * G_PI);
      cairo_set_source_rgb (cr, 0.9, 0.78, 0.45);
      cairo_fill_preserve (cr);
      dark_outline (cr, 0.01);
    }

  for (guint s = 0; s < BASTIDE_N_SECTORS; s++)
    {
      double a = sector_angle (s);

      /* icon */
      if (s != pig)
        {
          cairo_save (cr);
          cairo_translate (cr, PIG_RADIUS * cos (a), PIG_RADIUS * sin (a));
          cairo_scale (cr, 0.27, 0.27);
          draw_icon (cr, s);
          cairo_restore (cr);
        }
      /* crown spaces */
      for (guint c = 0; c < bastide_render_crown_spaces (s); c++)
        {
          double x, y;

          bastide_render_crown_anchor (s, c, &x, &y);
          cairo_arc (cr, x - CX, y - CY, 0.075, 0, 2 * G_PI);
          cairo_set_source_rgb (cr, 0.97, 0.9, 0.72);
          cairo_fill_preserve (cr);
          dark_outline (cr, 0.012);
          cairo_save (cr);
          cairo_translate (cr, x - CX, y - CY);
          cairo_scale (cr, 0.095, 0.095);
          draw_crown (cr);
          cairo_restore (cr);
        }
    }

  /* hub */
  cairo_arc (cr, 0, 0, 0.13, 0, 2 * G_PI);
  cairo_set_source_rgb (cr, 0.55, 0.36, 0.2);
  cairo_fill_preserve (cr);
  dark_outline (cr, 0.02);
  /* pointer to the pig's sector */
  cairo_save (cr);
  cairo_rotate (cr, sector_angle (pig));
  cairo_move_to (cr, 0.24, 0);
  cairo_line_to (cr, 0.09, -0.06);
  cairo_line_to (cr, 0.09, 0.06);
  cairo_close_path (cr);
  cairo_set_source_rgb (cr, 0.9, 0.78, 0.45);
  cairo_fill_preserve (cr);
  dark_outline (cr, 0.015);
  cairo_restore (cr);
  cairo_arc (cr, 0, 0, 0.06, 0, 2 * G_PI);
  cairo_set_source_rgb (cr, 0.9, 0.78, 0.45);
  cairo_fill (cr);
  cairo_restore (cr);

  for (guint s = 0; s < BASTIDE_N_SECTORS; s++)
    {
      double a = sector_angle (s);
      double x = LABEL_RADIUS * cos (a), y = LABEL_RADIUS * sin (a);
      double height = 0.12;
      /* as wide as the sector is there; the side sectors' words, written
       * across, also end short of the rim, however long the language's */
      double across = 2 * LABEL_RADIUS * sin (half) * 0.92;
      double edge = FACE_RADIUS * 0.95;
      double to_rim = 2 * (sqrt (edge * edge - pow (fabs (y) + height / 2, 2)) - fabs (x));

      draw_label (cr, bastide_render_sector_label (s), CX + x, CY + y, height, MIN (across, to_rim));
    }

  /* the pig */
  {
    double x, y;

    bastide_render_pig_anchor (pig, &x, &y);
    cairo_save (cr);
    cairo_translate (cr, x, y);
    cairo_scale (cr, 0.3, 0.3);
    draw_pig (cr);
    cairo_restore (cr);
  }

  /* followers on the crowns */
  if (crowns != NULL)
    for (guint s = 0; s < BASTIDE_N_SECTORS; s++)
      for (guint c = 0; c < 2; c++)
        if (crowns[s][c] >= 0)
          {
            double x, y;
            BastideColor color = colors != NULL ? colors[crowns[s][c]] : (BastideColor) crowns[s][c];

            bastide_render_crown_anchor (s, c, &x, &y);
            bastide_render_piece (cr, BASTIDE_PIECE_MEEPLE, color, BASTIDE_RENDER_STANDING,
                                  x, y - 0.03, 0.24);
          }
}

void
bastide_render_wheel_board (cairo_t            *cr,
                            double              size,
                            BastideSector       pig,
                            const gint8         crowns[BASTIDE_N_SECTORS][2],
                            const BastideColor *colors)
{
  int index = bastide_catalogue_lookup ("WHEEL", BASTIDE_SET_WHEEL_OF_FORTUNE);
  const BrGeom *geom;

  g_return_if_fail (cr != NULL);
  g_return_if_fail (index >= 0);

  geom = bastide_render_geom (index);
  cairo_save (cr);
  cairo_scale (cr, size / BASTIDE_WHEEL_SIZE, size / BASTIDE_WHEEL_SIZE);
  br_draw_layout (cr, geom);
  /* faint cell lines on the land, so the board reads as 12 cells */
  cairo_save (cr);
  for (int i = 1; i < BASTIDE_WHEEL_SIZE; i++)
    {
      cairo_move_to (cr, i, 0);
      cairo_line_to (cr, i, BASTIDE_WHEEL_SIZE);
      cairo_move_to (cr, 0, i);
      cairo_line_to (cr, BASTIDE_WHEEL_SIZE, i);
    }
  cairo_set_source_rgba (cr, 0.1, 0.1, 0, 0.08);
  cairo_set_line_width (cr, 0.006);
  cairo_stroke (cr);
  cairo_restore (cr);
  draw_wheel (cr, MIN (pig, BASTIDE_N_SECTORS - 1), crowns, colors);
  cairo_rectangle (cr, 0, 0, BASTIDE_WHEEL_SIZE, BASTIDE_WHEEL_SIZE);
  cairo_set_source_rgba (cr, 0.1, 0.1, 0, 0.25);
  cairo_set_line_width (cr, 0.012);
  cairo_stroke (cr);
  cairo_restore (cr);
}
