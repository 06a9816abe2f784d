/* test-score-graph.c: the score graph — the line it follows (a
 * variation stays shown while one goes back along it), its values from
 * the record, the live analysis and Sabaki's winrates, where a click
 * lands, and the pixels: Black's lead drawn dark above the even line.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <adwaita.h>
#include <locale.h>
#include <math.h>
#include <string.h>

#include "tg-score-graph-private.h"
#include "tg-test-window.h"
#include "tg-test-util.h"

typedef struct
{
  TgGame       *game;
  TgScoreGraph *graph;
  GtkWidget    *window;
  GdkPaintable *paintable;
} Fixture;

/* Move 2 forks: the main line goes on to move 4, the variation to 5. */
#define RECORD "(;GM[1]FF[4]SZ[9]V[0];B[ee]V[10];W[cc]V[10]" \
  "(;B[gc]V[10];W[cg]V[10])(;B[dd]V[-10];W[gg]V[-10];B[gd]V[-10]))"

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  f->game = tg_test_game_from_sgf (RECORD);
  f->graph = TG_SCORE_GRAPH (g_object_ref_sink (g_object_new (TG_TYPE_SCORE_GRAPH, NULL)));
  tg_score_graph_set_game (f->graph, f->game);
  f->window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (f->window), 416, 100);
  gtk_window_set_child (GTK_WINDOW (f->window), GTK_WIDGET (f->graph));
  f->paintable = gtk_widget_paintable_new (GTK_WIDGET (f->graph));
  gtk_window_present (GTK_WINDOW (f->window));
  while (gtk_widget_get_width (GTK_WIDGET (f->graph)) < 400)
    g_main_context_iteration (NULL, TRUE);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  g_clear_object (&f->paintable);
  gtk_window_destroy (GTK_WINDOW (f->window));
  g_clear_object (&f->graph);
  g_clear_object (&f->game);
}

static TgNode *
variation_end (Fixture *f)
{
  TgNode *fork = tg_test_nth_node (tg_game_get_root (f->game), 2);

  return tg_test_nth_node (tg_node_get_child (fork, 1), 2);
}

static void
test_line (Fixture       *f,
           gconstpointer  data)
{
  TgNode *end = variation_end (f);

  /* Opened at the end of the main line. */
  g_assert_cmpuint (tg_score_graph_get_n_positions (f->graph), ==, 5);
  g_assert_cmpuint (tg_score_graph_get_current (f->graph), ==, 4);

  tg_game_set_current (f->game, end);
  g_assert_cmpuint (tg_score_graph_get_n_positions (f->graph), ==, 6);
  g_assert_cmpfloat (tg_score_graph_get_value (f->graph, 5), ==, -10);

  /* Back to before the fork: the variation stays, the mark moves. */
  tg_game_set_current (f->game, tg_test_nth_node (tg_game_get_root (f->game), 1));
  g_assert_cmpuint (tg_score_graph_get_n_positions (f->graph), ==, 6);
  g_assert_cmpuint (tg_score_graph_get_current (f->graph), ==, 1);
  g_assert_true (tg_score_graph_get_line (f->graph)->pdata[5] == end);

  /* Into the main line: that line now. */
  tg_game_set_current (f->game, tg_test_nth_node (tg_game_get_root (f->game), 3));
  g_assert_cmpuint (tg_score_graph_get_n_positions (f->graph), ==, 5);
  g_assert_cmpfloat (tg_score_graph_get_value (f->graph, 3), ==, 10);

  /* The variation taken out of the record: the graph forgets it. */
  tg_game_set_current (f->game, end);
  tg_game_remove_subtree (f->game, tg_node_get_child (tg_test_nth_node (tg_game_get_root (f->game), 2), 1));
  g_assert_cmpuint (tg_score_graph_get_n_positions (f->graph), ==, 5);
  g_assert_cmpuint (tg_score_graph_get_current (f->graph), ==, 2);
}

static void
test_values (Fixture       *f,
             gconstpointer  data)
{
  TgNode *last = tg_score_graph_get_line (f->graph)->pdata[4];

  /* The live analysis over what was stored, until it is forgotten. */
  tg_score_graph_set_live (f->graph, last, 3.5, 0.6);
  g_assert_cmpfloat (tg_score_graph_get_value (f->graph, 4), ==, 3.5);
  tg_score_graph_set_show_winrate (f->graph, TRUE);
  /* Winrates where the line has any: only the live one here. */
  g_assert_cmpfloat (tg_score_graph_get_value (f->graph, 4), ==, 0.6);
  g_assert_true (isnan (tg_score_graph_get_value (f->graph, 3)));
  tg_score_graph_clear_live (f->graph);
  g_assert_cmpfloat (tg_score_graph_get_value (f->graph, 4), ==, 10);
}

static void
test_sabaki (Fixture       *f,
             gconstpointer  data)
{
  g_autoptr(TgGame) game = tg_test_game_from_sgf ("(;GM[1]FF[4]SZ[9];B[ee]SBKV[62.5]"
                                                  ";W[cc]SBKV[40])");

  tg_score_graph_set_game (f->graph, game);
  g_assert_cmpuint (tg_score_graph_get_n_positions (f->graph), ==, 3);
  g_assert_true (isnan (tg_score_graph_get_value (f->graph, 0)));
  g_assert_cmpfloat (tg_score_graph_get_value (f->graph, 1), ==, 0.625);
  tg_score_graph_set_game (f->graph, f->game);
}

/* Nodes with no move between the moves: each is at the position of the
 * move above it, and a variation that forks at one is left by going into
 * the other. */
static void
test_between_moves (Fixture       *f,
                    gconstpointer  data)
{
  g_autoptr(TgGame) game = tg_test_game_from_sgf ("(;GM[1]FF[4]SZ[9];B[ee];C[note]"
                                                  "(;W[cc];B[gc])(;C[aside];W[dd]))");
  TgNode *root = tg_game_get_root (game);
  TgNode *note = tg_test_nth_node (root, 2);
  TgNode *aside = tg_node_get_child (note, 1);

  tg_score_graph_set_game (f->graph, game);
  g_assert_cmpuint (tg_score_graph_get_n_positions (f->graph), ==, 4);
  g_assert_cmpuint (tg_score_graph_get_current (f->graph), ==, 3);
  tg_game_set_current (game, tg_test_nth_node (root, 1));
  g_assert_cmpuint (tg_score_graph_get_current (f->graph), ==, 1);
  tg_game_set_current (game, aside);
  g_assert_cmpuint (tg_score_graph_get_n_positions (f->graph), ==, 3);
  g_assert_cmpuint (tg_score_graph_get_current (f->graph), ==, 1);
  tg_game_set_current (game, tg_test_nth_node (root, 1));
  g_assert_cmpuint (tg_score_graph_get_n_positions (f->graph), ==, 3);
  g_assert_cmpuint (tg_score_graph_get_current (f->graph), ==, 1);
  tg_game_set_current (game, note);
  g_assert_cmpuint (tg_score_graph_get_n_positions (f->graph), ==, 3);
  tg_game_set_current (game, root);
  g_assert_cmpuint (tg_score_graph_get_current (f->graph), ==, 0);
  g_assert_true (tg_score_graph_get_line (f->graph)->pdata[2] == tg_node_get_child (aside, 0));
  tg_game_set_current (game, tg_test_nth_node (root, 3));
  g_assert_cmpuint (tg_score_graph_get_n_positions (f->graph), ==, 4);
  g_assert_cmpuint (tg_score_graph_get_current (f->graph), ==, 2);
  tg_score_graph_set_game (f->graph, f->game);
}

static void
test_index_at (Fixture       *f,
               gconstpointer  data)
{
  int width = gtk_widget_get_width (GTK_WIDGET (f->graph));

  g_assert_cmpuint (tg_score_graph_index_at (f->graph, -50), ==, 0);
  g_assert_cmpuint (tg_score_graph_index_at (f->graph, width / 2.0), ==, 2);
  g_assert_cmpuint (tg_score_graph_index_at (f->graph, width + 50), ==, 4);
}

static void
on_after_paint (GdkFrameClock *clock,
                gboolean      *painted)
{
  *painted = TRUE;
}

/* Renders the graph as the window drew it, 0xAARRGGBB. */
static guint32 *
render (Fixture *f,
        int     *width,
        int     *height)
{
  GtkWidget *widget = GTK_WIDGET (f->graph);
  GdkFrameClock *clock = gtk_widget_get_frame_clock (widget);

  /* The paintable picks a frame up one frame late. */
  for (guint i = 0; i < 2; i++)
    {
      gboolean painted = FALSE;
      gulong id = g_signal_connect (clock, "after-paint", G_CALLBACK (on_after_paint), &painted);

      gtk_widget_queue_draw (widget);
      while (!painted)
        g_main_context_iteration (NULL, TRUE);
      g_signal_handler_disconnect (clock, id);
    }
  *width = gtk_widget_get_width (widget);
  *height = gtk_widget_get_height (widget);
  return tg_test_render_paintable (f->paintable, *width, *height);
}

/* Over white: the widget draws on no background of its own
 * (premultiplied pixels). */
static int
brightness (guint32 pixel)
{
  int clear = 255 - (pixel >> 24 & 0xff);

  return ((pixel >> 16 & 0xff) + (pixel >> 8 & 0xff) + (pixel & 0xff)) / 3 + clear;
}

/* Black leads by 10 from move 1 on: dark above the even line there,
 * nothing below it. */
static void
test_pixels (Fixture       *f,
             gconstpointer  data)
{
  int width, height;
  g_autofree guint32 *pixels = render (f, &width, &height);
  int x = width * 5 / 8;
  int above = brightness (pixels[(height / 4) * width + x]);
  int below = brightness (pixels[(height * 3 / 4) * width + x]);

  g_assert_cmpint (above, <, 80);
  g_assert_cmpint (below, >, above + 60);
}

/* A jump along the line draws the current move's mark over the curve
 * drawn before; new values draw the curve again. */
static void
test_curve_kept (Fixture       *f,
                 gconstpointer  data)
{
  int width, height;
  g_autofree guint32 *first = render (f, &width, &height);
  g_autoptr(GdkTexture) curve = g_object_ref (_tg_score_graph_get_curve (f->graph));
  g_autofree guint32 *jumped = NULL;
  g_autofree guint32 *live = NULL;
  TgNode *root = tg_game_get_root (f->game);

  tg_game_set_current (f->game, tg_test_nth_node (root, 1));
  jumped = render (f, &width, &height);
  g_assert_true (_tg_score_graph_get_curve (f->graph) == curve);
  /* The mark moved all the same. */
  g_assert_cmpint (memcmp (first, jumped, (gsize) width * height * 4), !=, 0);

  tg_score_graph_set_live (f->graph, tg_test_nth_node (root, 2), -20, NAN);
  live = render (f, &width, &height);
  g_assert_nonnull (_tg_score_graph_get_curve (f->graph));
  g_assert_true (_tg_score_graph_get_curve (f->graph) != curve);
}

int
main (int   argc,
      char *argv[])
{
  g_setenv ("LANGUAGE", "C", TRUE);
  setlocale (LC_ALL, "C.UTF-8");
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add ("/score-graph/line", Fixture, NULL, fixture_set_up, test_line, fixture_tear_down);
  g_test_add ("/score-graph/values", Fixture, NULL, fixture_set_up, test_values,
              fixture_tear_down);
  g_test_add ("/score-graph/sabaki", Fixture, NULL, fixture_set_up, test_sabaki,
              fixture_tear_down);
  g_test_add ("/score-graph/between-moves", Fixture, NULL, fixture_set_up, test_between_moves,
              fixture_tear_down);
  g_test_add ("/score-graph/index-at", Fixture, NULL, fixture_set_up, test_index_at,
              fixture_tear_down);
  g_test_add ("/score-graph/curve-kept", Fixture, NULL, fixture_set_up, test_curve_kept,
              fixture_tear_down);
  g_test_add ("/score-graph/pixels", Fixture, NULL, fixture_set_up, test_pixels,
              fixture_tear_down);
  return g_test_run ();
}
