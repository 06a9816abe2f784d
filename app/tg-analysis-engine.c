/* tg-analysis-engine.c
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-analysis-engine.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "tg-line-reader.h"
#include "tg-sgf.h"

#define DEFAULT_TIMEOUT_MS 60000
/* Seconds between the reports a query asks for while it is searched:
 * they show the engine alive on a long search. */
#define REPORT_EVERY 5.0

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

/* Reading answers: every getter checks the type, as an answer may hold
 * anything. */

static gboolean
node_number (JsonNode *node,
             double   *value)
{
  GType type;

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node))
    return FALSE;
  type = json_node_get_value_type (node);
  if (type != G_TYPE_INT64 && type != G_TYPE_DOUBLE)
    return FALSE;
  *value = json_node_get_double (node);
  return isfinite (*value);
}

static const char *
node_string (JsonNode *node)
{
  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) ||
      json_node_get_value_type (node) != G_TYPE_STRING)
    return NULL;
  return json_node_get_string (node);
}

static gboolean
get_number (JsonObject *object,
            const char *name,
            double     *value)
{
  return node_number (json_object_get_member (object, name), value);
}

static const char *
get_string (JsonObject *object,
            const char *name)
{
  return node_string (json_object_get_member (object, name));
}

static gboolean
get_true (JsonObject *object,
          const char *name)
{
  JsonNode *node = json_object_get_member (object, name);

  return node != NULL && JSON_NODE_HOLDS_VALUE (node) &&
         json_node_get_value_type (node) == G_TYPE_BOOLEAN && json_node_get_boolean (node);
}

static double
get_probability (JsonObject *object,
                 const char *name)
{
  double value;

  if (!get_number (object, name, &value) || value < 0 || value > 1)
    return NAN;
  return value;
}

static double
get_value (JsonObject *object,
           const char *name)
{
  double value;

  return get_number (object, name, &value) ? value : NAN;
}

static guint
get_visits (JsonObject *object)
{
  double value;

  if (!get_number (object, "visits", &value) || value < 0 || value > G_MAXUINT)
    return 0;
  return (guint) value;
}

static double
get_score (JsonObject *object)
{
  double lead = get_value (object, "scoreLead");

  return isnan (lead) ? get_value (object, "scoreMean") : lead;
}

static JsonArray *
get_array (JsonObject *object,
           const char *name)
{
  JsonNode *node = json_object_get_member (object, name);

  return node != NULL && JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;
}

static float *
read_grid (TgAnalysis *analysis,
           JsonObject *answer,
           const char *name)
{
  JsonArray *array = get_array (answer, name);
  guint n = analysis->size * analysis->size;
  g_autofree float *grid = NULL;

  if (array == NULL)
    return NULL;
  if (json_array_get_length (array) != n)
    {
      tg_analysis_add_warning (analysis,
                               _("The engine’s %s has %u values for the board’s %u points"),
                               name, json_array_get_length (array), n);
      return NULL;
    }
  grid = g_new (float, n);
  for (guint i = 0; i < n; i++)
    {
      double value;

      if (!node_number (json_array_get_element (array, i), &value))
        {
          tg_analysis_add_warning (analysis, _("The engine’s %s holds a value that is not a number"),
                                   name);
          return NULL;
        }
      grid[i] = CLAMP (value, -1, 1);
    }
  return g_steal_pointer (&grid);
}

static gboolean
read_candidate (TgAnalysis    *analysis,
                const TgBoard *board,
                JsonObject    *info)
{
  const char *move = get_string (info, "move");
  JsonArray *pv = get_array (info, "pv");
  JsonArray *pv_visits = get_array (info, "pvVisits");
  TgCandidate *candidate;
  TgPoint point;
  double order;

  if (move == NULL || !tg_board_point_from_gtp (board, move, &point))
    return FALSE;
  candidate = tg_analysis_add_candidate (analysis, point);
  candidate->visits = get_visits (info);
  candidate->winrate = get_probability (info, "winrate");
  candidate->score_lead = get_score (info);
  candidate->score_stdev = get_value (info, "scoreStdev");
  candidate->prior = get_probability (info, "prior");
  candidate->lcb = get_value (info, "lcb");
  if (get_number (info, "order", &order) && order >= 0 && order < G_MAXINT)
    candidate->order = (int) order;
  if (pv != NULL && json_array_get_length (pv) > 0)
    {
      g_array_set_size (candidate->pv, 0);
      for (guint i = 0; i < json_array_get_length (pv); i++)
        {
          const char *text = node_string (json_array_get_element (pv, i));

          /* The rest of a variation after a bad move means nothing. */
          if (text == NULL || !tg_board_point_from_gtp (board, text, &point))
            break;
          g_array_append_val (candidate->pv, point);
        }
    }
  if (pv_visits != NULL && json_array_get_length (pv_visits) == candidate->pv->len)
    {
      candidate->pv_visits = g_array_new (FALSE, FALSE, sizeof (guint));
      for (guint i = 0; i < json_array_get_length (pv_visits); i++)
        {
          double visits;
          guint count;

          if (!node_number (json_array_get_element (pv_visits, i), &visits) ||
              visits < 0 || visits > G_MAXUINT)
            {
              g_clear_pointer (&candidate->pv_visits, g_array_unref);
              break;
            }
          count = (guint) visits;
          g_array_append_val (candidate->pv_visits, count);
        }
    }
  return TRUE;
}

TgAnalysis *
tg_analysis_engine_parse_answer (JsonObject     *answer,
                                 const TgBoard  *board,
                                 TgColor         to_move,
                                 GError        **error)
{
  g_autoptr(TgAnalysis) analysis = NULL;
  JsonArray *infos;
  JsonNode *root_node;
  guint unreadable = 0;

  g_return_val_if_fail (answer != NULL && board != NULL, NULL);

  infos = get_array (answer, "moveInfos");
  root_node = json_object_get_member (answer, "rootInfo");
  if (infos == NULL && (root_node == NULL || !JSON_NODE_HOLDS_OBJECT (root_node)))
    {
      g_set_error (error, TG_ENGINE_ERROR, TG_ENGINE_ERROR_PROTOCOL, "%s",
                   _("The analysis engine’s answer holds no analysis"));
      return NULL;
    }

  analysis = tg_analysis_new (tg_board_get_size (board), to_move);
  for (guint i = 0; infos != NULL && i < json_array_get_length (infos); i++)
    {
      JsonNode *node = json_array_get_element (infos, i);

      if (!JSON_NODE_HOLDS_OBJECT (node) ||
          !read_candidate (analysis, board, json_node_get_object (node)))
        unreadable++;
    }
  if (unreadable > 0)
    tg_analysis_add_warning (analysis,
                             g_dngettext (GETTEXT_PACKAGE,
                                          "%u candidate move could not be read",
                                          "%u candidate moves could not be read",
                                          unreadable),
                             unreadable);
  if (root_node != NULL && JSON_NODE_HOLDS_OBJECT (root_node))
    {
      JsonObject *root = json_node_get_object (root_node);

      analysis->visits = get_visits (root);
      analysis->winrate = get_probability (root, "winrate");
      analysis->score_lead = get_score (root);
      analysis->score_stdev = get_value (root, "scoreStdev");
    }
  analysis->ownership = read_grid (analysis, answer, "ownership");
  analysis->ownership_stdev = read_grid (analysis, answer, "ownershipStdev");
  tg_analysis_finish (analysis);
  return g_steal_pointer (&analysis);
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
  if (get_true (answer, "noResults"))
    {
      fail_query (self, query, g_error_new (TG_ENGINE_ERROR, TG_ENGINE_ERROR_FAILED, "%s",
                                            _("The analysis engine gave no results")));
      return;
    }
  analysis = tg_analysis_engine_parse_answer (answer, query->board, query->to_move, &error);
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
  const char *message = get_string (answer, "error");
  const char *field = get_string (answer, "field");
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
  const char *id = get_string (answer, "id");
  Query *query = id != NULL ? g_hash_table_lookup (self->queries, id) : NULL;

  if (json_object_has_member (answer, "error") && (query != NULL || id == NULL))
    report_error (self, query, answer);
  else if (query == NULL || json_object_has_member (answer, "action"))
    /* A terminate acknowledged, or a query given up or not ours. */
    return;
  else if (json_object_has_member (answer, "warning"))
    {
      const char *message = get_string (answer, "warning");

      g_ptr_array_add (query->warnings, tg_engine_quote (message != NULL ? message : ""));
    }
  else if (!get_true (answer, "isDuringSearch"))
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

/* Queries */

/* Whose turn it is at @node, as TgGame reckons it for the current node. */
static TgColor
to_move_at (TgGame *game,
            TgNode *node)
{
  for (; node != NULL; node = node->parent)
    {
      const char *player = tg_node_get_value (node, "PL");

      if (player != NULL && (player[0] == 'B' || player[0] == 'b'))
        return TG_BLACK;
      if (player != NULL && (player[0] == 'W' || player[0] == 'w'))
        return TG_WHITE;
      if (node->move_color != TG_EMPTY)
        return TG_OTHER (node->move_color);
    }
  return tg_game_get_handicap (game) >= 2 && tg_node_has_prop (tg_game_get_root (game), "AB")
         ? TG_WHITE : TG_BLACK;
}

static void
add_stone (JsonBuilder   *builder,
           const TgBoard *board,
           TgColor        color,
           TgPoint        point)
{
  g_autofree char *name = tg_board_point_to_gtp (board, point);

  json_builder_begin_array (builder);
  json_builder_add_string_value (builder, color == TG_BLACK ? "B" : "W");
  json_builder_add_string_value (builder, name);
  json_builder_end_array (builder);
}

/* The line to @node as KataGo wants it: the stones of the last node on
 * it that sets any up, then the moves after that node. */
static JsonNode *
build_query (TgGame          *game,
             TgNode          *node,
             const char      *id,
             guint            max_visits,
             TgAnalysisFlags  flags)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(GPtrArray) line = g_ptr_array_new ();
  guint start = 0, size = tg_game_get_size (game), n_moves = 0;
  const TgBoard *board;

  for (TgNode *n = node; n != NULL; n = n->parent)
    g_ptr_array_insert (line, 0, n);
  for (guint i = 0; i < line->len; i++)
    {
      TgNode *n = line->pdata[i];

      if (tg_node_has_prop (n, "AB") || tg_node_has_prop (n, "AW") || tg_node_has_prop (n, "AE"))
        start = i;
    }

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "id");
  json_builder_add_string_value (builder, id);
  json_builder_set_member_name (builder, "boardXSize");
  json_builder_add_int_value (builder, size);
  json_builder_set_member_name (builder, "boardYSize");
  json_builder_add_int_value (builder, size);
  json_builder_set_member_name (builder, "komi");
  json_builder_add_double_value (builder, tg_game_get_komi (game));
  /* Both rule sets count area, forbid suicide and repeat positions, and
   * give White a point a handicap stone. */
  json_builder_set_member_name (builder, "rules");
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "ko");
  json_builder_add_string_value (builder, "POSITIONAL");
  json_builder_set_member_name (builder, "scoring");
  json_builder_add_string_value (builder, "AREA");
  json_builder_set_member_name (builder, "tax");
  json_builder_add_string_value (builder, "NONE");
  json_builder_set_member_name (builder, "suicide");
  json_builder_add_boolean_value (builder, FALSE);
  json_builder_set_member_name (builder, "hasButton");
  json_builder_add_boolean_value (builder, FALSE);
  json_builder_set_member_name (builder, "whiteHandicapBonus");
  json_builder_add_string_value (builder, "N");
  json_builder_end_object (builder);

  board = tg_game_get_board_at (game, line->pdata[start]);
  json_builder_set_member_name (builder, "initialStones");
  json_builder_begin_array (builder);
  for (guint i = 0; i < tg_board_get_n_points (board); i++)
    {
      TgPoint point = tg_board_nth_point (board, i);
      TgColor color = tg_board_get (board, point);

      if (color == TG_BLACK || color == TG_WHITE)
        add_stone (builder, board, color, point);
    }
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "initialPlayer");
  json_builder_add_string_value (builder,
                                 to_move_at (game, line->pdata[start]) == TG_WHITE ? "W" : "B");

  json_builder_set_member_name (builder, "moves");
  json_builder_begin_array (builder);
  for (guint i = start + 1; i < line->len; i++)
    {
      TgNode *n = line->pdata[i];

      if (n->move_color == TG_EMPTY)
        continue;
      add_stone (builder, board, n->move_color, n->move_point);
      n_moves++;
    }
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "analyzeTurns");
  json_builder_begin_array (builder);
  json_builder_add_int_value (builder, n_moves);
  json_builder_end_array (builder);

  if (max_visits > 0)
    {
      json_builder_set_member_name (builder, "maxVisits");
      json_builder_add_int_value (builder, max_visits);
    }
  json_builder_set_member_name (builder, "includeOwnership");
  json_builder_add_boolean_value (builder, (flags & TG_ANALYSIS_OWNERSHIP) != 0);
  json_builder_set_member_name (builder, "includeOwnershipStdev");
  json_builder_add_boolean_value (builder, (flags & TG_ANALYSIS_OWNERSHIP_STDEV) != 0);
  json_builder_set_member_name (builder, "includePVVisits");
  json_builder_add_boolean_value (builder, (flags & TG_ANALYSIS_PV_VISITS) != 0);
  json_builder_set_member_name (builder, "reportDuringSearchEvery");
  json_builder_add_double_value (builder, REPORT_EVERY);
  json_builder_set_member_name (builder, "overrideSettings");
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "reportAnalysisWinratesAs");
  json_builder_add_string_value (builder, "BLACK");
  json_builder_end_object (builder);
  json_builder_end_object (builder);
  return json_builder_get_root (builder);
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
  query->to_move = to_move_at (game, node);
  query->warnings = g_ptr_array_new_with_free_func (g_free);
  message = build_query (game, node, query->id, max_visits, flags);
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
