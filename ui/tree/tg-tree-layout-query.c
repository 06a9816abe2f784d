/* tg-tree-layout-query.c: what a TgTreeLayout answers — its extent,
 * where a node is, which node is at a place, and the nodes in a region
 * or along a path — from indexes of the branches built when first
 * needed after a change.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tg-tree-layout-private.h"

#include <string.h>

/* by_start and by_lane, by counting sorts. */
static void
ensure_index (TgTreeLayout *self)
{
  guint n = g_hash_table_size (self->branches);
  g_autofree guint *fill = NULL;
  GHashTableIter iter;
  gpointer value;

  tg_tree_layout_update (self);
  if (self->indexed)
    return;

  self->by_start = g_renew (Branch *, self->by_start, n);
  self->by_lane = g_renew (Branch *, self->by_lane, n);
  self->start_index = g_renew (guint, self->start_index, self->n_depths + 1);
  self->lane_index = g_renew (guint, self->lane_index, self->n_lanes + 1);
  memset (self->start_index, 0, (self->n_depths + 1) * sizeof (guint));
  memset (self->lane_index, 0, (self->n_lanes + 1) * sizeof (guint));

  g_hash_table_iter_init (&iter, self->branches);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    {
      Branch *branch = value;

      self->start_index[branch->start + 1]++;
      self->lane_index[branch->lane + 1]++;
    }
  for (guint d = 0; d < self->n_depths; d++)
    self->start_index[d + 1] += self->start_index[d];
  for (guint l = 0; l < self->n_lanes; l++)
    self->lane_index[l + 1] += self->lane_index[l];

  fill = g_new (guint, MAX (self->n_depths, self->n_lanes));
  memcpy (fill, self->start_index, self->n_depths * sizeof (guint));
  g_hash_table_iter_init (&iter, self->branches);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    {
      Branch *branch = value;

      self->by_start[fill[branch->start]++] = branch;
    }
  memcpy (fill, self->lane_index, self->n_lanes * sizeof (guint));
  for (guint i = 0; i < n; i++)
    {
      Branch *branch = self->by_start[i];

      self->by_lane[fill[branch->lane]++] = branch;
    }
  self->indexed = TRUE;
}

guint
tg_tree_layout_get_n_depths (TgTreeLayout *self)
{
  g_return_val_if_fail (self != NULL, 0);

  tg_tree_layout_update (self);
  return self->n_depths;
}

guint
tg_tree_layout_get_n_lanes (TgTreeLayout *self)
{
  g_return_val_if_fail (self != NULL, 0);

  tg_tree_layout_update (self);
  return self->n_lanes;
}

gboolean
tg_tree_layout_locate (TgTreeLayout *self,
                       TgNode       *node,
                       guint        *depth,
                       guint        *lane)
{
  Branch *branch;
  guint index;

  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (node != NULL, FALSE);

  tg_tree_layout_update (self);
  branch = _tg_tree_layout_find (self, node, &index);
  if (branch == NULL)
    return FALSE;
  if (depth != NULL)
    *depth = branch->start + index;
  if (lane != NULL)
    *lane = branch->lane;
  return TRUE;
}

/* In lane @lane, the first branch that ends at or after @depth. */
static guint
lane_find_from (TgTreeLayout *self,
                guint         lane,
                guint         depth)
{
  guint low = self->lane_index[lane], high = self->lane_index[lane + 1];

  /* The branches of a lane are apart, so their ends are in order too. */
  while (low < high)
    {
      guint mid = low + (high - low) / 2;

      if (_tg_tree_branch_end (self->by_lane[mid]) < depth)
        low = mid + 1;
      else
        high = mid;
    }
  return low;
}

TgNode *
tg_tree_layout_node_at (TgTreeLayout *self,
                        guint         depth,
                        guint         lane)
{
  Branch *branch;
  guint i;

  g_return_val_if_fail (self != NULL, NULL);

  ensure_index (self);
  if (lane >= self->n_lanes || depth >= self->n_depths)
    return NULL;
  i = lane_find_from (self, lane, depth);
  if (i == self->lane_index[lane + 1])
    return NULL;
  branch = self->by_lane[i];
  return branch->start <= depth ? branch->nodes[depth - branch->start] : NULL;
}

void
tg_tree_layout_visit (TgTreeLayout        *self,
                      guint                first_depth,
                      guint                last_depth,
                      guint                first_lane,
                      guint                last_lane,
                      TgTreeLayoutEdgeFunc edge_func,
                      TgTreeLayoutNodeFunc node_func,
                      gpointer             user_data)
{
  /* Edges reach one depth beyond, into what shows of the next cell. */
  guint edge_first = first_depth > 0 ? first_depth - 1 : 0;

  g_return_if_fail (self != NULL);
  g_return_if_fail (edge_func != NULL && node_func != NULL);

  ensure_index (self);
  last_depth = MIN (last_depth, self->n_depths - 1);
  last_lane = MIN (last_lane, self->n_lanes - 1);
  if (first_depth > last_depth || first_lane > last_lane)
    return;

  for (guint lane = first_lane; lane <= last_lane; lane++)
    for (guint i = lane_find_from (self, lane, edge_first);
         i < self->lane_index[lane + 1] && self->by_lane[i]->start <= last_depth + 1; i++)
      {
        Branch *branch = self->by_lane[i];
        guint from = MAX (branch->start, edge_first);
        guint to = MIN (_tg_tree_branch_end (branch), last_depth + 1);

        if (from < to)
          edge_func (from, lane, to, lane, user_data);
      }

  /* The lines down to the variations: across into each head that
   * shows, and down the depth they hang from, once for all the siblings
   * there (the last goes furthest), cut to the view. */
  for (guint start = MAX (first_depth, 1); start <= MIN (last_depth + 1, self->n_depths - 1);
       start++)
    for (guint i = self->start_index[start]; i < self->start_index[start + 1]; i++)
      {
        Branch *branch = self->by_start[i];
        Branch *parent = branch->parent;
        guint from = MAX (parent->lane, first_lane > 0 ? first_lane - 1 : 0);
        guint to = MIN (branch->lane - 1, last_lane + 1);

        if (branch->lane >= first_lane && branch->lane <= last_lane + 1)
          edge_func (start - 1, branch->lane - 1, start, branch->lane, user_data);
        if (from < to
            && (branch->place + 1 == parent->n_children
                || parent->children[branch->place + 1]->hang != branch->hang))
          edge_func (start - 1, from, start - 1, to, user_data);
      }

  for (guint lane = first_lane; lane <= last_lane; lane++)
    for (guint i = lane_find_from (self, lane, first_depth);
         i < self->lane_index[lane + 1] && self->by_lane[i]->start <= last_depth; i++)
      {
        Branch *branch = self->by_lane[i];
        guint to = MIN (_tg_tree_branch_end (branch), last_depth);

        for (guint depth = MAX (branch->start, first_depth); depth <= to; depth++)
          node_func (branch->nodes[depth - branch->start], depth, lane, user_data);
      }
}

void
tg_tree_layout_visit_path (TgTreeLayout        *self,
                           TgNode              *node,
                           TgTreeLayoutEdgeFunc edge_func,
                           gpointer             user_data)
{
  Branch *branch;
  guint index, depth;

  g_return_if_fail (self != NULL);
  g_return_if_fail (node != NULL && edge_func != NULL);

  tg_tree_layout_update (self);
  branch = _tg_tree_layout_find (self, node, &index);
  if (branch == NULL)
    return;
  depth = branch->start + index;
  for (;;)
    {
      Branch *parent = branch->parent;
      guint hang;

      if (depth > branch->start)
        edge_func (branch->start, branch->lane, depth, branch->lane, user_data);
      if (parent == NULL)
        break;
      hang = parent->start + branch->hang;
      if (branch->lane - 1 > parent->lane)
        edge_func (hang, parent->lane, hang, branch->lane - 1, user_data);
      edge_func (hang, branch->lane - 1, branch->start, branch->lane, user_data);
      depth = hang;
      branch = parent;
    }
}
