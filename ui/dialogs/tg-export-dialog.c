/* tg-export-dialog.c
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-export-dialog.h"

#include <glib/gi18n.h>
#include <string.h>

#include "tg-export-book.h"
#include "tg-export.h"

/* The preview's longer side, in pixels. */
#define PREVIEW_SIZE 520

/* The rows of region_row. */
enum
{
  REGION_WHOLE,
  REGION_TOP_LEFT,
  REGION_TOP_RIGHT,
  REGION_BOTTOM_LEFT,
  REGION_BOTTOM_RIGHT,
  REGION_DRAGGED,
};

struct _TgExportDialog
{
  AdwWindow      parent_instance;

  GtkPicture    *preview;
  AdwComboRow   *format_row;
  GtkSpinButton *from_spin;
  GtkSpinButton *to_spin;
  GtkSpinButton *per_spin;
  AdwComboRow   *region_row;
  AdwActionRow  *drag_row;
  GtkSwitch     *coordinates_switch;
  GtkSwitch     *notes_switch;
  AdwComboRow   *style_row;
  GtkSpinButton *size_spin;

  TgGame        *game;
  TgBoardScene  *scene;
  GFile         *folder;      /* where the chooser starts, or NULL */
  TgNode        *leaf;        /* the end of the line through the current node */
  TgBoardRegion  dragged;
  gboolean       has_dragged;
};

G_DEFINE_FINAL_TYPE (TgExportDialog, tg_export_dialog, ADW_TYPE_WINDOW)

static TgExportFormat
selected_format (TgExportDialog *self)
{
  return (TgExportFormat) adw_combo_row_get_selected (self->format_row);
}

static void
read_options (TgExportDialog  *self,
              TgExportOptions *options)
{
  guint size = tg_game_get_size (self->game), half = (size + 1) / 2;
  guint region = adw_combo_row_get_selected (self->region_row);

  tg_export_options_init (options);
  options->format = selected_format (self);
  options->coordinates = gtk_switch_get_active (self->coordinates_switch);
  options->notes = gtk_switch_get_active (self->notes_switch);
  options->size = gtk_spin_button_get_value_as_int (self->size_spin);
  options->theme = adw_combo_row_get_selected (self->style_row) == 1
                     ? TG_BOARD_THEME_PRINT
                     : tg_board_scene_get_theme (self->scene);
  /* A quarter and the line through the middle: a corner as books show
   * one. */
  options->has_region = TRUE;
  switch (region)
    {
    case REGION_TOP_LEFT:
      options->region = (TgBoardRegion) { 0, 0, half, half };
      break;
    case REGION_TOP_RIGHT:
      options->region = (TgBoardRegion) { size - half, 0, half, half };
      break;
    case REGION_BOTTOM_LEFT:
      options->region = (TgBoardRegion) { 0, size - half, half, half };
      break;
    case REGION_BOTTOM_RIGHT:
      options->region = (TgBoardRegion) { size - half, size - half, half, half };
      break;
    case REGION_DRAGGED:
      options->region = self->dragged;
      options->has_region = self->has_dragged;
      break;
    default:
      options->has_region = FALSE;
    }
}

/* The figures the settings ask for: the game from move 1 in diagrams of
 * K moves, or one figure of the moves chosen (none numbered: the
 * position). */
static GPtrArray *
figures_for (TgGame *game,
             TgNode *leaf,
             guint   from,
             guint   to,
             guint   per)
{
  TgNode *end = tg_figure_find_end (leaf, to);
  GPtrArray *figures;

  if (per > 0)
    return tg_figure_split (game, end, per, -1);
  figures = g_ptr_array_new_with_free_func ((GDestroyNotify) tg_figure_free);
  g_ptr_array_add (figures,
                   tg_figure_new (game, from > 0 ? tg_figure_find_move (end, from) : NULL,
                                  end, 0));
  return figures;
}

static GPtrArray *
make_figures (TgExportDialog *self)
{
  return figures_for (self->game, self->leaf, gtk_spin_button_get_value_as_int (self->from_spin),
                      gtk_spin_button_get_value_as_int (self->to_spin),
                      gtk_spin_button_get_value_as_int (self->per_spin));
}

static GdkTexture *
texture_for (cairo_surface_t *surface)
{
  int width = cairo_image_surface_get_width (surface);
  int height = cairo_image_surface_get_height (surface);
  int stride = cairo_image_surface_get_stride (surface);
  g_autoptr(GBytes) bytes = g_bytes_new (cairo_image_surface_get_data (surface),
                                         (gsize) stride * height);

  return gdk_memory_texture_new (width, height, GDK_MEMORY_DEFAULT, bytes, stride);
}

static void
update_preview (TgExportDialog *self)
{
  g_autoptr(GPtrArray) figures = make_figures (self);
  g_autoptr(TgBoardScene) scene = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  cairo_surface_t *surface;
  TgExportOptions options;

  read_options (self, &options);
  options.size = PREVIEW_SIZE;
  if (figures->len == 0)
    {
      gtk_picture_set_paintable (self->preview, NULL);
      return;
    }
  /* The first diagram of several stands for them all. */
  scene = tg_export_scene_new (self->game, g_ptr_array_steal_index (figures, 0), &options);
  surface = tg_export_render_image (scene, &options, NULL);
  if (surface == NULL)
    {
      gtk_picture_set_paintable (self->preview, NULL);
      return;
    }
  texture = texture_for (surface);
  cairo_surface_destroy (surface);
  gtk_picture_set_paintable (self->preview, GDK_PAINTABLE (texture));
}

static void
changed_cb (TgExportDialog *self)
{
  TgExportFormat format = selected_format (self);
  gboolean dragging = adw_combo_row_get_selected (self->region_row) == REGION_DRAGGED;

  gtk_widget_set_visible (GTK_WIDGET (self->drag_row), dragging);
  /* The board draws the part being dragged, as Find's does. */
  if (self->scene != NULL)
    tg_board_scene_set_drag_selects (self->scene, dragging);
  gtk_widget_set_sensitive (GTK_WIDGET (self->size_spin),
                            format == TG_EXPORT_PNG || format == TG_EXPORT_SVG);
  update_preview (self);
}

static void
points_stroked_cb (TgExportDialog *self,
                   GArray         *points)
{
  g_autofree char *name = NULL;

  if (adw_combo_row_get_selected (self->region_row) != REGION_DRAGGED
      || !tg_board_scene_span (self->scene, (const TgPoint *) points->data, points->len,
                               &self->dragged))
    return;
  self->has_dragged = TRUE;
  name = tg_export_format_region (&self->dragged, tg_game_get_size (self->game));
  adw_action_row_set_subtitle (self->drag_row, name);
  update_preview (self);
}

/* OUT with "-N" before its extension, as tengen-cli names them. */
static char *
numbered_path (const char *path,
               guint       number)
{
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *base = g_path_get_basename (path);
  const char *dot = strrchr (base, '.');
  g_autofree char *name = dot != NULL && dot != base
                            ? g_strdup_printf ("%.*s-%u%s", (int) (dot - base), base, number, dot)
                            : g_strdup_printf ("%s-%u", base, number);

  return g_build_filename (dir, name, NULL);
}

/* An export as Export was clicked: a copy of the record (the game goes
 * on changing while the worker draws), the line's end in it, and the
 * settings. */
typedef struct
{
  TgNode          *root;
  GArray          *leaf_path;
  guint            from, to, per;
  TgExportOptions  options;
  char            *path;
} Job;

static void
job_free (Job *job)
{
  if (job->root != NULL)
    tg_node_free (job->root);
  g_array_unref (job->leaf_path);
  g_free (job->path);
  g_free (job);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Job, job_free)

static Job *
job_new (TgExportDialog *self)
{
  Job *job = g_new0 (Job, 1);

  job->root = tg_export_copy_record (self->game, self->leaf, &job->leaf_path);
  job->from = gtk_spin_button_get_value_as_int (self->from_spin);
  job->to = gtk_spin_button_get_value_as_int (self->to_spin);
  job->per = gtk_spin_button_get_value_as_int (self->per_spin);
  read_options (self, &job->options);
  return job;
}

static gboolean
write_job (Job     *job,
           GError **error)
{
  g_autoptr(GPtrArray) figures = NULL;
  g_autoptr(TgGame) game = NULL;
  TgNode *leaf = NULL;
  guint n;

  game = tg_export_record_game (g_steal_pointer (&job->root), job->leaf_path, &leaf, error);
  if (game == NULL)
    return FALSE;
  figures = figures_for (game, leaf, job->from, job->to, job->per);
  if (job->options.format == TG_EXPORT_PDF)
    {
      g_autoptr(TgExportBook) book = tg_export_book_new (game, g_steal_pointer (&figures),
                                                         &job->options);

      return tg_export_book_write_pdf (book, job->path, error);
    }
  n = figures->len;
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(TgBoardScene) scene =
        tg_export_scene_new (game, g_ptr_array_steal_index (figures, 0), &job->options);
      g_autofree char *target = n > 1 ? numbered_path (job->path, i + 1) : g_strdup (job->path);

      if (!tg_export_write_diagram (scene, &job->options, target, error))
        return FALSE;
    }
  return TRUE;
}

static void
write_in_thread (GTask        *task,
                 gpointer      source_object,
                 gpointer      task_data,
                 GCancellable *cancellable)
{
  GError *error = NULL;

  if (write_job (task_data, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

static void
start_job (TgExportDialog      *self,
           Job                 *job,
           GAsyncReadyCallback  callback,
           gpointer             user_data)
{
  g_autoptr(GTask) task = g_task_new (self, NULL, callback, user_data);

  g_task_set_source_tag (task, tg_export_dialog_write_async);
  g_task_set_task_data (task, job, (GDestroyNotify) job_free);
  g_task_run_in_thread (task, write_in_thread);
}

void
tg_export_dialog_write_async (TgExportDialog      *self,
                              const char          *path,
                              GAsyncReadyCallback  callback,
                              gpointer             user_data)
{
  Job *job;

  g_return_if_fail (TG_IS_EXPORT_DIALOG (self));
  g_return_if_fail (path != NULL);

  job = job_new (self);
  job->path = g_strdup (path);
  start_job (self, job, callback, user_data);
}

gboolean
tg_export_dialog_write_finish (TgExportDialog  *self,
                               GAsyncResult    *result,
                               GError         **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

static void
written_cb (GObject      *source,
            GAsyncResult *result,
            gpointer      user_data)
{
  TgExportDialog *self = TG_EXPORT_DIALOG (source);
  g_autoptr(GError) error = NULL;
  GtkWidget *message;

  gboolean written = tg_export_dialog_write_finish (self, result, &error);

  /* Closed while the worker wrote: there is no one to tell. */
  if (!gtk_widget_get_realized (GTK_WIDGET (self)))
    return;
  if (written)
    {
      gtk_window_close (GTK_WINDOW (self));
      return;
    }
  message = adw_message_dialog_new (GTK_WINDOW (self), _("Could Not Export"), error->message);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (message), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (message));
}

/* The chooser's answer: the dialog is held until it comes, and the job
 * taken when Export was clicked is written in a worker. */
static void
chooser_response_cb (GtkNativeDialog *chooser,
                     int              response,
                     gpointer         user_data)
{
  g_autoptr(TgExportDialog) self = user_data;
  g_autoptr(Job) job = g_object_steal_data (G_OBJECT (chooser), "tg-export-job");
  g_autoptr(GFile) file = NULL;
  GtkWidget *message;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  g_object_unref (chooser);
  if (file == NULL)
    return;
  job->path = g_file_get_path (file);
  if (job->path != NULL)
    {
      start_job (self, g_steal_pointer (&job), written_cb, NULL);
      return;
    }
  message = adw_message_dialog_new (GTK_WINDOW (self), _("Could Not Export"),
                                    _("The file is not on this computer"));
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (message), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (message));
}

static void
export_clicked_cb (TgExportDialog *self)
{
  static const char *const extensions[] = { "png", "svg", "pdf", "txt" };
  GtkFileChooserNative *chooser;
  g_autofree char *name = NULL;
  const char *game_name = tg_game_get_info (self->game, "GN");

  chooser = gtk_file_chooser_native_new (_("Export Diagram"), GTK_WINDOW (self),
                                         GTK_FILE_CHOOSER_ACTION_SAVE, _("_Export"),
                                         _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  name = g_strdup_printf ("%s.%s", game_name != NULL && *game_name != '\0' && !strchr (game_name, '/')
                                     ? game_name
                                     : _("diagram"),
                          extensions[selected_format (self)]);
  if (self->folder != NULL)
    gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (chooser), self->folder, NULL);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);
  g_object_set_data_full (G_OBJECT (chooser), "tg-export-job", job_new (self),
                          (GDestroyNotify) job_free);
  g_signal_connect (chooser, "response", G_CALLBACK (chooser_response_cb), g_object_ref (self));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
tg_export_dialog_dispose (GObject *object)
{
  TgExportDialog *self = TG_EXPORT_DIALOG (object);

  if (self->scene != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->scene, self);
      tg_board_scene_set_drag_selects (self->scene, FALSE);
    }
  g_clear_object (&self->scene);
  g_clear_object (&self->game);
  g_clear_object (&self->folder);

  G_OBJECT_CLASS (tg_export_dialog_parent_class)->dispose (object);
}

static void
tg_export_dialog_class_init (TgExportDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tg_export_dialog_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PREFIX "/ui/tg-export-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, TgExportDialog, preview);
  gtk_widget_class_bind_template_child (widget_class, TgExportDialog, format_row);
  gtk_widget_class_bind_template_child (widget_class, TgExportDialog, from_spin);
  gtk_widget_class_bind_template_child (widget_class, TgExportDialog, to_spin);
  gtk_widget_class_bind_template_child (widget_class, TgExportDialog, per_spin);
  gtk_widget_class_bind_template_child (widget_class, TgExportDialog, region_row);
  gtk_widget_class_bind_template_child (widget_class, TgExportDialog, drag_row);
  gtk_widget_class_bind_template_child (widget_class, TgExportDialog, coordinates_switch);
  gtk_widget_class_bind_template_child (widget_class, TgExportDialog, notes_switch);
  gtk_widget_class_bind_template_child (widget_class, TgExportDialog, style_row);
  gtk_widget_class_bind_template_child (widget_class, TgExportDialog, size_spin);
  gtk_widget_class_bind_template_callback (widget_class, changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, export_clicked_cb);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
tg_export_dialog_init (TgExportDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

TgExportDialog *
tg_export_dialog_new (GtkWindow    *parent,
                      TgGame       *game,
                      TgBoardScene *scene,
                      GFile        *folder)
{
  TgExportDialog *self;
  TgNode *current;
  guint move;

  g_return_val_if_fail (TG_IS_GAME (game), NULL);
  g_return_val_if_fail (TG_IS_BOARD_SCENE (scene), NULL);

  self = g_object_new (TG_TYPE_EXPORT_DIALOG, "transient-for", parent, NULL);
  self->game = g_object_ref (game);
  self->scene = g_object_ref (scene);
  self->folder = folder != NULL ? g_object_ref (folder) : NULL;
  current = tg_game_get_current (game);
  self->leaf = tg_node_get_line_end (current);
  move = tg_figure_move_number (current);
  /* Not modal: the board stays at hand for dragging a part of it. */
  g_signal_connect_object (scene, "points-stroked", G_CALLBACK (points_stroked_cb), self,
                           G_CONNECT_SWAPPED);
  gtk_adjustment_set_upper (gtk_spin_button_get_adjustment (self->to_spin),
                            tg_figure_move_number (self->leaf));
  gtk_adjustment_set_upper (gtk_spin_button_get_adjustment (self->from_spin),
                            tg_figure_move_number (self->leaf));
  gtk_spin_button_set_value (self->to_spin, move);
  gtk_switch_set_active (self->coordinates_switch, tg_board_scene_get_show_coordinates (scene));
  changed_cb (self);
  return self;
}
