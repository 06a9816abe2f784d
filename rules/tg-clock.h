/* tg-clock.h: game clocks — main time, then byo-yomi, Canadian overtime
 * or a Fischer increment (spec §9) — with their SGF, GTP and display forms.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tg-types.h"

G_BEGIN_DECLS

#define TG_CLOCK_ERROR (tg_clock_error_quark ())
GQuark tg_clock_error_quark (void);

typedef enum
{
  TG_CLOCK_ERROR_SYNTAX,   /* the text is not of the form asked for */
  TG_CLOCK_ERROR_RANGE,    /* readable, but a value no clock can hold */
} TgClockError;

/* Times are microseconds.  The caller passes the monotonic time
 * (g_get_monotonic_time () in the app, made-up values in tests) to every
 * call that lets time pass; nothing here reads a clock or runs a timer. */
#define TG_CLOCK_SECOND G_GINT64_CONSTANT (1000000)
/* The longest time any setting or side may hold: a week. */
#define TG_CLOCK_MAX_TIME (7 * 24 * 3600 * TG_CLOCK_SECOND)
/* The most byo-yomi periods, or Canadian stones per period. */
#define TG_CLOCK_MAX_COUNT 1000

typedef enum
{
  TG_CLOCK_NONE = 0,       /* no time limit */
  TG_CLOCK_ABSOLUTE,       /* sudden death: main time only */
  TG_CLOCK_BYO_YOMI,       /* @periods periods of @period_time each */
  TG_CLOCK_CANADIAN,       /* @stones stones in each @period_time */
  TG_CLOCK_FISCHER,        /* @increment added after each move, up to @cap */
} TgClockSystem;

/* The same for both players.  Fields a system does not use are ignored. */
typedef struct
{
  TgClockSystem system;
  gint64        main_time;    /* Fischer: the starting time */
  gint64        period_time;  /* byo-yomi, Canadian; at least a second */
  guint         periods;      /* byo-yomi */
  guint         stones;       /* Canadian */
  gint64        increment;    /* Fischer; at least a second */
  gint64        cap;          /* Fischer: the most the clock may hold after
                               * a move, at least @main_time; 0 for none */
} TgClockSettings;

/* FALSE, saying which value is wrong, when @settings cannot make a clock
 * (a period under a second, no periods, a time over a week...). */
gboolean      tg_clock_settings_check  (const TgClockSettings *settings,
                                        GError               **error);
/* Whether @a and @b make the same clock (unused fields aside). */
gboolean      tg_clock_settings_equal  (const TgClockSettings *a,
                                        const TgClockSettings *b);

/* What the New Game dialog offers.  Correspondence-like games, played
 * over days, take TG_CLOCK_PRESET_NONE. */
typedef enum
{
  TG_CLOCK_PRESET_NONE = 0,
  TG_CLOCK_PRESET_CASUAL,      /* 10 min + 5 × 30 s byo-yomi */
  TG_CLOCK_PRESET_TOURNAMENT,  /* 60 min + 3 × 30 s byo-yomi (spec §9) */
  TG_CLOCK_PRESET_BLITZ,       /* 5 min + 3 × 10 s byo-yomi */
  TG_CLOCK_PRESET_FISCHER_BLITZ, /* 3 min + 2 s a move */
  TG_CLOCK_N_PRESETS,
} TgClockPreset;

void          tg_clock_preset_get      (TgClockPreset          preset,
                                        TgClockSettings       *settings);
/* "Casual", translated. */
const char   *tg_clock_preset_name     (TgClockPreset          preset);

/* One player's clock.  Before overtime @periods_left, @period_left and
 * @stones_left hold the fresh period the player will enter. */
typedef struct
{
  gint64   main_left;     /* Fischer and absolute: all the time there is */
  gint64   period_left;   /* of the current byo-yomi or Canadian period */
  guint    periods_left;  /* byo-yomi, the current one included */
  guint    stones_left;   /* Canadian: still to play in this period */
  gboolean in_overtime;
  gboolean flagged;       /* the time ran out: this player lost on time */
} TgClockSide;

/* The time counting down now: the main time, then the current period's. */
gint64        tg_clock_side_countdown  (const TgClockSide     *side);

/* A plain struct rather than a GObject: a clock never changes by itself
 * (time only passes in calls that bring `now`), so it has nothing to
 * signal; its owner (the match) knows when it calls, and says so. */
typedef struct _TgClock TgClock;

/* @settings must pass tg_clock_settings_check. */
TgClock      *tg_clock_new             (const TgClockSettings *settings);
TgClock      *tg_clock_copy            (const TgClock         *clock);
void          tg_clock_free            (TgClock               *clock);
const TgClockSettings *tg_clock_get_settings (const TgClock   *clock);

/* @color's time runs from @now.  A clock running for the other player
 * stops first (its time is charged, without the effects of a move); a
 * pause ends. */
void          tg_clock_start           (TgClock               *clock,
                                        TgColor                color,
                                        gint64                 now);
/* The running player has moved at @now: the time is charged, then the
 * Fischer increment added, the byo-yomi period renewed, or the Canadian
 * stone counted (a new period after the last one); the clock stops.
 * Returns FALSE when the flag had fallen, at @now or before: no move
 * effect then.  @at_move (may be NULL) gets the player's clock as it
 * stood when the move was made — with the increment added and the stone
 * counted, before a period is renewed — which is what BL/WL and OB/OW
 * record. */
gboolean      tg_clock_end_move        (TgClock               *clock,
                                        gint64                 now,
                                        TgClockSide           *at_move);
/* Stops without a move (resignation, end of the game, undo): the time up
 * to @now is charged. */
void          tg_clock_stop            (TgClock               *clock,
                                        gint64                 now);
/* The time between tg_clock_pause and tg_clock_resume is not charged. */
void          tg_clock_pause           (TgClock               *clock,
                                        gint64                 now);
void          tg_clock_resume          (TgClock               *clock,
                                        gint64                 now);
/* The player whose clock runs or is paused; TG_EMPTY when stopped. */
TgColor       tg_clock_get_running     (const TgClock         *clock);
gboolean      tg_clock_is_paused       (const TgClock         *clock);

/* @color's clock as of @now, the running time charged.  Never negative:
 * at zero the flag falls. */
void          tg_clock_get_side        (const TgClock         *clock,
                                        TgColor                color,
                                        gint64                 now,
                                        TgClockSide           *side);
/* The player whose time ran out by @now, or TG_EMPTY. */
TgColor       tg_clock_get_flagged     (const TgClock         *clock,
                                        gint64                 now);
/* When the running player's flag falls if no move comes: the flag falls
 * at *@flag_fall exactly, not a microsecond before.  FALSE when no time
 * runs out (stopped, paused, no time limit). */
gboolean      tg_clock_get_flag_fall   (const TgClock         *clock,
                                        gint64                *flag_fall);
/* Sets @color's clock by hand, for a real game whose clock disagrees.
 * Fields the system does not use, and fresh periods before overtime, are
 * filled in; a time that reaches zero makes the flag fall. */
gboolean      tg_clock_set_side        (TgClock               *clock,
                                        TgColor                color,
                                        const TgClockSide     *side,
                                        gint64                 now,
                                        GError               **error);

/* Durations for tengen-cli: "90" (seconds), "90s", "10m", "1h", "1h30m",
 * "1.5m"; h, m, s at most once each, in that order; no spaces or signs;
 * 0 up to a week. */
gboolean      tg_clock_parse_duration  (const char            *text,
                                        gint64                *duration,
                                        GError               **error);
/* Set the system and its fields of @settings; the main time is left as
 * it is.  "5x30s" (--byo-yomi), "25/10m" (--canadian), "10s" or
 * "10s,5m" (--fischer: increment and cap).  Call tg_clock_settings_check
 * once the main time is in. */
gboolean      tg_clock_parse_byo_yomi  (const char            *text,
                                        TgClockSettings       *settings,
                                        GError               **error);
gboolean      tg_clock_parse_canadian  (const char            *text,
                                        TgClockSettings       *settings,
                                        GError               **error);
gboolean      tg_clock_parse_fischer   (const char            *text,
                                        TgClockSettings       *settings,
                                        GError               **error);

/* SGF FF[4]: TM (main time, seconds) and OT in the root.  OT is written
 * "5x30 byo-yomi", "25/300 Canadian" (as CGoban and KGS write them) or
 * "30 fischer" (as OGS reads it; a cap as "30 fischer max 600").  NULL
 * for what is not written: both for no clock, OT for absolute time. */
char         *tg_clock_settings_to_tm  (const TgClockSettings *settings);
char         *tg_clock_settings_to_ot  (const TgClockSettings *settings);
/* @tm and @ot may be NULL (absent).  Reads the forms above and their
 * common variants: any case, "byoyomi", "byo yomi", "5x30" alone, "5 x
 * 30s", "25/600" alone, "Fischer 30".  No TM and no OT, or TM[0] alone,
 * is no clock.  FALSE with the reason when a value is unreadable or out
 * of range; the caller may then try again without @ot. */
gboolean      tg_clock_settings_from_sgf (const char          *tm,
                                          const char          *ot,
                                          TgClockSettings     *settings,
                                          GError             **error);
/* BL/WL and OB/OW of a move from tg_clock_end_move's @at_move: seconds
 * left, to the millisecond ("3590", "12.5"), and in overtime the
 * byo-yomi periods or the Canadian stones left (as KGS and OGS read them).
 * NULL for what is not written. */
void          tg_clock_side_to_sgf     (const TgClockSettings *settings,
                                        const TgClockSide     *at_move,
                                        char                 **time_left,
                                        char                 **overtime_left);
/* Sets @color's clock from the BL/WL and OB/OW values of that colour's
 * last move on the line, so that a game reopened from its file continues
 * with the recorded times; the clock must be stopped.  @time_left NULL:
 * the colour has not moved yet, its clock is reset.  FALSE with the
 * reason, the clock unchanged, when a value is unreadable or does not
 * fit the settings. */
gboolean      tg_clock_restore_side    (TgClock               *clock,
                                        TgColor                color,
                                        const char            *time_left,
                                        const char            *overtime_left,
                                        GError               **error);

/* GTP time commands.  Engines that know neither extension get
 * time_settings, whose only overtime is Canadian: byo-yomi N × S is sent
 * as S seconds for 1 stone (the spare periods stay a safety margin), and
 * Fischer as Canadian 1 stone per increment with the increment taken
 * off the main time, so that main time plus period is what the clock
 * really holds. */
typedef enum
{
  TG_CLOCK_GTP_STANDARD,   /* GTP 2: time_settings */
  TG_CLOCK_GTP_KGS,        /* kgs-time_settings; Fischer as Canadian, as above */
  TG_CLOCK_GTP_KATAGO,     /* kata-time_settings, with Fischer */
} TgClockGtpDialect;

/* "time_settings 3600 30 1", "kgs-time_settings byoyomi 3600 30 3",
 * "kata-time_settings fischer 180 2"; whole seconds, rounded down. */
char         *tg_clock_gtp_time_settings (const TgClockSettings *settings,
                                          TgClockGtpDialect      dialect);
/* "time_left B 1795 0" before the engine's genmove: stones 0 in main
 * time; in Canadian overtime the period's time and stones left; in
 * byo-yomi overtime the period's time and, for KGS and KataGo, the
 * periods left (kgsGtp's convention, which KataGo follows), else 1.
 * Seconds rounded down.  NULL with no time limit. */
char         *tg_clock_gtp_time_left   (const TgClockSettings *settings,
                                        TgClockGtpDialect      dialect,
                                        TgColor                color,
                                        const TgClockSide     *side);

/* Display.  Clock times round up, so a clock shows 0 only when the flag
 * falls: "1:00:00", "59:58", "0:45", and tenths under 10 s, "0:09.5".
 * Show them with tabular figures (Adwaita's .numeric). */
char         *tg_clock_format_time     (gint64                 time);
/* How long until tg_clock_format_time's text for @time changes as the
 * time runs down: what a display's timer waits.  -1 at zero. */
gint64        tg_clock_format_time_next_change (gint64         time);
/* A length of time: "30 s", "2.5 s", "10 min", "60 min", "1 h 30 min". */
char         *tg_clock_format_duration (gint64                 duration);
/* The overtime beside the clock: "3 × 30 s" (byo-yomi periods left),
 * "12 stones / 4:10" (Canadian stones and time left in the period, or the
 * fresh period before overtime), "+30 s" (Fischer); NULL for none and
 * absolute. */
char         *tg_clock_format_overtime (const TgClockSettings *settings,
                                        const TgClockSide     *side);
/* "60 min + 3 × 30 s byo-yomi", "3 min + 2 s per move", "No time limit". */
char         *tg_clock_settings_describe (const TgClockSettings *settings);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TgClock, tg_clock_free)

G_END_DECLS
