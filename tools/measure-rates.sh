#!/bin/sh
# Measures the searching levels' iterations per second of processor time
# in each rule set (bastide-cli bench-ai) and prints the rows of
# level_rates in src/ai/bastide-ai.c, which the arena's --fair uses.
#
#   tools/measure-rates.sh [BUILD_DIR [LEVEL…]]
#
# Run it on the reference machine after a change that makes the search
# faster or slower. Old-hard's row is not measured: it holds the rates of
# Hard as it was (see src/ai/README.md).
set -eu

build="${1:-build}"
[ $# -gt 0 ] && shift
levels="${*:-easy medium hard}"

for level in $levels; do
  row=""
  for rules in "" "--expansions river" "--expansions abbot" "--expansions river,abbot" \
               "--expansions abbey-mayor" "--expansions river,abbey-mayor" \
               "--expansions abbot,abbey-mayor" "--expansions river,abbot,abbey-mayor" \
               "--game wheel-of-fortune"; do
    # shellcheck disable=SC2086 # $rules is two words or none
    rate=$(nice -n 10 "$build/src/cli/bastide-cli" bench-ai --level "$level" --positions 7 --json $rules \
           | sed 's/.*"iterations_per_cpu_second": \([0-9]*\).*/\1/')
    row="${row:+$row, }$rate"
  done
  printf '  [BASTIDE_AI_%s] = { %s },\n' "$(echo "$level" | tr 'a-z-' 'A-Z_')" "$row"
done
