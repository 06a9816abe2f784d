/* tg-node-private.h: changing a node, for the rules core only — the SGF
 * reader, which builds trees, and TgGame, the only writer of a record
 * once it holds one (its edits are undoable) — and the arena behind
 * TgNode, into which the reader reads a file.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tg-node.h"

G_BEGIN_DECLS

/* Building trees.  Once a tree belongs to a TgGame, only the game
 * changes it. */
void          tg_node_append_child     (TgNode        *parent,
                                        TgNode        *child);
/* Puts @child (with no parent) at @position among @parent's children. */
void          tg_node_insert_child     (TgNode        *parent,
                                        guint          position,
                                        TgNode        *child);
/* Detaches @child from its parent and returns it, owned by the caller. */
TgNode       *tg_node_take             (TgNode        *child);
/* Moves @parent's child at @from to @to, the others keeping their order. */
void          tg_node_move_child       (TgNode        *parent,
                                        guint          from,
                                        guint          to);

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
/* The index of @id among the node's properties, or -1. */
int           tg_node_find_prop        (const TgNode  *node,
                                        const char    *id);
/* Replaces the values of @id (@n_values > 0) in its place, or puts the
 * property at @position (clamped to the end) when the node lacks it. */
void          tg_node_set_values       (TgNode        *node,
                                        const char    *id,
                                        const char * const *values,
                                        guint          n_values,
                                        guint          position);

/* Under AddressSanitizer an arena's unused bytes are poisoned, so reading
 * or writing past what was allocated is still reported. */
#if defined(__SANITIZE_ADDRESS__)
# include <sanitizer/asan_interface.h>
# define TG_ARENA_POISON(p, n) ASAN_POISON_MEMORY_REGION ((p), (n))
# define TG_ARENA_UNPOISON(p, n) ASAN_UNPOISON_MEMORY_REGION ((p), (n))
#elif defined(__has_feature)
# if __has_feature(address_sanitizer)
#  include <sanitizer/asan_interface.h>
#  define TG_ARENA_POISON(p, n) ASAN_POISON_MEMORY_REGION ((p), (n))
#  define TG_ARENA_UNPOISON(p, n) ASAN_UNPOISON_MEMORY_REGION ((p), (n))
# endif
#endif
#ifndef TG_ARENA_POISON
# define TG_ARENA_POISON(p, n) ((void) (p), (void) (n))
# define TG_ARENA_UNPOISON(p, n) ((void) (p), (void) (n))
#endif

typedef struct _TgArenaBlock TgArenaBlock;

struct _TgNodeArena
{
  gsize         users;       /* its nodes, and whoever fills it */
  TgArenaBlock *blocks;
  guchar       *free;
  gsize         left;
  gsize         next_block;
};

/* A new arena, held by the caller until tg_node_arena_release (); each
 * node made in it holds it too, so it lives as long as its last node. */
TgNodeArena  *tg_node_arena_new        (void);
void          tg_node_arena_release    (TgNodeArena   *arena);
/* Makes @size more bytes available in @arena. */
void          tg_node_arena_grow       (TgNodeArena   *arena,
                                        gsize          size);

/* Pointer-aligned, uninitialised.  Inline: the reader asks three times
 * a node. */
static inline gpointer
tg_node_arena_alloc (TgNodeArena *arena,
                     gsize        size)
{
  gsize pad = -(guintptr) arena->free & (sizeof (gpointer) - 1);
  gpointer memory;

  if (G_UNLIKELY (pad + size > arena->left))
    {
      tg_node_arena_grow (arena, size);
      pad = 0;
    }
  memory = arena->free + pad;
  arena->free += pad + size;
  arena->left -= pad + size;
  TG_ARENA_UNPOISON (memory, size);
  return memory;
}

#include <string.h>

/* @array with room for one more than its @n items.  An array's capacity
 * is the power of two at or above its length (at least one), so only a
 * full array (or none) grows, by doubling in @arena; the old one stays
 * there, which doubling keeps to less than the new one.  A shorter array
 * (after a removal) may be reallocated before it needs to be, never too
 * late. */
static inline gpointer
tg_node_reserve (TgNodeArena *arena,
                 gpointer     array,
                 guint        n,
                 gsize        item_size)
{
  gpointer grown;

  if (G_LIKELY (array != NULL && (n == 0 || (n & (n - 1)) != 0)))
    return array;
  grown = tg_node_arena_alloc (arena, MAX ((gsize) n * 2, 1) * item_size);
  if (n > 0)
    memcpy (grown, array, n * item_size);
  return grown;
}

/* The shape of nearly every node of a record, ";B[pd]", comes in one
 * piece: the node with room for a child, a property and its value. */
typedef struct
{
  TgNode  node;
  TgNode *child;
  TgProp  prop;
  char   *value;
} TgNodeChunk;

static inline TgNode *
tg_node_new_in (TgNodeArena *arena)
{
  TgNodeChunk *chunk = tg_node_arena_alloc (arena, sizeof (TgNodeChunk));
  TgNode *node = &chunk->node;

  memset (node, 0, sizeof *node);
  node->children = &chunk->child;
  node->props = &chunk->prop;
  chunk->prop.values = &chunk->value;
  node->arena = arena;
  node->move_point = TG_PASS;
  node->repeats_move = -1;
  arena->users++;
  return node;
}

/* Appends a property (@id in @node's arena, not already there) with
 * no value yet. */
static inline TgProp *
tg_node_append_prop (TgNode     *node,
                     const char *id)
{
  TgProp *prop;

  node->props = tg_node_reserve (node->arena, node->props, node->n_props, sizeof (TgProp));
  prop = &node->props[node->n_props++];
  /* The chunk's property comes with room for a value. */
  if (prop != &((TgNodeChunk *) node)->prop)
    prop->values = NULL;
  prop->id = id;
  prop->n_values = 0;
  return prop;
}

/* Appends @value (in @node's arena) to @prop, one of @node's. */
static inline void
tg_node_prop_append (TgNode *node,
                     TgProp *prop,
                     char   *value)
{
  prop->values = tg_node_reserve (node->arena, prop->values, prop->n_values, sizeof (char *));
  prop->values[prop->n_values++] = value;
}

static inline void
tg_node_link_child (TgNode *parent,
                    TgNode *child)
{
  parent->children = tg_node_reserve (parent->arena, parent->children, parent->n_children,
                                      sizeof (TgNode *));
  parent->children[parent->n_children++] = child;
  child->parent = parent;
}

guint         tg_node_get_n_props      (const TgNode  *node);
const TgProp *tg_node_get_prop_at      (const TgNode  *node,
                                        guint          index);

/* Same properties in the same order and the same tree shape below. */
gboolean      tg_node_tree_equal       (const TgNode  *a,
                                        const TgNode  *b);

G_END_DECLS
