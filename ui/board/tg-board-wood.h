/* tg-board-wood.h: the board's wood, painted pixel by pixel.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>
#include <glib.h>

G_BEGIN_DECLS

/* Fills the ARGB32 @surface, opaque, with the wood of a @width × @height
 * board from its pixel (@x, @y) on, as far as the surface reaches: a
 * diagonal gradient from @top (top left) to @bottom (RGB, 0–1), under
 * straight grain of colour @line at most @strength opaque (0: none).  The
 * grain is the same on every run and at every size, and a part painted
 * alone matches the whole. */
void          tg_board_wood_paint            (cairo_surface_t *surface,
                                              int              x,
                                              int              y,
                                              int              width,
                                              int              height,
                                              const double     top[3],
                                              const double     bottom[3],
                                              const double     line[3],
                                              double           strength);

G_END_DECLS
