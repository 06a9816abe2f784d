/* tg-match.c
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-match.h"

#include <glib/gi18n.h>
#include <string.h>

#include "tg-engine-player.h"
#include "tg-estimate.h"

/* An engine in the match: one process, playing one colour or both, or
 * giving hints. */
typedef struct
{
  TgMatch        *match;         /* owns it */
  TgEngine       *engine;
  TgEnginePlayer *player;
  char           *name;
  char           *failure;       /* why it stopped; NULL while it plays */
  TgPointSet     *dead;          /* its list at counting, with engines-settle */
} Seat;

struct _TgMatch
{
  GObject     parent_instance;

  TgGame     *game;
  gulong      game_changed_id;
  /* By colour - 1; the same seat twice for an engine playing both. */
  Seat       *seats[2];
  Seat       *hint_seat;
  /* The seat a hint was asked of, until it answers (or drops a stale
   * answer: then it is no longer busy). */
  Seat       *hint_asked;
  TgClock    *clock;

  gboolean    paused;
  gboolean    placing_handicap;
  gboolean    engines_settle;
  guint       watch_delay;
  guint       evaluate_source;

  /* The end node whose dead stones were asked, so they are asked once,
   * and the marks then: an engine's list replaces them only if nobody
   * changed them meanwhile. */
  TgNode     *dead_asked;
  TgPointSet *dead_before;
};

G_DEFINE_FINAL_TYPE (TgMatch, tg_match, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_GAME,
  PROP_PAUSED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  CHANGED,
  ENGINE_MOVED,
  ENGINE_RESIGNED,
  ENGINE_FAILED,
  HINT,
  DEAD_STONES,
  SETTLED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void schedule_evaluate (TgMatch *self);

static void
emit_changed (TgMatch *self)
{
  g_signal_emit (self, signals[CHANGED], 0);
}

/* Seats */

static gboolean
seat_ready (Seat *seat)
{
  return seat != NULL && seat->failure == NULL && tg_engine_get_running (seat->engine);
}

static gboolean
seat_busy (Seat *seat)
{
  return seat != NULL && tg_engine_player_get_busy (seat->player);
}

static TgColor
seat_color (Seat *seat)
{
  TgMatch *self = seat->match;

  if (seat == self->seats[0])
    return TG_BLACK;
  if (seat == self->seats[1])
    return TG_WHITE;
  return TG_EMPTY;
}

static void
seat_fail (Seat       *seat,
           const char *message)
{
  TgMatch *self = seat->match;
  g_autofree char *trimmed = g_strdup (message);

  if (seat->failure != NULL)
    return;
  /* The messages are sentences without the final stop. */
  g_strchomp (trimmed);
  if (g_str_has_suffix (trimmed, "."))
    trimmed[strlen (trimmed) - 1] = '\0';
  seat->failure = g_steal_pointer (&trimmed);
  if (self->hint_asked == seat)
    self->hint_asked = NULL;
  g_signal_emit (self, signals[ENGINE_FAILED], 0, seat_color (seat), seat->name, seat->failure);
  emit_changed (self);
}

/* The seat holding the turn at the end of the line in play, failed or
 * not; NULL when it is a person's turn or no one's. */
static Seat *
seat_to_move (TgMatch *self)
{
  TgColor to_move = tg_game_get_to_move (self->game);

  if (tg_game_get_phase (self->game) != TG_PHASE_PLAYING || self->placing_handicap
      || tg_node_get_n_children (tg_game_get_current (self->game)) > 0
      || (to_move != TG_BLACK && to_move != TG_WHITE))
    return NULL;
  return self->seats[to_move - 1];
}

/* Whether @seat may play its answer now: its turn, not paused.  An
 * answer that may not is dropped; the next request puts the engine
 * right first. */
static gboolean
may_answer (Seat *seat)
{
  TgMatch *self = seat->match;

  return !self->paused && seat->failure == NULL && seat_to_move (self) == seat;
}

static void
on_move (TgEnginePlayer *player,
         int             point,
         Seat           *seat)
{
  TgMatch *self = seat->match;
  TgColor color = tg_game_get_to_move (self->game);
  TgMoveStatus status;

  if (!may_answer (seat))
    {
      emit_changed (self);
      return;
    }
  tg_game_begin_step (self->game);
  status = tg_game_play (self->game, point, NULL);
  if (status == TG_MOVE_OK && point == TG_PASS)
    tg_match_suggest_dead_stones (self);
  tg_game_end_step (self->game);
  if (status != TG_MOVE_OK)
    {
      /* The player checks moves against the rules before passing them
       * on, so this is a game that changed underneath it. */
      seat_fail (seat, _("The engine’s move no longer fits the game"));
      return;
    }
  g_signal_emit (self, signals[ENGINE_MOVED], 0, color, point);
  emit_changed (self);
}

static void
on_resigned (TgEnginePlayer *player,
             Seat           *seat)
{
  TgMatch *self = seat->match;
  TgColor color = tg_game_get_to_move (self->game);

  if (!may_answer (seat))
    return;
  tg_game_resign (self->game, color);
  g_signal_emit (self, signals[ENGINE_RESIGNED], 0, color);
  emit_changed (self);
}

static void
on_hint (TgEnginePlayer *player,
         int             point,
         Seat           *seat)
{
  TgMatch *self = seat->match;

  if (self->hint_asked != seat)
    return;
  self->hint_asked = NULL;
  g_signal_emit (self, signals[HINT], 0, point, seat->name);
  emit_changed (self);
}

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
  Seat *black = self->seats[0];
  Seat *white = self->seats[1];
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
  g_signal_emit (self, signals[SETTLED], 0, agreed, agreed ? count : 0);
  emit_changed (self);
}

static void
on_dead_stones (TgEnginePlayer *player,
                TgPointSet     *dead,
                Seat           *seat)
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
  g_signal_emit (self, signals[DEAD_STONES], 0, seat->name, tg_point_set_count (dead));
}

static void
on_failed (TgEnginePlayer *player,
           const char     *message,
           Seat           *seat)
{
  seat_fail (seat, message);
}

static void
on_stopped (TgEngine   *engine,
            const char *reason,
            Seat       *seat)
{
  seat_fail (seat, reason);
}

static void
on_n_pending (Seat *seat)
{
  /* A reply came or a command went: the thinking indicator follows, and
   * a dropped answer leaves the engine free to be asked again. */
  schedule_evaluate (seat->match);
}

static Seat *
seat_new (TgMatch            *self,
          TgEngine           *engine,
          const char         *name,
          const char * const *rules_commands)
{
  Seat *seat = g_new0 (Seat, 1);

  seat->match = self;
  seat->engine = g_object_ref (engine);
  seat->name = g_strdup (name);
  seat->player = tg_engine_player_new (engine, self->game);
  tg_engine_player_set_rules_commands (seat->player, rules_commands);
  tg_engine_player_set_clock (seat->player, self->clock);
  g_signal_connect (seat->player, "move", G_CALLBACK (on_move), seat);
  g_signal_connect (seat->player, "resigned", G_CALLBACK (on_resigned), seat);
  g_signal_connect (seat->player, "hint", G_CALLBACK (on_hint), seat);
  g_signal_connect (seat->player, "dead-stones", G_CALLBACK (on_dead_stones), seat);
  g_signal_connect (seat->player, "failed", G_CALLBACK (on_failed), seat);
  g_signal_connect (engine, "stopped", G_CALLBACK (on_stopped), seat);
  g_signal_connect_swapped (engine, "notify::n-pending", G_CALLBACK (on_n_pending), seat);
  return seat;
}

static void
seat_free (Seat *seat)
{
  if (seat->match->hint_asked == seat)
    seat->match->hint_asked = NULL;
  g_signal_handlers_disconnect_by_data (seat->player, seat);
  g_signal_handlers_disconnect_by_data (seat->engine, seat);
  tg_engine_stop (seat->engine);
  /* A request still out holds the player until its (failed) answer. */
  g_object_unref (seat->player);
  g_object_unref (seat->engine);
  g_free (seat->name);
  g_free (seat->failure);
  g_clear_pointer (&seat->dead, tg_point_set_free);
  g_free (seat);
}

/* Starts the engine if it is not running and brings it to the game. */
static void
seat_start (Seat *seat)
{
  g_autoptr(GError) error = NULL;

  if (!tg_engine_get_running (seat->engine) && !tg_engine_start (seat->engine, &error))
    {
      seat_fail (seat, error->message);
      return;
    }
  tg_engine_player_sync (seat->player);
}

/* A new process, which knows nothing yet. */
static void
seat_restart (Seat *seat)
{
  TgMatch *self = seat->match;

  if (self->hint_asked == seat)
    self->hint_asked = NULL;
  g_clear_pointer (&seat->failure, g_free);
  tg_engine_stop (seat->engine);
  tg_engine_player_reset (seat->player);
  seat_start (seat);
}

/* The seats of both colours, each once. */
static guint
distinct_seats (TgMatch *self,
                Seat    *seats[2])
{
  guint n = 0;

  if (self->seats[0] != NULL)
    seats[n++] = self->seats[0];
  if (self->seats[1] != NULL && self->seats[1] != self->seats[0])
    seats[n++] = self->seats[1];
  return n;
}

/* Turns */

static void
ask_for_dead_stones (TgMatch *self)
{
  TgNode *end = tg_game_get_end_node (self->game);
  const TgPointSet *marked = tg_game_get_dead (self->game);
  Seat *asked[2] = { NULL, NULL };
  guint n_asked;

  if (tg_game_get_phase (self->game) != TG_PHASE_COUNTING || end == NULL || end == self->dead_asked)
    return;
  if (engines_count (self))
    n_asked = distinct_seats (self, asked);
  else
    {
      asked[0] = seat_ready (self->seats[0]) ? self->seats[0] : self->seats[1];
      n_asked = asked[0] != NULL ? 1 : 0;
    }
  if (n_asked == 0)
    return;
  for (guint i = 0; i < n_asked; i++)
    if (!seat_ready (asked[i]) || seat_busy (asked[i]))
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

static gboolean
evaluate (gpointer user_data)
{
  TgMatch *self = user_data;
  Seat *seat = seat_to_move (self);

  self->evaluate_source = 0;
  if (self->hint_asked != NULL && !seat_busy (self->hint_asked))
    self->hint_asked = NULL;
  if (!self->paused && seat_ready (seat) && !seat_busy (seat))
    {
      /* After a resumption the engines settle life and death on the
       * board (spec §5.2): they capture instead of passing. */
      tg_engine_player_set_cleanup (seat->player, tg_game_get_resumed (self->game));
      tg_engine_player_request_move (seat->player, tg_game_get_to_move (self->game));
    }
  ask_for_dead_stones (self);
  emit_changed (self);
  return G_SOURCE_REMOVE;
}

static void
schedule_evaluate (TgMatch *self)
{
  gboolean watching = self->seats[0] != NULL && self->seats[1] != NULL;

  /* At the default priority, not the idle one: a spinner saying the
   * engine thinks keeps the frame clock busy, and would put off for good
   * the look that stops it. */
  if (self->evaluate_source != 0)
    return;
  if (watching && self->watch_delay > 0 && seat_to_move (self) != NULL)
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
  Seat *seats[3];
  guint n;

  g_return_if_fail (TG_IS_MATCH (self));
  g_return_if_fail (TG_IS_GAME (game));

  if (self->game == game)
    return;
  if (self->game != NULL)
    g_clear_signal_handler (&self->game_changed_id, self->game);
  g_set_object (&self->game, game);
  self->game_changed_id = g_signal_connect_swapped (game, "changed",
                                                    G_CALLBACK (schedule_evaluate), self);
  self->dead_asked = NULL;
  g_clear_pointer (&self->dead_before, tg_point_set_free);
  self->hint_asked = NULL;

  n = distinct_seats (self, seats);
  if (self->hint_seat != NULL)
    seats[n++] = self->hint_seat;
  for (guint i = 0; i < n; i++)
    {
      gboolean busy = seat_busy (seats[i]);

      tg_engine_player_set_game (seats[i]->player, game);
      /* An engine still answering for the old game would keep the new
       * one waiting; one that failed gets its chance again. */
      if (busy || (seats[i]->failure != NULL && seats[i] != self->hint_seat))
        seat_restart (seats[i]);
      else
        tg_engine_player_sync (seats[i]->player);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
  schedule_evaluate (self);
}

void
tg_match_set_players (TgMatch             *self,
                      const TgMatchPlayer *black,
                      const TgMatchPlayer *white)
{
  const TgMatchPlayer *players[2] = { black, white };
  Seat *old[2] = { self->seats[0], self->seats[1] };
  Seat *chosen[2] = { NULL, NULL };
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
          chosen[i] = seat_new (self, engine, players[i]->name, players[i]->rules_commands);
          fresh[i] = TRUE;
        }
    }

  self->seats[0] = chosen[0];
  self->seats[1] = chosen[1];
  for (int i = 0; i < 2; i++)
    if (old[i] != NULL && old[i] != chosen[0] && old[i] != chosen[1]
        && !(i == 1 && old[1] == old[0]))
      seat_free (old[i]);
  /* Started once both colours are in place, so that a failure names its
   * colour. */
  for (int i = 0; i < 2; i++)
    if (fresh[i])
      seat_start (chosen[i]);
  schedule_evaluate (self);
  emit_changed (self);
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
  Seat *seats[2];
  guint n;

  g_return_if_fail (TG_IS_MATCH (self));

  n = distinct_seats (self, seats);
  for (guint i = 0; i < n; i++)
    if (seats[i]->failure != NULL)
      seat_restart (seats[i]);
  schedule_evaluate (self);
  emit_changed (self);
}

TgColor
tg_match_get_engine_turn (TgMatch *self)
{
  Seat *seat;

  g_return_val_if_fail (TG_IS_MATCH (self), TG_EMPTY);

  seat = seat_to_move (self);
  return seat != NULL && seat->failure == NULL ? tg_game_get_to_move (self->game) : TG_EMPTY;
}

gboolean
tg_match_get_thinking (TgMatch *self)
{
  Seat *seat;

  g_return_val_if_fail (TG_IS_MATCH (self), FALSE);

  seat = seat_to_move (self);
  return !self->paused && seat_ready (seat) && seat_busy (seat);
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
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PAUSED]);
  schedule_evaluate (self);
  emit_changed (self);
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
  schedule_evaluate (self);
}

void
tg_match_set_watch_delay (TgMatch *self,
                          guint    delay_ms)
{
  g_return_if_fail (TG_IS_MATCH (self));

  self->watch_delay = delay_ms;
}

void
tg_match_set_engines_settle (TgMatch  *self,
                             gboolean  settle)
{
  g_return_if_fail (TG_IS_MATCH (self));

  self->engines_settle = settle;
}

void
tg_match_pass (TgMatch *self)
{
  g_return_if_fail (TG_IS_MATCH (self));

  tg_game_begin_step (self->game);
  tg_game_play (self->game, TG_PASS, NULL);
  tg_match_suggest_dead_stones (self);
  tg_game_end_step (self->game);
}

void
tg_match_suggest_dead_stones (TgMatch *self)
{
  const TgPointSet *marked;
  TgNode *end;
  const TgBoard *board;
  g_autoptr(TgPointSet) dead = NULL;

  g_return_if_fail (TG_IS_MATCH (self));

  marked = tg_game_get_dead (self->game);
  end = tg_game_get_end_node (self->game);
  if (tg_game_get_phase (self->game) != TG_PHASE_COUNTING || end == NULL
      || end != tg_game_get_current (self->game)
      || (marked != NULL && tg_point_set_count (marked) > 0))
    return;
  board = tg_game_get_board (self->game);
  dead = tg_estimate_dead (board, tg_game_get_to_move (self->game), tg_board_get_hash (board),
                           0, NULL);
  if (tg_point_set_count (dead) > 0)
    tg_game_set_dead (self->game, dead);
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
  g_return_val_if_fail (TG_IS_MATCH (self), FALSE);

  /* The model knows what may be taken back: moves only with takebacks,
   * marks always. */
  if (!tg_game_undo (self->game))
    return FALSE;
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

  g_clear_pointer (&self->hint_seat, seat_free);
  if (engine != NULL)
    self->hint_seat = seat_new (self, engine, name, NULL);
  emit_changed (self);
}

gboolean
tg_match_request_hint (TgMatch *self)
{
  TgColor to_move;
  Seat *seat;

  g_return_val_if_fail (TG_IS_MATCH (self), FALSE);

  to_move = tg_game_get_to_move (self->game);
  if (self->hint_asked != NULL || tg_game_get_phase (self->game) != TG_PHASE_PLAYING
      || (to_move != TG_BLACK && to_move != TG_WHITE))
    return FALSE;
  /* The opponent's engine knows the game best; otherwise the hint engine. */
  seat = self->seats[2 - to_move];
  if (!seat_ready (seat) || seat_busy (seat))
    {
      seat = self->hint_seat;
      if (seat == NULL)
        return FALSE;
      if (seat->failure != NULL)
        seat_restart (seat);
      else if (!tg_engine_get_running (seat->engine))
        seat_start (seat);
      if (!seat_ready (seat) || seat_busy (seat))
        return FALSE;
    }
  self->hint_asked = seat;
  tg_engine_player_request_hint (seat->player, to_move);
  emit_changed (self);
  return TRUE;
}

gboolean
tg_match_get_hint_pending (TgMatch *self)
{
  g_return_val_if_fail (TG_IS_MATCH (self), FALSE);

  return self->hint_asked != NULL;
}

void
tg_match_set_clock (TgMatch *self,
                    TgClock *clock)
{
  Seat *seats[3];
  guint n;

  g_return_if_fail (TG_IS_MATCH (self));

  n = distinct_seats (self, seats);
  if (self->hint_seat != NULL)
    seats[n++] = self->hint_seat;
  for (guint i = 0; i < n; i++)
    tg_engine_player_set_clock (seats[i]->player, clock);
  g_clear_pointer (&self->clock, tg_clock_free);
  self->clock = clock;
}

TgClock *
tg_match_get_clock (TgMatch *self)
{
  g_return_val_if_fail (TG_IS_MATCH (self), NULL);

  return self->clock;
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

  Seat *seats[2];
  guint n = distinct_seats (self, seats);

  g_clear_handle_id (&self->evaluate_source, g_source_remove);
  self->seats[0] = self->seats[1] = NULL;
  for (guint i = 0; i < n; i++)
    seat_free (seats[i]);
  g_clear_pointer (&self->hint_seat, seat_free);
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
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[ENGINE_MOVED] = g_signal_new ("engine-moved", G_TYPE_FROM_CLASS (klass),
                                        G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                        G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_INT);
  signals[ENGINE_RESIGNED] = g_signal_new ("engine-resigned", G_TYPE_FROM_CLASS (klass),
                                           G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                           G_TYPE_NONE, 1, G_TYPE_INT);
  signals[ENGINE_FAILED] = g_signal_new ("engine-failed", G_TYPE_FROM_CLASS (klass),
                                         G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                         G_TYPE_NONE, 3, G_TYPE_INT, G_TYPE_STRING, G_TYPE_STRING);
  signals[HINT] = g_signal_new ("hint", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_STRING);
  signals[DEAD_STONES] = g_signal_new ("dead-stones", G_TYPE_FROM_CLASS (klass),
                                       G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                       G_TYPE_NONE, 2, G_TYPE_STRING, G_TYPE_UINT);
  signals[SETTLED] = g_signal_new ("settled", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_BOOLEAN,
                                   G_TYPE_UINT);
}

static void
tg_match_init (TgMatch *self)
{
}
