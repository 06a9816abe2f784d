/* tg-engine-player.c
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-engine-player.h"

#include <glib/gi18n.h>
#include <string.h>

#include "tg-sgf.h"

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

  /* What the engine has been told: the setup it started from and the
   * moves since, so a sync sends only the difference. */
  char       *engine_setup;
  GArray     *engine_line;      /* Move */
  GHashTable *known_commands;   /* from list_commands; empty until answered */

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

/* The line of play from the root to the current node, moves only. */
static GArray *
game_line (TgGame *game)
{
  GArray *line = g_array_new (FALSE, FALSE, sizeof (Move));

  for (TgNode *node = tg_game_get_current (game); node != NULL; node = node->parent)
    if (node->move_color != TG_EMPTY)
      {
        Move move = { node->move_color, node->move_point };

        g_array_prepend_val (line, move);
      }
  return line;
}

static char *
point_name (TgEnginePlayer *self,
            TgPoint         point)
{
  return tg_board_point_to_gtp (tg_game_get_board (self->game), point);
}

static GArray *
root_stones (TgEnginePlayer *self,
             const char     *id)
{
  const TgProp *prop = tg_node_get_prop (tg_game_get_root (self->game), id);
  const TgBoard *board = tg_game_get_board_at (self->game, tg_game_get_root (self->game));
  guint size = tg_game_get_size (self->game);
  g_autoptr(GArray) indices = g_array_new (FALSE, FALSE, sizeof (guint));
  GArray *points = g_array_new (FALSE, FALSE, sizeof (TgPoint));

  for (guint i = 0; prop != NULL && i < prop->n_values; i++)
    tg_sgf_expand_points (prop->values[i], size, indices);
  for (guint i = 0; i < indices->len; i++)
    {
      guint index = g_array_index (indices, guint, i);
      TgPoint point = tg_board_point (board, index % size, index / size);

      g_array_append_val (points, point);
    }
  return points;
}

static char *
describe_setup (TgEnginePlayer *self)
{
  const TgNode *root = tg_game_get_root (self->game);
  const char *black = tg_node_get_value (root, "AB");
  const char *white = tg_node_get_value (root, "AW");

  return g_strdup_printf ("%u %g %u %s %s", tg_game_get_size (self->game),
                          tg_game_get_komi (self->game), tg_game_get_handicap (self->game),
                          black != NULL ? black : "", white != NULL ? white : "");
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
  g_auto(GStrv) names = NULL;

  if (reply == NULL)
    return;
  names = g_strsplit (reply, "\n", -1);
  for (guint i = 0; names[i] != NULL; i++)
    g_hash_table_add (self->known_commands, g_strdup (g_strstrip (names[i])));
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

static void
send_setup (TgEnginePlayer *self)
{
  g_autoptr(GArray) black = root_stones (self, "AB");
  g_autoptr(GArray) white = root_stones (self, "AW");
  g_autofree char *boardsize = g_strdup_printf ("boardsize %u", tg_game_get_size (self->game));
  char komi[G_ASCII_DTOSTR_BUF_SIZE + 8];

  if (g_hash_table_size (self->known_commands) == 0)
    tg_engine_send_async (self->engine, "list_commands", 0, NULL, on_list_commands,
                          g_object_ref (self));
  send (self, boardsize);
  send (self, "clear_board");
  strcpy (komi, "komi ");
  g_ascii_formatd (komi + 5, G_ASCII_DTOSTR_BUF_SIZE, "%g", tg_game_get_komi (self->game));
  send (self, komi);
  for (guint i = 0; self->rules_commands != NULL && self->rules_commands[i] != NULL; i++)
    send (self, self->rules_commands[i]);

  g_array_set_size (self->engine_line, 0);
  /* Handicap stones go through the handicap commands, so the engine
   * knows White moves next and counts them as handicap, not as moves. */
  if (is_fixed_placement (self, black))
    {
      g_autofree char *command =
        g_strdup_printf ("fixed_handicap %u", tg_game_get_handicap (self->game));

      send (self, command);
    }
  else if (black->len >= 2 && white->len == 0)
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
      /* Other setup has no GTP command: the stones are played in. */
      for (guint i = 0; i < black->len; i++)
        {
          Move move = { TG_BLACK, g_array_index (black, TgPoint, i) };
          g_autofree char *name = point_name (self, move.point);
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
  self->engine_setup = describe_setup (self);
}

void
tg_engine_player_sync (TgEnginePlayer *self)
{
  g_autoptr(GArray) line = NULL;
  g_autofree char *setup = NULL;
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

  line = game_line (self->game);
  setup = describe_setup (self);
  if (self->engine_setup == NULL || !g_str_equal (setup, self->engine_setup))
    send_setup (self);

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
          send_setup (self);
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
   * long record) become one sync. */
  if (self->sync_idle == 0)
    self->sync_idle = g_idle_add (sync_in_idle, self);
}

typedef struct
{
  TgEnginePlayer *self;
  TgColor         color;
  GArray         *expected_line;   /* the game's line when asked */
  gboolean        hint;
} MoveRequest;

static void
move_request_free (MoveRequest *request)
{
  g_object_unref (request->self);
  g_array_unref (request->expected_line);
  g_free (request);
}

static gboolean
line_unchanged (MoveRequest *request)
{
  g_autoptr(GArray) now = game_line (request->self->game);

  /* An empty GArray may have no data at all, which memcmp must not see. */
  return now->len == request->expected_line->len &&
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

static void
request (TgEnginePlayer *self,
         TgColor         color,
         gboolean        hint)
{
  MoveRequest *data;
  g_autofree char *command = NULL;
  const char *verb = "genmove";

  tg_engine_player_sync (self);
  if (hint && knows (self, "reg_genmove"))
    verb = "reg_genmove";
  else if (!hint && self->cleanup && knows (self, "kgs-genmove_cleanup"))
    verb = "kgs-genmove_cleanup";

  data = g_new0 (MoveRequest, 1);
  data->self = g_object_ref (self);
  data->color = color;
  data->hint = hint;
  data->expected_line = game_line (self->game);
  command = g_strdup_printf ("%s %s", verb, color == TG_BLACK ? "B" : "W");
  self->busy++;
  if (!hint)
    self->moves_pending++;
  tg_engine_send_async (self->engine, command, 0, NULL, on_move_reply, data);
  /* Without reg_genmove the engine played its hint: take it back. */
  if (hint && !knows (self, "reg_genmove"))
    {
      if (knows (self, "undo"))
        send (self, "undo");
      else
        tg_engine_player_reset (self);
    }
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

TgEnginePlayer *
tg_engine_player_new (TgEngine *engine,
                      TgGame   *game)
{
  TgEnginePlayer *self;

  g_return_val_if_fail (TG_IS_ENGINE (engine), NULL);
  g_return_val_if_fail (TG_IS_GAME (game), NULL);

  self = g_object_new (TG_TYPE_ENGINE_PLAYER, NULL);
  self->engine = g_object_ref (engine);
  self->game = g_object_ref (game);
  self->changed_handler = g_signal_connect_swapped (game, "changed",
                                                    G_CALLBACK (on_game_changed), self);
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
}
