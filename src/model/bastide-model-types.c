/* bastide-model-types.c: GTypes of the model's own types, names and labels
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bastide-model"

#include "config.h"

#include "bastide-model-types.h"

#include <glib/gi18n.h>

/* The engine's enums have their GTypes in bastide-enums.c; these are the
 * model's own. */
G_DEFINE_ENUM_TYPE (BastidePlayerKind, bastide_player_kind,
  G_DEFINE_ENUM_VALUE (BASTIDE_PLAYER_PERSON, "person"),
  G_DEFINE_ENUM_VALUE (BASTIDE_PLAYER_COMPUTER, "computer"),
  G_DEFINE_ENUM_VALUE (BASTIDE_PLAYER_REMOTE, "remote"))

G_DEFINE_ENUM_TYPE (BastideComputerLevel, bastide_computer_level,
  G_DEFINE_ENUM_VALUE (BASTIDE_COMPUTER_EASY, "easy"),
  G_DEFINE_ENUM_VALUE (BASTIDE_COMPUTER_MEDIUM, "medium"),
  G_DEFINE_ENUM_VALUE (BASTIDE_COMPUTER_HARD, "hard"),
  G_DEFINE_ENUM_VALUE (BASTIDE_COMPUTER_GREEDY, "greedy"))

static BastideTurnPart *
turn_part_copy (const BastideTurnPart *part)
{
  return g_memdup2 (part, sizeof *part);
}

G_DEFINE_BOXED_TYPE (BastideTurnPart, bastide_turn_part, turn_part_copy, g_free)

static BastideBoardTile *
board_tile_copy (const BastideBoardTile *tile)
{
  return g_memdup2 (tile, sizeof *tile);
}

G_DEFINE_BOXED_TYPE (BastideBoardTile, bastide_board_tile, board_tile_copy, g_free)

static BastidePieceMove *
piece_move_copy (const BastidePieceMove *move)
{
  return g_memdup2 (move, sizeof *move);
}

G_DEFINE_BOXED_TYPE (BastidePieceMove, bastide_piece_move, piece_move_copy, g_free)

/**
 * bastide_computer_level_name:
 * @level: a #BastideComputerLevel
 *
 * Returns: the level's stable name, as records store it
 */
const char *
bastide_computer_level_name (BastideComputerLevel level)
{
  return bastide_enum_to_nick (BASTIDE_TYPE_COMPUTER_LEVEL, level);
}

/**
 * bastide_computer_level_from_name:
 * @name: "easy", "medium", "hard" or "greedy"
 *
 * Returns: the level, or -1 for another name
 */
int
bastide_computer_level_from_name (const char *name)
{
  return bastide_enum_from_nick (BASTIDE_TYPE_COMPUTER_LEVEL, name);
}

/**
 * bastide_computer_level_label:
 * @level: a #BastideComputerLevel
 *
 * Returns: the level's translated name
 */
const char *
bastide_computer_level_label (BastideComputerLevel level)
{
  switch (level)
    {
    /* Translators: the strength of a computer player */
    case BASTIDE_COMPUTER_EASY: return _("Easy");
    /* Translators: the strength of a computer player */
    case BASTIDE_COMPUTER_MEDIUM: return _("Medium");
    /* Translators: the strength of a computer player */
    case BASTIDE_COMPUTER_HARD: return _("Hard");
    /* Translators: the strength of a computer player that does not think
     * ahead (servers and tests use it) */
    case BASTIDE_COMPUTER_GREEDY: return _("Greedy");
    default: g_return_val_if_reached (NULL);
    }
}

/**
 * bastide_category_label:
 * @category: a #BastideCategory
 *
 * Returns: the translated title of a score sheet column
 */
const char *
bastide_category_label (BastideCategory category)
{
  switch (category)
    {
    /* Translators: a column of the score sheet */
    case BASTIDE_CATEGORY_ROAD: return _("Roads");
    /* Translators: a column of the score sheet */
    case BASTIDE_CATEGORY_CITY: return _("Cities");
    /* Translators: a column of the score sheet */
    case BASTIDE_CATEGORY_CLOISTER: return _("Monasteries");
    /* Translators: a column of the score sheet */
    case BASTIDE_CATEGORY_FIELD: return _("Fields");
    /* Translators: a column of the score sheet (abbots on cloisters and gardens) */
    case BASTIDE_CATEGORY_ABBOT: return _("Abbots");
    /* Translators: a column of the score sheet */
    case BASTIDE_CATEGORY_BARN: return _("Barns");
    /* Translators: a column of the score sheet: points from the Wheel of
     * Fortune; a short word keeps the table narrow ("Wheel") */
    case BASTIDE_CATEGORY_WHEEL: return C_("score sheet column", "Wheel of Fortune");
    case BASTIDE_N_CATEGORIES:
    default: g_return_val_if_reached (NULL);
    }
}
