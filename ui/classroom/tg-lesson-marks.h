/* tg-lesson-marks.h: the teacher's marks during a lesson, which are not
 * part of the record — symbols, labels, arrows and lines from the
 * markup tools, and the pen's strokes — kept for each node shown, until
 * the teacher keeps them in the record or the lesson ends.
 *
 * Keeping writes them through the game's edit layer as one step (one
 * undo takes them all back): the markup as SGF has it, and each pen
 * stroke as the lines (LN) joining the points it passes.  GLib only.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "tg-board-markup.h"
#include "tg-game.h"

G_BEGIN_DECLS

#define TG_TYPE_LESSON_MARKS (tg_lesson_marks_get_type ())
G_DECLARE_FINAL_TYPE (TgLessonMarks, tg_lesson_marks, TG, LESSON_MARKS, GObject)

/* Marks for the nodes of @game (signal "changed" (TgNode *node)). */
TgLessonMarks       *tg_lesson_marks_new          (TgGame        *game);

/* The marks of @node, or NULL when it has none. */
const TgBoardMarkup *tg_lesson_marks_get_markup   (TgLessonMarks *marks,
                                                   TgNode        *node);
/* GArray of TgBoardPenPoint per stroke, or NULL when it has none. */
GPtrArray           *tg_lesson_marks_get_strokes  (TgLessonMarks *marks,
                                                   TgNode        *node);
gboolean             tg_lesson_marks_is_empty     (TgLessonMarks *marks);

/* @symbol (one of TG_MARKUP_SYMBOLS) at (@col, @row), replacing another;
 * the same one again takes it off. */
void                 tg_lesson_marks_toggle       (TgLessonMarks *marks,
                                                   TgNode        *node,
                                                   TgMarkupFlags  symbol,
                                                   guint          col,
                                                   guint          row);
/* The next letter (or number) free on @node, record and lesson both;
 * on a point with a lesson label, takes it off. */
void                 tg_lesson_marks_toggle_label (TgLessonMarks *marks,
                                                   TgNode        *node,
                                                   guint          col,
                                                   guint          row,
                                                   gboolean       numbers);
/* An arrow (or a line) between two points; again, taken off. */
void                 tg_lesson_marks_toggle_line  (TgLessonMarks *marks,
                                                   TgNode        *node,
                                                   gboolean       arrow,
                                                   guint          from_col,
                                                   guint          from_row,
                                                   guint          to_col,
                                                   guint          to_row);
/* A pen stroke (TgBoardPenPoint), copied. */
void                 tg_lesson_marks_add_stroke   (TgLessonMarks *marks,
                                                   TgNode        *node,
                                                   GArray        *stroke);
/* Forgets every mark. */
void                 tg_lesson_marks_clear        (TgLessonMarks *marks);
/* Writes every mark into the record as one step and forgets them;
 * returns how many nodes got marks. */
guint                tg_lesson_marks_keep         (TgLessonMarks *marks);

/* The lines (TgMarkupLine) a stroke is kept as: a polyline through the
 * board points nearest to it, one line per straight run. */
GArray              *tg_lesson_marks_stroke_lines (GArray        *stroke,
                                                   guint          size);

G_END_DECLS
