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

# What the benchmark reads from a record, afresh on every run since it
# costs nothing: komi, the recorded result and how it was counted.
#  - Fox writes komi ×100 (KM[375] under Chinese rules is 3¾ stones, 7.5
#    points); its KM[0] games are Japanese-rule games with the usual 6.5,
#    or no komi when there is a handicap, or, under Chinese rules, the
#    server's 3¾ stones.  Fan Hui's games against AlphaGo write it KO[7.5].
#  - Fox's Chinese results in quarters (W+2.25) are stones: ×2 in points.
#  - RU[Japanese] results are territory counts, which differ from the
#    area count by the difference in stones each side put on the board.
record_facts () {
  local f=$1
  grep -o -E '(KM|KO|RU|HA|RE|AP)\[[^]]*\]' "$f" | awk '
    { key = substr($0, 1, 2); v = substr($0, 4, length($0) - 4); if (!(key in p)) p[key] = v }
    END {
      chinese = p["RU"] ~ /^[Cc]hinese/
      japanese = p["RU"] ~ /^[Jj]apanese/
      k = ("KM" in p) ? p["KM"] + 0 : p["KO"] + 0
      if (k >= 100) { k /= 100; if (chinese && k < 5) k *= 2 }
      if (k == 0 && p["AP"] ~ /^YuanYu/ && ("KM" in p)) {
        if (japanese && p["HA"] + 0 == 0) k = 6.5
        else if (chinese) k = 7.5
      }
      re = p["RE"]
      if (chinese && re ~ /^[BW]\+[0-9]+\.[27]5$/) re = substr(re, 1, 2) (substr(re, 3) * 2)
      print "komi " k
      print "result " re
      print "scoring " (japanese ? "territory" : "area")
    }'
}

# What it needs from GNU Go, replaying the record: the final position,
# who is to move, the stones each side captured and GNU Go's dead stones.
cache_gnugo () {
  local f=$1 out=$2
  printf 'loadsgf %s\nlist_stones black\nlist_stones white\ncaptures black\ncaptures white\nfinal_status_list dead\nquit\n' "$f" \
    | "$gnugo" --mode gtp --chinese-rules \
    | awk 'BEGIN { split("to_move black white black_captures white_captures dead", key) }
           /^= / { n++; sub(/^= /, ""); printf "%s%s", (n > 1 ? "\n" : ""), key[n] }
           /^\?/ { print "error " $0 > "/dev/stderr" }
           n >= 1 && n <= 6 { printf " %s", $0 }
           END { print "" }' > "$out.tmp"
  mv "$out.tmp" "$out"
}

positions=$cache/positions
mkdir -p "$positions"
list=()
for f in "${games[@]}"; do
  name=$(basename "$f" .sgf)
  [ -s "$cache/$name.gnugo" ] || cache_gnugo "$f" "$cache/$name.gnugo"
  { echo "size 19"; record_facts "$f"; cat "$cache/$name.gnugo"; } > "$positions/$name.pos"
  list+=("$positions/$name.pos")
done

[ -x "$bench" ] || { echo "no $bench: build first" >&2; exit 1; }
exec "$bench" "${list[@]}"
