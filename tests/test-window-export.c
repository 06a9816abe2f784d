/* test-window-export.c: diagrams out of the window — the print
 * operation run to a PDF file (GTK_PRINT_OPERATION_ACTION_EXPORT) with
 * the book's pages and "at" notes, Copy Diagram putting an image and
 * Sensei's Library text on the clipboard, the Export Diagram dialog
 * writing what its settings say (a range numbered, a part of the board
 * dragged on the board), and the accelerators.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <poppler.h>
#include <string.h>

#include "tg-application.h"
#include "tg-export-dialog.h"
#include "tg-test-util.h"
#include "tg-test-window.h"
#include "tg-window-private.h"

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PopplerDocument, g_object_unref)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (PopplerPage, g_object_unref)

static TgApplication *app;

/* The ko fight of test-figure.c: 4 and 10 retake at the marked stone,
 * 7 at 1. */
static const char ko_record[] =
  "(;GM[1]FF[4]SZ[7]AB[cb][bc][dc][cd]AW[db][ec][dd]PL[W]"
  ";W[cc];B[gf];W[ge];B[dc];W[ag];B[af];W[cc];B[fa];W[fb];B[dc]C[Black takes back.])";

static TgWindow *
window_for (const char *sgf)
{
  TgWindow *window = tg_test_window_new (app);
  g_autoptr(TgGame) game = tg_test_game_from_sgf (sgf);

  tg_test_window_show_game (window, game, NULL);
  tg_test_run_idle ();
  return window;
}

static char *
temp_path (const char *name)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("tengen-window-export-XXXXXX", &error);

  g_assert_no_error (error);
  return g_build_filename (dir, name, NULL);
}

static void
remove_path (const char *path)
{
  g_autofree char *dir = g_path_get_dirname (path);

  g_unlink (path);
  g_rmdir (dir);
}

static char *
pdf_text (const char *path,
          int        *pages)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(PopplerDocument) document = poppler_document_new_from_gfile (file, NULL, NULL, &error);
  GString *text = g_string_new (NULL);

  g_assert_no_error (error);
  *pages = poppler_document_get_n_pages (document);
  for (int i = 0; i < *pages; i++)
    {
      g_autoptr(PopplerPage) page = poppler_document_get_page (document, i);
      g_autofree char *page_text = poppler_page_get_text (page);

      g_string_append (text, page_text);
    }
  for (gsize i = 0; i < text->len; i++)
    if (text->str[i] == '\n')
      text->str[i] = ' ';
  return g_string_free (text, FALSE);
}

static void
test_print_to_file (void)
{
  TgWindow *window = window_for (ko_record);
  g_autoptr(GtkPrintOperation) operation = _tg_window_new_print_operation (window);
  g_autofree char *path = temp_path ("printed.pdf");
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  int pages;

  gtk_print_operation_set_export_filename (operation, path);
  g_assert_cmpint (gtk_print_operation_run (operation, GTK_PRINT_OPERATION_ACTION_EXPORT,
                                            GTK_WINDOW (window), &error),
                   ==, GTK_PRINT_OPERATION_RESULT_APPLY);
  g_assert_no_error (error);
  text = pdf_text (path, &pages);
  /* Ten moves: one figure of the book, its notes and the comment. */
  g_assert_cmpint (pages, ==, 1);
  g_assert_nonnull (strstr (text, "Moves 1–10"));
  g_assert_nonnull (strstr (text, "4 at ▲, 7 at 1, 10 at ▲"));
  g_assert_nonnull (strstr (text, "Black takes back."));
  remove_path (path);
  tg_test_window_destroy (window);
}

static void
test_copy_diagram (void)
{
  TgWindow *window = window_for ("(;GM[1]FF[4]SZ[7];B[dd];W[cc]TR[dd])");
  GdkClipboard *clipboard = gtk_widget_get_clipboard (GTK_WIDGET (window));
  GdkContentProvider *content;
  g_auto(GValue) text = G_VALUE_INIT;
  g_auto(GValue) image = G_VALUE_INIT;
  g_autoptr(GError) error = NULL;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.copy-diagram", NULL));
  content = gdk_clipboard_get_content (clipboard);
  g_assert_nonnull (content);
  g_value_init (&text, G_TYPE_STRING);
  g_assert_true (gdk_content_provider_get_value (content, &text, &error));
  /* The position with its markup: a triangled black stone (Y); the star
   * points of 7×7; coordinates as the board shows them. */
  g_assert_cmpstr (g_value_get_string (&text), ==,
                   "$$c\n"
                   "$$ -----------------\n"
                   "$$ | . . . . . . . |\n"
                   "$$ | . . . . . . . |\n"
                   "$$ | . . O . , . . |\n"
                   "$$ | . . . Y . . . |\n"
                   "$$ | . . , . , . . |\n"
                   "$$ | . . . . . . . |\n"
                   "$$ | . . . . . . . |\n"
                   "$$ -----------------\n");
  g_value_init (&image, GDK_TYPE_TEXTURE);
  g_assert_true (gdk_content_provider_get_value (content, &image, &error));
  g_assert_no_error (error);
  g_assert_cmpint (gdk_texture_get_width (g_value_get_object (&image)), >, 100);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.copy-diagram-text",
                                             NULL));
  content = gdk_clipboard_get_content (clipboard);
  g_value_unset (&image);
  g_value_init (&image, GDK_TYPE_TEXTURE);
  /* Text only this time. */
  g_assert_false (gdk_content_provider_get_value (content, &image, NULL));
  tg_test_window_destroy (window);
}

static void
written_cb (GObject      *source,
            GAsyncResult *result,
            gpointer      user_data)
{
  gboolean *done = user_data;
  g_autoptr(GError) error = NULL;

  if (TG_IS_EXPORT_DIALOG (source))
    g_assert_true (tg_export_dialog_write_finish (TG_EXPORT_DIALOG (source), result, &error));
  else
    g_assert_true (g_task_propagate_boolean (G_TASK (result), &error));
  g_assert_no_error (error);
  *done = TRUE;
}

/* The export is written by a worker: the file appears while the main
 * loop is not run at all (waiting for that event, up to a minute), and
 * the main thread only hears that it is done. */
static void
wait_written_off_main_loop (const char *path,
                            gboolean   *done)
{
  gint64 deadline = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;

  while (!g_file_test (path, G_FILE_TEST_EXISTS) && g_get_monotonic_time () < deadline)
    g_usleep (10 * 1000);
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_false (*done);
  while (!*done)
    g_main_context_iteration (NULL, TRUE);
}

static void
dialog_write (TgExportDialog *dialog,
              const char     *path)
{
  gboolean done = FALSE;

  g_unlink (path);
  tg_export_dialog_write_async (dialog, path, written_cb, &done);
  wait_written_off_main_loop (path, &done);
}

/* win.save-pdf once the file is chosen, in a worker too. */
static void
test_save_pdf (void)
{
  TgWindow *window = window_for (ko_record);
  g_autofree char *path = temp_path ("book.pdf");
  g_autofree char *text = NULL;
  gboolean done = FALSE;
  int pages;

  g_unlink (path);
  _tg_window_save_pdf_async (window, path, written_cb, &done);
  wait_written_off_main_loop (path, &done);
  text = pdf_text (path, &pages);
  g_assert_cmpint (pages, ==, 1);
  g_assert_nonnull (strstr (text, "4 at ▲, 7 at 1, 10 at ▲"));
  remove_path (path);
  tg_test_window_destroy (window);
}

/* The board draws C6–F3 being dragged: 4 × 4 points. */
static gboolean
selects_c6_f3 (gconstpointer data)
{
  TgWindow *window = (TgWindow *) data;
  TgBoardRegion region;
  TgPoint c6 = tg_test_window_point (window, "C6");
  const TgBoard *board = tg_game_get_board (tg_window_get_game (window));

  return tg_test_window_selection (window, &region) && region.col == tg_board_point_x (board, c6)
         && region.row == tg_board_point_y (board, c6) && region.cols == 4 && region.rows == 4;
}

/* The dialog names the part dragged. */
static gboolean
region_named (gconstpointer data)
{
  GtkWidget *dialog = (GtkWidget *) data;
  const char *subtitle = adw_action_row_get_subtitle (ADW_ACTION_ROW (gtk_widget_get_template_child (
                                                        dialog, TG_TYPE_EXPORT_DIALOG, "drag_row")));

  return subtitle != NULL && *subtitle != '\0';
}

static void
test_dialog (void)
{
  TgWindow *window = window_for (ko_record);
  TgBoardScene *scene = window->scene;
  TgExportDialog *dialog = tg_export_dialog_new (GTK_WINDOW (window), tg_window_get_game (window),
                                                 scene, NULL);
  g_autofree char *path = temp_path ("ko.pdf");
  g_autofree char *png = NULL;
  g_autofree char *text = NULL;
  cairo_surface_t *image;
  TgBoardRegion region;
  int pages;

  gtk_window_present (GTK_WINDOW (dialog));
  tg_test_run_idle ();
  /* PDF, moves from 1: the figure with its notes. */
  adw_combo_row_set_selected (ADW_COMBO_ROW (gtk_widget_get_template_child (GTK_WIDGET (dialog),
                                                                           TG_TYPE_EXPORT_DIALOG,
                                                                           "format_row")),
                              2);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (gtk_widget_get_template_child (
                               GTK_WIDGET (dialog), TG_TYPE_EXPORT_DIALOG, "from_spin")),
                             1);
  dialog_write (dialog, path);
  text = pdf_text (path, &pages);
  g_assert_cmpint (pages, ==, 1);
  g_assert_nonnull (strstr (text, "4 at ▲, 7 at 1, 10 at ▲"));
  remove_path (path);

  /* A PNG of a part of the board dragged from C6 to F3: 4 × 4 points. */
  adw_combo_row_set_selected (ADW_COMBO_ROW (gtk_widget_get_template_child (GTK_WIDGET (dialog),
                                                                           TG_TYPE_EXPORT_DIALOG,
                                                                           "format_row")),
                              0);
  adw_combo_row_set_selected (ADW_COMBO_ROW (gtk_widget_get_template_child (GTK_WIDGET (dialog),
                                                                           TG_TYPE_EXPORT_DIALOG,
                                                                           "region_row")),
                              5);
  /* Dragged with the X server's pointer: the part is drawn on the board
   * while the button is held, and goes with it. */
  tg_test_window_drag_hold (window, "C6", "F3");
  tg_test_wait_until (selects_c6_f3, window);
  tg_test_window_release (window);
  tg_test_wait_until (region_named, dialog);
  g_assert_false (tg_test_window_selection (window, &region));
  png = temp_path ("corner.png");
  dialog_write (dialog, png);
  image = cairo_image_surface_create_from_png (png);
  g_assert_cmpint (cairo_surface_status (image), ==, CAIRO_STATUS_SUCCESS);
  g_assert_cmpint (cairo_image_surface_get_width (image), ==, 760 / 4 * 4);
  /* The figure's notes under the board, as books print them. */
  g_assert_cmpint (cairo_image_surface_get_height (image), >, 760 / 4 * 4);
  cairo_surface_destroy (image);
  /* Turned off, the board alone. */
  gtk_switch_set_active (GTK_SWITCH (gtk_widget_get_template_child (GTK_WIDGET (dialog),
                                                                   TG_TYPE_EXPORT_DIALOG,
                                                                   "notes_switch")),
                         FALSE);
  dialog_write (dialog, png);
  image = cairo_image_surface_create_from_png (png);
  g_assert_cmpint (cairo_image_surface_get_height (image), ==, 760 / 4 * 4);
  cairo_surface_destroy (image);
  remove_path (png);

  gtk_window_destroy (GTK_WINDOW (dialog));
  tg_test_window_destroy (window);
}

static void
test_accelerators (void)
{
  static const struct { const char *action; const char *accel; } expected[] = {
    { "win.copy-diagram", "<Control><Shift>c" },
    { "win.export-diagram", "<Control>e" },
    { "win.print", "<Control>p" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      g_auto(GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app),
                                                                    expected[i].action);
      guint key, want_key;
      GdkModifierType mods, want_mods;

      /* GTK writes modifiers in an order of its own: compare keys. */
      g_assert_nonnull (accels[0]);
      g_assert_true (gtk_accelerator_parse (accels[0], &key, &mods));
      g_assert_true (gtk_accelerator_parse (expected[i].accel, &want_key, &want_mods));
      g_assert_cmpuint (key, ==, want_key);
      g_assert_cmpuint (mods, ==, want_mods);
    }
}

int
main (int argc, char *argv[])
{
  int status;

  tg_test_init (&argc, &argv, tg_test_log_writer);
  app = tg_test_application_new ();

  g_test_add_func ("/window-export/print-to-file", test_print_to_file);
  g_test_add_func ("/window-export/copy-diagram", test_copy_diagram);
  g_test_add_func ("/window-export/dialog", test_dialog);
  g_test_add_func ("/window-export/save-pdf", test_save_pdf);
  g_test_add_func ("/window-export/accelerators", test_accelerators);

  status = g_test_run ();
  tg_test_application_free (app);
  return status;
}
