/* test-cli-analyze.c: `tengen-cli analyze` in-process, against the fake
 * GTP engine (TG_FAKE_GTP) as KataGo and as Leela Zero, the fake JSON
 * analysis engine (TG_FAKE_KATAGO_ANALYSIS), and the real GNU Go on a
 * clearly won 9×9 game.
 *
 * The fakes think Black's winrate 0.7 and lead 5, and prefer the first
 * free point in reading order; the records play along the top row, so
 * after move k that point is the row's (k+1)th and each position's best
 * move says which position was analysed.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <signal.h>
#include <glib/gstdio.h>
#include <math.h>

#include "tg-analysis-batch.h"
#include "tg-analysis-record.h"
#include "tg-cli.h"
#include "tg-sgf.h"

#define GNUGO "/usr/games/gnugo"
#define TOP_ROW "(;GM[1]FF[4]SZ[9]KM[6.5];B[aa];W[ba];B[ca];W[da])"
/* White walled into two columns, one White stone dead in Black's
 * area; both pass.  Black wins by far. */
#define WALL "(;GM[1]FF[4]SZ[9]KM[6.5]RU[Chinese]RE[B+38.5]" \
  ";B[cd];W[bd];B[ce];W[be];B[cc];W[bc];B[cf];W[bf];B[cb];W[bb]" \
  ";B[cg];W[bg];B[ca];W[ba];B[ch];W[bh];B[ci];W[bi];B[fc];W[fd];B[fe];W[];B[])"

typedef struct
{
  char      *dir;
  char      *record;
  char      *output;   /* -o OUT.sgf */
  char      *out;
  char      *err;
  JsonNode  *json;
} Fixture;

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  fixture->dir = g_dir_make_tmp ("tengen-cli-analyze-XXXXXX", &error);
  g_assert_no_error (error);
  fixture->record = g_build_filename (fixture->dir, "game.sgf", NULL);
  fixture->output = g_build_filename (fixture->dir, "analysed.sgf", NULL);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  g_unlink (fixture->record);
  g_unlink (fixture->output);
  g_rmdir (fixture->dir);
  g_free (fixture->record);
  g_free (fixture->output);
  g_free (fixture->dir);
  g_free (fixture->out);
  g_free (fixture->err);
  g_clear_pointer (&fixture->json, json_node_unref);
}

static void
write_record (Fixture    *fixture,
              const char *sgf)
{
  g_autoptr(GError) error = NULL;

  g_file_set_contents (fixture->record, sgf, -1, &error);
  g_assert_no_error (error);
}

static char *
stream_text (GOutputStream *stream)
{
  g_output_stream_write_all (stream, "", 1, NULL, NULL, NULL);
  g_output_stream_close (stream, NULL, NULL);
  return g_strdup (g_memory_output_stream_get_data (G_MEMORY_OUTPUT_STREAM (stream)));
}

/* tengen-cli analyze with @options (NULL-terminated) and the record. */
static int
run_analyze (Fixture    *fixture,
             const char *first,
             ...)
{
  g_autoptr(GOutputStream) out = g_memory_output_stream_new_resizable ();
  g_autoptr(GOutputStream) err = g_memory_output_stream_new_resizable ();
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  va_list args;
  int status;

  g_ptr_array_add (argv, (char *) "tengen-cli");
  g_ptr_array_add (argv, (char *) "analyze");
  va_start (args, first);
  for (const char *arg = first; arg != NULL; arg = va_arg (args, const char *))
    g_ptr_array_add (argv, (char *) arg);
  va_end (args);
  g_ptr_array_add (argv, fixture->record);
  g_ptr_array_add (argv, NULL);
  status = tg_cli_main (argv->len - 1, (char **) argv->pdata, out, err);

  g_free (fixture->out);
  g_free (fixture->err);
  fixture->out = stream_text (out);
  fixture->err = stream_text (err);
  g_clear_pointer (&fixture->json, json_node_unref);
  fixture->json = json_from_string (fixture->out, NULL);
  return status;
}

static char *
engine_option (const char *variable,
               const char *options)
{
  const char *path = g_getenv (variable);

  g_assert_nonnull (path);
  return g_strdup_printf ("--engine='%s' %s", path, options);
}

/* The real binary, whose KataGo path has no GTP engine, with an engine
 * that stops reading (@data: its mode) before its queries, more than its
 * pipe holds, are written: what is said is how the engine ended, and the
 * command ends on its own exit status, not killed by the pipe's SIGPIPE. */
static void
test_katago_quits (Fixture       *fixture,
                   gconstpointer  data)
{
  const char *mode = data;
  g_autoptr(GString) sgf = g_string_new ("(;GM[1]FF[4]SZ[19]KM[6.5]");
  g_autofree char *option = g_strdup_printf ("--mode=%s", mode);
  g_autofree char *engine = engine_option ("TG_FAKE_KATAGO_ANALYSIS", option);
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *err = NULL;

  for (guint i = 0; i < 300; i++)
    g_string_append (sgf, i % 2 == 0 ? ";B[]" : ";W[]");
  g_string_append_c (sgf, ')');
  write_record (fixture, sgf->str);
  process = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_SILENCE | G_SUBPROCESS_FLAGS_STDERR_PIPE,
                              &error, TENGEN_CLI_PATH, "analyze", "--katago-analysis", engine,
                              fixture->record, NULL);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (process, NULL, NULL, NULL, &err, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (process));
  g_assert_cmpint (g_subprocess_get_exit_status (process), ==, TG_CLI_EXIT_ERROR);
  if (g_str_equal (mode, "quit"))
    g_assert_nonnull (strstr (err, "tengen-cli analyze: The engine quit with exit status 1 "
                                   "after saying “fake katago: cannot load the model”\n"));
  else
    g_assert_nonnull (strstr (err, "tengen-cli analyze: The engine closed its input or output "
                                   "and did not quit after saying “fake katago: no more "
                                   "input”\n"));
}

static JsonArray *
positions (Fixture *fixture,
           guint    n)
{
  JsonArray *array;

  g_assert_nonnull (fixture->json);
  g_assert_true (JSON_NODE_HOLDS_ARRAY (fixture->json));
  array = json_node_get_array (fixture->json);
  g_assert_cmpuint (json_array_get_length (array), ==, n);
  return array;
}

static gboolean
is_null (JsonObject *object,
         const char *name)
{
  g_assert_true (json_object_has_member (object, name));
  return json_object_get_null_member (object, name);
}

/* Each position of TOP_ROW: its move, and the fake's best move there. */
static void
assert_top_row (JsonArray *array,
                gboolean   with_score)
{
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonObject *position = json_array_get_object_element (array, i);
      g_autofree char *point = g_strdup_printf ("%c9", 'A' + i - 1);
      g_autofree char *best = g_strdup_printf ("%c9", 'A' + i);

      g_assert_cmpint (json_object_get_int_member (position, "move"), ==, i);
      if (i == 0)
        {
          g_assert_true (is_null (position, "color"));
          g_assert_true (is_null (position, "point"));
        }
      else
        {
          g_assert_cmpstr (json_object_get_string_member (position, "color"), ==,
                           i % 2 == 1 ? "B" : "W");
          g_assert_cmpstr (json_object_get_string_member (position, "point"), ==, point);
        }
      g_assert_cmpstr (json_object_get_string_member (position, "best"), ==, best);
      g_assert_cmpfloat_with_epsilon (json_object_get_double_member (position, "winrate"), 0.7,
                                      1e-9);
      if (with_score)
        g_assert_cmpfloat_with_epsilon (json_object_get_double_member (position, "score_lead"),
                                        5, 1e-9);
      else
        g_assert_true (is_null (position, "score_lead"));
      g_assert_false (json_object_has_member (position, "error"));
    }
}

static void
test_katago (Fixture       *fixture,
             gconstpointer  data)
{
  g_autofree char *engine = engine_option ("TG_FAKE_GTP", "");
  JsonArray *array;

  write_record (fixture, TOP_ROW);
  g_assert_cmpint (run_analyze (fixture, engine, "--visits=40", "--json", NULL), ==,
                   TG_CLI_EXIT_OK);
  array = positions (fixture, 5);
  assert_top_row (array, TRUE);
  for (guint i = 0; i < 5; i++)
    g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (array, i),
                                                 "visits"), >=, 40);
  g_assert_nonnull (strstr (fixture->err, "tengen-cli analyze: 5 of 5 positions\n"));
}

/* Leela Zero: no score; its name says whose winrates it reports. */
static void
test_leela (Fixture       *fixture,
            gconstpointer  data)
{
  g_autofree char *engine =
    engine_option ("TG_FAKE_GTP", "--name='Leela Zero' --hide=kata-analyze,kata-set-rule");

  write_record (fixture, TOP_ROW);
  g_assert_cmpint (run_analyze (fixture, engine, "--visits=20", "--perspective=white", "--json",
                                NULL), ==, TG_CLI_EXIT_OK);
  assert_top_row (positions (fixture, 5), FALSE);
}

/* An engine set to report for Black that cannot say so: right only when
 * told, and wrong where White is to move when not. */
static void
test_perspective_option (Fixture       *fixture,
                         gconstpointer  data)
{
  g_autofree char *engine = engine_option ("TG_FAKE_GTP", "--winrates-as=BLACK");
  JsonArray *array;

  write_record (fixture, TOP_ROW);
  g_assert_cmpint (run_analyze (fixture, engine, "--perspective=black", "--visits=20", "--json",
                                NULL), ==, TG_CLI_EXIT_OK);
  assert_top_row (positions (fixture, 5), TRUE);

  g_assert_cmpint (run_analyze (fixture, engine, "--visits=20", "--json", NULL), ==,
                   TG_CLI_EXIT_OK);
  array = positions (fixture, 5);
  g_assert_cmpfloat_with_epsilon (json_object_get_double_member (
                                    json_array_get_object_element (array, 0), "winrate"),
                                  0.7, 1e-9);
  g_assert_cmpfloat_with_epsilon (json_object_get_double_member (
                                    json_array_get_object_element (array, 1), "winrate"),
                                  0.3, 1e-9);
}

static void
test_json_engine (Fixture       *fixture,
                  gconstpointer  data)
{
  g_autofree char *engine = engine_option ("TG_FAKE_KATAGO_ANALYSIS", "");

  write_record (fixture, TOP_ROW);
  g_assert_cmpint (run_analyze (fixture, "--katago-analysis", engine, "--json", NULL), ==,
                   TG_CLI_EXIT_OK);
  assert_top_row (positions (fixture, 5), TRUE);
  g_assert_nonnull (strstr (fixture->err, "tengen-cli analyze: 5 of 5 positions\n"));
}

/* The engine dies in its third analysis: what came before is printed,
 * the rest is marked, and the exit status says so. */
static void
test_engine_dies (Fixture       *fixture,
                  gconstpointer  data)
{
  g_autofree char *engine = engine_option ("TG_FAKE_GTP", "--crash-after=3");
  JsonArray *array;

  write_record (fixture, TOP_ROW);
  g_assert_cmpint (run_analyze (fixture, engine, "--visits=20", "--json", NULL), ==,
                   TG_CLI_EXIT_ERROR);
  array = positions (fixture, 5);
  g_assert_false (json_object_has_member (json_array_get_object_element (array, 1), "error"));
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (array, 1),
                                                  "best"), ==, "B9");
  g_assert_true (is_null (json_array_get_object_element (array, 2), "best"));
  g_assert_nonnull (strstr (json_object_get_string_member (json_array_get_object_element (array, 2),
                                                           "error"),
                                    "quit with exit status 3"));
  g_assert_nonnull (json_object_get_string_member (json_array_get_object_element (array, 4),
                                                   "error"));
  g_assert_nonnull (strstr (fixture->err, "The engine quit with exit status 3 after saying "
                                          "“fake engine: out of memory”"));
}

static GPtrArray *
load_output (Fixture *fixture)
{
  g_autoptr(GFile) file = g_file_new_for_path (fixture->output);
  g_autoptr(GError) error = NULL;
  GPtrArray *roots = tg_sgf_load_file (file, NULL, NULL, &error);

  g_assert_no_error (error);
  return roots;
}

/* -o writes each position's values on its node, Black's, in FF[4]'s V
 * and Sabaki's SBKV and SBKS; the file's other games come along. */
static void
test_output (Fixture       *fixture,
             gconstpointer  data)
{
  g_autofree char *engine = engine_option ("TG_FAKE_GTP", "");
  g_autofree char *original = NULL;
  g_autoptr(GPtrArray) roots = NULL;
  TgNode *node;
  guint n = 0;

  write_record (fixture, TOP_ROW "(;GM[1]FF[4]SZ[9]C[second game])");
  g_assert_cmpint (run_analyze (fixture, engine, "--visits=20", "-o", fixture->output, NULL), ==,
                   TG_CLI_EXIT_OK);
  roots = load_output (fixture);
  g_assert_cmpuint (roots->len, ==, 2);
  for (node = roots->pdata[0]; node != NULL;
       node = tg_node_get_n_children (node) > 0 ? tg_node_get_child (node, 0) : NULL, n++)
    {
      g_assert_cmpstr (tg_node_get_value (node, "SBKV"), ==, "70");
      g_assert_cmpstr (tg_node_get_value (node, "SBKS"), ==, "5");
      g_assert_cmpstr (tg_node_get_value (node, "V"), ==, "5");
    }
  g_assert_cmpuint (n, ==, 5);
  g_assert_cmpstr (tg_node_get_value (roots->pdata[1], "C"), ==, "second game");
  g_assert_null (tg_node_get_value (roots->pdata[1], "SBKV"));

  /* The record read is left as it was. */
  g_assert_true (g_file_get_contents (fixture->record, &original, NULL, NULL));
  g_assert_null (strstr (original, "SBKV"));
}

/* An engine that streams on when asked to stop: stopped one time-out
 * later, never a hang. */
static void
test_engine_deaf (Fixture       *fixture,
                  gconstpointer  data)
{
  g_autofree char *engine = engine_option ("TG_FAKE_GTP", "--deaf");
  gint64 start = g_get_monotonic_time ();
  JsonArray *array;

  write_record (fixture, TOP_ROW);
  g_assert_cmpint (run_analyze (fixture, engine, "--visits=20", "--timeout=1", "--json", NULL),
                   ==, TG_CLI_EXIT_ERROR);
  g_assert_cmpint (g_get_monotonic_time () - start, <, 10 * G_TIME_SPAN_SECOND);
  array = positions (fixture, 5);
  g_assert_nonnull (json_object_get_string_member (json_array_get_object_element (array, 0),
                                                   "error"));
  g_assert_nonnull (strstr (fixture->err, "did not stop its analysis"));
}

/* A move the record holds but the rules refuse: the engine refuses it
 * too, and only the positions after it go without analysis. */
static void
test_illegal_move (Fixture       *fixture,
                   gconstpointer  data)
{
  g_autofree char *engine = engine_option ("TG_FAKE_GTP", "");
  JsonArray *array;

  write_record (fixture, "(;SZ[9];B[ee];W[ee];B[aa])");
  g_assert_cmpint (run_analyze (fixture, engine, "--visits=20", "--json", NULL), ==,
                   TG_CLI_EXIT_ERROR);
  array = positions (fixture, 4);
  g_assert_false (json_object_has_member (json_array_get_object_element (array, 1), "error"));
  for (guint i = 2; i < 4; i++)
    g_assert_nonnull (strstr (json_object_get_string_member (
                                json_array_get_object_element (array, i), "error"),
                              "illegal move"));
}

static void
test_usage (Fixture       *fixture,
            gconstpointer  data)
{
  g_autofree char *plain = engine_option ("TG_FAKE_GTP", "--hide=kata-analyze,lz-analyze");

  write_record (fixture, TOP_ROW);
  g_assert_cmpint (run_analyze (fixture, NULL), ==, TG_CLI_EXIT_ERROR);
  g_assert_cmpstr (fixture->err, ==, "tengen-cli analyze: give --engine=COMMAND and one file\n");
  g_assert_cmpint (run_analyze (fixture, "--engine=/nonexistent/engine", NULL), ==,
                   TG_CLI_EXIT_ERROR);
  g_assert_true (g_str_has_prefix (fixture->err,
                                   "tengen-cli analyze: cannot start “/nonexistent/engine”"));
  g_assert_cmpint (run_analyze (fixture, plain, NULL), ==, TG_CLI_EXIT_ERROR);
  g_assert_nonnull (strstr (fixture->err, "has no analysis commands"));
  g_assert_cmpint (run_analyze (fixture, plain, "--perspective=purple", NULL), ==,
                   TG_CLI_EXIT_ERROR);
  g_assert_nonnull (strstr (fixture->err, "“purple” is not side, black or white"));
}

/* GNU Go: no winrate, a score and a move for every position, and at the
 * end the score's sign is the record's winner. */
static void
test_gnugo (Fixture       *fixture,
            gconstpointer  data)
{
  g_autoptr(GPtrArray) roots = NULL;
  JsonArray *array;
  JsonObject *last;
  TgNode *end;

  if (!g_file_test (GNUGO, G_FILE_TEST_IS_EXECUTABLE))
    {
      g_test_skip ("GNU Go is not installed (" GNUGO "; Debian's gnugo package)");
      return;
    }
  write_record (fixture, WALL);
  g_assert_cmpint (run_analyze (fixture, "--engine=" GNUGO " --mode gtp", "--json",
                                "-o", fixture->output, NULL), ==, TG_CLI_EXIT_OK);
  array = positions (fixture, 24);
  for (guint i = 0; i < 24; i++)
    {
      JsonObject *position = json_array_get_object_element (array, i);

      g_assert_cmpint (json_object_get_int_member (position, "move"), ==, i);
      g_assert_true (is_null (position, "winrate"));
      g_assert_false (is_null (position, "score_lead"));
      g_assert_true (isfinite (json_object_get_double_member (position, "score_lead")));
      g_assert_false (is_null (position, "best"));
      g_assert_false (json_object_has_member (position, "error"));
    }
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (array, 22),
                                                  "point"), ==, "pass");
  last = json_array_get_object_element (array, 23);
  /* RE[B+38.5] */
  g_assert_cmpfloat (json_object_get_double_member (last, "score_lead"), >, 10);

  /* In the record: the same score on the last node, and no winrate. */
  roots = load_output (fixture);
  end = roots->pdata[0];
  while (tg_node_get_n_children (end) > 0)
    end = tg_node_get_child (end, 0);
  g_assert_cmpfloat_with_epsilon (g_ascii_strtod (tg_node_get_value (end, "V"), NULL),
                                  json_object_get_double_member (last, "score_lead"), 0.005);
  g_assert_null (tg_node_get_value (end, "SBKV"));
}

static void
on_batch_finished (TgAnalysisBatch *batch,
                   gboolean         cancelled,
                   const char      *error,
                   gboolean        *finished)
{
  g_assert_null (error);
  *finished = TRUE;
}

/* The leads printed are the ones the window's Analyse Whole Game stores:
 * GNU Go's counts corrected for the tempo over the line, not the count
 * of each position alone. */
static void
test_gnugo_as_window (Fixture       *fixture,
                      gconstpointer  data)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(GPtrArray) roots = NULL;
  g_autoptr(TgGame) game = NULL;
  g_autoptr(GPtrArray) line = NULL;
  g_autoptr(TgEngine) engine = NULL;
  g_autoptr(TgAnalysisBatch) batch = NULL;
  g_autoptr(GError) error = NULL;
  gboolean finished = FALSE;
  JsonArray *array;

  if (!g_file_test (GNUGO, G_FILE_TEST_IS_EXECUTABLE))
    {
      g_test_skip ("GNU Go is not installed (" GNUGO "; Debian's gnugo package)");
      return;
    }
  write_record (fixture, WALL);
  g_assert_cmpint (run_analyze (fixture, "--engine=" GNUGO " --mode gtp", "--json", NULL), ==,
                   TG_CLI_EXIT_OK);
  array = positions (fixture, 24);

  file = g_file_new_for_path (fixture->record);
  roots = tg_sgf_load_file (file, NULL, NULL, &error);
  g_assert_no_error (error);
  game = tg_game_new_from_root (g_ptr_array_steal_index (roots, 0), &error);
  g_assert_no_error (error);
  line = tg_analysis_record_line (game, NULL);
  engine = tg_engine_new_from_command_line (GNUGO " --mode gtp", &error);
  g_assert_no_error (error);
  batch = tg_analysis_batch_new (engine, NULL, TG_ANALYSIS_SIDE_TO_MOVE, game, line, 0);
  g_signal_connect (batch, "finished", G_CALLBACK (on_batch_finished), &finished);
  tg_analysis_batch_start (batch);
  while (!finished)
    g_main_context_iteration (NULL, TRUE);

  g_assert_cmpuint (tg_analysis_batch_get_n_done (batch), ==, 24);
  for (guint i = 0; i < 24; i++)
    {
      TgAnalysis *result = tg_analysis_batch_get_result (batch, i);
      double lead = tg_analysis_batch_get_lead (batch, i);

      g_assert_nonnull (result);
      g_assert_true (isfinite (lead));
      g_assert_cmpfloat_with_epsilon (json_object_get_double_member (
                                        json_array_get_object_element (array, i), "score_lead"),
                                      lead, 1e-9);
    }
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
  ADD ("/cli-analyze/katago", test_katago);
  g_test_add ("/cli-analyze/katago-quits", Fixture, "quit", fixture_set_up, test_katago_quits,
              fixture_tear_down);
  g_test_add ("/cli-analyze/katago-stops-reading", Fixture, "deaf", fixture_set_up,
              test_katago_quits, fixture_tear_down);
  ADD ("/cli-analyze/leela", test_leela);
  ADD ("/cli-analyze/perspective-option", test_perspective_option);
  ADD ("/cli-analyze/json-engine", test_json_engine);
  ADD ("/cli-analyze/engine-dies", test_engine_dies);
  ADD ("/cli-analyze/output", test_output);
  ADD ("/cli-analyze/engine-deaf", test_engine_deaf);
  ADD ("/cli-analyze/illegal-move", test_illegal_move);
  ADD ("/cli-analyze/usage", test_usage);
  ADD ("/cli-analyze/gnugo", test_gnugo);
  ADD ("/cli-analyze/gnugo-as-window", test_gnugo_as_window);
#undef ADD

  return g_test_run ();
}
