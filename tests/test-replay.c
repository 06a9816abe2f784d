/* test-replay.c: the replay cache (TgReplay) — the positions it keeps
 * along a record, told which subtree an edit touched: after an edit every
 * position equals a fresh replay of the record, the edited subtree is
 * annotated again (move numbers, flags, superko against the line above)
 * and nothing else is, forgotten nodes leave nothing behind, and the
 * checkpoints of long records, kept as the record is first walked, give
 * back exact positions in any order from a few nodes above.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-node-private.h"
#include "tg-replay-private.h"
#include "tg-test-util.h"

/* The nodes of the tree under @root, depth first. */
static GPtrArray *
all_nodes (TgNode *root)
{
  GPtrArray *nodes = g_ptr_array_new ();
  g_autoptr(GPtrArray) stack = g_ptr_array_new ();

  g_ptr_array_add (stack, root);
  while (stack->len > 0)
    {
      TgNode *node = g_ptr_array_steal_index (stack, stack->len - 1);

      g_ptr_array_add (nodes, node);
      for (guint i = tg_node_get_n_children (node); i-- > 0;)
        g_ptr_array_add (stack, tg_node_get_child (node, i));
    }
  return nodes;
}

/* Every node's position and captures from @replay equal those of a
 * replay made afresh from the record as it now stands. */
static void
assert_same_as_fresh (TgReplay *replay,
                      TgNode   *root,
                      guint     size)
{
  g_autoptr(TgReplay) fresh = tg_replay_new (size);
  g_autoptr(GPtrArray) nodes = all_nodes (root);
  g_autoptr(TgBoard) cached = tg_board_new (size);
  g_autoptr(TgBoard) expected = tg_board_new (size);

  tg_replay_annotate_tree (fresh, root);
  for (guint i = 0; i < nodes->len; i++)
    {
      guint cached_captures[2], expected_captures[2];

      tg_replay_position (replay, nodes->pdata[i], cached, cached_captures);
      tg_replay_position (fresh, nodes->pdata[i], expected, expected_captures);
      g_assert_true (tg_board_equal (cached, expected));
      g_assert_cmpuint (cached_captures[0], ==, expected_captures[0]);
      g_assert_cmpuint (cached_captures[1], ==, expected_captures[1]);
    }
}

static void
assert_position (TgReplay   *replay,
                 TgNode     *node,
                 guint       size,
                 const char *diagram)
{
  g_autoptr(TgBoard) board = tg_board_new (size);

  tg_replay_position (replay, node, board, NULL);
  tg_test_assert_board (board, diagram);
}

/* Every position of the line asked for once, as someone stepping through
 * the record would, so that checkpoints are kept along it. */
static void
walk_line (TgReplay *replay,
           TgNode   *root,
           guint     size)
{
  g_autoptr(TgBoard) board = tg_board_new (size);

  for (TgNode *node = root; node != NULL;
       node = tg_node_get_n_children (node) > 0 ? tg_node_get_child (node, 0) : NULL)
    tg_replay_position (replay, node, board, NULL);
}

/* Black captures White's B8 with move 7 (B7); then 18 moves far away,
 * White along row 3 and Black along row 1, more than the spacing between
 * checkpoints. */
static char *
capture_record (void)
{
  GString *sgf = g_string_new ("(;GM[1]FF[4]SZ[9]"
                               ";B[ab];W[bb];B[cb];W[ee];B[ba];W[ff];B[bc]");

  for (guint x = 0; x < 9; x++)
    g_string_append_printf (sgf, ";W[%cg];B[%ci]", 'a' + x, 'a' + x);
  g_string_append (sgf, ")");
  return g_string_free (sgf, FALSE);
}

/* Move 7 is changed after the whole line was stepped through: White's
 * stone lives in every position after it, as a fresh replay says, though
 * the cache held positions with it captured. */
static void
test_edit_equals_fresh_replay (void)
{
  g_autofree char *sgf = capture_record ();
  g_autoptr(TgNode) root = tg_test_parse_record (sgf);
  g_autoptr(TgReplay) replay = tg_replay_new (9);
  TgNode *capture = tg_test_nth_node (root, 7);
  TgNode *end = tg_test_nth_node (root, 25);
  guint captures[2];
  g_autoptr(TgBoard) board = tg_board_new (9);

  tg_replay_annotate_tree (replay, root);
  walk_line (replay, root, 9);
  assert_position (replay, end, 9,
                   ". X . . . . . . .\n"
                   "X . X . . . . . .\n"
                   ". X . . . . . . .\n"
                   ". . . . . . . . .\n"
                   ". . . . O . . . .\n"
                   ". . . . . O . . .\n"
                   "O O O O O O O O O\n"
                   ". . . . . . . . .\n"
                   "X X X X X X X X X\n");
  g_assert_cmpuint (capture->captured, ==, 1);

  /* Black plays H8 instead of B7. */
  tg_node_set_value (capture, "B", "hb");
  tg_replay_annotate_subtree (replay, capture);
  g_assert_cmpuint (capture->captured, ==, 0);
  assert_position (replay, end, 9,
                   ". X . . . . . . .\n"
                   "X O X . . . . X .\n"
                   ". . . . . . . . .\n"
                   ". . . . . . . . .\n"
                   ". . . . O . . . .\n"
                   ". . . . . O . . .\n"
                   "O O O O O O O O O\n"
                   ". . . . . . . . .\n"
                   "X X X X X X X X X\n");
  tg_replay_position (replay, end, board, captures);
  g_assert_cmpuint (captures[TG_BLACK - 1], ==, 0);
  assert_same_as_fresh (replay, root, 9);
}

/* A ko (spec §4).  White takes at B4, Black plays elsewhere (E1), White
 * answers (D1), and only then does Black take back at C4.  Edited so that
 * Black takes back at once, the retake repeats the position before
 * White's capture: the subtree is annotated again, superko judged
 * against the line above it, and the later C4 is now on a stone. */
static void
test_subtree_reannotated (void)
{
  g_autoptr(TgNode) root =
    tg_test_parse_record ("(;GM[1]FF[4]SZ[5]AB[ba][ab][cb][bc]AW[ca][db][cc]PL[W]"
                          "(;W[bb];B[ee];W[de];B[cb])(;W[ee]))");
  g_autoptr(TgReplay) replay = tg_replay_new (5);
  TgNode *take = tg_test_nth_node (root, 1);
  TgNode *elsewhere = tg_test_nth_node (root, 2);
  TgNode *retake = tg_test_nth_node (root, 4);
  TgNode *other = tg_node_get_child (root, 1);
  guint64 other_hash;

  tg_replay_annotate_tree (replay, root);
  g_assert_cmpint (retake->move_status, ==, TG_MOVE_OK);
  g_assert_cmpuint (retake->captured, ==, 1);
  g_assert_cmpint (other->move_status, ==, TG_MOVE_OK);
  other_hash = other->hash;
  walk_line (replay, root, 5);

  tg_node_set_value (elsewhere, "B", "cb");
  tg_replay_annotate_subtree (replay, elsewhere);
  g_assert_cmpint (elsewhere->move_status, ==, TG_MOVE_SUPERKO);
  g_assert_cmpint (elsewhere->repeats_move, ==, 0);
  /* Against superko, a move is kept as recorded and played. */
  g_assert_cmpuint (elsewhere->captured, ==, 1);
  g_assert_cmpint (retake->move_status, ==, TG_MOVE_OCCUPIED);
  g_assert_cmpuint (retake->captured, ==, 0);
  g_assert_cmpuint (retake->move_number, ==, 4);
  assert_position (replay, retake, 5,
                   ". X O . .\n"
                   "X . X O .\n"
                   ". X O . .\n"
                   ". . . . .\n"
                   ". . . O .\n");
  /* Above the edit and beside it, nothing was worked out again. */
  g_assert_cmpint (take->move_status, ==, TG_MOVE_OK);
  g_assert_cmpuint (take->captured, ==, 1);
  g_assert_true (other->hash == other_hash);
  assert_same_as_fresh (replay, root, 5);
}

/* A variation stepped through and then removed gives back its cached
 * positions; a new variation reuses their room, and the main line's
 * cached positions stay exact.  A forgotten main line is no longer
 * reported as the record's. */
static void
test_forget (void)
{
  g_autofree char *sgf = capture_record ();
  g_autoptr(TgNode) root = tg_test_parse_record (sgf);
  g_autoptr(TgReplay) replay = tg_replay_new (9);
  g_autoptr(TgNode) removed = NULL;
  g_autoptr(GString) variation = g_string_new ("(");
  TgNode *branch = tg_test_nth_node (root, 7);
  TgNode *marked = NULL;
  TgNode *parent;

  /* A variation from move 7: White fills row 6 and Black row 2 from the
   * right, long enough for checkpoints of its own. */
  for (guint x = 9; x-- > 0;)
    g_string_append_printf (variation, ";W[%cd];B[%ch]", 'a' + x, 'a' + x);
  g_string_append (variation, ")");
  tg_node_append_child (branch, tg_test_parse_record (variation->str));
  tg_node_set_value (tg_test_nth_node (root, 25), "TB", "ii");

  tg_replay_annotate_tree (replay, root);
  g_assert_true (tg_replay_get_main_line (replay, &marked) == tg_test_nth_node (root, 25));
  g_assert_true (marked == tg_test_nth_node (root, 25));
  walk_line (replay, root, 9);
  for (TgNode *node = tg_node_get_child (branch, 1); node != NULL;
       node = tg_node_get_n_children (node) > 0 ? tg_node_get_child (node, 0) : NULL)
    {
      g_autoptr(TgBoard) board = tg_board_new (9);

      tg_replay_position (replay, node, board, NULL);
    }

  tg_replay_forget_subtree (replay, tg_node_get_child (branch, 1));
  removed = tg_node_take (tg_node_get_child (branch, 1));
  g_string_assign (variation, "(");
  for (guint x = 0; x < 9; x++)
    g_string_append_printf (variation, ";W[%ch];B[%cd]", 'a' + x, 'a' + x);
  g_string_append (variation, ")");
  tg_node_append_child (branch, tg_test_parse_record (variation->str));
  tg_replay_annotate_subtree (replay, tg_node_get_child (branch, 1));
  for (TgNode *node = tg_node_get_child (branch, 1); node != NULL;
       node = tg_node_get_n_children (node) > 0 ? tg_node_get_child (node, 0) : NULL)
    {
      g_autoptr(TgBoard) board = tg_board_new (9);

      tg_replay_position (replay, node, board, NULL);
    }
  assert_same_as_fresh (replay, root, 9);

  /* The end of the main line forgotten, with the rest of the line after
   * move 20. */
  parent = tg_test_nth_node (root, 20);
  tg_replay_forget_subtree (replay, tg_node_get_child (parent, 0));
  g_assert_null (tg_replay_get_main_line (replay, &marked));
  g_assert_null (marked);
}

/* A random game of @n_moves moves on 19×19 (captures and retakes
 * without end), and in @truth the position after each of @n_samples
 * moves picked at random (in @samples). */
static TgNode *
random_line (GRand      *rand,
             guint       n_moves,
             guint       n_samples,
             GHashTable *truth,
             GPtrArray  *samples,
             TgBoard    *board)
{
  g_autoptr(GHashTable) sampled = g_hash_table_new (NULL, NULL);
  TgNode *root = tg_node_new ();
  guint n_points = tg_board_get_n_points (board);
  TgNode *last = root;
  TgColor color = TG_BLACK;

  tg_node_set_value (root, "SZ", "19");
  for (guint i = 0; i < n_samples; i++)
    g_hash_table_add (sampled, GUINT_TO_POINTER (g_rand_int_range (rand, 1, n_moves + 1)));
  for (guint move = 1; move <= n_moves; move++)
    {
      TgNode *node = tg_node_new ();
      char value[3] = { 0 };
      TgPoint point = TG_PASS;

      /* A legal point that is no eye of the mover, tried at random. */
      for (guint tries = 0; tries < 50 && point == TG_PASS; tries++)
        {
          TgPoint candidate = tg_board_nth_point (board, g_rand_int_range (rand, 0, n_points));

          if (tg_board_check (board, color, candidate, NULL) == TG_MOVE_OK
              && !tg_board_is_eye (board, candidate, color))
            point = candidate;
        }
      if (point != TG_PASS)
        {
          value[0] = 'a' + tg_board_point_x (board, point);
          value[1] = 'a' + tg_board_point_y (board, point);
          tg_board_play (board, color, point, NULL);
        }
      tg_node_set_value (node, color == TG_BLACK ? "B" : "W", value);
      tg_node_append_child (last, node);
      last = node;
      color = TG_OTHER (color);
      if (g_hash_table_contains (sampled, GUINT_TO_POINTER (move)))
        {
          g_hash_table_insert (truth, node, tg_board_copy (board));
          g_ptr_array_add (samples, node);
        }
    }
  return root;
}

/* A random game of 70,000 moves, walked without recursion, kept with
 * checkpoints spaced so that 1,024 cover it: positions asked for in
 * random order, far apart, are those of playing the moves one by one. */
static void
test_checkpoints_long_line (void)
{
  const guint n_moves = 70000;
  g_autoptr(GRand) rand = g_rand_new_with_seed (20260301);
  g_autoptr(TgBoard) board = tg_board_new (19);
  g_autoptr(TgReplay) replay = tg_replay_new (19);
  g_autoptr(GHashTable) truth = g_hash_table_new_full (NULL, NULL, NULL,
                                                       (GDestroyNotify) tg_board_free);
  g_autoptr(GPtrArray) samples = g_ptr_array_new ();
  g_autoptr(TgNode) root = random_line (rand, n_moves, 300, truth, samples, board);
  g_autoptr(TgBoard) got = tg_board_new (19);
  TgNode *last = root;

  while (tg_node_get_n_children (last) > 0)
    last = tg_node_get_child (last, 0);
  tg_replay_annotate_tree (replay, root);
  g_assert_cmpuint (last->move_number, ==, n_moves);
  tg_replay_position (replay, last, got, NULL);
  g_assert_true (tg_board_equal (got, board));
  /* Random order, twice: the second time from the checkpoints the first
   * left. */
  for (guint round = 0; round < 2; round++)
    for (guint i = 0; i < samples->len; i++)
      {
        TgNode *node = samples->pdata[g_rand_int_range (rand, 0, samples->len)];

        tg_replay_position (replay, node, got, NULL);
        g_assert_true (tg_board_equal (got, g_hash_table_lookup (truth, node)));
      }
}

/* The walk over a record of 30,000 moves keeps the positions a jump
 * needs: the first jump to any node, in random order, and the first step
 * back from the end replay fewer nodes than the spacing between them,
 * which stays such that 1,024 positions cover the line, and give the
 * position of playing the moves one by one.  Kept as first asked for
 * instead, the first jump replayed the line from its start. */
static void
test_checkpoints_kept_by_walk (void)
{
  const guint n_moves = 30000;
  g_autoptr(GRand) rand = g_rand_new_with_seed (20261207);
  g_autoptr(TgBoard) board = tg_board_new (19);
  g_autoptr(TgReplay) replay = tg_replay_new (19);
  g_autoptr(GHashTable) truth = g_hash_table_new_full (NULL, NULL, NULL,
                                                       (GDestroyNotify) tg_board_free);
  g_autoptr(GPtrArray) samples = g_ptr_array_new ();
  g_autoptr(TgNode) root = random_line (rand, n_moves, 200, truth, samples, board);
  g_autoptr(TgBoard) got = tg_board_new (19);
  guint spacing;
  TgNode *last = root;

  while (tg_node_get_n_children (last) > 0)
    last = tg_node_get_child (last, 0);
  tg_replay_annotate_tree (replay, root);
  spacing = _tg_replay_get_spacing (replay);
  g_assert_cmpuint (spacing, >=, 16);
  g_assert_cmpuint ((n_moves + 1) / spacing, <=, 1024);

  tg_replay_position (replay, last->parent, got, NULL);
  g_assert_cmpuint (_tg_replay_get_n_replayed (replay), <, spacing);
  for (guint i = samples->len; i-- > 1;)
    {
      guint j = g_rand_int_range (rand, 0, i + 1);
      gpointer swap = samples->pdata[i];

      samples->pdata[i] = samples->pdata[j];
      samples->pdata[j] = swap;
    }
  for (guint i = 0; i < samples->len; i++)
    {
      TgNode *node = samples->pdata[i];

      tg_replay_position (replay, node, got, NULL);
      g_assert_cmpuint (_tg_replay_get_n_replayed (replay), <, spacing);
      g_assert_true (tg_board_equal (got, g_hash_table_lookup (truth, node)));
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/replay/edit-equals-fresh-replay", test_edit_equals_fresh_replay);
  g_test_add_func ("/replay/subtree-reannotated", test_subtree_reannotated);
  g_test_add_func ("/replay/forget", test_forget);
  g_test_add_func ("/replay/checkpoints-long-line", test_checkpoints_long_line);
  g_test_add_func ("/replay/checkpoints-kept-by-walk", test_checkpoints_kept_by_walk);

  return g_test_run ();
}
