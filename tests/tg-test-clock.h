/* tg-test-clock.h: what the tests of the game clock share — times in
 * the clock's units, the clock settings they play under, a move timed,
 * and a side's state asserted whole.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tg-clock.h"

G_BEGIN_DECLS

#define SEC(n) ((gint64) (n) * TG_CLOCK_SECOND)
#define MS(n) ((gint64) (n) * 1000)
/* An arbitrary monotonic origin: nothing may assume time starts at 0. */
#define T0 (SEC (86400) + 123)

extern const TgClockSettings tg_test_absolute_60s;
/* 10 s main time, then 3 periods of 30 s. */
extern const TgClockSettings tg_test_byo_yomi_3x30;
/* 60 s main time, then 5 stones in each 60 s. */
extern const TgClockSettings tg_test_canadian_5_in_60;
/* 60 s, +10 s a move, never more than 80 s on the clock. */
extern const TgClockSettings tg_test_fischer_capped;

/* @color thinks for @think from *@now, then moves. */
gboolean tg_test_clock_play         (TgClock           *clock,
                                     TgColor            color,
                                     gint64            *now,
                                     gint64             think,
                                     TgClockSide       *at_move);
void     tg_test_assert_clock_side  (const TgClockSide *side,
                                     gint64             main_left,
                                     gint64             period_left,
                                     guint              periods_left,
                                     guint              stones_left,
                                     gboolean           in_overtime,
                                     gboolean           flagged);
/* @color's side of @clock at @now. */
void     tg_test_assert_clock_at    (const TgClock     *clock,
                                     TgColor            color,
                                     gint64             now,
                                     gint64             main_left,
                                     gint64             period_left,
                                     guint              periods_left,
                                     guint              stones_left,
                                     gboolean           in_overtime,
                                     gboolean           flagged);

G_END_DECLS
