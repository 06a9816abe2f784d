/* tg-engine-process-private.h: what the protocols over TgEngineProcess
 * (tg-engine.c, tg-analysis-engine.c) call on it.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tg-engine-process.h"

G_BEGIN_DECLS

/* Queues @line, which holds no newline, and a newline after it, to be
 * written as soon as the engine reads; logged as sent (@shown instead,
 * when not NULL).  Never blocks.  Nothing happens when the process is
 * not running. */
void          _tg_engine_process_write       (TgEngineProcess *self,
                                              const char      *line,
                                              const char      *shown);
/* Adds a line to the log and emits "log". */
void          _tg_engine_process_log         (TgEngineProcess *self,
                                              TgEngineLogKind  kind,
                                              const char      *line);
/* Ends the process for a fault: what waits fails with @code and
 * @reason, which "stopped" says. */
void          _tg_engine_process_fail        (TgEngineProcess *self,
                                              int              code,
                                              const char      *reason);
/* The number of requests waiting changed. */
void          _tg_engine_process_notify_pending (TgEngineProcess *self);
/* Lines the engine has written to stderr since it started: one that
 * loads, and says so there, is not silent. */
guint64       _tg_engine_process_get_n_stderr_lines (TgEngineProcess *self);

/* The recent exchange, one line each, "> " sent, "< " received, "! "
 * stderr: for the log view. */
const char   *tg_engine_process_get_log     (TgEngineProcess  *self);

G_END_DECLS
