/* tg-window-files.c: opening and saving records, recent files, drops,
 * and the question about unsaved changes.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "tg-sgf.h"
#include "tg-window-private.h"

#define SGF_MIME_TYPE "application/x-go-sgf"
/* The name recent files are filed under: an identity, not translated. */
#define RECENT_APP_NAME "Tengen"
#define MAX_RECENT 10
/* Longer names are shortened in the middle: the menu keeps its width. */
#define MAX_RECENT_CHARS 40

void
_tg_window_show_error (TgWindow   *self,
                       const char *heading,
                       const char *body)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, body);

  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

GFile *
_tg_window_record_folder (TgWindow *self)
{
  GFile *file = tg_document_get_file (self->document);

  return file != NULL ? g_file_get_parent (file) : NULL;
}

static void
add_recent (TgWindow *self,
            GFile    *file)
{
  g_autofree char *uri = g_file_get_uri (file);
  GtkRecentData data = { 0 };

  data.mime_type = (char *) SGF_MIME_TYPE;
  data.app_name = (char *) RECENT_APP_NAME;
  data.app_exec = (char *) "tengen %u";
  gtk_recent_manager_add_full (gtk_recent_manager_get_default (), uri, &data);
  _tg_window_watch_recent (self);
}

/* Recent files --------------------------------------------------------- */

static int
compare_recent (gconstpointer a,
                gconstpointer b)
{
  GtkRecentInfo *info_a = *(GtkRecentInfo **) a;
  GtkRecentInfo *info_b = *(GtkRecentInfo **) b;

  return g_date_time_compare (gtk_recent_info_get_modified (info_b),
                              gtk_recent_info_get_modified (info_a));
}

/* A name too long for the menu keeps its start and its end, where the
 * names of a series differ. */
static char *
shorten_middle (const char *name)
{
  glong length = g_utf8_strlen (name, -1);
  g_autofree char *start = NULL;

  if (length <= MAX_RECENT_CHARS)
    return g_strdup (name);
  start = g_utf8_substring (name, 0, MAX_RECENT_CHARS * 2 / 3);
  return g_strconcat (start, "…", g_utf8_offset_to_pointer (name, length - MAX_RECENT_CHARS / 3), NULL);
}

static void
update_recent_menu (TgWindow *self)
{
  GList *items = gtk_recent_manager_get_items (gtk_recent_manager_get_default ());
  g_autoptr(GPtrArray) games = g_ptr_array_new ();

  for (GList *l = items; l; l = l->next)
    {
      GtkRecentInfo *info = l->data;

      if (gtk_recent_info_has_application (info, RECENT_APP_NAME)
          || g_strcmp0 (gtk_recent_info_get_mime_type (info), SGF_MIME_TYPE) == 0)
        g_ptr_array_add (games, info);
    }
  g_ptr_array_sort (games, compare_recent);

  g_menu_remove_all (self->recent_section);
  for (guint i = 0; i < MIN (games->len, MAX_RECENT); i++)
    {
      GtkRecentInfo *info = g_ptr_array_index (games, i);
      g_autofree char *name = shorten_middle (gtk_recent_info_get_display_name (info));
      g_auto(GStrv) parts = g_strsplit (name, "_", -1);
      /* Menu labels take underscores as mnemonics. */
      g_autofree char *label = g_strjoinv ("__", parts);
      g_autoptr(GMenuItem) item = g_menu_item_new (label, NULL);

      g_menu_item_set_action_and_target (item, "win.open-recent", "s",
                                         gtk_recent_info_get_uri (info));
      g_menu_append_item (self->recent_section, item);
    }
  if (games->len == 0)
    /* An item whose action does not exist shows greyed out. */
    g_menu_append (self->recent_section, _("No Recent Games"), "win.no-recent-games");

  g_list_free_full (items, (GDestroyNotify) gtk_recent_info_unref);
}

/* Not at start-up: the recent manager reads the history every app has
 * filed, which can be long, and only the menu shows what it finds. */
void
_tg_window_watch_recent (TgWindow *self)
{
  if (self->recent_watched)
    return;
  self->recent_watched = TRUE;
  g_signal_connect_object (gtk_recent_manager_get_default (), "changed",
                           G_CALLBACK (update_recent_menu), self, G_CONNECT_SWAPPED);
  update_recent_menu (self);
}

static void
open_recent_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  g_autoptr(GFile) file = g_file_new_for_uri (g_variant_get_string (parameter, NULL));

  tg_window_open_file (TG_WINDOW (widget), file, -1);
}

/* Saving --------------------------------------------------------------- */

static char *
file_display_name (GFile *file)
{
  g_autofree char *parse_name = g_file_get_parse_name (file);

  return g_path_get_basename (parse_name);
}

static void
document_saved_cb (GObject      *object,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  TgDocument *document = TG_DOCUMENT (object);
  g_autoptr(GTask) task = user_data;
  TgWindow *self = g_task_get_source_object (task);
  GFile *file = g_task_get_task_data (task);
  g_autoptr(GError) error = NULL;

  if (!tg_document_save_finish (document, result, &error))
    {
      g_autofree char *name = file_display_name (file);
      g_autofree char *heading = g_strdup_printf (_("Could Not Save “%s”"), name);

      /* The window may show another document by now; the message is
       * about this one all the same. */
      _tg_window_show_error (self, heading, error->message);
      g_task_return_boolean (task, FALSE);
      return;
    }
  add_recent (self, file);
  g_task_return_boolean (task, TRUE);
}

static void
save_document (TgWindow *self,
               GFile    *file,
               GTask    *task)
{
  g_task_set_task_data (task, g_object_ref (file), g_object_unref);
  tg_document_save_async (self->document, file, NULL, document_saved_cb, task);
}

static char *
suggest_file_name (TgWindow *self)
{
  const char *black = tg_game_get_info (self->game, "PB");
  const char *white = tg_game_get_info (self->game, "PW");
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *date = g_date_time_format (now, "%Y-%m-%d");
  char *name;

  if (black != NULL && black[0] != '\0' && white != NULL && white[0] != '\0')
    /* Translators: a file name: "Lee Sedol vs AlphaGo 2026-03-09.sgf" */
    name = g_strdup_printf (_("%s vs %s %s.sgf"), black, white, date);
  else
    /* Translators: a file name: "Game 2026-03-09.sgf" */
    name = g_strdup_printf (_("Game %s.sgf"), date);
  /* A player's name must not make a path. */
  g_strdelimit (name, "/\\", '-');
  return name;
}

static GtkFileFilter *
sgf_filter (void)
{
  GtkFileFilter *filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, _("SGF Game Records"));
  gtk_file_filter_add_mime_type (filter, SGF_MIME_TYPE);
  gtk_file_filter_add_suffix (filter, "sgf");
  return filter;
}

static void
save_chooser_response_cb (GtkNativeDialog *chooser,
                          int              response,
                          gpointer         user_data)
{
  GTask *task = user_data;
  TgWindow *self = g_task_get_source_object (task);
  g_autoptr(GFile) file = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  g_object_unref (chooser);
  if (file != NULL)
    save_document (self, file, task);
  else
    {
      g_task_return_boolean (task, FALSE);
      g_object_unref (task);
    }
}

void
tg_window_save_async (TgWindow            *self,
                      gboolean             choose,
                      GAsyncReadyCallback  callback,
                      gpointer             user_data)
{
  g_autoptr(GtkFileFilter) filter = NULL;
  GFile *file;
  GTask *task;
  GtkFileChooserNative *chooser;

  g_return_if_fail (TG_IS_WINDOW (self));

  /* What was just typed is part of what is saved. */
  tg_comment_view_flush (self->comment_view);
  task = g_task_new (self, NULL, callback, user_data);
  g_task_set_source_tag (task, tg_window_save_async);
  file = tg_document_get_file (self->document);
  if (!choose && file != NULL)
    {
      save_document (self, file, task);
      return;
    }

  filter = sgf_filter ();
  chooser = gtk_file_chooser_native_new (_("Save Game Record"), GTK_WINDOW (self),
                                         GTK_FILE_CHOOSER_ACTION_SAVE,
                                         _("_Save"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
  if (file != NULL)
    gtk_file_chooser_set_file (GTK_FILE_CHOOSER (chooser), file, NULL);
  else
    {
      g_autofree char *name = suggest_file_name (self);

      gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);
    }
  g_signal_connect (chooser, "response", G_CALLBACK (save_chooser_response_cb), task);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

void
tg_window_save_to_file_async (TgWindow            *self,
                              GFile               *file,
                              GAsyncReadyCallback  callback,
                              gpointer             user_data)
{
  GTask *task;

  g_return_if_fail (TG_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  tg_comment_view_flush (self->comment_view);
  task = g_task_new (self, NULL, callback, user_data);
  g_task_set_source_tag (task, tg_window_save_async);
  save_document (self, file, task);
}

gboolean
tg_window_save_finish (TgWindow     *self,
                       GAsyncResult *result)
{
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  return g_task_propagate_boolean (G_TASK (result), NULL);
}

static void
save_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  tg_window_save_async (TG_WINDOW (widget), g_str_equal (action_name, "win.save-as"), NULL, NULL);
}

/* Unsaved changes ------------------------------------------------------ */

static void
saved_before_discard_cb (GObject      *object,
                         GAsyncResult *result,
                         gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;

  g_task_return_boolean (task, tg_window_save_finish (TG_WINDOW (object), result));
}

static void
answer_in_idle (gpointer user_data)
{
  GTask *task = user_data;

  g_task_return_boolean (task, GPOINTER_TO_INT (g_object_get_data (G_OBJECT (task), "discard")));
  g_object_unref (task);
}

static void
discard_response_cb (AdwMessageDialog *dialog,
                     const char       *response,
                     gpointer          user_data)
{
  GTask *task = user_data;
  TgWindow *self = g_task_get_source_object (task);

  /* The task goes on to the save, or ends here: either way it is
   * handed over once.  It ends after the dialog has gone: what follows
   * may close the window the dialog belongs to. */
  if (g_str_equal (response, "save"))
    tg_window_save_async (self, FALSE, saved_before_discard_cb, task);
  else
    {
      g_object_set_data (G_OBJECT (task), "discard", GINT_TO_POINTER (g_str_equal (response, "discard")));
      g_idle_add_once (answer_in_idle, task);
    }
}

void
_tg_window_confirm_discard_async (TgWindow            *self,
                                  GAsyncReadyCallback  callback,
                                  gpointer             user_data)
{
  GTask *task = g_task_new (self, NULL, callback, user_data);
  GtkWidget *dialog;

  g_task_set_source_tag (task, _tg_window_confirm_discard_async);
  tg_comment_view_flush (self->comment_view);
  if (!tg_document_get_modified (self->document))
    {
      g_task_return_boolean (task, TRUE);
      g_object_unref (task);
      return;
    }

  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Save Changes?"), NULL);
  adw_message_dialog_format_body (ADW_MESSAGE_DIALOG (dialog),
                                  _("“%s” has unsaved changes. Changes which are not saved will be permanently lost."),
                                  tg_document_get_title (self->document));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "discard", _("_Discard"),
                                    "save", _("_Save"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "discard",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "save",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "save");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect (dialog, "response", G_CALLBACK (discard_response_cb), task);
  gtk_window_present (GTK_WINDOW (dialog));
}

gboolean
_tg_window_confirm_discard_finish (TgWindow     *self,
                                   GAsyncResult *result)
{
  return g_task_propagate_boolean (G_TASK (result), NULL);
}

gboolean
tg_window_has_unsaved_changes (TgWindow *self)
{
  g_return_val_if_fail (TG_IS_WINDOW (self), FALSE);

  tg_comment_view_flush (self->comment_view);
  return tg_document_get_modified (self->document);
}

void
tg_window_close_discarding (TgWindow *self)
{
  g_return_if_fail (TG_IS_WINDOW (self));

  self->close_confirmed = TRUE;
  gtk_window_close (GTK_WINDOW (self));
}

/* Opening -------------------------------------------------------------- */

typedef struct
{
  GFile      *file;
  int         number;     /* the game of a collection, -1: the first */
  int         move;
  TgDocument *document;
  /* "Opening…", shown only when reading takes long enough to notice. */
  AdwToast   *progress;
  guint       progress_source;
} LoadData;

static void
dismiss_progress (TgWindow *self,
                  LoadData *data)
{
  if (data->progress != NULL)
    _tg_window_dismiss_toast (self, data->progress);
  g_clear_object (&data->progress);
}

static void
load_data_free (LoadData *data)
{
  g_clear_object (&data->file);
  g_clear_object (&data->document);
  g_clear_handle_id (&data->progress_source, g_source_remove);
  g_clear_object (&data->progress);
  g_free (data);
}

static void
load_confirmed_cb (GObject      *object,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  TgWindow *self = TG_WINDOW (object);
  g_autoptr(GTask) task = user_data;
  LoadData *data = g_task_get_task_data (task);
  guint n_games;

  if (!_tg_window_confirm_discard_finish (self, result))
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED,
                               _("The current game was kept"));
      return;
    }

  tg_window_set_document (self, data->document);
  add_recent (self, data->file);
  n_games = tg_document_get_n_games (data->document);
  if (n_games > 1)
    {
      g_autofree char *message = NULL;

      message = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                              "This file holds %u games: Games lists them all",
                                              "This file holds %u games: Games lists them all",
                                              n_games),
                                 n_games);
      _tg_window_add_toast (self, message);
    }
  g_task_return_boolean (task, TRUE);
}

static gboolean
show_progress_cb (gpointer user_data)
{
  GTask *task = user_data;
  LoadData *data = g_task_get_task_data (task);
  TgWindow *self = g_task_get_source_object (task);
  g_autofree char *name = file_display_name (data->file);
  g_autofree char *title = g_strdup_printf (_("Opening “%s”…"), name);

  data->progress_source = 0;
  data->progress = g_object_ref_sink (_tg_window_new_toast (title));
  adw_toast_set_timeout (data->progress, 0);
  _tg_window_show_toast (self, g_object_ref (data->progress));
  return G_SOURCE_REMOVE;
}

void
_tg_window_open_at_preference (TgWindow *self,
                               TgGame   *game)
{
  g_autofree char *open_at = g_settings_get_string (self->settings, "open-at");

  if (g_str_equal (open_at, "start") && !tg_game_get_in_progress (game))
    tg_game_go_first (game);
}

/* The games of a document just read that are opened (the one shown) go
 * where the preference says; the others when first shown
 * (document_game_cb ()): opening all of a large collection here would
 * hold the window and take as much memory as the lazy games save. */
static void
open_at_preference (TgWindow   *self,
                    TgDocument *document)
{
  GListModel *games = tg_document_get_games (document);

  for (guint i = 0; i < g_list_model_get_n_items (games); i++)
    {
      g_autoptr(TgGame) game = g_list_model_get_item (games, i);

      if (tg_game_get_opened (game) || game == tg_document_get_game (document))
        _tg_window_open_at_preference (self, game);
    }
}

static void
load_done_cb (GObject      *object,
              GAsyncResult *result,
              gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  TgWindow *self = g_task_get_source_object (task);
  LoadData *data = g_task_get_task_data (task);
  GError *error = NULL;
  TgGame *game;

  g_clear_handle_id (&data->progress_source, g_source_remove);
  dismiss_progress (self, data);

  data->document = tg_document_load_finish (result, &error);
  if (data->document == NULL)
    {
      g_task_return_error (task, error);
      return;
    }
  /* The game of a collection asked for (the library found it there). */
  if (data->number > 0 && (guint) data->number < tg_document_get_n_games (data->document))
    tg_document_set_game_index (data->document, data->number);
  /* The move asked for; otherwise where the preference says, as a
   * problem or a commented game is read from its start (Sabaki, q5Go),
   * except that a game in progress opens where play goes on. */
  game = tg_document_get_game (data->document);
  if (data->move >= 0)
    {
      tg_game_go_first (game);
      for (int i = 0; i < data->move && tg_game_go_forward (game); i++)
        ;
    }
  else
    open_at_preference (self, data->document);
  /* Read first, then asked: a broken file costs the current game nothing. */
  _tg_window_confirm_discard_async (self, load_confirmed_cb, g_steal_pointer (&task));
}

static void
load_file_async (TgWindow            *self,
                 GFile               *file,
                 int                  number,
                 int                  move,
                 GCancellable        *cancellable,
                 GAsyncReadyCallback  callback,
                 gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  LoadData *data;

  data = g_new0 (LoadData, 1);
  data->file = g_object_ref (file);
  data->number = number;
  data->move = move;

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, tg_window_load_file_async);
  g_task_set_task_data (task, data, (GDestroyNotify) load_data_free);
  data->progress_source = g_timeout_add (300, show_progress_cb, task);
  tg_document_load_async (file, cancellable, load_done_cb, g_steal_pointer (&task));
}

void
tg_window_load_file_async (TgWindow            *self,
                           GFile               *file,
                           int                  move,
                           GCancellable        *cancellable,
                           GAsyncReadyCallback  callback,
                           gpointer             user_data)
{
  g_return_if_fail (TG_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  load_file_async (self, file, -1, move, cancellable, callback, user_data);
}

gboolean
tg_window_load_file_finish (TgWindow      *self,
                            GAsyncResult  *result,
                            GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

static void
open_done_cb (GObject      *object,
              GAsyncResult *result,
              gpointer      user_data)
{
  TgWindow *self = TG_WINDOW (object);
  g_autoptr(GFile) file = user_data;
  g_autoptr(GError) error = NULL;

  if (!tg_window_load_file_finish (self, result, &error)
      && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      g_autofree char *name = file_display_name (file);
      g_autofree char *heading = g_strdup_printf (_("Could Not Open “%s”"), name);
      g_autofree char *uri = g_file_get_uri (file);

      _tg_window_show_error (self, heading, error->message);
      /* The file chooser files what it is given, and Open Recent may name
       * a file since spoilt: neither is offered again. */
      gtk_recent_manager_remove_item (gtk_recent_manager_get_default (), uri, NULL);
    }
}

void
tg_window_open_file (TgWindow *self,
                     GFile    *file,
                     int       move)
{
  g_return_if_fail (TG_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  tg_window_load_file_async (self, file, move, NULL, open_done_cb, g_object_ref (file));
}

void
_tg_window_open_game (TgWindow *self,
                      GFile    *file,
                      guint     number,
                      int       move)
{
  load_file_async (self, file, number, move, NULL, open_done_cb, g_object_ref (file));
}

static void
open_chooser_response_cb (GtkNativeDialog *chooser,
                          int              response,
                          TgWindow        *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));

      tg_window_open_file (self, file, -1);
    }
  g_object_unref (chooser);
}

void
tg_window_choose_file (TgWindow *self)
{
  g_autoptr(GtkFileFilter) filter = sgf_filter ();
  g_autoptr(GtkFileFilter) all = gtk_file_filter_new ();
  GtkFileChooserNative *chooser;
  g_autoptr(GFile) folder = NULL;

  g_return_if_fail (TG_IS_WINDOW (self));

  chooser = gtk_file_chooser_native_new (_("Open Game Record"), GTK_WINDOW (self),
                                         GTK_FILE_CHOOSER_ACTION_OPEN,
                                         _("_Open"), _("_Cancel"));
  /* Where the record shown is, not wherever Tengen was started. */
  folder = _tg_window_record_folder (self);
  if (folder != NULL)
    gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (chooser), folder, NULL);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
  gtk_file_filter_set_name (all, _("All Files"));
  gtk_file_filter_add_pattern (all, "*");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), all);
  g_signal_connect_object (chooser, "response", G_CALLBACK (open_chooser_response_cb),
                           self, 0);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

/* Drops ---------------------------------------------------------------- */

static gboolean
drop_cb (TgWindow      *self,
         const GValue  *value,
         double         x,
         double         y)
{
  GFile *file = NULL;
  GSList *files = NULL;

  if (G_VALUE_HOLDS (value, GDK_TYPE_FILE_LIST))
    {
      files = gdk_file_list_get_files (g_value_get_boxed (value));
      if (files != NULL)
        file = files->data;
    }
  else if (G_VALUE_HOLDS (value, G_TYPE_FILE))
    file = g_value_get_object (value);

  if (file != NULL)
    tg_window_open_file (self, file, -1);
  g_slist_free (files);
  return file != NULL;
}

void
_tg_window_class_add_file_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.save", NULL, save_action);
  gtk_widget_class_install_action (widget_class, "win.save-as", NULL, save_action);
  gtk_widget_class_install_action (widget_class, "win.open-recent", "s", open_recent_action);
}

void
_tg_window_init_files (TgWindow *self)
{
  GType types[] = { GDK_TYPE_FILE_LIST, G_TYPE_FILE };
  GtkDropTarget *target = gtk_drop_target_new (G_TYPE_INVALID, GDK_ACTION_COPY);

  gtk_drop_target_set_gtypes (target, types, G_N_ELEMENTS (types));
  g_signal_connect_object (target, "drop", G_CALLBACK (drop_cb), self, G_CONNECT_SWAPPED);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (target));
}
