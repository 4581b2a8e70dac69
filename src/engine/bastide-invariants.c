/* bastide-invariants.c: what must hold in every position
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Self-play and the property tests call this after every decision, so a
 * broken aggregate or a lost piece shows where it happened.
 */

#define G_LOG_DOMAIN "bastide-invariants"

#include "config.h"

#include "bastide-state-private.h"

#include <string.h>

static gboolean
fail (GError     **error,
      const char  *format,
      ...) G_GNUC_PRINTF (2, 3);

static gboolean
fail (GError     **error,
      const char  *format,
      ...)
{
  va_list args;
  g_autofree char *message = NULL;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error_literal (error, BASTIDE_RULE_ERROR, BASTIDE_RULE_ERROR_PHASE, message);
  return FALSE;
}

static gboolean
piece_may_stand (const BastideState *state,
                 const BastidePiece *piece)
{
  BastideFeatureKind kind = state->nodes[piece->node].kind;

  switch ((BastidePieceKind) piece->kind)
    {
    case BASTIDE_PIECE_MEEPLE:
      return kind != BASTIDE_FEATURE_GARDEN && kind != BASTIDE_FEATURE_RIVER;
    case BASTIDE_PIECE_ABBOT:
      return kind == BASTIDE_FEATURE_CLOISTER || kind == BASTIDE_FEATURE_GARDEN;
    case BASTIDE_PIECE_MAYOR:
      return kind == BASTIDE_FEATURE_CITY;
    case BASTIDE_PIECE_WAGON:
      return kind == BASTIDE_FEATURE_CITY || kind == BASTIDE_FEATURE_ROAD
             || kind == BASTIDE_FEATURE_CLOISTER;
    case BASTIDE_PIECE_BARN:
      return kind == BASTIDE_FEATURE_FIELD;
    case BASTIDE_N_PIECE_KINDS:
    default:
      return FALSE;
    }
}

gboolean
bastide_state_check_invariants (const BastideState  *state,
                                GError             **error)
{
  guint meeples[BASTIDE_MAX_PLAYERS] = { 0 };
  guint specials[BASTIDE_MAX_PLAYERS][BASTIDE_N_PIECE_KINDS];
  g_autofree guint *pieces = g_new0 (guint, state->n_nodes);
  g_autofree guint *barns = g_new0 (guint, state->n_nodes);

  memset (specials, 0, sizeof specials);

  for (guint i = 0; i < state->n_pieces; i++)
    {
      const BastidePiece *piece = &state->pieces[i];

      if (piece->owner >= state->rules.n_players)
        return fail (error, "piece %u belongs to no player", i);
      if (piece->kind == BASTIDE_PIECE_MEEPLE)
        meeples[piece->owner]++;
      else
        specials[piece->owner][piece->kind]++;
      if (piece->crown >= 0)
        {
          if (piece->kind != BASTIDE_PIECE_MEEPLE || piece->node != BASTIDE_NODE_NONE)
            return fail (error, "piece %u on a crown is not a lone follower", i);
          continue;
        }
      if (piece->node >= state->n_nodes)
        return fail (error, "piece %u stands on no feature", i);
      if (!piece_may_stand (state, piece))
        return fail (error, "piece %u (kind %u) stands on a feature of kind %u",
                     i, piece->kind, state->nodes[piece->node].kind);
      if (piece->kind == BASTIDE_PIECE_BARN)
        barns[find_root (state, piece->node)]++;
      else
        pieces[find_root (state, piece->node)]++;
    }

  for (guint p = 0; p < state->rules.n_players; p++)
    {
      const BastidePlayer *player = &state->players[p];

      if (meeples[p] + player->meeples != BASTIDE_MEEPLES)
        return fail (error, "player %u has %u meeples out and %u in supply", p, meeples[p], player->meeples);
      for (guint k = BASTIDE_PIECE_ABBOT; k < BASTIDE_N_PIECE_KINDS; k++)
        if (specials[p][k] + ((player->specials >> k) & 1) > 1)
          return fail (error, "player %u has piece kind %u twice", p, k);
    }

  for (guint n = 0; n < state->n_nodes; n++)
    {
      const BastideNode *node = &state->nodes[n];

      if (node->parent != n)
        continue;
      if (node->pieces != pieces[n] || node->barns != barns[n])
        return fail (error, "feature %u counts %u pieces and %u barns, but %u and %u stand on it",
                     n, node->pieces, node->barns, pieces[n], barns[n]);
      if (node->kind == BASTIDE_FEATURE_FIELD && node->pieces > 0 && node->barns > 0
          && state->phase != BASTIDE_PHASE_DEPLOY)
        return fail (error, "field %u holds farmers and a barn", n);
      if ((node->kind == BASTIDE_FEATURE_CITY || node->kind == BASTIDE_FEATURE_ROAD)
          && node->open == 0 && node->pieces > 0
          && state->phase != BASTIDE_PHASE_DEPLOY && state->phase != BASTIDE_PHASE_OVER)
        return fail (error, "completed feature %u still holds pieces", n);
      if (node->open > 4 * BASTIDE_MAX_TILES)
        return fail (error, "feature %u has a broken open-edge count", n);
    }

  for (guint s = 0; s < BASTIDE_N_SECTORS; s++)
    {
      guint on_crowns = 0;

      for (guint i = 0; i < state->n_pieces; i++)
        on_crowns += state->pieces[i].crown == (int) s;
      if (on_crowns != (guint) (state->crowns[s][0] >= 0) + (state->crowns[s][1] >= 0))
        return fail (error, "the crowns of sector %u do not match their followers", s);
    }
  return TRUE;
}
