/* main.c: the tengen executable; everything else lives in libraries the tests link.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <signal.h>

#include "tg-application.h"
#include "tg-first-frame.h"
#include "tg-locale.h"

int
main (int   argc,
      char *argv[])
{
  g_autoptr(TgApplication) app = NULL;

  /* An engine that dies between two commands, or a closed stdout, turns
   * the next write into SIGPIPE, whose default action would end Tengen
   * with the user's game; ignored, the write fails with EPIPE, which the
   * engine layer reports. */
  signal (SIGPIPE, SIG_IGN);
  tg_locale_init ();
  app = tg_application_new (G_APPLICATION_DEFAULT_FLAGS);
  tg_first_frame_report (GTK_APPLICATION (app));
  return g_application_run (G_APPLICATION (app), argc, argv);
}
