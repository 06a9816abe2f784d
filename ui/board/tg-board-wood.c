/* tg-board-wood.c
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-board-wood.h"

#include <math.h>

/* The grain's darkening across the board, 0–1 per column: fine lines
 * and a few broad bands of straight grain (masame), placed by a fixed
 * seed at fractions of the board so it looks the same at every size. */
static float *
build_grain (int length,
             int side)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (0x19191919);
  float *grain = g_new0 (float, length);

  for (int i = 0; i < 140; i++)
    {
      gboolean broad = i < 14;
      double centre = g_rand_double (rand) * length;
      double width = side * (broad ? g_rand_double_range (rand, 0.008, 0.035)
                                   : g_rand_double_range (rand, 0.0007, 0.0022));
      double strength = broad ? g_rand_double_range (rand, 0.15, 0.35)
                              : g_rand_double_range (rand, 0.3, 1.0);

      width = MAX (width, 0.75);
      for (int x = MAX (0, (int) (centre - width)); x <= MIN (length - 1, (int) (centre + width));
           x++)
        {
          double d = (x + 0.5 - centre) / width;

          if (d * d < 1)
            grain[x] += strength * (1 - d * d);
        }
    }
  for (int x = 0; x < length; x++)
    grain[x] = MIN (grain[x], 1.0f);
  return grain;
}

/* Written pixel by pixel in 8.8 fixed point because cairo takes ten
 * times as long for the gradient and the strokes, and this runs on every
 * resize.  The grain sways a little from row to row so that it does not
 * look ruled. */
void
tg_board_wood_paint (cairo_surface_t *surface,
                     int              x,
                     int              y,
                     int              width,
                     int              height,
                     const double     top[3],
                     const double     bottom[3],
                     const double     line[3],
                     double           strength)
{
  int columns = MIN (cairo_image_surface_get_width (surface), width - x);
  int rows = MIN (cairo_image_surface_get_height (surface), height - y);
  int stride = cairo_image_surface_get_stride (surface) / 4;
  int sway = width / 300 + 1;
  int length = width + 2 * sway + 1;
  int diagonal = width + height;
  g_autofree float *grain = NULL;
  g_autofree gint32 *weight = NULL;
  g_autofree gint32 *swayed = NULL;
  g_autofree gint32 *ramp = NULL;
  gint32 ink[3];
  guint32 *pixels;

  if (columns <= 0 || rows <= 0 || x < 0 || y < 0)
    return;
  grain = build_grain (length, width);
  weight = g_new (gint32, length);
  swayed = g_new (gint32, columns);
  ramp = g_new (gint32, 3 * diagonal);
  for (int c = 0; c < 3; c++)
    {
      ink[c] = (gint32) lround (line[c] * 255 * 256);
      for (int i = 0; i < diagonal; i++)
        ramp[c * diagonal + i] =
          (gint32) lround ((top[c] + (bottom[c] - top[c]) * i / (double) diagonal) * 255 * 256);
    }
  for (int i = 0; i < length; i++)
    weight[i] = (gint32) lround (grain[i] * strength * 256);

  cairo_surface_flush (surface);
  pixels = (guint32 *) cairo_image_surface_get_data (surface);
  for (int r = 0; r < rows; r++)
    {
      int board_y = y + r;
      guint32 *row = pixels + (gsize) r * stride;
      double phase = 2 * G_PI * board_y / height;
      double shift = sway * (1 + 0.75 * sin (phase * 1.3) + 0.25 * sin (phase * 3.1));
      int whole = CLAMP ((int) shift, 0, 2 * sway);
      gint32 part = (gint32) ((shift - whole) * 256);
      const gint32 *w = swayed;
      const gint32 *red = ramp + board_y + x;
      const gint32 *green = ramp + diagonal + board_y + x;
      const gint32 *blue = ramp + 2 * diagonal + board_y + x;

      /* Sub-pixel sway, or the grain would step from row to row. */
      for (int c = 0; c < columns; c++)
        swayed[c] = (weight[whole + x + c] * (256 - part) + weight[whole + x + c + 1] * part) >> 8;
      for (int c = 0; c < columns; c++)
        {
          /* Alternate pixels round up by half a level: no visible bands
           * in so gentle a gradient. */
          gint32 dither = (((x + c) ^ board_y) & 1) << 7;
          gint32 red_level = red[c] + ((ink[0] - red[c]) * w[c] >> 8) + dither;
          gint32 green_level = green[c] + ((ink[1] - green[c]) * w[c] >> 8) + dither;
          gint32 blue_level = blue[c] + ((ink[2] - blue[c]) * w[c] >> 8) + dither;

          row[c] = 0xff000000u | (guint32) (red_level >> 8) << 16 |
                   (guint32) (green_level >> 8) << 8 | (guint32) (blue_level >> 8);
        }
    }
  cairo_surface_mark_dirty (surface);
}
