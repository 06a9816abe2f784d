/* test-analysis-record.c: analysis stored in a record — Tengen's V and
 * SBKS, Sabaki's SBKV alone — read back after a round trip through SGF;
 * the positions of a line; and the review of losses from stored leads.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <math.h>
#include <string.h>

#include "tg-analysis-record.h"
#include "tg-sgf.h"
#include "tg-test-util.h"

#define EPSILON 1e-9

/* Black's lead after N moves, and the review's losses worked out by
 * hand: move 1 Black 0 → 6 gains, move 2 White 6 → 3 gains, move 3
 * Black 3 → -1 loses 4 (an inaccuracy), move 4 White -1 → 9 loses 10 (a
 * blunder), move 5 Black 9 → 2.5 loses 6.5 (a mistake). */
static const double leads[] = { 0, 6, 3, -1, 9, 2.5 };

static TgGame *
analysed_game (void)
{
  TgGame *game = tg_test_game_from_sgf ("(;GM[1]FF[4]SZ[9]KM[6.5]"
                                        ";B[ee];W[cc];B[gc];C[a comment];W[cg]"
                                        ";B[gg](;W[ge])(;W[dd]))");
  g_autoptr(GPtrArray) line = tg_analysis_record_line (game, NULL);

  g_assert_cmpuint (line->len, ==, 7);
  tg_game_begin_step (game);
  for (guint i = 0; i < G_N_ELEMENTS (leads); i++)
    {
      g_autoptr(TgAnalysis) analysis = tg_analysis_new (9, TG_BLACK);

      analysis->score_lead = leads[i];
      analysis->winrate = i == 0 ? NAN : 0.5 + leads[i] / 40;
      tg_analysis_record_store (game, line->pdata[i], analysis);
    }
  tg_game_end_step (game);
  return game;
}

static void
test_line (void)
{
  g_autoptr(TgGame) game = tg_test_game_from_sgf ("(;GM[1]FF[4]SZ[9];B[ee];W[cc];C[x]"
                                                  ";B[gc](;W[cg];B[gg])(;W[dd]))");
  g_autoptr(GPtrArray) main_line = tg_analysis_record_line (game, NULL);
  TgNode *root = tg_game_get_root (game);
  TgNode *b3 = tg_test_nth_node (root, 4);
  g_autoptr(GPtrArray) variation = tg_analysis_record_line (game, tg_node_get_child (b3, 1));

  /* The comment node after W[cc] stands for move 2. */
  g_assert_cmpuint (main_line->len, ==, 6);
  g_assert_true (main_line->pdata[0] == root);
  g_assert_true (main_line->pdata[2] == tg_test_nth_node (root, 3));
  g_assert_cmpuint (((TgNode *) main_line->pdata[5])->move_number, ==, 5);
  g_assert_cmpuint (variation->len, ==, 5);
  g_assert_true (variation->pdata[4] == tg_node_get_child (b3, 1));
}

static void
test_round_trip (void)
{
  g_autoptr(TgGame) game = analysed_game ();
  g_autoptr(GPtrArray) roots = g_ptr_array_new ();
  g_autofree char *text = NULL;
  g_autoptr(GPtrArray) read = NULL;
  g_autoptr(TgGame) again = NULL;
  g_autoptr(GPtrArray) line = NULL;
  g_autoptr(GError) error = NULL;

  g_ptr_array_add (roots, tg_game_get_root (game));
  text = tg_sgf_write (roots);
  read = tg_sgf_parse (text, strlen (text), NULL, &error);
  g_assert_no_error (error);
  again = tg_game_new_from_root (g_ptr_array_steal_index (read, 0), &error);
  g_assert_no_error (error);
  line = tg_analysis_record_line (again, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (leads); i++)
    {
      double lead, winrate;

      g_assert_true (tg_analysis_record_read (line->pdata[i], &lead, &winrate));
      g_assert_cmpfloat_with_epsilon (lead, leads[i], EPSILON);
      if (i == 0)
        g_assert_true (isnan (winrate));
      else
        g_assert_cmpfloat_with_epsilon (winrate, 0.5 + leads[i] / 40, 1e-4);
      g_assert_cmpstr (tg_node_get_value (line->pdata[i], "V"), ==,
                       tg_node_get_value (line->pdata[i], "SBKS"));
    }
  /* The last position was not analysed. */
  g_assert_false (tg_analysis_record_read (line->pdata[6], NULL, NULL));
}

/* Sabaki's own records: SBKV, and SBKS only from newer versions; an
 * unreadable value is no value. */
static void
test_sabaki (void)
{
  g_autoptr(TgGame) game = tg_test_game_from_sgf ("(;GM[1]FF[4]SZ[19]SBKV[55.5]"
                                                  ";B[pd]SBKV[61.25]SBKS[3.5]"
                                                  ";W[dp]SBKV[oops];B[dd]V[-2])");
  g_autoptr(GPtrArray) line = tg_analysis_record_line (game, NULL);
  double lead, winrate;

  g_assert_true (tg_analysis_record_read (line->pdata[0], &lead, &winrate));
  g_assert_true (isnan (lead));
  g_assert_cmpfloat_with_epsilon (winrate, 0.555, EPSILON);
  g_assert_true (tg_analysis_record_read (line->pdata[1], &lead, &winrate));
  g_assert_cmpfloat_with_epsilon (lead, 3.5, EPSILON);
  g_assert_cmpfloat_with_epsilon (winrate, 0.6125, EPSILON);
  g_assert_false (tg_analysis_record_read (line->pdata[2], &lead, &winrate));
  g_assert_true (tg_analysis_record_read (line->pdata[3], &lead, &winrate));
  g_assert_cmpfloat_with_epsilon (lead, -2, EPSILON);
}

static void
test_review (void)
{
  g_autoptr(TgGame) game = analysed_game ();
  g_autoptr(GPtrArray) line = tg_analysis_record_line (game, NULL);
  g_autoptr(TgAnalysisReview) review = tg_analysis_review_new (line);
  const TgAnalysisLoss *loss;
  const TgAnalysisPlayerReview *black = &review->players[0], *white = &review->players[1];

  g_assert_cmpuint (review->n_valued, ==, 6);
  g_assert_cmpuint (review->losses->len, ==, 3);
  loss = &g_array_index (review->losses, TgAnalysisLoss, 0);
  g_assert_cmpuint (loss->move_number, ==, 4);
  g_assert_cmpint (loss->color, ==, TG_WHITE);
  g_assert_cmpfloat_with_epsilon (loss->points_lost, 10, EPSILON);
  g_assert_true (loss->point == tg_test_point (game, "C3"));
  loss = &g_array_index (review->losses, TgAnalysisLoss, 1);
  g_assert_cmpuint (loss->move_number, ==, 5);
  g_assert_cmpfloat_with_epsilon (loss->points_lost, 6.5, EPSILON);
  loss = &g_array_index (review->losses, TgAnalysisLoss, 2);
  g_assert_cmpuint (loss->move_number, ==, 3);
  g_assert_cmpint (loss->color, ==, TG_BLACK);
  g_assert_true (loss->node == line->pdata[3]);

  /* Black moved 1, 3 and 5; move 6 has no value after it. */
  g_assert_cmpuint (black->n_moves, ==, 3);
  g_assert_cmpfloat_with_epsilon (black->total_lost, 4 + 6.5, EPSILON);
  g_assert_cmpuint (black->counts[TG_LOSS_INACCURACY], ==, 1);
  g_assert_cmpuint (black->counts[TG_LOSS_MISTAKE], ==, 1);
  g_assert_cmpuint (black->counts[TG_LOSS_BLUNDER], ==, 0);
  g_assert_cmpuint (white->n_moves, ==, 2);
  g_assert_cmpfloat_with_epsilon (white->total_lost, 10, EPSILON);
  g_assert_cmpuint (white->counts[TG_LOSS_BLUNDER], ==, 1);
}

/* A static count swinging by a tempo of 8 points: Black's move 7 gains
 * only 3 of them, a loss of 5; every other move is worth the tempo. */
static void
test_review_static_count (void)
{
  static const double counts[] = { -4, 4, -4, 4, -4, 4, -4, -1, -9, -1, -9 };
  g_autoptr(TgGame) game = tg_test_game_from_sgf ("(;GM[1]FF[4]SZ[9];B[aa];W[ba];B[ca];W[da]"
                                                  ";B[ea];W[fa];B[ga];W[ha];B[ia];W[ab])");
  g_autoptr(GPtrArray) line = tg_analysis_record_line (game, NULL);
  g_autoptr(TgAnalysisReview) review = NULL;
  const TgAnalysisLoss *loss;

  g_assert_cmpuint (line->len, ==, G_N_ELEMENTS (counts));
  for (guint i = 0; i < line->len; i++)
    {
      g_autoptr(TgAnalysis) analysis = tg_analysis_new (9, i % 2 == 0 ? TG_BLACK : TG_WHITE);

      analysis->score_lead = counts[i];
      tg_analysis_record_store (game, line->pdata[i], analysis);
    }
  review = tg_analysis_review_new (line);
  g_assert_cmpuint (review->losses->len, ==, 1);
  loss = &g_array_index (review->losses, TgAnalysisLoss, 0);
  g_assert_cmpuint (loss->move_number, ==, 7);
  g_assert_cmpint (loss->color, ==, TG_BLACK);
  g_assert_cmpfloat_with_epsilon (loss->points_lost, 5, EPSILON);
  g_assert_cmpuint (review->players[0].counts[TG_LOSS_MISTAKE], ==, 1);
  g_assert_cmpfloat_with_epsilon (review->players[1].total_lost, 0, EPSILON);
}

static void
test_store_is_one_step (void)
{
  g_autoptr(TgGame) game = analysed_game ();
  g_autoptr(GPtrArray) line = tg_analysis_record_line (game, NULL);

  g_assert_true (tg_game_undo (game));
  for (guint i = 0; i < line->len; i++)
    g_assert_false (tg_analysis_record_read (line->pdata[i], NULL, NULL));
  g_assert_false (tg_game_can_undo (game));
}

static void
test_loss_sizes (void)
{
  g_assert_cmpint (tg_analysis_loss_size (1.99), ==, -1);
  g_assert_cmpint (tg_analysis_loss_size (NAN), ==, -1);
  g_assert_cmpint (tg_analysis_loss_size (2), ==, TG_LOSS_INACCURACY);
  g_assert_cmpint (tg_analysis_loss_size (5), ==, TG_LOSS_MISTAKE);
  g_assert_cmpint (tg_analysis_loss_size (30), ==, TG_LOSS_BLUNDER);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/analysis-record/line", test_line);
  g_test_add_func ("/analysis-record/round-trip", test_round_trip);
  g_test_add_func ("/analysis-record/sabaki", test_sabaki);
  g_test_add_func ("/analysis-record/review", test_review);
  g_test_add_func ("/analysis-record/review-static-count", test_review_static_count);
  g_test_add_func ("/analysis-record/one-step", test_store_is_one_step);
  g_test_add_func ("/analysis-record/loss-sizes", test_loss_sizes);
  return g_test_run ();
}
