/* bastide-render-geometry.c: where cities, roads and fields lie on a tile
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The layout is computed from the catalogue: a city covering one side is a
 * cap, two neighbouring sides a corner, two opposite sides a band, three
 * sides everything but a bay; a road joining two opposite sides is straight,
 * two neighbouring sides a quarter circle, and a road with one side runs to
 * what it ends at. A few tiles of Abbey & Mayor need more (cities crossing,
 * walls reaching corners, roads touching walls, a tunnel); they are found
 * from their features, not from their ids where it can be helped. The
 * fields are never drawn as shapes: they are what is left, and the label
 * map checks that what is left splits into exactly the catalogue's fields.
 */

#include "config.h"
#include <math.h>
#include <string.h>

#include "bastide-render-geometry-private.h"

#define TILE_RES 128
#define BOARD_RES 64

static GMutex geom_lock;
static BrGeom **geoms;
static guint n_geoms;

/* Quarter turns clockwise about the tile centre (y grows downwards). */
BrPt
geom_pt_rot (BrPt  p,
             guint k)
{
  for (guint i = 0; i < (k & 3); i++)
    p = pt (1 - p.y, p.x);
  return p;
}

guint
geom_mask_rot (guint mask,
               guint k)
{
  guint out = 0;

  for (guint s = 0; s < 4; s++)
    if (mask & (1 << s))
      out |= 1 << ((s + k) % 4);
  return out;
}

guint
geom_popcount4 (guint mask)
{
  return (mask & 1) + ((mask >> 1) & 1) + ((mask >> 2) & 1) + ((mask >> 3) & 1);
}

static BrPt
bezier (BrPt   p0,
        BrPt   c1,
        BrPt   c2,
        BrPt   p1,
        double t)
{
  double u = 1 - t;
  double a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t;

  return pt (a * p0.x + b * c1.x + c * c2.x + d * p1.x,
             a * p0.y + b * c1.y + c * c2.y + d * p1.y);
}

BrPt
geom_bezier_tangent (BrPt   p0,
                     BrPt   c1,
                     BrPt   c2,
                     BrPt   p1,
                     double t)
{
  double u = 1 - t;

  return pt (3 * u * u * (c1.x - p0.x) + 6 * u * t * (c2.x - c1.x) + 3 * t * t * (p1.x - c2.x),
             3 * u * u * (c1.y - p0.y) + 6 * u * t * (c2.y - c1.y) + 3 * t * t * (p1.y - c2.y));
}

BrPt
geom_seg_at (const BrSeg *s,
             double       t)
{
  return bezier (s->p0, s->c1, s->c2, s->p1, t);
}

/* Cities */

void
geom_city_curve (BrCity   *city,
                 BrPt      p0,
                 BrPt      c1,
                 BrPt      c2,
                 BrPt      p1,
                 gboolean  wall)
{
  BrSeg *s;

  g_assert (city->n_segs < BR_MAX_SEGS);
  s = &city->segs[city->n_segs++];
  s->p0 = p0;
  s->c1 = c1;
  s->c2 = c2;
  s->p1 = p1;
  s->wall = wall;
}

void
geom_city_line (BrCity *city,
                BrPt    p0,
                BrPt    p1)
{
  geom_city_curve (city, p0, pt_lerp (p0, p1, 1 / 3.), pt_lerp (p0, p1, 2 / 3.), p1, FALSE);
}

void
geom_city_rotate (BrCity *city,
                  guint   k)
{
  for (guint i = 0; i < city->n_segs; i++)
    {
      BrSeg *s = &city->segs[i];

      s->p0 = geom_pt_rot (s->p0, k);
      s->c1 = geom_pt_rot (s->c1, k);
      s->c2 = geom_pt_rot (s->c2, k);
      s->p1 = geom_pt_rot (s->p1, k);
    }
}

/* A wall from a to b (corners of the tile) that bulges `depth` into the
 * tile, towards `inward`. */
void
geom_city_wall (BrCity *city,
                BrPt    a,
                BrPt    b,
                BrPt    inward,
                double  depth,
                double  spread)
{
  double k = depth * 4 / 3;
  BrPt c1 = pt_add (pt_lerp (a, b, spread), inward, k);
  BrPt c2 = pt_add (pt_lerp (a, b, 1 - spread), inward, k);

  geom_city_curve (city, a, c1, c2, b, TRUE);
}

/* Canonical shapes: cap on N, corner on N+E, band on E+W, three sides
 * N+E+W, all four. */
void
geom_shape_cap (BrCity *city,
                double  depth)
{
  geom_city_line (city, pt (0, 0), pt (1, 0));
  geom_city_wall (city, pt (1, 0), pt (0, 0), pt (0, 1), depth, 0.18);
}

/* `tight`: a road or the river runs round the opposite corner, leave room
 * for the field between them */
void
geom_shape_corner (BrCity   *city,
                   gboolean  tight)
{
  geom_city_line (city, pt (0, 0), pt (1, 0));
  geom_city_line (city, pt (1, 0), pt (1, 1));
  if (tight)
    geom_city_curve (city, pt (1, 1), pt (0.62, 0.78), pt (0.22, 0.38), pt (0, 0), TRUE);
  else
    geom_city_curve (city, pt (1, 1), pt (0.52, 0.9), pt (0.1, 0.48), pt (0, 0), TRUE);
}

/* Whether a road or river feature joins exactly the sides in `mask` */
gboolean
geom_has_path_feature (const BastideTileType *type,
                       guint                  mask)
{
  for (guint i = 0; i < type->n_features; i++)
    if ((type->features[i].kind == BASTIDE_FEATURE_ROAD || type->features[i].kind == BASTIDE_FEATURE_RIVER)
        && type->feature_sides[i] == mask)
      return TRUE;
  return FALSE;
}

void
geom_shape_band (BrCity *city,
                 double  top,
                 double  bottom)
{
  geom_city_line (city, pt (0, 1), pt (0, 0));
  geom_city_wall (city, pt (0, 0), pt (1, 0), pt (0, 1), top, 0.22);
  geom_city_line (city, pt (1, 0), pt (1, 1));
  geom_city_wall (city, pt (1, 1), pt (0, 1), pt (0, -1), bottom, 0.22);
}

void
geom_shape_three (BrCity *city,
                  double  bay)
{
  geom_city_line (city, pt (0, 1), pt (0, 0));
  geom_city_line (city, pt (0, 0), pt (1, 0));
  geom_city_line (city, pt (1, 0), pt (1, 1));
  geom_city_wall (city, pt (1, 1), pt (0, 1), pt (0, -1), bay, 0.2);
}

void
geom_shape_full (BrCity *city)
{
  geom_city_line (city, pt (0, 0), pt (1, 0));
  geom_city_line (city, pt (1, 0), pt (1, 1));
  geom_city_line (city, pt (1, 1), pt (0, 1));
  geom_city_line (city, pt (0, 1), pt (0, 0));
}

/* Rotation k that turns `canonical` into `mask`, or -1 */
int
geom_find_rotation (guint canonical,
                    guint mask)
{
  for (guint k = 0; k < 4; k++)
    if (geom_mask_rot (canonical, k) == mask)
      return k;
  return -1;
}

/* Paths (road and river centre lines) */

void
geom_path_begin (BrPath  *path,
                 int      feature,
                 BrEndKind start,
                 BrEndKind end)
{
  memset (path, 0, sizeof *path);
  path->feature = feature;
  path->start = start;
  path->end = end;
}

void
geom_path_add (BrPath *path,
               BrPt    p)
{
  if (path->n > 0 && pt_dist (path->p[path->n - 1], p) < 1e-9)
    return;
  g_assert (path->n < BR_MAX_PTS);
  path->p[path->n++] = p;
}

void
geom_path_bezier (BrPath *path,
                  BrPt    p0,
                  BrPt    c1,
                  BrPt    c2,
                  BrPt    p1,
                  guint   steps)
{
  for (guint i = 0; i <= steps; i++)
    geom_path_add (path, bezier (p0, c1, c2, p1, (double) i / steps));
}

void
geom_path_line (BrPath *path,
                BrPt    a,
                BrPt    b,
                guint   steps)
{
  for (guint i = 0; i <= steps; i++)
    geom_path_add (path, pt_lerp (a, b, (double) i / steps));
}

/* Quarter circle about a corner, from the middle of side a to that of b */
void
geom_path_arc (BrPath *path,
               guint   a,
               guint   b,
               double  radius,
               guint   steps)
{
  BrPt from = side_mid[a], to = side_mid[b];
  BrPt corner = pt (from.x == 0.5 ? to.x : from.x, from.y == 0.5 ? to.y : from.y);
  double a0 = atan2 (from.y - corner.y, from.x - corner.x);
  double a1 = atan2 (to.y - corner.y, to.x - corner.x);

  if (a1 - a0 > G_PI)
    a1 -= 2 * G_PI;
  if (a0 - a1 > G_PI)
    a1 += 2 * G_PI;
  for (guint i = 0; i <= steps; i++)
    {
      double t = (double) i / steps;
      double ang = a0 + t * (a1 - a0);
      /* the radius grows back to 0.5 at the edges so the ends stay put */
      double r = radius + (0.5 - radius) * (1 - sin (G_PI * t));

      geom_path_add (path, pt (corner.x + r * cos (ang), corner.y + r * sin (ang)));
    }
}

static double
path_length (const BrPath *path)
{
  double len = 0;

  for (guint i = 1; i < path->n; i++)
    len += pt_dist (path->p[i - 1], path->p[i]);
  return len;
}

/* Normal (left of the direction of travel) at point i */
static BrPt
path_normal (const BrPath *path,
             guint         i)
{
  BrPt a = path->p[i > 0 ? i - 1 : 0];
  BrPt b = path->p[i + 1 < path->n ? i + 1 : path->n - 1u];
  double dx = b.x - a.x, dy = b.y - a.y;
  double len = hypot (dx, dy);

  if (len < 1e-12)
    return pt (0, 0);
  return pt (dy / len, -dx / len);
}

/* Meanders a river: shifts its points sideways, keeping both ends and
 * their directions. */
void
geom_path_meander (BrPath *path,
                   double  amplitude)
{
  double total = path_length (path), s = 0;
  BrPt moved[BR_MAX_PTS];

  for (guint i = 0; i < path->n; i++)
    {
      double t;
      BrPt n = path_normal (path, i);

      if (i > 0)
        s += pt_dist (path->p[i - 1], path->p[i]);
      t = s / total;
      moved[i] = pt_add (path->p[i], n, amplitude * sin (2 * G_PI * t) * sin (G_PI * t) * sin (G_PI * t));
    }
  memcpy (path->p, moved, sizeof (BrPt) * path->n);
}

void
geom_path_rotate (BrPath *path,
                  guint   k)
{
  for (guint i = 0; i < path->n; i++)
    path->p[i] = geom_pt_rot (path->p[i], k);
}

/* Moves the middle of a path by (dx, dy), leaving its ends and their
 * directions where they are */
void
geom_path_bulge (BrPath *path,
                 double  dx,
                 double  dy)
{
  double total = path_length (path), s = 0;
  BrPt prev = path->p[0];

  for (guint i = 0; i < path->n; i++)
    {
      double w;

      if (i > 0)
        s += pt_dist (prev, path->p[i]);
      prev = path->p[i];
      w = sin (G_PI * s / total);
      w *= w;
      path->p[i] = pt (path->p[i].x + dx * w, path->p[i].y + dy * w);
    }
}

/* Point at arc length fraction t */
BrPt
geom_path_at (const BrPath *path,
              double        t,
              BrPt         *dir)
{
  double want = t * path_length (path), s = 0;

  for (guint i = 1; i < path->n; i++)
    {
      double d = pt_dist (path->p[i - 1], path->p[i]);

      if (s + d >= want || i + 1 == path->n)
        {
          double u = d > 0 ? CLAMP ((want - s) / d, 0, 1) : 0;

          if (dir != NULL)
            *dir = pt ((path->p[i].x - path->p[i - 1].x) / MAX (d, 1e-12),
                       (path->p[i].y - path->p[i - 1].y) / MAX (d, 1e-12));
          return pt_lerp (path->p[i - 1], path->p[i], u);
        }
      s += d;
    }
  if (dir != NULL)
    *dir = pt (0, 1);
  return path->p[0];
}

/* Where segment a-b crosses c-d, or FALSE */
gboolean
geom_segments_cross (BrPt  a,
                     BrPt  b,
                     BrPt  c,
                     BrPt  d,
                     BrPt *out)
{
  double rx = b.x - a.x, ry = b.y - a.y, sx = d.x - c.x, sy = d.y - c.y;
  double den = rx * sy - ry * sx;
  double t, u;

  if (fabs (den) < 1e-12)
    return FALSE;
  t = ((c.x - a.x) * sy - (c.y - a.y) * sx) / den;
  u = ((c.x - a.x) * ry - (c.y - a.y) * rx) / den;
  if (t < 0 || t > 1 || u < 0 || u > 1)
    return FALSE;
  *out = pt (a.x + t * rx, a.y + t * ry);
  return TRUE;
}

/* Decorations */

BrDeco *
geom_add_deco (BrGeom     *geom,
               BrDecoKind  kind,
               int         feature,
               BrPt        p,
               double      size)
{
  BrDeco *d;

  g_assert (geom->n_decos < BR_MAX_DECOS);
  d = &geom->decos[geom->n_decos++];
  memset (d, 0, sizeof *d);
  d->kind = kind;
  d->feature = feature;
  d->p = p;
  d->size = size;
  return d;
}

/* Outlines as cairo paths */

void
br_city_path (cairo_t      *cr,
              const BrCity *city)
{
  for (guint i = 0; i < city->n_segs; i++)
    {
      const BrSeg *s = &city->segs[i];

      if (i == 0)
        cairo_move_to (cr, s->p0.x, s->p0.y);
      cairo_curve_to (cr, s->c1.x, s->c1.y, s->c2.x, s->c2.y, s->p1.x, s->p1.y);
    }
  cairo_close_path (cr);
}

void
br_path_line (cairo_t      *cr,
              const BrPath *path)
{
  for (guint i = 0; i < path->n; i++)
    {
      if (i == 0)
        cairo_move_to (cr, path->p[i].x, path->p[i].y);
      else
        cairo_line_to (cr, path->p[i].x, path->p[i].y);
    }
}

/* The band `width` wide around a centre line, ends cut square; a path
 * that leaves the tile is lengthened a little so neighbours join. */
void
br_path_outline (cairo_t      *cr,
                 const BrPath *path,
                 double        width)
{
  BrPt left[BR_MAX_PTS], right[BR_MAX_PTS];

  for (guint i = 0; i < path->n; i++)
    {
      BrPt n = path_normal (path, i);
      BrPt p = path->p[i];

      if (i == 0 && path->start == BR_END_EDGE)
        p = pt_add (p, pt (p.x - path->p[1].x, p.y - path->p[1].y), 0.02 / MAX (pt_dist (p, path->p[1]), 1e-9));
      if (i + 1 == path->n && path->end == BR_END_EDGE)
        p = pt_add (p, pt (p.x - path->p[i - 1].x, p.y - path->p[i - 1].y),
                    0.02 / MAX (pt_dist (p, path->p[i - 1]), 1e-9));
      left[i] = pt_add (p, n, width / 2);
      right[i] = pt_add (p, n, -width / 2);
    }
  cairo_move_to (cr, left[0].x, left[0].y);
  for (guint i = 1; i < path->n; i++)
    cairo_line_to (cr, left[i].x, left[i].y);
  for (guint i = path->n; i-- > 0;)
    cairo_line_to (cr, right[i].x, right[i].y);
  cairo_close_path (cr);
}

static BrGeom *
build_geom (guint type_index)
{
  BrGeom *geom = g_new0 (BrGeom, 1);

  geom->type_index = type_index;
  geom->type = bastide_catalogue_get (type_index);
  geom->units = geom->type->is_wheel_board ? BASTIDE_WHEEL_SIZE : 1;
  geom->res = geom->type->is_wheel_board ? BOARD_RES : TILE_RES;
  geom->w = (int) (geom->units * geom->res);
  geom->road_width = 0.11;
  geom->river_width = 0.15;

  if (geom->type->is_wheel_board)
    geom_layout_board (geom);
  else
    geom_layout_tile (geom);
  geom_build_labels (geom);
  return geom;
}

const BrGeom *
bastide_render_geom (guint type_index)
{
  const BrGeom *geom;

  g_mutex_lock (&geom_lock);
  if (geoms == NULL)
    {
      n_geoms = bastide_catalogue ()->n_types;
      geoms = g_new0 (BrGeom *, n_geoms);
    }
  g_assert (type_index < n_geoms);
  if (geoms[type_index] == NULL)
    geoms[type_index] = build_geom (type_index);
  geom = geoms[type_index];
  g_mutex_unlock (&geom_lock);
  return geom;
}

BrPt
br_corner_point (guint corner)
{
  return corner_pt[corner & 3];
}

BrPt
br_rotate_point (BrPt   p,
                 guint  rot,
                 double units)
{
  p = pt (p.x / units, p.y / units);
  p = geom_pt_rot (p, rot);
  return pt (p.x * units, p.y * units);
}
