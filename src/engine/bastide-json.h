/* bastide-json.h: the one door for JSON from files
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>
#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* The limits of docs/format.md. A whole 6-player game with every expansion
 * is about 15 kB, nests 5 levels and holds under 1,000 values. */
#define BASTIDE_JSON_MAX_BYTES  (16 * 1024 * 1024)
#define BASTIDE_JSON_MAX_DEPTH  64
#define BASTIDE_JSON_MAX_VALUES 100000

char     *bastide_json_read_file (const char  *path,
                                  gsize       *length,
                                  GError     **error);
JsonNode *bastide_json_parse     (const char  *data,
                                  gssize       length,
                                  const char  *name,
                                  GError     **error);

G_END_DECLS
