/* tg-game-markup.c: the teacher's edits of a node — marks on points,
 * labels, arrows and lines, dimmed points, and setup stones — each one
 * step, built on the game's edit operations.
 *
 * FF[4] allows one mark of CR, MA, SQ, TR (and SL) per point and one
 * label per point; point lists may come compressed ("aa:cc") from other
 * programs, and are written back point by point once edited.  Setup
 * (AB, AW, AE) lives in a node without a move: on a move's node it goes
 * into a new node after it.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-game-private.h"

#include <string.h>

#include "tg-sgf.h"

/* Marks that exclude one another on a point. */
static const char * const point_marks[] = { "CR", "MA", "SQ", "TR", "SL" };

static gboolean
is_point_mark (const char *id)
{
  for (gsize i = 0; i < G_N_ELEMENTS (point_marks); i++)
    if (g_str_equal (id, point_marks[i]))
      return TRUE;
  return FALSE;
}

static char *
point_text (TgGame  *self,
            TgPoint  point)
{
  return tg_sgf_format_point (tg_board_point_x (self->board, point),
                              tg_board_point_y (self->board, point));
}

/* The points of list @id on @node, expanded, as board indices. */
static GArray *
point_list (TgGame     *self,
            TgNode     *node,
            const char *id)
{
  GArray *indices = g_array_new (FALSE, FALSE, sizeof (guint));
  const TgProp *prop = tg_node_get_prop (node, id);

  for (guint i = 0; prop != NULL && i < prop->n_values; i++)
    tg_sgf_expand_points (prop->values[i], self->size, indices);
  return indices;
}

static guint
index_of (TgGame  *self,
          TgPoint  point)
{
  return tg_board_point_x (self->board, point) + tg_board_point_y (self->board, point) * self->size;
}

/* Writes @indices back as @id's values, one point each (none: removed). */
static void
set_point_list (TgGame     *self,
                TgNode     *node,
                const char *id,
                GArray     *indices)
{
  g_autoptr(GPtrArray) values = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < indices->len; i++)
    {
      guint index = g_array_index (indices, guint, i);

      g_ptr_array_add (values, tg_sgf_format_point (index % self->size, index / self->size));
    }
  g_ptr_array_add (values, NULL);
  tg_game_set_values (self, node, id, (const char * const *) values->pdata);
}

/* Whether @indices holds @index, taking it out when @remove. */
static gboolean
list_has (GArray   *indices,
          guint     index,
          gboolean  remove)
{
  for (guint i = 0; i < indices->len; i++)
    if (g_array_index (indices, guint, i) == index)
      {
        if (remove)
          g_array_remove_index (indices, i);
        return TRUE;
      }
  return FALSE;
}

gboolean
tg_game_node_has_mark (TgGame     *self,
                       TgNode     *node,
                       const char *id,
                       TgPoint     point)
{
  g_autoptr(GArray) indices = NULL;

  g_return_val_if_fail (TG_IS_GAME (self), FALSE);
  tg_game_ensure_replay (self);
  g_return_val_if_fail (node != NULL && id != NULL, FALSE);

  indices = point_list (self, node, id);
  return list_has (indices, index_of (self, point), FALSE);
}

void
tg_game_toggle_mark (TgGame     *self,
                     TgNode     *node,
                     const char *id,
                     TgPoint     point)
{
  guint index;
  g_autoptr(GArray) own = NULL;
  gboolean had;

  g_return_if_fail (TG_IS_GAME (self));
  tg_game_ensure_replay (self);
  g_return_if_fail (node != NULL && id != NULL);
  g_return_if_fail (tg_board_is_on_board (self->board, point));

  index = index_of (self, point);
  own = point_list (self, node, id);
  had = list_has (own, index, TRUE);

  tg_game_begin_step (self);
  if (!had)
    {
      /* One mark a point: the new one replaces another kind. */
      if (is_point_mark (id))
        for (gsize i = 0; i < G_N_ELEMENTS (point_marks); i++)
          {
            g_autoptr(GArray) other = NULL;

            if (g_str_equal (point_marks[i], id))
              continue;
            other = point_list (self, node, point_marks[i]);
            if (list_has (other, index, TRUE))
              set_point_list (self, node, point_marks[i], other);
          }
      g_array_append_val (own, index);
    }
  set_point_list (self, node, id, own);
  tg_game_end_step (self);
}

/* Labels ---------------------------------------------------------------- */

/* The label at @point on @node, or NULL; @index receives its value's
 * place. */
static const char *
find_label (TgGame  *self,
            TgNode  *node,
            TgPoint  point,
            guint   *index)
{
  const TgProp *prop = tg_node_get_prop (node, "LB");
  g_autofree char *at = point_text (self, point);
  gsize length = strlen (at);

  for (guint i = 0; prop != NULL && i < prop->n_values; i++)
    if (strncmp (prop->values[i], at, length) == 0 && prop->values[i][length] == ':')
      {
        *index = i;
        return prop->values[i] + length + 1;
      }
  return NULL;
}

const char *
tg_game_get_label (TgGame  *self,
                   TgNode  *node,
                   TgPoint  point)
{
  guint index;

  g_return_val_if_fail (TG_IS_GAME (self), NULL);
  tg_game_ensure_replay (self);
  g_return_val_if_fail (node != NULL, NULL);

  return find_label (self, node, point, &index);
}

void
tg_game_set_label (TgGame     *self,
                   TgNode     *node,
                   TgPoint     point,
                   const char *text)
{
  const TgProp *prop;
  g_autoptr(GPtrArray) values = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *at = NULL;
  guint index = G_MAXUINT;

  g_return_if_fail (TG_IS_GAME (self));
  tg_game_ensure_replay (self);
  g_return_if_fail (node != NULL);
  g_return_if_fail (tg_board_is_on_board (self->board, point));

  find_label (self, node, point, &index);
  prop = tg_node_get_prop (node, "LB");
  for (guint i = 0; prop != NULL && i < prop->n_values; i++)
    if (i != index)
      g_ptr_array_add (values, g_strdup (prop->values[i]));
  at = point_text (self, point);
  if (text != NULL && text[0] != '\0')
    g_ptr_array_add (values, g_strconcat (at, ":", text, NULL));
  g_ptr_array_add (values, NULL);
  tg_game_set_values (self, node, "LB", (const char * const *) values->pdata);
}

char *
tg_game_next_label (TgGame   *self,
                    TgNode   *node,
                    gboolean  numbers)
{
  const TgProp *prop;

  g_return_val_if_fail (TG_IS_GAME (self), NULL);
  tg_game_ensure_replay (self);
  g_return_val_if_fail (node != NULL, NULL);

  prop = tg_node_get_prop (node, "LB");
  /* The first not yet used: A…Z then a…z, or 1, 2, 3… */
  for (guint candidate = 0;; candidate++)
    {
      g_autofree char *label = NULL;
      gboolean used = FALSE;

      if (numbers)
        label = g_strdup_printf ("%u", candidate + 1);
      else if (candidate < 52)
        label = g_strdup_printf ("%c", candidate < 26 ? 'A' + candidate : 'a' + candidate - 26);
      else
        label = g_strdup_printf ("A%u", candidate - 51);
      for (guint i = 0; prop != NULL && i < prop->n_values && !used; i++)
        {
          const char *colon = strchr (prop->values[i], ':');

          used = colon != NULL && g_str_equal (colon + 1, label);
        }
      if (!used)
        return g_steal_pointer (&label);
    }
}

/* Arrows and lines ------------------------------------------------------ */

void
tg_game_toggle_line (TgGame     *self,
                     TgNode     *node,
                     const char *id,
                     TgPoint     from,
                     TgPoint     to)
{
  const TgProp *prop;
  g_autoptr(GPtrArray) values = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *a = NULL;
  g_autofree char *b = NULL;
  g_autofree char *forward = NULL;
  g_autofree char *backward = NULL;
  gboolean had = FALSE;
  gboolean arrow;

  g_return_if_fail (TG_IS_GAME (self));
  tg_game_ensure_replay (self);
  g_return_if_fail (node != NULL && id != NULL);
  g_return_if_fail (tg_board_is_on_board (self->board, from) && tg_board_is_on_board (self->board, to));

  if (from == to)
    return;
  arrow = g_str_equal (id, "AR");
  a = point_text (self, from);
  b = point_text (self, to);
  forward = g_strconcat (a, ":", b, NULL);
  backward = g_strconcat (b, ":", a, NULL);
  prop = tg_node_get_prop (node, id);
  for (guint i = 0; prop != NULL && i < prop->n_values; i++)
    {
      /* A line has no direction; an arrow has. */
      if (g_str_equal (prop->values[i], forward) || (!arrow && g_str_equal (prop->values[i], backward)))
        had = TRUE;
      else
        g_ptr_array_add (values, g_strdup (prop->values[i]));
    }
  if (!had)
    g_ptr_array_add (values, g_steal_pointer (&forward));
  g_ptr_array_add (values, NULL);
  tg_game_set_values (self, node, id, (const char * const *) values->pdata);
}

/* Setup ----------------------------------------------------------------- */

static gboolean
holds_move (TgNode *node)
{
  return tg_node_has_prop (node, "B") || tg_node_has_prop (node, "W");
}

/* The node setup at @node goes into: @node without a move, or after a
 * move a new child (one made before and still a leaf is reused). */
static TgNode *
setup_node (TgGame *self,
            TgNode *node)
{
  if (!holds_move (node))
    return node;
  /* FF[4]: setup and a move are never in one node. */
  for (guint i = 0; i < node->n_children; i++)
    {
      TgNode *child = node->children[i];

      if (!holds_move (child) && child->n_children == 0
          && (tg_node_has_prop (child, "AB") || tg_node_has_prop (child, "AW")
              || tg_node_has_prop (child, "AE")))
        return child;
    }
  return tg_game_add_node (self, node, -1);
}

/* AB, AW and AE of a setup node from the position it should leave,
 * against the position before it: the fewest points that say it. */
static void
write_setup (TgGame        *self,
             TgNode        *node,
             const TgBoard *before,
             const TgBoard *wanted)
{
  static const struct { const char *id; TgColor color; } lists[] = {
    { "AB", TG_BLACK }, { "AW", TG_WHITE }, { "AE", TG_EMPTY },
  };
  guint n_points = tg_board_get_n_points (wanted);

  for (gsize l = 0; l < G_N_ELEMENTS (lists); l++)
    {
      g_autoptr(GArray) indices = g_array_new (FALSE, FALSE, sizeof (guint));

      for (guint n = 0; n < n_points; n++)
        {
          TgPoint p = tg_board_nth_point (wanted, n);

          if (tg_board_get (wanted, p) == lists[l].color && tg_board_get (before, p) != lists[l].color)
            g_array_append_val (indices, n);
        }
      set_point_list (self, node, lists[l].id, indices);
    }
}

static void
change_setup (TgGame        *self,
              TgNode        *at,
              const TgPoint *points,
              guint          n_points,
              TgColor        color)
{
  g_autoptr(TgBoard) before = NULL;
  g_autoptr(TgBoard) wanted = NULL;
  TgNode *node;

  tg_game_begin_step (self);
  node = setup_node (self, at);
  before = node->parent != NULL ? tg_board_copy (tg_game_get_board_at (self, node->parent))
                                : tg_board_new (self->size);
  wanted = tg_board_copy (tg_game_get_board_at (self, node));
  for (guint i = 0; i < n_points; i++)
    tg_board_set (wanted, points[i], color);
  write_setup (self, node, before, wanted);
  tg_game_set_current (self, node);
  tg_game_end_step (self);
}

void
tg_game_set_setup_stone (TgGame  *self,
                         TgNode  *node,
                         TgPoint  point,
                         TgColor  color)
{
  TgColor now;

  g_return_if_fail (TG_IS_GAME (self));
  tg_game_ensure_replay (self);
  g_return_if_fail (node != NULL);
  g_return_if_fail (tg_board_is_on_board (self->board, point));
  g_return_if_fail (color == TG_BLACK || color == TG_WHITE || color == TG_EMPTY);

  /* A stone of the colour chosen is taken off again. */
  now = tg_board_get (tg_game_get_board_at (self, node), point);
  change_setup (self, node, &point, 1, now == color ? TG_EMPTY : color);
}

void
tg_game_paint_setup (TgGame        *self,
                     TgNode        *node,
                     const TgPoint *points,
                     guint          n_points,
                     TgColor        color)
{
  g_return_if_fail (TG_IS_GAME (self));
  tg_game_ensure_replay (self);
  g_return_if_fail (node != NULL);
  g_return_if_fail (points != NULL || n_points == 0);

  for (guint i = 0; i < n_points; i++)
    g_return_if_fail (tg_board_is_on_board (self->board, points[i]));
  change_setup (self, node, points, n_points, color);
}

void
tg_game_clear_setup_board (TgGame *self,
                           TgNode *node)
{
  g_autoptr(GArray) points = g_array_new (FALSE, FALSE, sizeof (TgPoint));
  const TgBoard *board;

  g_return_if_fail (TG_IS_GAME (self));
  tg_game_ensure_replay (self);
  g_return_if_fail (node != NULL);

  board = tg_game_get_board_at (self, node);
  for (guint n = 0; n < tg_board_get_n_points (board); n++)
    {
      TgPoint p = tg_board_nth_point (board, n);

      if (tg_board_get (board, p) != TG_EMPTY)
        g_array_append_val (points, p);
    }
  change_setup (self, node, (const TgPoint *) points->data, points->len, TG_EMPTY);
}

void
tg_game_set_player (TgGame  *self,
                    TgNode  *node,
                    TgColor  color)
{
  g_return_if_fail (TG_IS_GAME (self));
  tg_game_ensure_replay (self);
  g_return_if_fail (node != NULL);

  tg_game_set_value (self, node, "PL",
                     color == TG_BLACK ? "B" : color == TG_WHITE ? "W" : NULL);
}

guint
tg_game_count_dead_setup (TgGame *self,
                          TgNode *node)
{
  const TgBoard *board;
  guint stones = 0;

  g_return_val_if_fail (TG_IS_GAME (self), 0);
  tg_game_ensure_replay (self);
  g_return_val_if_fail (node != NULL, 0);

  board = tg_game_get_board_at (self, node);
  for (guint n = 0; n < tg_board_get_n_points (board); n++)
    {
      TgPoint p = tg_board_nth_point (board, n);

      if (tg_board_get (board, p) != TG_EMPTY && tg_board_get_liberties (board, p) == 0)
        stones++;
    }
  return stones;
}
