/* bastide-render-tile.c: drawing one tile from its layout
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Everything is drawn in the tile's catalogue orientation, in tile units;
 * bastide_render_tile() turns the context first, so a tile looks the same
 * whichever way it lies, and two tile types with the same layout look the
 * same. Nothing here depends on the type's id or set.
 */

#include "config.h"

#include <math.h>

#include "bastide-render.h"
#include "bastide-render-private.h"

void
br_set_rgb (cairo_t *cr,
            guint32  rgb)
{
  cairo_set_source_rgb (cr, ((rgb >> 16) & 0xff) / 255., ((rgb >> 8) & 0xff) / 255., (rgb & 0xff) / 255.);
}

void
br_set_rgba (cairo_t *cr,
             guint32  rgb,
             double   alpha)
{
  cairo_set_source_rgba (cr, ((rgb >> 16) & 0xff) / 255., ((rgb >> 8) & 0xff) / 255., (rgb & 0xff) / 255.,
                         alpha);
}

/* A fixed stream of pseudo-random numbers, the same for every tile */
static double
noise (guint *state)
{
  *state = *state * 1103515245u + 12345u;
  return ((*state >> 8) & 0xffff) / 65536.0;
}

/* Pixel size in user units, for hairlines */
static double
pixel (cairo_t *cr)
{
  double dx = 1, dy = 0;

  cairo_device_to_user_distance (cr, &dx, &dy);
  return hypot (dx, dy);
}

static void
outline (cairo_t *cr,
         double   width)
{
  br_set_rgba (cr, BR_OUTLINE, 0.85);
  cairo_set_line_width (cr, MAX (width, pixel (cr) * 0.8));
  cairo_stroke (cr);
}

/* Textures: grass tufts and city roofs, drawn once per resolution into an
 * image and painted as a pattern, so a board of tiles costs a few blits.
 * The pattern is laid in the tile's user space, so it turns with the tile
 * and every tile of a layout shows the same texture. */

typedef enum
{
  TEXTURE_GRASS,
  TEXTURE_ROOFS,
  N_TEXTURES
} Texture;

static const int texture_sizes[] = { 64, 128, 256, 512 };
static cairo_surface_t *textures[N_TEXTURES][G_N_ELEMENTS (texture_sizes)];
static GMutex texture_lock;

static void
draw_grass_texture (cairo_t *cr)
{
  guint seed = 7;

  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  for (int i = 0; i < 34; i++)
    {
      double x = 0.03 + 0.94 * noise (&seed);
      double y = 0.05 + 0.92 * noise (&seed);
      double k = 0.8 + 0.5 * noise (&seed);

      cairo_move_to (cr, x - 0.013 * k, y - 0.02 * k);
      cairo_line_to (cr, x - 0.003 * k, y);
      cairo_line_to (cr, x + 0.001 * k, y - 0.028 * k);
      cairo_move_to (cr, x - 0.003 * k, y);
      cairo_line_to (cr, x + 0.013 * k, y - 0.018 * k);
    }
  br_set_rgba (cr, BR_FIELD_DARK, 0.55);
  cairo_set_line_width (cr, 0.0055);
  cairo_stroke (cr);

  for (int i = 0; i < 14; i++)
    {
      double x = 0.04 + 0.92 * noise (&seed);
      double y = 0.04 + 0.92 * noise (&seed);

      cairo_new_sub_path (cr);
      cairo_arc (cr, x, y, 0.006 + 0.004 * noise (&seed), 0, 2 * G_PI);
    }
  br_set_rgba (cr, BR_FIELD_LIGHT, 0.7);
  cairo_fill (cr);
}

static void
draw_roofs_texture (cairo_t *cr)
{
  static const guint32 roofs[][2] = {
    { 0xcf7a52, 0xa65a3b }, { 0xbf8657, 0x966340 }, { 0xd9a066, 0xb27c48 },
  };
  guint seed = 99;

  for (int row = 0; row < 6; row++)
    for (int col = 0; col < 6; col++)
      {
        double x = (col + 0.5 + (row % 2) * 0.3) / 6.0 + (noise (&seed) - 0.5) * 0.05;
        double y = (row + 0.5) / 6.0 + (noise (&seed) - 0.5) * 0.04;
        double a = (noise (&seed) < 0.5 ? 0 : G_PI / 2) + (noise (&seed) - 0.5) * 0.3;
        double rw = 0.085 + 0.035 * noise (&seed), rh = 0.06 + 0.015 * noise (&seed);
        guint kind = (guint) (noise (&seed) * G_N_ELEMENTS (roofs)) % G_N_ELEMENTS (roofs);

        if (noise (&seed) < 0.22)
          continue;
        cairo_save (cr);
        cairo_translate (cr, x, y);
        cairo_rotate (cr, a);
        cairo_rectangle (cr, -rw / 2 + 0.008, -rh / 2 + 0.01, rw, rh);
        cairo_set_source_rgba (cr, 0.3, 0.15, 0.05, 0.25);
        cairo_fill (cr);
        cairo_rectangle (cr, -rw / 2, -rh / 2, rw, rh / 2);
        br_set_rgb (cr, roofs[kind][0]);
        cairo_fill (cr);
        cairo_rectangle (cr, -rw / 2, 0, rw, rh / 2);
        br_set_rgb (cr, roofs[kind][1]);
        cairo_fill (cr);
        cairo_rectangle (cr, -rw / 2, -rh / 2, rw, rh);
        cairo_set_source_rgba (cr, 0.3, 0.15, 0.05, 0.5);
        cairo_set_line_width (cr, 0.004);
        cairo_stroke (cr);
        cairo_restore (cr);
      }
}

/* Sets texture t (its base colour under it) as the source, repeating once
 * per cell; a plain colour when the tile is too small to show it. */
static void
set_texture (cairo_t *cr,
             Texture  t)
{
  double per_unit = 1 / pixel (cr);
  guint level = 0;
  cairo_pattern_t *pattern;
  cairo_matrix_t matrix;
  int size;

  if (per_unit < 48)
    {
      br_set_rgb (cr, t == TEXTURE_GRASS ? BR_FIELD : BR_CITY);
      return;
    }
  while (level + 1 < G_N_ELEMENTS (texture_sizes) && texture_sizes[level] < per_unit * 0.98)
    level++;
  size = texture_sizes[level];

  g_mutex_lock (&texture_lock);
  if (textures[t][level] == NULL)
    {
      cairo_surface_t *image = cairo_image_surface_create (CAIRO_FORMAT_RGB24, size, size);
      cairo_t *tcr = cairo_create (image);

      cairo_scale (tcr, size, size);
      br_set_rgb (tcr, t == TEXTURE_GRASS ? BR_FIELD : BR_CITY);
      cairo_paint (tcr);
      if (t == TEXTURE_GRASS)
        draw_grass_texture (tcr);
      else
        draw_roofs_texture (tcr);
      cairo_destroy (tcr);
      textures[t][level] = image;
    }
  pattern = cairo_pattern_create_for_surface (textures[t][level]);
  g_mutex_unlock (&texture_lock);

  cairo_matrix_init_scale (&matrix, size, size);
  cairo_pattern_set_matrix (pattern, &matrix);
  cairo_pattern_set_extend (pattern, CAIRO_EXTEND_REPEAT);
  cairo_pattern_set_filter (pattern, CAIRO_FILTER_BILINEAR);
  cairo_set_source (cr, pattern);
  cairo_pattern_destroy (pattern);
}

/* Fields */

static void
draw_grass (cairo_t *cr,
            double   units)
{
  set_texture (cr, TEXTURE_GRASS);
  cairo_rectangle (cr, 0, 0, units, units);
  cairo_fill (cr);
}

/* River */

static void
draw_river (cairo_t      *cr,
            const BrGeom *geom)
{
  for (guint pass = 0; pass < 3; pass++)
    for (guint r = 0; r < geom->n_rivers; r++)
      {
        const BrPath *river = &geom->rivers[r];
        double w = geom->river_width;

        switch (pass)
          {
          case 0:
            /* sandy banks */
            br_path_outline (cr, river, w + 0.05);
            cairo_set_source_rgb (cr, 0.85, 0.8, 0.6);
            cairo_fill (cr);
            break;
          case 1:
            br_path_outline (cr, river, w + 0.012);
            br_set_rgb (cr, BR_RIVER_DARK);
            cairo_fill (cr);
            br_path_outline (cr, river, w - 0.012);
            br_set_rgb (cr, BR_RIVER);
            cairo_fill (cr);
            break;
          default:
            /* ripples along the middle */
            cairo_save (cr);
            br_path_outline (cr, river, w - 0.02);
            cairo_clip (cr);
            br_path_line (cr, river);
            cairo_set_dash (cr, (double[]) { 0.05, 0.07 }, 2, 0.02);
            br_set_rgba (cr, BR_RIVER_LIGHT, 0.75);
            cairo_set_line_width (cr, 0.012);
            cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
            cairo_stroke (cr);
            cairo_restore (cr);
            break;
          }
      }
}

static void
draw_lake (cairo_t      *cr,
           const BrDeco *d)
{
  double s = d->size;

  cairo_save (cr);
  cairo_translate (cr, d->p.x, d->p.y);
  cairo_save (cr);
  cairo_scale (cr, s * 0.62, s * 0.46);
  cairo_arc (cr, 0, 0, 1.08, 0, 2 * G_PI);
  cairo_restore (cr);
  cairo_set_source_rgb (cr, 0.85, 0.8, 0.6);
  cairo_fill (cr);
  cairo_save (cr);
  cairo_scale (cr, s * 0.62, s * 0.46);
  cairo_arc (cr, 0, 0, 1, 0, 2 * G_PI);
  cairo_restore (cr);
  br_set_rgb (cr, BR_RIVER);
  cairo_fill_preserve (cr);
  br_set_rgb (cr, BR_RIVER_DARK);
  cairo_set_line_width (cr, 0.012);
  cairo_stroke (cr);

  /* light on the water */
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  br_set_rgba (cr, BR_RIVER_LIGHT, 0.8);
  cairo_set_line_width (cr, 0.012);
  cairo_move_to (cr, -s * 0.3, -s * 0.12);
  cairo_line_to (cr, -s * 0.12, -s * 0.12);
  cairo_move_to (cr, s * 0.05, s * 0.08);
  cairo_line_to (cr, s * 0.3, s * 0.08);
  cairo_move_to (cr, -s * 0.22, s * 0.24);
  cairo_line_to (cr, -s * 0.05, s * 0.24);
  cairo_stroke (cr);

  /* reeds on the shore */
  cairo_set_source_rgb (cr, 0.3, 0.48, 0.22);
  cairo_set_line_width (cr, 0.008);
  for (int i = 0; i < 5; i++)
    {
      double x = s * (0.36 + 0.03 * i), y = s * (0.2 - 0.05 * i);

      cairo_move_to (cr, x, y + 0.03);
      cairo_line_to (cr, x + 0.008 * (i - 2), y - 0.02);
    }
  cairo_stroke (cr);
  cairo_restore (cr);
}

static void
draw_spring (cairo_t      *cr,
             const BrDeco *d)
{
  double s = d->size;
  static const double rocks[][3] = {
    { -0.3, -0.3, 0.17 }, { 0.02, -0.42, 0.2 }, { 0.32, -0.26, 0.16 }, { -0.46, 0.02, 0.12 },
  };

  cairo_save (cr);
  cairo_translate (cr, d->p.x, d->p.y);
  /* a pool where the river rises among rocks */
  cairo_save (cr);
  cairo_scale (cr, s * 0.5, s * 0.4);
  cairo_arc (cr, 0, 0.1, 1, 0, 2 * G_PI);
  cairo_restore (cr);
  cairo_set_source_rgb (cr, 0.85, 0.8, 0.6);
  cairo_fill (cr);
  cairo_save (cr);
  cairo_scale (cr, s * 0.42, s * 0.32);
  cairo_arc (cr, 0, 0.12, 1, 0, 2 * G_PI);
  cairo_restore (cr);
  br_set_rgb (cr, BR_RIVER);
  cairo_fill_preserve (cr);
  br_set_rgb (cr, BR_RIVER_DARK);
  cairo_set_line_width (cr, 0.01);
  cairo_stroke (cr);
  br_set_rgba (cr, BR_RIVER_LIGHT, 0.9);
  cairo_set_line_width (cr, 0.01);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  for (int i = 1; i <= 2; i++)
    {
      cairo_new_sub_path (cr);
      cairo_arc (cr, 0, s * 0.02, s * 0.1 * i, G_PI * 0.15, G_PI * 0.85);
    }
  cairo_stroke (cr);
  for (guint i = 0; i < G_N_ELEMENTS (rocks); i++)
    {
      cairo_new_sub_path (cr);
      cairo_arc (cr, rocks[i][0] * s, rocks[i][1] * s, rocks[i][2] * s, 0, 2 * G_PI);
    }
  cairo_set_source_rgb (cr, 0.62, 0.61, 0.58);
  cairo_fill_preserve (cr);
  outline (cr, 0.006);
  for (guint i = 0; i < G_N_ELEMENTS (rocks); i++)
    {
      cairo_new_sub_path (cr);
      cairo_arc (cr, (rocks[i][0] - 0.04) * s, (rocks[i][1] - 0.04) * s, rocks[i][2] * s * 0.45, 0, 2 * G_PI);
    }
  cairo_set_source_rgba (cr, 1, 1, 1, 0.35);
  cairo_fill (cr);
  cairo_restore (cr);
}

/* Roads */

static void
road_line (cairo_t      *cr,
           const BrPath *road)
{
  for (guint i = 0; i < road->n; i++)
    {
      double x = road->p[i].x, y = road->p[i].y;

      /* lengthen the ends that leave the tile, so neighbours join */
      if (i == 0 && road->start == BR_END_EDGE)
        {
          double dx = x - road->p[1].x, dy = y - road->p[1].y, l = hypot (dx, dy);

          cairo_move_to (cr, x + dx / l * 0.03, y + dy / l * 0.03);
          cairo_line_to (cr, x, y);
        }
      else if (i == 0)
        cairo_move_to (cr, x, y);
      else
        cairo_line_to (cr, x, y);
      if (i + 1 == road->n && road->end == BR_END_EDGE)
        {
          double dx = x - road->p[i - 1].x, dy = y - road->p[i - 1].y, l = hypot (dx, dy);

          cairo_line_to (cr, x + dx / l * 0.03, y + dy / l * 0.03);
        }
    }
}

static void
draw_roads (cairo_t      *cr,
            const BrGeom *geom)
{
  double w = geom->road_width;

  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);

  for (guint pass = 0; pass < 2; pass++)
    {
      cairo_new_path (cr);
      for (guint r = 0; r < geom->n_roads; r++)
        road_line (cr, &geom->roads[r]);
      /* a plaza round a well */
      for (guint d = 0; d < geom->n_decos; d++)
        if (geom->decos[d].kind == BR_DECO_WELL)
          {
            cairo_new_sub_path (cr);
            cairo_arc (cr, geom->decos[d].p.x, geom->decos[d].p.y, geom->decos[d].size * 0.5 - (pass ? 0.01 : 0), 0, 2 * G_PI);
          }
      if (pass == 0)
        {
          br_set_rgb (cr, BR_ROAD_EDGE);
          cairo_set_line_width (cr, w + 0.022);
        }
      else
        {
          br_set_rgb (cr, BR_ROAD);
          cairo_set_line_width (cr, w);
        }
      cairo_stroke_preserve (cr);
      cairo_new_path (cr);
      for (guint d = 0; d < geom->n_decos; d++)
        if (geom->decos[d].kind == BR_DECO_WELL)
          {
            cairo_new_sub_path (cr);
            cairo_arc (cr, geom->decos[d].p.x, geom->decos[d].p.y, geom->decos[d].size * 0.5 - 0.011, 0, 2 * G_PI);
          }
      cairo_fill (cr);
    }

  /* wheel ruts, faint */
  cairo_new_path (cr);
  for (guint r = 0; r < geom->n_roads; r++)
    road_line (cr, &geom->roads[r]);
  cairo_set_dash (cr, (double[]) { 0.04, 0.05 }, 2, 0.01);
  br_set_rgba (cr, BR_ROAD_EDGE, 0.3);
  cairo_set_line_width (cr, 0.007);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
}

static void
draw_bridge (cairo_t      *cr,
             const BrGeom *geom,
             const BrDeco *d,
             gboolean      deck)
{
  double half = d->size / 2, w = geom->road_width / 2 + 0.018;

  cairo_save (cr);
  cairo_translate (cr, d->p.x, d->p.y);
  cairo_rotate (cr, d->angle);
  if (deck)
    {
      /* the shadow of the bridge on the water, and its stone deck */
      cairo_rectangle (cr, -half, -w + 0.02, 2 * half, 2 * w);
      cairo_set_source_rgba (cr, 0, 0.1, 0.25, 0.3);
      cairo_fill (cr);
      cairo_rectangle (cr, -half, -w, 2 * half, 2 * w);
      br_set_rgb (cr, BR_WALL);
      cairo_fill_preserve (cr);
      outline (cr, 0.008);
    }
  else
    {
      for (int side = -1; side <= 1; side += 2)
        {
          cairo_rectangle (cr, -half - 0.01, side * w - 0.011, 2 * half + 0.02, 0.022);
          br_set_rgb (cr, BR_WALL);
          cairo_fill_preserve (cr);
          outline (cr, 0.007);
        }
    }
  cairo_restore (cr);
}

/* Cities */

static void
wall_path (cairo_t      *cr,
           const BrCity *city)
{
  cairo_new_path (cr);
  for (guint i = 0; i < city->n_segs; i++)
    {
      const BrSeg *s = &city->segs[i];

      if (!s->wall)
        continue;
      cairo_move_to (cr, s->p0.x, s->p0.y);
      cairo_curve_to (cr, s->c1.x, s->c1.y, s->c2.x, s->c2.y, s->p1.x, s->p1.y);
    }
}

static void
draw_city (cairo_t      *cr,
           const BrGeom *geom,
           const BrCity *city)
{
  double px = pixel (cr);

  if (city->over)
    {
      /* its shadow on the city it passes over */
      cairo_save (cr);
      cairo_translate (cr, 0.012, 0.018);
      wall_path (cr, city);
      cairo_set_source_rgba (cr, 0, 0, 0, 0.25);
      cairo_set_line_width (cr, 0.06);
      cairo_stroke (cr);
      cairo_restore (cr);
    }

  /* the walls' soft shadow on the land around */
  wall_path (cr, city);
  cairo_set_source_rgba (cr, 0.15, 0.1, 0, 0.16);
  cairo_set_line_width (cr, 0.1);
  cairo_stroke (cr);

  /* the houses, seen from above */
  cairo_new_path (cr);
  br_city_path (cr, city);
  set_texture (cr, TEXTURE_ROOFS);
  cairo_fill (cr);

  /* the wall: dark stone, light top, crenels */
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  wall_path (cr, city);
  br_set_rgb (cr, BR_WALL_DARK);
  cairo_set_line_width (cr, 0.05);
  cairo_stroke (cr);
  wall_path (cr, city);
  br_set_rgb (cr, BR_WALL);
  cairo_set_line_width (cr, 0.03);
  cairo_stroke (cr);
  if (px < 0.01)
    {
      wall_path (cr, city);
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
      cairo_set_dash (cr, (double[]) { 0.014, 0.014 }, 2, 0);
      br_set_rgba (cr, BR_WALL_DARK, 0.55);
      cairo_set_line_width (cr, 0.012);
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
    }
}

static void
draw_gate (cairo_t      *cr,
           const BrDeco *d)
{
  double s = d->size;

  cairo_save (cr);
  cairo_translate (cr, d->p.x, d->p.y);
  cairo_rotate (cr, d->angle);
  /* x points out of the city, towards the road: a gatehouse across the
   * wall, its roof's ridge along the wall, the gateway open to the road */
  cairo_rectangle (cr, -0.3 * s + 0.012, -0.5 * s + 0.016, 0.62 * s, s);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.25);
  cairo_fill (cr);
  cairo_rectangle (cr, -0.3 * s, -0.5 * s, 0.62 * s, s);
  br_set_rgb (cr, BR_WALL);
  cairo_fill_preserve (cr);
  outline (cr, 0.006);
  cairo_rectangle (cr, -0.24 * s, -0.44 * s, 0.25 * s, 0.88 * s);
  br_set_rgb (cr, 0xd0674a);
  cairo_fill (cr);
  cairo_rectangle (cr, 0.01 * s, -0.44 * s, 0.25 * s, 0.88 * s);
  br_set_rgb (cr, 0xa14a33);
  cairo_fill (cr);
  cairo_rectangle (cr, -0.24 * s, -0.44 * s, 0.5 * s, 0.88 * s);
  outline (cr, 0.004);
  /* the gateway */
  cairo_move_to (cr, 0.33 * s, -0.2 * s);
  cairo_line_to (cr, 0.16 * s, -0.2 * s);
  cairo_arc_negative (cr, 0.16 * s, 0, 0.2 * s, -G_PI / 2, G_PI / 2);
  cairo_line_to (cr, 0.33 * s, 0.2 * s);
  cairo_close_path (cr);
  cairo_set_source_rgb (cr, 0.18, 0.12, 0.08);
  cairo_fill (cr);
  cairo_restore (cr);
}

static void
draw_tunnel (cairo_t      *cr,
             const BrDeco *d)
{
  double s = d->size;

  cairo_save (cr);
  cairo_translate (cr, d->p.x, d->p.y);
  cairo_rotate (cr, d->angle);
  /* x points out of the tunnel, along the road; the opening is a dark
   * half disc with a stone arch round it */
  cairo_move_to (cr, 0.05 * s, -0.5 * s);
  cairo_arc_negative (cr, 0.05 * s, 0, 0.5 * s, -G_PI / 2, G_PI / 2);
  cairo_close_path (cr);
  br_set_rgb (cr, BR_WALL);
  cairo_fill_preserve (cr);
  outline (cr, 0.007);
  cairo_move_to (cr, 0.05 * s, -0.34 * s);
  cairo_arc_negative (cr, 0.05 * s, 0, 0.34 * s, -G_PI / 2, G_PI / 2);
  cairo_close_path (cr);
  cairo_set_source_rgb (cr, 0.12, 0.09, 0.07);
  cairo_fill (cr);
  /* arch stones */
  cairo_set_source_rgba (cr, 0.24, 0.18, 0.12, 0.7);
  cairo_set_line_width (cr, 0.005);
  for (int i = 1; i < 6; i++)
    {
      double a = G_PI / 2 + i * G_PI / 6;

      cairo_move_to (cr, 0.05 * s + 0.34 * s * cos (a), 0.34 * s * sin (a));
      cairo_line_to (cr, 0.05 * s + 0.5 * s * cos (a), 0.5 * s * sin (a));
    }
  cairo_stroke (cr);
  cairo_restore (cr);
}

static void
draw_underpass (cairo_t      *cr,
                const BrDeco *d)
{
  cairo_save (cr);
  cairo_move_to (cr, d->p.x, d->p.y);
  cairo_line_to (cr, d->q.x, d->q.y);
  cairo_set_dash (cr, (double[]) { 0.03, 0.028 }, 2, 0);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_source_rgba (cr, 0.3, 0.2, 0.1, 0.45);
  cairo_set_line_width (cr, 0.018);
  cairo_stroke (cr);
  cairo_restore (cr);
}

/* Buildings, drawn upright in the tile's catalogue orientation */

static void
shadow_ellipse (cairo_t *cr,
                double   y,
                double   rx,
                double   ry)
{
  cairo_save (cr);
  cairo_translate (cr, 0.01, y);
  cairo_scale (cr, rx, ry);
  cairo_arc (cr, 0, 0, 1, 0, 2 * G_PI);
  cairo_restore (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.22);
  cairo_fill (cr);
}

static void
house_body (cairo_t *cr,
            double   x0,
            double   y0,
            double   x1,
            double   y1,
            guint32  wall)
{
  cairo_rectangle (cr, x0, y0, x1 - x0, y1 - y0);
  br_set_rgb (cr, wall);
  cairo_fill_preserve (cr);
  outline (cr, 0.006);
}

static void
gable (cairo_t *cr,
       double   x0,
       double   x1,
       double   base,
       double   top,
       guint32  colour)
{
  cairo_move_to (cr, x0, base);
  cairo_line_to (cr, (x0 + x1) / 2, top);
  cairo_line_to (cr, x1, base);
  cairo_close_path (cr);
  br_set_rgb (cr, colour);
  cairo_fill_preserve (cr);
  outline (cr, 0.006);
}

static void
door (cairo_t *cr,
      double   x,
      double   bottom,
      double   w,
      double   h)
{
  cairo_move_to (cr, x - w / 2, bottom);
  cairo_line_to (cr, x - w / 2, bottom - h + w / 2);
  cairo_arc (cr, x, bottom - h + w / 2, w / 2, G_PI, 2 * G_PI);
  cairo_line_to (cr, x + w / 2, bottom);
  cairo_close_path (cr);
  cairo_set_source_rgb (cr, 0.32, 0.2, 0.12);
  cairo_fill (cr);
}

static void
draw_cloister (cairo_t      *cr,
               const BrDeco *d)
{
  double s = d->size;

  cairo_save (cr);
  cairo_translate (cr, d->p.x, d->p.y);
  /* the drawing spans y -0.74…0.42: fit it in ±0.45 of the footprint */
  cairo_scale (cr, s * 0.78, s * 0.78);
  cairo_translate (cr, 0, 0.16);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  shadow_ellipse (cr, 0.4, 0.5, 0.12);

  /* wings: the cloister's arcades */
  house_body (cr, -0.46, 0.08, -0.24, 0.4, BR_HOUSE_WALL);
  house_body (cr, 0.24, 0.08, 0.46, 0.4, BR_HOUSE_WALL);
  for (int side = -1; side <= 1; side += 2)
    {
      cairo_move_to (cr, side * 0.5, 0.1);
      cairo_line_to (cr, side * 0.24, -0.04);
      cairo_line_to (cr, side * 0.24, 0.1);
      cairo_close_path (cr);
      br_set_rgb (cr, BR_ROOF_RED);
      cairo_fill_preserve (cr);
      outline (cr, 0.015);
      for (int i = 0; i < 2; i++)
        door (cr, side * (0.3 + 0.1 * i), 0.36, 0.05, 0.14);
    }

  /* the bell tower behind the church */
  house_body (cr, -0.09, -0.42, 0.09, -0.04, BR_HOUSE_WALL);
  gable (cr, -0.12, 0.12, -0.4, -0.62, BR_ROOF_RED);
  door (cr, 0, -0.24, 0.06, 0.1);
  /* the church */
  house_body (cr, -0.26, -0.04, 0.26, 0.42, BR_HOUSE_WALL);
  gable (cr, -0.32, 0.32, -0.02, -0.3, BR_ROOF_RED);
  door (cr, 0, 0.42, 0.13, 0.22);
  cairo_arc (cr, 0, 0.08, 0.05, 0, 2 * G_PI);
  cairo_set_source_rgb (cr, 0.32, 0.2, 0.12);
  cairo_fill (cr);
  /* cross */
  cairo_move_to (cr, 0, -0.62);
  cairo_line_to (cr, 0, -0.74);
  cairo_move_to (cr, -0.04, -0.69);
  cairo_line_to (cr, 0.04, -0.69);
  br_set_rgb (cr, BR_OUTLINE);
  cairo_set_line_width (cr, 0.025);
  cairo_stroke (cr);
  cairo_restore (cr);
}

static void
draw_abbey (cairo_t      *cr,
            const BrDeco *d)
{
  double s = d->size;

  cairo_save (cr);
  cairo_translate (cr, d->p.x, d->p.y);

  /* a gravel close, a hedge round it, open on all four sides */
  cairo_arc (cr, 0, 0, 0.44, 0, 2 * G_PI);
  cairo_set_source_rgb (cr, 0.9, 0.86, 0.74);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0.55, 0.45, 0.3, 0.6);
  cairo_set_line_width (cr, 0.008);
  cairo_stroke (cr);
  for (int i = 0; i < 4; i++)
    {
      double a = i * G_PI / 2 + G_PI / 4;

      for (int j = -1; j <= 1; j++)
        {
          cairo_new_sub_path (cr);
          cairo_arc (cr, 0.4 * cos (a + j * 0.16), 0.4 * sin (a + j * 0.16), 0.045, 0, 2 * G_PI);
        }
    }
  br_set_rgb (cr, BR_HEDGE);
  cairo_fill (cr);
  /* paths to the four sides */
  for (int i = 0; i < 4; i++)
    {
      cairo_save (cr);
      cairo_rotate (cr, i * G_PI / 2);
      cairo_rectangle (cr, -0.05, 0.3, 0.1, 0.22);
      cairo_restore (cr);
    }
  cairo_set_source_rgb (cr, 0.9, 0.86, 0.74);
  cairo_fill (cr);

  cairo_scale (cr, s, s);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  shadow_ellipse (cr, 0.36, 0.5, 0.1);
  /* nave and two towers, slate roofs */
  house_body (cr, -0.3, -0.06, 0.3, 0.36, BR_HOUSE_WALL);
  gable (cr, -0.36, 0.36, -0.04, -0.3, BR_ROOF_RED);
  for (int side = -1; side <= 1; side += 2)
    {
      house_body (cr, side * 0.44 - 0.09, -0.28, side * 0.44 + 0.09, 0.36, BR_HOUSE_WALL);
      gable (cr, side * 0.44 - 0.12, side * 0.44 + 0.12, -0.26, -0.5, BR_ROOF_SLATE);
      door (cr, side * 0.44, -0.08, 0.05, 0.1);
    }
  /* rose window and portal */
  cairo_arc (cr, 0, 0.07, 0.07, 0, 2 * G_PI);
  cairo_set_source_rgb (cr, 0.75, 0.3, 0.3);
  cairo_fill_preserve (cr);
  outline (cr, 0.012);
  door (cr, 0, 0.36, 0.14, 0.2);
  cairo_move_to (cr, 0, -0.3);
  cairo_line_to (cr, 0, -0.44);
  cairo_move_to (cr, -0.045, -0.39);
  cairo_line_to (cr, 0.045, -0.39);
  br_set_rgb (cr, BR_OUTLINE);
  cairo_set_line_width (cr, 0.025);
  cairo_stroke (cr);
  cairo_restore (cr);
}

static void
draw_house (cairo_t      *cr,
            const BrDeco *d,
            gboolean      junction)
{
  double s = d->size;

  cairo_save (cr);
  cairo_translate (cr, d->p.x, d->p.y);
  cairo_scale (cr, s, s);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  shadow_ellipse (cr, 0.31, 0.4, 0.09);
  if (junction)
    {
      /* a chapel where the roads meet: white walls, slate roof, bell */
      house_body (cr, -0.24, -0.1, 0.24, 0.3, BR_HOUSE_WALL);
      gable (cr, -0.32, 0.32, -0.08, -0.4, BR_ROOF_SLATE);
      door (cr, 0, 0.3, 0.14, 0.22);
      cairo_arc (cr, 0, -0.2, 0.06, 0, 2 * G_PI);
      cairo_set_source_rgb (cr, 0.95, 0.8, 0.3);
      cairo_fill_preserve (cr);
      outline (cr, 0.015);
    }
  else
    {
      /* a farmhouse with a thatched roof and a chimney */
      cairo_rectangle (cr, 0.14, -0.34, 0.08, 0.18);
      cairo_set_source_rgb (cr, 0.6, 0.35, 0.25);
      cairo_fill_preserve (cr);
      outline (cr, 0.02);
      house_body (cr, -0.3, -0.04, 0.3, 0.34, BR_HOUSE_WALL);
      cairo_move_to (cr, -0.38, -0.02);
      cairo_line_to (cr, -0.16, -0.3);
      cairo_line_to (cr, 0.16, -0.3);
      cairo_line_to (cr, 0.38, -0.02);
      cairo_close_path (cr);
      br_set_rgb (cr, BR_ROOF_THATCH);
      cairo_fill_preserve (cr);
      outline (cr, 0.02);
      door (cr, -0.1, 0.34, 0.12, 0.2);
      cairo_rectangle (cr, 0.07, 0.06, 0.12, 0.1);
      cairo_set_source_rgb (cr, 0.32, 0.2, 0.12);
      cairo_fill (cr);
    }
  cairo_restore (cr);
}

static void
draw_well (cairo_t      *cr,
           const BrDeco *d)
{
  double s = d->size;

  cairo_save (cr);
  cairo_translate (cr, d->p.x, d->p.y);
  cairo_arc (cr, 0.008, 0.012, s * 0.3, 0, 2 * G_PI);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.22);
  cairo_fill (cr);
  cairo_arc (cr, 0, 0, s * 0.3, 0, 2 * G_PI);
  cairo_set_source_rgb (cr, 0.72, 0.7, 0.66);
  cairo_fill_preserve (cr);
  outline (cr, 0.008);
  /* stones of the rim */
  for (int i = 0; i < 8; i++)
    {
      double a = i * G_PI / 4;

      cairo_move_to (cr, s * 0.19 * cos (a), s * 0.19 * sin (a));
      cairo_line_to (cr, s * 0.3 * cos (a), s * 0.3 * sin (a));
    }
  cairo_set_source_rgba (cr, 0.3, 0.28, 0.25, 0.6);
  cairo_set_line_width (cr, 0.005);
  cairo_stroke (cr);
  cairo_arc (cr, 0, 0, s * 0.19, 0, 2 * G_PI);
  br_set_rgb (cr, BR_RIVER_DARK);
  cairo_fill_preserve (cr);
  outline (cr, 0.006);
  cairo_arc (cr, -s * 0.05, -s * 0.05, s * 0.07, 0, 2 * G_PI);
  br_set_rgba (cr, BR_RIVER_LIGHT, 0.75);
  cairo_fill (cr);
  /* the winch's beam and bucket */
  cairo_move_to (cr, -s * 0.36, 0);
  cairo_line_to (cr, s * 0.36, 0);
  cairo_set_source_rgb (cr, 0.45, 0.3, 0.18);
  cairo_set_line_width (cr, 0.02);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_stroke (cr);
  cairo_rectangle (cr, -s * 0.06, -s * 0.05, s * 0.12, s * 0.1);
  cairo_set_source_rgb (cr, 0.55, 0.38, 0.22);
  cairo_fill_preserve (cr);
  outline (cr, 0.005);
  cairo_restore (cr);
}

static void
draw_garden (cairo_t      *cr,
             const BrDeco *d)
{
  double s = d->size;
  static const double trees[][3] = { { -0.2, -0.16, 0.16 }, { 0.18, -0.2, 0.14 }, { 0.02, 0.18, 0.15 } };
  static const double flowers[][2] = {
    { -0.25, 0.15 }, { 0.26, 0.08 }, { -0.05, -0.3 }, { 0.3, -0.02 }, { -0.3, -0.02 }, { 0.2, 0.26 },
  };

  cairo_save (cr);
  cairo_translate (cr, d->p.x, d->p.y);
  cairo_scale (cr, s, s);
  /* hedge */
  cairo_arc (cr, 0.02, 0.04, 0.5, 0, 2 * G_PI);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.2);
  cairo_fill (cr);
  cairo_arc (cr, 0, 0, 0.5, 0, 2 * G_PI);
  br_set_rgb (cr, BR_HEDGE);
  cairo_fill_preserve (cr);
  outline (cr, 0.02);
  cairo_arc (cr, 0, 0, 0.4, 0, 2 * G_PI);
  cairo_set_source_rgb (cr, 0.62, 0.82, 0.42);
  cairo_fill (cr);
  /* the gap in the hedge */
  cairo_rectangle (cr, -0.08, 0.36, 0.16, 0.16);
  cairo_set_source_rgb (cr, 0.62, 0.82, 0.42);
  cairo_fill (cr);
  for (guint i = 0; i < G_N_ELEMENTS (flowers); i++)
    {
      cairo_arc (cr, flowers[i][0], flowers[i][1], 0.045, 0, 2 * G_PI);
      if (i % 2)
        cairo_set_source_rgb (cr, 0.96, 0.83, 0.2);
      else
        cairo_set_source_rgb (cr, 0.93, 0.45, 0.6);
      cairo_fill (cr);
    }
  for (guint i = 0; i < G_N_ELEMENTS (trees); i++)
    {
      cairo_arc (cr, trees[i][0], trees[i][1], trees[i][2], 0, 2 * G_PI);
      cairo_set_source_rgb (cr, 0.2, 0.5, 0.22);
      cairo_fill_preserve (cr);
      outline (cr, 0.015);
      cairo_arc (cr, trees[i][0] - trees[i][2] * 0.3, trees[i][1] - trees[i][2] * 0.3, trees[i][2] * 0.4,
                 0, 2 * G_PI);
      cairo_set_source_rgba (cr, 0.55, 0.8, 0.4, 0.6);
      cairo_fill (cr);
    }
  cairo_restore (cr);
}

static void
shield_path (cairo_t *cr)
{
  cairo_move_to (cr, -0.42, -0.46);
  cairo_line_to (cr, 0.42, -0.46);
  cairo_line_to (cr, 0.42, 0.0);
  cairo_curve_to (cr, 0.42, 0.26, 0.2, 0.42, 0, 0.52);
  cairo_curve_to (cr, -0.2, 0.42, -0.42, 0.26, -0.42, 0.0);
  cairo_close_path (cr);
}

static void
draw_shield (cairo_t      *cr,
             const BrDeco *d)
{
  cairo_save (cr);
  cairo_translate (cr, d->p.x, d->p.y);
  cairo_scale (cr, d->size, d->size);
  cairo_save (cr);
  cairo_translate (cr, 0.06, 0.08);
  shield_path (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.25);
  cairo_fill (cr);
  cairo_restore (cr);
  shield_path (cr);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_fill_preserve (cr);
  outline (cr, 0.07);
  cairo_save (cr);
  cairo_translate (cr, 0, 0.01);
  cairo_scale (cr, 0.78, 0.78);
  shield_path (cr);
  cairo_restore (cr);
  br_set_rgb (cr, BR_SHIELD);
  cairo_fill (cr);
  /* a white chevron */
  cairo_move_to (cr, -0.33, 0.16);
  cairo_line_to (cr, 0, -0.16);
  cairo_line_to (cr, 0.33, 0.16);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_set_line_width (cr, 0.13);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_MITER);
  cairo_stroke (cr);
  cairo_restore (cr);
}

/* The Wheel of Fortune icon: a small wheel, and a dot per pig step */
static void
draw_wheel_icon (cairo_t      *cr,
                 const BrDeco *d)
{
  double s = d->size;

  cairo_save (cr);
  cairo_translate (cr, d->p.x, d->p.y);
  cairo_scale (cr, s, s);
  cairo_arc (cr, 0.04, 0.05, 0.42, 0, 2 * G_PI);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.22);
  cairo_fill (cr);
  cairo_arc (cr, 0, 0, 0.42, 0, 2 * G_PI);
  cairo_set_source_rgb (cr, 0.98, 0.85, 0.45);
  cairo_fill_preserve (cr);
  outline (cr, 0.06);
  cairo_arc (cr, 0, 0, 0.3, 0, 2 * G_PI);
  cairo_set_source_rgb (cr, 0.72, 0.45, 0.18);
  cairo_set_line_width (cr, 0.07);
  cairo_stroke (cr);
  for (int i = 0; i < 6; i++)
    {
      double a = i * G_PI / 3;

      cairo_move_to (cr, 0, 0);
      cairo_line_to (cr, 0.3 * cos (a), 0.3 * sin (a));
    }
  cairo_set_line_width (cr, 0.05);
  cairo_stroke (cr);
  /* the steps, as dots beside the wheel */
  for (int i = 0; i < d->value; i++)
    {
      double x = 0.66, y = (i - (d->value - 1) / 2.0) * 0.34;

      cairo_arc (cr, x, y, 0.14, 0, 2 * G_PI);
      cairo_set_source_rgb (cr, 0.93, 0.5, 0.62);
      cairo_fill_preserve (cr);
      outline (cr, 0.05);
    }
  cairo_restore (cr);
}

/* The whole layout, in tile units and catalogue orientation */
void
br_draw_layout (cairo_t      *cr,
                const BrGeom *geom)
{
  cairo_save (cr);
  cairo_rectangle (cr, 0, 0, geom->units, geom->units);
  cairo_clip (cr);

  draw_grass (cr, geom->units);
  draw_river (cr, geom);
  for (guint d = 0; d < geom->n_decos; d++)
    {
      const BrDeco *deco = &geom->decos[d];

      if (deco->kind == BR_DECO_LAKE)
        draw_lake (cr, deco);
      else if (deco->kind == BR_DECO_SPRING)
        draw_spring (cr, deco);
      else if (deco->kind == BR_DECO_BRIDGE)
        draw_bridge (cr, geom, deco, TRUE);
    }
  draw_roads (cr, geom);
  for (guint d = 0; d < geom->n_decos; d++)
    if (geom->decos[d].kind == BR_DECO_BRIDGE)
      draw_bridge (cr, geom, &geom->decos[d], FALSE);

  for (guint pass = 0; pass < 2; pass++)
    for (guint c = 0; c < geom->n_cities; c++)
      if (geom->cities[c].over == pass)
        draw_city (cr, geom, &geom->cities[c]);

  for (guint d = 0; d < geom->n_decos; d++)
    {
      const BrDeco *deco = &geom->decos[d];

      switch ((BrDecoKind) deco->kind)
        {
        case BR_DECO_CLOISTER:
          draw_cloister (cr, deco);
          break;
        case BR_DECO_ABBEY:
          draw_abbey (cr, deco);
          break;
        case BR_DECO_HUT:
          draw_house (cr, deco, TRUE);
          break;
        case BR_DECO_HOUSE:
          draw_house (cr, deco, FALSE);
          break;
        case BR_DECO_WELL:
          draw_well (cr, deco);
          break;
        case BR_DECO_GARDEN:
          draw_garden (cr, deco);
          break;
        case BR_DECO_SHIELD:
          draw_shield (cr, deco);
          break;
        case BR_DECO_WHEEL:
          draw_wheel_icon (cr, deco);
          break;
        case BR_DECO_GATE:
          draw_gate (cr, deco);
          break;
        case BR_DECO_TUNNEL:
          draw_tunnel (cr, deco);
          break;
        case BR_DECO_UNDERPASS:
          draw_underpass (cr, deco);
          break;
        case BR_DECO_SPRING:
        case BR_DECO_LAKE:
        case BR_DECO_BRIDGE:
        default:
          break;
        }
    }
  cairo_restore (cr);
}

/* Public API */

double
bastide_render_tile_units (guint type_index)
{
  return bastide_catalogue_get (type_index)->is_wheel_board ? BASTIDE_WHEEL_SIZE : 1;
}

void
bastide_render_tile (cairo_t *cr,
                     guint    type_index,
                     guint    rot,
                     double   size)
{
  const BrGeom *geom;

  g_return_if_fail (cr != NULL);
  g_return_if_fail (type_index < bastide_catalogue ()->n_types);

  geom = bastide_render_geom (type_index);
  if (geom->type->is_wheel_board)
    {
      bastide_render_wheel_board (cr, size, BASTIDE_SECTOR_FORTUNE, NULL, NULL);
      return;
    }

  cairo_save (cr);
  cairo_translate (cr, size / 2, size / 2);
  cairo_rotate (cr, (rot & 3) * G_PI / 2);
  cairo_translate (cr, -size / 2, -size / 2);
  cairo_scale (cr, size, size);
  br_draw_layout (cr, geom);

  /* a faint edge so tiles read as tiles on the board */
  cairo_rectangle (cr, 0, 0, 1, 1);
  cairo_set_source_rgba (cr, 0.1, 0.1, 0, 0.16);
  cairo_set_line_width (cr, MAX (pixel (cr), 0.006));
  cairo_stroke (cr);
  cairo_restore (cr);
}

cairo_surface_t *
bastide_render_tile_surface (guint type_index,
                             guint rot,
                             int   size)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, size, size);
  cairo_t *cr = cairo_create (surface);

  bastide_render_tile (cr, type_index, rot, size);
  cairo_destroy (cr);
  return surface;
}
