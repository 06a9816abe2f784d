/* tg-game-end.c: the end of a game — counting, marking, resumption,
 * resignation, time — and its result in the record (spec §5, §6, §10).
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tg-game-private.h"

#include "tg-node-private.h"
#include "tg-result.h"
#include "tg-sgf.h"

void
tg_game_set_end_node (TgGame *self,
                      TgNode *node)
{
  self->end_node = node;
  if (node == NULL)
    return;
  if (self->end_board == NULL)
    self->end_board = tg_board_new (self->size);
  tg_replay_position (self->replay, node, self->end_board, self->end_captures);
}

static void
clear_marks (TgGame *self)
{
  tg_point_set_clear (self->dead);
}

void
tg_game_end_node_removed (TgGame *self,
                          TgNode *parent)
{
  clear_marks (self);
  if (self->phase == TG_PHASE_FINISHED)
    {
      /* The result stands; the record now stops earlier. */
      tg_game_set_end_node (self, parent);
      return;
    }
  self->first_passer = TG_EMPTY;
  tg_game_set_end_node (self, NULL);
  tg_game_set_phase (self, TG_PHASE_PLAYING);
}

/* The colour of the first of two passes in succession ending at @node,
 * or TG_EMPTY. */
static TgColor
final_passes (TgNode *node)
{
  TgNode *second = tg_game_move_at_or_above (node);
  TgNode *first;

  if (second == NULL || !tg_node_is_pass (second))
    return TG_EMPTY;
  first = tg_game_move_at_or_above (second->parent);
  if (first == NULL || !tg_node_is_pass (first) || first->move_color == second->move_color)
    return TG_EMPTY;
  return first->move_color;
}

static TgEndReason
end_reason_of (const TgResult *result)
{
  switch (result->kind)
    {
    case TG_RESULT_SCORE:
    case TG_RESULT_DRAW:
      return TG_END_SCORE;
    case TG_RESULT_RESIGNATION:
      return TG_END_RESIGNATION;
    case TG_RESULT_TIME:
      return TG_END_TIME;
    default:
      return TG_END_NONE;
    }
}

/* Dead stones of a counted record: stones inside the other side's TB/TW. */
static void
read_dead_stones (TgGame *self)
{
  static const struct { const char *id; TgColor dead; } lists[] = {
    { "TB", TG_WHITE }, { "TW", TG_BLACK },
  };
  g_autoptr(GArray) indices = g_array_new (FALSE, FALSE, sizeof (guint));

  for (guint i = 0; i < G_N_ELEMENTS (lists); i++)
    {
      const TgProp *prop = tg_node_get_prop (self->end_node, lists[i].id);

      if (prop == NULL)
        continue;
      g_array_set_size (indices, 0);
      for (guint v = 0; v < prop->n_values; v++)
        tg_sgf_expand_points (prop->values[v], self->size, indices);
      for (guint k = 0; k < indices->len; k++)
        {
          guint index = g_array_index (indices, guint, k);
          TgPoint p = tg_board_point (self->end_board, index % self->size, index / self->size);

          if (tg_board_get (self->end_board, p) == lists[i].dead)
            tg_point_set_add (self->dead, p);
        }
    }
}

/* Where a record stands: a result on the root means finished, with the
 * marks of the last main-line node holding TB/TW; two final passes
 * without a result mean it was saved while counting. */
void
tg_game_restore_phase (TgGame *self)
{
  const char *text = tg_node_get_value (self->root, "RE");
  TgNode *counted;
  TgNode *last = tg_replay_get_main_line (self->replay, &counted);
  TgResult result;

  tg_result_parse (text, &result);
  if (result.kind != TG_RESULT_NONE && result.kind != TG_RESULT_UNKNOWN)
    {
      tg_game_set_end_node (self, counted != NULL ? counted : last);
      self->phase = TG_PHASE_FINISHED;
      self->end_reason = end_reason_of (&result);
      self->first_passer = final_passes (self->end_node);
      read_dead_stones (self);
    }
  else if (final_passes (last) != TG_EMPTY)
    {
      tg_game_set_end_node (self, last);
      self->phase = TG_PHASE_COUNTING;
      self->first_passer = final_passes (last);
    }
  /* Without a notification: a game made lazily comes here from inside
   * a getter, and the record has not moved. */
  self->current = last;
  tg_replay_position (self->replay, last, self->board, self->captures);
}

gboolean
tg_game_get_in_progress (TgGame *self)
{
  static const char * const times[] = { "BL", "WL", "OB", "OW" };
  const char *ap;
  TgNode *last;

  g_return_val_if_fail (TG_IS_GAME (self), FALSE);
  tg_game_ensure_replay (self);

  if (self->phase == TG_PHASE_COUNTING)
    return TRUE;
  if (self->phase != TG_PHASE_PLAYING || tg_node_has_prop (self->root, "RE"))
    return FALSE;
  /* Begun in Tengen (its AP, no other program's before it in OAP): the
   * record of a game played here, which a save keeps as play goes on. */
  ap = tg_node_get_value (self->root, "AP");
  if (ap != NULL && g_str_has_prefix (ap, "Tengen:") && !tg_node_has_prop (self->root, "OAP"))
    return TRUE;
  for (last = self->root; last->n_children > 0; last = last->children[0])
    ;
  for (guint i = 0; i < G_N_ELEMENTS (times); i++)
    if (tg_node_has_prop (last, times[i]))
      return TRUE;
  return FALSE;
}

static void
write_point_list (TgGame        *self,
                  TgNode        *node,
                  const char    *id,
                  const TgBoard *board,
                  const TgColor *owner,
                  TgColor        color)
{
  guint n_points = tg_board_get_n_points (board);
  g_autoptr(GPtrArray) values = g_ptr_array_new_with_free_func (g_free);

  for (guint n = 0; n < n_points; n++)
    if (owner[n] == color)
      {
        TgPoint p = tg_board_nth_point (board, n);

        g_ptr_array_add (values, tg_sgf_format_point (tg_board_point_x (board, p),
                                                      tg_board_point_y (board, p)));
      }
  g_ptr_array_add (values, NULL);
  tg_game_set_values (self, node, id, (const char * const *) values->pdata);
}

/* RE from the score, and each side's area without the shared points as
 * TB/TW on the last node, so the marks survive saving (spec §10).  Within
 * a step. */
static void
finish_by_score (TgGame *self)
{
  g_autofree TgColor *owner = g_new (TgColor, tg_board_get_n_points (self->end_board));
  g_autofree char *result = NULL;
  TgScore score;

  /* Finished first, so that the score is the final one. */
  self->end_reason = TG_END_SCORE;
  tg_game_set_phase (self, TG_PHASE_FINISHED);
  tg_game_get_score (self, &score);
  result = tg_score_format_points (&score);
  tg_game_set_value (self, self->root, "RE", result);
  tg_score_ownership (self->end_board, self->dead, owner);
  write_point_list (self, self->end_node, "TB", self->end_board, owner, TG_BLACK);
  write_point_list (self, self->end_node, "TW", self->end_board, owner, TG_WHITE);
  tg_game_step_is_play (self);
}

/* Two passes in succession, the second at @node, end play (spec §5):
 * after a resumption both must come after it. */
void
tg_game_check_end_of_play (TgGame *self,
                           TgNode *node)
{
  TgColor first_passer = final_passes (node);
  TgNode *first;

  if (first_passer == TG_EMPTY)
    return;
  first = tg_game_move_at_or_above (node->parent);
  if (self->resumed && first->move_number <= self->resume_node->move_number)
    return;

  self->first_passer = first_passer;
  tg_game_set_end_node (self, node);
  clear_marks (self);
  if (self->resumed)
    finish_by_score (self);
  else
    tg_game_set_phase (self, TG_PHASE_COUNTING);
}

TgPhase
tg_game_get_phase (TgGame *self)
{
  g_return_val_if_fail (TG_IS_GAME (self), TG_PHASE_PLAYING);
  tg_game_ensure_replay (self);

  return self->phase;
}

gboolean
tg_game_get_resumed (TgGame *self)
{
  g_return_val_if_fail (TG_IS_GAME (self), FALSE);
  tg_game_ensure_replay (self);

  return self->resumed;
}

TgEndReason
tg_game_get_end_reason (TgGame *self)
{
  g_return_val_if_fail (TG_IS_GAME (self), TG_END_NONE);
  tg_game_ensure_replay (self);

  return self->end_reason;
}

TgColor
tg_game_get_first_passer (TgGame *self)
{
  g_return_val_if_fail (TG_IS_GAME (self), TG_EMPTY);
  tg_game_ensure_replay (self);

  return self->first_passer;
}

TgNode *
tg_game_get_end_node (TgGame *self)
{
  g_return_val_if_fail (TG_IS_GAME (self), NULL);
  tg_game_ensure_replay (self);

  return self->end_node;
}

gboolean
tg_game_is_at_end_of_play (TgGame *self)
{
  g_return_val_if_fail (TG_IS_GAME (self), FALSE);
  tg_game_ensure_replay (self);

  return self->phase != TG_PHASE_PLAYING && self->end_node != NULL
         && self->end_node == self->current;
}

const TgPointSet *
tg_game_get_dead (TgGame *self)
{
  g_return_val_if_fail (TG_IS_GAME (self), NULL);
  tg_game_ensure_replay (self);

  return self->dead;
}

void
tg_game_toggle_dead (TgGame  *self,
                     TgPoint  point)
{
  const TgBoard *board;
  TgPoint work[TG_MAX_POINTS];
  gboolean seen[TG_MAX_POINTS] = { FALSE };
  guint len = 0, top = 0;
  TgColor color;
  gboolean dead;
  int stride;

  g_return_if_fail (TG_IS_GAME (self));
  tg_game_ensure_replay (self);

  if (self->phase != TG_PHASE_COUNTING)
    return;
  board = self->end_board;
  if (!tg_board_is_on_board (board, point))
    return;
  color = tg_board_get (board, point);
  if (color != TG_BLACK && color != TG_WHITE)
    return;

  tg_game_begin_step (self);
  dead = !tg_point_set_contains (self->dead, point);

  /* The region the group stands in, bounded by living opposing stones:
   * every stone of its colour there shares its fate. */
  stride = (int) self->size + 2;
  work[len++] = point;
  seen[point] = TRUE;
  while (top < len)
    {
      const int offsets[4] = { -1, 1, -stride, stride };
      TgPoint p = work[top++];

      if (tg_board_get (board, p) == color)
        {
          if (dead)
            tg_point_set_add (self->dead, p);
          else
            tg_point_set_remove (self->dead, p);
        }
      for (guint i = 0; i < 4; i++)
        {
          TgPoint q = p + offsets[i];
          TgColor c = tg_board_get (board, q);

          if (seen[q] || c == TG_OFFBOARD ||
              (c == TG_OTHER (color) && !tg_point_set_contains (self->dead, q)))
            continue;
          seen[q] = TRUE;
          work[len++] = q;
        }
    }
  tg_game_end_step (self);
}

void
tg_game_set_dead (TgGame           *self,
                  const TgPointSet *dead)
{
  g_return_if_fail (TG_IS_GAME (self));
  tg_game_ensure_replay (self);
  g_return_if_fail (dead != NULL);

  if (self->phase != TG_PHASE_COUNTING || tg_point_set_equal (dead, self->dead))
    return;
  tg_game_begin_step (self);
  tg_point_set_free (self->dead);
  self->dead = tg_point_set_copy (dead);
  tg_game_end_step (self);
}

void
tg_game_accept (TgGame *self)
{
  g_return_if_fail (TG_IS_GAME (self));
  tg_game_ensure_replay (self);

  if (self->phase != TG_PHASE_COUNTING)
    return;
  tg_game_begin_step (self);
  finish_by_score (self);
  tg_game_end_step (self);
}

gboolean
tg_game_reopen_count (TgGame *self)
{
  g_return_val_if_fail (TG_IS_GAME (self), FALSE);
  tg_game_ensure_replay (self);

  if (self->phase != TG_PHASE_FINISHED || self->end_node == NULL
      || self->end_reason == TG_END_RESIGNATION || self->end_reason == TG_END_TIME)
    return FALSE;
  tg_game_begin_step (self);
  /* The count is open again: the result and the areas written with it
   * no longer stand, and a save now keeps the game counting. */
  tg_game_set_value (self, self->root, "RE", NULL);
  tg_game_set_value (self, self->end_node, "TB", NULL);
  tg_game_set_value (self, self->end_node, "TW", NULL);
  self->end_reason = TG_END_NONE;
  tg_game_move_to (self, self->end_node);
  tg_game_set_phase (self, TG_PHASE_COUNTING);
  tg_game_end_step (self);
  return TRUE;
}

void
tg_game_resume_play (TgGame *self)
{
  self->resumed = TRUE;
  self->resume_node = self->end_node;
  clear_marks (self);
  tg_game_move_to (self, self->end_node);
  tg_game_set_end_node (self, NULL);
  tg_game_set_phase (self, TG_PHASE_PLAYING);
}

void
tg_game_resume (TgGame *self)
{
  g_return_if_fail (TG_IS_GAME (self));
  tg_game_ensure_replay (self);

  if (self->phase != TG_PHASE_COUNTING)
    return;
  tg_game_begin_step (self);
  tg_game_resume_play (self);
  tg_game_end_step (self);
}

static void
finish_early (TgGame      *self,
              TgColor      loser,
              TgEndReason  reason)
{
  g_return_if_fail (TG_IS_GAME (self));
  tg_game_ensure_replay (self);
  g_return_if_fail (loser == TG_BLACK || loser == TG_WHITE);

  if (self->phase == TG_PHASE_FINISHED)
    return;
  tg_game_begin_step (self);
  if (self->end_node == NULL)
    tg_game_set_end_node (self, self->current);
  clear_marks (self);
  tg_game_set_value (self, self->root, "RE",
                     reason == TG_END_RESIGNATION ? (loser == TG_BLACK ? "W+R" : "B+R")
                                                  : (loser == TG_BLACK ? "W+T" : "B+T"));
  self->end_reason = reason;
  tg_game_set_phase (self, TG_PHASE_FINISHED);
  tg_game_step_is_play (self);
  tg_game_end_step (self);
}

void
tg_game_resign (TgGame  *self,
                TgColor  loser)
{
  finish_early (self, loser, TG_END_RESIGNATION);
}

void
tg_game_lose_on_time (TgGame  *self,
                      TgColor  loser)
{
  finish_early (self, loser, TG_END_TIME);
}

static void
count_placed (TgNode *node,
              guint   placed[2])
{
  placed[0] = placed[1] = 0;
  for (; node != NULL; node = node->parent)
    if (tg_replay_placed_stone (node))
      placed[node->move_color - 1]++;
}

void
tg_game_get_score (TgGame  *self,
                   TgScore *score)
{
  TgScoreParams params = { 0 };
  gboolean at_end;

  g_return_if_fail (TG_IS_GAME (self));
  tg_game_ensure_replay (self);
  g_return_if_fail (score != NULL);

  /* During play the count is of the position on view, with everything
   * alive; once play has stopped it is of the final position. */
  at_end = self->phase != TG_PHASE_PLAYING && self->end_node != NULL;
  params.rules = self->rules;
  params.komi = self->komi;
  params.handicap = self->handicap;
  params.first_passer = at_end ? self->first_passer : TG_EMPTY;
  params.captures[0] = at_end ? self->end_captures[0] : self->captures[0];
  params.captures[1] = at_end ? self->end_captures[1] : self->captures[1];
  count_placed (at_end ? self->end_node : self->current, params.placed);
  tg_score_compute (score, at_end ? self->end_board : self->board,
                    at_end ? self->dead : NULL, &params);
}

TgColor
tg_game_get_winner (TgGame *self)
{
  TgResult result;

  g_return_val_if_fail (TG_IS_GAME (self), TG_EMPTY);
  tg_game_ensure_replay (self);

  if (self->phase != TG_PHASE_FINISHED)
    return TG_EMPTY;
  tg_result_parse (tg_node_get_value (self->root, "RE"), &result);
  return result.winner;
}
