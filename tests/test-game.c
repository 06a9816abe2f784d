/* test-game.c: the game model's record — new games, handicap, play,
 * variations, undo, records replayed with their illegal moves flagged
 * (spec §4) and what loading reads from the root.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tg-node-private.h"
#include "tg-game.h"

#include <gio/gio.h>

#include "tg-rule-breaks.h"
#include "tg-sgf.h"
#include "tg-test-util.h"

/* New records */

static void
test_new_record (void)
{
  g_autoptr(TgGame) game = tg_game_new (9, TG_RULES_WMSG, 6.5, 0);
  TgNode *root = tg_game_get_root (game);
  TgPhase phase;

  g_assert_cmpstr (tg_node_get_value (root, "FF"), ==, "4");
  g_assert_cmpstr (tg_node_get_value (root, "GM"), ==, "1");
  g_assert_cmpstr (tg_node_get_value (root, "CA"), ==, "UTF-8");
  g_assert_true (g_str_has_prefix (tg_node_get_value (root, "AP"), "Tengen:"));
  g_assert_cmpstr (tg_node_get_value (root, "SZ"), ==, "9");
  g_assert_cmpstr (tg_node_get_value (root, "KM"), ==, "6.5");
  g_assert_cmpstr (tg_node_get_value (root, "RU"), ==, "WMSG");
  g_assert_false (tg_node_has_prop (root, "HA"));
  g_assert_cmpuint (tg_game_get_size (game), ==, 9);
  g_assert_cmpfloat (tg_game_get_komi (game), ==, 6.5);
  g_assert_cmpint (tg_game_get_rules (game), ==, TG_RULES_WMSG);
  g_assert_true (tg_game_get_current (game) == root);
  g_assert_cmpint (tg_game_get_to_move (game), ==, TG_BLACK);
  g_assert_cmpuint (tg_game_get_move_number (game), ==, 0);
  g_assert_null (tg_game_get_last_move (game));
  g_assert_false (tg_game_get_modified (game));
  g_object_get (game, "phase", &phase, NULL);
  g_assert_cmpint (phase, ==, TG_PHASE_PLAYING);
  g_assert_null (tg_game_get_end_node (game));

  tg_game_set_komi (game, 7);
  tg_game_set_rules (game, TG_RULES_CHINESE);
  tg_game_set_info (game, "PB", "Nie Weiping");
  g_assert_cmpstr (tg_node_get_value (root, "KM"), ==, "7");
  g_assert_cmpstr (tg_node_get_value (root, "RU"), ==, "Chinese");
  g_assert_cmpstr (tg_game_get_info (game, "PB"), ==, "Nie Weiping");
  g_assert_true (tg_game_get_modified (game));
  tg_game_set_info (game, "PB", NULL);
  g_assert_false (tg_node_has_prop (root, "PB"));
  tg_game_set_modified (game, FALSE);
  g_assert_false (tg_game_get_modified (game));
}

static void
test_handicap_record (void)
{
  g_autoptr(TgGame) game = tg_game_new (19, TG_RULES_WMSG, 0.5, 4);
  TgNode *root = tg_game_get_root (game);
  TgScore score;

  /* Q16 D4 Q4 D16 in SGF letters. */
  g_assert_cmpstr (tg_node_get_value (root, "HA"), ==, "4");
  g_assert_cmpuint (tg_test_count_values (root, "AB"), ==, 4);
  g_assert_true (tg_test_has_value (root, "AB", "pd"));
  g_assert_true (tg_test_has_value (root, "AB", "dp"));
  g_assert_true (tg_test_has_value (root, "AB", "pp"));
  g_assert_true (tg_test_has_value (root, "AB", "dd"));
  g_assert_cmpuint (tg_game_get_handicap (game), ==, 4);
  g_assert_cmpuint (tg_board_count (tg_game_get_board (game), TG_BLACK), ==, 4);
  g_assert_cmpint (tg_game_get_to_move (game), ==, TG_WHITE);
  tg_test_play (game, "R3");
  g_assert_nonnull (tg_node_get_value (tg_game_get_current (game), "W"));
  g_assert_cmpint (tg_game_get_to_move (game), ==, TG_BLACK);

  tg_game_get_score (game, &score);
  g_assert_cmpfloat (score.handicap_compensation, ==, 4);
}

static void
test_free_handicap (void)
{
  g_autoptr(TgGame) game = tg_game_new (9, TG_RULES_WMSG, 0.5, 0);
  g_autoptr(GArray) points = g_array_new (FALSE, FALSE, sizeof (TgPoint));
  TgPoint p;

  p = tg_test_point (game, "C3");
  g_array_append_val (points, p);
  p = tg_test_point (game, "G7");
  g_array_append_val (points, p);
  p = tg_test_point (game, "E5");
  g_array_append_val (points, p);
  g_assert_true (tg_game_set_free_handicap (game, points));
  g_assert_cmpstr (tg_node_get_value (tg_game_get_root (game), "HA"), ==, "3");
  g_assert_cmpuint (tg_test_count_values (tg_game_get_root (game), "AB"), ==, 3);
  g_assert_cmpuint (tg_game_get_handicap (game), ==, 3);
  g_assert_cmpint (tg_board_get (tg_game_get_board (game), tg_test_point (game, "E5")),
                   ==, TG_BLACK);
  g_assert_cmpint (tg_game_get_to_move (game), ==, TG_WHITE);

  /* Once play has begun the stones are placed for good. */
  tg_test_play (game, "D7");
  g_assert_false (tg_game_set_free_handicap (game, points));
}

/* Play */

static void
test_play_and_illegal_moves (void)
{
  g_autoptr(TgGame) game = tg_game_new (9, TG_RULES_WMSG, 6.5, 0);
  TgTestSignals signals;
  int repeats = 0;

  tg_test_watch (game, &signals);
  tg_test_play (game, "B1 A1 A2");
  g_assert_cmpuint (signals.changed, ==, 3);
  g_assert_cmpuint (signals.current, ==, 3);
  g_assert_cmpuint (signals.modified, ==, 1);
  g_assert_true (tg_game_get_modified (game));
  g_assert_cmpuint (tg_game_get_captures (game, TG_BLACK), ==, 1);
  g_assert_cmpuint (tg_game_get_captures (game, TG_WHITE), ==, 0);
  g_assert_cmpuint (tg_game_get_move_number (game), ==, 3);
  g_assert_cmpstr (tg_node_get_value (tg_game_get_current (game), "B"), ==, "ah");
  g_assert_true (tg_game_get_last_move (game) == tg_game_get_current (game));
  g_assert_cmpint (tg_game_get_to_move (game), ==, TG_WHITE);

  /* Refused moves change nothing and announce nothing. */
  g_assert_cmpint (tg_game_play (game, tg_test_point (game, "A1"), &repeats), ==, TG_MOVE_SUICIDE);
  g_assert_cmpint (repeats, ==, -1);
  g_assert_cmpint (tg_game_play (game, tg_test_point (game, "B1"), NULL), ==, TG_MOVE_OCCUPIED);
  g_assert_cmpint (tg_game_check_move (game, tg_test_point (game, "A2"), NULL),
                   ==, TG_MOVE_OCCUPIED);
  g_assert_cmpuint (signals.changed, ==, 3);
  g_assert_cmpuint (tg_node_count_tree (tg_game_get_root (game)), ==, 4);
  tg_test_assert_board (tg_game_get_board (game),
                ". . . . . . . . .\n"
                ". . . . . . . . .\n"
                ". . . . . . . . .\n"
                ". . . . . . . . .\n"
                ". . . . . . . . .\n"
                ". . . . . . . . .\n"
                ". . . . . . . . .\n"
                "X . . . . . . . .\n"
                ". X . . . . . . .\n");

  /* A pass is always a move, written as an empty value. */
  g_assert_cmpint (tg_game_play (game, TG_PASS, NULL), ==, TG_MOVE_OK);
  g_assert_cmpstr (tg_node_get_value (tg_game_get_current (game), "W"), ==, "");
  g_assert_cmpint (tg_game_get_to_move (game), ==, TG_BLACK);
}

/* White to play in a ko; after White takes, Black may not take back at
 * once (positional superko, spec §4), but may after a move elsewhere. */
static const char ko_record[] =
  "(;GM[1]FF[4]SZ[5]AB[ba][ab][cb][bc]AW[ca][db][cc]PL[W])";

static void
test_ko (void)
{
  g_autoptr(TgGame) game = tg_test_game_from_sgf (ko_record);
  int repeats = 0;

  g_assert_cmpint (tg_game_get_to_move (game), ==, TG_WHITE);
  tg_test_play (game, "B4");
  g_assert_cmpuint (tg_game_get_captures (game, TG_WHITE), ==, 1);
  g_assert_cmpint (tg_game_check_move (game, tg_test_point (game, "C4"), &repeats),
                   ==, TG_MOVE_SUPERKO);
  g_assert_cmpint (repeats, ==, 0);
  g_assert_cmpint (tg_game_play (game, tg_test_point (game, "C4"), &repeats), ==, TG_MOVE_SUPERKO);
  g_assert_cmpint (repeats, ==, 0);
  g_assert_cmpuint (tg_game_get_move_number (game), ==, 1);

  tg_test_play (game, "E1 D1 C4");
  g_assert_cmpuint (tg_game_get_captures (game, TG_BLACK), ==, 1);
  tg_test_assert_board (tg_game_get_board (game),
                ". X O . .\n"
                "X . X O .\n"
                ". X O . .\n"
                ". . . . .\n"
                ". . . O X\n");
}

static void
test_variation (void)
{
  g_autoptr(TgGame) game = tg_game_new (9, TG_RULES_WMSG, 6.5, 0);
  TgNode *root = tg_game_get_root (game);
  TgNode *fork, *old_child, *variation;

  tg_test_play (game, "D5 E5 D4 E4");
  g_assert_true (tg_game_go_back (game));
  g_assert_true (tg_game_go_back (game));
  fork = tg_game_get_current (game);
  old_child = tg_node_get_child (fork, 0);
  g_assert_cmpint (tg_game_get_to_move (game), ==, TG_BLACK);

  tg_test_play (game, "C4");
  variation = tg_game_get_current (game);
  g_assert_true (variation->parent == fork);
  g_assert_cmpuint (tg_node_get_n_children (fork), ==, 2);
  g_assert_true (tg_node_get_child (fork, 0) == old_child);
  g_assert_cmpint (tg_node_child_index (variation), ==, 1);
  g_assert_cmpuint (tg_node_count_tree (root), ==, 6);
  g_assert_cmpuint (tg_game_get_move_number (game), ==, 3);
  g_assert_cmpint (tg_board_get (tg_game_get_board (game), tg_test_point (game, "D4")),
                   ==, TG_EMPTY);

  /* The later moves of the main line are still there. */
  g_assert_cmpint (tg_board_get (tg_game_get_board_at (game, tg_node_get_child (old_child, 0)),
                                 tg_test_point (game, "E4")), ==, TG_WHITE);

  /* Playing the move an existing child holds follows it. */
  tg_game_go_back (game);
  tg_test_play (game, "D4");
  g_assert_true (tg_game_get_current (game) == old_child);
  g_assert_cmpuint (tg_node_count_tree (root), ==, 6);

  tg_game_go_first (game);
  g_assert_true (tg_game_get_current (game) == root);
  tg_game_go_last (game);
  g_assert_cmpuint (tg_game_get_move_number (game), ==, 4);
  g_assert_false (tg_game_go_forward (game));
}

static void
test_undo (void)
{
  g_autoptr(TgGame) game = tg_game_new (9, TG_RULES_WMSG, 6.5, 0);
  TgNode *root = tg_game_get_root (game);
  TgNode *second, *third;

  tg_test_play (game, "D5 E5");
  second = tg_game_get_current (game);
  tg_test_play (game, "D4");
  third = tg_game_get_current (game);
  g_assert_true (tg_game_can_undo (game));
  g_assert_false (tg_game_can_redo (game));
  g_assert_true (tg_game_undo (game));
  g_assert_true (tg_game_get_current (game) == second);
  g_assert_cmpuint (tg_node_count_tree (root), ==, 3);
  g_assert_cmpint (tg_game_get_to_move (game), ==, TG_BLACK);
  tg_test_assert_board (tg_game_get_board (game),
                        ". . . . . . . . .\n"
                        ". . . . . . . . .\n"
                        ". . . . . . . . .\n"
                        ". . . . . . . . .\n"
                        ". . . X O . . . .\n"
                        ". . . . . . . . .\n"
                        ". . . . . . . . .\n"
                        ". . . . . . . . .\n"
                        ". . . . . . . . .\n");

  /* Redo brings the same node back: a takeback taken back. */
  g_assert_true (tg_game_can_redo (game));
  g_assert_true (tg_game_redo (game));
  g_assert_true (tg_game_get_current (game) == third);
  g_assert_true (tg_node_get_child (second, 0) == third);
  g_assert_cmpint (tg_board_get (tg_game_get_board (game), tg_test_point (game, "D4")), ==,
                   TG_BLACK);

  /* Undo goes to where the change was made, wherever the board is. */
  tg_game_go_first (game);
  g_assert_true (tg_game_undo (game));
  g_assert_true (tg_game_get_current (game) == second);
  g_assert_cmpuint (tg_node_count_tree (root), ==, 3);

  /* A new move makes the undone one unreachable. */
  tg_test_play (game, "C4");
  g_assert_false (tg_game_can_redo (game));
  g_assert_cmpuint (tg_node_count_tree (root), ==, 4);

  /* A stone placed stays placed (spec §9). */
  tg_game_set_takebacks (game, FALSE);
  g_assert_false (tg_game_get_takebacks (game));
  g_assert_false (tg_game_can_undo (game));
  g_assert_false (tg_game_undo (game));
  g_assert_cmpuint (tg_node_count_tree (root), ==, 4);
  g_assert_cmpuint (tg_game_get_move_number (game), ==, 3);

  tg_game_set_takebacks (game, TRUE);
  g_assert_true (tg_game_undo (game));
  g_assert_true (tg_game_undo (game));
  g_assert_true (tg_game_undo (game));
  g_assert_false (tg_game_can_undo (game));
  g_assert_true (tg_game_get_current (game) == root);
  g_assert_cmpuint (tg_node_count_tree (root), ==, 1);
}

/* A record as it was opened is the user's: undo never takes anything
 * out of it, only what was done since. */
static void
test_undo_keeps_opened_record (void)
{
  g_autoptr(TgGame) game =
    tg_test_game_from_sgf ("(;SZ[9];B[ee]C[opening];W[cc]C[teacher comment])");
  TgNode *root = tg_game_get_root (game);
  TgNode *last = tg_game_get_current (game);

  g_assert_cmpstr (tg_node_get_value (last, "C"), ==, "teacher comment");
  g_assert_false (tg_game_can_undo (game));
  g_assert_false (tg_game_undo (game));
  g_assert_true (tg_game_get_current (game) == last);
  g_assert_cmpuint (tg_node_count_tree (root), ==, 3);
  g_assert_cmpstr (tg_node_get_value (last, "C"), ==, "teacher comment");

  /* A move played and taken back leaves the record as it was read. */
  tg_test_play (game, "D4");
  g_assert_true (tg_game_undo (game));
  g_assert_false (tg_game_can_undo (game));
  g_assert_true (tg_game_get_current (game) == last);
  g_assert_cmpuint (tg_node_count_tree (root), ==, 3);
  g_assert_cmpstr (tg_node_get_value (last, "C"), ==, "teacher comment");
  g_assert_false (tg_game_get_modified (game));
}

/* Spec §9: by the rules, play goes on only from the last move until
 * the game is over; afterwards variations are free. */
static void
test_by_the_rules (void)
{
  g_autoptr(TgGame) game = tg_game_new (9, TG_RULES_WMSG, 6.5, 0);
  TgNode *root = tg_game_get_root (game);
  TgNode *first;

  tg_game_set_takebacks (game, FALSE);
  tg_test_play (game, "E5 C3 G7");
  first = tg_node_get_child (root, 0);
  tg_game_set_current (game, first);
  g_assert_cmpint (tg_game_play (game, tg_test_point (game, "D4"), NULL), ==,
                   TG_MOVE_NOT_AT_END);
  g_assert_cmpuint (tg_node_count_tree (root), ==, 4);
  /* Following the game's own move is only navigation. */
  g_assert_cmpint (tg_game_play (game, tg_test_point (game, "C3"), NULL), ==, TG_MOVE_OK);
  g_assert_cmpuint (tg_node_count_tree (root), ==, 4);

  tg_game_go_last (game);
  tg_test_play (game, "C7");
  g_assert_cmpuint (tg_node_count_tree (root), ==, 5);
  g_assert_false (tg_game_can_undo (game));

  tg_game_resign (game, TG_BLACK);
  g_assert_false (tg_game_can_undo (game));
  tg_game_set_current (game, first);
  g_assert_cmpint (tg_game_play (game, tg_test_point (game, "D4"), NULL), ==, TG_MOVE_OK);
  g_assert_cmpuint (tg_node_count_tree (root), ==, 6);
  /* A variation after the end is no move of the game: it undoes. */
  g_assert_true (tg_game_can_undo (game));
  g_assert_true (tg_game_undo (game));
  g_assert_cmpuint (tg_node_count_tree (root), ==, 5);
  g_assert_false (tg_game_can_undo (game));
  g_assert_cmpint (tg_game_get_phase (game), ==, TG_PHASE_FINISHED);
}

/* Records replayed through the rules */

static TgNode *
main_line_node (TgNode *root,
                guint   depth)
{
  TgNode *node = root;

  for (guint i = 0; i < depth; i++)
    node = tg_node_get_child (node, 0);
  return node;
}

static void
test_flagged_moves (void)
{
  /* A white suicide, a black move on a black stone, then a legal one. */
  g_autoptr(TgGame) game = tg_test_game_from_sgf ("(;GM[1]FF[4]SZ[5]AB[ba][ab]"
                                                  ";W[aa];B[ba];B[cc];W[])");
  TgNode *root = tg_game_get_root (game);

  g_assert_cmpint (main_line_node (root, 1)->move_status, ==, TG_MOVE_SUICIDE);
  g_assert_cmpint (main_line_node (root, 2)->move_status, ==, TG_MOVE_OCCUPIED);
  g_assert_cmpint (main_line_node (root, 3)->move_status, ==, TG_MOVE_OK);
  g_assert_cmpint (main_line_node (root, 4)->move_status, ==, TG_MOVE_OK);
  g_assert_cmpint (main_line_node (root, 4)->move_point, ==, TG_PASS);
  g_assert_cmpuint (main_line_node (root, 4)->move_number, ==, 4);
  g_assert_cmpint (main_line_node (root, 1)->move_color, ==, TG_WHITE);
  g_assert_cmphex (main_line_node (root, 2)->hash, ==, root->hash);
  g_assert_true (tg_game_get_current (game) == main_line_node (root, 4));
  tg_test_assert_board (tg_game_get_board (game),
                ". X . . .\n"
                "X . . . .\n"
                ". . X . .\n"
                ". . . . .\n"
                ". . . . .\n");
}

static void
test_replayed_ko (void)
{
  /* White takes the ko; Black and White then take back at once, twice
   * repeating earlier positions: kept, flagged and played. */
  g_autoptr(TgGame) game =
    tg_test_game_from_sgf ("(;GM[1]FF[4]SZ[5]AB[ba][ab][cb][bc]AW[ca][db][cc]"
                           ";W[bb];B[cb];W[bb];B[ee])");
  TgNode *root = tg_game_get_root (game);

  g_assert_cmpint (main_line_node (root, 1)->move_status, ==, TG_MOVE_OK);
  g_assert_cmpint (main_line_node (root, 2)->move_status, ==, TG_MOVE_SUPERKO);
  g_assert_cmpint (main_line_node (root, 2)->repeats_move, ==, 0);
  g_assert_cmpint (main_line_node (root, 3)->move_status, ==, TG_MOVE_SUPERKO);
  g_assert_cmpint (main_line_node (root, 3)->repeats_move, ==, 1);
  g_assert_cmpint (main_line_node (root, 4)->move_status, ==, TG_MOVE_OK);
  g_assert_cmphex (main_line_node (root, 2)->hash, ==, root->hash);
  g_assert_cmphex (main_line_node (root, 3)->hash, ==, main_line_node (root, 1)->hash);
  g_assert_cmpuint (tg_game_get_captures (game, TG_WHITE), ==, 2);
  g_assert_cmpuint (tg_game_get_captures (game, TG_BLACK), ==, 1);
  tg_test_assert_board (tg_game_get_board (game),
                ". X O . .\n"
                "X O . O .\n"
                ". X O . .\n"
                ". . . . .\n"
                ". . . . X\n");
}

/* Which repetitions are a ko, named as players name it: a cycle of two
 * stones, passes between or not.  In a triple ko the sixth capture
 * brings back the start: superko, six stones round. */
static void
test_ko_or_superko (void)
{
  g_autoptr(TgGame) ko =
    tg_test_game_from_sgf ("(;GM[1]FF[4]SZ[5]AB[ba][ab][cb][bc]AW[ca][db][cc]"
                           ";W[bb];B[cb])");
  g_autoptr(TgGame) after_passes =
    tg_test_game_from_sgf ("(;GM[1]FF[4]SZ[5]AB[ba][ab][cb][bc]AW[ca][db][cc]"
                           ";W[bb];B[];W[];B[cb])");
  g_autoptr(TgGame) triple =
    tg_test_game_from_sgf ("(;GM[1]FF[4]SZ[9]"
                           "AB[ba][ga][ab][fb][bc][gc][be][af][cf][bg]"
                           "AW[ca][ha][bb][db][gb][ib][cc][hc][ce][df][cg]"
                           ";B[cb];W[bf];B[hb];W[bb];B[cf];W[gb])");
  TgNode *last;

  last = tg_game_get_current (ko);
  g_assert_cmpint (last->move_status, ==, TG_MOVE_SUPERKO);
  g_assert_true (tg_node_retakes_ko (last->parent, last->repeats_move));

  last = tg_game_get_current (after_passes);
  g_assert_cmpint (last->move_status, ==, TG_MOVE_SUPERKO);
  g_assert_cmpint (last->repeats_move, ==, 0);
  g_assert_true (tg_node_retakes_ko (last->parent, last->repeats_move));

  last = tg_game_get_current (triple);
  g_assert_cmpint (last->move_status, ==, TG_MOVE_SUPERKO);
  g_assert_cmpint (last->repeats_move, ==, 0);
  g_assert_false (tg_node_retakes_ko (last->parent, last->repeats_move));
  /* A move against no superko retakes nothing. */
  g_assert_false (tg_node_retakes_ko (last->parent, -1));
}

static void
test_corpus_illegal_records (void)
{
  g_autoptr(TgGame) positional =
    tg_test_game_from_corpus ("littlego/Illegal games/positional-superko.sgf");
  g_autoptr(TgGame) situational =
    tg_test_game_from_corpus ("littlego/Illegal games/situational-superko.sgf");
  g_autoptr(TgGame) suicide = tg_test_game_from_corpus ("littlego/Illegal games/suicide.sgf");
  g_autoptr(TgGame) seven = tg_test_game_from_corpus ("littlego/7x7/play-b-b7-for-superko.sgf");
  TgNode *last;
  int repeats = 0;

  /* Black's F5 (move 21) leaves E5–F5 one liberty; White's D5 takes both
   * stones; Black's E5 takes D5 back, which recreates the position after
   * move 20: sending two, returning one, forbidden by superko alone. */
  last = tg_game_get_current (positional);
  g_assert_cmpuint (last->move_number, ==, 23);
  g_assert_cmpint (last->move_status, ==, TG_MOVE_SUPERKO);
  g_assert_cmpint (last->repeats_move, ==, 20);
  g_assert_cmpuint (tg_game_get_size (positional), ==, 11);

  /* Situational superko is positional superko with the same player to
   * move, so the positional rule forbids it too. */
  last = tg_game_get_current (situational);
  g_assert_cmpint (last->move_status, ==, TG_MOVE_SUPERKO);

  last = tg_game_get_current (suicide);
  g_assert_cmpint (last->move_status, ==, TG_MOVE_SUICIDE);
  g_assert_cmpuint (tg_game_get_size (suicide), ==, 19);

  g_assert_cmpint (tg_game_get_to_move (seven), ==, TG_BLACK);
  g_assert_cmpint (tg_game_check_move (seven, tg_test_point (seven, "B7"), &repeats),
                   ==, TG_MOVE_SUPERKO);
  g_assert_cmpint (repeats, >=, 0);
}

static void
test_sibling_lines (void)
{
  /* Each line has its own history: the third line's B[ee] recreates the
   * second line's last position, which never happened on its own line. */
  g_autoptr(TgGame) game =
    tg_test_game_from_sgf ("(;GM[1]FF[4]SZ[5]AB[ba][ab][cb][bc]AW[ca][db][cc]PL[W]"
                           "(;W[bb];B[cb])"
                           "(;W[bb];B[ee];W[dd];B[cb])"
                           "(;W[dd];B[ee]))");
  TgNode *root = tg_game_get_root (game);
  TgNode *first = tg_node_get_child (root, 0);
  TgNode *second = tg_node_get_child (root, 1);
  TgNode *third = tg_node_get_child (root, 2);
  TgNode *second_end = main_line_node (second, 3);
  TgNode *third_end = main_line_node (third, 1);
  g_autoptr(TgBoard) second_board = NULL;

  g_assert_cmpint (main_line_node (first, 1)->move_status, ==, TG_MOVE_SUPERKO);
  g_assert_cmpint (main_line_node (first, 1)->repeats_move, ==, 0);
  for (guint i = 0; i <= 3; i++)
    g_assert_cmpint (main_line_node (second, i)->move_status, ==, TG_MOVE_OK);
  g_assert_cmpint (third->move_status, ==, TG_MOVE_OK);
  g_assert_cmpint (third_end->move_status, ==, TG_MOVE_OK);
  g_assert_cmphex (third_end->hash, ==, second_end->hash);
  second_board = tg_board_copy (tg_game_get_board_at (game, second_end));
  g_assert_true (tg_board_equal (second_board, tg_game_get_board_at (game, third_end)));

  /* Live play follows the same rule: on the third line the second
   * line's position is no repetition. */
  tg_game_set_current (game, third);
  g_assert_cmpint (tg_game_check_move (game, tg_board_point (tg_game_get_board (game), 4, 4),
                                       NULL), ==, TG_MOVE_OK);
}

/* The position after @node by playing the B/W properties from the root,
 * independently of the game's cache. */
static TgBoard *
replay_independently (TgNode *node,
                      guint   size)
{
  g_autoptr(GPtrArray) path = g_ptr_array_new ();
  TgBoard *board = tg_board_new (size);

  for (; node != NULL; node = node->parent)
    g_ptr_array_add (path, node);
  for (guint i = path->len; i-- > 0;)
    {
      TgNode *n = path->pdata[i];
      const char *value = tg_node_get_value (n, "B");
      TgColor color = TG_BLACK;
      guint x, y;
      gboolean pass;

      if (value == NULL)
        {
          value = tg_node_get_value (n, "W");
          color = TG_WHITE;
        }
      if (value != NULL && tg_sgf_parse_point (value, size, &x, &y, &pass) && !pass)
        tg_board_play (board, color, tg_board_point (board, x, y), NULL);
    }
  return board;
}

static void
test_wide_record (void)
{
  g_autoptr(GString) sgf = g_string_new ("(;GM[1]FF[4]SZ[19]");
  g_autoptr(TgGame) game = NULL;
  TgNode *root;

  /* A variation for every point: White there, then Black beside it. */
  for (guint y = 0; y < 19; y++)
    for (guint x = 0; x < 19; x++)
      g_string_append_printf (sgf, "(;W[%c%c];B[%c%c])", 'a' + x, 'a' + y,
                              'a' + (x + 1) % 19, 'a' + y);
  g_string_append (sgf, ")");
  game = tg_test_game_from_sgf (sgf->str);
  root = tg_game_get_root (game);
  g_assert_cmpuint (tg_node_get_n_children (root), ==, 361);
  for (guint i = 0; i < 361; i++)
    {
      TgNode *leaf = main_line_node (tg_node_get_child (root, i), 1);
      g_autoptr(TgBoard) expected = replay_independently (leaf, 19);

      g_assert_cmpint (leaf->move_status, ==, TG_MOVE_OK);
      g_assert_cmpuint (leaf->move_number, ==, 2);
      g_assert_true (tg_board_equal (tg_game_get_board_at (game, leaf), expected));
      g_assert_cmpuint (tg_board_count (expected, TG_WHITE) + tg_board_count (expected, TG_BLACK),
                        ==, 2);
    }
}

static void
test_long_record (void)
{
  g_autoptr(TgGame) game = tg_test_game_from_corpus ("littlego/19x19/maximum-number-of-moves.sgf");
  TgNode *root = tg_game_get_root (game);
  g_autoptr(GRand) rand = g_rand_new_with_seed (1394);
  g_autoptr(GPtrArray) nodes = g_ptr_array_new ();

  /* Two variations of 1,394 moves each below the root. */
  g_assert_cmpuint (tg_node_get_n_children (root), ==, 2);
  for (guint v = 0; v < 2; v++)
    {
      TgNode *end = tg_node_get_child (root, v);

      while (tg_node_get_n_children (end) > 0)
        end = tg_node_get_child (end, 0);
      g_assert_cmpuint (end->move_number, ==, 1394);
      for (TgNode *n = end; n != NULL; n = n->parent)
        g_ptr_array_add (nodes, n);
    }

  /* Jump about: every position must match a replay from scratch. */
  for (guint i = 0; i < 200; i++)
    {
      TgNode *node = nodes->pdata[g_rand_int_range (rand, 0, nodes->len)];
      g_autoptr(TgBoard) expected = replay_independently (node, 19);

      tg_game_set_current (game, node);
      g_assert_true (tg_board_equal (tg_game_get_board (game), expected));
      g_assert_cmpuint (tg_game_get_move_number (game), ==, node->move_number);
      g_assert_cmphex (tg_board_get_hash (tg_game_get_board (game)), ==, node->hash);
      if (tg_game_go_back (game))
        g_assert_true (tg_board_equal (tg_game_get_board_at (game, node), expected));
    }
}

/* Loading */

static void
test_root_properties (void)
{
  const char *bad_sizes[] = { "30", "1", "9:13", "nine", "" };
  g_autoptr(TgGame) plain = tg_test_game_from_sgf ("(;GM[1];B[pd])");
  g_autoptr(TgGame) square = tg_test_game_from_sgf ("(;SZ[13:13]KM[750]RU[chinese])");
  g_autoptr(TgGame) fox = tg_test_game_from_sgf ("(;SZ[19]KM[375]RU[Chinese]HA[0])");
  g_autoptr(TgGame) japanese = tg_test_game_from_sgf ("(;SZ[19]KM[6.5]RU[Japanese])");
  g_autoptr(TgGame) turn = tg_test_game_from_sgf ("(;SZ[9]AB[cc][gg]PL[W];W[ee];PL[W])");

  for (guint i = 0; i < G_N_ELEMENTS (bad_sizes); i++)
    {
      g_autoptr(GError) error = NULL;
      TgNode *root = tg_node_new ();
      TgGame *game;

      /* Built by hand: the SGF reader may refuse some of these itself. */
      tg_node_set_value (root, "SZ", bad_sizes[i]);
      game = tg_game_new_from_root (root, &error);

      g_assert_null (game);
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED);
    }

  g_assert_cmpuint (tg_game_get_size (plain), ==, 19);
  g_assert_cmpfloat (tg_game_get_komi (plain), ==, 0);
  g_assert_cmpint (tg_game_get_to_move (plain), ==, TG_WHITE);
  g_assert_cmpuint (tg_game_get_size (square), ==, 13);
  /* Fox: a hundredfold komi, in stones under Chinese rules. */
  g_assert_cmpfloat (tg_game_get_komi (square), ==, 7.5);
  g_assert_cmpint (tg_game_get_rules (square), ==, TG_RULES_CHINESE);
  g_assert_cmpfloat (tg_game_get_komi (fox), ==, 7.5);
  g_assert_cmpint (tg_game_get_rules (japanese), ==, TG_RULES_WMSG);
  g_assert_cmpfloat (tg_game_get_komi (japanese), ==, 6.5);

  /* PL on a node overrides whose turn the last move implies. */
  g_assert_cmpint (tg_game_get_to_move (turn), ==, TG_WHITE);
  tg_game_go_back (turn);
  g_assert_cmpint (tg_game_get_to_move (turn), ==, TG_BLACK);
  tg_game_go_first (turn);
  g_assert_cmpint (tg_game_get_to_move (turn), ==, TG_WHITE);
}

/* Moves that name no point of a 5×5 board are moves all the same: they
 * count, they are flagged, and the board stays as it was. */
static void
test_unplaceable_moves (void)
{
  g_autoptr(TgGame) game =
    tg_test_game_from_sgf ("(;SZ[5];B[cc];W[zz];B[ff];W[a];B[abc];W[AA];B[ab:cd];W[bb])");
  TgNode *root = tg_game_get_root (game);
  static const struct
  {
    TgMoveStatus status;
    TgColor      color;
  } expected[] = {
    { TG_MOVE_OK, TG_BLACK }, { TG_MOVE_OFF_BOARD, TG_WHITE }, { TG_MOVE_OFF_BOARD, TG_BLACK },
    { TG_MOVE_MALFORMED, TG_WHITE }, { TG_MOVE_MALFORMED, TG_BLACK },
    { TG_MOVE_OFF_BOARD, TG_WHITE }, { TG_MOVE_MALFORMED, TG_BLACK }, { TG_MOVE_OK, TG_WHITE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      TgNode *node = tg_test_nth_node (root, i + 1);

      g_assert_cmpint (node->move_status, ==, expected[i].status);
      g_assert_cmpint (node->move_color, ==, expected[i].color);
      g_assert_cmpuint (node->move_number, ==, i + 1);
      g_assert_false (tg_node_is_pass (node) && expected[i].status != TG_MOVE_OK);
    }
  /* Not "Move 1": W B4 is the eighth move, and only two stones stand. */
  tg_game_go_last (game);
  g_assert_cmpuint (tg_game_get_move_number (game), ==, 8);
  tg_test_assert_board (tg_game_get_board (game),
                        ". . . . .\n"
                        ". O . . .\n"
                        ". . X . .\n"
                        ". . . . .\n"
                        ". . . . .\n");
  /* Two of them in a row are not the two passes that end play. */
  g_assert_cmpint (tg_game_get_phase (game), ==, TG_PHASE_PLAYING);
}

/* A node with two moves plays the first and is flagged; setup that
 * reaches off the board places nothing of that value and is flagged. */
static void
test_two_moves_and_setup (void)
{
  g_autoptr(TgGame) game =
    tg_test_game_from_sgf ("(;SZ[5]AB[aa:zz][ee]AW[q];B[cc]W[dd];W[bb][ba])");
  TgNode *root = tg_game_get_root (game);
  TgNode *first = tg_test_nth_node (root, 1);
  TgNode *second = tg_test_nth_node (root, 2);

  g_assert_cmpint (root->setup_status, ==, TG_MOVE_MALFORMED);
  g_assert_cmpint (first->move_status, ==, TG_MOVE_TWO_MOVES);
  g_assert_cmpint (first->move_color, ==, TG_BLACK);
  g_assert_cmpint (second->move_status, ==, TG_MOVE_TWO_MOVES);
  g_assert_cmpuint (second->move_number, ==, 2);
  tg_game_go_last (game);
  tg_test_assert_board (tg_game_get_board (game),
                        ". . . . .\n"
                        ". O . . .\n"
                        ". . X . .\n"
                        ". . . . .\n"
                        ". . . . X\n");

  /* An edit above them works them out again, flags included. */
  tg_game_set_value (game, first, "B", "zz");
  g_assert_cmpint (first->move_status, ==, TG_MOVE_OFF_BOARD);
  g_assert_cmpuint (second->move_number, ==, 2);
  tg_game_set_value (game, first, "W", NULL);
  tg_game_set_value (game, first, "B", "cc");
  g_assert_cmpint (first->move_status, ==, TG_MOVE_OK);
  /* AW fixed, AB[aa:zz] still reaches off the board. */
  tg_game_set_value (game, root, "AW", "ab:ba");
  g_assert_cmpint (root->setup_status, ==, TG_MOVE_OFF_BOARD);
  g_assert_true (tg_game_undo (game));
  g_assert_cmpint (root->setup_status, ==, TG_MOVE_MALFORMED);
}

/* A game made lazily (a collection's game not shown yet) flags its
 * moves at once and works out the rest on first use: the same position,
 * place and end of play as a game made at once, with no notification
 * on the way, since nothing moved. */
static void
count_notify (guint *counter)
{
  (*counter)++;
}

static void
test_lazily_made (void)
{
  static const char *records[] = {
    "(;GM[1]SZ[9]RE[B+2.5];B[cc];W[gg];B[gc];W[hh];B[];W[]TB[hi]TW[cg])",
    "(;GM[1]SZ[9];B[cc];W[gg];B[];W[])",
    "(;GM[1]SZ[9];B[aa];W[aa](;B[ba];W[ab];B[bb])(;B[cc];W[dd]))",
    "(;GM[1]SZ[19]HA[2]AB[dd][pp];W[qc])",
  };

  for (guint i = 0; i < G_N_ELEMENTS (records); i++)
    {
      g_autoptr(TgGame) eager = tg_game_new_from_root (tg_test_parse_record (records[i]), NULL);
      g_autoptr(TgGame) lazy = tg_game_new_from_root_lazily (tg_test_parse_record (records[i]),
                                                             NULL);
      g_autoptr(GPtrArray) eager_breaks = tg_rule_breaks_find (tg_game_get_root (eager));
      g_autoptr(GPtrArray) lazy_breaks = tg_rule_breaks_find (tg_game_get_root (lazy));
      TgNode *eager_end, *lazy_end;
      guint notifications = 0;

      g_test_message ("%s", records[i]);
      g_assert_cmpuint (lazy_breaks->len, ==, eager_breaks->len);
      g_assert_true (tg_game_get_opened (eager));
      g_assert_false (tg_game_get_opened (lazy));
      /* A draft of it keeps it so. */
      {
        g_autoptr(GVariant) state = g_variant_ref_sink (tg_game_save_session (lazy));
        g_autoptr(TgGame) recovered =
          tg_game_new_from_root_lazily (tg_test_parse_record (records[i]), NULL);

        g_assert_false (tg_game_get_opened (lazy));
        tg_game_set_takebacks (recovered, FALSE);
        g_assert_true (tg_game_restore_session (recovered, state, NULL));
        g_assert_false (tg_game_get_opened (recovered));
        g_assert_true (tg_game_get_takebacks (recovered));
      }
      g_signal_connect_swapped (lazy, "notify", G_CALLBACK (count_notify), &notifications);

      g_assert_cmpuint (tg_game_get_move_number (lazy), ==, tg_game_get_move_number (eager));
      g_assert_true (tg_game_get_current (lazy) == tg_test_main_line_end (tg_game_get_root (lazy)));
      g_assert_true (tg_game_get_current (eager) == tg_test_main_line_end (tg_game_get_root (eager)));
      g_assert_true (tg_board_equal (tg_game_get_board (lazy), tg_game_get_board (eager)));
      for (TgColor c = TG_BLACK; c <= TG_WHITE; c++)
        g_assert_cmpuint (tg_game_get_captures (lazy, c), ==, tg_game_get_captures (eager, c));
      g_assert_cmpint (tg_game_get_phase (lazy), ==, tg_game_get_phase (eager));
      g_assert_cmpint (tg_game_get_end_reason (lazy), ==, tg_game_get_end_reason (eager));
      g_assert_cmpint (tg_game_get_first_passer (lazy), ==, tg_game_get_first_passer (eager));
      g_assert_true (tg_point_set_equal (tg_game_get_dead (lazy), tg_game_get_dead (eager)));
      eager_end = tg_game_get_end_node (eager);
      lazy_end = tg_game_get_end_node (lazy);
      g_assert_cmpint (lazy_end == NULL, ==, eager_end == NULL);
      if (lazy_end != NULL)
        g_assert_cmpuint (lazy_end->move_number, ==, eager_end->move_number);
      g_assert_cmpint (tg_game_get_to_move (lazy), ==, tg_game_get_to_move (eager));
      g_assert_cmpuint (notifications, ==, 0);
      g_assert_true (tg_game_get_opened (lazy));

      /* And it plays on as the other does. */
      g_assert_cmpint (tg_game_play (lazy, TG_PASS, NULL), ==, tg_game_play (eager, TG_PASS, NULL));
      g_assert_cmpint (tg_game_get_phase (lazy), ==, tg_game_get_phase (eager));
    }
}

int
main (int   argc,
      char *argv[])
{
  tg_test_init_corpus (&argc, &argv);
  g_test_init (&argc, &argv, NULL);

  tg_test_add_func ("/game/new-record", test_new_record);
  tg_test_add_func ("/game/lazily-made", test_lazily_made);
  tg_test_add_func ("/game/handicap-record", test_handicap_record);
  tg_test_add_func ("/game/free-handicap", test_free_handicap);
  tg_test_add_func ("/game/play/illegal-moves", test_play_and_illegal_moves);
  tg_test_add_func ("/game/play/ko", test_ko);
  tg_test_add_func ("/game/play/variation", test_variation);
  tg_test_add_func ("/game/play/undo", test_undo);
  tg_test_add_func ("/game/play/undo-keeps-opened-record", test_undo_keeps_opened_record);
  tg_test_add_func ("/game/play/by-the-rules", test_by_the_rules);
  tg_test_add_func ("/game/replay/flagged-moves", test_flagged_moves);
  tg_test_add_func ("/game/replay/ko", test_replayed_ko);
  tg_test_add_func ("/game/replay/ko-or-superko", test_ko_or_superko);
  tg_test_add_corpus_func ("/game/replay/corpus-illegal", test_corpus_illegal_records);
  tg_test_add_corpus_func ("/game/replay/long-record", test_long_record);
  tg_test_add_func ("/game/replay/sibling-lines", test_sibling_lines);
  tg_test_add_func ("/game/replay/wide-record", test_wide_record);
  tg_test_add_func ("/game/load/root-properties", test_root_properties);
  tg_test_add_func ("/game/replay/unplaceable-moves", test_unplaceable_moves);
  tg_test_add_func ("/game/replay/two-moves-and-setup", test_two_moves_and_setup);

  return tg_test_run ();
}
