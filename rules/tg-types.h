/* tg-types.h: the vocabulary shared by every part of the rules core.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Values double as indices into two-entry tables (BLACK - 1, WHITE - 1),
 * and TG_OTHER flips a colour with one subtraction. */
typedef enum
{
  TG_EMPTY = 0,
  TG_BLACK = 1,
  TG_WHITE = 2,
  TG_OFFBOARD = 3,
} TgColor;

#define TG_OTHER(c) ((TgColor) (3 - (c)))

/* A point is an index into the board's 1-D array with a one-point border
 * (stride = size + 2), as Pachi and GNU Go lay it out. */
typedef int TgPoint;

#define TG_PASS (-1)
#define TG_MIN_SIZE 2
#define TG_MAX_SIZE 25
#define TG_MAX_STRIDE (TG_MAX_SIZE + 2)
#define TG_MAX_POINTS (TG_MAX_STRIDE * TG_MAX_STRIDE)

/* Why a move may not be played (spec §3, §4).  Passing is always TG_MOVE_OK. */
typedef enum
{
  TG_MOVE_OK = 0,
  TG_MOVE_OCCUPIED,
  TG_MOVE_SUICIDE,
  TG_MOVE_SUPERKO,
  /* Not a rule of the board: a game played by the rules (no takebacks)
   * goes on only from its last move (spec §9).  Never a record's flag. */
  TG_MOVE_NOT_AT_END,
  /* Flags of a record, never of a move played here.  A move that names
   * no point of the board (B[zz] on 9×9, or text that is no point at
   * all: B[a], B[ab:cd]) leaves the position as it was, as a pass would,
   * but it is no pass; setup values get the same two flags. */
  TG_MOVE_OFF_BOARD,
  TG_MOVE_MALFORMED,
  /* A node with a second move (B[aa]W[bb], B[aa][bb]): the first is
   * played, the others are kept in the record and not played. */
  TG_MOVE_TWO_MOVES,
} TgMoveStatus;

/* The machine word ("occupied", "suicide", "superko", "off-board",
 * "malformed", "two-moves"), for tengen-cli. */
const char *tg_move_status_to_string (TgMoveStatus status);
/* For people, translated: "Suicide", "Retakes the ko at once" (a
 * superko with @retakes_ko, tg_node_retakes_ko ()), "Repeats the
 * position after move 57"; NULL for TG_MOVE_OK.  @repeats_move is the
 * move a superko repeats. */
char       *tg_move_status_describe  (TgMoveStatus status,
                                      int          repeats_move,
                                      gboolean     retakes_ko);

G_END_DECLS
