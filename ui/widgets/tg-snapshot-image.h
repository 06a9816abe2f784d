/* tg-snapshot-image.h: an image a widget keeps, drawn in its snapshot
 * by whichever means the window's renderer does best.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Appends to @widget's @snapshot the part at @bounds (logical pixels) of
 * the image @surface, whose pixels are 1/@scale of a logical pixel and
 * whose top left corner is at @x, @y.  @texture holds the same pixels
 * where @bounds falls: a GPU renderer keeps it once uploaded.  GTK 4.8's
 * software renderer, though, converts a whole texture pixel by pixel
 * through floats each time a frame holds it, whatever part of the window
 * changed; there the image is painted instead, which cairo clips to what
 * the frame redraws. */
void          tg_snapshot_append_image  (GtkWidget             *widget,
                                         GtkSnapshot           *snapshot,
                                         GdkTexture            *texture,
                                         cairo_surface_t       *surface,
                                         double                 x,
                                         double                 y,
                                         int                    scale,
                                         const graphene_rect_t *bounds);

G_END_DECLS
