/* tg-clock-private.h: what the clock's SGF reading shares with the clock.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tg-clock.h"

G_BEGIN_DECLS

/* A side at the start of the game. */
void          tg_clock_side_init       (const TgClockSettings *settings,
                                        TgClockSide           *side);

G_END_DECLS
