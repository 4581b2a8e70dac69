/* bastide-enums.c: the engine's enums as GTypes, with the names records
 * and messages use
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bastide-enums"

#include "config.h"

#include "bastide-enums.h"

#include <glib/gi18n.h>

G_DEFINE_ENUM_TYPE (BastidePhase, bastide_phase,
  G_DEFINE_ENUM_VALUE (BASTIDE_PHASE_DRAW, "draw"),
  G_DEFINE_ENUM_VALUE (BASTIDE_PHASE_PLAGUE, "plague"),
  G_DEFINE_ENUM_VALUE (BASTIDE_PHASE_PLACE, "place"),
  G_DEFINE_ENUM_VALUE (BASTIDE_PHASE_DEPLOY, "deploy"),
  G_DEFINE_ENUM_VALUE (BASTIDE_PHASE_WAGONS, "wagons"),
  G_DEFINE_ENUM_VALUE (BASTIDE_PHASE_ABBEY_ROUND, "abbey-round"),
  G_DEFINE_ENUM_VALUE (BASTIDE_PHASE_OVER, "over"))

G_DEFINE_ENUM_TYPE (BastidePieceKind, bastide_piece_kind,
  G_DEFINE_ENUM_VALUE (BASTIDE_PIECE_MEEPLE, "meeple"),
  G_DEFINE_ENUM_VALUE (BASTIDE_PIECE_ABBOT, "abbot"),
  G_DEFINE_ENUM_VALUE (BASTIDE_PIECE_MAYOR, "mayor"),
  G_DEFINE_ENUM_VALUE (BASTIDE_PIECE_WAGON, "wagon"),
  G_DEFINE_ENUM_VALUE (BASTIDE_PIECE_BARN, "barn"))

G_DEFINE_ENUM_TYPE (BastideSector, bastide_sector,
  G_DEFINE_ENUM_VALUE (BASTIDE_SECTOR_FORTUNE, "fortune"),
  G_DEFINE_ENUM_VALUE (BASTIDE_SECTOR_TAX, "tax"),
  G_DEFINE_ENUM_VALUE (BASTIDE_SECTOR_FAMINE, "famine"),
  G_DEFINE_ENUM_VALUE (BASTIDE_SECTOR_STORM, "storm"),
  G_DEFINE_ENUM_VALUE (BASTIDE_SECTOR_INQUISITION, "inquisition"),
  G_DEFINE_ENUM_VALUE (BASTIDE_SECTOR_PLAGUE, "plague"))

G_DEFINE_ENUM_TYPE (BastideCategory, bastide_category,
  G_DEFINE_ENUM_VALUE (BASTIDE_CATEGORY_ROAD, "road"),
  G_DEFINE_ENUM_VALUE (BASTIDE_CATEGORY_CITY, "city"),
  G_DEFINE_ENUM_VALUE (BASTIDE_CATEGORY_CLOISTER, "cloister"),
  G_DEFINE_ENUM_VALUE (BASTIDE_CATEGORY_FIELD, "field"),
  G_DEFINE_ENUM_VALUE (BASTIDE_CATEGORY_ABBOT, "abbot"),
  G_DEFINE_ENUM_VALUE (BASTIDE_CATEGORY_BARN, "barn"),
  G_DEFINE_ENUM_VALUE (BASTIDE_CATEGORY_WHEEL, "wheel"))

G_DEFINE_ENUM_TYPE (BastideScoreReason, bastide_score_reason,
  G_DEFINE_ENUM_VALUE (BASTIDE_SCORE_COMPLETED, "completed"),
  G_DEFINE_ENUM_VALUE (BASTIDE_SCORE_FINAL, "final"),
  G_DEFINE_ENUM_VALUE (BASTIDE_SCORE_FIELD, "field"),
  G_DEFINE_ENUM_VALUE (BASTIDE_SCORE_BARN, "barn"),
  G_DEFINE_ENUM_VALUE (BASTIDE_SCORE_BARN_PLACED, "barn-placed"),
  G_DEFINE_ENUM_VALUE (BASTIDE_SCORE_BARN_JOINED, "barn-joined"),
  G_DEFINE_ENUM_VALUE (BASTIDE_SCORE_RECALL, "recall"),
  G_DEFINE_ENUM_VALUE (BASTIDE_SCORE_FORTUNE, "fortune"),
  G_DEFINE_ENUM_VALUE (BASTIDE_SCORE_TAX, "tax"),
  G_DEFINE_ENUM_VALUE (BASTIDE_SCORE_FAMINE, "famine"),
  G_DEFINE_ENUM_VALUE (BASTIDE_SCORE_STORM, "storm"),
  G_DEFINE_ENUM_VALUE (BASTIDE_SCORE_INQUISITION, "inquisition"),
  G_DEFINE_ENUM_VALUE (BASTIDE_SCORE_CROWN, "crown"))

G_DEFINE_ENUM_TYPE (BastideFeatureKind, bastide_feature_kind,
  G_DEFINE_ENUM_VALUE (BASTIDE_FEATURE_CITY, "city"),
  G_DEFINE_ENUM_VALUE (BASTIDE_FEATURE_ROAD, "road"),
  G_DEFINE_ENUM_VALUE (BASTIDE_FEATURE_FIELD, "field"),
  G_DEFINE_ENUM_VALUE (BASTIDE_FEATURE_CLOISTER, "cloister"),
  G_DEFINE_ENUM_VALUE (BASTIDE_FEATURE_GARDEN, "garden"),
  G_DEFINE_ENUM_VALUE (BASTIDE_FEATURE_RIVER, "river"))

G_DEFINE_ENUM_TYPE (BastideColor, bastide_color,
  G_DEFINE_ENUM_VALUE (BASTIDE_COLOR_RED, "red"),
  G_DEFINE_ENUM_VALUE (BASTIDE_COLOR_GREEN, "green"),
  G_DEFINE_ENUM_VALUE (BASTIDE_COLOR_BLUE, "blue"),
  G_DEFINE_ENUM_VALUE (BASTIDE_COLOR_YELLOW, "yellow"),
  G_DEFINE_ENUM_VALUE (BASTIDE_COLOR_BLACK, "black"),
  G_DEFINE_ENUM_VALUE (BASTIDE_COLOR_PINK, "pink"))

G_DEFINE_FLAGS_TYPE (BastideExpansions, bastide_expansions,
  G_DEFINE_ENUM_VALUE (BASTIDE_EXPANSION_RIVER, "river"),
  G_DEFINE_ENUM_VALUE (BASTIDE_EXPANSION_ABBOT, "abbot"),
  G_DEFINE_ENUM_VALUE (BASTIDE_EXPANSION_ABBEY_MAYOR, "abbey-mayor"))

/**
 * bastide_enum_to_nick:
 * @type: an enum or flags type of the engine
 * @value: one of its values (one flag, for a flags type)
 *
 * Returns: (nullable): the value's name in records, or %NULL for a value
 *   that is not one
 */
/* The class of an enum or flags type, made once and kept. */
static GTypeClass *
enum_class (GType type)
{
  GTypeClass *klass = g_type_class_peek (type);

  return klass != NULL ? klass : g_type_class_ref (type);
}

const char *
bastide_enum_to_nick (GType type,
                      int   value)
{
  GTypeClass *klass = enum_class (type);

  if (G_IS_FLAGS_CLASS (klass))
    {
      GFlagsValue *flag = g_flags_get_first_value (G_FLAGS_CLASS (klass), value);

      return flag != NULL && (int) flag->value == value ? flag->value_nick : NULL;
    }
  else
    {
      GEnumValue *enum_value = g_enum_get_value (G_ENUM_CLASS (klass), value);

      return enum_value != NULL ? enum_value->value_nick : NULL;
    }
}

/**
 * bastide_enum_from_nick:
 * @type: an enum or flags type of the engine
 * @nick: (nullable): a name as records write it
 *
 * Returns: the value named @nick, or -1
 */
int
bastide_enum_from_nick (GType       type,
                        const char *nick)
{
  GTypeClass *klass = enum_class (type);

  if (nick == NULL)
    return -1;
  if (G_IS_FLAGS_CLASS (klass))
    {
      GFlagsValue *flag = g_flags_get_value_by_nick (G_FLAGS_CLASS (klass), nick);

      return flag != NULL ? (int) flag->value : -1;
    }
  else
    {
      GEnumValue *enum_value = g_enum_get_value_by_nick (G_ENUM_CLASS (klass), nick);

      return enum_value != NULL ? enum_value->value : -1;
    }
}

/* Labels: the names a person reads, translated. */

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
    case BASTIDE_PIECE_MEEPLE: return C_("piece", "follower");
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
