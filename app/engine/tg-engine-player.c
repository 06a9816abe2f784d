/* tg-engine-player.c
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "tg-engine-player-private.h"

G_DEFINE_FINAL_TYPE (TgEnginePlayer, tg_engine_player, G_TYPE_OBJECT)

enum {
  MOVE,
  HINT,
  RESIGNED,
  DEAD_STONES,
  FAILED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

void
_tg_engine_player_move_request_free (MoveRequest *request)
{
  g_object_unref (request->self);
  g_object_unref (request->game);
  g_free (request->expected_setup);
  g_array_unref (request->expected_line);
  g_free (request);
}

void
_tg_engine_player_fail (TgEnginePlayer *self,
                        const char     *message)
{
  g_signal_emit (self, signals[FAILED], 0, message);
}

static gboolean
line_unchanged (MoveRequest *request)
{
  TgEnginePlayer *self = request->self;
  g_autoptr(GArray) now = NULL;
  g_autofree char *setup = NULL;
  TgNode *base;

  if (self->game != request->game || tg_game_get_current (self->game) != request->expected_node)
    return FALSE;
  now = g_array_new (FALSE, FALSE, sizeof (Move));
  base = _tg_engine_player_game_line (self->game, now);
  setup = _tg_engine_player_describe_setup (self, base);
  /* An empty GArray may have no data at all, which memcmp must not see. */
  return g_str_equal (setup, request->expected_setup) && now->len == request->expected_line->len &&
         (now->len == 0 ||
          memcmp (now->data, request->expected_line->data, now->len * sizeof (Move)) == 0);
}

static void
on_move_reply (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  MoveRequest *request = user_data;
  TgEnginePlayer *self = request->self;
  g_autoptr(GError) error = NULL;
  g_autofree char *reply = tg_engine_send_finish (TG_ENGINE (source), result, &error);
  g_autofree char *message = NULL;
  TgPoint point;
  int repeats = -1;
  TgMoveStatus status;

  self->busy--;
  if (!request->hint)
    self->moves_pending--;
  if (self->moves_pending == 0 && self->sync_deferred)
    _tg_engine_player_schedule_sync (self);
  if (reply == NULL)
    {
      if (g_error_matches (error, TG_ENGINE_ERROR, TG_ENGINE_ERROR_FAILED))
        {
          message = g_strdup_printf (_("The engine could not choose a move: %s"), error->message);
          _tg_engine_player_fail (self, message);
        }
      _tg_engine_player_move_request_free (request);
      return;
    }

  g_strstrip (reply);
  if (!request->hint && g_ascii_strcasecmp (reply, "resign") == 0)
    {
      if (line_unchanged (request))
        g_signal_emit (self, signals[RESIGNED], 0);
      _tg_engine_player_move_request_free (request);
      return;
    }

  if (g_ascii_strcasecmp (reply, "pass") == 0)
    point = TG_PASS;
  else if (!tg_board_point_from_gtp (tg_game_get_board (self->game), reply, &point))
    {
      g_autofree char *quoted = tg_engine_quote (reply);

      message = g_strdup_printf (_("The engine answered “%s”, which is not a move"), quoted);
      tg_engine_player_reset (self);
      _tg_engine_player_fail (self, message);
      _tg_engine_player_move_request_free (request);
      return;
    }

  /* genmove plays the move in the engine, whatever else it knows. */
  if (!request->hint)
    {
      Move move = { request->color, point };

      g_array_append_val (self->engine_line, move);
    }

  if (!line_unchanged (request))
    {
      /* The players moved on while the engine thought: its answer is for
       * a position that is gone, and the next sync puts it right. */
      _tg_engine_player_schedule_sync (self);
      _tg_engine_player_move_request_free (request);
      return;
    }

  status = tg_game_check_move (self->game, point, &repeats);
  if (status != TG_MOVE_OK)
    {
      g_autofree char *name = _tg_engine_player_point_name (self, point);

      if (status == TG_MOVE_SUPERKO)
        message = g_strdup_printf (_("The engine played %s, which repeats the position after move %d"),
                                   name, repeats);
      else if (status == TG_MOVE_SUICIDE)
        message = g_strdup_printf (_("The engine played %s, which is suicide"), name);
      else
        message = g_strdup_printf (_("The engine played %s, which is not empty"), name);
      tg_engine_player_reset (self);
      _tg_engine_player_fail (self, message);
    }
  else
    g_signal_emit (self, signals[request->hint ? HINT : MOVE], 0, point);

  _tg_engine_player_move_request_free (request);
}

/* Sends @data's genmove, or drops it when the game moved on since it
 * was asked for (a deferred request): the caller asks again. */
void
_tg_engine_player_send_request (TgEnginePlayer *self,
                                MoveRequest    *data)
{
  g_autofree char *command = NULL;
  const char *verb = "genmove";

  if (!line_unchanged (data))
    {
      self->busy--;
      _tg_engine_player_move_request_free (data);
      return;
    }
  tg_engine_player_sync (self);
  if (data->hint && _tg_engine_player_knows (self, "reg_genmove"))
    verb = "reg_genmove";
  else if (!data->hint && self->cleanup && _tg_engine_player_knows (self, "kgs-genmove_cleanup"))
    verb = "kgs-genmove_cleanup";
  if (!data->hint)
    {
      _tg_engine_player_send_time (self, data->color);
      self->moves_pending++;
    }
  command = g_strdup_printf ("%s %s", verb, data->color == TG_BLACK ? "B" : "W");
  tg_engine_send_async (self->engine, command, TG_ENGINE_THINKING, NULL, on_move_reply, data);
  /* Without reg_genmove the engine played its hint: take it back. */
  if (data->hint && !_tg_engine_player_knows (self, "reg_genmove"))
    {
      if (_tg_engine_player_knows (self, "undo"))
        _tg_engine_player_send (self, "undo");
      else
        tg_engine_player_reset (self);
    }
}

static void
request (TgEnginePlayer *self,
         TgColor         color,
         gboolean        hint)
{
  MoveRequest *data = g_new0 (MoveRequest, 1);
  TgNode *base;

  data->self = g_object_ref (self);
  data->color = color;
  data->hint = hint;
  data->game = g_object_ref (self->game);
  data->expected_node = tg_game_get_current (self->game);
  data->expected_line = g_array_new (FALSE, FALSE, sizeof (Move));
  base = _tg_engine_player_game_line (self->game, data->expected_line);
  data->expected_setup = _tg_engine_player_describe_setup (self, base);
  self->busy++;
  /* The first sync asks the engine what it knows. */
  tg_engine_player_sync (self);
  if (self->listing > 0)
    g_ptr_array_add (self->deferred, data);
  else
    _tg_engine_player_send_request (self, data);
}

void
tg_engine_player_request_move (TgEnginePlayer *self,
                               TgColor         color)
{
  g_return_if_fail (TG_IS_ENGINE_PLAYER (self));
  g_return_if_fail (color == TG_BLACK || color == TG_WHITE);

  request (self, color, FALSE);
}

void
tg_engine_player_request_hint (TgEnginePlayer *self,
                               TgColor         color)
{
  g_return_if_fail (TG_IS_ENGINE_PLAYER (self));
  g_return_if_fail (color == TG_BLACK || color == TG_WHITE);

  request (self, color, TRUE);
}

static void
on_dead_reply (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  g_autoptr(TgEnginePlayer) self = user_data;
  g_autoptr(GError) error = NULL;
  g_autofree char *reply = tg_engine_send_finish (TG_ENGINE (source), result, &error);
  g_autoptr(TgPointSet) dead = NULL;
  g_auto(GStrv) words = NULL;
  const TgBoard *board;

  self->busy--;
  if (reply == NULL)
    {
      if (g_error_matches (error, TG_ENGINE_ERROR, TG_ENGINE_ERROR_FAILED))
        {
          g_autofree char *message =
            g_strdup_printf (_("The engine could not list dead stones: %s"), error->message);

          _tg_engine_player_fail (self, message);
        }
      return;
    }

  board = tg_game_get_board (self->game);
  dead = tg_point_set_new ();
  words = g_strsplit_set (reply, " \t\n", -1);
  for (guint i = 0; words[i] != NULL; i++)
    {
      TgPoint point;

      if (*words[i] == '\0')
        continue;
      if (!tg_board_point_from_gtp (board, words[i], &point) ||
          tg_board_get (board, point) == TG_EMPTY)
        {
          g_autofree char *quoted = tg_engine_quote (words[i]);
          g_autofree char *message =
            g_strdup_printf (_("The engine listed “%s” as a dead stone, but there is no stone there"),
                             quoted);

          _tg_engine_player_fail (self, message);
          return;
        }
      if (!tg_point_set_contains (dead, point))
        tg_point_set_toggle_group (dead, board, point);
    }
  g_signal_emit (self, signals[DEAD_STONES], 0, dead);
}

void
tg_engine_player_request_dead (TgEnginePlayer *self)
{
  g_return_if_fail (TG_IS_ENGINE_PLAYER (self));

  tg_engine_player_sync (self);
  self->busy++;
  tg_engine_send_async (self->engine, "final_status_list dead", TG_ENGINE_THINKING, NULL,
                        on_dead_reply, g_object_ref (self));
}

void
tg_engine_player_set_cleanup (TgEnginePlayer *self,
                              gboolean        cleanup)
{
  g_return_if_fail (TG_IS_ENGINE_PLAYER (self));

  self->cleanup = cleanup;
}

gboolean
tg_engine_player_get_busy (TgEnginePlayer *self)
{
  g_return_val_if_fail (TG_IS_ENGINE_PLAYER (self), FALSE);

  return self->busy > 0;
}

void
tg_engine_player_set_rules_commands (TgEnginePlayer     *self,
                                     const char * const *commands)
{
  g_return_if_fail (TG_IS_ENGINE_PLAYER (self));

  g_strfreev (self->rules_commands);
  self->rules_commands = g_strdupv ((char **) commands);
  tg_engine_player_reset (self);
}

void
tg_engine_player_set_clock (TgEnginePlayer *self,
                            const TgClock  *clock,
                            TgTimeSource   *time)
{
  g_return_if_fail (TG_IS_ENGINE_PLAYER (self));
  g_return_if_fail (clock == NULL || TG_IS_TIME_SOURCE (time));

  self->clock = clock;
  g_set_object (&self->time, time);
  self->time_settings_sent = FALSE;
}

void
tg_engine_player_set_game (TgEnginePlayer *self,
                           TgGame         *game)
{
  g_return_if_fail (TG_IS_ENGINE_PLAYER (self));
  g_return_if_fail (TG_IS_GAME (game));

  if (self->game == game)
    return;
  g_clear_handle_id (&self->sync_idle, g_source_remove);
  if (self->game != NULL)
    g_clear_signal_handler (&self->changed_handler, self->game);
  g_set_object (&self->game, game);
  self->changed_handler =
    g_signal_connect_swapped (game, "changed", G_CALLBACK (_tg_engine_player_schedule_sync), self);
  /* What the engine knows of the old game is no start for the new. */
  g_clear_pointer (&self->engine_setup, g_free);
  g_array_set_size (self->engine_line, 0);
}

TgEnginePlayer *
tg_engine_player_new (TgEngine *engine,
                      TgGame   *game)
{
  TgEnginePlayer *self;

  g_return_val_if_fail (TG_IS_ENGINE (engine), NULL);
  g_return_val_if_fail (TG_IS_GAME (game), NULL);

  self = g_object_new (TG_TYPE_ENGINE_PLAYER, NULL);
  self->engine = g_object_ref (engine);
  tg_engine_player_set_game (self, game);
  return self;
}

static void
tg_engine_player_dispose (GObject *object)
{
  TgEnginePlayer *self = TG_ENGINE_PLAYER (object);

  g_clear_handle_id (&self->sync_idle, g_source_remove);
  if (self->game != NULL)
    g_clear_signal_handler (&self->changed_handler, self->game);
  g_clear_object (&self->game);
  g_clear_object (&self->time);
  g_clear_object (&self->engine);
  G_OBJECT_CLASS (tg_engine_player_parent_class)->dispose (object);
}

static void
tg_engine_player_finalize (GObject *object)
{
  TgEnginePlayer *self = TG_ENGINE_PLAYER (object);

  g_strfreev (self->rules_commands);
  g_free (self->engine_setup);
  g_array_unref (self->engine_line);
  g_hash_table_unref (self->known_commands);
  g_ptr_array_unref (self->deferred);
  G_OBJECT_CLASS (tg_engine_player_parent_class)->finalize (object);
}

static void
tg_engine_player_class_init (TgEnginePlayerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tg_engine_player_dispose;
  object_class->finalize = tg_engine_player_finalize;

  /* (point): a legal move for the requested colour, TG_PASS for a pass. */
  signals[MOVE] = g_signal_new ("move", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);
  signals[HINT] = g_signal_new ("hint", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);
  signals[RESIGNED] = g_signal_new ("resigned", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                    0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* (TgPointSet *): the engine's dead stones, whole groups, owned by the emitter. */
  signals[DEAD_STONES] = g_signal_new ("dead-stones", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                       0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);
  /* (message): the engine's answer broke the rules or the protocol. */
  signals[FAILED] = g_signal_new ("failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
tg_engine_player_init (TgEnginePlayer *self)
{
  self->engine_line = g_array_new (FALSE, FALSE, sizeof (Move));
  self->known_commands = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->deferred =
    g_ptr_array_new_with_free_func ((GDestroyNotify) _tg_engine_player_move_request_free);
}
