/* test-game-markup.c: a teacher's edits of a node — marks, labels,
 * arrows and lines, setup stones in a node of their own — each one step
 * that undo takes back, and what they leave in the record.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tg-game.h"

#include "tg-node-private.h"
#include "tg-sgf.h"
#include "tg-test-util.h"

static void
test_marks (void)
{
  g_autoptr(TgGame) game = tg_test_game_from_sgf ("(;SZ[9];B[ee]TR[aa:ab])");
  TgNode *node = tg_game_get_current (game);
  TgPoint a9 = tg_test_point (game, "A9"), a8 = tg_test_point (game, "A8");
  TgPoint e5 = tg_test_point (game, "E5");

  /* A compressed list from another program is one list of points. */
  g_assert_true (tg_game_node_has_mark (game, node, "TR", a8));
  tg_game_toggle_mark (game, node, "TR", a8);
  g_assert_false (tg_game_node_has_mark (game, node, "TR", a8));
  g_assert_true (tg_game_node_has_mark (game, node, "TR", a9));
  g_assert_cmpuint (tg_test_count_values (node, "TR"), ==, 1);

  /* One mark a point: a square on the triangle replaces it. */
  tg_game_toggle_mark (game, node, "SQ", a9);
  g_assert_false (tg_node_has_prop (node, "TR"));
  g_assert_true (tg_test_has_value (node, "SQ", "aa"));
  /* Dimmed points are no mark of that kind. */
  tg_game_toggle_mark (game, node, "DD", a9);
  g_assert_true (tg_test_has_value (node, "SQ", "aa"));
  g_assert_true (tg_test_has_value (node, "DD", "aa"));
  tg_game_toggle_mark (game, node, "CR", e5);
  g_assert_true (tg_test_has_value (node, "CR", "ee"));

  /* Each toggle one step. */
  g_assert_true (tg_game_undo (game));
  g_assert_false (tg_node_has_prop (node, "CR"));
  g_assert_true (tg_game_undo (game));
  g_assert_true (tg_game_undo (game));
  g_assert_true (tg_test_has_value (node, "TR", "aa"));
  g_assert_true (tg_game_undo (game));
  g_assert_cmpstr (tg_node_get_value (node, "TR"), ==, "aa:ab");
}

static void
test_labels_and_lines (void)
{
  g_autoptr(TgGame) game = tg_test_game_from_sgf ("(;SZ[9];B[ee]LB[cc:A][dd:C])");
  TgNode *node = tg_game_get_current (game);
  g_autofree char *next = tg_game_next_label (game, node, FALSE);
  g_autofree char *number = tg_game_next_label (game, node, TRUE);
  TgPoint c7 = tg_test_point (game, "C7"), g3 = tg_test_point (game, "G3");

  g_assert_cmpstr (next, ==, "B");
  g_assert_cmpstr (number, ==, "1");
  g_assert_cmpstr (tg_game_get_label (game, node, c7), ==, "A");
  tg_game_set_label (game, node, g3, next);
  g_assert_true (tg_test_has_value (node, "LB", "gg:B"));
  /* A label replaces the one on its point; none removes it. */
  tg_game_set_label (game, node, c7, "tesuji");
  g_assert_cmpstr (tg_game_get_label (game, node, c7), ==, "tesuji");
  g_assert_cmpuint (tg_test_count_values (node, "LB"), ==, 3);
  tg_game_set_label (game, node, c7, NULL);
  g_assert_null (tg_game_get_label (game, node, c7));

  /* An arrow has a direction, a line none. */
  tg_game_toggle_line (game, node, "AR", c7, g3);
  tg_game_toggle_line (game, node, "AR", g3, c7);
  g_assert_cmpuint (tg_test_count_values (node, "AR"), ==, 2);
  tg_game_toggle_line (game, node, "LN", c7, g3);
  tg_game_toggle_line (game, node, "LN", g3, c7);
  g_assert_false (tg_node_has_prop (node, "LN"));
}

/* Setup on a move's node goes into a node of its own after it; the
 * position is what the stones say, written with the fewest points. */
static void
test_setup (void)
{
  g_autoptr(TgGame) game = tg_test_game_from_sgf ("(;SZ[5];B[cc])");
  TgNode *move = tg_game_get_current (game);
  TgNode *setup;
  TgPoint points[2];

  tg_game_set_setup_stone (game, move, tg_test_point (game, "B4"), TG_WHITE);
  setup = tg_game_get_current (game);
  g_assert_true (setup->parent == move);
  g_assert_false (tg_node_has_prop (move, "AW"));
  g_assert_true (tg_test_has_value (setup, "AW", "bb"));
  /* The next stones go into the same setup node. */
  tg_game_set_setup_stone (game, tg_game_get_current (game), tg_test_point (game, "C3"),
                           TG_EMPTY);
  g_assert_true (tg_game_get_current (game) == setup);
  g_assert_true (tg_test_has_value (setup, "AE", "cc"));
  points[0] = tg_test_point (game, "D2");
  points[1] = tg_test_point (game, "E2");
  tg_game_paint_setup (game, setup, points, 2, TG_BLACK);
  tg_test_assert_board (tg_game_get_board (game),
                        ". . . . .\n"
                        ". O . . .\n"
                        ". . . . .\n"
                        ". . . X X\n"
                        ". . . . .\n");
  /* A stone of the colour chosen comes off again, and leaves no AB. */
  tg_game_set_setup_stone (game, setup, tg_test_point (game, "D2"), TG_BLACK);
  tg_game_set_setup_stone (game, setup, tg_test_point (game, "E2"), TG_BLACK);
  g_assert_false (tg_node_has_prop (setup, "AB"));

  tg_game_set_player (game, setup, TG_WHITE);
  g_assert_cmpint (tg_game_get_to_move (game), ==, TG_WHITE);

  tg_game_clear_setup_board (game, setup);
  tg_test_assert_board (tg_game_get_board (game),
                        ". . . . .\n"
                        ". . . . .\n"
                        ". . . . .\n"
                        ". . . . .\n"
                        ". . . . .\n");
  /* Against the position after the move: C3 taken off, B4 never put. */
  g_assert_true (tg_test_has_value (setup, "AE", "cc"));
  g_assert_false (tg_node_has_prop (setup, "AW"));

  /* Everything since the move, undone step by step, leaves the record
   * as read. */
  while (tg_game_can_undo (game))
    g_assert_true (tg_game_undo (game));
  g_assert_cmpuint (tg_node_get_n_children (move), ==, 0);
}

/* A setup may leave a group without liberties (the littlego
 * illegal-setup file): it is kept, and counted. */
static void
test_setup_without_liberties (void)
{
  g_autoptr(TgGame) game = tg_test_game_from_sgf ("(;SZ[5]AB[ab][ba][cb][bc])");
  TgNode *root = tg_game_get_root (game);

  g_assert_cmpuint (tg_game_count_dead_setup (game, root), ==, 0);
  tg_game_set_setup_stone (game, root, tg_test_point (game, "B4"), TG_WHITE);
  tg_test_assert_board (tg_game_get_board (game),
                        ". X . . .\n"
                        "X O X . .\n"
                        ". X . . .\n"
                        ". . . . .\n"
                        ". . . . .\n");
  g_assert_cmpuint (tg_game_count_dead_setup (game, root), ==, 1);
}

/* What the tools write is read back as written: every value of every
 * markup and setup property, byte for byte, after a save and a reopen —
 * a label with SGF's special characters included. */
static void
assert_same_props (const TgNode *written,
                   const TgNode *read)
{
  g_assert_cmpuint (written->n_props, ==, read->n_props);
  for (guint i = 0; i < written->n_props; i++)
    {
      const TgProp *prop = tg_node_get_prop_at (written, i);
      const TgProp *again = tg_node_get_prop (read, prop->id);

      g_assert_nonnull (again);
      g_assert_cmpuint (prop->n_values, ==, again->n_values);
      for (guint v = 0; v < prop->n_values; v++)
        g_assert_cmpstr (prop->values[v], ==, again->values[v]);
    }
}

static void
test_round_trip (void)
{
  g_autoptr(TgGame) game = tg_test_game_from_sgf ("(;SZ[9];B[ee])");
  TgNode *move = tg_game_get_current (game);
  TgNode *setup;
  g_autoptr(GPtrArray) written = g_ptr_array_new ();
  g_autoptr(GPtrArray) roots = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  TgNode *read_move, *read_setup;

  tg_game_toggle_mark (game, move, "TR", tg_test_point (game, "A9"));
  tg_game_toggle_mark (game, move, "SQ", tg_test_point (game, "C7"));
  tg_game_toggle_mark (game, move, "CR", tg_test_point (game, "E5"));
  tg_game_toggle_mark (game, move, "MA", tg_test_point (game, "G3"));
  tg_game_toggle_mark (game, move, "SL", tg_test_point (game, "B2"));
  tg_game_toggle_mark (game, move, "DD", tg_test_point (game, "J1"));
  tg_game_set_label (game, move, tg_test_point (game, "C3"), "A");
  tg_game_set_label (game, move, tg_test_point (game, "G7"), "1:2] \\x");
  tg_game_toggle_line (game, move, "AR", tg_test_point (game, "C7"), tg_test_point (game, "G3"));
  tg_game_toggle_line (game, move, "LN", tg_test_point (game, "A1"), tg_test_point (game, "J9"));
  tg_game_set_setup_stone (game, move, tg_test_point (game, "D4"), TG_BLACK);
  setup = tg_game_get_current (game);
  tg_game_set_setup_stone (game, setup, tg_test_point (game, "F6"), TG_WHITE);
  tg_game_set_setup_stone (game, setup, tg_test_point (game, "E5"), TG_EMPTY);
  tg_game_set_player (game, setup, TG_WHITE);

  /* The values as SGF has them, written out by hand. */
  g_assert_cmpstr (tg_node_get_value (move, "TR"), ==, "aa");
  g_assert_cmpstr (tg_node_get_value (move, "SQ"), ==, "cc");
  g_assert_cmpstr (tg_node_get_value (move, "MA"), ==, "gg");
  g_assert_cmpstr (tg_node_get_value (move, "SL"), ==, "bh");
  g_assert_cmpstr (tg_node_get_value (move, "DD"), ==, "ii");
  g_assert_true (tg_test_has_value (move, "LB", "gc:1:2] \\x"));
  g_assert_true (tg_test_has_value (move, "AR", "cc:gg"));
  g_assert_true (tg_test_has_value (move, "LN", "ai:ia"));
  g_assert_cmpstr (tg_node_get_value (setup, "AB"), ==, "df");
  g_assert_cmpstr (tg_node_get_value (setup, "AW"), ==, "fd");
  g_assert_cmpstr (tg_node_get_value (setup, "AE"), ==, "ee");
  g_assert_cmpstr (tg_node_get_value (setup, "PL"), ==, "W");

  g_ptr_array_add (written, tg_game_get_root (game));
  text = tg_sgf_write (written);
  roots = tg_sgf_parse (text, strlen (text), NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (roots->len, ==, 1);
  read_move = ((TgNode *) roots->pdata[0])->children[0];
  read_setup = read_move->children[0];
  assert_same_props (move, read_move);
  assert_same_props (setup, read_setup);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/game-markup/marks", test_marks);
  g_test_add_func ("/game-markup/labels-and-lines", test_labels_and_lines);
  g_test_add_func ("/game-markup/setup", test_setup);
  g_test_add_func ("/game-markup/setup-without-liberties", test_setup_without_liberties);
  g_test_add_func ("/game-markup/round-trip", test_round_trip);

  return g_test_run ();
}
