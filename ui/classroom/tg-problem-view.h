/* tg-problem-view.h: problem mode — the games of a document as problems
 * to solve, one at a time: the board of the attempt, what the record
 * says of it, Retry, Show Solution, the previous and next problem and how
 * many are solved.
 *
 * The record is never changed (TgProblem plays in a game of its own);
 * the previous and next problem are the document's games, so the window
 * shows the last one tried once problem mode ends.
 *
 * Actions: problem.retry, problem.solution, problem.previous,
 * problem.next; Esc leaves (win.solve-problems).
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "tg-document.h"
#include "tg-problem.h"

G_BEGIN_DECLS

#define TG_TYPE_PROBLEM_VIEW (tg_problem_view_get_type ())
G_DECLARE_FINAL_TYPE (TgProblemView, tg_problem_view, TG, PROBLEM_VIEW, GtkWidget)

GtkWidget    *tg_problem_view_new              (TgDocument    *document);
TgDocument   *tg_problem_view_get_document     (TgProblemView *self);

G_END_DECLS
