/* tg-estimate-private.h: what the estimator's files share.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tg-board.h"
#include "tg-estimate.h"

G_BEGIN_DECLS

/* The points are laid out with a one-point border (tg-types.h), so the
 * neighbours of an on-board point are always inside the array. */
typedef struct
{
  guint size;
  guint stride;
  guint n_cells;
  guint n_points;
} Geometry;

static inline void
geometry_init (Geometry      *g,
               const TgBoard *board)
{
  g->size = tg_board_get_size (board);
  g->stride = g->size + 2;
  g->n_cells = g->stride * g->stride;
  g->n_points = g->size * g->size;
}

static inline guint
nth_of (const Geometry *g,
        TgPoint         point)
{
  return ((guint) point / g->stride - 1) * g->size + (guint) point % g->stride - 1;
}

#define FOREACH_NEIGHBOUR(g, point, n, ...) \
  G_STMT_START { \
    const TgPoint _nb[4] = { (point) - (TgPoint) (g)->stride, (point) - 1, \
                             (point) + 1, (point) + (TgPoint) (g)->stride }; \
    for (guint _i = 0; _i < 4; _i++) \
      { \
        TgPoint n = _nb[_i]; \
        __VA_ARGS__; \
      } \
  } G_STMT_END

/* Labels the maximal connected sets of cells of equal non-zero @kind;
 * returns how many.  Cells of kind 0 get -1.  @cells receives the cells
 * set by set, @first[k] the index in @cells where set k starts (with a
 * final entry for the end), so a set's cells are contiguous. */
guint         tg_estimate_label_sets   (const Geometry *g,
                                        const guint8   *kind,
                                        gint16         *label,
                                        TgPoint        *cells,
                                        guint          *first);

/* Whether the chain at @stone is in a seki without eyes with one
 * opposing chain (one stone of it in @partner): every liberty of the
 * chain is also the partner's, and the partner has none besides, or one
 * that the chain's owner fills (@fill; TG_PASS when the seki already
 * stands) when it is @to_move, or when the partner, to move, cannot win
 * the race.  Shared liberties that are eyes of neither side make the
 * seki: whoever fills one is captured.  The caller judges whether the
 * chains that @fill joins are alive.  @partner and @fill may be NULL. */
gboolean      tg_estimate_in_seki      (const TgBoard  *board,
                                        TgPoint         stone,
                                        TgColor         to_move,
                                        TgPoint        *partner,
                                        TgPoint        *fill);

/* The average owner of each point at the end of @playouts random games
 * from @board, @to_move first: +1 always Black, −1 always White.
 * @ownership has tg_board_get_n_points entries, in tg_board_nth_point
 * order.  Pass-alive chains and their vital regions are fixed at ±1. */
void          tg_estimate_ownership    (const TgBoard   *board,
                                        TgColor          to_move,
                                        guint64          seed,
                                        guint            playouts,
                                        double          *ownership);

G_END_DECLS
