/* test-gnugo-analysis.c: GNU Go's answers read as GNU Go 3.8 writes them,
 * then the real GNU Go on a 9×9 position whose owner is plain, and an
 * engine that knows none of the questions.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <signal.h>
#include <math.h>

#include "tg-analysis-private.h"
#include "tg-gnugo-analysis.h"
#include "tg-test-util.h"

#define GNUGO "/usr/games/gnugo"

static void
test_parse_score (void)
{
  double lead = NAN;

  g_assert_true (tg_gnugo_parse_score ("W+10.4 (upper bound: 10.4, lower: 10.4)", &lead));
  g_assert_cmpfloat (lead, ==, -10.4);
  g_assert_true (tg_gnugo_parse_score ("B+37.5 (upper bound: -37.5, lower: -37.5)", &lead));
  g_assert_cmpfloat (lead, ==, 37.5);
  g_assert_true (tg_gnugo_parse_score ("W+0.0 (upper bound: 0.0, lower: 0.0)", &lead));
  g_assert_cmpfloat (lead, ==, 0);
  g_assert_true (tg_gnugo_parse_score ("B+3\n", &lead));
  g_assert_cmpfloat (lead, ==, 3);
  g_assert_true (tg_gnugo_parse_score ("0", &lead));
  g_assert_cmpfloat (lead, ==, 0);

  lead = 99;
  g_assert_false (tg_gnugo_parse_score ("", &lead));
  g_assert_false (tg_gnugo_parse_score ("Jigo", &lead));
  g_assert_false (tg_gnugo_parse_score ("W+", &lead));
  g_assert_false (tg_gnugo_parse_score ("B+many", &lead));
  g_assert_false (tg_gnugo_parse_score ("B-3", &lead));
  g_assert_false (tg_gnugo_parse_score ("W+-3", &lead));
  g_assert_cmpfloat (lead, ==, 99);
}

static void
test_parse_top_moves (void)
{
  g_autoptr(TgBoard) board = tg_board_new (9);
  g_autoptr(TgAnalysis) analysis = tg_analysis_new (9, TG_BLACK);
  g_autoptr(TgAnalysis) empty = tg_analysis_new (9, TG_BLACK);
  g_autoptr(TgAnalysis) bad = tg_analysis_new (9, TG_BLACK);
  const TgCandidate *third;

  g_assert_true (tg_gnugo_parse_top_moves ("D7 35.00 E7 21.12 F7 20.37 ", board, analysis));
  g_assert_cmpuint (analysis->candidates->len, ==, 3);
  third = &g_array_index (analysis->candidates, TgCandidate, 2);
  g_assert_cmpint (third->point, ==, tg_test_board_point (board, "F7"));
  g_assert_cmpfloat (third->value, ==, 20.37);
  g_assert_cmpint (third->order, ==, 2);
  g_assert_true (isnan (third->winrate));
  g_assert_cmpfloat (tg_analysis_get_best (analysis)->value, ==, 35.0);

  /* GNU Go would pass: nothing to list. */
  g_assert_true (tg_gnugo_parse_top_moves ("", board, empty));
  g_assert_cmpuint (empty->candidates->len, ==, 0);

  g_assert_false (tg_gnugo_parse_top_moves ("D7 35.00 E7", board, bad));
  g_assert_false (tg_gnugo_parse_top_moves ("T19 1.0", board, bad));
  g_assert_false (tg_gnugo_parse_top_moves ("D7 much", board, bad));
  g_assert_cmpuint (bad->candidates->len, ==, 0);
}

static void
test_parse_territory (void)
{
  g_autoptr(TgAnalysis) analysis = tg_analysis_new (3, TG_BLACK);
  g_autoptr(TgAnalysis) bad = tg_analysis_new (3, TG_BLACK);

  /* White's territory is positive; ±2 marks a dead stone in it. */
  g_assert_true (tg_gnugo_parse_territory ("  1.00   0.00  -1.00 \n"
                                           "  0.50   0.00  -2.00 \n"
                                           "  1.01   0.00  -0.25 \n", analysis));
  g_assert_cmpfloat (tg_analysis_get_ownership (analysis, 0, 0), ==, -1);
  g_assert_cmpfloat (tg_analysis_get_ownership (analysis, 2, 0), ==, 1);
  g_assert_cmpfloat (tg_analysis_get_ownership (analysis, 0, 1), ==, -0.5);
  g_assert_cmpfloat (tg_analysis_get_ownership (analysis, 2, 1), ==, 1);
  g_assert_cmpfloat (tg_analysis_get_ownership (analysis, 0, 2), ==, -1);
  g_assert_cmpfloat (tg_analysis_get_ownership (analysis, 2, 2), ==, 0.25);

  g_assert_false (tg_gnugo_parse_territory ("1 0 -1 0 0 0 1 1", bad));
  g_assert_false (tg_gnugo_parse_territory ("1 0 -1 0 0 0 1 1 x", bad));
  g_assert_null (bad->ownership);
}

static void
test_parse_dead (void)
{
  g_autoptr(TgBoard) board = tg_test_board ("XX.\n"
                                            "...\n"
                                            "..O\n");
  g_autoptr(TgPointSet) dead = tg_point_set_new ();
  g_autoptr(TgPointSet) bad = tg_point_set_new ();

  g_assert_true (tg_gnugo_parse_dead ("A3 B3\nC1", board, dead));
  g_assert_cmpuint (tg_point_set_count (dead), ==, 3);
  g_assert_true (tg_point_set_contains (dead, tg_test_board_point (board, "C1")));
  g_assert_true (tg_gnugo_parse_dead ("", board, bad));
  g_assert_false (tg_gnugo_parse_dead ("B2", board, bad));
  g_assert_false (tg_gnugo_parse_dead ("pass", board, bad));
}

typedef struct
{
  TgAnalysis *analysis;
  GError     *error;
  gboolean    done;
} Answer;

static void
on_analysed (GObject      *source,
             GAsyncResult *result,
             gpointer      user_data)
{
  Answer *answer = user_data;

  answer->analysis = tg_gnugo_analyse_finish (TG_ENGINE (source), result, &answer->error);
  answer->done = TRUE;
}

static Answer
analyse (TgEngine      *engine,
         const TgBoard *board,
         TgColor        to_move,
         TgGnugoQuery   query)
{
  Answer answer = { 0 };

  tg_gnugo_analyse_async (engine, board, to_move, TG_EMPTY, TG_PASS, query, NULL, on_analysed,
                          &answer);
  while (!answer.done)
    g_main_context_iteration (NULL, TRUE);
  return answer;
}

/* White's two columns on the left, Black's wall beside them and the rest
 * of the board, a White stone dead inside it. */
static const char *wall_moves[] = {
  "B C5", "W B5", "B C4", "W B4", "B C6", "W B6", "B C3", "W B3", "B C7", "W B7",
  "B C2", "W B2", "B C8", "W B8", "B C1", "W B1", "B C9", "W B9", "B F6", "W F5",
  "B F4", NULL
};

static void
test_real_gnugo (void)
{
  const char *argv[] = { GNUGO, "--mode", "gtp", NULL };
  g_autoptr(TgEngine) engine = NULL;
  g_autoptr(TgBoard) board = tg_board_new (9);
  g_autoptr(GError) error = NULL;
  Answer answer;
  TgAnalysis *analysis;

  if (!g_file_test (GNUGO, G_FILE_TEST_IS_EXECUTABLE))
    {
      g_test_skip ("GNU Go is not installed (" GNUGO "; Debian's gnugo package)");
      return;
    }
  engine = tg_engine_new (argv);
  g_assert_true (tg_engine_process_start (TG_ENGINE_PROCESS (engine), &error));
  g_free (tg_engine_send_sync (engine, "boardsize 9", 0, &error));
  g_free (tg_engine_send_sync (engine, "komi 6.5", 0, &error));
  for (guint i = 0; wall_moves[i] != NULL; i++)
    {
      g_autofree char *play = g_strdup_printf ("play %s", wall_moves[i]);

      g_free (tg_engine_send_sync (engine, play, 0, &error));
      g_assert_no_error (error);
      tg_board_play (board, wall_moves[i][0] == 'B' ? TG_BLACK : TG_WHITE,
                     tg_test_board_point (board, wall_moves[i] + 2), NULL);
    }

  answer = analyse (engine, board, TG_WHITE,
                    TG_GNUGO_CANDIDATES | TG_GNUGO_SCORE | TG_GNUGO_OWNERSHIP | TG_GNUGO_DEAD);
  g_assert_no_error (answer.error);
  analysis = answer.analysis;
  g_assert_null (analysis->warnings);

  /* Black has seven columns against White's two. */
  g_assert_cmpfloat (analysis->score_lead, >, 20);
  g_assert_true (isnan (analysis->winrate));
  g_assert_nonnull (analysis->dead);
  g_assert_cmpuint (tg_point_set_count (analysis->dead), ==, 1);
  g_assert_true (tg_point_set_contains (analysis->dead, tg_test_board_point (board, "F5")));

  g_assert_nonnull (analysis->ownership);
  g_assert_cmpfloat (tg_analysis_get_ownership (analysis, 0, 4), <, -0.5);   /* A5 */
  g_assert_cmpfloat (tg_analysis_get_ownership (analysis, 1, 4), ==, -1);    /* B5, White's */
  g_assert_cmpfloat (tg_analysis_get_ownership (analysis, 2, 4), ==, 1);     /* C5, Black's */
  g_assert_cmpfloat (tg_analysis_get_ownership (analysis, 5, 4), ==, 1);     /* F5, dead */
  g_assert_cmpfloat (tg_analysis_get_ownership (analysis, 7, 4), >, 0.5);    /* H5 */

  for (guint i = 0; i < analysis->candidates->len; i++)
    {
      const TgCandidate *candidate = &g_array_index (analysis->candidates, TgCandidate, i);

      g_assert_cmpint (tg_board_check (board, TG_WHITE, candidate->point, NULL), ==, TG_MOVE_OK);
      g_assert_true (isfinite (candidate->value));
      g_assert_cmpint (candidate->order, ==, (int) i);
    }
  tg_analysis_unref (analysis);

  /* The map alone, as the live analysis asks: no life-and-death reading,
   * so the dead stone keeps its own colour. */
  answer = analyse (engine, board, TG_WHITE, TG_GNUGO_TERRITORY);
  g_assert_no_error (answer.error);
  analysis = answer.analysis;
  g_assert_null (analysis->dead);
  g_assert_nonnull (analysis->ownership);
  g_assert_cmpfloat (tg_analysis_get_ownership (analysis, 0, 4), <, -0.5);   /* A5 */
  g_assert_cmpfloat (tg_analysis_get_ownership (analysis, 5, 4), ==, -1);    /* F5, White's */
  g_assert_cmpfloat (tg_analysis_get_ownership (analysis, 7, 4), >, 0.5);    /* H5 */
  tg_analysis_unref (analysis);
  tg_engine_process_stop (TG_ENGINE_PROCESS (engine));
}

/* Sends each stone of @diagram to the engine as a move. */
static void
play_diagram (TgEngine      *engine,
              const TgBoard *board)
{
  guint size = tg_board_get_size (board);

  for (guint y = 0; y < size; y++)
    for (guint x = 0; x < size; x++)
      {
        TgPoint point = tg_board_point (board, x, y);
        TgColor color = tg_board_get (board, point);
        g_autofree char *name = tg_board_point_to_gtp (board, point);
        g_autofree char *play = g_strdup_printf ("play %s %s", color == TG_BLACK ? "B" : "W",
                                                 name);
        g_autoptr(GError) error = NULL;

        if (color != TG_EMPTY)
          g_free (tg_engine_send_sync (engine, play, 0, &error));
        g_assert_no_error (error);
      }
}

static TgAnalysis *
play_and_analyse (TgEngine   *engine,
                  TgBoard    *board,
                  TgColor     color,
                  const char *name)
{
  TgPoint point = tg_test_board_point (board, name);
  g_autofree char *play = g_strdup_printf ("play %s %s", color == TG_BLACK ? "B" : "W", name);
  g_autoptr(GError) error = NULL;
  Answer answer = { 0 };

  g_free (tg_engine_send_sync (engine, play, 0, &error));
  g_assert_no_error (error);
  g_assert_cmpint (tg_board_play (board, color, point, NULL), ==, TG_MOVE_OK);
  tg_gnugo_analyse_async (engine, board, TG_OTHER (color), color, point, TG_GNUGO_SCORE, NULL,
                          on_analysed, &answer);
  while (!answer.done)
    g_main_context_iteration (NULL, TRUE);
  g_assert_no_error (answer.error);
  g_assert_null (answer.analysis->warnings);
  return answer.analysis;
}

/* GNU Go counts the position as it stands, so the side that just moved
 * holds what its move took.  Here each stone has its mirror image in the
 * other colour, so the position is even, no komi, Black to move:
 *
 *     A B C D E F G H J
 *   9 . . . . . . . . . 9
 *   8 . . . . . . . . . 8
 *   7 . . X . . . O . . 7
 *   6 . . . . . . . . . 6
 *   5 . . . 1 . 2 . . . 5
 *   4 . . . . . . . . . 4
 *   3 . . X . . . O . . 3
 *   2 . . . . . . . . . 2
 *   1 . . . . . . . . . 1
 *
 * Black takes 1 and White answers with the same move mirrored, at 2:
 * after 2 the position is even again, and its count 0.  The count after 1
 * gives Black the whole worth of 1; the lead must not swing between the
 * two positions, since nothing happened but a move and its mirror image.
 * It is the same after 3 and 4, moves worth less. */
static void
test_tempo (void)
{
  const char *argv[] = { GNUGO, "--mode", "gtp", "--chinese-rules", NULL };
  g_autoptr(TgEngine) engine = NULL;
  g_autoptr(TgBoard) board = tg_test_board (". . . . . . . . .\n"
                                            ". . . . . . . . .\n"
                                            ". . X . . . O . .\n"
                                            ". . . . . . . . .\n"
                                            ". . . . . . . . .\n"
                                            ". . . . . . . . .\n"
                                            ". . X . . . O . .\n"
                                            ". . . . . . . . .\n"
                                            ". . . . . . . . .\n");
  g_autoptr(GError) error = NULL;
  const char *moves[] = { "D5", "F5", "D3", "F3" };

  if (!g_file_test (GNUGO, G_FILE_TEST_IS_EXECUTABLE))
    {
      g_test_skip ("GNU Go is not installed (" GNUGO "; Debian's gnugo package)");
      return;
    }
  engine = tg_engine_new (argv);
  g_assert_true (tg_engine_process_start (TG_ENGINE_PROCESS (engine), &error));
  g_free (tg_engine_send_sync (engine, "boardsize 9", 0, &error));
  g_free (tg_engine_send_sync (engine, "komi 0", 0, &error));
  play_diagram (engine, board);

  for (guint i = 0; i < G_N_ELEMENTS (moves); i += 2)
    {
      g_autoptr(TgAnalysis) black = play_and_analyse (engine, board, TG_BLACK, moves[i]);
      g_autoptr(TgAnalysis) white = play_and_analyse (engine, board, TG_WHITE, moves[i + 1]);

      /* The count swings by the worth of Black's move… */
      g_assert_cmpfloat (fabs (white->score_static), <, 0.05);
      g_assert_cmpfloat (black->score_static, >, 4);
      /* …and the lead stands: half the move's worth for the side to move
       * next, after either. */
      g_assert_cmpfloat_with_epsilon (black->score_lead, white->score_lead, 0.05);
      g_assert_cmpfloat_with_epsilon (white->score_lead, black->score_static / 2, 0.05);
    }
  /* The engine is back where it was after each question: the last
   * move is still on its board. */
  {
    g_autofree char *color = tg_engine_send_sync (engine, "color F3", 0, &error);

    g_assert_no_error (error);
    g_assert_cmpstr (color, ==, "white");
  }
  tg_engine_process_stop (TG_ENGINE_PROCESS (engine));
}

/* An engine without GNU Go's commands: each refusal is named, and an
 * answer that could be used is kept. */
static void
test_other_engine (void)
{
  const char *fake = g_getenv ("TG_FAKE_GTP");
  g_autofree char *command = NULL;
  g_autoptr(TgEngine) engine = NULL;
  g_autoptr(TgBoard) board = tg_board_new (19);
  g_autoptr(GError) error = NULL;
  Answer none, some;

  g_assert_nonnull (fake);
  command = g_strdup_printf ("'%s' --dead=D4", fake);
  engine = tg_engine_new_from_command_line (command, &error);
  g_assert_true (tg_engine_process_start (TG_ENGINE_PROCESS (engine), &error));
  g_free (tg_engine_send_sync (engine, "play B D4", 0, &error));
  tg_board_play (board, TG_BLACK, tg_test_board_point (board, "D4"), NULL);

  none = analyse (engine, board, TG_WHITE, TG_GNUGO_CANDIDATES | TG_GNUGO_SCORE);
  g_assert_null (none.analysis);
  g_assert_error (none.error, TG_ENGINE_ERROR, TG_ENGINE_ERROR_FAILED);
  g_assert_nonnull (strstr (none.error->message, "estimate_score"));
  g_assert_nonnull (strstr (none.error->message, "top_moves_white"));
  g_clear_error (&none.error);

  some = analyse (engine, board, TG_WHITE, TG_GNUGO_SCORE | TG_GNUGO_DEAD);
  g_assert_no_error (some.error);
  g_assert_cmpuint (tg_point_set_count (some.analysis->dead), ==, 1);
  g_assert_true (isnan (some.analysis->score_lead));
  g_assert_nonnull (some.analysis->warnings);
  g_assert_cmpuint (some.analysis->warnings->len, ==, 1);
  g_assert_nonnull (strstr (some.analysis->warnings->pdata[0], "estimate_score"));
  tg_analysis_unref (some.analysis);
  tg_engine_process_stop (TG_ENGINE_PROCESS (engine));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  /* As both main()s do: an engine that dies fails a write, not the test. */
  signal (SIGPIPE, SIG_IGN);

  g_test_add_func ("/gnugo-analysis/parse-score", test_parse_score);
  g_test_add_func ("/gnugo-analysis/parse-top-moves", test_parse_top_moves);
  g_test_add_func ("/gnugo-analysis/parse-territory", test_parse_territory);
  g_test_add_func ("/gnugo-analysis/parse-dead", test_parse_dead);
  g_test_add_func ("/gnugo-analysis/real-gnugo", test_real_gnugo);
  g_test_add_func ("/gnugo-analysis/tempo", test_tempo);
  g_test_add_func ("/gnugo-analysis/other-engine", test_other_engine);

  return g_test_run ();
}
