/* test-clock-text.c: game clocks as text — SGF TM/OT read and written,
 * foreign variants, BL/WL and OB/OW recorded and restored, tengen-cli's
 * durations and overtime options.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tg-test-clock.h"

#include <string.h>


static void
test_sgf_settings_write (void)
{
  const struct
  {
    TgClockSettings settings;
    const char     *tm;
    const char     *ot;
  } cases[] = {
    { { .system = TG_CLOCK_BYO_YOMI, .main_time = SEC (3600), .periods = 3,
        .period_time = SEC (30) }, "3600", "3x30 byo-yomi" },
    { { .system = TG_CLOCK_BYO_YOMI, .main_time = SEC (600), .periods = 5,
        .period_time = MS (2500) }, "600", "5x2.5 byo-yomi" },
    { { .system = TG_CLOCK_CANADIAN, .main_time = SEC (1800), .stones = 25,
        .period_time = SEC (300) }, "1800", "25/300 Canadian" },
    { { .system = TG_CLOCK_FISCHER, .main_time = SEC (600), .increment = SEC (30) },
      "600", "30 fischer" },
    { { .system = TG_CLOCK_FISCHER, .main_time = SEC (600), .increment = SEC (30),
        .cap = SEC (1200) }, "600", "30 fischer max 1200" },
    { { .system = TG_CLOCK_ABSOLUTE, .main_time = MS (5400250) }, "5400.25", NULL },
    { { .system = TG_CLOCK_NONE }, NULL, NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *tm = tg_clock_settings_to_tm (&cases[i].settings);
      g_autofree char *ot = tg_clock_settings_to_ot (&cases[i].settings);
      TgClockSettings read = { .system = TG_CLOCK_ABSOLUTE, .main_time = 1 };

      g_assert_cmpstr (tm, ==, cases[i].tm);
      g_assert_cmpstr (ot, ==, cases[i].ot);
      /* And back. */
      g_assert_true (tg_clock_settings_from_sgf (tm, ot, &read, NULL));
      g_assert_true (tg_clock_settings_equal (&read, &cases[i].settings));
    }
}

static void
assert_reads (const char            *tm,
              const char            *ot,
              const TgClockSettings *expected)
{
  g_autoptr(GError) error = NULL;
  TgClockSettings settings;

  g_test_message ("TM[%s] OT[%s]", tm, ot);
  g_assert_true (tg_clock_settings_from_sgf (tm, ot, &settings, &error));
  g_assert_no_error (error);
  g_assert_true (tg_clock_settings_equal (&settings, expected));
}

static void
assert_unreadable (const char *tm,
                   const char *ot,
                   int         code,
                   const char *in_message)
{
  g_autoptr(GError) error = NULL;
  TgClockSettings settings = tg_test_fischer_capped;

  g_test_message ("TM[%s] OT[%s]", tm, ot);
  g_assert_false (tg_clock_settings_from_sgf (tm, ot, &settings, &error));
  g_assert_error (error, TG_CLOCK_ERROR, code);
  g_assert_nonnull (strstr (error->message, in_message));
  g_assert_true (tg_clock_settings_equal (&settings, &tg_test_fischer_capped));
}

static void
test_sgf_settings_read (void)
{
  const TgClockSettings byo_3x60 = {
    .system = TG_CLOCK_BYO_YOMI, .main_time = SEC (7200), .periods = 3, .period_time = SEC (60),
  };
  const TgClockSettings byo_5x30 = {
    .system = TG_CLOCK_BYO_YOMI, .main_time = SEC (600), .periods = 5, .period_time = SEC (30),
  };
  const TgClockSettings pure_byo_5x30 = {
    .system = TG_CLOCK_BYO_YOMI, .periods = 5, .period_time = SEC (30),
  };
  const TgClockSettings canadian_25 = {
    .system = TG_CLOCK_CANADIAN, .main_time = SEC (3600), .stones = 25, .period_time = SEC (600),
  };
  const TgClockSettings fischer_30 = {
    .system = TG_CLOCK_FISCHER, .main_time = SEC (600), .increment = SEC (30),
  };
  const TgClockSettings absolute = { .system = TG_CLOCK_ABSOLUTE, .main_time = SEC (1800) };
  const TgClockSettings none = { .system = TG_CLOCK_NONE };

  /* CGoban 3 and KGS, as in the corpus's AlphaGo records. */
  assert_reads ("7200", "3x60 byo-yomi", &byo_3x60);
  /* Variants other writers use. */
  assert_reads ("600", "5x30 Byo-Yomi", &byo_5x30);
  assert_reads ("600", "5x30 byoyomi", &byo_5x30);
  assert_reads ("600", "5x30byo-yomi", &byo_5x30);
  assert_reads ("600", "5 x 30s", &byo_5x30);
  assert_reads ("600", "5×30 byo yomi", &byo_5x30);
  assert_reads ("600", "5X30 sec byo-yomi", &byo_5x30);
  assert_reads (NULL, "5x30 byo-yomi", &pure_byo_5x30);
  assert_reads ("3600", "25/600 Canadian", &canadian_25);
  assert_reads ("3600", "25/600 canadian", &canadian_25);
  assert_reads ("3600", " 25/600 ", &canadian_25);
  /* OGS. */
  assert_reads ("600", "30 Fischer", &fischer_30);
  assert_reads ("600", "Fischer 30", &fischer_30);
  assert_reads ("600", "30s fischer", &fischer_30);
  /* Main time alone, or none. */
  assert_reads ("1800", NULL, &absolute);
  assert_reads ("1800", "", &absolute);
  assert_reads (" 1800.0 ", NULL, &absolute);
  assert_reads ("0", NULL, &none);
  assert_reads (NULL, NULL, &none);

  /* What the corpus holds besides, and other nonsense. */
  assert_unreadable ("7200", "20, 30, 40 stones", TG_CLOCK_ERROR_SYNTAX, "OT[20, 30, 40 stones]");
  assert_unreadable ("60", "A very long overtime information text (OT property)",
                     TG_CLOCK_ERROR_SYNTAX, "OT[A very long");
  assert_unreadable ("600", "byo-yomi", TG_CLOCK_ERROR_SYNTAX, "OT[byo-yomi]");
  assert_unreadable ("600", "5x30 byo-yomi extra", TG_CLOCK_ERROR_SYNTAX, "OT[");
  assert_unreadable ("600", "30", TG_CLOCK_ERROR_SYNTAX, "OT[30]");
  assert_unreadable ("abc", NULL, TG_CLOCK_ERROR_SYNTAX, "TM[abc]");
  assert_unreadable ("-100", NULL, TG_CLOCK_ERROR_SYNTAX, "TM[-100]");
  assert_unreadable ("99999999", NULL, TG_CLOCK_ERROR_RANGE, "TM[99999999]");
  assert_unreadable ("600", "0x30 byo-yomi", TG_CLOCK_ERROR_RANGE, "OT[0x30 byo-yomi]");
  assert_unreadable ("600", "25/0 Canadian", TG_CLOCK_ERROR_RANGE, "OT[25/0 Canadian]");
  assert_unreadable (NULL, "30 fischer", TG_CLOCK_ERROR_RANGE, "OT[30 fischer]");
  assert_unreadable ("600", "30 fischer max 300", TG_CLOCK_ERROR_RANGE, "TM[600]");
}

static void
test_sgf_move_values (void)
{
  const TgClockSettings none = { .system = TG_CLOCK_NONE };
  const struct
  {
    const TgClockSettings *settings;
    TgClockSide            at_move;
    const char            *time_left;
    const char            *overtime_left;
  } cases[] = {
    { &tg_test_byo_yomi_3x30, { .main_left = MS (4500), .periods_left = 3, .period_left = SEC (30) },
      "4.5", NULL },
    /* To the millisecond, rounded down. */
    { &tg_test_byo_yomi_3x30, { .in_overtime = TRUE, .periods_left = 2, .period_left = 12345678 },
      "12.345", "2" },
    { &tg_test_canadian_5_in_60, { .in_overtime = TRUE, .stones_left = 0, .period_left = MS (3200) },
      "3.2", "0" },
    { &tg_test_canadian_5_in_60, { .main_left = SEC (59), .stones_left = 5, .period_left = SEC (60) },
      "59", NULL },
    { &tg_test_fischer_capped, { .main_left = SEC (65) }, "65", NULL },
    { &tg_test_absolute_60s, { .main_left = 0, .flagged = TRUE }, "0", NULL },
    { &none, { 0 }, NULL, NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *time_left = NULL;
      g_autofree char *overtime_left = NULL;

      tg_clock_side_to_sgf (cases[i].settings, &cases[i].at_move, &time_left, &overtime_left);
      g_assert_cmpstr (time_left, ==, cases[i].time_left);
      g_assert_cmpstr (overtime_left, ==, cases[i].overtime_left);
    }
}

/* Plays @think on @clock for @color, writes the move's values as SGF,
 * restores them into a fresh clock, and checks it goes on the same. */
static void
assert_reopens (const TgClockSettings *settings,
                TgColor                color,
                const gint64          *think,
                guint                  n_moves)
{
  g_autoptr(TgClock) clock = tg_clock_new (settings);
  g_autoptr(TgClock) reopened = tg_clock_new (settings);
  g_autoptr(GError) error = NULL;
  g_autofree char *time_left = NULL;
  g_autofree char *overtime_left = NULL;
  TgClockSide at_move, played, restored;
  gint64 now = T0;

  for (guint i = 0; i < n_moves; i++)
    g_assert_true (tg_test_clock_play (clock, color, &now, think[i], &at_move));
  tg_clock_side_to_sgf (settings, &at_move, &time_left, &overtime_left);
  g_assert_true (tg_clock_restore_side (reopened, color, time_left, overtime_left, &error));
  g_assert_no_error (error);

  tg_clock_get_side (clock, color, now, &played);
  tg_clock_get_side (reopened, color, now, &restored);
  tg_test_assert_clock_side (&restored, played.main_left, played.period_left, played.periods_left,
               played.stones_left, played.in_overtime, played.flagged);
}

static void
test_sgf_reopen (void)
{
  /* Byo-yomi: main time, then into overtime with a period used up. */
  const gint64 byo_yomi_moves[] = { SEC (4), SEC (20), SEC (45) };
  /* Canadian: in the middle of a period, and just as one completes. */
  const gint64 canadian_moves[] = { SEC (70), MS (1250), MS (2250) };
  const gint64 canadian_period[] = { SEC (70), SEC (1), SEC (1), SEC (1), SEC (1) };
  const gint64 fischer_moves[] = { MS (5500), MS (1001) };

  for (guint n = 1; n <= G_N_ELEMENTS (byo_yomi_moves); n++)
    assert_reopens (&tg_test_byo_yomi_3x30, TG_BLACK, byo_yomi_moves, n);
  for (guint n = 1; n <= G_N_ELEMENTS (canadian_moves); n++)
    assert_reopens (&tg_test_canadian_5_in_60, TG_WHITE, canadian_moves, n);
  assert_reopens (&tg_test_canadian_5_in_60, TG_WHITE, canadian_period, G_N_ELEMENTS (canadian_period));
  for (guint n = 1; n <= G_N_ELEMENTS (fischer_moves); n++)
    assert_reopens (&tg_test_fischer_capped, TG_BLACK, fischer_moves, n);
  assert_reopens (&tg_test_absolute_60s, TG_WHITE, fischer_moves, G_N_ELEMENTS (fischer_moves));
}

static void
test_sgf_restore (void)
{
  g_autoptr(TgClock) canadian = tg_clock_new (&tg_test_canadian_5_in_60);
  g_autoptr(TgClock) byo_yomi = tg_clock_new (&tg_test_byo_yomi_3x30);
  g_autoptr(TgClock) absolute = tg_clock_new (&tg_test_absolute_60s);
  const struct
  {
    TgClock    *clock;
    TgColor     color;
    const char *time_left;
    const char *overtime_left;
    int         code;
    const char *in_message;
  } bad[] = {
    /* The FF[4] example file's WL. */
    { absolute, TG_WHITE, "not much time left", NULL, TG_CLOCK_ERROR_SYNTAX,
      "WL[not much time left]" },
    { absolute, TG_BLACK, "-50", NULL, TG_CLOCK_ERROR_SYNTAX, "BL[-50]" },
    { absolute, TG_BLACK, "9999999", NULL, TG_CLOCK_ERROR_RANGE, "BL[9999999]" },
    { absolute, TG_BLACK, NULL, "3", TG_CLOCK_ERROR_SYNTAX, "OB[3]" },
    { absolute, TG_BLACK, "30", "3", TG_CLOCK_ERROR_RANGE, "OB[3]" },
    { byo_yomi, TG_WHITE, "30", "kk", TG_CLOCK_ERROR_SYNTAX, "OW[kk]" },
    { byo_yomi, TG_WHITE, "12", "0", TG_CLOCK_ERROR_RANGE, "OW[0]" },
    { byo_yomi, TG_WHITE, "12", "4", TG_CLOCK_ERROR_RANGE, "OW[4]" },
    { canadian, TG_BLACK, "12", "6", TG_CLOCK_ERROR_RANGE, "OB[6]" },
  };

  /* The FF[4] example file writes "87.00" and SGFC's test "34.". */
  g_assert_true (tg_clock_restore_side (canadian, TG_BLACK, "87.00", "4", NULL));
  tg_test_assert_clock_at (canadian, TG_BLACK, T0, 0, SEC (87), 0, 4, TRUE, FALSE);
  g_assert_true (tg_clock_restore_side (absolute, TG_BLACK, "34.", NULL, NULL));
  tg_test_assert_clock_at (absolute, TG_BLACK, T0, SEC (34), 0, 0, 0, FALSE, FALSE);
  g_assert_true (tg_clock_restore_side (byo_yomi, TG_WHITE, "17.5", "2", NULL));
  tg_test_assert_clock_at (byo_yomi, TG_WHITE, T0, 0, SEC (30), 2, 0, TRUE, FALSE);

  /* Each refused, the clock unchanged. */
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;
      TgClockSide before, after;

      g_test_message ("%s / %s", bad[i].time_left, bad[i].overtime_left);
      tg_clock_get_side (bad[i].clock, bad[i].color, T0, &before);
      g_assert_false (tg_clock_restore_side (bad[i].clock, bad[i].color, bad[i].time_left,
                                             bad[i].overtime_left, &error));
      g_assert_error (error, TG_CLOCK_ERROR, bad[i].code);
      g_assert_nonnull (strstr (error->message, bad[i].in_message));
      tg_clock_get_side (bad[i].clock, bad[i].color, T0, &after);
      tg_test_assert_clock_side (&after, before.main_left, before.period_left, before.periods_left,
                   before.stones_left, before.in_overtime, before.flagged);
    }

  /* No value: the colour has not moved, its clock is as at the start. */
  g_assert_true (tg_clock_restore_side (byo_yomi, TG_WHITE, NULL, NULL, NULL));
  tg_test_assert_clock_at (byo_yomi, TG_WHITE, T0, SEC (10), SEC (30), 3, 0, FALSE, FALSE);
}

static void
assert_duration (const char *text,
                 gint64      expected)
{
  g_autoptr(GError) error = NULL;
  gint64 duration = -1;

  g_test_message ("%s", text);
  g_assert_true (tg_clock_parse_duration (text, &duration, &error));
  g_assert_no_error (error);
  g_assert_cmpint (duration, ==, expected);
}

static void
assert_bad_duration (const char *text,
                     int         code)
{
  g_autoptr(GError) error = NULL;
  gint64 duration = -1;

  g_test_message ("%s", text);
  g_assert_false (tg_clock_parse_duration (text, &duration, &error));
  g_assert_error (error, TG_CLOCK_ERROR, code);
  g_assert_nonnull (strstr (error->message, text));
  g_assert_cmpint (duration, ==, -1);
}

static void
test_parse_duration (void)
{
  const char *syntax[] = {
    "", "m", "10 m", " 10m", "1h30", "30s1m", "1m1m", "1.m", ".5m", "1e3", "+5m", "10min",
    "1d", "abc", "1:30", "5x30s",
  };

  assert_duration ("90", SEC (90));
  assert_duration ("90s", SEC (90));
  assert_duration ("10m", SEC (600));
  assert_duration ("1h", SEC (3600));
  assert_duration ("1h30m", SEC (5400));
  assert_duration ("1h30m15s", SEC (5415));
  assert_duration ("1h15s", SEC (3615));
  assert_duration ("1.5m", SEC (90));
  assert_duration ("2.25s", MS (2250));
  assert_duration ("0", 0);
  assert_duration ("168h", SEC (604800));

  for (guint i = 0; i < G_N_ELEMENTS (syntax); i++)
    assert_bad_duration (syntax[i], TG_CLOCK_ERROR_SYNTAX);
  assert_bad_duration ("-5m", TG_CLOCK_ERROR_RANGE);
  assert_bad_duration ("169h", TG_CLOCK_ERROR_RANGE);
  assert_bad_duration ("604801", TG_CLOCK_ERROR_RANGE);
  assert_bad_duration ("167h61m", TG_CLOCK_ERROR_RANGE);
  assert_bad_duration ("99999999999999999999999s", TG_CLOCK_ERROR_RANGE);
}

typedef gboolean (*ParseOvertime) (const char *, TgClockSettings *, GError **);

static void
assert_option (ParseOvertime          parse,
               const char            *text,
               const TgClockSettings *expected)
{
  g_autoptr(GError) error = NULL;
  TgClockSettings settings = { .system = TG_CLOCK_ABSOLUTE, .main_time = SEC (600) };

  g_test_message ("%s", text);
  g_assert_true (parse (text, &settings, &error));
  g_assert_no_error (error);
  g_assert_true (tg_clock_settings_equal (&settings, expected));
}

static void
assert_bad_option (ParseOvertime  parse,
                   const char    *text,
                   int            code)
{
  const TgClockSettings before = { .system = TG_CLOCK_ABSOLUTE, .main_time = SEC (600) };
  g_autoptr(GError) error = NULL;
  TgClockSettings settings = before;

  g_test_message ("%s", text);
  g_assert_false (parse (text, &settings, &error));
  g_assert_error (error, TG_CLOCK_ERROR, code);
  g_assert_nonnull (strstr (error->message, text));
  g_assert_true (tg_clock_settings_equal (&settings, &before));
}

static void
test_parse_overtime_options (void)
{
  /* The main time (600 s) is kept. */
  const TgClockSettings byo_5x30 = {
    .system = TG_CLOCK_BYO_YOMI, .main_time = SEC (600), .periods = 5, .period_time = SEC (30),
  };
  const TgClockSettings byo_3x1m = {
    .system = TG_CLOCK_BYO_YOMI, .main_time = SEC (600), .periods = 3, .period_time = SEC (60),
  };
  const TgClockSettings canadian_25 = {
    .system = TG_CLOCK_CANADIAN, .main_time = SEC (600), .stones = 25, .period_time = SEC (600),
  };
  const TgClockSettings fischer_10 = {
    .system = TG_CLOCK_FISCHER, .main_time = SEC (600), .increment = SEC (10),
  };
  const TgClockSettings fischer_10_cap = {
    .system = TG_CLOCK_FISCHER, .main_time = SEC (600), .increment = SEC (10), .cap = SEC (900),
  };
  TgClockSettings settings = { .system = TG_CLOCK_NONE };
  g_autoptr(GError) error = NULL;

  assert_option (tg_clock_parse_byo_yomi, "5x30s", &byo_5x30);
  assert_option (tg_clock_parse_byo_yomi, "5x30", &byo_5x30);
  assert_option (tg_clock_parse_byo_yomi, "3x1m", &byo_3x1m);
  assert_bad_option (tg_clock_parse_byo_yomi, "0x30s", TG_CLOCK_ERROR_RANGE);
  assert_bad_option (tg_clock_parse_byo_yomi, "1001x30s", TG_CLOCK_ERROR_RANGE);
  assert_bad_option (tg_clock_parse_byo_yomi, "5x0s", TG_CLOCK_ERROR_RANGE);
  assert_bad_option (tg_clock_parse_byo_yomi, "5x200h", TG_CLOCK_ERROR_RANGE);
  assert_bad_option (tg_clock_parse_byo_yomi, "5x", TG_CLOCK_ERROR_SYNTAX);
  assert_bad_option (tg_clock_parse_byo_yomi, "x30s", TG_CLOCK_ERROR_SYNTAX);
  assert_bad_option (tg_clock_parse_byo_yomi, "5*30s", TG_CLOCK_ERROR_SYNTAX);
  assert_bad_option (tg_clock_parse_byo_yomi, "-5x30s", TG_CLOCK_ERROR_SYNTAX);
  assert_bad_option (tg_clock_parse_byo_yomi, "5x30 s", TG_CLOCK_ERROR_SYNTAX);

  assert_option (tg_clock_parse_canadian, "25/10m", &canadian_25);
  assert_bad_option (tg_clock_parse_canadian, "0/10m", TG_CLOCK_ERROR_RANGE);
  assert_bad_option (tg_clock_parse_canadian, "25/0", TG_CLOCK_ERROR_RANGE);
  assert_bad_option (tg_clock_parse_canadian, "25-10m", TG_CLOCK_ERROR_SYNTAX);
  assert_bad_option (tg_clock_parse_canadian, "25/", TG_CLOCK_ERROR_SYNTAX);

  assert_option (tg_clock_parse_fischer, "10s", &fischer_10);
  assert_option (tg_clock_parse_fischer, "10s,15m", &fischer_10_cap);
  assert_bad_option (tg_clock_parse_fischer, "0s", TG_CLOCK_ERROR_RANGE);
  assert_bad_option (tg_clock_parse_fischer, "10s,0", TG_CLOCK_ERROR_RANGE);
  assert_bad_option (tg_clock_parse_fischer, "10s,", TG_CLOCK_ERROR_SYNTAX);
  assert_bad_option (tg_clock_parse_fischer, "10s,5m,1m", TG_CLOCK_ERROR_SYNTAX);
  assert_bad_option (tg_clock_parse_fischer, "-10s", TG_CLOCK_ERROR_RANGE);

  /* The cap is checked against the main time once that is in. */
  g_assert_true (tg_clock_parse_duration ("20m", &settings.main_time, NULL));
  g_assert_true (tg_clock_parse_fischer ("10s,15m", &settings, NULL));
  g_assert_false (tg_clock_settings_check (&settings, &error));
  g_assert_error (error, TG_CLOCK_ERROR, TG_CLOCK_ERROR_RANGE);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/clock-text/sgf/settings-write", test_sgf_settings_write);
  g_test_add_func ("/clock-text/sgf/settings-read", test_sgf_settings_read);
  g_test_add_func ("/clock-text/sgf/move-values", test_sgf_move_values);
  g_test_add_func ("/clock-text/sgf/reopen", test_sgf_reopen);
  g_test_add_func ("/clock-text/sgf/restore", test_sgf_restore);
  g_test_add_func ("/clock-text/parse/duration", test_parse_duration);
  g_test_add_func ("/clock-text/parse/overtime-options", test_parse_overtime_options);

  return g_test_run ();
}
