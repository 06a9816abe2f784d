/* tg-match.c
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-match.h"

#include "tg-match-private.h"

G_DEFINE_FINAL_TYPE (TgMatch, tg_match, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_GAME,
  PROP_PAUSED,
  PROP_CLOCK_PAUSED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

guint _tg_match_signals[TG_MATCH_N_SIGNALS];

void
_tg_match_emit_changed (TgMatch *self)
{
  g_signal_emit (self, _tg_match_signals[TG_MATCH_CHANGED], 0);
}

void
_tg_match_notify_clock_paused (TgMatch *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CLOCK_PAUSED]);
}

TgMatchSeat *
_tg_match_seat_to_move (TgMatch *self)
{
  TgColor to_move = tg_game_get_to_move (self->game);

  if (tg_game_get_phase (self->game) != TG_PHASE_PLAYING || self->placing_handicap
      || tg_node_get_n_children (tg_game_get_current (self->game)) > 0
      || (to_move != TG_BLACK && to_move != TG_WHITE))
    return NULL;
  return self->seats[to_move - 1];
}

guint
_tg_match_distinct_seats (TgMatch     *self,
                          TgMatchSeat *seats[2])
{
  guint n = 0;

  if (self->seats[0] != NULL)
    seats[n++] = self->seats[0];
  if (self->seats[1] != NULL && self->seats[1] != self->seats[0])
    seats[n++] = self->seats[1];
  return n;
}

/* Turns */

static gboolean
evaluate (gpointer user_data)
{
  TgMatch *self = user_data;
  TgMatchSeat *seat;

  self->evaluate_source = 0;
  _tg_match_clock_sync (self);
  seat = _tg_match_seat_to_move (self);
  if (self->hint_asked != NULL && !_tg_match_seat_busy (self->hint_asked))
    self->hint_asked = NULL;
  if (!self->paused && _tg_match_seat_ready (seat) && !_tg_match_seat_busy (seat))
    {
      /* After a resumption the engines settle life and death on the
       * board (spec §5.2): they capture instead of passing. */
      tg_engine_player_set_cleanup (seat->player, tg_game_get_resumed (self->game));
      tg_engine_player_request_move (seat->player, tg_game_get_to_move (self->game));
    }
  _tg_match_ask_for_dead_stones (self);
  _tg_match_emit_changed (self);
  return G_SOURCE_REMOVE;
}

void
_tg_match_schedule_evaluate (TgMatch *self)
{
  gboolean watching = self->seats[0] != NULL && self->seats[1] != NULL;

  /* At the default priority, not the idle one: a spinner saying the
   * engine thinks keeps the frame clock busy, and would put off for good
   * the look that stops it. */
  if (self->evaluate_source != 0)
    return;
  if (watching && self->watch_delay > 0 && _tg_match_seat_to_move (self) != NULL)
    self->evaluate_source = g_timeout_add (self->watch_delay, evaluate, self);
  else
    self->evaluate_source = g_idle_add_full (G_PRIORITY_DEFAULT, evaluate, self, NULL);
}

/* Public */

TgGame *
tg_match_get_game (TgMatch *self)
{
  g_return_val_if_fail (TG_IS_MATCH (self), NULL);

  return self->game;
}

void
tg_match_set_game (TgMatch *self,
                   TgGame  *game)
{
  TgMatchSeat *seats[3];
  guint n;

  g_return_if_fail (TG_IS_MATCH (self));
  g_return_if_fail (TG_IS_GAME (game));

  if (self->game == game)
    return;
  if (self->game != NULL)
    g_clear_signal_handler (&self->game_changed_id, self->game);
  g_set_object (&self->game, game);
  self->game_changed_id = g_signal_connect_swapped (game, "changed",
                                                    G_CALLBACK (_tg_match_schedule_evaluate), self);
  self->dead_asked = NULL;
  g_clear_pointer (&self->dead_before, tg_point_set_free);
  self->hint_asked = NULL;
  _tg_match_clock_from_record (self);

  n = _tg_match_distinct_seats (self, seats);
  if (self->hint_seat != NULL)
    seats[n++] = self->hint_seat;
  for (guint i = 0; i < n; i++)
    {
      gboolean busy = _tg_match_seat_busy (seats[i]);

      tg_engine_player_set_game (seats[i]->player, game);
      /* An engine still answering for the old game would keep the new
       * one waiting; one that failed gets its chance again. */
      if (busy || (seats[i]->failure != NULL && seats[i] != self->hint_seat))
        _tg_match_seat_restart (seats[i]);
      else
        tg_engine_player_sync (seats[i]->player);
      _tg_match_seat_name_players (seats[i]);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
  _tg_match_schedule_evaluate (self);
}

void
tg_match_set_players (TgMatch             *self,
                      const TgMatchPlayer *black,
                      const TgMatchPlayer *white)
{
  const TgMatchPlayer *players[2] = { black, white };
  TgMatchSeat *old[2] = { self->seats[0], self->seats[1] };
  TgMatchSeat *chosen[2] = { NULL, NULL };
  gboolean fresh[2] = { FALSE, FALSE };

  g_return_if_fail (TG_IS_MATCH (self));

  for (int i = 0; i < 2; i++)
    {
      TgEngine *engine = players[i] != NULL ? players[i]->engine : NULL;

      if (engine == NULL)
        continue;
      for (int j = 0; j < 2 && chosen[i] == NULL; j++)
        if (old[j] != NULL && old[j]->engine == engine)
          chosen[i] = old[j];
      if (chosen[i] == NULL && i == 1 && chosen[0] != NULL && chosen[0]->engine == engine)
        chosen[i] = chosen[0];
      if (chosen[i] == NULL)
        {
          chosen[i] = _tg_match_seat_new (self, engine, players[i]->name,
                                          players[i]->rules_commands);
          fresh[i] = TRUE;
        }
    }

  self->seats[0] = chosen[0];
  self->seats[1] = chosen[1];
  for (int i = 0; i < 2; i++)
    if (old[i] != NULL && old[i] != chosen[0] && old[i] != chosen[1]
        && !(i == 1 && old[1] == old[0]))
      _tg_match_seat_free (old[i]);
  /* Started once both colours are in place, so that a failure names its
   * colour; an engine that goes on may play another colour now. */
  for (int i = 0; i < 2; i++)
    if (fresh[i])
      _tg_match_seat_start (chosen[i]);
    else if (chosen[i] != NULL)
      _tg_match_seat_name_players (chosen[i]);
  _tg_match_schedule_evaluate (self);
  _tg_match_emit_changed (self);
}

TgEngine *
tg_match_get_engine (TgMatch *self,
                     TgColor  color)
{
  g_return_val_if_fail (TG_IS_MATCH (self), NULL);
  g_return_val_if_fail (color == TG_BLACK || color == TG_WHITE, NULL);

  return self->seats[color - 1] != NULL ? self->seats[color - 1]->engine : NULL;
}

const char *
tg_match_get_engine_name (TgMatch *self,
                          TgColor  color)
{
  g_return_val_if_fail (TG_IS_MATCH (self), NULL);
  g_return_val_if_fail (color == TG_BLACK || color == TG_WHITE, NULL);

  return self->seats[color - 1] != NULL ? self->seats[color - 1]->name : NULL;
}

const char *
tg_match_get_failure (TgMatch *self,
                      TgColor  color)
{
  g_return_val_if_fail (TG_IS_MATCH (self), NULL);
  g_return_val_if_fail (color == TG_BLACK || color == TG_WHITE, NULL);

  return self->seats[color - 1] != NULL ? self->seats[color - 1]->failure : NULL;
}

void
tg_match_restart_failed (TgMatch *self)
{
  TgMatchSeat *seats[2];
  guint n;

  g_return_if_fail (TG_IS_MATCH (self));

  n = _tg_match_distinct_seats (self, seats);
  for (guint i = 0; i < n; i++)
    if (seats[i]->failure != NULL)
      _tg_match_seat_restart (seats[i]);
  _tg_match_schedule_evaluate (self);
  _tg_match_emit_changed (self);
}

TgColor
tg_match_get_engine_turn (TgMatch *self)
{
  TgMatchSeat *seat;

  g_return_val_if_fail (TG_IS_MATCH (self), TG_EMPTY);

  seat = _tg_match_seat_to_move (self);
  return seat != NULL && seat->failure == NULL ? tg_game_get_to_move (self->game) : TG_EMPTY;
}

gboolean
tg_match_get_thinking (TgMatch *self)
{
  TgMatchSeat *seat;

  g_return_val_if_fail (TG_IS_MATCH (self), FALSE);

  seat = _tg_match_seat_to_move (self);
  return !self->paused && _tg_match_seat_ready (seat) && _tg_match_seat_busy (seat);
}

gboolean
tg_match_get_paused (TgMatch *self)
{
  g_return_val_if_fail (TG_IS_MATCH (self), FALSE);

  return self->paused;
}

void
tg_match_set_paused (TgMatch  *self,
                     gboolean  paused)
{
  g_return_if_fail (TG_IS_MATCH (self));

  paused = !!paused;
  if (self->paused == paused)
    return;
  self->paused = paused;
  _tg_match_clock_sync (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PAUSED]);
  _tg_match_schedule_evaluate (self);
  _tg_match_emit_changed (self);
}

void
tg_match_set_placing_handicap (TgMatch  *self,
                               gboolean  placing)
{
  g_return_if_fail (TG_IS_MATCH (self));

  placing = !!placing;
  if (self->placing_handicap == placing)
    return;
  self->placing_handicap = placing;
  _tg_match_schedule_evaluate (self);
}

void
tg_match_set_watch_delay (TgMatch *self,
                          guint    delay_ms)
{
  g_return_if_fail (TG_IS_MATCH (self));

  self->watch_delay = delay_ms;
}

gboolean
tg_match_get_engine_counts (TgMatch *self)
{
  g_return_val_if_fail (TG_IS_MATCH (self), FALSE);

  return _tg_match_seat_ready (self->seats[0]) || _tg_match_seat_ready (self->seats[1]);
}

void
tg_match_set_engines_settle (TgMatch  *self,
                             gboolean  settle)
{
  g_return_if_fail (TG_IS_MATCH (self));

  self->engines_settle = settle;
}

/* Whether the side to move is an engine whose opponent is a person. */
static gboolean
engine_against_person (TgMatch *self)
{
  TgColor to_move = tg_game_get_to_move (self->game);

  return tg_game_get_phase (self->game) == TG_PHASE_PLAYING
         && (to_move == TG_BLACK || to_move == TG_WHITE)
         && self->seats[to_move - 1] != NULL && self->seats[2 - to_move] == NULL;
}

gboolean
tg_match_undo (TgMatch *self)
{
  gboolean lost_on_time;

  g_return_val_if_fail (TG_IS_MATCH (self), FALSE);

  lost_on_time = tg_game_get_phase (self->game) == TG_PHASE_FINISHED
                 && tg_game_get_end_reason (self->game) == TG_END_TIME;
  /* The model knows what may be taken back: moves only with takebacks,
   * marks always. */
  if (!tg_game_undo (self->game))
    return FALSE;
  if (lost_on_time && tg_game_get_phase (self->game) == TG_PHASE_PLAYING)
    {
      /* The clock that ran out would end the game again at once. */
      tg_match_reset_clock (self);
      return TRUE;
    }
  if (engine_against_person (self))
    tg_game_undo (self->game);
  return TRUE;
}

gboolean
tg_match_redo (TgMatch *self)
{
  g_return_val_if_fail (TG_IS_MATCH (self), FALSE);

  if (!tg_game_redo (self->game))
    return FALSE;
  if (engine_against_person (self) && tg_game_can_redo (self->game))
    tg_game_redo (self->game);
  return TRUE;
}

void
tg_match_set_hint_engine (TgMatch    *self,
                          TgEngine   *engine,
                          const char *name)
{
  g_return_if_fail (TG_IS_MATCH (self));
  g_return_if_fail (engine == NULL || TG_IS_ENGINE (engine));

  g_clear_pointer (&self->hint_seat, _tg_match_seat_free);
  if (engine != NULL)
    self->hint_seat = _tg_match_seat_new (self, engine, name, NULL);
  _tg_match_emit_changed (self);
}

gboolean
tg_match_request_hint (TgMatch *self)
{
  TgColor to_move;
  TgMatchSeat *seat;

  g_return_val_if_fail (TG_IS_MATCH (self), FALSE);

  to_move = tg_game_get_to_move (self->game);
  if (self->hint_asked != NULL || tg_game_get_phase (self->game) != TG_PHASE_PLAYING
      || (to_move != TG_BLACK && to_move != TG_WHITE))
    return FALSE;
  /* The opponent's engine knows the game best; otherwise the hint engine. */
  seat = self->seats[2 - to_move];
  if (!_tg_match_seat_ready (seat) || _tg_match_seat_busy (seat))
    {
      seat = self->hint_seat;
      if (seat == NULL)
        return FALSE;
      if (seat->failure != NULL)
        _tg_match_seat_restart (seat);
      else if (!tg_engine_process_get_running (TG_ENGINE_PROCESS (seat->engine)))
        _tg_match_seat_start (seat);
      if (!_tg_match_seat_ready (seat) || _tg_match_seat_busy (seat))
        return FALSE;
    }
  self->hint_asked = seat;
  tg_engine_player_request_hint (seat->player, to_move);
  _tg_match_emit_changed (self);
  return TRUE;
}

gboolean
tg_match_get_hint_pending (TgMatch *self)
{
  g_return_val_if_fail (TG_IS_MATCH (self), FALSE);

  return self->hint_asked != NULL;
}

TgMatch *
tg_match_new (TgGame *game)
{
  g_return_val_if_fail (TG_IS_GAME (game), NULL);

  return g_object_new (TG_TYPE_MATCH, "game", game, NULL);
}

static void
tg_match_dispose (GObject *object)
{
  TgMatch *self = TG_MATCH (object);

  TgMatchSeat *seats[2];
  guint n = _tg_match_distinct_seats (self, seats);

  g_clear_handle_id (&self->evaluate_source, g_source_remove);
  _tg_match_clock_dispose (self);
  self->seats[0] = self->seats[1] = NULL;
  for (guint i = 0; i < n; i++)
    _tg_match_seat_free (seats[i]);
  g_clear_pointer (&self->hint_seat, _tg_match_seat_free);
  if (self->game != NULL)
    g_clear_signal_handler (&self->game_changed_id, self->game);
  g_clear_object (&self->game);
  G_OBJECT_CLASS (tg_match_parent_class)->dispose (object);
}

static void
tg_match_finalize (GObject *object)
{
  TgMatch *self = TG_MATCH (object);

  g_clear_pointer (&self->clock, tg_clock_free);
  g_free (self->clock_warning);
  g_clear_pointer (&self->dead_before, tg_point_set_free);
  G_OBJECT_CLASS (tg_match_parent_class)->finalize (object);
}

static void
tg_match_get_property (GObject    *object,
                       guint       prop_id,
                       GValue     *value,
                       GParamSpec *pspec)
{
  TgMatch *self = TG_MATCH (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_PAUSED:
      g_value_set_boolean (value, self->paused);
      break;
    case PROP_CLOCK_PAUSED:
      g_value_set_boolean (value, self->clock_paused);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tg_match_set_property (GObject      *object,
                       guint         prop_id,
                       const GValue *value,
                       GParamSpec   *pspec)
{
  TgMatch *self = TG_MATCH (object);

  switch (prop_id)
    {
    case PROP_GAME:
      tg_match_set_game (self, g_value_get_object (value));
      break;
    case PROP_PAUSED:
      tg_match_set_paused (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tg_match_class_init (TgMatchClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tg_match_dispose;
  object_class->finalize = tg_match_finalize;
  object_class->get_property = tg_match_get_property;
  object_class->set_property = tg_match_set_property;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, TG_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT | G_PARAM_EXPLICIT_NOTIFY |
                         G_PARAM_STATIC_STRINGS);
  properties[PROP_PAUSED] =
    g_param_spec_boolean ("paused", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CLOCK_PAUSED] =
    g_param_spec_boolean ("clock-paused", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  _tg_match_signals[TG_MATCH_CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  _tg_match_signals[TG_MATCH_ENGINE_MOVED] =
    g_signal_new ("engine-moved", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_INT);
  _tg_match_signals[TG_MATCH_ENGINE_RESIGNED] =
    g_signal_new ("engine-resigned", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);
  _tg_match_signals[TG_MATCH_ENGINE_FAILED] =
    g_signal_new ("engine-failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 3, G_TYPE_INT, G_TYPE_STRING, G_TYPE_STRING);
  _tg_match_signals[TG_MATCH_HINT] =
    g_signal_new ("hint", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_STRING);
  _tg_match_signals[TG_MATCH_DEAD_STONES] =
    g_signal_new ("dead-stones", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_STRING, G_TYPE_UINT);
  _tg_match_signals[TG_MATCH_SETTLED] =
    g_signal_new ("settled", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_BOOLEAN, G_TYPE_UINT);
  _tg_match_signals[TG_MATCH_CLOCK_TICK] =
    g_signal_new ("clock-tick", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  _tg_match_signals[TG_MATCH_FLAG_FELL] =
    g_signal_new ("flag-fell", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);
}

static void
tg_match_init (TgMatch *self)
{
  _tg_match_clock_init (self);
}
