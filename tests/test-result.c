/* test-result.c: the result a record states (RE), read one way for
 * every reader: who won, how, by how much, and in words.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tg-result.h"
#include "tg-test-util.h"

typedef struct
{
  const char  *text;
  TgResultKind kind;
  TgColor      winner;
  double       margin;
  const char  *words;
} Case;

/* What SGF FF[4] lists, and what real records write instead. */
static const Case cases[] = {
  { NULL, TG_RESULT_NONE, TG_EMPTY, 0, "Result unknown" },
  { " ", TG_RESULT_NONE, TG_EMPTY, 0, "Result unknown" },
  { "?", TG_RESULT_UNKNOWN, TG_EMPTY, 0, "Result unknown" },
  { "0", TG_RESULT_DRAW, TG_EMPTY, 0, "Draw" },
  { "draw", TG_RESULT_DRAW, TG_EMPTY, 0, "Draw" },
  { "Jigo", TG_RESULT_DRAW, TG_EMPTY, 0, "Draw" },
  { "Void", TG_RESULT_VOID, TG_EMPTY, 0, "No result" },
  { "B+R", TG_RESULT_RESIGNATION, TG_BLACK, 0, "Black wins by resignation" },
  { "W+Resign", TG_RESULT_RESIGNATION, TG_WHITE, 0, "White wins by resignation" },
  { "b+r", TG_RESULT_RESIGNATION, TG_BLACK, 0, "Black wins by resignation" },
  { "W+T", TG_RESULT_TIME, TG_WHITE, 0, "White wins on time" },
  { "B+Time", TG_RESULT_TIME, TG_BLACK, 0, "Black wins on time" },
  { "B+F", TG_RESULT_FORFEIT, TG_BLACK, 0, "Black wins by forfeit" },
  { "W+2.50", TG_RESULT_SCORE, TG_WHITE, 2.5, "White wins by 2.5 points" },
  { " B+0.5 ", TG_RESULT_SCORE, TG_BLACK, 0.5, "Black wins by 0.5 points" },
  { "W+1", TG_RESULT_SCORE, TG_WHITE, 1, "White wins by 1 point" },
  { "B+.5", TG_RESULT_SCORE, TG_BLACK, 0.5, "Black wins by 0.5 points" },
  { "B+", TG_RESULT_WIN, TG_BLACK, 0, "Black wins" },
  { "W", TG_RESULT_WIN, TG_WHITE, 0, "White wins" },
  /* Margins strtod alone would take, and reasons nobody defines: the
   * winner is known, the rest is shown as written. */
  { "B+inf", TG_RESULT_OTHER, TG_BLACK, 0, "B+inf" },
  { "W+0x10", TG_RESULT_OTHER, TG_WHITE, 0, "W+0x10" },
  { "B+0", TG_RESULT_OTHER, TG_BLACK, 0, "B+0" },
  { "W+J", TG_RESULT_OTHER, TG_WHITE, 0, "W+J" },
  { "B+Rematch", TG_RESULT_OTHER, TG_BLACK, 0, "B+Rematch" },
  { "Black won", TG_RESULT_OTHER, TG_EMPTY, 0, "Black won" },
  { "D+J", TG_RESULT_OTHER, TG_EMPTY, 0, "D+J" },
};

static void
test_parse (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      TgResult result;

      g_test_message ("RE[%s]", cases[i].text);
      tg_result_parse (cases[i].text, &result);
      g_assert_cmpint (result.kind, ==, cases[i].kind);
      g_assert_cmpint (result.winner, ==, cases[i].winner);
      g_assert_cmpfloat (result.margin, ==, cases[i].margin);
    }
}

static void
test_describe (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *words = tg_result_describe (cases[i].text);

      g_assert_cmpstr (words, ==, cases[i].words);
    }
}

/* The lead is Black's: what the score dialog sets beside its count. */
static void
test_lead (void)
{
  TgResult result;
  double lead = 99;

  tg_result_parse ("W+6.5", &result);
  g_assert_true (tg_result_get_lead (&result, &lead));
  g_assert_cmpfloat (lead, ==, -6.5);
  tg_result_parse ("B+11.5", &result);
  g_assert_true (tg_result_get_lead (&result, &lead));
  g_assert_cmpfloat (lead, ==, 11.5);
  tg_result_parse ("Jigo", &result);
  g_assert_true (tg_result_get_lead (&result, &lead));
  g_assert_cmpfloat (lead, ==, 0);
  tg_result_parse ("B+R", &result);
  g_assert_false (tg_result_get_lead (&result, &lead));
  tg_result_parse ("?", &result);
  g_assert_false (tg_result_get_lead (&result, &lead));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/result/parse", test_parse);
  g_test_add_func ("/result/describe", test_describe);
  g_test_add_func ("/result/lead", test_lead);

  return g_test_run ();
}
