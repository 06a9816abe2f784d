/* tg-analyser-private.h: what tests take from tg-analyser.c beside its
 * public header.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tg-analyser.h"

G_BEGIN_DECLS

/* Whether an analysis runs or waits for the engine. */
gboolean      tg_analyser_get_busy       (TgAnalyser            *analyser);

G_END_DECLS
