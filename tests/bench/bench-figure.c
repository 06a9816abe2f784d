/* bench-figure.c: the figures of a long line, as `tengen-cli export`
 * makes them — one figure of every move of 40,000 passes (--from=1),
 * and 20,000 figures, one at each FG of a 20,000-move line.  Each
 * figure is the CPU time of finding the figures and making them, with
 * the peak RSS the process grew by.
 *
 * Usage: bench-figure
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tg-bench-util.h"
#include "tg-figure.h"
#include "tg-game.h"
#include "tg-sgf.h"

#include <stdio.h>
#include <sys/resource.h>
#include <time.h>

static double
max_rss_mb (void)
{
  struct rusage usage;

  getrusage (RUSAGE_SELF, &usage);
  return usage.ru_maxrss / 1024.0;
}

/* A 19×19 game of @moves passes, each node followed by @each. */
static TgGame *
passes (guint       moves,
        const char *each)
{
  g_autoptr(GString) sgf = g_string_new ("(;GM[1]FF[4]SZ[19]");
  g_autoptr(GPtrArray) roots = NULL;
  g_autoptr(GError) error = NULL;
  TgGame *game;

  for (guint i = 0; i < moves; i++)
    g_string_append_printf (sgf, ";%c[]%s", i % 2 == 0 ? 'B' : 'W', each);
  g_string_append_c (sgf, ')');
  roots = tg_sgf_parse (sgf->str, sgf->len, NULL, &error);
  if (roots == NULL)
    g_error ("%s", error->message);
  game = tg_game_new_from_root (g_ptr_array_steal_index (roots, 0), &error);
  if (game == NULL)
    g_error ("%s", error->message);
  return game;
}

int
main (void)
{
  {
    g_autoptr(TgGame) game = passes (40000, "");
    TgNode *leaf = tg_node_get_line_end (tg_game_get_root (game));
    double rss = max_rss_mb ();
    double start = tg_bench_cpu_seconds ();
    TgNode *first = tg_figure_find_move (leaf, 1);
    g_autoptr(TgFigure) figure = tg_figure_new (game, first, leaf, 0);

    printf ("from move 1:  40,000 passes, one figure: %.2f s CPU, peak RSS +%.0f MB (%u notes)\n",
            tg_bench_cpu_seconds () - start, max_rss_mb () - rss, figure->notes->len);
  }
  {
    g_autoptr(TgGame) game = passes (20000, "FG[]");
    TgNode *leaf = tg_node_get_line_end (tg_game_get_root (game));
    double rss = max_rss_mb ();
    double start = tg_bench_cpu_seconds ();
    g_autoptr(GPtrArray) figures = tg_figure_split (game, leaf, 0, -1);

    printf ("FG figures:   20,000 moves, %u figures: %.2f s CPU, peak RSS +%.0f MB\n",
            figures->len, tg_bench_cpu_seconds () - start, max_rss_mb () - rss);
  }
  return 0;
}
