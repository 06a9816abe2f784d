/* tg-problem.h: a record read as a problem — the student plays one
 * colour from the start position, Tengen answers from the tree, and the
 * record says whether the line is right or wrong.
 *
 * The record is never changed: the moves of the attempt go into a game
 * of their own (tg_problem_get_game ()), which holds the start position
 * and what the student and Tengen played, with the markup of the record's
 * nodes they reached, so a board can show it as it shows any game.
 *
 * What the record says (as Glift and most problem collections read it):
 *   correct: a comment that starts with "Correct" or holds the word
 *     "RIGHT", GB or GW for the student's colour, TE on a student's move;
 *   wrong: a comment that starts with "Wrong" or "Incorrect" or holds the
 *     word "WRONG", GB or GW for the other colour, BM on a student's move;
 *   the line's end: in a record that says "correct" somewhere, a line
 *     that cannot reach a correct node any more is wrong as soon as the
 *     student enters it; in one that says nothing, the end of any line is
 *     correct.
 * The student plays the colour of the first node that says "correct"
 * (breadth first), else of the first move.  Tengen answers with the
 * only reply, or a random one of several (preferring those that can
 * still lead to a correct node); a move not in the tree is wrong, and
 * stays on the board.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "tg-game.h"

G_BEGIN_DECLS

typedef enum
{
  TG_PROBLEM_SOLVING = 0,   /* the student's move */
  TG_PROBLEM_ANSWERING,     /* Tengen's reply is due (tg_problem_answer ()) */
  TG_PROBLEM_CORRECT,
  TG_PROBLEM_WRONG,
  TG_PROBLEM_SOLUTION,      /* the solution is shown */
  TG_PROBLEM_NO_ANSWERS,    /* the record has no move to check against */
} TgProblemState;

#define TG_TYPE_PROBLEM_STATE (tg_problem_state_get_type ())
GType           tg_problem_state_get_type (void) G_GNUC_CONST;

/* Picks one of @n_choices (at least 2) replies: 0 … n_choices - 1. */
typedef guint (*TgProblemChooser) (guint    n_choices,
                                   gpointer user_data);

#define TG_TYPE_PROBLEM (tg_problem_get_type ())
G_DECLARE_FINAL_TYPE (TgProblem, tg_problem, TG, PROBLEM, GObject)

/* A problem from @record's root.  When Tengen moves first, the state is
 * TG_PROBLEM_ANSWERING. */
TgProblem      *tg_problem_new              (TgGame           *record);

TgGame         *tg_problem_get_record       (TgProblem        *problem);
/* The attempt: the start position and the moves played since. */
TgGame         *tg_problem_get_game         (TgProblem        *problem);
TgProblemState  tg_problem_get_state        (TgProblem        *problem);
TgColor         tg_problem_get_student      (TgProblem        *problem);
/* The record's node the attempt has reached, or NULL after a move that
 * is not in the tree. */
TgNode         *tg_problem_get_node         (TgProblem        *problem);
/* The comment of that node (the root's at the start; off the tree, of
 * the last node on it: the question still stands), or NULL. */
const char     *tg_problem_get_comment      (TgProblem        *problem);
/* Whether the record says "correct" anywhere (else line ends are). */
gboolean        tg_problem_get_signed       (TgProblem        *problem);

/* The student's move at @point (TG_PASS passes).  Illegal moves change
 * nothing and return why (with @repeats_move, when not NULL, the move a
 * superko repeats); outside TG_PROBLEM_SOLVING, TG_MOVE_NOT_AT_END. */
TgMoveStatus    tg_problem_play             (TgProblem        *problem,
                                             TgPoint           point,
                                             int              *repeats_move);
/* Tengen's reply, when one is due. */
void            tg_problem_answer           (TgProblem        *problem);
/* Back to the start position. */
void            tg_problem_retry            (TgProblem        *problem);
/* Plays out a correct line from the start, the attempt's game at its
 * end (FALSE, nothing changed, when the record has none). */
gboolean        tg_problem_show_solution    (TgProblem        *problem);

G_END_DECLS
