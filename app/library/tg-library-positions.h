/* tg-library-positions.h: the library's games held in memory for
 * position search, and the search itself.
 *
 * Every game is its move list (tg-library-record.h) and three bitboards:
 * where a black stone, a white stone ever stood, and where one was ever
 * taken off.  The bitboards are kept by point, one bit a game, in blocks
 * of games, so a search first ANDs, for every place and image of the
 * pattern, the columns of the stones it needs — a game lacking one of
 * them at any time cannot hold the pattern — then, from columns of
 * which points had their first stone by a few sampled moves, drops the
 * games where a point that must be empty filled for good before the
 * pattern's stones came; and replays only the games left, watching only
 * the places left.
 *
 * Hits are counted as Kombilo counts them: one for each image and place
 * of the pattern in each line of play, at the first node where it stands
 * there; its continuation is the next move played inside the place.
 * Lines sharing that node and that move share the hit.
 *
 * A TgLibraryPositions is used by one thread at a time.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "tg-library-pattern.h"
#include "tg-library-record.h"

G_BEGIN_DECLS

typedef struct _TgLibraryPositions TgLibraryPositions;

typedef struct
{
  gint64   game;          /* the game's id in the database */
  guint    move;          /* moves from the root when the pattern appeared */
  guint    node;          /* that node, counted depth first from the root */
  guint8   image;         /* which image of the pattern, and where: */
  guint8   x, y;          /* its top-left cell on the board */
  gint16   cell;          /* the continuation on the drawn pattern (folded), -1: none */
  TgColor  color : 8;     /* its colour, as counted */
  gboolean swapped : 8;   /* colours reversed: the pattern's Black is White */
  guint16  next_point;    /* the continuation on the board, x + y × size */
} TgLibraryHit;

typedef struct
{
  guint black;            /* played by Black (colours as counted) */
  guint white;
  guint black_wins_after_black;   /* ...in games the pattern's Black won */
  guint black_wins_after_white;
} TgLibraryContinuation;

typedef struct
{
  guint                  n_games;       /* games with at least one hit */
  guint                  n_hits;
  guint                  black_wins;    /* hits in games the pattern's Black won */
  guint                  white_wins;
  guint                  n_cells;       /* the drawn pattern's width × height */
  TgLibraryContinuation *continuations; /* by cell */
} TgLibrarySummary;

/* Hits as they are found, a few games at a time, in the order of the
 * games' ids. */
typedef void (*TgLibraryHitsFunc) (const TgLibraryHit *hits,
                                   guint               n_hits,
                                   gpointer            user_data);

TgLibraryPositions *tg_library_positions_new    (void);
void                tg_library_positions_free   (TgLibraryPositions *positions);

/* @winner: TG_BLACK, TG_WHITE, or TG_EMPTY (a draw, no result, unknown).
 * Ids are added in increasing order. */
void                tg_library_positions_add    (TgLibraryPositions *positions,
                                                 gint64              game,
                                                 guint               size,
                                                 TgColor             winner,
                                                 const guint16      *entries,
                                                 guint               n_entries,
                                                 const guint64       ever[TG_LIBRARY_N_EVER][TG_LIBRARY_BITBOARD_WORDS]);
void                tg_library_positions_remove (TgLibraryPositions *positions,
                                                 gint64              game);
guint               tg_library_positions_get_n_games (TgLibraryPositions *positions);
gint64              tg_library_positions_get_last_id (TgLibraryPositions *positions);
/* The ids of the games held, in increasing order (gint64). */
GArray             *tg_library_positions_get_ids (TgLibraryPositions *positions);

/* Runs the search over the games of the pattern's board size; FALSE when
 * cancelled.  @func (may be NULL) hears hits as they are found;
 * @summary, cleared with tg_library_summary_clear (), gets the totals. */
gboolean            tg_library_positions_search (TgLibraryPositions     *positions,
                                                 const TgLibraryPattern *pattern,
                                                 GCancellable           *cancellable,
                                                 TgLibraryHitsFunc       func,
                                                 gpointer                user_data,
                                                 TgLibrarySummary       *summary);
void                tg_library_summary_clear    (TgLibrarySummary *summary);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TgLibraryPositions, tg_library_positions_free)

G_END_DECLS
