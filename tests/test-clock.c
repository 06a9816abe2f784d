/* test-clock.c: game clocks (spec §9) with a made-up time source — each
 * system's main time, overtime and flag fall, pause and adjustment,
 * presets — and their display and GTP forms.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tg-test-clock.h"

#include <locale.h>

static void
assert_text (char       *text,
             const char *expected)
{
  g_assert_cmpstr (text, ==, expected);
  g_free (text);
}

static void
test_absolute (void)
{
  g_autoptr(TgClock) clock = tg_clock_new (&tg_test_absolute_60s);
  g_autoptr(TgClock) late = NULL;
  TgClockSide at_move;
  gint64 flag_fall = 0;

  g_assert_cmpint (tg_clock_get_running (clock), ==, TG_EMPTY);
  g_assert_false (tg_clock_get_flag_fall (clock, &flag_fall));

  tg_clock_start (clock, TG_BLACK, T0);
  g_assert_cmpint (tg_clock_get_running (clock), ==, TG_BLACK);
  tg_test_assert_clock_at (clock, TG_BLACK, T0 + SEC (20), SEC (40), 0, 0, 0, FALSE, FALSE);
  /* White's clock does not run while Black thinks. */
  tg_test_assert_clock_at (clock, TG_WHITE, T0 + SEC (20), SEC (60), 0, 0, 0, FALSE, FALSE);

  /* The flag falls when the 60 s reach zero, not a microsecond before. */
  g_assert_true (tg_clock_get_flag_fall (clock, &flag_fall));
  g_assert_cmpint (flag_fall, ==, T0 + SEC (60));
  tg_test_assert_clock_at (clock, TG_BLACK, T0 + SEC (60) - 1, 1, 0, 0, 0, FALSE, FALSE);
  g_assert_cmpint (tg_clock_get_flagged (clock, T0 + SEC (60) - 1), ==, TG_EMPTY);
  tg_test_assert_clock_at (clock, TG_BLACK, T0 + SEC (60), 0, 0, 0, 0, FALSE, TRUE);
  g_assert_cmpint (tg_clock_get_flagged (clock, T0 + SEC (60)), ==, TG_BLACK);
  /* Long after, still zero: never negative. */
  tg_test_assert_clock_at (clock, TG_BLACK, T0 + SEC (500), 0, 0, 0, 0, FALSE, TRUE);

  /* A move at the last microsecond is in time; at zero it is not. */
  late = tg_clock_copy (clock);
  g_assert_true (tg_clock_end_move (clock, T0 + SEC (60) - 1, &at_move));
  tg_test_assert_clock_side (&at_move, 1, 0, 0, 0, FALSE, FALSE);
  g_assert_cmpint (tg_clock_get_running (clock), ==, TG_EMPTY);
  g_assert_false (tg_clock_end_move (late, T0 + SEC (60), &at_move));
  tg_test_assert_clock_side (&at_move, 0, 0, 0, 0, FALSE, TRUE);
  g_assert_cmpint (tg_clock_get_flagged (late, T0 + SEC (61)), ==, TG_BLACK);
}

static void
test_byo_yomi (void)
{
  g_autoptr(TgClock) clock = tg_clock_new (&tg_test_byo_yomi_3x30);
  g_autoptr(TgClock) late = NULL;
  TgClockSide at_move;
  gint64 now = T0;
  gint64 flag_fall = 0;

  /* Fresh: 10 s main time and 3 periods make 100 s before the flag. */
  tg_clock_start (clock, TG_BLACK, now);
  g_assert_true (tg_clock_get_flag_fall (clock, &flag_fall));
  g_assert_cmpint (flag_fall, ==, now + SEC (10) + 3 * SEC (30));
  tg_clock_stop (clock, now);

  /* 4 s of main time used; no overtime yet. */
  g_assert_true (tg_test_clock_play (clock, TG_BLACK, &now, SEC (4), &at_move));
  tg_test_assert_clock_side (&at_move, SEC (6), SEC (30), 3, 0, FALSE, FALSE);

  /* 20 s: the 6 s of main time, then 14 s of the first period.  The
   * record shows the 16 s left in it; the period is renewed after. */
  g_assert_true (tg_test_clock_play (clock, TG_BLACK, &now, SEC (20), &at_move));
  tg_test_assert_clock_side (&at_move, 0, SEC (16), 3, 0, TRUE, FALSE);
  tg_test_assert_clock_at (clock, TG_BLACK, now, 0, SEC (30), 3, 0, TRUE, FALSE);

  /* A move inside the period, even at its last microsecond, costs nothing. */
  g_assert_true (tg_test_clock_play (clock, TG_BLACK, &now, SEC (30) - 1, &at_move));
  tg_test_assert_clock_side (&at_move, 0, 1, 3, 0, TRUE, FALSE);
  tg_test_assert_clock_at (clock, TG_BLACK, now, 0, SEC (30), 3, 0, TRUE, FALSE);

  /* 45 s overruns the period: one is used up, 15 s of the next gone. */
  g_assert_true (tg_test_clock_play (clock, TG_BLACK, &now, SEC (45), &at_move));
  tg_test_assert_clock_side (&at_move, 0, SEC (15), 2, 0, TRUE, FALSE);
  tg_test_assert_clock_at (clock, TG_BLACK, now, 0, SEC (30), 2, 0, TRUE, FALSE);

  /* Exactly 30 s: the period reaches zero, so it is used up too. */
  g_assert_true (tg_test_clock_play (clock, TG_BLACK, &now, SEC (30), &at_move));
  tg_test_assert_clock_side (&at_move, 0, SEC (30), 1, 0, TRUE, FALSE);

  /* The last period: its end is the flag fall. */
  tg_clock_start (clock, TG_BLACK, now);
  g_assert_true (tg_clock_get_flag_fall (clock, &flag_fall));
  g_assert_cmpint (flag_fall, ==, now + SEC (30));
  tg_test_assert_clock_at (clock, TG_BLACK, now + SEC (30) - 1, 0, 1, 1, 0, TRUE, FALSE);
  tg_test_assert_clock_at (clock, TG_BLACK, now + SEC (30), 0, 0, 0, 0, TRUE, TRUE);
  late = tg_clock_copy (clock);
  g_assert_true (tg_clock_end_move (clock, now + SEC (30) - 1, NULL));
  g_assert_false (tg_clock_end_move (late, now + SEC (30), NULL));
  g_assert_cmpint (tg_clock_get_flagged (late, now + SEC (30)), ==, TG_BLACK);
}

static void
test_byo_yomi_several_periods_in_one_move (void)
{
  g_autoptr(TgClock) clock = tg_clock_new (&tg_test_byo_yomi_3x30);
  g_autoptr(TgClock) late = NULL;
  TgClockSide at_move;
  gint64 now = T0;

  /* 10 s main, then 75 s = two whole periods and 15 s of the third. */
  late = tg_clock_copy (clock);
  g_assert_true (tg_test_clock_play (clock, TG_BLACK, &now, SEC (10) + SEC (75), &at_move));
  tg_test_assert_clock_side (&at_move, 0, SEC (15), 1, 0, TRUE, FALSE);

  /* 10 s + 90 s: all three periods, the flag falls within the move. */
  now = T0;
  g_assert_false (tg_test_clock_play (late, TG_BLACK, &now, SEC (100), &at_move));
  tg_test_assert_clock_side (&at_move, 0, 0, 0, 0, TRUE, TRUE);
}

static void
test_byo_yomi_without_main_time (void)
{
  const TgClockSettings settings = {
    .system = TG_CLOCK_BYO_YOMI, .periods = 1, .period_time = SEC (30),
  };
  g_autoptr(TgClock) clock = tg_clock_new (&settings);
  gint64 flag_fall = 0;

  /* 30 s a move from the first: the display starts on the period. */
  tg_test_assert_clock_at (clock, TG_WHITE, T0, 0, SEC (30), 1, 0, TRUE, FALSE);
  tg_clock_start (clock, TG_WHITE, T0);
  g_assert_true (tg_clock_get_flag_fall (clock, &flag_fall));
  g_assert_cmpint (flag_fall, ==, T0 + SEC (30));
}

static void
test_canadian (void)
{
  g_autoptr(TgClock) clock = tg_clock_new (&tg_test_canadian_5_in_60);
  g_autoptr(TgClock) late = NULL;
  TgClockSide at_move;
  gint64 now = T0;
  gint64 flag_fall = 0;

  /* Main time: 60 s, then a period of 60 s: 120 s before the flag. */
  tg_clock_start (clock, TG_WHITE, now);
  g_assert_true (tg_clock_get_flag_fall (clock, &flag_fall));
  g_assert_cmpint (flag_fall, ==, now + SEC (120));
  tg_clock_stop (clock, now);

  /* Moves in main time are not counted. */
  g_assert_true (tg_test_clock_play (clock, TG_WHITE, &now, SEC (30), &at_move));
  tg_test_assert_clock_side (&at_move, SEC (30), SEC (60), 0, 5, FALSE, FALSE);

  /* 40 s: main time ends after 30, the move is made 10 s into the
   * period and is its first stone. */
  g_assert_true (tg_test_clock_play (clock, TG_WHITE, &now, SEC (40), &at_move));
  tg_test_assert_clock_side (&at_move, 0, SEC (50), 0, 4, TRUE, FALSE);

  /* The period's time is not renewed by a move: 3 stones in 10 s each. */
  for (guint stones = 3; stones >= 1; stones--)
    {
      g_assert_true (tg_test_clock_play (clock, TG_WHITE, &now, SEC (10), &at_move));
      tg_test_assert_clock_side (&at_move, 0, SEC (50) - (4 - stones) * SEC (10), 0, stones, TRUE, FALSE);
    }
  tg_test_assert_clock_at (clock, TG_WHITE, now, 0, SEC (20), 0, 1, TRUE, FALSE);

  /* The fifth stone completes the period: recorded with 0 stones and the
   * 5 s left, then a new period of 5 stones in 60 s begins. */
  g_assert_true (tg_test_clock_play (clock, TG_WHITE, &now, SEC (15), &at_move));
  tg_test_assert_clock_side (&at_move, 0, SEC (5), 0, 0, TRUE, FALSE);
  tg_test_assert_clock_at (clock, TG_WHITE, now, 0, SEC (60), 0, 5, TRUE, FALSE);

  /* Then 60 s without a move: the flag falls at the period's end. */
  tg_clock_start (clock, TG_WHITE, now);
  g_assert_true (tg_clock_get_flag_fall (clock, &flag_fall));
  g_assert_cmpint (flag_fall, ==, now + SEC (60));
  late = tg_clock_copy (clock);
  g_assert_true (tg_clock_end_move (clock, now + SEC (60) - 1, &at_move));
  tg_test_assert_clock_side (&at_move, 0, 1, 0, 4, TRUE, FALSE);
  g_assert_false (tg_clock_end_move (late, now + SEC (60), &at_move));
  tg_test_assert_clock_side (&at_move, 0, 0, 0, 5, TRUE, TRUE);
}

static void
test_fischer (void)
{
  const TgClockSettings uncapped = {
    .system = TG_CLOCK_FISCHER, .main_time = SEC (60), .increment = SEC (10),
  };
  g_autoptr(TgClock) clock = tg_clock_new (&tg_test_fischer_capped);
  g_autoptr(TgClock) free_clock = tg_clock_new (&uncapped);
  g_autoptr(TgClock) late = NULL;
  TgClockSide at_move;
  gint64 now = T0;
  gint64 flag_fall = 0;

  /* 60 − 5 + 10 = 65; 65 − 1 + 10 = 74; 74 − 1 + 10 = 83, capped at 80. */
  g_assert_true (tg_test_clock_play (clock, TG_BLACK, &now, SEC (5), &at_move));
  tg_test_assert_clock_side (&at_move, SEC (65), 0, 0, 0, FALSE, FALSE);
  g_assert_true (tg_test_clock_play (clock, TG_BLACK, &now, SEC (1), &at_move));
  tg_test_assert_clock_side (&at_move, SEC (74), 0, 0, 0, FALSE, FALSE);
  g_assert_true (tg_test_clock_play (clock, TG_BLACK, &now, SEC (1), &at_move));
  tg_test_assert_clock_side (&at_move, SEC (80), 0, 0, 0, FALSE, FALSE);

  /* Without a cap the time banks: 69, 78, 87. */
  now = T0;
  for (guint i = 1; i <= 3; i++)
    {
      g_assert_true (tg_test_clock_play (free_clock, TG_WHITE, &now, SEC (1), &at_move));
      tg_test_assert_clock_side (&at_move, SEC (60) + i * SEC (9), 0, 0, 0, FALSE, FALSE);
    }

  /* The 80 s run out: a move a microsecond before gets its increment,
   * one at zero is a flag fall and gets none. */
  tg_clock_start (clock, TG_BLACK, now);
  g_assert_true (tg_clock_get_flag_fall (clock, &flag_fall));
  g_assert_cmpint (flag_fall, ==, now + SEC (80));
  late = tg_clock_copy (clock);
  g_assert_true (tg_clock_end_move (clock, now + SEC (80) - 1, &at_move));
  tg_test_assert_clock_side (&at_move, SEC (10) + 1, 0, 0, 0, FALSE, FALSE);
  g_assert_false (tg_clock_end_move (late, now + SEC (80), &at_move));
  tg_test_assert_clock_side (&at_move, 0, 0, 0, 0, FALSE, TRUE);
}

static void
test_no_limit (void)
{
  const TgClockSettings none = { .system = TG_CLOCK_NONE };
  g_autoptr(TgClock) clock = tg_clock_new (&none);
  gint64 flag_fall = 0;
  gint64 now = T0;

  tg_clock_start (clock, TG_BLACK, now);
  g_assert_false (tg_clock_get_flag_fall (clock, &flag_fall));
  g_assert_cmpint (tg_clock_get_flagged (clock, now + SEC (604800)), ==, TG_EMPTY);
  g_assert_true (tg_clock_end_move (clock, now + SEC (604800), NULL));
}

static void
test_pause (void)
{
  g_autoptr(TgClock) clock = tg_clock_new (&tg_test_absolute_60s);
  gint64 flag_fall = 0;

  tg_clock_start (clock, TG_WHITE, T0);
  tg_clock_pause (clock, T0 + SEC (10));
  g_assert_true (tg_clock_is_paused (clock));
  g_assert_cmpint (tg_clock_get_running (clock), ==, TG_WHITE);
  g_assert_false (tg_clock_get_flag_fall (clock, &flag_fall));
  /* Paused for far longer than the time left: nothing is charged. */
  tg_test_assert_clock_at (clock, TG_WHITE, T0 + SEC (1000), SEC (50), 0, 0, 0, FALSE, FALSE);
  g_assert_cmpint (tg_clock_get_flagged (clock, T0 + SEC (1000)), ==, TG_EMPTY);

  tg_clock_resume (clock, T0 + SEC (1000));
  g_assert_false (tg_clock_is_paused (clock));
  tg_test_assert_clock_at (clock, TG_WHITE, T0 + SEC (1005), SEC (45), 0, 0, 0, FALSE, FALSE);
  g_assert_true (tg_clock_get_flag_fall (clock, &flag_fall));
  g_assert_cmpint (flag_fall, ==, T0 + SEC (1000) + SEC (50));
}

static void
test_start_and_stop (void)
{
  g_autoptr(TgClock) clock = tg_clock_new (&tg_test_byo_yomi_3x30);
  gint64 flag_fall = 0;

  /* Starting White stops Black, whose 4 s are charged. */
  tg_clock_start (clock, TG_BLACK, T0);
  tg_clock_start (clock, TG_WHITE, T0 + SEC (4));
  g_assert_cmpint (tg_clock_get_running (clock), ==, TG_WHITE);
  tg_test_assert_clock_at (clock, TG_BLACK, T0 + SEC (100), SEC (6), SEC (30), 3, 0, FALSE, FALSE);

  /* Stopping is not a move: a period used in part stays used in part. */
  tg_clock_stop (clock, T0 + SEC (4) + SEC (20));
  g_assert_cmpint (tg_clock_get_running (clock), ==, TG_EMPTY);
  g_assert_false (tg_clock_get_flag_fall (clock, &flag_fall));
  tg_test_assert_clock_at (clock, TG_WHITE, T0 + SEC (500), 0, SEC (20), 3, 0, TRUE, FALSE);
}

static void
test_manual_adjustment (void)
{
  g_autoptr(TgClock) clock = tg_clock_new (&tg_test_absolute_60s);
  g_autoptr(TgClock) byo_yomi = tg_clock_new (&tg_test_byo_yomi_3x30);
  g_autoptr(GError) error = NULL;
  TgClockSide side = { 0 };
  gint64 flag_fall = 0;

  /* Black's real clock showed 2:00 at 10 s into the move. */
  tg_clock_start (clock, TG_BLACK, T0);
  side.main_left = SEC (120);
  g_assert_true (tg_clock_set_side (clock, TG_BLACK, &side, T0 + SEC (10), &error));
  g_assert_no_error (error);
  tg_test_assert_clock_at (clock, TG_BLACK, T0 + SEC (20), SEC (110), 0, 0, 0, FALSE, FALSE);
  g_assert_true (tg_clock_get_flag_fall (clock, &flag_fall));
  g_assert_cmpint (flag_fall, ==, T0 + SEC (130));

  /* Negative time is refused, the clock unchanged. */
  side.main_left = -SEC (1);
  g_assert_false (tg_clock_set_side (clock, TG_BLACK, &side, T0 + SEC (20), &error));
  g_assert_error (error, TG_CLOCK_ERROR, TG_CLOCK_ERROR_RANGE);
  g_clear_error (&error);
  tg_test_assert_clock_at (clock, TG_BLACK, T0 + SEC (20), SEC (110), 0, 0, 0, FALSE, FALSE);

  /* Set to zero, the flag falls; given time again, it rises. */
  side.main_left = 0;
  g_assert_true (tg_clock_set_side (clock, TG_WHITE, &side, T0 + SEC (20), NULL));
  tg_test_assert_clock_at (clock, TG_WHITE, T0 + SEC (20), 0, 0, 0, 0, FALSE, TRUE);
  side = (TgClockSide) { .main_left = SEC (30) };
  g_assert_true (tg_clock_set_side (clock, TG_WHITE, &side, T0 + SEC (20), NULL));
  tg_test_assert_clock_at (clock, TG_WHITE, T0 + SEC (20), SEC (30), 0, 0, 0, FALSE, FALSE);

  /* Before overtime the fresh periods are filled in, whatever was given. */
  side = (TgClockSide) { .main_left = SEC (5), .periods_left = 99, .stones_left = 7 };
  g_assert_true (tg_clock_set_side (byo_yomi, TG_BLACK, &side, T0, NULL));
  tg_test_assert_clock_at (byo_yomi, TG_BLACK, T0, SEC (5), SEC (30), 3, 0, FALSE, FALSE);

  /* More periods than the game has is refused. */
  side = (TgClockSide) { .in_overtime = TRUE, .periods_left = 4, .period_left = SEC (10) };
  g_assert_false (tg_clock_set_side (byo_yomi, TG_BLACK, &side, T0, &error));
  g_assert_error (error, TG_CLOCK_ERROR, TG_CLOCK_ERROR_RANGE);
  g_clear_error (&error);

  /* A period set to zero is used up, as on a running clock. */
  side = (TgClockSide) { .in_overtime = TRUE, .periods_left = 2, .period_left = 0 };
  g_assert_true (tg_clock_set_side (byo_yomi, TG_BLACK, &side, T0, NULL));
  tg_test_assert_clock_at (byo_yomi, TG_BLACK, T0, 0, SEC (30), 1, 0, TRUE, FALSE);
}

static void
test_settings_check (void)
{
  const struct
  {
    TgClockSettings settings;
    const char     *why;
  } bad[] = {
    { { .system = TG_CLOCK_ABSOLUTE }, "no main time" },
    { { .system = TG_CLOCK_ABSOLUTE, .main_time = SEC (604800) + 1 }, "over a week" },
    { { .system = TG_CLOCK_BYO_YOMI, .period_time = SEC (30) }, "no periods" },
    { { .system = TG_CLOCK_BYO_YOMI, .periods = 5, .period_time = MS (500) }, "half a second" },
    { { .system = TG_CLOCK_BYO_YOMI, .periods = 1001, .period_time = SEC (30) }, "1001 periods" },
    { { .system = TG_CLOCK_BYO_YOMI, .periods = 1, .period_time = SEC (604801) }, "period" },
    { { .system = TG_CLOCK_CANADIAN, .period_time = SEC (300) }, "no stones" },
    { { .system = TG_CLOCK_FISCHER, .main_time = SEC (60) }, "no increment" },
    { { .system = TG_CLOCK_FISCHER, .increment = SEC (10) }, "no main time" },
    { { .system = TG_CLOCK_FISCHER, .main_time = SEC (60), .increment = SEC (10),
        .cap = SEC (59) }, "a cap below the main time" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;

      g_test_message ("%s", bad[i].why);
      g_assert_false (tg_clock_settings_check (&bad[i].settings, &error));
      g_assert_error (error, TG_CLOCK_ERROR, TG_CLOCK_ERROR_RANGE);
    }
  g_assert_true (tg_clock_settings_check (&tg_test_byo_yomi_3x30, NULL));
  g_assert_true (tg_clock_settings_check (&tg_test_canadian_5_in_60, NULL));
  g_assert_true (tg_clock_settings_check (&tg_test_fischer_capped, NULL));
}

static void
test_presets (void)
{
  const TgClockSettings expected[] = {
    [TG_CLOCK_PRESET_NONE] = { .system = TG_CLOCK_NONE },
    [TG_CLOCK_PRESET_CASUAL] = { .system = TG_CLOCK_BYO_YOMI, .main_time = SEC (600),
                                 .periods = 5, .period_time = SEC (30) },
    [TG_CLOCK_PRESET_TOURNAMENT] = { .system = TG_CLOCK_BYO_YOMI, .main_time = SEC (3600),
                                     .periods = 3, .period_time = SEC (30) },
    [TG_CLOCK_PRESET_BLITZ] = { .system = TG_CLOCK_BYO_YOMI, .main_time = SEC (300),
                                .periods = 3, .period_time = SEC (10) },
    [TG_CLOCK_PRESET_FISCHER_BLITZ] = { .system = TG_CLOCK_FISCHER, .main_time = SEC (180),
                                        .increment = SEC (2) },
  };
  const char *names[] = { "No clock", "Casual", "Tournament", "Blitz", "Fischer Blitz" };

  G_STATIC_ASSERT (G_N_ELEMENTS (expected) == TG_CLOCK_N_PRESETS);
  for (TgClockPreset preset = 0; preset < TG_CLOCK_N_PRESETS; preset++)
    {
      TgClockSettings settings;

      tg_clock_preset_get (preset, &settings);
      g_assert_true (tg_clock_settings_equal (&settings, &expected[preset]));
      g_assert_true (tg_clock_settings_check (&settings, NULL));
      g_assert_cmpstr (tg_clock_preset_name (preset), ==, names[preset]);
    }
}

static void
test_format_time (void)
{
  const struct
  {
    gint64      time;
    const char *text;
    gint64      next_change;
  } cases[] = {
    { SEC (36000), "10:00:00", SEC (1) },
    { SEC (3600), "1:00:00", SEC (1) },
    { SEC (3599) + 1, "1:00:00", 1 },
    { SEC (3599), "59:59", SEC (1) },
    { SEC (3598), "59:58", SEC (1) },
    { SEC (45), "0:45", SEC (1) },
    { SEC (44) + MS (500), "0:45", MS (500) },
    /* Seconds down to 10; tenths from 9.9, decided on the rounded value. */
    { SEC (10), "0:10", MS (100) },
    { SEC (10) - 1, "0:10", MS (100) - 1 },
    { MS (9950), "0:10", MS (50) },
    { MS (9900), "0:09.9", MS (100) },
    { MS (9500), "0:09.5", MS (100) },
    { MS (9400) + 1, "0:09.5", 1 },
    { 1, "0:00.1", 1 },
    { 0, "0:00.0", -1 },
    { -SEC (5), "0:00.0", -1 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_test_message ("%" G_GINT64_FORMAT " µs", cases[i].time);
      assert_text (tg_clock_format_time (cases[i].time), cases[i].text);
      g_assert_cmpint (tg_clock_format_time_next_change (cases[i].time), ==,
                       cases[i].next_change);
    }
}

static void
test_format_duration (void)
{
  assert_text (tg_clock_format_duration (SEC (30)), "30 s");
  assert_text (tg_clock_format_duration (MS (2500)), "2.5 s");
  assert_text (tg_clock_format_duration (SEC (90)), "1 min 30 s");
  assert_text (tg_clock_format_duration (SEC (600)), "10 min");
  /* Minutes up to an hour, as the rules say "60 minutes". */
  assert_text (tg_clock_format_duration (SEC (3600)), "60 min");
  assert_text (tg_clock_format_duration (SEC (7200)), "2 h");
  assert_text (tg_clock_format_duration (SEC (5400)), "1 h 30 min");
  assert_text (tg_clock_format_duration (SEC (3661)), "1 h 1 min 1 s");
}

static void
test_format_overtime (void)
{
  const TgClockSettings canadian = {
    .system = TG_CLOCK_CANADIAN, .main_time = SEC (1800), .stones = 25, .period_time = SEC (300),
  };
  const TgClockSettings fischer = {
    .system = TG_CLOCK_FISCHER, .main_time = SEC (180), .increment = SEC (30),
  };
  g_autoptr(TgClock) clock = tg_clock_new (&tg_test_byo_yomi_3x30);
  TgClockSide side;
  gint64 now = T0;

  /* Before overtime, the periods to come; then those left. */
  tg_clock_get_side (clock, TG_BLACK, now, &side);
  assert_text (tg_clock_format_overtime (&tg_test_byo_yomi_3x30, &side), "3 × 30 s");
  g_assert_true (tg_test_clock_play (clock, TG_BLACK, &now, SEC (10) + SEC (40), &side));
  assert_text (tg_clock_format_overtime (&tg_test_byo_yomi_3x30, &side), "2 × 30 s");

  side = (TgClockSide) { .stones_left = 25, .period_left = SEC (300) };
  assert_text (tg_clock_format_overtime (&canadian, &side), "25 stones / 5:00");
  side = (TgClockSide) { .in_overtime = TRUE, .stones_left = 12, .period_left = SEC (250) };
  assert_text (tg_clock_format_overtime (&canadian, &side), "12 stones / 4:10");
  side = (TgClockSide) { .in_overtime = TRUE, .stones_left = 1, .period_left = MS (9500) };
  assert_text (tg_clock_format_overtime (&canadian, &side), "1 stone / 0:09.5");

  side = (TgClockSide) { .main_left = SEC (100) };
  assert_text (tg_clock_format_overtime (&fischer, &side), "+30 s");
  g_assert_null (tg_clock_format_overtime (&tg_test_absolute_60s, &side));
}

static void
test_describe (void)
{
  const TgClockSettings canadian = {
    .system = TG_CLOCK_CANADIAN, .main_time = SEC (1800), .stones = 25, .period_time = SEC (600),
  };
  const TgClockSettings pure_byo_yomi = {
    .system = TG_CLOCK_BYO_YOMI, .periods = 5, .period_time = SEC (30),
  };
  TgClockSettings settings = {
    .system = TG_CLOCK_FISCHER, .main_time = SEC (180), .increment = SEC (2),
  };

  assert_text (tg_clock_settings_describe (&settings), "3 min + 2 s per move");
  settings.cap = SEC (600);
  assert_text (tg_clock_settings_describe (&settings), "3 min + 2 s per move, at most 10 min");
  tg_clock_preset_get (TG_CLOCK_PRESET_TOURNAMENT, &settings);
  assert_text (tg_clock_settings_describe (&settings), "60 min + 3 × 30 s byo-yomi");
  assert_text (tg_clock_settings_describe (&pure_byo_yomi), "5 × 30 s byo-yomi");
  assert_text (tg_clock_settings_describe (&canadian), "30 min + 25 stones in 10 min");
  settings = (TgClockSettings) { .system = TG_CLOCK_ABSOLUTE, .main_time = SEC (5400) };
  assert_text (tg_clock_settings_describe (&settings), "1 h 30 min, sudden death");
  tg_clock_preset_get (TG_CLOCK_PRESET_NONE, &settings);
  assert_text (tg_clock_settings_describe (&settings), "No time limit");
}

static void
assert_time_settings (const TgClockSettings *settings,
                      const char            *standard,
                      const char            *kgs,
                      const char            *katago)
{
  assert_text (tg_clock_gtp_time_settings (settings, TG_CLOCK_GTP_STANDARD), standard);
  assert_text (tg_clock_gtp_time_settings (settings, TG_CLOCK_GTP_KGS), kgs);
  assert_text (tg_clock_gtp_time_settings (settings, TG_CLOCK_GTP_KATAGO), katago);
}

static void
assert_time_left (const TgClockSettings *settings,
                  TgColor                color,
                  const TgClockSide     *side,
                  const char            *standard,
                  const char            *kgs,
                  const char            *katago)
{
  assert_text (tg_clock_gtp_time_left (settings, TG_CLOCK_GTP_STANDARD, color, side), standard);
  assert_text (tg_clock_gtp_time_left (settings, TG_CLOCK_GTP_KGS, color, side), kgs);
  assert_text (tg_clock_gtp_time_left (settings, TG_CLOCK_GTP_KATAGO, color, side), katago);
}

static void
test_gtp (void)
{
  const TgClockSettings tournament = {
    .system = TG_CLOCK_BYO_YOMI, .main_time = SEC (3600), .periods = 3, .period_time = SEC (30),
  };
  const TgClockSettings canadian = {
    .system = TG_CLOCK_CANADIAN, .main_time = SEC (1800), .stones = 25, .period_time = SEC (300),
  };
  const TgClockSettings absolute = { .system = TG_CLOCK_ABSOLUTE, .main_time = SEC (5400) };
  const TgClockSettings none = { .system = TG_CLOCK_NONE };
  TgClockSettings fischer = {
    .system = TG_CLOCK_FISCHER, .main_time = SEC (180), .increment = SEC (2),
  };
  TgClockSide side;

  assert_time_settings (&tournament, "time_settings 3600 30 1",
                        "kgs-time_settings byoyomi 3600 30 3",
                        "kata-time_settings byoyomi 3600 30 3");
  assert_time_settings (&canadian, "time_settings 1800 300 25",
                        "kgs-time_settings canadian 1800 300 25",
                        "kata-time_settings canadian 1800 300 25");
  assert_time_settings (&absolute, "time_settings 5400 0 0", "kgs-time_settings absolute 5400",
                        "kata-time_settings absolute 5400");
  assert_time_settings (&none, "time_settings 0 1 0", "kgs-time_settings none",
                        "kata-time_settings none");
  /* Fischer where only Canadian is known: 178 s, then 2 s per stone. */
  assert_time_settings (&fischer, "time_settings 178 2 1", "kgs-time_settings canadian 178 2 1",
                        "kata-time_settings fischer 180 2");
  fischer.cap = SEC (600);
  assert_text (tg_clock_gtp_time_settings (&fischer, TG_CLOCK_GTP_STANDARD),
               "time_settings 178 2 1");
  assert_text (tg_clock_gtp_time_settings (&fischer, TG_CLOCK_GTP_KATAGO),
               "kata-time_settings fischer-capped 180 2 600 -1");

  /* Main time: stones 0, seconds rounded down. */
  side = (TgClockSide) { .main_left = MS (1795700), .periods_left = 3, .period_left = SEC (30) };
  assert_time_left (&tournament, TG_BLACK, &side, "time_left B 1795 0", "time_left B 1795 0",
                    "time_left B 1795 0");
  /* Byo-yomi overtime: one stone, or the periods left (kgsGtp's way). */
  side = (TgClockSide) { .in_overtime = TRUE, .periods_left = 2, .period_left = MS (28900) };
  assert_time_left (&tournament, TG_WHITE, &side, "time_left W 28 1", "time_left W 28 2",
                    "time_left W 28 2");
  side = (TgClockSide) { .in_overtime = TRUE, .stones_left = 12, .period_left = MS (250500) };
  assert_time_left (&canadian, TG_BLACK, &side, "time_left B 250 12", "time_left B 250 12",
                    "time_left B 250 12");
  side = (TgClockSide) { .main_left = MS (59990) };
  assert_time_left (&absolute, TG_WHITE, &side, "time_left W 59 0", "time_left W 59 0",
                    "time_left W 59 0");
  /* Fischer: main time less an increment, then the increment's stone. */
  side = (TgClockSide) { .main_left = MS (100900) };
  assert_time_left (&fischer, TG_BLACK, &side, "time_left B 98 0", "time_left B 98 0",
                    "time_left B 100 0");
  side = (TgClockSide) { .main_left = MS (1500) };
  assert_time_left (&fischer, TG_BLACK, &side, "time_left B 1 1", "time_left B 1 1",
                    "time_left B 1 0");
  g_assert_null (tg_clock_gtp_time_left (&none, TG_CLOCK_GTP_KATAGO, TG_BLACK, &side));
}

int
main (int   argc,
      char *argv[])
{
  /* The display's decimal point and the untranslated strings. */
  setlocale (LC_ALL, "C.UTF-8");
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/clock/absolute", test_absolute);
  g_test_add_func ("/clock/byo-yomi", test_byo_yomi);
  g_test_add_func ("/clock/byo-yomi/several-periods", test_byo_yomi_several_periods_in_one_move);
  g_test_add_func ("/clock/byo-yomi/no-main-time", test_byo_yomi_without_main_time);
  g_test_add_func ("/clock/canadian", test_canadian);
  g_test_add_func ("/clock/fischer", test_fischer);
  g_test_add_func ("/clock/no-limit", test_no_limit);
  g_test_add_func ("/clock/pause", test_pause);
  g_test_add_func ("/clock/start-and-stop", test_start_and_stop);
  g_test_add_func ("/clock/manual-adjustment", test_manual_adjustment);
  g_test_add_func ("/clock/settings-check", test_settings_check);
  g_test_add_func ("/clock/presets", test_presets);
  g_test_add_func ("/clock/format/time", test_format_time);
  g_test_add_func ("/clock/format/duration", test_format_duration);
  g_test_add_func ("/clock/format/overtime", test_format_overtime);
  g_test_add_func ("/clock/format/describe", test_describe);
  g_test_add_func ("/clock/gtp", test_gtp);

  return g_test_run ();
}
