/* tg-match-clock.c: the game's clock in the match — set up from the
 * record, run for the side to move, charged by each move (whose times go
 * into its node in the same step), stopped by counting and the end, and
 * the flag that falls (spec §9).
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "tg-match-private.h"
#include "tg-monotonic-time.h"

static gint64
match_now (TgMatch *self)
{
  return tg_time_source_get_now (self->time);
}

static void
tell_engines (TgMatch *self)
{
  TgMatchSeat *seats[3];
  guint n = _tg_match_distinct_seats (self, seats);

  if (self->hint_seat != NULL)
    seats[n++] = self->hint_seat;
  for (guint i = 0; i < n; i++)
    tg_engine_player_set_clock (seats[i]->player, self->clock, self->time);
}

/* The last move of @color on the line to @node, or NULL. */
static TgNode *
last_move_of (TgNode  *node,
              TgColor  color)
{
  for (; node != NULL; node = node->parent)
    if (node->move_color == color)
      return node;
  return NULL;
}

void
_tg_match_clock_from_record (TgMatch *self)
{
  TgNode *root = tg_game_get_root (self->game);
  TgNode *end = root;
  TgClockSettings settings;
  g_autoptr(GError) error = NULL;
  gboolean recorded = FALSE;
  gboolean was_paused = self->clock_paused;

  tg_time_source_remove_alarm (self->time, self->clock_alarm);
  self->clock_alarm = 0;
  g_clear_pointer (&self->clock, tg_clock_free);
  g_clear_pointer (&self->clock_warning, g_free);
  self->clock_paused = FALSE;
  /* An OT nobody reads leaves the main time, sudden death. */
  if (!tg_clock_settings_from_sgf (tg_node_get_value (root, "TM"), tg_node_get_value (root, "OT"),
                                   &settings, NULL)
      && !tg_clock_settings_from_sgf (tg_node_get_value (root, "TM"), NULL, &settings, NULL))
    settings.system = TG_CLOCK_NONE;
  /* The game goes on from the end of its main line. */
  end = tg_node_get_line_end (end);
  if (settings.system != TG_CLOCK_NONE)
    {
      self->clock = tg_clock_new (&settings);
      for (TgColor color = TG_BLACK; color <= TG_WHITE; color++)
        {
          TgNode *move = last_move_of (end, color);
          const char *time_left = move != NULL ? tg_node_get_value (move, color == TG_BLACK ? "BL" : "WL") : NULL;
          const char *overtime = move != NULL ? tg_node_get_value (move, color == TG_BLACK ? "OB" : "OW") : NULL;

          /* A time the record gets wrong leaves that side's clock full:
           * the game goes on rather than refusing to, and says so. */
          if (time_left != NULL && tg_clock_restore_side (self->clock, color, time_left, overtime, &error))
            recorded = TRUE;
          else if (error != NULL)
            {
              g_autofree char *said = g_strdup_printf (
                color == TG_BLACK ? _("Black’s clock starts full: its time after move %u cannot be used (%s)")
                                  : _("White’s clock starts full: its time after move %u cannot be used (%s)"),
                move->move_number, error->message);
              char *joined = self->clock_warning == NULL ? g_steal_pointer (&said)
                             : g_strconcat (self->clock_warning, "\n", said, NULL);

              g_free (self->clock_warning);
              self->clock_warning = joined;
              recorded = TRUE;
              g_clear_error (&error);
            }
        }
    }
  self->clock_paused = recorded;
  if (self->clock_paused != was_paused)
    _tg_match_notify_clock_paused (self);
  tell_engines (self);
}

const char *
tg_match_get_clock_warning (TgMatch *self)
{
  g_return_val_if_fail (TG_IS_MATCH (self), NULL);

  return self->clock_warning;
}

/* Play goes on from the current node. */
static gboolean
at_live_end (TgMatch *self)
{
  return tg_game_get_phase (self->game) == TG_PHASE_PLAYING && !self->placing_handicap
         && tg_node_get_n_children (tg_game_get_current (self->game)) == 0;
}

/* When a flag has fallen by @now the game ends there, wherever the
 * players were looking. */
static gboolean
flag_fallen (TgMatch *self,
             gint64   now)
{
  TgColor flagged = tg_clock_get_flagged (self->clock, now);

  if (flagged == TG_EMPTY || tg_game_get_phase (self->game) != TG_PHASE_PLAYING)
    return FALSE;
  tg_clock_stop (self->clock, now);
  if (tg_node_get_n_children (tg_game_get_current (self->game)) > 0)
    tg_game_go_last (self->game);
  tg_game_lose_on_time (self->game, flagged);
  g_signal_emit (self, _tg_match_signals[TG_MATCH_FLAG_FELL], 0, flagged);
  g_signal_emit (self, _tg_match_signals[TG_MATCH_CLOCK_TICK], 0);
  return TRUE;
}

static void
alarm_cb (gpointer user_data)
{
  TgMatch *self = user_data;

  self->clock_alarm = 0;
  _tg_match_clock_sync (self);
}

/* The next time the running clock's text changes, or its flag falls. */
static void
schedule_alarm (TgMatch *self,
                gint64   now)
{
  TgColor running = tg_clock_get_running (self->clock);
  TgClockSide side;
  gint64 flag_fall, next;

  tg_time_source_remove_alarm (self->time, self->clock_alarm);
  self->clock_alarm = 0;
  if (!tg_clock_get_flag_fall (self->clock, &flag_fall))
    return;
  tg_clock_get_side (self->clock, running, now, &side);
  next = tg_clock_format_time_next_change (tg_clock_side_countdown (&side));
  next = next < 0 ? flag_fall : MIN (now + next, flag_fall);
  self->clock_alarm = tg_time_source_add_alarm (self->time, next, alarm_cb, self);
}

void
_tg_match_clock_sync (TgMatch *self)
{
  TgClock *clock = self->clock;
  gint64 now;
  gboolean pause;

  if (clock == NULL)
    return;
  now = match_now (self);
  if (tg_game_get_phase (self->game) != TG_PHASE_PLAYING)
    {
      if (tg_clock_get_running (clock) != TG_EMPTY)
        tg_clock_stop (clock, now);
    }
  else if (flag_fallen (self, now))
    return;
  else if (at_live_end (self))
    {
      TgColor to_move = tg_game_get_to_move (self->game);

      if ((to_move == TG_BLACK || to_move == TG_WHITE) && tg_clock_get_running (clock) != to_move)
        tg_clock_start (clock, to_move, now);
    }
  /* Elsewhere on the line (a look back) the clock goes on as it was. */

  pause = self->paused || self->clock_paused;
  if (tg_clock_get_running (clock) != TG_EMPTY && pause != tg_clock_is_paused (clock))
    {
      if (pause)
        tg_clock_pause (clock, now);
      else
        tg_clock_resume (clock, now);
    }
  schedule_alarm (self, now);
  g_signal_emit (self, _tg_match_signals[TG_MATCH_CLOCK_TICK], 0);
}

void
_tg_match_clock_init (TgMatch *self)
{
  self->time = tg_monotonic_time_new ();
}

void
_tg_match_clock_dispose (TgMatch *self)
{
  if (self->time != NULL)
    tg_time_source_remove_alarm (self->time, self->clock_alarm);
  self->clock_alarm = 0;
  g_clear_object (&self->time);
}

/* Public */

void
tg_match_set_time_source (TgMatch      *self,
                          TgTimeSource *time)
{
  g_return_if_fail (TG_IS_MATCH (self));
  g_return_if_fail (TG_IS_TIME_SOURCE (time));

  tg_time_source_remove_alarm (self->time, self->clock_alarm);
  self->clock_alarm = 0;
  g_set_object (&self->time, time);
  tell_engines (self);
  _tg_match_clock_sync (self);
}

static void
record_times (TgMatch           *self,
              TgNode            *node,
              TgColor            color,
              const TgClockSide *at_move)
{
  g_autofree char *time_left = NULL;
  g_autofree char *overtime = NULL;

  tg_clock_side_to_sgf (tg_clock_get_settings (self->clock), at_move, &time_left, &overtime);
  tg_game_set_value (self->game, node, color == TG_BLACK ? "BL" : "WL", time_left);
  tg_game_set_value (self->game, node, color == TG_BLACK ? "OB" : "OW", overtime);
}

TgMoveStatus
tg_match_play (TgMatch *self,
               TgPoint  point,
               int     *repeats_move)
{
  TgColor color;
  TgClockSide at_move;
  TgMoveStatus status;
  gint64 now;

  g_return_val_if_fail (TG_IS_MATCH (self), TG_MOVE_NOT_AT_END);

  color = tg_game_get_to_move (self->game);
  if (self->clock == NULL || !at_live_end (self) || tg_clock_get_running (self->clock) != color)
    return tg_game_play (self->game, point, repeats_move);

  now = match_now (self);
  if (flag_fallen (self, now))
    return TG_MOVE_NOT_AT_END;
  tg_game_begin_step (self->game);
  status = tg_game_play (self->game, point, repeats_move);
  if (status == TG_MOVE_OK)
    {
      tg_clock_end_move (self->clock, now, &at_move);
      record_times (self, tg_game_get_current (self->game), color, &at_move);
    }
  tg_game_end_step (self->game);
  if (status == TG_MOVE_OK)
    _tg_match_clock_sync (self);
  return status;
}

const TgClock *
tg_match_get_clock (TgMatch *self)
{
  g_return_val_if_fail (TG_IS_MATCH (self), NULL);

  return self->clock;
}

gboolean
tg_match_get_clock_side (TgMatch     *self,
                         TgColor      color,
                         TgClockSide *side)
{
  g_return_val_if_fail (TG_IS_MATCH (self), FALSE);
  g_return_val_if_fail (color == TG_BLACK || color == TG_WHITE, FALSE);

  if (self->clock == NULL)
    return FALSE;
  tg_clock_get_side (self->clock, color, match_now (self), side);
  return TRUE;
}

gboolean
tg_match_get_clock_paused (TgMatch *self)
{
  g_return_val_if_fail (TG_IS_MATCH (self), FALSE);

  return self->clock_paused;
}

void
tg_match_set_clock_paused (TgMatch  *self,
                           gboolean  paused)
{
  g_return_if_fail (TG_IS_MATCH (self));

  paused = !!paused;
  if (self->clock_paused == paused)
    return;
  self->clock_paused = paused;
  _tg_match_clock_sync (self);
  _tg_match_notify_clock_paused (self);
  _tg_match_emit_changed (self);
}

void
tg_match_reset_clock (TgMatch *self)
{
  g_return_if_fail (TG_IS_MATCH (self));

  _tg_match_clock_from_record (self);
  _tg_match_clock_sync (self);
  _tg_match_emit_changed (self);
}

#define SIDES_TYPE "a(xxuubb)"

GVariant *
tg_match_save_clock (TgMatch *self)
{
  GVariantBuilder sides;
  gint64 now;

  g_return_val_if_fail (TG_IS_MATCH (self), NULL);

  if (self->clock == NULL)
    return NULL;
  now = match_now (self);
  g_variant_builder_init (&sides, G_VARIANT_TYPE (SIDES_TYPE));
  for (TgColor color = TG_BLACK; color <= TG_WHITE; color++)
    {
      TgClockSide side;

      tg_clock_get_side (self->clock, color, now, &side);
      g_variant_builder_add (&sides, "(xxuubb)", side.main_left, side.period_left,
                             side.periods_left, side.stones_left, side.in_overtime, side.flagged);
    }
  return g_variant_builder_end (&sides);
}

gboolean
tg_match_restore_clock (TgMatch   *self,
                        GVariant  *state,
                        GError   **error)
{
  TgClockSide sides[2];
  g_autoptr(TgClock) clock = NULL;
  gint64 now;

  g_return_val_if_fail (TG_IS_MATCH (self), FALSE);
  g_return_val_if_fail (state != NULL, FALSE);

  if (self->clock == NULL || !g_variant_is_of_type (state, G_VARIANT_TYPE (SIDES_TYPE))
      || g_variant_n_children (state) != 2)
    {
      g_set_error (error, TG_CLOCK_ERROR, TG_CLOCK_ERROR_SYNTAX,
                   _("The clock of the draft does not fit its game"));
      return FALSE;
    }
  for (guint i = 0; i < 2; i++)
    g_variant_get_child (state, i, "(xxuubb)", &sides[i].main_left, &sides[i].period_left,
                         &sides[i].periods_left, &sides[i].stones_left, &sides[i].in_overtime,
                         &sides[i].flagged);
  now = match_now (self);
  clock = tg_clock_copy (self->clock);
  for (guint i = 0; i < 2; i++)
    if (!tg_clock_set_side (clock, TG_BLACK + i, &sides[i], now, error))
      return FALSE;
  for (guint i = 0; i < 2; i++)
    tg_clock_set_side (self->clock, TG_BLACK + i, &sides[i], now, NULL);
  if (!self->clock_paused)
    {
      self->clock_paused = TRUE;
      _tg_match_notify_clock_paused (self);
    }
  _tg_match_clock_sync (self);
  _tg_match_emit_changed (self);
  return TRUE;
}
