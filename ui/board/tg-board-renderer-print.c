/* tg-board-renderer-print.c: the print style — a book's board, white
 * paper and black lines, and its stones, solid black or white ringed in
 * black — as vectors for PDF and SVG, the stones drawn once as images
 * for an image.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-board-renderer-private.h"

#include <math.h>

/* A book's stone: solid black, or white ringed in black, as vectors. */
void
_tg_board_draw_print_stone (cairo_t               *cr,
                            const TgBoardGeometry *g,
                            TgColor                color,
                            double                 cx,
                            double                 cy,
                            double                 alpha)
{
  double ring = MAX (g->line_width, g->stone_diameter * 0.05);
  double r = g->stone_diameter / 2.0;

  cairo_new_path (cr);
  cairo_arc (cr, cx, cy, r - ring / 2, 0, 2 * G_PI);
  cairo_set_source_rgba (cr, color == TG_BLACK ? 0 : 1, color == TG_BLACK ? 0 : 1,
                         color == TG_BLACK ? 0 : 1, alpha);
  cairo_fill_preserve (cr);
  cairo_set_line_width (cr, ring);
  cairo_set_source_rgba (cr, 0, 0, 0, alpha);
  cairo_stroke (cr);
}

/* The print style's board, drawn straight onto @cr as vectors so that
 * a PDF or SVG keeps it sharp at any zoom: white paper, black lines. */
void
_tg_board_draw_print_board (TgBoardRenderer       *self,
                            cairo_t               *cr,
                            const TgBoardGeometry *g,
                            TgBoardScene          *scene)
{
  const Palette *palette = _tg_board_renderer_palette (self, scene);
  const TgBoard *board = tg_board_scene_get_board (scene);

  cairo_save (cr);
  cairo_rectangle (cr, g->board_x, g->board_y, g->board_width, g->board_height);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_fill (cr);
  _tg_board_set_rgba (cr, &palette->line);
  _tg_board_draw_grid (cr, g);
  _tg_board_draw_star_points (cr, g, board, 0.08);
  if (g->coordinates)
    _tg_board_draw_labels (self, cr, g, palette);
  cairo_restore (cr);
}

/* Whether @cr draws into a file of vectors (PDF, SVG, PostScript),
 * where stones stay vectors too. */
gboolean
_tg_board_draws_vectors (cairo_t *cr)
{
  switch (cairo_surface_get_type (cairo_get_target (cr)))
    {
    case CAIRO_SURFACE_TYPE_PDF:
    case CAIRO_SURFACE_TYPE_PS:
    case CAIRO_SURFACE_TYPE_SVG:
      return TRUE;
    default:
      return FALSE;
    }
}

/* The print stones drawn once per diameter: on an image, a few hundred
 * antialiased circles cost more than the rest of a diagram. */
void
_tg_board_renderer_ensure_print_stones (TgBoardRenderer       *self,
                                        const TgBoardGeometry *g)
{
  if (self->print_diameter == g->stone_diameter && self->print_stone[0] != NULL)
    return;
  for (guint i = 0; i < 2; i++)
    {
      cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, g->stone_diameter,
                                                             g->stone_diameter);
      cairo_t *cr = cairo_create (surface);

      _tg_board_draw_print_stone (cr, g, i + 1, g->stone_diameter / 2.0, g->stone_diameter / 2.0,
                                  1);
      cairo_destroy (cr);
      g_clear_pointer (&self->print_stone[i], cairo_surface_destroy);
      self->print_stone[i] = surface;
    }
  self->print_diameter = g->stone_diameter;
}
