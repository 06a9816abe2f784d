/* tg-match-counting.c: the end of play in a match — the engines' lists
 * of dead stones at counting, and counting settled by the engines
 * themselves (engines-settle).
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-match-private.h"

static gboolean
same_marks (const TgPointSet *a,
            const TgPointSet *b)
{
  guint count_a = a != NULL ? tg_point_set_count (a) : 0;
  guint count_b = b != NULL ? tg_point_set_count (b) : 0;

  if (count_a == 0 || count_b == 0)
    return count_a == count_b;
  return tg_point_set_equal (a, b);
}

static gboolean
engines_count (TgMatch *self)
{
  return self->engines_settle && self->seats[0] != NULL && self->seats[1] != NULL;
}

/* Both engines have listed their dead stones (one list, for an engine
 * playing both colours). */
static void
settle (TgMatch *self)
{
  TgMatchSeat *black = self->seats[0];
  TgMatchSeat *white = self->seats[1];
  gboolean agreed;
  guint count;

  if (black->dead == NULL || white->dead == NULL)
    return;
  agreed = same_marks (black->dead, white->dead);
  count = tg_point_set_count (black->dead);
  if (agreed)
    {
      tg_game_begin_step (self->game);
      tg_game_set_dead (self->game, black->dead);
      tg_game_accept (self->game);
      tg_game_end_step (self->game);
    }
  else
    tg_game_resume (self->game);
  g_clear_pointer (&black->dead, tg_point_set_free);
  g_clear_pointer (&white->dead, tg_point_set_free);
  g_signal_emit (self, _tg_match_signals[TG_MATCH_SETTLED], 0, agreed, agreed ? count : 0);
  _tg_match_emit_changed (self);
}

void
_tg_match_dead_stones_listed (TgMatchSeat *seat,
                              TgPointSet  *dead)
{
  TgMatch *self = seat->match;

  if (tg_game_get_phase (self->game) != TG_PHASE_COUNTING
      || tg_game_get_end_node (self->game) != self->dead_asked)
    return;
  if (engines_count (self))
    {
      g_clear_pointer (&seat->dead, tg_point_set_free);
      seat->dead = tg_point_set_copy (dead);
      settle (self);
      return;
    }
  /* Marks the players changed meanwhile are theirs to keep. */
  if (!same_marks (tg_game_get_dead (self->game), self->dead_before))
    return;
  /* The engine plays the game: its judgement replaces the estimate. */
  tg_game_set_dead (self->game, dead);
  g_signal_emit (self, _tg_match_signals[TG_MATCH_DEAD_STONES], 0, seat->name,
                 tg_point_set_count (dead));
}

void
_tg_match_ask_for_dead_stones (TgMatch *self)
{
  TgNode *end = tg_game_get_end_node (self->game);
  const TgPointSet *marked = tg_game_get_dead (self->game);
  TgMatchSeat *asked[2] = { NULL, NULL };
  guint n_asked;

  if (tg_game_get_phase (self->game) != TG_PHASE_COUNTING || end == NULL || end == self->dead_asked)
    return;
  if (engines_count (self))
    n_asked = _tg_match_distinct_seats (self, asked);
  else
    {
      asked[0] = _tg_match_seat_ready (self->seats[0]) ? self->seats[0] : self->seats[1];
      n_asked = asked[0] != NULL ? 1 : 0;
    }
  if (n_asked == 0)
    return;
  for (guint i = 0; i < n_asked; i++)
    if (!_tg_match_seat_ready (asked[i]) || _tg_match_seat_busy (asked[i]))
      return;

  self->dead_asked = end;
  g_clear_pointer (&self->dead_before, tg_point_set_free);
  if (marked != NULL)
    self->dead_before = tg_point_set_copy (marked);
  for (guint i = 0; i < n_asked; i++)
    {
      g_clear_pointer (&asked[i]->dead, tg_point_set_free);
      tg_engine_player_request_dead (asked[i]->player);
    }
}
