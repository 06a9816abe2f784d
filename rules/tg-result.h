/* tg-result.h: the result a record states (RE, SGF FF[4]), read once for
 * every reader — the window's heading, Game Info, the score dialog and
 * the game's own phase.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tg-types.h"

G_BEGIN_DECLS

typedef enum
{
  TG_RESULT_NONE = 0,      /* no RE, or an empty one */
  TG_RESULT_UNKNOWN,       /* "?" */
  TG_RESULT_DRAW,          /* "0", "Draw", "Jigo" */
  TG_RESULT_VOID,          /* "Void": no result */
  TG_RESULT_SCORE,         /* "B+3.5": won by a count */
  TG_RESULT_RESIGNATION,   /* "B+R", "B+Resign" */
  TG_RESULT_TIME,          /* "B+T", "B+Time" */
  TG_RESULT_FORFEIT,       /* "B+F", "B+Forfeit" */
  TG_RESULT_WIN,           /* "B+", "B": a winner, no reason stated */
  /* Text Tengen does not read ("B+J", "john wins"): shown as written;
   * the winner is still known when it starts "B+" or "W+". */
  TG_RESULT_OTHER,
} TgResultKind;

typedef struct
{
  TgResultKind kind;
  TgColor      winner;     /* TG_EMPTY for no winner or none known */
  double       margin;     /* TG_RESULT_SCORE: points, > 0 */
} TgResult;

/* Reads @text (may be NULL) leniently: either case, surrounding blanks. */
void          tg_result_parse          (const char     *text,
                                        TgResult       *result);
/* Black's lead the result states: the margin (negative when White won)
 * or 0 for a draw; FALSE when it states none. */
gboolean      tg_result_get_lead       (const TgResult *result,
                                        double         *lead);
/* In words, translated: "White wins by 2.5 points", "Draw", "Result
 * unknown" (also for no result), or @text as written when it is not
 * read. */
char         *tg_result_describe       (const char     *text);

G_END_DECLS
