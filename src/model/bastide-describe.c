/* bastide-describe.c: the board in words, for people who do not see it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Sentences are put together from short translated pieces, each a whole
 * phrase with its own context ("%s on the city", "incomplete" said of a city),
 * so that languages with cases and genders can say each one properly.
 */

#define G_LOG_DOMAIN "bastide-describe"

#include "config.h"

#include "bastide-describe.h"

#include <glib/gi18n.h>

#include "bastide-event-text.h"
#include "bastide-game-outlook.h"
#include "bastide-tiles.h"

/* Helpers */

/* A direction as a noun, as in "the road runs east–west" or "one city
 * covers north and east". */
static const char *
side_name (guint side)
{
  switch (side & 3)
    {
    /* Translators: a direction, as a noun: "the road runs north–south",
     * "one city covers north and east" */
    case BASTIDE_SIDE_N: return C_("direction", "north");
    /* Translators: a direction, as a noun, as "north" */
    case BASTIDE_SIDE_E: return C_("direction", "east");
    /* Translators: a direction, as a noun, as "north" */
    case BASTIDE_SIDE_S: return C_("direction", "south");
    /* Translators: a direction, as a noun, as "north" */
    case BASTIDE_SIDE_W: default: return C_("direction", "west");
    }
}

/* "a", "a and b", "a, b and c" */
static char *
join_list (GPtrArray *items)
{
  g_autoptr(GString) head = g_string_new (NULL);

  if (items->len == 0)
    return g_strdup ("");
  if (items->len == 1)
    return g_strdup (g_ptr_array_index (items, 0));

  for (guint i = 0; i + 1 < items->len; i++)
    {
      if (i > 0)
        /* Translators: between the items of a list but the last two, as
         * in "north, east and west" */
        g_string_append (head, C_("list", ", "));
      g_string_append (head, g_ptr_array_index (items, i));
    }
  /* Translators: the last two items of a list, as in "north, east and
   * west" or "Red and Blue" */
  return g_strdup_printf (C_("list", "%s and %s"), head->str, (char *) g_ptr_array_index (items, items->len - 1));
}

/* Clauses of one sentence: "a; b; c" */
static char *
join_clauses (GPtrArray *clauses)
{
  g_ptr_array_add (clauses, NULL);
  /* Translators: between the parts of a description, as in "North: city;
   * East: road" */
  return g_strjoinv (C_("clauses", "; "), (char **) clauses->pdata);
}

static const BastideCellDef *
board_tile_cell (const BastideBoardTile *tile,
                 int                     x,
                 int                     y)
{
  const BastideTileType *type = bastide_catalogue_get (tile->type);

  if (type->n_cells == 16)
    return bastide_tile_type_cell (type, (x - tile->x) + BASTIDE_WHEEL_SIZE * (y - tile->y));
  return bastide_tile_type_cell (type, tile->rot);
}

/* Tiles */

static char *
edge_clause (guint          side,
             BastideTerrain terrain)
{
  const char *what = bastide_terrain_label (terrain);

  switch (side)
    {
    /* Translators: one edge of a tile described for a screen reader; %s
     * is what the edge shows: city, road, field or river */
    case BASTIDE_SIDE_N: return g_strdup_printf (C_("edge", "North: %s"), what);
    /* Translators: one edge of a tile, as "North: %s" */
    case BASTIDE_SIDE_E: return g_strdup_printf (C_("edge", "East: %s"), what);
    /* Translators: one edge of a tile, as "North: %s" */
    case BASTIDE_SIDE_S: return g_strdup_printf (C_("edge", "South: %s"), what);
    /* Translators: one edge of a tile, as "North: %s" */
    case BASTIDE_SIDE_W: default: return g_strdup_printf (C_("edge", "West: %s"), what);
    }
}

static char *
connection_clause (BastideFeatureKind kind,
                   guint              sides)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *list = NULL;
  guint first = 4, second = 4;

  for (guint s = 0; s < 4; s++)
    if (sides & (1u << s))
      {
        g_ptr_array_add (names, g_strdup (side_name (s)));
        if (first == 4)
          first = s;
        else if (second == 4)
          second = s;
      }

  if (kind == BASTIDE_FEATURE_CITY)
    {
      list = join_list (names);
      if (names->len == 4)
        return g_strdup (_("one city covers all four sides"));
      /* Translators: a city spanning several sides of a tile; %s lists
       * them, as in "north and east" */
      return g_strdup_printf (_("one city covers %s"), list);
    }

  if (names->len != 2)
    return NULL;

  if ((first + 2) % 4 == second)
    /* Translators: a road or a river crossing a tile, as in "the road runs
     * east–west": the first %s is the road or river, the others are sides
     * (north, east, south, west) */
    return g_strdup_printf (_("the %s runs %s–%s"), bastide_feature_kind_label (kind),
                            side_name (first), side_name (second));
  /* Translators: a road or a river bending on a tile, as in "the road
   * turns from north to east": the first %s is the road or river, the
   * others are sides */
  return g_strdup_printf (_("the %s turns from %s to %s"), bastide_feature_kind_label (kind),
                          side_name (first), side_name (second));
}

static const char *
road_end_clause (BastideRoadEnd end,
                 guint          n_ends)
{
  switch (end)
    {
    case BASTIDE_ROAD_END_JUNCTION:
      return n_ends > 1 ? _("the roads end at a junction") : _("the road ends at a junction");
    case BASTIDE_ROAD_END_CITY:
      return _("the road ends at the city");
    case BASTIDE_ROAD_END_CLOISTER:
      return _("the road ends at the monastery");
    case BASTIDE_ROAD_END_WHEEL:
      return _("the road ends at the wheel board");
    case BASTIDE_ROAD_END_DEADEND:
    case BASTIDE_ROAD_END_NONE:
    default:
      return _("the road ends here");
    }
}

/**
 * bastide_describe_tile:
 * @type: a tile type (bastide_catalogue_get())
 * @rot: quarter turns clockwise
 *
 * Returns: (transfer full): the tile edge by edge and how its sides join
 */
char *
bastide_describe_tile (guint type,
                       guint rot)
{
  const BastideTileType *tile;
  const BastideCellDef *cell;
  g_autoptr(GPtrArray) clauses = g_ptr_array_new_with_free_func (g_free);
  guint n_cities = 0, shields = 0, n_road_ends = 0;
  BastideRoadEnd road_end = BASTIDE_ROAD_END_NONE;

  g_return_val_if_fail (type < bastide_catalogue ()->n_types, NULL);

  tile = bastide_catalogue_get (type);
  if (tile->is_wheel_board)
    return g_strdup (_("The wheel board"));
  if (tile->is_abbey)
    return g_strdup (_("An abbey: it fits next to anything"));

  cell = bastide_tile_type_cell (tile, rot & 3);
  for (guint s = 0; s < 4; s++)
    g_ptr_array_add (clauses, edge_clause (s, bastide_cell_terrain (cell, s)));

  for (guint f = 0; f < tile->n_features; f++)
    {
      const BastideFeatureDef *def = &tile->features[f];
      guint sides = 0, n_sides;
      char *clause;

      for (guint s = 0; s < 4; s++)
        if (cell->edge_feature[s] == (int) f)
          sides |= 1u << s;
      n_sides = __builtin_popcount (sides);

      if (def->kind == BASTIDE_FEATURE_CITY)
        {
          n_cities++;
          shields += def->shields;
        }
      if (def->kind == BASTIDE_FEATURE_ROAD && n_sides == 1)
        {
          n_road_ends++;
          road_end = def->road_end;
        }
      if (n_sides >= 2 && (clause = connection_clause (def->kind, sides)) != NULL)
        g_ptr_array_add (clauses, clause);
    }

  if (n_cities > 1)
    g_ptr_array_add (clauses, g_strdup (_("the cities are separate")));
  if (shields > 0)
    /* Translators: the shields on a tile's city */
    g_ptr_array_add (clauses, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u shield", "%u shields", shields),
                                               shields));
  if (n_road_ends > 0)
    g_ptr_array_add (clauses, g_strdup (road_end_clause (road_end, n_road_ends)));
  if (tile->has_cloister)
    g_ptr_array_add (clauses, g_strdup (_("a monastery in the middle")));
  if (tile->has_garden)
    g_ptr_array_add (clauses, g_strdup (_("a garden in the middle")));
  if (tile->is_spring)
    g_ptr_array_add (clauses, g_strdup (_("the river springs here")));
  if (tile->is_lake)
    g_ptr_array_add (clauses, g_strdup (_("the river ends in a lake")));
  if (tile->wheel > 0)
    /* Translators: a Wheel of Fortune tile: drawing it moves the pig */
    g_ptr_array_add (clauses, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                            "drawing it turns the wheel %u sector",
                                                            "drawing it turns the wheel %u sectors",
                                                            tile->wheel),
                                               (guint) tile->wheel));

  return join_clauses (clauses);
}

/* What meets across each edge */

static char *
meeting_clause (guint          side,
                BastideTerrain ours,
                BastideTerrain theirs,
                gboolean       meets)
{
  const char *a = bastide_terrain_label (ours);
  const char *b = bastide_terrain_label (theirs);

  /* Translators: for a screen reader, what an edge of the tile in hand
   * meets on the board, as in "city meets city to the north": the first
   * %s is this tile's edge, the second the neighbour's */
  if (meets)
    switch (side)
      {
      case BASTIDE_SIDE_N: return g_strdup_printf (C_("fit", "%s meets %s to the north"), a, b);
      case BASTIDE_SIDE_E: return g_strdup_printf (C_("fit", "%s meets %s to the east"), a, b);
      case BASTIDE_SIDE_S: return g_strdup_printf (C_("fit", "%s meets %s to the south"), a, b);
      case BASTIDE_SIDE_W: default: return g_strdup_printf (C_("fit", "%s meets %s to the west"), a, b);
      }

  /* Translators: an edge of the tile in hand that does not match its
   * neighbour, as in "road would meet city to the west" */
  switch (side)
    {
    case BASTIDE_SIDE_N: return g_strdup_printf (C_("fit", "%s would meet %s to the north"), a, b);
    case BASTIDE_SIDE_E: return g_strdup_printf (C_("fit", "%s would meet %s to the east"), a, b);
    case BASTIDE_SIDE_S: return g_strdup_printf (C_("fit", "%s would meet %s to the south"), a, b);
    case BASTIDE_SIDE_W: default: return g_strdup_printf (C_("fit", "%s would meet %s to the west"), a, b);
    }
}

/**
 * bastide_describe_fit:
 * @game: a #BastideGame
 * @type: the tile to place (usually the tile in hand)
 * @x: column of the square
 * @y: row of the square
 * @rot: quarter turns clockwise
 *
 * Returns: (transfer full): whether the tile fits there and what each of
 *   its edges meets; edges that do not match come first
 */
char *
bastide_describe_fit (BastideGame *game,
                      guint        type,
                      int          x,
                      int          y,
                      guint        rot)
{
  static const int dx[4] = { 0, 1, 0, -1 };
  static const int dy[4] = { -1, 0, 1, 0 };
  const BastideCellDef *cell;
  g_autoptr(GPtrArray) clauses = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) error = NULL;
  g_autofree char *joined = NULL;
  gboolean fits;
  guint n_neighbours = 0, n_mismatches = 0;

  g_return_val_if_fail (BASTIDE_IS_GAME (game), NULL);
  g_return_val_if_fail (type < bastide_catalogue ()->n_types, NULL);

  if (bastide_game_get_tile_at (game, x, y, NULL))
    return g_strdup (_("A tile lies here already"));

  cell = bastide_tile_type_cell (bastide_catalogue_get (type), rot & 3);
  for (int pass = 0; pass < 2; pass++)
    for (guint s = 0; s < 4; s++)
      {
        BastideBoardTile neighbour;
        BastideTerrain ours, theirs;
        gboolean meets;

        if (!bastide_game_get_tile_at (game, x + dx[s], y + dy[s], &neighbour))
          continue;
        ours = bastide_cell_terrain (cell, s);
        theirs = bastide_cell_terrain (board_tile_cell (&neighbour, x + dx[s], y + dy[s]), (s + 2) & 3);
        meets = ours == theirs || ours == BASTIDE_TERRAIN_ABBEY || theirs == BASTIDE_TERRAIN_ABBEY;
        /* the edges that do not match first: they are the reason */
        if (meets != (pass == 1))
          continue;
        n_neighbours++;
        n_mismatches += !meets;
        g_ptr_array_add (clauses, meeting_clause (s, ours, theirs, meets));
      }

  if (n_neighbours == 0)
    return g_strdup (_("No tile lies next to this square"));

  fits = bastide_game_check_placement (game, x, y, rot & 3, &error);
  /* the edges match, but the rules refuse (the river's course): say why */
  if (!fits && n_mismatches == 0 && error != NULL)
    g_ptr_array_insert (clauses, 0, g_strdup (error->message));

  joined = join_clauses (clauses);
  if (fits)
    /* Translators: the tile in hand may go here; %s says what each edge
     * meets, as in "city meets city to the north" */
    return g_strdup_printf (_("Fits: %s"), joined);
  /* Translators: the tile in hand may not go here; %s says why */
  return g_strdup_printf (_("Does not fit: %s"), joined);
}

/* Features and spots */

static const char *
state_word (const BastideFeatureInfo *info)
{
  switch (info->kind)
    {
    case BASTIDE_FEATURE_CITY:
      /* Translators: said of a city: all its walls are built, or not */
      return info->complete ? C_("city", "complete") : C_("city", "incomplete");
    case BASTIDE_FEATURE_ROAD:
      /* Translators: said of a road: both its ends are reached, or not */
      return info->complete ? C_("road", "complete") : C_("road", "incomplete");
    case BASTIDE_FEATURE_CLOISTER:
      /* Translators: said of a monastery: all eight squares around it
       * hold a tile, or not */
      return info->complete ? C_("monastery", "complete") : C_("monastery", "incomplete");
    case BASTIDE_FEATURE_GARDEN:
      /* Translators: said of a garden, as of a monastery */
      return info->complete ? C_("garden", "complete") : C_("garden", "incomplete");
    case BASTIDE_FEATURE_FIELD:
    case BASTIDE_FEATURE_RIVER:
    case BASTIDE_N_FEATURE_KINDS:
    default:
      return NULL;
    }
}

static char *
holders_clause (BastideGame              *game,
                const BastideFeatureInfo *info)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *list = NULL;

  for (guint p = 0; p < bastide_game_get_n_players (game); p++)
    {
      const char *name = bastide_game_get_player_name (game, p);

      if (info->pieces[p] == 1)
        g_ptr_array_add (names, g_strdup (name));
      else if (info->pieces[p] > 1)
        /* Translators: a player and how many pieces they have on a
         * feature, as in "Red (2)" */
        g_ptr_array_add (names, g_strdup_printf (_("%s (%u)"), name, info->pieces[p]));
    }

  if (names->len == 0)
    return g_strdup (_("nobody holds it"));

  list = join_list (names);
  /* Translators: who has pieces on a feature; %s is one name or a list */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s holds it", "%s hold it", names->len), list);
}

static char *
describe_info (BastideGame              *game,
               const BastideFeatureInfo *info)
{
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_free);
  const char *state = state_word (info);

  if (state != NULL)
    g_ptr_array_add (items, g_strdup (state));
  if (info->kind == BASTIDE_FEATURE_CLOISTER || info->kind == BASTIDE_FEATURE_GARDEN)
    /* Translators: how many of the nine squares a monastery (or garden)
     * and its neighbours make have a tile */
    g_ptr_array_add (items, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                          "%u of 9 squares filled",
                                                          "%u of 9 squares filled", info->tiles),
                                             info->tiles));
  else
    g_ptr_array_add (items, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u tile", "%u tiles", info->tiles),
                                             info->tiles));
  if (info->shields > 0)
    g_ptr_array_add (items, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u shield", "%u shields",
                                                          info->shields),
                                             info->shields));
  if (info->barns > 0)
    /* Translators: barns standing on a field */
    g_ptr_array_add (items, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u barn", "%u barns", info->barns),
                                             info->barns));
  g_ptr_array_add (items, holders_clause (game, info));
  g_ptr_array_add (items, NULL);

  /* Translators: between the facts about a feature, as in "incomplete, 3 tiles,
   * Red holds it" */
  return g_strjoinv (C_("facts", ", "), (char **) items->pdata);
}

/**
 * bastide_describe_feature:
 * @game: a #BastideGame
 * @x: column of a tile
 * @y: row of that tile
 * @feature: a feature index on that tile
 *
 * Returns: (transfer full) (nullable): whether the feature is complete,
 *   its size and who holds it; %NULL when there is no such feature
 */
char *
bastide_describe_feature (BastideGame *game,
                          int          x,
                          int          y,
                          int          feature)
{
  BastideFeatureInfo info;

  g_return_val_if_fail (BASTIDE_IS_GAME (game), NULL);

  if (!bastide_game_get_feature_info (game, x, y, feature, &info))
    return NULL;
  return describe_info (game, &info);
}

static char *
piece_on (BastidePieceKind   piece,
          BastideFeatureKind on)
{
  const char *name = bastide_piece_label (piece);

  /* Translators: where a piece stands; %s is the piece, as in "follower on
   * the city" */
  switch (on)
    {
    case BASTIDE_FEATURE_ROAD: return g_strdup_printf (C_("spot", "%s on the road"), name);
    case BASTIDE_FEATURE_FIELD: return g_strdup_printf (C_("spot", "%s in the field"), name);
    case BASTIDE_FEATURE_CLOISTER: return g_strdup_printf (C_("spot", "%s in the monastery"), name);
    case BASTIDE_FEATURE_GARDEN: return g_strdup_printf (C_("spot", "%s in the garden"), name);
    case BASTIDE_FEATURE_RIVER: return g_strdup_printf (C_("spot", "%s on the river"), name);
    case BASTIDE_FEATURE_CITY:
    case BASTIDE_N_FEATURE_KINDS:
    default: return g_strdup_printf (C_("spot", "%s on the city"), name);
    }
}

static char *
piece_at_corner (BastidePieceKind piece,
                 guint            corner)
{
  const char *name = bastide_piece_label (piece);

  /* Translators: a barn where four fields meet, at a corner of the tile
   * just placed; %s is the piece */
  switch (corner & 3)
    {
    case BASTIDE_CORNER_NE: return g_strdup_printf (C_("spot", "%s at the north-east corner"), name);
    case BASTIDE_CORNER_SE: return g_strdup_printf (C_("spot", "%s at the south-east corner"), name);
    case BASTIDE_CORNER_SW: return g_strdup_printf (C_("spot", "%s at the south-west corner"), name);
    case BASTIDE_CORNER_NW: default: return g_strdup_printf (C_("spot", "%s at the north-west corner"), name);
    }
}

/* What the feature would score if the game ended now and completed, or
 * that it can no longer be completed, as facts: "worth 3 points if the
 * game ended now, at least 6 points if completed"; NULL for a complete
 * feature (its state says so). */
static char *
describe_prospects (BastideGame *game,
                    int          x,
                    int          y,
                    int          feature)
{
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_free);
  BastideFeatureOutlook outlook;

  if (!bastide_game_get_feature_outlook (game, x, y, feature, &outlook))
    return NULL;
  if (outlook.now != NULL)
    {
      int now = bastide_event_text_worth (outlook.now);

      /* Translators: what a feature is worth at the end as it stands */
      g_ptr_array_add (items, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "worth %d point if the game ended now",
                                                            "worth %d points if the game ended now", now),
                                               now));
    }
  if (outlook.barns != NULL)
    {
      int barns = bastide_event_text_worth (outlook.barns);

      /* Translators: what the barns on a field are worth at the end as
       * it stands */
      g_ptr_array_add (items, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "its barns worth %d point now",
                                                            "its barns worth %d points now", barns),
                                               barns));
    }
  if (outlook.completed != NULL)
    {
      int completed = bastide_event_text_worth (outlook.completed);

      if (outlook.kind == BASTIDE_FEATURE_CITY || outlook.kind == BASTIDE_FEATURE_ROAD)
        /* Translators: what a road or city scores completed, at the
         * least: each tile that completes it adds to it */
        g_ptr_array_add (items, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "at least %d point if completed",
                                                              "at least %d points if completed", completed),
                                                 completed));
      else
        /* Translators: what a monastery or garden scores completed */
        g_ptr_array_add (items, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d point if completed",
                                                              "%d points if completed", completed),
                                                 completed));
    }
  else if (!outlook.complete && !outlook.can_complete && outlook.kind != BASTIDE_FEATURE_FIELD)
    /* Translators: a road, city or monastery next to an empty square that
     * no tile left can fill */
    g_ptr_array_add (items, g_strdup (_("it can no longer be completed")));
  bastide_feature_outlook_clear (&outlook);
  if (items->len == 0)
    return NULL;
  g_ptr_array_add (items, NULL);
  return g_strjoinv (C_("facts", ", "), (char **) items->pdata);
}

/* @piece where it stands (or would), the feature there as it is and,
 * with @prospects, what it would score. */
static char *
describe_spot (BastideGame      *game,
               BastidePieceKind  piece,
               int               x,
               int               y,
               int               feature,
               int               corner,
               int               crown,
               gboolean          with_prospects)
{
  BastideFeatureInfo info;
  g_autofree char *where = NULL;
  g_autofree char *facts = NULL;
  g_autofree char *prospects = NULL;
  g_autofree char *spot = NULL;
  BastideBoardTile tile;

  if (crown >= 0)
    /* Translators: a follower on the Wheel of Fortune; %s is the piece,
     * then the sector, as in "follower on a crown space of FAMINE" */
    return g_strdup_printf (C_("spot", "%s on a crown space of %s"), bastide_piece_label (piece),
                            bastide_sector_label (crown));

  if (corner >= 0 && bastide_game_get_tile_at (game, x, y, &tile))
    {
      /* corner c holds the ports 2c + 1 and 2c + 2: the field there */
      feature = board_tile_cell (&tile, x, y)->port_feature[(2 * corner + 1) & 7];
      where = piece_at_corner (piece, corner);
    }

  if (!bastide_game_get_feature_info (game, x, y, feature, &info))
    return g_steal_pointer (&where);
  if (where == NULL)
    where = piece_on (piece, info.kind);
  facts = describe_info (game, &info);
  if (with_prospects)
    prospects = describe_prospects (game, x, y, feature);
  /* Translators: a piece's spot and the facts about its feature, as in
   * "follower on the city, incomplete, 3 tiles, Red holds it" */
  spot = g_strdup_printf (C_("spot", "%s, %s"), where, facts);
  if (prospects == NULL)
    return g_steal_pointer (&spot);
  return g_strjoin (C_("facts", ", "), spot, prospects, NULL);
}

/**
 * bastide_describe_deploy:
 * @game: a #BastideGame
 * @deploy: a deploy spot on the tile just placed (bastide_game_list_deploys())
 *
 * Returns: (transfer full): the piece, what it would stand on, and that
 *   feature as it is now
 */
char *
bastide_describe_deploy (BastideGame         *game,
                         const BastideDeploy *deploy)
{
  BastideBoardTile tile;

  g_return_val_if_fail (BASTIDE_IS_GAME (game), NULL);
  g_return_val_if_fail (deploy != NULL, NULL);

  if (!bastide_game_get_last_tile (game, &tile, NULL))
    return g_strdup (bastide_piece_label (deploy->piece));
  return describe_spot (game, deploy->piece, tile.x, tile.y, deploy->feature, deploy->corner, deploy->crown,
                        TRUE);
}

char *
bastide_describe_choice (BastideGame      *game,
                         BastidePieceKind  piece,
                         int               x,
                         int               y,
                         int               feature)
{
  g_return_val_if_fail (BASTIDE_IS_GAME (game), NULL);

  if (feature < 0)
    /* Translators: an empty square with tiles on all four sides, where an
     * abbey may go; the numbers are the column and the row */
    return g_strdup_printf (_("the empty square at column %d, row %d"), x, y);
  return describe_spot (game, piece, x, y, feature, -1, -1, TRUE);
}

/**
 * bastide_describe_square:
 * @game: a #BastideGame
 * @x: column
 * @y: row
 *
 * Returns: (transfer full): the tile on the square edge by edge and who
 *   stands on it, or that the square is empty
 */
char *
bastide_describe_square (BastideGame *game,
                         int          x,
                         int          y)
{
  g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);
  BastideBoardTile tile;
  BastideBoardPiece piece;

  g_return_val_if_fail (BASTIDE_IS_GAME (game), NULL);

  if (!bastide_game_get_tile_at (game, x, y, &tile))
    {
      BastideSquareOdds odds;

      /* at the end every empty square is dead: nothing to point out */
      if (bastide_game_get_is_over (game) || !bastide_game_get_square_odds (game, x, y, &odds))
        return g_strdup (_("Empty square"));
      if (odds.dead)
        /* Translators: an empty square next to the board that no tile
         * left in the pile (nor an abbey) can ever fill */
        return g_strdup (_("Empty square, no tile left can fill it"));
      /* Translators: an empty square next to the board and how many of
       * the tiles left in the pile fit it, as in "tiles left that fit: 2
       * of 17" */
      return g_strdup_printf (_("Empty square, tiles left that fit: %u of %u"), odds.fits, odds.tiles_left);
    }

  if (bastide_catalogue_get (tile.type)->is_wheel_board)
    /* Translators: the Wheel of Fortune board; %s is the sector the pig
     * stands on */
    g_ptr_array_add (parts, g_strdup_printf (_("The wheel board: the pig stands on %s"),
                                             bastide_sector_label (bastide_game_get_pig (game))));
  else
    g_ptr_array_add (parts, bastide_describe_tile (tile.type, tile.rot));

  for (guint i = 0; bastide_game_get_piece (game, i, &piece); i++)
    {
      g_autofree char *spot = NULL;

      if (piece.x != tile.x || piece.y != tile.y)
        continue;
      /* pieces sharing a feature are told once, with its holders */
      if (piece.crown < 0 && piece.kind != BASTIDE_PIECE_BARN && piece.rank > 0)
        continue;
      spot = describe_spot (game, piece.kind, piece.x, piece.y, piece.feature, piece.corner, piece.crown, TRUE);
      if (piece.crown < 0 && piece.kind != BASTIDE_PIECE_BARN)
        g_ptr_array_add (parts, g_steal_pointer (&spot));
      else
        /* Translators: a piece whose feature does not say who holds it (a
         * barn, a crown space); the first %s is its owner, the second
         * where it stands, as in "Red: barn at the north-east corner" */
        g_ptr_array_add (parts, g_strdup_printf (_("%s: %s"), bastide_game_get_player_name (game, piece.owner),
                                                 spot));
    }
  g_ptr_array_add (parts, NULL);

  /* Translators: between the sentences of a description */
  return g_strjoinv (C_("sentences", ". "), (char **) parts->pdata);
}

/* News */

char *
bastide_describe_turn (BastideGame *game,
                       guint        player)
{
  g_return_val_if_fail (BASTIDE_IS_GAME (game), NULL);

  /* Translators: Whose turn it is, e.g. "Anna’s turn" */
  return g_strdup_printf (_("%s’s turn"), bastide_game_get_player_name (game, player));
}

char *
bastide_describe_placement (BastideGame            *game,
                            guint                   player,
                            const BastideBoardTile *placed)
{
  g_autofree char *tile = NULL;

  g_return_val_if_fail (BASTIDE_IS_GAME (game), NULL);
  g_return_val_if_fail (placed != NULL, NULL);

  tile = bastide_describe_tile (placed->type, placed->rot);
  /* Translators: news for a screen reader: a player placed a tile; %s is
   * the player, the numbers the column and the row, the last %s the tile
   * edge by edge */
  return g_strdup_printf (_("%s placed a tile at column %d, row %d: %s"),
                          bastide_game_get_player_name (game, player), placed->x, placed->y, tile);
}

char *
bastide_describe_deployed (BastideGame            *game,
                           const BastidePieceMove *move)
{
  g_autofree char *spot = NULL;

  g_return_val_if_fail (BASTIDE_IS_GAME (game), NULL);
  g_return_val_if_fail (move != NULL, NULL);

  spot = describe_spot (game, move->kind, move->x, move->y, move->feature, move->corner, move->crown, FALSE);
  /* Translators: news for a screen reader: a player put a piece on the
   * board; the second %s says where, as in "follower on the city, incomplete,
   * 2 tiles, Blue holds it" */
  return g_strdup_printf (_("%s deployed: %s"), bastide_game_get_player_name (game, move->player), spot);
}

char *
bastide_describe_score (BastideGame *game,
                        guint        player,
                        int          score,
                        int          delta)
{
  const char *name;

  g_return_val_if_fail (BASTIDE_IS_GAME (game), NULL);

  name = bastide_game_get_player_name (game, player);
  if (delta < 0)
    /* Translators: news for a screen reader: a player lost points; the
     * last number is their score now */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s loses %d point: %d now", "%s loses %d points: %d now",
                                         -delta),
                            name, -delta, score);
  /* Translators: news for a screen reader: a player scored; the last
   * number is their score now */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s scores %d point: %d now", "%s scores %d points: %d now",
                                       delta),
                          name, delta, score);
}

/**
 * bastide_describe_winners:
 * @game: a #BastideGame that is over
 *
 * Returns: (transfer full): who won, with how many points
 */
char *
bastide_describe_winners (BastideGame *game)
{
  guint winners;
  int best = 0;

  g_return_val_if_fail (BASTIDE_IS_GAME (game), NULL);

  winners = bastide_game_get_winners (game);
  for (guint p = 0; p < bastide_game_get_n_players (game); p++)
    if (winners & (1u << p))
      best = bastide_game_get_score (game, p);

  if (__builtin_popcount (winners) != 1)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "A shared victory with %d point",
                                         "A shared victory with %d points", best),
                            best);

  for (guint p = 0; p < bastide_game_get_n_players (game); p++)
    if (winners & (1u << p))
      /* Translators: %s is the winner's name, %d the final score */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "%s wins with %d point",
                                           "%s wins with %d points", best),
                              bastide_game_get_player_name (game, p), best);

  return g_strdup (_("The game is over"));
}

static int
compare_scores (gconstpointer a,
                gconstpointer b,
                gpointer      game)
{
  int sa = bastide_game_get_score (game, *(const guint *) a);
  int sb = bastide_game_get_score (game, *(const guint *) b);

  return sa != sb ? sb - sa : (int) *(const guint *) a - (int) *(const guint *) b;
}

/**
 * bastide_describe_final_scores:
 * @game: a #BastideGame
 *
 * Returns: (transfer full): each player's score and its categories, the
 *   best first: "Anna: 87 points (Roads 12, Cities 24, Fields 51)"
 */
char *
bastide_describe_final_scores (BastideGame *game)
{
  g_autoptr(GPtrArray) players = g_ptr_array_new_with_free_func (g_free);
  guint order[BASTIDE_MAX_PLAYERS];
  guint n;

  g_return_val_if_fail (BASTIDE_IS_GAME (game), NULL);

  n = bastide_game_get_n_players (game);
  for (guint p = 0; p < n; p++)
    order[p] = p;
  g_qsort_with_data (order, n, sizeof order[0], compare_scores, game);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);
      g_autofree char *categories = NULL;
      g_autofree char *total = NULL;
      int score = bastide_game_get_score (game, order[i]);

      for (int c = 0; c < BASTIDE_N_CATEGORIES; c++)
        {
          int points = bastide_game_get_category_score (game, order[i], c);

          if (points != 0)
            /* Translators: a category of the score sheet and its points,
             * as in "Cities 24" */
            g_ptr_array_add (parts, g_strdup_printf (_("%s %d"), bastide_category_label (c), points));
        }
      g_ptr_array_add (parts, NULL);
      categories = g_strjoinv (C_("facts", ", "), (char **) parts->pdata);

      /* Translators: a player's final score, as in "Anna: 87 points" */
      total = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s: %d point", "%s: %d points", score),
                               bastide_game_get_player_name (game, order[i]), score);
      if (*categories != '\0')
        /* Translators: a final score and where it came from, as in "Anna:
         * 87 points (Roads 12, Cities 24)" */
        g_ptr_array_add (players, g_strdup_printf (C_("final", "%s (%s)"), total, categories));
      else
        g_ptr_array_add (players, g_steal_pointer (&total));
    }

  return join_clauses (players);
}

/**
 * bastide_describe_score_history:
 * @game: a #BastideGame
 *
 * Returns: (transfer full): each player's score a quarter, half and three
 *   quarters into the game and at the end
 */
char *
bastide_describe_score_history (BastideGame *game)
{
  g_autoptr(GPtrArray) players = g_ptr_array_new_with_free_func (g_free);

  g_return_val_if_fail (BASTIDE_IS_GAME (game), NULL);

  for (guint p = 0; p < bastide_game_get_n_players (game); p++)
    {
      g_autoptr(GArray) history = bastide_game_get_score_history (game, p);
      g_autoptr(GPtrArray) points = g_ptr_array_new_with_free_func (g_free);
      g_autofree char *joined = NULL;
      guint last = history->len > 0 ? history->len - 1 : 0;
      guint previous = 0;

      if (history->len == 0)
        continue;
      for (guint quarter = 1; quarter < 4; quarter++)
        {
          guint turn = last * quarter / 4;

          if (turn == 0 || turn == previous)
            continue;
          previous = turn;
          /* Translators: a score part way through the game, as in "23
           * after turn 18" */
          g_ptr_array_add (points, g_strdup_printf (_("%d after turn %u"), g_array_index (history, int, turn), turn));
        }
      /* Translators: the final score, as in "87 at the end" */
      g_ptr_array_add (points, g_strdup_printf (_("%d at the end"), g_array_index (history, int, last)));
      g_ptr_array_add (points, NULL);
      joined = g_strjoinv (C_("facts", ", "), (char **) points->pdata);
      g_ptr_array_add (players, g_strdup_printf (_("%s: %s"), bastide_game_get_player_name (game, p), joined));
    }

  return join_clauses (players);
}

char *
bastide_describe_suggestion (BastideGame         *game,
                             int                  x,
                             int                  y,
                             guint                rot,
                             const BastideDeploy *deploy)
{
  g_autofree char *tile = NULL;
  g_autofree char *move = NULL;
  g_autofree char *piece = NULL;
  int hand;

  g_return_val_if_fail (BASTIDE_IS_GAME (game), NULL);

  hand = bastide_game_get_tile_in_hand (game);
  if (hand < 0)
    return g_strdup ("");

  tile = bastide_describe_tile (hand, rot);
  /* Translators: a hint for a screen reader: where the tile in hand
   * should go (column, row) and how it should face (its edges) */
  move = g_strdup_printf (_("Suggested: column %d, row %d, turned so: %s"), x, y, tile);
  if (deploy == NULL)
    return g_steal_pointer (&move);

  if (deploy->crown >= 0)
    piece = g_strdup_printf (C_("spot", "%s on a crown space of %s"), bastide_piece_label (deploy->piece),
                             bastide_sector_label (deploy->crown));
  else if (deploy->corner >= 0)
    piece = piece_at_corner (deploy->piece, deploy->corner);
  else if (deploy->feature >= 0 && (guint) deploy->feature < bastide_catalogue_get (hand)->n_features)
    piece = piece_on (deploy->piece, bastide_catalogue_get (hand)->features[deploy->feature].kind);
  else
    return g_steal_pointer (&move);
  /* Translators: a suggested move and the piece to deploy with it, as in
   * "…; then follower on the city" */
  return g_strdup_printf (C_("suggestion", "%s; then %s"), move, piece);
}

char *
bastide_describe_tile_count (guint type,
                             guint count)
{
  g_autofree char *tile = bastide_describe_tile (type, 0);

  /* Translators: a tile type in the list of the tiles left; %u is how
   * many copies, %s the tile edge by edge */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u left: %s", "%u left: %s", count), count, tile);
}
