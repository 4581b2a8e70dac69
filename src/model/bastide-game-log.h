/* bastide-game-log.h: the score log of a game, newest first
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "bastide-game.h"
#include "bastide-log-entry.h"

G_BEGIN_DECLS

#define BASTIDE_TYPE_GAME_LOG (bastide_game_log_get_type ())

G_DECLARE_FINAL_TYPE (BastideGameLog, bastide_game_log, BASTIDE, GAME_LOG, GObject)

BastideGameLog *bastide_game_log_new (BastideGame *game);

G_END_DECLS
