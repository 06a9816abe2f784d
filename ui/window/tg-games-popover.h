/* tg-games-popover.h: the games of a document's collection, to switch
 * between, add and remove: number, players, result, date and name, with
 * a filter once there are many.  Its rows activate the window's
 * win.show-game (u) and win.remove-game (u); its button win.add-game.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "tg-document.h"

G_BEGIN_DECLS

#define TG_TYPE_GAMES_POPOVER (tg_games_popover_get_type ())
G_DECLARE_FINAL_TYPE (TgGamesPopover, tg_games_popover, TG, GAMES_POPOVER, GtkPopover)

void          tg_games_popover_set_document (TgGamesPopover *self,
                                             TgDocument     *document);
/* "Lee Sedol – AlphaGo · W+R · 2016-03-09 · Game 4", for a row. */
char         *tg_games_popover_describe     (TgGame         *game);

G_END_DECLS
