/* tg-engine.c
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-engine-private.h"

#include <glib/gi18n.h>
#include <string.h>

#include "tg-engine-process-private.h"

/* Setting up, asking a name or a list: an engine that takes longer is
 * stuck.  The first commands also wait for the program to load, which
 * may take longer, but one that loads says so on stderr. */
#define ANSWER_TIMEOUT_MS 30000
#define THINKING_TIMEOUT_MS 60000
/* All the lines of one answer (showboard, printsgf, kata-raw-nn). */
#define REPLY_LIMIT (16 * 1024 * 1024)

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
  TgEngineProcess   parent_instance;

  GQueue            pending;       /* Pending *, in the order sent */
  guint             next_id;
  guint             answer_timeout_ms;
  guint             thinking_timeout_ms;
  guint             timeout_source;
  Pending          *timed;         /* the command timeout_source waits for */
  /* The engine's stderr lines when the time-out was armed: during the
   * handshake, a sign of life. */
  guint64           stderr_lines;
  /* An answer came since the process started: the handshake is over. */
  gboolean          answered;
  GString          *reply;
  gboolean          in_reply;
  gboolean          reply_ok;
  /* The head is a streaming command whose "=" has come. */
  gboolean          streaming;
};

G_DEFINE_FINAL_TYPE (TgEngine, tg_engine, TG_TYPE_ENGINE_PROCESS)

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

static void arm_timeout (TgEngine *self);

static gboolean
on_timeout (gpointer user_data)
{
  TgEngine *self = user_data;
  g_autofree char *reason = NULL;

  self->timeout_source = 0;
  if (!self->answered &&
      _tg_engine_process_get_n_stderr_lines (TG_ENGINE_PROCESS (self)) != self->stderr_lines)
    {
      /* Still loading, and saying so. */
      arm_timeout (self);
      return G_SOURCE_REMOVE;
    }
  reason = g_strdup_printf (_("The engine did not answer “%s” in time"),
                            self->timed != NULL ? self->timed->command : "");
  /* An engine that stopped answering can't be trusted with the game any
   * more: it is stopped, and the caller may restart and re-sync it. */
  _tg_engine_process_fail (TG_ENGINE_PROCESS (self), TG_ENGINE_ERROR_TIMEOUT, reason);
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
  self->stderr_lines = _tg_engine_process_get_n_stderr_lines (TG_ENGINE_PROCESS (self));
  if (self->timed != NULL)
    self->timeout_source = g_timeout_add (self->timed->timeout_ms, on_timeout, self);
}

/* The process is gone (TgEngineProcess.fail_pending). */
static void
tg_engine_fail_pending (TgEngineProcess *process,
                        int              code,
                        const char      *message)
{
  TgEngine *self = TG_ENGINE (process);
  Pending *pending;

  g_clear_handle_id (&self->timeout_source, g_source_remove);
  self->timed = NULL;
  self->streaming = FALSE;
  self->in_reply = FALSE;
  self->answered = FALSE;
  g_string_truncate (self->reply, 0);
  while ((pending = g_queue_pop_head (&self->pending)) != NULL)
    {
      g_task_return_new_error (pending->task, TG_ENGINE_ERROR, code, "%s", message);
      pending_free (pending);
    }
  _tg_engine_process_notify_pending (process);
}

static guint
tg_engine_get_n_pending (TgEngineProcess *process)
{
  return TG_ENGINE (process)->pending.length;
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
      _tg_engine_process_fail (TG_ENGINE_PROCESS (self), TG_ENGINE_ERROR_PROTOCOL,
                               _("The engine sent an answer to no command"));
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
  _tg_engine_process_notify_pending (TG_ENGINE_PROCESS (self));
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

  _tg_engine_process_fail (TG_ENGINE_PROCESS (self), TG_ENGINE_ERROR_PROTOCOL, reason);
}

/* Whether the id an answer starts with, the digits from @start to @end
 * (none: an engine that leaves ids out), is @head's command's. */
static gboolean
is_answer_to (const Pending *head,
              const char    *start,
              const char    *end)
{
  guint64 id = 0;

  if (start == end || head == NULL)
    return TRUE;
  for (const char *digit = start; digit < end; digit++)
    {
      id = id * 10 + (guint64) (*digit - '0');
      if (id > G_MAXUINT)
        return FALSE;
    }
  return id == head->id;
}

/* A GTP line (TgEngineProcess.receive_line). */
static void
tg_engine_receive_line (TgEngineProcess *process,
                        char            *line)
{
  TgEngine *self = TG_ENGINE (process);
  /* A NUL inside a line ends it: GTP is text. */
  gsize len = strlen (line);
  Pending *head;
  const char *text;

  /* GTP allows CR before LF, and engines on other systems send it. */
  while (len > 0 && (line[len - 1] == '\r' || line[len - 1] == '\n'))
    line[--len] = '\0';

  _tg_engine_process_log (process, TG_ENGINE_LOG_RECEIVED, line);

  if (!self->in_reply)
    {
      if (len == 0)
        return;
      if (line[0] != '=' && line[0] != '?')
        {
          protocol_error (self, _("The engine’s answer is not GTP: “%s”"), line);
          return;
        }
      head = g_queue_peek_head (&self->pending);
      text = line + 1;
      while (g_ascii_isdigit (*text))
        text++;
      if (!is_answer_to (head, line + 1, text))
        {
          g_autofree char *quoted = tg_engine_quote (line);
          g_autofree char *reason =
            /* Translators: "The engine answered “=7 D4” to “genmove b”, whose id is 5" */
            g_strdup_printf (_("The engine answered “%s” to “%s”, whose id is %u"),
                             quoted, head->command, head->id);

          _tg_engine_process_fail (process, TG_ENGINE_ERROR_PROTOCOL, reason);
          return;
        }
      self->in_reply = TRUE;
      self->answered = TRUE;
      self->reply_ok = line[0] == '=';
      while (*text == ' ' || *text == '\t')
        text++;
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

TgEngine *
tg_engine_new (const char * const *argv)
{
  g_return_val_if_fail (argv != NULL && argv[0] != NULL, NULL);

  return g_object_new (TG_TYPE_ENGINE, "argv", argv, NULL);
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

void
_tg_engine_set_answer_timeout (TgEngine *self,
                               guint     timeout_ms)
{
  g_return_if_fail (TG_IS_ENGINE (self));

  self->answer_timeout_ms = timeout_ms > 0 ? timeout_ms : ANSWER_TIMEOUT_MS;
}

void
tg_engine_set_thinking_timeout (TgEngine *self,
                                guint     timeout_ms)
{
  g_return_if_fail (TG_IS_ENGINE (self));

  self->thinking_timeout_ms = timeout_ms > 0 ? timeout_ms : THINKING_TIMEOUT_MS;
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

  if (!tg_engine_process_get_running (TG_ENGINE_PROCESS (self)))
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
  pending->timeout_ms = timeout_ms == TG_ENGINE_THINKING ? self->thinking_timeout_ms
                        : timeout_ms > 0 ? timeout_ms : self->answer_timeout_ms;
  pending->line_func = line_func;
  g_queue_push_tail (&self->pending, pending);
  if (self->timed == NULL)
    arm_timeout (self);
  _tg_engine_process_notify_pending (TG_ENGINE_PROCESS (self));

  line = g_strdup_printf ("%u %s", pending->id, command);
  _tg_engine_process_write (TG_ENGINE_PROCESS (self), line, command);
  return TRUE;
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
  /* Queued only, never failed here, where a shut-down's disconnect
   * would wait for this handler. */
  tg_engine_interrupt (data->self);
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

  _tg_engine_process_write (TG_ENGINE_PROCESS (self), "", NULL);
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

static void
tg_engine_finalize (GObject *object)
{
  TgEngine *self = TG_ENGINE (object);

  g_string_free (self->reply, TRUE);
  G_OBJECT_CLASS (tg_engine_parent_class)->finalize (object);
}

static void
tg_engine_class_init (TgEngineClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  TgEngineProcessClass *process_class = TG_ENGINE_PROCESS_CLASS (klass);

  object_class->finalize = tg_engine_finalize;
  process_class->receive_line = tg_engine_receive_line;
  process_class->fail_pending = tg_engine_fail_pending;
  process_class->get_n_pending = tg_engine_get_n_pending;
}

static void
tg_engine_init (TgEngine *self)
{
  g_queue_init (&self->pending);
  self->answer_timeout_ms = ANSWER_TIMEOUT_MS;
  self->thinking_timeout_ms = THINKING_TIMEOUT_MS;
  self->reply = g_string_new (NULL);
}
