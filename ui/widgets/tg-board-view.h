/* tg-board-view.h: the Go board widget.
 *
 * Draws a TgBoardScene and turns pointer and keyboard input into scene
 * calls: motion sets the hover point, a click or Enter/Space on the
 * cursor emits the scene's "point-activated", arrow keys move the
 * keyboard cursor.  It never changes the game.
 *
 * The cursor is shown ("cursor-shown") from the moment Up, Down, Enter
 * or Space is pressed on the board until the next click; while it is
 * hidden, Left and Right are left to the window (previous and next move),
 * so that they mean the same on the board as everywhere else.
 *
 * Actions: board.move-cursor (ii) shows the cursor and moves it by
 * columns and rows, board.activate-cursor shows it and activates its
 * point.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "tg-board-scene.h"

G_BEGIN_DECLS

#define TG_TYPE_BOARD_VIEW (tg_board_view_get_type ())
G_DECLARE_FINAL_TYPE (TgBoardView, tg_board_view, TG, BOARD_VIEW, GtkWidget)

gboolean      tg_board_view_get_cursor_shown (TgBoardView *view);
void          tg_board_view_set_scene (TgBoardView  *view,
                                       TgBoardScene *scene);
/* Where @point's centre is in widget coordinates at the current size,
 * for tests that click on the board; FALSE when too small to show it. */
gboolean      tg_board_view_get_point_position (TgBoardView *view,
                                                TgPoint      point,
                                                double      *x,
                                                double      *y);

G_END_DECLS
