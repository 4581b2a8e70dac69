/* test-pictures.c: what the sidebar, the score track and the summary show,
 * read back as pixels; and windows that must fit in every language
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The widgets are rendered as the window renders them (their paintable
 * through the window's renderer) into a texture whose pixels are checked:
 * each player's meeple stands on the space of its score, the player rows'
 * swatches are in the players' colours, the summary plots each player's
 * line. Then each window a player meets (the main window mid-game, the
 * new-game dialog, the summaries, the editor, the puzzle window) is
 * opened in English and in each language of po/LINGUAS (from the
 * catalogues compiled into the build tree), and every text must be shown
 * whole: a label cut short without a tooltip that shows it, text or a
 * widget running out of what holds it, or a window larger than its
 * default size fails the test, which names the window, the language and
 * the text.
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <locale.h>
#include <math.h>

#include "bastide-test-ui.h"

#include "bastide-color-swatch.h"
#include "bastide-editor-puzzle-panel.h"
#include "bastide-editor-window.h"
#include "bastide-puzzle-window.h"
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

/* Fit: every window in every language */

/* Whether hovering @widget shows @text whole: its own tooltip or the
 * nearest one around it says it, or a query-tooltip handler answers. */
static gboolean
tooltip_shows (GtkWidget  *widget,
               const char *text)
{
  for (GtkWidget *w = widget; w != NULL; w = gtk_widget_get_parent (w))
    {
      const char *tooltip;

      if (!gtk_widget_get_has_tooltip (w))
        continue;
      tooltip = gtk_widget_get_tooltip_text (w);
      if (tooltip != NULL)
        return strstr (tooltip, text) != NULL;
      else
        {
          g_autoptr(GtkTooltip) query = g_object_new (GTK_TYPE_TOOLTIP, NULL);
          gboolean shown = FALSE;

          g_signal_emit_by_name (w, "query-tooltip",
                                 gtk_widget_get_width (w) / 2, gtk_widget_get_height (w) / 2,
                                 FALSE, query, &shown);
          return shown;
        }
    }
  return FALSE;
}

/* What the checks of one window found; each problem is a line of the log */
typedef struct
{
  const char *what;
  GtkWidget  *root;
  guint       problems;
} Fit;

/* A label by its text, anything else by its type and name */
static char *
describe_widget (GtkWidget *widget)
{
  const char *id = gtk_buildable_get_buildable_id (GTK_BUILDABLE (widget));

  if (GTK_IS_LABEL (widget))
    return g_strdup_printf ("“%s”", gtk_label_get_text (GTK_LABEL (widget)));
  return g_strdup_printf ("%s%s%s", G_OBJECT_TYPE_NAME (widget), id != NULL ? " " : "", id != NULL ? id : "");
}

G_GNUC_PRINTF (3, 4) static void
fit_problem (Fit        *fit,
             GtkWidget  *widget,
             const char *format,
             ...)
{
  va_list args;
  g_autofree char *problem = NULL;
  g_autofree char *name = describe_widget (widget);

  va_start (args, format);
  problem = g_strdup_vprintf (format, args);
  va_end (args);
  g_test_message ("%s (%s): %s %s", fit->what, g_getenv ("LANGUAGE"), name, problem);
  fit->problems++;
}

/* @label shows its whole text, or ellipsizes it with a tooltip that
 * does, and draws its text inside itself. */
static void
check_label (Fit      *fit,
             GtkLabel *label)
{
  GtkWidget *widget = GTK_WIDGET (label);
  const char *text = gtk_label_get_text (label);
  PangoLayout *layout = gtk_label_get_layout (label);
  g_autoptr(PangoLayout) whole = NULL;
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  int x, y;
  PangoRectangle drawn, natural;

  if (*text == '\0')
    return;

  /* the text on one line, as wide as it wants: its natural width (the
   * label's own size also counts its CSS padding and border) */
  whole = pango_layout_copy (layout);
  pango_layout_set_width (whole, -1);
  pango_layout_set_ellipsize (whole, PANGO_ELLIPSIZE_NONE);
  pango_layout_get_pixel_extents (whole, NULL, &natural);
  if (!gtk_label_get_wrap (label) && gtk_label_get_ellipsize (label) == PANGO_ELLIPSIZE_NONE
      && natural.width > width + 1)
    fit_problem (fit, widget, "needs %d px, has %d", natural.width, width);

  if (pango_layout_is_ellipsized (layout) && !tooltip_shows (widget, text))
    fit_problem (fit, widget, "is ellipsized and no tooltip shows it whole");

  /* the text as drawn, in the label's coordinates */
  gtk_label_get_layout_offsets (label, &x, &y);
  pango_layout_get_pixel_extents (layout, NULL, &drawn);
  if (x + drawn.x < -1 || x + drawn.x + drawn.width > width + 1
      || y + drawn.y < -1 || y + drawn.y + drawn.height > height + 1)
    fit_problem (fit, widget, "is drawn at %d–%d × %d–%d in its %d × %d px",
                 x + drawn.x, x + drawn.x + drawn.width, y + drawn.y, y + drawn.y + drawn.height,
                 width, height);
}

/* What @widget shows, in its own coordinates: a label's text, or all
 * of anything else. */
static graphene_rect_t
shown_part (GtkWidget *widget)
{
  if (GTK_IS_LABEL (widget))
    {
      PangoRectangle drawn;
      int x, y;

      gtk_label_get_layout_offsets (GTK_LABEL (widget), &x, &y);
      pango_layout_get_pixel_extents (gtk_label_get_layout (GTK_LABEL (widget)), NULL, &drawn);
      return GRAPHENE_RECT_INIT (x + drawn.x, y + drawn.y, drawn.width, drawn.height);
    }
  return GRAPHENE_RECT_INIT (0, 0, gtk_widget_get_width (widget), gtk_widget_get_height (widget));
}

/* What @widget shows lies inside what holds it, where it is seen whole;
 * what scrolls may run past its view. */
static void
check_inside_parent (Fit       *fit,
                     GtkWidget *widget)
{
  GtkWidget *parent = gtk_widget_get_parent (widget);
  graphene_rect_t shown = shown_part (widget), outer;
  graphene_point_t top_left, bottom_right;

  if (widget == fit->root || GTK_IS_NATIVE (widget) || GTK_IS_SCROLLABLE (parent)
      || (GTK_IS_LABEL (widget) && *gtk_label_get_text (GTK_LABEL (widget)) == '\0')
      /* a badge stands out over the corner of what it counts on purpose */
      || g_str_equal (G_OBJECT_TYPE_NAME (parent), "AdwIndicatorBin")
      /* an empty entry row draws its title smaller than the label's
       * layout, scaled in its own snapshot */
      || (GTK_IS_LABEL (widget) && gtk_widget_get_ancestor (widget, ADW_TYPE_ENTRY_ROW) != NULL))
    return;
  g_assert_true (gtk_widget_compute_point (widget, fit->root, &shown.origin, &top_left));
  g_assert_true (gtk_widget_compute_point (widget, fit->root,
                                           &GRAPHENE_POINT_INIT (shown.origin.x + shown.size.width,
                                                                 shown.origin.y + shown.size.height),
                                           &bottom_right));
  g_assert_true (gtk_widget_compute_bounds (parent, fit->root, &outer));
  if (top_left.x < outer.origin.x - 1 || bottom_right.x > outer.origin.x + outer.size.width + 1
      || top_left.y < outer.origin.y - 1 || bottom_right.y > outer.origin.y + outer.size.height + 1)
    {
      g_autofree char *holder = describe_widget (parent);

      fit_problem (fit, widget, "runs out of its %s (%.0f–%.0f × %.0f–%.0f in %.0f–%.0f × %.0f–%.0f)",
                   holder, top_left.x, bottom_right.x, top_left.y, bottom_right.y,
                   outer.origin.x, outer.origin.x + outer.size.width,
                   outer.origin.y, outer.origin.y + outer.size.height);
    }
}

static void
check_widgets_under (Fit       *fit,
                    GtkWidget *widget)
{
  if (!gtk_widget_get_mapped (widget))
    return;
  if (GTK_IS_LABEL (widget))
    check_label (fit, GTK_LABEL (widget));
  check_inside_parent (fit, widget);
  /* a scroll bar's slider stands out of its trough on purpose */
  if (GTK_IS_SCROLLBAR (widget))
    return;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    check_widgets_under (fit, child);
}

static gboolean
save_pictures (void)
{
  return g_getenv ("BASTIDE_TEST_PICTURES") != NULL;
}

/* With BASTIDE_TEST_PICTURES set to a folder, leaves a picture of
 * @widget there to look at: <name>-<language>.png. */
static void
save_picture (GtkWidget  *widget,
              const char *name)
{
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  GskRenderer *renderer = gtk_native_get_renderer (gtk_widget_get_native (widget));
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree char *file = NULL;
  g_autofree char *path = NULL;
  int width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);

  if (!save_pictures ())
    return;
  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (snapshot);
  texture = gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, width, height));
  file = g_strdup_printf ("%s-%s.png", name, g_getenv ("LANGUAGE"));
  path = g_build_filename (g_getenv ("BASTIDE_TEST_PICTURES"), file, NULL);
  g_assert_true (gdk_texture_save_to_png (texture, path));
}

/* Pictures of what scrolls out of sight in @widget, whole:
 * <name>-scrolled-<n>-<language>.png */
static void
save_scrolled_pictures (GtkWidget  *widget,
                        const char *name,
                        guint      *n)
{
  if (!gtk_widget_get_mapped (widget))
    return;
  if (GTK_IS_VIEWPORT (widget) && gtk_widget_get_first_child (widget) != NULL
      && gtk_widget_get_height (gtk_widget_get_first_child (widget)) > gtk_widget_get_height (widget))
    {
      g_autofree char *scrolled = g_strdup_printf ("%s-scrolled-%u", name, ++*n);

      save_picture (gtk_widget_get_first_child (widget), scrolled);
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    save_scrolled_pictures (child, name, n);
}

/* Every label shown in @window fits (see check_label), and @window is
 * no larger than @width × @height. */
static void
assert_window_fits (GtkWindow  *window,
                    const char *what,
                    int         width,
                    int         height)
{
  Fit fit = { what, GTK_WIDGET (window), 0 };

  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  save_picture (GTK_WIDGET (window), what);
  if (save_pictures ())
    {
      guint n = 0;

      save_scrolled_pictures (GTK_WIDGET (window), what, &n);
    }
  if (gtk_widget_get_width (GTK_WIDGET (window)) > width || gtk_widget_get_height (GTK_WIDGET (window)) > height)
    {
      g_test_message ("%s (%s) is %d × %d px, more than %d × %d", what, g_getenv ("LANGUAGE"),
                      gtk_widget_get_width (GTK_WIDGET (window)), gtk_widget_get_height (GTK_WIDGET (window)),
                      width, height);
      fit.problems++;
    }
  check_widgets_under (&fit, GTK_WIDGET (window));
  if (fit.problems > 0)
    g_test_fail_printf ("%u labels or sizes do not fit in %s (%s); the log lists them",
                        fit.problems, what, g_getenv ("LANGUAGE"));
}

static void
use_language (const char *language)
{
  g_setenv ("LANGUAGE", language, TRUE);
  setlocale (LC_ALL, "");
}

/* The main window's size as the settings have it by default */
static void
default_window_size (int *width,
                     int *height)
{
  g_autoptr(GSettingsSchema) schema = NULL;
  g_autoptr(GSettingsSchemaKey) key = NULL;
  g_autoptr(GVariant) value = NULL;

  schema = g_settings_schema_source_lookup (g_settings_schema_source_get_default (),
                                            "io.github.bastide.Bastide", TRUE);
  key = g_settings_schema_get_key (schema, "window-width");
  value = g_settings_schema_key_get_default_value (key);
  *width = g_variant_get_int32 (value);
  g_clear_pointer (&key, g_settings_schema_key_unref);
  g_clear_pointer (&value, g_variant_unref);
  key = g_settings_schema_get_key (schema, "window-height");
  value = g_settings_schema_key_get_default_value (key);
  *height = g_variant_get_int32 (value);
}

static BastideGame *
fit_game (BastideGameKind kind,
          guint           n_players,
          guint           turns)
{
  static const char * const names[] = { "Anna", "Boris", "Clara", "Dmitri", "Eva", "Fyodor" };
  BastideRules rules = { .game = kind, .n_players = n_players };
  BastidePlayerSetup players[BASTIDE_MAX_PLAYERS];
  g_autoptr(GError) error = NULL;
  BastideGame *game;

  if (kind == BASTIDE_GAME_STANDARD)
    rules.expansions = BASTIDE_EXPANSION_RIVER | BASTIDE_EXPANSION_ABBOT | BASTIDE_EXPANSION_ABBEY_MAYOR;
  for (guint p = 0; p < n_players; p++)
    players[p] = (BastidePlayerSetup) { names[p], p, BASTIDE_PLAYER_PERSON, BASTIDE_COMPUTER_MEDIUM };
  game = bastide_game_new (&rules, players, 5, &error);
  g_assert_no_error (error);
  test_ui_play_turns (game, turns);
  return game;
}

/* In a window of @width × @height, the turn bar of @game's deploy step
 * with the most buttons (Recall Abbot, No Piece, End Turn) says its
 * prompt whole, and End Turn stays put as No Piece comes and goes. */
static void
check_turn_bar_whole (BastideGame *game,
                      int          width,
                      int          height,
                      const char  *what)
{
  BastideWindow *window = bastide_window_new (app);
  BastideBoardView *board = bastide_window_get_board (window);
  GtkWidget *prompt, *confirm;
  graphene_rect_t without, with;

  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  bastide_window_set_game (window, game);
  WAIT_UNTIL (bastide_board_view_get_mode (board) == BASTIDE_BOARD_MODE_DEPLOY
              && bastide_board_view_get_n_spots (board) > 0);
  prompt = test_ui_find_by_id (GTK_WIDGET (window), "turn_prompt");
  confirm = test_ui_find_by_id (GTK_WIDGET (window), "confirm_button");
  bastide_board_view_select_spot (board, -1);
  wait_for_size (prompt);
  /* the bar is laid out for its width once the window has one: the
   * same two frames in a row */
  g_assert_true (gtk_widget_compute_bounds (confirm, GTK_WIDGET (window), &without));
  for (guint frames = 0; frames < 20; frames++)
    {
      graphene_rect_t now;

      gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
      g_assert_true (gtk_widget_compute_bounds (confirm, GTK_WIDGET (window), &now));
      if (graphene_rect_equal (&now, &without))
        break;
      without = now;
    }

  bastide_board_view_select_spot (board, 0);
  g_assert_true (gtk_widget_get_visible (test_ui_find_by_id (GTK_WIDGET (window), "recall_button")));
  g_assert_true (gtk_widget_get_visible (test_ui_find_by_id (GTK_WIDGET (window), "skip_button")));
  assert_window_fits (GTK_WINDOW (window), what, width, height);
  if (pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (prompt))))
    g_test_fail_printf ("the turn bar cuts its prompt short in %s (%s): “%s”", what, g_getenv ("LANGUAGE"),
                        gtk_label_get_text (GTK_LABEL (prompt)));
  g_assert_true (gtk_widget_compute_bounds (confirm, GTK_WIDGET (window), &with));
  g_assert_cmpfloat (with.origin.x, ==, without.origin.x);
  g_assert_cmpfloat (with.origin.y, ==, without.origin.y);
  g_assert_cmpfloat (with.size.width, ==, without.size.width);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The turn bar with the most buttons: a piece chosen on the new tile (No
 * Piece, End Turn) while the abbot may come back (Recall Abbot). Plays on
 * from a deploy, an abbot where one can go, till there is such a turn. */
static void
check_widest_turn_bar (BastideWindow *window,
                       BastideGame   *game,
                       int            width,
                       int            height)
{
  BastideBoardView *board = bastide_window_get_board (window);

  for (guint turns = 0; !bastide_game_can_recall_abbot (game) || bastide_board_view_get_n_spots (board) == 0; turns++)
    {
      g_autoptr(GArray) deploys = bastide_game_list_deploys (game);
      g_autoptr(GArray) placements = NULL;
      const BastideDeploy *abbot = NULL;
      const BastidePlacement *p;

      g_assert_cmpuint (turns, <, 40);
      for (guint i = 0; i < deploys->len; i++)
        if (g_array_index (deploys, BastideDeploy, i).piece == BASTIDE_PIECE_ABBOT)
          abbot = &g_array_index (deploys, BastideDeploy, i);
      g_assert_true (bastide_game_deploy (game, abbot, NULL));
      /* the window draws the next tile */
      WAIT_UNTIL (bastide_board_view_get_mode (board) == BASTIDE_BOARD_MODE_PLACE);
      placements = bastide_game_list_placements (game);
      p = &g_array_index (placements, BastidePlacement, placements->len / 2);
      g_assert_true (bastide_game_place (game, p->x, p->y, p->rot, NULL));
      WAIT_UNTIL (bastide_board_view_get_mode (board) == BASTIDE_BOARD_MODE_DEPLOY);
    }
  bastide_board_view_select_spot (board, 0);
  g_assert_true (gtk_widget_get_visible (test_ui_find_by_id (GTK_WIDGET (window), "recall_button")));
  g_assert_true (gtk_widget_get_visible (test_ui_find_by_id (GTK_WIDGET (window), "skip_button")));
  assert_window_fits (GTK_WINDOW (window), "main-widest-turn-bar", width, height);
  check_turn_bar_whole (game, 1024, 768, "main-widest-turn-bar-1024x768");
  check_turn_bar_whole (game, 800, 600, "main-widest-turn-bar-800x600");
}

/* The main window mid-game at its default size, with the turn bar
 * while placing and while deploying. */
static void
check_main_window (BastideGameKind kind,
                   const char     *what)
{
  g_autoptr(BastideGame) game = fit_game (kind, 4, 16);
  BastideWindow *window = bastide_window_new (app);
  GtkWidget *sidebar = GTK_WIDGET (bastide_window_get_sidebar (window));
  int width, height;
  g_autofree char *placing = g_strconcat (what, "-placing", NULL);
  g_autofree char *deploying = g_strconcat (what, "-deploying", NULL);

  default_window_size (&width, &height);
  gtk_window_present (GTK_WINDOW (window));
  bastide_window_set_game (window, game);
  wait_for_size (sidebar);
  /* the window draws the tile for the person to move */
  WAIT_UNTIL (bastide_board_view_get_mode (bastide_window_get_board (window)) == BASTIDE_BOARD_MODE_PLACE);
  assert_window_fits (GTK_WINDOW (window), placing, width, height);

  {
    g_autoptr(GArray) placements = bastide_game_list_placements (game);
    const BastidePlacement *p = &g_array_index (placements, BastidePlacement, placements->len / 2);
    g_autoptr(GError) error = NULL;

    bastide_game_place (game, p->x, p->y, p->rot, &error);
    g_assert_no_error (error);
  }
  WAIT_UNTIL (bastide_board_view_get_mode (bastide_window_get_board (window)) == BASTIDE_BOARD_MODE_DEPLOY);
  assert_window_fits (GTK_WINDOW (window), deploying, width, height);
  if (kind == BASTIDE_GAME_STANDARD)
    check_widest_turn_bar (window, game, width, height);
  test_ui_close_all (app);
}

/* The new-game dialog with the most in it: six seats, one of them a
 * remote player's, and every expansion with its rule options. */
static void
check_new_game_dialog (void)
{
  GSettings *settings = bastide_application_get_settings (app);
  const char *kinds[] = { "person", "easy", "medium", "hard", "remote", "person", NULL };
  const char *expansions[] = { "river", "abbot", "abbey-mayor", NULL };
  BastideWindow *window = bastide_window_new (app);
  GtkWindow *dialog;
  int width, height;

  default_window_size (&width, &height);
  g_settings_set_int (settings, "player-count", 6);
  g_settings_set_strv (settings, "player-kinds", kinds);
  g_settings_set_strv (settings, "expansions", expansions);
  gtk_window_present (GTK_WINDOW (window));
  dialog = bastide_window_show_new_game_dialog (window);
  WAIT_UNTIL (gtk_widget_get_mapped (GTK_WIDGET (dialog)));
  g_assert_true (gtk_widget_get_visible (test_ui_find_by_id (GTK_WIDGET (dialog), "network_group")));
  g_assert_true (gtk_widget_get_visible (test_ui_find_by_id (GTK_WIDGET (dialog), "rules_group")));
  assert_window_fits (dialog, "new-game", width, height);

  test_ui_close_all (app);
  g_settings_reset (settings, "player-count");
  g_settings_reset (settings, "player-kinds");
  g_settings_reset (settings, "expansions");
}

/* The summary of a finished game of each kind: no wider than its own
 * default size, which is within the main window's. */
static void
check_summary (BastideGameKind kind,
               guint           n_players,
               const char     *what)
{
  g_autoptr(BastideGame) game = fit_game (kind, n_players, G_MAXUINT);
  BastideWindow *window = bastide_window_new (app);
  BastideSummaryDialog *dialog;
  int width, height, default_width, default_height;

  default_window_size (&width, &height);
  gtk_window_present (GTK_WINDOW (window));
  dialog = bastide_summary_dialog_new (GTK_WINDOW (window), game);
  gtk_window_get_default_size (GTK_WINDOW (dialog), &default_width, &default_height);
  g_assert_cmpint (default_width, <=, width);
  g_assert_cmpint (default_height, <=, height);
  gtk_window_present (GTK_WINDOW (dialog));
  WAIT_UNTIL (gtk_widget_get_mapped (GTK_WIDGET (dialog)));
  assert_window_fits (GTK_WINDOW (dialog), what, default_width, default_height);

  test_ui_close_all (app);
}

/* The editor at its default size, its tool bar and the puzzle panel
 * with the longest goal. */
static void
check_editor (void)
{
  BastideEditorWindow *editor = bastide_editor_window_new (GTK_APPLICATION (app));
  BastideEditorPuzzlePanel *panel = bastide_editor_window_get_puzzle_panel (editor);
  BastideScenario *scenario = bastide_editor_window_get_scenario (editor);
  BastidePuzzleGoal longest = 0;
  g_autoptr(GError) error = NULL;

  for (BastidePuzzleGoal goal = 0; goal < BASTIDE_N_PUZZLE_GOALS; goal++)
    if (g_utf8_strlen (bastide_puzzle_goal_label (goal), -1)
        > g_utf8_strlen (bastide_puzzle_goal_label (longest), -1))
      longest = goal;

  gtk_window_present (GTK_WINDOW (editor));
  wait_for_size (GTK_WIDGET (bastide_editor_window_get_canvas (editor)));
  assert_window_fits (GTK_WINDOW (editor), "editor", G_MAXINT, G_MAXINT);

  /* every row of the position's settings */
  g_assert_true (bastide_scenario_set_expansions (scenario, BASTIDE_EXPANSION_RIVER | BASTIDE_EXPANSION_ABBOT
                                                            | BASTIDE_EXPANSION_ABBEY_MAYOR, &error));
  g_assert_no_error (error);
  g_assert_true (bastide_scenario_set_n_players (scenario, 6, &error));
  g_assert_no_error (error);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (editor));
  assert_window_fits (GTK_WINDOW (editor), "editor-expansions", G_MAXINT, G_MAXINT);
  bastide_scenario_set_game (scenario, BASTIDE_GAME_WHEEL_OF_FORTUNE);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (editor));
  assert_window_fits (GTK_WINDOW (editor), "editor-wheel", G_MAXINT, G_MAXINT);

  bastide_editor_puzzle_panel_set_enabled (panel, TRUE);
  bastide_editor_puzzle_panel_set_goal (panel, longest, NULL);
  bastide_editor_window_show_page (editor, "puzzle");
  wait_for_size (GTK_WIDGET (panel));
  assert_window_fits (GTK_WINDOW (editor), "editor-puzzle", G_MAXINT, G_MAXINT);

  test_ui_close_all (app);
}

/* The puzzle window: the list, then each bundled puzzle in turn. */
static void
check_puzzle_window (void)
{
  g_autoptr(BastidePuzzleProgress) progress = bastide_puzzle_progress_new ();
  BastidePuzzleWindow *window = bastide_puzzle_window_new (GTK_APPLICATION (app), progress);
  GtkWidget *prompt;
  guint n;

  gtk_window_present (GTK_WINDOW (window));
  WAIT_UNTIL (gtk_widget_get_mapped (GTK_WIDGET (window)));
  assert_window_fits (GTK_WINDOW (window), "puzzles", G_MAXINT, G_MAXINT);

  prompt = test_ui_find_by_id (GTK_WIDGET (window), "prompt_label");
  n = bastide_puzzle_window_get_n_puzzles (window);
  g_assert_cmpuint (n, >, 0);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *what = g_strdup_printf ("puzzle-%u", i + 1);

      g_assert_true (bastide_puzzle_window_open_puzzle (window, i));
      /* the bar under the board says what to do */
      WAIT_UNTIL (gtk_widget_get_mapped (prompt) && *gtk_label_get_text (GTK_LABEL (prompt)) != '\0');
      /* one picture is enough to look at */
      assert_window_fits (GTK_WINDOW (window), i == 0 ? "puzzle" : what, G_MAXINT, G_MAXINT);
      bastide_puzzle_window_show_list (window);
    }

  test_ui_close_all (app);
}

static void
test_widths (gconstpointer data)
{
  const char *language = data;

  use_language (language);
  /* the catalogue is there: the window speaks the language */
  g_assert_true (dgettext (GETTEXT_PACKAGE, "Board") != (const char *) "Board"
                 || g_str_equal (language, "en"));

  check_main_window (BASTIDE_GAME_STANDARD, "main");
  check_main_window (BASTIDE_GAME_WHEEL_OF_FORTUNE, "main-wheel");
  check_new_game_dialog ();
  check_summary (BASTIDE_GAME_STANDARD, 6, "summary");
  check_summary (BASTIDE_GAME_WHEEL_OF_FORTUNE, 6, "summary-wheel");
  check_editor ();
  check_puzzle_window ();

  g_unsetenv ("LANGUAGE");
  setlocale (LC_ALL, "");
}

/* English, and each language of po/LINGUAS */
static void
add_width_tests (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "po", "LINGUAS", NULL);
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) lines = NULL;

  g_test_add_data_func ("/bastide/ui/widths/en", "en", test_widths);
  g_file_get_contents (path, &contents, NULL, &error);
  g_assert_no_error (error);
  lines = g_strsplit (contents, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      const char *language = g_strstrip (lines[i]);
      g_autofree char *test = NULL;

      if (*language == '\0' || *language == '#')
        continue;
      test = g_strdup_printf ("/bastide/ui/widths/%s", language);
      /* the test path outlives this list */
      g_test_add_data_func_full (test, g_strdup (language), test_widths, g_free);
    }
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

  data_dir = test_ui_init (&argc, &argv);
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  app = test_ui_application_new ();

  g_test_add_func ("/bastide/ui/pictures/score-track", test_score_track);
  g_test_add_func ("/bastide/ui/pictures/score-track-shared-space", test_score_track_shared_space);
  g_test_add_func ("/bastide/ui/pictures/sidebar", test_sidebar);
  g_test_add_func ("/bastide/ui/pictures/sidebar-six-players", test_sidebar_six_players);
  g_test_add_func ("/bastide/ui/pictures/summary", test_summary);
  add_width_tests ();

  ret = g_test_run ();

  g_clear_object (&app);
  test_ui_remove_tree (data_dir);

  return ret;
}
