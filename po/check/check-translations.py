#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Check translations before players see them.

For each .po file: msgfmt --check passes; merged with the current template,
nothing is fuzzy or untranslated; every printf conversion of a c-format
message and every markup tag or entity of a message is in its translation.

  check-translations.py [--template TEMPLATE.pot] FILE.po...

Exits 1 and lists each problem as FILE:LINE: problem, when there is one.
"""

import argparse
import gettext
import os
import re
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ElementTree

try:
    import polib
except ImportError:
    sys.exit("check-translations.py needs polib: apt-get install python3-polib "
             "(or pip install polib)")

# One printf conversion: %[argnum$][flags][width][.precision][length]type
CONVERSION = re.compile(
    r"%(?:(?P<position>[1-9][0-9]*)\$)?"
    r"[-+ #0']*(?:[0-9]+|\*(?:[1-9][0-9]*\$)?)?"
    r"(?:\.(?:[0-9]+|\*(?:[1-9][0-9]*\$)?)?)?"
    r"(?P<length>hh|h|ll|l|L|q|j|z|Z|t)?"
    r"(?P<type>[diouxXeEfFgGaAcspnm%])")
TAG = re.compile(r"<(/?)([A-Za-z_][-\w.:]*)((?:\s+[^<>]*?)?)\s*(/?)>")
NORMAL_TYPE = {"i": "d", "F": "f", "E": "e", "G": "g", "X": "x", "A": "a"}


def conversions(text):
    """The arguments a format string reads, as {position: type}, or an error."""
    found = [m for m in CONVERSION.finditer(text) if m.group("type") != "%"]
    positional = [m for m in found if m.group("position")]
    if positional and len(positional) != len(found):
        return None, "mixes numbered (%1$s) and plain (%s) conversions"
    arguments = {}
    for index, match in enumerate(found, start=1):
        position = int(match.group("position") or index)
        kind = (match.group("length") or "") + NORMAL_TYPE.get(match.group("type"), match.group("type"))
        if arguments.get(position, kind) != kind:
            return None, "reads argument %d as two different types" % position
        arguments[position] = kind
    return arguments, None


def describe(arguments):
    if not arguments:
        return "no conversion"
    return ", ".join("%%%d$%s" % (position, kind) for position, kind in sorted(arguments.items()))


def single_value_forms(header):
    """Plural forms that serve exactly one n: they may leave the number out."""
    match = re.search(r"plural\s*=\s*([^;]+)", header.get("Plural-Forms", ""))
    if not match:
        return set()
    choose = gettext.c2py(match.group(1))
    counts = {}
    for n in range(1000):
        form = choose(n)
        counts[form] = counts.get(form, 0) + 1
    return {form for form, count in counts.items() if count == 1}


def check_format(entry, single_forms):
    """Each form reads the same arguments as its source; a form that serves a
    single n (German "ein Plättchen") may leave the number out."""
    wanted, error = conversions(entry.msgid_plural or entry.msgid)
    if error:
        return ["the source " + error]
    problems = []
    for label, form, text in forms_of(entry):
        found, error = conversions(text)
        if error:
            problems.append("%s %s" % (label, error))
        elif found != wanted and not (
                form in single_forms and entry.msgid_plural
                and all(wanted.get(position) == kind for position, kind in found.items())):
            problems.append("%s has %s where the source has %s"
                            % (label, describe(found), describe(wanted)))
    return problems


def forms_of(entry):
    """(label, plural form, text) for each translated form of an entry."""
    if not entry.msgid_plural:
        return [("the translation", 0, entry.msgstr)]
    return [("form [%d]" % form, form, text) for form, text in sorted(entry.msgstr_plural.items())]


def tags(text):
    """Markup tags with their attributes, sorted: a translation may reorder them."""
    return sorted((m.group(1), m.group(2), " ".join(m.group(3).split()), m.group(4))
                  for m in TAG.finditer(text))


def well_formed(text):
    try:
        ElementTree.fromstring("<markup xmlns:_=\"x\">%s</markup>" % text)
        return True
    except ElementTree.ParseError:
        return False


def check_markup(entry):
    """The same tags as the source; well-formed where the source is markup; and
    no markup character where the source has none (it may be shown as markup)."""
    source_tags = tags(entry.msgid)
    source_is_markup = any(c in entry.msgid for c in "<&") and well_formed(entry.msgid)
    problems = []
    for label, _form, text in forms_of(entry):
        if tags(text) != source_tags:
            problems.append("%s has the tags %s where the source has %s"
                            % (label, render_tags(tags(text)), render_tags(source_tags)))
        elif source_is_markup and not well_formed(text):
            problems.append("%s is not well-formed markup (write & as &amp;, < as &lt;)" % label)
        elif not any(c in entry.msgid for c in "<&") and any(c in text for c in "<&"):
            problems.append("%s has a “<” or “&” that the source does not have; "
                            "where the text is shown as markup it would break" % label)
    return problems


def render_tags(tags):
    if not tags:
        return "none"
    return " ".join("<%s%s%s%s>" % (close, name, " " + attributes if attributes else "", empty)
                    for close, name, attributes, empty in tags)


def run(command):
    environment = dict(os.environ, LC_ALL="C", LANGUAGE="")
    return subprocess.run(command, capture_output=True, text=True, env=environment)


def entry_place(path, entry):
    if entry.linenum:
        return "%s:%d" % (path, entry.linenum)
    where = ", ".join("%s:%s" % occurrence for occurrence in entry.occurrences[:2])
    return "%s (new message from %s)" % (path, where or "the template")


def shorten(text):
    text = text.replace("\n", "\\n")
    return text if len(text) <= 60 else text[:57] + "…"


def check_file(path, template):
    problems = []
    result = run(["msgfmt", "--check", "--output-file=" + os.devnull, path])
    if result.returncode != 0:
        problems += ["msgfmt --check: " + line for line in result.stderr.splitlines() if line]

    translation = polib.pofile(path)
    checked = translation
    if template:
        with tempfile.TemporaryDirectory() as scratch:
            merged = os.path.join(scratch, "merged.po")
            result = run(["msgmerge", "--quiet", "--previous", "--output-file=" + merged,
                          path, template])
            if result.returncode != 0:
                return problems + ["msgmerge: " + result.stderr.strip()]
            checked = polib.pofile(merged)
    lines = {(e.msgctxt, e.msgid): e.linenum for e in translation if not e.obsolete}
    single_forms = single_value_forms(translation.metadata)

    for entry in checked:
        if entry.obsolete:
            continue
        entry.linenum = lines.get((entry.msgctxt, entry.msgid))
        place = entry_place(path, entry)
        label = "“%s”" % shorten(entry.msgid)
        if "fuzzy" in entry.flags:
            problems.append("%s: %s is fuzzy (check it, then remove the fuzzy flag)" % (place, label))
            continue
        if not entry.translated():
            problems.append("%s: %s is not translated" % (place, label))
            continue
        if "c-format" in entry.flags:
            problems += ["%s: %s: %s" % (place, label, p) for p in check_format(entry, single_forms)]
        problems += ["%s: %s: %s" % (place, label, p) for p in check_markup(entry)]
    return problems


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--template", help="the current template; the translation is merged "
                        "with it first, so messages new in the sources count as untranslated")
    parser.add_argument("files", nargs="+", metavar="FILE.po")
    arguments = parser.parse_args()

    failed = False
    for path in arguments.files:
        problems = check_file(path, arguments.template)
        for problem in problems:
            print(problem)
        count = len(problems)
        print("%s: %s" % (path, "%d problem%s" % (count, "" if count == 1 else "s") if count else "OK"))
        failed = failed or bool(problems)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
