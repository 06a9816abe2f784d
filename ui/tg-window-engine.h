/* tg-window-engine.h: the window's engines: who plays each colour, asking
 * an engine for its move when its turn comes, hints, the engine's dead
 * stones at counting, and what to do when an engine fails.
 *
 * Private to the window: tg-window.c calls these at the points named.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tg-window.h"

G_BEGIN_DECLS

typedef struct _TgWindowEngine TgWindowEngine;

/* At the end of tg_window_init: adds the win.hint, win.engine-pause,
 * win.engine-restart, win.black-player and win.white-player actions and
 * fills @box (in the side panel) and @players_menu. */
TgWindowEngine *_tg_window_engine_new      (TgWindow       *window,
                                            GtkBox         *box,
                                            GMenu          *players_menu);
/* In dispose: stops the engines. */
void          _tg_window_engine_free       (TgWindowEngine *self);

/* The record was replaced (new game, opened file): both colours go back
 * to people until told otherwise. */
void          _tg_window_engine_game_replaced (TgWindowEngine *self);
/* After every change of the model: asks for a move when an engine is to
 * play, shows who is thinking, enables the actions. */
void          _tg_window_engine_update     (TgWindowEngine *self);

/* Profile ids from tg-engine-profile.h; NULL or "" for a person. */
void          _tg_window_engine_set_players (TgWindowEngine *self,
                                             const char     *black,
                                             const char     *white);
/* Whether an engine plays @color. */
gboolean      _tg_window_engine_plays      (TgWindowEngine *self,
                                            TgColor         color);

G_END_DECLS
