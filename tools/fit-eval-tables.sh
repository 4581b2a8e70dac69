#!/bin/sh
# Fits the computer players' evaluation tables for every rule set and
# writes src/ai/bastide-ai-tables.c.
#
#   tools/fit-eval-tables.sh [BUILD_DIR [GAMES [LEVEL [ITERATIONS]]]]
#
# By default on 2000 games of the greedy player against itself in each
# rule set, which takes a few minutes of one core; tables measured on the
# search players' own games made them play worse (see src/ai/README.md).
# Rebuild and measure with bastide-cli arena afterwards.
set -eu

build="${1:-build}"
games="${2:-2000}"
level="${3:-greedy}"
iterations="${4:-300}"
out=src/ai/bastide-ai-tables.c
tmp="$out.tmp"

{
  cat <<HEADER
/* bastide-ai-tables.c: the evaluation's tables fitted per rule set
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Written by tools/fit-eval-tables.sh $build $games $level $iterations:
 * do not edit by hand.
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
    nice -n 10 "$build/src/cli/bastide-cli" fit-eval $rules --games "$games" --level "$level" \
      --iterations "$iterations"
  done
  echo "};"
} > "$tmp"
mv "$tmp" "$out"
