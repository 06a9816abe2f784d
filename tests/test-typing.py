#!/usr/bin/python3
# test-typing.py: a person types into every text field of the window and
# its dialogs — the comment, the position's name, the label dialog, Game
# Info (ranks included), the library's search, Go to Move's number, New
# Game's names — every printable
# ASCII character and a CJK phrase, with real key events on the X display.
# No key may reach the game: the saved record differs from the original
# only in the properties typed into, and has as many nodes.
#
# Usage: test-typing.py TENGEN GSETTINGS_SCHEMA_DIR   (prints TAP)
#
# Copyright 2026 The Tengen authors
# SPDX-License-Identifier: GPL-3.0-or-later

import os
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tgapp  # noqa: E402
from tgapp import act, check, bail, note, wait_for  # noqa: E402

# Thirteen moves on 9×9, no comment or name anywhere.
GAME = ("(;GM[1]FF[4]CA[UTF-8]SZ[9]KM[6.5]PB[Ann]PW[Ben]"
        ";B[gd];W[cf];B[dc];W[gf];B[ef];W[eg];B[fg];W[dg];B[fe];W[gg];B[fh];W[cc];B[cd])\n")

# Every printable ASCII character: the game's single keys (p, h, n, …),
# SGF's own specials (] and \) and the punctuation a comment holds.
ASCII = "".join(chr(c) for c in range(32, 127))
CJK = "黑棋好手"

N_CHECKS = 10


def saved(path):
    with open(path, encoding="utf-8") as f:
        return tgapp.sgf_nodes(f.read())


def differences(before, after):
    """The (node index, property) pairs whose values differ."""
    found = []
    for i, (a, b) in enumerate(zip(before, after)):
        for ident in sorted(set(a) | set(b)):
            if ident == "AP":
                continue
            if a.get(ident) != b.get(ident):
                found.append((i, ident))
    return found


def run(tengen, schema_dir):
    session = tgapp.Session(tengen, schema_dir, prefix="tengen-typing-")
    try:
        journey(session, tengen)
    finally:
        session.close()


def journey(session, tengen):
    game = session.write("game.sgf", GAME)
    baseline_path = session.path("baseline.sgf")
    cli = os.path.join(os.path.dirname(session.tengen), "tengen-cli")
    subprocess.run([cli, "convert", game, "-o", baseline_path], check=True,
                   env=session.env, capture_output=True)
    baseline = saved(baseline_path)
    if len(baseline) != 14:
        bail("the baseline has %d nodes" % len(baseline))

    app = session.launch(game)
    title = "game.sgf"
    frame = app.window(lambda name: title in name)
    if frame is None:
        bail("no window titled after the opened file")

    def save_and_read(expect):
        """Ctrl+S, then the record once the file holds what EXPECT wants."""
        app.key("ctrl+s")
        return wait_for(lambda: (lambda nodes: nodes if expect(nodes) else None)(saved(game)),
                        timeout=15)

    # 1. The comment box.
    comment = app.widget(frame, "text", "Comment")
    name = app.widget(frame, "text", "Node Name")
    if comment is None or name is None:
        bail("the comment box or the name field is missing")
    app.click(comment, title)
    wait_for(lambda: app.focused(frame) is not None)
    typed_comment = ASCII + " " + CJK
    app.type_text(typed_comment)
    nodes = save_and_read(lambda n: any("C" in node for node in n))
    if nodes is None:
        bail("the comment never reached the file")
    diff = differences(baseline, nodes)
    commented = [i for i, ident in diff if ident == "C"]
    check(len(nodes) == len(baseline) and len(diff) == 1 and len(commented) == 1,
          "typing a comment changes one property of one node and adds no node")
    at = commented[0] if commented else 0
    check(nodes[at].get("C") == [typed_comment],
          "the comment holds every character typed, CJK included")
    if nodes[at].get("C") != [typed_comment]:
        note("typed: %r" % typed_comment)
        note("saved: %r" % nodes[at].get("C"))

    # 2. The position's name.
    app.click(name, title)
    app.type_text(ASCII)
    nodes = save_and_read(lambda n: any("N" in node for node in n))
    diff = differences(baseline, nodes or [])
    check(nodes is not None and len(nodes) == len(baseline)
          and sorted(diff) == sorted([(at, "C"), (at, "N")])
          and nodes[at].get("N") == [ASCII],
          "typing a name sets N on the same node and nothing else")

    expected = [(at, "C"), (at, "N")]

    # 3. A label of one's own on the board: the Label tool, a click on
    # E5, the text into the dialog's entry, Enter.
    board = app.widget(frame, "table")
    if board is None:
        bail("no board")
    app.key("alt+e")
    app.click(board, title)
    label_dialog = app.window(lambda n: n.startswith("Label for"), timeout=10)
    labelled = None
    if label_dialog is not None:
        point = label_dialog.name[len("Label for "):]
        # What a window manager does when a dialog maps: give it the
        # keyboard.  Xvfb has none; GTK then asks for the focus itself,
        # and the test does not rest on that.
        dialog_wid = app.x_window_other_than(title)
        if dialog_wid is not None:
            tgapp.xdotool("windowfocus", "--sync", dialog_wid)
        text = ASCII + CJK
        app.type_text(text)
        app.key("Return")
        wait_for(lambda: app.window(lambda n: n.startswith("Label for"), timeout=0) is None)
        tgapp.xdotool("windowfocus", "--sync", app.x_window(title))
        app.key("Escape")
        nodes = save_and_read(lambda n: "LB" in n[at])
        coord = "abcdefghjklmnopqrst".index(point[0].lower())
        sgf_point = "abcdefghi"[coord] + "abcdefghi"[9 - int(point[1:])]
        labelled = nodes is not None and nodes[at].get("LB") == [sgf_point + ":" + text]
        expected.append((at, "LB"))
        diff = differences(baseline, nodes or [])
        if not labelled or sorted(diff) != sorted(expected):
            note("label: %r, differences %r" % (nodes[at].get("LB") if nodes else None, diff))
        labelled = labelled and len(nodes) == len(baseline) and sorted(diff) == sorted(expected)
    check(labelled, "the label dialog takes every character and sets one label, nothing else")

    # 4. Game Info: an entry row of each group and the game comment.
    app.key("ctrl+i")
    info = app.window(lambda n: n == "Game Info")
    if info is None:
        bail("Ctrl+I opens no Game Info dialog")
    fields = {"Black’s Rank": "BR", "White’s Rank": "WR", "Event": "EV", "Place": "PC", "Opening": "ON", "Source": "SO",
              "Copyright": "CP"}
    scroller = app.widget(info, "scroll pane")
    typed_info = {}
    for label, ident in fields.items():
        entry = app.widget(info, "text", label)
        if entry is None:
            check(False, "Game Info has a field named %s" % label)
            continue
        if scroller is not None:
            app.scroll_into_view(entry, "Game Info", scroller)
        app.click(entry, "Game Info")
        text = ASCII + (CJK if ident == "EV" else "")
        app.type_text(text)
        # A one-line field is simple text: its edges' spaces are not kept.
        typed_info[ident] = text.strip()
    apply_button = app.widget(info, "push button", "Apply")
    if apply_button is None:
        bail("Game Info has no Apply button")
    act(apply_button)
    wait_for(lambda: app.window(lambda n: n == "Game Info", timeout=0) is None)
    nodes = save_and_read(lambda n: "EV" in n[0])
    diff = differences(baseline, nodes or [])
    expected = sorted(expected + [(0, ident) for ident in typed_info])
    check(nodes is not None and len(nodes) == len(baseline) and sorted(diff) == expected
          and all(nodes[0].get(ident) == [text] for ident, text in typed_info.items()),
          "Game Info's fields take every character and change only their properties")
    if nodes is None or sorted(diff) != expected:
        note("differences: %r" % diff)
    for ident, text in typed_info.items():
        if nodes is not None and nodes[0].get(ident) != [text]:
            note("%s: %r" % (ident, nodes[0].get(ident)))
    # Xvfb has no window manager to give the window the keyboard back.
    tgapp.xdotool("windowfocus", "--sync", app.x_window(title))

    # 5. The library's search field, in its own window.
    menu = app.widget(frame, "push button", "Main Menu")
    app.click(menu, title)
    item = wait_for(lambda: next((found for found in (
        tgapp.find(w, lambda a: a.name == "Library" and a.getRoleName() == "menu item")
        for w in app.windows()) if found is not None), None), timeout=5)
    library = None
    if item is not None:
        act(item)
        library = app.window(lambda n: n.startswith("Library"), timeout=10)
    search = wait_for(lambda: tgapp.find(library, lambda a: a.getRoleName() in (
        "text", "entry", "search box")), timeout=5) if library is not None else None
    if search is not None:
        app.click(search, "Library")
        app.type_text(ASCII + CJK)
        app.key("ctrl+w")
        wait_for(lambda: app.window(lambda n: n.startswith("Library"), timeout=0) is None)
        tgapp.xdotool("windowfocus", "--sync", app.x_window(title))
    if not check(search is not None, "the library's search field was typed into"):
        note("menu item %r, windows %r" % (item, [w.name for w in app.windows()]))

    # 6. Go to Move's number (Ctrl+G), then Escape: no jump, nothing played.
    app.key("ctrl+g")
    number = wait_for(lambda: next((found for found in (
        tgapp.find(w, lambda a: a.name == "Move Number" and a.getRoleName() in (
            "spin button", "text", "entry")
            and a.getState().contains(app.pyatspi.STATE_FOCUSED))
        for w in app.windows()) if found is not None), None), timeout=5)
    if number is not None:
        app.type_text(ASCII + CJK)
        app.key("Escape")
    check(number is not None, "Go to Move's number field was typed into")

    # 7. New Game's names, then Cancel.
    app.key("ctrl+n")
    new_game = app.window(lambda n: n == "New Game")
    black = app.widget(new_game, "text", "Black") if new_game is not None else None
    if black is not None:
        app.click(black, "New Game")
        app.key("ctrl+a")
        app.type_text(ASCII)
    check(black is not None, "New Game's name field was typed into")
    app.key("Escape")
    wait_for(lambda: app.window(lambda n: n == "New Game", timeout=0) is None)

    # Nothing typed anywhere reached the game: the record has what the
    # fields were given and no node or property more.
    nodes = save_and_read(lambda n: True)
    diff = differences(baseline, nodes or [])
    check(nodes is not None and len(nodes) == len(baseline) and sorted(diff) == expected,
          "after every field, the record differs only in what was typed into them")
    if nodes is not None and sorted(diff) != expected:
        note("differences: %r" % diff)
    check(wait_for(lambda: not (frame.name or "").startswith("•")),
          "the saved game is not marked modified")


if __name__ == "__main__":
    sys.exit(tgapp.main(run, N_CHECKS, "TG_TYPING_INNER"))
