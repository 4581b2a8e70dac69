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

#include "bastide-render-private.h"

#define TILE_RES 128
#define BOARD_RES 64

/* Side midpoints and the way into the tile from them */
static const BrPt side_mid[4] = { { 0.5, 0 }, { 1, 0.5 }, { 0.5, 1 }, { 0, 0.5 } };
static const BrPt side_in[4] = { { 0, 1 }, { -1, 0 }, { 0, -1 }, { 1, 0 } };
/* Port midpoints, NNW NNE ENE ESE SSE SSW WSW WNW */
static const BrPt port_mid[8] = {
  { 0.25, 0 }, { 0.75, 0 }, { 1, 0.25 }, { 1, 0.75 },
  { 0.75, 1 }, { 0.25, 1 }, { 0, 0.75 }, { 0, 0.25 },
};
/* Corner points NE SE SW NW */
static const BrPt corner_pt[4] = { { 1, 0 }, { 1, 1 }, { 0, 1 }, { 0, 0 } };

static GMutex geom_lock;
static BrGeom **geoms;
static guint n_geoms;

static inline BrPt
pt (double x,
    double y)
{
  BrPt p = { x, y };

  return p;
}

static inline BrPt
pt_add (BrPt   a,
        BrPt   b,
        double k)
{
  return pt (a.x + k * b.x, a.y + k * b.y);
}

static inline BrPt
pt_lerp (BrPt   a,
         BrPt   b,
         double t)
{
  return pt (a.x + t * (b.x - a.x), a.y + t * (b.y - a.y));
}

static inline double
pt_dist (BrPt a,
         BrPt b)
{
  return hypot (a.x - b.x, a.y - b.y);
}

/* Quarter turns clockwise about the tile centre (y grows downwards). */
static BrPt
pt_rot (BrPt  p,
        guint k)
{
  for (guint i = 0; i < (k & 3); i++)
    p = pt (1 - p.y, p.x);
  return p;
}

static guint
mask_rot (guint mask,
          guint k)
{
  guint out = 0;

  for (guint s = 0; s < 4; s++)
    if (mask & (1 << s))
      out |= 1 << ((s + k) % 4);
  return out;
}

static guint
popcount4 (guint mask)
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

static BrPt
bezier_tangent (BrPt   p0,
                BrPt   c1,
                BrPt   c2,
                BrPt   p1,
                double t)
{
  double u = 1 - t;

  return pt (3 * u * u * (c1.x - p0.x) + 6 * u * t * (c2.x - c1.x) + 3 * t * t * (p1.x - c2.x),
             3 * u * u * (c1.y - p0.y) + 6 * u * t * (c2.y - c1.y) + 3 * t * t * (p1.y - c2.y));
}

static BrPt
seg_at (const BrSeg *s,
        double       t)
{
  return bezier (s->p0, s->c1, s->c2, s->p1, t);
}

/* Cities */

static void
city_curve (BrCity   *city,
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

static void
city_line (BrCity *city,
           BrPt    p0,
           BrPt    p1)
{
  city_curve (city, p0, pt_lerp (p0, p1, 1 / 3.), pt_lerp (p0, p1, 2 / 3.), p1, FALSE);
}

static void
city_rotate (BrCity *city,
             guint   k)
{
  for (guint i = 0; i < city->n_segs; i++)
    {
      BrSeg *s = &city->segs[i];

      s->p0 = pt_rot (s->p0, k);
      s->c1 = pt_rot (s->c1, k);
      s->c2 = pt_rot (s->c2, k);
      s->p1 = pt_rot (s->p1, k);
    }
}

/* A wall from a to b (corners of the tile) that bulges `depth` into the
 * tile, towards `inward`. */
static void
city_wall (BrCity *city,
           BrPt    a,
           BrPt    b,
           BrPt    inward,
           double  depth,
           double  spread)
{
  double k = depth * 4 / 3;
  BrPt c1 = pt_add (pt_lerp (a, b, spread), inward, k);
  BrPt c2 = pt_add (pt_lerp (a, b, 1 - spread), inward, k);

  city_curve (city, a, c1, c2, b, TRUE);
}

/* Canonical shapes: cap on N, corner on N+E, band on E+W, three sides
 * N+E+W, all four. */
static void
shape_cap (BrCity *city,
           double  depth)
{
  city_line (city, pt (0, 0), pt (1, 0));
  city_wall (city, pt (1, 0), pt (0, 0), pt (0, 1), depth, 0.18);
}

/* `tight`: a road or the river runs round the opposite corner, leave room
 * for the field between them */
static void
shape_corner (BrCity   *city,
              gboolean  tight)
{
  city_line (city, pt (0, 0), pt (1, 0));
  city_line (city, pt (1, 0), pt (1, 1));
  if (tight)
    city_curve (city, pt (1, 1), pt (0.62, 0.78), pt (0.22, 0.38), pt (0, 0), TRUE);
  else
    city_curve (city, pt (1, 1), pt (0.52, 0.9), pt (0.1, 0.48), pt (0, 0), TRUE);
}

/* Whether a road or river feature joins exactly the sides in `mask` */
static gboolean
has_path_feature (const BastideTileType *type,
                  guint                  mask)
{
  for (guint i = 0; i < type->n_features; i++)
    if ((type->features[i].kind == BASTIDE_FEATURE_ROAD || type->features[i].kind == BASTIDE_FEATURE_RIVER)
        && type->feature_sides[i] == mask)
      return TRUE;
  return FALSE;
}

static void
shape_band (BrCity *city,
            double  top,
            double  bottom)
{
  city_line (city, pt (0, 1), pt (0, 0));
  city_wall (city, pt (0, 0), pt (1, 0), pt (0, 1), top, 0.22);
  city_line (city, pt (1, 0), pt (1, 1));
  city_wall (city, pt (1, 1), pt (0, 1), pt (0, -1), bottom, 0.22);
}

static void
shape_three (BrCity *city,
             double  bay)
{
  city_line (city, pt (0, 1), pt (0, 0));
  city_line (city, pt (0, 0), pt (1, 0));
  city_line (city, pt (1, 0), pt (1, 1));
  city_wall (city, pt (1, 1), pt (0, 1), pt (0, -1), bay, 0.2);
}

static void
shape_full (BrCity *city)
{
  city_line (city, pt (0, 0), pt (1, 0));
  city_line (city, pt (1, 0), pt (1, 1));
  city_line (city, pt (1, 1), pt (0, 1));
  city_line (city, pt (0, 1), pt (0, 0));
}

/* Rotation k that turns `canonical` into `mask`, or -1 */
static int
find_rotation (guint canonical,
               guint mask)
{
  for (guint k = 0; k < 4; k++)
    if (mask_rot (canonical, k) == mask)
      return k;
  return -1;
}

/* Paths (road and river centre lines) */

static void
path_begin (BrPath  *path,
            int      feature,
            BrEndKind start,
            BrEndKind end)
{
  memset (path, 0, sizeof *path);
  path->feature = feature;
  path->start = start;
  path->end = end;
}

static void
path_add (BrPath *path,
          BrPt    p)
{
  if (path->n > 0 && pt_dist (path->p[path->n - 1], p) < 1e-9)
    return;
  g_assert (path->n < BR_MAX_PTS);
  path->p[path->n++] = p;
}

static void
path_bezier (BrPath *path,
             BrPt    p0,
             BrPt    c1,
             BrPt    c2,
             BrPt    p1,
             guint   steps)
{
  for (guint i = 0; i <= steps; i++)
    path_add (path, bezier (p0, c1, c2, p1, (double) i / steps));
}

static void
path_line (BrPath *path,
           BrPt    a,
           BrPt    b,
           guint   steps)
{
  for (guint i = 0; i <= steps; i++)
    path_add (path, pt_lerp (a, b, (double) i / steps));
}

/* Quarter circle about a corner, from the middle of side a to that of b */
static void
path_arc (BrPath *path,
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

      path_add (path, pt (corner.x + r * cos (ang), corner.y + r * sin (ang)));
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
static void
path_meander (BrPath *path,
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

static void
path_rotate (BrPath *path,
             guint   k)
{
  for (guint i = 0; i < path->n; i++)
    path->p[i] = pt_rot (path->p[i], k);
}

/* Moves the middle of a path by (dx, dy), leaving its ends and their
 * directions where they are */
static void
path_bulge (BrPath *path,
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
static BrPt
path_at (const BrPath *path,
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
static gboolean
segments_cross (BrPt  a,
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

static BrDeco *
add_deco (BrGeom     *geom,
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

/* Layout of an ordinary tile, in catalogue orientation */

static int
feature_of_port (const BastideCellDef *cell,
                 guint                 port)
{
  return cell->port_feature[port & 7];
}

/* A wall point of `city` for a gate facing `from`: the point nearest to it
 * in the middle third of a wall, the way out of the city there. */
static BrPt
gate_point (const BrCity *city,
            BrPt          from,
            BrPt         *out_normal)
{
  double best = G_MAXDOUBLE;
  BrPt best_p = pt (0.5, 0.5), best_n = pt (0, 1);

  for (guint i = 0; i < city->n_segs; i++)
    {
      const BrSeg *s = &city->segs[i];

      if (!s->wall)
        continue;
      for (double t = 0.35; t <= 0.65 + 1e-9; t += 0.01)
        {
          BrPt p = seg_at (s, t);
          double d = pt_dist (p, from);

          if (d < best - 1e-9)
            {
              BrPt tan = bezier_tangent (s->p0, s->c1, s->c2, s->p1, t);
              double len = hypot (tan.x, tan.y);
              BrPt n = pt (-tan.y / len, tan.x / len);

              if (n.x * (from.x - p.x) + n.y * (from.y - p.y) < 0)
                n = pt (-n.x, -n.y);
              best = d;
              best_p = p;
              best_n = n;
            }
        }
    }
  *out_normal = best_n;
  return best_p;
}

static BrCity *
city_of (BrGeom *geom,
         int     feature)
{
  for (guint i = 0; i < geom->n_cities; i++)
    if (geom->cities[i].feature == feature)
      return &geom->cities[i];
  return NULL;
}

static BrCity *
new_city (BrGeom *geom,
          int     feature)
{
  BrCity *city;

  g_assert (geom->n_cities < BR_MAX_CITIES);
  city = &geom->cities[geom->n_cities++];
  memset (city, 0, sizeof *city);
  city->feature = feature;
  return city;
}

static BrPath *
new_road (BrGeom   *geom,
          int       feature,
          BrEndKind start,
          BrEndKind end)
{
  BrPath *path;

  g_assert (geom->n_roads < BR_MAX_PATHS);
  path = &geom->roads[geom->n_roads++];
  path_begin (path, feature, start, end);
  return path;
}

/* Two cities crossing (AM2, AM3), canonical: `under` runs east-west and
 * `over` runs north-south (or hangs from the north edge) above it; their
 * walls leave green petals in the corners between them. */
static void
layout_crossing (BrGeom                *geom,
                 const BastideTileType *type,
                 int                    over,
                 int                    under,
                 gboolean               full,
                 guint                  k)
{
  BrCity *u = new_city (geom, under);
  BrCity *c = new_city (geom, over);
  guint field = 0;

  city_line (u, pt (0, 1), pt (0, 0));
  city_curve (u, pt (0, 0), pt (0, 0.38), pt (0.2, 0.36), pt (0.5, 0.36), TRUE);
  city_curve (u, pt (0.5, 0.36), pt (0.8, 0.36), pt (1, 0.38), pt (1, 0), TRUE);
  city_line (u, pt (1, 0), pt (1, 1));
  city_curve (u, pt (1, 1), pt (1, 0.62), pt (0.8, 0.64), pt (0.5, 0.64), TRUE);
  city_curve (u, pt (0.5, 0.64), pt (0.2, 0.64), pt (0, 0.62), pt (0, 1), TRUE);

  c->over = TRUE;
  city_line (c, pt (0, 0), pt (1, 0));
  if (full)
    {
      city_curve (c, pt (1, 0), pt (0.62, 0), pt (0.64, 0.2), pt (0.64, 0.5), TRUE);
      city_curve (c, pt (0.64, 0.5), pt (0.64, 0.8), pt (0.62, 1), pt (1, 1), TRUE);
      city_line (c, pt (1, 1), pt (0, 1));
      city_curve (c, pt (0, 1), pt (0.38, 1), pt (0.36, 0.8), pt (0.36, 0.5), TRUE);
      city_curve (c, pt (0.36, 0.5), pt (0.36, 0.2), pt (0.38, 0), pt (0, 0), TRUE);
    }
  else
    {
      /* a strip hanging from the north edge, ending past the band, just
       * above the south field */
      city_curve (c, pt (1, 0), pt (0.62, 0), pt (0.6, 0.2), pt (0.6, 0.45), TRUE);
      city_curve (c, pt (0.6, 0.45), pt (0.6, 0.7), pt (0.6, 0.8), pt (0.5, 0.8), TRUE);
      city_curve (c, pt (0.5, 0.8), pt (0.4, 0.8), pt (0.4, 0.7), pt (0.4, 0.45), TRUE);
      city_curve (c, pt (0.4, 0.45), pt (0.4, 0.2), pt (0.38, 0), pt (0, 0), TRUE);
    }
  city_rotate (u, k);
  city_rotate (c, k);

  /* The enclosed fields get the petals: with a strip, both northern ones
   * (one field in the catalogue); with two bands, the western petals go to
   * the first enclosed field and the eastern ones to the second (the art
   * shows four areas, the catalogue two). */
  for (guint i = 0; i < type->n_features; i++)
    {
      static const BrPt petals[2][2] = { { { 0.2, 0.2 }, { 0.2, 0.8 } },
                                         { { 0.8, 0.2 }, { 0.8, 0.8 } } };

      if (type->features[i].kind != BASTIDE_FEATURE_FIELD || type->feature_ports[i] != 0)
        continue;
      if (full && field < 2)
        {
          for (guint p = 0; p < 2; p++)
            {
              geom->seeds[geom->n_seeds].feature = i;
              geom->seeds[geom->n_seeds++].p = pt_rot (petals[field][p], k);
            }
        }
      else if (!full)
        {
          for (guint p = 0; p < 2; p++)
            {
              geom->seeds[geom->n_seeds].feature = i;
              geom->seeds[geom->n_seeds++].p = pt_rot (petals[p][0], k);
            }
        }
      field++;
    }
}

/* A city touching one side whose walls reach the two far corners, so the
 * field around it is cut in three (AM9). Canonical: the city on W. */
static void
shape_cap_to_corners (BrCity *city)
{
  city_line (city, pt (0, 1), pt (0, 0));
  city_wall (city, pt (0, 0), pt (1, 0), pt (0, 1), 0.25, 0.25);
  city_wall (city, pt (1, 0), pt (1, 1), pt (-1, 0), 0.25, 0.25);
  city_wall (city, pt (1, 1), pt (0, 1), pt (0, -1), 0.25, 0.25);
}

/* Whether the fields of a one-side city's tile show the three other sides
 * in three different fields, each side whole: its walls reach the corners. */
static gboolean
cap_reaches_corners (const BastideCellDef *cell,
                     guint                 side)
{
  int f[3];

  for (guint i = 0; i < 3; i++)
    {
      guint s = (side + 1 + i) % 4;

      if (bastide_cell_terrain (cell, s) != BASTIDE_TERRAIN_FIELD)
        return FALSE;
      f[i] = feature_of_port (cell, 2 * s);
      if (f[i] < 0 || f[i] != feature_of_port (cell, 2 * s + 1))
        return FALSE;
    }
  return f[0] != f[1] && f[1] != f[2] && f[0] != f[2];
}

static void
layout_cities (BrGeom                *geom,
               const BastideTileType *type,
               const BastideCellDef  *cell)
{
  int over = -1, under = -1;

  /* A band and a city on the sides across it: they cross. */
  for (guint j = 0; j < type->n_features && over < 0; j++)
    for (guint i = 0; i < type->n_features && over < 0; i++)
      {
        guint mi = type->feature_sides[i], mj = type->feature_sides[j];

        if (i == j || type->features[i].kind != BASTIDE_FEATURE_CITY
            || type->features[j].kind != BASTIDE_FEATURE_CITY
            || (mj != 0x5 && mj != 0xa) || (mi & ~mask_rot (mj, 1)) != 0)
          continue;
        /* of two bands, the one with shields passes over */
        if (mi == mask_rot (mj, 1) && type->features[j].shields > type->features[i].shields)
          continue;
        for (guint k = 0; k < 4; k++)
          if (mask_rot (0xa, k) == mj && (mask_rot (0x5, k) == mi || mask_rot (0x1, k) == mi))
            {
              over = i;
              under = j;
              layout_crossing (geom, type, i, j, mi == mask_rot (0x5, k), k);
              break;
            }
      }

  for (guint i = 0; i < type->n_features; i++)
    {
      const BastideFeatureDef *def = &type->features[i];
      guint mask = type->feature_sides[i];
      BrCity *city;
      int k;

      if (def->kind != BASTIDE_FEATURE_CITY || (int) i == over || (int) i == under)
        continue;

      city = new_city (geom, i);
      switch (popcount4 (mask))
        {
        case 1:
          k = find_rotation (0x1, mask);
          if (cap_reaches_corners (cell, k))
            {
              shape_cap_to_corners (city);
              city_rotate (city, (k + 1) % 4);
            }
          else
            {
              shape_cap (city, 0.3);
              city_rotate (city, k);
            }
          break;
        case 2:
          k = find_rotation (0x3, mask);
          if (k >= 0)
            {
              shape_corner (city, has_path_feature (type, mask ^ 0xf));
              city_rotate (city, k);
            }
          else
            {
              gboolean tunnel = FALSE;
              double top = 0.26, bottom = 0.26;

              k = find_rotation (0xa, mask);
              /* a road crossing the band: it goes through a tunnel */
              for (guint r = 0; r < type->n_features; r++)
                if (type->features[r].kind == BASTIDE_FEATURE_ROAD
                    && type->feature_sides[r] == mask_rot (0x5, k))
                  tunnel = TRUE;
              if (tunnel)
                {
                  top = 0.24;
                  bottom = 0.4;
                }
              shape_band (city, top, bottom);
              city_rotate (city, k);
            }
          break;
        case 3:
          k = find_rotation (0xb, mask);
          shape_three (city, 0.34);
          city_rotate (city, k);
          break;
        case 4:
        default:
          shape_full (city);
          break;
        }
    }
}

/* A road joining two neighbouring sides whose outer ports lie in different
 * fields: it runs along the wall of the city beside one of its sides and
 * cuts the field there (AM7, AM8). Returns the side next to that city. */
static int
road_touches_wall (const BastideCellDef *cell,
                   guint                 a,
                   guint                 b,
                   int                  *city_side)
{
  /* a, b neighbouring; c is the corner between them. The outer port of a
   * is the one away from b. */
  guint first = (b == (a + 1) % 4) ? a : b;   /* clockwise order: first, second */
  guint second = first == a ? b : a;
  int outer_first = feature_of_port (cell, 2 * first);          /* away from the corner */
  int outer_second = feature_of_port (cell, 2 * second + 1);
  guint before = (first + 3) % 4, after = (second + 1) % 4;

  if (outer_first < 0 || outer_second < 0 || outer_first == outer_second)
    return -1;
  /* the side whose outer port holds a field of its own is next to a city */
  if (bastide_cell_terrain (cell, before) == BASTIDE_TERRAIN_CITY
      && feature_of_port (cell, 2 * before + 1) < 0)
    {
      *city_side = before;
      return first;
    }
  if (bastide_cell_terrain (cell, after) == BASTIDE_TERRAIN_CITY)
    {
      *city_side = after;
      return second;
    }
  return -1;
}

/* The wall of `city` at t (0 at the end nearer to `near`): point, and the
 * way out of the city */
static BrPt
wall_at (const BrSeg *wall,
         gboolean     reversed,
         double       t,
         BrPt        *out,
         BrPt        *along)
{
  double u = reversed ? 1 - t : t;
  BrPt p = seg_at (wall, u);
  BrPt tan = bezier_tangent (wall->p0, wall->c1, wall->c2, wall->p1, u);
  double len = hypot (tan.x, tan.y);

  tan = pt (tan.x / len * (reversed ? -1 : 1), tan.y / len * (reversed ? -1 : 1));
  *along = tan;
  *out = pt (-tan.y, tan.x);
  if (out->x * (0.5 - p.x) + out->y * (0.5 - p.y) < 0)
    *out = pt (-out->x, -out->y);
  return p;
}

/* A road from side `near` that runs along the wall of `city` for a while,
 * then turns away to side `far`: it touches the city without entering. */
static void
road_along_wall (BrGeom       *geom,
                 BrPath       *road,
                 const BrCity *city,
                 BrPt          from,
                 guint         near,
                 BrPt          to,
                 guint         far)
{
  const BrSeg *wall = NULL;
  gboolean reversed;
  double off = geom->road_width / 2 - 0.008;
  BrPt a, b, n, dir;

  for (guint i = 0; i < city->n_segs && wall == NULL; i++)
    if (city->segs[i].wall)
      wall = &city->segs[i];
  g_assert (wall != NULL);
  reversed = pt_dist (wall->p1, from) < pt_dist (wall->p0, from);

  a = wall_at (wall, reversed, 0.2, &n, &dir);
  a = pt_add (a, n, off);
  path_bezier (road, from, pt_add (from, side_in[near], 0.14), pt_add (a, dir, -0.1), a, 12);
  for (double t = 0.24; t <= 0.5 + 1e-9; t += 0.04)
    {
      BrPt p = wall_at (wall, reversed, t, &n, &dir);

      path_add (road, pt_add (p, n, off));
    }
  b = road->p[road->n - 1];
  path_bezier (road, b, pt_add (b, dir, 0.16), pt_add (to, side_in[far], 0.32), to, 20);
}

static void
layout_roads (BrGeom                *geom,
              const BastideTileType *type,
              const BastideCellDef  *cell,
              BrPt                   cloister_at)
{
  gboolean hut = FALSE;

  for (guint i = 0; i < type->n_features; i++)
    {
      const BastideFeatureDef *def = &type->features[i];
      guint mask = type->feature_sides[i];
      guint sides[4], n = 0;
      BrPath *road;

      if (def->kind != BASTIDE_FEATURE_ROAD)
        continue;
      for (guint s = 0; s < 4; s++)
        if (mask & (1 << s))
          sides[n++] = s;

      if (n == 1)
        {
          guint s = sides[0];
          BrPt from = side_mid[s];

          switch ((BastideRoadEnd) def->road_end)
            {
            case BASTIDE_ROAD_END_CITY:
              {
                BrCity *city = def->gate >= 0 ? city_of (geom, def->gate) : NULL;
                BrPt n_out, g;
                double len;
                BrDeco *d;

                if (city == NULL)
                  goto plain;
                g = gate_point (city, from, &n_out);
                len = pt_dist (g, from);
                road = new_road (geom, i, BR_END_EDGE, BR_END_GATE);
                path_bezier (road, from, pt_add (from, side_in[s], len * 0.45),
                             pt_add (g, n_out, len * 0.4), g, 24);
                path_add (road, pt_add (g, n_out, -0.03));
                d = add_deco (geom, BR_DECO_GATE, def->gate, g, 0.15);
                d->angle = atan2 (n_out.y, n_out.x);
              }
              break;
            case BASTIDE_ROAD_END_CLOISTER:
              road = new_road (geom, i, BR_END_EDGE, BR_END_HIDDEN);
              path_line (road, from, cloister_at, 16);
              break;
            case BASTIDE_ROAD_END_DEADEND:
              {
                BrPt house = pt_add (from, side_in[s], 0.5);

                road = new_road (geom, i, BR_END_EDGE, BR_END_HIDDEN);
                path_line (road, from, pt_add (house, side_in[s], -0.04), 16);
                add_deco (geom, BR_DECO_HOUSE, -1, pt_add (house, side_in[s], -0.04), 0.24);
              }
              break;
            case BASTIDE_ROAD_END_JUNCTION:
            case BASTIDE_ROAD_END_WHEEL:
            case BASTIDE_ROAD_END_NONE:
            default:
            plain:
              road = new_road (geom, i, BR_END_EDGE, BR_END_HIDDEN);
              path_line (road, from, pt (0.5, 0.5), 16);
              if (!hut)
                add_deco (geom, BR_DECO_HUT, -1, pt (0.5, 0.5), 0.3);
              hut = TRUE;
              break;
            }
        }
      else if (n == 2 && (sides[0] + 2) % 4 == sides[1])
        {
          BrCity *band = NULL;

          /* a city band across the road: the road takes a tunnel */
          for (guint c = 0; c < geom->n_cities; c++)
            if (type->feature_sides[geom->cities[c].feature] == mask_rot (mask, 1))
              band = &geom->cities[c];
          if (band != NULL)
            {
              int k = find_rotation (0x5, mask);   /* canonical: N-S */
              BrPt top_wall = pt (0.5, 0.24), mouth = pt (0.5, 0.86);
              BrDeco *d;

              road = new_road (geom, i, BR_END_EDGE, BR_END_TUNNEL);
              path_line (road, pt (0.5, 0), pt (0.5, top_wall.y + 0.02), 8);
              path_rotate (road, k);
              road = new_road (geom, i, BR_END_EDGE, BR_END_TUNNEL);
              path_line (road, pt (0.5, 1), mouth, 8);
              path_rotate (road, k);
              d = add_deco (geom, BR_DECO_TUNNEL, i, pt_rot (pt (0.5, top_wall.y + 0.01), k), 0.15);
              d->angle = atan2 (-1, 0) + k * G_PI / 2;
              d = add_deco (geom, BR_DECO_TUNNEL, i, pt_rot (mouth, k), 0.15);
              d->angle = atan2 (1, 0) + k * G_PI / 2;
              d = add_deco (geom, BR_DECO_UNDERPASS, i, pt_rot (pt (0.5, top_wall.y + 0.06), k), 0);
              d->q = pt_rot (pt (0.5, mouth.y - 0.05), k);
            }
          else
            {
              road = new_road (geom, i, BR_END_EDGE, BR_END_EDGE);
              path_line (road, side_mid[sides[0]], side_mid[sides[1]], 24);
            }
        }
      else if (n == 2)
        {
          int city_side = -1;
          int near = road_touches_wall (cell, sides[0], sides[1], &city_side);

          road = new_road (geom, i, BR_END_EDGE, BR_END_EDGE);
          if (near >= 0 && city_of (geom, cell->edge_feature[city_side]) != NULL)
            {
              guint far = (guint) near == sides[0] ? sides[1] : sides[0];
              BrCity *city = city_of (geom, cell->edge_feature[city_side]);
              BrPt from = side_mid[near], to = side_mid[far];

              road_along_wall (geom, road, city, from, near, to, far);
            }
          else
            {
              gboolean city_opposite = FALSE;

              for (guint c = 0; c < geom->n_cities; c++)
                if (type->feature_sides[geom->cities[c].feature] == (mask ^ 0xf))
                  city_opposite = TRUE;
              path_arc (road, sides[0], sides[1], city_opposite ? 0.42 : 0.5, 28);
            }
        }
      else
        {
          /* one road joining three or four sides, round a well */
          for (guint b = 0; b < n; b++)
            {
              road = new_road (geom, i, BR_END_EDGE, BR_END_HIDDEN);
              path_line (road, side_mid[sides[b]], pt (0.5, 0.5), 16);
            }
          add_deco (geom, BR_DECO_WELL, i, pt (0.5, 0.5), 0.24);
        }
    }
}

static void
layout_river (BrGeom                *geom,
              const BastideTileType *type)
{
  for (guint i = 0; i < type->n_features; i++)
    {
      guint mask = type->feature_sides[i];
      guint sides[4], n = 0;
      BrPath *river;

      if (type->features[i].kind != BASTIDE_FEATURE_RIVER)
        continue;
      for (guint s = 0; s < 4; s++)
        if (mask & (1 << s))
          sides[n++] = s;
      g_assert (geom->n_rivers < G_N_ELEMENTS (geom->rivers));
      river = &geom->rivers[geom->n_rivers++];

      if (n == 1)
        {
          guint s = sides[0];
          gboolean lake = type->is_lake;
          BrPt end = pt_add (side_mid[s], side_in[s], lake ? 0.48 : 0.5);

          path_begin (river, i, BR_END_EDGE, lake ? BR_END_LAKE : BR_END_SPRING);
          path_line (river, side_mid[s], end, 24);
          path_meander (river, 0.06);
          add_deco (geom, lake ? BR_DECO_LAKE : BR_DECO_SPRING, i, end, lake ? 0.5 : 0.3);
        }
      else if ((sides[0] + 2) % 4 == sides[1])
        {
          double shift = 0;

          /* make room on the far side of a road with one end that crosses
           * the river to a city gate or a cloister */
          for (guint r = 0; r < type->n_features; r++)
            if (type->features[r].kind == BASTIDE_FEATURE_ROAD && type->features[r].n_edges == 1)
              {
                guint rs = type->feature_sides[r] & 1 ? 0 : type->feature_sides[r] & 2 ? 1
                           : type->feature_sides[r] & 4 ? 2 : 3;

                if (rs != sides[0] && rs != sides[1])
                  shift = 0.1 * (rs == 2 || rs == 1 ? 1 : -1);
              }
          path_begin (river, i, BR_END_EDGE, BR_END_EDGE);
          path_line (river, side_mid[sides[0]], side_mid[sides[1]], 40);
          path_meander (river, 0.07);
          if (sides[0] % 2 == 1)
            path_bulge (river, 0, shift);
          else
            path_bulge (river, shift, 0);
        }
      else
        {
          gboolean city_opposite = FALSE;

          for (guint c = 0; c < geom->n_cities; c++)
            if (type->feature_sides[geom->cities[c].feature] == (mask ^ 0xf))
              city_opposite = TRUE;
          path_begin (river, i, BR_END_EDGE, BR_END_EDGE);
          path_arc (river, sides[0], sides[1], city_opposite ? 0.38 : 0.5, 40);
          path_meander (river, city_opposite ? 0.03 : 0.05);
        }
    }
}

static gboolean
bridge_near (const BrGeom *geom,
             BrPt          p)
{
  for (guint d = 0; d < geom->n_decos; d++)
    if (geom->decos[d].kind == BR_DECO_BRIDGE && pt_dist (geom->decos[d].p, p) < 0.05)
      return TRUE;
  return FALSE;
}

/* Bridges where a road crosses the river */
static void
layout_bridges (BrGeom *geom)
{
  for (guint r = 0; r < geom->n_roads; r++)
    for (guint v = 0; v < geom->n_rivers; v++)
      {
        const BrPath *road = &geom->roads[r], *river = &geom->rivers[v];

        for (guint i = 1; i < road->n; i++)
          for (guint j = 1; j < river->n; j++)
            {
              BrPt x;

              if (segments_cross (road->p[i - 1], road->p[i], river->p[j - 1], river->p[j], &x)
                  && !bridge_near (geom, x))
                {
                  BrDeco *d = add_deco (geom, BR_DECO_BRIDGE, road->feature, x, geom->river_width);
                  BrPt rd = pt (road->p[i].x - road->p[i - 1].x, road->p[i].y - road->p[i - 1].y);
                  BrPt vd = pt (river->p[j].x - river->p[j - 1].x, river->p[j].y - river->p[j - 1].y);

                  d->angle = atan2 (rd.y, rd.x);
                  /* how long the bridge must be: the river's width across
                   * the road's direction */
                  d->size = geom->river_width
                            / MAX (0.3, fabs (sin (atan2 (vd.y, vd.x) - d->angle))) + 0.06;
                }
            }
      }
}

static void
layout_tile (BrGeom *geom)
{
  const BastideTileType *type = geom->type;
  const BastideCellDef *cell = &type->cells[0];
  BrPt cloister_at = pt (0.5, 0.5);

  if (type->is_abbey)
    {
      add_deco (geom, BR_DECO_ABBEY, type->has_cloister - 1, pt (0.5, 0.5), 0.62);
      return;
    }

  layout_cities (geom, type, cell);
  layout_river (geom, type);

  if (type->has_cloister && geom->n_rivers > 0)
    {
      /* the cloister stands on the far side of the river from its road */
      for (guint r = 0; r < type->n_features; r++)
        if (type->features[r].kind == BASTIDE_FEATURE_ROAD && type->features[r].n_edges == 1)
          for (guint s = 0; s < 4; s++)
            if (type->feature_sides[r] & (1 << s))
              cloister_at = pt_add (side_mid[(s + 2) % 4], side_in[(s + 2) % 4], 0.25);
    }
  if (type->has_cloister)
    add_deco (geom, BR_DECO_CLOISTER, type->has_cloister - 1, cloister_at, geom->n_rivers > 0 ? 0.3 : 0.48);

  layout_roads (geom, type, cell, cloister_at);
  layout_bridges (geom);
}

/* The wheel board: 4 × 4 units, the wheel in the middle 2 × 2. */

static void
layout_board (BrGeom *geom)
{
  const BastideTileType *type = geom->type;

  for (guint i = 0; i < type->n_features; i++)
    {
      const BastideFeatureDef *def = &type->features[i];

      for (guint c = 0; c < 16; c++)
        {
          const BastideCellDef *cell = &type->cells[c];
          double ox = c % 4, oy = c / 4;
          guint mask = 0;

          for (guint s = 0; s < 4; s++)
            if (cell->edge_feature[s] == (int) i)
              mask |= 1 << s;
          if (mask == 0)
            continue;

          if (def->kind == BASTIDE_FEATURE_CITY)
            {
              BrCity *city = new_city (geom, i);
              int k;

              if (popcount4 (mask) == 1)
                {
                  shape_cap (city, 0.3);
                  city_rotate (city, find_rotation (0x1, mask));
                }
              else
                {
                  k = find_rotation (0x3, mask);
                  shape_corner (city, FALSE);
                  city_rotate (city, MAX (k, 0));
                }
              for (guint s = 0; s < city->n_segs; s++)
                {
                  BrSeg *seg = &city->segs[s];

                  seg->p0 = pt (seg->p0.x + ox, seg->p0.y + oy);
                  seg->c1 = pt (seg->c1.x + ox, seg->c1.y + oy);
                  seg->c2 = pt (seg->c2.x + ox, seg->c2.y + oy);
                  seg->p1 = pt (seg->p1.x + ox, seg->p1.y + oy);
                }
            }
          else if (def->kind == BASTIDE_FEATURE_ROAD)
            {
              guint s = 0;
              BrPt from, dir, rim, to_centre;
              double len;
              BrPath *road;

              while (!(mask & (1 << s)))
                s++;
              from = pt (side_mid[s].x + ox, side_mid[s].y + oy);
              dir = side_in[s];
              /* head for the rim, arriving along a radius */
              to_centre = pt (2 - from.x, 2 - from.y);
              len = hypot (to_centre.x, to_centre.y);
              rim = pt (2 - to_centre.x / len * BR_WHEEL_RADIUS, 2 - to_centre.y / len * BR_WHEEL_RADIUS);
              road = new_road (geom, i, BR_END_EDGE, BR_END_HIDDEN);
              path_bezier (road, from, pt_add (from, dir, 0.45),
                           pt_add (rim, pt (-to_centre.x / len, -to_centre.y / len), 0.35),
                           pt_add (rim, pt (to_centre.x / len, to_centre.y / len), 0.04), 32);
            }
        }
    }
}

/* Label map */

static void
paint_labels (BrGeom          *geom,
              cairo_surface_t *scratch,
              guint8           value,
              void           (*draw) (cairo_t *cr, gconstpointer data, double extra),
              gconstpointer    data,
              double           extra)
{
  cairo_t *cr = cairo_create (scratch);
  guchar *bytes;
  int stride;

  cairo_set_operator (cr, CAIRO_OPERATOR_CLEAR);
  cairo_paint (cr);
  cairo_set_operator (cr, CAIRO_OPERATOR_OVER);
  cairo_set_antialias (cr, CAIRO_ANTIALIAS_NONE);
  cairo_scale (cr, geom->res, geom->res);
  cairo_set_source_rgba (cr, 0, 0, 0, 1);
  draw (cr, data, extra);
  cairo_destroy (cr);
  cairo_surface_flush (scratch);

  bytes = cairo_image_surface_get_data (scratch);
  stride = cairo_image_surface_get_stride (scratch);
  for (int y = 0; y < geom->w; y++)
    for (int x = 0; x < geom->w; x++)
      if (bytes[y * stride + x] >= 128)
        geom->labels[y * geom->w + x] = value;
}

static void
draw_city_mask (cairo_t       *cr,
                gconstpointer  data,
                double         wall_width)
{
  const BrCity *city = data;

  br_city_path (cr, city);
  cairo_fill (cr);
  cairo_set_line_width (cr, wall_width);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  for (guint i = 0; i < city->n_segs; i++)
    {
      const BrSeg *s = &city->segs[i];

      if (!s->wall)
        continue;
      cairo_move_to (cr, s->p0.x, s->p0.y);
      cairo_curve_to (cr, s->c1.x, s->c1.y, s->c2.x, s->c2.y, s->p1.x, s->p1.y);
      cairo_stroke (cr);
    }
}

static void
draw_path_mask (cairo_t       *cr,
                gconstpointer  data,
                double         width)
{
  br_path_outline (cr, data, width);
  cairo_fill (cr);
}

/* The footprint of a building, as the drawing code draws it */
static void
draw_deco_mask (cairo_t       *cr,
                gconstpointer  data,
                double         extra)
{
  const BrDeco *d = data;
  double s = d->size;

  switch ((BrDecoKind) d->kind)
    {
    case BR_DECO_CLOISTER:
    case BR_DECO_ABBEY:
      cairo_rectangle (cr, d->p.x - s * 0.45, d->p.y - s * 0.45, s * 0.9, s * 0.9);
      break;
    case BR_DECO_HUT:
    case BR_DECO_HOUSE:
      cairo_rectangle (cr, d->p.x - s * 0.4, d->p.y - s * 0.4, s * 0.8, s * 0.8);
      break;
    case BR_DECO_WELL:
      cairo_arc (cr, d->p.x, d->p.y, s * 0.5, 0, 2 * G_PI);
      break;
    case BR_DECO_GARDEN:
      cairo_arc (cr, d->p.x, d->p.y, s * 0.5, 0, 2 * G_PI);
      break;
    case BR_DECO_SPRING:
      cairo_arc (cr, d->p.x, d->p.y, s * 0.45, 0, 2 * G_PI);
      break;
    case BR_DECO_LAKE:
      cairo_save (cr);
      cairo_translate (cr, d->p.x, d->p.y);
      cairo_scale (cr, s * 0.62, s * 0.46);
      cairo_arc (cr, 0, 0, 1, 0, 2 * G_PI);
      cairo_restore (cr);
      break;
    case BR_DECO_TUNNEL:
      cairo_save (cr);
      cairo_translate (cr, d->p.x, d->p.y);
      cairo_rotate (cr, d->angle - G_PI / 2);
      cairo_rectangle (cr, -s * 0.5, -s * 0.2, s, s * 0.34);
      cairo_restore (cr);
      break;
    case BR_DECO_SHIELD:
    case BR_DECO_WHEEL:
    case BR_DECO_GATE:
    case BR_DECO_BRIDGE:
    case BR_DECO_UNDERPASS:
    default:
      return;
    }
  cairo_fill (cr);
}

static void
draw_disc_mask (cairo_t       *cr,
                gconstpointer  data,
                double         radius)
{
  const BrPt *p = data;

  cairo_arc (cr, p->x, p->y, radius, 0, 2 * G_PI);
  cairo_fill (cr);
}

static void
problem (BrGeom     *geom,
         const char *format,
         ...) G_GNUC_PRINTF (2, 3);

static void
problem (BrGeom     *geom,
         const char *format,
         ...)
{
  va_list args;
  g_autofree char *text = NULL;
  char *joined;

  va_start (args, format);
  text = g_strdup_vprintf (format, args);
  va_end (args);
  joined = g_strconcat (geom->problems != NULL ? geom->problems : "",
                        geom->problems != NULL ? "; " : "", text, NULL);
  g_free (geom->problems);
  geom->problems = joined;
}

/* Seed pixel for a port of a cell: on the port's half edge, just inside,
 * the empty pixel nearest to its middle. */
static gboolean
port_seed (BrGeom *geom,
           double  ox,
           double  oy,
           guint   port,
           int    *out)
{
  guint side = port / 2;
  BrPt a = port_mid[port];
  BrPt in = side_in[side];

  for (int step = 0; step < geom->res / 4; step++)
    for (int sign = -1; sign <= 1; sign += 2)
      {
        double along = sign * step / (double) geom->res;
        BrPt p = pt (a.x + (in.y != 0 ? along : 0), a.y + (in.x != 0 ? along : 0));
        int x, y;

        p = pt_add (p, in, 1.5 / geom->res);
        x = CLAMP ((int) floor ((p.x + ox) * geom->res), 0, geom->w - 1);
        y = CLAMP ((int) floor ((p.y + oy) * geom->res), 0, geom->w - 1);
        if (geom->labels[y * geom->w + x] == BR_LABEL_EMPTY)
          {
            *out = y * geom->w + x;
            return TRUE;
          }
      }
  return FALSE;
}

static void
fill_fields (BrGeom *geom)
{
  const BastideTileType *type = geom->type;
  int w = geom->w;
  int *queue = g_new (int, w * w);
  guint head = 0, tail = 0;
  guint8 conflict[BASTIDE_MAX_FEATURES][BASTIDE_MAX_FEATURES] = { { 0 } };

  for (guint c = 0; c < type->n_cells; c++)
    {
      const BastideCellDef *cell = &type->cells[c];
      double ox = type->n_cells > 1 ? c % 4 : 0, oy = type->n_cells > 1 ? c / 4 : 0;

      for (guint p = 0; p < 8; p++)
        {
          int f = cell->port_feature[p], seed;

          if (f < 0)
            continue;
          if (!port_seed (geom, ox, oy, p, &seed))
            {
              problem (geom, "%s: port %s is covered", type->features[f].id, bastide_port_name (p));
              continue;
            }
          geom->labels[seed] = f;
          queue[tail++] = seed;
        }
    }
  for (guint s = 0; s < geom->n_seeds; s++)
    {
      int x = CLAMP ((int) (geom->seeds[s].p.x * geom->res), 0, w - 1);
      int y = CLAMP ((int) (geom->seeds[s].p.y * geom->res), 0, w - 1);

      if (geom->labels[y * w + x] != BR_LABEL_EMPTY)
        {
          problem (geom, "%s: seed is covered", type->features[geom->seeds[s].feature].id);
          continue;
        }
      geom->labels[y * w + x] = geom->seeds[s].feature;
      queue[tail++] = y * w + x;
    }

  while (head < tail)
    {
      int i = queue[head++];
      int x = i % w, y = i / w;
      int nb[4] = { x > 0 ? i - 1 : -1, x < w - 1 ? i + 1 : -1, y > 0 ? i - w : -1, y < w - 1 ? i + w : -1 };

      for (guint k = 0; k < 4; k++)
        {
          int j = nb[k];
          guint8 l;

          if (j < 0)
            continue;
          l = geom->labels[j];
          if (l == BR_LABEL_EMPTY)
            {
              geom->labels[j] = geom->labels[i];
              queue[tail++] = j;
            }
          else if (l < type->n_features && l != geom->labels[i]
                   && type->features[l].kind == BASTIDE_FEATURE_FIELD)
            conflict[MIN (l, geom->labels[i])][MAX (l, geom->labels[i])] = 1;
        }
    }
  g_free (queue);

  for (guint a = 0; a < type->n_features; a++)
    for (guint b = a + 1; b < type->n_features; b++)
      if (conflict[a][b])
        problem (geom, "fields %s and %s run into each other", type->features[a].id, type->features[b].id);

  /* each field is one piece, or one per seed for the enclosed ones */
  {
    guint8 *seen = g_malloc0 (w * w);
    int *stack = g_new (int, w * w);

    for (guint f = 0; f < type->n_features; f++)
      {
        guint pieces = 0, allowed = 0;

        if (type->features[f].kind != BASTIDE_FEATURE_FIELD)
          continue;
        for (guint s = 0; s < geom->n_seeds; s++)
          allowed += geom->seeds[s].feature == (int) f;
        allowed = MAX (allowed, 1);
        for (int i = 0; i < w * w; i++)
          {
            guint size = 0, top = 0;

            if (geom->labels[i] != f || seen[i])
              continue;
            seen[i] = 1;
            stack[top++] = i;
            while (top > 0)
              {
                int j = stack[--top];
                int x = j % w, y = j / w;
                int nb[4] = { x > 0 ? j - 1 : -1, x < w - 1 ? j + 1 : -1, y > 0 ? j - w : -1, y < w - 1 ? j + w : -1 };

                size++;
                for (guint k = 0; k < 4; k++)
                  if (nb[k] >= 0 && !seen[nb[k]] && geom->labels[nb[k]] == f)
                    {
                      seen[nb[k]] = 1;
                      stack[top++] = nb[k];
                    }
              }
            if (size > 16)
              pieces++;
          }
        if (pieces > allowed)
          problem (geom, "field %s is cut in %u pieces", type->features[f].id, pieces);
      }
    g_free (seen);
    g_free (stack);
  }
}

/* Chamfer distance (in pixels) to the nearest pixel not labelled `inside`;
 * outside the map counts as outside when `edge_is_outside`. */
static float *
distance_map (const BrGeom *geom,
              guint8        inside,
              gboolean      edge_is_outside)
{
  int w = geom->w;
  float *d = g_new (float, w * w);
  const float big = 1e9f;

  for (int i = 0; i < w * w; i++)
    d[i] = geom->labels[i] == inside ? big : 0;
  for (int y = 0; y < w; y++)
    for (int x = 0; x < w; x++)
      {
        float v = d[y * w + x];

        if (v == 0)
          continue;
        if (x == 0 || y == 0)
          v = MIN (v, edge_is_outside ? 1.f : v);
        if (x > 0)
          v = MIN (v, d[y * w + x - 1] + 1);
        if (y > 0)
          v = MIN (v, d[(y - 1) * w + x] + 1);
        if (x > 0 && y > 0)
          v = MIN (v, d[(y - 1) * w + x - 1] + 1.4142f);
        if (x < w - 1 && y > 0)
          v = MIN (v, d[(y - 1) * w + x + 1] + 1.4142f);
        d[y * w + x] = v;
      }
  for (int y = w; y-- > 0;)
    for (int x = w; x-- > 0;)
      {
        float v = d[y * w + x];

        if (v == 0)
          continue;
        if (x == w - 1 || y == w - 1)
          v = MIN (v, edge_is_outside ? 1.f : v);
        if (x < w - 1)
          v = MIN (v, d[y * w + x + 1] + 1);
        if (y < w - 1)
          v = MIN (v, d[(y + 1) * w + x] + 1);
        if (x < w - 1 && y < w - 1)
          v = MIN (v, d[(y + 1) * w + x + 1] + 1.4142f);
        if (x > 0 && y < w - 1)
          v = MIN (v, d[(y + 1) * w + x - 1] + 1.4142f);
        d[y * w + x] = v;
      }
  return d;
}

/* The pixel of `feature` that scores best: clearance (capped), minus
 * distance to the feature's centroid, minus crowding of points in `avoid`. */
static gboolean
best_spot (const BrGeom *geom,
           guint8        feature,
           double        cap,
           double        centre_pull,
           const BrPt   *avoid,
           guint         n_avoid,
           double        avoid_radius,
           BrPt         *out)
{
  int w = geom->w;
  g_autofree float *d = distance_map (geom, feature, TRUE);
  double cx = 0, cy = 0, best = -G_MAXDOUBLE;
  guint count = 0;

  for (int i = 0; i < w * w; i++)
    if (geom->labels[i] == feature)
      {
        cx += i % w + 0.5;
        cy += i / w + 0.5;
        count++;
      }
  if (count == 0)
    return FALSE;
  cx /= count * (double) geom->res;
  cy /= count * (double) geom->res;

  for (int i = 0; i < w * w; i++)
    {
      BrPt p;
      double score;

      if (geom->labels[i] != feature)
        continue;
      p = pt ((i % w + 0.5) / geom->res, (i / w + 0.5) / geom->res);
      score = MIN (d[i] / geom->res, cap) - centre_pull * pt_dist (p, pt (cx, cy));
      for (guint a = 0; a < n_avoid; a++)
        {
          double da = pt_dist (p, avoid[a]);

          if (da < avoid_radius)
            score -= (avoid_radius - da) * 3;
        }
      if (score > best)
        {
          best = score;
          *out = p;
        }
    }
  return TRUE;
}

guint8
br_label_at (const BrGeom *geom,
                         double        x,
                         double        y)
{
  int px = (int) floor (x * geom->res), py = (int) floor (y * geom->res);

  if (px < 0 || py < 0 || px >= geom->w || py >= geom->w)
    return BR_LABEL_EMPTY;
  return geom->labels[py * geom->w + px];
}

/* Middle of the visible part of a road, kept off bridges and gates */
static BrPt
road_anchor (const BrGeom *geom,
             int           feature)
{
  const BrPath *road = NULL;
  double best = -G_MAXDOUBLE;
  BrPt best_p = pt (0.5, 0.5);

  for (guint r = 0; r < geom->n_roads; r++)
    if (geom->roads[r].feature == feature)
      {
        road = &geom->roads[r];
        break;
      }
  if (road == NULL)
    return best_p;

  for (double t = 0.02; t <= 0.98; t += 0.01)
    {
      BrPt p = path_at (road, t, NULL);
      double score = -fabs (t - 0.5);

      if (br_label_at (geom, p.x, p.y) != feature)
        continue;
      if (road->end != BR_END_EDGE)
        score = -fabs (t - 0.42);
      for (guint d = 0; d < geom->n_decos; d++)
        {
          const BrDeco *deco = &geom->decos[d];
          double da = pt_dist (p, deco->p);

          if ((deco->kind == BR_DECO_BRIDGE && da < deco->size / 2 + 0.08)
              || (deco->kind == BR_DECO_GATE && da < 0.14)
              || (deco->kind == BR_DECO_WELL && da < 0.2)
              || (deco->kind == BR_DECO_TUNNEL && da < 0.06))
            score -= 1;
        }
      if (score > best)
        {
          best = score;
          best_p = p;
        }
    }
  return best_p;
}

/* Outline tracing: the boundary of the pixels labelled `feature`, smoothed */

typedef struct
{
  int x0, y0, x1, y1;
  gboolean used;
} Edge;

static void
chaikin (GArray *loop,
         double  w)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (BrPt));
  guint n = loop->len;

  for (guint i = 0; i < n; i++)
    {
      BrPt a = g_array_index (loop, BrPt, i);
      BrPt b = g_array_index (loop, BrPt, (i + 1) % n);
      gboolean a_edge = a.x <= 0 || a.y <= 0 || a.x >= w || a.y >= w;
      gboolean b_edge = b.x <= 0 || b.y <= 0 || b.x >= w || b.y >= w;
      BrPt q = pt_lerp (a, b, 0.25), r = pt_lerp (a, b, 0.75);

      /* keep points on the map's border where they are */
      if (a_edge && b_edge && (a.x == b.x || a.y == b.y))
        {
          g_array_append_val (out, a);
          continue;
        }
      if (a_edge)
        g_array_append_val (out, a);
      else
        g_array_append_val (out, q);
      g_array_append_val (out, r);
    }
  g_array_set_size (loop, 0);
  g_array_append_vals (loop, out->data, out->len);
  g_array_free (out, TRUE);
}

static cairo_path_t *
trace_outline (const BrGeom *geom,
               guint8        feature)
{
  int w = geom->w;
  GArray *edges = g_array_new (FALSE, FALSE, sizeof (Edge));
  GHashTable *from = g_hash_table_new (NULL, NULL);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_A8, 1, 1);
  cairo_t *cr = cairo_create (surface);
  cairo_path_t *result;

#define IN(x, y) ((x) >= 0 && (y) >= 0 && (x) < w && (y) < w && geom->labels[(y) * w + (x)] == feature)
#define ADD(a, b, c, d) G_STMT_START { Edge e = { a, b, c, d, FALSE }; g_array_append_val (edges, e); } G_STMT_END

  for (int y = 0; y < w; y++)
    for (int x = 0; x < w; x++)
      {
        if (!IN (x, y))
          continue;
        if (!IN (x, y - 1))
          ADD (x + 1, y, x, y);
        if (!IN (x - 1, y))
          ADD (x, y, x, y + 1);
        if (!IN (x, y + 1))
          ADD (x, y + 1, x + 1, y + 1);
        if (!IN (x + 1, y))
          ADD (x + 1, y + 1, x + 1, y);
      }
#undef IN
#undef ADD

  for (guint i = 0; i < edges->len; i++)
    {
      Edge *e = &g_array_index (edges, Edge, i);
      gpointer key = GINT_TO_POINTER (e->y0 * (w + 1) + e->x0 + 1);
      GSList *list = g_hash_table_lookup (from, key);

      g_hash_table_insert (from, key, g_slist_prepend (list, GUINT_TO_POINTER (i)));
    }

  cairo_new_path (cr);
  for (guint i = 0; i < edges->len; i++)
    {
      GArray *loop;
      Edge *e = &g_array_index (edges, Edge, i);
      int dx_prev = 0, dy_prev = 0;

      if (e->used)
        continue;
      loop = g_array_new (FALSE, FALSE, sizeof (BrPt));
      while (e != NULL && !e->used)
        {
          int dx = e->x1 - e->x0, dy = e->y1 - e->y0;
          GSList *next;
          Edge *chosen = NULL;

          e->used = TRUE;
          if (dx != dx_prev || dy != dy_prev)
            {
              BrPt p = pt (e->x0, e->y0);

              g_array_append_val (loop, p);
            }
          dx_prev = dx;
          dy_prev = dy;
          next = g_hash_table_lookup (from, GINT_TO_POINTER (e->y1 * (w + 1) + e->x1 + 1));
          for (GSList *l = next; l != NULL; l = l->next)
            {
              Edge *c = &g_array_index (edges, Edge, GPOINTER_TO_UINT (l->data));

              if (!c->used)
                {
                  chosen = c;
                  /* at a pinch point take the left turn, so loops stay apart */
                  if ((c->x1 - c->x0) == dy && (c->y1 - c->y0) == -dx)
                    break;
                }
            }
          e = chosen;
        }
      if (loop->len >= 3)
        {
          chaikin (loop, w);
          chaikin (loop, w);
          for (guint k = 0; k < loop->len; k++)
            {
              BrPt p = g_array_index (loop, BrPt, k);

              if (k == 0)
                cairo_move_to (cr, p.x / geom->res, p.y / geom->res);
              else
                cairo_line_to (cr, p.x / geom->res, p.y / geom->res);
            }
          cairo_close_path (cr);
        }
      g_array_free (loop, TRUE);
    }

  result = cairo_copy_path (cr);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  {
    GHashTableIter iter;
    gpointer value;

    g_hash_table_iter_init (&iter, from);
    while (g_hash_table_iter_next (&iter, NULL, &value))
      g_slist_free (value);
  }
  g_hash_table_destroy (from);
  g_array_free (edges, TRUE);
  return result;
}

static void
build_labels (BrGeom *geom)
{
  const BastideTileType *type = geom->type;
  cairo_surface_t *scratch = cairo_image_surface_create (CAIRO_FORMAT_A8, geom->w, geom->w);
  BrPt placed[BASTIDE_MAX_FEATURES + BR_MAX_DECOS];
  guint n_placed = 0;
  guint big_field = BR_LABEL_EMPTY, big_count = 0;

  geom->labels = g_malloc (geom->w * geom->w);
  memset (geom->labels, BR_LABEL_EMPTY, geom->w * geom->w);

  /* cities under, then those passing over them */
  for (guint pass = 0; pass < 2; pass++)
    for (guint c = 0; c < geom->n_cities; c++)
      if (geom->cities[c].over == pass)
        paint_labels (geom, scratch, geom->cities[c].feature, draw_city_mask, &geom->cities[c], 0.045);
  for (guint r = 0; r < geom->n_rivers; r++)
    paint_labels (geom, scratch, geom->rivers[r].feature, draw_path_mask, &geom->rivers[r], geom->river_width);
  for (guint d = 0; d < geom->n_decos; d++)
    if (geom->decos[d].kind == BR_DECO_LAKE || geom->decos[d].kind == BR_DECO_SPRING)
      paint_labels (geom, scratch, geom->decos[d].feature, draw_deco_mask, &geom->decos[d], 0);
  for (guint r = 0; r < geom->n_roads; r++)
    paint_labels (geom, scratch, geom->roads[r].feature, draw_path_mask, &geom->roads[r], geom->road_width);
  for (guint d = 0; d < geom->n_decos; d++)
    {
      const BrDeco *deco = &geom->decos[d];

      switch ((BrDecoKind) deco->kind)
        {
        case BR_DECO_CLOISTER:
        case BR_DECO_ABBEY:
        case BR_DECO_WELL:
        case BR_DECO_TUNNEL:
          paint_labels (geom, scratch, deco->feature, draw_deco_mask, deco, 0);
          break;
        case BR_DECO_HUT:
        case BR_DECO_HOUSE:
          paint_labels (geom, scratch, BR_LABEL_BLOCK, draw_deco_mask, deco, 0);
          break;
        case BR_DECO_GARDEN:
        case BR_DECO_SHIELD:
        case BR_DECO_WHEEL:
        case BR_DECO_SPRING:
        case BR_DECO_LAKE:
        case BR_DECO_GATE:
        case BR_DECO_BRIDGE:
        case BR_DECO_UNDERPASS:
        default:
          break;
        }
    }
  if (type->is_wheel_board)
    {
      BrPt centre = pt (2, 2);

      paint_labels (geom, scratch, BR_LABEL_BLOCK, draw_disc_mask, &centre, BR_WHEEL_RADIUS);
    }

  fill_fields (geom);

  /* where nothing reached: slivers between shapes */
  for (int i = 0; i < geom->w * geom->w; i++)
    if (geom->labels[i] == BR_LABEL_EMPTY)
      geom->labels[i] = BR_LABEL_BLOCK;

  for (guint f = 0; f < type->n_features; f++)
    {
      guint count = 0;

      if (type->features[f].kind != BASTIDE_FEATURE_FIELD)
        continue;
      for (int i = 0; i < geom->w * geom->w; i++)
        count += geom->labels[i] == f;
      if (count == 0)
        problem (geom, "field %s has no room", type->features[f].id);
      if (count > big_count)
        {
          big_count = count;
          big_field = f;
        }
    }

  /* the garden goes where its field is widest */
  if (type->has_garden && big_field != BR_LABEL_EMPTY)
    {
      BrPt at;
      BrDeco *d;

      if (geom->n_decos > 0)
        for (guint i = 0; i < geom->n_decos; i++)
          placed[n_placed++] = geom->decos[i].p;
      if (best_spot (geom, big_field, 0.3, 0.3, placed, n_placed, 0.3, &at))
        {
          d = add_deco (geom, BR_DECO_GARDEN, type->has_garden - 1, at, 0.26);
          paint_labels (geom, scratch, d->feature, draw_deco_mask, d, 0);
        }
      n_placed = 0;
    }

  /* anchors: buildings, then cities, roads, then fields away from them
   * and from the houses, wells, gates and bridges */
  n_placed = 0;
  for (guint d = 0; d < geom->n_decos; d++)
    switch ((BrDecoKind) geom->decos[d].kind)
      {
      case BR_DECO_HUT:
      case BR_DECO_HOUSE:
      case BR_DECO_WELL:
      case BR_DECO_SPRING:
      case BR_DECO_GATE:
      case BR_DECO_BRIDGE:
      case BR_DECO_TUNNEL:
        placed[n_placed++] = geom->decos[d].p;
        break;
      case BR_DECO_CLOISTER:
      case BR_DECO_ABBEY:
      case BR_DECO_GARDEN:
      case BR_DECO_SHIELD:
      case BR_DECO_WHEEL:
      case BR_DECO_LAKE:
      case BR_DECO_UNDERPASS:
      default:
        break;
      }

  for (guint f = 0; f < type->n_features; f++)
    {
      const BastideFeatureDef *def = &type->features[f];
      BrPt a = pt (0.5 * geom->units, 0.5 * geom->units);

      switch ((BastideFeatureKind) def->kind)
        {
        case BASTIDE_FEATURE_CLOISTER:
        case BASTIDE_FEATURE_GARDEN:
          for (guint d = 0; d < geom->n_decos; d++)
            if (geom->decos[d].feature == (int) f
                && (geom->decos[d].kind == BR_DECO_CLOISTER || geom->decos[d].kind == BR_DECO_ABBEY
                    || geom->decos[d].kind == BR_DECO_GARDEN))
              a = geom->decos[d].p;
          geom->anchors[f] = a;
          placed[n_placed++] = a;
          break;
        case BASTIDE_FEATURE_CITY:
        case BASTIDE_FEATURE_RIVER:
        case BASTIDE_FEATURE_ROAD:
        case BASTIDE_FEATURE_FIELD:
        case BASTIDE_N_FEATURE_KINDS:
        default:
          break;
        }
    }
  for (guint f = 0; f < type->n_features; f++)
    if (type->features[f].kind == BASTIDE_FEATURE_CITY)
      {
        best_spot (geom, f, 0.2, 0.35, placed, n_placed, 0.22, &geom->anchors[f]);
        placed[n_placed++] = geom->anchors[f];
      }
  for (guint f = 0; f < type->n_features; f++)
    if (type->features[f].kind == BASTIDE_FEATURE_ROAD)
      {
        geom->anchors[f] = road_anchor (geom, f);
        placed[n_placed++] = geom->anchors[f];
      }
  for (guint f = 0; f < type->n_features; f++)
    if (type->features[f].kind == BASTIDE_FEATURE_RIVER)
      geom->anchors[f] = geom->rivers[0].n > 0 ? path_at (&geom->rivers[0], 0.5, NULL) : pt (0.5, 0.5);
  /* the Wheel of Fortune icon, in the widest field, clear of everything */
  if (type->wheel > 0 && big_field != BR_LABEL_EMPTY)
    {
      BrPt at;

      if (best_spot (geom, big_field, 0.17, 0.05, placed, n_placed, 0.25, &at))
        {
          add_deco (geom, BR_DECO_WHEEL, -1, at, 0.17)->value = type->wheel;
          placed[n_placed++] = at;
        }
    }
  for (guint f = 0; f < type->n_features; f++)
    if (type->features[f].kind == BASTIDE_FEATURE_FIELD)
      {
        best_spot (geom, f, 0.2, 0.12, placed, n_placed, 0.3, &geom->anchors[f]);
        placed[n_placed++] = geom->anchors[f];
      }

  /* shields, away from the city's anchor */
  for (guint f = 0; f < type->n_features; f++)
    for (guint s = 0; s < type->features[f].shields; s++)
      if (type->features[f].kind == BASTIDE_FEATURE_CITY)
        {
          BrPt at;

          if (best_spot (geom, f, 0.1, 0.25, placed, n_placed, 0.26, &at))
            {
              add_deco (geom, BR_DECO_SHIELD, f, at, 0.17);
              placed[n_placed++] = at;
            }
        }

  for (guint f = 0; f < type->n_features; f++)
    if (type->features[f].kind == BASTIDE_FEATURE_FIELD)
      geom->outlines[f] = trace_outline (geom, f);

  cairo_surface_destroy (scratch);
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
    layout_board (geom);
  else
    layout_tile (geom);
  build_labels (geom);
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
  p = pt_rot (p, rot);
  return pt (p.x * units, p.y * units);
}
