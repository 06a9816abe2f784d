/* test-estimate.c: unconditional life and the dead-stone estimator
 * (spec §5.5), on positions drawn as Go problems.
 *
 * In the diagrams of expected results, a lower-case 'x' or 'o' is a stone
 * that must be suggested dead; the upper-case stones must stay alive.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tg-board-private.h"
#include "tg-estimate-private.h"
#include "tg-test-util.h"

#include <gio/gio.h>
#include <string.h>

#define SEED 20260101

/* Builds the board from a diagram where 'x'/'o' are stones too, and
 * collects those lower-case stones into @dead. */
static TgBoard *
problem (const char  *text,
         TgPointSet **dead)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *upper = g_ascii_strup (text, -1);
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  TgBoard *board = tg_board_new_from_diagram (upper, &error);
  guint y = 0;

  g_assert_no_error (error);
  g_assert_nonnull (board);
  if (dead != NULL)
    *dead = tg_point_set_new ();
  for (guint i = 0; lines[i] != NULL; i++)
    {
      guint x = 0;

      for (const char *c = lines[i]; *c != '\0'; c++)
        {
          if (*c == ' ' || *c == '\t')
            continue;
          if ((*c == 'x' || *c == 'o') && dead != NULL)
            tg_point_set_add (*dead, tg_board_point (board, x, y));
          x++;
        }
      if (x > 0)
        y++;
    }
  return board;
}

static char *
describe (const TgBoard    *board,
          const TgPointSet *dead)
{
  GString *out = g_string_new (NULL);
  guint size = tg_board_get_size (board);

  for (guint y = 0; y < size; y++)
    {
      for (guint x = 0; x < size; x++)
        {
          TgPoint p = tg_board_point (board, x, y);
          TgColor c = tg_board_get (board, p);
          char ch = c == TG_BLACK ? 'X' : c == TG_WHITE ? 'O' : '.';

          if (dead != NULL && tg_point_set_contains (dead, p))
            ch = g_ascii_tolower (ch);
          g_string_append_c (out, ch);
          g_string_append_c (out, ' ');
        }
      g_string_append_c (out, '\n');
    }
  return g_string_free (out, FALSE);
}

/* The estimate, for both colours to move, must be exactly @text's
 * lower-case stones. */
static void
assert_dead (const char *text)
{
  g_autoptr(TgPointSet) want = NULL;
  g_autoptr(TgBoard) board = problem (text, &want);

  for (TgColor to_move = TG_BLACK; to_move <= TG_WHITE; to_move++)
    {
      g_autoptr(TgPointSet) got = tg_estimate_dead (board, to_move, SEED, 0, NULL);

      if (!tg_point_set_equal (got, want))
        {
          g_autofree char *g = describe (board, got);
          g_autofree char *w = describe (board, want);

          g_test_message ("%s to move; got:\n%s\nexpected:\n%s",
                          to_move == TG_BLACK ? "Black" : "White", g, w);
        }
      g_assert_true (tg_point_set_equal (got, want));
    }
}

/* The estimate with @to_move to move must be exactly @text's lower-case
 * stones: for positions where who moves next decides. */
static void
assert_dead_to_move (const char *text,
                     TgColor     to_move)
{
  g_autoptr(TgPointSet) want = NULL;
  g_autoptr(TgBoard) board = problem (text, &want);
  g_autoptr(TgPointSet) got = tg_estimate_dead (board, to_move, SEED, 0, NULL);

  if (!tg_point_set_equal (got, want))
    {
      g_autofree char *g = describe (board, got);
      g_autofree char *w = describe (board, want);

      g_test_message ("got:\n%s\nexpected:\n%s", g, w);
    }
  g_assert_true (tg_point_set_equal (got, want));
}

/* For positions with fights still open, where only some stones have a
 * certain status: the stones named in @dead (GTP names, space-separated)
 * must be suggested dead and those in @alive must not, for both colours
 * to move and several seeds. */
static void
assert_some_dead (const char *text,
                  const char *dead,
                  const char *alive)
{
  g_autoptr(TgBoard) board = problem (text, NULL);
  g_auto(GStrv) dead_names = g_strsplit (dead, " ", -1);
  g_auto(GStrv) alive_names = g_strsplit (alive, " ", -1);

  for (TgColor to_move = TG_BLACK; to_move <= TG_WHITE; to_move++)
    for (guint64 seed = SEED; seed < SEED + 4; seed++)
      {
        g_autoptr(TgPointSet) got = tg_estimate_dead (board, to_move, seed, 0, NULL);
        g_autofree char *g = describe (board, got);

        for (guint i = 0; dead_names[i] != NULL; i++)
          {
            if (!tg_point_set_contains (got, tg_test_board_point (board, dead_names[i])))
              g_test_message ("%s should be dead:\n%s", dead_names[i], g);
            g_assert_true (tg_point_set_contains (got, tg_test_board_point (board, dead_names[i])));
          }
        for (guint i = 0; alive_names[i] != NULL; i++)
          {
            if (tg_point_set_contains (got, tg_test_board_point (board, alive_names[i])))
              g_test_message ("%s should be alive:\n%s", alive_names[i], g);
            g_assert_false (tg_point_set_contains (got, tg_test_board_point (board, alive_names[i])));
          }
      }
}

/* Benson's algorithm on @text: upper-case stones of @color must come out
 * pass-alive exactly where @alive (a diagram with '#' on those stones)
 * says. */
static void
assert_pass_alive (const char *text,
                   TgColor     color,
                   const char *alive)
{
  g_autoptr(TgBoard) board = problem (text, NULL);
  g_autoptr(TgBoard) marks = NULL;
  g_autofree char *marks_text = g_strdup (alive);
  g_autofree TgSafety *safety = NULL;
  guint n_points = tg_board_get_n_points (board);
  g_autoptr(GError) error = NULL;

  g_strdelimit (marks_text, "#", 'X');
  marks = tg_board_new_from_diagram (marks_text, &error);
  g_assert_no_error (error);

  safety = g_new0 (TgSafety, n_points);
  tg_estimate_pass_alive (board, color, safety);
  for (guint n = 0; n < n_points; n++)
    {
      TgPoint p = tg_board_nth_point (board, n);
      gboolean want = tg_board_get (marks, p) == TG_BLACK;

      if (want != (safety[n] == TG_SAFETY_ALIVE))
        g_test_message ("point %u: expected %s", n, want ? "pass-alive" : "not pass-alive");
      g_assert_cmpint (want, ==, safety[n] == TG_SAFETY_ALIVE);
    }
}

static void
test_two_eyes_corner (void)
{
  assert_dead (". O . O X . . . .\n"
               "O O O O X . . . .\n"
               "X X X X X . . . .\n"
               ". . . . . . . . .\n"
               ". . . . . . . . .\n"
               ". . . . . . . . .\n"
               ". . . . . . . . .\n"
               ". . . . . . . . .\n"
               ". . . . . . . . .\n");
}

static void
test_two_eyes_edge (void)
{
  assert_dead (". . . . . . . . .\n"
               ". . . . . . . . .\n"
               ". . . . . . . . .\n"
               ". . . . . . . . .\n"
               ". . . . . . . . .\n"
               ". . . . . . . . .\n"
               ". X X X X X X X .\n"
               ". X O O O O O X .\n"
               ". X O . O . O X .\n");
}

static void
test_two_eyes_middle (void)
{
  assert_dead (". . . . . . . . .\n"
               ". . . . . . . . .\n"
               ". . X X X X X . .\n"
               ". X O O O O O X .\n"
               ". X O . O . O X .\n"
               ". X O O O O O X .\n"
               ". . X X X X X . .\n"
               ". . . . . . . . .\n"
               ". . . . . . . . .\n");
}

/* The two eyes cut the corner stone off from the rest: two chains, each
 * touching both eyes, which is still two eyes.  Black stands all around. */
static void
test_two_eyes_bent (void)
{
  assert_dead ("O . O X . . . . .\n"
               ". O O X . . . . .\n"
               "O O X X . . . . .\n"
               "X X X . . . . . .\n"
               ". . . . . . . . .\n"
               ". . . . . . . . .\n"
               ". . . . . . . . .\n"
               ". . . . . . . . .\n"
               ". . . . . . . . .\n");
}

static void
test_benson_two_eyes (void)
{
  const char *position = ". O . O X . . . .\n"
                         "O O O O X . . . .\n"
                         "X X X X X . . . .\n"
                         ". . . . . . . . .\n"
                         ". . . . . . . . .\n"
                         ". . . . . . . . .\n"
                         ". . . . . . . . .\n"
                         ". . . . . . . . .\n"
                         ". . . . . . . . .\n";

  /* White's corner has two one-point eyes: pass-alive. */
  assert_pass_alive (position, TG_WHITE,
                     ". # . # . . . . .\n"
                     "# # # # . . . . .\n"
                     ". . . . . . . . .\n"
                     ". . . . . . . . .\n"
                     ". . . . . . . . .\n"
                     ". . . . . . . . .\n"
                     ". . . . . . . . .\n"
                     ". . . . . . . . .\n"
                     ". . . . . . . . .\n");
  /* Black's wall has only the open board: alive in fact, but nothing
   * proves it unconditionally. */
  assert_pass_alive (position, TG_BLACK,
                     ". . . . . . . . .\n"
                     ". . . . . . . . .\n"
                     ". . . . . . . . .\n"
                     ". . . . . . . . .\n"
                     ". . . . . . . . .\n"
                     ". . . . . . . . .\n"
                     ". . . . . . . . .\n"
                     ". . . . . . . . .\n"
                     ". . . . . . . . .\n");
}

static void
test_benson_one_eye (void)
{
  /* One eye only: White, playing alone, fills C9 and then A9, so Black
   * is not pass-alive. */
  assert_pass_alive (". X . O . . . . .\n"
                     "X X O O . . . . .\n"
                     "O O O . . . . . .\n"
                     ". . . . . . . . .\n"
                     ". . . . . . . . .\n"
                     ". . . . . . . . .\n"
                     ". . . . . . . . .\n"
                     ". . . . . . . . .\n"
                     ". . . . . . . . .\n",
                     TG_BLACK,
                     ". . . . . . . . .\n"
                     ". . . . . . . . .\n"
                     ". . . . . . . . .\n"
                     ". . . . . . . . .\n"
                     ". . . . . . . . .\n"
                     ". . . . . . . . .\n"
                     ". . . . . . . . .\n"
                     ". . . . . . . . .\n"
                     ". . . . . . . . .\n");
}

/* A white stone inside one of the eyes of a pass-alive black group is
 * dead whatever happens: the eye's only empty point is a liberty of the
 * group, so White can never make an eye there. */
static void
test_benson_territory (void)
{
  const char *position = ". X O . X . . . .\n"
                         "X X X X X . . . .\n"
                         ". . . . . . . . .\n"
                         ". . . . . . . . .\n"
                         ". . . . . . . . .\n"
                         ". . . . . . . . .\n"
                         ". . . . . . . . .\n"
                         ". . . . . . . . .\n"
                         ". . . . . . . . .\n";
  g_autoptr(TgBoard) board = problem (position, NULL);
  g_autofree TgSafety *safety = g_new0 (TgSafety, 81);
  g_autoptr(TgPointSet) dead = NULL;
  TgEstimateStats stats;

  assert_pass_alive (position, TG_BLACK,
                     ". # . . # . . . .\n"
                     "# # # # # . . . .\n"
                     ". . . . . . . . .\n"
                     ". . . . . . . . .\n"
                     ". . . . . . . . .\n"
                     ". . . . . . . . .\n"
                     ". . . . . . . . .\n"
                     ". . . . . . . . .\n"
                     ". . . . . . . . .\n");
  tg_estimate_pass_alive (board, TG_BLACK, safety);
  g_assert_cmpint (safety[0], ==, TG_SAFETY_TERRITORY);  /* A9 */
  g_assert_cmpint (safety[2], ==, TG_SAFETY_TERRITORY);  /* C9, the white stone */
  g_assert_cmpint (safety[3], ==, TG_SAFETY_TERRITORY);  /* D9 */
  g_assert_cmpint (safety[5], ==, TG_SAFETY_UNKNOWN);    /* F9: the open board */

  dead = tg_estimate_dead (board, TG_WHITE, SEED, 0, &stats);
  g_assert_true (tg_point_set_contains (dead, tg_board_point (board, 2, 0)));
  g_assert_cmpuint (tg_point_set_count (dead), ==, 1);
  g_assert_cmpuint (stats.pass_alive, ==, 7);
  g_assert_cmpuint (stats.pass_dead, ==, 1);
  g_assert_cmpuint (stats.dead, ==, 1);
}

static void
test_dead_lone_stone (void)
{
  assert_dead (". . . X O . . . .\n"
               ". . . X O . . . .\n"
               ". . . X O . . . .\n"
               ". o . X O . . . .\n"
               ". . . X O . . x .\n"
               ". . . X O . . . .\n"
               ". . . X O . . . .\n"
               ". . . X O . . . .\n"
               ". . . X O . . . .\n");
}

/* Three white stones with no room for an eye inside Black's living wall. */
static void
test_dead_three_stones (void)
{
  assert_dead (". . . . X O . . .\n"
               ". . . . X O . . .\n"
               ". . . . X O . . .\n"
               ". o o . X O . . .\n"
               ". . o . X O . . .\n"
               ". . . . X O . . .\n"
               ". . . . X O . . .\n"
               ". . . . X O . . .\n"
               ". . . . X O . . .\n");
}

/* No eyes, two shared liberties (A9 and C9): whoever fills one is
 * captured, so both groups live in seki. */
static void
test_seki_no_eyes (void)
{
  assert_dead (". X . O X . . . .\n"
               "O X O O X . . . .\n"
               "O O O X X . . . .\n"
               "X X X X . . . . .\n"
               ". . . . . . . . .\n"
               ". . . . . . . . .\n"
               ". . . . . . . . .\n"
               ". . . . . . . . .\n"
               ". . . . . . . . .\n");
}

/* One eye each (A9 for Black, E9 for White) and one shared liberty
 * (C9): seki. */
static void
test_seki_one_eye (void)
{
  assert_dead (". X . O . O X . .\n"
               "X X O O O O X . .\n"
               "O O O X X X X . .\n"
               "X X X X . . . . .\n"
               ". . . . . . . . .\n"
               ". . . . . . . . .\n"
               ". . . . . . . . .\n"
               ". . . . . . . . .\n"
               ". . . . . . . . .\n");
}

/* The corner seki of AlphaGo's self-play game 55, moved to the top left:
 * White's four stones and Black's chain around them share A6 and C8;
 * Black has one liberty more, at A4.  White to move fills it from its
 * living wall, and then whoever fills a shared liberty is captured: a
 * seki.  Black to move plays C8 and takes the corner. */
static void
test_seki_corner_to_move (void)
{
  const char *white_to_move = "O X X X O . . . .\n"
                              "O O . X O . . . .\n"
                              "O X X X O . . . .\n"
                              ". X O O O . . . .\n"
                              "X X O . . . . . .\n"
                              ". O O . . . . . .\n"
                              "O O . . . . . . .\n"
                              ". . . . . . . . .\n"
                              ". . . . . . . . .\n";
  const char *black_to_move = "o X X X O . . . .\n"
                              "o o . X O . . . .\n"
                              "o X X X O . . . .\n"
                              ". X O O O . . . .\n"
                              "X X O . . . . . .\n"
                              ". O O . . . . . .\n"
                              "O O . . . . . . .\n"
                              ". . . . . . . . .\n"
                              ". . . . . . . . .\n";

  assert_dead_to_move (white_to_move, TG_WHITE);
  assert_dead_to_move (black_to_move, TG_BLACK);
}

/* In the middle: White's ring and Black's E6 share D6 and F6, and the
 * ring has one liberty more, H6, in a notch of Black's wall.  Black to
 * move fills H6: seki.  White to move gains nothing by D6 and F6, which
 * capture E6 only to leave the ring one eye at E6 and no liberty besides
 * H6, which Black then fills: White fills H6 itself, seki again. */
static void
test_seki_middle (void)
{
  assert_dead (". . . . . . . . .\n"
               ". X X X X X X X .\n"
               ". X O O O O O X .\n"
               ". X O . X . O . X\n"
               ". X O O O O O X .\n"
               ". X X X X X X X .\n"
               ". . . . . . . . .\n"
               ". . . . . . . . .\n"
               ". . . . . . . . .\n");
}

/* B9 is a false eye: Black takes C9 there, and White may not take back
 * at once.  Whatever White plays elsewhere, Black connects at C9 and the
 * corner has one eye.  Playouts that let White take back every time kept
 * the ko going until their move limit, which then decided the corner. */
static void
test_ko_false_eye (void)
{
  assert_dead ("o . o X X . X . .\n"
               ". o X X X X . X .\n"
               "o o o X . X X X X\n"
               "X o X X . . . . .\n"
               "X X X . . . . . .\n"
               ". . . . . . . . .\n"
               ". . . . . . . . .\n"
               ". . . . . . . . .\n"
               ". . . . . . . . .\n");
}

/* The top of a game in progress (the unfinished board of
 * @sabaki/deadstones, the rest of the board left empty).  A18 is in atari
 * inside White's wall.  The fights of E18 and E15 are still open: each
 * chain is one move from joining Black's stones or from being cut off.
 * Neither is lost yet, so neither is suggested dead, and the points
 * between them and White's stones stay neutral in the count rather than
 * White's territory. */
static void
test_unsettled_open_fights (void)
{
  const char *position = ". O . . . . . . . . . . . . . . . . .\n"
                         "X O O . X . . . . . . . . . . . O . .\n"
                         "O . O O X X . X . X X . O . O . O X .\n"
                         "O . . . O O O X . O . . . . . O X . .\n"
                         ". O . O X X X O O . . O . . O X X . .\n"
                         "O . O O . . . O . . O . . . O X . X .\n"
                         "O O X O X X X O . X X O . . X X O . .\n"
                         ". . . . . . . . . . . . . . . . . . .\n"
                         ". . . . . . . . . . . . . . . . . . .\n"
                         ". . . . . . . . . . . . . . . . . . .\n"
                         ". . . . . . . . . . . . . . . . . . .\n"
                         ". . . . . . . . . . . . . . . . . . .\n"
                         ". . . . . . . . . . . . . . . . . . .\n"
                         ". . . . . . . . . . . . . . . . . . .\n"
                         ". . . . . . . . . . . . . . . . . . .\n"
                         ". . . . . . . . . . . . . . . . . . .\n"
                         ". . . . . . . . . . . . . . . . . . .\n"
                         ". . . . . . . . . . . . . . . . . . .\n"
                         ". . . . . . . . . . . . . . . . . . .\n";
  g_autoptr(TgBoard) board = problem (position, NULL);
  g_autoptr(TgPointSet) neutral = tg_point_set_new ();
  const char *names[] = { "D18", "F18", "G17", "E14", "F14", "G14" };

  assert_some_dead (position, "A18", "E18 E17 F17 E15 F15 G15");
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    tg_point_set_add (neutral, tg_test_board_point (board, names[i]));
  for (TgColor to_move = TG_BLACK; to_move <= TG_WHITE; to_move++)
    {
      g_autoptr(TgPointSet) dead = tg_estimate_dead (board, to_move, SEED, 0, NULL);
      TgColor owner[361];

      tg_score_ownership (board, dead, owner);
      for (guint n = 0; n < 361; n++)
        if (tg_point_set_contains (neutral, tg_board_nth_point (board, n)))
          g_assert_cmpint (owner[n], ==, TG_EMPTY);
    }
}

/* White's group from G17 to E13 has no eye of its own, but the black
 * stones F17, F18 and G18 cut into it are in atari: White takes them at
 * E18 when it likes and joins the stones above.  Those black stones are
 * lost, so the empty points around White's group, which lean to Black
 * in the playouts where they live on, say nothing of White's group.
 * (The top of FineArt's game of 2016-11-03 on Fox, the rest of the board
 * cleared.) */
static void
test_race_captured_cutting_stones (void)
{
  assert_some_dead (". O . O . O O . . X X . . . . . . . .\n"
                    "X X O O . X X O O O O . . . . . . . .\n"
                    ". O X O O X O X O O X . . . . . . . .\n"
                    ". X X . X O O X X . X . . . . . . . .\n"
                    ". . . X . O O O X . O . . . . . . . .\n"
                    ". . . X O O X O . X O . . . . . . . .\n"
                    ". . . X O X X X X X O . . . . . . . .\n"
                    ". . . . X . . O O X O . . . . . . . .\n"
                    ". . . . . . . . . . . . . . . . . . .\n"
                    ". . . . . . . . . . . . . . . . . . .\n"
                    ". . . . . . . . . . . . . . . . . . .\n"
                    ". . . . . . . . . . . . . . . . . . .\n"
                    ". . . . . . . . . . . . . . . . . . .\n"
                    ". . . . . . . . . . . . . . . . . . .\n"
                    ". . . . . . . . . . . . . . . . . . .\n"
                    ". . . . . . . . . . . . . . . . . . .\n"
                    ". . . . . . . . . . . . . . . . . . .\n"
                    ". . . . . . . . . . . . . . . . . . .\n"
                    ". . . . . . . . . . . . . . . . . . .\n",
                    "F18 G18 F17",
                    "G17 F16 G16 F15 G15 H15 E14 F14 H14 E13");
}

static void
test_deterministic (void)
{
  g_autoptr(TgBoard) board = problem (". . . X O . . . .\n"
                                      ". . . X O . . . .\n"
                                      ". . X . O . . . .\n"
                                      ". O . X O O . . .\n"
                                      ". . . X X O . X .\n"
                                      ". . X . X O . . .\n"
                                      ". . . X O . O . .\n"
                                      ". . . X O . . . .\n"
                                      ". . . X O . . . .\n", NULL);
  double a[81], b[81];
  g_autoptr(TgPointSet) first = NULL;
  g_autoptr(TgPointSet) second = NULL;

  tg_estimate_ownership (board, TG_BLACK, 7, 64, a);
  tg_estimate_ownership (board, TG_BLACK, 7, 64, b);
  g_assert_cmpmem (a, sizeof a, b, sizeof b);
  for (guint n = 0; n < 81; n++)
    g_assert_true (a[n] >= -1.0 && a[n] <= 1.0);

  first = tg_estimate_dead (board, TG_WHITE, 99, 0, NULL);
  second = tg_estimate_dead (board, TG_WHITE, 99, 0, NULL);
  g_assert_true (tg_point_set_equal (first, second));
}

/* Odd boards and setups must neither crash nor mark anything without
 * reason: an empty board, a full one, a 2×2 board, stones left without
 * liberties by setup, the largest board. */
static void
test_degenerate (void)
{
  g_autoptr(TgBoard) empty = tg_board_new (19);
  g_autoptr(TgBoard) tiny = problem ("X .\n. O\n", NULL);
  g_autoptr(TgBoard) full = tg_board_new (5);
  g_autoptr(TgBoard) largest = tg_board_new (TG_MAX_SIZE);
  g_autoptr(TgPointSet) dead = NULL;
  double ownership[25];

  dead = tg_estimate_dead (empty, TG_BLACK, SEED, 0, NULL);
  g_assert_cmpuint (tg_point_set_count (dead), ==, 0);
  g_clear_pointer (&dead, tg_point_set_free);

  dead = tg_estimate_dead (tiny, TG_BLACK, SEED, 0, NULL);
  g_assert_cmpuint (tg_point_set_count (dead), <=, 2);
  g_clear_pointer (&dead, tg_point_set_free);

  for (guint n = 0; n < 25; n++)
    tg_board_set (full, tg_board_nth_point (full, n), n % 3 == 0 ? TG_WHITE : TG_BLACK);
  dead = tg_estimate_dead (full, TG_WHITE, SEED, 0, NULL);
  g_assert_cmpuint (tg_point_set_count (dead), <=, 25);
  tg_estimate_ownership (full, TG_BLACK, SEED, 8, ownership);
  for (guint n = 0; n < 25; n++)
    g_assert_true (ownership[n] >= -1.0 && ownership[n] <= 1.0);
  g_clear_pointer (&dead, tg_point_set_free);

  /* The largest board, with a lone white stone in the corner of a
   * board Black has walled off: the stone is dead, Black's wall not. */
  tg_board_set (largest, tg_board_point (largest, 1, 1), TG_WHITE);
  for (guint i = 0; i < 25; i++)
    tg_board_set (largest, tg_board_point (largest, i, 5), TG_BLACK);
  for (guint i = 0; i < 25; i++)
    tg_board_set (largest, tg_board_point (largest, i, 7), TG_WHITE);
  dead = tg_estimate_dead (largest, TG_BLACK, SEED, 0, NULL);
  g_assert_true (tg_point_set_contains (dead, tg_board_point (largest, 1, 1)));
  g_assert_false (tg_point_set_contains (dead, tg_board_point (largest, 0, 5)));
  g_assert_false (tg_point_set_contains (dead, tg_board_point (largest, 0, 7)));
}

/* One board of the @sabaki/deadstones test data (1 black, −1 white, 0
 * empty; rows are y). */
static TgBoard *
load_deadstones_board (const char *name)
{
  g_autofree char *path = tg_test_corpus_path ("deadstones", "sabaki_deadstones_testboards.json", NULL);
  g_autoptr(GError) error = NULL;
  TgBoard *board = tg_test_deadstones_board (path, name, &error);

  g_assert_no_error (error);
  return board;
}

/* Stones on which @got and @want agree, over all stones. */
static double
agreement (const TgBoard    *board,
           const TgPointSet *got,
           const TgPointSet *want)
{
  guint stones = 0, agree = 0;

  for (guint n = 0; n < tg_board_get_n_points (board); n++)
    {
      TgPoint p = tg_board_nth_point (board, n);

      if (tg_board_get (board, p) == TG_EMPTY)
        continue;
      stones++;
      agree += tg_point_set_contains (got, p) == tg_point_set_contains (want, p);
    }
  return (double) agree / stones;
}

static TgPointSet *
gtp_set (const TgBoard *board,
         const char    *names)
{
  g_auto(GStrv) list = g_strsplit (names, " ", -1);
  TgPointSet *set = tg_point_set_new ();

  for (guint i = 0; list[i] != NULL; i++)
    {
      TgPoint p;

      g_assert_true (tg_board_point_from_gtp (board, list[i], &p));
      g_assert_cmpint (tg_board_get (board, p), !=, TG_EMPTY);
      tg_point_set_add (set, p);
    }
  return set;
}

static void
check_corpus_board (const char *name,
                    const char *expected,
                    double      min_agreement)
{
  g_autoptr(TgBoard) board = load_deadstones_board (name);
  g_autoptr(TgPointSet) want = gtp_set (board, expected);
  double worst = 1.0;

  for (guint64 seed = 1; seed <= 4; seed++)
    {
      g_autoptr(TgPointSet) got = tg_estimate_dead (board, TG_BLACK, seed, 0, NULL);
      double a = agreement (board, got, want);

      if (a < min_agreement)
        {
          g_autofree char *g = describe (board, got);
          g_autofree char *w = describe (board, want);

          g_test_message ("seed %" G_GUINT64_FORMAT ": agreement %.3f; got:\n%s\nexpected:\n%s",
                          seed, a, g, w);
        }
      worst = MIN (worst, a);
    }
  g_assert_cmpfloat (worst, >=, min_agreement);
}

/* The finished game: the eleven stones left inside the other side's
 * territory (the count @sabaki/deadstones' README gives for this board,
 * and the stones GNU Go lists).  Every other stone is alive. */
static void
test_corpus_finished (void)
{
  check_corpus_board ("finished",
                      "K16 K14 L14 P12 C6 C5 F6 G6 O6 O5 T6",
                      1.0);
}

/* The unfinished game has fights still open, where GNU Go's 36 dead
 * stones are a judgement of who wins them.  What is certain: A18 and C13
 * are in atari inside White's wall, so they must be marked; and every
 * stone the estimator marks must be one GNU Go marks too. */
static void
test_corpus_unfinished (void)
{
  g_autoptr(TgBoard) board = load_deadstones_board ("unfinished");
  g_autoptr(TgPointSet) certain = gtp_set (board, "A18 C13");
  g_autoptr(TgPointSet) gnugo = gtp_set (board,
                                         "A18 N17 S17 K16 H15 J15 H14 H13 H12 M15 L14 C13 R13 R12 "
                                         "B12 M12 S11 R10 S10 T10 S9 S8 S7 R6 S6 C10 D10 E10 E9 C8 "
                                         "D8 E8 F8 P5 Q5 T5");

  for (guint64 seed = 1; seed <= 4; seed++)
    {
      g_autoptr(TgPointSet) got = tg_estimate_dead (board, TG_BLACK, seed, 0, NULL);
      guint missed = 0, unfounded = 0;

      for (guint n = 0; n < 361; n++)
        {
          TgPoint p = tg_board_nth_point (board, n);

          missed += tg_point_set_contains (certain, p) && !tg_point_set_contains (got, p);
          unfounded += tg_point_set_contains (got, p) && !tg_point_set_contains (gnugo, p);
        }
      if (missed > 0 || unfounded > 0)
        {
          g_autofree char *g = describe (board, got);

          g_test_message ("seed %" G_GUINT64_FORMAT ":\n%s", seed, g);
        }
      g_assert_cmpuint (missed, ==, 0);
      g_assert_cmpuint (unfounded, ==, 0);
    }
}

int
main (int   argc,
      char *argv[])
{
  tg_test_init_corpus (&argc, &argv);
  g_test_init (&argc, &argv, NULL);

  tg_test_add_func ("/estimate/two-eyes/corner", test_two_eyes_corner);
  tg_test_add_func ("/estimate/two-eyes/edge", test_two_eyes_edge);
  tg_test_add_func ("/estimate/two-eyes/middle", test_two_eyes_middle);
  tg_test_add_func ("/estimate/two-eyes/bent", test_two_eyes_bent);
  tg_test_add_func ("/estimate/benson/two-eyes", test_benson_two_eyes);
  tg_test_add_func ("/estimate/benson/one-eye", test_benson_one_eye);
  tg_test_add_func ("/estimate/benson/territory", test_benson_territory);
  tg_test_add_func ("/estimate/dead/lone-stone", test_dead_lone_stone);
  tg_test_add_func ("/estimate/dead/three-stones", test_dead_three_stones);
  tg_test_add_func ("/estimate/seki/no-eyes", test_seki_no_eyes);
  tg_test_add_func ("/estimate/seki/one-eye", test_seki_one_eye);
  tg_test_add_func ("/estimate/seki/corner-to-move", test_seki_corner_to_move);
  tg_test_add_func ("/estimate/seki/middle", test_seki_middle);
  tg_test_add_func ("/estimate/ko/false-eye", test_ko_false_eye);
  tg_test_add_func ("/estimate/unsettled/open-fights", test_unsettled_open_fights);
  tg_test_add_func ("/estimate/race/captured-cutting-stones", test_race_captured_cutting_stones);
  tg_test_add_func ("/estimate/deterministic", test_deterministic);
  tg_test_add_func ("/estimate/degenerate", test_degenerate);
  tg_test_add_corpus_func ("/estimate/corpus/finished", test_corpus_finished);
  tg_test_add_corpus_func ("/estimate/corpus/unfinished", test_corpus_unfinished);

  return tg_test_run ();
}
