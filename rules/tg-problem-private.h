/* tg-problem-private.h: what tests take from tg-problem.c beside its
 * public header.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tg-problem.h"

G_BEGIN_DECLS

/* Where Tengen's random replies come from (default: a GRand of the
 * problem's own, seeded from the clock). */
void            tg_problem_set_chooser      (TgProblem        *problem,
                                             TgProblemChooser  chooser,
                                             gpointer          user_data,
                                             GDestroyNotify    destroy);

G_END_DECLS
