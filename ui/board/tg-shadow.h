/* tg-shadow.h: soft drop shadows of rounded rectangles, drawn on the CPU.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>
#include <glib.h>

G_BEGIN_DECLS

/* One black box-shadow as CSS gives it, in logical pixels. */
typedef struct
{
  double dx;
  double dy;
  double spread;
  double blur;      /* the CSS blur radius */
  double alpha;     /* of black */
} TgShadow;

/* How far @shadows reach beyond their rectangle at @scale, in device
 * pixels on each side. */
void          tg_shadow_get_extents          (const TgShadow  *shadows,
                                              guint            n_shadows,
                                              int              scale,
                                              int             *left,
                                              int             *top,
                                              int             *right,
                                              int             *bottom);

/* Paints @shadows over the ARGB32 @surface outside the rectangle @x, @y,
 * @width, @height with corners of @radius (device pixels, whole), as GTK
 * draws outset box-shadows at @scale. */
void          tg_shadow_paint                (cairo_surface_t *surface,
                                              int              x,
                                              int              y,
                                              int              width,
                                              int              height,
                                              int              radius,
                                              int              scale,
                                              const TgShadow  *shadows,
                                              guint            n_shadows);

/* Adds a closed rounded-rectangle path to @cr: the shape the shadows
 * are of, for whoever draws the shape itself. */
void          tg_shadow_rounded_rectangle    (cairo_t         *cr,
                                              double           x,
                                              double           y,
                                              double           width,
                                              double           height,
                                              double           radius);

G_END_DECLS
