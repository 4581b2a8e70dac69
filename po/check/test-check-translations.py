#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The translators' check fails on each kind of mistake, and passes good.po.

  test-check-translations.py CHECK-TRANSLATIONS.PY DIRECTORY-OF-FIXTURES

Each case copies good.po with one change and runs the check on it against
template.pot; TAP output.
"""

import os
import subprocess
import sys
import tempfile

# (what is wrong, text in good.po, replacement, what the check must say)
CASES = [
    ("a correct translation passes", None, None, None),
    ("fuzzy message", '#, c-format\nmsgid "%s scores',
     '#, fuzzy, c-format\nmsgid "%s scores', "is fuzzy"),
    ("untranslated message", 'msgstr "Abt"', 'msgstr ""', "“Abbot” is not translated"),
    ("message missing from the translation",
     '#: src/ui/example.c:10\nmsgid "Abbot"\nmsgstr "Abt"\n', "",
     "“Abbot” is not translated"),
    ("untranslated plural form", 'msgstr[1] "%d Wagen"', 'msgstr[1] ""', "“One wagon” is not translated"),
    ("conversions swapped", '%1$s %2$d Punkte', '%d %s Punkte',
     "has %1$d, %2$s where the source has %1$s, %2$d"),
    ("conversion left out", 'erhält %1$s %2$d Punkte', 'erhält %1$s Punkte',
     "has %1$s where the source has %1$s, %2$d"),
    ("plural form for many without its number", 'msgstr[1] "Noch %d Plättchen"',
     'msgstr[1] "Noch viele Plättchen"', "form [1] has no conversion where the source has %1$d"),
    ("tag left out", '<gui style=\\"button\\">Starten</gui>', 'Starten',
     "has the tags"),
    ("attribute changed", 'xref=\\"rules-base\\">das', 'xref=\\"regeln\\">das',
     "has the tags"),
    ("ampersand not escaped", 'Abtei &amp; Bürgermeister', 'Abtei & Bürgermeister',
     "is not well-formed markup"),
    ("markup character the source lacks", 'msgstr "Gutshof"', 'msgstr "Gutshof & Scheune"',
     "has a “<” or “&” that the source does not have"),
    ("plural header that does not fit", 'nplurals=2; plural=(n != 1);',
     'nplurals=1; plural=0;', "msgfmt --check"),
]


def main():
    check, fixtures = sys.argv[1], sys.argv[2]
    with open(os.path.join(fixtures, "good.po"), encoding="utf-8") as good:
        good_text = good.read()
    print("1..%d" % len(CASES))
    failures = 0
    with tempfile.TemporaryDirectory() as scratch:
        for number, (name, old, new, expected) in enumerate(CASES, start=1):
            text = good_text
            if old is not None:
                if old not in text:
                    sys.exit("Bail out! good.po does not contain %r" % old)
                text = text.replace(old, new, 1)
            path = os.path.join(scratch, "case%d.po" % number)
            with open(path, "w", encoding="utf-8") as case:
                case.write(text)
            result = subprocess.run(
                [sys.executable, check, "--template", os.path.join(fixtures, "template.pot"), path],
                capture_output=True, text=True)
            output = result.stdout + result.stderr
            if expected is None:
                passed = result.returncode == 0
            else:
                passed = result.returncode == 1 and expected in output
            if not passed:
                failures += 1
                print("# exit %d, output:\n# %s" % (result.returncode, output.replace("\n", "\n# ")))
            print("%s %d - %s" % ("ok" if passed else "not ok", number, name))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
