/* tg-locale.c: the locale and message catalogues of tengen and tengen-cli.
 *
 * An executable run from the build tree (build-aux/tengen-dev run, or
 * _build/app/tengen by hand) reads the catalogues built beside it, so an
 * uninstalled Tengen speaks the user's language as the installed one
 * does.  Linked into each executable, with the build's directories
 * (TG_BUILD_BINDIR, TG_BUILD_LOCALEDIR) given by app/locale/meson.build.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <stdlib.h>

#include "tg-locale.h"

/* Whether this process runs the executable the build left in
 * TG_BUILD_BINDIR; an installed copy lives elsewhere.  Both paths are
 * compared with their symbolic links resolved. */
static gboolean
running_from_build (void)
{
  g_autofree char *executable = g_file_read_link ("/proc/self/exe", NULL);
  g_autofree char *directory = NULL;
  char *build_dir;
  gboolean same;

  if (executable == NULL)
    return FALSE;
  build_dir = realpath (TG_BUILD_BINDIR, NULL);
  if (build_dir == NULL)
    return FALSE;
  directory = g_path_get_dirname (executable);
  same = g_str_equal (directory, build_dir);
  free (build_dir);
  return same;
}

/* Where the catalogues are read from: TENGEN_LOCALEDIR when set, the
 * build tree's <build>/po for an executable run from the build tree,
 * the installed locale directory otherwise. */
static const char *
locale_dir (void)
{
  const char *dir = g_getenv ("TENGEN_LOCALEDIR");

  if (dir != NULL && dir[0] != '\0')
    return dir;
  return running_from_build () ? TG_BUILD_LOCALEDIR : LOCALEDIR;
}

void
tg_locale_init (void)
{
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, locale_dir ());
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
}
