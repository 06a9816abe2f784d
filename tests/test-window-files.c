/* test-window-files.c: the window's files — every path through "Save
 * Changes?" when closing, starting a new game or opening another file
 * (Save, Discard, Cancel), Save As through the file chooser, a failed
 * save that keeps the window, and a collection's games.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <fcntl.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "tg-application.h"
#include "tg-document-private.h"
#include "tg-games-popover.h"
#include "tg-new-game-dialog.h"
#include "tg-test-util.h"
#include "tg-test-wait.h"
#include "tg-test-window.h"
#include "tg-window.h"

static TgApplication *app;

static const char record[] = "(;GM[1]FF[4]SZ[9]PB[Ann]PW[Ben];B[cc];W[gg])";

typedef struct
{
  char     *dir;
  char     *path;
  GFile    *file;
  char     *original;
  TgWindow *window;
} Fixture;

static void
loaded_cb (GObject      *object,
           GAsyncResult *result,
           gpointer      user_data)
{
  gboolean *done = user_data;

  g_assert_true (tg_window_load_file_finish (TG_WINDOW (object), result, NULL));
  *done = TRUE;
}

/* A window showing a game read from a file, with a move played since. */
static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  gboolean done = FALSE;

  fixture->dir = g_dir_make_tmp ("tengen-files-XXXXXX", NULL);
  fixture->path = g_build_filename (fixture->dir, "game.sgf", NULL);
  fixture->file = g_file_new_for_path (fixture->path);
  g_assert_true (g_file_set_contents (fixture->path, record, -1, NULL));
  fixture->original = g_strdup (record);
  fixture->window = tg_test_window_new (app);
  g_object_add_weak_pointer (G_OBJECT (fixture->window), (gpointer *) &fixture->window);
  tg_window_load_file_async (fixture->window, fixture->file, -1, NULL, loaded_cb, &done);
  tg_test_wait_flag (&done);
  tg_test_window_play (fixture->window, "E5");
  g_assert_true (tg_document_get_modified (tg_window_get_document (fixture->window)));
}

static void
remove_dir (const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      g_unlink (child);
    }
  g_rmdir (path);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  if (fixture->window != NULL)
    {
      g_object_remove_weak_pointer (G_OBJECT (fixture->window), (gpointer *) &fixture->window);
      tg_test_window_destroy (fixture->window);
    }
  tg_test_run_idle ();
  remove_dir (fixture->dir);
  g_object_unref (fixture->file);
  g_free (fixture->path);
  g_free (fixture->dir);
  g_free (fixture->original);
}

static char *
contents_of (const char *path)
{
  char *contents = NULL;

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  return contents;
}

static AdwMessageDialog *
find_message (TgWindow   *window,
              const char *heading)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (item)
          && gtk_window_get_transient_for (GTK_WINDOW (item)) == GTK_WINDOW (window)
          && g_str_equal (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (item)), heading))
        return ADW_MESSAGE_DIALOG (item);
    }
  return NULL;
}

static GtkWidget *
find_labelled_button (GtkWidget  *widget,
                      const char *label)
{
  if (GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0)
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_labelled_button (c, label);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Answers the dialog @heading with @response by clicking its button, so
 * that the dialog goes away on its own as it does for a person. */
static void
respond (TgWindow   *window,
         const char *heading,
         const char *response)
{
  AdwMessageDialog *dialog;
  GtkWidget *button;

  tg_test_run_idle ();
  dialog = find_message (window, heading);
  g_assert_nonnull (dialog);
  button = find_labelled_button (GTK_WIDGET (dialog),
                                 adw_message_dialog_get_response_label (dialog, response));
  g_assert_nonnull (button);
  g_signal_emit_by_name (button, "clicked");
  tg_test_run_idle ();
  g_assert_null (find_message (window, heading));
}

/* Saves run in a worker thread; @window is a weak pointer, as the
 * window may close once saved. */
static void
wait_for_saves (TgWindow **window)
{
  tg_test_run_idle ();
  while (*window != NULL && tg_document_get_saving (tg_window_get_document (*window)))
    g_main_context_iteration (NULL, TRUE);
  tg_test_run_idle ();
}

/* Closing ----------------------------------------------------------------- */

static void
test_close_cancel (Fixture       *fixture,
                   gconstpointer  data)
{
  g_autofree char *after = NULL;

  gtk_window_close (GTK_WINDOW (fixture->window));
  respond (fixture->window, "Save Changes?", "cancel");
  g_assert_nonnull (fixture->window);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (fixture->window)));
  g_assert_true (tg_document_get_modified (tg_window_get_document (fixture->window)));
  after = contents_of (fixture->path);
  g_assert_cmpstr (after, ==, fixture->original);
}

static void
test_close_discard (Fixture       *fixture,
                    gconstpointer  data)
{
  g_autofree char *after = NULL;

  gtk_window_close (GTK_WINDOW (fixture->window));
  respond (fixture->window, "Save Changes?", "discard");
  g_assert_null (fixture->window);
  after = contents_of (fixture->path);
  g_assert_cmpstr (after, ==, fixture->original);
}

static void
test_close_save (Fixture       *fixture,
                 gconstpointer  data)
{
  g_autofree char *after = NULL;

  gtk_window_close (GTK_WINDOW (fixture->window));
  respond (fixture->window, "Save Changes?", "save");
  wait_for_saves (&fixture->window);
  g_assert_null (fixture->window);
  after = contents_of (fixture->path);
  g_assert_nonnull (strstr (after, ";B[ee]"));
  g_assert_nonnull (strstr (after, "PB[Ann]"));
}

/* A save that fails keeps the window open and the game modified. */
static void
test_close_save_fails (Fixture       *fixture,
                       gconstpointer  data)
{
  g_assert_cmpint (g_unlink (fixture->path), ==, 0);
  g_assert_cmpint (g_rmdir (fixture->dir), ==, 0);
  gtk_window_close (GTK_WINDOW (fixture->window));
  respond (fixture->window, "Save Changes?", "save");
  wait_for_saves (&fixture->window);
  g_assert_nonnull (fixture->window);
  respond (fixture->window, "Could Not Save “game.sgf”", "close");
  g_assert_nonnull (fixture->window);
  g_assert_true (tg_document_get_modified (tg_window_get_document (fixture->window)));
  g_mkdir (fixture->dir, 0700);
}

/* Quitting ---------------------------------------------------------------- */

/* The "Save Changes?" questions open over any window, and how many. */
static AdwMessageDialog *
find_questions (guint *count)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  AdwMessageDialog *found = NULL;

  *count = 0;
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (item)
          && g_str_equal (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (item)),
                          "Save Changes?"))
        {
          found = ADW_MESSAGE_DIALOG (item);
          (*count)++;
        }
    }
  return found;
}

static gboolean
shows_label (GtkWidget  *widget,
             const char *text)
{
  if (GTK_IS_LABEL (widget) && g_str_equal (gtk_label_get_text (GTK_LABEL (widget)), text))
    return TRUE;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    if (shows_label (c, text))
      return TRUE;
  return FALSE;
}

/* The check box of the row that names @title. */
static GtkWidget *
find_check (GtkWidget  *widget,
            const char *title)
{
  if (ADW_IS_ACTION_ROW (widget)
      && g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), title) == 0)
    return adw_action_row_get_activatable_widget (ADW_ACTION_ROW (widget));
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_check (c, title);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Quitting with two games unsaved asks once, listing both: Cancel keeps
 * them, Discard All closes them as they were saved, Save saves those
 * still checked and discards the others. */
static void
test_quit (Fixture       *fixture,
           gconstpointer  data)
{
  const char *response = data;
  gboolean save_one = g_str_equal (response, "save-one");
  g_autofree char *other_path = g_build_filename (fixture->dir, "other.sgf", NULL);
  g_autoptr(GFile) other_file = g_file_new_for_path (other_path);
  g_autofree char *game_after = NULL;
  g_autofree char *other_after = NULL;
  TgWindow *other = tg_test_window_new (app);
  AdwMessageDialog *dialog;
  gboolean done = FALSE;
  guint count;

  g_assert_true (g_file_set_contents (other_path, record, -1, NULL));
  g_object_add_weak_pointer (G_OBJECT (other), (gpointer *) &other);
  tg_window_load_file_async (other, other_file, -1, NULL, loaded_cb, &done);
  tg_test_wait_flag (&done);
  tg_test_window_play (other, "D4");

  g_action_group_activate_action (G_ACTION_GROUP (app), "quit", NULL);
  tg_test_run_idle ();
  dialog = find_questions (&count);
  g_assert_cmpuint (count, ==, 1);
  g_assert_true (shows_label (GTK_WIDGET (dialog), "game.sgf"));
  g_assert_true (shows_label (GTK_WIDGET (dialog), "other.sgf"));
  if (save_one)
    {
      GtkWidget *check = find_check (GTK_WIDGET (dialog), "other.sgf");

      g_assert_nonnull (check);
      gtk_widget_activate (check);
      g_assert_false (gtk_check_button_get_active (GTK_CHECK_BUTTON (check)));
    }
  g_signal_emit_by_name (find_labelled_button (GTK_WIDGET (dialog),
                                               adw_message_dialog_get_response_label (
                                                 dialog, save_one ? "save" : response)),
                         "clicked");
  tg_test_run_idle ();
  /* The saves, one after the other in a worker, then the windows close. */
  if (!g_str_equal (response, "cancel"))
    {
      gint64 deadline = g_get_monotonic_time () + 20 * G_USEC_PER_SEC;

      while (fixture->window != NULL || other != NULL)
        {
          g_assert_cmpint (g_get_monotonic_time (), <, deadline);
          g_main_context_iteration (NULL, TRUE);
        }
    }
  find_questions (&count);
  g_assert_cmpuint (count, ==, 0);

  game_after = contents_of (fixture->path);
  other_after = contents_of (other_path);
  if (g_str_equal (response, "cancel"))
    {
      g_assert_nonnull (fixture->window);
      g_assert_nonnull (other);
      g_assert_true (tg_window_has_unsaved_changes (other));
      g_object_remove_weak_pointer (G_OBJECT (other), (gpointer *) &other);
      tg_test_window_destroy (other);
    }
  else
    {
      g_assert_null (fixture->window);
      g_assert_null (other);
    }
  if (g_str_has_prefix (response, "save"))
    g_assert_nonnull (strstr (game_after, ";B[ee]"));
  else
    g_assert_cmpstr (game_after, ==, fixture->original);
  if (g_str_equal (response, "save"))
    g_assert_nonnull (strstr (other_after, ";B[df]"));
  else
    g_assert_cmpstr (other_after, ==, record);
}

/* Replacing the game: a new game and another file ------------------------ */

static void
start_new_game (TgWindow *window)
{
  TgNewGameOptions options = { 0 };
  GListModel *toplevels = gtk_window_get_toplevels ();
  GtkWindow *dialog = NULL;

  tg_window_new_game (window);
  tg_test_run_idle ();
  for (guint i = 0; i < g_list_model_get_n_items (toplevels) && dialog == NULL; i++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (toplevels, i);

      if (TG_IS_NEW_GAME_DIALOG (item))
        dialog = GTK_WINDOW (item);
    }
  g_assert_nonnull (dialog);
  options.size = 13;
  options.rules = TG_RULES_WMSG;
  options.komi = 6.5;
  options.takebacks = TRUE;
  g_signal_emit_by_name (dialog, "start", &options);
  gtk_window_destroy (dialog);
  tg_test_run_idle ();
}

static void
test_new_game (Fixture       *fixture,
               gconstpointer  data)
{
  const char *response = data;
  TgDocument *before = tg_window_get_document (fixture->window);
  g_autofree char *after = NULL;

  start_new_game (fixture->window);
  respond (fixture->window, "Save Changes?", response);
  wait_for_saves (&fixture->window);
  after = contents_of (fixture->path);
  if (g_str_equal (response, "cancel"))
    {
      g_assert_true (tg_window_get_document (fixture->window) == before);
      g_assert_cmpuint (tg_game_get_size (tg_window_get_game (fixture->window)), ==, 9);
      g_assert_true (tg_document_get_modified (before));
      g_assert_cmpstr (after, ==, fixture->original);
      return;
    }
  /* Discarded or saved, the new game takes the window. */
  g_assert_cmpuint (tg_game_get_size (tg_window_get_game (fixture->window)), ==, 13);
  g_assert_null (tg_window_get_file (fixture->window));
  g_assert_false (tg_document_get_modified (tg_window_get_document (fixture->window)));
  if (g_str_equal (response, "save"))
    g_assert_nonnull (strstr (after, ";B[ee]"));
  else
    g_assert_cmpstr (after, ==, fixture->original);
}

static void
other_loaded_cb (GObject      *object,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  GError **error = user_data;

  if (!tg_window_load_file_finish (TG_WINDOW (object), result, error))
    g_assert_nonnull (*error);
  else
    *error = g_error_new_literal (G_IO_ERROR, G_IO_ERROR_EXISTS, "loaded");
}

static void
test_open_other (Fixture       *fixture,
                 gconstpointer  data)
{
  const char *response = data;
  g_autofree char *other_path = g_build_filename (fixture->dir, "other.sgf", NULL);
  g_autoptr(GFile) other = g_file_new_for_path (other_path);
  g_autoptr(GError) outcome = NULL;
  g_autofree char *after = NULL;

  g_assert_true (g_file_set_contents (other_path, "(;GM[1]SZ[19]PB[Cho])", -1, NULL));
  tg_window_load_file_async (fixture->window, other, -1, NULL, other_loaded_cb, &outcome);
  /* The file is read first, then the question comes. */
  while (find_message (fixture->window, "Save Changes?") == NULL)
    g_main_context_iteration (NULL, TRUE);
  respond (fixture->window, "Save Changes?", response);
  wait_for_saves (&fixture->window);
  while (outcome == NULL)
    g_main_context_iteration (NULL, TRUE);
  after = contents_of (fixture->path);
  if (g_str_equal (response, "cancel"))
    {
      g_assert_error (outcome, G_IO_ERROR, G_IO_ERROR_CANCELLED);
      g_assert_true (g_file_equal (tg_window_get_file (fixture->window), fixture->file));
      g_assert_true (tg_document_get_modified (tg_window_get_document (fixture->window)));
      g_assert_cmpstr (after, ==, fixture->original);
      return;
    }
  g_assert_error (outcome, G_IO_ERROR, G_IO_ERROR_EXISTS);
  g_assert_true (g_file_equal (tg_window_get_file (fixture->window), other));
  g_assert_cmpstr (tg_game_get_info (tg_window_get_game (fixture->window), "PB"), ==, "Cho");
  if (g_str_equal (response, "save"))
    g_assert_nonnull (strstr (after, ";B[ee]"));
  else
    g_assert_cmpstr (after, ==, fixture->original);
}

/* Save As, through the file chooser -------------------------------------- */

static GtkFileChooser *
find_chooser (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (toplevels, i);

      if (GTK_IS_FILE_CHOOSER_DIALOG (item))
        return GTK_FILE_CHOOSER (item);
    }
  return NULL;
}

static void
test_untitled_save_as (void)
{
  TgWindow *window = tg_test_window_new (app);
  g_autofree char *dir = g_dir_make_tmp ("tengen-files-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "mine.sgf", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *contents = NULL;
  GtkFileChooser *chooser;

  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &window);
  tg_test_window_play (window, "D4");

  /* Save, then Cancel in the chooser: nothing closes, nothing is lost. */
  gtk_window_close (GTK_WINDOW (window));
  respond (window, "Save Changes?", "save");
  chooser = find_chooser ();
  g_assert_nonnull (chooser);
  {
    g_autofree char *name = gtk_file_chooser_get_current_name (chooser);

    /* Named after the players of the new game and today. */
    g_assert_true (g_str_has_prefix (name, "Black vs White "));
  }
  gtk_dialog_response (GTK_DIALOG (chooser), GTK_RESPONSE_CANCEL);
  tg_test_run_idle ();
  g_assert_nonnull (window);
  g_assert_true (tg_document_get_modified (tg_window_get_document (window)));

  /* Save, then a file: written, and the window closes. */
  gtk_window_close (GTK_WINDOW (window));
  respond (window, "Save Changes?", "save");
  chooser = find_chooser ();
  g_assert_nonnull (chooser);
  {
    g_autoptr(GFile) folder = g_file_new_for_path (dir);

    g_assert_true (gtk_file_chooser_set_current_folder (chooser, folder, NULL));
    gtk_file_chooser_set_current_name (chooser, "mine.sgf");
  }
  gtk_dialog_response (GTK_DIALOG (chooser), GTK_RESPONSE_ACCEPT);
  while (window != NULL)
    g_main_context_iteration (NULL, TRUE);
  contents = NULL;
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_nonnull (strstr (contents, ";B[dp]"));
  g_unlink (path);
  g_rmdir (dir);
}

static gboolean
shows_a_folder (gconstpointer chooser)
{
  g_autoptr(GFile) shown = gtk_file_chooser_get_current_folder ((GtkFileChooser *) chooser);

  return shown != NULL;
}

/* The folder @chooser shows, once it has read one, is @folder; then it
 * is cancelled. */
static void
assert_chooser_in (GtkFileChooser *chooser,
                   GFile          *folder)
{
  g_autoptr(GFile) shown = NULL;

  g_assert_nonnull (chooser);
  tg_test_wait_until (shows_a_folder, chooser);
  shown = gtk_file_chooser_get_current_folder (chooser);
  g_assert_nonnull (shown);
  g_assert_true (g_file_equal (shown, folder));
  gtk_dialog_response (GTK_DIALOG (chooser), GTK_RESPONSE_CANCEL);
  tg_test_run_idle ();
}

/* Once the record is saved, Open and Save as PDF start beside it, not
 * wherever Tengen was started; the PDF is named after it. */
static void
test_choosers_beside_record (void)
{
  TgWindow *window = tg_test_window_new (app);
  g_autofree char *dir = g_dir_make_tmp ("tengen-files-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "lesson.sgf", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) folder = g_file_new_for_path (dir);
  g_autofree char *name = NULL;

  tg_test_window_play (window, "D4");
  g_assert_true (tg_test_window_save (window, file));

  tg_window_choose_file (window);
  assert_chooser_in (find_chooser (), folder);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.save-pdf", NULL));
  name = gtk_file_chooser_get_current_name (find_chooser ());
  g_assert_cmpstr (name, ==, "lesson.pdf");
  assert_chooser_in (find_chooser (), folder);
  g_assert_null (find_chooser ());
  tg_test_window_destroy (window);
  g_unlink (path);
  g_rmdir (dir);
}

static gboolean
toasts_gone (gconstpointer overlay)
{
  return gtk_widget_get_first_child (GTK_WIDGET (overlay))
         == gtk_widget_get_last_child (GTK_WIDGET (overlay));
}

/* Two games removed and Undo at once: the second toast slides in over
 * the first one leaving, for longer than a toast takes to leave, and is
 * dismissed by the Undo before it is in.  libadwaita 1.2 frees such a
 * toast when it has left and then ends its slide on the freed memory. */
static void
test_games_removed_undo_at_once (void)
{
  TgWindow *window = tg_test_window_new (app);
  g_autoptr(TgDocument) document = NULL;
  GtkWidget *overlay = tg_test_window_child (window, "toast_overlay");

  for (guint i = 0; i < 3; i++)
    {
      g_autoptr(TgGame) game = tg_game_new (9, TG_RULES_WMSG, 6.5, 0);

      if (document == NULL)
        document = tg_document_new (game);
      else
        tg_document_insert_game (document, i, game);
    }
  tg_window_set_document (window, document);
  tg_test_run_idle ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.remove-game", "u", 0));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.remove-game", "u", 0));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.restore-game", NULL));
  g_assert_cmpuint (tg_document_get_n_games (document), ==, 2);
  tg_test_wait_until (toasts_gone, overlay);
  tg_test_window_destroy (window);
}

/* A collection: each of its games is reachable, and edits in any of them
 * are saved with the rest. */
static void
test_collection_games (void)
{
  TgWindow *window = tg_test_window_new (app);
  g_autofree char *dir = g_dir_make_tmp ("tengen-files-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "two.sgf", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *contents = NULL;
  TgDocument *document;
  gboolean done = FALSE;

  g_assert_true (g_file_set_contents (path, "(;GM[1]SZ[9]PB[One])(;GM[1]SZ[13]PB[Two])", -1, NULL));
  tg_window_load_file_async (window, file, -1, NULL, loaded_cb, &done);
  tg_test_wait_flag (&done);
  document = tg_window_get_document (window);
  g_assert_cmpuint (tg_document_get_n_games (document), ==, 2);
  tg_document_set_game_index (document, 1);
  g_assert_cmpuint (tg_game_get_size (tg_window_get_game (window)), ==, 13);
  tg_test_window_play (window, "G7");
  g_assert_true (tg_test_window_save (window, NULL));
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_nonnull (strstr (contents, "PB[One]"));
  g_assert_nonnull (strstr (contents, ";B[gg]"));

  /* The header's Games list shows both; its actions switch, add, remove
   * and put back. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-game", "u", 0));
  g_assert_cmpstr (tg_game_get_info (tg_window_get_game (window), "PB"), ==, "One");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.add-game", NULL));
  g_assert_cmpuint (tg_document_get_n_games (document), ==, 3);
  g_assert_cmpuint (tg_document_get_game_index (document), ==, 2);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.remove-game", "u", 0));
  g_assert_cmpuint (tg_document_get_n_games (document), ==, 2);
  g_assert_cmpstr (tg_game_get_info (tg_document_get_game (document), "PB"), ==, "Black");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.restore-game", NULL));
  g_assert_cmpuint (tg_document_get_n_games (document), ==, 3);
  g_assert_cmpstr (tg_game_get_info (tg_window_get_game (window), "PB"), ==, "One");
  g_assert_true (tg_document_get_modified (document));
  {
    g_autoptr(TgGame) first = g_list_model_get_item (tg_document_get_games (document), 0);
    g_autofree char *row = tg_games_popover_describe (first);

    g_assert_cmpstr (row, ==, "One – White · 0 moves");
  }
  tg_test_window_destroy (window);
  g_unlink (path);
  g_rmdir (dir);
}

/* A file's name in the toast is shown as it is.  The record comes
 * through a pipe, so reading it lasts until the toast that says so is
 * on screen. */
static void
test_name_in_toast (void)
{
  static const char name[] = "a&b <i>x.sgf";
  TgWindow *window = tg_test_window_new (app);
  g_autofree char *dir = g_dir_make_tmp ("tengen-files-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *expected = g_strdup_printf ("Opening “%s”…", name);
  g_autofree char *shown = NULL;
  gboolean done = FALSE;
  int fd;

  g_assert_cmpint (mkfifo (path, 0600), ==, 0);
  tg_window_load_file_async (window, file, -1, NULL, loaded_cb, &done);
  while ((shown = tg_test_window_toast (window)) == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpstr (shown, ==, expected);

  fd = open (path, O_WRONLY);
  g_assert_cmpint (fd, >=, 0);
  g_assert_cmpint (write (fd, record, strlen (record)), ==, strlen (record));
  close (fd);
  tg_test_wait_flag (&done);
  g_assert_cmpstr (tg_game_get_info (tg_window_get_game (window), "PB"), ==, "Ann");
  tg_test_window_destroy (window);
  g_unlink (path);
  g_rmdir (dir);
}

/* Where a record opens -------------------------------------------------- */

/* @contents read from a file, as the window opens it: the move number
 * shown and the current node's comment. */
static void
assert_opens_at (const char *contents,
                 guint       move_number,
                 const char *comment)
{
  TgWindow *window = tg_test_window_new (app);
  g_autofree char *dir = g_dir_make_tmp ("tengen-files-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "record.sgf", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  gboolean done = FALSE;
  TgGame *game;

  g_assert_true (g_file_set_contents (path, contents, -1, NULL));
  tg_window_load_file_async (window, file, -1, NULL, loaded_cb, &done);
  tg_test_wait_flag (&done);
  game = tg_window_get_game (window);
  g_assert_cmpuint (tg_game_get_move_number (game), ==, move_number);
  g_assert_cmpstr (tg_node_get_value (tg_game_get_current (game), "C"), ==, comment);
  g_assert_false (tg_document_get_modified (tg_window_get_document (window)));
  tg_test_window_destroy (window);
  g_unlink (path);
  g_rmdir (dir);
}

/* A problem and a commented game open at their start, as they are read;
 * a game still being played where it goes on; the preference may ask
 * for the end. */
static void
test_open_at (void)
{
  static const char problem[] =
    "(;GM[1]FF[4]SZ[9]AB[bb][cb]AW[ab][ba]C[Black to live]"
    "(;B[da];W[aa]C[Wrong])(;B[aa];W[db];B[ca]C[Correct!]))";
  static const char commented[] =
    "(;GM[1]FF[4]SZ[9]PB[Ann]PW[Ben]RE[B+R]C[A lesson];B[ee]C[The centre];W[cc];B[gg]"
    "C[Resigns here])";
  static const char clocked[] =
    "(;GM[1]FF[4]SZ[9]TM[600];B[ee]BL[590];W[cc]WL[580]C[Black to play])";
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);

  assert_opens_at (problem, 0, "Black to live");
  assert_opens_at (commented, 0, "A lesson");
  assert_opens_at (clocked, 2, "Black to play");

  g_settings_set_string (settings, "open-at", "end");
  assert_opens_at (problem, 2, "Wrong");
  assert_opens_at (commented, 3, "Resigns here");
  g_settings_reset (settings, "open-at");
}

/* The reading banner's Details ------------------------------------------- */

static GtkListBox *
find_list_box (GtkWidget *widget)
{
  if (GTK_IS_LIST_BOX (widget))
    return GTK_LIST_BOX (widget);
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL;
       c = gtk_widget_get_next_sibling (c))
    {
      GtkListBox *found = find_list_box (c);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The Details of "3 moves break the rules", opened by the banner's
 * button: its list. */
static GtkListBox *
open_rule_breaks (TgWindow *window)
{
  GtkRevealer *revealer = tg_test_window_child (window, "banner_revealer");
  GtkWidget *button = NULL;
  AdwMessageDialog *dialog;

  for (GtkWidget *c = gtk_widget_get_first_child (gtk_revealer_get_child (revealer));
       c != NULL; c = gtk_widget_get_next_sibling (c))
    if (GTK_IS_BUTTON (c) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (c)), "_Details") == 0)
      button = c;
  g_assert_nonnull (button);
  g_signal_emit_by_name (button, "clicked");
  dialog = find_message (window, "Reading the Game Record");
  g_assert_nonnull (dialog);
  return find_list_box (GTK_WIDGET (dialog));
}

static GtkListBoxRow *
assert_row (GtkListBox *list,
            int         index,
            const char *title,
            const char *subtitle)
{
  GtkListBoxRow *row = gtk_list_box_get_row_at_index (list, index);

  g_assert_nonnull (row);
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==, title);
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==, subtitle);
  return row;
}

/* Each move that breaks the rules is listed — game, move number, line,
 * colour, point, reason — and a click goes there. */
static void
test_rule_breaks_details (void)
{
  /* Game 1: White C3 on Black's stone (move 2, main line); in the second
   * move 3 below it, White B4 on Black's B4 (move 4).  Game 2: White A5
   * between Black's A4 and B5, suicide at move 4. */
  static const char records[] = "(;GM[1]SZ[5];B[cc];W[cc](;B[dd])(;B[bb];W[bb]))"
                                "(;GM[1]SZ[5];B[ab];W[ee];B[ba];W[aa])";
  TgWindow *window = tg_test_window_new (app);
  g_autofree char *dir = g_dir_make_tmp ("tengen-files-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "breaks.sgf", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  GtkLabel *banner = tg_test_window_child (window, "banner_label");
  TgDocument *document;
  GtkListBox *list;
  TgNode *current;
  gboolean done = FALSE;

  g_assert_true (g_file_set_contents (path, records, -1, NULL));
  tg_window_load_file_async (window, file, -1, NULL, loaded_cb, &done);
  tg_test_wait_flag (&done);
  document = tg_window_get_document (window);
  g_assert_nonnull (strstr (gtk_label_get_text (banner), "3 moves break the rules"));

  list = open_rule_breaks (window);
  g_assert_nonnull (list);
  assert_row (list, 0, "Move 2: White C3", "Occupied · Game 1 · Main line");
  assert_row (list, 2, "Move 4: White A5", "Suicide · Game 2 · Main line");
  g_assert_null (gtk_list_box_get_row_at_index (list, 3));
  gtk_widget_activate (GTK_WIDGET (assert_row (list, 1, "Move 4: White B4",
                                               "Occupied · Game 1 · Variation 2 at move 3")));
  g_assert_null (find_message (window, "Reading the Game Record"));
  g_assert_cmpuint (tg_document_get_game_index (document), ==, 0);
  current = tg_game_get_current (tg_window_get_game (window));
  g_assert_cmpuint (current->move_number, ==, 4);
  g_assert_cmpint (tg_node_child_index (current->parent), ==, 1);

  list = open_rule_breaks (window);
  gtk_widget_activate (GTK_WIDGET (assert_row (list, 2, "Move 4: White A5",
                                               "Suicide · Game 2 · Main line")));
  g_assert_cmpuint (tg_document_get_game_index (document), ==, 1);
  current = tg_game_get_current (tg_window_get_game (window));
  g_assert_cmpuint (current->move_number, ==, 4);
  g_assert_cmpstr (tg_node_get_value (current, "W"), ==, "aa");

  tg_test_window_destroy (window);
  g_unlink (path);
  g_rmdir (dir);
}

int
main (int argc, char *argv[])
{
  int status;

  tg_test_init (&argc, &argv, tg_test_log_writer);
  app = tg_test_application_new ();

  g_test_add ("/window-files/close/cancel", Fixture, NULL, fixture_set_up, test_close_cancel,
              fixture_tear_down);
  g_test_add ("/window-files/close/discard", Fixture, NULL, fixture_set_up, test_close_discard,
              fixture_tear_down);
  g_test_add ("/window-files/close/save", Fixture, NULL, fixture_set_up, test_close_save,
              fixture_tear_down);
  g_test_add ("/window-files/close/save-fails", Fixture, NULL, fixture_set_up,
              test_close_save_fails, fixture_tear_down);
  g_test_add ("/window-files/new-game/cancel", Fixture, "cancel", fixture_set_up, test_new_game,
              fixture_tear_down);
  g_test_add ("/window-files/new-game/discard", Fixture, "discard", fixture_set_up,
              test_new_game, fixture_tear_down);
  g_test_add ("/window-files/new-game/save", Fixture, "save", fixture_set_up, test_new_game,
              fixture_tear_down);
  g_test_add ("/window-files/open/cancel", Fixture, "cancel", fixture_set_up, test_open_other,
              fixture_tear_down);
  g_test_add ("/window-files/open/discard", Fixture, "discard", fixture_set_up, test_open_other,
              fixture_tear_down);
  g_test_add ("/window-files/open/save", Fixture, "save", fixture_set_up, test_open_other,
              fixture_tear_down);
  g_test_add ("/window-files/quit/cancel", Fixture, "cancel", fixture_set_up, test_quit,
              fixture_tear_down);
  g_test_add ("/window-files/quit/discard", Fixture, "discard", fixture_set_up, test_quit,
              fixture_tear_down);
  g_test_add ("/window-files/quit/save", Fixture, "save", fixture_set_up, test_quit,
              fixture_tear_down);
  g_test_add ("/window-files/quit/save-one", Fixture, "save-one", fixture_set_up, test_quit,
              fixture_tear_down);
  g_test_add_func ("/window-files/untitled-save-as", test_untitled_save_as);
  g_test_add_func ("/window-files/collection-games", test_collection_games);
  g_test_add_func ("/window-files/games-removed-undo-at-once", test_games_removed_undo_at_once);
  g_test_add_func ("/window-files/name-in-toast", test_name_in_toast);
  g_test_add_func ("/window-files/rule-breaks-details", test_rule_breaks_details);
  g_test_add_func ("/window-files/open-at", test_open_at);
  g_test_add_func ("/window-files/choosers-beside-record", test_choosers_beside_record);

  status = g_test_run ();
  tg_test_application_free (app);
  return status;
}
