/* bastide-ai-explain.c: why a move is good, in the search's own figures
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The explanation compares the position before and after the move: the
 * engine's score events give what it completes and for how many points,
 * the features of the placed tile what it joins, extends or adds to a
 * field, the evaluation what the follower is expected to bring and which
 * opponent's city the tiles left can no longer complete.
 */

#define G_LOG_DOMAIN "bastide-ai"

#include "config.h"

#include "bastide-ai-private.h"

#include <glib/gi18n.h>
#include <string.h>

typedef struct
{
  const BastideState *before;
  const BastideState *placed;   /* the tile placed, nothing deployed */
  const BastideState *after;
  BastideAiPile pile;
  guint player;
  BastideAiExplanation *out;
} Explainer;

static BastideAiReason *
add_reason (Explainer           *ex,
            BastideAiReasonKind  kind,
            BastideFeatureKind   feature)
{
  BastideAiReason *reason;

  if (ex->out->n_reasons == G_N_ELEMENTS (ex->out->reasons))
    return NULL;
  reason = &ex->out->reasons[ex->out->n_reasons++];
  memset (reason, 0, sizeof *reason);
  reason->kind = kind;
  reason->feature = feature;
  reason->owner = ex->player;
  return reason;
}

static void
node_cell (const BastideState *state,
           guint               node,
           BastideAiReason    *reason)
{
  const BastidePlacedTile *tile = &state->tiles[state->nodes[node].tile];

  reason->x = tile->x;
  reason->y = tile->y;
}

/* Each player's weight on the feature of `root` (barns aside). */
static void
weigh (const BastideState *state,
       guint               root,
       guint               weights[BASTIDE_MAX_PLAYERS])
{
  memset (weights, 0, sizeof (guint) * BASTIDE_MAX_PLAYERS);
  for (guint i = 0; i < state->n_pieces; i++)
    {
      const BastidePiece *piece = &state->pieces[i];

      if (piece->crown >= 0 || piece->node == BASTIDE_NODE_NONE || piece->kind == BASTIDE_PIECE_BARN
          || ai_find_root (state, piece->node) != root)
        continue;
      weights[piece->owner] += piece->kind == BASTIDE_PIECE_MAYOR ? state->nodes[root].shields : 1;
    }
}

/* What the move scores now. */
static void
explain_events (Explainer           *ex,
                const BastideEvents *events)
{
  for (guint i = 0; i < events->n_events; i++)
    {
      const BastideScoreEvent *event = &events->events[i].score;
      BastideAiReason *reason = NULL;
      int points;

      if (events->events[i].kind != BASTIDE_EVENT_SCORE)
        continue;
      points = event->points[ex->player];
      if (points <= 0)
        continue;
      switch ((BastideScoreReason) event->reason)
        {
        case BASTIDE_SCORE_COMPLETED:
          reason = add_reason (ex, BASTIDE_AI_REASON_COMPLETES, event->kind);
          break;
        case BASTIDE_SCORE_BARN_PLACED:
        case BASTIDE_SCORE_BARN_JOINED:
          reason = add_reason (ex, BASTIDE_AI_REASON_COMPLETES, BASTIDE_FEATURE_FIELD);
          break;
        case BASTIDE_SCORE_RECALL:
          reason = add_reason (ex, BASTIDE_AI_REASON_RECALL, event->kind);
          break;
        case BASTIDE_SCORE_FINAL:
        case BASTIDE_SCORE_FIELD:
        case BASTIDE_SCORE_BARN:
        case BASTIDE_SCORE_FORTUNE:
        case BASTIDE_SCORE_TAX:
        case BASTIDE_SCORE_FAMINE:
        case BASTIDE_SCORE_STORM:
        case BASTIDE_SCORE_INQUISITION:
        case BASTIDE_SCORE_CROWN:
        default:
          break;
        }
      if (reason == NULL)
        continue;
      reason->points = points;
      if (event->node != BASTIDE_NODE_NONE)
        node_cell (ex->after, event->node, reason);
    }
}

/* The roots, in `state`, of the placed tile's features. */
static guint
tile_roots (const BastideState *state,
            guint16            *roots)
{
  const BastidePlacedTile *tile = &state->tiles[state->last_tile];
  const BastideTileType *type = &ai_types ()[tile->type];
  guint n = 0;

  for (guint f = 0; f < type->n_features; f++)
    ai_note_root (roots, &n, ai_find_root (state, tile->first_node + f));
  return n;
}

/* The tile joins an opponent's feature to one of the player's: the
 * pieces on the joined feature stood on different features before. */
static gboolean
explain_join (Explainer *ex,
              guint      root)
{
  const BastideState *before = ex->before, *placed = ex->placed;
  guint weights[BASTIDE_MAX_PLAYERS];
  guint n = placed->rules.n_players;

  weigh (placed, root, weights);
  if (weights[ex->player] == 0)
    return FALSE;
  for (guint q = 0; q < n; q++)
    {
      gboolean apart = FALSE;

      if (q == ex->player || weights[q] == 0)
        continue;
      /* Whether q's pieces and the player's were on different features. */
      for (guint i = 0; i < placed->n_pieces; i++)
        for (guint j = 0; j < placed->n_pieces; j++)
          {
            const BastidePiece *a = &placed->pieces[i], *b = &placed->pieces[j];

            if (a->owner != ex->player || b->owner != q || a->crown >= 0 || b->crown >= 0
                || a->node == BASTIDE_NODE_NONE || b->node == BASTIDE_NODE_NONE
                || ai_find_root (placed, a->node) != root || ai_find_root (placed, b->node) != root)
              continue;
            apart |= ai_find_root (before, a->node) != ai_find_root (before, b->node);
          }
      if (apart)
        {
          BastideAiReason *reason = add_reason (ex, BASTIDE_AI_REASON_JOINS, placed->nodes[root].kind);

          if (reason == NULL)
            return TRUE;
          reason->owner = q;
          reason->takes_over = weights[ex->player] > weights[q];
          node_cell (placed, placed->tiles[placed->last_tile].first_node, reason);
          return TRUE;
        }
    }
  return FALSE;
}

/* The completed cities a field touches. */
static guint
completed_cities (const BastideState *state,
                  guint               root)
{
  guint16 cities[64];
  guint size, n = bastide_ai_field_cities (state, root, cities, G_N_ELEMENTS (cities), &size), done = 0;

  for (guint i = 0; i < n; i++)
    done += state->nodes[cities[i]].open == 0;
  return done;
}

/* The player's farmers' field touches more completed cities than any of
 * their fields did before. */
static void
explain_field (Explainer *ex,
               guint      root)
{
  const BastideState *before = ex->before, *after = ex->after;
  guint weights[BASTIDE_MAX_PLAYERS], best = 0, before_best = 0, now;
  gboolean had = FALSE;
  BastideAiReason *reason;

  weigh (after, root, weights);
  for (guint p = 0; p < after->rules.n_players; p++)
    best = MAX (best, weights[p]);
  if (weights[ex->player] == 0 || weights[ex->player] < best)
    return;
  for (guint i = 0; i < after->n_pieces; i++)
    {
      const BastidePiece *piece = &after->pieces[i];

      if (piece->owner == ex->player && piece->crown < 0 && piece->node != BASTIDE_NODE_NONE
          && piece->node < before->n_nodes && ai_find_root (after, piece->node) == root)
        {
          had = TRUE;
          before_best = MAX (before_best, completed_cities (before, ai_find_root (before, piece->node)));
        }
    }
  now = completed_cities (after, root);
  if (!had || now <= before_best)
    return;
  reason = add_reason (ex, BASTIDE_AI_REASON_FIELD, BASTIDE_FEATURE_FIELD);
  if (reason == NULL)
    return;
  reason->count = now - before_best;
  reason->points = 3 * reason->count;
  node_cell (after, root, reason);
}

/* The player's city or road grows (and stays open). */
static void
explain_extend (Explainer *ex,
                guint      root)
{
  const BastideState *after = ex->after;
  const BastideNode *node = &after->nodes[root];
  guint weights[BASTIDE_MAX_PLAYERS], best = 0;
  gboolean had = FALSE;
  BastideAiReason *reason;

  if ((node->kind != BASTIDE_FEATURE_CITY && node->kind != BASTIDE_FEATURE_ROAD) || node->open == 0)
    return;
  for (guint i = 0; i < after->n_pieces; i++)
    had |= after->pieces[i].owner == ex->player && after->pieces[i].crown < 0
           && after->pieces[i].node < ex->before->n_nodes
           && ai_find_root (after, after->pieces[i].node) == root;
  if (!had)
    return;
  weigh (after, root, weights);
  for (guint p = 0; p < after->rules.n_players; p++)
    best = MAX (best, weights[p]);
  if (weights[ex->player] == 0 || weights[ex->player] < best)
    return;
  reason = add_reason (ex, BASTIDE_AI_REASON_EXTENDS, node->kind);
  if (reason == NULL)
    return;
  reason->count = bastide_state_feature_tiles (after, root);
  reason->expected = bastide_ai_eval_feature (after, &ex->pile, root, NULL);
  node_cell (after, root, reason);
}

/* An opponent's city that the tiles left can complete no longer. */
static void
explain_blocks (Explainer *ex)
{
  const BastideState *before = ex->before, *after = ex->after;
  guint16 done[BASTIDE_MAX_PIECES];
  guint n_done = 0;

  for (guint i = 0; i < before->n_pieces; i++)
    {
      const BastidePiece *piece = &before->pieces[i];
      guint root, weights[BASTIDE_MAX_PLAYERS], best = 0, owner = 0, later;
      double chance_before, chance_after;
      BastideAiReason *reason;

      if (piece->crown >= 0 || piece->node == BASTIDE_NODE_NONE || piece->owner == ex->player)
        continue;
      root = ai_find_root (before, piece->node);
      if (before->nodes[root].kind != BASTIDE_FEATURE_CITY || before->nodes[root].open == 0
          || !ai_note_root (done, &n_done, root))
        continue;
      weigh (before, root, weights);
      for (guint p = 0; p < before->rules.n_players; p++)
        if (weights[p] > best)
          {
            best = weights[p];
            owner = p;
          }
      if (owner == ex->player || weights[ex->player] >= best)
        continue;
      later = ai_find_root (after, piece->node);
      if (after->nodes[later].open == 0)
        continue;
      bastide_ai_eval_feature (before, &ex->pile, root, &chance_before);
      bastide_ai_eval_feature (after, &ex->pile, later, &chance_after);
      if (chance_before < 0.05 || chance_after > 0)
        continue;
      reason = add_reason (ex, BASTIDE_AI_REASON_BLOCKS, BASTIDE_FEATURE_CITY);
      if (reason == NULL)
        return;
      reason->owner = owner;
      node_cell (after, later, reason);
    }
}

static BastideAiRole
role_of (BastidePieceKind   piece,
         BastideFeatureKind feature)
{
  switch (piece)
    {
    case BASTIDE_PIECE_ABBOT: return BASTIDE_AI_ROLE_ABBOT;
    case BASTIDE_PIECE_MAYOR: return BASTIDE_AI_ROLE_MAYOR;
    case BASTIDE_PIECE_WAGON: return BASTIDE_AI_ROLE_WAGON;
    case BASTIDE_PIECE_BARN: return BASTIDE_AI_ROLE_BARN;
    case BASTIDE_PIECE_MEEPLE:
    case BASTIDE_N_PIECE_KINDS:
    default:
      break;
    }
  switch (feature)
    {
    case BASTIDE_FEATURE_CITY: return BASTIDE_AI_ROLE_KNIGHT;
    case BASTIDE_FEATURE_ROAD: return BASTIDE_AI_ROLE_THIEF;
    case BASTIDE_FEATURE_FIELD: return BASTIDE_AI_ROLE_FARMER;
    case BASTIDE_FEATURE_CLOISTER:
    case BASTIDE_FEATURE_GARDEN:
    case BASTIDE_FEATURE_RIVER:
    case BASTIDE_N_FEATURE_KINDS:
    default:
      return BASTIDE_AI_ROLE_MONK;
    }
}

/* The piece deployed, if it is still on the board (not scored at once);
 * returns the root of its feature. */
static guint
explain_follower (Explainer           *ex,
                  const BastideAiMove *move)
{
  const BastideState *after = ex->after;
  BastideAiReason *reason;
  guint root = BASTIDE_NODE_NONE;

  if (move->follow != BASTIDE_AI_FOLLOW_DEPLOY || move->deploy.crown >= 0)
    return BASTIDE_NODE_NONE;
  for (guint i = after->n_pieces; i-- > 0;)
    {
      const BastidePiece *piece = &after->pieces[i];

      if (piece->owner == ex->player && piece->kind == move->deploy.piece && piece->crown < 0
          && piece->node != BASTIDE_NODE_NONE
          && after->nodes[piece->node].tile == ex->placed->last_tile)
        {
          root = ai_find_root (after, piece->node);
          break;
        }
    }
  if (root == BASTIDE_NODE_NONE)
    return root;
  reason = add_reason (ex, BASTIDE_AI_REASON_FOLLOWER, after->nodes[root].kind);
  if (reason == NULL)
    return root;
  reason->role = role_of (move->deploy.piece, after->nodes[root].kind);
  reason->expected = bastide_ai_eval_feature (after, &ex->pile, root, NULL)
                     * (move->deploy.piece == BASTIDE_PIECE_BARN ? 4.0 / 3.0 : 1.0);
  node_cell (after, root, reason);
  return root;
}

void
bastide_ai_explain (const BastideState   *state,
                    const BastideAiMove  *move,
                    const BastideAiStats *stats,
                    BastideAiExplanation *out)
{
  g_autofree BastideState *placed = g_new (BastideState, 1);
  g_autofree BastideState *after = g_new (BastideState, 1);
  g_autofree BastideEvents *events = g_new0 (BastideEvents, 1);
  Explainer ex = { state, placed, after };
  guint16 roots[BASTIDE_MAX_FEATURES];
  gboolean ok;
  guint n, followed;

  memset (out, 0, sizeof *out);
  out->move = *move;
  out->player = move->player;
  if (stats != NULL)
    {
      out->lead = stats->lead;
      out->value = stats->value;
    }
  if (move->kind != BASTIDE_AI_MOVE_TILE && move->kind != BASTIDE_AI_MOVE_ABBEY)
    return;

  ex.player = move->player;
  ex.out = out;
  bastide_ai_pile_count (state, FALSE, &ex.pile);
  bastide_state_copy (placed, state);
  ok = move->kind == BASTIDE_AI_MOVE_TILE
       ? bastide_state_place (placed, move->x, move->y, move->rot, NULL, NULL)
       : bastide_state_play_abbey (placed, move->x, move->y, NULL, NULL);
  bastide_state_copy (after, state);
  if (!ok || !bastide_ai_apply_with_events (after, move, events, NULL))
    return;

  explain_events (&ex, events);
  n = tile_roots (placed, roots);
  for (guint i = 0; i < n; i++)
    explain_join (&ex, roots[i]);
  explain_blocks (&ex);
  n = tile_roots (after, roots);
  for (guint i = 0; i < n; i++)
    if (after->nodes[roots[i]].kind == BASTIDE_FEATURE_FIELD)
      explain_field (&ex, roots[i]);
  followed = explain_follower (&ex, move);
  for (guint i = 0; i < n; i++)
    {
      gboolean said = roots[i] == followed;

      for (guint r = 0; r < out->n_reasons; r++)
        said |= out->reasons[r].kind == BASTIDE_AI_REASON_JOINS
                && out->reasons[r].feature == after->nodes[roots[i]].kind;
      if (!said)
        explain_extend (&ex, roots[i]);
    }
}

/* Sentences */

static char *
completes_sentence (const BastideAiReason *r)
{
  switch (r->feature)
    {
    case BASTIDE_FEATURE_CITY:
      return g_strdup_printf (ngettext ("Completes your city: %d point now.",
                                        "Completes your city: %d points now.", r->points), r->points);
    case BASTIDE_FEATURE_ROAD:
      return g_strdup_printf (ngettext ("Completes your road: %d point now.",
                                        "Completes your road: %d points now.", r->points), r->points);
    case BASTIDE_FEATURE_CLOISTER:
      return g_strdup_printf (ngettext ("Completes your cloister: %d point now.",
                                        "Completes your cloister: %d points now.", r->points), r->points);
    case BASTIDE_FEATURE_GARDEN:
      return g_strdup_printf (ngettext ("Completes your garden: %d point now.",
                                        "Completes your garden: %d points now.", r->points), r->points);
    case BASTIDE_FEATURE_FIELD:
    case BASTIDE_FEATURE_RIVER:
    case BASTIDE_N_FEATURE_KINDS:
    default:
      return g_strdup_printf (ngettext ("Your farmers score with the barn: %d point now.",
                                        "Your farmers score with the barn: %d points now.", r->points),
                              r->points);
    }
}

static char *
joins_sentence (const BastideAiReason *r,
                const char            *owner)
{
  switch (r->feature)
    {
    case BASTIDE_FEATURE_CITY:
      /* Translators: %s is another player's name */
      return g_strdup_printf (r->takes_over ? _("Joins %s's city and takes it over.")
                                            : _("Joins %s's city to share it."), owner);
    case BASTIDE_FEATURE_ROAD:
      /* Translators: %s is another player's name */
      return g_strdup_printf (r->takes_over ? _("Joins %s's road and takes it over.")
                                            : _("Joins %s's road to share it."), owner);
    case BASTIDE_FEATURE_FIELD:
    case BASTIDE_FEATURE_CLOISTER:
    case BASTIDE_FEATURE_GARDEN:
    case BASTIDE_FEATURE_RIVER:
    case BASTIDE_N_FEATURE_KINDS:
    default:
      /* Translators: %s is another player's name */
      return g_strdup_printf (r->takes_over ? _("Joins %s's field and takes it over.")
                                            : _("Joins %s's field to share it."), owner);
    }
}

static char *
follower_sentence (const BastideAiReason *r)
{
  int n = (int) (r->expected + 0.5);

  switch (r->role)
    {
    case BASTIDE_AI_ROLE_KNIGHT:
      return g_strdup_printf (ngettext ("Your knight should bring about %d point.",
                                        "Your knight should bring about %d points.", n), n);
    case BASTIDE_AI_ROLE_THIEF:
      return g_strdup_printf (ngettext ("Your thief should bring about %d point.",
                                        "Your thief should bring about %d points.", n), n);
    case BASTIDE_AI_ROLE_MONK:
      return g_strdup_printf (ngettext ("Your monk should bring about %d point.",
                                        "Your monk should bring about %d points.", n), n);
    case BASTIDE_AI_ROLE_FARMER:
      return g_strdup_printf (ngettext ("Your farmer should bring about %d point.",
                                        "Your farmer should bring about %d points.", n), n);
    case BASTIDE_AI_ROLE_ABBOT:
      return g_strdup_printf (ngettext ("Your abbot should bring about %d point.",
                                        "Your abbot should bring about %d points.", n), n);
    case BASTIDE_AI_ROLE_MAYOR:
      return g_strdup_printf (ngettext ("Your mayor should bring about %d point.",
                                        "Your mayor should bring about %d points.", n), n);
    case BASTIDE_AI_ROLE_WAGON:
      return g_strdup_printf (ngettext ("Your wagon should bring about %d point.",
                                        "Your wagon should bring about %d points.", n), n);
    case BASTIDE_AI_ROLE_BARN:
    default:
      return g_strdup_printf (ngettext ("Your barn should bring about %d point.",
                                        "Your barn should bring about %d points.", n), n);
    }
}

static char *
reason_sentence (const BastideAiReason *r,
                 const char * const    *names)
{
  switch (r->kind)
    {
    case BASTIDE_AI_REASON_COMPLETES:
      return completes_sentence (r);
    case BASTIDE_AI_REASON_RECALL:
      return g_strdup_printf (ngettext ("Brings your abbot back with %d point.",
                                        "Brings your abbot back with %d points.", r->points), r->points);
    case BASTIDE_AI_REASON_JOINS:
      return joins_sentence (r, names[r->owner]);
    case BASTIDE_AI_REASON_BLOCKS:
      /* Translators: %s is another player's name */
      return g_strdup_printf (_("Leaves %s's city with a hole that no tile left can fill."), names[r->owner]);
    case BASTIDE_AI_REASON_FIELD:
      return g_strdup_printf (ngettext ("Your farmers' field touches %u more completed city: %d points at the end.",
                                        "Your farmers' field touches %u more completed cities: %d points at the end.",
                                        r->count),
                              r->count, r->points);
    case BASTIDE_AI_REASON_EXTENDS:
      if (r->feature == BASTIDE_FEATURE_CITY)
        return g_strdup_printf (ngettext ("Extends your city to %u tile.",
                                          "Extends your city to %u tiles.", r->count), r->count);
      return g_strdup_printf (ngettext ("Extends your road to %u tile.",
                                        "Extends your road to %u tiles.", r->count), r->count);
    case BASTIDE_AI_REASON_FOLLOWER:
    default:
      return follower_sentence (r);
    }
}

char *
bastide_ai_explanation_text (const BastideAiExplanation *explanation,
                             const char * const         *names)
{
  GString *text = g_string_new (NULL);

  g_return_val_if_fail (explanation != NULL && names != NULL, NULL);

  /* The two first reasons: what it scores, joins or blocks comes first. */
  for (guint i = 0; i < MIN (explanation->n_reasons, 2); i++)
    {
      g_autofree char *sentence = reason_sentence (&explanation->reasons[i], names);

      if (text->len > 0)
        g_string_append_c (text, ' ');
      g_string_append (text, sentence);
    }
  if (text->len == 0)
    {
      int lead = (int) (explanation->lead + (explanation->lead >= 0 ? 0.5 : -0.5));

      if (lead >= 0)
        g_string_append_printf (text, ngettext ("The search expects you to finish about %d point ahead after it.",
                                                "The search expects you to finish about %d points ahead after it.",
                                                lead), lead);
      else
        g_string_append_printf (text, ngettext ("The search expects you to finish about %d point behind after it.",
                                                "The search expects you to finish about %d points behind after it.",
                                                -lead), -lead);
    }
  return g_string_free (text, FALSE);
}
