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
#include "bastide-i18n.h"

typedef struct
{
  const char *name;
  const char *summary;
  int (*run) (int argc, char **argv);
} Command;

static const Command commands[] = {
  { "replay", N_("Replay a record and print the scores"), bastide_cli_replay },
  { "legal", N_("List the legal moves for the next tile of a record"), bastide_cli_legal },
  { "suggest", N_("Print the turn a computer player would play next in a record"), bastide_cli_suggest },
  { "selfplay", N_("Play random games and check the rules' invariants"), bastide_cli_selfplay },
  { "bench", N_("Measure the engine's speed"), bastide_cli_bench },
  { "bench-replay", N_("Measure how fast the replay goes from turn to turn"), bastide_cli_bench_replay },
  { "render-tiles", N_("Draw every tile into PNG files"), bastide_cli_render_tiles },
  { "render", N_("Draw the position at the end of a record into a PNG file"), bastide_cli_render },
  { "arena", N_("Play computer players against each other"), bastide_cli_arena },
  { "bench-ai", N_("Measure the MCTS players' iterations per second"), bastide_cli_bench_ai },
  { "serve", N_("Host network games without a window"), bastide_cli_serve },
  { "join", N_("Play a seat of a network game with a computer player"), bastide_cli_join },
  { "fit-eval", N_("Measure the computer players' evaluation tables on their own games"), bastide_cli_fit_eval },
};

/**
 * bastide_cli_parse_options:
 * @argc: the command's arguments, its name first
 * @argv: they lose the options
 * @parameter: (nullable): what the other arguments are, for --help
 * @summary: what the command does, for --help
 * @description: (nullable): more, after the options in --help
 * @entries: (nullable): the options
 * @n_args: how many other arguments the command takes
 *
 * Parses a command's options the one way every command does; problems
 * go to stderr.
 *
 * Returns: whether the command may run
 */
gboolean
bastide_cli_parse_options (int           *argc,
                           char        ***argv,
                           const char    *parameter,
                           const char    *summary,
                           const char    *description,
                           GOptionEntry  *entries,
                           int            n_args)
{
  g_autoptr(GOptionContext) context = g_option_context_new (parameter);
  g_autoptr(GError) error = NULL;

  g_option_context_set_summary (context, summary);
  if (description != NULL)
    g_option_context_set_description (context, description);
  if (entries != NULL)
    g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, argc, argv, &error))
    {
      fprintf (stderr, "%s\n", error->message);
      return FALSE;
    }
  if (*argc == n_args + 1)
    return TRUE;
  if (n_args == 0)
    fprintf (stderr, "%s\n", _("unexpected arguments"));
  else
    {
      g_autofree char *help = g_option_context_get_help (context, TRUE, NULL);

      fprintf (stderr, "%s", help);
    }
  return FALSE;
}

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
  bastide_i18n_init ();

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
