/* test-game.c: the game model — play, variations, undo, every phase of
 * the end of a game (spec §5), results written and restored (spec §10),
 * and records replayed with their illegal moves flagged (spec §4).
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tg-game.h"

#include <gio/gio.h>
#include <string.h>

#include "tg-sgf.h"
#include "tg-test-util.h"

static TgNode *
parse_record (const char *sgf)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) roots = tg_sgf_parse (sgf, strlen (sgf), NULL, &error);

  g_assert_no_error (error);
  g_assert_cmpuint (roots->len, >=, 1);
  return g_ptr_array_steal_index (roots, 0);
}

static TgGame *
game_from_root (TgNode *root)
{
  g_autoptr(GError) error = NULL;
  TgGame *game = tg_game_new_from_root (root, &error);

  g_assert_no_error (error);
  g_assert_nonnull (game);
  return game;
}

static TgGame *
game_from_sgf (const char *sgf)
{
  return game_from_root (parse_record (sgf));
}

static TgGame *
game_from_corpus (const char *first,
                  ...)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) parts = g_ptr_array_new ();
  g_autofree char *path = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GPtrArray) roots = NULL;
  const char *element;
  va_list args;

  va_start (args, first);
  for (element = first; element != NULL; element = va_arg (args, const char *))
    g_ptr_array_add (parts, (gpointer) element);
  va_end (args);
  path = tg_test_corpus_path (parts->len > 0 ? parts->pdata[0] : NULL,
                              parts->len > 1 ? parts->pdata[1] : NULL,
                              parts->len > 2 ? parts->pdata[2] : NULL, NULL);
  file = g_file_new_for_path (path);
  roots = tg_sgf_load_file (file, NULL, NULL, &error);
  g_assert_no_error (error);
  return game_from_root (g_ptr_array_steal_index (roots, 0));
}

static TgPoint
pt (TgGame     *game,
    const char *name)
{
  TgPoint point;

  if (g_strcmp0 (name, "pass") == 0)
    return TG_PASS;
  g_assert_true (tg_board_point_from_gtp (tg_game_get_board (game), name, &point));
  return point;
}

static void
play (TgGame     *game,
      const char *moves)
{
  g_auto(GStrv) names = g_strsplit (moves, " ", -1);

  for (guint i = 0; names[i] != NULL; i++)
    g_assert_cmpint (tg_game_play (game, pt (game, names[i]), NULL), ==, TG_MOVE_OK);
}

static void
assert_board (const TgBoard *board,
              const char    *expected)
{
  g_autoptr(TgBoard) want = tg_board_new_from_diagram (expected, NULL);

  g_assert_nonnull (want);
  if (!tg_board_equal (board, want))
    {
      g_autofree char *got = tg_board_to_diagram (board, TRUE);

      g_test_message ("got:\n%s", got);
    }
  g_assert_true (tg_board_equal (board, want));
}

static guint
count_values (TgNode     *node,
              const char *id)
{
  const TgProp *prop = tg_node_get_prop (node, id);

  return prop == NULL ? 0 : prop->values->len;
}

static gboolean
has_value (TgNode     *node,
           const char *id,
           const char *value)
{
  const TgProp *prop = tg_node_get_prop (node, id);

  if (prop == NULL)
    return FALSE;
  for (guint i = 0; i < prop->values->len; i++)
    if (g_str_equal (prop->values->pdata[i], value))
      return TRUE;
  return FALSE;
}

typedef struct
{
  guint changed;
  guint current;
  guint phase;
  guint modified;
} Signals;

/* Connected swapped: the counter comes first, whatever follows. */
static void
count_signal (guint *counter)
{
  (*counter)++;
}

static void
watch (TgGame  *game,
       Signals *signals)
{
  memset (signals, 0, sizeof *signals);
  g_signal_connect_swapped (game, "changed", G_CALLBACK (count_signal), &signals->changed);
  g_signal_connect_swapped (game, "notify::current-node", G_CALLBACK (count_signal),
                            &signals->current);
  g_signal_connect_swapped (game, "notify::phase", G_CALLBACK (count_signal), &signals->phase);
  g_signal_connect_swapped (game, "notify::modified", G_CALLBACK (count_signal),
                            &signals->modified);
}

/* New records */

static void
test_new_record (void)
{
  g_autoptr(TgGame) game = tg_game_new (9, TG_RULES_WMSG, 6.5, 0);
  TgNode *root = tg_game_get_root (game);
  TgPhase phase;

  g_assert_cmpstr (tg_node_get_value (root, "FF"), ==, "4");
  g_assert_cmpstr (tg_node_get_value (root, "GM"), ==, "1");
  g_assert_cmpstr (tg_node_get_value (root, "CA"), ==, "UTF-8");
  g_assert_true (g_str_has_prefix (tg_node_get_value (root, "AP"), "Tengen:"));
  g_assert_cmpstr (tg_node_get_value (root, "SZ"), ==, "9");
  g_assert_cmpstr (tg_node_get_value (root, "KM"), ==, "6.5");
  g_assert_cmpstr (tg_node_get_value (root, "RU"), ==, "WMSG");
  g_assert_false (tg_node_has_prop (root, "HA"));
  g_assert_cmpuint (tg_game_get_size (game), ==, 9);
  g_assert_cmpfloat (tg_game_get_komi (game), ==, 6.5);
  g_assert_cmpint (tg_game_get_rules (game), ==, TG_RULES_WMSG);
  g_assert_true (tg_game_get_current (game) == root);
  g_assert_cmpint (tg_game_get_to_move (game), ==, TG_BLACK);
  g_assert_cmpuint (tg_game_get_move_number (game), ==, 0);
  g_assert_null (tg_game_get_last_move (game));
  g_assert_false (tg_game_get_modified (game));
  g_object_get (game, "phase", &phase, NULL);
  g_assert_cmpint (phase, ==, TG_PHASE_PLAYING);
  g_assert_null (tg_game_get_end_node (game));

  tg_game_set_komi (game, 7);
  tg_game_set_rules (game, TG_RULES_CHINESE);
  tg_game_set_info (game, "PB", "Nie Weiping");
  g_assert_cmpstr (tg_node_get_value (root, "KM"), ==, "7");
  g_assert_cmpstr (tg_node_get_value (root, "RU"), ==, "Chinese");
  g_assert_cmpstr (tg_game_get_info (game, "PB"), ==, "Nie Weiping");
  g_assert_true (tg_game_get_modified (game));
  tg_game_set_info (game, "PB", NULL);
  g_assert_false (tg_node_has_prop (root, "PB"));
  tg_game_set_modified (game, FALSE);
  g_assert_false (tg_game_get_modified (game));
}

static void
test_handicap_record (void)
{
  g_autoptr(TgGame) game = tg_game_new (19, TG_RULES_WMSG, 0.5, 4);
  TgNode *root = tg_game_get_root (game);
  TgScore score;

  /* Q16 D4 Q4 D16 in SGF letters. */
  g_assert_cmpstr (tg_node_get_value (root, "HA"), ==, "4");
  g_assert_cmpuint (count_values (root, "AB"), ==, 4);
  g_assert_true (has_value (root, "AB", "pd"));
  g_assert_true (has_value (root, "AB", "dp"));
  g_assert_true (has_value (root, "AB", "pp"));
  g_assert_true (has_value (root, "AB", "dd"));
  g_assert_cmpuint (tg_game_get_handicap (game), ==, 4);
  g_assert_cmpuint (tg_board_count (tg_game_get_board (game), TG_BLACK), ==, 4);
  g_assert_cmpint (tg_game_get_to_move (game), ==, TG_WHITE);
  play (game, "R3");
  g_assert_nonnull (tg_node_get_value (tg_game_get_current (game), "W"));
  g_assert_cmpint (tg_game_get_to_move (game), ==, TG_BLACK);

  tg_game_get_score (game, &score);
  g_assert_cmpfloat (score.handicap_compensation, ==, 4);
}

static void
test_free_handicap (void)
{
  g_autoptr(TgGame) game = tg_game_new (9, TG_RULES_WMSG, 0.5, 0);
  g_autoptr(GArray) points = g_array_new (FALSE, FALSE, sizeof (TgPoint));
  TgPoint p;

  p = pt (game, "C3");
  g_array_append_val (points, p);
  p = pt (game, "G7");
  g_array_append_val (points, p);
  p = pt (game, "E5");
  g_array_append_val (points, p);
  g_assert_true (tg_game_set_free_handicap (game, points));
  g_assert_cmpstr (tg_node_get_value (tg_game_get_root (game), "HA"), ==, "3");
  g_assert_cmpuint (count_values (tg_game_get_root (game), "AB"), ==, 3);
  g_assert_cmpuint (tg_game_get_handicap (game), ==, 3);
  g_assert_cmpint (tg_board_get (tg_game_get_board (game), pt (game, "E5")), ==, TG_BLACK);
  g_assert_cmpint (tg_game_get_to_move (game), ==, TG_WHITE);

  /* Once play has begun the stones are placed for good. */
  play (game, "D7");
  g_assert_false (tg_game_set_free_handicap (game, points));
}

/* Play */

static void
test_play_and_illegal_moves (void)
{
  g_autoptr(TgGame) game = tg_game_new (9, TG_RULES_WMSG, 6.5, 0);
  Signals signals;
  int repeats = 0;

  watch (game, &signals);
  play (game, "B1 A1 A2");
  g_assert_cmpuint (signals.changed, ==, 3);
  g_assert_cmpuint (signals.current, ==, 3);
  g_assert_cmpuint (signals.modified, ==, 1);
  g_assert_true (tg_game_get_modified (game));
  g_assert_cmpuint (tg_game_get_captures (game, TG_BLACK), ==, 1);
  g_assert_cmpuint (tg_game_get_captures (game, TG_WHITE), ==, 0);
  g_assert_cmpuint (tg_game_get_move_number (game), ==, 3);
  g_assert_cmpstr (tg_node_get_value (tg_game_get_current (game), "B"), ==, "ah");
  g_assert_true (tg_game_get_last_move (game) == tg_game_get_current (game));
  g_assert_cmpint (tg_game_get_to_move (game), ==, TG_WHITE);

  /* Refused moves change nothing and announce nothing. */
  g_assert_cmpint (tg_game_play (game, pt (game, "A1"), &repeats), ==, TG_MOVE_SUICIDE);
  g_assert_cmpint (repeats, ==, -1);
  g_assert_cmpint (tg_game_play (game, pt (game, "B1"), NULL), ==, TG_MOVE_OCCUPIED);
  g_assert_cmpint (tg_game_check_move (game, pt (game, "A2"), NULL), ==, TG_MOVE_OCCUPIED);
  g_assert_cmpuint (signals.changed, ==, 3);
  g_assert_cmpuint (tg_node_count_tree (tg_game_get_root (game)), ==, 4);
  assert_board (tg_game_get_board (game),
                ". . . . . . . . .\n"
                ". . . . . . . . .\n"
                ". . . . . . . . .\n"
                ". . . . . . . . .\n"
                ". . . . . . . . .\n"
                ". . . . . . . . .\n"
                ". . . . . . . . .\n"
                "X . . . . . . . .\n"
                ". X . . . . . . .\n");

  /* A pass is always a move, written as an empty value. */
  g_assert_cmpint (tg_game_play (game, TG_PASS, NULL), ==, TG_MOVE_OK);
  g_assert_cmpstr (tg_node_get_value (tg_game_get_current (game), "W"), ==, "");
  g_assert_cmpint (tg_game_get_to_move (game), ==, TG_BLACK);
}

/* White to play in a ko; after White takes, Black may not take back at
 * once (positional superko, spec §4), but may after a move elsewhere. */
static const char ko_record[] =
  "(;GM[1]FF[4]SZ[5]AB[ba][ab][cb][bc]AW[ca][db][cc]PL[W])";

static void
test_ko (void)
{
  g_autoptr(TgGame) game = game_from_sgf (ko_record);
  int repeats = 0;

  g_assert_cmpint (tg_game_get_to_move (game), ==, TG_WHITE);
  play (game, "B4");
  g_assert_cmpuint (tg_game_get_captures (game, TG_WHITE), ==, 1);
  g_assert_cmpint (tg_game_check_move (game, pt (game, "C4"), &repeats), ==, TG_MOVE_SUPERKO);
  g_assert_cmpint (repeats, ==, 0);
  g_assert_cmpint (tg_game_play (game, pt (game, "C4"), &repeats), ==, TG_MOVE_SUPERKO);
  g_assert_cmpint (repeats, ==, 0);
  g_assert_cmpuint (tg_game_get_move_number (game), ==, 1);

  play (game, "E1 D1 C4");
  g_assert_cmpuint (tg_game_get_captures (game, TG_BLACK), ==, 1);
  assert_board (tg_game_get_board (game),
                ". X O . .\n"
                "X . X O .\n"
                ". X O . .\n"
                ". . . . .\n"
                ". . . O X\n");
}

static void
test_variation (void)
{
  g_autoptr(TgGame) game = tg_game_new (9, TG_RULES_WMSG, 6.5, 0);
  TgNode *root = tg_game_get_root (game);
  TgNode *fork, *old_child, *variation;

  play (game, "D5 E5 D4 E4");
  g_assert_true (tg_game_go_back (game));
  g_assert_true (tg_game_go_back (game));
  fork = tg_game_get_current (game);
  old_child = tg_node_get_child (fork, 0);
  g_assert_cmpint (tg_game_get_to_move (game), ==, TG_BLACK);

  play (game, "C4");
  variation = tg_game_get_current (game);
  g_assert_true (variation->parent == fork);
  g_assert_cmpuint (tg_node_get_n_children (fork), ==, 2);
  g_assert_true (tg_node_get_child (fork, 0) == old_child);
  g_assert_cmpint (tg_node_child_index (variation), ==, 1);
  g_assert_cmpuint (tg_node_count_tree (root), ==, 6);
  g_assert_cmpuint (tg_game_get_move_number (game), ==, 3);
  g_assert_cmpint (tg_board_get (tg_game_get_board (game), pt (game, "D4")), ==, TG_EMPTY);

  /* The later moves of the main line are still there. */
  g_assert_cmpint (tg_board_get (tg_game_get_board_at (game, tg_node_get_child (old_child, 0)),
                                 pt (game, "E4")), ==, TG_WHITE);

  /* Playing the move an existing child holds follows it. */
  tg_game_go_back (game);
  play (game, "D4");
  g_assert_true (tg_game_get_current (game) == old_child);
  g_assert_cmpuint (tg_node_count_tree (root), ==, 6);

  tg_game_go_first (game);
  g_assert_true (tg_game_get_current (game) == root);
  tg_game_go_last (game);
  g_assert_cmpuint (tg_game_get_move_number (game), ==, 4);
  g_assert_false (tg_game_go_forward (game));
}

static void
test_undo (void)
{
  g_autoptr(TgGame) game = tg_game_new (9, TG_RULES_WMSG, 6.5, 0);
  TgNode *root = tg_game_get_root (game);
  TgNode *second;

  play (game, "D5 E5");
  second = tg_game_get_current (game);
  play (game, "D4");
  g_assert_true (tg_game_can_undo (game));
  g_assert_true (tg_game_undo (game));
  g_assert_true (tg_game_get_current (game) == second);
  g_assert_cmpuint (tg_node_count_tree (root), ==, 3);
  g_assert_cmpint (tg_game_get_to_move (game), ==, TG_BLACK);

  /* Not a leaf: undo only steps back. */
  play (game, "D4");
  tg_game_go_back (game);
  g_assert_true (tg_game_undo (game));
  g_assert_cmpuint (tg_node_count_tree (root), ==, 4);
  g_assert_cmpuint (tg_game_get_move_number (game), ==, 1);

  /* A stone placed stays placed (spec §9). */
  tg_game_go_last (game);
  tg_game_set_takebacks (game, FALSE);
  g_assert_false (tg_game_get_takebacks (game));
  g_assert_false (tg_game_can_undo (game));
  g_assert_false (tg_game_undo (game));
  g_assert_cmpuint (tg_node_count_tree (root), ==, 4);
  g_assert_cmpuint (tg_game_get_move_number (game), ==, 3);

  tg_game_set_takebacks (game, TRUE);
  tg_game_go_first (game);
  g_assert_false (tg_game_can_undo (game));
}

/* The end of the game */

/* A finished 9×9 position: Black owns columns A–C behind the D wall,
 * White F–J behind the E wall with F4 stepping out, E4 is dame.  White's
 * B6 and A2 are dead in Black's area, Black's H8 and G2 in White's. */
static const char finished_record[] =
  "(;GM[1]FF[4]SZ[9]KM[6.5]RU[WMSG]"
  "AB[da:di][hb][gh]AW[ea:ee][eg:ei][ff][bd][ah])";

static TgGame *
counting_game (Signals *signals)
{
  TgGame *game = game_from_sgf (finished_record);

  g_assert_cmpint (tg_game_get_phase (game), ==, TG_PHASE_PLAYING);
  if (signals != NULL)
    watch (game, signals);
  play (game, "pass");
  g_assert_cmpint (tg_game_get_phase (game), ==, TG_PHASE_PLAYING);
  play (game, "pass");
  g_assert_cmpint (tg_game_get_phase (game), ==, TG_PHASE_COUNTING);
  return game;
}

static void
mark_all_dead (TgGame *game)
{
  tg_game_toggle_dead (game, pt (game, "H8"));
  tg_game_toggle_dead (game, pt (game, "B6"));
  g_assert_cmpuint (tg_point_set_count (tg_game_get_dead (game)), ==, 4);
}

static void
test_pass_pass_counting (void)
{
  Signals signals;
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
  Signals signals;
  g_autoptr(TgGame) game = counting_game (&signals);
  g_autoptr(TgPointSet) suggestion = tg_point_set_new ();
  const TgPointSet *dead;
  TgScore score;
  g_autofree char *result = NULL;

  /* H8 takes G2 with it: same colour, same region, no living white
   * stone between; the black wall beyond White's wall is untouched. */
  tg_game_toggle_dead (game, pt (game, "H8"));
  dead = tg_game_get_dead (game);
  g_assert_cmpuint (tg_point_set_count (dead), ==, 2);
  g_assert_true (tg_point_set_contains (dead, pt (game, "G2")));
  g_assert_cmpuint (signals.changed, ==, 3);
  g_assert_true (tg_game_can_undo (game));

  tg_game_toggle_dead (game, pt (game, "A2"));
  g_assert_cmpuint (tg_point_set_count (tg_game_get_dead (game)), ==, 4);
  g_assert_true (tg_point_set_contains (tg_game_get_dead (game), pt (game, "B6")));
  tg_game_get_score (game, &score);
  result = tg_score_format_points (&score);
  g_assert_cmpstr (result, ==, "W+14.5");
  g_assert_cmpfloat (score.area[0], ==, 36.5);

  /* Reviving G2 revives H8; undo brings both marks back step by step. */
  tg_game_toggle_dead (game, pt (game, "G2"));
  g_assert_cmpuint (tg_point_set_count (tg_game_get_dead (game)), ==, 2);
  g_assert_false (tg_point_set_contains (tg_game_get_dead (game), pt (game, "H8")));
  g_assert_true (tg_game_undo (game));
  g_assert_cmpuint (tg_point_set_count (tg_game_get_dead (game)), ==, 4);
  g_assert_true (tg_game_undo (game));
  g_assert_cmpuint (tg_point_set_count (tg_game_get_dead (game)), ==, 2);
  g_assert_false (tg_point_set_contains (tg_game_get_dead (game), pt (game, "B6")));
  g_assert_cmpint (tg_game_get_phase (game), ==, TG_PHASE_COUNTING);

  /* Toggling an empty point is no step. */
  tg_game_toggle_dead (game, pt (game, "E4"));
  g_assert_cmpuint (tg_point_set_count (tg_game_get_dead (game)), ==, 2);

  /* A suggestion replaces the marks as one step. */
  tg_point_set_add (suggestion, pt (game, "A2"));
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
  Signals signals;
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
  g_assert_false (tg_game_can_undo (game));
  assert_counted_record (game, dead, "W+14.5");

  /* TB/TW: each side's area without the dame, dead stones included. */
  end = tg_game_get_end_node (game);
  g_assert_true (end == tg_game_get_current (game));
  g_assert_cmpuint (count_values (end, "TB"), ==, 36);
  g_assert_cmpuint (count_values (end, "TW"), ==, 44);
  g_assert_true (has_value (end, "TB", "bd"));
  g_assert_true (has_value (end, "TB", "da"));
  g_assert_true (has_value (end, "TW", "hb"));
  g_assert_false (has_value (end, "TB", "ef"));
  g_assert_false (has_value (end, "TW", "ef"));

  /* Accepting twice, or marking after the end, changes nothing. */
  tg_game_accept (game);
  tg_game_toggle_dead (game, pt (game, "H8"));
  assert_counted_record (game, dead, "W+14.5");

  copy = game_from_root (tg_node_copy_tree (tg_game_get_root (game)));
  assert_counted_record (copy, dead, "W+14.5");
  g_assert_cmpint (tg_game_get_first_passer (copy), ==, TG_BLACK);
  g_assert_false (tg_game_get_modified (copy));

  g_ptr_array_add (roots, tg_game_get_root (game));
  sgf = tg_sgf_write (roots);
  reread = game_from_sgf (sgf);
  assert_counted_record (reread, dead, "W+14.5");
}

static void
test_resume_pass_pass (void)
{
  Signals signals;
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

  play (game, "pass");
  g_assert_cmpint (tg_game_get_phase (game), ==, TG_PHASE_PLAYING);
  play (game, "pass");
  /* No second count: every stone on the board is alive (spec §5.3). */
  g_assert_cmpint (tg_game_get_phase (game), ==, TG_PHASE_FINISHED);
  g_assert_cmpint (tg_game_get_first_passer (game), ==, TG_BLACK);
  assert_counted_record (game, none, "W+6.5");
  end = tg_game_get_end_node (game);
  g_assert_cmpuint (count_values (end, "TB"), ==, 11);
  g_assert_cmpuint (count_values (end, "TW"), ==, 11);
  g_assert_false (tg_node_has_prop (counted, "TB"));

  copy = game_from_root (tg_node_copy_tree (tg_game_get_root (game)));
  assert_counted_record (copy, none, "W+6.5");
}

static void
test_resume_play_pass_pass (void)
{
  Signals signals;
  g_autoptr(TgGame) game = counting_game (&signals);
  g_autoptr(TgPointSet) none = tg_point_set_new ();
  TgScore score;

  mark_all_dead (game);
  tg_game_resume (game);
  g_assert_cmpuint (signals.phase, ==, 2);
  play (game, "C2 pass");
  g_assert_cmpint (tg_game_get_phase (game), ==, TG_PHASE_PLAYING);
  play (game, "pass");
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
  tg_game_toggle_dead (game, pt (game, "H8"));
  play (game, "C2");
  g_assert_cmpint (tg_game_get_phase (game), ==, TG_PHASE_PLAYING);
  g_assert_true (tg_game_get_resumed (game));
  g_assert_cmpuint (tg_point_set_count (tg_game_get_dead (game)), ==, 0);
  g_assert_cmpint (tg_board_get (tg_game_get_board (game), pt (game, "C2")), ==, TG_BLACK);
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

  play (game, "pass");
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

  tg_game_toggle_dead (game, pt (game, "H8"));
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
  Signals signals;

  watch (game, &signals);
  play (game, "E5 D4");
  tg_game_lose_on_time (game, TG_BLACK);
  g_assert_cmpuint (signals.phase, ==, 1);
  g_assert_cmpint (tg_game_get_phase (game), ==, TG_PHASE_FINISHED);
  g_assert_cmpint (tg_game_get_end_reason (game), ==, TG_END_TIME);
  g_assert_cmpstr (tg_game_get_info (game, "RE"), ==, "W+T");
  g_assert_cmpint (tg_game_get_winner (game), ==, TG_WHITE);

  /* Moves after the end explore; they never reopen the game. */
  play (game, "pass pass");
  g_assert_cmpint (tg_game_get_phase (game), ==, TG_PHASE_FINISHED);
  g_assert_cmpstr (tg_game_get_info (game, "RE"), ==, "W+T");

  copy = game_from_root (tg_node_copy_tree (tg_game_get_root (game)));
  g_assert_cmpint (tg_game_get_phase (copy), ==, TG_PHASE_FINISHED);
  g_assert_cmpint (tg_game_get_end_reason (copy), ==, TG_END_TIME);
  g_assert_cmpint (tg_game_get_winner (copy), ==, TG_WHITE);
}

/* Records replayed through the rules */

static TgNode *
main_line_node (TgNode *root,
                guint   depth)
{
  TgNode *node = root;

  for (guint i = 0; i < depth; i++)
    node = tg_node_get_child (node, 0);
  return node;
}

static void
test_flagged_moves (void)
{
  /* A white suicide, a black move on a black stone, then a legal one. */
  g_autoptr(TgGame) game = game_from_sgf ("(;GM[1]FF[4]SZ[5]AB[ba][ab]"
                                          ";W[aa];B[ba];B[cc];W[])");
  TgNode *root = tg_game_get_root (game);

  g_assert_cmpint (main_line_node (root, 1)->move_status, ==, TG_MOVE_SUICIDE);
  g_assert_cmpint (main_line_node (root, 2)->move_status, ==, TG_MOVE_OCCUPIED);
  g_assert_cmpint (main_line_node (root, 3)->move_status, ==, TG_MOVE_OK);
  g_assert_cmpint (main_line_node (root, 4)->move_status, ==, TG_MOVE_OK);
  g_assert_cmpint (main_line_node (root, 4)->move_point, ==, TG_PASS);
  g_assert_cmpuint (main_line_node (root, 4)->move_number, ==, 4);
  g_assert_cmpint (main_line_node (root, 1)->move_color, ==, TG_WHITE);
  g_assert_cmphex (main_line_node (root, 2)->hash, ==, root->hash);
  g_assert_true (tg_game_get_current (game) == main_line_node (root, 4));
  assert_board (tg_game_get_board (game),
                ". X . . .\n"
                "X . . . .\n"
                ". . X . .\n"
                ". . . . .\n"
                ". . . . .\n");
}

static void
test_replayed_ko (void)
{
  /* White takes the ko; Black and White then take back at once, twice
   * repeating earlier positions: kept, flagged and played. */
  g_autoptr(TgGame) game = game_from_sgf ("(;GM[1]FF[4]SZ[5]AB[ba][ab][cb][bc]AW[ca][db][cc]"
                                          ";W[bb];B[cb];W[bb];B[ee])");
  TgNode *root = tg_game_get_root (game);

  g_assert_cmpint (main_line_node (root, 1)->move_status, ==, TG_MOVE_OK);
  g_assert_cmpint (main_line_node (root, 2)->move_status, ==, TG_MOVE_SUPERKO);
  g_assert_cmpint (main_line_node (root, 2)->repeats_move, ==, 0);
  g_assert_cmpint (main_line_node (root, 3)->move_status, ==, TG_MOVE_SUPERKO);
  g_assert_cmpint (main_line_node (root, 3)->repeats_move, ==, 1);
  g_assert_cmpint (main_line_node (root, 4)->move_status, ==, TG_MOVE_OK);
  g_assert_cmphex (main_line_node (root, 2)->hash, ==, root->hash);
  g_assert_cmphex (main_line_node (root, 3)->hash, ==, main_line_node (root, 1)->hash);
  g_assert_cmpuint (tg_game_get_captures (game, TG_WHITE), ==, 2);
  g_assert_cmpuint (tg_game_get_captures (game, TG_BLACK), ==, 1);
  assert_board (tg_game_get_board (game),
                ". X O . .\n"
                "X O . O .\n"
                ". X O . .\n"
                ". . . . .\n"
                ". . . . X\n");
}

static void
test_corpus_illegal_records (void)
{
  g_autoptr(TgGame) positional = game_from_corpus ("littlego", "Illegal games",
                                                   "positional-superko.sgf", NULL);
  g_autoptr(TgGame) situational = game_from_corpus ("littlego", "Illegal games",
                                                    "situational-superko.sgf", NULL);
  g_autoptr(TgGame) suicide = game_from_corpus ("littlego", "Illegal games",
                                                "suicide.sgf", NULL);
  g_autoptr(TgGame) seven = game_from_corpus ("littlego", "7x7",
                                              "play-b-b7-for-superko.sgf", NULL);
  TgNode *last;
  int repeats = 0;

  /* Black's F5 (move 21) leaves E5–F5 one liberty; White's D5 takes both
   * stones; Black's E5 takes D5 back, which recreates the position after
   * move 20: sending two, returning one, forbidden by superko alone. */
  last = tg_game_get_current (positional);
  g_assert_cmpuint (last->move_number, ==, 23);
  g_assert_cmpint (last->move_status, ==, TG_MOVE_SUPERKO);
  g_assert_cmpint (last->repeats_move, ==, 20);
  g_assert_cmpuint (tg_game_get_size (positional), ==, 11);

  /* Situational superko is positional superko with the same player to
   * move, so the positional rule forbids it too. */
  last = tg_game_get_current (situational);
  g_assert_cmpint (last->move_status, ==, TG_MOVE_SUPERKO);

  last = tg_game_get_current (suicide);
  g_assert_cmpint (last->move_status, ==, TG_MOVE_SUICIDE);
  g_assert_cmpuint (tg_game_get_size (suicide), ==, 19);

  g_assert_cmpint (tg_game_get_to_move (seven), ==, TG_BLACK);
  g_assert_cmpint (tg_game_check_move (seven, pt (seven, "B7"), &repeats), ==, TG_MOVE_SUPERKO);
  g_assert_cmpint (repeats, >=, 0);
}

static void
test_sibling_lines (void)
{
  /* Each line has its own history: the third line's B[ee] recreates the
   * second line's last position, which never happened on its own line. */
  g_autoptr(TgGame) game = game_from_sgf ("(;GM[1]FF[4]SZ[5]AB[ba][ab][cb][bc]AW[ca][db][cc]PL[W]"
                                          "(;W[bb];B[cb])"
                                          "(;W[bb];B[ee];W[dd];B[cb])"
                                          "(;W[dd];B[ee]))");
  TgNode *root = tg_game_get_root (game);
  TgNode *first = tg_node_get_child (root, 0);
  TgNode *second = tg_node_get_child (root, 1);
  TgNode *third = tg_node_get_child (root, 2);
  TgNode *second_end = main_line_node (second, 3);
  TgNode *third_end = main_line_node (third, 1);
  g_autoptr(TgBoard) second_board = NULL;

  g_assert_cmpint (main_line_node (first, 1)->move_status, ==, TG_MOVE_SUPERKO);
  g_assert_cmpint (main_line_node (first, 1)->repeats_move, ==, 0);
  for (guint i = 0; i <= 3; i++)
    g_assert_cmpint (main_line_node (second, i)->move_status, ==, TG_MOVE_OK);
  g_assert_cmpint (third->move_status, ==, TG_MOVE_OK);
  g_assert_cmpint (third_end->move_status, ==, TG_MOVE_OK);
  g_assert_cmphex (third_end->hash, ==, second_end->hash);
  second_board = tg_board_copy (tg_game_get_board_at (game, second_end));
  g_assert_true (tg_board_equal (second_board, tg_game_get_board_at (game, third_end)));

  /* Live play follows the same rule: on the third line the second
   * line's position is no repetition. */
  tg_game_set_current (game, third);
  g_assert_cmpint (tg_game_check_move (game, tg_board_point (tg_game_get_board (game), 4, 4),
                                       NULL), ==, TG_MOVE_OK);
}

/* The position after @node by playing the B/W properties from the root,
 * independently of the game's cache. */
static TgBoard *
replay_independently (TgNode *node,
                      guint   size)
{
  g_autoptr(GPtrArray) path = g_ptr_array_new ();
  TgBoard *board = tg_board_new (size);

  for (; node != NULL; node = node->parent)
    g_ptr_array_add (path, node);
  for (guint i = path->len; i-- > 0;)
    {
      TgNode *n = path->pdata[i];
      const char *value = tg_node_get_value (n, "B");
      TgColor color = TG_BLACK;
      guint x, y;
      gboolean pass;

      if (value == NULL)
        {
          value = tg_node_get_value (n, "W");
          color = TG_WHITE;
        }
      if (value != NULL && tg_sgf_parse_point (value, size, &x, &y, &pass) && !pass)
        tg_board_play (board, color, tg_board_point (board, x, y), NULL);
    }
  return board;
}

static void
test_wide_record (void)
{
  g_autoptr(GString) sgf = g_string_new ("(;GM[1]FF[4]SZ[19]");
  g_autoptr(TgGame) game = NULL;
  TgNode *root;

  /* A variation for every point: White there, then Black beside it. */
  for (guint y = 0; y < 19; y++)
    for (guint x = 0; x < 19; x++)
      g_string_append_printf (sgf, "(;W[%c%c];B[%c%c])", 'a' + x, 'a' + y,
                              'a' + (x + 1) % 19, 'a' + y);
  g_string_append (sgf, ")");
  game = game_from_sgf (sgf->str);
  root = tg_game_get_root (game);
  g_assert_cmpuint (tg_node_get_n_children (root), ==, 361);
  for (guint i = 0; i < 361; i++)
    {
      TgNode *leaf = main_line_node (tg_node_get_child (root, i), 1);
      g_autoptr(TgBoard) expected = replay_independently (leaf, 19);

      g_assert_cmpint (leaf->move_status, ==, TG_MOVE_OK);
      g_assert_cmpuint (leaf->move_number, ==, 2);
      g_assert_true (tg_board_equal (tg_game_get_board_at (game, leaf), expected));
      g_assert_cmpuint (tg_board_count (expected, TG_WHITE) + tg_board_count (expected, TG_BLACK),
                        ==, 2);
    }
}

static void
test_long_record (void)
{
  g_autoptr(TgGame) game = game_from_corpus ("littlego", "19x19",
                                             "maximum-number-of-moves.sgf", NULL);
  TgNode *root = tg_game_get_root (game);
  g_autoptr(GRand) rand = g_rand_new_with_seed (1394);
  g_autoptr(GPtrArray) nodes = g_ptr_array_new ();

  /* Two variations of 1,394 moves each below the root. */
  g_assert_cmpuint (tg_node_get_n_children (root), ==, 2);
  for (guint v = 0; v < 2; v++)
    {
      TgNode *end = tg_node_get_child (root, v);

      while (tg_node_get_n_children (end) > 0)
        end = tg_node_get_child (end, 0);
      g_assert_cmpuint (end->move_number, ==, 1394);
      for (TgNode *n = end; n != NULL; n = n->parent)
        g_ptr_array_add (nodes, n);
    }

  /* Jump about: every position must match a replay from scratch. */
  for (guint i = 0; i < 200; i++)
    {
      TgNode *node = nodes->pdata[g_rand_int_range (rand, 0, nodes->len)];
      g_autoptr(TgBoard) expected = replay_independently (node, 19);

      tg_game_set_current (game, node);
      g_assert_true (tg_board_equal (tg_game_get_board (game), expected));
      g_assert_cmpuint (tg_game_get_move_number (game), ==, node->move_number);
      g_assert_cmphex (tg_board_get_hash (tg_game_get_board (game)), ==, node->hash);
      if (tg_game_go_back (game))
        g_assert_true (tg_board_equal (tg_game_get_board_at (game, node), expected));
    }
}

/* Loading */

static void
test_root_properties (void)
{
  const char *bad_sizes[] = { "30", "1", "9:13", "nine", "" };
  g_autoptr(TgGame) plain = game_from_sgf ("(;GM[1];B[pd])");
  g_autoptr(TgGame) square = game_from_sgf ("(;SZ[13:13]KM[750]RU[chinese])");
  g_autoptr(TgGame) fox = game_from_sgf ("(;SZ[19]KM[375]RU[Chinese]HA[0])");
  g_autoptr(TgGame) japanese = game_from_sgf ("(;SZ[19]KM[6.5]RU[Japanese])");
  g_autoptr(TgGame) turn = game_from_sgf ("(;SZ[9]AB[cc][gg]PL[W];W[ee];PL[W])");

  for (guint i = 0; i < G_N_ELEMENTS (bad_sizes); i++)
    {
      g_autoptr(GError) error = NULL;
      TgNode *root = tg_node_new ();
      TgGame *game;

      /* Built by hand: the SGF reader may refuse some of these itself. */
      tg_node_set_value (root, "SZ", bad_sizes[i]);
      game = tg_game_new_from_root (root, &error);

      g_assert_null (game);
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED);
    }

  g_assert_cmpuint (tg_game_get_size (plain), ==, 19);
  g_assert_cmpfloat (tg_game_get_komi (plain), ==, 0);
  g_assert_cmpint (tg_game_get_to_move (plain), ==, TG_WHITE);
  g_assert_cmpuint (tg_game_get_size (square), ==, 13);
  /* Fox: a hundredfold komi, in stones under Chinese rules. */
  g_assert_cmpfloat (tg_game_get_komi (square), ==, 7.5);
  g_assert_cmpint (tg_game_get_rules (square), ==, TG_RULES_CHINESE);
  g_assert_cmpfloat (tg_game_get_komi (fox), ==, 7.5);
  g_assert_cmpint (tg_game_get_rules (japanese), ==, TG_RULES_WMSG);
  g_assert_cmpfloat (tg_game_get_komi (japanese), ==, 6.5);

  /* PL on a node overrides whose turn the last move implies. */
  g_assert_cmpint (tg_game_get_to_move (turn), ==, TG_WHITE);
  tg_game_go_back (turn);
  g_assert_cmpint (tg_game_get_to_move (turn), ==, TG_BLACK);
  tg_game_go_first (turn);
  g_assert_cmpint (tg_game_get_to_move (turn), ==, TG_WHITE);
}

static void
test_saved_while_counting (void)
{
  g_autoptr(TgGame) game = game_from_corpus ("littlego", "9x9", "2-passes.sgf", NULL);
  g_autoptr(TgGame) result = game_from_sgf ("(;SZ[9]RE[B+R];B[ee];W[])");
  g_autoptr(TgGame) unknown = game_from_sgf ("(;SZ[9]RE[?];B[ee];W[];B[])");
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
      game = game_from_root (root);
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
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/game/new-record", test_new_record);
  g_test_add_func ("/game/handicap-record", test_handicap_record);
  g_test_add_func ("/game/free-handicap", test_free_handicap);
  g_test_add_func ("/game/play/illegal-moves", test_play_and_illegal_moves);
  g_test_add_func ("/game/play/ko", test_ko);
  g_test_add_func ("/game/play/variation", test_variation);
  g_test_add_func ("/game/play/undo", test_undo);
  g_test_add_func ("/game/end/pass-pass-counting", test_pass_pass_counting);
  g_test_add_func ("/game/end/marking", test_marking);
  g_test_add_func ("/game/end/accept-and-reopen", test_accept_and_reopen);
  g_test_add_func ("/game/end/resume-pass-pass", test_resume_pass_pass);
  g_test_add_func ("/game/end/resume-play-pass-pass", test_resume_play_pass_pass);
  g_test_add_func ("/game/end/play-resumes", test_play_resumes);
  g_test_add_func ("/game/end/undo-pass", test_undo_pass_in_counting);
  g_test_add_func ("/game/end/resign-in-counting", test_resign_in_counting);
  g_test_add_func ("/game/end/lose-on-time", test_lose_on_time);
  g_test_add_func ("/game/replay/flagged-moves", test_flagged_moves);
  g_test_add_func ("/game/replay/ko", test_replayed_ko);
  g_test_add_func ("/game/replay/corpus-illegal", test_corpus_illegal_records);
  g_test_add_func ("/game/replay/long-record", test_long_record);
  g_test_add_func ("/game/replay/sibling-lines", test_sibling_lines);
  g_test_add_func ("/game/replay/wide-record", test_wide_record);
  g_test_add_func ("/game/load/root-properties", test_root_properties);
  g_test_add_func ("/game/load/saved-while-counting", test_saved_while_counting);
  g_test_add_func ("/game/identity/corpus", test_identity_corpus);

  return g_test_run ();
}
