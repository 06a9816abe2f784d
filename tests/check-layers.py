#!/usr/bin/python3
# check-layers.py: the folders are the layers.  Every source of a library
# includes only its own headers and those of the libraries below it; the
# GTK-free libraries include no GTK; tengen-cli links no GTK and carries
# no .ui template.
#
# Usage: check-layers.py SOURCE_ROOT TENGEN_CLI   (prints TAP)
#
# Copyright 2026 The Tengen authors
# SPDX-License-Identifier: GPL-3.0-or-later

import os
import re
import subprocess
import sys

# Each library and the libraries it stands on directly, as the folders'
# meson.build files link them.
BELOW = {
    "rules": [],
    "app/locale": [],
    "ui/board": ["rules"],
    "app/engine": ["rules"],
    "app/analysis": ["app/engine"],
    "app/match": ["app/engine"],
    "app/document": ["rules"],
    "app/library": ["app/document"],
    "app/cli": ["ui/board", "app/analysis", "app/match", "app/document", "app/library",
                "app/locale"],
    "ui/widgets": ["ui/board", "app/analysis", "app/match", "app/document"],
    "ui/tree": ["rules"],
    "ui/classroom": ["ui/widgets", "ui/tree"],
    "ui/dialogs": ["ui/widgets"],
    "ui/library": ["ui/widgets", "app/library"],
    "ui/window": ["ui/classroom", "ui/dialogs", "ui/library"],
    "app/application": ["ui/window", "app/locale"],
}
GTK_FREE = {"rules", "app/locale", "ui/board", "app/engine", "app/analysis", "app/match",
            "app/document", "app/library", "app/cli"}
GTK_INCLUDE = re.compile(r'#\s*include\s*<(gtk/|gdk/|gsk/|adwaita\.h)')
LOCAL_INCLUDE = re.compile(r'#\s*include\s*"([^"]+)"')

results = []


def check(ok, description, details=()):
    results.append(ok)
    print(("ok" if ok else "not ok"), len(results), "-", description, flush=True)
    for line in details:
        print("#", line)
    return ok


def reachable(library):
    seen = {library}
    stack = [library]
    while stack:
        for lower in BELOW[stack.pop()]:
            if lower not in seen:
                seen.add(lower)
                stack.append(lower)
    return seen


def library_of(root, path):
    folder = os.path.relpath(os.path.dirname(path), root)
    return folder if folder in BELOW else None


def main():
    if len(sys.argv) != 3:
        print("usage: check-layers.py SOURCE_ROOT TENGEN_CLI", file=sys.stderr)
        return 2
    root, cli = sys.argv[1], sys.argv[2]

    # Which library each header belongs to, from where it lives.
    sources = []
    home = {}
    misplaced = []
    for top in ("rules", "app", "ui"):
        for dirpath, _, files in os.walk(os.path.join(root, top)):
            for name in files:
                path = os.path.join(dirpath, name)
                library = library_of(root, path)
                if name.endswith((".c", ".h")):
                    if library is None:
                        misplaced.append(os.path.relpath(path, root))
                        continue
                    sources.append((path, library))
                    if name.endswith(".h"):
                        home[name] = library

    upward = []
    gtk = []
    for path, library in sources:
        allowed = reachable(library)
        with open(path, encoding="utf-8") as f:
            for number, line in enumerate(f, 1):
                where = f"{os.path.relpath(path, root)}:{number}"
                if library in GTK_FREE and GTK_INCLUDE.search(line):
                    gtk.append(f"{where}: {line.strip()} in GTK-free {library}")
                match = LOCAL_INCLUDE.search(line)
                if match is None:
                    continue
                header = os.path.basename(match.group(1))
                owner = home.get(header)
                if owner is not None and owner not in allowed:
                    upward.append(f"{where}: {library} includes {header} from {owner}")

    check(len(sources) > 100, f"{len(sources)} sources read")
    check(not misplaced, "every source is in a library's folder", misplaced)
    check(not upward, "no source includes from a library above or beside its own", upward)
    check(not gtk, "no GTK in the GTK-free libraries", gtk)

    linked = subprocess.run(["ldd", cli], capture_output=True, text=True).stdout
    gtk_libraries = [line.strip() for line in linked.splitlines()
                     if re.search(r"lib(gtk-4|adwaita-1)", line)]
    check("libglib-2.0" in linked and not gtk_libraries,
          "tengen-cli links GLib and no GTK", gtk_libraries)
    with open(cli, "rb") as f:
        binary = f.read()
    templates = sorted(set(re.findall(rb"tg-[a-z-]+\.ui", binary)))
    check(b"<interface" not in binary and not templates,
          "tengen-cli holds no .ui template", [t.decode() for t in templates])

    print(f"1..{len(results)}")
    return 0 if all(results) else 1


if __name__ == "__main__":
    sys.exit(main())
