/* tg-board-view-private.h: what tests take from tg-board-view.c beside its
 * public header.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tg-board-view.h"

G_BEGIN_DECLS

TgBoardScene *tg_board_view_get_scene (TgBoardView  *view);

/* @scene may be NULL: the view then shows a scene of its own without a
 * game until one is set. */
GtkWidget    *tg_board_view_new       (TgBoardScene *scene);

G_END_DECLS
