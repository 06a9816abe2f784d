/* tg-tree-layout.c
 *
 * The tree is cut into branches: a branch is a line of first children,
 * from its head (the root, or a node that is not its parent's first
 * child) down to a leaf or a collapsed node.  Each branch keeps its
 * nodes in an array, its variations (the branches that hang from its
 * nodes), and the outline of the subtree it heads: for each depth, the
 * topmost and the bottommost lane taken, relative to its own lane, in
 * runs of equal lanes.
 *
 * A branch is laid out from the outlines of its variations alone, as
 * q5Go packs its subtrees: the variations hanging deepest first, each
 * placed just below all that is already placed at the depths it spans
 * (a subtree moves as a whole).  A branch whose subtree changed lays out
 * again; the others keep their outlines, so an edit costs the branches
 * above it, not the tree.  The cost of a branch is that of its
 * variations' outlines, whose length is bounded by both their depth and
 * their number of branches.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tg-tree-layout-private.h"

static gpointer
grow (gpointer  array,
      guint    *alloc,
      guint     needed,
      gsize     element_size)
{
  if (needed <= *alloc)
    return array;
  *alloc = MAX (needed, MAX (4, *alloc * 2));
  return g_realloc_n (array, *alloc, element_size);
}

/* Outlines --------------------------------------------------------------- */

static void
outline_push (Outline *outline,
              guint    start,
              guint    end,
              int      lane)
{
  outline->runs = grow (outline->runs, &outline->alloc, outline->len + 1, sizeof (Run));
  outline->runs[outline->len++] = (Run) { start, end, lane };
}

/* Appends in depth order, joining a run to the one before at its lane. */
static void
outline_append (Outline *outline,
                guint    start,
                guint    end,
                int      lane)
{
  Run *last = outline->len > 0 ? &outline->runs[outline->len - 1] : NULL;

  if (last != NULL && last->lane == lane && last->end + 1 == start)
    last->end = end;
  else
    outline_push (outline, start, end, lane);
}

/* The first run of @outline that ends after @depth (there is one). */
static guint
outline_find_after (const Outline *outline,
                    guint          depth)
{
  guint low = 0, high = outline->len;

  while (low < high)
    {
      guint mid = low + (high - low) / 2;

      if (outline->runs[mid].end <= depth)
        low = mid + 1;
      else
        high = mid;
    }
  return low;
}

/* Branches --------------------------------------------------------------- */

static void
append_node (Branch *branch,
             TgNode *node)
{
  branch->nodes = grow (branch->nodes, &branch->nodes_alloc, branch->n_nodes + 1,
                        sizeof (TgNode *));
  branch->nodes[branch->n_nodes++] = node;
}

static void
append_child (Branch *branch,
              Branch *child)
{
  branch->children = grow (branch->children, &branch->children_alloc, branch->n_children + 1,
                           sizeof (Branch *));
  child->place = branch->n_children;
  branch->children[branch->n_children++] = child;
}

static Branch *
branch_new (TgTreeLayout *self,
            TgNode       *head,
            Branch       *parent,
            guint         hang,
            guint         start)
{
  Branch *branch = g_new0 (Branch, 1);

  branch->head = head;
  branch->parent = parent;
  branch->hang = hang;
  branch->start = start;
  branch->dirty = TRUE;
  append_node (branch, head);
  g_hash_table_insert (self->branches, head, branch);
  return branch;
}

static void
branch_free (Branch *branch)
{
  g_free (branch->nodes);
  g_free (branch->children);
  g_free (branch->top.runs);
  g_free (branch->bottom.runs);
  g_free (branch);
}

/* Frees @branch and the branches under it. */
static void
free_subtree (TgTreeLayout *self,
              Branch       *branch)
{
  g_autoptr(GPtrArray) stack = g_ptr_array_new ();

  g_ptr_array_add (stack, branch);
  while (stack->len > 0)
    {
      Branch *b = g_ptr_array_steal_index_fast (stack, stack->len - 1);

      for (guint i = 0; i < b->n_children; i++)
        g_ptr_array_add (stack, b->children[i]);
      g_hash_table_remove (self->branches, b->head);
      branch_free (b);
    }
}

static gboolean
is_collapsed (TgTreeLayout *self,
              TgNode       *node)
{
  return g_hash_table_size (self->collapsed) > 0
         && g_hash_table_contains (self->collapsed, node);
}

/* @head, whose branch is in @pool, now follows its parent as first
 * child: its branch merges into the one walking down to it, and the
 * variations that hung from it wait in the pool to be hung again. */
static void
dissolve (TgTreeLayout *self,
          GHashTable   *pool,
          TgNode       *head)
{
  Branch *branch = g_hash_table_lookup (pool, head);

  if (branch == NULL)
    return;
  g_hash_table_remove (pool, head);
  for (guint i = 0; i < branch->n_children; i++)
    g_hash_table_insert (pool, branch->children[i]->head, branch->children[i]);
  g_hash_table_remove (self->branches, head);
  branch_free (branch);
}

/* Extends each branch of self->work from its last node down its first
 * children, giving each other child a branch: the one waiting in @pool
 * under that head (with its whole subtree, unchanged), or a new one,
 * walked in turn. */
static void
walk (TgTreeLayout *self,
      GHashTable   *pool)
{
  GPtrArray *work = self->work;
  /* A lookup per node costs a tenth of a big tree's layout. */
  gboolean any_collapsed = g_hash_table_size (self->collapsed) > 0;

  while (work->len > 0)
    {
      Branch *branch = g_ptr_array_steal_index_fast (work, work->len - 1);
      TgNode *node = branch->nodes[branch->n_nodes - 1];

      while (node->n_children > 0
             && !(any_collapsed && g_hash_table_contains (self->collapsed, node)))
        {
          guint index = branch->n_nodes - 1;

          for (guint i = 1; i < node->n_children; i++)
            {
              TgNode *head = node->children[i];
              Branch *child = pool != NULL ? g_hash_table_lookup (pool, head) : NULL;

              if (child != NULL)
                {
                  g_hash_table_remove (pool, head);
                  child->parent = branch;
                  child->hang = index;
                }
              else
                {
                  child = branch_new (self, head, branch, index, branch->start + index + 1);
                  g_ptr_array_add (work, child);
                }
              append_child (branch, child);
            }
          node = node->children[0];
          if (pool != NULL)
            dissolve (self, pool, node);
          append_node (branch, node);
        }
    }
}

static void
mark_dirty (TgTreeLayout *self,
            Branch       *branch)
{
  /* A dirty branch's ancestors are all dirty. */
  for (; branch != NULL && !branch->dirty; branch = branch->parent)
    branch->dirty = TRUE;
  self->dirty = TRUE;
  self->indexed = FALSE;
}

/* Whether @node is one of @branch's nodes, and at which index: looked
 * up by its move number, which never goes down along a line of first
 * children, so that a jump along a long line finds its node at once. */
static gboolean
branch_holds (Branch *branch,
              TgNode *node,
              guint  *index)
{
  guint low = 0, high = branch->n_nodes;

  while (low < high)
    {
      guint mid = low + (high - low) / 2;

      if (branch->nodes[mid]->move_number < node->move_number)
        low = mid + 1;
      else
        high = mid;
    }
  /* The nodes without a move share their move number. */
  for (; low < branch->n_nodes && branch->nodes[low]->move_number == node->move_number; low++)
    if (branch->nodes[low] == node)
      {
        *index = low;
        return TRUE;
      }
  return FALSE;
}

/* The branch showing @node and its index there, or NULL when @node is
 * hidden under a collapsed node. */
Branch *
_tg_tree_layout_find (TgTreeLayout *self,
                      TgNode       *node,
                      guint        *index)
{
  TgNode *head = node;
  guint steps = 0;
  Branch *branch;

  if (node == self->found_node)
    {
      *index = self->found_index;
      return self->found_branch;
    }
  /* Most often in the branch of the last node found (the branches are
   * as laid out while that is remembered); otherwise the walk up to the
   * head of @node's own, a long line's whole length. */
  if (self->found_node != NULL && self->found_branch != NULL
      && branch_holds (self->found_branch, node, &steps))
    {
      self->found_node = node;
      self->found_index = steps;
      *index = steps;
      return self->found_branch;
    }
  while (head->parent != NULL && head->parent->children[0] == head)
    {
      head = head->parent;
      steps++;
    }
  branch = g_hash_table_lookup (self->branches, head);
  if (branch != NULL && steps >= branch->n_nodes)
    branch = NULL;
  self->found_node = node;
  self->found_branch = branch;
  self->found_index = steps;
  *index = steps;
  return branch;
}

static void
forget_found (TgTreeLayout *self)
{
  self->found_node = NULL;
}

/* The nodes of @branch after @index, or their variations, changed: walk
 * down again from there, keeping what hangs above and reusing the
 * variations below that are still there. */
static void
rewalk (TgTreeLayout *self,
        Branch       *branch,
        guint         index)
{
  g_autoptr(GHashTable) pool = g_hash_table_new (NULL, NULL);
  GHashTableIter iter;
  gpointer value;

  forget_found (self);
  while (branch->n_children > 0 && branch->children[branch->n_children - 1]->hang >= index)
    {
      Branch *child = branch->children[--branch->n_children];

      g_hash_table_insert (pool, child->head, child);
    }
  branch->n_nodes = index + 1;
  g_ptr_array_add (self->work, branch);
  walk (self, pool);

  g_hash_table_iter_init (&iter, pool);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    free_subtree (self, value);
  mark_dirty (self, branch);
}

TgTreeLayout *
tg_tree_layout_new (TgNode *root)
{
  TgTreeLayout *self;

  g_return_val_if_fail (root != NULL, NULL);

  self = g_new0 (TgTreeLayout, 1);
  self->root = root;
  self->branches = g_hash_table_new (NULL, NULL);
  self->collapsed = g_hash_table_new (NULL, NULL);
  self->work = g_ptr_array_new ();
  self->root_branch = branch_new (self, root, NULL, 0, 0);
  g_ptr_array_add (self->work, self->root_branch);
  walk (self, NULL);
  self->dirty = TRUE;
  return self;
}

void
tg_tree_layout_free (TgTreeLayout *self)
{
  if (self == NULL)
    return;
  free_subtree (self, self->root_branch);
  g_hash_table_unref (self->branches);
  g_hash_table_unref (self->collapsed);
  g_ptr_array_unref (self->work);
  g_free (self->stack.runs);
  g_free (self->by_start);
  g_free (self->start_index);
  g_free (self->by_lane);
  g_free (self->lane_index);
  g_free (self);
}

TgNode *
tg_tree_layout_get_root (TgTreeLayout *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return self->root;
}

void
tg_tree_layout_children_changed (TgTreeLayout *self,
                                 TgNode       *parent)
{
  Branch *branch;
  guint index;

  g_return_if_fail (self != NULL);
  g_return_if_fail (parent != NULL);

  forget_found (self);
  branch = _tg_tree_layout_find (self, parent, &index);
  if (branch == NULL || is_collapsed (self, parent))
    return;
  rewalk (self, branch, index);
}

void
tg_tree_layout_node_removed (TgTreeLayout *self,
                             TgNode       *parent,
                             TgNode       *node)
{
  GHashTableIter iter;
  gpointer collapsed;

  g_return_if_fail (self != NULL);
  g_return_if_fail (parent != NULL && node != NULL);

  /* The subtree may be freed once no undo can bring it back: its marks
   * go now, so that no later node at the same address inherits one. */
  g_hash_table_iter_init (&iter, self->collapsed);
  while (g_hash_table_iter_next (&iter, &collapsed, NULL))
    if (tg_node_is_ancestor (node, collapsed))
      g_hash_table_iter_remove (&iter);
  tg_tree_layout_children_changed (self, parent);
}

gboolean
tg_tree_layout_get_collapsed (TgTreeLayout *self,
                              TgNode       *node)
{
  g_return_val_if_fail (self != NULL, FALSE);

  return is_collapsed (self, node);
}

void
tg_tree_layout_set_collapsed (TgTreeLayout *self,
                              TgNode       *node,
                              gboolean      collapsed)
{
  Branch *branch;
  guint index;

  g_return_if_fail (self != NULL);
  g_return_if_fail (node != NULL);

  if (collapsed == is_collapsed (self, node))
    return;
  if (collapsed)
    g_hash_table_add (self->collapsed, node);
  else
    g_hash_table_remove (self->collapsed, node);
  forget_found (self);
  branch = _tg_tree_layout_find (self, node, &index);
  if (branch != NULL)
    rewalk (self, branch, index);
}

/* Laying out ------------------------------------------------------------ */

/* Places @child, hanging from depth @hang of the branch being laid out,
 * just below what is placed so far.  @stack holds the bottom outline so
 * far from depth @hang on, shallowest run last; the branch's own lane
 * above @hang is [@own_start, @own_start + *@own_len) and stays apart,
 * since it is all the outline holds there. */
static void
place (Outline *stack,
       guint    own_start,
       guint   *own_len,
       guint    hang,
       Branch  *child)
{
  Outline *top = &child->top;
  int offset = 1;
  guint i, j;

  if (own_start + *own_len > hang)
    {
      outline_push (stack, hang, own_start + *own_len - 1, 0);
      *own_len = hang - own_start;
    }

  /* The child's top against the bottom so far, where both reach. */
  i = stack->len;
  j = 0;
  while (i > 0 && j < top->len)
    {
      const Run *placed = &stack->runs[i - 1];
      const Run *run = &top->runs[j];

      if (placed->end < run->start)
        {
          i--;
          continue;
        }
      offset = MAX (offset, placed->lane + 1 - run->lane);
      if (placed->end <= run->end)
        i--;
      if (run->end <= placed->end)
        j++;
    }

  /* Below everything it spans, the child's bottom is the new bottom;
   * its line down takes the hang's depth down to the lane above its
   * head. */
  while (stack->len > 0 && stack->runs[stack->len - 1].end <= child->extent)
    stack->len--;
  if (stack->len > 0 && stack->runs[stack->len - 1].start <= child->extent)
    stack->runs[stack->len - 1].start = child->extent + 1;
  for (guint k = child->bottom.len; k-- > 0;)
    {
      const Run *run = &child->bottom.runs[k];

      outline_push (stack, run->start, run->end, run->lane + offset);
    }
  outline_push (stack, hang, hang, offset - 1);
  child->offset = offset;
}

/* The order variations are placed in: the deepest hang first, siblings
 * in their order.  Calls @func on each with its hang's depth. */
#define FOREACH_IN_PLACING_ORDER(branch, child, hang_depth, body)                \
  G_STMT_START {                                                               \
    guint end_ = (branch)->n_children;                                         \
    while (end_ > 0)                                                           \
      {                                                                        \
        guint first_ = end_ - 1;                                               \
        guint hang_ = (branch)->children[first_]->hang;                        \
        while (first_ > 0 && (branch)->children[first_ - 1]->hang == hang_)    \
          first_--;                                                            \
        for (guint k_ = first_; k_ < end_; k_++)                               \
          {                                                                    \
            Branch *child = (branch)->children[k_];                            \
            guint hang_depth = (branch)->start + hang_;                        \
            body                                                               \
          }                                                                    \
        end_ = first_;                                                         \
      }                                                                        \
  } G_STMT_END

/* Lays out @branch from its variations' outlines, which are up to date. */
static void
merge (TgTreeLayout *self,
       Branch       *branch)
{
  Outline *stack = &self->stack;
  guint own_start = branch->start;
  guint own_len = branch->n_nodes;
  guint covered = _tg_tree_branch_end (branch);

  stack->len = 0;
  FOREACH_IN_PLACING_ORDER (branch, child, hang, {
    place (stack, own_start, &own_len, hang, child);
  });
  if (own_len > 0)
    outline_push (stack, own_start, own_start + own_len - 1, 0);

  branch->bottom.len = 0;
  for (guint k = stack->len; k-- > 0;)
    outline_append (&branch->bottom, stack->runs[k].start, stack->runs[k].end,
                    stack->runs[k].lane);

  /* Beyond its own lane, the top is that of the variation placed first
   * of those that reach so deep. */
  branch->top.len = 0;
  outline_append (&branch->top, branch->start, covered, 0);
  FOREACH_IN_PLACING_ORDER (branch, child, hang, {
    if (child->extent > covered)
      {
        for (guint k = outline_find_after (&child->top, covered); k < child->top.len; k++)
          {
            const Run *run = &child->top.runs[k];

            outline_append (&branch->top, MAX (run->start, covered + 1), run->end,
                            run->lane + (int) child->offset);
          }
        covered = child->extent;
      }
    (void) hang;
  });
  branch->extent = covered;
  branch->dirty = FALSE;
}

typedef struct
{
  Branch *branch;
  guint   next;        /* the next child to look at */
} Frame;

/* Absolute lanes, and the extent, from the offsets. */
static void
assign_lanes (TgTreeLayout *self)
{
  GPtrArray *stack = self->work;

  self->n_depths = 0;
  self->n_lanes = 0;
  self->root_branch->lane = 0;
  g_ptr_array_add (stack, self->root_branch);
  while (stack->len > 0)
    {
      Branch *branch = g_ptr_array_steal_index_fast (stack, stack->len - 1);

      self->n_depths = MAX (self->n_depths, _tg_tree_branch_end (branch) + 1);
      self->n_lanes = MAX (self->n_lanes, branch->lane + 1);
      for (guint i = 0; i < branch->n_children; i++)
        {
          Branch *child = branch->children[i];

          child->lane = branch->lane + child->offset;
          g_ptr_array_add (stack, child);
        }
    }
}

void
tg_tree_layout_update (TgTreeLayout *self)
{
  g_autoptr(GArray) frames = NULL;

  g_return_if_fail (self != NULL);

  if (!self->dirty)
    return;

  /* Postorder over the dirty branches alone: the clean ones keep their
   * outlines. */
  frames = g_array_new (FALSE, FALSE, sizeof (Frame));
  g_array_append_val (frames, ((Frame) { self->root_branch, 0 }));
  while (frames->len > 0)
    {
      Frame *frame = &g_array_index (frames, Frame, frames->len - 1);

      if (frame->next < frame->branch->n_children)
        {
          Branch *child = frame->branch->children[frame->next++];

          if (child->dirty)
            g_array_append_val (frames, ((Frame) { child, 0 }));
        }
      else
        {
          merge (self, frame->branch);
          g_array_set_size (frames, frames->len - 1);
        }
    }
  assign_lanes (self);
  self->dirty = FALSE;
  self->indexed = FALSE;
}
