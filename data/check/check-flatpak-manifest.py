#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Check the Flatpak manifest without building it.

  check-flatpak-manifest.py MANIFEST APP_ID SOURCE_ROOT

The machines that run the tests cannot download the GNOME runtime, so
this reads the manifest instead: valid JSON; the app id and command; the
GNOME runtime and SDK at the version the READMEs name; the permissions a
game needs (a display, the GPU, the network for network play, Avahi to
find games on the local network) and none of the home folder, since
saved games go through the file chooser portal; the tests run; and the
source directory copied without .git and without any build directory the
project's documents tell people to make. Prints TAP.
"""

import json
import os
import re
import sys

from tap import check, finish

manifest_path, app_id, root = sys.argv[1:4]
def read(relative):
    with open(os.path.join(root, relative), encoding="utf-8") as f:
        return f.read()


try:
    with open(manifest_path, encoding="utf-8") as f:
        manifest = json.load(f)
except ValueError as error:
    print("1..1\nnot ok 1 - the manifest is valid JSON: %s" % error)
    sys.exit(1)
check(True, "the manifest is valid JSON")

check(manifest.get("id") == app_id, "the app id is %s: %s" % (app_id, manifest.get("id")))
check(manifest.get("command") == "bastide", "the command is bastide: %s" % manifest.get("command"))
check(manifest.get("runtime") == "org.gnome.Platform" and manifest.get("sdk") == "org.gnome.Sdk",
      "the GNOME runtime and SDK: %s, %s" % (manifest.get("runtime"), manifest.get("sdk")))

version = manifest.get("runtime-version")
for readme in ("README.md", "flatpak/README.md"):
    text = read(readme)
    named = set(re.findall(r"org\.gnome\.(?:Platform|Sdk)//([\w.]+)", text))
    check(named == {version}, "%s names the runtime and SDK version of the manifest, %s: %s"
          % (readme, version, sorted(named)))

args = manifest.get("finish-args", [])
for needed, why in (("--socket=wayland", "a Wayland display"),
                    ("--socket=fallback-x11", "an X11 display where there is no Wayland"),
                    ("--share=ipc", "shared memory for X11"),
                    ("--device=dri", "the GPU"),
                    ("--share=network", "network play"),
                    ("--system-talk-name=org.freedesktop.Avahi", "finding games on the local network")):
    check(needed in args, "finish-args has %s, for %s" % (needed, why))
home = [a for a in args
        if re.match(r"--filesystem=(home|host|~|/home|xdg-(documents|download|desktop|data|config))", a)]
check(not home, "finish-args give no access to the home folder (files go through the portal): %s" % home)

modules = manifest.get("modules", [])
bastide = [m for m in modules if m.get("name") == "bastide"]
check(len(bastide) == 1, "one module builds bastide")
module = bastide[0] if bastide else {}
check(module.get("buildsystem") == "meson" and module.get("run-tests") is True,
      "it is built with meson and its tests run")
dirs = [s for s in module.get("sources", []) if s.get("type") == "dir"]
check(len(dirs) == 1 and dirs[0].get("path") == "..", "its source is the source tree, one folder up")
skip = set(dirs[0].get("skip", [])) if dirs else set()

# Build directories: the ones .gitignore names, the ones meson setup makes
# in the documents and CI, and the folder flatpak/README.md builds into.
documents = ["README.md", "flatpak/README.md", "po/README.md", ".ci/run"]
documents += ["docs/" + name for name in sorted(os.listdir(os.path.join(root, "docs"))) if name.endswith(".md")]
made = {".git", ".flatpak-builder"}
made |= {m for m in re.findall(r"^/([\w.-]+)/$", read(".gitignore"), re.M) if "*" not in m}
for document in documents:
    text = read(document)
    made |= set(re.findall(r"meson setup (?:[\w.]+ )*?(build[\w-]*|_build)\b", text))
    made |= set(re.findall(r"flatpak-builder [^\n]*?(?:--\S+ )*([\w-]*build[\w-]*) \S*\.json", text))
    made |= set(re.findall(r"^(?:sanitize_dir|builddir)=([\w-]+)$", text, re.M))
missing = sorted(made - skip)
check(not missing, "the source copy skips .git and every build directory (%s): missing %s"
      % (", ".join(sorted(made)), missing))

finish()
