/* tg-clock-text.c: clock settings and times as text — tengen-cli's
 * durations, and the SGF properties TM, OT, BL/WL, OB/OW.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tg-clock-private.h"

#include <glib/gi18n.h>
#include <string.h>

/* Digits past these are not worth reading: more is over a week in any
 * unit, or finer than a microsecond. */
#define TG_INTEGER_DIGITS 13
#define TG_FRACTION_DIGITS 9

typedef struct
{
  guint64  integer;
  guint64  fraction;        /* the first TG_FRACTION_DIGITS digits */
  guint    fraction_digits;
  gboolean overflow;        /* too many integer digits to hold */
} Decimal;

/* Digits, then "." and digits.  tengen-cli wants digits on both sides
 * of the point; @lenient takes "34." and ".5" too, as SGF records have
 * them. */
static gboolean
scan_decimal (const char **p,
              gboolean     lenient,
              Decimal     *value)
{
  const char *s = *p;
  guint digits = 0;
  guint fraction_digits = 0;

  *value = (Decimal) { 0 };
  for (; g_ascii_isdigit (*s); s++, digits++)
    {
      if (digits < TG_INTEGER_DIGITS)
        value->integer = value->integer * 10 + (guint) (*s - '0');
      else
        value->overflow = TRUE;
    }
  if (*s == '.')
    {
      for (s++; g_ascii_isdigit (*s); s++, fraction_digits++)
        {
          if (value->fraction_digits == TG_FRACTION_DIGITS)
            continue;
          value->fraction = value->fraction * 10 + (guint) (*s - '0');
          value->fraction_digits++;
        }
      if (lenient ? digits + fraction_digits == 0 : digits == 0 || fraction_digits == 0)
        return FALSE;
    }
  else if (digits == 0)
    return FALSE;
  *p = s;
  return TRUE;
}

/* @value in @unit as microseconds; FALSE over TG_CLOCK_MAX_TIME. */
static gboolean
decimal_to_time (const Decimal *value,
                 gint64         unit,
                 gint64        *time)
{
  guint64 scale = 1;
  gint64 result;

  if (value->overflow || value->integer > (guint64) (TG_CLOCK_MAX_TIME / unit))
    return FALSE;
  for (guint i = 0; i < value->fraction_digits; i++)
    scale *= 10;
  /* fraction < 10⁹ and unit ≤ 3.6 × 10⁹: the product fits 64 bits. */
  result = (gint64) value->integer * unit + (gint64) (value->fraction * (guint64) unit / scale);
  if (result > TG_CLOCK_MAX_TIME)
    return FALSE;
  *time = result;
  return TRUE;
}

static gboolean
scan_count (const char **p,
            guint       *count)
{
  const char *s = *p;
  guint64 value = 0;

  if (!g_ascii_isdigit (*s))
    return FALSE;
  for (; g_ascii_isdigit (*s); s++)
    value = MIN (value * 10 + (guint) (*s - '0'), (guint64) G_MAXUINT);
  *count = (guint) value;
  *p = s;
  return TRUE;
}

static void
skip_spaces (const char **p)
{
  while (g_ascii_isspace (**p))
    (*p)++;
}

/* Whether @word (lower case) is next, in any case, as a whole word. */
static gboolean
scan_word (const char **p,
           const char  *word)
{
  gsize length = strlen (word);

  if (g_ascii_strncasecmp (*p, word, length) != 0 || g_ascii_isalnum ((*p)[length]))
    return FALSE;
  *p += length;
  return TRUE;
}

/* Durations for tengen-cli */

static gboolean
duration_syntax_error (const char  *text,
                       GError     **error)
{
  g_set_error (error, TG_CLOCK_ERROR, TG_CLOCK_ERROR_SYNTAX,
               _("“%s” is not a duration (examples: 90s, 10m, 1h30m)"), text);
  return FALSE;
}

static gboolean
duration_range_error (const char  *text,
                      GError     **error)
{
  g_set_error (error, TG_CLOCK_ERROR, TG_CLOCK_ERROR_RANGE,
               _("“%s” is more than a week"), text);
  return FALSE;
}

/* Like tg_clock_parse_duration, for the part of @text from @start. */
static gboolean
parse_duration_at (const char  *text,
                   const char  *start,
                   gint64      *duration,
                   GError     **error)
{
  static const struct
  {
    char   suffix;
    gint64 unit;
  } units[] = {
    { 'h', 3600 * TG_CLOCK_SECOND },
    { 'm', 60 * TG_CLOCK_SECOND },
    { 's', TG_CLOCK_SECOND },
  };
  const char *p = start;
  guint next_unit = 0;
  gint64 total = 0;

  if (*p == '-')
    {
      g_set_error (error, TG_CLOCK_ERROR, TG_CLOCK_ERROR_RANGE,
                   _("“%s”: a duration cannot be negative"), text);
      return FALSE;
    }
  do
    {
      Decimal value;
      gint64 part;
      guint u;

      if (!scan_decimal (&p, FALSE, &value))
        return duration_syntax_error (text, error);
      /* Plain seconds only as the whole text: "1h30" is ambiguous. */
      if (*p == '\0' && p != start && next_unit == 0)
        u = G_N_ELEMENTS (units) - 1;
      else
        {
          for (u = next_unit; u < G_N_ELEMENTS (units) && units[u].suffix != *p; u++)
            ;
          if (u == G_N_ELEMENTS (units))
            return duration_syntax_error (text, error);
          p++;
        }
      if (!decimal_to_time (&value, units[u].unit, &part))
        return duration_range_error (text, error);
      total += part;
      if (total > TG_CLOCK_MAX_TIME)
        return duration_range_error (text, error);
      next_unit = u + 1;
    }
  while (*p != '\0' && next_unit < G_N_ELEMENTS (units));
  if (*p != '\0')
    return duration_syntax_error (text, error);
  *duration = total;
  return TRUE;
}

gboolean
tg_clock_parse_duration (const char  *text,
                         gint64      *duration,
                         GError     **error)
{
  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (duration != NULL, FALSE);

  return parse_duration_at (text, text, duration, error);
}

/* Checks the overtime of @candidate with a stand-in main time, and only
 * then sets it in @settings. */
static gboolean
apply_overtime (const char            *text,
                TgClockSettings       *candidate,
                TgClockSettings       *settings,
                GError               **error)
{
  candidate->main_time = candidate->system == TG_CLOCK_FISCHER ? TG_CLOCK_SECOND : 0;
  if (!tg_clock_settings_check (candidate, error))
    {
      /* Translators: the option before the reason, "“5x0s”: A byo-yomi
       * period must be at least 1 s". */
      g_prefix_error (error, _("“%s”: "), text);
      return FALSE;
    }
  candidate->main_time = settings->main_time;
  *settings = *candidate;
  return TRUE;
}

/* A duration inside an option: a syntax error there is an error in the
 * option's form, which @form_error describes. */
static gboolean
parse_option_duration (const char  *text,
                       const char  *start,
                       const char  *form_error,
                       gint64      *duration,
                       GError     **error)
{
  g_autoptr(GError) local_error = NULL;

  if (parse_duration_at (text, start, duration, &local_error))
    return TRUE;
  if (g_error_matches (local_error, TG_CLOCK_ERROR, TG_CLOCK_ERROR_SYNTAX))
    g_set_error_literal (error, TG_CLOCK_ERROR, TG_CLOCK_ERROR_SYNTAX, form_error);
  else
    g_propagate_error (error, g_steal_pointer (&local_error));
  return FALSE;
}

static gboolean
parse_counted_period (const char       *text,
                      char              separator,
                      TgClockSystem     system,
                      TgClockSettings  *settings,
                      GError          **error)
{
  TgClockSettings candidate = { .system = system };
  g_autofree char *form_error = NULL;
  const char *p = text;
  guint count;

  if (system == TG_CLOCK_BYO_YOMI)
    form_error = g_strdup_printf (_("“%s” is not byo-yomi periods (example: 5x30s)"), text);
  else
    form_error = g_strdup_printf (_("“%s” is not a Canadian period (example: 25/10m)"), text);
  if (!scan_count (&p, &count) || *p != separator)
    {
      g_set_error_literal (error, TG_CLOCK_ERROR, TG_CLOCK_ERROR_SYNTAX, form_error);
      return FALSE;
    }
  if (!parse_option_duration (text, p + 1, form_error, &candidate.period_time, error))
    return FALSE;
  if (system == TG_CLOCK_BYO_YOMI)
    candidate.periods = count;
  else
    candidate.stones = count;
  return apply_overtime (text, &candidate, settings, error);
}

gboolean
tg_clock_parse_byo_yomi (const char       *text,
                         TgClockSettings  *settings,
                         GError          **error)
{
  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (settings != NULL, FALSE);

  return parse_counted_period (text, 'x', TG_CLOCK_BYO_YOMI, settings, error);
}

gboolean
tg_clock_parse_canadian (const char       *text,
                         TgClockSettings  *settings,
                         GError          **error)
{
  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (settings != NULL, FALSE);

  return parse_counted_period (text, '/', TG_CLOCK_CANADIAN, settings, error);
}

gboolean
tg_clock_parse_fischer (const char       *text,
                        TgClockSettings  *settings,
                        GError          **error)
{
  TgClockSettings candidate = { .system = TG_CLOCK_FISCHER };
  g_autofree char *form_error = NULL;
  g_autofree char *increment = NULL;
  const char *comma;

  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (settings != NULL, FALSE);

  form_error = g_strdup_printf (_("“%s” is not a Fischer increment (examples: 10s, 10s,5m)"),
                                text);
  comma = strchr (text, ',');
  increment = comma != NULL ? g_strndup (text, comma - text) : g_strdup (text);
  if (!parse_option_duration (text, increment, form_error, &candidate.increment, error))
    return FALSE;
  if (comma != NULL)
    {
      if (!parse_option_duration (text, comma + 1, form_error, &candidate.cap, error))
        return FALSE;
      if (candidate.cap == 0)
        {
          g_set_error (error, TG_CLOCK_ERROR, TG_CLOCK_ERROR_RANGE,
                       _("“%s”: a cap of 0 would leave no time"), text);
          return FALSE;
        }
    }
  return apply_overtime (text, &candidate, settings, error);
}

/* SGF */

/* Seconds to the millisecond, rounded down, without trailing zeros:
 * "3590", "12.5", "28.751". */
static char *
format_seconds (gint64 time)
{
  gint64 ms = MAX (time, 0) / 1000;
  char *text = g_strdup_printf ("%" G_GINT64_FORMAT ".%03d", ms / 1000, (int) (ms % 1000));
  char *end = text + strlen (text) - 1;

  while (*end == '0')
    *end-- = '\0';
  if (*end == '.')
    *end = '\0';
  return text;
}

char *
tg_clock_settings_to_tm (const TgClockSettings *settings)
{
  g_return_val_if_fail (settings != NULL, NULL);

  if (settings->system == TG_CLOCK_NONE)
    return NULL;
  return format_seconds (settings->main_time);
}

char *
tg_clock_settings_to_ot (const TgClockSettings *settings)
{
  g_autofree char *period = NULL;
  g_autofree char *increment = NULL;
  g_autofree char *cap = NULL;

  g_return_val_if_fail (settings != NULL, NULL);

  /* Machine-read words: never translated. */
  switch (settings->system)
    {
    case TG_CLOCK_BYO_YOMI:
      period = format_seconds (settings->period_time);
      return g_strdup_printf ("%ux%s byo-yomi", settings->periods, period);
    case TG_CLOCK_CANADIAN:
      period = format_seconds (settings->period_time);
      return g_strdup_printf ("%u/%s Canadian", settings->stones, period);
    case TG_CLOCK_FISCHER:
      increment = format_seconds (settings->increment);
      if (settings->cap == 0)
        return g_strdup_printf ("%s fischer", increment);
      cap = format_seconds (settings->cap);
      return g_strdup_printf ("%s fischer max %s", increment, cap);
    case TG_CLOCK_NONE:
    case TG_CLOCK_ABSOLUTE:
    default:
      return NULL;
    }
}

/* A whole property value in seconds, with the spaces some writers leave
 * around it. */
static gboolean
parse_sgf_seconds (const char *text,
                   gint64     *time,
                   gboolean   *too_large)
{
  const char *p = text;
  Decimal value;

  *too_large = FALSE;
  skip_spaces (&p);
  if (!scan_decimal (&p, TRUE, &value))
    return FALSE;
  skip_spaces (&p);
  if (*p != '\0')
    return FALSE;
  if (!decimal_to_time (&value, TG_CLOCK_SECOND, time))
    {
      *too_large = TRUE;
      return FALSE;
    }
  return TRUE;
}

/* Seconds inside OT, maybe followed by "s", "sec" or "seconds". */
static gboolean
scan_ot_seconds (const char **p,
                 gint64      *time)
{
  Decimal value;

  skip_spaces (p);
  if (!scan_decimal (p, FALSE, &value) || !decimal_to_time (&value, TG_CLOCK_SECOND, time))
    return FALSE;
  skip_spaces (p);
  if (scan_word (p, "seconds") || scan_word (p, "sec") || scan_word (p, "s"))
    skip_spaces (p);
  return TRUE;
}

static gboolean
scan_byo_yomi_word (const char **p)
{
  return scan_word (p, "byo-yomi") || scan_word (p, "byoyomi") ||
         (scan_word (p, "byo") && (skip_spaces (p), scan_word (p, "yomi")));
}

/* Reads OT into the overtime fields of @settings. */
static gboolean
parse_ot (const char      *text,
          TgClockSettings *settings)
{
  const char *p = text;
  const char *after_count;
  guint count = 0;
  gint64 seconds;

  skip_spaces (&p);
  if (scan_word (&p, "fischer"))
    {
      if (!scan_ot_seconds (&p, &settings->increment))
        return FALSE;
      settings->system = TG_CLOCK_FISCHER;
      return *p == '\0';
    }

  after_count = p;
  if (scan_count (&after_count, &count))
    {
      const char *q = after_count;

      skip_spaces (&q);
      if (*q == 'x' || *q == 'X' || g_str_has_prefix (q, "×"))
        {
          q += *q == 'x' || *q == 'X' ? 1 : strlen ("×");
          if (!scan_ot_seconds (&q, &settings->period_time))
            return FALSE;
          if (scan_byo_yomi_word (&q))
            skip_spaces (&q);
          settings->system = TG_CLOCK_BYO_YOMI;
          settings->periods = count;
          return *q == '\0';
        }
      if (*q == '/')
        {
          q++;
          if (!scan_ot_seconds (&q, &settings->period_time))
            return FALSE;
          if (scan_word (&q, "canadian"))
            skip_spaces (&q);
          settings->system = TG_CLOCK_CANADIAN;
          settings->stones = count;
          return *q == '\0';
        }
    }

  if (!scan_ot_seconds (&p, &seconds) || !scan_word (&p, "fischer"))
    return FALSE;
  settings->system = TG_CLOCK_FISCHER;
  settings->increment = seconds;
  skip_spaces (&p);
  if (*p == ',')
    {
      p++;
      skip_spaces (&p);
    }
  if (scan_word (&p, "max"))
    {
      if (!scan_ot_seconds (&p, &settings->cap))
        return FALSE;
    }
  return *p == '\0';
}

gboolean
tg_clock_settings_from_sgf (const char       *tm,
                            const char       *ot,
                            TgClockSettings  *settings,
                            GError          **error)
{
  TgClockSettings value = { .system = TG_CLOCK_NONE };
  gboolean too_large;

  g_return_val_if_fail (settings != NULL, FALSE);

  if (ot != NULL && ot[strspn (ot, " \t\r\n")] == '\0')
    ot = NULL;
  if (tm != NULL && !parse_sgf_seconds (tm, &value.main_time, &too_large))
    {
      if (too_large)
        g_set_error (error, TG_CLOCK_ERROR, TG_CLOCK_ERROR_RANGE,
                     _("TM[%s]: a main time of more than a week is not a game clock"), tm);
      else
        g_set_error (error, TG_CLOCK_ERROR, TG_CLOCK_ERROR_SYNTAX,
                     _("TM[%s] is not a main time in seconds"), tm);
      return FALSE;
    }
  if (ot != NULL && !parse_ot (ot, &value))
    {
      g_set_error (error, TG_CLOCK_ERROR, TG_CLOCK_ERROR_SYNTAX,
                   _("OT[%s] is not an overtime Tengen can read (it reads “5x30 byo-yomi”, "
                     "“25/300 Canadian” and “30 fischer”)"),
                   ot);
      return FALSE;
    }
  if (ot == NULL && value.main_time > 0)
    value.system = TG_CLOCK_ABSOLUTE;
  if (!tg_clock_settings_check (&value, error))
    {
      if (tm != NULL && ot != NULL)
        g_prefix_error (error, "TM[%s] OT[%s]: ", tm, ot);
      else if (ot != NULL)
        g_prefix_error (error, "OT[%s]: ", ot);
      else
        g_prefix_error (error, "TM[%s]: ", tm);
      return FALSE;
    }
  *settings = value;
  return TRUE;
}

void
tg_clock_side_to_sgf (const TgClockSettings *settings,
                      const TgClockSide     *at_move,
                      char                 **time_left,
                      char                 **overtime_left)
{
  g_return_if_fail (settings != NULL);
  g_return_if_fail (at_move != NULL);
  g_return_if_fail (time_left != NULL && overtime_left != NULL);

  *time_left = NULL;
  *overtime_left = NULL;
  if (settings->system == TG_CLOCK_NONE)
    return;
  *time_left = format_seconds (tg_clock_side_countdown (at_move));
  if (at_move->in_overtime && settings->system == TG_CLOCK_BYO_YOMI)
    *overtime_left = g_strdup_printf ("%u", at_move->periods_left);
  else if (at_move->in_overtime && settings->system == TG_CLOCK_CANADIAN)
    *overtime_left = g_strdup_printf ("%u", at_move->stones_left);
}

gboolean
tg_clock_restore_side (TgClock     *clock,
                       TgColor      color,
                       const char  *time_left,
                       const char  *overtime_left,
                       GError     **error)
{
  const TgClockSettings *settings;
  const char *time_id, *overtime_id;
  TgClockSide side;
  gint64 seconds = 0;
  guint count = 0;
  gboolean too_large;

  g_return_val_if_fail (clock != NULL, FALSE);
  g_return_val_if_fail (color == TG_BLACK || color == TG_WHITE, FALSE);
  g_return_val_if_fail (tg_clock_get_running (clock) == TG_EMPTY, FALSE);

  settings = tg_clock_get_settings (clock);
  time_id = color == TG_BLACK ? "BL" : "WL";
  overtime_id = color == TG_BLACK ? "OB" : "OW";
  tg_clock_side_init (settings, &side);
  if (time_left == NULL && overtime_left != NULL)
    {
      g_set_error (error, TG_CLOCK_ERROR, TG_CLOCK_ERROR_SYNTAX,
                   _("%s[%s] comes without %s"), overtime_id, overtime_left, time_id);
      return FALSE;
    }
  if (time_left != NULL && !parse_sgf_seconds (time_left, &seconds, &too_large))
    {
      if (too_large)
        g_set_error (error, TG_CLOCK_ERROR, TG_CLOCK_ERROR_RANGE,
                     _("%s[%s] is more than a week"), time_id, time_left);
      else
        g_set_error (error, TG_CLOCK_ERROR, TG_CLOCK_ERROR_SYNTAX,
                     _("%s[%s] is not a time in seconds"), time_id, time_left);
      return FALSE;
    }
  if (overtime_left != NULL)
    {
      const char *p = overtime_left;

      skip_spaces (&p);
      if (!scan_count (&p, &count) || (skip_spaces (&p), *p != '\0'))
        {
          g_set_error (error, TG_CLOCK_ERROR, TG_CLOCK_ERROR_SYNTAX,
                       _("%s[%s] is not a number of periods or stones"), overtime_id,
                       overtime_left);
          return FALSE;
        }
      if (settings->system != TG_CLOCK_BYO_YOMI && settings->system != TG_CLOCK_CANADIAN)
        {
          g_set_error (error, TG_CLOCK_ERROR, TG_CLOCK_ERROR_RANGE,
                       _("%s[%s]: this game’s clock has no byo-yomi or Canadian overtime"),
                       overtime_id, overtime_left);
          return FALSE;
        }
    }

  if (time_left != NULL && overtime_left == NULL)
    side.main_left = seconds;
  else if (overtime_left != NULL && settings->system == TG_CLOCK_BYO_YOMI)
    {
      if (count == 0)
        {
          g_set_error (error, TG_CLOCK_ERROR, TG_CLOCK_ERROR_RANGE,
                       _("%s[0]: a move in byo-yomi leaves at least its own period"),
                       overtime_id);
          return FALSE;
        }
      /* Recorded as the move was made; the period is renewed after it. */
      side.in_overtime = TRUE;
      side.periods_left = count;
      side.period_left = settings->period_time;
    }
  else if (overtime_left != NULL)
    {
      /* Canadian: 0 stones left is a period completed, so a new one. */
      side.in_overtime = TRUE;
      side.stones_left = count == 0 ? settings->stones : count;
      side.period_left = count == 0 ? settings->period_time : seconds;
    }

  if (!tg_clock_set_side (clock, color, &side, 0, error))
    {
      if (overtime_left != NULL)
        g_prefix_error (error, "%s[%s] %s[%s]: ", time_id, time_left, overtime_id, overtime_left);
      else if (time_left != NULL)
        g_prefix_error (error, "%s[%s]: ", time_id, time_left);
      return FALSE;
    }
  return TRUE;
}
