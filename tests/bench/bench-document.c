/* bench-document.c: what editing, saving and drafts cost a document.
 *
 * - An edit in the middle of a 1,400-move game with 300 variations, then
 *   a jump to the end of the main line: a comment (no position changes)
 *   and a setup stone (the subtree below is worked out again).
 * - Turning that game into text.
 * - Saving a 20 MB collection, and writing its draft: the wall time, and
 *   the longest the main loop went without running, measured by a
 *   1 ms timer at high priority (a frame needs the loop every 16 ms).
 *
 * Usage: bench-document [FOLDER]   (default: a new temporary folder)
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gstdio.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tg-bench-util.h"
#include "tg-document.h"
#include "tg-session-private.h"
#include "tg-sgf.h"

#define MAIN_LINE_MOVES 1400
#define VARIATIONS 300
#define COLLECTION_BYTES (20 * 1024 * 1024)
#define REPETITIONS 21

/* Plays a legal random move at the current node; passes when none is
 * found, so every line goes on. */
static void
play_random (TgGame *game,
             GRand  *rand)
{
  for (guint tries = 0; tries < 50; tries++)
    {
      TgPoint point = tg_board_point (tg_game_get_board (game), g_rand_int_range (rand, 0, 19),
                                      g_rand_int_range (rand, 0, 19));

      if (tg_game_play (game, point, NULL) == TG_MOVE_OK)
        return;
    }
  tg_game_play (game, TG_PASS, NULL);
}

/* A reviewed game: a long main line, variations off it and off each
 * other, a comment every ten moves. */
static TgGame *
build_game (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (1400);
  g_autoptr(GPtrArray) nodes = g_ptr_array_new ();
  TgGame *game = tg_game_new (19, TG_RULES_WMSG, 6.5, 0);

  for (guint i = 1; i <= MAIN_LINE_MOVES; i++)
    {
      play_random (game, rand);
      g_ptr_array_add (nodes, tg_game_get_current (game));
      if (i % 10 == 0)
        tg_game_set_value (game, tg_game_get_current (game), "C", "A move worth a comment.");
    }
  for (guint v = 0; v < VARIATIONS; v++)
    {
      guint length = g_rand_int_range (rand, 1, 30);

      tg_game_set_current (game, nodes->pdata[g_rand_int_range (rand, 0, nodes->len)]);
      for (guint i = 0; i < length; i++)
        play_random (game, rand);
      g_ptr_array_add (nodes, tg_game_get_current (game));
    }
  tg_game_forget_steps (game);
  tg_game_go_first (game);
  return game;
}

static TgNode *
main_line_node (TgGame *game,
                guint   depth)
{
  TgNode *node = tg_game_get_root (game);

  for (guint i = 0; i < depth && tg_node_get_n_children (node) > 0; i++)
    node = tg_node_get_child (node, 0);
  return node;
}

static void
bench_edit (TgGame *game)
{
  TgNode *middle = main_line_node (game, MAIN_LINE_MOVES / 2);
  double comment[REPETITIONS], setup[REPETITIONS];

  for (guint i = 0; i < REPETITIONS; i++)
    {
      g_autofree char *text = g_strdup_printf ("edit %u", i);
      const char *stones[] = { i % 2 ? "aa" : "ss", NULL };
      gint64 start;

      tg_game_set_current (game, middle);
      start = g_get_monotonic_time ();
      tg_game_set_value (game, middle, "C", text);
      tg_game_go_last (game);
      comment[i] = (g_get_monotonic_time () - start) / 1e3;

      tg_game_set_current (game, middle);
      start = g_get_monotonic_time ();
      tg_game_set_values (game, middle, "AB", stones);
      tg_game_go_last (game);
      setup[i] = (g_get_monotonic_time () - start) / 1e3;
    }
  printf ("edit in the middle, then to the end of the main line (median of %u):\n"
          "  a comment:             %.3f ms\n"
          "  a setup stone (the %zu nodes below worked out again): %.3f ms\n",
          REPETITIONS, tg_bench_median (comment, REPETITIONS), tg_node_count_tree (middle) - 1,
          tg_bench_median (setup, REPETITIONS));
}

static void
bench_text (TgGame *game)
{
  g_autoptr(GPtrArray) roots = g_ptr_array_new ();
  double times[REPETITIONS];
  gsize length = 0;

  g_ptr_array_add (roots, tg_game_get_root (game));
  for (guint i = 0; i < REPETITIONS; i++)
    {
      gint64 start = g_get_monotonic_time ();
      g_autofree char *text = tg_sgf_write (roots);

      times[i] = (g_get_monotonic_time () - start) / 1e3;
      length = strlen (text);
    }
  printf ("the game as SGF (%zu nodes, %.0f KB): %.2f ms (median of %u)\n",
          tg_node_count_tree (tg_game_get_root (game)), length / 1024.0,
          tg_bench_median (times, REPETITIONS), REPETITIONS);
}

/* The main loop's longest absence while something runs on it. */
typedef struct
{
  gint64 last;
  gint64 longest;
  guint  over_16ms;
} Watch;

static gboolean
tick_cb (gpointer user_data)
{
  Watch *watch = user_data;
  gint64 now = g_get_monotonic_time ();

  if (watch->last > 0)
    {
      gint64 gap = now - watch->last;

      watch->longest = MAX (watch->longest, gap);
      watch->over_16ms += gap > 16000;
    }
  watch->last = now;
  return G_SOURCE_CONTINUE;
}

static void
saved_cb (GObject      *source,
          GAsyncResult *result,
          gpointer      user_data)
{
  g_autoptr(GError) error = NULL;

  if (!tg_document_save_finish (TG_DOCUMENT (source), result, &error))
    g_error ("save failed: %s", error->message);
  *(gboolean *) user_data = TRUE;
}

static TgDocument *
build_collection (TgGame *model,
                  gsize  *bytes)
{
  g_autoptr(GPtrArray) roots = g_ptr_array_new ();
  g_autofree char *one = NULL;
  gsize size;
  TgDocument *document = NULL;
  guint n;

  g_ptr_array_add (roots, tg_game_get_root (model));
  one = tg_sgf_write (roots);
  size = strlen (one);
  n = (COLLECTION_BYTES + size - 1) / size;
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(TgGame) game = tg_game_new_from_root (tg_node_copy_tree (tg_game_get_root (model)),
                                                      NULL);

      if (document == NULL)
        document = tg_document_new (game);
      else
        tg_document_insert_game (document, i, game);
    }
  *bytes = size * n;
  return document;
}

static void
bench_save (TgDocument *document,
            gsize       bytes,
            const char *folder)
{
  g_autofree char *path = g_build_filename (folder, "collection.sgf", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  Watch watch = { 0 };
  gboolean done = FALSE;
  guint tick;
  gint64 start;

  for (guint round = 0; round < 2; round++)
    {
      TgGame *game = tg_document_get_game (document);

      /* Every game changed, so nothing of the last save's text is kept. */
      for (guint i = 0; i < tg_document_get_n_games (document); i++)
        {
          g_autoptr(TgGame) each = g_list_model_get_item (tg_document_get_games (document), i);
          g_autofree char *name = g_strdup_printf ("round %u", round);

          tg_game_set_value (each, tg_game_get_root (each), "GN", name);
        }
      watch = (Watch) { 0 };
      done = FALSE;
      tick = g_timeout_add_full (G_PRIORITY_HIGH, 1, tick_cb, &watch, NULL);
      start = g_get_monotonic_time ();
      tg_document_save_async (document, file, NULL, saved_cb, &done);
      while (!done)
        g_main_context_iteration (NULL, TRUE);
      g_source_remove (tick);
      printf ("save of a %.1f MB collection (%u games), every game changed: %.0f ms wall, "
              "longest the main loop waited %.1f ms, %u waits over 16 ms\n",
              bytes / 1048576.0, tg_document_get_n_games (document),
              (g_get_monotonic_time () - start) / 1e3, watch.longest / 1e3, watch.over_16ms);
      (void) game;
    }

  /* One game changed: the others' text is kept. */
  {
    TgGame *game = tg_document_get_game (document);

    tg_game_set_value (game, tg_game_get_root (game), "GN", "one changed");
    watch = (Watch) { 0 };
    done = FALSE;
    tick = g_timeout_add_full (G_PRIORITY_HIGH, 1, tick_cb, &watch, NULL);
    start = g_get_monotonic_time ();
    tg_document_save_async (document, file, NULL, saved_cb, &done);
    while (!done)
      g_main_context_iteration (NULL, TRUE);
    g_source_remove (tick);
    printf ("save of the same collection, one game changed: %.0f ms wall, "
            "longest the main loop waited %.1f ms\n",
            (g_get_monotonic_time () - start) / 1e3, watch.longest / 1e3);
  }
  g_unlink (path);
}

static void
flushed_cb (GObject      *source,
            GAsyncResult *result,
            gpointer      user_data)
{
  tg_session_flush_finish (TG_SESSION (source), result, NULL);
  *(gboolean *) user_data = TRUE;
}

static void
bench_draft (TgDocument *document,
             const char *what,
             const char *folder)
{
  g_autoptr(TgSession) session = tg_session_new (folder);
  TgGame *game = tg_document_get_game (document);
  double times[5];
  Watch watch = { 0 };
  gint64 first_longest = 0;

  tg_session_add (session, document);
  for (guint i = 0; i < G_N_ELEMENTS (times); i++)
    {
      g_autofree char *name = g_strdup_printf ("draft %u", i);
      gboolean done = FALSE;
      guint tick;
      gint64 start;

      tg_game_set_value (game, tg_game_get_root (game), "GN", name);
      watch.last = 0;
      tick = g_timeout_add_full (G_PRIORITY_HIGH, 1, tick_cb, &watch, NULL);
      start = g_get_monotonic_time ();
      tg_session_flush_async (session, NULL, flushed_cb, &done);
      while (!done)
        g_main_context_iteration (NULL, TRUE);
      g_source_remove (tick);
      times[i] = (g_get_monotonic_time () - start) / 1e3;
      /* The first draft works out every game's state; later ones only
       * the changed game's. */
      if (i == 0)
        {
          first_longest = watch.longest;
          watch.longest = 0;
        }
    }
  printf ("draft of %s after one change: %.1f ms to disk (median of %zu), "
          "longest the main loop waited %.1f ms (the first draft: %.1f ms)\n",
          what, tg_bench_median (times, G_N_ELEMENTS (times)), G_N_ELEMENTS (times), watch.longest / 1e3,
          first_longest / 1e3);
  tg_session_remove (session, document);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(TgGame) game = NULL;
  g_autoptr(TgDocument) single = NULL;
  g_autoptr(TgDocument) collection = NULL;
  g_autofree char *folder = NULL;
  gboolean own_folder = argc < 2;
  gsize bytes;

  folder = own_folder ? g_dir_make_tmp ("tengen-bench-document-XXXXXX", NULL) : g_strdup (argv[1]);
  game = build_game ();
  bench_edit (game);
  bench_text (game);

  single = tg_document_new (game);
  bench_draft (single, "the 1,400-move game", folder);
  collection = build_collection (game, &bytes);
  bench_save (collection, bytes, folder);
  bench_draft (collection, "the 20 MB collection", folder);

  if (own_folder)
    {
      g_autofree char *drafts = g_build_filename (folder, "drafts", NULL);
      g_autofree char *state = g_build_filename (folder, "session.state", NULL);

      g_rmdir (drafts);
      g_unlink (state);
      g_rmdir (folder);
    }
  return 0;
}
