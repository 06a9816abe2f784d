/* tg-window-engine-private.h: what tg-window-engine.c (the players and
 * the match) and tg-window-engine-view.c (the actions, the failure
 * dialog) share.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tg-engine-profile.h"
#include "tg-match.h"
#include "tg-window-engine.h"
#include "tg-window-private.h"

G_BEGIN_DECLS

struct _TgWindowEngine
{
  TgWindow      *window;         /* owns us */
  GSettings     *settings;
  GMenu         *players_menu;

  /* Made with the window's first game. */
  TgMatch       *match;
  /* The profile playing each colour (colour - 1), NULL for a person. */
  TgEngineProfile *profiles[2];
  /* GNU Go is handed to the match for hints at the first one asked. */
  gboolean       hint_engine_set;
  AdwMessageDialog *failure_dialog;

  GSimpleAction *player_actions[2];
  GSimpleAction *pause_action;
  GSimpleAction *restart_action;
  GSimpleAction *hint_action;
};

/* tg-window-engine.c */
/* Asks the opponent's engine, or GNU Go, for the side to move. */
void          _tg_window_engine_request_hint    (TgWindowEngine *self);

/* tg-window-engine-view.c */
/* The engine actions, the board's clicks, Pass and Resign, as the
 * match is now. */
void          _tg_window_engine_update_actions  (TgWindowEngine *self);
void          _tg_window_engine_show_failure    (TgWindowEngine *self,
                                                 const char     *name,
                                                 const char     *message);

G_END_DECLS
