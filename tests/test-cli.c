/* test-cli.c: tengen-cli's commands, in-process and as the real binary.
 *
 * Every expected line was worked out on the board by hand; the comments
 * give the reasoning.  SGF points are column letter then row letter from
 * the top; GTP names count rows from the bottom and skip I.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <gio/gio.h>
#include <glib-unix.h>
#include <unistd.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <signal.h>
#include <string.h>
#include <sys/resource.h>

#include "tg-board-private.h"
#include "tg-cli.h"
#include "tg-sgf.h"
#include "tg-test-util.h"

static char *tmp_dir;

/* 9×9.  White D4 (df) is hemmed in by Black C4 D5 D3; White's E5 F4 E3
 * surround E4.  Black E4 (move 9) takes D4; White retaking at once (move
 * 10) would bring back the position after move 8. */
#define KO_START "(;GM[1]FF[4]SZ[9];B[cf];W[df];B[de];W[ff];B[dg];W[ee];B[hh];W[eg];B[ef]"
#define KO_RETAKE KO_START ";W[df];B[aa])"
/* A threat and its answer first: the board differs, so the retake at move
 * 12 is legal; but Black taking back at once (move 13) repeats move 11. */
#define KO_FIGHT KO_START ";W[ii];B[ai];W[df])"
#define KO_FIGHT_BACK KO_START ";W[ii];B[ai];W[df];B[ef])"
/* Two passes change no position: the retake after them still repeats
 * move 8 (play resumed, spec §4: earlier positions still count). */
#define KO_PASSES KO_START ";W[];B[];W[df])"

/* 5×5.  Black B5 and A4 leave A5 no liberty: White A5 is suicide. */
#define SUICIDE_ONE "(;SZ[5];B[ba];W[ee];B[ab];W[aa])"
/* White B5 then A5: a two-stone group with no liberty that captures
 * nothing (Black A4-B4 keeps A3, B3, C4; C5 keeps D5). */
#define SUICIDE_TWO "(;SZ[5];B[ab];W[ba];B[bb];W[ee];B[ca];W[aa])"
#define OCCUPIED "(;SZ[5];B[cc];W[cc])"

/* 5×5 finished game: Black's wall C1–C5, White's wall D1–D4 and E5, D5
 * dame, a White invader at B3:
 *      A B C D E
 *    5 . . X . O
 *    4 . . X O .
 *    3 . O X O .
 *    2 . . X O .
 *    1 . . X O .
 * With B3 dead: Black 5 stones + 10 territory + ½ = 15.5, White 5 stones
 * + 4 territory + ½ = 9.5, one shared point.  Black passed first at the
 * end, so White collected last: no adjustment. */
#define WALLS "(;GM[1]FF[4]SZ[5];B[cc];W[dc];B[cb];W[db];B[cd];W[dd];B[ca];W[de];B[ce];W[ea]" \
              ";B[];W[bc]"
#define SCORE_A WALLS ";B[];W[])"
#define SCORE_A_TB WALLS ";B[];W[]TB[aa][ba][ab][bb][ac][bc][ad][bd][ae][be]TW[eb][ec][ed][ee])"
/* Black fills A1 in its own area (area unchanged: 6 stones + 9
 * territory + ½), then White passes first: Black collected last. */
#define SCORE_B WALLS ";B[ae];W[];B[])"
#define SCORE_B_RU "(;GM[1]FF[4]SZ[5]RU[CHINESE]KM[4];B[cc];W[dc];B[cb];W[db];B[cd];W[dd];B[ca]" \
                   ";W[de];B[ce];W[ea];B[];W[bc];B[ae];W[];B[])"
/* The same final position from a two-stone handicap (AB C3 C4, White
 * first), White passing first again: the adjustment is off and White
 * receives 2 points. */
#define SCORE_HA "(;GM[1]FF[4]SZ[5]HA[2]AB[cc][cb]KM[0.5];W[dc];B[cd];W[db];B[ca];W[dd];B[ce]" \
                 ";W[de];B[];W[ea];B[];W[bc];B[ae];W[];B[])"

static char *
write_file (const char *name,
            const char *contents)
{
  char *path = g_build_filename (tmp_dir, name, NULL);
  g_autoptr(GError) error = NULL;

  g_file_set_contents (path, contents, -1, &error);
  g_assert_no_error (error);
  return path;
}

static char *
steal_text (GOutputStream *stream)
{
  GMemoryOutputStream *memory = G_MEMORY_OUTPUT_STREAM (stream);

  g_output_stream_write_all (stream, "", 1, NULL, NULL, NULL);
  g_output_stream_close (stream, NULL, NULL);
  return g_memory_output_stream_steal_data (memory);
}

/* Runs tengen-cli in-process with the NULL-terminated arguments. */
static int
run (char      **out_text,
     char      **err_text,
     const char *first,
     ...)
{
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  g_autoptr(GOutputStream) out = g_memory_output_stream_new_resizable ();
  g_autoptr(GOutputStream) err = g_memory_output_stream_new_resizable ();
  const char *arg;
  va_list list;
  int status;

  g_ptr_array_add (args, (gpointer) "tengen-cli");
  va_start (list, first);
  for (arg = first; arg != NULL; arg = va_arg (list, const char *))
    g_ptr_array_add (args, (gpointer) arg);
  va_end (list);
  g_ptr_array_add (args, NULL);

  status = tg_cli_main (args->len - 1, (char **) args->pdata, out, err);
  *out_text = steal_text (out);
  *err_text = steal_text (err);
  return status;
}

/* The real binary, for exit statuses and stdout/stderr wiring. */
static int
run_binary (char      **out_text,
            char      **err_text,
            const char *const *argv)
{
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;

  g_ptr_array_add (args, (gpointer) TENGEN_CLI_PATH);
  for (guint i = 0; argv[i] != NULL; i++)
    g_ptr_array_add (args, (gpointer) argv[i]);
  g_ptr_array_add (args, NULL);

  process = g_subprocess_newv ((const char *const *) args->pdata,
                               G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE,
                               &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (process, NULL, NULL, out_text, err_text, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (process));
  return g_subprocess_get_exit_status (process);
}

static void
assert_check (const char *contents,
              const char *name,
              int         expected_status,
              const char *expected_format)
{
  g_autofree char *path = write_file (name, contents);
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_autofree char *expected = NULL;

  g_assert_cmpint (run (&out, &err, "check", path, NULL), ==, expected_status);
  /* Every %s of the format is the file's name. */
  expected = g_strdup_printf (expected_format, path, path, path);
  g_assert_cmpstr (out, ==, expected);
  g_assert_cmpstr (err, ==, "");
}

static void
test_check_ko (void)
{
  assert_check (KO_RETAKE, "ko-retake.sgf", TG_CLI_EXIT_ILLEGAL,
                "%s: game 1, move 10 (main line): W D4: superko\n");
  assert_check (KO_FIGHT, "ko-fight.sgf", TG_CLI_EXIT_OK, "");
  assert_check (KO_FIGHT_BACK, "ko-fight-back.sgf", TG_CLI_EXIT_ILLEGAL,
                "%s: game 1, move 13 (main line): B E4: superko\n");
  assert_check (KO_PASSES, "ko-passes.sgf", TG_CLI_EXIT_ILLEGAL,
                "%s: game 1, move 12 (main line): W D4: superko\n");
}

static void
test_check_suicide_occupied (void)
{
  assert_check (SUICIDE_ONE, "suicide-one.sgf", TG_CLI_EXIT_ILLEGAL,
                "%s: game 1, move 4 (main line): W A5: suicide\n");
  assert_check (SUICIDE_TWO, "suicide-two.sgf", TG_CLI_EXIT_ILLEGAL,
                "%s: game 1, move 6 (main line): W A5: suicide\n");
  assert_check (OCCUPIED, "occupied.sgf", TG_CLI_EXIT_ILLEGAL,
                "%s: game 1, move 2 (main line): W C3: occupied\n");
}

static void
test_check_games (void)
{
  /* Three games: the first legal, the second and third each with one
   * illegal move, numbered from 1 within the file. */
  assert_check ("(;SZ[5];B[cc];W[dd])" OCCUPIED SUICIDE_ONE, "games.sgf", TG_CLI_EXIT_ILLEGAL,
                "%s: game 2, move 2 (main line): W C3: occupied\n"
                "%s: game 3, move 4 (main line): W A5: suicide\n");
}

static void
test_check_variations (void)
{
  /* Main line legal.  Variation 1: Black D2 on White's stone (move 3);
   * its White C3 is occupied too, and two lines continue below: one report.
   * Variation 2: White A5 suicide at move 6, then Black on C3 (occupied,
   * not judged).  Variation 3 legal. */
  assert_check ("(;SZ[5];B[cc];W[dd]"
                "(;B[dd];W[cc](;B[bb])(;B[bc]))"
                "(;B[ba];W[ee];B[ab];W[aa];B[cc])"
                "(;B[ee]))",
                "variations.sgf", TG_CLI_EXIT_ILLEGAL,
                "%s: game 1, move 3 (main line): B D2: occupied\n"
                "%s: game 1, move 6 (variation 2 at move 3): W A5: suicide\n");
  /* An illegal move on the main line and a variation branching before it
   * that is legal throughout: one report. */
  assert_check ("(;SZ[5];B[cc](;W[cc];B[dd])(;W[dd];B[bb]))", "branch.sgf",
                TG_CLI_EXIT_ILLEGAL, "%s: game 1, move 2 (main line): W C3: occupied\n");
  /* Two forks on the way: the second move 2 (W E1), then the second
   * move 3 (B A5) below it, whose White C3 is on Black's stone. */
  assert_check ("(;SZ[5];B[cc](;W[dd])(;W[ee](;B[dd])(;B[aa];W[cc])))", "forks.sgf",
                TG_CLI_EXIT_ILLEGAL,
                "%s: game 1, move 4 (variation 2 at move 2, 2 at move 3): W C3: occupied\n");
}

static void
test_check_json (void)
{
  g_autofree char *path = write_file ("json.sgf", "(;SZ[5];B[cc];W[dd])" OCCUPIED SUICIDE_ONE);
  g_autofree char *legal = write_file ("json-legal.sgf", KO_FIGHT);
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  JsonArray *array;
  JsonObject *object;

  g_assert_cmpint (run (&out, &err, "check", "--json", path, NULL), ==, TG_CLI_EXIT_ILLEGAL);
  json_parser_load_from_data (parser, out, -1, &error);
  g_assert_no_error (error);
  g_assert_true (JSON_NODE_HOLDS_ARRAY (json_parser_get_root (parser)));
  array = json_node_get_array (json_parser_get_root (parser));
  g_assert_cmpuint (json_array_get_length (array), ==, 2);

  object = json_array_get_object_element (array, 0);
  g_assert_cmpstr (json_object_get_string_member (object, "file"), ==, path);
  g_assert_cmpint (json_object_get_int_member (object, "game"), ==, 2);
  g_assert_cmpint (json_object_get_int_member (object, "move"), ==, 2);
  g_assert_cmpstr (json_object_get_string_member (object, "color"), ==, "W");
  g_assert_cmpstr (json_object_get_string_member (object, "point"), ==, "C3");
  g_assert_cmpstr (json_object_get_string_member (object, "reason"), ==, "occupied");
  /* On the main line: no fork on the way. */
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (object, "variation")),
                    ==, 0);

  object = json_array_get_object_element (array, 1);
  g_assert_cmpint (json_object_get_int_member (object, "game"), ==, 3);
  g_assert_cmpint (json_object_get_int_member (object, "move"), ==, 4);
  g_assert_cmpstr (json_object_get_string_member (object, "point"), ==, "A5");
  g_assert_cmpstr (json_object_get_string_member (object, "reason"), ==, "suicide");

  /* No illegal move: an empty array, still valid JSON. */
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run (&out, &err, "check", "--json", legal, NULL), ==, TG_CLI_EXIT_OK);
  json_parser_load_from_data (parser, out, -1, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (json_array_get_length (json_node_get_array (json_parser_get_root (parser))),
                    ==, 0);
}

static void
test_check_unreadable (void)
{
  g_autofree char *missing = g_build_filename (tmp_dir, "missing.sgf", NULL);
  g_autofree char *path = write_file ("unreadable-other.sgf", OCCUPIED);
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_autofree char *expected =
    g_strdup_printf ("%s: game 1, move 2 (main line): W C3: occupied\n", path);

  /* The other file is still checked, after the unreadable one. */
  g_assert_cmpint (run (&out, &err, "check", missing, path, NULL), ==, TG_CLI_EXIT_ERROR);
  g_assert_cmpstr (out, ==, expected);
  g_assert_nonnull (strstr (err, "missing.sgf"));

  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run (&out, &err, "check", NULL), ==, TG_CLI_EXIT_ERROR);
  g_assert_cmpstr (out, ==, "");
  g_assert_cmpstr (err, !=, "");
}

/* @argv run with its standard output a pipe nobody reads any more: how
 * it ended, as waitpid tells it. */
static GSubprocess *
run_output_closed (const char * const *argv)
{
  g_autoptr(GSubprocessLauncher) launcher =
    g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDERR_SILENCE);
  g_autoptr(GError) error = NULL;
  GSubprocess *process;
  int fds[2];

  g_assert_true (g_unix_open_pipe (fds, FD_CLOEXEC, &error));
  g_assert_no_error (error);
  close (fds[0]);
  g_subprocess_launcher_take_stdout_fd (launcher, fds[1]);
  process = g_subprocess_launcher_spawnv (launcher, argv, &error);
  g_assert_no_error (error);
  g_subprocess_wait (process, NULL, &error);
  g_assert_no_error (error);
  return process;
}

/* tengen-cli check over 3,000 files, its output closed (piped into a
 * head that has had enough): it checks them all and exits with what it
 * found, instead of dying of SIGPIPE at its first line. */
static void
test_binary_output_closed (void)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GSubprocess) process = NULL;

  g_ptr_array_add (argv, g_strdup (TENGEN_CLI_PATH));
  g_ptr_array_add (argv, g_strdup ("check"));
  for (guint i = 0; i < 3000; i++)
    {
      g_autofree char *name = g_strdup_printf ("closed-%u.sgf", i);

      g_ptr_array_add (argv, write_file (name, KO_RETAKE));
    }
  g_ptr_array_add (argv, NULL);
  process = run_output_closed ((const char * const *) argv->pdata);
  g_assert_true (g_subprocess_get_if_exited (process));
  g_assert_cmpint (g_subprocess_get_exit_status (process), ==, TG_CLI_EXIT_ILLEGAL);
  for (guint i = 2; argv->pdata[i] != NULL; i++)
    g_unlink (argv->pdata[i]);
}

/* So does the application's own main(): "tengen --version | true". */
static void
test_app_output_closed (void)
{
  const char *argv[] = { TENGEN_PATH, "--version", NULL };
  g_autoptr(GSubprocess) process = run_output_closed (argv);

  g_assert_true (g_subprocess_get_if_exited (process));
  g_assert_cmpint (g_subprocess_get_exit_status (process), ==, 0);
}

static void
test_binary (void)
{
  g_autofree char *legal = write_file ("binary-legal.sgf", KO_FIGHT);
  g_autofree char *illegal = write_file ("binary-illegal.sgf", KO_RETAKE);
  g_autofree char *missing = g_build_filename (tmp_dir, "binary-missing.sgf", NULL);
  g_autofree char *expected =
    g_strdup_printf ("%s: game 1, move 10 (main line): W D4: superko\n", illegal);
  struct
  {
    const char *argv[4];
    int         status;
  } cases[] = {
    { { "check", legal, NULL }, TG_CLI_EXIT_OK },
    { { "check", illegal, NULL }, TG_CLI_EXIT_ILLEGAL },
    { { "check", missing, legal, NULL }, TG_CLI_EXIT_ERROR },
    { { "check", "--no-such-option", legal, NULL }, TG_CLI_EXIT_ERROR },
    { { "no-such-command", NULL }, TG_CLI_EXIT_ERROR },
    { { NULL }, TG_CLI_EXIT_ERROR },
    { { "score", "--dead=A5", legal, NULL }, TG_CLI_EXIT_ERROR },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *out = NULL;
      g_autofree char *err = NULL;

      g_assert_cmpint (run_binary (&out, &err, cases[i].argv), ==, cases[i].status);
      if (i == 1)
        g_assert_cmpstr (out, ==, expected);
      if (cases[i].status == TG_CLI_EXIT_ERROR)
        g_assert_cmpstr (err, !=, "");
      else
        g_assert_cmpstr (err, ==, "");
    }
}

static void
test_help (void)
{
  const char *commands[] = { "check", "score", "show", "convert" };
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;

  g_assert_cmpint (run (&out, &err, "--help", NULL), ==, TG_CLI_EXIT_OK);
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    g_assert_nonnull (strstr (out, commands[i]));

  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      g_autofree char *usage = g_strdup_printf ("tengen-cli %s [OPTION", commands[i]);

      g_clear_pointer (&out, g_free);
      g_clear_pointer (&err, g_free);
      g_assert_cmpint (run (&out, &err, commands[i], "--help", NULL), ==, TG_CLI_EXIT_OK);
      g_assert_nonnull (strstr (out, usage));
      g_assert_nonnull (strstr (out, "--help"));
      g_assert_cmpstr (err, ==, "");
    }
}

/* score */

static JsonObject *
score_json (JsonParser *parser,
            const char *path,
            const char *option1,
            const char *option2)
{
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_autoptr(GError) error = NULL;
  int status;

  if (option2 != NULL)
    status = run (&out, &err, "score", "--json", option1, option2, path, NULL);
  else if (option1 != NULL)
    status = run (&out, &err, "score", "--json", option1, path, NULL);
  else
    status = run (&out, &err, "score", "--json", path, NULL);
  g_assert_cmpstr (err, ==, "");
  g_assert_cmpint (status, ==, TG_CLI_EXIT_OK);
  json_parser_load_from_data (parser, out, -1, &error);
  g_assert_no_error (error);
  g_assert_true (JSON_NODE_HOLDS_OBJECT (json_parser_get_root (parser)));
  return json_node_get_object (json_parser_get_root (parser));
}

static void
assert_score (JsonObject *score,
              double      black_area,
              double      white_area,
              double      komi,
              double      adjustment,
              double      compensation,
              const char *result)
{
  double margin = black_area - white_area - komi - adjustment - compensation;

  g_assert_cmpfloat (json_object_get_double_member (score, "black_area"), ==, black_area);
  g_assert_cmpfloat (json_object_get_double_member (score, "white_area"), ==, white_area);
  g_assert_cmpfloat (json_object_get_double_member (score, "komi"), ==, komi);
  g_assert_cmpfloat (json_object_get_double_member (score, "adjustment"), ==, adjustment);
  g_assert_cmpfloat (json_object_get_double_member (score, "handicap_compensation"), ==,
                     compensation);
  g_assert_cmpfloat (json_object_get_double_member (score, "margin"), ==, margin);
  g_assert_cmpstr (json_object_get_string_member (score, "result"), ==, result);
}

static void
assert_dead (JsonObject *score,
             const char *expected)
{
  JsonArray *dead = json_object_get_array_member (score, "dead");
  g_autoptr(GString) names = g_string_new (NULL);

  for (guint i = 0; i < json_array_get_length (dead); i++)
    g_string_append_printf (names, "%s%s", i > 0 ? "," : "",
                            json_array_get_string_element (dead, i));
  g_assert_cmpstr (names->str, ==, expected);
}

static void
test_score_dead (void)
{
  g_autofree char *a = write_file ("score-a.sgf", SCORE_A);
  g_autofree char *a_tb = write_file ("score-a-tb.sgf", SCORE_A_TB);
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *score;

  /* No RU, no KM: WMSG with komi 6.5; Black passed first, no adjustment.
   * 15.5 − 9.5 − 6.5 = −0.5. */
  score = score_json (parser, a, "--dead=B3", NULL);
  assert_score (score, 15.5, 9.5, 6.5, 0, 0, "W+0.5");
  g_assert_cmpint (json_object_get_int_member (score, "black_stones"), ==, 5);
  g_assert_cmpint (json_object_get_int_member (score, "white_stones"), ==, 5);
  g_assert_cmpint (json_object_get_int_member (score, "black_territory"), ==, 10);
  g_assert_cmpint (json_object_get_int_member (score, "white_territory"), ==, 4);
  g_assert_cmpint (json_object_get_int_member (score, "shared"), ==, 1);
  g_assert_cmpstr (json_object_get_string_member (score, "last_collector"), ==, "W");
  assert_dead (score, "B3");

  /* The same from TB/TW on the last node: B3 lies in Black's TB. */
  score = score_json (parser, a_tb, NULL, NULL);
  assert_score (score, 15.5, 9.5, 6.5, 0, 0, "W+0.5");
  assert_dead (score, "B3");

  /* Nothing dead: the A–B columns touch B3 and the wall, so with D5 ten
   * points are shared; Black 5 + 5, White 6 + 4 + 5. */
  score = score_json (parser, a, NULL, NULL);
  assert_score (score, 10, 15, 6.5, 0, 0, "W+11.5");
  g_assert_cmpint (json_object_get_int_member (score, "shared"), ==, 10);
  assert_dead (score, "");

  /* One stone names its group: the whole wall dies, and White owns the
   * board (6 stones, 19 empty points). */
  score = score_json (parser, a, "--dead=C3", NULL);
  assert_score (score, 0, 25, 6.5, 0, 0, "W+31.5");
  assert_dead (score, "C5,C4,C3,C2,C1");
  g_assert_cmpint (json_object_get_int_member (score, "black_stones"), ==, 0);

  /* Komi overrides, a draw included. */
  score = score_json (parser, a, "--dead=B3", "--komi=0.5");
  assert_score (score, 15.5, 9.5, 0.5, 0, 0, "B+5.5");
  score = score_json (parser, a, "--dead=b3", "--komi=6");
  assert_score (score, 15.5, 9.5, 6, 0, 0, "0");
}

/* 9×9 set up as a finished game: Black's wall on D, White's on E, a
 * White stone lost at B6 in Black's side and a Black one at H4 in White's;
 * White's G7 sits in its own area:
 *      A B C D E F G H J
 *    7 . . . X O . O . .
 *    6 . O . X O . . . .
 *    4 . . . X O . . X .
 * The estimator must find B6 and H4 dead and nothing else.  Black: 9
 * stones + 27 points = 36; White: 10 stones + 35 points = 45.  Black
 * passed first: no adjustment.  36 − 45 − 6.5 = −15.5. */
#define ESTIMATE "(;GM[1]FF[4]SZ[9]" \
                 "AB[da][db][dc][dd][de][df][dg][dh][di][hf]" \
                 "AW[ea][eb][ec][ed][ee][ef][eg][eh][ei][bd][gc];B[];W[])"

static void
test_score_estimate (void)
{
  g_autofree char *path = write_file ("score-estimate.sgf", ESTIMATE);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  JsonObject *score;

  score = score_json (parser, path, "--estimate-dead", NULL);
  assert_score (score, 36, 45, 6.5, 0, 0, "W+15.5");
  assert_dead (score, "B6,H4");

  /* Estimating and naming dead stones at once is a contradiction. */
  g_assert_cmpint (run (&out, &err, "score", "--estimate-dead", "--dead=B6", path, NULL),
                   ==, TG_CLI_EXIT_ERROR);
  g_assert_cmpstr (err, !=, "");
}

static void
test_score_rules (void)
{
  g_autofree char *b = write_file ("score-b.sgf", SCORE_B);
  g_autofree char *b_ru = write_file ("score-b-ru.sgf", SCORE_B_RU);
  g_autofree char *ha = write_file ("score-ha.sgf", SCORE_HA);
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *score;

  /* White passed first: Black collected last and loses a point under
   * WMSG.  6 − 6.5 − 1 = −1.5. */
  score = score_json (parser, b, "--dead=B3", NULL);
  assert_score (score, 15.5, 9.5, 6.5, 1, 0, "W+1.5");
  g_assert_cmpstr (json_object_get_string_member (score, "last_collector"), ==, "B");
  g_assert_cmpint (json_object_get_int_member (score, "black_stones"), ==, 6);
  g_assert_cmpint (json_object_get_int_member (score, "black_territory"), ==, 9);

  /* Chinese 2002: komi 7.5, no adjustment. */
  score = score_json (parser, b, "--dead=B3", "--rules=chinese");
  assert_score (score, 15.5, 9.5, 7.5, 0, 0, "W+1.5");
  g_assert_cmpstr (json_object_get_string_member (score, "rules"), ==, "Chinese");
  score = score_json (parser, b, "--dead=B3", "--komi=3");
  assert_score (score, 15.5, 9.5, 3, 1, 0, "B+2");

  /* RU[CHINESE] (any case) and KM[4] from the file: 6 − 4 = 2. */
  score = score_json (parser, b_ru, "--dead=B3", NULL);
  assert_score (score, 15.5, 9.5, 4, 0, 0, "B+2");
  /* --rules beats RU; KM still gives the komi: 6 − 4 − 1 = 1. */
  score = score_json (parser, b_ru, "--dead=B3", "--rules=WMSG");
  assert_score (score, 15.5, 9.5, 4, 1, 0, "B+1");

  /* Handicap 2: no adjustment although White passed first; White gets
   * 2 points.  6 − 0.5 − 2 = 3.5. */
  score = score_json (parser, ha, "--dead=B3", NULL);
  assert_score (score, 15.5, 9.5, 0.5, 0, 2, "B+3.5");
  g_assert_cmpint (json_object_get_int_member (score, "handicap"), ==, 2);
}

static void
test_score_errors (void)
{
  g_autofree char *a = write_file ("score-errors.sgf", SCORE_A);
  const char *bad[][2] = {
    { "--dead=A5", "A5" },       /* an empty point */
    { "--dead=Z9", "Z9" },       /* not on a 5×5 board */
    { "--rules=japanese", "japanese" },
    { "--komi=lots", "lots" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autofree char *out = NULL;
      g_autofree char *err = NULL;

      g_assert_cmpint (run (&out, &err, "score", bad[i][0], a, NULL), ==, TG_CLI_EXIT_ERROR);
      g_assert_cmpstr (out, ==, "");
      g_assert_nonnull (strstr (err, bad[i][1]));
    }
}

static void
test_score_text (void)
{
  g_autofree char *a = write_file ("score-text.sgf", SCORE_A);
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;

  g_assert_cmpint (run (&out, &err, "score", "--dead=B3", a, NULL), ==, TG_CLI_EXIT_OK);
  g_assert_cmpstr (err, ==, "");
  g_assert_nonnull (strstr (out, "15.5"));
  g_assert_nonnull (strstr (out, "9.5"));
  g_assert_nonnull (strstr (out, "W+0.5"));
  /* The count in stones: Black needs 12½ + 3¼ = 15¾ and has 15½. */
  g_assert_nonnull (strstr (out, "15¾"));
}

/* The 11th UEC Cup, Ray vs Natsukaze, played out on NNGS under Japanese
 * rules to two passes (White, then Black).  Its RE[W+3.5] is the
 * Japanese count with every stone alive: territory + prisoners 19 + 30
 * against 22 + 24, komi 6.5.  By area, nothing dead: Black 164 stones
 * + 19, White 154 + 22, two dame (one each): 184 against 177.  RU
 * Japanese is unknown here, so WMSG, and Black collected last. */
static void
test_score_corpus (void)
{
  g_autofree char *path = tg_test_corpus_path ("games", "ai",
                                               "The_11th_Computer_Go_UEC_Cup_day1_3-Ray-Natsukaze.sgf",
                                               NULL);
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *score;

  score = score_json (parser, path, NULL, NULL);
  assert_score (score, 184, 177, 6.5, 1, 0, "W+0.5");
  g_assert_cmpint (json_object_get_int_member (score, "black_stones"), ==, 164);
  g_assert_cmpint (json_object_get_int_member (score, "white_stones"), ==, 154);
  g_assert_cmpint (json_object_get_int_member (score, "shared"), ==, 2);
  assert_dead (score, "");

  score = score_json (parser, path, "--rules=chinese", NULL);
  assert_score (score, 184, 177, 6.5, 0, 0, "B+0.5");
}

/* show */

static void
assert_shows (const char *output,
              const char *diagram)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TgBoard) board = tg_board_new_from_diagram (diagram, &error);
  g_autofree char *expected = NULL;

  g_assert_no_error (error);
  expected = tg_board_to_diagram (board, TRUE);
  g_assert_nonnull (strstr (output, expected));
}

static void
test_show (void)
{
  g_autofree char *path = write_file ("show.sgf", KO_FIGHT);
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;

  /* After Black E4 took D4. */
  g_assert_cmpint (run (&out, &err, "show", "--move=9", path, NULL), ==, TG_CLI_EXIT_OK);
  g_assert_cmpstr (err, ==, "");
  assert_shows (out,
                ". . . . . . . . .\n"
                ". . . . . . . . .\n"
                ". . . . . . . . .\n"
                ". . . . . . . . .\n"
                ". . . X O . . . .\n"
                ". . X . X O . . .\n"
                ". . . X O . . . .\n"
                ". . . . . . . X .\n"
                ". . . . . . . . .\n");
  g_assert_nonnull (strstr (out, "Move 9: B E4"));
  g_assert_nonnull (strstr (out, "White to move"));
  g_assert_nonnull (strstr (out, "Captures: Black 1, White 0"));

  /* The end: White's threat J1, Black's answer A1, White's retake. */
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run (&out, &err, "show", path, NULL), ==, TG_CLI_EXIT_OK);
  assert_shows (out,
                ". . . . . . . . .\n"
                ". . . . . . . . .\n"
                ". . . . . . . . .\n"
                ". . . . . . . . .\n"
                ". . . X O . . . .\n"
                ". . X O . O . . .\n"
                ". . . X O . . . .\n"
                ". . . . . . . X .\n"
                "X . . . . . . . O\n");
  g_assert_nonnull (strstr (out, "Move 12: W D4"));
  g_assert_nonnull (strstr (out, "Black to move"));
  g_assert_nonnull (strstr (out, "Captures: Black 1, White 1"));

  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run (&out, &err, "show", "--move=0", path, NULL), ==, TG_CLI_EXIT_OK);
  g_assert_nonnull (strstr (out, "Black to move"));
  g_assert_null (strstr (out, "X"));

  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run (&out, &err, "show", "--move=13", path, NULL), ==, TG_CLI_EXIT_ERROR);
  g_assert_cmpstr (out, ==, "");
  g_assert_cmpstr (err, !=, "");
}

/* convert */

static void
test_convert (void)
{
  /* FF[3] in Latin-1 (é is one byte, 0xE9), no closing parenthesis. */
  g_autofree char *path = write_file ("latin1.sgf",
                                      "(;FF[3]GM[1]CA[ISO-8859-1]SZ[9]PB[Jos\xe9];B[ee];W[cc]");
  g_autofree char *target = g_build_filename (tmp_dir, "converted.sgf", NULL);
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_autofree char *text = NULL;
  g_autoptr(GPtrArray) roots = NULL;
  g_autoptr(GError) error = NULL;
  TgNode *node;

  g_assert_cmpint (run (&out, &err, "convert", path, "-o", target, NULL), ==, TG_CLI_EXIT_OK);
  g_assert_cmpstr (out, ==, "");
  /* The missing ')' is a repair the reader reports. */
  g_assert_nonnull (strstr (err, "latin1.sgf: "));

  g_file_get_contents (target, &text, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (g_utf8_validate (text, -1, NULL));
  g_assert_nonnull (strstr (text, "FF[4]"));
  g_assert_nonnull (strstr (text, "CA[UTF-8]"));
  g_assert_nonnull (strstr (text, "PB[José]"));

  roots = tg_sgf_parse (text, strlen (text), NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (roots->len, ==, 1);
  node = tg_node_get_child (roots->pdata[0], 0);
  g_assert_cmpstr (tg_node_get_value (node, "B"), ==, "ee");
  node = tg_node_get_child (node, 0);
  g_assert_cmpstr (tg_node_get_value (node, "W"), ==, "cc");

  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run (&out, &err, "convert", path, NULL), ==, TG_CLI_EXIT_ERROR);
  g_assert_cmpstr (err, !=, "");
}

/* Fox's handicap stones in a node of their own: kept there by a plain
 * convert, moved into the root with --normalize. */
static void
test_convert_normalize (void)
{
  g_autofree char *path = write_file ("fox-handicap.sgf",
                                      "(;GM[1]SZ[19]HA[2]AP[foxwq];AB[pd][dp];W[dc];B[pq])");
  g_autofree char *target = g_build_filename (tmp_dir, "normalized.sgf", NULL);
  const char *modes[] = { NULL, "--normalize" };

  for (gsize i = 0; i < G_N_ELEMENTS (modes); i++)
    {
      g_autofree char *out = NULL;
      g_autofree char *err = NULL;
      g_autofree char *text = NULL;
      g_autoptr(GPtrArray) roots = NULL;
      g_autoptr(GError) error = NULL;
      TgNode *root;

      g_assert_cmpint (run (&out, &err, "convert", path, "-o", target, modes[i], NULL), ==,
                       TG_CLI_EXIT_OK);
      g_assert_true (g_file_get_contents (target, &text, NULL, NULL));
      roots = tg_sgf_parse (text, strlen (text), NULL, &error);
      g_assert_no_error (error);
      root = roots->pdata[0];
      if (modes[i] == NULL)
        {
          g_assert_cmpuint (tg_node_count_tree (root), ==, 4);
          g_assert_false (tg_node_has_prop (root, "AB"));
          g_assert_cmpstr (tg_node_get_value (tg_node_get_child (root, 0), "AB"), ==, "pd");
          g_assert_null (strstr (err, "Handicap"));
        }
      else
        {
          g_assert_cmpuint (tg_node_count_tree (root), ==, 3);
          g_assert_cmpuint (tg_node_get_prop (root, "AB")->n_values, ==, 2);
          g_assert_cmpstr (tg_node_get_value (tg_node_get_child (root, 0), "W"), ==, "dc");
          g_assert_nonnull (strstr (err, "Handicap stones moved"));
        }
    }
}

/* A file-size limit below the converted record: the write fails, which
 * must leave the existing file as it was. */
static void
limit_file_size (gpointer user_data)
{
  struct rlimit limit;

  signal (SIGXFSZ, SIG_IGN);
  getrlimit (RLIMIT_FSIZE, &limit);
  limit.rlim_cur = 4096;
  setrlimit (RLIMIT_FSIZE, &limit);
}

static void
test_convert_file_size_limit (void)
{
  g_autoptr(GString) record = g_string_new ("(;GM[1]FF[4]SZ[19]C[");
  g_autofree char *path = NULL;
  g_autofree char *target = write_file ("limited.sgf", "(;GM[1]SZ[9]C[keep me];B[ee])\n");
  g_autofree char *target_display = g_filename_display_name (target);
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GDir) dir = NULL;
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_autofree char *text = NULL;
  const char *name;

  for (guint i = 0; i < 200; i++)
    g_string_append (record, "A comment two hundred times over. ");
  g_string_append (record, "];B[pd];W[dp])");
  path = write_file ("long-comment.sgf", record->str);

  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE
                                        | G_SUBPROCESS_FLAGS_STDERR_PIPE);
  g_subprocess_launcher_set_child_setup (launcher, limit_file_size, NULL, NULL);
  process = g_subprocess_launcher_spawn (launcher, &error, TENGEN_CLI_PATH,
                                         "convert", path, "-o", target, NULL);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (process, NULL, NULL, &out, &err, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (process));
  g_assert_cmpint (g_subprocess_get_exit_status (process), ==, TG_CLI_EXIT_ERROR);
  g_file_get_contents (target, &text, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (text, ==, "(;GM[1]SZ[9]C[keep me];B[ee])\n");
  dir = g_dir_open (tmp_dir, 0, &error);
  g_assert_no_error (error);
  while ((name = g_dir_read_name (dir)) != NULL)
    g_assert_null (strstr (name, ".tengen-save-"));

  g_assert_cmpstr (out, ==, "");
  g_assert_nonnull (strstr (err, target_display));
  g_assert_nonnull (strstr (err, "larger than the system allows"));
}

/* The corpus */

static void
assert_corpus_check (const char *name,
                     int         expected_status,
                     const char *expected_line)
{
  g_autofree char *path = tg_test_corpus_path ("littlego", "Illegal games", name, NULL);
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_autofree char *expected = NULL;

  g_test_message ("%s", name);
  g_assert_cmpint (run (&out, &err, "check", path, NULL), ==, expected_status);
  expected = expected_line != NULL ? g_strdup_printf ("%s: %s\n", path, expected_line)
                                   : g_strdup ("");
  g_assert_cmpstr (out, ==, expected);
}

static void
test_corpus_littlego (void)
{
  const char *no_move_at_fault[] = {
    "illegal-setup.sgf", "setup-after-first-move.sgf", "setup-player-after-first-move.sgf",
    "setup-before-handicap-setup.sgf", "not-enough-handicap-stones.sgf",
  };
  const char *encodings[] = {
    "encoding-detection-fails.sgf", "encoding-multiple.sgf", "encoding-unsupported.sgf",
  };

  /* Move 15 Black H6 (hd), move 16 White on the same point; the node
   * heads two more lines, reported once.  The other variation (B H2,
   * W H3) is legal. */
  assert_corpus_check ("illegal-move.sgf", TG_CLI_EXIT_ILLEGAL, "game 1, move 16 (main line): W H6: occupied");
  /* 11×11.  White D5 (move 22) takes the two stones E5 F5; Black E5 at
   * once takes D5 back, one stone, and the board is as after move 20:
   * sending two, returning one. */
  assert_corpus_check ("positional-superko.sgf", TG_CLI_EXIT_ILLEGAL, "game 1, move 23 (main line): B E5: superko");
  /* Black's big group down to C9 and the throw-ins: White C9 (22), Black
   * A9 takes B9 C9 (23), White B9 (24) takes A9 back: the board after
   * move 20 again (Black passed at 21). */
  assert_corpus_check ("situational-superko.sgf", TG_CLI_EXIT_ILLEGAL, "game 1, move 24 (main line): W B9: superko");
  /* No SZ: 19×19.  Black A18 and B19 take A19's liberties. */
  assert_corpus_check ("suicide.sgf", TG_CLI_EXIT_ILLEGAL, "game 1, move 4 (main line): W A19: suicide");
  /* Black fills all but T1 while White passes; White T1 takes 360
   * stones; Black fills again around it.  Every position is new (the
   * second round always has White T1), so 1,395 legal moves. */
  assert_corpus_check ("too-many-moves.sgf", TG_CLI_EXIT_OK, NULL);
  /* Setup stones and handicap oddities are not moves: nothing to judge. */
  for (guint i = 0; i < G_N_ELEMENTS (no_move_at_fault); i++)
    assert_corpus_check (no_move_at_fault[i], TG_CLI_EXIT_OK, NULL);

  /* Not SGF at all: a read error, exit 2, nothing on stdout. */
  assert_corpus_check ("not-an-sgf-file.sgf", TG_CLI_EXIT_ERROR, NULL);
  /* No moves, whatever the reader makes of the charsets. */
  for (guint i = 0; i < G_N_ELEMENTS (encodings); i++)
    {
      g_autofree char *path = tg_test_corpus_path ("littlego", "Illegal games", encodings[i],
                                                   NULL);
      g_autofree char *out = NULL;
      g_autofree char *err = NULL;

      g_assert_cmpint (run (&out, &err, "check", path, NULL), !=, TG_CLI_EXIT_ILLEGAL);
      g_assert_cmpstr (out, ==, "");
    }
}

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

/* Three records of the 11th UEC Cup (Japanese rules, which allow it)
 * repeat a whole-board position, each by sending two and returning one:
 * - Natsukaze–QuinoaIgo: W O1 (372) thrown in, B M1 (373) takes N1 O1,
 *   W N1 (374) takes M1: the board after move 371.
 * - Akira–QuinoaIgo: W Q19 (306), B O19 (307) takes P19 Q19, W P19 (308)
 *   takes O19: the board after move 305.
 * - QuinoaIgo–Kugutsu: B A18 (315), W A16 (316) takes A17 A18, B A17 (317)
 *   takes A16: the board after move 314.
 * Every other move of the 1,032 games is legal. */
static void
test_corpus_ai (void)
{
  g_autofree char *dir_path = tg_test_corpus_path ("games", "ai", NULL);
  g_autoptr(GDir) dir = NULL;
  g_autoptr(GPtrArray) args = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GOutputStream) out = g_memory_output_stream_new_resizable ();
  g_autoptr(GOutputStream) err = g_memory_output_stream_new_resizable ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) expected = g_string_new (NULL);
  g_autofree char *out_text = NULL;
  g_autofree char *err_text = NULL;
  const char *name;
  const char *repeats[] = {
    "The_11th_Computer_Go_UEC_Cup_day1_2-Natsukaze-QuinoaIgo.sgf: game 1, move 374 (main line): W N1: superko",
    "The_11th_Computer_Go_UEC_Cup_day1_5-Akira-QuinoaIgo.sgf: game 1, move 308 (main line): W P19: superko",
    "The_11th_Computer_Go_UEC_Cup_day1_6-QuinoaIgo-Kugutsu.sgf: game 1, move 317 (main line): B A17: superko",
  };
  int status;

  dir = g_dir_open (dir_path, 0, &error);
  g_assert_no_error (error);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      if (g_str_has_suffix (name, ".sgf"))
        g_ptr_array_add (args, g_build_filename (dir_path, name, NULL));
    }
  g_assert_cmpuint (args->len, ==, 1032);
  g_ptr_array_sort (args, compare_names);
  g_ptr_array_insert (args, 0, g_strdup ("check"));
  g_ptr_array_add (args, NULL);

  status = tg_cli_check (args->len - 1, (char **) args->pdata, out, err);
  out_text = steal_text (out);
  err_text = steal_text (err);
  g_assert_cmpstr (err_text, ==, "");
  g_assert_cmpint (status, ==, TG_CLI_EXIT_ILLEGAL);

  for (guint i = 0; i < G_N_ELEMENTS (repeats); i++)
    g_string_append_printf (expected, "%s%s%s\n", dir_path, G_DIR_SEPARATOR_S, repeats[i]);
  g_assert_cmpstr (out_text, ==, expected->str);
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GDir) dir = NULL;
  const char *name;
  int status;

  tg_test_init_corpus (&argc, &argv);
  g_test_init (&argc, &argv, NULL);
  tmp_dir = g_dir_make_tmp ("test-cli-XXXXXX", &error);
  g_assert_no_error (error);

  tg_test_add_func ("/cli/check/ko", test_check_ko);
  tg_test_add_func ("/cli/check/suicide-occupied", test_check_suicide_occupied);
  tg_test_add_func ("/cli/check/games", test_check_games);
  tg_test_add_func ("/cli/check/variations", test_check_variations);
  tg_test_add_func ("/cli/check/json", test_check_json);
  tg_test_add_func ("/cli/check/unreadable", test_check_unreadable);
  tg_test_add_func ("/cli/binary", test_binary);
  tg_test_add_func ("/cli/binary/output-closed", test_binary_output_closed);
  tg_test_add_func ("/cli/app/output-closed", test_app_output_closed);
  tg_test_add_func ("/cli/help", test_help);
  tg_test_add_func ("/cli/score/dead", test_score_dead);
  tg_test_add_func ("/cli/score/rules", test_score_rules);
  tg_test_add_func ("/cli/score/estimate", test_score_estimate);
  tg_test_add_func ("/cli/score/errors", test_score_errors);
  tg_test_add_func ("/cli/score/text", test_score_text);
  tg_test_add_corpus_func ("/cli/score/corpus", test_score_corpus);
  tg_test_add_func ("/cli/show", test_show);
  tg_test_add_func ("/cli/convert", test_convert);
  tg_test_add_func ("/cli/convert/normalize", test_convert_normalize);
  tg_test_add_func ("/cli/convert/file-size-limit", test_convert_file_size_limit);
  tg_test_add_corpus_func ("/cli/corpus/littlego", test_corpus_littlego);
  tg_test_add_corpus_func ("/cli/corpus/ai", test_corpus_ai);

  status = tg_test_run ();

  dir = g_dir_open (tmp_dir, 0, &error);
  g_assert_no_error (error);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (tmp_dir, name, NULL);

      g_remove (path);
    }
  g_rmdir (tmp_dir);
  g_free (tmp_dir);
  return status;
}
