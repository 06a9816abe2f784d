/* tg-window-engine.h: the window's engines: which profile plays each
 * colour, and the match (TgMatch) that plays them — the engine's move when
 * its turn comes, hints, its dead stones at counting, what to do when it
 * fails — as the window shows it.
 *
 * Private to the window: tg-window.c calls these at the points named.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tg-match.h"
#include "tg-window.h"

G_BEGIN_DECLS

typedef struct _TgWindowEngine TgWindowEngine;

/* At the end of tg_window_init: adds the win.hint, win.engine-pause,
 * win.engine-restart, win.black-player and win.white-player actions and
 * fills the window's Players menu ("players_menu" in its template). */
TgWindowEngine *_tg_window_engine_new      (TgWindow       *window);
/* In dispose: stops the engines. */
void          _tg_window_engine_free       (TgWindowEngine *self);

/* The window shows another game: the match plays it.  An opened record
 * goes to people until told otherwise; a new game keeps its engines. */
void          _tg_window_engine_game_replaced (TgWindowEngine *self);
/* After every change of the game: tells the match whether handicap
 * stones are being placed, enables the actions. */
void          _tg_window_engine_update     (TgWindowEngine *self);
/* The match of the window's game, for the play actions; NULL before the
 * first game. */
TgMatch      *_tg_window_engine_get_match  (TgWindowEngine *self);

/* The profile id playing @color, "" for a person. */
const char   *_tg_window_engine_player_id  (TgWindowEngine *self,
                                            TgColor         color);
/* Profile ids from tg-engine-profile.h; NULL or "" for a person. */
void          _tg_window_engine_set_players (TgWindowEngine *self,
                                             const char     *black,
                                             const char     *white);

G_END_DECLS
