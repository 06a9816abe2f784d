/* tg-window-analysis-private.h: what tg-window-analysis.c (the live
 * analysis, the actions) and tg-window-analysis-panel.c (the graph,
 * Analyse Whole Game) share.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tg-analyser.h"
#include "tg-analysis-batch.h"
#include "tg-engine-profile.h"
#include "tg-score-graph.h"
#include "tg-window-private.h"

G_BEGIN_DECLS

struct _TgWindowAnalysis
{
  TgWindow        *window;
  GSettings       *settings;
  GSimpleAction   *analysis_action;
  GSimpleAction   *analyse_game_action;
  GSimpleAction   *cancel_action;
  /* The analysis menu's section of engines, filled here. */
  GMenu           *engines_section;

  /* The live analysis: its engine's profile, the game whose current
   * node it follows, what the board shows of that node and what waits
   * for the next frame (both dropped when the node moves). */
  TgAnalyser      *analyser;
  TgEngineProfile *profile;
  TgGame          *game;
  TgAnalysis      *shown;
  TgAnalysis      *pending;
  guint            tick_id;
  /* Frames painted with analysis, for the tests. */
  guint            n_painted;

  /* The analysis panel's graph, which the live analysis and Analyse
   * Whole Game add values to. */
  TgScoreGraph    *graph;
  /* Counts the time left down between answers. */
  guint            progress_tick_id;

  /* Analyse Whole Game. */
  TgAnalysisBatch *batch;
};

/* The profile the settings name for analysis, GNU Go when it is gone. */
TgEngineProfile *_tg_window_analysis_profile   (TgWindowAnalysis *self);
/* A stopped engine for @profile, or NULL after saying why in a toast. */
TgEngine        *_tg_window_analysis_engine    (TgWindowAnalysis *self,
                                                TgEngineProfile  *profile);

/* Whether the settings ask for win rates rather than score leads. */
gboolean         _tg_window_analysis_show_winrate (TgWindowAnalysis *self);

/* tg-window-analysis-panel.c */
void             _tg_window_analysis_start_batch (TgWindowAnalysis *self,
                                                  gboolean          current_line);
void             _tg_window_analysis_cancel_batch (TgWindowAnalysis *self);

G_END_DECLS
