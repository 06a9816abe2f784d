/* bench-sgf.c: SGF parsing throughput and record replay speed over the
 * corpus's 1,032 computer games, then a 100 MB collection.
 *
 * Files are read into memory first; only tg_sgf_parse is timed for the
 * parse figure, only tg_game_new_from_root (full legality and positional
 * superko for every move) for the replay figure.  Each figure is the
 * median of several repetitions, in CPU time (the wall clock of a shared
 * machine measures its other tenants), with the wall-clock figure beside.
 *
 * Usage: bench-sgf [CORPUS_DIR] (default: $TG_CORPUS)
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tg-bench-util.h"
#include "tg-game.h"
#include "tg-sgf.h"

#include <errno.h>
#include <malloc.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <time.h>

#define PARSE_REPETITIONS 11
#define REPLAY_REPETITIONS 7
#define BIG_COLLECTION (100 * 1024 * 1024)

typedef struct
{
  double cpu;
  double wall;
} Clock;

static Clock
clock_now (void)
{
  struct timespec ts;
  Clock now;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &ts);
  now.cpu = ts.tv_sec + ts.tv_nsec / 1e9;
  now.wall = g_get_monotonic_time () / 1e6;
  return now;
}

static Clock
clock_since (Clock start)
{
  Clock now = clock_now ();

  now.cpu -= start.cpu;
  now.wall -= start.wall;
  return now;
}

static GPtrArray *
read_files (const char *folder,
            gsize      *total)
{
  GPtrArray *files = g_ptr_array_new_with_free_func ((GDestroyNotify) g_bytes_unref);
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  const char *name;

  *total = 0;
  if (dir == NULL)
    return files;
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (folder, name, NULL);
      char *contents;
      gsize length;

      if (g_str_has_suffix (name, ".sgf") && g_file_get_contents (path, &contents, &length, NULL))
        {
          g_ptr_array_add (files, g_bytes_new_take (contents, length));
          *total += length;
        }
    }
  return files;
}

/* Parses every file; the collections are appended to @out when non-NULL. */
static Clock
parse_all (GPtrArray *files,
           GPtrArray *out)
{
  g_autoptr(GPtrArray) results = g_ptr_array_new_with_free_func ((GDestroyNotify) g_ptr_array_unref);
  Clock start = clock_now ();
  Clock elapsed;

  for (guint i = 0; i < files->len; i++)
    {
      gsize length;
      const char *data = g_bytes_get_data (files->pdata[i], &length);
      GPtrArray *roots = tg_sgf_parse (data, length, NULL, NULL);

      if (roots == NULL)
        g_error ("file %u does not parse", i);
      g_ptr_array_add (results, roots);
    }
  elapsed = clock_since (start);
  if (out != NULL)
    for (guint i = 0; i < results->len; i++)
      g_ptr_array_extend_and_steal (out, g_ptr_array_ref (results->pdata[i]));
  return elapsed;
}

static guint64
count_moves (const TgNode *root)
{
  g_autoptr(GPtrArray) stack = g_ptr_array_new ();
  guint64 moves = 0;

  g_ptr_array_add (stack, (gpointer) root);
  while (stack->len > 0)
    {
      const TgNode *node = g_ptr_array_steal_index_fast (stack, stack->len - 1);

      if (tg_node_has_prop (node, "B") || tg_node_has_prop (node, "W"))
        moves++;
      for (guint i = 0; i < tg_node_get_n_children (node); i++)
        g_ptr_array_add (stack, tg_node_get_child (node, i));
    }
  return moves;
}

/* CPU time of one fault on a 4 KB page new to the process.  Reading
 * into fresh pages is bound by it (a node read takes about 120 bytes),
 * and it differs tenfold between machines: an earlier wave's figures
 * (105 MB/s fresh, 264 warm) imply 1.2 µs, a paravirtualised guest
 * takes 11–15 µs. */
static double
page_fault_us (void)
{
  const gsize size = 64 * 1024 * 1024;
  const gsize page = 4096;
  guchar *memory = mmap (NULL, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  Clock start;
  double spent;

  if (memory == MAP_FAILED)
    g_error ("mmap: %s", g_strerror (errno));
#ifdef MADV_NOHUGEPAGE
  madvise (memory, size, MADV_NOHUGEPAGE);
#endif
  start = clock_now ();
  for (gsize i = 0; i < size; i += page)
    memory[i] = 1;
  spent = clock_since (start).cpu;
  munmap (memory, size);
  return spent / (size / page) * 1e6;
}

static double
max_rss_mb (void)
{
  struct rusage usage;

  getrusage (RUSAGE_SELF, &usage);
  return usage.ru_maxrss / 1024.0;
}

int
main (int   argc,
      char *argv[])
{
  const char *corpus = argc > 1 ? argv[1] : g_getenv ("TG_CORPUS");
  g_autofree char *folder = NULL;
  g_autoptr(GPtrArray) files = NULL;
  g_autoptr(GString) big = NULL;
  double parse_cpu[PARSE_REPETITIONS], parse_wall[PARSE_REPETITIONS];
  double fresh_cpu[PARSE_REPETITIONS];
  double replay_cpu[REPLAY_REPETITIONS], replay_wall[REPLAY_REPETITIONS];
  double rss_before;
  guint64 moves = 0, flagged = 0;
  gsize total;

  if (corpus == NULL)
    {
      fprintf (stderr, "usage: %s CORPUS_DIR (or set TG_CORPUS)\n", argv[0]);
      return 2;
    }
  folder = g_build_filename (corpus, "games", "ai", NULL);
  files = read_files (folder, &total);
  if (files->len == 0)
    {
      fprintf (stderr, "%s: no SGF files\n", folder);
      return 1;
    }

  /* Into reused memory first: an application's settled heap, and what
   * Sabaki's bench measures (it parses into V8's collected heap).  Then
   * into fresh pages, every freed tree handed back to the kernel first,
   * as for the first file a new process opens: the kernel's page faults
   * become part of the figure. */
  for (guint r = 0; r < PARSE_REPETITIONS; r++)
    {
      Clock elapsed = parse_all (files, NULL);

      parse_cpu[r] = total / 1e6 / elapsed.cpu;
      parse_wall[r] = total / 1e6 / elapsed.wall;
    }
  for (guint r = 0; r < PARSE_REPETITIONS; r++)
    {
      Clock elapsed;

      malloc_trim (0);
      elapsed = parse_all (files, NULL);
      fresh_cpu[r] = total / 1e6 / elapsed.cpu;
    }
  printf ("files:        %u, %.2f MB\n", files->len, total / 1e6);
  printf ("parse:        %.1f MB/s (median of %d; wall clock %.1f MB/s)\n",
          tg_bench_median (parse_cpu, PARSE_REPETITIONS), PARSE_REPETITIONS,
          tg_bench_median (parse_wall, PARSE_REPETITIONS));
  printf ("parse-fresh:  %.1f MB/s (into pages new to the process, median of %d)\n",
          tg_bench_median (fresh_cpu, PARSE_REPETITIONS), PARSE_REPETITIONS);
  printf ("page fault:   %.1f µs CPU (a 4 KB page new to the process, on this machine)\n",
          page_fault_us ());

  for (guint r = 0; r < REPLAY_REPETITIONS; r++)
    {
      g_autoptr(GPtrArray) roots = g_ptr_array_new ();
      guint64 rep_moves = 0;
      Clock elapsed = { 0, 0 };

      parse_all (files, roots);
      for (guint i = 0; i < roots->len; i++)
        rep_moves += count_moves (roots->pdata[i]);
      for (guint i = 0; i < roots->len; i++)
        {
          g_autoptr(GError) error = NULL;
          Clock start = clock_now ();
          g_autoptr(TgGame) game = tg_game_new_from_root (roots->pdata[i], &error);
          Clock spent = clock_since (start);

          elapsed.cpu += spent.cpu;
          elapsed.wall += spent.wall;
          if (game == NULL)
            g_error ("game %u: %s", i, error->message);
          if (r == 0)
            for (TgNode *node = tg_game_get_root (game); node != NULL;
                 node = tg_node_get_n_children (node) > 0 ? tg_node_get_child (node, 0) : NULL)
              flagged += node->move_status != TG_MOVE_OK;
        }
      moves = rep_moves;
      replay_cpu[r] = rep_moves / elapsed.cpu;
      replay_wall[r] = rep_moves / elapsed.wall;
    }
  printf ("replay:       %.2f M moves/s (median of %d; wall clock %.2f M/s; %" G_GUINT64_FORMAT
          " moves, %" G_GUINT64_FORMAT " flagged illegal)\n",
          tg_bench_median (replay_cpu, REPLAY_REPETITIONS) / 1e6, REPLAY_REPETITIONS,
          tg_bench_median (replay_wall, REPLAY_REPETITIONS) / 1e6, moves, flagged);

  /* A 100 MB collection: the corpus over and over, as one file. */
  big = g_string_sized_new (BIG_COLLECTION + 65536);
  while (big->len < BIG_COLLECTION)
    for (guint i = 0; i < files->len && big->len < BIG_COLLECTION; i++)
      {
        gsize length;
        const char *data = g_bytes_get_data (files->pdata[i], &length);

        g_string_append_len (big, data, length);
        g_string_append_c (big, '\n');
      }
  rss_before = max_rss_mb ();
  {
    Clock start = clock_now ();
    g_autoptr(GPtrArray) roots = tg_sgf_parse (big->str, big->len, NULL, NULL);
    Clock elapsed = clock_since (start);
    gsize nodes = 0;
    double grown = max_rss_mb () - rss_before;

    if (roots == NULL)
      g_error ("the big collection does not parse");
    for (guint i = 0; i < roots->len; i++)
      nodes += tg_node_count_tree (roots->pdata[i]);
    printf ("collection:   %.0f MB, %u games, %" G_GSIZE_FORMAT " nodes: %.2f s CPU (%.1f MB/s), "
            "peak RSS +%.0f MB (%.0f bytes a node)\n",
            big->len / 1e6, roots->len, nodes, elapsed.cpu, big->len / 1e6 / elapsed.cpu,
            grown, grown * 1048576.0 / nodes);
  }
  return 0;
}
