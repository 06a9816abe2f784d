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

#define DEFAULT_TIMEOUT_MS 60000
/* The log view shows the recent exchange; an engine that chats on stderr
 * for hours must not grow memory without bound. */
#define LOG_LIMIT (256 * 1024)

typedef struct
{
  guint    id;
  char    *command;
  GTask   *task;
  guint    timeout_ms;
} Pending;

struct _TgEngine
{
  GObject           parent_instance;

  GStrv             argv;
  GSubprocess      *process;
  GOutputStream    *to_engine;
  GDataInputStream *from_engine;
  GDataInputStream *engine_stderr;
  GCancellable     *io_cancellable;

  GQueue            pending;       /* Pending *, in the order sent */
  guint             next_id;
  guint             timeout_ms;
  guint             timeout_source;
  GString          *reply;
  gboolean          in_reply;
  gboolean          reply_ok;
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
  g_free (pending->command);
  g_clear_object (&pending->task);
  g_free (pending);
}

static void
append_log (TgEngine        *self,
            TgEngineLogKind  kind,
            const char      *line)
{
  static const char *prefixes[] = { "> ", "< ", "! " };

  if (self->log->len > LOG_LIMIT)
    {
      const char *cut = strchr (self->log->str + self->log->len - LOG_LIMIT / 2, '\n');

      g_string_erase (self->log, 0, cut != NULL ? cut - self->log->str + 1 : (gssize) self->log->len);
    }
  g_string_append (self->log, prefixes[kind]);
  g_string_append (self->log, line);
  g_string_append_c (self->log, '\n');
  g_signal_emit (self, signals[LOG], 0, kind, line);
}

static gboolean
on_timeout (gpointer user_data)
{
  TgEngine *self = user_data;
  Pending *head = g_queue_peek_head (&self->pending);
  g_autofree char *reason = NULL;

  self->timeout_source = 0;
  reason = g_strdup_printf (_("The engine did not answer “%s” in time"),
                            head != NULL ? head->command : "");
  /* An engine that stopped answering can't be trusted with the game any
   * more: it is stopped, and the caller may restart and re-sync it. */
  shut_down (self, TG_ENGINE_ERROR_TIMEOUT, reason);
  return G_SOURCE_REMOVE;
}

static void
arm_timeout (TgEngine *self)
{
  Pending *head = g_queue_peek_head (&self->pending);

  g_clear_handle_id (&self->timeout_source, g_source_remove);
  if (head != NULL)
    self->timeout_source = g_timeout_add (head->timeout_ms, on_timeout, self);
}

static void
fail_all_pending (TgEngine   *self,
                  GQuark      domain,
                  int         code,
                  const char *message)
{
  Pending *pending;

  g_clear_handle_id (&self->timeout_source, g_source_remove);
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

  g_cancellable_cancel (self->io_cancellable);
  g_clear_object (&self->io_cancellable);
  if (self->process != NULL)
    g_subprocess_force_exit (self->process);
  g_clear_object (&self->process);
  g_clear_object (&self->to_engine);
  g_clear_object (&self->from_engine);
  g_clear_object (&self->engine_stderr);
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
  if (pending == NULL)
    {
      /* An answer nobody asked for: the engine is not speaking GTP. */
      shut_down (self, TG_ENGINE_ERROR_PROTOCOL, _("The engine sent an answer to no command"));
      return;
    }

  if (self->reply_ok)
    g_task_return_pointer (pending->task, g_strdup (self->reply->str), g_free);
  else
    g_task_return_new_error (pending->task, TG_ENGINE_ERROR, TG_ENGINE_ERROR_FAILED,
                             "%s", self->reply->str);
  pending_free (pending);
  g_string_truncate (self->reply, 0);
  arm_timeout (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_PENDING]);
}

static void
handle_line (TgEngine *self,
             char     *line)
{
  gsize len = strlen (line);
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
          g_autofree char *reason =
            g_strdup_printf (_("The engine’s answer is not GTP: “%s”"), line);
          shut_down (self, TG_ENGINE_ERROR_PROTOCOL, reason);
          return;
        }
      self->in_reply = TRUE;
      self->reply_ok = line[0] == '=';
      text = line + 1;
      while (g_ascii_isdigit (*text))
        text++;
      while (*text == ' ' || *text == '\t')
        text++;
      g_string_assign (self->reply, text);
      return;
    }

  if (len == 0)
    {
      finish_reply (self);
      return;
    }
  g_string_append_c (self->reply, '\n');
  g_string_append (self->reply, line);
}

static void read_next_line (TgEngine *self);

static void
on_line_read (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  g_autoptr(TgEngine) self = user_data;
  g_autoptr(GError) error = NULL;
  g_autofree char *line = NULL;

  line = g_data_input_stream_read_line_finish (G_DATA_INPUT_STREAM (source), result, NULL, &error);
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  if (source != (GObject *) self->from_engine)
    return;
  if (line == NULL)
    {
      g_autofree char *reason = NULL;

      if (error != NULL)
        reason = g_strdup_printf (_("Reading from the engine failed: %s"), error->message);
      else
        reason = g_strdup (_("The engine stopped unexpectedly"));
      shut_down (self, TG_ENGINE_ERROR_STOPPED, reason);
      return;
    }
  handle_line (self, line);
  if (self->from_engine != NULL)
    read_next_line (self);
}

static void
read_next_line (TgEngine *self)
{
  g_data_input_stream_read_line_async (self->from_engine, G_PRIORITY_DEFAULT,
                                       self->io_cancellable, on_line_read,
                                       g_object_ref (self));
}

static void read_next_stderr_line (TgEngine *self);

static void
on_stderr_line_read (GObject      *source,
                     GAsyncResult *result,
                     gpointer      user_data)
{
  g_autoptr(TgEngine) self = user_data;
  g_autofree char *line = NULL;

  line = g_data_input_stream_read_line_finish (G_DATA_INPUT_STREAM (source), result, NULL, NULL);
  if (line == NULL || source != (GObject *) self->engine_stderr)
    return;
  g_strchomp (line);
  append_log (self, TG_ENGINE_LOG_STDERR, line);
  read_next_stderr_line (self);
}

static void
read_next_stderr_line (TgEngine *self)
{
  g_data_input_stream_read_line_async (self->engine_stderr, G_PRIORITY_LOW,
                                       self->io_cancellable, on_stderr_line_read,
                                       g_object_ref (self));
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
  self->io_cancellable = g_cancellable_new ();
  self->to_engine = g_object_ref (g_subprocess_get_stdin_pipe (self->process));
  self->from_engine = g_data_input_stream_new (g_subprocess_get_stdout_pipe (self->process));
  self->engine_stderr = g_data_input_stream_new (g_subprocess_get_stderr_pipe (self->process));
  g_data_input_stream_set_newline_type (self->from_engine, G_DATA_STREAM_NEWLINE_TYPE_LF);
  g_data_input_stream_set_newline_type (self->engine_stderr, G_DATA_STREAM_NEWLINE_TYPE_LF);
  read_next_line (self);
  read_next_stderr_line (self);
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

void
tg_engine_send_async (TgEngine            *self,
                      const char          *command,
                      guint                timeout_ms,
                      GCancellable        *cancellable,
                      GAsyncReadyCallback  callback,
                      gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *line = NULL;
  Pending *pending;

  g_return_if_fail (TG_IS_ENGINE (self));
  g_return_if_fail (command != NULL);

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, tg_engine_send_async);

  if (self->process == NULL)
    {
      g_task_return_new_error (task, TG_ENGINE_ERROR, TG_ENGINE_ERROR_STOPPED,
                               "%s", _("The engine is not running"));
      return;
    }
  if (strpbrk (command, "\r\n") != NULL)
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                               "%s", _("A GTP command is one line"));
      return;
    }

  pending = g_new0 (Pending, 1);
  pending->id = ++self->next_id;
  pending->command = g_strdup (command);
  pending->task = g_steal_pointer (&task);
  pending->timeout_ms = timeout_ms > 0 ? timeout_ms : self->timeout_ms;
  g_queue_push_tail (&self->pending, pending);
  if (self->pending.length == 1)
    arm_timeout (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_PENDING]);

  line = g_strdup_printf ("%u %s\n", pending->id, command);
  append_log (self, TG_ENGINE_LOG_SENT, command);
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
