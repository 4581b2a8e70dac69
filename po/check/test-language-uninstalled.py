#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""An uninstalled bastide-cli speaks LANGUAGE, from the catalogues that
$BASTIDE_LOCALEDIR points at (as under `meson devenv`).

  test-language-uninstalled.py BASTIDE-CLI LANG...
"""

import gettext
import os
import subprocess
import sys


def main():
    cli, languages = sys.argv[1], sys.argv[2:]
    localedir = os.environ["BASTIDE_LOCALEDIR"]
    print("1..%d" % len(languages))
    failures = 0
    for number, lang in enumerate(languages, start=1):
        catalogue = gettext.translation("bastide", localedir, languages=[lang])
        expected = catalogue.gettext("Commands:")
        environment = dict(os.environ, LANG="C.UTF-8", LC_ALL="", LANGUAGE=lang)
        result = subprocess.run([cli, "--help"], capture_output=True, text=True, env=environment)
        lines = result.stdout.splitlines()
        passed = expected != "Commands:" and expected in lines
        if not passed:
            failures += 1
            print("# expected the line %r; bastide-cli --help printed:\n# %s"
                  % (expected, "\n# ".join(lines)))
        print("%s %d - %s" % ("ok" if passed else "not ok", number, lang))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
