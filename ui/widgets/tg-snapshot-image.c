/* tg-snapshot-image.c
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-snapshot-image.h"

void
tg_snapshot_append_image (GtkWidget             *widget,
                          GtkSnapshot           *snapshot,
                          GdkTexture            *texture,
                          cairo_surface_t       *surface,
                          double                 x,
                          double                 y,
                          int                    scale,
                          const graphene_rect_t *bounds)
{
  GtkNative *native = gtk_widget_get_native (widget);
  cairo_t *cr;

  g_return_if_fail (GTK_IS_WIDGET (widget) && scale > 0);

  if (native == NULL || !GSK_IS_CAIRO_RENDERER (gtk_native_get_renderer (native)))
    {
      gtk_snapshot_append_texture (snapshot, texture, bounds);
      return;
    }
  /* The node's context is clipped to @bounds already. */
  cr = gtk_snapshot_append_cairo (snapshot, bounds);
  cairo_scale (cr, 1.0 / scale, 1.0 / scale);
  cairo_set_source_surface (cr, surface, x * scale, y * scale);
  cairo_paint (cr);
  cairo_destroy (cr);
}
