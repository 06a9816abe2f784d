/* test-board-view.c: the board widget — what it says to screen readers,
 * its keyboard actions, and the pixels it draws.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <adwaita.h>
#include <locale.h>

#include "tg-board-view-private.h"
#include "tg-test-window.h"

typedef struct
{
  TgGame       *game;
  TgBoardScene *scene;
  GtkWidget    *view;
  GtkWidget    *window;
  GdkPaintable *paintable;    /* the view's last frame */
} Fixture;

static TgPoint
at (Fixture    *f,
    const char *gtp)
{
  TgPoint point;

  g_assert_true (tg_board_point_from_gtp (tg_game_get_board (f->game), gtp, &point));
  return point;
}

static void
play (Fixture    *f,
      const char *gtp)
{
  g_assert_cmpint (tg_game_play (f->game, at (f, gtp), NULL), ==, TG_MOVE_OK);
}

/* 9×9 after Black E5 (tengen), White D5, in a 400×400 window. */
static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  f->game = tg_game_new (9, TG_RULES_WMSG, 7, 0);
  play (f, "E5");
  play (f, "D5");
  f->scene = tg_board_scene_new (f->game);
  f->view = g_object_ref_sink (tg_board_view_new (f->scene));
  f->window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (f->window), 400, 400);
  gtk_window_set_child (GTK_WINDOW (f->window), f->view);
  f->paintable = gtk_widget_paintable_new (f->view);
  gtk_window_present (GTK_WINDOW (f->window));
  while (gtk_widget_get_width (f->view) < 300)
    g_main_context_iteration (NULL, TRUE);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  g_object_unref (f->paintable);
  gtk_window_destroy (GTK_WINDOW (f->window));
  g_object_unref (f->view);
  g_object_unref (f->scene);
  g_object_unref (f->game);
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      ADW_COLOR_SCHEME_FORCE_LIGHT);
}

static void
test_accessible (Fixture       *f,
                 gconstpointer  data)
{
  gtk_test_accessible_assert_role (f->view, GTK_ACCESSIBLE_ROLE_GRID);
  /* The cursor starts on tengen. */
  gtk_test_accessible_assert_property (f->view, GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "E5, black stone, move 1");
  gtk_test_accessible_assert_property (f->view, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "9×9 board, move 2, Black to move");
  g_assert_true (gtk_widget_get_focusable (f->view));

  /* The label follows the cursor... */
  gtk_widget_activate_action (f->view, "board.move-cursor", "(ii)", -1, 0);
  gtk_test_accessible_assert_property (f->view, GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "D5, white stone, move 2, last move");
  gtk_widget_activate_action (f->view, "board.move-cursor", "(ii)", 0, 1);
  gtk_test_accessible_assert_property (f->view, GTK_ACCESSIBLE_PROPERTY_LABEL, "D4, empty");

  /* ...and the game. */
  play (f, "D4");
  gtk_test_accessible_assert_property (f->view, GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "D4, black stone, move 3, last move");
  gtk_test_accessible_assert_property (f->view, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "9×9 board, move 3, White to move");
}

/* Why a point cannot take the next stone reaches a screen reader as it
 * reaches the tooltip, and an occupied point under the pointer too:
 * the tooltip leaves it out, the description must not. */
static void
test_accessible_reasons (Fixture       *f,
                         gconstpointer  data)
{
  /* White closes A1 off: Black there would have no liberty.
   *
   *   9 . . . . . . . . X
   *   8 . . . . . . . . X
   *   5 . . . O X . . . .
   *   2 O . . . . . . . .
   *   1 . O . . . . . . .
   *     A B C D E F G H J
   */
  play (f, "J9");
  play (f, "A2");
  play (f, "J8");
  play (f, "B1");

  tg_board_scene_set_hover (f->scene, at (f, "D5"));
  gtk_test_accessible_assert_property (f->view, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "9×9 board, move 6, Black to move. D5: Occupied");
  tg_board_scene_set_hover (f->scene, at (f, "A1"));
  gtk_test_accessible_assert_property (f->view, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "9×9 board, move 6, Black to move. A1: Suicide");
  tg_board_scene_set_hover (f->scene, at (f, "C3"));
  gtk_test_accessible_assert_property (f->view, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "9×9 board, move 6, Black to move");

  /* Without the pointer, the cursor's point: its label already says a
   * stone is there, so only the rules' reasons are added. */
  tg_board_scene_clear_hover (f->scene);
  gtk_test_accessible_assert_property (f->view, GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "E5, black stone, move 1");
  gtk_test_accessible_assert_property (f->view, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "9×9 board, move 6, Black to move");
  tg_board_scene_set_cursor (f->scene, at (f, "A1"));
  gtk_test_accessible_assert_property (f->view, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "9×9 board, move 6, Black to move. A1: Suicide");

  /* While the user may not move, nothing is refused to them. */
  tg_board_scene_set_interactive (f->scene, FALSE);
  tg_board_scene_set_hover (f->scene, at (f, "D5"));
  gtk_test_accessible_assert_property (f->view, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "9×9 board, move 6, Black to move");
}

static void
record_point (TgBoardScene *scene,
              int           point,
              int          *activated)
{
  *activated = point;
}

/* Enter on the cursor asks the window to play there; the view itself
 * never plays. */
static void
test_activate_cursor (Fixture       *f,
                      gconstpointer  data)
{
  int activated = TG_PASS;

  g_signal_connect (f->scene, "point-activated", G_CALLBACK (record_point), &activated);
  gtk_widget_activate_action (f->view, "board.move-cursor", "(ii)", 2, -2);
  gtk_widget_activate_action (f->view, "board.activate-cursor", NULL);
  g_assert_cmpint (activated, ==, at (f, "G7"));
  g_assert_cmpuint (tg_game_get_move_number (f->game), ==, 2);
}

static void
on_after_paint (GdkFrameClock *clock,
                gboolean      *painted)
{
  *painted = TRUE;
}

/* The widget's paintable shows a frame the window has drawn, and picks
 * it up one frame late: let the window draw twice. */
static void
wait_for_frame (Fixture *f)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (f->view);

  for (guint i = 0; i < 2; i++)
    {
      gboolean painted = FALSE;
      gulong id = g_signal_connect (clock, "after-paint", G_CALLBACK (on_after_paint), &painted);

      gtk_widget_queue_draw (f->view);
      while (!painted)
        g_main_context_iteration (NULL, TRUE);
      g_signal_handler_disconnect (clock, id);
    }
}

/* Renders the view as the window would: @width × @height pixels,
 * 0xAARRGGBB. */
static guint32 *
render (Fixture *f,
        int     *width,
        int     *height)
{
  wait_for_frame (f);
  *width = gtk_widget_get_width (f->view);
  *height = gtk_widget_get_height (f->view);
  return tg_test_render_paintable (f->paintable, *width, *height);
}

static int
brightness (guint32 pixel)
{
  return ((pixel >> 16 & 0xff) + (pixel >> 8 & 0xff) + (pixel & 0xff)) / 3;
}

/* The brightness of the pixel @offset spacings below and right of a
 * point's centre. */
static int
brightness_at (Fixture    *f,
               const char *gtp,
               double      offset)
{
  int width, height;
  g_autofree guint32 *pixels = render (f, &width, &height);
  double x, y, x1, y1;

  g_assert_true (tg_board_view_get_point_position (TG_BOARD_VIEW (f->view), at (f, "A1"), &x1, &y1));
  g_assert_true (tg_board_view_get_point_position (TG_BOARD_VIEW (f->view), at (f, "B1"), &x, &y));
  offset *= x - x1;
  g_assert_true (tg_board_view_get_point_position (TG_BOARD_VIEW (f->view), at (f, gtp), &x, &y));
  return brightness (pixels[(int) (y + offset) * width + (int) (x + offset)]);
}

/* Black stones are dark a little off their centre, where bare wood is
 * light; white stones are light at their centre, where the lines of an
 * empty point cross. */
static void
test_pixels (Fixture       *f,
             gconstpointer  data)
{
  g_assert_cmpint (brightness_at (f, "E5", 0.25), <, 80);
  g_assert_cmpint (brightness_at (f, "D5", 0), >, 190);
  g_assert_cmpint (brightness_at (f, "A9", 0), <, 90);
  g_assert_cmpint (brightness_at (f, "F4", 0.25), >, 150);

  /* A stone played shows at once. */
  play (f, "F4");
  g_assert_cmpint (brightness_at (f, "F4", 0.25), <, 80);
  g_assert_cmpint (brightness_at (f, "F3", 0), <, 90);
  play (f, "F3");
  g_assert_cmpint (brightness_at (f, "F3", 0), >, 190);
}

/* The average brightness of a patch of bare wood, between B8 and C7
 * where no line and no stone is. */
static int
wood_brightness (Fixture *f)
{
  int width, height, sum = 0, n = 0;
  g_autofree guint32 *pixels = render (f, &width, &height);
  double x, y, x2, y2;

  g_assert_true (tg_board_view_get_point_position (TG_BOARD_VIEW (f->view), at (f, "B8"), &x, &y));
  g_assert_true (tg_board_view_get_point_position (TG_BOARD_VIEW (f->view), at (f, "C7"), &x2,
                                                   &y2));
  for (int dy = -3; dy <= 3; dy++)
    for (int dx = -3; dx <= 3; dx++, n++)
      sum += brightness (pixels[((int) (y + y2) / 2 + dy) * width + (int) (x + x2) / 2 + dx]);
  return sum / n;
}

static void
test_dark_style (Fixture       *f,
                 gconstpointer  data)
{
  AdwStyleManager *style = adw_style_manager_get_default ();
  int light, dark;

  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_FORCE_LIGHT);
  light = wood_brightness (f);
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_FORCE_DARK);
  g_assert_true (adw_style_manager_get_dark (style));
  dark = wood_brightness (f);

  /* Kaya in the light style, a clearly darker board in the dark one. */
  g_assert_cmpint (light, >, 170);
  g_assert_cmpint (dark, <, light - 30);
}

int
main (int   argc,
      char *argv[])
{
  g_setenv ("LANGUAGE", "C", TRUE);
  setlocale (LC_ALL, "C.UTF-8");
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add ("/board-view/accessible", Fixture, NULL, fixture_set_up, test_accessible,
              fixture_tear_down);
  g_test_add ("/board-view/accessible-reasons", Fixture, NULL, fixture_set_up,
              test_accessible_reasons, fixture_tear_down);
  g_test_add ("/board-view/activate-cursor", Fixture, NULL, fixture_set_up,
              test_activate_cursor, fixture_tear_down);
  g_test_add ("/board-view/pixels", Fixture, NULL, fixture_set_up, test_pixels,
              fixture_tear_down);
  g_test_add ("/board-view/dark-style", Fixture, NULL, fixture_set_up, test_dark_style,
              fixture_tear_down);

  return g_test_run ();
}
