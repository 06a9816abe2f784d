/* tg-history.c
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tg-history-private.h"

#include <string.h>

/* Positions are stored whole, one byte per point, so that a hash hit is
 * confirmed by comparison (spec §4); the hash only finds candidates.
 *
 * The index is a linear-probing table of entry numbers.  Positions are
 * only ever removed newest first (tg_history_truncate), and undoing the
 * latest insertions of a linear-probing table in reverse order restores
 * exactly the table the earlier insertions built; growing re-inserts in
 * entry order, which keeps that true.  So deletion needs no tombstones. */
struct _TgHistory
{
  guint size;
  guint n_points;
  guint length;
  guint capacity;
  guint8 *positions;        /* capacity × n_points */
  guint64 *hashes;
  guint *move_numbers;
  guint32 *table;           /* entry + 1; 0 is a free slot */
  guint table_mask;
};

#define INITIAL_CAPACITY 64

static void
table_insert (TgHistory *history,
              guint      entry)
{
  guint slot = (guint) history->hashes[entry] & history->table_mask;

  while (history->table[slot] != 0)
    slot = (slot + 1) & history->table_mask;
  history->table[slot] = entry + 1;
}

static void
table_remove (TgHistory *history,
              guint      entry)
{
  guint slot = (guint) history->hashes[entry] & history->table_mask;

  while (history->table[slot] != entry + 1)
    slot = (slot + 1) & history->table_mask;
  history->table[slot] = 0;
}

static void
reserve (TgHistory *history,
         guint      capacity)
{
  guint table_size;

  history->capacity = capacity;
  history->positions = g_realloc_n (history->positions, capacity, history->n_points);
  history->hashes = g_renew (guint64, history->hashes, capacity);
  history->move_numbers = g_renew (guint, history->move_numbers, capacity);

  /* At most half full keeps probe sequences short. */
  table_size = capacity * 2;
  g_free (history->table);
  history->table = g_new0 (guint32, table_size);
  history->table_mask = table_size - 1;
  for (guint i = 0; i < history->length; i++)
    table_insert (history, i);
}

TgHistory *
tg_history_new (guint size)
{
  TgHistory *history;

  g_return_val_if_fail (size >= TG_MIN_SIZE && size <= TG_MAX_SIZE, NULL);

  history = g_new0 (TgHistory, 1);
  history->size = size;
  history->n_points = size * size;
  reserve (history, INITIAL_CAPACITY);
  return history;
}

TgHistory *
tg_history_copy (const TgHistory *history)
{
  TgHistory *copy;

  g_return_val_if_fail (history != NULL, NULL);

  copy = g_memdup2 (history, sizeof *history);
  copy->positions = g_malloc_n (history->capacity, history->n_points);
  memcpy (copy->positions, history->positions, (gsize) history->length * history->n_points);
  copy->hashes = g_new (guint64, history->capacity);
  memcpy (copy->hashes, history->hashes, history->length * sizeof (guint64));
  copy->move_numbers = g_new (guint, history->capacity);
  memcpy (copy->move_numbers, history->move_numbers, history->length * sizeof (guint));
  copy->table = g_memdup2 (history->table, (history->table_mask + 1) * sizeof (guint32));
  return copy;
}

void
tg_history_free (TgHistory *history)
{
  if (history == NULL)
    return;

  g_free (history->positions);
  g_free (history->hashes);
  g_free (history->move_numbers);
  g_free (history->table);
  g_free (history);
}

void
tg_history_clear (TgHistory *history)
{
  memset (history->table, 0, (history->table_mask + 1) * sizeof (guint32));
  history->length = 0;
}

void
tg_history_push (TgHistory     *history,
                 const TgBoard *board,
                 guint          move_number)
{
  guint entry;

  g_return_if_fail (tg_board_get_size (board) == history->size);

  /* Growing fourfold reaches a whole game's length (a few hundred moves)
   * in one step: each growth moves every stored position and re-indexes. */
  if (history->length == history->capacity)
    reserve (history, history->capacity * 4);

  entry = history->length++;
  tg_board_get_colors (board, history->positions + (gsize) entry * history->n_points);
  history->hashes[entry] = tg_board_get_hash (board);
  history->move_numbers[entry] = move_number;
  table_insert (history, entry);
}

void
tg_history_truncate (TgHistory *history,
                     guint      length)
{
  while (history->length > length)
    table_remove (history, --history->length);
}

guint
tg_history_get_length (const TgHistory *history)
{
  return history->length;
}

/* The earliest entry holding @colors, whose hash is @hash, or -1.  Among
 * entries of one hash the earlier lies earlier on the probe sequence. */
static int
lookup (const TgHistory *history,
        guint64          hash,
        const guint8    *colors)
{
  guint slot = (guint) hash & history->table_mask;

  for (guint32 e; (e = history->table[slot]) != 0; slot = (slot + 1) & history->table_mask)
    if (history->hashes[e - 1] == hash
        && memcmp (history->positions + (gsize) (e - 1) * history->n_points,
                   colors, history->n_points) == 0)
      return (int) (e - 1);
  return -1;
}

static gboolean
hash_present (const TgHistory *history,
              guint64          hash)
{
  guint slot = (guint) hash & history->table_mask;

  for (guint32 e; (e = history->table[slot]) != 0; slot = (slot + 1) & history->table_mask)
    if (history->hashes[e - 1] == hash)
      return TRUE;
  return FALSE;
}

int
tg_history_find (const TgHistory *history,
                 const TgBoard   *board)
{
  guint8 colors[TG_MAX_SIZE * TG_MAX_SIZE];
  int entry;

  g_return_val_if_fail (tg_board_get_size (board) == history->size, -1);

  if (!hash_present (history, tg_board_get_hash (board)))
    return -1;
  tg_board_get_colors (board, colors);
  entry = lookup (history, tg_board_get_hash (board), colors);
  return entry < 0 ? -1 : (int) history->move_numbers[entry];
}

TgMoveStatus
tg_rules_check_move (const TgBoard   *board,
                     const TgHistory *history,
                     TgColor          color,
                     TgPoint          point,
                     int             *repeats_move)
{
  guint8 colors[TG_MAX_SIZE * TG_MAX_SIZE];
  g_autoptr(TgBoard) after = NULL;
  TgMoveStatus status;
  guint64 hash;
  int entry;

  if (repeats_move != NULL)
    *repeats_move = -1;

  status = tg_board_check (board, color, point, &hash);
  if (status != TG_MOVE_OK || history == NULL || point == TG_PASS)
    return status;

  g_return_val_if_fail (tg_board_get_size (board) == history->size, status);

  if (G_LIKELY (!hash_present (history, hash)))
    return TG_MOVE_OK;

  /* A hash hit is only a candidate: play the move on a copy and compare
   * the whole position. */
  after = tg_board_copy (board);
  tg_board_play (after, color, point, NULL);
  tg_board_get_colors (after, colors);
  entry = lookup (history, hash, colors);
  if (entry < 0)
    return TG_MOVE_OK;

  if (repeats_move != NULL)
    *repeats_move = (int) history->move_numbers[entry];
  return TG_MOVE_SUPERKO;
}
