/* tg-rule-breaks.h: the moves of a record that break the rules, and
 * where each stands in the tree, for a person to be told and taken there.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tg-node.h"

G_BEGIN_DECLS

/* Where a line leaves the first children on its way down: at the node of
 * @move_number, the @variation-th child (counted from 1; 1 is the main
 * line, never listed). */
typedef struct
{
  guint move_number;
  guint variation;
} TgFork;

/* Every node under @root (itself included) holding a move the rules
 * flagged while replaying (move_status != OK), in the record's order:
 * a node, then its first child's subtree, then the others'.  Iterative,
 * so any depth.  The array holds the nodes, not references. */
GPtrArray    *tg_rule_breaks_find      (TgNode        *root);

/* The forks on the way from the root to @node, root first: empty for a
 * node of the main line. */
GArray       *tg_node_get_forks        (const TgNode  *node);

G_END_DECLS
