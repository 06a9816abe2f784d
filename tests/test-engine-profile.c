/* test-engine-profile.c: engine profiles in the settings, their command
 * lines, availability, and the preferences' Test against real programs.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <signal.h>
#include <glib/gstdio.h>
#include <string.h>

#include "tg-engine-process-private.h"
#include "tg-engine-profile.h"

typedef struct
{
  GSettings *settings;
  char      *bin_dir;      /* put first on PATH: fake katago */
  char      *old_path;
} Fixture;

static void
write_executable (const char *path,
                  const char *text)
{
  g_autoptr(GError) error = NULL;

  g_file_set_contents (path, text, -1, &error);
  g_assert_no_error (error);
  g_assert_cmpint (g_chmod (path, 0755), ==, 0);
}

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *katago = NULL;

  fixture->settings = g_settings_new (APP_ID);
  g_settings_reset (fixture->settings, "engines");
  g_settings_reset (fixture->settings, "gnugo-level");
  g_settings_reset (fixture->settings, "katago-model");
  g_settings_reset (fixture->settings, "katago-config");
  fixture->bin_dir = g_dir_make_tmp ("tengen-profile-XXXXXX", &error);
  g_assert_no_error (error);
  katago = g_build_filename (fixture->bin_dir, "katago", NULL);
  write_executable (katago, "#!/bin/sh\nexit 0\n");
  /* Only the fake katago is on PATH: no pachi, no ssh. */
  fixture->old_path = g_strdup (g_getenv ("PATH"));
  g_setenv ("PATH", fixture->bin_dir, TRUE);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  g_autofree char *katago = g_build_filename (fixture->bin_dir, "katago", NULL);

  g_setenv ("PATH", fixture->old_path, TRUE);
  g_unlink (katago);
  g_rmdir (fixture->bin_dir);
  g_free (fixture->bin_dir);
  g_free (fixture->old_path);
  g_clear_object (&fixture->settings);
}

static TgEngineProfile *
profile_at (GPtrArray *profiles,
            guint      index)
{
  g_assert_cmpuint (index, <, profiles->len);
  return profiles->pdata[index];
}

static void
assert_argv (char       **argv,
             const char  *expected)
{
  g_autofree char *joined = g_strjoinv ("|", argv);

  g_assert_cmpstr (joined, ==, expected);
}

static void
test_builtins (Fixture       *fixture,
               gconstpointer  data)
{
  g_autoptr(GPtrArray) profiles = tg_engine_profile_list (fixture->settings);

  g_assert_cmpuint (profiles->len, ==, 3);
  g_assert_cmpstr (profile_at (profiles, 0)->id, ==, "gnugo");
  g_assert_cmpstr (profile_at (profiles, 0)->name, ==, "GNU Go");
  g_assert_cmpint (profile_at (profiles, 0)->kind, ==, TG_ENGINE_KIND_GNUGO);
  g_assert_cmpstr (profile_at (profiles, 1)->id, ==, "pachi");
  g_assert_cmpstr (profile_at (profiles, 2)->id, ==, "katago");
  g_assert_null (profile_at (profiles, 2)->command);
  g_assert_null (tg_engine_profile_find (fixture->settings, "custom-1"));
  g_assert_null (tg_engine_profile_find (fixture->settings, ""));
}

static void
test_gnugo (Fixture       *fixture,
            gconstpointer  data)
{
  g_autoptr(TgEngineProfile) gnugo = tg_engine_profile_find (fixture->settings, "gnugo");
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) argv = NULL;
  g_autofree char *line = NULL;

  if (!g_file_test ("/usr/games/gnugo", G_FILE_TEST_IS_EXECUTABLE))
    {
      g_test_skip ("GNU Go is not installed at /usr/games/gnugo");
      return;
    }
  g_assert_true (tg_engine_profile_is_available (gnugo, fixture->settings, NULL));
  g_settings_set_int (fixture->settings, "gnugo-level", 3);
  /* Our rule sets count area, and forbid any repeated position. */
  argv = tg_engine_profile_get_argv (gnugo, fixture->settings, TG_RULES_WMSG, &error);
  g_assert_no_error (error);
  assert_argv (argv, "/usr/games/gnugo|--mode|gtp|--level|3|--chinese-rules|--positional-superko");
  line = tg_engine_profile_get_command_line (gnugo, fixture->settings, TG_RULES_CHINESE);
  g_assert_cmpstr (line, ==, "/usr/games/gnugo --mode gtp --level 3 --chinese-rules --positional-superko");
  g_assert_null (tg_engine_profile_get_rules_commands (gnugo));
}

static void
test_katago (Fixture       *fixture,
             gconstpointer  data)
{
  g_autoptr(TgEngineProfile) katago = tg_engine_profile_find (fixture->settings, "katago");
  g_autofree char *program = g_build_filename (fixture->bin_dir, "katago", NULL);
  g_autofree char *expected = NULL;
  g_autofree char *line = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) argv = NULL;
  g_auto(GStrv) bare = NULL;
  const char * const *rules;

  bare = tg_engine_profile_get_argv (katago, fixture->settings, TG_RULES_WMSG, &error);
  g_assert_no_error (error);
  expected = g_strdup_printf ("%s|gtp", program);
  assert_argv (bare, expected);

  g_settings_set_string (fixture->settings, "katago-model", "/models/kata 18b.bin.gz");
  g_settings_set_string (fixture->settings, "katago-config", "/etc/katago/gtp.cfg");
  argv = tg_engine_profile_get_argv (katago, fixture->settings, TG_RULES_WMSG, &error);
  g_assert_no_error (error);
  g_free (expected);
  expected = g_strdup_printf ("%s|gtp|-model|/models/kata 18b.bin.gz|-config|/etc/katago/gtp.cfg",
                              program);
  assert_argv (argv, expected);
  /* The path with a space is quoted so the line could be pasted. */
  line = tg_engine_profile_get_command_line (katago, fixture->settings, TG_RULES_WMSG);
  g_assert_true (g_str_has_suffix (line, "-model '/models/kata 18b.bin.gz' -config /etc/katago/gtp.cfg"));

  /* KataGo's plain "chinese" means simple ko: the rules go one by one. */
  rules = tg_engine_profile_get_rules_commands (katago);
  g_assert_nonnull (rules);
  g_assert_true (g_strv_contains (rules, "kata-set-rule ko POSITIONAL"));
  g_assert_true (g_strv_contains (rules, "kata-set-rule scoring AREA"));
  g_assert_true (g_strv_contains (rules, "kata-set-rule suicide false"));
}

static void
test_missing (Fixture       *fixture,
              gconstpointer  data)
{
  g_autoptr(TgEngineProfile) pachi = tg_engine_profile_find (fixture->settings, "pachi");
  g_autoptr(GPtrArray) available = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *reason = NULL;
  g_autoptr(TgEngine) engine = NULL;

  g_assert_false (tg_engine_profile_is_available (pachi, fixture->settings, &reason));
  g_assert_nonnull (strstr (reason, "apt install pachi"));
  engine = tg_engine_profile_create_engine (pachi, fixture->settings, TG_RULES_WMSG, &error);
  g_assert_null (engine);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);

  available = tg_engine_profile_list_available (fixture->settings);
  for (guint i = 0; i < available->len; i++)
    g_assert_cmpstr (profile_at (available, i)->id, !=, "pachi");
}

static void
test_custom (Fixture       *fixture,
             gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  g_autofree char *third = NULL;
  g_autofree char *reason = NULL;
  g_autoptr(GPtrArray) profiles = NULL;
  g_autoptr(TgEngineProfile) remote = NULL;
  g_auto(GStrv) argv = NULL;

  first = tg_engine_profile_add_custom (fixture->settings, "  Remote KataGo ",
                                        "ssh goserver katago gtp -config 'my gtp.cfg'", &error);
  g_assert_no_error (error);
  second = tg_engine_profile_add_custom (fixture->settings, "Leela", "leelaz --gtp", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (first, !=, second);

  profiles = tg_engine_profile_list (fixture->settings);
  g_assert_cmpuint (profiles->len, ==, 5);
  g_assert_cmpstr (profile_at (profiles, 3)->id, ==, first);
  g_assert_cmpstr (profile_at (profiles, 3)->name, ==, "Remote KataGo");
  g_assert_cmpint (profile_at (profiles, 3)->kind, ==, TG_ENGINE_KIND_CUSTOM);
  g_assert_cmpstr (profile_at (profiles, 4)->name, ==, "Leela");

  remote = tg_engine_profile_find (fixture->settings, first);
  argv = tg_engine_profile_get_argv (remote, fixture->settings, TG_RULES_WMSG, &error);
  g_assert_no_error (error);
  assert_argv (argv, "ssh|goserver|katago|gtp|-config|my gtp.cfg");
  /* No ssh on this PATH. */
  g_assert_false (tg_engine_profile_is_available (remote, fixture->settings, &reason));
  g_assert_cmpstr (reason, ==, "“ssh” cannot be found.");

  g_assert_true (tg_engine_profile_update_custom (fixture->settings, second, "Leela Zero",
                                                  "leelaz --gtp -w net.gz", &error));
  g_assert_no_error (error);
  g_clear_pointer (&remote, tg_engine_profile_free);
  remote = tg_engine_profile_find (fixture->settings, second);
  g_assert_cmpstr (remote->name, ==, "Leela Zero");
  g_assert_cmpstr (remote->command, ==, "leelaz --gtp -w net.gz");

  /* A built-in is not the user's to change or remove. */
  g_assert_false (tg_engine_profile_update_custom (fixture->settings, "gnugo", "X", "x", &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
  g_clear_error (&error);
  g_assert_false (tg_engine_profile_remove_custom (fixture->settings, "gnugo"));

  g_assert_true (tg_engine_profile_remove_custom (fixture->settings, first));
  g_assert_null (tg_engine_profile_find (fixture->settings, first));
  third = tg_engine_profile_add_custom (fixture->settings, "Third", "third-engine", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (third, !=, second);
  g_clear_pointer (&profiles, g_ptr_array_unref);
  profiles = tg_engine_profile_list (fixture->settings);
  g_assert_cmpuint (profiles->len, ==, 5);
}

static void
test_custom_invalid (Fixture       *fixture,
                     gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *id = NULL;
  g_autoptr(GPtrArray) profiles = NULL;

  id = tg_engine_profile_add_custom (fixture->settings, "Broken", "katago 'gtp", &error);
  g_assert_null (id);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  g_clear_error (&error);
  id = tg_engine_profile_add_custom (fixture->settings, "Empty", "   ", &error);
  g_assert_null (id);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  g_clear_error (&error);
  id = tg_engine_profile_add_custom (fixture->settings, " ", "gnugo --mode gtp", &error);
  g_assert_null (id);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);

  profiles = tg_engine_profile_list (fixture->settings);
  g_assert_cmpuint (profiles->len, ==, 3);
}

typedef struct
{
  char   *summary;
  GError *error;
  gboolean done;
} TestResult;

static void
on_tested (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  TestResult *test = user_data;

  test->summary = tg_engine_profile_test_finish (TG_ENGINE (source), result, &test->error);
  test->done = TRUE;
}

static void
run_test (const char *command_line,
          TestResult *test)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TgEngine) engine = tg_engine_new_from_command_line (command_line, &error);

  g_assert_no_error (error);
  g_assert_true (tg_engine_process_start (TG_ENGINE_PROCESS (engine), &error));
  g_assert_no_error (error);
  tg_engine_profile_test_async (engine, NULL, on_tested, test);
  while (!test->done)
    g_main_context_iteration (NULL, TRUE);
  tg_engine_process_stop (TG_ENGINE_PROCESS (engine));
}

static void
test_test_fake (Fixture       *fixture,
                gconstpointer  data)
{
  g_autofree char *command = NULL;
  TestResult full = { NULL }, no_undo = { NULL };

  g_setenv ("PATH", fixture->old_path, TRUE);
  command = g_strdup_printf ("'%s'", g_getenv ("TG_FAKE_GTP"));
  run_test (command, &full);
  g_assert_no_error (full.error);
  /* The fake knows undo, final_status_list and fixed_handicap, and
   * neither reg_genmove nor kgs-genmove_cleanup. */
  g_assert_cmpstr (full.summary, ==,
                   "Fake Engine 1.0 answers.\n"
                   "Knows undo, final_status_list, fixed_handicap.\n"
                   "Lacks reg_genmove (hints are played and taken back), "
                   "kgs-genmove_cleanup (no clean-up after a dispute).");
  g_free (full.summary);

  g_free (command);
  command = g_strdup_printf ("'%s' --no-undo", g_getenv ("TG_FAKE_GTP"));
  run_test (command, &no_undo);
  g_assert_no_error (no_undo.error);
  g_assert_nonnull (strstr (no_undo.summary, "\nLacks undo (takebacks restart the engine)"));
  g_free (no_undo.summary);
}

static void
test_test_not_gtp (Fixture       *fixture,
                   gconstpointer  data)
{
  TestResult test = { NULL };

  /* cat echoes the commands back: not an answer. */
  g_setenv ("PATH", fixture->old_path, TRUE);
  run_test ("cat", &test);
  g_assert_null (test.summary);
  g_assert_error (test.error, TG_ENGINE_ERROR, TG_ENGINE_ERROR_PROTOCOL);
  g_clear_error (&test.error);
}

static void
test_test_gnugo (Fixture       *fixture,
                 gconstpointer  data)
{
  g_autoptr(TgEngineProfile) gnugo = tg_engine_profile_find (fixture->settings, "gnugo");
  g_autoptr(GError) error = NULL;
  g_autoptr(TgEngine) engine = NULL;
  TestResult test = { NULL };
  const char *log;

  if (!tg_engine_profile_is_available (gnugo, fixture->settings, NULL))
    {
      g_test_skip ("GNU Go is not installed");
      return;
    }
  engine = tg_engine_profile_create_engine (gnugo, fixture->settings, TG_RULES_WMSG, &error);
  g_assert_no_error (error);
  g_assert_true (tg_engine_process_start (TG_ENGINE_PROCESS (engine), &error));
  g_assert_no_error (error);
  tg_engine_profile_test_async (engine, NULL, on_tested, &test);
  while (!test.done)
    g_main_context_iteration (NULL, TRUE);
  g_assert_no_error (test.error);
  g_assert_true (g_str_has_prefix (test.summary, "GNU Go 3."));
  g_assert_nonnull (strstr (test.summary, "\nKnows undo, final_status_list, reg_genmove, "
                                          "kgs-genmove_cleanup, fixed_handicap."));
  /* The exchange is in the log for the preferences' view. */
  log = tg_engine_process_get_log (TG_ENGINE_PROCESS (engine));
  g_assert_nonnull (strstr (log, "> list_commands\n"));
  g_assert_nonnull (strstr (log, " GNU Go\n"));
  g_free (test.summary);
  tg_engine_process_stop (TG_ENGINE_PROCESS (engine));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  /* As both main()s do: an engine that dies fails a write, not the test. */
  signal (SIGPIPE, SIG_IGN);

#define ADD(path, func) \
  g_test_add ("/engine-profile/" path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("builtins", test_builtins);
  ADD ("gnugo", test_gnugo);
  ADD ("katago", test_katago);
  ADD ("missing", test_missing);
  ADD ("custom", test_custom);
  ADD ("custom-invalid", test_custom_invalid);
  ADD ("test/fake", test_test_fake);
  ADD ("test/not-gtp", test_test_not_gtp);
  ADD ("test/gnugo", test_test_gnugo);
#undef ADD

  return g_test_run ();
}
