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

/* Whether rotations a and b of a tile play the same: the same terrains,
 * and a one-to-one map of features (same kind, shields, road end, gate
 * and cities) that agrees on every edge and port. Rotation 90° of U is
 * rotation 270° with its two fields swapped: the same move. */
static gboolean
rotations_equivalent (const BastideTileType *type,
                      guint                  a,
                      guint                  b,
                      int                    map[BASTIDE_MAX_FEATURES])
{
  const BastideCellDef *ca = &type->cells[a], *cb = &type->cells[b];

  if (ca->signature != cb->signature || ca->river_sides != cb->river_sides
      || ca->field_corners != cb->field_corners)
    return FALSE;
  for (guint f = 0; f < BASTIDE_MAX_FEATURES; f++)
    map[f] = -1;
  /* Features with no edge or port (cloister, garden) map to themselves. */
  for (guint f = 0; f < type->n_features; f++)
    if (type->features[f].kind == BASTIDE_FEATURE_CLOISTER
        || type->features[f].kind == BASTIDE_FEATURE_GARDEN)
      map[f] = f;
  for (guint i = 0; i < 12; i++)
    {
      int fa = i < 4 ? ca->edge_feature[i] : ca->port_feature[i - 4];
      int fb = i < 4 ? cb->edge_feature[i] : cb->port_feature[i - 4];

      if ((fa < 0) != (fb < 0))
        return FALSE;
      if (fa < 0)
        continue;
      if (map[fa] >= 0 && map[fa] != fb)
        return FALSE;
      map[fa] = fb;
    }
  for (guint f = 0; f < type->n_features; f++)
    {
      const BastideFeatureDef *fa = &type->features[f], *fb;
      guint16 cities = 0;

      if (map[f] < 0)
        return FALSE;
      fb = &type->features[map[f]];
      if (fa->kind != fb->kind || fa->shields != fb->shields || fa->road_end != fb->road_end
          || (fa->gate >= 0) != (fb->gate >= 0) || (fa->gate >= 0 && map[fa->gate] != fb->gate))
        return FALSE;
      for (guint c = 0; c < type->n_features; c++)
        if (fa->cities & (1 << c))
          {
            if (map[c] < 0)
              return FALSE;
            cities |= 1 << map[c];
          }
      if (cities != fb->cities)
        return FALSE;
    }
  return TRUE;
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
  int map[BASTIDE_MAX_FEATURES];

  return a == b || rotations_equivalent (bastide_catalogue_get (type), a % 4, b % 4, map);
}

/* Bit r set when rotation r plays differently from every lower one. */
static guint
playing_rotations (const BastideTileType *type)
{
  guint mask = 0;

  if (type->n_cells > 1)
    return 1;
  for (guint r = 0; r < 4; r++)
    {
      gboolean seen = FALSE;

      for (guint q = 0; q < r && !seen; q++)
        {
          int map[BASTIDE_MAX_FEATURES];

          seen = (mask & (1 << q)) && rotations_equivalent (type, q, r, map);
        }
      if (!seen)
        mask |= 1 << r;
    }
  return mask;
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

  if (turn->kind != BASTIDE_TURN_TILE || turn->tile < 0)
    return;
  type = bastide_catalogue_get (turn->tile);
  for (guint q = 0; q < turn->rot; q++)
    {
      int map[BASTIDE_MAX_FEATURES];
      int f;

      if (!rotations_equivalent (type, turn->rot, q, map))
        continue;
      if (turn->has_deploy && turn->on[0] != '\0'
          && (f = bastide_tile_type_feature (type, turn->on)) >= 0)
        g_strlcpy (turn->on, type->features[map[f]].id, sizeof turn->on);
      turn->rot = q;
      return;
    }
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
  guint rotations = playing_rotations (type);

  if (n == 0)
    {
      *next = *state;
      e = *events;
      t = *turn;
      t.kind = BASTIDE_TURN_DISCARD;
      if (bastide_state_discard (next, NULL))
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
      if (bastide_state_pass (next, NULL))
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
  switch ((BastideFeatureKind) t->features[f].kind)
    {
    case BASTIDE_FEATURE_CITY: return C_("feature", "city");
    case BASTIDE_FEATURE_ROAD: return C_("feature", "road");
    case BASTIDE_FEATURE_FIELD: return C_("feature", "field");
    case BASTIDE_FEATURE_CLOISTER: return C_("feature", "cloister");
    case BASTIDE_FEATURE_GARDEN: return C_("feature", "garden");
    case BASTIDE_FEATURE_RIVER: return C_("feature", "river");
    case BASTIDE_N_FEATURE_KINDS:
    default: return NULL;
    }
}

static void
describe_ref (GString                 *text,
              const BastideFeatureRef *ref,
              const char              *home_word)
{
  if (ref->home)
    g_string_append (text, home_word);
  else
    /* Translators: a feature named by a cell and its id: "(1, 0) c1" */
    g_string_append_printf (text, _("(%d, %d) %s"), ref->x, ref->y, ref->on);
}

/**
 * bastide_moves_describe:
 *
 * "U at (1, 0), 90°; meeple on the road r1", for people.
 */
char *
bastide_moves_describe (const BastideTurn *turn)
{
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
      g_string_append_printf (text, _("Abbey at (%d, %d)"), turn->x, turn->y);
      type = bastide_catalogue_lookup ("ABBEY", BASTIDE_SET_ABBEY_MAYOR);
      break;
    case BASTIDE_TURN_TILE:
    default:
      if (turn->tile >= 0)
        /* Translators: "U at (1, 0), 90°" */
        g_string_append_printf (text, _("%s at (%d, %d), %u°"),
                                bastide_catalogue_get (turn->tile)->id, turn->x, turn->y, turn->rot * 90);
      else
        g_string_append_printf (text, _("Tile at (%d, %d), %u°"), turn->x, turn->y, turn->rot * 90);
      break;
    }

  if (turn->has_plague)
    {
      g_string_append (text, _("; plague:"));
      for (guint i = 0; i < turn->n_plague; i++)
        {
          g_string_append (text, i == 0 ? " " : ", ");
          describe_ref (text, &turn->plague[i], _("nothing"));
        }
    }
  if (turn->has_deploy)
    {
      const char *word = turn->on[0] != '\0' ? feature_kind_word (type, turn->on) : NULL;

      g_string_append (text, "; ");
      if (turn->crown >= 0)
        /* Translators: "meeple on the crown of TAX" */
        g_string_append_printf (text, _("%s on the crown of %s"),
                                bastide_piece_label (turn->piece), bastide_sector_label (turn->crown));
      else if (turn->corner >= 0)
        g_string_append_printf (text, _("%s on the %s corner"),
                                bastide_piece_label (turn->piece), bastide_corner_name (turn->corner));
      else if (word != NULL)
        /* Translators: "meeple on the road r1" */
        g_string_append_printf (text, _("%s on the %s %s"),
                                bastide_piece_label (turn->piece), word, turn->on);
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
          describe_ref (text, &turn->wagons[i], _("home"));
        }
    }
  return g_string_free (text, FALSE);
}

/* JSON, as in a record's "turns" */

static void
write_ref (JsonBuilder             *builder,
           const BastideFeatureRef *ref,
           gboolean                 wagon)
{
  if (ref->home)
    {
      if (wagon)
        json_builder_add_string_value (builder, "home");
      else
        json_builder_add_null_value (builder);
      return;
    }
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "x");
  json_builder_add_int_value (builder, ref->x);
  json_builder_set_member_name (builder, "y");
  json_builder_add_int_value (builder, ref->y);
  json_builder_set_member_name (builder, "on");
  json_builder_add_string_value (builder, ref->on);
  json_builder_end_object (builder);
}

char *
bastide_moves_to_json (const BastideTurn *turn)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = NULL;

  json_builder_begin_object (builder);
  switch (turn->kind)
    {
    case BASTIDE_TURN_PASS:
      json_builder_set_member_name (builder, "pass");
      json_builder_add_boolean_value (builder, TRUE);
      break;
    case BASTIDE_TURN_ABBEY:
      json_builder_set_member_name (builder, "abbey");
      json_builder_add_boolean_value (builder, TRUE);
      break;
    case BASTIDE_TURN_DISCARD:
    case BASTIDE_TURN_TILE:
    default:
      if (turn->tile >= 0)
        {
          json_builder_set_member_name (builder, "tile");
          json_builder_add_string_value (builder, bastide_catalogue_get (turn->tile)->id);
        }
      if (turn->kind == BASTIDE_TURN_DISCARD)
        {
          json_builder_set_member_name (builder, "discard");
          json_builder_add_boolean_value (builder, TRUE);
        }
      break;
    }
  if (turn->kind == BASTIDE_TURN_TILE || turn->kind == BASTIDE_TURN_ABBEY)
    {
      json_builder_set_member_name (builder, "x");
      json_builder_add_int_value (builder, turn->x);
      json_builder_set_member_name (builder, "y");
      json_builder_add_int_value (builder, turn->y);
      if (turn->kind == BASTIDE_TURN_TILE)
        {
          json_builder_set_member_name (builder, "rot");
          json_builder_add_int_value (builder, turn->rot * 90);
        }
    }
  if (turn->has_deploy)
    {
      json_builder_set_member_name (builder, "deploy");
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "piece");
      json_builder_add_string_value (builder, bastide_piece_name (turn->piece));
      if (turn->crown >= 0)
        {
          json_builder_set_member_name (builder, "crown");
          json_builder_add_string_value (builder, bastide_sector_name (turn->crown));
        }
      else if (turn->corner >= 0)
        {
          json_builder_set_member_name (builder, "corner");
          json_builder_add_string_value (builder, bastide_corner_name (turn->corner));
        }
      else
        {
          json_builder_set_member_name (builder, "on");
          json_builder_add_string_value (builder, turn->on);
        }
      json_builder_end_object (builder);
    }
  if (turn->recall)
    {
      json_builder_set_member_name (builder, "recall");
      json_builder_add_string_value (builder, "abbot");
    }
  if (turn->has_plague)
    {
      json_builder_set_member_name (builder, "plague");
      json_builder_begin_array (builder);
      for (guint i = 0; i < turn->n_plague; i++)
        write_ref (builder, &turn->plague[i], FALSE);
      json_builder_end_array (builder);
    }
  if (turn->has_wagons)
    {
      json_builder_set_member_name (builder, "wagons");
      json_builder_begin_array (builder);
      for (guint i = 0; i < turn->n_wagons; i++)
        write_ref (builder, &turn->wagons[i], TRUE);
      json_builder_end_array (builder);
    }
  json_builder_end_object (builder);

  root = json_builder_get_root (builder);
  json_generator_set_root (generator, root);
  return json_generator_to_data (generator, NULL);
}

static gboolean
member_true (JsonObject *object,
             const char *key)
{
  JsonNode *node = json_object_get_member (object, key);

  return node != NULL && JSON_NODE_HOLDS_VALUE (node)
         && json_node_get_value_type (node) == G_TYPE_BOOLEAN && json_node_get_boolean (node);
}

static gboolean
member_int (JsonObject *object,
            const char *key,
            int        *out)
{
  JsonNode *node = json_object_get_member (object, key);

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64)
    return FALSE;
  *out = json_node_get_int (node);
  return TRUE;
}

static const char *
member_string (JsonObject *object,
               const char *key)
{
  JsonNode *node = json_object_get_member (object, key);

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
    return NULL;
  return json_node_get_string (node);
}

static gboolean
read_ref (JsonNode          *node,
          const char        *home_word,
          BastideFeatureRef *ref)
{
  JsonObject *object;
  const char *on;

  memset (ref, 0, sizeof *ref);
  if (home_word == NULL ? JSON_NODE_HOLDS_NULL (node)
      : (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING
         && g_str_equal (json_node_get_string (node), home_word)))
    {
      ref->home = TRUE;
      return TRUE;
    }
  if (!JSON_NODE_HOLDS_OBJECT (node))
    return FALSE;
  object = json_node_get_object (node);
  on = member_string (object, "on");
  if (on == NULL || !member_int (object, "x", &ref->x) || !member_int (object, "y", &ref->y))
    return FALSE;
  g_strlcpy (ref->on, on, sizeof ref->on);
  return TRUE;
}

static gboolean
read_turn (JsonNode            *root,
           const BastideRules  *rules,
           BastideTurn         *turn,
           GError             **error)
{
  g_autofree BastideState *state = g_new (BastideState, 1);
  JsonObject *object;
  JsonNode *deploy, *plague, *wagons;
  const char *tile, *recall;
  int rot = 0;

#define BAD(message) \
  G_STMT_START { \
    g_set_error_literal (error, BASTIDE_RECORD_ERROR, BASTIDE_RECORD_ERROR_INVALID, (message)); \
    return FALSE; \
  } G_STMT_END

  bastide_moves_init_turn (turn, BASTIDE_TURN_TILE);
  if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    BAD (_("A turn is a JSON object."));
  object = json_node_get_object (root);
  bastide_state_init_empty (state, rules);

  if (member_true (object, "pass"))
    {
      turn->kind = BASTIDE_TURN_PASS;
      return TRUE;
    }
  tile = member_string (object, "tile");
  if (tile != NULL)
    {
      turn->tile = bastide_state_lookup_tile (state, tile);
      if (turn->tile < 0)
        BAD (_("The turn names a tile that is not in this game."));
    }
  if (member_true (object, "discard"))
    {
      turn->kind = BASTIDE_TURN_DISCARD;
      return TRUE;
    }
  if (member_true (object, "abbey"))
    turn->kind = BASTIDE_TURN_ABBEY;
  if (!member_int (object, "x", &turn->x) || !member_int (object, "y", &turn->y))
    BAD (_("The turn needs “x” and “y”."));
  if (turn->kind == BASTIDE_TURN_TILE && member_int (object, "rot", &rot))
    {
      if (rot < 0 || rot > 270 || rot % 90 != 0)
        BAD (_("A rotation is 0, 90, 180 or 270."));
      turn->rot = rot / 90;
    }

  deploy = json_object_get_member (object, "deploy");
  if (deploy != NULL)
    {
      JsonObject *d;
      const char *piece, *on, *corner, *crown;
      int kind = -1;

      if (!JSON_NODE_HOLDS_OBJECT (deploy))
        BAD (_("“deploy” is a JSON object."));
      d = json_node_get_object (deploy);
      piece = member_string (d, "piece");
      for (guint k = 0; k < BASTIDE_N_PIECE_KINDS; k++)
        if (g_strcmp0 (piece, bastide_piece_name (k)) == 0)
          kind = k;
      if (kind < 0)
        BAD (_("“deploy” names no piece."));
      turn->has_deploy = TRUE;
      turn->piece = kind;
      on = member_string (d, "on");
      corner = member_string (d, "corner");
      crown = member_string (d, "crown");
      if (crown != NULL)
        {
          for (guint s = 0; s < BASTIDE_N_SECTORS; s++)
            if (g_str_equal (crown, bastide_sector_name (s)))
              turn->crown = s;
          if (turn->crown < 0)
            BAD (_("“crown” names no sector."));
        }
      else if (corner != NULL)
        {
          turn->corner = bastide_corner_from_name (corner);
          if (turn->corner < 0)
            BAD (_("“corner” names no corner."));
        }
      else if (on != NULL)
        g_strlcpy (turn->on, on, sizeof turn->on);
      else
        BAD (_("“deploy” says nowhere."));
    }
  recall = member_string (object, "recall");
  if (recall != NULL)
    {
      if (!g_str_equal (recall, "abbot"))
        BAD (_("Only the abbot can be recalled."));
      turn->recall = TRUE;
    }

  plague = json_object_get_member (object, "plague");
  if (plague != NULL)
    {
      JsonArray *array;

      if (!JSON_NODE_HOLDS_ARRAY (plague))
        BAD (_("“plague” is a list."));
      array = json_node_get_array (plague);
      turn->has_plague = TRUE;
      for (guint i = 0; i < json_array_get_length (array) && i < G_N_ELEMENTS (turn->plague); i++)
        if (!read_ref (json_array_get_element (array, i), NULL, &turn->plague[turn->n_plague++]))
          BAD (_("A plague entry is null or a feature."));
    }
  wagons = json_object_get_member (object, "wagons");
  if (wagons != NULL)
    {
      JsonArray *array;

      if (!JSON_NODE_HOLDS_ARRAY (wagons))
        BAD (_("“wagons” is a list."));
      array = json_node_get_array (wagons);
      turn->has_wagons = TRUE;
      for (guint i = 0; i < json_array_get_length (array) && i < G_N_ELEMENTS (turn->wagons); i++)
        if (!read_ref (json_array_get_element (array, i), "home", &turn->wagons[turn->n_wagons++]))
          BAD (_("A wagon entry is “home” or a feature."));
    }
#undef BAD
  return TRUE;
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
  g_autoptr(JsonParser) parser = json_parser_new ();

  if (!json_parser_load_from_data (parser, text, -1, error))
    return FALSE;
  return read_turn (json_parser_get_root (parser), rules, turn, error);
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
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GArray) turns = g_array_new (FALSE, TRUE, sizeof (BastideTurn));
  JsonNode *root;
  JsonArray *array;

  if (!json_parser_load_from_data (parser, text, -1, error))
    return NULL;
  root = json_parser_get_root (parser);
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

      if (!read_turn (json_array_get_element (array, i), rules, &turn, error))
        return NULL;
      g_array_append_val (turns, turn);
    }
  return g_steal_pointer (&turns);
}
