/* test-history.c: positional superko (spec §4) — ko, triple ko,
 * sending two returning one, passes — and the history's bookkeeping.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tg-board-private.h"
#include "tg-history-private.h"

/* One line of play: the board, its history and the side to move. */
typedef struct
{
  TgBoard *board;
  TgHistory *history;
  TgColor to_move;
  guint move_number;
} Line;

static void
line_init (Line       *line,
           const char *diagram)
{
  g_autoptr(GError) error = NULL;

  line->board = tg_board_new_from_diagram (diagram, &error);
  g_assert_no_error (error);
  line->history = tg_history_new (tg_board_get_size (line->board));
  line->to_move = TG_BLACK;
  line->move_number = 0;
  tg_history_push (line->history, line->board, 0);
}

static void
line_clear (Line *line)
{
  tg_board_free (line->board);
  tg_history_free (line->history);
}

static TgPoint
gtp (const Line *line,
     const char *name)
{
  TgPoint point;

  g_assert_true (tg_board_point_from_gtp (line->board, name, &point));
  return point;
}

/* Checks, then plays and records a move that must be legal. */
static void
line_play (Line       *line,
           const char *name,
           guint       n_captures)
{
  g_autoptr(GArray) captured = g_array_new (FALSE, FALSE, sizeof (TgPoint));
  TgPoint point = gtp (line, name);
  int repeats = 42;

  g_assert_cmpint (tg_rules_check_move (line->board, line->history, line->to_move, point, &repeats),
                   ==, TG_MOVE_OK);
  g_assert_cmpint (repeats, ==, -1);
  g_assert_cmpint (tg_board_play (line->board, line->to_move, point, captured), ==, TG_MOVE_OK);
  g_assert_cmpuint (captured->len, ==, n_captures);
  tg_history_push (line->history, line->board, ++line->move_number);
  line->to_move = TG_OTHER (line->to_move);
}

static void
line_refused (Line       *line,
              const char *name,
              int         repeated_move)
{
  int repeats = -1;

  g_assert_cmpint (tg_rules_check_move (line->board, line->history, line->to_move,
                                        gtp (line, name), &repeats),
                   ==, TG_MOVE_SUPERKO);
  g_assert_cmpint (repeats, ==, repeated_move);
  /* Without a history only occupied and suicide are tested. */
  g_assert_cmpint (tg_rules_check_move (line->board, NULL, line->to_move, gtp (line, name), &repeats),
                   ==, TG_MOVE_OK);
}

static void
line_pass (Line *line)
{
  g_assert_cmpint (tg_rules_check_move (line->board, line->history, line->to_move, TG_PASS, NULL),
                   ==, TG_MOVE_OK);
  tg_history_push (line->history, line->board, ++line->move_number);
  line->to_move = TG_OTHER (line->to_move);
}

#define KO_DIAGRAM ". . . . .\n" \
                   ". X O . .\n" \
                   "X O . O .\n" \
                   ". X O . .\n" \
                   ". . . . .\n"

static void
test_simple_ko (void)
{
  Line line;

  line_init (&line, KO_DIAGRAM);
  line_play (&line, "C3", 1);             /* Black takes the ko */
  line_refused (&line, "B3", 0);          /* White may not take back at once */
  line_play (&line, "E5", 0);             /* a ko threat */
  line_play (&line, "E1", 0);             /* answered */
  line_play (&line, "B3", 1);             /* now White retakes */
  line_refused (&line, "C3", 3);          /* and Black must find a threat */
  line_play (&line, "A1", 0);
  line_play (&line, "E4", 0);
  line_play (&line, "C3", 1);
  line_clear (&line);
}

static void
test_superko_across_pass (void)
{
  Line line;

  line_init (&line, KO_DIAGRAM);
  line_play (&line, "C3", 1);
  /* A pass is legal although it repeats the position. */
  line_pass (&line);
  line_pass (&line);
  /* Passing is not playing elsewhere: the retake still repeats move 0. */
  line_refused (&line, "B3", 0);
  line_clear (&line);
}

static void
test_triple_ko (void)
{
  Line line;

  /* Three kos: White holds the upper-left and right ones, Black the
   * lower-left one. */
  line_init (&line, ". X O . . . X O .\n"
                    "X O . O . X O . O\n"
                    ". X O . . . X O .\n"
                    ". . . . . . . . .\n"
                    ". X O . . . . . .\n"
                    "X . X O . . . . .\n"
                    ". X O . . . . . .\n"
                    ". . . . . . . . .\n"
                    ". . . . . . . . .\n");
  /* Each capture is a legal ko capture by the simple-ko rule, but the
   * sixth one brings back the starting position. */
  line_play (&line, "C8", 1);
  line_play (&line, "B4", 1);
  line_play (&line, "H8", 1);
  line_play (&line, "B8", 1);
  line_play (&line, "C4", 1);
  line_refused (&line, "G8", 0);
  line_clear (&line);
}

static void
test_sending_two_returning_one (void)
{
  Line line;

  line_init (&line, ". . . . .\n"
                    ". . . . .\n"
                    ". . . . .\n"
                    "X O O . .\n"
                    ". X . O .\n");
  line_play (&line, "C1", 0);             /* Black sends two stones */
  line_play (&line, "A1", 2);             /* White takes them */
  /* Taking back one stone would restore the starting position. */
  line_refused (&line, "B1", 0);
  line_clear (&line);
}

static void
test_occupied_and_suicide_first (void)
{
  Line line;
  int repeats = 7;

  line_init (&line, ". X . . .\n"
                    "X . . . .\n"
                    ". . . . .\n"
                    ". . . . .\n"
                    ". . . . .\n");
  g_assert_cmpint (tg_rules_check_move (line.board, line.history, TG_BLACK, gtp (&line, "B5"), &repeats),
                   ==, TG_MOVE_OCCUPIED);
  g_assert_cmpint (repeats, ==, -1);
  repeats = 7;
  g_assert_cmpint (tg_rules_check_move (line.board, line.history, TG_WHITE, gtp (&line, "A5"), &repeats),
                   ==, TG_MOVE_SUICIDE);
  g_assert_cmpint (repeats, ==, -1);
  g_assert_cmpint (tg_rules_check_move (line.board, line.history, TG_BLACK, gtp (&line, "A5"), NULL),
                   ==, TG_MOVE_OK);
  line_clear (&line);
}

static void
test_find_and_truncate (void)
{
  Line line;
  g_autoptr(TgHistory) copy = NULL;
  g_autoptr(TgBoard) empty = tg_board_new (5);

  line_init (&line, KO_DIAGRAM);
  g_assert_cmpuint (tg_history_get_length (line.history), ==, 1);
  g_assert_cmpint (tg_history_find (line.history, line.board), ==, 0);
  g_assert_cmpint (tg_history_find (line.history, empty), ==, -1);
  line_play (&line, "C3", 1);
  g_assert_cmpint (tg_history_find (line.history, line.board), ==, 1);
  line_pass (&line);
  /* The earliest move of a repeated (passed) position is reported. */
  g_assert_cmpint (tg_history_find (line.history, line.board), ==, 1);
  g_assert_cmpuint (tg_history_get_length (line.history), ==, 3);

  copy = tg_history_copy (line.history);

  /* Going back to the start forgets the capture. */
  tg_history_truncate (line.history, 1);
  g_assert_cmpuint (tg_history_get_length (line.history), ==, 1);
  g_assert_cmpint (tg_history_find (line.history, line.board), ==, -1);
  /* The copy keeps its own positions. */
  g_assert_cmpuint (tg_history_get_length (copy), ==, 3);
  g_assert_cmpint (tg_history_find (copy, line.board), ==, 1);

  tg_history_clear (line.history);
  g_assert_cmpuint (tg_history_get_length (line.history), ==, 0);
  line_clear (&line);
}

static void
test_long_history (void)
{
  /* Enough positions to grow the index several times, then cut back. */
  g_autoptr(TgBoard) board = tg_board_new (19);
  g_autoptr(TgHistory) history = tg_history_new (19);
  g_autoptr(GPtrArray) boards = g_ptr_array_new_with_free_func ((GDestroyNotify) tg_board_free);
  guint n = tg_board_get_n_points (board);

  tg_history_push (history, board, 0);
  g_ptr_array_add (boards, tg_board_copy (board));
  for (guint i = 0; i < n; i += 2)
    {
      tg_board_set (board, tg_board_nth_point (board, i), TG_BLACK);
      tg_history_push (history, board, i + 1);
      g_ptr_array_add (boards, tg_board_copy (board));
    }
  g_assert_cmpuint (tg_history_get_length (history), ==, boards->len);
  for (guint i = 0; i < boards->len; i++)
    g_assert_cmpint (tg_history_find (history, boards->pdata[i]), ==, i == 0 ? 0 : (int) (2 * (i - 1) + 1));

  tg_history_truncate (history, 50);
  for (guint i = 0; i < boards->len; i++)
    g_assert_cmpint (tg_history_find (history, boards->pdata[i]), ==,
                     i >= 50 ? -1 : i == 0 ? 0 : (int) (2 * (i - 1) + 1));

  /* Pushing again after truncation indexes the new positions. */
  tg_history_push (history, boards->pdata[100], 1000);
  g_assert_cmpint (tg_history_find (history, boards->pdata[100]), ==, 1000);
  g_assert_cmpint (tg_history_find (history, boards->pdata[101]), ==, -1);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/history/simple-ko", test_simple_ko);
  g_test_add_func ("/history/across-pass", test_superko_across_pass);
  g_test_add_func ("/history/triple-ko", test_triple_ko);
  g_test_add_func ("/history/sending-two-returning-one", test_sending_two_returning_one);
  g_test_add_func ("/history/occupied-and-suicide-first", test_occupied_and_suicide_first);
  g_test_add_func ("/history/find-and-truncate", test_find_and_truncate);
  g_test_add_func ("/history/long", test_long_history);

  return g_test_run ();
}
