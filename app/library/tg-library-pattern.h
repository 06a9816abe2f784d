/* tg-library-pattern.h: what a position search looks for — a shape of
 * points, where on the board it may stand, and its images under the
 * board's eight symmetries with colours swapped.
 *
 * Cells: 'X' black, 'O' white, '.' empty, '*' anything, 'x' black or
 * empty, 'o' white or empty.  A pattern is drawn in one orientation with
 * the range its top-left cell may take (left..right, top..bottom, board
 * coordinates from the top left); its images are the drawn pattern
 * mapped by each symmetry of the board, identical images counted once,
 * as Kombilo counts them.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tg-types.h"

G_BEGIN_DECLS

#define TG_LIBRARY_PATTERN_ERROR (tg_library_pattern_error_quark ())
GQuark tg_library_pattern_error_quark (void);

typedef enum
{
  TG_LIBRARY_PATTERN_ERROR_SYNTAX,
} TgLibraryPatternError;

/* Where a pattern drawn with its top-left cell at the board's top-left
 * may stand: in that corner only (its images give the other three);
 * with its top row on the top edge, sliding along it without reaching
 * a corner; anywhere not touching an edge; or the whole board. */
typedef enum
{
  TG_LIBRARY_WHERE_CORNER,
  TG_LIBRARY_WHERE_SIDE,
  TG_LIBRARY_WHERE_CENTER,
  TG_LIBRARY_WHERE_BOARD,
} TgLibraryWhere;

/* At most 16: 8 symmetries, each with colours as drawn and swapped. */
#define TG_LIBRARY_MAX_IMAGES 16

typedef struct
{
  guint  width;
  guint  height;
  guint  left, right, top, bottom;   /* range of the top-left cell */
  char  *cells;                      /* width * height, row by row */
  guint  flip;                       /* 0–7, Kombilo's numbering */
  gboolean swapped;                  /* colours exchanged */
} TgLibraryImage;

typedef struct
{
  guint  size;                       /* board size */
  guint  width;
  guint  height;
  guint  left, right, top, bottom;
  char  *cells;
  gboolean colours_as_drawn;         /* no colour-swapped images */
  TgColor next;                      /* TG_EMPTY: either plays next */
  guint  first_move;                 /* the pattern must appear by a move in */
  guint  last_move;                  /* first_move..last_move */

  /* Worked out by tg_library_pattern_prepare (). */
  TgLibraryImage images[TG_LIBRARY_MAX_IMAGES];
  guint  n_images;
  /* A symmetry that turns the pattern into itself with colours swapped,
   * or -1: continuations are then all shown as one colour's. */
  int    swap_flip;
  /* For each cell, the cell that stands for every cell the pattern's own
   * symmetries map it to, so a symmetric pattern's continuations are
   * counted once. */
  guint *fold;
} TgLibraryPattern;

/* A region drawn where it stands on the board (a position's part): a
 * region touching two edges is a corner pattern fixed to that corner,
 * one touching one edge slides along it, one touching none may stand
 * anywhere away from the edges, the whole board is the whole board. */
TgLibraryPattern *tg_library_pattern_new_region (guint       size,
                                                 guint       x,
                                                 guint       y,
                                                 guint       width,
                                                 guint       height,
                                                 const char *cells,
                                                 GError    **error);
/* The pattern file of `tengen-cli library search`:
 *   where corner|side|center|board
 *   rows of cells
 *   colours both|as-drawn      (optional)
 *   next B|W                   (optional)
 *   moves FIRST-LAST           (optional)
 *   size N                     (optional, 19 by default; board: the rows)
 * Blank lines and lines from '#' are ignored. */
TgLibraryPattern *tg_library_pattern_parse (const char     *text,
                                            GError        **error);
TgLibraryPattern *tg_library_pattern_copy  (const TgLibraryPattern *pattern);
void              tg_library_pattern_free  (TgLibraryPattern *pattern);

/* Call after changing colours_as_drawn (the constructors call it). */
void              tg_library_pattern_prepare (TgLibraryPattern *pattern);


/* A continuation found at @x, @y of image @image, played by @color, in a
 * game Black won (@black_won): where it is counted on the drawn pattern
 * (*@cell), for which colour, and whether that colour's side won —
 * colours swapped back, folded by the pattern's symmetries.  FALSE when
 * the pattern asks for the other colour to play next. */
gboolean          tg_library_pattern_count_continuation (const TgLibraryPattern *pattern,
                                                         guint                   image,
                                                         guint                   x,
                                                         guint                   y,
                                                         TgColor                 color,
                                                         guint                  *cell,
                                                         TgColor                *counted_color,
                                                         gboolean               *swapped);

/* Cell @c (one of ".XO*xo") is satisfied by a point of colour @color. */
static inline gboolean
tg_library_cell_accepts (char    c,
                         TgColor color)
{
  switch (c)
    {
    case '.': return color == TG_EMPTY;
    case 'X': return color == TG_BLACK;
    case 'O': return color == TG_WHITE;
    case 'x': return color != TG_WHITE;
    case 'o': return color != TG_BLACK;
    default: return TRUE;
    }
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TgLibraryPattern, tg_library_pattern_free)

G_END_DECLS
