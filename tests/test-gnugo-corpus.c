/* test-gnugo-corpus.c: Analyse Whole Game with GNU Go as it ships (level
 * 10, Chinese rules) on strong games of the corpus, and what a reader
 * sees of it: a lead that moves like the game (it does not swing with
 * the side to move: the lag-1 autocorrelation of its changes is -0.8 to
 * -0.9 for GNU Go's own count), and a review that does not call a
 * professional's moves blunders.  Slow: a few minutes of GNU Go.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <math.h>

#include "tg-analysis-batch.h"
#include "tg-analysis-record.h"
#include "tg-test-util.h"

#define GNUGO "/usr/games/gnugo"

typedef struct
{
  const char *path;
  guint       positions;   /* the first ones of the main line */
  /* When they are the whole game and it was decided by 10 points or
   * more: the winner, +1 Black, -1 White; else 0. */
  int         winner;
} Game;

/* A 9×9 game whole (Black won by resignation), and the opening and
 * early middle game of the Hosai–Go Seigen game of 1943, where GNU Go's
 * count swings 15 points a move. */
static const Game games[] = {
  { "littlego/9x9/game_050.sgf", 58, +1 },
  { "teaching/glift_commentary_hosai-go-seigen-1943.sgf", 60, 0 },
};

static void
on_finished (TgAnalysisBatch *batch,
             gboolean         cancelled,
             const char      *error,
             gboolean        *finished)
{
  g_assert_false (cancelled);
  g_assert_null (error);
  *finished = TRUE;
}

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

static double
median (GArray *values)
{
  g_array_sort (values, compare_doubles);
  return g_array_index (values, double, values->len / 2);
}

static void
test_game (gconstpointer data)
{
  const Game *game_data = data;
  const char *argv[] = { GNUGO, "--mode", "gtp", "--level", "10", "--chinese-rules",
                         "--positional-superko", NULL };
  g_autofree char *path = tg_test_corpus_path (game_data->path, NULL);
  g_autoptr(TgGame) game = NULL;
  g_autoptr(TgEngine) engine = NULL;
  g_autoptr(GPtrArray) line = NULL;
  g_autoptr(TgAnalysisBatch) batch = NULL;
  g_autoptr(TgAnalysisReview) review = NULL;
  g_autoptr(GArray) changes = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) sizes = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) last = g_array_new (FALSE, FALSE, sizeof (double));
  gboolean finished = FALSE;
  double mean = 0, covariance = 0, variance = 0, correlation;

  if (!g_file_test (GNUGO, G_FILE_TEST_IS_EXECUTABLE))
    {
      g_test_skip ("GNU Go is not installed (" GNUGO "; Debian's gnugo package)");
      return;
    }
  game = tg_test_game_from_corpus (game_data->path);
  line = tg_analysis_record_line (game, NULL);
  g_ptr_array_set_size (line, MIN (line->len, game_data->positions));
  engine = tg_engine_new (argv);
  /* What is checked is what GNU Go says, not how fast: on a loaded
   * machine one position of game_050 takes GNU Go over the app's minute
   * of wall time. */
  tg_engine_set_thinking_timeout (engine, 20 * 60 * 1000);
  batch = tg_analysis_batch_new (engine, NULL, TG_ANALYSIS_SIDE_TO_MOVE, game, line, 0);
  tg_analysis_batch_set_timeout (batch, 20 * 60 * 1000);
  g_signal_connect (batch, "finished", G_CALLBACK (on_finished), &finished);
  tg_analysis_batch_start (batch);
  while (!finished)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (tg_analysis_batch_store (batch), ==, line->len);

  /* The lead as stored: how it moves from one position to the next. */
  for (guint i = 1; i < line->len; i++)
    {
      double before, after, change;

      g_assert_true (tg_analysis_record_read (line->pdata[i - 1], &before, NULL));
      g_assert_true (tg_analysis_record_read (line->pdata[i], &after, NULL));
      change = after - before;
      g_array_append_val (changes, change);
      change = fabs (change);
      g_array_append_val (sizes, change);
    }
  for (guint i = 0; i < changes->len; i++)
    mean += g_array_index (changes, double, i) / changes->len;
  for (guint i = 0; i < changes->len; i++)
    {
      double d = g_array_index (changes, double, i) - mean;

      variance += d * d;
      if (i + 1 < changes->len)
        covariance += d * (g_array_index (changes, double, i + 1) - mean);
    }
  correlation = covariance / variance;
  g_test_message ("%s: lag-1 autocorrelation %.2f, median change %.2f", game_data->path,
                  correlation, median (sizes));
  g_assert_cmpfloat (correlation, >=, -0.5);
  g_assert_cmpfloat (median (sizes), <=, 3);

  /* The end of a decided game: the median lead over its last quarter is
   * the winner's, so the graph does not end with the loser ahead. */
  if (game_data->winner != 0)
    {
      for (guint i = line->len - line->len / 4; i < line->len; i++)
        {
          double lead;

          g_assert_true (tg_analysis_record_read (line->pdata[i], &lead, NULL));
          g_array_append_val (last, lead);
        }
      g_test_message ("%s: median lead over the last quarter %.2f", game_data->path,
                      median (last));
      g_assert_cmpfloat (game_data->winner * median (last), >, 0);
    }

  /* The review: strong players, each a blunder at most. */
  review = tg_analysis_review_new (line);
  g_assert_cmpuint (review->n_valued, ==, line->len);
  for (int i = 0; i < 2; i++)
    {
      g_test_message ("%s: %s lost %.2f points a move, blunders %u, mistakes %u",
                      game_data->path, i == 0 ? "Black" : "White",
                      review->players[i].total_lost / review->players[i].n_moves,
                      review->players[i].counts[TG_LOSS_BLUNDER],
                      review->players[i].counts[TG_LOSS_MISTAKE]);
      g_assert_cmpuint (review->players[i].counts[TG_LOSS_BLUNDER], <=, 1);
    }
}

int
main (int   argc,
      char *argv[])
{
  tg_test_init_corpus (&argc, &argv);
  g_test_init (&argc, &argv, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    {
      g_autofree char *name = g_strdup_printf ("/gnugo-corpus/%s", games[i].path);

      tg_test_add_corpus_data_func (name, &games[i], test_game);
    }
  return tg_test_run ();
}
