/* bastide-scenario-io.c: positions as records with `setup`
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The writer spells out every field of the setup, so a position reads back
 * exactly (board and pieces in their order, the pile, the seed). The
 * reader is the editor's own: it builds the position field by field and
 * accepts what breaks the rules (a draft), which the engine's reader
 * refuses. It refuses only what the editor cannot represent: a file that is
 * not a record, an unknown tile or piece, two tiles on one cell, a piece
 * on no tile.
 */

#define G_LOG_DOMAIN "bastide-scenario"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "bastide-enums.h"
#include "bastide-json.h"
#include "bastide-scenario-private.h"


typedef struct
{
  const char *name;
  GError **error;
  gboolean failed;
} Reader;

static void fail (Reader     *reader,
                  const char *path,
                  const char *format,
                  ...) G_GNUC_PRINTF (3, 4);

static void
fail (Reader     *reader,
      const char *path,
      const char *format,
      ...)
{
  g_autofree char *message = NULL;
  va_list args;

  if (reader->failed)
    return;
  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error (reader->error, BASTIDE_SCENARIO_ERROR, BASTIDE_SCENARIO_ERROR_FORMAT,
               "%s: %s: %s", reader->name, path, message);
  reader->failed = TRUE;
}

static gboolean
holds_type (JsonNode *node,
            GType     type)
{
  return node != NULL && JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == type;
}

static const char *
get_string (Reader     *reader,
            JsonObject *object,
            const char *key,
            const char *path,
            gboolean    required)
{
  JsonNode *node = json_object_get_member (object, key);

  if (node == NULL)
    {
      if (required)
        fail (reader, path, _("“%s” is missing"), key);
      return NULL;
    }
  if (!holds_type (node, G_TYPE_STRING))
    {
      fail (reader, path, _("“%s” must be a string"), key);
      return NULL;
    }
  return json_node_get_string (node);
}

static gboolean
get_int (Reader     *reader,
         JsonObject *object,
         const char *key,
         const char *path,
         gboolean    required,
         gint64      min,
         gint64      max,
         gint64     *out)
{
  JsonNode *node = json_object_get_member (object, key);

  if (node == NULL)
    {
      if (required)
        fail (reader, path, _("“%s” is missing"), key);
      return FALSE;
    }
  if (!holds_type (node, G_TYPE_INT64) || json_node_get_int (node) < min
      || json_node_get_int (node) > max)
    {
      g_autofree char *low = g_strdup_printf ("%" G_GINT64_FORMAT, min);
      g_autofree char *high = g_strdup_printf ("%" G_GINT64_FORMAT, max);

      fail (reader, path, _("“%s” must be a whole number from %s to %s"), key, low, high);
      return FALSE;
    }
  *out = json_node_get_int (node);
  return TRUE;
}

static JsonArray *
get_array (Reader     *reader,
           JsonObject *object,
           const char *key,
           const char *path)
{
  JsonNode *node = json_object_get_member (object, key);

  if (node == NULL)
    return NULL;
  if (!JSON_NODE_HOLDS_ARRAY (node))
    {
      fail (reader, path, _("“%s” must be a list"), key);
      return NULL;
    }
  return json_node_get_array (node);
}

static JsonObject *
get_element_object (Reader     *reader,
                    JsonArray  *array,
                    guint       index,
                    const char *path)
{
  JsonNode *node = json_array_get_element (array, index);

  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      fail (reader, path, _("an object is needed"));
      return NULL;
    }
  return json_node_get_object (node);
}

static int
lookup_tile (const BastideState *state,
             const char         *id)
{
  int type = bastide_state_lookup_tile (state, id);

  return type >= 0 ? type : bastide_catalogue_lookup_any (id);
}

static void
read_header (Reader       *reader,
             JsonObject   *root,
             ScenarioData *data)
{
  const char *format = get_string (reader, root, "format", "format", FALSE);
  const char *game = get_string (reader, root, "game", "game", FALSE);
  JsonArray *expansions = get_array (reader, root, "expansions", "expansions");
  JsonArray *players = get_array (reader, root, "players", "players");
  JsonNode *options = json_object_get_member (root, "options");
  gint64 version, seed;

  if (format != NULL && !g_str_equal (format, "bastide-record"))
    fail (reader, "format", _("“%s” is not “bastide-record”"), format);
  if (get_int (reader, root, "version", "version", FALSE, G_MININT64, G_MAXINT64, &version)
      && version != 1)
    {
      g_autofree char *number = g_strdup_printf ("%" G_GINT64_FORMAT, version);

      fail (reader, "version", _("version %s is not known"), number);
    }
  if (json_object_has_member (root, "seed")
      && get_int (reader, root, "seed", "seed", FALSE, 0, G_MAXINT64, &seed))
    data->seed = seed;

  if (game != NULL)
    {
      if (g_str_equal (game, "wheel-of-fortune"))
        data->rules.game = BASTIDE_GAME_WHEEL_OF_FORTUNE;
      else if (!g_str_equal (game, "standard"))
        fail (reader, "game", _("“%s” is not a game"), game);
    }

  if (expansions != NULL)
    for (guint i = 0; i < json_array_get_length (expansions); i++)
      {
        JsonNode *node = json_array_get_element (expansions, i);
        int e = holds_type (node, G_TYPE_STRING)
                ? bastide_enum_from_nick (BASTIDE_TYPE_EXPANSIONS, json_node_get_string (node))
                : -1;

        if (e < 0)
          fail (reader, "expansions", _("not an expansion"));
        else
          data->rules.expansions |= e;
      }
  if (data->rules.game == BASTIDE_GAME_WHEEL_OF_FORTUNE && data->rules.expansions != 0)
    fail (reader, "expansions", _("Wheel of Fortune is played without the other expansions"));

  if (options != NULL)
    {
      JsonObject *object;
      g_autoptr(GList) keys = NULL;

      if (!JSON_NODE_HOLDS_OBJECT (options))
        {
          fail (reader, "options", _("an object is needed"));
          return;
        }
      object = json_node_get_object (options);
      keys = json_object_get_members (object);
      for (GList *l = keys; l != NULL; l = l->next)
        {
          const char *value = get_string (reader, object, l->data, "options", TRUE);

          if (value == NULL)
            continue;
          if (g_str_equal (l->data, "wagon-move") && g_str_equal (value, "adjacent-tiles"))
            data->rules.wagon_adjacent_tiles = TRUE;
          else if (g_str_equal (l->data, "river-turns") && g_str_equal (value, "immediate-only"))
            data->rules.river_immediate_only = TRUE;
          else if (!(g_str_equal (l->data, "wagon-move") && g_str_equal (value, "connected"))
                   && !(g_str_equal (l->data, "river-turns") && g_str_equal (value, "alternate")))
            fail (reader, "options", _("“%s”: “%s” is not known"), (char *) l->data, value);
        }
    }

  if (players == NULL)
    {
      fail (reader, "players", _("a list of 2 to 6 players is needed"));
      return;
    }
  if (json_array_get_length (players) < 2 || json_array_get_length (players) > BASTIDE_MAX_PLAYERS)
    {
      fail (reader, "players", _("a list of 2 to 6 players is needed"));
      return;
    }
  data->rules.n_players = json_array_get_length (players);
  for (guint p = 0; p < data->rules.n_players; p++)
    {
      g_autofree char *path = g_strdup_printf ("players[%u]", p);
      JsonObject *object = get_element_object (reader, players, p, path);
      const char *name, *color;
      int c = p;

      if (object == NULL)
        return;
      name = get_string (reader, object, "name", path, FALSE);
      color = get_string (reader, object, "color", path, FALSE);
      if (color != NULL && (c = bastide_color_from_name (color)) < 0)
        {
          fail (reader, path, _("“%s” is not a colour"), color);
          return;
        }
      data->colors[p] = c;
      g_free (data->names[p]);
      data->names[p] = g_strdup (name != NULL ? name : bastide_color_name (c));
    }
}

static void
put_start_tile (ScenarioData *data)
{
  BastideScenarioTile start = { 0, 0, 0, 0 };

  if (data->rules.game == BASTIDE_GAME_WHEEL_OF_FORTUNE)
    start.type = bastide_catalogue_lookup ("WHEEL", BASTIDE_SET_WHEEL_OF_FORTUNE);
  else if (data->rules.expansions & BASTIDE_EXPANSION_RIVER)
    start.type = bastide_catalogue_lookup ("RA", BASTIDE_SET_RIVER);
  else
    start.type = bastide_catalogue_lookup ("D", BASTIDE_SET_BASE);
  g_array_append_val (data->tiles, start);
}

static void
read_board (Reader             *reader,
            JsonArray          *board,
            const BastideState *state,
            ScenarioData       *data)
{
  for (guint i = 0; i < json_array_get_length (board) && !reader->failed; i++)
    {
      g_autofree char *path = g_strdup_printf ("setup.board[%u]", i);
      JsonObject *object = get_element_object (reader, board, i, path);
      BastideScenarioTile tile = { 0 };
      const char *id;
      gint64 x, y, rot;
      int type;
      guint w;

      if (object == NULL)
        return;
      id = get_string (reader, object, "tile", path, TRUE);
      if (id == NULL
          || !get_int (reader, object, "x", path, TRUE, -10000, 10000, &x)
          || !get_int (reader, object, "y", path, TRUE, -10000, 10000, &y))
        return;
      rot = 0;
      if (json_object_has_member (object, "rot")
          && !get_int (reader, object, "rot", path, FALSE, 0, 270, &rot))
        return;
      if (rot % 90 != 0)
        {
          fail (reader, path, _("a rotation is 0, 90, 180 or 270"));
          return;
        }
      type = lookup_tile (state, id);
      if (type < 0)
        {
          fail (reader, path, _("there is no tile %s"), id);
          return;
        }
      tile.type = type;
      tile.x = x;
      tile.y = y;
      tile.rot = rot / 90;
      w = bastide_catalogue_get (type)->n_cells > 1 ? BASTIDE_WHEEL_SIZE : 1;
      if (w > 1 && tile.rot != 0)
        {
          fail (reader, path, _("the tile %s cannot lie in that rotation"), id);
          return;
        }
      for (guint cy = 0; cy < w; cy++)
        for (guint cx = 0; cx < w; cx++)
          if (scenario_data_find_tile (data, tile.x + cx, tile.y + cy) >= 0)
            {
              fail (reader, path, _("the square (%d, %d) already holds a tile"),
                    tile.x + (int) cx, tile.y + (int) cy);
              return;
            }
      if (data->tiles->len >= BASTIDE_MAX_TILES - 1)
        {
          fail (reader, path, _("too many tiles"));
          return;
        }
      g_array_append_val (data->tiles, tile);
    }
}

static void
read_pieces (Reader       *reader,
             JsonArray    *pieces,
             ScenarioData *data)
{
  for (guint i = 0; i < json_array_get_length (pieces) && !reader->failed; i++)
    {
      g_autofree char *path = g_strdup_printf ("setup.pieces[%u]", i);
      JsonObject *object = get_element_object (reader, pieces, i, path);
      BastideScenarioPiece piece = { 0, 0, 0, 0, -1, -1, -1 };
      const char *kind, *crown;
      gint64 player, x, y;
      int index;

      if (object == NULL)
        return;
      if (!get_int (reader, object, "player", path, TRUE, 0, data->rules.n_players - 1, &player))
        return;
      piece.player = player;
      kind = get_string (reader, object, "piece", path, TRUE);
      if (kind == NULL)
        return;
      if ((index = bastide_piece_from_name (kind)) < 0)
        {
          fail (reader, path, _("“%s” is not a piece"), kind);
          return;
        }
      piece.kind = index;

      crown = get_string (reader, object, "crown", path, FALSE);
      if (crown != NULL)
        {
          if ((piece.crown = bastide_sector_from_name (crown)) < 0)
            {
              fail (reader, path, _("“%s” is not a sector of the wheel"), crown);
              return;
            }
        }
      else
        {
          const BastideScenarioTile *tile;

          if (!get_int (reader, object, "x", path, TRUE, -10000, 10000, &x)
              || !get_int (reader, object, "y", path, TRUE, -10000, 10000, &y))
            return;
          index = scenario_data_find_tile (data, x, y);
          if (index < 0)
            {
              fail (reader, path, _("there is no tile at (%d, %d)"), (int) x, (int) y);
              return;
            }
          tile = &g_array_index (data->tiles, BastideScenarioTile, index);
          piece.x = tile->x;
          piece.y = tile->y;
          if (piece.kind == BASTIDE_PIECE_BARN)
            {
              const char *corner = get_string (reader, object, "corner", path, TRUE);

              if (corner == NULL)
                return;
              if ((piece.corner = bastide_corner_from_name (corner)) < 0)
                {
                  fail (reader, path, _("“%s” is not a corner"), corner);
                  return;
                }
            }
          else
            {
              const char *on = get_string (reader, object, "on", path, TRUE);

              if (on == NULL)
                return;
              piece.feature = bastide_tile_type_feature (bastide_catalogue_get (tile->type), on);
              if (piece.feature < 0)
                {
                  fail (reader, path, _("the tile at (%d, %d) has no feature %s"), (int) x, (int) y, on);
                  return;
                }
            }
        }
      if (data->pieces->len >= BASTIDE_MAX_PIECES)
        {
          fail (reader, path, _("too many pieces"));
          return;
        }
      g_array_append_val (data->pieces, piece);
    }
}

static void
read_setup (Reader       *reader,
            JsonObject   *setup,
            ScenarioData *data)
{
  g_autofree BastideState *state = g_new (BastideState, 1);
  JsonArray *board = get_array (reader, setup, "board", "setup");
  JsonArray *pieces = get_array (reader, setup, "pieces", "setup");
  JsonArray *scores = get_array (reader, setup, "scores", "setup");
  JsonArray *draw = get_array (reader, setup, "draw", "setup");
  JsonArray *abbeys = get_array (reader, setup, "abbeys_left", "setup");
  const char *pig = get_string (reader, setup, "pig", "setup", FALSE);
  guint n = data->rules.n_players;
  gint64 to_move;

  bastide_state_init_empty (state, &data->rules);
  if (json_object_get_member (setup, "board") == NULL)
    put_start_tile (data);
  else if (board != NULL)
    read_board (reader, board, state, data);
  if (pieces != NULL)
    read_pieces (reader, pieces, data);

  if (scores != NULL)
    {
      if (json_array_get_length (scores) != n)
        fail (reader, "setup.scores",
              g_dngettext (GETTEXT_PACKAGE, "%u score for %u players", "%u scores for %u players",
                           json_array_get_length (scores)),
              json_array_get_length (scores), n);
      else
        for (guint p = 0; p < n; p++)
          {
            JsonNode *node = json_array_get_element (scores, p);

            if (!holds_type (node, G_TYPE_INT64) || json_node_get_int (node) < 0
                || json_node_get_int (node) > 100000)
              fail (reader, "setup.scores", _("a score is a whole number from 0 to 100000"));
            else
              data->scores[p] = json_node_get_int (node);
          }
    }

  if (get_int (reader, setup, "to_move", "setup", FALSE, 0, n - 1, &to_move))
    data->to_move = to_move;

  for (guint p = 0; p < BASTIDE_MAX_PLAYERS; p++)
    data->abbeys[p] = (data->rules.expansions & BASTIDE_EXPANSION_ABBEY_MAYOR) != 0;
  if (abbeys != NULL)
    {
      if (json_array_get_length (abbeys) != n)
        fail (reader, "setup.abbeys_left",
              g_dngettext (GETTEXT_PACKAGE, "%u entry for %u players", "%u entries for %u players",
                           json_array_get_length (abbeys)),
              json_array_get_length (abbeys), n);
      else
        for (guint p = 0; p < n; p++)
          {
            JsonNode *node = json_array_get_element (abbeys, p);

            if (!holds_type (node, G_TYPE_BOOLEAN))
              fail (reader, "setup.abbeys_left", _("true or false is needed"));
            else
              data->abbeys[p] = json_node_get_boolean (node);
          }
    }

  if (pig != NULL)
    {
      int sector = bastide_sector_from_name (pig);

      if (sector < 0)
        fail (reader, "setup.pig", _("“%s” is not a sector of the wheel"), pig);
      else
        data->pig = sector;
    }

  if (draw != NULL)
    {
      data->pile_fixed = TRUE;
      if (json_array_get_length (draw) > BASTIDE_MAX_TILES)
        fail (reader, "setup.draw",
              g_dngettext (GETTEXT_PACKAGE, "the pile may hold at most %d tile",
                           "the pile may hold at most %d tiles", BASTIDE_MAX_TILES),
              BASTIDE_MAX_TILES);
      for (guint i = 0; i < json_array_get_length (draw) && !reader->failed; i++)
        {
          JsonNode *node = json_array_get_element (draw, i);
          int type = holds_type (node, G_TYPE_STRING) ? lookup_tile (state, json_node_get_string (node)) : -1;

          if (type < 0)
            {
              g_autofree char *path = g_strdup_printf ("setup.draw[%u]", i);

              fail (reader, path, _("not a tile"));
            }
          else
            {
              guint t = type;

              g_array_append_val (data->pile, t);
            }
        }
    }
}

ScenarioData *
scenario_data_read (JsonObject  *root,
                    const char  *name,
                    GHashTable  *extras,
                    GError     **error)
{
  g_autoptr(ScenarioData) data = scenario_data_new ();
  Reader reader = { name, error, FALSE };
  JsonNode *setup;
  g_autoptr(GList) keys = NULL;

  read_header (&reader, root, data);
  if (reader.failed)
    return NULL;

  for (guint p = 0; p < BASTIDE_MAX_PLAYERS; p++)
    data->abbeys[p] = (data->rules.expansions & BASTIDE_EXPANSION_ABBEY_MAYOR) != 0;
  setup = json_object_get_member (root, "setup");
  if (setup == NULL)
    put_start_tile (data);
  else if (!JSON_NODE_HOLDS_OBJECT (setup))
    fail (&reader, "setup", _("an object is needed"));
  else
    read_setup (&reader, json_node_get_object (setup), data);
  if (reader.failed)
    return NULL;

  if (extras != NULL)
    {
      keys = json_object_get_members (root);
      for (GList *l = keys; l != NULL; l = l->next)
        {
          JsonNode *member = json_object_get_member (root, l->data);

          if (holds_type (member, G_TYPE_STRING)
              && !g_str_equal (l->data, "format") && !g_str_equal (l->data, "game"))
            g_hash_table_insert (extras, g_strdup (l->data), g_strdup (json_node_get_string (member)));
        }
    }
  return g_steal_pointer (&data);
}

void
scenario_data_write (const ScenarioData *data,
                     JsonBuilder        *builder,
                     GHashTable         *extras)
{
  guint n = data->rules.n_players;

  json_builder_begin_object (builder);
  bastide_record_build_header (builder, &data->rules, (const char * const *) data->names,
                               data->colors, data->seed, extras);

  json_builder_set_member_name (builder, "setup");
  json_builder_begin_object (builder);

  json_builder_set_member_name (builder, "board");
  json_builder_begin_array (builder);
  for (guint i = 0; i < data->tiles->len; i++)
    {
      const BastideScenarioTile *tile = &g_array_index (data->tiles, BastideScenarioTile, i);

      bastide_record_build_tile (builder, tile->type, tile->x, tile->y, tile->rot);
    }
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "pieces");
  json_builder_begin_array (builder);
  for (guint i = 0; i < data->pieces->len; i++)
    {
      const BastideScenarioPiece *piece = &g_array_index (data->pieces, BastideScenarioPiece, i);
      const char *on = NULL;

      if (piece->crown < 0 && piece->kind != BASTIDE_PIECE_BARN)
        {
          int index = scenario_data_find_tile (data, piece->x, piece->y);
          const BastideScenarioTile *tile = &g_array_index (data->tiles, BastideScenarioTile, index);

          on = bastide_catalogue_get (tile->type)->features[piece->feature].id;
        }
      bastide_record_build_piece (builder, piece->player, piece->kind, piece->x, piece->y,
                                  on, piece->corner, piece->crown);
    }
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "scores");
  json_builder_begin_array (builder);
  for (guint p = 0; p < n; p++)
    json_builder_add_int_value (builder, data->scores[p]);
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "to_move");
  json_builder_add_int_value (builder, data->to_move);

  if (data->pile_fixed)
    {
      json_builder_set_member_name (builder, "draw");
      json_builder_begin_array (builder);
      for (guint i = 0; i < data->pile->len; i++)
        json_builder_add_string_value (builder, bastide_catalogue_get (g_array_index (data->pile, guint, i))->id);
      json_builder_end_array (builder);
    }
  if (data->rules.expansions & BASTIDE_EXPANSION_ABBEY_MAYOR)
    {
      json_builder_set_member_name (builder, "abbeys_left");
      json_builder_begin_array (builder);
      for (guint p = 0; p < n; p++)
        json_builder_add_boolean_value (builder, data->abbeys[p]);
      json_builder_end_array (builder);
    }
  if (data->rules.game == BASTIDE_GAME_WHEEL_OF_FORTUNE)
    {
      json_builder_set_member_name (builder, "pig");
      json_builder_add_string_value (builder, bastide_sector_name (data->pig));
    }
  json_builder_end_object (builder);

  json_builder_set_member_name (builder, "turns");
  json_builder_begin_array (builder);
  json_builder_end_array (builder);
  json_builder_end_object (builder);
}

/* Through the engine's one door for JSON, with its limits. */
static JsonNode *
scenario_parse_root (const char  *data,
                     gssize       length,
                     const char  *name,
                     GError     **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autoptr(JsonNode) root = bastide_json_parse (data, length, name, &local_error);

  if (local_error != NULL)
    {
      g_set_error_literal (error, BASTIDE_SCENARIO_ERROR, BASTIDE_SCENARIO_ERROR_FORMAT,
                           local_error->message);
      return NULL;
    }
  if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    {
      g_set_error (error, BASTIDE_SCENARIO_ERROR, BASTIDE_SCENARIO_ERROR_FORMAT,
                   _("%s: a record is a JSON object"), name);
      return NULL;
    }
  return g_steal_pointer (&root);
}

char *
scenario_builder_to_data (JsonBuilder *builder,
                          gsize       *length)
{
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = json_builder_get_root (builder);
  char *text;

  json_generator_set_root (generator, root);
  json_generator_set_pretty (generator, TRUE);
  json_generator_set_indent (generator, 2);
  text = json_generator_to_data (generator, length);
  return text;
}

/* Public API */

/**
 * bastide_scenario_load_data:
 * @name: the file's name, for messages
 *
 * Reads a position. A record that has turns opens at the position after
 * its last turn (the engine must accept it); a record without turns opens
 * at its setup, drafts included.
 */
BastideScenario *
bastide_scenario_load_data (const char  *data,
                            gssize       length,
                            const char  *name,
                            GError     **error)
{
  g_autoptr(GHashTable) extras = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_autoptr(JsonNode) node = scenario_parse_root (data, length, name, error);
  JsonObject *root;
  JsonNode *turns;
  ScenarioData *scenario_data;
  BastideScenario *self;
  GHashTableIter iter;
  gpointer key, value;

  if (node == NULL)
    return NULL;
  root = json_node_get_object (node);

  turns = json_object_get_member (root, "turns");
  if (turns != NULL && JSON_NODE_HOLDS_ARRAY (turns) && json_array_get_length (json_node_get_array (turns)) > 0)
    {
      g_autoptr(GError) local_error = NULL;
      g_autoptr(BastideRecord) record = bastide_record_load_data (data, length, name, &local_error);

      if (record == NULL)
        {
          g_set_error_literal (error, BASTIDE_SCENARIO_ERROR, BASTIDE_SCENARIO_ERROR_FORMAT,
                               local_error->message);
          return NULL;
        }
      return bastide_scenario_new_from_record (record, G_MAXUINT, error);
    }

  scenario_data = scenario_data_read (root, name, extras, error);
  if (scenario_data == NULL)
    return NULL;
  self = bastide_scenario_new_take (scenario_data);
  g_hash_table_iter_init (&iter, extras);
  while (g_hash_table_iter_next (&iter, &key, &value))
    bastide_scenario_set_extra (self, key, value);
  return self;
}

BastideScenario *
bastide_scenario_load_file (const char  *path,
                            GError     **error)
{
  g_autoptr(GError) local_error = NULL;
  gsize length;
  g_autofree char *contents = bastide_json_read_file (path, &length, &local_error);

  if (contents == NULL)
    {
      g_set_error_literal (error, BASTIDE_SCENARIO_ERROR, BASTIDE_SCENARIO_ERROR_FORMAT,
                           local_error->message);
      return NULL;
    }
  return bastide_scenario_load_data (contents, length, path, error);
}

/**
 * bastide_scenario_to_data:
 *
 * The position as a record: "draft": "true" marks a position with
 * problems.
 */
char *
bastide_scenario_to_data (BastideScenario *self,
                          gsize           *length)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(GHashTable) extras = g_hash_table_new (g_str_hash, g_str_equal);
  GHashTableIter iter;
  gpointer key, value;

  g_return_val_if_fail (BASTIDE_IS_SCENARIO (self), NULL);

  g_hash_table_iter_init (&iter, bastide_scenario_peek_extras (self));
  while (g_hash_table_iter_next (&iter, &key, &value))
    if (!g_str_equal (key, "draft"))
      g_hash_table_insert (extras, key, value);
  if (!bastide_scenario_get_valid (self))
    g_hash_table_insert (extras, (gpointer) "draft", (gpointer) "true");

  scenario_data_write (bastide_scenario_peek_data (self), builder, extras);
  return scenario_builder_to_data (builder, length);
}

/* Written to a temporary file and renamed over the old one. */
gboolean
bastide_scenario_save (BastideScenario  *self,
                       const char       *path,
                       GError          **error)
{
  gsize length;
  g_autofree char *data = bastide_scenario_to_data (self, &length);

  return g_file_set_contents (path, data, length, error);
}
