/* tg-board-variations.h: where the other variations of a node go next,
 * as the board shows them.
 *
 * SGF's ST (on the root) says which: the node's children — the moves
 * that may follow — or its siblings — the moves that could have been
 * played instead — and whether the board shows them at all.  Each mark
 * is a letter (A for the first variation, as the tree orders them) or a
 * ghost stone of the variation's colour at its move's point.  GLib only.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "tg-board.h"
#include "tg-node.h"

G_BEGIN_DECLS

/* The preference (the variation-marks setting). */
typedef enum
{
  TG_VARIATION_MARKS_AUTO = 0,   /* as the record's ST says, in ghost stones */
  TG_VARIATION_MARKS_LETTERS,    /* always, in letters (ST still picks children or siblings) */
  TG_VARIATION_MARKS_GHOSTS,     /* always, in ghost stones */
  TG_VARIATION_MARKS_NONE,
} TgVariationMarks;

#define TG_TYPE_VARIATION_MARKS (tg_variation_marks_get_type ())
GType         tg_variation_marks_get_type (void) G_GNUC_CONST;

typedef struct
{
  TgNode  *node;       /* the variation's first node */
  TgPoint  point;      /* its move, on an empty point of the board */
  TgColor  color;
  char     letter[4];  /* its place among its siblings: "A", "B"…, "AA" after "Z" */
} TgBoardVariation;

typedef struct
{
  GArray   *marks;     /* TgBoardVariation, in the tree's order */
  gboolean  ghosts;    /* ghost stones rather than letters */
  gboolean  siblings;  /* the node's siblings rather than its children */
} TgBoardVariations;

void          tg_board_variations_init    (TgBoardVariations *variations);
void          tg_board_variations_clear   (TgBoardVariations *variations);

/* The marks @node shows on @board (its position) with @style, and @st
 * the record's ST value (NULL: none, which is 0). */
void          tg_board_variations_compute (TgBoardVariations *variations,
                                           TgNode            *node,
                                           const TgBoard     *board,
                                           TgVariationMarks   style,
                                           const char        *st);

/* The variation whose mark is at @point, or NULL. */
TgNode       *tg_board_variations_find    (const TgBoardVariations *variations,
                                           TgPoint                  point);

G_END_DECLS
