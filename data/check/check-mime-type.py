#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Check that Files will know a saved game and open it with Bastide.

  check-mime-type.py MIME.xml DESKTOP-FILE SAMPLE.bastide

The shared-mime-info file declares the type of *.bastide files; the
desktop file names that type in MimeType=. The type is then installed in
a database of its own (update-mime-database), and GIO, asked as Files
asks, must give SAMPLE.bastide that type and not plain JSON.
Prints TAP.
"""

import configparser
import os
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ElementTree

from tap import check, finish

NS = "{http://www.freedesktop.org/standards/shared-mime-info}"

mime_xml, desktop_file, sample = sys.argv[1:4]
types = [t.get("type") for t in ElementTree.parse(mime_xml).getroot().iter(NS + "mime-type")]
check(len(types) == 1, "one MIME type is declared: %s" % types)
mime_type = types[0] if types else None
globs = [g.get("pattern") for g in ElementTree.parse(mime_xml).getroot().iter(NS + "glob")]
check(globs == ["*.bastide"], "the type is given to *.bastide files: %s" % globs)

desktop = configparser.ConfigParser(interpolation=None)
desktop.optionxform = str
desktop.read(desktop_file, encoding="utf-8")
listed = [t for t in desktop["Desktop Entry"].get("MimeType", "").split(";") if t]
check(listed == [mime_type], "the desktop file opens %s: MimeType=%s" % (mime_type, listed))
command = desktop["Desktop Entry"].get("Exec", "")
check(any(code in command.split() for code in ("%f", "%F", "%u", "%U")),
      "Exec= hands over the files: %s" % command)

update = shutil.which("update-mime-database")
gio = shutil.which("gio")
if update is None or gio is None:
    print("1..0 # SKIP update-mime-database or gio missing (shared-mime-info, libglib2.0-bin)")
    sys.exit(0)

with tempfile.TemporaryDirectory() as data_dir:
    packages = os.path.join(data_dir, "mime", "packages")
    os.makedirs(packages)
    shutil.copy(mime_xml, os.path.join(packages, "bastide.xml"))
    env = dict(os.environ, XDG_DATA_DIRS=data_dir, XDG_DATA_HOME=os.path.join(data_dir, "home"))
    subprocess.run([update, os.path.join(data_dir, "mime")], check=True, env=env)
    info = subprocess.run([gio, "info", "--attributes=standard::content-type", sample],
                          check=True, capture_output=True, text=True, env=env).stdout
    found = [line.partition("standard::content-type:")[2].strip() for line in info.splitlines()
             if "standard::content-type:" in line]
    check(found == [mime_type], "GIO gives %s the type %s: %s" % (os.path.basename(sample), mime_type, found))

finish()
