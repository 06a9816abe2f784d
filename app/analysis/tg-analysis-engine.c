/* tg-analysis-engine.c
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-analysis-engine.h"

#include <glib/gi18n.h>
#include <string.h>

#include "tg-katago-json.h"
#include "tg-line-reader.h"

#define DEFAULT_TIMEOUT_MS 60000

typedef struct
{
  char         *id;
  GTask        *task;
  TgBoard      *board;
  TgColor       to_move;
  GPtrArray    *warnings;       /* char *, what the engine warned of */
  GCancellable *cancellable;
  gulong        cancel_handler;
  gboolean      cancelled;
} Query;

struct _TgAnalysisEngine
{
  GObject        parent_instance;

  GStrv          argv;
  GSubprocess   *process;
  GOutputStream *to_engine;
  TgLineReader  *from_engine;
  TgLineReader  *engine_stderr;
  GCancellable  *write_cancellable;
  GQueue         writes;          /* char *, lines not yet written */
  gboolean       writing;

  GHashTable    *queries;         /* id → Query * */
  guint          next_id;
  guint          timeout_ms;
  guint          timeout_source;
};

G_DEFINE_FINAL_TYPE (TgAnalysisEngine, tg_analysis_engine, G_TYPE_OBJECT)

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

static void shut_down (TgAnalysisEngine *self,
                       int               code,
                       const char       *reason);

static void
query_free (gpointer data)
{
  Query *query = data;

  if (query->cancel_handler != 0)
    g_cancellable_disconnect (query->cancellable, query->cancel_handler);
  g_clear_object (&query->cancellable);
  g_free (query->id);
  g_clear_object (&query->task);
  g_clear_pointer (&query->board, tg_board_free);
  g_ptr_array_unref (query->warnings);
  g_free (query);
}

static void
log_line (TgAnalysisEngine *self,
          TgEngineLogKind   kind,
          const char       *line)
{
  g_autofree char *shown = tg_engine_quote (line);

  g_signal_emit (self, signals[LOG], 0, kind, shown);
}

static void
notify_pending (TgAnalysisEngine *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_PENDING]);
}

static gboolean
on_timeout (gpointer user_data)
{
  TgAnalysisEngine *self = user_data;
  g_autofree char *reason = NULL;

  self->timeout_source = 0;
  reason = g_strdup_printf (_("The analysis engine said nothing for %u seconds"),
                            self->timeout_ms / 1000);
  shut_down (self, TG_ENGINE_ERROR_TIMEOUT, reason);
  return G_SOURCE_REMOVE;
}

/* Silence is timed from the last line, while queries wait. */
static void
rearm_timeout (TgAnalysisEngine *self)
{
  g_clear_handle_id (&self->timeout_source, g_source_remove);
  if (g_hash_table_size (self->queries) > 0)
    self->timeout_source = g_timeout_add (self->timeout_ms, on_timeout, self);
}

/* Out of the table before its task returns: the callback may stop the
 * engine, or ask again. */
static void
take_query (TgAnalysisEngine *self,
            Query            *query)
{
  g_hash_table_steal (self->queries, query->id);
  rearm_timeout (self);
  notify_pending (self);
}

static void
fail_query (TgAnalysisEngine *self,
            Query            *query,
            GError           *error)
{
  take_query (self, query);
  g_task_return_error (query->task, error);
  query_free (query);
}

static void
fail_all (TgAnalysisEngine *self,
          int               code,
          const char       *message)
{
  GList *all = g_hash_table_get_values (self->queries);

  g_hash_table_steal_all (self->queries);
  g_clear_handle_id (&self->timeout_source, g_source_remove);
  notify_pending (self);
  for (GList *l = all; l != NULL; l = l->next)
    {
      Query *query = l->data;

      g_task_return_new_error (query->task, TG_ENGINE_ERROR, code, "%s", message);
      query_free (query);
    }
  g_list_free (all);
}

static void
shut_down (TgAnalysisEngine *self,
           int               code,
           const char       *reason)
{
  gboolean was_running = self->process != NULL;

  g_clear_pointer (&self->from_engine, tg_line_reader_free);
  g_clear_pointer (&self->engine_stderr, tg_line_reader_free);
  g_cancellable_cancel (self->write_cancellable);
  g_clear_object (&self->write_cancellable);
  g_queue_clear_full (&self->writes, g_free);
  self->writing = FALSE;
  if (self->process != NULL)
    g_subprocess_force_exit (self->process);
  g_clear_object (&self->process);
  g_clear_object (&self->to_engine);
  g_clear_handle_id (&self->timeout_source, g_source_remove);

  fail_all (self, code, reason != NULL ? reason : _("The analysis engine was stopped"));

  if (was_running)
    {
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RUNNING]);
      if (reason != NULL)
        g_signal_emit (self, signals[STOPPED], 0, reason);
    }
}

/* Writing: queries are kilobytes each and come by the hundred, so they
 * go out asynchronously, one after another. */

static void write_next (TgAnalysisEngine *self);

static void
on_written (GObject      *source,
            GAsyncResult *result,
            gpointer      user_data)
{
  g_autoptr(TgAnalysisEngine) self = user_data;
  g_autoptr(GError) error = NULL;

  if (!g_output_stream_write_all_finish (G_OUTPUT_STREAM (source), result, NULL, &error))
    {
      g_autofree char *reason = NULL;

      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        return;
      reason = g_strdup_printf (_("Writing to the analysis engine failed: %s"), error->message);
      shut_down (self, TG_ENGINE_ERROR_STOPPED, reason);
      return;
    }
  g_free (g_queue_pop_head (&self->writes));
  self->writing = FALSE;
  write_next (self);
}

static void
write_next (TgAnalysisEngine *self)
{
  const char *line = g_queue_peek_head (&self->writes);

  if (self->writing || line == NULL || self->to_engine == NULL)
    return;
  self->writing = TRUE;
  g_output_stream_write_all_async (self->to_engine, line, strlen (line), G_PRIORITY_DEFAULT,
                                   self->write_cancellable, on_written, g_object_ref (self));
}

static void
send_json (TgAnalysisEngine *self,
           JsonNode         *message)
{
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autofree char *text = NULL;

  json_generator_set_root (generator, message);
  text = json_generator_to_data (generator, NULL);
  log_line (self, TG_ENGINE_LOG_SENT, text);
  g_queue_push_tail (&self->writes, g_strconcat (text, "\n", NULL));
  write_next (self);
}

static void
answer_query (TgAnalysisEngine *self,
              Query            *query,
              JsonObject       *answer)
{
  g_autoptr(GError) error = NULL;
  TgAnalysis *analysis;

  if (query->cancelled)
    {
      fail_query (self, query, g_error_new (G_IO_ERROR, G_IO_ERROR_CANCELLED, "%s",
                                            _("The analysis was cancelled")));
      return;
    }
  if (tg_katago_json_get_true (answer, "noResults"))
    {
      fail_query (self, query, g_error_new (TG_ENGINE_ERROR, TG_ENGINE_ERROR_FAILED, "%s",
                                            _("The analysis engine gave no results")));
      return;
    }
  analysis = tg_katago_json_parse_answer (answer, query->board, query->to_move, &error);
  if (analysis == NULL)
    {
      fail_query (self, query, g_steal_pointer (&error));
      return;
    }
  for (guint i = 0; i < query->warnings->len; i++)
    tg_analysis_add_warning (analysis, "%s", (const char *) query->warnings->pdata[i]);
  take_query (self, query);
  g_task_return_pointer (query->task, analysis, (GDestroyNotify) tg_analysis_unref);
  query_free (query);
}

/* "error", with the query's id or without one, as KataGo reports them. */
static void
report_error (TgAnalysisEngine *self,
              Query            *query,
              JsonObject       *answer)
{
  const char *message = tg_katago_json_get_string (answer, "error");
  const char *field = tg_katago_json_get_string (answer, "field");
  g_autofree char *quoted = tg_engine_quote (message != NULL ? message : "");
  g_autofree char *text = NULL;

  if (field != NULL)
    text = g_strdup_printf (_("The analysis engine refused the query’s “%s”: %s"), field, quoted);
  else
    text = g_strdup_printf (_("The analysis engine refused a query: %s"), quoted);
  if (query != NULL)
    {
      fail_query (self, query, g_error_new (TG_ENGINE_ERROR, TG_ENGINE_ERROR_FAILED, "%s", text));
      return;
    }
  /* Without an id nobody knows whose query it was, and that one will
   * never be answered: none are left waiting. */
  fail_all (self, TG_ENGINE_ERROR_FAILED, text);
}

static void
handle_answer (TgAnalysisEngine *self,
               JsonObject       *answer)
{
  const char *id = tg_katago_json_get_string (answer, "id");
  Query *query = id != NULL ? g_hash_table_lookup (self->queries, id) : NULL;

  if (json_object_has_member (answer, "error") && (query != NULL || id == NULL))
    report_error (self, query, answer);
  else if (query == NULL || json_object_has_member (answer, "action"))
    /* A terminate acknowledged, or a query given up or not ours. */
    return;
  else if (json_object_has_member (answer, "warning"))
    {
      const char *message = tg_katago_json_get_string (answer, "warning");

      g_ptr_array_add (query->warnings, tg_engine_quote (message != NULL ? message : ""));
    }
  else if (!tg_katago_json_get_true (answer, "isDuringSearch"))
    answer_query (self, query, answer);
}

static void
on_line (char     *line,
         gsize     length,
         gpointer  user_data)
{
  TgAnalysisEngine *self = user_data;
  g_autoptr(TgAnalysisEngine) keep = g_object_ref (self);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  JsonNode *root;

  g_strchomp (line);
  log_line (self, TG_ENGINE_LOG_RECEIVED, line);
  rearm_timeout (self);
  if (*line == '\0')
    return;
  if (!json_parser_load_from_data (parser, line, -1, &error) ||
      (root = json_parser_get_root (parser)) == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    {
      g_autofree char *quoted = tg_engine_quote (line);
      g_autofree char *reason =
        g_strdup_printf (_("The analysis engine’s answer is not JSON: “%s”"), quoted);

      shut_down (self, TG_ENGINE_ERROR_PROTOCOL, reason);
      return;
    }
  handle_answer (self, json_node_get_object (root));
}

static void
on_end (const GError *error,
        gpointer      user_data)
{
  TgAnalysisEngine *self = user_data;
  g_autoptr(TgAnalysisEngine) keep = g_object_ref (self);
  g_autofree char *reason = NULL;
  int code = TG_ENGINE_ERROR_STOPPED;

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_MESSAGE_TOO_LARGE))
    {
      reason = g_strdup_printf (_("The analysis engine wrote a line of more than %u MB"),
                                TG_ENGINE_MAX_LINE / (1024 * 1024));
      code = TG_ENGINE_ERROR_PROTOCOL;
    }
  else if (error != NULL)
    reason = g_strdup_printf (_("Reading from the analysis engine failed: %s"), error->message);
  else
    reason = g_strdup (_("The analysis engine stopped unexpectedly"));
  shut_down (self, code, reason);
}

static void
on_stderr_line (char     *line,
                gsize     length,
                gpointer  user_data)
{
  g_strchomp (line);
  log_line (user_data, TG_ENGINE_LOG_STDERR, line);
}

static void
on_stderr_end (const GError *error,
               gpointer      user_data)
{
}

typedef struct
{
  TgAnalysisEngine *self;
  Query            *query;
} CancelData;

static void
on_query_cancelled (GCancellable *cancellable,
                    gpointer      user_data)
{
  CancelData *data = user_data;
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonNode) message = NULL;
  g_autofree char *id = g_strconcat ("terminate-", data->query->id, NULL);

  data->query->cancelled = TRUE;
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "id");
  json_builder_add_string_value (builder, id);
  json_builder_set_member_name (builder, "action");
  json_builder_add_string_value (builder, "terminate");
  json_builder_set_member_name (builder, "terminateId");
  json_builder_add_string_value (builder, data->query->id);
  json_builder_end_object (builder);
  message = json_builder_get_root (builder);
  /* Queued only: a failed write is noticed later, outside this handler. */
  send_json (data->self, message);
}

void
tg_analysis_engine_analyse_async (TgAnalysisEngine    *self,
                                  TgGame              *game,
                                  TgNode              *node,
                                  guint                max_visits,
                                  TgAnalysisFlags      flags,
                                  GCancellable        *cancellable,
                                  GAsyncReadyCallback  callback,
                                  gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  g_autoptr(JsonNode) message = NULL;
  Query *query;

  g_return_if_fail (TG_IS_ANALYSIS_ENGINE (self));
  g_return_if_fail (TG_IS_GAME (game));
  g_return_if_fail (node != NULL);

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, tg_analysis_engine_analyse_async);
  if (g_task_return_error_if_cancelled (task))
    return;
  if (self->process == NULL)
    {
      g_task_return_new_error (task, TG_ENGINE_ERROR, TG_ENGINE_ERROR_STOPPED, "%s",
                               _("The analysis engine is not running"));
      return;
    }

  query = g_new0 (Query, 1);
  query->id = g_strdup_printf ("tengen-%u", ++self->next_id);
  query->task = g_object_ref (task);
  query->board = tg_board_copy (tg_game_get_board_at (game, node));
  query->to_move = tg_katago_json_to_move (game, node);
  query->warnings = g_ptr_array_new_with_free_func (g_free);
  message = tg_katago_json_build_query (game, node, query->id, max_visits, flags);
  g_hash_table_insert (self->queries, query->id, query);
  if (g_hash_table_size (self->queries) == 1)
    rearm_timeout (self);
  notify_pending (self);
  send_json (self, message);

  if (cancellable != NULL)
    {
      CancelData *data = g_new (CancelData, 1);

      data->self = self;
      data->query = query;
      query->cancellable = g_object_ref (cancellable);
      query->cancel_handler = g_cancellable_connect (cancellable, G_CALLBACK (on_query_cancelled),
                                                     data, g_free);
    }
}

TgAnalysis *
tg_analysis_engine_analyse_finish (TgAnalysisEngine  *self,
                                   GAsyncResult      *result,
                                   GError           **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}

/* The process */

TgAnalysisEngine *
tg_analysis_engine_new (const char * const *argv)
{
  TgAnalysisEngine *self;

  g_return_val_if_fail (argv != NULL && argv[0] != NULL, NULL);

  self = g_object_new (TG_TYPE_ANALYSIS_ENGINE, NULL);
  self->argv = g_strdupv ((char **) argv);
  return self;
}

TgAnalysisEngine *
tg_analysis_engine_new_from_command_line (const char  *command_line,
                                          GError     **error)
{
  g_auto(GStrv) argv = NULL;

  if (!g_shell_parse_argv (command_line, NULL, &argv, error))
    return NULL;
  return tg_analysis_engine_new ((const char * const *) argv);
}

gboolean
tg_analysis_engine_start (TgAnalysisEngine  *self,
                          GError           **error)
{
  g_return_val_if_fail (TG_IS_ANALYSIS_ENGINE (self), FALSE);

  if (self->process != NULL)
    return TRUE;
  self->process = g_subprocess_newv ((const char * const *) self->argv,
                                     G_SUBPROCESS_FLAGS_STDIN_PIPE |
                                     G_SUBPROCESS_FLAGS_STDOUT_PIPE |
                                     G_SUBPROCESS_FLAGS_STDERR_PIPE,
                                     error);
  if (self->process == NULL)
    return FALSE;
  self->to_engine = g_object_ref (g_subprocess_get_stdin_pipe (self->process));
  self->write_cancellable = g_cancellable_new ();
  self->from_engine = tg_line_reader_new (g_subprocess_get_stdout_pipe (self->process),
                                          TG_ENGINE_MAX_LINE, TG_LINE_READER_FAIL,
                                          G_PRIORITY_DEFAULT, on_line, on_end, self);
  self->engine_stderr = tg_line_reader_new (g_subprocess_get_stderr_pipe (self->process),
                                            TG_ENGINE_MAX_LINE, TG_LINE_READER_CUT,
                                            G_PRIORITY_LOW, on_stderr_line, on_stderr_end,
                                            self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RUNNING]);
  return TRUE;
}

void
tg_analysis_engine_stop (TgAnalysisEngine *self)
{
  g_return_if_fail (TG_IS_ANALYSIS_ENGINE (self));

  shut_down (self, TG_ENGINE_ERROR_STOPPED, NULL);
}

gboolean
tg_analysis_engine_get_running (TgAnalysisEngine *self)
{
  g_return_val_if_fail (TG_IS_ANALYSIS_ENGINE (self), FALSE);

  return self->process != NULL;
}

guint
tg_analysis_engine_get_n_pending (TgAnalysisEngine *self)
{
  g_return_val_if_fail (TG_IS_ANALYSIS_ENGINE (self), 0);

  return g_hash_table_size (self->queries);
}

void
tg_analysis_engine_set_timeout (TgAnalysisEngine *self,
                                guint             timeout_ms)
{
  g_return_if_fail (TG_IS_ANALYSIS_ENGINE (self));

  self->timeout_ms = timeout_ms > 0 ? timeout_ms : DEFAULT_TIMEOUT_MS;
  rearm_timeout (self);
}

static void
tg_analysis_engine_dispose (GObject *object)
{
  TgAnalysisEngine *self = TG_ANALYSIS_ENGINE (object);

  shut_down (self, TG_ENGINE_ERROR_STOPPED, NULL);
  G_OBJECT_CLASS (tg_analysis_engine_parent_class)->dispose (object);
}

static void
tg_analysis_engine_finalize (GObject *object)
{
  TgAnalysisEngine *self = TG_ANALYSIS_ENGINE (object);

  g_strfreev (self->argv);
  g_hash_table_unref (self->queries);
  G_OBJECT_CLASS (tg_analysis_engine_parent_class)->finalize (object);
}

static void
tg_analysis_engine_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  TgAnalysisEngine *self = TG_ANALYSIS_ENGINE (object);

  switch (prop_id)
    {
    case PROP_RUNNING:
      g_value_set_boolean (value, tg_analysis_engine_get_running (self));
      break;
    case PROP_N_PENDING:
      g_value_set_uint (value, tg_analysis_engine_get_n_pending (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tg_analysis_engine_class_init (TgAnalysisEngineClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tg_analysis_engine_dispose;
  object_class->finalize = tg_analysis_engine_finalize;
  object_class->get_property = tg_analysis_engine_get_property;

  properties[PROP_RUNNING] =
    g_param_spec_boolean ("running", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_N_PENDING] =
    g_param_spec_uint ("n-pending", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* (kind, line): what went each way, cut for display, as TgEngine's. */
  signals[LOG] = g_signal_new ("log", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                               0, NULL, NULL, NULL,
                               G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_STRING);
  /* (reason): the process ended, crashed or stopped answering. */
  signals[STOPPED] = g_signal_new ("stopped", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL,
                                   G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
tg_analysis_engine_init (TgAnalysisEngine *self)
{
  g_queue_init (&self->writes);
  self->timeout_ms = DEFAULT_TIMEOUT_MS;
  /* The key is the query's own id. */
  self->queries = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, query_free);
}
