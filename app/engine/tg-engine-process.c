/* tg-engine-process.c
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-engine-process-private.h"

#include <gio/gfiledescriptorbased.h>
#include <glib/gi18n.h>
#include <glib-unix.h>
#include <string.h>

#include "tg-line-reader.h"

/* The log view shows the recent exchange; an engine that chats on stderr
 * for hours must not grow memory without bound. */
#define LOG_LIMIT (256 * 1024)
/* A person reads the log: a line of ownership values is worth keeping,
 * a megabyte of one line only freezes the text view. */
#define LOG_LINE_LIMIT 4096
/* Characters of engine output quoted in a message. */
#define QUOTE_LIMIT 300
/* After its output ends, how long an engine has to exit and finish its
 * stderr before it is killed and reported as it stands. */
#define EXIT_GRACE_MS 2000

typedef struct
{
  GStrv          argv;
  GSubprocess   *process;
  GOutputStream *to_engine;
  TgLineReader  *from_engine;
  TgLineReader  *engine_stderr;
  /* Cancels the write and the wait for the exit under way. */
  GCancellable  *cancellable;

  /* Writing: @sending is being written, @sent bytes of it so far; lines
   * queued meanwhile wait in @queued. */
  GBytes        *sending;
  gsize          sent;
  GString       *queued;
  gboolean       writing;

  /* The output ended or a write found the pipe closed: waiting for the
   * exit status and the rest of stderr before saying how it ended. */
  gboolean       ending;
  gboolean       exited;
  gboolean       stderr_done;
  guint          grace_source;

  char          *last_stderr;
  guint64        n_stderr_lines;
  GString       *log;
} TgEngineProcessPrivate;

G_DEFINE_TYPE_WITH_PRIVATE (TgEngineProcess, tg_engine_process, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_ARGV,
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

void
_tg_engine_process_log (TgEngineProcess *self,
                        TgEngineLogKind  kind,
                        const char      *line)
{
  static const char *prefixes[] = { "> ", "< ", "! " };
  TgEngineProcessPrivate *priv = tg_engine_process_get_instance_private (self);
  g_autofree char *shown = cut_text (line, strlen (line), LOG_LINE_LIMIT);

  if (priv->log->len > LOG_LIMIT)
    {
      const char *cut = strchr (priv->log->str + priv->log->len - LOG_LIMIT / 2, '\n');

      g_string_erase (priv->log, 0, cut != NULL ? cut - priv->log->str + 1 : (gssize) priv->log->len);
    }
  g_string_append (priv->log, prefixes[kind]);
  g_string_append (priv->log, shown);
  g_string_append_c (priv->log, '\n');
  g_signal_emit (self, signals[LOG], 0, kind, shown);
}

/* Ends the process and fails what it still owed.  @reason, when set, is
 * the message for the user, and "stopped" is emitted with it. */
static void
shut_down (TgEngineProcess *self,
           int              code,
           const char      *reason)
{
  TgEngineProcessPrivate *priv = tg_engine_process_get_instance_private (self);
  gboolean was_running = priv->process != NULL;

  g_clear_pointer (&priv->from_engine, tg_line_reader_free);
  g_clear_pointer (&priv->engine_stderr, tg_line_reader_free);
  g_cancellable_cancel (priv->cancellable);
  g_clear_object (&priv->cancellable);
  g_clear_pointer (&priv->sending, g_bytes_unref);
  g_string_truncate (priv->queued, 0);
  priv->sent = 0;
  priv->writing = FALSE;
  g_clear_handle_id (&priv->grace_source, g_source_remove);
  priv->ending = priv->exited = priv->stderr_done = FALSE;
  g_clear_pointer (&priv->last_stderr, g_free);
  if (priv->process != NULL)
    g_subprocess_force_exit (priv->process);
  g_clear_object (&priv->process);
  g_clear_object (&priv->to_engine);

  TG_ENGINE_PROCESS_GET_CLASS (self)->fail_pending (self, code,
                                                    reason != NULL ? reason
                                                    : _("The engine was stopped"));

  if (was_running)
    {
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RUNNING]);
      if (reason != NULL)
        g_signal_emit (self, signals[STOPPED], 0, reason);
    }
}

void
_tg_engine_process_fail (TgEngineProcess *self,
                         int              code,
                         const char      *reason)
{
  g_autoptr(TgEngineProcess) keep = g_object_ref (self);

  shut_down (self, code, reason);
}

/* How the program ended, in words: its exit status or signal, and the
 * last thing it said on stderr, which is usually why. */
static char *
describe_end (TgEngineProcess *self)
{
  TgEngineProcessPrivate *priv = tg_engine_process_get_instance_private (self);
  g_autofree char *how = NULL;

  if (!priv->exited)
    how = g_strdup (_("The engine closed its input or output and did not quit"));
  else if (g_subprocess_get_if_signaled (priv->process))
    {
      int signum = g_subprocess_get_term_sig (priv->process);

      /* Translators: "The engine was killed by signal 11 (Segmentation fault)" */
      how = g_strdup_printf (_("The engine was killed by signal %d (%s)"), signum,
                             g_strsignal (signum));
    }
  else
    how = g_strdup_printf (_("The engine quit with exit status %d"),
                           g_subprocess_get_exit_status (priv->process));
  if (priv->last_stderr == NULL)
    return g_steal_pointer (&how);
  /* Translators: "The engine quit with exit status 1 after saying “cannot
   * load the model”" */
  return g_strdup_printf (_("%s after saying “%s”"), how, priv->last_stderr);
}

static void
finish_ending (TgEngineProcess *self)
{
  g_autofree char *reason = describe_end (self);

  _tg_engine_process_fail (self, TG_ENGINE_ERROR_STOPPED, reason);
}

static gboolean
on_grace_over (gpointer user_data)
{
  TgEngineProcess *self = user_data;
  TgEngineProcessPrivate *priv = tg_engine_process_get_instance_private (self);

  priv->grace_source = 0;
  finish_ending (self);
  return G_SOURCE_REMOVE;
}

static void
check_ended (TgEngineProcess *self)
{
  TgEngineProcessPrivate *priv = tg_engine_process_get_instance_private (self);

  if (priv->ending && priv->exited && priv->stderr_done)
    finish_ending (self);
}

static void
on_exited (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  g_autoptr(GError) error = NULL;
  TgEngineProcessPrivate *priv;

  /* Cancelled: the engine was shut down, and may be gone. */
  if (!g_subprocess_wait_finish (G_SUBPROCESS (source), result, &error) &&
      g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  priv = tg_engine_process_get_instance_private (user_data);
  priv->exited = TRUE;
  check_ended (user_data);
}

/* The engine's output ended or its input is closed: it is going.  What
 * it still owes fails once it is known how it ended. */
static void
engine_gone (TgEngineProcess *self)
{
  TgEngineProcessPrivate *priv = tg_engine_process_get_instance_private (self);

  if (priv->ending)
    return;
  priv->ending = TRUE;
  g_clear_pointer (&priv->from_engine, tg_line_reader_free);
  g_subprocess_wait_async (priv->process, priv->cancellable, on_exited, self);
  priv->grace_source = g_timeout_add (EXIT_GRACE_MS, on_grace_over, self);
}

static void
on_line (char     *line,
         gsize     length,
         gpointer  user_data)
{
  TgEngineProcess *self = user_data;
  g_autoptr(TgEngineProcess) keep = g_object_ref (self);

  TG_ENGINE_PROCESS_GET_CLASS (self)->receive_line (self, line);
}

static void
on_end (const GError *error,
        gpointer      user_data)
{
  TgEngineProcess *self = user_data;
  g_autofree char *reason = NULL;

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_MESSAGE_TOO_LARGE))
    {
      reason = g_strdup_printf (_("The engine wrote a line of more than %u MB"),
                                TG_ENGINE_MAX_LINE / (1024 * 1024));
      _tg_engine_process_fail (self, TG_ENGINE_ERROR_PROTOCOL, reason);
    }
  else if (error != NULL)
    {
      reason = g_strdup_printf (_("Reading from the engine failed: %s"), error->message);
      _tg_engine_process_fail (self, TG_ENGINE_ERROR_STOPPED, reason);
    }
  else
    engine_gone (self);
}

static void
on_stderr_line (char     *line,
                gsize     length,
                gpointer  user_data)
{
  TgEngineProcess *self = user_data;
  TgEngineProcessPrivate *priv = tg_engine_process_get_instance_private (self);

  g_strchomp (line);
  priv->n_stderr_lines++;
  if (*line != '\0')
    {
      g_free (priv->last_stderr);
      priv->last_stderr = tg_engine_quote (line);
    }
  _tg_engine_process_log (self, TG_ENGINE_LOG_STDERR, line);
}

static void
on_stderr_end (const GError *error,
               gpointer      user_data)
{
  TgEngineProcessPrivate *priv = tg_engine_process_get_instance_private (user_data);

  priv->stderr_done = TRUE;
  check_ended (user_data);
}

/* Writing */

static void write_more (TgEngineProcess *self);

static void
on_written (GObject      *source,
            GAsyncResult *result,
            gpointer      user_data)
{
  g_autoptr(GError) error = NULL;
  gssize written = g_output_stream_write_finish (G_OUTPUT_STREAM (source), result, &error);
  TgEngineProcess *self = user_data;
  TgEngineProcessPrivate *priv;

  /* Cancelled: the engine was shut down, and may be gone. */
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  priv = tg_engine_process_get_instance_private (self);
  priv->writing = FALSE;
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_BROKEN_PIPE))
    {
      /* It closed its input: it quit, or is quitting. */
      engine_gone (self);
      return;
    }
  if (error != NULL)
    {
      g_autofree char *reason =
        g_strdup_printf (_("Writing to the engine failed: %s"), error->message);

      _tg_engine_process_fail (self, TG_ENGINE_ERROR_STOPPED, reason);
      return;
    }
  priv->sent += written;
  if (priv->sent == g_bytes_get_size (priv->sending))
    {
      g_clear_pointer (&priv->sending, g_bytes_unref);
      priv->sent = 0;
    }
  write_more (self);
}

/* Writes what is queued, as much as the pipe takes at a time: the main
 * loop reads the answers meanwhile. */
static void
write_more (TgEngineProcess *self)
{
  TgEngineProcessPrivate *priv = tg_engine_process_get_instance_private (self);
  const char *data;
  gsize size;

  if (priv->writing || priv->ending || priv->to_engine == NULL)
    return;
  if (priv->sending == NULL)
    {
      if (priv->queued->len == 0)
        return;
      priv->sending = g_bytes_new (priv->queued->str, priv->queued->len);
      g_string_truncate (priv->queued, 0);
    }
  data = g_bytes_get_data (priv->sending, &size);
  priv->writing = TRUE;
  /* Not a reference to self, which would keep an engine that never reads
   * alive: a shut-down cancels the write first. */
  g_output_stream_write_async (priv->to_engine, data + priv->sent, size - priv->sent,
                               G_PRIORITY_DEFAULT, priv->cancellable, on_written, self);
}

void
_tg_engine_process_write (TgEngineProcess *self,
                          const char      *line,
                          const char      *shown)
{
  TgEngineProcessPrivate *priv = tg_engine_process_get_instance_private (self);

  if (priv->process == NULL)
    return;
  _tg_engine_process_log (self, TG_ENGINE_LOG_SENT, shown != NULL ? shown : line);
  g_string_append (priv->queued, line);
  g_string_append_c (priv->queued, '\n');
  write_more (self);
}

void
_tg_engine_process_notify_pending (TgEngineProcess *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_PENDING]);
}

guint64
_tg_engine_process_get_n_stderr_lines (TgEngineProcess *self)
{
  TgEngineProcessPrivate *priv = tg_engine_process_get_instance_private (self);

  return priv->n_stderr_lines;
}

/* Public */

const char * const *
tg_engine_process_get_argv (TgEngineProcess *self)
{
  TgEngineProcessPrivate *priv;

  g_return_val_if_fail (TG_IS_ENGINE_PROCESS (self), NULL);

  priv = tg_engine_process_get_instance_private (self);
  return (const char * const *) priv->argv;
}

gboolean
tg_engine_process_start (TgEngineProcess  *self,
                         GError          **error)
{
  TgEngineProcessPrivate *priv;
  g_autoptr(GSubprocess) process = NULL;
  int stdin_fd;

  g_return_val_if_fail (TG_IS_ENGINE_PROCESS (self), FALSE);

  priv = tg_engine_process_get_instance_private (self);
  if (priv->process != NULL)
    return TRUE;

  process = g_subprocess_newv ((const char * const *) priv->argv,
                               G_SUBPROCESS_FLAGS_STDIN_PIPE |
                               G_SUBPROCESS_FLAGS_STDOUT_PIPE |
                               G_SUBPROCESS_FLAGS_STDERR_PIPE,
                               error);
  if (process == NULL)
    return FALSE;

  /* A blocking pipe blocks a write of more than it has room for, even
   * one GIO makes when the pipe has some room. */
  stdin_fd = g_file_descriptor_based_get_fd (
    G_FILE_DESCRIPTOR_BASED (g_subprocess_get_stdin_pipe (process)));
  if (!g_unix_set_fd_nonblocking (stdin_fd, TRUE, error))
    {
      g_subprocess_force_exit (process);
      return FALSE;
    }

  priv->process = g_steal_pointer (&process);
  priv->to_engine = g_object_ref (g_subprocess_get_stdin_pipe (priv->process));
  priv->cancellable = g_cancellable_new ();
  priv->n_stderr_lines = 0;
  priv->from_engine = tg_line_reader_new (g_subprocess_get_stdout_pipe (priv->process),
                                          TG_ENGINE_MAX_LINE, TG_LINE_READER_FAIL,
                                          G_PRIORITY_DEFAULT, on_line, on_end, self);
  /* Stderr is for people, not the protocol: a flood there is cut, and
   * the log keeps only the start of each line anyway.  It is read as
   * promptly as the output: at a lower priority, a busy window could
   * starve it, and its last line says why an engine died. */
  priv->engine_stderr = tg_line_reader_new (g_subprocess_get_stderr_pipe (priv->process),
                                            TG_ENGINE_MAX_LINE, TG_LINE_READER_CUT,
                                            G_PRIORITY_DEFAULT, on_stderr_line, on_stderr_end,
                                            self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RUNNING]);
  return TRUE;
}

void
tg_engine_process_stop (TgEngineProcess *self)
{
  g_return_if_fail (TG_IS_ENGINE_PROCESS (self));

  shut_down (self, TG_ENGINE_ERROR_STOPPED, NULL);
}

gboolean
tg_engine_process_get_running (TgEngineProcess *self)
{
  TgEngineProcessPrivate *priv;

  g_return_val_if_fail (TG_IS_ENGINE_PROCESS (self), FALSE);

  priv = tg_engine_process_get_instance_private (self);
  return priv->process != NULL;
}

guint
tg_engine_process_get_n_pending (TgEngineProcess *self)
{
  g_return_val_if_fail (TG_IS_ENGINE_PROCESS (self), 0);

  return TG_ENGINE_PROCESS_GET_CLASS (self)->get_n_pending (self);
}

const char *
tg_engine_process_get_log (TgEngineProcess *self)
{
  TgEngineProcessPrivate *priv;

  g_return_val_if_fail (TG_IS_ENGINE_PROCESS (self), NULL);

  priv = tg_engine_process_get_instance_private (self);
  return priv->log->str;
}

static void
tg_engine_process_dispose (GObject *object)
{
  TgEngineProcess *self = TG_ENGINE_PROCESS (object);

  shut_down (self, TG_ENGINE_ERROR_STOPPED, NULL);
  G_OBJECT_CLASS (tg_engine_process_parent_class)->dispose (object);
}

static void
tg_engine_process_finalize (GObject *object)
{
  TgEngineProcessPrivate *priv =
    tg_engine_process_get_instance_private (TG_ENGINE_PROCESS (object));

  g_strfreev (priv->argv);
  g_string_free (priv->queued, TRUE);
  g_string_free (priv->log, TRUE);
  G_OBJECT_CLASS (tg_engine_process_parent_class)->finalize (object);
}

static void
tg_engine_process_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  TgEngineProcess *self = TG_ENGINE_PROCESS (object);

  switch (prop_id)
    {
    case PROP_ARGV:
      g_value_set_boxed (value, tg_engine_process_get_argv (self));
      break;
    case PROP_RUNNING:
      g_value_set_boolean (value, tg_engine_process_get_running (self));
      break;
    case PROP_N_PENDING:
      g_value_set_uint (value, tg_engine_process_get_n_pending (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tg_engine_process_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  TgEngineProcessPrivate *priv =
    tg_engine_process_get_instance_private (TG_ENGINE_PROCESS (object));

  switch (prop_id)
    {
    case PROP_ARGV:
      priv->argv = g_value_dup_boxed (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tg_engine_process_class_init (TgEngineProcessClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tg_engine_process_dispose;
  object_class->finalize = tg_engine_process_finalize;
  object_class->get_property = tg_engine_process_get_property;
  object_class->set_property = tg_engine_process_set_property;

  properties[PROP_ARGV] =
    g_param_spec_boxed ("argv", NULL, NULL, G_TYPE_STRV,
                        G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_RUNNING] =
    g_param_spec_boolean ("running", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_N_PENDING] =
    g_param_spec_uint ("n-pending", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[LOG] = g_signal_new ("log", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                               0, NULL, NULL, NULL,
                               G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_STRING);
  signals[STOPPED] = g_signal_new ("stopped", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL,
                                   G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
tg_engine_process_init (TgEngineProcess *self)
{
  TgEngineProcessPrivate *priv = tg_engine_process_get_instance_private (self);

  priv->queued = g_string_new (NULL);
  priv->log = g_string_new (NULL);
}
