/* test-analysis-engine.c: the client of KataGo's JSON analysis engine
 * against its fake (TG_FAKE_KATAGO_ANALYSIS), which answers newest first
 * and reports Black's winrate 0.7, lead 5, Black owning the left half.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <signal.h>
#include <glib/gstdio.h>

#include "tg-analysis-engine-private.h"
#include "tg-analysis-private.h"
#include "tg-test-util.h"
#include "tg-test-wait.h"

#define EPSILON 1e-9

typedef struct
{
  char             *dir;
  char             *log_path;
  TgAnalysisEngine *engine;
  char             *stopped_reason;
  GPtrArray        *finished;   /* Answer *, in the order they came */
} Fixture;

typedef struct
{
  Fixture    *fixture;
  guint       index;
  TgAnalysis *analysis;
  GError     *error;
  gboolean    done;
} Answer;

static void
on_stopped (TgAnalysisEngine *engine,
            const char       *reason,
            Fixture          *fixture)
{
  g_free (fixture->stopped_reason);
  fixture->stopped_reason = g_strdup (reason);
}

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  fixture->dir = g_dir_make_tmp ("tengen-analysis-engine-XXXXXX", &error);
  g_assert_no_error (error);
  fixture->log_path = g_build_filename (fixture->dir, "queries.log", NULL);
  fixture->finished = g_ptr_array_new ();
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  if (fixture->engine != NULL)
    {
      g_signal_handlers_disconnect_by_data (fixture->engine, fixture);
      tg_engine_process_stop (TG_ENGINE_PROCESS (fixture->engine));
    }
  g_clear_object (&fixture->engine);
  g_ptr_array_unref (fixture->finished);
  g_unlink (fixture->log_path);
  g_rmdir (fixture->dir);
  g_free (fixture->log_path);
  g_free (fixture->dir);
  g_free (fixture->stopped_reason);
}

static void
start_fake (Fixture    *fixture,
            const char *mode)
{
  const char *fake = g_getenv ("TG_FAKE_KATAGO_ANALYSIS");
  g_autofree char *command = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_nonnull (fake);
  command = g_strdup_printf ("'%s' --mode=%s --log='%s'", fake, mode, fixture->log_path);
  fixture->engine = tg_analysis_engine_new_from_command_line (command, &error);
  g_assert_no_error (error);
  g_signal_connect (fixture->engine, "stopped", G_CALLBACK (on_stopped), fixture);
  g_assert_true (tg_engine_process_start (TG_ENGINE_PROCESS (fixture->engine), &error));
  g_assert_no_error (error);
}

static void
on_analysed (GObject      *source,
             GAsyncResult *result,
             gpointer      user_data)
{
  Answer *answer = user_data;

  answer->analysis = tg_analysis_engine_analyse_finish (TG_ANALYSIS_ENGINE (source), result,
                                                        &answer->error);
  answer->done = TRUE;
  g_ptr_array_add (answer->fixture->finished, answer);
}

static void
ask (Fixture      *fixture,
     Answer       *answer,
     TgGame       *game,
     TgNode       *node,
     guint         max_visits,
     GCancellable *cancellable)
{
  answer->fixture = fixture;
  tg_analysis_engine_analyse_async (fixture->engine, game, node, max_visits,
                                    TG_ANALYSIS_OWNERSHIP, cancellable, on_analysed, answer);
}

static void
answer_clear (Answer *answer)
{
  g_clear_pointer (&answer->analysis, tg_analysis_unref);
  g_clear_error (&answer->error);
}

static char *
read_log (Fixture *fixture)
{
  g_autofree char *contents = NULL;

  g_assert_true (g_file_get_contents (fixture->log_path, &contents, NULL, NULL));
  return g_steal_pointer (&contents);
}

/* Moves along the top row: after move k the first free point, the fake's
 * best move, is the top row's (k+1)th, so every answer names its
 * position.  All asked at once, answered newest first. */
static void
test_batch (Fixture       *fixture,
            gconstpointer  data)
{
  g_autoptr(TgGame) game = tg_test_game_from_sgf ("(;SZ[9]KM[6.5];B[aa];W[ba];B[ca];W[da])");
  static const char *best[] = { "A9", "B9", "C9", "D9", "E9" };
  Answer answers[5] = { { 0 } };
  TgNode *node = tg_game_get_root (game);

  start_fake (fixture, "normal");
  for (guint i = 0; i < G_N_ELEMENTS (answers); i++)
    {
      answers[i].index = i;
      ask (fixture, &answers[i], game, node, 0, NULL);
      node = tg_node_get_n_children (node) > 0 ? tg_node_get_child (node, 0) : NULL;
    }
  g_assert_cmpuint (tg_engine_process_get_n_pending (TG_ENGINE_PROCESS (fixture->engine)), ==, 5);
  for (guint i = 0; i < G_N_ELEMENTS (answers); i++)
    tg_test_wait_flag (&answers[i].done);
  g_assert_cmpuint (tg_engine_process_get_n_pending (TG_ENGINE_PROCESS (fixture->engine)), ==, 0);

  /* Out of order, and each where it belongs. */
  g_assert_cmpuint (((Answer *) fixture->finished->pdata[0])->index, ==, 4);
  for (guint i = 0; i < G_N_ELEMENTS (answers); i++)
    {
      TgAnalysis *analysis = answers[i].analysis;
      TgColor to_move = i % 2 == 0 ? TG_BLACK : TG_WHITE;
      int mover = to_move == TG_BLACK ? 1 : -1;
      const TgCandidate *second;

      g_assert_no_error (answers[i].error);
      g_assert_nonnull (analysis);
      g_assert_cmpint (analysis->to_move, ==, to_move);
      g_assert_cmpuint (analysis->size, ==, 9);
      g_assert_cmpuint (analysis->candidates->len, ==, 3);
      g_assert_cmpint (tg_analysis_get_best (analysis)->point, ==, tg_test_point (game, best[i]));
      /* Black's values whoever is to move: the query asked for them. */
      g_assert_cmpfloat_with_epsilon (analysis->winrate, 0.7, EPSILON);
      g_assert_cmpfloat_with_epsilon (analysis->score_lead, 5, EPSILON);
      g_assert_cmpuint (analysis->visits, ==, 183);
      g_assert_cmpfloat_with_epsilon (tg_analysis_get_best (analysis)->winrate, 0.7, EPSILON);
      g_assert_cmpuint (tg_analysis_get_best (analysis)->visits, ==, 100);
      second = &g_array_index (analysis->candidates, TgCandidate, 1);
      g_assert_cmpfloat_with_epsilon (second->winrate, 0.7 - mover * 0.1, EPSILON);
      g_assert_cmpfloat_with_epsilon (second->score_lead, 5 - mover * 1.0, EPSILON);
      g_assert_cmpuint (second->pv->len, ==, 2);
      g_assert_nonnull (analysis->ownership);
      g_assert_cmpfloat_with_epsilon (tg_analysis_get_ownership (analysis, 1, 6), 0.8, 1e-6);
      g_assert_cmpfloat_with_epsilon (tg_analysis_get_ownership (analysis, 7, 2), -0.8, 1e-6);
      g_assert_null (analysis->warnings);
      answer_clear (&answers[i]);
    }
}

/* A handicap game: White to play first, and the fake, which plays the
 * query through, finds the position legal. */
static void
test_handicap (Fixture       *fixture,
               gconstpointer  data)
{
  g_autoptr(TgGame) game = tg_test_game_from_sgf ("(;SZ[9]HA[2]AB[cg][gc]KM[0.5];W[ee];B[ce])");
  Answer answer = { 0 };

  start_fake (fixture, "normal");
  ask (fixture, &answer, game, tg_test_main_line_end (tg_game_get_root (game)), 50, NULL);
  tg_test_wait_flag (&answer.done);
  g_assert_no_error (answer.error);
  g_assert_cmpint (answer.analysis->to_move, ==, TG_WHITE);
  g_assert_cmpfloat_with_epsilon (answer.analysis->winrate, 0.7, EPSILON);
  answer_clear (&answer);
}

/* A record with an illegal move (kept and flagged by the reader): the
 * engine refuses that query, the others are answered. */
static void
test_refused (Fixture       *fixture,
              gconstpointer  data)
{
  g_autoptr(TgGame) game = tg_test_game_from_sgf ("(;SZ[9];B[ee];W[ee])");
  Answer good = { 0 }, bad = { 0 };

  start_fake (fixture, "normal");
  ask (fixture, &good, game, tg_game_get_root (game), 0, NULL);
  ask (fixture, &bad, game, tg_test_main_line_end (tg_game_get_root (game)), 0, NULL);
  tg_test_wait_flag (&good.done);
  tg_test_wait_flag (&bad.done);
  g_assert_no_error (good.error);
  g_assert_nonnull (good.analysis);
  g_assert_null (bad.analysis);
  g_assert_error (bad.error, TG_ENGINE_ERROR, TG_ENGINE_ERROR_FAILED);
  g_assert_nonnull (strstr (bad.error->message, "“moves”"));
  g_assert_nonnull (strstr (bad.error->message, "Illegal move"));
  g_assert_true (tg_engine_process_get_running (TG_ENGINE_PROCESS (fixture->engine)));
  answer_clear (&good);
  answer_clear (&bad);
}

static void
test_warning (Fixture       *fixture,
              gconstpointer  data)
{
  g_autoptr(TgGame) game = tg_test_game_from_sgf ("(;SZ[9];B[ee])");
  Answer answer = { 0 };

  start_fake (fixture, "normal");
  ask (fixture, &answer, game, tg_game_get_root (game), 13, NULL);
  tg_test_wait_flag (&answer.done);
  g_assert_no_error (answer.error);
  g_assert_nonnull (answer.analysis->warnings);
  g_assert_cmpuint (answer.analysis->warnings->len, ==, 1);
  g_assert_cmpstr (answer.analysis->warnings->pdata[0], ==, "thirteen is unlucky");
  answer_clear (&answer);
}

/* Cancelled: the engine is told to terminate the query, and the task
 * ends when it has. */
static void
test_cancel (Fixture       *fixture,
             gconstpointer  data)
{
  g_autoptr(TgGame) game = tg_test_game_from_sgf ("(;SZ[9];B[ee])");
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autofree char *log = NULL;
  Answer answer = { 0 }, after = { 0 };

  start_fake (fixture, "normal");
  ask (fixture, &answer, game, tg_game_get_root (game), 0, cancellable);
  g_cancellable_cancel (cancellable);
  tg_test_wait_flag (&answer.done);
  g_assert_error (answer.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_null (answer.analysis);
  log = read_log (fixture);
  g_assert_nonnull (strstr (log, "\"action\":\"terminate\",\"terminateId\":\"tengen-1\""));

  /* The acknowledgement and the empty answer go by; the next is read. */
  ask (fixture, &after, game, tg_game_get_root (game), 0, NULL);
  tg_test_wait_flag (&after.done);
  g_assert_no_error (after.error);
  answer_clear (&answer);
  answer_clear (&after);
}

static void
test_garbage (Fixture       *fixture,
              gconstpointer  data)
{
  g_autoptr(TgGame) game = tg_test_game_from_sgf ("(;SZ[9];B[ee])");
  Answer answer = { 0 };

  start_fake (fixture, "garbage");
  ask (fixture, &answer, game, tg_game_get_root (game), 0, NULL);
  tg_test_wait_flag (&answer.done);
  g_assert_error (answer.error, TG_ENGINE_ERROR, TG_ENGINE_ERROR_PROTOCOL);
  g_assert_false (tg_engine_process_get_running (TG_ENGINE_PROCESS (fixture->engine)));
  g_assert_nonnull (strstr (fixture->stopped_reason, "Segmentation fault? No"));
  answer_clear (&answer);
}

/* An error naming no query: every waiting one fails, none hangs, and the
 * engine goes on. */
static void
test_anonymous_error (Fixture       *fixture,
                      gconstpointer  data)
{
  g_autoptr(TgGame) game = tg_test_game_from_sgf ("(;SZ[9];B[ee])");
  Answer first = { 0 }, second = { 0 }, later = { 0 };

  start_fake (fixture, "anonymous-error");
  ask (fixture, &first, game, tg_game_get_root (game), 0, NULL);
  ask (fixture, &second, game, tg_game_get_root (game), 0, NULL);
  tg_test_wait_flag (&first.done);
  tg_test_wait_flag (&second.done);
  g_assert_error (first.error, TG_ENGINE_ERROR, TG_ENGINE_ERROR_FAILED);
  g_assert_nonnull (strstr (first.error->message, "Something went wrong"));
  g_assert_error (second.error, TG_ENGINE_ERROR, TG_ENGINE_ERROR_FAILED);
  g_assert_true (tg_engine_process_get_running (TG_ENGINE_PROCESS (fixture->engine)));

  ask (fixture, &later, game, tg_game_get_root (game), 0, NULL);
  tg_test_wait_flag (&later.done);
  g_assert_no_error (later.error);
  answer_clear (&first);
  answer_clear (&second);
  answer_clear (&later);
}

static void
test_silent (Fixture       *fixture,
             gconstpointer  data)
{
  g_autoptr(TgGame) game = tg_test_game_from_sgf ("(;SZ[9];B[ee])");
  Answer answer = { 0 };

  start_fake (fixture, "silent");
  tg_analysis_engine_set_timeout (fixture->engine, 300);
  ask (fixture, &answer, game, tg_game_get_root (game), 0, NULL);
  tg_test_wait_flag (&answer.done);
  g_assert_error (answer.error, TG_ENGINE_ERROR, TG_ENGINE_ERROR_TIMEOUT);
  g_assert_false (tg_engine_process_get_running (TG_ENGINE_PROCESS (fixture->engine)));
  g_assert_nonnull (fixture->stopped_reason);
  answer_clear (&answer);
}

static void
test_missing_program (void)
{
  const char *argv[] = { "/nonexistent/katago", "analysis", NULL };
  g_autoptr(TgAnalysisEngine) engine = tg_analysis_engine_new (argv);
  g_autoptr(GError) error = NULL;

  g_assert_false (tg_engine_process_start (TG_ENGINE_PROCESS (engine), &error));
  g_assert_nonnull (error);
  g_assert_false (tg_engine_process_get_running (TG_ENGINE_PROCESS (engine)));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  /* As both main()s do: an engine that dies fails a write, not the test. */
  signal (SIGPIPE, SIG_IGN);

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/analysis-engine/batch", test_batch);
  ADD ("/analysis-engine/handicap", test_handicap);
  ADD ("/analysis-engine/refused", test_refused);
  ADD ("/analysis-engine/warning", test_warning);
  ADD ("/analysis-engine/cancel", test_cancel);
  ADD ("/analysis-engine/garbage", test_garbage);
  ADD ("/analysis-engine/anonymous-error", test_anonymous_error);
  ADD ("/analysis-engine/silent", test_silent);
#undef ADD
  g_test_add_func ("/analysis-engine/missing-program", test_missing_program);

  return g_test_run ();
}
