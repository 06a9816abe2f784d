/* tg-board-markings.c
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-board-markings.h"

#include <string.h>

#include "tg-sgf.h"

/* Points put or removed by setup properties (AB, AW, AE) of @node: a
 * stone there is not the one a move placed earlier.  How many of them,
 * not settled before, hold a stone. */
static guint
settle_setup_points (const TgBoard *board,
                     const TgNode  *node,
                     gboolean      *settled,
                     GArray        *indices)
{
  static const char *const ids[] = { "AB", "AW", "AE" };
  guint size = tg_board_get_size (board);
  guint stones = 0;

  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      const TgProp *prop = tg_node_get_prop (node, ids[i]);

      if (prop == NULL)
        continue;
      g_array_set_size (indices, 0);
      for (guint v = 0; v < prop->n_values; v++)
        tg_sgf_expand_points (prop->values[v], size, indices);
      for (guint k = 0; k < indices->len; k++)
        {
          guint index = g_array_index (indices, guint, k);
          TgPoint p;

          if (index >= size * size)
            continue;
          p = tg_board_point (board, index % size, index / size);
          if (!settled[p] && tg_board_get (board, p) != TG_EMPTY)
            stones++;
          settled[p] = TRUE;
        }
    }
  return stones;
}

/* Walks back from the current node: the latest placement at a point is
 * the stone that is there now (a point must be emptied before it is
 * played again), unless setup replaced it since.  Once every stone on the
 * board is accounted for, nothing further up can change a number, and
 * the walk stops there rather than at the root of a long record. */
static void
compute_move_numbers (TgBoardMarkings *self,
                      TgNode          *from,
                      const TgBoard   *board)
{
  g_autoptr(GArray) indices = g_array_new (FALSE, FALSE, sizeof (guint));
  gboolean settled[TG_MAX_POINTS] = { FALSE };
  guint unsettled = tg_board_count (board, TG_BLACK) + tg_board_count (board, TG_WHITE);

  for (TgNode *node = from; node != NULL && unsettled > 0; node = node->parent)
    {
      TgPoint p = node->move_point;

      if (node->move_color != TG_EMPTY && p != TG_PASS && tg_board_is_on_board (board, p) &&
          !settled[p])
        {
          settled[p] = TRUE;
          if (tg_board_get (board, p) != TG_EMPTY)
            unsettled--;
          if (tg_board_get (board, p) == node->move_color)
            self->numbers[p] = node->move_number;
        }
      if (node->n_props > 0)
        unsettled -= settle_setup_points (board, node, settled, indices);
    }
}

static void
compute_counting_marks (TgBoardMarkings *self,
                        TgGame          *game,
                        const TgBoard   *board)
{
  const TgPointSet *dead = tg_game_get_dead (game);
  guint n = tg_board_get_n_points (board);
  g_autofree TgColor *owner = g_new (TgColor, n);

  tg_score_ownership (board, dead, owner);
  for (guint i = 0; i < n; i++)
    {
      TgPoint p = tg_board_nth_point (board, i);
      TgColor color = tg_board_get (board, p);

      if (color != TG_EMPTY)
        {
          if (dead == NULL || !tg_point_set_contains (dead, p))
            continue;
          self->marks[p] |= TG_BOARD_MARK_DEAD;
        }
      if (owner[i] == TG_BLACK)
        self->marks[p] |= TG_BOARD_MARK_AREA_BLACK;
      else if (owner[i] == TG_WHITE)
        self->marks[p] |= TG_BOARD_MARK_AREA_WHITE;
      else
        self->marks[p] |= TG_BOARD_MARK_SHARED;
    }
}

void
tg_board_markings_compute (TgBoardMarkings *self,
                           TgGame          *game,
                           TgNode          *node,
                           const TgBoard   *board)
{
  TgNode *last;
  TgPhase phase;

  memset (self, 0, sizeof *self);
  self->last_move = TG_PASS;
  self->forbidden = TG_PASS;
  if (game == NULL || node == NULL)
    return;

  last = node;
  while (last != NULL && last->move_color == TG_EMPTY)
    last = last->parent;
  if (last != NULL && last->move_point != TG_PASS && tg_board_is_on_board (board, last->move_point))
    {
      self->last_move = last->move_point;
      self->marks[self->last_move] |= TG_BOARD_MARK_LAST_MOVE;
    }

  phase = tg_game_get_phase (game);
  if (phase == TG_PHASE_PLAYING && node == tg_game_get_current (game))
    {
      /* Only an empty point can be forbidden by superko; testing each is
       * a few hundred hash look-ups, once per position. */
      for (guint i = 0, n = tg_board_get_n_points (board); i < n; i++)
        {
          TgPoint p = tg_board_nth_point (board, i);

          if (tg_board_get (board, p) != TG_EMPTY ||
              tg_game_check_move (game, p, NULL) != TG_MOVE_SUPERKO)
            continue;
          self->marks[p] |= TG_BOARD_MARK_FORBIDDEN;
          if (self->forbidden == TG_PASS)
            self->forbidden = p;
        }
    }
  else if (phase != TG_PHASE_PLAYING)
    {
      /* The counting marks belong to the node where play stopped, not
       * to an earlier position someone browses back to; and a finished
       * record shows them only if it was counted (TB/TW written), not for
       * a bare result whose dead stones nobody marked. */
      TgNode *end = tg_game_get_end_node (game);

      self->counting = end != NULL && node == end &&
                       (phase == TG_PHASE_COUNTING ||
                        (tg_game_get_end_reason (game) == TG_END_SCORE &&
                         (tg_node_has_prop (end, "TB") || tg_node_has_prop (end, "TW"))));
      if (self->counting)
        compute_counting_marks (self, game, board);
    }

  compute_move_numbers (self, node, board);
}
