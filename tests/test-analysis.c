/* test-analysis.c: reading kata-analyze and lz-analyze lines, written by
 * hand from KataGo's GTP extensions document and Leela Zero's format:
 * fields in any order, unknown and missing ones, both winrate
 * conventions, ownership, garbage.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <math.h>
#include <string.h>

#include "tg-analysis-private.h"
#include "tg-analysis-label.h"
#include "tg-gnugo-analysis.h"
#include "tg-test-util.h"

/* KataGo's documented example, Black to play on 19×19. */
#define KATAGO_EXAMPLE \
  "info move E4 visits 487 utility -0.0408357 winrate 0.480018 scoreMean -0.611848 " \
  "scoreStdev 24.7058 scoreLead -0.611848 scoreSelfplay -0.515178 prior 0.221121 " \
  "lcb 0.477221 utilityLcb -0.0486664 order 0 pv E4 E3 F3 D3 F4 P4 P3 O3 Q3 O4 K3 Q6 S6 E16 E17 " \
  "info move P16 visits 470 utility -0.0414945 winrate 0.479712 scoreMean -0.63075 " \
  "scoreStdev 24.7179 scoreLead -0.63075 scoreSelfplay -0.5221 prior 0.220566 lcb 0.47657 " \
  "utilityLcb -0.0502929 order 1 pv P16 P17 O17 Q17 O16 E17 H17 D15 C15 D14 C13 D13 C12 D12 " \
  "info move E16 visits 143 utility -0.0534071 winrate 0.474509 scoreMean -0.729858 " \
  "scoreStdev 24.7991 scoreLead -0.729858 scoreSelfplay -0.735747 prior 0.104652 " \
  "lcb 0.470674 utilityLcb -0.0641425 order 2 pv E16 P4 P3 O3 Q3 O4 E3 H3 D5 C5"

/* Leela Zero's documented example (lz-analyze). */
#define LEELA_EXAMPLE \
  "info move E4 visits 1178 winrate 4802 prior 2211 lcb 4781 order 0 " \
  "pv E4 E3 F3 D3 F4 P4 P3 O3 Q3 O4 K3 Q6 S6 E16 E17 " \
  "info move P16 visits 1056 winrate 4796 prior 2206 lcb 4769 order 1 " \
  "pv P16 P17 O17 Q17 O16 E16 E17 F17 D17 F16 K17 D14 B14 P3 " \
  "info move E3 visits 264 winrate 4752 prior 944 lcb 4722 order 2 " \
  "pv E3 D5 P16 P17 O17 Q17 O16 E17 H17 D15 C15 D14 " \
  "info move E16 visits 262 winrate 4741 prior 1047 lcb 4709 order 3 " \
  "pv E16 P4 P3 O3 Q3 O4 P16 P17 O17 Q17 O16 Q14"

#define EPSILON 1e-9

static TgAnalysis *
parse (const TgBoard         *board,
       const char            *line,
       TgColor                to_move,
       TgAnalysisFormat       format,
       TgAnalysisPerspective  perspective)
{
  g_autoptr(GError) error = NULL;
  TgAnalysis *analysis = tg_analysis_parse_line (line, board, to_move, format, perspective, &error);

  g_assert_no_error (error);
  g_assert_nonnull (analysis);
  return analysis;
}

static const TgCandidate *
candidate (const TgAnalysis *analysis,
           guint             i)
{
  g_assert_cmpuint (i, <, analysis->candidates->len);
  return &g_array_index (analysis->candidates, TgCandidate, i);
}

static void
assert_point (const TgBoard *board,
              TgPoint        point,
              const char    *name)
{
  g_assert_cmpint (point, ==, tg_test_board_point (board, name));
}

static void
test_katago_example (void)
{
  g_autoptr(TgBoard) board = tg_board_new (19);
  g_autoptr(TgAnalysis) analysis =
    parse (board, KATAGO_EXAMPLE, TG_BLACK, TG_ANALYSIS_KATAGO, TG_ANALYSIS_SIDE_TO_MOVE);
  const TgCandidate *best;

  g_assert_cmpuint (analysis->candidates->len, ==, 3);
  best = tg_analysis_get_best (analysis);
  assert_point (board, best->point, "E4");
  g_assert_cmpuint (best->visits, ==, 487);
  g_assert_cmpfloat_with_epsilon (best->winrate, 0.480018, EPSILON);
  g_assert_cmpfloat_with_epsilon (best->score_lead, -0.611848, EPSILON);
  g_assert_cmpfloat_with_epsilon (best->score_stdev, 24.7058, EPSILON);
  g_assert_cmpfloat_with_epsilon (best->prior, 0.221121, EPSILON);
  g_assert_cmpfloat_with_epsilon (best->lcb, 0.477221, EPSILON);
  g_assert_cmpint (best->order, ==, 0);
  g_assert_true (isnan (best->value));
  g_assert_cmpuint (best->pv->len, ==, 15);
  assert_point (board, g_array_index (best->pv, TgPoint, 0), "E4");
  assert_point (board, g_array_index (best->pv, TgPoint, 14), "E17");
  g_assert_null (best->pv_visits);
  assert_point (board, candidate (analysis, 2)->point, "E16");
  g_assert_cmpuint (candidate (analysis, 2)->pv->len, ==, 10);

  /* No rootInfo: the root is the best move's, its visits the sum. */
  g_assert_cmpuint (analysis->visits, ==, 487 + 470 + 143);
  g_assert_cmpfloat_with_epsilon (analysis->winrate, 0.480018, EPSILON);
  g_assert_cmpfloat_with_epsilon (analysis->score_lead, -0.611848, EPSILON);
  g_assert_null (analysis->ownership);
  g_assert_null (analysis->warnings);
  g_assert_cmpuint (analysis->size, ==, 19);
  g_assert_cmpint (analysis->to_move, ==, TG_BLACK);
}

/* The same numbers said by or for each side: stored as Black's. */
static void
test_katago_perspectives (void)
{
  g_autoptr(TgBoard) board = tg_board_new (19);
  struct {
    TgColor               to_move;
    TgAnalysisPerspective perspective;
    gboolean              blacks;
  } cases[] = {
    { TG_BLACK, TG_ANALYSIS_SIDE_TO_MOVE, TRUE },
    { TG_WHITE, TG_ANALYSIS_SIDE_TO_MOVE, FALSE },
    { TG_BLACK, TG_ANALYSIS_BLACK, TRUE },
    { TG_WHITE, TG_ANALYSIS_BLACK, TRUE },
    { TG_BLACK, TG_ANALYSIS_WHITE, FALSE },
    { TG_WHITE, TG_ANALYSIS_WHITE, FALSE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(TgAnalysis) analysis = parse (board, KATAGO_EXAMPLE, cases[i].to_move,
                                              TG_ANALYSIS_KATAGO, cases[i].perspective);
      const TgCandidate *best = tg_analysis_get_best (analysis);
      double winrate = cases[i].blacks ? 0.480018 : 1 - 0.480018;
      double lead = cases[i].blacks ? -0.611848 : 0.611848;

      g_assert_cmpfloat_with_epsilon (best->winrate, winrate, EPSILON);
      g_assert_cmpfloat_with_epsilon (best->score_lead, lead, EPSILON);
      g_assert_cmpfloat_with_epsilon (best->lcb, cases[i].blacks ? 0.477221 : 1 - 0.477221,
                                      EPSILON);
      /* A spread and a prior belong to no side. */
      g_assert_cmpfloat_with_epsilon (best->score_stdev, 24.7058, EPSILON);
      g_assert_cmpfloat_with_epsilon (best->prior, 0.221121, EPSILON);
      g_assert_cmpfloat_with_epsilon (analysis->winrate, winrate, EPSILON);
    }
}

static void
test_leela_example (void)
{
  g_autoptr(TgBoard) board = tg_board_new (19);
  g_autoptr(TgAnalysis) black =
    parse (board, LEELA_EXAMPLE, TG_BLACK, TG_ANALYSIS_LEELA, TG_ANALYSIS_SIDE_TO_MOVE);
  g_autoptr(TgAnalysis) white =
    parse (board, LEELA_EXAMPLE, TG_WHITE, TG_ANALYSIS_LEELA, TG_ANALYSIS_SIDE_TO_MOVE);
  const TgCandidate *best = tg_analysis_get_best (black);

  g_assert_cmpuint (black->candidates->len, ==, 4);
  assert_point (board, best->point, "E4");
  g_assert_cmpuint (best->visits, ==, 1178);
  g_assert_cmpfloat_with_epsilon (best->winrate, 0.4802, EPSILON);
  g_assert_cmpfloat_with_epsilon (best->prior, 0.2211, EPSILON);
  g_assert_cmpfloat_with_epsilon (best->lcb, 0.4781, EPSILON);
  g_assert_true (isnan (best->score_lead));
  g_assert_cmpint (candidate (black, 3)->order, ==, 3);
  g_assert_cmpuint (black->visits, ==, 1178 + 1056 + 264 + 262);
  g_assert_true (isnan (black->score_lead));

  /* White to move: Leela's 48% is White's. */
  g_assert_cmpfloat_with_epsilon (tg_analysis_get_best (white)->winrate, 0.5198, EPSILON);
  g_assert_cmpfloat_with_epsilon (tg_analysis_get_best (white)->lcb, 0.5219, EPSILON);
  g_assert_cmpfloat_with_epsilon (tg_analysis_get_best (white)->prior, 0.2211, EPSILON);
}

/* Fields in any order, fields nobody knows yet, candidates out of order. */
static void
test_any_order (void)
{
  g_autoptr(TgBoard) board = tg_board_new (9);
  g_autoptr(TgAnalysis) analysis =
    parse (board,
           "info order 1 pv D4 C3 futureField 12 abc winrate 0.6 move D4 newFlag visits 10 "
           "isSymmetryOf F6 scoreLead 2 "
           "info visits 20 move F6 winrate 0.55 order 0 pv F6 edgeVisits 20 weight 19.5",
           TG_BLACK, TG_ANALYSIS_KATAGO, TG_ANALYSIS_SIDE_TO_MOVE);
  const TgCandidate *second;

  g_assert_cmpuint (analysis->candidates->len, ==, 2);
  assert_point (board, tg_analysis_get_best (analysis)->point, "F6");
  g_assert_cmpuint (tg_analysis_get_best (analysis)->visits, ==, 20);
  g_assert_cmpfloat_with_epsilon (tg_analysis_get_best (analysis)->winrate, 0.55, EPSILON);
  second = candidate (analysis, 1);
  assert_point (board, second->point, "D4");
  g_assert_cmpuint (second->visits, ==, 10);
  g_assert_cmpfloat_with_epsilon (second->winrate, 0.6, EPSILON);
  g_assert_cmpfloat_with_epsilon (second->score_lead, 2, EPSILON);
  g_assert_cmpuint (second->pv->len, ==, 2);
  assert_point (board, g_array_index (second->pv, TgPoint, 1), "C3");
  g_assert_null (analysis->warnings);
}

static void
test_numbers (void)
{
  g_autoptr(TgBoard) board = tg_board_new (9);
  g_autoptr(TgAnalysis) analysis =
    parse (board,
           "info move E5 visits 1.2e3 winrate 1 scoreLead 3 prior 0 lcb 1.0 order 0.0 pv E5 "
           "info move C3 visits 7 winrate nan scoreLead inf prior 1.5 order 1 "
           "info move G7 visits -3 winrate 0.5",
           TG_BLACK, TG_ANALYSIS_KATAGO, TG_ANALYSIS_SIDE_TO_MOVE);
  const TgCandidate *best = tg_analysis_get_best (analysis);
  const TgCandidate *bad = candidate (analysis, 1);

  g_assert_cmpuint (best->visits, ==, 1200);
  g_assert_cmpfloat (best->winrate, ==, 1.0);
  g_assert_cmpfloat (best->score_lead, ==, 3.0);
  g_assert_cmpfloat (best->prior, ==, 0.0);
  g_assert_cmpint (best->order, ==, 0);
  /* Not a number, not finite, not a probability: not known. */
  g_assert_true (isnan (bad->winrate));
  g_assert_true (isnan (bad->score_lead));
  g_assert_true (isnan (bad->prior));
  g_assert_cmpuint (candidate (analysis, 2)->visits, ==, 0);
}

static void
test_missing_fields (void)
{
  g_autoptr(TgBoard) board = tg_board_new (9);
  g_autoptr(TgAnalysis) analysis =
    parse (board, "info move D4 visits 5", TG_WHITE, TG_ANALYSIS_KATAGO,
           TG_ANALYSIS_SIDE_TO_MOVE);
  const TgCandidate *best = tg_analysis_get_best (analysis);

  assert_point (board, best->point, "D4");
  g_assert_cmpuint (best->visits, ==, 5);
  g_assert_true (isnan (best->winrate));
  g_assert_true (isnan (best->score_lead));
  g_assert_true (isnan (best->prior));
  g_assert_true (isnan (best->lcb));
  g_assert_cmpint (best->order, ==, -1);
  /* The variation is at least the move itself. */
  g_assert_cmpuint (best->pv->len, ==, 1);
  assert_point (board, g_array_index (best->pv, TgPoint, 0), "D4");
  g_assert_true (isnan (analysis->winrate));
  g_assert_cmpuint (analysis->visits, ==, 5);
}

static void
test_pass (void)
{
  g_autoptr(TgBoard) board = tg_board_new (9);
  g_autoptr(TgAnalysis) analysis =
    parse (board, "info move pass visits 3 winrate 0.2 order 0 pv pass D4",
           TG_BLACK, TG_ANALYSIS_KATAGO, TG_ANALYSIS_SIDE_TO_MOVE);
  const TgCandidate *best = tg_analysis_get_best (analysis);

  g_assert_cmpint (best->point, ==, TG_PASS);
  g_assert_cmpuint (best->pv->len, ==, 2);
  g_assert_cmpint (g_array_index (best->pv, TgPoint, 0), ==, TG_PASS);
}

/* An ownership value per point in reading order from A9: here, from
 * White's side (White to move), White owns the right half. */
static char *
ownership_line (guint        size,
                const char  *after)
{
  GString *line = g_string_new ("info move E5 visits 10 winrate 0.4 order 0 pv E5 ");

  g_string_append (line, "rootInfo visits 12 utility 0.1 winrate 0.35 scoreLead -4.5 "
                   "scoreStdev 9 weight 11.5 rawVarTimeLeft 50 ownership");
  for (guint y = 0; y < size; y++)
    for (guint x = 0; x < size; x++)
      g_string_append_printf (line, " %s", x < size / 2 ? "-0.9" : x > size / 2 ? "0.75" : "0");
  g_string_append (line, " ownershipStdev");
  for (guint i = 0; i < size * size; i++)
    g_string_append (line, i == 0 ? " 0.25" : " 0.1");
  g_string_append (line, after);
  return g_string_free (line, FALSE);
}

static void
test_ownership (void)
{
  g_autoptr(TgBoard) board = tg_board_new (9);
  g_autofree char *line = ownership_line (9, "");
  g_autoptr(TgAnalysis) analysis =
    parse (board, line, TG_WHITE, TG_ANALYSIS_KATAGO, TG_ANALYSIS_SIDE_TO_MOVE);

  g_assert_nonnull (analysis->ownership);
  /* A9 (top left) is Black's, J1 (bottom right) White's, E5 nobody's. */
  g_assert_cmpfloat_with_epsilon (tg_analysis_get_ownership (analysis, 0, 0), 0.9, 1e-6);
  g_assert_cmpfloat_with_epsilon (tg_analysis_get_ownership (analysis, 8, 8), -0.75, 1e-6);
  g_assert_cmpfloat (tg_analysis_get_ownership (analysis, 4, 4), ==, 0);
  g_assert_true (isnan (tg_analysis_get_ownership (analysis, 9, 0)));
  /* A spread has no side. */
  g_assert_nonnull (analysis->ownership_stdev);
  g_assert_cmpfloat_with_epsilon (analysis->ownership_stdev[0], 0.25, 1e-6);
  g_assert_cmpfloat_with_epsilon (analysis->ownership_stdev[80], 0.1, 1e-6);

  /* rootInfo gives the root its own values, as Black's. */
  g_assert_cmpuint (analysis->visits, ==, 12);
  g_assert_cmpfloat_with_epsilon (analysis->winrate, 0.65, EPSILON);
  g_assert_cmpfloat_with_epsilon (analysis->score_lead, 4.5, EPSILON);
  g_assert_cmpfloat_with_epsilon (analysis->score_stdev, 9, EPSILON);
  g_assert_cmpfloat_with_epsilon (tg_analysis_get_best (analysis)->winrate, 0.6, EPSILON);
  g_assert_null (analysis->warnings);
}

/* A grid of the wrong size belongs to another board: dropped, flagged. */
static void
test_ownership_wrong_size (void)
{
  g_autoptr(TgBoard) board = tg_board_new (9);
  g_autoptr(TgBoard) bigger = tg_board_new (10);
  g_autofree char *line = ownership_line (9, "");
  g_autoptr(TgAnalysis) analysis =
    parse (bigger, line, TG_BLACK, TG_ANALYSIS_KATAGO, TG_ANALYSIS_SIDE_TO_MOVE);

  g_assert_null (analysis->ownership);
  g_assert_null (analysis->ownership_stdev);
  g_assert_nonnull (analysis->warnings);
  g_assert_cmpuint (analysis->warnings->len, ==, 2);
  g_assert_nonnull (strstr (analysis->warnings->pdata[0], "81 values"));
  g_assert_nonnull (strstr (analysis->warnings->pdata[0], "100 points"));
  /* The rest of the line is still read. */
  g_assert_cmpuint (analysis->candidates->len, ==, 1);
  g_assert_cmpuint (analysis->visits, ==, 12);
}

static void
test_pv_visits (void)
{
  g_autoptr(TgBoard) board = tg_board_new (9);
  g_autoptr(TgAnalysis) analysis =
    parse (board,
           "info move D4 visits 10 order 0 pv D4 C3 E3 pvVisits 10 6 2 pvEdgeVisits 10 6 2 "
           "info move C3 visits 4 order 1 pv C3 D4 pvVisits 4",
           TG_BLACK, TG_ANALYSIS_KATAGO, TG_ANALYSIS_SIDE_TO_MOVE);
  const TgCandidate *best = tg_analysis_get_best (analysis);

  g_assert_nonnull (best->pv_visits);
  g_assert_cmpuint (best->pv_visits->len, ==, 3);
  g_assert_cmpuint (g_array_index (best->pv_visits, guint, 1), ==, 6);
  /* One count for two moves matches nothing. */
  g_assert_null (candidate (analysis, 1)->pv_visits);
}

static void
assert_unreadable (const TgBoard *board,
                   const char    *line)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TgAnalysis) analysis =
    tg_analysis_parse_line (line, board, TG_BLACK, TG_ANALYSIS_KATAGO,
                            TG_ANALYSIS_SIDE_TO_MOVE, &error);

  g_assert_null (analysis);
  g_assert_error (error, TG_ENGINE_ERROR, TG_ENGINE_ERROR_PROTOCOL);
}

static void
test_garbage (void)
{
  g_autoptr(TgBoard) board = tg_board_new (9);
  g_autoptr(GError) error = NULL;
  g_autoptr(TgAnalysis) partly = NULL;
  g_autofree char *long_garbage = g_strnfill (10000, 'x');

  assert_unreadable (board, "");
  assert_unreadable (board, "I think so");
  assert_unreadable (board, "play D4");
  assert_unreadable (board, "info");
  assert_unreadable (board, "info move Z99 visits 3 winrate 0.5");
  assert_unreadable (board, "info move T19 visits 3");   /* not on 9×9 */
  assert_unreadable (board, "visits 30 winrate 0.5 move D4");
  assert_unreadable (board, "\t  \r");

  /* The message quotes a little of it. */
  g_assert_null (tg_analysis_parse_line (long_garbage, board, TG_BLACK, TG_ANALYSIS_KATAGO,
                                         TG_ANALYSIS_SIDE_TO_MOVE, &error));
  g_assert_cmpuint (strlen (error->message), <, 1000);
  g_assert_nonnull (strstr (error->message, "xxx…"));

  /* One bad candidate among good ones is left out and named. */
  partly = parse (board, "info move Z99 visits 3 info move D4 visits 2 info visits 1",
                  TG_BLACK, TG_ANALYSIS_KATAGO, TG_ANALYSIS_SIDE_TO_MOVE);
  g_assert_cmpuint (partly->candidates->len, ==, 1);
  assert_point (board, tg_analysis_get_best (partly)->point, "D4");
  g_assert_nonnull (partly->warnings);
  g_assert_nonnull (strstr (partly->warnings->pdata[0], "Z99"));
  g_assert_nonnull (strstr (partly->warnings->pdata[0], "2 candidate moves"));
}

static void
test_perspective_from_string (void)
{
  TgAnalysisPerspective perspective = TG_ANALYSIS_SIDE_TO_MOVE;

  g_assert_true (tg_analysis_perspective_from_string ("BLACK", &perspective));
  g_assert_cmpint (perspective, ==, TG_ANALYSIS_BLACK);
  g_assert_true (tg_analysis_perspective_from_string (" w\n", &perspective));
  g_assert_cmpint (perspective, ==, TG_ANALYSIS_WHITE);
  g_assert_true (tg_analysis_perspective_from_string ("SIDETOMOVE", &perspective));
  g_assert_cmpint (perspective, ==, TG_ANALYSIS_SIDE_TO_MOVE);
  g_assert_true (tg_analysis_perspective_from_string ("Black", &perspective));
  g_assert_cmpint (perspective, ==, TG_ANALYSIS_BLACK);
  g_assert_false (tg_analysis_perspective_from_string ("Invalid parameter", &perspective));
  g_assert_false (tg_analysis_perspective_from_string (NULL, &perspective));
  g_assert_cmpint (perspective, ==, TG_ANALYSIS_BLACK);
}

static void
test_format_from_commands (void)
{
  TgAnalysisFormat format = TG_ANALYSIS_LEELA;

  g_assert_true (tg_analysis_format_from_commands ("name\nlz-analyze\nkata-analyze\nplay", &format));
  g_assert_cmpint (format, ==, TG_ANALYSIS_KATAGO);
  g_assert_true (tg_analysis_format_from_commands ("name\r\nlz-analyze\r\n", &format));
  g_assert_cmpint (format, ==, TG_ANALYSIS_LEELA);
  g_assert_false (tg_analysis_format_from_commands ("name\ngenmove\nlz-analyzer", &format));
  g_assert_false (tg_analysis_format_from_commands (NULL, &format));
}

static void
assert_text (const TgAnalysis *analysis,
             guint             index,
             TgCandidateShows  shows,
             const char       *expected)
{
  g_autofree char *text = tg_candidate_text (analysis, index, shows);

  g_assert_cmpstr (text, ==, expected);
}

static void
assert_says (const TgAnalysis *analysis,
             guint             index,
             TgCandidateShows  shows,
             const char       *words)
{
  g_autofree char *description = tg_candidate_describe (analysis, index, shows);

  g_assert_nonnull (strstr (description, words));
}

/* What the number on a candidate says, engine by engine: KataGo's lead
 * or win rate for the mover, Leela Zero's win rate even where leads are
 * asked for (it has none), and GNU Go's value of the move, which is no
 * lead ("74 pt", not "74.0"). */
static void
test_candidate_labels (void)
{
  g_autoptr(TgBoard) board = tg_board_new (19);
  g_autoptr(TgAnalysis) katago = parse (board, KATAGO_EXAMPLE, TG_WHITE, TG_ANALYSIS_KATAGO,
                                        TG_ANALYSIS_SIDE_TO_MOVE);
  g_autoptr(TgAnalysis) leela = parse (board, LEELA_EXAMPLE, TG_BLACK, TG_ANALYSIS_LEELA,
                                       TG_ANALYSIS_SIDE_TO_MOVE);
  g_autoptr(TgAnalysis) gnugo = tg_analysis_new (19, TG_WHITE);
  g_autoptr(TgAnalysis) nothing = tg_analysis_new (19, TG_BLACK);
  TgCandidateShows shows;

  /* KataGo, White to move: its own win rate and lead. */
  g_assert_cmpint (tg_candidate_shows (katago, TRUE), ==, TG_CANDIDATE_SHOWS_WINRATE);
  assert_text (katago, 0, TG_CANDIDATE_SHOWS_WINRATE, "48%\n487");
  assert_says (katago, 0, TG_CANDIDATE_SHOWS_WINRATE, "White’s win rate after it 48%, 487 visits");
  shows = tg_candidate_shows (katago, FALSE);
  g_assert_cmpint (shows, ==, TG_CANDIDATE_SHOWS_LEAD);
  assert_text (katago, 0, shows, "-0.6\n487");
  assert_text (katago, 2, shows, "-0.7\n143");
  assert_says (katago, 1, shows, "White’s score lead after it -0.6 points, 470 visits");
  g_assert_nonnull (strstr (tg_candidate_legend (shows, TRUE), "score lead"));

  /* Leela Zero has no lead: its win rate, said as one. */
  shows = tg_candidate_shows (leela, FALSE);
  g_assert_cmpint (shows, ==, TG_CANDIDATE_SHOWS_WINRATE);
  assert_text (leela, 0, shows, "48%\n1.2k");
  g_assert_nonnull (strstr (tg_candidate_legend (shows, TRUE), "win rate"));

  /* GNU Go: its values on the empty board, where every opening move is
   * worth about as much. */
  g_assert_true (tg_gnugo_parse_top_moves ("Q16 75.01 C17 74.01 R17 74.01 K10 20.5 C3 7.24",
                                           board, gnugo));
  for (int winrate = 0; winrate < 2; winrate++)
    g_assert_cmpint (tg_candidate_shows (gnugo, winrate), ==, TG_CANDIDATE_SHOWS_VALUE);
  shows = TG_CANDIDATE_SHOWS_VALUE;
  assert_text (gnugo, 0, shows, "75 pt");
  assert_text (gnugo, 1, shows, "74 pt");
  assert_text (gnugo, 4, shows, "7.2 pt");
  assert_says (gnugo, 0, shows, "the engine’s value of it 75 points");
  g_assert_null (strstr (tg_candidate_legend (shows, FALSE), "score lead of"));
  g_assert_nonnull (strstr (tg_candidate_legend (shows, FALSE), "not a score lead"));

  /* Colours: 74 and 75 nearly alike, 20 far below; the best is the best
   * whoever moves. */
  g_assert_cmpfloat (tg_candidate_quality (gnugo, 0, shows), ==, 1);
  g_assert_cmpfloat (tg_candidate_quality (gnugo, 1, shows), >, 0.8);
  g_assert_cmpfloat (tg_candidate_quality (gnugo, 2, shows), ==,
                     tg_candidate_quality (gnugo, 1, shows));
  g_assert_cmpfloat (tg_candidate_quality (gnugo, 3, shows), ==, 0);
  g_assert_cmpfloat (tg_candidate_quality (katago, 0, TG_CANDIDATE_SHOWS_LEAD), ==, 1);
  g_assert_cmpfloat (tg_candidate_quality (katago, 2, TG_CANDIDATE_SHOWS_LEAD), >, 0.9);
  g_assert_cmpfloat (tg_candidate_quality (katago, 2, TG_CANDIDATE_SHOWS_LEAD), <, 1);

  /* Candidates without values all look alike: no rank passes for a
   * difference. */
  tg_analysis_add_candidate (nothing, tg_test_board_point (board, "D4"));
  tg_analysis_add_candidate (nothing, tg_test_board_point (board, "Q16"));
  shows = tg_candidate_shows (nothing, FALSE);
  g_assert_cmpint (shows, ==, TG_CANDIDATE_SHOWS_VISITS);
  assert_text (nothing, 1, shows, "");
  g_assert_cmpfloat (tg_candidate_quality (nothing, 1, shows), ==, 1);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/analysis/katago-example", test_katago_example);
  g_test_add_func ("/analysis/katago-perspectives", test_katago_perspectives);
  g_test_add_func ("/analysis/leela-example", test_leela_example);
  g_test_add_func ("/analysis/any-order", test_any_order);
  g_test_add_func ("/analysis/numbers", test_numbers);
  g_test_add_func ("/analysis/missing-fields", test_missing_fields);
  g_test_add_func ("/analysis/pass", test_pass);
  g_test_add_func ("/analysis/ownership", test_ownership);
  g_test_add_func ("/analysis/ownership-wrong-size", test_ownership_wrong_size);
  g_test_add_func ("/analysis/pv-visits", test_pv_visits);
  g_test_add_func ("/analysis/garbage", test_garbage);
  g_test_add_func ("/analysis/perspective-from-string", test_perspective_from_string);
  g_test_add_func ("/analysis/format-from-commands", test_format_from_commands);
  g_test_add_func ("/analysis/candidate-labels", test_candidate_labels);

  return g_test_run ();
}
