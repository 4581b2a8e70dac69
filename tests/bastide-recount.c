/* bastide-recount.c: an independent recount of a game, for the property tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Written from shared/spec/rules.md and tiles.md only. Plain loops over
 * plain arrays: features are recomputed by flood fill after every
 * placement instead of being maintained incrementally, so there is as
 * little cleverness as possible to get wrong in the same way as the engine.
 */

#include "config.h"

#include "bastide-recount.h"

#include <stdarg.h>
#include <string.h>

/* Across a shared edge: NNW meets SSW, NNE meets SSE, ENE meets WNW, … */
static const guint8 opposite_port[8] = { 5, 4, 7, 6, 1, 0, 3, 2 };
static const int step_x[4] = { 0, 1, 0, -1 };
static const int step_y[4] = { -1, 0, 1, 0 };

#define NO_COMP (-1)

static const BastideTileType *
type_of (guint type)
{
  return bastide_catalogue_get (type);
}

static int
width_of (const BastideTileType *t)
{
  return t->n_cells > 1 ? BASTIDE_WHEEL_SIZE : 1;
}

static BastideTerrain
terrain (const BastideCellDef *cell,
         guint                 side)
{
  return (cell->signature >> (4 * side)) & 0xf;
}

static gboolean
has_special (BastidePieceKind kind,
             const BastideRecount *rc)
{
  switch (kind)
    {
    case BASTIDE_PIECE_ABBOT:
      return rc->abbot;
    case BASTIDE_PIECE_MAYOR:
    case BASTIDE_PIECE_WAGON:
    case BASTIDE_PIECE_BARN:
      return rc->abbey_mayor;
    case BASTIDE_PIECE_MEEPLE:
    case BASTIDE_N_PIECE_KINDS:
    default:
      return FALSE;
    }
}

const char *
rc_fired_name (RcFired rule)
{
  static const char * const names[RC_N_FIRED] = {
    "road", "city", "cloister", "garden", "tie", "mayor", "nobody", "barn-placed",
    "barn-joined", "recall", "wagon", "final-feature", "final-field", "final-barn",
    "fortune", "tax", "famine", "storm", "inquisition", "plague", "crown",
  };

  return names[rule];
}

void
rc_problem (BastideRecount *rc,
            const char     *format,
            ...)
{
  va_list args;

  if (rc->problem != NULL)
    return;
  va_start (args, format);
  rc->problem = g_strdup_vprintf (format, args);
  va_end (args);
}

/* The board */

int
rc_slot_at (const BastideRecount *rc,
            int                   x,
            int                   y)
{
  int gx = x + RC_OFFSET, gy = y + RC_OFFSET;

  if (gx < 0 || gy < 0 || gx >= RC_GRID || gy >= RC_GRID)
    return -1;
  return (int) rc->grid[gy * RC_GRID + gx] - 1;
}

const BastideCellDef *
rc_cell_at (const BastideRecount *rc,
            int                   x,
            int                   y,
            int                  *slot)
{
  int s = rc_slot_at (rc, x, y);
  const RcTile *tile;
  const BastideTileType *t;

  if (s < 0)
    return NULL;
  if (slot != NULL)
    *slot = s;
  tile = &rc->tiles[s];
  t = type_of (tile->type);
  if (t->n_cells == 1)
    return &t->cells[tile->rot];
  return &t->cells[(x - tile->x) + BASTIDE_WHEEL_SIZE * (y - tile->y)];
}

guint
rc_neighbours (const BastideRecount *rc,
               int                   x,
               int                   y)
{
  guint n = 0;

  for (int dy = -1; dy <= 1; dy++)
    for (int dx = -1; dx <= 1; dx++)
      if ((dx != 0 || dy != 0) && rc_slot_at (rc, x + dx, y + dy) >= 0)
        n++;
  return n;
}

static void
add_tile (BastideRecount *rc,
          guint           type,
          int             x,
          int             y,
          guint           rot)
{
  const BastideTileType *t = type_of (type);
  int w = width_of (t);
  guint slot = rc->n_tiles;

  if (slot >= RC_MAX_TILES)
    {
      rc_problem (rc, "recount: too many tiles");
      return;
    }
  rc->n_tiles++;
  rc->tiles[slot] = (RcTile) { x, y, type, rot };
  for (int cy = 0; cy < w; cy++)
    for (int cx = 0; cx < w; cx++)
      {
        int gx = x + cx + RC_OFFSET, gy = y + cy + RC_OFFSET;

        g_assert (gx > 0 && gy > 0 && gx < RC_GRID - 1 && gy < RC_GRID - 1);
        if (rc->grid[gy * RC_GRID + gx] != 0)
          rc_problem (rc, "recount: the cell (%d, %d) is placed twice", x + cx, y + cy);
        rc->grid[gy * RC_GRID + gx] = slot + 1;
      }
  if (slot == 0)
    {
      rc->min_x = x;
      rc->min_y = y;
      rc->max_x = x + w - 1;
      rc->max_y = y + w - 1;
    }
  else
    {
      rc->min_x = MIN (rc->min_x, x);
      rc->min_y = MIN (rc->min_y, y);
      rc->max_x = MAX (rc->max_x, x + w - 1);
      rc->max_y = MAX (rc->max_y, y + w - 1);
    }
  rc->labels_valid = FALSE;
}

/* Features: flood fill over (tile, feature) nodes, across matching edges
 * for cities, roads and rivers and across touching half-edge ports for
 * fields. An edge facing an empty cell is open; an edge facing a tile
 * (an abbey included) is closed. */

static void
relabel (BastideRecount *rc)
{
  guint n_order = 0;
  int seen[RC_MAX_TILES];

  for (guint i = 0; i < rc->n_tiles * BASTIDE_MAX_FEATURES; i++)
    rc->label[i] = NO_COMP;
  for (guint s = 0; s < rc->n_tiles; s++)
    seen[s] = -1;
  rc->n_comps = 0;

  for (guint s = 0; s < rc->n_tiles; s++)
    {
      const BastideTileType *t = type_of (rc->tiles[s].type);

      for (guint f = 0; f < t->n_features; f++)
        {
          guint node = s * BASTIDE_MAX_FEATURES + f;
          int comp;
          RcComp *c;
          guint open = 0;

          if (rc->label[node] != NO_COMP)
            continue;
          comp = rc->n_comps++;
          c = &rc->comps[comp];
          memset (c, 0, sizeof *c);
          c->kind = t->features[f].kind;
          c->first = n_order;
          rc->label[node] = comp;
          rc->order[n_order++] = node;

          for (guint q = c->first; q < n_order; q++)
            {
              guint ms = rc->order[q] / BASTIDE_MAX_FEATURES;
              int mf = rc->order[q] % BASTIDE_MAX_FEATURES;
              const RcTile *tile = &rc->tiles[ms];
              const BastideTileType *mt = type_of (tile->type);
              int w = width_of (mt);

              if (seen[ms] != comp)
                {
                  seen[ms] = comp;
                  c->tiles++;
                }
              c->shields += mt->features[mf].shields;
              if (mt->features[mf].kind != c->kind)
                rc_problem (rc, "recount: a %d feature joined to a %d feature",
                            mt->features[mf].kind, c->kind);

              for (int cy = 0; cy < w; cy++)
                for (int cx = 0; cx < w; cx++)
                  {
                    int px = tile->x + cx, py = tile->y + cy;
                    const BastideCellDef *cell = w == 1 ? &mt->cells[tile->rot] : &mt->cells[cx + 4 * cy];

                    for (guint side = 0; side < 4; side++)
                      {
                        const BastideCellDef *next;
                        int ns = -1, nf;

                        if (cell->edge_feature[side] != mf)
                          continue;
                        next = rc_cell_at (rc, px + step_x[side], py + step_y[side], &ns);
                        if (next == NULL)
                          {
                            open++;
                            continue;
                          }
                        if (ns == (int) ms)
                          continue;
                        nf = next->edge_feature[(side + 2) % 4];
                        if (nf < 0)
                          continue;  /* an abbey: closed, not joined */
                        if (rc->label[ns * BASTIDE_MAX_FEATURES + nf] == NO_COMP)
                          {
                            rc->label[ns * BASTIDE_MAX_FEATURES + nf] = comp;
                            rc->order[n_order++] = ns * BASTIDE_MAX_FEATURES + nf;
                          }
                      }
                    for (guint p = 0; p < 8; p++)
                      {
                        const BastideCellDef *next;
                        int ns = -1, nf;

                        if (cell->port_feature[p] != mf)
                          continue;
                        next = rc_cell_at (rc, px + step_x[p / 2], py + step_y[p / 2], &ns);
                        if (next == NULL || ns == (int) ms)
                          continue;
                        nf = next->port_feature[opposite_port[p]];
                        if (nf < 0)
                          continue;
                        if (rc->label[ns * BASTIDE_MAX_FEATURES + nf] == NO_COMP)
                          {
                            rc->label[ns * BASTIDE_MAX_FEATURES + nf] = comp;
                            rc->order[n_order++] = ns * BASTIDE_MAX_FEATURES + nf;
                          }
                      }
                  }
            }
          c->size = n_order - c->first;

          switch ((BastideFeatureKind) c->kind)
            {
            case BASTIDE_FEATURE_CITY:
            case BASTIDE_FEATURE_ROAD:
              c->complete = open == 0;
              break;
            case BASTIDE_FEATURE_CLOISTER:
            case BASTIDE_FEATURE_GARDEN:
              c->complete = rc_neighbours (rc, rc->tiles[s].x, rc->tiles[s].y) == 8;
              break;
            case BASTIDE_FEATURE_FIELD:
            case BASTIDE_FEATURE_RIVER:
            case BASTIDE_N_FEATURE_KINDS:
            default:
              c->complete = FALSE;
              break;
            }
        }
    }
  rc->labels_valid = TRUE;
}

static void
ensure_labels (BastideRecount *rc)
{
  if (!rc->labels_valid)
    relabel (rc);
}

int
rc_comp_of (BastideRecount *rc,
            int             slot,
            int             feature)
{
  ensure_labels (rc);
  g_assert (slot >= 0 && (guint) slot < rc->n_tiles && feature >= 0 && feature < BASTIDE_MAX_FEATURES);
  return rc->label[slot * BASTIDE_MAX_FEATURES + feature];
}

static int
piece_comp (BastideRecount *rc,
            const RcPiece  *piece)
{
  if (piece->crown >= 0)
    return NO_COMP;
  return rc_comp_of (rc, piece->slot, piece->feature);
}

/* Completed cities (distinct) that a field touches. */
guint
rc_completed_cities (BastideRecount *rc,
                     int             field)
{
  const RcComp *c;
  int cities[RC_NODES];
  guint n_cities = 0, count = 0;

  ensure_labels (rc);
  c = &rc->comps[field];
  for (guint m = c->first; m < c->first + c->size; m++)
    {
      guint s = rc->order[m] / BASTIDE_MAX_FEATURES;
      guint f = rc->order[m] % BASTIDE_MAX_FEATURES;
      const BastideTileType *t = type_of (rc->tiles[s].type);

      for (guint i = 0; i < t->n_features; i++)
        {
          int city;
          gboolean known = FALSE;

          if (!(t->features[f].cities & (1u << i)))
            continue;
          if (t->features[i].kind != BASTIDE_FEATURE_CITY)
            rc_problem (rc, "recount: field %s of %s touches a feature that is no city",
                        t->features[f].id, t->id);
          city = rc->label[s * BASTIDE_MAX_FEATURES + i];
          for (guint k = 0; k < n_cities; k++)
            known |= cities[k] == city;
          if (known)
            continue;
          cities[n_cities++] = city;
          if (rc->comps[city].complete)
            count++;
        }
    }
  return count;
}

/* Pieces */

guint
rc_pieces_out (const BastideRecount *rc,
               int                   player,
               int                   kind)
{
  guint n = 0;

  for (guint i = 0; i < rc->n_pieces; i++)
    n += rc->pieces[i].owner == player && rc->pieces[i].kind == kind;
  return n;
}

gboolean
rc_has_land_follower (const BastideRecount *rc,
                      int                   player)
{
  for (guint i = 0; i < rc->n_pieces; i++)
    if (rc->pieces[i].owner == player && rc->pieces[i].crown < 0
        && rc->pieces[i].kind != BASTIDE_PIECE_BARN)
      return TRUE;
  return FALSE;
}

gboolean
rc_any_land_follower (const BastideRecount *rc)
{
  for (guint p = 0; p < rc->n_players; p++)
    if (rc_has_land_follower (rc, p))
      return TRUE;
  return FALSE;
}

static void
remove_piece (BastideRecount *rc,
              guint           index)
{
  g_assert (index < rc->n_pieces);
  memmove (&rc->pieces[index], &rc->pieces[index + 1],
           (rc->n_pieces - index - 1) * sizeof (RcPiece));
  rc->n_pieces--;
}

static void
add_piece (BastideRecount *rc,
           RcPiece         piece)
{
  if (rc->n_pieces >= RC_MAX_PIECES)
    {
      rc_problem (rc, "recount: too many pieces");
      return;
    }
  rc->pieces[rc->n_pieces++] = piece;
}

/* Whether any piece other than a barn stands on the component. */
static gboolean
occupied (BastideRecount *rc,
          int             comp)
{
  for (guint i = 0; i < rc->n_pieces; i++)
    if (rc->pieces[i].kind != BASTIDE_PIECE_BARN && piece_comp (rc, &rc->pieces[i]) == comp)
      return TRUE;
  return FALSE;
}

static gboolean
has_barn (BastideRecount *rc,
          int             comp)
{
  for (guint i = 0; i < rc->n_pieces; i++)
    if (rc->pieces[i].kind == BASTIDE_PIECE_BARN && piece_comp (rc, &rc->pieces[i]) == comp)
      return TRUE;
  return FALSE;
}

/* Scoring */

static int
comp_slot (const BastideRecount *rc,
           int                   comp)
{
  return rc->order[rc->comps[comp].first] / BASTIDE_MAX_FEATURES;
}

/* The majority (ties all win) on a road, city, cloister, garden or field:
 * returns the best weight and fills weights. A mayor weighs the shields of
 * its city; every other piece weighs 1; barns do not count. */
static guint
majority (BastideRecount *rc,
          int             comp,
          guint           weights[BASTIDE_MAX_PLAYERS])
{
  guint best = 0;

  memset (weights, 0, sizeof (guint) * BASTIDE_MAX_PLAYERS);
  for (guint i = 0; i < rc->n_pieces; i++)
    {
      const RcPiece *piece = &rc->pieces[i];

      if (piece->kind == BASTIDE_PIECE_BARN || piece_comp (rc, piece) != comp)
        continue;
      weights[piece->owner] += piece->kind == BASTIDE_PIECE_MAYOR ? rc->comps[comp].shields : 1;
    }
  for (guint p = 0; p < rc->n_players; p++)
    best = MAX (best, weights[p]);
  return best;
}

static void
award_majority (BastideRecount *rc,
                int             comp,
                int             value)
{
  guint weights[BASTIDE_MAX_PLAYERS];
  guint best = majority (rc, comp, weights);
  guint winners = 0;

  if (best == 0)
    {
      rc->fired[RC_FIRED_NOBODY] += occupied (rc, comp);
      return;
    }
  for (guint p = 0; p < rc->n_players; p++)
    if (weights[p] == best)
      {
        rc->score[p] += value;
        winners++;
      }
  rc->fired[RC_FIRED_TIE] += winners > 1;
}

static int
feature_value (BastideRecount *rc,
               int             comp,
               gboolean        complete)
{
  const RcComp *c = &rc->comps[comp];
  const RcTile *tile;

  switch ((BastideFeatureKind) c->kind)
    {
    case BASTIDE_FEATURE_ROAD:
      return c->tiles;
    case BASTIDE_FEATURE_CITY:
      return complete ? 2 * (c->tiles + c->shields) : c->tiles + c->shields;
    case BASTIDE_FEATURE_CLOISTER:
    case BASTIDE_FEATURE_GARDEN:
      tile = &rc->tiles[comp_slot (rc, comp)];
      return complete ? 9 : 1 + (int) rc_neighbours (rc, tile->x, tile->y);
    case BASTIDE_FEATURE_FIELD:
    case BASTIDE_FEATURE_RIVER:
    case BASTIDE_N_FEATURE_KINDS:
    default:
      rc_problem (rc, "recount: a field or river scored as a feature");
      return 0;
    }
}

/* Sends every piece but barns on the component home; wagons are noted so
 * that their owners can move them. */
static void
return_pieces (BastideRecount *rc,
               int             comp,
               gboolean        note_wagons)
{
  for (guint i = rc->n_pieces; i-- > 0;)
    {
      const RcPiece *piece = &rc->pieces[i];

      if (piece->kind == BASTIDE_PIECE_BARN || piece_comp (rc, piece) != comp)
        continue;
      if (note_wagons && piece->kind == BASTIDE_PIECE_WAGON)
        {
          rc->wagon_owner[rc->n_wagons] = piece->owner;
          rc->wagon_from[rc->n_wagons] = comp;
          rc->wagon_tile[rc->n_wagons] = piece->slot;
          rc->n_wagons++;
          rc->fired[RC_FIRED_WAGON]++;
        }
      remove_piece (rc, i);
    }
}

/* After the tile (and the piece) of a turn: completed roads and cities,
 * surrounded cloisters and gardens, then farmers meeting a barn. */
void
rc_score_turn (BastideRecount *rc,
               int             active)
{
  int done[RC_MAX_PIECES];
  guint n_done = 0;

  ensure_labels (rc);
  rc->n_wagons = 0;

  for (guint i = 0; i < rc->n_pieces; i++)
    {
      int comp = piece_comp (rc, &rc->pieces[i]);
      gboolean known = FALSE;

      if (comp == NO_COMP || rc->pieces[i].kind == BASTIDE_PIECE_BARN
          || !rc->comps[comp].complete)
        continue;
      for (guint k = 0; k < n_done; k++)
        known |= done[k] == comp;
      if (!known)
        done[n_done++] = comp;
    }
  for (guint k = 0; k < n_done; k++)
    {
      static const RcFired fired[] = {
        [BASTIDE_FEATURE_CITY] = RC_FIRED_CITY, [BASTIDE_FEATURE_ROAD] = RC_FIRED_ROAD,
        [BASTIDE_FEATURE_CLOISTER] = RC_FIRED_CLOISTER, [BASTIDE_FEATURE_GARDEN] = RC_FIRED_GARDEN,
      };

      rc->fired[fired[rc->comps[done[k]].kind]]++;
      for (guint i = 0; i < rc->n_pieces; i++)
        if (rc->pieces[i].kind == BASTIDE_PIECE_MAYOR && piece_comp (rc, &rc->pieces[i]) == done[k])
          rc->fired[RC_FIRED_MAYOR]++;
      award_majority (rc, done[k], feature_value (rc, done[k], TRUE));
      return_pieces (rc, done[k], TRUE);
    }

  /* Fields that hold a barn and farmers. */
  n_done = 0;
  for (guint i = 0; i < rc->n_pieces; i++)
    {
      int comp = piece_comp (rc, &rc->pieces[i]);
      gboolean known = FALSE;

      if (rc->pieces[i].kind != BASTIDE_PIECE_BARN)
        continue;
      for (guint k = 0; k < n_done; k++)
        known |= done[k] == comp;
      if (!known)
        done[n_done++] = comp;
    }
  for (guint k = 0; k < n_done; k++)
    if (occupied (rc, done[k]))
      {
        int per_city = done[k] == rc->barn_comp ? 3 : 1;

        rc->fired[per_city == 3 ? RC_FIRED_BARN_PLACED : RC_FIRED_BARN_JOINED]++;

        award_majority (rc, done[k], per_city * (int) rc_completed_cities (rc, done[k]));
        return_pieces (rc, done[k], FALSE);
      }
  rc->barn_comp = NO_COMP;

  /* Wagon owners decide in turn order from the active player. */
  for (guint i = 1; i < rc->n_wagons; i++)
    for (guint j = i; j > 0; j--)
      {
        int n = rc->n_players;
        int a = (rc->wagon_owner[j - 1] - active + n) % n;
        int b = (rc->wagon_owner[j] - active + n) % n;
        int t;

        if (a <= b)
          break;
        t = rc->wagon_owner[j]; rc->wagon_owner[j] = rc->wagon_owner[j - 1]; rc->wagon_owner[j - 1] = t;
        t = rc->wagon_from[j]; rc->wagon_from[j] = rc->wagon_from[j - 1]; rc->wagon_from[j - 1] = t;
        t = rc->wagon_tile[j]; rc->wagon_tile[j] = rc->wagon_tile[j - 1]; rc->wagon_tile[j - 1] = t;
      }
}

void
rc_final_scoring (BastideRecount *rc)
{
  int comps[RC_MAX_PIECES];
  guint n = 0;

  ensure_labels (rc);
  for (guint i = 0; i < rc->n_pieces; i++)
    {
      int comp = piece_comp (rc, &rc->pieces[i]);
      gboolean known = FALSE;

      if (comp == NO_COMP)
        continue;
      for (guint k = 0; k < n; k++)
        known |= comps[k] == comp;
      if (!known)
        comps[n++] = comp;
    }

  for (guint k = 0; k < n; k++)
    {
      const RcComp *c = &rc->comps[comps[k]];

      if (c->kind == BASTIDE_FEATURE_FIELD)
        continue;
      if (c->complete)
        rc_problem (rc, "recount: a completed feature (kind %d) still holds pieces at the end", c->kind);
      rc->fired[RC_FIRED_FINAL_FEATURE]++;
      award_majority (rc, comps[k], feature_value (rc, comps[k], FALSE));
    }

  for (guint k = 0; k < n; k++)
    {
      const RcComp *c = &rc->comps[comps[k]];
      int cities;
      gboolean barn_owner[BASTIDE_MAX_PLAYERS] = { FALSE };

      if (c->kind != BASTIDE_FEATURE_FIELD)
        continue;
      cities = rc_completed_cities (rc, comps[k]);
      if (occupied (rc, comps[k]))
        {
          rc->fired[RC_FIRED_FINAL_FIELD]++;
          award_majority (rc, comps[k], 3 * cities);
        }
      for (guint i = 0; i < rc->n_pieces; i++)
        if (rc->pieces[i].kind == BASTIDE_PIECE_BARN && piece_comp (rc, &rc->pieces[i]) == comps[k])
          barn_owner[rc->pieces[i].owner] = TRUE;
      for (guint p = 0; p < rc->n_players; p++)
        if (barn_owner[p])
          {
            rc->score[p] += 4 * cities;
            rc->fired[RC_FIRED_FINAL_BARN]++;
          }
    }
}

/* Setting up */

void
rc_init (BastideRecount     *rc,
         const BastideRules *rules)
{
  int start;

  memset (rc, 0, sizeof *rc);
  rc->rules = *rules;
  rc->n_players = rules->n_players;
  rc->wheel = rules->game == BASTIDE_GAME_WHEEL_OF_FORTUNE;
  rc->river = !rc->wheel && (rules->expansions & BASTIDE_EXPANSION_RIVER);
  rc->abbot = !rc->wheel && (rules->expansions & BASTIDE_EXPANSION_ABBOT);
  rc->abbey_mayor = !rc->wheel && (rules->expansions & BASTIDE_EXPANSION_ABBEY_MAYOR);
  for (guint p = 0; p < rc->n_players; p++)
    rc->abbey_in_hand[p] = rc->abbey_mayor;
  rc->pig = BASTIDE_SECTOR_FORTUNE;
  rc->barn_comp = NO_COMP;

  if (rc->wheel)
    start = bastide_catalogue_lookup ("WHEEL", BASTIDE_SET_WHEEL_OF_FORTUNE);
  else if (rc->river)
    start = bastide_catalogue_lookup ("RA", BASTIDE_SET_RIVER);
  else
    start = bastide_catalogue_lookup ("D", BASTIDE_SET_BASE);
  g_assert (start >= 0);
  rc_place (rc, start, 0, 0, 0);
}

void
rc_clear (BastideRecount *rc)
{
  g_clear_pointer (&rc->problem, g_free);
}

/* The river */

static int
river_turn_of (int in,
               int out)
{
  int heading = (in + 2) % 4;

  if (out == heading)
    return 0;
  return out == (heading + 1) % 4 ? 1 : -1;
}

static void
river_after (BastideRecount *rc,
             const BastideCellDef *cell,
             int             x,
             int             y)
{
  int in = -1, out = -1;

  if (rc->river_open && x == rc->river_x && y == rc->river_y)
    in = rc->river_side;
  for (int s = 0; s < 4; s++)
    if ((cell->river_sides & (1 << s)) && s != in)
      out = s;
  if (in >= 0 && out >= 0)
    {
      int turn = river_turn_of (in, out);

      if (turn != 0)
        rc->river_turn = turn;
      else if (rc->rules.river_immediate_only)
        rc->river_turn = 0;
    }
  rc->river_open = FALSE;
  if (out >= 0 && rc_slot_at (rc, x + step_x[out], y + step_y[out]) < 0)
    {
      rc->river_open = TRUE;
      rc->river_x = x + step_x[out];
      rc->river_y = y + step_y[out];
      rc->river_side = (out + 2) % 4;
    }
}

/* Decisions */

void
rc_place (BastideRecount *rc,
          guint           type,
          int             x,
          int             y,
          guint           rot)
{
  const BastideTileType *t = type_of (type);

  add_tile (rc, type, x, y, rot);
  if (t->n_cells == 1 && t->cells[rot].river_sides != 0)
    river_after (rc, &t->cells[rot], x, y);
  else if (rc->river_open && x == rc->river_x && y == rc->river_y)
    rc->river_open = FALSE;
  rc->barn_comp = NO_COMP;
}

void
rc_play_abbey (BastideRecount *rc,
               int             player,
               int             x,
               int             y)
{
  int abbey = bastide_catalogue_lookup ("ABBEY", BASTIDE_SET_ABBEY_MAYOR);

  if (!rc->abbey_in_hand[player])
    rc_problem (rc, "recount: player %d plays an abbey they do not hold", player);
  rc->abbey_in_hand[player] = FALSE;
  rc_place (rc, abbey, x, y, 0);
}

void
rc_deploy (BastideRecount      *rc,
           int                  player,
           const BastideDeploy *deploy)
{
  int slot = rc->n_tiles - 1;
  const RcTile *tile = &rc->tiles[slot];
  const BastideTileType *t = type_of (tile->type);
  RcPiece piece = { player, deploy->piece, slot, deploy->feature, -1, -1 };

  if (deploy->crown >= 0)
    {
      piece.slot = -1;
      piece.feature = -1;
      piece.crown = deploy->crown;
    }
  else if (deploy->piece == BASTIDE_PIECE_BARN)
    {
      piece.corner = deploy->corner;
      piece.feature = t->cells[tile->rot].port_feature[2 * deploy->corner + 1];
      rc->barn_comp = rc_comp_of (rc, slot, piece.feature);
    }
  add_piece (rc, piece);
}

void
rc_recall_abbot (BastideRecount *rc,
                 int             player)
{
  for (guint i = 0; i < rc->n_pieces; i++)
    if (rc->pieces[i].owner == player && rc->pieces[i].kind == BASTIDE_PIECE_ABBOT)
      {
        const RcTile *tile = &rc->tiles[rc->pieces[i].slot];

        rc->score[player] += 1 + rc_neighbours (rc, tile->x, tile->y);
        rc->fired[RC_FIRED_RECALL]++;
        remove_piece (rc, i);
        return;
      }
  rc_problem (rc, "recount: player %d recalls an abbot that is not on the board", player);
}

void
rc_move_wagon (BastideRecount *rc,
               int             slot,
               int             feature)
{
  RcPiece piece = { rc->wagon_owner[0], BASTIDE_PIECE_WAGON, slot, feature, -1, -1 };

  g_assert (rc->n_wagons > 0);
  add_piece (rc, piece);
  rc_wagon_home (rc);
}

void
rc_wagon_home (BastideRecount *rc)
{
  g_assert (rc->n_wagons > 0);
  rc->n_wagons--;
  memmove (rc->wagon_owner, rc->wagon_owner + 1, rc->n_wagons * sizeof (int));
  memmove (rc->wagon_from, rc->wagon_from + 1, rc->n_wagons * sizeof (int));
  memmove (rc->wagon_tile, rc->wagon_tile + 1, rc->n_wagons * sizeof (int));
}

/* Wheel of Fortune */

void
rc_score_crowns (BastideRecount *rc)
{
  int owners[RC_MAX_PIECES];
  guint n = 0;

  for (guint i = 0; i < rc->n_pieces; i++)
    if (rc->pieces[i].crown == rc->pig)
      owners[n++] = rc->pieces[i].owner;
  rc->fired[RC_FIRED_CROWN] += n > 0;
  if (n == 2)
    {
      rc->score[owners[0]] += 3;
      rc->score[owners[1]] += 3;
    }
  else if (n == 1)
    rc->score[owners[0]] += rc->pig % 2 == 0 ? 3 : 6;
  else if (n > 2)
    rc_problem (rc, "recount: %u followers on the crowns of sector %d", n, rc->pig);
  for (guint i = rc->n_pieces; i-- > 0;)
    if (rc->pieces[i].crown == rc->pig)
      remove_piece (rc, i);
}

gboolean
rc_draw (BastideRecount *rc,
         guint           type,
         int             active)
{
  const BastideTileType *t = type_of (type);

  if (t->wheel == 0)
    return FALSE;
  ensure_labels (rc);
  rc->pig = (rc->pig + t->wheel) % BASTIDE_N_SECTORS;
  rc->fired[RC_FIRED_FORTUNE + rc->pig]++;
  switch ((BastideSector) rc->pig)
    {
    case BASTIDE_SECTOR_FORTUNE:
      rc->score[active] += 3;
      break;
    case BASTIDE_SECTOR_TAX:
      for (guint i = 0; i < rc->n_pieces; i++)
        {
          const RcPiece *knight = &rc->pieces[i];
          int comp = piece_comp (rc, knight);
          int own = 0;

          if (comp == NO_COMP || knight->kind != BASTIDE_PIECE_MEEPLE
              || rc->comps[comp].kind != BASTIDE_FEATURE_CITY)
            continue;
          for (guint j = 0; j < rc->n_pieces; j++)
            own += rc->pieces[j].owner == knight->owner && rc->pieces[j].kind == BASTIDE_PIECE_MEEPLE
                   && piece_comp (rc, &rc->pieces[j]) == comp;
          rc->score[knight->owner] += rc->comps[comp].shields + own;
        }
      break;
    case BASTIDE_SECTOR_FAMINE:
      for (guint i = 0; i < rc->n_pieces; i++)
        {
          int comp = piece_comp (rc, &rc->pieces[i]);

          if (comp != NO_COMP && rc->pieces[i].kind == BASTIDE_PIECE_MEEPLE
              && rc->comps[comp].kind == BASTIDE_FEATURE_FIELD)
            rc->score[rc->pieces[i].owner] += rc_completed_cities (rc, comp);
        }
      break;
    case BASTIDE_SECTOR_STORM:
      for (guint p = 0; p < rc->n_players; p++)
        rc->score[p] += BASTIDE_MEEPLES - (int) rc_pieces_out (rc, p, BASTIDE_PIECE_MEEPLE);
      break;
    case BASTIDE_SECTOR_INQUISITION:
      for (guint i = 0; i < rc->n_pieces; i++)
        {
          int comp = piece_comp (rc, &rc->pieces[i]);

          if (comp != NO_COMP && rc->pieces[i].kind == BASTIDE_PIECE_MEEPLE
              && rc->comps[comp].kind == BASTIDE_FEATURE_CLOISTER)
            rc->score[rc->pieces[i].owner] += 2;
        }
      break;
    case BASTIDE_SECTOR_PLAGUE:
    default:
      if (rc_any_land_follower (rc))
        return TRUE;
      break;
    }
  rc_score_crowns (rc);
  return FALSE;
}

void
rc_plague (BastideRecount *rc,
           int             piece)
{
  if (piece >= 0)
    remove_piece (rc, piece);
}

/* Legal moves */

static gboolean
fits (const BastideRecount *rc,
      const BastideCellDef *cell,
      int                   x,
      int                   y)
{
  guint touches = 0;

  for (guint side = 0; side < 4; side++)
    {
      const BastideCellDef *next = rc_cell_at (rc, x + step_x[side], y + step_y[side], NULL);
      BastideTerrain a, b;

      if (next == NULL)
        continue;
      touches++;
      a = terrain (cell, side);
      b = terrain (next, (side + 2) % 4);
      if (a != b && a != BASTIDE_TERRAIN_ABBEY && b != BASTIDE_TERRAIN_ABBEY)
        return FALSE;
    }
  return touches > 0;
}

guint
rc_list_placements (const BastideRecount *rc,
                    guint                 type,
                    BastidePlacement     *out)
{
  const BastideTileType *t = type_of (type);
  guint n = 0;

  if (t->n_cells != 1)
    return 0;

  if (t->cells[0].river_sides != 0)
    {
      if (!rc->river_open)
        return 0;
      for (guint rot = 0; rot < 4; rot++)
        {
          const BastideCellDef *cell = &t->cells[rot];
          int out_side = -1;

          if (!(cell->river_sides & (1 << rc->river_side))
              || !fits (rc, cell, rc->river_x, rc->river_y))
            continue;
          for (int s = 0; s < 4; s++)
            if ((cell->river_sides & (1 << s)) && s != rc->river_side)
              out_side = s;
          if (out_side >= 0)
            {
              int turn = river_turn_of (rc->river_side, out_side);

              if (turn != 0 && turn == rc->river_turn)
                continue;
            }
          out[n++] = (BastidePlacement) { rc->river_x, rc->river_y, rot };
        }
      return n;
    }

  /* Every empty cell of the board's box and its rim; fits() wants a
   * neighbour. */
  for (int y = rc->min_y - 1; y <= rc->max_y + 1; y++)
    for (int x = rc->min_x - 1; x <= rc->max_x + 1; x++)
      {
        if (rc_slot_at (rc, x, y) >= 0)
          continue;
        for (guint rot = 0; rot < 4; rot++)
          if (fits (rc, &t->cells[rot], x, y))
            out[n++] = (BastidePlacement) { x, y, rot };
      }
  return n;
}

guint
rc_list_holes (const BastideRecount *rc,
               BastidePlacement     *out)
{
  guint n = 0;

  for (int y = rc->min_y; y <= rc->max_y; y++)
    for (int x = rc->min_x; x <= rc->max_x; x++)
      {
        guint sides = 0;

        if (rc_slot_at (rc, x, y) >= 0)
          continue;
        for (guint side = 0; side < 4; side++)
          sides += rc_slot_at (rc, x + step_x[side], y + step_y[side]) >= 0;
        if (sides == 4)
          out[n++] = (BastidePlacement) { x, y, 0 };
      }
  return n;
}

/* The corner point `corner` of the cell (x, y) and, for each of the four
 * cells that meet there, which of its corners it is. */
static void
corner_point (int   x,
              int   y,
              int   corner,
              int   cx[4],
              int   cy[4],
              int   cc[4])
{
  /* NE = 0, SE = 1, SW = 2, NW = 3 */
  int ox = corner == 0 || corner == 1 ? 1 : -1;
  int oy = corner == 0 || corner == 3 ? -1 : 1;
  static const int mirror_ew[4] = { 3, 2, 1, 0 };  /* NE↔NW, SE↔SW */
  static const int mirror_ns[4] = { 1, 0, 3, 2 };  /* NE↔SE, NW↔SW */

  cx[0] = x;      cy[0] = y;      cc[0] = corner;
  cx[1] = x + ox; cy[1] = y;      cc[1] = mirror_ew[corner];
  cx[2] = x;      cy[2] = y + oy; cc[2] = mirror_ns[corner];
  cx[3] = x + ox; cy[3] = y + oy; cc[3] = (corner + 2) % 4;
}

/* Corner c of a cell is all field when one field holds both of its ports
 * (c holds the ports 2c+1 and 2c+2). */
static gboolean
field_corner (const BastideCellDef *cell,
              int                   corner)
{
  int a = cell->port_feature[(2 * corner + 1) % 8];
  int b = cell->port_feature[(2 * corner + 2) % 8];

  return a >= 0 && a == b;
}

guint
rc_list_deploys (BastideRecount *rc,
                 int             player,
                 BastideDeploy  *out)
{
  static const BastidePieceKind kinds[] = {
    BASTIDE_PIECE_MEEPLE, BASTIDE_PIECE_ABBOT, BASTIDE_PIECE_MAYOR, BASTIDE_PIECE_WAGON,
  };
  int slot = rc->n_tiles - 1;
  const RcTile *tile = &rc->tiles[slot];
  const BastideTileType *t = type_of (tile->type);
  guint meeples = BASTIDE_MEEPLES - rc_pieces_out (rc, player, BASTIDE_PIECE_MEEPLE);
  guint n = 0;

  for (guint f = 0; f < t->n_features; f++)
    {
      int kind = t->features[f].kind;
      int comp = rc_comp_of (rc, slot, f);
      gboolean taken = occupied (rc, comp);

      for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
        {
          gboolean ok;

          if (kinds[k] == BASTIDE_PIECE_MEEPLE)
            ok = meeples > 0
                 && (kind == BASTIDE_FEATURE_CITY || kind == BASTIDE_FEATURE_ROAD
                     || kind == BASTIDE_FEATURE_CLOISTER
                     || (kind == BASTIDE_FEATURE_FIELD && !has_barn (rc, comp)));
          else if (!has_special (kinds[k], rc) || rc_pieces_out (rc, player, kinds[k]) > 0)
            ok = FALSE;
          else if (kinds[k] == BASTIDE_PIECE_ABBOT)
            ok = kind == BASTIDE_FEATURE_CLOISTER || kind == BASTIDE_FEATURE_GARDEN;
          else if (kinds[k] == BASTIDE_PIECE_MAYOR)
            ok = kind == BASTIDE_FEATURE_CITY;
          else
            ok = kind == BASTIDE_FEATURE_CITY || kind == BASTIDE_FEATURE_ROAD
                 || kind == BASTIDE_FEATURE_CLOISTER;
          if (ok && !taken)
            out[n++] = (BastideDeploy) { kinds[k], f, -1, -1 };
        }
    }

  if (has_special (BASTIDE_PIECE_BARN, rc) && rc_pieces_out (rc, player, BASTIDE_PIECE_BARN) == 0
      && t->n_cells == 1 && !t->is_abbey)
    for (int c = 0; c < 4; c++)
      {
        int cx[4], cy[4], cc[4];
        gboolean ok = TRUE;

        corner_point (tile->x, tile->y, c, cx, cy, cc);
        for (guint i = 0; i < 4 && ok; i++)
          {
            const BastideCellDef *cell = rc_cell_at (rc, cx[i], cy[i], NULL);

            ok = cell != NULL && field_corner (cell, cc[i]);
          }
        if (ok && has_barn (rc, rc_comp_of (rc, slot, t->cells[tile->rot].port_feature[2 * c + 1])))
          ok = FALSE;
        if (ok)
          out[n++] = (BastideDeploy) { BASTIDE_PIECE_BARN, -1, c, -1 };
      }

  if (rc->wheel && meeples > 0)
    for (int s = 0; s < BASTIDE_N_SECTORS; s++)
      {
        guint on = 0;

        for (guint i = 0; i < rc->n_pieces; i++)
          on += rc->pieces[i].crown == s;
        if (on < (s % 2 == 0 ? 1u : 2u))
          out[n++] = (BastideDeploy) { BASTIDE_PIECE_MEEPLE, -1, -1, s };
      }
  return n;
}

/* Whether feature `i` of a tile is linked to feature `f` of the same tile
 * for a wagon: a road and the cloister it ends at, a road and the city its
 * gate enters, two roads ending at the same junction. */
static gboolean
linked (const BastideTileType *t,
        guint                  f,
        guint                  i)
{
  const BastideFeatureDef *a = &t->features[f], *b = &t->features[i];

  if (f == i)
    return FALSE;
  if (a->kind == BASTIDE_FEATURE_ROAD && b->kind == BASTIDE_FEATURE_ROAD)
    return a->road_end == BASTIDE_ROAD_END_JUNCTION && b->road_end == BASTIDE_ROAD_END_JUNCTION;
  if (a->kind == BASTIDE_FEATURE_ROAD)
    return (a->road_end == BASTIDE_ROAD_END_CLOISTER && b->kind == BASTIDE_FEATURE_CLOISTER)
           || (a->road_end == BASTIDE_ROAD_END_CITY && b->kind == BASTIDE_FEATURE_CITY && a->gate == (int) i);
  if (b->kind == BASTIDE_FEATURE_ROAD)
    return linked (t, i, f);
  return FALSE;
}

static gboolean
near_tile (const BastideRecount *rc,
           int                   slot,
           int                   other)
{
  const RcTile *a = &rc->tiles[slot], *b = &rc->tiles[other];
  int wa = width_of (type_of (a->type)), wb = width_of (type_of (b->type));

  /* Some cell of b is on or next to some cell of a. */
  return b->x <= a->x + wa && b->x + wb - 1 >= a->x - 1
         && b->y <= a->y + wa && b->y + wb - 1 >= a->y - 1;
}

guint
rc_list_wagon_targets (BastideRecount *rc,
                       int            *out)
{
  int from, wagon_tile;
  guint n = 0;

  if (rc->n_wagons == 0)
    return 0;
  ensure_labels (rc);
  from = rc->wagon_from[0];
  wagon_tile = rc->wagon_tile[0];

  for (guint comp = 0; comp < rc->n_comps; comp++)
    {
      const RcComp *c = &rc->comps[comp];
      gboolean ok = FALSE;

      if ((c->kind != BASTIDE_FEATURE_ROAD && c->kind != BASTIDE_FEATURE_CITY
           && c->kind != BASTIDE_FEATURE_CLOISTER)
          || (int) comp == from || c->complete || occupied (rc, comp))
        continue;

      if (rc->rules.wagon_adjacent_tiles)
        {
          for (guint m = c->first; m < c->first + c->size && !ok; m++)
            ok = near_tile (rc, wagon_tile, rc->order[m] / BASTIDE_MAX_FEATURES);
        }
      else
        {
          const RcComp *f = &rc->comps[from];

          for (guint m = f->first; m < f->first + f->size && !ok; m++)
            {
              guint s = rc->order[m] / BASTIDE_MAX_FEATURES;
              guint fe = rc->order[m] % BASTIDE_MAX_FEATURES;
              const BastideTileType *t = type_of (rc->tiles[s].type);

              for (guint i = 0; i < t->n_features && !ok; i++)
                ok = linked (t, fe, i) && rc->label[s * BASTIDE_MAX_FEATURES + i] == (int) comp;
            }
        }
      if (ok)
        out[n++] = comp;
    }
  return n;
}
