/* bench-game.c: how fast the game model loads and moves about a long
 * record — the 2 × 1,394-move record from the corpus by default — and
 * how fast it plays moves.
 *
 * Usage: bench-game [FILE.sgf]   (default: $TG_CORPUS or ../shared/corpus,
 *                                 littlego/19x19/maximum-number-of-moves.sgf)
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tg-game.h"

#include <gio/gio.h>
#include <stdio.h>

#include "tg-sgf.h"

static double
now (void)
{
  return g_get_monotonic_time () / 1e6;
}

static TgNode *
load_root (const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GPtrArray) roots = tg_sgf_load_file (file, NULL, NULL, &error);

  if (roots == NULL)
    {
      fprintf (stderr, "bench-game: %s: %s\n", path, error->message);
      return NULL;
    }
  return g_ptr_array_steal_index (roots, 0);
}

static void
collect_nodes (TgNode    *root,
               GPtrArray *nodes)
{
  g_autoptr(GPtrArray) stack = g_ptr_array_new ();

  g_ptr_array_add (stack, root);
  while (stack->len > 0)
    {
      TgNode *node = g_ptr_array_steal_index_fast (stack, stack->len - 1);

      g_ptr_array_add (nodes, node);
      for (guint i = 0; i < tg_node_get_n_children (node); i++)
        g_ptr_array_add (stack, tg_node_get_child (node, i));
    }
}

static void
bench_record (TgNode *root)
{
  g_autoptr(GPtrArray) nodes = g_ptr_array_new ();
  g_autoptr(GRand) rand = g_rand_new_with_seed (1394);
  g_autoptr(TgGame) game = NULL;
  const guint n_loads = 20, n_jumps = 20000;
  double start, elapsed;
  guint steps = 0;
  TgNode *copy;

  collect_nodes (root, nodes);
  start = now ();
  for (guint i = 0; i < n_loads; i++)
    {
      g_autoptr(TgGame) loaded = tg_game_new_from_root (tg_node_copy_tree (root), NULL);
    }
  elapsed = now () - start;
  printf ("load and replay %u nodes: %.2f ms\n", nodes->len, elapsed / n_loads * 1e3);

  copy = tg_node_copy_tree (root);
  game = tg_game_new_from_root (copy, NULL);
  g_ptr_array_set_size (nodes, 0);
  collect_nodes (copy, nodes);

  start = now ();
  for (guint i = 0; i < n_jumps; i++)
    tg_game_set_current (game, nodes->pdata[g_rand_int_range (rand, 0, nodes->len)]);
  elapsed = now () - start;
  printf ("jump to a random node: %.2f µs\n", elapsed / n_jumps * 1e6);

  start = now ();
  for (guint i = 0; i < n_jumps; i++)
    tg_game_get_board_at (game, nodes->pdata[g_rand_int_range (rand, 0, nodes->len)]);
  elapsed = now () - start;
  printf ("board at a random node: %.2f µs\n", elapsed / n_jumps * 1e6);

  /* The first legality test after a jump rebuilds the line's history. */
  start = now ();
  for (guint i = 0; i < n_jumps / 10; i++)
    {
      tg_game_set_current (game, nodes->pdata[g_rand_int_range (rand, 0, nodes->len)]);
      tg_game_check_move (game, tg_board_nth_point (tg_game_get_board (game), 0), NULL);
    }
  elapsed = now () - start;
  printf ("jump, then test a move: %.2f µs\n", elapsed / (n_jumps / 10) * 1e6);

  tg_game_go_first (game);
  start = now ();
  for (guint pass = 0; pass < 10; pass++)
    {
      while (tg_game_go_forward (game))
        steps++;
      while (tg_game_go_back (game))
        steps++;
    }
  elapsed = now () - start;
  printf ("step forward or back: %.2f µs (%u steps)\n", elapsed / steps * 1e6, steps);
}

/* Random legal moves through tg_game_play, as a player would add them. */
static void
bench_play (void)
{
  g_autoptr(TgGame) game = tg_game_new (19, TG_RULES_WMSG, 6.5, 0);
  g_autoptr(GRand) rand = g_rand_new_with_seed (2008);
  const TgBoard *board = tg_game_get_board (game);
  guint n_points = tg_board_get_n_points (board);
  guint moves = 0;
  double start = now (), elapsed;

  while (moves < 1400)
    {
      guint first = g_rand_int_range (rand, 0, n_points);
      gboolean played = FALSE;

      for (guint i = 0; i < n_points && !played; i++)
        {
          TgPoint p = tg_board_nth_point (board, (first + i) % n_points);

          board = tg_game_get_board (game);
          if (tg_board_get (board, p) == TG_EMPTY &&
              !tg_board_is_eye (board, p, tg_game_get_to_move (game)))
            played = tg_game_play (game, p, NULL) == TG_MOVE_OK;
        }
      if (!played)
        break;
      moves++;
    }
  elapsed = now () - start;
  printf ("play a random legal move: %.2f µs (%u moves)\n", elapsed / moves * 1e6, moves);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *path = NULL;
  TgNode *root;

  if (argc > 1)
    path = g_strdup (argv[1]);
  else
    path = g_build_filename (g_getenv ("TG_CORPUS") ? g_getenv ("TG_CORPUS") : "../shared/corpus",
                             "littlego", "19x19", "maximum-number-of-moves.sgf", NULL);
  root = load_root (path);
  if (root == NULL)
    return 1;
  bench_record (root);
  tg_node_free (root);
  bench_play ();
  return 0;
}
