/* bastide-setup.c: a position as a record sets it up, and its problems
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bastide-setup"

#include "config.h"

#include "bastide-setup.h"

#include <string.h>

#include "bastide-record.h"
#include "bastide-state-private.h"

G_DEFINE_BOXED_TYPE (BastideProblem, bastide_problem, bastide_problem_copy, bastide_problem_free)

/* Problems */

BastideProblem *
bastide_problem_copy (const BastideProblem *problem)
{
  BastideProblem *copy = g_memdup2 (problem, sizeof *problem);

  copy->message = g_strdup (problem->message);
  return copy;
}

void
bastide_problem_free (BastideProblem *problem)
{
  if (problem == NULL)
    return;
  g_free (problem->message);
  g_free (problem);
}

gboolean
bastide_problem_equal (const BastideProblem *a,
                       const BastideProblem *b)
{
  return a->kind == b->kind && g_strcmp0 (a->message, b->message) == 0
         && a->has_cell == b->has_cell && a->x == b->x && a->y == b->y && a->side == b->side
         && a->tile_index == b->tile_index && a->piece_index == b->piece_index
         && a->pile_index == b->pile_index && a->player_index == b->player_index;
}

/* The setup */

/**
 * bastide_setup_new:
 * @rules: the game, its expansions, options and players
 *
 * An empty table: no tile, no piece, no score, each player holding an
 * abbey with Abbey & Mayor, the pile the rest of the sets shuffled with
 * seed 0. Player p has colour p and that colour's name.
 */
BastideSetup *
bastide_setup_new (const BastideRules *rules)
{
  BastideSetup *setup = g_new0 (BastideSetup, 1);

  setup->rules = *rules;
  for (guint p = 0; p < BASTIDE_MAX_PLAYERS; p++)
    {
      setup->players[p].color = p;
      if (p < rules->n_players)
        setup->players[p].name = g_strdup (bastide_color_name (p));
      setup->abbeys[p] = (rules->expansions & BASTIDE_EXPANSION_ABBEY_MAYOR) != 0;
    }
  setup->pig = BASTIDE_SECTOR_FORTUNE;
  setup->tiles = g_array_new (FALSE, TRUE, sizeof (BastideSetupTile));
  setup->pieces = g_array_new (FALSE, TRUE, sizeof (BastideSetupPiece));
  setup->pile = g_array_new (FALSE, TRUE, sizeof (guint));
  return setup;
}

BastideSetup *
bastide_setup_copy (const BastideSetup *setup)
{
  BastideSetup *copy = g_memdup2 (setup, sizeof *setup);

  for (guint p = 0; p < BASTIDE_MAX_PLAYERS; p++)
    copy->players[p].name = g_strdup (setup->players[p].name);
  copy->tiles = g_array_copy (setup->tiles);
  copy->pieces = g_array_copy (setup->pieces);
  copy->pile = g_array_copy (setup->pile);
  return copy;
}

void
bastide_setup_free (BastideSetup *setup)
{
  if (setup == NULL)
    return;
  for (guint p = 0; p < BASTIDE_MAX_PLAYERS; p++)
    g_free (setup->players[p].name);
  g_array_unref (setup->tiles);
  g_array_unref (setup->pieces);
  g_array_unref (setup->pile);
  g_free (setup);
}

static gboolean
arrays_equal (GArray *a,
              GArray *b,
              gsize   size)
{
  return a->len == b->len && memcmp (a->data, b->data, a->len * size) == 0;
}

gboolean
bastide_setup_equal (const BastideSetup *a,
                     const BastideSetup *b)
{
  if (memcmp (&a->rules, &b->rules, sizeof a->rules) != 0
      || a->to_move != b->to_move || a->pig != b->pig
      || a->pile_fixed != b->pile_fixed || a->seed != b->seed)
    return FALSE;
  for (guint p = 0; p < a->rules.n_players; p++)
    if (g_strcmp0 (a->players[p].name, b->players[p].name) != 0
        || a->players[p].color != b->players[p].color
        || a->scores[p] != b->scores[p] || a->abbeys[p] != b->abbeys[p])
      return FALSE;
  return arrays_equal (a->tiles, b->tiles, sizeof (BastideSetupTile))
         && arrays_equal (a->pieces, b->pieces, sizeof (BastideSetupPiece))
         && arrays_equal (a->pile, b->pile, sizeof (guint));
}

/**
 * bastide_setup_add_start_tile:
 *
 * Puts the rules' start tile on (0, 0): the wheel board in Wheel of
 * Fortune, the spring with the River, else the base game's start tile.
 */
void
bastide_setup_add_start_tile (BastideSetup *setup)
{
  BastideSetupTile start = { 0, 0, 0, 0 };

  if (setup->rules.game == BASTIDE_GAME_WHEEL_OF_FORTUNE)
    start.type = bastide_catalogue_lookup ("WHEEL", BASTIDE_SET_WHEEL_OF_FORTUNE);
  else if (setup->rules.expansions & BASTIDE_EXPANSION_RIVER)
    start.type = bastide_catalogue_lookup ("RA", BASTIDE_SET_RIVER);
  else
    start.type = bastide_catalogue_lookup ("D", BASTIDE_SET_BASE);
  g_array_append_val (setup->tiles, start);
}

/**
 * bastide_setup_set_position:
 * @state: a position between two turns
 *
 * The position of @state, with its rules, as the setup: the board and the
 * pieces in their order, the scores, whose turn, the abbeys in hand, the
 * pig and the pile in its exact order. The players' names, colours and
 * the seed stay.
 */
void
bastide_setup_set_position (BastideSetup       *setup,
                            const BastideState *state)
{
  setup->rules = state->rules;
  for (guint p = 0; p < state->rules.n_players; p++)
    {
      setup->scores[p] = state->players[p].score;
      setup->abbeys[p] = state->players[p].abbey;
    }
  setup->to_move = state->to_move;
  setup->pig = state->pig;

  g_array_set_size (setup->tiles, 0);
  for (guint s = 0; s < state->n_tiles; s++)
    {
      BastideSetupTile tile = { state->tiles[s].type, state->tiles[s].x, state->tiles[s].y, state->tiles[s].rot };

      g_array_append_val (setup->tiles, tile);
    }
  g_array_set_size (setup->pieces, 0);
  for (guint i = 0; i < state->n_pieces; i++)
    {
      const BastidePiece *piece = &state->pieces[i];
      BastideSetupPiece p = { piece->owner, piece->kind, 0, 0, -1, -1, piece->crown };

      if (piece->crown < 0)
        {
          const BastideNode *node = &state->nodes[piece->node];

          p.x = state->tiles[node->tile].x;
          p.y = state->tiles[node->tile].y;
          if (piece->kind == BASTIDE_PIECE_BARN)
            p.corner = piece->corner;
          else
            p.feature = node->feature;
        }
      g_array_append_val (setup->pieces, p);
    }
  setup->pile_fixed = TRUE;
  g_array_set_size (setup->pile, 0);
  for (guint i = state->pile_len; i-- > 0;)
    {
      guint type = state->pile[i];

      g_array_append_val (setup->pile, type);
    }
}

guint
bastide_setup_tile_width (const BastideSetup *setup,
                          guint               index)
{
  const BastideSetupTile *tile = &g_array_index (setup->tiles, BastideSetupTile, index);

  return bastide_catalogue_get (tile->type)->n_cells > 1 ? BASTIDE_WHEEL_SIZE : 1;
}

/* The tile covering the square (x, y), or -1. */
int
bastide_setup_find_tile (const BastideSetup *setup,
                         int                 x,
                         int                 y)
{
  for (guint i = 0; i < setup->tiles->len; i++)
    {
      const BastideSetupTile *tile = &g_array_index (setup->tiles, BastideSetupTile, i);
      int w = bastide_setup_tile_width (setup, i);

      if (x >= tile->x && x < tile->x + w && y >= tile->y && y < tile->y + w)
        return i;
    }
  return -1;
}

const BastideCellDef *
bastide_setup_cell_at (const BastideSetup *setup,
                       int                 x,
                       int                 y,
                       int                *index)
{
  int i = bastide_setup_find_tile (setup, x, y);
  const BastideSetupTile *tile;
  const BastideTileType *type;

  if (index != NULL)
    *index = i;
  if (i < 0)
    return NULL;
  tile = &g_array_index (setup->tiles, BastideSetupTile, i);
  type = bastide_catalogue_get (tile->type);
  if (type->n_cells > 1)
    return &type->cells[(x - tile->x) + BASTIDE_WHEEL_SIZE * (y - tile->y)];
  return &type->cells[tile->rot];
}

/**
 * bastide_setup_dup_display_name:
 *
 * The name to show: a name left empty, or a colour's name in English (as
 * new players are called), comes out as the colour's translated name.
 */
char *
bastide_setup_dup_display_name (const BastideSetup *setup,
                                guint               player)
{
  const char *name = setup->players[player].name;

  if (name == NULL || *name == '\0')
    return g_strdup (bastide_color_label (setup->players[player].color));
  for (guint c = 0; c < BASTIDE_N_COLORS; c++)
    if (g_ascii_strcasecmp (name, bastide_color_name (c)) == 0)
      return g_strdup (bastide_color_label (c));
  return g_strdup (name);
}
