/* bench-render.c: how long the board widget takes to draw a frame.
 *
 * A 1200×1200 px 19×19 board covered with stones (360: the last point
 * stays empty so that the last move, whose ring is drawn, is legal),
 * with coordinates, drawn into a cairo image surface through the very
 * functions the widget uses.  The first frame, which rasterises the
 * stone SVGs and the empty board, is timed on its own.
 *
 * Usage: bench-render [FRAMES [PNG]]   (PNG: also writes the frame)
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdio.h>
#include <stdlib.h>

#include "tg-board-renderer.h"
#include "tg-sgf.h"

#define SIZE 19
#define PIXELS 1200

/* Alternating colours everywhere but the corner where the last move goes:
 * T1 (ss) is played by Black next to an empty S1 and a black T2, so it
 * captures nothing and has a liberty. */
static TgGame *
full_board_game (void)
{
  TgNode *root = tg_node_new ();
  TgNode *move = tg_node_new ();
  g_autoptr(GError) error = NULL;
  TgGame *game;

  tg_node_set_value (root, "GM", "1");
  tg_node_set_value (root, "SZ", "19");
  for (guint y = 0; y < SIZE; y++)
    for (guint x = 0; x < SIZE; x++)
      {
        g_autofree char *point = tg_sgf_format_point (x, y);
        gboolean black = (x + y) % 2 == 0;

        if ((x == 18 && y == 18) || (x == 17 && y == 18))
          continue;
        if (x == 18 && y == 17)
          black = TRUE;
        tg_node_add_value (root, black ? "AB" : "AW", point);
      }
  tg_node_set_value (move, "B", "ss");
  tg_node_append_child (root, move);

  game = tg_game_new_from_root (root, &error);
  if (game == NULL)
    g_error ("Cannot set up the position: %s", error->message);
  tg_game_go_last (game);
  return game;
}

static double
draw_frame (TgBoardRenderer       *renderer,
            cairo_surface_t       *surface,
            const TgBoardGeometry *geometry,
            TgBoardScene          *scene)
{
  gint64 start = g_get_monotonic_time ();
  cairo_t *cr = cairo_create (surface);

  /* A fresh frame, as the widget's texture starts from nothing. */
  cairo_set_operator (cr, CAIRO_OPERATOR_CLEAR);
  cairo_paint (cr);
  cairo_set_operator (cr, CAIRO_OPERATOR_OVER);
  tg_board_renderer_draw (renderer, cr, geometry, scene, FALSE);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return (g_get_monotonic_time () - start) / 1000.0;
}

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

/* Median over @frames frames after the first, at @scale. */
static void
measure (TgBoardScene *scene,
         int           scale,
         guint         frames,
         const char   *png)
{
  g_autoptr(TgBoardRenderer) renderer = tg_board_renderer_new ();
  g_autofree double *times = g_new (double, frames);
  TgBoardGeometry geometry;
  cairo_surface_t *surface;
  TgPoint last;
  double first;

  if (!tg_board_geometry_compute (&geometry, 0, 0, PIXELS, PIXELS, SIZE, scale, TRUE))
    g_error ("No layout for %d px", PIXELS);
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, PIXELS * scale, PIXELS * scale);

  first = draw_frame (renderer, surface, &geometry, scene);
  for (guint i = 0; i < frames; i++)
    times[i] = draw_frame (renderer, surface, &geometry, scene);
  qsort (times, frames, sizeof (double), compare_doubles);

  g_assert (tg_board_scene_get_last_move (scene, &last));
  printf ("scale %d (%d×%d device px, %u stones, stone %d px, last move ring, coordinates)\n",
          scale, PIXELS * scale, PIXELS * scale,
          tg_board_count (tg_board_scene_get_board (scene), TG_BLACK) +
          tg_board_count (tg_board_scene_get_board (scene), TG_WHITE),
          geometry.stone_diameter);
  printf ("  first frame (SVG stones and empty board rasterised): %.2f ms\n", first);
  printf ("  frame, median of %u: %.3f ms (min %.3f, max %.3f)%s\n", frames,
          times[frames / 2], times[0], times[frames - 1],
          scale == 1 ? "   target <= 2 ms" : "");

  if (png != NULL && cairo_surface_write_to_png (surface, png) != CAIRO_STATUS_SUCCESS)
    fprintf (stderr, "Cannot write %s\n", png);
  cairo_surface_destroy (surface);
}

int
main (int   argc,
      char *argv[])
{
  guint frames = argc > 1 ? (guint) MAX (1, atoi (argv[1])) : 200;
  const char *png = argc > 2 ? argv[2] : NULL;
  g_autoptr(TgGame) game = full_board_game ();
  g_autoptr(TgBoardScene) scene = tg_board_scene_new (game);

  tg_board_scene_set_show_coordinates (scene, TRUE);

  printf ("bench-render: the board widget's drawing code into a cairo image surface\n");
  measure (scene, 1, frames, png);
  measure (scene, 2, frames, NULL);

  /* The running app's figures (start to first frame, resident memory,
   * against the same board drawn here) follow these, measured on the
   * real window. */
  return 0;
}
