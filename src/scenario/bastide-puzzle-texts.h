/* bastide-puzzle-texts.h: the bundled puzzles' texts, for translation
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* English texts, marked with N_(); translate them with _() when shown. */
typedef struct
{
  const char *id;
  const char *title;
  const char *description;
  const char *explanation;
} BastidePuzzleTexts;

const BastidePuzzleTexts *bastide_puzzle_texts_lookup (const char *id);
const BastidePuzzleTexts *bastide_puzzle_texts_get_all (guint      *n_texts);

G_END_DECLS
