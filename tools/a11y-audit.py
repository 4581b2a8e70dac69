#!/usr/bin/python3
# a11y-audit.py: Bastide as a screen reader finds it, and a whole game
# played with the keys alone.
#
# Copyright 2026 The Bastide authors
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Run from the top of the source tree, after `meson compile -C build`:
#
#   xvfb-run -a -s "-screen 0 1280x800x24" dbus-run-session -- \
#     /usr/bin/python3 tools/a11y-audit.py [--out DIR] [--lang ru_RU.UTF-8]
#
# Needs Debian's python3-pyatspi, at-spi2-core and xdotool. It starts the
# game with a private data directory, dumps the accessible tree (over the
# AT-SPI bus, as Orca reads it) of the main window, the puzzles, a puzzle,
# the scenario editor, the new-game dialog, a game in progress and the
# final scores, and counts the controls a person meets whose name is empty
# or a widget's type name ("GtkButton"). Every key goes to the game
# through the X server (xdotool), as from a keyboard; AT-SPI is only read,
# as a screen reader reads it: what has the focus and what the board says.
# The game: one person against the computer, the person's turns played
# with Tab, Enter, Tab, Enter (the next square where the tile fits, place
# it, the next spot for a follower, end the turn). Everything the board
# says is written to DIR/heard.txt; the dumps to DIR/<window>.txt.

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

import pyatspi
from gi.repository import GLib

SOURCE_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BUILD = os.path.join(SOURCE_ROOT, "build")

# Roles of what a person acts on or reads: each needs a name.
NAMED_ROLES = {
    "push button", "toggle button", "check box", "radio button", "combo box", "entry", "password text",
    "spin button", "slider", "menu item", "check menu item", "radio menu item", "page tab", "list item",
    "table cell", "row header", "column header", "table", "list", "list box", "tree", "tree item",
    "image", "link", "label", "text", "status bar", "menu",
}
TYPE_NAME = re.compile(r"^(Gtk|Adw|Bastide)[A-Z]\w*$")
# Parts of GTK 4.8 and libadwaita 1.2 that GTK names after their type and
# an application cannot name (as in tests/test-atspi.c)
TOOLKIT_PARTS = {"AdwGizmo", "AdwIndicatorBin", "AdwSqueezer", "AdwWindowTitle", "GtkBuiltinIcon",
                 "GtkPopoverContent", "GtkStackPage"}

heard = []      # (time, text) of the board's description, as it changes


def on_event(event):
    try:
        if event.type.startswith("object:property-change:accessible-description"):
            # the value the event carries: the description may have changed again since
            if event.source.name == "Board" and isinstance(event.any_data, str):
                heard.append((time.monotonic(), event.any_data))
    except Exception:
        pass


def pump(seconds=0.0):
    """Lets AT-SPI deliver its events for that long."""
    context = GLib.MainContext.default()
    end = time.monotonic() + seconds
    while True:
        while context.pending():
            context.iteration(False)
        if time.monotonic() >= end:
            break
        time.sleep(0.02)


def wait_until(condition, timeout=20.0, what="a condition"):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        pump(0.05)
        value = condition()
        if value:
            return value
    raise TimeoutError("waited in vain for " + what)


def key(*keys):
    subprocess.run(["xdotool", "key", "--clearmodifiers", "--delay", "40"] + list(keys), check=True)
    pump(0.15)


def find_app():
    desktop = pyatspi.Registry.getDesktop(0)
    for i in range(desktop.childCount):
        app = desktop.getChildAtIndex(i)
        if app is not None and app.name == "bastide":
            return app
    return None


def is_showing(node):
    # GTK 4.8 says "showing" of windows only: "visible" is what it keeps
    return node.getState().contains(pyatspi.STATE_VISIBLE)


def walk(node, depth=0, out=None):
    """The showing part of the tree, as (depth, role, name, description, focusable)."""
    if out is None:
        out = []
    try:
        if depth > 0 and not is_showing(node):
            return out
        state = node.getState()
        out.append((depth, node.getRoleName(), node.name or "", node.description or "",
                    state.contains(pyatspi.STATE_FOCUSABLE), state.contains(pyatspi.STATE_FOCUSED)))
        for i in range(node.childCount):
            child = node.getChildAtIndex(i)
            if child is not None:
                walk(child, depth + 1, out)
    except Exception as error:  # a node gone while walking
        out.append((depth, "gone", str(error), "", False, False))
    return out


def problem_of(role, name, focusable):
    if TYPE_NAME.match(name) and name not in TOOLKIT_PARTS:
        return "named after its type"
    if role not in NAMED_ROLES and not focusable:
        return None
    if name == "":
        return "no name"
    if TYPE_NAME.match(name):
        return "named after its type"
    if name.startswith("_") or " _" in name:
        return "a mnemonic's underscore"
    return None


def window_named(app, pattern):
    for i in range(app.childCount):
        window = app.getChildAtIndex(i)
        if window is not None and re.search(pattern, window.name or "") and is_showing(window):
            return window
    return None


def audit(app, pattern, label, out_dir, results):
    window = wait_until(lambda: window_named(app, pattern), what="the window " + label)
    pump(1.0)
    nodes = walk(window)
    problems = []
    with open(os.path.join(out_dir, label + ".txt"), "w") as dump:
        for depth, role, name, description, focusable, focused in nodes:
            problem = problem_of(role, name, focusable)
            # a focusable pane is no control when something in it takes the focus
            if problem == "no name" and role in ("panel", "filler", "scroll pane"):
                problem = None
            line = "%s[%s] %r%s%s%s" % ("  " * depth, role, name,
                                        " — " + repr(description) if description else "",
                                        " (focused)" if focused else "",
                                        "   <<< " + problem if problem else "")
            dump.write(line + "\n")
            if problem:
                problems.append(line.strip())
    types = sum(1 for n in nodes if n[2] in TOOLKIT_PARTS)
    results.append((label, len(nodes), problems, types))
    print("%-16s %4d objects, %d without a proper name; %d toolkit parts named after their type"
          % (label, len(nodes), len(problems), types))
    for line in problems:
        print("    " + line)


def focused():
    """What has the keyboard focus in the active window, as Orca asks it."""
    app = find_app()
    for i in range(app.childCount):
        window = app.getChildAtIndex(i)
        if window is None or not window.getState().contains(pyatspi.STATE_ACTIVE):
            continue
        for node in walk_nodes(window):
            if node.getState().contains(pyatspi.STATE_FOCUSED):
                return node
    return None


def focus_name():
    node = focused()
    try:
        return (node.getRoleName(), node.name) if node is not None else (None, None)
    except Exception:
        return (None, None)


def tab_to(role, name, limit=60, keys=("Tab",)):
    """Tab until the focus is on that control (as a screen reader user does)."""
    for _ in range(limit):
        if focus_name() == (role, name):
            return
        key(*keys)
    raise TimeoutError("Tab never reached the %s “%s” (last: %s)" % (role, name, focus_name()))


def find_node(root, role, name):
    for node in walk_nodes(root):
        if node.getRoleName() == role and node.name == name and is_showing(node):
            return node
    return None


def walk_nodes(node):
    yield node
    for i in range(node.childCount):
        child = node.getChildAtIndex(i)
        if child is not None:
            yield from walk_nodes(child)


def sensitive(node):
    return node.getState().contains(pyatspi.STATE_SENSITIVE)


def play_game(app, window, in_progress):
    """The person's turns by keys, until the final scores show; what the
    board says decides the keys, as it would for a person."""
    board = find_node(window, "panel", "Board")
    rotate = find_node(window, "push button", "Rotate Clockwise")
    turns = 0
    keys_pressed = 0
    start = time.monotonic()
    while window_named(app, r"^Final Scores$") is None:
        if time.monotonic() - start > 1200:
            raise TimeoutError("the game never ended")
        pump(0.1)
        description = board.description or ""
        if focus_name() != ("panel", "Board"):
            pump(2.0)     # the final scores opening, or a window between two
            if window_named(app, r"^Final Scores$") is None and focus_name() != ("panel", "Board"):
                raise RuntimeError("the board lost the focus to %s" % (focus_name(),))
            continue
        if sensitive(rotate) and "In hand:" in description:
            # a tile to place: Tab to the next square where it fits, Enter
            before = description
            key("Tab", "Return")
            keys_pressed += 2
            wait_until(lambda: board.description != before and "In hand:" not in board.description
                       or window_named(app, r"^Final Scores$"), timeout=10, what="the tile placed")
            description = board.description or ""
            if "No piece chosen: Tab goes" in description:
                key("Tab", "Return")     # a follower on the first spot
                keys_pressed += 2
            elif "Enter ends the turn" in description:
                key("Return")
                keys_pressed += 1
            else:
                raise RuntimeError("after placing, the board says: " + description)
            turns += 1
            if turns == 10:
                in_progress()
    return turns, keys_pressed, time.monotonic() - start


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", default="a11y-audit")
    parser.add_argument("--lang", default="C.UTF-8")
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)

    home = tempfile.mkdtemp(prefix="bastide-audit-")
    env = dict(os.environ,
               GSETTINGS_BACKEND="memory", GSETTINGS_SCHEMA_DIR=os.path.join(BUILD, "data"),
               ADW_DISABLE_PORTAL="1", GTK_USE_PORTAL="0", GSK_RENDERER="cairo", LANG=args.lang, LANGUAGE="",
               XDG_DATA_HOME=os.path.join(home, "data"), XDG_CONFIG_HOME=os.path.join(home, "config"),
               XDG_CACHE_HOME=os.path.join(home, "cache"))
    env.pop("GTK_A11Y", None)
    env.pop("NO_AT_BRIDGE", None)
    # the X server, ready before the game asks for it; now and then GTK
    # still finds no display at once under xvfb-run: then start again
    subprocess.run(["xdpyinfo"], env=env, stdout=subprocess.DEVNULL, check=True)
    for attempt in range(3):
        game = subprocess.Popen([os.path.join(BUILD, "src", "ui", "bastide")], env=env,
                                stderr=open(os.path.join(args.out, "stderr.txt"), "w"))
        try:
            game.wait(3)
        except subprocess.TimeoutExpired:
            break
    results = []
    try:
        pyatspi.Registry.registerEventListener(on_event, "object:property-change:accessible-description",
                                               )
        app = wait_until(find_app, what="the game on the accessibility bus")
        wait_until(lambda: window_named(app, r"^Bastide$"), what="the main window")
        window_id = wait_until(lambda: subprocess.run(["xdotool", "search", "--onlyvisible", "--name", "^Bastide$"],
                                                      capture_output=True, text=True).stdout.split(),
                               what="the main window on X")[0]
        subprocess.run(["xdotool", "windowfocus", "--sync", window_id], check=True)
        # the pointer out of the way: the board's cursor follows it
        subprocess.run(["xdotool", "mousemove", "1279", "799"], check=True)
        pump(1.0)
        audit(app, r"^Bastide$", "main-window", args.out, results)
        print("first focus:", focus_name())

        # the puzzles, from the welcome page's button; the first puzzle
        tab_to("push button", "Puzzles")
        key("Return")
        audit(app, r"Puzzles", "puzzle-list", args.out, results)
        wait_until(lambda: focus_name()[0] is not None and focus_name()[0] != "push button"
                   or focus_name()[1] != "Puzzles", what="the puzzles to take the focus")
        # the first row of the list
        for _ in range(30):
            role, name = focus_name()
            if role in ("list item", "push button") and name and "First" in name or role == "list item":
                break
            key("Tab")
        key("Return")
        pump(1.5)
        audit(app, r"Puzzles|Puzzle", "puzzle", args.out, results)
        key("ctrl+w")
        pump(1.0)
        if window_named(app, r"Puzzles"):
            key("Escape", "ctrl+w")

        # the scenario editor, Ctrl+E
        subprocess.run(["xdotool", "windowfocus", "--sync", window_id], check=True)
        key("ctrl+e")
        audit(app, r"Editor|Scenario", "editor", args.out, results)
        key("ctrl+w")
        pump(1.0)

        # a new game: Ctrl+N, the second seat a computer player, start
        subprocess.run(["xdotool", "windowfocus", "--sync", window_id], check=True)
        key("ctrl+n")
        audit(app, r"New Game", "new-game-dialog", args.out, results)
        print("dialog focus:", focus_name())
        # Player 2 is the computer by default: Tab to Start, Enter
        tab_to("push button", "Start")
        key("Return")
        window = wait_until(lambda: window_named(app, r"^Bastide$"), what="the game")
        # no window manager gives the main window back the keyboard
        pump(1.0)
        subprocess.run(["xdotool", "windowfocus", "--sync", window_id], check=True)
        wait_until(lambda: focus_name() == ("panel", "Board"), what="the board to take the focus")
        # a game in progress: after a few turns
        turns, keys, seconds = play_game(
            app, window, lambda: audit(app, r"^Bastide$", "game-in-progress", args.out, results))
        print("game: %d turns of the person played with %d keys in %.0f s" % (turns, keys, seconds))
        audit(app, r"^Final Scores$", "final-scores", args.out, results)
        # as a window manager would, the keyboard to the new window
        final_id = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", "^Final Scores$"],
                                  capture_output=True, text=True).stdout.split()[0]
        subprocess.run(["xdotool", "windowfocus", "--sync", final_id], check=True)
        pump(1.0)
        print("final scores focus:", focus_name())
    finally:
        game.terminate()
        game.wait(10)
        shutil.rmtree(home, ignore_errors=True)
        with open(os.path.join(args.out, "heard.txt"), "w") as log:
            for when, text in heard:
                log.write("%.1f %s\n" % (when, text))

    total = sum(len(r[2]) for r in results)
    print("findings left: %d objects with an empty or type name in %d windows" % (total, len(results)))
    return 1 if total else 0


if __name__ == "__main__":
    sys.exit(main())
