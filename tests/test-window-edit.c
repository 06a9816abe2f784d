/* test-window-edit.c: shaping a record from the window — the comment
 * editor (one undo step per run of typing, text typed just before moving
 * on kept for its node), judgements, taking lines out, moving
 * variations, and cut, copy and paste of variations.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "tg-application.h"
#include "tg-sgf.h"
#include "tg-test-util.h"
#include "tg-test-wait.h"
#include "tg-test-window.h"
#include "tg-window-private.h"

static TgApplication *app;

static const char record[] =
  "(;GM[1]FF[4]SZ[9];B[ee]C[center]"
  "(;W[cc];B[gc];W[gg])"
  "(;W[gg]C[the other way])"
  "(;W[cg]))";

static TgWindow *
window_for (const char *sgf)
{
  TgWindow *window = tg_test_window_new (app);
  g_autoptr(TgGame) game = tg_test_game_from_sgf (sgf);

  tg_test_window_show_game (window, game, NULL);
  tg_test_run_idle ();
  return window;
}

static TgNode *
node_at (TgWindow   *window,
         const char *path)
{
  TgNode *node = tg_game_get_root (tg_window_get_game (window));

  for (const char *c = path; *c != '\0'; c++)
    node = tg_node_get_child (node, (guint) (*c - '0'));
  return node;
}

static GtkTextBuffer *
comment_buffer (TgWindow *window)
{
  GtkTextView *view = GTK_TEXT_VIEW (gtk_widget_get_template_child (GTK_WIDGET (window->comment_view),
                                                                    TG_TYPE_COMMENT_VIEW,
                                                                    "text_view"));

  return gtk_text_view_get_buffer (view);
}

static char *
comment_text (TgWindow *window)
{
  GtkTextIter start, end;

  gtk_text_buffer_get_bounds (comment_buffer (window), &start, &end);
  return gtk_text_buffer_get_text (comment_buffer (window), &start, &end, FALSE);
}

static void
type (TgWindow   *window,
      const char *text)
{
  GtkTextBuffer *buffer = comment_buffer (window);
  GtkTextIter end;

  for (const char *c = text; *c != '\0'; c = g_utf8_next_char (c))
    {
      gtk_text_buffer_get_end_iter (buffer, &end);
      gtk_text_buffer_insert (buffer, &end, c, g_utf8_next_char (c) - c);
    }
}

static void
activate (TgWindow   *window,
          const char *action,
          GVariant   *target)
{
  g_assert_true (gtk_widget_activate_action_variant (GTK_WIDGET (window), action, target));
  tg_test_run_idle ();
}

/* The comment editor ----------------------------------------------------- */

static void
test_comment_typing (void)
{
  TgWindow *window = window_for (record);
  TgGame *game = tg_window_get_game (window);
  TgNode *first = node_at (window, "0");
  g_autofree char *shown = NULL;

  tg_game_set_current (game, first);
  tg_test_run_idle ();
  shown = comment_text (window);
  g_assert_cmpstr (shown, ==, "center");

  /* Typed text reaches the record once typing pauses, as one step. */
  type (window, ", the key point");
  g_assert_cmpstr (tg_node_get_value (first, "C"), ==, "center");
  tg_comment_view_flush (window->comment_view);
  g_assert_cmpstr (tg_node_get_value (first, "C"), ==, "center, the key point");
  g_assert_true (tg_document_get_modified (tg_window_get_document (window)));
  activate (window, "win.undo", NULL);
  g_assert_cmpstr (tg_node_get_value (first, "C"), ==, "center");
  g_clear_pointer (&shown, g_free);
  shown = comment_text (window);
  g_assert_cmpstr (shown, ==, "center");

  /* Typed and moved on at once: the text stays with its node. */
  type (window, "!");
  tg_game_go_forward (game);
  tg_test_run_idle ();
  g_assert_cmpstr (tg_node_get_value (first, "C"), ==, "center!");
  g_clear_pointer (&shown, g_free);
  shown = comment_text (window);
  g_assert_cmpstr (shown, ==, "");

  /* A name, and an undo right after typing takes the typing back. */
  gtk_editable_set_text (GTK_EDITABLE (gtk_widget_get_template_child (GTK_WIDGET (window->comment_view),
                                                                     TG_TYPE_COMMENT_VIEW,
                                                                     "name_entry")),
                         "Joseki");
  activate (window, "win.undo", NULL);
  g_assert_false (tg_node_has_prop (tg_game_get_current (game), "N"));
  tg_test_window_destroy (window);
}

/* Issue 17: a 5 MB comment froze the window for minutes in Pango.  A
 * comment that long is shown a part at a time, read only, and kept. */
static void
test_long_comment (void)
{
  g_autoptr(GString) sgf = g_string_new ("(;GM[1]SZ[9];B[ee]C[");
  TgWindow *window;
  TgNode *node;
  GtkTextView *view;
  GtkWidget *more;
  gsize length;

  for (guint i = 0; i < 70000; i++)
    g_string_append (sgf, "a long comment of seventy characters, with spaces, in one paragraph ");
  g_string_append (sgf, "])");
  window = window_for (sgf->str);
  node = tg_game_get_current (tg_window_get_game (window));
  length = strlen (tg_node_get_value (node, "C"));
  g_assert_cmpuint (length, >, 4000000);
  view = GTK_TEXT_VIEW (gtk_widget_get_template_child (GTK_WIDGET (window->comment_view),
                                                       TG_TYPE_COMMENT_VIEW, "text_view"));
  g_assert_cmpint (gtk_text_buffer_get_char_count (gtk_text_view_get_buffer (view)), <=, 32 * 1024);
  g_assert_false (gtk_text_view_get_editable (view));
  more = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (window->comment_view),
                                                   TG_TYPE_COMMENT_VIEW, "more_button"));
  g_assert_true (gtk_widget_get_visible (more));
  g_signal_emit_by_name (more, "clicked");
  g_assert_cmpint (gtk_text_buffer_get_char_count (gtk_text_view_get_buffer (view)), >, 32 * 1024);
  g_assert_cmpint (gtk_text_buffer_get_char_count (gtk_text_view_get_buffer (view)), <=, 2 * 32 * 1024 + 1);
  /* Nothing of it changed. */
  tg_comment_view_flush (window->comment_view);
  g_assert_cmpuint (strlen (tg_node_get_value (node, "C")), ==, length);
  g_assert_false (tg_document_get_modified (tg_window_get_document (window)));
  tg_test_window_destroy (window);
}

/* Judgements: one of a kind at a time; the same again clears it. */
static void
test_judgements (void)
{
  TgWindow *window = window_for (record);
  TgGame *game = tg_window_get_game (window);
  TgNode *node = node_at (window, "00");

  tg_game_set_current (game, node);
  activate (window, "win.annotate-move", g_variant_new_string ("TE"));
  g_assert_cmpstr (tg_node_get_value (node, "TE"), ==, "1");
  activate (window, "win.annotate-move", g_variant_new_string ("BM"));
  g_assert_false (tg_node_has_prop (node, "TE"));
  g_assert_cmpstr (tg_node_get_value (node, "BM"), ==, "1");
  activate (window, "win.annotate-position", g_variant_new_string ("GW"));
  g_assert_true (tg_node_has_prop (node, "BM"));
  g_assert_cmpstr (tg_node_get_value (node, "GW"), ==, "1");
  activate (window, "win.annotate-move", g_variant_new_string ("BM"));
  g_assert_false (tg_node_has_prop (node, "BM"));
  activate (window, "win.annotate-move", g_variant_new_string ("IT"));
  g_assert_cmpstr (tg_node_get_value (node, "IT"), ==, "");
  /* One judgement, one undo. */
  activate (window, "win.undo", NULL);
  g_assert_false (tg_node_has_prop (node, "IT"));
  g_assert_true (tg_node_has_prop (node, "GW"));
  tg_test_window_destroy (window);
}

/* Taking lines out, moving variations -------------------------------- */

static void
test_delete_and_reorder (void)
{
  TgWindow *window = window_for (record);
  TgGame *game = tg_window_get_game (window);
  TgNode *fork = node_at (window, "0");
  TgNode *second = node_at (window, "01");
  TgNode *third = node_at (window, "02");

  /* The third variation up one, then made the main line. */
  tg_game_set_current (game, third);
  activate (window, "win.promote-variation", NULL);
  g_assert_true (tg_node_get_child (fork, 1) == third);
  activate (window, "win.make-main-line", NULL);
  g_assert_true (tg_node_get_child (fork, 0) == third);
  activate (window, "win.demote-variation", NULL);
  g_assert_true (tg_node_get_child (fork, 1) == third);

  /* The other variations go in one step; undo brings them back in their
   * order. */
  activate (window, "win.delete-other-variations", NULL);
  g_assert_cmpuint (tg_node_get_n_children (fork), ==, 1);
  activate (window, "win.undo", NULL);
  g_assert_cmpuint (tg_node_get_n_children (fork), ==, 3);
  g_assert_true (tg_node_get_child (fork, 1) == third);

  tg_game_set_current (game, second);
  activate (window, "win.delete-node", NULL);
  g_assert_cmpuint (tg_node_get_n_children (fork), ==, 2);
  g_assert_true (tg_game_get_current (game) == fork);
  activate (window, "win.undo", NULL);
  g_assert_true (tg_node_get_child (fork, 2) == second);
  g_assert_true (tg_game_get_current (game) == second);
  tg_test_window_destroy (window);
}

/* A line copied from one window is pasted into another's game. */
static void
test_copy_paste (void)
{
  TgWindow *from = window_for (record);
  TgWindow *to = window_for ("(;GM[1]FF[4]SZ[9];B[ee])");
  TgGame *target = tg_window_get_game (to);
  g_autofree char *text = NULL;
  TgNode *pasted;

  text = tg_sgf_write_variation (node_at (from, "00"), 9);
  tg_game_go_last (target);
  _tg_window_paste_text (to, text, strlen (text));
  tg_test_run_idle ();
  pasted = tg_game_get_current (target);
  g_assert_cmpstr (tg_node_get_value (pasted, "W"), ==, "cc");
  g_assert_cmpstr (tg_node_get_value (tg_node_get_child (pasted, 0), "B"), ==, "gc");
  g_assert_cmpuint (tg_node_count_tree (tg_game_get_root (target)), ==, 5);
  g_assert_false (tg_node_has_prop (pasted, "SZ"));
  /* One step. */
  activate (to, "win.undo", NULL);
  g_assert_cmpuint (tg_node_count_tree (tg_game_get_root (target)), ==, 2);

  /* Another board size is refused with a message. */
  _tg_window_paste_text (to, "(;SZ[19];B[pd])", 15);
  g_assert_cmpuint (tg_node_count_tree (tg_game_get_root (target)), ==, 2);
  tg_test_run_idle ();
  {
    GListModel *toplevels = gtk_window_get_toplevels ();
    gboolean said = FALSE;

    for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
      {
        g_autoptr(GObject) item = g_list_model_get_item (toplevels, i);

        if (ADW_IS_MESSAGE_DIALOG (item)
            && g_str_equal (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (item)),
                            "Could Not Paste"))
          {
            said = strstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (item)), "19 × 19") != NULL;
            gtk_window_destroy (GTK_WINDOW (item));
          }
      }
    g_assert_true (said);
  }
  tg_test_window_destroy (from);
  tg_test_window_destroy (to);
}

/* Broken text pastes what can be read, and the banner says what was
 * repaired or left out, as for a file read with slips. */
static void
test_paste_slips (void)
{
  TgWindow *window = window_for ("(;GM[1]FF[4]SZ[9];B[ee])");
  TgGame *game = tg_window_get_game (window);
  GPtrArray *warnings = tg_document_get_warnings (tg_window_get_document (window));
  GtkRevealer *revealer = tg_test_window_child (window, "banner_revealer");
  GtkLabel *banner = tg_test_window_child (window, "banner_label");
  /* A move without its value, then a second game. */
  static const char text[] = "(;SZ[9];W[cc];B[dd];W;B[ff])(;SZ[9];W[gg])";
  TgNode *pasted;

  g_assert_cmpuint (warnings->len, ==, 0);
  g_assert_false (gtk_revealer_get_reveal_child (revealer));
  tg_game_go_last (game);
  _tg_window_paste_text (window, text, strlen (text));
  tg_test_run_idle ();

  pasted = tg_game_get_current (game);
  g_assert_cmpstr (tg_node_get_value (pasted, "W"), ==, "cc");
  g_assert_cmpstr (tg_node_get_value (tg_node_get_child (pasted, 0), "B"), ==, "dd");
  /* The slip, and the game left out. */
  g_assert_cmpuint (warnings->len, ==, 2);
  for (guint i = 0; i < warnings->len; i++)
    g_assert_true (g_str_has_prefix (g_ptr_array_index (warnings, i), "Pasted text: "));
  g_assert_nonnull (strstr (g_ptr_array_index (warnings, 1), "1 more game"));
  g_assert_true (gtk_revealer_get_reveal_child (revealer));
  g_assert_cmpstr (gtk_label_get_text (banner), ==, "The pasted text was repaired (2 problems).");

  /* Text that reads whole says nothing more. */
  _tg_window_paste_text (window, "(;SZ[9];W[hh])", 14);
  tg_test_run_idle ();
  g_assert_cmpuint (warnings->len, ==, 2);
  tg_test_window_destroy (window);
}

/* The teacher's tools: a click marks, labels, draws or sets up instead
 * of playing, each one step. */
/* A click on the board, as the board scene reports one. */
static void
click (TgWindow   *window,
       const char *gtp)
{
  g_signal_emit_by_name (window->scene, "point-activated", tg_test_window_point (window, gtp));
  tg_test_run_idle ();
}

typedef struct
{
  TgWindow *window;
  TgPoint   point;
} Hover;

static gboolean
hovers (gconstpointer data)
{
  const Hover *hover = data;
  TgPoint point;

  return tg_board_scene_get_hover (hover->window->scene, &point) && point == hover->point;
}

static void
test_tools (void)
{
  TgWindow *window = window_for ("(;GM[1]FF[4]SZ[9];B[ee])");
  TgGame *game = tg_window_get_game (window);
  TgNode *move = tg_game_get_current (game);

  activate (window, "win.tool", g_variant_new_string ("triangle"));
  g_assert_true (gtk_revealer_get_reveal_child (window->tool_revealer));
  /* The last two words tied by a no-break space, not to wrap apart. */
  g_assert_cmpstr (gtk_label_get_text (window->tool_label), ==,
                   "Triangle: click a point to mark it, again to take the mark\xc2\xa0off");
  /* The pointer carries no stone: a click there marks. */
  tg_test_window_hover (window, "D6");
  tg_test_wait_until (hovers, &(Hover) { window, tg_test_window_point (window, "D6") });
  g_assert_false (tg_board_scene_get_hover_status (window->scene, NULL, NULL));
  click (window, "C7");
  g_assert_true (tg_test_has_value (move, "TR", "cc"));
  /* No move was played. */
  g_assert_cmpuint (tg_node_get_n_children (move), ==, 0);
  click (window, "C7");
  g_assert_false (tg_node_has_prop (move, "TR"));

  activate (window, "win.tool", g_variant_new_string ("letter"));
  click (window, "C7");
  click (window, "G3");
  g_assert_true (tg_test_has_value (move, "LB", "cc:A"));
  g_assert_true (tg_test_has_value (move, "LB", "gg:B"));

  /* An arrow takes two clicks. */
  activate (window, "win.tool", g_variant_new_string ("arrow"));
  click (window, "C7");
  g_assert_false (tg_node_has_prop (move, "AR"));
  g_assert_cmpstr (gtk_label_get_text (window->tool_label), ==, "Arrow from C7: click where it\xc2\xa0points");
  click (window, "G3");
  g_assert_true (tg_test_has_value (move, "AR", "cc:gg"));

  /* Setup after a move goes into a node of its own. */
  activate (window, "win.tool", g_variant_new_string ("white"));
  click (window, "C7");
  g_assert_true (tg_game_get_current (game)->parent == move);
  g_assert_cmpint (tg_test_window_stone_at (window, "C7"), ==, TG_WHITE);
  activate (window, "win.setup-player", g_variant_new_string ("W"));
  g_assert_cmpint (tg_game_get_to_move (game), ==, TG_WHITE);

  /* Back to playing: clicks play again. */
  activate (window, "win.tool", g_variant_new_string ("play"));
  g_assert_cmpstr (gtk_label_get_text (window->tool_label), ==, "");
  tg_test_window_hover (window, "F6");
  tg_test_wait_until (hovers, &(Hover) { window, tg_test_window_point (window, "F6") });
  g_assert_true (tg_board_scene_get_hover_status (window->scene, NULL, NULL));
  click (window, "G3");
  g_assert_cmpint (tg_test_window_stone_at (window, "G3"), ==, TG_WHITE);

  /* Each click was one step. */
  for (guint i = 0; i < 3; i++)
    activate (window, "win.undo", NULL);
  g_assert_true (tg_game_get_current (game) == move);
  g_assert_cmpuint (tg_node_get_n_children (move), ==, 0);
  tg_test_window_destroy (window);
}

static void
stroke (TgWindow   *window,
        const char *gtps)
{
  g_auto(GStrv) names = g_strsplit (gtps, " ", -1);
  g_autoptr(GArray) points = g_array_new (FALSE, FALSE, sizeof (TgPoint));

  for (guint i = 0; names[i] != NULL; i++)
    {
      TgPoint point = tg_test_window_point (window, names[i]);

      g_array_append_val (points, point);
    }
  tg_board_scene_stroke (window->scene, points);
  tg_test_run_idle ();
}

/* A drag paints setup along it, or draws an arrow from its start to its
 * end, as one step. */
static void
test_strokes (void)
{
  TgWindow *window = window_for ("(;GM[1]FF[4]SZ[9])");
  TgGame *game = tg_window_get_game (window);
  TgNode *root = tg_game_get_root (game);

  /* Playing takes no stroke. */
  stroke (window, "C3 D3 E3");
  g_assert_cmpuint (tg_node_get_n_children (root), ==, 0);

  activate (window, "win.tool", g_variant_new_string ("black"));
  stroke (window, "C3 D3 E3");
  g_assert_cmpint (tg_test_window_stone_at (window, "D3"), ==, TG_BLACK);
  g_assert_cmpuint (tg_test_count_values (root, "AB"), ==, 3);
  activate (window, "win.tool", g_variant_new_string ("arrow"));
  stroke (window, "C7 D6 E5");
  g_assert_true (tg_test_has_value (root, "AR", "cc:ee"));
  activate (window, "win.undo", NULL);
  activate (window, "win.undo", NULL);
  g_assert_false (tg_node_has_prop (root, "AB"));
  g_assert_false (tg_game_can_undo (game));
  tg_test_window_destroy (window);
}

int
main (int argc, char *argv[])
{
  int status;

  tg_test_init (&argc, &argv, tg_test_log_writer);
  app = tg_test_application_new ();

  g_test_add_func ("/window-edit/comment-typing", test_comment_typing);
  g_test_add_func ("/window-edit/judgements", test_judgements);
  g_test_add_func ("/window-edit/long-comment", test_long_comment);
  g_test_add_func ("/window-edit/delete-and-reorder", test_delete_and_reorder);
  g_test_add_func ("/window-edit/copy-paste", test_copy_paste);
  g_test_add_func ("/window-edit/paste-slips", test_paste_slips);
  g_test_add_func ("/window-edit/tools", test_tools);
  g_test_add_func ("/window-edit/strokes", test_strokes);

  status = g_test_run ();
  tg_test_application_free (app);
  return status;
}
