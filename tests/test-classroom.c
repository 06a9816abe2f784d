/* test-classroom.c: the window in the classroom, under Xvfb — presentation
 * mode's keys, wheel, pointer and still board, the lesson's marks kept
 * out of the record unless the teacher keeps them, the follower window,
 * and problem mode on the teaching corpus and on a collection.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "tg-board-scene-private.h"
#include "tg-board-view-private.h"
#include "tg-follower-window-private.h"
#include "tg-lesson-marks.h"
#include "tg-presentation-view-private.h"
#include "tg-problem-view-private.h"
#include "tg-sgf.h"
#include "tg-test-util.h"
#include "tg-test-window.h"
#include "tg-window-private.h"

static TgApplication *app;

static GtkWidget *
find_widget (GtkWidget *widget,
             GType      type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_widget (c, type);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static GtkEventController *
find_controller (GtkWidget *widget,
                 GType      type)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (controller, type))
        return controller;
    }
  return NULL;
}

/* Presses @accel on @widget as its own key bindings take it: the
 * shortcut whose trigger is @accel, activated on @widget. */
static void
press (GtkWidget  *widget,
       const char *accel)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);
  gboolean found = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (controllers) && !found; i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      for (guint s = 0; s < g_list_model_get_n_items (G_LIST_MODEL (controller)) && !found; s++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), s);
          g_autofree char *trigger = gtk_shortcut_trigger_to_string (gtk_shortcut_get_trigger (shortcut));

          if (!g_str_equal (trigger, accel))
            continue;
          found = TRUE;
          g_assert_true (gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut),
                                                       GTK_SHORTCUT_ACTION_EXCLUSIVE, widget,
                                                       gtk_shortcut_get_arguments (shortcut)));
        }
    }
  if (!found)
    g_error ("no key %s on %s", accel, G_OBJECT_TYPE_NAME (widget));
  tg_test_run_idle ();
}

static TgWindow *
window_with_corpus (const char *relative)
{
  TgWindow *window = tg_test_window_new (app);
  g_autoptr(TgGame) game = tg_test_game_from_corpus (relative);

  tg_test_window_show_game (window, game, NULL);
  tg_test_window_settle (window);
  return window;
}

static TgPresentationView *
present (TgWindow *window)
{
  GtkWidget *page;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.presentation", NULL));
  tg_test_run_idle ();
  page = _tg_window_get_mode_page (window);
  g_assert_true (TG_IS_PRESENTATION_VIEW (page));
  g_assert_true (adw_application_window_get_content (ADW_APPLICATION_WINDOW (window)) == page);
  return TG_PRESENTATION_VIEW (page);
}

static const char *
label_text (GtkWidget *view,
            GType      type,
            const char *name)
{
  GObject *label = gtk_widget_get_template_child (view, type, name);

  g_assert_nonnull (label);
  return gtk_label_get_text (GTK_LABEL (label));
}

/* The keys of a presenter's remote, the arrows, the wheel and Esc. */
static void
test_presentation_keys (void)
{
  TgWindow *window = window_with_corpus ("teaching/glift_commentary_hosai-go-seigen-1943.sgf");
  TgGame *game = tg_window_get_game (window);
  TgPresentationView *view;
  GtkEventController *scroll;
  gboolean handled = FALSE;
  TgNode *first;

  tg_game_go_first (game);
  view = present (window);
  g_assert_true (tg_presentation_view_get_game (view) == game);
  first = tg_game_get_current (game);

  press (GTK_WIDGET (view), "Page_Down");
  g_assert_true (tg_game_get_current (game) == tg_node_get_child (first, 0));
  g_assert_cmpuint (tg_game_get_move_number (game), ==, 1);
  /* The comment of the node shown, in the large label. */
  g_assert_cmpstr (label_text (GTK_WIDGET (view), TG_TYPE_PRESENTATION_VIEW, "comment_label"), ==,
                   tg_node_get_value (tg_game_get_current (game), "C") ?: "");
  g_assert_cmpstr (label_text (GTK_WIDGET (view), TG_TYPE_PRESENTATION_VIEW, "heading_label"), ==,
                   "Move 1");
  press (GTK_WIDGET (view), "Right");
  press (GTK_WIDGET (view), "space");
  g_assert_cmpuint (tg_game_get_move_number (game), ==, 3);
  press (GTK_WIDGET (view), "Page_Up");
  g_assert_cmpuint (tg_game_get_move_number (game), ==, 2);
  press (GTK_WIDGET (view), "Left");
  g_assert_cmpuint (tg_game_get_move_number (game), ==, 1);

  /* The wheel: a notch a move; a touchpad's fractions add up. */
  scroll = find_controller (GTK_WIDGET (view), GTK_TYPE_EVENT_CONTROLLER_SCROLL);
  g_assert_nonnull (scroll);
  g_signal_emit_by_name (scroll, "scroll", 0.0, 1.0, &handled);
  g_assert_true (handled);
  g_assert_cmpuint (tg_game_get_move_number (game), ==, 2);
  g_signal_emit_by_name (scroll, "scroll", 0.0, 0.5, &handled);
  g_assert_cmpuint (tg_game_get_move_number (game), ==, 2);
  g_signal_emit_by_name (scroll, "scroll", 0.0, 0.5, &handled);
  g_assert_cmpuint (tg_game_get_move_number (game), ==, 3);
  g_signal_emit_by_name (scroll, "scroll", 0.0, -2.0, &handled);
  g_assert_cmpuint (tg_game_get_move_number (game), ==, 1);

  /* Esc leaves: the window's own content is back, on the node reached. */
  press (GTK_WIDGET (view), "Escape");
  g_assert_null (_tg_window_get_mode_page (window));
  g_assert_true (adw_application_window_get_content (ADW_APPLICATION_WINDOW (window)) ==
                 tg_test_window_child (window, "toast_overlay"));
  g_assert_cmpuint (tg_game_get_move_number (game), ==, 1);
  g_assert_false (tg_game_get_modified (game));
  tg_test_window_destroy (window);
}

/* Runs the main loop until @widget is about @width wide (the window
 * resized; its frame takes a few pixels). */
static void
wait_width (GtkWidget *widget,
            int        width)
{
  gint64 until = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;

  while (ABS (gtk_widget_get_width (widget) - width) > 40 && g_get_monotonic_time () < until)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpint (ABS (gtk_widget_get_width (widget) - width), <=, 40);
  tg_test_run_idle ();
}

/* Stepping from a node without a comment to one with a long comment
 * leaves the board where it was; the variation marks and the tree wait
 * to be asked for. */
static void
test_presentation_still_board (void)
{
  TgWindow *window = window_with_corpus ("teaching/glift_commentary_hosai-go-seigen-1943.sgf");
  TgGame *game = tg_window_get_game (window);
  TgPresentationView *view;
  GtkWidget *board;
  graphene_rect_t before, after;
  gboolean long_seen = FALSE, short_seen = FALSE;
  TgBoardScene *scene;

  tg_game_go_first (game);
  view = present (window);
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 900);
  board = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (view), TG_TYPE_PRESENTATION_VIEW,
                                                     "board_view"));
  wait_width (GTK_WIDGET (view), 1280);
  g_assert_true (gtk_widget_compute_bounds (board, GTK_WIDGET (view), &before));
  g_assert_cmpfloat (before.size.width, ==, before.size.height);
  g_assert_cmpfloat (before.size.width, >, 300);

  while (tg_game_go_forward (game) && !(long_seen && short_seen))
    {
      const char *comment = tg_node_get_value (tg_game_get_current (game), "C");

      if (comment != NULL && strlen (comment) > 400)
        long_seen = TRUE;
      if (comment == NULL)
        short_seen = TRUE;
      tg_test_run_idle ();
      g_assert_true (gtk_widget_compute_bounds (board, GTK_WIDGET (view), &after));
      if (!graphene_rect_equal (&before, &after))
        g_test_message ("board at %g,%g %g×%g, then %g,%g %g×%g", before.origin.x, before.origin.y,
                        before.size.width, before.size.height, after.origin.x, after.origin.y,
                        after.size.width, after.size.height);
      g_assert_true (graphene_rect_equal (&before, &after));
    }
  g_assert_true (long_seen && short_seen);

  scene = tg_presentation_view_get_scene (view);
  g_assert_cmpint (tg_board_scene_get_variation_marks (scene), ==, TG_VARIATION_MARKS_NONE);
  g_assert_false (gtk_revealer_get_reveal_child (
    GTK_REVEALER (gtk_widget_get_template_child (GTK_WIDGET (view), TG_TYPE_PRESENTATION_VIEW,
                                                 "tree_revealer"))));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "presentation.show-variations", NULL));
  g_assert_cmpint (tg_board_scene_get_variation_marks (scene), !=, TG_VARIATION_MARKS_NONE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "presentation.show-tree", NULL));
  g_assert_true (gtk_revealer_get_reveal_child (
    GTK_REVEALER (gtk_widget_get_template_child (GTK_WIDGET (view), TG_TYPE_PRESENTATION_VIEW,
                                                 "tree_revealer"))));
  tg_test_window_destroy (window);
}

/* CGoban's joseki files say ST[2]: no marks on the board.  A teacher
 * who turns Variations on gets them all the same. */
static void
test_presentation_variations_hidden (void)
{
  TgWindow *window = tg_test_window_new (app);
  g_autoptr(TgGame) game =
    tg_test_game_from_sgf ("(;GM[1]FF[4]SZ[19]ST[2];B[pd](;W[dd])(;W[dp])(;W[qp]))");
  TgPresentationView *view;
  TgBoardScene *scene;

  tg_test_window_show_game (window, game, NULL);
  tg_game_go_first (game);
  tg_game_go_forward (game);
  view = present (window);
  scene = tg_presentation_view_get_scene (view);
  g_assert_cmpuint (tg_board_scene_get_variations (scene)->marks->len, ==, 0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "presentation.show-variations", NULL));
  g_assert_cmpuint (tg_board_scene_get_variations (scene)->marks->len, ==, 3);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "presentation.show-variations", NULL));
  g_assert_cmpuint (tg_board_scene_get_variations (scene)->marks->len, ==, 0);
  tg_test_window_destroy (window);
}

/* The pointer goes when it rests, and comes back when it moves. */
static void
test_presentation_pointer (void)
{
  TgWindow *window = window_with_corpus ("teaching/glift_variation_example.sgf");
  TgPresentationView *view = present (window);
  GtkEventController *motion;
  gint64 until;

  g_assert_null (gtk_widget_get_cursor (GTK_WIDGET (view)));
  tg_presentation_view_set_idle_time (view, 50);
  until = g_get_monotonic_time () + 2 * G_USEC_PER_SEC;
  while (gtk_widget_get_cursor (GTK_WIDGET (view)) == NULL && g_get_monotonic_time () < until)
    g_main_context_iteration (NULL, TRUE);
  g_assert_nonnull (gtk_widget_get_cursor (GTK_WIDGET (view)));
  g_assert_cmpstr (gdk_cursor_get_name (gtk_widget_get_cursor (GTK_WIDGET (view))), ==, "none");

  motion = find_controller (GTK_WIDGET (view), GTK_TYPE_EVENT_CONTROLLER_MOTION);
  g_assert_nonnull (motion);
  g_signal_emit_by_name (motion, "motion", 10.0, 20.0);
  g_assert_null (gtk_widget_get_cursor (GTK_WIDGET (view)));
  tg_test_window_destroy (window);
}

static TgPoint
point_named (TgGame     *game,
             const char *gtp)
{
  TgPoint point;

  g_assert_true (tg_board_point_from_gtp (tg_game_get_board (game), gtp, &point));
  return point;
}

/* A pen stroke from @from to @to across the board, as the drag gives it. */
static void
draw (TgPresentationView *view,
      const char         *from,
      const char         *to)
{
  TgBoardView *board = TG_BOARD_VIEW (gtk_widget_get_template_child (GTK_WIDGET (view),
                                                                      TG_TYPE_PRESENTATION_VIEW,
                                                                      "board_view"));
  TgGame *game = tg_presentation_view_get_game (view);
  GtkEventController *drag = find_controller (GTK_WIDGET (board), GTK_TYPE_GESTURE_DRAG);
  double x0, y0, x1, y1;

  g_assert_nonnull (drag);
  g_assert_true (tg_board_view_get_point_position (board, point_named (game, from), &x0, &y0));
  g_assert_true (tg_board_view_get_point_position (board, point_named (game, to), &x1, &y1));
  g_signal_emit_by_name (drag, "drag-begin", x0, y0);
  for (guint i = 1; i <= 10; i++)
    g_signal_emit_by_name (drag, "drag-update", (x1 - x0) * i / 10, (y1 - y0) * i / 10);
  g_signal_emit_by_name (drag, "drag-end", x1 - x0, y1 - y0);
  tg_test_run_idle ();
}

static guint
markup_flags_at (TgBoardScene *scene,
                 TgGame       *game,
                 const char   *gtp)
{
  const TgBoard *board = tg_game_get_board (game);
  TgPoint point = point_named (game, gtp);

  return tg_board_markup_get_flags (tg_board_scene_get_markup (scene), tg_board_point_x (board, point),
                                    tg_board_point_y (board, point));
}

/* The teacher's pen and markup tools mark the board, not the record;
 * the marks stay with their node while the teacher steps away and back;
 * "Keep Marks in the Record" writes them all as one step, which one
 * undo takes back. */
static void
test_presentation_marks (void)
{
  TgWindow *window = window_with_corpus ("teaching/glift_variation_example.sgf");
  TgGame *game = tg_window_get_game (window);
  TgPresentationView *view;
  TgBoardScene *scene;
  TgNode *node;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autoptr(GPtrArray) roots = g_ptr_array_new ();

  gtk_window_set_default_size (GTK_WINDOW (window), 1100, 800);
  tg_game_go_first (game);
  tg_game_go_forward (game);
  node = tg_game_get_current (game);
  g_ptr_array_add (roots, tg_game_get_root (game));
  before = tg_sgf_write (roots);
  view = present (window);
  wait_width (GTK_WIDGET (view), 1100);
  scene = tg_presentation_view_get_scene (view);

  /* The pen, the default tool. */
  draw (view, "C3", "C10");
  g_assert_cmpuint (tg_board_scene_get_strokes (scene)->len, ==, 1);
  g_assert_nonnull (tg_lesson_marks_get_strokes (tg_presentation_view_get_marks (view), node));
  /* A triangle and a letter by the markup tools. */
  g_object_set (view, "tool", TG_LESSON_TOOL_TRIANGLE, NULL);
  tg_board_scene_activate (scene, point_named (game, "Q16"));
  g_object_set (view, "tool", TG_LESSON_TOOL_LETTER, NULL);
  tg_board_scene_activate (scene, point_named (game, "R14"));
  g_assert_cmpuint (markup_flags_at (scene, game, "Q16") & TG_MARKUP_TRIANGLE, !=, 0);
  g_assert_cmpstr (tg_board_markup_get_label (tg_board_scene_get_markup (scene), 16, 5), ==, "A");
  /* An arrow: where it starts, then where it points. */
  g_object_set (view, "tool", TG_LESSON_TOOL_ARROW, NULL);
  tg_board_scene_activate (scene, point_named (game, "K10"));
  g_assert_cmpuint (tg_board_scene_get_markup (scene)->arrows->len, ==, 0);
  tg_board_scene_activate (scene, point_named (game, "Q16"));
  g_assert_cmpuint (tg_board_scene_get_markup (scene)->arrows->len, ==, 1);

  /* None of it is in the record. */
  after = tg_sgf_write (roots);
  g_assert_cmpstr (after, ==, before);
  g_assert_false (tg_game_get_modified (game));
  g_assert_false (tg_game_can_undo (game));

  /* Away and back: the marks are the node's. */
  press (GTK_WIDGET (view), "Page_Down");
  g_assert_cmpuint (tg_board_scene_get_strokes (scene)->len, ==, 0);
  g_assert_cmpuint (markup_flags_at (scene, game, "Q16") & TG_MARKUP_TRIANGLE, ==, 0);
  press (GTK_WIDGET (view), "Page_Up");
  g_assert_true (tg_game_get_current (game) == node);
  g_assert_cmpuint (tg_board_scene_get_strokes (scene)->len, ==, 1);
  g_assert_cmpuint (markup_flags_at (scene, game, "Q16") & TG_MARKUP_TRIANGLE, !=, 0);

  /* Kept: one step with the triangle, the label and the stroke's line. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "presentation.keep-marks", NULL));
  tg_test_run_idle ();
  g_assert_true (tg_test_has_value (node, "TR", "pd"));
  g_assert_true (tg_test_has_value (node, "LB", "qf:A"));
  g_assert_true (tg_test_has_value (node, "LN", "cq:cj"));
  g_assert_true (tg_test_has_value (node, "AR", "jj:pd"));
  g_assert_true (tg_lesson_marks_is_empty (tg_presentation_view_get_marks (view)));
  g_assert_true (tg_game_get_modified (game));
  g_assert_true (tg_game_undo (game));
  g_assert_false (tg_game_can_undo (game));
  g_assert_false (tg_node_has_prop (node, "TR"));
  g_assert_false (tg_node_has_prop (node, "LB"));
  g_assert_false (tg_node_has_prop (node, "LN"));
  g_assert_false (tg_node_has_prop (node, "AR"));
  g_assert_false (tg_game_get_modified (game));

  /* Leaving clears what was not kept. */
  tg_game_set_current (game, node);
  g_object_set (view, "tool", TG_LESSON_TOOL_CIRCLE, NULL);
  tg_board_scene_activate (scene, point_named (game, "D4"));
  g_assert_false (tg_lesson_marks_is_empty (tg_presentation_view_get_marks (view)));
  press (GTK_WIDGET (view), "Escape");
  view = present (window);
  scene = tg_presentation_view_get_scene (view);
  g_assert_true (tg_lesson_marks_is_empty (tg_presentation_view_get_marks (view)));
  g_assert_cmpuint (markup_flags_at (scene, game, "D4"), ==, 0);
  g_assert_false (tg_node_has_prop (node, "CR"));
  press (GTK_WIDGET (view), "Escape");
  tg_test_window_destroy (window);
}

/* A stroke is kept as the straight runs through the points nearest it. */
static void
test_stroke_lines (void)
{
  static const TgBoardPenPoint corner[] = {
    { 2.1, 2.0 }, { 3.0, 2.2 }, { 4.1, 1.9 }, { 5.0, 2.0 },   /* right along row 2 */
    { 5.1, 3.0 }, { 4.9, 4.2 },                                /* then down column 5 */
    { 4.9, 4.4 },                                              /* a tremble: no new point */
  };
  g_autoptr(GArray) stroke = g_array_new (FALSE, FALSE, sizeof (TgBoardPenPoint));
  g_autoptr(GArray) lines = NULL;
  g_autoptr(GArray) dot = NULL;
  const TgMarkupLine *line;

  g_array_append_vals (stroke, corner, G_N_ELEMENTS (corner));
  lines = tg_lesson_marks_stroke_lines (stroke, 19);
  g_assert_cmpuint (lines->len, ==, 2);
  line = &g_array_index (lines, TgMarkupLine, 0);
  g_assert_cmpuint (line->from_col, ==, 2);
  g_assert_cmpuint (line->from_row, ==, 2);
  g_assert_cmpuint (line->to_col, ==, 5);
  g_assert_cmpuint (line->to_row, ==, 2);
  line = &g_array_index (lines, TgMarkupLine, 1);
  g_assert_cmpuint (line->from_col, ==, 5);
  g_assert_cmpuint (line->to_col, ==, 5);
  g_assert_cmpuint (line->to_row, ==, 4);

  g_array_set_size (stroke, 2);
  g_array_index (stroke, TgBoardPenPoint, 1) = (TgBoardPenPoint) { 2.2, 1.8 };
  dot = tg_lesson_marks_stroke_lines (stroke, 19);
  g_assert_cmpuint (dot->len, ==, 0);
}

static void
count_cb (guint *count)
{
  (*count)++;
}

static TgFollowerWindow *
find_follower (void)
{
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (app)); l != NULL; l = l->next)
    if (TG_IS_FOLLOWER_WINDOW (l->data))
      return l->data;
  return NULL;
}

/* The follower shows the leader's current node as soon as it moves (no
 * main loop needed: it follows the model's signals), follows it to
 * another game of the document, never takes a move, and closes with it. */
static void
test_follower (void)
{
  TgWindow *window = tg_test_window_new (app);
  g_autoptr(GPtrArray) roots = g_ptr_array_new_with_free_func ((GDestroyNotify) tg_node_free);
  g_autoptr(TgDocument) document = NULL;
  g_autoptr(GError) error = NULL;
  TgFollowerWindow *follower;
  TgBoardScene *scene;
  TgGame *game;
  guint activated = 0;

  g_ptr_array_add (roots, tg_test_parse_record ("(;SZ[9];B[ee];W[cc]C[Two];B[gg])"));
  g_ptr_array_add (roots, tg_test_parse_record ("(;SZ[13];B[dd];W[jj])"));
  document = tg_document_new_from_roots (roots, NULL, &error);
  g_assert_no_error (error);
  tg_window_set_document (window, document);
  game = tg_window_get_game (window);
  tg_game_go_first (game);

  g_assert_null (find_follower ());
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-follower", NULL));
  follower = find_follower ();
  g_assert_nonnull (follower);
  g_assert_true (tg_follower_window_get_leader (follower) == GTK_WINDOW (window));
  scene = tg_presentation_view_get_scene (tg_follower_window_get_view (follower));
  g_assert_true (tg_board_scene_get_game (scene) == game);
  g_assert_true (tg_board_scene_get_node (scene) == tg_game_get_root (game));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.next", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.next", NULL));
  g_assert_true (tg_board_scene_get_node (scene) == tg_game_get_current (game));
  g_assert_cmpuint (tg_board_scene_get_size (scene), ==, 9);
  g_assert_cmpstr (label_text (GTK_WIDGET (tg_follower_window_get_view (follower)),
                               TG_TYPE_PRESENTATION_VIEW, "comment_label"), ==, "Two");
  tg_game_go_back (game);
  g_assert_true (tg_board_scene_get_node (scene) == tg_game_get_current (game));

  /* Read only: a click takes no move. */
  g_assert_false (tg_board_scene_get_interactive (scene));
  g_signal_connect_swapped (scene, "point-activated", G_CALLBACK (count_cb), &activated);
  tg_board_scene_activate (scene, tg_test_window_point (window, "A1"));
  g_assert_cmpuint (activated, ==, 0);
  g_assert_cmpuint (tg_node_get_n_children (tg_game_get_current (game)), ==, 1);

  /* The other game of the collection. */
  tg_document_set_game_index (document, 1);
  g_assert_true (tg_board_scene_get_game (scene) == tg_document_get_game (document));
  g_assert_cmpuint (tg_board_scene_get_size (scene), ==, 13);

  gtk_window_destroy (GTK_WINDOW (window));
  tg_test_run_idle ();
  g_assert_null (find_follower ());
}

/* Xvfb has one monitor: "Show on a Second Screen" opens the follower as
 * a window all the same, and says why. */
static void
test_follower_one_screen (void)
{
  TgWindow *window = tg_test_window_new (app);
  GdkDisplay *display = gtk_widget_get_display (GTK_WIDGET (window));
  TgFollowerWindow *follower;

  g_assert_cmpuint (g_list_model_get_n_items (gdk_display_get_monitors (display)), ==, 1);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.follower-on-second-screen",
                                             NULL));
  tg_test_run_idle ();
  follower = find_follower ();
  g_assert_nonnull (follower);
  g_assert_true (tg_presentation_view_get_game (tg_follower_window_get_view (follower)) ==
                 tg_window_get_game (window));
  g_assert_false (gtk_window_is_fullscreen (GTK_WINDOW (follower)));
  tg_test_window_destroy (window);
  g_assert_null (find_follower ());
}

static TgProblemView *
solve (TgWindow *window)
{
  GtkWidget *page;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.solve-problems", NULL));
  tg_test_run_idle ();
  page = _tg_window_get_mode_page (window);
  g_assert_true (TG_IS_PROBLEM_VIEW (page));
  tg_problem_view_set_answer_delay (TG_PROBLEM_VIEW (page), 0);
  return TG_PROBLEM_VIEW (page);
}

/* Runs the main loop until Tengen has answered. */
static void
wait_answer (TgProblemView *view)
{
  while (tg_problem_get_state (tg_problem_view_get_problem (view)) == TG_PROBLEM_ANSWERING)
    g_main_context_iteration (NULL, TRUE);
  tg_test_run_idle ();
}

/* A click on the problem's board, at the SGF point @sgf. */
static void
click (TgProblemView *view,
       const char    *sgf)
{
  TgBoardView *board = TG_BOARD_VIEW (find_widget (GTK_WIDGET (view), TG_TYPE_BOARD_VIEW));
  TgBoardScene *scene = tg_board_view_get_scene (board);

  tg_board_scene_activate (scene, tg_board_point (tg_board_scene_get_board (scene),
                                                  sgf[0] - 'a', sgf[1] - 'a'));
  wait_answer (view);
}

static const char *
heading (TgProblemView *view)
{
  return label_text (GTK_WIDGET (view), TG_TYPE_PROBLEM_VIEW, "heading_label");
}

/* problem9 through the window: Tengen opens, a wrong move off the tree
 * stays on the board, Retry, the right line, Show Solution; the record
 * is untouched and the board gives no variation away. */
static void
test_problem_window (void)
{
  TgWindow *window = window_with_corpus ("teaching/glift_problem9.sgf");
  TgGame *record = tg_window_get_game (window);
  TgNode *current = tg_game_get_current (record);
  TgProblemView *view = solve (window);
  TgProblem *problem = tg_problem_view_get_problem (view);
  TgBoardScene *scene = tg_board_view_get_scene (TG_BOARD_VIEW (find_widget (GTK_WIDGET (view),
                                                                            TG_TYPE_BOARD_VIEW)));
  TgGame *attempt;

  g_assert_true (tg_problem_get_record (problem) == record);
  wait_answer (view);
  g_assert_cmpstr (heading (view), ==, "White to Play");
  g_assert_cmpint (tg_board_scene_get_variation_marks (scene), ==, TG_VARIATION_MARKS_NONE);
  g_assert_true (tg_board_scene_get_interactive (scene));

  click (view, "qp");
  g_assert_cmpint (tg_problem_get_state (problem), ==, TG_PROBLEM_WRONG);
  g_assert_cmpstr (heading (view), ==, "Wrong");
  g_assert_true (g_str_has_prefix (label_text (GTK_WIDGET (view), TG_TYPE_PROBLEM_VIEW, "detail_label"),
                                   "R4 is not among"));
  attempt = tg_problem_get_game (problem);
  g_assert_true (tg_board_scene_get_game (scene) == attempt);
  g_assert_cmpint (tg_board_get (tg_board_scene_get_board (scene),
                                 tg_board_point (tg_game_get_board (attempt), 16, 15)), ==, TG_WHITE);
  g_assert_false (tg_board_scene_get_interactive (scene));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "problem.retry", NULL));
  wait_answer (view);
  g_assert_cmpint (tg_problem_get_state (problem), ==, TG_PROBLEM_SOLVING);
  g_assert_true (tg_board_scene_get_game (scene) == tg_problem_get_game (problem));
  click (view, "pp");
  click (view, "qo");
  click (view, "rn");
  click (view, "rm");
  g_assert_cmpint (tg_problem_get_state (problem), ==, TG_PROBLEM_CORRECT);
  g_assert_cmpstr (heading (view), ==, "Correct");
  g_assert_true (g_str_has_prefix (label_text (GTK_WIDGET (view), TG_TYPE_PROBLEM_VIEW, "comment_label"),
                                   "Correct!"));
  g_assert_cmpuint (tg_problem_view_get_n_solved (view), ==, 1);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "problem.solution", NULL));
  tg_test_run_idle ();
  g_assert_cmpstr (heading (view), ==, "Solution");
  g_assert_true (tg_board_scene_get_show_move_numbers (scene));
  g_assert_cmpuint (tg_game_get_move_number (tg_board_scene_get_game (scene)), ==, 8);

  /* Esc leaves, as Done does. */
  press (GTK_WIDGET (view), "Escape");
  g_assert_null (_tg_window_get_mode_page (window));
  g_assert_true (adw_application_window_get_content (ADW_APPLICATION_WINDOW (window)) ==
                 tg_test_window_child (window, "toast_overlay"));
  g_assert_false (tg_game_get_modified (record));
  g_assert_false (tg_game_can_undo (record));
  g_assert_true (tg_game_get_current (record) == current);
  tg_test_window_destroy (window);
}

/* Every problem file of the teaching corpus opens in problem mode with
 * the student's colour to play, or says it has no answers. */
static void
test_problem_corpus (void)
{
  static const struct { const char *file; const char *heading; } files[] = {
    { "glift_problem9.sgf", "White to Play" },
    { "glift_problem10.sgf", "No Answers" },
    { "glift_9x9prob.sgf", "No Answers" },
    { "glift_ajax3_13.sgf", "Black to Play" },
    { "glift_ajax_problem.sgf", "Black to Play" },
    { "glift_ajax_problem2.sgf", "Black to Play" },
    { "glift_lesson_19Pt_CorrectJoseki_WhiteToPlay.sgf", "White to Play" },
    { "glift_lesson_19Pt_CorrectNext.sgf", "Black to Play" },
    { "glift_lesson_19Pt_1.sgf", "No Answers" },
    { "glift_lesson_19Pt_2.sgf", "No Answers" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autofree char *relative = g_build_filename ("teaching", files[i].file, NULL);
      TgWindow *window = window_with_corpus (relative);
      TgProblemView *view = solve (window);

      wait_answer (view);
      g_test_message ("%s", files[i].file);
      g_assert_cmpstr (heading (view), ==, files[i].heading);
      g_assert_cmpint (gtk_widget_is_sensitive (tg_test_find_button (GTK_WIDGET (view),
                                                                     "problem.solution")), ==,
                       !g_str_equal (files[i].heading, "No Answers"));
      tg_test_window_destroy (window);
    }
}

/* A collection of problems: next and previous, and the count of those
 * solved (a shown solution does not count). */
static void
test_problem_collection (void)
{
  TgWindow *window = tg_test_window_new (app);
  g_autoptr(GPtrArray) roots = g_ptr_array_new_with_free_func ((GDestroyNotify) tg_node_free);
  g_autoptr(TgDocument) document = NULL;
  g_autoptr(GError) error = NULL;
  AdwWindowTitle *title;
  TgProblemView *view;

  g_ptr_array_add (roots, tg_test_parse_record ("(;SZ[5]AW[ba]AB[aa][ca];B[bb]C[Correct])"));
  g_ptr_array_add (roots, tg_test_parse_record ("(;SZ[5]AB[ab]AW[aa][ba];W[bb]C[RIGHT])"));
  g_ptr_array_add (roots, tg_test_parse_record ("(;SZ[5](;B[cc]C[Correct])(;B[dd]C[Wrong]))"));
  document = tg_document_new_from_roots (roots, NULL, &error);
  g_assert_no_error (error);
  tg_window_set_document (window, document);
  view = solve (window);
  title = ADW_WINDOW_TITLE (find_widget (GTK_WIDGET (view), ADW_TYPE_WINDOW_TITLE));

  g_assert_cmpstr (adw_window_title_get_title (title), ==, "Problem 1 of 3");
  g_assert_cmpstr (adw_window_title_get_subtitle (title), ==, "Solved 0 of 3");
  g_assert_false (gtk_widget_is_sensitive (tg_test_find_button (GTK_WIDGET (view), "problem.previous")));
  click (view, "bb");
  g_assert_cmpstr (heading (view), ==, "Correct");
  g_assert_cmpstr (adw_window_title_get_subtitle (title), ==, "Solved 1 of 3");

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "problem.next", NULL));
  tg_test_run_idle ();
  g_assert_cmpuint (tg_document_get_game_index (document), ==, 1);
  g_assert_cmpstr (adw_window_title_get_title (title), ==, "Problem 2 of 3");
  g_assert_cmpstr (heading (view), ==, "White to Play");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "problem.solution", NULL));
  tg_test_run_idle ();
  g_assert_cmpstr (adw_window_title_get_subtitle (title), ==, "Solved 1 of 3");

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "problem.next", NULL));
  tg_test_run_idle ();
  g_assert_false (gtk_widget_is_sensitive (tg_test_find_button (GTK_WIDGET (view), "problem.next")));
  click (view, "dd");
  g_assert_cmpstr (heading (view), ==, "Wrong");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "problem.retry", NULL));
  tg_test_run_idle ();
  click (view, "cc");
  g_assert_cmpstr (adw_window_title_get_subtitle (title), ==, "Solved 2 of 3");

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "problem.previous", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "problem.previous", NULL));
  tg_test_run_idle ();
  g_assert_cmpuint (tg_document_get_game_index (document), ==, 0);
  /* Solved before: still counted, and ready to be solved again. */
  g_assert_cmpstr (adw_window_title_get_subtitle (title), ==, "Solved 2 of 3");
  g_assert_cmpstr (heading (view), ==, "Black to Play");
  g_assert_false (tg_document_get_modified (document));
  tg_test_window_destroy (window);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  tg_test_init_corpus (&argc, &argv);
  tg_test_init (&argc, &argv, tg_test_log_writer);
  app = tg_test_application_new ();

  tg_test_add_corpus_func ("/classroom/presentation-keys", test_presentation_keys);
  tg_test_add_corpus_func ("/classroom/presentation-still-board", test_presentation_still_board);
  tg_test_add_func ("/classroom/presentation-variations-hidden", test_presentation_variations_hidden);
  tg_test_add_corpus_func ("/classroom/presentation-pointer", test_presentation_pointer);
  tg_test_add_corpus_func ("/classroom/presentation-marks", test_presentation_marks);
  tg_test_add_func ("/classroom/stroke-lines", test_stroke_lines);
  tg_test_add_func ("/classroom/follower", test_follower);
  tg_test_add_func ("/classroom/follower-one-screen", test_follower_one_screen);
  tg_test_add_corpus_func ("/classroom/problem-window", test_problem_window);
  tg_test_add_corpus_func ("/classroom/problem-corpus", test_problem_corpus);
  tg_test_add_func ("/classroom/problem-collection", test_problem_collection);

  status = tg_test_run ();
  tg_test_application_free (app);
  return status;
}
