/* tg-presentation-view-input.c: the teacher's hands on a presentation —
 * the pen's drag in board points, the markup tools' clicks and drags,
 * the mouse wheel as steps, and the pointer hidden while it rests.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-presentation-view-private.h"

static gboolean
board_coordinates (TgPresentationView *self,
                   double              x,
                   double              y,
                   double             *col,
                   double             *row)
{
  const TgBoard *board = tg_board_scene_get_board (self->scene);
  TgBoardRegion region;
  double x0, y0, x1, y1;

  tg_board_scene_get_region (self->scene, &region);
  if (region.cols < 2 || region.rows < 2 ||
      !tg_board_view_get_point_position (self->board_view,
                                         tg_board_point (board, region.col, region.row), &x0, &y0) ||
      !tg_board_view_get_point_position (self->board_view,
                                         tg_board_point (board, region.col + region.cols - 1,
                                                         region.row + region.rows - 1), &x1, &y1))
    return FALSE;
  *col = region.col + (x - x0) / (x1 - x0) * (region.cols - 1);
  *row = region.row + (y - y0) / (y1 - y0) * (region.rows - 1);
  return TRUE;
}

static void
drag_begin_cb (GtkGestureDrag     *gesture,
               double              x,
               double              y,
               TgPresentationView *self)
{
  double col, row;

  if (self->follower || self->tool != TG_LESSON_TOOL_PEN || self->marks == NULL ||
      !board_coordinates (self, x, y, &col, &row))
    {
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_DENIED);
      return;
    }
  self->drawing = TRUE;
  self->drag_x = x;
  self->drag_y = y;
  g_array_set_size (self->stroke, 0);
  g_array_append_val (self->stroke, ((TgBoardPenPoint) { col, row }));
  tg_board_scene_begin_stroke (self->scene, col, row);
}

static void
drag_update_cb (GtkGestureDrag     *gesture,
                double              dx,
                double              dy,
                TgPresentationView *self)
{
  double col, row;

  if (!self->drawing || !board_coordinates (self, self->drag_x + dx, self->drag_y + dy, &col, &row))
    return;
  g_array_append_val (self->stroke, ((TgBoardPenPoint) { col, row }));
  tg_board_scene_extend_stroke (self->scene, col, row);
}

static void
drag_end_cb (GtkGestureDrag     *gesture,
             double              dx,
             double              dy,
             TgPresentationView *self)
{
  TgNode *node = tg_board_scene_get_node (self->scene);

  if (!self->drawing)
    return;
  self->drawing = FALSE;
  if (node != NULL)
    tg_lesson_marks_add_stroke (self->marks, node, self->stroke);
}

static void
mark_point (TgPresentationView *self,
            TgPoint             point)
{
  static const TgMarkupFlags symbols[] = {
    [TG_LESSON_TOOL_TRIANGLE] = TG_MARKUP_TRIANGLE,
    [TG_LESSON_TOOL_CIRCLE] = TG_MARKUP_CIRCLE,
    [TG_LESSON_TOOL_SQUARE] = TG_MARKUP_SQUARE,
    [TG_LESSON_TOOL_CROSS] = TG_MARKUP_CROSS,
  };
  const TgBoard *board = tg_board_scene_get_board (self->scene);
  TgNode *node = tg_board_scene_get_node (self->scene);
  guint col = tg_board_point_x (board, point), row = tg_board_point_y (board, point);

  if (node == NULL || self->marks == NULL)
    return;
  switch (self->tool)
    {
    case TG_LESSON_TOOL_PEN:
      break;
    case TG_LESSON_TOOL_TRIANGLE:
    case TG_LESSON_TOOL_CIRCLE:
    case TG_LESSON_TOOL_SQUARE:
    case TG_LESSON_TOOL_CROSS:
      tg_lesson_marks_toggle (self->marks, node, symbols[self->tool], col, row);
      break;
    case TG_LESSON_TOOL_LETTER:
    case TG_LESSON_TOOL_NUMBER:
      tg_lesson_marks_toggle_label (self->marks, node, col, row,
                                    self->tool == TG_LESSON_TOOL_NUMBER);
      break;
    case TG_LESSON_TOOL_ARROW:
      if (self->anchor == TG_PASS || self->anchor == point)
        {
          self->anchor = self->anchor == point ? TG_PASS : point;
          return;
        }
      tg_lesson_marks_toggle_line (self->marks, node, TRUE, tg_board_point_x (board, self->anchor),
                                   tg_board_point_y (board, self->anchor), col, row);
      self->anchor = TG_PASS;
      break;
    default:
      g_assert_not_reached ();
    }
}

static void
point_activated_cb (TgPresentationView *self,
                    int                 point)
{
  if (!self->follower)
    mark_point (self, point);
}

/* A drag across points: an arrow from its first point to its last. */
static void
points_stroked_cb (TgPresentationView *self,
                   GArray             *points)
{
  const TgBoard *board = tg_board_scene_get_board (self->scene);
  TgNode *node = tg_board_scene_get_node (self->scene);
  TgPoint from = g_array_index (points, TgPoint, 0);
  TgPoint to = g_array_index (points, TgPoint, points->len - 1);

  if (self->follower || self->tool != TG_LESSON_TOOL_ARROW || node == NULL || self->marks == NULL)
    return;
  self->anchor = TG_PASS;
  tg_lesson_marks_toggle_line (self->marks, node, TRUE, tg_board_point_x (board, from),
                               tg_board_point_y (board, from), tg_board_point_x (board, to),
                               tg_board_point_y (board, to));
}

void
_tg_presentation_view_step (TgPresentationView *self,
                            int                 delta)
{
  for (; delta > 0; delta--)
    gtk_widget_activate_action (GTK_WIDGET (self), "win.next", NULL);
  for (; delta < 0; delta++)
    gtk_widget_activate_action (GTK_WIDGET (self), "win.previous", NULL);
}

static gboolean
scroll_cb (GtkEventControllerScroll *controller,
           double                    dx,
           double                    dy,
           TgPresentationView       *self)
{
  int steps;

  if (self->follower)
    return FALSE;
  self->scrolled += dy;
  steps = (int) self->scrolled;
  self->scrolled -= steps;
  _tg_presentation_view_step (self, steps);
  return TRUE;
}

static gboolean
hide_pointer_cb (gpointer user_data)
{
  TgPresentationView *self = user_data;

  self->idle_id = 0;
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "none");
  return G_SOURCE_REMOVE;
}

void
_tg_presentation_view_restart_idle (TgPresentationView *self)
{
  g_clear_handle_id (&self->idle_id, g_source_remove);
  self->idle_id = g_timeout_add (self->idle_ms, hide_pointer_cb, self);
}

static void
motion_cb (GtkEventControllerMotion *controller,
           double                    x,
           double                    y,
           TgPresentationView       *self)
{
  /* X sends motion without a move when windows restack. */
  if (x == self->pointer_x && y == self->pointer_y && self->idle_id == 0 &&
      gtk_widget_get_cursor (GTK_WIDGET (self)) != NULL)
    return;
  self->pointer_x = x;
  self->pointer_y = y;
  gtk_widget_set_cursor (GTK_WIDGET (self), NULL);
  _tg_presentation_view_restart_idle (self);
}

void
_tg_presentation_view_init_input (TgPresentationView *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  GtkGesture *drag;
  GtkEventController *controller;

  g_signal_connect_object (self->scene, "point-activated", G_CALLBACK (point_activated_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->scene, "points-stroked", G_CALLBACK (points_stroked_cb), self,
                           G_CONNECT_SWAPPED);

  /* The pen takes the drag before the board's click. */
  drag = gtk_gesture_drag_new ();
  gtk_event_controller_set_propagation_phase (GTK_EVENT_CONTROLLER (drag), GTK_PHASE_CAPTURE);
  g_signal_connect (drag, "drag-begin", G_CALLBACK (drag_begin_cb), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (drag_update_cb), self);
  g_signal_connect (drag, "drag-end", G_CALLBACK (drag_end_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self->board_view), GTK_EVENT_CONTROLLER (drag));

  controller = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_VERTICAL);
  g_signal_connect (controller, "scroll", G_CALLBACK (scroll_cb), self);
  gtk_widget_add_controller (widget, controller);

  controller = gtk_event_controller_motion_new ();
  g_signal_connect (controller, "motion", G_CALLBACK (motion_cb), self);
  gtk_widget_add_controller (widget, controller);
}
