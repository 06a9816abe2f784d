/* tg-first-frame.c
 *
 * Start-up is measured from outside: tests/bench/bench-render spawns the
 * app and a bare window alike and sets this report against the moment it
 * spawned them, on the same monotonic clock.  Both programs call this one
 * function, so that both report the very same event; TgApplication and
 * TgWindow know nothing of it.
 *
 * "document-shown" marks the first frame painted once the first window
 * shows a record with a file (the one given on the command line, read
 * in a worker thread) with its game tree: the tree follows the window's
 * game at once and is laid out and drawn in the next frame.
 *
 * "position-shown" then marks each frame painted after the shown game's
 * current node changed, with the moment the window last received a key
 * or button press, for tests/bench/bench-navigate: the jump's own time
 * from input to screen.  It says too where that frame showed the current
 * node and its parent in the game tree, and where the score graph was
 * (window pixels, or "-"), each with the part of the view a person can
 * see (a scrolled panel and the window clip it), for the bench's clicks
 * there.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tg-first-frame.h"

#include "tg-game-tree.h"
#include "tg-score-graph.h"
#include "tg-window.h"

static gboolean position_changed;
static gint64 input_time;

static gboolean
input_cb (GtkEventControllerLegacy *controller,
          GdkEvent                 *event)
{
  GdkEventType type = gdk_event_get_event_type (event);

  if (type == GDK_KEY_PRESS || type == GDK_BUTTON_PRESS)
    input_time = g_get_monotonic_time ();
  return GDK_EVENT_PROPAGATE;
}

static void
current_node_cb (void)
{
  position_changed = TRUE;
}

/* Seen before any widget of the window takes the event. */
static void
watch_input (GtkWidget *window)
{
  GtkEventController *controller = gtk_event_controller_legacy_new ();

  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
  g_signal_connect (controller, "event", G_CALLBACK (input_cb), NULL);
  gtk_widget_add_controller (window, controller);
}

/* The first widget of @type under @window, depth first. */
static GtkWidget *
find_widget (GtkWidget *window,
             GType      type)
{
  g_autoptr(GPtrArray) stack = g_ptr_array_new ();

  g_ptr_array_add (stack, window);
  while (stack->len > 0)
    {
      GtkWidget *widget = g_ptr_array_steal_index (stack, stack->len - 1);

      if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
        return widget;
      for (GtkWidget *child = gtk_widget_get_last_child (widget); child != NULL;
           child = gtk_widget_get_prev_sibling (child))
        g_ptr_array_add (stack, child);
    }
  return NULL;
}

/* @x, @y of @widget in @window's surface, appended to @out. */
static void
append_point (GString   *out,
              GtkWidget *window,
              GtkWidget *widget,
              double     x,
              double     y)
{
  double surface_x, surface_y, window_x, window_y;

  gtk_native_get_surface_transform (GTK_NATIVE (window), &surface_x, &surface_y);
  if (!gtk_widget_translate_coordinates (widget, window, x, y, &window_x, &window_y))
    window_x = window_y = -1;
  g_string_append_printf (out, " %.0f %.0f", window_x + surface_x, window_y + surface_y);
}

/* " X Y WIDTH HEIGHT" of the part of @widget a person sees in @window,
 * which the panels that scroll it and the window itself clip, in the
 * surface's pixels; " -" when none shows. */
static void
append_visible (GString   *out,
                GtkWidget *window,
                GtkWidget *widget)
{
  graphene_rect_t visible, clip;
  double surface_x, surface_y;

  if (!gtk_widget_compute_bounds (widget, window, &visible))
    {
      g_string_append (out, " -");
      return;
    }
  for (GtkWidget *ancestor = gtk_widget_get_parent (widget); ancestor != NULL;
       ancestor = gtk_widget_get_parent (ancestor))
    if ((GTK_IS_SCROLLED_WINDOW (ancestor) || ancestor == window)
        && gtk_widget_compute_bounds (ancestor, window, &clip)
        && !graphene_rect_intersection (&visible, &clip, &visible))
      {
        g_string_append (out, " -");
        return;
      }
  gtk_native_get_surface_transform (GTK_NATIVE (window), &surface_x, &surface_y);
  g_string_append_printf (out, " %.0f %.0f %.0f %.0f", visible.origin.x + surface_x,
                          visible.origin.y + surface_y, visible.size.width, visible.size.height);
}

/* " tree CX CY PX PY VX VY VW VH graph X Y WIDTH HEIGHT VX VY VW VH",
 * V… the part shown, with "-" for what the window does not show. */
static char *
describe_views (GtkWidget *window)
{
  GtkWidget *tree = find_widget (window, TG_TYPE_GAME_TREE);
  GtkWidget *graph = find_widget (window, TG_TYPE_SCORE_GRAPH);
  TgNode *current = tg_game_get_current (tg_window_get_game (TG_WINDOW (window)));
  GString *out = g_string_new (" tree");
  double x, y, parent_x, parent_y;

  if (tree != NULL && gtk_widget_get_mapped (tree) && current->parent != NULL
      && tg_game_tree_get_node_position (TG_GAME_TREE (tree), current, &x, &y)
      && tg_game_tree_get_node_position (TG_GAME_TREE (tree), current->parent,
                                         &parent_x, &parent_y))
    {
      append_point (out, window, tree, x, y);
      append_point (out, window, tree, parent_x, parent_y);
      append_visible (out, window, tree);
    }
  else
    g_string_append (out, " -");
  g_string_append (out, " graph");
  if (graph != NULL && gtk_widget_get_mapped (graph))
    {
      append_point (out, window, graph, 0, 0);
      g_string_append_printf (out, " %d %d", gtk_widget_get_width (graph),
                              gtk_widget_get_height (graph));
      append_visible (out, window, graph);
    }
  else
    g_string_append (out, " -");
  return g_string_free (out, FALSE);
}

/* Every frame of the first window asks what it has painted, rather than
 * following the window's signals: the record may have been read, and
 * its game set, before this listened or before the window was on
 * screen, and a frame painted after either knows all the same. */
static void
after_paint_cb (GdkFrameClock *clock,
                GtkWidget     *window)
{
  static gboolean first_painted, document_painted;
  gint64 now = g_get_monotonic_time ();
  g_autofree char *views = NULL;

  if (!first_painted)
    {
      first_painted = TRUE;
      g_printerr ("first-frame %" G_GINT64_FORMAT "\n", now);
    }
  if (!TG_IS_WINDOW (window))
    {
      g_signal_handlers_disconnect_by_func (clock, after_paint_cb, window);
      return;
    }
  if (!document_painted)
    {
      /* The tree follows the window's game at once and is laid out and
       * drawn in the frame that follows. */
      if (tg_window_get_file (TG_WINDOW (window)) == NULL)
        return;
      document_painted = TRUE;
      g_printerr ("document-shown %" G_GINT64_FORMAT "\n", now);
      g_signal_connect (tg_window_get_game (TG_WINDOW (window)), "notify::current-node",
                        G_CALLBACK (current_node_cb), NULL);
      watch_input (window);
      return;
    }
  if (!position_changed)
    return;
  position_changed = FALSE;
  views = describe_views (window);
  g_printerr ("position-shown %" G_GINT64_FORMAT " %" G_GINT64_FORMAT "%s\n", now, input_time,
              views);
}

/* A window has no frame clock before it is realized. */
static void
window_realized_cb (GtkWidget *window)
{
  g_signal_handlers_disconnect_by_func (window, window_realized_cb, NULL);
  g_signal_connect (gtk_widget_get_frame_clock (window), "after-paint",
                    G_CALLBACK (after_paint_cb), window);
}

static void
window_added_cb (GtkApplication *application,
                 GtkWindow      *window)
{
  g_signal_connect (window, "realize", G_CALLBACK (window_realized_cb), NULL);
  g_signal_handlers_disconnect_by_func (application, window_added_cb, NULL);
}

void
tg_first_frame_report (GtkApplication *application)
{
  g_return_if_fail (GTK_IS_APPLICATION (application));

  if (g_getenv ("TENGEN_REPORT_FIRST_FRAME") != NULL)
    g_signal_connect (application, "window-added", G_CALLBACK (window_added_cb), NULL);
}
