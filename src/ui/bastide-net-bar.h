/* bastide-net-bar.h: who is connected, the chat and resigning
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "bastide-net-session.h"

G_BEGIN_DECLS

#define BASTIDE_TYPE_NET_BAR (bastide_net_bar_get_type ())

G_DECLARE_FINAL_TYPE (BastideNetBar, bastide_net_bar, BASTIDE, NET_BAR, GtkBox)

GtkWidget *bastide_net_bar_new         (void);
void       bastide_net_bar_set_session (BastideNetBar     *self,
                                        BastideNetSession *session);

G_END_DECLS
