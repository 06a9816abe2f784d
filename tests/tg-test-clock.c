/* tg-test-clock.c
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tg-test-clock.h"

const TgClockSettings tg_test_absolute_60s = {
  .system = TG_CLOCK_ABSOLUTE, .main_time = SEC (60),
};
const TgClockSettings tg_test_byo_yomi_3x30 = {
  .system = TG_CLOCK_BYO_YOMI, .main_time = SEC (10), .periods = 3, .period_time = SEC (30),
};
const TgClockSettings tg_test_canadian_5_in_60 = {
  .system = TG_CLOCK_CANADIAN, .main_time = SEC (60), .stones = 5, .period_time = SEC (60),
};
const TgClockSettings tg_test_fischer_capped = {
  .system = TG_CLOCK_FISCHER, .main_time = SEC (60), .increment = SEC (10), .cap = SEC (80),
};

gboolean
tg_test_clock_play (TgClock     *clock,
                    TgColor      color,
                    gint64      *now,
                    gint64       think,
                    TgClockSide *at_move)
{
  tg_clock_start (clock, color, *now);
  *now += think;
  return tg_clock_end_move (clock, *now, at_move);
}

void
tg_test_assert_clock_side (const TgClockSide *side,
                           gint64             main_left,
                           gint64             period_left,
                           guint              periods_left,
                           guint              stones_left,
                           gboolean           in_overtime,
                           gboolean           flagged)
{
  g_assert_cmpint (side->main_left, ==, main_left);
  g_assert_cmpint (side->period_left, ==, period_left);
  g_assert_cmpuint (side->periods_left, ==, periods_left);
  g_assert_cmpuint (side->stones_left, ==, stones_left);
  g_assert_cmpint (side->in_overtime, ==, in_overtime);
  g_assert_cmpint (side->flagged, ==, flagged);
}

void
tg_test_assert_clock_at (const TgClock *clock,
                         TgColor        color,
                         gint64         now,
                         gint64         main_left,
                         gint64         period_left,
                         guint          periods_left,
                         guint          stones_left,
                         gboolean       in_overtime,
                         gboolean       flagged)
{
  TgClockSide side;

  tg_clock_get_side (clock, color, now, &side);
  tg_test_assert_clock_side (&side, main_left, period_left, periods_left, stones_left,
                             in_overtime, flagged);
}
