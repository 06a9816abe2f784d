/* tg-board-geometry.h: where the board, its lines and its points fall in
 * a widget.
 *
 * Pure arithmetic, no GTK, so the tests run without a display.  Every
 * length is kept in device pixels (logical pixels × scale factor) and
 * rounded to whole pixels: a line of width w starts on a pixel boundary
 * and covers exactly w pixels, so the grid is crisp at every size and
 * scale, and a stone bitmap lands on whole pixels too.
 *
 * A layout may show a part of the board only (SGF VW, a diagram of a
 * corner): a rectangle of columns and rows, laid out as large as fits,
 * its lines running on past the sides where the board goes on.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Columns and rows from the top left, 0-based. */
typedef struct
{
  guint col;
  guint row;
  guint cols;
  guint rows;
} TgBoardRegion;

typedef struct
{
  guint    size;            /* lines on each side of the whole board */
  int      scale;           /* device pixels per logical pixel */
  gboolean coordinates;     /* labels on the four sides */
  TgBoardRegion region;     /* the part shown; 0, 0, size, size: all */

  /* Device pixels from here on. */
  int      board_x;         /* the board's rectangle */
  int      board_y;
  int      board_width;
  int      board_height;
  int      corner_radius;
  int      grid_x;          /* first pixel of the region's first line */
  int      grid_y;
  int      spacing;         /* from one line to the next */
  int      line_width;
  int      edge_width;      /* the four outer lines, thicker outward */
  int      cut_length;      /* how far lines run past a side the board goes on beyond */
  int      stone_diameter;  /* same parity as line_width: centred bitmaps */
  int      label_inset;     /* board edge to the centre of a label */
  int      label_size;      /* label font size */
} TgBoardGeometry;

/* The same for @region of the board only (NULL: all of it): the largest
 * centred rectangle of its proportions.  A region that does not fit on
 * the board is clamped to it. */
gboolean      tg_board_geometry_compute_region (TgBoardGeometry     *geometry,
                                                int                  x,
                                                int                  y,
                                                int                  width,
                                                int                  height,
                                                guint                size,
                                                const TgBoardRegion *region,
                                                int                  scale,
                                                gboolean             coordinates);

/* @region (NULL: the whole board) edge to edge, for images checked by
 * machine: @spacing device pixels a point, half a spacing of board
 * around the outer points, so the board is exactly cols × spacing wide
 * and rows × spacing high and point (c, r) of the region is centred on
 * ((c + ½) · spacing, (r + ½) · spacing).  No coordinates. */
gboolean      tg_board_geometry_compute_edge (TgBoardGeometry       *geometry,
                                              guint                  size,
                                              const TgBoardRegion   *region,
                                              int                    spacing,
                                              int                    scale);

gboolean      tg_board_geometry_equal        (const TgBoardGeometry *a,
                                              const TgBoardGeometry *b);

/* Whether the point in column @col, row @row is in the part shown. */
gboolean      tg_board_geometry_shows        (const TgBoardGeometry *geometry,
                                              guint                  col,
                                              guint                  row);

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
 * closer one; FALSE beyond half a spacing outside the grid shown. */
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
