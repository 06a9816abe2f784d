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

/* The position of the line the current node belongs to. */
guint         tg_score_graph_get_current   (TgScoreGraph *graph);

/* What the graph shows, for the tests: positions of the line, and the
 * value of position @index (NAN when it has none). */
guint         tg_score_graph_get_n_positions (TgScoreGraph *graph);
double        tg_score_graph_get_value     (TgScoreGraph *graph,
                                            guint         index);

G_END_DECLS
