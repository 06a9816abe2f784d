/* tg-board-renderer.h: draws a TgBoardScene with cairo, layer by layer.
 *
 * One drawing path for the widget, export, print, the benchmark and the
 * screenshots.  The stones are rasterised from their SVG once per
 * diameter and the empty board once per layout; the renderer also keeps
 * each other layer drawn, cropped to what it covers, until it is told
 * the layer changed.  No GTK here: the widget wraps the images in
 * textures, and an export draws into any cairo surface.
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
 * device pixel of @geometry, which must be laid out for the scene's
 * board (nothing is drawn otherwise).  What lies outside the part of the
 * board the geometry shows is not drawn. */

/* @layers of @scene, bottom to top, straight onto @cr: what an export, a
 * printout or a benchmark draws.  TG_BOARD_LAYER_POINTER is left out
 * (see draw_pointer). */
void             tg_board_renderer_draw         (TgBoardRenderer       *renderer,
                                                 cairo_t               *cr,
                                                 const TgBoardGeometry *geometry,
                                                 TgBoardScene          *scene,
                                                 TgBoardLayers          layers);
/* The ghost stone or forbidden mark under the pointer and, when
 * @show_cursor, the keyboard cursor.  Each stays inside its point's
 * cell (tg_board_geometry_cell), so a view may draw it there alone. */
void             tg_board_renderer_draw_pointer (TgBoardRenderer       *renderer,
                                                 cairo_t               *cr,
                                                 const TgBoardGeometry *geometry,
                                                 TgBoardScene          *scene,
                                                 gboolean               show_cursor);

/* The region being selected (tg_board_scene_get_selection), if any: a
 * tinted rectangle over its points' cells, inside their bounds, so a
 * view may draw it there alone. */
void             tg_board_renderer_draw_selection (TgBoardRenderer       *renderer,
                                                   cairo_t               *cr,
                                                   const TgBoardGeometry *geometry,
                                                   TgBoardScene          *scene);

/* One layer (a single flag, not POINTER) as the renderer keeps it: an
 * image of the smallest device-pixel rectangle, @area, that holds what
 * it draws, which the renderer does not draw on again, so that a view
 * may show it as it is.  Drawn again only after the layer is
 * invalidated, or when the layout, theme, darkness or font changed.
 * NULL when the layer draws nothing. */
cairo_surface_t *tg_board_renderer_get_layer    (TgBoardRenderer       *renderer,
                                                 const TgBoardGeometry *geometry,
                                                 TgBoardScene          *scene,
                                                 TgBoardLayers          layer,
                                                 cairo_rectangle_int_t *area);
/* @layers changed (the scene's "changed" says which): their images go.
 * Showing another scene invalidates them all. */
void             tg_board_renderer_invalidate   (TgBoardRenderer       *renderer,
                                                 TgBoardLayers          layers);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TgBoardRenderer, tg_board_renderer_free)

G_END_DECLS
