/* bastide-json.c: the one door for JSON from files
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Records are shared between people, so every file is read as a stranger
 * might have written it. json-glib 1.6 builds its tree by recursion with
 * no bound on the nesting, and takes more than JSON: hex and octal
 * numbers, whole numbers past 64 bits wrapped round to -1, comments,
 * single quotes, a duplicate key silently replacing the first, NUL
 * through "\u0000". One pass over the bytes refuses all of that, and
 * anything larger or deeper than a record can be, before json-glib sees
 * the text; json-glib then checks the grammar and builds the tree.
 */

#define G_LOG_DOMAIN "bastide-json"

#include "config.h"

#include "bastide-json.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <math.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "bastide-record.h"

/* Reading a file */

/**
 * bastide_json_read_file:
 * @path: a file name
 * @length: (out): the number of bytes read
 *
 * Reads a regular file of at most %BASTIDE_JSON_MAX_BYTES. Anything else
 * (a folder, a device such as /dev/zero, a pipe that may never be
 * written to) is refused without reading from it.
 *
 * Returns: (transfer full): the contents, NUL-terminated
 */
char *
bastide_json_read_file (const char  *path,
                        gsize       *length,
                        GError     **error)
{
  g_autoptr(GString) text = NULL;
  struct stat info;
  int fd;

  /* Without O_NONBLOCK, opening a pipe waits for a writer. */
  fd = g_open (path, O_RDONLY | O_NONBLOCK, 0);
  if (fd < 0)
    {
      int saved = errno;

      g_set_error (error, BASTIDE_RECORD_ERROR, BASTIDE_RECORD_ERROR_IO,
                   _("%s: the file cannot be opened: %s"), path, g_strerror (saved));
      return NULL;
    }
  if (fstat (fd, &info) != 0 || !S_ISREG (info.st_mode))
    {
      g_set_error (error, BASTIDE_RECORD_ERROR, BASTIDE_RECORD_ERROR_IO,
                   _("%s: not a file of its own (a folder, a device or a pipe), so it holds no record"),
                   path);
      close (fd);
      return NULL;
    }

  /* The size is checked as the bytes come, for a file that grows. */
  text = g_string_sized_new (MIN (info.st_size, BASTIDE_JSON_MAX_BYTES) + 1);
  while (text->len <= BASTIDE_JSON_MAX_BYTES && info.st_size <= BASTIDE_JSON_MAX_BYTES)
    {
      char buffer[64 * 1024];
      gssize got = read (fd, buffer, sizeof buffer);

      if (got < 0 && errno == EINTR)
        continue;
      if (got < 0)
        {
          int saved = errno;

          g_set_error (error, BASTIDE_RECORD_ERROR, BASTIDE_RECORD_ERROR_IO,
                       _("%s: the file cannot be read: %s"), path, g_strerror (saved));
          close (fd);
          return NULL;
        }
      if (got == 0)
        break;
      g_string_append_len (text, buffer, got);
    }
  close (fd);
  if (text->len > BASTIDE_JSON_MAX_BYTES || info.st_size > BASTIDE_JSON_MAX_BYTES)
    {
      g_set_error (error, BASTIDE_RECORD_ERROR, BASTIDE_RECORD_ERROR_INVALID,
                   _("%s: the file is larger than %d MiB, far more than any record needs"),
                   path, BASTIDE_JSON_MAX_BYTES / (1024 * 1024));
      return NULL;
    }
  *length = text->len;
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* The pass over the bytes */

typedef struct
{
  gboolean is_object;
  gboolean expect_key;      /* an object: the next string is a key */
  guint index;              /* a list: the element being read */
  char *key;                /* an object: the member being read */
  GHashTable *keys;         /* an object: the keys seen, made at the second */
} Frame;

typedef struct
{
  const char *data;
  const char *end;
  const char *p;
  const char *name;
  Frame frames[BASTIDE_JSON_MAX_DEPTH];
  guint depth;
  guint n_values;
  GError **error;
} Scan;

static void
frame_clear (Frame *frame)
{
  g_clear_pointer (&frame->key, g_free);
  g_clear_pointer (&frame->keys, g_hash_table_unref);
}

/* Where the scan is, as records.md names places: "turns[3].deploy.on". */
static char *
scan_path (const Scan *scan)
{
  GString *path = g_string_new (NULL);

  for (guint i = 0; i < scan->depth; i++)
    {
      const Frame *frame = &scan->frames[i];

      if (!frame->is_object)
        g_string_append_printf (path, "[%u]", frame->index);
      else if (frame->key != NULL)
        {
          g_autofree char *key = g_strescape (frame->key, NULL);

          if (path->len > 0)
            g_string_append_c (path, '.');
          g_string_append (path, key);
        }
    }
  return g_string_free (path, FALSE);
}

/* A problem with a value: named by its key path, or by line and column
 * when it is not inside any object (the whole file is one number, say). */
static gboolean refuse_value (Scan       *scan,
                              const char *format,
                              ...) G_GNUC_PRINTF (2, 3);

/* A problem with the text itself: named by line and column. */
static gboolean refuse_text (Scan       *scan,
                             int         code,
                             const char *format,
                             ...) G_GNUC_PRINTF (3, 4);

static char *
scan_place (const Scan *scan)
{
  guint line = 1, column = 1;

  for (const char *q = scan->data; q < scan->p; q++)
    {
      if (*q == '\n')
        {
          line++;
          column = 1;
        }
      else if (((guchar) *q & 0xc0) != 0x80)
        column++;
    }
  return g_strdup_printf ("%s:%u:%u", scan->name, line, column);
}

static gboolean
refuse_text (Scan       *scan,
             int         code,
             const char *format,
             ...)
{
  g_autofree char *place = scan_place (scan);
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error (scan->error, BASTIDE_RECORD_ERROR, code, "%s: %s", place, message);
  return FALSE;
}

static gboolean
refuse_value (Scan       *scan,
              const char *format,
              ...)
{
  g_autofree char *path = scan_path (scan);
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  if (*path == '\0')
    return refuse_text (scan, BASTIDE_RECORD_ERROR_INVALID, "%s", message);
  g_set_error (scan->error, BASTIDE_RECORD_ERROR, BASTIDE_RECORD_ERROR_INVALID,
               "%s: %s: %s", scan->name, path, message);
  return FALSE;
}

static gboolean
count_value (Scan *scan)
{
  if (++scan->n_values <= BASTIDE_JSON_MAX_VALUES)
    return TRUE;
  return refuse_text (scan, BASTIDE_RECORD_ERROR_INVALID,
                      g_dngettext (GETTEXT_PACKAGE,
                                   "the file holds more than %d value, far more than any record needs",
                                   "the file holds more than %d values, far more than any record needs",
                                   BASTIDE_JSON_MAX_VALUES),
                      BASTIDE_JSON_MAX_VALUES);
}

static int
hex_digit (char c)
{
  return g_ascii_isxdigit (c) ? g_ascii_xdigit_value (c) : -1;
}

/* Four hex digits after "\u", or -1. */
static int
read_code_unit (const Scan *scan,
                const char *at)
{
  int unit = 0;

  if (scan->end - at < 4)
    return -1;
  for (guint i = 0; i < 4; i++)
    {
      int digit = hex_digit (at[i]);

      if (digit < 0)
        return -1;
      unit = unit * 16 + digit;
    }
  return unit;
}

/* A string, from its opening quote. A key is decoded into @key, so that
 * "x" and "\u0078" are the same key. */
static gboolean
scan_string (Scan     *scan,
             GString  *key)
{
  scan->p++;
  while (scan->p < scan->end)
    {
      guchar c = *scan->p;

      if (c == '"')
        {
          scan->p++;
          return TRUE;
        }
      if (c < 0x20)
        return refuse_text (scan, BASTIDE_RECORD_ERROR_SYNTAX,
                            _("a control character inside a string: write it as \\n, \\t or \\u00XX"));
      if (c != '\\')
        {
          if (key != NULL)
            g_string_append_c (key, c);
          scan->p++;
          continue;
        }
      if (scan->end - scan->p < 2)
        break;
      c = scan->p[1];
      if (c == 'u')
        {
          int unit = read_code_unit (scan, scan->p + 2);

          if (unit < 0)
            return refuse_text (scan, BASTIDE_RECORD_ERROR_SYNTAX,
                                _("\\u needs four hexadecimal digits"));
          if (unit == 0)
            return refuse_value (scan, _("a string holds a NUL character (\\u0000), which no record has"));
          scan->p += 6;
          /* UTF-16 halves come in pairs, high then low; alone, json-glib
           * turns them into bytes that are not UTF-8 */
          if (unit >= 0xdc00 && unit < 0xe000)
            return refuse_value (scan, _("a string holds half of a character (a lone \\u%04X)"), unit);
          if (unit >= 0xd800 && unit < 0xdc00)
            {
              int low = scan->end - scan->p >= 6 && scan->p[0] == '\\' && scan->p[1] == 'u'
                        ? read_code_unit (scan, scan->p + 2) : -1;

              if (low < 0xdc00 || low >= 0xe000)
                return refuse_value (scan, _("a string holds half of a character (a lone \\u%04X)"), unit);
              unit = 0x10000 + ((unit - 0xd800) << 10) + (low - 0xdc00);
              scan->p += 6;
            }
          if (key != NULL)
            g_string_append_unichar (key, unit);
          continue;
        }
      if (strchr ("\"\\/bfnrt", c) == NULL || c == '\0')
        return refuse_text (scan, BASTIDE_RECORD_ERROR_SYNTAX,
                            _("\\%c is not an escape of JSON"), g_ascii_isprint (c) ? c : '?');
      if (key != NULL)
        g_string_append_c (key, c);
      scan->p += 2;
    }
  return TRUE;                  /* cut short: json-glib says where */
}

static gboolean
scan_key (Scan  *scan,
          Frame *frame)
{
  g_autoptr(GString) key = g_string_new (NULL);

  if (!scan_string (scan, key))
    return FALSE;
  g_free (frame->key);
  frame->key = g_strdup (key->str);
  frame->expect_key = FALSE;
  if (frame->keys == NULL)
    frame->keys = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  if (!g_hash_table_add (frame->keys, g_strdup (key->str)))
    return refuse_value (scan, _("this key appears twice in the same object"));
  return TRUE;
}

/* A number as JSON writes it: -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)? */
static gboolean
is_json_number (const char *text,
                gboolean   *whole)
{
  const char *p = text;

  if (*p == '-')
    p++;
  if (*p == '0')
    p++;
  else if (g_ascii_isdigit (*p))
    while (g_ascii_isdigit (*p))
      p++;
  else
    return FALSE;
  *whole = TRUE;
  if (*p == '.')
    {
      *whole = FALSE;
      if (!g_ascii_isdigit (*++p))
        return FALSE;
      while (g_ascii_isdigit (*p))
        p++;
    }
  if (*p == 'e' || *p == 'E')
    {
      *whole = FALSE;
      p++;
      if (*p == '+' || *p == '-')
        p++;
      if (!g_ascii_isdigit (*p))
        return FALSE;
      while (g_ascii_isdigit (*p))
        p++;
    }
  return *p == '\0';
}

/* A number, or a word (true, false, null): everything up to the next
 * space or punctuation is one token, so "0x10" is read whole. */
static gboolean
scan_token (Scan *scan)
{
  const char *start = scan->p;
  g_autofree char *token = NULL;
  g_autofree char *shown = NULL;
  gboolean whole;

  while (scan->p < scan->end && (g_ascii_isalnum (*scan->p) || *scan->p == '+' || *scan->p == '-'
                                 || *scan->p == '.'))
    scan->p++;
  token = g_strndup (start, scan->p - start);
  if (g_str_equal (token, "true") || g_str_equal (token, "false") || g_str_equal (token, "null"))
    return count_value (scan);
  /* the place of a problem is the token's start; a long one is cut */
  scan->p = start;
  shown = strlen (token) > 40 ? g_strdup_printf ("%.40s…", token) : g_strdup (token);
  if (!g_ascii_isdigit (*start) && *start != '-')
    return refuse_text (scan, BASTIDE_RECORD_ERROR_SYNTAX,
                        _("“%s” is not JSON: its only words are true, false and null"), shown);
  if (!is_json_number (token, &whole))
    return refuse_text (scan, BASTIDE_RECORD_ERROR_SYNTAX,
                        _("%s is not a number as JSON writes them (in decimal, without leading zeros)"),
                        shown);
  if (whole ? !g_ascii_string_to_signed (token, 10, G_MININT64, G_MAXINT64, NULL, NULL)
            : !isfinite (g_ascii_strtod (token, NULL)))
    return refuse_value (scan, _("%s is beyond any number a record holds"), shown);
  scan->p += strlen (token);
  return count_value (scan);
}

static gboolean
scan_open (Scan     *scan,
           gboolean  is_object)
{
  Frame *frame;

  if (!count_value (scan))
    return FALSE;
  if (scan->depth == BASTIDE_JSON_MAX_DEPTH)
    return refuse_text (scan, BASTIDE_RECORD_ERROR_INVALID,
                        g_dngettext (GETTEXT_PACKAGE,
                                     "objects and lists nest more than %d level deep here; a record needs 5",
                                     "objects and lists nest more than %d levels deep here; a record needs 5",
                                     BASTIDE_JSON_MAX_DEPTH),
                        BASTIDE_JSON_MAX_DEPTH);
  frame = &scan->frames[scan->depth++];
  *frame = (Frame) { is_object, is_object, 0, NULL, NULL };
  scan->p++;
  return TRUE;
}

static gboolean
scan_all (Scan *scan)
{
  if (scan->end - scan->p >= 3 && memcmp (scan->p, "\xef\xbb\xbf", 3) == 0)
    scan->p += 3;
  while (scan->p < scan->end)
    {
      Frame *top = scan->depth > 0 ? &scan->frames[scan->depth - 1] : NULL;
      char c = *scan->p;

      switch (c)
        {
        case ' ': case '\t': case '\n': case '\r':
          scan->p++;
          break;
        case '{': case '[':
          if (!scan_open (scan, c == '{'))
            return FALSE;
          break;
        case '}': case ']':
          /* a mismatched bracket is json-glib's to report */
          if (top != NULL)
            {
              frame_clear (top);
              scan->depth--;
            }
          scan->p++;
          break;
        case ',':
          if (top != NULL && top->is_object)
            top->expect_key = TRUE;
          else if (top != NULL)
            top->index++;
          scan->p++;
          break;
        case ':':
          scan->p++;
          break;
        case '"':
          if (top != NULL && top->is_object && top->expect_key)
            {
              if (!scan_key (scan, top))
                return FALSE;
            }
          else if (!count_value (scan) || !scan_string (scan, NULL))
            return FALSE;
          break;
        default:
          if (g_ascii_isalnum (c) || c == '-' || c == '+' || c == '.')
            {
              if (!scan_token (scan))
                return FALSE;
            }
          else if (c == '\'')
            return refuse_text (scan, BASTIDE_RECORD_ERROR_SYNTAX,
                                _("JSON quotes strings with \", not with '"));
          else if (c == '/' || c == '#')
            return refuse_text (scan, BASTIDE_RECORD_ERROR_SYNTAX, _("JSON has no comments"));
          else
            return refuse_text (scan, BASTIDE_RECORD_ERROR_SYNTAX,
                                _("this character does not belong in JSON outside a string"));
        }
    }
  return TRUE;
}

/* json-glib says "<data>:LINE:COLUMN: Parse error: …" and, for a file cut
 * short, names its last token: say instead that the file ends too early,
 * at its end. */
static void
report_parse_error (const Scan   *scan,
                    gboolean      open_at_end,
                    const GError *parse_error,
                    GError      **error)
{
  const char *message = parse_error->message;

  if (g_str_has_prefix (message, "<data>:"))
    message += strlen ("<data>:");
  if (open_at_end)
    {
      Scan at_end = *scan;
      g_autofree char *place = NULL;

      at_end.p = scan->end;
      place = scan_place (&at_end);
      g_set_error (error, BASTIDE_RECORD_ERROR, BASTIDE_RECORD_ERROR_SYNTAX,
                   _("%s: the file ends in the middle of the record"), place);
    }
  else
    g_set_error (error, BASTIDE_RECORD_ERROR, BASTIDE_RECORD_ERROR_SYNTAX,
                 "%s:%s", scan->name, message);
}

/**
 * bastide_json_parse:
 * @data: the text
 * @length: its length, or -1 when it is NUL-terminated
 * @name: the file's name, for messages
 *
 * Parses JSON within the limits of docs/format.md: at most
 * %BASTIDE_JSON_MAX_BYTES, %BASTIDE_JSON_MAX_DEPTH levels and
 * %BASTIDE_JSON_MAX_VALUES values; numbers as JSON writes them, whole
 * numbers within 64 bits; no duplicate key; no NUL in a string.
 *
 * Returns: (transfer full) (nullable): the root, or %NULL for an empty
 *   text (without an error) or on an error
 */
JsonNode *
bastide_json_parse (const char  *data,
                    gssize       length,
                    const char  *name,
                    GError     **error)
{
  g_autoptr(JsonParser) parser = NULL;
  g_autoptr(GError) parse_error = NULL;
  Scan scan = { 0 };
  const char *bad;
  gboolean scanned;

  if (length < 0)
    length = strlen (data);
  scan = (Scan) { data, data + length, data, name, { { 0 } }, 0, 0, error };
  if (length > BASTIDE_JSON_MAX_BYTES)
    {
      g_set_error (error, BASTIDE_RECORD_ERROR, BASTIDE_RECORD_ERROR_INVALID,
                   _("%s: the file is larger than %d MiB, far more than any record needs"),
                   name, BASTIDE_JSON_MAX_BYTES / (1024 * 1024));
      return NULL;
    }
  if (!g_utf8_validate_len (data, length, &bad))
    {
      scan.p = bad;
      refuse_text (&scan, BASTIDE_RECORD_ERROR_SYNTAX,
                   _("the file is not text: it is not UTF-8, or it holds a NUL byte"));
      return NULL;
    }

  scanned = scan_all (&scan);
  for (guint i = 0; i < scan.depth; i++)
    frame_clear (&scan.frames[i]);
  if (!scanned)
    return NULL;

  parser = json_parser_new_immutable ();
  if (!json_parser_load_from_data (parser, data, length, &parse_error))
    {
      report_parse_error (&scan, scan.depth > 0, parse_error, error);
      return NULL;
    }
  return json_parser_steal_root (parser);
}
