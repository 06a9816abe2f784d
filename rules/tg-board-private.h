/* tg-board-private.h: what tests take from tg-board.c beside its
 * public header.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tg-board.h"

G_BEGIN_DECLS

/* From scratch, for checking the incremental hash. */
guint64       tg_board_compute_hash    (const TgBoard  *board);

/* ASCII diagrams for tests and `tengen-cli show`: one row per line,
 * 'X' black, 'O' white, '.' or '+' empty; spaces ignored. */
TgBoard      *tg_board_new_from_diagram (const char    *diagram,
                                         GError       **error);

/* TRUE when both points hold stones of one group. */
gboolean      tg_board_same_group      (const TgBoard  *board,
                                        TgPoint         a,
                                        TgPoint         b);

G_END_DECLS
