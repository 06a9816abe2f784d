/* tengen-cli.c: the command-line tool's entry point; the commands live in
 * tg-cli.c so the tests can run them in-process.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gio/gunixoutputstream.h>
#include <signal.h>
#include <unistd.h>

#include "tg-cli.h"
#include "tg-locale.h"

int
main (int    argc,
      char **argv)
{
  g_autoptr(GOutputStream) out = NULL;
  g_autoptr(GOutputStream) err = NULL;

  /* Output piped into head, or an engine that dies, turns the next write
   * into SIGPIPE, whose default action would end the command half done;
   * ignored, the write fails with EPIPE: the commands carry on without
   * their output (the exit status says what they found), and an engine's
   * death is reported. */
  signal (SIGPIPE, SIG_IGN);
  tg_locale_init ();
  g_set_prgname ("tengen-cli");

  out = g_unix_output_stream_new (STDOUT_FILENO, FALSE);
  err = g_unix_output_stream_new (STDERR_FILENO, FALSE);
  return tg_cli_main (argc, argv, out, err);
}
