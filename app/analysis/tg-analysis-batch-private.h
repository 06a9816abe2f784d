/* tg-analysis-batch-private.h: the time left of Analyse Whole Game, as a
 * sum the tests can do without waiting.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tg-analysis-batch.h"

G_BEGIN_DECLS

/* The seconds @n_left positions should take at the pace of the last of
 * the @n_done answered (@seconds each), the one asked now having taken
 * @current so far; -1 before any answer. */
double        _tg_analysis_batch_seconds_left (const double *seconds,
                                               guint         n_done,
                                               guint         n_left,
                                               double        current);

G_END_DECLS
