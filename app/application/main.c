/* main.c: the tengen executable; everything else lives in libraries the tests link.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <signal.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif

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
#ifdef __GLIBC__
  /* Every frame allocates images of megabytes and frees them: the
   * window's paint surface (cairo renderer), a board layer that changed,
   * the game tree's.  glibc's defaults give each a fresh mmap, or hand
   * the heap's top back to the kernel once it is freed, so every frame
   * page-faults its images in again, which cost most of a jump's time
   * in a 100,000-move record.  Kept in the heap, the next frame reuses
   * them; up to 64 MiB of freed top stays mapped. */
  mallopt (M_MMAP_THRESHOLD, 32 * 1024 * 1024);
  mallopt (M_TRIM_THRESHOLD, 64 * 1024 * 1024);
#endif
  tg_locale_init ();
  app = tg_application_new (G_APPLICATION_DEFAULT_FLAGS);
  tg_first_frame_report (GTK_APPLICATION (app));
  return g_application_run (G_APPLICATION (app), argc, argv);
}
