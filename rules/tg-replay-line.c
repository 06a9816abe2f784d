/* tg-replay-line.c: the index of the positions of the line a replay's
 * walk is on, for superko (tg-replay-line-private.h).
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tg-replay-line-private.h"

void
_tg_replay_line_reserve (LineIndex *line,
                         guint      capacity)
{
  line->capacity = capacity;
  line->entries = g_renew (LineEntry, line->entries, capacity);

  /* Twice as many buckets as entries keeps chains short. */
  g_free (line->heads);
  line->heads = g_new0 (guint32, capacity * 2);
  line->mask = capacity * 2 - 1;
  for (guint i = 0; i < line->length; i++)
    _tg_replay_line_link (line, i);
}

void
_tg_replay_line_free (LineIndex *line)
{
  g_free (line->entries);
  g_free (line->heads);
}

void
_tg_replay_line_push_hash (LineIndex *line,
                           TgNode    *node,
                           guint64    hash)
{
  LineEntry *entry;

  if (line->length == line->capacity)
    _tg_replay_line_reserve (line, MAX (256, line->capacity * 4));
  entry = &line->entries[line->length];
  entry->hash = hash;
  entry->node = node;
  entry->move_number = node->move_number;
  _tg_replay_line_link (line, line->length++);
}

void
_tg_replay_line_truncate (LineIndex *line,
                          guint      length)
{
  while (line->length > length)
    {
      const LineEntry *entry = &line->entries[--line->length];

      line->heads[(guint) entry->hash & line->mask] = entry->next;
    }
}
