/* test-positions.h: hand-built positions the AI and model tests share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

/* Red's knight holds a city of two tiles, D (0, 0) and E (0, -2), open
 * only at (0, -1), whose north is E's city: only a tile with cities on two
 * opposite sides fits there (C, F, G, H, Q, R, S, T turned). `draw` is
 * the pile, top first, as a JSON list's items. */
#define KNIGHT_CITY_RECORD(draw) \
  "{\"format\": \"bastide-record\", \"version\": 1," \
  " \"players\": [{\"name\": \"Red\"}, {\"name\": \"Blue\"}]," \
  " \"setup\": {" \
  "  \"board\": [{\"tile\": \"D\", \"x\": 0, \"y\": 0, \"rot\": 0}," \
  "             {\"tile\": \"E\", \"x\": 0, \"y\": -2, \"rot\": 180}]," \
  "  \"pieces\": [{\"player\": 0, \"piece\": \"meeple\", \"x\": 0, \"y\": 0, \"on\": \"c1\"}]," \
  "  \"draw\": [" draw "]," \
  "  \"to_move\": 0}," \
  " \"turns\": []}"

/* F on top: turned north–south it closes the city, 3 tiles and a shield,
 * 8 points, and the knight comes home. */
#define KNIGHT_CITY_F_FIRST "\"F\", \"B\", \"U\", \"V\", \"K\", \"E\", \"W\", \"U\""
