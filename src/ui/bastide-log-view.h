/* bastide-log-view.h: the score log, newest first
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "bastide-game.h"

G_BEGIN_DECLS

#define BASTIDE_TYPE_LOG_VIEW (bastide_log_view_get_type ())

G_DECLARE_FINAL_TYPE (BastideLogView, bastide_log_view, BASTIDE, LOG_VIEW, GtkWidget)

GtkWidget *bastide_log_view_new      (void);
void       bastide_log_view_set_game (BastideLogView *self,
                                      BastideGame    *game);
guint      bastide_log_view_get_n_entries (BastideLogView *self);
void       bastide_log_view_select   (BastideLogView *self,
                                      int             index);

G_END_DECLS
