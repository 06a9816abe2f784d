/* tg-presentation-view.h: a game shown to a room — the board as large
 * as the space allows, kept still while the teacher steps through, and
 * the current comment in large type beside it (under it on a tall
 * screen).
 *
 * Presenting, it takes the keys a presenter's remote sends (PageUp and
 * PageDown, the arrows, Space, BackSpace) and the mouse wheel to step
 * through the record with win.previous and win.next, Esc to leave
 * (win.presentation); hides the pointer when it rests; and lets the
 * teacher mark the board with the markup tools and a pen, marks that
 * stay out of the record (TgLessonMarks) unless kept.  As a follower
 * (a second screen) it only shows.
 *
 * Actions: presentation.tool (s), presentation.show-variations,
 * presentation.show-tree (toggles), presentation.keep-marks,
 * presentation.clear-marks, presentation.step (i).
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "tg-board-scene.h"
#include "tg-game.h"
#include "tg-lesson-marks.h"

G_BEGIN_DECLS

/* What a click or a drag on the board does while presenting. */
typedef enum
{
  TG_LESSON_TOOL_PEN = 0,
  TG_LESSON_TOOL_TRIANGLE,
  TG_LESSON_TOOL_CIRCLE,
  TG_LESSON_TOOL_SQUARE,
  TG_LESSON_TOOL_CROSS,
  TG_LESSON_TOOL_LETTER,
  TG_LESSON_TOOL_NUMBER,
  TG_LESSON_TOOL_ARROW,
} TgLessonTool;

#define TG_TYPE_LESSON_TOOL (tg_lesson_tool_get_type ())
GType tg_lesson_tool_get_type (void) G_GNUC_CONST;

#define TG_TYPE_PRESENTATION_VIEW (tg_presentation_view_get_type ())
G_DECLARE_FINAL_TYPE (TgPresentationView, tg_presentation_view, TG, PRESENTATION_VIEW, GtkWidget)

/* @follower: only shows (no keys, tools, pen or buttons). */
GtkWidget     *tg_presentation_view_new          (gboolean            follower);
/* Shows @game's current node as it moves; its marks are for that game. */
void           tg_presentation_view_set_game     (TgPresentationView *self,
                                                  TgGame             *game);

G_END_DECLS
