/* tg-score-graph.h: the score lead (or Black's winrate) over the line of
 * play shown, as the record stores it (tg-analysis-record.h) and as the
 * live analysis adds to it; a click or a drag goes to that move, and
 * the current move is marked.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "tg-game.h"

G_BEGIN_DECLS

#define TG_TYPE_SCORE_GRAPH (tg_score_graph_get_type ())
G_DECLARE_FINAL_TYPE (TgScoreGraph, tg_score_graph, TG, SCORE_GRAPH, GtkWidget)

/* Property "game". */
void          tg_score_graph_set_game      (TgScoreGraph *graph,
                                            TgGame       *game);
/* Property "show-winrate": Black's winrate where the line has winrates,
 * rather than the lead. */
void          tg_score_graph_set_show_winrate (TgScoreGraph *graph,
                                               gboolean      show);
/* Values of @node not stored in the record (the live analysis), Black's;
 * NAN for what is not known.  Cleared with another game. */
void          tg_score_graph_set_live      (TgScoreGraph *graph,
                                            TgNode       *node,
                                            double        score_lead,
                                            double        winrate);

/* Forgets every value given by tg_score_graph_set_live (). */
void          tg_score_graph_clear_live    (TgScoreGraph *graph);
/* The positions of the line shown (TgNode *), valid until the game's
 * next "changed": the same array as long as neither the line nor its
 * stored values changed. */
GPtrArray    *tg_score_graph_get_line      (TgScoreGraph *graph);
/* Whether any position of the line has a value. */
gboolean      tg_score_graph_has_values    (TgScoreGraph *graph);
/* The position a click at @x (widget pixels) goes to. */
guint         tg_score_graph_index_at      (TgScoreGraph *graph,
                                            double        x);

G_END_DECLS
