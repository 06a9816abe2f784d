/* tg-window-engine-private.h: what tg-window-engine.c (the engines and
 * their turns) and tg-window-engine-view.c (the bar, the actions, the
 * failure dialog) share.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tg-engine-player.h"
#include "tg-engine-profile.h"
#include "tg-window-engine.h"
#include "tg-window-private.h"

G_BEGIN_DECLS

typedef struct _Slot Slot;

struct _TgWindowEngine
{
  TgWindow      *window;         /* owns us */
  GSettings     *settings;
  GMenu         *players_menu;

  /* By colour - 1; one Slot when a profile plays both colours. */
  Slot          *slots[2];
  /* GNU Go, started for hints in a game no engine plays. */
  Slot          *hint_slot;
  gboolean       paused;
  gboolean       hint_pending;
  /* The end node whose dead stones were asked, so they are asked once,
   * and the marks then: the engine's list replaces them only if nobody
   * changed them meanwhile. */
  TgNode        *dead_asked;
  TgPointSet    *dead_before;
  guint          evaluate_source;
  AdwMessageDialog *failure_dialog;

  GtkWidget     *bar;
  GtkWidget     *spinner;
  GtkWidget     *icon;
  GtkLabel      *label;
  GtkWidget     *restart_button;

  GSimpleAction *player_actions[2];
  GSimpleAction *pause_action;
  GSimpleAction *restart_action;
  GSimpleAction *hint_action;
};

struct _Slot
{
  TgWindowEngine  *owner;
  TgEngineProfile *profile;
  TgEngine        *engine;
  TgEnginePlayer  *player;
  char            *failure;      /* why it stopped; NULL while it plays */
};

/* tg-window-engine.c */
gboolean      _tg_window_engine_slot_ready      (Slot           *slot);
gboolean      _tg_window_engine_slot_busy       (Slot           *slot);
const char   *_tg_window_engine_slot_id         (Slot           *slot);
/* The engine whose turn it is at the end of a line in play, if any. */
Slot         *_tg_window_engine_to_move         (TgWindowEngine *self);
void          _tg_window_engine_restart_failed  (TgWindowEngine *self);
/* Asks the opponent's engine, or GNU Go, for the side to move. */
void          _tg_window_engine_request_hint    (TgWindowEngine *self);
/* Stops every engine, for the window's dispose. */
void          _tg_window_engine_stop_all        (TgWindowEngine *self);

/* tg-window-engine-view.c */
void          _tg_window_engine_update_view     (TgWindowEngine *self);
void          _tg_window_engine_show_failure    (TgWindowEngine *self,
                                                 Slot           *slot);

G_END_DECLS
