/* bastide-summary-dialog.h
 *
 * Copyright 2026 The Bastide authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "bastide-game.h"

G_BEGIN_DECLS

#define BASTIDE_TYPE_SUMMARY_DIALOG (bastide_summary_dialog_get_type ())

G_DECLARE_FINAL_TYPE (BastideSummaryDialog, bastide_summary_dialog, BASTIDE, SUMMARY_DIALOG, AdwWindow)

BastideSummaryDialog *bastide_summary_dialog_new (GtkWindow   *parent,
                                                  BastideGame *game);

G_END_DECLS
