/* tg-katago-json.c
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-katago-json.h"

#include <glib/gi18n.h>
#include <math.h>

/* Seconds between the reports a query asks for while it is searched:
 * they show the engine alive on a long search. */
#define REPORT_EVERY 5.0

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

const char *
tg_katago_json_get_string (JsonObject *object,
                           const char *name)
{
  return node_string (json_object_get_member (object, name));
}

gboolean
tg_katago_json_get_true (JsonObject *object,
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
  const char *move = tg_katago_json_get_string (info, "move");
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
tg_katago_json_parse_answer (JsonObject     *answer,
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

TgColor
tg_katago_json_to_move (TgGame *game,
                        TgNode *node)
{
  return tg_game_get_to_move_at (game, node);
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
JsonNode *
tg_katago_json_build_query (TgGame          *game,
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
                                 tg_katago_json_to_move (game, line->pdata[start]) == TG_WHITE ? "W" : "B");

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

