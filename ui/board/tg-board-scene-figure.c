/* tg-board-scene-figure.c: a book's figure in place of the position —
 * its numbers instead of the moves that put the stones there, no mark of
 * the last move (a figure's numbers say the order), the triangle or
 * letters its notes refer to, and the record's labels its moves'
 * comments refer to ("pull back at A").
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-board-scene-private.h"

#include <stdlib.h>
#include <string.h>

void
tg_board_scene_set_figure (TgBoardScene *self,
                           TgFigure     *figure)
{
  g_return_if_fail (TG_IS_BOARD_SCENE (self));
  g_return_if_fail (figure == NULL || figure->size == tg_board_scene_get_size (self));

  g_clear_pointer (&self->figure, tg_figure_free);
  self->figure = figure;
  /* The numbers are the figure's own: every one it has is shown. */
  self->first_numbered_move = 1;
  self->show_move_numbers = figure != NULL;
  _tg_board_scene_emit_now (self, TG_BOARD_LAYERS_NODE | TG_BOARD_LAYER_MARKUP);
}

const TgFigure *
tg_board_scene_get_figure (TgBoardScene *self)
{
  g_return_val_if_fail (TG_IS_BOARD_SCENE (self), NULL);

  return self->figure;
}

void
_tg_board_scene_figure_marks (TgBoardScene *self)
{
  const TgFigure *figure = self->figure;
  gboolean numbered = figure->last_move >= figure->first_move;

  for (guint i = 0; i < TG_MAX_POINTS; i++)
    {
      g_autofree char *number = NULL;

      self->markings.numbers[i] = 0;
      if (figure->moves[i] == 0)
        continue;
      number = tg_figure_format_number (figure, figure->moves[i]);
      if (number != NULL)
        self->markings.numbers[i] = (guint) strtoul (number, NULL, 10);
    }
  if (numbered && self->markings.last_move != TG_PASS)
    {
      self->markings.marks[self->markings.last_move] &= ~TG_BOARD_MARK_LAST_MOVE;
      self->markings.last_move = TG_PASS;
    }
}

/* The labels (LB) of the figure's nodes, which the comments printed
 * with it speak of, where the figure leaves the point free: not on a
 * numbered stone or one its notes mark, the first label a point has. */
static void
add_record_labels (TgBoardScene *self)
{
  const TgFigure *figure = self->figure;
  const TgBoard *board = figure->board;
  g_autoptr(GPtrArray) path = g_ptr_array_new ();
  g_autoptr(TgBoardMarkup) scratch = tg_board_markup_new ();

  for (TgNode *node = figure->end; node != NULL; node = node->parent)
    {
      g_ptr_array_add (path, node);
      if (node == figure->start)
        break;
    }
  for (guint i = path->len; i-- > 0;)
    {
      TgNode *node = g_ptr_array_index (path, i);

      if (!tg_node_has_prop (node, "LB") && !tg_node_has_prop (node, "L"))
        continue;
      /* Its labels only: DD and VW are not wanted. */
      tg_board_markup_compute (scratch, node, figure->size, FALSE, FALSE);
      for (guint k = 0; k < scratch->labels->len; k++)
        {
          const TgMarkupLabel *label = &g_array_index (scratch->labels, TgMarkupLabel, k);
          TgPoint p = tg_board_point (board, label->col, label->row);

          if (figure->moves[p] == 0 && figure->marks[p] == 0
              && tg_board_markup_get_label (self->markup, label->col, label->row) == NULL)
            tg_board_markup_set_label (self->markup, label->col, label->row, label->text);
        }
    }
}

void
_tg_board_scene_figure_markup (TgBoardScene *self)
{
  const TgFigure *figure = self->figure;
  const TgBoard *board = figure->board;

  /* The last node's markup speaks of that node (a comment's "the marked
   * stone"), not of a figure of many moves: the figure's own marks only. */
  if (figure->last_move >= figure->first_move)
    {
      memset (self->markup->flags, 0, sizeof self->markup->flags);
      g_array_set_size (self->markup->labels, 0);
      g_array_set_size (self->markup->arrows, 0);
      g_array_set_size (self->markup->lines, 0);
      add_record_labels (self);
    }
  for (guint i = 0, n = tg_board_get_n_points (board); i < n; i++)
    {
      TgPoint p = tg_board_nth_point (board, i);
      guint col = tg_board_point_x (board, p), row = tg_board_point_y (board, p);
      char text[2] = { figure->marks[p], '\0' };

      if (figure->marks[p] == 0)
        continue;
      if (figure->marks[p] == '^')
        self->markup->flags[row * figure->size + col] |= TG_MARKUP_TRIANGLE;
      else
        tg_board_markup_set_label (self->markup, col, row, text);
    }
}
