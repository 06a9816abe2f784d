/* test-analysis-stream.c: live analysis against the fake engine
 * (TG_FAKE_GTP), which reports what it thinks the way KataGo and Leela
 * Zero do: Black's winrate 0.7 and lead 5, Black owning the left half.
 * Whatever side it speaks for, the stream must hand over Black's.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <signal.h>
#include <glib/gstdio.h>
#include <math.h>

#include "tg-analysis-private.h"
#include "tg-analysis-stream.h"
#include "tg-test-util.h"

#define EPSILON 1e-6

typedef struct
{
  char      *dir;
  char      *log_path;
  TgEngine  *engine;
  TgBoard   *board;
  GPtrArray *updates;   /* TgAnalysis * */
  guint      errors;
  gboolean   done;
  GError    *error;
} Fixture;

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  fixture->dir = g_dir_make_tmp ("tengen-analysis-XXXXXX", &error);
  g_assert_no_error (error);
  fixture->log_path = g_build_filename (fixture->dir, "commands.log", NULL);
  fixture->updates = g_ptr_array_new_with_free_func ((GDestroyNotify) tg_analysis_unref);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  if (fixture->engine != NULL)
    tg_engine_process_stop (TG_ENGINE_PROCESS (fixture->engine));
  g_clear_object (&fixture->engine);
  g_clear_pointer (&fixture->board, tg_board_free);
  g_ptr_array_unref (fixture->updates);
  g_clear_error (&fixture->error);
  g_unlink (fixture->log_path);
  g_rmdir (fixture->dir);
  g_free (fixture->log_path);
  g_free (fixture->dir);
}

static void
send (Fixture    *fixture,
      const char *command)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *reply = tg_engine_send_sync (fixture->engine, command, 5000, &error);

  g_assert_no_error (error);
}

/* The fake on 9×9 after @moves ("B E5 W C3"), and our board likewise. */
static void
start_fake (Fixture    *fixture,
            const char *options,
            const char *moves)
{
  const char *fake = g_getenv ("TG_FAKE_GTP");
  g_autofree char *command = NULL;
  g_auto(GStrv) words = g_strsplit (moves, " ", -1);
  g_autoptr(GError) error = NULL;

  g_assert_nonnull (fake);
  command = g_strdup_printf ("'%s' --log='%s' %s", fake, fixture->log_path, options);
  fixture->engine = tg_engine_new_from_command_line (command, &error);
  g_assert_no_error (error);
  g_assert_true (tg_engine_process_start (TG_ENGINE_PROCESS (fixture->engine), &error));
  send (fixture, "boardsize 9");
  send (fixture, "clear_board");
  fixture->board = tg_board_new (9);
  for (guint i = 0; words[i] != NULL && words[i + 1] != NULL; i += 2)
    {
      g_autofree char *play = g_strdup_printf ("play %s %s", words[i], words[i + 1]);

      send (fixture, play);
      g_assert_cmpint (tg_board_play (fixture->board, *words[i] == 'B' ? TG_BLACK : TG_WHITE,
                                      tg_test_board_point (fixture->board, words[i + 1]), NULL),
                       ==, TG_MOVE_OK);
    }
}

static void
on_update (TgAnalysis   *analysis,
           const GError *error,
           gpointer      user_data)
{
  Fixture *fixture = user_data;

  if (analysis == NULL)
    fixture->errors++;
  else
    g_ptr_array_add (fixture->updates, tg_analysis_ref (analysis));
}

static void
on_done (GObject      *source,
         GAsyncResult *result,
         gpointer      user_data)
{
  Fixture *fixture = user_data;

  tg_analysis_stream_finish (TG_ENGINE (source), result, &fixture->error);
  fixture->done = TRUE;
}

/* Streams until @n updates came, then stops it with the next command. */
static TgAnalysis *
analyse (Fixture               *fixture,
         TgColor                to_move,
         TgAnalysisFormat       format,
         TgAnalysisPerspective  perspective,
         guint                  n)
{
  tg_analysis_stream_async (fixture->engine, fixture->board, to_move, format, perspective,
                            TG_ANALYSIS_OWNERSHIP, 1, on_update, fixture, NULL, NULL,
                            on_done, fixture);
  while (fixture->updates->len < n && !fixture->done)
    g_main_context_iteration (NULL, TRUE);
  send (fixture, "name");
  while (!fixture->done)
    g_main_context_iteration (NULL, TRUE);
  g_assert_no_error (fixture->error);
  g_assert_cmpuint (fixture->errors, ==, 0);
  g_assert_cmpuint (fixture->updates->len, >=, n);
  return fixture->updates->pdata[fixture->updates->len - 1];
}

static void
assert_truth (TgAnalysis *analysis,
              TgColor     to_move)
{
  int mover = to_move == TG_BLACK ? 1 : -1;
  const TgCandidate *second;

  g_assert_cmpuint (analysis->candidates->len, ==, 3);
  g_assert_cmpfloat_with_epsilon (analysis->winrate, 0.7, EPSILON);
  g_assert_cmpfloat_with_epsilon (analysis->score_lead, 5, EPSILON);
  g_assert_cmpfloat_with_epsilon (tg_analysis_get_best (analysis)->winrate, 0.7, EPSILON);
  /* The second candidate is worse for the side to move. */
  second = &g_array_index (analysis->candidates, TgCandidate, 1);
  g_assert_cmpfloat_with_epsilon (second->winrate, 0.7 - mover * 0.1, EPSILON);
  g_assert_cmpfloat_with_epsilon (second->score_lead, 5 - mover * 1.0, EPSILON);
  g_assert_nonnull (analysis->ownership);
  g_assert_cmpfloat_with_epsilon (tg_analysis_get_ownership (analysis, 0, 3), 0.8, EPSILON);
  g_assert_cmpfloat_with_epsilon (tg_analysis_get_ownership (analysis, 8, 5), -0.8, EPSILON);
  g_assert_cmpint (analysis->to_move, ==, to_move);
}

typedef struct
{
  const char            *options;
  const char            *moves;
  TgColor                to_move;
  TgAnalysisPerspective  perspective;
} Case;

static void
test_perspectives (Fixture       *fixture,
                   gconstpointer  data)
{
  const Case *c = data;
  TgAnalysis *last;

  start_fake (fixture, c->options, c->moves);
  last = analyse (fixture, c->to_move, TG_ANALYSIS_KATAGO, c->perspective, 3);
  assert_truth (last, c->to_move);
  /* Each update is a fresh picture with more visits (root and moves). */
  g_assert_cmpuint (last->visits, >,
                    ((TgAnalysis *) fixture->updates->pdata[0])->visits);
  g_assert_cmpuint (last->visits, ==, tg_analysis_get_best (last)->visits * 11 / 6);
}

static void
test_leela (Fixture       *fixture,
            gconstpointer  data)
{
  TgAnalysis *last;

  start_fake (fixture, "", "B E5");
  last = analyse (fixture, TG_WHITE, TG_ANALYSIS_LEELA, TG_ANALYSIS_SIDE_TO_MOVE, 2);
  g_assert_cmpfloat_with_epsilon (tg_analysis_get_best (last)->winrate, 0.7, EPSILON);
  g_assert_cmpfloat_with_epsilon (tg_analysis_get_best (last)->lcb, 0.71, EPSILON);
  g_assert_cmpfloat_with_epsilon (tg_analysis_get_best (last)->prior, 0.5, EPSILON);
  /* lz-analyze has no score and no ownership. */
  g_assert_true (isnan (last->score_lead));
  g_assert_null (last->ownership);
}

/* KataGo before 1.15 refuses rootInfo: asked again without it. */
static void
test_old_katago (Fixture       *fixture,
                 gconstpointer  data)
{
  g_autofree char *log = NULL;
  TgAnalysis *last;

  start_fake (fixture, "--no-root-info", "B E5 W C3");
  last = analyse (fixture, TG_BLACK, TG_ANALYSIS_KATAGO, TG_ANALYSIS_SIDE_TO_MOVE, 2);
  assert_truth (last, TG_BLACK);
  g_assert_true (g_file_get_contents (fixture->log_path, &log, NULL, NULL));
  g_assert_nonnull (strstr (log, "kata-analyze B 1 rootInfo true ownership true\n"
                                 "kata-analyze B 1 ownership true\n"));
}

typedef struct
{
  TgAnalysisPerspective perspective;
  gboolean              told;
  gboolean              done;
} Detected;

static void
on_detected (GObject      *source,
             GAsyncResult *result,
             gpointer      user_data)
{
  Detected *detected = user_data;

  detected->perspective =
    tg_analysis_detect_perspective_finish (TG_ENGINE (source), result, &detected->told);
  detected->done = TRUE;
}

static Detected
detect (Fixture               *fixture,
        TgAnalysisPerspective  fallback)
{
  Detected detected = { 0 };

  tg_analysis_detect_perspective_async (fixture->engine, fallback, NULL, on_detected, &detected);
  while (!detected.done)
    g_main_context_iteration (NULL, TRUE);
  return detected;
}

static void
test_detect_told (Fixture       *fixture,
                  gconstpointer  data)
{
  Detected detected;

  start_fake (fixture, "--winrates-as=BLACK --tell-perspective", "");
  detected = detect (fixture, TG_ANALYSIS_WHITE);
  g_assert_true (detected.told);
  g_assert_cmpint (detected.perspective, ==, TG_ANALYSIS_BLACK);
}

/* Real KataGo does not answer the parameter: the profile's setting. */
static void
test_detect_fallback (Fixture       *fixture,
                      gconstpointer  data)
{
  Detected detected;

  start_fake (fixture, "--winrates-as=BLACK", "");
  detected = detect (fixture, TG_ANALYSIS_WHITE);
  g_assert_false (detected.told);
  g_assert_cmpint (detected.perspective, ==, TG_ANALYSIS_WHITE);
  g_assert_true (tg_engine_process_get_running (TG_ENGINE_PROCESS (fixture->engine)));
}

int
main (int   argc,
      char *argv[])
{
  static const Case side_black = { "", "B E5 W C3", TG_BLACK, TG_ANALYSIS_SIDE_TO_MOVE };
  static const Case side_white = { "", "B E5", TG_WHITE, TG_ANALYSIS_SIDE_TO_MOVE };
  static const Case black_white = { "--winrates-as=BLACK", "B E5", TG_WHITE, TG_ANALYSIS_BLACK };
  static const Case white_black = { "--winrates-as=WHITE", "", TG_BLACK, TG_ANALYSIS_WHITE };
  static const Case white_white = { "--winrates-as=WHITE", "B E5", TG_WHITE, TG_ANALYSIS_WHITE };

  g_test_init (&argc, &argv, NULL);
  /* As both main()s do: an engine that dies fails a write, not the test. */
  signal (SIGPIPE, SIG_IGN);

#define ADD(path, func, data) \
  g_test_add (path, Fixture, data, fixture_set_up, func, fixture_tear_down)
  ADD ("/analysis-stream/side-to-move-black", test_perspectives, &side_black);
  ADD ("/analysis-stream/side-to-move-white", test_perspectives, &side_white);
  ADD ("/analysis-stream/black-white-to-move", test_perspectives, &black_white);
  ADD ("/analysis-stream/white-black-to-move", test_perspectives, &white_black);
  ADD ("/analysis-stream/white-white-to-move", test_perspectives, &white_white);
  ADD ("/analysis-stream/leela", test_leela, NULL);
  ADD ("/analysis-stream/old-katago", test_old_katago, NULL);
  ADD ("/analysis-stream/detect-told", test_detect_told, NULL);
  ADD ("/analysis-stream/detect-fallback", test_detect_fallback, NULL);
#undef ADD

  return g_test_run ();
}
