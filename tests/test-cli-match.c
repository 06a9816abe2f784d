/* test-cli-match.c: `tengen-cli match` between fake engines (TG_FAKE_GTP),
 * one of which may crash, and a real 9×9 game between two GNU Go.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <signal.h>
#include <glib/gstdio.h>
#include <string.h>

#include "tg-cli.h"

#define GNUGO "/usr/games/gnugo"

typedef struct
{
  char *dir;
  char *record;
  char *out;
  char *err;
} Fixture;

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  fixture->dir = g_dir_make_tmp ("tengen-match-XXXXXX", &error);
  g_assert_no_error (error);
  fixture->record = g_build_filename (fixture->dir, "match.sgf", NULL);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  g_unlink (fixture->record);
  g_rmdir (fixture->dir);
  g_free (fixture->record);
  g_free (fixture->dir);
  g_free (fixture->out);
  g_free (fixture->err);
}

static char *
stream_text (GOutputStream *stream)
{
  GMemoryOutputStream *memory = G_MEMORY_OUTPUT_STREAM (stream);

  g_output_stream_write_all (stream, "", 1, NULL, NULL, NULL);
  g_output_stream_close (stream, NULL, NULL);
  return g_strdup (g_memory_output_stream_get_data (memory));
}

/* Runs tengen-cli with @args (after the program name), keeping what it
 * printed in the fixture. */
static int
run_cli (Fixture     *fixture,
         const char **args)
{
  g_autoptr(GOutputStream) out = g_memory_output_stream_new_resizable ();
  g_autoptr(GOutputStream) err = g_memory_output_stream_new_resizable ();
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  int status;

  g_ptr_array_add (argv, (char *) "tengen-cli");
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (char *) args[i]);
  g_ptr_array_add (argv, NULL);
  status = tg_cli_main (argv->len - 1, (char **) argv->pdata, out, err);

  g_free (fixture->out);
  g_free (fixture->err);
  fixture->out = stream_text (out);
  fixture->err = stream_text (err);
  return status;
}

static char *
fake (const char *options)
{
  const char *path = g_getenv ("TG_FAKE_GTP");

  g_assert_nonnull (path);
  return g_strdup_printf ("'%s' %s", path, options);
}

static TgGame *
load_record (Fixture *fixture)
{
  g_autoptr(GOutputStream) err = g_memory_output_stream_new_resizable ();
  TgGame *game = tg_cli_load_first_game (fixture->record, err);

  g_assert_nonnull (game);
  return game;
}

/* Every move of the main line is legal under our rules. */
static guint
count_legal_moves (TgGame *game)
{
  guint moves = 0;

  for (TgNode *node = tg_game_get_root (game); node != NULL;
       node = tg_node_get_n_children (node) > 0 ? tg_node_get_child (node, 0) : NULL)
    if (node->move_color != TG_EMPTY)
      {
        g_assert_cmpint (node->move_status, ==, TG_MOVE_OK);
        moves++;
      }
  return moves;
}

static void
test_match_fakes (Fixture       *fixture,
                  gconstpointer  data)
{
  g_autofree char *black = fake ("--mode=normal");
  g_autofree char *white = fake ("--mode=normal");
  g_autoptr(TgGame) game = NULL;
  const char *match[] = { "match", "--size=9", "--black", black, "--white", white,
                          "-o", fixture->record, NULL };
  const char *check[] = { "check", fixture->record, NULL };

  g_assert_cmpint (run_cli (fixture, match), ==, TG_CLI_EXIT_OK);
  g_assert_cmpstr (fixture->err, ==, "");
  g_assert_true (g_str_has_prefix (fixture->out, "1. B A9\n"));
  g_assert_nonnull (strstr (fixture->out, "Result: "));

  g_assert_cmpint (run_cli (fixture, check), ==, TG_CLI_EXIT_OK);

  game = load_record (fixture);
  g_assert_cmpuint (count_legal_moves (game), >, 2);
  g_assert_nonnull (tg_game_get_info (game, "RE"));
  /* Each side under its engine's name and version. */
  g_assert_cmpstr (tg_game_get_info (game, "PB"), ==, "Fake Engine 1.0");
  g_assert_cmpstr (tg_game_get_info (game, "PW"), ==, "Fake Engine 1.0");
  g_assert_cmpint (tg_game_get_phase (game), ==, TG_PHASE_FINISHED);
}

static void
test_match_resign (Fixture       *fixture,
                   gconstpointer  data)
{
  g_autofree char *black = fake ("--mode=normal");
  g_autofree char *white = fake ("--mode=resign");
  g_autoptr(TgGame) game = NULL;
  const char *match[] = { "match", "--size=9", "--black", black, "--white", white,
                          "-o", fixture->record, NULL };

  g_assert_cmpint (run_cli (fixture, match), ==, TG_CLI_EXIT_OK);
  g_assert_nonnull (strstr (fixture->out, "White resigns."));
  game = load_record (fixture);
  g_assert_cmpstr (tg_game_get_info (game, "RE"), ==, "B+R");
  g_assert_cmpuint (count_legal_moves (game), ==, 1);
}

static void
test_match_crash (Fixture       *fixture,
                  gconstpointer  data)
{
  g_autofree char *black = fake ("--mode=normal");
  g_autofree char *white = fake ("--mode=crash");
  g_autoptr(TgGame) game = NULL;
  const char *match[] = { "match", "--size=9", "--black", black, "--white", white,
                          "-o", fixture->record, NULL };

  g_assert_cmpint (run_cli (fixture, match), ==, TG_CLI_EXIT_ERROR);
  g_assert_cmpstr (fixture->err, ==,
                   "tengen-cli match: White’s engine: The engine quit with exit status 3 "
                   "after saying “fake engine: out of memory”\n");
  /* Black's first move was played before White's engine died, and the
   * record keeps it, without a result. */
  game = load_record (fixture);
  g_assert_cmpuint (count_legal_moves (game), ==, 1);
  g_assert_null (tg_game_get_info (game, "RE"));
}

static void
test_match_not_started (Fixture       *fixture,
                        gconstpointer  data)
{
  g_autofree char *black = fake ("--mode=normal");
  const char *match[] = { "match", "--size=9", "--black", black,
                          "--white", "/nonexistent/engine --gtp", NULL };
  const char *no_white[] = { "match", "--size=9", "--black", black, NULL };

  g_assert_cmpint (run_cli (fixture, match), ==, TG_CLI_EXIT_ERROR);
  g_assert_true (g_str_has_prefix (fixture->err,
                                   "tengen-cli match: cannot start “/nonexistent/engine --gtp”"));
  g_assert_cmpint (run_cli (fixture, no_white), ==, TG_CLI_EXIT_ERROR);
  g_assert_cmpstr (fixture->err, ==, "tengen-cli match: --black and --white are required\n");
}

/* A timed game: the record holds the clock and every move's time. */
static void
test_match_timed (Fixture       *fixture,
                  gconstpointer  data)
{
  g_autofree char *black = fake ("--mode=normal --time=katago");
  g_autofree char *white = fake ("--mode=normal");
  g_autoptr(TgGame) game = NULL;
  const char *match[] = { "match", "--size=9", "--main=10m", "--canadian=25/5m",
                          "--black", black, "--white", white, "-o", fixture->record, NULL };
  guint moves = 0;

  g_assert_cmpint (run_cli (fixture, match), ==, TG_CLI_EXIT_OK);
  g_assert_cmpstr (fixture->err, ==, "");
  game = load_record (fixture);
  g_assert_cmpstr (tg_game_get_info (game, "TM"), ==, "600");
  g_assert_cmpstr (tg_game_get_info (game, "OT"), ==, "25/300 Canadian");
  for (TgNode *node = tg_game_get_root (game); node != NULL;
       node = tg_node_get_n_children (node) > 0 ? tg_node_get_child (node, 0) : NULL)
    if (node->move_color != TG_EMPTY)
      {
        const char *left = tg_node_get_value (node, node->move_color == TG_BLACK ? "BL" : "WL");
        char *end = NULL;
        double seconds;

        g_assert_nonnull (left);
        seconds = g_ascii_strtod (left, &end);
        g_assert_cmpstr (end, ==, "");
        g_assert_cmpfloat (seconds, >, 590);
        g_assert_cmpfloat (seconds, <=, 600);
        /* Main time: no stones counted yet. */
        g_assert_false (tg_node_has_prop (node, node->move_color == TG_BLACK ? "OB" : "OW"));
        moves++;
      }
  g_assert_cmpuint (moves, >, 2);
}

/* An engine that does not answer in time loses on time, and the record
 * says so. */
static void
test_match_flag_fall (Fixture       *fixture,
                      gconstpointer  data)
{
  g_autofree char *black = fake ("--mode=normal");
  g_autofree char *white = fake ("--mode=hang");
  g_autoptr(TgGame) game = NULL;
  const char *match[] = { "match", "--size=9", "--main=1s", "--byo-yomi=1x1s",
                          "--black", black, "--white", white, "-o", fixture->record, NULL };

  g_assert_cmpint (run_cli (fixture, match), ==, TG_CLI_EXIT_OK);
  g_assert_nonnull (strstr (fixture->out, "White’s time ran out.\nResult: B+T\n"));
  game = load_record (fixture);
  g_assert_cmpstr (tg_game_get_info (game, "RE"), ==, "B+T");
  g_assert_cmpstr (tg_game_get_info (game, "TM"), ==, "1");
  g_assert_cmpstr (tg_game_get_info (game, "OT"), ==, "1x1 byo-yomi");
  g_assert_cmpuint (count_legal_moves (game), ==, 1);
  g_assert_nonnull (tg_node_get_value (tg_node_get_child (tg_game_get_root (game), 0), "BL"));
}

/* Clock options that make no clock are refused before any engine
 * starts. */
static void
test_match_bad_clock (Fixture       *fixture,
                      gconstpointer  data)
{
  g_autofree char *black = fake ("--mode=normal");
  const char *two[] = { "match", "--byo-yomi=3x30s", "--fischer=5s",
                        "--black", black, "--white", black, NULL };
  const char *unreadable[] = { "match", "--main=ten minutes", "--black", black, "--white", black,
                               NULL };
  const char *no_main[] = { "match", "--fischer=5s", "--black", black, "--white", black, NULL };

  g_assert_cmpint (run_cli (fixture, two), ==, TG_CLI_EXIT_ERROR);
  g_assert_nonnull (strstr (fixture->err, "give one"));
  g_assert_cmpstr (fixture->out, ==, "");
  g_assert_cmpint (run_cli (fixture, unreadable), ==, TG_CLI_EXIT_ERROR);
  g_assert_true (g_str_has_prefix (fixture->err, "tengen-cli match: "));
  g_assert_cmpstr (fixture->out, ==, "");
  g_assert_cmpint (run_cli (fixture, no_main), ==, TG_CLI_EXIT_ERROR);
  g_assert_nonnull (strstr (fixture->err, "main time"));
}

/* A complete game between two real engines, through the same client as
 * the app, checked against our rules and our count. */
static void
test_match_gnugo (Fixture       *fixture,
                  gconstpointer  data)
{
  const char *gnugo = GNUGO " --mode gtp --level 1 --chinese-rules";
  const char *match[] = { "match", "--size=9", "--rules=chinese", "--black", gnugo,
                          "--white", gnugo, "-o", fixture->record, NULL };
  g_autoptr(TgGame) game = NULL;
  g_autofree char *points = NULL;
  gint64 start;
  TgScore score;
  guint moves;

  if (!g_file_test (GNUGO, G_FILE_TEST_IS_EXECUTABLE))
    {
      g_test_skip ("GNU Go is not installed at " GNUGO);
      return;
    }

  start = g_get_monotonic_time ();
  g_assert_cmpint (run_cli (fixture, match), ==, TG_CLI_EXIT_OK);
  g_test_message ("GNU Go against GNU Go, 9×9, level 1: %.2f s",
                  (g_get_monotonic_time () - start) / 1e6);
  g_assert_cmpstr (fixture->err, ==, "");

  game = load_record (fixture);
  moves = count_legal_moves (game);
  g_test_message ("%u moves, %s", moves, tg_game_get_info (game, "RE"));
  g_assert_cmpuint (moves, >=, 20);
  /* "GNU Go 3.8", whatever GNU Go is installed. */
  g_assert_true (g_str_has_prefix (tg_game_get_info (game, "PB"), "GNU Go "));
  g_assert_cmpuint (strlen (tg_game_get_info (game, "PB")), >, strlen ("GNU Go "));
  g_assert_cmpint (tg_game_get_phase (game), ==, TG_PHASE_FINISHED);
  g_assert_nonnull (tg_game_get_info (game, "RE"));
  if (tg_game_get_end_reason (game) == TG_END_SCORE)
    {
      /* Ended by two passes: the record's result is our count of the
       * final position with the dead stones both engines named. */
      TgNode *end = tg_game_get_end_node (game);

      g_assert_nonnull (end);
      g_assert_true (end->move_color != TG_EMPTY && end->move_point == TG_PASS);
      tg_game_get_score (game, &score);
      points = tg_score_format_points (&score);
      g_assert_cmpstr (tg_game_get_info (game, "RE"), ==, points);
    }
  else
    g_assert_cmpint (tg_game_get_end_reason (game), ==, TG_END_RESIGNATION);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  /* As both main()s do: an engine that dies fails a write, not the test. */
  signal (SIGPIPE, SIG_IGN);

#define ADD(path, func) \
  g_test_add ("/match/" path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("fakes", test_match_fakes);
  ADD ("resign", test_match_resign);
  ADD ("crash", test_match_crash);
  ADD ("not-started", test_match_not_started);
  ADD ("timed", test_match_timed);
  ADD ("flag-fall", test_match_flag_fall);
  ADD ("bad-clock", test_match_bad_clock);
  ADD ("gnugo", test_match_gnugo);
#undef ADD

  return g_test_run ();
}
