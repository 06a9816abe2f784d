/* test-board-scene.c: what the board shows, derived from a game.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <locale.h>

#include "tg-node-private.h"
#include "tg-board-scene-private.h"
#include "tg-sgf.h"
#include "tg-test-util.h"

static TgPoint
at (TgBoardScene *scene,
    const char   *gtp)
{
  return tg_test_board_point (tg_board_scene_get_board (scene), gtp);
}

/* Black takes at F5 (move 9), White takes back at E5 (move 10): Black
 * may not retake at once, that would repeat the position after move 9 —
 * the ko, as players call it.
 *
 *   . . . . . .      D E F G
 *   . . X O . .   6  . X O .
 *   . X O . O .   5  X O . O
 *   . . X O . .   4  . X O .
 */
static TgGame *
ko_game (void)
{
  TgGame *game = tg_game_new (9, TG_RULES_WMSG, 7, 0);

  tg_test_play (game, "C3 G7 E6 F6 D5 G5 E4 F4 F5 E5");
  return game;
}

static void
test_no_game (void)
{
  g_autoptr(TgBoardScene) scene = tg_board_scene_new (NULL);
  TgPoint point;

  g_assert_cmpuint (tg_board_scene_get_size (scene), ==, 19);
  g_assert_false (tg_board_scene_get_last_move (scene, &point));
  g_assert_false (tg_board_scene_get_forbidden_point (scene, &point));
  g_assert_false (tg_board_scene_get_counting (scene));
  /* Tengen: the middle of the board. */
  g_assert_cmpint (tg_board_scene_get_cursor (scene), ==, at (scene, "K10"));
}

static void
test_last_move_and_ko (void)
{
  g_autoptr(TgGame) game = ko_game ();
  g_autoptr(TgBoardScene) scene = tg_board_scene_new (game);
  g_autofree char *reason = NULL;
  TgPoint point;

  g_assert_true (tg_board_scene_get_last_move (scene, &point));
  g_assert_cmpint (point, ==, at (scene, "E5"));
  g_assert_cmpint (tg_board_scene_get_marks (scene, at (scene, "E5")), ==,
                   TG_BOARD_MARK_LAST_MOVE);

  g_assert_true (tg_board_scene_get_forbidden_point (scene, &point));
  g_assert_cmpint (point, ==, at (scene, "F5"));
  g_assert_cmpint (tg_board_scene_get_marks (scene, point), ==, TG_BOARD_MARK_FORBIDDEN);
  g_assert_cmpint (tg_board_scene_check_point (scene, point, &reason), ==, TG_MOVE_SUPERKO);
  g_assert_cmpstr (reason, ==, "Retakes the ko at once");

  /* Black plays elsewhere, White answers, Black retakes: now White's
   * retake is the forbidden one, and the marks follow the game. */
  tg_test_play (game, "C7 H9 F5");
  g_assert_true (tg_board_scene_get_last_move (scene, &point));
  g_assert_cmpint (point, ==, at (scene, "F5"));
  g_assert_true (tg_board_scene_get_forbidden_point (scene, &point));
  g_assert_cmpint (point, ==, at (scene, "E5"));
  g_clear_pointer (&reason, g_free);
  g_assert_cmpint (tg_board_scene_check_point (scene, point, &reason), ==, TG_MOVE_SUPERKO);
  g_assert_cmpstr (reason, ==, "Retakes the ko at once");

  /* Browsing back shows the marks of that position. */
  tg_game_go_back (game);
  g_assert_true (tg_board_scene_get_last_move (scene, &point));
  g_assert_cmpint (point, ==, at (scene, "H9"));
  g_assert_false (tg_board_scene_get_forbidden_point (scene, NULL));
}

static void
test_check_point_reasons (void)
{
  g_autoptr(TgGame) game = tg_game_new (9, TG_RULES_WMSG, 7, 0);
  g_autoptr(TgBoardScene) scene = tg_board_scene_new (game);
  g_autofree char *occupied = NULL;
  g_autofree char *suicide = NULL;
  g_autofree char *fine = NULL;

  /* White A2 and B1 close the corner: A1 is suicide for Black. */
  tg_test_play (game, "C3 A2 D3 B1");
  g_assert_cmpint (tg_board_scene_check_point (scene, at (scene, "C3"), &occupied), ==,
                   TG_MOVE_OCCUPIED);
  g_assert_cmpstr (occupied, ==, "Occupied");
  g_assert_cmpint (tg_board_scene_check_point (scene, at (scene, "A1"), &suicide), ==,
                   TG_MOVE_SUICIDE);
  g_assert_cmpstr (suicide, ==, "Suicide");
  g_assert_cmpint (tg_board_scene_check_point (scene, at (scene, "E5"), &fine), ==, TG_MOVE_OK);
  g_assert_null (fine);
}

static void
test_hover (void)
{
  g_autoptr(TgGame) game = tg_game_new (9, TG_RULES_WMSG, 7, 0);
  g_autoptr(TgBoardScene) scene = tg_board_scene_new (game);
  TgMoveStatus status;
  const char *reason;
  TgPoint point;

  tg_test_play (game, "C3 A2 D3 B1");
  g_assert_false (tg_board_scene_get_hover (scene, NULL));
  g_assert_false (tg_board_scene_get_hover_status (scene, NULL, NULL));

  tg_board_scene_set_hover (scene, at (scene, "E5"));
  g_assert_true (tg_board_scene_get_hover (scene, &point));
  g_assert_cmpint (point, ==, at (scene, "E5"));
  g_assert_true (tg_board_scene_get_hover_status (scene, &status, &reason));
  g_assert_cmpint (status, ==, TG_MOVE_OK);
  g_assert_null (reason);

  /* A ghost turns into a forbidden mark where the rules refuse it. */
  tg_board_scene_set_hover (scene, at (scene, "A1"));
  g_assert_true (tg_board_scene_get_hover_status (scene, &status, &reason));
  g_assert_cmpint (status, ==, TG_MOVE_SUICIDE);
  g_assert_cmpstr (reason, ==, "Suicide");

  /* Nothing over a stone, with the option off, or while not interactive. */
  tg_board_scene_set_hover (scene, at (scene, "C3"));
  g_assert_false (tg_board_scene_get_hover_status (scene, NULL, NULL));
  tg_board_scene_set_hover (scene, at (scene, "E5"));
  tg_board_scene_set_show_hover (scene, FALSE);
  g_assert_false (tg_board_scene_get_hover_status (scene, NULL, NULL));
  tg_board_scene_set_show_hover (scene, TRUE);
  tg_board_scene_set_interactive (scene, FALSE);
  g_assert_false (tg_board_scene_get_hover_status (scene, NULL, NULL));
  tg_board_scene_set_interactive (scene, TRUE);
  g_assert_true (tg_board_scene_get_hover_status (scene, NULL, NULL));

  /* Off the board clears it. */
  tg_board_scene_set_hover (scene, 0);
  g_assert_false (tg_board_scene_get_hover (scene, NULL));
  tg_board_scene_set_hover (scene, at (scene, "E5"));
  tg_board_scene_clear_hover (scene);
  g_assert_false (tg_board_scene_get_hover (scene, NULL));
}

static void
count_activation (TgBoardScene *scene,
                  int           point,
                  GArray       *points)
{
  g_array_append_val (points, point);
}

/* Activation asks; it never plays.  The window does that. */
static void
test_activate (void)
{
  g_autoptr(TgGame) game = tg_game_new (9, TG_RULES_WMSG, 7, 0);
  g_autoptr(TgBoardScene) scene = tg_board_scene_new (game);
  g_autoptr(GArray) points = g_array_new (FALSE, FALSE, sizeof (int));
  guint64 hash = tg_board_get_hash (tg_game_get_board (game));

  g_signal_connect (scene, "point-activated", G_CALLBACK (count_activation), points);

  tg_board_scene_activate (scene, at (scene, "D4"));
  g_assert_cmpuint (points->len, ==, 1);
  g_assert_cmpint (g_array_index (points, int, 0), ==, at (scene, "D4"));
  g_assert_cmpuint (tg_board_get_hash (tg_game_get_board (game)), ==, hash);
  g_assert_cmpuint (tg_game_get_move_number (game), ==, 0);

  /* Off the board, or not interactive: nothing. */
  tg_board_scene_activate (scene, 0);
  tg_board_scene_activate (scene, TG_PASS);
  tg_board_scene_set_interactive (scene, FALSE);
  tg_board_scene_activate (scene, at (scene, "E5"));
  g_assert_cmpuint (points->len, ==, 1);
}

static void
test_cursor (void)
{
  g_autoptr(TgGame) game = tg_game_new (9, TG_RULES_WMSG, 7, 0);
  g_autoptr(TgBoardScene) scene = tg_board_scene_new (game);
  g_autoptr(TgGame) big = tg_game_new (13, TG_RULES_WMSG, 7, 0);

  g_assert_cmpint (tg_board_scene_get_cursor (scene), ==, at (scene, "E5"));
  tg_board_scene_move_cursor (scene, -1, 0);
  g_assert_cmpint (tg_board_scene_get_cursor (scene), ==, at (scene, "D5"));
  tg_board_scene_move_cursor (scene, 0, -1);
  g_assert_cmpint (tg_board_scene_get_cursor (scene), ==, at (scene, "D6"));

  /* The edge stops it. */
  tg_board_scene_move_cursor (scene, -20, 20);
  g_assert_cmpint (tg_board_scene_get_cursor (scene), ==, at (scene, "A1"));
  tg_board_scene_move_cursor (scene, 1, 0);
  g_assert_cmpint (tg_board_scene_get_cursor (scene), ==, at (scene, "B1"));

  tg_board_scene_set_cursor (scene, at (scene, "J9"));
  g_assert_cmpint (tg_board_scene_get_cursor (scene), ==, at (scene, "J9"));
  tg_board_scene_set_cursor (scene, 0);
  g_assert_cmpint (tg_board_scene_get_cursor (scene), ==, at (scene, "J9"));

  /* Another size: back to the middle. */
  tg_board_scene_set_game (scene, big);
  g_assert_cmpuint (tg_board_scene_get_size (scene), ==, 13);
  g_assert_cmpint (tg_board_scene_get_cursor (scene), ==, at (scene, "G7"));
}

static void
test_move_numbers (void)
{
  g_autoptr(TgGame) game = ko_game ();
  g_autoptr(TgBoardScene) scene = tg_board_scene_new (game);
  g_autoptr(TgGame) handicap = tg_game_new (9, TG_RULES_WMSG, 0.5, 2);
  g_autoptr(GArray) stones = g_array_new (FALSE, FALSE, sizeof (TgPoint));

  g_assert_cmpuint (tg_board_scene_get_move_number (scene, at (scene, "C3")), ==, 1);
  g_assert_cmpuint (tg_board_scene_get_move_number (scene, at (scene, "F6")), ==, 4);
  g_assert_cmpuint (tg_board_scene_get_move_number (scene, at (scene, "E5")), ==, 10);
  /* Captured: no number on the empty point. */
  g_assert_cmpuint (tg_board_scene_get_move_number (scene, at (scene, "F5")), ==, 0);

  /* Retaken: the stone there now is move 13, not move 9. */
  tg_test_play (game, "C7 H9 F5");
  g_assert_cmpuint (tg_board_scene_get_move_number (scene, at (scene, "F5")), ==, 13);
  g_assert_cmpuint (tg_board_scene_get_move_number (scene, at (scene, "E5")), ==, 0);

  /* Setup stones (handicap) have none; White's first move is move 1. */
  tg_board_scene_set_game (scene, handicap);
  tg_handicap_fixed_points (tg_game_get_board (handicap), 2, stones);
  g_assert_cmpuint (stones->len, ==, 2);
  tg_test_play (handicap, "E5");
  for (guint i = 0; i < stones->len; i++)
    {
      TgPoint p = g_array_index (stones, TgPoint, i);

      g_assert_cmpint (tg_board_get (tg_board_scene_get_board (scene), p), ==, TG_BLACK);
      g_assert_cmpuint (tg_board_scene_get_move_number (scene, p), ==, 0);
    }
  g_assert_cmpuint (tg_board_scene_get_move_number (scene, at (scene, "E5")), ==, 1);
}

/* Black owns columns A–D, White F–J, column E touches both; a white
 * stone at B5 and a black one at H5 are marked dead. */
static void
test_counting (void)
{
  g_autoptr(TgGame) game = tg_game_new (9, TG_RULES_WMSG, 7, 0);
  g_autoptr(TgBoardScene) scene = tg_board_scene_new (game);

  tg_test_play (game, "D1 F1 D2 F2 D3 F3 D4 F4 D5 F5 D6 F6 D7 F7 D8 F8 D9 F9 H5 B5");
  g_assert_false (tg_board_scene_get_counting (scene));
  g_assert_cmpint (tg_board_scene_get_marks (scene, at (scene, "A1")), ==, TG_BOARD_MARK_NONE);

  tg_test_play (game, "pass pass");
  g_assert_cmpint (tg_game_get_phase (game), ==, TG_PHASE_COUNTING);
  g_assert_true (tg_board_scene_get_counting (scene));
  g_assert_false (tg_board_scene_get_last_move (scene, NULL));
  tg_game_toggle_dead (game, at (scene, "B5"));
  tg_game_toggle_dead (game, at (scene, "H5"));

  g_assert_cmpint (tg_board_scene_get_marks (scene, at (scene, "B5")), ==,
                   TG_BOARD_MARK_DEAD | TG_BOARD_MARK_AREA_BLACK);
  g_assert_cmpint (tg_board_scene_get_marks (scene, at (scene, "H5")), ==,
                   TG_BOARD_MARK_DEAD | TG_BOARD_MARK_AREA_WHITE);
  g_assert_cmpint (tg_board_scene_get_marks (scene, at (scene, "A1")), ==,
                   TG_BOARD_MARK_AREA_BLACK);
  g_assert_cmpint (tg_board_scene_get_marks (scene, at (scene, "J9")), ==,
                   TG_BOARD_MARK_AREA_WHITE);
  g_assert_cmpint (tg_board_scene_get_marks (scene, at (scene, "E5")), ==, TG_BOARD_MARK_SHARED);
  g_assert_cmpint (tg_board_scene_get_marks (scene, at (scene, "D5")), ==, TG_BOARD_MARK_NONE);

  /* Counting: a click marks stones, so every point is "playable" and no
   * ghost shows. */
  tg_board_scene_set_hover (scene, at (scene, "E5"));
  g_assert_false (tg_board_scene_get_hover_status (scene, NULL, NULL));
  g_assert_cmpint (tg_board_scene_check_point (scene, at (scene, "E5"), NULL), ==, TG_MOVE_OK);

  /* A finished count keeps its marks at the end, not earlier. */
  tg_game_accept (game);
  g_assert_cmpint (tg_game_get_phase (game), ==, TG_PHASE_FINISHED);
  g_assert_true (tg_board_scene_get_counting (scene));
  g_assert_cmpint (tg_board_scene_get_marks (scene, at (scene, "H5")), ==,
                   TG_BOARD_MARK_DEAD | TG_BOARD_MARK_AREA_WHITE);
  tg_game_go_back (game);
  g_assert_false (tg_board_scene_get_counting (scene));
  g_assert_cmpint (tg_board_scene_get_marks (scene, at (scene, "A1")), ==, TG_BOARD_MARK_NONE);
}

/* A record with a result but no TB/TW: nobody marked its dead stones, so
 * no areas are shown. */
static void
test_uncounted_result (void)
{
  TgNode *root = tg_node_new ();
  TgNode *node = root;
  g_autoptr(TgGame) game = NULL;
  g_autoptr(TgBoardScene) scene = NULL;
  const char *moves[] = { "B", "cc", "W", "gg", "B", "", "W", "" };

  tg_node_set_value (root, "SZ", "9");
  tg_node_set_value (root, "RE", "W+2.5");
  for (guint i = 0; i < G_N_ELEMENTS (moves); i += 2)
    {
      TgNode *child = tg_node_new ();

      tg_node_set_value (child, moves[i], moves[i + 1]);
      tg_node_append_child (node, child);
      node = child;
    }
  game = tg_game_new_from_root (root, NULL);
  g_assert_nonnull (game);
  scene = tg_board_scene_new (game);
  g_assert_cmpint (tg_game_get_phase (game), ==, TG_PHASE_FINISHED);
  g_assert_false (tg_board_scene_get_counting (scene));
  g_assert_cmpint (tg_board_scene_get_marks (scene, at (scene, "A1")), ==, TG_BOARD_MARK_NONE);
}

static void
record_change (TgBoardScene *scene,
               guint         change,
               guint        *changes)
{
  *changes |= change;
}

/* Selecting a region: nothing until the first corner, then the
 * rectangle from it to the point the pointer or the cursor reached
 * last, whichever moved; each change redraws the pointer layer only. */
static void
test_selection (void)
{
  g_autoptr(TgGame) game = tg_game_new (9, TG_RULES_WMSG, 7, 0);
  g_autoptr(TgBoardScene) scene = tg_board_scene_new (game);
  TgBoardRegion region;
  guint changes = 0;

  g_signal_connect (scene, "changed", G_CALLBACK (record_change), &changes);
  /* Not selecting: no anchor is taken. */
  tg_board_scene_set_select_anchor (scene, at (scene, "C3"));
  g_assert_false (tg_board_scene_get_selection (scene, &region));
  g_assert_cmpuint (changes, ==, 0);

  tg_board_scene_set_selecting (scene, TRUE);
  g_assert_false (tg_board_scene_get_selection (scene, &region));
  tg_board_scene_set_select_anchor (scene, at (scene, "C3"));
  g_assert_cmpuint (changes, ==, TG_BOARD_LAYER_POINTER);
  g_assert_true (tg_board_scene_get_selection (scene, &region));
  g_assert_cmpuint (region.col, ==, 2);
  g_assert_cmpuint (region.row, ==, 6);
  g_assert_cmpuint (region.cols, ==, 1);
  g_assert_cmpuint (region.rows, ==, 1);

  /* The pointer at E7: C3 to E7, from its top left. */
  changes = 0;
  tg_board_scene_set_hover (scene, at (scene, "E7"));
  g_assert_cmpuint (changes, ==, TG_BOARD_LAYER_POINTER);
  g_assert_true (tg_board_scene_get_selection (scene, &region));
  g_assert_cmpuint (region.col, ==, 2);
  g_assert_cmpuint (region.row, ==, 2);
  g_assert_cmpuint (region.cols, ==, 3);
  g_assert_cmpuint (region.rows, ==, 5);
  /* The cursor, moved after it, takes over: C3 to A1. */
  tg_board_scene_set_cursor (scene, at (scene, "A1"));
  g_assert_true (tg_board_scene_get_selection (scene, &region));
  g_assert_cmpuint (region.col, ==, 0);
  g_assert_cmpuint (region.row, ==, 6);
  g_assert_cmpuint (region.cols, ==, 3);
  g_assert_cmpuint (region.rows, ==, 3);

  /* Leaving selecting forgets it. */
  changes = 0;
  tg_board_scene_set_selecting (scene, FALSE);
  g_assert_cmpuint (changes, ==, TG_BOARD_LAYER_POINTER);
  g_assert_false (tg_board_scene_get_selection (scene, &region));
  tg_board_scene_set_selecting (scene, TRUE);
  g_assert_false (tg_board_scene_get_selection (scene, &region));
}

static void
test_changed (void)
{
  g_autoptr(TgGame) game = tg_game_new (9, TG_RULES_WMSG, 7, 0);
  g_autoptr(TgBoardScene) scene = tg_board_scene_new (game);
  guint changes = 0;

  g_signal_connect (scene, "changed", G_CALLBACK (record_change), &changes);

  tg_test_play (game, "E5");
  g_assert_cmpuint (changes, ==, TG_BOARD_LAYER_STONES | TG_BOARD_LAYER_MARKS |
                                 TG_BOARD_LAYER_POINTER);
  changes = 0;
  tg_board_scene_set_hover (scene, at (scene, "D4"));
  g_assert_cmpuint (changes, ==, TG_BOARD_LAYER_POINTER);
  changes = 0;
  tg_board_scene_set_hover (scene, at (scene, "D4"));
  g_assert_cmpuint (changes, ==, 0);
  tg_board_scene_move_cursor (scene, 1, 0);
  g_assert_cmpuint (changes, ==, TG_BOARD_LAYER_POINTER);
  changes = 0;
  tg_board_scene_set_show_move_numbers (scene, TRUE);
  g_assert_cmpuint (changes, ==, TG_BOARD_LAYER_MARKS);
  changes = 0;
  tg_board_scene_set_theme (scene, TG_BOARD_THEME_PAPER);
  g_assert_cmpuint (changes, ==, TG_BOARD_LAYERS_ALL);
  g_assert_cmpint (tg_board_scene_get_theme (scene), ==, TG_BOARD_THEME_PAPER);
}

/* A lesson's marks drawn over the node's own: a symbol replaces the
 * record's at its point, a label too, arrows add; another node shows
 * neither, and the record never sees them. */
/* A node asking for more arrows, lines or label text than a board can
 * draw without stalling shows the first TG_SGF_DRAWN_LINES of each and
 * the first TG_SGF_DRAWN_LABEL characters (the reader warns of it);
 * the record keeps them all. */
static void
test_markup_limits (void)
{
  g_autoptr(GString) sgf = g_string_new ("(;SZ[19];B[jj]AR");
  g_autoptr(TgGame) game = NULL;
  g_autoptr(TgBoardScene) scene = NULL;
  const TgBoardMarkup *shown;
  const char *label;

  /* 5,000 different arrows and lines: every pair of points of two rows. */
  for (guint i = 0; i < 5000; i++)
    g_string_append_printf (sgf, "[%c%c:%c%c]", 'a' + i % 19, 'a' + i / 19 % 19,
                            'a' + i / 361, 's');
  g_string_append (sgf, "LN");
  for (guint i = 0; i < 5000; i++)
    g_string_append_printf (sgf, "[%c%c:%c%c]", 'a' + i % 19, 'a' + i / 19 % 19,
                            'a' + i / 361, 'r');
  g_string_append (sgf, "LB[cc:");
  for (guint i = 0; i < 10000; i++)
    g_string_append (sgf, "黑");
  g_string_append (sgf, "])");
  game = tg_test_game_from_sgf (sgf->str);
  scene = tg_board_scene_new (game);
  tg_game_go_last (game);

  shown = tg_board_scene_get_markup (scene);
  g_assert_cmpuint (shown->arrows->len, ==, TG_SGF_DRAWN_LINES);
  g_assert_cmpuint (shown->lines->len, ==, TG_SGF_DRAWN_LINES);
  label = tg_board_markup_get_label (shown, 2, 2);
  g_assert_nonnull (label);
  g_assert_cmpint (g_utf8_strlen (label, -1), ==, TG_SGF_DRAWN_LABEL);
  g_assert_cmpuint (tg_node_get_prop (tg_game_get_current (game), "AR")->n_values, ==, 5000);
}

static void
test_extra_markup (void)
{
  g_autoptr(TgGame) game = tg_test_game_from_sgf (
    "(;SZ[9];B[ee]CR[cc][dd]LB[ff:A]AR[aa:bb];W[gg])");
  g_autoptr(TgBoardScene) scene = tg_board_scene_new (game);
  g_autoptr(TgBoardMarkup) extra = tg_board_markup_new ();
  TgMarkupLine arrow = { 0, 8, 8, 0 };
  TgMarkupLabel label = { 5, 5, g_strdup ("B") };
  const TgBoardMarkup *shown;
  guint changes = 0;

  tg_game_go_first (game);
  tg_game_go_forward (game);
  g_signal_connect (scene, "changed", G_CALLBACK (record_change), &changes);
  extra->size = 9;
  extra->flags[2 + 2 * 9] = TG_MARKUP_TRIANGLE;
  extra->flags[7 + 7 * 9] = TG_MARKUP_SQUARE;
  g_array_append_val (extra->labels, label);
  g_array_append_val (extra->arrows, arrow);
  tg_board_scene_set_extra_markup (scene, extra);
  g_assert_cmpuint (changes, ==, TG_BOARD_LAYER_MARKUP);

  shown = tg_board_scene_get_markup (scene);
  g_assert_cmpuint (tg_board_markup_get_flags (shown, 2, 2), ==, TG_MARKUP_TRIANGLE);
  g_assert_cmpuint (tg_board_markup_get_flags (shown, 3, 3), ==, TG_MARKUP_CIRCLE);
  g_assert_cmpuint (tg_board_markup_get_flags (shown, 7, 7), ==, TG_MARKUP_SQUARE);
  g_assert_cmpstr (tg_board_markup_get_label (shown, 5, 5), ==, "B");
  g_assert_cmpuint (shown->labels->len, ==, 1);
  g_assert_cmpuint (shown->arrows->len, ==, 2);
  /* The scene keeps a copy. */
  extra->flags[7 + 7 * 9] = TG_MARKUP_NONE;
  g_assert_cmpuint (tg_board_markup_get_flags (tg_board_scene_get_markup (scene), 7, 7), ==,
                    TG_MARKUP_SQUARE);
  g_assert_true (tg_test_has_value (tg_game_get_current (game), "CR", "cc"));
  g_assert_false (tg_node_has_prop (tg_game_get_current (game), "TR"));

  tg_game_go_forward (game);
  shown = tg_board_scene_get_markup (scene);
  g_assert_true (tg_board_markup_is_empty (shown));
  tg_game_go_back (game);
  g_assert_cmpuint (tg_board_markup_get_flags (tg_board_scene_get_markup (scene), 2, 2), ==,
                    TG_MARKUP_CIRCLE);
  changes = 0;
  tg_board_scene_set_extra_markup (scene, NULL);
  g_assert_cmpuint (changes, ==, 0);
}

static void
test_describe (void)
{
  g_autoptr(TgGame) game = ko_game ();
  g_autoptr(TgBoardScene) scene = tg_board_scene_new (game);
  g_autofree char *last = tg_board_scene_describe_point (scene, at (scene, "E5"));
  g_autofree char *ko = tg_board_scene_describe_point (scene, at (scene, "F5"));
  g_autofree char *empty = tg_board_scene_describe_point (scene, at (scene, "A9"));
  g_autofree char *position = tg_board_scene_describe_position (scene);

  g_assert_cmpstr (last, ==, "E5, white stone, move 10, last move");
  g_assert_cmpstr (ko, ==, "F5, empty, forbidden by ko");
  g_assert_cmpstr (empty, ==, "A9, empty");
  g_assert_cmpstr (position, ==, "9×9 board, move 10, Black to move");
}

/* Screen readers hear the markup and the variations too. */
static void
test_describe_markup (void)
{
  g_autoptr(TgGame) game = tg_test_game_from_sgf ("(;GM[1]SZ[9];B[cg]TR[cg]LB[ee:x](;W[gg])"
                                                  "(;W[gc]))");
  g_autoptr(TgBoardScene) scene = NULL;
  g_autofree char *triangle = NULL;
  g_autofree char *label = NULL;
  g_autofree char *variation = NULL;

  tg_game_go_first (game);
  tg_game_go_forward (game);
  scene = tg_board_scene_new (game);
  triangle = tg_board_scene_describe_point (scene, at (scene, "C3"));
  label = tg_board_scene_describe_point (scene, at (scene, "E5"));
  variation = tg_board_scene_describe_point (scene, at (scene, "G7"));
  g_assert_cmpstr (triangle, ==, "C3, black stone, move 1, last move, triangle");
  g_assert_cmpstr (label, ==, "E5, empty, label x");
  g_assert_cmpstr (variation, ==, "G7, empty, variation B");
}

int
main (int   argc,
      char *argv[])
{
  /* The reasons and descriptions are compared untranslated. */
  g_setenv ("LANGUAGE", "C", TRUE);
  setlocale (LC_ALL, "C.UTF-8");
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/board-scene/no-game", test_no_game);
  g_test_add_func ("/board-scene/last-move-and-ko", test_last_move_and_ko);
  g_test_add_func ("/board-scene/check-point-reasons", test_check_point_reasons);
  g_test_add_func ("/board-scene/hover", test_hover);
  g_test_add_func ("/board-scene/activate", test_activate);
  g_test_add_func ("/board-scene/cursor", test_cursor);
  g_test_add_func ("/board-scene/selection", test_selection);
  g_test_add_func ("/board-scene/move-numbers", test_move_numbers);
  g_test_add_func ("/board-scene/counting", test_counting);
  g_test_add_func ("/board-scene/uncounted-result", test_uncounted_result);
  g_test_add_func ("/board-scene/changed", test_changed);
  g_test_add_func ("/board-scene/extra-markup", test_extra_markup);
  g_test_add_func ("/board-scene/markup-limits", test_markup_limits);
  g_test_add_func ("/board-scene/describe", test_describe);
  g_test_add_func ("/board-scene/describe-markup", test_describe_markup);

  return g_test_run ();
}
