/* bastide-record-write.c: writing records
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bastide-record"

#include "config.h"

#include "bastide-record-private.h"

#include <glib/gi18n.h>

#include "bastide-enums.h"
#include "bastide-state-private.h"

/**
 * bastide_record_build_feature_ref:
 *
 * Writes one entry of a turn's "plague" (@wagon FALSE) or "wagons" list.
 */
void
bastide_record_build_feature_ref (JsonBuilder              *builder,
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
      json_builder_add_string_value (builder, bastide_piece_name (turn->piece));
      if (turn->crown >= 0)
        {
          json_builder_set_member_name (builder, "crown");
          json_builder_add_string_value (builder, bastide_sector_name (turn->crown));
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
        bastide_record_build_feature_ref (builder, &turn->plague[i], FALSE);
      json_builder_end_array (builder);
    }
  if (turn->has_wagons)
    {
      json_builder_set_member_name (builder, "wagons");
      json_builder_begin_array (builder);
      for (guint i = 0; i < turn->n_wagons; i++)
        bastide_record_build_feature_ref (builder, &turn->wagons[i], TRUE);
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
  json_builder_add_string_value (builder, bastide_piece_name (kind));
  if (crown >= 0)
    {
      json_builder_set_member_name (builder, "crown");
      json_builder_add_string_value (builder, bastide_sector_name (crown));
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
      json_builder_add_string_value (builder, bastide_sector_name (state->pig));
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
  for (guint bit = BASTIDE_EXPANSION_RIVER; bit <= BASTIDE_EXPANSION_ABBEY_MAYOR; bit <<= 1)
    if (rules->expansions & bit)
      json_builder_add_string_value (builder, bastide_enum_to_nick (BASTIDE_TYPE_EXPANSIONS, bit));
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
      json_builder_add_string_value (builder, bastide_color_name (colors[p]));
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