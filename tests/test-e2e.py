#!/usr/bin/python3
# test-e2e.py: the real tengen binary, driven as a person would: it opens a
# small game given on the command line, a click on the board and the
# keyboard play two moves, the Pass button is pressed through AT-SPI,
# Ctrl+S saves and Ctrl+Q quits; the file must then hold those moves.
#
# Usage: test-e2e.py TENGEN GSETTINGS_SCHEMA_DIR   (prints TAP)
#
# Runs itself again inside a private D-Bus session with its own
# accessibility bus, so it needs only an X display (xvfb-run).
#
# Copyright 2026 The Tengen authors
# SPDX-License-Identifier: GPL-3.0-or-later

import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from tgapp import act, results, check, bail, wait_for, xdotool, find, hold_display  # noqa: E402

# A game begun in Tengen and still being played (its AP, no result): it
# opens where play goes on, after White's G3.
GAME = "(;GM[1]FF[4]CA[UTF-8]AP[Tengen:0.1]SZ[9]KM[6.5]PB[Ann]PW[Ben];B[cc];W[gg])\n"
# E5 by a click on the board's centre, then G5 (two to the right) with
# the keyboard, then Black passes.
EXPECTED_MOVES = ["B[cc]", "W[gg]", "B[ee]", "W[ge]", "B[]"]

def main_line(text):
    return re.findall(r";\s*([BW]\[[a-z]*\])", text)


def inner(tengen, schema_dir):
    # G_DEBUG=fatal-warnings is meant for the app; the AT-SPI client
    # library warns about other clients on the bus and must not abort.
    app_g_debug = os.environ.pop("G_DEBUG", None)
    import pyatspi

    tmp = tempfile.mkdtemp(prefix="tengen-e2e-")
    game = os.path.join(tmp, "game.sgf")
    with open(game, "w", encoding="utf-8") as f:
        f.write(GAME)

    env = dict(os.environ)
    env.update({
        "GSETTINGS_SCHEMA_DIR": schema_dir,
        "GSETTINGS_BACKEND": "memory",
        "XDG_DATA_HOME": os.path.join(tmp, "data"),
        "XDG_CONFIG_HOME": os.path.join(tmp, "config"),
        "XDG_CACHE_HOME": os.path.join(tmp, "cache"),
        # Drafts too: another run's must not be offered here, nor this
        # run's left behind.
        "XDG_STATE_HOME": os.path.join(tmp, "state"),
        "GTK_A11Y": "atspi",
        # Xvfb has no GPU: GTK's GL renderer runs on Mesa's llvmpipe, which
        # under meson's MALLOC_PERTURB_ never gets the app onto the
        # accessibility bus here; the cairo renderer does, every time.
        "GSK_RENDERER": "cairo",
        "NO_AT_BRIDGE": "0",
    })
    if app_g_debug is not None:
        env["G_DEBUG"] = app_g_debug
    # Xvfb resets itself whenever its last client leaves and refuses
    # connections meanwhile: one client stays connected throughout.
    holder = wait_for(hold_display)
    if holder is None:
        bail("cannot connect to the X display")
    bus = subprocess.Popen(["/usr/libexec/at-spi-bus-launcher", "--launch-immediately"],
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    app = subprocess.Popen([tengen, game], env=env, stdout=subprocess.PIPE,
                           stderr=subprocess.STDOUT, text=True)
    try:
        run(pyatspi, app, game)
    finally:
        if app.poll() is None:
            app.kill()
        output = app.communicate()[0]
        if output.strip():
            for line in output.strip().splitlines():
                print("#", line)
        bus.terminate()
        bus.wait()
        holder.terminate()
        holder.wait()
        shutil.rmtree(tmp, ignore_errors=True)


def run(pyatspi, app, game):
    desktop = pyatspi.Registry.getDesktop(0)

    def application():
        for i in range(desktop.childCount):
            candidate = desktop[i]
            try:
                if candidate is not None and candidate.get_process_id() == app.pid:
                    return candidate
            except Exception:
                continue
        return None

    accessible_app = wait_for(application)
    if not check(accessible_app is not None, "the app shows up on the accessibility bus"):
        bail("no accessible application")

    frame = wait_for(lambda: find(accessible_app, lambda a: a.getRole() == pyatspi.ROLE_FRAME
                                  and "game.sgf" in (a.name or "")))
    if not check(frame is not None, "a window titled after the opened file"):
        bail("no window")
    check(not frame.name.startswith("•"), "the opened game is not modified")

    board = wait_for(lambda: find(frame, lambda a: a.getRole() == pyatspi.ROLE_TABLE))
    pass_button = find(frame, lambda a: a.getRole() == pyatspi.ROLE_PUSH_BUTTON
                       and "Pass" in (a.name or "").split())
    check(board is not None, "the board is found by its role")
    check(pass_button is not None, "the Pass button is found by its name")
    if board is None or pass_button is None:
        bail("widgets missing")

    window_id = wait_for(lambda: xdotool("search", "--onlyvisible", "--pid", str(app.pid))
                         .split("\n")[0])
    geometry = dict(line.split("=") for line in
                    xdotool("getwindowgeometry", "--shell", window_id).splitlines())
    extents = board.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
    check(extents.width > 100 and extents.height > 100, "the board has a size on screen")

    # The board is centred in its widget with the same margins on every
    # side, so the widget's centre is the 9×9 board's centre, E5.
    x = int(geometry["X"]) + extents.x + extents.width // 2
    y = int(geometry["Y"]) + extents.y + extents.height // 2
    xdotool("windowfocus", "--sync", window_id)
    xdotool("mousemove", "--sync", str(x), str(y))
    xdotool("click", "1")
    check(wait_for(lambda: frame.name.startswith("•")),
          "a click on the board plays and marks the game modified")

    # The click left the board's cursor on E5, hidden, and the focus on
    # the board: Return shows it, the arrows move it, Return plays.
    xdotool("key", "--delay", "50", "Return", "Right", "Right", "Return")
    time.sleep(0.5)
    act(pass_button)
    time.sleep(0.5)

    xdotool("key", "ctrl+s")
    saved = wait_for(lambda: main_line(open(game, encoding="utf-8").read()) == EXPECTED_MOVES)
    text = open(game, encoding="utf-8").read()
    for line in text.splitlines():
        print("#", line)
    check(saved, "Ctrl+S writes the click, the keyboard move and the pass to the file")
    check(wait_for(lambda: not frame.name.startswith("•")), "the saved game is no longer modified")
    check("PB[Ann]" in text and "KM[6.5]" in text, "the game information is kept")

    xdotool("key", "ctrl+q")
    try:
        status = app.wait(timeout=10)
    except subprocess.TimeoutExpired:
        status = None
    check(status == 0, "Ctrl+Q quits a saved game without asking")


def main():
    if len(sys.argv) != 3:
        print("usage: test-e2e.py TENGEN GSETTINGS_SCHEMA_DIR", file=sys.stderr)
        return 2
    if os.environ.get("TG_E2E_INNER") != "1":
        env = dict(os.environ, TG_E2E_INNER="1")
        return subprocess.run(["dbus-run-session", "--", sys.executable, *sys.argv],
                              env=env).returncode
    print("1..11", flush=True)
    inner(sys.argv[1], sys.argv[2])
    failed = [d for ok, d in results if not ok]
    return 1 if failed or len(results) != 11 else 0


if __name__ == "__main__":
    sys.exit(main())
