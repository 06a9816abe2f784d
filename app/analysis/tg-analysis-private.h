/* tg-analysis-private.h: what tests take from tg-analysis.c beside its
 * public header.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tg-analysis.h"

G_BEGIN_DECLS

/* Ownership of the point at (@x, @y), @y from the top; NAN when none. */
double        tg_analysis_get_ownership (const TgAnalysis *analysis,
                                         guint             x,
                                         guint             y);

G_END_DECLS
