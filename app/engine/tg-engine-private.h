/* tg-engine-private.h: what the tests set on a TgEngine that nothing
 * else does.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tg-engine.h"

G_BEGIN_DECLS

/* The time-out of the commands sent with @timeout_ms 0 and of the
 * handshake (30 s). */
void          _tg_engine_set_answer_timeout (TgEngine *engine,
                                             guint     timeout_ms);

G_END_DECLS
