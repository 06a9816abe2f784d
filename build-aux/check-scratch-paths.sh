#!/usr/bin/env bash
# Fails when a developer script uses a fixed path under /tmp: on a shared
# machine another user can create that folder first and have their files
# (seeds, npm packages, cached answers) taken as ours.  Scratch folders
# belong in the build folder or come from mktemp -d.
#
#   build-aux/check-scratch-paths.sh SOURCE_ROOT
set -euo pipefail
src=${1:-$(dirname "$0")/..}
cd "$src"

echo "1..1"
# Lines that are not comments and name /tmp/ followed by a fixed name.
found=$(grep -nE '/tmp/[A-Za-z0-9_.-]' build-aux/*.sh build-aux/run-fuzz build-aux/tengen-dev \
        | grep -vE '^[^:]+:[0-9]+:[[:space:]]*#' || true)
if [ -n "$found" ]; then
  echo "not ok 1 - fixed paths under /tmp"
  echo "$found" | sed 's/^/# /'
  exit 1
fi
echo "ok 1 - no fixed path under /tmp in build-aux"
