/* tg-engine.h: a GTP engine in a child process, spoken to asynchronously.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tg-engine-process.h"

G_BEGIN_DECLS

/* A command that makes the engine think (a move, a count, GNU Go's
 * estimate) is sent with this as its time-out: it gets the engine's
 * thinking time-out instead of the short one of other commands. */
#define TG_ENGINE_THINKING G_MAXUINT

#define TG_TYPE_ENGINE (tg_engine_get_type ())
G_DECLARE_FINAL_TYPE (TgEngine, tg_engine, TG, ENGINE, TgEngineProcess)

/* Started and stopped, its log and "stopped" signal, as TgEngineProcess;
 * its "n-pending" counts the commands sent and not yet answered. */

/* @argv is the command line, e.g. {"gnugo", "--mode", "gtp", NULL}. */
TgEngine     *tg_engine_new            (const char * const *argv);
/* Splits a command line the way a shell would (g_shell_parse_argv). */
TgEngine     *tg_engine_new_from_command_line (const char  *command_line,
                                               GError     **error);

/* How long a command sent with TG_ENGINE_THINKING may take (60 s unless
 * set).  Any other command sent with @timeout_ms 0 must be answered in
 * 30 s; until the engine has answered once (its handshake) that is 30 s
 * of silence: an engine that loads and says so on stderr waits. */
void          tg_engine_set_thinking_timeout (TgEngine *engine,
                                              guint     timeout_ms);

/* Sends one GTP command (without id or newline).  The reply's text,
 * without "=" and id, is returned by _finish; "? text" becomes
 * TG_ENGINE_ERROR_FAILED with that text, and an answer whose id is not
 * the command's is TG_ENGINE_ERROR_PROTOCOL. */
void          tg_engine_send_async     (TgEngine       *engine,
                                        const char     *command,
                                        guint           timeout_ms,
                                        GCancellable   *cancellable,
                                        GAsyncReadyCallback callback,
                                        gpointer        user_data);
char         *tg_engine_send_finish    (TgEngine       *engine,
                                        GAsyncResult   *result,
                                        GError        **error);
/* Runs the thread-default main context until the reply comes, for
 * tengen-cli and tests. */
char         *tg_engine_send_sync      (TgEngine       *engine,
                                        const char     *command,
                                        guint           timeout_ms,
                                        GError        **error);

/* A streaming command (kata-analyze, lz-analyze with an interval)
 * answers "=" and then one line at a time until the engine receives the
 * next command, then ends with the usual empty line.  Each line is handed
 * to @line_func as it arrives; @timeout_ms bounds only the wait for the
 * "=".  Any command sent after it, or tg_engine_interrupt(), ends the
 * stream; lines of other engines' commands are never mixed in.
 * Cancelling @cancellable stops the callbacks at once and interrupts the
 * stream.  _finish is TRUE when the stream ended; "? text" is
 * TG_ENGINE_ERROR_FAILED.  @line_data lives until the task is done. */
typedef void (*TgEngineLineFunc)      (TgEngine       *engine,
                                       const char     *line,
                                       gpointer        user_data);
void          tg_engine_send_stream_async  (TgEngine            *engine,
                                            const char          *command,
                                            guint                timeout_ms,
                                            TgEngineLineFunc     line_func,
                                            gpointer             line_data,
                                            GDestroyNotify       line_data_free,
                                            GCancellable        *cancellable,
                                            GAsyncReadyCallback  callback,
                                            gpointer             user_data);
gboolean      tg_engine_send_stream_finish (TgEngine            *engine,
                                            GAsyncResult        *result,
                                            GError             **error);
/* Ends a stream without another command: a bare newline, which KataGo and
 * Leela Zero take as "stop" and every GTP engine ignores. */
void          tg_engine_interrupt      (TgEngine       *engine);

G_END_DECLS
