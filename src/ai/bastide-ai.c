/* bastide-ai.c: moves, levels and the entry points of the computer players
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bastide-ai"

#include "config.h"

#include "bastide-ai-private.h"
#include "bastide-ai-tables.h"

#include <glib/gi18n.h>
#include <string.h>

static const char * const level_names[BASTIDE_AI_N_LEVELS] = {
  "greedy", "easy", "medium", "hard", "old-hard",
};

/* Move-time budgets on the reference machine (one core of an AMD EPYC). */
static const guint level_budgets_ms[BASTIDE_AI_N_LEVELS] = {
  0, 200, 1000, 3000, 3000,
};

/* Iterations a second of each level on one core of the reference machine
 * (an AMD EPYC shared with other work: processor time, which an idle core
 * gives about one and a half to two times more of), by rule set
 * (bastide_ai_rule_set: base, river, abbot, river + abbot, abbey & mayor,
 * river + abbey & mayor, abbot + abbey & mayor, all three, Wheel of
 * Fortune), as tools/measure-rates.sh measures them. Old-hard's are Hard's
 * before its deploys were valued as extra pieces: old-hard's rates now
 * divided by the speed-up measured on the same moves (1.7 to 2.1, Wheel of
 * Fortune 3.7), in the same hour. */
static const guint level_rates[BASTIDE_AI_N_LEVELS][BASTIDE_AI_N_RULE_SETS] = {
  [BASTIDE_AI_EASY] = { 66269, 51978, 57808, 50929, 48546, 47813, 44909, 45980, 53961 },
  [BASTIDE_AI_MEDIUM] = { 67283, 50430, 59345, 52161, 48532, 47780, 45929, 46821, 54850 },
  [BASTIDE_AI_HARD] = { 50606, 34306, 45316, 27633, 29123, 34071, 22650, 26764, 24883 },
  [BASTIDE_AI_OLD_HARD] = { 25460, 18500, 25770, 17050, 14230, 16200, 12140, 12360, 6440 },
};

const char *
bastide_ai_level_name (BastideAiLevel level)
{
  g_return_val_if_fail (level < BASTIDE_AI_N_LEVELS, NULL);
  return level_names[level];
}

int
bastide_ai_level_from_name (const char *name)
{
  for (guint i = 0; i < BASTIDE_AI_N_LEVELS; i++)
    if (g_strcmp0 (name, level_names[i]) == 0)
      return i;
  return -1;
}

guint
bastide_ai_level_budget_ms (BastideAiLevel level)
{
  g_return_val_if_fail (level < BASTIDE_AI_N_LEVELS, 0);
  return level_budgets_ms[level];
}

guint64
bastide_ai_level_fair_iterations (BastideAiLevel      level,
                                  const BastideRules *rules,
                                  guint               budget_ms)
{
  g_return_val_if_fail (level < BASTIDE_AI_N_LEVELS, 0);
  return MAX (1, (guint64) level_rates[level][bastide_ai_rule_set (rules)] * budget_ms / 1000);
}

void
bastide_ai_params_init (BastideAiParams *params,
                        BastideAiLevel   level)
{
  g_return_if_fail (level < BASTIDE_AI_N_LEVELS);
  memset (params, 0, sizeof *params);
  params->level = level;
  params->budget_ms = level_budgets_ms[level];
}

guint
bastide_ai_decider (const BastideState *state)
{
  switch ((BastidePhase) state->phase)
    {
    case BASTIDE_PHASE_PLAGUE:
      return (state->to_move + state->plague_step) % state->rules.n_players;
    case BASTIDE_PHASE_WAGONS:
      return state->wagon_owner[0];
    case BASTIDE_PHASE_DRAW:
    case BASTIDE_PHASE_PLACE:
    case BASTIDE_PHASE_DEPLOY:
    case BASTIDE_PHASE_ABBEY_ROUND:
    case BASTIDE_PHASE_OVER:
    default:
      return state->to_move;
    }
}

void
bastide_ai_apply_tune (const char          *tune,
                       const BastideAiKnob *knobs,
                       guint                n_knobs)
{
  g_auto(GStrv) items = NULL;

  if (tune == NULL)
    return;
  items = g_strsplit (tune, ",", -1);
  for (guint i = 0; items[i] != NULL; i++)
    {
      g_auto(GStrv) kv = g_strsplit (items[i], "=", 2);

      if (kv[0] == NULL || kv[1] == NULL)
        continue;
      for (guint k = 0; k < n_knobs; k++)
        if (g_str_equal (kv[0], knobs[k].name))
          *knobs[k].field = g_ascii_strtod (kv[1], NULL);
    }
}

/* Moves */

typedef struct
{
  BastideAiMoveFunc func;
  gpointer user_data;
  guint count;
} Visit;

static void
emit (Visit               *visit,
      const BastideAiMove *move,
      const BastideState  *after)
{
  visit->count++;
  if (visit->func != NULL)
    visit->func (move, after, visit->user_data);
}

/* `placed` is in DEPLOY: every follow-up (nothing, recall, each deploy). */
static void
foreach_follow (const BastideState *placed,
                BastideState       *after,
                BastideAiMove      *move,
                Visit              *visit)
{
  BastideDeploy deploys[BASTIDE_MAX_DEPLOYS];
  guint n = bastide_state_list_deploys (placed, deploys);
  gboolean ok;

  move->follow = BASTIDE_AI_FOLLOW_NOTHING;
  memset (&move->deploy, 0, sizeof move->deploy);
  bastide_state_copy (after, placed);
  ok = bastide_state_deploy (after, NULL, NULL, NULL);
  g_assert (ok);
  emit (visit, move, after);

  if (ai_can_recall (placed))
    {
      move->follow = BASTIDE_AI_FOLLOW_RECALL;
      bastide_state_copy (after, placed);
      if (bastide_state_recall_abbot (after, NULL, NULL))
        emit (visit, move, after);
    }

  move->follow = BASTIDE_AI_FOLLOW_DEPLOY;
  for (guint i = 0; i < n; i++)
    {
      move->deploy = deploys[i];
      bastide_state_copy (after, placed);
      ok = bastide_state_deploy (after, &deploys[i], NULL, NULL);
      g_assert (ok);
      emit (visit, move, after);
    }
  move->follow = BASTIDE_AI_FOLLOW_NOTHING;
  memset (&move->deploy, 0, sizeof move->deploy);
}

static void
foreach_abbey (const BastideState *state,
               BastideState       *scratch,
               Visit              *visit)
{
  BastideAiMove move = { BASTIDE_AI_MOVE_ABBEY, state->to_move, 0, 0, 0, -1, 0, { 0 } };

  if (!(state->rules.expansions & BASTIDE_EXPANSION_ABBEY_MAYOR)
      || !state->players[state->to_move].abbey)
    return;
  for (guint i = 0; i < state->n_frontier; i++)
    {
      if (state->frontier[i].sides != 0xf)
        continue;
      bastide_state_copy (&scratch[0], state);
      if (!bastide_state_play_abbey (&scratch[0], state->frontier[i].x, state->frontier[i].y,
                                     NULL, NULL))
        continue;
      move.x = state->frontier[i].x;
      move.y = state->frontier[i].y;
      foreach_follow (&scratch[0], &scratch[1], &move, visit);
    }
}

static void
piece_location (const BastideState *state,
                guint               node,
                int                *x,
                int                *y,
                int                *feature)
{
  const BastidePlacedTile *tile = &state->tiles[state->nodes[node].tile];

  *x = tile->x;
  *y = tile->y;
  *feature = state->nodes[node].feature;
}

guint
bastide_ai_foreach_move (const BastideState *state,
                         BastideState       *scratch,
                         BastideAiMoveFunc   func,
                         gpointer            user_data)
{
  Visit visit = { func, user_data, 0 };
  BastideAiMove move = { BASTIDE_AI_MOVE_NONE, bastide_ai_decider (state), 0, 0, 0, -1, 0, { 0 } };

  switch ((BastidePhase) state->phase)
    {
    case BASTIDE_PHASE_DRAW:
      move.kind = BASTIDE_AI_MOVE_DRAW;
      emit (&visit, &move, state);
      foreach_abbey (state, scratch, &visit);
      break;

    case BASTIDE_PHASE_ABBEY_ROUND:
      move.kind = BASTIDE_AI_MOVE_PASS;
      bastide_state_copy (&scratch[0], state);
      if (bastide_state_pass (&scratch[0], NULL, NULL))
        emit (&visit, &move, &scratch[0]);
      foreach_abbey (state, scratch, &visit);
      break;

    case BASTIDE_PHASE_PLAGUE:
      {
        guint16 roots[BASTIDE_MAX_PIECES];
        guint n_roots = 0;

        move.kind = BASTIDE_AI_MOVE_PLAGUE;
        for (guint i = 0; i < state->n_pieces; i++)
          {
            const BastidePiece *piece = &state->pieces[i];

            if (piece->owner != move.player || piece->crown >= 0 || piece->kind == BASTIDE_PIECE_BARN
                || !ai_note_root (roots, &n_roots, ai_find_root (state, piece->node)))
              continue;
            piece_location (state, piece->node, &move.x, &move.y, &move.feature);
            bastide_state_copy (&scratch[0], state);
            if (bastide_state_plague (&scratch[0], move.x, move.y, move.feature, NULL, NULL))
              emit (&visit, &move, &scratch[0]);
          }
        if (n_roots == 0)
          {
            move.x = move.y = 0;
            move.feature = -1;
            bastide_state_copy (&scratch[0], state);
            if (bastide_state_plague (&scratch[0], 0, 0, -1, NULL, NULL))
              emit (&visit, &move, &scratch[0]);
          }
      }
      break;

    case BASTIDE_PHASE_PLACE:
      {
        BastidePlacement *placements = g_new (BastidePlacement, BASTIDE_MAX_PLACEMENTS);
        const BastideTileType *type = &ai_types ()[state->in_hand];
        guint n = bastide_state_list_placements (state, state->in_hand, placements);

        if (n == 0)
          {
            move.kind = BASTIDE_AI_MOVE_DISCARD;
            bastide_state_copy (&scratch[0], state);
            if (bastide_state_discard (&scratch[0], NULL, NULL))
              emit (&visit, &move, &scratch[0]);
          }
        move.kind = BASTIDE_AI_MOVE_TILE;
        for (guint i = 0; i < n; i++)
          {
            if (!(type->distinct_rotations & (1 << placements[i].rot)))
              continue;
            bastide_state_copy (&scratch[0], state);
            if (!bastide_state_place (&scratch[0], placements[i].x, placements[i].y,
                                      placements[i].rot, NULL, NULL))
              continue;
            move.x = placements[i].x;
            move.y = placements[i].y;
            move.rot = placements[i].rot;
            foreach_follow (&scratch[0], &scratch[1], &move, &visit);
          }
        g_free (placements);
      }
      break;

    case BASTIDE_PHASE_DEPLOY:
      move.kind = BASTIDE_AI_MOVE_DEPLOY;
      foreach_follow (state, &scratch[1], &move, &visit);
      break;

    case BASTIDE_PHASE_WAGONS:
      {
        guint *targets = g_new (guint, BASTIDE_MAX_NODES);
        guint n = bastide_state_list_wagon_moves (state, targets);

        move.kind = BASTIDE_AI_MOVE_WAGON;
        move.feature = -1;
        bastide_state_copy (&scratch[0], state);
        if (bastide_state_wagon_home (&scratch[0], NULL, NULL))
          emit (&visit, &move, &scratch[0]);
        for (guint i = 0; i < n; i++)
          {
            piece_location (state, targets[i], &move.x, &move.y, &move.feature);
            bastide_state_copy (&scratch[0], state);
            if (bastide_state_move_wagon (&scratch[0], move.x, move.y, move.feature, NULL, NULL))
              emit (&visit, &move, &scratch[0]);
          }
        g_free (targets);
      }
      break;

    case BASTIDE_PHASE_OVER:
    default:
      break;
    }
  return visit.count;
}

static void
append_move (const BastideAiMove *move,
             const BastideState  *after,
             gpointer             user_data)
{
  g_array_append_val ((GArray *) user_data, *move);
}

GArray *
bastide_ai_list_moves (const BastideState *state)
{
  GArray *moves = g_array_new (FALSE, FALSE, sizeof (BastideAiMove));
  BastideState *scratch = g_new (BastideState, 2);

  bastide_ai_foreach_move (state, scratch, append_move, moves);
  g_free (scratch);
  return moves;
}

gboolean
bastide_ai_move_equal (const BastideAiMove *a,
                       const BastideAiMove *b)
{
  if (a->kind != b->kind || a->player != b->player)
    return FALSE;
  switch (a->kind)
    {
    case BASTIDE_AI_MOVE_TILE:
      if (a->rot != b->rot)
        return FALSE;
      G_GNUC_FALLTHROUGH;
    case BASTIDE_AI_MOVE_ABBEY:
      if (a->x != b->x || a->y != b->y)
        return FALSE;
      G_GNUC_FALLTHROUGH;
    case BASTIDE_AI_MOVE_DEPLOY:
      if (a->follow != b->follow)
        return FALSE;
      return a->follow != BASTIDE_AI_FOLLOW_DEPLOY
             || (a->deploy.piece == b->deploy.piece && a->deploy.feature == b->deploy.feature
                 && a->deploy.corner == b->deploy.corner && a->deploy.crown == b->deploy.crown);
    case BASTIDE_AI_MOVE_PLAGUE:
    case BASTIDE_AI_MOVE_WAGON:
      if (a->feature < 0 || b->feature < 0)
        return a->feature < 0 && b->feature < 0;
      return a->x == b->x && a->y == b->y && a->feature == b->feature;
    case BASTIDE_AI_MOVE_NONE:
    case BASTIDE_AI_MOVE_DRAW:
    case BASTIDE_AI_MOVE_DISCARD:
    case BASTIDE_AI_MOVE_PASS:
    default:
      return TRUE;
    }
}

gboolean
bastide_ai_move_is_farmer (const BastideState  *state,
                           const BastideAiMove *move)
{
  const BastideTileType *type;
  int tile;

  if (move->follow != BASTIDE_AI_FOLLOW_DEPLOY || move->deploy.feature < 0
      || move->deploy.crown >= 0)
    return FALSE;
  if (move->kind == BASTIDE_AI_MOVE_TILE)
    type = &ai_types ()[state->in_hand];
  else if (move->kind == BASTIDE_AI_MOVE_DEPLOY)
    type = &ai_types ()[state->tiles[state->last_tile].type];
  else
    return FALSE;  /* an abbey has no field */
  tile = move->deploy.feature;
  return tile < type->n_features && type->features[tile].kind == BASTIDE_FEATURE_FIELD;
}

static gboolean
play_follow (BastideState        *state,
             const BastideAiMove *move,
             BastideEvents       *events,
             GError             **error)
{
  switch (move->follow)
    {
    case BASTIDE_AI_FOLLOW_DEPLOY:
      return bastide_state_deploy (state, &move->deploy, events, error);
    case BASTIDE_AI_FOLLOW_RECALL:
      return bastide_state_recall_abbot (state, events, error);
    case BASTIDE_AI_FOLLOW_NOTHING:
    default:
      return bastide_state_deploy (state, NULL, events, error);
    }
}

gboolean
bastide_ai_play (BastideState        *state,
                 const BastideAiMove *move,
                 BastideEvents       *events,
                 GError             **error)
{
  switch (move->kind)
    {
    case BASTIDE_AI_MOVE_DRAW:
      if (state->phase == BASTIDE_PHASE_DRAW && state->pile_len == 0)
        {
          g_set_error_literal (error, BASTIDE_RULE_ERROR, BASTIDE_RULE_ERROR_DRAW,
                               _("the pile is empty"));
          return FALSE;
        }
      return bastide_state_draw (state, -1, events, error);
    case BASTIDE_AI_MOVE_TILE:
      return bastide_state_place (state, move->x, move->y, move->rot, events, error)
             && play_follow (state, move, events, error);
    case BASTIDE_AI_MOVE_DISCARD:
      return bastide_state_discard (state, events, error);
    case BASTIDE_AI_MOVE_ABBEY:
      return bastide_state_play_abbey (state, move->x, move->y, events, error)
             && play_follow (state, move, events, error);
    case BASTIDE_AI_MOVE_DEPLOY:
      return play_follow (state, move, events, error);
    case BASTIDE_AI_MOVE_PASS:
      return bastide_state_pass (state, events, error);
    case BASTIDE_AI_MOVE_PLAGUE:
      return bastide_state_plague (state, move->x, move->y, move->feature, events, error);
    case BASTIDE_AI_MOVE_WAGON:
      if (move->feature < 0)
        return bastide_state_wagon_home (state, events, error);
      return bastide_state_move_wagon (state, move->x, move->y, move->feature, events, error);
    case BASTIDE_AI_MOVE_NONE:
    default:
      g_set_error_literal (error, BASTIDE_RULE_ERROR, BASTIDE_RULE_ERROR_PHASE,
                           _("the move is empty: there is nothing to play"));
      return FALSE;
    }
}

gboolean
bastide_ai_apply_with_events (BastideState        *state,
                              const BastideAiMove *move,
                              BastideEvents       *events,
                              GError             **error)
{
  g_autofree BastideState *trial = NULL;

  g_return_val_if_fail (state != NULL && move != NULL, FALSE);

  if (state->phase != BASTIDE_PHASE_OVER && move->player != bastide_ai_decider (state))
    {
      g_set_error (error, BASTIDE_RULE_ERROR, BASTIDE_RULE_ERROR_PHASE,
                   _("the move is player %u's, but player %u decides now"),
                   move->player, bastide_ai_decider (state));
      return FALSE;
    }
  trial = g_new (BastideState, 1);
  bastide_state_copy (trial, state);
  if (events != NULL)
    events->n_events = events->n_dropped = 0;
  if (!bastide_ai_play (trial, move, events, error))
    {
      if (events != NULL)
        events->n_events = events->n_dropped = 0;
      return FALSE;
    }
  bastide_state_copy (state, trial);
  return TRUE;
}

gboolean
bastide_ai_apply (BastideState        *state,
                  const BastideAiMove *move,
                  GError             **error)
{
  return bastide_ai_apply_with_events (state, move, NULL, error);
}

/* Describing moves */

static void
append_follow (GString             *text,
               const BastideTileType *type,
               const BastideAiMove *move)
{
  switch (move->follow)
    {
    case BASTIDE_AI_FOLLOW_DEPLOY:
      g_string_append_printf (text, " + %s", bastide_piece_name (move->deploy.piece));
      if (move->deploy.crown >= 0)
        g_string_append_printf (text, " on crown %s", bastide_sector_name (move->deploy.crown));
      else if (move->deploy.corner >= 0)
        g_string_append_printf (text, " at corner %s", bastide_corner_name (move->deploy.corner));
      else if (type != NULL && move->deploy.feature >= 0 && move->deploy.feature < type->n_features)
        g_string_append_printf (text, " on %s", type->features[move->deploy.feature].id);
      break;
    case BASTIDE_AI_FOLLOW_RECALL:
      g_string_append (text, " + recall abbot");
      break;
    case BASTIDE_AI_FOLLOW_NOTHING:
    default:
      break;
    }
}

static const char *
feature_id_at (const BastideState *state,
               int                 x,
               int                 y,
               int                 feature)
{
  int slot = bastide_state_tile_at (state, x, y);
  const BastideTileType *type;

  if (slot < 0)
    return "?";
  type = &ai_types ()[state->tiles[slot].type];
  return feature >= 0 && feature < type->n_features ? type->features[feature].id : "?";
}

char *
bastide_ai_move_to_string (const BastideState  *state,
                           const BastideAiMove *move)
{
  GString *text = g_string_new (NULL);
  const BastideTileType *types = ai_types ();

  switch (move->kind)
    {
    case BASTIDE_AI_MOVE_DRAW:
      g_string_append (text, "draw");
      break;
    case BASTIDE_AI_MOVE_TILE:
      g_string_append_printf (text, "%s (%d, %d) %u°",
                              state->phase == BASTIDE_PHASE_PLACE ? types[state->in_hand].id : "tile",
                              move->x, move->y, move->rot * 90);
      append_follow (text, state->phase == BASTIDE_PHASE_PLACE ? &types[state->in_hand] : NULL, move);
      break;
    case BASTIDE_AI_MOVE_DISCARD:
      g_string_append (text, "discard");
      break;
    case BASTIDE_AI_MOVE_ABBEY:
      g_string_append_printf (text, "abbey (%d, %d)", move->x, move->y);
      append_follow (text, &types[bastide_catalogue_lookup ("ABBEY", BASTIDE_SET_ABBEY_MAYOR)], move);
      break;
    case BASTIDE_AI_MOVE_DEPLOY:
      g_string_append (text, "deploy");
      append_follow (text, state->phase == BASTIDE_PHASE_DEPLOY
                           ? &types[state->tiles[state->last_tile].type] : NULL, move);
      if (move->follow == BASTIDE_AI_FOLLOW_NOTHING)
        g_string_append (text, " nothing");
      break;
    case BASTIDE_AI_MOVE_PASS:
      g_string_append (text, "pass");
      break;
    case BASTIDE_AI_MOVE_PLAGUE:
      if (move->feature < 0)
        g_string_append (text, "plague: nothing to return");
      else
        g_string_append_printf (text, "plague: return from %s of (%d, %d)",
                                feature_id_at (state, move->x, move->y, move->feature), move->x, move->y);
      break;
    case BASTIDE_AI_MOVE_WAGON:
      if (move->feature < 0)
        g_string_append (text, "wagon home");
      else
        g_string_append_printf (text, "wagon to %s of (%d, %d)",
                                feature_id_at (state, move->x, move->y, move->feature), move->x, move->y);
      break;
    case BASTIDE_AI_MOVE_NONE:
    default:
      g_string_append (text, "none");
      break;
    }
  return g_string_free (text, FALSE);
}

void
bastide_ai_move_to_turn (const BastideState  *state,
                         const BastideAiMove *move,
                         BastideTurn         *turn)
{
  const BastideTileType *types = ai_types ();
  const BastideTileType *type = NULL;

  memset (turn, 0, sizeof *turn);
  turn->tile = -1;
  turn->corner = -1;
  turn->crown = -1;
  switch (move->kind)
    {
    case BASTIDE_AI_MOVE_PASS:
      turn->kind = BASTIDE_TURN_PASS;
      return;
    case BASTIDE_AI_MOVE_DISCARD:
      turn->kind = BASTIDE_TURN_DISCARD;
      turn->tile = state->in_hand;
      return;
    case BASTIDE_AI_MOVE_ABBEY:
      turn->kind = BASTIDE_TURN_ABBEY;
      type = &types[bastide_catalogue_lookup ("ABBEY", BASTIDE_SET_ABBEY_MAYOR)];
      break;
    case BASTIDE_AI_MOVE_TILE:
      turn->kind = BASTIDE_TURN_TILE;
      turn->tile = state->in_hand;
      type = &types[state->in_hand];
      break;
    case BASTIDE_AI_MOVE_DEPLOY:
      turn->kind = BASTIDE_TURN_TILE;
      turn->tile = state->tiles[state->last_tile].type;
      type = &types[turn->tile];
      turn->x = state->tiles[state->last_tile].x;
      turn->y = state->tiles[state->last_tile].y;
      turn->rot = state->tiles[state->last_tile].rot;
      break;
    case BASTIDE_AI_MOVE_NONE:
    case BASTIDE_AI_MOVE_DRAW:
    case BASTIDE_AI_MOVE_PLAGUE:
    case BASTIDE_AI_MOVE_WAGON:
    default:
      return;
    }
  if (move->kind != BASTIDE_AI_MOVE_DEPLOY)
    {
      turn->x = move->x;
      turn->y = move->y;
      turn->rot = move->rot;
    }
  turn->recall = move->follow == BASTIDE_AI_FOLLOW_RECALL;
  if (move->follow == BASTIDE_AI_FOLLOW_DEPLOY)
    {
      turn->has_deploy = TRUE;
      turn->piece = move->deploy.piece;
      turn->corner = move->deploy.corner;
      turn->crown = move->deploy.crown;
      if (move->deploy.crown < 0 && move->deploy.corner < 0 && move->deploy.feature >= 0)
        g_strlcpy (turn->on, type->features[move->deploy.feature].id, sizeof turn->on);
    }
}

/* Choosing */

static guint64
default_seed (const BastideState *state)
{
  return (guint64) g_get_monotonic_time () * G_GUINT64_CONSTANT (0x9e3779b97f4a7c15)
         ^ ((guint64) state->turn << 32) ^ (guint64) g_random_int ();
}

static BastideAiMove
choose (BastideAiPlayer       *player,
        const BastideState    *state,
        const BastideAiParams *params,
        GCancellable          *cancellable,
        BastideAiStats        *stats_out)
{
  BastideAiStats stats = { 0 };
  BastideAiMctsConfig config = { 0 };
  BastideAiMove move;
  gint64 start = g_get_monotonic_time ();

  if (params->level == BASTIDE_AI_GREEDY)
    move = bastide_ai_greedy_choose (state, &stats);
  else
    {
      config.level = params->level;
      config.iterations = params->iterations;
      if (params->budget_ms > 0)
        config.deadline_us = start + (gint64) params->budget_ms * 1000;
      if (config.iterations == 0 && config.deadline_us == 0)
        config.deadline_us = start + (gint64) level_budgets_ms[params->level] * 1000;
      config.seed = params->seed != 0 ? params->seed : default_seed (state);
      move = bastide_ai_mcts_choose (state, &config, player, cancellable, &stats);
    }
  stats.elapsed_us = g_get_monotonic_time () - start;
  if (stats_out != NULL)
    *stats_out = stats;
  return move;
}

BastideAiMove
bastide_ai_choose_with_params (const BastideState    *state,
                               const BastideAiParams *params,
                               GCancellable          *cancellable,
                               BastideAiStats        *stats_out)
{
  g_return_val_if_fail (state != NULL && params != NULL, (BastideAiMove) { 0 });
  return choose (NULL, state, params, cancellable, stats_out);
}

BastideAiMove
bastide_ai_player_choose (BastideAiPlayer       *player,
                          const BastideState    *state,
                          const BastideAiParams *params,
                          GCancellable          *cancellable,
                          BastideAiStats        *stats_out)
{
  g_return_val_if_fail (player != NULL && state != NULL && params != NULL, (BastideAiMove) { 0 });
  return choose (player, state, params, cancellable, stats_out);
}

BastideAiMove
bastide_ai_choose (const BastideState *state,
                   BastideAiLevel      level,
                   GCancellable       *cancellable,
                   BastideAiStats     *stats_out)
{
  BastideAiParams params;

  bastide_ai_params_init (&params, level);
  return bastide_ai_choose_with_params (state, &params, cancellable, stats_out);
}

BastideAiMove
bastide_ai_hint (const BastideState *state,
                 GCancellable       *cancellable,
                 BastideAiStats     *stats_out)
{
  BastideAiParams params;

  bastide_ai_params_init (&params, BASTIDE_AI_HARD);
  params.budget_ms = level_budgets_ms[BASTIDE_AI_MEDIUM];
  return bastide_ai_choose_with_params (state, &params, cancellable, stats_out);
}

/* Playing a whole turn */

static void
feature_ref (const BastideState  *state,
             const BastideAiMove *move,
             BastideFeatureRef   *ref)
{
  memset (ref, 0, sizeof *ref);
  ref->home = move->feature < 0;
  if (ref->home)
    return;
  ref->x = move->x;
  ref->y = move->y;
  g_strlcpy (ref->on, feature_id_at (state, move->x, move->y, move->feature), sizeof ref->on);
}

gboolean
bastide_ai_play_turn (BastideState          *state,
                      const BastideAiParams *params,
                      GCancellable          *cancellable,
                      BastideTurn           *turn,
                      BastideAiStats        *stats_out,
                      GError               **error)
{
  g_autofree BastideState *trial = g_new (BastideState, 1);
  BastideAiParams step = *params;
  BastideAiStats main_stats = { 0 };
  guint start = state->turn;
  int drawn = -1;

  g_return_val_if_fail (state != NULL && params != NULL && turn != NULL, FALSE);

  bastide_ai_move_to_turn (state, &(BastideAiMove) { BASTIDE_AI_MOVE_NONE }, turn);
  if (state->phase == BASTIDE_PHASE_OVER)
    {
      g_set_error_literal (error, BASTIDE_RULE_ERROR, BASTIDE_RULE_ERROR_GAME_OVER,
                           _("the game is over"));
      return FALSE;
    }
  bastide_state_copy (trial, state);
  while (trial->phase != BASTIDE_PHASE_OVER && trial->turn == start)
    {
      BastideAiStats stats;
      BastideAiMove move = choose (NULL, trial, &step, cancellable, &stats);
      BastideTurn main_part;

      if (params->seed != 0)
        step.seed++;
      switch (move.kind)
        {
        case BASTIDE_AI_MOVE_PLAGUE:
          turn->has_plague = TRUE;
          if (turn->n_plague < G_N_ELEMENTS (turn->plague))
            feature_ref (trial, &move, &turn->plague[turn->n_plague++]);
          break;
        case BASTIDE_AI_MOVE_WAGON:
          turn->has_wagons = TRUE;
          if (turn->n_wagons < G_N_ELEMENTS (turn->wagons))
            feature_ref (trial, &move, &turn->wagons[turn->n_wagons++]);
          break;
        case BASTIDE_AI_MOVE_TILE:
        case BASTIDE_AI_MOVE_DISCARD:
        case BASTIDE_AI_MOVE_ABBEY:
        case BASTIDE_AI_MOVE_PASS:
          /* The record's fields of the move; the plague answers before it
           * stay. */
          bastide_ai_move_to_turn (trial, &move, &main_part);
          turn->kind = main_part.kind;
          turn->tile = move.kind == BASTIDE_AI_MOVE_ABBEY ? -1 : drawn;
          turn->x = main_part.x;
          turn->y = main_part.y;
          turn->rot = main_part.rot;
          turn->has_deploy = main_part.has_deploy;
          turn->piece = main_part.piece;
          memcpy (turn->on, main_part.on, sizeof turn->on);
          turn->corner = main_part.corner;
          turn->crown = main_part.crown;
          turn->recall = main_part.recall;
          main_stats = stats;
          break;
        case BASTIDE_AI_MOVE_DRAW:
        case BASTIDE_AI_MOVE_DEPLOY:
        case BASTIDE_AI_MOVE_NONE:
        default:
          break;
        }
      if (g_cancellable_set_error_if_cancelled (cancellable, error)
          || !bastide_ai_apply (trial, &move, error))
        return FALSE;
      if (move.kind == BASTIDE_AI_MOVE_DRAW)
        {
          drawn = trial->in_hand;
          turn->kind = BASTIDE_TURN_TILE;
          turn->tile = drawn;
        }
      /* A discarded tile is a turn of its own; the player draws again. */
      if (move.kind == BASTIDE_AI_MOVE_DISCARD)
        break;
    }
  bastide_state_copy (state, trial);
  if (stats_out != NULL)
    *stats_out = main_stats;
  return TRUE;
}
