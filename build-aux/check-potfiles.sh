#!/usr/bin/env bash
# Fails when po/POTFILES.in misses a source with translatable strings, or
# lists a file that is gone: a missed file's strings never reach the
# translators, and a stale entry makes xgettext (tengen-pot) fail.
#
#   build-aux/check-potfiles.sh SOURCE_ROOT
set -euo pipefail
src=${1:-$(dirname "$0")/..}
cd "$src"

# The sources the repository tracks; an unpacked tarball has no .git, so
# there it is every file.
if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  sources=$(git ls-files -- 'app/*.c' 'ui/*.c' 'ui/*.ui' 'rules/*.c')
else
  sources=$(find app ui rules \( -name '*.c' -o -name '*.ui' \) | sort)
fi

listed=$(grep -v -e '^#' -e '^[[:space:]]*$' po/POTFILES.in)

# _() N_() C_() NC_() as whole names, ngettext and g_dngettext, and the
# translatable properties of GtkBuilder files.
pattern='(^|[^[:alnum:]_])N?C?_[[:space:]]*\(|ngettext|translatable="yes"'

n=0
status=0
for f in $sources; do
  grep -qE "$pattern" "$f" || continue
  n=$((n + 1))
  if grep -qxF "$f" <<<"$listed"; then
    echo "ok $n - $f is in po/POTFILES.in"
  else
    echo "not ok $n - $f has translatable strings but is not in po/POTFILES.in"
    status=1
  fi
done
for f in $listed; do
  n=$((n + 1))
  if [ -f "$f" ]; then
    echo "ok $n - listed $f exists"
  else
    echo "not ok $n - po/POTFILES.in lists $f, which does not exist"
    status=1
  fi
done
echo "1..$n"
exit $status
