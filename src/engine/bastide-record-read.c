/* bastide-record-read.c: reading records: every problem with its key path
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bastide-record"

#include "config.h"

#include "bastide-record-private.h"

#include <glib/gi18n.h>
#include <string.h>

#include "bastide-enums.h"
#include "bastide-json.h"
#include "bastide-state-private.h"

/* Reading: every problem is collected with its key path. */

typedef struct
{
  GPtrArray *problems;
  /* For each tile, piece and pile entry of the setup read, its index in
   * the file's list (what cannot be represented is left out). */
  GArray *board_at;
  GArray *pieces_at;
  GArray *draw_at;
} Reader;

static void
note_place (GArray *places,
            guint   index)
{
  if (places != NULL)
    g_array_append_val (places, index);
}

static void problem (Reader     *reader,
                     const char *path,
                     const char *format,
                     ...) G_GNUC_PRINTF (3, 4);

static void
problem (Reader     *reader,
         const char *path,
         const char *format,
         ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_ptr_array_add (reader->problems, g_strdup_printf ("%s: %s", path, message));
}

static const char *
node_type_label (JsonNode *node)
{
  if (JSON_NODE_HOLDS_NULL (node))
    return "null";
  if (JSON_NODE_HOLDS_OBJECT (node))
    return _("an object");
  if (JSON_NODE_HOLDS_ARRAY (node))
    return _("a list");
  switch (json_node_get_value_type (node))
    {
    case G_TYPE_STRING: return _("a string");
    case G_TYPE_BOOLEAN: return _("true or false");
    default: return _("a number");
    }
}

static gboolean
read_int (Reader     *reader,
          JsonObject *object,
          const char *key,
          const char *path,
          gboolean    required,
          gint64     *out)
{
  JsonNode *node = json_object_get_member (object, key);
  g_autofree char *where = g_strdup_printf ("%s%s%s", path, *path ? "." : "", key);

  if (node == NULL)
    {
      if (required)
        problem (reader, where, _("missing; a whole number is needed"));
      return FALSE;
    }
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64)
    {
      problem (reader, where, _("%s where a whole number is needed"), node_type_label (node));
      return FALSE;
    }
  *out = json_node_get_int (node);
  return TRUE;
}

/* A coordinate from -@limit to @limit: BASTIDE_MAX_SETUP_COORDINATE for
 * what is set up, BASTIDE_MAX_COORDINATE where play may have taken the
 * board. */
static gboolean
read_coord (Reader     *reader,
            JsonObject *object,
            const char *key,
            const char *path,
            int         limit,
            int        *out)
{
  gint64 value;
  g_autofree char *where = g_strdup_printf ("%s.%s", path, key);

  if (!read_int (reader, object, key, path, TRUE, &value))
    return FALSE;
  if (value < -limit || value > limit)
    {
      problem (reader, where, _("%lld is too far out: coordinates go from %d to %d"),
               (long long) value, -limit, limit);
      return FALSE;
    }
  *out = value;
  return TRUE;
}

static const char *
read_string (Reader     *reader,
             JsonObject *object,
             const char *key,
             const char *path,
             gboolean    required)
{
  JsonNode *node = json_object_get_member (object, key);
  g_autofree char *where = g_strdup_printf ("%s%s%s", path, *path ? "." : "", key);

  if (node == NULL)
    {
      if (required)
        problem (reader, where, _("missing; a string is needed"));
      return NULL;
    }
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
    {
      problem (reader, where, _("%s where a string is needed"), node_type_label (node));
      return NULL;
    }
  return json_node_get_string (node);
}

/* A feature id ("c1", "cloister", "0,0:r1") at @path, copied whole or
 * refused: an id longer than any would be cut, perhaps inside a
 * character. */
static gboolean
store_feature_id (Reader     *reader,
                  const char *on,
                  const char *path,
                  char        out[BASTIDE_FEATURE_ID_LEN])
{
  if (strlen (on) >= BASTIDE_FEATURE_ID_LEN)
    {
      g_autofree char *where = g_strdup_printf ("%s.on", path);

      problem (reader, where, _("too long for the id of a feature (c1, r2, f1, cloister, garden…)"));
      return FALSE;
    }
  strcpy (out, on);
  return TRUE;
}

/* TRUE only for a member that is literally true. */
static gboolean
read_flag (Reader     *reader,
           JsonObject *object,
           const char *key,
           const char *path)
{
  JsonNode *node = json_object_get_member (object, key);

  if (node == NULL)
    return FALSE;
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_BOOLEAN)
    {
      g_autofree char *where = g_strdup_printf ("%s.%s", path, key);

      problem (reader, where, _("%s where true or false is needed"), node_type_label (node));
      return FALSE;
    }
  return json_node_get_boolean (node);
}

static JsonArray *
read_array (Reader     *reader,
            JsonObject *object,
            const char *key,
            const char *path)
{
  JsonNode *node = json_object_get_member (object, key);

  if (node == NULL)
    return NULL;
  if (!JSON_NODE_HOLDS_ARRAY (node))
    {
      g_autofree char *where = g_strdup_printf ("%s%s%s", path, *path ? "." : "", key);

      problem (reader, where, _("%s where a list is needed"), node_type_label (node));
      return NULL;
    }
  return json_node_get_array (node);
}

static JsonObject *
element_object (Reader     *reader,
                JsonArray  *array,
                guint       index,
                const char *path)
{
  JsonNode *node = json_array_get_element (array, index);

  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      problem (reader, path, _("%s where an object is needed"), node_type_label (node));
      return NULL;
    }
  return json_node_get_object (node);
}

static gboolean
read_rotation (Reader     *reader,
               JsonObject *object,
               const char *path,
               guint      *rot)
{
  gint64 degrees;
  g_autofree char *where = g_strdup_printf ("%s.rot", path);

  if (!read_int (reader, object, "rot", path, TRUE, &degrees))
    return FALSE;
  if (degrees != 0 && degrees != 90 && degrees != 180 && degrees != 270)
    {
      problem (reader, where, _("%lld is not a rotation: use 0, 90, 180 or 270"), (long long) degrees);
      return FALSE;
    }
  *rot = degrees / 90;
  return TRUE;
}

static void
read_game (Reader       *reader,
           JsonObject   *root,
           BastideRules *rules)
{
  const char *game = read_string (reader, root, "game", "", FALSE);
  JsonArray *expansions = read_array (reader, root, "expansions", "");

  rules->game = BASTIDE_GAME_STANDARD;
  if (game != NULL)
    {
      if (g_str_equal (game, "wheel-of-fortune"))
        rules->game = BASTIDE_GAME_WHEEL_OF_FORTUNE;
      else if (!g_str_equal (game, "standard"))
        problem (reader, "game", _("\"%s\" is not a game: use \"standard\" or \"wheel-of-fortune\""), game);
    }

  if (expansions != NULL)
    for (guint i = 0; i < json_array_get_length (expansions); i++)
      {
        JsonNode *node = json_array_get_element (expansions, i);
        g_autofree char *where = g_strdup_printf ("expansions[%u]", i);
        int e = -1;

        if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING)
          e = bastide_enum_from_nick (BASTIDE_TYPE_EXPANSIONS, json_node_get_string (node));
        if (e < 0)
          problem (reader, where, _("not an expansion: use \"river\", \"abbot\" or \"abbey-mayor\""));
        else
          rules->expansions |= e;
      }
  if (rules->game == BASTIDE_GAME_WHEEL_OF_FORTUNE && rules->expansions != 0)
    problem (reader, "expansions", _("Wheel of Fortune is played without the other expansions"));
}

static void
read_options (Reader       *reader,
              JsonNode     *options,
              BastideRules *rules)
{
  JsonObject *object;
  g_autoptr(GList) keys = NULL;

  if (!JSON_NODE_HOLDS_OBJECT (options))
    {
      problem (reader, "options", _("%s where an object is needed"), node_type_label (options));
      return;
    }
  object = json_node_get_object (options);
  keys = json_object_get_members (object);
  for (GList *l = keys; l != NULL; l = l->next)
    {
      const char *key = l->data;
      g_autofree char *where = g_strdup_printf ("options.%s", key);
      const char *value = read_string (reader, object, key, "options", TRUE);

      if (value == NULL)
        continue;
      if (g_str_equal (key, "wagon-move"))
        {
          if (g_str_equal (value, "adjacent-tiles"))
            rules->wagon_adjacent_tiles = TRUE;
          else if (!g_str_equal (value, "connected"))
            problem (reader, where, _("\"%s\" is not a value of this option: use \"connected\" or \"adjacent-tiles\""), value);
        }
      else if (g_str_equal (key, "river-turns"))
        {
          if (g_str_equal (value, "immediate-only"))
            rules->river_immediate_only = TRUE;
          else if (!g_str_equal (value, "alternate"))
            problem (reader, where, _("\"%s\" is not a value of this option: use \"alternate\" or \"immediate-only\""), value);
        }
      else
        problem (reader, where, _("this option is not known"));
    }
}

/* 2 to 6 players, each with a name and a colour (by default the colour's
 * name, and colour p); the rules judge the count and the colours. */
static void
read_players (Reader       *reader,
              JsonObject   *root,
              BastideSetup *setup)
{
  JsonArray *players = read_array (reader, root, "players", "");
  guint n;

  if (players == NULL)
    {
      if (json_object_get_member (root, "players") == NULL)
        problem (reader, "players", _("missing; a list of 2 to 6 players is needed"));
      return;
    }
  n = json_array_get_length (players);
  if (n < 2 || n > BASTIDE_MAX_PLAYERS)
    {
      problem (reader, "players",
               g_dngettext (GETTEXT_PACKAGE, "%u player: a game has 2 to 6 players",
                            "%u players: a game has 2 to 6 players", n),
               n);
      return;
    }
  setup->rules.n_players = n;
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *where = g_strdup_printf ("players[%u]", i);
      JsonObject *object = element_object (reader, players, i, where);
      const char *name, *color;
      int c = i;

      if (object == NULL)
        continue;
      name = read_string (reader, object, "name", where, FALSE);
      color = read_string (reader, object, "color", where, FALSE);
      if (color != NULL && (c = bastide_color_from_name (color)) < 0)
        {
          g_autofree char *cw = g_strdup_printf ("%s.color", where);

          problem (reader, cw, _("\"%s\" is not a colour: use red, green, blue, yellow, black or pink"), color);
          continue;
        }
      g_free (setup->players[i].name);
      setup->players[i].name = g_strdup (name != NULL ? name : bastide_color_name (c));
      setup->players[i].color = c;
    }
}

static void
read_header (Reader       *reader,
             JsonObject   *root,
             BastideSetup *setup)
{
  const char *format = read_string (reader, root, "format", "", FALSE);
  JsonNode *options = json_object_get_member (root, "options");
  gint64 version, seed;

  if (format != NULL && !g_str_equal (format, "bastide-record"))
    problem (reader, "format", _("\"%s\" is not \"bastide-record\""), format);
  if (read_int (reader, root, "version", "", FALSE, &version) && version != 1)
    problem (reader, "version", _("version %lld is not known: this program reads version 1"), (long long) version);
  if (read_int (reader, root, "seed", "", FALSE, &seed))
    setup->seed = seed;
  read_game (reader, root, &setup->rules);
  if (options != NULL)
    read_options (reader, options, &setup->rules);
  read_players (reader, root, setup);
  for (guint p = 0; p < BASTIDE_MAX_PLAYERS; p++)
    setup->abbeys[p] = (setup->rules.expansions & BASTIDE_EXPANSION_ABBEY_MAYOR) != 0;
}

/* A tile by its id: one of this game's, or else any of the catalogue's,
 * which the rules then find is not part of the chosen sets. */
static int
lookup_tile (const BastideState *game,
             const char         *id)
{
  int type = bastide_state_lookup_tile (game, id);

  return type >= 0 ? type : bastide_catalogue_lookup_any (id);
}

/* Nothing else may lie on the squares a tile of width `w` covers at (x, y). */
static gboolean
read_free_squares (Reader             *reader,
                   const BastideSetup *setup,
                   const char         *where,
                   int                 x,
                   int                 y,
                   int                 w)
{
  for (int cy = 0; cy < w; cy++)
    for (int cx = 0; cx < w; cx++)
      {
        int other = bastide_setup_find_tile (setup, x + cx, y + cy);

        if (other < 0)
          continue;
        if (bastide_setup_tile_width (setup, other) > 1)
          problem (reader, where, _("the square (%d, %d) is occupied by the wheel board"), x + cx, y + cy);
        else
          problem (reader, where, _("the square (%d, %d) already holds a tile"), x + cx, y + cy);
        return FALSE;
      }
  return TRUE;
}

/* setup.board: tiles by id, rot 0 when left out */
static void
read_board (Reader             *reader,
            JsonArray          *board,
            const BastideState *game,
            BastideSetup       *setup)
{
  for (guint i = 0; i < json_array_get_length (board); i++)
    {
      g_autofree char *where = g_strdup_printf ("setup.board[%u]", i);
      JsonObject *object = element_object (reader, board, i, where);
      BastideSetupTile tile = { 0 };
      const char *id;
      int type;
      gboolean ok;

      if (object == NULL)
        continue;
      id = read_string (reader, object, "tile", where, TRUE);
      ok = read_coord (reader, object, "x", where, BASTIDE_MAX_SETUP_COORDINATE, &tile.x);
      ok &= read_coord (reader, object, "y", where, BASTIDE_MAX_SETUP_COORDINATE, &tile.y);
      ok &= json_object_get_member (object, "rot") == NULL || read_rotation (reader, object, where, &tile.rot);
      if (id == NULL || !ok)
        continue;
      type = lookup_tile (game, id);
      if (type < 0)
        {
          problem (reader, where, _("there is no tile %s"), id);
          continue;
        }
      tile.type = type;
      if (bastide_catalogue_get (type)->n_cells > 1 && tile.rot != 0)
        {
          problem (reader, where, _("the tile %s cannot lie in that rotation"), id);
          continue;
        }
      if (!read_free_squares (reader, setup, where, tile.x, tile.y,
                              bastide_catalogue_get (type)->n_cells > 1 ? BASTIDE_WHEEL_SIZE : 1))
        continue;
      if (setup->tiles->len >= BASTIDE_MAX_TILES - 1)
        {
          problem (reader, where, _("too many tiles"));
          continue;
        }
      g_array_append_val (setup->tiles, tile);
      note_place (reader->board_at, i);
    }
}

/* Where a piece of setup.pieces stands: a crown, or a tile's feature or
 * (a barn) corner. */
static gboolean
read_piece_spot (Reader             *reader,
                 JsonObject         *object,
                 const char         *where,
                 const BastideSetup *setup,
                 BastideSetupPiece  *piece)
{
  const char *crown = read_string (reader, object, "crown", where, FALSE);
  const BastideSetupTile *tile;
  const char *on;
  int index;

  if (crown != NULL)
    {
      if ((piece->crown = bastide_sector_from_name (crown)) < 0)
        {
          problem (reader, where, _("\"%s\" is not a sector of the wheel"), crown);
          return FALSE;
        }
      return TRUE;
    }
  if (!read_coord (reader, object, "x", where, BASTIDE_MAX_SETUP_COORDINATE, &piece->x)
      || !read_coord (reader, object, "y", where, BASTIDE_MAX_SETUP_COORDINATE, &piece->y))
    return FALSE;
  index = bastide_setup_find_tile (setup, piece->x, piece->y);
  if (index < 0)
    {
      problem (reader, where, _("there is no tile at (%d, %d)"), piece->x, piece->y);
      return FALSE;
    }
  tile = &g_array_index (setup->tiles, BastideSetupTile, index);
  on = read_string (reader, object, piece->kind == BASTIDE_PIECE_BARN ? "corner" : "on", where, TRUE);
  if (on == NULL)
    return FALSE;
  if (piece->kind == BASTIDE_PIECE_BARN)
    piece->corner = bastide_corner_from_name (on);
  else
    piece->feature = bastide_tile_type_feature (bastide_catalogue_get (tile->type), on);
  if (piece->corner < 0 && piece->feature < 0)
    {
      if (piece->kind == BASTIDE_PIECE_BARN)
        problem (reader, where, _("\"%s\" is not a corner: use NE, SE, SW or NW"), on);
      else
        problem (reader, where, _("the tile at (%d, %d) has no feature %s"), piece->x, piece->y, on);
      return FALSE;
    }
  /* on the tile's own square: the wheel board's is its north-west one */
  piece->x = tile->x;
  piece->y = tile->y;
  return TRUE;
}

static void
read_pieces (Reader       *reader,
             JsonArray    *pieces,
             BastideSetup *setup)
{
  for (guint i = 0; i < json_array_get_length (pieces); i++)
    {
      g_autofree char *where = g_strdup_printf ("setup.pieces[%u]", i);
      JsonObject *object = element_object (reader, pieces, i, where);
      BastideSetupPiece piece = { 0, 0, 0, 0, -1, -1, -1 };
      const char *kind;
      gint64 player;

      if (object == NULL || !read_int (reader, object, "player", where, TRUE, &player))
        continue;
      if (player < 0 || player >= setup->rules.n_players)
        {
          problem (reader, where, _("there is no player %lld in this game"), (long long) player);
          continue;
        }
      piece.player = player;
      kind = read_string (reader, object, "piece", where, TRUE);
      if (kind == NULL)
        continue;
      if ((int) (piece.kind = bastide_piece_from_name (kind)) < 0)
        {
          problem (reader, where, _("\"%s\" is not a piece"), kind);
          continue;
        }
      if (!read_piece_spot (reader, object, where, setup, &piece))
        continue;
      if (setup->pieces->len >= BASTIDE_MAX_PIECES)
        {
          problem (reader, where, _("too many pieces"));
          continue;
        }
      g_array_append_val (setup->pieces, piece);
      note_place (reader->pieces_at, i);
    }
}

/* setup.scores, to_move, abbeys_left and pig */
static void
read_standing (Reader       *reader,
               JsonObject   *object,
               BastideSetup *setup)
{
  JsonArray *scores = read_array (reader, object, "scores", "setup");
  JsonArray *abbeys = read_array (reader, object, "abbeys_left", "setup");
  const char *pig = read_string (reader, object, "pig", "setup", FALSE);
  guint n_players = setup->rules.n_players;
  gint64 to_move;

  if (scores != NULL)
    {
      if (json_array_get_length (scores) != n_players)
        problem (reader, "setup.scores",
                 g_dngettext (GETTEXT_PACKAGE, "%u score for %u players", "%u scores for %u players",
                              json_array_get_length (scores)),
                 json_array_get_length (scores), n_players);
      else
        for (guint i = 0; i < n_players; i++)
          {
            JsonNode *node = json_array_get_element (scores, i);
            g_autofree char *where = g_strdup_printf ("setup.scores[%u]", i);

            if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64
                || json_node_get_int (node) < 0 || json_node_get_int (node) > 100000)
              problem (reader, where, _("a score is a whole number from 0 to 100000"));
            else
              setup->scores[i] = json_node_get_int (node);
          }
    }

  if (read_int (reader, object, "to_move", "setup", FALSE, &to_move))
    {
      if (to_move < 0 || to_move >= n_players)
        problem (reader, "setup.to_move", _("there is no player %lld in this game"), (long long) to_move);
      else
        setup->to_move = to_move;
    }

  if (abbeys != NULL)
    {
      if (!(setup->rules.expansions & BASTIDE_EXPANSION_ABBEY_MAYOR))
        problem (reader, "setup.abbeys_left", _("abbeys are played only with Abbey & Mayor"));
      else if (json_array_get_length (abbeys) != n_players)
        problem (reader, "setup.abbeys_left",
                 g_dngettext (GETTEXT_PACKAGE, "%u entry for %u players", "%u entries for %u players",
                              json_array_get_length (abbeys)),
                 json_array_get_length (abbeys), n_players);
      else
        for (guint i = 0; i < n_players; i++)
          {
            JsonNode *node = json_array_get_element (abbeys, i);

            if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_BOOLEAN)
              {
                g_autofree char *where = g_strdup_printf ("setup.abbeys_left[%u]", i);

                problem (reader, where, _("%s where true or false is needed"), node_type_label (node));
              }
            else
              setup->abbeys[i] = json_node_get_boolean (node);
          }
    }

  if (pig != NULL)
    {
      int sector = bastide_sector_from_name (pig);

      if (setup->rules.game != BASTIDE_GAME_WHEEL_OF_FORTUNE)
        problem (reader, "setup.pig", _("the pig belongs to Wheel of Fortune"));
      else if (sector < 0)
        problem (reader, "setup.pig", _("\"%s\" is not a sector of the wheel"), pig);
      else
        setup->pig = sector;
    }
}

/* setup.draw: the pile, top first, tiles by id */
static void
read_draw (Reader             *reader,
           JsonArray          *draw,
           const BastideState *game,
           BastideSetup       *setup)
{
  guint n = json_array_get_length (draw);

  setup->pile_fixed = TRUE;
  if (n > BASTIDE_MAX_TILES)
    {
      problem (reader, "setup.draw",
               g_dngettext (GETTEXT_PACKAGE, "the pile may hold at most %d tile",
                            "the pile may hold at most %d tiles", BASTIDE_MAX_TILES),
               BASTIDE_MAX_TILES);
      return;
    }
  for (guint i = 0; i < n; i++)
    {
      JsonNode *node = json_array_get_element (draw, i);
      g_autofree char *where = g_strdup_printf ("setup.draw[%u]", i);
      int type;

      if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
        {
          problem (reader, where, _("%s where a string is needed"), node_type_label (node));
          continue;
        }
      type = lookup_tile (game, json_node_get_string (node));
      if (type < 0)
        problem (reader, where, _("there is no tile %s"), json_node_get_string (node));
      else
        {
          g_array_append_val (setup->pile, type);
          note_place (reader->draw_at, i);
        }
    }
}

/* The position of "setup", read as it is written: what breaks the rules
 * is for bastide_setup_check () to find. Without "board", the rules'
 * start tile. */
static void
read_setup (Reader       *reader,
            JsonObject   *object,
            BastideSetup *setup)
{
  g_autofree BastideState *game = g_new (BastideState, 1);
  JsonArray *board = read_array (reader, object, "board", "setup");
  JsonArray *pieces = read_array (reader, object, "pieces", "setup");
  JsonArray *draw = read_array (reader, object, "draw", "setup");

  bastide_state_init_empty (game, &setup->rules);
  if (json_object_get_member (object, "board") == NULL)
    bastide_setup_add_start_tile (setup);
  else if (board != NULL)
    read_board (reader, board, game, setup);
  if (pieces != NULL)
    read_pieces (reader, pieces, setup);
  read_standing (reader, object, setup);
  if (draw != NULL)
    read_draw (reader, draw, game, setup);
}

static BastideFeatureRef
read_feature_ref (Reader     *reader,
                  JsonNode   *node,
                  const char *where,
                  const char *null_word,
                  gboolean   *ok)
{
  BastideFeatureRef ref = { 0 };
  JsonObject *object;
  const char *on;

  *ok = TRUE;
  if (null_word == NULL ? JSON_NODE_HOLDS_NULL (node)
      : (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING
         && g_str_equal (json_node_get_string (node), null_word)))
    {
      ref.home = TRUE;
      return ref;
    }
  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      problem (reader, where, null_word ? _("an object or \"home\" is needed")
                                        : _("an object or null is needed"));
      *ok = FALSE;
      return ref;
    }
  object = json_node_get_object (node);
  *ok &= read_coord (reader, object, "x", where, BASTIDE_MAX_COORDINATE, &ref.x);
  *ok &= read_coord (reader, object, "y", where, BASTIDE_MAX_COORDINATE, &ref.y);
  on = read_string (reader, object, "on", where, TRUE);
  *ok &= on != NULL && store_feature_id (reader, on, where, ref.on);
  return ref;
}

/* A turn's "deploy": the piece, and "on", "corner" or "crown". */
static void
read_deploy (Reader      *reader,
             JsonNode    *member,
             const char  *where,
             BastideTurn *turn)
{
  g_autofree char *dw = g_strdup_printf ("%s.deploy", where);
  JsonObject *deploy;
  const char *piece, *on, *corner, *crown;
  int kind;

  if (!JSON_NODE_HOLDS_OBJECT (member))
    problem (reader, dw, _("%s where an object is needed"), node_type_label (member));
  else
    {
      deploy = json_node_get_object (member);
      turn->has_deploy = TRUE;
      piece = read_string (reader, deploy, "piece", dw, TRUE);
      if (piece != NULL)
        {
          kind = bastide_piece_from_name (piece);
          if (kind < 0)
            {
              g_autofree char *pw = g_strdup_printf ("%s.piece", dw);

              problem (reader, pw, _("\"%s\" is not a piece: use meeple, abbot, mayor, wagon or barn"), piece);
            }
          else
            turn->piece = kind;
        }
      on = read_string (reader, deploy, "on", dw, FALSE);
      if (on != NULL)
        store_feature_id (reader, on, dw, turn->on);
      corner = read_string (reader, deploy, "corner", dw, FALSE);
      crown = read_string (reader, deploy, "crown", dw, FALSE);
      if ((on != NULL) + (corner != NULL) + (crown != NULL) != 1)
        problem (reader, dw, _("name exactly one of \"on\", \"corner\" and \"crown\""));
      if (corner != NULL && (turn->corner = bastide_corner_from_name (corner)) < 0)
        {
          g_autofree char *cw = g_strdup_printf ("%s.corner", dw);

          problem (reader, cw, _("\"%s\" is not a corner: use NE, SE, SW or NW"), corner);
        }
      if (crown != NULL && (turn->crown = bastide_sector_from_name (crown)) < 0)
        {
          g_autofree char *cw = g_strdup_printf ("%s.crown", dw);

          problem (reader, cw, _("\"%s\" is not a sector: use fortune, tax, famine, storm, inquisition or plague"), crown);
        }
    }
}

/* A turn's "plague" or "wagons" list, at most @capacity entries. */
static guint
read_refs (Reader            *reader,
           JsonArray         *list,
           const char        *where,
           const char        *null_word,
           BastideFeatureRef *refs,
           guint              capacity)
{
  guint n = json_array_get_length (list);

  if (n > capacity)
    {
      problem (reader, where, g_dngettext (GETTEXT_PACKAGE, "%u entry: a turn has at most %u",
                                           "%u entries: a turn has at most %u", n), n, capacity);
      return 0;
    }
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *at = g_strdup_printf ("%s[%u]", where, i);
      gboolean ok;

      refs[i] = read_feature_ref (reader, json_array_get_element (list, i), at, null_word, &ok);
    }
  return n;
}

static void
read_turn (Reader             *reader,
           JsonNode           *node,
           const char         *where,
           const BastideState *game,
           gboolean            tile_required,
           BastideTurn        *turn)
{
  JsonObject *object;
  JsonNode *member;
  const char *tile, *recall;

  memset (turn, 0, sizeof *turn);
  turn->tile = -1;
  turn->corner = -1;
  turn->crown = -1;
  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      problem (reader, where, _("%s where a turn (an object) is needed"), node_type_label (node));
      return;
    }
  object = json_node_get_object (node);

  if (read_flag (reader, object, "pass", where))
    {
      turn->kind = BASTIDE_TURN_PASS;
      return;
    }
  if (read_flag (reader, object, "abbey", where))
    turn->kind = BASTIDE_TURN_ABBEY;
  else if (read_flag (reader, object, "discard", where))
    turn->kind = BASTIDE_TURN_DISCARD;
  else
    turn->kind = BASTIDE_TURN_TILE;

  if (turn->kind != BASTIDE_TURN_ABBEY)
    {
      g_autofree char *tw = g_strdup_printf ("%s.tile", where);

      tile = read_string (reader, object, "tile", where, tile_required);
      if (tile != NULL)
        {
          turn->tile = bastide_state_lookup_tile (game, tile);
          if (turn->tile < 0 || bastide_types[turn->tile].is_abbey || bastide_types[turn->tile].is_wheel_board)
            {
              problem (reader, tw, _("%s is not a tile of this game's pile"), tile);
              turn->tile = -1;
            }
        }
    }

  if (turn->kind == BASTIDE_TURN_TILE || turn->kind == BASTIDE_TURN_ABBEY)
    {
      read_coord (reader, object, "x", where, BASTIDE_MAX_COORDINATE, &turn->x);
      read_coord (reader, object, "y", where, BASTIDE_MAX_COORDINATE, &turn->y);
      if (turn->kind == BASTIDE_TURN_TILE)
        read_rotation (reader, object, where, &turn->rot);
    }

  member = json_object_get_member (object, "deploy");
  if (member != NULL && turn->kind != BASTIDE_TURN_DISCARD)
    read_deploy (reader, member, where, turn);

  recall = read_string (reader, object, "recall", where, FALSE);
  if (recall != NULL)
    {
      g_autofree char *rw = g_strdup_printf ("%s.recall", where);

      if (!g_str_equal (recall, "abbot"))
        problem (reader, rw, _("only \"abbot\" can be recalled"));
      turn->recall = TRUE;
    }
  if (turn->recall && turn->has_deploy)
    problem (reader, where, _("a turn either deploys a piece or recalls the abbot, not both"));

  {
    g_autofree char *pw = g_strdup_printf ("%s.plague", where);
    g_autofree char *ww = g_strdup_printf ("%s.wagons", where);
    JsonArray *list = read_array (reader, object, "plague", where);

    if (list != NULL)
      {
        turn->has_plague = TRUE;
        turn->n_plague = read_refs (reader, list, pw, NULL, turn->plague, G_N_ELEMENTS (turn->plague));
      }
    list = read_array (reader, object, "wagons", where);
    if (list != NULL)
      {
        turn->has_wagons = TRUE;
        turn->n_wagons = read_refs (reader, list, ww, "home", turn->wagons, G_N_ELEMENTS (turn->wagons));
      }
  }
}

static void fail_with_problems (Reader      *reader,
                                const char  *name,
                                GError     **error);

/**
 * bastide_record_parse_turn:
 * @node: one element of a record's "turns"
 * @rules: the game the turn belongs to (for its tile ids)
 * @tile_required: whether "tile" must be named (it may be left out when
 *   the pile's order is fixed)
 *
 * Reads a turn outside a whole record (a puzzle's answer, say), with the
 * same checks and messages as the record reader.
 */
gboolean
bastide_record_parse_turn (JsonNode            *node,
                           const BastideRules  *rules,
                           gboolean             tile_required,
                           BastideTurn         *turn,
                           GError             **error)
{
  g_autoptr(GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);
  g_autofree BastideState *game = g_new (BastideState, 1);
  Reader reader = { problems };

  bastide_state_init_empty (game, rules);
  read_turn (&reader, node, "turn", game, tile_required, turn);
  if (problems->len == 0)
    return TRUE;
  fail_with_problems (&reader, _("the turn"), error);
  return FALSE;
}


static void
fail_with_problems (Reader      *reader,
                    const char  *name,
                    GError     **error)
{
  GString *text = g_string_new (NULL);
  guint shown = MIN (reader->problems->len, BASTIDE_RECORD_MAX_PROBLEMS_SHOWN);

  for (guint i = 0; i < shown; i++)
    {
      if (i > 0)
        g_string_append (text, "\n");
      g_string_append_printf (text, "%s: %s", name, (char *) reader->problems->pdata[i]);
    }
  if (reader->problems->len > shown)
    {
      guint rest = reader->problems->len - shown;

      g_string_append_printf (text, "\n%s: ", name);
      g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "and %u more problem", "and %u more problems", rest), rest);
    }
  g_set_error_literal (error, BASTIDE_RECORD_ERROR, BASTIDE_RECORD_ERROR_INVALID, text->str);
  g_string_free (text, TRUE);
}

/**
 * bastide_record_parse_feature_ref:
 * @node: one entry of a turn's "plague" list (@wagon FALSE) or "wagons"
 *   list (@wagon TRUE)
 *
 * Reads one entry outside a whole turn (a network player's plague answer
 * or wagon move), with the record reader's checks and messages.
 */
gboolean
bastide_record_parse_feature_ref (JsonNode           *node,
                                  gboolean            wagon,
                                  BastideFeatureRef  *ref,
                                  GError            **error)
{
  g_autoptr(GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);
  Reader reader = { problems };
  gboolean ok;

  *ref = read_feature_ref (&reader, node, wagon ? "wagons[0]" : "plague[0]", wagon ? "home" : NULL, &ok);
  if (ok && problems->len == 0)
    return TRUE;
  fail_with_problems (&reader, _("the turn"), error);
  return FALSE;
}

/* "setup.board[3]": where the element @index of the setup read stands in
 * the file's list @list ("setup" for the rules' start tile, which the file
 * leaves out). */
static char *
place_path (GArray     *places,
            int         index,
            const char *list)
{
  if ((guint) index >= places->len)
    return g_strdup ("setup");
  return g_strdup_printf ("%s[%u]", list, g_array_index (places, guint, index));
}

/* Where in the file a problem of the setup lies: its board tile, piece
 * or pile entry, or the players. */
static char *
problem_path (const Reader         *reader,
              const BastideProblem *found)
{
  if (found->pile_index >= 0)
    return place_path (reader->draw_at, found->pile_index, "setup.draw");
  if (found->piece_index >= 0)
    return place_path (reader->pieces_at, found->piece_index, "setup.pieces");
  if (found->tile_index >= 0)
    return place_path (reader->board_at, found->tile_index, "setup.board");
  if (found->player_index >= 0)
    return g_strdup_printf ("players[%d].color", found->player_index);
  return g_strdup (found->kind == BASTIDE_PROBLEM_PILE ? "setup.draw"
                   : found->kind == BASTIDE_PROBLEM_PLAYERS ? "players" : "setup");
}

/* The rules judge the setup and build the start. A record's tiles need
 * not touch one another (a puzzle may show part of a board), so that
 * problem of the editor's does not refuse a record. Returns whether the
 * setup breaks no rule. */
static gboolean
check_setup (Reader        *reader,
             BastideRecord *record)
{
  g_autoptr(GPtrArray) found = g_ptr_array_new_with_free_func ((GDestroyNotify) bastide_problem_free);
  guint before = reader->problems->len;

  bastide_setup_check (record->setup, &record->start, found);
  for (guint i = 0; i < found->len; i++)
    {
      const BastideProblem *p = found->pdata[i];
      g_autofree char *where = problem_path (reader, p);

      if (p->kind != BASTIDE_PROBLEM_DISCONNECTED)
        problem (reader, where, "%s", p->message);
    }
  return reader->problems->len == before;
}

/* Turns past the most the position allows are not read: the first of
 * them is kept, for the replay to refuse as a turn after the end. */
static void
read_turns (Reader        *reader,
            JsonArray     *turns,
            BastideRecord *record)
{
  guint n = MIN (json_array_get_length (turns), bastide_record_max_turns (&record->start) + 1);

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *where = g_strdup_printf ("turns[%u]", i);
      BastideTurn turn;

      read_turn (reader, json_array_get_element (turns, i), where, &record->start,
                 !record->start.pile_fixed, &turn);
      g_array_append_val (record->turns, turn);
    }
}

/* Keys of the game's own that are plain strings are kept (puzzles). */
static void
read_extras (JsonObject    *object,
             BastideRecord *record)
{
  g_autoptr(GList) keys = json_object_get_members (object);

  for (GList *l = keys; l != NULL; l = l->next)
    {
      JsonNode *member = json_object_get_member (object, l->data);

      if (JSON_NODE_HOLDS_VALUE (member) && json_node_get_value_type (member) == G_TYPE_STRING
          && !g_str_equal (l->data, "format") && !g_str_equal (l->data, "game"))
        g_hash_table_insert (record->extra, g_strdup (l->data), g_strdup (json_node_get_string (member)));
    }
}

/* The one reader of records: the file as it is written (a lenient parse
 * into a BastideSetup, refusing only what cannot be represented), then the
 * rules' judgement of the setup, then the turns. With @drafts, a record
 * without turns whose setup breaks the rules is read all the same, as a
 * draft: its setup is all it has. */
static BastideRecord *
read_record (const char  *data,
             gssize       length,
             const char  *name,
             gboolean     drafts,
             GError     **error)
{
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(BastideRecord) record = bastide_record_alloc ();
  g_autoptr(GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GArray) board_at = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GArray) pieces_at = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GArray) draw_at = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GError) local_error = NULL;
  Reader reader = { problems, board_at, pieces_at, draw_at };
  JsonObject *object;
  JsonArray *turns;
  JsonNode *setup;
  gboolean header_read;

  root = bastide_json_parse (data, length, name, &local_error);
  if (local_error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return NULL;
    }
  if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    {
      g_set_error (error, BASTIDE_RECORD_ERROR, BASTIDE_RECORD_ERROR_INVALID,
                   _("%s: a record is a JSON object"), name);
      return NULL;
    }
  object = json_node_get_object (root);

  read_header (&reader, object, record->setup);
  header_read = problems->len == 0;
  if (header_read)
    {
      setup = json_object_get_member (object, "setup");
      record->has_setup = setup != NULL;
      if (setup != NULL && !JSON_NODE_HOLDS_OBJECT (setup))
        problem (&reader, "setup", _("%s where an object is needed"), node_type_label (setup));
      else if (setup != NULL)
        read_setup (&reader, json_node_get_object (setup), record->setup);
      else
        bastide_setup_add_start_tile (record->setup);
    }
  turns = read_array (&reader, object, "turns", "");
  /* The rules judge what could be read, so that a file's problems are all
   * told at once; a draft is one whose setup only breaks the rules. */
  if (header_read)
    {
      guint unreadable = problems->len;

      if (!check_setup (&reader, record) && unreadable == 0 && drafts
          && (turns == NULL || json_array_get_length (turns) == 0))
        {
          record->draft = TRUE;
          g_ptr_array_set_size (problems, 0);
        }
    }
  if (problems->len == 0 && !record->draft)
    {
      bastide_record_begin (record);
      if (turns != NULL)
        read_turns (&reader, turns, record);
    }
  if (problems->len > 0)
    {
      fail_with_problems (&reader, name, error);
      return NULL;
    }
  read_extras (object, record);
  return g_steal_pointer (&record);
}

BastideRecord *
bastide_record_load_data (const char  *data,
                          gssize       length,
                          const char  *name,
                          GError     **error)
{
  return read_record (data, length, name, FALSE, error);
}

/**
 * bastide_record_load_draft:
 * @name: the file's name, for messages
 *
 * Reads a record as the editor does: like bastide_record_load_data(),
 * except that a record without turns whose setup breaks the rules reads
 * too, as a draft (bastide_record_is_draft()): its setup is all it has,
 * and bastide_setup_check() lists its problems.
 *
 * Returns: (transfer full) (nullable): the record
 */
BastideRecord *
bastide_record_load_draft (const char  *data,
                           gssize       length,
                           const char  *name,
                           GError     **error)
{
  return read_record (data, length, name, TRUE, error);
}

BastideRecord *
bastide_record_load_file (const char  *path,
                          GError     **error)
{
  gsize length;
  g_autofree char *data = bastide_json_read_file (path, &length, error);

  if (data == NULL)
    return NULL;
  return bastide_record_load_data (data, length, path, error);
}
