/* tg-lesson-marks.c
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-lesson-marks.h"

#include <math.h>
#include <string.h>

#include "tg-board-scene.h"
#include "tg-sgf.h"

typedef struct
{
  TgBoardMarkup *markup;
  GPtrArray     *strokes;   /* GArray of TgBoardPenPoint */
} NodeMarks;

struct _TgLessonMarks
{
  GObject     parent_instance;

  TgGame     *game;
  GHashTable *nodes;        /* TgNode * → NodeMarks * */
};

G_DEFINE_FINAL_TYPE (TgLessonMarks, tg_lesson_marks, G_TYPE_OBJECT)

enum
{
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
node_marks_free (NodeMarks *marks)
{
  tg_board_markup_free (marks->markup);
  g_ptr_array_unref (marks->strokes);
  g_free (marks);
}

static NodeMarks *
ensure (TgLessonMarks *self,
        TgNode        *node)
{
  NodeMarks *marks = g_hash_table_lookup (self->nodes, node);

  if (marks == NULL)
    {
      marks = g_new0 (NodeMarks, 1);
      marks->markup = tg_board_markup_new ();
      marks->markup->size = tg_game_get_size (self->game);
      marks->strokes = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
      g_hash_table_insert (self->nodes, node, marks);
    }
  return marks;
}

static void
changed (TgLessonMarks *self,
         TgNode        *node)
{
  NodeMarks *marks = g_hash_table_lookup (self->nodes, node);

  if (marks != NULL && marks->strokes->len == 0 && tg_board_markup_is_empty (marks->markup))
    g_hash_table_remove (self->nodes, node);
  g_signal_emit (self, signals[CHANGED], 0, node);
}

/* A removed subtree's nodes may be freed with the step that holds them:
 * their marks go now. */
static void
node_removed_cb (TgGame        *game,
                 TgNode        *parent,
                 guint          position,
                 TgNode        *node,
                 TgLessonMarks *self)
{
  g_autoptr(GPtrArray) stack = g_ptr_array_new ();

  g_ptr_array_add (stack, node);
  while (stack->len > 0)
    {
      TgNode *at = g_ptr_array_steal_index (stack, stack->len - 1);

      g_hash_table_remove (self->nodes, at);
      for (guint i = 0; i < at->n_children; i++)
        g_ptr_array_add (stack, at->children[i]);
    }
}

TgLessonMarks *
tg_lesson_marks_new (TgGame *game)
{
  TgLessonMarks *self;

  g_return_val_if_fail (TG_IS_GAME (game), NULL);

  self = g_object_new (TG_TYPE_LESSON_MARKS, NULL);
  self->game = g_object_ref (game);
  g_signal_connect_object (game, "node-removed", G_CALLBACK (node_removed_cb), self, 0);
  return self;
}

const TgBoardMarkup *
tg_lesson_marks_get_markup (TgLessonMarks *self,
                            TgNode        *node)
{
  NodeMarks *marks;

  g_return_val_if_fail (TG_IS_LESSON_MARKS (self), NULL);

  marks = g_hash_table_lookup (self->nodes, node);
  return marks != NULL && !tg_board_markup_is_empty (marks->markup) ? marks->markup : NULL;
}

GPtrArray *
tg_lesson_marks_get_strokes (TgLessonMarks *self,
                             TgNode        *node)
{
  NodeMarks *marks;

  g_return_val_if_fail (TG_IS_LESSON_MARKS (self), NULL);

  marks = g_hash_table_lookup (self->nodes, node);
  return marks != NULL && marks->strokes->len > 0 ? marks->strokes : NULL;
}

gboolean
tg_lesson_marks_is_empty (TgLessonMarks *self)
{
  g_return_val_if_fail (TG_IS_LESSON_MARKS (self), TRUE);

  return g_hash_table_size (self->nodes) == 0;
}

void
tg_lesson_marks_toggle (TgLessonMarks *self,
                        TgNode        *node,
                        TgMarkupFlags  symbol,
                        guint          col,
                        guint          row)
{
  NodeMarks *marks;
  guint8 *flags;

  g_return_if_fail (TG_IS_LESSON_MARKS (self));
  g_return_if_fail ((symbol & TG_MARKUP_SYMBOLS) == symbol && symbol != 0);
  g_return_if_fail (col < tg_game_get_size (self->game) && row < tg_game_get_size (self->game));

  marks = ensure (self, node);
  flags = &marks->markup->flags[col + row * marks->markup->size];
  *flags = (*flags & symbol) ? (*flags & ~symbol) : ((*flags & ~TG_MARKUP_SYMBOLS) | symbol);
  changed (self, node);
}

/* Whether @text labels a point of @node, in the record or the lesson. */
static gboolean
label_used (TgLessonMarks *self,
            TgNode        *node,
            NodeMarks     *marks,
            const char    *text)
{
  const TgProp *prop = tg_node_get_prop (node, "LB");

  for (guint i = 0; i < marks->markup->labels->len; i++)
    if (g_str_equal (g_array_index (marks->markup->labels, TgMarkupLabel, i).text, text))
      return TRUE;
  for (guint i = 0; prop != NULL && i < prop->n_values; i++)
    {
      const char *colon = strchr (prop->values[i], ':');

      if (colon != NULL && g_str_equal (colon + 1, text))
        return TRUE;
    }
  return FALSE;
}

void
tg_lesson_marks_toggle_label (TgLessonMarks *self,
                              TgNode        *node,
                              guint          col,
                              guint          row,
                              gboolean       numbers)
{
  NodeMarks *marks;
  GArray *labels;
  TgMarkupLabel label = { col, row, NULL };

  g_return_if_fail (TG_IS_LESSON_MARKS (self));
  g_return_if_fail (col < tg_game_get_size (self->game) && row < tg_game_get_size (self->game));

  marks = ensure (self, node);
  labels = marks->markup->labels;
  for (guint i = 0; i < labels->len; i++)
    if (g_array_index (labels, TgMarkupLabel, i).col == col &&
        g_array_index (labels, TgMarkupLabel, i).row == row)
      {
        g_array_remove_index (labels, i);
        changed (self, node);
        return;
      }
  for (guint n = 0; label.text == NULL; n++)
    {
      g_autofree char *text = numbers ? g_strdup_printf ("%u", n + 1)
                                      : n < 26 ? g_strdup_printf ("%c", 'A' + n)
                                               : g_strdup_printf ("%c%u", 'A' + n % 26, n / 26);

      if (!label_used (self, node, marks, text))
        label.text = g_steal_pointer (&text);
    }
  g_array_append_val (labels, label);
  changed (self, node);
}

void
tg_lesson_marks_toggle_line (TgLessonMarks *self,
                             TgNode        *node,
                             gboolean       arrow,
                             guint          from_col,
                             guint          from_row,
                             guint          to_col,
                             guint          to_row)
{
  NodeMarks *marks;
  GArray *lines;
  TgMarkupLine line = { from_col, from_row, to_col, to_row };

  g_return_if_fail (TG_IS_LESSON_MARKS (self));

  if (from_col == to_col && from_row == to_row)
    return;
  marks = ensure (self, node);
  lines = arrow ? marks->markup->arrows : marks->markup->lines;
  for (guint i = 0; i < lines->len; i++)
    {
      const TgMarkupLine *at = &g_array_index (lines, TgMarkupLine, i);

      if (memcmp (at, &line, sizeof line) == 0)
        {
          g_array_remove_index (lines, i);
          changed (self, node);
          return;
        }
    }
  g_array_append_val (lines, line);
  changed (self, node);
}

void
tg_lesson_marks_add_stroke (TgLessonMarks *self,
                            TgNode        *node,
                            GArray        *stroke)
{
  NodeMarks *marks;
  GArray *copy;

  g_return_if_fail (TG_IS_LESSON_MARKS (self));
  g_return_if_fail (stroke != NULL && stroke->len > 0);

  marks = ensure (self, node);
  copy = g_array_sized_new (FALSE, FALSE, sizeof (TgBoardPenPoint), stroke->len);
  g_array_append_vals (copy, stroke->data, stroke->len);
  g_ptr_array_add (marks->strokes, copy);
  changed (self, node);
}

void
tg_lesson_marks_clear (TgLessonMarks *self)
{
  g_autoptr(GList) nodes = NULL;

  g_return_if_fail (TG_IS_LESSON_MARKS (self));

  nodes = g_hash_table_get_keys (self->nodes);
  g_hash_table_remove_all (self->nodes);
  for (GList *l = nodes; l != NULL; l = l->next)
    g_signal_emit (self, signals[CHANGED], 0, l->data);
}

static guint
nearest (double value,
         guint  size)
{
  return (guint) CLAMP (lround (value), 0, (long) size - 1);
}

GArray *
tg_lesson_marks_stroke_lines (GArray *stroke,
                              guint   size)
{
  GArray *lines = g_array_new (FALSE, FALSE, sizeof (TgMarkupLine));
  guint start_col, start_row, end_col, end_row;
  int dir_col = 0, dir_row = 0;

  g_return_val_if_fail (stroke != NULL, lines);

  if (stroke->len == 0)
    return lines;
  start_col = end_col = nearest (g_array_index (stroke, TgBoardPenPoint, 0).col, size);
  start_row = end_row = nearest (g_array_index (stroke, TgBoardPenPoint, 0).row, size);
  for (guint i = 1; i < stroke->len; i++)
    {
      const TgBoardPenPoint *p = &g_array_index (stroke, TgBoardPenPoint, i);
      guint col = nearest (p->col, size), row = nearest (p->row, size);
      int dc = (int) col - (int) end_col, dr = (int) row - (int) end_row;
      int divisor;

      if (dc == 0 && dr == 0)
        continue;
      /* The direction of the step, in lowest terms. */
      divisor = 1;
      for (int d = MAX (ABS (dc), ABS (dr)); d > 1; d--)
        if (dc % d == 0 && dr % d == 0)
          {
            divisor = d;
            break;
          }
      dc /= divisor;
      dr /= divisor;
      if ((dir_col != 0 || dir_row != 0) && (dc != dir_col || dr != dir_row))
        {
          TgMarkupLine line = { start_col, start_row, end_col, end_row };

          g_array_append_val (lines, line);
          start_col = end_col;
          start_row = end_row;
        }
      dir_col = dc;
      dir_row = dr;
      end_col = col;
      end_row = row;
    }
  if (end_col != start_col || end_row != start_row)
    {
      TgMarkupLine line = { start_col, start_row, end_col, end_row };

      g_array_append_val (lines, line);
    }
  return lines;
}

/* Whether @node's @id (AR, LN) has the line already, either way for LN. */
static gboolean
has_line (TgNode     *node,
          const char *id,
          const char *forward,
          const char *backward)
{
  const TgProp *prop = tg_node_get_prop (node, id);

  for (guint i = 0; prop != NULL && i < prop->n_values; i++)
    if (g_str_equal (prop->values[i], forward) ||
        (backward != NULL && g_str_equal (prop->values[i], backward)))
      return TRUE;
  return FALSE;
}

static void
keep_line (TgLessonMarks      *self,
           TgNode             *node,
           const char         *id,
           const TgMarkupLine *line)
{
  const TgBoard *board = tg_game_get_board (self->game);
  g_autofree char *a = tg_sgf_format_point (line->from_col, line->from_row);
  g_autofree char *b = tg_sgf_format_point (line->to_col, line->to_row);
  g_autofree char *forward = g_strconcat (a, ":", b, NULL);
  g_autofree char *backward = g_strconcat (b, ":", a, NULL);

  if (has_line (node, id, forward, g_str_equal (id, "LN") ? backward : NULL))
    return;
  tg_game_toggle_line (self->game, node, id,
                       tg_board_point (board, line->from_col, line->from_row),
                       tg_board_point (board, line->to_col, line->to_row));
}

static void
keep_node (TgLessonMarks *self,
           TgNode        *node,
           NodeMarks     *marks)
{
  static const struct { TgMarkupFlags flag; const char *id; } symbols[] = {
    { TG_MARKUP_CIRCLE, "CR" },
    { TG_MARKUP_SQUARE, "SQ" },
    { TG_MARKUP_TRIANGLE, "TR" },
    { TG_MARKUP_CROSS, "MA" },
  };
  const TgBoard *board = tg_game_get_board (self->game);
  const TgBoardMarkup *markup = marks->markup;
  guint size = markup->size;

  for (guint i = 0; i < size * size; i++)
    for (gsize s = 0; s < G_N_ELEMENTS (symbols); s++)
      {
        TgPoint point = tg_board_point (board, i % size, i / size);

        if ((markup->flags[i] & symbols[s].flag) &&
            !tg_game_node_has_mark (self->game, node, symbols[s].id, point))
          tg_game_toggle_mark (self->game, node, symbols[s].id, point);
      }
  for (guint i = 0; i < markup->labels->len; i++)
    {
      const TgMarkupLabel *label = &g_array_index (markup->labels, TgMarkupLabel, i);

      tg_game_set_label (self->game, node, tg_board_point (board, label->col, label->row),
                         label->text);
    }
  for (guint i = 0; i < markup->arrows->len; i++)
    keep_line (self, node, "AR", &g_array_index (markup->arrows, TgMarkupLine, i));
  for (guint i = 0; i < markup->lines->len; i++)
    keep_line (self, node, "LN", &g_array_index (markup->lines, TgMarkupLine, i));
  for (guint i = 0; i < marks->strokes->len; i++)
    {
      g_autoptr(GArray) lines = tg_lesson_marks_stroke_lines (g_ptr_array_index (marks->strokes, i),
                                                              size);

      for (guint l = 0; l < lines->len; l++)
        keep_line (self, node, "LN", &g_array_index (lines, TgMarkupLine, l));
    }
}

guint
tg_lesson_marks_keep (TgLessonMarks *self)
{
  GHashTableIter iter;
  gpointer node, marks;
  guint n;

  g_return_val_if_fail (TG_IS_LESSON_MARKS (self), 0);

  n = g_hash_table_size (self->nodes);
  if (n == 0)
    return 0;
  tg_game_begin_step (self->game);
  g_hash_table_iter_init (&iter, self->nodes);
  while (g_hash_table_iter_next (&iter, &node, &marks))
    keep_node (self, node, marks);
  tg_game_end_step (self->game);
  tg_lesson_marks_clear (self);
  return n;
}

static void
tg_lesson_marks_dispose (GObject *object)
{
  TgLessonMarks *self = TG_LESSON_MARKS (object);

  g_hash_table_remove_all (self->nodes);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (tg_lesson_marks_parent_class)->dispose (object);
}

static void
tg_lesson_marks_finalize (GObject *object)
{
  TgLessonMarks *self = TG_LESSON_MARKS (object);

  g_hash_table_unref (self->nodes);

  G_OBJECT_CLASS (tg_lesson_marks_parent_class)->finalize (object);
}

static void
tg_lesson_marks_class_init (TgLessonMarksClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tg_lesson_marks_dispose;
  object_class->finalize = tg_lesson_marks_finalize;

  /**
   * TgLessonMarks::changed:
   * @node: the node whose marks changed
   */
  signals[CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                  NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);
}

static void
tg_lesson_marks_init (TgLessonMarks *self)
{
  self->nodes = g_hash_table_new_full (NULL, NULL, NULL, (GDestroyNotify) node_marks_free);
}
