/* test-analysis-batch.c: TgAnalyser and TgAnalysisBatch against the fake
 * engine (TG_FAKE_GTP) speaking kata-analyze, told what it thinks with
 * --leads: live analysis that follows the current node and stops; a
 * whole line analysed, stored as one step; Cancel keeping what finished;
 * an engine that crashes part way; GNU Go's lead over a line, from
 * counts written by hand.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <signal.h>
#include <math.h>
#include <string.h>

#include "tg-analyser-private.h"
#include "tg-analysis-batch-private.h"
#include "tg-analysis-private.h"
#include "tg-analysis-record.h"
#include "tg-test-util.h"
#include "tg-test-wait.h"

#define EPSILON 1e-6
#define RECORD "(;GM[1]FF[4]SZ[9]KM[6.5];B[ee];W[cc];B[gc];W[cg];B[gg])"
/* Black's lead after 0, 1, … moves, as the fake is told. */
static const double leads[] = { 0, 6, 3, -1, 9, 2.5 };
#define LEADS "--leads=0,6,3,-1,9,2.5"

static TgEngine *
fake_engine (const char *options)
{
  g_autofree char *command = g_strdup_printf ("'%s' %s", g_getenv ("TG_FAKE_GTP"), options);
  g_autoptr(GError) error = NULL;
  TgEngine *engine = tg_engine_new_from_command_line (command, &error);

  g_assert_no_error (error);
  return engine;
}

/* Until @engine has answered a command sent now: GTP answers in order,
 * so every line of what it was doing before has been read and handed on
 * by then. */
static void
answered_since (TgEngine *engine)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *name = tg_engine_send_sync (engine, "name", 20000, &error);

  g_assert_no_error (error);
}

typedef struct
{
  TgNode     *node;      /* of the last update */
  TgAnalysis *latest;
  guint       updates;
  gboolean    got;
  char       *failure;
} Live;

static void
on_update (TgAnalyser *analyser,
           TgNode     *node,
           TgAnalysis *analysis,
           Live       *live)
{
  live->node = node;
  g_clear_pointer (&live->latest, tg_analysis_unref);
  live->latest = tg_analysis_ref (analysis);
  live->updates++;
  live->got = TRUE;
}

static void
on_failed (TgAnalyser *analyser,
           const char *message,
           Live       *live)
{
  live->failure = g_strdup (message);
  live->got = TRUE;
}

static void
test_live (void)
{
  g_autoptr(TgGame) game = tg_test_game_from_sgf (RECORD);
  g_autoptr(TgEngine) engine = fake_engine (LEADS);
  g_autoptr(TgAnalyser) analyser = tg_analyser_new (engine, game, NULL, TG_ANALYSIS_SIDE_TO_MOVE);
  Live live = { 0 };
  TgNode *third = tg_test_nth_node (tg_game_get_root (game), 3);
  guint updates;

  g_signal_connect (analyser, "update", G_CALLBACK (on_update), &live);
  g_signal_connect (analyser, "failed", G_CALLBACK (on_failed), &live);

  /* At the end: 5 moves, White to move; values come as Black's. */
  tg_analyser_analyse (analyser, 0, TRUE);
  g_assert_true (tg_analyser_get_busy (analyser));
  tg_test_wait_flag (&live.got);
  g_assert_null (live.failure);
  g_assert_true (live.node == tg_game_get_current (game));
  g_assert_cmpfloat_with_epsilon (live.latest->score_lead, leads[5], EPSILON);
  g_assert_cmpuint (live.latest->candidates->len, >, 0);
  g_assert_nonnull (live.latest->ownership);
  /* The fake gives Black the left half. */
  g_assert_cmpfloat (tg_analysis_get_ownership (live.latest, 0, 4), >, 0.5);
  g_assert_cmpfloat (tg_analysis_get_ownership (live.latest, 8, 4), <, -0.5);

  /* Another node: what comes next is of that one. */
  tg_game_set_current (game, third);
  tg_analyser_analyse (analyser, 0, FALSE);
  live.got = FALSE;
  while (!(live.got && live.node == third))
    {
      live.got = FALSE;
      tg_test_wait_flag (&live.got);
    }
  g_assert_cmpfloat_with_epsilon (live.latest->score_lead, leads[3], EPSILON);
  g_assert_null (live.latest->ownership);

  /* Stopped: nothing more comes, not even what the engine had still to
   * say of the position. */
  updates = live.updates;
  tg_analyser_stop (analyser);
  g_assert_false (tg_analyser_get_busy (analyser));
  answered_since (engine);
  g_assert_cmpuint (live.updates, ==, updates);
  g_assert_null (live.failure);

  tg_engine_process_stop (TG_ENGINE_PROCESS (engine));
  g_clear_pointer (&live.latest, tg_analysis_unref);
}

/* Leela Zero's lz-analyze: winrates only, for the side to move (White
 * here), handed over as Black's. */
static void
test_leela (void)
{
  g_autoptr(TgGame) game = tg_test_game_from_sgf (RECORD);
  g_autoptr(TgEngine) engine = fake_engine (LEADS " --hide=kata-analyze --name='Leela Zero'");
  g_autoptr(TgAnalyser) analyser = tg_analyser_new (engine, game, NULL, TG_ANALYSIS_SIDE_TO_MOVE);
  Live live = { 0 };

  g_signal_connect (analyser, "update", G_CALLBACK (on_update), &live);
  g_signal_connect (analyser, "failed", G_CALLBACK (on_failed), &live);
  tg_analyser_analyse (analyser, 0, FALSE);
  tg_test_wait_flag (&live.got);
  g_assert_null (live.failure);
  g_assert_true (isnan (live.latest->score_lead));
  g_assert_cmpfloat_with_epsilon (live.latest->winrate, 0.5 + leads[5] / 40, 1e-3);
  tg_analyser_stop (analyser);
  tg_engine_process_stop (TG_ENGINE_PROCESS (engine));
  g_clear_pointer (&live.latest, tg_analysis_unref);
}

static void
test_engine_without_analysis (void)
{
  g_autoptr(TgGame) game = tg_test_game_from_sgf (RECORD);
  g_autoptr(TgEngine) engine = fake_engine ("--hide=kata-analyze,lz-analyze");
  g_autoptr(TgAnalyser) analyser = tg_analyser_new (engine, game, NULL, TG_ANALYSIS_SIDE_TO_MOVE);
  Live live = { 0 };

  g_signal_connect (analyser, "failed", G_CALLBACK (on_failed), &live);
  tg_analyser_analyse (analyser, 0, FALSE);
  tg_test_wait_flag (&live.got);
  g_assert_nonnull (strstr (live.failure, "kata-analyze"));
  g_assert_cmpstr (tg_analyser_get_failure (analyser), ==, live.failure);
  tg_engine_process_stop (TG_ENGINE_PROCESS (engine));
  g_free (live.failure);
}

typedef struct
{
  guint     progress;
  guint     cancel_at;   /* cancels once this many are done (0: never) */
  gboolean  finished;
  gboolean  cancelled;
  char     *error;
} Batch;

static void
on_progress (TgAnalysisBatch *batch,
             Batch           *state)
{
  state->progress++;
  g_assert_cmpuint (tg_analysis_batch_get_n_done (batch), ==, state->progress);
  g_assert_cmpfloat (tg_analysis_batch_get_seconds_left (batch), >=, 0);
  if (state->progress == state->cancel_at)
    tg_analysis_batch_cancel (batch);
}

static void
on_finished (TgAnalysisBatch *batch,
             gboolean         cancelled,
             const char      *error,
             Batch           *state)
{
  state->finished = TRUE;
  state->cancelled = cancelled;
  state->error = g_strdup (error);
}

static TgAnalysisBatch *
new_batch_on (TgEngine *engine,
              TgGame   *game,
              Batch    *state)
{
  g_autoptr(GPtrArray) line = tg_analysis_record_line (game, NULL);
  TgAnalysisBatch *batch = tg_analysis_batch_new (engine, NULL, TG_ANALYSIS_SIDE_TO_MOVE, game,
                                                  line, 20);

  g_signal_connect (batch, "progress", G_CALLBACK (on_progress), state);
  g_signal_connect (batch, "finished", G_CALLBACK (on_finished), state);
  return batch;
}

static TgAnalysisBatch *
new_batch (TgGame     *game,
           const char *options,
           Batch      *state)
{
  g_autoptr(TgEngine) engine = fake_engine (options);

  return new_batch_on (engine, game, state);
}

static void
test_whole_line (void)
{
  g_autoptr(TgGame) game = tg_test_game_from_sgf (RECORD);
  Batch state = { 0 };
  g_autoptr(TgAnalysisBatch) batch = new_batch (game, LEADS, &state);
  g_autoptr(GPtrArray) line = tg_analysis_record_line (game, NULL);
  TgNode *current = tg_game_get_current (game);

  tg_analysis_batch_start (batch);
  tg_test_wait_flag (&state.finished);
  g_assert_false (state.cancelled);
  g_assert_null (state.error);
  g_assert_cmpuint (state.progress, ==, 6);
  /* The copy was analysed: the game itself stayed where it was. */
  g_assert_true (tg_game_get_current (game) == current);
  g_assert_false (tg_game_can_undo (game));

  g_assert_cmpuint (tg_analysis_batch_store (batch), ==, 6);
  for (guint i = 0; i < line->len; i++)
    {
      double lead, winrate;

      g_assert_true (tg_analysis_record_read (line->pdata[i], &lead, &winrate));
      g_assert_cmpfloat_with_epsilon (lead, leads[i], 0.01);
      g_assert_cmpfloat_with_epsilon (winrate, CLAMP (0.5 + leads[i] / 40, 0.02, 0.98), 1e-4);
    }
  /* One step: one undo takes it all back. */
  g_assert_true (tg_game_undo (game));
  for (guint i = 0; i < line->len; i++)
    g_assert_false (tg_analysis_record_read (line->pdata[i], NULL, NULL));
  g_assert_false (tg_game_can_undo (game));
  g_free (state.error);
}

/* The same through the batch, from an engine speaking GNU Go's
 * estimate_score (the fake, as told): each count gives the side that
 * just moved 10 points, and at 2 GNU Go judges a group dead for that
 * position alone (30, against 0 and 4 two positions on either side).
 *
 *   position     0   1   2   3   4   5
 *   count        0  10  30  12   4  14
 *   steady       0  10   4  12   4  14   (30 gives way to 4; the ends
 *                                          have no neighbours to judge)
 *   move to it   0   5   7   8   8   9   (the mean with the one before)
 *   lead       2.5   6 7.5   8 8.5   9   (the mean with the next move)
 */
static void
test_gnugo_line (void)
{
  g_autoptr(TgGame) game = tg_test_game_from_sgf (RECORD);
  Batch state = { 0 };
  g_autoptr(TgAnalysisBatch) batch = new_batch (game, "--gnugo --leads=0,10,30,12,4,14", &state);
  g_autoptr(GPtrArray) line = tg_analysis_record_line (game, NULL);
  const double stored[] = { 2.5, 6, 7.5, 8, 8.5, 9 };

  tg_analysis_batch_start (batch);
  tg_test_wait_flag (&state.finished);
  g_assert_null (state.error);
  g_assert_cmpuint (tg_analysis_batch_store (batch), ==, G_N_ELEMENTS (stored));
  for (guint i = 0; i < line->len; i++)
    {
      double lead, winrate;

      g_assert_true (tg_analysis_record_read (line->pdata[i], &lead, &winrate));
      g_assert_cmpfloat_with_epsilon (lead, stored[i], EPSILON);
      g_assert_true (isnan (winrate));
    }
  g_free (state.error);
}

/* Cancel keeps what finished: those positions are stored, the rest not. */
static void
test_cancel (void)
{
  g_autoptr(TgGame) game = tg_test_game_from_sgf (RECORD);
  Batch state = { .cancel_at = 2 };
  g_autoptr(TgEngine) engine = fake_engine (LEADS);
  g_autoptr(TgAnalysisBatch) batch = new_batch_on (engine, game, &state);
  g_autoptr(GPtrArray) line = tg_analysis_record_line (game, NULL);

  tg_analysis_batch_start (batch);
  tg_test_wait_flag (&state.finished);
  g_assert_true (state.cancelled);
  g_assert_false (tg_analysis_batch_get_running (batch));
  /* Nothing more comes of what the engine was analysing: it is stopped,
   * and what it had said is all handed on. */
  g_assert_false (tg_engine_process_get_running (TG_ENGINE_PROCESS (engine)));
  tg_test_run_idle ();
  g_assert_cmpuint (state.progress, ==, 2);
  g_assert_cmpuint (tg_analysis_batch_store (batch), ==, 2);
  for (guint i = 0; i < line->len; i++)
    g_assert_true (tg_analysis_record_read (line->pdata[i], NULL, NULL) == (i < 2));
  g_free (state.error);
}

/* Moves taken out of the record meanwhile get nothing stored. */
static void
test_removed (void)
{
  g_autoptr(TgGame) game = tg_test_game_from_sgf (RECORD);
  Batch state = { 0 };
  g_autoptr(TgAnalysisBatch) batch = new_batch (game, LEADS, &state);
  g_autoptr(GPtrArray) line = tg_analysis_record_line (game, NULL);

  tg_analysis_batch_start (batch);
  tg_test_wait_flag (&state.finished);
  tg_game_remove_subtree (game, line->pdata[4]);
  g_assert_null (tg_analysis_batch_get_node (batch, 5));
  g_assert_true (tg_analysis_batch_get_node (batch, 3) == line->pdata[3]);
  g_assert_cmpuint (tg_analysis_batch_store (batch), ==, 4);
  g_assert_true (tg_analysis_record_read (line->pdata[3], NULL, NULL));
  g_free (state.error);
}

static void
test_crash (void)
{
  g_autoptr(TgGame) game = tg_test_game_from_sgf (RECORD);
  Batch state = { 0 };
  g_autoptr(TgAnalysisBatch) batch = new_batch (game, LEADS " --crash-after=3", &state);

  tg_analysis_batch_start (batch);
  tg_test_wait_flag (&state.finished);
  g_assert_false (state.cancelled);
  g_assert_nonnull (state.error);
  g_assert_cmpuint (state.progress, ==, 2);
  g_assert_nonnull (tg_analysis_batch_get_result (batch, 1));
  g_assert_null (tg_analysis_batch_get_result (batch, 2));
  g_assert_cmpuint (tg_analysis_batch_store (batch), ==, 2);
  g_free (state.error);
}

/* GNU Go answers its book moves at once and the middle game in seconds:
 * the time left follows the last positions' pace, not the average since
 * the start, and goes down while a position is being analysed. */
static void
test_time_left (void)
{
  double seconds[112] = { 0 };
  double left, later;

  g_assert_cmpfloat (_tg_analysis_batch_seconds_left (seconds, 0, 200, 0), ==, -1);
  for (guint i = 0; i < 100; i++)
    seconds[i] = 0.05;
  for (guint i = 100; i < 112; i++)
    seconds[i] = 3;
  /* The whole average would say (5 + 36) / 112 s a position, 49 s. */
  left = _tg_analysis_batch_seconds_left (seconds, 112, 134, 0);
  g_assert_cmpfloat_with_epsilon (left, 3 * 134, 1e-9);

  /* A second into the next position, a second less. */
  later = _tg_analysis_batch_seconds_left (seconds, 112, 134, 1);
  g_assert_cmpfloat_with_epsilon (later, left - 1, 1e-9);
  /* A position taking far longer than the pace slows it at once. */
  later = _tg_analysis_batch_seconds_left (seconds, 112, 134, 16);
  g_assert_cmpfloat_with_epsilon (later, (36.0 + 16) / 13 * 133, 1e-9);
  g_assert_cmpfloat (later, >, left);

  g_assert_cmpfloat (_tg_analysis_batch_seconds_left (seconds, 112, 0, 0), ==, 0);
}

/* GNU Go's lead from its counts, on numbers worked out by hand.  The
 * counts are made as GNU Go makes them: each gives the side that just
 * moved its tempo, here 10 points, so they zigzag between two steady
 * series, one a point higher each move:
 *
 *   position   -3  -2  -1   0   1   2   3
 *   count      10   0  12   2  14   4  16
 *
 * The lead at 0 lies between the two: its own series says 2 there, the
 * other (12 + 14) / 2 = 13, so 7.5. */
static void
test_gnugo_lead (void)
{
  const double zigzag[7] = { 10, 0, 12, 2, 14, 4, 16 };
  /* GNU Go judges a group dead at 0 alone: a count of 40, against 0 and
   * 4 two positions on either side.  It gives way to the middle of the
   * three, 4: the moves around 0 are (4 + 12) / 2 = 8 and (14 + 4) / 2 =
   * 9, the lead 8.5, where the count as it is would make it 26.5. */
  const double once[7] = { 10, 0, 12, 40, 14, 4, 16 };
  /* The group stays dead (42 at 2): a change that lasts is the game's,
   * and passes whole: (40 + 12) / 2 = 26, (14 + 40) / 2 = 27, so 26.5. */
  const double lasting[7] = { 10, 0, 12, 40, 14, 42, 16 };
  /* The other way: GNU Go judges one of White's groups dead at 0 alone,
   * a count of -38.  It gives way to the middle of 0, -38 and 4, 0 (not
   * to the nearer bound alone, which would leave -38): the moves around
   * are (0 + 12) / 2 = 6 and (14 + 0) / 2 = 7, the lead 6.5, where the
   * count as it is would make it -12.5. */
  const double white_once[7] = { 10, 0, 12, -38, 14, 4, 16 };
  /* A one-position change at 1, the count after the next move, set
   * against its own side's neighbours at -1 and 3: the middle of 12, 54
   * and 16 is 16, so the moves around 0 are (2 + 12) / 2 = 7 and
   * (16 + 2) / 2 = 9, the lead 8 (17.5 with the count as it is). */
  const double next_once[7] = { 10, 0, 12, 2, 54, 4, 16 };
  /* The first position of a line (the empty board, no move before it):
   * its count, 0, and the mean of the move to 1 at (0 + 10) / 2, so 2.5. */
  const double first[7] = { NAN, NAN, NAN, 0, 10, 1, 11 };
  /* The last position answered so far: the mean of the counts before
   * and after the move to it alone, (12 + 2) / 2; once the next comes,
   * the lead of the zigzag above, 7.5 — each settles three positions on. */
  const double last[7] = { 10, 0, 12, 2, NAN, NAN, NAN };
  const double one_more[7] = { 10, 0, 12, 2, 14, NAN, NAN };

  g_assert_cmpfloat_with_epsilon (_tg_analysis_batch_gnugo_lead (zigzag), 7.5, EPSILON);
  g_assert_cmpfloat_with_epsilon (_tg_analysis_batch_gnugo_lead (once), 8.5, EPSILON);
  g_assert_cmpfloat_with_epsilon (_tg_analysis_batch_gnugo_lead (lasting), 26.5, EPSILON);
  g_assert_cmpfloat_with_epsilon (_tg_analysis_batch_gnugo_lead (white_once), 6.5, EPSILON);
  g_assert_cmpfloat_with_epsilon (_tg_analysis_batch_gnugo_lead (next_once), 8, EPSILON);
  g_assert_cmpfloat_with_epsilon (_tg_analysis_batch_gnugo_lead (first), 2.5, EPSILON);
  g_assert_cmpfloat_with_epsilon (_tg_analysis_batch_gnugo_lead (last), 7, EPSILON);
  g_assert_cmpfloat_with_epsilon (_tg_analysis_batch_gnugo_lead (one_more), 7.5, EPSILON);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  /* As both main()s do: an engine that dies fails a write, not the test. */
  signal (SIGPIPE, SIG_IGN);
  g_test_add_func ("/analysis-batch/live", test_live);
  g_test_add_func ("/analysis-batch/leela", test_leela);
  g_test_add_func ("/analysis-batch/no-analysis", test_engine_without_analysis);
  g_test_add_func ("/analysis-batch/time-left", test_time_left);
  g_test_add_func ("/analysis-batch/gnugo-lead", test_gnugo_lead);
  g_test_add_func ("/analysis-batch/gnugo-line", test_gnugo_line);
  g_test_add_func ("/analysis-batch/whole-line", test_whole_line);
  g_test_add_func ("/analysis-batch/cancel", test_cancel);
  g_test_add_func ("/analysis-batch/removed", test_removed);
  g_test_add_func ("/analysis-batch/crash", test_crash);
  return g_test_run ();
}
