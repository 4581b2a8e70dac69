/* bastide-editor-canvas.c: the scenario editor's board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Draws a BastideScenario (which may break the rules, so it is drawn from
 * its own lists rather than from a BastideState) with the render layer's
 * cairo functions, and turns clicks and drags into scenario edits. It is a
 * BastideBoardViewport, panned and zoomed as the game's board is.
 * Tile images come from a BastideTileCache at the current zoom, as on the
 * game's board.
 */

#define G_LOG_DOMAIN "bastide-editor-canvas"

#include "config.h"

#include "bastide-editor-canvas-private.h"

#include "bastide-describe.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

G_DEFINE_FINAL_TYPE (BastideEditorCanvas, bastide_editor_canvas, BASTIDE_TYPE_BOARD_VIEWPORT)

GParamSpec *editor_canvas_properties[N_PROPS];
guint editor_canvas_signals[N_SIGNALS];

void
editor_canvas_emit_message (BastideEditorCanvas *self,
                            const char          *text)
{
  g_signal_emit (self, editor_canvas_signals[MESSAGE], 0, text);
}

void
editor_canvas_emit_error (BastideEditorCanvas *self,
                          GError              *error)
{
  if (error != NULL)
    editor_canvas_emit_message (self, error->message);
}

/* The scenario, looked at */

const BastideScenarioTile *
editor_canvas_tile_at (BastideEditorCanvas *self,
                       int                  x,
                       int                  y,
                       int                 *index)
{
  int i;

  if (self->scenario == NULL)
    return NULL;
  i = bastide_scenario_find_tile (self->scenario, x, y);
  if (index != NULL)
    *index = i;
  return i >= 0 ? bastide_scenario_get_tile (self->scenario, i) : NULL;
}

double
editor_canvas_tile_units (guint type)
{
  return bastide_catalogue_get (type)->is_wheel_board ? BASTIDE_WHEEL_SIZE : 1;
}

static int
find_wheel (BastideEditorCanvas *self)
{
  guint n = self->scenario != NULL ? bastide_scenario_get_n_tiles (self->scenario) : 0;

  for (guint i = 0; i < n; i++)
    if (bastide_catalogue_get (bastide_scenario_get_tile (self->scenario, i)->type)->is_wheel_board)
      return i;
  return -1;
}

BastideColor
editor_canvas_player_color (BastideEditorCanvas *self,
                            guint                player)
{
  if (self->scenario == NULL || player >= bastide_scenario_get_n_players (self->scenario))
    return (BastideColor) MIN (player, BASTIDE_N_COLORS - 1);
  return bastide_scenario_get_player_color (self->scenario, player);
}

static gboolean
same_spot (const BastideScenarioPiece *a,
           const BastideScenarioPiece *b)
{
  if (a->crown >= 0 || b->crown >= 0)
    return a->crown == b->crown;
  return a->x == b->x && a->y == b->y && a->feature == b->feature && a->corner == b->corner;
}

/* Where a piece is drawn, in cells. Pieces on one spot stand side by side;
 * followers on a sector take its crown spaces in turn. */
gboolean
editor_canvas_spec_position (BastideEditorCanvas        *self,
                             const BastideScenarioPiece *piece,
                             guint                       rank,
                             guint                       count,
                             double                     *bx,
                             double                     *by)
{
  const BastideScenarioTile *tile;
  double ax, ay;

  if (piece->crown >= 0)
    {
      int wheel = find_wheel (self);

      if (wheel < 0)
        return FALSE;
      tile = bastide_scenario_get_tile (self->scenario, wheel);
      bastide_render_crown_anchor (piece->crown, MIN (rank, bastide_render_crown_spaces (piece->crown) - 1), &ax, &ay);
      *bx = tile->x + ax;
      *by = tile->y + ay;
      return TRUE;
    }

  tile = editor_canvas_tile_at (self, piece->x, piece->y, NULL);
  if (tile == NULL)
    return FALSE;

  if (piece->corner >= 0)
    {
      bastide_render_corner_anchor (piece->corner, &ax, &ay);
      ax *= editor_canvas_tile_units (tile->type);
      ay *= editor_canvas_tile_units (tile->type);
      /* a little inside the tile, so it reads as this tile's barn */
      ax += ax < 0.5 ? 0.1 : -0.1;
      ay += ay < 0.5 ? 0.1 : -0.1;
    }
  else if (!bastide_render_feature_anchor (tile->type, tile->rot, piece->feature, &ax, &ay))
    return FALSE;

  *bx = tile->x + ax + (rank - (count - 1) / 2.0) * PIECE_SPREAD;
  *by = tile->y + ay;
  return TRUE;
}

gboolean
editor_canvas_piece_position (BastideEditorCanvas *self,
                              guint                index,
                              double              *bx,
                              double              *by)
{
  const BastideScenarioPiece *piece = bastide_scenario_get_piece (self->scenario, index);
  guint n = bastide_scenario_get_n_pieces (self->scenario);
  guint rank = 0, count = 0;

  for (guint i = 0; i < n; i++)
    if (same_spot (piece, bastide_scenario_get_piece (self->scenario, i)))
      {
        if (i < index)
          rank++;
        count++;
      }
  return editor_canvas_spec_position (self, piece, rank, count, bx, by);
}

int
editor_canvas_piece_at (BastideEditorCanvas *self,
                        double               bx,
                        double               by)
{
  guint n;
  int best = -1;
  double best_d = PIECE_HIT;

  if (self->scenario == NULL)
    return -1;
  n = bastide_scenario_get_n_pieces (self->scenario);
  for (guint i = 0; i < n; i++)
    {
      double px, py, d;

      if (!editor_canvas_piece_position (self, i, &px, &py))
        continue;
      /* the body stands above its anchor */
      d = hypot (bx - px, (by - (py - PIECE_HEIGHT * 0.1)) * 0.8);
      if (d < best_d)
        {
          best_d = d;
          best = i;
        }
    }
  return best;
}

/* The piece the current tool would put at (bx, by), or FALSE with a
 * reason. */
gboolean
editor_canvas_piece_for_point (BastideEditorCanvas  *self,
                               BastidePieceKind      kind,
                               guint                 player,
                               double                bx,
                               double                by,
                               BastideScenarioPiece *piece,
                               GError              **error)
{
  const BastideScenarioTile *tile = editor_canvas_tile_at (self, (int) floor (bx), (int) floor (by), NULL);
  const BastideTileType *type;
  double fx, fy;
  int feature;

  if (tile == NULL)
    {
      g_set_error_literal (error, BASTIDE_SCENARIO_ERROR, BASTIDE_SCENARIO_ERROR_EDIT,
                           _("Pieces go on tiles: place a tile here first."));
      return FALSE;
    }
  type = bastide_catalogue_get (tile->type);
  fx = bx - tile->x;
  fy = by - tile->y;

  if (type->is_wheel_board)
    {
      int sector = bastide_render_crown_at (fx, fy);

      if (sector >= 0)
        {
          bastide_scenario_piece_init_crown (piece, player, sector);
          return TRUE;
        }
    }

  if (kind == BASTIDE_PIECE_BARN)
    {
      double units = editor_canvas_tile_units (tile->type);
      double best = G_MAXDOUBLE;
      int corner = 0;

      for (int c = 0; c < 4; c++)
        {
          double cx, cy, d;

          bastide_render_corner_anchor (c, &cx, &cy);
          d = hypot (fx - cx * units, fy - cy * units);
          if (d < best)
            {
              best = d;
              corner = c;
            }
        }
      bastide_scenario_piece_init_barn (piece, player, tile->x, tile->y, corner);
      return TRUE;
    }

  feature = bastide_render_feature_at (tile->type, tile->rot, fx, fy);
  if (feature < 0)
    {
      g_set_error_literal (error, BASTIDE_SCENARIO_ERROR, BASTIDE_SCENARIO_ERROR_EDIT,
                           _("There is no feature here to put a piece on."));
      return FALSE;
    }
  bastide_scenario_piece_init_feature (piece, player, kind, tile->x, tile->y, feature);
  return TRUE;
}
/* The view */

/* What zooming to fit shows: the tiles, and a free cell on every side to
 * build on. */
static void
get_bounds (BastideBoardViewport *viewport,
            double               *x0,
            double               *y0,
            double               *x1,
            double               *y1)
{
  BastideEditorCanvas *self = BASTIDE_EDITOR_CANVAS (viewport);
  guint n = self->scenario != NULL ? bastide_scenario_get_n_tiles (self->scenario) : 0;
  int min_x = 0, min_y = 0, max_x = 1, max_y = 1;

  for (guint i = 0; i < n; i++)
    {
      const BastideScenarioTile *tile = bastide_scenario_get_tile (self->scenario, i);
      int w = (int) editor_canvas_tile_units (tile->type);

      if (i == 0)
        {
          min_x = tile->x;
          min_y = tile->y;
          max_x = tile->x + w;
          max_y = tile->y + w;
        }
      min_x = MIN (min_x, tile->x);
      min_y = MIN (min_y, tile->y);
      max_x = MAX (max_x, tile->x + w);
      max_y = MAX (max_y, tile->y + w);
    }

  *x0 = min_x - 1;
  *y0 = min_y - 1;
  *x1 = max_x + 1;
  *y1 = max_y + 1;
}

/* Selection */

/* Where the player has marked (puzzles that ask where a tile fits), in
 * reading order: "2 squares marked: column 1, row 0; column 2, row -1". */
static char *
describe_marks (BastideEditorCanvas *self)
{
  g_autoptr(GArray) marks = bastide_editor_canvas_get_marks (self);
  g_autoptr(GString) text = g_string_new (NULL);

  if (marks->len == 0)
    return NULL;

  g_string_printf (text, g_dngettext (GETTEXT_PACKAGE, "%u square marked: ", "%u squares marked: ", marks->len),
                   marks->len);
  for (guint i = 0; i < marks->len; i++)
    {
      const BastidePuzzleCell *cell = &g_array_index (marks, BastidePuzzleCell, i);

      if (i > 0)
        g_string_append (text, C_("clauses", "; "));
      /* Translators: a marked square in the list of them */
      g_string_append_printf (text, _("column %d, row %d"), cell->x, cell->y);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* A square's mark and, once the answer is checked, its verdict. */
static const char *
describe_mark (BastideEditorCanvas *self,
               int                  x,
               int                  y)
{
  gpointer key = pack_cell (x, y);

  if (self->right != NULL && g_hash_table_contains (self->right, key))
    return _("Marked, and rightly");
  if (self->wrong != NULL && g_hash_table_contains (self->wrong, key))
    return _("Marked, but the tile does not fit here");
  if (self->missed != NULL && g_hash_table_contains (self->missed, key))
    return _("Not marked, but the tile fits here");
  if (g_hash_table_contains (self->marks, key))
    return _("Marked");
  return NULL;
}

/* What the selection is, for screen readers: the board's description
 * follows it, as the game board's follows its cursor, and says which
 * squares are marked. */
static void
update_description (BastideEditorCanvas *self)
{
  g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *text = NULL;
  char *marks;

  if (self->scenario != NULL && self->sel_piece >= 0)
    {
      const BastideScenarioPiece *piece = bastide_scenario_get_piece (self->scenario, self->sel_piece);
      g_autofree char *name = bastide_scenario_dup_display_name (self->scenario, piece->player);

      /* Translators: accessible description of the editor's board; the
       * first %s is a piece ("follower", "abbot"…), the second a player */
      g_ptr_array_add (parts, g_strdup_printf (_("Selected: %s of %s"), bastide_piece_label (piece->kind), name));
    }
  else if (self->has_cell)
    {
      const BastideScenarioTile *tile = editor_canvas_tile_at (self, self->sel_x, self->sel_y, NULL);
      g_autofree char *square = tile != NULL ? bastide_describe_tile (tile->type, tile->rot)
                                             : g_strdup (_("Empty square"));
      const char *mark = describe_mark (self, self->sel_x, self->sel_y);

      g_ptr_array_add (parts, g_strdup_printf (_("Column %d, row %d: %s"), self->sel_x, self->sel_y, square));
      if (mark != NULL)
        g_ptr_array_add (parts, g_strdup (mark));
    }
  else if (self->scenario != NULL)
    {
      g_ptr_array_add (parts, g_strdup (_("The arrow keys go from square to square")));
    }
  if ((marks = describe_marks (self)) != NULL)
    g_ptr_array_add (parts, marks);
  g_ptr_array_add (parts, NULL);

  text = g_strjoinv (C_("sentences", ". "), (char **) parts->pdata);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text,
                                  -1);
}

void
editor_canvas_set_selection (BastideEditorCanvas *self,
                             gboolean             has_cell,
                             int                  x,
                             int                  y,
                             int                  piece)
{
  if (self->has_cell == has_cell && self->sel_piece == piece
      && (!has_cell || (self->sel_x == x && self->sel_y == y)))
    return;
  self->has_cell = has_cell;
  self->sel_x = x;
  self->sel_y = y;
  self->sel_piece = piece;
  self->sel_side = -1;
  update_description (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_signal_emit (self, editor_canvas_signals[SELECTION_CHANGED], 0);
}

/* Scenario */

static void
scenario_changed_cb (BastideEditorCanvas *self)
{
  guint n = bastide_scenario_get_n_pieces (self->scenario);

  /* a problem's side, shown, may be mended */
  self->sel_side = -1;
  if (self->sel_piece >= (int) n)
    editor_canvas_set_selection (self, FALSE, 0, 0, -1);
  update_description (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* GtkWidget */

static void
bastide_editor_canvas_snapshot (GtkWidget   *widget,
                                GtkSnapshot *snapshot)
{
  BastideEditorCanvas *self = BASTIDE_EDITOR_CANVAS (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  cairo_t *cr;

  if (width <= 0 || height <= 0)
    return;

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  editor_canvas_draw (self, cr, width, height);
  cairo_destroy (cr);
}

static void
bastide_editor_canvas_measure (GtkWidget      *widget,
                               GtkOrientation  orientation,
                               int             for_size,
                               int            *minimum,
                               int            *natural,
                               int            *minimum_baseline,
                               int            *natural_baseline)
{
  *minimum = 120;
  *natural = 480;
}

static void
bastide_editor_canvas_dispose (GObject *object)
{
  BastideEditorCanvas *self = BASTIDE_EDITOR_CANVAS (object);

  if (self->scenario != NULL)
    g_signal_handlers_disconnect_by_data (self->scenario, self);
  g_clear_object (&self->scenario);

  G_OBJECT_CLASS (bastide_editor_canvas_parent_class)->dispose (object);
}

static void
bastide_editor_canvas_finalize (GObject *object)
{
  BastideEditorCanvas *self = BASTIDE_EDITOR_CANVAS (object);

  g_clear_pointer (&self->tiles, bastide_tile_cache_free);
  g_hash_table_unref (self->marks);
  g_clear_pointer (&self->right, g_hash_table_unref);
  g_clear_pointer (&self->wrong, g_hash_table_unref);
  g_clear_pointer (&self->missed, g_hash_table_unref);

  G_OBJECT_CLASS (bastide_editor_canvas_parent_class)->finalize (object);
}

static void
bastide_editor_canvas_get_property (GObject    *object,
                                    guint       prop_id,
                                    GValue     *value,
                                    GParamSpec *pspec)
{
  BastideEditorCanvas *self = BASTIDE_EDITOR_CANVAS (object);

  switch (prop_id)
    {
    case PROP_TOOL:
      g_value_set_int (value, self->tool);
      break;
    case PROP_TILE_TYPE:
      g_value_set_int (value, self->tile_type);
      break;
    case PROP_ROTATION:
      g_value_set_uint (value, self->rotation);
      break;
    case PROP_PIECE_KIND:
      g_value_set_int (value, self->piece_kind);
      break;
    case PROP_PLAYER:
      g_value_set_uint (value, self->player);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bastide_editor_canvas_set_property (GObject      *object,
                                    guint         prop_id,
                                    const GValue *value,
                                    GParamSpec   *pspec)
{
  BastideEditorCanvas *self = BASTIDE_EDITOR_CANVAS (object);

  switch (prop_id)
    {
    case PROP_TOOL:
      bastide_editor_canvas_set_tool (self, g_value_get_int (value));
      break;
    case PROP_TILE_TYPE:
      bastide_editor_canvas_set_tile_type (self, g_value_get_int (value));
      break;
    case PROP_ROTATION:
      bastide_editor_canvas_set_rotation (self, g_value_get_uint (value));
      break;
    case PROP_PIECE_KIND:
      bastide_editor_canvas_set_piece_kind (self, g_value_get_int (value));
      break;
    case PROP_PLAYER:
      bastide_editor_canvas_set_player (self, g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bastide_editor_canvas_class_init (BastideEditorCanvasClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bastide_editor_canvas_dispose;
  object_class->finalize = bastide_editor_canvas_finalize;
  object_class->get_property = bastide_editor_canvas_get_property;
  object_class->set_property = bastide_editor_canvas_set_property;

  widget_class->snapshot = bastide_editor_canvas_snapshot;
  widget_class->measure = bastide_editor_canvas_measure;

  editor_canvas_properties[PROP_TOOL] =
    g_param_spec_int ("tool", NULL, NULL, 0, BASTIDE_EDITOR_TOOL_VIEW, 0,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  editor_canvas_properties[PROP_TILE_TYPE] =
    g_param_spec_int ("tile-type", NULL, NULL, -1, G_MAXINT, -1,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  editor_canvas_properties[PROP_ROTATION] =
    g_param_spec_uint ("rotation", NULL, NULL, 0, 3, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  editor_canvas_properties[PROP_PIECE_KIND] =
    g_param_spec_int ("piece-kind", NULL, NULL, 0, BASTIDE_N_PIECE_KINDS - 1, 0,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  editor_canvas_properties[PROP_PLAYER] =
    g_param_spec_uint ("player", NULL, NULL, 0, BASTIDE_MAX_PLAYERS - 1, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, editor_canvas_properties);

  /**
   * BastideEditorCanvas::message:
   * @text: why an edit was refused, translated
   */
  editor_canvas_signals[MESSAGE] =
    g_signal_new ("message", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  editor_canvas_signals[SELECTION_CHANGED] =
    g_signal_new ("selection-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  editor_canvas_signals[MARKS_CHANGED] =
    g_signal_new ("marks-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  BASTIDE_BOARD_VIEWPORT_CLASS (klass)->get_bounds = get_bounds;
  editor_canvas_class_init_input (BASTIDE_BOARD_VIEWPORT_CLASS (klass));

  /* the table's look is the game board's */
  gtk_widget_class_set_css_name (widget_class, "boardview");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
bastide_editor_canvas_init (BastideEditorCanvas *self)
{
  self->tile_type = -1;
  self->sel_piece = -1;
  self->sel_side = -1;
  self->show_problems = TRUE;
  self->drag_kind = DRAG_NONE;
  self->tiles = bastide_tile_cache_new ();
  self->marks = g_hash_table_new (NULL, NULL);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Board"),
                                  -1);
}

/* Public API */

GtkWidget *
bastide_editor_canvas_new (void)
{
  return g_object_new (BASTIDE_TYPE_EDITOR_CANVAS, NULL);
}

BastideScenario *
bastide_editor_canvas_get_scenario (BastideEditorCanvas *self)
{
  g_return_val_if_fail (BASTIDE_IS_EDITOR_CANVAS (self), NULL);
  return self->scenario;
}

/**
 * bastide_editor_canvas_set_scenario:
 *
 * Shows @scenario, fitted into the view; clears the selection, the marks
 * and the preview.
 */
void
bastide_editor_canvas_set_scenario (BastideEditorCanvas *self,
                                    BastideScenario     *scenario)
{
  g_return_if_fail (BASTIDE_IS_EDITOR_CANVAS (self));
  g_return_if_fail (scenario == NULL || BASTIDE_IS_SCENARIO (scenario));

  if (self->scenario == scenario)
    return;
  if (self->scenario != NULL)
    g_signal_handlers_disconnect_by_data (self->scenario, self);
  g_set_object (&self->scenario, scenario);
  if (scenario != NULL)
    g_signal_connect_swapped (scenario, "changed", G_CALLBACK (scenario_changed_cb), self);

  self->has_preview = FALSE;
  g_hash_table_remove_all (self->marks);
  g_clear_pointer (&self->right, g_hash_table_unref);
  g_clear_pointer (&self->wrong, g_hash_table_unref);
  g_clear_pointer (&self->missed, g_hash_table_unref);
  editor_canvas_set_selection (self, FALSE, 0, 0, -1);
  update_description (self);
  bastide_board_viewport_queue_fit (VIEWPORT (self));
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

BastideEditorTool
bastide_editor_canvas_get_tool (BastideEditorCanvas *self)
{
  g_return_val_if_fail (BASTIDE_IS_EDITOR_CANVAS (self), 0);
  return self->tool;
}

void
bastide_editor_canvas_set_tool (BastideEditorCanvas *self,
                                BastideEditorTool    tool)
{
  g_return_if_fail (BASTIDE_IS_EDITOR_CANVAS (self));
  if (self->tool == tool)
    return;
  self->tool = tool;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), editor_canvas_properties[PROP_TOOL]);
}

int
bastide_editor_canvas_get_tile_type (BastideEditorCanvas *self)
{
  g_return_val_if_fail (BASTIDE_IS_EDITOR_CANVAS (self), -1);
  return self->tile_type;
}

void
bastide_editor_canvas_set_tile_type (BastideEditorCanvas *self,
                                     int                  type)
{
  g_return_if_fail (BASTIDE_IS_EDITOR_CANVAS (self));
  if (type >= (int) bastide_catalogue ()->n_types)
    type = -1;
  if (self->tile_type == type)
    return;
  self->tile_type = type;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), editor_canvas_properties[PROP_TILE_TYPE]);
}

guint
bastide_editor_canvas_get_rotation (BastideEditorCanvas *self)
{
  g_return_val_if_fail (BASTIDE_IS_EDITOR_CANVAS (self), 0);
  return self->rotation;
}

void
bastide_editor_canvas_set_rotation (BastideEditorCanvas *self,
                                    guint                rotation)
{
  g_return_if_fail (BASTIDE_IS_EDITOR_CANVAS (self));
  rotation &= 3;
  if (self->rotation == rotation)
    return;
  self->rotation = rotation;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), editor_canvas_properties[PROP_ROTATION]);
}

BastidePieceKind
bastide_editor_canvas_get_piece_kind (BastideEditorCanvas *self)
{
  g_return_val_if_fail (BASTIDE_IS_EDITOR_CANVAS (self), 0);
  return self->piece_kind;
}

void
bastide_editor_canvas_set_piece_kind (BastideEditorCanvas *self,
                                      BastidePieceKind     kind)
{
  g_return_if_fail (BASTIDE_IS_EDITOR_CANVAS (self));
  g_return_if_fail (kind < BASTIDE_N_PIECE_KINDS);
  if (self->piece_kind == kind)
    return;
  self->piece_kind = kind;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), editor_canvas_properties[PROP_PIECE_KIND]);
}

guint
bastide_editor_canvas_get_player (BastideEditorCanvas *self)
{
  g_return_val_if_fail (BASTIDE_IS_EDITOR_CANVAS (self), 0);
  return self->player;
}

void
bastide_editor_canvas_set_player (BastideEditorCanvas *self,
                                  guint                player)
{
  g_return_if_fail (BASTIDE_IS_EDITOR_CANVAS (self));
  player = MIN (player, BASTIDE_MAX_PLAYERS - 1);
  if (self->player == player)
    return;
  self->player = player;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), editor_canvas_properties[PROP_PLAYER]);
}

gboolean
bastide_editor_canvas_get_selected_cell (BastideEditorCanvas *self,
                                         int                 *x,
                                         int                 *y)
{
  g_return_val_if_fail (BASTIDE_IS_EDITOR_CANVAS (self), FALSE);
  if (!self->has_cell)
    return FALSE;
  if (x != NULL)
    *x = self->sel_x;
  if (y != NULL)
    *y = self->sel_y;
  return TRUE;
}

void
bastide_editor_canvas_select_cell (BastideEditorCanvas *self,
                                   int                  x,
                                   int                  y,
                                   gboolean             center)
{
  g_return_if_fail (BASTIDE_IS_EDITOR_CANVAS (self));
  editor_canvas_set_selection (self, TRUE, x, y, -1);
  self->sel_side = -1;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  if (center)
    bastide_board_viewport_center_on (VIEWPORT (self), x + 0.5, y + 0.5, FALSE);
}

/**
 * bastide_editor_canvas_show_side:
 * @side: a #BastideSide, or -1
 *
 * Selects the square (@x, @y), brings it into view and marks its side
 * @side, where a problem lies, until the selection changes.
 */
void
bastide_editor_canvas_show_side (BastideEditorCanvas *self,
                                 int                  x,
                                 int                  y,
                                 int                  side)
{
  g_return_if_fail (BASTIDE_IS_EDITOR_CANVAS (self));
  bastide_editor_canvas_select_cell (self, x, y, TRUE);
  self->sel_side = side;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/**
 * bastide_editor_canvas_get_shown_side:
 *
 * Returns: the side of the selected square marked on the board, or -1
 */
int
bastide_editor_canvas_get_shown_side (BastideEditorCanvas *self)
{
  g_return_val_if_fail (BASTIDE_IS_EDITOR_CANVAS (self), -1);
  return self->has_cell ? self->sel_side : -1;
}

int
bastide_editor_canvas_get_selected_piece (BastideEditorCanvas *self)
{
  g_return_val_if_fail (BASTIDE_IS_EDITOR_CANVAS (self), -1);
  return self->sel_piece;
}

void
bastide_editor_canvas_select_piece (BastideEditorCanvas *self,
                                    int                  index)
{
  g_return_if_fail (BASTIDE_IS_EDITOR_CANVAS (self));
  if (self->scenario == NULL || index < 0 || index >= (int) bastide_scenario_get_n_pieces (self->scenario))
    index = -1;
  editor_canvas_set_selection (self, FALSE, 0, 0, index);
}

void
bastide_editor_canvas_clear_selection (BastideEditorCanvas *self)
{
  g_return_if_fail (BASTIDE_IS_EDITOR_CANVAS (self));
  editor_canvas_set_selection (self, FALSE, 0, 0, -1);
}

/**
 * bastide_editor_canvas_piece_position:
 *
 * Where piece @index of the scenario is drawn, in cells.
 */
gboolean
bastide_editor_canvas_piece_position (BastideEditorCanvas *self,
                                      guint                index,
                                      double              *bx,
                                      double              *by)
{
  g_return_val_if_fail (BASTIDE_IS_EDITOR_CANVAS (self), FALSE);
  if (self->scenario == NULL || index >= bastide_scenario_get_n_pieces (self->scenario))
    return FALSE;
  return editor_canvas_piece_position (self, index, bx, by);
}

void
bastide_editor_canvas_set_preview (BastideEditorCanvas *self,
                                   const BastideTurn   *turn)
{
  g_return_if_fail (BASTIDE_IS_EDITOR_CANVAS (self));

  self->has_preview = turn != NULL;
  if (turn != NULL)
    self->preview = *turn;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static int
compare_cells (gconstpointer a,
               gconstpointer b)
{
  const BastidePuzzleCell *ca = a, *cb = b;

  if (ca->y != cb->y)
    return ca->y < cb->y ? -1 : 1;
  return ca->x < cb->x ? -1 : ca->x > cb->x;
}

GArray *
bastide_editor_canvas_get_marks (BastideEditorCanvas *self)
{
  GArray *cells = g_array_new (FALSE, FALSE, sizeof (BastidePuzzleCell));
  GHashTableIter iter;
  gpointer key;

  g_return_val_if_fail (BASTIDE_IS_EDITOR_CANVAS (self), cells);

  g_hash_table_iter_init (&iter, self->marks);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    {
      BastidePuzzleCell cell;

      unpack_cell (key, &cell.x, &cell.y);
      g_array_append_val (cells, cell);
    }
  g_array_sort (cells, compare_cells);
  return cells;
}

void
bastide_editor_canvas_toggle_mark (BastideEditorCanvas *self,
                                   int                  x,
                                   int                  y)
{
  gpointer key = pack_cell (x, y);

  g_return_if_fail (BASTIDE_IS_EDITOR_CANVAS (self));

  if (!g_hash_table_remove (self->marks, key))
    g_hash_table_add (self->marks, key);
  bastide_editor_canvas_set_verdict (self, NULL, NULL, NULL);
  editor_canvas_set_selection (self, TRUE, x, y, -1);
  update_description (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_signal_emit (self, editor_canvas_signals[MARKS_CHANGED], 0);
}

void
bastide_editor_canvas_clear_marks (BastideEditorCanvas *self)
{
  g_return_if_fail (BASTIDE_IS_EDITOR_CANVAS (self));

  if (g_hash_table_size (self->marks) == 0)
    return;
  g_hash_table_remove_all (self->marks);
  update_description (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_signal_emit (self, editor_canvas_signals[MARKS_CHANGED], 0);
}

static GHashTable *
cell_set (GArray *cells)
{
  GHashTable *set;

  if (cells == NULL || cells->len == 0)
    return NULL;
  set = g_hash_table_new (NULL, NULL);
  for (guint i = 0; i < cells->len; i++)
    {
      const BastidePuzzleCell *cell = &g_array_index (cells, BastidePuzzleCell, i);

      g_hash_table_add (set, pack_cell (cell->x, cell->y));
    }
  return set;
}

void
bastide_editor_canvas_set_verdict (BastideEditorCanvas *self,
                                   GArray              *right,
                                   GArray              *wrong,
                                   GArray              *missed)
{
  g_return_if_fail (BASTIDE_IS_EDITOR_CANVAS (self));

  g_clear_pointer (&self->right, g_hash_table_unref);
  g_clear_pointer (&self->wrong, g_hash_table_unref);
  g_clear_pointer (&self->missed, g_hash_table_unref);
  self->right = cell_set (right);
  self->wrong = cell_set (wrong);
  self->missed = cell_set (missed);
  update_description (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
bastide_editor_canvas_set_show_problems (BastideEditorCanvas *self,
                                         gboolean             show)
{
  g_return_if_fail (BASTIDE_IS_EDITOR_CANVAS (self));
  self->show_problems = !!show;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}
