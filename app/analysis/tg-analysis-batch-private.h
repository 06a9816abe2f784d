/* tg-analysis-batch-private.h: the time left of Analyse Whole Game, as a
 * sum the tests can do without waiting, and GNU Go's lead as it combines
 * counts the tests can write by hand.
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

/* GNU Go's lead at a position of a line (see tg-analysis-batch.c), from
 * its counts (score_static) of the seven positions from three before it
 * to three after it, @counts[3] its own; NAN for a position the line
 * does not have, or not answered yet. */
double        _tg_analysis_batch_gnugo_lead   (const double  counts[7]);

G_END_DECLS
