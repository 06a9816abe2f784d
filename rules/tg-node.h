/* tg-node.h: one node of a game record, its SGF properties in their order.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tg-types.h"

G_BEGIN_DECLS

typedef struct _TgNode TgNode;

/* Property values are plain UTF-8 text, SGF escapes already removed;
 * point values keep their SGF form ("dd", compressed "aa:cc"), so a
 * property nobody interprets is written back exactly as read. */
typedef struct
{
  char      *id;
  GPtrArray *values;    /* char *, at least one (possibly "") */
} TgProp;

struct _TgNode
{
  TgNode    *parent;
  GPtrArray *children;  /* TgNode *, owned; children[0] is the main line */
  GArray    *props;     /* TgProp, in file order */

  /* Filled in by TgGame when it replays the record through the rules. */
  TgColor      move_color;    /* TG_EMPTY: this node has no move */
  TgPoint      move_point;    /* TG_PASS for a pass */
  TgMoveStatus move_status;   /* != OK: kept and flagged, never refused */
  int          repeats_move;  /* TG_MOVE_SUPERKO: the move number repeated */
  guint        move_number;   /* moves (passes included) from the root */
  guint64      hash;          /* position hash after this node */
};

TgNode       *tg_node_new              (void);
/* Frees the node and its whole subtree, iteratively (deep records). */
void          tg_node_free             (TgNode        *node);
TgNode       *tg_node_copy_tree        (const TgNode  *node);

void          tg_node_append_child     (TgNode        *parent,
                                        TgNode        *child);
/* Detaches @child from its parent and returns it, owned by the caller. */
TgNode       *tg_node_take             (TgNode        *child);
guint         tg_node_get_n_children   (const TgNode  *node);
TgNode       *tg_node_get_child        (const TgNode  *node,
                                        guint          index);
int           tg_node_child_index      (const TgNode  *node);
TgNode       *tg_node_get_root         (TgNode        *node);
/* Number of nodes in the subtree, the node included. */
gsize         tg_node_count_tree       (const TgNode  *node);

guint         tg_node_get_n_props      (const TgNode  *node);
const TgProp *tg_node_get_prop_at      (const TgNode  *node,
                                        guint          index);
const TgProp *tg_node_get_prop         (const TgNode  *node,
                                        const char    *id);
gboolean      tg_node_has_prop         (const TgNode  *node,
                                        const char    *id);
/* First value of @id, or NULL. */
const char   *tg_node_get_value        (const TgNode  *node,
                                        const char    *id);
/* Replaces every value of @id, keeping its place among the properties
 * (or appending it when new). */
void          tg_node_set_value        (TgNode        *node,
                                        const char    *id,
                                        const char    *value);
void          tg_node_add_value        (TgNode        *node,
                                        const char    *id,
                                        const char    *value);
void          tg_node_unset            (TgNode        *node,
                                        const char    *id);

/* Same properties in the same order and the same tree shape below. */
gboolean      tg_node_tree_equal       (const TgNode  *a,
                                        const TgNode  *b);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TgNode, tg_node_free)

G_END_DECLS
