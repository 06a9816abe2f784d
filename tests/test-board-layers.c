/* test-board-layers.c: which layers of the board scene each change
 * redraws, what the markup, variation and analysis layers draw (read
 * back from the pixels of a rendered image), and a scene for a node
 * other than the current one.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <locale.h>
#include <math.h>
#include <string.h>

#include "tg-board-geometry-private.h"
#include "tg-board-renderer.h"
#include "tg-board-scene-private.h"
#include "tg-sgf.h"
#include "tg-test-util.h"

/* Rendered boards: 9×9 in 360 px, no coordinates. */
#define PIXELS 360

typedef struct
{
  cairo_surface_t *surface;
  TgBoardGeometry  geometry;
} Picture;

static void
picture_clear (Picture *picture)
{
  g_clear_pointer (&picture->surface, cairo_surface_destroy);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Picture, picture_clear)

static void
render (TgBoardScene *scene,
        Picture      *picture)
{
  g_autoptr(TgBoardRenderer) renderer = tg_board_renderer_new ();
  TgBoardRegion region;
  cairo_t *cr;

  picture_clear (picture);
  tg_board_scene_get_region (scene, &region);
  g_assert_true (tg_board_geometry_compute_region (&picture->geometry, 0, 0, PIXELS, PIXELS,
                                                   tg_board_scene_get_size (scene), &region, 1,
                                                   FALSE));
  picture->surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, PIXELS, PIXELS);
  cr = cairo_create (picture->surface);
  tg_board_renderer_draw (renderer, cr, &picture->geometry, scene, TG_BOARD_LAYERS_ALL);
  cairo_destroy (cr);
  cairo_surface_flush (picture->surface);
}

static guint32
pixel (const Picture *picture,
       int            x,
       int            y)
{
  const guint8 *data = cairo_image_surface_get_data (picture->surface);
  int stride = cairo_image_surface_get_stride (picture->surface);

  g_assert_true (x >= 0 && y >= 0 && x < PIXELS && y < PIXELS);
  return *(const guint32 *) (data + (gsize) y * stride + 4 * x);
}

static int
brightness (guint32 argb)
{
  return ((argb >> 16 & 0xff) + (argb >> 8 & 0xff) + (argb & 0xff)) / 3;
}

/* The centre of a point given by GTP name, in the picture's pixels. */
static void
center (const Picture *picture,
        TgBoardScene  *scene,
        const char    *gtp,
        double        *x,
        double        *y)
{
  const TgBoard *board = tg_board_scene_get_board (scene);
  TgPoint point = tg_test_board_point (board, gtp);

  tg_board_geometry_center_device (&picture->geometry, tg_board_point_x (board, point),
                                   tg_board_point_y (board, point), x, y);
}

static int
brightness_at (const Picture *picture,
               TgBoardScene  *scene,
               const char    *gtp,
               double         dx,
               double         dy)
{
  double x, y, d = picture->geometry.stone_diameter;

  center (picture, scene, gtp, &x, &y);
  return brightness (pixel (picture, (int) (x + dx * d), (int) (y + dy * d)));
}

typedef struct
{
  guint lighter;
  guint darker;
} Change;

/* How many pixels within 0.45 stone diameters of the point's centre
 * are clearly lighter or darker in @after than in @before. */
static Change
compare_point (const Picture *before,
               const Picture *after,
               TgBoardScene  *scene,
               const char    *gtp)
{
  double cx, cy, r = before->geometry.stone_diameter * 0.45;
  Change change = { 0, 0 };

  center (before, scene, gtp, &cx, &cy);
  for (int y = (int) (cy - r); y <= (int) (cy + r); y++)
    for (int x = (int) (cx - r); x <= (int) (cx + r); x++)
      {
        int delta;

        if ((x - cx) * (x - cx) + (y - cy) * (y - cy) > r * r)
          continue;
        delta = brightness (pixel (after, x, y)) - brightness (pixel (before, x, y));
        if (delta > 60)
          change.lighter++;
        else if (delta < -60)
          change.darker++;
      }
  return change;
}

/* A 9×9 game: a black stone at C3, a white one at E3, G3 empty, and the
 * last move far away at A9 so its ring is nowhere near. */
static TgGame *
three_points_game (void)
{
  TgGame *game = tg_test_game_from_sgf ("(;GM[1]SZ[9];B[cg];W[eg];B[aa])");

  tg_game_go_last (game);
  return game;
}

static void
set_markup (TgGame     *game,
            const char *id,
            const char *a,
            const char *b,
            const char *c)
{
  const char *values[] = { a, b, c, NULL };

  tg_game_set_values (game, tg_game_get_current (game), id, a != NULL ? values : NULL);
}

/* Layers */

static void
record_layers (TgBoardScene *scene,
               guint         layers,
               guint        *seen)
{
  *seen |= layers;
}

typedef struct
{
  TgGame       *game;
  TgBoardScene *scene;
  guint         seen;
} Watch;

static void
watch_set_up (Watch      *w,
              const char *sgf)
{
  w->game = tg_test_game_from_sgf (sgf);
  tg_game_go_last (w->game);
  w->scene = tg_board_scene_new (w->game);
  w->seen = 0;
  g_signal_connect (w->scene, "changed", G_CALLBACK (record_layers), &w->seen);
}

static void
watch_tear_down (Watch *w)
{
  g_clear_object (&w->scene);
  g_clear_object (&w->game);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Watch, watch_tear_down)

/* Each kind of change names its layers, and only those. */
static void
test_invalidation (void)
{
  g_auto(Watch) w = { 0 };
  TgNode *current;

  watch_set_up (&w, "(;GM[1]SZ[9];B[cc];W[gg]C[A comment])");
  current = tg_game_get_current (w.game);

  /* A comment is no drawing. */
  tg_game_set_value (w.game, current, "C", "Another comment");
  g_assert_cmpuint (w.seen, ==, 0);
  tg_game_set_value (w.game, current, "N", "A name");
  g_assert_cmpuint (w.seen, ==, 0);

  /* Markup is drawn on its own layer. */
  set_markup (w.game, "TR", "cc", NULL, NULL);
  g_assert_cmpuint (w.seen, ==, TG_BOARD_LAYER_MARKUP);
  w.seen = 0;
  tg_game_undo (w.game);
  g_assert_cmpuint (w.seen, ==, TG_BOARD_LAYER_MARKUP);
  w.seen = 0;

  /* Markup of another node is not shown here. */
  tg_game_set_value (w.game, current->parent, "SQ", "cc");
  g_assert_cmpuint (w.seen, ==, 0);

  /* A move: the stones and the marks of play (the last move moved), and
   * what the pointer may show; no markup, no variations before or after. */
  tg_test_play (w.game, "E5");
  g_assert_cmpuint (w.seen, ==, TG_BOARD_LAYER_STONES | TG_BOARD_LAYER_MARKS |
                                TG_BOARD_LAYER_POINTER);
  w.seen = 0;

  /* The pointer moves over the board: nothing but the pointer. */
  tg_board_scene_set_hover (w.scene, tg_test_point (w.game, "D4"));
  g_assert_cmpuint (w.seen, ==, TG_BOARD_LAYER_POINTER);
  w.seen = 0;

  /* Back to the node with the square: its markup goes with it. */
  tg_game_go_back (w.game);
  tg_game_go_back (w.game);
  g_assert_cmpuint (w.seen, ==, TG_BOARD_LAYER_STONES | TG_BOARD_LAYER_MARKS |
                                TG_BOARD_LAYER_POINTER | TG_BOARD_LAYER_MARKUP);
  w.seen = 0;

  /* A second move from here makes a variation: its marks appear. */
  tg_test_play (w.game, "D6");
  tg_game_go_back (w.game);
  w.seen = 0;
  tg_game_set_value (w.game, tg_game_get_current (w.game), "SQ", NULL);
  g_assert_cmpuint (w.seen, ==, TG_BOARD_LAYER_MARKUP);
  w.seen = 0;
  tg_game_set_value (w.game, tg_game_get_root (w.game), "ST", "2");
  g_assert_cmpuint (w.seen, ==, TG_BOARD_LAYER_VARIATIONS);
  g_assert_cmpuint (tg_board_scene_get_variations (w.scene)->marks->len, ==, 0);
}

static void
test_invalidation_inherited (void)
{
  g_auto(Watch) w = { 0 };
  TgNode *root;

  watch_set_up (&w, "(;GM[1]SZ[9];B[cc];W[gg];B[ee])");
  root = tg_game_get_root (w.game);

  /* DD holds from the node that sets it down: one above redraws the
   * markup here. */
  tg_game_set_value (w.game, root, "DD", "aa:bb");
  g_assert_cmpuint (w.seen, ==, TG_BOARD_LAYER_MARKUP);
  g_assert_true (tg_board_markup_get_flags (tg_board_scene_get_markup (w.scene), 1, 1) &
                 TG_MARKUP_DIMMED);
  w.seen = 0;

  /* VW another part of the board: another layout, every layer. */
  tg_game_set_value (w.game, root, "VW", "aa:ee");
  g_assert_cmpuint (w.seen, ==, TG_BOARD_LAYERS_ALL);
  w.seen = 0;
  tg_game_set_value (w.game, tg_game_get_current (w.game), "VW", "");
  g_assert_cmpuint (w.seen, ==, TG_BOARD_LAYERS_ALL);
  w.seen = 0;

  /* A setup stone above changes the position here. */
  tg_game_set_value (w.game, root, "AB", "ii");
  g_assert_cmpuint (w.seen & (TG_BOARD_LAYER_STONES | TG_BOARD_LAYER_MARKS), ==,
                    TG_BOARD_LAYER_STONES | TG_BOARD_LAYER_MARKS);
  g_assert_cmpint (tg_board_get (tg_board_scene_get_board (w.scene),
                                 tg_test_point (w.game, "J1")), ==, TG_BLACK);
}

static void
test_invalidation_given (void)
{
  g_auto(Watch) w = { 0 };
  TgBoardCandidate candidate = { 0, 1, TRUE, (char *) "52%" };
  float ownership[81];

  watch_set_up (&w, "(;GM[1]SZ[9];B[cc];W[gg])");
  for (guint i = 0; i < G_N_ELEMENTS (ownership); i++)
    ownership[i] = i % 2 ? 0.8f : -0.4f;
  candidate.point = tg_test_point (w.game, "E5");

  /* An answer for the node shown: the analysis alone. */
  g_assert_true (tg_board_scene_set_analysis (w.scene, tg_game_get_current (w.game), &candidate,
                                              1, ownership));
  g_assert_cmpuint (w.seen, ==, TG_BOARD_LAYER_ANALYSIS);
  w.seen = 0;

  /* The pen: the overlay alone. */
  tg_board_scene_begin_stroke (w.scene, 1, 1);
  tg_board_scene_extend_stroke (w.scene, 2, 3);
  g_assert_cmpuint (w.seen, ==, TG_BOARD_LAYER_OVERLAY);
  w.seen = 0;

  /* Another node: both belonged to the position left. */
  tg_game_go_back (w.game);
  g_assert_cmpuint (w.seen & (TG_BOARD_LAYER_ANALYSIS | TG_BOARD_LAYER_OVERLAY), ==,
                    TG_BOARD_LAYER_ANALYSIS | TG_BOARD_LAYER_OVERLAY);
  g_assert_null (tg_board_scene_get_analysis (w.scene));
  g_assert_cmpuint (tg_board_scene_get_strokes (w.scene)->len, ==, 0);

  /* An answer that comes late, for the node left, is dropped. */
  w.seen = 0;
  g_assert_false (tg_board_scene_set_analysis (w.scene, tg_game_get_current (w.game)->children[0],
                                               &candidate, 1, NULL));
  g_assert_cmpuint (w.seen, ==, 0);
  g_assert_null (tg_board_scene_get_analysis (w.scene));
}

/* In counting, marking a group dead fades it and changes the areas. */
static void
test_invalidation_counting (void)
{
  g_auto(Watch) w = { 0 };

  watch_set_up (&w, "(;GM[1]SZ[9];B[cc];W[gg])");
  tg_test_play (w.game, "pass pass");
  g_assert_cmpint (tg_game_get_phase (w.game), ==, TG_PHASE_COUNTING);
  w.seen = 0;
  tg_game_toggle_dead (w.game, tg_test_point (w.game, "G3"));
  g_assert_cmpuint (w.seen, ==, TG_BOARD_LAYER_STONES | TG_BOARD_LAYER_MARKS);
  g_assert_true (tg_board_scene_get_marks (w.scene, tg_test_point (w.game, "G3")) &
                 TG_BOARD_MARK_DEAD);
}

static void
forward_to_renderer (TgBoardScene    *scene,
                     guint            layers,
                     TgBoardRenderer *renderer)
{
  tg_board_renderer_invalidate (renderer, layers);
}

/* The renderer keeps each layer's image until the scene says it changed:
 * the very same image after a comment, a new one after markup. */
static void
test_renderer_cache (void)
{
  g_autoptr(TgGame) game = three_points_game ();
  g_autoptr(TgBoardScene) scene = tg_board_scene_new (game);
  g_autoptr(TgBoardRenderer) renderer = tg_board_renderer_new ();
  cairo_surface_t *kept[TG_BOARD_LAYER_OVERLAY + 1] = { NULL };
  TgBoardGeometry g;
  cairo_rectangle_int_t area;
  cairo_surface_t *markup, *stones;

  g_signal_connect (scene, "changed", G_CALLBACK (forward_to_renderer), renderer);
  g_assert_true (tg_board_geometry_compute (&g, 0, 0, PIXELS, PIXELS, 9, 1, TRUE));
  set_markup (game, "CR", "eg", NULL, NULL);

  /* Held, so that no new image can take an old one's address. */
  for (guint layer = TG_BOARD_LAYER_BOARD; layer <= TG_BOARD_LAYER_OVERLAY; layer <<= 1)
    {
      cairo_surface_t *surface = tg_board_renderer_get_layer (renderer, &g, scene, layer, &area);

      kept[layer] = surface != NULL ? cairo_surface_reference (surface) : NULL;
    }
  g_assert_nonnull (kept[TG_BOARD_LAYER_BOARD]);
  g_assert_nonnull (kept[TG_BOARD_LAYER_STONES]);
  g_assert_nonnull (kept[TG_BOARD_LAYER_MARKS]);
  g_assert_nonnull (kept[TG_BOARD_LAYER_MARKUP]);
  /* Nothing to draw: no image at all. */
  g_assert_null (kept[TG_BOARD_LAYER_ANALYSIS]);
  g_assert_null (kept[TG_BOARD_LAYER_OVERLAY]);
  /* A circle on one point: an image of about that point, not the board. */
  markup = tg_board_renderer_get_layer (renderer, &g, scene, TG_BOARD_LAYER_MARKUP, &area);
  g_assert_cmpint (area.width, <=, g.spacing);
  g_assert_cmpint (area.height, <=, g.spacing);

  tg_game_set_value (game, tg_game_get_current (game), "C", "Nothing to draw");
  for (guint layer = TG_BOARD_LAYER_BOARD; layer <= TG_BOARD_LAYER_OVERLAY; layer <<= 1)
    g_assert_true (tg_board_renderer_get_layer (renderer, &g, scene, layer, &area) == kept[layer]);

  set_markup (game, "CR", "eg", "cg", NULL);
  markup = tg_board_renderer_get_layer (renderer, &g, scene, TG_BOARD_LAYER_MARKUP, &area);
  stones = tg_board_renderer_get_layer (renderer, &g, scene, TG_BOARD_LAYER_STONES, &area);
  g_assert_true (markup != kept[TG_BOARD_LAYER_MARKUP]);
  g_assert_true (stones == kept[TG_BOARD_LAYER_STONES]);
  g_assert_true (tg_board_renderer_get_layer (renderer, &g, scene, TG_BOARD_LAYER_BOARD, &area) ==
                 kept[TG_BOARD_LAYER_BOARD]);

  for (guint layer = TG_BOARD_LAYER_BOARD; layer <= TG_BOARD_LAYER_OVERLAY; layer <<= 1)
    g_clear_pointer (&kept[layer], cairo_surface_destroy);
}

/* Markup, from the pixels */

/* Each symbol reads on what it is on: lighter than a black stone,
 * darker than a white stone and than the bare board. */
static void
test_symbols (void)
{
  static const char * const ids[] = { "CR", "SQ", "TR", "MA", "LB" };
  g_autoptr(TgGame) game = three_points_game ();
  g_autoptr(TgBoardScene) scene = tg_board_scene_new (game);
  g_auto(Picture) plain = { 0 };

  render (scene, &plain);
  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      gboolean label = g_str_equal (ids[i], "LB");
      g_auto(Picture) marked = { 0 };
      guint enough = (guint) (0.03 * plain.geometry.stone_diameter * plain.geometry.stone_diameter);
      Change on_black, on_white, on_empty;

      if (label)
        set_markup (game, ids[i], "cg:A", "eg:B", "gg:C");
      else
        set_markup (game, ids[i], "cg", "eg", "gg");
      render (scene, &marked);
      on_black = compare_point (&plain, &marked, scene, "C3");
      on_white = compare_point (&plain, &marked, scene, "E3");
      on_empty = compare_point (&plain, &marked, scene, "G3");
      g_test_message ("%s: black +%u/-%u, white +%u/-%u, empty +%u/-%u (enough: %u)", ids[i],
                      on_black.lighter, on_black.darker, on_white.lighter, on_white.darker,
                      on_empty.lighter, on_empty.darker, enough);
      g_assert_cmpuint (on_black.lighter, >=, enough);
      g_assert_cmpuint (on_black.darker, ==, 0);
      g_assert_cmpuint (on_white.darker, >=, enough);
      g_assert_cmpuint (on_white.lighter, ==, 0);
      g_assert_cmpuint (on_empty.darker, >=, enough);
      /* A label takes the lines out from under it; a symbol draws over
       * them. */
      if (label)
        g_assert_cmpuint (on_empty.lighter, >, 0);
      else
        g_assert_cmpuint (on_empty.lighter, ==, 0);
      /* Nothing spills onto a neighbour. */
      g_assert_cmpuint (compare_point (&plain, &marked, scene, "D4").lighter +
                        compare_point (&plain, &marked, scene, "D4").darker, ==, 0);
      set_markup (game, ids[i], NULL, NULL, NULL);
    }
}

/* A label on an empty point: the line through it is wood now, and its
 * text is where the line's crossing was. */
static void
test_label_clears_lines (void)
{
  g_autoptr(TgGame) game = three_points_game ();
  g_autoptr(TgBoardScene) scene = tg_board_scene_new (game);
  g_auto(Picture) plain = { 0 };
  g_auto(Picture) labelled = { 0 };
  double x, y;
  int wood;

  render (scene, &plain);
  set_markup (game, "LB", "gg:A", NULL, NULL);
  render (scene, &labelled);
  center (&plain, scene, "G3", &x, &y);
  /* Bare wood, a third of a spacing off both lines. */
  wood = brightness (pixel (&plain, (int) (x + plain.geometry.spacing / 3),
                            (int) (y + plain.geometry.spacing / 3)));
  /* On the line, beside the letter: a line before, wood now. */
  g_assert_cmpint (brightness (pixel (&plain, (int) (x + plain.geometry.stone_diameter * 0.34),
                                      (int) y)), <, wood - 80);
  g_assert_cmpint (brightness (pixel (&labelled, (int) (x + plain.geometry.stone_diameter * 0.34),
                                      (int) y)), >, wood - 25);
  g_assert_cmpstr (tg_board_markup_get_label (tg_board_scene_get_markup (scene), 6, 6), ==, "A");
}

/* SL tints the point blue, on stones and board alike; TB and TW put a
 * small square of their colour on an empty point; DD veils a stone. */
static void
test_selected_territory_dimmed (void)
{
  g_autoptr(TgGame) game = three_points_game ();
  g_autoptr(TgBoardScene) scene = tg_board_scene_new (game);
  g_auto(Picture) plain = { 0 };
  g_auto(Picture) marked = { 0 };
  const char *points[] = { "C3", "E3", "G3" };

  render (scene, &plain);
  set_markup (game, "SL", "cg", "eg", "gg");
  render (scene, &marked);
  for (guint i = 0; i < G_N_ELEMENTS (points); i++)
    {
      double x, y, offset = plain.geometry.stone_diameter * 0.2;
      guint32 before, after;

      center (&plain, scene, points[i], &x, &y);
      before = pixel (&plain, (int) (x + offset), (int) (y + offset));
      after = pixel (&marked, (int) (x + offset), (int) (y + offset));
      /* Blue gains on red. */
      g_assert_cmpint ((int) (after & 0xff) - (int) (after >> 16 & 0xff), >,
                       (int) (before & 0xff) - (int) (before >> 16 & 0xff) + 40);
    }
  set_markup (game, "SL", NULL, NULL, NULL);

  set_markup (game, "TB", "gg", NULL, NULL);
  render (scene, &marked);
  g_assert_cmpint (brightness_at (&marked, scene, "G3", 0.08, 0.08), <,
                   brightness_at (&plain, scene, "G3", 0.08, 0.08) - 100);
  set_markup (game, "TB", NULL, NULL, NULL);
  set_markup (game, "TW", "gg", NULL, NULL);
  render (scene, &marked);
  g_assert_cmpint (brightness_at (&marked, scene, "G3", 0.08, 0.08), >,
                   brightness_at (&plain, scene, "G3", 0.08, 0.08) + 25);
  set_markup (game, "TW", NULL, NULL, NULL);

  set_markup (game, "DD", "cg", NULL, NULL);
  render (scene, &marked);
  g_assert_cmpint (brightness_at (&marked, scene, "C3", 0.15, 0.15), >,
                   brightness_at (&plain, scene, "C3", 0.15, 0.15) + 80);
}

/* Arrows and lines run from centre to centre; only an arrow has a head. */
static void
test_arrows_and_lines (void)
{
  g_autoptr(TgGame) game = three_points_game ();
  g_autoptr(TgBoardScene) scene = tg_board_scene_new (game);
  g_auto(Picture) plain = { 0 };
  g_auto(Picture) marked = { 0 };
  /* Both run down and to the right: a point 0.3 diameters back from the
   * end and 0.12 to the side is inside an arrow's head, off its shaft. */
  double half = 0.5 * 1.05, back = 0.3 / G_SQRT2, side = 0.12 / G_SQRT2;
  int wood;

  render (scene, &plain);
  /* B8 to E5 and F8 to H6 (SGF bb:ee and fb:hd). */
  set_markup (game, "AR", "bb:ee", NULL, NULL);
  set_markup (game, "LN", "fb:hd", NULL, NULL);
  render (scene, &marked);

  /* Half a spacing on from C7 and G7, between the lines: bare wood
   * before, ink now. */
  wood = brightness_at (&plain, scene, "C7", half, half);
  g_assert_cmpint (brightness_at (&marked, scene, "C7", half, half), <, wood - 80);
  g_assert_cmpint (brightness_at (&marked, scene, "G7", half, half), <, wood - 80);

  g_assert_cmpint (brightness_at (&marked, scene, "E5", -back + side, -back - side), <,
                   brightness_at (&plain, scene, "E5", -back + side, -back - side) - 80);
  g_assert_cmpint (abs (brightness_at (&marked, scene, "H6", -back + side, -back - side) -
                        brightness_at (&plain, scene, "H6", -back + side, -back - side)), <, 40);
}

/* DD holds until a node sets it again, and DD[] undims everything. */
static void
test_dimmed_inherited (void)
{
  g_autoptr(TgGame) game = tg_test_game_from_sgf ("(;GM[1]SZ[9];B[cc]DD[aa:bb];W[gg];B[ee]DD[];"
                                                  "W[ef];B[dd]DD[ii])");
  g_autoptr(TgBoardScene) scene = tg_board_scene_new (game);
  const TgBoardMarkup *markup;

  tg_game_go_first (game);
  g_assert_false (tg_board_markup_get_flags (tg_board_scene_get_markup (scene), 0, 0) &
                  TG_MARKUP_DIMMED);
  tg_game_go_forward (game);
  markup = tg_board_scene_get_markup (scene);
  g_assert_true (tg_board_markup_get_flags (markup, 0, 0) & TG_MARKUP_DIMMED);
  g_assert_true (tg_board_markup_get_flags (markup, 1, 1) & TG_MARKUP_DIMMED);
  g_assert_false (tg_board_markup_get_flags (markup, 2, 2) & TG_MARKUP_DIMMED);
  /* The next node says nothing: still dimmed. */
  tg_game_go_forward (game);
  g_assert_true (tg_board_markup_get_flags (tg_board_scene_get_markup (scene), 1, 0) &
                 TG_MARKUP_DIMMED);
  /* DD[] resets, and the node after it inherits that. */
  tg_game_go_forward (game);
  g_assert_false (tg_board_markup_get_flags (tg_board_scene_get_markup (scene), 0, 0) &
                  TG_MARKUP_DIMMED);
  tg_game_go_forward (game);
  g_assert_false (tg_board_markup_get_flags (tg_board_scene_get_markup (scene), 0, 0) &
                  TG_MARKUP_DIMMED);
  /* A new DD replaces, it does not add. */
  tg_game_go_forward (game);
  markup = tg_board_scene_get_markup (scene);
  g_assert_true (tg_board_markup_get_flags (markup, 8, 8) & TG_MARKUP_DIMMED);
  g_assert_false (tg_board_markup_get_flags (markup, 0, 0) & TG_MARKUP_DIMMED);
}

/* A pasted line's DD holds below it too, in a record that had none:
 * the scene looks above the node shown once the game says it may. */
static void
test_dimmed_pasted (void)
{
  g_autoptr(TgGame) game = tg_test_game_from_sgf ("(;GM[1]SZ[9];B[cc])");
  g_autoptr(TgBoardScene) scene = tg_board_scene_new (game);
  TgNode *first = tg_node_get_child (tg_game_get_root (game), 0);

  tg_game_insert_subtree (game, first, -1, tg_test_parse_record ("(;W[gg]DD[aa];B[ee];W[ef])"));
  tg_game_set_current (game, tg_test_nth_node (first, 3));
  g_assert_true (tg_board_markup_get_flags (tg_board_scene_get_markup (scene), 0, 0) &
                 TG_MARKUP_DIMMED);
  g_assert_false (tg_board_markup_get_flags (tg_board_scene_get_markup (scene), 1, 0) &
                  TG_MARKUP_DIMMED);
}

/* VW shows a part of the board, down to the node that resets it. */
static void
test_view (void)
{
  g_autoptr(TgGame) game = tg_test_game_from_sgf ("(;GM[1]SZ[9]VW[aa:de];B[bb];W[hh];B[cc]VW[])");
  g_autoptr(TgBoardScene) scene = tg_board_scene_new (game);
  g_auto(Picture) picture = { 0 };
  TgBoardRegion region;
  guint col, row;
  double x, y;

  tg_game_go_first (game);
  tg_game_go_forward (game);
  tg_game_go_forward (game);
  tg_board_scene_get_region (scene, &region);
  g_assert_cmpuint (region.col, ==, 0);
  g_assert_cmpuint (region.row, ==, 0);
  g_assert_cmpuint (region.cols, ==, 4);
  g_assert_cmpuint (region.rows, ==, 5);

  /* The part fills the picture: its four columns are wider apart than a
   * whole board's nine would be, and the points outside are not there. */
  render (scene, &picture);
  g_assert_cmpint (picture.geometry.spacing, >, PIXELS / 9);
  g_assert_false (tg_board_geometry_point_at (&picture.geometry, picture.geometry.grid_x +
                                              5 * picture.geometry.spacing,
                                              picture.geometry.grid_y, &col, &row));
  center (&picture, scene, "B8", &x, &y);
  g_assert_cmpint (brightness (pixel (&picture, (int) (x + picture.geometry.stone_diameter / 4),
                                      (int) y)), <, 80);
  g_assert_true (tg_board_geometry_point_at (&picture.geometry, x, y, &col, &row));
  g_assert_cmpuint (col, ==, 1);
  g_assert_cmpuint (row, ==, 1);

  tg_game_go_forward (game);
  tg_board_scene_get_region (scene, &region);
  g_assert_cmpuint (region.cols, ==, 9);
  g_assert_cmpuint (region.rows, ==, 9);
}

/* Variations */

static TgNode *
child (TgNode *node,
       guint   index)
{
  g_assert_cmpuint (index, <, node->n_children);
  return node->children[index];
}

/* Without ST, and with ST[0]: the children's moves, lettered in the
 * tree's order, ghost stones when the setting is automatic. */
static void
test_variations_children (void)
{
  g_autoptr(TgGame) game = tg_test_game_from_sgf ("(;GM[1]SZ[9];B[cc](;W[gg])(;W[gc])(;W[cg]))");
  g_autoptr(TgBoardScene) scene = tg_board_scene_new (game);
  g_auto(Picture) plain = { 0 };
  g_auto(Picture) marked = { 0 };
  const TgBoardVariations *variations;
  TgNode *fork;

  tg_game_go_first (game);
  tg_game_go_forward (game);
  fork = tg_game_get_current (game);
  variations = tg_board_scene_get_variations (scene);
  g_assert_false (variations->siblings);
  g_assert_true (variations->ghosts);
  g_assert_cmpuint (variations->marks->len, ==, 3);
  g_assert_true (tg_board_scene_get_variation_at (scene, tg_test_point (game, "G3")) ==
                 child (fork, 0));
  g_assert_true (tg_board_scene_get_variation_at (scene, tg_test_point (game, "G7")) ==
                 child (fork, 1));
  g_assert_true (tg_board_scene_get_variation_at (scene, tg_test_point (game, "C3")) ==
                 child (fork, 2));
  g_assert_null (tg_board_scene_get_variation_at (scene, tg_test_point (game, "E5")));

  /* Ghosts of White's stones: lighter than the wood where they stand. */
  tg_board_scene_set_variation_marks (scene, TG_VARIATION_MARKS_NONE);
  render (scene, &plain);
  g_assert_cmpuint (tg_board_scene_get_variations (scene)->marks->len, ==, 0);
  tg_board_scene_set_variation_marks (scene, TG_VARIATION_MARKS_AUTO);
  render (scene, &marked);
  g_assert_cmpuint (compare_point (&plain, &marked, scene, "G7").lighter, >, 50);

  /* Letters: B for the second variation, in the accent colour. */
  tg_board_scene_set_variation_marks (scene, TG_VARIATION_MARKS_LETTERS);
  variations = tg_board_scene_get_variations (scene);
  g_assert_false (variations->ghosts);
  g_assert_cmpstr (g_array_index (variations->marks, TgBoardVariation, 1).letter, ==, "B");
  render (scene, &marked);
  g_assert_cmpuint (compare_point (&plain, &marked, scene, "G7").darker, >, 20);

  /* With one child there is no variation to show. */
  tg_game_go_forward (game);
  g_assert_cmpuint (tg_board_scene_get_variations (scene)->marks->len, ==, 0);

  /* Reordering the children reletters them. */
  tg_game_go_back (game);
  tg_game_move_child (game, fork, 2, 0);
  variations = tg_board_scene_get_variations (scene);
  g_assert_cmpint (g_array_index (variations->marks, TgBoardVariation, 0).point, ==,
                   tg_test_point (game, "C3"));
  g_assert_cmpstr (g_array_index (variations->marks, TgBoardVariation, 0).letter, ==, "A");
}

/* ST[1]: the alternatives to the move shown, at its siblings' points. */
static void
test_variations_siblings (void)
{
  g_autoptr(TgGame) game = tg_test_game_from_sgf ("(;GM[1]SZ[9]ST[1];B[cc](;W[gg])(;W[gc]))");
  g_autoptr(TgBoardScene) scene = tg_board_scene_new (game);
  const TgBoardVariations *variations;
  TgNode *fork;

  tg_game_go_first (game);
  tg_game_go_forward (game);
  fork = tg_game_get_current (game);
  /* At the fork itself, its siblings: it has none. */
  g_assert_cmpuint (tg_board_scene_get_variations (scene)->marks->len, ==, 0);

  tg_game_go_forward (game);
  variations = tg_board_scene_get_variations (scene);
  g_assert_true (variations->siblings);
  g_assert_cmpuint (variations->marks->len, ==, 1);
  g_assert_cmpstr (g_array_index (variations->marks, TgBoardVariation, 0).letter, ==, "B");
  g_assert_true (tg_board_scene_get_variation_at (scene, tg_test_point (game, "G7")) ==
                 child (fork, 1));
  /* The move shown is no mark of its own. */
  g_assert_null (tg_board_scene_get_variation_at (scene, tg_test_point (game, "G3")));

  /* Entering the mark's variation, as the window does: now the first
   * line is the alternative. */
  tg_game_set_current (game, tg_board_scene_get_variation_at (scene, tg_test_point (game, "G7")));
  g_assert_true (tg_board_scene_get_variation_at (scene, tg_test_point (game, "G3")) ==
                 child (fork, 0));
}

/* ST[2] and ST[3] hide the marks unless the setting asks for them. */
static void
test_variations_hidden (void)
{
  g_autoptr(TgGame) game = tg_test_game_from_sgf ("(;GM[1]SZ[9]ST[2];B[cc](;W[gg])(;W[gc]))");
  g_autoptr(TgBoardScene) scene = tg_board_scene_new (game);

  tg_game_go_first (game);
  tg_game_go_forward (game);
  g_assert_cmpuint (tg_board_scene_get_variations (scene)->marks->len, ==, 0);
  tg_board_scene_set_variation_marks (scene, TG_VARIATION_MARKS_GHOSTS);
  g_assert_cmpuint (tg_board_scene_get_variations (scene)->marks->len, ==, 2);
  tg_board_scene_set_variation_marks (scene, TG_VARIATION_MARKS_AUTO);
  tg_game_set_value (game, tg_game_get_root (game), "ST", "3");
  g_assert_cmpuint (tg_board_scene_get_variations (scene)->marks->len, ==, 0);
  tg_board_scene_set_variation_marks (scene, TG_VARIATION_MARKS_LETTERS);
  /* ST[3] is siblings as well: the fork has none. */
  g_assert_true (tg_board_scene_get_variations (scene)->siblings);
  g_assert_cmpuint (tg_board_scene_get_variations (scene)->marks->len, ==, 0);
  tg_game_set_value (game, tg_game_get_root (game), "ST", "0");
  g_assert_cmpuint (tg_board_scene_get_variations (scene)->marks->len, ==, 2);
}

/* A scene for another node */

/* The light pixels on a stone: its number, when it has one. */
static guint
count_light (const Picture *picture,
             TgBoardScene  *scene,
             const char    *gtp)
{
  double cx, cy, r = picture->geometry.stone_diameter * 0.3;
  guint n = 0;

  center (picture, scene, gtp, &cx, &cy);
  for (int y = (int) (cy - r); y <= (int) (cy + r); y++)
    for (int x = (int) (cx - r); x <= (int) (cx + r); x++)
      if (brightness (pixel (picture, x, y)) > 160)
        n++;
  return n;
}

static void
test_scene_for_node (void)
{
  g_autoptr(TgGame) game = tg_test_game_from_sgf ("(;GM[1]SZ[9];B[cc];W[gg];B[ee]TR[ee];W[gc];"
                                                  "B[cg])");
  g_autoptr(TgBoardScene) scene = NULL;
  g_auto(Picture) picture = { 0 };
  TgNode *third;
  guint seen = 0;
  TgPoint last;

  tg_game_go_last (game);
  third = tg_test_nth_node (tg_game_get_root (game), 3);
  scene = tg_board_scene_new_for_node (game, third, 2);
  g_signal_connect (scene, "changed", G_CALLBACK (record_layers), &seen);

  /* The position after move 3, whatever is current. */
  g_assert_true (tg_board_scene_get_node (scene) == third);
  g_assert_cmpint (tg_board_get (tg_board_scene_get_board (scene), tg_test_point (game, "E5")),
                   ==, TG_BLACK);
  g_assert_cmpint (tg_board_get (tg_board_scene_get_board (scene), tg_test_point (game, "G7")),
                   ==, TG_EMPTY);
  g_assert_true (tg_board_scene_get_last_move (scene, &last));
  g_assert_cmpint (last, ==, tg_test_point (game, "E5"));
  g_assert_cmpint (tg_board_scene_get_to_move (scene), ==, TG_WHITE);
  g_assert_true (tg_board_markup_get_flags (tg_board_scene_get_markup (scene), 4, 4) &
                 TG_MARKUP_TRIANGLE);
  g_assert_false (tg_board_scene_get_interactive (scene));

  /* Numbered from move 2: White's G3 carries its number, Black's first
   * stone none. */
  tg_board_scene_set_variation_marks (scene, TG_VARIATION_MARKS_NONE);
  render (scene, &picture);
  g_assert_cmpuint (count_light (&picture, scene, "C7"), ==, 0);
  g_assert_cmpuint (tg_board_scene_get_move_number (scene, tg_test_point (game, "C7")), ==, 1);
  tg_board_scene_set_first_numbered_move (scene, 1);
  render (scene, &picture);
  g_assert_cmpuint (count_light (&picture, scene, "C7"), >, 5);
  seen = 0;

  /* Browsing the game leaves the picture alone; editing its node does
   * not. */
  tg_game_go_first (game);
  tg_game_go_last (game);
  g_assert_cmpuint (seen, ==, 0);
  tg_game_set_value (game, third, "TR", NULL);
  g_assert_cmpuint (seen, ==, TG_BOARD_LAYER_MARKUP);

  /* Taken out of the record: the scene shows where it hung. */
  tg_game_remove_subtree (game, third);
  g_assert_true (tg_board_scene_get_node (scene) == tg_test_nth_node (tg_game_get_root (game), 2));
  g_assert_cmpint (tg_board_get (tg_board_scene_get_board (scene), tg_test_point (game, "E5")),
                   ==, TG_EMPTY);

  /* And back to following the current node. */
  tg_board_scene_set_node (scene, NULL);
  g_assert_true (tg_board_scene_get_node (scene) == tg_game_get_current (game));
}

/* Analysis */

static void
test_analysis (void)
{
  g_autoptr(TgGame) game = three_points_game ();
  g_autoptr(TgBoardScene) scene = tg_board_scene_new (game);
  g_auto(Picture) plain = { 0 };
  g_auto(Picture) marked = { 0 };
  TgBoardCandidate candidates[2] = {
    { 0, 1.0, TRUE, (char *) "61%\n1.2k" },
    { 0, 0.0, FALSE, NULL },
  };
  float ownership[81];
  guint32 best, worst;
  double x, y;

  for (guint i = 0; i < G_N_ELEMENTS (ownership); i++)
    ownership[i] = NAN;
  /* Black owns A1 (bottom left, index 72) outright, White E9 (index 4). */
  ownership[72] = 1;
  ownership[4] = -1;
  candidates[0].point = tg_test_point (game, "E5");
  candidates[1].point = tg_test_point (game, "G7");

  render (scene, &plain);
  g_assert_true (tg_board_scene_set_analysis (scene, tg_game_get_current (game), candidates, 2,
                                              ownership));
  render (scene, &marked);

  /* The cells of owned points darken and lighten, between the lines. */
  g_assert_cmpint (brightness_at (&marked, scene, "A1", 0.3, -0.3), <,
                   brightness_at (&plain, scene, "A1", 0.3, -0.3) - 60);
  g_assert_cmpint (brightness_at (&marked, scene, "E9", 0.3, 0.3), >,
                   brightness_at (&plain, scene, "E9", 0.3, 0.3) + 20);
  g_assert_cmpint (abs (brightness_at (&marked, scene, "J5", 0.3, 0.3) -
                        brightness_at (&plain, scene, "J5", 0.3, 0.3)), <, 5);

  /* The best candidate green, the worst red, both filled discs. */
  center (&marked, scene, "E5", &x, &y);
  best = pixel (&marked, (int) (x - marked.geometry.stone_diameter * 0.4), (int) y + 2);
  center (&marked, scene, "G7", &x, &y);
  worst = pixel (&marked, (int) (x - marked.geometry.stone_diameter * 0.4), (int) y + 2);
  g_assert_cmpint ((int) (best >> 8 & 0xff), >, (int) (best >> 16 & 0xff) + 60);
  g_assert_cmpint ((int) (worst >> 16 & 0xff), >, (int) (worst >> 8 & 0xff) + 60);
  /* Its text, dark on the disc. */
  g_assert_cmpuint (compare_point (&plain, &marked, scene, "E5").darker, >,
                    compare_point (&plain, &marked, scene, "G7").darker);

  tg_board_scene_clear_analysis (scene);
  g_assert_null (tg_board_scene_get_analysis (scene));
}

/* The pen's strokes scale with the board and lie where they were drawn. */
static void
test_pen (void)
{
  g_autoptr(TgGame) game = three_points_game ();
  g_autoptr(TgBoardScene) scene = tg_board_scene_new (game);
  g_auto(Picture) plain = { 0 };
  g_auto(Picture) marked = { 0 };
  guint32 stroke;

  render (scene, &plain);
  /* From the middle of D6–E6 down to the middle of D4–E4. */
  tg_board_scene_begin_stroke (scene, 3.5, 3);
  tg_board_scene_extend_stroke (scene, 3.5, 5);
  render (scene, &marked);
  /* Red where the stroke runs, between the lines. */
  stroke = pixel (&marked, (int) (plain.geometry.grid_x + 3.5 * plain.geometry.spacing),
                  (int) (plain.geometry.grid_y + 4.3 * plain.geometry.spacing));
  g_assert_cmpint ((int) (stroke >> 16 & 0xff), >, 180);
  g_assert_cmpint ((int) (stroke >> 8 & 0xff), <, 100);
  g_assert_cmpint (brightness_at (&marked, scene, "E5", 0.2, 0.2), ==,
                   brightness_at (&plain, scene, "E5", 0.2, 0.2));
  tg_board_scene_clear_strokes (scene);
  g_assert_cmpuint (tg_board_scene_get_strokes (scene)->len, ==, 0);
}

/* The corpus */

static gboolean
has_board_props (const TgNode *node)
{
  static const char * const ids[] = { "CR", "SQ", "TR", "MA", "SL", "LB", "AR", "LN", "DD",
                                      "TB", "TW", "VW", "L", "M" };

  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    if (tg_node_has_prop (node, ids[i]))
      return TRUE;
  return node->n_children > 1;
}

/* Every record of the corpus draws: the end of each game's main line and
 * every node with markup or variations, in a scene of its own (with
 * fatal warnings, a warning fails).  The teaching records and the
 * markup test files hold no value the markup reader must skip. */
static void
test_corpus (void)
{
  g_autoptr(GPtrArray) files = tg_test_corpus_sgf_files (".", NULL);
  g_autoptr(TgBoardRenderer) renderer = tg_board_renderer_new ();
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 200, 200);
  guint drawn = 0, with_markup = 0, labels = 0, arrows = 0;

  g_assert_cmpuint (files->len, >, 1000);
  for (guint i = 0; i < files->len; i++)
    {
      const char *path = files->pdata[i];
      gboolean clean = strstr (path, "/teaching/") != NULL ||
                       g_str_has_suffix (path, "/markup.sgf") ||
                       g_str_has_suffix (path, "/ff4_ex.sgf");
      g_autoptr(GPtrArray) warnings = g_ptr_array_new_with_free_func (g_free);
      g_autoptr(GPtrArray) roots = tg_test_load_file (path, warnings, NULL);

      /* Markup naming no point is the reader's to say. */
      if (clean && tg_test_has_warning (warnings, "not drawn"))
        g_error ("%s: markup naming no point", path);

      while (roots != NULL && roots->len > 0)
        {
          g_autoptr(TgGame) game = NULL;
          g_autoptr(GPtrArray) pending = g_ptr_array_new ();
          g_autoptr(TgNode) root = g_ptr_array_steal_index (roots, 0);

          /* Sizes TgGame refuses are the reader's and the game's tests'. */
          if (!tg_game_check_root (root, NULL))
            continue;
          game = tg_game_new_from_root (g_steal_pointer (&root), NULL);
          g_assert_nonnull (game);
          tg_game_go_last (game);
          /* The end of the main line first, then the whole tree. */
          g_ptr_array_add (pending, tg_game_get_root (game));
          g_ptr_array_add (pending, tg_game_get_current (game));
          for (gboolean end = TRUE; pending->len > 0; end = FALSE)
            {
              TgNode *node = g_ptr_array_steal_index (pending, pending->len - 1);
              g_autoptr(TgBoardScene) scene = NULL;
              TgBoardGeometry g;
              TgBoardRegion region;
              const TgBoardMarkup *markup;
              cairo_t *cr;

              for (guint c = 0; !end && c < node->n_children; c++)
                g_ptr_array_add (pending, node->children[c]);
              if (!end && !has_board_props (node))
                continue;
              scene = tg_board_scene_new_for_node (game, node, 1);
              markup = tg_board_scene_get_markup (scene);
              with_markup += !tg_board_markup_is_empty (markup);
              labels += markup->labels->len;
              arrows += markup->arrows->len;
              tg_board_scene_get_region (scene, &region);
              g_assert_true (tg_board_geometry_compute_region (&g, 0, 0, 200, 200,
                                                               tg_game_get_size (game), &region,
                                                               1, TRUE));
              cr = cairo_create (surface);
              tg_board_renderer_draw (renderer, cr, &g, scene, TG_BOARD_LAYERS_ALL);
              g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
              cairo_destroy (cr);
              drawn++;
            }
        }
    }
  g_test_message ("%u positions drawn, %u with markup (%u labels, %u arrows)", drawn,
                  with_markup, labels, arrows);
  /* The corpus has markup of every kind: the walk reached it. */
  g_assert_cmpuint (with_markup, >, 50);
  g_assert_cmpuint (labels, >, 100);
  g_assert_cmpuint (arrows, >=, 9 + 8);
  cairo_surface_destroy (surface);
}

int
main (int   argc,
      char *argv[])
{
  g_setenv ("LANGUAGE", "C", TRUE);
  setlocale (LC_ALL, "C.UTF-8");
  tg_test_init_corpus (&argc, &argv);
  g_test_init (&argc, &argv, NULL);

  tg_test_add_func ("/board-layers/invalidation", test_invalidation);
  tg_test_add_func ("/board-layers/invalidation-inherited", test_invalidation_inherited);
  tg_test_add_func ("/board-layers/invalidation-given", test_invalidation_given);
  tg_test_add_func ("/board-layers/invalidation-counting", test_invalidation_counting);
  tg_test_add_func ("/board-layers/renderer-cache", test_renderer_cache);
  tg_test_add_func ("/board-layers/symbols", test_symbols);
  tg_test_add_func ("/board-layers/label-clears-lines", test_label_clears_lines);
  tg_test_add_func ("/board-layers/selected-territory-dimmed", test_selected_territory_dimmed);
  tg_test_add_func ("/board-layers/arrows-and-lines", test_arrows_and_lines);
  tg_test_add_func ("/board-layers/dimmed-inherited", test_dimmed_inherited);
  tg_test_add_func ("/board-layers/dimmed-pasted", test_dimmed_pasted);
  tg_test_add_func ("/board-layers/view", test_view);
  tg_test_add_func ("/board-layers/variations-children", test_variations_children);
  tg_test_add_func ("/board-layers/variations-siblings", test_variations_siblings);
  tg_test_add_func ("/board-layers/variations-hidden", test_variations_hidden);
  tg_test_add_func ("/board-layers/scene-for-node", test_scene_for_node);
  tg_test_add_func ("/board-layers/analysis", test_analysis);
  tg_test_add_func ("/board-layers/pen", test_pen);
  tg_test_add_corpus_func ("/board-layers/corpus", test_corpus);

  return tg_test_run ();
}
