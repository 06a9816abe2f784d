/* tg-analysis-engine.h: KataGo's JSON analysis engine ("katago analysis
 * -config … -model …") in a child process, for batch work.
 *
 * One JSON query per line in, one JSON answer per line out, in whatever
 * order the engine finishes them; each query names one position and
 * gets exactly one final answer, matched by its "id".  The JSON itself
 * is tg-katago-json.h's.  GIO and json-glib only.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tg-analysis.h"
#include "tg-engine-process.h"
#include "tg-game.h"

G_BEGIN_DECLS

#define TG_TYPE_ANALYSIS_ENGINE (tg_analysis_engine_get_type ())
G_DECLARE_FINAL_TYPE (TgAnalysisEngine, tg_analysis_engine, TG, ANALYSIS_ENGINE, TgEngineProcess)

/* Started and stopped, its log and "stopped" signal, as TgEngineProcess;
 * its "n-pending" counts the queries not yet answered. */

TgAnalysisEngine *tg_analysis_engine_new (const char * const *argv);
TgAnalysisEngine *tg_analysis_engine_new_from_command_line (const char  *command_line,
                                                            GError     **error);

/* Analyses the position at @node of @game (its line from the root: the
 * stones set up last on it, the moves since, komi and rules) with at
 * most @max_visits (0: the engine's own setting).  The answer is a
 * TgAnalysis with the engine's warnings for that query; an error the
 * engine reports for it is TG_ENGINE_ERROR_FAILED.  Cancelling asks the
 * engine to terminate the query and fails with G_IO_ERROR_CANCELLED
 * once it has. */
void          tg_analysis_engine_analyse_async  (TgAnalysisEngine    *engine,
                                                 TgGame              *game,
                                                 TgNode              *node,
                                                 guint                max_visits,
                                                 TgAnalysisFlags      flags,
                                                 GCancellable        *cancellable,
                                                 GAsyncReadyCallback  callback,
                                                 gpointer             user_data);
TgAnalysis   *tg_analysis_engine_analyse_finish (TgAnalysisEngine    *engine,
                                                 GAsyncResult        *result,
                                                 GError             **error);

G_END_DECLS
