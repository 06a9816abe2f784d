/* tg-analysis-stream.c
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-analysis-stream.h"

#include <string.h>

typedef struct
{
  TgBoard               *board;
  TgColor                to_move;
  TgAnalysisFormat       format;
  TgAnalysisPerspective  perspective;
  TgAnalysisFlags        flags;
  guint                  interval_cs;
  gboolean               root_info;
  TgAnalysisFunc         func;
  gpointer               func_data;
  GDestroyNotify         func_data_free;
} StreamData;

static void
stream_data_free (gpointer data)
{
  StreamData *stream = data;

  if (stream->func_data_free != NULL)
    stream->func_data_free (stream->func_data);
  tg_board_free (stream->board);
  g_free (stream);
}

static char *
analyze_command (StreamData *stream)
{
  GString *command = g_string_new (NULL);
  const char *player = stream->to_move == TG_WHITE ? "W" : "B";

  /* The player and the interval by position: Leela Zero reads them so,
   * and KataGo too. */
  if (stream->format == TG_ANALYSIS_LEELA)
    {
      g_string_printf (command, "lz-analyze %s %u", player, stream->interval_cs);
      return g_string_free (command, FALSE);
    }
  g_string_printf (command, "kata-analyze %s %u", player, stream->interval_cs);
  if (stream->root_info)
    g_string_append (command, " rootInfo true");
  if (stream->flags & TG_ANALYSIS_OWNERSHIP)
    g_string_append (command, " ownership true");
  if (stream->flags & TG_ANALYSIS_OWNERSHIP_STDEV)
    g_string_append (command, " ownershipStdev true");
  if (stream->flags & TG_ANALYSIS_PV_VISITS)
    g_string_append (command, " pvVisits true");
  return g_string_free (command, FALSE);
}

static void
on_line (TgEngine   *engine,
         const char *line,
         gpointer    user_data)
{
  StreamData *stream = g_task_get_task_data (G_TASK (user_data));
  g_autoptr(TgAnalysis) analysis = NULL;
  g_autoptr(GError) error = NULL;

  analysis = tg_analysis_parse_line (line, stream->board, stream->to_move, stream->format,
                                     stream->perspective, &error);
  stream->func (analysis, error, stream->func_data);
}

static void send_analyze (GTask *task);

static void
on_stream_done (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  StreamData *stream = g_task_get_task_data (task);
  GError *error = NULL;

  if (tg_engine_send_stream_finish (TG_ENGINE (source), result, &error))
    {
      g_task_return_boolean (task, TRUE);
      return;
    }
  /* rootInfo came with KataGo 1.15; older ones refuse the whole command. */
  if (stream->root_info && g_error_matches (error, TG_ENGINE_ERROR, TG_ENGINE_ERROR_FAILED))
    {
      g_error_free (error);
      stream->root_info = FALSE;
      send_analyze (task);
      return;
    }
  g_task_return_error (task, error);
}

static void
send_analyze (GTask *task)
{
  g_autofree char *command = analyze_command (g_task_get_task_data (task));

  tg_engine_send_stream_async (g_task_get_source_object (task), command, 0, on_line,
                               g_object_ref (task), g_object_unref,
                               g_task_get_cancellable (task), on_stream_done,
                               g_object_ref (task));
}

void
tg_analysis_stream_async (TgEngine              *engine,
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
                          gpointer               user_data)
{
  g_autoptr(GTask) task = NULL;
  StreamData *stream;

  g_return_if_fail (TG_IS_ENGINE (engine));
  g_return_if_fail (board != NULL);
  g_return_if_fail (to_move == TG_BLACK || to_move == TG_WHITE);
  g_return_if_fail (interval_cs > 0);
  g_return_if_fail (func != NULL);

  stream = g_new0 (StreamData, 1);
  stream->board = tg_board_copy (board);
  stream->to_move = to_move;
  stream->format = format;
  stream->perspective = perspective;
  stream->flags = flags;
  stream->interval_cs = interval_cs;
  stream->root_info = format == TG_ANALYSIS_KATAGO;
  stream->func = func;
  stream->func_data = func_data;
  stream->func_data_free = func_data_free;

  task = g_task_new (engine, cancellable, callback, user_data);
  g_task_set_source_tag (task, tg_analysis_stream_async);
  g_task_set_task_data (task, stream, stream_data_free);
  send_analyze (task);
}

gboolean
tg_analysis_stream_finish (TgEngine      *engine,
                           GAsyncResult  *result,
                           GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, engine), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

/* Detection */

typedef struct
{
  TgAnalysisPerspective fallback;
  gboolean              told;
} Detection;

static void
on_name (GObject      *source,
         GAsyncResult *result,
         gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  Detection *detection = g_task_get_task_data (task);
  g_autofree char *name = tg_engine_send_finish (TG_ENGINE (source), result, NULL);

  if (name != NULL && strstr (name, "Leela Zero") != NULL)
    {
      detection->told = TRUE;
      g_task_return_int (task, TG_ANALYSIS_SIDE_TO_MOVE);
      return;
    }
  g_task_return_int (task, detection->fallback);
}

static void
on_param (GObject      *source,
          GAsyncResult *result,
          gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  Detection *detection = g_task_get_task_data (task);
  GCancellable *cancellable = g_task_get_cancellable (task);
  g_autofree char *answer = tg_engine_send_finish (TG_ENGINE (source), result, NULL);
  TgAnalysisPerspective perspective;

  if (tg_analysis_perspective_from_string (answer, &perspective))
    {
      detection->told = TRUE;
      g_task_return_int (task, perspective);
      return;
    }
  tg_engine_send_async (TG_ENGINE (source), "name", 0, cancellable, on_name,
                        g_steal_pointer (&task));
}

void
tg_analysis_detect_perspective_async (TgEngine              *engine,
                                      TgAnalysisPerspective  fallback,
                                      GCancellable          *cancellable,
                                      GAsyncReadyCallback    callback,
                                      gpointer               user_data)
{
  GTask *task;
  Detection *detection;

  g_return_if_fail (TG_IS_ENGINE (engine));

  detection = g_new0 (Detection, 1);
  detection->fallback = fallback;
  task = g_task_new (engine, cancellable, callback, user_data);
  g_task_set_source_tag (task, tg_analysis_detect_perspective_async);
  g_task_set_task_data (task, detection, g_free);
  /* KataGo answers only the parameters it lets change; a later one may
   * add this, and an engine that knows nothing of it refuses. */
  tg_engine_send_async (engine, "kata-get-param reportAnalysisWinratesAs", 0, cancellable,
                        on_param, task);
}

TgAnalysisPerspective
tg_analysis_detect_perspective_finish (TgEngine     *engine,
                                       GAsyncResult *result,
                                       gboolean     *told)
{
  Detection *detection;

  g_return_val_if_fail (g_task_is_valid (result, engine), TG_ANALYSIS_SIDE_TO_MOVE);

  detection = g_task_get_task_data (G_TASK (result));
  if (told != NULL)
    *told = detection->told;
  return g_task_propagate_int (G_TASK (result), NULL);
}
