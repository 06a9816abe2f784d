/* tg-replay-line-private.h: the line index tg-replay.c's walk keeps
 * for superko, made in tg-replay-line.c.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tg-replay.h"

G_BEGIN_DECLS

/* The positions of the line the walk is on, for superko, as TgHistory
 * keeps them but without the positions themselves: each entry names the
 * node after which it stood, so a hash hit is confirmed by comparing the
 * whole board (spec §4) with that node's position, worked out from the
 * checkpoints.  Hits are rare — a real repetition, which superko forbids,
 * or a collision — and copying a position per move is not.
 *
 * The index chains the entries of each bucket newest first, so pushing
 * an entry and cutting the line back (newest first too) only relink a
 * chain's head, without a probe or a branch; a look-up goes down one
 * chain, about half an entry long. */
typedef struct
{
  guint64  hash;
  TgNode  *node;
  guint    move_number;
  guint32  next;           /* the older entry + 1 of the same bucket; 0 ends */
} LineEntry;

typedef struct
{
  LineEntry *entries;
  guint      length;
  guint      capacity;
  guint32   *heads;        /* newest entry + 1 of each bucket; 0: none */
  guint      mask;
} LineIndex;

static inline void
_tg_replay_line_link (LineIndex *line,
                      guint      entry)
{
  guint bucket = (guint) line->entries[entry].hash & line->mask;

  line->entries[entry].next = line->heads[bucket];
  line->heads[bucket] = entry + 1;
}

void          _tg_replay_line_reserve   (LineIndex     *line,
                                         guint          capacity);
void          _tg_replay_line_free      (LineIndex     *line);
void          _tg_replay_line_push_hash (LineIndex     *line,
                                         TgNode        *node,
                                         guint64        hash);
void          _tg_replay_line_truncate  (LineIndex     *line,
                                         guint          length);

/* Whether an entry has @hash: a position the line may hold, which only
 * comparing whole boards confirms. */
static inline gboolean
_tg_replay_line_has_hash (const LineIndex *line,
                          guint64          hash)
{
  for (guint32 e = line->heads[(guint) hash & line->mask]; e != 0; e = line->entries[e - 1].next)
    if (line->entries[e - 1].hash == hash)
      return TRUE;
  return FALSE;
}

static inline void
_tg_replay_line_push (LineIndex     *line,
                      TgNode        *node,
                      const TgBoard *board)
{
  _tg_replay_line_push_hash (line, node, tg_board_get_hash (board));
}

G_END_DECLS
