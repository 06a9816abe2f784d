/* tg-engine.h: a GTP engine in a child process, spoken to asynchronously.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

#define TG_ENGINE_ERROR (tg_engine_error_quark ())
GQuark tg_engine_error_quark (void);

typedef enum
{
  TG_ENGINE_ERROR_FAILED,       /* the engine answered "? message" */
  TG_ENGINE_ERROR_TIMEOUT,      /* no answer in time: the engine is stopped */
  TG_ENGINE_ERROR_STOPPED,      /* the process ended or was never started */
  TG_ENGINE_ERROR_PROTOCOL,     /* an answer that is not GTP */
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

/* Every line sent, received and written to stderr, for the GTP log view. */
const char   *tg_engine_get_log        (TgEngine       *engine);

G_END_DECLS
