/* tg-window-export.c: diagrams and books out of the window —
 * win.export-diagram (the dialog), win.print (GtkPrintOperation with
 * its preview and page setup, laid out as tg-export-book.c lays out a
 * PDF), win.save-pdf, and win.copy-diagram / win.copy-diagram-text (the
 * position shown as an image and as Sensei's Library text).
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-window-private.h"

#include <glib/gi18n.h>
#include <string.h>

#include "tg-export-book.h"
#include "tg-export-dialog.h"
#include "tg-export.h"

/* A book of a record without figures of its own (FG): a hundred moves
 * a diagram, as most game collections print them. */
#define BOOK_MOVES_PER_DIAGRAM 100

/* The pixels of a copied diagram's longer side. */
#define COPY_SIZE 760

static gboolean
has_figures (TgNode *leaf)
{
  for (TgNode *node = leaf; node != NULL; node = node->parent)
    if (tg_node_has_prop (node, "FG"))
      return TRUE;
  return FALSE;
}

/* The line through the current node as a book: the record's figures
 * where it has them, a hundred moves each otherwise. */
static TgExportBook *
window_book (TgWindow *self)
{
  TgNode *leaf = tg_node_get_line_end (tg_game_get_current (self->game));
  TgExportOptions options;

  tg_export_options_init (&options);
  options.theme = TG_BOARD_THEME_PRINT;
  options.coordinates = tg_board_scene_get_show_coordinates (self->scene);
  return tg_export_book_new (self->game,
                             tg_figure_split (self->game, leaf,
                                              has_figures (leaf) ? 0 : BOOK_MOVES_PER_DIAGRAM,
                                              -1),
                             &options);
}

/* Print */

static void
begin_print_cb (GtkPrintOperation *operation,
                GtkPrintContext   *context,
                TgExportBook      *book)
{
  guint pages = tg_export_book_layout (book, gtk_print_context_get_cairo_context (context),
                                       gtk_print_context_get_width (context),
                                       gtk_print_context_get_height (context));

  gtk_print_operation_set_n_pages (operation, MAX (1, pages));
}

static void
draw_page_cb (GtkPrintOperation *operation,
              GtkPrintContext   *context,
              int                page,
              TgExportBook      *book)
{
  tg_export_book_draw_page (book, gtk_print_context_get_cairo_context (context), page);
}

GtkPrintOperation *
_tg_window_new_print_operation (TgWindow *self)
{
  GtkPrintOperation *operation = gtk_print_operation_new ();
  const char *name = tg_game_get_info (self->game, "GN");

  /* The whole page, margins included, in points: the book sets its own
   * margins, as it does on a PDF page. */
  gtk_print_operation_set_unit (operation, GTK_UNIT_POINTS);
  gtk_print_operation_set_use_full_page (operation, TRUE);
  gtk_print_operation_set_embed_page_setup (operation, TRUE);
  gtk_print_operation_set_job_name (operation, name != NULL && *name != '\0' ? name : _("Game"));
  g_object_set_data_full (G_OBJECT (operation), "tg-book", window_book (self),
                          (GDestroyNotify) tg_export_book_free);
  g_signal_connect (operation, "begin-print", G_CALLBACK (begin_print_cb),
                    g_object_get_data (G_OBJECT (operation), "tg-book"));
  g_signal_connect (operation, "draw-page", G_CALLBACK (draw_page_cb),
                    g_object_get_data (G_OBJECT (operation), "tg-book"));
  return operation;
}

static void
print_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  TgWindow *self = TG_WINDOW (widget);
  g_autoptr(GtkPrintOperation) operation = _tg_window_new_print_operation (self);
  g_autoptr(GError) error = NULL;

  /* The dialog has its own preview and page setup. */
  if (gtk_print_operation_run (operation, GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG,
                               GTK_WINDOW (self), &error) == GTK_PRINT_OPERATION_RESULT_ERROR)
    _tg_window_show_error (self, _("Could Not Print"), error->message);
}

/* Save as PDF */

/* The book as the action was taken: a copy of the record (the game goes
 * on changing while the worker lays it out and draws it) and the end of
 * the line through the current node in it. */
typedef struct
{
  TgNode  *root;
  GArray  *leaf_path;
  gboolean coordinates;
  char    *path;
} PdfJob;

static void
pdf_job_free (PdfJob *job)
{
  if (job->root != NULL)
    tg_node_free (job->root);
  g_array_unref (job->leaf_path);
  g_free (job->path);
  g_free (job);
}

static void
pdf_in_thread (GTask        *task,
               gpointer      source_object,
               gpointer      task_data,
               GCancellable *cancellable)
{
  PdfJob *job = task_data;
  g_autoptr(TgGame) game = NULL;
  g_autoptr(TgExportBook) book = NULL;
  TgExportOptions options;
  TgNode *leaf = NULL;
  GError *error = NULL;

  game = tg_export_record_game (g_steal_pointer (&job->root), job->leaf_path, &leaf, &error);
  if (game == NULL)
    {
      g_task_return_error (task, error);
      return;
    }
  tg_export_options_init (&options);
  options.theme = TG_BOARD_THEME_PRINT;
  options.coordinates = job->coordinates;
  book = tg_export_book_new (game,
                             tg_figure_split (game, leaf,
                                              has_figures (leaf) ? 0 : BOOK_MOVES_PER_DIAGRAM, -1),
                             &options);
  if (tg_export_book_write_pdf (book, job->path, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

static void
pdf_written_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  TgWindow *self = TG_WINDOW (source);
  g_autoptr(GError) error = NULL;
  gboolean written = g_task_propagate_boolean (G_TASK (result), &error);

  /* Closed while the worker wrote: there is no one to tell. */
  if (!gtk_widget_get_realized (GTK_WIDGET (self)))
    return;
  if (!written)
    _tg_window_show_error (self, _("Could Not Save the PDF"), error->message);
  else
    _tg_window_add_toast (self, _("Saved as PDF"));
}

static PdfJob *
pdf_job_new (TgWindow *self)
{
  PdfJob *job = g_new0 (PdfJob, 1);

  job->root = tg_export_copy_record (self->game,
                                     tg_node_get_line_end (tg_game_get_current (self->game)),
                                     &job->leaf_path);
  job->coordinates = tg_board_scene_get_show_coordinates (self->scene);
  return job;
}

static void
start_pdf (TgWindow            *self,
           PdfJob              *job,
           GAsyncReadyCallback  callback,
           gpointer             user_data)
{
  g_autoptr(GTask) task = g_task_new (self, NULL, callback, user_data);

  g_task_set_task_data (task, job, (GDestroyNotify) pdf_job_free);
  g_task_run_in_thread (task, pdf_in_thread);
}

void
_tg_window_save_pdf_async (TgWindow            *self,
                           const char          *path,
                           GAsyncReadyCallback  callback,
                           gpointer             user_data)
{
  PdfJob *job = pdf_job_new (self);

  job->path = g_strdup (path);
  start_pdf (self, job, callback, user_data);
}

/* The chooser's answer: the window is held until it comes (it may be
 * closed meanwhile), and the book taken when the action ran is written
 * in a worker. */
static void
pdf_chooser_response_cb (GtkNativeDialog *chooser,
                         int              response,
                         gpointer         user_data)
{
  g_autoptr(TgWindow) self = user_data;
  PdfJob *job = g_object_steal_data (G_OBJECT (chooser), "tg-pdf-job");
  g_autoptr(GFile) file = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  g_object_unref (chooser);
  if (file == NULL || (job->path = g_file_get_path (file)) == NULL)
    {
      pdf_job_free (job);
      return;
    }
  start_pdf (self, job, pdf_written_cb, NULL);
}

static void
save_pdf_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  TgWindow *self = TG_WINDOW (widget);
  GtkFileChooserNative *chooser;
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();
  g_autoptr(GFile) folder = _tg_window_record_folder (self);
  GFile *record = tg_document_get_file (self->document);
  g_autofree char *name = NULL;

  gtk_file_filter_set_name (filter, _("PDF documents"));
  gtk_file_filter_add_mime_type (filter, "application/pdf");
  chooser = gtk_file_chooser_native_new (_("Save as PDF"), GTK_WINDOW (self),
                                         GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
  /* Beside the record, named after it: game.sgf gives game.pdf. */
  if (folder != NULL)
    gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (chooser), folder, NULL);
  if (record != NULL)
    {
      g_autofree char *base = g_file_get_basename (record);
      char *dot = strrchr (base, '.');

      if (dot != NULL && dot != base)
        *dot = '\0';
      name = g_strconcat (base, ".pdf", NULL);
    }
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name != NULL ? name : _("game.pdf"));
  g_object_set_data_full (G_OBJECT (chooser), "tg-pdf-job", pdf_job_new (self),
                          (GDestroyNotify) pdf_job_free);
  g_signal_connect (chooser, "response", G_CALLBACK (pdf_chooser_response_cb),
                    g_object_ref (self));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

/* Export */

static void
export_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  TgWindow *self = TG_WINDOW (widget);

  g_autoptr(GFile) folder = _tg_window_record_folder (self);

  gtk_window_present (GTK_WINDOW (tg_export_dialog_new (GTK_WINDOW (self), self->game,
                                                        self->scene, folder)));
}

/* Copy */

/* The position shown, as the board shows it: its markup, coordinates
 * and theme. */
static TgBoardScene *
current_scene (TgWindow        *self,
               TgExportOptions *options)
{
  tg_export_options_init (options);
  options->theme = tg_board_scene_get_theme (self->scene);
  options->coordinates = tg_board_scene_get_show_coordinates (self->scene);
  options->size = COPY_SIZE;
  return tg_export_scene_new (self->game,
                              tg_figure_new (self->game, NULL, tg_game_get_current (self->game), 0),
                              options);
}

/* The current position as Sensei's Library text, as copied. */
static char *
diagram_text (TgWindow *self)
{
  TgExportOptions options;
  g_autoptr(TgBoardScene) scene = current_scene (self, &options);
  TgBoardRegion region;

  tg_board_scene_get_region (scene, &region);
  return tg_export_sensei_text (tg_board_scene_get_figure (scene),
                                tg_board_scene_get_markup (scene), &region, options.coordinates);
}

static void
copy_diagram_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  TgWindow *self = TG_WINDOW (widget);
  g_autofree char *text = diagram_text (self);
  g_autoptr(GdkContentProvider) content = NULL;

  if (g_str_equal (action_name, "win.copy-diagram"))
    {
      TgExportOptions options;
      g_autoptr(TgBoardScene) scene = current_scene (self, &options);
      cairo_surface_t *surface = tg_export_render_image (scene, &options, NULL);
      g_autoptr(GBytes) bytes = NULL;
      g_autoptr(GdkTexture) texture = NULL;
      GdkContentProvider *providers[2];

      g_return_if_fail (surface != NULL);
      bytes = g_bytes_new (cairo_image_surface_get_data (surface),
                           (gsize) cairo_image_surface_get_stride (surface) *
                             cairo_image_surface_get_height (surface));
      texture = gdk_memory_texture_new (cairo_image_surface_get_width (surface),
                                        cairo_image_surface_get_height (surface),
                                        GDK_MEMORY_DEFAULT, bytes,
                                        cairo_image_surface_get_stride (surface));
      cairo_surface_destroy (surface);
      /* An image for image editors and documents, the text for a wiki
       * or a forum post. */
      providers[0] = gdk_content_provider_new_typed (GDK_TYPE_TEXTURE, texture);
      providers[1] = gdk_content_provider_new_typed (G_TYPE_STRING, text);
      content = gdk_content_provider_new_union (providers, G_N_ELEMENTS (providers));
    }
  else
    content = gdk_content_provider_new_typed (G_TYPE_STRING, text);
  gdk_clipboard_set_content (gtk_widget_get_clipboard (widget), content);
  _tg_window_add_toast (self, _("Diagram copied"));
}

void
_tg_window_class_add_export (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.export-diagram", NULL, export_action);
  gtk_widget_class_install_action (widget_class, "win.print", NULL, print_action);
  gtk_widget_class_install_action (widget_class, "win.save-pdf", NULL, save_pdf_action);
  gtk_widget_class_install_action (widget_class, "win.copy-diagram", NULL, copy_diagram_action);
  gtk_widget_class_install_action (widget_class, "win.copy-diagram-text", NULL,
                                   copy_diagram_action);
}
