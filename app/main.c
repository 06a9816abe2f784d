/* main.c: the tengen executable; everything else lives in libraries the tests link.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "tg-application.h"
#include "tg-first-frame.h"

int
main (int   argc,
      char *argv[])
{
  g_autoptr(TgApplication) app = NULL;
  const char *localedir;

  setlocale (LC_ALL, "");
  /* TENGEN_LOCALEDIR overrides the installed catalogues: an uninstalled
   * build keeps its .mo files in <build>/po, where the tests point it. */
  localedir = g_getenv ("TENGEN_LOCALEDIR");
  bindtextdomain (GETTEXT_PACKAGE, localedir != NULL ? localedir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  app = tg_application_new (G_APPLICATION_DEFAULT_FLAGS);
  tg_first_frame_report (GTK_APPLICATION (app));
  return g_application_run (G_APPLICATION (app), argc, argv);
}
