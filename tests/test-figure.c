/* test-figure.c: a book's figures (TgFigure) — which stones a figure
 * shows with which numbers, the notes of moves played where a stone is
 * already shown ("7 at 1", "4 at ▲"), numbered stones staying when
 * captured, splitting a game into figures, and SGF FG, MN and PM.
 *
 * The ko fight: on a 7×7 board White takes the ko at C5 (1), Black
 * threatens at G2 (2), White answers (3), Black takes back at D5 (4),
 * and so twice more.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-figure.h"
#include "tg-test-util.h"

#include <string.h>

#define KO_SETUP "(;GM[1]FF[4]SZ[7]AB[cb][bc][dc][cd]AW[db][ec][dd]PL[W]"
#define KO_MOVES ";W[cc];B[gf];W[ge];B[dc];W[ag];B[af];W[cc];B[fa];W[fb];B[dc])"

/* The figure as a diagram a person reads: "X"/"O" for a stone from
 * before the figure ("X^" marked with the triangle, "Xa" lettered), its
 * number as played for a move, "." for an empty point. */
static char *
figure_diagram (const TgFigure *figure)
{
  GString *text = g_string_new (NULL);

  for (guint row = 0; row < figure->size; row++)
    {
      for (guint col = 0; col < figure->size; col++)
        {
          TgPoint p = tg_board_point (figure->board, col, row);
          TgColor color = tg_board_get (figure->board, p);
          char cell[8];

          if (figure->moves[p] != 0)
            g_snprintf (cell, sizeof cell, "%u", figure->moves[p]);
          else if (color == TG_EMPTY)
            g_snprintf (cell, sizeof cell, ".");
          else
            g_snprintf (cell, sizeof cell, "%c%c", color == TG_BLACK ? 'X' : 'O',
                        figure->marks[p] ? figure->marks[p] : ' ');
          g_string_append_printf (text, "%-4s", cell);
        }
      /* No trailing blanks: the expected diagrams have none. */
      while (text->len > 0 && text->str[text->len - 1] == ' ')
        g_string_truncate (text, text->len - 1);
      g_string_append_c (text, '\n');
    }
  return g_string_free (text, FALSE);
}

static void
test_ko_figure (void)
{
  g_autoptr(TgGame) game = tg_test_game_from_sgf (KO_SETUP KO_MOVES);
  TgNode *leaf = tg_node_get_line_end (tg_game_get_root (game));
  g_autoptr(TgFigure) figure = tg_figure_new (game, tg_figure_find_move (leaf, 1), leaf, 0);
  g_autofree char *diagram = figure_diagram (figure);
  g_autofree char *notes = tg_figure_format_notes (figure);
  g_autofree char *title = tg_figure_format_title (figure);

  /* 1 was taken by 4 and stays; the black stone at D5 from before the
   * figure, taken by 1, stays too and is what 4 and 10 were played at. */
  g_assert_cmpstr (diagram, ==,
                   ".   .   .   .   .   8   .\n"
                   ".   .   X   O   .   9   .\n"
                   ".   X   1   X^  O   .   .\n"
                   ".   .   X   O   .   .   .\n"
                   ".   .   .   .   .   .   3\n"
                   "6   .   .   .   .   .   2\n"
                   "5   .   .   .   .   .   .\n");
  g_assert_cmpstr (notes, ==, "4 at ▲, 7 at 1, 10 at ▲");
  g_assert_cmpstr (title, ==, "Moves 1–10");
  g_assert_cmpuint (figure->first_move, ==, 1);
  g_assert_cmpuint (figure->last_move, ==, 10);
}

static void
test_remove_captured (void)
{
  g_autoptr(TgGame) game = tg_test_game_from_sgf (KO_SETUP KO_MOVES);
  TgNode *leaf = tg_node_get_line_end (tg_game_get_root (game));
  g_autoptr(TgFigure) figure = tg_figure_new (game, tg_figure_find_move (leaf, 1), leaf,
                                              TG_FIGURE_REMOVE_CAPTURED);
  g_autofree char *diagram = figure_diagram (figure);
  g_autofree char *notes = tg_figure_format_notes (figure);

  /* The stone from before the figure goes when 1 takes it, so 4 shows on
   * its point; numbered stones stay all the same. */
  g_assert_cmpstr (diagram, ==,
                   ".   .   .   .   .   8   .\n"
                   ".   .   X   O   .   9   .\n"
                   ".   X   1   4   O   .   .\n"
                   ".   .   X   O   .   .   .\n"
                   ".   .   .   .   .   .   3\n"
                   "6   .   .   .   .   .   2\n"
                   "5   .   .   .   .   .   .\n");
  g_assert_cmpstr (notes, ==, "7 at 1, 10 at 4");
}

static void
test_two_references_are_lettered (void)
{
  /* Two stones from before the figure are played at: a and b, not two
   * triangles.  White takes the ko at C5 (1) and the stone at G1 (3),
   * fills G1 (5); Black takes the ko back at D5 (6). */
  g_autoptr(TgGame) game = tg_test_game_from_sgf (
    "(;GM[1]FF[4]SZ[7]AB[cb][bc][dc][cd][gg]AW[db][ec][dd][gf]PL[W]"
    ";W[cc];B[ag];W[fg];B[af];W[gg];B[dc])");
  TgNode *leaf = tg_node_get_line_end (tg_game_get_root (game));
  g_autoptr(TgFigure) figure = tg_figure_new (game, tg_figure_find_move (leaf, 1), leaf, 0);
  g_autofree char *notes = tg_figure_format_notes (figure);

  g_assert_cmpstr (notes, ==, "5 at a, 6 at b");
  g_assert_cmpint (figure->marks[tg_test_point (game, "G1")], ==, 'a');
  g_assert_cmpint (figure->marks[tg_test_point (game, "D5")], ==, 'b');
}

static void
test_pass_is_noted (void)
{
  g_autoptr(TgGame) game = tg_test_game_from_sgf ("(;GM[1]FF[4]SZ[9];B[ee];W[];B[cc])");
  TgNode *leaf = tg_node_get_line_end (tg_game_get_root (game));
  g_autoptr(TgFigure) figure = tg_figure_new (game, tg_figure_find_move (leaf, 1), leaf, 0);
  g_autofree char *notes = tg_figure_format_notes (figure);

  g_assert_cmpstr (notes, ==, "2: pass");
  g_assert_cmpuint (figure->moves[tg_test_point (game, "E5")], ==, 1);
  g_assert_cmpuint (figure->moves[tg_test_point (game, "C7")], ==, 3);
}

static void
test_position_only (void)
{
  g_autoptr(TgGame) game = tg_test_game_from_sgf (KO_SETUP KO_MOVES);
  TgNode *leaf = tg_node_get_line_end (tg_game_get_root (game));
  g_autoptr(TgFigure) figure = tg_figure_new (game, NULL, leaf, 0);

  /* The position at the end as the rules have it: 10 at D5 took 7 at
   * C5; no number, no note. */
  tg_test_assert_board (figure->board,
                        ". . . . . X .\n"
                        ". . X O . O .\n"
                        ". X . X O . .\n"
                        ". . X O . . .\n"
                        ". . . . . . O\n"
                        "X . . . . . X\n"
                        "O . . . . . .\n");
  g_assert_null (tg_figure_format_notes (figure));
  g_assert_null (tg_figure_format_title (figure));
  for (guint i = 0; i < TG_MAX_POINTS; i++)
    g_assert_cmpuint (figure->moves[i], ==, 0);
}

static void
test_split (void)
{
  g_autoptr(TgGame) game = tg_test_game_from_sgf (KO_SETUP KO_MOVES);
  TgNode *leaf = tg_node_get_line_end (tg_game_get_root (game));
  g_autoptr(GPtrArray) figures = tg_figure_split (game, leaf, 4, -1);
  const char *titles[] = { "Moves 1–4", "Moves 5–8", "Moves 9–10" };
  g_autofree char *second = NULL;
  g_autofree char *third = NULL;

  g_assert_cmpuint (figures->len, ==, 3);
  for (guint i = 0; i < figures->len; i++)
    {
      g_autofree char *title = tg_figure_format_title (figures->pdata[i]);

      g_assert_cmpstr (title, ==, titles[i]);
    }
  /* The second starts from the position after 4: D5 is black and
   * unnumbered, C5 empty, so 7 shows on C5 and nothing is noted. */
  second = figure_diagram (figures->pdata[1]);
  g_assert_cmpstr (second, ==,
                   ".   .   .   .   .   8   .\n"
                   ".   .   X   O   .   .   .\n"
                   ".   X   7   X   O   .   .\n"
                   ".   .   X   O   .   .   .\n"
                   ".   .   .   .   .   .   O\n"
                   "6   .   .   .   .   .   X\n"
                   "5   .   .   .   .   .   .\n");
  g_assert_null (tg_figure_format_notes (figures->pdata[1]));
  third = figure_diagram (figures->pdata[2]);
  g_assert_cmpstr (third, ==,
                   ".   .   .   .   .   X   .\n"
                   ".   .   X   O   .   9   .\n"
                   ".   X   O   10  O   .   .\n"
                   ".   .   X   O   .   .   .\n"
                   ".   .   .   .   .   .   O\n"
                   "X   .   .   .   .   .   X\n"
                   "O   .   .   .   .   .   .\n");
}

static void
test_mn_and_pm (void)
{
  g_autoptr(TgGame) game = tg_test_game_from_sgf (
    KO_SETUP "PM[2];MN[101]W[cc];B[gf];W[ge];B[dc];W[ag];B[af];W[cc];B[fa];W[fb];B[dc])");
  TgNode *leaf = tg_node_get_line_end (tg_game_get_root (game));
  g_autoptr(TgFigure) figure = tg_figure_new (game, tg_figure_find_move (leaf, 101), leaf, 0);
  g_autofree char *notes = tg_figure_format_notes (figure);
  g_autofree char *title = tg_figure_format_title (figure);
  g_autofree char *shown = NULL;

  g_assert_cmpuint (tg_figure_move_number (leaf), ==, 110);
  g_assert_cmpuint (figure->first_move, ==, 101);
  g_assert_cmpuint (figure->numbering, ==, TG_FIGURE_NUMBERS_MODULO_100);
  /* PM[2]: 101 prints as 1, the title keeps the moves' own numbers. */
  g_assert_cmpstr (notes, ==, "4 at ▲, 7 at 1, 10 at ▲");
  g_assert_cmpstr (title, ==, "Moves 101–110");
  shown = tg_figure_format_number (figure, 108);
  g_assert_cmpstr (shown, ==, "8");
  g_assert_null (tg_figure_format_number (figure, 111));

  figure->numbering = TG_FIGURE_NUMBERS_AS_PLAYED;
  g_clear_pointer (&notes, g_free);
  notes = tg_figure_format_notes (figure);
  g_assert_cmpstr (notes, ==, "104 at ▲, 107 at 101, 110 at ▲");
}

static void
test_record_figures (void)
{
  g_autoptr(TgGame) game = tg_test_game_from_corpus ("teaching/glift_173-timmins.sgf");
  TgNode *leaf = tg_node_get_line_end (tg_game_get_root (game));
  g_autoptr(GPtrArray) figures = tg_figure_split (game, leaf, 0, -1);
  g_autoptr(GPtrArray) fg_nodes = g_ptr_array_new ();

  for (TgNode *node = leaf; node != NULL; node = node->parent)
    if (tg_node_has_prop (node, "FG"))
      g_ptr_array_insert (fg_nodes, 0, node);
  g_assert_cmpuint (fg_nodes->len, >=, 2);

  /* One figure per FG node of the main line, each starting there, with
   * FG[259:]'s flags and PM[2]'s numbering, one after the other. */
  g_assert_cmpuint (figures->len, ==, fg_nodes->len);
  for (guint i = 0; i < figures->len; i++)
    {
      const TgFigure *figure = figures->pdata[i];

      g_assert_true (figure->start == fg_nodes->pdata[i]);
      g_assert_true (figure->has_fg);
      g_assert_cmpuint (figure->fg_flags, ==, 259);
      g_assert_cmpuint (figure->numbering, ==, TG_FIGURE_NUMBERS_MODULO_100);
      if (i > 0)
        g_assert_cmpuint (figure->first_move, ==,
                          ((const TgFigure *) figures->pdata[i - 1])->last_move + 1);
    }
  g_assert_cmpuint (((const TgFigure *) figures->pdata[figures->len - 1])->last_move, ==,
                    tg_figure_move_number (leaf));
}

int
main (int   argc,
      char *argv[])
{
  tg_test_init_corpus (&argc, &argv);
  g_test_init (&argc, &argv, NULL);

  tg_test_add_func ("/figure/ko", test_ko_figure);
  tg_test_add_func ("/figure/remove-captured", test_remove_captured);
  tg_test_add_func ("/figure/lettered", test_two_references_are_lettered);
  tg_test_add_func ("/figure/pass", test_pass_is_noted);
  tg_test_add_func ("/figure/position-only", test_position_only);
  tg_test_add_func ("/figure/split", test_split);
  tg_test_add_func ("/figure/mn-pm", test_mn_and_pm);
  tg_test_add_corpus_func ("/figure/record-figures", test_record_figures);

  return tg_test_run ();
}
