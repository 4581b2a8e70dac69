/* bastide-record.c: a game record and the names it uses
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bastide-record"

#include "config.h"

#include "bastide-record-private.h"

#include <glib/gi18n.h>
#include <string.h>

#include "bastide-enums.h"
#include "bastide-state-private.h"

G_DEFINE_QUARK (bastide-record-error-quark, bastide_record_error)

/* The names records use are the nicks of the enum types (bastide-enums.c). */

const char *
bastide_color_name (BastideColor color)
{
  return bastide_enum_to_nick (BASTIDE_TYPE_COLOR, color);
}

int
bastide_color_from_name (const char *name)
{
  return bastide_enum_from_nick (BASTIDE_TYPE_COLOR, name);
}

const char *
bastide_piece_name (BastidePieceKind kind)
{
  return bastide_enum_to_nick (BASTIDE_TYPE_PIECE_KIND, kind);
}

int
bastide_piece_from_name (const char *name)
{
  return bastide_enum_from_nick (BASTIDE_TYPE_PIECE_KIND, name);
}

const char *
bastide_sector_name (BastideSector sector)
{
  return bastide_enum_to_nick (BASTIDE_TYPE_SECTOR, sector);
}

int
bastide_sector_from_name (const char *name)
{
  return bastide_enum_from_nick (BASTIDE_TYPE_SECTOR, name);
}

BastideRecord *
bastide_record_alloc (void)
{
  static const BastideRules two_players = { BASTIDE_GAME_STANDARD, 0, 2, 0, 0 };
  BastideRecord *record = g_new0 (BastideRecord, 1);

  record->setup = bastide_setup_new (&two_players);
  record->turns = g_array_new (FALSE, TRUE, sizeof (BastideTurn));
  record->extra = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  return record;
}

/**
 * bastide_record_new:
 *
 * A record of a game from the rules' standard start, the pile shuffled
 * with @seed; player p has colour p and its name.
 */
BastideRecord *
bastide_record_new (const BastideRules *rules,
                    guint64             seed)
{
  BastideRecord *record = bastide_record_alloc ();
  g_autoptr(GError) error = NULL;

  bastide_setup_free (record->setup);
  record->setup = bastide_setup_new (rules);
  record->setup->seed = seed;
  bastide_setup_add_start_tile (record->setup);
  if (!bastide_state_init_standard (&record->start, rules, seed, &error))
    g_critical ("the standard start failed: %s", error->message);
  return record;
}

/**
 * bastide_record_new_from_setup:
 * @setup: a position that follows the rules
 * @error: the position's problems, when it has any
 *
 * A record that starts from @setup, with no turns yet: the game to play
 * from a scenario or a puzzle.
 *
 * Returns: (transfer full) (nullable): the record
 */
BastideRecord *
bastide_record_new_from_setup (const BastideSetup  *setup,
                               GError             **error)
{
  g_autoptr(BastideRecord) record = bastide_record_alloc ();
  g_autoptr(GPtrArray) problems = g_ptr_array_new_with_free_func ((GDestroyNotify) bastide_problem_free);

  bastide_setup_free (record->setup);
  record->setup = bastide_setup_copy (setup);
  record->has_setup = TRUE;
  if (!bastide_setup_check (setup, &record->start, problems))
    {
      g_set_error_literal (error, BASTIDE_RECORD_ERROR, BASTIDE_RECORD_ERROR_INVALID,
                           ((BastideProblem *) problems->pdata[0])->message);
      return NULL;
    }
  bastide_record_begin (record);
  return g_steal_pointer (&record);
}

void
bastide_record_free (BastideRecord *record)
{
  if (record == NULL)
    return;
  bastide_setup_free (record->setup);
  g_array_unref (record->turns);
  g_hash_table_unref (record->extra);
  g_free (record->begin_events);
  g_free (record);
}

/**
 * bastide_record_max_turns:
 * @start: the position play starts from
 *
 * Every turn draws a tile (to place or to discard), plays an abbey or
 * passes, and each player holds one abbey at most.
 *
 * Returns: the most turns a record from @start can have
 */
guint
bastide_record_max_turns (const BastideState *start)
{
  guint n = start->pile_len;

  for (guint p = 0; p < start->rules.n_players; p++)
    n += start->players[p].abbey ? 1 : 0;
  return n;
}

const BastideRules *
bastide_record_get_rules (const BastideRecord *record)
{
  return &record->setup->rules;
}

guint64
bastide_record_get_seed (const BastideRecord *record)
{
  return record->setup->seed;
}

const BastideRecordPlayer *
bastide_record_get_player (const BastideRecord *record,
                           guint                index)
{
  g_return_val_if_fail (index < record->setup->rules.n_players, NULL);
  return &record->setup->players[index];
}

void
bastide_record_set_player (BastideRecord *record,
                           guint          index,
                           const char    *name,
                           BastideColor   color)
{
  g_return_if_fail (index < record->setup->rules.n_players);
  g_free (record->setup->players[index].name);
  record->setup->players[index].name = g_strdup (name);
  record->setup->players[index].color = color;
}

const BastideState *
bastide_record_get_start (const BastideRecord *record)
{
  return &record->start;
}

/**
 * bastide_record_set_start:
 * @start: a position between two turns
 *
 * Play starts from @start, the record's setup: its rules and position
 * replace the record's (the players and the seed stay).
 */
void
bastide_record_set_start (BastideRecord      *record,
                          const BastideState *start)
{
  bastide_setup_set_position (record->setup, start);
  record->start = *start;
  record->has_setup = TRUE;
  record->draft = FALSE;
  g_clear_pointer (&record->begin_events, g_free);
}

/**
 * bastide_record_get_setup:
 *
 * Returns: the game, its players and seed, and the position the record
 *   sets up (the rules' start when it names none)
 */
const BastideSetup *
bastide_record_get_setup (const BastideRecord *record)
{
  return record->setup;
}

/**
 * bastide_record_is_draft:
 *
 * Returns: whether the setup of a record read by
 *   bastide_record_load_draft() breaks the rules: then it has no start
 *   and no turns
 */
gboolean
bastide_record_is_draft (const BastideRecord *record)
{
  return record->draft;
}

/**
 * bastide_record_get_extras:
 *
 * Returns: (transfer none) (element-type utf8 utf8): the string keys of
 *   the game's own (puzzle texts, player kinds…)
 */
GHashTable *
bastide_record_get_extras (const BastideRecord *record)
{
  return record->extra;
}

/* Play begins from the setup in record->start, and the record keeps what
 * that did when it ended the game at once. */
void
bastide_record_begin (BastideRecord *record)
{
  g_clear_pointer (&record->begin_events, g_free);
  record->begin_events = g_new0 (BastideEvents, 1);
  bastide_state_begin (&record->start, record->begin_events);
  if (record->begin_events->n_events == 0)
    g_clear_pointer (&record->begin_events, g_free);
}

/**
 * bastide_record_get_begin_events:
 *
 * Returns: (nullable): what the beginning of play did, when it did
 *   anything: a position with an empty pile and no abbey in hand ends at
 *   once, with its end-of-game scoring
 */
const BastideEvents *
bastide_record_get_begin_events (const BastideRecord *record)
{
  return record->begin_events;
}

guint
bastide_record_get_n_turns (const BastideRecord *record)
{
  return record->turns->len;
}

const BastideTurn *
bastide_record_get_turn (const BastideRecord *record,
                         guint                index)
{
  g_return_val_if_fail (index < record->turns->len, NULL);
  return &g_array_index (record->turns, BastideTurn, index);
}

void
bastide_record_append_turn (BastideRecord     *record,
                            const BastideTurn *turn)
{
  g_array_append_val (record->turns, *turn);
}

void
bastide_record_truncate (BastideRecord *record,
                         guint          n_turns)
{
  if (n_turns < record->turns->len)
    g_array_set_size (record->turns, n_turns);
}

void
bastide_record_set_extra (BastideRecord *record,
                          const char    *key,
                          const char    *value)
{
  if (value == NULL)
    g_hash_table_remove (record->extra, key);
  else
    g_hash_table_insert (record->extra, g_strdup (key), g_strdup (value));
}

const char *
bastide_record_get_extra (const BastideRecord *record,
                          const char          *key)
{
  return g_hash_table_lookup (record->extra, key);
}

/* Turns as decisions are taken */

void
bastide_turn_init (BastideTurn *turn)
{
  memset (turn, 0, sizeof *turn);
  turn->tile = -1;
  turn->corner = -1;
  turn->crown = -1;
}

/* The feature at (x, y) by its id, or "home" (a wagon) and null (the
 * plague) when @feature is negative. */
static void
feature_ref (const BastideState *state,
             int                 x,
             int                 y,
             int                 feature,
             BastideFeatureRef  *ref)
{
  int slot = bastide_state_tile_at (state, x, y);

  memset (ref, 0, sizeof *ref);
  ref->x = x;
  ref->y = y;
  if (feature < 0 || slot < 0)
    ref->home = TRUE;
  else
    g_strlcpy (ref->on, slot_type (state, slot)->features[feature].id, sizeof ref->on);
}

/**
 * bastide_turn_set_deploy:
 * @state: the position the deploy is made in
 * @deploy: (nullable): the deploy, or %NULL for no piece
 */
void
bastide_turn_set_deploy (BastideTurn         *turn,
                         const BastideState  *state,
                         const BastideDeploy *deploy)
{
  const BastidePlacedTile *tile = &state->tiles[state->last_tile];

  turn->has_deploy = deploy != NULL;
  turn->on[0] = '\0';
  turn->crown = -1;
  turn->corner = -1;
  if (deploy == NULL)
    return;
  turn->piece = deploy->piece;
  turn->crown = deploy->crown >= 0 ? deploy->crown : -1;
  turn->corner = turn->crown < 0 && deploy->piece == BASTIDE_PIECE_BARN ? deploy->corner : -1;
  if (turn->crown < 0 && deploy->piece != BASTIDE_PIECE_BARN && deploy->feature >= 0)
    g_strlcpy (turn->on, bastide_types[tile->type].features[deploy->feature].id, sizeof turn->on);
}

/**
 * bastide_turn_add_plague:
 * @feature: the feature of the tile at (@x, @y) the player returns a
 *   follower from, or -1 for a player with none on a land tile
 */
void
bastide_turn_add_plague (BastideTurn        *turn,
                         const BastideState *state,
                         int                 x,
                         int                 y,
                         int                 feature)
{
  turn->has_plague = TRUE;
  if (turn->n_plague < G_N_ELEMENTS (turn->plague))
    feature_ref (state, x, y, feature, &turn->plague[turn->n_plague++]);
}

/**
 * bastide_turn_add_wagon:
 * @feature: the feature of the tile at (@x, @y) the wagon moves to, or -1
 *   when it goes home
 */
void
bastide_turn_add_wagon (BastideTurn        *turn,
                        const BastideState *state,
                        int                 x,
                        int                 y,
                        int                 feature)
{
  turn->has_wagons = TRUE;
  if (turn->n_wagons < G_N_ELEMENTS (turn->wagons))
    feature_ref (state, x, y, feature, &turn->wagons[turn->n_wagons++]);
}
