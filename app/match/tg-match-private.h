/* tg-match-private.h: what tg-match.c (turns and the API),
 * tg-match-seat.c (each engine and its answers) and tg-match-counting.c
 * (passes and dead stones) share.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tg-engine-player.h"
#include "tg-match.h"

G_BEGIN_DECLS

/* An engine in the match: one process, playing one colour or both, or
 * giving hints. */
typedef struct
{
  TgMatch        *match;         /* owns it */
  TgEngine       *engine;
  TgEnginePlayer *player;
  char           *name;
  /* The engine's own name and version ("GNU Go 3.8"), under which the
   * record names the colours it plays; NULL until it has said them. */
  char           *record_name;
  char           *failure;       /* why it stopped; NULL while it plays */
  TgPointSet     *dead;          /* its list at counting, with engines-settle */
} TgMatchSeat;

struct _TgMatch
{
  GObject      parent_instance;

  TgGame      *game;
  gulong       game_changed_id;
  /* By colour - 1; the same seat twice for an engine playing both. */
  TgMatchSeat *seats[2];
  TgMatchSeat *hint_seat;
  /* The seat a hint was asked of, until it answers (or drops a stale
   * answer: then it is no longer busy). */
  TgMatchSeat *hint_asked;
  TgClock     *clock;
  TgTimeSource *time;
  guint        clock_alarm;
  gboolean     clock_paused;
  char        *clock_warning;

  gboolean     paused;
  gboolean     placing_handicap;
  gboolean     engines_settle;
  guint        watch_delay;
  guint        evaluate_source;

  /* The end node whose dead stones were asked, so they are asked once,
   * and the marks then: an engine's list replaces them only if nobody
   * changed them meanwhile. */
  TgNode      *dead_asked;
  TgPointSet  *dead_before;
};

enum {
  TG_MATCH_CHANGED,
  TG_MATCH_ENGINE_MOVED,
  TG_MATCH_ENGINE_RESIGNED,
  TG_MATCH_ENGINE_FAILED,
  TG_MATCH_HINT,
  TG_MATCH_DEAD_STONES,
  TG_MATCH_SETTLED,
  TG_MATCH_CLOCK_TICK,
  TG_MATCH_FLAG_FELL,
  TG_MATCH_N_SIGNALS
};

extern guint _tg_match_signals[TG_MATCH_N_SIGNALS];

/* tg-match.c */
void          _tg_match_emit_changed       (TgMatch      *self);
/* notify::clock-paused, once clock_paused has changed. */
void          _tg_match_notify_clock_paused (TgMatch     *self);
void          _tg_match_schedule_evaluate  (TgMatch      *self);
/* The seat holding the turn at the end of the line in play, failed or
 * not; NULL when it is a person's turn or no one's. */
TgMatchSeat  *_tg_match_seat_to_move       (TgMatch      *self);
/* The seats of both colours, each once; how many. */
guint         _tg_match_distinct_seats     (TgMatch      *self,
                                            TgMatchSeat  *seats[2]);

/* tg-match-seat.c */
TgMatchSeat  *_tg_match_seat_new           (TgMatch      *self,
                                            TgEngine     *engine,
                                            const char   *name,
                                            const char * const *rules_commands);
/* Stops the engine. */
void          _tg_match_seat_free          (TgMatchSeat  *seat);
/* Starts the engine if it is not running and brings it to the game. */
void          _tg_match_seat_start         (TgMatchSeat  *seat);
/* A new process, which knows nothing yet. */
void          _tg_match_seat_restart       (TgMatchSeat  *seat);
/* Names the colours @seat plays in the game after its engine. */
void          _tg_match_seat_name_players  (TgMatchSeat  *seat);
gboolean      _tg_match_seat_ready         (TgMatchSeat  *seat);
gboolean      _tg_match_seat_busy          (TgMatchSeat  *seat);

/* tg-match-clock.c */
/* The clock of the match's (new) game, from its record. */
void          _tg_match_clock_from_record  (TgMatch      *self);
/* Runs the clock of the side to move, or stops or pauses it, as the game
 * and the pauses say; a flag fallen ends the game. */
void          _tg_match_clock_sync         (TgMatch      *self);
void          _tg_match_clock_init         (TgMatch      *self);
void          _tg_match_clock_dispose      (TgMatch      *self);

/* tg-match-counting.c */
/* At counting, asks the engines for their dead stones, once per end. */
void          _tg_match_ask_for_dead_stones (TgMatch     *self);
/* @seat's answer to the question above. */
void          _tg_match_dead_stones_listed (TgMatchSeat  *seat,
                                            TgPointSet   *dead);

TgGame       *tg_match_get_game        (TgMatch             *self);

/* The match's time, g_get_monotonic_time () and the main loop until
 * set (a fake one in tests).  The match keeps a reference. */
void          tg_match_set_time_source (TgMatch             *self,
                                        TgTimeSource        *time);

G_END_DECLS
