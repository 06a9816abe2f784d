#!/usr/bin/env bash
# Measures the dead-stone estimator against GNU Go on the counted 19×19
# games of the AI corpus (those whose RE is a score, not R/T).
#
#   build-aux/bench-estimate.sh BUILDDIR [SAMPLE]
#
# GNU Go takes about half a second a game, so its answers to
# `final_status_list dead` are cached outside the repository, in
# $TG_BENCH_CACHE (default /tmp/tengen-bench-estimate); a second run only
# times the estimator.  SAMPLE games (default all) are taken evenly spread
# over the sorted list, so one sample size always means the same games.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
builddir=${1:?usage: bench-estimate.sh BUILDDIR [SAMPLE]}
sample=${2:-0}
corpus=${TG_CORPUS:-$here/../shared/corpus}
cache=${TG_BENCH_CACHE:-/tmp/tengen-bench-estimate}
gnugo=${GNUGO:-/usr/games/gnugo}
bench=$builddir/tests/bench/bench-estimate

command -v "$gnugo" >/dev/null || { echo "GNU Go not found (Debian package gnugo)" >&2; exit 1; }
mkdir -p "$cache"

mapfile -t games < <(grep -l -E 'RE\[[BW]\+[0-9]' "$corpus"/games/ai/*.sgf \
                     | xargs grep -L -E 'SZ\[([0-9]|1[0-8]|2[0-9])\]' | sort)
if [ "$sample" -gt 0 ] && [ "$sample" -lt "${#games[@]}" ]; then
  picked=()
  for ((i = 0; i < sample; i++)); do
    picked+=("${games[i * ${#games[@]} / sample]}")
  done
  games=("${picked[@]}")
fi

for f in "${games[@]}"; do
  out=$cache/$(basename "$f" .sgf).dead
  [ -s "$out" ] && continue
  # GTP answers "= A1 B2\nC3\n\n"; keep the points, one per line.
  printf 'loadsgf %s\nfinal_status_list dead\nquit\n' "$f" \
    | "$gnugo" --mode gtp --chinese-rules \
    | awk 'NR > 1 && /^= / { on = 1; sub(/^= /, "") }
           on && /^$/ { exit }
           on { for (i = 1; i <= NF; i++) print $i }' > "$out.tmp"
  # An empty list is an answer too: mark the file so it is not asked again.
  echo "# gnugo" >> "$out.tmp"
  mv "$out.tmp" "$out"
done

[ -x "$bench" ] || { echo "no $bench: build first" >&2; exit 1; }
exec "$bench" --gnugo-cache "$cache" "${games[@]}"
