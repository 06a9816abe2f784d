/* tg-tree-layout.h: where each node of a game tree goes in the tree
 * panel — GTK-free, so that it is tested and timed without a display.
 *
 * A node's depth is its distance from the root (the move axis); its
 * lane is the row across it, 0 for the main line.  A line of first
 * children keeps its lane; each other child starts a variation, packed
 * into the nearest lane below where the whole of it fits (the lanes
 * between are taken by the line that leads down to it).  Variations
 * deeper in a line are packed first, so the later ones slip under them.
 *
 * The layout follows the record by what the game says changed (the
 * functions named after TgGame's signals) and lays out again only the
 * variations that contain a change; queries bring it up to date first.
 * Collapsing a node (view state, not the record) hides what follows it.
 * Every walk is iterative: a 20,000-move line or a 100,000-node tree
 * costs no stack.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tg-node.h"

G_BEGIN_DECLS

typedef struct _TgTreeLayout TgTreeLayout;

/* A line between the centres of two cells: along a lane, across one
 * depth, or one step diagonally (depth and lane both one more). */
typedef void (*TgTreeLayoutEdgeFunc) (guint     depth_a,
                                      guint     lane_a,
                                      guint     depth_b,
                                      guint     lane_b,
                                      gpointer  user_data);
typedef void (*TgTreeLayoutNodeFunc) (TgNode   *node,
                                      guint     depth,
                                      guint     lane,
                                      gpointer  user_data);

/* The tree under @root (not taken), laid out in full. */
TgTreeLayout *tg_tree_layout_new              (TgNode       *root);
void          tg_tree_layout_free             (TgTreeLayout *layout);

/* What changed: @parent's children were inserted into or reordered
 * (node-inserted, children-reordered); @node left @parent
 * (node-removed).  The tree must already be as the signal says. */
void          tg_tree_layout_children_changed (TgTreeLayout *layout,
                                               TgNode       *parent);
void          tg_tree_layout_node_removed     (TgTreeLayout *layout,
                                               TgNode       *parent,
                                               TgNode       *node);

/* A collapsed node is shown, what follows it is not. */
gboolean      tg_tree_layout_get_collapsed    (TgTreeLayout *layout,
                                               TgNode       *node);
void          tg_tree_layout_set_collapsed    (TgTreeLayout *layout,
                                               TgNode       *node,
                                               gboolean      collapsed);

/* Lays out again what changed since the last time (the queries below
 * do it first); separate so that it can be timed. */
void          tg_tree_layout_update           (TgTreeLayout *layout);

/* The extent: depths 0 to n_depths - 1, lanes 0 to n_lanes - 1. */
guint         tg_tree_layout_get_n_depths     (TgTreeLayout *layout);
guint         tg_tree_layout_get_n_lanes      (TgTreeLayout *layout);
/* FALSE when @node is hidden under a collapsed node. */
gboolean      tg_tree_layout_locate           (TgTreeLayout *layout,
                                               TgNode       *node,
                                               guint        *depth,
                                               guint        *lane);
/* The node shown at a cell, or NULL. */
TgNode       *tg_tree_layout_node_at          (TgTreeLayout *layout,
                                               guint         depth,
                                               guint         lane);

/* What shows in depths @first_depth..@last_depth and lanes
 * @first_lane..@last_lane (inclusive): the edges, which may reach a
 * little beyond, then the nodes.  The cost is that of what is visited,
 * whatever the size of the tree. */
void          tg_tree_layout_visit            (TgTreeLayout        *layout,
                                               guint                first_depth,
                                               guint                last_depth,
                                               guint                first_lane,
                                               guint                last_lane,
                                               TgTreeLayoutEdgeFunc edge_func,
                                               TgTreeLayoutNodeFunc node_func,
                                               gpointer             user_data);
/* The edges from the root to @node (none when it is hidden). */
void          tg_tree_layout_visit_path       (TgTreeLayout        *layout,
                                               TgNode              *node,
                                               TgTreeLayoutEdgeFunc edge_func,
                                               gpointer             user_data);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TgTreeLayout, tg_tree_layout_free)

G_END_DECLS
