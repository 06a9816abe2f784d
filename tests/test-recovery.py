#!/usr/bin/python3
# test-recovery.py: the real tengen binary killed with SIGKILL in the middle
# of a game comes back with it: moves are played on an untitled game, the
# draft is waited for, the app is killed, started again with the same XDG
# folders, and Recover must bring back the same position, marked modified.
#
# Usage: test-recovery.py TENGEN GSETTINGS_SCHEMA_DIR   (prints TAP)
#
# Copyright 2026 The Tengen authors
# SPDX-License-Identifier: GPL-3.0-or-later

import glob
import importlib.util
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile

here = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("e2e", os.path.join(here, "test-e2e.py"))
e2e = importlib.util.module_from_spec(spec)
spec.loader.exec_module(e2e)

check, bail, wait_for, xdotool, find = e2e.check, e2e.bail, e2e.wait_for, e2e.xdotool, e2e.find
import tgapp  # noqa: E402  (on the path test-e2e.py puts it on)
find_all, note = tgapp.find_all, tgapp.note
N_CHECKS = 11


def accessible_app(pyatspi, pid):
    desktop = pyatspi.Registry.getDesktop(0)

    def lookup():
        for i in range(desktop.childCount):
            candidate = desktop[i]
            try:
                if candidate is not None and candidate.get_process_id() == pid:
                    return candidate
            except Exception:
                continue
        return None
    return wait_for(lookup)


def label_texts(pyatspi, frame):
    texts = []
    queue = [frame]
    while queue:
        node = queue.pop(0)
        try:
            if node.getRole() == pyatspi.ROLE_LABEL and node.name:
                texts.append(node.name)
            queue.extend(node[i] for i in range(node.childCount))
        except Exception:
            continue
    return texts


def play_on_board(pyatspi, frame, pid):
    board = wait_for(lambda: find(frame, lambda a: a.getRole() == pyatspi.ROLE_TABLE))
    if board is None:
        bail("no board")
    window_id = wait_for(lambda: xdotool("search", "--onlyvisible", "--pid", str(pid))
                         .split("\n")[0])
    geometry = dict(line.split("=") for line in
                    xdotool("getwindowgeometry", "--shell", window_id).splitlines())
    extents = board.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
    x = int(geometry["X"]) + extents.x + extents.width // 2
    y = int(geometry["Y"]) + extents.y + extents.height // 2
    xdotool("windowfocus", "--sync", window_id)
    xdotool("mousemove", "--sync", str(x), str(y))
    # K10 by a click on the centre, then M10 and M8 from the keyboard.
    xdotool("click", "1")
    wait_for(lambda: "Move 1" in label_texts(pyatspi, frame))
    # The click hides the board's cursor (arrows step through the game):
    # Return shows it on K10, the arrows move it, Return plays.
    xdotool("key", "--delay", "50", "Return", "Right", "Right", "Return")
    wait_for(lambda: "Move 2" in label_texts(pyatspi, frame))
    xdotool("key", "--delay", "50", "Down", "Down", "Return")


def draft_moves(pattern):
    """The most moves any draft matching @pattern holds."""
    most = 0
    for path in glob.glob(pattern):
        with open(path, encoding="utf-8", errors="replace") as f:
            most = max(most, len(re.findall(r";\s*[BW]\[", f.read())))
    return most


def inner(tengen, schema_dir):
    app_g_debug = os.environ.pop("G_DEBUG", None)
    import pyatspi

    tmp = tempfile.mkdtemp(prefix="tengen-recovery-")
    env = dict(os.environ)
    env.update({
        "GSETTINGS_SCHEMA_DIR": schema_dir,
        "GSETTINGS_BACKEND": "memory",
        "XDG_DATA_HOME": os.path.join(tmp, "data"),
        "XDG_CONFIG_HOME": os.path.join(tmp, "config"),
        "XDG_CACHE_HOME": os.path.join(tmp, "cache"),
        "XDG_STATE_HOME": os.path.join(tmp, "state"),
        "GTK_A11Y": "atspi",
        "GSK_RENDERER": "cairo",
        "NO_AT_BRIDGE": "0",
    })
    if app_g_debug is not None:
        env["G_DEBUG"] = app_g_debug
    drafts = os.path.join(tmp, "state", "tengen", "drafts", "*.tengen-draft")
    holder = wait_for(e2e.hold_display)
    if holder is None:
        bail("cannot connect to the X display")
    bus = subprocess.Popen(["/usr/libexec/at-spi-bus-launcher", "--launch-immediately"],
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    apps = []
    try:
        first = subprocess.Popen([tengen], env=env, stdout=subprocess.PIPE,
                                 stderr=subprocess.STDOUT, text=True)
        apps.append(first)
        app = accessible_app(pyatspi, first.pid)
        if not check(app is not None, "the app shows up on the accessibility bus"):
            bail("no accessible application")
        frame = wait_for(lambda: find(app, lambda a: a.getRole() == pyatspi.ROLE_FRAME
                                      and "Untitled Game" in (a.name or "")))
        if frame is None:
            bail("no window")
        play_on_board(pyatspi, frame, first.pid)
        check(wait_for(lambda: "Move 3" in label_texts(pyatspi, frame)),
              "three moves are played on the untitled game")
        # The draft follows within its interval (3 s by default); one may
        # be written between two moves, so wait for the one that holds all
        # three before the kill.
        check(wait_for(lambda: draft_moves(drafts) >= 3, timeout=30),
              "a draft of the three moves is written")
        first.send_signal(signal.SIGKILL)
        first.wait()

        second = subprocess.Popen([tengen], env=env, stdout=subprocess.PIPE,
                                  stderr=subprocess.STDOUT, text=True)
        apps.append(second)
        app = accessible_app(pyatspi, second.pid)
        if app is None:
            bail("the second run is not on the accessibility bus")

        def recover_button():
            return find(app, lambda a: a.getRole() == pyatspi.ROLE_PUSH_BUTTON
                        and "Recover" in (a.name or "").replace("_", "").split())
        button = wait_for(recover_button)
        check(button is not None, "the next start offers to recover the game")
        if button is None:
            bail("no Recover button")

        # The game is a row of a list: its title, then its move and when
        # it was kept, said as GNOME says it ("Today at 04:10"), both
        # starting at the list's left edge, not centred one by one.
        dialog = wait_for(lambda: next(app[i] for i in range(app.childCount)
                                       if find(app[i], lambda a: a.name == "Recover the Unsaved Game?")))

        def labels_named(pattern):
            return [a for a in find_all(dialog, lambda a: a.getRole() == pyatspi.ROLE_LABEL)
                    if re.fullmatch(pattern, a.name or "")]
        when = wait_for(lambda: labels_named(r"Move 3 · .*"), timeout=5) or []
        title = labels_named(r"Untitled Game")
        check(len(when) == 1 and re.fullmatch(r"Move 3 · Today at \d\d:\d\d", when[0].name),
              "the draft says its move and the time it was kept, in words")
        if len(when) != 1:
            note("labels: %r" % [a.name for a in find_all(
                dialog, lambda a: a.getRole() == pyatspi.ROLE_LABEL)])
        left = [a.queryComponent().getExtents(pyatspi.WINDOW_COORDS).x for a in when + title]
        check(len(left) == 2 and left[0] == left[1],
              "the draft's title and its time start at one left edge")
        if len(left) == 2 and left[0] != left[1]:
            note("left edges: %r" % left)
        e2e.act(button)

        frame = wait_for(lambda: find(app, lambda a: a.getRole() == pyatspi.ROLE_FRAME
                                      and "Untitled Game" in (a.name or "")
                                      and "Move 3" in label_texts(pyatspi, a)))
        check(frame is not None, "Recover brings back the game at move 3")
        if frame is None:
            bail("not recovered")
        labels = label_texts(pyatspi, frame)
        check("Black played M8" in labels, "the last move is the one played before the kill")
        check(frame.name.startswith("•"), "the recovered game is marked modified")

        # Quitting asks about the unsaved game; Discard ends the run and
        # the draft with it.
        xdotool("key", "ctrl+q")
        discard = wait_for(lambda: find(app, lambda a: a.getRole() == pyatspi.ROLE_PUSH_BUTTON
                                        and "Discard" in (a.name or "").replace("_", "").split()))
        check(discard is not None, "quitting asks about the recovered game")
        if discard is not None:
            e2e.act(discard)
        try:
            status = second.wait(timeout=10)
        except subprocess.TimeoutExpired:
            status = None
        check(status == 0 and not glob.glob(drafts), "Discard quits and deletes the draft")
    finally:
        for app in apps:
            if app.poll() is None:
                app.kill()
            output = app.communicate()[0]
            for line in (output or "").strip().splitlines():
                print("#", line)
        bus.terminate()
        bus.wait()
        holder.terminate()
        holder.wait()
        shutil.rmtree(tmp, ignore_errors=True)


def main():
    if len(sys.argv) != 3:
        print("usage: test-recovery.py TENGEN GSETTINGS_SCHEMA_DIR", file=sys.stderr)
        return 2
    if os.environ.get("TG_E2E_INNER") != "1":
        env = dict(os.environ, TG_E2E_INNER="1")
        return subprocess.run(["dbus-run-session", "--", sys.executable, *sys.argv],
                              env=env).returncode
    print("1..%d" % N_CHECKS, flush=True)
    inner(sys.argv[1], sys.argv[2])
    failed = [d for ok, d in e2e.results if not ok]
    return 1 if failed or len(e2e.results) != N_CHECKS else 0


if __name__ == "__main__":
    sys.exit(main())
