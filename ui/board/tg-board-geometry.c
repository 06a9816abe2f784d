/* tg-board-geometry.c
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tg-board-geometry-private.h"

#include <math.h>
#include <string.h>

/* From the first line's centre to the board edge, in spacings: room for
 * half a stone and a strip of wood, plus the labels when shown. */
#define MARGIN_PLAIN 0.75
#define MARGIN_LABELS 1.4

/* Below this many device pixels between lines nothing is legible. */
#define MIN_SPACING 4

gboolean
tg_board_geometry_compute (TgBoardGeometry *geometry,
                           int              x,
                           int              y,
                           int              width,
                           int              height,
                           guint            size,
                           int              scale,
                           gboolean         coordinates)
{
  return tg_board_geometry_compute_region (geometry, x, y, width, height, size, NULL, scale,
                                           coordinates);
}

gboolean
tg_board_geometry_compute_region (TgBoardGeometry     *geometry,
                                  int                  x,
                                  int                  y,
                                  int                  width,
                                  int                  height,
                                  guint                size,
                                  const TgBoardRegion *region,
                                  int                  scale,
                                  gboolean             coordinates)
{
  TgBoardGeometry *g = geometry;
  double margin = coordinates ? MARGIN_LABELS : MARGIN_PLAIN;
  TgBoardRegion r = { 0, 0, size, size };
  int device_width, device_height, extent_x, extent_y, gap, stone_edge;

  g_return_val_if_fail (geometry != NULL, FALSE);

  memset (g, 0, sizeof *g);
  if (size < 2 || size > 25 || scale < 1 || width <= 0 || height <= 0)
    return FALSE;
  /* Guards the int arithmetic below against absurd sizes. */
  if (width > 1 << 16 || height > 1 << 16 || scale > 16)
    return FALSE;
  if (region != NULL)
    {
      r.col = MIN (region->col, size - 1);
      r.row = MIN (region->row, size - 1);
      r.cols = CLAMP (region->cols, 1, size - r.col);
      r.rows = CLAMP (region->rows, 1, size - r.row);
    }

  device_width = width * scale;
  device_height = height * scale;
  if (r.cols == r.rows)
    {
      /* A square fills the smaller side; the rounding goes to the margins. */
      g->board_width = g->board_height = MIN (device_width, device_height);
      g->spacing = (int) floor (g->board_width / (r.cols - 1 + 2 * margin));
    }
  else
    {
      g->spacing = (int) floor (MIN (device_width / (r.cols - 1 + 2 * margin),
                                     device_height / (r.rows - 1 + 2 * margin)));
      g->board_width = MIN (device_width, (int) ceil (g->spacing * (r.cols - 1 + 2 * margin)));
      g->board_height = MIN (device_height, (int) ceil (g->spacing * (r.rows - 1 + 2 * margin)));
    }
  if (g->spacing < MIN_SPACING)
    {
      memset (g, 0, sizeof *g);
      return FALSE;
    }

  g->size = size;
  g->scale = scale;
  g->coordinates = coordinates;
  g->region = r;
  g->board_x = x * scale + (device_width - g->board_width) / 2;
  g->board_y = y * scale + (device_height - g->board_height) / 2;
  g->corner_radius = MIN (6 * scale, MIN (g->board_width, g->board_height) / 40);

  /* One logical pixel, as GNOME draws its hairlines; the frame of the
   * grid is doubled once there is room, as on a real board. */
  g->line_width = scale;
  g->edge_width = g->spacing >= 16 * scale ? 2 * scale : scale;

  /* Whatever the integer spacing leaves over goes to the margins, so the
   * grid starts on a whole pixel. */
  extent_x = (int) (r.cols - 1) * g->spacing + g->line_width;
  extent_y = (int) (r.rows - 1) * g->spacing + g->line_width;
  g->grid_x = g->board_x + (g->board_width - extent_x) / 2;
  g->grid_y = g->board_y + (g->board_height - extent_y) / 2;

  /* Neighbouring stones almost touch, as they do on a real board.  A line
   * of odd width has its centre in the middle of a pixel, so an odd
   * diameter puts the stone's bounding box on whole pixels (and even with
   * even). */
  gap = MAX (1, g->spacing / 24);
  g->stone_diameter = g->spacing - gap;
  if ((g->stone_diameter - g->line_width) % 2 != 0)
    g->stone_diameter--;

  /* A cut side's lines stop short of the labels, or run to the edge. */
  g->cut_length = coordinates ? g->spacing / 2 : g->grid_x - g->board_x;

  if (coordinates)
    {
      /* Labels sit in the middle of the wood between the board edge and
       * the outermost stones. */
      stone_edge = g->grid_x - g->board_x + g->line_width / 2 - g->stone_diameter / 2;
      g->label_inset = MAX (1, stone_edge / 2);
      g->label_size = MAX (1, (int) lround (g->spacing * 0.34));
    }

  return TRUE;
}

gboolean
tg_board_geometry_compute_edge (TgBoardGeometry     *geometry,
                                guint                size,
                                const TgBoardRegion *region,
                                int                  spacing,
                                int                  scale)
{
  TgBoardRegion whole = { 0, 0, size, size };
  TgBoardGeometry *g = geometry;
  int gap;

  g_return_val_if_fail (geometry != NULL, FALSE);

  if (size < 2 || size > 25 || scale < 1 || scale > 16 || spacing < MIN_SPACING ||
      spacing > 1 << 11)
    {
      memset (g, 0, sizeof *g);
      return FALSE;
    }
  /* The usual layout settles the region and the widths; only the margins
   * differ. */
  if (!tg_board_geometry_compute_region (g, 0, 0, spacing * (int) size, spacing * (int) size,
                                         size, region != NULL ? region : &whole, 1, FALSE))
    return FALSE;
  g->scale = scale;
  g->spacing = spacing;
  g->board_x = g->board_y = 0;
  g->board_width = spacing * (int) g->region.cols;
  g->board_height = spacing * (int) g->region.rows;
  /* The image is the board: square corners, nothing transparent. */
  g->corner_radius = 0;
  g->line_width = scale;
  g->edge_width = spacing >= 16 * scale ? 2 * scale : scale;
  g->grid_x = g->grid_y = (spacing - g->line_width) / 2;
  gap = MAX (1, spacing / 24);
  g->stone_diameter = spacing - gap;
  if ((g->stone_diameter - g->line_width) % 2 != 0)
    g->stone_diameter--;
  g->cut_length = g->grid_x;
  return TRUE;
}

gboolean
tg_board_geometry_equal (const TgBoardGeometry *a,
                         const TgBoardGeometry *b)
{
  return memcmp (a, b, sizeof *a) == 0;
}

gboolean
tg_board_geometry_shows (const TgBoardGeometry *geometry,
                         guint                  col,
                         guint                  row)
{
  const TgBoardRegion *r = &geometry->region;

  return col >= r->col && col < r->col + r->cols && row >= r->row && row < r->row + r->rows;
}

void
tg_board_geometry_center_device (const TgBoardGeometry *geometry,
                                 guint                  col,
                                 guint                  row,
                                 double                *x,
                                 double                *y)
{
  double half = geometry->line_width / 2.0;

  *x = geometry->grid_x + ((double) col - geometry->region.col) * geometry->spacing + half;
  *y = geometry->grid_y + ((double) row - geometry->region.row) * geometry->spacing + half;
}

void
tg_board_geometry_center (const TgBoardGeometry *geometry,
                          guint                  col,
                          guint                  row,
                          double                *x,
                          double                *y)
{
  tg_board_geometry_center_device (geometry, col, row, x, y);
  *x /= geometry->scale;
  *y /= geometry->scale;
}

static gboolean
nearest_line (const TgBoardGeometry *geometry,
              double                 device,
              int                    grid_start,
              guint                  first,
              guint                  count,
              guint                 *index)
{
  double f = (device - grid_start - geometry->line_width / 2.0) / geometry->spacing;

  /* Half-open cells [i - ½, i + ½): a position exactly between two lines
   * belongs to the later one, and NaN fails both comparisons. */
  if (!(f >= -0.5 && f < count - 0.5))
    return FALSE;
  *index = first + (guint) floor (f + 0.5);
  return TRUE;
}

gboolean
tg_board_geometry_point_at (const TgBoardGeometry *geometry,
                            double                 x,
                            double                 y,
                            guint                 *col,
                            guint                 *row)
{
  guint c, r;

  if (geometry->size == 0)
    return FALSE;
  if (!nearest_line (geometry, x * geometry->scale, geometry->grid_x, geometry->region.col,
                     geometry->region.cols, &c) ||
      !nearest_line (geometry, y * geometry->scale, geometry->grid_y, geometry->region.row,
                     geometry->region.rows, &r))
    return FALSE;
  if (col != NULL)
    *col = c;
  if (row != NULL)
    *row = r;
  return TRUE;
}

void
tg_board_geometry_cell (const TgBoardGeometry *geometry,
                        guint                  col,
                        guint                  row,
                        double                *x,
                        double                *y,
                        double                *side)
{
  double cx, cy;

  tg_board_geometry_center (geometry, col, row, &cx, &cy);
  *side = (double) geometry->spacing / geometry->scale;
  *x = cx - *side / 2;
  *y = cy - *side / 2;
}
