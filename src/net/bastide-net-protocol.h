/* bastide-net-protocol.h: the network protocol's messages and limits
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * docs/network.md is the protocol's description; this file is its code:
 * the limits, the error codes, building and reading messages, turn parts,
 * records without their seed, game codes, seat tokens and the flood limit.
 */

#pragma once

#include <json-glib/json-glib.h>

#include "bastide-record.h"

G_BEGIN_DECLS

#define BASTIDE_NET_PROTOCOL_VERSION 1
#define BASTIDE_NET_SUBPROTOCOL "bastide"
#define BASTIDE_NET_DEFAULT_PORT 47120
#define BASTIDE_NET_SERVICE_TYPE "_bastide._tcp"

#define BASTIDE_NET_MAX_MESSAGE (64 * 1024)    /* refused with "size" */
#define BASTIDE_NET_MAX_FRAME (128 * 1024)     /* the WebSocket closes */
#define BASTIDE_NET_MAX_HOST_FRAME (1024 * 1024)  /* what a client takes */
#define BASTIDE_NET_MAX_BACKLOG (1024 * 1024)  /* bytes waiting for a client */
#define BASTIDE_NET_BURST 40                   /* messages at once */
#define BASTIDE_NET_RATE 20                    /* messages a second */
#define BASTIDE_NET_MAX_DROPPED 200            /* then the connection closes */
#define BASTIDE_NET_HELLO_SECONDS 10
#define BASTIDE_NET_PING_SECONDS 10
#define BASTIDE_NET_SILENCE_SECONDS 35
#define BASTIDE_NET_MAX_SPECTATORS 16
#define BASTIDE_NET_MAX_WAITING 64             /* connections before hello */
#define BASTIDE_NET_MAX_NAME 32                /* characters */
#define BASTIDE_NET_MAX_CHAT 280               /* characters */
#define BASTIDE_NET_CODE_LENGTH 6

#define BASTIDE_NET_ERROR (bastide_net_error_quark ())

/* The codes of the protocol's "error" message, in the order of their
 * names; the last ones never travel (the client's own troubles). */
typedef enum
{
  BASTIDE_NET_ERROR_VERSION,
  BASTIDE_NET_ERROR_CODE,
  BASTIDE_NET_ERROR_SEAT,
  BASTIDE_NET_ERROR_NAME,
  BASTIDE_NET_ERROR_TOKEN,
  BASTIDE_NET_ERROR_HELLO,
  BASTIDE_NET_ERROR_SIZE,
  BASTIDE_NET_ERROR_JSON,
  BASTIDE_NET_ERROR_TYPE,
  BASTIDE_NET_ERROR_MESSAGE,
  BASTIDE_NET_ERROR_STARTED,
  BASTIDE_NET_ERROR_TURN,
  BASTIDE_NET_ERROR_RULE,
  BASTIDE_NET_ERROR_CHAT,
  BASTIDE_NET_ERROR_FLOOD,
  BASTIDE_NET_ERROR_REPLACED,
  BASTIDE_NET_ERROR_FULL,
  BASTIDE_NET_N_WIRE_ERRORS,
  BASTIDE_NET_ERROR_CONNECTION = BASTIDE_NET_N_WIRE_ERRORS, /* could not connect, or lost */
  BASTIDE_NET_ERROR_ENDED,                                  /* the host ended the game */
} BastideNetError;

GQuark       bastide_net_error_quark        (void);
const char  *bastide_net_error_name         (BastideNetError      code);
int          bastide_net_error_from_name    (const char          *name);

/* Messages: begin() opens the object and writes "type"; end() closes it
 * and returns the text (g_free). */
JsonBuilder *bastide_net_message_begin      (const char          *type);
char        *bastide_net_message_end        (JsonBuilder         *builder);
/* Reads one frame: a JSON object of at most @max_size bytes with a string
 * "type". Errors: SIZE, JSON, MESSAGE. Returns a new reference. */
JsonObject  *bastide_net_message_parse      (const char          *data,
                                             gsize                size,
                                             gsize                max_size,
                                             const char         **type,
                                             GError             **error);
/* Members, with the error MESSAGE naming the member when it is missing
 * or of another type. get_string: NULL when absent and not @required. */
const char  *bastide_net_get_string         (JsonObject          *object,
                                             const char          *member,
                                             gboolean             required,
                                             GError             **error);
gboolean     bastide_net_get_int            (JsonObject          *object,
                                             const char          *member,
                                             gint64               min,
                                             gint64               max,
                                             gint64              *value,
                                             GError             **error);

/* Turn parts (docs/network.md): the mover's part is a record turn
 * element without "plague" and "wagons"; a plague answer or a wagon move
 * is {"plague": [entry]} or {"wagons": [entry]}. */
void         bastide_net_build_part         (JsonBuilder         *builder,
                                             const BastideTurn   *part);
gboolean     bastide_net_parse_part         (JsonNode            *node,
                                             const BastideRules  *rules,
                                             BastideTurn         *part,
                                             GError             **error);

/* Keys a hosted game keeps in its record (bastide_game_set_extra()) so
 * that it can be hosted again from the autosave: its code, and for each
 * seat "" (played at the host), "remote" or "remote:TOKEN". They never
 * leave the host. */
#define BASTIDE_NET_CODE_KEY "network-code"
#define BASTIDE_NET_SEATS_KEY "network-seats"

/* A record as the host shows it: everything but the seed and the keys
 * above. */
JsonNode    *bastide_net_record_to_node     (const BastideRecord *record);
BastideRecord *bastide_net_record_from_node (JsonNode            *node,
                                             GError             **error);
/* The "rules" of a table message: the record header's game, expansions
 * and options. */
JsonNode    *bastide_net_rules_to_node      (const BastideRules  *rules);

/* Game codes: new_code() makes one; normalize_code() takes what a person
 * typed ("k7q-x2m") and returns the code, or NULL when it cannot be one;
 * format_code() shows it with a dash in the middle. */
char        *bastide_net_new_code           (void);
char        *bastide_net_normalize_code     (const char          *typed);
char        *bastide_net_format_code        (const char          *code);
/* A seat token: 128 random bits from the system, as 32 hex digits. */
char        *bastide_net_new_token          (void);
gboolean     bastide_net_tokens_equal       (const char          *a,
                                             const char          *b);

/* A player's name (trimmed; NULL with NAME) and a chat line (CHAT). */
char        *bastide_net_check_name         (const char          *name,
                                             GError             **error);
gboolean     bastide_net_check_chat         (const char          *text,
                                             GError             **error);

/* The flood limit: a bucket of BASTIDE_NET_BURST messages refilled at
 * BASTIDE_NET_RATE a second. take() says whether one more may pass. */
typedef struct
{
  double tokens;
  gint64 last_us;
} BastideNetBucket;

void         bastide_net_bucket_init        (BastideNetBucket    *bucket,
                                             gint64               now_us);
gboolean     bastide_net_bucket_take        (BastideNetBucket    *bucket,
                                             gint64               now_us);

G_END_DECLS
