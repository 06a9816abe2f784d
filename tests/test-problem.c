/* test-problem.c: problem mode's decisions (rules/tg-problem.c) on the
 * teaching corpus's problems and on small problems written out here.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "tg-problem-private.h"
#include "tg-sgf.h"
#include "tg-test-util.h"

/* @name in SGF's letters ("rm"), as a point of @game's board. */
static TgPoint
sgf_point (TgGame     *game,
           const char *name)
{
  if (g_str_equal (name, "pass"))
    return TG_PASS;
  g_assert_cmpuint (strlen (name), ==, 2);
  return tg_board_point (tg_game_get_board (game), name[0] - 'a', name[1] - 'a');
}

/* Plays the student's @moves (SGF letters, space-separated), letting
 * Tengen answer whenever a reply is due, and returns the state after. */
static TgProblemState
attempt (TgProblem  *problem,
         const char *moves)
{
  g_auto(GStrv) names = g_strsplit (moves, " ", -1);
  TgGame *game = tg_problem_get_game (problem);

  for (guint i = 0; names[i] != NULL; i++)
    {
      if (names[i][0] == '\0')
        continue;
      while (tg_problem_get_state (problem) == TG_PROBLEM_ANSWERING)
        tg_problem_answer (problem);
      g_assert_cmpint (tg_problem_get_state (problem), ==, TG_PROBLEM_SOLVING);
      g_assert_cmpint (tg_problem_play (problem, sgf_point (game, names[i]), NULL), ==, TG_MOVE_OK);
    }
  while (tg_problem_get_state (problem) == TG_PROBLEM_ANSWERING)
    tg_problem_answer (problem);
  return tg_problem_get_state (problem);
}

static gboolean
comment_starts (TgProblem  *problem,
                const char *prefix)
{
  const char *comment = tg_problem_get_comment (problem);

  return comment != NULL && g_str_has_prefix (comment, prefix);
}

/* The SGF text of @game's record, to check it is left as it was. */
static char *
record_text (TgGame *game)
{
  g_autoptr(GPtrArray) roots = g_ptr_array_new ();

  g_ptr_array_add (roots, tg_game_get_root (game));
  return tg_sgf_write (roots);
}

typedef struct
{
  const char     *file;
  TgColor         student;
  /* The student's moves of a right line and of a wrong one (in the tree
   * or not), the comment each ends on; NULL: the record has no answers. */
  const char     *right;
  const char     *right_comment;
  const char     *wrong;
  const char     *wrong_comment;
} CorpusProblem;

/* The answers, read off the files by hand. */
static const CorpusProblem corpus_problems[] = {
  /* White to replay "the follow-up we covered": Tengen opens with B[oq]. */
  { "glift_problem9.sgf", TG_WHITE, "pp qo rn rm", "Correct!", "pp qo rn ro",
    "White shouldn't be worried" },
  { "glift_problem10.sgf", TG_BLACK, NULL, NULL, NULL, NULL },
  { "glift_9x9prob.sgf", TG_BLACK, NULL, NULL, NULL, NULL },
  { "glift_ajax3_13.sgf", TG_BLACK, "la", "Correct", "ka", NULL },
  { "glift_ajax_problem.sgf", TG_BLACK, "ra", "Correct", "sa", NULL },
  { "glift_ajax_problem2.sgf", TG_BLACK, "sa", "Correct. Black makes two eyes.", "ra", NULL },
  /* Tengen passes for Black first ("White to play"). */
  { "glift_lesson_19Pt_CorrectJoseki_WhiteToPlay.sgf", TG_WHITE, "pd", "Correct.", "qf", NULL },
  { "glift_lesson_19Pt_CorrectNext.sgf", TG_BLACK, "me", "Correct", "qf", NULL },
  { "glift_lesson_19Pt_1.sgf", TG_BLACK, NULL, NULL, NULL, NULL },
  { "glift_lesson_19Pt_2.sgf", TG_BLACK, NULL, NULL, NULL, NULL },
};

/* Every problem of the teaching corpus: its README names the problems
 * (problem, prob, ajax) and the lesson's four files; none is left out of
 * the table above. */
static void
test_corpus_covered (void)
{
  g_autofree char *path = tg_test_corpus_path ("teaching", NULL);
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;
  guint seen = 0;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      gboolean listed = FALSE;

      if (strstr (name, "prob") == NULL && strstr (name, "ajax") == NULL &&
          strstr (name, "lesson") == NULL)
        continue;
      for (gsize i = 0; i < G_N_ELEMENTS (corpus_problems); i++)
        listed = listed || g_str_equal (corpus_problems[i].file, name);
      if (!listed)
        g_test_message ("%s is not in the table", name);
      g_assert_true (listed);
      seen++;
    }
  g_assert_cmpuint (seen, ==, G_N_ELEMENTS (corpus_problems));
}

static void
test_corpus_problem (gconstpointer data)
{
  const CorpusProblem *p = data;
  g_autofree char *relative = g_build_filename ("teaching", p->file, NULL);
  g_autoptr(TgGame) record = tg_test_game_from_corpus (relative);
  g_autofree char *before = record_text (record);
  TgNode *current = tg_game_get_current (record);
  g_autoptr(TgProblem) problem = tg_problem_new (record);
  g_autofree char *after = NULL;
  TgGame *game;

  g_assert_cmpint (tg_problem_get_student (problem), ==, p->student);
  /* Opens at the start position, whatever node the record was at. */
  game = tg_problem_get_game (problem);
  g_assert_true (tg_board_equal (tg_game_get_board (game),
                                 tg_game_get_board_at (record, tg_game_get_root (record))));
  g_assert_cmpuint (tg_node_get_n_children (tg_game_get_root (game)), ==, 0);

  if (p->right == NULL)
    {
      g_assert_cmpint (tg_problem_get_state (problem), ==, TG_PROBLEM_NO_ANSWERS);
      g_assert_cmpint (tg_problem_play (problem, sgf_point (game, "dd"), NULL), ==,
                       TG_MOVE_NOT_AT_END);
      g_assert_false (tg_problem_show_solution (problem));
      g_assert_cmpint (tg_problem_get_state (problem), ==, TG_PROBLEM_NO_ANSWERS);
    }
  else
    {
      g_assert_cmpint (attempt (problem, p->right), ==, TG_PROBLEM_CORRECT);
      g_assert_true (comment_starts (problem, p->right_comment));

      tg_problem_retry (problem);
      g_assert_cmpint (attempt (problem, p->wrong), ==, TG_PROBLEM_WRONG);
      if (p->wrong_comment != NULL)
        g_assert_true (comment_starts (problem, p->wrong_comment));

      g_assert_true (tg_problem_show_solution (problem));
      g_assert_cmpint (tg_problem_get_state (problem), ==, TG_PROBLEM_SOLUTION);
      g_assert_nonnull (tg_problem_get_node (problem));
      g_assert_true (comment_starts (problem, "Correct"));
    }

  /* The record is as it was read, at the node it was at. */
  after = record_text (record);
  g_assert_cmpstr (after, ==, before);
  g_assert_false (tg_game_get_modified (record));
  g_assert_false (tg_game_can_undo (record));
  g_assert_true (tg_game_get_current (record) == current);
}

/* problem9 step by step: Tengen opens, each of White's moves is answered
 * from the tree, and the right line ends on the comment of W[rm]. */
static void
test_problem9_steps (void)
{
  g_autoptr(TgGame) record = tg_test_game_from_corpus ("teaching/glift_problem9.sgf");
  g_autoptr(TgProblem) problem = tg_problem_new (record);
  TgGame *game = tg_problem_get_game (problem);

  g_assert_cmpint (tg_problem_get_state (problem), ==, TG_PROBLEM_ANSWERING);
  g_assert_true (tg_problem_get_signed (problem));
  tg_problem_answer (problem);
  g_assert_cmpint (tg_problem_get_state (problem), ==, TG_PROBLEM_SOLVING);
  g_assert_cmpint (tg_game_get_last_move (game)->move_point, ==, sgf_point (game, "oq"));
  g_assert_true (comment_starts (problem, "White invaded"));
  g_assert_cmpint (tg_game_get_to_move (game), ==, TG_WHITE);

  /* Still Tengen's turn: the student cannot move for it. */
  g_assert_cmpint (tg_problem_play (problem, sgf_point (game, "pp"), NULL), ==, TG_MOVE_OK);
  g_assert_cmpint (tg_problem_get_state (problem), ==, TG_PROBLEM_ANSWERING);
  g_assert_cmpint (tg_problem_play (problem, sgf_point (game, "op"), NULL), ==, TG_MOVE_NOT_AT_END);
  tg_problem_answer (problem);
  g_assert_cmpint (tg_game_get_last_move (game)->move_point, ==, sgf_point (game, "op"));
  g_assert_cmpuint (tg_game_get_move_number (game), ==, 3);

  /* Occupied: refused, nothing changes. */
  g_assert_cmpint (tg_problem_play (problem, sgf_point (game, "op"), NULL), ==, TG_MOVE_OCCUPIED);
  g_assert_cmpuint (tg_game_get_move_number (game), ==, 3);
  g_assert_cmpint (tg_problem_get_state (problem), ==, TG_PROBLEM_SOLVING);

  g_assert_cmpint (attempt (problem, "qo rn"), ==, TG_PROBLEM_SOLVING);
  /* B[pn] carries the record's label A at qm, shown on the attempt. */
  g_assert_cmpstr (tg_node_get_value (tg_game_get_current (game), "LB"), ==, "qm:A");
  g_assert_cmpint (attempt (problem, "rm"), ==, TG_PROBLEM_CORRECT);
  g_assert_cmpuint (tg_game_get_move_number (game), ==, 8);
}

/* A move not in the tree is wrong, and stays on the board. */
static void
test_off_tree_kept (void)
{
  g_autoptr(TgGame) record = tg_test_game_from_sgf (
    "(;GM[1]FF[4]SZ[5]AB[aa][ca][cb]AW[ba][db][dc]C[Black to capture]"
    ";B[bb]C[Correct])");
  g_autoptr(TgProblem) problem = tg_problem_new (record);
  TgGame *game = tg_problem_get_game (problem);

  g_assert_cmpint (tg_problem_get_state (problem), ==, TG_PROBLEM_SOLVING);
  g_assert_cmpint (tg_problem_play (problem, sgf_point (game, "dd"), NULL), ==, TG_MOVE_OK);
  g_assert_cmpint (tg_problem_get_state (problem), ==, TG_PROBLEM_WRONG);
  g_assert_null (tg_problem_get_node (problem));
  g_assert_cmpstr (tg_problem_get_comment (problem), ==, "Black to capture");
  tg_test_assert_board (tg_game_get_board (game),
                        "X O X . .\n"
                        ". . X O .\n"
                        ". . . O .\n"
                        ". . . X .\n"
                        ". . . . .\n");
  /* No more moves until Retry. */
  g_assert_cmpint (tg_problem_play (problem, sgf_point (game, "bb"), NULL), ==, TG_MOVE_NOT_AT_END);

  tg_problem_retry (problem);
  g_assert_cmpint (tg_problem_get_state (problem), ==, TG_PROBLEM_SOLVING);
  g_assert_true (tg_problem_get_node (problem) == tg_game_get_root (record));
  tg_test_assert_board (tg_game_get_board (tg_problem_get_game (problem)),
                        "X O X . .\n"
                        ". . X O .\n"
                        ". . . O .\n"
                        ". . . . .\n"
                        ". . . . .\n");
  g_assert_cmpint (attempt (problem, "bb"), ==, TG_PROBLEM_CORRECT);
  /* The capture was played by the rules on the attempt's board. */
  tg_test_assert_board (tg_game_get_board (tg_problem_get_game (problem)),
                        "X . X . .\n"
                        ". X X O .\n"
                        ". . . O .\n"
                        ". . . . .\n"
                        ". . . . .\n");
}

static guint
choose_last (guint    n_choices,
             gpointer user_data)
{
  guint *calls = user_data;

  (*calls)++;
  return n_choices - 1;
}

static guint
choose_first (guint    n_choices,
              gpointer user_data)
{
  guint *calls = user_data;

  (*calls)++;
  return 0;
}

/* Tengen's reply among several comes from the chooser, among the
 * replies that can still lead to a correct node. */
static void
test_random_reply (void)
{
  /* Black's aa has three replies; only ba and ca lead to "RIGHT". */
  g_autoptr(TgGame) record = tg_test_game_from_sgf (
    "(;GM[1]FF[4]SZ[5];B[cc]"
    "(;W[ba];B[bb]C[RIGHT: the corner is Black's])"
    "(;W[dd]C[Tengen never plays this: no line of it is right])"
    "(;W[ca];B[cb]C[RIGHT, too]))");
  g_autoptr(TgProblem) problem = tg_problem_new (record);
  guint calls = 0;

  g_assert_cmpint (tg_problem_get_student (problem), ==, TG_BLACK);
  tg_problem_set_chooser (problem, choose_last, &calls, NULL);
  g_assert_cmpint (attempt (problem, "cc"), ==, TG_PROBLEM_SOLVING);
  g_assert_cmpuint (calls, ==, 1);
  g_assert_cmpint (tg_game_get_last_move (tg_problem_get_game (problem))->move_point, ==,
                   sgf_point (record, "ca"));
  g_assert_cmpint (attempt (problem, "cb"), ==, TG_PROBLEM_CORRECT);

  tg_problem_set_chooser (problem, choose_first, &calls, NULL);
  tg_problem_retry (problem);
  g_assert_cmpint (attempt (problem, "cc"), ==, TG_PROBLEM_SOLVING);
  g_assert_cmpuint (calls, ==, 2);
  g_assert_cmpint (tg_game_get_last_move (tg_problem_get_game (problem))->move_point, ==,
                   sgf_point (record, "ba"));
  /* Answering ba with ca's answer is not in the tree. */
  g_assert_cmpint (attempt (problem, "cb"), ==, TG_PROBLEM_WRONG);
  g_assert_null (tg_problem_get_node (problem));
}

/* The default chooser (a GRand of the problem's own) stays among the
 * replies. */
static void
test_default_chooser (void)
{
  g_autoptr(TgGame) record = tg_test_game_from_corpus ("teaching/glift_variation_example.sgf");

  for (guint i = 0; i < 8; i++)
    {
      g_autoptr(TgProblem) problem = tg_problem_new (record);
      TgNode *last;

      /* A record that says nothing: the end of any line is right. */
      g_assert_false (tg_problem_get_signed (problem));
      g_assert_cmpint (attempt (problem, "pd qh"), ==, TG_PROBLEM_CORRECT);
      last = tg_game_get_last_move (tg_problem_get_game (problem));
      g_assert_true (last->move_point == sgf_point (record, "of") ||
                     last->move_point == sgf_point (record, "nc"));
      g_assert_true (comment_starts (problem, "White played this initially") ||
                     comment_starts (problem, "A variation"));
    }
}

/* The record's other words for right and wrong: GB/GW for the student
 * or not, TE and BM on the student's moves, "Wrong", "Incorrect",
 * "WRONG" and a comment that merely mentions "correct". */
static void
test_signs (void)
{
  static const struct
  {
    const char     *sgf;
    const char     *moves;
    TgProblemState  state;
  } cases[] = {
    { "(;SZ[5](;B[aa]GB[1])(;B[bb]GW[1]))", "aa", TG_PROBLEM_CORRECT },
    { "(;SZ[5](;B[aa]GB[1])(;B[bb]GW[1]))", "bb", TG_PROBLEM_WRONG },
    { "(;SZ[5](;W[aa]GW[2])(;W[bb]GB[1]))", "aa", TG_PROBLEM_CORRECT },
    { "(;SZ[5](;B[aa]TE[1];W[bb];B[cc])(;B[bb]BM[1];W[aa]))", "aa", TG_PROBLEM_CORRECT },
    /* BM: wrong at once, and the refutation is played. */
    { "(;SZ[5](;B[aa]TE[1])(;B[bb]BM[1];W[aa]))", "bb", TG_PROBLEM_WRONG },
    { "(;SZ[5](;B[aa];W[bb]C[Wrong: white lives])(;B[cc]C[Correct]))", "aa", TG_PROBLEM_WRONG },
    { "(;SZ[5](;B[aa]C[Incorrect])(;B[cc]C[correct!]))", "aa", TG_PROBLEM_WRONG },
    { "(;SZ[5](;B[aa]C[correct!])(;B[cc]C[Incorrect]))", "aa", TG_PROBLEM_CORRECT },
    { "(;SZ[5](;B[aa]C[This is WRONG])(;B[cc]C[That is RIGHT]))", "aa", TG_PROBLEM_WRONG },
    { "(;SZ[5](;B[aa]C[This is WRONG])(;B[cc]C[That is RIGHT]))", "cc", TG_PROBLEM_CORRECT },
    /* "BRIGHT" holds no word RIGHT, "incorrectly" starts no verdict:
     * the line's end in a record that says "Correct" elsewhere is wrong. */
    { "(;SZ[5](;B[aa]C[BRIGHT idea, played incorrectly])(;B[cc]C[Correct]))", "aa",
      TG_PROBLEM_WRONG },
    /* Not yet at the end: Tengen's reply comes first. */
    { "(;SZ[5];B[aa];W[bb];B[cc]C[Correct])", "aa", TG_PROBLEM_SOLVING },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(TgGame) record = tg_test_game_from_sgf (cases[i].sgf);
      g_autoptr(TgProblem) problem = tg_problem_new (record);

      g_test_message ("%s with %s", cases[i].sgf, cases[i].moves);
      g_assert_cmpint (attempt (problem, cases[i].moves), ==, cases[i].state);
    }
}

/* A wrong move in the tree is answered with its refutation. */
static void
test_refutation_shown (void)
{
  g_autoptr(TgGame) record = tg_test_game_from_sgf (
    "(;SZ[5](;B[aa]C[Correct])(;B[bb];W[aa]C[White takes the vital point];B[cc]))");
  g_autoptr(TgProblem) problem = tg_problem_new (record);
  TgGame *game = tg_problem_get_game (problem);

  g_assert_cmpint (tg_problem_play (problem, sgf_point (game, "bb"), NULL), ==, TG_MOVE_OK);
  g_assert_cmpint (tg_problem_get_state (problem), ==, TG_PROBLEM_ANSWERING);
  tg_problem_answer (problem);
  g_assert_cmpint (tg_problem_get_state (problem), ==, TG_PROBLEM_WRONG);
  g_assert_cmpint (tg_game_get_last_move (game)->move_point, ==, sgf_point (game, "aa"));
  g_assert_true (comment_starts (problem, "White takes the vital point"));
  g_assert_cmpuint (tg_game_get_move_number (game), ==, 2);
}

/* Show Solution plays the first line that reaches "correct", not the
 * main line, and shows its comment. */
static void
test_solution_line (void)
{
  g_autoptr(TgGame) record = tg_test_game_from_sgf (
    "(;SZ[5](;B[aa];W[bb]C[Black dies])(;B[cc];W[dd](;B[ee]C[Wrong])(;B[bd]C[Correct!])))");
  g_autoptr(TgProblem) problem = tg_problem_new (record);
  TgGame *game = tg_problem_get_game (problem);
  TgNode *node;

  g_assert_true (tg_problem_show_solution (problem));
  game = tg_problem_get_game (problem);
  g_assert_cmpuint (tg_game_get_move_number (game), ==, 3);
  node = tg_game_get_current (game);
  g_assert_cmpint (node->move_point, ==, sgf_point (game, "bd"));
  g_assert_cmpint (node->parent->move_point, ==, sgf_point (game, "dd"));
  g_assert_cmpint (node->parent->parent->move_point, ==, sgf_point (game, "cc"));
  g_assert_true (comment_starts (problem, "Correct!"));
  /* The solution takes no move. */
  g_assert_cmpint (tg_problem_play (problem, sgf_point (game, "ab"), NULL), ==, TG_MOVE_NOT_AT_END);
  tg_problem_retry (problem);
  g_assert_cmpint (tg_problem_get_state (problem), ==, TG_PROBLEM_SOLVING);
  g_assert_cmpuint (tg_game_get_move_number (tg_problem_get_game (problem)), ==, 0);
}

static void
count_cb (guint *count)
{
  (*count)++;
}

/* "changed" comes once per operation, with the state settled. */
static void
test_changed_signal (void)
{
  g_autoptr(TgGame) record = tg_test_game_from_sgf ("(;SZ[5];B[aa];W[bb]C[Correct])");
  g_autoptr(TgProblem) problem = tg_problem_new (record);
  guint changed = 0;

  /* White is the student: Tengen opens. */
  g_assert_cmpint (tg_problem_get_student (problem), ==, TG_WHITE);
  g_signal_connect_swapped (problem, "changed", G_CALLBACK (count_cb), &changed);
  tg_problem_answer (problem);
  g_assert_cmpuint (changed, ==, 1);
  g_assert_cmpint (tg_problem_play (problem, sgf_point (record, "bb"), NULL), ==, TG_MOVE_OK);
  g_assert_cmpuint (changed, ==, 2);
  g_assert_cmpint (tg_problem_get_state (problem), ==, TG_PROBLEM_CORRECT);
  tg_problem_retry (problem);
  g_assert_cmpuint (changed, ==, 3);
}

int
main (int   argc,
      char *argv[])
{
  tg_test_init_corpus (&argc, &argv);
  g_test_init (&argc, &argv, NULL);

  tg_test_add_corpus_func ("/problem/corpus-covered", test_corpus_covered);
  for (gsize i = 0; i < G_N_ELEMENTS (corpus_problems); i++)
    {
      g_autofree char *path = g_strdup_printf ("/problem/corpus/%s", corpus_problems[i].file);

      tg_test_add_corpus_data_func (path, &corpus_problems[i], test_corpus_problem);
    }
  tg_test_add_corpus_func ("/problem/problem9-steps", test_problem9_steps);
  tg_test_add_func ("/problem/off-tree-kept", test_off_tree_kept);
  tg_test_add_func ("/problem/random-reply", test_random_reply);
  tg_test_add_corpus_func ("/problem/default-chooser", test_default_chooser);
  tg_test_add_func ("/problem/signs", test_signs);
  tg_test_add_func ("/problem/refutation-shown", test_refutation_shown);
  tg_test_add_func ("/problem/solution-line", test_solution_line);
  tg_test_add_func ("/problem/changed-signal", test_changed_signal);

  return tg_test_run ();
}
