/* bastide-tiles.c: the tile catalogue, read once from the embedded JSON
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bastide-tiles"

#include "config.h"

#include "bastide-tiles.h"

#include <glib/gi18n.h>
#include <gio/gio.h>
#include <json-glib/json-glib.h>
#include <string.h>

#include "bastide-engine-resources.h"
#include "bastide-enums.h"

static const char * const set_names[BASTIDE_N_SETS] = {
  "base", "river", "abbey-mayor", "wheel-of-fortune",
};

static const char * const side_names[4] = { "N", "E", "S", "W" };
static const char * const port_names[8] = {
  "NNW", "NNE", "ENE", "ESE", "SSE", "SSW", "WSW", "WNW",
};
static const char * const corner_names[4] = { "NE", "SE", "SW", "NW" };

static BastideCatalogue catalogue;

static int
index_of (const char * const *names,
          guint               n,
          const char         *name)
{
  for (guint i = 0; i < n; i++)
    if (g_strcmp0 (names[i], name) == 0)
      return i;
  return -1;
}

static BastideTerrain
terrain_from_char (char c)
{
  switch (c)
    {
    case 'C': return BASTIDE_TERRAIN_CITY;
    case 'R': return BASTIDE_TERRAIN_ROAD;
    case 'F': return BASTIDE_TERRAIN_FIELD;
    case 'V': return BASTIDE_TERRAIN_RIVER;
    case 'A': return BASTIDE_TERRAIN_ABBEY;
    default:
      g_error ("unknown terrain '%c' in the tile catalogue", c);
    }
}

static BastideFeatureKind
kind_from_name (const char *name)
{
  int k = bastide_enum_from_nick (BASTIDE_TYPE_FEATURE_KIND, name);

  if (k < 0)
    g_error ("unknown feature kind '%s' in the tile catalogue", name);
  return k;
}

static BastideRoadEnd
road_end_from_name (const char *name)
{
  static const char * const ends[] = {
    "", "junction", "city", "cloister", "deadend", "wheel",
  };
  int e = index_of (ends, G_N_ELEMENTS (ends), name);

  if (e < 0)
    g_error ("unknown road end '%s' in the tile catalogue", name);
  return e;
}

/* "N" or, on the wheel board, "2,0:N": the cell and the side or port. */
static void
parse_place (const char         *text,
             const char * const *names,
             guint               n_names,
             guint              *cell,
             guint              *what)
{
  const char *colon = strchr (text, ':');
  int index;

  *cell = 0;
  if (colon != NULL)
    {
      *cell = (text[0] - '0') + BASTIDE_WHEEL_SIZE * (text[2] - '0');
      text = colon + 1;
    }
  index = index_of (names, n_names, text);
  if (index < 0)
    g_error ("unknown side or port '%s' in the tile catalogue", text);
  *what = index;
}

static void
set_terrain (BastideCellDef *cell,
             guint           side,
             BastideTerrain  terrain)
{
  cell->signature &= ~(0xf << (4 * side));
  cell->signature |= terrain << (4 * side);
}

/* Turns the catalogue-orientation cell by rot quarter turns clockwise. */
static void
rotate_cell (const BastideCellDef *from,
             guint                 rot,
             BastideCellDef       *to)
{
  memset (to, 0, sizeof *to);
  for (guint s = 0; s < 4; s++)
    {
      guint t = (s + rot) % 4;

      set_terrain (to, t, bastide_cell_terrain (from, s));
      to->edge_feature[t] = from->edge_feature[s];
      if (from->river_sides & (1 << s))
        to->river_sides |= 1 << t;
    }
  for (guint p = 0; p < 8; p++)
    to->port_feature[(p + 2 * rot) % 8] = from->port_feature[p];
}

static void
compute_field_corners (BastideCellDef *cell)
{
  cell->field_corners = 0;
  for (guint c = 0; c < 4; c++)
    {
      int a = cell->port_feature[2 * c + 1];
      int b = cell->port_feature[(2 * c + 2) % 8];

      if (a >= 0 && a == b)
        cell->field_corners |= 1 << c;
    }
}

/* Whether rotations a and b of a tile play the same: the same terrains,
 * and a one-to-one map of features (same kind, shields, road end, gate
 * and cities) that agrees on every edge and port. Fills map[f] with the
 * feature of rotation b that feature f of rotation a corresponds to. */
static gboolean
rotations_equivalent (const BastideTileType *type,
                      guint                  a,
                      guint                  b,
                      gint8                  map[BASTIDE_MAX_FEATURES])
{
  const BastideCellDef *ca = &type->cells[a], *cb = &type->cells[b];

  if (ca->signature != cb->signature || ca->river_sides != cb->river_sides
      || ca->field_corners != cb->field_corners)
    return FALSE;
  for (guint f = 0; f < BASTIDE_MAX_FEATURES; f++)
    map[f] = -1;
  /* Features with no edge or port (cloister, garden) map to themselves. */
  for (guint f = 0; f < type->n_features; f++)
    if (type->features[f].kind == BASTIDE_FEATURE_CLOISTER
        || type->features[f].kind == BASTIDE_FEATURE_GARDEN)
      map[f] = f;
  for (guint i = 0; i < 12; i++)
    {
      int fa = i < 4 ? ca->edge_feature[i] : ca->port_feature[i - 4];
      int fb = i < 4 ? cb->edge_feature[i] : cb->port_feature[i - 4];

      if ((fa < 0) != (fb < 0))
        return FALSE;
      if (fa < 0)
        continue;
      if (map[fa] >= 0 && map[fa] != fb)
        return FALSE;
      map[fa] = fb;
    }
  for (guint f = 0; f < type->n_features; f++)
    {
      const BastideFeatureDef *fa = &type->features[f], *fb;
      guint16 cities = 0;

      if (map[f] < 0)
        return FALSE;
      fb = &type->features[map[f]];
      if (fa->kind != fb->kind || fa->shields != fb->shields || fa->road_end != fb->road_end
          || fa->tunnel != fb->tunnel
          || (fa->gate >= 0) != (fb->gate >= 0) || (fa->gate >= 0 && map[fa->gate] != fb->gate))
        return FALSE;
      for (guint c = 0; c < type->n_features; c++)
        if (fa->cities & (1 << c))
          {
            if (map[c] < 0)
              return FALSE;
            cities |= 1 << map[c];
          }
      if (cities != fb->cities)
        return FALSE;
    }
  return TRUE;
}

/* The features of a tile and the edges and ports they reach. */
static void
parse_features (JsonArray       *features,
                BastideTileType *type)
{
  type->n_features = json_array_get_length (features);
  g_assert (type->n_features <= BASTIDE_MAX_FEATURES);
  for (guint i = 0; i < type->n_features; i++)
    {
      JsonObject *f = json_array_get_object_element (features, i);
      BastideFeatureDef *def = &type->features[i];

      g_strlcpy (def->id, json_object_get_string_member (f, "id"), sizeof def->id);
      def->kind = kind_from_name (json_object_get_string_member (f, "kind"));
      def->shields = json_object_get_int_member_with_default (f, "shields", 0);
      def->road_end = road_end_from_name (json_object_get_string_member_with_default (f, "end", ""));
      def->tunnel = json_object_get_boolean_member_with_default (f, "tunnel", FALSE);
      def->gate = -1;
      if (def->kind == BASTIDE_FEATURE_CLOISTER)
        type->has_cloister = i + 1;
      if (def->kind == BASTIDE_FEATURE_GARDEN)
        type->has_garden = i + 1;

      if (json_object_has_member (f, "edges"))
        {
          JsonArray *edges = json_object_get_array_member (f, "edges");

          def->n_edges = json_array_get_length (edges);
          for (guint e = 0; e < def->n_edges; e++)
            {
              guint cell, side;

              parse_place (json_array_get_string_element (edges, e), side_names, 4, &cell, &side);
              type->cells[cell].edge_feature[side] = i;
              type->feature_sides[i] |= 1 << side;
              if (def->kind == BASTIDE_FEATURE_RIVER)
                type->cells[cell].river_sides |= 1 << side;
            }
        }
      if (json_object_has_member (f, "ports"))
        {
          JsonArray *ports = json_object_get_array_member (f, "ports");

          for (guint p = 0; p < json_array_get_length (ports); p++)
            {
              guint cell, port;

              parse_place (json_array_get_string_element (ports, p), port_names, 8, &cell, &port);
              type->cells[cell].port_feature[port] = i;
              type->feature_ports[i] |= 1 << port;
            }
        }
    }

  /* Second pass: names that refer to other features of the tile. */
  for (guint i = 0; i < type->n_features; i++)
    {
      JsonObject *f = json_array_get_object_element (features, i);
      BastideFeatureDef *def = &type->features[i];

      if (json_object_has_member (f, "gate"))
        def->gate = bastide_tile_type_feature (type, json_object_get_string_member (f, "gate"));
      if (json_object_has_member (f, "cities"))
        {
          JsonArray *cities = json_object_get_array_member (f, "cities");

          for (guint c = 0; c < json_array_get_length (cities); c++)
            {
              int city = bastide_tile_type_feature (type, json_array_get_string_element (cities, c));

              g_assert (city >= 0);
              def->cities |= 1 << city;
            }
        }
    }
}

/* The four rotations of a one-cell tile, and which of them play alike. */
static void
compute_rotations (BastideTileType *type)
{
  BastideCellDef catalogue_cell = type->cells[0];

  type->distinct_rotations = 0;
  for (guint rot = 0; rot < 4; rot++)
    {
      rotate_cell (&catalogue_cell, rot, &type->cells[rot]);
      compute_field_corners (&type->cells[rot]);
      type->signatures |= (guint64) type->cells[rot].signature << (16 * rot);
      type->plays_as[rot] = rot;
      for (guint r = 0; r < rot && type->plays_as[rot] == rot; r++)
        if ((type->distinct_rotations & (1 << r))
            && rotations_equivalent (type, rot, r, type->feature_map[rot]))
          type->plays_as[rot] = r;
      if (type->plays_as[rot] == rot)
        {
          type->distinct_rotations |= 1 << rot;
          for (guint f = 0; f < BASTIDE_MAX_FEATURES; f++)
            type->feature_map[rot][f] = f;
        }
    }
}

static void
parse_tile (JsonObject      *object,
            BastideSet       set,
            BastideTileType *type)
{
  JsonArray *features = json_object_get_array_member (object, "features");
  gboolean is_board = json_object_has_member (object, "size");
  BastideCellDef *base = &type->cells[0];

  memset (type, 0, sizeof *type);
  g_strlcpy (type->id, json_object_get_string_member (object, "id"), sizeof type->id);
  type->set = set;
  type->count = is_board ? 1 : json_object_get_int_member (object, "count");
  type->start = json_object_get_boolean_member_with_default (object, "start", FALSE);
  type->wheel = json_object_get_int_member_with_default (object, "wheel", 0);
  type->n_cells = is_board ? 16 : 1;
  type->is_wheel_board = is_board;
  type->is_abbey = g_str_equal (type->id, "ABBEY");
  g_strlcpy (type->note,
             json_object_get_string_member_with_default (object, "note", ""),
             sizeof type->note);

  for (guint c = 0; c < type->n_cells; c++)
    {
      memset (type->cells[c].edge_feature, -1, sizeof type->cells[c].edge_feature);
      memset (type->cells[c].port_feature, -1, sizeof type->cells[c].port_feature);
    }

  if (is_board)
    {
      JsonObject *edges = json_object_get_object_member (object, "edges");

      for (guint side = 0; side < 4; side++)
        {
          const char *terrains = json_object_get_string_member (edges, side_names[side]);

          for (guint i = 0; i < BASTIDE_WHEEL_SIZE; i++)
            {
              guint x = side == BASTIDE_SIDE_E ? 3 : side == BASTIDE_SIDE_W ? 0 : i;
              guint y = side == BASTIDE_SIDE_N ? 0 : side == BASTIDE_SIDE_S ? 3 : i;

              set_terrain (&type->cells[x + 4 * y], side, terrain_from_char (terrains[i]));
            }
        }
    }
  else
    {
      const char *terrains = json_object_get_string_member (object, "edges");

      for (guint side = 0; side < 4; side++)
        set_terrain (base, side, terrain_from_char (terrains[side]));
    }

  parse_features (features, type);

  /* The catalogue may mark the tunnel on the tile (AM12): it is the road
   * that crosses the tile. */
  if (json_object_get_boolean_member_with_default (object, "tunnel", FALSE))
    for (guint i = 0; i < type->n_features; i++)
      if (type->features[i].kind == BASTIDE_FEATURE_ROAD && type->features[i].n_edges >= 2)
        type->features[i].tunnel = TRUE;

  type->is_spring = set == BASTIDE_SET_RIVER && g_str_equal (type->id, "RA");
  type->is_lake = set == BASTIDE_SET_RIVER && g_str_equal (type->id, "RL");

  if (is_board)
    {
      for (guint c = 0; c < 16; c++)
        compute_field_corners (&type->cells[c]);
      type->distinct_rotations = 1;
      for (guint f = 0; f < BASTIDE_MAX_FEATURES; f++)
        type->feature_map[0][f] = f;
      return;
    }

  compute_rotations (type);
}

static gpointer
load_catalogue (gpointer user_data G_GNUC_UNUSED)
{
  g_autoptr(GArray) types = g_array_new (FALSE, TRUE, sizeof (BastideTileType));

  g_resources_register (bastide_engine_get_resource ());

  for (guint set = 0; set < BASTIDE_N_SETS; set++)
    {
      g_autofree char *path = g_strdup_printf ("/io/github/bastide/Bastide/engine/tiles/%s.json",
                                               set_names[set]);
      g_autoptr(GError) error = NULL;
      g_autoptr(GBytes) bytes = g_resources_lookup_data (path, 0, &error);
      g_autoptr(JsonParser) parser = json_parser_new ();
      JsonObject *root;
      JsonArray *tiles;
      gsize size;
      const char *data;

      if (bytes == NULL)
        g_error ("the tile catalogue %s is missing: %s", path, error->message);
      data = g_bytes_get_data (bytes, &size);
      if (!json_parser_load_from_data (parser, data, size, &error))
        g_error ("the tile catalogue %s is broken: %s", path, error->message);

      root = json_node_get_object (json_parser_get_root (parser));
      tiles = json_object_get_array_member (root, "tiles");
      for (guint i = 0; i < json_array_get_length (tiles); i++)
        {
          BastideTileType type;

          parse_tile (json_array_get_object_element (tiles, i), set, &type);
          g_array_append_val (types, type);
        }
      if (json_object_has_member (root, "board"))
        {
          BastideTileType type;

          parse_tile (json_object_get_object_member (root, "board"), set, &type);
          g_array_append_val (types, type);
        }
    }

  catalogue.n_types = types->len;
  catalogue.types = (const BastideTileType *) g_array_free (g_steal_pointer (&types), FALSE);
  return &catalogue;
}

const BastideCatalogue *
bastide_catalogue (void)
{
  static GOnce once = G_ONCE_INIT;

  return g_once (&once, load_catalogue, NULL);
}

const BastideTileType *
bastide_catalogue_get (guint index)
{
  const BastideCatalogue *cat = bastide_catalogue ();

  g_return_val_if_fail (index < cat->n_types, NULL);
  return &cat->types[index];
}

int
bastide_catalogue_lookup (const char *id,
                          BastideSet  set)
{
  const BastideCatalogue *cat = bastide_catalogue ();

  for (guint i = 0; i < cat->n_types; i++)
    if (cat->types[i].set == set && g_strcmp0 (cat->types[i].id, id) == 0)
      return i;
  return -1;
}

int
bastide_catalogue_lookup_any (const char *id)
{
  for (guint set = 0; set < BASTIDE_N_SETS; set++)
    {
      int index = bastide_catalogue_lookup (id, set);

      if (index >= 0)
        return index;
    }
  return -1;
}

int
bastide_tile_type_feature (const BastideTileType *type,
                           const char            *feature_id)
{
  for (guint i = 0; i < type->n_features; i++)
    if (g_strcmp0 (type->features[i].id, feature_id) == 0)
      return i;
  return BASTIDE_NO_FEATURE;
}

const BastideCellDef *
bastide_tile_type_cell (const BastideTileType *type,
                        guint                  rot_or_cell)
{
  g_return_val_if_fail (rot_or_cell < (type->n_cells == 1 ? 4u : 16u), NULL);
  return &type->cells[rot_or_cell];
}

const char *
bastide_set_name (BastideSet set)
{
  g_return_val_if_fail (set < BASTIDE_N_SETS, NULL);
  return set_names[set];
}

const char *
bastide_side_name (BastideSide side)
{
  return side_names[side & 3];
}

const char *
bastide_port_name (BastidePort port)
{
  return port_names[port & 7];
}

const char *
bastide_corner_name (BastideCorner corner)
{
  return corner_names[corner & 3];
}

int
bastide_corner_from_name (const char *name)
{
  return index_of (corner_names, 4, name);
}

/**
 * bastide_corner_cells:
 * @corner: a corner of the cell (@x, @y)
 * @cx: (out caller-allocates) (array fixed-size=4): the four cells around
 *   the corner's point, (@x, @y) first
 * @cy: (out caller-allocates) (array fixed-size=4)
 * @cc: (out caller-allocates) (array fixed-size=4): which corner of each
 *   cell lies on that point
 */
void
bastide_corner_cells (int    x,
                      int    y,
                      guint  corner,
                      int    cx[4],
                      int    cy[4],
                      guint  cc[4])
{
  static const int ox[4] = { 1, 1, -1, -1 };
  static const int oy[4] = { -1, 1, 1, -1 };
  int dx = ox[corner & 3], dy = oy[corner & 3];

  cx[0] = x;      cy[0] = y;      cc[0] = corner;
  cx[1] = x + dx; cy[1] = y;      cc[1] = corner ^ 3;        /* mirrored east-west */
  cx[2] = x;      cy[2] = y + dy; cc[2] = corner ^ 1;        /* mirrored north-south */
  cx[3] = x + dx; cy[3] = y + dy; cc[3] = (corner + 2) % 4;  /* opposite */
}

const char *
bastide_terrain_label (BastideTerrain terrain)
{
  switch (terrain)
    {
    case BASTIDE_TERRAIN_CITY: return C_("terrain", "city");
    case BASTIDE_TERRAIN_ROAD: return C_("terrain", "road");
    case BASTIDE_TERRAIN_FIELD: return C_("terrain", "field");
    case BASTIDE_TERRAIN_RIVER: return C_("terrain", "river");
    case BASTIDE_TERRAIN_ABBEY: return C_("terrain", "abbey");
    default: return "?";
    }
}

const char *
bastide_feature_kind_label (BastideFeatureKind kind)
{
  switch (kind)
    {
    case BASTIDE_FEATURE_CITY: return C_("feature", "city");
    case BASTIDE_FEATURE_ROAD: return C_("feature", "road");
    case BASTIDE_FEATURE_FIELD: return C_("feature", "field");
    case BASTIDE_FEATURE_CLOISTER: return C_("feature", "monastery");
    case BASTIDE_FEATURE_GARDEN: return C_("feature", "garden");
    case BASTIDE_FEATURE_RIVER: return C_("feature", "river");
    case BASTIDE_N_FEATURE_KINDS:
    default: return "?";
    }
}
