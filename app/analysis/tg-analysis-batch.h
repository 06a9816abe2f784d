/* tg-analysis-batch.h: Analyse Whole Game — every position of a line,
 * one after another, by an engine of its own on a copy of the record, so
 * that the reader goes on browsing (and the live analysis goes on) in
 * the game itself; then what was analysed is stored in the record as one
 * step of undo (tg-analysis-record.h).
 *
 * Signals: progress () after each position; finished (gboolean
 * cancelled, const char *error): no more will come — what was analysed
 * until then can still be stored.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tg-analysis.h"
#include "tg-game.h"

G_BEGIN_DECLS

#define TG_TYPE_ANALYSIS_BATCH (tg_analysis_batch_get_type ())
G_DECLARE_FINAL_TYPE (TgAnalysisBatch, tg_analysis_batch, TG, ANALYSIS_BATCH, GObject)

/* @line: positions of @game (tg_analysis_record_line); @visits for each
 * (streams only; GNU Go answers once). */
TgAnalysisBatch *tg_analysis_batch_new       (TgEngine              *engine,
                                              const char * const    *rules_commands,
                                              TgAnalysisPerspective  fallback,
                                              TgGame                *game,
                                              GPtrArray             *line,
                                              guint                  visits);
/* How long one position may take (a minute unless set). */
void             tg_analysis_batch_set_timeout (TgAnalysisBatch     *batch,
                                                guint                timeout_ms);
void             tg_analysis_batch_start     (TgAnalysisBatch       *batch);
/* Stops after nothing more: "finished" comes with @cancelled. */
void             tg_analysis_batch_cancel    (TgAnalysisBatch       *batch);
gboolean         tg_analysis_batch_get_running (TgAnalysisBatch     *batch);
guint            tg_analysis_batch_get_n_positions (TgAnalysisBatch *batch);
/* Positions answered so far, analysed or not. */
guint            tg_analysis_batch_get_n_done (TgAnalysisBatch      *batch);
/* The node of the game at position @index of the line. */
TgNode          *tg_analysis_batch_get_node   (TgAnalysisBatch      *batch,
                                               guint                 index);
/* What the position @index of the line got, or NULL. */
TgAnalysis      *tg_analysis_batch_get_result (TgAnalysisBatch      *batch,
                                               guint                 index);
/* Why position @index has no result: the engine refused it, or failed
 * while it was asked; NULL when it has one or was not asked. */
const char      *tg_analysis_batch_get_error  (TgAnalysisBatch      *batch,
                                               guint                 index);
/* Black's lead at position @index as it is stored: the engine's, or GNU
 * Go's counts combined over the line (the counts before and after each
 * move, and two positions on with the same side to move, see the .c);
 * NAN when the position has none.  A GNU Go position's lead settles
 * once the three positions after it are answered. */
double           tg_analysis_batch_get_lead  (TgAnalysisBatch      *batch,
                                              guint                 index);
/* The seconds the rest should take at the pace of the last positions
 * answered, less what the one asked now has taken; -1 before the first
 * answer. */
double           tg_analysis_batch_get_seconds_left (TgAnalysisBatch *batch);
/* Writes each analysed position's lead and winrate on its node of the game as one
 * step, leaving out nodes taken out of the record meanwhile; how many it
 * wrote. */
guint            tg_analysis_batch_store     (TgAnalysisBatch       *batch);

G_END_DECLS
