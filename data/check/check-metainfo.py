#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Check what the software centres show of Bastide.

  check-metainfo.py METAINFO SCREENSHOTS_DIR

appstreamcli validates the form; this checks the content: the description
names every rule set, the computer players, network play, the puzzles and
the editor; every screenshot has a caption and its image is one that
data/screenshots/take-screenshots.py makes and the tree holds; there is a
release with a date and a description; and a content rating. Prints TAP.
"""

import os
import sys
import xml.etree.ElementTree as ElementTree

from tap import check, finish

metainfo, screenshots_dir = sys.argv[1:3]
root = ElementTree.parse(metainfo).getroot()
def text(element):
    return " ".join("".join(element.itertext()).split()) if element is not None else ""


description = " ".join(text(e) for e in root.findall("description")
                       if e.get("{http://www.w3.org/XML/1998/namespace}lang") is None)
for named in ("River", "Abbot", "Abbey & Mayor", "Wheel of Fortune", "Computer players", "network",
              "puzzles", "scenario editor"):
    check(named in description, "the description names %s" % named)

shots = root.findall("screenshots/screenshot")
check(len(shots) >= 3, "at least three screenshots: %d" % len(shots))
check(sum(1 for s in shots if s.get("type") == "default") == 1, "one default screenshot")
for shot in shots:
    image = shot.find("image")
    url = image.text.strip() if image is not None and image.text else ""
    name = url.rsplit("/", 1)[-1]
    check(url.startswith("https://") and "/data/screenshots/" in url,
          "the screenshot %s is served from data/screenshots/" % name)
    check(os.path.isfile(os.path.join(screenshots_dir, name)), "data/screenshots/%s exists" % name)
    captions = [c for c in shot.findall("caption") if c.get("{http://www.w3.org/XML/1998/namespace}lang") is None]
    check(len(captions) == 1 and text(captions[0]), "the screenshot %s has a caption" % name)

releases = root.findall("releases/release")
check(releases and releases[0].get("version") and releases[0].get("date"),
      "the newest release has a version and a date")
check(releases and text(releases[0].find("description")), "the newest release says what it brings")
check(root.find("content_rating") is not None and root.find("content_rating").get("type") == "oars-1.1",
      "an OARS 1.1 content rating")

finish()
