/* tg-analysis-panel.h: the analysis in the side panel — the score lead
 * and win rate of the node shown (the live analysis's, or the record's),
 * the review of the line the score graph shows (each player's average
 * loss, mistakes by size, the biggest ones, a click away), and under
 * them the graph with Analyse Whole Game's progress.
 *
 * Given the game, it follows the game's own "changed"; the live
 * analysis tells it what it has of the current node.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "tg-analysis.h"
#include "tg-game.h"
#include "tg-score-graph.h"

G_BEGIN_DECLS

#define TG_TYPE_ANALYSIS_PANEL (tg_analysis_panel_get_type ())
G_DECLARE_FINAL_TYPE (TgAnalysisPanel, tg_analysis_panel, TG, ANALYSIS_PANEL, GtkWidget)

/* Property "game". */
void          tg_analysis_panel_set_game  (TgAnalysisPanel *self,
                                           TgGame          *game);
/* The score graph under the values, whose line is reviewed. */
TgScoreGraph *tg_analysis_panel_get_graph (TgAnalysisPanel *self);
/* Analyse Whole Game's progress over the graph: @text, and @fraction
 * done; hidden when @text is NULL. */
void          tg_analysis_panel_show_progress (TgAnalysisPanel *self,
                                               const char      *text,
                                               double           fraction);
/* The live analysis of the current node: what @engine has said of it
 * (@analysis, NULL while it thinks), @engine NULL while the analysis is
 * off; its legend in win rates when @show_winrate. */
void          tg_analysis_panel_set_live  (TgAnalysisPanel *self,
                                           TgAnalysis      *analysis,
                                           const char      *engine,
                                           gboolean         show_winrate);

G_END_DECLS
