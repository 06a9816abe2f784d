/* test-engine.c: the GTP client and the engine player against the fake
 * engine (TG_FAKE_GTP), fault by fault.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gstdio.h>

#include "tg-engine.h"
#include "tg-engine-player.h"
#include "tg-sgf.h"
#include "tg-test-util.h"

typedef struct
{
  char     *dir;
  char     *log_path;
  TgEngine *engine;
  char     *stopped_reason;
} Fixture;

static void
on_stopped (TgEngine   *engine,
            const char *reason,
            Fixture    *fixture)
{
  g_free (fixture->stopped_reason);
  fixture->stopped_reason = g_strdup (reason);
}

static TgEngine *
start_fake (Fixture    *fixture,
            const char *mode,
            const char *extra)
{
  const char *fake = g_getenv ("TG_FAKE_GTP");
  g_autofree char *command = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_nonnull (fake);
  command = g_strdup_printf ("'%s' --mode=%s --log='%s' %s", fake, mode, fixture->log_path,
                             extra != NULL ? extra : "");
  fixture->engine = tg_engine_new_from_command_line (command, &error);
  g_assert_no_error (error);
  g_signal_connect (fixture->engine, "stopped", G_CALLBACK (on_stopped), fixture);
  g_assert_true (tg_engine_start (fixture->engine, &error));
  g_assert_no_error (error);
  return fixture->engine;
}

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  fixture->dir = g_dir_make_tmp ("tengen-engine-XXXXXX", &error);
  g_assert_no_error (error);
  fixture->log_path = g_build_filename (fixture->dir, "commands.log", NULL);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  if (fixture->engine != NULL)
    {
      g_signal_handlers_disconnect_by_data (fixture->engine, fixture);
      tg_engine_stop (fixture->engine);
      g_clear_object (&fixture->engine);
    }
  g_unlink (fixture->log_path);
  g_rmdir (fixture->dir);
  g_free (fixture->log_path);
  g_free (fixture->dir);
  g_free (fixture->stopped_reason);
}

/* The commands the fake engine received, one per line, without ids. */
static char *
read_log (Fixture *fixture)
{
  g_autofree char *contents = NULL;

  /* Every queued command must have been answered before the log is read. */
  while (fixture->engine != NULL && tg_engine_get_n_pending (fixture->engine) > 0)
    g_main_context_iteration (NULL, TRUE);
  if (!g_file_get_contents (fixture->log_path, &contents, NULL, NULL))
    return g_strdup ("");
  return g_steal_pointer (&contents);
}

static void
test_reply_and_error (Fixture       *fixture,
                      gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *name = NULL;
  g_autofree char *nonsense = NULL;

  start_fake (fixture, "normal", NULL);
  name = tg_engine_send_sync (fixture->engine, "name", 5000, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (name, ==, "Fake Engine");

  nonsense = tg_engine_send_sync (fixture->engine, "frobnicate", 5000, &error);
  g_assert_null (nonsense);
  g_assert_error (error, TG_ENGINE_ERROR, TG_ENGINE_ERROR_FAILED);
  g_assert_cmpstr (error->message, ==, "unknown command");
  g_assert_true (tg_engine_get_running (fixture->engine));

  /* The log view shows both directions and what the engine wrote to stderr. */
  while (g_strstr_len (tg_engine_get_log (fixture->engine), -1, "fake engine ready") == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_nonnull (g_strstr_len (tg_engine_get_log (fixture->engine), -1, "> name"));
  g_assert_nonnull (g_strstr_len (tg_engine_get_log (fixture->engine), -1, "Fake Engine"));
}

static void
test_multiline_reply (Fixture       *fixture,
                      gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *commands = NULL;
  g_auto(GStrv) lines = NULL;

  start_fake (fixture, "normal", NULL);
  commands = tg_engine_send_sync (fixture->engine, "list_commands", 5000, &error);
  g_assert_no_error (error);
  lines = g_strsplit (commands, "\n", -1);
  g_assert_true (g_strv_contains ((const char * const *) lines, "genmove"));
  g_assert_true (g_strv_contains ((const char * const *) lines, "undo"));
  g_assert_cmpuint (g_strv_length (lines), >, 10);
}

static void
test_crash (Fixture       *fixture,
            gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *move = NULL;

  start_fake (fixture, "crash", NULL);
  move = tg_engine_send_sync (fixture->engine, "genmove b", 5000, &error);
  g_assert_null (move);
  g_assert_error (error, TG_ENGINE_ERROR, TG_ENGINE_ERROR_STOPPED);
  g_assert_false (tg_engine_get_running (fixture->engine));
  g_assert_nonnull (fixture->stopped_reason);

  /* Once stopped, commands fail at once instead of waiting forever. */
  g_clear_error (&error);
  g_assert_null (tg_engine_send_sync (fixture->engine, "name", 5000, &error));
  g_assert_error (error, TG_ENGINE_ERROR, TG_ENGINE_ERROR_STOPPED);
}

static void
test_hang (Fixture       *fixture,
           gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *move = NULL;

  start_fake (fixture, "hang", NULL);
  move = tg_engine_send_sync (fixture->engine, "genmove b", 300, &error);
  g_assert_null (move);
  g_assert_error (error, TG_ENGINE_ERROR, TG_ENGINE_ERROR_TIMEOUT);
  g_assert_false (tg_engine_get_running (fixture->engine));
  g_assert_nonnull (g_strstr_len (fixture->stopped_reason, -1, "genmove b"));
}

static void
test_garbage (Fixture       *fixture,
              gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *move = NULL;

  start_fake (fixture, "garbage", NULL);
  move = tg_engine_send_sync (fixture->engine, "genmove b", 5000, &error);
  g_assert_null (move);
  g_assert_error (error, TG_ENGINE_ERROR, TG_ENGINE_ERROR_PROTOCOL);
  g_assert_nonnull (g_strstr_len (fixture->stopped_reason, -1, "somewhere nice"));
}

typedef struct
{
  GPtrArray    *lines;
  gboolean      done;
  gboolean      ok;
  GError       *error;
  GCancellable *cancel_after_first;
} Stream;

static void
on_stream_line (TgEngine   *engine,
                const char *line,
                gpointer    user_data)
{
  Stream *stream = user_data;

  g_assert_false (stream->done);
  g_ptr_array_add (stream->lines, g_strdup (line));
  if (stream->cancel_after_first != NULL)
    g_cancellable_cancel (stream->cancel_after_first);
}

static void
on_stream_done (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  Stream *stream = user_data;

  stream->ok = tg_engine_send_stream_finish (TG_ENGINE (source), result, &stream->error);
  stream->done = TRUE;
}

static void
stream_start (Fixture      *fixture,
              Stream       *stream,
              const char   *command,
              GCancellable *cancellable)
{
  stream->lines = g_ptr_array_new_with_free_func (g_free);
  tg_engine_send_stream_async (fixture->engine, command, 5000, on_stream_line, stream, NULL,
                               cancellable, on_stream_done, stream);
}

static void
stream_wait_lines (Stream *stream,
                   guint   n)
{
  while (stream->lines->len < n && !stream->done)
    g_main_context_iteration (NULL, TRUE);
}

static void
stream_clear (Stream *stream)
{
  g_clear_pointer (&stream->lines, g_ptr_array_unref);
  g_clear_error (&stream->error);
}

/* The stream arrives line by line; the next command ends it, and its
 * answer is read only after the stream's closing empty line. */
static void
test_stream (Fixture       *fixture,
             gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *name = NULL;
  Stream stream = { 0 };

  start_fake (fixture, "normal", NULL);
  stream_start (fixture, &stream, "kata-analyze interval 2", NULL);
  stream_wait_lines (&stream, 3);
  g_assert_false (stream.done);
  g_assert_cmpuint (tg_engine_get_n_pending (fixture->engine), ==, 1);
  for (guint i = 0; i < stream.lines->len; i++)
    g_assert_true (g_str_has_prefix (stream.lines->pdata[i], "info move "));

  name = tg_engine_send_sync (fixture->engine, "name", 5000, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (name, ==, "Fake Engine");
  g_assert_true (stream.done);
  g_assert_no_error (stream.error);
  g_assert_true (stream.ok);
  g_assert_cmpuint (tg_engine_get_n_pending (fixture->engine), ==, 0);
  g_assert_true (tg_engine_get_running (fixture->engine));
  stream_clear (&stream);
}

/* A stream outlasts the engine's time-out many times over: the time-out
 * waits for answers, and a stream is answering all along. */
static void
test_stream_no_timeout (Fixture       *fixture,
                        gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *version = NULL;
  gint64 start;
  Stream stream = { 0 };

  start_fake (fixture, "normal", NULL);
  tg_engine_set_timeout (fixture->engine, 200);
  start = g_get_monotonic_time ();
  stream_start (fixture, &stream, "kata-analyze 2", NULL);
  while (g_get_monotonic_time () - start < 1200 * G_TIME_SPAN_MILLISECOND)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (stream.done);
  g_assert_true (tg_engine_get_running (fixture->engine));
  g_assert_null (fixture->stopped_reason);
  g_assert_cmpuint (stream.lines->len, >=, 5);

  version = tg_engine_send_sync (fixture->engine, "version", 0, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (version, ==, "1.0");
  g_assert_true (stream.ok);
  stream_clear (&stream);
}

/* Leela Zero ends a stream on its own at its visit limit. */
static void
test_stream_ends_itself (Fixture       *fixture,
                         gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *name = NULL;
  Stream stream = { 0 };

  start_fake (fixture, "normal", "--analysis-limit=3");
  stream_start (fixture, &stream, "lz-analyze 1", NULL);
  while (!stream.done)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (stream.ok);
  g_assert_cmpuint (stream.lines->len, ==, 3);
  g_assert_true (g_str_has_prefix (stream.lines->pdata[2], "info move A19 visits 30 winrate "));
  name = tg_engine_send_sync (fixture->engine, "name", 5000, &error);
  g_assert_cmpstr (name, ==, "Fake Engine");
  stream_clear (&stream);
}

static void
test_stream_interrupt (Fixture       *fixture,
                       gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *name = NULL;
  g_autofree char *log = NULL;
  Stream stream = { 0 };

  start_fake (fixture, "normal", NULL);
  stream_start (fixture, &stream, "kata-analyze 2", NULL);
  stream_wait_lines (&stream, 1);
  tg_engine_interrupt (fixture->engine);
  while (!stream.done)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (stream.ok);
  g_assert_cmpuint (tg_engine_get_n_pending (fixture->engine), ==, 0);
  name = tg_engine_send_sync (fixture->engine, "name", 5000, &error);
  g_assert_cmpstr (name, ==, "Fake Engine");
  /* The bare newline is no command: the engine was sent two. */
  log = read_log (fixture);
  g_assert_cmpstr (log, ==, "kata-analyze 2\nname\n");
  stream_clear (&stream);
}

/* Cancelled, a stream calls back no more, and is still read to its end
 * so the next answer is the next command's. */
static void
test_stream_cancel (Fixture       *fixture,
                    gconstpointer  data)
{
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *name = NULL;
  Stream stream = { 0 };

  start_fake (fixture, "normal", NULL);
  stream.cancel_after_first = cancellable;
  stream_start (fixture, &stream, "kata-analyze 1", cancellable);
  while (!stream.done)
    g_main_context_iteration (NULL, TRUE);
  g_assert_error (stream.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_cmpuint (stream.lines->len, ==, 1);
  name = tg_engine_send_sync (fixture->engine, "name", 5000, &error);
  g_assert_cmpstr (name, ==, "Fake Engine");
  stream_clear (&stream);
}

static void
test_stream_refused (Fixture       *fixture,
                     gconstpointer  data)
{
  Stream stream = { 0 };

  start_fake (fixture, "normal", NULL);
  stream_start (fixture, &stream, "kata-analyze 2 colour purple", NULL);
  while (!stream.done)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (stream.ok);
  g_assert_error (stream.error, TG_ENGINE_ERROR, TG_ENGINE_ERROR_FAILED);
  g_assert_cmpuint (stream.lines->len, ==, 0);
  g_assert_true (tg_engine_get_running (fixture->engine));
  stream_clear (&stream);
}

/* One line of 64 MB: refused at 1 MB, the engine stopped, the window
 * never sees it. */
static void
test_long_line (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *move = NULL;
  const char *log;

  start_fake (fixture, "flood", NULL);
  move = tg_engine_send_sync (fixture->engine, "genmove b", 5000, &error);
  g_assert_null (move);
  g_assert_error (error, TG_ENGINE_ERROR, TG_ENGINE_ERROR_PROTOCOL);
  g_assert_false (tg_engine_get_running (fixture->engine));
  g_assert_nonnull (strstr (fixture->stopped_reason, "1 MB"));
  log = tg_engine_get_log (fixture->engine);
  g_assert_cmpuint (strlen (log), <, 64 * 1024);
}

/* What a message quotes of an engine is cut, with "…". */
static void
test_long_garbage (Fixture       *fixture,
                   gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *move = NULL;

  start_fake (fixture, "long-garbage", NULL);
  move = tg_engine_send_sync (fixture->engine, "genmove b", 5000, &error);
  g_assert_error (error, TG_ENGINE_ERROR, TG_ENGINE_ERROR_PROTOCOL);
  g_assert_nonnull (strstr (fixture->stopped_reason, "I think xxx"));
  g_assert_nonnull (strstr (fixture->stopped_reason, "xxx…"));
  g_assert_cmpuint (g_utf8_strlen (fixture->stopped_reason, -1), <, 400);
}

/* Stderr is not the protocol: a flood there is cut in the log, and the
 * engine goes on. */
static void
test_stderr_flood (Fixture       *fixture,
                   gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *name = NULL;
  g_auto(GStrv) lines = NULL;
  gboolean seen = FALSE;

  start_fake (fixture, "normal", "--stderr-flood");
  name = tg_engine_send_sync (fixture->engine, "name", 5000, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (name, ==, "Fake Engine");
  while (strstr (tg_engine_get_log (fixture->engine), "! flood ") == NULL)
    g_main_context_iteration (NULL, TRUE);
  lines = g_strsplit (tg_engine_get_log (fixture->engine), "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_assert_cmpuint (strlen (lines[i]), <=, 4096 + 8);
      seen |= g_str_has_prefix (lines[i], "! flood xxx") && g_str_has_suffix (lines[i], "x…");
    }
  g_assert_true (seen);
  g_assert_true (tg_engine_get_running (fixture->engine));
}

static void
test_missing_program (Fixture       *fixture,
                      gconstpointer  data)
{
  const char *argv[] = { "/nonexistent/tengen-no-such-engine", "--mode", "gtp", NULL };
  g_autoptr(TgEngine) engine = tg_engine_new (argv);
  g_autoptr(GError) error = NULL;

  g_assert_false (tg_engine_start (engine, &error));
  g_assert_nonnull (error);
  g_assert_false (tg_engine_get_running (engine));
}

/* Runs the main loop until the player's idle sync has been sent and
 * answered. */
static void
settle (Fixture *fixture)
{
  for (guint i = 0; i < 10; i++)
    g_main_context_iteration (NULL, FALSE);
  while (tg_engine_get_n_pending (fixture->engine) > 0)
    g_main_context_iteration (NULL, TRUE);
}

static void
test_sync_handicap (Fixture       *fixture,
                    gconstpointer  data)
{
  g_autoptr(TgGame) game = tg_game_new (9, TG_RULES_WMSG, 0.5, 2);
  g_autoptr(TgEnginePlayer) player = NULL;
  g_autofree char *log = NULL;

  start_fake (fixture, "normal", NULL);
  player = tg_engine_player_new (fixture->engine, game);
  tg_engine_player_sync (player);
  log = read_log (fixture);
  /* Handicap stones reach the engine as handicap, not as moves. */
  g_assert_cmpstr (log, ==,
                   "list_commands\n"
                   "boardsize 9\n"
                   "clear_board\n"
                   "komi 0.5\n"
                   "fixed_handicap 2\n");
}

static void
test_sync_undo (Fixture       *fixture,
                gconstpointer  data)
{
  gboolean no_undo = GPOINTER_TO_INT (data);
  g_autoptr(TgGame) game = tg_game_new (9, TG_RULES_WMSG, 6.5, 0);
  g_autoptr(TgEnginePlayer) player = NULL;
  g_autofree char *log = NULL;

  tg_game_set_takebacks (game, TRUE);
  start_fake (fixture, "normal", no_undo ? "--no-undo" : NULL);
  player = tg_engine_player_new (fixture->engine, game);
  tg_engine_player_sync (player);
  settle (fixture);

  g_assert_cmpint (tg_game_play (game, tg_test_point (game, "E5"), NULL), ==, TG_MOVE_OK);
  g_assert_cmpint (tg_game_play (game, tg_test_point (game, "C3"), NULL), ==, TG_MOVE_OK);
  settle (fixture);
  g_assert_true (tg_game_undo (game));
  settle (fixture);

  log = read_log (fixture);
  if (no_undo)
    /* Without undo the engine is started over and given the line again. */
    g_assert_cmpstr (log, ==,
                     "list_commands\nboardsize 9\nclear_board\nkomi 6.5\n"
                     "play B E5\nplay W C3\n"
                     "boardsize 9\nclear_board\nkomi 6.5\n"
                     "play B E5\n");
  else
    g_assert_cmpstr (log, ==,
                     "list_commands\nboardsize 9\nclear_board\nkomi 6.5\n"
                     "play B E5\nplay W C3\n"
                     "undo\n");
}

static void
test_sync_opened_file (Fixture       *fixture,
                       gconstpointer  data)
{
  const char *sgf = "(;GM[1]FF[4]SZ[13]KM[7.5]RU[Chinese];B[dd];W[jj];B[];W[dj])";
  g_autoptr(GPtrArray) roots = tg_sgf_parse (sgf, strlen (sgf), NULL, NULL);
  g_autoptr(TgGame) game = NULL;
  g_autoptr(TgEnginePlayer) player = NULL;
  g_autofree char *log = NULL;

  g_assert_nonnull (roots);
  game = tg_game_new_from_root (g_ptr_array_steal_index (roots, 0), NULL);
  g_assert_nonnull (game);
  tg_game_go_last (game);
  start_fake (fixture, "normal", NULL);
  player = tg_engine_player_new (fixture->engine, game);
  tg_engine_player_sync (player);
  log = read_log (fixture);
  /* dd is D10 on 13×13 (row 4 from the top), jj is K4, dj is D4. */
  g_assert_cmpstr (log, ==,
                   "list_commands\nboardsize 13\nclear_board\nkomi 7.5\n"
                   "play B D10\nplay W K4\nplay B pass\nplay W D4\n");
}

/* A move naming no point of the board (W[zz] on 9×9, B[a]) changed
 * nothing and is no pass: the engine never hears of it. */
static void
test_sync_off_board (Fixture       *fixture,
                     gconstpointer  data)
{
  g_autoptr(TgGame) game =
    tg_test_game_from_sgf ("(;GM[1]FF[4]SZ[9]KM[6.5];B[ee];W[zz];B[cc];W[];B[a])");
  g_autoptr(TgEnginePlayer) player = NULL;
  g_autofree char *log = NULL;

  tg_game_go_last (game);
  start_fake (fixture, "normal", NULL);
  player = tg_engine_player_new (fixture->engine, game);
  tg_engine_player_sync (player);
  log = read_log (fixture);
  g_assert_cmpstr (log, ==,
                   "list_commands\nboardsize 9\nclear_board\nkomi 6.5\n"
                   "play B E5\nplay B C7\nplay W pass\n");
}

/* A setup node in the middle of the line (a problem's "what if", an
 * edited game): the engine starts over from the position it makes, its
 * stones played in, then the moves after it; back before it, from the
 * root again. */
static void
test_sync_setup_mid_line (Fixture       *fixture,
                          gconstpointer  data)
{
  g_autoptr(TgGame) game =
    tg_test_game_from_sgf ("(;GM[1]FF[4]SZ[9]KM[6.5];B[ee];W[cc];AB[gg]AE[cc];W[dd])");
  g_autoptr(TgEnginePlayer) player = NULL;
  g_autofree char *log = NULL;

  start_fake (fixture, "normal", NULL);
  tg_game_go_last (game);
  player = tg_engine_player_new (fixture->engine, game);
  tg_engine_player_sync (player);
  settle (fixture);
  log = read_log (fixture);
  /* After the setup node: Black on E5 and G3, White's C7 taken off;
   * then White's D6.  Black's E5 and White's C7 never reach it as moves. */
  g_assert_cmpstr (log, ==,
                   "list_commands\nboardsize 9\nclear_board\nkomi 6.5\n"
                   "play B E5\nplay B G3\n"
                   "play W D6\n");
  g_clear_pointer (&log, g_free);

  /* Back to White's C7: before the setup, so from the root. */
  tg_game_go_back (game);
  tg_game_go_back (game);
  settle (fixture);
  log = read_log (fixture);
  g_assert_true (g_str_has_suffix (log, "play W D6\n"
                                        "boardsize 9\nclear_board\nkomi 6.5\n"
                                        "play B E5\nplay W C7\n"));
}

typedef struct
{
  int   move;
  int   resigned;
  char *failure;
  guint dead;
} Outcome;

static void
on_move (TgEnginePlayer *player,
         int             point,
         Outcome        *outcome)
{
  outcome->move = point;
}

static void
on_resigned (TgEnginePlayer *player,
             Outcome        *outcome)
{
  outcome->resigned++;
}

static void
on_failed (TgEnginePlayer *player,
           const char     *message,
           Outcome        *outcome)
{
  g_free (outcome->failure);
  outcome->failure = g_strdup (message);
}

static void
on_dead (TgEnginePlayer *player,
         TgPointSet     *dead,
         Outcome        *outcome)
{
  outcome->dead = tg_point_set_count (dead);
}

static TgEnginePlayer *
player_for (Fixture  *fixture,
            TgGame   *game,
            Outcome  *outcome)
{
  TgEnginePlayer *player = tg_engine_player_new (fixture->engine, game);

  outcome->move = G_MININT;
  g_signal_connect (player, "move", G_CALLBACK (on_move), outcome);
  g_signal_connect (player, "resigned", G_CALLBACK (on_resigned), outcome);
  g_signal_connect (player, "failed", G_CALLBACK (on_failed), outcome);
  g_signal_connect (player, "dead-stones", G_CALLBACK (on_dead), outcome);
  return player;
}

/* A setup that leaves a stone without liberties (A5, between Black's
 * B5 and A4) cannot reach an engine: said, and nothing is played in. */
static void
test_sync_setup_without_liberties (Fixture       *fixture,
                                   gconstpointer  data)
{
  g_autoptr(TgGame) game =
    tg_test_game_from_sgf ("(;GM[1]FF[4]SZ[5]KM[0.5];B[cc];AB[ba][ab]AW[aa])");
  g_autoptr(TgEnginePlayer) player = NULL;
  g_autofree char *log = NULL;
  Outcome outcome = { 0 };

  start_fake (fixture, "normal", NULL);
  tg_game_go_last (game);
  player = player_for (fixture, game, &outcome);
  tg_engine_player_sync (player);
  settle (fixture);
  g_assert_cmpstr (outcome.failure, ==,
                   "The setup leaves the stone on A5 without liberties, which no engine can be given");
  log = read_log (fixture);
  g_assert_cmpstr (log, ==, "");
  g_free (outcome.failure);
}

static void
test_genmove_legal (Fixture       *fixture,
                    gconstpointer  data)
{
  g_autoptr(TgGame) game = tg_game_new (9, TG_RULES_WMSG, 6.5, 0);
  g_autoptr(TgEnginePlayer) player = NULL;
  Outcome outcome = { 0 };

  start_fake (fixture, "normal", NULL);
  player = player_for (fixture, game, &outcome);
  g_assert_cmpint (tg_game_play (game, tg_test_point (game, "A9"), NULL), ==, TG_MOVE_OK);
  tg_engine_player_request_move (player, TG_WHITE);
  settle (fixture);
  g_assert_null (outcome.failure);
  /* The fake takes the first free point in reading order: A9 is taken. */
  g_assert_cmpint (outcome.move, ==, tg_test_point (game, "B9"));
  g_assert_cmpint (tg_game_check_move (game, outcome.move, NULL), ==, TG_MOVE_OK);
}

static void
test_genmove_illegal (Fixture       *fixture,
                      gconstpointer  data)
{
  g_autoptr(TgGame) game = tg_game_new (9, TG_RULES_WMSG, 6.5, 0);
  g_autoptr(TgEnginePlayer) player = NULL;
  Outcome outcome = { 0 };
  guint moves_before;

  start_fake (fixture, "illegal", NULL);
  player = player_for (fixture, game, &outcome);
  g_assert_cmpint (tg_game_play (game, tg_test_point (game, "C3"), NULL), ==, TG_MOVE_OK);
  moves_before = tg_game_get_move_number (game);
  tg_engine_player_request_move (player, TG_WHITE);
  settle (fixture);
  g_assert_cmpint (outcome.move, ==, G_MININT);
  g_assert_nonnull (outcome.failure);
  g_assert_nonnull (g_strstr_len (outcome.failure, -1, "C3"));
  /* The game is untouched by the engine's bad answer. */
  g_assert_cmpuint (tg_game_get_move_number (game), ==, moves_before);
  g_assert_cmpint (tg_board_get (tg_game_get_board (game), tg_test_point (game, "C3")), ==,
                   TG_BLACK);
  g_free (outcome.failure);
}

/* An answer that is no move is quoted in part. */
static void
test_genmove_long_answer (Fixture       *fixture,
                          gconstpointer  data)
{
  g_autoptr(TgGame) game = tg_game_new (9, TG_RULES_WMSG, 6.5, 0);
  g_autoptr(TgEnginePlayer) player = NULL;
  Outcome outcome = { 0 };

  start_fake (fixture, "long-move", NULL);
  player = player_for (fixture, game, &outcome);
  tg_engine_player_request_move (player, TG_BLACK);
  settle (fixture);
  g_assert_cmpint (outcome.move, ==, G_MININT);
  g_assert_nonnull (outcome.failure);
  g_assert_nonnull (strstr (outcome.failure, "“xxx"));
  g_assert_nonnull (strstr (outcome.failure, "x…”, which is not a move"));
  g_assert_cmpuint (g_utf8_strlen (outcome.failure, -1), <, 400);
  g_free (outcome.failure);
}

static void
test_resign (Fixture       *fixture,
             gconstpointer  data)
{
  g_autoptr(TgGame) game = tg_game_new (9, TG_RULES_WMSG, 6.5, 0);
  g_autoptr(TgEnginePlayer) player = NULL;
  Outcome outcome = { 0 };

  start_fake (fixture, "resign", NULL);
  player = player_for (fixture, game, &outcome);
  tg_engine_player_request_move (player, TG_BLACK);
  settle (fixture);
  g_assert_cmpint (outcome.resigned, ==, 1);
  g_assert_cmpint (outcome.move, ==, G_MININT);
}

/* The players move on while the engine thinks (here White's move is
 * played for it): its answer is dropped, and the engine is brought back
 * to the game only once it has answered, the move it played included. */
static void
test_stale_answer (Fixture       *fixture,
                   gconstpointer  data)
{
  g_autoptr(TgGame) game = tg_game_new (9, TG_RULES_WMSG, 6.5, 0);
  g_autoptr(TgEnginePlayer) player = NULL;
  g_autofree char *log = NULL;
  Outcome outcome = { 0 };

  tg_game_set_takebacks (game, TRUE);
  start_fake (fixture, "normal", NULL);
  player = player_for (fixture, game, &outcome);
  tg_engine_player_sync (player);
  settle (fixture);
  g_assert_cmpint (tg_game_play (game, tg_test_point (game, "E5"), NULL), ==, TG_MOVE_OK);
  tg_engine_player_request_move (player, TG_WHITE);
  g_assert_cmpint (tg_game_play (game, tg_test_point (game, "C3"), NULL), ==, TG_MOVE_OK);
  settle (fixture);
  settle (fixture);

  g_assert_cmpint (outcome.move, ==, G_MININT);
  g_assert_null (outcome.failure);
  g_assert_false (tg_engine_player_get_busy (player));
  log = read_log (fixture);
  /* White's answer (A9) was played in the engine: it is taken back
   * before C3 is played, never played after it. */
  g_assert_cmpstr (log, ==,
                   "list_commands\nboardsize 9\nclear_board\nkomi 6.5\n"
                   "play B E5\ngenmove W\nundo\nplay W C3\n");
}

/* A request made before the engine has listed its commands waits for
 * the list (which says how to ask); when the players moved on meanwhile
 * it is never sent, and the player is free to be asked again. */
static void
test_deferred_request (Fixture       *fixture,
                       gconstpointer  data)
{
  g_autoptr(TgGame) game = tg_game_new (9, TG_RULES_WMSG, 6.5, 0);
  g_autoptr(TgEnginePlayer) player = NULL;
  g_autofree char *log = NULL;
  Outcome outcome = { 0 };

  tg_game_set_takebacks (game, TRUE);
  start_fake (fixture, "normal", NULL);
  player = player_for (fixture, game, &outcome);
  g_assert_cmpint (tg_game_play (game, tg_test_point (game, "E5"), NULL), ==, TG_MOVE_OK);
  tg_engine_player_request_move (player, TG_WHITE);
  g_assert_true (tg_engine_player_get_busy (player));
  g_assert_cmpint (tg_game_play (game, tg_test_point (game, "C3"), NULL), ==, TG_MOVE_OK);
  settle (fixture);
  settle (fixture);

  g_assert_cmpint (outcome.move, ==, G_MININT);
  g_assert_false (tg_engine_player_get_busy (player));
  log = read_log (fixture);
  g_assert_cmpstr (log, ==,
                   "list_commands\nboardsize 9\nclear_board\nkomi 6.5\n"
                   "play B E5\nplay W C3\n");
  g_clear_pointer (&log, g_free);

  /* Asked again, it answers for the position as it is. */
  tg_engine_player_request_move (player, TG_BLACK);
  settle (fixture);
  g_assert_cmpint (outcome.move, ==, tg_test_point (game, "A9"));
  log = read_log (fixture);
  g_assert_true (g_str_has_suffix (log, "play W C3\ngenmove B\n"));
}

static void
test_dead_stones (Fixture       *fixture,
                  gconstpointer  data)
{
  g_autoptr(TgGame) game = tg_game_new (9, TG_RULES_WMSG, 6.5, 0);
  g_autoptr(TgEnginePlayer) player = NULL;
  Outcome outcome = { 0 };

  start_fake (fixture, "normal", "--dead=D4");
  player = player_for (fixture, game, &outcome);
  /* Two white stones in a row: the engine names one, the group counts. */
  g_assert_cmpint (tg_game_play (game, tg_test_point (game, "E5"), NULL), ==, TG_MOVE_OK);
  g_assert_cmpint (tg_game_play (game, tg_test_point (game, "D4"), NULL), ==, TG_MOVE_OK);
  g_assert_cmpint (tg_game_play (game, tg_test_point (game, "F6"), NULL), ==, TG_MOVE_OK);
  g_assert_cmpint (tg_game_play (game, tg_test_point (game, "D3"), NULL), ==, TG_MOVE_OK);
  tg_engine_player_request_dead (player);
  settle (fixture);
  g_assert_null (outcome.failure);
  g_assert_cmpuint (outcome.dead, ==, 2);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func, data) \
  g_test_add (path, Fixture, data, fixture_set_up, func, fixture_tear_down)
  ADD ("/engine/reply-and-error", test_reply_and_error, NULL);
  ADD ("/engine/multiline-reply", test_multiline_reply, NULL);
  ADD ("/engine/crash", test_crash, NULL);
  ADD ("/engine/hang", test_hang, NULL);
  ADD ("/engine/garbage", test_garbage, NULL);
  ADD ("/engine/missing-program", test_missing_program, NULL);
  ADD ("/engine/stream", test_stream, NULL);
  ADD ("/engine/stream-no-timeout", test_stream_no_timeout, NULL);
  ADD ("/engine/stream-ends-itself", test_stream_ends_itself, NULL);
  ADD ("/engine/stream-interrupt", test_stream_interrupt, NULL);
  ADD ("/engine/stream-cancel", test_stream_cancel, NULL);
  ADD ("/engine/stream-refused", test_stream_refused, NULL);
  ADD ("/engine/long-line", test_long_line, NULL);
  ADD ("/engine/long-garbage", test_long_garbage, NULL);
  ADD ("/engine/stderr-flood", test_stderr_flood, NULL);
  ADD ("/engine-player/sync-handicap", test_sync_handicap, NULL);
  ADD ("/engine-player/sync-undo", test_sync_undo, GINT_TO_POINTER (FALSE));
  ADD ("/engine-player/sync-undo-unsupported", test_sync_undo, GINT_TO_POINTER (TRUE));
  ADD ("/engine-player/sync-opened-file", test_sync_opened_file, NULL);
  ADD ("/engine-player/sync-off-board", test_sync_off_board, NULL);
  ADD ("/engine-player/sync-setup-mid-line", test_sync_setup_mid_line, NULL);
  ADD ("/engine-player/sync-setup-without-liberties", test_sync_setup_without_liberties, NULL);
  ADD ("/engine-player/genmove-legal", test_genmove_legal, NULL);
  ADD ("/engine-player/genmove-illegal", test_genmove_illegal, NULL);
  ADD ("/engine-player/genmove-long-answer", test_genmove_long_answer, NULL);
  ADD ("/engine-player/resign", test_resign, NULL);
  ADD ("/engine-player/dead-stones", test_dead_stones, NULL);
  ADD ("/engine-player/stale-answer", test_stale_answer, NULL);
  ADD ("/engine-player/deferred-request", test_deferred_request, NULL);
#undef ADD

  return g_test_run ();
}
