/* test-game-swap.c: wrong colours (spec §9): within the first 10 moves
 * the game restarts with the colours swapped, in one step; after move 10,
 * or once play has stopped, nothing changes.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tg-game.h"
#include "tg-test-util.h"

static TgGame *
named_game (void)
{
  TgGame *game = tg_test_game_from_sgf ("(;GM[1]FF[4]SZ[9]KM[6.5]PB[Ann]BR[3d]PW[Ben]WR[1k]TM[600])");

  tg_game_set_takebacks (game, FALSE);
  return game;
}

static void
test_swap_within_ten (void)
{
  g_autoptr(TgGame) game = named_game ();

  tg_test_play (game, "E5 D4 C3 F6 G7 C7 G3 D6 F4 E3");
  g_assert_cmpuint (tg_game_get_move_number (game), ==, 10);
  g_assert_true (tg_game_can_swap_colours (game));
  g_assert_true (tg_game_swap_colours (game));

  g_assert_cmpstr (tg_game_get_info (game, "PB"), ==, "Ben");
  g_assert_cmpstr (tg_game_get_info (game, "PW"), ==, "Ann");
  g_assert_cmpstr (tg_game_get_info (game, "BR"), ==, "1k");
  g_assert_cmpstr (tg_game_get_info (game, "WR"), ==, "3d");
  /* The clock and the rest of the root stay. */
  g_assert_cmpstr (tg_game_get_info (game, "TM"), ==, "600");
  g_assert_cmpuint (tg_node_get_n_children (tg_game_get_root (game)), ==, 0);
  g_assert_cmpint (tg_game_get_to_move (game), ==, TG_BLACK);
  tg_test_assert_board (tg_game_get_board (game),
                        ". . . . . . . . .\n"
                        ". . . . . . . . .\n"
                        ". . . . . . . . .\n"
                        ". . . . . . . . .\n"
                        ". . . . . . . . .\n"
                        ". . . . . . . . .\n"
                        ". . . . . . . . .\n"
                        ". . . . . . . . .\n"
                        ". . . . . . . . .\n");

  /* One step: one undo brings the game and its names back. */
  g_assert_true (tg_game_undo (game));
  g_assert_cmpstr (tg_game_get_info (game, "PB"), ==, "Ann");
  tg_game_go_last (game);
  g_assert_cmpuint (tg_game_get_move_number (game), ==, 10);
}

static void
test_refused_after_ten (void)
{
  g_autoptr(TgGame) game = named_game ();

  tg_test_play (game, "E5 D4 C3 F6 G7 C7 G3 D6 F4 E3 B2");
  g_assert_false (tg_game_can_swap_colours (game));
  g_assert_false (tg_game_swap_colours (game));
  g_assert_cmpstr (tg_game_get_info (game, "PB"), ==, "Ann");
  g_assert_cmpuint (tg_game_get_move_number (game), ==, 11);
  /* Looking back at move 3 changes nothing: the game has 11 moves. */
  tg_game_go_first (game);
  g_assert_false (tg_game_can_swap_colours (game));
}

static void
test_refused_once_over (void)
{
  g_autoptr(TgGame) game = named_game ();

  tg_test_play (game, "E5");
  tg_game_resign (game, TG_WHITE);
  g_assert_false (tg_game_can_swap_colours (game));
  g_assert_false (tg_game_swap_colours (game));
  g_assert_cmpstr (tg_game_get_info (game, "RE"), ==, "B+R");
}

static void
count_cb (GObject    *game,
          GParamSpec *pspec,
          guint      *count)
{
  (*count)++;
}

static gboolean
can_swap (TgGame *game)
{
  gboolean value;

  g_object_get (game, "can-swap-colours", &value, NULL);
  return value;
}

/* The property says what tg_game_can_swap_colours says, and says it
 * when it changes: move 11 takes it away, its undo brings it back. */
static void
test_swap_notified (void)
{
  g_autoptr(TgGame) game = named_game ();
  guint count = 0;
  guint before;

  tg_game_set_takebacks (game, TRUE);
  g_signal_connect (game, "notify::can-swap-colours", G_CALLBACK (count_cb), &count);
  g_assert_true (can_swap (game));
  tg_test_play (game, "E5 D4 C3 F6 G7 C7 G3 D6 F4 E3");
  g_assert_true (can_swap (game));
  before = count;
  tg_test_play (game, "B2");
  g_assert_false (can_swap (game));
  g_assert_cmpuint (count, ==, before + 1);
  tg_test_play (game, "H8");
  g_assert_cmpuint (count, ==, before + 1);
  g_assert_true (tg_game_undo (game));
  g_assert_true (tg_game_undo (game));
  g_assert_true (can_swap (game));
  g_assert_cmpuint (count, ==, before + 2);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/game-swap/within-ten", test_swap_within_ten);
  g_test_add_func ("/game-swap/refused-after-ten", test_refused_after_ten);
  g_test_add_func ("/game-swap/refused-once-over", test_refused_once_over);
  g_test_add_func ("/game-swap/notified", test_swap_notified);
  return g_test_run ();
}
