/* tg-board-renderer.h: draws a TgBoardScene with cairo.
 *
 * One drawing path for the widget, the benchmark and the screenshots.
 * The stones are rasterised from their SVG once per diameter and the
 * empty board once per layout; a frame is then a few hundred bitmap
 * copies.  No GTK here: the widget wraps the result in textures.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>

#include "tg-board-geometry.h"
#include "tg-board-scene.h"

G_BEGIN_DECLS

typedef struct _TgBoardRenderer TgBoardRenderer;

TgBoardRenderer *tg_board_renderer_new          (void);
void             tg_board_renderer_free         (TgBoardRenderer       *renderer);

/* The darker board that goes with the dark style. */
void             tg_board_renderer_set_dark     (TgBoardRenderer       *renderer,
                                                 gboolean               dark);
gboolean         tg_board_renderer_get_dark     (TgBoardRenderer       *renderer);
/* Pango family list for the labels and move numbers ("Cantarell"). */
void             tg_board_renderer_set_font_family (TgBoardRenderer    *renderer,
                                                    const char         *family);

/* Every function draws in device pixels: one user unit of @cr must be one
 * device pixel of @geometry.  The layers, bottom to top: */

/* Wood, grid, star points and labels. */
void             tg_board_renderer_draw_board   (TgBoardRenderer       *renderer,
                                                 cairo_t               *cr,
                                                 const TgBoardGeometry *geometry,
                                                 TgBoardScene          *scene);
/* What draw_board draws, as the renderer keeps it: the board square
 * alone, its top left at the board's, which the renderer never draws on
 * again, so that a view may show it as it is.  NULL when @geometry is
 * not laid out for the scene's board. */
cairo_surface_t *tg_board_renderer_get_board    (TgBoardRenderer       *renderer,
                                                 const TgBoardGeometry *geometry,
                                                 TgBoardScene          *scene);
/* Stones and the marks of the position: last move, superko, move
 * numbers, and in counting dead stones and areas. */
void             tg_board_renderer_draw_stones  (TgBoardRenderer       *renderer,
                                                 cairo_t               *cr,
                                                 const TgBoardGeometry *geometry,
                                                 TgBoardScene          *scene);
/* Whether draw_stones draws anything for @scene: an empty board with
 * no marks needs no layer for it. */
gboolean         tg_board_renderer_has_stones   (TgBoardScene          *scene);
/* The ghost stone or forbidden mark under the pointer and, when
 * @show_cursor, the keyboard cursor.  Each stays inside its point's
 * cell (tg_board_geometry_cell), so a view may draw it there alone. */
void             tg_board_renderer_draw_overlay (TgBoardRenderer       *renderer,
                                                 cairo_t               *cr,
                                                 const TgBoardGeometry *geometry,
                                                 TgBoardScene          *scene,
                                                 gboolean               show_cursor);
/* All three. */
void             tg_board_renderer_draw         (TgBoardRenderer       *renderer,
                                                 cairo_t               *cr,
                                                 const TgBoardGeometry *geometry,
                                                 TgBoardScene          *scene,
                                                 gboolean               show_cursor);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TgBoardRenderer, tg_board_renderer_free)

G_END_DECLS
