/* bastide-render-geometry-private.h: what the tile layout's files share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The layout of a tile type (BrGeom) is built in three files:
 * bastide-render-geometry.c (points, curves, cities and paths, and the
 * cache of layouts), bastide-render-layout.c (the shapes of a tile) and
 * bastide-render-labels.c (the label map, anchors and outlines).
 */

#pragma once

#include "bastide-render-private.h"

#include <math.h>

G_BEGIN_DECLS

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

/* bastide-render-geometry.c */
BrDeco * geom_add_deco         (BrGeom     *geom,
                                BrDecoKind  kind,
                                int         feature,
                                BrPt        p,
                                double      size);
BrPt     geom_bezier_tangent   (BrPt   p0,
                                BrPt   c1,
                                BrPt   c2,
                                BrPt   p1,
                                double t);
void     geom_city_curve       (BrCity   *city,
                                BrPt      p0,
                                BrPt      c1,
                                BrPt      c2,
                                BrPt      p1,
                                gboolean  wall);
void     geom_city_line        (BrCity *city,
                                BrPt    p0,
                                BrPt    p1);
void     geom_city_rotate      (BrCity *city,
                                guint   k);
void     geom_city_wall        (BrCity *city,
                                BrPt    a,
                                BrPt    b,
                                BrPt    inward,
                                double  depth,
                                double  spread);
int      geom_find_rotation    (guint canonical,
                                guint mask);
gboolean geom_has_path_feature (const BastideTileType *type,
                                guint                  mask);
guint    geom_mask_rot         (guint mask,
                                guint k);
void     geom_path_add         (BrPath *path,
                                BrPt    p);
void     geom_path_arc         (BrPath *path,
                                guint   a,
                                guint   b,
                                double  radius,
                                guint   steps);
BrPt     geom_path_at          (const BrPath *path,
                                double        t,
                                BrPt         *dir);
void     geom_path_begin       (BrPath    *path,
                                int        feature,
                                BrEndKind  start,
                                BrEndKind  end);
void     geom_path_bezier      (BrPath *path,
                                BrPt    p0,
                                BrPt    c1,
                                BrPt    c2,
                                BrPt    p1,
                                guint   steps);
void     geom_path_bulge       (BrPath *path,
                                double  dx,
                                double  dy);
void     geom_path_line        (BrPath *path,
                                BrPt    a,
                                BrPt    b,
                                guint   steps);
void     geom_path_meander     (BrPath *path,
                                double  amplitude);
void     geom_path_rotate      (BrPath *path,
                                guint   k);
guint    geom_popcount4        (guint mask);
BrPt     geom_pt_rot           (BrPt  p,
                                guint k);
BrPt     geom_seg_at           (const BrSeg *s,
                                double       t);
gboolean geom_segments_cross   (BrPt  a,
                                BrPt  b,
                                BrPt  c,
                                BrPt  d,
                                BrPt *out);
void     geom_shape_band       (BrCity *city,
                                double  top,
                                double  bottom);
void     geom_shape_cap        (BrCity *city,
                                double  depth);
void     geom_shape_corner     (BrCity   *city,
                                gboolean  tight);
void     geom_shape_full       (BrCity *city);
void     geom_shape_three      (BrCity *city,
                                double  bay);

/* bastide-render-labels.c */
void     geom_build_labels     (BrGeom *geom);

/* bastide-render-layout.c */
void     geom_layout_board     (BrGeom *geom);
void     geom_layout_tile      (BrGeom *geom);

G_END_DECLS
