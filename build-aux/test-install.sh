#!/usr/bin/env bash
# Installs the build into a scratch DESTDIR and checks that everything a
# distribution and a desktop need landed where they look for it.
set -euo pipefail
build=$1
src=$2
dest=$(mktemp -d)
trap 'rm -rf "$dest"' EXIT

meson install -C "$build" --no-rebuild --destdir "$dest" --quiet >/dev/null
prefix=$(meson introspect "$build" --buildoptions | python3 -c \
  'import json,sys; print(next(o["value"] for o in json.load(sys.stdin) if o["name"]=="prefix"))')
root="$dest$prefix"

expected=(
  bin/tengen
  bin/tengen-cli
  share/applications/io.github.tengen.Tengen.desktop
  share/metainfo/io.github.tengen.Tengen.metainfo.xml
  share/glib-2.0/schemas/io.github.tengen.Tengen.gschema.xml
  share/mime/packages/io.github.tengen.Tengen.xml
  share/icons/hicolor/scalable/apps/io.github.tengen.Tengen.svg
  share/icons/hicolor/symbolic/apps/io.github.tengen.Tengen-symbolic.svg
)
for lang in $(grep -v '^#' "$src/po/LINGUAS"); do
  expected+=("share/locale/$lang/LC_MESSAGES/tengen.mo")
done

status=0
n=0
for f in "${expected[@]}"; do
  n=$((n + 1))
  if [ -e "$root/$f" ]; then
    echo "ok $n - $f"
  else
    echo "not ok $n - $f is not installed"
    status=1
  fi
done
n=$((n + 1))
if [ -x "$root/bin/tengen-cli" ] && "$root/bin/tengen-cli" --help >/dev/null; then
  echo "ok $n - the installed tengen-cli runs from the prefix"
else
  echo "not ok $n - the installed tengen-cli does not run"
  status=1
fi
echo "1..$n"
exit $status
