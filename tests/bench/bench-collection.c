/* bench-collection.c: what a collection of many small games costs to
 * open — a record of N one-node games, "(;)" N times, as a hostile or
 * careless file can be (300 KB for 100,000 games).
 *
 * For the reading alone (tg_sgf_load_file) and for the document load
 * (tg_document_load, what the window's worker runs), each in a process
 * of its own so that its peak memory is its own: the wall and CPU time,
 * the peak RSS the process grew by and that per game; then the time
 * the document takes to free.
 *
 * Usage: bench-collection [N]   (default 100000)
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <errno.h>
#include <glib/gstdio.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include "tg-bench-util.h"
#include "tg-document.h"
#include "tg-sgf.h"

static long
peak_rss_kb (void)
{
  struct rusage usage;

  getrusage (RUSAGE_SELF, &usage);
  return usage.ru_maxrss;
}

static void
print_figures (const char *what,
               guint       n_games,
               gint64      wall_start,
               double      cpu_start,
               long        rss_start)
{
  double wall = (g_get_monotonic_time () - wall_start) / 1e6;
  double cpu = tg_bench_cpu_seconds () - cpu_start;
  long grown = peak_rss_kb () - rss_start;

  printf ("%-14s %u games: %7.2f s wall, %7.2f s CPU, peak RSS +%8.1f MB, %7.0f bytes a game\n",
          what, n_games, wall, cpu, grown / 1024.0, grown * 1024.0 / n_games);
}

static void
read_only (GFile *file)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) warnings = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) roots = NULL;
  long rss = peak_rss_kb ();
  double cpu = tg_bench_cpu_seconds ();
  gint64 wall = g_get_monotonic_time ();

  roots = tg_sgf_load_file (file, warnings, NULL, &error);
  if (roots == NULL)
    g_error ("%s", error->message);
  print_figures ("SGF read:", roots->len, wall, cpu, rss);
}

static void
load_document (GFile *file)
{
  g_autoptr(GError) error = NULL;
  TgDocument *document;
  long rss = peak_rss_kb ();
  double cpu = tg_bench_cpu_seconds ();
  gint64 wall = g_get_monotonic_time ();
  guint n;

  document = tg_document_load (file, NULL, &error);
  if (document == NULL)
    g_error ("%s", error->message);
  n = tg_document_get_n_games (document);
  print_figures ("document load:", n, wall, cpu, rss);

  /* Showing the first game, as the window does when the load is done. */
  wall = g_get_monotonic_time ();
  tg_game_get_board (tg_document_get_game (document));
  printf ("%-14s %7.3f s wall\n", "first game:", (g_get_monotonic_time () - wall) / 1e6);

  wall = g_get_monotonic_time ();
  cpu = tg_bench_cpu_seconds ();
  g_object_unref (document);
  printf ("%-14s %7.2f s wall, %7.2f s CPU\n", "document free:",
          (g_get_monotonic_time () - wall) / 1e6, tg_bench_cpu_seconds () - cpu);
}

/* Runs @measure in a child process, whose peak RSS starts from this one's. */
static void
in_child (void (*measure) (GFile *),
          GFile *file)
{
  pid_t pid;
  int status;

  fflush (stdout);
  pid = fork ();

  if (pid < 0)
    g_error ("fork: %s", g_strerror (errno));
  if (pid == 0)
    {
      measure (file);
      fflush (stdout);
      _exit (0);
    }
  if (waitpid (pid, &status, 0) < 0 || !WIFEXITED (status) || WEXITSTATUS (status) != 0)
    g_error ("the measuring process failed (status %d)", status);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GString) text = g_string_new (NULL);
  guint64 n_games = 100000;
  int fd;

  if (argc > 1 && !g_ascii_string_to_unsigned (argv[1], 10, 1, 10000000, &n_games, &error))
    g_error ("Usage: bench-collection [N]: %s", error->message);

  for (guint64 i = 0; i < n_games; i++)
    g_string_append (text, "(;)");
  fd = g_file_open_tmp ("bench-collection-XXXXXX.sgf", &path, &error);
  if (fd < 0)
    g_error ("%s", error->message);
  close (fd);
  if (!g_file_set_contents (path, text->str, text->len, &error))
    g_error ("%s", error->message);
  file = g_file_new_for_path (path);

  printf ("bench-collection: \"(;)\" × %" G_GUINT64_FORMAT " (%zu bytes)\n", n_games, text->len);
  in_child (read_only, file);
  in_child (load_document, file);

  g_unlink (path);
  return 0;
}
