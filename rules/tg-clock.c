/* tg-clock.c: the clock itself — settings, presets, charging time and
 * the effects of a move in each system (spec §9).
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tg-clock-private.h"

#include <glib/gi18n.h>

G_DEFINE_QUARK (tg-clock-error-quark, tg_clock_error)

struct _TgClock
{
  TgClockSettings settings;
  TgClockSide     sides[2];
  TgColor         running;   /* TG_EMPTY when stopped */
  gboolean        paused;
  gint64          since;     /* when the running time was last charged */
};

/* Settings */

static gboolean
check_time (gint64       time,
            gint64       least,
            const char  *what,
            GError     **error)
{
  g_autofree char *least_text = NULL;

  if (time > TG_CLOCK_MAX_TIME)
    {
      g_set_error (error, TG_CLOCK_ERROR, TG_CLOCK_ERROR_RANGE,
                   /* Translators: %s is "The main time", "A byo-yomi period"... */
                   _("%s of more than a week is not a game clock"), what);
      return FALSE;
    }
  if (time < 0)
    {
      g_set_error (error, TG_CLOCK_ERROR, TG_CLOCK_ERROR_RANGE,
                   /* Translators: %s is "The main time left"... */
                   _("%s cannot be negative"), what);
      return FALSE;
    }
  if (time < least)
    {
      least_text = tg_clock_format_duration (least);
      g_set_error (error, TG_CLOCK_ERROR, TG_CLOCK_ERROR_RANGE,
                   /* Translators: the first %s is "The main time", "A
                    * byo-yomi period"..., the second a duration, "1 s". */
                   _("%s must be at least %s"), what, least_text);
      return FALSE;
    }
  return TRUE;
}

static gboolean
check_count (guint        count,
             const char  *what,
             GError     **error)
{
  if (count >= 1 && count <= TG_CLOCK_MAX_COUNT)
    return TRUE;
  g_set_error (error, TG_CLOCK_ERROR, TG_CLOCK_ERROR_RANGE,
               /* Translators: %s is "Byo-yomi periods" or "Stones per
                * Canadian period"; %u is 1000. */
               _("%s must be from 1 to %u"), what, TG_CLOCK_MAX_COUNT);
  return FALSE;
}

gboolean
tg_clock_settings_check (const TgClockSettings *settings,
                         GError               **error)
{
  g_return_val_if_fail (settings != NULL, FALSE);

  switch (settings->system)
    {
    case TG_CLOCK_NONE:
      return TRUE;
    case TG_CLOCK_ABSOLUTE:
      return check_time (settings->main_time, TG_CLOCK_SECOND, _("The main time"), error);
    case TG_CLOCK_BYO_YOMI:
      return check_time (settings->main_time, 0, _("The main time"), error) &&
             check_time (settings->period_time, TG_CLOCK_SECOND, _("A byo-yomi period"), error) &&
             check_count (settings->periods, _("Byo-yomi periods"), error);
    case TG_CLOCK_CANADIAN:
      return check_time (settings->main_time, 0, _("The main time"), error) &&
             check_time (settings->period_time, TG_CLOCK_SECOND, _("A Canadian period"), error) &&
             check_count (settings->stones, _("Stones per Canadian period"), error);
    case TG_CLOCK_FISCHER:
      if (!check_time (settings->main_time, TG_CLOCK_SECOND, _("The main time"), error) ||
          !check_time (settings->increment, TG_CLOCK_SECOND, _("A Fischer increment"), error))
        return FALSE;
      if (settings->cap != 0 && settings->cap < settings->main_time)
        {
          g_autofree char *cap = tg_clock_format_duration (settings->cap);
          g_autofree char *main_time = tg_clock_format_duration (settings->main_time);

          g_set_error (error, TG_CLOCK_ERROR, TG_CLOCK_ERROR_RANGE,
                       _("The Fischer cap (%s) is less than the main time (%s)"), cap, main_time);
          return FALSE;
        }
      return check_time (settings->cap, 0, _("The Fischer cap"), error);
    default:
      g_set_error (error, TG_CLOCK_ERROR, TG_CLOCK_ERROR_RANGE, _("Unknown time system"));
      return FALSE;
    }
}

gboolean
tg_clock_settings_equal (const TgClockSettings *a,
                         const TgClockSettings *b)
{
  g_return_val_if_fail (a != NULL && b != NULL, FALSE);

  if (a->system != b->system)
    return FALSE;
  switch (a->system)
    {
    case TG_CLOCK_ABSOLUTE:
      return a->main_time == b->main_time;
    case TG_CLOCK_BYO_YOMI:
      return a->main_time == b->main_time && a->period_time == b->period_time &&
             a->periods == b->periods;
    case TG_CLOCK_CANADIAN:
      return a->main_time == b->main_time && a->period_time == b->period_time &&
             a->stones == b->stones;
    case TG_CLOCK_FISCHER:
      return a->main_time == b->main_time && a->increment == b->increment && a->cap == b->cap;
    case TG_CLOCK_NONE:
    default:
      return TRUE;
    }
}

/* Presets */

void
tg_clock_preset_get (TgClockPreset    preset,
                     TgClockSettings *settings)
{
  /* Byo-yomi but for Fischer blitz: the seed's tournament system, one
   * overtime to learn, and what GNU Go's plain time_settings can be told
   * without Fischer's approximation. */
  static const struct
  {
    gint64 main_minutes;
    guint  periods;
    gint64 period_seconds;
  } byo_yomi[] = {
    [TG_CLOCK_PRESET_CASUAL] = { 10, 5, 30 },
    [TG_CLOCK_PRESET_TOURNAMENT] = { 60, 3, 30 },
    [TG_CLOCK_PRESET_BLITZ] = { 5, 3, 10 },
  };

  g_return_if_fail (settings != NULL);
  g_return_if_fail (preset < TG_CLOCK_N_PRESETS);

  *settings = (TgClockSettings) { .system = TG_CLOCK_NONE };
  if (preset == TG_CLOCK_PRESET_NONE)
    return;
  if (preset == TG_CLOCK_PRESET_FISCHER_BLITZ)
    {
      /* Fast games online play with an increment instead. */
      settings->system = TG_CLOCK_FISCHER;
      settings->main_time = 3 * 60 * TG_CLOCK_SECOND;
      settings->increment = 2 * TG_CLOCK_SECOND;
      return;
    }
  settings->system = TG_CLOCK_BYO_YOMI;
  settings->main_time = byo_yomi[preset].main_minutes * 60 * TG_CLOCK_SECOND;
  settings->periods = byo_yomi[preset].periods;
  settings->period_time = byo_yomi[preset].period_seconds * TG_CLOCK_SECOND;
}

const char *
tg_clock_preset_name (TgClockPreset preset)
{
  g_return_val_if_fail (preset < TG_CLOCK_N_PRESETS, NULL);

  switch (preset)
    {
    case TG_CLOCK_PRESET_CASUAL:
      return C_("clock preset", "Casual");
    case TG_CLOCK_PRESET_TOURNAMENT:
      return C_("clock preset", "Tournament");
    case TG_CLOCK_PRESET_BLITZ:
      return C_("clock preset", "Blitz");
    case TG_CLOCK_PRESET_FISCHER_BLITZ:
      return C_("clock preset", "Fischer Blitz");
    case TG_CLOCK_PRESET_NONE:
    default:
      return C_("clock preset", "No clock");
    }
}

/* One side */

gint64
tg_clock_side_countdown (const TgClockSide *side)
{
  g_return_val_if_fail (side != NULL, 0);

  return side->in_overtime ? side->period_left : side->main_left;
}

void
tg_clock_side_init (const TgClockSettings *settings,
                    TgClockSide           *side)
{
  *side = (TgClockSide) { .main_left = settings->main_time };
  if (settings->system == TG_CLOCK_BYO_YOMI || settings->system == TG_CLOCK_CANADIAN)
    {
      side->period_left = settings->period_time;
      side->periods_left = settings->system == TG_CLOCK_BYO_YOMI ? settings->periods : 0;
      side->stones_left = settings->system == TG_CLOCK_CANADIAN ? settings->stones : 0;
      /* No main time: overtime from the start, so the display shows the
       * period rather than a main time of 0. */
      side->in_overtime = settings->main_time == 0;
    }
}

static gint64
side_time_to_flag (const TgClockSettings *settings,
                   const TgClockSide     *side)
{
  if (settings->system == TG_CLOCK_NONE)
    return G_MAXINT64;
  if (side->flagged)
    return 0;
  switch (settings->system)
    {
    case TG_CLOCK_BYO_YOMI:
      if (side->in_overtime)
        return side->period_left + (side->periods_left - 1) * settings->period_time;
      return side->main_left + settings->periods * settings->period_time;
    case TG_CLOCK_CANADIAN:
      return side->in_overtime ? side->period_left : side->main_left + settings->period_time;
    default:
      return side->main_left;
    }
}

static void
side_flag (TgClockSide *side)
{
  side->main_left = 0;
  side->period_left = 0;
  side->periods_left = 0;
  side->flagged = TRUE;
}

/* Uses up @elapsed of @side's time.  Time that reaches zero is gone: the
 * main time ends, a byo-yomi period is consumed, the flag falls. */
static void
side_charge (const TgClockSettings *settings,
             TgClockSide           *side,
             gint64                 elapsed)
{
  gint64 periods_used;

  if (settings->system == TG_CLOCK_NONE || side->flagged || elapsed < 0)
    return;
  if (!side->in_overtime)
    {
      if (elapsed < side->main_left)
        {
          side->main_left -= elapsed;
          return;
        }
      elapsed -= side->main_left;
      side->main_left = 0;
      if (settings->system == TG_CLOCK_ABSOLUTE || settings->system == TG_CLOCK_FISCHER)
        {
          side_flag (side);
          return;
        }
      side->in_overtime = TRUE;
    }
  if (elapsed < side->period_left)
    {
      side->period_left -= elapsed;
      return;
    }
  if (settings->system == TG_CLOCK_CANADIAN)
    {
      side_flag (side);
      return;
    }
  /* Byo-yomi: the current period is gone, then one per whole period. */
  elapsed -= side->period_left;
  periods_used = 1 + elapsed / settings->period_time;
  if (periods_used >= side->periods_left)
    {
      side_flag (side);
      return;
    }
  side->periods_left -= periods_used;
  side->period_left = settings->period_time - elapsed % settings->period_time;
}

/* Fills what a hand-set or recorded side leaves implied, and lets a time
 * at zero do what it does on a running clock. */
static void
side_normalize (const TgClockSettings *settings,
                TgClockSide           *side)
{
  TgClockSide fresh;

  tg_clock_side_init (settings, &fresh);
  if (settings->system == TG_CLOCK_NONE)
    {
      *side = fresh;
      return;
    }
  if (settings->system != TG_CLOCK_BYO_YOMI && settings->system != TG_CLOCK_CANADIAN)
    side->in_overtime = FALSE;
  if (side->in_overtime)
    side->main_left = 0;
  else
    {
      side->period_left = fresh.period_left;
      side->periods_left = fresh.periods_left;
      side->stones_left = fresh.stones_left;
    }
  if (settings->system != TG_CLOCK_BYO_YOMI)
    side->periods_left = 0;
  if (settings->system != TG_CLOCK_CANADIAN)
    side->stones_left = 0;
  if (side->flagged)
    side_flag (side);
  else
    side_charge (settings, side, 0);
}

/* Checks a side set by hand or read from a record, and fills in what it
 * implies; @side is unchanged on failure. */
static gboolean
side_validate (const TgClockSettings *settings,
               TgClockSide           *side,
               GError               **error)
{
  TgClockSide value = *side;

  if (!check_time (value.main_left, 0, _("The main time left"), error) ||
      !check_time (value.period_left, 0, _("The time left in the period"), error))
    return FALSE;
  side_normalize (settings, &value);
  if (!value.flagged && value.in_overtime && settings->system == TG_CLOCK_BYO_YOMI &&
      (value.periods_left < 1 || value.periods_left > settings->periods))
    {
      g_set_error (error, TG_CLOCK_ERROR, TG_CLOCK_ERROR_RANGE,
                   _("%u byo-yomi periods left, but the game has %u"), value.periods_left,
                   settings->periods);
      return FALSE;
    }
  if (!value.flagged && value.in_overtime && settings->system == TG_CLOCK_CANADIAN &&
      (value.stones_left < 1 || value.stones_left > settings->stones))
    {
      g_set_error (error, TG_CLOCK_ERROR, TG_CLOCK_ERROR_RANGE,
                   _("%u stones left, but a Canadian period has %u"), value.stones_left,
                   settings->stones);
      return FALSE;
    }
  *side = value;
  return TRUE;
}

/* The clock */

TgClock *
tg_clock_new (const TgClockSettings *settings)
{
  TgClock *clock;

  g_return_val_if_fail (settings != NULL, NULL);
  g_return_val_if_fail (tg_clock_settings_check (settings, NULL), NULL);

  clock = g_new0 (TgClock, 1);
  clock->settings = *settings;
  tg_clock_side_init (settings, &clock->sides[0]);
  tg_clock_side_init (settings, &clock->sides[1]);
  clock->running = TG_EMPTY;
  return clock;
}

TgClock *
tg_clock_copy (const TgClock *clock)
{
  g_return_val_if_fail (clock != NULL, NULL);

  return g_memdup2 (clock, sizeof *clock);
}

void
tg_clock_free (TgClock *clock)
{
  g_free (clock);
}

const TgClockSettings *
tg_clock_get_settings (const TgClock *clock)
{
  g_return_val_if_fail (clock != NULL, NULL);

  return &clock->settings;
}

static gboolean
is_player (TgColor color)
{
  return color == TG_BLACK || color == TG_WHITE;
}

static void
charge_running (TgClock *clock,
                gint64   now)
{
  if (clock->running == TG_EMPTY || clock->paused)
    return;
  side_charge (&clock->settings, &clock->sides[clock->running - 1], now - clock->since);
  clock->since = now;
}

void
tg_clock_start (TgClock *clock,
                TgColor  color,
                gint64   now)
{
  g_return_if_fail (clock != NULL);
  g_return_if_fail (is_player (color));

  charge_running (clock, now);
  clock->running = color;
  clock->paused = FALSE;
  clock->since = now;
}

gboolean
tg_clock_end_move (TgClock     *clock,
                   gint64       now,
                   TgClockSide *at_move)
{
  const TgClockSettings *settings;
  TgClockSide *side;

  g_return_val_if_fail (clock != NULL, FALSE);
  g_return_val_if_fail (clock->running != TG_EMPTY, FALSE);

  settings = &clock->settings;
  charge_running (clock, now);
  side = &clock->sides[clock->running - 1];
  clock->running = TG_EMPTY;
  clock->paused = FALSE;

  if (!side->flagged)
    {
      if (settings->system == TG_CLOCK_FISCHER)
        {
          side->main_left += settings->increment;
          if (settings->cap > 0)
            side->main_left = MIN (side->main_left, settings->cap);
        }
      else if (settings->system == TG_CLOCK_CANADIAN && side->in_overtime)
        side->stones_left--;
    }
  if (at_move != NULL)
    *at_move = *side;
  if (side->flagged)
    return FALSE;

  if (settings->system == TG_CLOCK_BYO_YOMI && side->in_overtime)
    side->period_left = settings->period_time;
  else if (settings->system == TG_CLOCK_CANADIAN && side->in_overtime && side->stones_left == 0)
    {
      side->stones_left = settings->stones;
      side->period_left = settings->period_time;
    }
  return TRUE;
}

void
tg_clock_stop (TgClock *clock,
               gint64   now)
{
  g_return_if_fail (clock != NULL);

  charge_running (clock, now);
  clock->running = TG_EMPTY;
  clock->paused = FALSE;
}

void
tg_clock_pause (TgClock *clock,
                gint64   now)
{
  g_return_if_fail (clock != NULL);
  g_return_if_fail (clock->running != TG_EMPTY);

  charge_running (clock, now);
  clock->paused = TRUE;
}

void
tg_clock_resume (TgClock *clock,
                 gint64   now)
{
  g_return_if_fail (clock != NULL);
  g_return_if_fail (clock->running != TG_EMPTY);

  if (!clock->paused)
    return;
  clock->paused = FALSE;
  clock->since = now;
}

TgColor
tg_clock_get_running (const TgClock *clock)
{
  g_return_val_if_fail (clock != NULL, TG_EMPTY);

  return clock->running;
}

gboolean
tg_clock_is_paused (const TgClock *clock)
{
  g_return_val_if_fail (clock != NULL, FALSE);

  return clock->paused;
}

void
tg_clock_get_side (const TgClock *clock,
                   TgColor        color,
                   gint64         now,
                   TgClockSide   *side)
{
  g_return_if_fail (clock != NULL);
  g_return_if_fail (is_player (color));
  g_return_if_fail (side != NULL);

  *side = clock->sides[color - 1];
  if (color == clock->running && !clock->paused)
    side_charge (&clock->settings, side, now - clock->since);
}

TgColor
tg_clock_get_flagged (const TgClock *clock,
                      gint64         now)
{
  TgClockSide side;

  g_return_val_if_fail (clock != NULL, TG_EMPTY);

  for (TgColor color = TG_BLACK; color <= TG_WHITE; color++)
    {
      tg_clock_get_side (clock, color, now, &side);
      if (side.flagged)
        return color;
    }
  return TG_EMPTY;
}

gboolean
tg_clock_get_flag_fall (const TgClock *clock,
                        gint64        *flag_fall)
{
  gint64 left;

  g_return_val_if_fail (clock != NULL, FALSE);
  g_return_val_if_fail (flag_fall != NULL, FALSE);

  if (clock->running == TG_EMPTY || clock->paused)
    return FALSE;
  left = side_time_to_flag (&clock->settings, &clock->sides[clock->running - 1]);
  if (left == G_MAXINT64)
    return FALSE;
  *flag_fall = clock->since + left;
  return TRUE;
}

gboolean
tg_clock_set_side (TgClock           *clock,
                   TgColor            color,
                   const TgClockSide *side,
                   gint64             now,
                   GError           **error)
{
  TgClockSide value;

  g_return_val_if_fail (clock != NULL, FALSE);
  g_return_val_if_fail (is_player (color), FALSE);
  g_return_val_if_fail (side != NULL, FALSE);

  value = *side;
  if (!side_validate (&clock->settings, &value, error))
    return FALSE;
  /* The running time so far belongs to the old setting. */
  charge_running (clock, now);
  clock->sides[color - 1] = value;
  return TRUE;
}
