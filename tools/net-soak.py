#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Soak the network host: one `bastide-cli serve` with many games at once.

Starts `serve --games N` on the loopback, then for each game's code as many
`bastide-cli join` bots as it has remote seats, all at once; waits for
everything to end and prints figures:

  games per minute, the host's CPU time and peak memory, the slowest move
  round trip any bot saw, and whether every record (the host's and each
  bot's) replays to the same scores.

A benchmark, not a test: run it niced on a quiet machine, for example

  nice tools/net-soak.py --cli build/src/cli/bastide-cli --games 20 --seats 4
"""

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
import time


def replay(cli, path):
    out = subprocess.run([cli, "replay", path], capture_output=True, text=True, check=False)
    if out.returncode != 0:
        return None
    return json.loads(out.stdout)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cli", default="build/src/cli/bastide-cli")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seats", type=int, default=4, choices=(2, 3, 4, 5),
                        help="remote seats, each played by a join bot, in every game")
    parser.add_argument("--bot", default="greedy")
    parser.add_argument("--game", default="standard", choices=("standard", "wheel-of-fortune"))
    parser.add_argument("--expansions", default="")
    args = parser.parse_args()

    work = tempfile.mkdtemp(prefix="bastide-soak-")
    records = os.path.join(work, "records")
    seats = ["remote"] * args.seats
    serve_cmd = ["/usr/bin/time", "-f", "%U %S %M", args.cli, "serve", "--port", "0",
                 "--address", "127.0.0.1", "--seats", ",".join(seats), "--games", str(args.games),
                 "--records", records]
    serve_cmd += ["--game", args.game]
    if args.expansions:
        serve_cmd += ["--expansions", args.expansions]
    log_path = os.path.join(work, "serve.log")
    start = time.monotonic()
    serve = subprocess.Popen(serve_cmd, stdout=subprocess.PIPE, stderr=open(log_path, "w"), text=True)

    port = None
    while port is None:
        if serve.poll() is not None:
            sys.exit("serve ended before it listened")
        with open(log_path) as log:
            match = re.search(r"listening on port (\d+)", log.read())
        if match:
            port = int(match.group(1))
        else:
            time.sleep(0.05)
    codes = []
    while len(codes) < args.games:
        line = serve.stdout.readline()
        if not line:
            sys.exit("serve ended before it listed its games")
        codes.append(line.split(":", 1)[1].strip())

    bots = []
    for game, code in enumerate(codes):
        for seat in range(args.seats):
            record = os.path.join(work, "%s-%d.json" % (code.replace("-", ""), seat))
            cmd = [args.cli, "join", "ws://127.0.0.1:%d" % port, "--code", code, "--bot", args.bot,
                   "--name", "Bot %d" % (seat + 1), "--record", record]
            bots.append((code, record, subprocess.Popen(cmd, stdout=subprocess.PIPE,
                                                        stderr=subprocess.DEVNULL, text=True)))

    slowest = 0.0
    failed_bots = 0
    for code, record, bot in bots:
        out, _ = bot.communicate()
        if bot.returncode != 0:
            failed_bots += 1
            continue
        result = json.loads(out.strip().splitlines()[-1])
        slowest = max(slowest, result["slowest_round_trip_ms"])
    serve.communicate()
    elapsed = time.monotonic() - start
    with open(log_path) as log:
        last = [line for line in log.read().splitlines() if line.strip()]
    user, system, peak_kb = last[-1].split()

    replayed = mismatched = 0
    for code in codes:
        host = replay(args.cli, os.path.join(records, "game-%d-%s.bastide"
                                             % (codes.index(code) + 1, code.replace("-", ""))))
        if host is None or not host["finished"]:
            mismatched += 1
            continue
        replayed += 1
        for seat in range(args.seats):
            mine = replay(args.cli, os.path.join(work, "%s-%d.json" % (code.replace("-", ""), seat)))
            if mine is None or mine["scores"] != host["scores"] or mine["turns"] != host["turns"]:
                mismatched += 1
            else:
                replayed += 1

    print("games: %d (%s%s), %d join bots (%s), %d failed"
          % (args.games, args.game, " + " + args.expansions if args.expansions else "", len(bots), args.bot,
             failed_bots))
    print("wall time: %.1f s; games per minute: %.1f" % (elapsed, args.games * 60 / elapsed))
    print("host CPU: %.2f s user + %.2f s system (%.1f%% of one core)"
          % (float(user), float(system), 100 * (float(user) + float(system)) / elapsed))
    print("host peak memory: %.1f MB" % (int(peak_kb) / 1024))
    print("slowest move round trip: %.1f ms" % slowest)
    print("records replayed to the host's scores: %d of %d%s"
          % (replayed, args.games * (1 + args.seats), "" if mismatched == 0 else ", %d DIFFER" % mismatched))
    print("files kept in %s" % work)
    return 0 if mismatched == 0 and failed_bots == 0 and serve.returncode == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
