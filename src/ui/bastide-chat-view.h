/* bastide-chat-view.h: the chat of a network game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "bastide-net-session.h"

G_BEGIN_DECLS

#define BASTIDE_TYPE_CHAT_VIEW (bastide_chat_view_get_type ())

G_DECLARE_FINAL_TYPE (BastideChatView, bastide_chat_view, BASTIDE, CHAT_VIEW, GtkBox)

GtkWidget *bastide_chat_view_new         (void);
/* Shows @session's chat and sends what is typed; NULL to stop. */
void       bastide_chat_view_set_session (BastideChatView   *self,
                                          BastideNetSession *session);
guint      bastide_chat_view_get_n_lines (BastideChatView   *self);

G_END_DECLS
