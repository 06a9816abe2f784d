#!/usr/bin/python3
# check-corpus-tests.py: in meson's log of a run, every test of the suite
# "corpus" was skipped saying why (a clone alone: "skipped"), or every one
# ran and passed (beside the corpus: "ran"); and there was at least one.
#
# Usage: check-corpus-tests.py BUILDDIR/meson-logs/testlog.json skipped|ran
#
# Copyright 2026 The Tengen authors
# SPDX-License-Identifier: GPL-3.0-or-later

import json
import sys

log_path, expect = sys.argv[1], sys.argv[2]
names = []
wrong = []
with open(log_path, encoding="utf-8") as log:
    for line in log:
        test = json.loads(line)
        # Meson names a test "project:suite+suite / name".
        suites = test["name"].split(" / ")[0].split(":")[-1].split("+")
        if "corpus" not in suites:
            continue
        names.append(test["name"])
        said_why = "# SKIP no corpus at " in (test.get("stdout") or "")
        if expect == "skipped" and not (test["result"] == "SKIP" and said_why):
            wrong.append(f"{test['name']}: {test['result']}")
        if expect == "ran" and test["result"] != "OK":
            wrong.append(f"{test['name']}: {test['result']}")
if not names:
    sys.exit(f"{log_path}: no test of the suite corpus")
if wrong:
    sys.exit(f"tests over the corpus not {expect}:\n  " + "\n  ".join(wrong))
print(f"{len(names)} tests over the corpus {expect}: {' '.join(sorted(names))}")
