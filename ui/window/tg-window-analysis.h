/* tg-window-analysis.h: what the analysis engine thinks, in the main
 * window — win.analysis (the live analysis of the node shown, on the
 * board's analysis layer and in the side panel), win.show-territory,
 * win.analysis-value, win.analysis-engine, win.analyse-game (s: "main"
 * or "current") and win.cancel-analysis; the score graph under the
 * board; the review of stored analysis in the side panel.
 *
 * Private to the window: tg-window.c calls these at the points named.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tg-window.h"

G_BEGIN_DECLS

typedef struct _TgWindowAnalysis TgWindowAnalysis;

/* At the end of tg_window_init, before the first game. */
TgWindowAnalysis *_tg_window_analysis_new        (TgWindow         *window);
/* In dispose: stops the engines. */
void              _tg_window_analysis_free       (TgWindowAnalysis *self);
/* The window shows another game. */
void              _tg_window_analysis_game_replaced (TgWindowAnalysis *self);
/* After every change of the game: the values of the node shown, the
 * graph's and the review's.  The live analysis follows the current
 * node on its own. */
void              _tg_window_analysis_update     (TgWindowAnalysis *self);

G_END_DECLS
