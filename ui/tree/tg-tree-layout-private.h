/* tg-tree-layout-private.h: what the two parts of TgTreeLayout share —
 * tg-tree-layout.c (the branches, following the record, laying out)
 * and tg-tree-layout-query.c (the queries).
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tg-tree-layout.h"

G_BEGIN_DECLS

/* Depths @start to @end (inclusive) at @lane. */
typedef struct
{
  guint start;
  guint end;
  int   lane;
} Run;

typedef struct
{
  Run   *runs;
  guint  len;
  guint  alloc;
} Outline;

typedef struct _Branch Branch;

struct _Branch
{
  TgNode   *head;
  Branch   *parent;
  guint     hang;           /* index in parent->nodes of the node it hangs from */
  guint     place;          /* index in parent->children */
  guint     start;          /* depth of the head */
  TgNode  **nodes;          /* n_nodes, from the head down its first children */
  guint     n_nodes;
  guint     nodes_alloc;
  Branch  **children;       /* n_children, by hang, then by place among siblings */
  guint     n_children;
  guint     children_alloc;
  guint     offset;         /* lanes below the parent's */
  guint     lane;
  /* The subtree's outline, relative to lane. */
  Outline   top;
  Outline   bottom;
  guint     extent;         /* the deepest depth of the outline */
  gboolean  dirty;          /* the subtree changed: lay out again */
};

struct _TgTreeLayout
{
  TgNode     *root;
  Branch     *root_branch;
  GHashTable *branches;     /* head → Branch, every branch shown */
  GHashTable *collapsed;    /* TgNode set */
  gboolean    dirty;        /* some branch is */
  guint       n_depths;
  guint       n_lanes;

  /* The branches by the depth of their head (by_start, from
   * start_index[depth]), and by lane, by depth in each lane (by_lane,
   * from lane_index[lane]); built when first needed after a change. */
  gboolean    indexed;
  Branch    **by_start;
  guint      *start_index;
  Branch    **by_lane;
  guint      *lane_index;

  /* The last node found, which every query about the current node asks
   * for again, and what was found: finding walks up a branch, the whole
   * of a long record's line.  Forgotten when the branches change. */
  TgNode     *found_node;
  Branch     *found_branch;
  guint       found_index;

  /* Scratch space, kept between calls. */
  Outline     stack;
  GPtrArray  *work;
};

static inline guint
_tg_tree_branch_end (const Branch *branch)
{
  return branch->start + branch->n_nodes - 1;
}

/* The branch showing @node and its index there, or NULL when @node is
 * hidden under a collapsed node. */
Branch       *_tg_tree_layout_find (TgTreeLayout *self,
                                    TgNode       *node,
                                    guint        *index);

TgNode       *tg_tree_layout_get_root         (TgTreeLayout *layout);

G_END_DECLS
