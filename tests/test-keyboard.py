#!/usr/bin/python3
# test-keyboard.py: the keys and the focus as a person meets them in the
# real window, with real key and pointer events on the X display: an
# opened game has the board focused; on the board Left and Right step
# through the game until Up shows the cursor; in the tree, reached by Tab,
# the arrows go along the line or across the variations by its
# orientation; after a main-menu command the keys reach the board and
# Ctrl+Z undoes it; Escape
# leaves a markup tool, and presentation even after Keep Marks; Ctrl+G's
# move number goes there on Enter and nowhere on Escape; a new
# game starts with the board focused and its keys change nothing.
#
# Usage: test-keyboard.py TENGEN GSETTINGS_SCHEMA_DIR   (prints TAP)
#
# Copyright 2026 The Tengen authors
# SPDX-License-Identifier: GPL-3.0-or-later

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tgapp  # noqa: E402
from tgapp import act, check, bail, note, wait_for  # noqa: E402

# Black E5, White C7, then two variations: G3 (main line, then White G7)
# and C3.  The window's tree is vertical: down the line, across the
# variations.
GAME = "(;GM[1]FF[4]CA[UTF-8]SZ[9]KM[6.5];B[ee];W[cc](;B[gg];W[gc])(;B[cg];W[gg]))\n"
TITLE = "lesson.sgf"

N_CHECKS = 19


def run(tengen, schema_dir):
    session = tgapp.Session(tengen, schema_dir, prefix="tengen-keyboard-")
    try:
        journey(session)
    finally:
        session.close()


def journey(session):
    game = session.write(TITLE, GAME)
    app = session.launch(game)
    frame = app.window(lambda name: TITLE in name)
    if frame is None:
        bail("no window titled after the opened file")
    board = app.widget(frame, "table")
    tree = app.widget(frame, "tree", "Game Tree")
    if board is None or tree is None:
        bail("no board or no game tree")

    def heading():
        found = tgapp.find(frame, lambda a: a.getRoleName() == "label"
                           and (a.name or "").startswith("Move "))
        return found.name if found is not None else ""

    def focused_role():
        focus = app.focused(frame)
        return focus.getRoleName() if focus is not None else None

    def refocus():
        # Xvfb has no window manager to give the window back the
        # keyboard when a dialog closes: do what one would.
        tgapp.xdotool("windowfocus", "--sync", app.x_window(frame.name or ""))

    def settle_on(predicate, what):
        return check(wait_for(predicate, timeout=5), what)

    # An opened record: the board has the focus, so the game's keys work.
    check(wait_for(lambda: focused_role() == "table", timeout=10),
          "an opened game puts the focus on the board")
    # Records open at their start: End goes to the last move.
    app.key("End")
    wait_for(lambda: heading() == "Move 4")

    # A click on a stone (nothing is played) leaves the cursor hidden:
    # Left and Right step through the game, as everywhere.
    app.click(board, TITLE)
    app.key("Left")
    settle_on(lambda: heading() == "Move 3" and board.name.startswith("E5"),
              "after a click on the board Left steps back a move, not the cursor")
    app.key("Right")
    settle_on(lambda: heading() == "Move 4", "and Right steps forward")
    app.key("Up", "Left")
    settle_on(lambda: (board.name or "").startswith("D5") and heading() == "Move 4",
              "Up shows the board's cursor, then Left moves it and not the game")

    # The tree, vertical: Down and Up along the line, Right and Left
    # across the variations.  Tab takes the keys there (a click on a
    # node leaves them where they were).
    for _ in range(40):
        if focused_role() == "tree":
            break
        before = app.focused(frame)
        app.key("Tab")
        wait_for(lambda: app.focused(frame) != before, timeout=2)
    if focused_role() != "tree":
        bail("Tab never reaches the game tree")
    app.key("Home", "Down", "Down", "Down")
    settle_on(lambda: "G3" in (tree.description or ""),
              "in the tree Home and Down walk the main line to G3")
    app.key("Right")
    settle_on(lambda: "C3" in (tree.description or "") and "variation 2" in tree.description,
              "Right in a vertical tree goes to the next variation")
    app.key("Left", "Up")
    settle_on(lambda: "Move 2" in (tree.description or ""),
              "Left comes back to the first variation, Up steps up the line")

    # Escape leaves a markup tool: the next click plays again.
    app.key("End")
    wait_for(lambda: heading() == "Move 4")
    app.key("alt+t")
    app.key("Escape")
    # D5, a cell left of the centre, is empty.
    width = board.queryComponent().getExtents(app.pyatspi.WINDOW_COORDS).width
    app.click(board, TITLE, dx=width // 2 - width // 10)
    if not settle_on(lambda: heading() == "Move 5",
                     "Escape leaves the triangle tool: a click on an empty point plays"):
        note("heading %r, board %r, title %r" % (heading(), board.name, frame.name))
    app.key("ctrl+z")
    wait_for(lambda: heading() == "Move 4")

    # A main-menu command that acts on the game: afterwards the keys
    # reach the board, and Ctrl+Z undoes it.
    app.key("End")
    wait_for(lambda: heading() == "Move 4")
    menu = app.widget(frame, "push button", "Main Menu")
    app.click(menu, TITLE)
    item = wait_for(lambda: next((tgapp.find(w, lambda a: a.name == "Delete This Move and What Follows")
                                  for w in app.windows()), None), timeout=5)
    if item is None:
        bail("the main menu has no Delete This Move and What Follows")
    act(item)
    wait_for(lambda: heading() == "Move 3")
    check(wait_for(lambda: focused_role() == "table", timeout=5),
          "after a main-menu command the board has the focus")
    app.key("ctrl+z")
    settle_on(lambda: heading() == "Move 4" and not (frame.name or "").startswith("•"),
              "Ctrl+Z right after the menu command undoes it")

    # Go to Move: Ctrl+G asks for a move number, Enter goes there and the
    # keys are the board's again; Escape goes nowhere, and gives them back.
    def move_field():
        return next((found for found in (
            tgapp.find(w, lambda a: a.name == "Move Number" and a.getRoleName() in (
                "spin button", "text", "entry"))
            for w in app.windows()) if found is not None), None)

    def field_shown():
        # GTK 4.8 gives a closed popover's widgets no accessible.
        return move_field() is not None

    app.key("ctrl+g")
    field = wait_for(move_field, timeout=5)
    check(field is not None and wait_for(
        lambda: field.getState().contains(app.pyatspi.STATE_FOCUSED), timeout=5),
          "Ctrl+G opens a move number field that has the focus")
    app.key("ctrl+a")
    app.type_text("2")
    app.key("Return")
    settle_on(lambda: heading() == "Move 2" and not field_shown()
              and focused_role() == "table",
              "the move number and Enter go to that move, and the board has the focus")
    app.key("Right")
    settle_on(lambda: heading() == "Move 3", "then the board's keys work at once")
    app.key("ctrl+g")
    wait_for(field_shown, timeout=5)
    app.key("ctrl+a")
    app.type_text("1")
    app.key("Escape")
    settle_on(lambda: not field_shown() and heading() == "Move 3"
              and focused_role() == "table",
              "Escape closes the field without a jump and gives the board the focus")

    # Presentation: Keep Marks in the Record, then Escape still leaves.
    app.key("F11")
    triangle = app.widget(frame, "push button", "Triangle", timeout=10)
    pboard = app.widget(frame, "table", timeout=10)
    if triangle is None or pboard is None:
        bail("presentation shows no triangle tool or no board")
    app.click(triangle, TITLE)
    app.click(pboard, TITLE)
    keep = app.widget(frame, "push button", "Keep Marks in the Record", timeout=5)
    if keep is None:
        bail("no Keep Marks in the Record button")
    app.click(keep, TITLE)
    wait_for(lambda: (frame.name or "").startswith("•"), timeout=5)

    def tree_back():
        return tgapp.find(frame, lambda a: a.name == "Game Tree") is not None

    # Escape is held back while a toast slides in (libadwaita 1.2 crashes
    # on a toast dismissed then): a second press is a person's too.
    app.key("Escape")
    if not wait_for(tree_back, timeout=2):
        app.key("Escape")
    check(wait_for(tree_back, timeout=5),
          "Escape leaves presentation after Keep Marks in the Record")
    check("TR" in save_and_read(app, game),
          "the kept mark is in the record")

    # A new game: the focus is on the board, whose keys change nothing.
    app.key("ctrl+n")
    dialog = app.window(lambda n: n == "New Game")
    start_button = app.widget(dialog, "push button", "Start") if dialog is not None else None
    if start_button is None:
        bail("no New Game dialog with a Start button")
    app.click(start_button, "New Game")
    wait_for(lambda: app.window(lambda n: n == "New Game", timeout=0) is None)
    wait_for(lambda: TITLE not in (frame.name or ""), timeout=10)
    refocus()
    check(wait_for(lambda: focused_role() == "table", timeout=5),
          "a new game puts the focus on the board")
    app.key("Left", "Right", "space", "Up", "Down")
    check(wait_for(lambda: not (frame.name or "").startswith("•"), timeout=2)
          and not (frame.name or "").startswith("•"),
          "the arrows and Space on the new game's board change nothing in it")
    comment = app.widget(frame, "text", "Comment")
    check(comment is not None and comment.queryText().characterCount == 0,
          "the new game's comment is empty")


def save_and_read(app, path):
    app.key("ctrl+s")
    text = wait_for(lambda: (lambda t: t if "TR[" in t else None)(open(path, encoding="utf-8").read()),
                    timeout=10)
    return text or ""


if __name__ == "__main__":
    sys.exit(tgapp.main(run, N_CHECKS, "TG_KEYBOARD_INNER"))
