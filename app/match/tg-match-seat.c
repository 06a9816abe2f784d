/* tg-match-seat.c: each engine of a match — its process, its
 * TgEnginePlayer, its failure — and what is done with its answers.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "tg-match-private.h"

gboolean
_tg_match_seat_ready (TgMatchSeat *seat)
{
  return seat != NULL && seat->failure == NULL &&
         tg_engine_process_get_running (TG_ENGINE_PROCESS (seat->engine));
}

gboolean
_tg_match_seat_busy (TgMatchSeat *seat)
{
  return seat != NULL && tg_engine_player_get_busy (seat->player);
}

static TgColor
seat_color (TgMatchSeat *seat)
{
  TgMatch *self = seat->match;

  if (seat == self->seats[0])
    return TG_BLACK;
  if (seat == self->seats[1])
    return TG_WHITE;
  return TG_EMPTY;
}

static void
seat_fail (TgMatchSeat *seat,
           const char  *message)
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
  g_signal_emit (self, _tg_match_signals[TG_MATCH_ENGINE_FAILED], 0, seat_color (seat),
                 seat->name, seat->failure);
  _tg_match_emit_changed (self);
}

/* Whether the record names @color otherwise than @seat's engine, which
 * plays it. */
static gboolean
misnamed (TgMatchSeat *seat,
          TgColor      color)
{
  TgMatch *self = seat->match;

  return seat->record_name != NULL && self->seats[color - 1] == seat &&
         g_strcmp0 (tg_game_get_info (self->game, color == TG_BLACK ? "PB" : "PW"),
                    seat->record_name) != 0;
}

void
_tg_match_seat_name_players (TgMatchSeat *seat)
{
  TgGame *game = seat->match->game;
  gboolean black = misnamed (seat, TG_BLACK);
  gboolean white = misnamed (seat, TG_WHITE);

  /* Only in a game nothing has happened in yet, which starts with its
   * players as one the new-game dialog names; in any other the names go
   * with the engine's next move (name_in_step). */
  if ((!black && !white) || tg_game_can_undo (game) || tg_game_can_redo (game) ||
      tg_game_get_modified (game))
    return;
  tg_game_init_info (game, black ? seat->record_name : NULL, white ? seat->record_name : NULL,
                     NULL);
}

/* Inside the step of @seat's move or resignation: the colours it plays
 * named after its engine, an edit undone with the move. */
static void
name_in_step (TgMatchSeat *seat)
{
  for (TgColor color = TG_BLACK; color <= TG_WHITE; color++)
    if (misnamed (seat, color))
      tg_game_set_info (seat->match->game, color == TG_BLACK ? "PB" : "PW", seat->record_name);
}

/* Whether @seat may play its answer now: its turn, not paused.  An
 * answer that may not is dropped; the next request puts the engine
 * right first. */
static gboolean
may_answer (TgMatchSeat *seat)
{
  TgMatch *self = seat->match;

  return !self->paused && seat->failure == NULL && _tg_match_seat_to_move (self) == seat;
}

static void
on_move (TgEnginePlayer *player,
         int             point,
         TgMatchSeat    *seat)
{
  TgMatch *self = seat->match;
  TgColor color = tg_game_get_to_move (self->game);
  TgMoveStatus status;

  if (!may_answer (seat))
    {
      _tg_match_emit_changed (self);
      return;
    }
  tg_game_begin_step (self->game);
  status = tg_match_play (self, point, NULL);
  if (status == TG_MOVE_OK)
    name_in_step (seat);
  tg_game_end_step (self->game);
  /* The answer came after the engine's flag fell: the game ended on time. */
  if (status == TG_MOVE_NOT_AT_END && tg_game_get_phase (self->game) == TG_PHASE_FINISHED)
    {
      _tg_match_emit_changed (self);
      return;
    }
  if (status != TG_MOVE_OK)
    {
      /* The player checks moves against the rules before passing them
       * on, so this is a game that changed underneath it. */
      seat_fail (seat, _("The engine’s move no longer fits the game"));
      return;
    }
  g_signal_emit (self, _tg_match_signals[TG_MATCH_ENGINE_MOVED], 0, color, point);
  _tg_match_emit_changed (self);
}

static void
on_resigned (TgEnginePlayer *player,
             TgMatchSeat    *seat)
{
  TgMatch *self = seat->match;
  TgColor color = tg_game_get_to_move (self->game);

  if (!may_answer (seat))
    return;
  tg_game_begin_step (self->game);
  tg_game_resign (self->game, color);
  name_in_step (seat);
  tg_game_end_step (self->game);
  g_signal_emit (self, _tg_match_signals[TG_MATCH_ENGINE_RESIGNED], 0, color);
  _tg_match_emit_changed (self);
}

static void
on_hint (TgEnginePlayer *player,
         int             point,
         TgMatchSeat    *seat)
{
  TgMatch *self = seat->match;

  if (self->hint_asked != seat)
    return;
  self->hint_asked = NULL;
  g_signal_emit (self, _tg_match_signals[TG_MATCH_HINT], 0, point, seat->name);
  _tg_match_emit_changed (self);
}

static void
on_dead_stones (TgEnginePlayer *player,
                TgPointSet     *dead,
                TgMatchSeat    *seat)
{
  _tg_match_dead_stones_listed (seat, dead);
}

static void
on_failed (TgEnginePlayer *player,
           const char     *message,
           TgMatchSeat    *seat)
{
  seat_fail (seat, message);
}

static void
on_stopped (TgEngine    *engine,
            const char  *reason,
            TgMatchSeat *seat)
{
  seat_fail (seat, reason);
}

static void
on_n_pending (TgMatchSeat *seat)
{
  /* A reply came or a command went: the thinking indicator follows, and
   * a dropped answer leaves the engine free to be asked again. */
  _tg_match_schedule_evaluate (seat->match);
}

TgMatchSeat *
_tg_match_seat_new (TgMatch            *self,
                    TgEngine           *engine,
                    const char         *name,
                    const char * const *rules_commands)
{
  TgMatchSeat *seat = g_new0 (TgMatchSeat, 1);

  seat->match = self;
  seat->engine = g_object_ref (engine);
  seat->name = g_strdup (name);
  seat->player = tg_engine_player_new (engine, self->game);
  tg_engine_player_set_rules_commands (seat->player, rules_commands);
  tg_engine_player_set_clock (seat->player, self->clock, self->time);
  g_signal_connect (seat->player, "move", G_CALLBACK (on_move), seat);
  g_signal_connect (seat->player, "resigned", G_CALLBACK (on_resigned), seat);
  g_signal_connect (seat->player, "hint", G_CALLBACK (on_hint), seat);
  g_signal_connect (seat->player, "dead-stones", G_CALLBACK (on_dead_stones), seat);
  g_signal_connect (seat->player, "failed", G_CALLBACK (on_failed), seat);
  g_signal_connect (engine, "stopped", G_CALLBACK (on_stopped), seat);
  g_signal_connect_swapped (engine, "notify::n-pending", G_CALLBACK (on_n_pending), seat);
  return seat;
}

void
_tg_match_seat_free (TgMatchSeat *seat)
{
  if (seat->match->hint_asked == seat)
    seat->match->hint_asked = NULL;
  g_signal_handlers_disconnect_by_data (seat->player, seat);
  g_signal_handlers_disconnect_by_data (seat->engine, seat);
  tg_engine_process_stop (TG_ENGINE_PROCESS (seat->engine));
  /* A request still out holds the player until its (failed) answer. */
  g_object_unref (seat->player);
  g_object_unref (seat->engine);
  g_free (seat->name);
  g_free (seat->record_name);
  g_free (seat->failure);
  g_clear_pointer (&seat->dead, tg_point_set_free);
  g_free (seat);
}

/* The first line of an answer, fit for a record. */
static char *
answer_line (const char *answer)
{
  g_autofree char *line = g_strndup (answer, strcspn (answer, "\n"));

  return tg_engine_quote (g_strstrip (line));
}

typedef struct
{
  TgMatch *match;
  char    *name;
} Naming;

/* The answer to "version", after the one to "name": the seat of the
 * engine, if it still has one, is named. */
static void
on_version (GObject      *source,
            GAsyncResult *result,
            gpointer      user_data)
{
  Naming *naming = user_data;
  g_autofree char *version = tg_engine_send_finish (TG_ENGINE (source), result, NULL);
  TgMatch *self = naming->match;

  for (int i = 0; i < 2 && naming->name != NULL && naming->name[0] != '\0'; i++)
    {
      TgMatchSeat *seat = self->seats[i];
      g_autofree char *line = version != NULL ? answer_line (version) : g_strdup ("");

      if (seat == NULL || seat->engine != TG_ENGINE (source))
        continue;
      g_free (seat->record_name);
      seat->record_name = line[0] != '\0' ? g_strdup_printf ("%s %s", naming->name, line)
                                           : g_strdup (naming->name);
      _tg_match_seat_name_players (seat);
    }
  g_object_unref (naming->match);
  g_free (naming->name);
  g_free (naming);
}

static void
on_name (GObject      *source,
         GAsyncResult *result,
         gpointer      user_data)
{
  Naming *naming = user_data;
  g_autofree char *name = tg_engine_send_finish (TG_ENGINE (source), result, NULL);

  if (name != NULL)
    naming->name = answer_line (name);
}

/* Asks the engine who it is, for the record. */
static void
ask_name (TgMatchSeat *seat)
{
  Naming *naming = g_new0 (Naming, 1);

  naming->match = g_object_ref (seat->match);
  tg_engine_send_async (seat->engine, "name", 0, NULL, on_name, naming);
  tg_engine_send_async (seat->engine, "version", 0, NULL, on_version, naming);
}

void
_tg_match_seat_start (TgMatchSeat *seat)
{
  g_autoptr(GError) error = NULL;

  if (!tg_engine_process_get_running (TG_ENGINE_PROCESS (seat->engine)) &&
      !tg_engine_process_start (TG_ENGINE_PROCESS (seat->engine), &error))
    {
      seat_fail (seat, error->message);
      return;
    }
  if (seat != seat->match->hint_seat)
    ask_name (seat);
  tg_engine_player_sync (seat->player);
}

void
_tg_match_seat_restart (TgMatchSeat *seat)
{
  TgMatch *self = seat->match;

  if (self->hint_asked == seat)
    self->hint_asked = NULL;
  g_clear_pointer (&seat->failure, g_free);
  tg_engine_process_stop (TG_ENGINE_PROCESS (seat->engine));
  tg_engine_player_reset (seat->player);
  _tg_match_seat_start (seat);
}
