/* bench-export.c: how long export takes, as tengen-cli export does it
 * (game already read): a 300-move game as a PDF book of 100 moves a
 * diagram (target ≤ 300 ms), and one PNG diagram of its last position
 * numbered from move 201 (target ≤ 30 ms).  Medians of several runs,
 * each from a fresh renderer as a command starts with.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "tg-bench-util.h"
#include "tg-export-book.h"
#include "tg-export.h"
#include "tg-sgf.h"

#define RUNS 15
#define RECORD "games/ai/AlphaGo_2.0_AG_vs_AG_-_G28_-_English.sgf"

/* The first 300 moves of the record, as a game of its own. */
static TgGame *
load_game (TgNode **leaf)
{
  g_autofree char *path = g_build_filename (CORPUS_DIR, RECORD, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) roots = tg_sgf_load_file (file, NULL, NULL, &error);
  TgGame *game;
  TgNode *node;

  if (roots == NULL || roots->len == 0)
    {
      fprintf (stderr, "bench-export: %s: %s\n", path, error ? error->message : "no game");
      exit (1);
    }
  game = tg_game_new_from_root (g_ptr_array_steal_index (roots, 0), NULL);
  node = tg_game_get_root (game);
  while (tg_node_get_n_children (node) > 0 && node->move_number < 300)
    node = tg_node_get_child (node, 0);
  *leaf = node;
  return game;
}

int
main (int   argc,
      char *argv[])
{
  TgNode *leaf;
  g_autoptr(TgGame) game = load_game (&leaf);
  g_autofree char *dir = g_dir_make_tmp ("bench-export-XXXXXX", NULL);
  g_autofree char *pdf = g_build_filename (dir, "book.pdf", NULL);
  g_autofree char *png = g_build_filename (dir, "diagram.png", NULL);
  double book_ms[RUNS], png_ms[RUNS], book_cpu[RUNS], png_cpu[RUNS];
  double cpu;
  TgExportOptions options;
  gint64 start;

  printf ("%s, %u moves\n", RECORD, leaf->move_number);
  tg_export_options_init (&options);
  for (guint style = 0; style < 2; style++)
    {
      options.theme = style == 0 ? TG_BOARD_THEME_WOOD : TG_BOARD_THEME_PRINT;
      for (guint run = 0; run < RUNS; run++)
        {
          g_autoptr(TgExportBook) book = NULL;
          g_autoptr(GError) error = NULL;

          start = g_get_monotonic_time ();
          cpu = tg_bench_cpu_seconds () * 1000;
          book = tg_export_book_new (game, tg_figure_split (game, leaf, 100, -1), &options);
          if (!tg_export_book_write_pdf (book, pdf, &error))
            {
              fprintf (stderr, "bench-export: %s\n", error->message);
              return 1;
            }
          book_ms[run] = (g_get_monotonic_time () - start) / 1000.0;
          book_cpu[run] = tg_bench_cpu_seconds () * 1000 - cpu;
        }
      for (guint run = 0; run < RUNS; run++)
        {
          g_autoptr(TgBoardScene) scene = NULL;
          g_autoptr(GError) error = NULL;

          start = g_get_monotonic_time ();
          cpu = tg_bench_cpu_seconds () * 1000;
          scene = tg_export_scene_new (game, tg_figure_new (game, tg_figure_find_move (leaf, 201),
                                                            leaf, 0),
                                       &options);
          if (!tg_export_write_diagram (scene, &options, png, &error))
            {
              fprintf (stderr, "bench-export: %s\n", error->message);
              return 1;
            }
          png_ms[run] = (g_get_monotonic_time () - start) / 1000.0;
          png_cpu[run] = tg_bench_cpu_seconds () * 1000 - cpu;
        }
      printf ("%s style:\n", style == 0 ? "board" : "print");
      printf ("  PDF book, 100 moves a diagram: median %.1f ms, %.1f ms of CPU (target <= 300)\n",
              tg_bench_median (book_ms, RUNS), tg_bench_median (book_cpu, RUNS));
      printf ("  PNG diagram, %d px, moves 201-300: median %.1f ms, %.1f ms of CPU (target <= 30)\n",
              options.size, tg_bench_median (png_ms, RUNS), tg_bench_median (png_cpu, RUNS));
    }
  g_unlink (pdf);
  g_unlink (png);
  g_rmdir (dir);
  return 0;
}
