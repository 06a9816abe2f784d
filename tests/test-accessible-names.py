#!/usr/bin/python3
# test-accessible-names.py: what a screen reader hears, read from the real
# tengen binary through AT-SPI.  The main window, the final score, New
# Game and its Nigiri page, Preferences, Game Info, problem mode,
# presentation, a follower window and the Save Changes prompt are opened
# as a user opens them, and every name in each is
# checked: no raw mnemonic ("_Pass Pass"), no class name ("GtkLabel",
# "GtkToggleButton"), no button without a name.
#
# Usage: test-accessible-names.py TENGEN GSETTINGS_SCHEMA_DIR   (prints TAP)
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
from tgapp import act, results, check, bail, wait_for, hold_display  # noqa: E402

# A finished game, so that the final score can be opened; no underscore
# in the file name, which the window title shows.
GAME = "(;GM[1]FF[4]CA[UTF-8]SZ[9]KM[6.5]RE[W+6.5]PB[Ann]PW[Ben];B[cc];W[gg])\n"

# A mnemonic left in a name: "_Pass", "Resu_me", "停一手(_P)".
MNEMONIC = re.compile(r"_[^\W_]")
CLASS_NAME = re.compile(r"^(Gtk|Adw|Tg)[A-Z][A-Za-z]*$")
# Roles a person hears by name: controls, text, windows.  Containers
# (panels, fillers, lists, menus) and images are GTK's and libadwaita's
# own structure and are left out of the class-name check.
NAMED_ROLES = {
    "push button", "toggle button", "check box", "radio button", "menu item",
    "check menu item", "radio menu item", "combo box", "spin button", "entry",
    "text", "password text", "slider", "scroll bar", "page tab", "link", "label",
    "heading", "table", "dialog", "frame", "switch",
}
BUTTON_ROLES = {
    "push button", "toggle button", "check box", "radio button", "menu item",
    "check menu item", "radio menu item", "page tab", "link", "switch",
}

def walk(accessible):
    """Depth-first with an explicit stack: no deep recursion."""
    stack = [accessible]
    while stack:
        node = stack.pop()
        try:
            children = [node[i] for i in range(node.childCount)]
        except Exception:
            continue
        yield node
        stack.extend(reversed([c for c in children if c is not None]))


def find(accessible, predicate):
    for node in walk(accessible):
        try:
            if predicate(node):
                return node
        except Exception:
            continue
    return None


def problems(window):
    found = []
    for node in walk(window):
        try:
            role = node.getRoleName()
            name = node.name or ""
        except Exception:
            continue
        if MNEMONIC.search(name):
            found.append("raw mnemonic: %s %r" % (role, name))
        elif role in NAMED_ROLES and CLASS_NAME.match(name):
            found.append("class name: %s %r" % (role, name))
        elif role in BUTTON_ROLES and not name.strip():
            found.append("unnamed: %s" % role)
    return found


def check_names(window, where):
    found = problems(window)
    for line in found:
        print("#", where + ":", line)
    return check(not found, where + ": every name is one a person would say")


def inner(tengen, schema_dir):
    # G_DEBUG=fatal-warnings is meant for the app; the AT-SPI client
    # library warns about other clients on the bus and must not abort.
    app_g_debug = os.environ.pop("G_DEBUG", None)
    import pyatspi

    tmp = tempfile.mkdtemp(prefix="tengen-names-")
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
        "XDG_STATE_HOME": os.path.join(tmp, "state"),
        "GTK_A11Y": "atspi",
        # As in test-e2e.py: the cairo renderer gets the app onto the
        # accessibility bus under Xvfb every time.
        "GSK_RENDERER": "cairo",
        "NO_AT_BRIDGE": "0",
        # The names compared are the untranslated ones.
        "LANGUAGE": "C",
        "LANG": "C.UTF-8",
        "LC_ALL": "C.UTF-8",
    })
    if app_g_debug is not None:
        env["G_DEBUG"] = app_g_debug
    holder = wait_for(hold_display)
    if holder is None:
        bail("cannot connect to the X display")
    bus = subprocess.Popen(["/usr/libexec/at-spi-bus-launcher", "--launch-immediately"],
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    app = subprocess.Popen([tengen, game], env=env, stdout=subprocess.PIPE,
                           stderr=subprocess.STDOUT, text=True)
    try:
        run(pyatspi, app)
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


def run(pyatspi, app):
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
    if accessible_app is None:
        bail("the app is not on the accessibility bus")

    def toplevel(name):
        def match():
            # Windows come and go while the list is read.
            try:
                windows = [accessible_app[i] for i in range(accessible_app.childCount)]
            except Exception:
                return None
            for window in windows:
                try:
                    if window is not None and window.name == name:
                        return window
                except Exception:
                    continue
            return None
        return match

    def gone(name):
        return lambda: toplevel(name)() is None

    def widget(window, role, name):
        return wait_for(lambda: find(window, lambda a: a.getRoleName() == role
                                     and a.name == name), timeout=10)

    def press(window, role, name):
        # A menu button is a button holding the toggle that acts.
        target = wait_for(lambda: find(window, lambda a: a.getRoleName() == role
                                       and a.name == name
                                       and a.queryAction().nActions > 0), timeout=10)
        if target is None:
            bail("no %s named %r to press" % (role, name))
        act(target)

    def open_menu_item(name):
        press(frame, "push button", "Main Menu")
        press(frame, "menu item", name)

    frame = wait_for(toplevel("game.sgf"))
    if frame is None:
        bail("no window")
    check_names(frame, "main window")
    check(widget(frame, "push button", "Pass") is not None,
          "the Pass button is named “Pass”, without its mnemonic")

    open_menu_item("Final Score")
    score = wait_for(toplevel("Final Score"))
    if score is None:
        bail("no score dialog")
    check(score.getRoleName() == "dialog", "the score is presented as a dialog")
    press(score, "push button", "Other Ways to Count")
    check_names(score, "score dialog")
    press(score, "push button", "Close")
    wait_for(gone("Final Score"))

    press(frame, "push button", "New Game")
    new_game = wait_for(toplevel("New Game"))
    if new_game is None:
        bail("no New Game dialog")
    check_names(new_game, "New Game")
    press(new_game, "push button", "Nigiri…")
    check(widget(new_game, "push button", "Odd") is not None
          and widget(new_game, "push button", "Even") is not None,
          "the Nigiri guesses are named “Odd” and “Even”")
    check(widget(new_game, "push button", "Back") is not None,
          "Nigiri’s back button is named “Back”")
    check_names(new_game, "Nigiri")
    press(new_game, "push button", "Back")
    press(new_game, "push button", "Cancel")
    wait_for(gone("New Game"))

    open_menu_item("Preferences")
    preferences = wait_for(toplevel("Preferences"))
    if preferences is None:
        bail("no Preferences window")
    check_names(preferences, "Preferences")
    press(preferences, "push button", "Close")
    wait_for(gone("Preferences"))

    open_menu_item("Game Info")
    info = wait_for(toplevel("Game Info"))
    if info is None:
        bail("no Game Info dialog")
    check_names(info, "Game Info")
    event = widget(info, "text", "Event")
    if event is None:
        bail("no Event entry")
    event.queryEditableText().setTextContents("Club night")
    press(info, "push button", "Apply")
    wait_for(gone("Game Info"))
    check(wait_for(lambda: frame.name.startswith("•")),
          "Game Info’s Apply marks the game modified")

    open_menu_item("Solve as Problems")
    check(widget(frame, "push button", "Next Problem") is not None
          and widget(frame, "push button", "Show Solution") is not None,
          "problem mode's buttons are named “Next Problem” and “Show Solution”")
    check_names(frame, "problem mode")
    press(frame, "push button", "Done")

    press(frame, "push button", "Present")
    check(widget(frame, "push button", "Pen") is not None
          and widget(frame, "push button", "Keep Marks in the Record") is not None,
          "presentation's pen and Keep Marks are named as said")
    check_names(frame, "presentation")
    press(frame, "push button", "Leave")
    check(widget(frame, "push button", "Present") is not None, "Leave ends the presentation")

    open_menu_item("New Follower Window")
    follower = wait_for(toplevel("Tengen — Follower"))
    if follower is None:
        bail("no follower window")
    check_names(follower, "follower window")

    press(frame, "push button", "Close")
    prompt = wait_for(toplevel("Save Changes?"))
    if prompt is None:
        bail("no Save Changes prompt")
    check_names(prompt, "Save Changes prompt")
    press(prompt, "push button", "Discard")
    try:
        status = app.wait(timeout=10)
    except subprocess.TimeoutExpired:
        status = None
    check(status == 0, "Discard closes the window and the app")


def main():
    if len(sys.argv) != 3:
        print("usage: test-accessible-names.py TENGEN GSETTINGS_SCHEMA_DIR", file=sys.stderr)
        return 2
    if os.environ.get("TG_NAMES_INNER") != "1":
        env = dict(os.environ, TG_NAMES_INNER="1")
        return subprocess.run(["dbus-run-session", "--", sys.executable, *sys.argv],
                              env=env).returncode
    planned = 19
    print("1..%d" % planned, flush=True)
    inner(sys.argv[1], sys.argv[2])
    failed = [d for ok, d in results if not ok]
    return 1 if failed or len(results) != planned else 0


if __name__ == "__main__":
    sys.exit(main())
