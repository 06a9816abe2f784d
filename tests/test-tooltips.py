#!/usr/bin/python3
# test-tooltips.py: a tooltip is one line high in Japanese as in English.
# GTK 4.8 wraps a tooltip at as many average character widths as it has
# characters, and a Japanese character is about two of them wide: the
# main menu's "メインメニュー" broke after "メインメ".  The real binary
# runs in English, then in Japanese; the pointer rests on the Main Menu
# button; the tooltip's X window must be no taller in Japanese than one
# line and a half of the English one.
#
# Usage: test-tooltips.py TENGEN GSETTINGS_SCHEMA_DIR   (prints TAP)
#
# Copyright 2026 The Tengen authors
# SPDX-License-Identifier: GPL-3.0-or-later

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tgapp  # noqa: E402
from tgapp import check, bail, note, wait_for  # noqa: E402

N_CHECKS = 2


def tooltip_height(session, locale, button_name):
    """The height of the tooltip the Main Menu button shows in LOCALE."""
    session.env.update({"LANG": locale, "LC_ALL": locale, "LANGUAGE": ""})
    app = session.launch()
    frame = app.window(lambda name: name != "")
    if frame is None:
        bail("no window in " + locale)
    title = frame.name
    main = app.x_window(title)
    menu = app.widget(frame, "push button", button_name)
    if main is None or menu is None:
        bail("no %r button in %s" % (button_name, locale))
    geometry = dict(line.split("=") for line in
                    tgapp.xdotool("getwindowgeometry", "--shell", main).splitlines())
    extents = menu.queryComponent().getExtents(app.pyatspi.WINDOW_COORDS)
    x = int(geometry["X"]) + extents.x + extents.width // 2
    y = int(geometry["Y"]) + extents.y + extents.height // 2
    tgapp.xdotool("windowfocus", "--sync", main)
    tgapp.xdotool("mousemove", "--sync", str(x - 2), str(y))
    tgapp.xdotool("mousemove", "--sync", str(x), str(y))

    def tooltip():
        for wid in tgapp.xdotool("search", "--onlyvisible", "--pid", str(app.pid)).split():
            if wid != main:
                shape = dict(line.split("=") for line in tgapp.xdotool(
                    "getwindowgeometry", "--shell", wid).splitlines())
                return int(shape["WIDTH"]), int(shape["HEIGHT"])
        return None
    shape = wait_for(tooltip, timeout=10)
    app.process.terminate()
    app.process.wait()
    return shape


def run(tengen, schema_dir):
    session = tgapp.Session(tengen, schema_dir, prefix="tengen-tooltips-")
    try:
        english = tooltip_height(session, "en_US.UTF-8", "Main Menu")
        japanese = tooltip_height(session, "ja_JP.UTF-8", "メインメニュー")
        note("tooltip English %r, Japanese %r (width, height)" % (english, japanese))
        check(english is not None and japanese is not None, "each run shows the tooltip")
        check(english is not None and japanese is not None and japanese[1] < 1.5 * english[1],
              "the Japanese tooltip is one line, as the English one")
    finally:
        session.close()


if __name__ == "__main__":
    sys.exit(tgapp.main(run, N_CHECKS, "TG_TOOLTIPS_INNER"))
