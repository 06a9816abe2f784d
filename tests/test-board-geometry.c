/* test-board-geometry.c: point ↔ pixel arithmetic of the board widget.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <math.h>

#include "tg-board-geometry-private.h"

static gboolean
is_integral (double value)
{
  return floor (value) == value;
}

/* 19 lines in 600 px without labels: 18 spacings plus ¾ of one on each
 * side is 19.5 spacings, so 30 px apart, and the 541 px grid (with its
 * 1 px last line) leaves 59 px to share, 29 on the left. */
static void
test_nineteen_plain (void)
{
  TgBoardGeometry g;
  double x, y;

  g_assert_true (tg_board_geometry_compute (&g, 0, 0, 600, 600, 19, 1, FALSE));
  g_assert_cmpint (g.board_width, ==, 600);
  g_assert_cmpint (g.board_height, ==, 600);
  g_assert_cmpint (g.spacing, ==, 30);
  g_assert_cmpint (g.line_width, ==, 1);
  g_assert_cmpint (g.grid_x, ==, 29);
  g_assert_cmpint (g.grid_y, ==, 29);

  tg_board_geometry_center (&g, 0, 0, &x, &y);
  g_assert_cmpfloat (x, ==, 29.5);
  g_assert_cmpfloat (y, ==, 29.5);
  tg_board_geometry_center (&g, 18, 9, &x, &y);
  g_assert_cmpfloat (x, ==, 29.5 + 18 * 30);
  g_assert_cmpfloat (y, ==, 29.5 + 9 * 30);
}

/* The board is the largest square, centred: the spare width goes to
 * both sides equally. */
static void
test_aspect_ratio (void)
{
  TgBoardGeometry g;

  g_assert_true (tg_board_geometry_compute (&g, 0, 0, 800, 500, 19, 1, FALSE));
  g_assert_cmpint (g.board_width, ==, 500);
  g_assert_cmpint (g.board_height, ==, 500);
  g_assert_cmpint (g.board_x, ==, 150);
  g_assert_cmpint (g.board_y, ==, 0);

  g_assert_true (tg_board_geometry_compute (&g, 10, 20, 300, 900, 9, 1, TRUE));
  g_assert_cmpint (g.board_width, ==, 300);
  g_assert_cmpint (g.board_height, ==, 300);
  g_assert_cmpint (g.board_x, ==, 10);
  g_assert_cmpint (g.board_y, ==, 20 + 300);

  /* The grid is centred in the board within a pixel. */
  for (guint size = 2; size <= 25; size++)
    {
      int left, right;

      g_assert_true (tg_board_geometry_compute (&g, 0, 0, 777, 640, size, 1, TRUE));
      left = g.grid_x - g.board_x;
      right = g.board_x + g.board_width - (g.grid_x + (int) (size - 1) * g.spacing + g.line_width);
      g_assert_cmpint (ABS (left - right), <=, 1);
      g_assert_cmpint (g.grid_y - g.board_y, ==, left);
    }
}

/* At scale 2 everything doubles: a 2 px line whose centre falls on a
 * pixel boundary, and logical centres are half the device ones. */
static void
test_scale_factor (void)
{
  TgBoardGeometry g1, g2;
  double x1, y1, x2, y2, dx, dy;

  g_assert_true (tg_board_geometry_compute (&g1, 0, 0, 600, 600, 19, 1, FALSE));
  g_assert_true (tg_board_geometry_compute (&g2, 0, 0, 600, 600, 19, 2, FALSE));
  g_assert_cmpint (g2.board_width, ==, 1200);
  g_assert_cmpint (g2.line_width, ==, 2);
  g_assert_cmpint (g2.spacing, >=, 2 * g1.spacing);

  tg_board_geometry_center_device (&g2, 3, 15, &dx, &dy);
  g_assert_true (is_integral (dx));
  g_assert_true (is_integral (dy));
  tg_board_geometry_center (&g2, 3, 15, &x2, &y2);
  g_assert_cmpfloat (x2, ==, dx / 2);
  g_assert_cmpfloat (y2, ==, dy / 2);

  /* Both grids are centred: tengen is in the same place within a pixel
   * (scale 2 may space the lines half a pixel wider). */
  tg_board_geometry_center (&g1, 9, 9, &x1, &y1);
  tg_board_geometry_center (&g2, 9, 9, &x2, &y2);
  g_assert_cmpfloat (fabs (x1 - x2), <, 1.0);
  g_assert_cmpfloat (fabs (y1 - y2), <, 1.0);
}

/* Crisp lines: at every size and scale each line covers whole device
 * pixels, so its centre is half its width past a pixel boundary, and
 * stones (same parity as the line) start on a whole pixel too. */
static void
test_pixel_alignment (void)
{
  for (int scale = 1; scale <= 3; scale++)
    for (int width = 90; width <= 1500; width += 37)
      for (guint size = 2; size <= 25; size++)
        {
          TgBoardGeometry g;
          double cx, cy;

          if (!tg_board_geometry_compute (&g, 3, 5, width, width + 11, size, scale,
                                          width % 2 == 0))
            continue;
          g_assert_cmpint (g.line_width, ==, scale);
          g_assert_cmpint (g.edge_width % scale, ==, 0);
          for (guint i = 0; i < size; i += size / 3 + 1)
            {
              tg_board_geometry_center_device (&g, i, size - 1 - i, &cx, &cy);
              g_assert_true (is_integral (cx - g.line_width / 2.0));
              g_assert_true (is_integral (cy - g.line_width / 2.0));
              g_assert_true (is_integral (cx - g.stone_diameter / 2.0));
              g_assert_true (is_integral (cy - g.stone_diameter / 2.0));
            }

          /* Stones almost touch but never overlap, and stay on the board. */
          g_assert_cmpint (g.stone_diameter, <, g.spacing);
          g_assert_cmpint (g.stone_diameter, >=, g.spacing - g.spacing / 12 - 2);
          tg_board_geometry_center_device (&g, 0, 0, &cx, &cy);
          g_assert_cmpfloat (cx - g.stone_diameter / 2.0, >=, g.board_x);
          tg_board_geometry_center_device (&g, size - 1, size - 1, &cx, &cy);
          g_assert_cmpfloat (cy + g.stone_diameter / 2.0, <=, g.board_y + g.board_height);
        }
}

/* Every point's centre maps back to that point, at every size, scale
 * and with or without labels. */
static void
test_inverse (void)
{
  for (int scale = 1; scale <= 2; scale++)
    for (guint size = 2; size <= 25; size++)
      for (int labels = 0; labels <= 1; labels++)
        {
          TgBoardGeometry g;

          g_assert_true (tg_board_geometry_compute (&g, 7, 0, 513, 480, size, scale, labels));
          for (guint row = 0; row < size; row++)
            for (guint col = 0; col < size; col++)
              {
                double x, y;
                guint c = G_MAXUINT, r = G_MAXUINT;

                tg_board_geometry_center (&g, col, row, &x, &y);
                g_assert_true (tg_board_geometry_point_at (&g, x, y, &c, &r));
                g_assert_cmpuint (c, ==, col);
                g_assert_cmpuint (r, ==, row);
              }
        }
}

/* A click between lines goes to the nearer point; exactly halfway it
 * still picks one of the two. */
static void
test_gap_nearest (void)
{
  TgBoardGeometry g;
  double x, y, step;
  guint c, r;

  g_assert_true (tg_board_geometry_compute (&g, 0, 0, 600, 600, 19, 1, TRUE));
  step = (double) g.spacing / g.scale;
  tg_board_geometry_center (&g, 3, 3, &x, &y);

  g_assert_true (tg_board_geometry_point_at (&g, x + 0.4 * step, y - 0.4 * step, &c, &r));
  g_assert_cmpuint (c, ==, 3);
  g_assert_cmpuint (r, ==, 3);

  g_assert_true (tg_board_geometry_point_at (&g, x + 0.6 * step, y + 0.3 * step, &c, &r));
  g_assert_cmpuint (c, ==, 4);
  g_assert_cmpuint (r, ==, 3);

  g_assert_true (tg_board_geometry_point_at (&g, x - 0.6 * step, y - 0.7 * step, &c, &r));
  g_assert_cmpuint (c, ==, 2);
  g_assert_cmpuint (r, ==, 2);

  g_assert_true (tg_board_geometry_point_at (&g, x + 0.5 * step, y + 0.5 * step, &c, &r));
  g_assert_true (c == 3 || c == 4);
  g_assert_true (r == 3 || r == 4);
}

/* Outside the grid by more than half a spacing, on the labels, or off
 * the board: no point.  Just inside the edge cell: the edge point. */
static void
test_outside (void)
{
  TgBoardGeometry g;
  double x, y, step;
  guint c = 99, r = 99;

  g_assert_true (tg_board_geometry_compute (&g, 0, 0, 600, 400, 9, 1, TRUE));
  step = (double) g.spacing / g.scale;

  tg_board_geometry_center (&g, 0, 0, &x, &y);
  g_assert_true (tg_board_geometry_point_at (&g, x - 0.45 * step, y - 0.45 * step, &c, &r));
  g_assert_cmpuint (c, ==, 0);
  g_assert_cmpuint (r, ==, 0);
  g_assert_false (tg_board_geometry_point_at (&g, x - 0.55 * step, y, NULL, NULL));
  g_assert_false (tg_board_geometry_point_at (&g, x, y - 0.55 * step, NULL, NULL));

  /* The label strip, the spare width beside the board, negative and
   * non-numbers. */
  g_assert_false (tg_board_geometry_point_at (&g, (double) (g.board_x + g.label_inset), y,
                                              NULL, NULL));
  g_assert_false (tg_board_geometry_point_at (&g, 10, 200, NULL, NULL));
  g_assert_false (tg_board_geometry_point_at (&g, 590, 200, NULL, NULL));
  g_assert_false (tg_board_geometry_point_at (&g, -5, -5, NULL, NULL));
  g_assert_false (tg_board_geometry_point_at (&g, NAN, y, NULL, NULL));

  tg_board_geometry_center (&g, 8, 8, &x, &y);
  g_assert_true (tg_board_geometry_point_at (&g, x + 0.45 * step, y + 0.45 * step, &c, &r));
  g_assert_cmpuint (c, ==, 8);
  g_assert_cmpuint (r, ==, 8);
  g_assert_false (tg_board_geometry_point_at (&g, x + 0.55 * step, y, NULL, NULL));
}

/* Labels go on the wood between the board edge and the outer stones;
 * without labels the margin shrinks and the spacing grows. */
static void
test_labels (void)
{
  TgBoardGeometry with, without;
  double cx, cy;

  g_assert_true (tg_board_geometry_compute (&with, 0, 0, 700, 700, 13, 1, TRUE));
  g_assert_true (tg_board_geometry_compute (&without, 0, 0, 700, 700, 13, 1, FALSE));
  g_assert_cmpint (without.spacing, >, with.spacing);
  g_assert_cmpint (without.label_size, ==, 0);
  g_assert_cmpint (with.label_size, >, 0);
  g_assert_cmpint (with.label_size, <, with.spacing / 2);

  tg_board_geometry_center_device (&with, 0, 0, &cx, &cy);
  g_assert_cmpint (with.label_inset, >, with.label_size / 2);
  g_assert_cmpfloat (with.board_x + with.label_inset + with.label_size / 2.0, <,
                     cx - with.stone_diameter / 2.0);
}

static void
test_degenerate (void)
{
  TgBoardGeometry g;

  g_assert_false (tg_board_geometry_compute (&g, 0, 0, 30, 30, 19, 1, TRUE));
  g_assert_cmpint (g.spacing, ==, 0);
  g_assert_false (tg_board_geometry_point_at (&g, 10, 10, NULL, NULL));
  g_assert_false (tg_board_geometry_compute (&g, 0, 0, 600, 600, 1, 1, FALSE));
  g_assert_false (tg_board_geometry_compute (&g, 0, 0, 600, 600, 26, 1, FALSE));
  g_assert_false (tg_board_geometry_compute (&g, 0, 0, 0, 600, 19, 1, FALSE));
  g_assert_false (tg_board_geometry_compute (&g, 0, 0, 600, 600, 19, 0, FALSE));

  /* The smallest and largest boards still lay out. */
  g_assert_true (tg_board_geometry_compute (&g, 0, 0, 200, 200, 2, 1, TRUE));
  g_assert_true (tg_board_geometry_compute (&g, 0, 0, 200, 200, 25, 1, FALSE));
}

/* A part of the board (SGF VW, a diagram of a corner) is laid out as
 * large as it fits: a corner of 10 × 10 points spaces them wider than
 * the whole board, its points map back to themselves, the others are
 * not on it. */
static void
test_region (void)
{
  const TgBoardRegion corner = { 9, 0, 10, 10 };
  const TgBoardRegion side = { 3, 15, 7, 4 };
  TgBoardGeometry whole, g;
  double x, y;
  guint c, r;

  g_assert_true (tg_board_geometry_compute (&whole, 0, 0, 600, 600, 19, 1, TRUE));
  g_assert_true (tg_board_geometry_compute_region (&g, 0, 0, 600, 600, 19, &corner, 1, TRUE));
  g_assert_cmpint (g.spacing, >, whole.spacing * 15 / 10);
  for (guint row = 0; row < 19; row++)
    for (guint col = 0; col < 19; col++)
      {
        gboolean shown = col >= 9 && row < 10;

        g_assert_cmpint (tg_board_geometry_shows (&g, col, row), ==, shown);
        tg_board_geometry_center (&g, col, row, &x, &y);
        if (shown)
          {
            g_assert_true (tg_board_geometry_point_at (&g, x, y, &c, &r));
            g_assert_cmpuint (c, ==, col);
            g_assert_cmpuint (r, ==, row);
          }
        else
          g_assert_false (tg_board_geometry_point_at (&g, x, y, NULL, NULL));
      }
  /* Lines run on past the sides the board goes on beyond, short of the
   * labels. */
  g_assert_cmpint (g.cut_length, ==, g.spacing / 2);

  /* Wider than high: the board is too, 6 spacings and margins by 3,
   * all but the rounding of the spacing wide. */
  g_assert_true (tg_board_geometry_compute_region (&g, 0, 0, 800, 800, 19, &side, 1, FALSE));
  g_assert_cmpint (g.board_width, <=, 800);
  g_assert_cmpint (g.board_width, >, 800 - g.spacing);
  g_assert_cmpint (g.board_height, <, 500);
  g_assert_cmpint (g.board_y, ==, (800 - g.board_height) / 2);
  tg_board_geometry_center (&g, 3, 15, &x, &y);
  g_assert_cmpfloat (x, <, g.board_x + g.spacing);
  /* Without labels the cut lines run to the board's edge. */
  g_assert_cmpint (g.cut_length, ==, g.grid_x - g.board_x);

  /* A region past the board is clamped to it. */
  g_assert_true (tg_board_geometry_compute_region (&g, 0, 0, 600, 600, 9,
                                                   &(TgBoardRegion) { 7, 7, 5, 5 }, 1, FALSE));
  g_assert_cmpuint (g.region.cols, ==, 2);
  g_assert_cmpuint (g.region.rows, ==, 2);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/board-geometry/nineteen-plain", test_nineteen_plain);
  g_test_add_func ("/board-geometry/aspect-ratio", test_aspect_ratio);
  g_test_add_func ("/board-geometry/scale-factor", test_scale_factor);
  g_test_add_func ("/board-geometry/pixel-alignment", test_pixel_alignment);
  g_test_add_func ("/board-geometry/inverse", test_inverse);
  g_test_add_func ("/board-geometry/gap-nearest", test_gap_nearest);
  g_test_add_func ("/board-geometry/outside", test_outside);
  g_test_add_func ("/board-geometry/labels", test_labels);
  g_test_add_func ("/board-geometry/degenerate", test_degenerate);

  g_test_add_func ("/board-geometry/region", test_region);

  return g_test_run ();
}
