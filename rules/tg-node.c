/* tg-node.c
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tg-node-private.h"

#include <string.h>
#ifdef G_OS_UNIX
# include <sys/mman.h>
#endif

/* A file's nodes start in a block that fits a short game; blocks then
 * double up to a size where one more malloc no longer shows. */
#define FIRST_BLOCK (16 * 1024)
#define MAX_BLOCK (4 * 1024 * 1024)
/* A block this large or larger is made of whole huge pages, and the
 * kernel asked to back it with them: reading a large collection is
 * bound by page faults otherwise, one each 4 KB, and a fault costs
 * 11 µs on a paravirtualised guest. */
#define HUGE_PAGE (2 * 1024 * 1024)
/* A node made by hand (a move played, a new game's root) is small. */
#define OWN_ARENA_BLOCK 512

struct _TgArenaBlock
{
  TgArenaBlock *next;
  gboolean      huge;        /* from g_aligned_alloc () */
};

static TgNodeArena *
arena_new_sized (gsize first_block)
{
  TgNodeArena *arena = g_new0 (TgNodeArena, 1);

  arena->users = 1;
  arena->next_block = first_block;
  return arena;
}

TgNodeArena *
tg_node_arena_new (void)
{
  return arena_new_sized (FIRST_BLOCK);
}

void
tg_node_arena_release (TgNodeArena *arena)
{
  g_assert (arena->users > 0);

  if (--arena->users > 0)
    return;
  while (arena->blocks != NULL)
    {
      TgArenaBlock *next = arena->blocks->next;

      if (arena->blocks->huge)
        g_aligned_free (arena->blocks);
      else
        g_free (arena->blocks);
      arena->blocks = next;
    }
  g_free (arena);
}

void
tg_node_arena_grow (TgNodeArena *arena,
                    gsize        size)
{
  gsize bytes = sizeof (TgArenaBlock) + MAX (arena->next_block, size);
  TgArenaBlock *block;

  G_STATIC_ASSERT (sizeof (TgArenaBlock) % sizeof (gpointer) == 0);
  if (bytes >= HUGE_PAGE)
    {
      bytes = (bytes + HUGE_PAGE - 1) & ~(gsize) (HUGE_PAGE - 1);
      block = g_aligned_alloc (1, bytes, HUGE_PAGE);
#ifdef MADV_HUGEPAGE
      madvise (block, bytes, MADV_HUGEPAGE);
#endif
    }
  else
    block = g_malloc (bytes);
  block->huge = bytes >= HUGE_PAGE;
  block->next = arena->blocks;
  arena->blocks = block;
  arena->free = (guchar *) (block + 1);
  arena->left = bytes - sizeof (TgArenaBlock);
  TG_ARENA_POISON (arena->free, arena->left);
  arena->next_block = MIN (arena->next_block * 2, MAX_BLOCK);
}

static char *
arena_strdup (TgNodeArena *arena,
              const char  *text)
{
  gsize size = strlen (text) + 1;

  if (G_UNLIKELY (size > arena->left))
    tg_node_arena_grow (arena, size);
  arena->free += size;
  arena->left -= size;
  TG_ARENA_UNPOISON (arena->free - size, size);
  return memcpy (arena->free - size, text, size);
}

TgNode *
tg_node_new (void)
{
  TgNodeArena *arena = arena_new_sized (OWN_ARENA_BLOCK);
  TgNode *node = tg_node_new_in (arena);

  tg_node_arena_release (arena);
  return node;
}

void
tg_node_free (TgNode *node)
{
  g_autoptr(GPtrArray) pending = NULL;

  if (node == NULL)
    return;

  if (node->parent != NULL)
    tg_node_take (node);

  /* A record with a million nested variations must not overflow the C
   * stack: each line is followed down in a loop, only the variations off
   * it wait on an explicit stack. */
  pending = g_ptr_array_new ();
  while (node != NULL)
    {
      TgNode *next = NULL;

      if (node->n_children > 0)
        next = node->children[0];
      else if (pending->len > 0)
        next = g_ptr_array_steal_index_fast (pending, pending->len - 1);
      for (guint i = 1; i < node->n_children; i++)
        g_ptr_array_add (pending, node->children[i]);
      /* Last: the node's arrays may go with its arena. */
      tg_node_arena_release (node->arena);
      node = next;
    }
}

static void
copy_node (TgNode       *copy,
           const TgNode *src)
{
  for (guint i = 0; i < src->n_props; i++)
    {
      const TgProp *prop = &src->props[i];
      TgProp *dup = tg_node_append_prop (copy, arena_strdup (copy->arena, prop->id));

      for (guint j = 0; j < prop->n_values; j++)
        tg_node_prop_append (copy, dup, arena_strdup (copy->arena, prop->values[j]));
    }
  copy->move_color = src->move_color;
  copy->move_point = src->move_point;
  copy->move_status = src->move_status;
  copy->repeats_move = src->repeats_move;
  copy->captured = src->captured;
  copy->setup_status = src->setup_status;
  copy->move_number = src->move_number;
  copy->hash = src->hash;
}

TgNode *
tg_node_copy_tree (const TgNode *node)
{
  g_autoptr(GPtrArray) sources = g_ptr_array_new ();
  g_autoptr(GPtrArray) copies = g_ptr_array_new ();
  TgNodeArena *arena;
  TgNode *root_copy;

  g_return_val_if_fail (node != NULL, NULL);

  arena = tg_node_arena_new ();
  root_copy = tg_node_new_in (arena);
  copy_node (root_copy, node);
  g_ptr_array_add (sources, (gpointer) node);
  g_ptr_array_add (copies, root_copy);
  while (sources->len > 0)
    {
      const TgNode *src = g_ptr_array_steal_index_fast (sources, sources->len - 1);
      TgNode *dst = g_ptr_array_steal_index_fast (copies, copies->len - 1);

      for (guint i = 0; i < src->n_children; i++)
        {
          TgNode *child_copy = tg_node_new_in (arena);

          copy_node (child_copy, src->children[i]);
          tg_node_append_child (dst, child_copy);
          g_ptr_array_add (sources, src->children[i]);
          g_ptr_array_add (copies, child_copy);
        }
    }
  tg_node_arena_release (arena);
  return root_copy;
}

void
tg_node_append_child (TgNode *parent,
                      TgNode *child)
{
  g_return_if_fail (parent != NULL);
  g_return_if_fail (child != NULL && child->parent == NULL);

  tg_node_link_child (parent, child);
}

void
tg_node_insert_child (TgNode *parent,
                      guint   position,
                      TgNode *child)
{
  g_return_if_fail (parent != NULL);
  g_return_if_fail (child != NULL && child->parent == NULL);
  g_return_if_fail (position <= parent->n_children);

  tg_node_link_child (parent, child);
  memmove (&parent->children[position + 1], &parent->children[position],
           (parent->n_children - 1 - position) * sizeof (TgNode *));
  parent->children[position] = child;
}

void
tg_node_move_child (TgNode *parent,
                    guint   from,
                    guint   to)
{
  TgNode *child;

  g_return_if_fail (from < parent->n_children && to < parent->n_children);

  child = parent->children[from];
  if (from < to)
    memmove (&parent->children[from], &parent->children[from + 1],
             (to - from) * sizeof (TgNode *));
  else
    memmove (&parent->children[to + 1], &parent->children[to],
             (from - to) * sizeof (TgNode *));
  parent->children[to] = child;
}

TgNode *
tg_node_take (TgNode *child)
{
  int index;

  g_return_val_if_fail (child != NULL, NULL);

  index = tg_node_child_index (child);
  if (index >= 0)
    {
      TgNode *parent = child->parent;

      memmove (&parent->children[index], &parent->children[index + 1],
               (parent->n_children - index - 1) * sizeof (TgNode *));
      parent->n_children--;
    }
  child->parent = NULL;
  return child;
}

guint
tg_node_get_n_children (const TgNode *node)
{
  return node->n_children;
}

TgNode *
tg_node_get_child (const TgNode *node,
                   guint         index)
{
  g_return_val_if_fail (index < node->n_children, NULL);

  return node->children[index];
}

int
tg_node_child_index (const TgNode *node)
{
  if (node->parent == NULL)
    return -1;
  for (guint i = 0; i < node->parent->n_children; i++)
    if (node->parent->children[i] == node)
      return (int) i;
  return -1;
}

gboolean
tg_node_is_ancestor (const TgNode *ancestor,
                     const TgNode *node)
{
  for (; node != NULL; node = node->parent)
    if (node == ancestor)
      return TRUE;
  return FALSE;
}

TgNode *
tg_node_get_root (TgNode *node)
{
  while (node->parent != NULL)
    node = node->parent;
  return node;
}

TgNode *
tg_node_get_line_end (TgNode *node)
{
  while (node->n_children > 0)
    node = node->children[0];
  return node;
}

gboolean
tg_node_retakes_ko (const TgNode *before,
                    int           repeats_move)
{
  guint stones = 0;

  if (repeats_move < 0)
    return FALSE;
  for (const TgNode *node = before; node != NULL && (int) node->move_number > repeats_move;
       node = node->parent)
    if (node->move_color != TG_EMPTY && node->move_point != TG_PASS)
      stones++;
  return stones == 1;
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
      for (guint i = 1; i < node->n_children; i++)
        g_ptr_array_add (stack, node->children[i]);
      if (node->n_children > 0)
        node = node->children[0];
      else
        node = stack->len > 0 ? g_ptr_array_steal_index_fast (stack, stack->len - 1) : NULL;
    }
  return count;
}

guint
tg_node_get_n_props (const TgNode *node)
{
  return node->n_props;
}

const TgProp *
tg_node_get_prop_at (const TgNode *node,
                     guint         index)
{
  g_return_val_if_fail (index < node->n_props, NULL);

  return &node->props[index];
}

int
tg_node_find_prop (const TgNode *node,
                   const char   *id)
{
  /* Identifiers are a letter or two: the first byte settles nearly every
   * comparison without a call, and the replay asks five per node. */
  for (guint i = 0; i < node->n_props; i++)
    {
      const char *prop_id = node->props[i].id;

      if (prop_id[0] == id[0] && strcmp (prop_id, id) == 0)
        return (int) i;
    }
  return -1;
}

const TgProp *
tg_node_get_prop (const TgNode *node,
                  const char   *id)
{
  int index = tg_node_find_prop (node, id);

  return index < 0 ? NULL : &node->props[index];
}

gboolean
tg_node_has_prop (const TgNode *node,
                  const char   *id)
{
  return tg_node_find_prop (node, id) >= 0;
}

gboolean
tg_node_prop_is_inherited (const char *id)
{
  return g_str_equal (id, "DD") || g_str_equal (id, "VW");
}

const char *
tg_node_get_value (const TgNode *node,
                   const char   *id)
{
  const TgProp *prop = tg_node_get_prop (node, id);

  return prop != NULL && prop->n_values > 0 ? prop->values[0] : NULL;
}

void
tg_node_add_value (TgNode     *node,
                   const char *id,
                   const char *value)
{
  int index = tg_node_find_prop (node, id);
  TgProp *prop;

  if (index >= 0)
    prop = &node->props[index];
  else
    prop = tg_node_append_prop (node, arena_strdup (node->arena, id));
  tg_node_prop_append (node, prop, arena_strdup (node->arena, value != NULL ? value : ""));
}

void
tg_node_set_value (TgNode     *node,
                   const char *id,
                   const char *value)
{
  int index = tg_node_find_prop (node, id);

  /* Emptied rather than removed, so the property keeps its place. */
  if (index >= 0)
    node->props[index].n_values = 0;
  tg_node_add_value (node, id, value);
}

void
tg_node_unset (TgNode     *node,
               const char *id)
{
  int index = tg_node_find_prop (node, id);

  if (index < 0)
    return;
  memmove (&node->props[index], &node->props[index + 1],
           (node->n_props - index - 1) * sizeof (TgProp));
  node->n_props--;
}

void
tg_node_set_values (TgNode             *node,
                    const char         *id,
                    const char * const *values,
                    guint               n_values,
                    guint               position)
{
  int index = tg_node_find_prop (node, id);
  TgProp *prop;

  g_return_if_fail (n_values > 0);

  if (index >= 0)
    {
      prop = &node->props[index];
      prop->n_values = 0;
    }
  else
    {
      tg_node_append_prop (node, arena_strdup (node->arena, id));
      position = MIN (position, node->n_props - 1);
      if (position < node->n_props - 1)
        {
          TgProp added = node->props[node->n_props - 1];

          memmove (&node->props[position + 1], &node->props[position],
                   (node->n_props - 1 - position) * sizeof (TgProp));
          node->props[position] = added;
        }
      prop = &node->props[position];
    }
  for (guint i = 0; i < n_values; i++)
    tg_node_prop_append (node, prop, arena_strdup (node->arena, values[i]));
}

static gboolean
props_equal (const TgNode *a,
             const TgNode *b)
{
  if (a->n_props != b->n_props || a->n_children != b->n_children)
    return FALSE;

  for (guint i = 0; i < a->n_props; i++)
    {
      const TgProp *pa = &a->props[i];
      const TgProp *pb = &b->props[i];

      if (strcmp (pa->id, pb->id) != 0 || pa->n_values != pb->n_values)
        return FALSE;
      for (guint j = 0; j < pa->n_values; j++)
        if (strcmp (pa->values[j], pb->values[j]) != 0)
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
      for (guint i = 0; i < x->n_children; i++)
        {
          g_ptr_array_add (stack, x->children[i]);
          g_ptr_array_add (stack, y->children[i]);
        }
    }
  return TRUE;
}
