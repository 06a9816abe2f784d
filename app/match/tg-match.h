/* tg-match.h: who plays a game — a person or a GTP engine for each
 * colour — and everything the engines do in it.  The window and
 * `tengen-cli match` drive it the same way.  GIO only.
 *
 * When an engine's turn comes at the end of the line in play, the match
 * asks it (through TgEnginePlayer, which checks the answer against the
 * rules) and plays the answer in the game, a step of its own: a move, a
 * pass, or a resignation.  At counting it asks for the engines' dead
 * stones; it finds hints; and whatever an engine does wrong stops only
 * that engine, the game staying as it was, until it is restarted or a
 * person takes its colour.
 *
 * One-way flow: the match answers the game's signals only by scheduling
 * its next look in an idle; it edits the game from engine answers and
 * from the calls below, never inside an emission.
 *
 * Signals:
 *   changed: what the match shows changed (who thinks, a failure, a
 *     hint asked, paused): views redraw.
 *   engine-moved (TgColor color, TgPoint point): the engine of @color
 *     played @point (TG_PASS for a pass) in the game.
 *   engine-resigned (TgColor color): the engine of @color resigned; the
 *     game is over.
 *   engine-failed (TgColor color, const char *name, const char *message):
 *     the engine called @name stopped playing @color (Black for one that
 *     plays both; TG_EMPTY for the hint engine): @message says why, a
 *     sentence without its final stop.
 *   hint (TgPoint point, const char *name): the engine called @name would
 *     play @point (TG_PASS: pass) for the side to move.
 *   dead-stones (const char *name, guint count): the engine called @name
 *     marked the @count dead stones of the position being counted.
 *   clock-tick: what the clock shows may have changed (each second, each
 *     tenth under ten seconds, a move, a pause): clocks redraw.
 *   flag-fell (TgColor color): @color's time ran out; the game is over.
 *   settled (gboolean agreed, guint count): with engines-settle, both
 *     engines listed their dead stones: they agreed on @count and the
 *     game is over, or they disagreed and play resumed for them to
 *     settle it on the board (spec §5.2).
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tg-clock.h"
#include "tg-engine.h"
#include "tg-game.h"
#include "tg-time-source.h"

G_BEGIN_DECLS

/* One colour's player for tg_match_set_players. */
typedef struct
{
  TgEngine           *engine;          /* NULL: a person */
  const char         *name;            /* what the match calls the engine */
  const char * const *rules_commands;  /* sent after each clear_board; may be NULL */
} TgMatchPlayer;

#define TG_TYPE_MATCH (tg_match_get_type ())
G_DECLARE_FINAL_TYPE (TgMatch, tg_match, TG, MATCH, GObject)

/* Two people until tg_match_set_players says otherwise. */
TgMatch      *tg_match_new             (TgGame              *game);
/* Another game (a new one, an opened record): the engines stay and are
 * set up for it; one still thinking about the old game, or failed, is
 * started again so that it is free at once. */
void          tg_match_set_game        (TgMatch             *self,
                                        TgGame              *game);

/* Who plays each colour (NULL or a NULL engine: a person).  The same
 * engine for both colours is one process playing both.  An engine that
 * already played for either colour goes on as it was; one no colour
 * plays any more is stopped; a new one is started here if it is not
 * running, and a start that fails is a failure like any other
 * (engine-failed).  The match keeps a reference to each engine. */
void          tg_match_set_players     (TgMatch             *self,
                                        const TgMatchPlayer *black,
                                        const TgMatchPlayer *white);
/* The engine playing @color and its name, or NULL for a person. */
TgEngine     *tg_match_get_engine      (TgMatch             *self,
                                        TgColor              color);
const char   *tg_match_get_engine_name (TgMatch             *self,
                                        TgColor              color);
/* Why the engine playing @color stopped, or NULL while it plays. */
const char   *tg_match_get_failure     (TgMatch             *self,
                                        TgColor              color);
/* Starts every failed engine again (a new process from the same command
 * line), brought up to the game; it is asked again if its turn it is. */
void          tg_match_restart_failed  (TgMatch             *self);

/* The colour whose engine holds the turn now, at the end of the line in
 * play and not failed, paused or not, or TG_EMPTY: a person's turn (or no
 * one's), whom the board takes clicks from. */
TgColor       tg_match_get_engine_turn (TgMatch             *self);
/* The engine holding the turn has been asked and not answered. */
gboolean      tg_match_get_thinking    (TgMatch             *self);

/* Paused, no engine is asked to move (an answer coming meanwhile is
 * dropped, and asked again on resuming). */
gboolean      tg_match_get_paused      (TgMatch             *self);
void          tg_match_set_paused      (TgMatch             *self,
                                        gboolean             paused);
/* While Black places free handicap stones no engine moves. */
void          tg_match_set_placing_handicap (TgMatch        *self,
                                             gboolean        placing);
/* Between two engines, the wait before each move so people can follow
 * (milliseconds; 0 by default). */
void          tg_match_set_watch_delay (TgMatch             *self,
                                        guint                delay_ms);
/* Whether an engine will list the dead stones when play stops (one
 * plays and has not failed): its list is the suggestion then. */
gboolean      tg_match_get_engine_counts (TgMatch           *self);
/* When engines play both colours, counting is theirs rather than the
 * people's: both list their dead stones, agreement ends the game, and a
 * dispute resumes play (FALSE by default: the first engine's list is
 * marked for the players to accept). */
void          tg_match_set_engines_settle (TgMatch          *self,
                                           gboolean          settle);

/* Undo and redo of a step; against an engine (a person playing the other
 * colour) the engine's answer goes with the move it answered, so that it
 * is the person's turn again.  Undoing a loss on time (with takebacks)
 * takes the clocks back too: each side has the time recorded with its
 * last move (full without one), paused until the players resume, as a
 * reopened record would; the flag does not fall again at once. */
gboolean      tg_match_undo            (TgMatch             *self);
gboolean      tg_match_redo            (TgMatch             *self);

/* The engine asked for hints when the opponent of the side to move is no
 * engine free to answer; started only when first needed. */
void          tg_match_set_hint_engine (TgMatch             *self,
                                        TgEngine            *engine,
                                        const char          *name);
/* Asks for a move for the side to move (emits hint, or engine-failed);
 * FALSE when no engine can be asked now. */
gboolean      tg_match_request_hint    (TgMatch             *self);
gboolean      tg_match_get_hint_pending (TgMatch            *self);

/* The clock (tg-match-clock.c).  A game's clock is the record's: TM
 * and OT in the root set it up when the match takes the game, and the
 * BL/WL and OB/OW of the last moves on the line to the current node say
 * what each side has left, so a reopened record goes on with its times
 * (paused when it has any, so that nobody loses time reading it).  The
 * side to move at the end of the line runs (the time source says what
 * time it is), counting and the end of the game stop both, a pause of
 * the match or of the clock stops the running one.  When a flag falls
 * the game ends there: B+T or W+T, a person or an engine alike.
 * Engines are told the settings and, before each move asked, their time
 * left. */

/* Plays for the side to move, as tg_game_play does; at the end of the
 * line with the clock running the move is timed: its player's clock
 * stops and the other's starts, and the time left goes into the move's
 * node (BL/WL, OB/OW) in the same step, so an undo takes both.  A move
 * that comes after its player's flag fell is not played: the game ends
 * on time (TG_MOVE_NOT_AT_END). */
TgMoveStatus  tg_match_play            (TgMatch             *self,
                                        TgPoint              point,
                                        int                 *repeats_move);
/* The clock of the game, NULL when it has none; read it with
 * tg_match_get_clock_side. */
const TgClock *tg_match_get_clock      (TgMatch             *self);
/* @color's clock now; FALSE without a clock. */
gboolean      tg_match_get_clock_side  (TgMatch             *self,
                                        TgColor              color,
                                        TgClockSide         *side);
/* Why a time recorded on the main line was not used, the side's clock
 * started full instead (translated), or NULL. */
const char   *tg_match_get_clock_warning (TgMatch           *self);
/* A pause of the clock by the players (Pause Clock): the engines go on.
 * Property clock-paused, notified when it changes. */
gboolean      tg_match_get_clock_paused (TgMatch            *self);
void          tg_match_set_clock_paused (TgMatch            *self,
                                         gboolean            paused);
/* Sets the clock up from the record again, as when the match took the
 * game (after a restart of the game: tg_game_swap_colours). */
void          tg_match_reset_clock     (TgMatch             *self);
/* What a draft keeps of the clock beyond the record: both sides as they
 * stand now (the running one's time since its last move included).
 * NULL without a clock. */
GVariant     *tg_match_save_clock      (TgMatch             *self);
/* Sets the clock from tg_match_save_clock's state, paused; FALSE, the
 * clock unchanged, when @state does not fit the clock of the record. */
gboolean      tg_match_restore_clock   (TgMatch             *self,
                                        GVariant            *state,
                                        GError             **error);

G_END_DECLS
