/* tg-rule-breaks.c
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-rule-breaks.h"

GPtrArray *
tg_rule_breaks_find (TgNode *root)
{
  g_autoptr(GPtrArray) stack = g_ptr_array_new ();
  GPtrArray *found = g_ptr_array_new ();

  g_return_val_if_fail (root != NULL, found);

  g_ptr_array_add (stack, root);
  while (stack->len > 0)
    {
      TgNode *node = g_ptr_array_steal_index_fast (stack, stack->len - 1);
      guint n = node->n_children;

      if (node->move_color != TG_EMPTY && node->move_status != TG_MOVE_OK)
        g_ptr_array_add (found, node);
      /* Reversed, so that the first child comes off the stack first. */
      while (n-- > 0)
        g_ptr_array_add (stack, node->children[n]);
    }
  return found;
}

GArray *
tg_node_get_forks (const TgNode *node)
{
  GArray *forks = g_array_new (FALSE, FALSE, sizeof (TgFork));

  g_return_val_if_fail (node != NULL, forks);

  for (; node->parent != NULL; node = node->parent)
    {
      int index = tg_node_child_index (node);

      if (index > 0)
        {
          TgFork fork = { node->move_number, (guint) index + 1 };

          g_array_append_val (forks, fork);
        }
    }
  /* Found from the node up; given from the root down. */
  for (guint i = 0; i < forks->len / 2; i++)
    {
      TgFork swap = g_array_index (forks, TgFork, i);

      g_array_index (forks, TgFork, i) = g_array_index (forks, TgFork, forks->len - 1 - i);
      g_array_index (forks, TgFork, forks->len - 1 - i) = swap;
    }
  return forks;
}
