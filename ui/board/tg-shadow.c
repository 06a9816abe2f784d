/* tg-shadow.c
 *
 * GTK's GL renderer draws a blurred box-shadow by rendering its shape
 * into an offscreen and blurring it there with a shader of its own, which
 * a software renderer (llvmpipe) compiles the first time it is used: the
 * board's shadow and the player cards' made the first frame pay for that
 * blur and for the outset-shadow shaders.  Painted here into textures
 * the widgets upload anyway, they cost a fraction of a millisecond and
 * look the same: the same Gaussian (sigma half the blur radius, cut off
 * at the radius and normalised), on the shape grown by the spread and
 * moved by the offset, kept off the rectangle itself.
 *
 * Only a proxy of each shape is blurred, as small as keeps its corners
 * apart: along a straight edge the blur varies only across the edge, so
 * every pixel there reads the proxy's middle row or column.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-shadow.h"

#include <math.h>

/* A rounded rectangle, blurred, and how its pixels map onto its proxy. */
typedef struct
{
  int    x, y, width, height;     /* the shape, device pixels */
  int    k;                       /* blur taps on each side */
  int    proxy_width, proxy_height;
  int    zone;                    /* the corner zone along each side */
  int    stride;                  /* of values: proxy_width + 2k */
  float  alpha;
  float *values;                  /* the blurred proxy, k pixels around */
} Layer;

void
tg_shadow_rounded_rectangle (cairo_t *cr,
                             double   x,
                             double   y,
                             double   w,
                             double   h,
                             double   r)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + w - r, y + r, r, -G_PI / 2, 0);
  cairo_arc (cr, x + w - r, y + h - r, r, 0, G_PI / 2);
  cairo_arc (cr, x + r, y + h - r, r, G_PI / 2, G_PI);
  cairo_arc (cr, x + r, y + r, r, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}

/* One pass of the blur along rows (@step 1) or columns (@step the
 * stride) of @n lines of @length values. */
static void
blur_pass (const float *in,
           float       *out,
           int          n,
           int          length,
           int          step,
           int          line_step,
           const float *weights,
           int          k)
{
  for (int line = 0; line < n; line++)
    {
      const float *src = in + (gsize) line * line_step;
      float *dst = out + (gsize) line * line_step;

      for (int i = 0; i < length; i++)
        {
          float sum = weights[0] * src[i * step];

          for (int j = 1; j <= k; j++)
            {
              if (i - j >= 0)
                sum += weights[j] * src[(i - j) * step];
              if (i + j < length)
                sum += weights[j] * src[(i + j) * step];
            }
          dst[i * step] = sum;
        }
    }
}

static void
layer_init (Layer *layer,
            int    x,
            int    y,
            int    width,
            int    height,
            int    radius,
            double blur,
            double alpha)
{
  int k = (int) floor (blur);
  int zone = radius + k;
  int rows;
  cairo_surface_t *mask;
  cairo_t *cr;
  const guint8 *bytes;
  int mask_stride;

  layer->x = x;
  layer->y = y;
  layer->width = width;
  layer->height = height;
  layer->k = k;
  layer->zone = zone;
  layer->alpha = alpha;
  /* A corner zone on each side and one middle line between them. */
  layer->proxy_width = MIN (width, 2 * zone + 1);
  layer->proxy_height = MIN (height, 2 * zone + 1);
  layer->stride = layer->proxy_width + 2 * k;
  rows = layer->proxy_height + 2 * k;

  mask = cairo_image_surface_create (CAIRO_FORMAT_A8, layer->stride, rows);
  cr = cairo_create (mask);
  tg_shadow_rounded_rectangle (cr, k, k, layer->proxy_width, layer->proxy_height, radius);
  cairo_fill (cr);
  cairo_destroy (cr);
  cairo_surface_flush (mask);
  bytes = cairo_image_surface_get_data (mask);
  mask_stride = cairo_image_surface_get_stride (mask);

  layer->values = g_new (float, (gsize) layer->stride * rows);
  for (int row = 0; row < rows; row++)
    for (int col = 0; col < layer->stride; col++)
      layer->values[row * layer->stride + col] = bytes[row * mask_stride + col] / 255.0f;
  cairo_surface_destroy (mask);

  if (k > 0)
    {
      /* As GSK's blur shader: sigma is half the radius. */
      g_autofree float *weights = g_new (float, k + 1);
      g_autofree float *across = g_new (float, (gsize) layer->stride * rows);
      double sigma = blur / 2.0;
      double total = 0;

      for (int j = 0; j <= k; j++)
        {
          weights[j] = exp (-(double) j * j / (2 * sigma * sigma));
          total += j == 0 ? weights[j] : 2 * weights[j];
        }
      for (int j = 0; j <= k; j++)
        weights[j] /= total;
      blur_pass (layer->values, across, rows, layer->stride, 1, layer->stride, weights, k);
      blur_pass (across, layer->values, layer->stride, rows, layer->stride, 1, weights, k);
    }
}

/* Where pixel @t of a side @length long (from the shape's start, -k
 * included) reads the proxy @proxy_length long. */
static int
proxy_index (int t,
             int length,
             int proxy_length,
             int zone,
             int k)
{
  if (proxy_length == length || t < zone)
    return t + k;
  if (t >= length - zone)
    return t - length + proxy_length + k;
  return zone + k;
}

static float
layer_value (const Layer *layer,
             int          x,
             int          y)
{
  int tx = x - layer->x;
  int ty = y - layer->y;
  int col, row;

  if (tx < -layer->k || tx >= layer->width + layer->k ||
      ty < -layer->k || ty >= layer->height + layer->k)
    return 0;
  col = proxy_index (tx, layer->width, layer->proxy_width, layer->zone, layer->k);
  row = proxy_index (ty, layer->height, layer->proxy_height, layer->zone, layer->k);
  return layer->values[row * layer->stride + col];
}

static void
layer_geometry (const TgShadow *shadow,
                int             scale,
                int            *dx,
                int            *dy,
                int            *spread,
                double         *blur)
{
  *dx = (int) lround (shadow->dx * scale);
  *dy = (int) lround (shadow->dy * scale);
  *spread = (int) lround (shadow->spread * scale);
  *blur = shadow->blur * scale;
}

void
tg_shadow_get_extents (const TgShadow *shadows,
                       guint           n_shadows,
                       int             scale,
                       int            *left,
                       int            *top,
                       int            *right,
                       int            *bottom)
{
  *left = *top = *right = *bottom = 0;
  for (guint i = 0; i < n_shadows; i++)
    {
      int dx, dy, spread, k;
      double blur;

      layer_geometry (&shadows[i], scale, &dx, &dy, &spread, &blur);
      k = (int) floor (blur);
      *left = MAX (*left, spread + k - dx);
      *right = MAX (*right, spread + k + dx);
      *top = MAX (*top, spread + k - dy);
      *bottom = MAX (*bottom, spread + k + dy);
    }
}

void
tg_shadow_paint (cairo_surface_t *surface,
                 int              x,
                 int              y,
                 int              width,
                 int              height,
                 int              radius,
                 int              scale,
                 const TgShadow  *shadows,
                 guint            n_shadows)
{
  g_autofree Layer *layers = g_new0 (Layer, n_shadows);
  Layer outline;
  int left, top, right, bottom;
  int x0, y0, x1, y1;
  guint8 *data;
  int stride;

  g_return_if_fail (cairo_image_surface_get_format (surface) == CAIRO_FORMAT_ARGB32);

  /* The rectangle itself, unblurred: the shadow stays outside it. */
  layer_init (&outline, x, y, width, height, radius, 0, 1);
  for (guint i = 0; i < n_shadows; i++)
    {
      int dx, dy, spread;
      double blur;

      layer_geometry (&shadows[i], scale, &dx, &dy, &spread, &blur);
      layer_init (&layers[i], x - spread + dx, y - spread + dy, width + 2 * spread,
                  height + 2 * spread, radius > 0 ? radius + spread : 0, blur,
                  shadows[i].alpha);
    }

  tg_shadow_get_extents (shadows, n_shadows, scale, &left, &top, &right, &bottom);
  x0 = MAX (0, x - left);
  y0 = MAX (0, y - top);
  x1 = MIN (cairo_image_surface_get_width (surface), x + width + right);
  y1 = MIN (cairo_image_surface_get_height (surface), y + height + bottom);

  cairo_surface_flush (surface);
  data = cairo_image_surface_get_data (surface);
  stride = cairo_image_surface_get_stride (surface);
  for (int py = y0; py < y1; py++)
    {
      guint32 *row = (guint32 *) (data + (gsize) py * stride);
      gboolean straight = py >= y + radius && py < y + height - radius;

      for (int px = x0; px < x1; px++)
        {
          float outside, keep = 1;
          guint32 pixel, a;

          /* Between the corners the rectangle covers its pixels whole. */
          if (straight && px == x)
            {
              px = x + width - 1;
              continue;
            }
          outside = 1 - layer_value (&outline, px, py);
          if (outside <= 0)
            continue;
          for (guint i = 0; i < n_shadows; i++)
            keep *= 1 - layers[i].alpha * layer_value (&layers[i], px, py) * outside;
          a = (guint32) lroundf ((1 - keep) * 255);
          if (a == 0)
            continue;

          /* Black, premultiplied, over what is there. */
          pixel = row[px];
          row[px] = ((a + ((pixel >> 24) * (255 - a) + 127) / 255) << 24)
                    | ((((pixel >> 16) & 0xff) * (255 - a) + 127) / 255) << 16
                    | ((((pixel >> 8) & 0xff) * (255 - a) + 127) / 255) << 8
                    | (((pixel & 0xff) * (255 - a) + 127) / 255);
        }
    }
  cairo_surface_mark_dirty (surface);

  g_free (outline.values);
  for (guint i = 0; i < n_shadows; i++)
    g_free (layers[i].values);
}
