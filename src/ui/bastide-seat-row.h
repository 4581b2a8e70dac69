/* bastide-seat-row.h
 *
 * Copyright 2026 The Bastide authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* Who plays a seat: the order of the seat row's drop-down. */
typedef enum
{
  BASTIDE_SEAT_PERSON,
  BASTIDE_SEAT_COMPUTER_EASY,
  BASTIDE_SEAT_COMPUTER_MEDIUM,
  BASTIDE_SEAT_COMPUTER_HARD,
  BASTIDE_SEAT_REMOTE,
  BASTIDE_N_SEAT_KINDS
} BastideSeatKind;

#define BASTIDE_TYPE_SEAT_ROW (bastide_seat_row_get_type ())

G_DECLARE_FINAL_TYPE (BastideSeatRow, bastide_seat_row, BASTIDE, SEAT_ROW, AdwPreferencesRow)

GtkWidget       *bastide_seat_row_new             (void);

int              bastide_seat_row_get_color       (BastideSeatRow  *self);
void             bastide_seat_row_set_color       (BastideSeatRow  *self,
                                                   int              color);
void             bastide_seat_row_set_taken_colors (BastideSeatRow *self,
                                                   guint            taken);
BastideSeatKind  bastide_seat_row_get_kind        (BastideSeatRow  *self);
void             bastide_seat_row_set_kind        (BastideSeatRow  *self,
                                                   BastideSeatKind  kind);

const char      *bastide_seat_kind_to_string      (BastideSeatKind  kind);
BastideSeatKind  bastide_seat_kind_from_string    (const char      *string);

G_END_DECLS
