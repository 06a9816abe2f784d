/* test-window-library.c: the library window as a user meets it — the
 * folder in the preferences indexed in the background and listed, Find
 * This Position from the main window searching the board there, or a
 * part of it dragged out with the pointer, the
 * continuation found labelled on the pattern board, and playing it
 * walking the tree; a game found in a collection opening at that game
 * and move; an order chosen sorting every game, not the page shown; the
 * filters by date, handicap and size; a folder removed from the Folders
 * popover taking its games out of the library.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gstdio.h>
#include <sqlite3.h>
#include <string.h>
#include <unistd.h>

#include "tg-library-board.h"
#include "tg-library-game-item.h"
#include "tg-library-window.h"
#include "tg-test-util.h"
#include "tg-test-wait.h"
#include "tg-test-window.h"
#include "tg-window-private.h"

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

static gboolean
tick (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

/* Runs the main loop until the library's workers have said @prefix.
 * The deadline only makes a hang say where it stuck before the test's
 * timeout kills it: a loaded machine under the sanitizers needs long. */
static void
wait_for_label (GtkWidget *window, const char *name, const char *prefix)
{
  gint64 deadline = g_get_monotonic_time () + 120 * G_USEC_PER_SEC;
  /* Wakes the loop to look at the time when nothing else comes. */
  g_autoptr(GSource) ticks = g_timeout_source_new (100);

  g_source_set_callback (ticks, tick, NULL, NULL);
  g_source_attach (ticks, NULL);

  while (!label_starts (window, name, prefix))
    {
      if (g_get_monotonic_time () > deadline)
        {
          GtkLabel *label = GTK_LABEL (gtk_widget_get_template_child (window, TG_TYPE_LIBRARY_WINDOW, name));
          GtkLabel *message = GTK_LABEL (gtk_widget_get_template_child (window, TG_TYPE_LIBRARY_WINDOW,
                                                                        "message_label"));

          /* The library's message says why, when it has a reason. */
          g_error ("%s says “%s”, never “%s…” (message: “%s”)", name, gtk_label_get_text (label), prefix,
                   gtk_label_get_text (message));
        }
      g_main_context_iteration (NULL, TRUE);
    }
  g_source_destroy (ticks);
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

static gboolean
tool_is_play (gconstpointer data)
{
  TgWindow *window = (TgWindow *) data;
  int tool = -1;

  g_object_get (window, "tool", &tool, NULL);
  return tool == 0;
}

static gboolean
is_visible (gconstpointer data)
{
  return gtk_widget_get_visible ((GtkWidget *) data);
}

static gboolean
selects_top_right (gconstpointer data)
{
  TgBoardRegion region;

  return tg_test_window_selection ((TgWindow *) data, &region)
         && region.col == 12 && region.row == 0 && region.cols == 7 && region.rows == 7;
}

/* Black's 4-4 alone in its corner, and a white stone far off: the whole
 * board is in one game, the corner dragged out in two, whatever else
 * they hold.  The third game is on 3-2 points, the fourth on 9×9. */
static gboolean
hovers_k10 (gconstpointer data)
{
  TgWindow *window = (TgWindow *) data;
  TgPoint hover;

  return tg_board_scene_get_hover (window->scene, &hover) && hover == tg_test_window_point (window, "K10");
}

static void
test_find_region (void)
{
  g_autofree char *folder = g_build_filename (g_get_user_data_dir (), "region", NULL);
  g_autofree char *path = g_build_filename (folder, "corners.sgf", NULL);
  g_autoptr(GSettings) settings = g_settings_new ("io.github.tengen.Tengen");
  const char *roots[] = { folder, NULL };
  TgApplication *app;
  TgWindow *window;
  GtkWidget *library;
  TgLibraryBoard *board;
  TgBoardRegion region;
  guint x, y, w, h;

  g_mkdir_with_parents (folder, 0700);
  g_assert_true (g_file_set_contents (path,
                                      "(;GM[1]FF[4]SZ[19]PB[Kano]PW[Mori];B[pd];W[dp])"
                                      "(;GM[1]FF[4]SZ[19]PB[Kano]PW[Mori];B[pd];W[dd])"
                                      "(;GM[1]FF[4]SZ[19]PB[Kano]PW[Mori];B[rc];W[cr])"
                                      "(;GM[1]FF[4]SZ[9]PB[Kano]PW[Mori];B[cc])", -1, NULL));
  g_settings_set_strv (settings, "library-folders", roots);

  app = tg_test_application_new ();
  window = tg_test_window_new (app);
  /* Indexed first, out of sight.  The list shows Kano's games only:
   * the other tests' are listed until the library has forgotten their
   * folders. */
  library = GTK_WIDGET (tg_library_window_get_default (GTK_APPLICATION (app)));
  gtk_editable_set_text (GTK_EDITABLE (gtk_widget_get_template_child (library, TG_TYPE_LIBRARY_WINDOW,
                                                                      "search_entry")),
                         "Kano");
  wait_for_label (library, "count_label", "4 games");
  g_assert_false (gtk_widget_get_visible (library));
  tg_test_window_play (window, "Q16");
  tg_test_window_play (window, "D4");

  /* Esc leaves the mode: a drag then finds nothing, plays nothing. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.find-region", NULL));
  g_assert_false (tool_is_play (window));
  tg_test_window_keys (window, "Escape");
  tg_test_wait_until (tool_is_play, window);

  /* The top right corner, 7 × 7, dragged from N19 to T13: drawn on
   * the board while the button is held.  Before, the pointer over an
   * empty point shows no stone: a click there would play none. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.find-region", NULL));
  g_assert_false (tg_test_window_selection (window, &region));
  tg_test_window_hover (window, "K10");
  tg_test_wait_until (hovers_k10, window);
  g_assert_false (tg_board_scene_get_hover_status (window->scene, NULL, NULL));
  tg_test_window_drag_hold (window, "N19", "T13");
  tg_test_wait_until (selects_top_right, window);
  g_assert_false (gtk_widget_get_visible (library));
  tg_test_window_release (window);
  tg_test_wait_until (is_visible, library);
  /* Found, the rectangle goes. */
  g_assert_false (tg_test_window_selection (window, &region));
  g_assert_true (tool_is_play (window));
  board = TG_LIBRARY_BOARD (gtk_widget_get_template_child (library, TG_TYPE_LIBRARY_WINDOW, "board"));
  tg_library_board_get_region (board, &x, &y, &w, &h);
  g_assert_cmpuint (x, ==, 12);
  g_assert_cmpuint (y, ==, 0);
  g_assert_cmpuint (w, ==, 7);
  g_assert_cmpuint (h, ==, 7);
  g_assert_cmpint (tg_library_board_get_colors (board)[15 + 3 * 19], ==, TG_BLACK);
  wait_for_label (library, "count_label", "2 games");
  /* Nothing was played on the main board. */
  g_assert_cmpint (tg_test_window_stone_at (window, "N19"), ==, TG_EMPTY);
  g_assert_cmpint (tg_test_window_stone_at (window, "T13"), ==, TG_EMPTY);

  /* The whole board: the first game only. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.find-position", NULL));
  wait_for_label (library, "count_label", "1 game");

  gtk_window_destroy (GTK_WINDOW (library));
  tg_test_window_destroy (window);
  tg_test_application_free (app);
}

static AdwMessageDialog *
save_changes_dialog (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) w = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (w) && gtk_widget_get_visible (GTK_WIDGET (w))
          && g_strcmp0 (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (w)), "Save Changes?") == 0)
        return ADW_MESSAGE_DIALOG (w);
    }
  return NULL;
}

static gboolean
asks_save_changes (gconstpointer data)
{
  return save_changes_dialog () != NULL;
}

static gboolean
shows_found_move (gconstpointer data)
{
  TgWindow *window = (TgWindow *) data;
  const TgBoard *board = tg_game_get_board (tg_window_get_game (window));

  return tg_document_get_game_index (tg_window_get_document (window)) == 1
         && tg_board_get (board, tg_board_point (board, 2, 2)) == TG_BLACK
         && tg_board_get (board, tg_board_point (board, 2, 16)) == TG_EMPTY;
}

/* The second game of a collection reaches a lone stone on C17 at its
 * third move (two passes first); activating it in the list opens that
 * game of the file at that move, not the file's first game. */
static void
test_open_in_collection (void)
{
  g_autofree char *folder = g_build_filename (g_get_user_data_dir (), "collection", NULL);
  g_autofree char *path = g_build_filename (folder, "two-games.sgf", NULL);
  g_autoptr(GSettings) settings = g_settings_new ("io.github.tengen.Tengen");
  const char *roots[] = { folder, NULL };
  TgApplication *app;
  TgWindow *window;
  GtkWidget *library;
  GtkColumnView *view;

  g_mkdir_with_parents (folder, 0700);
  g_assert_true (g_file_set_contents (path,
                                      "(;GM[1]FF[4]SZ[19]PB[Kato]RE[B+R];B[aa];W[sa])"
                                      "(;GM[1]FF[4]SZ[19]PB[Kato]RE[W+R];B[];W[];B[cc];W[cq];B[qc])", -1, NULL));
  g_settings_set_strv (settings, "library-folders", roots);

  app = tg_test_application_new ();
  window = tg_test_window_new (app);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.library", NULL));
  library = GTK_WIDGET (tg_library_window_get_default (GTK_APPLICATION (app)));
  tg_test_window_play (window, "C17");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.find-position", NULL));
  wait_for_label (library, "summary_label", "1 hit in 1 game");
  wait_for_label (library, "count_label", "1 game");

  view = GTK_COLUMN_VIEW (gtk_widget_get_template_child (library, TG_TYPE_LIBRARY_WINDOW, "games_view"));
  g_signal_emit_by_name (view, "activate", 0);
  /* The move played in the main window is given up. */
  tg_test_wait_until (asks_save_changes, NULL);
  adw_message_dialog_response (save_changes_dialog (), "discard");
  tg_test_wait_until (shows_found_move, window);

  gtk_window_destroy (GTK_WINDOW (library));
  tg_test_window_destroy (window);
  tg_test_application_free (app);
}

static const char *
first_black (GtkColumnView *view)
{
  GListModel *model = G_LIST_MODEL (gtk_column_view_get_model (view));
  g_autoptr(TgLibraryGameItem) item = g_list_model_get_item (model, 0);

  return item ? tg_library_game_item_get_game (item)->black : NULL;
}

static gboolean
aaron_first (gconstpointer data)
{
  return g_strcmp0 (first_black ((GtkColumnView *) data), "Aaron") == 0;
}

/* The title of @view's column headed @title: found as a person finds
 * it, by its words. */
static GtkWidget *
header (GtkColumnView *view, const char *title)
{
  GtkWidget *found = NULL;
  g_autoptr(GPtrArray) queue = g_ptr_array_new ();

  g_ptr_array_add (queue, view);
  for (guint i = 0; i < queue->len && found == NULL; i++)
    {
      GtkWidget *widget = queue->pdata[i];

      if (GTK_IS_LABEL (widget) && g_str_equal (gtk_label_get_text (GTK_LABEL (widget)), title))
        found = gtk_widget_get_ancestor (widget, g_type_from_name ("GtkColumnViewTitle"));
      for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
           child = gtk_widget_get_next_sibling (child))
        g_ptr_array_add (queue, child);
    }
  g_assert_nonnull (found);
  return found;
}

/* The header's arrow: "ascending", "descending" or NULL (not sorted by). */
static const char *
sort_indicator (GtkColumnView *view, const char *title)
{
  GtkWidget *title_widget = header (view, title);
  g_autoptr(GPtrArray) queue = g_ptr_array_new ();

  g_ptr_array_add (queue, title_widget);
  for (guint i = 0; i < queue->len; i++)
    {
      GtkWidget *widget = queue->pdata[i];

      if (g_str_equal (gtk_widget_get_css_name (widget), "sort-indicator"))
        return gtk_widget_has_css_class (widget, "descending") ? "descending"
               : gtk_widget_has_css_class (widget, "ascending") ? "ascending" : NULL;
      for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
           child = gtk_widget_get_next_sibling (child))
        g_ptr_array_add (queue, child);
    }
  return NULL;
}

static gboolean
first_black_is (GtkColumnView *view, const char *name)
{
  return g_strcmp0 (first_black (view), name) == 0;
}

static gboolean
last_player_first (gconstpointer data)
{
  return first_black_is ((GtkColumnView *) data, "Player 0999");
}

static gboolean
newest_first (gconstpointer data)
{
  return first_black_is ((GtkColumnView *) data, "Player 0500");
}

/* 1,001 games, the oldest by Aaron: newest first, the list's page of
 * 1,000 leaves him out (the newest is Player 0500).  A click on Black's
 * header sorts every game by Black, and he comes first; a second click,
 * the other way.  The menu and the header's arrow show what the clicks
 * chose, and a choice in the menu moves the arrow.  A position all of
 * them hold finds him too, though his game is the last read: the order
 * sorts every game found, not the first 1,000. */
static void
test_sorted_over_all (void)
{
  g_autofree char *folder = g_build_filename (g_get_user_data_dir (), "many", NULL);
  g_autofree char *path = g_build_filename (folder, "many.sgf", NULL);
  g_autoptr(GSettings) settings = g_settings_new ("io.github.tengen.Tengen");
  g_autoptr(GString) sgf = g_string_new (NULL);
  const char *roots[] = { folder, NULL };
  TgApplication *app;
  GtkWidget *library;
  GtkColumnView *view;
  GListModel *model;
  GtkDropDown *order;
  GtkToggleButton *descending;
  guint8 colors[9 * 9] = { [4 + 4 * 9] = TG_BLACK };

  for (guint i = 0; i < 1000; i++)
    g_string_append_printf (sgf, "(;GM[1]FF[4]SZ[9]PB[Player %04u]PW[Zeno]DT[%s];B[ee])", i,
                            i == 500 ? "2010-01-01" : "2000-01-01");
  g_string_append (sgf, "(;GM[1]FF[4]SZ[9]PB[Aaron]PW[Zeno]DT[1990-01-01];B[ee])");
  g_mkdir_with_parents (folder, 0700);
  g_assert_true (g_file_set_contents (path, sgf->str, -1, NULL));
  g_settings_set_strv (settings, "library-folders", roots);

  app = tg_test_application_new ();
  library = GTK_WIDGET (tg_library_window_get_default (GTK_APPLICATION (app)));
  gtk_window_present (GTK_WINDOW (library));
  /* Zeno's games: the other tests' are listed until the library has
   * forgotten their folders. */
  gtk_editable_set_text (GTK_EDITABLE (gtk_widget_get_template_child (library, TG_TYPE_LIBRARY_WINDOW,
                                                                      "search_entry")),
                         "Zeno");
  wait_for_label (library, "count_label", "1000 of ");
  view = GTK_COLUMN_VIEW (gtk_widget_get_template_child (library, TG_TYPE_LIBRARY_WINDOW, "games_view"));
  model = G_LIST_MODEL (gtk_column_view_get_model (view));
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, 1000);
  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr(TgLibraryGameItem) item = g_list_model_get_item (model, i);

      g_assert_cmpstr (tg_library_game_item_get_game (item)->black, !=, "Aaron");
    }
  order = GTK_DROP_DOWN (gtk_widget_get_template_child (library, TG_TYPE_LIBRARY_WINDOW, "sort_dropdown"));
  descending = GTK_TOGGLE_BUTTON (gtk_widget_get_template_child (library, TG_TYPE_LIBRARY_WINDOW,
                                                                 "descending_button"));
  g_assert_cmpstr (sort_indicator (view, "Date"), ==, "descending");
  g_assert_null (sort_indicator (view, "Black"));

  tg_test_widget_click (header (view, "Black"), 0.5);
  tg_test_wait_until (aaron_first, view);
  g_assert_cmpuint (gtk_drop_down_get_selected (order), ==, 1);
  g_assert_false (gtk_toggle_button_get_active (descending));
  g_assert_cmpstr (sort_indicator (view, "Black"), ==, "ascending");
  g_assert_null (sort_indicator (view, "Date"));

  /* Away from the first click: the same place soon after is a double
   * click, which a header takes as none. */
  tg_test_widget_click (header (view, "Black"), 0.2);
  tg_test_wait_until (last_player_first, view);
  g_assert_true (gtk_toggle_button_get_active (descending));
  g_assert_cmpstr (sort_indicator (view, "Black"), ==, "descending");

  /* Back to the newest first from the menu: the arrow follows. */
  gtk_drop_down_set_selected (order, 0);
  tg_test_wait_until (newest_first, view);
  g_assert_cmpstr (sort_indicator (view, "Date"), ==, "descending");
  g_assert_null (sort_indicator (view, "Black"));

  tg_library_window_find_position (TG_LIBRARY_WINDOW (library), 9, colors, 0, 0, 9, 9);
  wait_for_label (library, "summary_label", "1001 hits in 1001 games");
  gtk_drop_down_set_selected (order, 1);
  tg_test_wait_until (aaron_first, view);

  gtk_window_destroy (GTK_WINDOW (library));
  tg_test_application_free (app);
}

static void
note_search (GtkSearchEntry *entry, gboolean *searched)
{
  *searched = TRUE;
}

static gboolean
is_true (gconstpointer data)
{
  return *(const gboolean *) data;
}

/* Writes @text in the entry @name.  A search entry says so after a
 * delay of its own: this returns once it has, so the list asked for is
 * the text's, not one a late "search-changed" replaces. */
static void
set_entry (GtkWidget *library, const char *name, const char *text)
{
  GtkEditable *entry = GTK_EDITABLE (gtk_widget_get_template_child (library, TG_TYPE_LIBRARY_WINDOW, name));
  gboolean searched = FALSE;
  gulong id = 0;

  if (GTK_IS_SEARCH_ENTRY (entry) && g_strcmp0 (gtk_editable_get_text (entry), text) != 0)
    id = g_signal_connect (entry, "search-changed", G_CALLBACK (note_search), &searched);
  gtk_editable_set_text (entry, text);
  if (id)
    {
      tg_test_wait_until (is_true, &searched);
      g_signal_handler_disconnect (entry, id);
    }
}

static void
select_item (GtkWidget *library, const char *name, guint position)
{
  GtkDropDown *dropdown = GTK_DROP_DOWN (gtk_widget_get_template_child (library, TG_TYPE_LIBRARY_WINDOW, name));

  gtk_drop_down_set_selected (dropdown, position);
}

/* Games of 1985 on three sizes, one with three handicap stones: each
 * filter narrows the list to what it names.  (Games of the other tests
 * have no date or a later one.) */
static void
test_filters (void)
{
  g_autofree char *folder = g_build_filename (g_get_user_data_dir (), "filters", NULL);
  g_autofree char *path = g_build_filename (folder, "1985.sgf", NULL);
  g_autoptr(GSettings) settings = g_settings_new ("io.github.tengen.Tengen");
  const char *roots[] = { folder, NULL };
  TgApplication *app;
  GtkWidget *library;

  g_mkdir_with_parents (folder, 0700);
  g_assert_true (g_file_set_contents (path,
                                      "(;GM[1]FF[4]SZ[13]HA[3]PB[Sato]PW[Abe]DT[1985-05-05]AB[dd][jj][dj];W[jd])"
                                      "(;GM[1]FF[4]SZ[9]PB[Sato]PW[Abe]DT[1985-06-01];B[ee])"
                                      "(;GM[1]FF[4]SZ[19]PB[Sato]PW[Abe]DT[1986-01-10];B[pd])", -1, NULL));
  g_settings_set_strv (settings, "library-folders", roots);

  app = tg_test_application_new ();
  library = GTK_WIDGET (tg_library_window_get_default (GTK_APPLICATION (app)));
  gtk_window_present (GTK_WINDOW (library));
  /* Wait for the folder: the player is in its games only. */
  gtk_editable_set_text (GTK_EDITABLE (gtk_widget_get_template_child (library, TG_TYPE_LIBRARY_WINDOW, "search_entry")), "Sato");
  wait_for_label (library, "count_label", "3 games");
  gtk_editable_set_text (GTK_EDITABLE (gtk_widget_get_template_child (library, TG_TYPE_LIBRARY_WINDOW, "search_entry")), "");

  set_entry (library, "after_entry", "1985");
  set_entry (library, "before_entry", "1985-12");
  wait_for_label (library, "count_label", "2 games");
  select_item (library, "size_dropdown", 2);
  wait_for_label (library, "count_label", "1 game");
  select_item (library, "handicap_dropdown", 3);
  wait_for_label (library, "count_label", "1 game");
  select_item (library, "handicap_dropdown", 2);
  wait_for_label (library, "count_label", "0 games");
  select_item (library, "handicap_dropdown", 0);
  select_item (library, "size_dropdown", 0);
  wait_for_label (library, "count_label", "2 games");
  /* A date that is no date says how to write one. */
  set_entry (library, "before_entry", "last May");
  wait_for_label (library, "count_label", "Write dates as");

  gtk_window_destroy (GTK_WINDOW (library));
  tg_test_application_free (app);
}

/* @data is on the X server's screen, where the pointer can reach it. */
static gboolean
on_screen (gconstpointer data)
{
  GtkWidget *widget = (GtkWidget *) data;

  return gtk_widget_get_mapped (widget) && gtk_widget_get_width (widget) > 0
         && gdk_surface_get_mapped (gtk_native_get_surface (gtk_widget_get_native (widget)));
}

/* The first widget under @root, breadth first, that @matches. */
static GtkWidget *
find_widget (GtkWidget *root, gboolean (*matches) (GtkWidget *, gconstpointer), gconstpointer data)
{
  g_autoptr(GPtrArray) queue = g_ptr_array_new ();

  g_ptr_array_add (queue, root);
  for (guint i = 0; i < queue->len; i++)
    {
      GtkWidget *widget = queue->pdata[i];

      if (matches (widget, data))
        return widget;
      for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
           child = gtk_widget_get_next_sibling (child))
        g_ptr_array_add (queue, child);
    }
  return NULL;
}

static gboolean
removes_path (GtkWidget *widget, gconstpointer path)
{
  GVariant *target;

  return GTK_IS_BUTTON (widget)
         && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), "library.remove-folder") == 0
         && (target = gtk_actionable_get_action_target_value (GTK_ACTIONABLE (widget)))
         && g_str_equal (g_variant_get_string (target, NULL), path);
}

/* The remove button of @path's row in the Folders popover. */
static GtkWidget *
remove_button (GtkWidget *library, const char *path)
{
  return find_widget (GTK_WIDGET (gtk_widget_get_template_child (library, TG_TYPE_LIBRARY_WINDOW, "folders_list")),
                      removes_path, path);
}

static guint
n_rows (GtkWidget *library)
{
  GtkWidget *list = GTK_WIDGET (gtk_widget_get_template_child (library, TG_TYPE_LIBRARY_WINDOW, "folders_list"));
  guint n = 0;

  for (GtkWidget *row = gtk_widget_get_first_child (list); row; row = gtk_widget_get_next_sibling (row))
    n++;
  return n;
}

/* The button of the dialog asking "Remove “@name”?" that says @label. */
static GtkWidget *
remove_dialog_button (const char *name, const char *label)
{
  g_autofree char *heading = g_strdup_printf ("Remove “%s”?", name);
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) w = g_list_model_get_item (toplevels, i);
      g_autoptr(GPtrArray) queue = g_ptr_array_new ();

      if (!ADW_IS_MESSAGE_DIALOG (w) || !gtk_widget_get_mapped (GTK_WIDGET (w))
          || g_strcmp0 (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (w)), heading) != 0)
        continue;
      g_ptr_array_add (queue, w);
      for (guint j = 0; j < queue->len; j++)
        {
          GtkWidget *widget = queue->pdata[j];

          if (GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0)
            return widget;
          for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
               child = gtk_widget_get_next_sibling (child))
            g_ptr_array_add (queue, child);
        }
    }
  return NULL;
}

static gboolean on_screen (gconstpointer data);

static gboolean
asks_remove (gconstpointer data)
{
  GtkWidget *cancel = remove_dialog_button (data, "_Cancel");

  return cancel && on_screen (cancel);
}

static gboolean
not_asking_remove (gconstpointer data)
{
  return remove_dialog_button (data, "_Remove") == NULL;
}

/* The Folders popover lists what the library reads; removing a folder,
 * once confirmed, stops reading it and takes its games out of the
 * library: the list and a search no longer find them.  Cancelled, it
 * changes nothing. */
static void
test_remove_folder (void)
{
  g_autofree char *keep = g_build_filename (g_get_user_data_dir (), "keep", NULL);
  g_autofree char *drop = g_build_filename (g_get_user_data_dir (), "drop", NULL);
  g_autofree char *keep_sgf = g_build_filename (keep, "keep.sgf", NULL);
  g_autofree char *drop_sgf = g_build_filename (drop, "drop.sgf", NULL);
  g_autoptr(GSettings) settings = g_settings_new ("io.github.tengen.Tengen");
  const char *roots[] = { keep, drop, NULL };
  g_auto(GStrv) left = NULL;
  TgApplication *app;
  GtkWidget *library, *button, *popover;

  g_mkdir_with_parents (keep, 0700);
  g_mkdir_with_parents (drop, 0700);
  g_assert_true (g_file_set_contents (keep_sgf,
                                      "(;GM[1]FF[4]SZ[9]PB[Nakano]PW[Kept];B[ee])"
                                      "(;GM[1]FF[4]SZ[9]PB[Nakano]PW[Kept];B[cc])", -1, NULL));
  g_assert_true (g_file_set_contents (drop_sgf, "(;GM[1]FF[4]SZ[9]PB[Nakano]PW[Dropped];B[ee])", -1, NULL));
  g_settings_set_strv (settings, "library-folders", roots);

  app = tg_test_application_new ();
  library = GTK_WIDGET (tg_library_window_get_default (GTK_APPLICATION (app)));
  gtk_window_present (GTK_WINDOW (library));
  set_entry (library, "search_entry", "Nakano");
  wait_for_label (library, "count_label", "3 games");

  button = GTK_WIDGET (gtk_widget_get_template_child (library, TG_TYPE_LIBRARY_WINDOW, "folders_button"));
  popover = GTK_WIDGET (gtk_menu_button_get_popover (GTK_MENU_BUTTON (button)));
  tg_test_wait_until (on_screen, button);
  tg_test_widget_click (button, 0.5);
  tg_test_wait_until (on_screen, popover);
  g_assert_cmpuint (n_rows (library), ==, 2);

  /* Cancel keeps it. */
  tg_test_widget_click (remove_button (library, drop), 0.5);
  tg_test_wait_until (asks_remove, "drop");
  tg_test_widget_click (remove_dialog_button ("drop", "_Cancel"), 0.5);
  tg_test_wait_until (not_asking_remove, "drop");
  left = g_settings_get_strv (settings, "library-folders");
  g_assert_cmpuint (g_strv_length (left), ==, 2);
  g_clear_pointer (&left, g_strfreev);

  tg_test_widget_click (button, 0.5);
  tg_test_wait_until (on_screen, popover);
  tg_test_widget_click (remove_button (library, drop), 0.5);
  tg_test_wait_until (asks_remove, "drop");
  tg_test_widget_click (remove_dialog_button ("drop", "_Remove"), 0.5);
  wait_for_label (library, "count_label", "2 games");
  left = g_settings_get_strv (settings, "library-folders");
  g_assert_cmpstrv (left, ((const char *[]) { keep, NULL }));
  g_assert_cmpuint (n_rows (library), ==, 1);
  g_assert_null (remove_button (library, drop));
  /* Its game is out of the database, not only out of the list. */
  set_entry (library, "search_entry", "Dropped");
  wait_for_label (library, "count_label", "0 games");

  gtk_window_destroy (GTK_WINDOW (library));
  tg_test_application_free (app);
}

static gboolean
reads (GtkWidget *widget, gconstpointer text)
{
  return GTK_IS_LABEL (widget) && g_str_equal (gtk_label_get_text (GTK_LABEL (widget)), text);
}

/* The first label reading @text under @widget. */
static GtkWidget *
find_label (GtkWidget *widget, const char *text)
{
  return find_widget (widget, reads, text);
}

static gboolean
shows_komi (gconstpointer data)
{
  return gtk_widget_get_mapped (header ((GtkColumnView *) data, "Komi"));
}

/* At 1366 × 768 the list shows what tells games apart — players wide
 * enough for a name, date, event, result, moves — with no scrolling
 * sideways, and the window fits 800 pixels; the rest is chosen in the
 * columns' menu, and kept. */
static void
test_columns (void)
{
  g_autofree char *folder = g_build_filename (g_get_user_data_dir (), "columns", NULL);
  g_autofree char *path = g_build_filename (folder, "long-names.sgf", NULL);
  g_autoptr(GSettings) settings = g_settings_new ("io.github.tengen.Tengen");
  const char *roots[] = { folder, NULL };
  g_auto(GStrv) shown = NULL;
  TgApplication *app;
  GtkWidget *library, *button, *popover;
  GtkColumnView *view;
  GtkAdjustment *across;
  int minimum;

  g_mkdir_with_parents (folder, 0700);
  g_assert_true (g_file_set_contents (path,
                                      "(;GM[1]FF[4]SZ[19]PB[Takemiya Masaki]BR[9p]PW[Kobayashi Koichi]WR[9p]"
                                      "DT[1985-03-14]EV[10th Meijin League]RE[W+2.5]KM[5.5];B[pd])", -1, NULL));
  g_settings_set_strv (settings, "library-folders", roots);

  app = tg_test_application_new ();
  library = GTK_WIDGET (tg_library_window_get_default (GTK_APPLICATION (app)));
  gtk_window_set_default_size (GTK_WINDOW (library), 1366, 768);
  gtk_window_present (GTK_WINDOW (library));
  set_entry (library, "search_entry", "Takemiya");
  wait_for_label (library, "count_label", "1 game");
  view = GTK_COLUMN_VIEW (gtk_widget_get_template_child (library, TG_TYPE_LIBRARY_WINDOW, "games_view"));
  tg_test_wait_until (on_screen, header (view, "Black"));

  /* A 9-dan's name, "Takemiya Masaki 9p", is some 130 pixels. */
  g_assert_cmpint (gtk_widget_get_width (header (view, "Black")), >=, 120);
  g_assert_cmpint (gtk_widget_get_width (header (view, "White")), >=, 120);
  g_assert_true (gtk_widget_get_mapped (header (view, "Date")));
  g_assert_true (gtk_widget_get_mapped (header (view, "Event")));
  g_assert_true (gtk_widget_get_mapped (header (view, "Result")));
  g_assert_true (gtk_widget_get_mapped (header (view, "Moves")));
  g_assert_false (gtk_widget_get_mapped (header (view, "Komi")));
  g_assert_false (gtk_widget_get_mapped (header (view, "File")));
  across = gtk_scrollable_get_hadjustment (GTK_SCROLLABLE (view));
  g_assert_cmpfloat (gtk_adjustment_get_upper (across), <=, gtk_adjustment_get_page_size (across));
  /* And the window fits an 800 × 600 screen. */
  gtk_widget_measure (library, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
  g_assert_cmpint (minimum, <=, 800);

  /* Komi, chosen in the menu of columns. */
  button = GTK_WIDGET (gtk_widget_get_template_child (library, TG_TYPE_LIBRARY_WINDOW, "columns_button"));
  popover = GTK_WIDGET (gtk_menu_button_get_popover (GTK_MENU_BUTTON (button)));
  tg_test_widget_click (button, 0.5);
  tg_test_wait_until (on_screen, popover);
  tg_test_wait_until (on_screen, find_label (popover, "Komi"));
  tg_test_widget_click (find_label (popover, "Komi"), 0.5);
  tg_test_wait_until (shows_komi, view);
  shown = g_settings_get_strv (settings, "library-columns");
  g_assert_true (g_strv_contains ((const char * const *) shown, "komi"));
  g_assert_true (g_strv_contains ((const char * const *) shown, "black"));

  gtk_window_destroy (GTK_WINDOW (library));
  tg_test_application_free (app);
}

static gboolean
warns (gconstpointer data)
{
  GtkWidget *library = (GtkWidget *) data;
  GtkWidget *button = GTK_WIDGET (gtk_widget_get_template_child (library, TG_TYPE_LIBRARY_WINDOW,
                                                                 "warnings_button"));

  return gtk_widget_get_visible (button);
}

static gboolean
read_all (gconstpointer data)
{
  GtkWidget *library = (GtkWidget *) data;
  GtkRevealer *progress = GTK_REVEALER (gtk_widget_get_template_child (library, TG_TYPE_LIBRARY_WINDOW,
                                                                       "progress_revealer"));

  return !gtk_revealer_get_reveal_child (progress);
}

/* The focus has gone into the popover @data, as it does once shown. */
static gboolean
focus_in (gconstpointer data)
{
  GtkWidget *popover = (GtkWidget *) data;
  GtkWidget *focus = gtk_root_get_focus (gtk_widget_get_root (popover));

  return focus != NULL && gtk_widget_is_ancestor (focus, popover);
}

static void
text_read (GObject *source, GAsyncResult *result, gpointer user_data)
{
  char **text = user_data;

  *text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (source), result, NULL);
  g_assert_nonnull (*text);
}

static gboolean
is_set (gconstpointer data)
{
  return *(char * const *) data != NULL;
}

/* The warnings popover, opened with a click, shows its text as it is,
 * not all of it selected, and its Copy button copies it all. */
static void
look_at_warnings (GtkWidget *library)
{
  GtkWidget *button = GTK_WIDGET (gtk_widget_get_template_child (library, TG_TYPE_LIBRARY_WINDOW,
                                                                 "warnings_button"));
  GtkWidget *popover = GTK_WIDGET (gtk_menu_button_get_popover (GTK_MENU_BUTTON (button)));
  GtkLabel *label = GTK_LABEL (gtk_widget_get_template_child (library, TG_TYPE_LIBRARY_WINDOW,
                                                              "warnings_label"));
  g_autofree char *copied = NULL;
  int start, end;

  tg_test_widget_click (button, 0.5);
  tg_test_wait_until (on_screen, popover);
  tg_test_wait_until (focus_in, popover);
  g_assert_false (gtk_label_get_selection_bounds (label, &start, &end));

  tg_test_widget_click (find_label (popover, "Copy"), 0.5);
  gdk_clipboard_read_text_async (gtk_widget_get_clipboard (library), NULL, text_read, &copied);
  tg_test_wait_until (is_set, &copied);
  g_assert_cmpstr (copied, ==, gtk_label_get_text (label));
  gtk_popover_popdown (GTK_POPOVER (popover));
}

/* Opens the library window of a new application on the folder read
 * before, waits for its one game, and says what its warnings say. */
static char *
open_faults (TgApplication **app)
{
  GtkWidget *library;
  GtkLabel *label;

  *app = tg_test_application_new ();
  library = GTK_WIDGET (tg_library_window_get_default (GTK_APPLICATION (*app)));
  gtk_window_present (GTK_WINDOW (library));
  set_entry (library, "search_entry", "Faulty");
  wait_for_label (library, "count_label", "1 game");
  tg_test_wait_until (warns, library);
  tg_test_wait_until (read_all, library);
  label = GTK_LABEL (gtk_widget_get_template_child (library, TG_TYPE_LIBRARY_WINDOW, "warnings_label"));
  return g_strdup (gtk_label_get_text (label));
}

/* Closes the library window, which goes at once, workers or not: its
 * dispose has cancelled them before the test touches the file. */
static void
close_at_once (GtkWidget *library)
{
  g_object_add_weak_pointer (G_OBJECT (library), (gpointer *) &library);
  gtk_window_destroy (GTK_WINDOW (library));
  g_assert_null (library);
}

/* A file that is no game of Go and one that vanished before it could
 * be read: each is named in the library's warnings, the next time the
 * library opens too, when nothing is read again.  A database damaged, or
 * written by a newer Tengen, is moved aside and made again from the
 * files, and the user is told. */
static void
test_faults (void)
{
  g_autofree char *folder = g_build_filename (g_get_user_data_dir (), "faults", NULL);
  g_autofree char *good = g_build_filename (folder, "good.sgf", NULL);
  g_autofree char *chess = g_build_filename (folder, "chess.sgf", NULL);
  g_autofree char *vanished = g_build_filename (folder, "vanished.sgf", NULL);
  g_autofree char *db = g_build_filename (g_get_user_data_dir (), "tengen", "library.db", NULL);
  g_autofree char *newer = g_strconcat (db, ".newer", NULL);
  g_autoptr(GSettings) settings = g_settings_new ("io.github.tengen.Tengen");
  const char *roots[] = { folder, NULL };
  TgApplication *app;
  GtkWidget *library;
  sqlite3 *handle;
  char *text;

  g_mkdir_with_parents (folder, 0700);
  g_assert_true (g_file_set_contents (good, "(;GM[1]FF[4]SZ[9]PB[Faulty];B[ee])", -1, NULL));
  g_assert_true (g_file_set_contents (chess, "(;GM[3]FF[4]PB[Faulty])", -1, NULL));
  g_assert_cmpint (symlink ("nowhere.sgf", vanished), ==, 0);
  g_settings_set_strv (settings, "library-folders", roots);

  text = open_faults (&app);
  g_assert_nonnull (strstr (text, "chess.sgf"));
  g_assert_nonnull (strstr (text, "vanished.sgf"));
  g_free (text);
  library = GTK_WIDGET (tg_library_window_get_default (GTK_APPLICATION (app)));
  look_at_warnings (library);
  close_at_once (library);
  tg_test_application_free (app);

  /* Nothing changed: nothing is read, the warnings stay. */
  text = open_faults (&app);
  g_assert_nonnull (strstr (text, "chess.sgf"));
  g_assert_nonnull (strstr (text, "vanished.sgf"));
  g_free (text);
  library = GTK_WIDGET (tg_library_window_get_default (GTK_APPLICATION (app)));
  close_at_once (library);
  tg_test_application_free (app);

  /* Damaged: made again, and said. */
  for (const char *const *end = (const char *[]) { "-wal", "-shm", NULL }; *end; end++)
    {
      g_autofree char *side = g_strconcat (db, *end, NULL);

      g_remove (side);
    }
  g_assert_true (g_file_set_contents (db, "This is no SQLite database, and never was one.", -1, NULL));
  app = tg_test_application_new ();
  library = GTK_WIDGET (tg_library_window_get_default (GTK_APPLICATION (app)));
  gtk_window_present (GTK_WINDOW (library));
  wait_for_label (library, "message_label", "The library was damaged");
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (gtk_widget_get_template_child (library, TG_TYPE_LIBRARY_WINDOW,
                                                                                    "message_label"))));
  set_entry (library, "search_entry", "Faulty");
  wait_for_label (library, "count_label", "1 game");
  tg_test_wait_until (warns, library);
  tg_test_wait_until (read_all, library);
  close_at_once (library);
  tg_test_application_free (app);

  /* Written by a newer Tengen: kept for it, made again, and said. */
  g_assert_cmpint (sqlite3_open (db, &handle), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_exec (handle, "PRAGMA user_version = 999", NULL, NULL, NULL), ==, SQLITE_OK);
  sqlite3_close (handle);
  app = tg_test_application_new ();
  library = GTK_WIDGET (tg_library_window_get_default (GTK_APPLICATION (app)));
  gtk_window_present (GTK_WINDOW (library));
  wait_for_label (library, "message_label", "The library was written by a newer Tengen");
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (gtk_widget_get_template_child (library, TG_TYPE_LIBRARY_WINDOW,
                                                                                    "message_label"))));
  g_assert_true (g_file_test (newer, G_FILE_TEST_EXISTS));
  set_entry (library, "search_entry", "Faulty");
  wait_for_label (library, "count_label", "1 game");
  tg_test_wait_until (warns, library);
  tg_test_wait_until (read_all, library);
  close_at_once (library);
  tg_test_application_free (app);
}

static gboolean
sensitive (gconstpointer data)
{
  return gtk_widget_get_sensitive ((GtkWidget *) data);
}

/* A list of more games than a page holds: Show More brings the next
 * page, each game once, and goes once the list is whole. */
static void
test_pages (void)
{
  g_autofree char *folder = g_build_filename (g_get_user_data_dir (), "pages", NULL);
  g_autofree char *path = g_build_filename (folder, "many.sgf", NULL);
  g_autoptr(GSettings) settings = g_settings_new ("io.github.tengen.Tengen");
  g_autoptr(GString) sgf = g_string_new (NULL);
  g_autoptr(GHashTable) ids = g_hash_table_new (g_int64_hash, g_int64_equal);
  const char *roots[] = { folder, NULL };
  TgApplication *app;
  GtkWidget *library, *more;
  GtkColumnView *view;
  GListModel *model;

  for (guint i = 0; i < 1500; i++)
    g_string_append_printf (sgf, "(;GM[1]FF[4]SZ[9]PB[Pager]PW[Page %u]DT[2001-%02u-%02u];B[ee])",
                            i, 1 + i % 12, 1 + i % 28);
  g_mkdir_with_parents (folder, 0700);
  g_assert_true (g_file_set_contents (path, sgf->str, -1, NULL));
  g_settings_set_strv (settings, "library-folders", roots);

  app = tg_test_application_new ();
  library = GTK_WIDGET (tg_library_window_get_default (GTK_APPLICATION (app)));
  gtk_window_set_default_size (GTK_WINDOW (library), 1366, 768);
  gtk_window_present (GTK_WINDOW (library));
  set_entry (library, "search_entry", "Pager");
  wait_for_label (library, "count_label", "1000 of 1500 games");
  tg_test_wait_until (read_all, library);
  view = GTK_COLUMN_VIEW (gtk_widget_get_template_child (library, TG_TYPE_LIBRARY_WINDOW, "games_view"));
  model = G_LIST_MODEL (gtk_column_view_get_model (view));
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, 1000);

  /* Show More, clicked once the list asked for as reading ended is in. */
  more = GTK_WIDGET (gtk_widget_get_template_child (library, TG_TYPE_LIBRARY_WINDOW, "more_button"));
  tg_test_wait_until (sensitive, more);
  tg_test_widget_click (more, 0.5);
  wait_for_label (library, "count_label", "1500 games");
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, 1500);
  for (guint i = 0; i < 1500; i++)
    {
      g_autoptr(TgLibraryGameItem) item = g_list_model_get_item (model, i);
      const TgLibraryGame *game = tg_library_game_item_get_game (item);

      g_assert_cmpstr (game->black, ==, "Pager");
      g_assert_false (g_hash_table_contains (ids, &game->id));
      g_hash_table_add (ids, (gpointer) &game->id);
    }
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (gtk_widget_get_template_child (library, TG_TYPE_LIBRARY_WINDOW,
                                                                                     "more_button"))));

  gtk_window_destroy (GTK_WINDOW (library));
  tg_test_application_free (app);
}

/* A game added to a watched folder while a position is shown is found
 * in the search, not only in the list. */
static void
test_search_follows_folder (void)
{
  g_autofree char *folder = g_build_filename (g_get_user_data_dir (), "growing", NULL);
  g_autofree char *first = g_build_filename (folder, "first.sgf", NULL);
  g_autofree char *second = g_build_filename (folder, "second.sgf", NULL);
  g_autoptr(GSettings) settings = g_settings_new ("io.github.tengen.Tengen");
  const char *roots[] = { folder, NULL };
  g_autoptr(TgGame) empty = tg_test_game_from_sgf ("(;GM[1]FF[4]SZ[13])");
  TgApplication *app;
  TgWindow *window;
  GtkWidget *library;

  g_mkdir_with_parents (folder, 0700);
  g_assert_true (g_file_set_contents (first, "(;GM[1]FF[4]SZ[13]PB[Grower];B[jd];W[dj])", -1, NULL));
  g_settings_set_strv (settings, "library-folders", roots);

  app = tg_test_application_new ();
  window = tg_test_window_new (app);
  tg_test_window_show_game (window, empty, NULL);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.library", NULL));
  library = GTK_WIDGET (tg_library_window_get_default (GTK_APPLICATION (app)));
  set_entry (library, "search_entry", "Grower");
  wait_for_label (library, "count_label", "1 game");
  set_entry (library, "search_entry", "");
  tg_test_window_play (window, "K10");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.find-position", NULL));
  wait_for_label (library, "summary_label", "1 hit in 1 game");

  g_assert_true (g_file_set_contents (second, "(;GM[1]FF[4]SZ[13]PB[Grower];B[jd];W[jj])", -1, NULL));
  wait_for_label (library, "summary_label", "2 hits in 2 games");
  wait_for_label (library, "count_label", "2 games");

  gtk_window_destroy (GTK_WINDOW (library));
  tg_test_window_destroy (window);
  tg_test_application_free (app);
}

/* Closing the last window on screen ends the application, the library
 * hidden or not, and so does Quit: nothing runs on with no window shown. */
static void
test_closing_ends (void)
{
  TgApplication *app = tg_test_application_new ();
  TgWindow *window = tg_test_window_new (app);
  GtkWidget *library;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.library", NULL));
  library = GTK_WIDGET (tg_library_window_get_default (GTK_APPLICATION (app)));
  g_assert_true (gtk_widget_get_visible (library));
  /* Closed, the library hides, to come back as it was left. */
  gtk_window_close (GTK_WINDOW (library));
  g_assert_false (gtk_widget_get_visible (library));
  g_assert_cmpuint (g_list_length (gtk_application_get_windows (GTK_APPLICATION (app))), ==, 2);
  gtk_window_close (GTK_WINDOW (window));
  tg_test_run_idle ();
  g_assert_null (gtk_application_get_windows (GTK_APPLICATION (app)));

  /* Quit with the library on screen. */
  window = tg_test_window_new (app);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.library", NULL));
  g_assert_cmpuint (g_list_length (gtk_application_get_windows (GTK_APPLICATION (app))), ==, 2);
  g_action_group_activate_action (G_ACTION_GROUP (app), "quit", NULL);
  tg_test_run_idle ();
  g_assert_null (gtk_application_get_windows (GTK_APPLICATION (app)));
  tg_test_application_free (app);
}

typedef struct { GtkWidget *entry; const char *text; } EntryText;

static gboolean
entry_holds (gconstpointer data)
{
  const EntryText *wanted = data;

  return g_str_equal (gtk_editable_get_text (GTK_EDITABLE (wanted->entry)), wanted->text);
}

/* A date typed in the form but not in the calendar (month 13, day 45,
 * 30 February) is marked and says how to write one, as "yesterday"
 * is, rather than applied; a real one is applied. */
static void
test_date_checked (void)
{
  g_autofree char *folder = g_build_filename (g_get_user_data_dir (), "calendar", NULL);
  g_autofree char *path = g_build_filename (folder, "2018.sgf", NULL);
  g_autoptr(GSettings) settings = g_settings_new ("io.github.tengen.Tengen");
  const char *roots[] = { folder, NULL };
  const char *wrong[] = { "2018-13-45", "2018-02-30", "2018-00" };
  TgApplication *app;
  GtkWidget *library, *before;

  g_mkdir_with_parents (folder, 0700);
  g_assert_true (g_file_set_contents (path,
                                      "(;GM[1]FF[4]SZ[9]PB[Calendar]PW[Abe]DT[2018-02-10];B[ee])"
                                      "(;GM[1]FF[4]SZ[9]PB[Calendar]PW[Abe]DT[2018-12-31];B[ee])",
                                      -1, NULL));
  g_settings_set_strv (settings, "library-folders", roots);

  app = tg_test_application_new ();
  library = GTK_WIDGET (tg_library_window_get_default (GTK_APPLICATION (app)));
  gtk_window_present (GTK_WINDOW (library));
  set_entry (library, "search_entry", "Calendar");
  wait_for_label (library, "count_label", "2 games");
  before = GTK_WIDGET (gtk_widget_get_template_child (library, TG_TYPE_LIBRARY_WINDOW, "before_entry"));
  for (guint i = 0; i < G_N_ELEMENTS (wrong); i++)
    {
      set_entry (library, "before_entry", "");
      wait_for_label (library, "count_label", "2 games");
      tg_test_widget_click (before, 0.5);
      tg_test_widget_type (before, wrong[i]);
      tg_test_wait_until (entry_holds, &(EntryText) { before, wrong[i] });
      /* Checked as the text changes, before any query is made. */
      g_assert_true (gtk_widget_has_css_class (before, "error"));
      g_assert_true (label_starts (library, "count_label", "Write dates as"));
    }
  set_entry (library, "before_entry", "");
  tg_test_widget_type (before, "2018-02-28");
  tg_test_wait_until (entry_holds, &(EntryText) { before, "2018-02-28" });
  wait_for_label (library, "count_label", "1 game");
  g_assert_false (gtk_widget_has_css_class (before, "error"));

  gtk_window_destroy (GTK_WINDOW (library));
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
  g_test_add_func ("/window-library/find-region", test_find_region);
  g_test_add_func ("/window-library/open-in-collection", test_open_in_collection);
  g_test_add_func ("/window-library/sorted-over-all", test_sorted_over_all);
  g_test_add_func ("/window-library/filters", test_filters);
  g_test_add_func ("/window-library/remove-folder", test_remove_folder);
  g_test_add_func ("/window-library/columns", test_columns);
  g_test_add_func ("/window-library/faults", test_faults);
  g_test_add_func ("/window-library/pages", test_pages);
  g_test_add_func ("/window-library/closing-ends", test_closing_ends);
  g_test_add_func ("/window-library/search-follows-folder", test_search_follows_folder);
  g_test_add_func ("/window-library/date-checked", test_date_checked);
  return g_test_run ();
}
