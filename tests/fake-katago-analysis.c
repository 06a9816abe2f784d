/* fake-katago-analysis.c: a scripted KataGo JSON analysis engine for the
 * tests.
 *
 * It reads queries, replays each one's stones and moves on a real board
 * (an illegal move is refused as KataGo refuses it), and, once no query
 * has come for a moment, answers the waiting ones newest first, each
 * with a report during its search before the final answer.  What it
 * thinks is fixed, as in fake-gtp-engine: Black's winrate 0.7 and lead 5,
 * each later candidate 0.1 and 1 point worse for the side to move, Black
 * owning the left half (0.8).  It reports for Black when a query's
 * overrideSettings ask reportAnalysisWinratesAs BLACK, else for the side
 * to move (KataGo's default without a config).  Also:
 *   --log=FILE      every line received
 *   --mode=garbage  answers the first query with a line that is not JSON
 *   --mode=anonymous-error  answers it with an error naming no query
 *   --mode=silent   never answers
 *   --mode=quit     quits with status 1 before reading anything, saying
 *                   "fake katago: cannot load the model" on stderr
 *   --mode=deaf     closes its input before reading anything, says "fake
 *                   katago: no more input" on stderr, and waits to be killed
 * and a query with maxVisits 13 gets a warning first.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <json-glib/json-glib.h>
#include <poll.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "tg-board.h"

typedef struct
{
  char    *id;
  TgBoard *board;
  TgColor  to_move;
  int      turn;
  gboolean blacks;      /* report for Black */
  gboolean ownership;
  gboolean terminated;
} Query;

static void
query_free (gpointer data)
{
  Query *query = data;

  g_free (query->id);
  tg_board_free (query->board);
  g_free (query);
}

static void
write_json (JsonBuilder *builder)
{
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = json_builder_get_root (builder);
  g_autofree char *text = NULL;

  json_generator_set_root (generator, root);
  text = json_generator_to_data (generator, NULL);
  printf ("%s\n", text);
  fflush (stdout);
}

static void
write_error (const char *id,
             const char *field,
             const char *message)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "error");
  json_builder_add_string_value (builder, message);
  if (field != NULL)
    {
      json_builder_set_member_name (builder, "field");
      json_builder_add_string_value (builder, field);
    }
  if (id != NULL)
    {
      json_builder_set_member_name (builder, "id");
      json_builder_add_string_value (builder, id);
    }
  json_builder_end_object (builder);
  write_json (builder);
}

static TgColor
parse_color (const char *text)
{
  return g_strcmp0 (text, "B") == 0 ? TG_BLACK : g_strcmp0 (text, "W") == 0 ? TG_WHITE : TG_EMPTY;
}

/* A [color, point] pair; FALSE when it is not one. */
static gboolean
parse_stone (JsonNode      *node,
             const TgBoard *board,
             TgColor       *color,
             TgPoint       *point)
{
  JsonArray *pair;

  if (!JSON_NODE_HOLDS_ARRAY (node))
    return FALSE;
  pair = json_node_get_array (node);
  if (json_array_get_length (pair) != 2)
    return FALSE;
  *color = parse_color (json_array_get_string_element (pair, 0));
  return *color != TG_EMPTY &&
         tg_board_point_from_gtp (board, json_array_get_string_element (pair, 1), point);
}

static Query *
read_query (JsonObject *object)
{
  const char *id = json_object_get_string_member (object, "id");
  Query *query;
  JsonArray *stones, *moves;
  gint64 size = json_object_get_int_member_with_default (object, "boardXSize", 0);
  JsonObject *overrides;

  if (!json_object_has_member (object, "rules") || size < TG_MIN_SIZE || size > TG_MAX_SIZE ||
      json_object_get_int_member_with_default (object, "boardYSize", 0) != size)
    {
      write_error (id, "boardXSize", "Must specify rules and a board size");
      return NULL;
    }
  if (!json_object_has_member (object, "moves"))
    {
      write_error (id, "moves", "Must specify moves");
      return NULL;
    }

  query = g_new0 (Query, 1);
  query->id = g_strdup (id);
  query->board = tg_board_new (size);
  query->to_move = parse_color (json_object_get_string_member_with_default (object,
                                                                            "initialPlayer", "B"));
  stones = json_object_has_member (object, "initialStones")
           ? json_object_get_array_member (object, "initialStones") : NULL;
  for (guint i = 0; stones != NULL && i < json_array_get_length (stones); i++)
    {
      TgColor color;
      TgPoint point;

      if (!parse_stone (json_array_get_element (stones, i), query->board, &color, &point))
        {
          write_error (id, "initialStones", "Bad stone");
          query_free (query);
          return NULL;
        }
      tg_board_set (query->board, point, color);
    }
  moves = json_object_get_array_member (object, "moves");
  for (guint i = 0; i < json_array_get_length (moves); i++)
    {
      TgColor color;
      TgPoint point;

      if (!parse_stone (json_array_get_element (moves, i), query->board, &color, &point) ||
          tg_board_play (query->board, color, point, NULL) != TG_MOVE_OK)
        {
          write_error (id, "moves", "Illegal move");
          query_free (query);
          return NULL;
        }
      query->to_move = TG_OTHER (color);
      query->turn++;
    }
  query->ownership = json_object_get_boolean_member_with_default (object, "includeOwnership",
                                                                  FALSE);
  overrides = json_object_has_member (object, "overrideSettings")
              ? json_object_get_object_member (object, "overrideSettings") : NULL;
  query->blacks = overrides != NULL &&
                  g_strcmp0 (json_object_get_string_member_with_default (overrides,
                                                                        "reportAnalysisWinratesAs",
                                                                        NULL), "BLACK") == 0;
  if (json_object_get_int_member_with_default (object, "maxVisits", 0) == 13)
    {
      g_autoptr(JsonBuilder) builder = json_builder_new ();

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "warning");
      json_builder_add_string_value (builder, "thirteen is unlucky");
      json_builder_set_member_name (builder, "field");
      json_builder_add_string_value (builder, "maxVisits");
      json_builder_set_member_name (builder, "id");
      json_builder_add_string_value (builder, id);
      json_builder_end_object (builder);
      write_json (builder);
    }
  return query;
}

static void
add_double (JsonBuilder *builder,
            const char  *name,
            double       value)
{
  json_builder_set_member_name (builder, name);
  json_builder_add_double_value (builder, value);
}

static void
answer (Query    *query,
        gboolean  during_search)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (TgPoint));
  guint size = tg_board_get_size (query->board);
  int sign = query->blacks || query->to_move == TG_BLACK ? 1 : -1;
  int mover = query->to_move == TG_BLACK ? 1 : -1;

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "id");
  json_builder_add_string_value (builder, query->id);
  json_builder_set_member_name (builder, "isDuringSearch");
  json_builder_add_boolean_value (builder, during_search);
  json_builder_set_member_name (builder, "turnNumber");
  json_builder_add_int_value (builder, query->turn);
  if (query->terminated)
    {
      json_builder_set_member_name (builder, "noResults");
      json_builder_add_boolean_value (builder, TRUE);
      json_builder_end_object (builder);
      write_json (builder);
      return;
    }

  for (guint i = 0; i < tg_board_get_n_points (query->board) && legal->len < 4; i++)
    {
      TgPoint point = tg_board_nth_point (query->board, i);

      if (tg_board_check (query->board, query->to_move, point, NULL) == TG_MOVE_OK)
        g_array_append_val (legal, point);
    }
  json_builder_set_member_name (builder, "moveInfos");
  json_builder_begin_array (builder);
  for (guint i = 0; i + 1 < legal->len; i++)
    {
      g_autofree char *move = tg_board_point_to_gtp (query->board, g_array_index (legal, TgPoint, i));
      g_autofree char *reply = tg_board_point_to_gtp (query->board,
                                                      g_array_index (legal, TgPoint, i + 1));
      double winrate = 0.7 - mover * 0.1 * i;
      double lead = 5.0 - mover * 1.0 * i;

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "move");
      json_builder_add_string_value (builder, move);
      json_builder_set_member_name (builder, "visits");
      json_builder_add_int_value (builder, during_search ? 1 : 100 / (i + 1));
      json_builder_set_member_name (builder, "edgeVisits");
      json_builder_add_int_value (builder, 100 / (i + 1));
      add_double (builder, "winrate", sign > 0 ? winrate : 1 - winrate);
      add_double (builder, "scoreLead", sign * lead);
      add_double (builder, "scoreMean", sign * lead);
      add_double (builder, "scoreStdev", 12.5);
      add_double (builder, "prior", 0.5 / (i + 1));
      add_double (builder, "utility", 0.25);
      add_double (builder, "playSelectionValue", 100.0 / (i + 1));
      json_builder_set_member_name (builder, "order");
      json_builder_add_int_value (builder, i);
      json_builder_set_member_name (builder, "pv");
      json_builder_begin_array (builder);
      json_builder_add_string_value (builder, move);
      json_builder_add_string_value (builder, reply);
      json_builder_end_array (builder);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "rootInfo");
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "currentPlayer");
  json_builder_add_string_value (builder, query->to_move == TG_BLACK ? "B" : "W");
  json_builder_set_member_name (builder, "visits");
  json_builder_add_int_value (builder, 183);
  add_double (builder, "winrate", sign > 0 ? 0.7 : 0.3);
  add_double (builder, "scoreLead", sign * 5.0);
  add_double (builder, "scoreStdev", 11.0);
  json_builder_set_member_name (builder, "symHash");
  json_builder_add_string_value (builder, "1D25038E8FC8C26C");
  json_builder_end_object (builder);

  if (query->ownership)
    {
      json_builder_set_member_name (builder, "ownership");
      json_builder_begin_array (builder);
      for (guint y = 0; y < size; y++)
        for (guint x = 0; x < size; x++)
          json_builder_add_double_value (builder, 2 * x + 1 == size ? 0 :
                                                  (2 * x < size) == (sign > 0) ? 0.8 : -0.8);
      json_builder_end_array (builder);
    }
  json_builder_end_object (builder);
  write_json (builder);
}

static void
acknowledge (JsonObject *object)
{
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = json_node_init_object (json_node_alloc (), object);
  g_autofree char *text = NULL;

  json_generator_set_root (generator, root);
  text = json_generator_to_data (generator, NULL);
  printf ("%s\n", text);
  fflush (stdout);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *mode = NULL;
  g_autofree char *log_path = NULL;
  GOptionEntry entries[] = {
    { "mode", 0, 0, G_OPTION_ARG_STRING, &mode, "How to behave", "MODE" },
    { "log", 0, 0, G_OPTION_ARG_FILENAME, &log_path, "Where to log queries", "FILE" },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new (NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) waiting = g_ptr_array_new_with_free_func (query_free);
  g_autoptr(GString) input = g_string_new (NULL);
  FILE *log = NULL;
  gboolean misbehaved = FALSE;
  gboolean open = TRUE;

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      fprintf (stderr, "%s\n", error->message);
      return 2;
    }
  if (mode == NULL)
    mode = g_strdup ("normal");
  if (g_str_equal (mode, "quit"))
    {
      fprintf (stderr, "fake katago: cannot load the model\n");
      return 1;
    }
  if (g_str_equal (mode, "deaf"))
    {
      close (0);
      fprintf (stderr, "fake katago: no more input\n");
      for (;;)   /* until killed */
        pause ();
    }
  if (log_path != NULL)
    log = fopen (log_path, "a");
  fprintf (stderr, "Started, ready to begin handling requests\n");

  while (open || waiting->len > 0)
    {
      struct pollfd fd = { 0, POLLIN, 0 };
      char *newline;

      /* A quiet moment: the waiting queries are answered, newest first. */
      if (!open || poll (&fd, 1, 30) == 0)
        {
          if (g_str_equal (mode, "silent"))
            {
              if (!open)
                break;
              continue;
            }
          while (waiting->len > 0)
            {
              Query *query = waiting->pdata[waiting->len - 1];

              answer (query, TRUE);
              answer (query, FALSE);
              g_ptr_array_remove_index (waiting, waiting->len - 1);
            }
          continue;
        }
      {
        char buffer[65536];
        gssize n = read (0, buffer, sizeof buffer);

        if (n <= 0)
          {
            open = FALSE;
            continue;
          }
        g_string_append_len (input, buffer, n);
      }
      while ((newline = strchr (input->str, '\n')) != NULL)
        {
          g_autoptr(JsonParser) parser = json_parser_new ();
          g_autofree char *line = g_strndup (input->str, newline - input->str);
          JsonObject *object;

          g_string_erase (input, 0, newline - input->str + 1);
          if (log != NULL)
            {
              fprintf (log, "%s\n", line);
              fflush (log);
            }
          if (!json_parser_load_from_data (parser, line, -1, NULL) ||
              !JSON_NODE_HOLDS_OBJECT (json_parser_get_root (parser)))
            {
              write_error (NULL, NULL, "Could not parse json");
              continue;
            }
          object = json_node_get_object (json_parser_get_root (parser));
          if (!misbehaved && g_str_equal (mode, "garbage"))
            {
              misbehaved = TRUE;
              printf ("Segmentation fault? No, just chatting.\n");
              fflush (stdout);
              continue;
            }
          if (!misbehaved && g_str_equal (mode, "anonymous-error"))
            {
              misbehaved = TRUE;
              write_error (NULL, NULL, "Something went wrong");
              continue;
            }
          if (g_strcmp0 (json_object_get_string_member_with_default (object, "action", NULL),
                         "terminate") == 0)
            {
              const char *id = json_object_get_string_member_with_default (object, "terminateId",
                                                                          NULL);

              for (guint i = 0; i < waiting->len; i++)
                {
                  Query *query = waiting->pdata[i];

                  if (g_strcmp0 (query->id, id) == 0)
                    query->terminated = TRUE;
                }
              acknowledge (object);
              continue;
            }
          {
            Query *query = read_query (object);

            if (query != NULL)
              g_ptr_array_add (waiting, query);
          }
        }
    }

  if (log != NULL)
    fclose (log);
  return 0;
}
