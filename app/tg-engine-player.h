/* tg-engine-player.h: keeps a GTP engine in step with a TgGame and asks
 * it for moves, hints and dead stones, checking every answer against the
 * rules core.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tg-engine.h"
#include "tg-game.h"

G_BEGIN_DECLS

#define TG_TYPE_ENGINE_PLAYER (tg_engine_player_get_type ())
G_DECLARE_FINAL_TYPE (TgEnginePlayer, tg_engine_player, TG, ENGINE_PLAYER, GObject)

TgEnginePlayer *tg_engine_player_new   (TgEngine        *engine,
                                        TgGame          *game);
TgEngine     *tg_engine_player_get_engine (TgEnginePlayer *self);
TgGame       *tg_engine_player_get_game   (TgEnginePlayer *self);

/* GTP commands sent after every clear_board, e.g. KataGo's
 * "kata-set-rules" with positional superko. */
void          tg_engine_player_set_rules_commands (TgEnginePlayer     *self,
                                                   const char * const *commands);

/* Brings the engine to the line of play that ends at the game's current
 * node: plays what it lacks, undoes what the game no longer has (or
 * starts over when the engine has no undo). */
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

gboolean      tg_engine_player_get_busy (TgEnginePlayer *self);

G_END_DECLS
