# SPDX-License-Identifier: GPL-3.0-or-later
"""The data checks' results, printed as TAP for meson."""

import sys

results = []


def check(ok, what):
    results.append((bool(ok), what))


def finish():
    """Prints the plan and every result, and exits 1 when one failed."""
    print("1..%d" % len(results))
    for number, (ok, what) in enumerate(results, start=1):
        print("%s %d - %s" % ("ok" if ok else "not ok", number, what))
    sys.exit(0 if all(ok for ok, _ in results) else 1)
