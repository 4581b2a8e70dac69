#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Take the screenshots of the metainfo from the real game.

  data/screenshots/take-screenshots.py [BUILD_DIR] [LANGUAGE] [OUTPUT_DIR]

Starts the built `bastide` on an Xvfb display of its own, opens games the
computer players played through `bastide-cli serve` (cut short, so that a
person is to move),
opens the puzzles and the scenario editor through the application's own
actions, and writes a PNG of each window here, in data/screenshots/:
game.png, wheel.png, puzzles.png and editor.png. LANGUAGE (default "en")
is the interface language; screenshots in other languages are for looking
at, not for the metainfo, and go to OUTPUT_DIR (default
./screenshots-<LANGUAGE>).

Needs Xvfb, xdotool, ImageMagick (import), dbus-run-session and gdbus:
apt-get install xvfb xdotool imagemagick dbus-daemon libglib2.0-bin
"""

import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
SOURCE = os.path.dirname(os.path.dirname(HERE))
BUILD = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(SOURCE, "build"))
LANGUAGE = sys.argv[2] if len(sys.argv) > 2 else "en"
OUTPUT = sys.argv[3] if len(sys.argv) > 3 else (HERE if LANGUAGE == "en" else "screenshots-" + LANGUAGE)
APP_ID = "io.github.bastide.Bastide"
CLI = os.path.join(BUILD, "src", "cli", "bastide-cli")
GAME = os.path.join(BUILD, "src", "ui", "bastide")
WIDTH, HEIGHT = 1280, 800
PLAYERS = [("Anna", "human"), ("Boris", "hard"), ("Clara", "medium"), ("Daniel", "easy")]


def run(*args, **kwargs):
    return subprocess.run(args, check=True, capture_output=True, text=True, **kwargs).stdout


def game_record(folder, name, players, turns, options):
    """A game that computer players played to the end through bastide-cli
    serve, cut after about `turns` turns where the first player, a person
    in the screenshot, is to move."""
    games = os.path.join(folder, name + "-games")
    os.makedirs(games)
    seats = ",".join(["greedy"] * len(players))   # greedy players play the same game every time
    server = subprocess.Popen([CLI, "serve", "--port", "0", "--address", "127.0.0.1", "--seats", seats,
                               "--records", games, *options],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.time() + 300
        while not os.listdir(games) and time.time() < deadline:
            time.sleep(1)
    finally:
        server.terminate()
        server.wait()
    if not os.listdir(games):
        sys.exit("bastide-cli serve finished no game")
    record = json.load(open(os.path.join(games, os.listdir(games)[0]), encoding="utf-8"))
    record["players"] = [{"name": who, "color": seat["color"]} for (who, _), seat in zip(players, record["players"])]
    record["player-kinds"] = ",".join(kind for _, kind in players)
    path = os.path.join(folder, name + ".bastide")
    all_turns = record["turns"]
    for cut in range(turns, len(all_turns)):
        record["turns"] = all_turns[:cut]
        with open(path, "w", encoding="utf-8") as f:
            json.dump(record, f, ensure_ascii=False, indent=1)
        if json.loads(run(CLI, "legal", path))["player"] == 0:
            return path
    sys.exit("no turn of the first player after turn %d" % turns)


def window(name, timeout=30):
    """The X window of the game whose title is `name`, once it is shown."""
    deadline = time.time() + timeout
    while time.time() < deadline:
        found = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", "^%s$" % name],
                               capture_output=True, text=True).stdout.split()
        if found:
            return found[-1]
        time.sleep(0.3)
    sys.exit("no window named %s" % name)


def window_action(name, env):
    """Activates an action of the first game window, as its menu would."""
    run("gdbus", "call", "--session", "--dest", APP_ID, "--object-path", "/io/github/bastide/Bastide/window/1",
        "--method", "org.gtk.Actions.Activate", name, "[]", "{}", env=env)


def shoot(xid, path, settle=2.5):
    time.sleep(settle)   # the board's animations and the view's fit end
    run("import", "-window", xid, path)
    print(path)


def main():
    for tool in ("Xvfb", "xdotool", "import", "dbus-run-session", "gdbus"):
        if shutil.which(tool) is None:
            sys.exit("%s is missing: see the top of this script" % tool)
    out = os.path.abspath(OUTPUT)
    os.makedirs(out, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        game = game_record(tmp, "game", PLAYERS, 44, ["--seed", "7", "--expansions", "river,abbot,abbey-mayor"])
        wheel = game_record(tmp, "wheel", PLAYERS[:3], 33, ["--seed", "3", "--game", "wheel-of-fortune"])

        # the window's size, in settings of the run's own
        config = os.path.join(tmp, "config", "glib-2.0", "settings")
        os.makedirs(config)
        with open(os.path.join(config, "keyfile"), "w") as f:
            f.write("[io/github/bastide/Bastide]\nwindow-width=%d\nwindow-height=%d\n" % (WIDTH, HEIGHT))
        # A display and a session bus of the run's own
        read_end, write_end = os.pipe()
        xvfb = subprocess.Popen(["Xvfb", "-displayfd", str(write_end), "-screen", "0",
                                 "%dx%dx24" % (WIDTH + 80, HEIGHT + 80), "-nolisten", "tcp"],
                                pass_fds=(write_end,), stderr=subprocess.DEVNULL)
        os.close(write_end)
        with os.fdopen(read_end) as f:
            os.environ["DISPLAY"] = ":" + f.readline().strip()   # xdotool and import too
        daemon = subprocess.Popen(["dbus-daemon", "--session", "--fork", "--print-address=1", "--print-pid=1"],
                                  stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        bus = [daemon.stdout.readline().strip(), daemon.stdout.readline().strip()]
        daemon.stdout.close()
        daemon.wait()
        env = dict(os.environ, DBUS_SESSION_BUS_ADDRESS=bus[0], GSETTINGS_BACKEND="keyfile",
                   XDG_CONFIG_HOME=os.path.join(tmp, "config"), XDG_DATA_HOME=os.path.join(tmp, "data"),
                   GSETTINGS_SCHEMA_DIR=os.path.join(BUILD, "data"), BASTIDE_LOCALEDIR=os.path.join(BUILD, "po"),
                   LANGUAGE=LANGUAGE, LANG="C.UTF-8", ADW_DISABLE_PORTAL="1", GTK_A11Y="none", NO_AT_BRIDGE="1")
        env.pop("WAYLAND_DISPLAY", None)
        bastide = None
        try:
            bastide = subprocess.Popen([GAME, game], env=env)
            game_window = window("Bastide")
            # Where Anna could play her abbey, she draws a tile instead, and
            # the board marks where it fits (Skip does nothing while her
            # tile fits somewhere)
            time.sleep(2)
            window_action("skip", env)
            shoot(game_window, os.path.join(out, "game.png"))

            # the editor on this game's position, through the window's action
            window_action("edit-position", env)
            shoot(window(_translate("Scenario Editor")), os.path.join(out, "editor.png"))

            # another game opened into the running game, as Files does
            subprocess.run([GAME, wheel], env=env, check=True, stderr=subprocess.DEVNULL)
            shoot(game_window, os.path.join(out, "wheel.png"), settle=4)

            run("gdbus", "call", "--session", "--dest", APP_ID, "--object-path", "/io/github/bastide/Bastide",
                "--method", "org.gtk.Actions.Activate", "puzzles", "[]", "{}", env=env)
            shoot(window(_translate("Puzzles")), os.path.join(out, "puzzles.png"))
        finally:
            if bastide is not None:
                bastide.terminate()
                bastide.wait()
            os.kill(int(bus[1]), 15)
            xvfb.terminate()
            xvfb.wait()


def _translate(text):
    """The window title in the run's language, from the built catalogue."""
    env = dict(os.environ, LANGUAGE=LANGUAGE, LANG="C.UTF-8", TEXTDOMAINDIR=os.path.join(BUILD, "po"))
    return subprocess.run(["gettext", "-d", "bastide", text], capture_output=True, text=True, env=env).stdout


if __name__ == "__main__":
    main()
