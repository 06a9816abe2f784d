/* bench-save.c: what a save costs.
 *
 * The serialiser (tg_sgf_write) on a 1,400-move game with about 300
 * variations, built here from a fixed seed, in CPU time; then writing a
 * 20 MB collection over an existing file with tg_atomic_file_replace and
 * with g_file_replace_contents, alternately, in wall-clock time (both
 * fsync, which the disk decides); then a small save in an empty folder
 * and in one of 10,000 files, which the leftover cleanup lists.  Each
 * figure is a median.
 *
 * Usage: bench-save [FOLDER]   (default: a new folder under the temporary
 *                               folder, removed at the end)
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tg-bench-util.h"
#include "tg-atomic-file.h"
#include "tg-node-private.h"
#include "tg-sgf.h"

#include <glib/gstdio.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define MAIN_LINE_MOVES 1400
#define VARIATIONS 300
#define COLLECTION_BYTES (20 * 1024 * 1024)
#define WRITE_REPETITIONS 21
#define SAVE_REPETITIONS 7
#define CROWD 10000

static double
wall_now (void)
{
  return g_get_monotonic_time () / 1e6;
}

static int
compare_doubles (const void *a,
                 const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

static double
median (double *values,
        guint   n)
{
  qsort (values, n, sizeof *values, compare_doubles);
  return values[n / 2];
}

static TgNode *
add_move (TgNode     *parent,
          GRand      *rand,
          guint       number)
{
  g_autofree char *point = tg_sgf_format_point (g_rand_int_range (rand, 0, 19),
                                                g_rand_int_range (rand, 0, 19));
  TgNode *node = tg_node_new ();

  tg_node_set_value (node, number % 2 == 1 ? "B" : "W", point);
  /* Some comments, as in a reviewed game. */
  if (g_rand_int_range (rand, 0, 10) == 0)
    {
      g_autofree char *comment = g_strdup_printf ("Move %u: [a tesuji] \\ worth a look.", number);

      tg_node_set_value (node, "C", comment);
    }
  tg_node_append_child (parent, node);
  return node;
}

/* Legality does not matter to the writer, only the shape and the text. */
static TgNode *
build_game (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (1400);
  g_autoptr(GPtrArray) line = g_ptr_array_new ();
  TgNode *root = tg_node_new ();
  TgNode *node = root;

  tg_node_set_value (root, "GM", "1");
  tg_node_set_value (root, "SZ", "19");
  tg_node_set_value (root, "PB", "黒番");
  tg_node_set_value (root, "PW", "White");
  tg_node_set_value (root, "KM", "6.5");
  for (guint i = 1; i <= MAIN_LINE_MOVES; i++)
    {
      node = add_move (node, rand, i);
      g_ptr_array_add (line, node);
    }
  /* Each variation leaves the main line or an earlier variation. */
  for (guint v = 0; v < VARIATIONS; v++)
    {
      TgNode *from = line->pdata[g_rand_int_range (rand, 0, line->len)];
      guint length = g_rand_int_range (rand, 1, 30);
      guint number = g_rand_int_range (rand, 1, MAIN_LINE_MOVES);

      for (guint i = 0; i < length; i++)
        {
          from = add_move (from, rand, number + i);
          if (i == length / 2)
            g_ptr_array_add (line, from);
        }
    }
  return root;
}

/* Children beyond the first, over the tree. */
static guint
count_variations (TgNode *root)
{
  g_autoptr(GPtrArray) stack = g_ptr_array_new ();
  guint variations = 0;

  g_ptr_array_add (stack, root);
  while (stack->len > 0)
    {
      TgNode *node = g_ptr_array_steal_index_fast (stack, stack->len - 1);
      guint n = tg_node_get_n_children (node);

      variations += n > 1 ? n - 1 : 0;
      for (guint i = 0; i < n; i++)
        g_ptr_array_add (stack, tg_node_get_child (node, i));
    }
  return variations;
}

static void
bench_write (TgNode *root)
{
  g_autoptr(GPtrArray) roots = g_ptr_array_new ();
  double times[WRITE_REPETITIONS];
  gsize length = 0;

  g_ptr_array_add (roots, root);
  for (guint i = 0; i < WRITE_REPETITIONS; i++)
    {
      double start = tg_bench_cpu_seconds ();
      g_autofree char *text = tg_sgf_write (roots);

      times[i] = tg_bench_cpu_seconds () - start;
      length = strlen (text);
    }
  printf ("tg_sgf_write, %u-move game with %u variations (%zu nodes, %.0f KB): "
          "%.2f ms CPU (median of %u)\n",
          MAIN_LINE_MOVES, count_variations (root), tg_node_count_tree (root), length / 1024.0,
          median (times, WRITE_REPETITIONS) * 1e3, WRITE_REPETITIONS);
}

static void
bench_collection (TgNode     *root,
                  const char *folder)
{
  g_autoptr(GPtrArray) roots = g_ptr_array_new ();
  g_autofree char *one = NULL;
  g_autofree char *text = NULL;
  g_autofree char *path = g_build_filename (folder, "collection.sgf", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  double atomic[SAVE_REPETITIONS], gio[SAVE_REPETITIONS], start;
  gsize length;

  g_ptr_array_add (roots, root);
  one = tg_sgf_write (roots);
  while (roots->len * strlen (one) < COLLECTION_BYTES)
    g_ptr_array_add (roots, root);
  start = tg_bench_cpu_seconds ();
  text = tg_sgf_write (roots);
  length = strlen (text);
  printf ("tg_sgf_write, the same game %u times (%.1f MB): %.0f ms CPU\n",
          roots->len, length / 1048576.0, (tg_bench_cpu_seconds () - start) * 1e3);

  g_file_set_contents (path, one, -1, NULL);
  for (guint i = 0; i < SAVE_REPETITIONS; i++)
    {
      start = wall_now ();
      if (!tg_atomic_file_replace (file, text, length, NULL, &error))
        g_error ("tg_atomic_file_replace: %s", error->message);
      atomic[i] = wall_now () - start;

      start = wall_now ();
      if (!g_file_replace_contents (file, text, length, NULL, FALSE, G_FILE_CREATE_NONE, NULL,
                                    NULL, &error))
        g_error ("g_file_replace_contents: %s", error->message);
      gio[i] = wall_now () - start;
    }
  printf ("write %.1f MB over an existing file, wall clock (median of %u, alternating):\n"
          "  tg_atomic_file_replace   %7.1f ms\n"
          "  g_file_replace_contents  %7.1f ms\n",
          length / 1048576.0, SAVE_REPETITIONS,
          median (atomic, SAVE_REPETITIONS) * 1e3, median (gio, SAVE_REPETITIONS) * 1e3);
  g_remove (path);
}

static double
small_save (const char *folder,
            const char *contents)
{
  g_autofree char *path = g_build_filename (folder, "game.sgf", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  double times[SAVE_REPETITIONS];

  for (guint i = 0; i < SAVE_REPETITIONS; i++)
    {
      double start = wall_now ();

      if (!tg_atomic_file_replace (file, contents, strlen (contents), NULL, &error))
        g_error ("tg_atomic_file_replace: %s", error->message);
      times[i] = wall_now () - start;
    }
  g_remove (path);
  return median (times, SAVE_REPETITIONS);
}

static void
bench_crowded_folder (const char *folder)
{
  const char *text = "(;GM[1]FF[4]CA[UTF-8]SZ[19];B[pd];W[dp];B[pq];W[dd])\n";
  g_autofree char *empty = g_build_filename (folder, "empty", NULL);
  g_autofree char *crowded = g_build_filename (folder, "crowded", NULL);
  double in_empty, in_crowd;

  g_mkdir (empty, 0700);
  g_mkdir (crowded, 0700);
  for (guint i = 0; i < CROWD; i++)
    {
      g_autofree char *name = g_strdup_printf ("%s/record-%05u.sgf", crowded, i);

      g_file_set_contents (name, "", 0, NULL);
    }
  in_empty = small_save (empty, text);
  in_crowd = small_save (crowded, text);
  printf ("save %zu bytes with tg_atomic_file_replace, wall clock (median of %u):\n"
          "  into an empty folder         %7.2f ms\n"
          "  into a folder of %5u files  %7.2f ms\n",
          strlen (text), SAVE_REPETITIONS, in_empty * 1e3, CROWD, in_crowd * 1e3);
  for (guint i = 0; i < CROWD; i++)
    {
      g_autofree char *name = g_strdup_printf ("%s/record-%05u.sgf", crowded, i);

      g_remove (name);
    }
  g_rmdir (crowded);
  g_rmdir (empty);
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(TgNode) root = build_game ();
  g_autofree char *folder = NULL;
  gboolean own_folder = argc < 2;

  if (own_folder)
    folder = g_dir_make_tmp ("bench-save-XXXXXX", NULL);
  else
    folder = g_strdup (argv[1]);
  if (folder == NULL)
    {
      fprintf (stderr, "bench-save: no folder to write in\n");
      return 1;
    }
  printf ("writing in %s\n", folder);
  bench_write (root);
  bench_collection (root, folder);
  bench_crowded_folder (folder);
  if (own_folder)
    g_rmdir (folder);
  return 0;
}
