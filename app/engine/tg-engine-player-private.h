/* tg-engine-player-private.h: what tg-engine-player.c (requests and
 * their answers) and tg-engine-player-sync.c (what the engine is told of
 * the game) share.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tg-engine-player.h"

G_BEGIN_DECLS

typedef struct
{
  TgColor color;
  TgPoint point;
} Move;

struct _TgEnginePlayer
{
  GObject     parent_instance;

  TgEngine   *engine;
  TgGame     *game;
  GStrv       rules_commands;
  const TgClock *clock;
  TgTimeSource *time;

  /* What the engine has been told: the position it was set up with and
   * the moves since, so a sync sends only the difference. */
  char       *engine_setup;
  GArray     *engine_line;      /* Move */
  GHashTable *known_commands;   /* from list_commands; empty until answered */
  gboolean    commands_asked;
  guint       listing;          /* list_commands sent and not answered */
  /* Move and hint requests made while the engine lists its commands,
   * which decide how they are sent (MoveRequest *). */
  GPtrArray  *deferred;
  /* The clock's settings went out since the last clear_board. */
  gboolean    time_settings_sent;

  /* Requests out, deferred ones included. */
  guint       busy;
  /* genmove sent and not answered: the engine's line will grow by a move
   * we don't know yet, so syncs wait for the answer. */
  guint       moves_pending;
  gboolean    sync_deferred;
  gboolean    cleanup;
  guint       sync_idle;
  gulong      changed_handler;
};

typedef struct
{
  TgEnginePlayer *self;
  TgColor         color;
  /* The game when asked: its current node, setup and moves. */
  TgGame         *game;
  TgNode         *expected_node;
  char           *expected_setup;
  GArray         *expected_line;
  gboolean        hint;
} MoveRequest;

/* tg-engine-player.c */
void          _tg_engine_player_fail       (TgEnginePlayer *self,
                                            const char     *message);
void          _tg_engine_player_move_request_free (MoveRequest *request);
/* Sends @request's genmove, or drops it when the game moved on since it
 * was asked for; takes it. */
void          _tg_engine_player_send_request (TgEnginePlayer *self,
                                              MoveRequest    *request);

/* tg-engine-player-sync.c */
/* The node the engine's position is set up from, and in @moves the moves
 * after it to the current node. */
TgNode       *_tg_engine_player_game_line  (TgGame         *game,
                                            GArray         *moves);
/* What the engine must be set up again for when it changes. */
char         *_tg_engine_player_describe_setup (TgEnginePlayer *self,
                                                TgNode         *base);
char         *_tg_engine_player_point_name (TgEnginePlayer *self,
                                            TgPoint         point);
/* A command whose refusal is a failure. */
void          _tg_engine_player_send       (TgEnginePlayer *self,
                                            const char     *command);
/* Whether the engine listed @command. */
gboolean      _tg_engine_player_knows      (TgEnginePlayer *self,
                                            const char     *command);
/* Before a genmove: the clock's settings, then @color's time left. */
void          _tg_engine_player_send_time  (TgEnginePlayer *self,
                                            TgColor         color);
/* A sync in the next main-loop turn. */
void          _tg_engine_player_schedule_sync (TgEnginePlayer *self);

G_END_DECLS
