/* tg-board-variations.c
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-board-variations.h"

/* ST's bits (FF[4]): 1 shows the siblings rather than the children, 2
 * hides the marks from the board. */
#define ST_SIBLINGS 1
#define ST_HIDDEN 2

G_DEFINE_ENUM_TYPE (TgVariationMarks, tg_variation_marks,
                    G_DEFINE_ENUM_VALUE (TG_VARIATION_MARKS_AUTO, "auto"),
                    G_DEFINE_ENUM_VALUE (TG_VARIATION_MARKS_LETTERS, "letters"),
                    G_DEFINE_ENUM_VALUE (TG_VARIATION_MARKS_GHOSTS, "ghosts"),
                    G_DEFINE_ENUM_VALUE (TG_VARIATION_MARKS_NONE, "none"))

void
tg_board_variations_init (TgBoardVariations *self)
{
  self->marks = g_array_new (FALSE, FALSE, sizeof (TgBoardVariation));
  self->ghosts = FALSE;
  self->siblings = FALSE;
}

void
tg_board_variations_clear (TgBoardVariations *self)
{
  g_clear_pointer (&self->marks, g_array_unref);
}

/* 0 → "A", 25 → "Z", 26 → "AA": as spreadsheets name columns. */
static void
format_letter (guint index,
               char  letter[4])
{
  if (index < 26)
    {
      letter[0] = 'A' + index;
      letter[1] = '\0';
    }
  else if (index < 26 + 26 * 26)
    {
      index -= 26;
      letter[0] = 'A' + index / 26;
      letter[1] = 'A' + index % 26;
      letter[2] = '\0';
    }
  else
    letter[0] = '\0';
}

static void
add_mark (TgBoardVariations *self,
          TgNode            *node,
          guint              index,
          const TgBoard     *board)
{
  TgBoardVariation mark = { node, node->move_point, node->move_color, "" };

  if (node->move_color == TG_EMPTY || node->move_point == TG_PASS ||
      !tg_board_is_on_board (board, node->move_point) ||
      tg_board_get (board, node->move_point) != TG_EMPTY)
    return;
  /* Two variations that begin with the same move share its mark: the
   * first one's, as the tree shows it first. */
  if (tg_board_variations_find (self, node->move_point) != NULL)
    return;
  format_letter (index, mark.letter);
  g_array_append_val (self->marks, mark);
}

void
tg_board_variations_compute (TgBoardVariations *self,
                             TgNode            *node,
                             const TgBoard     *board,
                             TgVariationMarks   style,
                             const char        *st)
{
  guint64 value = 0;

  g_return_if_fail (self != NULL && self->marks != NULL);

  g_array_set_size (self->marks, 0);
  if (st != NULL)
    g_ascii_string_to_unsigned (st, 10, 0, 3, &value, NULL);
  self->siblings = (value & ST_SIBLINGS) != 0;
  self->ghosts = style != TG_VARIATION_MARKS_LETTERS;
  if (node == NULL || style == TG_VARIATION_MARKS_NONE ||
      (style == TG_VARIATION_MARKS_AUTO && (value & ST_HIDDEN)))
    return;

  if (self->siblings)
    {
      TgNode *parent = node->parent;

      if (parent == NULL || parent->n_children < 2)
        return;
      for (guint i = 0; i < parent->n_children; i++)
        if (parent->children[i] != node)
          add_mark (self, parent->children[i], i, board);
    }
  else if (node->n_children >= 2)
    for (guint i = 0; i < node->n_children; i++)
      add_mark (self, node->children[i], i, board);
}

TgNode *
tg_board_variations_find (const TgBoardVariations *self,
                          TgPoint                  point)
{
  g_return_val_if_fail (self != NULL && self->marks != NULL, NULL);

  for (guint i = 0; i < self->marks->len; i++)
    {
      const TgBoardVariation *mark = &g_array_index (self->marks, TgBoardVariation, i);

      if (mark->point == point)
        return mark->node;
    }
  return NULL;
}
