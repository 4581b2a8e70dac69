/* bastide-cli-render.c: render-tiles and render, pictures without a window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <errno.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <math.h>
#include <pango/pangocairo.h>
#include <stdio.h>

#include "bastide-cli-commands.h"
#include "bastide-record.h"
#include "bastide-render.h"

/* Exit statuses of records.md, as replay */
enum
{
  EXIT_OK = 0,
  EXIT_ILLEGAL_TURN = 1,
  EXIT_BAD_RECORD = 2,
};

static const char *
set_title (BastideSet set)
{
  switch (set)
    {
    case BASTIDE_SET_BASE: return _("Base game");
    case BASTIDE_SET_RIVER: return _("The River");
    case BASTIDE_SET_ABBEY_MAYOR: return _("Abbey & Mayor");
    case BASTIDE_SET_WHEEL_OF_FORTUNE: return _("Wheel of Fortune");
    case BASTIDE_N_SETS:
    default: return "?";
    }
}

/* Text with its top-left corner at (x, y); returns its height */
static double
draw_text (cairo_t    *cr,
           const char *text,
           double      x,
           double      y,
           double      px,
           gboolean    bold,
           double      centre_width)
{
  PangoLayout *layout = pango_cairo_create_layout (cr);
  PangoFontDescription *font = pango_font_description_from_string ("Cantarell, Sans");
  PangoRectangle logical;

  if (bold)
    pango_font_description_set_weight (font, PANGO_WEIGHT_BOLD);
  pango_font_description_set_absolute_size (font, px * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_layout_set_text (layout, text, -1);
  pango_layout_get_pixel_extents (layout, NULL, &logical);
  if (centre_width > 0)
    x += (centre_width - logical.width) / 2;
  cairo_move_to (cr, x, y);
  pango_cairo_show_layout (cr, layout);
  pango_font_description_free (font);
  g_object_unref (layout);
  return logical.height;
}

static gboolean
write_png (cairo_surface_t *surface,
           const char      *path)
{
  cairo_status_t status = cairo_surface_write_to_png (surface, path);

  if (status != CAIRO_STATUS_SUCCESS)
    {
      fprintf (stderr, _("Could not write %s: %s\n"), path, cairo_status_to_string (status));
      return FALSE;
    }
  return TRUE;
}

int
bastide_cli_render_tiles (int    argc,
                          char **argv)
{
  g_autofree char *out = NULL;
  int size = 256;
  GOptionEntry entries[] = {
    { "out", 'o', 0, G_OPTION_ARG_FILENAME, &out, N_("Directory to write the pictures to"), N_("DIR") },
    { "size", 's', 0, G_OPTION_ARG_INT, &size, N_("Side of a tile in pixels (default 256)"), N_("PX") },
    { NULL }
  };
  const BastideCatalogue *cat = bastide_catalogue ();
  const int columns = 12, thumb = 128, pad = 18, label = 24, heading = 44;
  int rows_total = 0, width, height;
  cairo_surface_t *sheet;
  cairo_t *cr;
  double y;
  g_autofree char *sheet_path = NULL;
  gboolean ok = TRUE;

  if (!bastide_cli_parse_options (&argc, &argv, NULL,
                                  _("Draws every tile of every set into DIR as SET-ID.png, and a contact sheet all.png."),
                                  NULL, entries, 0))
    return EXIT_BAD_RECORD;
  if (out == NULL || size < 8 || size > 4096)
    {
      fprintf (stderr, "%s\n", _("render-tiles needs --out DIR and a --size from 8 to 4096"));
      return EXIT_BAD_RECORD;
    }
  if (g_mkdir_with_parents (out, 0755) != 0)
    {
      fprintf (stderr, _("Could not create %s: %s\n"), out, g_strerror (errno));
      return EXIT_BAD_RECORD;
    }

  for (guint i = 0; i < cat->n_types && ok; i++)
    {
      const BastideTileType *type = &cat->types[i];
      int side = type->is_wheel_board ? size * BASTIDE_WHEEL_SIZE / 2 : size;
      cairo_surface_t *surface = bastide_render_tile_surface (i, 0, side);
      g_autofree char *name = g_strdup_printf ("%s-%s.png", bastide_set_name (type->set), type->id);
      g_autofree char *path = g_build_filename (out, name, NULL);

      ok = write_png (surface, path);
      cairo_surface_destroy (surface);
    }
  if (!ok)
    return EXIT_BAD_RECORD;

  /* the contact sheet: a section per set, the wheel board 2 × 2 thumbs */
  for (guint set = 0; set < BASTIDE_N_SETS; set++)
    {
      int n = 0;

      for (guint i = 0; i < cat->n_types; i++)
        if (cat->types[i].set == set)
          n += cat->types[i].is_wheel_board ? 0 : 1;
      rows_total += (n + columns - 1) / columns;
    }
  width = pad + columns * (thumb + pad);
  height = pad + BASTIDE_N_SETS * heading + rows_total * (thumb + label + pad)
           + 2 * (thumb + label + pad) + pad;
  sheet = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  cr = cairo_create (sheet);
  cairo_set_source_rgb (cr, 0.96, 0.96, 0.95);
  cairo_paint (cr);

  y = pad;
  for (guint set = 0; set < BASTIDE_N_SETS; set++)
    {
      int col = 0;
      int wheel = -1;

      cairo_set_source_rgb (cr, 0.2, 0.2, 0.22);
      draw_text (cr, set_title (set), pad, y + 6, 22, TRUE, 0);
      y += heading;
      for (guint i = 0; i < cat->n_types; i++)
        {
          const BastideTileType *type = &cat->types[i];
          double x = pad + col * (thumb + pad);
          g_autofree char *caption = NULL;

          if (type->set != set)
            continue;
          if (type->is_wheel_board)
            {
              wheel = i;
              continue;
            }
          cairo_save (cr);
          cairo_rectangle (cr, x + 2, y + 3, thumb, thumb);
          cairo_set_source_rgba (cr, 0, 0, 0, 0.18);
          cairo_fill (cr);
          cairo_translate (cr, x, y);
          bastide_render_tile (cr, i, 0, thumb);
          cairo_restore (cr);
          caption = type->count > 1 ? g_strdup_printf ("%s  ×%u", type->id, type->count)
                                    : g_strdup (type->id);
          cairo_set_source_rgb (cr, 0.25, 0.25, 0.27);
          draw_text (cr, caption, x, y + thumb + 3, 14, FALSE, thumb);
          if (++col == columns)
            {
              col = 0;
              y += thumb + label + pad;
            }
        }
      if (col > 0)
        y += thumb + label + pad;
      if (wheel >= 0)
        {
          int side = 2 * thumb + pad;

          cairo_save (cr);
          cairo_translate (cr, pad, y);
          bastide_render_tile (cr, wheel, 0, side);
          cairo_restore (cr);
          cairo_set_source_rgb (cr, 0.25, 0.25, 0.27);
          draw_text (cr, cat->types[wheel].id, pad, y + side + 3, 14, FALSE, side);
          y += side + label + pad;
        }
    }
  cairo_destroy (cr);

  sheet_path = g_build_filename (out, "all.png", NULL);
  ok = write_png (sheet, sheet_path);
  cairo_surface_destroy (sheet);
  return ok ? EXIT_OK : EXIT_BAD_RECORD;
}

#define FOOTER_ROW 36

/* The players' entries of the footer: emblem, name and score. */
typedef struct
{
  PangoLayout *layout[BASTIDE_MAX_PLAYERS];
  double width[BASTIDE_MAX_PLAYERS];
  double height[BASTIDE_MAX_PLAYERS];
} PlayerEntries;

/* Lays out the entries; returns how many rows as wide as the picture they
 * take. */
static guint
layout_entries (PlayerEntries       *entries,
                const BastideRecord *record,
                const BastideState  *state,
                const BastideColor  *colors,
                double               width,
                double               margin)
{
  cairo_surface_t *scratch = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 1, 1);
  cairo_t *measure = cairo_create (scratch);
  PangoFontDescription *font = pango_font_description_from_string ("Cantarell, Sans");
  double row_x = margin * 0.5;
  guint rows = 1;

  pango_font_description_set_absolute_size (font, 16 * PANGO_SCALE);
  for (guint p = 0; p < state->rules.n_players; p++)
    {
      const BastideRecordPlayer *player = bastide_record_get_player (record, p);
      g_autofree char *text = g_strdup_printf ("%s  %d", player != NULL && player->name != NULL
                                                         ? player->name : bastide_color_label (colors[p]),
                                               state->players[p].score);
      PangoRectangle logical;

      entries->layout[p] = pango_cairo_create_layout (measure);
      pango_layout_set_font_description (entries->layout[p], font);
      pango_layout_set_text (entries->layout[p], text, -1);
      pango_layout_get_pixel_extents (entries->layout[p], NULL, &logical);
      entries->width[p] = 30 + logical.width;
      entries->height[p] = logical.height;
      if (row_x + entries->width[p] > width - margin * 0.5 && row_x > margin * 0.5)
        {
          rows++;
          row_x = margin * 0.5;
        }
      row_x += entries->width[p] + 26;
    }
  pango_font_description_free (font);
  cairo_destroy (measure);
  cairo_surface_destroy (scratch);
  return rows;
}

/* Draws the entries in the footer's rows, and lets go of their layouts. */
static void
draw_entries (cairo_t            *cr,
              PlayerEntries      *entries,
              guint               n_players,
              const BastideColor *colors,
              double              width,
              double              height,
              double              margin,
              double              footer)
{
  double x = margin * 0.5;
  double y = height - footer + FOOTER_ROW / 2;

  for (guint p = 0; p < n_players; p++)
    {
      double r, g, b;

      if (x + entries->width[p] > width - margin * 0.5 && x > margin * 0.5)
        {
          x = margin * 0.5;
          y += FOOTER_ROW;
        }
      bastide_render_color_rgb (colors[p], &r, &g, &b);
      cairo_new_path (cr);
      cairo_arc (cr, x + 12, y, 12, 0, 2 * G_PI);
      cairo_set_source_rgb (cr, r, g, b);
      cairo_fill_preserve (cr);
      cairo_set_source_rgba (cr, 0, 0, 0, 0.5);
      cairo_set_line_width (cr, 1.5);
      cairo_stroke (cr);
      bastide_render_emblem (cr, colors[p], x + 12, y, 12);

      cairo_move_to (cr, x + 30, y - entries->height[p] / 2.0);
      cairo_set_source_rgb (cr, 0.2, 0.2, 0.22);
      pango_cairo_show_layout (cr, entries->layout[p]);
      x += entries->width[p] + 26;
      g_clear_object (&entries->layout[p]);
    }
}

/* The largest picture render writes, in pixels a side: cairo's image
 * surfaces stop at 32767, and a board's picture this size is already
 * 256 MB in memory. */
#define RENDER_MAX_SIDE 8192
#define RENDER_MIN_CELL 8

/* The side of a cell, at most @size pixels, that fits the board in
 * RENDER_MAX_SIDE (its margins of 0.6 cells each side and, below it, room
 * for the players); 0 when even RENDER_MIN_CELL is too much. */
static int
fit_cell_size (const BastideState *state,
               int                 size)
{
  double across = state->n_tiles > 0 ? state->max_x - state->min_x + 1 : 1;
  double down = state->n_tiles > 0 ? state->max_y - state->min_y + 1 : 1;
  int fitting = MIN (floor (RENDER_MAX_SIDE / (across + 1.2)),
                     floor ((RENDER_MAX_SIDE - BASTIDE_MAX_PLAYERS * FOOTER_ROW - 12) / (down + 1.2)));

  fitting = MIN (size, fitting);
  return fitting >= RENDER_MIN_CELL ? fitting : 0;
}

int
bastide_cli_render (int    argc,
                    char **argv)
{
  g_autofree char *out = NULL;
  int size = 96;
  GOptionEntry entries[] = {
    { "out", 'o', 0, G_OPTION_ARG_FILENAME, &out, N_("The picture to write (PNG)"), N_("FILE") },
    { "size", 's', 0, G_OPTION_ARG_INT, &size, N_("Side of a square in pixels (default 96)"), N_("PX") },
    { NULL }
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(BastideRecord) record = NULL;
  BastideState *state;
  BastideRenderView view;
  BastideColor colors[BASTIDE_MAX_PLAYERS];
  PlayerEntries players = { { NULL } };
  double margin, footer, width, height;
  cairo_surface_t *surface;
  cairo_t *cr;
  guint n_played;
  int status = EXIT_OK;

  if (!bastide_cli_parse_options (&argc, &argv, _("FILE"),
                                  _("Draws the position at the end of a game record, with its pieces; a"
                                    " board too wide for a picture of 8192 pixels gets smaller cells.\n"
                                    "Exit status: 0 success, 1 an illegal turn, 2 not a valid record or"
                                    " a board too large to draw."),
                                  NULL, entries, 1))
    return EXIT_BAD_RECORD;
  if (out == NULL || size < 8 || size > 1024)
    {
      fprintf (stderr, "%s\n", _("render needs --out FILE and a --size from 8 to 1024"));
      return EXIT_BAD_RECORD;
    }

  record = bastide_record_load_file (argv[1], &error);
  if (record == NULL)
    {
      fprintf (stderr, "%s\n", error->message);
      return EXIT_BAD_RECORD;
    }
  state = g_new (BastideState, 1);
  if (!bastide_record_replay (record, state, &n_played, &error))
    {
      /* draw what was reached all the same, and say why it stopped */
      fprintf (stderr, "%s: %s\n", argv[1], error->message);
      status = EXIT_ILLEGAL_TURN;
    }

  size = fit_cell_size (state, size);
  if (size == 0)
    {
      fprintf (stderr, _("%s: the board is %d cells across and %d down, too large for one picture"
                         " (at most %d cells a side at %d pixels a cell)\n"),
               argv[1], state->max_x - state->min_x + 1, state->max_y - state->min_y + 1,
               (int) (RENDER_MAX_SIDE / RENDER_MIN_CELL), RENDER_MIN_CELL);
      g_free (state);
      return EXIT_BAD_RECORD;
    }

  for (guint p = 0; p < BASTIDE_MAX_PLAYERS; p++)
    {
      const BastideRecordPlayer *player = p < state->rules.n_players ? bastide_record_get_player (record, p) : NULL;

      colors[p] = player != NULL ? player->color : (BastideColor) MIN (p, BASTIDE_N_COLORS - 1);
    }

  margin = size * 0.6;
  width = (state->n_tiles > 0 ? state->max_x - state->min_x + 1 : 1) * size + 2 * margin;
  width = MAX (width, 420);

  footer = layout_entries (&players, record, state, colors, width, margin) * FOOTER_ROW + 12;

  height = (state->n_tiles > 0 ? state->max_y - state->min_y + 1 : 1) * size + 2 * margin + footer;
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, (int) ceil (width), (int) ceil (height));
  cr = cairo_create (surface);
  cairo_set_source_rgb (cr, 0.93, 0.91, 0.87);
  cairo_paint (cr);

  bastide_render_view_init (&view, size, 0, 0);
  bastide_render_view_fit (&view, state, width, height - footer, margin, size);
  view.colors = colors;
  if (state->last_tile != BASTIDE_TILE_NONE)
    view.highlight_slot = state->last_tile;
  if (state->n_tiles > 0)
    {
      /* a soft shadow under the tiles */
      for (guint t = 0; t < state->n_tiles; t++)
        {
          const BastidePlacedTile *tile = &state->tiles[t];
          double units = bastide_render_tile_units (tile->type);

          cairo_rectangle (cr, view.origin_x + tile->x * size + 3, view.origin_y + tile->y * size + 4,
                           units * size, units * size);
        }
      cairo_set_source_rgba (cr, 0, 0, 0, 0.15);
      cairo_fill (cr);
    }
  bastide_render_board (cr, state, &view);

  draw_entries (cr, &players, state->rules.n_players, colors, width, height, margin, footer);
  cairo_destroy (cr);

  if (!write_png (surface, out) && status == EXIT_OK)
    status = EXIT_BAD_RECORD;
  cairo_surface_destroy (surface);
  g_free (state);
  return status;
}
