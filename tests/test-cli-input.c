/* test-cli-input.c: tengen-cli on hostile and odd input — moves that
 * name no point, terminal escapes in a record, numbers out of range,
 * options out of range.  Files are written here, into a scratch folder.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gio/gio.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <signal.h>
#include <string.h>
#include <sys/resource.h>

#include "tg-cli.h"
#include "tg-test-util.h"

static char *tmp_dir;

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
  g_output_stream_write_all (stream, "", 1, NULL, NULL, NULL);
  g_output_stream_close (stream, NULL, NULL);
  return g_memory_output_stream_steal_data (G_MEMORY_OUTPUT_STREAM (stream));
}

static int
run (char      **out_text,
     char      **err_text,
     const char *first,
     ...)
{
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  g_autoptr(GOutputStream) out = g_memory_output_stream_new_resizable ();
  g_autoptr(GOutputStream) err = g_memory_output_stream_new_resizable ();
  va_list list;
  int status;

  g_ptr_array_add (args, (gpointer) "tengen-cli");
  va_start (list, first);
  for (const char *arg = first; arg != NULL; arg = va_arg (list, const char *))
    g_ptr_array_add (args, (gpointer) arg);
  va_end (list);
  g_ptr_array_add (args, NULL);
  status = tg_cli_main (args->len - 1, (char **) args->pdata, out, err);
  *out_text = steal_text (out);
  *err_text = steal_text (err);
  return status;
}

/* Each line's first flag, with a reason of its own; the value as the
 * record has it, in brackets, when it names no point. */
static void
test_check_unplaceable (void)
{
  g_autofree char *moves = write_file ("off.sgf", "(;SZ[9];B[cc](;W[zz])(;W[a])(;W[AA])"
                                                  "(;W[ab:cd])(;W[dd]B[ee]))");
  g_autofree char *setup = write_file ("setup.sgf", "(;SZ[9]AB[aa:zz];B[cc])");
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_autofree char *expected = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  JsonObject *object;

  g_assert_cmpint (run (&out, &err, "check", moves, NULL), ==, TG_CLI_EXIT_ILLEGAL);
  expected = g_strdup_printf ("%1$s: game 1, move 2 (main line): W [zz]: off-board\n"
                              "%1$s: game 1, move 2 (variation 2 at move 2): W [a]: malformed\n"
                              "%1$s: game 1, move 2 (variation 3 at move 2): W [AA]: off-board\n"
                              "%1$s: game 1, move 2 (variation 4 at move 2): W [ab:cd]: "
                              "malformed\n"
                              "%1$s: game 1, move 2 (variation 5 at move 2): W D6: two-moves\n",
                              moves);
  g_assert_cmpstr (out, ==, expected);
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_clear_pointer (&expected, g_free);

  g_assert_cmpint (run (&out, &err, "check", setup, NULL), ==, TG_CLI_EXIT_ILLEGAL);
  expected = g_strdup_printf ("%s: game 1, move 0 (main line): AB [aa:zz]: off-board\n", setup);
  g_assert_cmpstr (out, ==, expected);
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  g_assert_cmpint (run (&out, &err, "check", "--json", setup, NULL), ==, TG_CLI_EXIT_ILLEGAL);
  json_parser_load_from_data (parser, out, -1, &error);
  g_assert_no_error (error);
  object = json_array_get_object_element (json_node_get_array (json_parser_get_root (parser)), 0);
  g_assert_cmpstr (json_object_get_string_member (object, "reason"), ==, "off-board");
  g_assert_cmpstr (json_object_get_string_member (object, "property"), ==, "AB");
  g_assert_cmpstr (json_object_get_string_member (object, "value"), ==, "aa:zz");
  g_assert_true (json_object_get_null_member (object, "point"));
}

/* Nothing from a file reaches the terminal as a control character. */
static void
test_escapes (void)
{
  g_autofree char *path = write_file ("escape.sgf",
                                      "(;SZ[9\x1b\\]0;owned\x07]PB[\x1b[2K];B[aa])");
  g_autofree char *moves = write_file ("escape-moves.sgf",
                                       "(;SZ[9]PB[\x1b[2K]CA[\x1b[31m];B[\x1b[2J])");
  g_autofree char *target = g_build_filename (tmp_dir, "escape-out.sgf", NULL);
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;

  g_assert_cmpint (run (&out, &err, "check", path, NULL), ==, TG_CLI_EXIT_ERROR);
  g_assert_null (strchr (err, '\x1b'));
  g_assert_nonnull (strstr (err, "SZ[9\\x1b]0;owned\\x07]"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  g_assert_cmpint (run (&out, &err, "convert", moves, "-o", target, NULL), ==, TG_CLI_EXIT_OK);
  g_assert_null (strchr (err, '\x1b'));
  g_assert_nonnull (strstr (err, "CA[\\x1b[31m]"));
  g_assert_nonnull (strstr (err, "B[\\x1b[2J] is not a point"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run (&out, &err, "check", moves, NULL), ==, TG_CLI_EXIT_ILLEGAL);
  g_assert_null (strchr (out, '\x1b'));
  g_assert_nonnull (strstr (out, ": B [\\x1b[2J]: malformed\n"));
}

/* KM[1e308] is no komi: the rule set's, and a margin that fits. */
static void
test_score_komi (void)
{
  g_autofree char *path = write_file ("huge-komi.sgf", "(;SZ[5]KM[1e308];B[cc];W[];B[])");
  g_autofree char *nan = write_file ("nan-komi.sgf", "(;SZ[5]KM[nan];B[cc];W[];B[])");
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  JsonObject *object;

  /* 25 points of Black's, komi 6.5 (WMSG) and one point for collecting
   * last (White passed first): B+17.5. */
  g_assert_cmpint (run (&out, &err, "score", "--json", path, NULL), ==, TG_CLI_EXIT_OK);
  json_parser_load_from_data (parser, out, -1, &error);
  g_assert_no_error (error);
  object = json_node_get_object (json_parser_get_root (parser));
  g_assert_cmpfloat (json_object_get_double_member (object, "komi"), ==, 6.5);
  g_assert_cmpstr (json_object_get_string_member (object, "result"), ==, "B+17.5");
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  g_assert_cmpint (run (&out, &err, "score", nan, NULL), ==, TG_CLI_EXIT_OK);
  g_assert_nonnull (strstr (out, "komi 6.5\n"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  /* 5×5 takes komi up to 26. */
  g_assert_cmpint (run (&out, &err, "score", "--komi=26", path, NULL), ==, TG_CLI_EXIT_OK);
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run (&out, &err, "score", "--komi=26.5", path, NULL), ==, TG_CLI_EXIT_ERROR);
  g_assert_nonnull (strstr (err, "from −26 to 26"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run (&out, &err, "score", "--komi=1e300", path, NULL), ==, TG_CLI_EXIT_ERROR);
  g_assert_nonnull (strstr (err, "is not a komi"));
}

static void
test_option_ranges (void)
{
  g_autofree char *path = write_file ("short.sgf", "(;SZ[5];B[cc])");
  const char *const refused[][6] = {
    { "match", "--black=true", "--white=true", "--timeout=2147484", NULL },
    { "match", "--black=true", "--white=true", "--timeout=0", NULL },
    { "match", "--black=true", "--white=true", "--komi=nan", NULL },
    { "match", "--black=true", "--white=true", "--size=9", "--komi=82.5", NULL },
    { "match", "--black=true", "--white=true", "--max-moves=-1", NULL },
    { "analyze", "--engine=true", "--timeout=2147484", path, NULL },
    { "show", "--move=-2", path, NULL },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      g_autofree char *out = NULL;
      g_autofree char *err = NULL;
      g_autoptr(GOutputStream) out_stream = g_memory_output_stream_new_resizable ();
      g_autoptr(GOutputStream) err_stream = g_memory_output_stream_new_resizable ();
      guint argc = 0;
      int status;

      while (refused[i][argc] != NULL)
        argc++;
      g_test_message ("%s %s", refused[i][0], refused[i][argc - 1]);
      status = tg_cli_main (argc + 1, (char **) (const char *[]) {
                              "tengen-cli", refused[i][0], refused[i][1], refused[i][2],
                              refused[i][3], refused[i][4], NULL }, out_stream, err_stream);
      out = steal_text (out_stream);
      err = steal_text (err_stream);
      g_assert_cmpint (status, ==, TG_CLI_EXIT_ERROR);
      g_assert_cmpstr (out, ==, "");
      g_assert_cmpstr (err, !=, "");
    }
}

/* AddressSanitizer reserves terabytes of address space: a limit on it
 * is a limit on memory only without the sanitizer. */
#if defined(__SANITIZE_ADDRESS__)
# define LIMIT_ADDRESS_SPACE FALSE
#elif defined(__has_feature)
# if __has_feature(address_sanitizer)
#  define LIMIT_ADDRESS_SPACE FALSE
# endif
#endif
#ifndef LIMIT_ADDRESS_SPACE
# define LIMIT_ADDRESS_SPACE TRUE
#endif

/* A file that never ends, under a memory limit of 1.5 GB: said, not an
 * abort in g_malloc () — the whole of /dev/zero was read into memory. */
static void
test_check_endless (void)
{
  if (g_test_subprocess ())
    {
      struct rlimit limit = { 1536 * 1024 * 1024L, 1536 * 1024 * 1024L };
      g_autofree char *out = NULL;
      g_autofree char *err = NULL;

      if (LIMIT_ADDRESS_SPACE)
        g_assert_cmpint (setrlimit (RLIMIT_AS, &limit), ==, 0);
      g_assert_cmpint (run (&out, &err, "check", "/dev/zero", NULL), ==, TG_CLI_EXIT_ERROR);
      g_assert_cmpstr (err, ==, "tengen-cli: /dev/zero: The file holds more than 256.0\302\240MB, "
                                "more than a game record can: it was not read\n");
      return;
    }
  g_test_trap_subprocess (NULL, 60 * G_USEC_PER_SEC, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GDir) dir = NULL;
  const char *name;
  int status;

  g_test_init (&argc, &argv, NULL);
  /* As both main()s do: the engines "true" of the refused options quit
   * before their first command, which fails a write, not the test. */
  signal (SIGPIPE, SIG_IGN);
  tmp_dir = g_dir_make_tmp ("test-cli-input-XXXXXX", &error);
  g_assert_no_error (error);

  g_test_add_func ("/cli-input/check/unplaceable", test_check_unplaceable);
  g_test_add_func ("/cli-input/check/endless", test_check_endless);
  g_test_add_func ("/cli-input/escapes", test_escapes);
  g_test_add_func ("/cli-input/score/komi", test_score_komi);
  g_test_add_func ("/cli-input/option-ranges", test_option_ranges);
  status = g_test_run ();

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
