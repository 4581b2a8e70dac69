#!/bin/sh
# Fits the computer players' evaluation tables for every rule set on games
# between the search players and writes src/ai/bastide-ai-tables.c.
#
#   tools/fit-eval-tables.sh [BUILD_DIR [GAMES [ITERATIONS]]]
#
# Run it from the source tree after changing the evaluation or the search,
# one rule set at a time at low priority (it takes about two hours of one
# core with the defaults), then rebuild and measure with bastide-cli arena.
set -eu

build="${1:-build}"
games="${2:-400}"
iterations="${3:-300}"
out=src/ai/bastide-ai-tables.c
tmp="$out.tmp"

{
  cat <<HEADER
/* bastide-ai-tables.c: the evaluation's tables fitted per rule set
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Written by tools/fit-eval-tables.sh $build $games $iterations: do not edit
 * by hand.
 */

#include "config.h"

#include "bastide-ai-tables.h"

const BastideAiTables bastide_ai_fitted_tables[BASTIDE_AI_N_RULE_SETS] = {
HEADER
  for rules in "" "--expansions river" "--expansions abbot" "--expansions river,abbot" \
               "--expansions abbey-mayor" "--expansions river,abbey-mayor" \
               "--expansions abbot,abbey-mayor" "--expansions river,abbot,abbey-mayor" \
               "--game wheel-of-fortune"; do
    # shellcheck disable=SC2086 # $rules is two words or none
    nice -n 10 "$build/src/cli/bastide-cli" fit-eval $rules --games "$games" --iterations "$iterations"
  done
  echo "};"
} > "$tmp"
mv "$tmp" "$out"
