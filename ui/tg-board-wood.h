/* tg-board-wood.h: the board's wood, painted pixel by pixel.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>
#include <glib.h>

G_BEGIN_DECLS

/* Fills the square ARGB32 @surface, opaque, with a diagonal gradient from
 * @top (top left) to @bottom (RGB, 0–1), under straight grain of colour
 * @line at most @strength opaque (0: none).  The grain is the same on
 * every run and at every size. */
void          tg_board_wood_paint            (cairo_surface_t *surface,
                                              const double     top[3],
                                              const double     bottom[3],
                                              const double     line[3],
                                              double           strength);

G_END_DECLS
