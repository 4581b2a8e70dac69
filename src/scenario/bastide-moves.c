/* bastide-moves.c: listing, playing, describing and reading whole turns
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bastide-moves"

#include "config.h"

#include "bastide-moves.h"

#include <glib/gi18n.h>
#include <json-glib/json-glib.h>
#include <string.h>

#include "bastide-json.h"
#include "bastide-scenario.h"

typedef struct
{
  BastideMovesFlags flags;
  BastideMovesFunc func;
  gpointer user_data;
  gboolean stop;
} Walk;

void
bastide_moves_init_turn (BastideTurn     *turn,
                         BastideTurnKind  kind)
{
  memset (turn, 0, sizeof *turn);
  turn->kind = kind;
  turn->tile = -1;
  turn->corner = -1;
  turn->crown = -1;
}

static BastideFeatureRef
node_ref (const BastideState *state,
          guint               node)
{
  const BastideNode *n = &state->nodes[node];
  const BastidePlacedTile *tile = &state->tiles[n->tile];
  BastideFeatureRef ref = { FALSE, tile->x, tile->y, "" };

  g_strlcpy (ref.on, bastide_catalogue_get (tile->type)->features[n->feature].id, sizeof ref.on);
  return ref;
}

static void
emit (Walk                *walk,
      const BastideTurn   *turn,
      const BastideState  *after,
      const BastideEvents *events)
{
  BastideTurn copy;
  gboolean any_moved = FALSE;

  if (walk->stop)
    return;
  /* Wagons that all go home are left out, as the record allows. */
  copy = *turn;
  for (guint i = 0; i < copy.n_wagons; i++)
    any_moved |= !copy.wagons[i].home;
  if (!any_moved)
    {
      copy.has_wagons = FALSE;
      copy.n_wagons = 0;
    }
  if (!walk->func (&copy, after, events, walk->user_data))
    walk->stop = TRUE;
}

static void
walk_wagons (Walk                *walk,
             const BastideState  *state,
             const BastideTurn   *turn,
             const BastideEvents *events)
{
  g_autofree BastideState *next = NULL;
  g_autofree guint *nodes = NULL;
  BastideTurn t;
  BastideEvents e;
  guint n;

  if (walk->stop)
    return;
  if (state->phase != BASTIDE_PHASE_WAGONS)
    {
      emit (walk, turn, state, events);
      return;
    }

  next = g_new (BastideState, 1);
  t = *turn;
  t.has_wagons = TRUE;
  g_assert (t.n_wagons < G_N_ELEMENTS (t.wagons));

  *next = *state;
  e = *events;
  bastide_state_wagon_home (next, &e, NULL);
  t.wagons[t.n_wagons] = (BastideFeatureRef) { TRUE, 0, 0, "" };
  t.n_wagons = turn->n_wagons + 1;
  walk_wagons (walk, next, &t, &e);

  if (!(walk->flags & BASTIDE_MOVES_WAGON_TARGETS))
    return;
  nodes = g_new (guint, BASTIDE_MAX_NODES);
  n = bastide_state_list_wagon_moves (state, nodes);
  for (guint i = 0; i < n && !walk->stop; i++)
    {
      BastideFeatureRef ref = node_ref (state, nodes[i]);

      *next = *state;
      e = *events;
      if (!bastide_state_move_wagon (next, ref.x, ref.y, state->nodes[nodes[i]].feature, &e, NULL))
        continue;
      t.wagons[turn->n_wagons] = ref;
      walk_wagons (walk, next, &t, &e);
    }
}

static void
walk_deploys (Walk                *walk,
              const BastideState  *state,
              const BastideTurn   *turn,
              const BastideEvents *events)
{
  g_autofree BastideState *next = g_new (BastideState, 1);
  BastideDeploy deploys[BASTIDE_MAX_DEPLOYS];
  const BastideTileType *type = bastide_catalogue_get (state->tiles[state->last_tile].type);
  BastideTurn t;
  BastideEvents e;
  guint n;

  /* No piece */
  *next = *state;
  e = *events;
  t = *turn;
  bastide_state_deploy (next, NULL, &e, NULL);
  walk_wagons (walk, next, &t, &e);

  n = bastide_state_list_deploys (state, deploys);
  for (guint i = 0; i < n && !walk->stop; i++)
    {
      *next = *state;
      e = *events;
      if (!bastide_state_deploy (next, &deploys[i], &e, NULL))
        continue;
      t = *turn;
      t.has_deploy = TRUE;
      t.piece = deploys[i].piece;
      t.corner = deploys[i].corner;
      t.crown = deploys[i].crown;
      if (deploys[i].feature >= 0)
        g_strlcpy (t.on, type->features[deploys[i].feature].id, sizeof t.on);
      else
        t.on[0] = '\0';
      walk_wagons (walk, next, &t, &e);
    }

  *next = *state;
  e = *events;
  if (!walk->stop && bastide_state_recall_abbot (next, &e, NULL))
    {
      t = *turn;
      t.recall = TRUE;
      walk_wagons (walk, next, &t, &e);
    }
}

/**
 * bastide_moves_same_rotation:
 *
 * Whether tile @type turned @a or @b quarter turns plays the same.
 */
gboolean
bastide_moves_same_rotation (guint type,
                             guint a,
                             guint b)
{
  const BastideTileType *t = bastide_catalogue_get (type);

  return a == b || (t->n_cells == 1 && t->plays_as[a % 4] == t->plays_as[b % 4]);
}

/**
 * bastide_moves_canonical:
 *
 * Rewrites a tile turn that uses a rotation playing like a lower one into
 * that lower rotation (with the piece's feature id mapped), the form
 * bastide_moves_foreach() lists.
 */
void
bastide_moves_canonical (BastideTurn *turn)
{
  const BastideTileType *type;
  int f;

  if (turn->kind != BASTIDE_TURN_TILE || turn->tile < 0)
    return;
  type = bastide_catalogue_get (turn->tile);
  if (type->n_cells > 1 || type->plays_as[turn->rot] == turn->rot)
    return;
  if (turn->has_deploy && turn->on[0] != '\0'
      && (f = bastide_tile_type_feature (type, turn->on)) >= 0)
    g_strlcpy (turn->on, type->features[type->feature_map[turn->rot][f]].id, sizeof turn->on);
  turn->rot = type->plays_as[turn->rot];
}

static void
walk_placements (Walk                *walk,
                 const BastideState  *state,
                 const BastideTurn   *turn,
                 const BastideEvents *events)
{
  g_autofree BastidePlacement *placements = g_new (BastidePlacement, BASTIDE_MAX_PLACEMENTS);
  g_autofree BastideState *next = g_new (BastideState, 1);
  const BastideTileType *type = bastide_catalogue_get (state->in_hand);
  BastideTurn t;
  BastideEvents e;
  guint n = bastide_state_list_placements (state, state->in_hand, placements);
  guint rotations = type->distinct_rotations;

  if (n == 0)
    {
      *next = *state;
      e = *events;
      t = *turn;
      t.kind = BASTIDE_TURN_DISCARD;
      if (bastide_state_discard (next, &e, NULL))
        emit (walk, &t, next, &e);
      return;
    }
  for (guint i = 0; i < n && !walk->stop; i++)
    {
      const BastidePlacement *p = &placements[i];

      if (!(walk->flags & BASTIDE_MOVES_ALL_ROTATIONS) && !(rotations & (1 << p->rot)))
        continue;
      *next = *state;
      e = *events;
      if (!bastide_state_place (next, p->x, p->y, p->rot, &e, NULL))
        continue;
      t = *turn;
      t.x = p->x;
      t.y = p->y;
      t.rot = p->rot;
      walk_deploys (walk, next, &t, &e);
    }
}

static void
walk_plague (Walk                *walk,
             const BastideState  *state,
             const BastideTurn   *turn,
             const BastideEvents *events)
{
  g_autofree BastideState *next = NULL;
  guint player, roots[BASTIDE_MAX_PIECES], n_roots = 0;
  BastideTurn t;
  BastideEvents e;

  if (state->phase != BASTIDE_PHASE_PLAGUE)
    {
      walk_placements (walk, state, turn, events);
      return;
    }
  next = g_new (BastideState, 1);
  player = (state->to_move + state->plague_step) % state->rules.n_players;
  t = *turn;
  t.has_plague = TRUE;

  if (!bastide_state_has_land_follower (state, player))
    {
      *next = *state;
      e = *events;
      bastide_state_plague (next, 0, 0, -1, &e, NULL);
      t.plague[t.n_plague++] = (BastideFeatureRef) { TRUE, 0, 0, "" };
      walk_plague (walk, next, &t, &e);
      return;
    }

  for (guint i = 0; i < state->n_pieces && !walk->stop; i++)
    {
      const BastidePiece *piece = &state->pieces[i];
      guint root;
      gboolean seen = FALSE;
      BastideFeatureRef ref;

      if (piece->owner != player || piece->crown >= 0 || piece->kind == BASTIDE_PIECE_BARN)
        continue;
      root = bastide_state_feature_root (state, piece->node);
      for (guint r = 0; r < n_roots; r++)
        seen |= roots[r] == root;
      if (seen)
        continue;
      roots[n_roots++] = root;
      ref = node_ref (state, piece->node);
      *next = *state;
      e = *events;
      if (!bastide_state_plague (next, ref.x, ref.y, state->nodes[piece->node].feature, &e, NULL))
        continue;
      t.plague[turn->n_plague] = ref;
      t.n_plague = turn->n_plague + 1;
      walk_plague (walk, next, &t, &e);
    }
}

static void
walk_abbeys (Walk               *walk,
             const BastideState *state)
{
  g_autofree BastideState *next = NULL;
  BastideEvents events = { 0 };

  if ((walk->flags & BASTIDE_MOVES_NO_ABBEYS)
      || !(state->rules.expansions & BASTIDE_EXPANSION_ABBEY_MAYOR)
      || !state->players[state->to_move].abbey)
    return;
  next = g_new (BastideState, 1);
  for (guint i = 0; i < state->n_frontier && !walk->stop; i++)
    {
      const BastideFrontierCell *cell = &state->frontier[i];
      BastideTurn turn;

      if (cell->sides != 0xf)
        continue;
      *next = *state;
      memset (&events, 0, sizeof events);
      if (!bastide_state_play_abbey (next, cell->x, cell->y, &events, NULL))
        continue;
      bastide_moves_init_turn (&turn, BASTIDE_TURN_ABBEY);
      turn.x = cell->x;
      turn.y = cell->y;
      walk_deploys (walk, next, &turn, &events);
    }
}

/**
 * bastide_moves_foreach:
 * @state: a position between two turns (phase DRAW or ABBEY_ROUND)
 *
 * Calls @func for every legal turn: the abbey turns first, then the tile
 * on top of the pile in every placement (or its discard), with every
 * plague answer, every piece and (with BASTIDE_MOVES_WAGON_TARGETS) every
 * wagon move. In the abbey round: the abbey turns and the pass.
 */
void
bastide_moves_foreach (const BastideState *state,
                       BastideMovesFlags   flags,
                       BastideMovesFunc    func,
                       gpointer            user_data)
{
  Walk walk = { flags, func, user_data, FALSE };
  g_autofree BastideState *next = g_new (BastideState, 1);
  BastideEvents events = { 0 };
  BastideTurn turn;

  if (state->phase == BASTIDE_PHASE_ABBEY_ROUND)
    {
      walk_abbeys (&walk, state);
      if (walk.stop)
        return;
      *next = *state;
      bastide_moves_init_turn (&turn, BASTIDE_TURN_PASS);
      if (bastide_state_pass (next, &events, NULL))
        emit (&walk, &turn, next, &events);
      return;
    }
  if (state->phase != BASTIDE_PHASE_DRAW)
    return;

  walk_abbeys (&walk, state);
  if (walk.stop || state->pile_len == 0)
    return;
  *next = *state;
  if (!bastide_state_draw (next, -1, &events, NULL))
    return;
  bastide_moves_init_turn (&turn, BASTIDE_TURN_TILE);
  turn.tile = next->in_hand;
  walk_plague (&walk, next, &turn, &events);
}

/* Playing */

static gpointer
make_record (gpointer data G_GNUC_UNUSED)
{
  BastideRules rules = { BASTIDE_GAME_STANDARD, 0, 2, 0, 0 };

  return bastide_record_new (&rules, 0);
}

/**
 * bastide_moves_play:
 *
 * Plays a whole turn on @state (which is then in an unspecified state when
 * the turn is refused).
 */
gboolean
bastide_moves_play (BastideState       *state,
                    const BastideTurn  *turn,
                    BastideEvents      *events,
                    GError            **error)
{
  static GOnce once = G_ONCE_INIT;
  const BastideRecord *record = g_once (&once, make_record, NULL);

  /* bastide_record_play_turn() takes a record for the rules' sake but
   * reads none of it today: any record does. */
  return bastide_record_play_turn (record, state, turn, events, error);
}

static gboolean
refs_equal (const BastideFeatureRef *a,
            const BastideFeatureRef *b)
{
  if (a->home || b->home)
    return a->home == b->home;
  return a->x == b->x && a->y == b->y && g_strcmp0 (a->on, b->on) == 0;
}

gboolean
bastide_moves_equal (const BastideTurn *a,
                     const BastideTurn *b)
{
  if (a->kind != b->kind)
    return FALSE;
  if (a->kind == BASTIDE_TURN_PASS)
    return TRUE;
  if ((a->kind == BASTIDE_TURN_TILE || a->kind == BASTIDE_TURN_DISCARD)
      && a->tile >= 0 && b->tile >= 0 && a->tile != b->tile)
    return FALSE;
  if (a->kind == BASTIDE_TURN_DISCARD)
    return TRUE;
  if (a->x != b->x || a->y != b->y || (a->kind == BASTIDE_TURN_TILE && a->rot != b->rot))
    return FALSE;
  if (a->has_deploy != b->has_deploy || a->recall != b->recall)
    return FALSE;
  if (a->has_deploy && (a->piece != b->piece || a->corner != b->corner || a->crown != b->crown
                        || g_strcmp0 (a->on, b->on) != 0))
    return FALSE;
  if (a->n_plague != b->n_plague || a->n_wagons != b->n_wagons)
    return FALSE;
  for (guint i = 0; i < a->n_plague; i++)
    if (!refs_equal (&a->plague[i], &b->plague[i]))
      return FALSE;
  for (guint i = 0; i < a->n_wagons; i++)
    if (!refs_equal (&a->wagons[i], &b->wagons[i]))
      return FALSE;
  return TRUE;
}

/* Words */

/**
 * bastide_moves_square_letter:
 * @index: the place of a square in a list of named squares
 *
 * Returns: (transfer full): its name on the board and in sentences: "A"
 *   to "Z", then "A2" to "Z2" and so on
 */
char *
bastide_moves_square_letter (guint index)
{
  if (index < 26)
    return g_strdup_printf ("%c", 'A' + index);
  return g_strdup_printf ("%c%u", 'A' + index % 26, index / 26 + 1);
}

/**
 * bastide_moves_name_square:
 * @squares: (element-type BastidePuzzleCell): the squares named so far
 *
 * Names the square (@x, @y) by a letter for a sentence, adding it to
 * @squares the first time, so the board can show the same letter on it.
 *
 * Returns: (transfer full): the square's letter
 */
char *
bastide_moves_name_square (GArray *squares,
                           int     x,
                           int     y)
{
  BastidePuzzleCell cell = { x, y };
  guint i;

  for (i = 0; i < squares->len; i++)
    {
      const BastidePuzzleCell *named = &g_array_index (squares, BastidePuzzleCell, i);

      if (named->x == x && named->y == y)
        return bastide_moves_square_letter (i);
    }
  g_array_append_val (squares, cell);
  return bastide_moves_square_letter (i);
}

static int
compare_reading_order (gconstpointer a,
                       gconstpointer b)
{
  const BastidePuzzleCell *p = a, *q = b;

  return p->y != q->y ? (p->y > q->y) - (p->y < q->y) : (p->x > q->x) - (p->x < q->x);
}

/**
 * bastide_moves_sort_squares:
 * @squares: (element-type BastidePuzzleCell)
 *
 * Puts @squares in the order a page is read, row by row and west to east,
 * so that the letters they are then named by run across the board that
 * way.
 */
void
bastide_moves_sort_squares (GArray *squares)
{
  g_array_sort (squares, compare_reading_order);
}

static const char *
feature_kind_word (int                 type,
                   const char         *on)
{
  const BastideTileType *t;
  int f;

  if (type < 0)
    return NULL;
  t = bastide_catalogue_get (type);
  f = bastide_tile_type_feature (t, on);
  if (f < 0)
    return NULL;
  return bastide_feature_kind_label (t->features[f].kind);
}

/* Translators: "barn on the north-east corner" of the tile just placed */
static const char * const barn_corner_formats[4] = {
  N_("%s on the north-east corner"), N_("%s on the south-east corner"),
  N_("%s on the south-west corner"), N_("%s on the north-west corner"),
};

/* Where a feature lies on the tile as placed, when the tile has another of
 * its kind: a side it covers whole (a field both halves of it), else a
 * corner a field holds, else the first side it touches. Returns a side
 * 0–3, a corner 4–7, or -1 when the kind alone tells it apart. */
static int
telling_place (const BastideTileType *t,
               int                    f,
               guint                  rot)
{
  const BastideCellDef *cell = &t->cells[rot & 3];
  gboolean field = t->features[f].kind == BASTIDE_FEATURE_FIELD;
  guint same_kind = 0;
  int first = -1;

  for (guint g = 0; g < t->n_features; g++)
    same_kind += t->features[g].kind == t->features[f].kind;
  if (same_kind < 2 || t->n_cells != 1)
    return -1;
  for (int side = 0; side < 4; side++)
    {
      gboolean a = field ? cell->port_feature[2 * side] == f : cell->edge_feature[side] == f;
      gboolean b = field ? cell->port_feature[2 * side + 1] == f : a;

      if (a && b)
        return side;
      if ((a || b) && first < 0)
        first = side;
    }
  if (field)
    for (int corner = 0; corner < 4; corner++)
      if (cell->port_feature[2 * corner + 1] == f && cell->port_feature[(2 * corner + 2) % 8] == f)
        return 4 + corner;
  return first;
}

/* "follower on its road", and where on the tile when it has two roads. */
static void
append_feature_deploy (GString           *text,
                       const BastideTurn *turn,
                       int                type,
                       const char        *word)
{
  /* Translators: "follower on its field on the north side": a feature of the
   * tile just placed, told apart from another of its kind on the tile */
  static const char * const formats[8] = {
    N_("%s on its %s on the north side"), N_("%s on its %s on the east side"),
    N_("%s on its %s on the south side"), N_("%s on its %s on the west side"),
    N_("%s on its %s in the north-east corner"), N_("%s on its %s in the south-east corner"),
    N_("%s on its %s in the south-west corner"), N_("%s on its %s in the north-west corner"),
  };
  const BastideTileType *t = bastide_catalogue_get (type);
  int place = telling_place (t, bastide_tile_type_feature (t, turn->on), turn->rot);

  if (place >= 0)
    g_string_append_printf (text, gettext (formats[place]), bastide_piece_label (turn->piece), word);
  else
    /* Translators: "follower on its road": on a feature of the tile just placed */
    g_string_append_printf (text, _("%s on its %s"), bastide_piece_label (turn->piece), word);
}

/* A tile's rotation as a player turns it, clockwise from the way it is
 * drawn. */
static const char *
rotation_words (guint rot)
{
  switch (rot & 3)
    {
    case 1: return _("turned a quarter to the right");
    case 2: return _("turned half way round");
    case 3: return _("turned a quarter to the left");
    case 0:
    default: return _("not turned");
    }
}

static void
describe_ref (GString                 *text,
              const BastideFeatureRef *ref,
              const char              *home_word,
              GArray                  *squares)
{
  g_autofree char *letter = NULL;

  if (ref->home)
    {
      g_string_append (text, home_word);
      return;
    }
  if (squares == NULL)
    {
      g_string_append (text, _("another tile"));
      return;
    }
  letter = bastide_moves_name_square (squares, ref->x, ref->y);
  /* Translators: a square of the board, named by the letter shown on it */
  g_string_append_printf (text, _("square %s"), letter);
}

/**
 * bastide_moves_describe:
 * @squares: (nullable) (element-type BastidePuzzleCell): the squares named
 *   so far, to name the turn's by letter; %NULL to leave the squares out
 *   where the board shows the move
 *
 * "Tile on square A, turned a quarter to the right; follower on its road",
 * for people.
 */
char *
bastide_moves_describe (const BastideTurn *turn,
                        GArray            *squares)
{
  g_autofree char *letter = NULL;
  GString *text = g_string_new (NULL);
  int type = turn->tile;

  switch (turn->kind)
    {
    case BASTIDE_TURN_PASS:
      g_string_append (text, _("Pass"));
      return g_string_free (text, FALSE);
    case BASTIDE_TURN_DISCARD:
      if (turn->tile >= 0)
        g_string_append_printf (text, _("Discard %s"), bastide_catalogue_get (turn->tile)->id);
      else
        g_string_append (text, _("Discard the tile"));
      return g_string_free (text, FALSE);
    case BASTIDE_TURN_ABBEY:
      if (squares != NULL)
        {
          letter = bastide_moves_name_square (squares, turn->x, turn->y);
          g_string_append_printf (text, _("Abbey on square %s"), letter);
        }
      else
        g_string_append (text, _("Abbey"));
      type = bastide_catalogue_lookup ("ABBEY", BASTIDE_SET_ABBEY_MAYOR);
      break;
    case BASTIDE_TURN_TILE:
    default:
      if (squares != NULL)
        {
          letter = bastide_moves_name_square (squares, turn->x, turn->y);
          /* Translators: "Tile on square A, turned a quarter to the right" */
          g_string_append_printf (text, _("Tile on square %s, %s"), letter, rotation_words (turn->rot));
        }
      else
        /* Translators: "Tile turned a quarter to the right" */
        g_string_append_printf (text, _("Tile %s"), rotation_words (turn->rot));
      break;
    }

  if (turn->has_plague)
    {
      g_string_append (text, _("; plague:"));
      for (guint i = 0; i < turn->n_plague; i++)
        {
          g_string_append (text, i == 0 ? " " : ", ");
          describe_ref (text, &turn->plague[i], _("nothing"), squares);
        }
    }
  if (turn->has_deploy)
    {
      const char *word = turn->on[0] != '\0' ? feature_kind_word (type, turn->on) : NULL;

      g_string_append (text, "; ");
      if (turn->crown >= 0)
        /* Translators: "follower on the crown of TAX" */
        g_string_append_printf (text, _("%s on the crown of %s"),
                                bastide_piece_label (turn->piece), bastide_sector_label (turn->crown));
      else if (turn->corner >= 0)
        g_string_append_printf (text, gettext (barn_corner_formats[turn->corner & 3]),
                                bastide_piece_label (turn->piece));
      else if (word != NULL)
        append_feature_deploy (text, turn, type, word);
      else
        g_string_append_printf (text, _("%s on %s"), bastide_piece_label (turn->piece), turn->on);
    }
  else if (turn->recall)
    g_string_append_printf (text, "; %s", _("abbot taken back"));
  if (turn->has_wagons)
    {
      g_string_append (text, _("; wagons:"));
      for (guint i = 0; i < turn->n_wagons; i++)
        {
          g_string_append (text, i == 0 ? " " : ", ");
          describe_ref (text, &turn->wagons[i], _("home"), squares);
        }
    }
  return g_string_free (text, FALSE);
}

/* JSON, as in a record's "turns" */

char *
bastide_moves_to_json (const BastideTurn *turn)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = NULL;

  bastide_record_build_turn (builder, turn);
  root = json_builder_get_root (builder);
  json_generator_set_root (generator, root);
  return json_generator_to_data (generator, NULL);
}

/**
 * bastide_moves_from_json:
 * @text: one turn as a record writes it
 * @rules: the game's rules, for the tile ids
 */
gboolean
bastide_moves_from_json (const char          *text,
                         const BastideRules  *rules,
                         BastideTurn         *turn,
                         GError             **error)
{
  g_autoptr(JsonNode) root = bastide_json_parse (text, -1, _("the turn"), error);

  if (root == NULL)
    {
      if (error != NULL && *error == NULL)
        g_set_error_literal (error, BASTIDE_RECORD_ERROR, BASTIDE_RECORD_ERROR_INVALID,
                             _("A turn is needed."));
      return FALSE;
    }
  return bastide_record_parse_turn (root, rules, FALSE, turn, error);
}

/**
 * bastide_moves_list_from_json:
 * @text: a JSON list of turns
 *
 * Returns: (transfer full) (element-type BastideTurn) (nullable): the turns
 */
GArray *
bastide_moves_list_from_json (const char          *text,
                              const BastideRules  *rules,
                              GError             **error)
{
  g_autoptr(GArray) turns = g_array_new (FALSE, TRUE, sizeof (BastideTurn));
  g_autoptr(GError) local_error = NULL;
  g_autoptr(JsonNode) root = bastide_json_parse (text, -1, _("the turns"), &local_error);
  JsonArray *array;

  if (local_error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return NULL;
    }
  if (root == NULL || !JSON_NODE_HOLDS_ARRAY (root))
    {
      g_set_error_literal (error, BASTIDE_RECORD_ERROR, BASTIDE_RECORD_ERROR_INVALID,
                           _("A list of turns is needed."));
      return NULL;
    }
  array = json_node_get_array (root);
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      BastideTurn turn;

      if (!bastide_record_parse_turn (json_array_get_element (array, i), rules, FALSE, &turn, error))
        return NULL;
      g_array_append_val (turns, turn);
    }
  return g_steal_pointer (&turns);
}
