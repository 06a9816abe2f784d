/* tg-node.c
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tg-node.h"

#include <string.h>

static void
prop_clear (gpointer data)
{
  TgProp *prop = data;

  g_free (prop->id);
  g_ptr_array_unref (prop->values);
}

TgNode *
tg_node_new (void)
{
  TgNode *node = g_new0 (TgNode, 1);

  node->children = g_ptr_array_new ();
  node->props = g_array_new (FALSE, FALSE, sizeof (TgProp));
  g_array_set_clear_func (node->props, prop_clear);
  node->move_point = TG_PASS;
  node->repeats_move = -1;
  return node;
}

static void
node_free_one (TgNode *node)
{
  g_ptr_array_unref (node->children);
  g_array_unref (node->props);
  g_free (node);
}

void
tg_node_free (TgNode *node)
{
  g_autoptr(GPtrArray) stack = NULL;

  if (node == NULL)
    return;

  if (node->parent != NULL)
    tg_node_take (node);

  /* A record with a million nested variations must not overflow the C
   * stack, so the subtree is walked with an explicit stack. */
  stack = g_ptr_array_new ();
  g_ptr_array_add (stack, node);
  while (stack->len > 0)
    {
      TgNode *top = g_ptr_array_steal_index_fast (stack, stack->len - 1);

      for (guint i = 0; i < top->children->len; i++)
        g_ptr_array_add (stack, top->children->pdata[i]);
      node_free_one (top);
    }
}

static TgNode *
node_copy_one (const TgNode *src)
{
  TgNode *copy = tg_node_new ();

  for (guint i = 0; i < src->props->len; i++)
    {
      const TgProp *prop = &g_array_index (src->props, TgProp, i);
      TgProp dup;

      dup.id = g_strdup (prop->id);
      dup.values = g_ptr_array_new_full (prop->values->len, g_free);
      for (guint j = 0; j < prop->values->len; j++)
        g_ptr_array_add (dup.values, g_strdup (prop->values->pdata[j]));
      g_array_append_val (copy->props, dup);
    }
  copy->move_color = src->move_color;
  copy->move_point = src->move_point;
  copy->move_status = src->move_status;
  copy->repeats_move = src->repeats_move;
  copy->move_number = src->move_number;
  copy->hash = src->hash;
  return copy;
}

TgNode *
tg_node_copy_tree (const TgNode *node)
{
  g_autoptr(GPtrArray) sources = g_ptr_array_new ();
  g_autoptr(GPtrArray) copies = g_ptr_array_new ();
  TgNode *root_copy;

  g_return_val_if_fail (node != NULL, NULL);

  root_copy = node_copy_one (node);
  g_ptr_array_add (sources, (gpointer) node);
  g_ptr_array_add (copies, root_copy);
  while (sources->len > 0)
    {
      const TgNode *src = g_ptr_array_steal_index_fast (sources, sources->len - 1);
      TgNode *dst = g_ptr_array_steal_index_fast (copies, copies->len - 1);

      for (guint i = 0; i < src->children->len; i++)
        {
          TgNode *child_copy = node_copy_one (src->children->pdata[i]);

          tg_node_append_child (dst, child_copy);
          g_ptr_array_add (sources, src->children->pdata[i]);
          g_ptr_array_add (copies, child_copy);
        }
    }
  return root_copy;
}

void
tg_node_append_child (TgNode *parent,
                      TgNode *child)
{
  g_return_if_fail (parent != NULL);
  g_return_if_fail (child != NULL && child->parent == NULL);

  child->parent = parent;
  g_ptr_array_add (parent->children, child);
}

TgNode *
tg_node_take (TgNode *child)
{
  g_return_val_if_fail (child != NULL, NULL);

  if (child->parent != NULL)
    {
      g_ptr_array_remove (child->parent->children, child);
      child->parent = NULL;
    }
  return child;
}

guint
tg_node_get_n_children (const TgNode *node)
{
  return node->children->len;
}

TgNode *
tg_node_get_child (const TgNode *node,
                   guint         index)
{
  g_return_val_if_fail (index < node->children->len, NULL);

  return node->children->pdata[index];
}

int
tg_node_child_index (const TgNode *node)
{
  guint index;

  if (node->parent == NULL)
    return -1;
  if (!g_ptr_array_find (node->parent->children, node, &index))
    return -1;
  return (int) index;
}

TgNode *
tg_node_get_root (TgNode *node)
{
  while (node->parent != NULL)
    node = node->parent;
  return node;
}

gsize
tg_node_count_tree (const TgNode *node)
{
  g_autoptr(GPtrArray) stack = g_ptr_array_new ();
  gsize count = 0;

  /* Down each line without the stack: only the other variations wait on
   * it, and most records are one line. */
  while (node != NULL)
    {
      count++;
      for (guint i = 1; i < node->children->len; i++)
        g_ptr_array_add (stack, node->children->pdata[i]);
      if (node->children->len > 0)
        node = node->children->pdata[0];
      else
        node = stack->len > 0 ? g_ptr_array_steal_index_fast (stack, stack->len - 1) : NULL;
    }
  return count;
}

guint
tg_node_get_n_props (const TgNode *node)
{
  return node->props->len;
}

const TgProp *
tg_node_get_prop_at (const TgNode *node,
                     guint         index)
{
  g_return_val_if_fail (index < node->props->len, NULL);

  return &g_array_index (node->props, TgProp, index);
}

static int
find_prop (const TgNode *node,
           const char   *id)
{
  /* Identifiers are a letter or two: the first byte settles nearly every
   * comparison without a call, and the replay asks five per node. */
  for (guint i = 0; i < node->props->len; i++)
    {
      const char *prop_id = g_array_index (node->props, TgProp, i).id;

      if (prop_id[0] == id[0] && strcmp (prop_id, id) == 0)
        return (int) i;
    }
  return -1;
}

const TgProp *
tg_node_get_prop (const TgNode *node,
                  const char   *id)
{
  int index = find_prop (node, id);

  return index < 0 ? NULL : &g_array_index (node->props, TgProp, index);
}

gboolean
tg_node_has_prop (const TgNode *node,
                  const char   *id)
{
  return find_prop (node, id) >= 0;
}

const char *
tg_node_get_value (const TgNode *node,
                   const char   *id)
{
  const TgProp *prop = tg_node_get_prop (node, id);

  return prop != NULL && prop->values->len > 0 ? prop->values->pdata[0] : NULL;
}

void
tg_node_add_value (TgNode     *node,
                   const char *id,
                   const char *value)
{
  int index = find_prop (node, id);

  if (index < 0)
    {
      TgProp prop;

      prop.id = g_strdup (id);
      prop.values = g_ptr_array_new_with_free_func (g_free);
      g_array_append_val (node->props, prop);
      index = node->props->len - 1;
    }
  g_ptr_array_add (g_array_index (node->props, TgProp, index).values,
                   g_strdup (value != NULL ? value : ""));
}

void
tg_node_set_value (TgNode     *node,
                   const char *id,
                   const char *value)
{
  int index = find_prop (node, id);

  /* Emptied rather than removed, so the property keeps its place. */
  if (index >= 0)
    g_ptr_array_set_size (g_array_index (node->props, TgProp, index).values, 0);
  tg_node_add_value (node, id, value);
}

void
tg_node_unset (TgNode     *node,
               const char *id)
{
  int index = find_prop (node, id);

  if (index >= 0)
    g_array_remove_index (node->props, index);
}

static gboolean
props_equal (const TgNode *a,
             const TgNode *b)
{
  if (a->props->len != b->props->len || a->children->len != b->children->len)
    return FALSE;

  for (guint i = 0; i < a->props->len; i++)
    {
      const TgProp *pa = &g_array_index (a->props, TgProp, i);
      const TgProp *pb = &g_array_index (b->props, TgProp, i);

      if (strcmp (pa->id, pb->id) != 0 || pa->values->len != pb->values->len)
        return FALSE;
      for (guint j = 0; j < pa->values->len; j++)
        if (strcmp (pa->values->pdata[j], pb->values->pdata[j]) != 0)
          return FALSE;
    }
  return TRUE;
}

gboolean
tg_node_tree_equal (const TgNode *a,
                    const TgNode *b)
{
  g_autoptr(GPtrArray) stack = g_ptr_array_new ();

  g_ptr_array_add (stack, (gpointer) a);
  g_ptr_array_add (stack, (gpointer) b);
  while (stack->len > 0)
    {
      const TgNode *y = g_ptr_array_steal_index_fast (stack, stack->len - 1);
      const TgNode *x = g_ptr_array_steal_index_fast (stack, stack->len - 1);

      if (!props_equal (x, y))
        return FALSE;
      for (guint i = 0; i < x->children->len; i++)
        {
          g_ptr_array_add (stack, x->children->pdata[i]);
          g_ptr_array_add (stack, y->children->pdata[i]);
        }
    }
  return TRUE;
}
