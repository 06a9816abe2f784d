/* tg-library-explorer.h: the tree a user walks from a pattern by playing
 * its continuations — each position searched, what was played next there
 * and how it went — and that tree as SGF, Kombilo's "SGF tree".
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tg-library-positions.h"

G_BEGIN_DECLS

typedef struct _TgLibraryExplorer TgLibraryExplorer;

/* @colors: the board the pattern was drawn on (size × size TgColor);
 * the pattern stands at @x, @y, @width × @height of it. */
TgLibraryExplorer *tg_library_explorer_new     (guint          size,
                                                const guint8  *colors,
                                                guint          x,
                                                guint          y,
                                                guint          width,
                                                guint          height);
void               tg_library_explorer_free    (TgLibraryExplorer *explorer);
/* The position now: size × size TgColor. */
const guint8      *tg_library_explorer_get_colors (TgLibraryExplorer *explorer);
/* What the search of the position now found (copied). */
void               tg_library_explorer_set_summary (TgLibraryExplorer      *explorer,
                                                    const TgLibrarySummary *summary);
/* The cells of @summary with continuations (guint), most played first:
 * the order of their labels A, B, C… on the pattern board and in the
 * explored tree. */
GArray            *tg_library_summary_rank         (const TgLibrarySummary *summary);
/* Plays @color at @x, @y (board coordinates) from the position now, into
 * a position of its own (the same one when played before). */
void               tg_library_explorer_play    (TgLibraryExplorer *explorer,
                                                guint              x,
                                                guint              y,
                                                TgColor            color);
/* Back to the position before the last move; FALSE at the start. */
gboolean           tg_library_explorer_back    (TgLibraryExplorer *explorer);
/* The tree as an SGF game: the pattern's stones as setup, each position
 * played a node, and every continuation counted where it was searched,
 * its counts and Black's wins in the comment. */
char              *tg_library_explorer_to_sgf  (TgLibraryExplorer *explorer);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TgLibraryExplorer, tg_library_explorer_free)

G_END_DECLS
