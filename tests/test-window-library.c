/* test-window-library.c: the library window as a user meets it — the
 * folder in the preferences indexed in the background and listed, Find
 * This Position from the main window searching the board there, the
 * continuation found labelled on the pattern board, and playing it
 * walking the tree.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "tg-library-board.h"
#include "tg-library-window.h"
#include "tg-test-util.h"
#include "tg-test-window.h"

/* Three games opening on the 4-4 point, turned three ways; two are
 * approached at once on the same side, one is not. */
static const char *games[] = {
  "(;GM[1]FF[4]SZ[19]PB[Honinbo Shusaku]PW[Gennan]RE[B+2];B[pd];W[nc];B[dp])",
  "(;GM[1]FF[4]SZ[19]PB[Yasui]PW[Honinbo Shusaku]RE[W+R];B[dd];W[fc];B[pp])",
  "(;GM[1]FF[4]SZ[19]PB[Ota]PW[Ito]RE[B+R];B[pp];W[dd];B[pd])",
};

static gboolean
label_starts (GtkWidget *window, const char *name, const char *prefix)
{
  GtkLabel *label = GTK_LABEL (gtk_widget_get_template_child (window, TG_TYPE_LIBRARY_WINDOW, name));

  return g_str_has_prefix (gtk_label_get_text (label), prefix);
}

/* Runs the main loop until the library's workers have said @prefix. */
static void
wait_for_label (GtkWidget *window, const char *name, const char *prefix)
{
  gint64 deadline = g_get_monotonic_time () + 20 * G_USEC_PER_SEC;

  while (!label_starts (window, name, prefix))
    {
      if (g_get_monotonic_time () > deadline)
        {
          GtkLabel *label = GTK_LABEL (gtk_widget_get_template_child (window, TG_TYPE_LIBRARY_WINDOW, name));

          g_error ("%s says “%s”, never “%s…”", name, gtk_label_get_text (label), prefix);
        }
      g_main_context_iteration (NULL, TRUE);
    }
}

static void
test_find_position (void)
{
  g_autofree char *folder = g_build_filename (g_get_user_data_dir (), "games", NULL);
  g_autoptr(GSettings) settings = g_settings_new ("io.github.tengen.Tengen");
  const char *roots[] = { folder, NULL };
  TgApplication *app;
  TgWindow *window;
  GtkWidget *library;
  TgLibraryBoard *board;

  g_mkdir_with_parents (folder, 0700);
  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    {
      g_autofree char *name = g_strdup_printf ("game-%u.sgf", i);
      g_autofree char *path = g_build_filename (folder, name, NULL);

      g_assert_true (g_file_set_contents (path, games[i], -1, NULL));
    }
  g_settings_set_strv (settings, "library-folders", roots);

  app = tg_test_application_new ();
  window = tg_test_window_new (app);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.library", NULL));
  library = GTK_WIDGET (tg_library_window_get_default (GTK_APPLICATION (app)));
  g_assert_true (gtk_widget_get_visible (library));
  /* The folder is read in the background, and listed. */
  wait_for_label (library, "count_label", "3 games");

  tg_test_window_play (window, "Q16");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.find-position", NULL));
  /* The opening stone stands in all three games after move 1. */
  wait_for_label (library, "summary_label", "3 hits in 3 games");
  board = TG_LIBRARY_BOARD (gtk_widget_get_template_child (library, TG_TYPE_LIBRARY_WINDOW, "board"));
  /* White's approach, at O17 from Black's Q16 in the first game and
   * turned in the second, is one continuation, at O17 on this board. */
  g_assert_cmpint (tg_library_board_get_continuation (board, 13, 2), ==, TG_WHITE);
  /* The list holds the games found only. */
  wait_for_label (library, "count_label", "3 games");

  /* Playing it walks on: two games had it. */
  g_signal_emit_by_name (board, "continuation-activated", 13, 2);
  wait_for_label (library, "summary_label", "2 hits in 2 games");
  wait_for_label (library, "count_label", "2 games");
  g_assert_cmpint (tg_library_board_get_colors (board)[13 + 2 * 19], ==, TG_WHITE);
  /* And back. */
  g_assert_true (gtk_widget_activate_action (library, "library.back", NULL));
  wait_for_label (library, "summary_label", "3 hits in 3 games");

  gtk_window_destroy (GTK_WINDOW (library));
  tg_test_window_destroy (window);
  tg_test_application_free (app);
}

int
main (int argc, char **argv)
{
  g_autofree char *home = g_dir_make_tmp ("test-window-library-XXXXXX", NULL);

  /* The library's database lives under the user's data folder. */
  g_setenv ("XDG_DATA_HOME", home, TRUE);
  tg_test_init (&argc, &argv, tg_test_log_writer);
  g_test_add_func ("/window-library/find-position", test_find_position);
  return g_test_run ();
}
