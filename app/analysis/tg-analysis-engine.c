/* tg-analysis-engine.c
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-analysis-engine-private.h"

#include <glib/gi18n.h>
#include <string.h>

#include "tg-engine-process-private.h"
#include "tg-katago-json.h"

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
  TgEngineProcess parent_instance;

  GHashTable     *queries;         /* id → Query * */
  guint           next_id;
  guint           timeout_ms;
  guint           timeout_source;
};

G_DEFINE_FINAL_TYPE (TgAnalysisEngine, tg_analysis_engine, TG_TYPE_ENGINE_PROCESS)

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
notify_pending (TgAnalysisEngine *self)
{
  _tg_engine_process_notify_pending (TG_ENGINE_PROCESS (self));
}

static gboolean
on_timeout (gpointer user_data)
{
  TgAnalysisEngine *self = user_data;
  g_autofree char *reason = NULL;

  self->timeout_source = 0;
  reason = g_strdup_printf (_("The analysis engine said nothing for %u seconds"),
                            self->timeout_ms / 1000);
  _tg_engine_process_fail (TG_ENGINE_PROCESS (self), TG_ENGINE_ERROR_TIMEOUT, reason);
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
send_json (TgAnalysisEngine *self,
           JsonNode         *message)
{
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autofree char *text = NULL;

  json_generator_set_root (generator, message);
  text = json_generator_to_data (generator, NULL);
  _tg_engine_process_write (TG_ENGINE_PROCESS (self), text, NULL);
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

/* A line of JSON (TgEngineProcess.receive_line). */
static void
tg_analysis_engine_receive_line (TgEngineProcess *process,
                                 char            *line)
{
  TgAnalysisEngine *self = TG_ANALYSIS_ENGINE (process);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  JsonNode *root;

  g_strchomp (line);
  _tg_engine_process_log (process, TG_ENGINE_LOG_RECEIVED, line);
  rearm_timeout (self);
  if (*line == '\0')
    return;
  if (!json_parser_load_from_data (parser, line, -1, &error) ||
      (root = json_parser_get_root (parser)) == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    {
      g_autofree char *quoted = tg_engine_quote (line);
      g_autofree char *reason =
        g_strdup_printf (_("The analysis engine’s answer is not JSON: “%s”"), quoted);

      _tg_engine_process_fail (process, TG_ENGINE_ERROR_PROTOCOL, reason);
      return;
    }
  handle_answer (self, json_node_get_object (root));
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
  if (!tg_engine_process_get_running (TG_ENGINE_PROCESS (self)))
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
  g_return_val_if_fail (argv != NULL && argv[0] != NULL, NULL);

  return g_object_new (TG_TYPE_ANALYSIS_ENGINE, "argv", argv, NULL);
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

void
tg_analysis_engine_set_timeout (TgAnalysisEngine *self,
                                guint             timeout_ms)
{
  g_return_if_fail (TG_IS_ANALYSIS_ENGINE (self));

  self->timeout_ms = timeout_ms > 0 ? timeout_ms : DEFAULT_TIMEOUT_MS;
  rearm_timeout (self);
}

static guint
tg_analysis_engine_get_n_pending (TgEngineProcess *process)
{
  return g_hash_table_size (TG_ANALYSIS_ENGINE (process)->queries);
}

/* The process is gone (TgEngineProcess.fail_pending). */
static void
tg_analysis_engine_fail_pending (TgEngineProcess *process,
                                 int              code,
                                 const char      *message)
{
  fail_all (TG_ANALYSIS_ENGINE (process), code, message);
}

static void
tg_analysis_engine_finalize (GObject *object)
{
  TgAnalysisEngine *self = TG_ANALYSIS_ENGINE (object);

  g_hash_table_unref (self->queries);
  G_OBJECT_CLASS (tg_analysis_engine_parent_class)->finalize (object);
}

static void
tg_analysis_engine_class_init (TgAnalysisEngineClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  TgEngineProcessClass *process_class = TG_ENGINE_PROCESS_CLASS (klass);

  object_class->finalize = tg_analysis_engine_finalize;
  process_class->receive_line = tg_analysis_engine_receive_line;
  process_class->fail_pending = tg_analysis_engine_fail_pending;
  process_class->get_n_pending = tg_analysis_engine_get_n_pending;
}

static void
tg_analysis_engine_init (TgAnalysisEngine *self)
{
  self->timeout_ms = DEFAULT_TIMEOUT_MS;
  /* The key is the query's own id. */
  self->queries = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, query_free);
}
