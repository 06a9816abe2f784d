#!/usr/bin/python3
# test-first-frame.py: TENGEN_REPORT_FIRST_FRAME says "document-shown" on
# every launch with a record, no earlier than "first-frame": the real
# binary is started several times on a short record and on a long one
# (read for long enough that "Opening…" is shown, which crashed some
# launches), and each run must print both lines before it is told to
# quit.
#
# Usage: test-first-frame.py TENGEN GSETTINGS_SCHEMA_DIR   (prints TAP)
#
# Copyright 2026 The Tengen authors
# SPDX-License-Identifier: GPL-3.0-or-later

import os
import select
import signal
import subprocess
import sys
import tempfile
import time

LAUNCHES = 4
# Far beyond a launch on a loaded machine: reaching it is the failure.
DEADLINE = 60.0

tengen, schema_dir = sys.argv[1], sys.argv[2]


def write_records(folder):
    short = os.path.join(folder, "short.sgf")
    with open(short, "w") as f:
        f.write("(;GM[1]FF[4]SZ[9];B[ee];W[cc];B[gc])")
    # Passes, 60,000 of them: over the 300 ms after which the window says
    # it is opening the file.
    long = os.path.join(folder, "long.sgf")
    with open(long, "w") as f:
        f.write("(;GM[1]FF[4]SZ[19]")
        f.write("".join(";B[]" if i % 2 == 0 else ";W[]" for i in range(60000)))
        f.write(")")
    return short, long


def launch(record, folder):
    """The report's lines of one launch, until document-shown or the end."""
    env = dict(os.environ)
    env.update({
        "TENGEN_REPORT_FIRST_FRAME": "1",
        "GSETTINGS_BACKEND": "memory",
        "GSETTINGS_SCHEMA_DIR": schema_dir,
        "XDG_CONFIG_HOME": os.path.join(folder, "config"),
        "XDG_DATA_HOME": os.path.join(folder, "data"),
        "XDG_STATE_HOME": os.path.join(folder, "state"),
        "XDG_CACHE_HOME": os.path.join(folder, "cache"),
    })
    process = subprocess.Popen([tengen, record], env=env, stdout=subprocess.DEVNULL,
                               stderr=subprocess.PIPE)
    lines = {}
    text = []
    pending = b""
    end = time.monotonic() + DEADLINE
    try:
        while "document-shown" not in lines and time.monotonic() < end:
            ready, _, _ = select.select([process.stderr], [], [], end - time.monotonic())
            if not ready:
                break
            chunk = os.read(process.stderr.fileno(), 4096)
            if not chunk:
                break
            pending += chunk
            *complete, pending = pending.split(b"\n")
            for line in complete:
                text.append(line.decode("utf-8", "replace"))
                words = line.decode("utf-8", "replace").split()
                if len(words) >= 2 and words[0] in ("first-frame", "document-shown"):
                    lines.setdefault(words[0], int(words[1]))
    finally:
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(timeout=DEADLINE)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
    if "document-shown" not in lines:
        for line in text[-20:]:
            print("# " + line)
        print("# exit status %s" % process.returncode)
    return lines


def main():
    with tempfile.TemporaryDirectory(prefix="tengen-first-frame-") as folder:
        short, long = write_records(folder)
        runs = [(name, path) for name, path in (("short", short), ("long", long))
                for _ in range(LAUNCHES)]
        print("1..%d" % len(runs))
        for number, (name, path) in enumerate(runs, 1):
            lines = launch(path, folder)
            ok = ("first-frame" in lines and "document-shown" in lines
                  and lines["first-frame"] <= lines["document-shown"])
            print("%s %d - %s record: first-frame then document-shown (%s)"
                  % ("ok" if ok else "not ok", number, name, lines))
            sys.stdout.flush()


main()
