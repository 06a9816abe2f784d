/* test-board.c: captures, suicide, hashing, notation and star points
 * (spec §1–§3), with positions written as diagrams.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tg-board-private.h"
#include "tg-test-util.h"

#include <gio/gio.h>
#include <string.h>

static void
assert_board (const TgBoard *board,
              const char    *expected)
{
  g_autoptr(TgBoard) want = tg_test_board (expected);

  if (!tg_board_equal (board, want))
    {
      g_autofree char *got = tg_board_to_diagram (board, TRUE);
      g_autofree char *exp = tg_board_to_diagram (want, TRUE);

      g_test_message ("got:\n%s\nexpected:\n%s", got, exp);
    }
  g_assert_true (tg_board_equal (board, want));
  g_assert_cmphex (tg_board_get_hash (board), ==, tg_board_compute_hash (board));
}

/* Plays and checks that the captured points are exactly @names. */
static void
play_capturing (TgBoard    *board,
                TgColor     color,
                const char *move,
                const char *const *names)
{
  g_autoptr(GArray) captured = g_array_new (FALSE, FALSE, sizeof (TgPoint));
  guint n_names = names == NULL ? 0 : g_strv_length ((char **) names);

  g_assert_cmpint (tg_board_play (board, color, tg_test_board_point (board, move), captured), ==, TG_MOVE_OK);
  g_assert_cmpuint (captured->len, ==, n_names);
  for (guint i = 0; i < n_names; i++)
    {
      TgPoint want = tg_test_board_point (board, names[i]);
      gboolean found = FALSE;

      for (guint j = 0; j < captured->len; j++)
        found |= g_array_index (captured, TgPoint, j) == want;
      g_assert_true (found);
    }
}

static void
test_single_capture (void)
{
  g_autoptr(TgBoard) board = tg_test_board (". X . . .\n"
                                            "X O . . .\n"
                                            ". X . . .\n"
                                            ". . . . .\n"
                                            ". . . . .\n");
  const char *const taken[] = { "B4", NULL };

  g_assert_cmpuint (tg_board_get_liberties (board, tg_test_board_point (board, "B4")), ==, 1);
  play_capturing (board, TG_BLACK, "C4", taken);
  assert_board (board, ". X . . .\n"
                       "X . X . .\n"
                       ". X . . .\n"
                       ". . . . .\n"
                       ". . . . .\n");
  g_assert_cmpuint (tg_board_count (board, TG_WHITE), ==, 0);
  g_assert_cmpuint (tg_board_count (board, TG_BLACK), ==, 4);
  g_assert_cmpuint (tg_board_count (board, TG_EMPTY), ==, 21);
}

static void
test_multi_stone_capture (void)
{
  /* A three-stone white chain on the edge in atari. */
  g_autoptr(TgBoard) board = tg_test_board ("X O O O .\n"
                                            ". X X X .\n"
                                            ". . . . .\n"
                                            ". . . . .\n"
                                            ". . . . .\n");
  const char *const taken[] = { "B5", "C5", "D5", NULL };

  g_assert_cmpuint (tg_board_get_liberties (board, tg_test_board_point (board, "C5")), ==, 1);
  play_capturing (board, TG_BLACK, "E5", taken);
  assert_board (board, "X . . . X\n"
                       ". X X X .\n"
                       ". . . . .\n"
                       ". . . . .\n"
                       ". . . . .\n");
}

static void
test_capture_several_groups (void)
{
  /* Black's stone at C3 takes three separate white groups at once. */
  g_autoptr(TgBoard) board = tg_test_board (". . X . .\n"
                                            ". X O X .\n"
                                            "X O . O X\n"
                                            ". X O X .\n"
                                            ". . X . .\n");
  const char *const taken[] = { "C4", "B3", "D3", "C2", NULL };

  play_capturing (board, TG_BLACK, "C3", taken);
  assert_board (board, ". . X . .\n"
                       ". X . X .\n"
                       "X . X . X\n"
                       ". X . X .\n"
                       ". . X . .\n");
}

static void
test_snapback (void)
{
  /* Black throws in at C1; White takes it at D1 and is left with C1 as
   * its only liberty, so Black takes five stones back. */
  g_autoptr(TgBoard) board = tg_test_board (". . . . .\n"
                                            ". . . . .\n"
                                            ". X X X .\n"
                                            "X O O O X\n"
                                            "X O . . X\n");
  const char *const none[] = { NULL };
  const char *const throw_in[] = { "C1", NULL };
  const char *const snap[] = { "B1", "B2", "C2", "D2", "D1", NULL };

  play_capturing (board, TG_BLACK, "C1", none);
  g_assert_cmpuint (tg_board_get_liberties (board, tg_test_board_point (board, "C1")), ==, 1);
  g_assert_cmpuint (tg_board_get_liberties (board, tg_test_board_point (board, "B2")), ==, 1);
  play_capturing (board, TG_WHITE, "D1", throw_in);
  g_assert_cmpuint (tg_board_get_liberties (board, tg_test_board_point (board, "D1")), ==, 1);
  play_capturing (board, TG_BLACK, "C1", snap);
  assert_board (board, ". . . . .\n"
                       ". . . . .\n"
                       ". X X X .\n"
                       "X . . . X\n"
                       "X . X . X\n");
  g_assert_cmpuint (tg_board_get_liberties (board, tg_test_board_point (board, "C1")), ==, 3);
}

static void
test_capture_before_suicide (void)
{
  /* Black A1 has no liberty of its own but captures B1 first, so it is
   * legal (spec §3: captures are removed first). */
  g_autoptr(TgBoard) board = tg_test_board (". . . .\n"
                                            ". . . .\n"
                                            "O X . .\n"
                                            ". O X .\n");
  guint64 hash_after = 0;
  const char *const taken[] = { "B1", NULL };

  g_assert_cmpint (tg_board_check (board, TG_BLACK, tg_test_board_point (board, "A1"), &hash_after), ==, TG_MOVE_OK);
  play_capturing (board, TG_BLACK, "A1", taken);
  assert_board (board, ". . . .\n"
                       ". . . .\n"
                       "O X . .\n"
                       "X . X .\n");
  g_assert_cmphex (hash_after, ==, tg_board_get_hash (board));
}

static void
test_suicide_refused (void)
{
  g_autoptr(TgBoard) board = tg_test_board (". X . . .\n"
                                            "X . X . .\n"
                                            ". X . O O\n"
                                            ". . O X X\n"
                                            ". . O X .\n");
  g_autoptr(TgBoard) before = tg_board_copy (board);

  /* One stone into an eye. */
  g_assert_cmpint (tg_board_check (board, TG_WHITE, tg_test_board_point (board, "B4"), NULL), ==, TG_MOVE_SUICIDE);
  g_assert_cmpint (tg_board_play (board, TG_WHITE, tg_test_board_point (board, "B4"), NULL), ==, TG_MOVE_SUICIDE);
  /* Three black stones filling their own last liberty. */
  g_assert_cmpint (tg_board_check (board, TG_BLACK, tg_test_board_point (board, "E1"), NULL), ==, TG_MOVE_SUICIDE);
  g_assert_cmpint (tg_board_play (board, TG_BLACK, tg_test_board_point (board, "E1"), NULL), ==, TG_MOVE_SUICIDE);
  /* The same point is White's capture. */
  g_assert_cmpint (tg_board_check (board, TG_WHITE, tg_test_board_point (board, "E1"), NULL), ==, TG_MOVE_OK);
  g_assert_true (tg_board_equal (board, before));
}

static void
test_occupied_and_pass (void)
{
  g_autoptr(TgBoard) board = tg_test_board ("X . .\n"
                                            ". . .\n"
                                            ". . O\n");
  g_autoptr(TgBoard) before = tg_board_copy (board);
  guint64 hash = 1;

  g_assert_cmpint (tg_board_play (board, TG_WHITE, tg_test_board_point (board, "A3"), NULL), ==, TG_MOVE_OCCUPIED);
  g_assert_cmpint (tg_board_check (board, TG_BLACK, tg_test_board_point (board, "C1"), NULL), ==, TG_MOVE_OCCUPIED);
  g_assert_cmpint (tg_board_check (board, TG_BLACK, 0, NULL), ==, TG_MOVE_OCCUPIED);
  g_assert_cmpint (tg_board_check (board, TG_BLACK, 100000, NULL), ==, TG_MOVE_OCCUPIED);
  g_assert_cmpint (tg_board_check (board, TG_BLACK, TG_PASS, &hash), ==, TG_MOVE_OK);
  g_assert_cmphex (hash, ==, tg_board_get_hash (board));
  g_assert_cmpint (tg_board_play (board, TG_BLACK, TG_PASS, NULL), ==, TG_MOVE_OK);
  g_assert_true (tg_board_equal (board, before));
}

static void
test_liberties_and_groups (void)
{
  g_autoptr(TgBoard) board = tg_test_board (". . . . .\n"
                                            ". X X . .\n"
                                            ". X O . .\n"
                                            ". . . . .\n"
                                            "X . . . .\n");
  g_autoptr(GArray) stones = g_array_new (FALSE, FALSE, sizeof (TgPoint));

  /* B4 C4 B3: liberties B5 C5 A4 D4 A3 B2 — shared ones counted once. */
  g_assert_cmpuint (tg_board_get_liberties (board, tg_test_board_point (board, "B3")), ==, 6);
  g_assert_cmpuint (tg_board_get_liberties (board, tg_test_board_point (board, "C3")), ==, 2);
  g_assert_cmpuint (tg_board_get_liberties (board, tg_test_board_point (board, "A1")), ==, 2);
  g_assert_cmpuint (tg_board_get_liberties (board, tg_test_board_point (board, "E5")), ==, 0);
  g_assert_cmpuint (tg_board_get_group (board, tg_test_board_point (board, "C4"), stones), ==, 3);
  g_assert_true (tg_board_same_group (board, tg_test_board_point (board, "B4"), tg_test_board_point (board, "B3")));
  g_assert_false (tg_board_same_group (board, tg_test_board_point (board, "B3"), tg_test_board_point (board, "C3")));
  g_assert_false (tg_board_same_group (board, tg_test_board_point (board, "B3"), tg_test_board_point (board, "A1")));

  /* Joining A1 to the group through A2: one group of five. */
  g_assert_cmpint (tg_board_play (board, TG_BLACK, tg_test_board_point (board, "A2"), NULL), ==, TG_MOVE_OK);
  g_assert_true (tg_board_same_group (board, tg_test_board_point (board, "A1"), tg_test_board_point (board, "A2")));
  g_assert_false (tg_board_same_group (board, tg_test_board_point (board, "A1"), tg_test_board_point (board, "B3")));
  g_assert_cmpint (tg_board_play (board, TG_BLACK, tg_test_board_point (board, "A3"), NULL), ==, TG_MOVE_OK);
  g_assert_true (tg_board_same_group (board, tg_test_board_point (board, "A1"), tg_test_board_point (board, "C4")));
  g_array_set_size (stones, 0);
  g_assert_cmpuint (tg_board_get_group (board, tg_test_board_point (board, "A1"), stones), ==, 6);
  /* A4 B5 C5 D4 B2 B1 C2? No: C2 touches no black stone.  B2 touches
   * A2 and B3; B1 touches A1. */
  g_assert_cmpuint (tg_board_get_liberties (board, tg_test_board_point (board, "A1")), ==, 6);
}

static void
test_setup (void)
{
  g_autoptr(TgBoard) board = tg_board_new (5);
  const char *const taken[] = { "A5", "B5", NULL };

  /* Setup may leave a group without liberties (SGF AB/AW). */
  tg_board_set (board, tg_test_board_point (board, "A5"), TG_WHITE);
  tg_board_set (board, tg_test_board_point (board, "B5"), TG_WHITE);
  tg_board_set (board, tg_test_board_point (board, "A4"), TG_BLACK);
  tg_board_set (board, tg_test_board_point (board, "B4"), TG_BLACK);
  tg_board_set (board, tg_test_board_point (board, "C5"), TG_BLACK);
  g_assert_cmpuint (tg_board_get_liberties (board, tg_test_board_point (board, "A5")), ==, 0);
  g_assert_cmphex (tg_board_get_hash (board), ==, tg_board_compute_hash (board));
  assert_board (board, "O O X . .\n"
                       "X X . . .\n"
                       ". . . . .\n"
                       ". . . . .\n"
                       ". . . . .\n");

  /* Removing C5 splits nothing but gives White a liberty back. */
  tg_board_set (board, tg_test_board_point (board, "C5"), TG_EMPTY);
  g_assert_cmpuint (tg_board_get_liberties (board, tg_test_board_point (board, "B5")), ==, 1);
  g_assert_cmpuint (tg_board_count (board, TG_BLACK), ==, 2);
  play_capturing (board, TG_BLACK, "C5", taken);
  assert_board (board, ". . X . .\n"
                       "X X . . .\n"
                       ". . . . .\n"
                       ". . . . .\n"
                       ". . . . .\n");

  /* Removing the middle of a chain splits it in two. */
  tg_board_set (board, tg_test_board_point (board, "A3"), TG_BLACK);
  tg_board_set (board, tg_test_board_point (board, "A2"), TG_BLACK);
  g_assert_true (tg_board_same_group (board, tg_test_board_point (board, "A2"), tg_test_board_point (board, "B4")));
  tg_board_set (board, tg_test_board_point (board, "A3"), TG_EMPTY);
  g_assert_false (tg_board_same_group (board, tg_test_board_point (board, "A2"), tg_test_board_point (board, "B4")));
  g_assert_cmpuint (tg_board_get_liberties (board, tg_test_board_point (board, "A2")), ==, 3);
  /* Recolouring a stone. */
  tg_board_set (board, tg_test_board_point (board, "A2"), TG_WHITE);
  g_assert_cmpint (tg_board_get (board, tg_test_board_point (board, "A2")), ==, TG_WHITE);
  g_assert_cmpuint (tg_board_count (board, TG_WHITE), ==, 1);
  g_assert_cmphex (tg_board_get_hash (board), ==, tg_board_compute_hash (board));
}

static void
test_setup_without_liberties (void)
{
  /* A5 is set up with no liberty.  It stays; when Black takes B5 it gets
   * a liberty back, and White can then capture it by retaking B5. */
  g_autoptr(TgBoard) board = tg_test_board ("X O . . .\n"
                                            "O . . . .\n"
                                            ". . . . .\n"
                                            ". . . . .\n"
                                            ". . . . .\n");
  const char *const none[] = { NULL };
  const char *const b5[] = { "B5", NULL };
  const char *const a5[] = { "A5", NULL };

  g_assert_cmpuint (tg_board_get_liberties (board, tg_test_board_point (board, "A5")), ==, 0);
  play_capturing (board, TG_BLACK, "C5", none);
  play_capturing (board, TG_BLACK, "B4", b5);
  g_assert_cmpuint (tg_board_get_liberties (board, tg_test_board_point (board, "A5")), ==, 1);
  g_assert_cmpuint (tg_board_get_liberties (board, tg_test_board_point (board, "A4")), ==, 1);
  play_capturing (board, TG_WHITE, "B5", a5);
  assert_board (board, ". O X . .\n"
                       "O X . . .\n"
                       ". . . . .\n"
                       ". . . . .\n"
                       ". . . . .\n");
  g_assert_cmpuint (tg_board_get_liberties (board, tg_test_board_point (board, "B5")), ==, 1);
}

static void
test_hash (void)
{
  g_autoptr(TgBoard) a = tg_board_new (9);
  g_autoptr(TgBoard) b = tg_board_new (9);
  g_autoptr(TgBoard) empty = tg_board_new (9);
  guint64 predicted;

  g_assert_cmphex (tg_board_get_hash (a), ==, tg_board_compute_hash (a));
  /* Same stones reached in different orders hash alike. */
  tg_board_play (a, TG_BLACK, tg_test_board_point (a, "C3"), NULL);
  tg_board_play (a, TG_WHITE, tg_test_board_point (a, "G7"), NULL);
  tg_board_play (b, TG_WHITE, tg_test_board_point (b, "G7"), NULL);
  tg_board_play (b, TG_BLACK, tg_test_board_point (b, "C3"), NULL);
  g_assert_cmphex (tg_board_get_hash (a), ==, tg_board_get_hash (b));
  g_assert_true (tg_board_equal (a, b));
  g_assert_cmphex (tg_board_get_hash (a), !=, tg_board_get_hash (empty));
  g_assert_false (tg_board_equal (a, empty));

  /* Colour matters. */
  tg_board_set (b, tg_test_board_point (b, "C3"), TG_WHITE);
  g_assert_cmphex (tg_board_get_hash (a), !=, tg_board_get_hash (b));
  g_assert_cmphex (tg_board_get_hash (b), ==, tg_board_compute_hash (b));

  /* Capture: the predicted hash equals the hash after the move. */
  tg_board_play (a, TG_BLACK, tg_test_board_point (a, "F7"), NULL);
  tg_board_play (a, TG_BLACK, tg_test_board_point (a, "G8"), NULL);
  tg_board_play (a, TG_BLACK, tg_test_board_point (a, "H7"), NULL);
  g_assert_cmpint (tg_board_check (a, TG_BLACK, tg_test_board_point (a, "G6"), &predicted), ==, TG_MOVE_OK);
  tg_board_play (a, TG_BLACK, tg_test_board_point (a, "G6"), NULL);
  g_assert_cmpint (tg_board_get (a, tg_test_board_point (a, "G7")), ==, TG_EMPTY);
  g_assert_cmphex (predicted, ==, tg_board_get_hash (a));
  g_assert_cmphex (predicted, ==, tg_board_compute_hash (a));
}

static void
test_copy (void)
{
  g_autoptr(TgBoard) board = tg_test_board ("X O .\n"
                                            ". X .\n"
                                            ". . .\n");
  g_autoptr(TgBoard) copy = tg_board_copy (board);
  g_autoptr(TgBoard) into = tg_board_new (3);

  g_assert_true (tg_board_equal (board, copy));
  tg_board_play (copy, TG_BLACK, tg_test_board_point (copy, "C3"), NULL);
  g_assert_false (tg_board_equal (board, copy));
  g_assert_cmpint (tg_board_get (board, tg_test_board_point (board, "B3")), ==, TG_WHITE);
  g_assert_cmpint (tg_board_get (copy, tg_test_board_point (copy, "B3")), ==, TG_EMPTY);
  tg_board_copy_into (into, copy);
  g_assert_true (tg_board_equal (into, copy));
}

static void
test_eye (void)
{
  g_autoptr(TgBoard) edge = tg_test_board ("X . X . X\n"
                                           "X X O X .\n"
                                           ". . . . .\n"
                                           ". . . . .\n"
                                           ". . . . .\n");
  g_autoptr(TgBoard) middle = tg_test_board (". . . . .\n"
                                             ". X X O .\n"
                                             ". X . X .\n"
                                             ". X X X .\n"
                                             ". . . . .\n");
  g_autoptr(TgBoard) false_eye = tg_test_board (". . . . .\n"
                                                ". X X O .\n"
                                                ". X . X .\n"
                                                ". O X X .\n"
                                                ". . . . .\n");
  g_autoptr(TgBoard) corner = tg_test_board (". X . . .\n"
                                             "X X . . .\n"
                                             ". . . . .\n"
                                             ". . . . O\n"
                                             ". . . O .\n");

  /* On the edge there is no diagonal to spare: C4 makes B5 false. */
  g_assert_false (tg_board_is_eye (edge, tg_test_board_point (edge, "B5"), TG_BLACK));
  /* In the middle one opposing diagonal is tolerated, two are not. */
  g_assert_true (tg_board_is_eye (middle, tg_test_board_point (middle, "C3"), TG_BLACK));
  g_assert_false (tg_board_is_eye (false_eye, tg_test_board_point (false_eye, "C3"), TG_BLACK));
  g_assert_true (tg_board_is_eye (corner, tg_test_board_point (corner, "A5"), TG_BLACK));
  g_assert_true (tg_board_is_eye (corner, tg_test_board_point (corner, "E1"), TG_WHITE));
  /* Not eyes: wrong colour, an empty or opposing neighbour, a stone. */
  g_assert_false (tg_board_is_eye (corner, tg_test_board_point (corner, "A5"), TG_WHITE));
  g_assert_false (tg_board_is_eye (edge, tg_test_board_point (edge, "D5"), TG_BLACK));
  g_assert_false (tg_board_is_eye (middle, tg_test_board_point (middle, "E4"), TG_BLACK));
  g_assert_false (tg_board_is_eye (middle, tg_test_board_point (middle, "B4"), TG_BLACK));
}

static void
test_gtp_names (void)
{
  g_autoptr(TgBoard) board = tg_board_new (19);
  g_autoptr(TgBoard) big = tg_board_new (25);
  TgPoint point;

  /* Row 1 is the bottom line, columns skip I. */
  g_assert_cmpint (tg_test_board_point (board, "A1"), ==, tg_board_point (board, 0, 18));
  g_assert_cmpint (tg_test_board_point (board, "A19"), ==, tg_board_point (board, 0, 0));
  g_assert_cmpint (tg_test_board_point (board, "T19"), ==, tg_board_point (board, 18, 0));
  g_assert_cmpint (tg_test_board_point (board, "J10"), ==, tg_board_point (board, 8, 9));
  g_assert_cmpint (tg_test_board_point (board, "q16"), ==, tg_test_board_point (board, "Q16"));
  g_assert_cmpint (tg_test_board_point (board, "PASS"), ==, TG_PASS);
  g_assert_cmpint (tg_test_board_point (big, "Z25"), ==, tg_board_point (big, 24, 0));

  g_assert_false (tg_board_point_from_gtp (board, "I5", &point));
  g_assert_false (tg_board_point_from_gtp (board, "U1", &point));
  g_assert_false (tg_board_point_from_gtp (board, "A20", &point));
  g_assert_false (tg_board_point_from_gtp (board, "A0", &point));
  g_assert_false (tg_board_point_from_gtp (board, "A01", &point));
  g_assert_false (tg_board_point_from_gtp (board, "A", &point));
  g_assert_false (tg_board_point_from_gtp (board, "", &point));
  g_assert_false (tg_board_point_from_gtp (board, "D4x", &point));
  g_assert_false (tg_board_point_from_gtp (board, "A99999999999999999999999", &point));
  g_assert_false (tg_board_point_from_gtp (board, NULL, &point));

  for (guint size = TG_MIN_SIZE; size <= TG_MAX_SIZE; size++)
    {
      g_autoptr(TgBoard) b = tg_board_new (size);

      for (guint n = 0; n < tg_board_get_n_points (b); n++)
        {
          TgPoint p = tg_board_nth_point (b, n);
          g_autofree char *name = tg_board_point_to_gtp (b, p);
          TgPoint back = TG_PASS;

          g_assert_true (tg_board_is_on_board (b, p));
          g_assert_true (tg_board_point_from_gtp (b, name, &back));
          g_assert_cmpint (back, ==, p);
          g_assert_cmpuint (tg_board_point_x (b, p), ==, n % size);
          g_assert_cmpuint (tg_board_point_y (b, p), ==, n / size);
        }
    }
  {
    g_autofree char *name = tg_board_point_to_gtp (board, TG_PASS);
    g_assert_cmpstr (name, ==, "pass");
  }
}

static void
assert_star_points (guint              size,
                    const char *const *names)
{
  g_autoptr(TgBoard) board = tg_board_new (size);
  g_autoptr(GArray) points = g_array_new (FALSE, FALSE, sizeof (TgPoint));
  guint n_names = g_strv_length ((char **) names);

  g_assert_cmpuint (tg_board_get_star_points (board, points), ==, n_names);
  g_assert_cmpuint (points->len, ==, n_names);
  for (guint i = 0; i < n_names; i++)
    {
      gboolean found = FALSE;

      for (guint j = 0; j < points->len; j++)
        found |= g_array_index (points, TgPoint, j) == tg_test_board_point (board, names[i]);
      g_assert_true (found);
    }
}

static void
test_star_points (void)
{
  /* Named points straight from spec §1. */
  assert_star_points (19, (const char *const[]) { "D4", "K4", "Q4", "D10", "K10", "Q10",
                                                  "D16", "K16", "Q16", NULL });
  assert_star_points (13, (const char *const[]) { "D4", "K4", "G7", "D10", "K10", NULL });
  assert_star_points (9, (const char *const[]) { "C3", "G3", "E5", "C7", "G7", NULL });
  assert_star_points (8, (const char *const[]) { "C3", "F3", "C6", "F6", NULL });
  assert_star_points (7, (const char *const[]) { "C3", "E3", "D4", "C5", "E5", NULL });
  assert_star_points (15, (const char *const[]) { "D4", "H4", "M4", "D8", "H8", "M8",
                                                  "D12", "H12", "M12", NULL });
  assert_star_points (14, (const char *const[]) { "D4", "L4", "D11", "L11", NULL });
  assert_star_points (25, (const char *const[]) { "D4", "N4", "W4", "D13", "N13", "W13",
                                                  "D22", "N22", "W22", NULL });

  /* Counts for every size, from the rule: none below 7, four corners,
   * the centre on odd sizes, four sides on odd sizes above 13. */
  for (guint size = TG_MIN_SIZE; size <= TG_MAX_SIZE; size++)
    {
      g_autoptr(TgBoard) board = tg_board_new (size);
      g_autoptr(GArray) points = g_array_new (FALSE, FALSE, sizeof (TgPoint));
      guint expected;

      if (size < 7)
        expected = 0;
      else if (size % 2 == 0)
        expected = 4;
      else if (size <= 13)
        expected = 5;
      else
        expected = 9;
      g_assert_cmpuint (tg_board_get_star_points (board, points), ==, expected);
      for (guint i = 0; i < points->len; i++)
        {
          TgPoint p = g_array_index (points, TgPoint, i);
          guint line_x = MIN (tg_board_point_x (board, p), size - 1 - tg_board_point_x (board, p));
          guint line_y = MIN (tg_board_point_y (board, p), size - 1 - tg_board_point_y (board, p));
          guint want = size < 13 ? 2 : 3;

          g_assert_true (tg_board_is_on_board (board, p));
          /* Each coordinate is on the 3rd/4th line or the centre line. */
          g_assert_true (line_x == want || line_x == size / 2);
          g_assert_true (line_y == want || line_y == size / 2);
        }
    }
}

static void
test_diagram (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TgBoard) board = tg_test_board ("  X O + \n"
                                            "  . . . \n"
                                            "  . . X \n");
  g_autofree char *text = tg_board_to_diagram (board, FALSE);
  g_autofree char *with_coords = tg_board_to_diagram (board, TRUE);
  g_autoptr(TgBoard) back = tg_test_board (text);
  TgBoard *bad;

  g_assert_cmpuint (tg_board_get_size (board), ==, 3);
  g_assert_cmpint (tg_board_get (board, tg_test_board_point (board, "A3")), ==, TG_BLACK);
  g_assert_cmpint (tg_board_get (board, tg_test_board_point (board, "B3")), ==, TG_WHITE);
  g_assert_cmpint (tg_board_get (board, tg_test_board_point (board, "C3")), ==, TG_EMPTY);
  g_assert_cmpint (tg_board_get (board, tg_test_board_point (board, "C1")), ==, TG_BLACK);
  g_assert_true (tg_board_equal (board, back));
  g_assert_nonnull (strstr (with_coords, "A B C"));
  g_assert_nonnull (strstr (with_coords, "3 X O ."));

  bad = tg_board_new_from_diagram ("X O\nO", &error);
  g_assert_null (bad);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  g_clear_error (&error);
  bad = tg_board_new_from_diagram ("X Z\nO .", &error);
  g_assert_null (bad);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  g_clear_error (&error);
  bad = tg_board_new_from_diagram ("X", &error);
  g_assert_null (bad);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  g_clear_error (&error);
  bad = tg_board_new_from_diagram ("", &error);
  g_assert_null (bad);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  g_clear_error (&error);
  /* Ragged rows, even when the total would make a square. */
  bad = tg_board_new_from_diagram ("X O . .\n. . . .\n. . .\n. . . . .\n", &error);
  g_assert_null (bad);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  g_clear_error (&error);
  bad = tg_board_new_from_diagram ("X \xc3\xa9\n. .", &error);
  g_assert_null (bad);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  g_assert_true (g_utf8_validate (error->message, -1, NULL));
}

static void
test_status_strings (void)
{
  g_assert_cmpstr (tg_move_status_to_string (TG_MOVE_OK), ==, "ok");
  g_assert_cmpstr (tg_move_status_to_string (TG_MOVE_OCCUPIED), ==, "occupied");
  g_assert_cmpstr (tg_move_status_to_string (TG_MOVE_SUICIDE), ==, "suicide");
  g_assert_cmpstr (tg_move_status_to_string (TG_MOVE_SUPERKO), ==, "superko");
}

/* What the UI tells people (spec §4: "repeats the position after move
 * N"); a cycle of two stones is the ko every player knows by name. */
static void
test_status_descriptions (void)
{
  g_autofree char *occupied = tg_move_status_describe (TG_MOVE_OCCUPIED, -1, FALSE);
  g_autofree char *suicide = tg_move_status_describe (TG_MOVE_SUICIDE, -1, FALSE);
  g_autofree char *superko = tg_move_status_describe (TG_MOVE_SUPERKO, 57, FALSE);
  g_autofree char *start = tg_move_status_describe (TG_MOVE_SUPERKO, 0, FALSE);
  g_autofree char *ko = tg_move_status_describe (TG_MOVE_SUPERKO, 9, TRUE);

  g_assert_null (tg_move_status_describe (TG_MOVE_OK, -1, FALSE));
  g_assert_cmpstr (occupied, ==, "Occupied");
  g_assert_cmpstr (suicide, ==, "Suicide");
  g_assert_cmpstr (superko, ==, "Repeats the position after move 57");
  g_assert_cmpstr (start, ==, "Repeats the starting position");
  g_assert_cmpstr (ko, ==, "Retakes the ko at once");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/board/capture/single", test_single_capture);
  g_test_add_func ("/board/capture/multi-stone", test_multi_stone_capture);
  g_test_add_func ("/board/capture/several-groups", test_capture_several_groups);
  g_test_add_func ("/board/capture/snapback", test_snapback);
  g_test_add_func ("/board/capture/before-suicide", test_capture_before_suicide);
  g_test_add_func ("/board/suicide", test_suicide_refused);
  g_test_add_func ("/board/occupied-and-pass", test_occupied_and_pass);
  g_test_add_func ("/board/liberties-and-groups", test_liberties_and_groups);
  g_test_add_func ("/board/setup", test_setup);
  g_test_add_func ("/board/setup-without-liberties", test_setup_without_liberties);
  g_test_add_func ("/board/hash", test_hash);
  g_test_add_func ("/board/copy", test_copy);
  g_test_add_func ("/board/eye", test_eye);
  g_test_add_func ("/board/gtp-names", test_gtp_names);
  g_test_add_func ("/board/star-points", test_star_points);
  g_test_add_func ("/board/diagram", test_diagram);
  g_test_add_func ("/board/status-strings", test_status_strings);
  g_test_add_func ("/board/status-descriptions", test_status_descriptions);

  return g_test_run ();
}
