/* bastide-puzzle-texts.c: the bundled puzzles' texts, for translation
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The puzzle files (the .bastide files of data/puzzles) carry the same English texts
 * and a "puzzle-id"; BastidePuzzle shows the translation of this table's
 * entry as long as the file says what the table says. tests/test-puzzles.c
 * checks that both agree.
 */

#include "config.h"

#include "bastide-puzzle-texts.h"

#include <glib/gi18n.h>

static const BastidePuzzleTexts texts[] = {
  { "placeholder", N_("Placeholder"), N_("Placeholder"), N_("Placeholder") },
};

const BastidePuzzleTexts *
bastide_puzzle_texts_lookup (const char *id)
{
  if (id == NULL)
    return NULL;
  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    if (g_str_equal (texts[i].id, id))
      return &texts[i];
  return NULL;
}

const BastidePuzzleTexts *
bastide_puzzle_texts_get_all (guint *n_texts)
{
  *n_texts = G_N_ELEMENTS (texts);
  return texts;
}
