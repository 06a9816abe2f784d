/* tengen-cli.c: the command-line tool's entry point; the commands live in
 * tg-cli.c so the tests can run them in-process.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gio/gunixoutputstream.h>
#include <glib/gi18n.h>
#include <locale.h>
#include <unistd.h>

#include "tg-cli.h"

int
main (int    argc,
      char **argv)
{
  g_autoptr(GOutputStream) out = NULL;
  g_autoptr(GOutputStream) err = NULL;
  const char *localedir;

  setlocale (LC_ALL, "");
  /* TENGEN_LOCALEDIR overrides the installed catalogues: an uninstalled
   * build keeps its .mo files in <build>/po, where the tests point it. */
  localedir = g_getenv ("TENGEN_LOCALEDIR");
  bindtextdomain (GETTEXT_PACKAGE, localedir != NULL ? localedir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  g_set_prgname ("tengen-cli");

  out = g_unix_output_stream_new (STDOUT_FILENO, FALSE);
  err = g_unix_output_stream_new (STDERR_FILENO, FALSE);
  return tg_cli_main (argc, argv, out, err);
}
