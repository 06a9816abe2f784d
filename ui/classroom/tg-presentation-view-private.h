/* tg-presentation-view-private.h: what tg-presentation-view.c (layout,
 * labels, actions) and tg-presentation-view-input.c (the pen, the tools'
 * clicks, the wheel, the resting pointer) share.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tg-board-view.h"
#include "tg-game-tree.h"
#include "tg-presentation-view.h"

G_BEGIN_DECLS

struct _TgPresentationView
{
  GtkWidget      parent_instance;

  /* Template widgets */
  TgBoardView   *board_view;
  GtkWidget     *side_box;
  GtkLabel      *heading_label;
  GtkLabel      *status_label;
  GtkLabel      *comment_label;
  GtkRevealer   *tree_revealer;
  TgGameTree    *game_tree;
  GtkWidget     *controls_box;
  GtkLabel      *tool_label;

  gboolean       follower;
  GSettings     *settings;
  TgBoardScene  *scene;
  TgGame        *game;
  TgLessonMarks *marks;

  TgLessonTool   tool;
  gboolean       show_variations;
  gboolean       show_tree;
  /* The arrow tool's first point, or TG_PASS. */
  TgPoint        anchor;

  /* The pen's stroke in progress: where the drag began. */
  gboolean       drawing;
  double         drag_x;
  double         drag_y;
  GArray        *stroke;          /* TgBoardPenPoint */

  /* Wheel steps not yet taken (a touchpad scrolls in fractions). */
  double         scrolled;

  /* The pointer: hidden after it rested idle_ms. */
  guint          idle_ms;
  guint          idle_id;
  double         pointer_x;
  double         pointer_y;
};

/* tg-presentation-view-input.c */
void          _tg_presentation_view_init_input   (TgPresentationView *self);
/* @delta moves forward (win.next) or back (win.previous). */
void          _tg_presentation_view_step         (TgPresentationView *self,
                                                  int                 delta);
/* The pointer is hidden once it rests idle_ms from now. */
void          _tg_presentation_view_restart_idle (TgPresentationView *self);

TgGame        *tg_presentation_view_get_game     (TgPresentationView *self);
TgLessonMarks *tg_presentation_view_get_marks    (TgPresentationView *self);
TgBoardScene  *tg_presentation_view_get_scene    (TgPresentationView *self);

/* How long the pointer rests before it is hidden (2000 ms by default). */
void           tg_presentation_view_set_idle_time (TgPresentationView *self,
                                                   guint               idle_ms);

G_END_DECLS
