/* test-window.c: the application and its main window, driven through
 * their actions as the buttons and keys do, checked against the model.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>

#include "tg-application.h"
#include "tg-board-view-private.h"
#include "tg-comment-view.h"
#include "tg-game-tree.h"
#include "tg-document-private.h"
#include "tg-new-game-dialog.h"
#include "tg-node-private.h"
#include "tg-player-card-private.h"
#include "tg-sgf.h"
#include "tg-test-util.h"
#include "tg-test-wait.h"
#include "tg-test-window.h"
#include "tg-window.h"

static TgApplication *app;
static GSettings *settings;

static void
activate (TgWindow   *window,
          const char *action)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), action, NULL));
}

static const char *
title_of (TgWindow *window)
{
  return adw_window_title_get_title (tg_test_window_child (window, "window_title"));
}

static gboolean
title_is_marked (TgWindow *window)
{
  return g_str_has_prefix (title_of (window), "•");
}

static const char *
label_text (TgWindow   *window,
            const char *name)
{
  return gtk_label_get_text (tg_test_window_child (window, name));
}

static void
test_window_new (void)
{
  TgWindow *window = tg_test_window_new (app);
  TgGame *game = tg_window_get_game (window);

  g_assert_cmpuint (tg_game_get_size (game), ==, 19);
  g_assert_cmpuint (tg_game_get_move_number (game), ==, 0);
  g_assert_null (tg_window_get_file (window));
  g_assert_true (tg_window_is_pristine (window));
  g_assert_false (title_is_marked (window));
  g_assert_cmpstr (label_text (window, "move_label"), ==, "Start");
  g_assert_true (tg_player_card_get_to_move (tg_test_window_child (window, "black_card")));
  g_assert_false (tg_player_card_get_to_move (tg_test_window_child (window, "white_card")));
  /* Nothing to take back on an empty board. */
  g_assert_false (tg_test_button_sensitive (window, "win.undo"));
  /* Nowhere to go in a record without moves. */
  g_assert_false (tg_test_button_sensitive (window, "win.previous"));
  g_assert_false (tg_test_button_sensitive (window, "win.next"));
  g_assert_false (tg_test_button_sensitive (window, "win.last"));
  tg_test_window_destroy (window);
}

static void
test_window_play (void)
{
  TgWindow *window = tg_test_window_new (app);
  TgGame *game = tg_window_get_game (window);

  tg_test_window_play (window, "D4");
  tg_test_window_play (window, "Q16");
  g_assert_cmpint (tg_test_window_stone_at (window, "D4"), ==, TG_BLACK);
  g_assert_cmpint (tg_test_window_stone_at (window, "Q16"), ==, TG_WHITE);
  g_assert_cmpuint (tg_game_get_move_number (game), ==, 2);
  g_assert_cmpstr (label_text (window, "move_label"), ==, "Move 2");
  g_assert_cmpstr (label_text (window, "status_label"), ==, "White played Q16");
  g_assert_true (title_is_marked (window));
  g_assert_false (tg_window_is_pristine (window));
  g_assert_true (tg_player_card_get_to_move (tg_test_window_child (window, "black_card")));

  /* An occupied point changes nothing. */
  tg_test_window_play (window, "D4");
  g_assert_cmpuint (tg_game_get_move_number (game), ==, 2);
  g_assert_cmpint (tg_game_get_to_move (game), ==, TG_BLACK);
  tg_test_window_destroy (window);
}

static void
test_window_capture (void)
{
  TgWindow *window = tg_test_window_new (app);
  TgGame *game = tg_window_get_game (window);

  /* White's corner stone loses its last liberty to B1. */
  tg_test_window_play (window, "A2");
  tg_test_window_play (window, "A1");
  tg_test_window_play (window, "B1");
  g_assert_cmpint (tg_test_window_stone_at (window, "A1"), ==, TG_EMPTY);
  g_assert_cmpuint (tg_game_get_captures (game, TG_BLACK), ==, 1);
  g_assert_cmpuint (tg_game_get_captures (game, TG_WHITE), ==, 0);
  g_assert_cmpuint (tg_player_card_get_captures (tg_test_window_child (window, "black_card")), ==,
                    1);

  /* Retaking at once would repeat the position: refused. */
  tg_test_window_play (window, "A1");
  g_assert_cmpint (tg_test_window_stone_at (window, "A1"), ==, TG_EMPTY);
  g_assert_cmpuint (tg_game_get_move_number (game), ==, 3);
  tg_test_window_destroy (window);
}

static GtkWidget *
find_text_view (GtkWidget *widget)
{
  if (GTK_IS_TEXT_VIEW (widget))
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_text_view (c);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* In the dark style the comment is one card: the text's own background
 * drew a darker box inside it.  The card's padding and the empty text
 * beside it are one colour. */
static void
test_window_dark_comment (void)
{
  AdwStyleManager *style = adw_style_manager_get_default ();
  TgWindow *window;
  GtkWidget *text, *card;
  g_autoptr(GdkPaintable) paintable = NULL;
  g_autofree guint32 *pixels = NULL;
  int width, height;
  guint32 padding, inside;

  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_FORCE_DARK);
  window = tg_test_window_new (app);
  tg_test_run_idle ();
  text = find_text_view (tg_test_window_child (window, "comment_view"));
  card = gtk_widget_get_parent (text);
  g_assert_true (gtk_widget_has_css_class (card, "card"));
  width = gtk_widget_get_width (card);
  height = gtk_widget_get_height (card);
  g_assert_cmpint (width, >, 100);
  g_assert_cmpint (height, >, 40);
  paintable = gtk_widget_paintable_new (card);
  pixels = tg_test_render_paintable (paintable, width, height);
  /* Six pixels in from the card's left edge, half-way down: its padding;
   * the middle of the empty text: the text's background. */
  padding = pixels[(height / 2) * width + 6];
  inside = pixels[(height / 2) * width + width / 2];
  g_test_message ("padding %08x, text %08x", padding, inside);
  g_assert_cmphex (padding, ==, inside);
  tg_test_window_destroy (window);
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);
}

/* A ko taken back at once is refused and named as players name it:
 *
 *   5 . X O . .     White takes C4 with B4; Black's retake at C4
 *   4 X . X O .     would bring back the position before it, two
 *   3 . X O . .     moves round: a ko.
 */
static void
test_window_ko (void)
{
  TgWindow *window = tg_test_window_new (app);
  g_autoptr(TgGame) game =
    tg_test_game_from_sgf ("(;GM[1]FF[4]SZ[5]AB[ba][ab][cb][bc]AW[ca][db][cc]PL[W])");
  GtkWidget *overlay = tg_test_window_child (window, "toast_overlay");

  tg_test_window_show_game (window, game, NULL);
  tg_test_window_play (window, "B4");
  g_assert_cmpuint (tg_game_get_captures (game, TG_WHITE), ==, 1);
  tg_test_window_play (window, "C4");
  g_assert_cmpint (tg_test_window_stone_at (window, "C4"), ==, TG_EMPTY);
  g_assert_cmpuint (tg_game_get_move_number (game), ==, 1);
  g_assert_nonnull (tg_test_find_label (overlay, "Playing on C4 would retake the ko at once"));
  g_assert_null (tg_test_find_label (overlay, "would repeat the position"));
  tg_test_window_destroy (window);
}

static void
test_window_undo (void)
{
  TgWindow *window = tg_test_window_new (app);
  TgGame *game = tg_window_get_game (window);

  tg_test_window_play (window, "D4");
  tg_test_window_play (window, "Q16");
  tg_test_window_play (window, "C3");
  g_assert_true (tg_test_button_sensitive (window, "win.undo"));
  activate (window, "win.undo");
  g_assert_cmpuint (tg_game_get_move_number (game), ==, 2);
  g_assert_cmpint (tg_test_window_stone_at (window, "C3"), ==, TG_EMPTY);
  g_assert_cmpint (tg_game_get_to_move (game), ==, TG_BLACK);

  /* "A stone placed stays placed": with takebacks off Undo is off. */
  g_settings_set_boolean (settings, "takebacks", FALSE);
  tg_test_run_idle ();
  g_assert_false (tg_test_button_sensitive (window, "win.undo"));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  g_assert_cmpuint (tg_game_get_move_number (game), ==, 2);
  g_assert_cmpint (tg_test_window_stone_at (window, "Q16"), ==, TG_WHITE);
  g_settings_reset (settings, "takebacks");
  tg_test_run_idle ();
  g_assert_true (tg_test_button_sensitive (window, "win.undo"));
  tg_test_window_destroy (window);
}

static void
test_window_variation (void)
{
  TgWindow *window = tg_test_window_new (app);
  TgGame *game = tg_window_get_game (window);
  TgNode *root = tg_game_get_root (game);
  TgNode *first, *current;

  tg_test_window_play (window, "D4");
  tg_test_window_play (window, "Q16");
  tg_test_window_play (window, "C3");
  activate (window, "win.previous");
  activate (window, "win.previous");
  g_assert_cmpuint (tg_game_get_move_number (game), ==, 1);
  g_assert_cmpint (tg_test_window_stone_at (window, "Q16"), ==, TG_EMPTY);

  /* Playing at an earlier move starts a variation; the later moves stay. */
  tg_test_window_play (window, "R4");
  current = tg_game_get_current (game);
  g_assert_cmpuint (current->move_number, ==, 2);
  g_assert_cmpint (tg_node_child_index (current), ==, 1);
  g_assert_cmpint (tg_test_window_stone_at (window, "R4"), ==, TG_WHITE);
  g_assert_cmpint (tg_test_window_stone_at (window, "Q16"), ==, TG_EMPTY);
  g_assert_true (g_str_has_suffix (label_text (window, "status_label"), "variation"));

  first = tg_node_get_child (root, 0);
  g_assert_cmpuint (tg_node_get_n_children (first), ==, 2);
  g_assert_cmpstr (tg_node_get_value (tg_node_get_child (first, 0), "W"), ==, "pd");
  g_assert_cmpstr (tg_node_get_value (tg_node_get_child (tg_node_get_child (first, 0), 0), "B"),
                   ==, "cq");

  /* First, then Last follows the main line, not the variation. */
  activate (window, "win.first");
  g_assert_cmpuint (tg_game_get_move_number (game), ==, 0);
  activate (window, "win.last");
  g_assert_cmpuint (tg_game_get_move_number (game), ==, 3);
  g_assert_cmpint (tg_test_window_stone_at (window, "C3"), ==, TG_BLACK);
  g_assert_cmpint (tg_test_window_stone_at (window, "R4"), ==, TG_EMPTY);
  tg_test_window_destroy (window);
}

/* With ST[1] the board marks the alternatives to the move shown; a click
 * on one goes there rather than playing a move after this one. */
static void
test_window_variation_marks (void)
{
  TgWindow *window = tg_test_window_new (app);
  TgGame *game = tg_window_get_game (window);
  TgBoardScene *scene = tg_board_view_get_scene (tg_test_window_child (window, "board_view"));
  TgNode *first;

  tg_test_window_play (window, "D4");
  tg_test_window_play (window, "Q16");
  activate (window, "win.previous");
  tg_test_window_play (window, "R4");
  first = tg_node_get_child (tg_game_get_root (game), 0);
  tg_game_set_value (game, tg_game_get_root (game), "ST", "1");
  tg_test_run_idle ();

  tg_board_scene_activate (scene, tg_test_window_point (window, "Q16"));
  g_assert_true (tg_game_get_current (game) == tg_node_get_child (first, 0));
  g_assert_cmpuint (tg_node_get_n_children (tg_node_get_child (first, 1)), ==, 0);
  g_assert_cmpint (tg_test_window_stone_at (window, "R4"), ==, TG_EMPTY);

  /* And back, by the mark of the other one. */
  tg_board_scene_activate (scene, tg_test_window_point (window, "R4"));
  g_assert_true (tg_game_get_current (game) == tg_node_get_child (first, 1));
  tg_test_window_destroy (window);
}

static void
test_window_count (void)
{
  TgWindow *window = tg_test_window_new (app);
  TgGame *game = tg_window_get_game (window);

  tg_test_window_play (window, "D4");
  tg_test_window_play (window, "Q16");
  activate (window, "win.pass");
  activate (window, "win.pass");
  g_assert_cmpint (tg_game_get_phase (game), ==, TG_PHASE_COUNTING);
  g_assert_true (tg_test_button_sensitive (window, "win.accept"));
  g_assert_true (tg_test_button_sensitive (window, "win.resume"));
  g_assert_false (tg_test_button_sensitive (window, "win.pass"));
  g_assert_cmpstr (label_text (window, "move_label"), ==, "Counting");

  /* One stone each and one region touching both: the areas are equal,
   * Black passed first so White collected last (no adjustment), and
   * komi 6.5 decides. */
  activate (window, "win.accept");
  g_assert_cmpint (tg_game_get_phase (game), ==, TG_PHASE_FINISHED);
  g_assert_cmpstr (tg_node_get_value (tg_game_get_root (game), "RE"), ==, "W+6.5");
  g_assert_false (tg_test_button_sensitive (window, "win.accept"));
  g_assert_cmpstr (label_text (window, "move_label"), ==, "White wins by 6.5 points");
  tg_test_window_destroy (window);
}

static void
respond_to_dialog (TgWindow   *window,
                 const char *response)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  gboolean found = FALSE;

  tg_test_run_idle ();
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (item)
          && gtk_window_get_transient_for (GTK_WINDOW (item)) == GTK_WINDOW (window))
        {
          adw_message_dialog_response (ADW_MESSAGE_DIALOG (item), response);
          gtk_window_destroy (GTK_WINDOW (item));
          found = TRUE;
          break;
        }
    }
  g_assert_true (found);
  tg_test_run_idle ();
}

static void
test_window_resign (void)
{
  TgWindow *window = tg_test_window_new (app);
  TgGame *game = tg_window_get_game (window);

  tg_test_window_play (window, "D4");
  activate (window, "win.resign");
  respond_to_dialog (window, "cancel");
  g_assert_cmpint (tg_game_get_phase (game), ==, TG_PHASE_PLAYING);

  activate (window, "win.resign");
  respond_to_dialog (window, "resign");
  g_assert_cmpint (tg_game_get_phase (game), ==, TG_PHASE_FINISHED);
  /* White was to move and resigned. */
  g_assert_cmpint (tg_game_get_winner (game), ==, TG_BLACK);
  g_assert_cmpstr (tg_node_get_value (tg_game_get_root (game), "RE"), ==, "B+R");
  tg_test_window_destroy (window);
}

static void
test_window_close_unsaved (void)
{
  TgWindow *window = tg_test_window_new (app);

  tg_test_window_play (window, "K10");
  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &window);
  /* Unsaved changes: closing asks, and Cancel keeps the window. */
  gtk_window_close (GTK_WINDOW (window));
  respond_to_dialog (window, "cancel");
  g_assert_nonnull (window);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (window)));

  gtk_window_close (GTK_WINDOW (window));
  respond_to_dialog (window, "discard");
  g_assert_null (window);
}

typedef struct
{
  gboolean done;
  gboolean loaded;
  GError  *error;
} Load;

static void
loaded_cb (GObject      *object,
           GAsyncResult *result,
           gpointer      user_data)
{
  Load *load = user_data;

  load->loaded = tg_window_load_file_finish (TG_WINDOW (object), result, &load->error);
  load->done = TRUE;
}

static gboolean
load (TgWindow  *window,
      GFile     *file,
      int        move,
      GError   **error)
{
  Load state = { FALSE, FALSE, NULL };

  tg_window_load_file_async (window, file, move, NULL, loaded_cb, &state);
  tg_test_wait_flag (&state.done);
  g_assert_true (state.loaded == (state.error == NULL));
  if (state.error != NULL)
    g_propagate_error (error, state.error);
  return state.loaded;
}

static void
test_window_open_corpus (void)
{
  g_autofree char *path = tg_test_corpus_path ("games", "ai",
                                               "2018_Tencent_World_AI_WEIQI_Competition_F_1_Golaxy_vs_FineArt.sgf",
                                               NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  TgWindow *window = tg_test_window_new (app);
  g_autofree char *basename = g_file_get_basename (file);

  g_assert_true (load (window, file, 150, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_equal (tg_window_get_file (window), file));
  g_assert_cmpuint (tg_game_get_move_number (tg_window_get_game (window)), ==, 150);
  g_assert_cmpstr (title_of (window), ==, basename);
  g_assert_cmpstr (label_text (window, "move_label"), ==, "Move 150");
  g_assert_cmpstr (tg_player_card_get_name (tg_test_window_child (window, "black_card")), ==,
                   "Golaxy");
  g_assert_cmpstr (tg_player_card_get_name (tg_test_window_child (window, "white_card")), ==,
                   "FineArt");
  tg_test_window_destroy (window);
}

static void
test_window_open_broken (void)
{
  g_autofree char *dir = g_dir_make_tmp ("tengen-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "broken.sgf", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  TgWindow *window = tg_test_window_new (app);
  TgGame *before;

  tg_test_window_play (window, "D4");
  before = tg_window_get_game (window);
  g_assert_true (g_file_set_contents (path, "(;GM[3]SZ[8])", -1, NULL));
  g_assert_false (load (window, file, -1, &error));
  g_assert_error (error, TG_SGF_ERROR, TG_SGF_ERROR_NOT_GO);
  /* The current game is untouched. */
  g_assert_true (tg_window_get_game (window) == before);
  g_assert_cmpint (tg_test_window_stone_at (window, "D4"), ==, TG_BLACK);
  g_assert_null (tg_window_get_file (window));
  tg_test_window_destroy (window);
  g_unlink (path);
  g_rmdir (dir);
}

typedef struct
{
  TgWindow   *window;
  const char *uri;
} RecentItem;

/* The recent manager tells of new items from the main loop: a condition
 * for tg_test_wait_until (). */
static gboolean
recent_menu_offers (gconstpointer data)
{
  const RecentItem *item = data;
  GMenuModel *section = tg_test_window_child (item->window, "recent_section");

  for (int i = 0; i < g_menu_model_get_n_items (section); i++)
    {
      g_autoptr(GVariant) target = g_menu_model_get_item_attribute_value (section, i,
                                                                          G_MENU_ATTRIBUTE_TARGET,
                                                                          G_VARIANT_TYPE_STRING);

      if (target != NULL && g_str_equal (g_variant_get_string (target, NULL), item->uri))
        return TRUE;
    }
  return FALSE;
}

/* Save As to a new file, more moves, Save to the same file, then a new
 * window reads back the same tree, variation included. */
/* Saves run in a worker thread: waits until the window's is done. */
static void
wait_for_save (TgWindow *window)
{
  while (tg_document_get_saving (tg_window_get_document (window)))
    g_main_context_iteration (NULL, TRUE);
  tg_test_run_idle ();
}

static void
test_window_save_reopen (void)
{
  g_autofree char *dir = g_dir_make_tmp ("tengen-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "game.sgf", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *uri = NULL;
  TgWindow *window = tg_test_window_new (app);
  TgWindow *reader;

  tg_test_window_play (window, "Q16");
  tg_test_window_play (window, "D4");
  g_assert_true (tg_test_window_save (window, file));
  g_assert_false (title_is_marked (window));
  g_assert_cmpstr (title_of (window), ==, "game.sgf");

  tg_test_window_play (window, "C16");
  activate (window, "win.previous");
  tg_test_window_play (window, "R4");
  g_assert_true (title_is_marked (window));
  activate (window, "win.save");
  wait_for_save (window);
  g_assert_false (title_is_marked (window));
  g_assert_false (tg_game_get_modified (tg_window_get_game (window)));

  /* Saved records are offered again under Open Recent. */
  uri = g_file_get_uri (file);
  g_assert_true (gtk_recent_manager_has_item (gtk_recent_manager_get_default (), uri));
  tg_test_wait_until (recent_menu_offers, &(RecentItem) { window, uri });

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_nonnull (strstr (contents, ";B[pd]"));
  g_assert_nonnull (strstr (contents, "W[dp]"));

  reader = tg_test_window_new (app);
  g_assert_true (load (reader, file, -1, &error));
  g_assert_no_error (error);
  g_assert_true (tg_node_tree_equal (tg_game_get_root (tg_window_get_game (window)),
                                     tg_game_get_root (tg_window_get_game (reader))));
  /* Opened at the end of the main line, unmodified. */
  g_assert_cmpuint (tg_game_get_move_number (tg_window_get_game (reader)), ==, 3);
  g_assert_false (title_is_marked (reader));
  tg_test_window_destroy (reader);
  tg_test_window_destroy (window);
  g_unlink (path);
  g_rmdir (dir);
}

static gboolean
at_move (gconstpointer data)
{
  const struct { TgWindow *window; guint number; } *wanted = data;

  return tg_game_get_move_number (tg_window_get_game (wanted->window)) == wanted->number;
}

/* The board answered Space: with its cursor shown, or by a move. */
static gboolean
space_answered (gconstpointer data)
{
  TgWindow *window = (TgWindow *) data;

  return tg_board_view_get_cursor_shown (tg_test_window_child (window, "board_view"))
         || tg_game_get_move_number (tg_window_get_game (window)) != 2;
}

/* Pass clicked keeps the keyboard where it was: a Space after it is not
 * a second pass that ends the game, but the board's (which shows its
 * cursor first). */
static void
test_window_pass_click (void)
{
  TgWindow *window = tg_test_window_new (app);
  TgGame *game = tg_window_get_game (window);

  /* Played with the pointer: the board has the keys. */
  tg_test_window_drag_hold (window, "D4", "D4");
  tg_test_window_release (window);
  tg_test_wait_until (at_move, &(struct { TgWindow *window; guint number; }) { window, 1 });
  tg_test_widget_click (tg_test_find_button (GTK_WIDGET (window), "win.pass"), 0.5);
  tg_test_wait_until (at_move, &(struct { TgWindow *window; guint number; }) { window, 2 });
  g_assert_true (tg_node_is_pass (tg_game_get_current (game)));
  tg_test_window_keys (window, "space");
  tg_test_wait_until (space_answered, window);
  g_assert_cmpuint (tg_game_get_move_number (game), ==, 2);
  g_assert_cmpint (tg_game_get_phase (game), ==, TG_PHASE_PLAYING);
  tg_test_window_destroy (window);
}

/* The keyboard's focus is @data or in it. */
static gboolean
focus_in (gconstpointer data)
{
  GtkWidget *widget = (GtkWidget *) data;
  GtkWidget *focus = gtk_root_get_focus (gtk_widget_get_root (widget));

  return focus != NULL && (focus == widget || gtk_widget_is_ancestor (focus, widget));
}

typedef struct { GtkWidget *entry; const char *text; } EntryText;

static gboolean
entry_ends (gconstpointer data)
{
  const EntryText *wanted = data;

  return g_str_has_suffix (gtk_editable_get_text (GTK_EDITABLE (wanted->entry)), wanted->text);
}

/* Go to Move (Ctrl+G) takes no letters: "php" went to the start, read
 * as 0.  Typed before a number, they leave the number alone, which is
 * where Return goes. */
static void
test_window_go_to_letters (void)
{
  g_autoptr(TgGame) record = tg_test_game_from_sgf (
    "(;GM[1]FF[4]SZ[9];B[ee];W[cc];B[gg];W[cg])");
  TgWindow *window = tg_test_window_new (app);
  GtkWidget *field = tg_test_window_child (window, "go_number");
  TgGame *game;

  tg_test_window_show_game (window, record, NULL);
  game = tg_window_get_game (window);
  tg_game_set_current (game, tg_node_get_line_end (tg_game_get_root (game)));
  tg_test_window_keys (window, "ctrl+g");
  tg_test_wait_until (focus_in, field);
  tg_test_window_keys (window, "ctrl+a");
  tg_test_widget_type (field, "php2");
  tg_test_wait_until (entry_ends, &(EntryText) { field, "2" });
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (field)), ==, "2");
  tg_test_window_keys (window, "Return");
  tg_test_wait_until (at_move, &(struct { TgWindow *window; guint number; }) { window, 2 });
  tg_test_window_destroy (window);
}

/* The first widget under @widget with a "text" property of @text (a
 * popover menu's item), or NULL. */
static GtkWidget *
find_item (GtkWidget  *widget,
           const char *text)
{
  if (g_object_class_find_property (G_OBJECT_GET_CLASS (widget), "text") != NULL)
    {
      g_autofree char *item = NULL;

      g_object_get (widget, "text", &item, NULL);
      if (g_strcmp0 (item, text) == 0)
        return widget;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_item (child, text);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
widget_mapped (gconstpointer data)
{
  return gtk_widget_get_mapped (GTK_WIDGET (data));
}

static gboolean
item_active (GtkWidget *popover, const char *text)
{
  GtkWidget *item = find_item (popover, text);
  gboolean active = FALSE;

  g_assert_nonnull (item);
  g_object_get (item, "active", &active, NULL);
  return active;
}

static gboolean
node_has_bm (gconstpointer data)
{
  return tg_node_has_prop (tg_game_get_current (TG_GAME ((gpointer) data)), "BM");
}

/* The judge menu marks the node's judgements, as its button names them:
 * Bad Move after Ctrl+2, and nothing of the position. */
static void
test_window_judge_marked (void)
{
  g_autoptr(TgGame) record = tg_test_game_from_sgf ("(;GM[1]FF[4]SZ[9];B[ee];W[cc])");
  TgWindow *window = tg_test_window_new (app);
  GtkWidget *view = tg_test_window_child (window, "comment_view");
  GtkMenuButton *button = GTK_MENU_BUTTON (
    gtk_widget_get_template_child (view, TG_TYPE_COMMENT_VIEW, "annotation_button"));
  GtkWidget *popover;
  TgGame *game;

  tg_test_window_show_game (window, record, NULL);
  game = tg_window_get_game (window);
  tg_game_set_current (game, tg_node_get_line_end (tg_game_get_root (game)));
  gtk_widget_grab_focus (tg_test_window_child (window, "board_view"));
  tg_test_window_keys (window, "ctrl+2");
  tg_test_wait_until (node_has_bm, game);
  tg_test_widget_click (GTK_WIDGET (button), 0.5);
  popover = GTK_WIDGET (gtk_menu_button_get_popover (button));
  tg_test_wait_until (widget_mapped, popover);
  g_assert_true (item_active (popover, "Bad Move"));
  g_assert_false (item_active (popover, "Good Move"));
  g_assert_true (item_active (popover, "No Judgement of the Position"));
  g_assert_false (item_active (popover, "No Judgement of the Move"));
  gtk_popover_popdown (GTK_POPOVER (popover));
  tg_test_window_destroy (window);
}

/* After Escape, "p" was typed into the name or played a pass. */
static gboolean
p_answered (gconstpointer data)
{
  TgWindow *window = (TgWindow *) data;
  GtkWidget *view = tg_test_window_child (window, "comment_view");
  GtkEditable *name = GTK_EDITABLE (gtk_widget_get_template_child (view, TG_TYPE_COMMENT_VIEW,
                                                                  "name_entry"));

  return g_str_has_suffix (gtk_editable_get_text (name), "p")
         || tg_node_is_pass (tg_game_get_current (tg_window_get_game (window)));
}

/* Escape in the position's name gives the keys back to the board: the
 * game's keys work again (P passes) and the name is kept. */
static void
test_window_name_escape (void)
{
  g_autoptr(TgGame) record = tg_test_game_from_sgf ("(;GM[1]FF[4]SZ[9];B[ee];W[cc])");
  TgWindow *window = tg_test_window_new (app);
  GtkWidget *view = tg_test_window_child (window, "comment_view");
  GtkWidget *name = GTK_WIDGET (gtk_widget_get_template_child (view, TG_TYPE_COMMENT_VIEW,
                                                               "name_entry"));
  TgGame *game;
  TgNode *named;

  tg_test_window_show_game (window, record, NULL);
  game = tg_window_get_game (window);
  named = tg_node_get_line_end (tg_game_get_root (game));
  tg_game_set_current (game, named);
  tg_test_widget_click (name, 0.5);
  tg_test_wait_until (focus_in, name);
  tg_test_widget_type (name, "Joseki");
  tg_test_wait_until (entry_ends, &(EntryText) { name, "Joseki" });
  tg_test_window_keys (window, "Escape");
  tg_test_window_keys (window, "p");
  tg_test_wait_until (p_answered, window);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (name)), ==, "");
  g_assert_true (tg_game_get_current (game)->parent == named);
  g_assert_cmpstr (tg_node_get_value (named, "N"), ==, "Joseki");
  tg_test_window_destroy (window);
}

static GtkWidget *
find_game_tree (GtkWidget *widget)
{
  if (TG_IS_GAME_TREE (widget))
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_game_tree (c);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
at_pass (gconstpointer data)
{
  return tg_node_is_pass (tg_game_get_current (TG_GAME ((gpointer) data)));
}

/* QA §3: after a click on a node of the (vertical) tree, Left and Right
 * went across its variations, so they did nothing on a line of one: they
 * step through the game again, as before the click.  P, which the tree
 * and the board both leave to the game, passes where they went. */
static void
test_window_tree_click_keys (void)
{
  g_autoptr(TgGame) record = tg_test_game_from_sgf (
    "(;GM[1]FF[4]SZ[9];B[ee];W[cc];B[gg];W[cg];B[gc];W[dd];B[ff];W[fd];B[df];W[ce])");
  TgWindow *window = tg_test_window_new (app);
  GtkWidget *tree = find_game_tree (GTK_WIDGET (window));
  TgGame *game;
  TgNode *sixth;
  double x, y;

  tg_test_window_show_game (window, record, NULL);
  game = tg_window_get_game (window);
  tg_game_set_current (game, tg_game_get_root (game));
  gtk_widget_grab_focus (tg_test_window_child (window, "board_view"));
  tg_test_window_keys (window, "Right");
  tg_test_wait_until (at_move, &(struct { TgWindow *window; guint number; }) { window, 1 });
  sixth = tg_game_get_root (game);
  for (guint i = 0; i < 6; i++)
    sixth = tg_node_get_child (sixth, 0);
  tg_test_wait_until (widget_mapped, tree);
  g_assert_true (tg_game_tree_get_node_position (TG_GAME_TREE (tree), sixth, &x, &y));
  tg_test_widget_click_at (tree, x, y);
  tg_test_wait_until (at_move, &(struct { TgWindow *window; guint number; }) { window, 6 });
  tg_test_window_keys (window, "Right");
  tg_test_window_keys (window, "Right");
  tg_test_window_keys (window, "Left");
  tg_test_window_keys (window, "p");
  tg_test_wait_until (at_pass, game);
  g_assert_cmpuint (tg_game_get_current (game)->parent->move_number, ==, 7);
  tg_test_window_destroy (window);
}

static gboolean
label_has_text (gconstpointer data)
{
  return *gtk_label_get_text (GTK_LABEL ((gpointer) data)) != '\0';
}

/* QA §10: the Letters tool's hint, wrapped, left "off" alone on its last
 * line.  However wide the panel, its last line holds two words. */
static void
test_window_hint_wrap (void)
{
  TgWindow *window = tg_test_window_new (app);
  GtkLabel *label = tg_test_window_child (window, "tool_label");
  guint wrapped = 0;

  gtk_widget_grab_focus (tg_test_window_child (window, "board_view"));
  tg_test_window_keys (window, "alt+a");
  tg_test_wait_until (label_has_text, label);
  g_assert_nonnull (strstr (gtk_label_get_text (label), "letter"));
  for (int width = 120; width <= 600; width++)
    {
      g_autoptr(PangoLayout) layout = pango_layout_copy (gtk_label_get_layout (label));
      const char *text = pango_layout_get_text (layout);
      int n;
      PangoLayoutLine *last;
      g_autofree char *words = NULL;

      pango_layout_set_width (layout, width * PANGO_SCALE);
      n = pango_layout_get_line_count (layout);
      if (n < 2)
        continue;
      last = pango_layout_get_line_readonly (layout, n - 1);
      words = g_strndup (text + last->start_index, last->length);
      if (strchr (g_strstrip (words), ' ') == NULL && strstr (words, "\u00a0") == NULL)
        g_error ("%d px wide, the hint's last line is “%s” alone", width, words);
      wrapped++;
    }
  g_assert_cmpuint (wrapped, >, 0);
  tg_test_window_destroy (window);
}

static gboolean
recent_forgets (gconstpointer data)
{
  return !gtk_recent_manager_has_item (gtk_recent_manager_get_default (), data);
}

/* The label Open Recent gives @uri, or NULL. */
static char *
recent_label (TgWindow   *window,
              const char *uri)
{
  GMenuModel *section = tg_test_window_child (window, "recent_section");

  for (int i = 0; i < g_menu_model_get_n_items (section); i++)
    {
      g_autoptr(GVariant) target = g_menu_model_get_item_attribute_value (section, i,
                                                                          G_MENU_ATTRIBUTE_TARGET,
                                                                          G_VARIANT_TYPE_STRING);
      char *label = NULL;

      if (target != NULL && g_str_equal (g_variant_get_string (target, NULL), uri)
          && g_menu_model_get_item_attribute (section, i, G_MENU_ATTRIBUTE_LABEL, "s", &label))
        return label;
    }
  return NULL;
}

/* Open Recent names a long file by its start and end, and forgets a file
 * that could not be opened, as the file chooser filed it. */
static void
test_window_open_recent (void)
{
  g_autofree char *dir = g_dir_make_tmp ("tengen-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "Honinbo Shusaku against Gennan Inseki, the ear-reddening game, 1846.sgf", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *uri = g_file_get_uri (file);
  g_autofree char *label = NULL;
  TgWindow *window = tg_test_window_new (app);
  GListModel *toplevels = gtk_window_get_toplevels ();
  guint n_toplevels = g_list_model_get_n_items (toplevels);

  tg_test_window_play (window, "Q16");
  g_assert_true (tg_test_window_save (window, file));
  tg_test_wait_until (recent_menu_offers, &(RecentItem) { window, uri });
  label = recent_label (window, uri);
  g_assert_cmpuint (g_utf8_strlen (label, -1), <=, 41);
  g_assert_true (g_str_has_prefix (label, "Honinbo Shusaku"));
  g_assert_true (g_str_has_suffix (label, "1846.sgf"));
  g_assert_nonnull (strstr (label, "…"));

  /* Spoilt meanwhile: opened from Open Recent, it says why and goes. */
  g_assert_true (g_file_set_contents (path, "(;GM[3]SZ[8])", -1, NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.open-recent", "s", uri));
  tg_test_wait_until (recent_forgets, uri);
  g_assert_cmpuint (g_list_model_get_n_items (toplevels), ==, n_toplevels + 1);
  for (guint i = g_list_model_get_n_items (toplevels); i > 0; i--)
    {
      g_autoptr(GObject) item = g_list_model_get_item (toplevels, i - 1);

      if (gtk_window_get_transient_for (GTK_WINDOW (item)) == GTK_WINDOW (window))
        gtk_window_destroy (GTK_WINDOW (item));
    }
  tg_test_window_destroy (window);
  g_unlink (path);
  g_rmdir (dir);
}

/* A save that fails says so and leaves the game modified. */
static void
test_window_save_fails (void)
{
  g_autofree char *dir = g_dir_make_tmp ("tengen-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "game.sgf", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  TgWindow *window = tg_test_window_new (app);

  tg_test_window_play (window, "D4");
  g_assert_true (tg_test_window_save (window, file));
  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);

  tg_test_window_play (window, "Q16");
  activate (window, "win.save");
  wait_for_save (window);
  /* The error dialog is up; closing it leaves the game as it was. */
  respond_to_dialog (window, "close");
  g_assert_true (title_is_marked (window));
  g_assert_true (tg_game_get_modified (tg_window_get_game (window)));
  g_assert_false (g_file_query_exists (file, NULL));
  tg_test_window_destroy (window);
}

/* A collection's other games are written back by Save. */
static void
test_window_collection (void)
{
  g_autofree char *dir = g_dir_make_tmp ("tengen-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "two.sgf", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) roots = NULL;
  TgWindow *window = tg_test_window_new (app);

  g_assert_true (g_file_set_contents (path,
                                      "(;GM[1]FF[4]SZ[9]PB[First];B[cc])"
                                      "(;GM[1]FF[4]SZ[9]PB[Second];B[gg];W[cc])",
                                      -1, NULL));
  g_assert_true (load (window, file, -1, &error));
  g_assert_cmpuint (tg_game_get_size (tg_window_get_game (window)), ==, 9);
  g_assert_cmpstr (tg_player_card_get_name (tg_test_window_child (window, "black_card")), ==,
                   "First");
  tg_test_window_play (window, "G7");
  activate (window, "win.save");
  wait_for_save (window);

  roots = tg_sgf_load_file (file, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (roots->len, ==, 2);
  g_assert_cmpstr (tg_node_get_value (g_ptr_array_index (roots, 1), "PB"), ==, "Second");
  g_assert_cmpuint (tg_node_count_tree (g_ptr_array_index (roots, 0)), ==, 3);
  g_assert_cmpuint (tg_node_count_tree (g_ptr_array_index (roots, 1)), ==, 3);
  tg_test_window_destroy (window);
  g_unlink (path);
  g_rmdir (dir);
}

static GtkWindow *
find_toplevel (GType type)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (toplevels, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (item, type))
        return GTK_WINDOW (item);
    }
  return NULL;
}

static gboolean
shortcuts_painted (gconstpointer data)
{
  GtkWindow *shortcuts = find_toplevel (GTK_TYPE_SHORTCUTS_WINDOW);

  *(GtkWindow **) data = shortcuts;
  return shortcuts != NULL && gtk_widget_get_mapped (GTK_WIDGET (shortcuts))
         && gtk_widget_get_width (GTK_WIDGET (shortcuts)) > 0;
}

/* QA §4: the first time Ctrl+? opened the Keyboard Shortcuts window,
 * GTK warned four times that a page button's label was -3 px wide
 * (fatal here). */
static void
test_window_shortcuts_opens (void)
{
  TgWindow *window = tg_test_window_new (app);
  GtkWindow *shortcuts = NULL;

  tg_test_window_keys (window, "ctrl+question");
  tg_test_wait_until (shortcuts_painted, &shortcuts);
  gtk_window_destroy (shortcuts);
  tg_test_window_destroy (window);
}

/* New Game with a free handicap: the dialog's choice replaces the
 * record, then Black's clicks place the stones and White moves first. */
static void
test_window_new_game_free_handicap (void)
{
  TgWindow *window = tg_test_window_new (app);
  TgNewGameOptions options = { 0 };
  GtkWindow *dialog;
  TgGame *game;
  const TgProp *stones;

  tg_window_new_game (window);
  tg_test_run_idle ();
  dialog = find_toplevel (TG_TYPE_NEW_GAME_DIALOG);
  g_assert_nonnull (dialog);
  options.size = 13;
  options.rules = TG_RULES_WMSG;
  options.komi = 0.5;
  options.handicap = 3;
  options.free_placement = TRUE;
  options.black_name = (char *) "Ann";
  options.white_name = (char *) "Ben";
  options.takebacks = TRUE;
  g_signal_emit_by_name (dialog, "start", &options);
  gtk_window_destroy (dialog);
  tg_test_run_idle ();

  game = tg_window_get_game (window);
  g_assert_cmpuint (tg_game_get_size (game), ==, 13);
  g_assert_cmpstr (tg_player_card_get_name (tg_test_window_child (window, "black_card")), ==,
                   "Ann");
  g_assert_cmpstr (label_text (window, "status_label"), ==, "Black places handicap stone 1 of 3");
  g_assert_true (tg_player_card_get_to_move (tg_test_window_child (window, "black_card")));
  g_assert_false (tg_test_button_sensitive (window, "win.pass"));

  tg_test_window_play (window, "D4");
  tg_test_window_play (window, "D4");
  tg_test_window_play (window, "K10");
  g_assert_cmpstr (label_text (window, "status_label"), ==, "Black places handicap stone 3 of 3");
  tg_test_window_play (window, "G7");

  stones = tg_node_get_prop (tg_game_get_root (game), "AB");
  g_assert_nonnull (stones);
  g_assert_cmpuint (stones->n_values, ==, 3);
  g_assert_cmpstr (tg_node_get_value (tg_game_get_root (game), "HA"), ==, "3");
  g_assert_cmpint (tg_test_window_stone_at (window, "G7"), ==, TG_BLACK);
  g_assert_cmpint (tg_game_get_to_move (game), ==, TG_WHITE);
  g_assert_true (tg_test_button_sensitive (window, "win.pass"));

  /* Play goes on normally: White's move is a move, not a fourth stone. */
  tg_test_window_play (window, "C3");
  g_assert_cmpint (tg_test_window_stone_at (window, "C3"), ==, TG_WHITE);
  g_assert_cmpuint (tg_game_get_move_number (game), ==, 1);
  tg_test_window_destroy (window);
}

static void
collect_listed (GtkBuilder *builder,
                GHashTable *listed)
{
  GSList *objects = gtk_builder_get_objects (builder);

  for (GSList *l = objects; l; l = l->next)
    {
      g_autofree char *action = NULL;

      if (!GTK_IS_SHORTCUTS_SHORTCUT (l->data))
        continue;
      g_object_get (l->data, "action-name", &action, NULL);
      if (action != NULL)
        g_hash_table_add (listed, g_steal_pointer (&action));
    }
  g_slist_free (objects);
}

/* Application accelerators are seen before the focused widget, so one
 * that types or moves a text cursor would reach the game from the comment
 * box: each has Control or Alt, or is a function key. */
static gboolean
accelerator_never_types (const char *accelerator)
{
  guint key = 0;
  GdkModifierType mods = 0;

  g_assert_true (gtk_accelerator_parse (accelerator, &key, &mods));
  return (mods & (GDK_CONTROL_MASK | GDK_ALT_MASK)) != 0
         || (key >= GDK_KEY_F1 && key <= GDK_KEY_F35);
}

/* The Keyboard Shortcuts window lists every accelerator the app sets, and
 * the keys the window keeps for the board by their key. */
static void
test_shortcuts_listed (void)
{
  g_autoptr(GtkBuilder) builder = NULL;
  g_autoptr(GHashTable) listed = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_auto(GStrv) actions = gtk_application_list_action_descriptions (GTK_APPLICATION (app));
  g_auto(GStrv) pass = gtk_application_get_accels_for_action (GTK_APPLICATION (app), "win.pass");
  GSList *objects;
  guint n_checked = 0, n_board_keys = 0;

  builder = gtk_builder_new_from_resource (RESOURCE_PREFIX "/ui/tg-shortcuts-window.ui");
  collect_listed (builder, listed);
  g_assert_cmpuint (g_strv_length (pass), ==, 0);

  for (guint i = 0; actions[i] != NULL; i++)
    {
      g_auto(GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app),
                                                                    actions[i]);

      for (guint j = 0; accels[j] != NULL; j++)
        if (!accelerator_never_types (accels[j]))
          g_error ("%s is an application accelerator of %s: typed text would fire it",
                   accels[j], actions[i]);
      /* "win.previous" and "win.next" are listed with their plain arrow
       * keys by accelerator; everything else by action name. */
      if (g_str_equal (actions[i], "win.previous") || g_str_equal (actions[i], "win.next"))
        continue;
      if (!g_hash_table_contains (listed, actions[i]))
        g_error ("%s has an accelerator but is not in the Keyboard Shortcuts window", actions[i]);
      n_checked++;
    }
  g_assert_cmpuint (n_checked, >=, 12);

  objects = gtk_builder_get_objects (builder);
  for (GSList *l = objects; l; l = l->next)
    {
      g_autofree char *accelerator = NULL;

      if (!GTK_IS_SHORTCUTS_SHORTCUT (l->data))
        continue;
      g_object_get (l->data, "accelerator", &accelerator, NULL);
      if (g_strcmp0 (accelerator, "p") == 0 || g_strcmp0 (accelerator, "h") == 0
          || g_strcmp0 (accelerator, "Home") == 0 || g_strcmp0 (accelerator, "End") == 0)
        n_board_keys++;
    }
  g_slist_free (objects);
  g_assert_cmpuint (n_board_keys, ==, 4);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  tg_test_init_corpus (&argc, &argv);
  tg_test_init (&argc, &argv, tg_test_log_writer);
  settings = g_settings_new (APP_ID);
  app = tg_test_application_new ();

  tg_test_add_func ("/window/new", test_window_new);
  tg_test_add_func ("/window/play", test_window_play);
  tg_test_add_func ("/window/capture", test_window_capture);
  tg_test_add_func ("/window/ko", test_window_ko);
  tg_test_add_func ("/window/dark-comment", test_window_dark_comment);
  tg_test_add_func ("/window/undo", test_window_undo);
  tg_test_add_func ("/window/variation", test_window_variation);
  tg_test_add_func ("/window/variation-marks", test_window_variation_marks);
  tg_test_add_func ("/window/count", test_window_count);
  tg_test_add_func ("/window/resign", test_window_resign);
  tg_test_add_func ("/window/close-unsaved", test_window_close_unsaved);
  tg_test_add_corpus_func ("/window/open-corpus", test_window_open_corpus);
  tg_test_add_func ("/window/open-broken", test_window_open_broken);
  tg_test_add_func ("/window/save-reopen", test_window_save_reopen);
  tg_test_add_func ("/window/save-fails", test_window_save_fails);
  tg_test_add_func ("/window/open-recent", test_window_open_recent);
  tg_test_add_func ("/window/pass-click", test_window_pass_click);
  tg_test_add_func ("/window/go-to-letters", test_window_go_to_letters);
  tg_test_add_func ("/window/judge-marked", test_window_judge_marked);
  tg_test_add_func ("/window/name-escape", test_window_name_escape);
  tg_test_add_func ("/window/tree-click-keys", test_window_tree_click_keys);
  tg_test_add_func ("/window/hint-wrap", test_window_hint_wrap);
  tg_test_add_func ("/window/shortcuts-opens", test_window_shortcuts_opens);
  tg_test_add_func ("/window/collection", test_window_collection);
  tg_test_add_func ("/window/new-game-free-handicap", test_window_new_game_free_handicap);
  tg_test_add_func ("/application/shortcuts-listed", test_shortcuts_listed);

  status = tg_test_run ();
  tg_test_application_free (app);
  g_clear_object (&settings);
  return status;
}
