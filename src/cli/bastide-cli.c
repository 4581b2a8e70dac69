/* bastide-cli.c: replay, check and measure games from the command line
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <stdio.h>
#include <string.h>

#include "bastide-cli-commands.h"

typedef struct
{
  const char *name;
  const char *summary;
  int (*run) (int argc, char **argv);
} Command;

static const Command commands[] = {
  { "replay", N_("Replay a record and print the scores"), bastide_cli_replay },
  { "legal", N_("List the legal moves for the next tile of a record"), bastide_cli_legal },
  { "selfplay", N_("Play random games and check the rules' invariants"), bastide_cli_selfplay },
  { "bench", N_("Measure the engine's speed"), bastide_cli_bench },
  { "render-tiles", N_("Draw every tile into PNG files"), bastide_cli_render_tiles },
  { "render", N_("Draw the position at the end of a record into a PNG file"), bastide_cli_render },
  { "arena", N_("Play computer players against each other"), bastide_cli_arena },
  { "bench-render", N_("Measure how fast the board is drawn (needs a display)"), bastide_cli_bench_render },
  { "bench-ai", N_("Measure the MCTS players' iterations per second"), bastide_cli_bench_ai },
};

static void
usage (FILE *out)
{
  fprintf (out, "%s\n\n", _("Usage: bastide-cli COMMAND [OPTION…]"));
  fprintf (out, "%s\n", _("Commands:"));
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    fprintf (out, "  %-14s %s\n", commands[i].name, _(commands[i].summary));
  fprintf (out, "\n%s\n", _("Run “bastide-cli COMMAND --help” for a command's options."));
}

int
main (int    argc,
      char **argv)
{
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  if (argc < 2 || g_str_equal (argv[1], "--help") || g_str_equal (argv[1], "-h"))
    {
      usage (argc < 2 ? stderr : stdout);
      return argc < 2 ? 2 : 0;
    }
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    if (g_str_equal (argv[1], commands[i].name))
      return commands[i].run (argc - 1, argv + 1);

  fprintf (stderr, _("bastide-cli: unknown command “%s”\n\n"), argv[1]);
  usage (stderr);
  return 2;
}
