/* test-engine.c: the GTP client and the engine player against the fake
 * engine (TG_FAKE_GTP), fault by fault.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <signal.h>
#include <glib/gstdio.h>

#include "tg-engine-private.h"
#include "tg-engine-player.h"
#include "tg-sgf.h"
#include "tg-test-util.h"
#include "tg-engine-process-private.h"

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
  g_assert_true (tg_engine_process_start (TG_ENGINE_PROCESS (fixture->engine), &error));
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
      tg_engine_process_stop (TG_ENGINE_PROCESS (fixture->engine));
      g_clear_object (&fixture->engine);
    }
  g_unlink (fixture->log_path);
  g_rmdir (fixture->dir);
  g_free (fixture->log_path);
  g_free (fixture->dir);
  g_free (fixture->stopped_reason);
}

static const char *
engine_log (Fixture *fixture)
{
  return tg_engine_process_get_log (TG_ENGINE_PROCESS (fixture->engine));
}

/* The commands the fake engine received, one per line, without ids. */
static char *
read_log (Fixture *fixture)
{
  g_autofree char *contents = NULL;

  /* Every queued command must have been answered before the log is read. */
  while (fixture->engine != NULL &&
         tg_engine_process_get_n_pending (TG_ENGINE_PROCESS (fixture->engine)) > 0)
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
  g_assert_true (tg_engine_process_get_running (TG_ENGINE_PROCESS (fixture->engine)));

  /* The log view shows both directions and what the engine wrote to stderr. */
  while (strstr (engine_log (fixture), "fake engine ready") == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_nonnull (strstr (engine_log (fixture), "> name"));
  g_assert_nonnull (strstr (engine_log (fixture), "Fake Engine"));
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
  g_assert_false (tg_engine_process_get_running (TG_ENGINE_PROCESS (fixture->engine)));
  /* How it ended, and why in its own words. */
  g_assert_cmpstr (fixture->stopped_reason, ==,
                   "The engine quit with exit status 3 after saying "
                   "“fake engine: out of memory”");
  g_assert_cmpstr (error->message, ==, fixture->stopped_reason);

  /* Once stopped, commands fail at once instead of waiting forever. */
  g_clear_error (&error);
  g_assert_null (tg_engine_send_sync (fixture->engine, "name", 5000, &error));
  g_assert_error (error, TG_ENGINE_ERROR, TG_ENGINE_ERROR_STOPPED);
}

/* Killed by a signal: named, with the last thing it said. */
static void
test_killed (Fixture       *fixture,
             gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  start_fake (fixture, "killed", NULL);
  g_assert_null (tg_engine_send_sync (fixture->engine, "genmove b", 5000, &error));
  g_assert_error (error, TG_ENGINE_ERROR, TG_ENGINE_ERROR_STOPPED);
  g_assert_cmpstr (fixture->stopped_reason, ==,
                   "The engine was killed by signal 9 (Killed) after saying "
                   "“fake engine ready (mode killed)”");
}

/* Whether the process of the pid in @path is gone or a zombie: it has
 * exited, and its pipes are closed. */
static gboolean
has_exited (const char *path)
{
  g_autofree char *pid = NULL;
  g_autofree char *stat_path = NULL;
  g_autofree char *stat = NULL;
  const char *state;

  if (!g_file_get_contents (path, &pid, NULL, NULL) || *pid == '\0')
    return FALSE;
  stat_path = g_strdup_printf ("/proc/%s/stat", pid);
  if (!g_file_get_contents (stat_path, &stat, NULL, NULL))
    return TRUE;
  state = strrchr (stat, ')');
  return state != NULL && state[1] == ' ' && state[2] == 'Z';
}

/* An engine that quits before its first command: the command's write
 * finds the pipe closed.  What is said is how the engine ended, not the
 * pipe's error. */
static void
test_quit_before_command (Fixture       *fixture,
                          gconstpointer  data)
{
  g_autofree char *pid_path = g_build_filename (fixture->dir, "pid", NULL);
  g_autofree char *extra = g_strdup_printf ("--pid-file='%s' --quit-at-start=1", pid_path);
  g_autoptr(GError) error = NULL;

  start_fake (fixture, "normal", extra);
  while (!has_exited (pid_path))
    g_usleep (1000);
  g_assert_null (tg_engine_send_sync (fixture->engine, "list_commands", 5000, &error));
  g_assert_error (error, TG_ENGINE_ERROR, TG_ENGINE_ERROR_STOPPED);
  g_assert_cmpstr (fixture->stopped_reason, ==,
                   "The engine quit with exit status 1 after saying "
                   "“fake engine: cannot load the model”");
  g_unlink (pid_path);
}

/* Answers, good or bad, counted. */
typedef struct
{
  Fixture *fixture;
  guint    ok;
  guint    failed;
  GError  *error;             /* the first failure */
  /* The commands the engine had read when the first answer came. */
  guint    read_at_first;
} Tally;

static guint
count_lines (const char *path)
{
  g_autofree char *contents = NULL;
  guint lines = 0;

  if (!g_file_get_contents (path, &contents, NULL, NULL))
    return 0;
  for (const char *c = contents; *c != '\0'; c++)
    lines += *c == '\n';
  return lines;
}

static void
on_tally (GObject      *source,
          GAsyncResult *result,
          gpointer      user_data)
{
  Tally *tally = user_data;
  g_autoptr(GError) error = NULL;
  g_autofree char *reply = tg_engine_send_finish (TG_ENGINE (source), result, &error);

  if (tally->ok + tally->failed == 0)
    tally->read_at_first = count_lines (tally->fixture->log_path);
  if (reply != NULL)
    tally->ok++;
  else
    {
      tally->failed++;
      if (tally->error == NULL)
        tally->error = g_steal_pointer (&error);
    }
}

static void
send_many (Fixture    *fixture,
           Tally      *tally,
           const char *command,
           guint       n)
{
  tally->fixture = fixture;
  for (guint i = 0; i < n; i++)
    tg_engine_send_async (fixture->engine, command, 0, NULL, on_tally, tally);
}

static void
wait_for_answers (Tally *tally,
                  guint  n)
{
  while (tally->ok + tally->failed < n)
    g_main_context_iteration (NULL, TRUE);
}

/* 20,000 commands at once, far more than the pipes hold either way: the
 * commands wait for the engine to read them and its answers are read
 * meanwhile, where both sides used to block on a full pipe for ever. */
static void
test_many_commands (Fixture       *fixture,
                    gconstpointer  data)
{
  Tally tally = { 0 };

  start_fake (fixture, "normal", NULL);
  send_many (fixture, &tally, "komi 6.5", 20000);
  wait_for_answers (&tally, 20000);
  g_assert_no_error (tally.error);
  g_assert_cmpuint (tally.ok, ==, 20000);
  g_assert_true (tg_engine_process_get_running (TG_ENGINE_PROCESS (fixture->engine)));
  g_assert_cmpuint (count_lines (fixture->log_path), ==, 20000);
}

/* An engine that reads slowly: sending returns before it has read the
 * commands, and its first answers are read while it still reads. */
static void
test_slow_reader (Fixture       *fixture,
                  gconstpointer  data)
{
  g_autofree char *padding = g_strnfill (100, 'x');
  g_autofree char *command = g_strconcat ("name ", padding, NULL);
  Tally tally = { 0 };
  guint read_when_sent;

  start_fake (fixture, "normal", "--read-delay=200");
  /* 3,000 × 110 bytes: five times what a pipe holds. */
  send_many (fixture, &tally, command, 3000);
  read_when_sent = count_lines (fixture->log_path);
  g_assert_cmpuint (read_when_sent, <, 1500);
  wait_for_answers (&tally, 3000);
  g_assert_no_error (tally.error);
  g_assert_cmpuint (tally.ok, ==, 3000);
  g_assert_cmpuint (tally.read_at_first, <, 3000);
}

/* An engine that stops reading: its time-out fires, as for one that
 * stops answering. */
static void
test_stops_reading (Fixture       *fixture,
                    gconstpointer  data)
{
  Tally tally = { 0 };

  start_fake (fixture, "normal", "--stop-reading-after=10");
  _tg_engine_set_answer_timeout (fixture->engine, 500);
  send_many (fixture, &tally, "komi 6.5", 10000);
  wait_for_answers (&tally, 10000);
  g_assert_cmpuint (tally.ok, ==, 10);
  g_assert_error (tally.error, TG_ENGINE_ERROR, TG_ENGINE_ERROR_TIMEOUT);
  g_assert_false (tg_engine_process_get_running (TG_ENGINE_PROCESS (fixture->engine)));
  g_assert_cmpstr (fixture->stopped_reason, ==, "The engine did not answer “komi 6.5” in time");
  g_clear_error (&tally.error);
}

/* An answer under another command's id is not this command's answer. */
static void
test_wrong_id (Fixture       *fixture,
               gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  start_fake (fixture, "normal", "--wrong-id");
  g_assert_null (tg_engine_send_sync (fixture->engine, "name", 5000, &error));
  g_assert_error (error, TG_ENGINE_ERROR, TG_ENGINE_ERROR_PROTOCOL);
  g_assert_cmpstr (fixture->stopped_reason, ==,
                   "The engine answered “=2 Fake Engine” to “name”, whose id is 1");
  g_assert_false (tg_engine_process_get_running (TG_ENGINE_PROCESS (fixture->engine)));
}

/* An engine that never answers its first command fails in the answer
 * time-out, whatever the time it is given to think. */
static void
test_handshake_hangs (Fixture       *fixture,
                      gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  start_fake (fixture, "normal", "--hang-on=name");
  tg_engine_set_thinking_timeout (fixture->engine, 5 * 60 * 1000);
  _tg_engine_set_answer_timeout (fixture->engine, 300);
  g_assert_null (tg_engine_send_sync (fixture->engine, "name", 0, &error));
  g_assert_error (error, TG_ENGINE_ERROR, TG_ENGINE_ERROR_TIMEOUT);
  g_assert_cmpstr (fixture->stopped_reason, ==, "The engine did not answer “name” in time");
}

/* One that loads for longer than that, and says so on stderr, is
 * waited for.  The time-out leaves room for the process to start and
 * say its first line (slow under the sanitizers on a loaded machine);
 * the loading lasts three of them. */
static void
test_handshake_loading (Fixture       *fixture,
                        gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *name = NULL;

  start_fake (fixture, "normal", "--loading=30");
  _tg_engine_set_answer_timeout (fixture->engine, 1000);
  name = tg_engine_send_sync (fixture->engine, "name", 0, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (name, ==, "Fake Engine");
  g_assert_null (fixture->stopped_reason);
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
  g_assert_false (tg_engine_process_get_running (TG_ENGINE_PROCESS (fixture->engine)));
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
  g_assert_cmpuint (tg_engine_process_get_n_pending (TG_ENGINE_PROCESS (fixture->engine)), ==, 1);
  for (guint i = 0; i < stream.lines->len; i++)
    g_assert_true (g_str_has_prefix (stream.lines->pdata[i], "info move "));

  name = tg_engine_send_sync (fixture->engine, "name", 5000, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (name, ==, "Fake Engine");
  g_assert_true (stream.done);
  g_assert_no_error (stream.error);
  g_assert_true (stream.ok);
  g_assert_cmpuint (tg_engine_process_get_n_pending (TG_ENGINE_PROCESS (fixture->engine)), ==, 0);
  g_assert_true (tg_engine_process_get_running (TG_ENGINE_PROCESS (fixture->engine)));
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
  _tg_engine_set_answer_timeout (fixture->engine, 200);
  start = g_get_monotonic_time ();
  stream_start (fixture, &stream, "kata-analyze 2", NULL);
  while (g_get_monotonic_time () - start < 1200 * G_TIME_SPAN_MILLISECOND)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (stream.done);
  g_assert_true (tg_engine_process_get_running (TG_ENGINE_PROCESS (fixture->engine)));
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
  g_assert_cmpuint (tg_engine_process_get_n_pending (TG_ENGINE_PROCESS (fixture->engine)), ==, 0);
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
  g_assert_true (tg_engine_process_get_running (TG_ENGINE_PROCESS (fixture->engine)));
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
  g_assert_false (tg_engine_process_get_running (TG_ENGINE_PROCESS (fixture->engine)));
  g_assert_nonnull (strstr (fixture->stopped_reason, "1 MB"));
  log = tg_engine_process_get_log (TG_ENGINE_PROCESS (fixture->engine));
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
  while (strstr (engine_log (fixture), "! flood ") == NULL)
    g_main_context_iteration (NULL, TRUE);
  lines = g_strsplit (tg_engine_process_get_log (TG_ENGINE_PROCESS (fixture->engine)), "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_assert_cmpuint (strlen (lines[i]), <=, 4096 + 8);
      seen |= g_str_has_prefix (lines[i], "! flood xxx") && g_str_has_suffix (lines[i], "x…");
    }
  g_assert_true (seen);
  g_assert_true (tg_engine_process_get_running (TG_ENGINE_PROCESS (fixture->engine)));
}

static void
test_missing_program (Fixture       *fixture,
                      gconstpointer  data)
{
  const char *argv[] = { "/nonexistent/tengen-no-such-engine", "--mode", "gtp", NULL };
  g_autoptr(TgEngine) engine = tg_engine_new (argv);
  g_autoptr(GError) error = NULL;

  g_assert_false (tg_engine_process_start (TG_ENGINE_PROCESS (engine), &error));
  g_assert_nonnull (error);
  g_assert_false (tg_engine_process_get_running (TG_ENGINE_PROCESS (engine)));
}

/* Runs the main loop until the player's idle sync has been sent and
 * answered. */
static void
settle (Fixture *fixture)
{
  for (guint i = 0; i < 10; i++)
    g_main_context_iteration (NULL, FALSE);
  while (tg_engine_process_get_n_pending (TG_ENGINE_PROCESS (fixture->engine)) > 0)
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

/* A line of 14,000 moves reaches the engine whole, answered as it goes:
 * the engine's answers fill their pipe long before the moves are
 * written. */
static void
test_sync_long_line (Fixture       *fixture,
                     gconstpointer  data)
{
  g_autoptr(GString) sgf = g_string_new ("(;GM[1]FF[4]SZ[19]KM[6.5]");
  g_autoptr(TgGame) game = NULL;
  g_autoptr(TgEnginePlayer) player = NULL;
  g_autofree char *log = NULL;
  g_auto(GStrv) lines = NULL;
  guint plays = 0;
  TgNode *node;

  for (guint i = 0; i < 14000; i++)
    g_string_append (sgf, i % 2 == 0 ? ";B[]" : ";W[]");
  g_string_append_c (sgf, ')');
  game = tg_test_game_from_sgf (sgf->str);
  for (node = tg_game_get_root (game); tg_node_get_n_children (node) > 0;)
    node = tg_node_get_child (node, 0);
  tg_game_set_current (game, node);

  start_fake (fixture, "normal", NULL);
  player = tg_engine_player_new (fixture->engine, game);
  tg_engine_player_sync (player);
  log = read_log (fixture);
  lines = g_strsplit (log, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    plays += g_str_has_prefix (lines[i], "play ");
  g_assert_cmpuint (plays, ==, 14000);
  g_assert_cmpstr (lines[g_strv_length (lines) - 2], ==, "play W pass");
  g_assert_true (tg_engine_process_get_running (TG_ENGINE_PROCESS (fixture->engine)));
  g_assert_null (fixture->stopped_reason);
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
  /* As both main()s do: an engine that dies fails a write, not the test. */
  signal (SIGPIPE, SIG_IGN);

#define ADD(path, func, data) \
  g_test_add (path, Fixture, data, fixture_set_up, func, fixture_tear_down)
  ADD ("/engine/reply-and-error", test_reply_and_error, NULL);
  ADD ("/engine/multiline-reply", test_multiline_reply, NULL);
  ADD ("/engine/crash", test_crash, NULL);
  ADD ("/engine/killed", test_killed, NULL);
  ADD ("/engine/quit-before-command", test_quit_before_command, NULL);
  ADD ("/engine/hang", test_hang, NULL);
  ADD ("/engine/many-commands", test_many_commands, NULL);
  ADD ("/engine/slow-reader", test_slow_reader, NULL);
  ADD ("/engine/stops-reading", test_stops_reading, NULL);
  ADD ("/engine/wrong-id", test_wrong_id, NULL);
  ADD ("/engine/handshake-hangs", test_handshake_hangs, NULL);
  ADD ("/engine/handshake-loading", test_handshake_loading, NULL);
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
  ADD ("/engine-player/sync-long-line", test_sync_long_line, NULL);
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
