/* tg-figure.h: a figure of a game as a Go book prints it.
 *
 * A figure shows the position before its first move and then every move
 * of its range with its number on its own point.  A move played where
 * the figure already shows a stone (a ko taken back, a point retaken
 * after a capture) cannot be drawn there: it is listed under the
 * diagram, "12 at 5", or "15 at ▲" when the stone shown there was on
 * the board before the figure (several such stones are lettered a, b…
 * instead).  Nothing numbered is removed when captured, as in books; a
 * figure may remove the captured stones that were there before it (SGF
 * FG's bit 8).  Move numbers follow MN, and their printing PM.
 *
 * No GTK: tengen-cli, export and print share it.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tg-game.h"

G_BEGIN_DECLS

/* How the moves of a figure are numbered on the stones. */
typedef enum
{
  TG_FIGURE_NUMBERS_AS_PLAYED = 0,   /* 101, 102… */
  TG_FIGURE_NUMBERS_FROM_ONE,        /* each figure from 1 */
  TG_FIGURE_NUMBERS_MODULO_100,      /* PM[2]: 101 is 1, 200 is 100 */
  TG_FIGURE_NUMBERS_NONE,            /* PM[0]: no numbers at all */
} TgFigureNumbering;

typedef enum
{
  TG_FIGURE_REMOVE_CAPTURED = 1 << 0,  /* FG bit 8: stones from before the figure go when taken */
} TgFigureFlags;

/* SGF FG's bits, as the specification numbers them. */
#define TG_FIGURE_FG_COORDINATES      0x0001
#define TG_FIGURE_FG_NAME             0x0002
#define TG_FIGURE_FG_REMOVE_CAPTURED  0x0100

/* A move the diagram does not show on its own point. */
typedef struct
{
  guint    move;        /* as played (MN applied) */
  TgColor  color;
  TgPoint  point;       /* TG_PASS: a pass */
} TgFigureNote;

typedef struct
{
  guint              size;
  TgNode            *start;       /* the figure's first node: its move is the first numbered */
  TgNode            *end;         /* the node whose position (plus numbers) is shown */
  guint              first_move;  /* numbers as played; first_move > last_move: no move */
  guint              last_move;
  TgFigureNumbering  numbering;
  char              *name;        /* FG's text, or NULL */
  guint              fg_flags;    /* FG's number; 0 without FG */
  gboolean           has_fg;
  TgBoard           *board;       /* the stones shown */
  guint              moves[TG_MAX_POINTS];  /* by TgPoint: the move of the stone shown; 0 none */
  /* By TgPoint: how a stone from before the figure that a note names is
   * marked — 0 (none), '^' (the triangle: the only such stone), or a
   * letter. */
  char               marks[TG_MAX_POINTS];
  GArray            *notes;       /* TgFigureNote, in move order */
} TgFigure;

/* The move number of @node's move as the record numbers it: the count
 * of moves from the root, or as the nearest MN on the way sets it. */
guint          tg_figure_move_number     (const TgNode  *node);

/* Moves from @start to @end (a node at or below @start) of @game.  With
 * @start NULL, the position at @end alone: no number, no note. */
TgFigure      *tg_figure_new             (TgGame        *game,
                                          TgNode        *start,
                                          TgNode        *end,
                                          TgFigureFlags  flags);
void           tg_figure_free            (TgFigure      *figure);

/* The first node of the line to @leaf whose move has number @move or a
 * later one (NULL: none), and the last node whose move number is at most
 * @move (comments after a move belong to it). */
TgNode        *tg_figure_find_move       (TgNode        *leaf,
                                          guint          move);
TgNode        *tg_figure_find_end        (TgNode        *leaf,
                                          guint          move);

/* The line from the root to @leaf cut into figures (TgFigure), in
 * order: @per_figure moves each when above 0, else at the record's FG
 * nodes when it has some (with their flags and names), else one figure
 * of the whole line.  Numbering follows PM unless @numbering is given
 * (-1: as the record says). */
GPtrArray     *tg_figure_split           (TgGame        *game,
                                          TgNode        *leaf,
                                          guint          per_figure,
                                          int            numbering);

/* What a stone shows for @move (as played): "105", "5", or NULL when
 * the figure prints no numbers or @move is not one of its moves. */
char          *tg_figure_format_number   (const TgFigure *figure,
                                          guint           move);
/* The notes as a line under the diagram: "12 at 5, 18 at 9, 20: pass";
 * NULL when there are none.  Translated. */
char          *tg_figure_format_notes    (const TgFigure *figure);
/* The same one note at a time ("12 at 5"), for a layout that breaks
 * lines between notes only; NULL-terminated, empty when there are none. */
GStrv          tg_figure_format_note_list (const TgFigure *figure);
/* What goes between two notes: ", ".  Translated. */
const char    *tg_figure_note_separator  (void);
/* "Moves 101–150", "Move 7", or the FG name; NULL for a figure without
 * moves or name.  Translated. */
char          *tg_figure_format_title    (const TgFigure *figure);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TgFigure, tg_figure_free)

G_END_DECLS
