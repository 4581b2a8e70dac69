/* bastide-render-layout.c: the shapes of a tile: cities, roads, the river
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Laid out from the catalogue in its own orientation (see
 * bastide-render-geometry.c for the rules it follows).
 */

#include "config.h"

#include <math.h>
#include <string.h>

#include "bastide-render-geometry-private.h"

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
          BrPt p = geom_seg_at (s, t);
          double d = pt_dist (p, from);

          if (d < best - 1e-9)
            {
              BrPt tan = geom_bezier_tangent (s->p0, s->c1, s->c2, s->p1, t);
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
  geom_path_begin (path, feature, start, end);
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

  geom_city_line (u, pt (0, 1), pt (0, 0));
  geom_city_curve (u, pt (0, 0), pt (0, 0.38), pt (0.2, 0.36), pt (0.5, 0.36), TRUE);
  geom_city_curve (u, pt (0.5, 0.36), pt (0.8, 0.36), pt (1, 0.38), pt (1, 0), TRUE);
  geom_city_line (u, pt (1, 0), pt (1, 1));
  geom_city_curve (u, pt (1, 1), pt (1, 0.62), pt (0.8, 0.64), pt (0.5, 0.64), TRUE);
  geom_city_curve (u, pt (0.5, 0.64), pt (0.2, 0.64), pt (0, 0.62), pt (0, 1), TRUE);

  c->over = TRUE;
  geom_city_line (c, pt (0, 0), pt (1, 0));
  if (full)
    {
      geom_city_curve (c, pt (1, 0), pt (0.62, 0), pt (0.64, 0.2), pt (0.64, 0.5), TRUE);
      geom_city_curve (c, pt (0.64, 0.5), pt (0.64, 0.8), pt (0.62, 1), pt (1, 1), TRUE);
      geom_city_line (c, pt (1, 1), pt (0, 1));
      geom_city_curve (c, pt (0, 1), pt (0.38, 1), pt (0.36, 0.8), pt (0.36, 0.5), TRUE);
      geom_city_curve (c, pt (0.36, 0.5), pt (0.36, 0.2), pt (0.38, 0), pt (0, 0), TRUE);
    }
  else
    {
      /* a strip hanging from the north edge, ending past the band, just
       * above the south field */
      geom_city_curve (c, pt (1, 0), pt (0.62, 0), pt (0.6, 0.2), pt (0.6, 0.45), TRUE);
      geom_city_curve (c, pt (0.6, 0.45), pt (0.6, 0.7), pt (0.6, 0.8), pt (0.5, 0.8), TRUE);
      geom_city_curve (c, pt (0.5, 0.8), pt (0.4, 0.8), pt (0.4, 0.7), pt (0.4, 0.45), TRUE);
      geom_city_curve (c, pt (0.4, 0.45), pt (0.4, 0.2), pt (0.38, 0), pt (0, 0), TRUE);
    }
  geom_city_rotate (u, k);
  geom_city_rotate (c, k);

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
              geom->seeds[geom->n_seeds++].p = geom_pt_rot (petals[field][p], k);
            }
        }
      else if (!full)
        {
          for (guint p = 0; p < 2; p++)
            {
              geom->seeds[geom->n_seeds].feature = i;
              geom->seeds[geom->n_seeds++].p = geom_pt_rot (petals[p][0], k);
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
  geom_city_line (city, pt (0, 1), pt (0, 0));
  geom_city_wall (city, pt (0, 0), pt (1, 0), pt (0, 1), 0.25, 0.25);
  geom_city_wall (city, pt (1, 0), pt (1, 1), pt (-1, 0), 0.25, 0.25);
  geom_city_wall (city, pt (1, 1), pt (0, 1), pt (0, -1), 0.25, 0.25);
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
            || (mj != 0x5 && mj != 0xa) || (mi & ~geom_mask_rot (mj, 1)) != 0)
          continue;
        /* of two bands, the one with shields passes over */
        if (mi == geom_mask_rot (mj, 1) && type->features[j].shields > type->features[i].shields)
          continue;
        for (guint k = 0; k < 4; k++)
          if (geom_mask_rot (0xa, k) == mj && (geom_mask_rot (0x5, k) == mi || geom_mask_rot (0x1, k) == mi))
            {
              over = i;
              under = j;
              layout_crossing (geom, type, i, j, mi == geom_mask_rot (0x5, k), k);
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
      switch (geom_popcount4 (mask))
        {
        case 1:
          k = geom_find_rotation (0x1, mask);
          if (cap_reaches_corners (cell, k))
            {
              shape_cap_to_corners (city);
              geom_city_rotate (city, (k + 1) % 4);
            }
          else
            {
              geom_shape_cap (city, 0.3);
              geom_city_rotate (city, k);
            }
          break;
        case 2:
          k = geom_find_rotation (0x3, mask);
          if (k >= 0)
            {
              geom_shape_corner (city, geom_has_path_feature (type, mask ^ 0xf));
              geom_city_rotate (city, k);
            }
          else
            {
              gboolean tunnel = FALSE;
              double top = 0.26, bottom = 0.26;

              k = geom_find_rotation (0xa, mask);
              /* a road crossing the band: it goes through a tunnel */
              for (guint r = 0; r < type->n_features; r++)
                if (type->features[r].kind == BASTIDE_FEATURE_ROAD
                    && type->feature_sides[r] == geom_mask_rot (0x5, k))
                  tunnel = TRUE;
              if (tunnel)
                {
                  top = 0.24;
                  bottom = 0.4;
                }
              geom_shape_band (city, top, bottom);
              geom_city_rotate (city, k);
            }
          break;
        case 3:
          k = geom_find_rotation (0xb, mask);
          geom_shape_three (city, 0.34);
          geom_city_rotate (city, k);
          break;
        case 4:
        default:
          geom_shape_full (city);
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
  BrPt p = geom_seg_at (wall, u);
  BrPt tan = geom_bezier_tangent (wall->p0, wall->c1, wall->c2, wall->p1, u);
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
  geom_path_bezier (road, from, pt_add (from, side_in[near], 0.14), pt_add (a, dir, -0.1), a, 12);
  for (double t = 0.24; t <= 0.5 + 1e-9; t += 0.04)
    {
      BrPt p = wall_at (wall, reversed, t, &n, &dir);

      geom_path_add (road, pt_add (p, n, off));
    }
  b = road->p[road->n - 1];
  geom_path_bezier (road, b, pt_add (b, dir, 0.16), pt_add (to, side_in[far], 0.32), to, 20);
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
                geom_path_bezier (road, from, pt_add (from, side_in[s], len * 0.45),
                                  pt_add (g, n_out, len * 0.4), g, 24);
                geom_path_add (road, pt_add (g, n_out, -0.03));
                d = geom_add_deco (geom, BR_DECO_GATE, def->gate, g, 0.15);
                d->angle = atan2 (n_out.y, n_out.x);
              }
              break;
            case BASTIDE_ROAD_END_CLOISTER:
              road = new_road (geom, i, BR_END_EDGE, BR_END_HIDDEN);
              geom_path_line (road, from, cloister_at, 16);
              break;
            case BASTIDE_ROAD_END_DEADEND:
              {
                BrPt house = pt_add (from, side_in[s], 0.5);

                road = new_road (geom, i, BR_END_EDGE, BR_END_HIDDEN);
                geom_path_line (road, from, pt_add (house, side_in[s], -0.04), 16);
                geom_add_deco (geom, BR_DECO_HOUSE, -1, pt_add (house, side_in[s], -0.04), 0.24);
              }
              break;
            case BASTIDE_ROAD_END_JUNCTION:
            case BASTIDE_ROAD_END_WHEEL:
            case BASTIDE_ROAD_END_NONE:
            default:
            plain:
              road = new_road (geom, i, BR_END_EDGE, BR_END_HIDDEN);
              geom_path_line (road, from, pt (0.5, 0.5), 16);
              if (!hut)
                geom_add_deco (geom, BR_DECO_HUT, -1, pt (0.5, 0.5), 0.3);
              hut = TRUE;
              break;
            }
        }
      else if (n == 2 && (sides[0] + 2) % 4 == sides[1])
        {
          BrCity *band = NULL;

          /* a city band across the road: the road takes a tunnel */
          for (guint c = 0; c < geom->n_cities; c++)
            if (type->feature_sides[geom->cities[c].feature] == geom_mask_rot (mask, 1))
              band = &geom->cities[c];
          if (band != NULL)
            {
              int k = geom_find_rotation (0x5, mask);   /* canonical: N-S */
              BrPt top_wall = pt (0.5, 0.24), mouth = pt (0.5, 0.86);
              BrDeco *d;

              road = new_road (geom, i, BR_END_EDGE, BR_END_TUNNEL);
              geom_path_line (road, pt (0.5, 0), pt (0.5, top_wall.y + 0.02), 8);
              geom_path_rotate (road, k);
              road = new_road (geom, i, BR_END_EDGE, BR_END_TUNNEL);
              geom_path_line (road, pt (0.5, 1), mouth, 8);
              geom_path_rotate (road, k);
              d = geom_add_deco (geom, BR_DECO_TUNNEL, i, geom_pt_rot (pt (0.5, top_wall.y + 0.01), k), 0.15);
              d->angle = atan2 (-1, 0) + k * G_PI / 2;
              d = geom_add_deco (geom, BR_DECO_TUNNEL, i, geom_pt_rot (mouth, k), 0.15);
              d->angle = atan2 (1, 0) + k * G_PI / 2;
              d = geom_add_deco (geom, BR_DECO_UNDERPASS, i, geom_pt_rot (pt (0.5, top_wall.y + 0.06), k), 0);
              d->q = geom_pt_rot (pt (0.5, mouth.y - 0.05), k);
            }
          else
            {
              road = new_road (geom, i, BR_END_EDGE, BR_END_EDGE);
              geom_path_line (road, side_mid[sides[0]], side_mid[sides[1]], 24);
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
              geom_path_arc (road, sides[0], sides[1], city_opposite ? 0.42 : 0.5, 28);
            }
        }
      else
        {
          /* one road joining three or four sides, round a well */
          for (guint b = 0; b < n; b++)
            {
              road = new_road (geom, i, BR_END_EDGE, BR_END_HIDDEN);
              geom_path_line (road, side_mid[sides[b]], pt (0.5, 0.5), 16);
            }
          geom_add_deco (geom, BR_DECO_WELL, i, pt (0.5, 0.5), 0.24);
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

          geom_path_begin (river, i, BR_END_EDGE, lake ? BR_END_LAKE : BR_END_SPRING);
          geom_path_line (river, side_mid[s], end, 24);
          geom_path_meander (river, 0.06);
          geom_add_deco (geom, lake ? BR_DECO_LAKE : BR_DECO_SPRING, i, end, lake ? 0.5 : 0.3);
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
          geom_path_begin (river, i, BR_END_EDGE, BR_END_EDGE);
          geom_path_line (river, side_mid[sides[0]], side_mid[sides[1]], 40);
          geom_path_meander (river, 0.07);
          if (sides[0] % 2 == 1)
            geom_path_bulge (river, 0, shift);
          else
            geom_path_bulge (river, shift, 0);
        }
      else
        {
          gboolean city_opposite = FALSE;

          for (guint c = 0; c < geom->n_cities; c++)
            if (type->feature_sides[geom->cities[c].feature] == (mask ^ 0xf))
              city_opposite = TRUE;
          geom_path_begin (river, i, BR_END_EDGE, BR_END_EDGE);
          geom_path_arc (river, sides[0], sides[1], city_opposite ? 0.38 : 0.5, 40);
          geom_path_meander (river, city_opposite ? 0.03 : 0.05);
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

              if (geom_segments_cross (road->p[i - 1], road->p[i], river->p[j - 1], river->p[j], &x)
                  && !bridge_near (geom, x))
                {
                  BrDeco *d = geom_add_deco (geom, BR_DECO_BRIDGE, road->feature, x, geom->river_width);
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

void
geom_layout_tile (BrGeom *geom)
{
  const BastideTileType *type = geom->type;
  const BastideCellDef *cell = &type->cells[0];
  BrPt cloister_at = pt (0.5, 0.5);

  if (type->is_abbey)
    {
      geom_add_deco (geom, BR_DECO_ABBEY, type->has_cloister - 1, pt (0.5, 0.5), 0.62);
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
    geom_add_deco (geom, BR_DECO_CLOISTER, type->has_cloister - 1, cloister_at, geom->n_rivers > 0 ? 0.3 : 0.48);

  layout_roads (geom, type, cell, cloister_at);
  layout_bridges (geom);
}

/* The wheel board: 4 × 4 units, the wheel in the middle 2 × 2. */

void
geom_layout_board (BrGeom *geom)
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

              if (geom_popcount4 (mask) == 1)
                {
                  geom_shape_cap (city, 0.3);
                  geom_city_rotate (city, geom_find_rotation (0x1, mask));
                }
              else
                {
                  k = geom_find_rotation (0x3, mask);
                  geom_shape_corner (city, FALSE);
                  geom_city_rotate (city, MAX (k, 0));
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
              geom_path_bezier (road, from, pt_add (from, dir, 0.45),
                                pt_add (rim, pt (-to_centre.x / len, -to_centre.y / len), 0.35),
                                pt_add (rim, pt (to_centre.x / len, to_centre.y / len), 0.04), 32);
            }
        }
    }
}

