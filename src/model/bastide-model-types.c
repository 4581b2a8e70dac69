/* bastide-model-types.c: GTypes of the engine's enums, names and labels
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bastide-model"

#include "config.h"

#include "bastide-model-types.h"

#include <glib/gi18n.h>

#define DEFINE_ENUM_TYPE(TypeName, type_name, ...) \
  GType \
  type_name##_get_type (void) \
  { \
    static gsize gtype = 0; \
    static const GEnumValue values[] = { __VA_ARGS__, { 0, NULL, NULL } }; \
    if (g_once_init_enter (&gtype)) \
      g_once_init_leave (&gtype, g_enum_register_static (g_intern_static_string (#TypeName), values)); \
    return gtype; \
  }

#define V(value, nick) { value, #value, nick }

DEFINE_ENUM_TYPE (BastidePhase, bastide_phase,
                  V (BASTIDE_PHASE_DRAW, "draw"),
                  V (BASTIDE_PHASE_PLAGUE, "plague"),
                  V (BASTIDE_PHASE_PLACE, "place"),
                  V (BASTIDE_PHASE_DEPLOY, "deploy"),
                  V (BASTIDE_PHASE_WAGONS, "wagons"),
                  V (BASTIDE_PHASE_ABBEY_ROUND, "abbey-round"),
                  V (BASTIDE_PHASE_OVER, "over"))

DEFINE_ENUM_TYPE (BastidePieceKind, bastide_piece_kind,
                  V (BASTIDE_PIECE_MEEPLE, "meeple"),
                  V (BASTIDE_PIECE_ABBOT, "abbot"),
                  V (BASTIDE_PIECE_MAYOR, "mayor"),
                  V (BASTIDE_PIECE_WAGON, "wagon"),
                  V (BASTIDE_PIECE_BARN, "barn"))

DEFINE_ENUM_TYPE (BastideSector, bastide_sector,
                  V (BASTIDE_SECTOR_FORTUNE, "fortune"),
                  V (BASTIDE_SECTOR_TAX, "tax"),
                  V (BASTIDE_SECTOR_FAMINE, "famine"),
                  V (BASTIDE_SECTOR_STORM, "storm"),
                  V (BASTIDE_SECTOR_INQUISITION, "inquisition"),
                  V (BASTIDE_SECTOR_PLAGUE, "plague"))

DEFINE_ENUM_TYPE (BastideCategory, bastide_category,
                  V (BASTIDE_CATEGORY_ROAD, "road"),
                  V (BASTIDE_CATEGORY_CITY, "city"),
                  V (BASTIDE_CATEGORY_CLOISTER, "cloister"),
                  V (BASTIDE_CATEGORY_FIELD, "field"),
                  V (BASTIDE_CATEGORY_ABBOT, "abbot"),
                  V (BASTIDE_CATEGORY_BARN, "barn"),
                  V (BASTIDE_CATEGORY_WHEEL, "wheel"))

DEFINE_ENUM_TYPE (BastideScoreReason, bastide_score_reason,
                  V (BASTIDE_SCORE_COMPLETED, "completed"),
                  V (BASTIDE_SCORE_FINAL, "final"),
                  V (BASTIDE_SCORE_FIELD, "field"),
                  V (BASTIDE_SCORE_BARN, "barn"),
                  V (BASTIDE_SCORE_BARN_PLACED, "barn-placed"),
                  V (BASTIDE_SCORE_BARN_JOINED, "barn-joined"),
                  V (BASTIDE_SCORE_RECALL, "recall"),
                  V (BASTIDE_SCORE_FORTUNE, "fortune"),
                  V (BASTIDE_SCORE_TAX, "tax"),
                  V (BASTIDE_SCORE_FAMINE, "famine"),
                  V (BASTIDE_SCORE_STORM, "storm"),
                  V (BASTIDE_SCORE_INQUISITION, "inquisition"),
                  V (BASTIDE_SCORE_CROWN, "crown"))

DEFINE_ENUM_TYPE (BastideFeatureKind, bastide_feature_kind,
                  V (BASTIDE_FEATURE_CITY, "city"),
                  V (BASTIDE_FEATURE_ROAD, "road"),
                  V (BASTIDE_FEATURE_FIELD, "field"),
                  V (BASTIDE_FEATURE_CLOISTER, "cloister"),
                  V (BASTIDE_FEATURE_GARDEN, "garden"),
                  V (BASTIDE_FEATURE_RIVER, "river"))

DEFINE_ENUM_TYPE (BastideColor, bastide_color,
                  V (BASTIDE_COLOR_RED, "red"),
                  V (BASTIDE_COLOR_GREEN, "green"),
                  V (BASTIDE_COLOR_BLUE, "blue"),
                  V (BASTIDE_COLOR_YELLOW, "yellow"),
                  V (BASTIDE_COLOR_BLACK, "black"),
                  V (BASTIDE_COLOR_PINK, "pink"))

DEFINE_ENUM_TYPE (BastidePlayerKind, bastide_player_kind,
                  V (BASTIDE_PLAYER_PERSON, "person"),
                  V (BASTIDE_PLAYER_COMPUTER, "computer"),
                  V (BASTIDE_PLAYER_REMOTE, "remote"))

DEFINE_ENUM_TYPE (BastideComputerLevel, bastide_computer_level,
                  V (BASTIDE_COMPUTER_EASY, "easy"),
                  V (BASTIDE_COMPUTER_MEDIUM, "medium"),
                  V (BASTIDE_COMPUTER_HARD, "hard"),
                  V (BASTIDE_COMPUTER_GREEDY, "greedy"))

static BastideTurn *
turn_copy (const BastideTurn *turn)
{
  return g_memdup2 (turn, sizeof *turn);
}

G_DEFINE_BOXED_TYPE (BastideTurn, bastide_turn, turn_copy, g_free)

static const char * const level_names[] = { "easy", "medium", "hard", "greedy" };

/**
 * bastide_computer_level_name:
 * @level: a #BastideComputerLevel
 *
 * Returns: the level's stable name, as records store it
 */
const char *
bastide_computer_level_name (BastideComputerLevel level)
{
  g_return_val_if_fail (level < G_N_ELEMENTS (level_names), NULL);
  return level_names[level];
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
  for (guint i = 0; i < G_N_ELEMENTS (level_names); i++)
    if (g_strcmp0 (name, level_names[i]) == 0)
      return i;
  return -1;
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
    case BASTIDE_CATEGORY_CLOISTER: return _("Cloisters");
    /* Translators: a column of the score sheet */
    case BASTIDE_CATEGORY_FIELD: return _("Fields");
    /* Translators: a column of the score sheet (abbots on cloisters and gardens) */
    case BASTIDE_CATEGORY_ABBOT: return _("Abbots");
    /* Translators: a column of the score sheet */
    case BASTIDE_CATEGORY_BARN: return _("Barns");
    /* Translators: a column of the score sheet: points from the Wheel of Fortune */
    case BASTIDE_CATEGORY_WHEEL: return _("Wheel of Fortune");
    case BASTIDE_N_CATEGORIES:
    default: g_return_val_if_reached (NULL);
    }
}
