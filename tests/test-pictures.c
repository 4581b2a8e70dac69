/* test-pictures.c: what the sidebar, the score track and the summary show,
 * read back as pixels; and labels that must fit in every language
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The widgets are rendered as the window renders them (their paintable
 * through the window's renderer) into a texture whose pixels are checked:
 * each player's meeple stands on the space of its score, the player rows'
 * swatches are in the players' colours, the summary plots each player's
 * line. Then the game window and the editor are built in Russian and
 * Ukrainian (from the catalogues compiled into the build tree) and every
 * label of the sidebar, the turn bar and the editor's tool bar must be
 * shown whole: a translation too long for its place fails the test.
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <locale.h>
#include <math.h>

#include "bastide-test-ui.h"

#include "bastide-color-swatch.h"
#include "bastide-editor-window.h"
#include "bastide-render.h"
#include "bastide-score-plot.h"
#include "bastide-score-track.h"
#include "bastide-sidebar.h"
#include "bastide-summary-dialog.h"

static BastideApplication *app;

/* Pixels as gdk_texture_download () gives them: premultiplied ARGB32 in
 * native byte order. */
typedef struct
{
  int width;
  int height;
  gsize stride;
  guint32 *data;
} Picture;

static void
picture_clear (Picture *picture)
{
  g_clear_pointer (&picture->data, g_free);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Picture, picture_clear)

static void
render_widget (GtkWidget *widget,
               Picture   *picture)
{
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  GskRenderer *renderer = gtk_native_get_renderer (gtk_widget_get_native (widget));
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;

  picture->width = gtk_widget_get_width (widget);
  picture->height = gtk_widget_get_height (widget);
  g_assert_cmpint (picture->width, >, 0);
  g_assert_cmpint (picture->height, >, 0);

  gdk_paintable_snapshot (paintable, snapshot, picture->width, picture->height);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  texture = gsk_renderer_render_texture (renderer, node,
                                         &GRAPHENE_RECT_INIT (0, 0, picture->width, picture->height));
  g_assert_cmpint (gdk_texture_get_width (texture), ==, picture->width);

  picture->stride = picture->width * 4;
  picture->data = g_malloc (picture->stride * picture->height);
  gdk_texture_download (texture, (guchar *) picture->data, picture->stride);
}

/* Whether the pixel at (x, y) is opaque and within a small distance of
 * the colour (r, g, b). */
static gboolean
pixel_is (const Picture *picture,
          int            x,
          int            y,
          double         r,
          double         g,
          double         b)
{
  guint32 p;

  g_assert_true (x >= 0 && y >= 0 && x < picture->width && y < picture->height);
  p = picture->data[y * picture->width + x];
  return (p >> 24) == 0xff
         && fabs (((p >> 16) & 0xff) / 255.0 - r) < 0.08
         && fabs (((p >> 8) & 0xff) / 255.0 - g) < 0.08
         && fabs ((p & 0xff) / 255.0 - b) < 0.08;
}

static guint
count_pixels (const Picture *picture,
              double         r,
              double         g,
              double         b)
{
  guint n = 0;

  for (int y = 0; y < picture->height; y++)
    for (int x = 0; x < picture->width; x++)
      n += pixel_is (picture, x, y, r, g, b);
  return n;
}

static void
wait_for_size (GtkWidget *widget)
{
  WAIT_UNTIL (gtk_widget_get_mapped (widget) && gtk_widget_get_width (widget) > 1);
  gtk_test_widget_wait_for_draw (widget);
}

/* A finished game of two players: Red 11, Blue 0. */
static BastideGame *
finished_game (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "records", "scenarios", "base",
                                                 "meeple-returned-and-used-again.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  BastideGame *game = bastide_game_new_from_file (file, &error);

  g_assert_no_error (error);
  g_assert_true (bastide_game_get_is_over (game));
  g_assert_cmpint (bastide_game_get_score (game, 0), ==, 11);
  g_assert_cmpint (bastide_game_get_score (game, 1), ==, 0);
  return game;
}

static void
player_rgb (BastideGame *game,
            guint        player,
            double      *r,
            double      *g,
            double      *b)
{
  bastide_render_color_rgb (bastide_game_get_player_color (game, player), r, g, b);
}

/* Each meeple stands on the space of its score; the other spaces are
 * parchment, every fifth darker. */
static void
test_score_track (void)
{
  g_autoptr(BastideGame) game = finished_game ();
  GtkWidget *window = gtk_window_new ();
  GtkWidget *track = bastide_score_track_new ();
  g_auto(Picture) picture = { 0 };
  double cx, cy, inner, outer, ring, mid;

  bastide_score_track_set_game (BASTIDE_SCORE_TRACK (track), game);
  gtk_window_set_default_size (GTK_WINDOW (window), 320, 320);
  gtk_window_set_child (GTK_WINDOW (window), track);
  gtk_window_present (GTK_WINDOW (window));
  wait_for_size (track);
  render_widget (track, &picture);

  bastide_score_track_get_middle (BASTIDE_SCORE_TRACK (track), &cx, &cy, &inner);
  outer = MIN (picture.width, picture.height) / 2.0 - 2;
  ring = (outer - inner) / 2;
  mid = outer - ring / 2;

  for (guint p = 0; p < 2; p++)
    {
      int score = bastide_game_get_score (game, p);
      double angle = -G_PI / 2 + score * 2 * G_PI / BASTIDE_TRACK_SPACES;
      double r, g, b;

      player_rgb (game, p, &r, &g, &b);
      /* the meeple's body, above the emblem on its chest */
      g_assert_true (pixel_is (&picture, (int) round (cx + mid * cos (angle)),
                               (int) round (cy + mid * sin (angle) - ring * 0.2), r, g, b));
    }
  /* space 25: nobody, a fifth space */
  g_assert_true (pixel_is (&picture, (int) round (cx), (int) round (cy + mid), 0.82, 0.68, 0.45));
  /* space 33: nobody, an ordinary one */
  {
    double angle = -G_PI / 2 + 33 * 2 * G_PI / BASTIDE_TRACK_SPACES;

    g_assert_true (pixel_is (&picture, (int) round (cx + mid * cos (angle)),
                             (int) round (cy + mid * sin (angle)), 0.93, 0.86, 0.70));
  }
  /* outside the ring: nothing drawn */
  g_assert_cmpuint (picture.data[0] >> 24, ==, 0);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Six markers on one space stand along the track: the middle of the
 * ring, where the turn number is, shows none of them. */
static void
test_score_track_shared_space (void)
{
  BastideRules rules = { .game = BASTIDE_GAME_STANDARD, .expansions = BASTIDE_EXPANSION_ABBEY_MAYOR,
                         .n_players = 6 };
  BastidePlayerSetup players[6];
  g_autoptr(GError) error = NULL;
  g_autoptr(BastideGame) game = NULL;
  GtkWidget *window = gtk_window_new ();
  GtkWidget *track = bastide_score_track_new ();
  g_auto(Picture) picture = { 0 };
  double cx, cy, middle;

  for (guint p = 0; p < 6; p++)
    players[p] = (BastidePlayerSetup) { "Player", p, BASTIDE_PLAYER_PERSON, BASTIDE_COMPUTER_EASY };
  game = bastide_game_new (&rules, players, 1, &error);
  g_assert_no_error (error);

  bastide_score_track_set_game (BASTIDE_SCORE_TRACK (track), game);
  gtk_window_set_default_size (GTK_WINDOW (window), 296, 296);
  gtk_window_set_child (GTK_WINDOW (window), track);
  gtk_window_present (GTK_WINDOW (window));
  wait_for_size (track);
  render_widget (track, &picture);
  bastide_score_track_get_middle (BASTIDE_SCORE_TRACK (track), &cx, &cy, &middle);

  for (guint p = 0; p < 6; p++)
    {
      double r, g, b;
      guint seen = 0, inside = 0;

      player_rgb (game, p, &r, &g, &b);
      for (int y = 0; y < picture.height; y++)
        for (int x = 0; x < picture.width; x++)
          if (pixel_is (&picture, x, y, r, g, b))
            {
              seen++;
              inside += (x - cx) * (x - cx) + (y - cy) * (y - cy) < middle * middle;
            }
      /* each marker is there, and outside the middle */
      g_assert_cmpuint (seen, >, 20);
      g_assert_cmpuint (inside, ==, 0);
    }

  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
find_scrolled (GtkWidget          *widget,
               GtkScrolledWindow **found)
{
  if (GTK_IS_SCROLLED_WINDOW (widget))
    {
      *found = GTK_SCROLLED_WINDOW (widget);
      return TRUE;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (find_scrolled (child, found))
      return TRUE;
  return FALSE;
}

/* Six players with every expansion in a 1024×768 window: the sidebar
 * shows everything without scrolling. */
static void
test_sidebar_six_players (void)
{
  BastideRules rules = { .game = BASTIDE_GAME_STANDARD,
                         .expansions = BASTIDE_EXPANSION_RIVER | BASTIDE_EXPANSION_ABBOT
                                       | BASTIDE_EXPANSION_ABBEY_MAYOR,
                         .n_players = 6 };
  BastidePlayerSetup players[6];
  g_autoptr(GError) error = NULL;
  g_autoptr(BastideGame) game = NULL;
  BastideWindow *window;
  GtkScrolledWindow *scrolled = NULL;
  GtkAdjustment *adjustment;

  for (guint p = 0; p < 6; p++)
    players[p] = (BastidePlayerSetup) { "Player", p, BASTIDE_PLAYER_PERSON, BASTIDE_COMPUTER_EASY };
  game = bastide_game_new (&rules, players, 1, &error);
  g_assert_no_error (error);

  window = bastide_window_new (app);
  gtk_window_set_default_size (GTK_WINDOW (window), 1024, 768);
  gtk_window_present (GTK_WINDOW (window));
  bastide_window_set_game (window, game);
  wait_for_size (GTK_WIDGET (bastide_window_get_sidebar (window)));
  g_assert_true (find_scrolled (GTK_WIDGET (bastide_window_get_sidebar (window)), &scrolled));
  adjustment = gtk_scrolled_window_get_vadjustment (scrolled);
  WAIT_UNTIL (gtk_adjustment_get_page_size (adjustment) > 1);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  g_assert_cmpfloat (gtk_adjustment_get_upper (adjustment), <=, gtk_adjustment_get_page_size (adjustment));

  test_ui_close_all (app);
}

/* The sidebar keeps its width, and each player row's swatch is drawn in
 * that player's colour where the swatch is. */
static void
test_sidebar (void)
{
  g_autoptr(BastideGame) game = test_ui_game_new (7);
  BastideWindow *window = test_ui_window_new (app);
  GtkWidget *sidebar = GTK_WIDGET (bastide_window_get_sidebar (window));
  g_auto(Picture) picture = { 0 };
  guint swatches = 0;

  bastide_window_set_game (window, game);
  wait_for_size (sidebar);
  /* its width request, less the flap's separator */
  g_assert_cmpint (gtk_widget_get_width (sidebar), <=, 320);
  g_assert_cmpint (gtk_widget_get_width (sidebar), >=, 318);
  render_widget (sidebar, &picture);

  for (GtkWidget *w = gtk_widget_get_first_child (sidebar); w != NULL; )
    {
      if (BASTIDE_IS_COLOR_SWATCH (w) && gtk_widget_get_mapped (w))
        {
          graphene_rect_t bounds;
          double r, g, b, radius;

          g_assert_true (gtk_widget_compute_bounds (w, sidebar, &bounds));
          radius = MIN (bounds.size.width, bounds.size.height) / 2;
          bastide_render_color_rgb (bastide_color_swatch_get_color (BASTIDE_COLOR_SWATCH (w)), &r, &g, &b);
          /* between the emblem in the middle and the rim */
          g_assert_true (pixel_is (&picture,
                                   (int) round (bounds.origin.x + bounds.size.width / 2 - radius * 0.72),
                                   (int) round (bounds.origin.y + bounds.size.height / 2),
                                   r, g, b));
          swatches++;
        }
      /* depth first */
      if (gtk_widget_get_first_child (w) != NULL)
        w = gtk_widget_get_first_child (w);
      else
        {
          while (w != sidebar && gtk_widget_get_next_sibling (w) == NULL)
            w = gtk_widget_get_parent (w);
          w = w != sidebar ? gtk_widget_get_next_sibling (w) : NULL;
        }
    }
  /* one a player */
  g_assert_cmpuint (swatches, ==, 2);

  test_ui_close_all (app);
}

/* The summary plots a line for each player, in its colour. */
static void
test_summary (void)
{
  g_autoptr(BastideGame) game = finished_game ();
  BastideWindow *window = test_ui_window_new (app);
  BastideSummaryDialog *dialog = bastide_summary_dialog_new (GTK_WINDOW (window), game);
  GtkWidget *plot = NULL;
  g_auto(Picture) picture = { 0 };

  gtk_window_present (GTK_WINDOW (dialog));
  WAIT_UNTIL (gtk_widget_get_mapped (GTK_WIDGET (dialog)));
  for (GtkWidget *w = GTK_WIDGET (dialog); w != NULL && plot == NULL; )
    {
      if (BASTIDE_IS_SCORE_PLOT (w))
        plot = w;
      else if (gtk_widget_get_first_child (w) != NULL)
        w = gtk_widget_get_first_child (w);
      else
        {
          while (w != NULL && gtk_widget_get_next_sibling (w) == NULL)
            w = gtk_widget_get_parent (w);
          w = w != NULL ? gtk_widget_get_next_sibling (w) : NULL;
        }
    }
  g_assert_nonnull (plot);
  wait_for_size (plot);
  g_assert_cmpint (gtk_widget_get_width (plot), >=, 200);
  render_widget (plot, &picture);

  for (guint p = 0; p < 2; p++)
    {
      double r, g, b;

      player_rgb (game, p, &r, &g, &b);
      /* a line of a few hundred pixels, 2.5 wide */
      g_assert_cmpuint (count_pixels (&picture, r, g, b), >=, 100);
    }

  /* the axis's name has a line of its own under the plot, where no
   * number of the axis runs into it */
  {
    GtkWidget *axis = test_ui_find_by_id (GTK_WIDGET (dialog), "plot_axis_label");
    graphene_rect_t plot_bounds, axis_bounds;

    g_assert_nonnull (axis);
    g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (axis)), ==, "Turn");
    g_assert_true (gtk_widget_compute_bounds (plot, GTK_WIDGET (dialog), &plot_bounds));
    g_assert_true (gtk_widget_compute_bounds (axis, GTK_WIDGET (dialog), &axis_bounds));
    g_assert_cmpfloat (axis_bounds.origin.y, >=, plot_bounds.origin.y + plot_bounds.size.height);
  }

  test_ui_close_all (app);
}

/* Widths */

/* Every label shown inside @container has the width its whole text
 * needs, and @container fits in @max_width. */
static void
assert_labels_fit (GtkWidget  *container,
                   const char *what,
                   int         max_width)
{
  int min;

  gtk_widget_measure (container, GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
  if (min > max_width)
    g_test_message ("%s (%s) needs %d px, has %d", what, g_getenv ("LANGUAGE"), min, max_width);
  g_assert_cmpint (min, <=, max_width);

  for (GtkWidget *child = gtk_widget_get_first_child (container); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_LABEL (child) && gtk_widget_get_mapped (child) && !gtk_label_get_wrap (GTK_LABEL (child)))
        {
          int natural;

          /* the measure counts the margins; the width does not */
          gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural, NULL, NULL);
          natural -= gtk_widget_get_margin_start (child) + gtk_widget_get_margin_end (child);
          if (natural > gtk_widget_get_width (child) + 1)
            g_test_message ("%s (%s): “%s” needs %d px, has %d", what, g_getenv ("LANGUAGE"),
                            gtk_label_get_text (GTK_LABEL (child)), natural, gtk_widget_get_width (child));
          g_assert_cmpint (natural, <=, gtk_widget_get_width (child) + 1);
        }
      assert_labels_fit (child, what, G_MAXINT);
    }
}

static void
use_language (const char *language)
{
  g_setenv ("LANGUAGE", language, TRUE);
  setlocale (LC_ALL, "");
}

static void
test_widths (gconstpointer data)
{
  const char *language = data;
  g_autoptr(BastideGame) game = NULL;
  BastideWindow *window;
  BastideEditorWindow *editor;
  GtkWidget *turn_bar, *tool_bar, *canvas;
  g_autoptr(GError) error = NULL;

  use_language (language);
  /* the catalogue is there: the window speaks the language */
  g_assert_true (dgettext (GETTEXT_PACKAGE, "Board") != (const char *) "Board"
                 || g_str_equal (language, "en"));

  game = test_ui_game_new (3);
  window = test_ui_window_new (app);
  bastide_window_set_game (window, game);
  wait_for_size (GTK_WIDGET (bastide_window_get_sidebar (window)));
  assert_labels_fit (GTK_WIDGET (bastide_window_get_sidebar (window)), "sidebar", 320);

  /* the turn bar, placing and then deploying */
  turn_bar = test_ui_find_by_id (GTK_WIDGET (window), "turn_bar");
  g_assert_nonnull (turn_bar);
  /* the window draws the tile for the person to move */
  WAIT_UNTIL (bastide_game_get_phase (game) == BASTIDE_PHASE_PLACE);
  WAIT_UNTIL (gtk_widget_get_mapped (turn_bar) && gtk_widget_get_width (turn_bar) > 1);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  assert_labels_fit (turn_bar, "turn bar, placing",
                     gtk_widget_get_width (GTK_WIDGET (bastide_window_get_board (window))));
  {
    g_autoptr(GArray) placements = bastide_game_list_placements (game);
    const BastidePlacement *p = &g_array_index (placements, BastidePlacement, 0);

    bastide_game_place (game, p->x, p->y, p->rot, &error);
    g_assert_no_error (error);
  }
  WAIT_UNTIL (bastide_board_view_get_mode (bastide_window_get_board (window)) == BASTIDE_BOARD_MODE_DEPLOY);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  assert_labels_fit (turn_bar, "turn bar, deploying",
                     gtk_widget_get_width (GTK_WIDGET (bastide_window_get_board (window))));
  test_ui_close_all (app);

  editor = bastide_editor_window_new (GTK_APPLICATION (app));
  gtk_window_set_default_size (GTK_WINDOW (editor), 1200, 760);
  gtk_window_present (GTK_WINDOW (editor));
  canvas = GTK_WIDGET (bastide_editor_window_get_canvas (editor));
  wait_for_size (canvas);
  tool_bar = test_ui_find_by_id (GTK_WIDGET (editor), "tool_bar");
  g_assert_nonnull (tool_bar);
  assert_labels_fit (tool_bar, "editor tool bar", gtk_widget_get_width (canvas));
  test_ui_close_all (app);

  g_unsetenv ("LANGUAGE");
  setlocale (LC_ALL, "");
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *data_dir = NULL;
  int ret;

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, g_getenv ("BASTIDE_LOCALEDIR"));
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  if (!test_ui_has_display (&argc, &argv, "/bastide/ui/pictures/no-display"))
    return g_test_run ();

  data_dir = test_ui_private_data_dir ();
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  app = test_ui_application_new ();

  g_test_add_func ("/bastide/ui/pictures/score-track", test_score_track);
  g_test_add_func ("/bastide/ui/pictures/score-track-shared-space", test_score_track_shared_space);
  g_test_add_func ("/bastide/ui/pictures/sidebar", test_sidebar);
  g_test_add_func ("/bastide/ui/pictures/sidebar-six-players", test_sidebar_six_players);
  g_test_add_func ("/bastide/ui/pictures/summary", test_summary);
  g_test_add_data_func ("/bastide/ui/widths/en", "en", test_widths);
  g_test_add_data_func ("/bastide/ui/widths/ru", "ru", test_widths);
  g_test_add_data_func ("/bastide/ui/widths/uk", "uk", test_widths);

  ret = g_test_run ();

  g_clear_object (&app);
  test_ui_remove_tree (data_dir);

  return ret;
}
