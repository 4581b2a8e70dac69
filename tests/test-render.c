/* test-render.c: tiles, anchors, pieces and boards drawn on image surfaces
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * These look at real pixels: the colour at the middle of each edge is the
 * edge's terrain, a turned tile is the same picture turned, tiles that play
 * alike look alike and others do not, and every anchor stands on its
 * feature.
 */

#include "config.h"

#include <math.h>
#include <string.h>

#include "bastide-record.h"
#include "bastide-render.h"
#include "bastide-render-private.h"

#define SIZE 128

typedef enum
{
  FAMILY_OTHER,
  FAMILY_FIELD,
  FAMILY_CITY,
  FAMILY_ROAD,
  FAMILY_RIVER,
} Family;

static const char * const family_names[] = { "other", "field", "city", "road", "river" };

typedef struct
{
  cairo_surface_t *surface;
  const guint8 *data;
  int stride;
  int size;
} Image;

static void
image_draw (Image *image,
            guint  type,
            guint  rot,
            int    size)
{
  image->surface = bastide_render_tile_surface (type, rot, size);
  g_assert_cmpint (cairo_surface_status (image->surface), ==, CAIRO_STATUS_SUCCESS);
  cairo_surface_flush (image->surface);
  image->data = cairo_image_surface_get_data (image->surface);
  image->stride = cairo_image_surface_get_stride (image->surface);
  image->size = size;
}

static void
image_clear (Image *image)
{
  g_clear_pointer (&image->surface, cairo_surface_destroy);
}

static void
image_rgb (const Image *image,
           int          x,
           int          y,
           int         *r,
           int         *g,
           int         *b)
{
  guint32 pixel;

  x = CLAMP (x, 0, image->size - 1);
  y = CLAMP (y, 0, image->size - 1);
  pixel = *(const guint32 *) (image->data + y * image->stride + 4 * x);
  *r = (pixel >> 16) & 0xff;
  *g = (pixel >> 8) & 0xff;
  *b = pixel & 0xff;
}

static Family
family_of (int r,
           int g,
           int b)
{
  if (b > r + 40 && b > g - 10)
    return FAMILY_RIVER;
  if (g > r + 10 && g > b + 10)
    return FAMILY_FIELD;
  if (r > 200 && g > 190 && b > 150 && r - b < 70)
    return FAMILY_ROAD;
  if (r >= g && g >= b && r - b > 50)
    return FAMILY_CITY;
  return FAMILY_OTHER;
}

static Family
family_at (const Image *image,
           double       x,
           double       y)
{
  int r, g, b;

  image_rgb (image, (int) floor (x), (int) floor (y), &r, &g, &b);
  return family_of (r, g, b);
}

static Family
family_of_terrain (BastideTerrain terrain)
{
  switch (terrain)
    {
    case BASTIDE_TERRAIN_CITY: return FAMILY_CITY;
    case BASTIDE_TERRAIN_ROAD: return FAMILY_ROAD;
    case BASTIDE_TERRAIN_FIELD: return FAMILY_FIELD;
    case BASTIDE_TERRAIN_RIVER: return FAMILY_RIVER;
    case BASTIDE_TERRAIN_ABBEY:
    default: return FAMILY_OTHER;
    }
}

static const char *
tile_name (guint type)
{
  static char name[64];
  const BastideTileType *t = bastide_catalogue_get (type);

  g_snprintf (name, sizeof name, "%s/%s", bastide_set_name (t->set), t->id);
  return name;
}

/* The layout of every tile splits the fields exactly as the catalogue
 * says: no field runs into another, none is left without room. */
static void
test_layouts (void)
{
  const BastideCatalogue *cat = bastide_catalogue ();

  for (guint i = 0; i < cat->n_types; i++)
    {
      const BrGeom *geom = bastide_render_geom (i);

      if (geom->problems != NULL)
        g_error ("%s: %s", tile_name (i), geom->problems);
    }
}

/* Every tile at every rotation draws without error, and the middle of each
 * edge shows the edge's terrain. */
static void
test_edges (void)
{
  const BastideCatalogue *cat = bastide_catalogue ();
  static const double mid[4][2] = { { 0.5, 0 }, { 1, 0.5 }, { 0.5, 1 }, { 0, 0.5 } };
  static const double in[4][2] = { { 0, 1 }, { -1, 0 }, { 0, -1 }, { 1, 0 } };

  for (guint i = 0; i < cat->n_types; i++)
    {
      const BastideTileType *type = &cat->types[i];
      guint n_rot = type->is_wheel_board ? 1 : 4;
      int cells = type->is_wheel_board ? BASTIDE_WHEEL_SIZE : 1;

      for (guint rot = 0; rot < n_rot; rot++)
        {
          Image image;

          image_draw (&image, i, rot, SIZE * cells);
          for (int c = 0; c < cells * cells; c++)
            {
              const BastideCellDef *cell = bastide_tile_type_cell (type, type->is_wheel_board ? (guint) c : rot);
              int cx = c % cells, cy = c / cells;

              for (guint side = 0; side < 4; side++)
                {
                  BastideTerrain terrain = bastide_cell_terrain (cell, side);
                  double x, y;
                  Family want = family_of_terrain (terrain), got;

                  if (want == FAMILY_OTHER)
                    continue;
                  x = (cx + mid[side][0]) * SIZE + in[side][0] * 2.5;
                  y = (cy + mid[side][1]) * SIZE + in[side][1] * 2.5;
                  got = family_at (&image, x, y);
                  if (got != want)
                    g_error ("%s rot %u cell %d: the %s edge shows %s, not %s", tile_name (i), rot, c,
                             bastide_side_name (side), family_names[got], family_names[want]);
                }
            }
          image_clear (&image);
        }
    }
}

static int
pixel_distance (const Image *a,
                int          ax,
                int          ay,
                const Image *b,
                int          bx,
                int          by)
{
  int r1, g1, b1, r2, g2, b2;

  image_rgb (a, ax, ay, &r1, &g1, &b1);
  image_rgb (b, bx, by, &r2, &g2, &b2);
  return MAX (MAX (ABS (r1 - r2), ABS (g1 - g2)), ABS (b1 - b2));
}

/* Pixel (x, y) of the rotation 0 picture is at turn (x, y) in the picture
 * turned rot quarter turns clockwise. */
static void
turn (int  size,
      guint rot,
      int  x,
      int  y,
      int *tx,
      int *ty)
{
  for (guint i = 0; i < rot; i++)
    {
      int nx = size - 1 - y, ny = x;

      x = nx;
      y = ny;
    }
  *tx = x;
  *ty = y;
}

/* A turned tile is the same picture turned: sampled pixels agree */
static void
test_rotations (void)
{
  const BastideCatalogue *cat = bastide_catalogue ();

  for (guint i = 0; i < cat->n_types; i++)
    {
      Image base;

      if (cat->types[i].is_wheel_board)
        continue;
      image_draw (&base, i, 0, SIZE);
      for (guint rot = 1; rot < 4; rot++)
        {
          Image turned;
          guint bad = 0, total = 0;

          image_draw (&turned, i, rot, SIZE);
          for (int y = 3; y < SIZE; y += 7)
            for (int x = 3; x < SIZE; x += 7)
              {
                int tx, ty;

                turn (SIZE, rot, x, y, &tx, &ty);
                total++;
                if (pixel_distance (&base, x, y, &turned, tx, ty) > 24)
                  bad++;
              }
          if (bad * 100 > total * 2)
            g_error ("%s rot %u: %u of %u sampled pixels differ from the turned rot 0 picture",
                     tile_name (i), rot, bad, total);
          image_clear (&turned);
        }
      image_clear (&base);
    }
}

/* Whether two tile types play alike at rotation 0: same edges and the same
 * features, so their pictures must be the same. */
static gboolean
play_alike (const BastideTileType *a,
            const BastideTileType *b)
{
  if (a->n_features != b->n_features || a->wheel != b->wheel || a->is_abbey != b->is_abbey
      || a->is_spring != b->is_spring || a->is_lake != b->is_lake
      || a->cells[0].signature != b->cells[0].signature
      || a->is_wheel_board || b->is_wheel_board)
    return FALSE;
  for (guint f = 0; f < a->n_features; f++)
    {
      const BastideFeatureDef *fa = &a->features[f], *fb = &b->features[f];

      if (fa->kind != fb->kind || fa->shields != fb->shields || fa->road_end != fb->road_end
          || fa->gate != fb->gate || fa->cities != fb->cities
          || a->feature_sides[f] != b->feature_sides[f] || a->feature_ports[f] != b->feature_ports[f])
        return FALSE;
    }
  return TRUE;
}

static guint
count_differences (const Image *a,
                   const Image *b)
{
  guint n = 0;

  for (int y = 0; y < a->size; y++)
    for (int x = 0; x < a->size; x++)
      if (pixel_distance (a, x, y, b, x, y) > 40)
        n++;
  return n;
}

/* Tiles that play alike look alike (the base D and Wheel of Fortune's D);
 * tiles that play differently look different, at every rotation. */
static void
test_alike (void)
{
  const BastideCatalogue *cat = bastide_catalogue ();
  Image *images = g_new0 (Image, cat->n_types * 4);
  guint alike = 0;

  for (guint i = 0; i < cat->n_types; i++)
    if (!cat->types[i].is_wheel_board)
      for (guint rot = 0; rot < 4; rot++)
        image_draw (&images[i * 4 + rot], i, rot, SIZE);

  for (guint i = 0; i < cat->n_types; i++)
    for (guint j = i + 1; j < cat->n_types; j++)
      {
        const BastideTileType *a = &cat->types[i], *b = &cat->types[j];

        if (a->is_wheel_board || b->is_wheel_board)
          continue;
        if (play_alike (a, b))
          {
            if (count_differences (&images[i * 4], &images[j * 4]) != 0)
              g_error ("%s and %s play alike but look different", tile_name (i), tile_name (j));
            alike++;
            continue;
          }
        for (guint rot = 0; rot < 4; rot++)
          {
            gboolean same_cells;

            /* other edges: the edge test tells them apart */
            if (a->cells[0].signature != b->cells[rot].signature)
              continue;
            same_cells = memcmp (&a->cells[0], &b->cells[rot], sizeof (BastideCellDef)) == 0;

            /* the same tile listed twice with features in another order
             * plays alike too: those are allowed to look alike */
            if (same_cells && a->n_features == b->n_features && a->wheel == b->wheel
                && a->has_garden == b->has_garden)
              continue;
            if (count_differences (&images[i * 4], &images[j * 4 + rot]) < 30)
              g_error ("%s and %s rot %u play differently but look the same",
                       tile_name (i), tile_name (j), rot);
          }
      }
  g_assert_cmpuint (alike, >, 10);

  for (guint i = 0; i < cat->n_types * 4; i++)
    image_clear (&images[i]);
  g_free (images);
}

/* Anchors lie inside the tile, apart from each other, on their feature
 * (hit test and outline agree), and for cities and roads on a pixel of the
 * feature's colour. */
static void
test_anchors (void)
{
  const BastideCatalogue *cat = bastide_catalogue ();
  cairo_surface_t *scratch = cairo_image_surface_create (CAIRO_FORMAT_A8, 4, 4);
  cairo_t *cr = cairo_create (scratch);

  for (guint i = 0; i < cat->n_types; i++)
    {
      const BastideTileType *type = &cat->types[i];
      guint n_rot = type->is_wheel_board ? 1 : 4;
      double units = bastide_render_tile_units (i);

      for (guint rot = 0; rot < n_rot; rot++)
        {
          Image image;
          double ax[BASTIDE_MAX_FEATURES], ay[BASTIDE_MAX_FEATURES];

          image_draw (&image, i, rot, (int) (SIZE * units));
          for (int f = 0; f < type->n_features; f++)
            {
              const BastideFeatureDef *def = &type->features[f];
              Family got;

              g_assert_true (bastide_render_feature_anchor (i, rot, f, &ax[f], &ay[f]));
              if (ax[f] < 0 || ay[f] < 0 || ax[f] > units || ay[f] > units)
                g_error ("%s rot %u: %s's anchor (%.2f, %.2f) is outside", tile_name (i), rot, def->id,
                         ax[f], ay[f]);
              if (def->kind == BASTIDE_FEATURE_RIVER)
                continue;
              if (bastide_render_feature_at (i, rot, ax[f], ay[f]) != f)
                g_error ("%s rot %u: the point under %s's anchor belongs to %d", tile_name (i), rot,
                         def->id, bastide_render_feature_at (i, rot, ax[f], ay[f]));

              bastide_render_feature_path (cr, i, rot, f, SIZE * units);
              if (!cairo_in_fill (cr, ax[f] * SIZE, ay[f] * SIZE))
                g_error ("%s rot %u: %s's outline misses its anchor", tile_name (i), rot, def->id);

              got = family_at (&image, ax[f] * SIZE, ay[f] * SIZE);
              if ((def->kind == BASTIDE_FEATURE_CITY && got != FAMILY_CITY)
                  || (def->kind == BASTIDE_FEATURE_ROAD && got != FAMILY_ROAD)
                  || (def->kind == BASTIDE_FEATURE_CLOISTER && got == FAMILY_FIELD)
                  || (def->kind == BASTIDE_FEATURE_FIELD && got == FAMILY_ROAD))
                g_error ("%s rot %u: %s's anchor stands on %s", tile_name (i), rot, def->id,
                         family_names[got]);

              for (int g = 0; g < f; g++)
                if (type->features[g].kind != BASTIDE_FEATURE_RIVER
                    && hypot (ax[f] - ax[g], ay[f] - ay[g]) < 0.15)
                  g_error ("%s rot %u: anchors of %s and %s are too close", tile_name (i), rot,
                           type->features[g].id, def->id);
            }
          image_clear (&image);
        }
    }
  cairo_destroy (cr);
  cairo_surface_destroy (scratch);
}

/* The outline of a field covers its own pixels and not the others' */
static void
test_field_outlines (void)
{
  const BastideCatalogue *cat = bastide_catalogue ();
  cairo_surface_t *scratch = cairo_image_surface_create (CAIRO_FORMAT_A8, 4, 4);
  cairo_t *cr = cairo_create (scratch);

  for (guint i = 0; i < cat->n_types; i++)
    {
      const BastideTileType *type = &cat->types[i];
      double units = bastide_render_tile_units (i);

      if (type->is_wheel_board)
        continue;
      for (int f = 0; f < type->n_features; f++)
        {
          guint inside = 0, wrong = 0, samples = 0;

          if (type->features[f].kind != BASTIDE_FEATURE_FIELD)
            continue;
          bastide_render_feature_path (cr, i, 1, f, units);
          for (double y = 0.02; y < units; y += 0.04)
            for (double x = 0.02; x < units; x += 0.04)
              {
                int at = bastide_render_feature_at (i, 1, x, y);

                if (!cairo_in_fill (cr, x, y))
                  continue;
                samples++;
                if (at == f)
                  inside++;
                else if (at >= 0 && type->features[at].kind == BASTIDE_FEATURE_FIELD)
                  wrong++;
              }
          if (samples == 0 || inside * 10 < samples * 9 || wrong > 0)
            g_error ("%s: the outline of %s covers %u points, %u of them its own, %u another field's",
                     tile_name (i), type->features[f].id, samples, inside, wrong);
        }
    }
  cairo_destroy (cr);
  cairo_surface_destroy (scratch);
}

/* Barn anchors are the corner points */
static void
test_corners (void)
{
  static const double want[4][2] = { { 1, 0 }, { 1, 1 }, { 0, 1 }, { 0, 0 } };

  for (guint c = 0; c < 4; c++)
    {
      double x, y;

      bastide_render_corner_anchor (c, &x, &y);
      g_assert_cmpfloat (x, ==, want[c][0]);
      g_assert_cmpfloat (y, ==, want[c][1]);
    }
}

/* Every piece in every colour and pose draws something in its colour */
static void
test_pieces (void)
{
  for (guint kind = 0; kind < BASTIDE_N_PIECE_KINDS; kind++)
    for (guint color = 0; color < BASTIDE_N_COLORS; color++)
      for (guint pose = 0; pose < 2; pose++)
        {
          cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 64, 64);
          cairo_t *cr = cairo_create (surface);
          double r, g, b;
          guint matching = 0;
          const guint8 *data;
          int stride;

          bastide_render_piece (cr, kind, color, pose, 32, 32, 40);
          g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
          cairo_destroy (cr);
          cairo_surface_flush (surface);
          bastide_render_color_rgb (color, &r, &g, &b);
          data = cairo_image_surface_get_data (surface);
          stride = cairo_image_surface_get_stride (surface);
          for (int y = 0; y < 64; y++)
            for (int x = 0; x < 64; x++)
              {
                guint32 p = *(const guint32 *) (data + y * stride + 4 * x);

                if ((p >> 24) == 0xff
                    && ABS ((int) ((p >> 16) & 0xff) - (int) (r * 255)) < 12
                    && ABS ((int) ((p >> 8) & 0xff) - (int) (g * 255)) < 12
                    && ABS ((int) (p & 0xff) - (int) (b * 255)) < 12)
                  matching++;
              }
          if (matching < 60)
            g_error ("piece %s in %s: only %u pixels of its colour", bastide_piece_name (kind),
                     bastide_color_name (color), matching);
          cairo_surface_destroy (surface);
        }
  for (guint color = 0; color < BASTIDE_N_COLORS; color++)
    {
      g_assert_nonnull (bastide_color_label (color));
      g_assert_nonnull (bastide_render_emblem_label (color));
    }
}

/* The wheel: crown spaces apart and found again by the hit test */
static void
test_wheel (void)
{
  guint total = 0;

  for (guint s = 0; s < BASTIDE_N_SECTORS; s++)
    {
      total += bastide_render_crown_spaces (s);
      for (guint c = 0; c < bastide_render_crown_spaces (s); c++)
        {
          double x, y;

          bastide_render_crown_anchor (s, c, &x, &y);
          g_assert_cmpfloat (x, >, 0.5);
          g_assert_cmpfloat (x, <, 3.5);
          g_assert_cmpint (bastide_render_crown_at (x, y), ==, s);
        }
      g_assert_cmpstr (bastide_render_sector_label (s), !=, "?");
    }
  g_assert_cmpuint (total, ==, 9);
}

/* A position: every piece is drawn where bastide_render_piece_position
 * says, in its owner's colour */
static void
check_board (const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BastideRecord) record = bastide_record_load_file (path, &error);
  BastideState *state = g_new (BastideState, 1);
  BastideRenderView view;
  BastideColor colors[BASTIDE_MAX_PLAYERS] = { 0 };
  cairo_surface_t *surface;
  cairo_t *cr;
  const int cell = 80, width = 1400, height = 1000;

  g_assert_no_error (error);
  g_assert_true (bastide_record_replay (record, state, NULL, &error));
  g_assert_no_error (error);
  for (guint p = 0; p < state->rules.n_players; p++)
    colors[p] = bastide_record_get_player (record, p)->color;

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  cr = cairo_create (surface);
  bastide_render_view_init (&view, cell, 0, 0);
  bastide_render_view_fit (&view, state, width, height, 40, cell);
  view.colors = colors;
  bastide_render_board (cr, state, &view);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);
  cairo_surface_flush (surface);

  for (guint i = 0; i < state->n_pieces; i++)
    {
      const BastidePiece *piece = &state->pieces[i];
      double x, y, r, g, b;
      int px, py;
      guint32 p;
      gboolean lying = piece->kind == BASTIDE_PIECE_MEEPLE && piece->node != BASTIDE_NODE_NONE
                       && state->nodes[piece->node].kind == BASTIDE_FEATURE_FIELD;

      g_assert_true (bastide_render_piece_position (state, i, &x, &y));
      /* a meeple's head: above its middle, or west of it lying down */
      if (piece->kind != BASTIDE_PIECE_MEEPLE)
        continue;
      px = (int) (view.origin_x + x * view.cell_size - (lying ? 0.3 * 0.3 * cell : 0));
      py = (int) (view.origin_y + y * view.cell_size - (lying ? 0 : 0.3 * 0.3 * cell));
      p = *(const guint32 *) (cairo_image_surface_get_data (surface)
                              + py * cairo_image_surface_get_stride (surface) + 4 * px);
      bastide_render_color_rgb (colors[piece->owner], &r, &g, &b);
      if (ABS ((int) ((p >> 16) & 0xff) - (int) (r * 255)) > 40
          || ABS ((int) ((p >> 8) & 0xff) - (int) (g * 255)) > 40
          || ABS ((int) (p & 0xff) - (int) (b * 255)) > 40)
        g_error ("%s: piece %u of player %u is not drawn at (%d, %d): %06x there", path, i, piece->owner,
                 px, py, p & 0xffffff);
    }
  cairo_surface_destroy (surface);
  g_free (state);
}

static void
test_boards (void)
{
  static const char * const records[] = {
    "base/fields-two-fields.json",
    "abbey-mayor/barn-scores-farmers-at-once.json",
    "wheel-of-fortune/event-tax.json",
    "abbey-mayor/six-players.json",
  };

  for (guint i = 0; i < G_N_ELEMENTS (records); i++)
    {
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, "records", "examples", records[i], NULL);

      if (!g_file_test (path, G_FILE_TEST_EXISTS))
        {
          g_test_message ("skipping %s: not found", path);
          continue;
        }
      check_board (path);
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/render/layouts", test_layouts);
  g_test_add_func ("/render/edges", test_edges);
  g_test_add_func ("/render/rotations", test_rotations);
  g_test_add_func ("/render/alike", test_alike);
  g_test_add_func ("/render/anchors", test_anchors);
  g_test_add_func ("/render/field-outlines", test_field_outlines);
  g_test_add_func ("/render/corners", test_corners);
  g_test_add_func ("/render/pieces", test_pieces);
  g_test_add_func ("/render/wheel", test_wheel);
  g_test_add_func ("/render/boards", test_boards);

  return g_test_run ();
}
