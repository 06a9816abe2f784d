#!/usr/bin/env bash
# Tengen's SGF figures beside Sabaki's: parse MB/s over corpus/games/ai and
# replay moves/s with the rules, then the ratios.  Sabaki's libraries are
# installed with npm into a scratch folder in the build folder, never into
# the repository, and never to a fixed path in /tmp, where another user
# could put code of their own for node to run.
#
#   build-aux/bench-sgf-sabaki.sh [BUILDDIR]     (default: _build)
#
# Environment: SABAKI_BENCH_DIR (scratch folder), TG_CORPUS.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${1:-$here/_build}
corpus=${TG_CORPUS:-$here/../shared/corpus}
scratch=${SABAKI_BENCH_DIR:-$build/sabaki-bench}

mkdir -p "$scratch"
if [ ! -d "$scratch/node_modules/@sabaki/sgf" ] || [ ! -d "$scratch/node_modules/@sabaki/go-board" ]; then
  (cd "$scratch" && [ -f package.json ] || echo '{"private": true}' > package.json)
  npm install --prefix "$scratch" --no-audit --no-fund --silent \
    @sabaki/sgf@3.4.7 @sabaki/go-board@1.4.3
fi

meson compile -C "$build" tests/bench/bench-sgf >/dev/null

echo "== Tengen ($build/tests/bench/bench-sgf)"
tengen=$("$build/tests/bench/bench-sgf" "$corpus")
echo "$tengen"
echo "== Sabaki (@sabaki/sgf 3.4.7, @sabaki/go-board 1.4.3, node $(node --version))"
sabaki=$(node "$here/tests/bench/bench-sgf-sabaki.mjs" "$scratch" "$corpus")
echo "$sabaki"

figure () { # figure TEXT LABEL: the first number after LABEL
  echo "$1" | awk -v label="$2" '$1 == label { print $2; exit }'
}
echo "== Ratios (Tengen / Sabaki)"
awk -v tp="$(figure "$tengen" parse:)" -v sp="$(figure "$sabaki" parse:)" \
    -v tr="$(figure "$tengen" replay:)" -v sr="$(figure "$sabaki" replay:)" 'BEGIN {
  printf "parse:        %.1f×  (%.1f vs %.2f MB/s)\n", tp / sp, tp, sp
  printf "replay:       %.1f×  (%.2f vs %.3f M moves/s)\n", tr / sr, tr, sr
}'
