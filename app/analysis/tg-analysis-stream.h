/* tg-analysis-stream.h: live analysis over GTP (kata-analyze,
 * lz-analyze), and finding out whose values an engine reports.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tg-analysis.h"

G_BEGIN_DECLS

/* Every update of a streaming analysis, or @error for a line that could
 * not be read (the stream goes on). */
typedef void (*TgAnalysisFunc) (TgAnalysis   *analysis,
                                const GError *error,
                                gpointer      user_data);

/* Sends kata-analyze or lz-analyze for @to_move on @board (the engine
 * must be in that position already), reporting every @interval_cs
 * centiseconds, and hands each update to @func.  It runs until the next
 * command, tg_engine_interrupt() or @cancellable.  A KataGo too old for
 * rootInfo is asked again without it. */
void          tg_analysis_stream_async (TgEngine              *engine,
                                        const TgBoard         *board,
                                        TgColor                to_move,
                                        TgAnalysisFormat       format,
                                        TgAnalysisPerspective  perspective,
                                        TgAnalysisFlags        flags,
                                        guint                  interval_cs,
                                        TgAnalysisFunc         func,
                                        gpointer               func_data,
                                        GDestroyNotify         func_data_free,
                                        GCancellable          *cancellable,
                                        GAsyncReadyCallback    callback,
                                        gpointer               user_data);
gboolean      tg_analysis_stream_finish (TgEngine             *engine,
                                         GAsyncResult         *result,
                                         GError              **error);

/* Whose values @engine reports: it asks "kata-get-param
 * reportAnalysisWinratesAs" (which a KataGo may answer) and "name"
 * (Leela Zero knows only the side to move); otherwise @fallback, the
 * profile's setting.  @told (may be NULL) is TRUE when the engine said. */
void          tg_analysis_detect_perspective_async  (TgEngine              *engine,
                                                     TgAnalysisPerspective  fallback,
                                                     GCancellable          *cancellable,
                                                     GAsyncReadyCallback    callback,
                                                     gpointer               user_data);
TgAnalysisPerspective tg_analysis_detect_perspective_finish (TgEngine     *engine,
                                                             GAsyncResult *result,
                                                             gboolean     *told);

G_END_DECLS
