/* test-game-end.c: the end of a game in the game model — two passes,
 * marking dead stones, acceptance with RE/TB/TW written and restored,
 * resumption, resignation, time (spec §5, §6, §10) — and the §7 identity
 * on real games.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tg-node-private.h"
#include "tg-game.h"

#include <gio/gio.h>

#include "tg-estimate.h"
#include "tg-sgf.h"
#include "tg-test-util.h"
#include "tg-board-private.h"

/* A finished 9×9 position: Black owns columns A–C behind the D wall,
 * White F–J behind the E wall with F4 stepping out, E4 is dame.  White's
 * B6 and A2 are dead in Black's area, Black's H8 and G2 in White's. */
static const char finished_record[] =
  "(;GM[1]FF[4]SZ[9]KM[6.5]RU[WMSG]"
  "AB[da:di][hb][gh]AW[ea:ee][eg:ei][ff][bd][ah])";

static TgGame *
counting_game (TgTestSignals *signals)
{
  TgGame *game = tg_test_game_from_sgf (finished_record);

  g_assert_cmpint (tg_game_get_phase (game), ==, TG_PHASE_PLAYING);
  if (signals != NULL)
    tg_test_watch (game, signals);
  tg_test_play (game, "pass");
  g_assert_cmpint (tg_game_get_phase (game), ==, TG_PHASE_PLAYING);
  tg_test_play (game, "pass");
  g_assert_cmpint (tg_game_get_phase (game), ==, TG_PHASE_COUNTING);
  return game;
}

static void
mark_all_dead (TgGame *game)
{
  tg_game_toggle_dead (game, tg_test_point (game, "H8"));
  tg_game_toggle_dead (game, tg_test_point (game, "B6"));
  g_assert_cmpuint (tg_point_set_count (tg_game_get_dead (game)), ==, 4);
}

static void
test_pass_pass_counting (void)
{
  TgTestSignals signals;
  g_autoptr(TgGame) game = counting_game (&signals);
  TgScore score;

  g_assert_cmpuint (signals.phase, ==, 1);
  g_assert_cmpuint (signals.changed, ==, 2);
  g_assert_cmpint (tg_game_get_first_passer (game), ==, TG_BLACK);
  g_assert_true (tg_game_get_end_node (game) == tg_game_get_current (game));
  g_assert_false (tg_game_get_resumed (game));
  g_assert_cmpuint (tg_point_set_count (tg_game_get_dead (game)), ==, 0);

  /* With everything alive both areas are mixed: only stones count. */
  tg_game_get_score (game, &score);
  g_assert_cmpuint (score.stones[0], ==, 11);
  g_assert_cmpuint (score.stones[1], ==, 11);
  g_assert_cmpuint (score.shared, ==, 59);
  g_assert_cmpint (score.last_collector, ==, TG_WHITE);
}

static void
test_marking (void)
{
  TgTestSignals signals;
  g_autoptr(TgGame) game = counting_game (&signals);
  g_autoptr(TgPointSet) suggestion = tg_point_set_new ();
  const TgPointSet *dead;
  TgScore score;
  g_autofree char *result = NULL;

  /* H8 takes G2 with it: same colour, same region, no living white
   * stone between; the black wall beyond White's wall is untouched. */
  tg_game_toggle_dead (game, tg_test_point (game, "H8"));
  dead = tg_game_get_dead (game);
  g_assert_cmpuint (tg_point_set_count (dead), ==, 2);
  g_assert_true (tg_point_set_contains (dead, tg_test_point (game, "G2")));
  g_assert_cmpuint (signals.changed, ==, 3);
  g_assert_true (tg_game_can_undo (game));

  tg_game_toggle_dead (game, tg_test_point (game, "A2"));
  g_assert_cmpuint (tg_point_set_count (tg_game_get_dead (game)), ==, 4);
  g_assert_true (tg_point_set_contains (tg_game_get_dead (game), tg_test_point (game, "B6")));
  tg_game_get_score (game, &score);
  result = tg_score_format_points (&score);
  g_assert_cmpstr (result, ==, "W+14.5");
  g_assert_cmpfloat (score.area[0], ==, 36.5);

  /* Reviving G2 revives H8; undo brings both marks back step by step. */
  tg_game_toggle_dead (game, tg_test_point (game, "G2"));
  g_assert_cmpuint (tg_point_set_count (tg_game_get_dead (game)), ==, 2);
  g_assert_false (tg_point_set_contains (tg_game_get_dead (game), tg_test_point (game, "H8")));
  g_assert_true (tg_game_undo (game));
  g_assert_cmpuint (tg_point_set_count (tg_game_get_dead (game)), ==, 4);
  g_assert_true (tg_game_undo (game));
  g_assert_cmpuint (tg_point_set_count (tg_game_get_dead (game)), ==, 2);
  g_assert_false (tg_point_set_contains (tg_game_get_dead (game), tg_test_point (game, "B6")));
  g_assert_cmpint (tg_game_get_phase (game), ==, TG_PHASE_COUNTING);

  /* Toggling an empty point is no step. */
  tg_game_toggle_dead (game, tg_test_point (game, "E4"));
  g_assert_cmpuint (tg_point_set_count (tg_game_get_dead (game)), ==, 2);

  /* A suggestion replaces the marks as one step. */
  tg_point_set_add (suggestion, tg_test_point (game, "A2"));
  tg_game_set_dead (game, suggestion);
  g_assert_true (tg_point_set_equal (tg_game_get_dead (game), suggestion));
  g_assert_true (tg_game_undo (game));
  g_assert_cmpuint (tg_point_set_count (tg_game_get_dead (game)), ==, 2);

  /* Marks are not stones: they can be taken back without takebacks. */
  tg_game_set_takebacks (game, FALSE);
  g_assert_true (tg_game_undo (game));
  g_assert_cmpuint (tg_point_set_count (tg_game_get_dead (game)), ==, 0);
  g_assert_false (tg_game_can_undo (game));
}

static void
assert_counted_record (TgGame           *game,
                       const TgPointSet *dead,
                       const char       *result)
{
  TgScore score;
  g_autofree char *points = NULL;

  g_assert_cmpint (tg_game_get_phase (game), ==, TG_PHASE_FINISHED);
  g_assert_cmpint (tg_game_get_end_reason (game), ==, TG_END_SCORE);
  g_assert_cmpstr (tg_game_get_info (game, "RE"), ==, result);
  g_assert_true (tg_point_set_equal (tg_game_get_dead (game), dead));
  tg_game_get_score (game, &score);
  points = tg_score_format_points (&score);
  g_assert_cmpstr (points, ==, result);
}

static void
test_accept_and_reopen (void)
{
  TgTestSignals signals;
  g_autoptr(TgGame) game = counting_game (&signals);
  g_autoptr(TgGame) copy = NULL;
  g_autoptr(TgGame) reread = NULL;
  g_autoptr(TgPointSet) dead = NULL;
  g_autoptr(GPtrArray) roots = g_ptr_array_new ();
  g_autofree char *sgf = NULL;
  TgNode *end;

  mark_all_dead (game);
  dead = tg_point_set_copy (tg_game_get_dead (game));
  tg_game_set_modified (game, FALSE);
  tg_game_accept (game);
  g_assert_cmpuint (signals.phase, ==, 2);
  g_assert_true (tg_game_get_modified (game));
  g_assert_cmpint (tg_game_get_winner (game), ==, TG_WHITE);
  assert_counted_record (game, dead, "W+14.5");

  /* The agreement is the end of the game: it undoes only with
   * takebacks, back to counting with the marks as they were. */
  tg_game_set_takebacks (game, FALSE);
  g_assert_false (tg_game_can_undo (game));
  tg_game_set_takebacks (game, TRUE);
  g_assert_true (tg_game_undo (game));
  g_assert_cmpint (tg_game_get_phase (game), ==, TG_PHASE_COUNTING);
  g_assert_null (tg_game_get_info (game, "RE"));
  g_assert_false (tg_node_has_prop (tg_game_get_end_node (game), "TB"));
  g_assert_true (tg_point_set_equal (tg_game_get_dead (game), dead));
  g_assert_false (tg_game_get_modified (game));
  g_assert_true (tg_game_redo (game));
  g_assert_true (tg_game_get_modified (game));
  assert_counted_record (game, dead, "W+14.5");

  /* TB/TW: each side's area without the dame, dead stones included. */
  end = tg_game_get_end_node (game);
  g_assert_true (end == tg_game_get_current (game));
  g_assert_cmpuint (tg_test_count_values (end, "TB"), ==, 36);
  g_assert_cmpuint (tg_test_count_values (end, "TW"), ==, 44);
  g_assert_true (tg_test_has_value (end, "TB", "bd"));
  g_assert_true (tg_test_has_value (end, "TB", "da"));
  g_assert_true (tg_test_has_value (end, "TW", "hb"));
  g_assert_false (tg_test_has_value (end, "TB", "ef"));
  g_assert_false (tg_test_has_value (end, "TW", "ef"));

  /* Accepting twice, or marking after the end, changes nothing. */
  tg_game_accept (game);
  tg_game_toggle_dead (game, tg_test_point (game, "H8"));
  assert_counted_record (game, dead, "W+14.5");

  copy = tg_test_game_from_root (tg_node_copy_tree (tg_game_get_root (game)));
  assert_counted_record (copy, dead, "W+14.5");
  g_assert_cmpint (tg_game_get_first_passer (copy), ==, TG_BLACK);
  g_assert_false (tg_game_get_modified (copy));

  g_ptr_array_add (roots, tg_game_get_root (game));
  sgf = tg_sgf_write (roots);
  reread = tg_test_game_from_sgf (sgf);
  assert_counted_record (reread, dead, "W+14.5");
}

static void
test_resume_pass_pass (void)
{
  TgTestSignals signals;
  g_autoptr(TgGame) game = counting_game (&signals);
  TgNode *counted = tg_game_get_current (game);
  g_autoptr(TgGame) copy = NULL;
  g_autoptr(TgPointSet) none = tg_point_set_new ();
  TgNode *end;

  mark_all_dead (game);
  tg_game_go_first (game);
  tg_game_resume (game);
  g_assert_cmpint (tg_game_get_phase (game), ==, TG_PHASE_PLAYING);
  g_assert_true (tg_game_get_resumed (game));
  g_assert_cmpuint (tg_point_set_count (tg_game_get_dead (game)), ==, 0);
  g_assert_true (tg_game_get_current (game) == counted);
  /* Black passed first, so Black moves first (spec §5.2). */
  g_assert_cmpint (tg_game_get_to_move (game), ==, TG_BLACK);

  tg_test_play (game, "pass");
  g_assert_cmpint (tg_game_get_phase (game), ==, TG_PHASE_PLAYING);
  tg_test_play (game, "pass");
  /* No second count: every stone on the board is alive (spec §5.3). */
  g_assert_cmpint (tg_game_get_phase (game), ==, TG_PHASE_FINISHED);
  g_assert_cmpint (tg_game_get_first_passer (game), ==, TG_BLACK);
  assert_counted_record (game, none, "W+6.5");
  end = tg_game_get_end_node (game);
  g_assert_cmpuint (tg_test_count_values (end, "TB"), ==, 11);
  g_assert_cmpuint (tg_test_count_values (end, "TW"), ==, 11);
  g_assert_false (tg_node_has_prop (counted, "TB"));

  copy = tg_test_game_from_root (tg_node_copy_tree (tg_game_get_root (game)));
  assert_counted_record (copy, none, "W+6.5");
}

static void
test_resume_play_pass_pass (void)
{
  TgTestSignals signals;
  g_autoptr(TgGame) game = counting_game (&signals);
  g_autoptr(TgPointSet) none = tg_point_set_new ();
  TgScore score;

  mark_all_dead (game);
  tg_game_resume (game);
  g_assert_cmpuint (signals.phase, ==, 2);
  tg_test_play (game, "C2 pass");
  g_assert_cmpint (tg_game_get_phase (game), ==, TG_PHASE_PLAYING);
  tg_test_play (game, "pass");
  g_assert_cmpint (tg_game_get_phase (game), ==, TG_PHASE_FINISHED);
  /* White passed first this time: Black collected last and pays. */
  g_assert_cmpint (tg_game_get_first_passer (game), ==, TG_WHITE);
  tg_game_get_score (game, &score);
  g_assert_cmpint (score.last_collector, ==, TG_BLACK);
  g_assert_cmpfloat (score.adjustment, ==, 1);
  g_assert_cmpfloat (score.area[0], ==, 41);
  g_assert_cmpfloat (score.area[1], ==, 40);
  assert_counted_record (game, none, "W+6.5");
}

static void
test_play_resumes (void)
{
  g_autoptr(TgGame) game = counting_game (NULL);

  /* A stone played at the counted position is a resumption. */
  tg_game_toggle_dead (game, tg_test_point (game, "H8"));
  tg_test_play (game, "C2");
  g_assert_cmpint (tg_game_get_phase (game), ==, TG_PHASE_PLAYING);
  g_assert_true (tg_game_get_resumed (game));
  g_assert_cmpuint (tg_point_set_count (tg_game_get_dead (game)), ==, 0);
  g_assert_cmpint (tg_board_get (tg_game_get_board (game), tg_test_point (game, "C2")),
                   ==, TG_BLACK);
}

static void
test_undo_pass_in_counting (void)
{
  g_autoptr(TgGame) game = counting_game (NULL);
  TgNode *first_pass = tg_game_get_current (game)->parent;

  g_assert_true (tg_game_can_undo (game));
  g_assert_true (tg_game_undo (game));
  g_assert_cmpint (tg_game_get_phase (game), ==, TG_PHASE_PLAYING);
  g_assert_true (tg_game_get_current (game) == first_pass);
  g_assert_cmpuint (tg_node_get_n_children (first_pass), ==, 0);
  g_assert_null (tg_game_get_end_node (game));
  g_assert_cmpint (tg_game_get_to_move (game), ==, TG_WHITE);

  tg_test_play (game, "pass");
  g_assert_cmpint (tg_game_get_phase (game), ==, TG_PHASE_COUNTING);
  tg_game_set_takebacks (game, FALSE);
  g_assert_false (tg_game_can_undo (game));
  g_assert_false (tg_game_undo (game));
  g_assert_cmpint (tg_game_get_phase (game), ==, TG_PHASE_COUNTING);
}

static void
test_resign_in_counting (void)
{
  g_autoptr(TgGame) game = counting_game (NULL);

  tg_game_toggle_dead (game, tg_test_point (game, "H8"));
  tg_game_resign (game, TG_WHITE);
  g_assert_cmpint (tg_game_get_phase (game), ==, TG_PHASE_FINISHED);
  g_assert_cmpint (tg_game_get_end_reason (game), ==, TG_END_RESIGNATION);
  g_assert_cmpstr (tg_game_get_info (game, "RE"), ==, "B+R");
  g_assert_cmpint (tg_game_get_winner (game), ==, TG_BLACK);
  g_assert_cmpuint (tg_point_set_count (tg_game_get_dead (game)), ==, 0);
  g_assert_false (tg_node_has_prop (tg_game_get_current (game), "TB"));

  /* Over is over. */
  tg_game_lose_on_time (game, TG_BLACK);
  g_assert_cmpstr (tg_game_get_info (game, "RE"), ==, "B+R");
}

static void
test_lose_on_time (void)
{
  g_autoptr(TgGame) game = tg_game_new (9, TG_RULES_WMSG, 6.5, 0);
  g_autoptr(TgGame) copy = NULL;
  TgTestSignals signals;

  tg_test_watch (game, &signals);
  tg_test_play (game, "E5 D4");
  tg_game_lose_on_time (game, TG_BLACK);
  g_assert_cmpuint (signals.phase, ==, 1);
  g_assert_cmpint (tg_game_get_phase (game), ==, TG_PHASE_FINISHED);
  g_assert_cmpint (tg_game_get_end_reason (game), ==, TG_END_TIME);
  g_assert_cmpstr (tg_game_get_info (game, "RE"), ==, "W+T");
  g_assert_cmpint (tg_game_get_winner (game), ==, TG_WHITE);

  /* Moves after the end explore; they never reopen the game. */
  tg_test_play (game, "pass pass");
  g_assert_cmpint (tg_game_get_phase (game), ==, TG_PHASE_FINISHED);
  g_assert_cmpstr (tg_game_get_info (game, "RE"), ==, "W+T");

  copy = tg_test_game_from_root (tg_node_copy_tree (tg_game_get_root (game)));
  g_assert_cmpint (tg_game_get_phase (copy), ==, TG_PHASE_FINISHED);
  g_assert_cmpint (tg_game_get_end_reason (copy), ==, TG_END_TIME);
  g_assert_cmpint (tg_game_get_winner (copy), ==, TG_WHITE);
}

static void
test_saved_while_counting (void)
{
  /* Little Go's 2-passes.sgf. */
  g_autoptr(TgGame) game = tg_test_game_from_sgf ("(;SZ[9]KM[6.5]DT[2015-05-25];B[];W[])");
  g_autoptr(TgGame) result = tg_test_game_from_sgf ("(;SZ[9]RE[B+R];B[ee];W[])");
  g_autoptr(TgGame) unknown = tg_test_game_from_sgf ("(;SZ[9]RE[?];B[ee];W[];B[])");
  TgScore score;

  g_assert_cmpint (tg_game_get_phase (game), ==, TG_PHASE_COUNTING);
  g_assert_cmpint (tg_game_get_first_passer (game), ==, TG_BLACK);
  /* An empty board: every point shared; Black passed first. */
  tg_game_get_score (game, &score);
  g_assert_cmpfloat (score.margin, ==, -6.5);
  g_assert_cmpfloat (score.margin, ==, score.territory_margin);

  g_assert_cmpint (tg_game_get_phase (result), ==, TG_PHASE_FINISHED);
  g_assert_cmpint (tg_game_get_end_reason (result), ==, TG_END_RESIGNATION);
  g_assert_cmpint (tg_game_get_winner (result), ==, TG_BLACK);
  g_assert_cmpint (tg_game_get_phase (unknown), ==, TG_PHASE_COUNTING);
  g_assert_cmpint (tg_game_get_first_passer (unknown), ==, TG_WHITE);
}

/* A record whose root sets up @diagram (rows from the top, 'X' Black,
 * 'O' White), with @root_props (SZ is added), ready for two passes. */
static TgGame *
game_from_diagram (const char *root_props,
                   const char *diagram)
{
  g_autoptr(TgBoard) board = tg_board_new_from_diagram (diagram, NULL);
  g_autoptr(GString) sgf = g_string_new ("(;GM[1]FF[4]");
  static const struct { TgColor color; const char *id; } lists[] = {
    { TG_BLACK, "AB" }, { TG_WHITE, "AW" },
  };
  guint size;

  g_assert_nonnull (board);
  size = tg_board_get_size (board);
  g_string_append_printf (sgf, "SZ[%u]%s", size, root_props);
  for (guint i = 0; i < G_N_ELEMENTS (lists); i++)
    {
      g_string_append (sgf, lists[i].id);
      for (guint y = 0; y < size; y++)
        for (guint x = 0; x < size; x++)
          if (tg_board_get (board, tg_board_point (board, x, y)) == lists[i].color)
            {
              g_autofree char *point = tg_sgf_format_point (x, y);

              g_string_append_printf (sgf, "[%s]", point);
            }
    }
  g_string_append_c (sgf, ')');
  return tg_test_game_from_sgf (sgf->str);
}

/* Writes the record as SGF text and reads it back. */
static TgGame *
reread (TgGame *game)
{
  g_autoptr(GPtrArray) roots = g_ptr_array_new ();
  g_autofree char *sgf = NULL;

  g_ptr_array_add (roots, tg_game_get_root (game));
  sgf = tg_sgf_write (roots);
  return tg_test_game_from_sgf (sgf);
}

static TgPointSet *
points (TgGame     *game,
        const char *names)
{
  g_auto(GStrv) list = g_strsplit (names, " ", -1);
  TgPointSet *set = tg_point_set_new ();

  for (guint i = 0; list[i] != NULL; i++)
    tg_point_set_add (set, tg_test_point (game, list[i]));
  return set;
}

/* Black's corner group has two eyes (H9, H7) inside White's side: the
 * estimator's suggestion, as the window makes it when counting starts,
 * leaves it alive and takes the lone invaders B5 and H2.  Accepted, the
 * marks and the result survive SGF text. */
static void
test_suggestion_accepted (void)
{
  g_autoptr(TgGame) game = game_from_diagram ("KM[6.5]RU[WMSG]",
                                              ". . . X O O X . X\n"
                                              ". . . X O O X X X\n"
                                              ". . . X O O X . X\n"
                                              ". . . X O O X X X\n"
                                              ". O . X O O O O O\n"
                                              ". . . X O . . . .\n"
                                              ". . . X O . . . .\n"
                                              ". . . X O . . X .\n"
                                              ". . . X O . . . .\n");
  g_autoptr(TgPointSet) expected = NULL;
  g_autoptr(TgPointSet) suggestion = NULL;
  g_autoptr(TgGame) copy = NULL;
  const TgBoard *board;
  TgScore score;

  tg_test_play (game, "pass pass");
  g_assert_cmpint (tg_game_get_phase (game), ==, TG_PHASE_COUNTING);
  board = tg_game_get_board (game);
  suggestion = tg_estimate_dead (board, tg_game_get_to_move (game), tg_board_get_hash (board), 0,
                                 NULL);
  expected = points (game, "B5 H2");
  g_assert_true (tg_point_set_equal (suggestion, expected));
  tg_game_set_dead (game, suggestion);

  /* Black: 19 stones, A–C with B5 and the two eyes, 29 points; White:
   * 17 stones and 16 points in the lower right.  No dame; Black passed
   * first, so White collected last and nothing is added. */
  tg_game_get_score (game, &score);
  g_assert_cmpuint (score.stones[0], ==, 19);
  g_assert_cmpuint (score.territory[0], ==, 29);
  g_assert_cmpuint (score.stones[1], ==, 17);
  g_assert_cmpuint (score.territory[1], ==, 16);
  g_assert_cmpuint (score.shared, ==, 0);
  g_assert_cmpfloat (score.adjustment, ==, 0);
  tg_game_accept (game);
  assert_counted_record (game, expected, "B+8.5");
  g_assert_cmpuint (tg_test_count_values (tg_game_get_end_node (game), "TB"), ==, 48);
  g_assert_cmpuint (tg_test_count_values (tg_game_get_end_node (game), "TW"), ==, 33);

  copy = reread (game);
  assert_counted_record (copy, expected, "B+8.5");
}

/* Black's B9–B8 and White's seven stones around them share A9 and C9
 * and neither can approach: seki.  Nothing there is suggested dead, the
 * two liberties are shared, and TB/TW leave them out. */
static void
test_seki_counted (void)
{
  g_autoptr(TgGame) game = game_from_diagram ("KM[6.5]RU[WMSG]",
                                              ". X . O X O . . .\n"
                                              "O X O O X O . . .\n"
                                              "O O O X X O . . .\n"
                                              "X X X X X O . . .\n"
                                              ". . . . X O . . .\n"
                                              ". . . . X O . . .\n"
                                              ". . . . X O . . .\n"
                                              ". . . . X O . . .\n"
                                              ". . . . X O . . .\n");
  g_autoptr(TgPointSet) none = tg_point_set_new ();
  g_autoptr(TgPointSet) suggestion = NULL;
  g_autoptr(TgGame) copy = NULL;
  const TgBoard *board;
  TgNode *end;
  TgScore score;

  tg_test_play (game, "pass pass");
  board = tg_game_get_board (game);
  suggestion = tg_estimate_dead (board, tg_game_get_to_move (game), tg_board_get_hash (board), 0,
                                 NULL);
  g_assert_cmpuint (tg_point_set_count (suggestion), ==, 0);

  /* Black 16 stones + A1–D5, White 16 stones + G–J; A9 and C9 half each. */
  tg_game_get_score (game, &score);
  g_assert_cmpuint (score.shared, ==, 2);
  g_assert_cmpfloat (score.area[0], ==, 37);
  g_assert_cmpfloat (score.area[1], ==, 44);
  tg_game_accept (game);
  assert_counted_record (game, none, "W+13.5");
  end = tg_game_get_end_node (game);
  g_assert_cmpuint (tg_test_count_values (end, "TB"), ==, 36);
  g_assert_cmpuint (tg_test_count_values (end, "TW"), ==, 43);
  g_assert_false (tg_test_has_value (end, "TB", "aa"));
  g_assert_false (tg_test_has_value (end, "TW", "aa"));
  g_assert_false (tg_test_has_value (end, "TW", "ca"));

  copy = reread (game);
  assert_counted_record (copy, none, "W+13.5");
}

/* Walls on D and F, dame on E: equal areas.  Komi 0 gives a draw ("0"),
 * which reopens as one; two handicap stones give White 2 points and
 * take the adjustment away; Chinese rules never adjust. */
static const char walls[] =
  ". . . X . O . . .\n"
  ". . . X . O . . .\n"
  ". . . X . O . . .\n"
  ". . . X . O . . .\n"
  ". . . X . O . . .\n"
  ". . . X . O . . .\n"
  ". . . X . O . . .\n"
  ". . . X . O . . .\n"
  ". . . X . O . . .\n";

static void
test_draw (void)
{
  g_autoptr(TgGame) game = game_from_diagram ("KM[0]RU[WMSG]", walls);
  g_autoptr(TgPointSet) none = tg_point_set_new ();
  g_autoptr(TgGame) copy = NULL;

  tg_test_play (game, "pass pass");
  tg_game_accept (game);
  assert_counted_record (game, none, "0");
  g_assert_cmpint (tg_game_get_winner (game), ==, TG_EMPTY);
  copy = reread (game);
  assert_counted_record (copy, none, "0");
  g_assert_cmpint (tg_game_get_winner (copy), ==, TG_EMPTY);
}

static void
test_handicap_and_chinese (void)
{
  g_autoptr(TgGame) handicap = game_from_diagram ("KM[0.5]HA[2]RU[WMSG]", walls);
  g_autoptr(TgGame) chinese = game_from_diagram ("KM[7.5]RU[Chinese]", walls);
  TgScore score;

  /* White moves first after handicap stones and passes first. */
  g_assert_cmpint (tg_game_get_to_move (handicap), ==, TG_WHITE);
  tg_test_play (handicap, "pass pass");
  tg_game_accept (handicap);
  tg_game_get_score (handicap, &score);
  g_assert_cmpint (score.last_collector, ==, TG_EMPTY);
  g_assert_cmpfloat (score.adjustment, ==, 0);
  g_assert_cmpfloat (score.handicap_compensation, ==, 2);
  g_assert_cmpstr (tg_game_get_info (handicap, "RE"), ==, "W+2.5");

  /* Black fills a dame, White passes first: Black collected last, but
   * the Chinese rules have no adjustment.  41 − 40 − 7.5. */
  tg_test_play (chinese, "E5 pass pass");
  g_assert_cmpint (tg_game_get_first_passer (chinese), ==, TG_WHITE);
  tg_game_accept (chinese);
  tg_game_get_score (chinese, &score);
  g_assert_cmpint (score.last_collector, ==, TG_EMPTY);
  g_assert_cmpfloat (score.adjustment, ==, 0);
  g_assert_cmpstr (tg_game_get_info (chinese, "RE"), ==, "W+6.5");
}

/* A resignation during counting is written as such and reads back so. */
static void
test_resignation_reread (void)
{
  g_autoptr(TgGame) game = counting_game (NULL);
  g_autoptr(TgGame) copy = NULL;

  tg_game_resign (game, TG_BLACK);
  copy = reread (game);
  g_assert_cmpint (tg_game_get_phase (copy), ==, TG_PHASE_FINISHED);
  g_assert_cmpint (tg_game_get_end_reason (copy), ==, TG_END_RESIGNATION);
  g_assert_cmpint (tg_game_get_winner (copy), ==, TG_WHITE);
  g_assert_cmpstr (tg_game_get_info (copy, "RE"), ==, "W+R");
  g_assert_cmpuint (tg_point_set_count (tg_game_get_dead (copy)), ==, 0);
}

/* A record whose result the board's count does not show (no dead
 * stones marked, no passes) is counted again on its final position, as
 * an edit: it undoes without takebacks, back to the record's result.
 * The same position as finished_record, stated B+3.5 by its record. */
static void
test_reopen_record (void)
{
  g_autoptr(TgGame) game = tg_test_game_from_sgf ("(;GM[1]FF[4]SZ[9]KM[6.5]RU[WMSG]RE[B+3.5]"
                                                  "AB[da:di][hb][gh]AW[ea:ee][eg:ei][ff][bd][ah])");
  g_autoptr(TgPointSet) none = tg_point_set_new ();
  g_autoptr(TgPointSet) dead = NULL;
  TgNode *root = tg_game_get_root (game);
  TgTestSignals signals;
  TgScore score;

  g_assert_cmpint (tg_game_get_phase (game), ==, TG_PHASE_FINISHED);
  g_assert_cmpint (tg_game_get_end_reason (game), ==, TG_END_SCORE);
  tg_test_watch (game, &signals);
  tg_game_set_takebacks (game, FALSE);
  tg_game_set_modified (game, FALSE);

  g_assert_true (tg_game_reopen_count (game));
  g_assert_cmpuint (signals.phase, ==, 1);
  g_assert_cmpuint (signals.changed, ==, 1);
  g_assert_cmpint (tg_game_get_phase (game), ==, TG_PHASE_COUNTING);
  g_assert_cmpint (tg_game_get_end_reason (game), ==, TG_END_NONE);
  g_assert_null (tg_game_get_info (game, "RE"));
  g_assert_true (tg_game_get_modified (game));
  g_assert_true (tg_game_get_end_node (game) == root);
  /* No passes ended play: no last collector, no adjustment. */
  g_assert_cmpint (tg_game_get_first_passer (game), ==, TG_EMPTY);
  tg_game_get_score (game, &score);
  g_assert_cmpint (score.last_collector, ==, TG_EMPTY);

  /* Marked and accepted as any count: White's B6 and A2, Black's H8 and
   * G2 dead, as in test_accept_and_reopen, W+14.5. */
  mark_all_dead (game);
  dead = tg_point_set_copy (tg_game_get_dead (game));
  tg_game_set_takebacks (game, TRUE);
  tg_game_accept (game);
  assert_counted_record (game, dead, "W+14.5");

  /* Undo: the agreement, both marks, then the reopening itself, which
   * brings back the record's result with nothing marked. */
  for (guint i = 0; i < 3; i++)
    g_assert_true (tg_game_undo (game));
  g_assert_cmpint (tg_game_get_phase (game), ==, TG_PHASE_COUNTING);
  g_assert_true (tg_point_set_equal (tg_game_get_dead (game), none));
  tg_game_set_takebacks (game, FALSE);
  g_assert_true (tg_game_undo (game));
  g_assert_cmpint (tg_game_get_phase (game), ==, TG_PHASE_FINISHED);
  g_assert_cmpint (tg_game_get_end_reason (game), ==, TG_END_SCORE);
  g_assert_cmpstr (tg_game_get_info (game, "RE"), ==, "B+3.5");
  g_assert_false (tg_game_get_modified (game));
  g_assert_true (tg_game_redo (game));
  g_assert_cmpint (tg_game_get_phase (game), ==, TG_PHASE_COUNTING);
  g_assert_null (tg_game_get_info (game, "RE"));
}

/* A game counted here opens for counting again with its marks, and its
 * TB/TW and RE go: saved now, it reads back as a game being counted. */
static void
test_reopen_counted (void)
{
  g_autoptr(TgGame) game = counting_game (NULL);
  g_autoptr(TgGame) copy = NULL;
  g_autoptr(TgPointSet) dead = NULL;
  TgNode *end;

  mark_all_dead (game);
  dead = tg_point_set_copy (tg_game_get_dead (game));
  tg_game_accept (game);
  end = tg_game_get_end_node (game);
  tg_game_go_first (game);

  g_assert_true (tg_game_reopen_count (game));
  g_assert_cmpint (tg_game_get_phase (game), ==, TG_PHASE_COUNTING);
  g_assert_true (tg_game_get_current (game) == end);
  g_assert_true (tg_game_get_end_node (game) == end);
  g_assert_true (tg_point_set_equal (tg_game_get_dead (game), dead));
  g_assert_cmpint (tg_game_get_first_passer (game), ==, TG_BLACK);
  g_assert_false (tg_node_has_prop (end, "TB"));
  g_assert_false (tg_node_has_prop (end, "TW"));
  g_assert_null (tg_game_get_info (game, "RE"));
  /* Once counting, there is nothing to reopen. */
  g_assert_false (tg_game_reopen_count (game));

  copy = reread (game);
  g_assert_cmpint (tg_game_get_phase (copy), ==, TG_PHASE_COUNTING);

  tg_game_accept (game);
  assert_counted_record (game, dead, "W+14.5");
  g_assert_cmpuint (tg_test_count_values (end, "TB"), ==, 36);
}

/* Resignation and time were no count: nothing to reopen; nor is a game
 * in play. */
static void
test_reopen_refused (void)
{
  g_autoptr(TgGame) resigned = counting_game (NULL);
  g_autoptr(TgGame) timed = tg_test_game_from_sgf ("(;GM[1]FF[4]SZ[9]RE[B+T];B[ee];W[])");
  g_autoptr(TgGame) playing = tg_test_game_from_sgf ("(;GM[1]FF[4]SZ[9];B[ee])");

  tg_game_resign (resigned, TG_BLACK);
  g_assert_false (tg_game_reopen_count (resigned));
  g_assert_cmpint (tg_game_get_phase (resigned), ==, TG_PHASE_FINISHED);
  g_assert_cmpstr (tg_game_get_info (resigned, "RE"), ==, "W+R");
  g_assert_false (tg_game_reopen_count (timed));
  g_assert_cmpstr (tg_game_get_info (timed, "RE"), ==, "B+T");
  g_assert_false (tg_game_reopen_count (playing));
  g_assert_cmpint (tg_game_get_phase (playing), ==, TG_PHASE_PLAYING);
  g_assert_false (tg_game_can_undo (playing));
}

/* Spec §7 on real games: replay each professional-strength record, let
 * both pass where it stopped, and compare the counts. */
static void
test_identity_corpus (void)
{
  g_autofree char *dir_path = tg_test_corpus_path ("games", "ai", NULL);
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  guint n_counted = 0;
  const char *name;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, (GCompareFunc) g_strcmp0);

  for (guint i = 0; i < names->len; i++)
    {
      g_autoptr(TgGame) game = NULL;
      g_autofree char *path = g_build_filename (dir_path, names->pdata[i], NULL);
      g_autoptr(GFile) file = g_file_new_for_path (path);
      g_autoptr(GPtrArray) roots = tg_sgf_load_file (file, NULL, NULL, NULL);
      TgNode *root;
      TgScore score;
      gboolean passes = FALSE, alternating = TRUE;
      TgColor next = TG_EMPTY;

      if (roots == NULL || roots->len == 0)
        continue;
      root = g_ptr_array_steal_index (roots, 0);
      tg_node_unset (root, "RE");
      game = tg_test_game_from_root (root);
      if (tg_game_get_handicap (game) >= 2 || tg_node_has_prop (root, "AB"))
        continue;
      /* The identity presumes alternate play from Black; a few records
       * have a move by the same colour twice (a pass left out). */
      for (TgNode *n = tg_game_get_current (game); n != NULL; n = n->parent)
        {
          if (n->move_color == TG_EMPTY)
            continue;
          passes |= n->move_point == TG_PASS;
          alternating &= n->move_color != next;
          next = n->move_color;
        }
      alternating &= next == TG_BLACK;
      if (passes || !alternating || tg_game_get_phase (game) != TG_PHASE_PLAYING)
        continue;

      tg_game_set_rules (game, TG_RULES_WMSG);
      g_assert_cmpint (tg_game_play (game, TG_PASS, NULL), ==, TG_MOVE_OK);
      g_assert_cmpint (tg_game_play (game, TG_PASS, NULL), ==, TG_MOVE_OK);
      g_assert_cmpint (tg_game_get_phase (game), ==, TG_PHASE_COUNTING);
      tg_game_get_score (game, &score);
      g_assert_cmpfloat (score.area[0] + score.area[1], ==, 361);
      g_assert_cmpfloat (score.area[0] - score.area[1], ==,
                         (double) score.territory[0] + score.prisoners[0]
                         - score.territory[1] - score.prisoners[1]
                         + score.placed[0] - score.placed[1]);
      g_assert_cmpuint (score.placed[0] + score.placed[1], ==,
                        tg_game_get_move_number (game) - 2);
      g_assert_cmpfloat (score.margin, ==, score.territory_margin);
      n_counted++;
    }
  g_test_message ("%u real games counted", n_counted);
  g_assert_cmpuint (n_counted, >, 500);
}

int
main (int   argc,
      char *argv[])
{
  tg_test_init_corpus (&argc, &argv);
  g_test_init (&argc, &argv, NULL);

  tg_test_add_func ("/game/end/pass-pass-counting", test_pass_pass_counting);
  tg_test_add_func ("/game/end/marking", test_marking);
  tg_test_add_func ("/game/end/accept-and-reopen", test_accept_and_reopen);
  tg_test_add_func ("/game/end/resume-pass-pass", test_resume_pass_pass);
  tg_test_add_func ("/game/end/resume-play-pass-pass", test_resume_play_pass_pass);
  tg_test_add_func ("/game/end/play-resumes", test_play_resumes);
  tg_test_add_func ("/game/end/undo-pass", test_undo_pass_in_counting);
  tg_test_add_func ("/game/end/resign-in-counting", test_resign_in_counting);
  tg_test_add_func ("/game/end/lose-on-time", test_lose_on_time);
  tg_test_add_func ("/game/end/suggestion-accepted", test_suggestion_accepted);
  tg_test_add_func ("/game/end/seki", test_seki_counted);
  tg_test_add_func ("/game/end/draw", test_draw);
  tg_test_add_func ("/game/end/handicap-and-chinese", test_handicap_and_chinese);
  tg_test_add_func ("/game/end/resignation-reread", test_resignation_reread);
  tg_test_add_func ("/game/end/reopen-record", test_reopen_record);
  tg_test_add_func ("/game/end/reopen-counted", test_reopen_counted);
  tg_test_add_func ("/game/end/reopen-refused", test_reopen_refused);
  tg_test_add_func ("/game/load/saved-while-counting", test_saved_while_counting);
  tg_test_add_corpus_func ("/game/identity/corpus", test_identity_corpus);

  return tg_test_run ();
}
