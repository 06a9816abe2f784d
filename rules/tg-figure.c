/* tg-figure.c
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-figure.h"

#include <glib/gi18n.h>
#include <stdlib.h>
#include <string.h>

#include "tg-replay.h"

/* MN[n] at @node, when it is a number a move can have. */
static gboolean
read_mn (const TgNode *node,
         guint        *value)
{
  const char *mn = tg_node_get_value (node, "MN");
  char *end;
  long number;

  if (mn == NULL)
    return FALSE;
  number = strtol (mn, &end, 10);
  if (end == mn || *end != '\0' || number < 0 || number > G_MAXINT)
    return FALSE;
  *value = (guint) number;
  return TRUE;
}

guint
tg_figure_move_number (const TgNode *node)
{
  guint value;

  /* MN[n] at a node gives its move the number n; the moves after count on
   * from there. */
  for (const TgNode *up = node; up != NULL; up = up->parent)
    if (read_mn (up, &value))
      return value + (node->move_number - up->move_number);
  return node->move_number;
}

/* tg_figure_move_number () of each node of @path (each node the
 * parent's of the next), in one walk: a long line is numbered in
 * linear time. */
static guint *
number_path (GPtrArray *path)
{
  guint *numbers = g_new (guint, MAX (path->len, 1));
  guint offset = 0;

  for (guint i = 0; i < path->len; i++)
    {
      const TgNode *node = g_ptr_array_index (path, i);
      guint value;

      if (i == 0)
        offset = tg_figure_move_number (node) - node->move_number;
      else if (read_mn (node, &value))
        offset = value - node->move_number;
      numbers[i] = node->move_number + offset;
    }
  return numbers;
}

/* The nodes from @start down to @end, which is @start or below it. */
static GPtrArray *
path_between (TgNode *start,
              TgNode *end)
{
  GPtrArray *path = g_ptr_array_new ();
  TgNode *node;

  for (node = end; node != NULL && node != start; node = node->parent)
    g_ptr_array_add (path, node);
  if (node == NULL)
    {
      /* @start is not above @end: the position at @end alone. */
      g_ptr_array_set_size (path, 0);
      g_ptr_array_add (path, end);
      return path;
    }
  g_ptr_array_add (path, start);
  for (guint i = 0; i < path->len / 2; i++)
    {
      gpointer swap = path->pdata[i];

      path->pdata[i] = path->pdata[path->len - 1 - i];
      path->pdata[path->len - 1 - i] = swap;
    }
  return path;
}

static void
read_fg (TgFigure     *self,
         const TgNode *start)
{
  const char *fg = start != NULL ? tg_node_get_value (start, "FG") : NULL;
  const char *colon;

  if (fg == NULL)
    return;
  self->has_fg = TRUE;
  colon = strchr (fg, ':');
  if (colon != NULL)
    {
      self->fg_flags = (guint) strtoul (fg, NULL, 10);
      if (colon[1] != '\0')
        self->name = g_strdup (colon + 1);
    }
  else if (*fg != '\0')
    self->name = g_strdup (fg);
}

/* What PM at @node says, or FALSE when it has none. */
static gboolean
read_pm (const TgNode      *node,
         TgFigureNumbering *numbering)
{
  const char *pm = tg_node_get_value (node, "PM");

  if (pm == NULL)
    return FALSE;
  if (g_strcmp0 (pm, "0") == 0)
    *numbering = TG_FIGURE_NUMBERS_NONE;
  else if (g_strcmp0 (pm, "2") == 0)
    *numbering = TG_FIGURE_NUMBERS_MODULO_100;
  else
    *numbering = TG_FIGURE_NUMBERS_AS_PLAYED;
  return TRUE;
}

static TgFigureNumbering
numbering_from_pm (const TgNode *node)
{
  TgFigureNumbering numbering = TG_FIGURE_NUMBERS_AS_PLAYED;

  for (const TgNode *up = node; up != NULL; up = up->parent)
    if (read_pm (up, &numbering))
      break;
  return numbering;
}

/* Labels already on the last node (LB), which a lettered reference must
 * not repeat. */
static gboolean
label_taken (const TgNode *node,
             char          letter)
{
  const TgProp *lb = tg_node_get_prop (node, "LB");

  if (lb == NULL)
    return FALSE;
  for (guint i = 0; i < lb->n_values; i++)
    {
      const char *colon = strchr (lb->values[i], ':');

      if (colon != NULL && colon[1] == letter && colon[2] == '\0')
        return TRUE;
    }
  return FALSE;
}

/* One triangle when a single stone from before the figure is named,
 * letters in the order the notes name them when more are. */
static void
mark_references (TgFigure *self)
{
  g_autoptr(GArray) named = g_array_new (FALSE, FALSE, sizeof (TgPoint));
  char letter = 'a';

  for (guint i = 0; i < self->notes->len; i++)
    {
      const TgFigureNote *note = &g_array_index (self->notes, TgFigureNote, i);
      gboolean seen = FALSE;

      if (note->point == TG_PASS || self->moves[note->point] != 0)
        continue;
      for (guint k = 0; k < named->len && !seen; k++)
        seen = g_array_index (named, TgPoint, k) == note->point;
      if (!seen)
        g_array_append_val (named, note->point);
    }
  if (named->len == 1)
    {
      self->marks[g_array_index (named, TgPoint, 0)] = '^';
      return;
    }
  for (guint k = 0; k < named->len; k++)
    {
      while (letter < 'z' && label_taken (self->end, letter))
        letter++;
      self->marks[g_array_index (named, TgPoint, k)] = letter;
      if (letter < 'z')
        letter++;
    }
}

/* The figure of @path's nodes from @first to @last, numbered by
 * @numbers (number_path ()'s of @path), FG read at @fg_node. */
static TgFigure *
figure_build (TgGame            *game,
              GPtrArray         *path,
              guint              first,
              guint              last,
              const guint       *numbers,
              const TgNode      *fg_node,
              TgFigureNumbering  numbering,
              TgFigureFlags      flags)
{
  TgFigure *self;
  g_autoptr(TgBoard) before = NULL;
  guint size = tg_game_get_size (game);

  self = g_new0 (TgFigure, 1);
  self->size = size;
  self->end = g_ptr_array_index (path, last);
  self->notes = g_array_new (FALSE, FALSE, sizeof (TgFigureNote));
  self->first_move = 1;
  self->last_move = 0;
  read_fg (self, fg_node);
  self->numbering = numbering;
  if (self->has_fg && (self->fg_flags & TG_FIGURE_FG_REMOVE_CAPTURED))
    flags |= TG_FIGURE_REMOVE_CAPTURED;

  self->start = g_ptr_array_index (path, first);
  before = self->start->parent != NULL
             ? tg_board_copy (tg_game_get_board_at (game, self->start->parent))
             : tg_board_new (size);
  self->board = tg_board_copy (before);

  for (guint i = first; i <= last; i++)
    {
      TgNode *node = g_ptr_array_index (path, i);
      const TgBoard *after = tg_game_get_board_at (game, node);
      gboolean placed = tg_replay_placed_stone (node);

      if (node->move_color != TG_EMPTY)
        {
          guint move = numbers[i];

          if (self->last_move < self->first_move)
            self->first_move = move;
          self->last_move = move;
          if (!placed || tg_board_get (self->board, node->move_point) != TG_EMPTY)
            {
              TgFigureNote note = { move, node->move_color, placed ? node->move_point : TG_PASS };

              /* A move that put no stone down (a pass, or one the rules
               * refused) is listed as a pass. */
              g_array_append_val (self->notes, note);
            }
          else
            {
              tg_board_set (self->board, node->move_point, node->move_color);
              self->moves[node->move_point] = move;
            }
        }

      for (guint k = 0, n = tg_board_get_n_points (after); k < n; k++)
        {
          TgPoint p = tg_board_nth_point (after, k);
          TgColor was = tg_board_get (before, p), now = tg_board_get (after, p);

          if (was == now || (placed && p == node->move_point))
            continue;
          if (now != TG_EMPTY && tg_board_get (self->board, p) == TG_EMPTY)
            tg_board_set (self->board, p, now);   /* setup in the middle of the figure */
          else if (now == TG_EMPTY && (flags & TG_FIGURE_REMOVE_CAPTURED) && self->moves[p] == 0)
            tg_board_set (self->board, p, TG_EMPTY);
        }
      tg_board_copy_into (before, after);
    }

  mark_references (self);
  return self;
}

TgFigure *
tg_figure_new (TgGame        *game,
               TgNode        *start,
               TgNode        *end,
               TgFigureFlags  flags)
{
  TgFigure *self;
  g_autoptr(GPtrArray) path = NULL;
  g_autofree guint *numbers = NULL;

  g_return_val_if_fail (TG_IS_GAME (game), NULL);
  g_return_val_if_fail (end != NULL, NULL);

  if (start == NULL)
    {
      self = g_new0 (TgFigure, 1);
      self->size = tg_game_get_size (game);
      self->end = end;
      self->notes = g_array_new (FALSE, FALSE, sizeof (TgFigureNote));
      self->first_move = 1;
      self->last_move = 0;
      self->board = tg_board_copy (tg_game_get_board_at (game, end));
      return self;
    }

  path = path_between (start, end);
  numbers = number_path (path);
  return figure_build (game, path, 0, path->len - 1, numbers, start, numbering_from_pm (start),
                       flags);
}

void
tg_figure_free (TgFigure *self)
{
  if (self == NULL)
    return;
  g_clear_pointer (&self->board, tg_board_free);
  g_array_unref (self->notes);
  g_free (self->name);
  g_free (self);
}

/* The nodes of the line from the root to @leaf, root first. */
static GPtrArray *
line_to (TgNode *leaf)
{
  return path_between (tg_node_get_root (leaf), leaf);
}

TgNode *
tg_figure_find_move (TgNode *leaf,
                     guint   move)
{
  g_autoptr(GPtrArray) line = line_to (leaf);
  g_autofree guint *numbers = number_path (line);
  TgNode *found = NULL;

  for (guint i = line->len; i-- > 0;)
    {
      TgNode *node = g_ptr_array_index (line, i);

      if (node->move_color != TG_EMPTY && numbers[i] >= move)
        found = node;
    }
  return found;
}

TgNode *
tg_figure_find_end (TgNode *leaf,
                    guint   move)
{
  g_autoptr(GPtrArray) line = line_to (leaf);
  g_autofree guint *numbers = number_path (line);
  g_autofree int *last_move = g_new (int, line->len);
  guint i;

  /* By index: the nearest node at or above it with a move, or -1. */
  for (i = 0; i < line->len; i++)
    last_move[i] = ((TgNode *) g_ptr_array_index (line, i))->move_color != TG_EMPTY ? (int) i
                   : i > 0 ? last_move[i - 1] : -1;
  for (i = line->len - 1; i > 0; i--)
    if (last_move[i] < 0 || numbers[last_move[i]] <= move)
      break;
  return g_ptr_array_index (line, i);
}

GPtrArray *
tg_figure_split (TgGame *game,
                 TgNode *leaf,
                 guint   per_figure,
                 int     numbering)
{
  GPtrArray *figures = g_ptr_array_new_with_free_func ((GDestroyNotify) tg_figure_free);
  g_autoptr(GPtrArray) line = line_to (leaf);
  g_autoptr(GArray) starts = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autofree guint *numbers = number_path (line);
  g_autofree TgFigureNumbering *pm = g_new (TgFigureNumbering, line->len);
  TgFigureNumbering said = TG_FIGURE_NUMBERS_AS_PLAYED;
  guint zero = 0;

  g_return_val_if_fail (TG_IS_GAME (game), figures);

  /* PM as numbering_from_pm () reads it at each node, in one walk. */
  for (guint i = 0; i < line->len; i++)
    {
      read_pm (g_ptr_array_index (line, i), &said);
      pm[i] = said;
    }

  if (per_figure > 0)
    {
      guint next = 1;

      /* The first figure takes in the root and what comes before move 1;
       * each next one starts with its first move. */
      g_array_append_val (starts, zero);
      for (guint i = 1; i < line->len; i++)
        {
          TgNode *node = g_ptr_array_index (line, i);
          guint move;

          if (node->move_color == TG_EMPTY)
            continue;
          move = numbers[i];
          if (next == 1)
            next = (move - 1) / per_figure * per_figure + per_figure + 1;
          else if (move >= next)
            {
              g_array_append_val (starts, i);
              next = (move - 1) / per_figure * per_figure + per_figure + 1;
            }
        }
    }
  else
    {
      for (guint i = 0; i < line->len; i++)
        if (tg_node_has_prop (g_ptr_array_index (line, i), "FG"))
          g_array_append_val (starts, i);
      if (starts->len == 0 || g_array_index (starts, guint, 0) != 0)
        g_array_insert_val (starts, 0, zero);
    }

  for (guint i = 0; i < starts->len; i++)
    {
      guint first = g_array_index (starts, guint, i);
      guint last = i + 1 < starts->len ? g_array_index (starts, guint, i + 1) - 1 : line->len - 1;
      TgFigure *figure = figure_build (game, line, first, last, numbers,
                                       g_ptr_array_index (line, first), pm[first], 0);

      if (numbering >= 0)
        figure->numbering = numbering;
      /* An FG node before the first move would leave an empty figure. */
      if (figure->last_move < figure->first_move && i + 1 < starts->len && figure->name == NULL)
        {
          tg_figure_free (figure);
          continue;
        }
      g_ptr_array_add (figures, figure);
    }
  return figures;
}

char *
tg_figure_format_number (const TgFigure *self,
                         guint           move)
{
  g_return_val_if_fail (self != NULL, NULL);

  if (self->last_move < self->first_move || move < self->first_move || move > self->last_move)
    return NULL;
  switch (self->numbering)
    {
    case TG_FIGURE_NUMBERS_FROM_ONE:
      return g_strdup_printf ("%u", move - self->first_move + 1);
    case TG_FIGURE_NUMBERS_MODULO_100:
      return g_strdup_printf ("%u", move == 0 ? 0 : (move - 1) % 100 + 1);
    case TG_FIGURE_NUMBERS_NONE:
      return NULL;
    case TG_FIGURE_NUMBERS_AS_PLAYED:
    default:
      return g_strdup_printf ("%u", move);
    }
}

/* What a note says the move was played at: the number of the stone
 * shown there, or its mark. */
static char *
format_reference (const TgFigure *self,
                  TgPoint         point)
{
  if (self->moves[point] != 0)
    {
      char *number = tg_figure_format_number (self, self->moves[point]);

      if (number != NULL)
        return number;
    }
  if (self->marks[point] == '^')
    return g_strdup (tg_board_get (self->board, point) == TG_WHITE ? "△" : "▲");
  if (self->marks[point] != 0)
    return g_strdup_printf ("%c", self->marks[point]);
  return tg_board_point_to_gtp (self->board, point);
}

const char *
tg_figure_note_separator (void)
{
  /* TRANSLATORS: between two notes under a diagram: "12 at 5, 18 at 9" */
  return _(", ");
}

GStrv
tg_figure_format_note_list (const TgFigure *self)
{
  g_autoptr(GStrvBuilder) list = g_strv_builder_new ();

  g_return_val_if_fail (self != NULL, NULL);

  for (guint i = 0; i < self->notes->len; i++)
    {
      const TgFigureNote *note = &g_array_index (self->notes, TgFigureNote, i);
      g_autofree char *number = tg_figure_format_number (self, note->move);
      g_autofree char *reference = NULL;
      g_autofree char *at = NULL;

      if (number == NULL)
        number = g_strdup_printf ("%u", note->move);
      if (note->point == TG_PASS)
        {
          /* TRANSLATORS: under a diagram, move 20 was a pass */
          g_autofree char *pass = g_strdup_printf (_("%s: pass"), number);

          g_strv_builder_add (list, pass);
          continue;
        }
      reference = format_reference (self, note->point);
      /* TRANSLATORS: under a diagram: move 12 was played where the stone
       * numbered 5 is shown ("12 at 5") */
      at = g_strdup_printf (_("%s at %s"), number, reference);
      g_strv_builder_add (list, at);
    }
  return g_strv_builder_end (list);
}

char *
tg_figure_format_notes (const TgFigure *self)
{
  g_auto(GStrv) list = NULL;

  g_return_val_if_fail (self != NULL, NULL);

  if (self->notes->len == 0)
    return NULL;
  list = tg_figure_format_note_list (self);
  return g_strjoinv (tg_figure_note_separator (), list);
}

char *
tg_figure_format_title (const TgFigure *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  if (self->name != NULL && *self->name != '\0')
    return g_strdup (self->name);
  if (self->last_move < self->first_move)
    return NULL;
  if (self->first_move == self->last_move)
    return g_strdup_printf (_("Move %u"), self->first_move);
  /* TRANSLATORS: the title of a diagram of moves 101 to 150 */
  return g_strdup_printf (_("Moves %u–%u"), self->first_move, self->last_move);
}
