/* tg-export-text.c: Sensei's Library diagrams.
 *
 * "$$B" or "$$W" says who plays the odd numbers, "c" asks for
 * coordinates, "m" + N numbers the stones from N + 1.  Digits 1–9 and 0
 * are the first ten numbered moves (the wiki draws no more); X and O
 * plain stones, B W circled, # @ squared, Y Q triangled, Z P crossed;
 * on empty points C, S, T, M and letters a–z.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-export.h"

#include <string.h>

/* Sensei's numbered stones. */
#define MAX_NUMBERED 10

static char
stone_char (TgColor       color,
            TgMarkupFlags flags)
{
  gboolean black = color == TG_BLACK;

  if (flags & TG_MARKUP_CIRCLE)
    return black ? 'B' : 'W';
  if (flags & TG_MARKUP_SQUARE)
    return black ? '#' : '@';
  if (flags & TG_MARKUP_TRIANGLE)
    return black ? 'Y' : 'Q';
  if (flags & TG_MARKUP_CROSS)
    return black ? 'Z' : 'P';
  return black ? 'X' : 'O';
}

static char
empty_char (const TgBoard *board,
            TgPoint        point,
            TgMarkupFlags  flags,
            const char    *label,
            const GArray  *stars)
{
  if (label != NULL && g_ascii_islower (label[0]) && label[1] == '\0')
    return label[0];
  if (flags & TG_MARKUP_CIRCLE)
    return 'C';
  if (flags & TG_MARKUP_SQUARE)
    return 'S';
  if (flags & TG_MARKUP_TRIANGLE)
    return 'T';
  if (flags & TG_MARKUP_CROSS)
    return 'M';
  for (guint i = 0; i < stars->len; i++)
    if (g_array_index (stars, TgPoint, i) == point)
      return ',';
  return '.';
}

/* Who plays the odd numbers, and the first move numbered: the figure's
 * first move that shows on the board. */
static gboolean
numbering (const TgFigure *figure,
           TgColor        *odd,
           guint          *first)
{
  guint best = G_MAXUINT;

  for (guint i = 0; i < TG_MAX_POINTS; i++)
    if (figure->moves[i] != 0 && figure->moves[i] < best)
      {
        best = figure->moves[i];
        *odd = tg_board_get (figure->board, (TgPoint) i);
      }
  if (best == G_MAXUINT)
    return FALSE;
  *first = best;
  return TRUE;
}

/* As long as a row: " |", a space and a point per column, " |". */
static void
append_edge (GString             *text,
             const TgBoardRegion *region,
             gboolean             left,
             gboolean             right)
{
  for (guint i = 0; i < region->cols * 2 + (left ? 2 : 0) + (right ? 2 : 0) - 1; i++)
    g_string_append_c (text, '-');
}

char *
tg_export_sensei_text (const TgFigure      *figure,
                       const TgBoardMarkup *markup,
                       const TgBoardRegion *region,
                       gboolean             coordinates)
{
  g_autoptr(GArray) stars = g_array_new (FALSE, FALSE, sizeof (TgPoint));
  g_autofree char *title = NULL;
  g_autofree char *notes = NULL;
  GString *text = g_string_new ("$$");
  const TgBoard *board;
  TgColor odd = TG_BLACK;
  guint first = 0, size;
  gboolean numbered;
  gboolean top, bottom, left, right;

  g_return_val_if_fail (figure != NULL && region != NULL, NULL);

  board = figure->board;
  size = figure->size;
  tg_board_get_star_points (board, stars);
  numbered = figure->numbering != TG_FIGURE_NUMBERS_NONE && numbering (figure, &odd, &first);
  if (numbered)
    {
      /* The parity of the first number decides who plays the odd ones. */
      guint shown = first;

      if (figure->numbering == TG_FIGURE_NUMBERS_FROM_ONE)
        shown = first - figure->first_move + 1;
      if (shown % 2 == 0)
        odd = TG_OTHER (odd);
      g_string_append_c (text, odd == TG_BLACK ? 'B' : 'W');
      if (coordinates)
        g_string_append_c (text, 'c');
      if (first > 1)
        g_string_append_printf (text, "m%u", first - 1);
    }
  else if (coordinates)
    g_string_append (text, "c");
  title = tg_figure_format_title (figure);
  if (title != NULL)
    g_string_append_printf (text, " %s", title);
  g_string_append_c (text, '\n');

  top = region->row == 0;
  bottom = region->row + region->rows == size;
  left = region->col == 0;
  right = region->col + region->cols == size;

  if (top)
    {
      g_string_append (text, "$$ ");
      append_edge (text, region, left, right);
      g_string_append_c (text, '\n');
    }
  for (guint row = region->row; row < region->row + region->rows; row++)
    {
      g_string_append (text, "$$");
      if (left)
        g_string_append (text, " |");
      for (guint col = region->col; col < region->col + region->cols; col++)
        {
          TgPoint p = tg_board_point (board, col, row);
          TgColor color = tg_board_get (board, p);
          TgMarkupFlags flags = markup != NULL ? tg_board_markup_get_flags (markup, col, row) : 0;
          const char *label = markup != NULL ? tg_board_markup_get_label (markup, col, row) : NULL;
          guint move = figure->moves[p];
          char letter[2] = { figure->marks[p], '\0' };
          char c;

          if (figure->marks[p] == '^')
            flags |= TG_MARKUP_TRIANGLE;
          else if (figure->marks[p] != 0)
            label = letter;
          if (numbered && move >= first && move < first + MAX_NUMBERED &&
              (move - first) % 2 == (color == odd ? 0 : 1))
            c = (char) ('0' + (move - first + 1) % 10);
          else if (color != TG_EMPTY)
            c = stone_char (color, flags);
          else
            c = empty_char (board, p, flags, label, stars);
          g_string_append_c (text, ' ');
          g_string_append_c (text, c);
        }
      if (right)
        g_string_append (text, " |");
      g_string_append_c (text, '\n');
    }
  if (bottom)
    {
      g_string_append (text, "$$ ");
      append_edge (text, region, left, right);
      g_string_append_c (text, '\n');
    }

  notes = tg_figure_format_notes (figure);
  if (notes != NULL)
    g_string_append_printf (text, "%s\n", notes);
  return g_string_free (text, FALSE);
}
