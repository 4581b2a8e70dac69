/* bastide-record.c: reading, replaying and writing game records
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bastide-record"

#include "config.h"

#include "bastide-record.h"

#include <glib/gi18n.h>
#include <gio/gio.h>
#include <json-glib/json-glib.h>
#include <string.h>

#include "bastide-state-private.h"

struct _BastideRecord
{
  BastideRules rules;
  guint64 seed;
  BastideRecordPlayer players[BASTIDE_MAX_PLAYERS];
  gboolean has_setup;
  BastideState setup;         /* the position as set up, before play begins */
  BastideState start;         /* the same position once play has begun */
  GArray *turns;              /* of BastideTurn */
  GHashTable *extra;          /* string keys of the game's own: puzzle text… */
};

static const char * const color_names[BASTIDE_N_COLORS] = {
  "red", "green", "blue", "yellow", "black", "pink",
};
static const char * const piece_names[BASTIDE_N_PIECE_KINDS] = {
  "meeple", "abbot", "mayor", "wagon", "barn",
};
static const char * const sector_names[BASTIDE_N_SECTORS] = {
  "fortune", "tax", "famine", "storm", "inquisition", "plague",
};
static const char * const expansion_names[] = { "river", "abbot", "abbey-mayor" };

G_DEFINE_QUARK (bastide-record-error-quark, bastide_record_error)

static int
name_index (const char * const *names,
            guint               n,
            const char         *name)
{
  for (guint i = 0; i < n; i++)
    if (g_strcmp0 (names[i], name) == 0)
      return i;
  return -1;
}

const char *
bastide_color_name (BastideColor color)
{
  return color < BASTIDE_N_COLORS ? color_names[color] : NULL;
}

int
bastide_color_from_name (const char *name)
{
  return name_index (color_names, BASTIDE_N_COLORS, name);
}

const char *
bastide_piece_name (BastidePieceKind kind)
{
  return kind < BASTIDE_N_PIECE_KINDS ? piece_names[kind] : NULL;
}

const char *
bastide_sector_name (BastideSector sector)
{
  return sector < BASTIDE_N_SECTORS ? sector_names[sector] : NULL;
}

/**
 * bastide_color_label:
 * @color: a #BastideColor
 *
 * Returns: the colour's translated name, which is also the default name of
 *   a player of that colour
 */
const char *
bastide_color_label (BastideColor color)
{
  switch (color)
    {
    /* Translators: a player's colour, and the default name of that player */
    case BASTIDE_COLOR_RED: return _("Red");
    /* Translators: a player's colour, and the default name of that player */
    case BASTIDE_COLOR_GREEN: return _("Green");
    /* Translators: a player's colour, and the default name of that player */
    case BASTIDE_COLOR_BLUE: return _("Blue");
    /* Translators: a player's colour, and the default name of that player */
    case BASTIDE_COLOR_YELLOW: return _("Yellow");
    /* Translators: a player's colour, and the default name of that player */
    case BASTIDE_COLOR_BLACK: return _("Black");
    /* Translators: a player's colour, and the default name of that player */
    case BASTIDE_COLOR_PINK: return _("Pink");
    case BASTIDE_N_COLORS:
    default: g_return_val_if_reached (NULL);
    }
}

const char *
bastide_piece_label (BastidePieceKind kind)
{
  switch (kind)
    {
    case BASTIDE_PIECE_MEEPLE: return C_("piece", "meeple");
    case BASTIDE_PIECE_ABBOT: return C_("piece", "abbot");
    case BASTIDE_PIECE_MAYOR: return C_("piece", "mayor");
    case BASTIDE_PIECE_WAGON: return C_("piece", "wagon");
    case BASTIDE_PIECE_BARN: return C_("piece", "barn");
    case BASTIDE_N_PIECE_KINDS:
    default: g_return_val_if_reached (NULL);
    }
}

/* Sector names as the wheel shows them. */
const char *
bastide_sector_label (BastideSector sector)
{
  switch (sector)
    {
    case BASTIDE_SECTOR_FORTUNE: return C_("sector", "FORTUNE");
    case BASTIDE_SECTOR_TAX: return C_("sector", "TAX");
    case BASTIDE_SECTOR_FAMINE: return C_("sector", "FAMINE");
    case BASTIDE_SECTOR_STORM: return C_("sector", "STORM");
    case BASTIDE_SECTOR_INQUISITION: return C_("sector", "INQUISITION");
    case BASTIDE_SECTOR_PLAGUE: return C_("sector", "PLAGUE");
    default: g_return_val_if_reached (NULL);
    }
}

/* Reading: every problem is collected with its key path. */

typedef struct
{
  GPtrArray *problems;
} Reader;

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

/* A coordinate: a whole number the board can hold. */
static gboolean
read_coord (Reader     *reader,
            JsonObject *object,
            const char *key,
            const char *path,
            int        *out)
{
  gint64 value;
  g_autofree char *where = g_strdup_printf ("%s.%s", path, key);

  if (!read_int (reader, object, key, path, TRUE, &value))
    return FALSE;
  if (value < -10000 || value > 10000)
    {
      problem (reader, where, _("%lld is too far out: coordinates go from -10000 to 10000"), (long long) value);
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
read_header (Reader        *reader,
             JsonObject    *root,
             BastideRecord *record)
{
  const char *format = read_string (reader, root, "format", "", FALSE);
  const char *game = read_string (reader, root, "game", "", FALSE);
  JsonArray *expansions = read_array (reader, root, "expansions", "");
  JsonArray *players = read_array (reader, root, "players", "");
  JsonNode *options = json_object_get_member (root, "options");
  gint64 version, seed;

  if (format != NULL && !g_str_equal (format, "bastide-record"))
    problem (reader, "format", _("\"%s\" is not \"bastide-record\""), format);
  if (read_int (reader, root, "version", "", FALSE, &version) && version != 1)
    problem (reader, "version", _("version %lld is not known: this program reads version 1"), (long long) version);
  if (read_int (reader, root, "seed", "", FALSE, &seed))
    record->seed = seed;

  record->rules.game = BASTIDE_GAME_STANDARD;
  if (game != NULL)
    {
      if (g_str_equal (game, "wheel-of-fortune"))
        record->rules.game = BASTIDE_GAME_WHEEL_OF_FORTUNE;
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
          e = name_index (expansion_names, G_N_ELEMENTS (expansion_names), json_node_get_string (node));
        if (e < 0)
          problem (reader, where, _("not an expansion: use \"river\", \"abbot\" or \"abbey-mayor\""));
        else
          record->rules.expansions |= 1 << e;
      }
  if (record->rules.game == BASTIDE_GAME_WHEEL_OF_FORTUNE && record->rules.expansions != 0)
    problem (reader, "expansions", _("Wheel of Fortune is played without the other expansions"));

  if (options != NULL)
    {
      if (!JSON_NODE_HOLDS_OBJECT (options))
        problem (reader, "options", _("%s where an object is needed"), node_type_label (options));
      else
        {
          JsonObject *object = json_node_get_object (options);
          g_autoptr(GList) keys = json_object_get_members (object);

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
                    record->rules.wagon_adjacent_tiles = TRUE;
                  else if (!g_str_equal (value, "connected"))
                    problem (reader, where, _("\"%s\" is not a value of this option: use \"connected\" or \"adjacent-tiles\""), value);
                }
              else if (g_str_equal (key, "river-turns"))
                {
                  if (g_str_equal (value, "immediate-only"))
                    record->rules.river_immediate_only = TRUE;
                  else if (!g_str_equal (value, "alternate"))
                    problem (reader, where, _("\"%s\" is not a value of this option: use \"alternate\" or \"immediate-only\""), value);
                }
              else
                problem (reader, where, _("this option is not known"));
            }
        }
    }

  if (players == NULL)
    {
      if (json_object_get_member (root, "players") == NULL)
        problem (reader, "players", _("missing; a list of 2 to 6 players is needed"));
      return;
    }
  {
    guint n = json_array_get_length (players);
    guint max = (record->rules.expansions & BASTIDE_EXPANSION_ABBEY_MAYOR) ? 6 : 5;
    guint colors_used = 0;

    if (n < 2 || n > max)
      {
        problem (reader, "players",
                 max == 6 ? _("%u players: a game has 2 to 6 players")
                          : _("%u players: a game has 2 to 5 players (6 with Abbey & Mayor)"), n);
        return;
      }
    record->rules.n_players = n;
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
        if (colors_used & (1 << c))
          {
            g_autofree char *cw = g_strdup_printf ("%s.color", where);

            problem (reader, cw, _("two players have the colour %s"), color_names[c]);
          }
        colors_used |= 1 << c;
        g_free (record->players[i].name);
        record->players[i].name = g_strdup (name != NULL ? name : color_names[c]);
        record->players[i].color = c;
      }
  }
}

static int
read_feature_index (const BastideTileType *type,
                    const char            *on)
{
  return bastide_tile_type_feature (type, on);
}

static void
read_setup (Reader        *reader,
            JsonObject    *setup,
            BastideRecord *record)
{
  BastideState *state = &record->start;
  JsonArray *board = read_array (reader, setup, "board", "setup");
  JsonArray *pieces = read_array (reader, setup, "pieces", "setup");
  JsonArray *scores = read_array (reader, setup, "scores", "setup");
  JsonArray *draw = read_array (reader, setup, "draw", "setup");
  JsonArray *abbeys = read_array (reader, setup, "abbeys_left", "setup");
  const char *pig = read_string (reader, setup, "pig", "setup", FALSE);
  guint n_players = record->rules.n_players;
  gint64 to_move;
  int used[256] = { 0 };
  gboolean board_ok = TRUE;

  bastide_state_init_empty (state, &record->rules);

  if (board == NULL && json_object_get_member (setup, "board") == NULL)
    {
      g_autoptr(GError) error = NULL;

      if (!bastide_state_init_standard (state, &record->rules, record->seed, &error))
        problem (reader, "setup", "%s", error->message);
      for (guint s = 0; s < state->n_tiles; s++)
        used[state->tiles[s].type]++;
    }
  else if (board != NULL)
    for (guint i = 0; i < json_array_get_length (board); i++)
      {
        g_autofree char *where = g_strdup_printf ("setup.board[%u]", i);
        JsonObject *object = element_object (reader, board, i, where);
        g_autoptr(GError) error = NULL;
        const char *id;
        int x, y, type;
        guint rot;
        gboolean ok;

        board_ok = FALSE;
        if (object == NULL)
          continue;
        id = read_string (reader, object, "tile", where, TRUE);
        ok = read_coord (reader, object, "x", where, &x);
        ok &= read_coord (reader, object, "y", where, &y);
        ok &= read_rotation (reader, object, where, &rot);
        if (id == NULL || !ok)
          continue;
        type = bastide_state_lookup_tile (state, id);
        if (type < 0)
          {
            problem (reader, where, _("%s is not a tile of this game"), id);
            continue;
          }
        if (++used[type] > bastide_state_available_copies (state, type))
          {
            problem (reader, where, _("more copies of %s than the game holds (%d)"),
                     id, bastide_state_available_copies (state, type));
            continue;
          }
        if (state->n_tiles >= BASTIDE_MAX_TILES - 1)
          {
            problem (reader, where, _("too many tiles"));
            continue;
          }
        if (!bastide_state_put_tile (state, type, x, y, rot, &error))
          problem (reader, where, "%s", error->message);
        else
          board_ok = TRUE;
      }
  (void) board_ok;

  if (pieces != NULL)
    for (guint i = 0; i < json_array_get_length (pieces); i++)
      {
        g_autofree char *where = g_strdup_printf ("setup.pieces[%u]", i);
        JsonObject *object = element_object (reader, pieces, i, where);
        g_autoptr(GError) error = NULL;
        const char *piece, *on, *corner, *crown;
        gint64 player;
        int kind, x = 0, y = 0, feature = -1, c = -1, sector = -1;

        if (object == NULL)
          continue;
        if (!read_int (reader, object, "player", where, TRUE, &player))
          continue;
        if (player < 0 || player >= n_players)
          {
            problem (reader, where, _("there is no player %lld in this game"), (long long) player);
            continue;
          }
        piece = read_string (reader, object, "piece", where, TRUE);
        if (piece == NULL)
          continue;
        kind = name_index (piece_names, BASTIDE_N_PIECE_KINDS, piece);
        if (kind < 0)
          {
            problem (reader, where, _("\"%s\" is not a piece"), piece);
            continue;
          }
        crown = read_string (reader, object, "crown", where, FALSE);
        if (crown != NULL)
          {
            sector = name_index (sector_names, BASTIDE_N_SECTORS, crown);
            if (sector < 0)
              {
                problem (reader, where, _("\"%s\" is not a sector of the wheel"), crown);
                continue;
              }
          }
        else
          {
            int slot;

            if (!read_coord (reader, object, "x", where, &x) || !read_coord (reader, object, "y", where, &y))
              continue;
            slot = bastide_state_tile_at (state, x, y);
            if (slot < 0)
              {
                problem (reader, where, _("there is no tile at (%d, %d)"), x, y);
                continue;
              }
            if (kind == BASTIDE_PIECE_BARN)
              {
                corner = read_string (reader, object, "corner", where, TRUE);
                if (corner == NULL)
                  continue;
                if ((c = bastide_corner_from_name (corner)) < 0)
                  {
                    problem (reader, where, _("\"%s\" is not a corner: use NE, SE, SW or NW"), corner);
                    continue;
                  }
              }
            else
              {
                on = read_string (reader, object, "on", where, TRUE);
                if (on == NULL)
                  continue;
                feature = read_feature_index (slot_type (state, slot), on);
                if (feature < 0)
                  {
                    problem (reader, where, _("the tile at (%d, %d) has no feature %s"), x, y, on);
                    continue;
                  }
              }
          }
        if (!bastide_state_put_piece (state, player, kind, x, y, feature, c, sector, &error))
          problem (reader, where, "%s", error->message);
      }

  if (scores != NULL)
    {
      if (json_array_get_length (scores) != n_players)
        problem (reader, "setup.scores", _("%u scores for %u players"),
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
              state->players[i].score = json_node_get_int (node);
          }
    }

  if (read_int (reader, setup, "to_move", "setup", FALSE, &to_move))
    {
      if (to_move < 0 || to_move >= n_players)
        problem (reader, "setup.to_move", _("there is no player %lld in this game"), (long long) to_move);
      else
        state->to_move = to_move;
    }

  if (abbeys != NULL)
    {
      if (!(record->rules.expansions & BASTIDE_EXPANSION_ABBEY_MAYOR))
        problem (reader, "setup.abbeys_left", _("abbeys are played only with Abbey & Mayor"));
      else if (json_array_get_length (abbeys) != n_players)
        problem (reader, "setup.abbeys_left", _("%u entries for %u players"),
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
              state->players[i].abbey = json_node_get_boolean (node);
          }
    }

  if (pig != NULL)
    {
      int sector = name_index (sector_names, BASTIDE_N_SECTORS, pig);

      if (record->rules.game != BASTIDE_GAME_WHEEL_OF_FORTUNE)
        problem (reader, "setup.pig", _("the pig belongs to Wheel of Fortune"));
      else if (sector < 0)
        problem (reader, "setup.pig", _("\"%s\" is not a sector of the wheel"), pig);
      else
        state->pig = sector;
    }

  if (draw != NULL)
    {
      guint8 types[BASTIDE_MAX_TILES];
      guint n = json_array_get_length (draw);
      g_autoptr(GError) error = NULL;

      if (n > BASTIDE_MAX_TILES)
        {
          problem (reader, "setup.draw", _("the pile may hold at most %d tiles"), BASTIDE_MAX_TILES);
          n = 0;
        }
      for (guint i = 0; i < n; i++)
        {
          JsonNode *node = json_array_get_element (draw, i);
          g_autofree char *where = g_strdup_printf ("setup.draw[%u]", i);
          int type = -1;

          if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING)
            type = bastide_state_lookup_tile (state, json_node_get_string (node));
          if (type < 0 || bastide_types[type].is_abbey || bastide_types[type].is_wheel_board)
            {
              problem (reader, where, _("not a tile of this game's pile"));
              continue;
            }
          if (++used[type] > bastide_state_available_copies (state, type))
            problem (reader, where, _("more copies of %s than the game holds (%d)"),
                     bastide_types[type].id, bastide_state_available_copies (state, type));
          types[i] = type;
        }
      if (!bastide_state_set_pile (state, types, n, &error))
        problem (reader, "setup.draw", "%s", error->message);
    }
  else
    bastide_state_fill_pile (state, record->seed);

  /* Beginning may already end a game whose pile is empty and score it;
   * the record keeps the setup as written. */
  record->setup = *state;
  bastide_state_begin (state);
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
  *ok &= read_coord (reader, object, "x", where, &ref.x);
  *ok &= read_coord (reader, object, "y", where, &ref.y);
  on = read_string (reader, object, "on", where, TRUE);
  if (on == NULL)
    *ok = FALSE;
  else
    g_strlcpy (ref.on, on, sizeof ref.on);
  return ref;
}

static void
read_turn (Reader             *reader,
           JsonNode           *node,
           const char         *where,
           const BastideState *game,
           gboolean            tile_required,
           BastideTurn        *turn)
{
  JsonObject *object, *deploy;
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
      read_coord (reader, object, "x", where, &turn->x);
      read_coord (reader, object, "y", where, &turn->y);
      if (turn->kind == BASTIDE_TURN_TILE)
        read_rotation (reader, object, where, &turn->rot);
    }

  member = json_object_get_member (object, "deploy");
  if (member != NULL && turn->kind != BASTIDE_TURN_DISCARD)
    {
      g_autofree char *dw = g_strdup_printf ("%s.deploy", where);
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
              kind = name_index (piece_names, BASTIDE_N_PIECE_KINDS, piece);
              if (kind < 0)
                {
                  g_autofree char *pw = g_strdup_printf ("%s.piece", dw);

                  problem (reader, pw, _("\"%s\" is not a piece: use meeple, abbot, mayor, wagon or barn"), piece);
                }
              else
                turn->piece = kind;
            }
          on = read_string (reader, deploy, "on", dw, FALSE);
          corner = read_string (reader, deploy, "corner", dw, FALSE);
          crown = read_string (reader, deploy, "crown", dw, FALSE);
          if ((on != NULL) + (corner != NULL) + (crown != NULL) != 1)
            problem (reader, dw, _("name exactly one of \"on\", \"corner\" and \"crown\""));
          if (on != NULL)
            g_strlcpy (turn->on, on, sizeof turn->on);
          if (corner != NULL && (turn->corner = bastide_corner_from_name (corner)) < 0)
            {
              g_autofree char *cw = g_strdup_printf ("%s.corner", dw);

              problem (reader, cw, _("\"%s\" is not a corner: use NE, SE, SW or NW"), corner);
            }
          if (crown != NULL && (turn->crown = name_index (sector_names, BASTIDE_N_SECTORS, crown)) < 0)
            {
              g_autofree char *cw = g_strdup_printf ("%s.crown", dw);

              problem (reader, cw, _("\"%s\" is not a sector: use fortune, tax, famine, storm, inquisition or plague"), crown);
            }
        }
    }

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
    JsonArray *list = read_array (reader, object, "plague", where);

    if (list != NULL)
      {
        turn->has_plague = TRUE;
        turn->n_plague = MIN (json_array_get_length (list), G_N_ELEMENTS (turn->plague));
        for (guint i = 0; i < turn->n_plague; i++)
          {
            g_autofree char *pw = g_strdup_printf ("%s.plague[%u]", where, i);
            gboolean ok;

            turn->plague[i] = read_feature_ref (reader, json_array_get_element (list, i), pw, NULL, &ok);
          }
        if (json_array_get_length (list) > G_N_ELEMENTS (turn->plague))
          turn->n_plague = G_N_ELEMENTS (turn->plague);
      }
    list = read_array (reader, object, "wagons", where);
    if (list != NULL)
      {
        turn->has_wagons = TRUE;
        turn->n_wagons = MIN (json_array_get_length (list), G_N_ELEMENTS (turn->wagons));
        for (guint i = 0; i < turn->n_wagons; i++)
          {
            g_autofree char *ww = g_strdup_printf ("%s.wagons[%u]", where, i);
            gboolean ok;

            turn->wagons[i] = read_feature_ref (reader, json_array_get_element (list, i), ww, "home", &ok);
          }
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

static BastideRecord *
record_alloc (void)
{
  BastideRecord *record = g_new0 (BastideRecord, 1);

  record->turns = g_array_new (FALSE, TRUE, sizeof (BastideTurn));
  record->extra = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  return record;
}

BastideRecord *
bastide_record_new (const BastideRules *rules,
                    guint64             seed)
{
  BastideRecord *record = record_alloc ();
  g_autoptr(GError) error = NULL;

  record->rules = *rules;
  record->seed = seed;
  for (guint i = 0; i < rules->n_players; i++)
    {
      record->players[i].name = g_strdup (color_names[i]);
      record->players[i].color = i;
    }
  if (!bastide_state_init_standard (&record->start, rules, seed, &error))
    g_critical ("the standard start failed: %s", error->message);
  return record;
}

void
bastide_record_free (BastideRecord *record)
{
  if (record == NULL)
    return;
  for (guint i = 0; i < BASTIDE_MAX_PLAYERS; i++)
    g_free (record->players[i].name);
  g_array_unref (record->turns);
  g_hash_table_unref (record->extra);
  g_free (record);
}

static void
fail_with_problems (Reader      *reader,
                    const char  *name,
                    GError     **error)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < reader->problems->len; i++)
    {
      if (i > 0)
        g_string_append (text, "\n");
      g_string_append_printf (text, "%s: %s", name, (char *) reader->problems->pdata[i]);
    }
  g_set_error_literal (error, BASTIDE_RECORD_ERROR, BASTIDE_RECORD_ERROR_INVALID, text->str);
  g_string_free (text, TRUE);
}

/* json-glib says "<data>:LINE:COLUMN: Parse error: …" and, for a file cut
 * short, names its last token: say instead that the file ends too early,
 * at the end of the file. */
static void
report_syntax_error (const char    *data,
                     gssize         length,
                     const char    *name,
                     const GError  *parse_error,
                     GError       **error)
{
  const char *message = parse_error->message;
  guint end_line = 1, end_column = 1, depth = 0;
  gboolean in_string = FALSE, escaped = FALSE;

  if (g_str_has_prefix (message, "<data>:"))
    message += strlen ("<data>:");
  if (length < 0)
    length = strlen (data);

  /* Only to tell a file cut short (an object, list or string still open
   * at its end) from one that is wrong somewhere: json-glib parses. */
  for (gssize i = 0; i < length; i++)
    {
      char c = data[i];

      if (c == '\n')
        {
          end_line++;
          end_column = 1;
        }
      else
        end_column++;
      if (in_string)
        {
          if (escaped)
            escaped = FALSE;
          else if (c == '\\')
            escaped = TRUE;
          else if (c == '"')
            in_string = FALSE;
        }
      else if (c == '"')
        in_string = TRUE;
      else if (c == '{' || c == '[')
        depth++;
      else if ((c == '}' || c == ']') && depth > 0)
        depth--;
    }

  if (in_string || depth > 0)
    g_set_error (error, BASTIDE_RECORD_ERROR, BASTIDE_RECORD_ERROR_SYNTAX,
                 _("%s:%u:%u: the file ends in the middle of the record"), name, end_line, end_column);
  else
    g_set_error (error, BASTIDE_RECORD_ERROR, BASTIDE_RECORD_ERROR_SYNTAX,
                 "%s:%s", name, message);
}

BastideRecord *
bastide_record_load_data (const char  *data,
                          gssize       length,
                          const char  *name,
                          GError     **error)
{
  g_autoptr(JsonParser) parser = json_parser_new_immutable ();
  g_autoptr(BastideRecord) record = record_alloc ();
  g_autoptr(GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) local_error = NULL;
  Reader reader = { problems };
  JsonNode *root;
  JsonObject *object;
  JsonArray *turns;
  JsonNode *setup;
  g_autoptr(GList) keys = NULL;

  if (!json_parser_load_from_data (parser, data, length, &local_error))
    {
      report_syntax_error (data, length, name, local_error, error);
      return NULL;
    }
  root = json_parser_get_root (parser);
  if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    {
      g_set_error (error, BASTIDE_RECORD_ERROR, BASTIDE_RECORD_ERROR_INVALID,
                   _("%s: a record is a JSON object"), name);
      return NULL;
    }
  object = json_node_get_object (root);

  read_header (&reader, object, record);
  if (problems->len > 0)
    {
      fail_with_problems (&reader, name, error);
      return NULL;
    }

  setup = json_object_get_member (object, "setup");
  if (setup != NULL && !JSON_NODE_HOLDS_OBJECT (setup))
    problem (&reader, "setup", _("%s where an object is needed"), node_type_label (setup));
  else if (setup != NULL)
    {
      record->has_setup = TRUE;
      read_setup (&reader, json_node_get_object (setup), record);
    }
  else if (!bastide_state_init_standard (&record->start, &record->rules, record->seed, &local_error))
    problem (&reader, "setup", "%s", local_error->message);

  turns = read_array (&reader, object, "turns", "");
  if (turns != NULL && problems->len == 0)
    for (guint i = 0; i < json_array_get_length (turns); i++)
      {
        g_autofree char *where = g_strdup_printf ("turns[%u]", i);
        BastideTurn turn;

        read_turn (&reader, json_array_get_element (turns, i), where, &record->start,
                   !record->start.pile_fixed, &turn);
        g_array_append_val (record->turns, turn);
      }

  if (problems->len > 0)
    {
      fail_with_problems (&reader, name, error);
      return NULL;
    }

  /* Keys of the game's own that are plain strings are kept (puzzles). */
  keys = json_object_get_members (object);
  for (GList *l = keys; l != NULL; l = l->next)
    {
      JsonNode *member = json_object_get_member (object, l->data);

      if (JSON_NODE_HOLDS_VALUE (member) && json_node_get_value_type (member) == G_TYPE_STRING
          && !g_str_equal (l->data, "format") && !g_str_equal (l->data, "game"))
        g_hash_table_insert (record->extra, g_strdup (l->data), g_strdup (json_node_get_string (member)));
    }

  return g_steal_pointer (&record);
}

BastideRecord *
bastide_record_load_file (const char  *path,
                          GError     **error)
{
  g_autofree char *data = NULL;
  g_autoptr(GError) local_error = NULL;
  gsize length;

  if (!g_file_get_contents (path, &data, &length, &local_error))
    {
      g_set_error (error, BASTIDE_RECORD_ERROR, BASTIDE_RECORD_ERROR_IO,
                   "%s", local_error->message);
      return NULL;
    }
  if (length > 16 * 1024 * 1024)
    {
      g_set_error (error, BASTIDE_RECORD_ERROR, BASTIDE_RECORD_ERROR_INVALID,
                   _("%s: the file is too large to be a record"), path);
      return NULL;
    }
  return bastide_record_load_data (data, length, path, error);
}

const BastideRules *
bastide_record_get_rules (const BastideRecord *record)
{
  return &record->rules;
}

guint64
bastide_record_get_seed (const BastideRecord *record)
{
  return record->seed;
}

const BastideRecordPlayer *
bastide_record_get_player (const BastideRecord *record,
                           guint                index)
{
  g_return_val_if_fail (index < record->rules.n_players, NULL);
  return &record->players[index];
}

void
bastide_record_set_player (BastideRecord *record,
                           guint          index,
                           const char    *name,
                           BastideColor   color)
{
  g_return_if_fail (index < record->rules.n_players);
  g_free (record->players[index].name);
  record->players[index].name = g_strdup (name);
  record->players[index].color = color;
}

const BastideState *
bastide_record_get_start (const BastideRecord *record)
{
  return &record->start;
}

void
bastide_record_set_start (BastideRecord      *record,
                          const BastideState *start)
{
  record->start = *start;
  record->setup = *start;
  record->has_setup = TRUE;
}

guint
bastide_record_get_n_turns (const BastideRecord *record)
{
  return record->turns->len;
}

const BastideTurn *
bastide_record_get_turn (const BastideRecord *record,
                         guint                index)
{
  g_return_val_if_fail (index < record->turns->len, NULL);
  return &g_array_index (record->turns, BastideTurn, index);
}

void
bastide_record_append_turn (BastideRecord     *record,
                            const BastideTurn *turn)
{
  g_array_append_val (record->turns, *turn);
}

void
bastide_record_truncate (BastideRecord *record,
                         guint          n_turns)
{
  if (n_turns < record->turns->len)
    g_array_set_size (record->turns, n_turns);
}

void
bastide_record_set_extra (BastideRecord *record,
                          const char    *key,
                          const char    *value)
{
  if (value == NULL)
    g_hash_table_remove (record->extra, key);
  else
    g_hash_table_insert (record->extra, g_strdup (key), g_strdup (value));
}

const char *
bastide_record_get_extra (const BastideRecord *record,
                          const char          *key)
{
  return g_hash_table_lookup (record->extra, key);
}

/* Replaying */

static gboolean
resolve_ref (const BastideState       *state,
             const BastideFeatureRef  *ref,
             int                      *feature,
             GError                  **error)
{
  int slot = bastide_state_tile_at (state, ref->x, ref->y);

  if (slot < 0)
    {
      g_set_error (error, BASTIDE_RULE_ERROR, BASTIDE_RULE_ERROR_PLACEMENT,
                   _("there is no tile at (%d, %d)"), ref->x, ref->y);
      return FALSE;
    }
  *feature = bastide_tile_type_feature (slot_type (state, slot), ref->on);
  if (*feature < 0)
    {
      g_set_error (error, BASTIDE_RULE_ERROR, BASTIDE_RULE_ERROR_DEPLOY,
                   _("the tile at (%d, %d) has no feature %s"), ref->x, ref->y, ref->on);
      return FALSE;
    }
  return TRUE;
}

static gboolean
play_plague (BastideState       *state,
             const BastideTurn  *turn,
             BastideEvents      *events,
             GError            **error)
{
  guint n = state->rules.n_players;

  if (state->phase != BASTIDE_PHASE_PLAGUE)
    {
      if (turn->has_plague)
        {
          g_set_error_literal (error, BASTIDE_RULE_ERROR, BASTIDE_RULE_ERROR_PLAGUE,
                               _("plague listed without a PLAGUE event"));
          return FALSE;
        }
      return TRUE;
    }
  if (!turn->has_plague)
    {
      g_set_error_literal (error, BASTIDE_RULE_ERROR, BASTIDE_RULE_ERROR_PLAGUE,
                           _("the plague list is missing: the pig reached PLAGUE and players have followers on land tiles"));
      return FALSE;
    }
  if (turn->n_plague != n)
    {
      g_set_error (error, BASTIDE_RULE_ERROR, BASTIDE_RULE_ERROR_PLAGUE,
                   turn->n_plague > n ? _("more plague entries than players: %u for %u players")
                                      : _("fewer plague entries than players: %u for %u players"),
                   turn->n_plague, n);
      return FALSE;
    }
  for (guint i = 0; i < n; i++)
    {
      const BastideFeatureRef *ref = &turn->plague[i];
      int feature = -1;

      if (!ref->home && !resolve_ref (state, ref, &feature, error))
        return FALSE;
      if (!bastide_state_plague (state, ref->x, ref->y, feature, events, error))
        return FALSE;
    }
  return TRUE;
}

static gboolean
play_deploy_and_wagons (BastideState       *state,
                        const BastideTurn  *turn,
                        BastideEvents      *events,
                        GError            **error)
{
  if (turn->recall)
    {
      if (!bastide_state_recall_abbot (state, events, error))
        return FALSE;
    }
  else if (turn->has_deploy)
    {
      BastideDeploy deploy = { turn->piece, -1, turn->corner, turn->crown };
      const BastidePlacedTile *tile = &state->tiles[state->last_tile];

      if (turn->on[0] != '\0')
        {
          deploy.feature = bastide_tile_type_feature (&bastide_types[tile->type], turn->on);
          if (deploy.feature < 0)
            {
              g_set_error (error, BASTIDE_RULE_ERROR, BASTIDE_RULE_ERROR_DEPLOY,
                           _("the tile has no such feature: %s has no %s"),
                           bastide_types[tile->type].id, turn->on);
              return FALSE;
            }
        }
      if (!bastide_state_deploy (state, &deploy, events, error))
        return FALSE;
    }
  else if (!bastide_state_deploy (state, NULL, events, error))
    return FALSE;

  for (guint i = 0; i < turn->n_wagons; i++)
    {
      const BastideFeatureRef *ref = &turn->wagons[i];
      int feature;

      if (state->phase != BASTIDE_PHASE_WAGONS)
        {
          g_set_error (error, BASTIDE_RULE_ERROR, BASTIDE_RULE_ERROR_WAGON,
                       _("more wagon entries than wagons scored: %u entries"), turn->n_wagons);
          return FALSE;
        }
      if (ref->home)
        {
          if (!bastide_state_wagon_home (state, events, error))
            return FALSE;
        }
      else if (!resolve_ref (state, ref, &feature, error)
               || !bastide_state_move_wagon (state, ref->x, ref->y, feature, events, error))
        return FALSE;
    }
  while (state->phase == BASTIDE_PHASE_WAGONS)
    bastide_state_wagon_home (state, events, NULL);
  return TRUE;
}

gboolean
bastide_record_play_turn (const BastideRecord  *record G_GNUC_UNUSED,
                          BastideState         *state,
                          const BastideTurn    *turn,
                          BastideEvents        *events,
                          GError              **error)
{
  switch (turn->kind)
    {
    case BASTIDE_TURN_PASS:
      return bastide_state_pass (state, error);

    case BASTIDE_TURN_ABBEY:
      if (turn->has_plague)
        {
          g_set_error_literal (error, BASTIDE_RULE_ERROR, BASTIDE_RULE_ERROR_PLAGUE,
                               _("plague listed without a PLAGUE event"));
          return FALSE;
        }
      return bastide_state_play_abbey (state, turn->x, turn->y, events, error)
             && play_deploy_and_wagons (state, turn, events, error);

    case BASTIDE_TURN_DISCARD:
      return bastide_state_draw (state, turn->tile, events, error)
             && play_plague (state, turn, events, error)
             && bastide_state_discard (state, error);

    case BASTIDE_TURN_TILE:
    default:
      return bastide_state_draw (state, turn->tile, events, error)
             && play_plague (state, turn, events, error)
             && bastide_state_place (state, turn->x, turn->y, turn->rot, events, error)
             && play_deploy_and_wagons (state, turn, events, error);
    }
}

gboolean
bastide_record_replay (const BastideRecord  *record,
                       BastideState         *state,
                       guint                *n_played,
                       GError              **error)
{
  *state = record->start;
  for (guint i = 0; i < record->turns->len; i++)
    {
      g_autoptr(GError) local_error = NULL;

      if (n_played != NULL)
        *n_played = i;
      if (!bastide_record_play_turn (record, state, &g_array_index (record->turns, BastideTurn, i),
                                     NULL, &local_error))
        {
          g_set_error (error, local_error->domain, local_error->code,
                       _("turn %u: %s"), i, local_error->message);
          return FALSE;
        }
    }
  if (n_played != NULL)
    *n_played = record->turns->len;
  return TRUE;
}

/* Writing */

static void
write_ref (JsonBuilder              *builder,
           const BastideFeatureRef  *ref,
           gboolean                  wagon)
{
  if (ref->home)
    {
      if (wagon)
        json_builder_add_string_value (builder, "home");
      else
        json_builder_add_null_value (builder);
      return;
    }
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "x");
  json_builder_add_int_value (builder, ref->x);
  json_builder_set_member_name (builder, "y");
  json_builder_add_int_value (builder, ref->y);
  json_builder_set_member_name (builder, "on");
  json_builder_add_string_value (builder, ref->on);
  json_builder_end_object (builder);
}

/**
 * bastide_record_build_turn:
 *
 * Writes one element of "turns".
 */
void
bastide_record_build_turn (JsonBuilder       *builder,
                           const BastideTurn *turn)
{
  json_builder_begin_object (builder);
  switch (turn->kind)
    {
    case BASTIDE_TURN_PASS:
      json_builder_set_member_name (builder, "pass");
      json_builder_add_boolean_value (builder, TRUE);
      json_builder_end_object (builder);
      return;
    case BASTIDE_TURN_ABBEY:
      json_builder_set_member_name (builder, "abbey");
      json_builder_add_boolean_value (builder, TRUE);
      break;
    case BASTIDE_TURN_DISCARD:
    case BASTIDE_TURN_TILE:
    default:
      if (turn->tile >= 0)
        {
          json_builder_set_member_name (builder, "tile");
          json_builder_add_string_value (builder, bastide_types[turn->tile].id);
        }
      if (turn->kind == BASTIDE_TURN_DISCARD)
        {
          json_builder_set_member_name (builder, "discard");
          json_builder_add_boolean_value (builder, TRUE);
        }
      break;
    }
  if (turn->kind != BASTIDE_TURN_DISCARD)
    {
      json_builder_set_member_name (builder, "x");
      json_builder_add_int_value (builder, turn->x);
      json_builder_set_member_name (builder, "y");
      json_builder_add_int_value (builder, turn->y);
      if (turn->kind == BASTIDE_TURN_TILE)
        {
          json_builder_set_member_name (builder, "rot");
          json_builder_add_int_value (builder, turn->rot * 90);
        }
    }
  if (turn->has_deploy)
    {
      json_builder_set_member_name (builder, "deploy");
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "piece");
      json_builder_add_string_value (builder, piece_names[turn->piece]);
      if (turn->crown >= 0)
        {
          json_builder_set_member_name (builder, "crown");
          json_builder_add_string_value (builder, sector_names[turn->crown]);
        }
      else if (turn->corner >= 0)
        {
          json_builder_set_member_name (builder, "corner");
          json_builder_add_string_value (builder, bastide_corner_name (turn->corner));
        }
      else
        {
          json_builder_set_member_name (builder, "on");
          json_builder_add_string_value (builder, turn->on);
        }
      json_builder_end_object (builder);
    }
  if (turn->recall)
    {
      json_builder_set_member_name (builder, "recall");
      json_builder_add_string_value (builder, "abbot");
    }
  if (turn->has_plague)
    {
      json_builder_set_member_name (builder, "plague");
      json_builder_begin_array (builder);
      for (guint i = 0; i < turn->n_plague; i++)
        write_ref (builder, &turn->plague[i], FALSE);
      json_builder_end_array (builder);
    }
  if (turn->has_wagons)
    {
      json_builder_set_member_name (builder, "wagons");
      json_builder_begin_array (builder);
      for (guint i = 0; i < turn->n_wagons; i++)
        write_ref (builder, &turn->wagons[i], TRUE);
      json_builder_end_array (builder);
    }
  json_builder_end_object (builder);
}

/**
 * bastide_record_build_tile:
 *
 * Writes one element of setup.board.
 */
void
bastide_record_build_tile (JsonBuilder *builder,
                           guint        type,
                           int          x,
                           int          y,
                           guint        rot)
{
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "tile");
  json_builder_add_string_value (builder, bastide_catalogue_get (type)->id);
  json_builder_set_member_name (builder, "x");
  json_builder_add_int_value (builder, x);
  json_builder_set_member_name (builder, "y");
  json_builder_add_int_value (builder, y);
  json_builder_set_member_name (builder, "rot");
  json_builder_add_int_value (builder, rot * 90);
  json_builder_end_object (builder);
}

/**
 * bastide_record_build_piece:
 * @on: the feature id, for a piece on a feature
 * @corner: the barn's corner, or -1
 * @crown: the sector of a follower on a crown space, or -1 (then @x, @y
 *   and @on or @corner place the piece)
 *
 * Writes one element of setup.pieces.
 */
void
bastide_record_build_piece (JsonBuilder      *builder,
                            guint             player,
                            BastidePieceKind  kind,
                            int               x,
                            int               y,
                            const char       *on,
                            int               corner,
                            int               crown)
{
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "player");
  json_builder_add_int_value (builder, player);
  json_builder_set_member_name (builder, "piece");
  json_builder_add_string_value (builder, piece_names[kind]);
  if (crown >= 0)
    {
      json_builder_set_member_name (builder, "crown");
      json_builder_add_string_value (builder, sector_names[crown]);
    }
  else
    {
      json_builder_set_member_name (builder, "x");
      json_builder_add_int_value (builder, x);
      json_builder_set_member_name (builder, "y");
      json_builder_add_int_value (builder, y);
      if (kind == BASTIDE_PIECE_BARN)
        {
          json_builder_set_member_name (builder, "corner");
          json_builder_add_string_value (builder, bastide_corner_name (corner));
        }
      else
        {
          json_builder_set_member_name (builder, "on");
          json_builder_add_string_value (builder, on);
        }
    }
  json_builder_end_object (builder);
}

static void
write_setup (JsonBuilder        *builder,
             const BastideState *state)
{
  guint n = state->rules.n_players;

  json_builder_begin_object (builder);

  json_builder_set_member_name (builder, "board");
  json_builder_begin_array (builder);
  for (guint s = 0; s < state->n_tiles; s++)
    bastide_record_build_tile (builder, state->tiles[s].type, state->tiles[s].x,
                               state->tiles[s].y, state->tiles[s].rot);
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "pieces");
  json_builder_begin_array (builder);
  for (guint i = 0; i < state->n_pieces; i++)
    {
      const BastidePiece *piece = &state->pieces[i];
      const BastidePlacedTile *tile = NULL;
      const char *on = NULL;

      if (piece->crown < 0)
        {
          const BastideNode *node = &state->nodes[piece->node];

          tile = &state->tiles[node->tile];
          on = bastide_types[tile->type].features[node->feature].id;
        }
      bastide_record_build_piece (builder, piece->owner, piece->kind,
                                  tile != NULL ? tile->x : 0, tile != NULL ? tile->y : 0,
                                  on, piece->corner, piece->crown);
    }
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "scores");
  json_builder_begin_array (builder);
  for (guint p = 0; p < n; p++)
    json_builder_add_int_value (builder, state->players[p].score);
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "to_move");
  json_builder_add_int_value (builder, state->to_move);

  if (state->pile_fixed)
    {
      json_builder_set_member_name (builder, "draw");
      json_builder_begin_array (builder);
      for (guint i = state->pile_len; i-- > 0;)
        json_builder_add_string_value (builder, bastide_types[state->pile[i]].id);
      json_builder_end_array (builder);
    }

  if (state->rules.expansions & BASTIDE_EXPANSION_ABBEY_MAYOR)
    {
      json_builder_set_member_name (builder, "abbeys_left");
      json_builder_begin_array (builder);
      for (guint p = 0; p < n; p++)
        json_builder_add_boolean_value (builder, state->players[p].abbey);
      json_builder_end_array (builder);
    }
  if (state->rules.game == BASTIDE_GAME_WHEEL_OF_FORTUNE)
    {
      json_builder_set_member_name (builder, "pig");
      json_builder_add_string_value (builder, sector_names[state->pig]);
    }
  json_builder_end_object (builder);
}

/**
 * bastide_record_build_header:
 * @builder: a builder inside the record's top-level object
 * @names: (array length=rules->n_players): the players' names
 * @colors: (array length=rules->n_players): their colours
 * @extras: (nullable): string keys of the game's own, written sorted so
 *   that saving twice gives the same file
 *
 * Writes the members before "setup": format, version, game, expansions,
 * options, players, seed and @extras.
 */
void
bastide_record_build_header (JsonBuilder         *builder,
                             const BastideRules  *rules,
                             const char * const  *names,
                             const BastideColor  *colors,
                             guint64              seed,
                             GHashTable          *extras)
{
  json_builder_set_member_name (builder, "format");
  json_builder_add_string_value (builder, "bastide-record");
  json_builder_set_member_name (builder, "version");
  json_builder_add_int_value (builder, 1);
  json_builder_set_member_name (builder, "game");
  json_builder_add_string_value (builder, rules->game == BASTIDE_GAME_WHEEL_OF_FORTUNE
                                          ? "wheel-of-fortune" : "standard");
  json_builder_set_member_name (builder, "expansions");
  json_builder_begin_array (builder);
  for (guint e = 0; e < G_N_ELEMENTS (expansion_names); e++)
    if (rules->expansions & (1 << e))
      json_builder_add_string_value (builder, expansion_names[e]);
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "options");
  json_builder_begin_object (builder);
  if (rules->wagon_adjacent_tiles)
    {
      json_builder_set_member_name (builder, "wagon-move");
      json_builder_add_string_value (builder, "adjacent-tiles");
    }
  if (rules->river_immediate_only)
    {
      json_builder_set_member_name (builder, "river-turns");
      json_builder_add_string_value (builder, "immediate-only");
    }
  json_builder_end_object (builder);
  json_builder_set_member_name (builder, "players");
  json_builder_begin_array (builder);
  for (guint p = 0; p < rules->n_players; p++)
    {
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "name");
      json_builder_add_string_value (builder, names[p] != NULL ? names[p] : "");
      json_builder_set_member_name (builder, "color");
      json_builder_add_string_value (builder, color_names[colors[p]]);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "seed");
  json_builder_add_int_value (builder, seed);

  if (extras != NULL)
    {
      g_autoptr(GList) keys = g_list_sort (g_hash_table_get_keys (extras), (GCompareFunc) g_strcmp0);

      for (GList *l = keys; l != NULL; l = l->next)
        {
          json_builder_set_member_name (builder, l->data);
          json_builder_add_string_value (builder, g_hash_table_lookup (extras, l->data));
        }
    }
}

char *
bastide_record_to_data (const BastideRecord *record,
                        gsize               *length)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = NULL;
  const char *names[BASTIDE_MAX_PLAYERS];
  BastideColor colors[BASTIDE_MAX_PLAYERS];

  for (guint p = 0; p < record->rules.n_players; p++)
    {
      names[p] = record->players[p].name;
      colors[p] = record->players[p].color;
    }

  json_builder_begin_object (builder);
  bastide_record_build_header (builder, &record->rules, names, colors, record->seed, record->extra);

  if (record->has_setup)
    {
      json_builder_set_member_name (builder, "setup");
      write_setup (builder, &record->setup);
    }

  json_builder_set_member_name (builder, "turns");
  json_builder_begin_array (builder);
  for (guint i = 0; i < record->turns->len; i++)
    bastide_record_build_turn (builder, &g_array_index (record->turns, BastideTurn, i));
  json_builder_end_array (builder);
  json_builder_end_object (builder);

  root = json_builder_get_root (builder);
  json_generator_set_root (generator, root);
  json_generator_set_pretty (generator, TRUE);
  json_generator_set_indent (generator, 2);
  return json_generator_to_data (generator, length);
}

/* Written to a temporary file and renamed over the old one, so a crash
 * never leaves half a record behind. */
gboolean
bastide_record_save (const BastideRecord  *record,
                     const char           *path,
                     GError              **error)
{
  gsize length;
  g_autofree char *data = bastide_record_to_data (record, &length);

  return g_file_set_contents (path, data, length, error);
}
