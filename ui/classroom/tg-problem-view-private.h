/* tg-problem-view-private.h: what tests take from tg-problem-view.c beside its
 * public header.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tg-problem-view.h"

G_BEGIN_DECLS

/* How many of the document's games were solved here (Show Solution
 * does not count). */
guint         tg_problem_view_get_n_solved     (TgProblemView *self);

/* The problem shown (a new one for each game, and again after Retry). */
TgProblem    *tg_problem_view_get_problem      (TgProblemView *self);

/* How long Tengen waits before it answers, so the student sees the
 * move first (milliseconds; 500 by default). */
void          tg_problem_view_set_answer_delay (TgProblemView *self,
                                                guint          delay_ms);

G_END_DECLS
