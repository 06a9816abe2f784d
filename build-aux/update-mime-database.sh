#!/bin/sh
# meson's gnome.post_install has no step for shared-mime-info; without it a
# file manager installed from source would not know .sgf files are ours.
# Packages (DESTDIR set) leave it to the distribution's triggers.
[ -n "${DESTDIR:-}" ] && exit 0
command -v update-mime-database >/dev/null || exit 0
exec update-mime-database "${MESON_INSTALL_PREFIX}/share/mime"
