/* test-window-views.c: every view follows every change.
 *
 * Random sessions of the window's own actions — play on the board, pass,
 * navigation by buttons, keys and clicks in the tree, undo and redo, the
 * edits of the record, the teacher's tools, comments and names, the
 * games of a collection — and every few steps the live window is
 * compared with a window freshly built on the same document at the same
 * node: the tree's layout, what the board scene's layers are drawn from,
 * every text and state the widgets show, which actions are enabled, the
 * title and the score graph.  A view that missed a change shows what a
 * fresh one does not.  Every step is painted, under fatal warnings: a
 * panel left without an allocation (painted blank) fails the session.
 *
 * Each session is seeded and reproducible: a failure prints its seed,
 * and TG_VIEWS_SEED=N runs that session alone (TG_VIEWS_STEPS=N sets
 * its length).
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "tg-board-scene-private.h"
#include "tg-comment-view.h"
#include "tg-game-tree-private.h"
#include "tg-player-card-private.h"
#include "tg-score-graph-private.h"
#include "tg-test-util.h"
#include "tg-test-window.h"

/* The sessions the suite runs: the first is the one that found a tree
 * painted blank after Undo. */
static const guint32 seeds[] = { 2377347326u, 1 };
#define N_STEPS 120
#define COMPARE_EVERY 4

static TgApplication *app;

/* Describing a window ----------------------------------------------------- */

static GtkWidget *
find_tree (GtkWidget *widget)
{
  if (TG_IS_GAME_TREE (widget))
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_tree (c);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static void
describe_node_path (GString *out,
                    TgNode  *node)
{
  g_autoptr(GArray) path = g_array_new (FALSE, FALSE, sizeof (int));

  for (; node != NULL && node->parent != NULL; node = node->parent)
    {
      int index = tg_node_child_index (node);

      g_array_append_val (path, index);
    }
  g_string_append_c (out, '/');
  for (guint i = path->len; i-- > 0;)
    g_string_append_printf (out, "%d/", g_array_index (path, int, i));
}

/* What the tree draws, a line each, in no particular order. */
static void
visit_edge (guint    depth_a,
            guint    lane_a,
            guint    depth_b,
            guint    lane_b,
            gpointer user_data)
{
  g_ptr_array_add (user_data, g_strdup_printf ("  edge %u,%u-%u,%u\n", depth_a, lane_a,
                                               depth_b, lane_b));
}

static void
visit_node (TgNode  *node,
            guint    depth,
            guint    lane,
            gpointer user_data)
{
  GString *line = g_string_new (NULL);

  g_string_append_printf (line, "  drawn %u,%u ", depth, lane);
  describe_node_path (line, node);
  g_string_append_c (line, '\n');
  g_ptr_array_add (user_data, g_string_free (line, FALSE));
}

static int
compare_lines (gconstpointer a,
               gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

/* The drawing, sorted: the order it comes in is the layout's own. */
static void
append_sorted (GString   *out,
               GPtrArray *lines)
{
  g_ptr_array_sort (lines, compare_lines);
  for (guint i = 0; i < lines->len; i++)
    g_string_append (out, lines->pdata[i]);
  g_ptr_array_set_size (lines, 0);
}

/* Where the tree panel puts each node of the record, in preorder, and
 * what it draws. */
static void
describe_tree (GString    *out,
               TgGameTree *tree)
{
  TgGame *game = tg_game_tree_get_game (tree);
  g_autoptr(GPtrArray) stack = g_ptr_array_new ();
  g_autoptr(GPtrArray) lines = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *current = NULL;

  g_string_append_printf (out, "tree: %u depths, %u lanes\n",
                          tg_tree_layout_get_n_depths (tree->layout),
                          tg_tree_layout_get_n_lanes (tree->layout));
  g_ptr_array_add (stack, tg_game_get_root (game));
  while (stack->len > 0)
    {
      TgNode *node = g_ptr_array_steal_index (stack, stack->len - 1);
      guint depth, lane;

      g_string_append (out, "  ");
      describe_node_path (out, node);
      if (tg_tree_layout_locate (tree->layout, node, &depth, &lane))
        g_string_append_printf (out, " at %u,%u\n", depth, lane);
      else
        g_string_append (out, " hidden\n");
      for (guint i = node->n_children; i-- > 0;)
        g_ptr_array_add (stack, node->children[i]);
    }
  tg_tree_layout_visit (tree->layout, 0, G_MAXUINT, 0, G_MAXUINT, visit_edge, visit_node, lines);
  append_sorted (out, lines);
  /* The panel draws what its scrolled view shows: a window of depths
   * and lanes at a time. */
  for (guint depth = 0; depth < tg_tree_layout_get_n_depths (tree->layout); depth += 3)
    for (guint lane = 0; lane < tg_tree_layout_get_n_lanes (tree->layout); lane += 2)
      {
        g_string_append_printf (out, "window %u,%u:\n", depth, lane);
        tg_tree_layout_visit (tree->layout, depth, depth + 2, lane, lane + 1, visit_edge,
                              visit_node, lines);
        append_sorted (out, lines);
      }
  g_string_append (out, "path:\n");
  tg_tree_layout_visit_path (tree->layout, tg_game_get_current (game), visit_edge, lines);
  append_sorted (out, lines);
  current = tg_game_tree_describe_node (tree, tg_game_get_current (game));
  g_string_append_printf (out, "tree says: %s\n", current);
  /* A tree drawn over nothing is blank: the panel is as large as its
   * content asks, whatever the window. */
  g_string_append_printf (out, "tree drawn: %s\n",
                          gtk_widget_get_mapped (GTK_WIDGET (tree))
                          && gtk_widget_get_child_visible (GTK_WIDGET (tree))
                          && gtk_widget_get_width (GTK_WIDGET (tree)) > 0
                          && gtk_widget_get_height (GTK_WIDGET (tree)) > 0 ? "yes" : "no");
}

/* What each layer of the board scene is drawn from. */
static void
describe_scene (GString      *out,
                TgBoardScene *scene)
{
  const TgBoard *board = tg_board_scene_get_board (scene);
  const TgBoardMarkup *markup = tg_board_scene_get_markup (scene);
  const TgBoardVariations *variations = tg_board_scene_get_variations (scene);
  guint size = tg_board_scene_get_size (scene);
  TgBoardRegion region;
  TgPoint point;

  g_string_append (out, "scene node ");
  describe_node_path (out, tg_board_scene_get_node (scene));
  g_string_append_printf (out, " size %u to-move %d counting %d\n", size,
                          tg_board_scene_get_to_move (scene),
                          tg_board_scene_get_counting (scene));
  if (tg_board_scene_get_last_move (scene, &point))
    g_string_append_printf (out, "last move %d\n", point);
  if (tg_board_scene_get_forbidden_point (scene, &point))
    g_string_append_printf (out, "forbidden %d\n", point);
  tg_board_scene_get_region (scene, &region);
  g_string_append_printf (out, "region %u,%u %ux%u\n", region.col, region.row,
                          region.cols, region.rows);
  for (guint row = 0; row < size; row++)
    {
      for (guint col = 0; col < size; col++)
        {
          TgPoint p = tg_board_point (board, col, row);
          const char *label = tg_board_markup_get_label (markup, col, row);
          TgNode *variation = tg_board_scene_get_variation_at (scene, p);

          g_string_append_printf (out, "%d:%x:%u:%x", tg_board_get (board, p),
                                  tg_board_scene_get_marks (scene, p),
                                  tg_board_scene_get_move_number (scene, p),
                                  tg_board_markup_get_flags (markup, col, row));
          if (label != NULL)
            g_string_append_printf (out, ":'%s'", label);
          if (variation != NULL)
            describe_node_path (out, variation);
          g_string_append_c (out, ' ');
        }
      g_string_append_c (out, '\n');
    }
  for (guint i = 0; i < markup->arrows->len; i++)
    {
      TgMarkupLine *line = &g_array_index (markup->arrows, TgMarkupLine, i);

      g_string_append_printf (out, "arrow %u,%u-%u,%u\n", line->from_col, line->from_row,
                              line->to_col, line->to_row);
    }
  for (guint i = 0; i < markup->lines->len; i++)
    {
      TgMarkupLine *line = &g_array_index (markup->lines, TgMarkupLine, i);

      g_string_append_printf (out, "line %u,%u-%u,%u\n", line->from_col, line->from_row,
                              line->to_col, line->to_row);
    }
  g_string_append_printf (out, "variations ghosts %d siblings %d:", variations->ghosts,
                          variations->siblings);
  for (guint i = 0; variations->marks != NULL && i < variations->marks->len; i++)
    {
      TgBoardVariation *mark = &g_array_index (variations->marks, TgBoardVariation, i);

      g_string_append_printf (out, " %s@%d(%d)", mark->letter, mark->point, mark->color);
    }
  g_string_append_c (out, '\n');
}

/* What the widgets show, in the order of the widget tree: texts, what is
 * visible, revealed, sensitive.  Toasts and popovers are the moment's,
 * not the model's, and the tree is described above. */
static void
describe_widgets (GString   *out,
                  GtkWidget *widget,
                  int        depth)
{
  if (g_str_equal (G_OBJECT_TYPE_NAME (widget), "AdwToastWidget") || GTK_IS_POPOVER (widget)
      || TG_IS_GAME_TREE (widget))
    return;
  if (!gtk_widget_get_visible (widget))
    return;
  g_string_append_printf (out, "%*s%s", depth, "", G_OBJECT_TYPE_NAME (widget));
  if (!gtk_widget_get_sensitive (widget))
    g_string_append (out, " insensitive");
  if (GTK_IS_LABEL (widget))
    g_string_append_printf (out, " '%s'", gtk_label_get_text (GTK_LABEL (widget)));
  else if (GTK_IS_EDITABLE (widget) && !GTK_IS_TEXT (widget))
    g_string_append_printf (out, " '%s'", gtk_editable_get_text (GTK_EDITABLE (widget)));
  else if (GTK_IS_TEXT_VIEW (widget))
    {
      GtkTextBuffer *buffer = gtk_text_view_get_buffer (GTK_TEXT_VIEW (widget));
      GtkTextIter start, end;
      g_autofree char *text = NULL;

      gtk_text_buffer_get_bounds (buffer, &start, &end);
      text = gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
      g_string_append_printf (out, " '%s'", text);
    }
  else if (GTK_IS_REVEALER (widget))
    g_string_append_printf (out, " reveal %d", gtk_revealer_get_reveal_child (GTK_REVEALER (widget)));
  else if (TG_IS_PLAYER_CARD (widget))
    g_string_append_printf (out, " to-move %d captures %u clock '%s'",
                            tg_player_card_get_to_move (TG_PLAYER_CARD (widget)),
                            tg_player_card_get_captures (TG_PLAYER_CARD (widget)),
                            tg_player_card_get_clock_text (TG_PLAYER_CARD (widget)) ?: "");
  else if (TG_IS_SCORE_GRAPH (widget))
    {
      TgScoreGraph *graph = TG_SCORE_GRAPH (widget);

      g_string_append_printf (out, " %u positions, current %u:",
                              tg_score_graph_get_n_positions (graph),
                              tg_score_graph_get_current (graph));
      for (guint i = 0; i < tg_score_graph_get_n_positions (graph); i++)
        g_string_append_printf (out, " %g", tg_score_graph_get_value (graph, i));
    }
  g_string_append_c (out, '\n');
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    describe_widgets (out, child, depth + 1);
}

/* Which of the window's actions are enabled, read as their buttons
 * would: one hidden button each, in a popover that never opens. */
static void
describe_actions (GString  *out,
                  TgWindow *window)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_GET_CLASS (window);
  GtkWidget *popover = gtk_popover_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  g_auto(GStrv) names = g_action_group_list_actions (G_ACTION_GROUP (window));
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();
  const char *name;
  const GVariantType *type;
  const char *property;
  GType owner;

  gtk_popover_set_child (GTK_POPOVER (popover), box);
  gtk_widget_set_parent (popover, GTK_WIDGET (tg_test_window_child (window, "board_view")));
  for (guint i = 0; gtk_widget_class_query_action (widget_class, i, &owner, &name, &type,
                                                 &property);
       i++)
    {
      GtkWidget *button = gtk_button_new ();

      gtk_actionable_set_action_name (GTK_ACTIONABLE (button), name);
      if (type != NULL && g_variant_type_equal (type, G_VARIANT_TYPE_INT32))
        gtk_actionable_set_action_target_value (GTK_ACTIONABLE (button), g_variant_new_int32 (0));
      else if (type != NULL && g_variant_type_equal (type, G_VARIANT_TYPE_UINT32))
        gtk_actionable_set_action_target_value (GTK_ACTIONABLE (button), g_variant_new_uint32 (0));
      else if (type != NULL && g_variant_type_equal (type, G_VARIANT_TYPE_STRING))
        gtk_actionable_set_action_target_value (GTK_ACTIONABLE (button), g_variant_new_string ("TE"));
      gtk_box_append (GTK_BOX (box), button);
      g_ptr_array_add (buttons, button);
    }
  g_string_append (out, "actions:");
  for (guint i = 0; i < buttons->len; i++)
    {
      const char *action = gtk_actionable_get_action_name (buttons->pdata[i]);

      /* Undoing the removal of a game is the toast's, for as long as it
       * shows: the window's own state, not the document's. */
      if (g_str_equal (action, "win.restore-game"))
        continue;
      g_string_append_printf (out, " %s=%d", action, gtk_widget_get_sensitive (buttons->pdata[i]));
    }
  g_string_append_c (out, '\n');
  gtk_widget_unparent (popover);
  for (guint i = 0; names[i] != NULL; i++)
    g_string_append_printf (out, "win.%s=%d\n", names[i],
                            g_action_group_get_action_enabled (G_ACTION_GROUP (window), names[i]));
}

static char *
describe_window (TgWindow *window)
{
  GString *out = g_string_new (NULL);

  g_string_append_printf (out, "title '%s'\n", gtk_window_get_title (GTK_WINDOW (window)));
  describe_tree (out, TG_GAME_TREE (find_tree (GTK_WIDGET (window))));
  describe_scene (out, tg_test_window_scene (window));
  describe_actions (out, window);
  describe_widgets (out, GTK_WIDGET (window), 0);
  return g_string_free (out, FALSE);
}

/* A session --------------------------------------------------------------- */

static void
painted_cb (GdkFrameClock *clock,
            gboolean      *painted)
{
  *painted = TRUE;
}

/* Runs the main loop until @window has laid itself out and painted a
 * frame, as a person sees it after each change. */
static void
wait_for_frame (TgWindow *window)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (window));
  gboolean painted = FALSE;
  gulong id = g_signal_connect (clock, "after-paint", G_CALLBACK (painted_cb), &painted);

  gtk_widget_queue_draw (GTK_WIDGET (window));
  while (!painted)
    g_main_context_iteration (NULL, TRUE);
  g_signal_handler_disconnect (clock, id);
}


typedef struct
{
  TgWindow *window;
  GRand    *rand;
  guint32   seed;
  GString  *log;
} Session;

/* The session running, for a warning's report. */
static Session *running;

static GLogWriterOutput
log_writer (GLogLevelFlags   log_level,
            const GLogField *fields,
            gsize            n_fields,
            gpointer         user_data)
{
  if (running != NULL && (log_level & (G_LOG_LEVEL_ERROR | G_LOG_LEVEL_CRITICAL
                                       | G_LOG_LEVEL_WARNING)))
    g_printerr ("\nA warning in the session of seed %u.\nReplay: TG_VIEWS_SEED=%u\nSteps:%s\n",
                running->seed, running->seed, running->log->str);
  return tg_test_log_writer (log_level, fields, n_fields, user_data);
}

static TgPoint
random_point (Session *s)
{
  TgGame *game = tg_window_get_game (s->window);
  guint size = tg_game_get_size (game);

  return tg_board_point (tg_game_get_board (game), g_rand_int_range (s->rand, 0, size),
                         g_rand_int_range (s->rand, 0, size));
}

static TgNode *
random_node (Session *s)
{
  TgNode *node = tg_game_get_root (tg_window_get_game (s->window));

  /* A walk down from the root, stopping anywhere. */
  while (node->n_children > 0 && g_rand_int_range (s->rand, 0, 8) > 0)
    node = node->children[g_rand_int_range (s->rand, 0, node->n_children)];
  return node;
}

static void
activate (Session    *s,
          const char *action,
          GVariant   *parameter)
{
  g_autofree char *shown = parameter != NULL ? g_variant_print (parameter, FALSE) : NULL;

  if (parameter != NULL)
    g_variant_ref_sink (parameter);
  g_string_append_printf (s->log, " %s%s%s", action, shown ? " " : "", shown ? shown : "");
  gtk_widget_activate_action_variant (GTK_WIDGET (s->window), action, parameter);
  g_clear_pointer (&parameter, g_variant_unref);
}

/* A click on the board, with whatever tool is chosen. */
static void
click_board (Session *s,
             TgPoint  point)
{
  g_string_append_printf (s->log, " click %d", point);
  g_signal_emit_by_name (tg_test_window_scene (s->window), "point-activated", point);
}

static void
type_comment (Session *s)
{
  static const char * const texts[] = { "", "Black should play here", "ko!", "A\nB" };
  TgCommentView *comment_view = tg_test_window_child (s->window, "comment_view");
  GtkTextView *view = (GtkTextView *) gtk_widget_get_template_child (GTK_WIDGET (comment_view),
                                                                     TG_TYPE_COMMENT_VIEW,
                                                                     "text_view");
  const char *text = texts[g_rand_int_range (s->rand, 0, G_N_ELEMENTS (texts))];

  g_string_append_printf (s->log, " comment '%s'", text);
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (view), text, -1);
  tg_comment_view_flush (comment_view);
}

static void
type_name (Session *s)
{
  static const char * const names[] = { "", "Joseki", "happy" };
  TgCommentView *comment_view = tg_test_window_child (s->window, "comment_view");
  GtkEditable *entry = (GtkEditable *) gtk_widget_get_template_child (GTK_WIDGET (comment_view),
                                                                      TG_TYPE_COMMENT_VIEW,
                                                                      "name_entry");
  const char *name = names[g_rand_int_range (s->rand, 0, G_N_ELEMENTS (names))];

  g_string_append_printf (s->log, " name '%s'", name);
  gtk_editable_set_text (entry, name);
  tg_comment_view_flush (comment_view);
}

static void
tree_action (Session    *s,
             const char *action,
             GVariant   *parameter)
{
  GtkWidget *tree = find_tree (GTK_WIDGET (s->window));

  g_string_append_printf (s->log, " %s", action);
  gtk_widget_activate_action_variant (tree, action, parameter);
}

static const char * const tools[] = {
  "triangle", "square", "circle", "cross", "select", "letter", "number", "arrow", "line",
  "dim", "black", "white", "erase",
};

static void
step (Session *s)
{
  TgWindow *window = s->window;
  guint choice = g_rand_int_range (s->rand, 0, 100);

  if (choice < 30)
    click_board (s, random_point (s));
  else if (choice < 38)
    activate (s, "win.undo", NULL);
  else if (choice < 43)
    activate (s, "win.redo", NULL);
  else if (choice < 46)
    activate (s, "win.pass", NULL);
  else if (choice < 54)
    {
      static const char * const moves[] = { "win.first", "win.previous", "win.next", "win.last" };

      activate (s, moves[g_rand_int_range (s->rand, 0, 4)], NULL);
    }
  else if (choice < 58)
    {
      static const int steps[][2] = { { 0, 1 }, { 0, -1 }, { 1, 0 }, { -1, 0 } };
      int k = g_rand_int_range (s->rand, 0, 4);

      tree_action (s, "tree.move", g_variant_new ("(ii)", steps[k][0], steps[k][1]));
    }
  else if (choice < 60)
    {
      static const char * const moves[] = {
        "tree.first", "tree.last", "tree.next-fork", "tree.previous-fork",
      };

      tree_action (s, moves[g_rand_int_range (s->rand, 0, 4)], NULL);
    }
  else if (choice < 66)
    {
      /* A click on a node of the tree. */
      TgNode *node = random_node (s);

      g_string_append (s->log, " tree-click ");
      describe_node_path (s->log, node);
      tg_game_set_current (tg_window_get_game (window), node);
    }
  else if (choice < 75)
    {
      static const char * const edits[] = {
        "win.make-main-line", "win.promote-variation", "win.demote-variation",
        "win.delete-node", "win.delete-other-variations", "win.copy-variation",
        "win.cut-variation", "win.paste-variation", "win.clear-board",
      };

      activate (s, edits[g_rand_int_range (s->rand, 0, G_N_ELEMENTS (edits))], NULL);
    }
  else if (choice < 79)
    {
      static const char * const judgements[] = { "TE", "BM", "IT", "DO", "GB", "GW", "DM", "" };
      const char *chosen = judgements[g_rand_int_range (s->rand, 0, G_N_ELEMENTS (judgements))];
      gboolean move = chosen[0] != 'G' && chosen[0] != 'D' ? TRUE : g_str_equal (chosen, "DO");

      activate (s, move ? "win.annotate-move" : "win.annotate-position",
                g_variant_new_string (chosen));
    }
  else if (choice < 85)
    {
      /* A tool, a click or two with it, and back to play. */
      const char *tool = tools[g_rand_int_range (s->rand, 0, G_N_ELEMENTS (tools))];

      activate (s, "win.tool", g_variant_new_string (tool));
      click_board (s, random_point (s));
      click_board (s, random_point (s));
      activate (s, "win.tool", g_variant_new_string ("play"));
    }
  else if (choice < 88)
    activate (s, "win.setup-player",
              g_variant_new_string (g_rand_boolean (s->rand) ? "black" : "white"));
  else if (choice < 92)
    type_comment (s);
  else if (choice < 94)
    type_name (s);
  else if (choice < 96)
    {
      static const char * const counting[] = { "win.accept", "win.resume", "win.recount" };

      activate (s, counting[g_rand_int_range (s->rand, 0, G_N_ELEMENTS (counting))], NULL);
    }
  else if (choice < 98)
    activate (s, "win.add-game", NULL);
  else
    {
      TgDocument *document = tg_window_get_document (window);
      guint n = tg_document_get_n_games (document);

      if (g_rand_boolean (s->rand))
        activate (s, "win.show-game", g_variant_new_uint32 (g_rand_int_range (s->rand, 0, n)));
      else
        activate (s, "win.remove-game", g_variant_new_uint32 (g_rand_int_range (s->rand, 0, n)));
    }
  tg_test_window_settle (window);
}

/* Dialogs a step opened (the score at the end of a game) are closed: the
 * session goes on in the window. */
static void
close_dialogs (TgWindow *window)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = g_list_model_get_n_items (toplevels); i > 0; i--)
    {
      g_autoptr(GObject) item = g_list_model_get_item (toplevels, i - 1);

      if (gtk_window_get_transient_for (GTK_WINDOW (item)) == GTK_WINDOW (window))
        gtk_window_destroy (GTK_WINDOW (item));
    }
  tg_test_run_idle ();
}

/* The first line where @a and @b differ, with a little around it. */
static void
print_difference (const char *a,
                  const char *b)
{
  g_auto(GStrv) lines_a = g_strsplit (a, "\n", -1);
  g_auto(GStrv) lines_b = g_strsplit (b, "\n", -1);
  guint i = 0;

  while (lines_a[i] != NULL && lines_b[i] != NULL && g_str_equal (lines_a[i], lines_b[i]))
    i++;
  g_printerr ("live:  %s\nfresh: %s\n", lines_a[i] ? lines_a[i] : "(end)",
              lines_b[i] ? lines_b[i] : "(end)");
}

static gboolean
compare_with_fresh (Session *s,
                    guint    step_index)
{
  TgWindow *fresh = tg_test_window_new (app);
  g_autofree char *live = NULL;
  g_autofree char *built = NULL;

  tg_window_set_document (fresh, tg_window_get_document (s->window));
  tg_test_window_settle (fresh);
  close_dialogs (fresh);
  live = describe_window (s->window);
  built = describe_window (fresh);
  gtk_window_destroy (GTK_WINDOW (fresh));
  tg_test_run_idle ();
  if (g_str_equal (live, built))
    return TRUE;
  g_printerr ("\nThe live window differs from a fresh one: seed %u, after step %u.\n"
              "Replay: TG_VIEWS_SEED=%u TG_VIEWS_STEPS=%u\nSteps:%s\n",
              s->seed, step_index, s->seed, step_index, s->log->str);
  print_difference (live, built);
  g_assert_cmpstr (live, ==, built);
  return FALSE;
}

static void
run_session (guint32 seed,
             guint   n_steps)
{
  Session s = { 0 };
  g_autoptr(TgGame) game = tg_game_new (9, TG_RULES_CHINESE, 6.5, 0);

  s.seed = seed;
  s.rand = g_rand_new_with_seed (seed);
  s.log = g_string_new (NULL);
  s.window = tg_test_window_new (app);
  running = &s;
  tg_test_window_show_game (s.window, game, NULL);
  tg_test_window_settle (s.window);
  for (guint i = 1; i <= n_steps; i++)
    {
      step (&s);
      close_dialogs (s.window);
      /* Under G_DEBUG=fatal-warnings: a panel left without an allocation
       * (drawn blank) warns when the frame is painted. */
      wait_for_frame (s.window);
      if (i % COMPARE_EVERY == 0 || i == n_steps)
        compare_with_fresh (&s, i);
    }
  running = NULL;
  tg_test_window_destroy (s.window);
  g_rand_free (s.rand);
  g_string_free (s.log, TRUE);
}

static void
test_random_sessions (void)
{
  const char *seed = g_getenv ("TG_VIEWS_SEED");
  const char *steps = g_getenv ("TG_VIEWS_STEPS");
  guint n_steps = steps != NULL ? (guint) g_ascii_strtoull (steps, NULL, 10) : N_STEPS;

  if (seed != NULL)
    {
      run_session ((guint32) g_ascii_strtoull (seed, NULL, 10), n_steps);
      return;
    }
  for (guint i = 0; i < G_N_ELEMENTS (seeds); i++)
    {
      g_test_message ("session %u: seed %u", i, seeds[i]);
      run_session (seeds[i], n_steps);
    }
}

/* Regressions -------------------------------------------------------------- */

static TgWindow *
window_on_9x9 (void)
{
  TgWindow *window = tg_test_window_new (app);
  g_autoptr(TgGame) game = tg_game_new (9, TG_RULES_CHINESE, 6.5, 0);

  tg_test_window_show_game (window, game, NULL);
  tg_test_window_settle (window);
  return window;
}

static void
assert_as_fresh (TgWindow *window)
{
  Session s = { .window = window, .log = g_string_new (NULL) };

  compare_with_fresh (&s, 0);
  g_string_free (s.log, TRUE);
}

/* 14 moves fill more than the tree's card; Undo makes them fit again,
 * and the card was painted blank (GTK warned) until the next click. */
static void
test_undo_tree_shown (void)
{
  static const char * const moves[] = {
    "C3", "G7", "C7", "G3", "E5", "D4", "F4", "D6", "F6", "E3", "E7", "B5", "H5", "C5",
  };
  TgWindow *window = window_on_9x9 ();

  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    {
      tg_test_window_play (window, moves[i]);
      wait_for_frame (window);
    }
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  wait_for_frame (window);
  assert_as_fresh (window);
  tg_test_window_destroy (window);
}

/* The action of @model's item (in its sections and submenus) whose
 * label, read without its mnemonic, is @label; or NULL. */
static char *
menu_action (GMenuModel *model,
              const char *label)
{
  for (int i = 0; i < g_menu_model_get_n_items (model); i++)
    {
      g_autofree char *text = NULL;
      g_autofree char *action = NULL;
      g_autoptr(GMenuLinkIter) links = g_menu_model_iterate_item_links (model, i);
      GMenuModel *link;

      if (g_menu_model_get_item_attribute (model, i, G_MENU_ATTRIBUTE_LABEL, "s", &text) &&
          g_menu_model_get_item_attribute (model, i, G_MENU_ATTRIBUTE_ACTION, "s", &action))
        {
          g_autoptr(GString) plain = g_string_new (text);

          g_string_replace (plain, "_", "", 0);
          if (g_str_equal (plain->str, label))
            return g_steal_pointer (&action);
        }
      while (g_menu_link_iter_get_next (links, NULL, &link))
        {
          char *found = menu_action (link, label);

          g_object_unref (link);
          if (found != NULL)
            return found;
        }
    }
  return NULL;
}

/* What @accel does in @window: its action, as the key would run it. */
static char *
accel_action (TgWindow   *window,
              const char *accel)
{
  g_auto(GStrv) actions = gtk_application_get_actions_for_accel (
    gtk_window_get_application (GTK_WINDOW (window)), accel);

  g_assert_nonnull (actions);
  g_assert_cmpuint (g_strv_length (actions), ==, 1);
  return g_strdup (actions[0]);
}

/* Issue #21 §2: after Variation → Make This the Main Line, Ctrl+Z drew
 * the variation without its next move.  From every node of a record's
 * variations (nested ones too), as a tree click leaves it: the main
 * menu's item, then what Ctrl+Z and Shift+Ctrl+Z run, and after each
 * the live window is what a fresh one on the same document at the same
 * node shows. */
static void
test_main_line_undo (void)
{
  g_autoptr(TgGame) record = tg_test_game_from_sgf (
    "(;GM[1]FF[4]SZ[9]KM[6.5];B[ee];W[cc](;B[gc];W[cg];B[gg])"
    "(;B[cg];W[gc](;B[dd];W[ff];B[fd])(;B[ff];W[dd]))(;B[gg]C[third];W[gc]))");
  g_autoptr(GPtrArray) nodes = g_ptr_array_new ();
  TgWindow *window = tg_test_window_new (app);
  /* The main menu's model: its button is given it when first opened. */
  GMenuModel *primary_menu = tg_test_window_child (window, "primary_menu");
  g_autofree char *make_main_line = menu_action (primary_menu, "Make This the Main Line");
  g_autofree char *undo = accel_action (window, "<Control>z");
  g_autofree char *redo = accel_action (window, "<Shift><Control>z");
  TgGame *game;
  guint checked = 0;

  g_assert_cmpstr (make_main_line, ==, "win.make-main-line");
  tg_test_window_show_game (window, record, NULL);
  tg_test_window_settle (window);
  game = tg_window_get_game (window);
  /* The first node of every variation. */
  {
    TgNode *stack[64];
    guint depth = 0;

    stack[depth++] = tg_game_get_root (game);
    while (depth > 0)
      {
        TgNode *node = stack[--depth];

        if (node->parent != NULL && tg_node_child_index (node) > 0)
          g_ptr_array_add (nodes, node);
        for (guint c = 0; c < node->n_children; c++)
          stack[depth++] = node->children[c];
      }
  }
  g_assert_cmpuint (nodes->len, ==, 3);
  for (guint i = 0; i < nodes->len; i++)
    {
      g_autoptr(GPtrArray) below = g_ptr_array_new ();
      TgNode *start = nodes->pdata[i];

      /* The variation's first node and each one under it with a next move. */
      for (TgNode *node = start; node != NULL; node = node->n_children > 0 ? node->children[0] : NULL)
        g_ptr_array_add (below, node);
      for (guint k = 0; k < below->len; k++)
        {
          TgNode *node = below->pdata[k];
          guint version;

          tg_game_set_current (game, node);
          wait_for_frame (window);
          g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), make_main_line, NULL));
          version = tg_game_get_version (game);
          wait_for_frame (window);
          assert_as_fresh (window);
          g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), undo, NULL));
          wait_for_frame (window);
          g_assert_true (tg_game_get_current (game) == node);
          assert_as_fresh (window);
          g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), redo, NULL));
          wait_for_frame (window);
          g_assert_cmpuint (tg_game_get_version (game), >=, version);
          assert_as_fresh (window);
          g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), undo, NULL));
          wait_for_frame (window);
          checked++;
        }
    }
  g_test_message ("%u nodes made the main line and undone", checked);
  g_assert_cmpuint (checked, ==, 9);
  tg_test_window_destroy (window);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  tg_test_init (&argc, &argv, log_writer);
  app = tg_test_application_new ();
  g_test_add_func ("/window-views/undo-tree-shown", test_undo_tree_shown);
  g_test_add_func ("/window-views/main-line-undo", test_main_line_undo);
  g_test_add_func ("/window-views/random-sessions", test_random_sessions);
  status = g_test_run ();
  tg_test_application_free (app);
  return status;
}
