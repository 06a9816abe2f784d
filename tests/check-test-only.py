#!/usr/bin/python3
# check-test-only.py: a public header declares what other code uses.  A
# function declared in a public header (not *-private.h) that nothing but
# the tests and its own definition names is either dead or kept for the
# tests; the tests then take it from a private header instead, and code
# nobody calls goes.  Private headers are included only by their own
# library's sources and by the tests.
#
# Usage: check-test-only.py SOURCE_ROOT   (prints TAP)
#
# Copyright 2026 The Tengen authors
# SPDX-License-Identifier: GPL-3.0-or-later

import os
import re
import sys

# Functions still public for the tests alone, to move to private headers;
# the list only shrinks (a name listed but used elsewhere again fails too).
ALLOWED = set("""
""".split())

LIBRARIES = ("rules", "app", "ui")
DECLARATION = re.compile(r"^(?:[A-Za-z_][\w \t*]*?)?\b(tg_\w+)\s*\(", re.M)
DEFINITION = re.compile(r"^(tg_\w+)\s*\(", re.M)
IDENTIFIER = re.compile(r"\b_?tg_\w+\b")
COMMENT = re.compile(r"/\*.*?\*/|//[^\n]*", re.S)
# The process layer's calls for the protocols over it, one of which
# (the analysis engine) is a library of its own above it.
PROTOCOL_HEADERS = {"tg-engine-process-private.h": {"app/analysis"}}
LOCAL_INCLUDE = re.compile(r'#\s*include\s*"([^"]+)"')

results = []


def check(ok, description, details=()):
    results.append(ok)
    print(("ok" if ok else "not ok"), len(results), "-", description, flush=True)
    for line in details:
        print("#", line)
    return ok


def read(path):
    with open(path, encoding="utf-8") as f:
        return COMMENT.sub(" ", f.read())


def walk(root, tops, suffixes):
    for top in tops:
        for dirpath, _, files in os.walk(os.path.join(root, top)):
            if "_build" in os.path.relpath(dirpath, root).split(os.sep):
                continue
            for name in sorted(files):
                if name.endswith(suffixes):
                    yield os.path.join(dirpath, name)


def main():
    if len(sys.argv) != 2:
        print("usage: check-test-only.py SOURCE_ROOT", file=sys.stderr)
        return 2
    root = sys.argv[1]

    sources = {path: read(path) for path in walk(root, LIBRARIES, (".c", ".h"))}
    templates = {path: open(path, encoding="utf-8").read()
                 for path in walk(root, LIBRARIES + ("resources",), (".ui", ".xml"))}
    tests = {path: read(path) for path in walk(root, ("tests",), (".c", ".h"))}

    # Declared in a public header; a macro or G_DECLARE_* is no function.
    public = {}
    for path, text in sources.items():
        if not path.endswith(".h") or path.endswith("-private.h"):
            continue
        for match in DECLARATION.finditer(text):
            name = match.group(1)
            if not name.endswith("_get_type"):
                public.setdefault(name, os.path.relpath(path, root))

    # Every mention outside the tests, less each declaration and definition.
    uses = {}
    for path, text in list(sources.items()) + list(templates.items()):
        for name in IDENTIFIER.findall(text):
            uses[name] = uses.get(name, 0) + 1
        if path.endswith(".h"):
            for match in DECLARATION.finditer(text):
                uses[match.group(1)] = uses.get(match.group(1), 0) - 1
        elif path.endswith(".c"):
            # A definition names itself, and its body may too (a GTask's
            # source tag): neither is a use.
            for match in DEFINITION.finditer(text):
                name = match.group(1)
                end = text.find("\n}\n", match.end())
                body = text[match.start():end if end >= 0 else len(text)]
                uses[name] = uses.get(name, 0) - len(re.findall(rf"\b{name}\b", body))
    tested = set()
    for text in tests.values():
        tested.update(IDENTIFIER.findall(text))

    unused = sorted(name for name in public if uses.get(name, 0) <= 0)
    found = [f"{name} ({public[name]}, {'tests only' if name in tested else 'no use'})"
             for name in unused if name not in ALLOWED]
    stale = sorted(name for name in ALLOWED if name not in unused)
    check(len(public) > 500, f"{len(public)} public functions read")
    check(not found, "every public function is used outside the tests", found)
    check(not stale, "the allow-list names only test-only functions", stale)
    print(f"# {len(unused)} test-only or unused public functions, "
          f"{len(ALLOWED)} allowed", flush=True)

    # A private header serves its own library and the tests, no one else.
    home = {os.path.basename(path): os.path.dirname(path)
            for path in sources if path.endswith("-private.h")}
    foreign = []
    for path, text in sources.items():
        for number, line in enumerate(open(path, encoding="utf-8"), 1):
            match = LOCAL_INCLUDE.search(line)
            if match is None:
                continue
            header = os.path.basename(match.group(1))
            library = os.path.relpath(os.path.dirname(path), root)
            if (header in home and home[header] != os.path.dirname(path)
                    and library not in PROTOCOL_HEADERS.get(header, ())):
                foreign.append(f"{os.path.relpath(path, root)}:{number}: {header}")
    check(not foreign, "private headers are included only by their library and tests",
          foreign)

    print(f"1..{len(results)}")
    return 0 if all(results) else 1


if __name__ == "__main__":
    sys.exit(main())
