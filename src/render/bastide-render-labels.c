/* bastide-render-labels.c: the label map of a tile, its anchors and outlines
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The shapes are painted into a small raster, one label per feature; the
 * fields are what is left, flood-filled from their ports. The anchors
 * (where a piece stands) and the fields' outlines are read from it.
 */

#include "config.h"

#include <math.h>
#include <string.h>

#include "bastide-render-geometry-private.h"

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
      BrPt p = geom_path_at (road, t, NULL);
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

/* The shapes into the label map: cities, the river, lakes and springs,
 * roads, then buildings over them. */
static void
paint_shapes (BrGeom          *geom,
              cairo_surface_t *scratch)
{
  const BastideTileType *type = geom->type;

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


}

/* Blocks what no shape or field reached, and checks that every field has
 * room; returns the widest field, or BR_LABEL_EMPTY. */
static guint
widest_field (BrGeom *geom)
{
  const BastideTileType *type = geom->type;
  guint big_field = BR_LABEL_EMPTY, big_count = 0;

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
  return big_field;
}

/* Where each feature's piece stands, with the wheel icon and the shields
 * placed clear of them. */
static void
place_anchors (BrGeom *geom,
               guint   big_field)
{
  const BastideTileType *type = geom->type;
  BrPt placed[BASTIDE_MAX_FEATURES + BR_MAX_DECOS];
  guint n_placed = 0;

  /* anchors: buildings, then cities, roads, then fields away from them
   * and from the houses, wells, gates and bridges */
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
      geom->anchors[f] = geom->rivers[0].n > 0 ? geom_path_at (&geom->rivers[0], 0.5, NULL) : pt (0.5, 0.5);
  /* the Wheel of Fortune icon, in the widest field, clear of everything */
  if (type->wheel > 0 && big_field != BR_LABEL_EMPTY)
    {
      BrPt at;

      if (best_spot (geom, big_field, 0.17, 0.05, placed, n_placed, 0.25, &at))
        {
          geom_add_deco (geom, BR_DECO_WHEEL, -1, at, 0.17)->value = type->wheel;
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
              geom_add_deco (geom, BR_DECO_SHIELD, f, at, 0.17);
              placed[n_placed++] = at;
            }
        }
}

void
geom_build_labels (BrGeom *geom)
{
  const BastideTileType *type = geom->type;
  cairo_surface_t *scratch = cairo_image_surface_create (CAIRO_FORMAT_A8, geom->w, geom->w);
  guint big_field;

  geom->labels = g_malloc (geom->w * geom->w);
  memset (geom->labels, BR_LABEL_EMPTY, geom->w * geom->w);

  paint_shapes (geom, scratch);
  fill_fields (geom);
  big_field = widest_field (geom);

  /* the garden goes where its field is widest */
  if (type->has_garden && big_field != BR_LABEL_EMPTY)
    {
      BrPt placed[BR_MAX_DECOS];
      guint n_placed = 0;
      BrPt at;
      BrDeco *d;

      if (geom->n_decos > 0)
        for (guint i = 0; i < geom->n_decos; i++)
          placed[n_placed++] = geom->decos[i].p;
      if (best_spot (geom, big_field, 0.3, 0.3, placed, n_placed, 0.3, &at))
        {
          d = geom_add_deco (geom, BR_DECO_GARDEN, type->has_garden - 1, at, 0.26);
          paint_labels (geom, scratch, d->feature, draw_deco_mask, d, 0);
        }
    }

  place_anchors (geom, big_field);

  for (guint f = 0; f < type->n_features; f++)
    if (type->features[f].kind == BASTIDE_FEATURE_FIELD)
      geom->outlines[f] = trace_outline (geom, f);

  cairo_surface_destroy (scratch);
}
