/* tg-counting-banner.h: the end of the game over the side panel — what
 * counting, a resumption or the result means for the players, the live
 * count, and the buttons that undo a mark, resume or accept (their
 * actions are the window's).
 *
 * Given the game, it follows the game's own signals: a change of phase
 * ("notify::phase") chooses what it tells, and each step ("changed")
 * redraws it.  An opened record raises no note but counting's.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "tg-game.h"

G_BEGIN_DECLS

#define TG_TYPE_COUNTING_BANNER (tg_counting_banner_get_type ())
G_DECLARE_FINAL_TYPE (TgCountingBanner, tg_counting_banner, TG, COUNTING_BANNER, GtkWidget)

void          tg_counting_banner_set_game (TgCountingBanner *self,
                                           TgGame           *game);

G_END_DECLS
