/* tg-node-private.h: the arena behind TgNode, for the SGF reader, which
 * reads a file into one arena.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tg-node.h"

G_BEGIN_DECLS

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
  return memory;
}

TgNode       *tg_node_new_in           (TgNodeArena   *arena);
/* Appends a property (@id in @node's arena, not already there) with
 * no value yet. */
TgProp       *tg_node_append_prop      (TgNode        *node,
                                        const char    *id);
/* Appends @value (in @node's arena) to @prop, one of @node's. */
void          tg_node_prop_append      (TgNode        *node,
                                        TgProp        *prop,
                                        char          *value);

G_END_DECLS
