/* tg-engine-player-sync.c: keeping the engine in step with the game —
 * the line of play as the engine is to know it, its setup, the moves
 * and undos that bring it there, the time commands.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "tg-engine-player-private.h"

static gboolean
has_setup (const TgNode *node)
{
  return tg_node_has_prop (node, "AB") || tg_node_has_prop (node, "AW")
         || tg_node_has_prop (node, "AE");
}

/* The line of play to the current node as the engine is to know it: the
 * node its position is set up from, returned — the last node of the line
 * with setup stones (AB, AW, AE), or the root — and in @moves the moves
 * after it, passes included (a move the rules refuse too, as the record
 * has it: the engine refuses it in turn, and says so).  A move naming no
 * point of the board is left out: it changed nothing, and is no pass.
 * One walk up, linear in the length of the line. */
TgNode *
_tg_engine_player_game_line (TgGame *game,
                             GArray *moves)
{
  TgNode *node = tg_game_get_current (game);

  g_array_set_size (moves, 0);
  for (; node->parent != NULL && !has_setup (node); node = node->parent)
    if (node->move_color != TG_EMPTY && node->move_status != TG_MOVE_OFF_BOARD
        && node->move_status != TG_MOVE_MALFORMED)
      {
        Move move = { node->move_color, node->move_point };

        g_array_append_val (moves, move);
      }
  for (guint i = 0; i < moves->len / 2; i++)
    {
      Move swap = g_array_index (moves, Move, i);

      g_array_index (moves, Move, i) = g_array_index (moves, Move, moves->len - 1 - i);
      g_array_index (moves, Move, moves->len - 1 - i) = swap;
    }
  return node;
}

char *
_tg_engine_player_point_name (TgEnginePlayer *self,
                              TgPoint         point)
{
  return tg_board_point_to_gtp (tg_game_get_board (self->game), point);
}

/* The stones of the position after @base, by colour; FALSE, with the
 * failure said, when a stone of it has no liberty (a setup may leave
 * one, spec §3): no engine's board can hold that. */
static gboolean
setup_stones (TgEnginePlayer *self,
              TgNode         *base,
              GArray         *black,
              GArray         *white)
{
  const TgBoard *board = tg_game_get_board_at (self->game, base);
  guint n_points = tg_board_get_n_points (board);

  for (guint i = 0; i < n_points; i++)
    {
      TgPoint point = tg_board_nth_point (board, i);
      TgColor color = tg_board_get (board, point);

      if (color != TG_EMPTY && tg_board_get_liberties (board, point) == 0)
        {
          g_autofree char *name = _tg_engine_player_point_name (self, point);
          g_autofree char *message =
            /* Translators: %s is a point such as "D4" */
            g_strdup_printf (_("The setup leaves the stone on %s without liberties, which no "
                               "engine can be given"), name);

          _tg_engine_player_fail (self, message);
          return FALSE;
        }
      if (color == TG_BLACK)
        g_array_append_val (black, point);
      else if (color == TG_WHITE)
        g_array_append_val (white, point);
    }
  return TRUE;
}

/* What the engine must be set up again for when it changes: the board,
 * komi and handicap, where the line's setup is and the position there. */
char *
_tg_engine_player_describe_setup (TgEnginePlayer *self,
                                  TgNode         *base)
{
  const TgBoard *board = tg_game_get_board_at (self->game, base);
  guint n_points = tg_board_get_n_points (board);
  GString *text = g_string_sized_new (n_points + 32);

  g_string_append_printf (text, "%u %g %u %c ", tg_game_get_size (self->game),
                          tg_game_get_komi (self->game), tg_game_get_handicap (self->game),
                          base->parent == NULL ? 'r' : 'n');
  for (guint i = 0; i < n_points; i++)
    g_string_append_c (text, ".XO"[tg_board_get (board, tg_board_nth_point (board, i))]);
  return g_string_free (text, FALSE);
}

static void
on_command_done (GObject      *source,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  g_autoptr(TgEnginePlayer) self = user_data;
  g_autoptr(GError) error = NULL;
  g_autofree char *reply = tg_engine_send_finish (TG_ENGINE (source), result, &error);

  /* A stopped engine is reported once, by the engine's "stopped" signal. */
  if (error != NULL && g_error_matches (error, TG_ENGINE_ERROR, TG_ENGINE_ERROR_FAILED))
    {
      g_autofree char *message =
        g_strdup_printf (_("The engine refused a command: %s"), error->message);

      /* It no longer knows what we think it knows: start over next time. */
      tg_engine_player_reset (self);
      _tg_engine_player_fail (self, message);
    }
}

void
_tg_engine_player_send (TgEnginePlayer *self,
                        const char     *command)
{
  tg_engine_send_async (self->engine, command, 0, NULL, on_command_done, g_object_ref (self));
}

static void
on_list_commands (GObject      *source,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  g_autoptr(TgEnginePlayer) self = user_data;
  g_autofree char *reply = tg_engine_send_finish (TG_ENGINE (source), result, NULL);
  g_autoptr(GPtrArray) deferred = NULL;

  self->listing--;
  if (reply != NULL)
    {
      g_auto(GStrv) names = g_strsplit (reply, "\n", -1);

      for (guint i = 0; names[i] != NULL; i++)
        g_hash_table_add (self->known_commands, g_strdup (g_strstrip (names[i])));
    }
  if (self->listing > 0)
    return;
  /* Each is sent or dropped, and freed, by send_request. */
  deferred = g_steal_pointer (&self->deferred);
  g_ptr_array_set_free_func (deferred, NULL);
  self->deferred =
    g_ptr_array_new_with_free_func ((GDestroyNotify) _tg_engine_player_move_request_free);
  for (guint i = 0; i < deferred->len; i++)
    _tg_engine_player_send_request (self, deferred->pdata[i]);
}

gboolean
_tg_engine_player_knows (TgEnginePlayer *self,
                         const char     *command)
{
  return g_hash_table_contains (self->known_commands, command);
}

static void
send_move (TgEnginePlayer *self,
           const Move     *move)
{
  g_autofree char *name = _tg_engine_player_point_name (self, move->point);
  g_autofree char *command =
    g_strdup_printf ("play %s %s", move->color == TG_BLACK ? "B" : "W", name);

  _tg_engine_player_send (self, command);
  g_array_append_val (self->engine_line, *move);
}

static gboolean
is_fixed_placement (TgEnginePlayer *self,
                    GArray         *black)
{
  g_autoptr(GArray) fixed = g_array_new (FALSE, FALSE, sizeof (TgPoint));
  guint handicap = tg_game_get_handicap (self->game);

  if (handicap < 2 || black->len != handicap ||
      !tg_handicap_fixed_points (tg_game_get_board_at (self->game, tg_game_get_root (self->game)),
                                 handicap, fixed))
    return FALSE;
  for (guint i = 0; i < black->len; i++)
    {
      gboolean found = FALSE;

      for (guint j = 0; j < fixed->len && !found; j++)
        found = g_array_index (fixed, TgPoint, j) == g_array_index (black, TgPoint, i);
      if (!found)
        return FALSE;
    }
  return TRUE;
}

/* Sets the engine up with the position after @base.  At the root, handicap
 * stones go through the handicap commands, so the engine knows White
 * moves next and counts them as handicap, not as moves.  Any other setup
 * has no GTP command (loadsgf would need a file the engine can read, on
 * its own machine): the board is cleared and the position's stones played
 * in, which no capture can disturb, since every group of the position has
 * a liberty among the points left empty — a position with a group
 * without one is refused (FALSE, the failure said).  The engine forgets
 * the moves before a setup node; the record keeps them. */
static gboolean
send_setup (TgEnginePlayer *self,
            TgNode         *base)
{
  g_autoptr(GArray) black = g_array_new (FALSE, FALSE, sizeof (TgPoint));
  g_autoptr(GArray) white = g_array_new (FALSE, FALSE, sizeof (TgPoint));
  g_autofree char *boardsize = g_strdup_printf ("boardsize %u", tg_game_get_size (self->game));
  gboolean at_root = base->parent == NULL;
  char komi[G_ASCII_DTOSTR_BUF_SIZE + 8];

  g_clear_pointer (&self->engine_setup, g_free);
  g_array_set_size (self->engine_line, 0);
  if (!setup_stones (self, base, black, white))
    return FALSE;
  if (!self->commands_asked)
    {
      self->commands_asked = TRUE;
      self->listing++;
      tg_engine_send_async (self->engine, "list_commands", 0, NULL, on_list_commands,
                            g_object_ref (self));
    }
  _tg_engine_player_send (self, boardsize);
  _tg_engine_player_send (self, "clear_board");
  strcpy (komi, "komi ");
  g_ascii_formatd (komi + 5, G_ASCII_DTOSTR_BUF_SIZE, "%g", tg_game_get_komi (self->game));
  _tg_engine_player_send (self, komi);
  for (guint i = 0; self->rules_commands != NULL && self->rules_commands[i] != NULL; i++)
    _tg_engine_player_send (self, self->rules_commands[i]);

  self->time_settings_sent = FALSE;
  if (at_root && white->len == 0 && is_fixed_placement (self, black))
    {
      g_autofree char *command =
        g_strdup_printf ("fixed_handicap %u", tg_game_get_handicap (self->game));

      _tg_engine_player_send (self, command);
    }
  else if (at_root && black->len >= 2 && white->len == 0)
    {
      g_autoptr(GString) command = g_string_new ("set_free_handicap");

      for (guint i = 0; i < black->len; i++)
        {
          g_autofree char *name =
            _tg_engine_player_point_name (self, g_array_index (black, TgPoint, i));

          g_string_append_printf (command, " %s", name);
        }
      _tg_engine_player_send (self, command->str);
    }
  else
    {
      for (guint i = 0; i < black->len; i++)
        {
          g_autofree char *name =
            _tg_engine_player_point_name (self, g_array_index (black, TgPoint, i));
          g_autofree char *command = g_strdup_printf ("play B %s", name);

          _tg_engine_player_send (self, command);
        }
      for (guint i = 0; i < white->len; i++)
        {
          g_autofree char *name =
            _tg_engine_player_point_name (self, g_array_index (white, TgPoint, i));
          g_autofree char *command = g_strdup_printf ("play W %s", name);

          _tg_engine_player_send (self, command);
        }
    }
  self->engine_setup = _tg_engine_player_describe_setup (self, base);
  return TRUE;
}

void
tg_engine_player_sync (TgEnginePlayer *self)
{
  g_autoptr(GArray) line = g_array_new (FALSE, FALSE, sizeof (Move));
  g_autofree char *setup = NULL;
  TgNode *base;
  guint common = 0;

  g_return_if_fail (TG_IS_ENGINE_PLAYER (self));

  g_clear_handle_id (&self->sync_idle, g_source_remove);
  if (!tg_engine_process_get_running (TG_ENGINE_PROCESS (self->engine)))
    return;
  if (self->moves_pending > 0)
    {
      self->sync_deferred = TRUE;
      return;
    }
  self->sync_deferred = FALSE;

  base = _tg_engine_player_game_line (self->game, line);
  setup = _tg_engine_player_describe_setup (self, base);
  if ((self->engine_setup == NULL || !g_str_equal (setup, self->engine_setup))
      && !send_setup (self, base))
    return;

  while (common < line->len && common < self->engine_line->len &&
         memcmp (&g_array_index (line, Move, common),
                 &g_array_index (self->engine_line, Move, common), sizeof (Move)) == 0)
    common++;

  if (common < self->engine_line->len)
    {
      guint extra = self->engine_line->len - common;

      if (_tg_engine_player_knows (self, "undo"))
        {
          for (guint i = 0; i < extra; i++)
            _tg_engine_player_send (self, "undo");
          g_array_set_size (self->engine_line, common);
        }
      else
        {
          if (!send_setup (self, base))
            return;
          common = 0;
        }
    }

  for (guint i = common; i < line->len; i++)
    send_move (self, &g_array_index (line, Move, i));
}

void
tg_engine_player_reset (TgEnginePlayer *self)
{
  g_return_if_fail (TG_IS_ENGINE_PLAYER (self));

  g_clear_pointer (&self->engine_setup, g_free);
  g_array_set_size (self->engine_line, 0);
  g_hash_table_remove_all (self->known_commands);
  self->commands_asked = FALSE;
  /* Requests waiting for the commands are for the engine that was. */
  self->busy -= self->deferred->len;
  g_ptr_array_set_size (self->deferred, 0);
}

static gboolean
sync_in_idle (gpointer user_data)
{
  TgEnginePlayer *self = user_data;

  self->sync_idle = 0;
  tg_engine_player_sync (self);
  return G_SOURCE_REMOVE;
}

void
_tg_engine_player_schedule_sync (TgEnginePlayer *self)
{
  /* Several changes in one main-loop turn (navigating to the end of a
   * long record) become one sync; at the default priority, which an
   * animation (a spinner while the engine thinks) does not put off. */
  if (self->sync_idle == 0)
    self->sync_idle = g_idle_add_full (G_PRIORITY_DEFAULT, sync_in_idle, self, NULL);
}

/* The time commands the engine knows, best first; FALSE for none. */
static gboolean
time_dialect (TgEnginePlayer    *self,
              TgClockGtpDialect *dialect)
{
  if (_tg_engine_player_knows (self, "kata-list_time_settings")
      && _tg_engine_player_knows (self, "kata-time_settings"))
    *dialect = TG_CLOCK_GTP_KATAGO;
  else if (_tg_engine_player_knows (self, "kgs-time_settings"))
    *dialect = TG_CLOCK_GTP_KGS;
  else if (_tg_engine_player_knows (self, "time_settings"))
    *dialect = TG_CLOCK_GTP_STANDARD;
  else
    return FALSE;
  return TRUE;
}

/* Before a genmove: the clock's settings once after each clear_board,
 * then the time @color has left. */
void
_tg_engine_player_send_time (TgEnginePlayer *self,
                             TgColor         color)
{
  const TgClockSettings *settings;
  TgClockGtpDialect dialect;
  TgClockSide side;
  g_autofree char *time_left = NULL;

  if (self->clock == NULL || !time_dialect (self, &dialect))
    return;
  settings = tg_clock_get_settings (self->clock);
  if (!self->time_settings_sent)
    {
      g_autofree char *command = tg_clock_gtp_time_settings (settings, dialect);

      _tg_engine_player_send (self, command);
      self->time_settings_sent = TRUE;
    }
  if (!_tg_engine_player_knows (self, "time_left"))
    return;
  tg_clock_get_side (self->clock, color, tg_time_source_get_now (self->time), &side);
  time_left = tg_clock_gtp_time_left (settings, dialect, color, &side);
  if (time_left != NULL)
    _tg_engine_player_send (self, time_left);
}
