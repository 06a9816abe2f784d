/* tg-history-private.h: the positions of one line of play, for positional
 * superko (spec §4).  A hash hit is confirmed by comparing whole boards.
 * The replay keeps its own index (tg-replay-line-private.h); this one is
 * the tests' and benches' legality reference for a line played move by
 * move, so it is private to rules and them.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tg-board.h"

G_BEGIN_DECLS

typedef struct _TgHistory TgHistory;

TgHistory    *tg_history_new           (guint            size);
TgHistory    *tg_history_copy          (const TgHistory *history);
void          tg_history_free          (TgHistory       *history);
void          tg_history_clear         (TgHistory       *history);

/* Records @board as the position after move @move_number (0: the start). */
void          tg_history_push          (TgHistory       *history,
                                        const TgBoard   *board,
                                        guint            move_number);
/* Forgets the most recent positions until @length remain. */
void          tg_history_truncate      (TgHistory       *history,
                                        guint            length);
guint         tg_history_get_length    (const TgHistory *history);

/* The move number of an earlier position identical to @board, or -1. */
int           tg_history_find          (const TgHistory *history,
                                        const TgBoard   *board);

/* Full legality of @color at @point on @board whose line is @history:
 * occupied, suicide, then superko (with the repeated move number in
 * @repeats_move).  Passing is always OK.  @history may be NULL (no
 * superko test). */
TgMoveStatus  tg_rules_check_move      (const TgBoard   *board,
                                        const TgHistory *history,
                                        TgColor          color,
                                        TgPoint          point,
                                        int             *repeats_move);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TgHistory, tg_history_free)

G_END_DECLS
