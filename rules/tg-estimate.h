/* tg-estimate.h: suggesting dead stones at the end of a game (spec §5.5).
 *
 * Unconditional life first (Benson's algorithm), then ownership from
 * light Monte-Carlo playouts.  Everything is a pure function of the
 * position and a seed: no global state, the same answer every time.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tg-board.h"
#include "tg-score.h"

G_BEGIN_DECLS

/* About 25 ms of one core on the finished board of the deadstones corpus,
 * 45 ms (median) on the final positions of the AI corpus and up to about
 * 120 ms on its unfinished ones; half as many change the answer on few
 * stones (tests/bench/bench-estimate.c). */
#define TG_ESTIMATE_DEFAULT_PLAYOUTS 256

typedef enum
{
  TG_SAFETY_UNKNOWN = 0,
  /* A stone of a pass-alive chain: no sequence of opposing moves, even
   * with its owner passing throughout, can capture it. */
  TG_SAFETY_ALIVE,
  /* A point (empty or holding an opposing stone) of a small region that
   * only pass-alive chains surround and whose every empty point is a
   * liberty of one of them: the owner's for good, opposing stones there
   * are dead. */
  TG_SAFETY_TERRITORY,
} TgSafety;

typedef struct
{
  guint playouts;
  guint pass_alive;      /* stones proved alive by Benson's algorithm */
  guint pass_dead;       /* stones inside the other side's pass-alive territory */
  guint dead;            /* stones suggested dead, those above included */
} TgEstimateStats;

/* Benson's algorithm for @color: fills @safety (tg_board_get_n_points
 * entries, in tg_board_nth_point order) with TG_SAFETY_ALIVE on @color's
 * pass-alive stones and TG_SAFETY_TERRITORY on the points they enclose as
 * vital regions; other entries are left as they were. */
void          tg_estimate_pass_alive   (const TgBoard   *board,
                                        TgColor          color,
                                        TgSafety        *safety);

/* The stones that look dead, whole groups at a time: those that clearly
 * lose the playouts, or that sit in a closed enclosure whose empty points
 * lean to the opponent.  Never a pass-alive group, never one with two
 * eyes, never one that survives nearly every playout (a seki, where the
 * shared liberties lean nowhere), never the two chains of a seki without
 * eyes, including one that @to_move can make with a move.  A fight still
 * open, that either side may win, is left alive.  @playouts 0 means
 * TG_ESTIMATE_DEFAULT_PLAYOUTS; @stats may be NULL. */
TgPointSet   *tg_estimate_dead         (const TgBoard   *board,
                                        TgColor          to_move,
                                        guint64          seed,
                                        guint            playouts,
                                        TgEstimateStats *stats);

G_END_DECLS
