/* tg-engine.h: a GTP engine in a child process, spoken to asynchronously.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* The longest line an engine may write: more is a protocol error (a
 * kata-analyze line with ownership on 19×19 is some 10 KB). */
#define TG_ENGINE_MAX_LINE (1024 * 1024)

#define TG_ENGINE_ERROR (tg_engine_error_quark ())
GQuark tg_engine_error_quark (void);

typedef enum
{
  TG_ENGINE_ERROR_FAILED,       /* the engine answered "? message" */
  TG_ENGINE_ERROR_TIMEOUT,      /* no answer in time: the engine is stopped */
  TG_ENGINE_ERROR_STOPPED,      /* the process ended or was never started */
  TG_ENGINE_ERROR_PROTOCOL,     /* an answer that is not GTP, or too long */
} TgEngineError;

typedef enum
{
  TG_ENGINE_LOG_SENT,
  TG_ENGINE_LOG_RECEIVED,
  TG_ENGINE_LOG_STDERR,
} TgEngineLogKind;

#define TG_TYPE_ENGINE (tg_engine_get_type ())
G_DECLARE_FINAL_TYPE (TgEngine, tg_engine, TG, ENGINE, GObject)

/* @argv is the command line, e.g. {"gnugo", "--mode", "gtp", NULL}. */
TgEngine     *tg_engine_new            (const char * const *argv);
/* Splits a command line the way a shell would (g_shell_parse_argv). */
TgEngine     *tg_engine_new_from_command_line (const char  *command_line,
                                               GError     **error);
const char * const *tg_engine_get_argv (TgEngine       *engine);

gboolean      tg_engine_start          (TgEngine       *engine,
                                        GError        **error);
/* Kills the process; pending commands fail with TG_ENGINE_ERROR_STOPPED. */
void          tg_engine_stop           (TgEngine       *engine);
gboolean      tg_engine_get_running    (TgEngine       *engine);
/* Commands sent and not yet answered: the "thinking" indicator. */
guint         tg_engine_get_n_pending  (TgEngine       *engine);

/* The default time-out for commands sent with @timeout_ms == 0. */
void          tg_engine_set_timeout    (TgEngine       *engine,
                                        guint           timeout_ms);

/* Sends one GTP command (without id or newline).  The reply's text,
 * without "=" and id, is returned by _finish; "? text" becomes
 * TG_ENGINE_ERROR_FAILED with that text. */
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

/* Every line sent, received and written to stderr, for the GTP log view;
 * each cut to a few kilobytes. */
const char   *tg_engine_get_log        (TgEngine       *engine);

/* Engine output fit to be quoted in a message: valid UTF-8, at most a
 * few hundred characters, "…" where it was cut. */
char         *tg_engine_quote          (const char     *text);

G_END_DECLS
