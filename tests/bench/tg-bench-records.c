/* tg-bench-records.c
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tg-bench-records.h"

#include "tg-board.h"
#include "tg-node-private.h"
#include "tg-sgf.h"

TgNode *
tg_bench_random_line (guint       length,
                      const char *comment)
{
  g_autoptr(TgBoard) board = tg_board_new (19);
  g_autoptr(GRand) rand = g_rand_new_with_seed (length);
  TgNode *root = tg_node_new (), *node = root;
  TgColor color = TG_BLACK;

  tg_node_set_value (root, "GM", "1");
  tg_node_set_value (root, "FF", "4");
  tg_node_set_value (root, "SZ", "19");
  tg_node_set_value (root, "KM", "7.5");
  tg_node_set_value (root, "C", comment);
  for (guint i = 0; i < length; i++)
    {
      g_autofree char *value = g_strdup ("");
      TgNode *move = tg_node_new ();

      for (guint tries = 0; tries < 100; tries++)
        {
          guint x = g_rand_int_range (rand, 0, 19), y = g_rand_int_range (rand, 0, 19);
          TgPoint point = tg_board_point (board, x, y);

          if (tg_board_check (board, color, point, NULL) == TG_MOVE_OK)
            {
              tg_board_play (board, color, point, NULL);
              g_free (value);
              value = tg_sgf_format_point (x, y);
              break;
            }
        }
      tg_node_set_value (move, color == TG_BLACK ? "B" : "W", value);
      tg_node_append_child (node, move);
      node = move;
      color = TG_OTHER (color);
    }
  return root;
}

TgNode *
tg_bench_passes_line (guint       length,
                      const char *comment)
{
  TgNode *root = tg_node_new (), *node = root;

  tg_node_set_value (root, "GM", "1");
  tg_node_set_value (root, "FF", "4");
  tg_node_set_value (root, "SZ", "19");
  tg_node_set_value (root, "C", comment);
  for (guint i = 0; i < length; i++)
    {
      TgNode *move = tg_node_new ();

      tg_node_set_value (move, i % 2 == 0 ? "B" : "W", "");
      tg_node_append_child (node, move);
      node = move;
    }
  return root;
}

char *
tg_bench_write_record (const char *dir,
                       const char *name,
                       TgNode     *root)
{
  g_autoptr(GPtrArray) roots = g_ptr_array_new_with_free_func ((GDestroyNotify) tg_node_free);
  char *path = g_build_filename (dir, name, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;

  g_ptr_array_add (roots, root);
  if (!tg_sgf_save_file (roots, file, NULL, &error))
    g_error ("Cannot write %s: %s", path, error->message);
  return path;
}
