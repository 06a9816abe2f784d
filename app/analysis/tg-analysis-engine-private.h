/* tg-analysis-engine-private.h: what tests take from tg-analysis-engine.c beside its
 * public header.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tg-analysis-engine.h"

G_BEGIN_DECLS

/* How long the engine may say nothing while queries wait before it is
 * stopped with TG_ENGINE_ERROR_TIMEOUT (60 s; every query asks for a
 * report during its search every few seconds, so silence means stuck). */
void          tg_analysis_engine_set_timeout (TgAnalysisEngine  *engine,
                                              guint              timeout_ms);

G_END_DECLS
