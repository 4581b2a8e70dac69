/* bastide-ai-fit.c: measuring the evaluation's tables on played games
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * At the start of every turn each feature holding a piece is noted with
 * what the tables look it up by (its open edges, missing neighbours or
 * size, and the tiles left); when the game is over, what became of it is
 * looked up through the same node (features merge, so the node is followed
 * to its root again). The tables are the averages per cell.
 */

#define G_LOG_DOMAIN "bastide-ai"

#include "config.h"

#include "bastide-ai-private.h"
#include "bastide-ai-tables.h"

#include <string.h>

/* Cells with fewer samples take their neighbour's value. */
#define MIN_SAMPLES 100
#define MAX_FIELD_CITIES 32

typedef struct
{
  guint8 kind;
  guint8 column;
  guint8 row;            /* open edges, missing neighbours or field class, from 0 */
  guint8 now;            /* tiles + shields, tiles, neighbours, or completed cities */
  guint16 node;
  guint16 n_cities;      /* fields: the cities they touch now */
  guint16 cities[MAX_FIELD_CITIES];
} Sample;

typedef struct
{
  double n, sum;
  double now, done;      /* cities: their points now, and how many completed */
} Cell;

struct _BastideAiFit
{
  GArray *game;          /* Sample, of the game under way */
  guint games;
  guint64 samples;
  Cell city[6][BASTIDE_AI_COLUMNS];       /* sum: their final points */
  Cell road[2][BASTIDE_AI_COLUMNS];
  Cell cloister[7][BASTIDE_AI_COLUMNS];
  Cell field[4][BASTIDE_AI_COLUMNS];
};

BastideAiFit *
bastide_ai_fit_new (void)
{
  BastideAiFit *fit = g_new0 (BastideAiFit, 1);

  fit->game = g_array_new (FALSE, FALSE, sizeof (Sample));
  return fit;
}

void
bastide_ai_fit_free (BastideAiFit *fit)
{
  g_array_unref (fit->game);
  g_free (fit);
}

static guint
column_of (guint tiles_left)
{
  return MIN (tiles_left / 10, BASTIDE_AI_COLUMNS - 1);
}

void
bastide_ai_fit_observe (BastideAiFit       *fit,
                        const BastideState *state)
{
  guint16 roots[BASTIDE_MAX_PIECES];
  guint n_roots = 0;

  for (guint i = 0; i < state->n_pieces; i++)
    {
      const BastidePiece *piece = &state->pieces[i];
      const BastideNode *node;
      Sample sample = { 0 };
      guint root, n;

      if (piece->crown >= 0 || piece->node == BASTIDE_NODE_NONE)
        continue;
      root = ai_find_root (state, piece->node);
      if (!ai_note_root (roots, &n_roots, root))
        continue;
      node = &state->nodes[root];
      sample.kind = node->kind;
      sample.node = root;
      sample.column = column_of (state->pile_len);
      switch ((BastideFeatureKind) node->kind)
        {
        case BASTIDE_FEATURE_CITY:
          if (node->open == 0)
            continue;
          sample.row = MIN (node->open, 6) - 1;
          sample.now = bastide_state_feature_tiles (state, root) + node->shields;
          break;
        case BASTIDE_FEATURE_ROAD:
          if (node->open == 0)
            continue;
          sample.row = MIN (node->open, 2) - 1;
          sample.now = bastide_state_feature_tiles (state, root);
          break;
        case BASTIDE_FEATURE_CLOISTER:
        case BASTIDE_FEATURE_GARDEN:
          {
            const BastidePlacedTile *tile = &state->tiles[node->tile];

            sample.now = bastide_state_count_neighbours (state, tile->x, tile->y);
            if (sample.now >= 8)
              continue;
            sample.row = 7 - sample.now;
          }
          break;
        case BASTIDE_FEATURE_FIELD:
          {
            guint size;

            n = bastide_ai_field_cities (state, root, sample.cities, MAX_FIELD_CITIES, &size);
            sample.n_cities = n;
            sample.row = bastide_ai_field_class (size);
          }
          break;
        case BASTIDE_FEATURE_RIVER:
        case BASTIDE_N_FEATURE_KINDS:
        default:
          continue;
        }
      g_array_append_val (fit->game, sample);
    }
}

static void
add (Cell   *cell,
     double  value)
{
  cell->n++;
  cell->sum += value;
}

void
bastide_ai_fit_game_over (BastideAiFit       *fit,
                          const BastideState *state)
{
  for (guint i = 0; i < fit->game->len; i++)
    {
      const Sample *s = &g_array_index (fit->game, Sample, i);
      guint root = ai_find_root (state, s->node);
      const BastideNode *node = &state->nodes[root];
      guint16 cities[MAX_FIELD_CITIES], counted[MAX_FIELD_CITIES];
      guint n, n_counted = 0, size, gained;

      switch ((BastideFeatureKind) s->kind)
        {
        case BASTIDE_FEATURE_CITY:
          {
            guint points = bastide_state_feature_tiles (state, root) + node->shields;

            Cell *cell = &fit->city[s->row][s->column];

            add (cell, node->open == 0 ? 2 * points : points);
            cell->now += s->now;
            cell->done += node->open == 0;
          }
          break;
        case BASTIDE_FEATURE_ROAD:
          add (&fit->road[s->row][s->column], bastide_state_feature_tiles (state, root) - (double) s->now);
          break;
        case BASTIDE_FEATURE_CLOISTER:
        case BASTIDE_FEATURE_GARDEN:
          {
            const BastidePlacedTile *tile = &state->tiles[node->tile];
            guint filled = bastide_state_count_neighbours (state, tile->x, tile->y) - s->now;

            add (&fit->cloister[s->row][s->column], filled / (double) (8 - s->now));
          }
          break;
        case BASTIDE_FEATURE_FIELD:
          /* The completed cities it touches at the end that it did not
           * touch at the start of the turn. */
          n = bastide_ai_field_cities (state, root, cities, MAX_FIELD_CITIES, &size);
          for (guint c = 0; c < s->n_cities; c++)
            {
              guint city = ai_find_root (state, s->cities[c]);
              gboolean seen = FALSE;

              for (guint k = 0; k < n_counted; k++)
                seen |= counted[k] == city;
              if (!seen)
                counted[n_counted++] = city;
            }
          gained = 0;
          for (guint c = 0; c < n; c++)
            {
              gboolean before = FALSE;

              for (guint k = 0; k < n_counted; k++)
                before |= counted[k] == cities[c];
              gained += !before && state->nodes[cities[c]].open == 0;
            }
          add (&fit->field[s->row][s->column], gained);
          break;
        case BASTIDE_FEATURE_RIVER:
        case BASTIDE_N_FEATURE_KINDS:
        default:
          break;
        }
    }
  fit->samples += fit->game->len;
  fit->games++;
  g_array_set_size (fit->game, 0);
}

/* A cell with too few samples takes the value of the nearest row that has
 * enough in its column (a cloister missing 7 neighbours late in the game
 * is like one missing 6, not like one early in the game), else of the
 * nearest column of its row. Then the noise is evened out where the game
 * says which way a table goes: no row falls as more tiles are left, and
 * with `falling_rows` no column rises from a row to the next (a city with
 * more open edges completes less often). */
static void
fill_table (double      *table,
            const Cell  *cells,
            guint        n_rows,
            double     (*value) (const Cell *cell),
            gboolean     falling_rows)
{
#define CELL(r, c) (&cells[(r) * BASTIDE_AI_COLUMNS + (c)])
  for (guint r = 0; r < n_rows; r++)
    for (guint c = 0; c < BASTIDE_AI_COLUMNS; c++)
      {
        const Cell *best = NULL;

        for (guint d = 0; d < n_rows && best == NULL; d++)
          {
            if (r >= d && CELL (r - d, c)->n >= MIN_SAMPLES)
              best = CELL (r - d, c);
            else if (r + d < n_rows && CELL (r + d, c)->n >= MIN_SAMPLES)
              best = CELL (r + d, c);
          }
        for (guint d = 1; d < BASTIDE_AI_COLUMNS && best == NULL; d++)
          {
            if (c >= d && CELL (r, c - d)->n >= MIN_SAMPLES)
              best = CELL (r, c - d);
            else if (c + d < BASTIDE_AI_COLUMNS && CELL (r, c + d)->n >= MIN_SAMPLES)
              best = CELL (r, c + d);
          }
        table[r * BASTIDE_AI_COLUMNS + c] = best != NULL ? value (best) : 0;
      }
#undef CELL
  for (guint r = 0; r < n_rows; r++)
    for (guint c = 1; c < BASTIDE_AI_COLUMNS; c++)
      table[r * BASTIDE_AI_COLUMNS + c] = MAX (table[r * BASTIDE_AI_COLUMNS + c],
                                               table[r * BASTIDE_AI_COLUMNS + c - 1]);
  if (falling_rows)
    for (guint r = 1; r < n_rows; r++)
      for (guint c = 0; c < BASTIDE_AI_COLUMNS; c++)
        table[r * BASTIDE_AI_COLUMNS + c] = MIN (table[r * BASTIDE_AI_COLUMNS + c],
                                                 table[(r - 1) * BASTIDE_AI_COLUMNS + c]);
}

static double
mean (const Cell *cell)
{
  return cell->sum / cell->n;
}

static double
city_completed (const Cell *cell)
{
  return cell->done / cell->n;
}

/* What the cities scored beyond (points now) × (1 + completion chance). */
static double
city_growth (const Cell *cell)
{
  return (cell->sum - cell->now * (1 + cell->done / cell->n)) / cell->n;
}

void
bastide_ai_fit_tables (const BastideAiFit *fit,
                       BastideAiTables    *tables)
{
  memset (tables, 0, sizeof *tables);
  tables->games = fit->games;
  fill_table (&tables->city_completed[0][0], &fit->city[0][0], 6, city_completed, TRUE);
  fill_table (&tables->city_growth[0][0], &fit->city[0][0], 5, city_growth, FALSE);
  fill_table (&tables->road_growth[0][0], &fit->road[0][0], 2, mean, FALSE);
  fill_table (&tables->cloister_filled[0][0], &fit->cloister[0][0], 7, mean, FALSE);
  fill_table (&tables->field_growth[0][0], &fit->field[0][0], 4, mean, FALSE);
}

guint64
bastide_ai_fit_samples (const BastideAiFit *fit)
{
  return fit->samples;
}
