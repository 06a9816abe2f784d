/* test-snapshot-image.c: the images widgets keep, drawn as a texture for
 * a GPU renderer and painted for GTK's software renderer (this program
 * runs under it) — the same pixels either way, and no texture the
 * software renderer would convert whole in every frame, none from the
 * board either.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <adwaita.h>
#include <locale.h>

#include "tg-board-view-private.h"
#include "tg-snapshot-image.h"
#include "tg-test-window.h"

#define SCALE 2

/* A window of its own, shown, holding @child. */
static GtkWidget *
show_in_window (GtkWidget *child)
{
  GtkWidget *window = gtk_window_new ();

  gtk_window_set_default_size (GTK_WINDOW (window), 400, 400);
  gtk_window_set_child (GTK_WINDOW (window), child);
  gtk_window_present (GTK_WINDOW (window));
  while (!gtk_widget_get_realized (child) || gtk_widget_get_width (child) < 300)
    g_main_context_iteration (NULL, TRUE);
  return window;
}

/* How many nodes of @type @node holds, itself included. */
static guint
count_nodes (GskRenderNode     *node,
             GskRenderNodeType  type)
{
  guint n = gsk_render_node_get_node_type (node) == type;

  switch (gsk_render_node_get_node_type (node))
    {
    case GSK_CONTAINER_NODE:
      for (guint i = 0; i < gsk_container_node_get_n_children (node); i++)
        n += count_nodes (gsk_container_node_get_child (node, i), type);
      break;
    case GSK_TRANSFORM_NODE:
      n += count_nodes (gsk_transform_node_get_child (node), type);
      break;
    case GSK_CLIP_NODE:
      n += count_nodes (gsk_clip_node_get_child (node), type);
      break;
    case GSK_ROUNDED_CLIP_NODE:
      n += count_nodes (gsk_rounded_clip_node_get_child (node), type);
      break;
    case GSK_OPACITY_NODE:
      n += count_nodes (gsk_opacity_node_get_child (node), type);
      break;
    default:
      break;
    }
  return n;
}

/* @node rendered over @bounds, 0xAARRGGBB. */
static guint32 *
render_node (GskRenderNode         *node,
             const graphene_rect_t *bounds)
{
  g_autoptr(GskRenderer) renderer = gsk_cairo_renderer_new ();
  g_autoptr(GdkTexture) texture = NULL;
  int width = (int) bounds->size.width, height = (int) bounds->size.height;
  guint32 *pixels;

  g_assert_true (gsk_renderer_realize (renderer, NULL, NULL));
  texture = gsk_renderer_render_texture (renderer, node, bounds);
  gsk_renderer_unrealize (renderer);
  pixels = g_new (guint32, width * height);
  gdk_texture_download (texture, (guchar *) pixels, width * 4);
  return pixels;
}

/* An image of 60 × 40 device pixels, each different, at SCALE. */
static cairo_surface_t *
make_image (void)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 60, 40);
  guint8 *data = cairo_image_surface_get_data (surface);
  int stride = cairo_image_surface_get_stride (surface);

  for (int y = 0; y < 40; y++)
    for (int x = 0; x < 60; x++)
      ((guint32 *) (data + y * stride))[x] = 0xff000000u | (guint32) (x * 4) << 16
                                             | (guint32) (y * 6) << 8 | (guint32) ((x + y) & 0xff);
  cairo_surface_mark_dirty (surface);
  return surface;
}

/* The texture of the part of @surface at @bounds, its top left at @x, @y
 * (logical pixels): what a widget would hand a GPU renderer. */
static GdkTexture *
crop_texture (cairo_surface_t       *surface,
              double                 x,
              double                 y,
              const graphene_rect_t *bounds)
{
  int stride = cairo_image_surface_get_stride (surface);
  int left = (int) ((bounds->origin.x - x) * SCALE), top = (int) ((bounds->origin.y - y) * SCALE);
  int width = (int) (bounds->size.width * SCALE), height = (int) (bounds->size.height * SCALE);
  g_autoptr(GBytes) bytes = g_bytes_new (cairo_image_surface_get_data (surface)
                                         + (gsize) top * stride + (gsize) left * 4,
                                         (gsize) (height - 1) * stride + (gsize) width * 4);

  return gdk_memory_texture_new (width, height, GDK_MEMORY_DEFAULT, bytes, stride);
}

/* Part of an image whose corner lies outside @bounds, at twice the
 * scale: a widget in no window yet gets the texture, one in a window
 * under the software renderer a painted image, and both show the same
 * pixels. */
static void
test_same_pixels (void)
{
  cairo_surface_t *surface = make_image ();
  const graphene_rect_t bounds = GRAPHENE_RECT_INIT (4, 3, 20, 12);
  const graphene_rect_t device = GRAPHENE_RECT_INIT (4 * SCALE, 3 * SCALE, 20 * SCALE, 12 * SCALE);
  double x = 1, y = 2;
  g_autoptr(GdkTexture) texture = crop_texture (surface, x, y, &bounds);
  GtkWidget *loose = g_object_ref_sink (gtk_drawing_area_new ());
  GtkWidget *shown = gtk_drawing_area_new ();
  GtkWidget *window = show_in_window (shown);
  g_autoptr(GskRenderNode) texture_node = NULL;
  g_autoptr(GskRenderNode) painted_node = NULL;
  g_autofree guint32 *expected = NULL;
  g_autofree guint32 *painted = NULL;
  GtkSnapshot *snapshot;

  g_assert_true (GSK_IS_CAIRO_RENDERER (gtk_native_get_renderer (GTK_NATIVE (window))));
  snapshot = gtk_snapshot_new ();
  gtk_snapshot_scale (snapshot, SCALE, SCALE);
  tg_snapshot_append_image (loose, snapshot, texture, surface, x, y, SCALE, &bounds);
  texture_node = gtk_snapshot_free_to_node (snapshot);
  g_assert_cmpuint (count_nodes (texture_node, GSK_TEXTURE_NODE), ==, 1);

  snapshot = gtk_snapshot_new ();
  gtk_snapshot_scale (snapshot, SCALE, SCALE);
  tg_snapshot_append_image (shown, snapshot, texture, surface, x, y, SCALE, &bounds);
  painted_node = gtk_snapshot_free_to_node (snapshot);
  g_assert_cmpuint (count_nodes (painted_node, GSK_TEXTURE_NODE), ==, 0);
  g_assert_cmpuint (count_nodes (painted_node, GSK_CAIRO_NODE), ==, 1);

  expected = render_node (texture_node, &device);
  painted = render_node (painted_node, &device);
  for (int i = 0; i < (int) (device.size.width * device.size.height); i++)
    g_assert_cmphex (painted[i], ==, expected[i]);
  /* Not one colour all over: the crop's first pixel is the image's
   * (6, 2), its last (45, 25). */
  g_assert_cmphex (expected[0], ==, 0xff000000u | 24 << 16 | 12 << 8 | 8);

  gtk_window_destroy (GTK_WINDOW (window));
  g_object_unref (loose);
  cairo_surface_destroy (surface);
}

/* The board's layers and shadow under the software renderer: painted,
 * none a texture, which that renderer would convert whole, pixel by
 * pixel, in each frame that shows any part of the window over it. */
static void
test_board_paints (void)
{
  g_autoptr(TgGame) game = tg_game_new (19, TG_RULES_WMSG, 7, 0);
  g_autoptr(TgBoardScene) scene = tg_board_scene_new (game);
  GtkWidget *view = tg_board_view_new (scene);
  GtkWidget *window = show_in_window (view);
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (view);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  g_autofree guint32 *pixels = NULL;
  int width = gtk_widget_get_width (view), height = gtk_widget_get_height (view);
  guint32 centre;

  g_assert_cmpint (tg_game_play (game, tg_board_point (tg_game_get_board (game), 3, 3), NULL),
                   ==, TG_MOVE_OK);
  GTK_WIDGET_GET_CLASS (view)->snapshot (view, snapshot);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  g_assert_cmpuint (count_nodes (node, GSK_TEXTURE_NODE), ==, 0);
  g_assert_cmpuint (count_nodes (node, GSK_CAIRO_NODE), >=, 2);

  /* And it still draws the board: wood beside its centre, not the
   * window. */
  pixels = tg_test_render_paintable (paintable, width, height);
  centre = pixels[(height / 2 + 7) * width + width / 2 + 7];
  g_assert_cmphex (centre >> 24, ==, 0xff);
  g_assert_cmpuint ((centre >> 16 & 0xff), >, (centre & 0xff) + 30);

  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  g_setenv ("LANGUAGE", "C", TRUE);
  /* Chosen once for the process, at the first window. */
  g_setenv ("GSK_RENDERER", "cairo", TRUE);
  setlocale (LC_ALL, "C.UTF-8");
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/snapshot-image/same-pixels", test_same_pixels);
  g_test_add_func ("/snapshot-image/board-paints", test_board_paints);

  return g_test_run ();
}
