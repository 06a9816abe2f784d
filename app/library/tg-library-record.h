/* tg-library-record.h: a game as the library searches it — every line of
 * play as a list of stone changes, captures included, so a search
 * replays it without the rules; and the bits that let a search skip it.
 *
 * The list is 16-bit entries: a point (x + y × size) in the low 10 bits,
 * an operation in the next 3, and TG_LIBRARY_END_OF_NODE on the last
 * entry of each node.  The tree is walked depth first: a node with
 * several children is followed by BRANCH (remember the state), its first
 * child's line runs to its end, then END_VARIATION (go back to the state
 * remembered), and BRANCH again before every child but the last.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tg-node.h"

G_BEGIN_DECLS

enum
{
  TG_LIBRARY_OP_MOVE_BLACK = 0,
  TG_LIBRARY_OP_MOVE_WHITE = 1,
  TG_LIBRARY_OP_CAPTURE = 2,        /* the stone at the point is taken off */
  TG_LIBRARY_OP_SETUP_BLACK = 3,
  TG_LIBRARY_OP_SETUP_WHITE = 4,
  TG_LIBRARY_OP_SETUP_EMPTY = 5,
  TG_LIBRARY_OP_CONTROL = 6,        /* the point field says which: */
};

enum
{
  TG_LIBRARY_CONTROL_PASS_BLACK = 0,  /* a move that left the board as it was */
  TG_LIBRARY_CONTROL_PASS_WHITE = 1,
  TG_LIBRARY_CONTROL_NODE = 2,        /* a node that changed nothing */
  TG_LIBRARY_CONTROL_BRANCH = 3,
  TG_LIBRARY_CONTROL_END_VARIATION = 4,
};

#define TG_LIBRARY_POINT_MASK 0x3ff
#define TG_LIBRARY_OP_SHIFT 10
#define TG_LIBRARY_END_OF_NODE 0x2000
#define TG_LIBRARY_ENTRY(op, point) ((guint16) (((op) << TG_LIBRARY_OP_SHIFT) | (point)))
#define TG_LIBRARY_ENTRY_OP(e) (((e) >> TG_LIBRARY_OP_SHIFT) & 7)
#define TG_LIBRARY_ENTRY_POINT(e) ((e) & TG_LIBRARY_POINT_MASK)

/* Bitboards of x + y × size bits. */
#define TG_LIBRARY_BITBOARD_WORDS ((TG_MAX_SIZE * TG_MAX_SIZE + 63) / 64)

enum
{
  TG_LIBRARY_EVER_BLACK,     /* a black stone stood there at some time */
  TG_LIBRARY_EVER_WHITE,
  TG_LIBRARY_EVER_EMPTIED,   /* a stone was taken off there (capture or AE) */
  TG_LIBRARY_N_EVER,
};

typedef struct
{
  guint    size;
  GArray  *entries;          /* guint16 */
  guint64  ever[TG_LIBRARY_N_EVER][TG_LIBRARY_BITBOARD_WORDS];
  guint    n_moves;          /* on the main line, passes included */
  gboolean has_variations;
  /* Kombilo's duplicate signature: moves 20, 40, 60, 31, 51 and 71 of
   * the main line, the least of its eight symmetric forms; '?' for a
   * move the game does not reach. */
  char     dyer[13];
  /* Of the main line's moves as played, to tell the same game apart. */
  guint64  moves_hash;
  /* The main line's last position, size × size TgColor bytes. */
  guint8   final[TG_MAX_SIZE * TG_MAX_SIZE];
} TgLibraryRecord;

/* @root: a game of a @size board as read (not replayed). */
TgLibraryRecord *tg_library_record_new  (const TgNode    *root,
                                         guint            size);
void             tg_library_record_free (TgLibraryRecord *record);

static inline gboolean
tg_library_bit (const guint64 *bits,
                guint          point)
{
  return (bits[point >> 6] >> (point & 63)) & 1;
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TgLibraryRecord, tg_library_record_free)

G_END_DECLS
