/* bastide-test-scripted.h: the scripted game the model tests play
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Header-only, for test-model.c and test-describe.c. A record with a
 * fixed pile:
 *
 *   setup   M at (0, 0) turned 90°: a two-sided city (east, south) with a
 *           shield; pile N, E, E, B
 *   turn 0  Red draws N, puts it at (1, 0) turned 180° (city west, south)
 *           and a knight on it
 *   turn 1  Blue draws E, closes the city's west half at (0, 1)
 *   turn 2  Red draws E, closes the city at (1, 1) and puts a farmer on
 *           its field: the city of 4 tiles with 1 shield scores 10 for Red
 *           and the knight goes home
 *   turn 3  Blue draws B, the last tile, at (0, -1) with a monk: the game
 *           ends; the monastery (3 tiles) scores 3 for Blue, Red's farmer 3
 *           for one completed city
 */

#pragma once

#include "bastide-game.h"

static const char scripted_record[] =
  "{"
  "  \"format\": \"bastide-record\", \"version\": 1, \"game\": \"standard\","
  "  \"expansions\": [], \"options\": {},"
  "  \"players\": [ { \"name\": \"Red\", \"color\": \"red\" },"
  "                 { \"name\": \"Blue\", \"color\": \"blue\" } ],"
  "  \"seed\": 7,"
  "  \"setup\": {"
  "    \"board\": [ { \"tile\": \"M\", \"x\": 0, \"y\": 0, \"rot\": 90 } ],"
  "    \"draw\": [ \"N\", \"E\", \"E\", \"B\" ]"
  "  },"
  "  \"turns\": []"
  "}";

static inline int
type_of (const char *id)
{
  int type = bastide_catalogue_lookup (id, BASTIDE_SET_BASE);

  g_assert_cmpint (type, >=, 0);
  return type;
}

static inline const char *
type_id (guint type)
{
  return bastide_catalogue_get (type)->id;
}

static inline int
feature_of (const char *tile,
            const char *feature)
{
  int index = bastide_tile_type_feature (bastide_catalogue_get (type_of (tile)), feature);

  g_assert_cmpint (index, >=, 0);
  return index;
}

static inline BastideGame *
scripted_game (void)
{
  g_autoptr(GError) error = NULL;
  BastideRecord *record;
  BastideGame *game;

  record = bastide_record_load_data (scripted_record, -1, "scripted", &error);
  g_assert_no_error (error);
  game = bastide_game_new_from_record (record, &error);
  g_assert_no_error (error);
  g_assert_nonnull (game);
  return game;
}
