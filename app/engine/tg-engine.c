/* tg-engine.c
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-engine.h"

#include <glib/gi18n.h>
#include <signal.h>
#include <string.h>

#include "tg-line-reader.h"

#define DEFAULT_TIMEOUT_MS 60000
/* The log view shows the recent exchange; an engine that chats on stderr
 * for hours must not grow memory without bound. */
#define LOG_LIMIT (256 * 1024)
/* A person reads the log: a line of ownership values is worth keeping,
 * a megabyte of one line only freezes the text view. */
#define LOG_LINE_LIMIT 4096
/* All the lines of one answer (showboard, printsgf, kata-raw-nn). */
#define REPLY_LIMIT (16 * 1024 * 1024)
/* Characters of engine output quoted in a message. */
#define QUOTE_LIMIT 300

typedef struct
{
  guint             id;
  char             *command;
  GTask            *task;
  guint             timeout_ms;
  /* Streaming commands only: the line callback (its data is the task's)
   * and the cancellable's handler. */
  TgEngineLineFunc  line_func;
  GCancellable     *cancellable;
  gulong            cancel_handler;
  gboolean          cancelled;
} Pending;

struct _TgEngine
{
  GObject           parent_instance;

  GStrv             argv;
  GSubprocess      *process;
  GOutputStream    *to_engine;
  TgLineReader     *from_engine;
  TgLineReader     *engine_stderr;

  GQueue            pending;       /* Pending *, in the order sent */
  guint             next_id;
  guint             timeout_ms;
  guint             timeout_source;
  Pending          *timed;         /* the command timeout_source waits for */
  GString          *reply;
  gboolean          in_reply;
  gboolean          reply_ok;
  /* The head is a streaming command whose "=" has come. */
  gboolean          streaming;
  GString          *log;
};

G_DEFINE_FINAL_TYPE (TgEngine, tg_engine, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_RUNNING,
  PROP_N_PENDING,
  N_PROPS
};

enum {
  LOG,
  STOPPED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

G_DEFINE_QUARK (tg-engine-error-quark, tg_engine_error)

static void shut_down (TgEngine   *self,
                       int         code,
                       const char *reason);

static void
pending_free (Pending *pending)
{
  if (pending->cancel_handler != 0)
    g_cancellable_disconnect (pending->cancellable, pending->cancel_handler);
  g_clear_object (&pending->cancellable);
  g_free (pending->command);
  g_clear_object (&pending->task);
  g_free (pending);
}

/* At most @limit bytes of @text, cut at a character and made valid
 * UTF-8, with "…" when cut. */
static char *
cut_text (const char *text,
          gsize       length,
          gsize       limit)
{
  g_autofree char *valid = NULL;
  gboolean cut = length > limit;

  valid = g_utf8_make_valid (text, cut ? (gssize) limit : (gssize) length);
  if (!cut)
    return g_steal_pointer (&valid);
  /* The cut may have split a character into a replacement one. */
  return g_strconcat (valid, "…", NULL);
}

char *
tg_engine_quote (const char *text)
{
  gsize length;
  g_autofree char *valid = NULL;
  glong n_chars;

  g_return_val_if_fail (text != NULL, NULL);

  /* Four bytes a character at most: the prefix holds the limit's worth
   * in any script, and invalid bytes become one character each. */
  length = strlen (text);
  valid = g_utf8_make_valid (text, MIN (length, QUOTE_LIMIT * 4));
  n_chars = g_utf8_strlen (valid, -1);
  if (length <= QUOTE_LIMIT * 4 && n_chars <= QUOTE_LIMIT)
    return g_steal_pointer (&valid);
  return g_strdup_printf ("%.*s…",
                          (int) (g_utf8_offset_to_pointer (valid, MIN (n_chars, QUOTE_LIMIT)) - valid),
                          valid);
}

static void
append_log (TgEngine        *self,
            TgEngineLogKind  kind,
            const char      *line)
{
  static const char *prefixes[] = { "> ", "< ", "! " };
  g_autofree char *shown = cut_text (line, strlen (line), LOG_LINE_LIMIT);

  if (self->log->len > LOG_LIMIT)
    {
      const char *cut = strchr (self->log->str + self->log->len - LOG_LIMIT / 2, '\n');

      g_string_erase (self->log, 0, cut != NULL ? cut - self->log->str + 1 : (gssize) self->log->len);
    }
  g_string_append (self->log, prefixes[kind]);
  g_string_append (self->log, shown);
  g_string_append_c (self->log, '\n');
  g_signal_emit (self, signals[LOG], 0, kind, shown);
}

static gboolean
on_timeout (gpointer user_data)
{
  TgEngine *self = user_data;
  g_autofree char *reason = NULL;

  self->timeout_source = 0;
  reason = g_strdup_printf (_("The engine did not answer “%s” in time"),
                            self->timed != NULL ? self->timed->command : "");
  /* An engine that stopped answering can't be trusted with the game any
   * more: it is stopped, and the caller may restart and re-sync it. */
  shut_down (self, TG_ENGINE_ERROR_TIMEOUT, reason);
  return G_SOURCE_REMOVE;
}

/* The command whose answer is awaited: the head, or, while the head
 * streams, the command after it, which ends the stream and must then be
 * answered in its own time.  A lone stream has no time-out. */
static Pending *
timed_pending (TgEngine *self)
{
  if (self->streaming)
    return g_queue_peek_nth (&self->pending, 1);
  return g_queue_peek_head (&self->pending);
}

static void
arm_timeout (TgEngine *self)
{
  g_clear_handle_id (&self->timeout_source, g_source_remove);
  self->timed = timed_pending (self);
  if (self->timed != NULL)
    self->timeout_source = g_timeout_add (self->timed->timeout_ms, on_timeout, self);
}

static void
fail_all_pending (TgEngine   *self,
                  GQuark      domain,
                  int         code,
                  const char *message)
{
  Pending *pending;

  g_clear_handle_id (&self->timeout_source, g_source_remove);
  self->timed = NULL;
  self->streaming = FALSE;
  while ((pending = g_queue_pop_head (&self->pending)) != NULL)
    {
      g_task_return_new_error (pending->task, domain, code, "%s", message);
      pending_free (pending);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_PENDING]);
}

/* Ends the process and fails what it still owed.  @reason, when set, is
 * the message for the user, and "stopped" is emitted with it. */
static void
shut_down (TgEngine   *self,
           int         code,
           const char *reason)
{
  gboolean was_running = self->process != NULL;

  g_clear_pointer (&self->from_engine, tg_line_reader_free);
  g_clear_pointer (&self->engine_stderr, tg_line_reader_free);
  if (self->process != NULL)
    g_subprocess_force_exit (self->process);
  g_clear_object (&self->process);
  g_clear_object (&self->to_engine);
  self->in_reply = FALSE;
  g_string_truncate (self->reply, 0);

  fail_all_pending (self, TG_ENGINE_ERROR, code,
                    reason != NULL ? reason : _("The engine was stopped"));

  if (was_running)
    {
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RUNNING]);
      if (reason != NULL)
        g_signal_emit (self, signals[STOPPED], 0, reason);
    }
}

static void
finish_reply (TgEngine *self)
{
  Pending *pending = g_queue_pop_head (&self->pending);

  self->in_reply = FALSE;
  self->streaming = FALSE;
  if (pending == NULL)
    {
      /* An answer nobody asked for: the engine is not speaking GTP. */
      shut_down (self, TG_ENGINE_ERROR_PROTOCOL, _("The engine sent an answer to no command"));
      return;
    }

  if (!self->reply_ok)
    {
      g_autofree char *quoted = tg_engine_quote (self->reply->str);

      g_task_return_new_error (pending->task, TG_ENGINE_ERROR, TG_ENGINE_ERROR_FAILED,
                               "%s", quoted);
    }
  else if (pending->line_func == NULL)
    g_task_return_pointer (pending->task, g_strdup (self->reply->str), g_free);
  else if (pending->cancelled)
    g_task_return_new_error (pending->task, G_IO_ERROR, G_IO_ERROR_CANCELLED,
                             "%s", _("The analysis was cancelled"));
  else
    g_task_return_boolean (pending->task, TRUE);
  pending_free (pending);
  g_string_truncate (self->reply, 0);
  arm_timeout (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_PENDING]);
}

static void
stream_line (TgEngine   *self,
             const char *line)
{
  Pending *head = g_queue_peek_head (&self->pending);
  g_autoptr(GTask) task = NULL;

  if (head->cancelled)
    return;
  /* The callback may stop the engine, which frees the pending command:
   * the task, which owns the callback's data, is kept until it returns. */
  task = g_object_ref (head->task);
  head->line_func (self, line, g_task_get_task_data (task));
}

static void
protocol_error (TgEngine   *self,
                const char *format,
                const char *quoted_text)
{
  g_autofree char *quoted = tg_engine_quote (quoted_text);
  g_autofree char *reason = g_strdup_printf (format, quoted);

  shut_down (self, TG_ENGINE_ERROR_PROTOCOL, reason);
}

static void
handle_line (TgEngine *self,
             char     *line,
             gsize     len)
{
  Pending *head;
  const char *text;

  /* GTP allows CR before LF, and engines on other systems send it. */
  while (len > 0 && (line[len - 1] == '\r' || line[len - 1] == '\n'))
    line[--len] = '\0';

  append_log (self, TG_ENGINE_LOG_RECEIVED, line);

  if (!self->in_reply)
    {
      if (len == 0)
        return;
      if (line[0] != '=' && line[0] != '?')
        {
          protocol_error (self, _("The engine’s answer is not GTP: “%s”"), line);
          return;
        }
      self->in_reply = TRUE;
      self->reply_ok = line[0] == '=';
      text = line + 1;
      while (g_ascii_isdigit (*text))
        text++;
      while (*text == ' ' || *text == '\t')
        text++;
      head = g_queue_peek_head (&self->pending);
      if (self->reply_ok && head != NULL && head->line_func != NULL)
        {
          self->streaming = TRUE;
          arm_timeout (self);
          if (*text != '\0')
            stream_line (self, text);
          return;
        }
      g_string_assign (self->reply, text);
      return;
    }

  if (len == 0)
    {
      finish_reply (self);
      return;
    }
  if (self->streaming)
    {
      stream_line (self, line);
      return;
    }
  if (self->reply->len + len > REPLY_LIMIT)
    {
      protocol_error (self, _("The engine’s answer is too long: “%s”"), self->reply->str);
      return;
    }
  g_string_append_c (self->reply, '\n');
  g_string_append_len (self->reply, line, len);
}

static void
on_line (char     *line,
         gsize     length,
         gpointer  user_data)
{
  TgEngine *self = user_data;
  g_autoptr(TgEngine) keep = g_object_ref (self);

  /* A NUL inside a line ends it: GTP is text. */
  handle_line (self, line, strlen (line));
}

static void
on_end (const GError *error,
        gpointer      user_data)
{
  TgEngine *self = user_data;
  g_autoptr(TgEngine) keep = g_object_ref (self);
  g_autofree char *reason = NULL;
  int code = TG_ENGINE_ERROR_STOPPED;

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_MESSAGE_TOO_LARGE))
    {
      reason = g_strdup_printf (_("The engine wrote a line of more than %u MB: it is not "
                                  "speaking GTP"),
                                TG_ENGINE_MAX_LINE / (1024 * 1024));
      code = TG_ENGINE_ERROR_PROTOCOL;
    }
  else if (error != NULL)
    reason = g_strdup_printf (_("Reading from the engine failed: %s"), error->message);
  else
    reason = g_strdup (_("The engine stopped unexpectedly"));
  shut_down (self, code, reason);
}

static void
on_stderr_line (char     *line,
                gsize     length,
                gpointer  user_data)
{
  g_strchomp (line);
  append_log (user_data, TG_ENGINE_LOG_STDERR, line);
}

static void
on_stderr_end (const GError *error,
               gpointer      user_data)
{
}

TgEngine *
tg_engine_new (const char * const *argv)
{
  TgEngine *self;

  g_return_val_if_fail (argv != NULL && argv[0] != NULL, NULL);

  self = g_object_new (TG_TYPE_ENGINE, NULL);
  self->argv = g_strdupv ((char **) argv);
  return self;
}

TgEngine *
tg_engine_new_from_command_line (const char  *command_line,
                                 GError     **error)
{
  g_auto(GStrv) argv = NULL;

  if (!g_shell_parse_argv (command_line, NULL, &argv, error))
    return NULL;
  return tg_engine_new ((const char * const *) argv);
}

const char * const *
tg_engine_get_argv (TgEngine *self)
{
  g_return_val_if_fail (TG_IS_ENGINE (self), NULL);

  return (const char * const *) self->argv;
}

gboolean
tg_engine_start (TgEngine  *self,
                 GError   **error)
{
  g_autoptr(GSubprocess) process = NULL;

  g_return_val_if_fail (TG_IS_ENGINE (self), FALSE);

  if (self->process != NULL)
    return TRUE;

  process = g_subprocess_newv ((const char * const *) self->argv,
                               G_SUBPROCESS_FLAGS_STDIN_PIPE |
                               G_SUBPROCESS_FLAGS_STDOUT_PIPE |
                               G_SUBPROCESS_FLAGS_STDERR_PIPE,
                               error);
  if (process == NULL)
    return FALSE;

  self->process = g_steal_pointer (&process);
  self->to_engine = g_object_ref (g_subprocess_get_stdin_pipe (self->process));
  self->from_engine = tg_line_reader_new (g_subprocess_get_stdout_pipe (self->process),
                                          TG_ENGINE_MAX_LINE, TG_LINE_READER_FAIL,
                                          G_PRIORITY_DEFAULT, on_line, on_end, self);
  /* Stderr is for people, not the protocol: a flood there is cut, and
   * the log keeps only the start of each line anyway. */
  self->engine_stderr = tg_line_reader_new (g_subprocess_get_stderr_pipe (self->process),
                                            TG_ENGINE_MAX_LINE, TG_LINE_READER_CUT,
                                            G_PRIORITY_LOW, on_stderr_line, on_stderr_end,
                                            self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RUNNING]);
  return TRUE;
}

void
tg_engine_stop (TgEngine *self)
{
  g_return_if_fail (TG_IS_ENGINE (self));

  shut_down (self, TG_ENGINE_ERROR_STOPPED, NULL);
}

gboolean
tg_engine_get_running (TgEngine *self)
{
  g_return_val_if_fail (TG_IS_ENGINE (self), FALSE);

  return self->process != NULL;
}

guint
tg_engine_get_n_pending (TgEngine *self)
{
  g_return_val_if_fail (TG_IS_ENGINE (self), 0);

  return self->pending.length;
}

void
tg_engine_set_timeout (TgEngine *self,
                       guint     timeout_ms)
{
  g_return_if_fail (TG_IS_ENGINE (self));

  self->timeout_ms = timeout_ms > 0 ? timeout_ms : DEFAULT_TIMEOUT_MS;
}

static void
write_line (TgEngine   *self,
            const char *line)
{
  g_autoptr(GError) error = NULL;

  /* Commands are a few bytes and the pipe buffers kilobytes, so a blocking
   * write cannot stall the UI; an engine that died shows up as EPIPE. */
  if (!g_output_stream_write_all (self->to_engine, line, strlen (line), NULL, NULL, &error) ||
      !g_output_stream_flush (self->to_engine, NULL, &error))
    {
      g_autofree char *reason =
        g_strdup_printf (_("Writing to the engine failed: %s"), error->message);

      shut_down (self, TG_ENGINE_ERROR_STOPPED, reason);
    }
}

/* Queues @task's command and sends it; FALSE when the task has failed. */
static gboolean
queue_command (TgEngine         *self,
               GTask            *task,
               const char       *command,
               guint             timeout_ms,
               TgEngineLineFunc  line_func)
{
  g_autofree char *line = NULL;
  Pending *pending;

  if (self->process == NULL)
    {
      g_task_return_new_error (task, TG_ENGINE_ERROR, TG_ENGINE_ERROR_STOPPED,
                               "%s", _("The engine is not running"));
      return FALSE;
    }
  if (strpbrk (command, "\r\n") != NULL)
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                               "%s", _("A GTP command is one line"));
      return FALSE;
    }

  pending = g_new0 (Pending, 1);
  pending->id = ++self->next_id;
  pending->command = g_strdup (command);
  pending->task = g_object_ref (task);
  pending->timeout_ms = timeout_ms > 0 ? timeout_ms : self->timeout_ms;
  pending->line_func = line_func;
  g_queue_push_tail (&self->pending, pending);
  if (self->timed == NULL)
    arm_timeout (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_PENDING]);

  line = g_strdup_printf ("%u %s\n", pending->id, command);
  append_log (self, TG_ENGINE_LOG_SENT, command);
  write_line (self, line);
  /* A failed write has already failed the task. */
  return self->process != NULL;
}

void
tg_engine_send_async (TgEngine            *self,
                      const char          *command,
                      guint                timeout_ms,
                      GCancellable        *cancellable,
                      GAsyncReadyCallback  callback,
                      gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (TG_IS_ENGINE (self));
  g_return_if_fail (command != NULL);

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, tg_engine_send_async);
  queue_command (self, task, command, timeout_ms, NULL);
}

typedef struct
{
  TgEngine *self;
  Pending  *pending;
} CancelData;

static void
on_stream_cancelled (GCancellable *cancellable,
                     gpointer      user_data)
{
  CancelData *data = user_data;

  data->pending->cancelled = TRUE;
  /* No shut_down here, whose disconnect would wait for this handler: a
   * dead engine is noticed by the reader. */
  if (data->self->to_engine != NULL &&
      g_output_stream_write_all (data->self->to_engine, "\n", 1, NULL, NULL, NULL))
    g_output_stream_flush (data->self->to_engine, NULL, NULL);
}

void
tg_engine_send_stream_async (TgEngine            *self,
                             const char          *command,
                             guint                timeout_ms,
                             TgEngineLineFunc     line_func,
                             gpointer             line_data,
                             GDestroyNotify       line_data_free,
                             GCancellable        *cancellable,
                             GAsyncReadyCallback  callback,
                             gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  Pending *pending;
  CancelData *data;

  g_return_if_fail (TG_IS_ENGINE (self));
  g_return_if_fail (command != NULL);
  g_return_if_fail (line_func != NULL);

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, tg_engine_send_stream_async);
  g_task_set_task_data (task, line_data, line_data_free);
  if (g_task_return_error_if_cancelled (task) ||
      !queue_command (self, task, command, timeout_ms, line_func) ||
      cancellable == NULL)
    return;

  pending = g_queue_peek_tail (&self->pending);
  data = g_new (CancelData, 1);
  data->self = self;
  data->pending = pending;
  pending->cancellable = g_object_ref (cancellable);
  pending->cancel_handler = g_cancellable_connect (cancellable, G_CALLBACK (on_stream_cancelled),
                                                   data, g_free);
}

gboolean
tg_engine_send_stream_finish (TgEngine      *self,
                              GAsyncResult  *result,
                              GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

void
tg_engine_interrupt (TgEngine *self)
{
  g_return_if_fail (TG_IS_ENGINE (self));

  if (self->process == NULL)
    return;
  append_log (self, TG_ENGINE_LOG_SENT, "");
  write_line (self, "\n");
}

char *
tg_engine_send_finish (TgEngine      *self,
                       GAsyncResult  *result,
                       GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}

typedef struct
{
  GAsyncResult *result;
} SyncData;

static void
on_sync_reply (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  SyncData *data = user_data;

  data->result = g_object_ref (result);
  g_main_context_wakeup (NULL);
}

char *
tg_engine_send_sync (TgEngine    *self,
                     const char  *command,
                     guint        timeout_ms,
                     GError     **error)
{
  SyncData data = { NULL };
  char *reply;

  tg_engine_send_async (self, command, timeout_ms, NULL, on_sync_reply, &data);
  while (data.result == NULL)
    g_main_context_iteration (NULL, TRUE);
  reply = tg_engine_send_finish (self, data.result, error);
  g_object_unref (data.result);
  return reply;
}

const char *
tg_engine_get_log (TgEngine *self)
{
  g_return_val_if_fail (TG_IS_ENGINE (self), NULL);

  return self->log->str;
}

static void
tg_engine_dispose (GObject *object)
{
  TgEngine *self = TG_ENGINE (object);

  shut_down (self, TG_ENGINE_ERROR_STOPPED, NULL);
  G_OBJECT_CLASS (tg_engine_parent_class)->dispose (object);
}

static void
tg_engine_finalize (GObject *object)
{
  TgEngine *self = TG_ENGINE (object);

  g_strfreev (self->argv);
  g_string_free (self->reply, TRUE);
  g_string_free (self->log, TRUE);
  G_OBJECT_CLASS (tg_engine_parent_class)->finalize (object);
}

static void
tg_engine_get_property (GObject    *object,
                        guint       prop_id,
                        GValue     *value,
                        GParamSpec *pspec)
{
  TgEngine *self = TG_ENGINE (object);

  switch (prop_id)
    {
    case PROP_RUNNING:
      g_value_set_boolean (value, tg_engine_get_running (self));
      break;
    case PROP_N_PENDING:
      g_value_set_uint (value, tg_engine_get_n_pending (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tg_engine_class_init (TgEngineClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  /* An engine that dies between two commands turns our next write into
   * SIGPIPE, whose default action would end Tengen with the user's game;
   * ignored, the write fails with EPIPE and becomes a message instead. */
  signal (SIGPIPE, SIG_IGN);

  object_class->dispose = tg_engine_dispose;
  object_class->finalize = tg_engine_finalize;
  object_class->get_property = tg_engine_get_property;

  properties[PROP_RUNNING] =
    g_param_spec_boolean ("running", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_N_PENDING] =
    g_param_spec_uint ("n-pending", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* (kind, line): every line of the exchange, for the GTP log view. */
  signals[LOG] = g_signal_new ("log", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                               0, NULL, NULL, NULL,
                               G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_STRING);
  /* (reason): the process ended, crashed or stopped answering. */
  signals[STOPPED] = g_signal_new ("stopped", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL,
                                   G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
tg_engine_init (TgEngine *self)
{
  g_queue_init (&self->pending);
  self->timeout_ms = DEFAULT_TIMEOUT_MS;
  self->reply = g_string_new (NULL);
  self->log = g_string_new (NULL);
}
