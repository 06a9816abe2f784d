/* test-score.c: area scoring, the last-collector adjustment, result
 * formats, handicap placement and nigiri (spec §6–§9), and the §7
 * identity over thousands of random games.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tg-score.h"
#include "tg-test-util.h"

#include <gio/gio.h>
#include <math.h>

static TgPointSet *
dead_at (const TgBoard *board,
         const char    *const *names)
{
  TgPointSet *set = tg_point_set_new ();

  for (guint i = 0; names[i] != NULL; i++)
    tg_point_set_add (set, tg_test_board_point (board, names[i]));
  return set;
}

static void
test_point_set (void)
{
  g_autoptr(TgBoard) board = tg_test_board (". X X . .\n"
                                            ". . X . O\n"
                                            ". . . . O\n"
                                            "X . . . .\n"
                                            ". . . . .\n");
  g_autoptr(TgPointSet) set = tg_point_set_new ();
  g_autoptr(TgPointSet) copy = NULL;
  TgPoint last = TG_MAX_POINTS - 1;

  g_assert_cmpuint (tg_point_set_count (set), ==, 0);
  tg_point_set_add (set, tg_test_board_point (board, "A2"));
  tg_point_set_add (set, last);
  g_assert_true (tg_point_set_contains (set, tg_test_board_point (board, "A2")));
  g_assert_true (tg_point_set_contains (set, last));
  g_assert_false (tg_point_set_contains (set, tg_test_board_point (board, "A1")));
  g_assert_false (tg_point_set_contains (set, -5));
  g_assert_cmpuint (tg_point_set_count (set), ==, 2);

  copy = tg_point_set_copy (set);
  g_assert_true (tg_point_set_equal (set, copy));
  tg_point_set_remove (copy, last);
  g_assert_false (tg_point_set_equal (set, copy));
  g_assert_cmpuint (tg_point_set_count (copy), ==, 1);
  tg_point_set_clear (set);
  g_assert_cmpuint (tg_point_set_count (set), ==, 0);

  /* Toggling any stone of the three-stone group marks all three; an
   * empty point changes nothing; toggling again revives them. */
  tg_point_set_toggle_group (set, board, tg_test_board_point (board, "C4"));
  g_assert_cmpuint (tg_point_set_count (set), ==, 3);
  g_assert_true (tg_point_set_contains (set, tg_test_board_point (board, "B5")));
  g_assert_true (tg_point_set_contains (set, tg_test_board_point (board, "C5")));
  g_assert_false (tg_point_set_contains (set, tg_test_board_point (board, "E4")));
  tg_point_set_toggle_group (set, board, tg_test_board_point (board, "D3"));
  g_assert_cmpuint (tg_point_set_count (set), ==, 3);
  tg_point_set_toggle_group (set, board, tg_test_board_point (board, "E3"));
  g_assert_cmpuint (tg_point_set_count (set), ==, 5);
  tg_point_set_toggle_group (set, board, tg_test_board_point (board, "B5"));
  g_assert_cmpuint (tg_point_set_count (set), ==, 2);
  g_assert_true (tg_point_set_contains (set, tg_test_board_point (board, "E4")));
}

/* Black's wall on column D, White's on E with one stone stepping out to
 * F4, leaving a dame at E4.  A white stone (B6) is dead in Black's area,
 * a black one (H8) in White's. */
static const char finished_9x9[] =
  ". . . X O . . . .\n"
  ". . . X O . . X .\n"
  ". . . X O . . . .\n"
  ". O . X O . . . .\n"
  ". . . X O . . . .\n"
  ". . . X . O . . .\n"
  ". . . X O . . . .\n"
  ". . . X O . . . .\n"
  ". . . X O . . . .\n";

static void
test_finished_position (void)
{
  g_autoptr(TgBoard) board = tg_test_board (finished_9x9);
  const char *const dead_names[] = { "B6", "H8", NULL };
  g_autoptr(TgPointSet) dead = dead_at (board, dead_names);
  TgScoreParams params = { TG_RULES_WMSG, 6.5, 0, TG_BLACK, { 2, 3 }, { 40, 40 } };
  TgColor owner[81];
  TgScore score;
  g_autofree char *points = NULL;

  tg_score_compute (&score, board, dead, &params);
  g_assert_cmpuint (score.size, ==, 9);
  g_assert_cmpuint (score.stones[0], ==, 9);
  g_assert_cmpuint (score.stones[1], ==, 9);
  g_assert_cmpuint (score.dead[0], ==, 1);
  g_assert_cmpuint (score.dead[1], ==, 1);
  /* Columns A–C (27 points, the dead stone's included) and F–J less F4. */
  g_assert_cmpuint (score.territory[0], ==, 27);
  g_assert_cmpuint (score.territory[1], ==, 35);
  g_assert_cmpuint (score.shared, ==, 1);
  g_assert_cmpfloat (score.area[0], ==, 36.5);
  g_assert_cmpfloat (score.area[1], ==, 44.5);
  /* Black passed first: White collected last, which costs nothing. */
  g_assert_cmpint (score.last_collector, ==, TG_WHITE);
  g_assert_cmpfloat (score.adjustment, ==, 0.0);
  g_assert_cmpfloat (score.margin, ==, 36.5 - 44.5 - 6.5);
  points = tg_score_format_points (&score);
  g_assert_cmpstr (points, ==, "W+14.5");

  /* Prisoners: captures during play plus the opponent's dead stones. */
  g_assert_cmpuint (score.prisoners[0], ==, 2 + 1);
  g_assert_cmpuint (score.prisoners[1], ==, 3 + 1);
  g_assert_cmpfloat (score.territory_margin, ==, (27.0 + 3) - (35 + 4) - 6.5);
  g_assert_cmpint (score.fill_in_left[0], ==, 180 - 36);
  g_assert_cmpint (score.fill_in_left[1], ==, 180 - 44);

  tg_score_ownership (board, dead, owner);
  g_assert_cmpint (owner[0], ==, TG_BLACK);                 /* A9 */
  g_assert_cmpint (owner[3 * 9 + 1], ==, TG_BLACK);         /* B6, dead white */
  g_assert_cmpint (owner[1 * 9 + 7], ==, TG_WHITE);         /* H8, dead black */
  g_assert_cmpint (owner[5 * 9 + 4], ==, TG_EMPTY);         /* E4, dame */
  g_assert_cmpint (owner[5 * 9 + 5], ==, TG_WHITE);         /* F4, a stone */
  g_assert_cmpint (owner[8 * 9 + 8], ==, TG_WHITE);

  /* Without the marks the dead stones count for their owners and spoil
   * the territory they sit in. */
  tg_score_compute (&score, board, NULL, &params);
  g_assert_cmpuint (score.stones[0], ==, 10);
  g_assert_cmpuint (score.stones[1], ==, 10);
  g_assert_cmpuint (score.territory[0] + score.territory[1], ==, 0);
  g_assert_cmpuint (score.shared, ==, 81 - 20);
}

/* The classic seki with two shared liberties: neither the black pair at
 * B5/B4 nor the white ring around it can approach without being taken. */
static const char seki_5x5[] =
  ". X . X .\n"
  "O X O X .\n"
  "O O O X .\n"
  "X X X X .\n"
  ". . . . .\n";

static void
test_seki (void)
{
  g_autoptr(TgBoard) board = tg_test_board (seki_5x5);
  TgScoreParams params = { TG_RULES_CHINESE, 0.0, 0, TG_WHITE };
  TgScore score;
  g_autofree char *points = NULL;

  g_assert_cmpuint (tg_board_get_liberties (board, tg_test_board_point (board, "B5")), ==, 2);
  g_assert_cmpuint (tg_board_get_liberties (board, tg_test_board_point (board, "A4")), ==, 2);

  tg_score_compute (&score, board, NULL, &params);
  g_assert_cmpuint (score.shared, ==, 2);
  g_assert_cmpuint (score.stones[0], ==, 9);
  g_assert_cmpuint (score.stones[1], ==, 5);
  g_assert_cmpuint (score.territory[0], ==, 9);
  g_assert_cmpuint (score.territory[1], ==, 0);
  /* Each side takes half of each of the two seki eyes. */
  g_assert_cmpfloat (score.area[0], ==, 18 + 1);
  g_assert_cmpfloat (score.area[1], ==, 5 + 1);
  g_assert_cmpint (score.last_collector, ==, TG_EMPTY);
  points = tg_score_format_points (&score);
  g_assert_cmpstr (points, ==, "B+13");
}

/* The seki board with a komi no reader or option lets through: taken at
 * the 5×5 bound, 26, so margins and stone counts stay printable. */
static void
test_komi_bound (void)
{
  g_autoptr(TgBoard) board = tg_test_board (seki_5x5);
  TgScoreParams params = { TG_RULES_CHINESE, 1e308, 0, TG_WHITE };
  TgScore score;
  g_autofree char *points = NULL;
  g_autofree char *stones = NULL;

  tg_score_compute (&score, board, NULL, &params);
  g_assert_cmpfloat (score.komi, ==, 26);
  points = tg_score_format_points (&score);
  /* 19 − 6 − 26 */
  g_assert_cmpstr (points, ==, "W+13");
  stones = tg_score_format_stones (&score);
  /* Half the board (12½) and half the komi (13): 25½ needed. */
  g_assert_nonnull (strstr (stones, "25½ needed"));

  params.komi = NAN;
  tg_score_compute (&score, board, NULL, &params);
  g_assert_cmpfloat (score.komi, ==, 0);
}

static void
test_last_collector (void)
{
  g_autoptr(TgBoard) board = tg_test_board (finished_9x9);
  const char *const dead_names[] = { "B6", "H8", NULL };
  g_autoptr(TgPointSet) dead = dead_at (board, dead_names);
  TgScoreParams params = { TG_RULES_WMSG, 6.5, 0, TG_BLACK };
  TgScore black_first, white_first, chinese, handicap, unended;
  g_autofree char *points = NULL;

  tg_score_compute (&black_first, board, dead, &params);
  params.first_passer = TG_WHITE;
  tg_score_compute (&white_first, board, dead, &params);
  g_assert_cmpint (black_first.last_collector, ==, TG_WHITE);
  g_assert_cmpfloat (black_first.adjustment, ==, 0);
  g_assert_cmpint (white_first.last_collector, ==, TG_BLACK);
  g_assert_cmpfloat (white_first.adjustment, ==, 1);
  g_assert_cmpfloat (white_first.margin, ==, black_first.margin - 1);
  points = tg_score_format_points (&white_first);
  g_assert_cmpstr (points, ==, "W+15.5");

  params.rules = TG_RULES_CHINESE;
  params.komi = 7.5;
  tg_score_compute (&chinese, board, dead, &params);
  g_assert_cmpint (chinese.last_collector, ==, TG_EMPTY);
  g_assert_cmpfloat (chinese.adjustment, ==, 0);
  g_assert_cmpfloat (chinese.margin, ==, 36.5 - 44.5 - 7.5);

  /* A three-stone handicap: White gets three points, no adjustment. */
  params.rules = TG_RULES_WMSG;
  params.komi = 0.5;
  params.handicap = 3;
  tg_score_compute (&handicap, board, dead, &params);
  g_assert_cmpint (handicap.last_collector, ==, TG_EMPTY);
  g_assert_cmpfloat (handicap.adjustment, ==, 0);
  g_assert_cmpfloat (handicap.handicap_compensation, ==, 3);
  g_assert_cmpfloat (handicap.margin, ==, 36.5 - 44.5 - 0.5 - 3);

  /* No final passes (a position mid-game): nobody collected last. */
  params.handicap = 0;
  params.first_passer = TG_EMPTY;
  tg_score_compute (&unended, board, dead, &params);
  g_assert_cmpint (unended.last_collector, ==, TG_EMPTY);
  g_assert_cmpfloat (unended.adjustment, ==, 0);
}

/* What the adjustment and komi mean, said to a player who has never
 * read the rules: what happened and what it costs. */
static void
test_describe_terms (void)
{
  g_autoptr(TgBoard) board = tg_test_board (finished_9x9);
  const char *const dead_names[] = { "B6", "H8", NULL };
  g_autoptr(TgPointSet) dead = dead_at (board, dead_names);
  TgScoreParams params = { TG_RULES_WMSG, 6.5, 0, TG_BLACK };
  struct { const char *adjustment; const char *owed; } expected[] = {
    /* Black passed first: White played last, and only Black pays. */
    { "White made the last move before the passes: no adjustment",
      "White receives a komi of 6.5 points for moving second" },
    { "Black made the last move before the passes: Black gives 1 point (WMSG rules, article 6)",
      "White receives a komi of 6.5 points for moving second, and 1 more because Black made "
      "the last move before the passes" },
    { "The Chinese rules give nothing for the last move before the passes",
      "White receives a komi of 7.5 points for moving second" },
    { "A handicap game gives nothing for the last move before the passes",
      "White receives a komi of 0.5 points and 1 point for each of Black’s 3 handicap stones" },
    { "Play did not end with two passes: nothing for the last move",
      "White receives a komi of 1 point for moving second" },
  };
  TgScoreParams cases[G_N_ELEMENTS (expected)];

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    cases[i] = params;
  cases[1].first_passer = TG_WHITE;
  cases[2].rules = TG_RULES_CHINESE;
  cases[2].komi = 7.5;
  cases[2].first_passer = TG_WHITE;
  cases[3].komi = 0.5;
  cases[3].handicap = 3;
  cases[3].first_passer = TG_WHITE;
  cases[4].komi = 1;
  cases[4].first_passer = TG_EMPTY;

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *adjustment = NULL;
      g_autofree char *owed = NULL;
      TgScore score;

      tg_score_compute (&score, board, dead, &cases[i]);
      adjustment = tg_score_describe_adjustment (&score);
      owed = tg_score_describe_owed (&score);
      g_assert_cmpstr (adjustment, ==, expected[i].adjustment);
      g_assert_cmpstr (owed, ==, expected[i].owed);
    }
}

static void
test_draw (void)
{
  g_autoptr(TgBoard) board = tg_test_board (". . X O .\n"
                                            ". . X O .\n"
                                            ". . X O .\n"
                                            ". . X O .\n"
                                            ". . X O .\n");
  TgScoreParams params = { TG_RULES_CHINESE, 5.0, 0, TG_BLACK };
  TgScore score;
  g_autofree char *points = NULL;
  g_autofree char *stones = NULL;

  tg_score_compute (&score, board, NULL, &params);
  g_assert_cmpfloat (score.area[0], ==, 15);
  g_assert_cmpfloat (score.area[1], ==, 10);
  g_assert_cmpfloat (score.margin, ==, 0);
  points = tg_score_format_points (&score);
  g_assert_cmpstr (points, ==, "0");
  stones = tg_score_format_stones (&score);
  g_assert_cmpstr (stones, ==, "Black 15 stones, 15 needed: a draw");
}

static void
test_empty_board (void)
{
  g_autoptr(TgBoard) board = tg_board_new (9);
  TgScoreParams params = { TG_RULES_WMSG, 6.5, 0, TG_WHITE };
  TgScore score;

  /* A region touching no stone at all belongs to nobody. */
  tg_score_compute (&score, board, NULL, &params);
  g_assert_cmpuint (score.shared, ==, 81);
  g_assert_cmpfloat (score.area[0], ==, 40.5);
  g_assert_cmpfloat (score.area[1], ==, 40.5);
  g_assert_cmpfloat (score.margin, ==, -6.5 - 1);
}

static void
test_quarters (void)
{
  const struct { double value; const char *text; } cases[] = {
    { 184.25, "184¼" }, { 183.75, "183¾" }, { 0.5, "½" }, { 0.75, "¾" },
    { 3, "3" }, { 0, "0" }, { -1.25, "-1¼" }, { 180.5, "180½" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = tg_format_quarters (cases[i].value);

      g_assert_cmpstr (text, ==, cases[i].text);
    }
}

static void
test_format_stones (void)
{
  g_autoptr(TgBoard) board = tg_test_board (finished_9x9);
  const char *const dead_names[] = { "B6", "H8", NULL };
  g_autoptr(TgPointSet) dead = dead_at (board, dead_names);
  TgScoreParams params = { TG_RULES_WMSG, 6.5, 0, TG_BLACK };
  TgScore score = { 0 };
  char *text;

  /* 19×19: half the board is 180½; komi 6.5 adds 3¼ stones. */
  score.size = 19;
  score.komi = 6.5;
  score.area[0] = 184;
  score.area[1] = 177;
  score.margin = 184 - 177 - 6.5;
  text = tg_score_format_stones (&score);
  g_assert_cmpstr (text, ==, "Black 184 stones, 183¾ needed: Black wins by ¼ stone");
  g_free (text);

  /* Chinese 2002: 7.5 komi is 3¾ stones, so Black needs 184¼. */
  score.komi = 7.5;
  score.area[0] = 182.5;
  score.area[1] = 178.5;
  score.margin = 182.5 - 178.5 - 7.5;
  text = tg_score_format_stones (&score);
  g_assert_cmpstr (text, ==, "Black 182½ stones, 184¼ needed: White wins by 1¾ stones");
  g_free (text);

  /* The adjustment is half a stone more for Black to find. */
  score.komi = 6.5;
  score.adjustment = 1;
  score.area[0] = 185;
  score.area[1] = 176;
  score.margin = 185 - 176 - 6.5 - 1;
  text = tg_score_format_stones (&score);
  g_assert_cmpstr (text, ==, "Black 185 stones, 184¼ needed: Black wins by ¾ stone");
  g_free (text);

  /* And a computed 9×9 score: half is 40½, komi 3¼ stones. */
  tg_score_compute (&score, board, dead, &params);
  text = tg_score_format_stones (&score);
  g_assert_cmpstr (text, ==, "Black 36½ stones, 43¾ needed: White wins by 7¼ stones");
  g_free (text);
}

static void
assert_placement (guint        size,
                  guint        stones,
                  const char  *expected)
{
  g_autoptr(TgBoard) board = tg_board_new (size);
  g_autoptr(GArray) points = g_array_new (FALSE, FALSE, sizeof (TgPoint));
  g_autoptr(GString) names = g_string_new (NULL);

  g_assert_true (tg_handicap_fixed_points (board, stones, points));
  g_assert_cmpuint (points->len, ==, stones);
  for (guint i = 0; i < points->len; i++)
    {
      g_autofree char *name = tg_board_point_to_gtp (board, g_array_index (points, TgPoint, i));

      g_string_append_printf (names, "%s%s", i > 0 ? " " : "", name);
    }
  g_assert_cmpstr (names->str, ==, expected);
}

static void
test_handicap_placement (void)
{
  g_autoptr(TgBoard) small = tg_board_new (5);
  g_autoptr(TgBoard) even = tg_board_new (8);
  g_autoptr(TgBoard) seven = tg_board_new (7);
  g_autoptr(GArray) points = g_array_new (FALSE, FALSE, sizeof (TgPoint));

  /* Upper right, lower left, lower right, upper left, centre for odd
   * counts, then left and right sides, then top and bottom. */
  assert_placement (19, 2, "Q16 D4");
  assert_placement (19, 3, "Q16 D4 Q4");
  assert_placement (19, 4, "Q16 D4 Q4 D16");
  assert_placement (19, 5, "Q16 D4 Q4 D16 K10");
  assert_placement (19, 6, "Q16 D4 Q4 D16 D10 Q10");
  assert_placement (19, 7, "Q16 D4 Q4 D16 D10 Q10 K10");
  assert_placement (19, 8, "Q16 D4 Q4 D16 D10 Q10 K16 K4");
  assert_placement (19, 9, "Q16 D4 Q4 D16 D10 Q10 K16 K4 K10");
  assert_placement (13, 4, "K10 D4 K4 D10");
  assert_placement (13, 9, "K10 D4 K4 D10 D7 K7 G10 G4 G7");
  assert_placement (9, 5, "G7 C3 G3 C7 E5");
  assert_placement (9, 8, "G7 C3 G3 C7 C5 G5 E7 E3");
  assert_placement (8, 4, "F6 C3 F3 C6");
  assert_placement (7, 2, "E5 C3");

  g_assert_false (tg_handicap_fixed_points (small, 2, points));
  g_assert_false (tg_handicap_fixed_points (even, 5, points));
  g_assert_false (tg_handicap_fixed_points (seven, 5, points));
  g_assert_false (tg_handicap_fixed_points (even, 1, points));
  g_assert_false (tg_handicap_fixed_points (even, 10, points));
  g_assert_cmpuint (points->len, ==, 0);
}

static guint
fixed_handful (gpointer user_data)
{
  return GPOINTER_TO_UINT (user_data);
}

static void
test_nigiri (void)
{
  guint handful = 0;

  g_assert_true (tg_nigiri (TRUE, fixed_handful, GUINT_TO_POINTER (7), &handful));
  g_assert_cmpuint (handful, ==, 7);
  g_assert_false (tg_nigiri (FALSE, fixed_handful, GUINT_TO_POINTER (7), &handful));
  g_assert_true (tg_nigiri (FALSE, fixed_handful, GUINT_TO_POINTER (12), &handful));
  g_assert_false (tg_nigiri (TRUE, fixed_handful, GUINT_TO_POINTER (12), NULL));
  /* Out of range: no empty hands, no more than 30. */
  g_assert_true (tg_nigiri (TRUE, fixed_handful, GUINT_TO_POINTER (0), &handful));
  g_assert_cmpuint (handful, ==, 1);
  g_assert_true (tg_nigiri (FALSE, fixed_handful, GUINT_TO_POINTER (99), &handful));
  g_assert_cmpuint (handful, ==, 30);
}

static void
test_rule_sets (void)
{
  TgRuleSet rules = TG_RULES_CHINESE;

  g_assert_cmpfloat (tg_rules_default_komi (TG_RULES_WMSG, 0), ==, 6.5);
  g_assert_cmpfloat (tg_rules_default_komi (TG_RULES_CHINESE, 0), ==, 7.5);
  g_assert_cmpfloat (tg_rules_default_komi (TG_RULES_WMSG, 4), ==, 0.5);
  g_assert_cmpfloat (tg_rules_default_komi (TG_RULES_CHINESE, 2), ==, 0.5);
  g_assert_cmpstr (tg_rules_to_sgf (TG_RULES_WMSG), ==, "WMSG");
  g_assert_cmpstr (tg_rules_to_sgf (TG_RULES_CHINESE), ==, "Chinese");

  g_assert_true (tg_rules_from_string ("wmsg", &rules));
  g_assert_cmpint (rules, ==, TG_RULES_WMSG);
  g_assert_true (tg_rules_from_string (" CHINESE ", &rules));
  g_assert_cmpint (rules, ==, TG_RULES_CHINESE);
  g_assert_false (tg_rules_from_string ("Japanese", &rules));
  g_assert_false (tg_rules_from_string (NULL, &rules));
  g_assert_cmpint (rules, ==, TG_RULES_CHINESE);
}

/* A game played out to the end: plays @moves ("C3", "pass"...) from
 * Black, counting captures and placed stones the way TgGame does. */
typedef struct
{
  TgBoard      *board;
  TgScoreParams params;
  guint         n_passes;
  TgColor       last_passer;
  TgColor       to_move;
} Playout;

static void
playout_move (Playout *game,
              TgPoint  point)
{
  TgColor color = game->to_move;
  TgColor other = TG_OTHER (color);

  if (point == TG_PASS)
    {
      /* The first of the last two passes: remembered when a pass
       * follows the other colour's pass. */
      if (game->last_passer == other)
        game->params.first_passer = other;
      game->last_passer = color;
      game->n_passes++;
    }
  else
    {
      guint before = tg_board_count (game->board, other);

      g_assert_cmpint (tg_board_play (game->board, color, point, NULL), ==, TG_MOVE_OK);
      game->params.captures[color - 1] += before - tg_board_count (game->board, other);
      game->params.placed[color - 1]++;
      game->last_passer = TG_EMPTY;
      game->params.first_passer = TG_EMPTY;
    }
  game->to_move = other;
}

/* Spec §7, in whole points: area difference = territory-with-prisoners
 * difference + placed difference, for any marks; and when the passes
 * came only at the end, the WMSG adjustment makes both margins agree
 * (Chinese 2002 keeps the stone Black placed last). */
static void
assert_counting_identity (const TgScore *score,
                          gboolean       passes_only_at_end)
{
  double area = score->area[0] - score->area[1];
  double territory = (double) score->territory[0] + score->prisoners[0]
                     - score->territory[1] - score->prisoners[1];
  double placed = (double) score->placed[0] - score->placed[1];

  g_assert_cmpfloat (score->area[0] + score->area[1], ==, score->size * score->size);
  g_assert_cmpfloat (area, ==, territory + placed);
  g_assert_cmpfloat (score->margin, ==, score->territory_margin + placed - score->adjustment);
  if (passes_only_at_end && score->rules == TG_RULES_WMSG)
    g_assert_cmpfloat (score->margin, ==, score->territory_margin);
}

static void
test_identity_played_game (void)
{
  /* A short 5×5 game with captures on both sides, in which White passes
   * once too early (move 20) before both pass at the end. */
  const char *moves[] = {
    "C3", "C4", "D4", "B3", "B4", "C5", "D5", "B5", "A4", "B2", "C2", "A3",
    "A5", "B1", "C1", "D3", "E3", "D2", "E2", "pass", "D1", "pass", "pass",
  };
  g_autoptr(TgBoard) board = tg_board_new (5);
  Playout game = { board, { TG_RULES_WMSG, 6.5, 0, TG_EMPTY }, 0, TG_EMPTY, TG_BLACK };
  TgScore score;

  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    {
      TgPoint point = TG_PASS;

      if (g_strcmp0 (moves[i], "pass") != 0)
        point = tg_test_board_point (board, moves[i]);
      playout_move (&game, point);
    }
  g_assert_cmpint (game.params.first_passer, ==, TG_WHITE);
  tg_score_compute (&score, board, NULL, &game.params);
  g_assert_cmpuint (score.placed[0] + score.placed[1], ==, G_N_ELEMENTS (moves) - 3);
  /* White's mid-game pass gave Black a stone: the two margins differ. */
  assert_counting_identity (&score, FALSE);
  g_assert_cmpfloat (score.margin, ==, score.territory_margin + 1);
}

static TgPoint
random_move (GRand   *rand,
             TgBoard *board,
             TgColor  color,
             GArray  *candidates)
{
  guint n_points = tg_board_get_n_points (board);

  g_array_set_size (candidates, 0);
  for (guint n = 0; n < n_points; n++)
    {
      TgPoint p = tg_board_nth_point (board, n);

      if (tg_board_get (board, p) == TG_EMPTY)
        g_array_append_val (candidates, p);
    }
  while (candidates->len > 0)
    {
      guint i = g_rand_int_range (rand, 0, candidates->len);
      TgPoint p = g_array_index (candidates, TgPoint, i);

      if (!tg_board_is_eye (board, p, color) &&
          tg_board_check (board, color, p, NULL) == TG_MOVE_OK)
        return p;
      g_array_remove_index_fast (candidates, i);
    }
  return TG_PASS;
}

static void
test_identity_random_games (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (20080101);
  g_autoptr(GArray) candidates = g_array_new (FALSE, FALSE, sizeof (TgPoint));
  g_autoptr(GArray) stones = g_array_new (FALSE, FALSE, sizeof (TgPoint));
  guint n_games = g_test_thorough () ? 50000 : 5000;
  guint n_clean = 0, n_adjusted = 0;

  for (guint g = 0; g < n_games; g++)
    {
      g_autoptr(TgBoard) board = tg_board_new (9);
      g_autoptr(TgPointSet) dead = tg_point_set_new ();
      TgRuleSet rules = g % 3 == 0 ? TG_RULES_CHINESE : TG_RULES_WMSG;
      Playout game = { board, { rules, tg_rules_default_komi (rules, 0), 0, TG_EMPTY },
                       0, TG_EMPTY, TG_BLACK };
      gboolean two_passes = FALSE;
      TgScore score;

      /* Light playouts never fill their own eyes, so they end; the cap
       * only stops a rare long ko fight (no superko here). */
      for (guint move = 0; move < 400 && !two_passes; move++)
        {
          TgColor color = game.to_move;

          playout_move (&game, random_move (rand, board, color, candidates));
          two_passes = game.params.first_passer != TG_EMPTY;
        }

      /* Mark a random group or two dead, as players might. */
      for (guint k = g_rand_int_range (rand, 0, 3); k > 0; k--)
        {
          TgPoint p = tg_board_nth_point (board, g_rand_int_range (rand, 0, 81));

          tg_point_set_toggle_group (dead, board, p);
        }

      tg_score_compute (&score, board, dead, &game.params);
      g_assert_cmpuint (score.stones[0] + score.stones[1] + score.dead[0] + score.dead[1],
                        ==, tg_board_count (board, TG_BLACK) + tg_board_count (board, TG_WHITE));
      g_assert_cmpuint (score.dead[0] + score.dead[1], ==, tg_point_set_count (dead));
      assert_counting_identity (&score, two_passes && game.n_passes == 2);
      if (two_passes && game.n_passes == 2 && rules == TG_RULES_WMSG)
        {
          n_clean++;
          n_adjusted += score.adjustment != 0;
        }
    }

  g_test_message ("%u of %u WMSG games had passes only at the end, %u with Black collecting last",
                  n_clean, n_games - (n_games + 2) / 3, n_adjusted);
  /* The margins' agreement must really have been tested, both ways. */
  g_assert_cmpuint (n_clean, >, n_games / 20);
  g_assert_cmpuint (n_adjusted, >, 0);
  g_assert_cmpuint (n_adjusted, <, n_clean);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/score/point-set", test_point_set);
  g_test_add_func ("/score/finished-position", test_finished_position);
  g_test_add_func ("/score/seki", test_seki);
  g_test_add_func ("/score/last-collector", test_last_collector);
  g_test_add_func ("/score/describe-terms", test_describe_terms);
  g_test_add_func ("/score/draw", test_draw);
  g_test_add_func ("/score/empty-board", test_empty_board);
  g_test_add_func ("/score/quarters", test_quarters);
  g_test_add_func ("/score/format-stones", test_format_stones);
  g_test_add_func ("/score/handicap-placement", test_handicap_placement);
  g_test_add_func ("/score/nigiri", test_nigiri);
  g_test_add_func ("/score/rule-sets", test_rule_sets);
  g_test_add_func ("/score/identity/played-game", test_identity_played_game);
  g_test_add_func ("/score/komi-bound", test_komi_bound);
  g_test_add_func ("/score/identity/random-games", test_identity_random_games);

  return g_test_run ();
}
