#!/usr/bin/env bash
# Regenerates resources/sounds/*.ogg with SoX (apt-get install sox
# libsox-fmt-base).  The files are committed; run this only to change them.
#
#   move.ogg     a stone set down on wood: one short, soft click
#   capture.ogg  prisoners picked up: a small rattle of stones
set -euo pipefail

out=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/resources/sounds
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$out"

# -R: SoX's noise is the same on every run, so regenerating changes nothing.
sx () { sox -R -V1 "$@"; }

# One click: a burst of noise, band-passed around @1 Hz, dying out in @2
# seconds, with a faint knock of the board below it.
click () {
  local name=$1 freq=$2 length=$3 gain=$4
  sx -n -r 44100 -c 1 "$tmp/$name-noise.wav" synth "$length" whitenoise \
    band "$freq" "$((freq / 2))" fade l 0.0005 "$length" "$length" gain -n "$gain"
  sx -n -r 44100 -c 1 "$tmp/$name-knock.wav" synth "$length" sine 180 \
    fade l 0.001 "$length" "$length" gain -n "$((gain - 14))"
  sx -m "$tmp/$name-noise.wav" "$tmp/$name-knock.wav" "$tmp/$name.wav"
}

click move 2600 0.09 -8
sx "$tmp/move.wav" -C 2 "$out/move.ogg" pad 0.005 0.02

# Prisoners lifted off the board, several at a time, each a little
# different in pitch and loudness.
click c1 3400 0.05 -10
click c2 2900 0.06 -12
click c3 3800 0.045 -13
click c4 3100 0.05 -15
sx -m "$tmp/c1.wav" \
  "|sox -V1 $tmp/c2.wav -p pad 0.055" \
  "|sox -V1 $tmp/c3.wav -p pad 0.095" \
  "|sox -V1 $tmp/c4.wav -p pad 0.16" \
  "$tmp/capture.wav" gain -n -9
sx "$tmp/capture.wav" -C 2 "$out/capture.ogg" pad 0.005 0.02

ls -l "$out"
