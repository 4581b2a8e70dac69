/* bastide-cli-commands.h: the commands of bastide-cli
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "bastide-state.h"

G_BEGIN_DECLS

int      bastide_cli_replay      (int                  argc,
                                  char               **argv);
int      bastide_cli_legal       (int                  argc,
                                  char               **argv);
int      bastide_cli_selfplay    (int                  argc,
                                  char               **argv);
int      bastide_cli_bench       (int                  argc,
                                  char               **argv);
int      bastide_cli_bench_replay (int                 argc,
                                   char              **argv);
int      bastide_cli_render_tiles (int                 argc,
                                   char              **argv);
int      bastide_cli_render      (int                  argc,
                                  char               **argv);
int      bastide_cli_arena       (int                  argc,
                                  char               **argv);
int      bastide_cli_bench_ai    (int                  argc,
                                  char               **argv);
int      bastide_cli_serve       (int                  argc,
                                  char               **argv);
int      bastide_cli_join        (int                  argc,
                                  char               **argv);
int      bastide_cli_fit_eval    (int                  argc,
                                  char               **argv);
int      bastide_cli_suggest     (int                  argc,
                                  char               **argv);

gboolean bastide_cli_parse_options (int               *argc,
                                    char            ***argv,
                                    const char        *parameter,
                                    const char        *summary,
                                    const char        *description,
                                    GOptionEntry      *entries,
                                    int                n_args);

gboolean bastide_cli_parse_rules (const char          *game,
                                  const char          *expansions,
                                  int                  players,
                                  BastideRules        *rules,
                                  GError             **error);

G_END_DECLS
