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

static void
build_tile (JsonBuilder            *builder,
            const BastideSetupTile *tile)
{
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "tile");
  json_builder_add_string_value (builder, bastide_catalogue_get (tile->type)->id);
  json_builder_set_member_name (builder, "x");
  json_builder_add_int_value (builder, tile->x);
  json_builder_set_member_name (builder, "y");
  json_builder_add_int_value (builder, tile->y);
  json_builder_set_member_name (builder, "rot");
  json_builder_add_int_value (builder, tile->rot * 90);
  json_builder_end_object (builder);
}

/* A piece on a crown space, on a barn's corner, or on a feature ("on"). */
static void
build_piece (JsonBuilder             *builder,
             const BastideSetup      *setup,
             const BastideSetupPiece *piece)
{
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "player");
  json_builder_add_int_value (builder, piece->player);
  json_builder_set_member_name (builder, "piece");
  json_builder_add_string_value (builder, bastide_piece_name (piece->kind));
  if (piece->crown >= 0)
    {
      json_builder_set_member_name (builder, "crown");
      json_builder_add_string_value (builder, bastide_sector_name (piece->crown));
      json_builder_end_object (builder);
      return;
    }
  json_builder_set_member_name (builder, "x");
  json_builder_add_int_value (builder, piece->x);
  json_builder_set_member_name (builder, "y");
  json_builder_add_int_value (builder, piece->y);
  if (piece->kind == BASTIDE_PIECE_BARN)
    {
      json_builder_set_member_name (builder, "corner");
      json_builder_add_string_value (builder, bastide_corner_name (piece->corner));
    }
  else
    {
      const BastideSetupTile *tile = &g_array_index (setup->tiles, BastideSetupTile,
                                                     bastide_setup_find_tile (setup, piece->x, piece->y));

      json_builder_set_member_name (builder, "on");
      json_builder_add_string_value (builder, bastide_catalogue_get (tile->type)->features[piece->feature].id);
    }
  json_builder_end_object (builder);
}

/* "setup", with every field spelt out, so that a position reads back
 * exactly (board and pieces in their order, the pile, the seed). */
static void
build_position (JsonBuilder        *builder,
                const BastideSetup *setup)
{
  guint n = setup->rules.n_players;

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "board");
  json_builder_begin_array (builder);
  for (guint i = 0; i < setup->tiles->len; i++)
    build_tile (builder, &g_array_index (setup->tiles, BastideSetupTile, i));
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "pieces");
  json_builder_begin_array (builder);
  for (guint i = 0; i < setup->pieces->len; i++)
    build_piece (builder, setup, &g_array_index (setup->pieces, BastideSetupPiece, i));
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "scores");
  json_builder_begin_array (builder);
  for (guint p = 0; p < n; p++)
    json_builder_add_int_value (builder, setup->scores[p]);
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "to_move");
  json_builder_add_int_value (builder, setup->to_move);

  if (setup->pile_fixed)
    {
      json_builder_set_member_name (builder, "draw");
      json_builder_begin_array (builder);
      for (guint i = 0; i < setup->pile->len; i++)
        json_builder_add_string_value (builder, bastide_catalogue_get (g_array_index (setup->pile, guint, i))->id);
      json_builder_end_array (builder);
    }
  if (setup->rules.expansions & BASTIDE_EXPANSION_ABBEY_MAYOR)
    {
      json_builder_set_member_name (builder, "abbeys_left");
      json_builder_begin_array (builder);
      for (guint p = 0; p < n; p++)
        json_builder_add_boolean_value (builder, setup->abbeys[p]);
      json_builder_end_array (builder);
    }
  if (setup->rules.game == BASTIDE_GAME_WHEEL_OF_FORTUNE)
    {
      json_builder_set_member_name (builder, "pig");
      json_builder_add_string_value (builder, bastide_sector_name (setup->pig));
    }
  json_builder_end_object (builder);
}

static void
build_rules (JsonBuilder        *builder,
             const BastideRules *rules)
{
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
}

/**
 * bastide_setup_build:
 * @builder: a builder inside a record's top-level object
 * @with_position: whether to write "setup" (else play starts from the
 *   rules' start)
 * @extras: (nullable): string keys of the game's own, written sorted so
 *   that saving twice gives the same file
 *
 * Writes the members before "turns": format, version, game, expansions,
 * options, players, seed, @extras and "setup".
 */
void
bastide_setup_build (JsonBuilder        *builder,
                     const BastideSetup *setup,
                     gboolean            with_position,
                     GHashTable         *extras)
{
  json_builder_set_member_name (builder, "format");
  json_builder_add_string_value (builder, "bastide-record");
  json_builder_set_member_name (builder, "version");
  json_builder_add_int_value (builder, 1);
  build_rules (builder, &setup->rules);
  json_builder_set_member_name (builder, "players");
  json_builder_begin_array (builder);
  for (guint p = 0; p < setup->rules.n_players; p++)
    {
      const char *name = setup->players[p].name;

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "name");
      json_builder_add_string_value (builder, name != NULL ? name : "");
      json_builder_set_member_name (builder, "color");
      json_builder_add_string_value (builder, bastide_color_name (setup->players[p].color));
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "seed");
  json_builder_add_int_value (builder, setup->seed);

  if (extras != NULL)
    {
      g_autoptr(GList) keys = g_list_sort (g_hash_table_get_keys (extras), (GCompareFunc) g_strcmp0);

      for (GList *l = keys; l != NULL; l = l->next)
        {
          json_builder_set_member_name (builder, l->data);
          json_builder_add_string_value (builder, g_hash_table_lookup (extras, l->data));
        }
    }
  if (with_position)
    {
      json_builder_set_member_name (builder, "setup");
      build_position (builder, setup);
    }
}

/* The record of @setup with @turns (n_turns of them), as the text of a file. */
static char *
build_record (const BastideSetup *setup,
              gboolean            with_position,
              GHashTable         *extras,
              const BastideTurn  *turns,
              guint               n_turns,
              gsize              *length)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = NULL;

  json_builder_begin_object (builder);
  bastide_setup_build (builder, setup, with_position, extras);
  json_builder_set_member_name (builder, "turns");
  json_builder_begin_array (builder);
  for (guint i = 0; i < n_turns; i++)
    bastide_record_build_turn (builder, &turns[i]);
  json_builder_end_array (builder);
  json_builder_end_object (builder);

  root = json_builder_get_root (builder);
  json_generator_set_root (generator, root);
  json_generator_set_pretty (generator, TRUE);
  json_generator_set_indent (generator, 2);
  return json_generator_to_data (generator, length);
}

/**
 * bastide_setup_to_data:
 * @extras: (nullable): string keys of the game's own
 *
 * A record of the position with no turns yet, every field of its setup
 * written out: the editor's scenarios and puzzles.
 */
char *
bastide_setup_to_data (const BastideSetup *setup,
                       GHashTable         *extras,
                       gsize              *length)
{
  return build_record (setup, TRUE, extras, NULL, 0, length);
}

char *
bastide_record_to_data (const BastideRecord *record,
                        gsize               *length)
{
  return build_record (record->setup, record->has_setup, record->extra,
                       (const BastideTurn *) record->turns->data, record->turns->len, length);
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
