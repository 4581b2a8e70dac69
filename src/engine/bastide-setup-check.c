/* bastide-setup-check.c: every problem of a position set up by hand, and
 * the position built from it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The checks run in a fixed order (players, tiles, pieces, pile), so the
 * list of problems is stable from one edit to the next. The rules are the
 * engine's own, each once: edges (bastide_edge_misfits, and the words of
 * play's refusal, bastide_misfit_describe_edge), the river's
 * curves (river_turn_allowed), where pieces may stand
 * (bastide_state_put_piece_rule); this file words what they refuse as a
 * position's problems. What passes is put on a BastideState with the
 * engine's setup calls; anything they still refuse is a problem too, with
 * the engine's reason.
 */

#define G_LOG_DOMAIN "bastide-setup"

#include "config.h"

#include "bastide-setup.h"

#include <glib/gi18n.h>

#include "bastide-record.h"
#include "bastide-state-private.h"

typedef struct
{
  const BastideSetup *setup;
  BastideState *state;
  GPtrArray *problems;
  gboolean *skip_tile;          /* a tile whose edges do not match */
  int *slot;                    /* tile index → state slot, or -1 */
} Check;

static const BastideSetupTile *
tile_at_index (const BastideSetup *setup,
               guint               i)
{
  return &g_array_index (setup->tiles, BastideSetupTile, i);
}

static const char *
tile_id (guint type)
{
  return bastide_catalogue_get (type)->id;
}

static BastideProblem *
add_problem (Check              *check,
             BastideProblemKind  kind,
             char               *message)
{
  BastideProblem *problem = g_new0 (BastideProblem, 1);

  problem->kind = kind;
  problem->message = message;
  problem->side = -1;
  problem->tile_index = -1;
  problem->piece_index = -1;
  problem->pile_index = -1;
  problem->player_index = -1;
  g_ptr_array_add (check->problems, problem);
  return problem;
}

static BastideProblem *
add_tile_problem (Check              *check,
                  BastideProblemKind  kind,
                  guint               index,
                  int                 x,
                  int                 y,
                  char               *message)
{
  BastideProblem *problem = add_problem (check, kind, message);

  problem->has_cell = TRUE;
  problem->x = x;
  problem->y = y;
  problem->tile_index = index;
  return problem;
}

/* Players */

static void
check_players (Check *check)
{
  const BastideSetup *setup = check->setup;
  guint n = setup->rules.n_players;

  if (n > 5 && !(setup->rules.expansions & BASTIDE_EXPANSION_ABBEY_MAYOR))
    add_problem (check, BASTIDE_PROBLEM_PLAYERS,
                 g_strdup (_("Six players need the Abbey & Mayor expansion.")));
  for (guint p = 1; p < n; p++)
    for (guint q = 0; q < p; q++)
      if (setup->players[p].color == setup->players[q].color)
        {
          g_autofree char *a = bastide_setup_dup_display_name (setup, q);
          g_autofree char *b = bastide_setup_dup_display_name (setup, p);

          add_problem (check, BASTIDE_PROBLEM_PLAYERS,
                       /* Translators: "Anna and Boris have the same colour (Red)." */
                       g_strdup_printf (_("%s and %s have the same colour (%s)."),
                                        a, b, bastide_color_label (setup->players[p].color)))->player_index = p;
          break;
        }
}

/* Tiles */

static void
check_sets_and_copies (Check *check)
{
  const BastideSetup *setup = check->setup;
  g_autofree int *used = g_new0 (int, bastide_catalogue ()->n_types);
  guint abbeys_on_board = 0, abbeys_in_hand = 0;
  int last_abbey = -1;

  for (guint i = 0; i < setup->tiles->len; i++)
    {
      const BastideSetupTile *tile = tile_at_index (setup, i);
      int available;

      if (!bastide_state_type_in_game (check->state, tile->type))
        {
          add_tile_problem (check, BASTIDE_PROBLEM_NOT_IN_GAME, i, tile->x, tile->y,
                            g_strdup_printf (_("The tile %s is not part of the chosen sets."),
                                             tile_id (tile->type)));
          continue;
        }
      available = bastide_state_available_copies (check->state, tile->type);
      if (++used[tile->type] > available)
        add_tile_problem (check, BASTIDE_PROBLEM_COPIES, i, tile->x, tile->y,
                          g_strdup_printf (ngettext ("There are more copies of %s on the board than the chosen sets hold (%d).",
                                                     "There are more copies of %s on the board than the chosen sets hold (%d).",
                                                     available),
                                           tile_id (tile->type), available));
      if (bastide_catalogue_get (tile->type)->is_abbey)
        {
          abbeys_on_board++;
          last_abbey = i;
        }
    }

  if (setup->rules.expansions & BASTIDE_EXPANSION_ABBEY_MAYOR)
    for (guint p = 0; p < setup->rules.n_players; p++)
      abbeys_in_hand += setup->abbeys[p] ? 1 : 0;
  if (last_abbey >= 0 && abbeys_on_board <= setup->rules.n_players
      && abbeys_on_board + abbeys_in_hand > setup->rules.n_players)
    {
      const BastideSetupTile *tile = tile_at_index (setup, last_abbey);

      add_tile_problem (check, BASTIDE_PROBLEM_COPIES, last_abbey, tile->x, tile->y,
                        g_strdup_printf (ngettext ("There are more abbeys than players: %u on the board and %u still in hand, for %u player.",
                                                   "There are more abbeys than players: %u on the board and %u still in hand, for %u players.",
                                                   setup->rules.n_players),
                                         abbeys_on_board, abbeys_in_hand, setup->rules.n_players));
    }
}

/* The tiles before tile `before` of a setup, as a board for the rule of
 * edges: each pair of touching sides is judged once, at the later tile. */
typedef struct
{
  const BastideSetup *setup;
  guint before;
} EarlierTiles;

static const BastideCellDef *
earlier_tiles_lookup (gconstpointer board,
                      int           x,
                      int           y)
{
  const EarlierTiles *earlier = board;
  int index;
  const BastideCellDef *cell = bastide_setup_cell_at (earlier->setup, x, y, &index);

  return index < (int) earlier->before ? cell : NULL;
}

/* A reason of the engine's, which starts in lower case to follow "turn 5: "
 * in a record's errors, as a sentence standing alone. */
static char *
sentence (const char *reason)
{
  char first[8] = { 0 };

  g_unichar_to_utf8 (g_unichar_totitle (g_utf8_get_char (reason)), first);
  return g_strconcat (first, g_utf8_next_char (reason), ".", NULL);
}

static void
check_edges (Check *check)
{
  const BastideSetup *setup = check->setup;

  for (guint i = 0; i < setup->tiles->len; i++)
    {
      const BastideSetupTile *tile = tile_at_index (setup, i);
      EarlierTiles earlier = { setup, i };
      BastideMisfit misfits[4 * BASTIDE_WHEEL_SIZE];
      guint touches;
      guint n = bastide_edge_misfits (bastide_catalogue_get (tile->type), tile->x, tile->y, tile->rot,
                                      earlier_tiles_lookup, &earlier, misfits, G_N_ELEMENTS (misfits), &touches);

      for (guint m = 0; m < MIN (n, G_N_ELEMENTS (misfits)); m++)
        {
          g_autofree char *why = bastide_misfit_describe_edge (&misfits[m]);

          add_tile_problem (check, BASTIDE_PROBLEM_EDGES, i, misfits[m].x, misfits[m].y,
                            sentence (why))->side = misfits[m].side;
        }
      check->skip_tile[i] = n > 0;
    }
}

/* Groups of tiles joined by `linked`, numbered in the order of their
 * first tile, into `group` (-1 for a tile `linked` leaves out: one not
 * linked to itself), with the size of each in `size`. */
typedef gboolean (*TileLink) (const BastideSetup *setup,
                              guint               i,
                              guint               j);

static guint
group_tiles (const BastideSetup *setup,
             TileLink            linked,
             int                *group,
             guint              *size)
{
  guint n = setup->tiles->len;
  g_autofree guint *queue = g_new (guint, MAX (n, 1));
  guint n_groups = 0;

  for (guint i = 0; i < n; i++)
    group[i] = -1;
  for (guint i = 0; i < n; i++)
    {
      guint head = 0, tail = 0;

      if (group[i] >= 0 || !linked (setup, i, i))
        continue;
      group[i] = n_groups;
      size[n_groups] = 0;
      queue[tail++] = i;
      while (head < tail)
        {
          guint t = queue[head++];

          size[n_groups]++;
          for (guint j = 0; j < n; j++)
            if (group[j] < 0 && j != t && linked (setup, t, j))
              {
                group[j] = n_groups;
                queue[tail++] = j;
              }
        }
      n_groups++;
    }
  return n_groups;
}

static gboolean
tiles_touch (const BastideSetup *setup,
             guint               i,
             guint               j)
{
  const BastideSetupTile *a = tile_at_index (setup, i), *b = tile_at_index (setup, j);
  int wa = bastide_setup_tile_width (setup, i), wb = bastide_setup_tile_width (setup, j);
  gboolean x_overlap = a->x < b->x + wb && b->x < a->x + wa;
  gboolean y_overlap = a->y < b->y + wb && b->y < a->y + wa;

  return i == j
         || (x_overlap && (a->y + wa == b->y || b->y + wb == a->y))
         || (y_overlap && (a->x + wa == b->x || b->x + wb == a->x));
}

/* Tiles outside the largest group of touching tiles (the earliest group
 * among equals). */
static void
check_connected (Check *check)
{
  const BastideSetup *setup = check->setup;
  guint n = setup->tiles->len;
  g_autofree int *group = g_new (int, MAX (n, 1));
  g_autofree guint *size = g_new0 (guint, MAX (n, 1));
  guint n_groups = group_tiles (setup, tiles_touch, group, size);
  int best = 0;

  for (guint g = 1; g < n_groups; g++)
    if (size[g] > size[best])
      best = g;
  for (guint i = 0; i < n && n_groups > 1; i++)
    if (group[i] != best)
      {
        const BastideSetupTile *tile = tile_at_index (setup, i);

        add_tile_problem (check, BASTIDE_PROBLEM_DISCONNECTED, i, tile->x, tile->y,
                          g_strdup_printf (_("The tile %s is not connected to the other tiles."),
                                           tile_id (tile->type)));
      }
}

/* The river */

static const BastideCellDef *
tile_cell (const BastideSetup *setup,
           guint               index)
{
  const BastideSetupTile *tile = tile_at_index (setup, index);

  return bastide_setup_cell_at (setup, tile->x, tile->y, NULL);
}

/* River sides of tile i that meet the river of a neighbour. */
static guint
river_links (const BastideSetup *setup,
             guint               i,
             int                 neighbours[4])
{
  const BastideSetupTile *tile = tile_at_index (setup, i);
  const BastideCellDef *cell = tile_cell (setup, i);
  guint links = 0;

  for (guint side = 0; side < 4; side++)
    {
      int other;
      const BastideCellDef *theirs;

      neighbours[side] = -1;
      if (!(cell->river_sides & (1 << side)))
        continue;
      theirs = bastide_setup_cell_at (setup, tile->x + side_dx[side], tile->y + side_dy[side], &other);
      if (theirs != NULL && (theirs->river_sides & (1 << ((side + 2) % 4)))
          && bastide_setup_tile_width (setup, other) == 1)
        {
          neighbours[side] = other;
          links |= 1 << side;
        }
    }
  return links;
}

static gboolean
is_river_tile (const BastideSetup *setup,
               guint               i)
{
  return bastide_setup_tile_width (setup, i) == 1 && tile_cell (setup, i)->river_sides != 0;
}

/* Follows the river from tile `start`, entering it through side `in`
 * (-1: the river starts here), as play would have laid it. */
static void
walk_river (Check    *check,
            guint     start,
            int       in,
            gboolean *visited)
{
  const BastideSetup *setup = check->setup;
  int last_turn = 0;
  int current = start;

  while (current >= 0 && !visited[current])
    {
      const BastideSetupTile *tile = tile_at_index (setup, current);
      const BastideCellDef *cell = tile_cell (setup, current);
      int neighbours[4];
      int out = -1;

      visited[current] = TRUE;
      river_links (setup, current, neighbours);
      for (int s = 0; s < 4; s++)
        if ((cell->river_sides & (1 << s)) && s != in)
          {
            out = s;
            break;
          }
      if (out < 0)
        break;
      if (in >= 0)
        {
          int turn = river_turn (in, out);

          if (!river_turn_allowed (last_turn, turn))
            add_tile_problem (check, BASTIDE_PROBLEM_RIVER, current, tile->x, tile->y,
                              g_strdup (setup->rules.river_immediate_only
                                        ? _("The river turns the same way as on the tile before: two curves in a row must turn opposite ways.")
                                        : _("The river turns the same way as at its last curve: after a curve one way, the next curve must turn the other way.")));
          last_turn = river_remember (&setup->rules, last_turn, turn);
        }
      current = neighbours[out];
      in = (out + 2) % 4;
    }
}

static void
check_river (Check *check)
{
  const BastideSetup *setup = check->setup;
  guint n = setup->tiles->len;
  g_autofree gboolean *visited = g_new0 (gboolean, MAX (n, 1));

  /* From the spring first, then from the other ends, then what is left
   * (a loop). The direction of the walk does not matter: two curves the
   * same way are the same way read backwards too. */
  for (guint pass = 0; pass < 3; pass++)
    for (guint i = 0; i < n; i++)
      {
        int neighbours[4];
        guint sides, loose;
        int in;

        if (visited[i] || !is_river_tile (setup, i))
          continue;
        sides = tile_cell (setup, i)->river_sides;
        loose = sides & ~river_links (setup, i, neighbours);
        if (pass == 0)
          {
            if (!bastide_catalogue_get (tile_at_index (setup, i)->type)->is_spring)
              continue;
            in = -1;
          }
        else if (pass == 1)
          {
            if (g_bit_nth_lsf (sides, -1) == g_bit_nth_msf (sides, -1))
              in = -1;
            else if (loose != 0)
              in = g_bit_nth_lsf (loose, -1);
            else
              continue;
          }
        else
          in = g_bit_nth_lsf (sides, -1);
        walk_river (check, i, in, visited);
      }
}

/* Two river tiles whose rivers meet across a side (a river tile is one
 * stretch with itself). */
static gboolean
rivers_meet (const BastideSetup *setup,
             guint               i,
             guint               j)
{
  const BastideSetupTile *a = tile_at_index (setup, i), *b = tile_at_index (setup, j);

  if (!is_river_tile (setup, i) || !is_river_tile (setup, j))
    return FALSE;
  if (i == j)
    return TRUE;
  for (guint side = 0; side < 4; side++)
    if (b->x == a->x + side_dx[side] && b->y == a->y + side_dy[side])
      return (bastide_catalogue_get (a->type)->cells[a->rot].river_sides & (1 << side))
             && (bastide_catalogue_get (b->type)->cells[b->rot].river_sides & (1 << ((side + 2) % 4)));
  return FALSE;
}

/* The river is laid in one piece from its spring: each stretch apart from
 * the spring's (or, without a spring, from the first one laid) is said
 * once, at its first tile. */
static void
check_river_stretches (Check *check)
{
  const BastideSetup *setup = check->setup;
  guint n = setup->tiles->len;
  g_autofree int *stretch = g_new (int, MAX (n, 1));
  g_autofree guint *size = g_new0 (guint, MAX (n, 1));
  int main_stretch = -1;

  group_tiles (setup, rivers_meet, stretch, size);
  for (guint i = 0; i < n && main_stretch < 0; i++)
    if (stretch[i] >= 0 && bastide_catalogue_get (tile_at_index (setup, i)->type)->is_spring)
      main_stretch = stretch[i];
  if (main_stretch < 0)
    main_stretch = 0;
  for (int said = -1, i = 0; i < (int) n; i++)
    if (stretch[i] > said && stretch[i] != main_stretch)
      {
        const BastideSetupTile *tile = tile_at_index (setup, i);

        said = stretch[i];
        add_tile_problem (check, BASTIDE_PROBLEM_RIVER, i, tile->x, tile->y,
                          g_strdup (_("This stretch of river is not joined to the rest of the river: the river is laid in one piece, from its spring.")));
      }
}

/* The tiles that passed go on the board; the engine refuses what else it
 * must (the setup's extent, the tables' room, one wheel board). */
static void
put_tiles (Check *check)
{
  const BastideSetup *setup = check->setup;

  for (guint i = 0; i < setup->tiles->len; i++)
    {
      const BastideSetupTile *tile = tile_at_index (setup, i);
      g_autoptr(GError) error = NULL;

      check->slot[i] = -1;
      if (check->skip_tile[i])
        continue;
      if (!bastide_state_put_tile (check->state, tile->type, tile->x, tile->y, tile->rot, &error))
        {
          add_tile_problem (check, BASTIDE_PROBLEM_ENGINE, i, tile->x, tile->y,
                            /* Translators: the last %s is the engine's reason */
                            g_strdup_printf (_("The tile %s cannot be set up here: %s."),
                                             tile_id (tile->type), error->message));
          continue;
        }
      check->slot[i] = check->state->n_tiles - 1;
    }
}

/* Pieces */

static char *
piece_phrase (const BastideSetup      *setup,
              const BastideSetupPiece *piece)
{
  g_autofree char *name = bastide_setup_dup_display_name (setup, piece->player);

  if (piece->crown >= 0)
    /* Translators: "Red’s follower on the crown of TAX" */
    return g_strdup_printf (_("%s’s follower on the crown of %s"),
                            name, bastide_sector_label (piece->crown));
  /* Translators: "Red’s abbot" */
  return g_strdup_printf (_("%s’s %s"), name, bastide_piece_label (piece->kind));
}

/* A barn's corner in words (BastideCorner order), not as the file's
 * compass letters. */
static const char * const barn_corner_formats[] = {
  /* Translators: "Red’s barn stands on the north-east corner, …" */
  N_("%s stands on the north-east corner, where four tiles do not meet in one field: a barn needs a field on all four tiles around its corner."),
  N_("%s stands on the south-east corner, where four tiles do not meet in one field: a barn needs a field on all four tiles around its corner."),
  N_("%s stands on the south-west corner, where four tiles do not meet in one field: a barn needs a field on all four tiles around its corner."),
  N_("%s stands on the north-west corner, where four tiles do not meet in one field: a barn needs a field on all four tiles around its corner."),
};

/* A position's words for a piece the rules refuse where it stands. */
static char *
piece_problem_message (const BastideSetup      *setup,
                       const BastideSetupPiece *piece,
                       BastidePieceRule         rule,
                       BastideFeatureKind       feature)
{
  g_autofree char *what = piece_phrase (setup, piece);
  const char *label = bastide_feature_kind_label (feature);

  switch (rule)
    {
    case BASTIDE_PIECE_RULE_NO_CROWNS:
      return g_strdup_printf (_("%s: crown spaces exist only in Wheel of Fortune."), what);
    case BASTIDE_PIECE_RULE_NOT_IN_PLAY:
      return g_strdup_printf (piece->kind == BASTIDE_PIECE_ABBOT
                              ? _("%s: the abbot is in play only with the Abbot expansion.")
                              : _("%s: the mayor, the wagon and the barn are in play only with the Abbey & Mayor expansion."),
                              what);
    case BASTIDE_PIECE_RULE_CROWN_FOLLOWERS:
      return g_strdup_printf (_("%s: only a follower may stand on a crown space."), what);
    case BASTIDE_PIECE_RULE_RIVER:
      return g_strdup_printf (_("%s stands on the river, which is not a feature: no piece may stand on it."), what);
    case BASTIDE_PIECE_RULE_DECORATION:
      return g_strdup_printf (_("%s stands on a garden, which is decoration without the Abbot expansion."), what);
    case BASTIDE_PIECE_RULE_GARDEN:
      return g_strdup_printf (_("%s stands on a garden: only the abbot may stand on a garden."), what);
    case BASTIDE_PIECE_RULE_FEATURE:
      if (piece->kind == BASTIDE_PIECE_ABBOT)
        /* Translators: "Red’s abbot stands on a road: …" */
        return g_strdup_printf (_("%s stands on a %s: the abbot may stand only on a monastery or a garden."), what, label);
      if (piece->kind == BASTIDE_PIECE_MAYOR)
        return g_strdup_printf (_("%s stands on a %s: the mayor may stand only in a city."), what, label);
      return g_strdup_printf (_("%s stands on a %s: the wagon may stand only on a road, in a city or in a monastery."),
                              what, label);
    case BASTIDE_PIECE_RULE_BARN_CORNER:
      return g_strdup_printf (_(barn_corner_formats[piece->corner]), what);
    case BASTIDE_PIECE_RULE_BARN_TWICE:
      return g_strdup_printf (_("%s stands on a field that already holds a barn."), what);
    case BASTIDE_PIECE_RULE_BARN_FARMERS:
      return g_strdup_printf (_("%s stands on a field with farmers: no farmer may stand on a field with a barn."), what);
    case BASTIDE_PIECE_RULE_FARMER_BARN:
      return g_strdup_printf (_("%s stands on a field with a barn: no farmer may stand there."), what);
    case BASTIDE_PIECE_RULE_COMPLETED:
      /* Translators: "Red’s follower stands on a city that is already completed: …" */
      return g_strdup_printf (_("%s stands on a %s that is already completed: a piece goes home as soon as its feature is completed."),
                              what, label);
    case BASTIDE_PIECE_RULE_OK:
    case BASTIDE_PIECE_RULE_NONE_LEFT:
    case BASTIDE_PIECE_RULE_CROWN_FULL:
    default:
      g_return_val_if_reached (NULL);
    }
}

static BastideProblemKind
piece_problem_kind (BastidePieceRule rule)
{
  switch (rule)
    {
    case BASTIDE_PIECE_RULE_NOT_IN_PLAY:
    case BASTIDE_PIECE_RULE_NO_CROWNS:
      return BASTIDE_PROBLEM_PIECE_NOT_IN_GAME;
    case BASTIDE_PIECE_RULE_NONE_LEFT:
      return BASTIDE_PROBLEM_SUPPLY;
    case BASTIDE_PIECE_RULE_CROWN_FOLLOWERS:
    case BASTIDE_PIECE_RULE_CROWN_FULL:
      return BASTIDE_PROBLEM_CROWN;
    case BASTIDE_PIECE_RULE_BARN_CORNER:
    case BASTIDE_PIECE_RULE_BARN_TWICE:
    case BASTIDE_PIECE_RULE_BARN_FARMERS:
    case BASTIDE_PIECE_RULE_FARMER_BARN:
      return BASTIDE_PROBLEM_BARN;
    case BASTIDE_PIECE_RULE_RIVER:
    case BASTIDE_PIECE_RULE_DECORATION:
    case BASTIDE_PIECE_RULE_GARDEN:
    case BASTIDE_PIECE_RULE_FEATURE:
    case BASTIDE_PIECE_RULE_COMPLETED:
      return BASTIDE_PROBLEM_PIECE_PLACE;
    case BASTIDE_PIECE_RULE_OK:
    default:
      return BASTIDE_PROBLEM_ENGINE;
    }
}

/* A count the position goes beyond: said once for each player and kind
 * of piece (the supply), or for each sector (its crown spaces). */
static char *
count_problem_message (const BastideSetup      *setup,
                       const BastideSetupPiece *piece,
                       BastidePieceRule         rule)
{
  g_autofree char *name = bastide_setup_dup_display_name (setup, piece->player);
  guint spaces = piece->crown % 2 == 0 ? 1 : 2;

  if (rule == BASTIDE_PIECE_RULE_CROWN_FULL)
    return g_strdup_printf (ngettext ("There are more followers on the crown of %s than it has spaces (%u).",
                                      "There are more followers on the crown of %s than it has spaces (%u).",
                                      spaces),
                            bastide_sector_label (piece->crown), spaces);
  if (piece->kind == BASTIDE_PIECE_MEEPLE)
    return g_strdup_printf (ngettext ("%s has more followers on the board than the %d they own.",
                                      "%s has more followers on the board than the %d they own.",
                                      BASTIDE_MEEPLES),
                            name, BASTIDE_MEEPLES);
  /* Translators: "Red has more than one abbot on the board." */
  return g_strdup_printf (_("%s has more than one %s on the board."), name, bastide_piece_label (piece->kind));
}

static void
check_pieces (Check *check)
{
  const BastideSetup *setup = check->setup;
  gboolean supply_said[BASTIDE_MAX_PLAYERS][BASTIDE_N_PIECE_KINDS] = { { FALSE } };
  gboolean crown_said[BASTIDE_N_SECTORS] = { FALSE };

  for (guint i = 0; i < setup->pieces->len; i++)
    {
      const BastideSetupPiece *piece = &g_array_index (setup->pieces, BastideSetupPiece, i);
      g_autoptr(GError) error = NULL;
      BastidePieceRule rule;
      gboolean *said = NULL;
      BastideProblem *problem;
      char *message;
      int tile = -1;

      if (piece->player >= setup->rules.n_players)
        continue;
      if (piece->crown < 0)
        {
          tile = bastide_setup_find_tile (setup, piece->x, piece->y);
          if (tile < 0 || check->slot[tile] < 0)
            continue;   /* its tile has a problem of its own */
        }
      if (bastide_state_put_piece_rule (check->state, piece->player, piece->kind, piece->x, piece->y,
                                        piece->feature, piece->corner, piece->crown, &rule, &error))
        continue;

      if (rule == BASTIDE_PIECE_RULE_NONE_LEFT)
        said = &supply_said[piece->player][piece->kind];
      else if (rule == BASTIDE_PIECE_RULE_CROWN_FULL)
        said = &crown_said[piece->crown];
      if (said != NULL && *said)
        continue;
      if (said != NULL)
        {
          *said = TRUE;
          message = count_problem_message (setup, piece, rule);
        }
      else if (rule != BASTIDE_PIECE_RULE_OK)
        message = piece_problem_message (setup, piece, rule,
                                         tile >= 0 && piece->feature >= 0
                                         ? bastide_catalogue_get (tile_at_index (setup, tile)->type)->features[piece->feature].kind
                                         : BASTIDE_FEATURE_FIELD);
      else
        {
          g_autofree char *what = piece_phrase (setup, piece);

          /* Translators: the second %s is the engine's reason */
          message = g_strdup_printf (_("%s cannot be set up: %s."), what, error->message);
        }
      problem = add_problem (check, piece_problem_kind (rule), message);
      problem->piece_index = i;
      if (tile >= 0)
        {
          problem->has_cell = TRUE;
          problem->x = piece->x;
          problem->y = piece->y;
          problem->tile_index = tile;
        }
    }
}

/* The standing and the pile */

static void
set_standing (Check *check)
{
  const BastideSetup *setup = check->setup;
  BastideState *state = check->state;

  for (guint p = 0; p < setup->rules.n_players; p++)
    {
      state->players[p].score = setup->scores[p];
      if (setup->rules.expansions & BASTIDE_EXPANSION_ABBEY_MAYOR)
        state->players[p].abbey = setup->abbeys[p];
    }
  state->to_move = setup->to_move < setup->rules.n_players ? setup->to_move : 0;
  if (setup->rules.game == BASTIDE_GAME_WHEEL_OF_FORTUNE)
    state->pig = setup->pig;
}

/* A pile named entry by entry: what is not a tile of this game's pile, or
 * more copies than the sets hold with the board counted; the rest is laid. */
static void
check_pile (Check *check)
{
  const BastideSetup *setup = check->setup;
  guint n_types = bastide_catalogue ()->n_types;
  g_autofree int *used = g_new0 (int, n_types);
  g_autofree gboolean *said = g_new0 (gboolean, n_types);
  g_autoptr(GByteArray) pile = g_byte_array_new ();
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < setup->tiles->len; i++)
    used[tile_at_index (setup, i)->type]++;

  for (guint i = 0; i < setup->pile->len; i++)
    {
      guint type = g_array_index (setup->pile, guint, i);
      const BastideTileType *t = bastide_catalogue_get (type);
      int available = bastide_state_available_copies (check->state, type);
      guint8 entry = type;

      if (!bastide_state_type_in_game (check->state, type) || t->is_abbey || t->is_wheel_board)
        add_problem (check, BASTIDE_PROBLEM_PILE,
                     g_strdup_printf (_("The pile names %s (tile %u from the top), which is not a tile of this game’s pile."),
                                      t->id, i + 1))->pile_index = i;
      else if (++used[type] > available)
        {
          if (!said[type])
            add_problem (check, BASTIDE_PROBLEM_PILE,
                         g_strdup_printf (_("The pile holds more copies of %s than are left (tile %u from the top): the sets hold %d, with the board counted."),
                                          t->id, i + 1, available))->pile_index = i;
          said[type] = TRUE;
        }
      else
        g_byte_array_append (pile, &entry, 1);
    }
  if (!bastide_state_set_pile (check->state, pile->data, pile->len, &error))
    add_problem (check, BASTIDE_PROBLEM_PILE,
                 /* Translators: the %s is the engine's reason */
                 g_strdup_printf (_("The pile cannot be laid: %s."), error->message));
}

/**
 * bastide_setup_check:
 * @state: (out caller-allocates): the position built from what passes,
 *   before play begins (bastide_state_begin())
 * @problems: (element-type BastideProblem): where every problem goes, in
 *   a stable order
 *
 * Judges a position set up by hand by the rules and builds it.
 *
 * Returns: whether it has no problem at all
 */
gboolean
bastide_setup_check (const BastideSetup *setup,
                     BastideState       *state,
                     GPtrArray          *problems)
{
  guint n = setup->tiles->len;
  g_autofree gboolean *skip = g_new0 (gboolean, MAX (n, 1));
  g_autofree int *slot = g_new0 (int, MAX (n, 1));
  Check check = { setup, state, problems, skip, slot };
  guint before = problems->len;

  bastide_state_init_empty (state, &setup->rules);

  check_players (&check);
  check_sets_and_copies (&check);
  check_edges (&check);
  check_connected (&check);
  check_river (&check);
  check_river_stretches (&check);
  put_tiles (&check);
  check_pieces (&check);
  set_standing (&check);
  if (setup->pile_fixed)
    check_pile (&check);
  else
    bastide_state_fill_pile (state, setup->seed);

  return problems->len == before;
}
