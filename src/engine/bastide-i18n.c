/* bastide-i18n.c: the text domain every part of Bastide translates through
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "bastide-i18n.h"

#include <glib/gi18n.h>

/**
 * bastide_i18n_init:
 *
 * Binds the text domain to the installed catalogues, or to those in
 * $BASTIDE_LOCALEDIR: `meson devenv` sets it to the catalogues compiled in
 * the build tree, so an uninstalled build speaks the desktop's language.
 */
void
bastide_i18n_init (void)
{
  const char *localedir = g_getenv ("BASTIDE_LOCALEDIR");

  bindtextdomain (GETTEXT_PACKAGE, localedir != NULL && *localedir != '\0' ? localedir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
}
