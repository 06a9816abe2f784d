/* tg-library-record.c: a game tree turned into the library's move list.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-library-record.h"

#include <string.h>

#include "tg-board.h"
#include "tg-sgf.h"

typedef struct
{
  const TgNode *node;
  guint         next_child;
  guint         n_moves;
  guint8       *state;        /* the board after @node, when it branches */
} Frame;

typedef struct
{
  TgLibraryRecord *record;
  TgBoard         *board;
  GArray          *captured;
  GArray          *indices;
  guint            node_start;  /* entries->len when the node began */
  gboolean         main_line;
  guint            n_moves;
  char             dyer[12];
} Builder;

static void
emit (Builder *b,
      guint    op,
      guint    point)
{
  guint16 entry = TG_LIBRARY_ENTRY (op, point);

  g_array_append_val (b->record->entries, entry);
}

static void
set_ever (TgLibraryRecord *record,
          guint            which,
          guint            point)
{
  record->ever[which][point >> 6] |= G_GUINT64_CONSTANT (1) << (point & 63);
}

/* The board's point of an index x + y × size, and back. */
static TgPoint
board_point (Builder *b, guint index)
{
  return tg_board_point (b->board, index % b->record->size, index / b->record->size);
}

static guint
index_of (Builder *b, TgPoint point)
{
  return tg_board_point_x (b->board, point) + tg_board_point_y (b->board, point) * b->record->size;
}

static void
setup_point (Builder *b,
             guint    index,
             TgColor  color)
{
  TgPoint point = board_point (b, index);
  TgColor before = tg_board_get (b->board, point);

  if (before == color)
    return;
  tg_board_set (b->board, point, color);
  if (color == TG_EMPTY)
    {
      emit (b, TG_LIBRARY_OP_SETUP_EMPTY, index);
      set_ever (b->record, TG_LIBRARY_EVER_EMPTIED, index);
    }
  else
    {
      emit (b, color == TG_BLACK ? TG_LIBRARY_OP_SETUP_BLACK : TG_LIBRARY_OP_SETUP_WHITE, index);
      set_ever (b->record, color == TG_BLACK ? TG_LIBRARY_EVER_BLACK : TG_LIBRARY_EVER_WHITE, index);
      if (before != TG_EMPTY)
        set_ever (b->record, TG_LIBRARY_EVER_EMPTIED, index);
    }
}

static void
note_dyer (Builder *b,
           guint    index,
           gboolean pass)
{
  static const guint moves[6] = { 20, 40, 60, 31, 51, 71 };

  if (!b->main_line)
    return;
  for (guint i = 0; i < 6; i++)
    if (b->n_moves == moves[i])
      {
        b->dyer[2 * i] = pass ? 't' : 'a' + index % b->record->size;
        b->dyer[2 * i + 1] = pass ? 't' : 'a' + index / b->record->size;
      }
  b->record->moves_hash = (b->record->moves_hash ^ (pass ? 0xffff : index)) * G_GUINT64_CONSTANT (0x100000001b3);
}

/* Setup (AE, AB, AW, the first of each), then the first move property,
 * as the rules core replays a node. */
static void
apply_node (Builder      *b,
            const TgNode *node)
{
  static const char * const setup_ids[3] = { "AE", "AB", "AW" };
  static const TgColor setup_colors[3] = { TG_EMPTY, TG_BLACK, TG_WHITE };
  const TgProp *move = NULL;

  b->node_start = b->record->entries->len;
  for (guint i = 0; i < 3; i++)
    {
      const TgProp *prop = tg_node_get_prop (node, setup_ids[i]);

      for (guint v = 0; prop && v < prop->n_values; v++)
        {
          g_array_set_size (b->indices, 0);
          if (!tg_sgf_expand_points (prop->values[v], b->record->size, b->indices))
            continue;
          for (guint k = 0; k < b->indices->len; k++)
            setup_point (b, g_array_index (b->indices, guint, k), setup_colors[i]);
        }
    }
  for (guint i = 0; i < node->n_props && !move; i++)
    if ((node->props[i].id[0] == 'B' || node->props[i].id[0] == 'W') && node->props[i].id[1] == '\0')
      move = &node->props[i];
  if (move)
    {
      TgColor color = move->id[0] == 'B' ? TG_BLACK : TG_WHITE;
      guint x, y;
      gboolean pass = FALSE;
      TgPoint point = TG_PASS;

      b->n_moves++;
      if (tg_sgf_parse_point (move->values[0], b->record->size, &x, &y, &pass) && !pass)
        point = tg_board_point (b->board, x, y);
      g_array_set_size (b->captured, 0);
      if (point != TG_PASS && tg_board_play (b->board, color, point, b->captured) == TG_MOVE_OK)
        {
          guint index = index_of (b, point);

          emit (b, color == TG_BLACK ? TG_LIBRARY_OP_MOVE_BLACK : TG_LIBRARY_OP_MOVE_WHITE, index);
          set_ever (b->record, color == TG_BLACK ? TG_LIBRARY_EVER_BLACK : TG_LIBRARY_EVER_WHITE, index);
          for (guint k = 0; k < b->captured->len; k++)
            {
              guint taken = index_of (b, g_array_index (b->captured, TgPoint, k));

              emit (b, TG_LIBRARY_OP_CAPTURE, taken);
              set_ever (b->record, TG_LIBRARY_EVER_EMPTIED, taken);
            }
          note_dyer (b, index, FALSE);
        }
      else
        {
          /* Passes, and moves the rules refused, leave the board as it
           * was but count as moves. */
          emit (b, TG_LIBRARY_OP_CONTROL,
                color == TG_BLACK ? TG_LIBRARY_CONTROL_PASS_BLACK : TG_LIBRARY_CONTROL_PASS_WHITE);
          note_dyer (b, 0, TRUE);
        }
    }
  if (b->record->entries->len == b->node_start)
    emit (b, TG_LIBRARY_OP_CONTROL, TG_LIBRARY_CONTROL_NODE);
  g_array_index (b->record->entries, guint16, b->record->entries->len - 1) |= TG_LIBRARY_END_OF_NODE;
}

static void
finish_dyer (Builder *b)
{
  guint size = b->record->size;
  char best[13];

  memset (best, 0x7f, 12);
  best[12] = '\0';
  /* The least of the eight symmetric forms, so a game turned on the
   * board is still the same game. */
  for (guint f = 0; f < 8; f++)
    {
      char form[13];

      for (guint i = 0; i < 12; i += 2)
        {
          char cx = b->dyer[i], cy = b->dyer[i + 1];
          guint x, y, fx, fy, last = size - 1;

          if (cx == '?' || cx == 't')
            {
              form[i] = cx;
              form[i + 1] = cy;
              continue;
            }
          x = cx - 'a';
          y = cy - 'a';
          fx = (f & 1) ? last - x : x;
          fy = (f & 2) ? last - y : y;
          if (f & 4)
            {
              guint t = fx;

              fx = fy;
              fy = t;
            }
          form[i] = 'a' + fx;
          form[i + 1] = 'a' + fy;
        }
      form[12] = '\0';
      if (strcmp (form, best) < 0)
        memcpy (best, form, 13);
    }
  memcpy (b->record->dyer, best, 13);
}

TgLibraryRecord *
tg_library_record_new (const TgNode *root,
                       guint         size)
{
  TgLibraryRecord *record = g_new0 (TgLibraryRecord, 1);
  gsize state_size = tg_board_state_size (size);
  g_autoptr(GArray) stack = g_array_new (FALSE, FALSE, sizeof (Frame));
  Builder b = { 0 };

  record->size = size;
  record->entries = g_array_sized_new (FALSE, FALSE, sizeof (guint16), 512);
  record->moves_hash = G_GUINT64_CONSTANT (0xcbf29ce484222325);
  b.record = record;
  b.board = tg_board_new (size);
  b.captured = g_array_new (FALSE, FALSE, sizeof (TgPoint));
  b.indices = g_array_new (FALSE, FALSE, sizeof (guint));
  b.main_line = TRUE;
  memset (b.dyer, '?', sizeof b.dyer);

  /* Iterative: records 100,000 nodes deep exist. */
  for (const TgNode *node = root; node != NULL;)
    {
      apply_node (&b, node);
      if (node->n_children > 1)
        {
          Frame frame = { node, 1, b.n_moves, g_malloc (state_size) };

          record->has_variations = TRUE;
          tg_board_save_state (b.board, frame.state);
          g_array_append_val (stack, frame);
          emit (&b, TG_LIBRARY_OP_CONTROL, TG_LIBRARY_CONTROL_BRANCH);
        }
      if (node->n_children > 0)
        {
          node = node->children[0];
          continue;
        }
      if (b.main_line)
        {
          record->n_moves = b.n_moves;
          for (guint i = 0; i < size * size; i++)
            record->final[i] = tg_board_get (b.board, board_point (&b, i));
          b.main_line = FALSE;
        }
      node = NULL;
      if (stack->len > 0)
        {
          Frame *top = &g_array_index (stack, Frame, stack->len - 1);

          emit (&b, TG_LIBRARY_OP_CONTROL, TG_LIBRARY_CONTROL_END_VARIATION);
          tg_board_load_state (b.board, top->state);
          b.n_moves = top->n_moves;
          node = top->node->children[top->next_child++];
          if (top->next_child < top->node->n_children)
            emit (&b, TG_LIBRARY_OP_CONTROL, TG_LIBRARY_CONTROL_BRANCH);
          else
            {
              g_free (top->state);
              g_array_set_size (stack, stack->len - 1);
            }
        }
    }
  finish_dyer (&b);
  tg_board_free (b.board);
  g_array_unref (b.captured);
  g_array_unref (b.indices);
  return record;
}

void
tg_library_record_free (TgLibraryRecord *record)
{
  if (!record)
    return;
  g_array_unref (record->entries);
  g_free (record);
}
