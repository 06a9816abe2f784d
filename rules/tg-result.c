/* tg-result.c: the result a record states (RE, SGF FF[4]).
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tg-result.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

static gboolean
is_word (const char *text,
         gsize       length,
         const char *word)
{
  return strlen (word) == length && g_ascii_strncasecmp (text, word, length) == 0;
}

/* Either the letter or the word, in any case: "R", "Resign". */
static gboolean
is_reason (const char *text,
           gsize       length,
           const char *word)
{
  return (length == 1 && g_ascii_toupper (text[0]) == word[0]) || is_word (text, length, word);
}

/* A count's margin: digits with a decimal point, nothing else (strtod
 * alone would take "inf", "0x10" and leading blanks). */
static gboolean
read_margin (const char *text,
             gsize       length,
             double     *margin)
{
  g_autofree char *copy = g_strndup (text, length);
  char *end;

  if (length == 0 || strspn (copy, "0123456789.") != length)
    return FALSE;
  *margin = g_ascii_strtod (copy, &end);
  return *end == '\0' && isfinite (*margin) && *margin > 0;
}

void
tg_result_parse (const char *text,
                 TgResult   *result)
{
  const char *how;
  gsize length;
  char first;

  g_return_if_fail (result != NULL);

  result->kind = TG_RESULT_NONE;
  result->winner = TG_EMPTY;
  result->margin = 0;
  if (text == NULL)
    return;
  while (g_ascii_isspace (*text))
    text++;
  length = strlen (text);
  while (length > 0 && g_ascii_isspace (text[length - 1]))
    length--;
  if (length == 0)
    return;

  if (is_word (text, length, "?"))
    result->kind = TG_RESULT_UNKNOWN;
  else if (is_word (text, length, "0") || is_word (text, length, "Draw")
           || is_word (text, length, "Jigo"))
    result->kind = TG_RESULT_DRAW;
  else if (is_word (text, length, "Void"))
    result->kind = TG_RESULT_VOID;
  else
    result->kind = TG_RESULT_OTHER;
  if (result->kind != TG_RESULT_OTHER)
    return;

  first = g_ascii_toupper (text[0]);
  if ((first != 'B' && first != 'W') || (length > 1 && text[1] != '+'))
    return;
  result->winner = first == 'B' ? TG_BLACK : TG_WHITE;
  /* "B" alone, as older programs write it, names only the winner. */
  how = text + MIN (length, 2);
  length -= MIN (length, 2);
  if (length == 0)
    result->kind = TG_RESULT_WIN;
  else if (is_reason (how, length, "Resign"))
    result->kind = TG_RESULT_RESIGNATION;
  else if (is_reason (how, length, "Time"))
    result->kind = TG_RESULT_TIME;
  else if (is_reason (how, length, "Forfeit"))
    result->kind = TG_RESULT_FORFEIT;
  else if (read_margin (how, length, &result->margin))
    result->kind = TG_RESULT_SCORE;
}

gboolean
tg_result_get_lead (const TgResult *result,
                    double         *lead)
{
  g_return_val_if_fail (result != NULL, FALSE);

  if (result->kind == TG_RESULT_DRAW)
    *lead = 0;
  else if (result->kind == TG_RESULT_SCORE)
    *lead = result->winner == TG_BLACK ? result->margin : -result->margin;
  else
    return FALSE;
  return TRUE;
}

char *
tg_result_describe (const char *text)
{
  TgResult result;
  gboolean white;

  tg_result_parse (text, &result);
  white = result.winner == TG_WHITE;
  switch (result.kind)
    {
    case TG_RESULT_NONE:
    case TG_RESULT_UNKNOWN:
      return g_strdup (_("Result unknown"));
    case TG_RESULT_DRAW:
      return g_strdup (_("Draw"));
    case TG_RESULT_VOID:
      return g_strdup (_("No result"));
    case TG_RESULT_WIN:
      return g_strdup (white ? _("White wins") : _("Black wins"));
    case TG_RESULT_RESIGNATION:
      return g_strdup (white ? _("White wins by resignation") : _("Black wins by resignation"));
    case TG_RESULT_TIME:
      return g_strdup (white ? _("White wins on time") : _("Black wins on time"));
    case TG_RESULT_FORFEIT:
      return g_strdup (white ? _("White wins by forfeit") : _("Black wins by forfeit"));
    case TG_RESULT_SCORE:
      /* Counts are mostly decimals like 1.5; any count but exactly one
       * takes the form of two.  Translators: "Black wins by 1.5 points" */
      return g_strdup_printf (white ? ngettext ("White wins by %g point", "White wins by %g points",
                                                result.margin == 1 ? 1 : 2)
                                    : ngettext ("Black wins by %g point", "Black wins by %g points",
                                                result.margin == 1 ? 1 : 2),
                              result.margin);
    case TG_RESULT_OTHER:
    default:
      return g_strstrip (g_strdup (text));
    }
}
