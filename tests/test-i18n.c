/* test-i18n.c: the app's strings under LANG=zh_CN.UTF-8, read from the
 * build tree's catalogue (TENGEN_LOCALEDIR): a C string, a plural, a .ui
 * template and tengen-cli's help come out in Chinese.  The expected texts
 * are the translations in po/zh_CN.po; what is under test is that they
 * reach the user (POTFILES, the .mo build, bindtextdomain, templates).
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <locale.h>
#include <string.h>

#include "tg-application.h"
#include "tg-score.h"
#include "tg-test-window.h"
#include "tg-window.h"

static TgApplication *app;

static void
test_locale (void)
{
  const char *locale = setlocale (LC_MESSAGES, NULL);

  if (!g_str_has_prefix (locale, "zh_CN"))
    {
      g_test_fail_printf ("LC_MESSAGES is “%s”, not zh_CN.UTF-8: generate the "
                          "locale (build-aux/tengen-dev does, with locale-gen)", locale);
      return;
    }
  /* The catalogue, not the locale alone: untranslated, this is "Black". */
  g_assert_cmpstr (_("Black"), ==, "黑方");
}

/* The rules core's count in stones, through g_dngettext: Chinese has one
 * plural form, so "1¾ stones" takes the same form as "¼ stone". */
static void
test_score_stones (void)
{
  TgScore score = { 0 };
  g_autofree char *lose = NULL;
  g_autofree char *win = NULL;

  score.size = 19;
  score.komi = 7.5;
  score.area[0] = 182.5;
  score.area[1] = 178.5;
  score.margin = 182.5 - 178.5 - 7.5;
  lose = tg_score_format_stones (&score);
  g_assert_cmpstr (lose, ==, "黑方 182½ 子，需 184¼ 子：白胜 1¾ 子");

  score.komi = 6.5;
  score.area[0] = 184;
  score.area[1] = 177;
  score.margin = 184 - 177 - 6.5;
  win = tg_score_format_stones (&score);
  g_assert_cmpstr (win, ==, "黑方 184 子，需 183¾ 子：黑胜 ¼ 子");
}

/* The count in words: what White receives, and the last move before the
 * passes (收后) with what it costs. */
static void
test_score_terms (void)
{
  TgScore score = { 0 };
  g_autofree char *owed = NULL;
  g_autofree char *adjustment = NULL;

  score.rules = TG_RULES_WMSG;
  score.komi = 6.5;
  score.last_collector = TG_BLACK;
  score.adjustment = 1;
  owed = tg_score_describe_owed (&score);
  adjustment = tg_score_describe_adjustment (&score);
  g_assert_cmpstr (owed, ==, "白方后行，得贴目 6.5 目；停一手前的最后一手由黑方下出，白方再得 1 目");
  g_assert_cmpstr (adjustment, ==,
                   "停一手前的最后一手由黑方下出（黑方收后）：黑方还 1 目（世界智运会规则第 6 条）");
}

/* The main window: a label set from C and a button from the template. */
static void
test_window (void)
{
  TgWindow *window = tg_window_new (GTK_APPLICATION (app));
  GObject *move_label;
  GtkWidget *pass;

  gtk_window_present (GTK_WINDOW (window));
  tg_test_run_idle ();

  move_label = tg_test_window_child (window, "move_label");
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (move_label)), ==, "开局");

  pass = tg_test_find_button (GTK_WIDGET (window), "win.pass");
  g_assert_nonnull (pass);
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (pass)), ==, "停一手(_P)");
  /* A screen reader hears it without the mnemonic in parentheses. */
  gtk_test_accessible_assert_property (pass, GTK_ACCESSIBLE_PROPERTY_LABEL, "停一手");

  gtk_window_destroy (GTK_WINDOW (window));
  tg_test_run_idle ();
}

/* The built executables, run as build-aux/tengen-dev runs them: with
 * the user's language and nothing that says where the catalogues are,
 * each finds the build tree's by itself. */
static char *
run_uninstalled (const char *executable,
                 const char *argument,
                 const char *more)
{
  g_autoptr(GSubprocessLauncher) launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE);
  g_autoptr(GError) error = NULL;
  g_autoptr(GSubprocess) process = NULL;
  char *out = NULL;

  g_subprocess_launcher_unsetenv (launcher, "TENGEN_LOCALEDIR");
  g_subprocess_launcher_unsetenv (launcher, "LC_ALL");
  g_subprocess_launcher_setenv (launcher, "LANGUAGE", "zh_CN", TRUE);
  g_subprocess_launcher_setenv (launcher, "LANG", "zh_CN.UTF-8", TRUE);
  process = g_subprocess_launcher_spawn (launcher, &error, executable, argument, more, NULL);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_communicate_utf8 (process, NULL, NULL, &out, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_successful (process));
  return out;
}

static void
test_uninstalled (void)
{
  g_autofree char *app_help = run_uninstalled (TENGEN_PATH, "--help", NULL);
  g_autofree char *cli_help = run_uninstalled (TENGEN_CLI_PATH, "check", "--help");

  g_assert_nonnull (strstr (app_help, "打开棋谱后显示其主线的第 NUMBER 手"));
  g_assert_null (strstr (app_help, "Show the opened game"));
  g_assert_nonnull (strstr (cli_help, "以 JSON 数组输出违规着手"));
}

/* The real tengen-cli binds its catalogue the same way. */
static void
test_cli_help (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GSubprocess) cli = NULL;
  g_autofree char *out = NULL;

  cli = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE, &error,
                          TENGEN_CLI_PATH, "check", "--help", NULL);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_communicate_utf8 (cli, NULL, NULL, &out, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_successful (cli));
  g_assert_nonnull (strstr (out, "以 JSON 数组输出违规着手"));
  g_assert_nonnull (strstr (out, "退出状态：0 表示所有着手均合法"));
  g_assert_null (strstr (out, "Print a JSON array"));
}

int
main (int   argc,
      char *argv[])
{
  const char *localedir = g_getenv ("TENGEN_LOCALEDIR");
  int status;

  g_assert_nonnull (localedir);
  bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  tg_test_init (&argc, &argv, tg_test_log_writer);
  /* gtk_test_init fixes the locale to en_US.UTF-8; take the one the
   * environment asks for (LC_ALL=zh_CN.UTF-8), as the app does. */
  setlocale (LC_ALL, "");
  app = tg_test_application_new ();

  g_test_add_func ("/i18n/locale", test_locale);
  g_test_add_func ("/i18n/score-stones", test_score_stones);
  g_test_add_func ("/i18n/score-terms", test_score_terms);
  g_test_add_func ("/i18n/window", test_window);
  g_test_add_func ("/i18n/cli-help", test_cli_help);
  g_test_add_func ("/i18n/uninstalled", test_uninstalled);

  status = g_test_run ();
  tg_test_application_free (app);
  return status;
}
