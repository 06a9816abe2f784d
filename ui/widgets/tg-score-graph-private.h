/* tg-score-graph-private.h: what the score graph keeps, for its tests.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tg-score-graph.h"

G_BEGIN_DECLS

/* The image of the curve the last frame showed, or NULL: the same until
 * the values, the size or the colours change. */
GdkTexture   *_tg_score_graph_get_curve (TgScoreGraph *self);

G_END_DECLS
