/* tg-move-panel.h: the move in the side panel — a heading ("Move 37",
 * "Counting", the result), what happened ("White played D4", "Both
 * players passed after 212 moves"), the result while reviewing, then
 * the buttons that step through the game and play (their actions are
 * the window's), and Go to Move's field.
 *
 * Given the game, it follows the game's own signals: a step, a
 * navigation or a change of phase ("changed").  Free handicap placement
 * is the window's state, told through two properties.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "tg-game.h"

G_BEGIN_DECLS

#define TG_TYPE_MOVE_PANEL (tg_move_panel_get_type ())
G_DECLARE_FINAL_TYPE (TgMovePanel, tg_move_panel, TG, MOVE_PANEL, GtkWidget)

void          tg_move_panel_set_game    (TgMovePanel *self,
                                         TgGame      *game);
/* Black places @wanted handicap stones one by one and has placed
 * @placed (0 wanted: not placing). */
void          tg_move_panel_set_handicap (TgMovePanel *self,
                                          guint        wanted,
                                          guint        placed);

/* Go to Move: a popover under the heading asks for a move number of the
 * current line (Enter goes there, Escape does not); either way the
 * focus then goes to @focus_after. */
void          tg_move_panel_ask_move    (TgMovePanel *self,
                                         GtkWidget   *focus_after);

G_END_DECLS
