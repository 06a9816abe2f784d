/* tg-game-ops.c: the edits TgGame offers on its record — a property's
 * values, text typed into one, a subtree inserted or removed, a node
 * added, a child moved — each an operation of a step (tg-game-edit.c).
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tg-game-edit-private.h"

#include <string.h>

#include "tg-node-private.h"

static gboolean
in_record (TgGame *self,
           TgNode *node)
{
  return node != NULL && tg_node_get_root (node) == self->root;
}

static gboolean
values_equal (const TgProp       *prop,
              const char * const *values)
{
  guint n = values != NULL ? g_strv_length ((char **) values) : 0;

  if (prop == NULL || n == 0)
    return prop == NULL && n == 0;
  if (prop->n_values != n)
    return FALSE;
  for (guint i = 0; i < n; i++)
    if (strcmp (prop->values[i], values[i]) != 0)
      return FALSE;
  return TRUE;
}

static gboolean
is_identifier (const char *id)
{
  if (id == NULL || id[0] == '\0')
    return FALSE;
  for (const char *c = id; *c != '\0'; c++)
    if (!g_ascii_isupper (*c))
      return FALSE;
  return TRUE;
}

void
tg_game_set_values (TgGame             *self,
                    TgNode             *node,
                    const char         *id,
                    const char * const *values)
{
  int index;
  const TgProp *prop;
  Op op = { OP_SET, };

  g_return_if_fail (TG_IS_GAME (self));
  tg_game_ensure_replay (self);
  g_return_if_fail (in_record (self, node));
  g_return_if_fail (is_identifier (id));

  if (!tg_game_may_edit (self))
    return;
  index = tg_node_find_prop (node, id);
  prop = index >= 0 ? &node->props[index] : NULL;
  if (values_equal (prop, values))
    return;

  op.node = node;
  op.id = g_strdup (id);
  op.position = index >= 0 ? (guint) index : node->n_props;
  if (prop != NULL)
    {
      op.before = g_new (char *, prop->n_values + 1);
      for (guint i = 0; i < prop->n_values; i++)
        op.before[i] = g_strdup (prop->values[i]);
      op.before[prop->n_values] = NULL;
    }
  if (values != NULL && values[0] != NULL)
    op.after = g_strdupv ((char **) values);
  tg_game_do_op (self, &op);
}

void
tg_game_set_value (TgGame     *self,
                   TgNode     *node,
                   const char *id,
                   const char *value)
{
  const char *values[] = { value, NULL };

  tg_game_set_values (self, node, id, values);
}

void
tg_game_set_typed_value (TgGame     *self,
                         TgNode     *node,
                         const char *id,
                         const char *value)
{
  TgStep *step;
  Op *op;
  const char *values[] = { value, NULL };
  const char * const *typed = value != NULL && value[0] != '\0' ? values : NULL;
  int index;

  g_return_if_fail (TG_IS_GAME (self));
  tg_game_ensure_replay (self);
  g_return_if_fail (in_record (self, node));
  g_return_if_fail (is_identifier (id));

  if (!tg_game_may_edit (self) || self->step_depth > 0)
    return;
  /* The run of typing goes on in the step it began: one undo takes back
   * everything typed since the last pause. */
  step = tg_game_top_step (self->undo_steps);
  op = step != NULL && step->typing && step->ops->len == 1
       ? &g_array_index (step->ops, Op, 0) : NULL;
  if (op == NULL || op->kind != OP_SET || op->node != node || !g_str_equal (op->id, id)
      || self->redo_steps->len > 0)
    {
      guint n_steps = self->undo_steps->len;

      tg_game_end_typing (self);
      tg_game_set_values (self, node, id, typed);
      if (self->undo_steps->len > n_steps)
        tg_game_top_step (self->undo_steps)->typing = TRUE;
      return;
    }
  index = tg_node_find_prop (node, id);
  if (values_equal (index >= 0 ? &node->props[index] : NULL, typed))
    return;
  g_strfreev (op->after);
  op->after = typed != NULL ? g_strdupv ((char **) typed) : NULL;
  tg_game_set_prop (self, node, id, op->after, op->position);
  /* The record differs from any saved while the run began, and from
   * any text kept of it. */
  step->serial = ++self->last_serial;
  tg_game_finish_change (self, TRUE);
}

void
tg_game_end_typing (TgGame *self)
{
  TgStep *step;

  g_return_if_fail (TG_IS_GAME (self));
  tg_game_ensure_replay (self);

  step = tg_game_top_step (self->undo_steps);
  if (step != NULL)
    step->typing = FALSE;
}

void
tg_game_insert_subtree (TgGame *self,
                        TgNode *parent,
                        int     position,
                        TgNode *subtree)
{
  Op op = { OP_INSERT, };

  g_return_if_fail (TG_IS_GAME (self));
  tg_game_ensure_replay (self);
  g_return_if_fail (subtree != NULL && subtree->parent == NULL && subtree != self->root);
  g_return_if_fail (in_record (self, parent));
  g_return_if_fail (position >= -1 && position <= (int) parent->n_children);

  if (!tg_game_may_edit (self))
    {
      tg_node_free (subtree);
      return;
    }
  op.node = subtree;
  op.parent = parent;
  op.position = position < 0 ? parent->n_children : (guint) position;
  tg_game_do_op (self, &op);
}

TgNode *
tg_game_add_node (TgGame *self,
                  TgNode *parent,
                  int     position)
{
  TgNode *node;

  g_return_val_if_fail (TG_IS_GAME (self), NULL);
  tg_game_ensure_replay (self);
  g_return_val_if_fail (in_record (self, parent), NULL);

  if (!tg_game_may_edit (self))
    return NULL;
  node = tg_node_new ();
  tg_game_insert_subtree (self, parent, position, node);
  return node;
}

void
tg_game_remove_subtree (TgGame *self,
                        TgNode *node)
{
  Op op = { OP_REMOVE, };

  g_return_if_fail (TG_IS_GAME (self));
  tg_game_ensure_replay (self);
  g_return_if_fail (in_record (self, node) && node != self->root);

  if (!tg_game_may_edit (self))
    return;
  op.node = node;
  op.parent = node->parent;
  op.position = (guint) tg_node_child_index (node);
  tg_game_do_op (self, &op);
}

void
tg_game_move_child (TgGame *self,
                    TgNode *parent,
                    guint   from,
                    guint   to)
{
  Op op = { OP_MOVE, };

  g_return_if_fail (TG_IS_GAME (self));
  tg_game_ensure_replay (self);
  g_return_if_fail (in_record (self, parent));
  g_return_if_fail (from < parent->n_children && to < parent->n_children);

  if (from == to || !tg_game_may_edit (self))
    return;
  op.node = parent;
  op.position = from;
  op.to = to;
  tg_game_do_op (self, &op);
}
