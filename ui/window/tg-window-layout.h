/* tg-window-layout.h: the board and the window's panels, given as the
 * properties "board", "info" (what the game says now: on top of the
 * column, or left of the band), "analysis" (what the engine thinks:
 * under the info) and "notes" (the tree and the comment: the rest of
 * the column, or right of the band).  The board is the largest square
 * the window allows once the panels have their least room: the panels
 * beside it on a wide window, under it on a tall one.  Only the window's
 * size chooses, never what the panels hold, so the board holds still
 * while a game is stepped through, banners come and go and the tools
 * show.  A column too short for the info, the analysis and the comment
 * at once shows them as two pages, "game" and "notes" (the property
 * "page"), with a switch between them on top.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* The column beside the board is at least this wide (and at most
 * MAX_WIDTH, the rest going round the board); the band under it at least
 * this tall. */
#define TG_WINDOW_LAYOUT_PANEL_MIN_WIDTH  264
#define TG_WINDOW_LAYOUT_PANEL_MAX_WIDTH  440
#define TG_WINDOW_LAYOUT_PANEL_MIN_HEIGHT 320

#define TG_TYPE_WINDOW_LAYOUT (tg_window_layout_get_type ())
G_DECLARE_FINAL_TYPE (TgWindowLayout, tg_window_layout, TG, WINDOW_LAYOUT, GtkWidget)

G_END_DECLS
