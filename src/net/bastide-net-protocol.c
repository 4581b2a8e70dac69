/* bastide-net-protocol.c: the network protocol's messages and limits
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "bastide-net"

#include "config.h"

#include "bastide-net-protocol.h"

#include <errno.h>
#include <glib/gi18n.h>
#include <string.h>
#include <sys/random.h>

G_DEFINE_QUARK (bastide-net-error-quark, bastide_net_error)

static const char * const error_names[BASTIDE_NET_N_WIRE_ERRORS] = {
  "version", "code", "seat", "name", "token", "hello", "size", "json", "type",
  "message", "started", "turn", "rule", "chat", "flood", "replaced", "full",
};

/* No 0/O or 1/I: a code read aloud or off a screen stays unambiguous. */
static const char code_alphabet[] = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

const char *
bastide_net_error_name (BastideNetError code)
{
  g_return_val_if_fail (code < BASTIDE_NET_N_WIRE_ERRORS, NULL);
  return error_names[code];
}

int
bastide_net_error_from_name (const char *name)
{
  for (guint i = 0; i < G_N_ELEMENTS (error_names); i++)
    if (g_strcmp0 (name, error_names[i]) == 0)
      return i;
  return -1;
}

/* Messages */

JsonBuilder *
bastide_net_message_begin (const char *type)
{
  JsonBuilder *builder = json_builder_new ();

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "type");
  json_builder_add_string_value (builder, type);
  return builder;
}

char *
bastide_net_message_end (JsonBuilder *builder)
{
  g_autoptr(JsonNode) root = NULL;

  json_builder_end_object (builder);
  root = json_builder_get_root (builder);
  g_object_unref (builder);
  return json_to_string (root, FALSE);
}

JsonObject *
bastide_net_message_parse (const char   *data,
                           gsize         size,
                           gsize         max_size,
                           const char  **type,
                           GError      **error)
{
  g_autoptr(JsonParser) parser = NULL;
  g_autoptr(GError) parse_error = NULL;
  JsonNode *root;
  JsonObject *object;

  if (size > max_size)
    {
      g_set_error (error, BASTIDE_NET_ERROR, BASTIDE_NET_ERROR_SIZE,
                   g_dngettext (GETTEXT_PACKAGE,
                                "The message is %lu byte long; at most %lu are taken",
                                "The message is %lu bytes long; at most %lu are taken", size),
                   (unsigned long) size, (unsigned long) max_size);
      return NULL;
    }
  parser = json_parser_new_immutable ();
  if (!g_utf8_validate (data, size, NULL) || !json_parser_load_from_data (parser, data, size, &parse_error))
    {
      g_set_error (error, BASTIDE_NET_ERROR, BASTIDE_NET_ERROR_JSON,
                   _("The message is not JSON: %s"),
                   parse_error != NULL ? parse_error->message : _("it is not UTF-8 text"));
      return NULL;
    }
  root = json_parser_get_root (parser);
  if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    {
      g_set_error_literal (error, BASTIDE_NET_ERROR, BASTIDE_NET_ERROR_MESSAGE,
                           _("A message must be a JSON object"));
      return NULL;
    }
  object = json_node_get_object (root);
  *type = bastide_net_get_string (object, "type", TRUE, error);
  if (*type == NULL)
    return NULL;
  return json_object_ref (object);
}

const char *
bastide_net_get_string (JsonObject  *object,
                        const char  *member,
                        gboolean     required,
                        GError     **error)
{
  JsonNode *node = json_object_get_member (object, member);

  if (node == NULL && !required)
    return NULL;
  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
    {
      g_set_error (error, BASTIDE_NET_ERROR, BASTIDE_NET_ERROR_MESSAGE,
                   node == NULL ? _("The message has no “%s”") : _("“%s” must be a string"), member);
      return NULL;
    }
  return json_node_get_string (node);
}

gboolean
bastide_net_get_int (JsonObject  *object,
                     const char  *member,
                     gint64       min,
                     gint64       max,
                     gint64      *value,
                     GError     **error)
{
  JsonNode *node = json_object_get_member (object, member);

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64
      || json_node_get_int (node) < min || json_node_get_int (node) > max)
    {
      g_set_error (error, BASTIDE_NET_ERROR, BASTIDE_NET_ERROR_MESSAGE,
                   node == NULL ? _("The message has no “%s”")
                                : _("“%s” must be a whole number in range"), member);
      return FALSE;
    }
  *value = json_node_get_int (node);
  return TRUE;
}

/* Turn parts */

void
bastide_net_build_part (JsonBuilder       *builder,
                        const BastideTurn *part)
{
  if (!part->has_plague && !part->has_wagons)
    {
      bastide_record_build_turn (builder, part);
      return;
    }
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, part->has_plague ? "plague" : "wagons");
  json_builder_begin_array (builder);
  bastide_record_build_feature_ref (builder, part->has_plague ? &part->plague[0] : &part->wagons[0],
                                    part->has_wagons);
  json_builder_end_array (builder);
  json_builder_end_object (builder);
}

gboolean
bastide_net_parse_part (JsonNode            *node,
                        const BastideRules  *rules,
                        BastideTurn         *part,
                        GError             **error)
{
  g_autoptr(GError) local_error = NULL;
  JsonObject *object;
  JsonNode *list;
  gboolean plague;

  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    {
      g_set_error_literal (error, BASTIDE_NET_ERROR, BASTIDE_NET_ERROR_MESSAGE,
                           _("“part” must be an object"));
      return FALSE;
    }
  object = json_node_get_object (node);
  plague = json_object_has_member (object, "plague");
  if (!plague && !json_object_has_member (object, "wagons"))
    {
      if (bastide_record_parse_turn (node, rules, FALSE, part, &local_error))
        return TRUE;
      g_set_error_literal (error, BASTIDE_NET_ERROR, BASTIDE_NET_ERROR_MESSAGE, local_error->message);
      return FALSE;
    }

  memset (part, 0, sizeof *part);
  part->tile = part->corner = part->crown = -1;
  list = json_object_get_member (object, plague ? "plague" : "wagons");
  if (json_object_get_size (object) != 1 || !JSON_NODE_HOLDS_ARRAY (list)
      || json_array_get_length (json_node_get_array (list)) != 1)
    {
      g_set_error_literal (error, BASTIDE_NET_ERROR, BASTIDE_NET_ERROR_MESSAGE,
                           plague ? _("A plague answer is {\"plague\": [one entry]} and nothing else")
                                  : _("A wagon move is {\"wagons\": [one entry]} and nothing else"));
      return FALSE;
    }
  if (!bastide_record_parse_feature_ref (json_array_get_element (json_node_get_array (list), 0), !plague,
                                         plague ? &part->plague[0] : &part->wagons[0], &local_error))
    {
      g_set_error_literal (error, BASTIDE_NET_ERROR, BASTIDE_NET_ERROR_MESSAGE, local_error->message);
      return FALSE;
    }
  if (plague)
    part->has_plague = TRUE, part->n_plague = 1;
  else
    part->has_wagons = TRUE, part->n_wagons = 1;
  return TRUE;
}

/* Records */

static JsonNode *
record_node (const BastideRecord *record)
{
  gsize length;
  g_autofree char *data = bastide_record_to_data (record, &length);

  return json_from_string (data, NULL);
}

JsonNode *
bastide_net_record_to_node (const BastideRecord *record)
{
  JsonNode *node = record_node (record);
  JsonObject *object = json_node_get_object (node);

  /* The seed would tell the pile's order; the tokens would let anyone
   * act for any seat. */
  json_object_remove_member (object, "seed");
  json_object_remove_member (object, BASTIDE_NET_CODE_KEY);
  json_object_remove_member (object, BASTIDE_NET_SEATS_KEY);
  return node;
}

BastideRecord *
bastide_net_record_from_node (JsonNode  *node,
                              GError   **error)
{
  g_autofree char *data = NULL;

  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    {
      g_set_error_literal (error, BASTIDE_NET_ERROR, BASTIDE_NET_ERROR_MESSAGE,
                           _("“record” must be an object"));
      return NULL;
    }
  data = json_to_string (node, FALSE);
  return bastide_record_load_data (data, -1, _("the host's game"), error);
}

JsonNode *
bastide_net_rules_to_node (const BastideRules *rules)
{
  g_autoptr(BastideRecord) record = bastide_record_new (rules, 0);
  g_autoptr(JsonNode) header = record_node (record);
  JsonObject *from = json_node_get_object (header);
  JsonObject *to = json_object_new ();
  static const char * const members[] = { "game", "expansions", "options" };
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);

  for (guint i = 0; i < G_N_ELEMENTS (members); i++)
    if (json_object_has_member (from, members[i]))
      json_object_set_member (to, members[i], json_node_copy (json_object_get_member (from, members[i])));
  json_node_take_object (node, to);
  return node;
}

/* Codes and tokens */

static void
random_bytes (guint8 *out,
              gsize   n)
{
  gsize done = 0;

  while (done < n)
    {
      ssize_t got = getrandom (out + done, n - done, 0);

      if (got < 0 && errno != EINTR)
        g_error ("The system's random source failed: %s", g_strerror (errno));
      if (got > 0)
        done += got;
    }
}

char *
bastide_net_new_code (void)
{
  guint8 bytes[BASTIDE_NET_CODE_LENGTH];
  char *code = g_new (char, BASTIDE_NET_CODE_LENGTH + 1);

  G_STATIC_ASSERT (sizeof code_alphabet - 1 == 32);
  random_bytes (bytes, sizeof bytes);
  for (guint i = 0; i < BASTIDE_NET_CODE_LENGTH; i++)
    code[i] = code_alphabet[bytes[i] % 32];
  code[BASTIDE_NET_CODE_LENGTH] = '\0';
  return code;
}

char *
bastide_net_normalize_code (const char *typed)
{
  g_autoptr(GString) code = g_string_new (NULL);

  if (typed == NULL)
    return NULL;
  for (const char *c = typed; *c != '\0'; c++)
    {
      char upper = g_ascii_toupper (*c);

      if (*c == '-' || g_ascii_isspace (*c))
        continue;
      if (upper == '\0' || strchr (code_alphabet, upper) == NULL || code->len >= BASTIDE_NET_CODE_LENGTH)
        return NULL;
      g_string_append_c (code, upper);
    }
  if (code->len != BASTIDE_NET_CODE_LENGTH)
    return NULL;
  return g_string_free (g_steal_pointer (&code), FALSE);
}

char *
bastide_net_format_code (const char *code)
{
  guint half = BASTIDE_NET_CODE_LENGTH / 2;

  g_return_val_if_fail (code != NULL && strlen (code) == BASTIDE_NET_CODE_LENGTH, NULL);
  return g_strdup_printf ("%.*s-%s", (int) half, code, code + half);
}

char *
bastide_net_new_token (void)
{
  guint8 bytes[16];
  GString *token = g_string_sized_new (2 * sizeof bytes);

  random_bytes (bytes, sizeof bytes);
  for (guint i = 0; i < sizeof bytes; i++)
    g_string_append_printf (token, "%02x", bytes[i]);
  return g_string_free (token, FALSE);
}

/* In constant time, so the time of a refusal tells nothing of the token. */
gboolean
bastide_net_tokens_equal (const char *a,
                          const char *b)
{
  gsize length;
  guint8 diff = 0;

  if (a == NULL || b == NULL)
    return FALSE;
  length = strlen (a);
  if (length != strlen (b))
    return FALSE;
  for (gsize i = 0; i < length; i++)
    diff |= (guint8) a[i] ^ (guint8) b[i];
  return diff == 0;
}

/* Names and chat */

static gboolean
has_control (const char *text)
{
  for (const char *c = text; *c != '\0'; c = g_utf8_next_char (c))
    if (g_unichar_iscntrl (g_utf8_get_char (c)))
      return TRUE;
  return FALSE;
}

char *
bastide_net_check_name (const char  *name,
                        GError     **error)
{
  g_autofree char *trimmed = NULL;
  glong length;

  if (name == NULL || !g_utf8_validate (name, -1, NULL))
    {
      g_set_error_literal (error, BASTIDE_NET_ERROR, BASTIDE_NET_ERROR_NAME, _("A player needs a name"));
      return NULL;
    }
  trimmed = g_strstrip (g_strdup (name));
  length = g_utf8_strlen (trimmed, -1);
  if (length == 0 || length > BASTIDE_NET_MAX_NAME || has_control (trimmed))
    {
      g_set_error (error, BASTIDE_NET_ERROR, BASTIDE_NET_ERROR_NAME,
                   g_dngettext (GETTEXT_PACKAGE,
                                "A name has 1 to %d character, and no line breaks or other control characters",
                                "A name has 1 to %d characters, and no line breaks or other control characters",
                                BASTIDE_NET_MAX_NAME),
                   BASTIDE_NET_MAX_NAME);
      return NULL;
    }
  return g_steal_pointer (&trimmed);
}

gboolean
bastide_net_check_chat (const char  *text,
                        GError     **error)
{
  glong length = text != NULL && g_utf8_validate (text, -1, NULL) ? g_utf8_strlen (text, -1) : 0;

  if (length == 0 || length > BASTIDE_NET_MAX_CHAT || has_control (text))
    {
      g_set_error (error, BASTIDE_NET_ERROR, BASTIDE_NET_ERROR_CHAT,
                   g_dngettext (GETTEXT_PACKAGE,
                                "A chat message has 1 to %d character, on one line",
                                "A chat message has 1 to %d characters, on one line", BASTIDE_NET_MAX_CHAT),
                   BASTIDE_NET_MAX_CHAT);
      return FALSE;
    }
  return TRUE;
}

/* The flood limit */

void
bastide_net_bucket_init (BastideNetBucket *bucket,
                         gint64            now_us)
{
  bucket->tokens = BASTIDE_NET_BURST;
  bucket->last_us = now_us;
}

gboolean
bastide_net_bucket_take (BastideNetBucket *bucket,
                         gint64            now_us)
{
  double refill = (now_us - bucket->last_us) / (double) G_USEC_PER_SEC * BASTIDE_NET_RATE;

  bucket->tokens = MIN (BASTIDE_NET_BURST, bucket->tokens + MAX (refill, 0));
  bucket->last_us = now_us;
  if (bucket->tokens < 1)
    return FALSE;
  bucket->tokens -= 1;
  return TRUE;
}
