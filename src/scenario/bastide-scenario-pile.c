/* bastide-scenario-pile.c: a scenario's pile of tiles, and the palette
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bastide-scenario"

#include "config.h"

#include "bastide-scenario.h"

#include <glib/gi18n.h>
#include <string.h>

#include "bastide-scenario-private.h"

/* The pile */

gboolean
bastide_scenario_get_pile_fixed (BastideScenario *self)
{
  g_return_val_if_fail (BASTIDE_IS_SCENARIO (self), FALSE);
  return self->data->pile_fixed;
}

guint64
bastide_scenario_get_seed (BastideScenario *self)
{
  g_return_val_if_fail (BASTIDE_IS_SCENARIO (self), 0);
  return self->data->seed;
}

guint
bastide_scenario_get_pile_length (BastideScenario *self)
{
  g_return_val_if_fail (BASTIDE_IS_SCENARIO (self), 0);
  return self->data->pile->len;
}

guint
bastide_scenario_get_pile_tile (BastideScenario *self,
                                guint            index)
{
  g_return_val_if_fail (BASTIDE_IS_SCENARIO (self), 0);
  g_return_val_if_fail (index < self->data->pile->len, 0);
  return g_array_index (self->data->pile, guint, index);
}

/**
 * bastide_scenario_set_pile_shuffled:
 *
 * The pile becomes every tile of the chosen sets not on the board,
 * shuffled with @seed (the record's `seed`, with no `draw`).
 */
void
bastide_scenario_set_pile_shuffled (BastideScenario *self,
                                    guint64          seed)
{
  g_return_if_fail (BASTIDE_IS_SCENARIO (self));

  if (!self->data->pile_fixed && self->data->seed == seed)
    return;
  scenario_begin_edit (self, _("Shuffle pile"));
  self->data->pile_fixed = FALSE;
  self->data->seed = seed;
  g_array_set_size (self->data->pile, 0);
  scenario_end_edit (self);
}

static gboolean
check_pile_type (guint    type,
                 GError **error)
{
  if (type >= bastide_catalogue ()->n_types)
    {
      g_set_error_literal (error, BASTIDE_SCENARIO_ERROR, BASTIDE_SCENARIO_ERROR_EDIT,
                           _("There is no such tile."));
      return FALSE;
    }
  return TRUE;
}

/**
 * bastide_scenario_set_pile:
 * @types: (array length=n_types): tile types, top of the pile first
 *
 * Fixes the order of the pile (the record's `draw`).
 */
gboolean
bastide_scenario_set_pile (BastideScenario  *self,
                           const guint      *types,
                           guint             n_types,
                           GError          **error)
{
  BastideSetup *data;

  g_return_val_if_fail (BASTIDE_IS_SCENARIO (self), FALSE);
  data = self->data;

  if (n_types > BASTIDE_MAX_TILES)
    {
      g_set_error (error, BASTIDE_SCENARIO_ERROR, BASTIDE_SCENARIO_ERROR_EDIT,
                   g_dngettext (GETTEXT_PACKAGE, "The pile may hold at most %d tile.",
                                "The pile may hold at most %d tiles.", BASTIDE_MAX_TILES),
                   BASTIDE_MAX_TILES);
      return FALSE;
    }
  for (guint i = 0; i < n_types; i++)
    if (!check_pile_type (types[i], error))
      return FALSE;
  if (data->pile_fixed && data->pile->len == n_types
      && (n_types == 0 || memcmp (data->pile->data, types, n_types * sizeof (guint)) == 0))
    return TRUE;

  scenario_begin_edit (self, _("Change pile"));
  data->pile_fixed = TRUE;
  g_array_set_size (data->pile, 0);
  g_array_append_vals (data->pile, types, n_types);
  scenario_end_edit (self);
  return TRUE;
}

/**
 * bastide_scenario_set_pile_ids:
 * @ids: (array zero-terminated=1): tile ids of the chosen game, top first
 */
gboolean
bastide_scenario_set_pile_ids (BastideScenario     *self,
                               const char * const  *ids,
                               GError             **error)
{
  g_autofree BastideState *state = g_new (BastideState, 1);
  g_autoptr(GArray) types = g_array_new (FALSE, FALSE, sizeof (guint));

  g_return_val_if_fail (BASTIDE_IS_SCENARIO (self), FALSE);

  bastide_state_init_empty (state, &self->data->rules);
  for (guint i = 0; ids[i] != NULL; i++)
    {
      int type = bastide_state_lookup_tile (state, ids[i]);

      if (type < 0)
        type = bastide_catalogue_lookup_any (ids[i]);
      if (type < 0)
        {
          g_set_error (error, BASTIDE_SCENARIO_ERROR, BASTIDE_SCENARIO_ERROR_EDIT,
                       _("There is no tile %s."), ids[i]);
          return FALSE;
        }
      g_array_append_val (types, type);
    }
  return bastide_scenario_set_pile (self, (const guint *) types->data, types->len, error);
}

/**
 * bastide_scenario_pile_insert:
 * @position: where the tile goes (0 is the top), or -1 for the bottom
 *
 * Makes the pile explicit if it was not.
 */
gboolean
bastide_scenario_pile_insert (BastideScenario  *self,
                              int               position,
                              guint             type,
                              GError          **error)
{
  BastideSetup *data;

  g_return_val_if_fail (BASTIDE_IS_SCENARIO (self), FALSE);
  data = self->data;

  if (!check_pile_type (type, error))
    return FALSE;
  if (data->pile->len >= BASTIDE_MAX_TILES)
    {
      g_set_error (error, BASTIDE_SCENARIO_ERROR, BASTIDE_SCENARIO_ERROR_EDIT,
                   g_dngettext (GETTEXT_PACKAGE, "The pile may hold at most %d tile.",
                                "The pile may hold at most %d tiles.", BASTIDE_MAX_TILES),
                   BASTIDE_MAX_TILES);
      return FALSE;
    }
  if (position < 0 || (guint) position > data->pile->len)
    position = data->pile->len;
  scenario_begin_edit (self, _("Add tile to pile"));
  data->pile_fixed = TRUE;
  g_array_insert_val (data->pile, position, type);
  scenario_end_edit (self);
  return TRUE;
}

gboolean
bastide_scenario_pile_remove (BastideScenario  *self,
                              guint             position,
                              GError          **error)
{
  g_return_val_if_fail (BASTIDE_IS_SCENARIO (self), FALSE);

  if (position >= self->data->pile->len)
    {
      g_set_error_literal (error, BASTIDE_SCENARIO_ERROR, BASTIDE_SCENARIO_ERROR_EDIT,
                           _("The pile has no tile there."));
      return FALSE;
    }
  scenario_begin_edit (self, _("Remove tile from pile"));
  g_array_remove_index (self->data->pile, position);
  scenario_end_edit (self);
  return TRUE;
}

gboolean
bastide_scenario_pile_move (BastideScenario  *self,
                            guint             from,
                            guint             to,
                            GError          **error)
{
  guint type;

  g_return_val_if_fail (BASTIDE_IS_SCENARIO (self), FALSE);

  if (from >= self->data->pile->len || to >= self->data->pile->len)
    {
      g_set_error_literal (error, BASTIDE_SCENARIO_ERROR, BASTIDE_SCENARIO_ERROR_EDIT,
                           _("The pile has no tile there."));
      return FALSE;
    }
  if (from == to)
    return TRUE;
  scenario_begin_edit (self, _("Reorder pile"));
  type = g_array_index (self->data->pile, guint, from);
  g_array_remove_index (self->data->pile, from);
  g_array_insert_val (self->data->pile, to, type);
  scenario_end_edit (self);
  return TRUE;
}

/**
 * bastide_scenario_get_top_tile:
 *
 * Returns: the tile type on top of the pile (for a shuffled pile, the one
 * the seed puts there; then the position must be valid), or -1
 */
int
bastide_scenario_get_top_tile (BastideScenario *self)
{
  g_autofree BastideState *state = NULL;

  g_return_val_if_fail (BASTIDE_IS_SCENARIO (self), -1);

  if (self->data->pile_fixed)
    return self->data->pile->len > 0 ? (int) g_array_index (self->data->pile, guint, 0) : -1;
  if (!self->valid)
    return -1;
  state = g_new (BastideState, 1);
  if (!bastide_scenario_to_state (self, state, NULL) || state->phase != BASTIDE_PHASE_DRAW)
    return -1;
  return bastide_state_next_tile (state);
}

/* The palette */

/**
 * bastide_scenario_list_palette:
 *
 * Returns: (transfer full) (element-type BastidePaletteEntry): every tile
 *   type of the scenario's sets, with its copies on the board, in the
 *   pile and still free
 */
GArray *
bastide_scenario_list_palette (BastideScenario *self)
{
  const BastideCatalogue *cat = bastide_catalogue ();
  g_autofree BastideState *state = g_new (BastideState, 1);
  GArray *entries = g_array_new (FALSE, TRUE, sizeof (BastidePaletteEntry));
  BastideSetup *data;

  g_return_val_if_fail (BASTIDE_IS_SCENARIO (self), entries);
  data = self->data;

  bastide_state_init_empty (state, &data->rules);
  for (guint t = 0; t < cat->n_types; t++)
    {
      BastidePaletteEntry entry = { t, cat->types[t].id, 0, 0, 0, 0 };
      int total = bastide_state_available_copies (state, t);

      if (total <= 0)
        continue;
      entry.total = total;
      for (guint i = 0; i < data->tiles->len; i++)
        entry.on_board += g_array_index (data->tiles, BastideScenarioTile, i).type == t;
      if (data->pile_fixed)
        for (guint i = 0; i < data->pile->len; i++)
          entry.in_pile += g_array_index (data->pile, guint, i) == t;
      entry.remaining = (int) entry.total - (int) entry.on_board - (int) entry.in_pile;
      g_array_append_val (entries, entry);
    }
  return entries;
}
