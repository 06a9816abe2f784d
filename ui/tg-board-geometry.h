/* tg-board-geometry.h: where the board, its lines and its points fall in
 * a widget.
 *
 * Pure arithmetic, no GTK, so the tests run without a display.  Every
 * length is kept in device pixels (logical pixels × scale factor) and
 * rounded to whole pixels: a line of width w starts on a pixel boundary
 * and covers exactly w pixels, so the grid is crisp at every size and
 * scale, and a stone bitmap lands on whole pixels too.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct
{
  guint    size;            /* lines on each side */
  int      scale;           /* device pixels per logical pixel */
  gboolean coordinates;     /* labels on the four sides */

  /* Device pixels from here on. */
  int      board_x;         /* the board square */
  int      board_y;
  int      board_side;
  int      corner_radius;
  int      grid_x;          /* first pixel of the first line */
  int      grid_y;
  int      spacing;         /* from one line to the next */
  int      line_width;
  int      edge_width;      /* the four outer lines, thicker outward */
  int      stone_diameter;  /* same parity as line_width: centred bitmaps */
  int      label_inset;     /* board edge to the centre of a label */
  int      label_size;      /* label font size */
} TgBoardGeometry;

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

gboolean      tg_board_geometry_equal        (const TgBoardGeometry *a,
                                              const TgBoardGeometry *b);

/* Centre of the point in column @col, row @row (0-based, from the top
 * left), in device pixels: the middle of the line's pixels. */
void          tg_board_geometry_center_device (const TgBoardGeometry *geometry,
                                               guint                  col,
                                               guint                  row,
                                               double                *x,
                                               double                *y);
/* The same in logical pixels. */
void          tg_board_geometry_center       (const TgBoardGeometry *geometry,
                                              guint                  col,
                                              guint                  row,
                                              double                *x,
                                              double                *y);

/* The point nearest to the logical position (@x, @y): anywhere within
 * half a spacing of a point counts, so a click between lines picks the
 * closer one; FALSE beyond half a spacing outside the grid. */
gboolean      tg_board_geometry_point_at     (const TgBoardGeometry *geometry,
                                              double                 x,
                                              double                 y,
                                              guint                 *col,
                                              guint                 *row);

/* The spacing-sized square around a point, in logical pixels (the area a
 * tooltip or a partial redraw covers). */
void          tg_board_geometry_cell         (const TgBoardGeometry *geometry,
                                              guint                  col,
                                              guint                  row,
                                              double                *x,
                                              double                *y,
                                              double                *side);

G_END_DECLS
