/* tg-engine-player.c
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-engine-player.h"

#include <glib/gi18n.h>
#include <string.h>

typedef struct
{
  TgColor color;
  TgPoint point;
} Move;

struct _TgEnginePlayer
{
  GObject     parent_instance;

  TgEngine   *engine;
  TgGame     *game;
  GStrv       rules_commands;
  const TgClock *clock;

  /* What the engine has been told: the position it was set up with and
   * the moves since, so a sync sends only the difference. */
  char       *engine_setup;
  GArray     *engine_line;      /* Move */
  GHashTable *known_commands;   /* from list_commands; empty until answered */
  gboolean    commands_asked;
  guint       listing;          /* list_commands sent and not answered */
  /* Move and hint requests made while the engine lists its commands,
   * which decide how they are sent (MoveRequest *). */
  GPtrArray  *deferred;
  /* The clock's settings went out since the last clear_board. */
  gboolean    time_settings_sent;

  /* Requests out, deferred ones included. */
  guint       busy;
  /* genmove sent and not answered: the engine's line will grow by a move
   * we don't know yet, so syncs wait for the answer. */
  guint       moves_pending;
  gboolean    sync_deferred;
  gboolean    cleanup;
  guint       sync_idle;
  gulong      changed_handler;
};

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

static void
fail (TgEnginePlayer *self,
      const char     *message)
{
  g_signal_emit (self, signals[FAILED], 0, message);
}

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
 * has it: the engine refuses it in turn, and says so).  One walk up,
 * linear in the length of the line. */
static TgNode *
game_line (TgGame *game,
           GArray *moves)
{
  TgNode *node = tg_game_get_current (game);

  g_array_set_size (moves, 0);
  for (; node->parent != NULL && !has_setup (node); node = node->parent)
    if (node->move_color != TG_EMPTY)
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

static char *
point_name (TgEnginePlayer *self,
            TgPoint         point)
{
  return tg_board_point_to_gtp (tg_game_get_board (self->game), point);
}

/* The stones of the position after @base, by colour. */
static void
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

      if (color == TG_BLACK)
        g_array_append_val (black, point);
      else if (color == TG_WHITE)
        g_array_append_val (white, point);
    }
}

/* What the engine must be set up again for when it changes: the board,
 * komi and handicap, where the line's setup is and the position there. */
static char *
describe_setup (TgEnginePlayer *self,
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

typedef struct
{
  TgEnginePlayer *self;
  TgColor         color;
  /* The game when asked: its current node, setup and moves. */
  TgGame         *game;
  TgNode         *expected_node;
  char           *expected_setup;
  GArray         *expected_line;
  gboolean        hint;
} MoveRequest;

static void
move_request_free (MoveRequest *request)
{
  g_object_unref (request->self);
  g_object_unref (request->game);
  g_free (request->expected_setup);
  g_array_unref (request->expected_line);
  g_free (request);
}

static void send_request (TgEnginePlayer *self,
                          MoveRequest    *request);

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
      fail (self, message);
    }
}

static void
send (TgEnginePlayer *self,
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
  /* send_request takes each request over. */
  deferred = g_steal_pointer (&self->deferred);
  g_ptr_array_set_free_func (deferred, NULL);
  self->deferred = g_ptr_array_new_with_free_func ((GDestroyNotify) move_request_free);
  for (guint i = 0; i < deferred->len; i++)
    send_request (self, deferred->pdata[i]);
}

static gboolean
knows (TgEnginePlayer *self,
       const char     *command)
{
  return g_hash_table_contains (self->known_commands, command);
}

static void
send_move (TgEnginePlayer *self,
           const Move     *move)
{
  g_autofree char *name = point_name (self, move->point);
  g_autofree char *command =
    g_strdup_printf ("play %s %s", move->color == TG_BLACK ? "B" : "W", name);

  send (self, command);
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
 * in, which no capture can disturb, since every group of a position has a
 * liberty among the points left empty.  The engine forgets the moves
 * before a setup node; the record keeps them. */
static void
send_setup (TgEnginePlayer *self,
            TgNode         *base)
{
  g_autoptr(GArray) black = g_array_new (FALSE, FALSE, sizeof (TgPoint));
  g_autoptr(GArray) white = g_array_new (FALSE, FALSE, sizeof (TgPoint));
  g_autofree char *boardsize = g_strdup_printf ("boardsize %u", tg_game_get_size (self->game));
  gboolean at_root = base->parent == NULL;
  char komi[G_ASCII_DTOSTR_BUF_SIZE + 8];

  if (!self->commands_asked)
    {
      self->commands_asked = TRUE;
      self->listing++;
      tg_engine_send_async (self->engine, "list_commands", 0, NULL, on_list_commands,
                            g_object_ref (self));
    }
  send (self, boardsize);
  send (self, "clear_board");
  strcpy (komi, "komi ");
  g_ascii_formatd (komi + 5, G_ASCII_DTOSTR_BUF_SIZE, "%g", tg_game_get_komi (self->game));
  send (self, komi);
  for (guint i = 0; self->rules_commands != NULL && self->rules_commands[i] != NULL; i++)
    send (self, self->rules_commands[i]);

  g_array_set_size (self->engine_line, 0);
  self->time_settings_sent = FALSE;
  setup_stones (self, base, black, white);
  if (at_root && white->len == 0 && is_fixed_placement (self, black))
    {
      g_autofree char *command =
        g_strdup_printf ("fixed_handicap %u", tg_game_get_handicap (self->game));

      send (self, command);
    }
  else if (at_root && black->len >= 2 && white->len == 0)
    {
      g_autoptr(GString) command = g_string_new ("set_free_handicap");

      for (guint i = 0; i < black->len; i++)
        {
          g_autofree char *name = point_name (self, g_array_index (black, TgPoint, i));

          g_string_append_printf (command, " %s", name);
        }
      send (self, command->str);
    }
  else
    {
      for (guint i = 0; i < black->len; i++)
        {
          g_autofree char *name = point_name (self, g_array_index (black, TgPoint, i));
          g_autofree char *command = g_strdup_printf ("play B %s", name);

          send (self, command);
        }
      for (guint i = 0; i < white->len; i++)
        {
          g_autofree char *name = point_name (self, g_array_index (white, TgPoint, i));
          g_autofree char *command = g_strdup_printf ("play W %s", name);

          send (self, command);
        }
    }
  g_free (self->engine_setup);
  self->engine_setup = describe_setup (self, base);
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
  if (!tg_engine_get_running (self->engine))
    return;
  if (self->moves_pending > 0)
    {
      self->sync_deferred = TRUE;
      return;
    }
  self->sync_deferred = FALSE;

  base = game_line (self->game, line);
  setup = describe_setup (self, base);
  if (self->engine_setup == NULL || !g_str_equal (setup, self->engine_setup))
    send_setup (self, base);

  while (common < line->len && common < self->engine_line->len &&
         memcmp (&g_array_index (line, Move, common),
                 &g_array_index (self->engine_line, Move, common), sizeof (Move)) == 0)
    common++;

  if (common < self->engine_line->len)
    {
      guint extra = self->engine_line->len - common;

      if (knows (self, "undo"))
        {
          for (guint i = 0; i < extra; i++)
            send (self, "undo");
          g_array_set_size (self->engine_line, common);
        }
      else
        {
          send_setup (self, base);
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

static void
on_game_changed (TgEnginePlayer *self)
{
  /* Several changes in one main-loop turn (navigating to the end of a
   * long record) become one sync; at the default priority, which an
   * animation (a spinner while the engine thinks) does not put off. */
  if (self->sync_idle == 0)
    self->sync_idle = g_idle_add_full (G_PRIORITY_DEFAULT, sync_in_idle, self, NULL);
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
  base = game_line (self->game, now);
  setup = describe_setup (self, base);
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
    on_game_changed (self);
  if (reply == NULL)
    {
      if (g_error_matches (error, TG_ENGINE_ERROR, TG_ENGINE_ERROR_FAILED))
        {
          message = g_strdup_printf (_("The engine could not choose a move: %s"), error->message);
          fail (self, message);
        }
      move_request_free (request);
      return;
    }

  g_strstrip (reply);
  if (!request->hint && g_ascii_strcasecmp (reply, "resign") == 0)
    {
      if (line_unchanged (request))
        g_signal_emit (self, signals[RESIGNED], 0);
      move_request_free (request);
      return;
    }

  if (g_ascii_strcasecmp (reply, "pass") == 0)
    point = TG_PASS;
  else if (!tg_board_point_from_gtp (tg_game_get_board (self->game), reply, &point))
    {
      g_autofree char *quoted = tg_engine_quote (reply);

      message = g_strdup_printf (_("The engine answered “%s”, which is not a move"), quoted);
      tg_engine_player_reset (self);
      fail (self, message);
      move_request_free (request);
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
      on_game_changed (self);
      move_request_free (request);
      return;
    }

  status = tg_game_check_move (self->game, point, &repeats);
  if (status != TG_MOVE_OK)
    {
      g_autofree char *name = point_name (self, point);

      if (status == TG_MOVE_SUPERKO)
        message = g_strdup_printf (_("The engine played %s, which repeats the position after move %d"),
                                   name, repeats);
      else if (status == TG_MOVE_SUICIDE)
        message = g_strdup_printf (_("The engine played %s, which is suicide"), name);
      else
        message = g_strdup_printf (_("The engine played %s, which is not empty"), name);
      tg_engine_player_reset (self);
      fail (self, message);
    }
  else
    g_signal_emit (self, signals[request->hint ? HINT : MOVE], 0, point);

  move_request_free (request);
}

/* The time commands the engine knows, best first; FALSE for none. */
static gboolean
time_dialect (TgEnginePlayer    *self,
              TgClockGtpDialect *dialect)
{
  if (knows (self, "kata-list_time_settings") && knows (self, "kata-time_settings"))
    *dialect = TG_CLOCK_GTP_KATAGO;
  else if (knows (self, "kgs-time_settings"))
    *dialect = TG_CLOCK_GTP_KGS;
  else if (knows (self, "time_settings"))
    *dialect = TG_CLOCK_GTP_STANDARD;
  else
    return FALSE;
  return TRUE;
}

/* Before a genmove: the clock's settings once after each clear_board,
 * then the time @color has left. */
static void
send_time (TgEnginePlayer *self,
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

      send (self, command);
      self->time_settings_sent = TRUE;
    }
  if (!knows (self, "time_left"))
    return;
  tg_clock_get_side (self->clock, color, g_get_monotonic_time (), &side);
  time_left = tg_clock_gtp_time_left (settings, dialect, color, &side);
  if (time_left != NULL)
    send (self, time_left);
}

/* Sends @data's genmove, or drops it when the game moved on since it
 * was asked for (a deferred request): the caller asks again. */
static void
send_request (TgEnginePlayer *self,
              MoveRequest    *data)
{
  g_autofree char *command = NULL;
  const char *verb = "genmove";

  if (!line_unchanged (data))
    {
      self->busy--;
      move_request_free (data);
      return;
    }
  tg_engine_player_sync (self);
  if (data->hint && knows (self, "reg_genmove"))
    verb = "reg_genmove";
  else if (!data->hint && self->cleanup && knows (self, "kgs-genmove_cleanup"))
    verb = "kgs-genmove_cleanup";
  if (!data->hint)
    {
      send_time (self, data->color);
      self->moves_pending++;
    }
  command = g_strdup_printf ("%s %s", verb, data->color == TG_BLACK ? "B" : "W");
  tg_engine_send_async (self->engine, command, 0, NULL, on_move_reply, data);
  /* Without reg_genmove the engine played its hint: take it back. */
  if (data->hint && !knows (self, "reg_genmove"))
    {
      if (knows (self, "undo"))
        send (self, "undo");
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

  data->self = g_object_ref (self);
  data->color = color;
  data->hint = hint;
  data->game = g_object_ref (self->game);
  data->expected_node = tg_game_get_current (self->game);
  data->expected_line = g_array_new (FALSE, FALSE, sizeof (Move));
  data->expected_setup = describe_setup (self, game_line (self->game, data->expected_line));
  self->busy++;
  /* The first sync asks the engine what it knows. */
  tg_engine_player_sync (self);
  if (self->listing > 0)
    g_ptr_array_add (self->deferred, data);
  else
    send_request (self, data);
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

          fail (self, message);
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

          fail (self, message);
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
  tg_engine_send_async (self->engine, "final_status_list dead", 0, NULL,
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
                            const TgClock  *clock)
{
  g_return_if_fail (TG_IS_ENGINE_PLAYER (self));

  self->clock = clock;
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
  self->changed_handler = g_signal_connect_swapped (game, "changed",
                                                    G_CALLBACK (on_game_changed), self);
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

TgEngine *
tg_engine_player_get_engine (TgEnginePlayer *self)
{
  g_return_val_if_fail (TG_IS_ENGINE_PLAYER (self), NULL);

  return self->engine;
}

TgGame *
tg_engine_player_get_game (TgEnginePlayer *self)
{
  g_return_val_if_fail (TG_IS_ENGINE_PLAYER (self), NULL);

  return self->game;
}

static void
tg_engine_player_dispose (GObject *object)
{
  TgEnginePlayer *self = TG_ENGINE_PLAYER (object);

  g_clear_handle_id (&self->sync_idle, g_source_remove);
  if (self->game != NULL)
    g_clear_signal_handler (&self->changed_handler, self->game);
  g_clear_object (&self->game);
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
  self->deferred = g_ptr_array_new_with_free_func ((GDestroyNotify) move_request_free);
}
