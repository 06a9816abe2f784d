/* tg-node.h: one node of a game record, its SGF properties in their order.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tg-types.h"

G_BEGIN_DECLS

typedef struct _TgNode TgNode;
typedef struct _TgNodeArena TgNodeArena;

/* Property values are plain UTF-8 text, SGF escapes already removed;
 * point values keep their SGF form ("dd", compressed "aa:cc"), so a
 * property nobody interprets is written back exactly as read. */
typedef struct
{
  const char  *id;
  char       **values;        /* n_values, at least one (possibly "") */
  guint        n_values;
} TgProp;

/* A node's arrays and strings live in its arena: one per file read,
 * holding the file's text with the values cut out of it in place, one
 * of its own for a node made by tg_node_new ().  Reading speed is bound
 * by how many bytes each node costs, so nothing is allocated apart and
 * an array's capacity is the power of two at or above its length.
 * Nothing in an arena is freed before its last node, so a value
 * replaced by an edit stays until then.  A tree is used by one thread
 * at a time. */
struct _TgNode
{
  TgNode      *parent;
  TgNode     **children;      /* n_children, owned; children[0] is the main line */
  TgProp      *props;         /* n_props, in file order */
  TgNodeArena *arena;
  guint        n_children;
  guint        n_props;

  /* Filled in by TgGame when it replays the record through the rules. */
  guint64      hash;          /* position hash after this node */
  guint        move_number;   /* moves (passes included) from the root */
  int          repeats_move;  /* TG_MOVE_SUPERKO: the move number repeated */
  TgPoint      move_point;    /* TG_PASS for a pass */
  TgColor      move_color : 8;     /* TG_EMPTY: this node has no move */
  TgMoveStatus move_status : 8;    /* != OK: kept and flagged, never refused */
  guint        captured : 12;      /* stones this node's move took off the board */
  TgMoveStatus setup_status : 4;   /* AB/AW/AE: OK, OFF_BOARD or MALFORMED */
};

/* Whether annotated @node's move is a pass: a move naming no point of
 * the board leaves the position as one does, but is flagged instead. */
static inline gboolean
tg_node_is_pass (const TgNode *node)
{
  return node->move_color != TG_EMPTY && node->move_point == TG_PASS
         && node->move_status != TG_MOVE_OFF_BOARD && node->move_status != TG_MOVE_MALFORMED;
}

/* Whether a move after annotated @before that repeats the position after
 * move @repeats_move (a superko) retakes a ko: since that position one
 * stone alone was played, the one that took the ko; passes between do
 * not count as playing elsewhere.  Longer cycles are superko's. */
gboolean      tg_node_retakes_ko       (const TgNode  *before,
                                        int            repeats_move);

TgNode       *tg_node_new              (void);
/* Frees the node and its whole subtree, iteratively (deep records). */
void          tg_node_free             (TgNode        *node);
TgNode       *tg_node_copy_tree        (const TgNode  *node);

guint         tg_node_get_n_children   (const TgNode  *node);
TgNode       *tg_node_get_child        (const TgNode  *node,
                                        guint          index);
int           tg_node_child_index      (const TgNode  *node);
TgNode       *tg_node_get_root         (TgNode        *node);
/* The end of the line through @node: the last node down its first
 * children, @node itself when it has none. */
TgNode       *tg_node_get_line_end     (TgNode        *node);
/* Whether @ancestor is @node or lies on its way to the root. */
gboolean      tg_node_is_ancestor      (const TgNode  *ancestor,
                                        const TgNode  *node);
/* Number of nodes in the subtree, the node included. */
gsize         tg_node_count_tree       (const TgNode  *node);

const TgProp *tg_node_get_prop         (const TgNode  *node,
                                        const char    *id);
gboolean      tg_node_has_prop         (const TgNode  *node,
                                        const char    *id);
/* First value of @id, or NULL. */
const char   *tg_node_get_value        (const TgNode  *node,
                                        const char    *id);
/* Whether property @id holds from its node down (FF[4]'s "inherit"
 * properties: DD and VW). */
gboolean      tg_node_prop_is_inherited (const char   *id);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TgNode, tg_node_free)

G_END_DECLS
