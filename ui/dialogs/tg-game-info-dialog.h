/* tg-game-info-dialog.h: edits the record's root information.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "tg-game.h"

G_BEGIN_DECLS

#define TG_TYPE_GAME_INFO_DIALOG (tg_game_info_dialog_get_type ())
G_DECLARE_FINAL_TYPE (TgGameInfoDialog, tg_game_info_dialog, TG, GAME_INFO_DIALOG, AdwWindow)

/* A modal window over @parent (may be NULL) showing @game's players,
 * event, date, rules, komi and result.  Apply writes what changed through
 * the TgGame API (which marks the game modified) and closes the window. */
TgGameInfoDialog *tg_game_info_dialog_new      (GtkWindow        *parent,
                                                TgGame           *game);

G_END_DECLS
