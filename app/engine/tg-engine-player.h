/* tg-engine-player.h: keeps a GTP engine in step with a TgGame and asks
 * it for moves, hints and dead stones, checking every answer against the
 * rules core.
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

#define TG_TYPE_ENGINE_PLAYER (tg_engine_player_get_type ())
G_DECLARE_FINAL_TYPE (TgEnginePlayer, tg_engine_player, TG, ENGINE_PLAYER, GObject)

TgEnginePlayer *tg_engine_player_new   (TgEngine        *engine,
                                        TgGame          *game);
/* Another game (a new one): the next sync sets the engine up afresh. */
void          tg_engine_player_set_game   (TgEnginePlayer *self,
                                           TgGame         *game);

/* GTP commands sent after every clear_board, e.g. KataGo's
 * "kata-set-rules" with positional superko. */
void          tg_engine_player_set_rules_commands (TgEnginePlayer     *self,
                                                   const char * const *commands);

/* Before each move asked, the engine is told @clock's settings (once
 * after each clear_board) and the time left, in the dialect it lists:
 * kata-time_settings, kgs-time_settings or time_settings; nothing for
 * an engine that lists none.  @clock (NULL: none) is the caller's and
 * must outlive its use here; @time says what time it is on it. */
void          tg_engine_player_set_clock (TgEnginePlayer *self,
                                          const TgClock  *clock,
                                          TgTimeSource   *time);

/* Brings the engine to the line of play that ends at the game's current
 * node: plays what it lacks, undoes what the game no longer has (or
 * starts over when the engine has no undo).  Setup stones anywhere on
 * the line reach it: the engine is set up again from the last setup
 * node (see send_setup in the .c). */
void          tg_engine_player_sync    (TgEnginePlayer  *self);
/* Forgets what the engine knows, so the next sync starts over (after a
 * restart of the engine). */
void          tg_engine_player_reset   (TgEnginePlayer  *self);

/* Asks for a move for @color at the current node.  Emits "move" with a
 * legal point (TG_PASS for a pass), "resigned", or "failed" with a
 * message; a reply that no longer fits the game (it changed meanwhile)
 * is dropped. */
void          tg_engine_player_request_move (TgEnginePlayer *self,
                                             TgColor         color);
/* Like a move request, but the engine takes its move back: a hint.
 * Emits "hint" or "failed". */
void          tg_engine_player_request_hint (TgEnginePlayer *self,
                                             TgColor         color);
/* Asks "final_status_list dead" and emits "dead-stones" with a
 * TgPointSet of stones that are on the board, or "failed". */
void          tg_engine_player_request_dead (TgEnginePlayer *self);

/* After a resumption to settle life and death, moves are asked with
 * kgs-genmove_cleanup where the engine has it, so it captures dead
 * stones instead of passing. */
void          tg_engine_player_set_cleanup (TgEnginePlayer *self,
                                            gboolean        cleanup);

/* A request is out, or the engine has not yet listed its commands (on
 * which the next request depends). */
gboolean      tg_engine_player_get_busy (TgEnginePlayer *self);

G_END_DECLS
