/* tg-engine-process.h: an engine in a child process, spoken to a line at
 * a time — the layer under TgEngine (GTP) and TgAnalysisEngine (KataGo's
 * JSON analysis engine), which speak their protocols over it.
 *
 * It starts the program and reads its output and its stderr a line at a
 * time.  It writes without ever blocking the caller: the lines wait in a
 * queue while the engine is busy or has stopped reading, and its answers
 * are read meanwhile, so a long line of moves never deadlocks against an
 * engine that answers as it reads.  It keeps the log of the exchange, and
 * when the program ends by itself it says how: its exit status or the
 * signal that killed it, and the last line it wrote to stderr.  GIO only.
 *
 * Properties:
 *   running: the process runs.
 *   n-pending: requests sent and not yet answered (the "thinking"
 *     indicator), as the protocol above counts them.
 * Signals:
 *   log (TgEngineLogKind kind, const char *line): every line sent,
 *     received and written to stderr, cut to a few kilobytes.
 *   stopped (const char *reason): the process ended, crashed, stopped
 *     answering or broke its protocol; not emitted by tg_engine_process_stop().
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
  TG_ENGINE_ERROR_FAILED,       /* the engine refused the request ("? message") */
  TG_ENGINE_ERROR_TIMEOUT,      /* no answer in time: the engine is stopped */
  TG_ENGINE_ERROR_STOPPED,      /* the process ended or was never started */
  TG_ENGINE_ERROR_PROTOCOL,     /* an answer that breaks the protocol, or too long */
} TgEngineError;

typedef enum
{
  TG_ENGINE_LOG_SENT,
  TG_ENGINE_LOG_RECEIVED,
  TG_ENGINE_LOG_STDERR,
} TgEngineLogKind;

#define TG_TYPE_ENGINE_PROCESS (tg_engine_process_get_type ())
G_DECLARE_DERIVABLE_TYPE (TgEngineProcess, tg_engine_process, TG, ENGINE_PROCESS, GObject)

struct _TgEngineProcessClass
{
  GObjectClass parent_class;

  /* A line of the engine's output, without its newline (a "\r" may
   * end it); NUL-terminated, and it may hold invalid UTF-8. */
  void  (*receive_line)  (TgEngineProcess *self,
                          char            *line);
  /* The process is gone: every request still waiting fails with @code
   * of TG_ENGINE_ERROR and @message. */
  void  (*fail_pending)  (TgEngineProcess *self,
                          int              code,
                          const char      *message);
  guint (*get_n_pending) (TgEngineProcess *self);
};

/* The command line, e.g. {"gnugo", "--mode", "gtp", NULL}. */
const char * const *tg_engine_process_get_argv (TgEngineProcess  *self);

gboolean      tg_engine_process_start       (TgEngineProcess  *self,
                                             GError          **error);
/* Kills the process; requests still waiting fail with
 * TG_ENGINE_ERROR_STOPPED.  "stopped" is not emitted. */
void          tg_engine_process_stop        (TgEngineProcess  *self);
gboolean      tg_engine_process_get_running (TgEngineProcess  *self);
guint         tg_engine_process_get_n_pending (TgEngineProcess *self);

/* Engine output fit to be quoted in a message: valid UTF-8, at most a
 * few hundred characters, "…" where it was cut. */
char         *tg_engine_quote               (const char       *text);

G_END_DECLS
