/* bastide-scenario-board.c: a scenario's tiles and pieces
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bastide-scenario"

#include "config.h"

#include "bastide-scenario.h"

#include <glib/gi18n.h>
#include <string.h>

#include "bastide-scenario-private.h"

/* Tiles */

guint
bastide_scenario_get_n_tiles (BastideScenario *self)
{
  g_return_val_if_fail (BASTIDE_IS_SCENARIO (self), 0);
  return self->data->tiles->len;
}

const BastideScenarioTile *
bastide_scenario_get_tile (BastideScenario *self,
                           guint            index)
{
  g_return_val_if_fail (BASTIDE_IS_SCENARIO (self), NULL);
  g_return_val_if_fail (index < self->data->tiles->len, NULL);
  return &g_array_index (self->data->tiles, BastideScenarioTile, index);
}

/**
 * bastide_scenario_find_tile:
 *
 * Returns: the index of the tile covering the cell (x, y), or -1
 */
int
bastide_scenario_find_tile (BastideScenario *self,
                            int              x,
                            int              y)
{
  g_return_val_if_fail (BASTIDE_IS_SCENARIO (self), -1);
  return bastide_setup_find_tile (self->data, x, y);
}

static guint
count_nodes (const BastideSetup *data)
{
  guint n = 0;

  for (guint i = 0; i < data->tiles->len; i++)
    n += bastide_catalogue_get (g_array_index (data->tiles, BastideScenarioTile, i).type)->n_features;
  return n;
}

/* Whether a tile of width w may lie at (x, y), ignoring tile `ignore`. */
static gboolean
check_cells (const BastideSetup  *data,
             int                  x,
             int                  y,
             guint                w,
             int                  ignore,
             GError             **error)
{
  if (x < -BASTIDE_MAX_SETUP_COORDINATE || x + (int) w - 1 > BASTIDE_MAX_SETUP_COORDINATE
      || y < -BASTIDE_MAX_SETUP_COORDINATE || y + (int) w - 1 > BASTIDE_MAX_SETUP_COORDINATE)
    {
      g_set_error (error, BASTIDE_SCENARIO_ERROR, BASTIDE_SCENARIO_ERROR_EDIT,
                   ngettext ("A tile lies at most %d square from the start in each direction.",
                             "A tile lies at most %d squares from the start in each direction.",
                             BASTIDE_MAX_SETUP_COORDINATE),
                   BASTIDE_MAX_SETUP_COORDINATE);
      return FALSE;
    }
  for (guint cy = 0; cy < w; cy++)
    for (guint cx = 0; cx < w; cx++)
      {
        int other = bastide_setup_find_tile (data, x + cx, y + cy);

        if (other >= 0 && other != ignore)
          {
            /* the person edits where they point: "there" is that square */
            g_set_error_literal (error, BASTIDE_SCENARIO_ERROR, BASTIDE_SCENARIO_ERROR_EDIT,
                                 _("There is already a tile there."));
            return FALSE;
          }
      }
  return TRUE;
}

static gboolean
find_tile_or_fail (const BastideSetup  *data,
                   int                  x,
                   int                  y,
                   int                 *index,
                   GError             **error)
{
  *index = bastide_setup_find_tile (data, x, y);
  if (*index < 0)
    {
      g_set_error_literal (error, BASTIDE_SCENARIO_ERROR, BASTIDE_SCENARIO_ERROR_EDIT,
                           _("There is no tile there."));
      return FALSE;
    }
  return TRUE;
}

/**
 * bastide_scenario_place_tile:
 * @type: an index in the tile catalogue
 * @rot: quarter turns clockwise
 *
 * Puts a tile on an empty cell, anywhere. Tiles of sets not chosen, edges
 * that do not match and the like are allowed and reported as problems.
 */
gboolean
bastide_scenario_place_tile (BastideScenario  *self,
                             guint             type,
                             int               x,
                             int               y,
                             guint             rot,
                             GError          **error)
{
  BastideSetup *data;
  const BastideTileType *t;
  BastideScenarioTile tile = { type, x, y, rot };

  g_return_val_if_fail (BASTIDE_IS_SCENARIO (self), FALSE);
  data = self->data;

  if (type >= bastide_catalogue ()->n_types)
    {
      g_set_error_literal (error, BASTIDE_SCENARIO_ERROR, BASTIDE_SCENARIO_ERROR_EDIT,
                           _("There is no such tile."));
      return FALSE;
    }
  t = bastide_catalogue_get (type);
  if (rot > 3 || (t->n_cells > 1 && rot != 0))
    {
      g_set_error (error, BASTIDE_SCENARIO_ERROR, BASTIDE_SCENARIO_ERROR_EDIT,
                   _("The tile %s cannot lie in that rotation."), t->id);
      return FALSE;
    }
  if (data->tiles->len >= BASTIDE_MAX_TILES - 1
      || count_nodes (data) + t->n_features > BASTIDE_MAX_NODES)
    {
      g_set_error_literal (error, BASTIDE_SCENARIO_ERROR, BASTIDE_SCENARIO_ERROR_EDIT,
                           _("The board holds as many tiles as it can."));
      return FALSE;
    }
  if (!check_cells (data, x, y, t->n_cells > 1 ? BASTIDE_WHEEL_SIZE : 1, -1, error))
    return FALSE;

  scenario_begin_edit (self, _("Place tile"));
  g_array_append_val (data->tiles, tile);
  scenario_end_edit (self);
  return TRUE;
}

/**
 * bastide_scenario_place_tile_by_id:
 * @id: a tile id of the chosen game ("D", "RB", "AM4", "U@2", …)
 */
gboolean
bastide_scenario_place_tile_by_id (BastideScenario  *self,
                                   const char       *id,
                                   int               x,
                                   int               y,
                                   guint             rot,
                                   GError          **error)
{
  g_autofree BastideState *state = g_new (BastideState, 1);
  int type;

  g_return_val_if_fail (BASTIDE_IS_SCENARIO (self), FALSE);

  bastide_state_init_empty (state, &self->data->rules);
  type = bastide_state_lookup_tile (state, id);
  if (type < 0)
    type = bastide_catalogue_lookup_any (id);
  if (type < 0)
    {
      g_set_error (error, BASTIDE_SCENARIO_ERROR, BASTIDE_SCENARIO_ERROR_EDIT,
                   _("There is no tile %s."), id);
      return FALSE;
    }
  return bastide_scenario_place_tile (self, type, x, y, rot, error);
}

/**
 * bastide_scenario_rotate_tile:
 * @rot: the new rotation, in quarter turns clockwise
 *
 * Turns the tile at (x, y); its pieces turn with it (a barn keeps its
 * corner of the tile's picture).
 */
gboolean
bastide_scenario_rotate_tile (BastideScenario  *self,
                              int               x,
                              int               y,
                              guint             rot,
                              GError          **error)
{
  BastideSetup *data;
  BastideScenarioTile *tile;
  int index;
  guint delta;

  g_return_val_if_fail (BASTIDE_IS_SCENARIO (self), FALSE);
  data = self->data;

  if (!find_tile_or_fail (data, x, y, &index, error))
    return FALSE;
  tile = &g_array_index (data->tiles, BastideScenarioTile, index);
  if (rot > 3 || (bastide_catalogue_get (tile->type)->n_cells > 1 && rot != 0))
    {
      g_set_error (error, BASTIDE_SCENARIO_ERROR, BASTIDE_SCENARIO_ERROR_EDIT,
                   _("The tile %s cannot lie in that rotation."),
                   bastide_catalogue_get (tile->type)->id);
      return FALSE;
    }
  if (tile->rot == rot)
    return TRUE;

  scenario_begin_edit (self, _("Rotate tile"));
  delta = (rot + 4 - tile->rot) % 4;
  tile->rot = rot;
  for (guint i = 0; i < data->pieces->len; i++)
    {
      BastideScenarioPiece *piece = &g_array_index (data->pieces, BastideScenarioPiece, i);

      if (piece->crown < 0 && piece->corner >= 0 && piece->x == tile->x && piece->y == tile->y)
        piece->corner = (piece->corner + delta) % 4;
    }
  scenario_end_edit (self);
  return TRUE;
}

/**
 * bastide_scenario_move_tile:
 *
 * Moves the tile covering (x, y) so that its cell lands on (to_x, to_y);
 * its pieces move with it.
 */
gboolean
bastide_scenario_move_tile (BastideScenario  *self,
                            int               x,
                            int               y,
                            int               to_x,
                            int               to_y,
                            GError          **error)
{
  BastideSetup *data;
  BastideScenarioTile *tile;
  int index, dx, dy, old_x, old_y;

  g_return_val_if_fail (BASTIDE_IS_SCENARIO (self), FALSE);
  data = self->data;

  if (!find_tile_or_fail (data, x, y, &index, error))
    return FALSE;
  dx = to_x - x;
  dy = to_y - y;
  if (dx == 0 && dy == 0)
    return TRUE;
  tile = &g_array_index (data->tiles, BastideScenarioTile, index);
  if (!check_cells (data, tile->x + dx, tile->y + dy, bastide_setup_tile_width (data, index),
                    index, error))
    return FALSE;

  scenario_begin_edit (self, _("Move tile"));
  old_x = tile->x;
  old_y = tile->y;
  tile->x += dx;
  tile->y += dy;
  for (guint i = 0; i < data->pieces->len; i++)
    {
      BastideScenarioPiece *piece = &g_array_index (data->pieces, BastideScenarioPiece, i);

      if (piece->crown < 0 && piece->x == old_x && piece->y == old_y)
        {
          piece->x += dx;
          piece->y += dy;
        }
    }
  scenario_end_edit (self);
  return TRUE;
}

/**
 * bastide_scenario_remove_tile:
 *
 * Takes the tile covering (x, y) off the board, with its pieces.
 */
gboolean
bastide_scenario_remove_tile (BastideScenario  *self,
                              int               x,
                              int               y,
                              GError          **error)
{
  BastideSetup *data;
  BastideScenarioTile tile;
  int index;

  g_return_val_if_fail (BASTIDE_IS_SCENARIO (self), FALSE);
  data = self->data;

  if (!find_tile_or_fail (data, x, y, &index, error))
    return FALSE;
  scenario_begin_edit (self, _("Remove tile"));
  tile = g_array_index (data->tiles, BastideScenarioTile, index);
  g_array_remove_index (data->tiles, index);
  for (guint i = data->pieces->len; i-- > 0;)
    {
      const BastideScenarioPiece *piece = &g_array_index (data->pieces, BastideScenarioPiece, i);

      if (piece->crown < 0 && piece->x == tile.x && piece->y == tile.y)
        g_array_remove_index (data->pieces, i);
    }
  scenario_end_edit (self);
  return TRUE;
}

/* Pieces */

guint
bastide_scenario_get_n_pieces (BastideScenario *self)
{
  g_return_val_if_fail (BASTIDE_IS_SCENARIO (self), 0);
  return self->data->pieces->len;
}

const BastideScenarioPiece *
bastide_scenario_get_piece (BastideScenario *self,
                            guint            index)
{
  g_return_val_if_fail (BASTIDE_IS_SCENARIO (self), NULL);
  g_return_val_if_fail (index < self->data->pieces->len, NULL);
  return &g_array_index (self->data->pieces, BastideScenarioPiece, index);
}

/**
 * bastide_scenario_find_pieces:
 *
 * Returns: (transfer full) (element-type guint): the indices of the
 * pieces on the tile covering (x, y)
 */
GArray *
bastide_scenario_find_pieces (BastideScenario *self,
                              int              x,
                              int              y)
{
  GArray *found = g_array_new (FALSE, FALSE, sizeof (guint));
  int index;
  const BastideScenarioTile *tile;

  g_return_val_if_fail (BASTIDE_IS_SCENARIO (self), found);
  index = bastide_setup_find_tile (self->data, x, y);
  if (index < 0)
    return found;
  tile = &g_array_index (self->data->tiles, BastideScenarioTile, index);
  for (guint i = 0; i < self->data->pieces->len; i++)
    {
      const BastideScenarioPiece *piece = &g_array_index (self->data->pieces, BastideScenarioPiece, i);

      if (piece->crown < 0 && piece->x == tile->x && piece->y == tile->y)
        g_array_append_val (found, i);
    }
  return found;
}

void
bastide_scenario_piece_init_feature (BastideScenarioPiece *piece,
                                     guint                 player,
                                     BastidePieceKind      kind,
                                     int                   x,
                                     int                   y,
                                     int                   feature)
{
  *piece = (BastideScenarioPiece) { player, kind, x, y, feature, -1, -1 };
}

void
bastide_scenario_piece_init_barn (BastideScenarioPiece *piece,
                                  guint                 player,
                                  int                   x,
                                  int                   y,
                                  BastideCorner         corner)
{
  *piece = (BastideScenarioPiece) { player, BASTIDE_PIECE_BARN, x, y, -1, corner, -1 };
}

void
bastide_scenario_piece_init_crown (BastideScenarioPiece *piece,
                                   guint                 player,
                                   BastideSector         sector)
{
  *piece = (BastideScenarioPiece) { player, BASTIDE_PIECE_MEEPLE, 0, 0, -1, -1, sector };
}

/**
 * bastide_scenario_piece_init_on:
 * @on: a feature id of the tile at (x, y) ("c1", "r2", "cloister"), or a
 *   corner ("NE", …) for a barn
 *
 * Fills @piece from record words.
 */
gboolean
bastide_scenario_piece_init_on (BastideScenario       *self,
                                BastideScenarioPiece  *piece,
                                guint                  player,
                                BastidePieceKind       kind,
                                int                    x,
                                int                    y,
                                const char            *on,
                                GError               **error)
{
  int index;

  g_return_val_if_fail (BASTIDE_IS_SCENARIO (self), FALSE);

  if (!find_tile_or_fail (self->data, x, y, &index, error))
    return FALSE;
  if (kind == BASTIDE_PIECE_BARN)
    {
      int corner = bastide_corner_from_name (on);

      if (corner < 0)
        {
          g_set_error (error, BASTIDE_SCENARIO_ERROR, BASTIDE_SCENARIO_ERROR_EDIT,
                       _("“%s” is not a corner: use NE, SE, SW or NW."), on);
          return FALSE;
        }
      bastide_scenario_piece_init_barn (piece, player, x, y, corner);
    }
  else
    {
      const BastideScenarioTile *tile = &g_array_index (self->data->tiles, BastideScenarioTile, index);
      int feature = bastide_tile_type_feature (bastide_catalogue_get (tile->type), on);

      if (feature < 0)
        {
          g_set_error (error, BASTIDE_SCENARIO_ERROR, BASTIDE_SCENARIO_ERROR_EDIT,
                       _("That tile has no feature “%s”."), on);
          return FALSE;
        }
      bastide_scenario_piece_init_feature (piece, player, kind, x, y, feature);
    }
  return TRUE;
}

/* Checks what can be represented and puts the piece's cell on its tile's
 * own cell; the rules are the validator's business. */
static gboolean
normalize_piece (const BastideSetup    *data,
                 const BastideScenarioPiece *in,
                 BastideScenarioPiece  *out,
                 GError               **error)
{
  const BastideScenarioTile *tile;
  int index;

  *out = *in;
  if (in->player >= data->rules.n_players)
    {
      g_set_error (error, BASTIDE_SCENARIO_ERROR, BASTIDE_SCENARIO_ERROR_EDIT,
                   _("There is no player %u in this game."), in->player + 1);
      return FALSE;
    }
  if (in->kind >= BASTIDE_N_PIECE_KINDS)
    {
      g_set_error_literal (error, BASTIDE_SCENARIO_ERROR, BASTIDE_SCENARIO_ERROR_EDIT,
                           _("There is no such piece."));
      return FALSE;
    }
  if (in->crown >= 0)
    {
      if (in->crown >= BASTIDE_N_SECTORS)
        {
          g_set_error_literal (error, BASTIDE_SCENARIO_ERROR, BASTIDE_SCENARIO_ERROR_EDIT,
                               _("There is no such sector on the wheel."));
          return FALSE;
        }
      out->x = out->y = 0;
      out->feature = out->corner = -1;
      return TRUE;
    }
  if (!find_tile_or_fail (data, in->x, in->y, &index, error))
    return FALSE;
  tile = &g_array_index (data->tiles, BastideScenarioTile, index);
  out->x = tile->x;
  out->y = tile->y;
  if (in->kind == BASTIDE_PIECE_BARN)
    {
      if (in->corner < 0 || in->corner > 3)
        {
          g_set_error_literal (error, BASTIDE_SCENARIO_ERROR, BASTIDE_SCENARIO_ERROR_EDIT,
                               _("A barn stands on a corner: NE, SE, SW or NW."));
          return FALSE;
        }
      out->feature = -1;
      return TRUE;
    }
  if (in->feature < 0 || in->feature >= bastide_catalogue_get (tile->type)->n_features)
    {
      g_set_error_literal (error, BASTIDE_SCENARIO_ERROR, BASTIDE_SCENARIO_ERROR_EDIT,
                           _("That tile has no such feature."));
      return FALSE;
    }
  out->corner = -1;
  return TRUE;
}

gboolean
bastide_scenario_add_piece (BastideScenario             *self,
                            const BastideScenarioPiece  *piece,
                            GError                     **error)
{
  BastideScenarioPiece p;

  g_return_val_if_fail (BASTIDE_IS_SCENARIO (self), FALSE);
  g_return_val_if_fail (piece != NULL, FALSE);

  if (!normalize_piece (self->data, piece, &p, error))
    return FALSE;
  if (self->data->pieces->len >= BASTIDE_MAX_PIECES)
    {
      g_set_error_literal (error, BASTIDE_SCENARIO_ERROR, BASTIDE_SCENARIO_ERROR_EDIT,
                           _("The board holds as many pieces as it can."));
      return FALSE;
    }
  scenario_begin_edit (self, _("Place piece"));
  g_array_append_val (self->data->pieces, p);
  scenario_end_edit (self);
  return TRUE;
}

/**
 * bastide_scenario_move_piece:
 * @piece: where the piece goes (and whose and what it is)
 *
 * Moves piece @index: to another feature or tile, a corner, a crown.
 */
gboolean
bastide_scenario_move_piece (BastideScenario             *self,
                             guint                        index,
                             const BastideScenarioPiece  *piece,
                             GError                     **error)
{
  BastideScenarioPiece p;

  g_return_val_if_fail (BASTIDE_IS_SCENARIO (self), FALSE);
  g_return_val_if_fail (piece != NULL, FALSE);

  if (index >= self->data->pieces->len)
    {
      g_set_error_literal (error, BASTIDE_SCENARIO_ERROR, BASTIDE_SCENARIO_ERROR_EDIT,
                           _("There is no such piece."));
      return FALSE;
    }
  if (!normalize_piece (self->data, piece, &p, error))
    return FALSE;
  if (memcmp (&p, &g_array_index (self->data->pieces, BastideScenarioPiece, index), sizeof p) == 0)
    return TRUE;
  scenario_begin_edit (self, _("Move piece"));
  g_array_index (self->data->pieces, BastideScenarioPiece, index) = p;
  scenario_end_edit (self);
  return TRUE;
}

gboolean
bastide_scenario_remove_piece (BastideScenario  *self,
                               guint             index,
                               GError          **error)
{
  g_return_val_if_fail (BASTIDE_IS_SCENARIO (self), FALSE);

  if (index >= self->data->pieces->len)
    {
      g_set_error_literal (error, BASTIDE_SCENARIO_ERROR, BASTIDE_SCENARIO_ERROR_EDIT,
                           _("There is no such piece."));
      return FALSE;
    }
  scenario_begin_edit (self, _("Remove piece"));
  g_array_remove_index (self->data->pieces, index);
  scenario_end_edit (self);
  return TRUE;
}

