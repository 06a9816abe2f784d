/* test-katago-json.c: KataGo analysis engine JSON — queries built from
 * games, and answers read: the documented one, and ones of the wrong
 * types everywhere.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <math.h>

#include "tg-katago-json.h"
#include "tg-test-util.h"

#define EPSILON 1e-9

/* KataGo's documented answer, two of its moves kept. */
#define DOCUMENTED_ANSWER \
  "{\"id\":\"foo\",\"isDuringSearch\":false,\"moveInfos\":[{\"lcb\":0.8740855166489953," \
  "\"move\":\"Q5\",\"order\":0,\"prior\":0.8934692740440369,\"pv\":[\"Q5\",\"R5\",\"Q6\"," \
  "\"P4\",\"O5\",\"O4\",\"R6\",\"S5\",\"N4\",\"N5\",\"N3\"],\"scoreLead\":8.18535151076558," \
  "\"scoreMean\":8.18535151076558,\"scoreSelfplay\":10.414442461570038," \
  "\"scoreStdev\":23.987067985850913,\"utility\":0.7509536097709347," \
  "\"utilityLcb\":0.7717092488727239,\"visits\":495,\"edgeVisits\":495," \
  "\"winrate\":0.8666727883983563},{\"lcb\":1.936558574438095,\"move\":\"D4\",\"order\":1," \
  "\"prior\":0.021620146930217743,\"pv\":[\"D4\",\"Q5\"],\"scoreLead\":12.300520420074463," \
  "\"scoreMean\":12.300520420074463,\"scoreSelfplay\":15.386500358581543," \
  "\"scoreStdev\":24.661467510313432,\"utility\":0.9287495791972984," \
  "\"utilityLcb\":2.8000000000000003,\"visits\":2,\"edgeVisits\":2," \
  "\"winrate\":0.9365585744380951}],\"rootInfo\":{\"currentPlayer\":\"B\"," \
  "\"lcb\":0.8672585456293346,\"scoreLead\":8.219540952281882," \
  "\"scoreSelfplay\":10.456476293719811,\"scoreStdev\":23.99829921716391," \
  "\"symHash\":\"1D25038E8FC8C26C456B8DF2DBF70C02\"," \
  "\"thisHash\":\"F8FAEDA0E0C89DDC5AA5CCBB5E7B859D\",\"utility\":0.7524437705003542," \
  "\"visits\":500,\"winrate\":0.8672585456293346},\"turnNumber\":2}"

static JsonArray *
member_array (JsonObject *object,
              const char *name)
{
  g_assert_true (json_object_has_member (object, name));
  return json_object_get_array_member (object, name);
}

static const char *
stone (JsonArray *stones,
       guint      i,
       guint      part)
{
  return json_array_get_string_element (json_array_get_array_element (stones, i), part);
}

/* Handicap stones are the initial stones, White starts; every query
 * asks for Black's values. */
static void
test_query (void)
{
  g_autoptr(TgGame) game = tg_test_game_from_sgf ("(;SZ[9]HA[2]AB[cg][gc]KM[0.5];W[ee];B[ce])");
  TgNode *last = tg_test_main_line_end (tg_game_get_root (game));
  g_autoptr(JsonNode) node = tg_katago_json_build_query (game, last, "q1", 50,
                                                         TG_ANALYSIS_OWNERSHIP);
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autofree char *text = NULL;
  JsonObject *query = json_node_get_object (node);
  JsonArray *stones = member_array (query, "initialStones");
  JsonArray *moves = member_array (query, "moves");

  g_assert_cmpstr (json_object_get_string_member (query, "id"), ==, "q1");
  g_assert_cmpint (json_object_get_int_member (query, "boardXSize"), ==, 9);
  g_assert_cmpint (json_object_get_int_member (query, "boardYSize"), ==, 9);
  g_assert_cmpfloat (json_object_get_double_member (query, "komi"), ==, 0.5);
  g_assert_cmpint (json_object_get_int_member (query, "maxVisits"), ==, 50);
  g_assert_true (json_object_get_boolean_member (query, "includeOwnership"));
  g_assert_false (json_object_get_boolean_member (query, "includePVVisits"));
  g_assert_cmpstr (json_object_get_string_member (query, "initialPlayer"), ==, "W");
  /* In reading order: G7 (gc) comes before C3 (cg). */
  g_assert_cmpuint (json_array_get_length (stones), ==, 2);
  g_assert_cmpstr (stone (stones, 0, 0), ==, "B");
  g_assert_cmpstr (stone (stones, 0, 1), ==, "G7");
  g_assert_cmpstr (stone (stones, 1, 1), ==, "C3");
  g_assert_cmpuint (json_array_get_length (moves), ==, 2);
  g_assert_cmpstr (stone (moves, 0, 0), ==, "W");
  g_assert_cmpstr (stone (moves, 0, 1), ==, "E5");
  g_assert_cmpstr (stone (moves, 1, 1), ==, "C5");
  g_assert_cmpint (json_array_get_int_element (member_array (query, "analyzeTurns"), 0), ==, 2);
  g_assert_cmpstr (json_object_get_string_member (json_object_get_object_member (query, "rules"),
                                                  "ko"), ==, "POSITIONAL");
  g_assert_cmpstr (json_object_get_string_member (json_object_get_object_member (query, "rules"),
                                                  "whiteHandicapBonus"), ==, "N");
  g_assert_cmpstr (json_object_get_string_member (json_object_get_object_member (query,
                                                                                 "overrideSettings"),
                                                  "reportAnalysisWinratesAs"), ==, "BLACK");
  g_assert_cmpint (tg_katago_json_to_move (game, last), ==, TG_WHITE);
  g_assert_cmpint (tg_katago_json_to_move (game, tg_game_get_root (game)), ==, TG_WHITE);

  /* KataGo reads one query a line. */
  json_generator_set_root (generator, node);
  text = json_generator_to_data (generator, NULL);
  g_assert_null (strchr (text, '\n'));
}

/* Stones set up along the line start the query there. */
static void
test_setup_on_line (void)
{
  g_autoptr(TgGame) game = tg_test_game_from_sgf ("(;SZ[9];B[aa];W[ba];AB[ee];W[ca])");
  g_autoptr(JsonNode) node =
    tg_katago_json_build_query (game, tg_test_main_line_end (tg_game_get_root (game)), "q2", 0, 0);
  JsonObject *query = json_node_get_object (node);
  JsonArray *stones = member_array (query, "initialStones");

  g_assert_cmpuint (json_array_get_length (stones), ==, 3);
  g_assert_cmpstr (stone (stones, 2, 0), ==, "B");
  g_assert_cmpstr (stone (stones, 2, 1), ==, "E5");
  g_assert_cmpuint (json_array_get_length (member_array (query, "moves")), ==, 1);
  g_assert_cmpstr (stone (member_array (query, "moves"), 0, 1), ==, "C9");
  g_assert_cmpstr (json_object_get_string_member (query, "initialPlayer"), ==, "B");
  g_assert_cmpint (json_array_get_int_element (member_array (query, "analyzeTurns"), 0), ==, 1);
  g_assert_false (json_object_has_member (query, "maxVisits"));
  g_assert_false (json_object_get_boolean_member (query, "includeOwnership"));
}

static void
test_parse_documented (void)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(TgBoard) board = tg_board_new (19);
  g_autoptr(TgAnalysis) analysis = NULL;
  g_autoptr(GError) error = NULL;
  const TgCandidate *best, *second;

  g_assert_true (json_parser_load_from_data (parser, DOCUMENTED_ANSWER, -1, NULL));
  analysis = tg_katago_json_parse_answer (json_node_get_object (json_parser_get_root (parser)),
                                              board, TG_BLACK, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (analysis->candidates->len, ==, 2);
  best = tg_analysis_get_best (analysis);
  g_assert_cmpint (best->point, ==, tg_test_board_point (board, "Q5"));
  g_assert_cmpuint (best->visits, ==, 495);
  g_assert_cmpfloat_with_epsilon (best->winrate, 0.8666727883983563, EPSILON);
  g_assert_cmpfloat_with_epsilon (best->score_lead, 8.18535151076558, EPSILON);
  g_assert_cmpfloat_with_epsilon (best->prior, 0.8934692740440369, EPSILON);
  g_assert_cmpuint (best->pv->len, ==, 11);
  g_assert_cmpint (g_array_index (best->pv, TgPoint, 10), ==, tg_test_board_point (board, "N3"));
  second = &g_array_index (analysis->candidates, TgCandidate, 1);
  /* An LCB outside 0–1 is KataGo's way; kept. */
  g_assert_cmpfloat_with_epsilon (second->lcb, 1.936558574438095, EPSILON);
  g_assert_cmpuint (analysis->visits, ==, 500);
  g_assert_cmpfloat_with_epsilon (analysis->winrate, 0.8672585456293346, EPSILON);
  g_assert_cmpfloat_with_epsilon (analysis->score_lead, 8.219540952281882, EPSILON);
  g_assert_null (analysis->ownership);
  g_assert_null (analysis->warnings);
}

/* Types no one promised: each value is checked before it is read. */
static void
test_parse_hostile (void)
{
  static const char *answers[] = {
    "{\"id\":\"x\",\"moveInfos\":[{\"move\":7,\"visits\":\"many\"},{\"move\":\"D4\","
    "\"visits\":[1],\"winrate\":\"high\",\"pv\":[\"D4\",{},\"C3\"],\"pvVisits\":[\"a\"]},3],"
    "\"rootInfo\":{\"visits\":-5,\"winrate\":2},\"ownership\":[1,2]}",
    "{\"id\":\"x\",\"moveInfos\":{},\"rootInfo\":[]}",
  };
  g_autoptr(TgBoard) board = tg_board_new (9);

  for (guint i = 0; i < G_N_ELEMENTS (answers); i++)
    {
      g_autoptr(JsonParser) parser = json_parser_new ();
      g_autoptr(TgAnalysis) analysis = NULL;
      g_autoptr(GError) error = NULL;
      JsonObject *answer;

      g_assert_true (json_parser_load_from_data (parser, answers[i], -1, NULL));
      answer = json_node_get_object (json_parser_get_root (parser));
      analysis = tg_katago_json_parse_answer (answer, board, TG_BLACK, &error);
      if (i == 1)
        {
          g_assert_null (analysis);
          g_assert_error (error, TG_ENGINE_ERROR, TG_ENGINE_ERROR_PROTOCOL);
          continue;
        }
      g_assert_no_error (error);
      g_assert_cmpuint (analysis->candidates->len, ==, 1);
      g_assert_cmpuint (tg_analysis_get_best (analysis)->visits, ==, 0);
      g_assert_true (isnan (tg_analysis_get_best (analysis)->winrate));
      g_assert_cmpuint (tg_analysis_get_best (analysis)->pv->len, ==, 1);
      g_assert_null (tg_analysis_get_best (analysis)->pv_visits);
      g_assert_true (isnan (analysis->winrate));
      g_assert_null (analysis->ownership);
      /* Two candidates unreadable, the ownership the wrong size. */
      g_assert_cmpuint (analysis->warnings->len, ==, 2);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/katago-json/query", test_query);
  g_test_add_func ("/katago-json/setup-on-line", test_setup_on_line);
  g_test_add_func ("/katago-json/parse-documented", test_parse_documented);
  g_test_add_func ("/katago-json/parse-hostile", test_parse_hostile);

  return g_test_run ();
}
