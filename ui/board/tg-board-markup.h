/* tg-board-markup.h: the SGF markup a node shows on the board.
 *
 * All of FF[4]'s: circles (CR), squares (SQ), triangles (TR), crosses
 * (MA), selected points (SL), labels (LB), arrows (AR), lines (LN),
 * territory (TB, TW), and the two that hold from the node that sets them
 * until a node resets them — dimmed points (DD) and the part of the board
 * shown (VW); FF[3]'s L (labels a, b, c…) and M (marks) as SGFC reads
 * them.  Values that name no point of the board are skipped and listed,
 * never silently dropped.  GLib only.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tg-board-geometry.h"
#include "tg-node.h"

G_BEGIN_DECLS

/* What is drawn at a point; a point may have several. */
typedef enum
{
  TG_MARKUP_NONE            = 0,
  TG_MARKUP_CIRCLE          = 1 << 0,
  TG_MARKUP_SQUARE          = 1 << 1,
  TG_MARKUP_TRIANGLE        = 1 << 2,
  TG_MARKUP_CROSS           = 1 << 3,
  TG_MARKUP_SELECTED        = 1 << 4,
  TG_MARKUP_DIMMED          = 1 << 5,
  TG_MARKUP_TERRITORY_BLACK = 1 << 6,
  TG_MARKUP_TERRITORY_WHITE = 1 << 7,
} TgMarkupFlags;

/* The symbols, which a point shows one of at a time (the first in this
 * order wins). */
#define TG_MARKUP_SYMBOLS (TG_MARKUP_CIRCLE | TG_MARKUP_SQUARE | TG_MARKUP_TRIANGLE | \
                           TG_MARKUP_CROSS)

typedef struct
{
  guint  col;
  guint  row;
  char  *text;
} TgMarkupLabel;

/* An arrow or a line, from one point to another. */
typedef struct
{
  guint  from_col;
  guint  from_row;
  guint  to_col;
  guint  to_row;
} TgMarkupLine;

typedef struct
{
  guint          size;
  /* TgMarkupFlags by board index (x + y * size). */
  guint8         flags[TG_MAX_SIZE * TG_MAX_SIZE];
  GArray        *labels;     /* TgMarkupLabel, one per point (the last given wins) */
  GArray        *arrows;     /* TgMarkupLine */
  GArray        *lines;      /* TgMarkupLine */
  /* VW: the part of the board shown, its bounding rectangle (a VW of
   * scattered points shows the rectangle around them); the whole board
   * when no node up to here has one, or the last one reset it. */
  TgBoardRegion  view;
} TgBoardMarkup;

TgBoardMarkup *tg_board_markup_new       (void);
void           tg_board_markup_free      (TgBoardMarkup       *markup);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TgBoardMarkup, tg_board_markup_free)

/* Reads the markup @node shows on a @size board, DD and VW from the
 * nearest node at or above it that has them, when @inherited (FALSE:
 * the record has none, tg_game_may_inherit_markup, or they are not
 * wanted).  TB and TW are left out when @territory is FALSE (the
 * counting marks show the areas then). */
void           tg_board_markup_compute   (TgBoardMarkup       *markup,
                                          const TgNode        *node,
                                          guint                size,
                                          gboolean             territory,
                                          gboolean             inherited);

/* Draws @extra's marks over @markup's (same size): a symbol or a label
 * of @extra replaces the one at its point, arrows and lines are added.
 * The teacher's marks of a lesson, which are not in the record. */
void           tg_board_markup_merge     (TgBoardMarkup       *markup,
                                          const TgBoardMarkup *extra);
/* Puts @text at a point, in place of a label there. */
void           tg_board_markup_set_label (TgBoardMarkup       *markup,
                                          guint                col,
                                          guint                row,
                                          const char          *text);

/* Whether anything at all is drawn (a VW alone draws nothing). */
gboolean       tg_board_markup_is_empty  (const TgBoardMarkup *markup);
TgMarkupFlags  tg_board_markup_get_flags (const TgBoardMarkup *markup,
                                          guint                col,
                                          guint                row);
/* The label at a point, or NULL. */
const char    *tg_board_markup_get_label (const TgBoardMarkup *markup,
                                          guint                col,
                                          guint                row);
/* Whether the view is a part of the board rather than all of it. */
gboolean       tg_board_markup_has_view  (const TgBoardMarkup *markup);

/* Whether property @id is one of the node's own markup (not DD or VW,
 * which hold for the nodes below too). */
gboolean       tg_board_markup_is_markup_id    (const char    *id);

G_END_DECLS
