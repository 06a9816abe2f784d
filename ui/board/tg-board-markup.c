/* tg-board-markup.c
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-board-markup.h"

#include <glib/gi18n.h>
#include <string.h>

#include "tg-sgf.h"

/* Point-list properties and what they draw.  M is FF[3]'s mark, which
 * SGFC turns into MA. */
static const struct
{
  const char    *id;
  TgMarkupFlags  flag;
} point_lists[] = {
  { "CR", TG_MARKUP_CIRCLE },
  { "SQ", TG_MARKUP_SQUARE },
  { "TR", TG_MARKUP_TRIANGLE },
  { "MA", TG_MARKUP_CROSS },
  { "M", TG_MARKUP_CROSS },
  { "SL", TG_MARKUP_SELECTED },
  { "TB", TG_MARKUP_TERRITORY_BLACK },
  { "TW", TG_MARKUP_TERRITORY_WHITE },
};

static void
clear_label (gpointer data)
{
  TgMarkupLabel *label = data;

  g_free (label->text);
}

TgBoardMarkup *
tg_board_markup_new (void)
{
  TgBoardMarkup *self = g_new0 (TgBoardMarkup, 1);

  self->labels = g_array_new (FALSE, FALSE, sizeof (TgMarkupLabel));
  g_array_set_clear_func (self->labels, clear_label);
  self->arrows = g_array_new (FALSE, FALSE, sizeof (TgMarkupLine));
  self->lines = g_array_new (FALSE, FALSE, sizeof (TgMarkupLine));
  return self;
}

void
tg_board_markup_free (TgBoardMarkup *self)
{
  if (self == NULL)
    return;
  g_array_unref (self->labels);
  g_array_unref (self->arrows);
  g_array_unref (self->lines);
  g_free (self);
}

/* One point of @text (@length bytes, no terminator needed); a pass is
 * no point here. */
static gboolean
parse_point (TgBoardMarkup *self,
             const char    *text,
             gsize          length,
             guint         *col,
             guint         *row)
{
  char buffer[8];
  gboolean pass = FALSE;

  if (length == 0 || length >= sizeof buffer)
    return FALSE;
  memcpy (buffer, text, length);
  buffer[length] = '\0';
  return tg_sgf_parse_point (buffer, self->size, col, row, &pass) && !pass;
}

static void
read_point_list (TgBoardMarkup *self,
                 const TgProp  *prop,
                 TgMarkupFlags  flag,
                 GArray        *indices)
{
  for (guint v = 0; v < prop->n_values; v++)
    {
      g_array_set_size (indices, 0);
      if (!tg_sgf_expand_points (prop->values[v], self->size, indices))
        continue;
      for (guint k = 0; k < indices->len; k++)
        self->flags[g_array_index (indices, guint, k)] |= flag;
    }
}

static void
set_label (TgBoardMarkup *self,
           guint          col,
           guint          row,
           const char    *text,
           gsize          length)
{
  TgMarkupLabel label = { col, row, g_strndup (text, length) };

  for (guint i = 0; i < self->labels->len; i++)
    {
      TgMarkupLabel *old = &g_array_index (self->labels, TgMarkupLabel, i);

      if (old->col == col && old->row == row)
        {
          g_free (old->text);
          old->text = label.text;
          return;
        }
    }
  g_array_append_val (self->labels, label);
}

void
tg_board_markup_set_label (TgBoardMarkup *self,
                           guint          col,
                           guint          row,
                           const char    *text)
{
  g_return_if_fail (self != NULL && text != NULL);

  set_label (self, col, row, text, strlen (text));
}

/* The bytes of @text's first TG_SGF_DRAWN_LABEL characters: a label
 * of megabytes would hold Pango for seconds (the reader said so). */
static gsize
label_length (const char *text)
{
  const char *end = text;

  for (guint n = 0; n < TG_SGF_DRAWN_LABEL && *end != '\0'; n++)
    end = g_utf8_next_char (end);
  return end - text;
}

/* LB: "point:text"; the text may itself hold colons. */
static void
read_labels (TgBoardMarkup *self,
             const TgProp  *prop)
{
  for (guint v = 0; v < prop->n_values; v++)
    {
      const char *value = prop->values[v];
      const char *colon = strchr (value, ':');
      guint col, row;

      if (colon == NULL || !parse_point (self, value, colon - value, &col, &row))
        continue;
      set_label (self, col, row, colon + 1, label_length (colon + 1));
    }
}

/* FF[3]'s L: the points get the letters a, b, c… in the order given. */
static void
read_letters (TgBoardMarkup *self,
              const TgProp  *prop,
              GArray        *indices)
{
  guint letter = 0;

  for (guint v = 0; v < prop->n_values; v++)
    {
      g_array_set_size (indices, 0);
      if (!tg_sgf_expand_points (prop->values[v], self->size, indices))
        continue;
      for (guint k = 0; k < indices->len && letter < 26; k++, letter++)
        {
          guint index = g_array_index (indices, guint, k);
          char text = 'a' + letter;

          set_label (self, index % self->size, index / self->size, &text, 1);
        }
    }
}

/* AR and LN: "from:to", two points that are not a rectangle. */
static void
read_lines (TgBoardMarkup *self,
            const TgProp  *prop,
            GArray        *lines)
{
  /* The first TG_SGF_DRAWN_LINES only: 100,000 would hold cairo for a
   * minute (the reader said so). */
  for (guint v = 0; v < prop->n_values && lines->len < TG_SGF_DRAWN_LINES; v++)
    {
      const char *value = prop->values[v];
      const char *colon = strchr (value, ':');
      TgMarkupLine line;

      if (colon == NULL ||
          !parse_point (self, value, colon - value, &line.from_col, &line.from_row) ||
          !parse_point (self, colon + 1, strlen (colon + 1), &line.to_col, &line.to_row))
        continue;
      /* FF[4] forbids an arrow or a line from a point to itself. */
      if (line.from_col == line.to_col && line.from_row == line.to_row)
        continue;
      g_array_append_val (lines, line);
    }
}

static void
read_view (TgBoardMarkup *self,
           const TgProp  *prop,
           GArray        *indices)
{
  guint left = self->size, top = self->size, right = 0, bottom = 0;

  g_array_set_size (indices, 0);
  for (guint v = 0; v < prop->n_values; v++)
    tg_sgf_expand_points (prop->values[v], self->size, indices);
  /* VW[] shows the whole board again. */
  if (indices->len == 0)
    return;
  for (guint k = 0; k < indices->len; k++)
    {
      guint index = g_array_index (indices, guint, k);

      left = MIN (left, index % self->size);
      right = MAX (right, index % self->size);
      top = MIN (top, index / self->size);
      bottom = MAX (bottom, index / self->size);
    }
  self->view = (TgBoardRegion) { left, top, right - left + 1, bottom - top + 1 };
}

gboolean
tg_board_markup_is_markup_id (const char *id)
{
  for (guint i = 0; i < G_N_ELEMENTS (point_lists); i++)
    if (g_str_equal (id, point_lists[i].id))
      return TRUE;
  return g_str_equal (id, "LB") || g_str_equal (id, "L") || g_str_equal (id, "AR") ||
         g_str_equal (id, "LN");
}

void
tg_board_markup_compute (TgBoardMarkup *self,
                         const TgNode  *node,
                         guint          size,
                         gboolean       territory,
                         gboolean       inherited)
{
  g_autoptr(GArray) indices = g_array_new (FALSE, FALSE, sizeof (guint));
  const TgProp *prop;
  gboolean have_dimmed = FALSE, have_view = FALSE;

  g_return_if_fail (self != NULL);
  g_return_if_fail (size >= TG_MIN_SIZE && size <= TG_MAX_SIZE);

  self->size = size;
  memset (self->flags, 0, sizeof self->flags);
  g_array_set_size (self->labels, 0);
  g_array_set_size (self->arrows, 0);
  g_array_set_size (self->lines, 0);
  self->view = (TgBoardRegion) { 0, 0, size, size };
  if (node == NULL)
    return;

  for (guint i = 0; i < G_N_ELEMENTS (point_lists); i++)
    {
      if (!territory && point_lists[i].flag >= TG_MARKUP_TERRITORY_BLACK)
        continue;
      if ((prop = tg_node_get_prop (node, point_lists[i].id)) != NULL)
        read_point_list (self, prop, point_lists[i].flag, indices);
    }
  if ((prop = tg_node_get_prop (node, "L")) != NULL)
    read_letters (self, prop, indices);
  /* LB after L: a record with both means its LB. */
  if ((prop = tg_node_get_prop (node, "LB")) != NULL)
    read_labels (self, prop);
  if ((prop = tg_node_get_prop (node, "AR")) != NULL)
    read_lines (self, prop, self->arrows);
  if ((prop = tg_node_get_prop (node, "LN")) != NULL)
    read_lines (self, prop, self->lines);

  /* The nearest DD and VW at or above: they hold until reset.  Most
   * records have neither, and the game says so: in a line of 100,000
   * moves the walk to the root looks up two properties 100,000 times. */
  for (const TgNode *n = inherited ? node : NULL; n != NULL && !(have_dimmed && have_view);
       n = n->parent)
    {
      if (n->n_props == 0)
        continue;
      if (!have_dimmed && (prop = tg_node_get_prop (n, "DD")) != NULL)
        {
          /* DD[], an empty list, undims everything. */
          have_dimmed = TRUE;
          read_point_list (self, prop, TG_MARKUP_DIMMED, indices);
        }
      if (!have_view && (prop = tg_node_get_prop (n, "VW")) != NULL)
        {
          have_view = TRUE;
          read_view (self, prop, indices);
        }
    }
}

void
tg_board_markup_merge (TgBoardMarkup       *self,
                       const TgBoardMarkup *extra)
{
  g_return_if_fail (self != NULL && extra != NULL);
  g_return_if_fail (self->size == extra->size);

  for (guint i = 0; i < extra->size * extra->size; i++)
    {
      if (extra->flags[i] & TG_MARKUP_SYMBOLS)
        self->flags[i] &= ~TG_MARKUP_SYMBOLS;
      self->flags[i] |= extra->flags[i];
    }
  for (guint i = 0; i < extra->labels->len; i++)
    {
      const TgMarkupLabel *label = &g_array_index (extra->labels, TgMarkupLabel, i);
      TgMarkupLabel copy = { label->col, label->row, g_strdup (label->text) };

      for (guint j = 0; j < self->labels->len; j++)
        if (g_array_index (self->labels, TgMarkupLabel, j).col == label->col &&
            g_array_index (self->labels, TgMarkupLabel, j).row == label->row)
          {
            g_array_remove_index (self->labels, j);
            break;
          }
      g_array_append_val (self->labels, copy);
    }
  g_array_append_vals (self->arrows, extra->arrows->data, extra->arrows->len);
  g_array_append_vals (self->lines, extra->lines->data, extra->lines->len);
}

gboolean
tg_board_markup_is_empty (const TgBoardMarkup *self)
{
  g_return_val_if_fail (self != NULL, TRUE);

  if (self->labels->len > 0 || self->arrows->len > 0 || self->lines->len > 0)
    return FALSE;
  for (guint i = 0; i < self->size * self->size; i++)
    if (self->flags[i] != TG_MARKUP_NONE)
      return FALSE;
  return TRUE;
}

TgMarkupFlags
tg_board_markup_get_flags (const TgBoardMarkup *self,
                           guint                col,
                           guint                row)
{
  g_return_val_if_fail (self != NULL, TG_MARKUP_NONE);

  if (col >= self->size || row >= self->size)
    return TG_MARKUP_NONE;
  return self->flags[col + row * self->size];
}

const char *
tg_board_markup_get_label (const TgBoardMarkup *self,
                           guint                col,
                           guint                row)
{
  g_return_val_if_fail (self != NULL, NULL);

  for (guint i = 0; i < self->labels->len; i++)
    {
      const TgMarkupLabel *label = &g_array_index (self->labels, TgMarkupLabel, i);

      if (label->col == col && label->row == row)
        return label->text;
    }
  return NULL;
}

gboolean
tg_board_markup_has_view (const TgBoardMarkup *self)
{
  g_return_val_if_fail (self != NULL, FALSE);

  return self->view.cols != self->size || self->view.rows != self->size;
}
