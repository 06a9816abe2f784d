/* tg-board-markings.h: what a position shows besides its stones and its
 * record's markup — last move, points superko forbids, move numbers, and
 * in counting the dead stones and each point's owner — derived from a
 * node of a game in one pass.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tg-game.h"

G_BEGIN_DECLS

/* What is drawn on or at a point besides its stone. */
typedef enum
{
  TG_BOARD_MARK_NONE       = 0,
  TG_BOARD_MARK_LAST_MOVE  = 1 << 0,
  TG_BOARD_MARK_FORBIDDEN  = 1 << 1,  /* superko forbids it to the side to move */
  TG_BOARD_MARK_DEAD       = 1 << 2,  /* counting: marked dead */
  TG_BOARD_MARK_AREA_BLACK = 1 << 3,  /* counting: empty or dead, Black's */
  TG_BOARD_MARK_AREA_WHITE = 1 << 4,
  TG_BOARD_MARK_SHARED     = 1 << 5,  /* counting: empty, touches both */
  TG_BOARD_MARK_HINT       = 1 << 6,  /* an engine suggests this move */
} TgBoardMarks;

typedef struct
{
  guint8   marks[TG_MAX_POINTS];    /* TgBoardMarks, by TgPoint */
  guint    numbers[TG_MAX_POINTS];  /* move that placed the stone; 0: none */
  TgPoint  last_move;               /* TG_PASS: none */
  TgPoint  forbidden;               /* the first superko point; TG_PASS: none */
  gboolean counting;                /* the counting marks apply */
} TgBoardMarkings;

/* For @node of @game, whose position is @board (@game NULL: an empty
 * board, no marks).  Superko is the rules' answer for the current node
 * only: at another node no point is forbidden. */
void          tg_board_markings_compute      (TgBoardMarkings *markings,
                                              TgGame          *game,
                                              TgNode          *node,
                                              const TgBoard   *board);

G_END_DECLS
