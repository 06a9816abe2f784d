/* tg-new-game-dialog.h: board size, rules, komi, handicap, clock,
 * players, nigiri.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "tg-clock.h"
#include "tg-game.h"

G_BEGIN_DECLS

/* What the players chose.  A plain struct so that per-colour player kinds
 * (human or engine) can be added without touching the callers. */
typedef struct
{
  guint      size;
  TgRuleSet  rules;
  double     komi;
  guint      handicap;          /* 0, or 2–9 stones */
  gboolean   free_placement;    /* Black places the handicap stones */
  char      *black_name;
  char      *white_name;
  gboolean   takebacks;         /* FALSE: "a stone placed stays placed" */
  char      *black_engine;      /* engine profile id; NULL: a person */
  char      *white_engine;
  TgClockSettings clock;        /* TG_CLOCK_NONE: untimed */
} TgNewGameOptions;

#define TG_TYPE_NEW_GAME_OPTIONS (tg_new_game_options_get_type ())
GType             tg_new_game_options_get_type    (void) G_GNUC_CONST;
TgNewGameOptions *tg_new_game_options_copy        (const TgNewGameOptions *options);
void              tg_new_game_options_free        (TgNewGameOptions       *options);
/* The record the options describe: fixed handicap stones on the board,
 * PB/PW set, the clock in TM/OT, takebacks as chosen, not modified.  With free placement the
 * board starts empty and the window collects the stones, then calls
 * tg_game_set_free_handicap. */
TgGame           *tg_new_game_options_create_game (const TgNewGameOptions *options);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TgNewGameOptions, tg_new_game_options_free)

#define TG_TYPE_NEW_GAME_DIALOG (tg_new_game_dialog_get_type ())
G_DECLARE_FINAL_TYPE (TgNewGameDialog, tg_new_game_dialog, TG, NEW_GAME_DIALOG, AdwWindow)

/* A modal window over @parent (may be NULL), initialised from the app's
 * settings.  Start emits "start" (TgNewGameOptions *), stores the choices
 * in the settings and closes the window; Cancel just closes it. */
TgNewGameDialog  *tg_new_game_dialog_new          (GtkWindow        *parent);
/* The options as the widgets stand. */
TgNewGameOptions *tg_new_game_dialog_get_options  (TgNewGameDialog  *self);

G_END_DECLS
