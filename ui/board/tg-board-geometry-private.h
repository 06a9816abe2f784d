/* tg-board-geometry-private.h: what tests take from tg-board-geometry.c beside its
 * public header.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tg-board-geometry.h"

G_BEGIN_DECLS

/* Lays out a @size × @size board in the logical rectangle (@x, @y,
 * @width, @height) at @scale.  The board is the largest centred square;
 * returns FALSE (and a zeroed layout) when it cannot show a grid. */
gboolean      tg_board_geometry_compute      (TgBoardGeometry       *geometry,
                                              int                    x,
                                              int                    y,
                                              int                    width,
                                              int                    height,
                                              guint                  size,
                                              int                    scale,
                                              gboolean               coordinates);

G_END_DECLS
