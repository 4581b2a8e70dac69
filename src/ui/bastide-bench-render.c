/* bastide-bench-render.c: how fast the board is drawn
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Measures the game window's real drawing code (the board view drawing
 * into a 1920×1080 image, as it does into a snapshot) and the time to the
 * window's first frame. It needs a display, e.g. `xvfb-run`. A program of
 * its own, so that bastide-cli stays free of GTK.
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>

#include "bastide-application.h"
#include "bastide-board-view.h"
#include "bastide-game.h"
#include "bastide-i18n.h"
#include "bastide-random.h"
#include "bastide-tile-cache.h"
#include "bastide-window.h"

#define WIDTH 1920
#define HEIGHT 1080

static int
compare_doubles (const void *a,
                 const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

static double
median_ms (double *values,
           guint   n)
{
  qsort (values, n, sizeof (double), compare_doubles);
  return values[n / 2];
}

static void
after_paint_cb (GdkFrameClock *clock,
                gboolean      *painted)
{
  *painted = TRUE;
}

/* From the start of the command to the main window's first frame. */
static double
first_frame_ms (gint64 start)
{
  g_autoptr(BastideApplication) app = bastide_application_new ();
  g_autoptr(GError) error = NULL;
  GtkWindow *window;
  GdkFrameClock *clock;
  gboolean painted = FALSE;
  double elapsed;

  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_NON_UNIQUE);
  if (!g_application_register (G_APPLICATION (app), NULL, &error))
    {
      fprintf (stderr, "%s\n", error->message);
      return -1;
    }
  window = GTK_WINDOW (bastide_window_new (app));
  gtk_window_present (window);
  while (gtk_native_get_surface (GTK_NATIVE (window)) == NULL)
    g_main_context_iteration (NULL, TRUE);
  clock = gdk_surface_get_frame_clock (gtk_native_get_surface (GTK_NATIVE (window)));
  g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint_cb), &painted);
  while (!painted)
    g_main_context_iteration (NULL, TRUE);
  elapsed = (g_get_monotonic_time () - start) / 1000.0;
  g_signal_handlers_disconnect_by_func (clock, after_paint_cb, &painted);
  gtk_window_destroy (window);
  return elapsed;
}

/* A position of about `tiles` tiles, played at random with every
 * expansion of the standard game. */
static BastideGame *
random_game (guint tiles)
{
  BastideRules rules = { BASTIDE_GAME_STANDARD,
                         BASTIDE_EXPANSION_RIVER | BASTIDE_EXPANSION_ABBOT | BASTIDE_EXPANSION_ABBEY_MAYOR,
                         4, FALSE, FALSE };
  BastidePlayerSetup players[4];
  g_autofree BastideState *state = g_new (BastideState, 1);
  BastideRecord *setup = bastide_record_new (&rules, 1);
  BastideRng rng;

  bastide_state_init_standard (state, &rules, 2026, NULL);
  bastide_rng_seed (&rng, 7);
  while (state->n_tiles < tiles && !bastide_state_is_over (state))
    bastide_random_turn (state, &rng, NULL);
  for (guint p = 0; p < rules.n_players; p++)
    players[p] = (BastidePlayerSetup) { .name = NULL, .color = p, .kind = BASTIDE_PLAYER_PERSON };
  bastide_record_set_start (setup, state);
  return bastide_game_new_from_setup (setup, players, NULL);
}

static double
time_board (BastideBoardView *view,
            cairo_t          *cr,
            guint             frames)
{
  g_autofree double *times = g_new (double, frames);

  for (guint i = 0; i < frames; i++)
    {
      gint64 start = g_get_monotonic_time ();

      bastide_board_view_draw (view, cr, gtk_widget_get_width (GTK_WIDGET (view)),
                               gtk_widget_get_height (GTK_WIDGET (view)));
      cairo_surface_flush (cairo_get_target (cr));
      times[i] = (g_get_monotonic_time () - start) / 1000.0;
    }
  return median_ms (times, frames);
}

/* The tile layer of a board far larger than one game can hold (the engine
 * keeps at most 128 tiles): `tiles` cached tile images blitted as the
 * board view does. */
static double
time_synthetic (BastideTileCache *cache,
                cairo_t          *cr,
                guint             tiles,
                guint             frames)
{
  const BastideCatalogue *catalogue = bastide_catalogue ();
  guint columns = 1;
  g_autofree double *times = g_new (double, frames);
  double cell;

  while (columns * columns * HEIGHT / WIDTH < tiles)
    columns++;
  cell = (double) WIDTH / columns;
  bastide_tile_cache_set_size (cache, (int) cell, 1.0);

  for (guint i = 0; i < frames; i++)
    {
      gint64 start = g_get_monotonic_time ();

      cairo_set_source_rgb (cr, 0.85, 0.82, 0.76);
      cairo_paint (cr);
      for (guint t = 0; t < tiles; t++)
        {
          cairo_surface_t *surface = bastide_tile_cache_get_tile (cache, t % 72 % catalogue->n_types, t % 4);

          cairo_set_source_surface (cr, surface, (t % columns) * cell, (t / columns) * cell);
          cairo_paint (cr);
        }
      cairo_surface_flush (cairo_get_target (cr));
      times[i] = (g_get_monotonic_time () - start) / 1000.0;
    }
  return median_ms (times, frames);
}

int
main (int    argc,
      char **argv)
{
  gint64 start = g_get_monotonic_time ();
  gboolean json = FALSE;
  int frames = 60;
  GOptionEntry entries[] = {
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print one JSON object"), NULL },
    { "frames", 0, 0, G_OPTION_ARG_INT, &frames, N_("Frames drawn for each median (60)"), "N" },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new (NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(BastideGame) game = NULL;
  cairo_surface_t *surface;
  cairo_t *cr;
  GtkWidget *view, *window;
  double first, board_ms, synthetic_ms;
  guint tiles;

  setlocale (LC_ALL, "");
  bastide_i18n_init ();

  g_option_context_set_summary (context,
                                _("Measures the board view redrawing a 1920×1080 view of a game of about\n"
                                  "100 tiles (the median of many frames), the tile layer of a synthetic\n"
                                  "500-tile board, and the time to the game window's first frame.\n"
                                  "Needs a display: run it under xvfb-run on a headless machine."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, &argc, &argv, &error) || argc > 1 || frames < 1)
    {
      fprintf (stderr, "%s\n", error != NULL ? error->message : _("unexpected arguments"));
      return 2;
    }
  if (!gtk_init_check ())
    {
      fprintf (stderr, "%s\n", _("bench-render needs a display: run it under xvfb-run"));
      return 2;
    }
  adw_init ();

  first = first_frame_ms (start);

  game = random_game (100);
  tiles = bastide_game_get_n_tiles (game);
  /* The view in a window of the measured size, so that it lays itself
   * out, fits the board and culls exactly as in the game. */
  view = bastide_board_view_new ();
  bastide_board_view_set_game (BASTIDE_BOARD_VIEW (view), game);
  window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (window), WIDTH, HEIGHT);
  gtk_window_set_decorated (GTK_WINDOW (window), FALSE);
  gtk_window_set_child (GTK_WINDOW (window), view);
  gtk_window_present (GTK_WINDOW (window));
  while (gtk_widget_get_width (view) < WIDTH / 2)
    g_main_context_iteration (NULL, TRUE);
  bastide_board_viewport_zoom_to_fit (BASTIDE_BOARD_VIEWPORT (view), FALSE);
  bastide_board_view_finish_animations (BASTIDE_BOARD_VIEW (view));
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, gtk_widget_get_width (view),
                                        gtk_widget_get_height (view));
  cr = cairo_create (surface);
  bastide_board_view_draw (BASTIDE_BOARD_VIEW (view), cr, gtk_widget_get_width (view),
                           gtk_widget_get_height (view));
  board_ms = time_board (BASTIDE_BOARD_VIEW (view), cr, frames);
  synthetic_ms = time_synthetic (bastide_board_view_get_tile_cache (BASTIDE_BOARD_VIEW (view)),
                                 cr, 500, frames);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  gtk_window_destroy (GTK_WINDOW (window));

  if (json)
    printf ("{\"first_frame_ms\": %.1f, \"board_redraw_ms\": %.2f, \"board_tiles\": %u, "
            "\"synthetic_500_tiles_ms\": %.2f}\n", first, board_ms, tiles, synthetic_ms);
  else
    {
      printf (_("first frame of the window: %.1f ms\n"), first);
      printf (g_dngettext (GETTEXT_PACKAGE, "board redraw at 1920×1080, %u tile: %.2f ms\n",
                           "board redraw at 1920×1080, %u tiles: %.2f ms\n", tiles),
              tiles, board_ms);
      printf (_("tile layer at 1920×1080, 500 tiles (synthetic): %.2f ms\n"), synthetic_ms);
    }
  return first < 0 ? 1 : 0;
}
