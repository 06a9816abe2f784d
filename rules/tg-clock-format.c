/* tg-clock-format.c: clocks for people (the display's strings) and for
 * engines (GTP time commands).
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tg-clock.h"

#include <glib/gi18n.h>

#define TG_TENTH (TG_CLOCK_SECOND / 10)
/* Below this a clock shows tenths: "0:09.9". */
#define TG_TENTHS_BELOW (10 * TG_CLOCK_SECOND)

static gint64
round_up (gint64 time,
          gint64 unit)
{
  return (time + unit - 1) / unit;
}

char *
tg_clock_format_time (gint64 time)
{
  gint64 tenths, seconds;

  time = MAX (time, 0);
  /* Decided on the rounded value, so 9.95 s shows "0:10", not "0:10.0". */
  tenths = round_up (time, TG_TENTH);
  if (tenths < TG_TENTHS_BELOW / TG_TENTH)
    return g_strdup_printf ("0:%02d.%d", (int) (tenths / 10), (int) (tenths % 10));
  seconds = round_up (time, TG_CLOCK_SECOND);
  if (seconds >= 3600)
    return g_strdup_printf ("%d:%02d:%02d", (int) (seconds / 3600), (int) (seconds / 60 % 60),
                            (int) (seconds % 60));
  return g_strdup_printf ("%d:%02d", (int) (seconds / 60), (int) (seconds % 60));
}

gint64
tg_clock_format_time_next_change (gint64 time)
{
  gint64 tenths, shown;

  if (time <= 0)
    return -1;
  tenths = round_up (time, TG_TENTH);
  if (tenths < TG_TENTHS_BELOW / TG_TENTH)
    return time - (tenths - 1) * TG_TENTH;
  /* Whole seconds show until the text turns to tenths at 9.9 s. */
  shown = round_up (time, TG_CLOCK_SECOND) * TG_CLOCK_SECOND;
  return time - MAX (shown - TG_CLOCK_SECOND, TG_TENTHS_BELOW - TG_TENTH);
}

/* Seconds as people read them, tenths only when there are some. */
static char *
format_seconds_part (gint64 time)
{
  if (time % TG_CLOCK_SECOND == 0)
    /* Translators: a number of seconds, "30 s". */
    return g_strdup_printf (_("%d s"), (int) (time / TG_CLOCK_SECOND));
  /* Translators: seconds with tenths, "2.5 s". */
  return g_strdup_printf (_("%.1f s"), (double) time / TG_CLOCK_SECOND);
}

char *
tg_clock_format_duration (gint64 duration)
{
  GString *text;
  gint64 hours, minutes, rest;

  duration = MAX (duration, 0);
  if (duration < 60 * TG_CLOCK_SECOND)
    return format_seconds_part (duration);

  /* Minutes up to an hour: Go's main times read "60 min". */
  hours = duration > 3600 * TG_CLOCK_SECOND ? duration / (3600 * TG_CLOCK_SECOND) : 0;
  minutes = (duration - hours * 3600 * TG_CLOCK_SECOND) / (60 * TG_CLOCK_SECOND);
  rest = duration % (60 * TG_CLOCK_SECOND);
  text = g_string_new (NULL);
  if (hours > 0)
    /* Translators: a number of hours, "1 h". */
    g_string_append_printf (text, _("%d h"), (int) hours);
  if (minutes > 0)
    {
      if (text->len > 0)
        g_string_append_c (text, ' ');
      /* Translators: a number of minutes, "10 min". */
      g_string_append_printf (text, _("%d min"), (int) minutes);
    }
  if (rest > 0)
    {
      g_autofree char *seconds = format_seconds_part (rest);

      g_string_append_printf (text, " %s", seconds);
    }
  return g_string_free (text, FALSE);
}

char *
tg_clock_format_overtime (const TgClockSettings *settings,
                          const TgClockSide     *side)
{
  g_autofree char *time = NULL;

  g_return_val_if_fail (settings != NULL, NULL);
  g_return_val_if_fail (side != NULL, NULL);

  switch (settings->system)
    {
    case TG_CLOCK_BYO_YOMI:
      time = tg_clock_format_duration (settings->period_time);
      /* Translators: byo-yomi periods left × their length, "3 × 30 s". */
      return g_strdup_printf (_("%u × %s"), side->periods_left, time);
    case TG_CLOCK_CANADIAN:
      time = tg_clock_format_time (side->period_left);
      /* Translators: stones still to play in the Canadian period, and
       * the time left for them, "12 stones / 4:10". */
      return g_strdup_printf (ngettext ("%u stone / %s", "%u stones / %s", side->stones_left),
                              side->stones_left, time);
    case TG_CLOCK_FISCHER:
      time = tg_clock_format_duration (settings->increment);
      /* Translators: the Fischer increment, added after each move, "+30 s". */
      return g_strdup_printf (_("+%s"), time);
    case TG_CLOCK_NONE:
    case TG_CLOCK_ABSOLUTE:
    default:
      return NULL;
    }
}

char *
tg_clock_settings_describe (const TgClockSettings *settings)
{
  g_autofree char *main_time = NULL;
  g_autofree char *period = NULL;
  g_autofree char *cap = NULL;

  g_return_val_if_fail (settings != NULL, NULL);

  main_time = tg_clock_format_duration (settings->main_time);
  period = tg_clock_format_duration (settings->system == TG_CLOCK_FISCHER ? settings->increment
                                                                          : settings->period_time);
  switch (settings->system)
    {
    case TG_CLOCK_ABSOLUTE:
      /* Translators: "60 min, sudden death". */
      return g_strdup_printf (_("%s, sudden death"), main_time);
    case TG_CLOCK_BYO_YOMI:
      if (settings->main_time == 0)
        /* Translators: "5 × 30 s byo-yomi". */
        return g_strdup_printf (_("%u × %s byo-yomi"), settings->periods, period);
      /* Translators: main time and byo-yomi, "60 min + 3 × 30 s byo-yomi". */
      return g_strdup_printf (_("%s + %u × %s byo-yomi"), main_time, settings->periods, period);
    case TG_CLOCK_CANADIAN:
      if (settings->main_time == 0)
        return g_strdup_printf (ngettext ("%u stone in %s", "%u stones in %s", settings->stones),
                                settings->stones, period);
      /* Translators: main time and Canadian overtime, "30 min + 25 stones in 10 min". */
      return g_strdup_printf (ngettext ("%s + %u stone in %s", "%s + %u stones in %s",
                                        settings->stones),
                              main_time, settings->stones, period);
    case TG_CLOCK_FISCHER:
      if (settings->cap == 0)
        /* Translators: Fischer time, "3 min + 2 s per move". */
        return g_strdup_printf (_("%s + %s per move"), main_time, period);
      cap = tg_clock_format_duration (settings->cap);
      /* Translators: Fischer time with a cap on the time the clock may
       * hold, "3 min + 2 s per move, at most 10 min". */
      return g_strdup_printf (_("%s + %s per move, at most %s"), main_time, period, cap);
    case TG_CLOCK_NONE:
    default:
      return g_strdup (_("No time limit"));
    }
}

/* GTP */

/* Engines read whole seconds (GNU Go's time_left takes integers only),
 * rounded down so an engine never counts on time it does not have. */
static int
whole_seconds (gint64 time)
{
  return (int) (MAX (time, 0) / TG_CLOCK_SECOND);
}

char *
tg_clock_gtp_time_settings (const TgClockSettings *settings,
                            TgClockGtpDialect      dialect)
{
  const char *command;
  int main_time, period, increment;

  g_return_val_if_fail (settings != NULL, NULL);

  main_time = whole_seconds (settings->main_time);
  period = whole_seconds (settings->period_time);
  increment = whole_seconds (settings->increment);
  command = dialect == TG_CLOCK_GTP_KATAGO ? "kata-time_settings" : "kgs-time_settings";

  if (dialect == TG_CLOCK_GTP_KATAGO && settings->system == TG_CLOCK_FISCHER)
    {
      if (settings->cap == 0)
        return g_strdup_printf ("kata-time_settings fischer %d %d", main_time, increment);
      /* The last value caps the time of one move: -1, none. */
      return g_strdup_printf ("kata-time_settings fischer-capped %d %d %d -1", main_time,
                              increment, whole_seconds (settings->cap));
    }
  if (settings->system == TG_CLOCK_FISCHER)
    {
      /* Canadian 1 stone per increment, the increment taken off the main
       * time: main plus period is then what the clock holds, and the
       * engine plans on the increment for each move to come.
       * tg_clock_gtp_time_left keeps to the same reading. */
      if (dialect == TG_CLOCK_GTP_STANDARD)
        return g_strdup_printf ("time_settings %d %d 1", MAX (main_time - increment, 0),
                                increment);
      return g_strdup_printf ("kgs-time_settings canadian %d %d 1",
                              MAX (main_time - increment, 0), increment);
    }

  if (dialect == TG_CLOCK_GTP_STANDARD)
    switch (settings->system)
      {
      case TG_CLOCK_ABSOLUTE:
        return g_strdup_printf ("time_settings %d 0 0", main_time);
      case TG_CLOCK_BYO_YOMI:
        /* One stone per period; the spare periods stay a safety margin
         * for the engine's lag. */
        return g_strdup_printf ("time_settings %d %d 1", main_time, period);
      case TG_CLOCK_CANADIAN:
        return g_strdup_printf ("time_settings %d %d %u", main_time, period, settings->stones);
      case TG_CLOCK_NONE:
      default:
        /* GTP 2 §4.2: a period with no stones means no time limit. */
        return g_strdup ("time_settings 0 1 0");
      }

  switch (settings->system)
    {
    case TG_CLOCK_ABSOLUTE:
      return g_strdup_printf ("%s absolute %d", command, main_time);
    case TG_CLOCK_BYO_YOMI:
      return g_strdup_printf ("%s byoyomi %d %d %u", command, main_time, period,
                              settings->periods);
    case TG_CLOCK_CANADIAN:
      return g_strdup_printf ("%s canadian %d %d %u", command, main_time, period,
                              settings->stones);
    case TG_CLOCK_NONE:
    default:
      return g_strdup_printf ("%s none", command);
    }
}

char *
tg_clock_gtp_time_left (const TgClockSettings *settings,
                        TgClockGtpDialect      dialect,
                        TgColor                color,
                        const TgClockSide     *side)
{
  const char *name;
  int time, increment;
  guint stones;

  g_return_val_if_fail (settings != NULL, NULL);
  g_return_val_if_fail (color == TG_BLACK || color == TG_WHITE, NULL);
  g_return_val_if_fail (side != NULL, NULL);

  if (settings->system == TG_CLOCK_NONE)
    return NULL;
  name = color == TG_BLACK ? "B" : "W";
  time = whole_seconds (tg_clock_side_countdown (side));

  if (settings->system == TG_CLOCK_FISCHER && dialect != TG_CLOCK_GTP_KATAGO)
    {
      /* As tg_clock_gtp_time_settings told it: main time, then one
       * increment's worth for the stone. */
      increment = whole_seconds (settings->increment);
      if (time > increment)
        return g_strdup_printf ("time_left %s %d 0", name, time - increment);
      return g_strdup_printf ("time_left %s %d 1", name, time);
    }
  if (!side->in_overtime)
    return g_strdup_printf ("time_left %s %d 0", name, time);
  if (settings->system == TG_CLOCK_CANADIAN)
    stones = side->stones_left;
  else
    stones = dialect == TG_CLOCK_GTP_STANDARD ? 1 : side->periods_left;
  return g_strdup_printf ("time_left %s %d %u", name, time, stones);
}
