#!/usr/bin/env bash
# Measures the dead-stone estimator against GNU Go on the counted 19×19
# games of the AI corpus (those whose RE is a score, not R/T).
#
#   build-aux/bench-estimate.sh BUILDDIR [SAMPLE]
#
# GNU Go takes about half a second a game, so the final positions as it
# replays them and its answers to `final_status_list dead` are cached
# outside the repository, in $TG_BENCH_CACHE (default BUILDDIR/bench-estimate-cache,
# never a fixed path in /tmp, where another user could plant answers); a
# second run only times the estimator.  SAMPLE games (default all) are taken evenly spread
# over the sorted list, so one sample size always means the same games.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
builddir=${1:?usage: bench-estimate.sh BUILDDIR [SAMPLE]}
sample=${2:-0}
corpus=${TG_CORPUS:-$here/../shared/corpus}
cache=${TG_BENCH_CACHE:-$builddir/bench-estimate-cache}
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

# What the benchmark needs from a record, with GNU Go replaying it: the
# final position, who is to move, komi (Fox writes it ×100; its KM[0]
# games are Japanese-rule games with the usual 6.5), the recorded result
# and GNU Go's dead stones.
cache_game () {
  local f=$1 out=$2 km ru
  km=$(grep -o -m1 'KM\[[^]]*\]' "$f" | sed 's/KM\[\(.*\)\]/\1/' || true)
  ru=$(grep -o -m1 'RU\[[^]]*\]' "$f" || true)
  km=$(awk -v k="${km:-0}" -v ru="$ru" 'BEGIN {
         if (k >= 100) { k /= 100; if (ru ~ /Chinese/ && k < 5) k *= 2 }
         if (k == 0 && ru ~ /Japanese/) k = 6.5
         print k }')
  {
    echo "size 19"
    echo "komi $km"
    echo "result $(grep -o -m1 'RE\[[^]]*\]' "$f" | sed 's/RE\[\(.*\)\]/\1/')"
    printf 'loadsgf %s\nlist_stones black\nlist_stones white\nfinal_status_list dead\nquit\n' "$f" \
      | "$gnugo" --mode gtp --chinese-rules \
      | awk 'BEGIN { split("to_move black white dead", key) }
             /^= / { n++; sub(/^= /, ""); printf "%s%s", (n > 1 ? "\n" : ""), key[n] }
             /^\?/ { print "error " $0 > "/dev/stderr" }
             n >= 1 && n <= 4 { printf " %s", $0 }
             END { print "" }'
  } > "$out.tmp"
  mv "$out.tmp" "$out"
}

positions=()
for f in "${games[@]}"; do
  out=$cache/$(basename "$f" .sgf).pos
  [ -s "$out" ] || cache_game "$f" "$out"
  positions+=("$out")
done

[ -x "$bench" ] || { echo "no $bench: build first" >&2; exit 1; }
exec "$bench" "${positions[@]}"
